//! One test per rule of docs/RULES.md section 3.2.

use super::*;
use crate::games::testing::{self, legal, play};
use crate::games::two_row::{HouseMove, TwoRowPosition};
use crate::games::{EndReason, Position};

use Side::{North, South};

fn rules(grand_slam: &str, must_feed: &str) -> AyoRules {
    AyoRules::from_pairs([("grand-slam", grand_slam), ("must-feed", must_feed)]).unwrap()
}

fn setup(rules: AyoRules, south: [u8; 6], north: [u8; 6], homes: (u8, u8)) -> AyoPosition {
    testing::home(rules, south, north, homes, South)
}

#[test]
fn sowing_skips_the_homes_and_captures_a_chain_backwards() {
    let p = setup(
        AyoRules::default(),
        [4, 4, 4, 4, 4, 4],
        [3, 2, 1, 4, 4, 4],
        (3, 3),
    );
    let (after, report) = play(&p, 5);
    assert_eq!(
        report.steps,
        [
            Step::Pickup {
                pit: Pit::House(South, 5),
                seeds: 4
            },
            Step::Sow(Pit::House(South, 6)),
            Step::Sow(Pit::House(North, 1)),
            Step::Sow(Pit::House(North, 2)),
            Step::Sow(Pit::House(North, 3)),
            Step::Capture {
                pit: Pit::House(North, 3),
                seeds: 2
            },
            Step::Capture {
                pit: Pit::House(North, 2),
                seeds: 3
            },
        ]
    );
    assert_eq!(after.board().houses(North), &[4, 0, 0, 4, 4, 4]);
    assert_eq!(after.board().store(South), 8);
    assert_eq!(after.board().store(North), 3);
}

#[test]
fn the_chain_stops_at_the_movers_own_side() {
    // The last seed makes N1 hold 2; before N1 comes S6, the mover's own: the chain stops.
    let p = setup(
        AyoRules::default(),
        [4, 4, 4, 4, 1, 1],
        [1, 4, 4, 4, 4, 4],
        (6, 3),
    );
    let (after, report) = play(&p, 6);
    assert_eq!(report.captured(), 2);
    assert_eq!(after.board().houses(North)[0], 0);
}

#[test]
fn no_capture_on_the_movers_own_side_or_of_other_counts() {
    let p = setup(
        AyoRules::default(),
        [4, 4, 4, 4, 2, 1],
        [3, 4, 4, 4, 4, 4],
        (3, 3),
    );
    // S6 -> N1 making 4: no capture.
    let (_, report) = play(&p, 6);
    assert_eq!(report.captured(), 0);
    // S5 -> S6 (2), N1 (4): last makes 4, nothing.
    let (_, report) = play(&p, 5);
    assert_eq!(report.captured(), 0);
}

#[test]
fn twelve_or_more_seeds_skip_their_own_house() {
    let p = setup(
        AyoRules::default(),
        [12, 0, 0, 0, 0, 0],
        [4, 4, 4, 4, 4, 4],
        (6, 6),
    );
    let (after, report) = play(&p, 1);
    assert!(report.steps.contains(&Step::Skip(Pit::House(South, 1))));
    assert_eq!(after.board().houses(South), &[0, 2, 1, 1, 1, 1]);
    assert_eq!(after.board().houses(North), &[5, 5, 5, 5, 5, 5]);
    assert_eq!(report.sown().len(), 12);
}

#[test]
fn a_grand_slam_captures_nothing_by_default() {
    let p = setup(
        AyoRules::default(),
        [0, 0, 0, 3, 0, 2],
        [1, 2, 0, 0, 0, 0],
        (18, 22),
    );
    let (after, report) = play(&p, 6);
    assert!(report.steps.contains(&Step::GrandSlamSpared));
    assert_eq!(report.captured(), 0);
    assert_eq!(after.board().houses(North), &[2, 3, 0, 0, 0, 0]);
}

