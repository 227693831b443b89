//! The effects of a game screen, outside its pure reducer: the state restored from the
//! browser's storage (an unreadable save kept aside and reported) and saved back after
//! every change, the game followed when another tab saves it, and the computer asked for
//! its moves and hints. What every screen draws is [`super::screen_parts`].

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::speed::Speed;

use crate::games::{GameId, RuleOptions};
use crate::i18n::deferred;

use super::screen::command::Command;
use super::screen::save::{open_link, open_screen, storage_key};
use super::screen::state::{Notice, ScreenGame, ScreenState};
use super::solo::Record;
use super::storage::{self, SaveStep};
use crate::computer::{self, Occupant};

/// Everything a game screen does besides drawing, whatever the game: it saves the screen
/// (`saved`: its text, `None` while it is not to be saved), asks the computer what
/// `request` wants and the coach what `review` wants (while `reviewing`), and counts a game
/// against the computer that has ended (`finished`). (The app titles the page and answers the undo and redo keys; pwa.js
/// shares the link that the Share button carries.)
#[hook]
pub fn use_screen_effects(
    game: GameId,
    saved: Option<String>,
    request: Option<computer::Request>,
    review: (Option<computer::Review>, bool),
    finished: Option<Finished>,
    on: Callback<Command>,
) {
    use_saving(game, saved, on.clone());
    use_computer(request, on.clone());
    use_coach(review.0, review.1, on);
    use_record(game, finished);
}

/// Keeps the settings every game shares on the device as they change: how fast moves are
/// shown, and whether the evaluation bar is. An effect, so the reducer stays pure; a value
/// the device already holds is not written again (nor the defaults, at a first visit).
#[hook]
pub fn use_settings_kept(speed: Speed, bar: bool) {
    use_effect_with((speed, bar), |&(speed, bar)| {
        if Speed::load() != speed {
            speed.save();
        }
        if super::coach::bar_chosen() != bar {
            super::coach::save_bar(bar);
        }
    });
}

/// A game that has ended: its record text, who played each seat, and the seats of its
/// winners (none for a draw).
pub type Finished = (String, Vec<Occupant>, Vec<usize>);

/// Counts a game against the computer that has ended in the record of results on this
/// device ([`Record::count`], which counts each game once).
#[hook]
fn use_record(game: GameId, finished: Option<Finished>) {
    use_effect_with(finished, move |finished| {
        if let Some((text, seats, winners)) = finished {
            let mut record = Record::load();
            if record.count(game, text, seats, winners) {
                record.save();
            }
        }
    });
}

/// The screen of the game of the `defaults` rules, opened from `link` if there is one, or
/// else as the browser's storage left it. An unreadable save is about to be replaced by a
/// new game: it is kept aside rather than lost. What it says is kept as sayings, as what
/// the reducer says ([`crate::i18n::Said`]).
pub fn load_screen<G: ScreenGame>(defaults: G::Rules, link: Option<&str>) -> ScreenState<G> {
    if let Some(link) = link {
        let mut state = deferred(|| open_link::<G>(defaults, link));
        state.screen.speed = Speed::load();
        state.screen.bar = super::coach::bar_chosen();
        return state;
    }
    let key = storage_key(defaults.game());
    let saved = storage::load(&key);
    let mut state = deferred(|| open_screen::<G>(defaults, saved.as_deref()));
    state.screen.speed = Speed::load();
    state.screen.bar = super::coach::bar_chosen();
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
            // The game's own page in the language said (resolved against the site's root,
            // the page's base URL), with the fragment that names the game, not the start
            // or the link.
            let language = super::address::said_folder();
            let plain = format!("{language}{0}/#/{0}", game.as_str());
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

/// Asks the coach for the verdict `asked` wants, in its worker, and sends it as a
/// [`Command::Verdict`]; the next ply is asked once the state has taken it. A question is
/// dropped as soon as it changes; when the review closes and no evaluation bar is shown
/// (`reviewing` turns false) or the screen closes, the coach's worker is ended ([`computer::end_review`]): no analysis runs
/// for a review nobody looks at, and its tables (tens of megabytes) are freed.
#[hook]
fn use_coach(asked: Option<computer::Review>, reviewing: bool, on: Callback<Command>) {
    use_effect_with(asked, move |asked| {
        let reviewing =
            (asked.clone()).map(|asked| computer::review(asked, on.reform(Command::Verdict)));
        move || drop(reviewing)
    });
    use_effect_with(reviewing, |&reviewing| {
        move || {
            if reviewing {
                computer::end_review();
            }
        }
    });
}
