//! Playing by keyboard. The app plays a focused pit or cell on Enter or Space
//! ([`super::board_parts::tap_listeners`]); besides that:
//!
//! - Tab goes through the mover's playable pits or cells only (every one while none is),
//!   and the arrow keys move the focus among them in the board's own geometry, whatever it
//!   is (two rows, two upright columns, the 6x6 grid, the hexagon): to the nearest playable
//!   pit or cell drawn in the arrow's direction ([`nearest`]), from the layout the board
//!   was drawn from. They do the same between Calcala's direction arrows and along the list of
//!   Roocala's offered moves, as those are drawn on the page.
//! - A pit or cell chosen from the keyboard (Calcala, Roocala) hands the focus to its first
//!   arrow or offered move; Escape puts the choice down again (as a tap beside the cells
//!   does) and gives the focus back to the cell.
//! - After a move played from the keyboard, the focus stays on the board (on the pit or cell
//!   the move started from) rather than falling back to the page.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, MouseEvent};

use super::geometry::Rect;

/// A board's pits or cells for the arrow keys: each one's `data-pit` or `data-cell` value and
/// its box as drawn, in the board's units.
pub type Spots = Rc<[(String, Rect)]>;

/// The choices offered once a pit or cell is chosen: Calcala's arrows, Roocala's moves.
const CHOICES: &str = "button[data-dir], button[data-move]";
/// The focusable key of a board's pit or cell.
const BOARD_KEY: &str = "svg[role=group] .key";

/// The direction of an arrow key, in screen coordinates (y grows downwards).
pub fn arrow_step(key: &str) -> Option<(f64, f64)> {
    match key {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    }
}

/// The nearest of `spots` to `from` in the direction (`dx`, `dy`): the next house along a
/// row, the house across the board, a hexagon's neighbour half a cell up or down. Measured
/// between centres, ahead and aside, within 60 degrees of straight ahead; a taller or wider
/// spot (a store) counts as aside only as far as it reaches beyond `from`'s side. One in
/// line with `from` (their spans across the direction overlap) goes before any other: up
/// from South's last house is North's first, not the store beside it.
pub fn nearest<T>(
    from: Rect,
    spots: impl IntoIterator<Item = (T, Rect)>,
    (dx, dy): (f64, f64),
) -> Option<T> {
    let (ax, ay) = from.centre();
    let mut best = None;
    let mut best_score = f64::INFINITY;
    for (spot, b) in spots {
        let (bx, by) = b.centre();
        let (x, y) = (bx - ax, by - ay);
        let ahead = x * dx + y * dy;
        let reach = if dx != 0.0 {
            b.h - from.h
        } else {
            b.w - from.w
        } / 2.0;
        let aside = ((x * dy - y * dx).abs() - reach.max(0.0)).max(0.0);
        if ahead < 0.5 || aside > ahead * 3f64.sqrt() {
            continue;
        }
        let in_line = if dx != 0.0 {
            b.y < from.y + from.h && b.y + b.h > from.y
        } else {
            b.x < from.x + from.w && b.x + b.w > from.x
        };
        let score = ahead + aside + if in_line { 0.0 } else { 1e6 };
        if score < best_score {
            best = Some(spot);
            best_score = score;
        }
    }
    best
}

/// What a key pressed on a board's pit or cell does besides playing it: an arrow moves the
/// focus to the nearest of the board's `spots` (each pit's or cell's `attribute` value and
/// its box, in the board's units) from `value`'s; true when it took the key.
pub fn board_arrow(
    event: &KeyboardEvent,
    attribute: &str,
    value: &str,
    spots: &[(String, Rect)],
) -> bool {
    let (Some(step), Some(&(_, from))) = (
        arrow_step(&event.key()),
        spots.iter().find(|(v, _)| v == value),
    ) else {
        return false;
    };
    if modified(event) {
        return false;
    }
    event.prevent_default();
    // Among the mover's playable pits or cells (the board wears them as `legal`), or, while
    // none is, among all of them.
    let playable = |v: &str| first_of(&format!("[{attribute}=\"{v}\"].legal")).is_some();
    let legal: Vec<&(String, Rect)> = spots.iter().filter(|(v, _)| playable(v)).collect();
    let among = if legal.is_empty() {
        spots.iter().collect()
    } else {
        legal
    };
    let others = among.into_iter().filter(|(v, _)| v != value);
    if let Some(to) = nearest(from, others.map(|(v, r)| (v, *r)), step) {
        focus(&key_of(attribute, to));
    }
    true
}

