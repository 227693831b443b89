//! Property tests over random games of every game under random options: every
//! listed move plays, every other move is refused with the game unchanged, seeds are
//! conserved, games end (relays included), and saved games load back.

use mancala::games::two_row::{HouseMove, TwoRowPosition};
use mancala::games::{EndReason, Game, GameId, Position, RuleOptions};
use proptest::prelude::*;

mod common;
use common::{any_rules, check_cases, for_every_game, Budget};
use proptest::test_runner::TestCaseError;

/// Plays a game to its end choosing each move by the next random number.
fn random_game<P: TwoRowPosition<Move = HouseMove> + Budget>(
    rules: P::Rules,
    picks: &[usize],
) -> Game<P> {
    let mut game = Game::<P>::new(rules);
    for (ply, pick) in picks.iter().cycle().enumerate() {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        assert!(ply < P::MAX_PLIES, "game did not end");
        game.play(legal[pick % legal.len()]).unwrap();
    }
    game
}

fn check_game<P: TwoRowPosition<Move = HouseMove> + Budget>(
    rules: P::Rules,
    picks: &[usize],
) -> Result<(), TestCaseError> {
    let game = random_game::<P>(rules, picks);
    let start = Game::<P>::new(rules);
    let total = start.position().board().total();

    // Replaying checks every position on the way.
    let mut replay = Game::<P>::new(rules);
    for m in game.moves() {
        let position = replay.position().clone();
        let legal = position.legal_moves();
        for house in 0..=9u8 {
            let candidate = HouseMove(house);
            let result = position.play(candidate);
            prop_assert_eq!(result.is_ok(), legal.contains(&candidate));
            prop_assert_eq!(position.is_legal(candidate), legal.contains(&candidate));
            if let Ok((next, _)) = result {
                prop_assert_eq!(next.board().total(), total);
            }
        }
        let before = replay.clone();
        prop_assert!(replay.play(HouseMove(0)).is_err());
        prop_assert_eq!(&replay, &before);
        replay.play(m).unwrap();
    }
    prop_assert_eq!(&replay, &game);

    // The end: no moves, every seed accounted for.
    let end = game.position();
    let outcome = end.outcome().expect("the game ended");
    prop_assert!(end.legal_moves().is_empty());
    let totals: u32 = outcome.totals().iter().map(|&(_, t)| t).sum();
    let seeds_count_for_nobody = matches!(outcome.reason(), EndReason::StoreMajority(_))
        && end.game() != GameId::Kalah
        || rules.get("remaining") == Some("neither");
    if seeds_count_for_nobody {
        prop_assert!(totals <= total);
    } else {
        prop_assert_eq!(totals, total);
    }
    let best = outcome.totals().iter().map(|&(_, t)| t).max().unwrap();
    for &(player, t) in outcome.totals() {
        prop_assert_eq!(
            outcome.winners().contains(&player),
            t == best && !outcome.is_draw()
        );
    }

    // A saved game loads back to the same game.
    let record = game.to_record();
    prop_assert_eq!(&Game::<P>::from_record(&record).unwrap(), &game);
    Ok(())
}

fn picks() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0usize..64, 1..40)
}

/// The checks of a position type's games.
trait Checked: Budget {
    /// Plays a random game under `rules`, checking every move and the end.
    fn check(rules: Self::Rules, picks: &[usize]) -> Result<(), TestCaseError>;
}

/// A position type's checks, by its kind of board (see `mancala::for_every_position_type!`).
macro_rules! checked {
    (TwoRows, $position:ty) => {
        checked!($position: check_game::<Self>);
    };
    (Grid, $position:ty) => {
        checked!($position: calcala::check);
    };
    (Cells, $position:ty) => {
        checked!($position: roocala::check);
    };
    ($position:ty: $check:expr) => {
        impl Checked for $position {
            fn check(
                rules: <Self as Position>::Rules,
                picks: &[usize],
            ) -> Result<(), TestCaseError> {
                $check(rules, picks)
            }
        }
    };
}

