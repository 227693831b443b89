//! What a move of a game with homes did, step by step, for the status line and the board.

use crate::games::{EndReason, Side};

use super::Pit;

/// One thing that happened during a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A seed was dropped into a pit.
    Sow(Pit),
    /// The house the move started from was passed over (Ayo's sowings of 12 or more).
    Skip(Pit),
    /// The last seed of a lap made a house relay: its seeds were picked up for a new lap
    /// (Oware).
    Relay {
        /// The house picked up.
        pit: Pit,
        /// The seeds picked up.
        seeds: u8,
    },
    /// Four seeds went from a house to a player's home (Oware).
    Four {
        /// The house.
        pit: Pit,
        /// Whose home took them.
        taker: Side,
    },
    /// Seeds went from a house to the mover's home.
    Capture {
        /// The house.
        pit: Pit,
        /// The seeds taken.
        seeds: u8,
    },
    /// A grand slam that, by the rules in force, captures nothing (Ayo).
    GrandSlamSpared,
    /// The relay would have gone round for ever, so the move stopped here (Oware).
    EndlessRelay(Pit),
}

/// The story of one move of a game with homes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SowReport {
    /// Who moved.
    pub mover: Side,
    /// The house played, numbered from the mover's left.
    pub house: u8,
    /// What happened, in order.
    pub steps: Vec<Step>,
    /// Whether the mover moves again (Awari, last seed in the mover's home).
    pub extra_turn: bool,
    /// Why the game ended with this move, if it did.
    pub end: Option<EndReason<Side>>,
}

impl SowReport {
    /// Every pit that received a seed, in order.
    pub fn sown(&self) -> Vec<Pit> {
        self.steps
            .iter()
            .filter_map(|s| match s {
                Step::Sow(pit) => Some(*pit),
                _ => None,
            })
            .collect()
    }

    /// Seeds the mover took into their home, fours included.
    pub fn captured(&self) -> u32 {
        self.steps
            .iter()
            .map(|s| match *s {
                Step::Capture { seeds, .. } => u32::from(seeds),
                Step::Four { taker, .. } if taker == self.mover => 4,
                _ => 0,
            })
            .sum()
    }

    /// Laps after the first (Oware's relays).
    pub fn relays(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s, Step::Relay { .. }))
            .count()
    }
}
