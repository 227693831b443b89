//! The fitted evaluation of the games with homes (`search::evaluation::homes`, each
//! game's part in `search::evaluation::<game>`): its features on hand-made positions of
//! Awari, Ayo and Oware, its symmetry, and the rules without fitted weights.

use mancala::games::awari::AwariRules;
use mancala::games::ayo::AyoRules;
use mancala::games::oware::OwareRules;
use mancala::games::two_row::{HomeGameRules, HomePosition};
use mancala::games::{BySide, Game, Position, RuleOptions, Side};
use mancala::search::evaluation::homes::{features, FEATURES};
use mancala::search::{search, Evaluate, Level};

/// A position from houses (each side from its owner's left), homes and the player to move.
fn position(
    rules: impl Into<HomeGameRules>,
    south: [u8; 6],
    north: [u8; 6],
    homes: (u8, u8),
    to_move: Side,
) -> HomePosition {
    HomePosition::from_setup(
        rules,
        BySide { south, north },
        BySide {
            south: homes.0,
            north: homes.1,
        },
        to_move,
    )
    .unwrap()
}

/// A middle-game position with houses of every kind (empty, 1-2, 3, big), South to move.
fn middle_game(rules: impl Into<HomeGameRules>) -> HomePosition {
    position(
        rules,
        [3, 0, 5, 1, 2, 13],
        [1, 2, 0, 3, 4, 2],
        (7, 5),
        Side::South,
    )
}

/// The same position seen from the other seat: the sides swapped.
fn mirrored(p: &HomePosition, south: [u8; 6], north: [u8; 6], homes: (u8, u8)) -> HomePosition {
    position(
        *p.rules(),
        north,
        south,
        (homes.1, homes.0),
        p.to_move().opponent(),
    )
}

#[test]
fn ayo_sees_the_chain_of_2s_and_3s_a_move_captures() {
    // South's house 6 (2 seeds) makes North's 1 and 2 a 2 and a 3: 5 seeds. North's moves
    // all end on empty houses or its own side: nothing.
    let south = [4, 0, 0, 0, 0, 2];
    let north = [1, 2, 5, 5, 5, 5];
    let p = position(AyoRules::default(), south, north, (10, 9), Side::South);
    // houses, capture now, extra turns, 1s and 2s, 3s, empty, big, seeds sown across
    // (mover, opponent); to move. South's 2 in house 6 both land on North's side; North's
    // 5s sow 2, 3, 4 and 5 on South's.
    assert_eq!(
        features(&p),
        [6, 23, 5, 0, 0, 0, 1, 2, 0, 0, 4, 0, 0, 0, 2, 14, 1]
    );
    assert_eq!(features(&mirrored(&p, south, north, (10, 9))), features(&p));
}

#[test]
fn ayo_counts_a_grand_slam_only_where_it_captures() {
    // Taking North's 1 and 2 would empty its side: a grand slam.
    let south = [4, 0, 0, 0, 0, 2];
    let north = [1, 2, 0, 0, 0, 0];
    let spared = position(AyoRules::default(), south, north, (20, 19), Side::South);
    assert_eq!(features(&spared)[2], 0, "the default spares it");
    let mut rules = AyoRules::default();
    rules.set("grand-slam", "capture").unwrap();
    let taken = position(rules, south, north, (20, 19), Side::South);
    assert_eq!(features(&taken)[2], 5);
}

#[test]
fn oware_sees_fours_for_either_side() {
    // South's house 6 makes North's 3 a four with its last seed: the mover's.
    let p = position(
        OwareRules,
        [0, 0, 0, 0, 0, 1],
        [3, 1, 1, 1, 1, 1],
        (20, 19),
        Side::South,
    );
    assert_eq!(features(&p)[2], 4);
    assert_eq!(features(&p)[3], 0, "North's relays end on empty houses");
    assert_eq!(features(&p)[9], 1, "one house of 3 on North's side");
    // Passing North's 3 makes a four before the last seed: it goes to North.
    let p = position(
        OwareRules,
        [0, 0, 0, 0, 0, 3],
        [3, 0, 0, 0, 0, 0],
        (21, 21),
        Side::South,
    );
    assert_eq!(features(&p)[2], -4);
}

