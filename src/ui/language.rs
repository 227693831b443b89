//! The player's language: the one chosen on this device (kept under [`STORAGE_KEY`]), else
//! the language of the page (`fr/kalah/`), else the first of the browser's
//! (`navigator.languages`) that the site offers, else English. Once chosen, the address
//! moves to the chosen language's page (`src/ui/app.rs`).
//! English's messages are in every build; another language's compiled table
//! (`i18n/<code>.messages`, written from `i18n/<code>.ftl` by `tests/messages.rs`) is
//! fetched when it is the player's, before the app draws, or when chosen, and the service
//! worker keeps the one fetched (tools/sw.mjs).
//!
//! The app holds the language in a context ([`LanguageContext`]): a change draws again
//! every screen that reads it, with the new messages installed for the whole page
//! (`crate::i18n`). All the site's languages are written left to right.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::i18n::{self, Catalog, Lang};

use super::storage;

/// Where the device keeps the player's choice of language.
pub const STORAGE_KEY: &str = "mancala-language";

/// The languages the site offers: English and each whose messages are complete and on the
/// site (`static/i18n`), as `tests/messages.rs` checks.
pub const OFFERED: &[Lang] = &[Lang::En, Lang::Fr, Lang::De, Lang::Nl, Lang::Es, Lang::Pt];

/// The player's language: chosen on this device, else the page's own (a language's page,
/// `fr/kalah/`, served with `<html lang="fr">`, to which `static/boot.js` sent the
/// browser's language), else the browser's first that is offered.
pub fn preferred() -> Lang {
    let offered = |lang: &Lang| OFFERED.contains(lang);
    if let Some(chosen) = storage::load(STORAGE_KEY).and_then(|code| Lang::from_tag(&code)) {
        if offered(&chosen) {
            return chosen;
        }
    }
    // The page's language as served (`<html lang>`, before any is installed): English's
    // pages leave it to the browser.
    let root = gloo::utils::document().document_element();
    let page = root.and_then(|root| root.get_attribute("lang"));
    if let Some(page) = page.as_deref().and_then(Lang::from_tag) {
        if page != Lang::En && offered(&page) {
            return page;
        }
    }
    let tags: Vec<String> = (gloo::utils::window().navigator().languages().iter())
        .filter_map(|tag| tag.as_string())
        .collect();
    let lang = Lang::preferred(tags.iter().map(String::as_str));
    match offered(&lang) {
        true => lang,
        false => Lang::En,
    }
}

/// Says `lang` on the page from now on: its messages (fetched unless English's) and the
/// document's `lang`. English if the table cannot be had (offline before it was ever
/// fetched, a file of another version): the page stays usable.
pub async fn install(lang: Lang) -> Lang {
    let catalog = match lang {
        Lang::En => Some(Catalog::english()),
        _ => fetch_table(lang)
            .await
            .and_then(|table| Catalog::new(lang, table.into())),
    };
    let catalog = catalog.unwrap_or_else(Catalog::english);
    let lang = catalog.lang();
    i18n::install(catalog);
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.set_attribute("lang", lang.code());
        let _ = root.set_attribute("dir", lang.direction());
    }
    lang
}

/// The text of `lang`'s compiled table on the site, resolved against the base URL (the
/// site's root).
async fn fetch_table(lang: Lang) -> Option<String> {
    let address = format!("i18n/{}.messages", lang.code());
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(&address))
        .await
        .ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// Installs the player's language, then runs `start` (which draws the app).
pub fn start(start: impl FnOnce(Lang) + 'static) {
    let lang = preferred();
    if lang == Lang::En {
        return start(lang);
    }
    wasm_bindgen_futures::spawn_local(async move { start(install(lang).await) });
}

/// The language the screens are drawn in, and how to change it.
#[derive(Clone, PartialEq)]
pub struct LanguageContext {
    /// The language installed.
    pub lang: Lang,
    /// Installs and keeps another language, then draws every screen again.
    pub on_choose: Callback<Lang>,
}

/// What the app's root gives its screens: the language and its change.
#[derive(Properties, PartialEq)]
pub struct LanguageRootProps {
    /// The language installed before the app was drawn.
    pub lang: Lang,
    /// The app.
    pub children: Html,
}

/// Holds the page's language for the screens below it ([`LanguageContext`]).
#[component]
pub fn LanguageRoot(props: &LanguageRootProps) -> Html {
    let lang = use_state_eq(|| props.lang);
    let on_choose = {
        let lang = lang.clone();
        Callback::from(move |chosen: Lang| {
            let _ = storage::save(STORAGE_KEY, chosen.code());
            let lang = lang.clone();
            wasm_bindgen_futures::spawn_local(async move { lang.set(install(chosen).await) });
        })
    };
    let context = LanguageContext {
        lang: *lang,
        on_choose,
    };
    html! {
        <ContextProvider<LanguageContext> {context}>{ props.children.clone() }</ContextProvider<LanguageContext>>
    }
}

/// The language the screen is drawn in: a screen that reads it is drawn again when the
/// player chooses another.
#[hook]
pub fn use_language() -> Lang {
    use_context::<LanguageContext>().map_or(Lang::En, |c| c.lang)
}
