//! The hook every game screen starts with: its state restored from the browser's storage
//! (an unreadable save is kept aside and reported), saved back after every change, and the
//! page titled after the game.

use yew::prelude::*;

use super::screen_state::{
    restore, save_text, storage_key, Notice, ScreenAction, ScreenGame, ScreenState,
};
use super::storage;

/// The screen state of game `G`, kept in the browser's storage.
#[hook]
pub fn use_saved_screen<G: ScreenGame>() -> UseReducerHandle<ScreenState<G>> {
    let state = use_reducer(|| {
        let key = storage_key::<G>();
        let saved = storage::load(&key);
        let state = restore::<G>(saved.as_deref());
        if let (Some(Notice::Warning(_)), Some(text)) = (&state.notice, &saved) {
            // The unreadable save is about to be replaced: keep it aside rather than lose it.
            storage::save(&format!("{key}.unreadable"), text);
        }
        state
    });
    {
        let text = save_text(&state);
        use_effect_with(text, |text| {
            storage::save(&storage_key::<G>(), text);
        });
    }
    use_effect_with(G::GAME, |game| {
        gloo::utils::document().set_title(&format!("{} · Mancala", game.title()));
    });
    state
}

/// A callback, of any event, that sends one action to a screen.
pub fn send<G: ScreenGame, E: 'static>(
    state: &UseReducerHandle<ScreenState<G>>,
    action: ScreenAction<G>,
) -> Callback<E> {
    let state = state.clone();
    Callback::from(move |_| state.dispatch(action.clone()))
}
