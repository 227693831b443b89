//! The app: the start screen or one game's screen, chosen by the address's fragment
//! (`#/kalah`), so a game can be bookmarked and the browser's back button works.

use gloo::events::EventListener;
use yew::prelude::*;

use crate::games::GameId;

use super::calcala::CalcalaScreen;
use super::home::home;
use super::roocala::RoocalaScreen;
use super::two_row::TwoRowScreen;
use crate::games::roocala::BoardKind;

/// Where the app is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The list of games, with a message when the address named no game.
    Home(Option<String>),
    /// One game's screen.
    Game(GameId),
}

/// The route a fragment such as `#/kalah` names.
pub fn route_of(fragment: &str) -> Route {
    let path = fragment.trim_start_matches('#').trim_start_matches('/');
    if path.is_empty() {
        return Route::Home(None);
    }
    match path.parse::<GameId>() {
        Ok(game) => Route::Game(game),
        Err(_) => Route::Home(Some(format!(
            "There is no game called “{}” here; choose one below.",
            path.chars().take(40).collect::<String>()
        ))),
    }
}

fn current_route() -> Route {
    route_of(&gloo::utils::window().location().hash().unwrap_or_default())
}

fn go_to(fragment: &str) {
    let _ = gloo::utils::window().location().set_hash(fragment);
}

/// The whole app.
#[component]
pub fn App() -> Html {
    let route = use_state_eq(current_route);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                route.set(current_route());
            });
            move || drop(listener)
        });
    }
    // A game's screen titles the page after its game (`use_saving`); the start titles it here.
    use_effect_with(route.clone(), |route| {
        if let Route::Home(_) = **route {
            gloo::utils::document().set_title("Mancala");
        }
    });
    let on_home = Callback::from(|()| go_to("#/"));
    let on_open = Callback::from(|game: GameId| go_to(&format!("#/{}", game.as_str())));
    match &*route {
        Route::Home(notice) => home(&on_open, notice.as_deref()),
        Route::Game(game @ (GameId::Kalah | GameId::Awari | GameId::Ayo | GameId::Oware)) => {
            let game = *game;
            html! { <TwoRowScreen key={game.as_str()} {game} {on_home}/> }
        }
        Route::Game(GameId::Calcala) => html! { <CalcalaScreen {on_home}/> },
        Route::Game(game @ (GameId::RoocalaSquare | GameId::RoocalaHex)) => {
            let board = match game {
                GameId::RoocalaHex => BoardKind::Hex,
                _ => BoardKind::Square,
            };
            html! { <RoocalaScreen key={game.as_str()} {board} {on_home} {on_open}/> }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_name_games_or_the_start() {
        assert_eq!(route_of(""), Route::Home(None));
        assert_eq!(route_of("#/"), Route::Home(None));
        assert_eq!(route_of("#/kalah"), Route::Game(GameId::Kalah));
        assert_eq!(route_of("#kalah"), Route::Game(GameId::Kalah));
        assert!(matches!(route_of("#/chess"), Route::Home(Some(_))));
        assert!(matches!(route_of("#/%00%ff"), Route::Home(Some(_))));
    }
}
