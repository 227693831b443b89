//! What a Calcala move does, step by step, as a person would see it on a real board: the
//! pickup, each stone dropped, wraps and bounces, relays, captures, the end sweep.

use super::grid::{Cell, Dir};

/// One thing that happened during a Calcala move, as a person would see it on a real board.
/// The steps of a report, applied in order to the counts before the move
/// ([`replay_steps`]), give the counts after it. Nothing moves when the game ends: the
/// stones left on the board count for nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalcalaStep {
    /// The mover took every stone of the pit played into the hand (the first step).
    Pickup {
        /// The pit.
        cell: Cell,
        /// The stones taken up.
        stones: u8,
    },
    /// A stone dropped in a pit, after a step that may have wrapped or bounced.
    Sow {
        /// The pit.
        cell: Cell,
        /// The direction after the step.
        dir: Dir,
        /// The step went off one edge and came back on the opposite one.
        wrapped: bool,
        /// The step bounced off an edge and turned the direction.
        bounced: bool,
    },
    /// The last stone of a lap fell in a pit that held stones: they are picked up for a new
    /// lap.
    Relay {
        /// The pit picked up.
        cell: Cell,
        /// The stones picked up.
        stones: u8,
    },
    /// The last stone fell in an empty pit: the next pit's stones go to the mover's pile.
    Capture {
        /// The pit captured from.
        cell: Cell,
        /// The stones captured (possibly none).
        stones: u8,
    },
    /// The relay came round to an earlier moment of the move, so it stopped, capturing
    /// nothing.
    EndlessRelay(Cell),
}

impl CalcalaStep {
    /// The pit where the step moves stones, if it moves any.
    pub fn cell(&self) -> Option<Cell> {
        match *self {
            CalcalaStep::Pickup { cell, .. }
            | CalcalaStep::Sow { cell, .. }
            | CalcalaStep::Relay { cell, .. }
            | CalcalaStep::Capture { cell, .. } => Some(cell),
            CalcalaStep::EndlessRelay(_) => None,
        }
    }
}
