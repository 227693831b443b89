//! Mounts the browser app; everything else lives in the library.

use mancala::ui::App;

fn main() {
    // The app draws into #app, beside the shared gradients of index.html: the renderer
    // empties the element it is given. Without #app (a changed index.html), the body.
    match gloo::utils::document().get_element_by_id("app") {
        Some(root) => yew::Renderer::<App>::with_root(root).render(),
        None => yew::Renderer::<App>::new().render(),
    };
}
