//! Property tests over random games of every game under random options: every move's
//! report lists the steps a person would see on a real board, so that replaying them from
//! the counts before the move gives exactly the counts after it (every pit, store, home,
//! pile, point and rook), game-ending moves and repetition endings included; and the
//! end-of-game sweep, replayed after the move's steps, leaves the stores (piles, points)
//! holding the outcome's final totals.

use std::fmt::Debug;

use mancala::games::calcala::{self, CalcalaCounts};
use mancala::games::roocala::{self, RoocalaCounts};
use mancala::games::two_row::{self, Board, HomeGameRules, HomePosition, Pit, TwoRowPosition};
use mancala::games::{EndReason, Frame, Game, GameId, Position, RuleOptions, Side, StepError};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

mod common;
use common::{any_rules, check_cases, for_every_game, Budget};

/// What the test needs of a game: its counts, and its replay.
trait Replay: Position {
    /// Everything the board shows.
    type Counts: Clone + Debug + PartialEq;
    /// The counts of this position.
    fn counts(&self) -> Self::Counts;
    /// The steps of a report, and how many come before the end-of-game sweep.
    fn steps(report: &Self::Report) -> (usize, usize);
    /// Replays the first `n` steps of `report` on this position's counts.
    fn replay(&self, report: &Self::Report, n: usize) -> Result<Self::Counts, StepError>;
    /// What the counts become once the stones the rules give away at the end are swept:
    /// the stores hold the final totals, and the pits are empty when the totals count every
    /// stone (left as they are when the stones left count for nobody).
    fn final_counts(&self) -> Self::Counts;
    /// Checks the frames the board's animation shows, where the game has them.
    fn check_frames(&self, _report: &Self::Report) -> Result<(), TestCaseError> {
        Ok(())
    }
}

/// The number of steps before the first sweep step, checking that none of the move's own
/// steps comes after the sweep.
fn sweep_start<S>(steps: &[S], is_sweep: impl Fn(&S) -> bool) -> (usize, usize) {
    let start = steps.iter().position(&is_sweep).unwrap_or(steps.len());
    assert!(steps[start..].iter().all(is_sweep), "the sweep comes last");
    (start, steps.len())
}

/// What every game's animation frames must be: one for every step at a place, in the
/// steps' order (`at`); no stone appearing or vanishing (`total` of the counts plus the hand
/// is the total before the move); the stones a frame's place loses are those the hand gains
/// plus those carried off, and the stones carried off arrive in their taker's store or pile
/// (`count` of a place, `pile` of a taker); the last frame the counts every step leaves, the
/// hand empty.
fn check_frames_of<C: Debug + PartialEq, A: Debug + PartialEq + Copy, T: Copy>(
    frames: Result<Vec<Frame<C, A, T>>, StepError>,
    at: Vec<A>,
    before: &C,
    total: impl Fn(&C) -> u32,
    count: impl Fn(&C, A) -> u32,
    pile: impl Fn(&C, T) -> u32,
    after: Result<C, StepError>,
) -> Result<(), TestCaseError> {
    let frames = frames.map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(frames.iter().map(|f| f.at).collect::<Vec<_>>(), at);
    let (mut counts, mut hand) = (before, 0);
    for frame in &frames {
        prop_assert_eq!(total(&frame.counts) + frame.hand, total(before));
        let carried = frame.carried_off.map_or(0, |(n, _)| u32::from(n));
        prop_assert_eq!(
            count(counts, frame.at) + hand,
            count(&frame.counts, frame.at) + frame.hand + carried,
            "what {:?} lost went to the hand or was carried off",
            frame.at
        );
        if let Some((n, to)) = frame.carried_off {
            prop_assert!(n > 0, "a frame carries off no stones");
            prop_assert_eq!(pile(&frame.counts, to), pile(counts, to) + u32::from(n));
        }
        (counts, hand) = (&frame.counts, frame.hand);
    }
    if let Some(last) = frames.last() {
        prop_assert_eq!(Ok(&last.counts), after.as_ref());
        prop_assert_eq!(last.hand, 0);
    }
    Ok(())
}

