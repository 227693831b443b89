//! The start screen: every game of the collection with a line about it.

use yew::prelude::*;

use crate::games::GameId;

/// What the start screen needs.
#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// A game was chosen.
    pub on_open: Callback<GameId>,
    /// A message to show first (an address that named no game).
    #[prop_or_default]
    pub notice: Option<String>,
}

/// The list of games.
#[component]
pub fn Home(props: &HomeProps) -> Html {
    use_effect_with((), |_| gloo::utils::document().set_title("Mancala"));
    html! {
        <main class="page home-page">
            <header class="home-header">
                <h1>{ "Mancala" }</h1>
                <p class="tagline">
                    { "Sowing games for two, played on one tablet between you." }
                </p>
            </header>
            if let Some(notice) = &props.notice {
                <p class="notice warning" role="alert">{ notice }</p>
            }
            <ul class="game-list">
                { for GameId::ALL.iter().map(|&game| {
                    let on_open = props.on_open.clone();
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
