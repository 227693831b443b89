//! One test per rule of docs/RULES.md section 4.

use super::*;
use crate::games::{EndReason, Game, OptionError, Position, RuleOptions, Seat};

fn rules(pairs: &[(&str, &str)]) -> CalcalaRules {
    CalcalaRules::from_pairs(pairs.iter().copied()).unwrap()
}

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn mv(p: &CalcalaPosition, text: &str) -> CalcalaMove {
    p.parse_move(text).unwrap()
}

/// A board with the given pits set and the rest of the set-up's stones in P1's pile.
fn setup(pits: &[(&str, u8)], players: &str, to_move: Seat) -> CalcalaPosition {
    let rules = rules(&[("players", players), ("setup", "short")]);
    let mut board = [0u8; 36];
    let mut on_board = 0;
    for &(name, n) in pits {
        board[cell(name).index()] = n;
        on_board += n;
    }
    let mut captured = [0u8; 4];
    captured[0] = 36 - on_board;
    CalcalaPosition::from_setup(rules, board, captured, to_move).unwrap()
}

#[test]
fn the_five_setups() {
    let total = |setup: &str| {
        let p = CalcalaPosition::new(rules(&[("setup", setup)]));
        (
            p.on_board(),
            p.count(cell("A1")),
            p.count(cell("B1")),
            p.count(cell("B2")),
        )
    };
    assert_eq!(total("standard"), (72, 2, 2, 2));
    assert_eq!(total("short"), (36, 1, 1, 1));
    assert_eq!(total("long"), (108, 3, 3, 3));
    assert_eq!(total("double-dutch"), (54, 3, 0, 3));
    assert_eq!(total("half-dutch"), (36, 2, 0, 2));
}

#[test]
fn a_move_relays_until_a_lap_ends_in_an_empty_pit_and_captures_the_next_pit() {
    // B3's 2 stones: C3, D3 (relay 3): E3, F3, round to A3 (relay 3): B3, C3, D3 (empty):
    // the next pit east, E3, is captured.
    let start = CalcalaPosition::new(CalcalaRules::default());
    let (after, report) = start.play(mv(&start, "B3-E")).unwrap();
    let row: Vec<u8> = ["A3", "B3", "C3", "D3", "E3", "F3"]
        .iter()
        .map(|c| after.count(cell(c)))
        .collect();
    assert_eq!(row, [0, 1, 4, 1, 0, 3]);
    assert_eq!(report.relays(), 2);
    assert_eq!(
        report.steps.last(),
        Some(&CalcalaStep::Capture {
            cell: cell("E3"),
            stones: 3
        })
    );
    assert_eq!(after.captured(Seat::P1), 3);
    assert_eq!(after.to_move(), Seat::P2);
    assert_eq!(start.play_fast(mv(&start, "B3-E")), Some(after.clone()));
    assert_eq!(after.on_board() + 3, 72);
}

#[test]
fn the_edge_rule_applies_to_the_first_step_only() {
    let start = CalcalaPosition::new(CalcalaRules::default());
    assert_eq!(
        start.play(mv(&start, "A1-N")),
        Err(CalcalaError::OffTheEdge(mv(&start, "A1-N")))
    );
    assert_eq!(start.directions(cell("A1")), [Dir::E, Dir::SE, Dir::S]);
    assert_eq!(start.directions(cell("C1")).len(), 5);
    assert_eq!(start.directions(cell("C3")).len(), 8);
    assert_eq!(start.legal_moves().len(), 4 * 3 + 16 * 5 + 16 * 8);
    // Later steps leave the board freely: E1 east goes F1, then round to A1.
    let (_, report) = start.play(mv(&start, "E1-E")).unwrap();
    assert!(matches!(
        report.steps[2],
        CalcalaStep::Sow { cell: c, wrapped: true, .. } if c == cell("A1")
    ));
}

#[test]
fn the_origin_is_not_skipped() {
    // 6 stones east from A2 go round the row and the last falls back into A2.
    let p = setup(&[("A2", 6), ("C4", 3)], "2", Seat::P1);
    let (after, report) = p.play(mv(&p, "A2-E")).unwrap();
    assert_eq!(report.sown().last(), Some(&cell("A2")));
    // A2 was emptied by the move, so the lap ends in an empty pit: B2 (1) is captured.
    assert_eq!(after.count(cell("A2")), 1);
    assert_eq!(report.captured(), 1);
}

