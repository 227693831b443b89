//! Why Roocala refuses a move, a tap or a set-up, in the words of docs/RULES.md section 5.

use std::fmt;

use crate::games::Side;

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
            RoocalaError::GameOver => f.write_str("the game is over"),
            RoocalaError::NoSuchCell(id) => write!(f, "there is no cell {id} on this board"),
            RoocalaError::OpponentsCell { cell } => write!(f, "{cell} is the opponent's cell"),
            RoocalaError::NoCheckers { cell } => write!(f, "{cell} has no checkers"),
            RoocalaError::NoRookToTakeAlong { cell } => {
                write!(f, "{cell} has no rook of yours to take along")
            }
            RoocalaError::RookWouldLandOnOwnRook => {
                f.write_str("the rook would land on your other rook")
            }
            RoocalaError::PathCannotBeSown => f.write_str("that path cannot be sown from there"),
            RoocalaError::NoRookOfYours { cell } => write!(f, "{cell} holds no rook of yours"),
            RoocalaError::RookMustStartAlone { cell } => write!(
                f,
                "the rook on {cell} stands on checkers and cannot move alone"
            ),
            RoocalaError::RookCannotStopThere => f.write_str("the rook cannot stop there"),
            RoocalaError::NoMoveFromOpponentsCell { cell, owner } => write!(
                f,
                "cell {cell} is {}'s: sow from your own cells or the inner area",
                player_name(*owner)
            ),
            RoocalaError::NoMoveStartsThere { cell, mover } => write!(
                f,
                "no move of {} starts on cell {cell}",
                player_name(*mover)
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
            RoocalaSetupError::NoSuchCell(name) => write!(f, "no cell {name}"),
            RoocalaSetupError::PointsDoNotAddUp { found, expected } => {
                write!(f, "{found} points in play, not {expected}")
            }
        }
    }
}

impl std::error::Error for RoocalaSetupError {}