/// A two-row board with the stores set to the final totals, the houses emptied when the
/// totals count every seed.
fn final_board(board: &Board, totals: &[(Side, u32)]) -> Board {
    let all: u32 = totals.iter().map(|&(_, t)| t).sum();
    let mut swept = Board::new(board.houses_per_side(), 0);
    for side in Side::ALL {
        if all != board.total() {
            for n in 1..=board.houses_per_side() {
                let pit = Pit::House(side, n);
                swept.add(swept.index(pit).unwrap(), board.count(pit));
            }
        }
    }
    for &(side, total) in totals {
        swept.add(swept.store_index(side), u8::try_from(total).unwrap());
    }
    swept
}

/// A position type's replay, by its kind of board (see `mancala::for_every_position_type!`).
macro_rules! replay {
    // The two-row games: Kalah's and the DOS games' reports both hold the shared steps.
    (TwoRows, $position:ty) => {
        impl Replay for $position {
            type Counts = Board;

            fn counts(&self) -> Board {
                *self.board()
            }

            fn steps(report: &Self::Report) -> (usize, usize) {
                sweep_start(&report.steps, two_row::Step::is_end_sweep)
            }

            fn replay(&self, report: &Self::Report, n: usize) -> Result<Board, StepError> {
                two_row::replay_steps(self.board(), report.mover, &report.steps[..n])
            }

            /// A frame for every step at a pit, in order; no seed appears or vanishes
            /// (the board's and the hand's add up to the seeds before the move); the last
            /// frame shows the counts every step leaves.
            fn check_frames(&self, report: &Self::Report) -> Result<(), TestCaseError> {
                check_frames_of(
                    two_row::replay_frames(self.board(), report.mover, &report.steps),
                    report.steps.iter().filter_map(two_row::Step::pit).collect(),
                    self.board(),
                    Board::total,
                    |b, pit| u32::from(b.count(pit)),
                    |b, side| u32::from(b.count(Pit::Store(side))),
                    self.replay(report, report.steps.len()),
                )
            }

            fn final_counts(&self) -> Board {
                final_board(self.board(), self.outcome().unwrap().totals())
            }
        }
    };
    (Grid, $position:ty) => {
        impl Replay for $position {
            type Counts = CalcalaCounts;

            fn counts(&self) -> CalcalaCounts {
                // The position's own counts (its inherent method).
                Self::counts(self)
            }

            fn steps(report: &Self::Report) -> (usize, usize) {
                // Nothing moves at Calcala's end.
                (report.steps.len(), report.steps.len())
            }

            fn replay(&self, report: &Self::Report, n: usize) -> Result<CalcalaCounts, StepError> {
                calcala::replay_steps(&self.counts(), report.mover, &report.steps[..n])
            }

            /// As for the two-row games: a frame for every step at a pit, in order, no stone
            /// appearing or vanishing, the last frame showing the counts after the move.
            fn check_frames(&self, report: &Self::Report) -> Result<(), TestCaseError> {
                let before = self.counts();
                check_frames_of(
                    calcala::replay_frames(&before, report.mover, &report.steps),
                    report
                        .steps
                        .iter()
                        .filter_map(calcala::CalcalaStep::cell)
                        .collect(),
                    &before,
                    |c| c.pits.iter().chain(&c.piles).map(|&n| u32::from(n)).sum(),
                    |c, cell| u32::from(c.pits[cell.index()]),
                    |c, seat| u32::from(c.piles[seat.index()]),
                    self.replay(report, report.steps.len()),
                )
            }

            fn final_counts(&self) -> CalcalaCounts {
                let mut counts = self.counts();
                let totals = self.outcome().unwrap().totals();
                let all: u32 = totals.iter().map(|&(_, t)| t).sum();
                let stones: u32 = counts
                    .pits
                    .iter()
                    .chain(&counts.piles)
                    .map(|&n| u32::from(n))
                    .sum();
                if all == stones {
                    counts.pits = [0; 36];
                }
                for &(seat, total) in totals {
                    counts.piles[seat.index()] = u8::try_from(total).unwrap();
                }
                counts
            }
        }
    };
    (Cells, $position:ty) => {
        impl Replay for $position {
            type Counts = RoocalaCounts;

            fn counts(&self) -> RoocalaCounts {
                // The position's own counts (its inherent method).
                Self::counts(self)
            }

            fn steps(report: &Self::Report) -> (usize, usize) {
                sweep_start(&report.steps, roocala::RoocalaStep::is_end_sweep)
            }

            fn replay(&self, report: &Self::Report, n: usize) -> Result<RoocalaCounts, StepError> {
                roocala::replay_steps(&self.counts(), report.mover, &report.steps[..n])
            }

            /// A frame for every step, in order, at the step's cell; no checker appears or vanishes
            /// (cells, hand and points add up, the end sweep included); the last frame shows the
            /// counts every step leaves.
            fn check_frames(&self, report: &Self::Report) -> Result<(), TestCaseError> {
                let before = self.counts();
                check_frames_of(
                    roocala::replay_frames(&before, report.mover, &report.steps),
                    report
                        .steps
                        .iter()
                        .map(roocala::RoocalaStep::cell)
                        .collect(),
                    &before,
                    |c| {
                        c.checkers.iter().map(|&n| u32::from(n)).sum::<u32>()
                            + Side::ALL
                                .into_iter()
                                .map(|s| u32::from(c.points[s]))
                                .sum::<u32>()
                    },
                    |c, cell| u32::from(c.checkers[usize::from(cell)]),
                    |c, side| u32::from(c.points[side]),
                    self.replay(report, report.steps.len()),
                )
            }

            fn final_counts(&self) -> RoocalaCounts {
                let mut counts = self.counts();
                let totals = self.outcome().unwrap().totals();
                let all: u32 = totals.iter().map(|&(_, t)| t).sum();
                if all == self.total_points() {
                    counts.checkers = [0; roocala::MAX_CELLS];
                }
                for &(side, total) in totals {
                    counts.points[side] = u8::try_from(total).unwrap();
                }
                counts
            }
        }
    };
}

