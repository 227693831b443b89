//! The rules page a game screen shows: the game's rules file of the site (written by
//! [`super::rules`]), in a frame, with Back to the board. Apart from `rules`, which calls
//! every screen's rules text, so that the screens and the rules texts do not import each
//! other.

use yew::prelude::*;

use crate::games::GameId;

use super::screen::command::{send, Command};
use super::screen::state::Page;

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
