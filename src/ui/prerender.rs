//! The pages the site ships with their first screen already drawn: each game's start board
//! (`<game>/index.html`) and the start screen (`index.html`), rendered to HTML natively with
//! Yew's server renderer from the very components the app draws them with, so that a link
//! paints its board from the HTML alone while the wasm is still on its way. This is the
//! static prerendering (build-time server-side rendering) of single-page apps, as Next.js's
//! static export or Yew's own `ssr` examples do it; the app then draws the same screen
//! over it in one task, before the browser paints again (see `docs/architecture.md`).
//!
//! `tests/prerendered_pages.rs` writes what is rendered here to `static/prerender/`
//! (and fails while those files are stale); the site's post-build hook puts each page's
//! HTML into its copy of `index.html`. A two-row board is drawn differently wide, tall and
//! upright ([`Orientation`]), which only the browser knows: each page carries every
//! drawing its screen has, and the style sheet shows the one the window calls for, as the
//! app will ([`orientation_wrappers`]).
//!
//! Every page exists in every language offered ([`prerendered_pages_in`]): English's at the
//! site's root (`kalah/`), each other language's under its code (`fr/kalah/`), drawn with
//! that language's messages, so that a French player's first board is French before the
//! wasm and the French table arrive. Each language's web app manifest says its name and
//! description in it ([`manifest_words`]).

use std::rc::Rc;

use yew::prelude::*;

use crate::games::{GameId, Position, RuleOptions};
use crate::i18n::{self, msg, Catalog, Lang};
use crate::ui::game_screen::{AppBuild, BoardContext, GameSession};
use crate::ui::home::{home, Home, Links};
use crate::ui::orientation::Orientation;
use crate::ui::screen::state::ScreenState;
use crate::ui::solo::{Opponent, Record};

/// One prerendered page: what the app shows first at its address when nothing saved
/// changes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrerenderedPage {
    /// The page's folder under the site's root, with its `/` (`kalah/`), or `""` for the
    /// start screen.
    pub path: String,
    /// The game whose start board the page shows, or `None` for the start screen.
    pub game: Option<GameId>,
    /// The build of the app that the page loads (see [`AppBuild`](crate::ui::AppBuild)): its
    /// game's, and the main build for the start screen.
    pub app: AppBuild,
    /// The document's title, as the app sets it.
    pub title: String,
    /// What the browser's storage holds when it changes nothing of what the page shows:
    /// the save of a new game under the default options (a game's page), or the default
    /// choice of the computer (the start screen). The page's boot script shows the drawing
    /// only when the storage holds this or nothing (`static/boot.js`).
    pub unchanged_save: String,
    /// The screen's HTML, one drawing per orientation it differs in.
    pub html: String,
}

/// Every prerendered page in English: the start screen, then each game of the collection.
pub fn prerendered_pages() -> Vec<PrerenderedPage> {
    prerendered_pages_in(Lang::En)
}

/// Every prerendered page drawn in `lang`: the start screen, then each game of the
/// collection, with their titles in `lang`.
pub fn prerendered_pages_in(lang: Lang) -> Vec<PrerenderedPage> {
    in_language(lang, || {
        let mut pages = vec![start_screen_page()];
        pages.extend(GameId::ALL.into_iter().map(game_page));
        pages
    })
}

/// What a language's web app manifest says (`manifest.webmanifest`, and
/// `<code>/manifest.webmanifest` for the others).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestWords {
    /// The installed site's name.
    pub name: String,
    /// Its name under its icon.
    pub short_name: String,
    /// What it is.
    pub description: String,
}

/// The manifest's words in `lang`.
pub fn manifest_words(lang: Lang) -> ManifestWords {
    in_language(lang, || ManifestWords {
        name: msg::HomeTitle.text(),
        short_name: msg::HomeTitle.text(),
        description: msg::ManifestDescription.text(),
    })
}

/// What a language's pages say around the app, which `tools/post-build.mjs` writes into
/// them (from `languages.json`): the line shown without JavaScript, and the analysis
/// board's page's title and the line it shows while its board loads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageWords {
    /// Every page's `<noscript>` line.
    pub noscript: String,
    /// The analysis board's page's title, as the app sets it.
    pub analysis_title: String,
    /// The line in the analysis board's page until the app draws.
    pub analysis_loading: String,
}

/// The pages' words around the app in `lang`.
pub fn page_words(lang: Lang) -> PageWords {
    in_language(lang, || PageWords {
        noscript: msg::HtmlNoscript.text(),
        analysis_title: msg::AnalysisPageTitle.text(),
        analysis_loading: msg::HtmlAnalysisLoading.text(),
    })
}

/// Runs `f` with `lang`'s messages installed (native builds carry every table), then says
/// English again.
fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let catalog = match lang {
        Lang::En => Catalog::english(),
        _ => Catalog::new(lang, i18n::table(lang).into())
            .unwrap_or_else(|| panic!("{lang:?}: the build's table is not one")),
    };
    i18n::install(catalog);
    let out = f();
    i18n::install(Catalog::english());
    out
}

/// The start screen's page: the list of games, the computer at its default level and no
/// record of results (a device's own choice and record hide it: see `static/boot.js`).
fn start_screen_page() -> PrerenderedPage {
    let html = render::<StartScreen>(());
    PrerenderedPage {
        path: String::new(),
        game: None,
        app: AppBuild::MAIN,
        title: msg::HomeTitle.text(),
        unchanged_save: Opponent::default().to_text(),
        html: orientation_wrappers([(Orientation::Landscape, html)].into()),
    }
}

