//! Playing alone: the computer opponent a player chooses on the start screen (its level and
//! which seat the person takes), remembered on the device, and the record of results
//! against each level in each game, kept on the device too.
//!
//! Both live in the browser's storage as short text: `mancala.solo` holds `hard 1` (the
//! level, and the person's seat from 0), and `mancala.record` one line a game and level
//! (`kalah hard 3 1 2`: won, drawn, lost) and one line a game naming the last game counted
//! (`counted kalah 1a2b3c4d`), so that a finished game opened again is not counted twice.
//! Lines that cannot be read are dropped: a damaged record costs its own lines, nothing
//! else.

use crate::computer::{Occupant, Occupants};
use crate::games::GameId;
use crate::i18n::msg;
use crate::search::Level;

use super::storage;

const CHOICE_KEY: &str = "mancala.solo";
const RECORD_KEY: &str = "mancala.record";

/// The computer opponent chosen on the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// The computer's level.
    pub level: Level,
    /// The seat the person takes: 0 moves first, 1 second.
    pub seat: usize,
}

impl Default for Opponent {
    fn default() -> Opponent {
        Opponent {
            level: Level::Medium,
            seat: 0,
        }
    }
}

impl Opponent {
    /// The choice as saved: `hard 1`.
    pub fn to_text(self) -> String {
        format!("{} {}", self.level.as_str(), self.seat)
    }

    /// Reads [`Opponent::to_text`].
    pub fn from_text(text: &str) -> Option<Opponent> {
        let (level, seat) = text.split_once(' ')?;
        let seat = seat.parse().ok().filter(|&seat| seat < 2)?;
        Some(Opponent {
            level: level.parse().ok()?,
            seat,
        })
    }

    /// The choice remembered on this device (Medium, the person first, until one is made).
    pub fn load() -> Opponent {
        storage::load(CHOICE_KEY)
            .and_then(|text| Opponent::from_text(&text))
            .unwrap_or_default()
    }

    /// Remembers the choice on this device.
    pub fn save(self) {
        // A browser that keeps nothing plays on: the choice lasts as long as the page.
        let _ = storage::save(CHOICE_KEY, &self.to_text());
    }

    /// Who plays each seat: the person at theirs, the computer at every other (a game of
    /// fewer seats leaves the others out; the seat chosen is 0 or 1, which every game has).
    pub fn seats(self) -> Occupants {
        let mut seats = Occupants([Occupant::Computer(self.level); 4]);
        seats.0[self.seat] = Occupant::Human;
        seats
    }
}

/// How a game started from the start screen is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// People at every seat, passing the tablet.
    People,
    /// One person against the computer.
    Computer(Opponent),
}

impl Start {
    /// Who plays each seat.
    pub fn seats(self) -> Occupants {
        match self {
            Start::People => Occupants::default(),
            Start::Computer(opponent) => opponent.seats(),
        }
    }

    /// The start a link's query asks for: `play=people`, or `play=hard&seat=1`.
    pub fn from_query(query: &str) -> Option<Start> {
        let mut level = None;
        let mut seat = Some(0);
        for pair in query.split('&') {
            match pair.split_once('=')? {
                ("play", "people") => return Some(Start::People),
                ("play", name) => level = Some(name.parse().ok()?),
                ("seat", n) => seat = n.parse().ok().filter(|&n: &usize| n < 2),
                _ => return None,
            }
        }
        Some(Start::Computer(Opponent {
            level: level?,
            seat: seat?,
        }))
    }

    /// The query that asks for this start (after `#/kalah?`).
    pub fn to_query(self) -> String {
        match self {
            Start::People => "play=people".to_owned(),
            Start::Computer(Opponent { level, seat }) => {
                format!("play={}&seat={seat}", level.as_str())
            }
        }
    }
}

/// How a finished game ended for the person who played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Won,
    Drawn,
    Lost,
}

impl GameResult {
    /// The result for the person at `seat`, from the seats of the winners (none for a
    /// draw; several for a shared first place, which counts as a draw for each of them).
    pub fn of(seat: usize, winners: &[usize]) -> GameResult {
        match winners {
            [] => GameResult::Drawn,
            [only] if *only == seat => GameResult::Won,
            _ if winners.contains(&seat) => GameResult::Drawn,
            _ => GameResult::Lost,
        }
    }
}

