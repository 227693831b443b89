//! The worker's messages for the analysis board (issue 51): a request to explore a
//! position ([`ExploreAsk`]: every legal move's worth, `search::explore`), answered with a
//! message after the exact values and after each completed depth ([`Explored`]), the last
//! one marked done; and a stop ([`ExploreStop`]). Like the others, each message is one line
//! of text, the position as a record (`games::GameRecord::to_text`, a start position
//! included): the page needs no serialisation library.
//!
//! A worker reads its next message only once the one it is on is done, so the worker does
//! not explore a request to its end in one go: [`Explorations::work`] runs its steps
//! (`search::explore::Run`: one move's exact try or one move's search at a depth) for a
//! slice of time and returns, the worker reading its messages before the next slice. A
//! stop then ends the exploration under way, and a newer request replaces it, within a
//! slice and a step: measured in docs/performance.md ("The analysis board"). The stop
//! also drops every request of its id or before that is still to come, so that a page
//! that moves on from a position is not answered for it any more.

use crate::games::{Game, GameId, GameRecord, KindOfPosition, Position, PositionKind};
use std::rc::Rc;

use crate::computer::books::Books;
use crate::search::analysis::Budgets;
use crate::search::book::Book;
use crate::search::explore::{Exploration, Explorer, MoveWorth, Run, Source, Step, MAX_DEPTH};
use crate::search::{Clock, Evaluate, Stop};

/// The first word of an [`ExploreAsk`] and of its [`Explored`] answers.
const EXPLORE: &str = "explore";
/// The first word of an [`ExploreStop`].
const STOP: &str = "explore-stop";

/// A request to explore a game's position for `millis` milliseconds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExploreAsk {
    /// The page's number for the request, which its answers and a stop name.
    pub id: u32,
    /// The time the exploration may take.
    pub millis: u32,
    /// The game, whose current position is explored (its history counts for repetitions).
    pub record: String,
}

impl ExploreAsk {
    /// The request as a message: `explore 7 2000 kalah?moves=3.1`.
    pub fn to_text(&self) -> String {
        format!("{EXPLORE} {} {} {}", self.id, self.millis, self.record)
    }

    /// Reads [`ExploreAsk::to_text`].
    pub fn from_text(text: &str) -> Result<ExploreAsk, String> {
        let [kind, id, millis, record] = super::words(text)?;
        if kind != EXPLORE {
            return Err(format!("`{kind}` is not an exploration"));
        }
        Ok(ExploreAsk {
            id: number(id)?,
            millis: number(millis)?,
            record: record.to_owned(),
        })
    }
}

/// The page's stop: no answer any more for explorations up to `id`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExploreStop {
    /// The last request stopped.
    pub id: u32,
}

impl ExploreStop {
    /// The stop as a message: `explore-stop 7`.
    pub fn to_text(&self) -> String {
        format!("{STOP} {}", self.id)
    }

    /// Reads [`ExploreStop::to_text`].
    pub fn from_text(text: &str) -> Result<ExploreStop, String> {
        let [kind, id] = super::words(text)?;
        if kind != STOP {
            return Err(format!("`{kind}` is not a stop"));
        }
        Ok(ExploreStop { id: number(id)? })
    }
}

/// One move's worth as the worker sends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExploredMove {
    /// The move, in notation.
    pub played: String,
    /// Its value for the player to move, in hundredths of a seed.
    pub score: i32,
    /// Where the value comes from (exact or not).
    pub source: Source,
    /// Plies searched, 0 for an exact value.
    pub depth: u32,
    /// The line expected, starting with the move.
    pub line: Vec<String>,
    /// With 3 or 4 players, each seat's captures at the mover's next turn.
    pub shares: Vec<u32>,
}

