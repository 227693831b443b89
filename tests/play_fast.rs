//! Property test of the search's move: for random positions of every game under random
//! options, reached by random play, `play_fast` gives the position `play` gives for every
//! legal move and `None` for every move that is not legal (a move of another position of
//! the same game, or any move once the game is over).

use std::collections::HashSet;

use mancala::games::{Game, Position};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

mod common;
use common::{any_rules, check_cases, for_every_game, Budget};

/// Plies played at most in each random game: the checks at each position are many, and the
/// two-row games mostly end before.
const PLIES: usize = 300;

/// Plays a random game under `rules` (each move chosen by the next random number) and checks
/// `play_fast` against `play` at every position of it, for every move met in the game.
fn check_play_fast<P: Budget>(rules: P::Rules, picks: &[usize]) -> Result<(), TestCaseError> {
    let mut game = Game::<P>::new(rules);
    for (ply, pick) in picks.iter().cycle().enumerate() {
        let legal = game.position().legal_moves();
        if legal.is_empty() || ply >= PLIES.min(P::MAX_PLIES) {
            break;
        }
        game.play(legal[pick % legal.len()]).unwrap();
    }
    let positions = game.positions();
    let moves: HashSet<P::Move> = positions.iter().flat_map(|p| p.legal_moves()).collect();
    for &position in &positions {
        for &m in &moves {
            let slow = position.play(m).ok().map(|(next, _)| next);
            prop_assert_eq!(position.play_fast(m), slow, "{:?} after {:?}", m, position);
        }
    }
    Ok(())
}

fn picks() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0usize..64, 1..60)
}

/// Every game, under any of its rules.
#[test]
fn play_fast_is_play_without_the_report() {
    for_every_game(|game| {
        mancala::with_position!(game, P => check_cases(
            game,
            P::CASES,
            (any_rules::<<P as Position>::Rules>(game), picks()),
            |(rules, picks)| check_play_fast::<P>(rules, &picks),
        ))
    });
}
