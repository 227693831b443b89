//! The search on positions with a known best move, at every level that should find it
//! (Expert, whose budget is slow in a debug build, in an ignored test run in release), and
//! its contract: deterministic for a seed, nothing to find once the game is over.

use super::*;
use crate::games::awari::{AwariPosition, AwariRules};
use crate::games::calcala::{CalcalaPosition, CalcalaRules};
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::oware::{OwarePosition, OwareRules};
use crate::games::roocala::{BoardKind, RoocalaPosition};
use crate::games::{BySide, Position, RuleOptions, Side};

const QUICK_LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

fn kalah(south: [u8; 6], north: [u8; 6], stores: (u8, u8)) -> Game<KalahPosition> {
    let p = KalahPosition::from_setup(
        KalahRules::default(),
        BySide {
            south: &south,
            north: &north,
        },
        BySide {
            south: stores.0,
            north: stores.1,
        },
        Side::South,
    )
    .unwrap();
    Game::from_position(p)
}

fn replay<P: Evaluate>(rules: P::Rules, moves: &str) -> Game<P> {
    let moves: Vec<&str> = moves.split_whitespace().collect();
    Game::replay(rules, &moves).unwrap()
}

fn assert_finds<P: Evaluate>(game: &Game<P>, levels: &[Level], expected: &str) {
    for &level in levels {
        for seed in 0..3 {
            let found = best_move(game, level, seed).unwrap();
            assert_eq!(
                found.best.to_string(),
                expected,
                "{level} seed {seed}: {found:?}"
            );
            assert_eq!(found.pv.first(), Some(&found.best));
        }
    }
}

/// A big capture: S3's one seed falls in empty S4 and takes N3's ten.
fn kalah_capture() -> Game<KalahPosition> {
    kalah([0, 0, 1, 0, 0, 3], [2, 2, 10, 2, 2, 2], (12, 12))
}

/// A chain of extra turns: 6 (one seed home), then 5, then 6 again, then 4 ...; any other
/// order breaks the chain.
fn kalah_chain() -> Game<KalahPosition> {
    kalah([0, 0, 0, 3, 2, 1], [3, 3, 3, 3, 3, 3], (12, 12))
}

/// Oware: North's house 5 relays and nets nearly ten seeds in fours; no other move nets
/// more than five.
fn oware_relay() -> Game<OwarePosition> {
    replay(OwareRules.into(), "6 5")
}

/// Roocala: the rook on b2 runs up the b-file and takes North's rook on b6.
fn roocala_rook_capture() -> Game<RoocalaPosition> {
    replay(BoardKind::Square, "a2 b5-b6")
}

/// Calcala: B3-W ends in an empty pit and captures eight stones; no other move takes more
/// than four.
fn calcala_capture() -> Game<CalcalaPosition> {
    replay(
        CalcalaRules::default(),
        "E3-NE D6-W D5-S E4-N D5-N A2-E E2-SE B2-SW D4-NE F2-W F3-W",
    )
}

#[test]
fn every_level_takes_a_big_kalah_capture() {
    assert_finds(&kalah_capture(), &QUICK_LEVELS, "3");
}

#[test]
fn the_levels_that_look_ahead_play_the_extra_turn_chain_in_order() {
    let game = kalah_chain();
    assert_finds(&game, &[Level::Medium, Level::Hard], "6");
    let found = best_move(&game, Level::Hard, 0).unwrap();
    let pv: Vec<String> = found.pv.iter().take(3).map(|m| m.to_string()).collect();
    assert_eq!(pv, ["6", "5", "6"], "{found:?}");
}

#[test]
fn every_level_takes_an_oware_relay_capture() {
    assert_finds(&oware_relay(), &QUICK_LEVELS, "5");
}

#[test]
fn every_level_takes_a_roocala_rook() {
    assert_finds(&roocala_rook_capture(), &QUICK_LEVELS, "b2-b6");
}

#[test]
fn every_level_takes_a_calcala_capture() {
    assert_finds(&calcala_capture(), &QUICK_LEVELS, "B3-W");
}

