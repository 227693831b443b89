//! Starts the coach's Web Worker, which reviews games (issue 25) with the Kalah solver;
//! everything else lives in the library (`mancala::computer::worker::serve_coach`). Trunk
//! builds it beside the app (see `index.html`); the page fetches it when a review opens.

fn main() {
    mancala::computer::worker::serve_coach();
}
