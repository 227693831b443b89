//! The databases against an exhaustive search of the game tree (plain minimax, the game's
//! own repetition rule applied along each line): every position of a few seeds, and the
//! endings of random games with either seat to move.

use super::*;
use crate::games::awari::{AwariPosition, AwariRules};
use crate::games::ayo::{AyoPosition, AyoRules};
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::oware::{OwarePosition, OwareRules};
use crate::games::{Game, RuleOptions};
use crate::search::Rng;

/// The final margin of the player to move with perfect play, by searching every line to
/// the end; a third occurrence of a position on the line ends the game as the rules say.
fn minimax<P: Position>(position: &P, line: &mut Vec<u64>) -> i32 {
    if let Some(outcome) = position.outcome() {
        return margin_of(outcome, position.to_move());
    }
    let mover = position.to_move();
    let mut best = i32::MIN;
    for m in position.legal_moves() {
        let mut child = position.play_fast(m).unwrap();
        if P::REPETITION_ENDS && child.outcome().is_none() {
            let seen = line.iter().filter(|&&k| k == child.key()).count();
            if seen >= 2 {
                child = child.end_by_repetition().unwrap();
            }
        }
        let v = match child.outcome() {
            Some(outcome) => margin_of(outcome, mover),
            None => {
                line.push(child.key());
                let v = minimax(&child, line);
                line.pop();
                if child.to_move() == mover {
                    v
                } else {
                    -v
                }
            }
        };
        best = best.max(v);
    }
    best
}

/// Every position of at most `seeds` seeds (South to move, every room before the early
/// end) that the database values agrees with the exhaustive search; returns how many
/// positions were valued and how many were not over.
fn agrees_everywhere<P: Position>(rules: P::Rules, seeds: u32) -> (u64, u64) {
    let endgames = Endgames::build::<P>(&rules, seeds).unwrap();
    let houses = endgames.houses;
    let mut valued = 0;
    let mut playable = 0;
    let mut board = [0u8; 2 * REDUCED_HOUSES];
    let mut each = |endgames: &mut Endgames, board: &[u8]| {
        let n: u32 = board.iter().map(|&s| u32::from(s)).sum();
        for room in 0..=n {
            let mover_store = endgames.half - room;
            let Some(opponent_store) = endgames.total.checked_sub(n + mover_store) else {
                continue;
            };
            let mut reduced = Reduced {
                houses_per_side: houses / 2,
                houses: [0; 2 * REDUCED_HOUSES],
                stores: [mover_store, opponent_store],
            };
            reduced.houses[..houses].copy_from_slice(board);
            let Some(position) = P::from_reduced(&rules, &reduced) else {
                continue;
            };
            if position.outcome().is_some() {
                continue;
            }
            playable += 1;
            if let Some(margin) = endgames.margin(&position) {
                let line = &mut vec![position.key()];
                assert_eq!(margin, minimax(&position, line), "{position:?}");
                valued += 1;
            }
        }
    };
    let mut endgames = endgames;
    for n in 0..=seeds {
        endgames.each_board(&mut board, 0, n, &mut each);
    }
    (valued, playable)
}

#[test]
fn kalah_values_every_position_of_four_seeds_exactly() {
    let (valued, playable) = agrees_everywhere::<KalahPosition>(KalahRules::default(), 4);
    assert_eq!(valued, playable);
    assert!(valued > 5_000, "{valued}");
    let mut rules = KalahRules::default();
    rules.set("transfer", "stones-opposite").unwrap();
    rules.set("remaining", "opponent").unwrap();
    rules.set("houses", "4").unwrap();
    let (valued, playable) = agrees_everywhere::<KalahPosition>(rules, 5);
    assert_eq!(valued, playable);
}

#[test]
fn awari_values_every_position_of_four_seeds_exactly() {
    let (valued, playable) = agrees_everywhere::<AwariPosition>(AwariRules.into(), 4);
    assert_eq!(valued, playable, "Awari cannot repeat a position");
    assert!(valued > 5_000, "{valued}");
}

#[test]
fn ayo_and_oware_value_exactly_the_positions_that_cannot_repeat() {
    let (valued, playable) = agrees_everywhere::<AyoPosition>(AyoRules::default().into(), 3);
    assert!(valued > 100 && valued < playable, "{valued} of {playable}");
    let (valued, playable) = agrees_everywhere::<OwarePosition>(OwareRules.into(), 3);
    assert!(valued > 100 && valued < playable, "{valued} of {playable}");
}

/// Random games played down to `seeds` seeds on the board: the database agrees with the
/// exhaustive search whichever seat is to move; returns how many endings it valued.
fn agrees_in_random_endings<P: Position>(rules: P::Rules, seeds: u32, seed: u64) -> usize {
    let endgames = Endgames::build::<P>(&rules, seeds).unwrap();
    assert!(endgames.fits::<P>(&rules));
    let mut rng = Rng::new(seed);
    let mut valued = 0;
    for _ in 0..200 {
        let mut game = Game::<P>::new(rules);
        while game.position().outcome().is_none() {
            let position = game.position();
            if position.seeds().unwrap().in_play <= seeds {
                if let Some(margin) = endgames.margin(position) {
                    let line = &mut vec![position.key()];
                    assert_eq!(margin, minimax(position, line), "{position:?}");
                    valued += 1;
                }
            }
            let legal = game.position().legal_moves();
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
    }
    valued
}

#[test]
fn random_endings_agree_with_either_seat_to_move() {
    assert!(agrees_in_random_endings::<KalahPosition>(KalahRules::default(), 6, 1) > 50);
    assert!(agrees_in_random_endings::<AwariPosition>(AwariRules.into(), 6, 2) > 50);
    assert!(agrees_in_random_endings::<OwarePosition>(OwareRules.into(), 5, 3) > 10);
}

#[test]
fn other_rules_do_not_fit() {
    let endgames = Endgames::build::<AwariPosition>(&AwariRules.into(), 2).unwrap();
    assert!(!endgames.fits::<OwarePosition>(&OwareRules.into()));
    assert!(!endgames.fits::<KalahPosition>(&KalahRules::default()));
}