#[test]
#[ignore = "Expert's budget is for release builds: cargo test --release -- --ignored"]
fn expert_finds_every_known_best_move() {
    assert_finds(&kalah_capture(), &[Level::Expert], "3");
    assert_finds(&kalah_chain(), &[Level::Expert], "6");
    assert_finds(&oware_relay(), &[Level::Expert], "5");
    assert_finds(&roocala_rook_capture(), &[Level::Expert], "b2-b6");
    assert_finds(&calcala_capture(), &[Level::Expert], "B3-W");
}

#[test]
fn an_extra_turn_is_not_a_change_of_side() {
    // South to move with one seed in S6: it goes home and South moves again, so both
    // plies of a two-ply search are South's, and the value is South's own.
    let game = kalah([0, 0, 0, 0, 3, 1], [3, 3, 3, 3, 3, 3], (13, 13));
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    // With the standing as the evaluation (the fitted one prefers another line), so that
    // the value can be checked against it.
    let mut settings = Settings::with_limits(limits);
    settings.enhancements.tuned_evaluation = false;
    let found = search(&game, &settings, &|| false).unwrap();
    let pv: Vec<String> = found.pv.iter().map(|m| m.to_string()).collect();
    assert_eq!(pv, ["6", "5"], "{found:?}");
    let mut line = game.clone();
    for &m in &found.pv {
        line.play(m).unwrap();
    }
    let standing = line.position().standing();
    assert_eq!(found.score, standing[0] - standing[1], "{found:?}");
}

#[test]
fn a_won_kalah_ending_is_scored_as_a_win() {
    // South's S6 seed goes home: more than half of the seeds, and the game is won.
    let game = kalah([0, 0, 0, 0, 2, 1], [0, 0, 0, 0, 0, 1], (22, 22));
    let found = best_move(&game, Level::Hard, 0).unwrap();
    assert!(found.score > DECIDED, "{found:?}");
}

#[test]
fn each_seed_gives_the_same_move_and_seeds_differ_at_easy() {
    let game: Game<KalahPosition> = Game::new(KalahRules::default());
    let moves: Vec<String> = (0..12)
        .map(|seed| {
            best_move(&game, Level::Easy, seed)
                .unwrap()
                .best
                .to_string()
        })
        .collect();
    for (seed, m) in moves.iter().enumerate() {
        let again = best_move(&game, Level::Easy, seed as u64).unwrap();
        assert_eq!(&again.best.to_string(), m);
    }
    assert!(moves.iter().any(|m| m != &moves[0]), "{moves:?}");
}

#[test]
fn a_finished_game_has_no_move() {
    let game = replay::<KalahPosition>(
        KalahRules::from_pairs([("houses", "3"), ("seeds", "1")]).unwrap(),
        "3 2 3 2",
    );
    assert!(game.position().outcome().is_some());
    assert!(best_move(&game, Level::Easy, 0).is_none());
}

#[test]
fn three_players_search_against_the_others() {
    let rules = CalcalaRules::from_pairs([("players", "3")]).unwrap();
    let game = replay::<CalcalaPosition>(rules, "B3-E C4-N");
    for level in QUICK_LEVELS {
        let found = best_move(&game, level, 5).unwrap();
        assert!(game.position().is_legal(found.best));
        assert_eq!(best_move(&game, level, 5).unwrap(), found);
    }
}

#[test]
fn a_node_budget_stops_the_search_and_keeps_a_legal_move() {
    let game: Game<CalcalaPosition> = Game::new(CalcalaRules::default());
    let limits = Limits {
        nodes: Some(3000),
        ..Limits::default()
    };
    let found = search(&game, &Settings::with_limits(limits), &|| false).unwrap();
    assert!(game.position().is_legal(found.best));
    assert!(found.nodes < 3000 + 1024 * 2, "{found:?}");
    let stopped = search(&game, &Settings::with_limits(Limits::default()), &|| true).unwrap();
    assert!(game.position().is_legal(stopped.best));
    assert_eq!(stopped.depth, 1);
}

