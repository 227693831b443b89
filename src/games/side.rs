//! The two sides of a two-player board.

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the two players of a two-sided game. South sits at the bottom of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The player at the bottom (Kalah's Red, the DOS games' Player 1).
    South,
    /// The player at the top (Kalah's Green, the DOS games' Player 2).
    North,
}

impl Side {
    /// Both sides, South first.
    pub const ALL: [Side; 2] = [Side::South, Side::North];

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// The lower-case name used in notation, options and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }

    /// The one-letter prefix of this side's pit names (`S1`, `N-store`).
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A side name that is neither `south` nor `north`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSideError;

impl fmt::Display for ParseSideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected `south` or `north`")
    }
}

impl std::error::Error for ParseSideError {}

impl FromStr for Side {
    type Err = ParseSideError;

    fn from_str(s: &str) -> Result<Side, ParseSideError> {
        match s {
            "south" => Ok(Side::South),
            "north" => Ok(Side::North),
            _ => Err(ParseSideError),
        }
    }
}

/// One value per side, like shakmaty's `ByColor`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySide<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> BySide<T> {
    /// Builds both values from a function of the side.
    pub fn new_with(mut f: impl FnMut(Side) -> T) -> BySide<T> {
        BySide {
            south: f(Side::South),
            north: f(Side::North),
        }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide {
            south: f(self.south),
            north: f(self.north),
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;

    fn index(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_is_an_involution() {
        for side in Side::ALL {
            assert_ne!(side, side.opponent());
            assert_eq!(side, side.opponent().opponent());
        }
    }

    #[test]
    fn names_round_trip() {
        for side in Side::ALL {
            assert_eq!(side.as_str().parse::<Side>(), Ok(side));
        }
        assert_eq!("South".parse::<Side>(), Err(ParseSideError));
    }
}