/// An answer to an [`ExploreAsk`]: every move's worth at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explored {
    /// The request answered.
    pub id: u32,
    /// The depth every move not exact was searched to.
    pub depth: u32,
    /// Positions searched so far.
    pub nodes: u64,
    /// Milliseconds since the exploration began.
    pub millis: u32,
    /// The last answer to the request.
    pub done: bool,
    /// Every legal move, the best first, or why there are none.
    pub moves: Result<Vec<ExploredMove>, String>,
}

/// Every [`Source`], for reading one back.
const SOURCES: [Source; 6] = [
    Source::End,
    Source::Book,
    Source::Endgames,
    Source::Solver,
    Source::Search,
    Source::Playout,
];

impl Explored {
    /// The answer as a message: `explore 7 12 34567 840 more ok 3=1000/book/0/3.1/-
    /// 6=200/search/12/6.2/-`: the id, the depth, the nodes, the time, `more` or `done`,
    /// then `ok` and a word a move (the move `=` its score `/` source `/` depth `/` line
    /// joined by `.` `/` shares joined by `.` or `-`), or `no` and the reason.
    pub fn to_text(&self) -> String {
        let done = if self.done { "done" } else { "more" };
        let head = format!(
            "{EXPLORE} {} {} {} {} {done}",
            self.id, self.depth, self.nodes, self.millis
        );
        match &self.moves {
            Ok(moves) => {
                let words: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        let joined = |parts: Vec<String>| match parts.is_empty() {
                            true => "-".to_owned(),
                            false => parts.join("."),
                        };
                        let shares = joined(m.shares.iter().map(u32::to_string).collect());
                        format!(
                            "{}={}/{}/{}/{}/{shares}",
                            m.played,
                            m.score,
                            m.source.as_str(),
                            m.depth,
                            joined(m.line.clone())
                        )
                    })
                    .collect();
                format!("{head} ok {}", words.join(" "))
            }
            Err(why) => format!("{head} no {why}"),
        }
    }

    /// Reads [`Explored::to_text`].
    pub fn from_text(text: &str) -> Result<Explored, String> {
        let [kind, id, depth, nodes, millis, done, outcome, rest] = super::words(text)?;
        if kind != EXPLORE {
            return Err(format!("`{kind}` is not an exploration"));
        }
        let done = match done {
            "done" => true,
            "more" => false,
            _ => return Err(format!("`{done}` is neither done nor more")),
        };
        let moves = match outcome {
            "no" => Err(rest.to_owned()),
            "ok" => Ok(rest
                .split(' ')
                .filter(|w| !w.is_empty())
                .map(read_move)
                .collect::<Result<_, _>>()?),
            _ => return Err(format!("`{outcome}` is neither ok nor no")),
        };
        Ok(Explored {
            id: number(id)?,
            depth: number(depth)?,
            nodes: number(nodes)?,
            millis: number(millis)?,
            done,
            moves,
        })
    }
}

/// One move's word of [`Explored::to_text`]: no notation of the collection has `=`, `/`
/// or a space, and `.` only between moves.
fn read_move(word: &str) -> Result<ExploredMove, String> {
    let bad = || format!("`{word}` is not a move's worth");
    let (played, rest) = word.split_once('=').ok_or_else(bad)?;
    let parts: Vec<&str> = rest.split('/').collect();
    let [score, source, depth, line, shares] = parts[..] else {
        return Err(bad());
    };
    let list = |text: &str| -> Vec<String> {
        match text {
            "-" => Vec::new(),
            _ => text.split('.').map(str::to_owned).collect(),
        }
    };
    if played.is_empty() {
        return Err(bad());
    }
    Ok(ExploredMove {
        played: played.to_owned(),
        score: number(score)?,
        source: SOURCES
            .into_iter()
            .find(|s| s.as_str() == source)
            .ok_or_else(|| format!("`{source}` is not a source of values"))?,
        depth: number(depth)?,
        line: list(line),
        shares: list(shares)
            .iter()
            .map(|s| number(s))
            .collect::<Result<_, _>>()?,
    })
}

fn number<T: std::str::FromStr>(word: &str) -> Result<T, String> {
    word.parse().map_err(|_| format!("`{word}` is no number"))
}

