//! The language the messages are said in now: one for the whole thread, as gettext's is
//! (the app sets it when the player chooses; the command-line tool and the workers never
//! change it from English).

use std::cell::RefCell;

use super::catalog::Catalog;
use super::lang::Lang;

thread_local! {
    static CURRENT: RefCell<Option<Catalog>> = const { RefCell::new(None) };
}

/// Runs `f` with the current language's messages (English's until another is installed).
/// One function for every message, not one copy per message type.
#[inline(never)]
pub(super) fn in_current(f: &mut dyn FnMut(&Catalog)) {
    CURRENT.with(|current| match &*current.borrow() {
        Some(catalog) => f(catalog),
        None => f(&Catalog::english()),
    })
}

/// The language the messages are said in.
pub fn language() -> Lang {
    CURRENT.with(|current| current.borrow().as_ref().map_or(Lang::En, Catalog::lang))
}

/// Says the messages in `catalog`'s language from now on.
pub fn install(catalog: Catalog) {
    let catalog = (catalog.lang() != Lang::En).then_some(catalog);
    CURRENT.with(|current| *current.borrow_mut() = catalog);
}
