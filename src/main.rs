//! The browser app for the start screen and Kalah: the build the site's root and Kalah's
//! page load (see [`AppBuild`]); everything else lives in the library.

use mancala::ui::AppBuild;

fn main() {
    mancala::ui::start(AppBuild::MAIN);
}
