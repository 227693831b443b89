//! The computer opponent in the app: who sits at each seat, and the messages that carry a
//! request for a move to the search, which runs in a Web Worker ([`worker`]), and its
//! answer back to the page ([`bridge`]). The page itself never searches, so the search's
//! code is in the worker's wasm only and the start page does not load it.
//!
//! The messages are one line of text each ([`Request::to_text`], [`Answer::to_text`]),
//! with the game in its record text: nothing to serialise but strings, so the page carries
//! no serialisation library.

pub mod books;
mod bridge;
pub mod endgame_files;
pub mod explore;
pub mod worker;

pub use bridge::{
    ask, end_exploring, end_review, explore, puzzle, review, Asking, Exploring, Reviewing,
};

use crate::games::Player;
use crate::search::analysis::Verdict;
use crate::search::Level;

/// What the worker says once it listens for requests.
pub const READY: &str = "ready";

/// Who plays a seat: a person at the tablet, or the computer at a level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Occupant {
    /// A person, who taps their moves.
    #[default]
    Human,
    /// The computer, at this level.
    Computer(Level),
}

impl Occupant {
    /// The choices offered for a seat, in the order shown.
    pub const CHOICES: [Occupant; 5] = [
        Occupant::Human,
        Occupant::Computer(Level::Easy),
        Occupant::Computer(Level::Medium),
        Occupant::Computer(Level::Hard),
        Occupant::Computer(Level::Expert),
    ];

    /// The name used in saves and test hooks (`human`, `hard`).
    pub fn as_str(self) -> &'static str {
        match self {
            Occupant::Human => "human",
            Occupant::Computer(level) => level.as_str(),
        }
    }

    /// The name shown to players (`Human`, `Hard`).
    pub fn title(self) -> String {
        match self {
            Occupant::Human => crate::i18n::msg::LevelHuman.text(),
            Occupant::Computer(level) => level.title(),
        }
    }

    /// The occupant named `text` by [`Occupant::as_str`].
    pub fn parse(text: &str) -> Option<Occupant> {
        Occupant::CHOICES.into_iter().find(|o| o.as_str() == text)
    }

    /// The computer's level, if the computer plays this seat.
    pub fn level(self) -> Option<Level> {
        match self {
            Occupant::Human => None,
            Occupant::Computer(level) => Some(level),
        }
    }
}

/// Who plays each seat of a game, by seat index (South and North, or P1 to P4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Occupants(pub [Occupant; 4]);

impl Occupants {
    /// Who plays `player`'s seat.
    pub fn of<P: Player>(self, player: P) -> Occupant {
        self.0[player.index()]
    }

    /// The occupants of the first `seats` seats as saved: `human.hard`.
    pub fn to_text(self, seats: usize) -> String {
        let names = self.0[..seats.min(4)].iter().map(|o| o.as_str());
        names.fold(String::new(), |text, name| match text.is_empty() {
            true => name.to_owned(),
            false => text + "." + name,
        })
    }

    /// Reads [`Occupants::to_text`]; seats it does not name are Human.
    pub fn from_text(text: &str) -> Result<Occupants, String> {
        let mut occupants = Occupants::default();
        let names: Vec<&str> = text.split('.').collect();
        if names.len() > 4 {
            return Err(format!("it names {} seats", names.len()));
        }
        for (seat, name) in occupants.0.iter_mut().zip(names) {
            *seat = Occupant::parse(name).ok_or_else(|| format!("`{name}` plays no seat"))?;
        }
        Ok(occupants)
    }
}

/// Why the computer is asked for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// To play it for a computer seat.
    Play,
    /// To show it to a person as a hint.
    Hint,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Purpose::Play => "play",
            Purpose::Hint => "hint",
        }
    }

    fn parse(text: &str) -> Result<Purpose, String> {
        match text {
            "play" => Ok(Purpose::Play),
            "hint" => Ok(Purpose::Hint),
            _ => Err(format!("`{text}` is not a purpose")),
        }
    }
}

