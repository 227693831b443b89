//! Why Calcala refuses a move or a set-up, in the words of docs/RULES.md section 4.

use std::fmt;

use crate::games::Seat;
use crate::i18n::msg;

use super::grid::Cell;
use super::moves::CalcalaMove;

/// Why a Calcala move or tap is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalcalaError {
    /// The game has ended.
    GameOver,
    /// The chosen pit holds no stones.
    EmptyPit(Cell),
    /// The first step would leave the board (the edge rule).
    OffTheEdge(CalcalaMove),
}

impl fmt::Display for CalcalaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CalcalaError::GameOver => f.write_str(&msg::RefusedGameOver.text()),
            CalcalaError::EmptyPit(cell) => f.write_str(
                &msg::CalcalaRefusedEmptyPit {
                    cell: &cell.to_string(),
                }
                .text(),
            ),
            CalcalaError::OffTheEdge(m) => f.write_str(
                &msg::CalcalaRefusedOffEdge {
                    cell: &m.from.to_string(),
                    direction: &m.dir.to_string(),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for CalcalaError {}

/// Why a set-up is not a Calcala position of its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalcalaSetupError {
    /// The stones in the pits and the capture piles are not the set-up's.
    StonesDoNotAddUp {
        /// The stones given.
        found: u32,
        /// The set-up's stones.
        expected: u32,
    },
    /// A seat that does not play under these rules is to move or has captured stones.
    SeatNotPlaying(Seat),
}

impl fmt::Display for CalcalaSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CalcalaSetupError::StonesDoNotAddUp { found, expected } => f.write_str(
                &msg::CalcalaSetupStones {
                    found: &found.to_string(),
                    expected: expected.into(),
                }
                .text(),
            ),
            CalcalaSetupError::SeatNotPlaying(seat) => f.write_str(
                &msg::CalcalaSetupSeat {
                    seat: seat.as_str(),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for CalcalaSetupError {}
