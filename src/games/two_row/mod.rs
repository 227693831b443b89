//! What the two-row games (Kalah, Awari, Ayo, Oware) share: pit names and the ring of pits
//! of RULES.md section 1.

mod board;
mod pit;

pub use board::Board;
pub use pit::{ParsePitError, Pit};
