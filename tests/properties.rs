//! Property tests over random Kalah games under random options: every listed move plays,
//! every other move is refused with the game unchanged, seeds are conserved, games end.

use mancala::games::kalah::{KalahPosition, KalahRules};
use mancala::games::two_row::{HouseMove, TwoRowPosition};
use mancala::games::{Game, Position, RuleOptions};
use proptest::prelude::*;

fn any_rules() -> impl Strategy<Value = KalahRules> {
    let choices: Vec<BoxedStrategy<(&'static str, &'static str)>> = KalahRules::SPECS
        .iter()
        .map(|spec| {
            proptest::sample::select(spec.choices.to_vec())
                .prop_map(move |c| (spec.key, c.value))
                .boxed()
        })
        .collect();
    choices.prop_map(|pairs| KalahRules::from_pairs(pairs).unwrap())
}

/// Plays a game to its end choosing each move by the next random number.
fn random_game(rules: KalahRules, picks: &[usize]) -> Game<KalahPosition> {
    let mut game = Game::<KalahPosition>::new(rules);
    for (ply, pick) in picks.iter().cycle().enumerate() {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        assert!(ply < 10_000, "game did not end");
        game.play(legal[pick % legal.len()]).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn listed_moves_play_and_others_are_refused(
        rules in any_rules(),
        picks in proptest::collection::vec(0usize..64, 1..40),
    ) {
        let game = random_game(rules, &picks);
        let total = rules.total_seeds();
        let mut replay = Game::<KalahPosition>::new(rules);
        for &m in game.moves() {
            let position = replay.position().clone();
            let legal = position.legal_moves();
            for house in 0..=9u8 {
                let candidate = HouseMove(house);
                let result = position.play(candidate);
                prop_assert_eq!(result.is_ok(), legal.contains(&candidate));
                prop_assert_eq!(position.is_legal(candidate), legal.contains(&candidate));
                if let Ok((next, report)) = result {
                    prop_assert_eq!(next.board().total(), total);
                    prop_assert_eq!(report.sown.len(), usize::from(position.board().count(
                        mancala::games::two_row::Pit::House(position.to_move(), house))));
                }
            }
            let before = replay.clone();
            prop_assert!(replay.play(HouseMove(0)).is_err());
            prop_assert_eq!(&replay, &before);
            replay.play(m).unwrap();
        }
        prop_assert_eq!(replay, game);
    }

    #[test]
    fn random_games_end_with_all_seeds_accounted_for(
        rules in any_rules(),
        picks in proptest::collection::vec(0usize..64, 1..40),
    ) {
        let game = random_game(rules, &picks);
        let end = game.position();
        let outcome = end.outcome().expect("the game ended");
        prop_assert!(end.legal_moves().is_empty());
        let totals: u32 = outcome.totals().iter().map(|&(_, t)| t).sum();
        let on_board = rules.total_seeds();
        if rules.get("remaining") == Some("neither") {
            prop_assert!(totals <= on_board);
        } else {
            prop_assert_eq!(totals, on_board);
        }
        // A saved game loads back to the same game.
        let record = game.to_record();
        prop_assert_eq!(Game::<KalahPosition>::from_record(&record).unwrap(), game);
    }
}
