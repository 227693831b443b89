//! One test per rule of docs/RULES.md section 5, and the landing cases.

use super::*;
use crate::games::{BySide, EndReason, Game, Position, Side};

use Side::{North, South};

type Sq = RoocalaPosition;

fn g() -> &'static Geometry {
    Geometry::of(BoardKind::Square)
}

fn at(p: &Sq, name: &str) -> (u8, Option<Side>) {
    let c = g().cell(name).unwrap();
    (p.checkers(c), p.rook(c))
}

fn play(p: &Sq, text: &str) -> (Sq, RoocalaReport) {
    let m = p.parse_move(text).unwrap();
    p.play(m).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(p: &Sq) -> Vec<String> {
    let mut all: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    all.sort();
    all
}

/// A square-board position with `cells` set and the rest of the points with South.
fn setup(cells: &[(&str, u8, Option<Side>)], north_points: u8, to_move: Side) -> Sq {
    let on_board: u32 = cells.iter().map(|c| u32::from(c.1)).sum();
    let south = 41 - on_board as u8 - north_points;
    Sq::from_setup(
        BoardKind::Square,
        cells,
        BySide {
            south,
            north: north_points,
        },
        to_move,
    )
    .unwrap()
}

#[test]
fn the_start_has_two_checkers_per_edge_cell_the_rooks_and_norths_point() {
    let p = Sq::new(BoardKind::Square);
    assert_eq!(p.checkers_on_board(), 40);
    assert_eq!(at(&p, "a1"), (2, None));
    assert_eq!(at(&p, "c3"), (0, None));
    assert_eq!(at(&p, "b2"), (0, Some(South)));
    assert_eq!(at(&p, "e5"), (0, Some(North)));
    assert_eq!((p.points(South), p.points(North)), (0, 1));
    assert_eq!(p.to_move(), South);
    let hex = RoocalaPosition::new(BoardKind::Hex);
    assert_eq!(hex.checkers_on_board(), 36);
    assert_eq!(hex.total_points(), 37);
    assert_eq!(hex.points_to_win(), 19);
    assert_eq!(p.points_to_win(), 21);
}

#[test]
fn opening_moves_are_ring_and_line_sowings_and_rook_moves() {
    let p = Sq::new(BoardKind::Square);
    let all = moves(&p);
    // Ten own edge cells sow round the ring; eight of them can also go straight inwards.
    for m in [
        "a1", "b1", "f3", "a3", "b1:N", "e1:N", "f2:W", "f3:W", "a2:E", "a3:E",
    ] {
        assert!(all.contains(&m.to_owned()), "{m}");
    }
    // Along the edge is not a line path; corners have none.
    for m in ["a1:N", "a1:E", "b1:E", "f1:N", "a4", "f4"] {
        assert!(!all.contains(&m.to_owned()), "{m}");
    }
    // Rooks: b2 may stop on its own b1 or a2; north is blocked by North's bare rook on b5,
    // east by its own rook on e2.
    for m in ["b2-b1", "b2-a2", "e2-e1", "e2-f2"] {
        assert!(all.contains(&m.to_owned()), "{m}");
    }
    assert_eq!(all.len(), 18 + 4);
}

#[test]
fn ring_sowing_skips_its_own_cell_every_time_round() {
    let p = setup(&[("a1", 21, None), ("c3", 1, None)], 1, South);
    let (after, report) = play(&p, "a1");
    assert_eq!(report.steps.len(), 1 + 21);
    assert_eq!(at(&after, "a1"), (0, None));
    // 19 other ring cells, then b1 and c1 a second time.
    assert_eq!(at(&after, "b1"), (2, None));
    assert_eq!(at(&after, "c1"), (2, None));
    assert_eq!(at(&after, "d1"), (1, None));
}

#[test]
fn a_line_path_runs_straight_then_follows_the_ring() {
    // b1 north: b2..b5 inner, then b6 (edge), then the ring onwards from b6: a6, a5, ...
    let path: Vec<&str> = Sq::new(BoardKind::Square)
        .path(
            g().cell("b1").unwrap(),
            g().direction("N").map(|d| d as u8),
            8,
        )
        .into_iter()
        .map(|c| g().name(c))
        .collect();
    assert_eq!(path, ["b2", "b3", "b4", "b5", "b6", "a6", "a5", "a4"]);
}

#[test]
fn the_capture_chain_runs_backwards_over_cells_that_held_one() {
    // a2's two checkers: b2 and c2, both inner and holding one: two captured.
    let p = setup(
        &[
            ("a2", 2, None),
            ("b2", 1, Some(South)),
            ("c2", 1, None),
            ("d2", 1, None),
            ("f6", 4, None),
        ],
        5,
        South,
    );
    let (after, report) = play(&p, "a2:E");
    assert_eq!(report.checkers_captured(), 2);
    assert_eq!(at(&after, "b2"), (1, Some(South)));
    assert_eq!(at(&after, "c2"), (1, None));
    assert_eq!(after.points(South), p.points(South) + 2);
    // A chain stops at a cell that did not hold exactly one.
    let p = setup(
        &[
            ("a2", 2, None),
            ("b2", 2, None),
            ("c2", 1, None),
            ("f6", 4, None),
        ],
        5,
        South,
    );
    let (_, report) = play(&p, "a2:E");
    assert_eq!(report.checkers_captured(), 1);
    // Nothing is captured on the mover's own cells.
    let p = setup(
        &[
            ("a1", 2, None),
            ("b1", 1, None),
            ("c1", 1, None),
            ("f6", 4, None),
        ],
        5,
        South,
    );
    let (_, report) = play(&p, "a1");
    assert_eq!(report.checkers_captured(), 0);
}

#[test]
fn rooks_stop_on_the_first_occupied_cell_and_capture_by_landing() {
    // North's bare rook on b5 goes south over vacant b4 and lands on b3's checker.
    let p = setup(
        &[
            ("b5", 0, Some(North)),
            ("b3", 2, None),
            ("f6", 4, None),
            ("a1", 2, None),
        ],
        3,
        North,
    );
    let all = moves(&p);
    assert!(all.contains(&"b5-b3".to_owned()));
    assert!(
        !all.contains(&"b5-b4".to_owned()),
        "a rook may not stop on a vacant cell"
    );
    assert!(
        !all.contains(&"b5-b2".to_owned()),
        "a rook may not pass an occupied cell"
    );
    let (after, report) = play(&p, "b5-b3");
    assert_eq!(report.checkers_captured(), 1);
    assert_eq!(at(&after, "b3"), (1, Some(North)));
    assert_eq!(after.points(North), 4);
}

#[test]
fn rook_landing_rules() {
    let base = |target: (u8, Option<Side>), cell: &'static str| {
        setup(
            &[
                ("c2", 0, Some(South)),
                (cell, target.0, target.1),
                ("f6", 4, None),
                ("a6", 2, None),
            ],
            3,
            South,
        )
    };
    let can = |p: &Sq, m: &str| moves(p).contains(&m.to_owned());
    // A friendly rook: not allowed.
    assert!(!can(&base((0, Some(South)), "c4"), "c2-c4"));
    // A bare opponent's rook: not allowed.
    assert!(!can(&base((0, Some(North)), "c4"), "c2-c4"));
    // An opponent's rook on checkers: captured, the checkers stay.
    let p = base((2, Some(North)), "c4");
    let (after, report) = play(&p, "c2-c4");
    assert_eq!(report.rooks_captured(), 1);
    assert_eq!(at(&after, "c4"), (2, Some(South)));
    assert_eq!(after.points(South), p.points(South));
    // Only checkers on a cell South does not own: one captured.
    let (after, _) = play(&base((3, None), "c4"), "c2-c4");
    assert_eq!(at(&after, "c4"), (2, Some(South)));
    // Only checkers on South's own cell: allowed, nothing captured.
    let (after, report) = play(&base((3, None), "c1"), "c2-c1");
    assert_eq!(report.checkers_captured(), 0);
    assert_eq!(at(&after, "c1"), (3, Some(South)));
    // A rook standing on checkers cannot move alone.
    let p = setup(
        &[("c2", 1, Some(South)), ("c4", 3, None), ("f6", 4, None)],
        3,
        South,
    );
    assert!(!can(&p, "c2-c4"));
}

