//! The browser app for the start screen and the two-row games (Kalah, Awari, Ayo, Oware):
//! the build the site's root and those games' pages load (see [`AppBuild`]); everything
//! else lives in the library.

use mancala::ui::AppBuild;

fn main() {
    mancala::ui::start(AppBuild::TWO_ROWS);
}
