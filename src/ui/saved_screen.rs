//! What every game screen shares: the hook it starts with (its state restored from the
//! browser's storage, an unreadable save kept aside and reported, saved back after every
//! change, the page titled after the game, the computer asked for its moves and hints),
//! its header, status line and controls, and its options and rules pages.
//!
//! Only the hook and two small adapters know the game's type; everything drawn here is plain
//! code that takes data and sends [`Command`]s, so it exists once in the site rather than
//! once per game.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::speed::Speed;

use crate::ui::class_list::{class_if, class_list};

use crate::games::{GameId, Player, RuleOptions};
use crate::search::Level;

use super::move_list::move_list;
use super::options_page::{OptionsPage, SeatChoice};
use super::screen::command::{send, Command};
use super::screen::options::option_values;
use super::screen::save::{open_link, open_screen, storage_key};
use super::screen::session::{moment, Session};
use super::screen::state::{sentence, Notice, Page, Review, ScreenGame, ScreenState};
use super::storage::{self, SaveStep};
use crate::computer;

/// Everything a game screen does besides drawing, whatever the game: it saves the screen
/// (`saved`: its text, `None` while it is not to be saved) and asks the computer what
/// `request` wants. (The app titles the page and answers the undo and redo keys; pwa.js
/// shares the link that the Share button carries.)
#[hook]
pub fn use_screen_effects(
    game: GameId,
    saved: Option<String>,
    request: Option<computer::Request>,
    on: Callback<Command>,
) {
    use_saving(game, saved, on.clone());
    use_computer(request, on);
}

/// The screen of the game of the `defaults` rules, opened from `link` if there is one, or
/// else as the browser's storage left it. An unreadable save is about to be replaced by a
/// new game: it is kept aside rather than lost.
pub fn load_screen<G: ScreenGame>(defaults: G::Rules, link: Option<&str>) -> ScreenState<G> {
    if let Some(link) = link {
        let mut state = open_link::<G>(defaults, link);
        state.screen.speed = Speed::load();
        return state;
    }
    let key = storage_key(defaults.game());
    let saved = storage::load(&key);
    let mut state = open_screen::<G>(defaults, saved.as_deref());
    state.screen.speed = Speed::load();
    if let (Some(Notice::Warning(_)), Some(text)) = (&state.screen.notice, &saved) {
        // Where the browser keeps nothing, the next save says so.
        let _ = storage::save(&format!("{key}.unreadable"), text);
    }
    state
}

/// Saves a game's screen whenever its text changes (a move, an undo, a new game or an
/// option: not on every render, since a pit chosen in Calcala re-renders without a change).
/// A game opened from a link is saved (`text` is no longer `None`) once a move is played in
/// it: the address then loses the link, so that a reload shows the game as it now is.
///
/// Other tabs and windows of the site share the storage. When one of them saves this game,
/// this screen follows it (a storage event), and a change made here is never written over a
/// game that moved on there since this tab last looked ([`storage::save_step`]): the
/// screen takes that game instead, and says so. A browser that keeps nothing is said once.
#[hook]
fn use_saving(game: GameId, text: Option<String>, on: Callback<Command>) {
    // What this tab last read or wrote under the game's key.
    let known = use_mut_ref(|| storage::load(&storage_key(game)));
    // Whether the screen shows the saved game (not one opened from a link).
    let following = use_mut_ref(|| false);
    *following.borrow_mut() = text.is_some();
    let warned = use_mut_ref(|| false);
    {
        let (known, on) = (known.clone(), on.clone());
        use_effect_with(game, move |&game| {
            let key = storage_key(game);
            let window = gloo::utils::window();
            let listener = EventListener::new(&window, "storage", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                    return;
                };
                // No key: the other tab cleared the whole storage.
                if event.key().is_some_and(|k| k != key) {
                    return;
                }
                let value = event.new_value();
                if *known.borrow() == value {
                    return;
                }
                known.borrow_mut().clone_from(&value);
                if let (Some(saved), true) = (value, *following.borrow()) {
                    on.emit(Command::Elsewhere {
                        saved,
                        dropped: false,
                    });
                }
            });
            move || drop(listener)
        });
    }
    use_effect_with(text, move |text| {
        let Some(text) = text else {
            return;
        };
        let key = storage_key(game);
        let stored = storage::load(&key);
        let step = storage::save_step(known.borrow().as_deref(), stored.as_deref(), text);
        match step {
            SaveStep::Stored => *known.borrow_mut() = stored,
            SaveStep::Follow(saved) => {
                *known.borrow_mut() = Some(saved.clone());
                on.emit(Command::Elsewhere {
                    saved,
                    dropped: true,
                });
                return;
            }
            SaveStep::Write => match storage::save(&key, text) {
                Ok(()) => *known.borrow_mut() = Some(text.clone()),
                Err(why) => {
                    if !warned.replace(true) {
                        on.emit(Command::Unkept(why));
                    }
                }
            },
        }
        let location = gloo::utils::window().location();
        if location.hash().is_ok_and(|hash| hash.contains('?')) {
            let plain = format!("#/{}", game.as_str());
            let _ = gloo::utils::history().replace_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&plain),
            );
        }
    });
}

