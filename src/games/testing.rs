//! What the two-row games' tests share (Kalah, Awari, Ayo, Oware): a position from lists of
//! counts, a move played, the houses the mover may play, and pits by name. Test code only.

use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::two_row::{HomeGameRules, HomePosition, HouseMove, Pit, TwoRowPosition};
use crate::games::{BySide, Side};

/// The Kalah position of `rules` with these houses (each side from its owner's left), stores
/// and player to move; it panics on counts the game refuses (a test's own mistake).
pub(crate) fn kalah(
    rules: KalahRules,
    south: &[u8],
    north: &[u8],
    stores: (u8, u8),
    to_move: Side,
) -> KalahPosition {
    KalahPosition::from_setup(rules, BySide { south, north }, by_side(stores), to_move).unwrap()
}

/// The position of a game with homes under `rules`, as [`kalah`] (six houses a side).
pub(crate) fn home(
    rules: impl Into<HomeGameRules>,
    south: [u8; 6],
    north: [u8; 6],
    homes: (u8, u8),
    to_move: Side,
) -> HomePosition {
    HomePosition::from_setup(rules, BySide { south, north }, by_side(homes), to_move).unwrap()
}

fn by_side((south, north): (u8, u8)) -> BySide<u8> {
    BySide { south, north }
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
