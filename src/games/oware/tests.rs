//! One test per rule of docs/RULES.md section 3.3.

use super::*;
use crate::games::testing::{self, play};
use crate::games::two_row::{HomeSetupError, HouseMove, Pit, TwoRowPosition};
use crate::games::{BySide, EndReason, Game, Position};

use Side::{North, South};

fn setup(south: [u8; 6], north: [u8; 6], homes: (u8, u8)) -> OwarePosition {
    testing::home(OwareRules, south, north, homes, South)
}

#[test]
fn a_lap_ending_in_a_full_house_relays_and_an_empty_one_ends_the_move() {
    let p = setup([4, 4, 4, 4, 4, 3], [0, 0, 2, 0, 0, 0], (12, 11));
    let (after, report) = play(&p, 6);
    assert_eq!(report.relays(), 1);
    assert!(report.steps.contains(&Step::Relay {
        pit: Pit::House(North, 3),
        seeds: 3
    }));
    assert_eq!(after.board().houses(North), &[1, 1, 0, 1, 1, 1]);
    assert_eq!(after.to_move(), North);
}

#[test]
fn a_four_formed_along_the_way_goes_to_the_owner_of_its_side() {
    // S5's 3 seeds: S6, N1 (3 -> 4, taken by North), N2 (empty: the move ends).
    let p = setup([4, 4, 4, 4, 3, 4], [3, 0, 0, 0, 0, 0], (11, 11));
    let (after, report) = play(&p, 5);
    assert!(report.steps.contains(&Step::Four {
        pit: Pit::House(North, 1),
        taker: North
    }));
    assert_eq!(after.board().store(North), 15);
    assert_eq!(after.board().houses(North), &[0, 1, 0, 0, 0, 0]);
    // On the mover's own side the owner is the mover.
    let p = setup([4, 4, 4, 2, 3, 0], [1, 1, 1, 1, 1, 1], (12, 13));
    let (after, report) = play(&p, 4);
    assert!(report.steps.contains(&Step::Four {
        pit: Pit::House(South, 5),
        taker: South
    }));
    assert_eq!(after.board().store(South), 16);
}

#[test]
fn the_last_seed_making_four_goes_to_the_mover_and_ends_the_move() {
    let p = setup([4, 4, 4, 4, 4, 1], [3, 4, 4, 4, 4, 4], (3, 1));
    let (after, report) = play(&p, 6);
    assert_eq!(
        report.steps.last(),
        Some(&Step::Four {
            pit: Pit::House(North, 1),
            taker: South
        })
    );
    assert_eq!(after.board().store(South), 7);
    assert_eq!(after.board().houses(North)[0], 0);
    assert_eq!(report.captured(), 4);
}

#[test]
fn the_origin_house_is_not_skipped() {
    let p = setup([12, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1], (15, 15));
    let (after, report) = play(&p, 1);
    // 12 seeds: S2..S6, N1..N6 (N1 becomes 2, ...), and the last back into S1.
    assert_eq!(report.sown()[11], Pit::House(South, 1));
    assert_eq!(after.board().houses(South)[0], 1);
}

#[test]
fn an_endless_relay_stops_where_it_first_repeats() {
    let p = setup([6, 6, 5, 6, 3, 2], [1, 2, 4, 5, 3, 2], (1, 2));
    let (after, report) = play(&p, 1);
    assert!(matches!(report.steps.last(), Some(Step::EndlessRelay(_))));
    let on_board = after.board().house_total(South) + after.board().house_total(North);
    let homes = u32::from(after.board().store(South)) + u32::from(after.board().store(North));
    assert_eq!(on_board + homes, 48);
}

#[test]
fn a_chain_of_relays_ends_in_the_same_position_for_the_search_as_for_the_report() {
    // S3's 4 seeds relay three times, North and South each take a four along the way, and
    // the last lap's four is the mover's. The search's move takes the chain's last moment
    // from the relay check; the report plays the laps again, step by step.
    let p = setup([4, 3, 4, 4, 2, 5], [1, 3, 6, 2, 3, 1], (5, 5));
    let (after, report) = play(&p, 3);
    assert_eq!(report.relays(), 3);
    assert!(matches!(
        report.steps.last(),
        Some(Step::Four { taker: South, .. })
    ));
    assert_eq!(after.board().houses(South), &[5, 0, 1, 0, 0, 7]);
    assert_eq!(after.board().houses(North), &[1, 1, 1, 0, 0, 2]);
    assert_eq!(
        (after.board().store(South), after.board().store(North)),
        (17, 13)
    );
    assert_eq!(report.replay(p.board()), Ok(*after.board()));
    assert_eq!(p.play_fast(HouseMove(3)), Some(after));
}

