//! Pit names of the two-row games: `S1`..`SH`, `N1`..`NH`, `S-store`, `N-store`.

use std::fmt;
use std::str::FromStr;

use crate::games::Side;
use crate::i18n::msg;

/// A house or a store of a two-row board, as docs/RULES.md section 1 names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pit {
    /// A house, numbered 1..H from its owner's left.
    House(Side, u8),
    /// A player's store (Kalah's Mancala, the DOS games' home).
    Store(Side),
}

impl Pit {
    /// The player the pit belongs to.
    pub fn owner(self) -> Side {
        match self {
            Pit::House(side, _) | Pit::Store(side) => side,
        }
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pit::House(side, n) => write!(f, "{}{}", side.letter(), n),
            Pit::Store(side) => write!(f, "{}-store", side.letter()),
        }
    }
}

/// Text that names no pit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePitError(pub String);

impl fmt::Display for ParsePitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&msg::RecordNotAPit { text: &self.0 }.text())
    }
}

impl std::error::Error for ParsePitError {}

impl FromStr for Pit {
    type Err = ParsePitError;

    fn from_str(s: &str) -> Result<Pit, ParsePitError> {
        let err = || ParsePitError(s.to_owned());
        let mut chars = s.chars();
        let side = match chars.next() {
            Some('S') => Side::South,
            Some('N') => Side::North,
            _ => return Err(err()),
        };
        match chars.as_str() {
            "-store" => Ok(Pit::Store(side)),
            digits => match digits.parse::<u8>() {
                Ok(n) if n >= 1 && !digits.starts_with(['+', '0']) => Ok(Pit::House(side, n)),
                _ => Err(err()),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for pit in [
            Pit::House(Side::South, 1),
            Pit::House(Side::North, 8),
            Pit::Store(Side::South),
            Pit::Store(Side::North),
        ] {
            assert_eq!(pit.to_string().parse::<Pit>(), Ok(pit));
        }
        assert_eq!(Pit::Store(Side::North).to_string(), "N-store");
    }

    #[test]
    fn bad_names_are_refused() {
        for text in [
            "", "S", "S0", "X1", "s1", "S-1", "S+1", "S01", "N-Store", "S999",
        ] {
            assert!(text.parse::<Pit>().is_err(), "{text}");
        }
    }
}
