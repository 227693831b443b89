//! A Roocala move (docs/RULES.md section 5): checker sowing, a rook move, or hybrid sowing
//! from a cell, and its notation.

use std::fmt;

use super::geometry::{BoardKind, CellId, Geometry};

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Sow the checkers of a cell along its ring path (`line` none) or a line path,
    /// with the friendly rook (`hybrid`) or without.
    Sow {
        /// The cell emptied.
        from: CellId,
        /// The direction of a line path, by its number on the board.
        line: Option<u8>,
        /// Whether the rook on the cell goes along, to the path's next cell.
        hybrid: bool,
    },
    /// Move a rook in a straight line.
    Rook {
        /// Where the rook stands.
        from: CellId,
        /// Where it stops.
        to: CellId,
    },
}

/// A Roocala move on one of the boards, written `c3`, `c3:NE`, `c3+`, `c3:NE+` or `b2-b5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RoocalaMove {
    /// What the move does.
    pub action: Action,
    /// The board it is played on, which names its cells.
    board: BoardKind,
}

impl RoocalaMove {
    /// A move doing `action` on `board`.
    pub fn new(board: BoardKind, action: Action) -> RoocalaMove {
        RoocalaMove { action, board }
    }
}

impl Action {
    /// The action in docs/RULES.md notation on a board of geometry `g` (`c3:NE+`, `b2-b5`).
    pub fn notation(self, g: &Geometry) -> String {
        match self {
            Action::Sow { from, line, hybrid } => {
                let mut text = g.name(from).to_owned();
                if let Some(d) = line {
                    text.push(':');
                    text.push_str(g.directions[usize::from(d)].0);
                }
                if hybrid {
                    text.push('+');
                }
                text
            }
            Action::Rook { from, to } => format!("{}-{}", g.name(from), g.name(to)),
        }
    }
}

impl fmt::Display for RoocalaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.action.notation(Geometry::of(self.board)))
    }
}
