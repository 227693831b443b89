//! The opening books shipped with the site (`static/books/`), as the workers read them: the
//! computer plays from them at Expert, and the analysis board takes Kalah's proven values
//! from them. Each is fetched the first time a game of its rules asks, and kept while the
//! worker lives.

use std::rc::Rc;

use crate::games::{Game, GameRecord};
use crate::search::book::{self, Book};
use crate::search::Evaluate;
use crate::search::Level;

use super::Purpose;

/// The opening books shipped with the site: the rules each was built for (a record with
/// no moves, as the book's first line says them), its path, and whether it holds proven
/// values (Kalah's, written by `mancala solve-book`) or a long search's moves.
const BOOKS: [(&str, &str, bool); 6] = [
    ("kalah", "books/kalah.txt", true),
    (
        "kalah?transfer=stones-opposite",
        "books/kalah-stones-opposite.txt",
        true,
    ),
    ("kalah?seeds=5", "books/kalah-5.txt", false),
    ("awari", "books/awari.txt", false),
    ("ayo", "books/ayo.txt", false),
    ("oware", "books/oware.txt", false),
];

/// The opening books shipped with the site ([`BOOKS`]), each fetched the first time a
/// game of its rules asks and kept while the worker lives; one that cannot be fetched or
/// read is not asked for again (the search plays on without it).
///
/// The computer plays from them at Expert only (so that the levels below keep their steps
/// on the ladder): Kalah's books of proven moves, one for each `transfer` rule with the
/// other options at their defaults (docs/computer.md "Kalah's book"), and books of long
/// searches for Kalah's tournament setting of 5 stones and for each of Awari, Ayo and Oware
/// with their default options (`mancala book --positions`, docs/computer.md "Books for
/// Awari, Ayo and Oware"). The analysis board reads Kalah's proven values from them.
#[derive(Default)]
pub struct Books {
    fetched: Vec<(&'static str, Option<Rc<Book>>)>,
}

impl Books {
    /// The book of the rules of `game` (of proven values only, if `proven`), fetched with
    /// `fetch` the first time.
    pub fn for_game<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        proven: bool,
        fetch: &dyn Fn(&str) -> Result<String, String>,
    ) -> Option<Rc<Book>> {
        let (_, path, _) = BOOKS
            .into_iter()
            .find(|&(rules, _, exact)| (exact || !proven) && book::plays_by(rules, game))?;
        match self.fetched.iter().find(|(p, _)| *p == path) {
            Some((_, book)) => book.clone(),
            None => {
                let book = fetch(path)
                    .and_then(|text| Book::from_text(&text))
                    .ok()
                    .map(Rc::new);
                self.fetched.push((path, book.clone()));
                book
            }
        }
    }

    /// The move the book of the rules of the game `record` plays holds for its position,
    /// for a request at `level`, when it is a legal one.
    pub fn move_for<P: Evaluate>(
        &mut self,
        record: &GameRecord,
        level: Level,
        purpose: Purpose,
        fetch: &dyn Fn(&str) -> Result<String, String>,
    ) -> Option<String> {
        if level != Level::Expert || purpose != Purpose::Play {
            return None;
        }
        let game = &Game::<P>::from_record(record).ok()?;
        let book = self.for_game(game, false, fetch)?;
        let entry = book.lookup(game)?;
        game.position().parse_move(&entry.best).ok()?;
        Some(entry.best.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::KalahPosition;
    use std::cell::Cell;

    thread_local! {
        static FETCHES: Cell<u32> = const { Cell::new(0) };
    }

    /// A book that cannot be fetched is asked for once: the search goes on without it.
    #[test]
    fn a_book_that_cannot_be_fetched_is_not_asked_for_again() {
        let offline = |_: &str| {
            FETCHES.with(|f| f.set(f.get() + 1));
            Err("offline".to_owned())
        };
        let mut books = Books::default();
        let game =
            Game::<KalahPosition>::from_record(&GameRecord::from_text("kalah").unwrap()).unwrap();
        assert!(books.for_game(&game, true, &offline).is_none());
        assert!(books.for_game(&game, false, &offline).is_none());
        assert_eq!(FETCHES.with(Cell::get), 1);
        // Five stones: no book of proven values, a book of moves.
        let five =
            Game::<KalahPosition>::from_record(&GameRecord::from_text("kalah?seeds=5").unwrap())
                .unwrap();
        assert!(books.for_game(&five, true, &offline).is_none());
        assert_eq!(FETCHES.with(Cell::get), 1);
        assert!(books.for_game(&five, false, &offline).is_none());
        assert_eq!(FETCHES.with(Cell::get), 2);
    }
}
