//! What a move of a two-row game did, step by step, for the status line and the board's
//! animation, and [`replay_steps`], which applies the steps to the counts before the move.

use crate::games::steps::{self, Frame, Hand};
use crate::games::{EndReason, Side, StepError};

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

/// Applies a move's steps literally to the board before it, `mover` having moved: a pickup
/// empties its house into the hand, a drop puts one seed from the hand where it lands, a
/// relay empties its house into the hand again, a four, a capture or a sweep moves its seeds
/// from the house to the store they go to (a capture to the mover's); the other steps move
/// nothing. The hand must be empty at the end. This knows nothing of the rules: for any move
/// it gives the board after the move (and with the end sweep, the board the final totals
/// describe), which the tests check.
pub fn replay_steps(before: &Board, mover: Side, steps: &[Step]) -> Result<Board, StepError> {
    replay(before, mover, steps, |_| {})
}

/// A moment of a two-row move: the board after a step, at a pit.
pub type SowingFrame = Frame<Board, Pit, Side>;

/// The frames of a move: one for each of its steps that happens at a pit, in order, each
/// with the counts after it ([`replay_steps`] gives the last).
pub fn replay_frames(
    before: &Board,
    mover: Side,
    steps: &[Step],
) -> Result<Vec<SowingFrame>, StepError> {
    let mut frames = Vec::with_capacity(steps.len());
    replay(before, mover, steps, |frame| frames.push(frame))?;
    Ok(frames)
}

/// [`replay_steps`], telling `visit` each frame on the way.
fn replay(
    before: &Board,
    mover: Side,
    steps: &[Step],
    mut visit: impl FnMut(SowingFrame),
) -> Result<Board, StepError> {
    // Counts by ring index, taken off a copy of the board and put back at each frame.
    let mut empty = *before;
    let mut counts: Vec<u8> = (0..empty.len()).map(|i| empty.take(i)).collect();
    let board_of = |counts: &[u8]| {
        let mut board = empty;
        for (i, &count) in counts.iter().enumerate() {
            board.add(i, count);
        }
        board
    };
    let mut hand = Hand::default();
    let index = |pit: Pit| {
        before
            .index(pit)
            .ok_or(format!("the board has no pit {pit}"))
    };
    let store = |side: Side| before.store_index(side);
    for (at, step) in steps.iter().enumerate() {
        // Seeds that go from a house to a store: where they went is the frame's too.
        let mut carry = |pit: Pit, seeds: u8, to: Side| {
            let i = index(pit)?;
            steps::take(&mut counts[i], seeds)?;
            steps::put(&mut counts[store(to)], seeds)?;
            Ok(Some((seeds, to)))
        };
        let carried_off = match *step {
            Step::Pickup { pit, seeds } | Step::Relay { pit, seeds } => index(pit)
                .and_then(|i| steps::pick_up(&mut counts[i], seeds, &mut hand))
                .map(|()| None),
            Step::Sow(pit) => index(pit)
                .and_then(|i| steps::drop_one(&mut counts[i], &mut hand))
                .map(|()| None),
            Step::Four { pit, taker } => carry(pit, 4, taker),
            Step::Capture { pit, seeds } => carry(pit, seeds, mover),
            Step::EndSweep { pit, seeds, to } => carry(pit, seeds, to),
            Step::Skip(_) | Step::GrandSlamSpared | Step::EndlessRelay(_) => Ok(None),
        }
        .map_err(|why| StepError { step: at, why })?;
        if let Some(pit) = step.pit() {
            visit(SowingFrame {
                counts: board_of(&counts),
                at: pit,
                hand: hand.stones(),
                carried_off,
            });
        }
    }
    hand.finish(steps.len())?;
    Ok(board_of(&counts))
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
