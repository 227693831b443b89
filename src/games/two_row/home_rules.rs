//! What a game with homes (the DOS program's Awari, Ayo and Oware, docs/RULES.md section 3)
//! supplies to the frame they share ([`HomeRules`]: its sowing, its legal houses, why it
//! refuses one), how such a game refuses a move ([`HomeError`]), and the program's names
//! for the players. Nothing here names a game: the games depend on this, and only
//! [`HomeGameRules`](super::HomeGameRules), the enum over them, names each.

use std::fmt;
use std::hash::Hash;

use crate::games::help::HelpBlock;
use crate::games::{RuleOptions, Side};
use crate::i18n::msg;

use super::{Board, HouseRefusal, Pit, PitWords, Step};

/// The DOS program's names for the players and pits: Player 1 and Player 2, cups and homes.
pub const HOME_WORDS: PitWords = PitWords {
    vocabulary: "homes",
};

/// What distinguishes one game with homes from another.
pub trait HomeRules: RuleOptions + Copy + Eq + Hash + fmt::Debug {
    /// Sows `house` of `mover` on `board` and makes its captures, recording what happened in
    /// `steps` when given (the search passes `None` and nothing is built); returns whether
    /// the mover moves again.
    fn sow(&self, board: &mut Board, mover: Side, house: u8, steps: Option<&mut Vec<Step>>)
        -> bool;

    /// How to play the game, for its rules page.
    fn rules_text(&self) -> &'static [HelpBlock];

    /// The houses `mover` may play (by default every own house holding seeds).
    fn legal_houses(&self, board: &Board, mover: Side) -> Houses {
        Houses::filled(board, mover)
    }

    /// Why a house of `mover` holding seeds is not among the legal ones.
    fn refusal(&self, board: &Board, mover: Side, house: u8) -> HomeError {
        let _ = (board, mover);
        HomeError::NotAllowed(Pit::House(mover, house))
    }

    /// Whether the feeding rule ends the game with `to_move` to play (Ayo).
    fn cannot_feed(&self, board: &Board, to_move: Side) -> bool {
        let _ = (board, to_move);
        false
    }
}

/// A set of house numbers of one side (1 to 32), kept in one word so that the search's
/// legality checks build nothing; it iterates in increasing order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Houses(u32);

impl Houses {
    /// The houses of `side` on `board` holding seeds.
    pub fn filled(board: &Board, side: Side) -> Houses {
        Houses::from_iter(
            (1..=board.houses_per_side()).filter(|&n| board.get(board.house_index(side, n)) > 0),
        )
    }

    /// Whether house `n` is in the set.
    pub fn contains(&self, n: u8) -> bool {
        (1..=32).contains(&n) && self.0 & (1 << (n - 1)) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The houses for which `keep` holds.
    pub fn filter(self, mut keep: impl FnMut(u8) -> bool) -> Houses {
        self.into_iter().filter(|&n| keep(n)).collect()
    }
}

impl FromIterator<u8> for Houses {
    /// The set of the given house numbers (1 to 32).
    fn from_iter<I: IntoIterator<Item = u8>>(houses: I) -> Houses {
        Houses(houses.into_iter().fold(0, |set, n| set | 1 << (n - 1)))
    }
}

impl IntoIterator for Houses {
    type Item = u8;
    type IntoIter = HousesIter;

    fn into_iter(self) -> HousesIter {
        HousesIter(self.0)
    }
}

/// The houses of a [`Houses`], in increasing order.
#[derive(Clone, Debug)]
pub struct HousesIter(u32);

impl Iterator for HousesIter {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let n = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(n)
    }
}

/// Why a move or tap is refused in a game with homes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HomeError {
    /// The game has ended.
    GameOver,
    /// The board has no house with this number.
    NoSuchHouse(u8),
    /// The chosen cup holds no seeds.
    EmptyHouse(Pit),
    /// The cup belongs to the player who is not to move.
    NotYourHouse(Pit),
    /// A home was chosen; only cups are played.
    HomeNotPlayable(Pit),
    /// The opponent has no seeds and this move would leave them none (Ayo).
    MustFeed(Pit),
    /// This move is a grand slam and another move exists (Ayo).
    GrandSlamForbidden(Pit),
    /// The rules do not allow this cup now.
    NotAllowed(Pit),
}

impl fmt::Display for HomeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = HOME_WORDS;
        match *self {
            HomeError::GameOver => f.write_str(&words.refused(HouseRefusal::GameOver)),
            HomeError::NoSuchHouse(n) => f.write_str(&words.refused(HouseRefusal::NoSuchHouse(n))),
            HomeError::EmptyHouse(pit) => f.write_str(&words.refused(HouseRefusal::Empty(pit))),
            HomeError::NotYourHouse(pit) => {
                f.write_str(&words.refused(HouseRefusal::NotYours(pit)))
            }
            HomeError::HomeNotPlayable(pit) => {
                f.write_str(&words.refused(HouseRefusal::Store(pit)))
            }
            HomeError::MustFeed(pit) => f.write_str(
                &msg::RefusedMustFeed {
                    pit: &words.pit_phrase(pit),
                    player: &words.player(pit.owner().opponent()),
                }
                .text(),
            ),
            HomeError::GrandSlamForbidden(pit) => f.write_str(
                &msg::RefusedGrandSlam {
                    pit: &words.pit_phrase(pit),
                    player: &words.player(pit.owner().opponent()),
                }
                .text(),
            ),
            HomeError::NotAllowed(pit) => f.write_str(
                &msg::RefusedNotAllowed {
                    pit: &words.pit_phrase(pit),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for HomeError {}

/// Why a set-up is not a position of a game with homes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HomeSetupError {
    /// The seeds in the houses and homes are not the game's 48.
    SeedsDoNotAddUp {
        /// The seeds given.
        found: u32,
        /// The game's seeds.
        expected: u32,
    },
}

impl fmt::Display for HomeSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HomeSetupError::SeedsDoNotAddUp { found, expected } => f.write_str(
                &msg::SetupHomeSeeds {
                    found: &found.to_string(),
                    expected: expected.into(),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for HomeSetupError {}
