//! The browser app for the games with homes, Awari, Ayo and Oware: the build their pages
//! load (see [`AppBuild`]); everything else lives in the library.

use mancala::ui::AppBuild;

fn main() {
    mancala::ui::start(AppBuild::HOMES);
}
