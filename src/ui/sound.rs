//! How the game sounds (docs/looks.md): the games say what happened (each board reads its
//! frames: a stone dropped, stones carried off; the screen says when a move gave its player
//! another turn or ended the game); this module decides how that sounds.
//!
//! Every sound is synthesised with Web Audio, so the site carries no sound files: a soft
//! click for each stone dropped, lower the fuller its pit; a falling knock for a capture; a
//! rising pair of notes for an extra turn; three notes for the end. One `AudioContext` is
//! made at the first tap or key (browsers start none before a gesture), so nothing sounds
//! before it; nothing sounds while the page is hidden. A short vibration goes with each
//! drop where `navigator.vibrate` exists (Android). Sound is on by default at a modest
//! volume, and off with one tap on the top bar's Mute button, kept on this device. The body's
//! `data-sound` names the last sound played and `data-sounds` counts them, for the tests.

use std::cell::Cell;

use yew::prelude::*;

use crate::games::Frame;
use crate::i18n::msg;

use super::storage;

/// What the player hears happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A stone (seed, checker) dropped into a pit that now holds `fill`.
    Drop { fill: u8 },
    /// Stones carried off the board to a store or a pile.
    Capture,
    /// The move gives its player another turn.
    ExtraTurn,
    /// The game is over.
    End,
}

impl Sound {
    /// Its name, for `data-sound` and the synthesiser.
    pub fn as_str(self) -> &'static str {
        match self {
            Sound::Drop { .. } => "drop",
            Sound::Capture => "capture",
            Sound::ExtraTurn => "extra-turn",
            Sound::End => "end",
        }
    }
}

/// The sound of frame `index` of a move's `frames`: a drop (the hand one stone lighter,
/// pitched by `fill`, the stones where it fell) or a capture; a pickup or a pass is silent.
pub fn of_frame<C, A, T>(
    frames: &[Frame<C, A, T>],
    index: usize,
    fill: impl Fn(&C, &A) -> u8,
) -> Option<Sound> {
    let frame = frames.get(index)?;
    if frame.carried_off.is_some() {
        return Some(Sound::Capture);
    }
    let before = index.checked_sub(1).and_then(|i| frames.get(i))?;
    (frame.hand < before.hand).then(|| Sound::Drop {
        fill: fill(&frame.counts, &frame.at),
    })
}

/// What a move sounds like once it is over, if anything: the end of the game, or another
/// turn for its player.
pub fn after_move(over: bool, extra_turn: bool) -> Option<Sound> {
    if over {
        Some(Sound::End)
    } else if extra_turn {
        Some(Sound::ExtraTurn)
    } else {
        None
    }
}

/// Where the choice is kept.
const SOUND_KEY: &str = "mancala.sound";

