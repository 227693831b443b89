//! The browser interface: the start screen and each game's screen, drawn with Yew. Game
//! rules come from `crate::games`; this module only shows them and turns taps into moves.

mod address;
pub mod analysis;
mod animation;
mod app;
mod board_parts;
mod calcala;
mod class_list;
mod coach;
mod game_screen;
pub mod geometry;
mod home;
mod keys;
pub mod language;
mod motion;
mod move_list;
mod options_page;
mod orientation;
/// The pages rendered at build time (natively only: see `tests/prerendered_pages.rs`).
#[cfg(not(target_arch = "wasm32"))]
pub mod prerender;
mod puzzles;
mod roocala;
pub mod rules;
pub mod rules_page;
pub mod screen;
mod screen_effects;
mod screen_parts;
mod solo;
mod sound;
mod speed;
pub mod stones;
mod storage;
mod theme;
pub mod two_row;

pub use app::{App, AppProps};
pub use game_screen::AppBuild;

/// Starts `build` of the app in the page: it draws into #app, beside the shared gradients
/// of index.html (the renderer empties the element it is given), or into the body without
/// one (a changed index.html).
pub fn start(build: AppBuild) {
    language::start(move |lang| {
        let props = AppProps { build, lang };
        match gloo::utils::document().get_element_by_id("app") {
            Some(root) => yew::Renderer::<App>::with_root_and_props(root, props).render(),
            None => yew::Renderer::<App>::with_props(props).render(),
        };
    });
}

/// Starts the analysis board's page (`analysis/`, src/app_analysis.rs): the analysis
/// screen alone, drawn into #app over its loading line.
pub fn start_analysis() {
    analysis::start();
}