#[test]
fn hybrid_sowing_carries_the_rook_to_the_next_cell_of_the_path() {
    // c2 holds South's rook and 2 checkers: drops on d2, e2; the rook lands on f2 (own).
    let p = setup(
        &[("c2", 2, Some(South)), ("f6", 4, None), ("a6", 2, None)],
        3,
        South,
    );
    let all = moves(&p);
    assert!(all.contains(&"c2:E".to_owned()) && all.contains(&"c2:E+".to_owned()));
    let (after, _) = play(&p, "c2:E+");
    assert_eq!(at(&after, "c2"), (0, None));
    assert_eq!(at(&after, "e2"), (1, None));
    assert_eq!(at(&after, "f2"), (0, Some(South)));
}

#[test]
fn hybrid_targets_capture_rooks_anywhere_and_up_to_n_checkers_on_cells_not_owned() {
    // Two drops (d2, e2), target f2: North's rook there is captured even on South's own cell.
    let p = setup(
        &[
            ("c2", 2, Some(South)),
            ("f2", 3, Some(North)),
            ("a6", 2, None),
        ],
        3,
        South,
    );
    let (after, report) = play(&p, "c2:E+");
    assert_eq!(report.rooks_captured(), 1);
    assert_eq!(at(&after, "f2"), (3, Some(South)));
    // Target c4 (inner) with 5 checkers after the drops: min(2, 5) = 2 captured.
    let p = setup(
        &[("c2", 2, Some(South)), ("c5", 5, None), ("a6", 2, None)],
        3,
        South,
    );
    let (after, report) = play(&p, "c2:N+");
    assert_eq!(report.checkers_captured(), 2);
    assert_eq!(at(&after, "c5"), (3, Some(South)));
    // No capture chain in a hybrid move: c3 and c4 held one each, and stay at two.
    let p = setup(
        &[
            ("c2", 2, Some(South)),
            ("c3", 1, None),
            ("c4", 1, None),
            ("a6", 2, None),
        ],
        3,
        South,
    );
    let (after, report) = play(&p, "c2:N+");
    assert_eq!(report.checkers_captured(), 0);
    assert_eq!(at(&after, "c4"), (2, None));
    // A friendly rook on the target forbids the hybrid, not the plain sowing.
    let p = setup(
        &[
            ("c2", 2, Some(South)),
            ("c5", 0, Some(South)),
            ("a6", 2, None),
        ],
        3,
        South,
    );
    let all = moves(&p);
    assert!(all.contains(&"c2:N".to_owned()));
    assert!(!all.contains(&"c2:N+".to_owned()));
}

