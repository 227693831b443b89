//! A position of Awari, Ayo or Oware set up by hand ([`crate::games::Setup`]), checked
//! against docs/RULES.md section 3: six houses a side, all 48 seeds on the board or in the
//! homes (every capture of the three games goes to a home, so the total never changes), and
//! a game that has not ended by the checks of section 3 (a home holding more than 24, Ayo's
//! feeding rule, a mover without a legal move). A repetition cannot be set up: an edited
//! position starts its own history.

use crate::games::{BySide, Position, Setup, SetupError};

use super::home_position::{HOUSES, SEEDS};
use super::home_rules::HomeSetupError;
use super::setup::{board_of, board_parts};
use super::{HomeGameRules, HomePosition, TwoRowPosition};

impl HomePosition {
    /// This position as its parts.
    pub(super) fn parts(&self) -> Setup {
        board_parts(self.board(), self.to_move())
    }

    /// The position of `rules` that `setup` gives, checked (see the module's header).
    pub(super) fn from_parts(
        rules: HomeGameRules,
        setup: &Setup,
    ) -> Result<HomePosition, SetupError> {
        let all = 2 * u32::from(HOUSES) * u32::from(SEEDS);
        let rows = board_of(setup, HOUSES, all)?;
        let row = |houses: &[u8]| {
            let mut row = [0; HOUSES as usize];
            row.copy_from_slice(houses);
            row
        };
        let houses = BySide {
            south: row(&rows.houses.south),
            north: row(&rows.houses.north),
        };
        // `board_of` has checked the seeds, all `from_setup` refuses.
        let position = HomePosition::from_setup(rules, houses, rows.stores, rows.to_move).map_err(
            |e| match e {
                HomeSetupError::SeedsDoNotAddUp { found, expected } => {
                    SetupError::SeedsDoNotAddUp { found, expected }
                }
            },
        )?;
        match position.outcome() {
            Some(outcome) => Err(SetupError::finished(&outcome.reason())),
            None => Ok(position),
        }
    }
}
