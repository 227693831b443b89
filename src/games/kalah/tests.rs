//! One test per rule of docs/RULES.md section 2.

use super::*;
use crate::games::testing::{houses, kalah as setup, names, play};
use crate::games::two_row::{replay_steps, HouseMove, Pit, TwoRowPosition};
use crate::games::{BySide, EndReason, Game, Position, RuleOptions, Side};

use Side::{North, South};

fn rules(options: &[(&str, &str)]) -> KalahRules {
    KalahRules::from_pairs(options.iter().copied()).unwrap()
}

#[test]
fn start_has_four_seeds_in_six_houses_and_south_to_move() {
    let start = KalahPosition::new(KalahRules::default());
    assert_eq!(houses(&start, South), [4; 6]);
    assert_eq!(houses(&start, North), [4; 6]);
    assert_eq!(start.board().store(South), 0);
    assert_eq!(start.to_move(), South);
    assert_eq!(start.legal_moves().len(), 6);
}

#[test]
fn board_size_and_seeds_are_options() {
    let start = KalahPosition::new(rules(&[("houses", "8"), ("seeds", "1")]));
    assert_eq!(houses(&start, North), [1; 8]);
    let start = KalahPosition::new(rules(&[("houses", "3"), ("seeds", "8")]));
    assert_eq!(houses(&start, South), [8; 3]);
}

#[test]
fn north_can_start() {
    let start = KalahPosition::new(rules(&[("starter", "north")]));
    assert_eq!(start.to_move(), North);
    let (after, report) = play(&start, 1);
    assert_eq!(names(&report.sown()), "N2 N3 N4 N5");
    assert_eq!(after.to_move(), South);
}

#[test]
fn last_seed_in_own_store_gives_another_move() {
    let start = KalahPosition::new(KalahRules::default());
    let (after, report) = play(&start, 3);
    assert_eq!(names(&report.sown()), "S4 S5 S6 S-store");
    assert_eq!(report.landing, Landing::OwnStore);
    assert!(report.extra_turn());
    assert_eq!(after.to_move(), South);
    assert_eq!(houses(&after, South), [4, 4, 0, 5, 5, 5]);
}

#[test]
fn sowing_skips_the_opponents_store_but_not_the_movers() {
    let p = setup(
        KalahRules::default(),
        &[1, 1, 1, 1, 1, 10],
        &[4, 4, 4, 4, 4, 2],
        (6, 5),
        South,
    );
    let (after, report) = play(&p, 6);
    assert_eq!(names(&report.sown()), "S-store N1 N2 N3 N4 N5 N6 S1 S2 S3");
    assert_eq!(after.board().store(North), 5);
    assert_eq!(after.board().store(South), 7);
    assert_eq!(report.landing, Landing::Elsewhere(Pit::House(South, 3)));
    assert_eq!(after.to_move(), North);
}

#[test]
fn a_long_sowing_feeds_its_own_house_and_can_capture_there() {
    // 13 seeds from S1 go round and the last one falls in S1, which the move emptied.
    let p = setup(
        KalahRules::default(),
        &[13, 0, 0, 0, 0, 0],
        &[5, 5, 5, 5, 5, 5],
        (5, 0),
        South,
    );
    let (after, report) = play(&p, 1);
    assert_eq!(report.sown().len(), 13);
    assert_eq!(report.sown().last(), Some(&Pit::House(South, 1)));
    assert_eq!(
        report.landing,
        Landing::Capture {
            house: Pit::House(South, 1),
            opposite: Pit::House(North, 6),
            from_opposite: 6,
        }
    );
    assert_eq!(report.captured(), 7);
    assert_eq!(after.board().store(South), 5 + 1 + 7);
    assert_eq!(houses(&after, South), [0, 1, 1, 1, 1, 1]);
    assert_eq!(houses(&after, North), [6, 6, 6, 6, 6, 0]);
}

#[test]
fn capture_takes_the_last_seed_and_the_opposite_house() {
    let p = setup(
        KalahRules::default(),
        &[1, 0, 4, 4, 4, 4],
        &[4, 4, 4, 4, 7, 4],
        (4, 0),
        South,
    );
    let (after, report) = play(&p, 1);
    // S2 is opposite N5.
    assert_eq!(report.captured(), 8);
    assert_eq!(after.board().store(South), 12);
    assert_eq!(houses(&after, South), [0, 0, 4, 4, 4, 4]);
    assert_eq!(houses(&after, North), [4, 4, 4, 4, 0, 4]);
    assert_eq!(after.to_move(), North);
}

