//! Calcala (docs/RULES.md section 4): a 6x6 grid for 2 to 4 players, sowing in eight directions
//! with the board wrapping round and diagonals bouncing off its edges.
//!
//! Decided by docs/RULES.md: "every other pit" of the Dutch set-ups is the pits whose column and
//! row indices add up to an even number; a long sowing drops a stone back into its origin;
//! a lap ending in an empty pit captures the next pit in the current direction (not the one
//! after, as the source's example has it); a relay that comes round to an earlier moment of
//! the same move stops without a capture; the third occurrence of a position ends the game.

mod error;
mod grid;
mod help;
mod moves;
mod position;
mod replay;
mod report;
mod rules;
mod setup;
mod steps;
#[cfg(test)]
mod tests;
pub mod words;

pub use crate::games::{replay_frames, replay_steps};
pub use error::{CalcalaError, CalcalaSetupError};
pub use grid::{first_step_allowed, step, Cell, Dir, ParseCellError, Stepped, SIZE};
pub use moves::CalcalaMove;
pub use position::CalcalaPosition;
pub use replay::{CalcalaCounts, CalcalaFrame};
pub use report::CalcalaReport;
pub use rules::{CalcalaRules, Setup};
pub use steps::CalcalaStep;

/// The name the game gives a seat (`Player 1`).
pub fn seat_name(seat: crate::games::Seat) -> String {
    use crate::i18n::msg;
    msg::CalcalaSeatName {
        number: seat.index() as i64 + 1,
    }
    .text()
}
