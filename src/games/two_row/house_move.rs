//! The move of every two-row game: one of the mover's houses.

use std::fmt;

use crate::games::ParseMoveError;
use crate::i18n::msg;

/// A move: one of the mover's houses, numbered 1..H from the mover's own left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HouseMove(pub u8);

impl HouseMove {
    /// Reads a house number from 1 to `houses`, written plainly (no sign, no leading zero).
    pub fn parse(text: &str, houses: u8) -> Result<HouseMove, ParseMoveError> {
        match text.parse::<u8>() {
            Ok(n) if (1..=houses).contains(&n) && !text.starts_with(['+', '0']) => Ok(HouseMove(n)),
            _ => Err(ParseMoveError {
                text: text.to_owned(),
                expected: msg::RecordExpectedHouse {
                    houses: houses.into(),
                }
                .text(),
            }),
        }
    }
}

impl fmt::Display for HouseMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
