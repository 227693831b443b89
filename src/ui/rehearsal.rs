//! The rehearsal of a move: once a game's first screen is drawn and the browser is idle, the
//! reducer plays the position's first legal move on a copy of the screen's state, and the
//! view of the state after it is built and dropped. Nothing is shown, kept or sent: the
//! reducer is pure, and a view is a tree of values until Yew draws it.
//!
//! Why: browsers compile a WebAssembly function when it is first called (V8's lazy
//! compilation with its baseline compiler, Liftoff), and the reducer is one of the largest
//! functions of the app. Without a rehearsal, the player's first tap paid for compiling
//! the reducer, the move's path through the rules and the views of a position after a move
//! (docs/performance.md, "Taps"); after it, that tap runs code already compiled, as every
//! later tap does. It runs once per screen, never again while the board waits for a tap.

use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::game_screen::{BoardContext, GameSession};

/// Rehearses a move of `screen` once, when the browser is next idle after its first frame,
/// with `context` (the callbacks are never called: the view built is dropped).
#[hook]
pub fn use_rehearsal(
    screen: Option<Rc<dyn GameSession>>,
    context: impl FnOnce() -> BoardContext + 'static,
) {
    use_effect_with((), move |_| {
        if let Some(screen) = screen {
            when_idle(move || {
                if let Some(after) = screen.rehearsed() {
                    drop(after.view(&context()));
                }
            });
        }
    });
}

/// Runs `then` once when the browser is next idle, or, where the
/// browser has no `requestIdleCallback` (Safari), a quarter second from now.
fn when_idle(then: impl FnOnce() + 'static) {
    let window = gloo::utils::window();
    let idle = js_sys::Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false);
    if idle {
        let callback = Closure::once_into_js(then);
        let _ = window.request_idle_callback(callback.unchecked_ref());
    } else {
        gloo::timers::callback::Timeout::new(250, then).forget();
    }
}