#[test]
fn more_than_half_the_points_wins() {
    let p = setup(
        &[
            ("a2", 2, None),
            ("b2", 1, None),
            ("c2", 1, None),
            ("f6", 2, None),
        ],
        16,
        South,
    );
    assert_eq!(p.points(South), 19);
    let (after, _) = play(&p, "a2:E");
    let o = after.outcome().unwrap();
    assert_eq!(o.reason(), EndReason::PointsMajority(South));
    assert_eq!(o.winners(), &[South]);
    assert_eq!(o.total(South), 21);
}

#[test]
fn a_player_without_moves_hands_the_board_to_the_last_mover() {
    // South sows its last own checkers onto its own cells; North has no checkers on its
    // cells or inside and no rooks: South takes what is left.
    let p = setup(&[("a1", 1, None), ("c1", 15, None)], 10, South);
    assert_eq!(p.points(South), 15);
    let (after, report) = play(&p, "a1");
    let o = after.outcome().unwrap();
    assert_eq!(o.reason(), EndReason::NoLegalMove(North));
    assert_eq!(report.end, Some(EndReason::NoLegalMove(North)));
    assert_eq!(o.total(South), 15 + 16);
    assert_eq!(o.total(North), 10);
}

#[test]
fn the_third_occurrence_of_a_position_is_a_draw() {
    // Lone checkers shuttle in the inner area: c3 east and d3 west, and back.
    let p = setup(&[("c3", 1, None), ("e4", 1, None)], 19, South);
    let mut game = Game::from_position(p);
    for m in ["c3:E", "e4:W", "d3:W", "d4:E"].iter().cycle().take(8) {
        let mv = game.position().parse_move(m).unwrap();
        game.play(mv).unwrap();
        if game.position().outcome().is_some() {
            break;
        }
    }
    let o = game.position().outcome().expect("a draw by repetition");
    assert_eq!(o.reason(), EndReason::Repetition);
    assert!(o.is_draw());
    assert!(o.winners().is_empty());
}