#[test]
fn an_endless_relay_stops_at_the_same_moment_for_the_search_as_for_the_report() {
    // 89 relays, then a moment that came before: the move stops there with no further relay.
    let p = setup([6, 6, 5, 6, 3, 2], [1, 2, 4, 5, 3, 2], (1, 2));
    let (after, report) = play(&p, 1);
    assert_eq!(report.relays(), 89);
    assert_eq!(
        report.steps.last(),
        Some(&Step::EndlessRelay(Pit::House(South, 2)))
    );
    assert_eq!(after.board().houses(South), &[1, 2, 0, 2, 1, 0]);
    assert_eq!(after.board().houses(North), &[1, 0, 1, 0, 1, 0]);
    assert_eq!(
        (after.board().store(South), after.board().store(North)),
        (13, 26)
    );
    assert_eq!(report.replay(p.board()), Ok(*after.board()));
    assert_eq!(p.play_fast(HouseMove(1)), Some(after));
}

#[test]
fn the_third_occurrence_of_a_position_ends_the_game() {
    // Two lone seeds chase each other round the board; the last legal move each time.
    let start = setup([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1], (23, 23));
    let mut game = Game::from_position(start);
    while let Some(&m) = game.position().legal_moves().last() {
        game.play(m).unwrap();
        assert!(game.moves_played() < 200);
    }
    let end = game.position();
    let o = end.outcome().unwrap();
    assert_eq!(o.reason(), EndReason::Repetition);
    assert_eq!(game.last_report().unwrap().end, Some(EndReason::Repetition));
    // Each player takes the seeds on their own side.
    for side in [South, North] {
        assert_eq!(
            o.total(side),
            u32::from(end.board().store(side)) + end.board().house_total(side)
        );
    }
    // The ending position is the third of its kind: undoing the last move reopens play.
    let last = *game.moves().last().unwrap();
    game.undo();
    assert!(game.position().outcome().is_none());
    game.play(last).unwrap();
    assert!(game.position().outcome().is_some());
}

#[test]
fn the_steps_show_a_relay_and_a_four_taken_along_the_way() {
    // S6's 2 seeds: N1, N2 (1 -> 2: relay); N2's 2 seeds: N3 (3 -> 4, not the last seed:
    // North's four), N4 (empty: the move ends).
    let p = setup([0, 0, 0, 0, 0, 2], [0, 1, 3, 0, 0, 0], (22, 20));
    let (after, report) = play(&p, 6);
    assert_eq!(
        report.steps,
        [
            Step::Pickup {
                pit: Pit::House(South, 6),
                seeds: 2
            },
            Step::Sow(Pit::House(North, 1)),
            Step::Sow(Pit::House(North, 2)),
            Step::Relay {
                pit: Pit::House(North, 2),
                seeds: 2
            },
            Step::Sow(Pit::House(North, 3)),
            Step::Four {
                pit: Pit::House(North, 3),
                taker: North
            },
            Step::Sow(Pit::House(North, 4)),
        ]
    );
    assert_eq!(after.board().houses(North), &[1, 0, 0, 1, 0, 0]);
    assert_eq!(after.board().store(North), 24);
    assert_eq!(report.replay(p.board()), Ok(*after.board()));
}

#[test]
fn a_set_up_must_hold_all_48_seeds() {
    let err = OwarePosition::from_setup(
        OwareRules,
        BySide {
            south: [4; 6],
            north: [4; 6],
        },
        BySide { south: 1, north: 0 },
        South,
    )
    .unwrap_err();
    assert_eq!(
        err,
        HomeSetupError::SeedsDoNotAddUp {
            found: 49,
            expected: 48
        }
    );
    assert_eq!(err.to_string(), "the board holds 49 seeds, not 48");
}
