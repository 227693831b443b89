//! The app: the start screen or one game's screen, chosen by the address's fragment
//! (`#/kalah`) or, without one, by the page's folder (`kalah/`, the game's prerendered page:
//! see `docs/hosting.md`), so a game can be bookmarked and the browser's back button works.
//! A fragment with options or moves (`#/kalah?seeds=5&moves=3.1.6`, from the Share button)
//! opens that game instead of the saved one; `#/kalah/puzzles` opens its Puzzles screen.
//! Once shown, a game or the start screen moves to its own folder's address
//! ([`show_own_address`]); the Puzzles screen keeps its fragment, so a reload stays there.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::GameId;
use crate::i18n::{msg, Lang};
use crate::search::puzzles::PUZZLE_GAMES;

use super::address;
use super::game_screen::{AppBuild, GameScreen};
use super::home::{Links, StartScreen};
use super::keys;
use super::language::{use_language, LanguageRoot};
use super::solo::{Opponent, Start};

/// Where the app is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The list of games, with what the address named when it named no game (for the
    /// message there, said when shown).
    Home(Option<String>),
    /// One game's screen, and the link to open in it (the fragment after `#/`), if any.
    Game(GameId, Option<AttrValue>),
    /// A new game of one game, played as the start screen asked (`#/kalah?play=hard`).
    Start(GameId, Start),
    /// A game's Puzzles screen (`#/kalah/puzzles`).
    Puzzles(GameId),
}

/// The route a fragment such as `#/kalah` names.
pub fn route_of(fragment: &str) -> Route {
    let path = fragment.trim_start_matches('#').trim_start_matches('/');
    if path.is_empty() {
        return Route::Home(None);
    }
    // A link to a game with its moves (`#/kalah?moves=3.1`) names the game before `?`.
    let (name, query) = path.split_once('?').unwrap_or((path, ""));
    let link = (!query.is_empty()).then(|| AttrValue::from(path.to_owned()));
    let puzzles = name.strip_suffix("/puzzles").and_then(|g| g.parse().ok());
    if let Some(game) = puzzles.filter(|g| PUZZLE_GAMES.contains(g)) {
        return Route::Puzzles(game);
    }
    match name.parse::<GameId>() {
        Ok(game) => match Start::from_query(query) {
            Some(start) => Route::Start(game, start),
            None => Route::Game(game, link),
        },
        Err(_) => Route::Home(Some(name.chars().take(40).collect())),
    }
}

/// The route the address names: its fragment (`#/kalah?moves=3.1`) when it has one, else
/// the page's folder under the site's root (`kalah/`: each game's prerendered page).
fn current_route() -> Route {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    match hash.len() > 1 {
        true => route_of(&hash),
        false => route_of(&page_folder()),
    }
}

/// The first folder of the address under the site's root (`kalah`), which is the
/// document's base URL in every page of the site, after the language's folder (`fr/kalah/`
/// is `kalah` too); `""` at the root (or its `index.html`).
fn page_folder() -> String {
    let address = address::under_root();
    let (_, under) = address::split_language(&address);
    let folder = under.split(['/', '#', '?']).next().unwrap_or_default();
    match folder.ends_with(".html") {
        true => String::new(),
        false => folder.to_owned(),
    }
}

/// Shows the start screen or a game's screen at its own address, the site's root or the
/// game's folder (`kalah/`), in the folder of the language it is said in (`fr/kalah/`):
/// the address whose page is prerendered with that screen, so that a reload or a bookmark
/// paints it from the HTML, in that language (run again when the player chooses another).
/// A link's, a start's or the Puzzles screen's address keeps its fragment (a link's and a
/// start's until played: `screen_effects`), and moves to the language's folder alone
/// (`fr/kalah/#/kalah/puzzles` to `de/kalah/#/kalah/puzzles`), so that a reload opens
/// the same screen in the language said. An address that names another screen is left
/// alone: it moved on after this screen was chosen (a link tapped while the app was
/// starting), and its hashchange brings that screen.
fn show_own_address(route: &Route) {
    if current_route() != *route {
        return;
    }
    let language = address::said_folder();
    let under_root = address::under_root();
    let (page_language, under) = address::split_language(&under_root);
    let in_own_language = address::language_folder(page_language.unwrap_or(Lang::En)) == language;
    let own = match route {
        Route::Home(None) => Some(""),
        Route::Game(game, None) => Some(game.as_str()),
        _ => None,
    };
    let has_fragment = gloo::utils::window()
        .location()
        .hash()
        .unwrap_or_default()
        .len()
        > 1;
    // Resolved against the base URL: the site's root.
    let address = match own {
        Some(own) if has_fragment || page_folder() != own || !in_own_language => match own {
            "" => language.to_owned(),
            folder => format!("{language}{folder}/"),
        },
        // A link, a start or Puzzles: the same address in the language's folder.
        None if !in_own_language => format!("{language}{under}"),
        _ => return,
    };
    let _ = gloo::utils::history().replace_state_with_url(
        &wasm_bindgen::JsValue::NULL,
        "",
        Some(if address.is_empty() { "./" } else { &address }),
    );
}