#[test]
fn transfer_always_moves_the_lone_seed_even_when_opposite_is_empty() {
    let p = setup(
        KalahRules::default(),
        &[1, 0, 4, 4, 4, 4],
        &[4, 4, 4, 4, 0, 11],
        (4, 0),
        South,
    );
    let (after, report) = play(&p, 1);
    assert_eq!(report.captured(), 1);
    assert_eq!(after.board().store(South), 5);
    assert_eq!(houses(&after, South), [0, 0, 4, 4, 4, 4]);
}

#[test]
fn transfer_stones_opposite_keeps_the_seed_when_opposite_is_empty() {
    let stones_opposite = rules(&[("transfer", "stones-opposite")]);
    let p = setup(
        stones_opposite,
        &[1, 0, 4, 4, 4, 4],
        &[4, 4, 4, 4, 0, 11],
        (4, 0),
        South,
    );
    let (after, report) = play(&p, 1);
    assert_eq!(
        report.landing,
        Landing::EmptyHouseKept(Pit::House(South, 2))
    );
    assert_eq!(report.captured(), 0);
    assert_eq!(houses(&after, South), [0, 1, 4, 4, 4, 4]);
    assert_eq!(after.to_move(), North);

    // With seeds opposite the transfer happens as usual.
    let p = setup(
        stones_opposite,
        &[1, 0, 4, 4, 4, 4],
        &[4, 4, 4, 4, 2, 9],
        (4, 0),
        South,
    );
    assert_eq!(play(&p, 1).1.captured(), 3);
}

#[test]
fn last_seed_in_an_empty_opponents_house_captures_nothing() {
    let p = setup(
        KalahRules::default(),
        &[4, 4, 4, 4, 4, 2],
        &[0, 4, 4, 4, 4, 6],
        (2, 2),
        South,
    );
    let (after, report) = play(&p, 6);
    assert_eq!(report.landing, Landing::Elsewhere(Pit::House(North, 1)));
    assert_eq!(houses(&after, North)[0], 1);
    assert_eq!(after.board().store(South), 3);
}

#[test]
fn any_empty_ends_when_either_side_runs_out() {
    // South's last seed goes into the store: South's houses are empty, the game ends.
    let p = setup(
        KalahRules::default(),
        &[0, 0, 0, 0, 0, 1],
        &[1, 1, 1, 1, 1, 1],
        (20, 21),
        South,
    );
    let (after, report) = play(&p, 6);
    assert!(report.ended());
    assert!(!report.extra_turn());
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::HousesEmpty(South));
    assert_eq!(outcome.total(South), 21);
    assert_eq!(outcome.total(North), 27);
    assert_eq!(outcome.winners(), &[North]);
    assert!(after.legal_moves().is_empty());
    // The board is left as the move left it; the remaining seeds are only in the totals.
    assert_eq!(houses(&after, North), [1; 6]);
}

#[test]
fn any_empty_ends_when_the_opponent_is_emptied_by_a_capture() {
    let p = setup(
        KalahRules::default(),
        &[1, 0, 4, 4, 4, 4],
        &[0, 0, 0, 0, 3, 0],
        (10, 18),
        South,
    );
    let (after, _) = play(&p, 1);
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::HousesEmpty(North));
    assert_eq!(outcome.total(South), 14 + 16);
    assert_eq!(outcome.total(North), 18);
}

#[test]
fn new_mover_empty_goes_on_while_the_next_mover_has_seeds() {
    let new_mover = rules(&[("end", "new-mover-empty")]);
    // South empties its own side, but North is to move and has seeds.
    let p = setup(
        new_mover,
        &[0, 0, 0, 0, 0, 2],
        &[1, 1, 1, 1, 1, 1],
        (20, 20),
        South,
    );
    let (after, report) = play(&p, 6);
    assert!(!report.ended());
    assert_eq!(after.to_move(), North);
    assert_eq!(houses(&after, South), [0; 6]);

    // North has no seeds at all and is to move next: the game ends.
    let p = setup(
        new_mover,
        &[0, 0, 0, 2, 0, 1],
        &[0, 0, 0, 0, 0, 0],
        (23, 22),
        South,
    );
    let (after, _) = play(&p, 4);
    assert_eq!(
        after.outcome().unwrap().reason(),
        EndReason::HousesEmpty(North)
    );
}

#[test]
fn new_mover_empty_counts_the_extra_turn() {
    let new_mover = rules(&[("end", "new-mover-empty")]);
    // South's last seed lands in the store with South's houses empty: South is to move again
    // and cannot, so the game ends though North still has seeds.
    let p = setup(
        new_mover,
        &[0, 0, 0, 0, 0, 1],
        &[1, 1, 1, 1, 1, 1],
        (20, 21),
        South,
    );
    let (after, _) = play(&p, 6);
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::HousesEmpty(South));
    assert_eq!(after.to_move(), South);
}