#[test]
fn moves_are_written_as_rules_section_5_says() {
    let p = Sq::new(BoardKind::Square);
    for text in ["c3", "c3:N", "c3+", "c3:N+", "b2-b5"] {
        assert_eq!(p.parse_move(text).unwrap().to_string(), text);
    }
    for bad in ["", "z9", "c3:NE", "c3:", "c3++", "b2-", "-b5", "c3:N+x"] {
        assert!(p.parse_move(bad).is_err(), "{bad}");
    }
    let hex = RoocalaPosition::new(BoardKind::Hex);
    assert_eq!(hex.parse_move("c3:NE").unwrap().to_string(), "c3:NE");
    // An illegal move is refused with a reason and changes nothing.
    let err = p.play(p.parse_move("a4").unwrap()).unwrap_err();
    assert_eq!(err.to_string(), "a4 is the opponent's cell");
}

#[test]
fn a_hybrid_sowing_shows_the_drops_the_rook_captured_and_the_rook_moved() {
    let cell = |name: &str| g().cell(name).unwrap();
    // c2's 2 checkers drop on d2 and e2; the rook goes on to f2 and takes North's rook.
    let p = setup(
        &[
            ("c2", 2, Some(South)),
            ("f2", 3, Some(North)),
            ("a6", 2, None),
        ],
        3,
        South,
    );
    let (after, report) = play(&p, "c2:E+");
    assert_eq!(
        report.steps,
        [
            RoocalaStep::Pickup {
                cell: cell("c2"),
                count: 2
            },
            RoocalaStep::Drop(cell("d2")),
            RoocalaStep::Drop(cell("e2")),
            RoocalaStep::RookCaptured {
                cell: cell("f2"),
                owner: North
            },
            RoocalaStep::RookMoved {
                from: cell("c2"),
                to: cell("f2")
            },
        ]
    );
    assert_eq!(report.replay(&p.counts()), Ok(after.counts()));
}

#[test]
fn a_player_without_moves_sees_the_board_swept_to_the_last_mover() {
    let cell = |name: &str| g().cell(name).unwrap();
    let p = setup(&[("a1", 1, None), ("c1", 15, None)], 10, South);
    let (after, report) = play(&p, "a1");
    let mut sweep = vec![
        RoocalaStep::EndSweep {
            cell: cell("b1"),
            count: 1,
            to: South,
        },
        RoocalaStep::EndSweep {
            cell: cell("c1"),
            count: 15,
            to: South,
        },
    ];
    sweep.sort_by_key(|s| match *s {
        RoocalaStep::EndSweep { cell, .. } => cell,
        _ => unreachable!(),
    });
    let mut steps = vec![
        RoocalaStep::Pickup {
            cell: cell("a1"),
            count: 1,
        },
        RoocalaStep::Drop(cell("b1")),
    ];
    steps.extend(sweep);
    assert_eq!(report.steps, steps);
    // The position keeps the checkers; the sweep gives them to South's points.
    assert_eq!(at(&after, "c1"), (15, None));
    assert_eq!(
        replay_steps(&p.counts(), South, &steps[..2]),
        Ok(after.counts())
    );
    let end = report.replay(&p.counts()).unwrap();
    assert_eq!(end.points[South], 15 + 16);
    assert_eq!(end.checkers, [0; MAX_CELLS]);
}

/// Plays `text`, which must be refused; returns the refusal and checks it left `p` alone.
fn refused(p: &Sq, text: &str) -> RoocalaError {
    let before = p.clone();
    let m = p.parse_move(text).unwrap();
    assert!(!p.legal_moves().contains(&m), "{text} is legal");
    let err = p.play(m).map(|_| ()).unwrap_err();
    assert_eq!(*p, before, "{text} changed the position");
    err
}

/// A name for a cell in a refusal.
fn name(cell: &str) -> String {
    cell.to_owned()
}