/// Wins, draws and losses against one level in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

impl Tally {
    /// How many games it counts.
    pub fn games(self) -> u32 {
        self.won + self.drawn + self.lost
    }

    /// `3 won · 1 drawn · 2 lost`.
    pub fn words(self) -> String {
        msg::ScreenSoloTally {
            won: self.won.into(),
            drawn: self.drawn.into(),
            lost: self.lost.into(),
        }
        .text()
    }
}

/// The record of results on this device: a [`Tally`] per game and level, and which game of
/// each game id was counted last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    tallies: Vec<(GameId, Level, Tally)>,
    counted: Vec<(GameId, u32)>,
}

impl Record {
    /// The record kept on this device.
    pub fn load() -> Record {
        storage::load(RECORD_KEY)
            .map(|text| Record::from_text(&text))
            .unwrap_or_default()
    }

    /// Reads [`Record::to_text`], skipping lines it cannot read.
    pub fn from_text(text: &str) -> Record {
        let mut record = Record::default();
        for line in text.lines() {
            let words: Vec<&str> = line.split(' ').collect();
            match words[..] {
                ["counted", game, key] => {
                    if let (Ok(game), Ok(key)) = (game.parse(), u32::from_str_radix(key, 16)) {
                        record.counted.retain(|&(g, _)| g != game);
                        record.counted.push((game, key));
                    }
                }
                [game, level, won, drawn, lost] => {
                    let (Ok(game), Ok(level)) = (game.parse(), level.parse()) else {
                        continue;
                    };
                    let (Ok(won), Ok(drawn), Ok(lost)) = (won.parse(), drawn.parse(), lost.parse())
                    else {
                        continue;
                    };
                    *record.tally_mut(game, level) = Tally { won, drawn, lost };
                }
                _ => {}
            }
        }
        record
    }

    /// The text that keeps the record.
    pub fn to_text(&self) -> String {
        let tallies = self.tallies.iter().map(|(game, level, t)| {
            format!(
                "{game} {} {} {} {}\n",
                level.as_str(),
                t.won,
                t.drawn,
                t.lost
            )
        });
        let counted = (self.counted.iter()).map(|(game, key)| format!("counted {game} {key:x}\n"));
        tallies.chain(counted).collect()
    }

    /// The results against `level` in `game`.
    pub fn tally(&self, game: GameId, level: Level) -> Tally {
        self.tallies
            .iter()
            .find(|&&(g, l, _)| g == game && l == level)
            .map_or_else(Tally::default, |&(_, _, tally)| tally)
    }

    fn tally_mut(&mut self, game: GameId, level: Level) -> &mut Tally {
        let at = match self
            .tallies
            .iter()
            .position(|&(g, l, _)| g == game && l == level)
        {
            Some(at) => at,
            None => {
                self.tallies.push((game, level, Tally::default()));
                self.tallies.len() - 1
            }
        };
        &mut self.tallies[at].2
    }

    /// Counts a finished game of `game` whose record text is `text`, played with `seats`,
    /// won by the seats `winners`: when one person played it against the computer at one
    /// level, and it is not the game counted last (opened again, or followed from another
    /// tab). True when it counted.
    pub fn count(
        &mut self,
        game: GameId,
        text: &str,
        seats: &[Occupant],
        winners: &[usize],
    ) -> bool {
        let people: Vec<usize> = (0..seats.len())
            .filter(|&seat| seats[seat] == Occupant::Human)
            .collect();
        let mut levels = seats.iter().filter_map(|seat| seat.level());
        let (Some(level), &[person]) = (levels.next(), &people[..]) else {
            return false;
        };
        if levels.any(|other| other != level) {
            return false;
        }
        let key = text_key(text);
        if self.counted.contains(&(game, key)) {
            return false;
        }
        self.counted.retain(|&(g, _)| g != game);
        self.counted.push((game, key));
        let tally = self.tally_mut(game, level);
        match GameResult::of(person, winners) {
            GameResult::Won => tally.won += 1,
            GameResult::Drawn => tally.drawn += 1,
            GameResult::Lost => tally.lost += 1,
        }
        true
    }

    /// Whether it holds any result.
    pub fn is_empty(&self) -> bool {
        self.tallies.iter().all(|(_, _, tally)| tally.games() == 0)
    }