/// After Enter or Space on a board's pit or cell `value` (played, or chosen): once the app
/// has drawn what it did, the focus goes to the first choice offered, if any, or stays on
/// the board.
pub fn after_board_key(attribute: &'static str, value: String) {
    after_render(move || {
        if chosen_cell().is_some() {
            if let Some(first) = first_of(CHOICES) {
                focus_on(&first);
                return;
            }
        }
        keep_focus_on_board(&key_of(attribute, &value));
    });
}

/// The page's own keys (a listener on the window): the arrow keys among the choices
/// offered, and Escape, which puts a chosen cell down.
pub fn page_key(event: &KeyboardEvent) {
    if modified(event) {
        return;
    }
    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return;
    };
    if event.key() == "Escape" {
        let Some(cell) = chosen_cell() else {
            return;
        };
        event.prevent_default();
        // A click on the board itself, beside the cells, puts the choice down.
        if let Some(board) = cell.closest("svg").ok().flatten() {
            let init = web_sys::MouseEventInit::new();
            init.set_bubbles(true);
            if let Ok(click) = MouseEvent::new_with_mouse_event_init_dict("click", &init) {
                let _ = board.dispatch_event(&click);
            }
        }
        let back = holder_selector(&cell);
        after_render(move || {
            if let Some(selector) = back {
                focus(&selector);
            }
        });
        return;
    }
    let Some(step) = arrow_step(&event.key()) else {
        return;
    };
    if !target.matches(CHOICES).unwrap_or(false) {
        return;
    }
    event.prevent_default();
    let Ok(choices) = gloo::utils::document().query_selector_all(CHOICES) else {
        return;
    };
    let spots = (0..choices.length())
        .filter_map(|i| choices.item(i)?.dyn_into::<Element>().ok())
        .filter(|c| c != &target)
        .map(|c| {
            let r = screen_rect(&c);
            (c, r)
        });
    if let Some(to) = nearest(screen_rect(&target), spots, step) {
        focus_on(&to);
    }
}

/// A choice played from the keyboard (a click with no pointer: Enter or Space on the
/// button, which then leaves the page): the focus goes back to the cell it started from.
/// (A listener on the window, in the capture phase, before the app redraws.)
pub fn choice_clicked(event: &MouseEvent) {
    let on_choice = event
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|t| t.closest(CHOICES).ok().flatten())
        .is_some();
    if event.detail() == 0 && on_choice {
        if let Some(selector) = chosen_cell().and_then(|cell| holder_selector(&cell)) {
            after_render(move || keep_focus_on_board(&selector));
        }
    }
}

fn modified(event: &KeyboardEvent) -> bool {
    event.alt_key() || event.ctrl_key() || event.meta_key()
}

/// The selector of the key of a board's pit or cell (`[data-pit="S3"] .key`).
fn key_of(attribute: &str, value: &str) -> String {
    format!("[{attribute}=\"{value}\"] .key")
}

/// The selector of `key`'s pit or cell, which finds it again once the app has redrawn it.
fn holder_selector(key: &Element) -> Option<String> {
    let holder = key.closest("[data-pit], [data-cell]").ok()??;
    ["data-pit", "data-cell"].into_iter().find_map(|attribute| {
        let value = holder.get_attribute(attribute)?;
        Some(key_of(attribute, &value))
    })
}

