//! The databases against an exhaustive search of the game tree (plain minimax, the game's
//! own repetition rule applied along each line): every position of a few seeds, and the
//! endings of random games with either seat to move.

use super::*;
use crate::games::awari::{AwariPosition, AwariRules};
use crate::games::ayo::{AyoPosition, AyoRules};
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::oware::{OwarePosition, OwareRules};
use crate::games::{Game, Position, RuleOptions};
use crate::search::{Evaluate, Rng};

/// The final margin of the player to move with perfect play, by searching every line to
/// the end; a third occurrence of a position on the line ends the game as the rules say.
fn minimax<P: Evaluate>(position: &P, line: &mut Vec<u64>) -> i32 {
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
fn agrees_everywhere<P: Evaluate>(rules: P::Rules, seeds: u32) -> (u64, u64) {
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
fn agrees_in_random_endings<P: Evaluate>(rules: P::Rules, seeds: u32, seed: u64) -> usize {
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
    assert!(agrees_in_random_endings::<AyoPosition>(AyoRules::default().into(), 6, 5) > 50);
}

#[test]
fn other_rules_do_not_fit() {
    let endgames = Endgames::build::<AwariPosition>(&AwariRules.into(), 2).unwrap();
    assert!(!endgames.fits::<OwarePosition>(&OwareRules.into()));
    assert!(!endgames.fits::<KalahPosition>(&KalahRules::default()));
}

#[test]
fn the_rules_are_named_by_their_record_the_same_in_every_build() {
    let name = |rules: KalahRules| rules_name::<KalahPosition>(&rules);
    assert_eq!(
        name(KalahRules::default()).unwrap(),
        "kalah?transfer=always&end=any-empty&remaining=owner&starter=south&seeds=4&houses=6"
    );
    assert_eq!(
        rules_name::<AwariPosition>(&AwariRules.into()).unwrap(),
        "awari"
    );
    let mut five = KalahRules::default();
    five.set("seeds", "5").unwrap();
    assert!(name(five).unwrap().contains("seeds=5"));
    // Rules no record names have no name, and no file.
    let natural = KalahRules::default().to_natural_end();
    assert_eq!(name(natural), None);
    let endgames = Endgames::build::<KalahPosition>(&natural, 2).unwrap();
    assert_eq!(endgames.to_bytes(), None);
    assert!(!endgames.fits::<KalahPosition>(&KalahRules::default()));
}

#[test]
fn a_file_reads_back_as_the_database_it_was_written_from() {
    let rules = AwariRules.into();
    let built = Endgames::build::<AwariPosition>(&rules, 5).unwrap();
    let bytes = built.to_bytes().unwrap();
    assert!(bytes.starts_with(b"mancala endgames 1\nrules awari\nseeds 5\n"));
    let read = Endgames::from_bytes::<AwariPosition>(&rules, bytes.clone()).unwrap();
    assert_eq!(
        (read.seeds(), read.len(), read.valued),
        (5, built.len(), built.valued)
    );
    assert_eq!(read.values(), built.values());
    assert!(read.fits::<AwariPosition>(&rules));
    assert_eq!(read.to_bytes(), Some(bytes));
}

#[test]
fn a_file_of_other_rules_cut_short_or_damaged_is_refused_with_the_reason() {
    let rules: <AwariPosition as Position>::Rules = AwariRules.into();
    let bytes = Endgames::build::<AwariPosition>(&rules, 3)
        .unwrap()
        .to_bytes()
        .unwrap();
    let refused = |bytes: &[u8]| {
        Endgames::from_bytes::<AwariPosition>(&rules, bytes.to_vec())
            .err()
            .unwrap()
    };
    let of_oware = Endgames::from_bytes::<OwarePosition>(&OwareRules.into(), bytes.clone());
    assert!(of_oware
        .err()
        .unwrap()
        .contains("of the rules `awari`, not `oware`"));
    assert!(refused(&bytes[..bytes.len() - 1]).contains("positions"));
    assert!(refused(b"").contains("does not start with `mancala endgames 1`"));
    assert!(refused(b"mancala endgames 2\nrules awari\n\n").contains("does not start with"));
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let header_end = text.find("\n\n").unwrap() + 2;
    let with_header = |header: &str| [header.as_bytes(), &bytes[header_end..]].concat();
    let header = &text[..header_end];
    assert!(refused(&with_header(&header.replace("seeds 3", "seeds x")))
        .contains("no database of `x` seeds"));
    assert!(
        refused(&with_header(&header.replace("seeds 3", "seeds 99")))
            .contains("no database of `99` seeds")
    );
    assert!(
        refused(&with_header(&header.replace("adler32 ", "adler32 z"))).contains("hexadecimal")
    );
    // A value changed: the checksum; a value no position can have, with its checksum.
    let mut damaged = bytes.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    assert!(refused(&damaged).contains("checksum"));
    let mut values = bytes[header_end..].to_vec();
    values[0] = 100;
    let checksum = format!("adler32 {:08x}", adler2::adler32_slice(&values));
    let header = header
        .trim_end()
        .lines()
        .map(|line| {
            if line.starts_with("adler32") {
                checksum.clone()
            } else {
                line.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let forged = [format!("{header}\n\n").as_bytes(), &values].concat();
    let why = refused(&forged);
    assert!(why.contains("a value of 100"), "{why}");
}
