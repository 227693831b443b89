//! Calcala's step replay: a move's steps applied literally to the board's counts, for the
//! tests (the counts after the move) and the animation (a frame a step), through the replay
//! the games share (`games::steps`).

use crate::games::steps::{self, Frame, Hand};
use crate::games::{Seat, StepError};

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

/// Applies a move's steps literally to the counts before it, `mover` having moved: a pickup
/// or a relay empties its pit into the hand, a drop puts one stone from the hand where it
/// lands, a capture moves its stones to the mover's pile; an endless relay moves nothing.
/// The hand must be empty at the end. This knows nothing of the rules: for any move it gives
/// the counts after the move, which the tests check.
pub fn replay_steps(
    before: &CalcalaCounts,
    mover: Seat,
    steps: &[CalcalaStep],
) -> Result<CalcalaCounts, StepError> {
    replay(before, mover, steps, |_| {})
}

/// A moment of a Calcala move: the counts after a step, at a pit.
pub type CalcalaFrame = Frame<CalcalaCounts, Cell, Seat>;

/// The frames of a move, for the board's animation: one for each step at a pit, in order,
/// each with the counts after it ([`replay_steps`] gives the last).
pub fn replay_frames(
    before: &CalcalaCounts,
    mover: Seat,
    steps: &[CalcalaStep],
) -> Result<Vec<CalcalaFrame>, StepError> {
    let mut frames = Vec::with_capacity(steps.len());
    replay(before, mover, steps, |frame| frames.push(frame))?;
    Ok(frames)
}

/// [`replay_steps`], telling `visit` each frame on the way.
fn replay(
    before: &CalcalaCounts,
    mover: Seat,
    steps: &[CalcalaStep],
    mut visit: impl FnMut(CalcalaFrame),
) -> Result<CalcalaCounts, StepError> {
    let mut counts = *before;
    let mut hand = Hand::default();
    for (at, step) in steps.iter().enumerate() {
        let carried_off = match *step {
            CalcalaStep::Pickup { cell, stones } | CalcalaStep::Relay { cell, stones } => {
                steps::pick_up(&mut counts.pits[cell.index()], stones, &mut hand).map(|()| None)
            }
            CalcalaStep::Sow { cell, .. } => {
                steps::drop_one(&mut counts.pits[cell.index()], &mut hand).map(|()| None)
            }
            CalcalaStep::Capture { cell, stones } => {
                steps::take(&mut counts.pits[cell.index()], stones)
                    .and_then(|()| steps::put(&mut counts.piles[mover.index()], stones))
                    .map(|()| (stones > 0).then_some((stones, mover)))
            }
            CalcalaStep::EndlessRelay(_) => Ok(None),
        }
        .map_err(|why| StepError { step: at, why })?;
        if let Some(cell) = step.cell() {
            visit(CalcalaFrame {
                counts,
                at: cell,
                hand: hand.stones(),
                carried_off,
            });
        }
    }
    hand.finish(steps.len())?;
    Ok(counts)
}
