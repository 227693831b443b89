//! Calcala's part of the step replay the games share (`games::steps`): the counts its board
//! shows, and what each of its steps does to them.

use crate::games::steps::{self, Carried, Frame, Hand, ReplayStep};
use crate::games::Seat;

use super::grid::{Cell, PITS};
use super::steps::CalcalaStep;

/// Every count a Calcala board shows: the stones in each pit and each player's pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CalcalaCounts {
    /// Stones in each pit, row by row from A1 ([`Cell::index`]).
    pub pits: [u8; PITS],
    /// Stones captured by each seat, P1 first (seats that do not play hold 0).
    pub piles: [u8; 4],
}

/// A moment of a Calcala move: the counts after a step, at a pit.
pub type CalcalaFrame = Frame<CalcalaCounts, Cell, Seat>;

/// A pickup or a relay empties its pit into the hand, a drop puts one stone from the hand
/// where it lands, a capture moves its stones to the mover's pile; an endless relay moves
/// nothing.
impl ReplayStep for CalcalaStep {
    type Counts = CalcalaCounts;
    type At = Cell;
    type Player = Seat;

    fn apply(&self, counts: &mut CalcalaCounts, mover: Seat, hand: &mut Hand) -> Carried<Seat> {
        match *self {
            CalcalaStep::Pickup { cell, stones } | CalcalaStep::Relay { cell, stones } => {
                steps::pick_up(&mut counts.pits[cell.index()], stones, hand).map(|()| None)
            }
            CalcalaStep::Sow { cell, .. } => {
                steps::drop_one(&mut counts.pits[cell.index()], hand).map(|()| None)
            }
            CalcalaStep::Capture { cell, stones } => {
                steps::take(&mut counts.pits[cell.index()], stones)
                    .and_then(|()| steps::put(&mut counts.piles[mover.index()], stones))
                    .map(|()| (stones > 0).then_some((stones, mover)))
            }
            CalcalaStep::EndlessRelay(_) => Ok(None),
        }
    }

    fn at(&self) -> Option<Cell> {
        self.cell()
    }
}
