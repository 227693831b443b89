//! A Kalah position set up by hand ([`crate::games::Setup`]), checked against docs/RULES.md
//! section 2: the rules' houses a side and all the rules' seeds (`two_row::setup`), and a
//! game that has not ended: neither side's houses all empty (only the mover's, under
//! `end=new-mover-empty`), no store holding more than half of the seeds.

use crate::games::two_row::setup::{board_of, board_parts};
use crate::games::two_row::TwoRowPosition;
use crate::games::{BySide, Position, Setup, SetupError};

use super::{KalahPosition, KalahRules};

impl KalahPosition {
    /// This position as its parts.
    pub(super) fn parts(&self) -> Setup {
        board_parts(self.board(), self.to_move())
    }

    /// The position of `rules` that `setup` gives, checked (see the module's header).
    pub(super) fn from_parts(
        rules: KalahRules,
        setup: &Setup,
    ) -> Result<KalahPosition, SetupError> {
        let rows = board_of(setup, rules.houses(), rules.total_seeds())?;
        let houses = BySide {
            south: rows.houses.south.as_slice(),
            north: rows.houses.north.as_slice(),
        };
        // `board_of` has checked the houses and the seeds, all `from_setup` refuses.
        let position = KalahPosition::from_setup(rules, houses, rows.stores, rows.to_move)
            .map_err(|e| match e {
                super::SetupError::HouseCount { side, found, rules } => SetupError::PitCount {
                    what: crate::games::side_houses(side),
                    found,
                    expected: rules.into(),
                },
                super::SetupError::SeedsDoNotAddUp { found, rules } => {
                    SetupError::SeedsDoNotAddUp {
                        found,
                        expected: rules,
                    }
                }
            })?;
        match position.outcome() {
            Some(outcome) => Err(SetupError::finished(&outcome.reason())),
            None => Ok(position),
        }
    }
}
