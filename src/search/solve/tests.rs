//! The solver against a plain minimax written straight from RULES.md section 2 on the
//! engine's own board (and checked against the engine's moves while the engine plays on),
//! on small boards under every option.

use super::*;
use crate::games::kalah::{GameEnd, KalahRules, Remaining, Transfer};
use crate::games::two_row::{Board, HouseMove, Pit};
use crate::games::{Game, RuleOptions};
use std::collections::HashMap;

type Seen = HashMap<(Board, Side), i32>;

/// South's final margin with perfect play, by exhaustive minimax (remembering positions
/// already valued, so that the test stays quick).
fn minimax(
    rules: &KalahRules,
    board: Board,
    mover: Side,
    engine: Option<&KalahPosition>,
    seen: &mut Seen,
) -> i32 {
    if let Some(&v) = seen.get(&(board, mover)) {
        return v;
    }
    let h = rules.houses();
    let mut best: Option<i32> = None;
    for house in 1..=h {
        if board.count(Pit::House(mover, house)) == 0 {
            continue;
        }
        let mut b = board;
        let start = b.house_index(mover, house);
        let mut in_hand = b.take(start);
        let mut at = start;
        while in_hand > 0 {
            at = b.next(at);
            if at == b.store_index(mover.opponent()) {
                continue;
            }
            b.add(at, 1);
            in_hand -= 1;
        }
        let mut next = mover.opponent();
        if at == b.store_index(mover) {
            next = mover;
        } else if b.owner(at) == mover && b.get(at) == 1 {
            let opposite = b.opposite(at);
            if b.get(opposite) > 0 || rules.transfer() == Transfer::Always {
                let taken = b.take(at) + b.take(opposite);
                b.add(b.store_index(mover), taken);
            }
        }
        // The engine agrees on the move while it plays on (it stops early at a majority).
        let engine_next = engine.map(|p| p.play(HouseMove(house)).unwrap().0);
        if let Some(e) = &engine_next {
            assert_eq!(e.board(), &b);
            if e.outcome().is_none() {
                assert_eq!(e.to_move(), next);
            }
        }
        let empty = |s: Side| b.house_total(s) == 0;
        let ended = match rules.end() {
            GameEnd::AnyEmpty => empty(Side::South) || empty(Side::North),
            GameEnd::NewMoverEmpty => empty(next),
        };
        let v = if ended {
            let total = |s: Side| {
                let left = match rules.remaining() {
                    Remaining::Owner => b.house_total(s),
                    Remaining::Opponent => b.house_total(s.opponent()),
                    Remaining::Neither => 0,
                };
                (u32::from(b.store(s)) + left) as i32
            };
            total(Side::South) - total(Side::North)
        } else {
            let engine_next = engine_next.filter(|e| e.outcome().is_none());
            minimax(rules, b, next, engine_next.as_ref(), seen)
        };
        let better = match (best, mover) {
            (None, _) => true,
            (Some(x), Side::South) => v > x,
            (Some(x), Side::North) => v < x,
        };
        if better {
            best = Some(v);
        }
    }
    let best = best.expect("a position of a game in progress has a move");
    seen.insert((board, mover), best);
    best
}

