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
