//! The Web Worker that thinks for the computer: it reads the game from a request's record,
//! runs the engine's search at the level asked, and answers with the move in notation. It
//! runs in its own thread, so the page answers every tap while it thinks.
//!
//! It keeps each level's transposition table from one move to the next of a game
//! ([`Tables`], [`search::Memory`]), as `mancala match` does: a new request whose record
//! continues the last one of its level (the same game and options, the moves before it
//! and more) or goes back in it (an undo) searches with the table as the last search left
//! it; any other record (a new game, another game or other options) starts a new table.
//! The table's values never depend on the path to a position (`search::search_with`), so
//! a kept table gives the moves a new one would where the search is exhaustive; the
//! unit tests check it.
//!
//! The coach's worker, a binary of its own ([`serve_coach`]), reviews games ([`Review`],
//! one ply a request) with the same code: [`Reviewer`]
//! keeps the coach ([`Coach`]) between plies, the Kalah solver's endgame database and
//! table and the search's table, at [`Budgets::STANDARD`] (about 39 MB: the solver's
//! table 16.8 MB, its 13-seed database 5.2 MB, Expert's table 16.8 MB), until a review of
//! other rules.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::games::kalah::KalahPosition;
use crate::games::two_row::HomePosition;
use crate::games::{Game, GameId, GameRecord};
use crate::search::analysis::{Budgets, Coach};
use crate::search::{self, Evaluate, Level, Memory};

use super::books::Books;
use super::endgame_files::{self, EndgameFiles};
use super::explore::Explorations;
use super::{
    Answer, Purpose, PuzzleAsk, Request, Review, Reviewed, Served, ServedPuzzle, Unserved,
    Verdicted, READY,
};
use crate::search::puzzles::{self, Puzzle};
use std::cell::RefCell;
use std::rc::Rc;

/// The longest the worker thinks, in milliseconds, whatever the level's node budget: on a
/// tablet (about four times slower than the machine the budgets were set on) Expert's
/// budget would take 3 to 4 s; the clock plays its move within about 2 s there, Kalah's
/// exact try within 0.4 of that ([`search::Clock`]). Measured in a browser slowed four
/// times (`make bench`, section `tablet`; docs/performance.md, "On a tablet").
pub const MAX_THINKING_MILLIS: f64 = 2_000.0;

/// Answers the page's requests for moves and hints, in the computer's worker: each message
/// is a request's text ([`Request::to_text`]), answered with an answer's text
/// ([`Answer::to_text`]).
pub fn serve() {
    let mut tables = Tables::with_endgames(EndgameFiles::fetching_with(Box::new(
        endgame_files::fetch_later,
    )));
    serve_with(move |text| {
        let answer = match Request::from_text(text) {
            Ok(request) => answer_with(&request, &js_sys::Date::now, &fetch_text, &mut tables),
            Err(why) => Answer {
                purpose: Purpose::Play,
                record: String::new(),
                best: Err(why),
                depth: 0,
                nodes: 0,
                millis: 0,
            },
        };
        answer.to_text()
    });
}

/// Answers the page's reviews and puzzle requests ([`PuzzleAsk`]), in the coach's worker (`src/coach_worker.rs`, its own
/// binary, fetched when a review first opens): each message is a [`Review`]'s text,
/// answered with a [`Reviewed`]'s. Only this binary links the Kalah solver, so the
/// computer's worker stays within its budget.
///
/// It also explores positions for the analysis board ([`Explorations`]: `explore` and
/// `explore-stop`, answered a depth at a time), with the same solver: the analysis page
/// starts a worker of this binary of its own.
pub fn serve_coach() {
    let mut reviewer = Reviewer::default();
    let mut sets = PuzzleSets::default();
    let explorations = Rc::new(RefCell::new(Explorations::reading_books(fetch_text)));
    let resume = resume_exploring(Rc::clone(&explorations));
    serve_posting(move |text, post| {
        let mut exploring = explorations.borrow_mut();
        if exploring.handle(text, &js_sys::Date::now, post) {
            if exploring.busy() {
                resume();
            }
            return;
        }
        drop(exploring);
        post(reply_coach(text, &mut reviewer, &mut sets));
    });
}

