//! The games of the collection, by the ids of docs/RULES.md (used by the command-line tool,
//! saved games and URLs).

use std::fmt;
use std::str::FromStr;

/// One game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// Kalah as the TopAccolades app plays it (docs/RULES.md section 2).
    Kalah,
    /// The DOS program's Awari (docs/RULES.md section 3.1).
    Awari,
    /// The DOS program's Ayo (docs/RULES.md section 3.2).
    Ayo,
    /// The DOS program's Oware (docs/RULES.md section 3.3).
    Oware,
    /// Calcala on the 6x6 grid for 2 to 4 players (docs/RULES.md section 4).
    Calcala,
    /// Roocala on the square board (docs/RULES.md section 5).
    RoocalaSquare,
    /// Roocala on the hexagonal board (docs/RULES.md section 5).
    RoocalaHex,
}

impl GameId {
    /// Every game, in the order the start screen lists them.
    pub const ALL: [GameId; 7] = [
        GameId::Kalah,
        GameId::Awari,
        GameId::Ayo,
        GameId::Oware,
        GameId::Calcala,
        GameId::RoocalaSquare,
        GameId::RoocalaHex,
    ];

    /// The id used in the command-line tool, saved games and URLs.
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Kalah => "kalah",
            GameId::Awari => "awari",
            GameId::Ayo => "ayo",
            GameId::Oware => "oware",
            GameId::Calcala => "calcala",
            GameId::RoocalaSquare => "roocala-square",
            GameId::RoocalaHex => "roocala-hex",
        }
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Kalah => "Kalah",
            GameId::Awari => "Awari",
            GameId::Ayo => "Ayo",
            GameId::Oware => "Oware",
            GameId::Calcala => "Calcala",
            GameId::RoocalaSquare => "Roocala",
            GameId::RoocalaHex => "Roocala (hexagonal)",
        }
    }

    /// One line that tells a player what the game is like.
    pub fn summary(self) -> &'static str {
        match self {
            GameId::Kalah => {
                "The classic: sow round the board into your Mancala, land in an empty tray \
                 to capture, land in your Mancala to move again."
            }
            GameId::Awari => {
                "The gentlest of the three: sow through both homes, land in your home to go \
                 again, land in an empty cup to take the cup opposite."
            }
            GameId::Ayo => {
                "Capture the 2s and 3s you make on your opponent's side, in a chain; keep \
                 your opponent fed."
            }
            GameId::Oware => {
                "The deepest: your sowing relays on from where it lands, and every four that \
                 forms is taken."
            }
            GameId::Calcala => {
                "For 2 to 4 players on a 6x6 grid: sow in any of eight directions, round the \
                 edges and off them, and capture beyond an empty pit."
            }
            GameId::RoocalaSquare => {
                "Christian Freeling's mancala with rooks, on the square board: sow round the \
                 edge or across the middle, and hunt with your rooks."
            }
            GameId::RoocalaHex => {
                "Roocala on its hexagonal board of 37 cells, with six directions to sow and \
                 move in."
            }
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game id that names no game of the collection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGameIdError(pub String);

impl fmt::Display for ParseGameIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        write!(f, "unknown game `{}` (known: {})", self.0, known.join(", "))
    }
}

impl std::error::Error for ParseGameIdError {}

impl FromStr for GameId {
    type Err = ParseGameIdError;

    fn from_str(s: &str) -> Result<GameId, ParseGameIdError> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| ParseGameIdError(s.to_owned()))
    }
}