mancala::for_every_position_type!(replay);

/// Plays a random game to its end, checking every move's steps; returns how the game
/// ended.
fn check_game<P: Replay>(
    rules: P::Rules,
    picks: &[usize],
    max_plies: usize,
) -> Result<EndReason<P::Player>, TestCaseError> {
    let mut game = Game::<P>::new(rules);
    for (ply, pick) in picks.iter().cycle().enumerate() {
        let before = game.position().clone();
        let legal = before.legal_moves();
        if legal.is_empty() {
            break;
        }
        prop_assert!(ply < max_plies, "game did not end");
        let report = game.play(legal[pick % legal.len()]).unwrap().clone();
        let after = game.position();
        let (moved, all) = P::steps(&report);
        prop_assert_eq!(
            before.replay(&report, moved),
            Ok(after.counts()),
            "ply {}",
            ply
        );
        before.check_frames(&report)?;
        let swept = before.replay(&report, all);
        if after.outcome().is_some() {
            prop_assert_eq!(swept, Ok(after.final_counts()), "ply {}", ply);
        } else {
            prop_assert_eq!(moved, all, "a sweep before the end, ply {}", ply);
        }
    }
    let outcome = game.position().outcome().expect("the game ended");
    Ok(outcome.reason())
}

fn picks() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0usize..64, 1..40)
}

/// Every game, under any of its rules: every move's steps replay to the next position.
#[test]
fn every_games_steps_replay_to_the_next_position() {
    for_every_game(|game| {
        mancala::with_position!(game, P => check_cases(
            game,
            P::CASES,
            (any_rules::<<P as Position>::Rules>(game), picks()),
            |(rules, picks)| check_game::<P>(rules, &picks, P::MAX_PLIES).map(|_| ()),
        ))
    });
}

/// A game of Oware played with a simple generator's picks until it ends by repetition,
/// where each player takes the seeds left on their own side.
#[test]
fn a_repetition_in_a_dos_game_sweeps_each_side_to_its_owner() {
    let mut seed = 0x9e37_79b9_u64;
    let rules = HomeGameRules::for_game(GameId::Oware).unwrap();
    for _ in 0..2_000 {
        let mut game = Game::<HomePosition>::new(rules);
        loop {
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            game.play(legal[seed as usize % legal.len()]).unwrap();
        }
        let end = game.position();
        if end.outcome().unwrap().reason() != EndReason::Repetition {
            continue;
        }
        let before = &game.positions()[game.positions().len() - 2];
        let report = game.last_report().unwrap();
        let (moved, all) = HomePosition::steps(report);
        assert!(moved < all, "seeds are left on the board");
        for step in &report.steps[moved..] {
            let two_row::Step::EndSweep { pit, to, .. } = *step else {
                unreachable!()
            };
            assert_eq!(pit.owner(), to);
        }
        assert_eq!(before.replay(report, moved), Ok(end.counts()));
        assert_eq!(before.replay(report, all), Ok(end.final_counts()));
        return;
    }
    panic!("no game ended by repetition");
}