/// The game a route shows, if any.
fn game_of(route: &Route) -> Option<GameId> {
    match *route {
        Route::Home(_) => None,
        Route::Game(game, _) | Route::Start(game, _) | Route::Puzzles(game) => Some(game),
    }
}

/// Opens `route` at its game's own page, whose build of the app plays it (see
/// [`AppBuild`]): the game's folder (`calcala/`), with the fragment when the route says
/// more than the game (a link, a start, the Puzzles screen); the start screen at the root. `replace` leaves the address
/// that named it out of the history, so that Back does not come back to it and leave again.
fn open_elsewhere(route: &Route, replace: bool) {
    let location = gloo::utils::window().location();
    let Some(game) = game_of(route) else {
        // The start screen is the root page's; an address that named no game keeps its
        // fragment, for the message there.
        let fragment = match route {
            Route::Home(Some(_)) => location.hash().unwrap_or_default(),
            _ => String::new(),
        };
        let address = format!("./{}{fragment}", address::said_folder());
        let _ = match replace {
            true => location.replace(&address),
            false => location.assign(&address),
        };
        return;
    };
    let fragment = match route {
        Route::Game(_, None) => String::new(),
        Route::Game(_, Some(link)) => format!("#/{link}"),
        Route::Start(_, start) => format!("#/{game}?{}", start.to_query()),
        _ => format!("#/{game}/puzzles"),
    };
    // Resolved against the base URL: the site's root.
    let address = format!("{}{game}/{fragment}", address::said_folder());
    let _ = match replace {
        true => location.replace(&address),
        false => location.assign(&address),
    };
}

/// Goes to the route a fragment names: in this page when this build plays it, else at the
/// game's own page.
fn go_to(build: AppBuild, fragment: &str) {
    let route = route_of(fragment);
    if another_builds(build, &route) {
        open_elsewhere(&route, false);
    } else {
        let _ = gloo::utils::window().location().set_hash(fragment);
    }
}

/// The route the address names, if this build plays it; else the game's own page opens
/// (in place of this address) and the screen shown stays.
fn route_here(build: AppBuild) -> Option<Route> {
    let route = current_route();
    if another_builds(build, &route) {
        open_elsewhere(&route, true);
        return None;
    }
    Some(route)
}

/// Whether `route` shows a screen that another build of the app draws, not `build`: a game
/// it does not play, or the start screen, which the main build alone draws.
fn another_builds(build: AppBuild, route: &Route) -> bool {
    match game_of(route) {
        Some(game) => !build.plays(game),
        None => !build.draws_start_screen(),
    }
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

/// What the app is started with.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The build: the position type whose games this wasm plays.
    pub build: AppBuild,
    /// The language installed before the app was drawn.
    #[prop_or_default]
    pub lang: Lang,
}

/// The whole app, in the player's language.
#[component]
pub fn App(props: &AppProps) -> Html {
    let (build, lang) = (props.build, props.lang);
    html! { <LanguageRoot {lang}><Screens {build}/></LanguageRoot> }
}

/// What the app's screens are started with.
#[derive(Properties, PartialEq)]
struct ScreensProps {
    build: AppBuild,
}

