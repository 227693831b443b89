//! What a Roocala move did: its steps, and what they add up to.

use crate::games::{EndReason, Side, StepError};

use super::moves::RoocalaMove;
use super::replay::RoocalaCounts;
use super::steps::RoocalaStep;
use crate::games::replay_steps;

/// The story of one Roocala move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoocalaReport {
    /// Who moved.
    pub mover: Side,
    /// The move.
    pub played: RoocalaMove,
    /// What happened, in order.
    pub steps: Vec<RoocalaStep>,
    /// Why the game ended with this move, if it did.
    pub end: Option<EndReason<Side>>,
}

impl RoocalaReport {
    /// The counts after replaying this report's steps on the counts before the move
    /// ([`replay_steps`]).
    pub fn replay(&self, before: &RoocalaCounts) -> Result<RoocalaCounts, StepError> {
        replay_steps(before, self.mover, &self.steps)
    }

    /// Checkers captured by the move.
    pub fn checkers_captured(&self) -> u32 {
        RoocalaStep::checkers_captured(&self.steps)
    }

    /// Rooks captured by the move.
    pub fn rooks_captured(&self) -> usize {
        RoocalaStep::rooks_captured(&self.steps)
    }
}
