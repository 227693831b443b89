//! What the two-row games (Kalah, Awari, Ayo, Oware) share: pit names and the ring of pits
//! of docs/RULES.md section 1, sowing reports, and the frame of the DOS program's games with
//! homes (docs/RULES.md section 3): what each of them supplies ([`HomeRules`], in
//! `home_rules`) and the one position they share ([`HomePosition`], in `home_position`);
//! and what the screen says of them ([`TwoRowWords`], in `words`, `home_words` and each
//! game's folder).
//! The games depend on this family; within it only [`HomeGameRules`] names them.

mod board;
pub mod home_position;
pub mod home_rules;
mod home_setup;
mod home_words;
mod house_move;
mod pit;
pub mod setup;
mod sowing;
mod words;

pub use crate::games::{replay_frames, replay_steps};
pub use board::{Board, MAX_HOUSES};
pub use home_position::{HomeGameRules, HomePosition};
pub use home_rules::{HomeError, HomeRules, HomeSetupError, Houses, HOME_WORDS};
pub use house_move::HouseMove;
pub use pit::{ParsePitError, Pit};
pub use sowing::{end_sweep, sown, SowReport, SowingFrame, Step};
pub use words::{stones, HouseRefusal, PitWords, TouchedPits, TwoRowWords};

use crate::games::{Position, Side};

/// A position of a two-row game: a board of houses and stores, played by tapping houses.
pub trait TwoRowPosition: Position<Player = Side> {
    /// The board as the last move left it.
    fn board(&self) -> &Board;
    /// The move that playing this pit would be, or why the pit cannot be played now.
    fn move_at(&self, pit: Pit) -> Result<Self::Move, Self::Error>;
}
