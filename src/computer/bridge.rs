//! The page's side of the computer opponent: one worker, started when first asked, and at
//! most one request waiting for its answer. A newer request, or dropping the [`Asking`]
//! handle of the one waiting (an undo, a new game, leaving the screen), cancels it: a
//! worker still thinking about it is terminated at once, so no search runs for an answer
//! nobody wants, and a fresh worker answers the next request.
//!
//! The coach's reviews ([`review`]) and puzzles ([`puzzle`]) go to a worker of their own
//! (`mancala-coach`, the binary with the Kalah solver), so that a review and
//! the computer's moves never cancel each other, and the coach's tables (tens of
//! megabytes) live only while a review does: dropping the [`Reviewing`] handle of a
//! review waiting for its verdict (the review closed) terminates that worker.
//!
//! The analysis board ([`explore`]) has a worker of the coach's binary to itself, on its
//! own page: each position is asked anew, the last request stopped (`explore-stop`, and
//! its answers dropped), and [`end_exploring`] ends the worker when the screen goes.
//!
//! This uses the browser's `Worker` through web-sys rather than gloo's worker bridge:
//! gloo's bridge cannot stop a worker in the middle of a search (dropping it only queues a
//! message the worker reads once the search is over), and its bincode messages cost the
//! start page about 8 KB gzipped.

use std::cell::RefCell;

use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

use super::explore::{ExploreAsk, ExploreStop, Explored};
use super::{Answer, Purpose, PuzzleAsk, Request, Review, Reviewed, Served, Unserved, READY};
use crate::i18n::msg;

/// The worker's script, built by Trunk beside the app (see `index.html`), relative to the
/// page so that the site works under any sub-path.
const WORKER_SCRIPT: &str = "./mancala-worker_loader.js";

/// The coach's worker's script (reviews, with the Kalah solver), built by Trunk the same
/// way and fetched only when a review first asks for a verdict.
const COACH_SCRIPT: &str = "./mancala-coach_loader.js";

/// A computer's move is shown no sooner than this many milliseconds after it was asked
/// for, so that the player sees the move before it and a game between computers can be
/// watched.
const MIN_PLAY_MILLIS: f64 = 600.0;

/// The worker, with its message handler (which must live as long as it does).
struct Thinker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    /// A request's text held until the worker says it is ready: a message sent while its
    /// wasm still loads would find no one listening.
    held: Option<String>,
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.terminate();
    }
}

/// The request waiting for its answer.
struct Waiting {
    id: u32,
    purpose: Purpose,
    asked_at: f64,
    on_answer: Callback<Answer>,
    /// Set once the answer has come and waits to be shown.
    shown_later: Option<Timeout>,
}

/// Where the coach's answer to the question waiting goes: its text, or why there is none.
type CoachAnswer = Callback<Result<String, String>>;

/// Which worker a thread-local slot holds.
type Slot = std::thread::LocalKey<RefCell<Option<Thinker>>>;

thread_local! {
    static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
    static REVIEWER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
    static REVIEW_WAITING: RefCell<Option<(u32, CoachAnswer)>> = const { RefCell::new(None) };
    static WAITING: RefCell<Option<Waiting>> = const { RefCell::new(None) };
    static LAST_ID: RefCell<u32> = const { RefCell::new(0) };
}

/// A request being answered; dropping it cancels the answer.
#[must_use = "dropping the handle cancels the request"]
#[derive(Debug)]
pub struct Asking {
    id: u32,
}

impl Drop for Asking {
    fn drop(&mut self) {
        cancel(self.id);
    }
}

/// Why a worker could not be started (the browser's words, or that it refused), put in its
/// message by `said`: kept as what was said ([`crate::i18n::Said`]), since the page keeps
/// it in a screen's state and shows it in the language of the moment.
fn unstarted(said: fn(&str) -> String, error: JsValue) -> String {
    crate::i18n::deferred(|| {
        let why = (error.as_string()).unwrap_or_else(|| msg::ComputerBrowserRefused.text());
        said(&why)
    })
}

