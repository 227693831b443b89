//! Kalah's names for its players and pits (Red and Green, trays and Mancalas), which its
//! refusals and its sentences on the screen use.

use crate::games::two_row::PitWords;

/// Kalah's names for the players and pits (`i18n/en.ftl`'s `kalah` vocabulary).
pub const WORDS: PitWords = PitWords {
    vocabulary: "kalah",
};
