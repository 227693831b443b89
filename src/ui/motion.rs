//! Motion that the hand's glide does not show, set off by the engine's frames: stones
//! carried off the board (a capture, an Oware four, the end-of-game sweep) fly from their
//! pit to the count of the store or pile that takes them, and a Roocala rook that moves
//! slides from its old cell to its new one.
//!
//! Each board says, for the frame it draws, what that frame moves ([`Motion`], from the
//! frame's `carried_off` and the counts before it); [`use_motion`] starts it once the frame
//! is drawn, through the Web Animations API: a `transform` (and an opacity), which the
//! compositor runs, in the frame's time, and nothing is left behind when it ends. Nothing
//! moves when the system asks for reduced motion.

use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use super::geometry::units;
use super::speed::reduced_motion;

/// What one frame of a move moves besides the hand, between elements of the page named by
/// CSS selectors (each board draws the `data-` attributes they name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Motion {
    /// `stones` carried off from the pit or cell `from` to the count `to`.
    Fly {
        from: String,
        to: String,
        stones: u8,
    },
    /// The rook drawn in the cell `to` slides there from the cell `from`.
    Slide { from: String, to: String },
}

/// Starts the motion of the frame drawn, once it is drawn: `moment` tells frames apart (the
/// ply and the frame's index), so each frame's motion starts once; `frame_ms` is how long
/// the frame stays.
#[hook]
pub fn use_motion(moment: (usize, usize), motion: Option<Motion>, frame_ms: u32) {
    use_effect_with((moment, motion, frame_ms), |(_, motion, frame_ms)| {
        glide_hand();
        if let Some(motion) = motion.as_ref().filter(|_| !reduced_motion()) {
            // A board redrawn meanwhile (a tap, a resize) finds nothing: nothing moves.
            let _ = motion.start(*frame_ms);
        }
    });
}

/// The hand's badge (see [`super::board_parts::hand_badge`]), drawn where its `transform`
/// attribute puts it, takes that place and opacity in its style, through the CSSOM, with its
/// `data-glide` as the transition's duration: it glides there from where the frame before
/// put it (a new badge is already there: nothing moves), by a CSS transition of its
/// transform (static/style.css), and fades out once empty. (The CSSOM, since the
/// Content-Security-Policy forbids style attributes.)
fn glide_hand() -> Option<()> {
    let hand: web_sys::SvgElement = find(".hand-badge")?.dyn_into().ok()?;
    let place = css_translate(&hand.get_attribute("transform")?)?;
    let style = hand.style();
    let glide = hand.get_attribute("data-glide").unwrap_or_default();
    style
        .set_property("transition-duration", &(glide + "ms"))
        .ok()?;
    style.set_property("transform", &place).ok()?;
    let opacity = hand.get_attribute("opacity").unwrap_or_default();
    style.set_property("opacity", &opacity).ok()
}

/// The CSS transform of an SVG `translate(x y)` attribute (`translate(xpx,ypx)`).
fn css_translate(attribute: &str) -> Option<String> {
    let inner = attribute.strip_prefix("translate(")?.strip_suffix(')')?;
    let (x, y) = inner.split_once(' ')?;
    Some(format!("translate({x}px,{y}px)"))
}

#[wasm_bindgen]
extern "C" {
    /// An element, seen as what web-sys offers only among its unstable APIs: one that has
    /// `animate()`.
    type Animatable;
    #[wasm_bindgen(method)]
    fn animate(this: &Animatable, keyframes: &Array, options: &Object) -> web_sys::Animation;
}

impl Motion {
    fn start(&self, frame_ms: u32) -> Option<()> {
        // The hand glides to each pit in two thirds of the frame.
        let glide = f64::from(frame_ms * 2 / 3);
        match self {
            Motion::Fly { from, to, stones } => {
                let (from, to) = (find(from)?, find(to)?);
                fly(&from, &to, *stones, (glide * 1.5).max(250.0))
            }
            Motion::Slide { from, to } => slide(&find(from)?, &find(to)?, glide),
        }
    }
}

/// A length in whole pixels (or board units, each smaller than a pixel), written without
/// float formatting, which would be the largest piece of code the site loads for drawing
/// numbers (see [`units`]).
fn px(v: f64) -> String {
    units(v) + "px"
}

/// A CSS translation by (`x`, `y`), in whole pixels.
fn translate(x: f64, y: f64) -> String {
    format!("translate({},{})", px(x), px(y))
}