fn all_rules(seeds: &[&'static str]) -> Vec<KalahRules> {
    let mut all = Vec::new();
    for &s in seeds {
        for transfer in ["always", "stones-opposite"] {
            for end in ["any-empty", "new-mover-empty"] {
                for remaining in ["owner", "opponent", "neither"] {
                    for starter in ["south", "north"] {
                        all.push(
                            KalahRules::from_pairs([
                                ("houses", "3"),
                                ("seeds", s),
                                ("transfer", transfer),
                                ("end", end),
                                ("remaining", remaining),
                                ("starter", starter),
                            ])
                            .unwrap(),
                        );
                    }
                }
            }
        }
    }
    all
}

#[test]
fn solve_agrees_with_minimax_on_three_houses_under_every_option() {
    for rules in all_rules(&["1", "2", "3"]) {
        let game = Game::<KalahPosition>::new(rules);
        let p = game.position();
        let expected = minimax(&rules, *p.board(), p.to_move(), Some(p), &mut Seen::new());
        let solution = solve_kalah(p, 14, 6);
        assert_eq!(solution.value, expected, "{rules:?}");
        // The move it names reaches the value.
        let m = solution.best.expect("a move");
        let next = p.play(m).unwrap().0;
        let after = solve_kalah(&next, 14, 6);
        if next.outcome().is_none() {
            assert_eq!(after.value, expected, "{rules:?} after {m}");
        }
    }
}

#[test]
fn solve_agrees_with_minimax_in_the_middle_of_games() {
    for rules in all_rules(&["3"]) {
        let mut game = Game::<KalahPosition>::new(rules);
        for pick in [2, 1] {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[pick % moves.len()]).unwrap();
            let p = game.position();
            if p.outcome().is_some() {
                break;
            }
            let expected = minimax(&rules, *p.board(), p.to_move(), Some(p), &mut Seen::new());
            assert_eq!(
                solve_kalah(p, 14, 6).value,
                expected,
                "{rules:?} {:?}",
                game.moves()
            );
        }
    }
}

#[test]
fn a_finished_game_is_its_final_margin() {
    let rules = KalahRules::from_pairs([("houses", "3"), ("seeds", "1")]).unwrap();
    let game = Game::<KalahPosition>::replay(rules, &["3", "2", "3", "2"]).unwrap();
    let s = solve_kalah(game.position(), 4, 6);
    assert_eq!((s.value, s.best), (0, None));
}

#[test]
fn the_endgame_database_and_the_table_agree_at_any_size() {
    // Kalah(3,2) has 12 seeds: from no database to all of the game in it, and from a
    // table of 16 buckets (replaced all the time) to one that holds everything.
    for rules in all_rules(&["2"]) {
        let game = Game::<KalahPosition>::new(rules);
        let p = game.position();
        let expected = minimax(&rules, *p.board(), p.to_move(), Some(p), &mut Seen::new());
        for (table_bits, endgame_seeds) in [(4, 0), (4, 5), (12, 0), (12, 12), (12, 40)] {
            let solution = solve_kalah(p, table_bits, endgame_seeds);
            assert_eq!(
                solution.value, expected,
                "{rules:?} table {table_bits} endgames {endgame_seeds}"
            );
        }
    }
}

#[test]
fn a_database_read_back_from_its_bytes_solves_as_the_one_built() {
    for rules in all_rules(&["2"]) {
        let game = Game::<KalahPosition>::new(rules);
        let p = game.position();
        let built = KalahSolver::new(p, 10, 8);
        let bytes = built.database_bytes();
        let mut read = KalahSolver::with_database(p, 10, 8, &bytes).expect("its own bytes");
        assert_eq!(read.endgame_positions(), 0, "{rules:?}: read, not built");
        assert_eq!(read.database_bytes(), bytes, "{rules:?}");
        let expected = solve_kalah(p, 10, 8).value;
        assert_eq!(read.solve(p, None, &|| false).unwrap().value, expected);
    }
}

