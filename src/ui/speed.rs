//! How fast moves are shown: a setting of the device, kept in the browser's storage for
//! every game, which the screen's state carries and the animation follows; and whether the
//! system asks for reduced motion, which sets it until a player chooses.

use super::storage;
use crate::i18n::msg;

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
    pub fn title(self) -> String {
        match self {
            Speed::Off => msg::SpeedOff.text(),
            Speed::Fast => msg::SpeedFast.text(),
            Speed::Normal => msg::SpeedNormal.text(),
            Speed::Slow => msg::SpeedSlow.text(),
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

/// Whether the system asks for reduced motion (the moves then start not animated, and
/// nothing flies).
pub fn reduced_motion() -> bool {
    gloo::utils::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}