/// Asks the computer for a move; `on_answer` receives the answer unless the request is
/// cancelled first. Should the worker fail to start, the answer says so.
pub fn ask(request: Request, on_answer: Callback<Answer>) -> Asking {
    let id = LAST_ID.with(|last| {
        let mut last = last.borrow_mut();
        *last = last.wrapping_add(1);
        *last
    });
    if let Some(older) = WAITING.with(|w| w.borrow().as_ref().map(|w| w.id)) {
        cancel(older);
    }
    let sent = THINKER.with(|thinker| {
        let mut thinker = thinker.borrow_mut();
        match thinker.as_mut() {
            Some(thinker) if thinker.held.is_none() => thinker
                .worker
                .post_message(&JsValue::from_str(&request.to_text())),
            Some(thinker) => {
                thinker.held = Some(request.to_text());
                Ok(())
            }
            None => {
                *thinker = Some(start(
                    WORKER_SCRIPT,
                    request.to_text(),
                    &THINKER,
                    answer_text,
                )?);
                Ok(())
            }
        }
    });
    match sent {
        Ok(()) => WAITING.with(|w| {
            *w.borrow_mut() = Some(Waiting {
                id,
                purpose: request.purpose,
                asked_at: js_sys::Date::now(),
                on_answer,
                shown_later: None,
            })
        }),
        Err(error) => on_answer.emit(Answer {
            purpose: request.purpose,
            record: request.record,
            best: Err(unstarted(
                |why| msg::ComputerCouldNotStart { why }.text(),
                error,
            )),
            depth: 0,
            nodes: 0,
            millis: 0,
        }),
    }
    Asking { id }
}

#[wasm_bindgen(inline_js = r#"
let policy;
export function start_worker(url) {
  // The page requires Trusted Types for scripts (index.html): the worker's script is named
  // through the site's policy, which lets through only a file of the site itself.
  if (self.trustedTypes && !policy) {
    policy = trustedTypes.createPolicy('mancala', {
      createScriptURL: (u) => {
        if (new URL(u, document.baseURI).origin !== location.origin) throw new TypeError(`not the site's: ${u}`);
        return u;
      },
    });
  }
  return new Worker(policy ? policy.createScriptURL(url) : url);
}
"#)]
extern "C" {
    /// `new Worker(url)`, with the URL passed through the site's Trusted Types policy.
    #[wasm_bindgen(catch)]
    fn start_worker(url: &str) -> Result<Worker, JsValue>;
}