mancala::for_every_position_type!(checked);

/// Every game, under any of its rules.
#[test]
fn every_game_keeps_the_rules() {
    for_every_game(|game| {
        mancala::with_position!(game, P => check_cases(
            game,
            P::CASES,
            (any_rules::<<P as Position>::Rules>(game), picks()),
            |(rules, picks)| P::check(rules, &picks),
        ))
    });
}

mod calcala {
    use super::*;
    use mancala::games::calcala::{CalcalaMove, CalcalaPosition, CalcalaRules, Cell, Dir};

    fn stones(p: &CalcalaPosition) -> u32 {
        p.on_board()
            + p.rules()
                .seats()
                .map(|s| u32::from(p.captured(s)))
                .sum::<u32>()
    }

    pub fn check(rules: CalcalaRules, picks: &[usize]) -> Result<(), TestCaseError> {
        let mut game = Game::<CalcalaPosition>::new(rules);
        let total = stones(game.position());
        for (ply, pick) in picks.iter().cycle().enumerate() {
            let position = game.position().clone();
            let legal = position.legal_moves();
            if legal.is_empty() {
                break;
            }
            prop_assert!(ply < CalcalaPosition::MAX_PLIES, "game did not end");
            // A sample of other moves is refused and changes nothing.
            for m in Cell::all()
                .flat_map(|from| Dir::ALL.map(|dir| CalcalaMove { from, dir }))
                .skip(pick % 7)
                .step_by(7)
            {
                prop_assert_eq!(position.play(m).is_ok(), legal.contains(&m));
            }
            let before = game.clone();
            let off_edge = CalcalaMove {
                from: "A1".parse().unwrap(),
                dir: Dir::N,
            };
            prop_assert!(game.play(off_edge).is_err());
            prop_assert_eq!(&game, &before);
            game.play(legal[pick % legal.len()]).unwrap();
            prop_assert_eq!(stones(game.position()), total);
        }
        let end = game.position();
        let outcome = end.outcome().expect("the game ended");
        prop_assert!(end.on_board() <= 6 || outcome.reason() == EndReason::Repetition);
        prop_assert_eq!(outcome.totals().len(), usize::from(rules.players()));
        let record = game.to_record();
        prop_assert_eq!(
            &Game::<CalcalaPosition>::from_record(&record).unwrap(),
            &game
        );
        Ok(())
    }
}

mod roocala {
    use super::*;
    use mancala::games::roocala::{BoardKind, RoocalaPosition};
    use mancala::games::Side;

    fn points_in_play(p: &RoocalaPosition) -> u32 {
        p.checkers_on_board() + u32::from(p.points(Side::South)) + u32::from(p.points(Side::North))
    }

    pub fn check(board: BoardKind, picks: &[usize]) -> Result<(), TestCaseError> {
        let mut game = Game::<RoocalaPosition>::new(board);
        let total = game.position().total_points();
        for (ply, pick) in picks.iter().cycle().enumerate() {
            let position = game.position().clone();
            let legal = position.legal_moves();
            if legal.is_empty() {
                break;
            }
            prop_assert!(ply < RoocalaPosition::MAX_PLIES, "game did not end");
            // Moves written for this board either are listed or are refused (a sample of
            // cells each ply keeps the test quick).
            let g = position.geometry();
            for cell in (pick % 5..g.len()).step_by(5).map(|c| c as u8) {
                let name = g.name(cell);
                for text in [
                    name.to_owned(),
                    format!("{name}+"),
                    format!("{name}:N"),
                    format!("{name}-b2"),
                ] {
                    if let Ok(m) = position.parse_move(&text) {
                        prop_assert_eq!(position.play(m).is_ok(), legal.contains(&m), "{}", text);
                    }
                }
            }
            let m = legal[pick % legal.len()];
            game.play(m).unwrap();
            // Checkers move between the board and the points; captured rooks score nothing.
            prop_assert_eq!(points_in_play(game.position()), total);
        }
        let end = game.position();
        prop_assert!(end.outcome().is_some());
        let record = game.to_record();
        prop_assert_eq!(
            &Game::<RoocalaPosition>::from_record(&record).unwrap(),
            &game
        );
        Ok(())
    }
}

