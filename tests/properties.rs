//! Property tests over random games of every two-row game under random options: every
//! listed move plays, every other move is refused with the game unchanged, seeds are
//! conserved, games end (relays included), and saved games load back.

use mancala::games::awari::AwariPosition;
use mancala::games::ayo::AyoPosition;
use mancala::games::kalah::KalahPosition;
use mancala::games::oware::OwarePosition;
use mancala::games::two_row::{HouseMove, TwoRowPosition};
use mancala::games::{EndReason, Game, Position, RuleOptions};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Any rule set of a game, every option drawn from its table.
fn any_rules<R: RuleOptions + std::fmt::Debug + 'static>() -> BoxedStrategy<R> {
    let choices: Vec<BoxedStrategy<(&'static str, &'static str)>> = R::SPECS
        .iter()
        .map(|spec| {
            proptest::sample::select(spec.choices.to_vec())
                .prop_map(move |c| (spec.key, c.value))
                .boxed()
        })
        .collect();
    choices
        .prop_map(|pairs| R::from_pairs(pairs).unwrap())
        .boxed()
}

/// Plays a game to its end choosing each move by the next random number.
fn random_game<P: TwoRowPosition<Move = HouseMove>>(rules: P::Rules, picks: &[usize]) -> Game<P> {
    let mut game = Game::<P>::new(rules);
    for (ply, pick) in picks.iter().cycle().enumerate() {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        assert!(ply < 20_000, "game did not end");
        game.play(legal[pick % legal.len()]).unwrap();
    }
    game
}

fn check_game<P: TwoRowPosition<Move = HouseMove>>(
    rules: P::Rules,
    picks: &[usize],
) -> Result<(), TestCaseError> {
    let game = random_game::<P>(rules, picks);
    let start = Game::<P>::new(rules);
    let total = start.position().board().total();

    // Replaying checks every position on the way.
    let mut replay = Game::<P>::new(rules);
    for &m in game.moves() {
        let position = replay.position().clone();
        let legal = position.legal_moves();
        for house in 0..=9u8 {
            let candidate = HouseMove(house);
            let result = position.play(candidate);
            prop_assert_eq!(result.is_ok(), legal.contains(&candidate));
            prop_assert_eq!(position.is_legal(candidate), legal.contains(&candidate));
            if let Ok((next, _)) = result {
                prop_assert_eq!(next.board().total(), total);
            }
        }
        let before = replay.clone();
        prop_assert!(replay.play(HouseMove(0)).is_err());
        prop_assert_eq!(&replay, &before);
        replay.play(m).unwrap();
    }
    prop_assert_eq!(&replay, &game);

    // The end: no moves, every seed accounted for.
    let end = game.position();
    let outcome = end.outcome().expect("the game ended");
    prop_assert!(end.legal_moves().is_empty());
    let totals: u32 = outcome.totals().iter().map(|&(_, t)| t).sum();
    let seeds_count_for_nobody = matches!(outcome.reason(), EndReason::StoreMajority(_))
        && P::GAME.as_str() != "kalah"
        || rules.get("remaining") == Some("neither");
    if seeds_count_for_nobody {
        prop_assert!(totals <= total);
    } else {
        prop_assert_eq!(totals, total);
    }
    let best = outcome.totals().iter().map(|&(_, t)| t).max().unwrap();
    for &(player, t) in outcome.totals() {
        prop_assert_eq!(
            outcome.winners().contains(&player),
            t == best && !outcome.is_draw()
        );
    }

    // A saved game loads back to the same game.
    let record = game.to_record();
    prop_assert_eq!(&Game::<P>::from_record(&record).unwrap(), &game);
    Ok(())
}

fn picks() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0usize..64, 1..40)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn kalah_games_keep_the_rules(rules in any_rules::<<KalahPosition as Position>::Rules>(), picks in picks()) {
        check_game::<KalahPosition>(rules, &picks)?;
    }

    #[test]
    fn awari_games_keep_the_rules(rules in any_rules::<<AwariPosition as Position>::Rules>(), picks in picks()) {
        check_game::<AwariPosition>(rules, &picks)?;
    }

    #[test]
    fn ayo_games_keep_the_rules(rules in any_rules::<<AyoPosition as Position>::Rules>(), picks in picks()) {
        check_game::<AyoPosition>(rules, &picks)?;
    }

    #[test]
    fn oware_games_keep_the_rules(rules in any_rules::<<OwarePosition as Position>::Rules>(), picks in picks()) {
        check_game::<OwarePosition>(rules, &picks)?;
    }
}
