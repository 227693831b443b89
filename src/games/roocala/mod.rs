//! Roocala by Christian Freeling (docs/RULES.md section 5), on the square and the hexagonal
//! board: checkers sown round an edge ring or along straight lines, rooks that move and
//! capture, and hybrid sowings that carry a rook.
//!
//! Decided by docs/RULES.md: the board split (each player owns a connected half of the ring);
//! a hybrid target's opponent rook is captured even on one's own cell, and the capture
//! chain does not apply to hybrid sowings; the third occurrence of a position is a draw
//! (also covering forced cycles), even when the points differ.

mod error;
mod geometry;
mod help;
mod moves;
mod position;
mod replay;
mod report;
mod setup;
mod steps;
#[cfg(test)]
mod tests;
pub mod words;

use crate::games::Side;

pub use crate::games::{replay_frames, replay_steps};
pub use error::{RoocalaError, RoocalaSetupError};
pub use geometry::{BoardKind, CellId, CellInfo, Geometry, MAX_CELLS};
pub use moves::{Action, RoocalaMove};
pub use position::RoocalaPosition;
pub use replay::{RoocalaCounts, RoocalaFrame};
pub use report::RoocalaReport;
pub use steps::RoocalaStep;

/// What the rules call a side: South moves first, North starts with a point.
pub fn player_name(side: Side) -> String {
    use crate::i18n::msg;
    msg::RoocalaPlayerName {
        side: side.as_str(),
    }
    .text()
}
