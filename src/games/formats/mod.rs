//! Positions and games as text, both ways: our own position text (`position_text`, what a
//! record's `position=` carries), PlayStrategy's Oware position string and move list
//! (`playstrategy`), and the board literal of the Kalah bot tournaments (`kalah_literal`).
//! Each reads a [`Setup`](super::Setup) (a position's parts), which
//! [`Position::set_up`](super::Position::set_up) then checks against the rules; docs/RULES.md
//! section 8 states the formats, with examples. Reading never panics: text that is not
//! understood gives a [`FormatError`] naming the field and the characters.

use std::fmt;

pub mod kalah_literal;
pub mod playstrategy;
pub mod position_text;

use super::SetupError;
use crate::i18n::msg;

pub use position_text::{position_text, read_position};

/// Text a format does not understand: where, what, and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The format read, as the message `format-name` names it: `position`, `fen`
    /// (PlayStrategy's), `moves` (PlayStrategy's move list) or `literal` (Kalah's).
    pub format: &'static str,
    /// The offset of the text not understood, in characters from the start (0 for the first).
    pub at: usize,
    /// The text not understood (empty where something is missing).
    pub found: String,
    /// What the format has there, in the words of the language of the moment it was
    /// refused in.
    pub expected: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let format = msg::FormatName {
            format: self.format,
        }
        .text();
        let at = (self.at + 1).to_string();
        let text = if self.found.is_empty() {
            msg::FormatMissing {
                format: &format,
                expected: &self.expected,
                at: &at,
            }
            .text()
        } else {
            msg::FormatNot {
                format: &format,
                found: &self.found,
                at: &at,
                expected: &self.expected,
            }
            .text()
        };
        f.write_str(&text)
    }
}

impl std::error::Error for FormatError {}

/// Why a position given as text was not opened: the text, or the position it describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text is not of the format.
    Text(FormatError),
    /// The text is a board, but no position of the rules (the editor's refusal).
    Setup(SetupError),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Text(e) => e.fmt(f),
            PositionError::Setup(e) => f.write_str(
                &msg::PositionNotOfGame {
                    why: &e.to_string(),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<FormatError> for PositionError {
    fn from(e: FormatError) -> PositionError {
        PositionError::Text(e)
    }
}

impl From<SetupError> for PositionError {
    fn from(e: SetupError) -> PositionError {
        PositionError::Setup(e)
    }
}

/// The longest text a format reads: far more than any board, so that garbage is refused at
/// once.
const MAX_TEXT: usize = 4096;

/// A piece of the text being read, with its offset in characters, for the errors.
#[derive(Clone, Copy, Debug)]
struct Piece<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Piece<'a> {
    /// The whole text, checked not to be too long.
    fn whole(format: &'static str, text: &'a str) -> Result<Piece<'a>, FormatError> {
        if text.len() > MAX_TEXT {
            return Err(FormatError {
                format,
                at: MAX_TEXT,
                found: String::new(),
                expected: msg::FormatExpectedEnd {
                    bytes: &MAX_TEXT.to_string(),
                }
                .text(),
            });
        }
        Ok(Piece { text, at: 0 })
    }

    /// The pieces between `separator`s.
    fn split(self, separator: char) -> impl Iterator<Item = Piece<'a>> {
        let mut at = self.at;
        self.text.split(separator).map(move |text| {
            let piece = Piece { text, at };
            at += text.chars().count() + 1;
            piece
        })
    }

    /// The piece before the first `separator` and the one after it (`None` without one).
    fn split_once(self, separator: char) -> Option<(Piece<'a>, Piece<'a>)> {
        let (before, after) = self.text.split_once(separator)?;
        let at = self.at + before.chars().count() + 1;
        Some((
            Piece {
                text: before,
                at: self.at,
            },
            Piece { text: after, at },
        ))
    }

    /// The refusal of this piece as not `expected`.
    fn refused(self, format: &'static str, expected: impl Into<String>) -> FormatError {
        FormatError {
            format,
            at: self.at,
            found: self.text.to_owned(),
            expected: expected.into(),
        }
    }

    /// This piece as a count: decimal digits only, at most nine of them.
    fn count(self, format: &'static str, what: &str) -> Result<u32, FormatError> {
        let digits = !self.text.is_empty()
            && self.text.len() <= 9
            && self.text.bytes().all(|b| b.is_ascii_digit());
        match digits.then(|| self.text.parse::<u32>().ok()).flatten() {
            Some(count) => Ok(count),
            None => Err(self.refused(format, msg::FormatExpectedCount { what }.text())),
        }
    }

    /// These pieces as counts.
    fn counts(
        pieces: impl Iterator<Item = Piece<'a>>,
        format: &'static str,
        what: &str,
    ) -> Result<Vec<u32>, FormatError> {
        pieces.map(|piece| piece.count(format, what)).collect()
    }
}
