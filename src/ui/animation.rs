//! The animation of the moves played: after a move (a tap, or a computer seat) the board
//! shows it the way it happens on a real board, one frame per step of the engine's report
//! (the house emptied into the hand, each stone dropped, each capture carried off), and then
//! stands still. Undo, redo and a reloaded game are not animated.
//!
//! The screen's state says whether the last move is still to be shown ([`Screen::animate`]);
//! this hook walks through its frames on a timer and says when it is done
//! ([`Command::Animated`]). A computer's move that comes meanwhile waits for the end
//! ([`Screen::held`]), so the person's move is seen whole; a person's tap ends the showing
//! at once. Between frames nothing runs but one timer; once the last frame is shown,
//! nothing at all.
//!
//! [`Screen::animate`]: super::screen::state::Screen::animate
//! [`Screen::held`]: super::screen::state::Screen::held

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::screen::command::Command;
use super::speed::Speed;

/// Walks through the `frames` frames of the move that made ply `ply` while `animating`;
/// returns the frame to draw and the milliseconds it stays (what the hand's glide to it may
/// take), or `None` when the board shows the game as it stands. Sends
/// [`Command::Animated`] once the last frame has been seen.
#[hook]
pub fn use_animation(
    animating: bool,
    ply: usize,
    frames: usize,
    speed: Speed,
    on: Callback<Command>,
) -> Option<(usize, u32)> {
    // The frame shown, and of which ply: a newer move starts again from its first frame.
    let progress = use_state_eq(|| (0, 0));
    let frame = match *progress {
        (of, frame) if of == ply => frame,
        _ => 0,
    };
    let step_ms = speed.frame_ms(frames).filter(|_| animating && frames > 0);
    use_effect_with(
        (animating, ply, frame, step_ms),
        move |&(animating, ply, frame, step_ms)| {
            let timer = match step_ms {
                Some(ms) => Some(Timeout::new(ms, move || {
                    if frame + 1 < frames {
                        progress.set((ply, frame + 1));
                    } else {
                        on.emit(Command::Animated);
                    }
                })),
                // Nothing to show (Off, or a move with no frames): done at once.
                None if animating => {
                    on.emit(Command::Animated);
                    None
                }
                // Done: the next move (an undone ply played again too) starts afresh.
                None => {
                    progress.set((0, 0));
                    None
                }
            };
            move || drop(timer)
        },
    );
    step_ms.map(|ms| (frame, ms))
}