/// What the worker keeps between explorations: the explorer (the solver's database and
/// table, the search's), the last request stopped, the exploration under way, done a
/// slice at a time ([`Explorations::work`]) so that the page's next message is read within
/// a slice and one step of the search, and Kalah's books of proven values, whose positions
/// have every move's exact value at once (the site's books, fetched the first time a
/// position of their rules is explored, as the command line's `mancala explore --book`
/// reads one).
pub struct Explorations {
    explorer: Explorer,
    stopped: Option<u32>,
    running: Option<Running>,
    books: Books,
    fetch: Option<Fetch>,
}

/// How a worker reads a file of the site: its text, or why not.
type Fetch = fn(&str) -> Result<String, String>;

/// An exploration begun: its steps, and the book of proven values its position is in.
type Begun = (Box<dyn Steps>, Option<Rc<Book>>);

/// The exploration under way.
struct Running {
    asked: ExploreAsk,
    /// When the request was read, and when its clock began (after what was built for it).
    started: f64,
    begun: f64,
    run: Box<dyn Steps>,
    /// The book of proven values the position is in, if any.
    book: Option<Rc<Book>>,
}

/// A [`Run`] of any position type, its moves in notation.
trait Steps {
    fn step(
        &mut self,
        explorer: &mut Explorer,
        book: Option<&Book>,
        stop: &dyn Stop,
        give_way: &dyn Fn() -> bool,
    ) -> Step<String>;
}

impl<P: Evaluate + 'static> Steps for Run<P> {
    fn step(
        &mut self,
        explorer: &mut Explorer,
        book: Option<&Book>,
        stop: &dyn Stop,
        give_way: &dyn Fn() -> bool,
    ) -> Step<String> {
        let text = |found: Exploration<P::Move>| Exploration {
            moves: (found.moves.into_iter())
                .map(|m| MoveWorth {
                    played: m.played.to_string(),
                    score: m.score,
                    value: m.value,
                    source: m.source,
                    depth: m.depth,
                    line: m.line.iter().map(|m| m.to_string()).collect(),
                    shares: m.shares,
                })
                .collect(),
            depth: found.depth,
            nodes: found.nodes,
            complete: found.complete,
        };
        match Run::step(self, explorer, book, stop, give_way) {
            Step::Busy => Step::Busy,
            Step::Depth(found) => Step::Depth(text(found)),
            Step::Done(found) => Step::Done(text(found)),
        }
    }
}

impl Default for Explorations {
    /// Explorations that read no book.
    fn default() -> Explorations {
        Explorations {
            explorer: Explorer::new(Budgets::STANDARD),
            stopped: None,
            running: None,
            books: Books::default(),
            fetch: None,
        }
    }
}

impl Explorations {
    /// Explorations that read Kalah's books of proven values with `fetch`.
    pub fn reading_books(fetch: Fetch) -> Explorations {
        Explorations {
            fetch: Some(fetch),
            ..Explorations::default()
        }
    }

    /// Reads one message of the page, an [`ExploreAsk`] or an [`ExploreStop`], and whether
    /// it was one of them. A request replaces the exploration under way (the page asks
    /// anew only once it has moved on) and is explored by [`Explorations::work`]; a stop
    /// ends the one under way if it names it. `post` hears the answer to a request that
    /// cannot be explored (a bad record, a finished game); `now` is a clock in
    /// milliseconds.
    pub fn handle(
        &mut self,
        text: &str,
        now: &dyn Fn() -> f64,
        post: &mut dyn FnMut(String),
    ) -> bool {
        if let Ok(stop) = ExploreStop::from_text(text) {
            let stopped = self.stopped.map_or(stop.id, |s| s.max(stop.id));
            self.stopped = Some(stopped);
            if self.running.as_ref().is_some_and(|r| r.asked.id <= stopped) {
                self.running = None;
            }
            return true;
        }
        if !text.starts_with(EXPLORE) {
            return false;
        }
        let asked = match ExploreAsk::from_text(text) {
            Ok(asked) if self.stopped.is_some_and(|s| asked.id <= s) => return true,
            Ok(asked) => asked,
            Err(why) => {
                post(finished(0, 0.0, Err(why)).to_text());
                return true;
            }
        };
        self.running = None;
        let started = now();
        match self.begin(&asked) {
            Ok((run, book)) => {
                self.running = Some(Running {
                    asked,
                    started,
                    begun: now(),
                    run,
                    book,
                })
            }
            Err(why) => post(finished(asked.id, now() - started, Err(why)).to_text()),
        }
        true
    }

