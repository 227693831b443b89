//! What a Roocala move does, step by step, as a person would see it on a real board: the
//! pickup, each checker dropped, captures, rook moves, the end-of-game sweep.

use crate::games::Side;

use super::geometry::CellId;

/// One thing that happened during a move, as a person would see it on a real board. The
/// steps of a report, applied in order to the counts before the move ([`replay_steps`]),
/// give the counts after it; the [`RoocalaStep::EndSweep`]s at the end then give the final
/// totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoocalaStep {
    /// The mover took every checker of the cell sown from into the hand (the first step of
    /// a sowing; a friendly rook there stays until a hybrid sowing's rook move).
    Pickup {
        /// The cell.
        cell: CellId,
        /// The checkers taken up.
        count: u8,
    },
    /// A checker dropped from the hand on a cell.
    Drop(CellId),
    /// Checkers captured from a cell: they go to the mover's points.
    CheckersCaptured {
        /// The cell.
        cell: CellId,
        /// How many.
        count: u8,
    },
    /// A rook captured (it leaves the game).
    RookCaptured {
        /// Where it stood.
        cell: CellId,
        /// Whose it was.
        owner: Side,
    },
    /// A rook moved (by a rook move or riding a hybrid sowing), after any rook it captures
    /// there has left.
    RookMoved {
        /// From.
        from: CellId,
        /// To.
        to: CellId,
    },
    /// The game ended with the player to move stuck, and the checkers left on a cell went to
    /// the player who moved last. These steps come last; the position keeps the checkers
    /// where the move left them (docs/RULES.md section 7) and counts them only in the outcome's
    /// totals, which the points show once the sweep is applied.
    EndSweep {
        /// The cell.
        cell: CellId,
        /// The checkers it held.
        count: u8,
        /// The player who takes them.
        to: Side,
    },
}

impl RoocalaStep {
    /// The cell where the step happens (where a rook move ends).
    pub fn cell(&self) -> CellId {
        match *self {
            RoocalaStep::Pickup { cell, .. }
            | RoocalaStep::Drop(cell)
            | RoocalaStep::CheckersCaptured { cell, .. }
            | RoocalaStep::RookCaptured { cell, .. }
            | RoocalaStep::EndSweep { cell, .. } => cell,
            RoocalaStep::RookMoved { to, .. } => to,
        }
    }

    /// Whether this step is part of the end-of-game sweep rather than of the move.
    pub fn is_end_sweep(&self) -> bool {
        matches!(self, RoocalaStep::EndSweep { .. })
    }
}

impl RoocalaStep {
    /// Checkers captured in these steps of a move.
    pub fn checkers_captured(steps: &[RoocalaStep]) -> u32 {
        steps
            .iter()
            .map(|s| match *s {
                RoocalaStep::CheckersCaptured { count, .. } => u32::from(count),
                _ => 0,
            })
            .sum()
    }

    /// Rooks captured in these steps of a move.
    pub fn rooks_captured(steps: &[RoocalaStep]) -> usize {
        steps
            .iter()
            .filter(|s| matches!(s, RoocalaStep::RookCaptured { .. }))
            .count()
    }
}
