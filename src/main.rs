//! Mounts the browser app; everything else lives in the library.

fn main() {
    yew::Renderer::<mancala::ui::App>::new().render();
}