    /// Whether an exploration is under way: [`Explorations::work`] has work to do.
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// Explores for `millis` milliseconds (and the step under way then), posting an answer
    /// after the exact values and after each completed depth, the last one marked done.
    pub fn work(&mut self, millis: f64, now: &dyn Fn() -> f64, post: &mut dyn FnMut(String)) {
        let slice = now();
        while let Some(running) = self.running.as_mut() {
            let begun = running.begun;
            let clock = Clock {
                elapsed: || now() - begun,
                millis: f64::from(running.asked.millis),
            };
            let answer = |found: &Exploration<String>, done: bool| {
                let mut answer = finished(running.asked.id, now() - running.started, Ok(found));
                answer.done = done;
                answer.to_text()
            };
            // A move's search still under way when the slice ends is taken up again at the
            // next slice (`Run::step`), so that the page's next message waits for no more.
            let give_way = || now() - slice >= millis;
            let book = running.book.as_deref();
            match running
                .run
                .step(&mut self.explorer, book, &clock, &give_way)
            {
                Step::Busy => {}
                Step::Depth(found) if found.complete => {}
                Step::Depth(found) => post(answer(&found, false)),
                Step::Done(found) => {
                    post(answer(&found, true));
                    self.running = None;
                }
            }
            if now() - slice >= millis {
                break;
            }
        }
    }

    /// Explores the requests of `text` to their end: [`Explorations::handle`], then
    /// [`Explorations::work`] until done (the command line's and the tests' way).
    pub fn handle_to_end(
        &mut self,
        text: &str,
        now: &dyn Fn() -> f64,
        post: &mut dyn FnMut(String),
    ) -> bool {
        let handled = self.handle(text, now, post);
        while self.busy() {
            self.work(f64::INFINITY, now, post);
        }
        handled
    }

    /// The exploration of the record's position, and the book of proven values it is in.
    fn begin(&mut self, asked: &ExploreAsk) -> Result<Begun, String> {
        let record = GameRecord::from_text(&asked.record).map_err(|e| e.to_string())?;
        let id: GameId = record.game.parse().map_err(|e| format!("{e}"))?;
        crate::with_position!(id, P => {
            let game = Game::<P>::from_record(&record).map_err(|e| e.to_string())?;
            if game.position().outcome().is_some() {
                return Err("the game is over: there is no move to explore".to_owned());
            }
            // A book is read the first time a position of its rules is explored. Only
            // Kalah's books hold proven values: the lookup is compiled for Kalah alone,
            // which keeps it out of the other position types' code.
            let kalah = const { matches!(<P as KindOfPosition>::KIND, PositionKind::Kalah) };
            let book = (self.fetch.filter(|_| kalah))
                .and_then(|fetch| self.books.for_game(&game, true, &fetch))
                .filter(|book| book.lookup(&game).is_some());
            // What the exact tries need (the solver's database) is built once while the
            // worker lives, before the first request's clock; not for a position of the
            // book, whose moves the book values, so that its answer waits for no build (a
            // move the book lacks is tried without it, within the clock).
            if book.is_none() {
                self.explorer.prepare(game.position());
            }
            Ok((Box::new(Run::new(game, MAX_DEPTH)) as Box<dyn Steps>, book))
        })
    }
}

