//! The app: the start screen or one game's screen, chosen by the address's fragment
//! (`#/kalah`), so a game can be bookmarked and the browser's back button works.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
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
    // A link to a game with its moves (`#/kalah?moves=3.1`) names the game before `?`.
    let name = path.split_once('?').map_or(path, |(name, _)| name);
    match name.parse::<GameId>() {
        Ok(game) if name == path => Route::Game(game),
        Ok(game) => Route::Home(Some(format!(
            "This version cannot open links to games yet; choose {} below.",
            game.title()
        ))),
        Err(_) => Route::Home(Some(format!(
            "There is no game called “{}” here; choose one below.",
            name.chars().take(40).collect::<String>()
        ))),
    }
}

fn current_route() -> Route {
    route_of(&gloo::utils::window().location().hash().unwrap_or_default())
}

fn go_to(fragment: &str) {
    let _ = gloo::utils::window().location().set_hash(fragment);
}

/// Ctrl+Z (undo) and Ctrl+Shift+Z or Ctrl+Y (redo), Cmd on a Mac: they press the board's
/// Undo and Redo buttons, so they do exactly what the buttons do, and nothing while a
/// button is disabled or not on the page (the options and rules pages).
fn undo_keys(event: &web_sys::Event) {
    let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    if !(key.ctrl_key() || key.meta_key()) || key.alt_key() {
        return;
    }
    let button = match key.key().as_str() {
        // Caps Lock gives "Z" without Shift.
        "z" | "Z" if key.shift_key() => "button.redo",
        "z" | "Z" => "button.undo",
        "y" | "Y" => "button.redo",
        _ => return,
    };
    key.prevent_default();
    if let Ok(Some(button)) = gloo::utils::document().query_selector(button) {
        if let Some(button) = button.dyn_ref::<web_sys::HtmlElement>() {
            button.click();
        }
    }
}

/// The whole app.
#[component]
pub fn App() -> Html {
    let route = use_state_eq(current_route);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let listeners = [
                EventListener::new(&window, "hashchange", move |_| route.set(current_route())),
                EventListener::new(&window, "keydown", undo_keys),
            ];
            move || drop(listeners)
        });
    }
    use_effect_with(route.clone(), |route| {
        let title = match **route {
            Route::Home(_) => "Mancala".to_owned(),
            Route::Game(game) => format!("{} · Mancala", game.title()),
        };
        gloo::utils::document().set_title(&title);
    });
    let on_home = Callback::from(|()| go_to("#/"));
    let on_open = Callback::from(|game: GameId| go_to(&format!("#/{}", game.as_str())));
    match &*route {
        Route::Home(notice) => home(&on_open, notice.as_deref()),
        Route::Game(game) => {
            // Each game gets its own instance: a game's state never outlives it.
            let (game, key) = (*game, game.as_str());
            match game {
                GameId::Kalah | GameId::Awari | GameId::Ayo | GameId::Oware => {
                    html! { <TwoRowScreen {key} {game} {on_home}/> }
                }
                GameId::Calcala => html! { <CalcalaScreen {key} {on_home}/> },
                GameId::RoocalaSquare | GameId::RoocalaHex => {
                    let board = match game {
                        GameId::RoocalaHex => BoardKind::Hex,
                        _ => BoardKind::Square,
                    };
                    html! { <RoocalaScreen {key} {board} {on_home} {on_open}/> }
                }
            }
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
        assert!(
            matches!(route_of("#/oware?moves=3.4"), Route::Home(Some(m)) if m.contains("Oware"))
        );
        assert!(matches!(route_of("#/chess"), Route::Home(Some(_))));
        match route_of("#/chess?moves=1") {
            Route::Home(Some(message)) => assert!(message.contains("“chess”"), "{message}"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(route_of("#/%00%ff"), Route::Home(Some(_))));
    }
}