/// A request to the worker: the best move at a level in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// What the move is for.
    pub purpose: Purpose,
    /// The level.
    pub level: Level,
    /// Chooses among near-best moves at the levels that make mistakes.
    pub seed: u64,
    /// The game, as [`crate::games::GameRecord::to_text`] writes it (one word, no
    /// spaces): the whole game, so that repetitions count as in play.
    pub record: String,
}

impl Request {
    /// The request as a message: `play hard 42 kalah?moves=3.1`.
    pub fn to_text(&self) -> String {
        let Request {
            purpose,
            level,
            seed,
            record,
        } = self;
        format!("{} {level} {seed} {record}", purpose.as_str())
    }

    /// Reads [`Request::to_text`].
    pub fn from_text(text: &str) -> Result<Request, String> {
        let [purpose, level, seed, record] = words(text)?;
        Ok(Request {
            purpose: Purpose::parse(purpose)?,
            level: level.parse().map_err(|e| format!("{e}"))?,
            seed: seed
                .parse()
                .map_err(|_| format!("`{seed}` is not a seed"))?,
            record: record.to_owned(),
        })
    }
}

/// The `N` space-separated words of a message, the last one taking the rest of the line.
fn words<const N: usize>(text: &str) -> Result<[&str; N], String> {
    let mut words = text.splitn(N, ' ');
    let found = [(); N].map(|()| words.next());
    if found.iter().any(Option::is_none) {
        return Err(format!("`{text}` is not a message of the computer"));
    }
    Ok(found.map(Option::unwrap_or_default))
}

/// The worker's answer to a [`Request`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// What the move is for, as asked.
    pub purpose: Purpose,
    /// The game it answers for, as asked: the page plays the move only in that game.
    pub record: String,
    /// The move in docs/RULES.md notation, or why there is none.
    pub best: Result<String, String>,
    /// How deep the search went, in plies.
    pub depth: u32,
    /// Positions searched.
    pub nodes: u64,
    /// How long the search took, in milliseconds.
    pub millis: u32,
}

impl Answer {
    /// The answer as a message: `play kalah?moves=3 14 1000000 480 ok 5`, or with `no`
    /// and the reason in place of `ok` and the move.
    pub fn to_text(&self) -> String {
        let (verdict, best) = match &self.best {
            Ok(best) => ("ok", best),
            Err(why) => ("no", why),
        };
        format!(
            "{} {} {} {} {} {verdict} {best}",
            self.purpose.as_str(),
            self.record,
            self.depth,
            self.nodes,
            self.millis
        )
    }

    /// Reads [`Answer::to_text`].
    pub fn from_text(text: &str) -> Result<Answer, String> {
        let [purpose, record, depth, nodes, millis, verdict, best] = words(text)?;
        // Each count is read into its own type: a count too large for it is refused, not
        // cut down to another number.
        fn number<T: std::str::FromStr>(word: &str) -> Result<T, String> {
            word.parse().map_err(|_| format!("`{word}` is no count"))
        }
        Ok(Answer {
            purpose: Purpose::parse(purpose)?,
            record: record.to_owned(),
            depth: number(depth)?,
            nodes: number(nodes)?,
            millis: number(millis)?,
            best: match verdict {
                "ok" => Ok(best.to_owned()),
                "no" => Err(best.to_owned()),
                _ => return Err(format!("`{verdict}` is neither ok nor no")),
            },
        })
    }
}

/// The first word of a [`Review`] and of its [`Reviewed`] answer.
const REVIEW: &str = "review";

/// A request to the coach in the worker: the verdict on one move of a game (issue 25).
/// The page asks ply after ply and stops asking when the review closes; the worker keeps
/// the coach's tables (the Kalah solver's database and table, the search's) between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The move's ply, 0 for the first move of the record.
    pub ply: usize,
    /// The whole game, as [`crate::games::GameRecord::to_text`] writes it.
    pub record: String,
}

impl Review {
    /// The request as a message: `review 3 kalah?moves=3.1.6.2`.
    pub fn to_text(&self) -> String {
        format!("{REVIEW} {} {}", self.ply, self.record)
    }

    /// Reads [`Review::to_text`].
    pub fn from_text(text: &str) -> Result<Review, String> {
        let [kind, ply, record] = words(text)?;
        if kind != REVIEW {
            return Err(format!("`{kind}` is not a review"));
        }
        Ok(Review {
            ply: ply.parse().map_err(|_| format!("`{ply}` is not a ply"))?,
            record: record.to_owned(),
        })
    }
}

