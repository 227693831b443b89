//! The rules pages: how to play each game, in our own words, with diagrams.
//!
//! They are written as Yew components like the rest of the interface ([`help`]), but the
//! site does not carry them: `tests/rules_pages.rs` renders each one natively to
//! `static/rules/<game>.html` (and fails while a checked-in page differs from its source),
//! and the page fetches that file when a player opens the rules. This keeps about a tenth
//! of the site's code and text out of what every visit downloads.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::games::GameId;

use super::saved_screen::send;
use super::screen_state::{Command, Page};

#[cfg(not(target_arch = "wasm32"))]
mod render;
#[cfg(not(target_arch = "wasm32"))]
pub use render::render_page;

/// How to play `game`: the source of its rules page.
pub fn help(game: GameId) -> Html {
    use crate::games::awari::AwariRules;
    use crate::games::ayo::AyoRules;
    use crate::games::oware::OwareRules;
    use crate::ui::two_row::home_games::HomeGameHelp;
    match game {
        GameId::Kalah => crate::ui::kalah::rules_help(),
        GameId::Awari => AwariRules::rules_help(),
        GameId::Ayo => AyoRules::rules_help(),
        GameId::Oware => OwareRules::rules_help(),
        GameId::Calcala => crate::ui::calcala::rules_help(),
        GameId::RoocalaSquare | GameId::RoocalaHex => crate::ui::roocala::rules_help(),
    }
}

/// The file a game's rules page is kept in, relative to the site's root: both Roocala
/// boards share one.
pub fn page_file(game: GameId) -> &'static str {
    match game {
        GameId::Kalah => "rules/kalah.html",
        GameId::Awari => "rules/awari.html",
        GameId::Ayo => "rules/ayo.html",
        GameId::Oware => "rules/oware.html",
        GameId::Calcala => "rules/calcala.html",
        GameId::RoocalaSquare | GameId::RoocalaHex => "rules/roocala.html",
    }
}

thread_local! {
    /// Rules pages fetched in this visit, by file, so a second look needs no request (a list:
    /// there are six pages at most).
    static FETCHED: RefCell<Vec<(&'static str, Rc<str>)>> = const { RefCell::new(Vec::new()) };
}

/// The rules page in `file`, if it was fetched before in this visit.
fn fetched_before(file: &str) -> Option<Rc<str>> {
    FETCHED.with(|fetched| {
        let fetched = fetched.borrow();
        let (_, text) = fetched.iter().find(|(name, _)| *name == file)?;
        Some(text.clone())
    })
}

/// What the rules page shows.
#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// Whose rules.
    pub game: GameId,
    /// Where Back goes.
    pub on: Callback<Command>,
}

/// Where a fetched rules page is.
#[derive(Clone, PartialEq)]
enum Fetched {
    Loading,
    Done(Rc<str>),
    Failed,
}

/// The rules page of a game: how to play, with Back to the board.
#[component]
pub fn RulesPage(props: &RulesPageProps) -> Html {
    let file = page_file(props.game);
    let fetched = use_state(|| match fetched_before(file) {
        Some(text) => Fetched::Done(text),
        None => Fetched::Loading,
    });
    {
        let fetched = fetched.clone();
        use_effect_with(file, move |&file| {
            if *fetched == Fetched::Loading {
                yew::platform::spawn_local(async move {
                    let result = match fetch_text(file).await {
                        Some(text) => {
                            let text: Rc<str> = text.into();
                            FETCHED.with(|f| f.borrow_mut().push((file, text.clone())));
                            Fetched::Done(text)
                        }
                        None => Fetched::Failed,
                    };
                    fetched.set(result);
                });
            }
        });
    }
    let body = match &*fetched {
        Fetched::Loading => html! { <p class="hint">{ "Loading the rules…" }</p> },
        Fetched::Done(text) => Html::from_html_unchecked(AttrValue::from(text.clone())),
        Fetched::Failed => html! {
            <p class="notice warning">
                { "The rules could not be loaded: this device seems to be offline. The game \
                   itself works as usual." }
            </p>
        },
    };
    let title = props.game.title();
    let title = title.strip_suffix(" (hexagonal)").unwrap_or(title);
    html! {
        <main class="page rules-page">
            <header class="topbar">
                <button class="back" onclick={send(&props.on, Command::Show(Page::Board))}>
                    { "Back" }
                </button>
                <h1>{ format!("How to play {title}") }</h1>
            </header>
            <article class="rules-text">{ body }</article>
        </main>
    }
}

/// The text of a file of the site, or `None` if it cannot be had.
async fn fetch_text(path: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(path))
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