/// A game's page: its start board under the default options, two people playing.
fn game_page(game: GameId) -> PrerenderedPage {
    let drawings = [
        Orientation::Landscape,
        Orientation::Portrait,
        Orientation::Upright,
    ]
    .map(|orientation| {
        let html = render::<StartBoard>(StartBoardProps { game, orientation });
        (orientation, html)
    });
    PrerenderedPage {
        path: format!("{}/", game.as_str()),
        game: Some(game),
        app: AppBuild::playing(game),
        title: msg::PageTitleGame {
            game: &game.title(),
        }
        .text(),
        unchanged_save: new_screen(game).save_text(),
        html: orientation_wrappers(drawings.into()),
    }
}

/// The drawings of a screen, each in a `<div class="prerendered">` that names the
/// orientation it is for (`data-orientation`, `any` when every orientation draws the same).
/// The style sheet gives the wrapper `display: contents`, so the screen is laid out exactly
/// as the app lays it out in the same place, or `display: none` for the other orientations.
fn orientation_wrappers(drawings: Vec<(Orientation, String)>) -> String {
    let all_same = drawings.iter().all(|(_, html)| *html == drawings[0].1);
    let wrap = |name: &str, html: &str| {
        format!("<div class=\"prerendered\" data-orientation=\"{name}\">{html}</div>")
    };
    if all_same {
        return wrap("any", &drawings[0].1);
    }
    drawings
        .iter()
        .map(|(orientation, html)| {
            let name = match orientation {
                Orientation::Landscape => "landscape",
                Orientation::Portrait => "portrait",
                Orientation::Upright => "upright",
            };
            wrap(name, html)
        })
        .collect()
}

/// A new game of `game` under its default options, as the game screen opens it when
/// nothing is saved.
fn new_screen(game: GameId) -> Rc<dyn GameSession> {
    crate::with_position!(game, P => match <P as Position>::Rules::for_game(game) {
        Some(rules) => Rc::new(ScreenState::<P>::new(rules)) as Rc<dyn GameSession>,
        // `games::variant`'s test starts every game with its type's rules.
        None => panic!("{game}: its position type has no rules for it"),
    })
}

/// The HTML that Yew's server renderer draws for component `C`.
fn render<C>(props: C::Properties) -> String
where
    C: BaseComponent,
    C::Properties: Send,
{
    let renderer = yew::LocalServerRenderer::<C>::with_props(props).hydratable(false);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a current-thread runtime needs no resources that can be missing");
    tokio::task::LocalSet::new().block_on(&runtime, renderer.render())
}

/// What [`StartBoard`] draws.
#[derive(Properties, PartialEq)]
struct StartBoardProps {
    game: GameId,
    orientation: Orientation,
}

/// A game's start board, exactly as the game screen draws it before any move.
#[component]
fn StartBoard(props: &StartBoardProps) -> Html {
    new_screen(props.game).view(&BoardContext {
        on: Callback::noop(),
        on_home: Callback::noop(),
        on_open: Callback::noop(),
        on_spot: Callback::noop(),
        shown: None,
        orientation: props.orientation,
    })
}

/// The start screen as the app draws it for a device with nothing saved.
#[component]
fn StartScreen() -> Html {
    home(Home {
        links: Links {
            on_open: &Callback::noop(),
            on_start: &Callback::noop(),
            notice: None,
        },
        opponent: Opponent::default(),
        on_choose: &Callback::noop(),
        record: &Record::default(),
        on_reset: &Callback::noop(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_page_of_pits_and_its_own_folder() {
        let pages = prerendered_pages();
        assert_eq!(pages.len(), GameId::ALL.len() + 1);
        assert!(pages[0].html.contains("data-game=\"kalah\""));
        for page in &pages[1..] {
            let game = page.game.expect("a game's page");
            assert_eq!(page.path, format!("{game}/"));
            assert!(page.unchanged_save.starts_with("mancala-save "), "{game}");
            assert!(
                page.html.contains("data-pit=") || page.html.contains("data-cell="),
                "{game}: no pits"
            );
        }
        let kalah = &pages[1];
        // Six houses a side, four stones in each, two stores: drawn in three orientations.
        assert_eq!(kalah.html.matches("data-count=\"4\"").count(), 12 * 3);
        assert_eq!(kalah.html.matches("class=\"prerendered\"").count(), 3);
    }

    #[test]
    fn every_language_draws_the_same_pages_in_its_own_words() {
        let english = prerendered_pages();
        let french = prerendered_pages_in(Lang::Fr);
        assert_eq!(french.len(), english.len());
        for (en, fr) in english.iter().zip(&french) {
            assert_eq!((&fr.path, fr.game, fr.app), (&en.path, en.game, en.app));
            assert_eq!(fr.unchanged_save, en.unchanged_save, "{}", en.path);
            assert_ne!(fr.html, en.html, "{}: the same words", en.path);
        }
        let (en_kalah, fr_kalah) = (&english[1].html, &french[1].html);
        assert_eq!(
            en_kalah.matches("data-count=").count(),
            fr_kalah.matches("data-count=").count()
        );
        assert!(fr_kalah.contains(&in_language(Lang::Fr, || msg::ControlsNew.text())));
        // English again once drawn: the other pages and the tests say it.
        assert_eq!(i18n::language(), Lang::En);
        assert_ne!(
            manifest_words(Lang::De).description,
            manifest_words(Lang::En).description
        );
    }
}
