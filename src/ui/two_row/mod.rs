//! The screen of the two-row games: one board component, one reducer and one page layout,
//! with each game supplying its words through [`TwoRowGame`].

mod board;
pub mod diagram;
pub mod home_games;
pub mod layout;
mod page;

pub use board::{board_view, BoardView};

use crate::games::two_row::{Pit, Step, TwoRowPosition};
use crate::games::{BySide, EndReason, Outcome, Side};
use crate::ui::screen::state::{ScreenGame, Tally};

/// What the last move did to the board, for its highlights.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    /// The house the move was played from.
    pub origin: Option<Pit>,
    /// Every pit that received a seed.
    pub sown: Vec<Pit>,
    /// Pits emptied by a capture.
    pub captured: Vec<Pit>,
}

/// A two-row game's words for its players and pits (`Red`, `tray`, `Mancala`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// What players call each player.
    pub players: BySide<&'static str>,
    /// What players call a store (`Mancala`).
    pub store: &'static str,
    /// What players call a house (`tray`).
    pub house: &'static str,
}

impl Words {
    /// What players call a player (`Red`).
    pub fn player(&self, side: Side) -> &'static str {
        self.players[side]
    }

    /// A pit as a screen reader reads it: `Red tray 3`, `Green's Mancala`.
    pub fn pit_name(&self, pit: Pit) -> String {
        match pit {
            Pit::House(side, n) => format!("{} {} {n}", self.player(side), self.house),
            Pit::Store(side) => format!("{}'s {}", self.player(side), self.store),
        }
    }

    /// Why the game ended and who won, in a sentence.
    pub fn end_text(&self, outcome: &Outcome<Side>) -> String {
        let name = |side| self.player(side);
        let why = match outcome.reason() {
            EndReason::StoreMajority(side) => format!(
                "{}'s {} holds more than half of the stones",
                name(side),
                self.store
            ),
            EndReason::HousesEmpty(side) => {
                format!("all of {}'s {}s are empty", name(side), self.house)
            }
            EndReason::NoLegalMove(side) => format!(
                "{} has no move left, and the stones on the board go to the last player to \
                 move",
                name(side)
            ),
            EndReason::CannotFeed(side) => format!(
                "{} cannot give {} any stones, so {} takes the stones left",
                name(side),
                name(side.opponent()),
                name(side)
            ),
            EndReason::Repetition => "the same position came up for the third time, so each \
                 player takes the stones on their own side"
                .to_owned(),
            EndReason::FewStonesLeft => "too few stones are left to play on".to_owned(),
            EndReason::PointsMajority(side) => {
                format!("{} has more than half of all points", name(side))
            }
        };
        let score = |side: Side| outcome.total(side);
        let result = match outcome.winners() {
            [winner] => format!(
                "{} wins {} to {}",
                name(*winner),
                score(*winner),
                score(winner.opponent())
            ),
            _ => format!("A draw, {} each", score(Side::South)),
        };
        format!("Game over: {why}. {result}.")
    }
}

/// What a two-row game tells its screen, in its own words.
pub trait TwoRowGame: TwoRowPosition + ScreenGame {
    /// The game's words for its players and pits.
    fn words() -> Words;
    /// What the last move did, in a sentence.
    fn describe(report: &Self::Report) -> String;
    /// What the last move did to the board.
    fn highlights(report: &Self::Report) -> Highlights;
    /// Who made a move, and its steps.
    fn steps(report: &Self::Report) -> (Side, &[Step]);
}

/// What a two-row move did, counted: the stones the mover took (Oware's fours taken for the
/// mover among them) and the laps of a relay sowing.
pub fn tally<G: TwoRowGame>(report: &G::Report) -> Tally {
    let (mover, steps) = G::steps(report);
    let mut tally = Tally::default();
    for step in steps {
        match *step {
            Step::Capture { seeds, .. } => tally.captured += u32::from(seeds),
            Step::Four { taker, .. } if taker == mover => tally.captured += 4,
            Step::Relay { .. } => tally.laps += 1,
            _ => {}
        }
    }
    if tally.laps > 0 {
        tally.laps += 1;
    }
    tally
}
