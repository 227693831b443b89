//! The computer opponent never returns an illegal move: random positions of every game,
//! reached by random moves (repetitions included), searched at small budgets with and
//! without noise.

use mancala::games::awari::AwariRules;
use mancala::games::calcala::CalcalaPosition;
use mancala::games::kalah::KalahPosition;
use mancala::games::oware::OwareRules;
use mancala::games::roocala::{BoardKind, RoocalaPosition};
use mancala::games::two_row::HomePosition;
use mancala::games::{Game, GameId, Position};
use mancala::search::{search, Level, Limits, Multi, Noise, Settings};
use proptest::prelude::*;

mod common;
use common::any_rules;
use proptest::test_runner::TestCaseError;

fn check<P: Position>(rules: P::Rules, picks: &[usize], seed: u64) -> Result<(), TestCaseError> {
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn kalah(rules in any_rules(GameId::Kalah), picks in picks(), seed in any::<u64>()) {
        check::<KalahPosition>(rules, &picks, seed)?;
    }

    #[test]
    fn awari(picks in picks(), seed in any::<u64>()) {
        check::<HomePosition>(AwariRules.into(), &picks, seed)?;
    }

    #[test]
    fn ayo(rules in any_rules(GameId::Ayo), picks in picks(), seed in any::<u64>()) {
        check::<HomePosition>(rules, &picks, seed)?;
    }

    #[test]
    fn oware(picks in picks(), seed in any::<u64>()) {
        check::<HomePosition>(OwareRules.into(), &picks, seed)?;
    }

    #[test]
    fn calcala(rules in any_rules(GameId::Calcala), picks in picks(), seed in any::<u64>()) {
        check::<CalcalaPosition>(rules, &picks, seed)?;
    }

    #[test]
    fn roocala_square(picks in picks(), seed in any::<u64>()) {
        check::<RoocalaPosition>(BoardKind::Square, &picks, seed)?;
    }

    #[test]
    fn roocala_hex(picks in picks(), seed in any::<u64>()) {
        check::<RoocalaPosition>(BoardKind::Hex, &picks, seed)?;
    }
}