thread_local! {
    /// Whether sound is on: read from storage once, then kept here.
    static ON: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Whether sound is on (by default it is; natively, where pages are prerendered, always).
pub fn is_on() -> bool {
    if cfg!(not(target_arch = "wasm32")) {
        return true;
    }
    ON.with(|on| match on.get() {
        Some(known) => known,
        None => {
            let known = storage::load(SOUND_KEY).as_deref() != Some("off");
            on.set(Some(known));
            known
        }
    })
}

/// Turns sound on or off, and keeps the choice on this device.
fn set_on(value: bool) {
    ON.with(|on| on.set(Some(value)));
    // A browser that keeps nothing is told of once, by the game's own save.
    let _ = storage::save(SOUND_KEY, if value { "on" } else { "off" });
}

/// Plays `sound` now (`later` seconds from now), if sound is on.
pub fn play(sound: Sound, later: f64) {
    if is_on() {
        let fill = match sound {
            Sound::Drop { fill } => fill,
            _ => 0,
        };
        js::play(sound.as_str(), fill, later);
    }
}

/// Plays, once the board draws it, the sound of each frame of a move shown and, when the
/// move is over (its last frame; a tap that skips the rest; at once for a move not shown),
/// what it led to. `moment` tells the moments apart (the ply, and the frame shown or
/// `None`); a ply that is not one more than the last (the game loaded, an undo) sounds
/// nothing.
#[hook]
pub fn use_sound(
    moment: (usize, Option<usize>),
    frame: Option<Sound>,
    last_frame: bool,
    after: Option<Sound>,
) {
    // The ply last seen, and whether what it led to has sounded.
    let seen = use_mut_ref(|| None::<(usize, bool)>);
    use_effect_with(moment, move |&(ply, shown)| {
        js::listen();
        let mut seen = seen.borrow_mut();
        let done = match *seen {
            Some((last, done)) if last == ply || last + 1 == ply => {
                let done = done && last == ply;
                if shown.is_some() {
                    if let Some(sound) = frame {
                        play(sound, 0.0);
                    }
                }
                if !done && (shown.is_none() || last_frame) {
                    if let Some(sound) = after {
                        play(sound, if shown.is_some() { 0.12 } else { 0.0 });
                    }
                    true
                } else {
                    done
                }
            }
            // The first moment, or another game, or an undo: nothing was just played.
            _ => true,
        };
        *seen = Some((ply, done));
    });
}

/// The top bar's Mute button: pressed while the game is silent; one tap turns the sound
/// off or on.
#[component]
pub fn MuteButton() -> Html {
    // Drawn again in a language the player chooses.
    let _ = crate::ui::language::use_language();
    let on = use_state(is_on);
    let onclick = {
        let on = on.clone();
        move |_| {
            let value = !*on;
            set_on(value);
            on.set(value);
        }
    };
    html! {
        <button class="mute" data-mute="" aria-label={msg::SoundMute.text()} aria-pressed={(!*on).to_string()} {onclick}
                title={if *on { msg::SoundOnTitle.text() } else { msg::SoundMutedTitle.text() }}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path class="mute-speaker" d="M3 9h4l5-4v14l-5-4H3z"/>
                if *on {
                    <path class="mute-waves" d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"/>
                } else {
                    <path class="mute-waves" d="M15 9l6 6M21 9l-6 6"/>
                }
            </svg>
        </button>
    }
}

#[cfg(target_arch = "wasm32")]
mod js {
    #[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
let ctx = null, out = null, listening = false, waking = false;
const Context = self.AudioContext || self.webkitAudioContext;
const make = () => {
  ctx = new Context();
  out = ctx.createGain();
  out.gain.value = 0.22;
  out.connect(ctx.destination);
};
// The one AudioContext, made just after the frame that answers the first gesture: making
// one takes tens of milliseconds (68 ms of an 80 ms tap here), which the tap's answer must
// not wait for, and it is running by the first stone's drop. Browsers start none before a
// gesture; Chromium and Firefox let one made just after it run, Safari resumes it at the
// next gesture (below).
const wake = () => {
  if (!Context) return;
  if (ctx) {
    if (ctx.state === 'suspended') ctx.resume();
  } else if (!waking) {
    waking = true;
    requestAnimationFrame(() => setTimeout(make, 0));
  }
};
const listen = () => {
  if (listening) return;
  listening = true;
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, wake, { capture: true, passive: true });
};
// One note: an oscillator of `type` from `from` Hz to `to` Hz, `peak` loud, over `length` s.
const note = (at, type, from, to, peak, length) => {
  const osc = ctx.createOscillator(), env = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + length);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(peak, at + 0.004);
  env.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(env).connect(out);
  osc.start(at);
  osc.stop(at + length + 0.02);
};
// Plays `kind` ('' for none: only listens for the first gesture from now on).
export function play(kind, fill, later) {
  listen();
  if (!kind || !ctx || ctx.state !== 'running' || document.hidden) return;
  const at = ctx.currentTime + later;
  if (kind === 'drop') {
    // A stone on stones: lower and duller the fuller the pit.
    const pitch = 1100 / (1 + 0.09 * Math.min(fill, 20));
    note(at, 'triangle', pitch, pitch * 0.55, 0.5, 0.07);
    note(at, 'sine', pitch * 2.7, pitch * 2.2, 0.12, 0.03);
    navigator.vibrate?.(8);
  } else if (kind === 'capture') {
    note(at, 'triangle', 420, 160, 0.6, 0.22);
    note(at + 0.07, 'triangle', 360, 140, 0.5, 0.22);
    navigator.vibrate?.([12, 40, 12]);
  } else if (kind === 'extra-turn') {
    note(at, 'sine', 660, 660, 0.35, 0.16);
    note(at + 0.11, 'sine', 880, 880, 0.35, 0.22);
  } else if (kind === 'end') {
    [523, 659, 784].forEach((f, i) => note(at + i * 0.14, 'sine', f, f, 0.35, 0.45));
  }
  const body = document.body;
  body.dataset.sound = kind;
  body.dataset.sounds = String(Number(body.dataset.sounds || 0) + 1);
}
"#)]
    extern "C" {
        /// Plays the sound `kind`, for a pit holding `fill`, `later` seconds from now; or,
        /// for `""`, nothing. Either way, from then on the first tap or key makes the
        /// AudioContext. (One function with a string: wasm-bindgen imports a function
        /// without one straight into the wasm, which the post-build hook does not fold.)
        pub fn play(kind: &str, fill: u8, later: f64);
    }

    /// Makes the AudioContext at the first tap or key, from now on.
    pub fn listen() {
        play("", 0, 0.0);
    }
}

/// Natively there is no browser: nothing sounds.
#[cfg(not(target_arch = "wasm32"))]
mod js {
    pub fn listen() {}
    pub fn play(_kind: &str, _fill: u8, _later: f64) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(hand: u32, count: u8, carried: bool) -> Frame<u8, (), ()> {
        Frame {
            counts: count,
            at: (),
            hand,
            carried_off: carried.then_some((2, ())),
        }
    }

    #[test]
    fn a_drop_clicks_a_capture_knocks_a_pickup_is_silent() {
        // Picked up 2, dropped into pits then holding 5 and 1, then 3 carried off.
        let frames = [
            frame(2, 0, false),
            frame(1, 5, false),
            frame(0, 1, false),
            frame(0, 0, true),
        ];
        let sound = |i| of_frame(&frames, i, |&count, _| count);
        assert_eq!(sound(0), None);
        assert_eq!(sound(1), Some(Sound::Drop { fill: 5 }));
        assert_eq!(sound(2), Some(Sound::Drop { fill: 1 }));
        assert_eq!(sound(3), Some(Sound::Capture));
        assert_eq!(sound(4), None);
        // A relay picking a pit up again (the hand heavier) is silent too.
        let relay = [frame(0, 1, false), frame(3, 0, false)];
        assert_eq!(of_frame(&relay, 1, |&c, _| c), None);
    }

    #[test]
    fn the_end_sounds_over_an_extra_turn() {
        assert_eq!(after_move(true, true), Some(Sound::End));
        assert_eq!(after_move(false, true), Some(Sound::ExtraTurn));
        assert_eq!(after_move(false, false), None);
    }
}
