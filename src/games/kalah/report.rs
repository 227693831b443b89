//! What a Kalah move did, for the status line and the board's highlights.

use crate::games::two_row::Pit;
use crate::games::{EndReason, Side};

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
    /// Every pit that received a seed, in the order the seeds were sown.
    pub sown: Vec<Pit>,
    /// Where the last seed fell and what came of it.
    pub landing: Landing,
    /// Why the game ended with this move, if it did.
    pub end: Option<EndReason<Side>>,
}

impl KalahReport {
    /// The seeds the move took from its house.
    pub fn seeds(&self) -> usize {
        self.sown.len()
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
