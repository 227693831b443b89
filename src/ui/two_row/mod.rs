//! The screen of the two-row games: one board component, one reducer and one page layout,
//! with each game supplying its words through [`TwoRowGame`].

mod board;
pub mod diagram;
pub mod home_games;
pub mod layout;
mod screen;

pub use board::{Board, BoardProps};
pub use screen::{TwoRowScreen, TwoRowScreenProps};

use yew::Html;

use crate::games::two_row::{Pit, TwoRowPosition};
use crate::games::{EndReason, Outcome, Side};
use crate::ui::screen_state::{ScreenAction, ScreenGame};

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

/// What a two-row game tells its screen, in its own words.
pub trait TwoRowGame: TwoRowPosition + ScreenGame {
    /// What players call a store (`Mancala`).
    fn store_name() -> &'static str;
    /// What players call a house (`tray`).
    fn house_name() -> &'static str;
    /// Named rule sets offered on the options page.
    fn presets() -> Vec<(&'static str, Self::Rules)> {
        Vec::new()
    }
    /// What the last move did, in a sentence.
    fn describe(report: &Self::Report) -> String;
    /// What the last move did to the board.
    fn highlights(report: &Self::Report) -> Highlights;
    /// How to play, for the rules page.
    fn rules_help() -> Html;

    /// Why the game ended and who won, in a sentence.
    fn end_text(outcome: &Outcome<Side>) -> String {
        let why = match outcome.reason() {
            EndReason::StoreMajority(side) => format!(
                "{}'s {} holds more than half of the stones",
                Self::player_name(side),
                Self::store_name()
            ),
            EndReason::HousesEmpty(side) => {
                format!(
                    "all of {}'s {}s are empty",
                    Self::player_name(side),
                    Self::house_name()
                )
            }
            EndReason::NoLegalMove(side) => format!(
                "{} has no move left, and the stones on the board go to the last player to \
                 move",
                Self::player_name(side)
            ),
            EndReason::CannotFeed(side) => format!(
                "{} cannot give {} any stones, so {} takes the stones left",
                Self::player_name(side),
                Self::player_name(side.opponent()),
                Self::player_name(side)
            ),
            EndReason::Repetition => "the same position came up for the third time, so each \
                 player takes the stones on their own side"
                .to_owned(),
            EndReason::FewStonesLeft => "too few stones are left to play on".to_owned(),
            EndReason::PointsMajority(side) => {
                format!(
                    "{} has more than half of all points",
                    Self::player_name(side)
                )
            }
        };
        let score = |side: Side| outcome.total(side);
        let result = match outcome.winners() {
            [winner] => format!(
                "{} wins {} to {}",
                Self::player_name(*winner),
                score(*winner),
                score(winner.opponent())
            ),
            _ => format!("A draw, {} each", score(Side::South)),
        };
        format!("Game over: {why}. {result}.")
    }
}

/// What tapping a pit means: its move, or a refusal saying why it cannot be played.
pub fn tap_action<G: TwoRowGame>(position: &G, pit: Pit) -> ScreenAction<G> {
    match position.move_at(pit) {
        Ok(m) => ScreenAction::Play(m),
        Err(e) => ScreenAction::Refuse(e.to_string()),
    }
}
