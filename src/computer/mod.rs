//! The computer opponent in the app: who sits at each seat, and the messages that carry a
//! request for a move to the search, which runs in a Web Worker ([`worker`]), and its
//! answer back to the page ([`bridge`]). The page itself never searches, so the search's
//! code is in the worker's wasm only and the start page does not load it.
//!
//! The messages are one line of text each ([`Request::to_text`], [`Answer::to_text`]),
//! with the game in its record text: nothing to serialise but strings, so the page carries
//! no serialisation library.

mod bridge;
pub mod worker;

pub use bridge::{ask, Asking};

use crate::games::Player;
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
    pub fn title(self) -> &'static str {
        match self {
            Occupant::Human => "Human",
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