/// How long the coach's worker explores before it reads the page's messages again, in
/// milliseconds (and the step under way then: docs/performance.md, "The analysis board").
const EXPLORE_SLICE_MILLIS: f64 = 20.0;

// The browser's MessageChannel, bound here (web-sys has it behind features of its own):
// a message to one's own port is the way to yield to the worker's event loop and come
// back at once (a nested `setTimeout` waits 4 ms at least).
#[wasm_bindgen]
extern "C" {
    type MessageChannel;
    #[wasm_bindgen(constructor)]
    fn new() -> MessageChannel;
    #[wasm_bindgen(method, getter)]
    fn port1(this: &MessageChannel) -> MessagePort;
    #[wasm_bindgen(method, getter)]
    fn port2(this: &MessageChannel) -> MessagePort;
    type MessagePort;
    #[wasm_bindgen(method, setter)]
    fn set_onmessage(this: &MessagePort, handler: Option<&js_sys::Function>);
    #[wasm_bindgen(method, js_name = postMessage)]
    fn post_message(this: &MessagePort, message: &JsValue);
}

/// What starts the next slice of the exploration under way, once the worker has read the
/// messages waiting: each slice asks for the next while the exploration goes on, and at
/// most one is asked for at a time.
fn resume_exploring(explorations: Rc<RefCell<Explorations>>) -> impl Fn() {
    let channel = MessageChannel::new();
    let (here, there) = (channel.port1(), Rc::new(channel.port2()));
    let asked = Rc::new(std::cell::Cell::new(false));
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let slice = {
        let (asked, there) = (Rc::clone(&asked), Rc::clone(&there));
        Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
            asked.set(false);
            let mut exploring = explorations.borrow_mut();
            exploring.work(EXPLORE_SLICE_MILLIS, &js_sys::Date::now, &mut |answer| {
                let _ = scope.post_message(&JsValue::from_str(&answer));
            });
            if exploring.busy() && !asked.replace(true) {
                there.post_message(&JsValue::NULL);
            }
        })
    };
    here.set_onmessage(Some(slice.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    slice.forget();
    move || {
        if !asked.replace(true) {
            there.post_message(&JsValue::NULL);
        }
    }
}

/// The coach's answer to a review or a puzzle request.
fn reply_coach(text: &str, reviewer: &mut Reviewer, sets: &mut PuzzleSets) -> String {
    if let Ok(asked) = PuzzleAsk::from_text(text) {
        return serve_puzzle(&asked, &fetch_text, sets).to_text();
    }
    let reviewed = match Review::from_text(text) {
        Ok(asked) => review_with(&asked, &js_sys::Date::now, reviewer),
        Err(why) => Reviewed {
            ply: 0,
            record: String::new(),
            verdict: Err(why),
            millis: 0,
        },
    };
    reviewed.to_text()
}

/// Answers each message's text with `reply`'s, in the worker's own thread, once it has
/// said it is ready.
fn serve_with(mut reply: impl FnMut(&str) -> String + 'static) {
    serve_posting(move |text, post| post(reply(text)));
}

/// Answers each message's text with the texts `reply` posts (none, one or several, each
/// sent to the page at once), in the worker's own thread, once it has said it is ready.
fn serve_posting(mut reply: impl FnMut(&str, &mut dyn FnMut(String)) + 'static) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        // Posting to the page cannot fail for a string.
        reply(&text, &mut |answer| {
            let _ = reply_to.post_message(&JsValue::from_str(&answer));
        });
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(READY));
}

/// The puzzle sets the coach's worker has read, by game id: each file is fetched once
/// while the worker lives.
#[derive(Default)]
pub struct PuzzleSets {
    read: Vec<(String, Vec<Puzzle>)>,
}

/// The text of a file of the site (`puzzles/kalah.txt`, relative to the worker's script,
/// which is at the site's root): a synchronous request, which a worker may make, answered
/// by the service worker's cache when offline.
fn fetch_text(path: &str) -> Result<String, String> {
    let failed = |_| format!("{path} could not be fetched");
    let request = web_sys::XmlHttpRequest::new().map_err(failed)?;
    request
        .open_with_async("GET", path, false)
        .map_err(failed)?;
    request.send().map_err(failed)?;
    match request.status().map_err(failed)? {
        200 => request
            .response_text()
            .map_err(failed)?
            .ok_or_else(|| failed(JsValue::NULL)),
        status => Err(format!("{path} could not be fetched (HTTP {status})")),
    }
}

