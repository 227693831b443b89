//! The rules pages: how to play each game, in our own words, with diagrams.
//!
//! They are written as Yew components like the rest of the interface ([`help`]), but the
//! site does not carry them: `tests/rules_pages.rs` renders each one natively to a page of
//! its own, `static/rules/<game>.html` with `static/rules/rules.css` (and fails while a
//! checked-in page differs from its source), and the app shows that page in a frame when a
//! player opens the rules. This keeps about a tenth of the site's code and text out of what
//! every visit downloads.

use yew::prelude::*;

use crate::games::GameId;

use super::screen::command::{send, Command};
use super::screen::state::Page;

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

/// The rules page of a game: how to play, with Back to the board. The page itself is a
/// file of the site, shown in a frame: the site's code carries neither its text nor a way
/// to fetch it.
pub fn rules_page(game: GameId, on: &Callback<Command>) -> Html {
    let title = game.title();
    let title = format!(
        "How to play {}",
        title.strip_suffix(" (hexagonal)").unwrap_or(title)
    );
    html! {
        <main class="page rules-page">
            <header class="topbar">
                <button class="back" onclick={send(on, Command::Show(Page::Board))}>
                    { "Back" }
                </button>
                <h1>{ &title }</h1>
            </header>
            <iframe class="rules-frame" src={page_file(game)} {title}></iframe>
        </main>
    }
}