#[test]
fn a_sowing_is_refused_from_the_opponents_cells_and_empty_ones() {
    let p = Sq::new(BoardKind::Square);
    let err = refused(&p, "a4");
    assert_eq!(err, RoocalaError::OpponentsCell { cell: name("a4") });
    assert_eq!(err.to_string(), "a4 is the opponent's cell");
    let err = refused(&p, "c3:N");
    assert_eq!(err, RoocalaError::NoCheckers { cell: name("c3") });
    assert_eq!(err.to_string(), "c3 has no checkers");
}

#[test]
fn a_sowing_is_refused_along_a_path_its_cell_does_not_have() {
    let p = Sq::new(BoardKind::Square);
    // From an edge cell, a line path must start into the inner area (section 5.2).
    let err = refused(&p, "a1:N");
    assert_eq!(err, RoocalaError::PathCannotBeSown);
    assert_eq!(err.to_string(), "that path cannot be sown from there");
    // From an inner cell there is no ring path; nor, with a rook, is there a hybrid one.
    let p = setup(&[("c2", 1, Some(South)), ("a6", 2, None)], 3, South);
    assert_eq!(refused(&p, "c2"), RoocalaError::PathCannotBeSown);
    assert_eq!(refused(&p, "c2+"), RoocalaError::PathCannotBeSown);
    // A line off the board.
    let p = setup(&[("a1", 2, Some(South)), ("a6", 2, None)], 3, South);
    assert_eq!(refused(&p, "a1:S"), RoocalaError::PathCannotBeSown);
    assert_eq!(refused(&p, "a1:S+"), RoocalaError::PathCannotBeSown);
}

#[test]
fn a_hybrid_sowing_needs_a_rook_of_ones_own_that_does_not_land_on_the_other() {
    let p = Sq::new(BoardKind::Square);
    let err = refused(&p, "a1+");
    assert_eq!(err, RoocalaError::NoRookToTakeAlong { cell: name("a1") });
    assert_eq!(err.to_string(), "a1 has no rook of yours to take along");
    // c2's checker drops on d2 and the rook would go on to e2, where South's other rook is.
    let p = setup(
        &[
            ("c2", 1, Some(South)),
            ("e2", 0, Some(South)),
            ("a6", 2, None),
        ],
        3,
        South,
    );
    assert!(moves(&p).contains(&"c2:E".to_owned()));
    let err = refused(&p, "c2:E+");
    assert_eq!(err, RoocalaError::RookWouldLandOnOwnRook);
    assert_eq!(err.to_string(), "the rook would land on your other rook");
    // North's rook on the cell does not go along with South's sowing.
    let p = setup(&[("c2", 1, Some(North)), ("a6", 2, None)], 3, South);
    assert_eq!(
        refused(&p, "c2:E+"),
        RoocalaError::NoRookToTakeAlong { cell: name("c2") }
    );
}

#[test]
fn a_rook_moves_alone_from_its_own_cell_and_stops_where_section_5_4_says() {
    let p = Sq::new(BoardKind::Square);
    let err = refused(&p, "c3-c4");
    assert_eq!(err, RoocalaError::NoRookOfYours { cell: name("c3") });
    assert_eq!(err.to_string(), "c3 holds no rook of yours");
    assert_eq!(
        refused(&p, "b5-b4"),
        RoocalaError::NoRookOfYours { cell: name("b5") }
    );
    // b2 north passes b3 and b4 and meets North's lone rook on b5: it stops nowhere.
    for text in ["b2-b3", "b2-b4", "b2-b5"] {
        let err = refused(&p, text);
        assert_eq!(err, RoocalaError::RookCannotStopThere, "{text}");
        assert_eq!(err.to_string(), "the rook cannot stop there");
    }
    let p = setup(&[("c2", 1, Some(South)), ("a6", 2, None)], 3, South);
    let err = refused(&p, "c2-c6");
    assert_eq!(err, RoocalaError::RookMustStartAlone { cell: name("c2") });
    assert_eq!(
        err.to_string(),
        "the rook on c2 stands on checkers and cannot move alone"
    );
}