#[test]
fn a_capture_takes_the_next_pit_even_across_the_edge_or_after_a_bounce() {
    // F3's stone east wraps to A3, empty: the next pit is B3.
    let p = setup(&[("F3", 1), ("B3", 4), ("C5", 4)], "2", Seat::P1);
    let (after, report) = p.play(mv(&p, "F3-W")).unwrap();
    // West: E3, empty: next is D3 (empty), capturing nothing.
    assert_eq!(report.captured(), 0);
    assert_eq!(after.count(cell("E3")), 1);
    let p = setup(&[("E3", 1), ("B3", 4), ("C5", 4)], "2", Seat::P1);
    let (_, report) = p.play(mv(&p, "E3-E")).unwrap();
    assert_eq!(report.sown(), [cell("F3")]);
    assert_eq!(
        report.steps.last(),
        Some(&CalcalaStep::Capture {
            cell: cell("A3"),
            stones: 0
        })
    );
    // D5 south-east: E6 (empty), and the next step bounces to F5, which is captured.
    let p = setup(&[("D5", 1), ("F5", 5), ("A1", 4)], "2", Seat::P1);
    let (after, report) = p.play(mv(&p, "D5-SE")).unwrap();
    assert_eq!(
        report.steps.last(),
        Some(&CalcalaStep::Capture {
            cell: cell("F5"),
            stones: 5
        })
    );
    assert_eq!(after.captured(Seat::P1), 36 - 10 + 5);
}

#[test]
fn diagonal_sowing_bounces_and_keeps_its_new_direction() {
    // The docs/RULES.md example: D5 -SE-> E6 -> F5 -> E4.
    let p = setup(&[("D5", 3), ("A1", 4)], "2", Seat::P1);
    let (_, report) = p.play(mv(&p, "D5-SE")).unwrap();
    assert_eq!(report.sown(), [cell("E6"), cell("F5"), cell("E4")]);
    assert_eq!(report.bounces(), 2);
    // E4 was empty: the next pit north-west, D3, is the one captured.
    assert!(matches!(
        report.steps.last(),
        Some(CalcalaStep::Capture { cell: c, .. }) if *c == cell("D3")
    ));
}

#[test]
fn players_take_turns_from_the_starter() {
    let r = rules(&[("players", "3"), ("starter", "p2")]);
    let mut game = Game::<CalcalaPosition>::new(r);
    let mut seen = vec![game.position().to_move()];
    for _ in 0..3 {
        let m = game.position().legal_moves()[0];
        game.play(m).unwrap();
        seen.push(game.position().to_move());
    }
    assert_eq!(seen, [Seat::P2, Seat::P3, Seat::P1, Seat::P2]);
}

#[test]
fn six_stones_or_fewer_end_the_game_and_the_most_captured_wins() {
    // B2's stone falls in empty C2: D2's 6 stones are captured, 1 stone is left.
    let p = setup(&[("B2", 1), ("D2", 6)], "3", Seat::P2);
    let (after, report) = p.play(mv(&p, "B2-E")).unwrap();
    let o = after.outcome().unwrap();
    assert_eq!(o.reason(), EndReason::FewStonesLeft);
    assert_eq!(report.end, Some(EndReason::FewStonesLeft));
    assert_eq!(after.captured(Seat::P2), 6);
    assert_eq!(o.totals(), &[(Seat::P1, 29), (Seat::P2, 6), (Seat::P3, 0)]);
    assert_eq!(o.winners(), &[Seat::P1]);
    // A set-up with 6 stones on the board is over at once.
    let p = setup(&[("B2", 3), ("C2", 3)], "2", Seat::P1);
    assert_eq!(p.outcome().unwrap().reason(), EndReason::FewStonesLeft);
    assert!(p.legal_moves().is_empty());
}

#[test]
fn players_tied_for_the_most_share_the_win() {
    let rules = rules(&[("players", "3"), ("setup", "short")]);
    let mut board = [0u8; 36];
    board[0] = 6;
    let p = CalcalaPosition::from_setup(rules, board, [12, 12, 6, 0], Seat::P1).unwrap();
    let o = p.outcome().unwrap();
    assert_eq!(o.winners(), &[Seat::P1, Seat::P2]);
    assert!(!o.is_draw());
    let p = CalcalaPosition::from_setup(
        CalcalaRules::from_pairs([("setup", "short")]).unwrap(),
        board,
        [15, 15, 0, 0],
        Seat::P1,
    )
    .unwrap();
    assert!(p.outcome().unwrap().is_draw());
}

#[test]
fn the_starter_must_play() {
    let err = CalcalaRules::from_pairs([("starter", "p3")]).unwrap_err();
    assert_eq!(
        err,
        OptionError::StarterNotPlaying {
            starter: Seat::P3,
            players: 2
        }
    );
    assert_eq!(err.to_string(), "p3 cannot start a game of 2 players");
    assert!(CalcalaRules::from_pairs([("starter", "p3"), ("players", "3")]).is_ok());
    assert!(CalcalaRules::from_pairs([("players", "5")]).is_err());
    assert_eq!(
        CalcalaRules::default().to_pairs(),
        [
            ("players".to_owned(), "2".to_owned()),
            ("setup".to_owned(), "standard".to_owned()),
            ("starter".to_owned(), "p1".to_owned())
        ]
    );
}

