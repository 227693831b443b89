//! The start screen: every game of the collection with a line about it.

use yew::prelude::*;

use crate::games::GameId;

/// The list of games, with `notice` first (an address that named no game); `on_open`
/// opens a game. A function rather than a component: it has no state of its own, and each
/// component costs the site about 2 KB of code.
pub fn home(on_open: &Callback<GameId>, notice: Option<&str>) -> Html {
    html! {
        <main class="page home-page">
            <header class="home-header">
                <h1>{ "Mancala" }</h1>
                <p class="tagline">
                    { "Sowing games for two, played on one tablet between you." }
                </p>
            </header>
            if let Some(notice) = notice {
                <p class="notice warning" role="alert">{ notice }</p>
            }
            <ul class="game-list">
                { for GameId::ALL.iter().map(|&game| {
                    let on_open = on_open.clone();
                    html! {
                        <li>
                            <button class="game-card" data-game={game.as_str()}
                                    onclick={move |_| on_open.emit(game)}>
                                <span class="game-title">{ game.title() }</span>
                                <span class="game-summary">{ game.summary() }</span>
                            </button>
                        </li>
                    }
                }) }
            </ul>
        </main>
    }
}