#[test]
fn a_grand_slam_captures_under_capture() {
    let p = setup(
        rules("capture", "on"),
        [0, 0, 0, 3, 0, 2],
        [1, 2, 0, 0, 0, 0],
        (18, 22),
    );
    let (after, report) = play(&p, 6);
    assert_eq!(report.captured(), 5);
    assert_eq!(after.board().house_total(North), 0);
    // North cannot move: the board goes to South, who moved last.
    let o = after.outcome().unwrap();
    assert_eq!(o.reason(), EndReason::NoLegalMove(North));
    assert_eq!(o.total(South), 23 + 3);
    assert_eq!(o.total(North), 22);
}

#[test]
fn a_forbidden_grand_slam_is_refused_while_another_move_exists() {
    let p = setup(
        rules("forbidden", "on"),
        [0, 0, 0, 3, 0, 2],
        [1, 2, 0, 0, 0, 0],
        (18, 22),
    );
    assert_eq!(legal(&p), [4]);
    assert_eq!(
        p.play(HouseMove(6)).unwrap_err(),
        HomeError::GrandSlamForbidden(Pit::House(South, 6))
    );
}

#[test]
fn when_every_move_is_a_grand_slam_it_is_legal_and_captures_nothing() {
    let p = setup(
        rules("forbidden", "on"),
        [0, 0, 0, 0, 0, 2],
        [1, 2, 0, 0, 0, 0],
        (21, 22),
    );
    assert_eq!(legal(&p), [6]);
    let (after, report) = play(&p, 6);
    assert!(report.steps.contains(&Step::GrandSlamSpared));
    assert_eq!(after.board().houses(North), &[2, 3, 0, 0, 0, 0]);
}

#[test]
fn the_mover_must_feed_an_empty_opponent() {
    let p = setup(AyoRules::default(), [0, 0, 0, 0, 1, 3], [0; 6], (22, 22));
    assert_eq!(legal(&p), [6]);
    assert_eq!(
        p.play(HouseMove(5)).unwrap_err(),
        HomeError::MustFeed(Pit::House(South, 5))
    );
    // Without the rule, any move goes.
    let p = setup(
        rules("no-capture", "off"),
        [0, 0, 0, 0, 1, 3],
        [0; 6],
        (22, 22),
    );
    assert_eq!(legal(&p), [5, 6]);
}

#[test]
fn no_way_to_feed_ends_the_game_and_the_mover_takes_the_rest() {
    let p = setup(AyoRules::default(), [1, 0, 0, 0, 0, 0], [0; 6], (23, 24));
    let o = p.outcome().expect("the feeding rule ended the game");
    assert_eq!(o.reason(), EndReason::CannotFeed(South));
    assert_eq!(o.totals(), &[(South, 24), (North, 24)]);
    assert!(o.is_draw());
    assert!(p.legal_moves().is_empty());

    // With must-feed off, South plays on and North is stuck: the board goes to South.
    let p = setup(
        rules("no-capture", "off"),
        [1, 0, 0, 0, 0, 0],
        [0; 6],
        (23, 24),
    );
    let (after, _) = play(&p, 1);
    let o = after.outcome().unwrap();
    assert_eq!(o.reason(), EndReason::NoLegalMove(North));
    assert_eq!(o.total(South), 24);
}

#[test]
fn options_read_and_write_as_rules_section_7_names_them() {
    let pairs = AyoRules::default().to_pairs();
    assert_eq!(
        pairs,
        [
            ("grand-slam".to_owned(), "no-capture".to_owned()),
            ("must-feed".to_owned(), "on".to_owned())
        ]
    );
    let mut r = AyoRules::default();
    assert!(r.set("grand-slam", "sometimes").is_err());
    assert!(r.set("must-feed", "yes").is_err());
    assert_eq!(r, AyoRules::default());
}

#[test]
fn a_spared_grand_slam_shows_the_sowing_and_moves_nothing_more() {
    let p = setup(
        AyoRules::default(),
        [0, 0, 0, 3, 0, 2],
        [1, 2, 0, 0, 0, 0],
        (18, 22),
    );
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
            Step::GrandSlamSpared,
        ]
    );
    assert_eq!(report.replay(p.board()), Ok(*after.board()));
}