/// The start screen or a game's, as the address says.
#[component]
fn Screens(props: &ScreensProps) -> Html {
    let build = props.build;
    // Every screen is drawn again in a language the player chooses.
    let lang = use_language();
    // An address of another build's game opens its page; the start screen shows meanwhile.
    let route = use_state_eq(|| route_here(build).unwrap_or(Route::Home(None)));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let capture = EventListenerOptions::run_in_capture_phase();
            // Back and forward between a game's folder and the root change no fragment: a
            // popstate says so. A new fragment fires popstate too, before its hashchange,
            // which reads it then (the screen may have moved the address on in between).
            let [hashchange, popstate] = ["hashchange", "popstate"].map(|name| {
                let route = route.clone();
                EventListener::new(&window, name, move |_| {
                    let hash = gloo::utils::window().location().hash().unwrap_or_default();
                    if name == "hashchange" || hash.len() <= 1 {
                        if let Some(here) = route_here(build) {
                            route.set(here);
                        }
                    }
                })
            });
            let listeners = [
                hashchange,
                popstate,
                EventListener::new(&window, "keydown", undo_keys),
                EventListener::new(&window, "keydown", |e| {
                    if let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>() {
                        keys::page_key(key);
                    }
                }),
                EventListener::new_with_options(&window, "click", capture, |e| {
                    if let Some(click) = e.dyn_ref::<web_sys::MouseEvent>() {
                        keys::choice_clicked(click);
                    }
                }),
            ];
            move || drop(listeners)
        });
    }
    use_effect_with((route.clone(), lang), |(route, _)| {
        let title = match **route {
            Route::Home(_) => msg::HomeTitle.text(),
            Route::Game(game, _) | Route::Start(game, _) => msg::PageTitleGame {
                game: &game.title(),
            }
            .text(),
            Route::Puzzles(game) => msg::PageTitlePuzzles {
                game: &game.title(),
            }
            .text(),
        };
        gloo::utils::document().set_title(&title);
        show_own_address(route);
    });
    // The first screen is drawn, its effects have run (the address is the screen's own, the
    // listeners above are in place): the page's boot script (static/boot.js) may now play a
    // tap that came before. Said in a task of its own, as a tap comes, never in the middle
    // of the scheduler's work: Yew may hand the browser a turn between a screen's drawing
    // and its effects, and a tap played then was undone by the effects (a Puzzles link
    // whose address the game's own address replaced).
    use_effect_with((), |_| {
        gloo::timers::callback::Timeout::new(0, || {
            if let Ok(ready) = web_sys::Event::new("mancala-ready") {
                let _ = gloo::utils::window().dispatch_event(&ready);
            }
        })
        .forget();
    });
    let on_home = Callback::from(move |()| go_to(build, "#/"));
    let on_open = Callback::from(move |game: GameId| go_to(build, &format!("#/{}", game.as_str())));
    let opponent = use_state_eq(Opponent::load);
    // Counts the record's resets, so the start screen is drawn again after one.
    let shown = use_state(|| 0u32);
    match &*route {
        Route::Home(unknown) => {
            let notice = (unknown.as_deref()).map(|name| msg::HomeNoSuchGame { name }.text());
            let on_start = Callback::from(move |(game, start): (GameId, Start)| {
                go_to(build, &format!("#/{game}?{}", start.to_query()))
            });
            build.start_screen(StartScreen {
                links: Links {
                    on_open: &on_open,
                    on_start: &on_start,
                    notice: notice.as_deref(),
                },
                opponent: &opponent,
                shown: &shown,
            })
        }
        // Each game, and each link or start, gets its own instance: a game's state never
        // outlives it, and My game (the plain `#/kalah`) opens the saved game anew.
        &Route::Game(game, ref link) => {
            let key = link.as_deref().unwrap_or(game.as_str()).to_owned();
            html! { <GameScreen {key} {build} {game} link={link.clone()} {on_home} {on_open}/> }
        }
        &Route::Puzzles(game) => {
            let key = format!("{game}/puzzles");
            html! { <GameScreen {key} {build} {game} puzzles=true {on_home} {on_open}/> }
        }
        &Route::Start(game, start) => {
            let key = format!("{game}?{}", start.to_query());
            html! { <GameScreen {key} {build} {game} start={Some(start)} {on_home} {on_open}/> }
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
        assert_eq!(route_of("#/kalah"), Route::Game(GameId::Kalah, None));
        assert_eq!(route_of("#kalah"), Route::Game(GameId::Kalah, None));
        assert_eq!(
            route_of("#/oware?moves=3.4"),
            Route::Game(GameId::Oware, Some("oware?moves=3.4".into()))
        );
        assert!(matches!(route_of("#/chess"), Route::Home(Some(_))));
        match route_of("#/chess?moves=1") {
            Route::Home(Some(name)) => assert_eq!(name, "chess"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(route_of("#/%00%ff"), Route::Home(Some(_))));
        assert_eq!(route_of("#/oware/puzzles"), Route::Puzzles(GameId::Oware));
        assert_eq!(
            route_of("#/calcala/puzzles"),
            Route::Puzzles(GameId::Calcala)
        );
        assert_eq!(
            route_of("#/roocala-hex/puzzles"),
            Route::Puzzles(GameId::RoocalaHex)
        );
        assert!(matches!(route_of("#/chess/puzzles"), Route::Home(Some(_))));
        assert_eq!(
            route_of("#/ayo?play=people"),
            Route::Start(GameId::Ayo, Start::People)
        );
        assert!(matches!(
            route_of("#/calcala?play=expert&seat=1"),
            Route::Start(GameId::Calcala, Start::Computer(Opponent { seat: 1, .. }))
        ));
    }
}