/// The puzzle `asked` wants, its game's set read with `fetch` (a path to its text) the
/// first time it is asked for and kept in `sets` (by [`puzzles::read_file`]: the page
/// replays the record it is served, and refuses one that does not play); past the set's
/// end, from its first again.
pub fn serve_puzzle(
    asked: &PuzzleAsk,
    fetch: &dyn Fn(&str) -> Result<String, String>,
    sets: &mut PuzzleSets,
) -> Served {
    let mut served = Served {
        game: asked.game.clone(),
        index: asked.index,
        count: 0,
        puzzle: Err(Unserved::Empty),
    };
    let set = match sets.read.iter().position(|(game, _)| *game == asked.game) {
        Some(at) => Ok(&sets.read[at].1),
        None => read_set(&asked.game, fetch).map(|set| {
            sets.read.push((asked.game.clone(), set));
            &sets.read[sets.read.len() - 1].1
        }),
    };
    served.puzzle = match set {
        Ok(set) if !set.is_empty() => {
            served.count = set.len();
            served.index = asked.index % set.len();
            let puzzle = &set[served.index];
            Ok(ServedPuzzle {
                record: puzzle.record.to_text(),
                answer: puzzle.answer.clone(),
                value: puzzle.value,
                losses: puzzle.losses.clone(),
                line: puzzle.line.clone(),
            })
        }
        Ok(_) => Err(Unserved::Empty),
        Err(why) => Err(why),
    };
    served
}

/// The puzzles of the game `game`, read with `fetch`, or why there are none (what the
/// worker knows beyond the reason, on its console).
fn read_set(
    game: &str,
    fetch: &dyn Fn(&str) -> Result<String, String>,
) -> Result<Vec<Puzzle>, Unserved> {
    // A game the coach does not know has no puzzles.
    let game: GameId = game.parse().map_err(|_| Unserved::Empty)?;
    let path = format!("puzzles/{}.txt", game.as_str());
    let failed = |reason, why: &str| {
        endgame_files::warn(why);
        reason
    };
    let text = fetch(&path).map_err(|why| failed(Unserved::Unfetched, &why))?;
    puzzles::read_file(&text).map_err(|why| failed(Unserved::Unreadable, &format!("{path}: {why}")))
}

/// What the search found, before it is put into an [`Answer`].
struct Found {
    best: String,
    depth: u32,
    nodes: u64,
}

/// What the worker keeps between requests: a table per level and purpose, with the game
/// (id and options) and moves of the last request that used it, the opening books and the
/// endgame databases.
#[derive(Default)]
pub struct Tables {
    kept: Vec<Kept>,
    books: Books,
    endgames: EndgameFiles,
}

struct Kept {
    level: Level,
    purpose: Purpose,
    game: String,
    options: Vec<(String, String)>,
    moves: Vec<String>,
    memory: Memory,
}

impl Tables {
    /// Tables that play with the endgame databases `endgames` fetches.
    pub fn with_endgames(endgames: EndgameFiles) -> Tables {
        Tables {
            endgames,
            ..Tables::default()
        }
    }

    /// The memory for this request: the level's kept one when the record continues (or
    /// goes back in) the game of its last request, otherwise a cleared one.
    fn memory_for(&mut self, request: &Request, record: &GameRecord) -> &mut Memory {
        let at = self
            .kept
            .iter()
            .position(|k| k.level == request.level && k.purpose == request.purpose);
        let at = match at {
            Some(at) => at,
            None => {
                self.kept.push(Kept {
                    level: request.level,
                    purpose: request.purpose,
                    game: String::new(),
                    options: Vec::new(),
                    moves: Vec::new(),
                    memory: Memory::new(),
                });
                self.kept.len() - 1
            }
        };
        let kept = &mut self.kept[at];
        let shorter = kept.moves.len().min(record.moves.len());
        let same_game = kept.game == record.game
            && kept.options == record.options
            && kept.moves[..shorter] == record.moves[..shorter];
        if !same_game {
            kept.memory.clear();
            kept.game.clone_from(&record.game);
            kept.options.clone_from(&record.options);
        }
        kept.moves.clone_from(&record.moves);
        &mut kept.memory
    }
}