#[test]
fn nothing_is_played_once_the_game_is_over() {
    let p = Sq::new(BoardKind::Square).end_by_repetition().unwrap();
    let err = refused(&p, "a1");
    assert_eq!(err, RoocalaError::GameOver);
    assert_eq!(err.to_string(), "the game is over");
    assert_eq!(
        p.check_cell(g().cell("a1").unwrap()),
        Err(RoocalaError::GameOver)
    );
}

#[test]
fn a_move_on_a_cell_the_board_does_not_have_is_refused_without_a_panic() {
    let p = Sq::new(BoardKind::Square);
    let far = g().len() as CellId;
    for action in [
        Action::Sow {
            from: far,
            line: Some(0),
            hybrid: true,
        },
        Action::Rook { from: far, to: 0 },
    ] {
        let err = p
            .play(RoocalaMove::new(BoardKind::Square, action))
            .map(|_| ());
        assert_eq!(err, Err(RoocalaError::NoSuchCell(far)));
    }
    // A direction the board does not have is a path that cannot be sown.
    let sow = Action::Sow {
        from: g().cell("a1").unwrap(),
        line: Some(9),
        hybrid: false,
    };
    let err = p.play(RoocalaMove::new(BoardKind::Square, sow)).map(|_| ());
    assert_eq!(err, Err(RoocalaError::PathCannotBeSown));
    assert_eq!(p.check_cell(far), Err(RoocalaError::NoSuchCell(far)));
}

#[test]
fn a_tapped_cell_where_no_move_starts_is_explained() {
    let cell = |name: &str| g().cell(name).unwrap();
    let p = Sq::new(BoardKind::Square);
    assert_eq!(p.check_cell(cell("a1")), Ok(()));
    assert_eq!(p.check_cell(cell("b2")), Ok(()));
    let err = p.check_cell(cell("a4")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cell a4 is North's: sow from your own cells or the inner area"
    );
    let err = p.check_cell(cell("c3")).unwrap_err();
    assert_eq!(err.to_string(), "no move of South starts on cell c3");
    // North to move: South's cells are the opponent's.
    let (after, _) = play(&p, "a1");
    let err = after.check_cell(cell("a2")).unwrap_err();
    assert_eq!(
        err,
        RoocalaError::NoMoveFromOpponentsCell {
            cell: name("a2"),
            owner: South
        }
    );
    assert_eq!(
        err.to_string(),
        "cell a2 is South's: sow from your own cells or the inner area"
    );
    // South's rook on North's a5 stands on checkers: no move starts there, yet a5 is not
    // simply "North's" to South, whose rook is on it.
    let p = setup(&[("a5", 2, Some(South)), ("a6", 2, None)], 3, South);
    let err = p.check_cell(cell("a5")).unwrap_err();
    assert_eq!(
        err,
        RoocalaError::NoMoveStartsThere {
            cell: name("a5"),
            mover: South
        }
    );
    assert_eq!(err.to_string(), "no move of South starts on cell a5");
}

#[test]
fn a_cell_is_accepted_exactly_when_a_legal_move_starts_on_it() {
    let mut game = Game::<Sq>::new(BoardKind::Square);
    for _ in 0..30 {
        let p = game.position().clone();
        let Some(&m) = p.legal_moves().first() else {
            break;
        };
        for c in 0..g().len() as CellId {
            let starts = p.legal_moves().iter().any(|m| match m.action {
                Action::Sow { from, .. } | Action::Rook { from, .. } => from == c,
            });
            assert_eq!(p.check_cell(c).is_ok(), starts, "{}", g().name(c));
        }
        game.play(m).unwrap();
    }
}

#[test]
fn a_set_up_is_checked_for_its_cells_and_its_points() {
    let points = BySide { south: 0, north: 1 };
    let board = BoardKind::Square;
    assert_eq!(
        Sq::from_setup(board, &[("z9", 0, None)], points, South),
        Err(RoocalaSetupError::NoSuchCell("z9".to_owned()))
    );
    let err = Sq::from_setup(board, &[("a1", 2, None)], points, South).unwrap_err();
    assert_eq!(
        err,
        RoocalaSetupError::PointsDoNotAddUp {
            found: 3,
            expected: 41
        }
    );
    assert_eq!(err.to_string(), "3 points in play, not 41");
}