/// The coach's verdict on one move, as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdicted {
    /// The move played, in docs/RULES.md notation.
    pub played: String,
    /// The best move found (the move played when it gave up nothing).
    pub best: String,
    /// Seeds given up against the best move: 0 for a best move.
    pub loss: i32,
    /// The class of the loss.
    pub verdict: Verdict,
    /// The margin expected after the move with best play, South's total minus North's
    /// (with 3 or 4 players: the mover's captures minus the best other's), for the graph.
    pub margin: i32,
    /// Each seat's captures expected when the mover's turn is back, with 3 or 4 players
    /// (empty with two): each player's share for the graph.
    pub shares: Vec<u32>,
    /// Proven by the Kalah solver (`data-exact="true"`).
    pub exact: bool,
}

/// The worker's answer to a [`Review`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reviewed {
    /// The ply asked.
    pub ply: usize,
    /// The game asked about: the page shows the verdict only in that game.
    pub record: String,
    /// The verdict, or why there is none.
    pub verdict: Result<Verdicted, String>,
    /// How long the analysis took, in milliseconds.
    pub millis: u32,
}

impl Reviewed {
    /// The answer as a message: `review 3 kalah?moves=3.1.6.2 840 ok 2 4 6 mistake -8 exact -`
    /// (move, best, loss, verdict, margin, `exact` or `search`, shares joined by `.` or
    /// `-`), or `no` and the reason in place of `ok` and the rest.
    pub fn to_text(&self) -> String {
        let head = format!("{REVIEW} {} {} {}", self.ply, self.record, self.millis);
        match &self.verdict {
            Ok(v) => {
                let shares = if v.shares.is_empty() {
                    "-".to_owned()
                } else {
                    let shares: Vec<String> = v.shares.iter().map(u32::to_string).collect();
                    shares.join(".")
                };
                let exact = if v.exact { "exact" } else { "search" };
                format!(
                    "{head} ok {} {} {} {} {} {exact} {shares}",
                    v.played, v.best, v.loss, v.verdict, v.margin
                )
            }
            Err(why) => format!("{head} no {why}"),
        }
    }

    /// Reads [`Reviewed::to_text`].
    pub fn from_text(text: &str) -> Result<Reviewed, String> {
        let [kind, ply, record, millis, outcome, rest] = words(text)?;
        if kind != REVIEW {
            return Err(format!("`{kind}` is not a review"));
        }
        fn number<T: std::str::FromStr>(word: &str) -> Result<T, String> {
            word.parse().map_err(|_| format!("`{word}` is no number"))
        }
        let verdict = match outcome {
            "no" => Err(rest.to_owned()),
            "ok" => {
                let [played, best, loss, verdict, margin, exact, shares] = words(rest)?;
                let shares = match shares {
                    "-" => Vec::new(),
                    _ => shares.split('.').map(number).collect::<Result<_, _>>()?,
                };
                Ok(Verdicted {
                    played: played.to_owned(),
                    best: best.to_owned(),
                    loss: number(loss)?,
                    verdict: Verdict::parse(verdict)
                        .ok_or_else(|| format!("`{verdict}` is no verdict"))?,
                    margin: number(margin)?,
                    shares,
                    exact: match exact {
                        "exact" => true,
                        "search" => false,
                        _ => return Err(format!("`{exact}` is neither exact nor search")),
                    },
                })
            }
            _ => return Err(format!("`{outcome}` is neither ok nor no")),
        };
        Ok(Reviewed {
            ply: number(ply)?,
            record: record.to_owned(),
            verdict,
            millis: number(millis)?,
        })
    }
}

/// The first word of a [`PuzzleAsk`] and of its [`Served`] answer.
const PUZZLE: &str = "puzzle";

/// A request to the coach's worker for a puzzle of a game's set (issue 25): the worker
/// fetches the set (`puzzles/GAME.txt`) once, reads it with
/// [`crate::search::puzzles::parse_file`], and serves its puzzles in the file's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAsk {
    /// The game's id (`kalah`).
    pub game: String,
    /// The puzzle's place in the set, from 0; past the end it starts again from the first.
    pub index: usize,
}

