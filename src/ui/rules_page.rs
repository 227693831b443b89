//! The rules page a game screen shows: the game's rules file of the site (written by
//! [`super::rules`]), in a frame, with Back to the board. Apart from `rules`, whose texts
//! the site does not carry: this needs only each game's page name ([`RulesText`]).

use yew::prelude::*;

use crate::games::help::RulesText;
use crate::games::GameId;
use crate::i18n::{msg, Lang};

use super::screen::command::{send, Command};
use super::screen::state::Page;

/// The name of a game's rules page (its file is `rules/<name>.html`): the game's id, or
/// the name its position type gives the page its games share (both Roocala boards').
pub fn page_name(game: GameId) -> &'static str {
    crate::with_position!(game, P => <P as RulesText>::page_name(game))
}

/// The file a game's rules page is kept in, relative to the site's root, in the current
/// language: `rules/kalah.html` in English, `rules/fr/kalah.html` in French.
pub fn page_file(game: GameId) -> String {
    match crate::i18n::language() {
        Lang::En => format!("rules/{}.html", page_name(game)),
        lang => format!("rules/{}/{}.html", lang.code(), page_name(game)),
    }
}

/// The title of a game's rules page, `How to play Roocala`: named after the first game of
/// the collection that the page serves.
pub fn page_title(game: GameId) -> String {
    let name = page_name(game);
    let first = GameId::ALL
        .into_iter()
        .find(|&g| page_name(g) == name)
        .unwrap_or(game);
    msg::ScreenRulesTitle {
        game: &first.title(),
    }
    .text()
}

/// The rules page of a game: how to play, with Back to the board. The page itself is a
/// file of the site, shown in a frame: the site's code carries neither its text nor a way
/// to fetch it.
pub fn rules_page(game: GameId, on: &Callback<Command>) -> Html {
    let title = page_title(game);
    html! {
        <main class="page rules-page">
            <header class="topbar">
                <button class="back" onclick={send(on, Command::Show(Page::Board))}>
                    { msg::MoreBack.text() }
                </button>
                <h1>{ &title }</h1>
            </header>
            <iframe class="rules-frame" src={page_file(game)} {title}
                    onload={|e: Event| { let _ = super::theme::share_with(e.target()); }}></iframe>
        </main>
    }
}
