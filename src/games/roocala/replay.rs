//! Roocala's part of the step replay the games share (`games::steps`): the counts its board
//! shows, and what each of its steps does to them.

use crate::games::steps::{self, Carried, Frame, Hand, ReplayStep};
use crate::games::{BySide, Side};

use super::geometry::{CellId, MAX_CELLS};
use super::steps::RoocalaStep;

/// Everything a Roocala board shows: the checkers and the rook on each cell, and the points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoocalaCounts {
    /// Checkers on each cell, by [`CellId`].
    pub checkers: [u8; MAX_CELLS],
    /// The rook on each cell, by its owner.
    pub rooks: [Option<Side>; MAX_CELLS],
    /// Each player's points (North's starting point included).
    pub points: BySide<u8>,
}

/// A moment of a Roocala move: the counts after a step, at a cell.
pub type RoocalaFrame = Frame<RoocalaCounts, CellId, Side>;

/// A pickup empties its cell into the hand, a drop puts one checker from the hand where it
/// lands, a capture moves its checkers to the mover's points, a captured rook leaves the
/// board, a rook moves to a cell without a rook, a sweep moves its checkers to a player's
/// points. Every step has a frame (a rook move's at the cell it reached).
impl ReplayStep for RoocalaStep {
    type Counts = RoocalaCounts;
    type At = CellId;
    type Player = Side;

    fn apply(&self, counts: &mut RoocalaCounts, mover: Side, hand: &mut Hand) -> Carried<Side> {
        // Checkers that go from a cell to a player's points: where they went is the
        // frame's too.
        let mut carry = |cell: CellId, count: u8, to: Side| {
            steps::take(&mut counts.checkers[usize::from(cell)], count)?;
            steps::put(&mut counts.points[to], count)?;
            Ok(Some((count, to)))
        };
        match *self {
            RoocalaStep::Pickup { cell, count } => {
                steps::pick_up(&mut counts.checkers[usize::from(cell)], count, hand).map(|()| None)
            }
            RoocalaStep::Drop(cell) => {
                steps::drop_one(&mut counts.checkers[usize::from(cell)], hand).map(|()| None)
            }
            RoocalaStep::CheckersCaptured { cell, count } => carry(cell, count, mover),
            RoocalaStep::EndSweep { cell, count, to } => carry(cell, count, to),
            RoocalaStep::RookCaptured { cell, owner } => {
                match counts.rooks[usize::from(cell)].take() {
                    Some(rook) if rook == owner => Ok(None),
                    Some(rook) => Err(format!(
                        "a rook of {owner} is captured where {rook}'s stands"
                    )),
                    None => Err(format!("a rook of {owner} is captured where none stands")),
                }
            }
            RoocalaStep::RookMoved { from, to } => {
                match (
                    counts.rooks[usize::from(from)],
                    counts.rooks[usize::from(to)],
                ) {
                    (Some(rook), None) => {
                        counts.rooks[usize::from(from)] = None;
                        counts.rooks[usize::from(to)] = Some(rook);
                        Ok(None)
                    }
                    (None, _) => Err("a rook moves from a cell without one".to_owned()),
                    (Some(_), Some(_)) => Err("a rook moves onto another rook".to_owned()),
                }
            }
        }
    }

    fn at(&self) -> Option<CellId> {
        Some(self.cell())
    }
}