impl PuzzleAsk {
    /// The request as a message: `puzzle kalah 5`.
    pub fn to_text(&self) -> String {
        format!("{PUZZLE} {} {}", self.game, self.index)
    }

    /// Reads [`PuzzleAsk::to_text`].
    pub fn from_text(text: &str) -> Result<PuzzleAsk, String> {
        let [kind, game, index] = words(text)?;
        if kind != PUZZLE {
            return Err(format!("`{kind}` is not a puzzle"));
        }
        Ok(PuzzleAsk {
            game: game.to_owned(),
            index: index
                .parse()
                .map_err(|_| format!("`{index}` is not a puzzle's number"))?,
        })
    }
}

/// A puzzle as the coach serves it to the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServedPuzzle {
    /// The game from its start to the puzzle's position, as a link writes it.
    pub record: String,
    /// The move to find, in notation.
    pub answer: String,
    /// The answer's value for the player to move: the final margin with best play.
    pub value: i32,
    /// Every other legal move with the seeds it loses against the answer.
    pub losses: Vec<(String, i32)>,
    /// The moves expected after the answer.
    pub line: Vec<String>,
}

/// The coach's answer to a [`PuzzleAsk`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Served {
    /// The game asked about.
    pub game: String,
    /// The puzzle's place in the set (the one asked, or from the first again past the end).
    pub index: usize,
    /// The puzzles in the set.
    pub count: usize,
    /// The puzzle, or why there is none.
    pub puzzle: Result<ServedPuzzle, Unserved>,
}

/// Why the coach serves no puzzle. The coach's worker says no words (it speaks English
/// only): it sends which reason, and the page says it in the player's language
/// ([`Unserved::text`]). What the worker knows beyond the reason (the file's line that is no
/// puzzle, the HTTP status) goes to the worker's console, in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unserved {
    /// The game's set could not be fetched (offline before it was kept, a host without it).
    Unfetched,
    /// The game has no puzzles (an empty set, or a game the coach knows none of).
    Empty,
    /// The set could not be read (a file of other rules or another version).
    Unreadable,
    /// Words already said: the page's own (the coach could not start), or, for an answer
    /// only a bug makes (a message no page reads), why it was not read.
    Said(String),
}

impl Unserved {
    /// Its word in a message, and the arm of `screen-puzzle-unserved` that says it; `None`
    /// for words already said.
    fn word(&self) -> Option<&'static str> {
        match self {
            Unserved::Unfetched => Some("unfetched"),
            Unserved::Empty => Some("empty"),
            Unserved::Unreadable => Some("unreadable"),
            Unserved::Said(_) => None,
        }
    }

    /// The reason a message's word names ([`Unserved::word`]).
    fn from_word(word: &str) -> Option<Unserved> {
        match word {
            "unfetched" => Some(Unserved::Unfetched),
            "empty" => Some(Unserved::Empty),
            "unreadable" => Some(Unserved::Unreadable),
            _ => None,
        }
    }

    /// The reason in the current language (or, in code run `i18n::deferred`, as a saying).
    pub fn text(&self) -> String {
        match (self, self.word()) {
            (Unserved::Said(why), _) => why.clone(),
            // The message type's own `text`, which a reducer's `deferred` keeps as a saying.
            (_, why) => crate::i18n::msg::ScreenPuzzleUnserved {
                why: why.unwrap_or_default(),
            }
            .text(),
        }
    }
}

impl Served {
    /// The answer as a message: `puzzle kalah 5 38 ok kalah?moves=3.1 4 2 1:2,2:6 5.1`
    /// (record, answer, value, losses, line or `-`), or `no` and the reason in place of
    /// `ok` and the rest.
    pub fn to_text(&self) -> String {
        let head = format!("{PUZZLE} {} {} {}", self.game, self.index, self.count);
        match &self.puzzle {
            Ok(p) => {
                let losses: Vec<String> =
                    p.losses.iter().map(|(m, l)| format!("{m}:{l}")).collect();
                let line = match p.line.is_empty() {
                    true => "-".to_owned(),
                    false => p.line.join("."),
                };
                let losses = losses.join(",");
                format!(
                    "{head} ok {} {} {} {losses} {line}",
                    p.record, p.answer, p.value
                )
            }
            // Words already said are the page's own, which it never sends.
            Err(why) => format!("{head} no {}", why.word().unwrap_or("unreadable")),
        }
    }

