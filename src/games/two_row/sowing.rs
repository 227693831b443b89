//! What a move of a two-row game did, step by step, for the status line and the board's
//! animation, and what each step does to the board's counts in the step replay the games
//! share (`games::steps`, [`replay_steps`](crate::games::replay_steps)).

use crate::games::steps::{self, Carried, Frame, Hand, ReplayStep};
use crate::games::{replay_steps, EndReason, Side, StepError};

use super::{Board, Pit};

/// One thing that happened during a move, as a person would see it on a real board. The
/// steps of a report, applied in order to the board before the move ([`replay_steps`]),
/// give the board after it; the [`Step::EndSweep`]s at the end then give the final totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The mover took every seed of the house played into the hand (the first step).
    Pickup {
        /// The house.
        pit: Pit,
        /// The seeds taken up.
        seeds: u8,
    },
    /// A seed was dropped from the hand into a pit.
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
    /// The game ended and the rules gave the seeds left in a house to a player: they go to
    /// that player's store. These steps come last; the position's board keeps the seeds
    /// where the move left them (docs/RULES.md section 7) and counts them only in the outcome's
    /// totals, which the stores show once the sweep is applied.
    EndSweep {
        /// The house.
        pit: Pit,
        /// The seeds it held.
        seeds: u8,
        /// The player whose store takes them.
        to: Side,
    },
}

impl Step {
    /// Whether this step is part of the end-of-game sweep rather than of the move.
    pub fn is_end_sweep(&self) -> bool {
        matches!(self, Step::EndSweep { .. })
    }
}

/// The end-of-game sweep of `board`: a step for every house holding seeds whose seeds the
/// rules give to a player, `taker` saying who (from the house's owner; `None` keeps them on
/// the board for nobody).
pub fn end_sweep(board: &Board, taker: impl Fn(Side) -> Option<Side>) -> Vec<Step> {
    let mut steps = Vec::new();
    for side in Side::ALL {
        let Some(to) = taker(side) else {
            continue;
        };
        for n in 1..=board.houses_per_side() {
            let pit = Pit::House(side, n);
            let seeds = board.count(pit);
            if seeds > 0 {
                steps.push(Step::EndSweep { pit, seeds, to });
            }
        }
    }
    steps
}

/// A moment of a two-row move: the board after a step, at a pit.
pub type SowingFrame = Frame<Board, Pit, Side>;

/// A pickup empties its house into the hand, a drop puts one seed from the hand where it
/// lands, a relay empties its house into the hand again, a four, a capture or a sweep moves
/// its seeds from the house to the store they go to (a capture to the mover's); the other
/// steps move nothing.
impl ReplayStep for Step {
    type Counts = Board;
    type At = Pit;
    type Player = Side;

    fn apply(&self, board: &mut Board, mover: Side, hand: &mut Hand) -> Carried<Side> {
        let index = |board: &Board, pit: Pit| {
            board
                .index(pit)
                .ok_or(format!("the board has no pit {pit}"))
        };
        // Seeds that go from a house to a store: where they went is the frame's too.
        let carry = |board: &mut Board, pit: Pit, seeds: u8, to: Side| {
            let i = index(board, pit)?;
            steps::take(board.count_mut(i), seeds)?;
            steps::put(board.count_mut(board.store_index(to)), seeds)?;
            Ok(Some((seeds, to)))
        };
        match *self {
            Step::Pickup { pit, seeds } | Step::Relay { pit, seeds } => index(board, pit)
                .and_then(|i| steps::pick_up(board.count_mut(i), seeds, hand))
                .map(|()| None),
            Step::Sow(pit) => index(board, pit)
                .and_then(|i| steps::drop_one(board.count_mut(i), hand))
                .map(|()| None),
            Step::Four { pit, taker } => carry(board, pit, 4, taker),
            Step::Capture { pit, seeds } => carry(board, pit, seeds, mover),
            Step::EndSweep { pit, seeds, to } => carry(board, pit, seeds, to),
            Step::Skip(_) | Step::GrandSlamSpared | Step::EndlessRelay(_) => Ok(None),
        }
    }

    fn at(&self) -> Option<Pit> {
        self.pit()
    }
}

/// Every pit that received a seed in `steps`, in the order the seeds were sown.
pub fn sown(steps: &[Step]) -> Vec<Pit> {
    steps
        .iter()
        .filter_map(|s| match s {
            Step::Sow(pit) => Some(*pit),
            _ => None,
        })
        .collect()
}

impl Step {
    /// The pit where the step happens, if it happens at one.
    pub fn pit(&self) -> Option<Pit> {
        match *self {
            Step::Pickup { pit, .. }
            | Step::Relay { pit, .. }
            | Step::Sow(pit)
            | Step::Skip(pit)
            | Step::Four { pit, .. }
            | Step::Capture { pit, .. }
            | Step::EndSweep { pit, .. } => Some(pit),
            Step::GrandSlamSpared | Step::EndlessRelay(_) => None,
        }
    }
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
    /// The board after replaying this report's steps on the board before the move
    /// ([`replay_steps`]).
    pub fn replay(&self, before: &Board) -> Result<Board, StepError> {
        replay_steps(before, self.mover, &self.steps)
    }

    /// Every pit that received a seed, in order.
    pub fn sown(&self) -> Vec<Pit> {
        sown(&self.steps)
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