/// Starts the worker of `script` in `slot` for a first request, sent once the worker is
/// ready; its answers go to `on_answer`.
fn start(
    script: &str,
    first: String,
    slot: &'static Slot,
    on_answer: fn(&str),
) -> Result<Thinker, JsValue> {
    let worker = start_worker(script)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        if text == READY {
            send_held(slot);
        } else {
            on_answer(&text);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    Ok(Thinker {
        worker,
        _on_message: on_message,
        held: Some(first),
    })
}

fn send_held(slot: &'static Slot) {
    slot.with(|thinker| {
        let mut thinker = thinker.borrow_mut();
        let Some(thinker) = thinker.as_mut() else {
            return;
        };
        if let Some(text) = thinker.held.take() {
            // A worker that is running cannot refuse a string.
            let _ = thinker.worker.post_message(&JsValue::from_str(&text));
        }
    });
}

fn cancel(id: u32) {
    let Some(waiting) = WAITING.with(|w| w.borrow_mut().take_if(|w| w.id == id)) else {
        return;
    };
    if waiting.shown_later.is_none() {
        // The worker is still thinking about it: stop it.
        THINKER.with(|thinker| thinker.borrow_mut().take());
    }
}

fn answer_text(text: &str) {
    answered(Answer::from_text(text));
}

/// The worker has answered the request waiting (it answers one request at a time, and is
/// terminated when one is cancelled, so any answer is for the request waiting).
fn answered(answer: Result<Answer, String>) {
    let Some((id, purpose, asked_at)) = WAITING.with(|w| {
        let w = w.borrow();
        w.as_ref()
            .filter(|w| w.shown_later.is_none())
            .map(|w| (w.id, w.purpose, w.asked_at))
    }) else {
        return;
    };
    let answer = answer.unwrap_or_else(|why| Answer {
        purpose,
        record: String::new(),
        best: Err(why),
        depth: 0,
        nodes: 0,
        millis: 0,
    });
    log_search(&answer);
    let wait = match purpose {
        Purpose::Play => MIN_PLAY_MILLIS - (js_sys::Date::now() - asked_at),
        Purpose::Hint => 0.0,
    };
    if wait < 1.0 {
        deliver(id, answer);
        return;
    }
    let timeout = Timeout::new(wait as u32, move || deliver(id, answer));
    WAITING.with(|w| {
        if let Some(waiting) = w.borrow_mut().as_mut() {
            waiting.shown_later = Some(timeout);
        }
    });
}

fn deliver(id: u32, answer: Answer) {
    if let Some(waiting) = WAITING.with(|w| w.borrow_mut().take_if(|w| w.id == id)) {
        waiting.on_answer.emit(answer);
    }
}

/// How the search went, in the console, where `make bench` reads the search's speed.
fn log_search(answer: &Answer) {
    let game = answer.record.split('?').next().unwrap_or_default();
    web_sys::console::debug_1(&JsValue::from_str(&format!(
        "computer: {game} depth {} nodes {} millis {}",
        answer.depth, answer.nodes, answer.millis
    )));
}

/// A question to the coach (a review's verdict, or a puzzle) being answered; dropping it
/// while the answer is still awaited (the review or the puzzle closed) terminates the
/// coach's worker.
#[must_use = "dropping the handle cancels the question"]
#[derive(Debug)]
pub struct Reviewing {
    id: u32,
}

impl Drop for Reviewing {
    fn drop(&mut self) {
        let waiting = REVIEW_WAITING.with(|w| w.borrow_mut().take_if(|(id, _)| *id == self.id));
        if waiting.is_some() {
            REVIEWER.with(|reviewer| reviewer.borrow_mut().take());
        }
    }
}

/// Asks the coach for the verdict on one ply of a game (ask the next once this one is
/// answered); `on_verdict` receives it unless the [`Reviewing`] handle is dropped first.
/// A question asked while another waits replaces it (the coach's worker is restarted).
pub fn review(asked: Review, on_verdict: Callback<Reviewed>) -> Reviewing {
    let (ply, record) = (asked.ply, asked.record.clone());
    ask_coach(
        asked.to_text(),
        Callback::from(move |answer: Result<String, String>| {
            on_verdict.emit(
                answer
                    .and_then(|text| Reviewed::from_text(&text))
                    .unwrap_or_else(|why| Reviewed {
                        ply,
                        record: record.clone(),
                        verdict: Err(why),
                        millis: 0,
                    }),
            )
        }),
    )
}

/// Asks the coach for a puzzle of a game's set; `on_served` receives it unless the
/// [`Reviewing`] handle is dropped first.
pub fn puzzle(asked: PuzzleAsk, on_served: Callback<Served>) -> Reviewing {
    let (game, index) = (asked.game.clone(), asked.index);
    ask_coach(
        asked.to_text(),
        Callback::from(move |answer: Result<String, String>| {
            on_served.emit(
                answer
                    .and_then(|text| Served::from_text(&text))
                    .unwrap_or_else(|why| Served {
                        game: game.clone(),
                        index,
                        count: 0,
                        puzzle: Err(Unserved::Said(why)),
                    }),
            )
        }),
    )
}

/// Sends `text` to the coach's worker, started if need be; `on_answer` receives its answer's
/// text, or why the worker could not start.
fn ask_coach(text: String, on_answer: CoachAnswer) -> Reviewing {
    let id = LAST_ID.with(|last| {
        let mut last = last.borrow_mut();
        *last = last.wrapping_add(1);
        *last
    });
    if REVIEW_WAITING.with(|w| w.borrow_mut().take()).is_some() {
        REVIEWER.with(|reviewer| reviewer.borrow_mut().take());
    }
    let sent = REVIEWER.with(|reviewer| {
        let mut reviewer = reviewer.borrow_mut();
        match reviewer.as_mut() {
            Some(reviewer) if reviewer.held.is_none() => {
                reviewer.worker.post_message(&JsValue::from_str(&text))
            }
            Some(reviewer) => {
                reviewer.held = Some(text);
                Ok(())
            }
            None => {
                *reviewer = Some(start(COACH_SCRIPT, text, &REVIEWER, coach_answered)?);
                Ok(())
            }
        }
    });
    match sent {
        Ok(()) => REVIEW_WAITING.with(|w| *w.borrow_mut() = Some((id, on_answer))),
        Err(error) => on_answer.emit(Err(unstarted(
            |why| msg::ComputerCoachCouldNotStart { why }.text(),
            error,
        ))),
    }
    Reviewing { id }
}

/// Ends the review: the coach's worker is terminated, its tables freed (tens of
/// megabytes), and a verdict still awaited is dropped. The next [`review`] starts a new
/// worker, whose solver database is built again.
pub fn end_review() {
    REVIEW_WAITING.with(|w| w.borrow_mut().take());
    REVIEWER.with(|reviewer| reviewer.borrow_mut().take());
}

/// The coach's worker has answered the question waiting.
fn coach_answered(text: &str) {
    let Some((_, on_answer)) = REVIEW_WAITING.with(|w| w.borrow_mut().take()) else {
        return;
    };
    on_answer.emit(Ok(text.to_owned()));
}

/// The analysis board's exploration being answered ([`explore`]); dropping it (another
/// position, the page left) stops it: the worker is told `explore-stop`, and no answer of
/// it reaches the page any more.
#[must_use = "dropping the handle stops the exploration"]
#[derive(Debug)]
pub struct Exploring {
    id: u32,
}

impl Drop for Exploring {
    fn drop(&mut self) {
        let id = self.id;
        if EXPLORE_WAITING
            .with(|w| w.borrow_mut().take_if(|(waiting, _)| *waiting == id))
            .is_none()
        {
            return;
        }
        let stop = ExploreStop { id }.to_text();
        EXPLORER.with(|explorer| {
            if let Some(explorer) = explorer.borrow_mut().as_mut() {
                match explorer.held.as_deref() {
                    // Not sent yet: it never will be.
                    Some(held) if held.starts_with("explore ") => explorer.held = None,
                    Some(_) => {}
                    None => {
                        let _ = explorer.worker.post_message(&JsValue::from_str(&stop));
                    }
                }
            }
        });
    }
}

thread_local! {
    /// The analysis board's worker (the coach's binary, `mancala-coach`, with the solver).
    static EXPLORER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
    static EXPLORE_WAITING: RefCell<Option<(u32, Callback<Explored>)>> = const { RefCell::new(None) };
}

/// Asks for every legal move's worth in the game `record` ends at, for `millis`
/// milliseconds: `on_explored` hears each depth's answer as it comes, the last marked
/// done, unless the [`Exploring`] handle is dropped first. The worker starts with the first
/// request and lives until [`end_exploring`].
pub fn explore(record: String, millis: u32, on_explored: Callback<Explored>) -> Exploring {
    let id = LAST_ID.with(|last| {
        let mut last = last.borrow_mut();
        *last = last.wrapping_add(1);
        *last
    });
    let text = ExploreAsk { id, millis, record }.to_text();
    let sent = EXPLORER.with(|explorer| {
        let mut explorer = explorer.borrow_mut();
        match explorer.as_mut() {
            Some(explorer) if explorer.held.is_none() => {
                explorer.worker.post_message(&JsValue::from_str(&text))
            }
            Some(explorer) => {
                explorer.held = Some(text);
                Ok(())
            }
            None => {
                *explorer = Some(start(COACH_SCRIPT, text, &EXPLORER, explored)?);
                Ok(())
            }
        }
    });
    match sent {
        Ok(()) => EXPLORE_WAITING.with(|w| *w.borrow_mut() = Some((id, on_explored))),
        Err(error) => on_explored.emit(Explored {
            id,
            depth: 0,
            nodes: 0,
            millis: 0,
            done: true,
            moves: Err(unstarted(
                |why| msg::ComputerAnalysisCouldNotStart { why }.text(),
                error,
            )),
        }),
    }
    Exploring { id }
}

/// Ends the analysis board's worker (the page is left): its tables are freed, and an
/// exploration still awaited is dropped.
pub fn end_exploring() {
    EXPLORE_WAITING.with(|w| w.borrow_mut().take());
    EXPLORER.with(|explorer| explorer.borrow_mut().take());
}

/// An answer of the analysis board's worker: for the request waiting, or one stopped.
fn explored(text: &str) {
    let Ok(answer) = Explored::from_text(text) else {
        return;
    };
    let on_explored = EXPLORE_WAITING.with(|w| {
        let mut w = w.borrow_mut();
        let callback = w
            .as_ref()
            .filter(|(id, _)| *id == answer.id)
            .map(|(_, on)| on.clone());
        if answer.done && callback.is_some() {
            w.take();
        }
        callback
    });
    if let Some(on_explored) = on_explored {
        on_explored.emit(answer);
    }
}
