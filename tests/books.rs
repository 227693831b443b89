//! The shipped opening books (`static/books/`): Kalah's book of proven moves reads, every
//! entry is a legal move of a position its moves reach, the solver's values agree along
//! the book's own moves, and both sides playing from it stay in it from every opening of
//! two plies (the openings of `mancala match` and `mancala loss`) until Expert's exact
//! tries take over.

use std::path::PathBuf;

use mancala::games::kalah::KalahPosition;
use mancala::games::{Game, GameRecord, Position};
use mancala::search::book::Book;

fn shipped(game: &str) -> Book {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("static/books")
        .join(format!("{game}.txt"));
    let text = std::fs::read_to_string(&path).expect("the book file");
    Book::from_text(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The game of the book's rules after `moves` (`-` for none).
fn game_after(book: &Book, moves: &str) -> Game<KalahPosition> {
    let mut record = GameRecord::from_text(&book.rules).expect("the rules line");
    record.moves = if moves == "-" {
        Vec::new()
    } else {
        moves.split('.').map(str::to_owned).collect()
    };
    Game::from_record(&record).unwrap_or_else(|e| panic!("{moves}: {e}"))
}

#[test]
fn kalahs_book_holds_legal_proven_moves_of_the_default_rules() {
    let book = shipped("kalah");
    assert_eq!(book.len(), 10_000);
    // The rules the app starts with: the book answers the start of a new game.
    let start = Game::<KalahPosition>::new(Default::default());
    assert!(book.lookup(&start).is_some());
    for (moves, entry) in book.entries() {
        let game = game_after(&book, moves);
        assert!(game.position().outcome().is_none(), "{moves}");
        let best = game.position().parse_move(&entry.best);
        assert!(best.is_ok(), "{moves}: {}", entry.best);
        assert_eq!(entry.depth, 255, "{moves}: proven by the solver");
        assert_eq!(entry.score % 100, 0, "{moves}: a whole number of seeds");
        // The value after the book's move, where the book holds that position too: the
        // same margin, for the same player after an extra turn, else for the other.
        let next = if moves == "-" {
            entry.best.clone()
        } else {
            format!("{moves}.{}", entry.best)
        };
        let after = game_after(&book, &next);
        if let Some(child) = book.lookup(&after) {
            let same_mover = after.position().to_move() == game.position().to_move();
            let expected = if same_mover {
                entry.score
            } else {
                -entry.score
            };
            assert_eq!(child.score, expected, "{moves} then {}", entry.best);
        }
    }
}

#[test]
fn both_sides_playing_from_kalahs_book_stay_in_it_from_every_two_ply_opening() {
    let book = shipped("kalah");
    let mut openings = vec![String::from("-")];
    let start = game_after(&book, "-");
    for first in start.position().legal_moves() {
        openings.push(first.to_string());
        let after = game_after(&book, &first.to_string());
        for second in after.position().legal_moves() {
            openings.push(format!("{first}.{second}"));
        }
    }
    for opening in &openings {
        let mut line = opening.clone();
        loop {
            let game = game_after(&book, &line);
            let Some(entry) = book.lookup(&game) else {
                // The line leaves the book only where Expert's exact tries take over:
                // at most 36 seeds in play (`search::level::EXACT_SHARE` of 48; the book
                // was grown to 32 where its build reached).
                let in_play = game.position().seeds().map_or(0, |s| s.in_play);
                assert!(
                    in_play <= 36,
                    "{opening}: {line} has {in_play} seeds in play"
                );
                break;
            };
            line = if line == "-" {
                entry.best.clone()
            } else {
                format!("{line}.{}", entry.best)
            };
        }
    }
}
