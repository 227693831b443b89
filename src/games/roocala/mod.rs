//! Roocala by Christian Freeling (docs/RULES.md section 5), on the square and the hexagonal
//! board: checkers sown round an edge ring or along straight lines, rooks that move and
//! capture, and hybrid sowings that carry a rook.
//!
//! Decided by docs/RULES.md: the board split (each player owns a connected half of the ring);
//! a hybrid target's opponent rook is captured even on one's own cell, and the capture
//! chain does not apply to hybrid sowings; the third occurrence of a position is a draw
//! (also covering forced cycles), even when the points differ.

mod geometry;
mod help;
mod position;
#[cfg(test)]
mod tests;
pub mod words;

use crate::games::Side;

pub use geometry::{BoardKind, CellId, CellInfo, Geometry, MAX_CELLS};
pub use position::{
    replay_frames, replay_steps, Action, RoocalaCounts, RoocalaError, RoocalaFrame, RoocalaMove,
    RoocalaPosition, RoocalaReport, RoocalaSetupError, RoocalaStep,
};

/// What the rules call a side: South moves first, North starts with a point.
pub fn player_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}