#[test]
fn quiescence_sees_the_capture_that_answers_a_capture() {
    // S1's seed falls in empty S2 and takes N5's two (+3), but then N1's seed falls in
    // empty N2 and takes S5's nine (+10). S5 sown away gains one seed and leaves North
    // nothing as big. One ply alone takes the +3; with quiescence North's answer is seen.
    let game = kalah([1, 0, 0, 0, 9, 0], [1, 0, 3, 3, 2, 3], (13, 13));
    let at_one_ply = |quiescence| {
        let mut settings = Settings {
            quiescence,
            ..Settings::with_limits(Limits {
                depth: Some(1),
                ..Limits::default()
            })
        };
        // The captures were set against the standing: the fitted evaluation, which also
        // counts the capture North has ready after S1, prefers another move at one ply
        // without quiescence.
        settings.enhancements.tuned_evaluation = false;
        search(&game, &settings, &|| false).unwrap()
    };
    assert_eq!(at_one_ply(0).best.to_string(), "1");
    let found = at_one_ply(2);
    assert_eq!(found.best.to_string(), "5", "{found:?}");
}

/// Calcala with `players` players, P1 to move: A1's stone falls in empty B1 and takes
/// C1's ten; seven single stones elsewhere take at most one.
fn calcala_capture_at(players: usize) -> Game<CalcalaPosition> {
    let rules = CalcalaRules::from_pairs([("players", players.to_string().as_str())]).unwrap();
    let mut pits = [0; 36];
    pits[0] = 1;
    pits[2] = 10;
    for i in [13, 18, 21, 23, 25, 33, 35] {
        pits[i] = 1;
    }
    let captured = match players {
        3 => [18, 18, 18, 0],
        _ => [14, 13, 14, 13],
    };
    let p = CalcalaPosition::from_setup(rules, pits, captured, crate::games::Seat::P1).unwrap();
    Game::from_position(p)
}

#[test]
fn every_level_takes_the_big_capture_with_three_or_four_players() {
    for players in [3, 4] {
        let game = calcala_capture_at(players);
        let captured = |m| {
            let next = game.position().play_fast(m).unwrap();
            next.standing()[0] - game.position().standing()[0]
        };
        for level in Level::ALL {
            for seed in 0..3 {
                let found = best_move(&game, level, seed).unwrap();
                assert_eq!(captured(found.best), 1000, "{players}, {level}: {found:?}");
            }
        }
    }
}

