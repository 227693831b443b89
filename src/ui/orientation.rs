//! Whether the window is wide or tall ([`Orientation`]), kept up to date as a tablet is
//! turned.

use gloo::events::EventListener;
use yew::prelude::*;

/// Whether the board is drawn for a wide or a tall screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Wider than tall (a tablet held sideways).
    Landscape,
    /// Taller than wide, with room for the rows across (a tablet held upright).
    Portrait,
    /// Narrow and tall (a phone held upright): the rows stand as two columns.
    Upright,
}

fn current() -> Orientation {
    let window = gloo::utils::window();
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let width = size(window.inner_width());
    match size(window.inner_height()) > width {
        // As narrow as a phone held upright (style.css's `--upright` media query).
        true if width < 600.0 => Orientation::Upright,
        true => Orientation::Portrait,
        false => Orientation::Landscape,
    }
}

/// The window's orientation, re-rendering the component when it changes.
#[hook]
pub fn use_orientation() -> Orientation {
    let orientation = use_state_eq(current);
    {
        let orientation = orientation.clone();
        use_effect_with((), move |_| {
            // Read again once listening: a phone can apply the page's viewport (980 px wide
            // before, 390 after) between the first drawing and this effect, and that resize
            // would otherwise go unheard.
            orientation.set(current());
            let listener = EventListener::new(&gloo::utils::window(), "resize", move |_| {
                orientation.set(current());
            });
            move || drop(listener)
        });
    }
    *orientation
}
