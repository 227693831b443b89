//! Starts the computer opponent's Web Worker; everything else lives in the library
//! (`mancala::computer::worker`). Trunk builds it beside the app (see `index.html`).

fn main() {
    mancala::computer::worker::serve();
}
