//! Words the screen's sentences share: lists (`a, b and c`) and amounts of the game's
//! margin (`4 stones`), each written with the messages of `i18n/en.ftl` so that a language
//! joins and counts in its own way.

use crate::i18n::msg;

/// A list in a sentence, its items joined by the messages `screen-list-comma` and, before
/// the last, `last` (`screen-list-and`, `screen-list-or`): `a`, `a and b`, `a, b and c`.
pub fn list(items: &[String], last: fn(&str, &str) -> String) -> String {
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((item, rest)) => {
            let (first, others) = rest.split_first().expect("two items or more");
            let list = (others.iter()).fold(first.clone(), |list, item| {
                msg::ScreenListComma { list: &list, item }.text()
            });
            last(&list, item)
        }
    }
}

/// `a and b`, for [`list`].
pub fn and(list: &str, item: &str) -> String {
    msg::ScreenListAnd { list, item }.text()
}

/// `a or b`, for [`list`].
pub fn or(list: &str, item: &str) -> String {
    msg::ScreenListOr { list, item }.text()
}

/// An amount of the game's margin in a sentence (`4 stones`, `3 points`), `unit` naming what
/// it counts ([`crate::games::GameId::margin_unit`]: `stones` or `points`).
pub fn amount(count: i32, unit: &str) -> String {
    msg::ScreenAmount {
        count: count.into(),
        unit,
    }
    .text()
}
