//! Opening books: the move a long search chose in every position of a game's first plies,
//! computed once (`mancala book`) and looked up by the moves that led to the position, as
//! opening books of game programs are (the classic book of precomputed deep searches, not a
//! record of human play).
//!
//! The file is plain text, one line a position: the first line is the game's record
//! without moves (`kalah`, `kalah?seeds=5`: the rules it is for), then `MOVES MOVE SCORE
//! DEPTH`, where `MOVES` is the moves from the start joined by `.` (`-` for the start),
//! `MOVE` the move to play, `SCORE` its value for the mover in hundredths of a seed and
//! `DEPTH` the depth the search completed. Keys are the moves in notation, the same on
//! every platform (a position's hash key is not: it hashes lengths as `usize`).

use std::collections::HashMap;

use crate::games::{Game, GameId, GameRecord, Position};

use super::SearchResult;

/// What values a book's positions: the search of a game's current position.
pub type BookSearch<'a, P> =
    dyn FnMut(&Game<P>) -> Option<SearchResult<<P as Position>::Move>> + 'a;

/// One position's entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move to play, in notation.
    pub best: String,
    /// Its value for the player to move, in hundredths of a seed.
    pub score: i32,
    /// The depth the search completed.
    pub depth: u32,
}

/// An opening book of one game's rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    /// The record of the rules without moves (its first line).
    pub rules: String,
    entries: HashMap<String, BookMove>,
}

impl Book {
    /// Builds the book of the positions of the first `plies` plies of the game of
    /// `rules` (the start and every position after fewer than `plies` moves, the game
    /// not over), each valued by `search`; `progress` hears each position's moves once it
    /// is searched.
    pub fn build<P: Position>(
        rules: P::Rules,
        plies: u32,
        search: &mut BookSearch<P>,
        progress: &mut dyn FnMut(&str),
    ) -> Book {
        let mut game = Game::<P>::new(rules);
        let mut book = Book {
            rules: game.to_record().to_text(),
            entries: HashMap::new(),
        };
        book.fill(&mut game, plies, search, progress);
        book
    }

    fn fill<P: Position>(
        &mut self,
        game: &mut Game<P>,
        plies: u32,
        search: &mut BookSearch<P>,
        progress: &mut dyn FnMut(&str),
    ) {
        if plies == 0 || game.position().outcome().is_some() {
            return;
        }
        let key = key_of(&game.to_record());
        if let Some(found) = search(game) {
            progress(&key);
            self.entries.insert(
                key,
                BookMove {
                    best: found.best.to_string(),
                    score: found.score,
                    depth: found.depth,
                },
            );
        }
        for m in game.position().legal_moves() {
            if game.play(m).is_ok() {
                self.fill(game, plies - 1, search, progress);
                game.undo();
            }
        }
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book holds no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book's entry for the game's position, when the game is of the book's rules and
    /// its moves are in the book.
    pub fn lookup<P: Position>(&self, game: &Game<P>) -> Option<&BookMove> {
        let record = game.to_record();
        let mut rules = record.clone();
        rules.moves.clear();
        if rules.to_text() != self.rules {
            return None;
        }
        self.entries.get(&key_of(&record))
    }

    /// The book as text (see the module header), its lines sorted.
    pub fn to_text(&self) -> String {
        let mut lines: Vec<String> = self
            .entries
            .iter()
            .map(|(moves, m)| format!("{moves} {} {} {}", m.best, m.score, m.depth))
            .collect();
        lines.sort();
        let mut text = self.rules.clone();
        text.push('\n');
        for line in lines {
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    /// Reads a book's text; a line that is not an entry is refused with its number.
    pub fn from_text(text: &str) -> Result<Book, String> {
        let mut lines = text.lines();
        let rules = lines
            .next()
            .filter(|l| !l.trim().is_empty())
            .ok_or("the book is empty: its first line names the game")?;
        let record = GameRecord::from_text(rules).map_err(|e| format!("line 1: {e}"))?;
        record
            .game
            .parse::<GameId>()
            .map_err(|e| format!("line 1: {e}"))?;
        let mut entries = HashMap::new();
        for (i, line) in lines.enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let parts: Vec<&str> = line.split_whitespace().collect();
            let bad = || format!("line {}: expected `MOVES MOVE SCORE DEPTH`: {line}", i + 2);
            let [moves, best, score, depth] = parts[..] else {
                return Err(bad());
            };
            let entry = BookMove {
                best: best.to_owned(),
                score: score.parse().map_err(|_| bad())?,
                depth: depth.parse().map_err(|_| bad())?,
            };
            entries.insert(moves.to_owned(), entry);
        }
        Ok(Book {
            rules: rules.trim().to_owned(),
            entries,
        })
    }
}

/// A position's key in the book: its moves joined by `.`, `-` for the start.
fn key_of(record: &GameRecord) -> String {
    if record.moves.is_empty() {
        "-".to_owned()
    } else {
        record.moves.join(".")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::{KalahPosition, KalahRules};
    use crate::search::{search, Limits, Settings};

    fn small_book() -> Book {
        let settings = Settings::with_limits(Limits {
            depth: Some(4),
            nodes: None,
            millis: None,
        });
        Book::build::<KalahPosition>(
            KalahRules::default(),
            2,
            &mut |game| search(game, &settings, &|| false),
            &mut |_| {},
        )
    }

    #[test]
    fn a_book_holds_every_position_of_its_plies_and_reads_back_what_it_wrote() {
        let book = small_book();
        // The start and the six positions after one move.
        assert_eq!(book.len(), 7);
        let read = Book::from_text(&book.to_text()).unwrap();
        assert_eq!(read, book);
        let game = Game::<KalahPosition>::replay(KalahRules::default(), &["3"]).unwrap();
        let entry = read.lookup(&game).unwrap();
        assert!(game.position().parse_move(&entry.best).is_ok());
        assert_eq!(entry.depth, 4);
    }

    #[test]
    fn a_book_is_used_only_for_its_rules_and_plies() {
        let book = small_book();
        let deeper = Game::<KalahPosition>::replay(KalahRules::default(), &["3", "1"]).unwrap();
        assert!(book.lookup(&deeper).is_none());
        let mut rules = KalahRules::default();
        crate::games::RuleOptions::set(&mut rules, "seeds", "5").unwrap();
        assert!(book.lookup(&Game::<KalahPosition>::new(rules)).is_none());
    }

    #[test]
    fn bad_book_text_gets_a_reason() {
        assert!(Book::from_text("").is_err());
        assert!(Book::from_text("chess\n").is_err());
        let err = Book::from_text("kalah\n- 3 12\n").unwrap_err();
        assert!(err.contains("line 2"), "{err}");
        assert!(Book::from_text("kalah\n- 3 x 4\n").is_err());
    }
}