#[test]
fn moves_are_written_pit_dash_direction() {
    let start = CalcalaPosition::new(CalcalaRules::default());
    assert_eq!(mv(&start, "B3-NE").to_string(), "B3-NE");
    for bad in ["B3", "B3-", "B3-X", "G3-E", "b3-e", "B3E", "-E", ""] {
        assert!(start.parse_move(bad).is_err(), "{bad}");
    }
    let empty = setup(&[("B2", 10)], "2", Seat::P1);
    assert_eq!(
        empty.play(mv(&empty, "C3-E")),
        Err(CalcalaError::EmptyPit(cell("C3")))
    );
}

#[test]
fn a_relay_that_repeats_only_after_a_hundred_thousand_laps_still_stops() {
    // Found by the independent cross-check: D6-NW at ply 20 relays 101,520 times before
    // a moment of the move repeats.
    let moves = "C2-SW C2-W B3-W D6-NW D1-S B3-NE F2-NW E4-NE B1-S F5-S B3-NW B6-E C2-S C4-E E2-NE C4-NE F1-W E3-W A2-N D6-NW";
    let moves: Vec<&str> = moves.split_whitespace().collect();
    let (last, before) = moves.split_last().unwrap();
    let mut game = Game::<CalcalaPosition>::replay(rules(&[("setup", "long")]), before).unwrap();
    let m = game.position().parse_move(last).unwrap();
    let before = game.position().clone();
    let report = game.play(m).unwrap();
    assert!(matches!(
        report.steps.last(),
        Some(CalcalaStep::EndlessRelay(_))
    ));
    assert!(report.relays() > 100_000);
    // The search's move takes the moment it stops at from the relay check, the report plays
    // the laps again: the same position.
    assert_eq!(before.play_fast(m).as_ref(), Some(game.position()));
}

#[test]
fn the_steps_show_bounces_a_relay_a_wrap_and_the_capture_and_replay_to_the_board() {
    let sow = |name: &str, dir: Dir, wrapped: bool, bounced: bool| CalcalaStep::Sow {
        cell: cell(name),
        dir,
        wrapped,
        bounced,
    };
    // D5 south-east: E6, bounce to F5, bounce to E4 (1 -> 2: relay), then D3 and C2
    // (empty) north-west; the next pit north-west, B1, is captured.
    let p = setup(&[("D5", 3), ("E4", 1), ("B1", 2), ("A1", 4)], "2", Seat::P1);
    let (after, report) = p.play(mv(&p, "D5-SE")).unwrap();
    assert_eq!(
        report.steps,
        [
            CalcalaStep::Pickup {
                cell: cell("D5"),
                stones: 3
            },
            sow("E6", Dir::SE, false, false),
            sow("F5", Dir::NE, false, true),
            sow("E4", Dir::NW, false, true),
            CalcalaStep::Relay {
                cell: cell("E4"),
                stones: 2
            },
            sow("D3", Dir::NW, false, false),
            sow("C2", Dir::NW, false, false),
            CalcalaStep::Capture {
                cell: cell("B1"),
                stones: 2
            },
        ]
    );
    assert_eq!(report.replay(&p.counts()), Ok(after.counts()));

    // E3 east: F3, then round the edge to A3 (empty); B3's stones are captured.
    let p = setup(&[("E3", 2), ("B3", 3), ("A1", 4)], "2", Seat::P1);
    let (after, report) = p.play(mv(&p, "E3-E")).unwrap();
    assert_eq!(
        report.steps,
        [
            CalcalaStep::Pickup {
                cell: cell("E3"),
                stones: 2
            },
            sow("F3", Dir::E, false, false),
            sow("A3", Dir::E, true, false),
            CalcalaStep::Capture {
                cell: cell("B3"),
                stones: 3
            },
        ]
    );
    assert_eq!(report.replay(&p.counts()), Ok(after.counts()));
    assert_eq!(after.captured(Seat::P1), 36 - 9 + 3);
}

#[test]
fn a_set_up_is_checked_for_its_stones_and_its_seats() {
    let rules = rules(&[("players", "3"), ("setup", "short")]);
    let mut board = [0u8; 36];
    let err = CalcalaPosition::from_setup(rules, board, [0; 4], Seat::P1).unwrap_err();
    assert_eq!(
        err,
        CalcalaSetupError::StonesDoNotAddUp {
            found: 0,
            expected: 36
        }
    );
    board[0] = 6;
    for (captured, to_move) in [([12, 12, 6, 0], Seat::P4), ([12, 12, 0, 6], Seat::P1)] {
        let err = CalcalaPosition::from_setup(rules, board, captured, to_move).unwrap_err();
        assert_eq!(err, CalcalaSetupError::SeatNotPlaying(Seat::P4));
        assert_eq!(err.to_string(), "seat p4 does not play in these rules");
    }
}