#[test]
fn more_than_half_the_seeds_in_a_store_ends_the_game_at_once() {
    let p = setup(
        KalahRules::default(),
        &[4, 4, 4, 4, 4, 1],
        &[0, 2, 0, 0, 1, 0],
        (24, 0),
        South,
    );
    let (after, report) = play(&p, 6);
    assert_eq!(report.end, Some(EndReason::StoreMajority(South)));
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::StoreMajority(South));
    assert_eq!(outcome.winners(), &[South]);

    // Exactly half is not enough.
    let p = setup(
        KalahRules::default(),
        &[4, 4, 4, 4, 3, 1],
        &[0, 2, 0, 0, 2, 0],
        (23, 1),
        South,
    );
    let (after, _) = play(&p, 6);
    assert!(after.outcome().is_none());
}

#[test]
fn remaining_seeds_go_by_the_option() {
    let board = |remaining: &str| {
        setup(
            rules(&[("remaining", remaining)]),
            &[0, 0, 0, 0, 0, 1],
            &[3, 3, 3, 0, 0, 0],
            (18, 20),
            South,
        )
    };
    let totals = |remaining: &str| {
        let (after, _) = play(&board(remaining), 6);
        let o = after.outcome().unwrap().clone();
        (o.total(South), o.total(North), o.winners().to_vec())
    };
    assert_eq!(totals("owner"), (19, 29, vec![North]));
    assert_eq!(totals("opponent"), (28, 20, vec![South]));
    assert_eq!(totals("neither"), (19, 20, vec![North]));
}

#[test]
fn equal_totals_are_a_draw() {
    let p = setup(
        KalahRules::default(),
        &[0, 0, 0, 0, 0, 1],
        &[0, 0, 0, 0, 0, 1],
        (23, 23),
        South,
    );
    let (after, _) = play(&p, 6);
    let outcome = after.outcome().unwrap();
    assert!(outcome.is_draw());
    assert_eq!(outcome.total(South), 24);
}

#[test]
fn refused_moves_say_why_and_change_nothing() {
    let start = KalahPosition::new(KalahRules::default());
    let (after, _) = play(&start, 3);
    assert_eq!(
        after.play(HouseMove(3)),
        Err(KalahError::EmptyHouse(Pit::House(South, 3)))
    );
    assert_eq!(after.play(HouseMove(7)), Err(KalahError::NoSuchHouse(7)));
    assert_eq!(after.play(HouseMove(0)), Err(KalahError::NoSuchHouse(0)));
    assert_eq!(
        after.move_at(Pit::House(North, 2)),
        Err(KalahError::NotYourHouse(Pit::House(North, 2)))
    );
    assert_eq!(
        after.move_at(Pit::Store(South)),
        Err(KalahError::StoreNotPlayable(Pit::Store(South)))
    );
    assert_eq!(after.move_at(Pit::House(South, 2)), Ok(HouseMove(2)));

    let mut game = Game::<KalahPosition>::new(KalahRules::default());
    game.play(HouseMove(3)).unwrap();
    let before = game.clone();
    assert!(game.play(HouseMove(3)).is_err());
    assert_eq!(game, before);
}

#[test]
fn a_finished_game_refuses_every_move() {
    let p = setup(
        KalahRules::default(),
        &[0, 0, 0, 0, 0, 1],
        &[1, 1, 1, 1, 1, 1],
        (20, 21),
        South,
    );
    let (after, _) = play(&p, 6);
    assert_eq!(after.play(HouseMove(1)), Err(KalahError::GameOver));
    assert_eq!(
        after.move_at(Pit::House(North, 1)),
        Err(KalahError::GameOver)
    );
}

#[test]
fn moves_are_house_numbers_from_the_movers_left() {
    let start = KalahPosition::new(rules(&[("houses", "4")]));
    assert_eq!(start.parse_move("4"), Ok(HouseMove(4)));
    for bad in ["0", "5", "-1", "+1", "01", "S1", "", "one", "256"] {
        assert!(start.parse_move(bad).is_err(), "{bad}");
    }
}