#[test]
fn awari_sees_captures_on_either_side_and_extra_turns() {
    // South: house 1 reaches empty house 2, opposite North's 7 (8 seeds); houses 3 and 6
    // end in the home. North: house 6 goes round to its empty house 1, opposite South's
    // house 6, which the sowing passed (2 seeds and its own: 3, and a seed in either home).
    let south = [1, 0, 4, 0, 0, 1];
    let north = [0, 0, 0, 0, 7, 9];
    let p = position(AwariRules, south, north, (10, 16), Side::South);
    // North's 7 passes its home and sows five on South's side, its 9 six (the rest in
    // the homes and its own house 1); South's moves all end by its home.
    assert_eq!(
        features(&p),
        [6, 16, 8, 3, 2, 0, 2, 0, 0, 0, 3, 4, 0, 0, 0, 11, 1]
    );
    assert_eq!(
        features(&mirrored(&p, south, north, (10, 16))),
        features(&p)
    );
}

#[test]
fn the_seeds_sown_across_follow_each_games_sowing() {
    // A kroo of 17 in house 4: Ayo's sowing skips the house it started from, so its
    // first lap is eleven houses (six across) and the six seeds left reach four more;
    // Oware's goes round all twelve (six across), and its five left reach three.
    let south = [0, 0, 0, 17, 0, 0];
    let north = [1, 1, 1, 1, 1, 1];
    let ayo = position(AyoRules::default(), south, north, (13, 12), Side::South);
    assert_eq!(features(&ayo)[14], 10);
    let oware = position(OwareRules, south, north, (13, 12), Side::South);
    assert_eq!(features(&oware)[14], 9);
    // Awari sows through both homes: house 4's 17 seeds go round the fourteen pits once
    // (six across), and the three left end in house 6 and the home.
    let awari = position(AwariRules, south, north, (13, 12), Side::South);
    assert_eq!(features(&awari)[14], 6);
    // North's single seeds: only its house 6 reaches South's side, except in Awari,
    // where that seed goes into North's home.
    assert_eq!([&ayo, &oware, &awari].map(|p| features(p)[15]), [1, 1, 0]);
}

#[test]
fn the_evaluation_is_the_same_for_either_side() {
    for rules in [
        HomeGameRules::from(AwariRules),
        AyoRules::default().into(),
        OwareRules.into(),
    ] {
        let (south, north) = ([3, 0, 5, 1, 2, 13], [1, 2, 0, 3, 4, 2]);
        let p = position(rules, south, north, (7, 5), Side::South);
        let q = mirrored(&p, south, north, (7, 5));
        let (a, b) = (p.evaluation(), q.evaluation());
        assert_eq!(a[0] - a[1], b[1] - b[0], "{rules:?}");
        assert_eq!(FEATURES, features(&p).len());
    }
}

#[test]
fn rules_the_weights_were_not_fitted_for_keep_the_standing() {
    // Oware's fitted weights won nothing (docs/computer.md): it keeps the standing.
    let p = middle_game(OwareRules);
    assert_eq!(p.evaluation(), p.standing());
}

#[test]
fn every_option_of_ayo_plays_its_fitted_weights() {
    // Fitted for the default rules, they win at every option (docs/computer.md): the
    // options change the end of the game, not what the features measure.
    for (key, value) in [
        ("grand-slam", "capture"),
        ("grand-slam", "forbidden"),
        ("must-feed", "off"),
    ] {
        let mut rules = AyoRules::default();
        rules.set(key, value).unwrap();
        let p = middle_game(rules);
        assert_ne!(p.evaluation(), p.standing(), "{key}={value}");
    }
}

#[test]
fn the_levels_stay_deterministic_with_the_fitted_evaluation() {
    for rules in [
        HomeGameRules::from(AwariRules),
        AyoRules::default().into(),
        OwareRules.into(),
    ] {
        let game = Game::<HomePosition>::new(rules);
        let settings = Level::Hard.settings(game.position().game(), 0);
        assert!(settings.enhancements.tuned_evaluation);
        let run = || search(&game, &settings, &|| false).unwrap();
        let (a, b) = (run(), run());
        assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
    }
}
