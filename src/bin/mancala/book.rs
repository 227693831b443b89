//! `mancala book`: writes an opening book (text, one line a position; `search::book`) for
//! `bestmove --book`, `match --book` and the computer's worker, or, with `--trim`, cuts a
//! grown book to the positions the site ships.

use std::time::Instant;

use clap::Args;
use serde::Serialize;

use mancala::games::{Game, GameId};
use mancala::search::book::{self, Book, Expansion};
use mancala::search::matches::timed_search;
use mancala::search::{Evaluate, Level, Limits, Memory, SearchResult, Settings};

use crate::args::{json, read_book, write_file, Answer, Error, GameArgs};

#[derive(Args, Clone, Debug)]
pub struct BookArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The positions after fewer than this many plies are searched.
    #[arg(
        long,
        required_unless_present_any = ["positions", "trim"],
        conflicts_with_all = ["positions", "trim"]
    )]
    pub plies: Option<u32>,
    /// The most positions in a book grown by drop-out expansion (or cut by --trim).
    #[arg(long)]
    pub positions: Option<usize>,
    /// With --positions: every position after fewer than this many plies is a root
    /// (3 by default: the two random plies of `match` and `loss` openings).
    #[arg(long)]
    pub root_plies: Option<u32>,
    /// With --positions: what the opponent's move other than the best costs, beyond
    /// its ply (4 by default).
    #[arg(long)]
    pub deviation_cost: Option<u32>,
    /// Milliseconds of search for each position.
    #[arg(long, required_unless_present = "trim")]
    pub millis: Option<u64>,
    /// With --positions: a book of the same rules whose positions are taken as they
    /// are, not searched again (to grow a book further).
    #[arg(long)]
    pub from: Option<String>,
    /// Searches nothing: cuts the book BOOK (grown by `solve-book` or `book
    /// --positions`) to --positions: the main line of every opening of at most two plies
    /// as far as the book reaches (both sides playing the book's moves), then the other
    /// positions in the order the build added them (--order: its stderr).
    #[arg(
        long,
        value_name = "BOOK",
        requires_all = ["order", "positions"],
        conflicts_with_all = ["millis", "root_plies", "deviation_cost", "from"]
    )]
    pub trim: Option<String>,
    /// With --trim: the stderr of the build that grew the book (a line `COUNT MOVES
    /// SECONDS` a position).
    #[arg(long, value_name = "FILE", requires = "trim")]
    pub order: Option<String>,
    /// The file to write.
    #[arg(long)]
    pub out: String,
}

/// A book written.
#[derive(Clone, Debug, Serialize)]
pub struct BookWritten {
    pub file: String,
    pub positions: usize,
    pub bytes: usize,
    pub millis: u128,
}

/// A book cut by `--trim`.
#[derive(Clone, Debug, Serialize)]
pub struct BookTrimmed {
    pub file: String,
    pub positions: usize,
    /// The positions of the main lines, and the openings they start from.
    pub main_lines: usize,
    pub openings: usize,
}

/// How a book chooses its positions.
enum Growth {
    /// Every position after fewer than this many plies.
    Plies(u32),
    /// Drop-out expansion ([`Book::expand`]), the positions of a book already grown
    /// taken from it.
    Expand(Expansion, Option<Book>),
}

/// The table of a book's searches: 2^22 entries (64 MB), kept through the build.
const BOOK_TABLE_BITS: u32 = 22;

pub fn run(args: &BookArgs) -> Answer {
    let id = args.game.id()?;
    if let (Some(path), Some(order), Some(limit)) = (&args.trim, &args.order, args.positions) {
        return mancala::with_position!(id, P => trim::<P>(args, path, order, limit));
    }
    let growth = match (args.plies, args.positions) {
        (_, Some(positions)) => Growth::Expand(
            Expansion {
                root_plies: args.root_plies.unwrap_or(3),
                positions,
                deviation_cost: args.deviation_cost.unwrap_or(4),
            },
            args.from.as_deref().map(read_book).transpose()?,
        ),
        (Some(_), None)
            if args.root_plies.is_some()
                || args.deviation_cost.is_some()
                || args.from.is_some() =>
        {
            return Err(
                "book: --root-plies, --deviation-cost and --from grow a book of --positions".into(),
            )
        }
        (Some(plies), None) => Growth::Plies(plies),
        (None, None) => return Err("book: give --plies or --positions".into()),
    };
    let millis = args.millis.ok_or("book: give --millis")?;
    mancala::with_position!(id, P => write_book::<P>(id, args, &growth, millis))
}