#[test]
fn a_database_file_of_other_rules_or_damaged_is_refused_with_the_reason() {
    let rules = KalahRules::from_pairs([("houses", "3"), ("seeds", "2")]).unwrap();
    let p = Game::<KalahPosition>::new(rules).position().clone();
    let bytes = KalahSolver::new(&p, 8, 8).database_bytes();
    let refusal =
        |position: &KalahPosition, seeds: u32, bytes: &[u8]| match KalahSolver::with_database(
            position, 8, seeds, bytes,
        ) {
            Ok(_) => panic!("read as a database of {seeds} seeds"),
            Err(why) => why,
        };
    // Another size, other rules.
    assert!(
        refusal(&p, 7, &bytes).contains("seeds 8`, not"),
        "{}",
        refusal(&p, 7, &bytes)
    );
    let other = KalahRules::from_pairs([
        ("houses", "3"),
        ("seeds", "2"),
        ("transfer", "stones-opposite"),
    ])
    .unwrap();
    let q = Game::<KalahPosition>::new(other).position().clone();
    assert!(refusal(&q, 8, &bytes).contains("StonesOpposite"));
    // Cut short, a value changed, no header, nothing at all.
    assert!(refusal(&p, 8, &bytes[..bytes.len() - 1]).contains("damaged"));
    let mut changed = bytes.clone();
    *changed.last_mut().unwrap() ^= 1;
    assert!(refusal(&p, 8, &changed).contains("checksum"));
    let values_only = &bytes[bytes.iter().position(|&b| b == b'\n').unwrap() + 1..];
    assert!(!refusal(&p, 8, values_only).is_empty());
    assert!(refusal(&p, 8, &[]).contains("does not start with `mancala kalah-endgames 2`"));
    // The names of the files differ where the databases do.
    assert_ne!(
        KalahSolver::database_file_name(&p, 8),
        KalahSolver::database_file_name(&q, 8)
    );
    assert_eq!(
        KalahSolver::database_file_name(&p, 8),
        "kalah-3-always-anyempty-owner-8.endgames"
    );
}

#[test]
fn the_database_cap_sets_its_seeds_and_a_larger_file_is_refused() {
    // Kalah(3, 2): 3,003 positions of at most 8 seeds, 1,716 of at most 7.
    let rules = KalahRules::from_pairs([("houses", "3"), ("seeds", "2")]).unwrap();
    let p = Game::<KalahPosition>::new(rules).position().clone();
    let solved = solve_kalah(&p, 8, 8);
    // The default cap lets 8 seeds be; one of 3,002 bytes only 7, with the same answer.
    let eight = KalahSolver::new_within(&p, 8, 8, 3_003);
    assert_eq!(
        eight.endgame_positions(),
        KalahSolver::new(&p, 8, 8).endgame_positions()
    );
    let mut seven = KalahSolver::new_within(&p, 8, 8, 3_002);
    assert!(seven.endgame_positions() < eight.endgame_positions());
    assert_eq!(
        seven.solve(&p, None, &|| false).unwrap().value,
        solved.value
    );
    assert_eq!(
        KalahSolver::database_file_name_within(&p, 8, 3_002),
        "kalah-3-always-anyempty-owner-7.endgames"
    );
    assert_eq!(
        KalahSolver::database_file_name_within(&p, 8, 3_003),
        KalahSolver::database_file_name(&p, 8)
    );
    // A file of 8 seeds is read within a cap that holds it, refused within one that does
    // not (the solver asks for 7 seeds there).
    let bytes = eight.database_bytes();
    let mut read =
        KalahSolver::with_database_within(&p, 8, 8, 3_003, bytes.clone()).expect("it fits the cap");
    assert_eq!(read.solve(&p, None, &|| false).unwrap().value, solved.value);
    match KalahSolver::with_database_within(&p, 8, 8, 3_002, bytes) {
        Ok(_) => panic!("a database of 3,003 bytes read within a cap of 3,002"),
        Err(why) => assert!(why.contains("seeds 7`"), "{why}"),
    }
    // A rebuild for other rules keeps the cap.
    let other = KalahRules::from_pairs([
        ("houses", "3"),
        ("seeds", "2"),
        ("transfer", "stones-opposite"),
    ])
    .unwrap();
    let q = Game::<KalahPosition>::new(other).position().clone();
    let mut kept = KalahSolver::new_within(&p, 8, 8, 3_002);
    kept.solve(&q, None, &|| false).unwrap();
    assert_eq!(kept.endgames.seeds, 7);
}