/// The key of the board's pit or cell that a first tap chose, if any.
fn chosen_cell() -> Option<Element> {
    first_of(".selected .key")
}

#[wasm_bindgen]
extern "C" {
    /// An HTML or SVG element (a board's keys are SVG), which web-sys gives `focus()` apart.
    type Focusable;
    #[wasm_bindgen(method)]
    fn focus(this: &Focusable);
}

/// The first element of the page that `selector` finds.
fn first_of(selector: &str) -> Option<Element> {
    gloo::utils::document().query_selector(selector).ok()?
}

fn focus_on(element: &Element) {
    element.unchecked_ref::<Focusable>().focus();
}

fn focus(selector: &str) {
    if let Some(element) = first_of(selector) {
        focus_on(&element);
    }
}

/// Unless the focus is still somewhere on the page, back to the key `selector` finds, or to
/// the board's first.
fn keep_focus_on_board(selector: &str) {
    let document = gloo::utils::document();
    let lost = document.active_element().is_none_or(|e| {
        !e.is_connected() || document.body().is_some_and(|b| b.is_same_node(Some(&e)))
    });
    if lost {
        if let Some(key) = first_of(selector).or_else(|| first_of(BOARD_KEY)) {
            focus_on(&key);
        }
    }
}

fn screen_rect(element: &Element) -> Rect {
    let r = element.get_bounding_client_rect();
    Rect {
        x: r.left(),
        y: r.top(),
        w: r.width(),
        h: r.height(),
    }
}

/// Runs `then` once the app has drawn what the key did: after the next frame's drawing.
fn after_render(then: impl FnOnce() + 'static) {
    let then: Rc<dyn Fn()> = {
        let then = std::cell::Cell::new(Some(then));
        Rc::new(move || {
            if let Some(then) = then.take() {
                then();
            }
        })
    };
    let frame = Closure::once_into_js(move || {
        gloo::timers::callback::Timeout::new(0, move || then()).forget();
    });
    let _ = gloo::utils::window().request_animation_frame(frame.unchecked_ref());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::two_row::Pit;
    use crate::ui::orientation::Orientation;
    use crate::ui::two_row::layout::board_layout;

    /// Where an arrow key goes from `from` on a Kalah board drawn `orientation`.
    fn go(orientation: Orientation, from: &str, key: &str) -> Option<String> {
        let layout = board_layout(6, true, orientation);
        let spot = |p: &Pit| layout.places.iter().find(|place| place.pit == *p).unwrap();
        let from: Pit = from.parse().unwrap();
        let others = layout
            .places
            .iter()
            .filter(|p| p.pit != from)
            .map(|p| (p.pit.to_string(), p.rect));
        nearest(spot(&from).rect, others, arrow_step(key).unwrap())
    }

    #[test]
    fn the_arrows_follow_a_kalah_board_as_it_is_drawn() {
        let wide = Orientation::Landscape;
        // Up from South's last house is North's first, in line with it, not the store.
        assert_eq!(go(wide, "S6", "ArrowUp").as_deref(), Some("N1"));
        assert_eq!(go(wide, "S1", "ArrowRight").as_deref(), Some("S2"));
        // North's house 5 stands over South's 2.
        assert_eq!(go(wide, "S2", "ArrowUp").as_deref(), Some("N5"));
        assert_eq!(go(wide, "S1", "ArrowLeft").as_deref(), Some("N-store"));
        assert_eq!(go(wide, "N-store", "ArrowRight").as_deref(), Some("S1"));
        assert_eq!(go(wide, "S3", "ArrowDown"), None);
        // On a phone held upright South's houses go down the left-hand column.
        let upright = Orientation::Upright;
        assert_eq!(go(upright, "S1", "ArrowDown").as_deref(), Some("S2"));
        assert_eq!(go(upright, "S1", "ArrowRight").as_deref(), Some("N6"));
    }
}
