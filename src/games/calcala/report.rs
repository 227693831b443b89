//! What a Calcala move did: its steps, and what they add up to.

use crate::games::{EndReason, Seat, StepError};

use super::grid::Cell;
use super::moves::CalcalaMove;
use super::replay::CalcalaCounts;
use super::steps::CalcalaStep;
use crate::games::replay_steps;

/// The story of one Calcala move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CalcalaReport {
    /// Who moved.
    pub mover: Seat,
    /// The move.
    pub played: CalcalaMove,
    /// What happened, in order.
    pub steps: Vec<CalcalaStep>,
    /// Why the game ended with this move, if it did.
    pub end: Option<EndReason<Seat>>,
}

impl CalcalaReport {
    /// The counts after replaying this report's steps on the counts before the move
    /// ([`replay_steps`]).
    pub fn replay(&self, before: &CalcalaCounts) -> Result<CalcalaCounts, StepError> {
        replay_steps(before, self.mover, &self.steps)
    }

    /// The stones captured by the move.
    pub fn captured(&self) -> u32 {
        self.steps
            .iter()
            .map(|s| match *s {
                CalcalaStep::Capture { stones, .. } => u32::from(stones),
                _ => 0,
            })
            .sum()
    }

    /// Laps after the first.
    pub fn relays(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s, CalcalaStep::Relay { .. }))
            .count()
    }

    /// Bounces off the board's edges.
    pub fn bounces(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s, CalcalaStep::Sow { bounced: true, .. }))
            .count()
    }

    /// Every pit that received a stone, in order (with repeats).
    pub fn sown(&self) -> Vec<Cell> {
        self.steps
            .iter()
            .filter_map(|s| match *s {
                CalcalaStep::Sow { cell, .. } => Some(cell),
                _ => None,
            })
            .collect()
    }
}
