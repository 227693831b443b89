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
//! [`Screen::animate`]: super::screen_state::Screen::animate
//! [`Screen::held`]: super::screen_state::Screen::held

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::screen_state::Command;
use super::storage;

/// How fast moves are shown: a choice of the device, kept for every game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    /// Moves are not animated.
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

const SPEED_KEY: &str = "mancala.speed";

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Off, Speed::Fast, Speed::Normal, Speed::Slow];

    /// The choice's id (`data-choice`) and saved value.
    pub fn as_str(self) -> &'static str {
        match self {
            Speed::Off => "off",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }

    /// The choice as the options page names it.
    pub fn title(self) -> &'static str {
        match self {
            Speed::Off => "Off",
            Speed::Fast => "Fast",
            Speed::Normal => "Normal",
            Speed::Slow => "Slow",
        }
    }

    /// The speed chosen on this device; Off for a system that asks for reduced motion,
    /// Normal otherwise, until a player chooses.
    pub fn load() -> Speed {
        let saved = storage::load(SPEED_KEY);
        match Speed::ALL
            .into_iter()
            .find(|s| Some(s.as_str()) == saved.as_deref())
        {
            Some(speed) => speed,
            None if reduced_motion() => Speed::Off,
            None => Speed::Normal,
        }
    }

    /// Keeps the choice for every game on this device.
    pub fn save(self) {
        // A browser that keeps nothing is told of once, by the game's own save.
        let _ = storage::save(SPEED_KEY, self.as_str());
    }

    /// Milliseconds between two frames of a move of `frames` frames: a frame a step, but a
    /// long move (an Oware relay, a Calcala bounce) is sped up so that it never takes more
    /// than a few seconds.
    pub fn frame_ms(self, frames: usize) -> Option<u32> {
        let (step, longest) = match self {
            Speed::Off => return None,
            Speed::Fast => (90, 1_200),
            Speed::Normal => (180, 2_500),
            Speed::Slow => (360, 5_000),
        };
        let frames = u32::try_from(frames.max(1)).unwrap_or(u32::MAX);
        Some((longest / frames).clamp(30, step))
    }
}

pub fn reduced_motion() -> bool {
    gloo::utils::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

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
