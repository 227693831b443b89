//! What a Kalah move did, for the status line, the board's highlights and its animation.

use crate::games::two_row::{replay_steps, sown, Board, Pit, Step};
use crate::games::{EndReason, Side, StepError};

/// Where the last seed of a move fell, and what came of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// In the mover's own store: the mover moves again.
    OwnStore,
    /// In an empty house of the mover's: the seed and the opposite house's seeds went to the
    /// mover's store.
    Capture {
        /// The house the last seed fell into.
        house: Pit,
        /// The house opposite it.
        opposite: Pit,
        /// Seeds taken from the opposite house (0 is possible under `always`).
        from_opposite: u8,
    },
    /// In an empty house of the mover's whose opposite house was empty, under
    /// `stones-opposite`: nothing was transferred.
    EmptyHouseKept(Pit),
    /// Anywhere else.
    Elsewhere(Pit),
}

/// The story of one Kalah move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KalahReport {
    /// Who moved.
    pub mover: Side,
    /// The house played, numbered from the mover's left.
    pub house: u8,
    /// What happened, in order: the pickup, every seed sown, a capture's transfers to the
    /// mover's store (the opposite house's seeds first, then the last seed) and, when the
    /// game ended, the sweep of the seeds left in the houses by the "remaining stones"
    /// option ([`Step::EndSweep`]).
    pub steps: Vec<Step>,
    /// Where the last seed fell and what came of it.
    pub landing: Landing,
    /// Why the game ended with this move, if it did.
    pub end: Option<EndReason<Side>>,
}

impl KalahReport {
    /// Every pit that received a seed, in the order the seeds were sown.
    pub fn sown(&self) -> Vec<Pit> {
        sown(&self.steps)
    }

    /// The seeds the move took from its house.
    pub fn seeds(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s, Step::Sow(_)))
            .count()
    }

    /// The board after replaying this report's steps on the board before the move
    /// ([`replay_steps`]).
    pub fn replay(&self, before: &Board) -> Result<Board, StepError> {
        replay_steps(before, self.mover, &self.steps)
    }

    /// Whether the mover moves again (an extra turn that did not end the game).
    pub fn extra_turn(&self) -> bool {
        self.landing == Landing::OwnStore && self.end.is_none()
    }

    /// Whether the game ended with this move.
    pub fn ended(&self) -> bool {
        self.end.is_some()
    }

    /// Seeds moved into the mover's store by a capture, the last seed included.
    pub fn captured(&self) -> u8 {
        match self.landing {
            Landing::Capture { from_opposite, .. } => from_opposite + 1,
            _ => 0,
        }
    }
}
