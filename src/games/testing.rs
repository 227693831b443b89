//! What the two-row games' tests share (Kalah, Awari, Ayo, Oware): a position from lists of
//! counts, a move played, the houses the mover may play, and pits by name. Test code only.

use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::two_row::{HomeGameRules, HomePosition, HouseMove, Pit, TwoRowPosition};
use crate::games::{BySide, Side};

/// A two-row position built from counts, as each game's `from_setup` builds it.
pub(crate) trait FromCounts: TwoRowPosition<Move = HouseMove> {
    /// The rules it is built under.
    type SetupRules;

    /// The position with these houses (each side from its owner's left), stores and player
    /// to move; it panics on counts the game refuses (a test's own mistake).
    fn from_counts(
        rules: Self::SetupRules,
        south: &[u8],
        north: &[u8],
        stores: (u8, u8),
        to_move: Side,
    ) -> Self;
}

impl FromCounts for KalahPosition {
    type SetupRules = KalahRules;

    fn from_counts(
        rules: KalahRules,
        south: &[u8],
        north: &[u8],
        stores: (u8, u8),
        to_move: Side,
    ) -> KalahPosition {
        KalahPosition::from_setup(rules, BySide { south, north }, by_side(stores), to_move).unwrap()
    }
}

impl FromCounts for HomePosition {
    type SetupRules = HomeGameRules;

    fn from_counts(
        rules: HomeGameRules,
        south: &[u8],
        north: &[u8],
        homes: (u8, u8),
        to_move: Side,
    ) -> HomePosition {
        let six = |houses: &[u8]| <[u8; 6]>::try_from(houses).expect("six houses");
        let houses = BySide {
            south: six(south),
            north: six(north),
        };
        HomePosition::from_setup(rules, houses, by_side(homes), to_move).unwrap()
    }
}

fn by_side((south, north): (u8, u8)) -> BySide<u8> {
    BySide { south, north }
}

/// The position of `rules` with these houses, stores (or homes) and player to move.
pub(crate) fn setup<P: FromCounts>(
    rules: impl Into<P::SetupRules>,
    south: &[u8],
    north: &[u8],
    stores: (u8, u8),
    to_move: Side,
) -> P {
    P::from_counts(rules.into(), south, north, stores, to_move)
}

/// Plays house `house` of the player to move, which must be legal.
pub(crate) fn play<P: TwoRowPosition<Move = HouseMove>>(p: &P, house: u8) -> (P, P::Report) {
    p.play(HouseMove(house)).unwrap()
}

/// The counts of one side's houses, from its owner's left.
pub(crate) fn houses<P: TwoRowPosition>(p: &P, side: Side) -> Vec<u8> {
    p.board().houses(side).to_vec()
}

/// The houses the player to move may play.
pub(crate) fn legal<P: TwoRowPosition<Move = HouseMove>>(p: &P) -> Vec<u8> {
    p.legal_moves().into_iter().map(|HouseMove(n)| n).collect()
}

/// Pits by name, space-separated (`S1 S2 S-store`).
pub(crate) fn names(pits: &[Pit]) -> String {
    pits.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