/// The answer of request `id` after `millis`: the exploration's moves, or why there are
/// none; marked done.
fn finished(id: u32, millis: f64, found: Result<&Exploration<String>, String>) -> Explored {
    Explored {
        id,
        depth: found.as_ref().map_or(0, |f| f.depth),
        nodes: found.as_ref().map_or(0, |f| f.nodes),
        millis: millis.max(0.0) as u32,
        done: true,
        moves: found.map(|f| {
            (f.moves.iter())
                .map(|m| ExploredMove {
                    played: m.played.clone(),
                    score: m.score,
                    source: m.source,
                    depth: m.depth,
                    line: m.line.clone(),
                    shares: m.shares.clone(),
                })
                .collect()
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exploration_messages_read_back_what_they_wrote() {
        let asked = ExploreAsk {
            id: 7,
            millis: 2000,
            record: "kalah?position=0.0.6.6.6.6:0/4.4.4.4.4.4:0/n&moves=2".to_owned(),
        };
        assert_eq!(
            asked.to_text(),
            "explore 7 2000 kalah?position=0.0.6.6.6.6:0/4.4.4.4.4.4:0/n&moves=2"
        );
        assert_eq!(ExploreAsk::from_text(&asked.to_text()), Ok(asked));
        let stop = ExploreStop { id: 7 };
        assert_eq!(stop.to_text(), "explore-stop 7");
        assert_eq!(ExploreStop::from_text("explore-stop 7"), Ok(stop));
        let answer = Explored {
            id: 7,
            depth: 12,
            nodes: 34_567,
            millis: 840,
            done: false,
            moves: Ok(vec![
                ExploredMove {
                    played: "3".to_owned(),
                    score: 1000,
                    source: Source::Book,
                    depth: 0,
                    line: vec!["3".to_owned(), "1".to_owned()],
                    shares: Vec::new(),
                },
                ExploredMove {
                    played: "c3:N+".to_owned(),
                    score: -250,
                    source: Source::Playout,
                    depth: 1,
                    line: vec!["c3:N+".to_owned()],
                    shares: vec![4, 1, 0],
                },
            ]),
        };
        assert_eq!(
            answer.to_text(),
            "explore 7 12 34567 840 more ok 3=1000/book/0/3.1/- c3:N+=-250/playout/1/c3:N+/4.1.0"
        );
        assert_eq!(Explored::from_text(&answer.to_text()), Ok(answer));
        let over = Explored {
            id: 8,
            depth: 0,
            nodes: 0,
            millis: 0,
            done: true,
            moves: Err("the game is over: there is no move to explore".to_owned()),
        };
        assert_eq!(Explored::from_text(&over.to_text()), Ok(over));
        for bad in [
            "",
            "explore",
            "explore x 2000 kalah",
            "review 1 2000 kalah",
            "explore 1 -5 kalah",
        ] {
            assert!(ExploreAsk::from_text(bad).is_err(), "{bad}");
        }
        for bad in ["explore-stop", "explore-stop x", "stop 1"] {
            assert!(ExploreStop::from_text(bad).is_err(), "{bad}");
        }
        for bad in [
            "explore 1 2 3 4 maybe ok 3=1/book/0/3/-",
            "explore 1 2 3 4 done perhaps",
            "explore 1 2 3 4 done ok 3",
            "explore 1 2 3 4 done ok 3=1/guess/0/3/-",
            "explore 1 2 3 4 done ok 3=x/book/0/3/-",
            "explore 1 2 3 4 done ok 3=1/book/0/3",
            "explore 1 2 3 4 done ok =1/book/0/3/-",
            "explore 1 2 3 4 done ok 3=1/book/0/3/1.x",
            "explore 1 x 3 4 done ok",
        ] {
            assert!(Explored::from_text(bad).is_err(), "{bad}");
        }
    }

    /// A node-free clock for the tests: each reading is a millisecond later.
    fn tick(ticks: &std::cell::Cell<f64>) -> f64 {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    }

    /// A request is answered a depth at a time, the last marked done; a stop drops the
    /// requests it names.
    #[test]
    fn an_exploration_streams_its_depths_and_a_stop_drops_requests() {
        let mut explorations = Explorations::default();
        let ticks = std::cell::Cell::new(0.0);
        let now = || tick(&ticks);
        let mut posted = Vec::new();
        let asked = ExploreAsk {
            id: 1,
            millis: 400,
            record: "awari".to_owned(),
        };
        assert!(explorations.handle_to_end(&asked.to_text(), &now, &mut |text| posted.push(text)));
        let answers: Vec<Explored> = posted
            .iter()
            .map(|t| Explored::from_text(t).unwrap())
            .collect();
        assert!(answers.len() >= 2, "{posted:?}");
        assert!(answers.iter().all(|a| a.id == 1));
        assert_eq!(answers.iter().filter(|a| a.done).count(), 1);
        assert!(answers.last().unwrap().done);
        assert!(answers.windows(2).all(|w| w[0].depth <= w[1].depth));
        assert_eq!(answers.last().unwrap().moves.as_ref().unwrap().len(), 6);
        // A finished game and a bad record: one answer, done, with the reason.
        for (record, why) in [("kalah?moves=x", "`x`"), ("chess", "chess")] {
            posted.clear();
            let asked = ExploreAsk {
                id: 2,
                millis: 100,
                record: record.to_owned(),
            };
            explorations.handle_to_end(&asked.to_text(), &now, &mut |text| posted.push(text));
            let [answer] = &posted[..] else {
                panic!("{posted:?}")
            };
            let answer = Explored::from_text(answer).unwrap();
            assert!(
                answer.done && answer.moves.as_ref().unwrap_err().contains(why),
                "{answer:?}"
            );
        }
        // Stopped: nothing more for requests up to 5; 6 is answered.
        posted.clear();
        assert!(explorations.handle("explore-stop 5", &now, &mut |text| posted.push(text)));
        let asked = ExploreAsk {
            id: 4,
            millis: 100,
            record: "kalah".to_owned(),
        };
        explorations.handle_to_end(&asked.to_text(), &now, &mut |text| posted.push(text));
        assert!(posted.is_empty());
        let asked = ExploreAsk {
            id: 6,
            millis: 50,
            record: "kalah".to_owned(),
        };
        explorations.handle_to_end(&asked.to_text(), &now, &mut |text| posted.push(text));
        assert!(!posted.is_empty());
        // Other messages are not its own.
        assert!(!explorations.handle("review 1 kalah", &now, &mut |_| {}));
    }

    /// Kalah's opening is in the site's book of proven values: its first answer has every
    /// move exact, from the book, before any search; a position past the book's is
    /// explored as before.
    #[test]
    fn kalah_s_opening_is_answered_from_the_book_of_proven_values() {
        let ticks = std::cell::Cell::new(0.0);
        let now = || tick(&ticks);
        let site = |path: &str| {
            std::fs::read_to_string(format!("{}/static/{path}", env!("CARGO_MANIFEST_DIR")))
                .map_err(|e| e.to_string())
        };
        let mut explorations = Explorations::reading_books(site);
        let mut posted = Vec::new();
        let asked = ExploreAsk {
            id: 1,
            millis: 100_000,
            record: "kalah".to_owned(),
        };
        explorations.handle(&asked.to_text(), &now, &mut |text| posted.push(text));
        explorations.work(500.0, &now, &mut |text| posted.push(text));
        let first = Explored::from_text(&posted[0]).unwrap();
        let moves = first.moves.unwrap();
        assert_eq!(moves.len(), 6);
        assert!(moves.iter().all(|m| m.source == Source::Book), "{moves:?}");
        // Past the book (a long game): no book, a search.
        let mut posted = Vec::new();
        let asked = ExploreAsk {
            id: 2,
            millis: 50,
            record: "kalah?moves=5.3.6.4.4.5.5.6.1.1.5.4.3.3.4.5.5.1.2.6".to_owned(),
        };
        explorations.handle_to_end(&asked.to_text(), &now, &mut |text| posted.push(text));
        let last = Explored::from_text(posted.last().unwrap()).unwrap();
        assert!(last.moves.unwrap().iter().all(|m| m.source != Source::Book));
    }

    /// Between two slices, a stop ends the exploration under way and a newer request
    /// replaces it: nothing more is posted for the old one.
    #[test]
    fn a_stop_or_a_newer_request_takes_effect_between_slices() {
        let mut explorations = Explorations::default();
        let ticks = std::cell::Cell::new(0.0);
        let now = || tick(&ticks);
        let mut posted = Vec::new();
        let ask = |id, record: &str| ExploreAsk {
            id,
            millis: 100_000,
            record: record.to_owned(),
        };
        explorations.handle(&ask(1, "awari").to_text(), &now, &mut |t| posted.push(t));
        assert!(
            explorations.busy() && posted.is_empty(),
            "explored by work, not handle"
        );
        // Slices of a few clock readings: each returns with the exploration under way.
        for _ in 0..3 {
            explorations.work(5.0, &now, &mut |t| posted.push(t));
        }
        assert!(explorations.busy());
        let before = posted.len();
        explorations.handle("explore-stop 1", &now, &mut |t| posted.push(t));
        assert!(!explorations.busy());
        explorations.work(5.0, &now, &mut |t| posted.push(t));
        assert_eq!(posted.len(), before, "nothing after the stop");
        // A newer request replaces the one under way; only its answers come.
        explorations.handle(&ask(2, "oware").to_text(), &now, &mut |t| posted.push(t));
        explorations.work(5.0, &now, &mut |t| posted.push(t));
        explorations.handle(
            &ask(3, "kalah?houses=4&seeds=2").to_text(),
            &now,
            &mut |t| posted.push(t),
        );
        posted.clear();
        while explorations.busy() {
            explorations.work(5.0, &now, &mut |t| posted.push(t));
        }
        let answers: Vec<Explored> = posted
            .iter()
            .map(|t| Explored::from_text(t).unwrap())
            .collect();
        assert!(answers.iter().all(|a| a.id == 3), "{posted:?}");
        assert!(answers.last().is_some_and(|a| a.done));
    }

    /// How long the steps of a 4 s exploration take natively: the longest is how late a
    /// stop or a newer request can take effect in the worker (after its slice). Run with
    /// `cargo test --release --lib -- --ignored --nocapture steps_measured`.
    #[test]
    #[ignore = "a measurement: prints each game's longest steps"]
    fn steps_measured() {
        let clock = std::time::Instant::now();
        let now = || clock.elapsed().as_secs_f64() * 1000.0;
        for record in [
            "kalah?moves=1",
            "kalah?moves=3.1.6.2.5",
            "awari",
            "oware",
            "oware?moves=3.4.2.6",
            "calcala",
            "roocala-square",
            "roocala-hex",
        ] {
            let mut explorations = Explorations::default();
            let asked = ExploreAsk {
                id: 1,
                millis: 4_000,
                record: record.to_owned(),
            };
            explorations.handle(&asked.to_text(), &now, &mut |_| {});
            let mut steps = Vec::new();
            let mut depth = 0;
            while explorations.busy() {
                let begun = now();
                explorations.work(0.0, &now, &mut |text| {
                    if let Ok(answer) = Explored::from_text(&text) {
                        depth = answer.depth;
                    }
                });
                steps.push(now() - begun);
            }
            steps.sort_by(f64::total_cmp);
            let at = |q: f64| steps[((steps.len() - 1) as f64 * q) as usize];
            println!(
                "{record}: {} steps to depth {depth}, median {:.1} ms, 99% {:.1} ms, longest {:.1} ms",
                steps.len(),
                at(0.5),
                at(0.99),
                at(1.0)
            );
        }
    }
}