/// Every position of a random game under `rules` (the start too, not the end), each read
/// back from every text format that can hold it as the same position: our position text
/// always, the Kalah board literal for the two-row games, PlayStrategy's FEN for those of
/// six houses a side; the game itself from its record, started from one of its positions,
/// and Ayo's from PlayStrategy's move list.
fn formats_round_trip<P: Position + Budget>(
    rules: P::Rules,
    picks: &[usize],
) -> Result<(), TestCaseError> {
    use mancala::games::formats::{kalah_literal, playstrategy, position_text, read_position};
    use mancala::games::{GameRecord, Player, SetupBoard, Side};

    let mut game = Game::<P>::new(rules);
    for (ply, pick) in picks.iter().cycle().enumerate() {
        let position = game.position().clone();
        let legal = position.legal_moves();
        if legal.is_empty() || ply >= P::MAX_PLIES {
            break;
        }
        let text = position_text(&position);
        prop_assert_eq!(
            read_position::<P>(rules, &text),
            Ok(position.clone()),
            "{}",
            text
        );
        let setup = position.setup();
        if let SetupBoard::TwoRows { houses, .. } = &setup.board {
            let to_move = Side::from_index(setup.to_move).expect("a side");
            let literal = kalah_literal::write(&setup).expect("two rows");
            prop_assert_eq!(
                kalah_literal::read(&literal, to_move),
                Ok(setup.clone()),
                "{}",
                literal
            );
            if houses.south.len() == 6 {
                let fen = playstrategy::write_fen(&setup, ply as u32 / 2 + 1).expect("six houses");
                prop_assert_eq!(
                    playstrategy::read_fen(&fen),
                    Ok((setup.clone(), ply as u32 / 2 + 1)),
                    "{}",
                    fen
                );
            }
        }
        game.play(legal[pick % legal.len()]).unwrap();
    }
    let record = |game: &Game<P>| GameRecord::from_text(&game.to_record().to_text()).unwrap();
    prop_assert_eq!(Game::<P>::from_record(&record(&game)), Ok(game.clone()));
    // The same moves from a position of the game, as an edited start.
    let from = picks[0] % (game.moves_played() + 1);
    let start = game
        .position_after(from)
        .expect("a ply of the game")
        .clone();
    if start.outcome().is_none() {
        let mut edited = Game::from_position(start);
        for m in game.moves()[from..].iter().take(40) {
            edited.play(*m).unwrap();
        }
        let link = GameRecord::from_link(&edited.to_link_record().to_text()).unwrap();
        prop_assert_eq!(Game::<P>::from_record(&link), Ok(edited.clone()));
    }
    if rules.game() == GameId::Ayo
        && rules.to_pairs() == P::Rules::for_game(GameId::Ayo).unwrap().to_pairs()
    {
        let moves = playstrategy::write_moves(&game).expect("a two-row game");
        prop_assert_eq!(
            playstrategy::read_moves(Game::<P>::new(rules), &moves),
            Ok(game.clone())
        );
    }
    Ok(())
}

/// Every game under any of its rules: its positions read back from every format
/// (`formats_round_trip`).
#[test]
fn every_position_reads_back_from_every_format() {
    for_every_game(|game| {
        mancala::with_position!(game, P => {
            check_cases(
                game,
                P::CASES / 4,
                (any_rules::<<P as Position>::Rules>(game), picks()),
                |(rules, picks)| formats_round_trip::<P>(rules, &picks),
            );
            // Ayo under its default rules, PlayStrategy's, every time.
            if game == GameId::Ayo {
                let rules = <P as Position>::Rules::for_game(game).unwrap();
                check_cases(game, 40, picks(), |picks| formats_round_trip::<P>(rules, &picks));
            }
        })
    });
}
