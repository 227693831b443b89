//! A Calcala move (docs/RULES.md section 4): a pit and the first direction of its sowing.

use std::fmt;

use super::grid::{Cell, Dir};

/// A move: take every stone of a pit and sow towards a direction (`B3-E`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CalcalaMove {
    /// The pit emptied.
    pub from: Cell,
    /// The direction of the first step.
    pub dir: Dir,
}

impl fmt::Display for CalcalaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.dir)
    }
}
