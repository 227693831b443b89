//! A Roocala position set up by hand ([`crate::games::Setup`]), checked against
//! docs/RULES.md section 5: every cell of the board, all the points of the game in checkers
//! and points (a capture turns a checker into a point, so the total never changes), North's
//! starting point (points are never lost), at most the two rooks each player starts with
//! (captured rooks leave the game, none is ever added), and a game that has not ended (a
//! player with more than half of the points, a mover without a legal move). Rooks may stand
//! on any cell, own, opponent's or inner, with or without checkers: rook moves and hybrid
//! sowings put them anywhere; two rooks never share a cell, which the parts cannot say.

use crate::games::{
    check_len, side_points, small, wrong_board, BySide, EndReason, Player, Position, Setup,
    SetupBoard, SetupCell, SetupError, Side,
};

use super::geometry::{BoardKind, Geometry};
use super::RoocalaPosition;
use crate::i18n::msg;

impl RoocalaPosition {
    /// This position as its parts.
    pub(super) fn parts(&self) -> Setup {
        let g = self.geometry();
        let cells = (0..g.len())
            .map(|i| {
                let cell = i as u8;
                SetupCell {
                    checkers: self.checkers(cell).into(),
                    rook: self.rook(cell),
                }
            })
            .collect();
        Setup {
            board: SetupBoard::Cells {
                cells,
                points: BySide::new_with(|side| self.points(side).into()),
            },
            to_move: self.to_move().index(),
        }
    }

    /// The position on `board` that `setup` gives, checked (see the module's header).
    pub(super) fn from_parts(
        board: BoardKind,
        setup: &Setup,
    ) -> Result<RoocalaPosition, SetupError> {
        let SetupBoard::Cells { cells, points } = &setup.board else {
            return Err(wrong_board("cells", &setup.board));
        };
        let to_move =
            Side::from_index(setup.to_move).ok_or(SetupError::NoSuchPlayer(setup.to_move))?;
        let g = Geometry::of(board);
        check_len(cells, msg::SetupTheCells.text(), g.len())?;
        let total = RoocalaPosition::new(board).total_points();
        let mut parts = Vec::with_capacity(cells.len());
        for (i, cell) in cells.iter().enumerate() {
            let name = g.name(i as u8);
            parts.push((
                name,
                small(cell.checkers, total, || name.to_owned())?,
                cell.rook,
            ));
        }
        let points = BySide {
            south: small(points.south, total, || side_points(Side::South))?,
            north: small(points.north, total, || side_points(Side::North))?,
        };
        if points.north == 0 {
            return Err(SetupError::NoStartingPoint);
        }
        for side in Side::ALL {
            let found = cells.iter().filter(|cell| cell.rook == Some(side)).count();
            if found > 2 {
                return Err(SetupError::TooManyRooks {
                    player: side.as_str(),
                    found,
                });
            }
        }
        let position =
            RoocalaPosition::from_setup(board, &parts, points, to_move).map_err(|_| {
                let found = cells.iter().map(|cell| cell.checkers).sum::<u32>()
                    + u32::from(points.south)
                    + u32::from(points.north);
                SetupError::SeedsDoNotAddUp {
                    found,
                    expected: total,
                }
            })?;
        if let Some(side) = Side::ALL
            .into_iter()
            .find(|&side| u32::from(position.points(side)) >= position.points_to_win())
        {
            return Err(SetupError::finished(&EndReason::PointsMajority(side)));
        }
        if position.legal_moves().is_empty() {
            return Err(SetupError::finished(&EndReason::NoLegalMove(to_move)));
        }
        Ok(position)
    }
}