/// The first element of the page that `selector` finds.
fn find(selector: &str) -> Option<Element> {
    gloo::utils::document().query_selector(selector).ok()?
}

/// The centre of `element` on the screen.
fn centre(element: &Element) -> (f64, f64) {
    let r = element.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// A badge of `stones` flies from the pit `from` to the count `to` in `ms`, then goes.
fn fly(from: &Element, to: &Element, stones: u8, ms: f64) -> Option<()> {
    let (x0, y0) = centre(from);
    let (x1, y1) = centre(to);
    // As large as the hand's badge, which is drawn to the board's scale.
    let size = from
        .closest("svg")
        .ok()??
        .query_selector(".hand-badge")
        .ok()?
        .map(|hand| hand.get_bounding_client_rect().height())
        .filter(|&h| h > 0.0)
        .unwrap_or(28.0);
    let document = gloo::utils::document();
    let badge: HtmlElement = document.create_element("div").ok()?.dyn_into().ok()?;
    badge.set_class_name("carried");
    badge.set_attribute("aria-hidden", "true").ok()?;
    badge.set_text_content(Some(&stones.to_string()));
    // The badge's size, from which static/style.css draws the rest (by the CSSOM, which
    // the Content-Security-Policy allows where it forbids style attributes).
    badge.style().set_property("--size", &px(size)).ok()?;
    document.body()?.append_child(&badge).ok()?;
    let flight = run(
        &badge,
        &[
            &[("transform", translate(x0, y0) + " scale(1.15)")][..],
            &[
                ("transform", translate(x1, y1) + " scale(0.8)"),
                ("opacity", "0.6".to_owned()),
            ],
        ],
        ms,
        "ease-in",
    )?;
    let gone: Function = Closure::<dyn Fn()>::new(move || badge.remove())
        .into_js_value()
        .unchecked_into();
    flight.set_onfinish(Some(&gone));
    flight.set_oncancel(Some(&gone));
    Some(())
}

/// The rook drawn in the cell `to` slides there from the cell `from` in `ms`.
fn slide(from: &Element, to: &Element, ms: f64) -> Option<()> {
    let rook = to.query_selector(".rook-piece").ok()??;
    // Measured by the cells' outlines (a cell's marks may reach beyond it).
    let outline = |cell: &Element| cell.query_selector(".cell-shape").ok().flatten();
    let (x0, y0) = centre(&outline(from).unwrap_or_else(|| from.clone()));
    let (x1, y1) = centre(&outline(to).unwrap_or_else(|| to.clone()));
    // The rook is drawn in the board's units, which its transform is in too.
    let board: web_sys::SvgGraphicsElement = rook.closest("svg").ok()??.dyn_into().ok()?;
    let scale = board
        .get_screen_ctm()
        .map_or(1.0, |m| m.a())
        .max(f32::EPSILON);
    let scale = f64::from(scale);
    let (dx, dy) = ((x0 - x1) / scale, (y0 - y1) / scale);
    run(
        &rook,
        &[
            &[("transform", translate(dx, dy))][..],
            &[("transform", "none".to_owned())],
        ],
        ms,
        "ease-in-out",
    )
    .map(drop)
}

/// Animates `element` through `keyframes` (each a list of CSS properties and values) in
/// `ms`, by `Element.animate()`.
fn run(
    element: &Element,
    keyframes: &[&[(&str, String)]],
    ms: f64,
    easing: &str,
) -> Option<web_sys::Animation> {
    let object = |pairs: &[(&str, JsValue)]| -> Option<Object> {
        let object = Object::new();
        for (key, value) in pairs {
            Reflect::set(&object, &JsValue::from_str(key), value).ok()?;
        }
        Some(object)
    };
    let frames = Array::new();
    for frame in keyframes {
        let pairs: Vec<_> = frame
            .iter()
            .map(|(k, v)| (*k, JsValue::from_str(v)))
            .collect();
        frames.push(&object(&pairs)?.into());
    }
    let options = object(&[
        ("duration", JsValue::from_f64(ms)),
        ("easing", JsValue::from_str(easing)),
    ])?;
    Some(
        element
            .unchecked_ref::<Animatable>()
            .animate(&frames, &options),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_svg_translation_becomes_a_css_one() {
        assert_eq!(
            css_translate("translate(120 -45)").as_deref(),
            Some("translate(120px,-45px)")
        );
        assert_eq!(css_translate("rotate(90)"), None);
    }
}
