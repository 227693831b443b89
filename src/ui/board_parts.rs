//! What every board shares: the marks a pit or cell can wear, and how a tap or a key reaches
//! the pit or cell it was on.

use yew::prelude::*;

use super::geometry::units;
use super::keys::{self, Spots};

use crate::ui::class_list::{class_if, class_list};

/// How a pit or cell is marked, each mark a CSS class of the same name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// A tap on it would play or choose it.
    pub legal: bool,
    /// Chosen by a first tap.
    pub selected: bool,
    /// The last move started here.
    pub origin: bool,
    /// The last move dropped a stone or checker here.
    pub sown: bool,
    /// The last move captured from here.
    pub captured: bool,
    /// A hint's move starts here (in a review, the best move from the moment shown).
    pub hint: bool,
    /// In a review, the move played from the moment shown, when it was not the best,
    /// starts here.
    pub played: bool,
}

impl Marks {
    /// The marks as CSS classes.
    pub fn classes(self) -> String {
        class_list(&[
            class_if(self.legal, "legal"),
            class_if(self.selected, "selected"),
            class_if(self.origin, "origin"),
            class_if(self.sown, "sown"),
            class_if(self.captured, "captured"),
            class_if(self.hint, "hint"),
            class_if(self.played, "played"),
        ])
    }
}

/// The listeners of a board whose pits or cells carry `attribute` (`data-pit`): one for the
/// whole board rather than one per pit. A click sends the attribute's value of the pit it
/// was on, or `None` for the board around them; Enter or Space on a focused pit sends its
/// value, and the arrow keys move the focus over the board's `spots` (each pit's or cell's
/// value and its box as drawn, in the board's units: see [`super::keys`]).
pub fn tap_listeners(
    attribute: &'static str,
    on_tap: Callback<Option<String>>,
    spots: Spots,
) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let value_at = move |event: &Event| -> Option<String> {
        let target: web_sys::Element = event.target_dyn_into()?;
        target
            .closest(&format!("[{attribute}]"))
            .ok()??
            .get_attribute(attribute)
    };
    let onclick = {
        let on_tap = on_tap.clone();
        Callback::from(move |e: MouseEvent| on_tap.emit(value_at(&e)))
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let Some(value) = value_at(&e) else {
            return;
        };
        if keys::board_arrow(&e, attribute, &value, &spots) {
            return;
        }
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            on_tap.emit(Some(value.clone()));
            keys::after_board_key(attribute, value);
        }
    });
    (onclick, onkeydown)
}

/// The mover's hand over (`x`, `y`): the number of stones it holds, on a dark badge ringed
/// in white like the pit it is over, for a frame of `frame_ms`. Each board draws it once, over
/// its pits, for the whole move; it is placed by its `transform` attribute, and
/// [`super::motion::use_motion`] makes it glide there from the pit before, on the compositor,
/// in two thirds of the frame, and fade out once it is empty. When the frame's step carries
/// stones off the board to a store or pile, `carried` says how many (the stones themselves
/// fly there: see [`super::motion`]).
pub fn hand_badge(x: f64, y: f64, stones: u32, frame_ms: u32, carried: Option<u8>) -> Html {
    html! {
        <g class="hand-badge" aria-hidden="true"
           transform={format!("translate({} {})", units(x), units(y))}
           opacity={if stones > 0 { "1" } else { "0" }}
           data-glide={(frame_ms * 2 / 3).to_string()}
           data-carried={carried.map(|n| n.to_string())}>
            <rect x="-28" y="-22" width="56" height="44" rx="22"/>
            <text y="9" text-anchor="middle">{ stones }</text>
        </g>
    }
}