/// Searches the book's positions and writes it. A book grown by expansion is searched as
/// Expert searches (its evaluation and ordering, a larger table, the clock alone) and
/// written every 50 positions, each listed on stderr as it is added, so that a build cut
/// short leaves a book.
fn write_book<P: Evaluate>(id: GameId, args: &BookArgs, growth: &Growth, millis: u64) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    let limits = Limits {
        depth: None,
        nodes: None,
        millis: Some(millis),
    };
    let out = args.out.as_str();
    let started = Instant::now();
    let mut memory = Memory::new();
    let write = |book: &Book| write_file(out, book.to_text());
    let book = match growth {
        Growth::Plies(plies) => {
            let settings = Settings::with_limits(limits);
            Book::build::<P>(
                rules,
                *plies,
                &mut |game| timed_search(game, &settings, &mut memory).0,
                &mut |moves| eprintln!("{moves}"),
            )
        }
        Growth::Expand(plan, grown) => {
            let settings = Settings {
                limits,
                table_bits: BOOK_TABLE_BITS,
                ..Level::Expert.settings(id, 0)
            };
            let start = Game::<P>::new(rules);
            if let Some(grown) = grown.as_ref().filter(|b| !book::plays_by(&b.rules, &start)) {
                return Err(Error(format!(
                    "book: --from holds a book of {}, not of {}",
                    grown.rules,
                    start.to_record().to_text()
                )));
            }
            let mut failed = Ok(());
            let book = Book::expand::<P>(
                rules,
                plan,
                &|_| true,
                &mut |game| {
                    known(grown.as_ref(), game)
                        .or_else(|| timed_search(game, &settings, &mut memory).0)
                },
                &mut progress(started, &write, &mut failed),
            );
            failed?;
            book
        }
    };
    write(&book)?;
    Ok(json(&BookWritten {
        file: out.to_owned(),
        positions: book.len(),
        bytes: book.to_text().len(),
        millis: started.elapsed().as_millis(),
    }))
}

/// The entry a book already grown holds for the game's position, as a search's result.
fn known<P: Evaluate>(grown: Option<&Book>, game: &Game<P>) -> Option<SearchResult<P::Move>> {
    let entry = grown?.lookup(game)?;
    Some(SearchResult {
        best: game.position().parse_move(&entry.best).ok()?,
        score: entry.score,
        depth: entry.depth,
        nodes: 0,
        pv: Vec::new(),
    })
}

/// What a growing book's build hears after each position (`Book::expand`): the position
/// listed on stderr (the book's size, its moves, the seconds since `started`), and the book
/// written with `write` every 50 positions, so that a build cut short leaves a book; the
/// first failure to write is kept in `failed`.
pub fn progress<'a>(
    started: Instant,
    write: &'a dyn Fn(&Book) -> Result<(), Error>,
    failed: &'a mut Result<(), Error>,
) -> impl FnMut(&Book, &str) + 'a {
    move |book, moves| {
        eprintln!(
            "{} {moves} {:.0}s",
            book.len(),
            started.elapsed().as_secs_f64()
        );
        if book.len() % 50 == 0 && failed.is_ok() {
            *failed = write(book);
        }
    }
}

/// `--trim`: the book at `path` cut to `limit` positions (`Book::trimmed`), written to
/// `--out`; on stderr, how many positions each part took.
fn trim<P: Evaluate>(args: &BookArgs, path: &str, order: &str, limit: usize) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    let grown = read_book(path)?;
    let start = Game::<P>::new(rules);
    if !book::plays_by(&grown.rules, &start) {
        return Err(Error(format!(
            "{path}: a book of {}, not of {}",
            grown.rules,
            start.to_record().to_text()
        )));
    }
    let order = std::fs::read_to_string(order).map_err(|e| format!("{order}: {e}"))?;
    let trimmed = grown
        .trimmed(&order, limit)
        .map_err(|e| format!("book --trim: {e}"))?;
    write_file(&args.out, trimmed.book.to_text())?;
    eprintln!(
        "mancala: {} positions, {} of them the main lines of {} openings",
        trimmed.book.len(),
        trimmed.main_lines,
        trimmed.openings
    );
    Ok(json(&BookTrimmed {
        file: args.out.clone(),
        positions: trimmed.book.len(),
        main_lines: trimmed.main_lines,
        openings: trimmed.openings,
    }))
}
