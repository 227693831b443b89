use std::ops::ControlFlow;

use super::*;
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::{Position, RuleOptions};
use crate::search::analysis::Budgets;

fn never() -> bool {
    false
}

/// A small Kalah: every move's exact value by the solver, the best first, each the
/// solver's value of the position after it.
#[test]
fn small_kalah_is_valued_exactly_by_the_solver() {
    let rules = KalahRules::default()
        .with_pairs([("houses", "3"), ("seeds", "3")])
        .unwrap();
    let game = Game::<KalahPosition>::replay(rules, &["1"]).unwrap();
    let mut explorer = Explorer::new(Budgets::STANDARD);
    let mut heard = Vec::new();
    let found = explorer.explore(&game, None, &never, 10, &mut |e| {
        heard.push(e.clone());
        ControlFlow::Continue(())
    });
    assert!(found.complete);
    assert_eq!(heard.len(), 1, "exact at once: one report");
    assert_eq!(heard[0], found);
    assert_eq!(found.moves.len(), game.position().legal_moves().len());
    let mut prover = KalahProver::new(&Budgets::STANDARD);
    for worth in &found.moves {
        assert!(worth.exact() && worth.depth == 0, "{worth:?}");
        let mut after = game.clone();
        after.play(worth.played).unwrap();
        let mover = game.position().to_move();
        let expected = match after.position().outcome() {
            Some(outcome) => margin_of(outcome, mover),
            None => {
                let v = prover.value(after.position(), None).unwrap().value;
                if after.position().to_move() == mover {
                    v
                } else {
                    -v
                }
            }
        };
        assert_eq!(worth.value, expected, "{worth:?}");
        assert_eq!(worth.score, 100 * expected);
    }
    assert!(found.moves.windows(2).all(|w| w[0].score >= w[1].score));
    assert_eq!(found.best_line()[0], found.moves[0].played);
}

/// Elsewhere, the search: a report a depth, each deeper, every legal move in each.
#[test]
fn awari_is_searched_one_ply_deeper_each_time() {
    let rules = RuleOptions::for_game(GameId::Awari).unwrap();
    let game = Game::<crate::games::two_row::HomePosition>::new(rules);
    let mut explorer = Explorer::new(Budgets::STANDARD);
    let mut depths = Vec::new();
    let found = explorer.explore(&game, None, &never, 4, &mut |e| {
        assert_eq!(e.moves.len(), 6);
        depths.push(e.depth);
        ControlFlow::Continue(())
    });
    assert_eq!(depths, [0, 1, 2, 3, 4]);
    assert_eq!(found.depth, 4);
    assert!(!found.complete);
    for worth in &found.moves {
        assert_eq!(worth.source, Source::Search);
        assert_eq!(worth.line[0], worth.played);
        assert!(worth.depth >= 1 && worth.depth <= 4, "{worth:?}");
    }
    // A caller that breaks stops the exploration there.
    let mut reports = 0;
    explorer.explore(&game, None, &never, 10, &mut |_| {
        reports += 1;
        if reports == 2 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert_eq!(reports, 2);
}

/// A stop before anything is searched leaves the moves unsearched, not wrong.
#[test]
fn a_stop_keeps_the_last_complete_depth() {
    let rules = RuleOptions::for_game(GameId::Oware).unwrap();
    let game = Game::<crate::games::two_row::HomePosition>::new(rules);
    let found = Explorer::new(Budgets::STANDARD).explore(&game, None, &|| true, 10, &mut |_| {
        ControlFlow::Continue(())
    });
    assert_eq!(found.depth, 0);
    assert_eq!(found.moves.len(), 6);
}

/// Kalah's opening from its book: every move exact, as the book proved it.
#[test]
fn the_kalah_opening_is_valued_from_the_book() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/static/books/kalah.txt");
    let book = Book::from_text(&std::fs::read_to_string(path).unwrap()).unwrap();
    let game = Game::<KalahPosition>::new(KalahRules::default());
    let found = Explorer::new(Budgets {
        solver_nodes: 0,
        ..Budgets::STANDARD
    })
    .explore(&game, Some(&book), &never, 10, &mut |_| {
        ControlFlow::Continue(())
    });
    assert!(found.complete, "{found:?}");
    assert!(found.moves.iter().all(|m| m.source == Source::Book));
    // The first player's value of Kalah(6,4) is +10 (docs/RULES.md section 2): the best
    // move keeps it.
    assert_eq!(found.moves[0].value, 10);
    assert_eq!(found.moves[0].played.to_string(), "3");
}

/// With three players, each move is played out and valued by the captures.
#[test]
fn three_player_calcala_moves_have_shares() {
    let rules = crate::games::calcala::CalcalaRules::default()
        .with_pairs([("players", "3")])
        .unwrap();
    let game = Game::<crate::games::calcala::CalcalaPosition>::new(rules);
    let found = Explorer::new(Budgets::STANDARD)
        .explore(&game, None, &never, 3, &mut |_| ControlFlow::Continue(()));
    assert_eq!(found.moves.len(), game.position().legal_moves().len());
    assert!(found
        .moves
        .iter()
        .all(|m| m.source == Source::Playout && m.shares.len() == 3));
}
