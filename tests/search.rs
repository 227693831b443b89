//! The computer opponent never returns an illegal move: random positions of every game,
//! reached by random moves (repetitions included), searched at small budgets with and
//! without noise.

use mancala::games::{Game, Position};
use mancala::search::{search, Evaluate, Level, Limits, Multi, Noise, Settings};
use proptest::prelude::*;

mod common;
use common::{any_rules, check_cases, for_every_game};
use proptest::test_runner::TestCaseError;

fn check<P: Evaluate>(rules: P::Rules, picks: &[usize], seed: u64) -> Result<(), TestCaseError> {
    let mut game = Game::<P>::new(rules);
    for &pick in picks {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(legal[pick % legal.len()]).unwrap();
    }
    let noise = Noise {
        temperature: 100,
        window: 300,
    };
    // How the other players are foreseen matters only in Calcala with 3 or 4 players.
    for (depth, noise, multi) in [
        (1, None, Multi::Paranoid),
        (3, Some(noise), Multi::Paranoid),
        (4, None, Multi::Paranoid),
        (4, None, Multi::ParanoidDepth(2)),
        (
            4,
            None,
            Multi::Modelled {
                model: Level::Easy,
                candidates: 2,
            },
        ),
    ] {
        let settings = Settings {
            limits: Limits {
                depth: Some(depth),
                nodes: Some(3_000),
                millis: None,
            },
            noise,
            seed,
            table_bits: 12,
            quiescence: u32::from(depth == 3),
            multi,
            enhancements: mancala::search::Enhancements::ALL,
            exact_nodes: 0,
        };
        match search(&game, &settings, &|| false) {
            Some(found) => {
                prop_assert!(game.position().is_legal(found.best), "{:?}", found);
                // The line it expects is playable, repetitions and all.
                let mut line = game.clone();
                for m in found.pv {
                    prop_assert!(line.play(m).is_ok());
                }
            }
            None => prop_assert!(game.position().outcome().is_some()),
        }
    }
    Ok(())
}

fn picks() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0usize..64, 0..120)
}

/// Every game, under any of its rules, from random positions.
#[test]
fn every_game_gets_legal_moves() {
    for_every_game(|game| {
        mancala::with_position!(game, P => check_cases(
            game,
            24,
            (any_rules::<<P as Position>::Rules>(game), picks(), any::<u64>()),
            |(rules, picks, seed)| check::<P>(rules, &picks, seed),
        ))
    });
}