#[test]
fn setups_are_checked() {
    let r = KalahRules::default();
    let bad_len = KalahPosition::from_setup(
        r,
        BySide {
            south: &[4; 5],
            north: &[4; 6],
        },
        BySide::default(),
        South,
    );
    assert_eq!(
        bad_len,
        Err(SetupError::HouseCount {
            side: South,
            found: 5,
            rules: 6
        })
    );
    let bad_total = KalahPosition::from_setup(
        r,
        BySide {
            south: &[4; 6],
            north: &[4; 6],
        },
        BySide { south: 1, north: 0 },
        South,
    );
    let err = bad_total.unwrap_err();
    assert_eq!(
        err,
        SetupError::SeedsDoNotAddUp {
            found: 49,
            rules: 48
        }
    );
    assert_eq!(err.to_string(), "the board holds 49 seeds, the rules 48");
}

#[test]
fn games_replay_and_undo_to_the_start() {
    let mut game = Game::<KalahPosition>::replay(KalahRules::default(), &["3", "6", "1"]).unwrap();
    assert_eq!(game.moves_played(), 3);
    let record = game.to_record();
    assert_eq!(record.moves, ["3", "6", "1"]);
    assert_eq!(Game::<KalahPosition>::from_record(&record).unwrap(), game);
    while game.undo().is_some() {}
    assert_eq!(game, Game::new(KalahRules::default()));
    let err = Game::<KalahPosition>::replay(KalahRules::default(), &["3", "3"]).unwrap_err();
    assert_eq!(err.ply, 2);
    assert_eq!(err.to_string(), "move `3` at ply 2: Red's tray 3 is empty");
}

#[test]
fn the_steps_show_the_pickup_the_sowing_and_a_capture_and_replay_to_the_board() {
    use crate::games::two_row::Step;
    let p = setup(
        KalahRules::default(),
        &[1, 0, 4, 4, 4, 4],
        &[4, 4, 4, 4, 7, 4],
        (4, 0),
        South,
    );
    let (after, report) = play(&p, 1);
    // S2 is opposite N5: its 7 seeds go to the store, then the last seed.
    assert_eq!(
        report.steps,
        [
            Step::Pickup {
                pit: Pit::House(South, 1),
                seeds: 1
            },
            Step::Sow(Pit::House(South, 2)),
            Step::Capture {
                pit: Pit::House(North, 5),
                seeds: 7
            },
            Step::Capture {
                pit: Pit::House(South, 2),
                seeds: 1
            },
        ]
    );
    assert_eq!(report.replay(p.board()), Ok(*after.board()));

    // An extra turn: the last seed in the store, nothing more.
    let start = KalahPosition::new(KalahRules::default());
    let (after, report) = play(&start, 3);
    assert!(report.extra_turn());
    assert_eq!(
        report.steps,
        [
            Step::Pickup {
                pit: Pit::House(South, 3),
                seeds: 4
            },
            Step::Sow(Pit::House(South, 4)),
            Step::Sow(Pit::House(South, 5)),
            Step::Sow(Pit::House(South, 6)),
            Step::Sow(Pit::Store(South)),
        ]
    );
    assert_eq!(report.replay(start.board()), Ok(*after.board()));
}

#[test]
fn the_end_sweep_moves_the_seeds_left_as_the_option_says() {
    use crate::games::two_row::Step;
    let board = |remaining: &str| {
        setup(
            rules(&[("remaining", remaining)]),
            &[0, 0, 0, 0, 0, 1],
            &[3, 3, 3, 0, 0, 0],
            (18, 20),
            South,
        )
    };
    let sweep = |to: Side| -> Vec<Step> {
        (1..=3)
            .map(|n| Step::EndSweep {
                pit: Pit::House(North, n),
                seeds: 3,
                to,
            })
            .collect()
    };
    for (remaining, swept, stores) in [
        ("owner", sweep(North), (19, 29)),
        ("opponent", sweep(South), (28, 20)),
        ("neither", Vec::new(), (19, 20)),
    ] {
        let p = board(remaining);
        let (after, report) = play(&p, 6);
        let mut steps = vec![
            Step::Pickup {
                pit: Pit::House(South, 6),
                seeds: 1,
            },
            Step::Sow(Pit::Store(South)),
        ];
        steps.extend(swept);
        assert_eq!(report.steps, steps, "{remaining}");
        // The board keeps the seeds; the steps before the sweep replay to it.
        assert_eq!(houses(&after, North), [3, 3, 3, 0, 0, 0]);
        let moved = replay_steps(p.board(), South, &report.steps[..2]);
        assert_eq!(moved, Ok(*after.board()));
        // With the sweep, the stores hold the final totals.
        let o = after.outcome().unwrap();
        let end = report.replay(p.board()).unwrap();
        assert_eq!((o.total(South), o.total(North)), stores, "{remaining}");
        assert_eq!(
            (u32::from(end.store(South)), u32::from(end.store(North))),
            stores,
            "{remaining}"
        );
    }
}