/// Asks the computer for what `request` wants (its move for a computer seat, or a hint), and
/// sends its answer as a [`Command::Answer`]. The request is cancelled as soon as it
/// changes (a move, an undo, a new game) or the screen closes. Give the request with seed
/// 0: the seed is drawn here, or every render would ask anew.
#[hook]
pub fn use_computer(request: Option<computer::Request>, on: Callback<Command>) {
    use_effect_with(request, move |request| {
        let asking = request.clone().map(|mut request| {
            request.seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u64;
            computer::ask(request, on.reform(Command::Answer))
        });
        move || drop(asking)
    });
}

/// What the status line says while the computer thinks for `player`.
pub fn thinking_text(player: &str, level: Level) -> String {
    format!("{player} (computer, {}) is thinking…", level.title())
}

/// The options page of a screen: the game's option table, its presets and any `extra`
/// choices, with Back to the board.
pub fn options_page<G: ScreenGame>(
    state: &ScreenState<G>,
    on: &Callback<Command>,
    extra: Html,
) -> Html {
    let specs = state.next_rules.specs();
    let chosen = option_values(&state.next_rules);
    let presets = G::presets()
        .into_iter()
        .map(|(label, rules)| (label, rules == state.next_rules))
        .collect::<Vec<_>>();
    let seats = state
        .next_seat_choices()
        .into_iter()
        .map(|(player, occupant)| SeatChoice {
            index: player.index(),
            id: player.as_str(),
            name: G::player_name(player),
            occupant,
        })
        .collect::<Vec<_>>();
    let pending =
        state.next_rules != *state.game.rules() || state.screen.next_seats != state.screen.seats;
    OptionsPage {
        title: state.game.rules().game().title(),
        specs,
        chosen,
        pending,
        presets,
        seats,
        on: on.clone(),
        extra,
        speed: state.screen.speed,
        facing: state.screen.facing,
    }
    .view()
}

/// The classes of a game page's `<main>`: `kind`, whose turn it is (`turn-north`, `turn-p3`,
/// for the colours and, facing, the status line's direction) or `game-over`, and `facing`
/// when the players sit facing each other.
pub fn game_page_class(kind: &str, to_move: Option<&str>, session: &dyn Session) -> String {
    let turn = to_move.map_or_else(|| "game-over".to_owned(), |player| format!("turn-{player}"));
    class_list(&[
        "page game-page",
        kind,
        &turn,
        class_if(session.screen().facing, "facing"),
    ])
}

/// A game screen's header: back to the games, the title, and the rules.
pub fn topbar(game: GameId, on_home: &Callback<()>, on: &Callback<Command>) -> Html {
    let on_home = on_home.clone();
    html! {
        <header class="topbar">
            <button class="home" onclick={move |_| on_home.emit(())}>{ "Games" }</button>
            <h1>{ game.title() }</h1>
            <button class="rules" onclick={send(on, Command::Show(Page::Rules))}>
                { "Rules" }
            </button>
        </header>
    }
}

