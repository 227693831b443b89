//! What every game screen shares: the hook it starts with (its state restored from the
//! browser's storage, an unreadable save kept aside and reported, saved back after every
//! change, the page titled after the game), and its options and rules pages.

use yew::prelude::*;

use super::options_page::OptionsPage;
use super::screen_state::{
    restore, save_text, sentence, storage_key, Notice, Page, ScreenAction, ScreenGame, ScreenState,
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

/// The options page of a screen: the game's option table, its presets and any `extra`
/// choices, with Back to the board.
pub fn options_page<G: ScreenGame>(
    state: &UseReducerHandle<ScreenState<G>>,
    presets: Vec<(&'static str, G::Rules)>,
    extra: Html,
) -> Html
where
    G::Rules: 'static,
{
    let on_set = {
        let state = state.clone();
        Callback::from(move |(k, v)| state.dispatch(ScreenAction::SetOption(k, v)))
    };
    let on_preset = {
        let state = state.clone();
        Callback::from(move |rules| state.dispatch(ScreenAction::SetRules(rules)))
    };
    html! {
        <OptionsPage<G::Rules> title={G::GAME.title()} rules={state.next_rules}
            in_force={*state.game.rules()} {presets} {on_set} {on_preset}
            on_back={send(state, ScreenAction::Show(Page::Board))}>
            { extra }
        </OptionsPage<G::Rules>>
    }
}

/// The rules page of a screen: how to play, with Back to the board.
pub fn rules_page<G: ScreenGame>(state: &UseReducerHandle<ScreenState<G>>, help: Html) -> Html {
    html! {
        <main class="page rules-page">
            <header class="topbar">
                <button class="back" onclick={send(state, ScreenAction::Show(Page::Board))}>
                    { "Back" }
                </button>
                <h1>{ format!("How to play {}", G::GAME.title().trim_end_matches(" (hexagonal)")) }</h1>
            </header>
            <article class="rules-text">{ help }</article>
        </main>
    }
}

/// The status line below a board: the latest message, what just happened, and whose turn
/// it is (or how the game ended).
pub fn status_line<G: ScreenGame>(state: &ScreenState<G>, happened: &str, turn: &str) -> Html {
    let notice = state.notice.as_ref().map(|notice| {
        let (class, text) = match notice {
            Notice::Refused(text) => ("refused", text),
            Notice::Info(text) => ("info", text),
            Notice::Warning(text) => ("warning", text),
        };
        html! { <p class={classes!("notice", class)}>{ text }</p> }
    });
    html! {
        <div class="status" role="status" aria-live="polite">
            { for notice }
            <p class="happened">{ happened.to_owned() }</p>
            <p class="turn">{ sentence(turn) }</p>
        </div>
    }
}

/// The New, Undo and More buttons.
pub fn controls<G: ScreenGame>(state: &UseReducerHandle<ScreenState<G>>) -> Html {
    html! {
        <nav class="controls">
            <button class="new" onclick={send(state, ScreenAction::New)}>{ "New" }</button>
            <button class="undo" onclick={send(state, ScreenAction::Undo)}
                    disabled={state.game.moves().is_empty()}>{ "Undo" }</button>
            <button class="more" onclick={send(state, ScreenAction::Show(Page::Options))}>
                { "More" }
            </button>
        </nav>
    }
}
