//! What the two-row games share of a position set up by hand: the parts of a [`Board`]
//! ([`crate::games::Setup`]), and reading them back checked: the rules' houses a side,
//! counts no pit can exceed, and every seed of the game (sowing and captures only move seeds,
//! into houses, stores or homes, so the total never changes). Whether the game is over is
//! each game's own check (`kalah::setup`, `home_position`).

use crate::games::{
    check_len, side_houses, side_store, small, wrong_board, BySide, Player, Setup, SetupBoard,
    SetupError, Side,
};

use super::Board;

/// The parts of `board` with `to_move` to play.
pub fn board_parts(board: &Board, to_move: Side) -> Setup {
    Setup {
        board: SetupBoard::TwoRows {
            houses: BySide::new_with(|side| board.houses(side).iter().map(|&n| n.into()).collect()),
            stores: BySide::new_with(|side| u32::from(board.store(side))),
        },
        to_move: to_move.index(),
    }
}

/// A checked two-row set-up: each side's houses, the stores and the player to move.
pub struct Rows {
    /// Each side's houses from its owner's left.
    pub houses: BySide<Vec<u8>>,
    /// Each side's store or home.
    pub stores: BySide<u8>,
    /// The player to move.
    pub to_move: Side,
}

/// Reads `setup` as a board of `per_side` houses a side holding `total` seeds in all.
pub fn board_of(setup: &Setup, per_side: u8, total: u32) -> Result<Rows, SetupError> {
    let SetupBoard::TwoRows { houses, stores } = &setup.board else {
        return Err(wrong_board("two-rows", &setup.board));
    };
    let to_move = Side::from_index(setup.to_move).ok_or(SetupError::NoSuchPlayer(setup.to_move))?;
    let mut rows = BySide::new_with(|_| Vec::new());
    for side in Side::ALL {
        check_len(&houses[side], side_houses(side), usize::from(per_side))?;
        for (n, &count) in (1..).zip(&houses[side]) {
            rows[side].push(small(count, total, || format!("{}{n}", side.letter()))?);
        }
    }
    let stores = BySide {
        south: small(stores.south, total, || side_store(Side::South))?,
        north: small(stores.north, total, || side_store(Side::North))?,
    };
    let found: u32 = Side::ALL
        .into_iter()
        .flat_map(|side| rows[side].iter().copied().chain([stores[side]]))
        .map(u32::from)
        .sum();
    if found != total {
        return Err(SetupError::SeedsDoNotAddUp {
            found,
            expected: total,
        });
    }
    Ok(Rows {
        houses: rows,
        stores,
        to_move,
    })
}
