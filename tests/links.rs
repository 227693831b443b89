//! Links to games (`…/#/kalah?seeds=5&moves=3.1.6`): every game of every kind comes back
//! from its link as it was, and every kind of broken link is refused with its reason.

use mancala::games::kalah::{KalahError, KalahPosition};
use mancala::games::two_row::HomePosition;
use mancala::games::{
    Game, GameRecord, MoveError, Position, RecordError, ReplayError, RuleOptions,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

mod common;
use common::{any_rules, check_cases, for_every_game};

/// Plays random moves, then checks that the game's link, as a whole address, as a fragment
/// and percent-encoded, opens the same game.
fn round_trip<P: Position>(rules: P::Rules, picks: &[usize]) -> Result<(), TestCaseError> {
    let mut game = Game::<P>::new(rules);
    for &pick in picks {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(legal[pick % legal.len()]).unwrap();
    }
    let text = game.to_link_record().to_text();
    let encoded: String = text
        .chars()
        .map(|c| match c {
            ':' => "%3A".to_owned(),
            '+' => "%2B".to_owned(),
            c => c.to_string(),
        })
        .collect();
    for link in [
        format!("https://example.org/games/mancala/#/{text}"),
        format!("#/{text}"),
        text.clone(),
        format!("#/{encoded}"),
    ] {
        let record =
            GameRecord::from_link(&link).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&Game::<P>::from_record(&record).unwrap(), &game, "{}", link);
    }
    Ok(())
}

fn picks() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0usize..64, 0..150)
}

/// Every game, under any of its rules, comes back from its link.
#[test]
fn every_game_comes_back_from_its_link() {
    for_every_game(|game| {
        mancala::with_position!(game, P => check_cases(
            game,
            40,
            (any_rules::<<P as Position>::Rules>(game), picks()),
            |(rules, picks)| round_trip::<P>(rules, &picks),
        ))
    });
}

proptest! {
    /// Whatever the text, reading a link answers with a record or a reason, never a panic.
    #[test]
    fn any_text_is_read_or_refused(text in ".{0,200}") {
        if let Ok(record) = GameRecord::from_link(&text) {
            let _ = Game::<KalahPosition>::from_record(&record);
        }
    }
}

/// Options left at their defaults are left out of links.
#[test]
fn links_name_only_the_options_that_differ_from_the_defaults() {
    let game = Game::<KalahPosition>::replay(
        mancala::games::kalah::KalahRules::from_pairs([("seeds", "5")]).unwrap(),
        &["3", "1", "6"],
    )
    .unwrap();
    assert_eq!(game.to_link_record().to_text(), "kalah?seeds=5&moves=3.1.6");
    let plain = Game::<HomePosition>::new(mancala::games::awari::AwariRules.into());
    assert_eq!(plain.to_link_record().to_text(), "awari");
}

/// A link whose list of moves is empty (`moves=`, as a hand-written or cut link may be)
/// opens the start, as the link without it does; a move left empty between two is refused.
#[test]
fn an_empty_list_of_moves_is_the_start() {
    let open =
        |link: &str| Game::<KalahPosition>::from_record(&GameRecord::from_link(link).unwrap());
    let start = Game::<KalahPosition>::new(Default::default());
    assert_eq!(open("#/kalah?moves=").unwrap(), start);
    assert_eq!(open("#/kalah?moves=&seeds=4").unwrap(), start);
    let refused = open("#/kalah?moves=3..1").unwrap_err().to_string();
    assert_eq!(refused, "the move at ply 2 is empty");
}

/// Every kind of broken link is refused with a reason that names what is wrong.
#[test]
fn broken_links_are_refused_with_their_reason() {
    fn open(link: &str) -> Result<Game<KalahPosition>, RecordError<KalahError>> {
        Game::from_record(&GameRecord::from_link(link).map_err(RecordError::widen)?)
    }
    let reason = |link: &str| open(link).unwrap_err().to_string();
    assert_eq!(reason("#/chess?moves=e4"), "it is a game of `chess`");
    assert!(reason("#/kalah?seeds=99").contains("option `seeds` cannot be `99`"));
    assert!(reason("#/kalah?colour=red").contains("colour"));
    assert_eq!(
        reason("#/kalah?moves=3.1.9"),
        "move `9` at ply 3: `9` is not a move: expected a house number from 1 to 6"
    );
    assert!(reason("#/kalah?moves=1.1.1").starts_with("move `1` at ply 3:"));
    assert!(reason(&format!("#/kalah?moves={}", "1.".repeat(100_000))).contains("too long"));
    assert!(reason("#/").contains("names no game"));
    assert!(reason("#/kalah?moves").contains("not of the form KEY=VALUE"));
    assert!(reason("#/kalah?seeds=4&seeds=5").contains("given twice"));
    assert!(reason("#/kalah%2").contains("%-escape"));
    assert!(reason("#/kalah%FF").contains("%-escape"));
    // Each reason is named, not only worded.
    assert_eq!(open("#/").err(), Some(RecordError::NoGame));
    assert_eq!(
        open("#/kalah?moves").err(),
        Some(RecordError::NotKeyValue("moves".to_owned()))
    );
    assert_eq!(
        open("#/kalah?seeds=4&seeds=5").err(),
        Some(RecordError::OptionGivenTwice("seeds".to_owned()))
    );
    assert_eq!(open("#/kalah%2").err(), Some(RecordError::BrokenEscape));
    let long = "x".repeat(1 << 20);
    assert_eq!(open(&long).err(), Some(RecordError::TooLong(1 << 20)));
    // A refused move keeps the game's own reason, typed.
    let Some(RecordError::Move(refused)) = open("#/kalah?moves=1.1.1").err() else {
        panic!("a move refused");
    };
    assert!(matches!(
        *refused,
        ReplayError {
            ply: 3,
            error: MoveError::Illegal(KalahError::EmptyHouse(_)),
            ..
        }
    ));
}
