//! Kalah as the TopAccolades app plays it, with the 605.452 tournament's 4- or 5-stone
//! setting (docs/RULES.md section 2).
//!
//! Decided by docs/RULES.md: the early end when a store holds more than half of all seeds is
//! always on; the "remaining stones" option decides the totals however the game ended; the
//! board keeps the seeds where the last move left them (totals live in the outcome).

mod help;
mod pit_words;
mod position;
mod report;
mod rules;
mod setup;
#[cfg(test)]
mod tests;
mod words;

pub use pit_words::WORDS;
pub use position::{KalahError, KalahPosition, SetupError};
pub use report::{KalahReport, Landing};
pub use rules::{GameEnd, KalahRules, Remaining, Transfer};
