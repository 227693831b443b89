//! The browser app for Calcala's page: the start screen and the grid's games (see
//! [`AppBuild`]); everything else lives in the library.

use mancala::ui::AppBuild;

fn main() {
    mancala::ui::start(AppBuild::GRID);
}
