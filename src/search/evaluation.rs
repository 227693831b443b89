//! What the search thinks a position below the end of the game is worth: [`Evaluate`], the
//! trait the search's generic code is bound on, and each game's fitted evaluation behind it
//! (`kalah`; `homes` for Awari, Ayo and Oware, with each game's sowing in `awari`, `ayo`
//! and `oware`). The rules (`crate::games`) give each player's standing in the game's own
//! terms ([`Position::standing`]); what else foretells the result (threats, mobility) is
//! the search's business and lives here. Games without a fitted evaluation (Calcala,
//! Roocala) are valued by their standing. Fitting and figures: `mancala fit-eval`,
//! docs/computer.md "The evaluation".

pub mod awari;
pub mod ayo;
pub mod homes;
pub mod kalah;
pub mod oware;

use crate::games::calcala::CalcalaPosition;
use crate::games::kalah::KalahPosition;
use crate::games::roocala::RoocalaPosition;
use crate::games::two_row::HomePosition;
use crate::games::Position;

/// A position the search can value: the rules' [`Position`] and the search's evaluation.
pub trait Evaluate: Position {
    /// The search's evaluation, as [`Position::standing`] (by seat index, in hundredths of
    /// a seed, only differences counting) but free to weigh whatever else foretells the
    /// result (threats, mobility): games with a fitted evaluation override it; by default
    /// the standing.
    fn evaluation(&self) -> [i32; 4] {
        self.standing()
    }
}

impl Evaluate for KalahPosition {
    fn evaluation(&self) -> [i32; 4] {
        kalah::standing(self).unwrap_or_else(|| self.standing())
    }
}

impl Evaluate for HomePosition {
    fn evaluation(&self) -> [i32; 4] {
        homes::standing(self).unwrap_or_else(|| self.standing())
    }
}

impl Evaluate for CalcalaPosition {}

impl Evaluate for RoocalaPosition {}
