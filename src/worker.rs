//! Starts the computer opponent's Web Worker; everything else lives in the library
//! (`mancala::ui::computer::worker`). Trunk builds it beside the app (see `index.html`).

fn main() {
    mancala::ui::computer::worker::serve();
}