/// What every board page shows below or beside its board: the status line, the list of
/// moves and the controls (New, Undo, Redo, Hint, More; or, while the player looks back at
/// an earlier moment, the review's).
pub fn board_footer(
    session: &dyn Session,
    happened: &str,
    turn: &str,
    on: &Callback<Command>,
) -> Html {
    let screen = session.screen();
    let review = screen.review;
    let (turn, buttons) = match review {
        Some(review) => (
            format!(
                "Looking back at {}. Tap Back to game to play on.",
                moment(review)
            ),
            review_buttons(review),
        ),
        None => (
            sentence(turn),
            game_buttons(
                session.undo_target().is_some(),
                !screen.redo.is_empty(),
                session.human_to_move(),
                session.link_text(),
            ),
        ),
    };
    html! {
        <>
            { status_line(
                screen.notice.as_ref(),
                happened,
                &turn,
                review.is_some(),
                screen.animate.then(|| send(on, Command::Animated)),
            ) }
            { move_list(session, review.map(|r| r.ply), on) }
            <nav class={class_list(&["controls", class_if(review.is_some(), "review")])}>
                { for buttons.into_iter().map(|b| html! {
                    <button class={b.class} onclick={send(on, b.command)} disabled={!b.enabled}
                            data-share={b.share}>
                        { b.label }
                    </button>
                }) }
                if screen.from_link && review.is_none() {
                    // The game's plain address opens the game saved on this device.
                    <a class="my-game" href={format!("#/{}", session.record().game)}>
                        { "My game" }
                    </a>
                }
            </nav>
        </>
    }
}

/// One of the buttons below a board.
struct ControlButton {
    class: &'static str,
    label: &'static str,
    /// The link the Share button shares (the game's record text, after `#/`), which
    /// static/pwa.js reads from its `data-share` when it is tapped.
    share: Option<String>,
    command: Command,
    enabled: bool,
}

fn button(
    class: &'static str,
    label: &'static str,
    command: Command,
    enabled: bool,
) -> ControlButton {
    ControlButton {
        class,
        label,
        share: None,
        command,
        enabled,
    }
}

/// The buttons of the game in progress: New, Undo, Redo, Hint, Share (of the game's `link`)
/// and More.
fn game_buttons(
    can_undo: bool,
    can_redo: bool,
    can_hint: bool,
    link: String,
) -> Vec<ControlButton> {
    vec![
        button("new", "New", Command::New, true),
        // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) press these two (see the app).
        button("undo", "Undo", Command::Undo, can_undo),
        button("redo", "Redo", Command::Redo, can_redo),
        button("hint", "Hint", Command::Hint, can_hint),
        ControlButton {
            share: Some(link),
            ..button("share", "Share", Command::Dismiss, true)
        },
        button("more", "More", Command::Show(Page::Options), true),
    ]
}

/// The buttons of a review: to the start, a move back, a move on, to the last move, and
/// back to the game.
fn review_buttons(review: Review) -> Vec<ControlButton> {
    let Review { ply, plies } = review;
    let go = |ply| Command::Review(Some(ply));
    vec![
        button("first", "First", go(0), ply > 0),
        button("previous", "Previous", go(ply.saturating_sub(1)), ply > 0),
        button("next", "Next", go(ply + 1), ply < plies),
        button("last", "Last", go(plies), ply < plies),
        button("back", "Back to game", Command::Review(None), true),
    ]
}

/// The status line below a board: the latest message, what just happened, and whose turn
/// it is (or how the game ended, or the moment looked back at); while the board shows the
/// last move being played, a Skip button beside what happened (`skip`).
fn status_line(
    notice: Option<&Notice>,
    happened: &str,
    turn: &str,
    review: bool,
    skip: Option<Callback<MouseEvent>>,
) -> Html {
    let notice = notice.map(|notice| {
        let (class, text) = match notice {
            Notice::Refused(text) => ("refused", text),
            Notice::Info(text) => ("info", text),
            Notice::Warning(text) => ("warning", text),
        };
        html! { <p class={class_list(&["notice", class])}>{ text }</p> }
    });
    html! {
        <div class={class_list(&["status", class_if(review, "review")])}>
            // Outside the live region: what is read out is the game's news, not a button.
            if let Some(onclick) = skip {
                <button class="skip" {onclick}>{ "Skip" }</button>
            }
            <div role="status" aria-live="polite">
                { for notice }
                <p class="happened">{ happened.to_owned() }</p>
                <p class="turn">{ turn.to_owned() }</p>
            </div>
        </div>
    }
}
