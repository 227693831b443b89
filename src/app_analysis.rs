//! The browser app for the analysis board's page, `analysis/` (issue 51): every game, but
//! only the analysis screen (`ui::analysis`), so that no game's page loads its code; the
//! game pages open it with a link (`analysis/#/<record>`). Everything else lives in the
//! library.

fn main() {
    mancala::ui::start_analysis();
}
