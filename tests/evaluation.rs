//! Kalah's fitted evaluation (`search::evaluation::kalah`): its features on hand-made
//! positions, its symmetry, and the search's switch back to the previous evaluation.

use mancala::games::kalah::{KalahPosition, KalahRules};
use mancala::games::{BySide, Game, Position, RuleOptions, Side};
use mancala::search::evaluation::kalah::{features, FEATURES};
use mancala::search::{search, Evaluate, Level, Settings};

/// A Kalah(6,4) position of the given rules from houses (each from its owner's left),
/// stores and the player to move.
fn position(
    rules: KalahRules,
    south: [u8; 6],
    north: [u8; 6],
    stores: (u8, u8),
    to_move: Side,
) -> KalahPosition {
    KalahPosition::from_setup(
        rules,
        BySide {
            south: &south[..],
            north: &north[..],
        },
        BySide {
            south: stores.0,
            north: stores.1,
        },
        to_move,
    )
    .unwrap()
}

/// South: house 1 (one seed) reaches the empty house 2, opposite North's 7 seeds; houses 3
/// (4 seeds) and 6 (1 seed) reach the store exactly. North: houses 5 and 6 sow 5 and 6
/// seeds onto South's side, and house 6 goes round to its empty house 2, opposite South's
/// house 5, which that sowing passed.
fn threats(to_move: Side) -> KalahPosition {
    position(
        KalahRules::default(),
        [1, 0, 4, 0, 0, 1],
        [0, 0, 0, 0, 7, 9],
        (10, 16),
        to_move,
    )
}

#[test]
fn features_see_extra_turns_captures_and_seeds_sown_over() {
    // houses, sown over, extra-turn houses, capture now (mover, opponent), to move.
    assert_eq!(
        features(&threats(Side::South)),
        [6, 16, 0, 11, 2, 0, 8, 2, 1]
    );
    // North to move: the same counts, the other way round.
    assert_eq!(
        features(&threats(Side::North)),
        [16, 6, 11, 0, 0, 2, 2, 8, 1]
    );
}

#[test]
fn an_empty_opposite_house_is_a_capture_only_where_the_rules_transfer_anyway() {
    // South's house 1 reaches the empty house 2, and North's house 5 is empty.
    let south = [1, 0, 0, 0, 0, 0];
    let north = [0, 0, 0, 0, 0, 3];
    let always = position(KalahRules::default(), south, north, (20, 24), Side::South);
    assert_eq!(features(&always)[6], 1, "the sowing's last seed is taken");
    let mut rules = KalahRules::default();
    rules.set("transfer", "stones-opposite").unwrap();
    let opposite = position(rules, south, north, (20, 24), Side::South);
    assert_eq!(features(&opposite)[6], 0, "nothing is taken");
}

#[test]
fn a_capture_threat_is_worth_more_to_the_player_to_move() {
    // The same seeds, once with South's capture of 7 ready and once without.
    let ready = position(
        KalahRules::default(),
        [1, 0, 0, 0, 0, 3],
        [2, 2, 0, 0, 7, 0],
        (14, 19),
        Side::South,
    );
    let not_ready = position(
        KalahRules::default(),
        [0, 0, 0, 0, 1, 3],
        [2, 2, 0, 0, 7, 0],
        (14, 19),
        Side::South,
    );
    assert_eq!(features(&ready)[6], 8);
    assert_eq!(features(&not_ready)[6], 0);
    let margin = |p: &KalahPosition| p.evaluation()[0] - p.evaluation()[1];
    assert!(margin(&ready) > margin(&not_ready) + 100);
}

#[test]
fn the_evaluation_is_the_same_for_either_side() {
    let south = threats(Side::South).evaluation();
    let north = position(
        KalahRules::default(),
        [0, 0, 0, 0, 7, 9],
        [1, 0, 4, 0, 0, 1],
        (16, 10),
        Side::North,
    )
    .evaluation();
    assert_eq!(south[0] - south[1], north[1] - north[0]);
    assert_eq!(FEATURES, features(&threats(Side::South)).len());
}

#[test]
fn rules_the_weights_were_not_fitted_for_keep_the_standing() {
    let mut rules = KalahRules::default();
    rules.set("remaining", "opponent").unwrap();
    let p = position(
        rules,
        [1, 0, 4, 0, 0, 1],
        [0, 0, 0, 0, 7, 9],
        (10, 16),
        Side::South,
    );
    assert_eq!(p.evaluation(), p.standing());
}

#[test]
fn the_previous_evaluation_stays_selectable_and_both_are_deterministic() {
    let game = Game::<KalahPosition>::new(KalahRules::default());
    let mut tuned = Level::Hard.settings(game.position().game(), 0);
    let mut simple: Settings = tuned;
    simple.enhancements.tuned_evaluation = false;
    tuned.enhancements.tuned_evaluation = true;
    let run = |s: &Settings| search(&game, s, &|| false).unwrap();
    let (a, b) = (run(&tuned), run(&tuned));
    assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
    let c = run(&simple);
    assert_ne!(
        (a.score, a.nodes),
        (c.score, c.nodes),
        "the switch changes the search"
    );
}
