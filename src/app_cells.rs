//! The browser app for Roocala's pages, square and hexagonal: the start screen and the
//! cells' games (see [`AppBuild`]); everything else lives in the library.

use mancala::ui::AppBuild;

fn main() {
    mancala::ui::start(AppBuild::CELLS);
}