    /// Forgets every result (which games were counted last stays known, so that none of
    /// them counts again).
    pub fn reset(&mut self) {
        self.tallies.clear();
    }

    /// Keeps the record on this device (a browser that keeps nothing keeps it for the page).
    pub fn save(&self) {
        let _ = storage::save(RECORD_KEY, &self.to_text());
    }
}

/// A short key of a game's record text (FNV-1a), to know a game counted already.
fn text_key(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |hash: u32, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HARD: Occupant = Occupant::Computer(Level::Hard);

    #[test]
    fn the_choice_reads_back_and_seats_the_person_and_the_computer() {
        let choice = Opponent {
            level: Level::Hard,
            seat: 1,
        };
        assert_eq!(Opponent::from_text(&choice.to_text()), Some(choice));
        for bad in ["", "hard", "hard x", "hard 2", "genius 0", "hard  1"] {
            assert_eq!(Opponent::from_text(bad), None, "{bad:?}");
        }
        assert_eq!(choice.seats().0, [HARD, Occupant::Human, HARD, HARD]);
        let first = Opponent { seat: 0, ..choice };
        assert_eq!(first.seats().0, [Occupant::Human, HARD, HARD, HARD]);
    }

    #[test]
    fn a_start_reads_back_from_its_query() {
        let hard = Start::Computer(Opponent {
            level: Level::Hard,
            seat: 1,
        });
        for start in [Start::People, hard] {
            assert_eq!(Start::from_query(&start.to_query()), Some(start));
        }
        assert_eq!(Start::from_query("seat=1&play=hard"), Some(hard));
        for bad in [
            "",
            "play=",
            "play=genius",
            "play=hard&seat=9",
            "play=hard&x=1",
            "moves=3",
        ] {
            assert_eq!(Start::from_query(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn results_are_counted_once_against_one_level_and_read_back() {
        let mut record = Record::default();
        let seats = [Occupant::Human, HARD];
        assert!(record.count(GameId::Kalah, "kalah/moves=3", &seats, &[0]));
        assert!(
            !record.count(GameId::Kalah, "kalah/moves=3", &seats, &[0]),
            "counted twice"
        );
        assert!(record.count(GameId::Kalah, "kalah/moves=4", &seats, &[1]));
        assert!(record.count(GameId::Kalah, "kalah/moves=5", &seats, &[]));
        let tally = record.tally(GameId::Kalah, Level::Hard);
        assert_eq!((tally.won, tally.drawn, tally.lost), (1, 1, 1));
        assert_eq!(tally.words(), "1 won · 1 drawn · 1 lost");
        // Two people, or two levels, are not a game against the computer.
        assert!(!record.count(GameId::Awari, "a", &[Occupant::Human; 2], &[0]));
        let mixed = [Occupant::Human, HARD, Occupant::Computer(Level::Easy)];
        assert!(!record.count(GameId::Calcala, "c", &mixed, &[0]));
        // A shared first place is a draw; Calcala's person second of three.
        assert!(record.count(
            GameId::Calcala,
            "c",
            &[HARD, Occupant::Human, HARD],
            &[0, 1]
        ));
        assert_eq!(record.tally(GameId::Calcala, Level::Hard).drawn, 1);

        let text = record.to_text();
        let read = Record::from_text(&text);
        assert_eq!(read, record);
        assert!(!Record::from_text(&text).count(GameId::Calcala, "c", &mixed[..2], &[0]));
        assert!(!record.is_empty());
        record.reset();
        assert!(record.is_empty());
        assert_eq!(record.tally(GameId::Kalah, Level::Hard), Tally::default());
        assert!(
            !record.count(GameId::Kalah, "kalah/moves=5", &seats, &[]),
            "counted again"
        );
    }

    #[test]
    fn a_damaged_record_loses_only_its_bad_lines() {
        let record = Record::from_text(
            "kalah hard 1 2 3\nkalah hard x 2 3\nchess easy 1 1 1\n\ncounted kalah zz\nawari easy 4 0 0 9\noware expert 0 0 7",
        );
        assert_eq!(record.tally(GameId::Kalah, Level::Hard).games(), 6);
        assert_eq!(record.tally(GameId::Oware, Level::Expert).lost, 7);
        assert_eq!(record.tally(GameId::Awari, Level::Easy).games(), 0);
        assert!(record.counted.is_empty());
    }
}