/// The answer to a request with a new table and no book; `now` is a clock in
/// milliseconds.
pub fn answer(request: &Request, now: &dyn Fn() -> f64) -> Answer {
    answer_with(request, now, &no_file, &mut Tables::default())
}

/// No file: what [`answer`] fetches with.
fn no_file(path: &str) -> Result<String, String> {
    Err(format!("{path} could not be fetched"))
}

/// The answer to a request, searching with the table `tables` keeps for its level and
/// game (see the module header), or from an opening book `fetch` reads (a path to its
/// text).
pub fn answer_with(
    request: &Request,
    now: &dyn Fn() -> f64,
    fetch: &dyn Fn(&str) -> Result<String, String>,
    tables: &mut Tables,
) -> Answer {
    let started = now();
    let clock = search::Clock {
        elapsed: || now() - started,
        millis: MAX_THINKING_MILLIS,
    };
    let found = think(request, &clock, fetch, tables);
    let millis = (now() - started).max(0.0) as u32;
    let (depth, nodes) = found.as_ref().map_or((0, 0), |f| (f.depth, f.nodes));
    Answer {
        purpose: request.purpose,
        record: request.record.clone(),
        best: found.map(|f| f.best),
        depth,
        nodes,
        millis,
    }
}

fn think(
    request: &Request,
    stop: &dyn search::Stop,
    fetch: &dyn Fn(&str) -> Result<String, String>,
    tables: &mut Tables,
) -> Result<Found, String> {
    let level = request.level;
    let record = GameRecord::from_text(&request.record).map_err(|e| format!("{e}"))?;
    let game: GameId = record.game.parse().map_err(|e| format!("{e}"))?;
    let seed = request.seed;
    // Only the games with two rows of houses have books: the lookup is not built for the
    // other positions' types (about 3 KB of the worker).
    let books = &mut tables.books;
    let book_move = match game {
        GameId::Kalah => books.move_for::<KalahPosition>(&record, level, request.purpose, fetch),
        GameId::Awari | GameId::Ayo | GameId::Oware => {
            books.move_for::<HomePosition>(&record, level, request.purpose, fetch)
        }
        _ => None,
    };
    if let Some(best) = book_move {
        return Ok(Found {
            best,
            depth: 0,
            nodes: 0,
        });
    }
    let endgames = match game {
        GameId::Kalah => tables.endgames.for_record::<KalahPosition>(&record, level),
        GameId::Awari | GameId::Ayo | GameId::Oware => {
            tables.endgames.for_record::<HomePosition>(&record, level)
        }
        _ => None,
    };
    let memory = tables.memory_for(request, &record);
    memory.set_endgames(endgames);
    crate::with_position!(game, P => best::<P>(&record, level, seed, stop, memory))
}

fn best<P: Evaluate>(
    record: &GameRecord,
    level: Level,
    seed: u64,
    stop: &dyn search::Stop,
    memory: &mut Memory,
) -> Result<Found, String> {
    let game = Game::<P>::from_record(record).map_err(|e| format!("{e}"))?;
    let settings = level.settings(game.position().game(), seed);
    let found = search::search_with(&game, &settings, stop, memory)
        .ok_or_else(|| "the game is over".to_owned())?;
    Ok(Found {
        best: found.best.to_string(),
        depth: found.depth,
        nodes: found.nodes,
    })
}

/// What the worker keeps between a review's plies: the coach, and the game (id and
/// options) it last reviewed; a review of another game or other options clears its search
/// table (the solver's database is rebuilt only for other Kalah rules).
pub struct Reviewer {
    coach: Coach,
    game: String,
    options: Vec<(String, String)>,
}

impl Default for Reviewer {
    fn default() -> Reviewer {
        Reviewer {
            coach: Coach::new(Budgets::STANDARD),
            game: String::new(),
            options: Vec::new(),
        }
    }
}

