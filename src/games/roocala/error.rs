//! Why Roocala refuses a move, a tap or a set-up, in the words of docs/RULES.md section 5.

use std::fmt;

use crate::games::Side;
use crate::i18n::msg;

use super::geometry::CellId;
use super::player_name;

/// Why a Roocala move, or a tap on a cell, is refused, in the words of docs/RULES.md
/// section 5. Cells are named as the board names them (`a4`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoocalaError {
    /// The game has ended.
    GameOver,
    /// The move names a cell the board does not have.
    NoSuchCell(CellId),
    /// A sowing from a cell the opponent owns (5.3: sow from an own cell or an inner one).
    OpponentsCell {
        /// The cell's name.
        cell: String,
    },
    /// A sowing from a cell without checkers (5.3: at least one checker).
    NoCheckers {
        /// The cell's name.
        cell: String,
    },
    /// A hybrid sowing from a cell without a rook of the mover (5.5).
    NoRookToTakeAlong {
        /// The cell's name.
        cell: String,
    },
    /// A hybrid sowing whose rook would end on the mover's other rook (5.5).
    RookWouldLandOnOwnRook,
    /// A sowing along a path the cell does not have: a ring path from an inner cell, or a
    /// line path off the board or, from an edge cell, onto the ring (5.2).
    PathCannotBeSown,
    /// A rook move from a cell without a rook of the mover (5.4).
    NoRookOfYours {
        /// The cell's name.
        cell: String,
    },
    /// A rook move of a rook standing on checkers: it moves alone only from a cell without
    /// checkers, otherwise by a hybrid sowing (5.4).
    RookMustStartAlone {
        /// The cell's name.
        cell: String,
    },
    /// A rook move to a cell the rook does not stop on: not the first cell in that line that
    /// is not vacant, or one holding a friendly rook or an opponent's rook alone (5.4).
    RookCannotStopThere,
    /// No move starts on a cell of the opponent's half of the ring (there is no rook of the
    /// mover's on it that could move).
    NoMoveFromOpponentsCell {
        /// The cell's name.
        cell: String,
        /// Who owns it.
        owner: Side,
    },
    /// No move of the player to move starts on the cell.
    NoMoveStartsThere {
        /// The cell's name.
        cell: String,
        /// The player to move.
        mover: Side,
    },
}

impl fmt::Display for RoocalaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoocalaError::GameOver => f.write_str(&msg::RefusedGameOver.text()),
            RoocalaError::NoSuchCell(id) => f.write_str(
                &msg::RoocalaRefusedNoSuchCell {
                    cell: i64::from(*id),
                }
                .text(),
            ),
            RoocalaError::OpponentsCell { cell } => {
                f.write_str(&msg::RoocalaRefusedOpponentsCell { cell }.text())
            }
            RoocalaError::NoCheckers { cell } => {
                f.write_str(&msg::RoocalaRefusedNoCheckers { cell }.text())
            }
            RoocalaError::NoRookToTakeAlong { cell } => {
                f.write_str(&msg::RoocalaRefusedNoRookToTake { cell }.text())
            }
            RoocalaError::RookWouldLandOnOwnRook => f.write_str(&msg::RoocalaRefusedOwnRook.text()),
            RoocalaError::PathCannotBeSown => f.write_str(&msg::RoocalaRefusedPath.text()),
            RoocalaError::NoRookOfYours { cell } => {
                f.write_str(&msg::RoocalaRefusedNoRookOfYours { cell }.text())
            }
            RoocalaError::RookMustStartAlone { cell } => {
                f.write_str(&msg::RoocalaRefusedRookNotAlone { cell }.text())
            }
            RoocalaError::RookCannotStopThere => f.write_str(&msg::RoocalaRefusedRookStop.text()),
            RoocalaError::NoMoveFromOpponentsCell { cell, owner } => f.write_str(
                &msg::RoocalaRefusedOpponentsSide {
                    cell,
                    player: &player_name(*owner),
                }
                .text(),
            ),
            RoocalaError::NoMoveStartsThere { cell, mover } => f.write_str(
                &msg::RoocalaRefusedNoMoveThere {
                    player: &player_name(*mover),
                    cell,
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for RoocalaError {}

/// Why a set-up is not a Roocala position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoocalaSetupError {
    /// The board has no cell of this name.
    NoSuchCell(String),
    /// The checkers on the board and the points are not all the points of the game.
    PointsDoNotAddUp {
        /// The points given, checkers included.
        found: u32,
        /// All the points of the game.
        expected: u32,
    },
}

impl fmt::Display for RoocalaSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoocalaSetupError::NoSuchCell(name) => {
                f.write_str(&msg::RoocalaSetupNoSuchCell { cell: name }.text())
            }
            RoocalaSetupError::PointsDoNotAddUp { found, expected } => f.write_str(
                &msg::RoocalaSetupPoints {
                    found: &found.to_string(),
                    expected: i64::from(*expected),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for RoocalaSetupError {}
