//! Opening books: the move a long search chose in every position of a game's first plies,
//! computed once (`mancala book`) and looked up by the moves that led to the position, as
//! opening books of game programs are (the classic book of precomputed deep searches, not a
//! record of human play).
//!
//! The file is plain text, one line a position: the first line is the game's record
//! without moves (`kalah`, `kalah?seeds=5`: the rules it is for), then `MOVES MOVE SCORE
//! DEPTH`, where `MOVES` is the moves from the start joined by `.` (`-` for the start),
//! `MOVE` the move to play, `SCORE` its value for the mover in hundredths of a seed and
//! `DEPTH` the depth the search completed (255 for a move the Kalah solver proved, its
//! score the margin to the natural end). Keys are the moves in notation, the same on
//! every platform (a position's hash key is not: it hashes lengths as `usize`).
//!
//! Two ways to grow one: every position of the first plies, each searched for a while
//! ([`Book::build`], `mancala book`), or drop-out expansion from the first plies along
//! the book's own lines and the opponent's deviations, cheapest first ([`Book::expand`],
//! `mancala solve-book`, each position proven by the solver).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use crate::games::{Game, GameId, GameRecord, Player, Position, RuleOptions};

use super::Evaluate;
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
    pub fn build<P: Evaluate>(
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

    fn fill<P: Evaluate>(
        &mut self,
        game: &mut Game<P>,
        plies: u32,
        search: &mut BookSearch<P>,
        progress: &mut dyn FnMut(&str),
    ) {
        if plies == 0 || game.position().outcome().is_some() {
            return;
        }
        let key = line_key(&game.moves());
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

    /// Grows a book by drop-out expansion (Lincke, "Strategies for the automatic
    /// construction of opening books", 2000), the way Othello and Awari programs build
    /// theirs: every position after fewer than `plan.root_plies` plies is a root, and from
    /// there the positions are valued cheapest first, where a ply costs 1 and a move other
    /// than the book's own best costs `plan.deviation_cost` more. A book plays one side:
    /// a deviation is the other player's, so a position reached by a deviation of each
    /// side is never asked for and is left out. Positions `wanted` refuses (e.g. those the
    /// player's own solver reaches) end their line; `value` values a position (`None`, not
    /// valued in time, ends its line); `progress` hears the book after each position.
    pub fn expand<P: Evaluate>(
        rules: P::Rules,
        plan: &Expansion,
        wanted: &dyn Fn(&P) -> bool,
        value: &mut BookSearch<'_, P>,
        progress: &mut dyn FnMut(&Book, &str),
    ) -> Book {
        let start = Game::<P>::new(rules);
        let mut book = Book {
            rules: start.to_record().to_text(),
            entries: HashMap::new(),
        };
        let mut frontier = Frontier::default();
        let mut roots = Vec::new();
        collect_lines(&mut start.clone(), plan.root_plies, &mut roots);
        for moves in roots {
            frontier.push(0, moves, BOTH_SIDES);
        }
        while book.entries.len() < plan.positions {
            let Some((cost, moves, sides)) = frontier.pop() else {
                break;
            };
            let Ok(game) = Game::<P>::replay(rules, &moves) else {
                continue;
            };
            let key = if moves.is_empty() {
                "-".to_owned()
            } else {
                moves.join(".")
            };
            let position = game.position();
            if position.outcome().is_some() || !wanted(position) || book.entries.contains_key(&key)
            {
                continue;
            }
            let Some(result) = value(&game) else {
                continue;
            };
            let best = result.best.to_string();
            let mover = 1u8 << position.to_move().index();
            for m in position.legal_moves() {
                let text = m.to_string();
                let (extra, sides) = if text == best {
                    (1, sides)
                } else {
                    // Only the book of the side not to move meets this move.
                    (1 + plan.deviation_cost, sides & !mover)
                };
                if sides != 0 {
                    let mut line = moves.clone();
                    line.push(text);
                    frontier.push(cost + extra, line, sides);
                }
            }
            book.entries.insert(
                key.clone(),
                BookMove {
                    best,
                    score: result.score,
                    depth: result.depth,
                },
            );
            progress(&book, &key);
        }
        book
    }

    /// Every entry, by the moves that lead to its position (`-` for the start).
    pub fn entries(&self) -> impl Iterator<Item = (&str, &BookMove)> {
        self.entries.iter().map(|(moves, m)| (moves.as_str(), m))
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
    pub fn lookup<P: Evaluate>(&self, game: &Game<P>) -> Option<&BookMove> {
        if !plays_by(&self.rules, game) {
            return None;
        }
        self.entries.get(&line_key(&game.moves()))
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

/// How [`Book::expand`] grows a book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expansion {
    /// Every position after fewer than this many plies is a root, for both sides (e.g.
    /// the random openings of `mancala match` and `mancala loss`: 3 for their two plies).
    pub root_plies: u32,
    /// The most positions the book holds.
    pub positions: usize,
    /// What a move other than the best costs beyond its ply.
    pub deviation_cost: u32,
}

/// The lines [`Book::expand`] has still to value: cheapest first, then in the order
/// found (a line's positions one after another, so that a solver's table is warm for the
/// next).
#[derive(Default)]
struct Frontier {
    queue: BinaryHeap<Reverse<(u32, u64)>>,
    lines: HashMap<u64, (Vec<String>, u8)>,
    found: u64,
}

impl Frontier {
    fn push(&mut self, cost: u32, moves: Vec<String>, sides: u8) {
        self.lines.insert(self.found, (moves, sides));
        self.queue.push(Reverse((cost, self.found)));
        self.found += 1;
    }

    fn pop(&mut self) -> Option<(u32, Vec<String>, u8)> {
        let Reverse((cost, at)) = self.queue.pop()?;
        let (moves, sides) = self.lines.remove(&at)?;
        Some((cost, moves, sides))
    }
}

/// Both sides' books (bit `1 << seat` for each).
const BOTH_SIDES: u8 = 0b11;

/// Every line of fewer than `plies` plies from `game` (the game itself first), the game
/// not over.
fn collect_lines<P: Evaluate>(game: &mut Game<P>, plies: u32, lines: &mut Vec<Vec<String>>) {
    if plies == 0 || game.position().outcome().is_some() {
        return;
    }
    lines.push(game.moves().iter().map(|m| m.to_string()).collect());
    for m in game.position().legal_moves() {
        if game.play(m).is_ok() {
            collect_lines(game, plies - 1, lines);
            game.undo();
        }
    }
}

/// Whether `game` is played by `rules`, the record of a game with no moves that a book's
/// first line holds (`kalah`, `kalah?transfer=stones-opposite`), from the rules' own start
/// (not a position set up): the rules compared by their options' values, so that an option
/// left at its default and one written out are the same rules (and a rule set no option
/// says, as the solver's natural end of Kalah, is the book's too).
#[inline(never)]
pub fn plays_by<P: Evaluate>(rules: &str, game: &Game<P>) -> bool {
    game.starts_at_the_start()
        && GameRecord::from_text(rules)
            .ok()
            .filter(|book| book.game == game.position().game().as_str())
            .and_then(|book| Game::<P>::from_record(&book).ok())
            .is_some_and(|start| start.rules().to_pairs() == game.rules().to_pairs())
}

/// A book cut to fewer positions ([`Book::trimmed`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trimmed {
    pub book: Book,
    /// Positions of the main lines of the openings, and the openings.
    pub main_lines: usize,
    pub openings: usize,
}

impl Book {
    /// The book cut to at most `limit` positions: first the main line of every opening of
    /// at most two plies, as far as the book reaches (from each such position, the book's
    /// move, then the book's move after it, both sides playing from the book); then the
    /// other positions in the order `order` lists them (the stderr of the build that grew
    /// the book: a line `COUNT MOVES SECONDS` a position, other lines skipped), until
    /// `limit` are held. Refused when the main lines alone hold more.
    pub fn trimmed(&self, order: &str, limit: usize) -> Result<Trimmed, String> {
        let mut kept = std::collections::HashSet::new();
        let openings: Vec<&String> = (self.entries.keys())
            .filter(|moves| *moves == "-" || moves.split('.').count() <= 2)
            .collect();
        for opening in &openings {
            let mut moves = (*opening).clone();
            while let Some(entry) = self.entries.get(&moves) {
                if !kept.insert(moves.clone()) {
                    break;
                }
                moves = match moves.as_str() {
                    "-" => entry.best.clone(),
                    _ => format!("{moves}.{}", entry.best),
                };
            }
        }
        let main_lines = kept.len();
        if main_lines > limit {
            return Err(format!(
                "the main lines alone hold {main_lines} positions, over {limit}"
            ));
        }
        for line in order.lines() {
            if kept.len() >= limit {
                break;
            }
            if let Some(moves) = line.split(' ').nth(1) {
                if self.entries.contains_key(moves) {
                    kept.insert(moves.to_owned());
                }
            }
        }
        let mut book = self.clone();
        book.entries.retain(|moves, _| kept.contains(moves));
        Ok(Trimmed {
            book,
            main_lines,
            openings: openings.len(),
        })
    }
}

/// A position's key in the book: the moves that reach it in notation, joined by `.`, `-`
/// for the start.
fn line_key<M: std::fmt::Display>(moves: &[M]) -> String {
    let mut key = String::new();
    for m in moves {
        if !key.is_empty() {
            key.push('.');
        }
        key.push_str(&m.to_string());
    }
    if key.is_empty() {
        key.push('-');
    }
    key
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
        // A position set up, not the rules' own start, is not the book's.
        let record = |text| GameRecord::from_text(text).unwrap();
        let set_up = record("kalah?position=3.5.4.4.4.4:0/4.4.4.4.4.4:0/s");
        let set_up = Game::<KalahPosition>::from_record(&set_up).unwrap();
        assert!(book.lookup(&set_up).is_none());
        // The default rules written out are the book's.
        let written = Game::<KalahPosition>::from_record(&record("kalah?seeds=4")).unwrap();
        assert!(book.lookup(&written).is_some());
    }

    /// A book of a small Kalah (4 houses of 2 seeds) grown by expansion, each position
    /// valued by a search to the end.
    fn expanded_book(positions: usize) -> Book {
        let settings = Settings::with_limits(Limits {
            depth: Some(40),
            nodes: None,
            millis: None,
        });
        let mut rules = KalahRules::default();
        crate::games::RuleOptions::set(&mut rules, "houses", "4").unwrap();
        crate::games::RuleOptions::set(&mut rules, "seeds", "2").unwrap();
        let plan = Expansion {
            root_plies: 2,
            positions,
            deviation_cost: 2,
        };
        Book::expand::<KalahPosition>(
            rules,
            &plan,
            &|_| true,
            &mut |game| search(game, &settings, &|| false),
            &mut |_, _| {},
        )
    }

    #[test]
    fn an_expanded_book_holds_the_main_lines_to_the_end_and_one_sides_deviations() {
        let book = expanded_book(usize::MAX);
        let rules = GameRecord::from_text(&book.rules).unwrap();
        let game = |moves: &[String]| {
            let mut record = rules.clone();
            record.moves = moves.to_vec();
            Game::<KalahPosition>::from_record(&record).unwrap()
        };
        // From the start and every first move, both sides playing the book's moves stay
        // in the book to the end of the game.
        let start = game(&[]);
        let mut roots = vec![Vec::new()];
        for m in start.position().legal_moves() {
            roots.push(vec![m.to_string()]);
        }
        for root in roots {
            let mut line = root.clone();
            loop {
                let now = game(&line);
                if now.position().outcome().is_some() {
                    break;
                }
                let entry = book.lookup(&now).unwrap_or_else(|| panic!("{line:?}"));
                line.push(entry.best.clone());
            }
        }
        // Past the roots, no entry's line holds moves other than the book's by both sides.
        for key in book.entries.keys().filter(|k| *k != "-") {
            let moves: Vec<String> = key.split('.').map(str::to_owned).collect();
            let mut deviators = 0u8;
            for at in 1..moves.len() {
                let before = game(&moves[..at]);
                let best = &book.lookup(&before).unwrap().best;
                if *best != moves[at] {
                    deviators |= 1 << before.position().to_move().index();
                }
            }
            assert_ne!(deviators, 0b11, "{key}");
        }
        // A budget holds the cheapest positions: the roots (the start and the four
        // positions after a move), then the main lines' next positions.
        let small = expanded_book(7);
        assert_eq!(small.len(), 7);
        for root in ["-", "1", "2", "3", "4"] {
            assert!(small.entries.contains_key(root), "{root}: {small:?}");
        }
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