/// The coach's verdict on the ply asked, with the coach `reviewer` keeps; `now` is a
/// clock in milliseconds, read only for the time reported (the budgets are in nodes).
pub fn review_with(asked: &Review, now: &dyn Fn() -> f64, reviewer: &mut Reviewer) -> Reviewed {
    let started = now();
    let verdict = verdict_of(asked, reviewer);
    Reviewed {
        ply: asked.ply,
        record: asked.record.clone(),
        verdict,
        millis: (now() - started).max(0.0) as u32,
    }
}

fn verdict_of(asked: &Review, reviewer: &mut Reviewer) -> Result<Verdicted, String> {
    let record = GameRecord::from_text(&asked.record).map_err(|e| format!("{e}"))?;
    let game: GameId = record.game.parse().map_err(|e| format!("{e}"))?;
    if reviewer.game != record.game || reviewer.options != record.options {
        reviewer.coach.clear();
        reviewer.game.clone_from(&record.game);
        reviewer.options.clone_from(&record.options);
    }
    crate::with_position!(game, P => {
        let game = Game::<P>::from_record(&record).map_err(|e| format!("{e}"))?;
        let found = reviewer.coach.analyse(&game, asked.ply)?;
        Ok(Verdicted {
            played: found.played.to_string(),
            best: found.best.to_string(),
            loss: found.loss,
            verdict: found.verdict,
            margin: found.margin,
            shares: found.shares,
            exact: found.exact,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::KalahPosition;
    use crate::games::{Position, Side};

    fn clock() -> impl Fn() -> f64 {
        let start = std::time::Instant::now();
        move || start.elapsed().as_secs_f64() * 1000.0
    }

    fn request(level: Level, record: &str) -> Request {
        Request {
            purpose: Purpose::Play,
            level,
            seed: 7,
            record: record.to_owned(),
        }
    }

    #[test]
    fn answers_with_a_legal_move_of_the_game_asked() {
        for record in ["kalah?moves=3", "oware", "calcala?players=3", "roocala-hex"] {
            let asked = request(Level::Easy, record);
            let answer = answer(&asked, &clock());
            assert_eq!(answer.record, record);
            let parsed = GameRecord::from_text(record).unwrap();
            let mut with_move = parsed.clone();
            with_move.moves.push(answer.best.clone().unwrap());
            let game: GameId = parsed.game.parse().unwrap();
            let legal =
                crate::with_position!(game, P => Game::<P>::from_record(&with_move).is_ok());
            assert!(legal, "{record}: {:?} is not legal", answer.best);
        }
    }

    #[test]
    fn on_a_slow_device_a_failed_exact_try_leaves_the_search_its_share_of_the_clock() {
        // A device so slow that every look at the clock finds 50 ms gone: Kalah's exact try
        // (32 seeds on the board, not proven in the time) reads it every 4,096 positions,
        // the search every 1,024. The try gives way at 0.4 of the time, so the search still
        // completes plies; without its share, it alone would run the clock out and leave a
        // one-ply move.
        let ticks = std::cell::Cell::new(0.0);
        let slow = || {
            ticks.set(ticks.get() + 50.0);
            ticks.get()
        };
        let record = "kalah?moves=6.2.1.3.6.5.4.6.4.3.6.1.6.4.4.5";
        let answer = answer_with(
            &request(Level::Expert, record),
            &slow,
            &no_file,
            &mut Tables::default(),
        );
        assert!(answer.best.is_ok(), "{answer:?}");
        assert!(answer.depth >= 4, "the search kept its time: {answer:?}");
        assert!(
            f64::from(answer.millis) <= MAX_THINKING_MILLIS + 100.0,
            "within the clock: {answer:?}"
        );
    }

    #[test]
    fn expert_plays_from_the_book_fetched_once_and_plays_on_without_a_bad_one() {
        let fetched = std::cell::Cell::new(0);
        // A book whose moves no search would choose: the answers show where they came from.
        let book = "kalah\n- 1 0 255\n1 2 0 255\n";
        let stones_opposite = "kalah?transfer=stones-opposite\n- 6 0 255\n";
        let ayo = "ayo?grand-slam=no-capture&must-feed=on\n- 2 0 16\n2 1 0 16\n";
        let five = "kalah?seeds=5\n- 3 0 16\n";
        let fetch = |path: &str| {
            fetched.set(fetched.get() + 1);
            match path {
                "books/kalah.txt" => Ok(book.to_owned()),
                "books/kalah-stones-opposite.txt" => Ok(stones_opposite.to_owned()),
                "books/kalah-5.txt" => Ok(five.to_owned()),
                "books/ayo.txt" => Ok(ayo.to_owned()),
                _ => Err(format!("{path} could not be fetched")),
            }
        };
        let mut tables = Tables::default();
        let mut ask = |level, record: &str| {
            answer_with(&request(level, record), &clock(), &fetch, &mut tables)
        };
        let first = ask(Level::Expert, "kalah");
        assert_eq!((first.best.as_deref(), first.nodes), (Ok("1"), 0));
        assert_eq!(ask(Level::Expert, "kalah?moves=1").best.as_deref(), Ok("2"));
        // Out of the book, and at the levels below Expert, the search plays.
        assert!(ask(Level::Expert, "kalah?moves=1.2").nodes > 0);
        assert!(ask(Level::Hard, "kalah").nodes > 0);
        // The default rules written out are the same rules.
        let written = "kalah?transfer=always&seeds=4&moves=1";
        assert_eq!(ask(Level::Expert, written).best.as_deref(), Ok("2"));
        assert_eq!(fetched.get(), 1, "fetched once");
        // `stones-opposite` has a book of its own, fetched when first asked for.
        let other = ask(Level::Expert, "kalah?transfer=stones-opposite");
        assert_eq!((other.best.as_deref(), other.nodes), (Ok("6"), 0));
        assert_eq!(fetched.get(), 2);
        // The tournament setting of 5 stones has a book of its own, with the other
        // options at their defaults.
        let five = ask(Level::Expert, "kalah?seeds=5");
        assert_eq!((five.best.as_deref(), five.nodes), (Ok("3"), 0));
        assert!(ask(Level::Expert, "kalah?seeds=5&moves=3").nodes > 0);
        assert_eq!(fetched.get(), 3);
        // Other rules and other games have no book, and fetch none.
        assert!(ask(Level::Expert, "kalah?transfer=stones-opposite&seeds=5").nodes > 0);
        assert!(ask(Level::Expert, "kalah?seeds=6").nodes > 0);
        assert!(ask(Level::Expert, "calcala").nodes > 0);
        assert!(ask(Level::Expert, "roocala-hex").nodes > 0);
        assert_eq!(
            fetched.get(),
            3,
            "each book fetched once, none for other rules"
        );
        // The games with homes have books of their default options: Ayo's is played at
        // the start and after South's 2, not with another option or out of the book.
        assert_eq!(ask(Level::Expert, "ayo").best.as_deref(), Ok("2"));
        let answer = ask(Level::Expert, "ayo?moves=2");
        assert_eq!((answer.best.as_deref(), answer.nodes), (Ok("1"), 0));
        assert!(ask(Level::Expert, "ayo?moves=2.1").nodes > 0);
        assert!(ask(Level::Expert, "ayo?grand-slam=forbidden").nodes > 0);
        assert_eq!(fetched.get(), 4, "Ayo's book fetched once");
        // A book that cannot be fetched is asked for once; the search plays.
        assert!(ask(Level::Expert, "awari").nodes > 0);
        assert!(ask(Level::Expert, "awari?moves=1").nodes > 0);
        assert_eq!(fetched.get(), 5, "Awari's missing book asked for once");

        // A book that cannot be read, or names a move that is not legal, is not played.
        for bad in ["chess\n- 1 0 255\n", "kalah\n- 9 0 255\n", "kalah\n- 1\n"] {
            let fetch = |_: &str| Ok(bad.to_owned());
            let mut tables = Tables::default();
            let answer = answer_with(
                &request(Level::Expert, "kalah"),
                &clock(),
                &fetch,
                &mut tables,
            );
            assert!(answer.best.is_ok() && answer.nodes > 0, "{bad}: {answer:?}");
        }
    }

    #[test]
    fn puzzles_are_served_from_a_set_read_once() {
        let fetched = std::cell::Cell::new(0);
        let line =
            "kalah?moves=3.2.6.1.4.6.1.2.5 answer=3 value=2 losses=1:2,2:6,4:4,5:8 proof=solver";
        let file = format!("# two puzzles\n{line}\n{line} line=1.2\n");
        let fetch = |path: &str| {
            fetched.set(fetched.get() + 1);
            match path {
                "puzzles/kalah.txt" => Ok(file.clone()),
                "puzzles/awari.txt" => Ok("kalah answer=1".to_owned()),
                _ => Err(format!("{path} could not be fetched")),
            }
        };
        let mut sets = PuzzleSets::default();
        let ask = |game: &str, index| PuzzleAsk {
            game: game.to_owned(),
            index,
        };
        let first = serve_puzzle(&ask("kalah", 0), &fetch, &mut sets);
        assert_eq!((first.index, first.count), (0, 2));
        let puzzle = first.puzzle.unwrap();
        assert_eq!(puzzle.record, "kalah?moves=3.2.6.1.4.6.1.2.5");
        assert_eq!((puzzle.answer.as_str(), puzzle.value), ("3", 2));
        assert_eq!(puzzle.losses.len(), 4);
        assert!(puzzle.line.is_empty());
        // Past the end, the first again; the file was fetched once.
        let third = serve_puzzle(&ask("kalah", 3), &fetch, &mut sets);
        assert_eq!(third.index, 1);
        assert_eq!(third.puzzle.unwrap().line, ["1", "2"]);
        assert_eq!(fetched.get(), 1);
        for game in ["awari", "oware", "chess"] {
            let served = serve_puzzle(&ask(game, 0), &fetch, &mut sets);
            assert!(served.puzzle.is_err(), "{game}");
            assert_eq!(served.count, 0);
        }
        // The message the page reads.
        let text = serve_puzzle(&ask("kalah", 1), &fetch, &mut sets).to_text();
        assert_eq!(
            text,
            "puzzle kalah 1 2 ok kalah?moves=3.2.6.1.4.6.1.2.5 3 2 1:2,2:6,4:4,5:8 1.2"
        );
    }

    #[test]
    fn a_puzzle_not_served_is_a_reason_the_page_says_not_the_workers_words() {
        let fetch = |path: &str| match path {
            "puzzles/kalah.txt" => Ok("# no puzzle yet\n".to_owned()),
            "puzzles/awari.txt" => Ok("kalah answer=1".to_owned()),
            _ => Err(format!("{path} could not be fetched (HTTP 404)")),
        };
        let mut sets = PuzzleSets::default();
        for (game, reason, text) in [
            (
                "oware",
                Unserved::Unfetched,
                "puzzle oware 0 0 no unfetched",
            ),
            (
                "awari",
                Unserved::Unreadable,
                "puzzle awari 0 0 no unreadable",
            ),
            ("kalah", Unserved::Empty, "puzzle kalah 0 0 no empty"),
            ("chess", Unserved::Empty, "puzzle chess 0 0 no empty"),
        ] {
            let asked = PuzzleAsk {
                game: game.to_owned(),
                index: 0,
            };
            let served = serve_puzzle(&asked, &fetch, &mut sets);
            assert_eq!(served.puzzle, Err(reason), "{game}");
            assert_eq!(served.to_text(), text);
        }
    }

    #[test]
    fn bad_requests_get_a_reason_not_a_panic() {
        for record in [
            "chess",
            "kalah?seeds=99",
            "kalah?moves=9",
            "kalah?moves=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1",
            "",
            "roocala-square?moves=.",
        ] {
            let answer = answer(&request(Level::Hard, record), &clock());
            assert!(answer.best.is_err(), "{record}: {:?}", answer.best);
            assert_eq!(answer.nodes, 0);
        }
    }

    #[test]
    fn a_review_answers_ply_by_ply_and_bad_ones_say_why() {
        let mut reviewer = Reviewer::default();
        // The end of a Kalah game of 4 houses and 2 seeds: the solver proves every ply.
        let record = "kalah?houses=4&seeds=2&moves=1.2.4.3.1";
        for ply in 0..5 {
            let asked = Review {
                ply,
                record: record.to_owned(),
            };
            let reviewed = review_with(&asked, &clock(), &mut reviewer);
            assert_eq!((reviewed.ply, reviewed.record.as_str()), (ply, record));
            let verdict = reviewed.verdict.unwrap();
            assert!(verdict.exact, "{verdict:?}");
            assert_eq!(verdict.loss == 0, verdict.played == verdict.best);
        }
        for (ply, record) in [(5, record), (0, "chess"), (0, "kalah?moves=9")] {
            let asked = Review {
                ply,
                record: record.to_owned(),
            };
            let reviewed = review_with(&asked, &clock(), &mut reviewer);
            assert!(reviewed.verdict.is_err(), "{record} {ply}");
        }
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let mut game = Game::<crate::games::kalah::KalahPosition>::new(Default::default());
        while let Some(&m) = game.position().legal_moves().first() {
            game.play(m).unwrap();
        }
        let record = game.to_record().to_text();
        let answer = answer(&request(Level::Expert, &record), &clock());
        assert_eq!(answer.best, Err("the game is over".to_owned()));
    }

    /// A Kalah ending played out by Expert with the worker's kept tables, each move
    /// checked against a new table's: both searches prove the result, so where they
    /// choose different moves, both moves must lead to the same proven value.
    #[test]
    fn a_kept_table_plays_as_well_as_a_new_one_where_the_search_is_exhaustive() {
        use crate::search::{Limits, Settings};
        let exhaustive = Settings::with_limits(Limits {
            depth: Some(60),
            nodes: None,
            millis: None,
        });
        // The proven value of the position after `m` for the player who played it.
        let value_after = |record: &GameRecord, m: &str| {
            let mover = Game::<KalahPosition>::from_record(record)
                .unwrap()
                .position()
                .to_move();
            let mut after = record.clone();
            after.moves.push(m.to_owned());
            let game = Game::<KalahPosition>::from_record(&after).unwrap();
            if let Some(outcome) = game.position().outcome() {
                let total = |side: Side| {
                    let of = outcome.totals().iter().find(|(s, _)| *s == side);
                    of.map_or(0, |&(_, t)| t as i32)
                };
                return total(mover) - total(mover.opponent());
            }
            let found = search::search(&game, &exhaustive, &|| false).unwrap();
            let score = if game.position().to_move() == mover {
                found.score
            } else {
                -found.score
            };
            // The margin (a decided score is WIN plus a thousand per seed, less the plies).
            score.signum() * ((score.abs() - search::WIN + 500) / 1000)
        };
        // Kalah with 4 houses of 2 seeds: Hard's budget proves every position.
        let mut record = GameRecord::from_text("kalah?houses=4&seeds=2").unwrap();
        let mut tables = Tables::default();
        let mut played = 0;
        loop {
            let game = Game::<KalahPosition>::from_record(&record).unwrap();
            if game.position().outcome().is_some() || played >= 30 {
                break;
            }
            let asked = request(Level::Hard, &record.to_text());
            let kept = answer_with(&asked, &clock(), &no_file, &mut tables)
                .best
                .unwrap();
            let fresh = answer(&asked, &clock()).best.unwrap();
            if kept != fresh {
                assert_eq!(value_after(&record, &kept), value_after(&record, &fresh));
            }
            record.moves.push(kept);
            played += 1;
        }
        assert!(played >= 4, "{played}");
    }

    #[test]
    fn the_table_is_kept_through_a_game_and_an_undo_and_cleared_for_another() {
        let mut tables = Tables::default();
        let mut ask = |text: &str, level: Level| {
            let asked = request(level, text);
            answer_with(&asked, &clock(), &no_file, &mut tables);
            let record = GameRecord::from_text(text).unwrap();
            tables.memory_for(&asked, &record).searches()
        };
        // memory_for counts the request itself as the same game: one search more.
        assert_eq!(ask("kalah?moves=3", Level::Hard), 1);
        assert_eq!(ask("kalah?moves=3.1.6", Level::Hard), 2);
        assert_eq!(ask("kalah?moves=3.1", Level::Hard), 3, "an undo keeps it");
        assert_eq!(
            ask("kalah?moves=3.1.6", Level::Medium),
            1,
            "each level its own"
        );
        assert_eq!(
            ask("kalah?moves=4", Level::Hard),
            1,
            "another game clears it"
        );
        assert_eq!(
            ask("kalah?seeds=5&moves=4", Level::Hard),
            1,
            "other options too"
        );
        assert_eq!(ask("oware?moves=4", Level::Hard), 1);
    }
}
