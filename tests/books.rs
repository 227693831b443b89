//! The shipped opening books (`static/books/`): Kalah's books of proven moves, one for each
//! `transfer` rule, read; every entry is a legal move of a position its moves reach, the
//! solver's values agree along the book's own moves, and both sides playing from a book
//! stay in it from every opening of two plies (the openings of `mancala match` and
//! `mancala loss`) until Expert's exact tries take over. The books of long searches (Kalah
//! with 5 stones, Awari, Ayo and Oware) hold legal moves of their rules' opening positions.

use std::path::PathBuf;

use mancala::games::kalah::KalahPosition;
use mancala::games::{Game, GameRecord, Position};
use mancala::search::book::Book;
use mancala::search::{self, Evaluate, Limits, Settings};

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

/// The books shipped, by file name, each with its rules and its number of positions.
const SHIPPED: [(&str, &str, usize); 2] = [
    ("kalah", "kalah", 10_000),
    (
        "kalah-stones-opposite",
        "kalah?transfer=stones-opposite",
        STONES_OPPOSITE_POSITIONS,
    ),
];
const STONES_OPPOSITE_POSITIONS: usize = 10_000;

#[test]
fn kalahs_books_hold_legal_proven_moves_of_their_rules() {
    for (file, rules, positions) in SHIPPED {
        let book = shipped(file);
        assert_eq!(book.len(), positions, "{file}");
        holds_legal_proven_moves(&book, rules);
    }
}

fn holds_legal_proven_moves(book: &Book, rules: &str) {
    // The book answers the start of a new game of its rules, written as a player's
    // options are (the defaults left out).
    let start = Game::<KalahPosition>::from_record(&GameRecord::from_text(rules).unwrap());
    assert!(book.lookup(&start.unwrap()).is_some(), "{rules}");
    for (moves, entry) in book.entries() {
        let game = game_after(book, moves);
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
        let after = game_after(book, &next);
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
fn both_sides_playing_from_kalahs_books_stay_in_them_from_every_two_ply_opening() {
    for (file, _, _) in SHIPPED {
        stays_in_book_from_every_two_ply_opening(&shipped(file));
    }
}

fn stays_in_book_from_every_two_ply_opening(book: &Book) {
    let mut openings = vec![String::from("-")];
    let start = game_after(book, "-");
    for first in start.position().legal_moves() {
        openings.push(first.to_string());
        let after = game_after(book, &first.to_string());
        for second in after.position().legal_moves() {
            openings.push(format!("{first}.{second}"));
        }
    }
    for opening in &openings {
        let mut line = opening.clone();
        loop {
            let game = game_after(book, &line);
            let Some(entry) = book.lookup(&game) else {
                // The line leaves the book only where Expert's exact tries take over:
                // at most 36 seeds in play (`search::level::EXACT_SHARE` of 48; the book
                // was grown to 32 where its build reached).
                let in_play = game.position().seeds().map_or(0, |s| s.in_play);
                assert!(
                    in_play <= 36,
                    "{}: {opening}: {line} has {in_play} seeds in play",
                    book.rules
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

/// The books of long searches for the games with homes (`mancala book GAME --positions`),
/// each with the positions it holds.
const HOME_BOOKS: [(&str, usize); 3] = [("awari", 1000), ("ayo", 1000), ("oware", 1000)];

#[test]
fn the_books_of_awari_ayo_and_oware_hold_legal_moves_of_their_default_rules() {
    use mancala::games::two_row::HomePosition;
    for (file, positions) in HOME_BOOKS {
        holds_searched_moves::<HomePosition>(file, file, positions);
    }
}

/// Kalah's tournament setting, 5 stones a house with the other options at their
/// defaults: a book of long searches too (`mancala book kalah --opt seeds=5 --positions`).
#[test]
fn kalahs_book_of_five_stones_holds_legal_moves_of_its_rules() {
    holds_searched_moves::<KalahPosition>("kalah-5", "kalah?seeds=5", 1000);
}

/// The book `file` (`static/books/FILE.txt`) of long searches holds `positions` positions
/// of the rules `rules` (as a new game of them writes them), each with a legal move; an
/// entry of depth 0 is a position's only legal move or a proven result (Kalah's exact
/// tries: the one such entry of `kalah-5`, `2.4.1.4.1.6.2.2`, North lost by 10 with
/// `6`, is the solver's value and move there too), and one searched less than 12 plies
/// deep (every line settled by the table kept through the build) has the value of a
/// fresh 16-ply search; every position of the first two plies is in it.
fn holds_searched_moves<P: Evaluate>(file: &str, rules: &str, positions: usize) {
    let book = shipped(file);
    assert_eq!(book.len(), positions, "{file}");
    let start = Game::<P>::from_record(&GameRecord::from_text(rules).unwrap()).unwrap();
    assert_eq!(
        book.lookup(&start).map(|e| e.depth >= 12),
        Some(true),
        "{file}: the rules are {rules}'s"
    );
    let after = |moves: &str| {
        let mut record = GameRecord::from_text(&book.rules).unwrap();
        if moves != "-" {
            record.moves = moves.split('.').map(str::to_owned).collect();
        }
        Game::<P>::from_record(&record).unwrap_or_else(|e| panic!("{moves}: {e}"))
    };
    for (moves, entry) in book.entries() {
        let game = after(moves);
        assert!(game.position().outcome().is_none(), "{file} {moves}");
        assert!(
            game.position().parse_move(&entry.best).is_ok(),
            "{file} {moves}: {}",
            entry.best
        );
        if entry.depth == 0 {
            // Not searched ply by ply: the position's only move, or a result proven at
            // once (Kalah's exact try, the solver: deeper than any search here reaches).
            assert!(
                game.position().legal_moves().len() == 1 || entry.score.abs() >= search::DECIDED,
                "{file} {moves}: a move of depth 0 is the only one, or proven"
            );
        } else if entry.depth < 12 {
            let settings = Settings::with_limits(Limits {
                depth: Some(16),
                ..Limits::default()
            });
            let found = search::search(&game, &settings, &|| false).unwrap();
            assert_eq!(
                found.score, entry.score,
                "{file} {moves}: a search that ended at depth {}",
                entry.depth
            );
        }
        if moves == "-" {
            for first in game.position().legal_moves() {
                let first = first.to_string();
                assert!(
                    book.lookup(&after(&first)).is_some(),
                    "{file}: {first} is a root"
                );
                for second in after(&first).position().legal_moves() {
                    let line = format!("{first}.{second}");
                    assert!(book.lookup(&after(&line)).is_some(), "{file}: {line}");
                }
            }
        }
    }
}
