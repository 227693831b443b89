//! Roocala's step replay: a move's steps applied literally to the board's counts, for the
//! tests (the counts after the move) and the animation (a frame a step), through the replay
//! the games share (`games::steps`).

use crate::games::steps::{self, Frame, Hand};
use crate::games::{BySide, Side, StepError};

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

/// Applies a move's steps literally to the counts before it, `mover` having moved: a pickup
/// empties its cell into the hand, a drop puts one checker from the hand where it lands, a
/// capture moves its checkers to the mover's points, a captured rook leaves the board, a
/// rook moves to a cell without a rook, a sweep moves its checkers to a player's points.
/// The hand must be empty at the end. This knows nothing of the rules: for any move it gives
/// the counts after the move (and with the end sweep, the points the final totals are), which
/// the tests check.
pub fn replay_steps(
    before: &RoocalaCounts,
    mover: Side,
    steps: &[RoocalaStep],
) -> Result<RoocalaCounts, StepError> {
    replay(before, mover, steps, |_| {})
}

/// A moment of a Roocala move: the counts after a step, at a cell.
pub type RoocalaFrame = Frame<RoocalaCounts, CellId, Side>;

/// The frames of a move, for the board's animation: one for each step, in order, each with
/// the counts after it and the cell it happened at (a rook move's, the cell it reached);
/// [`replay_steps`] gives the last.
pub fn replay_frames(
    before: &RoocalaCounts,
    mover: Side,
    steps: &[RoocalaStep],
) -> Result<Vec<RoocalaFrame>, StepError> {
    let mut frames = Vec::with_capacity(steps.len());
    replay(before, mover, steps, |frame| frames.push(frame))?;
    Ok(frames)
}

/// [`replay_steps`], telling `visit` each frame on the way.
fn replay(
    before: &RoocalaCounts,
    mover: Side,
    steps: &[RoocalaStep],
    mut visit: impl FnMut(RoocalaFrame),
) -> Result<RoocalaCounts, StepError> {
    let mut counts = *before;
    let mut hand = Hand::default();
    for (at, step) in steps.iter().enumerate() {
        // Checkers that go from a cell to a player's points: where they went is the
        // frame's too.
        let mut carry = |cell: CellId, count: u8, to: Side| {
            steps::take(&mut counts.checkers[usize::from(cell)], count)?;
            steps::put(&mut counts.points[to], count)?;
            Ok(Some((count, to)))
        };
        let carried_off = match *step {
            RoocalaStep::Pickup { cell, count } => {
                steps::pick_up(&mut counts.checkers[usize::from(cell)], count, &mut hand)
                    .map(|()| None)
            }
            RoocalaStep::Drop(cell) => {
                steps::drop_one(&mut counts.checkers[usize::from(cell)], &mut hand).map(|()| None)
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
        .map_err(|why| StepError { step: at, why })?;
        visit(RoocalaFrame {
            counts,
            at: step.cell(),
            hand: hand.stones(),
            carried_off,
        });
    }
    hand.finish(steps.len())?;
    Ok(counts)
}