#[test]
fn expert_with_three_or_four_players_foresees_hard_and_plays_legal_moves() {
    for players in [3, 4] {
        let rules = CalcalaRules::from_pairs([("players", players.to_string().as_str())]).unwrap();
        let mut rng = Rng::new(players as u64);
        for _ in 0..2 {
            let mut game = Game::<CalcalaPosition>::new(rules);
            for _ in 0..rng.below(12) {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            let Some(found) = best_move(&game, Level::Expert, 7) else {
                assert!(game.position().outcome().is_some());
                continue;
            };
            assert!(game.position().is_legal(found.best), "{found:?}");
            assert_eq!(best_move(&game, Level::Expert, 7), Some(found.clone()));
            // Its line is its move and then each other player's move as Hard plays it,
            // until its turn comes back.
            assert_eq!(found.pv[0], found.best);
            let mut line = game.clone();
            for &m in &found.pv {
                if line.position().to_move() != game.position().to_move() {
                    let hard = best_move(&line, Level::Hard, 7).unwrap();
                    assert_eq!(hard.best, m, "{found:?}");
                }
                line.play(m).unwrap();
            }
            assert!(
                line.position().outcome().is_some() || found.pv.len() == players,
                "{found:?}"
            );
        }
    }
}

/// Plays a Kalah ending out with one table kept by both players through the game, and
/// checks every move against a search that starts empty: both search to the end, so
/// both prove who wins, and they must agree.
#[test]
fn a_table_kept_through_a_kalah_ending_proves_what_a_fresh_one_proves() {
    let mut game = kalah([2, 1, 3, 0, 1, 2], [1, 2, 0, 2, 1, 3], (15, 15));
    let settings = Settings::with_limits(Limits {
        depth: Some(40),
        nodes: None,
        millis: None,
    });
    let mut memory = Memory::new();
    let mut moves = 0;
    while game.position().outcome().is_none() {
        let kept = search_with(&game, &settings, &|| false, &mut memory).unwrap();
        let fresh = search(&game, &settings, &|| false).unwrap();
        let result = |score: i32| (score > DECIDED, score < -DECIDED, score.signum());
        assert_eq!(result(kept.score), result(fresh.score), "{game:?}");
        game.play(kept.best).unwrap();
        moves += 1;
    }
    assert!(moves >= 4, "{moves}");
}

/// An Oware game played at random until a position has occurred twice, so that one more
/// visit ends the game: a table kept through the game (and searched with another history
/// before) must give the value a fresh table gives, at the same depth.
#[test]
fn a_kept_table_carries_no_value_across_a_repetition() {
    let mut rng = Rng::new(7);
    let rules = OwareRules.into();
    for _ in 0..500 {
        let mut game = Game::<OwarePosition>::new(rules);
        let mut memory = Memory::new();
        let settings = Settings::with_limits(Limits {
            depth: Some(7),
            nodes: None,
            millis: None,
        });
        while game.position().outcome().is_none() {
            let keys: Vec<u64> = game.positions().into_iter().map(|p| p.key()).collect();
            let doubled = (0..keys.len()).any(|i| keys[..i].contains(&keys[i]));
            if doubled && game.position().legal_moves().len() > 1 {
                let kept = search_with(&game, &settings, &|| false, &mut memory).unwrap();
                let fresh = search(&game, &settings, &|| false).unwrap();
                assert_eq!(kept.score, fresh.score, "{game:?}");
                return;
            }
            // The table learns the positions of the game, as a player's would.
            search_with(&game, &settings, &|| false, &mut memory);
            let legal = game.position().legal_moves();
            game.play(legal[rng.below(legal.len())]).unwrap();
        }
    }
    panic!("no game repeated a position");
}

/// A game of these rules played by random moves until at most `in_play` seeds are left on
/// the board, or to its end (a two-row game: its position reports its seeds).
fn random_ending<P: Evaluate>(rules: P::Rules, in_play: u32, rng: &mut Rng) -> Game<P> {
    let mut game = Game::<P>::new(rules);
    while game.position().outcome().is_none() && game.position().seeds().unwrap().in_play > in_play
    {
        let legal = game.position().legal_moves();
        game.play(legal[rng.below(legal.len())]).unwrap();
    }
    game
}

/// Plays random games of the two-row games down to a few seeds on the board, and searches
/// each ending to the end as the computer plays and with `plain` changing its settings:
/// where the plain search proves the result, the other must give the same (margin and
/// length). Returns how many endings of each game were proven (Kalah, Awari, Oware, Ayo).
fn proven_results_agree(plain: fn(&mut Settings)) -> [usize; 4] {
    fn check<P: Evaluate>(rules: P::Rules, seed: u64, plain: fn(&mut Settings)) -> usize {
        let mut rng = Rng::new(seed);
        let mut proven = 0;
        for _ in 0..40 {
            let game = random_ending::<P>(rules, 7, &mut rng);
            if game.position().outcome().is_some() {
                continue;
            }
            let mut with = Settings::with_limits(Limits {
                depth: Some(24),
                nodes: None,
                millis: None,
            });
            with.table_bits = 16;
            let mut without = with;
            plain(&mut without);
            let played = search(&game, &with, &|| false).unwrap();
            let plain = search(&game, &without, &|| false).unwrap();
            if plain.score.abs() > DECIDED {
                assert_eq!(played.score, plain.score, "{game:?}");
                proven += 1;
            }
        }
        proven
    }
    [
        check::<KalahPosition>(KalahRules::default(), 1, plain),
        check::<AwariPosition>(AwariRules.into(), 2, plain),
        check::<OwarePosition>(OwareRules.into(), 3, plain),
        check::<crate::games::ayo::AyoPosition>(
            crate::games::ayo::AyoRules::default().into(),
            4,
            plain,
        ),
    ]
}

/// The seed bounds cut the search with exact bounds: they change no proven result.
#[test]
fn the_seed_bounds_keep_every_proven_result() {
    let [kalah, awari, oware, ayo] =
        proven_results_agree(|settings| settings.enhancements.seed_bounds = false);
    eprintln!("proven: kalah {kalah}, awari {awari}, oware {oware}, ayo {ayo}");
    assert!(kalah >= 10 && awari >= 5 && oware >= 5);
}

/// The move order (the table's move, the moves that gain, extra turns first, killers,
/// history, the last listed first) changes which lines are cut, never a proven result:
/// the same as with the moves searched in the order the game lists them.
#[test]
fn the_move_order_keeps_every_proven_result() {
    let [kalah, awari, oware, ayo] = proven_results_agree(|settings| {
        let Enhancements {
            seed_bounds,
            endgames,
            tuned_evaluation,
            margins,
            ..
        } = settings.enhancements;
        settings.enhancements = Enhancements {
            seed_bounds,
            endgames,
            tuned_evaluation,
            margins,
            ..Enhancements::NONE
        };
    });
    eprintln!("proven: kalah {kalah}, awari {awari}, oware {oware}, ayo {ayo}");
    assert!(kalah >= 10 && awari >= 5 && oware >= 5);
}

/// Random Kalah games played to the natural end (the game the solver solves) down to ten
/// seeds on the board: a search that reaches the end of every line within its budget
/// must give each position's exact margin, as the solver does, and not stop at the first
/// win or loss it finds (a won position is searched on for its largest margin).
#[test]
fn a_won_kalah_ending_is_searched_for_its_margin() {
    let rules = KalahRules::default().to_natural_end();
    let mut rng = Rng::new(23);
    let mut checked = 0;
    let mut larger_than_first_found = 0;
    let start = Game::<KalahPosition>::new(rules);
    let mut solver = solve::KalahSolver::new(start.position(), 16, 8);
    for _ in 0..30 {
        let game = random_ending::<KalahPosition>(rules, 10, &mut rng);
        // A lone move is played without a search (and without a value).
        if game.position().outcome().is_some() || game.position().legal_moves().len() < 2 {
            continue;
        }
        let limits = Limits {
            nodes: Some(1_000_000),
            ..Limits::default()
        };
        let found = search(&game, &Settings::with_limits(limits), &|| false).unwrap();
        let mut first_found = Settings::with_limits(limits);
        first_found.enhancements.margins = false;
        let first = search(&game, &first_found, &|| false).unwrap();
        let south = solver
            .solve(game.position(), None, &|| false)
            .unwrap()
            .value;
        let exact = if game.position().to_move() == Side::South {
            south
        } else {
            -south
        };
        let margin = |score: i32| match score {
            s if s > DECIDED => (s - WIN + 500) / 1000,
            s if s < -DECIDED => (s + WIN - 500) / 1000,
            _ => 0,
        };
        assert_eq!(margin(found.score), exact, "{found:?} {game:?}");
        if margin(first.score) != exact {
            larger_than_first_found += 1;
        }
        checked += 1;
    }
    eprintln!("checked {checked}, the first result found short of the margin in {larger_than_first_found}");
    assert!(checked >= 20, "{checked}");
}

/// Expert in Kalah plays the solver's move once few enough seeds are left: from random
/// games' positions with a score of seeds on the board, each answer is exact (depth 0, a
/// decided score) and keeps the position's value with perfect play; a game of other rules
/// in the same memory is solved by its own rules (the prover is built again).
#[test]
fn expert_plays_kalah_endings_exactly() {
    fn check(rules: KalahRules, seed: u64, memory: &mut Memory) -> usize {
        // Played to the natural end, as the solver values them (the early end can cut a
        // margin short).
        let rules = rules.to_natural_end();
        let mut rng = Rng::new(seed);
        let mut solver = solve::KalahSolver::new(&KalahPosition::new(rules), 16, 8);
        let mut exact = 0;
        for _ in 0..4 {
            let game = random_ending::<KalahPosition>(rules, 20, &mut rng);
            if game.position().outcome().is_some() || game.position().legal_moves().len() < 2 {
                continue;
            }
            memory.clear();
            let settings = Level::Expert.settings(GameId::Kalah, 0);
            let found = search_with(&game, &settings, &|| false, memory).unwrap();
            if found.depth != 0 {
                continue;
            }
            let south = |p: &KalahPosition, s: &mut solve::KalahSolver| {
                s.solve(p, None, &|| false).unwrap().value
            };
            let before = south(game.position(), &mut solver);
            let mover_is_south = game.position().to_move() == Side::South;
            let value = if mover_is_south { before } else { -before };
            assert!(found.score.abs() > DECIDED || (value == 0 && found.score == 0));
            let mut after = game.clone();
            after.play(found.best).unwrap();
            let kept = match after.position().outcome() {
                Some(o) => o.total(Side::South) as i32 - o.total(Side::North) as i32,
                None => south(after.position(), &mut solver),
            };
            assert_eq!(kept, before, "{game:?}: {found:?}");
            exact += 1;
        }
        exact
    }
    let mut memory = Memory::new();
    let always = check(KalahRules::default(), 5, &mut memory);
    let opposite = KalahRules::default()
        .with_pairs([("transfer", "stones-opposite")])
        .unwrap();
    let stones_opposite = check(opposite, 6, &mut memory);
    assert!(
        always >= 3 && stones_opposite >= 3,
        "{always} {stones_opposite}"
    );
}

/// With a clock and no node budget (a native engine's `go movetime`), Kalah's exact try
/// is bounded by the clock's share alone, not by `exact_nodes` (sized for a tablet's
/// worker): a position the solver proves in more positions than `exact_nodes` allows is
/// proven and played by the solver's move, where with a node budget the try gives up and
/// the search plays.
#[test]
fn with_a_clock_alone_the_exact_try_is_bounded_by_the_clock() {
    // 35 seeds on the board: about 20,000 of the solver's positions with a 4-seed database.
    let game = replay::<KalahPosition>(KalahRules::default(), "2 2 5 4 3 1 4 2 2 1 5 5 3 1 6 3");
    let small = analysis::Budgets {
        endgame_seeds: 4,
        solver_table_bits: 12,
        ..analysis::Budgets::PLAY
    };
    let (budgeted, clocked) = budgeted_and_clocked(&game, &small, solve::STOP_EVERY);
    assert!(budgeted.depth > 0, "the search played: {budgeted:?}");
    assert_eq!(clocked.depth, 0, "the solver's move: {clocked:?}");
    assert!(clocked.nodes > solve::STOP_EVERY, "{clocked:?}");
    // South wins by 8 with perfect play (`mancala solve kalah` on these moves), and North
    // is to move: its value is -8, and its move the solver's.
    assert_eq!(game.position().to_move(), Side::North);
    assert_eq!(margin_in_seeds(clocked.score), -8, "{clocked:?}");
    assert_eq!(clocked.best.to_string(), "5", "{clocked:?}");
}

#[test]
fn with_a_clock_alone_the_exact_try_is_made_whatever_the_seeds_in_play() {
    // Kalah(4,2) from its start: all 16 seeds on the board, above the three quarters the
    // budgeted tries wait for. South wins by 6 with perfect play (`mancala solve kalah
    // --opt houses=4 --opt seeds=2`).
    let rules = KalahRules::from_pairs([("houses", "4"), ("seeds", "2")]).unwrap();
    let game: Game<KalahPosition> = Game::new(rules);
    let small = analysis::Budgets {
        endgame_seeds: 4,
        solver_table_bits: 14,
        ..analysis::Budgets::PLAY
    };
    let (budgeted, clocked) = budgeted_and_clocked(&game, &small, u64::MAX);
    assert!(budgeted.depth > 0, "the search played: {budgeted:?}");
    assert_eq!(clocked.depth, 0, "the solver's move: {clocked:?}");
    assert_eq!(margin_in_seeds(clocked.score), 6, "{clocked:?}");
}

/// Expert's move in `game` with a solver of `budgets`: with its node budget and exact
/// tries of `exact_nodes` positions, then against a clock alone (ten minutes).
fn budgeted_and_clocked(
    game: &Game<KalahPosition>,
    budgets: &analysis::Budgets,
    exact_nodes: u64,
) -> (
    SearchResult<crate::games::two_row::HouseMove>,
    SearchResult<crate::games::two_row::HouseMove>,
) {
    let think = |settings: &Settings| {
        let mut memory = Memory::new();
        memory.set_exact_budgets(budgets, game.position());
        search_with(game, settings, &|| false, &mut memory).unwrap()
    };
    let mut settings = Level::Expert.settings(GameId::Kalah, 0);
    settings.exact_nodes = exact_nodes;
    let budgeted = think(&settings);
    settings.limits = Limits {
        depth: None,
        nodes: None,
        millis: Some(600_000),
    };
    (budgeted, think(&settings))
}
