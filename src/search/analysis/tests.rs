use super::*;
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::GameRecord;

fn kalah(record: &str) -> Game<KalahPosition> {
    Game::from_record(&GameRecord::from_text(record).unwrap()).unwrap()
}

#[test]
fn thresholds_class_losses() {
    assert_eq!(Verdict::of(0, false), Verdict::Best);
    assert_eq!(Verdict::of(1, false), Verdict::Good);
    assert_eq!(Verdict::of(2, false), Verdict::Good);
    assert_eq!(Verdict::of(3, false), Verdict::Inaccuracy);
    assert_eq!(Verdict::of(4, false), Verdict::Inaccuracy);
    assert_eq!(Verdict::of(5, false), Verdict::Mistake);
    assert_eq!(Verdict::of(8, false), Verdict::Mistake);
    assert_eq!(Verdict::of(9, false), Verdict::Blunder);
    assert_eq!(
        Verdict::of(2, true),
        Verdict::Mistake,
        "a result thrown away"
    );
    assert_eq!(Verdict::of(12, true), Verdict::Blunder);
    assert_eq!(Verdict::of(0, true), Verdict::Best);
    // The rules pages' table says each verdict's losses: they are the ones it is given for.
    for v in Verdict::ALL {
        assert_eq!(Verdict::parse(v.as_str()), Some(v));
        let (low, high) = v.losses();
        assert_eq!(Verdict::of(low, false), v);
        assert_eq!(Verdict::of(high.unwrap_or(100), false), v);
        assert!(low == 0 || Verdict::of(low - 1, false) != v);
    }
}

/// Small budgets, so that the tests run in seconds.
const QUICK: Budgets = Budgets {
    solver_nodes: 1 << 22,
    solver_table_bits: 14,
    endgame_seeds: 8,
    search_nodes: Some(100_000),
};

/// South to move in Kalah(6,4): North's house 5 holds one seed, which would end in its
/// empty house 6 and capture South's house 1, ten seeds, unless South moves them.
fn capture_threat() -> Game<KalahPosition> {
    use crate::games::BySide;
    let start = KalahPosition::from_setup(
        KalahRules::default(),
        BySide {
            south: &[10, 2, 2, 2, 2, 0][..],
            north: &[2, 2, 2, 2, 1, 0][..],
        },
        BySide {
            south: 10,
            north: 11,
        },
        Side::South,
    )
    .unwrap();
    Game::from_position(start)
}

fn after(mut game: Game<KalahPosition>, moves: &[&str]) -> Game<KalahPosition> {
    for m in moves {
        let m = game.position().parse_move(m).unwrap();
        game.play(m).unwrap();
    }
    game
}

#[test]
fn a_move_that_gives_away_a_capture_is_a_mistake_or_worse_and_the_solvers_move_is_best() {
    let mut coach = Coach::new(QUICK);
    let found = coach.analyse(&after(capture_threat(), &["2"]), 0).unwrap();
    assert!(found.exact, "{found:?}");
    assert!(found.loss >= 5, "{found:?}");
    assert!(found.verdict >= Verdict::Mistake, "{found:?}");
    assert_ne!(found.best.to_string(), "2");
    assert_eq!(found.loss, found.best_value - found.played_value);
    // The solver's own move: no loss.
    let solved = crate::search::solve::solve_kalah(capture_threat().position(), 14, 8);
    let best = solved.best.unwrap().to_string();
    let found = coach
        .analyse(&after(capture_threat(), &[&best]), 0)
        .unwrap();
    assert_eq!(found.verdict, Verdict::Best, "{found:?}");
    assert_eq!((found.loss, found.best.to_string()), (0, best));
    assert!(found.exact);
    assert_eq!(found.best_value, solved.value, "South moved: its margin");
    assert_eq!(found.margin, solved.value);
}

#[test]
fn the_search_sees_the_capture_too_where_the_solver_is_not_asked() {
    let mut coach = Coach::new(Budgets {
        solver_nodes: 0,
        ..QUICK
    });
    let found = coach.analyse(&after(capture_threat(), &["2"]), 0).unwrap();
    assert!(!found.exact);
    assert!(found.verdict >= Verdict::Mistake, "{found:?}");
    // The same without the solver however budgeted.
    let mut coach = Coach::new(QUICK);
    let by_search = coach
        .analyse_by_search(&after(capture_threat(), &["2"]), 0)
        .unwrap();
    assert_eq!(by_search, found);
}

#[test]
fn a_solve_cut_short_falls_back_to_the_search() {
    // Kalah(6,4)'s first move is far beyond 65,536 positions of solving.
    let mut coach = Coach::new(Budgets {
        solver_nodes: 1 << 16,
        ..QUICK
    });
    let found = coach.analyse(&kalah("kalah?moves=1.1"), 1).unwrap();
    assert!(!found.exact);
    assert_eq!(found.loss, found.best_value - found.played_value);
    assert!(found.loss >= 0);
    // North moved: the margin is South's, the values North's.
    assert_eq!(found.margin, -found.played_value);
    assert!(coach.analyse(&kalah("kalah?moves=1.1"), 2).is_err());
}

#[test]
fn every_game_gets_verdicts_and_calcala_with_three_players_shares() {
    for record in [
        "awari?moves=1.2.3",
        "oware?moves=6.6.4",
        "ayo?moves=2.3.1",
        "calcala?players=3&moves=B2-E.D4-N.C3-W",
        "roocala-square?moves=c1",
    ] {
        let record = GameRecord::from_text(record).unwrap();
        let id: GameId = record.game.parse().unwrap();
        crate::with_position!(id, P => {
            let game = Game::<P>::from_record(&record).unwrap();
            let mut coach = Coach::new(Budgets { search_nodes: Some(20_000), ..QUICK });
            for ply in 0..game.moves_played() {
                let found = coach.analyse(&game, ply).unwrap();
                assert!(found.loss >= 0, "{record:?} {found:?}");
                assert_eq!(found.verdict, Verdict::of(found.loss, false));
                assert!(!found.exact);
                let players = game.position().players();
                assert_eq!(found.shares.len(), if players > 2 { players } else { 0 });
            }
        });
    }
}

#[test]
fn a_searched_verdict_does_not_depend_on_the_plies_analysed_before() {
    for record in ["oware?moves=5.5.3.5.5", "awari?moves=5.3.2.3.3.4.1"] {
        let record = GameRecord::from_text(record).unwrap();
        let id: GameId = record.game.parse().unwrap();
        crate::with_position!(id, P => {
            let game = Game::<P>::from_record(&record).unwrap();
            let budgets = Budgets { search_nodes: Some(20_000), ..QUICK };
            let last = game.moves_played() - 1;
            let mut in_order = Coach::new(budgets);
            for ply in 0..last {
                in_order.analyse(&game, ply).unwrap();
            }
            let after_the_others = in_order.analyse(&game, last).unwrap();
            let alone = Coach::new(budgets).analyse(&game, last).unwrap();
            assert_eq!(after_the_others, alone, "{record:?}");
        });
    }
}

#[test]
fn the_standard_budgets_state_their_bytes() {
    // A 2^18-bucket table of 64 bytes and the 13-seed database of 12 houses, C(25, 12).
    assert_eq!(Budgets::STANDARD.solver_bytes(6), (64 << 18) + 5_200_300);
}