    /// Reads [`Served::to_text`].
    pub fn from_text(text: &str) -> Result<Served, String> {
        let [kind, game, index, count, outcome, rest] = words(text)?;
        if kind != PUZZLE {
            return Err(format!("`{kind}` is not a puzzle"));
        }
        fn number<T: std::str::FromStr>(word: &str) -> Result<T, String> {
            word.parse().map_err(|_| format!("`{word}` is no number"))
        }
        let puzzle = match outcome {
            "no" => Err(Unserved::from_word(rest).ok_or("no reason of the coach's")?),
            "ok" => {
                let [record, answer, value, losses, line] = words(rest)?;
                let losses = (losses.split(','))
                    .map(|pair| {
                        let (m, loss) = crate::search::puzzles::move_and_loss(pair)
                            .ok_or("a loss without its move")?;
                        Ok((m.to_owned(), number(loss)?))
                    })
                    .collect::<Result<_, String>>()?;
                Ok(ServedPuzzle {
                    record: record.to_owned(),
                    answer: answer.to_owned(),
                    value: number(value)?,
                    losses,
                    line: match line {
                        "-" => Vec::new(),
                        _ => line.split('.').map(str::to_owned).collect(),
                    },
                })
            }
            _ => return Err(format!("`{outcome}` is neither ok nor no")),
        };
        Ok(Served {
            game: game.to_owned(),
            index: number(index)?,
            count: number(count)?,
            puzzle,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn occupants_read_back_what_they_wrote() {
        let mut occupants = Occupants::default();
        occupants.0[1] = Occupant::Computer(Level::Hard);
        assert_eq!(occupants.to_text(2), "human.hard");
        assert_eq!(Occupants::from_text("human.hard"), Ok(occupants));
        assert_eq!(Occupants::from_text("human"), Ok(Occupants::default()));
        for bad in ["", "robot", "human.hard.", "a.b.c.d.e", "human.Hard"] {
            assert!(Occupants::from_text(bad).is_err(), "{bad}");
        }
        for occupant in Occupant::CHOICES {
            assert_eq!(Occupant::parse(occupant.as_str()), Some(occupant));
        }
    }

    #[test]
    fn puzzle_messages_read_back_what_they_wrote() {
        let asked = PuzzleAsk {
            game: "oware".to_owned(),
            index: 41,
        };
        assert_eq!(asked.to_text(), "puzzle oware 41");
        assert_eq!(PuzzleAsk::from_text(&asked.to_text()), Ok(asked));
        for (puzzle, text) in [
            (
                Ok(ServedPuzzle {
                    record: "kalah?moves=3.1".to_owned(),
                    answer: "4".to_owned(),
                    value: -2,
                    losses: vec![("1".to_owned(), 2), ("6".to_owned(), 10)],
                    line: vec!["5".to_owned(), "1".to_owned()],
                }),
                "puzzle kalah 5 38 ok kalah?moves=3.1 4 -2 1:2,6:10 5.1",
            ),
            (
                Ok(ServedPuzzle {
                    record: "kalah?moves=3.1".to_owned(),
                    answer: "4".to_owned(),
                    value: 3,
                    losses: vec![("1".to_owned(), 2)],
                    line: Vec::new(),
                }),
                "puzzle kalah 5 38 ok kalah?moves=3.1 4 3 1:2 -",
            ),
            (Err(Unserved::Unfetched), "puzzle kalah 5 38 no unfetched"),
            (Err(Unserved::Empty), "puzzle kalah 5 38 no empty"),
            (Err(Unserved::Unreadable), "puzzle kalah 5 38 no unreadable"),
        ] {
            let served = Served {
                game: "kalah".to_owned(),
                index: 5,
                count: 38,
                puzzle,
            };
            assert_eq!(served.to_text(), text);
            assert_eq!(Served::from_text(text), Ok(served));
        }
        for bad in [
            "",
            "puzzle",
            "review kalah 1 2 ok",
            "puzzle kalah x 38 no why",
            "puzzle kalah 1 38 maybe why",
            // The worker sends a reason, never words.
            "puzzle kalah 1 38 no the set could not be fetched",
            "puzzle kalah 1 38 no",
            "puzzle kalah 1 38 ok kalah 4 x 1:2 -",
            "puzzle kalah 1 38 ok kalah 4 2 1-2 -",
            "puzzle kalah 1 38 ok kalah 4 2 1:2",
        ] {
            assert!(Served::from_text(bad).is_err(), "{bad}");
        }
        // A Roocala move holds a colon of its own: the loss follows the last one.
        let roocala = "puzzle roocala-hex 0 15 ok roocala-hex?moves=d1 c2:N 1 b1:NE:3,c1-c4:2 -";
        let served = Served::from_text(roocala).unwrap();
        let puzzle = served.puzzle.as_ref().unwrap();
        assert_eq!(
            puzzle.losses,
            [("b1:NE".to_owned(), 3), ("c1-c4".to_owned(), 2)]
        );
        assert_eq!(served.to_text(), roocala);
        for bad in ["", "puzzle kalah", "puzzle kalah -1", "review kalah 1"] {
            assert!(PuzzleAsk::from_text(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_puzzle_not_served_is_said_in_every_language_not_in_the_workers_words() {
        use crate::i18n::{deferred, install, msg, table, Catalog, Lang, Said};
        let reasons = [Unserved::Unfetched, Unserved::Empty, Unserved::Unreadable];
        let in_language = |lang: Lang, say: &dyn Fn() -> String| {
            install(Catalog::new(lang, table(lang).into()).expect("a compiled table"));
            let said = say();
            install(Catalog::english());
            said
        };
        // As the puzzle screen shows them: in screen-puzzle-unloaded's frame.
        let shown = |lang| {
            (reasons.iter())
                .map(|why| {
                    in_language(lang, &|| {
                        msg::ScreenPuzzleUnloaded { why: &why.text() }.text()
                    })
                })
                .collect::<Vec<_>>()
        };
        let english = shown(Lang::En);
        assert_eq!(
            english,
            [
                "The puzzle could not be loaded: the game's puzzles could not be fetched.",
                "The puzzle could not be loaded: this game has no puzzles yet.",
                "The puzzle could not be loaded: the game's puzzles could not be read.",
            ]
        );
        for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::En) {
            let said = shown(lang);
            for (said, english) in said.iter().zip(&english) {
                assert_ne!(said, english, "{lang:?}: said in English");
                assert!(
                    !said.contains(['{', '}', '\u{E000}', '\u{E001}', '\u{E002}']),
                    "{lang:?}: left unformatted: {said:?}"
                );
            }
            assert!(
                said[0] != said[1] && said[1] != said[2] && said[0] != said[2],
                "{lang:?}: each reason its own words: {said:?}"
            );
        }
        // Read from the worker's message and kept by the puzzle screen (whose reducer runs
        // deferred), a reason is said in the language of the moment it is shown.
        let served = Served::from_text("puzzle kalah 0 0 no unfetched").unwrap();
        let kept = Said::from(deferred(|| served.puzzle.unwrap_err().text()));
        assert_eq!(
            in_language(Lang::Fr, &|| kept.text()),
            in_language(Lang::Fr, &|| Unserved::Unfetched.text())
        );
        assert_eq!(
            in_language(Lang::Fr, &|| kept.text()),
            "les problèmes de ce jeu n'ont pas pu être téléchargés"
        );
        // The page's own words are said as they were said.
        assert_eq!(Unserved::Said("as it is".to_owned()).text(), "as it is");
    }

    /// A seat's occupant named in a notice (which a reducer keeps, deferred) is said in the
    /// language of the moment it is shown, a person's as a level's.
    #[test]
    fn an_occupant_kept_in_a_notice_follows_the_language() {
        use crate::i18n::{deferred, install, table, Catalog, Lang, Said};
        let in_french = |say: &dyn Fn() -> String| {
            install(Catalog::new(Lang::Fr, table(Lang::Fr).into()).expect("a compiled table"));
            let said = say();
            install(Catalog::english());
            said
        };
        for occupant in [Occupant::Human, Occupant::Computer(Level::Easy)] {
            let kept = Said::from(deferred(|| occupant.title()));
            assert_eq!(in_french(&|| kept.text()), in_french(&|| occupant.title()));
            assert_ne!(in_french(&|| kept.text()), occupant.title(), "{occupant:?}");
        }
    }

    #[test]
    fn messages_read_back_what_they_wrote() {
        let request = Request {
            purpose: Purpose::Hint,
            level: Level::Expert,
            seed: u64::MAX,
            record: "kalah?seeds=5&moves=3.1".to_owned(),
        };
        assert_eq!(
            request.to_text(),
            "hint expert 18446744073709551615 kalah?seeds=5&moves=3.1"
        );
        assert_eq!(Request::from_text(&request.to_text()), Ok(request));
        for best in [Ok("c3-d4".to_owned()), Err("the game is over".to_owned())] {
            let answer = Answer {
                purpose: Purpose::Play,
                record: "roocala-hex?moves=c3".to_owned(),
                best,
                depth: 7,
                nodes: 123_456,
                millis: 789,
            };
            assert_eq!(Answer::from_text(&answer.to_text()), Ok(answer));
        }
        let review = Review {
            ply: 12,
            record: "kalah?moves=3.1".to_owned(),
        };
        assert_eq!(review.to_text(), "review 12 kalah?moves=3.1");
        assert_eq!(Review::from_text(&review.to_text()), Ok(review));
        for verdict in [
            Ok(Verdicted {
                played: "2".to_owned(),
                best: "4".to_owned(),
                loss: 6,
                verdict: Verdict::Mistake,
                margin: -8,
                shares: Vec::new(),
                exact: true,
            }),
            Ok(Verdicted {
                played: "B2-E".to_owned(),
                best: "B2-E".to_owned(),
                loss: 0,
                verdict: Verdict::Best,
                margin: 3,
                shares: vec![4, 1, 0],
                exact: false,
            }),
            Err("there is no ply 9: the game has 2 moves".to_owned()),
        ] {
            let answer = Reviewed {
                ply: 1,
                record: "kalah?moves=3.1".to_owned(),
                verdict,
                millis: 840,
            };
            assert_eq!(Reviewed::from_text(&answer.to_text()), Ok(answer));
        }
        assert_eq!(
            Reviewed::from_text("review 1 kalah?moves=3.1 840 ok 2 4 6 mistake -8 exact -")
                .map(|r| r.verdict.map(|v| v.loss)),
            Ok(Ok(6))
        );
        for bad in [
            "review",
            "review x kalah",
            "play 1 kalah",
            "review 1 kalah 5 ok 2 4 x mistake 0 exact -",
            "review 1 kalah 5 ok 2 4 6 awful 0 exact -",
            "review 1 kalah 5 ok 2 4 6 best 0 maybe -",
            "review 1 kalah 5 ok 2 4 6 best 0 exact 1.x",
            "review 1 kalah 5 maybe 2",
            "review 1 kalah 5 ok 2 4",
        ] {
            assert!(
                Review::from_text(bad).is_err() || Reviewed::from_text(bad).is_err(),
                "{bad}"
            );
            assert!(Reviewed::from_text(bad).is_err(), "{bad}");
        }
        for bad in [
            "",
            "play",
            "play hard x kalah",
            "move hard 1 kalah",
            "play godlike 1 kalah",
        ] {
            assert!(Request::from_text(bad).is_err(), "{bad}");
        }
        for bad in [
            "",
            "play kalah 1 2 3 ok",
            "play kalah 1 2 x ok 3",
            "play kalah 1 2 3 maybe 3",
            // Counts too large for their type, once read as other numbers (the fuzz tier).
            "play kalah 4294967296 2 3 ok 3",
            "play kalah 1 2 4294967296 ok 3",
            "play kalah 1 18446744073709551616 3 ok 3",
        ] {
            assert!(Answer::from_text(bad).is_err(), "{bad}");
        }
    }
}
