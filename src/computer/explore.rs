//! The worker's messages for the analysis board (issue 51): a request to explore a
//! position ([`ExploreAsk`]: every legal move's worth, `search::explore`), answered with a
//! message after the exact values and after each completed depth ([`Explored`]), the last
//! one marked done; and a stop ([`ExploreStop`]). Like the others, each message is one line
//! of text, the position as a record (`games::GameRecord::to_text`, a start position
//! included): the page needs no serialisation library.
//!
//! A worker runs one message at a time, so a stop cannot cut short the exploration it is
//! in: that one ends at its own time budget (`millis`), or when the page ends the worker.
//! The stop drops every exploration of its id or before that is still waiting, so that a
//! page that moves on from a position is not answered for it any more.

use std::ops::ControlFlow;

use crate::games::{Game, GameId, GameRecord, Position};
use crate::search::analysis::Budgets;
use crate::search::explore::{Exploration, Explorer, Source, MAX_DEPTH};
use crate::search::Clock;

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
/// table, the search's), and the last request stopped.
pub struct Explorations {
    explorer: Explorer,
    stopped: Option<u32>,
}

impl Default for Explorations {
    fn default() -> Explorations {
        Explorations {
            explorer: Explorer::new(Budgets::STANDARD),
            stopped: None,
        }
    }
}

impl Explorations {
    /// Handles one message of the page, an [`ExploreAsk`] or an [`ExploreStop`]: `post`
    /// hears each answer's text as it is found (none for a stop, or for a request it
    /// stopped); `now` is a clock in milliseconds. Whether the message was one of them.
    pub fn handle(
        &mut self,
        text: &str,
        now: &dyn Fn() -> f64,
        post: &mut dyn FnMut(String),
    ) -> bool {
        if let Ok(stop) = ExploreStop::from_text(text) {
            self.stopped = Some(self.stopped.map_or(stop.id, |s| s.max(stop.id)));
            return true;
        }
        if !text.starts_with(EXPLORE) {
            return false;
        }
        match ExploreAsk::from_text(text) {
            Ok(asked) if self.stopped.is_some_and(|s| asked.id <= s) => {}
            Ok(asked) => self.explore(&asked, now, post),
            Err(why) => post(
                Explored {
                    id: 0,
                    depth: 0,
                    nodes: 0,
                    millis: 0,
                    done: true,
                    moves: Err(why),
                }
                .to_text(),
            ),
        }
        true
    }

    /// Explores the position `asked` names, posting an answer a depth.
    fn explore(&mut self, asked: &ExploreAsk, now: &dyn Fn() -> f64, post: &mut dyn FnMut(String)) {
        let started = now();
        let answer = |found: Result<&Exploration<String>, String>, done: bool| Explored {
            id: asked.id,
            depth: found.as_ref().map_or(0, |f| f.depth),
            nodes: found.as_ref().map_or(0, |f| f.nodes),
            millis: (now() - started).max(0.0) as u32,
            done,
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
        };
        let explored = match self.explore_record(asked, now, &mut |found| {
            post(answer(Ok(found), false).to_text());
        }) {
            Ok(found) => answer(Ok(&found), true),
            Err(why) => answer(Err(why), true),
        };
        post(explored.to_text());
    }

    /// The exploration of the record's position, its moves in notation; `each` hears it
    /// after each completed depth.
    fn explore_record(
        &mut self,
        asked: &ExploreAsk,
        now: &dyn Fn() -> f64,
        each: &mut dyn FnMut(&Exploration<String>),
    ) -> Result<Exploration<String>, String> {
        let record = GameRecord::from_text(&asked.record).map_err(|e| e.to_string())?;
        let id: GameId = record.game.parse().map_err(|e| format!("{e}"))?;
        crate::with_position!(id, P => {
            let game = Game::<P>::from_record(&record).map_err(|e| e.to_string())?;
            if game.position().outcome().is_some() {
                return Err("the game is over: there is no move to explore".to_owned());
            }
            // Built once while the worker lives, before the first request's clock.
            self.explorer.prepare(game.position());
            let begun = now();
            let clock = Clock {
                elapsed: || now() - begun,
                millis: f64::from(asked.millis),
            };
            let text = |found: &Exploration<<P as Position>::Move>| Exploration {
                moves: (found.moves.iter())
                    .map(|m| crate::search::explore::MoveWorth {
                        played: m.played.to_string(),
                        score: m.score,
                        value: m.value,
                        source: m.source,
                        depth: m.depth,
                        line: m.line.iter().map(|m| m.to_string()).collect(),
                        shares: m.shares.clone(),
                    })
                    .collect(),
                depth: found.depth,
                nodes: found.nodes,
                complete: found.complete,
            };
            let found = self.explorer.explore(&game, None, &clock, MAX_DEPTH, &mut |found| {
                if !found.complete {
                    each(&text(found));
                }
                ControlFlow::Continue(())
            });
            Ok(text(&found))
        })
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

    /// A request is answered a depth at a time, the last marked done; a stop drops the
    /// requests it names.
    #[test]
    fn an_exploration_streams_its_depths_and_a_stop_drops_requests() {
        let mut explorations = Explorations::default();
        // A node-free clock: each reading is a millisecond later.
        let ticks = std::cell::Cell::new(0.0);
        let now = || {
            ticks.set(ticks.get() + 1.0);
            ticks.get()
        };
        let mut posted = Vec::new();
        let asked = ExploreAsk {
            id: 1,
            millis: 400,
            record: "awari".to_owned(),
        };
        assert!(explorations.handle(&asked.to_text(), &now, &mut |text| posted.push(text)));
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
            explorations.handle(&asked.to_text(), &now, &mut |text| posted.push(text));
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
        explorations.handle(&asked.to_text(), &now, &mut |text| posted.push(text));
        assert!(posted.is_empty());
        let asked = ExploreAsk {
            id: 6,
            millis: 50,
            record: "kalah".to_owned(),
        };
        explorations.handle(&asked.to_text(), &now, &mut |text| posted.push(text));
        assert!(!posted.is_empty());
        // Other messages are not its own.
        assert!(!explorations.handle("review 1 kalah", &now, &mut |_| {}));
    }
}
