//! Kalah's names for its players and pits (Red and Green, trays and Mancalas), which its
//! refusals and its sentences on the screen use.

use crate::games::two_row::PitWords;
use crate::games::BySide;

/// Kalah's names for the players and pits.
pub const WORDS: PitWords = PitWords {
    players: BySide {
        south: "Red",
        north: "Green",
    },
    store: "Mancala",
    house: "tray",
};
