//! What the tests of the screen's reducer and of its save share: a Kalah screen, and the
//! state after an action or a tap.

use std::rc::Rc;

use yew::Reducible;

use crate::games::kalah::KalahPosition;
use crate::games::two_row::Pit;
use crate::ui::speed::Speed;

use super::command::{Command, ScreenAction};
use super::state::ScreenState;

pub(super) type State = ScreenState<KalahPosition>;

/// The state after an action, on a board that shows moves at once (see
/// the reducer's test `moves_are_shown_before_the_computer_answers` for the animation).
pub(super) fn reduce(mut state: State, action: impl Into<ScreenAction<KalahPosition>>) -> State {
    state.screen.speed = Speed::Off;
    shown(state, action)
}

/// The state after an action, at the state's own speed.
pub(super) fn shown(state: State, action: impl Into<ScreenAction<KalahPosition>>) -> State {
    (*Rc::new(state).reduce(action.into())).clone()
}

/// The state after a tap on a pit.
pub(super) fn tap(state: State, pit: Pit) -> State {
    reduce(state, Command::Tap(pit.to_string()))
}
