//! The Web Worker that thinks for the computer: it reads the game from a request's record,
//! runs the engine's search at the level asked, and answers with the move in notation. It
//! runs in its own thread, so the page answers every tap while it thinks.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::games::{Game, GameId, GameRecord, Position};
use crate::search::{self, Level};

use super::{Answer, Purpose, Request, READY};

/// The longest the worker thinks, in milliseconds, whatever the level's node budget: on a
/// slow tablet the budget could take longer than a player should wait.
pub const MAX_THINKING_MILLIS: f64 = 2_500.0;

/// Answers the page's requests, in the worker's own thread: each message is a request's
/// text ([`Request::to_text`]), answered with an answer's text ([`Answer::to_text`]).
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let answer = match Request::from_text(&text) {
            Ok(request) => answer(&request, &js_sys::Date::now),
            Err(why) => Answer {
                purpose: Purpose::Play,
                record: String::new(),
                best: Err(why),
                depth: 0,
                nodes: 0,
                millis: 0,
            },
        };
        // Posting to the page cannot fail for a string.
        let _ = reply_to.post_message(&JsValue::from_str(&answer.to_text()));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(READY));
}

/// What the search found, before it is put into an [`Answer`].
struct Found {
    best: String,
    depth: u32,
    nodes: u64,
}

/// The answer to a request; `now` is a clock in milliseconds.
pub fn answer(request: &Request, now: &dyn Fn() -> f64) -> Answer {
    let started = now();
    let found = think(request, &|| now() - started > MAX_THINKING_MILLIS);
    let millis = (now() - started).max(0.0) as u32;
    let (depth, nodes) = found.as_ref().map_or((0, 0), |f| (f.depth, f.nodes));
    Answer {
        purpose: request.purpose,
        record: request.record.clone(),
        best: found.map(|f| f.best),
        depth,
        nodes,
        millis,
    }
}

fn think(request: &Request, stop: &dyn Fn() -> bool) -> Result<Found, String> {
    let level = request.level;
    let record = GameRecord::from_text(&request.record).map_err(|e| format!("{e}"))?;
    let game: GameId = record.game.parse().map_err(|e| format!("{e}"))?;
    let seed = request.seed;
    crate::with_position!(game, P => best::<P>(&record, level, seed, stop))
}

fn best<P: Position>(
    record: &GameRecord,
    level: Level,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Result<Found, String> {
    let game = Game::<P>::from_record(record).map_err(|e| format!("{e}"))?;
    let found = search::search(&game, &level.settings(game.position().game(), seed), stop)
        .ok_or_else(|| "the game is over".to_owned())?;
    Ok(Found {
        best: found.best.to_string(),
        depth: found.depth,
        nodes: found.nodes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> impl Fn() -> f64 {
        let start = std::time::Instant::now();
        move || start.elapsed().as_secs_f64() * 1000.0
    }

    fn request(level: Level, record: &str) -> Request {
        Request {
            purpose: Purpose::Play,
            level,
            seed: 7,
            record: record.to_owned(),
        }
    }

    #[test]
    fn answers_with_a_legal_move_of_the_game_asked() {
        for record in ["kalah?moves=3", "oware", "calcala?players=3", "roocala-hex"] {
            let asked = request(Level::Easy, record);
            let answer = answer(&asked, &clock());
            assert_eq!(answer.record, record);
            let parsed = GameRecord::from_text(record).unwrap();
            let mut with_move = parsed.clone();
            with_move.moves.push(answer.best.clone().unwrap());
            let game: GameId = parsed.game.parse().unwrap();
            let legal =
                crate::with_position!(game, P => Game::<P>::from_record(&with_move).is_ok());
            assert!(legal, "{record}: {:?} is not legal", answer.best);
        }
    }

    #[test]
    fn bad_requests_get_a_reason_not_a_panic() {
        for record in [
            "chess",
            "kalah?seeds=99",
            "kalah?moves=9",
            "kalah?moves=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1",
            "",
            "roocala-square?moves=",
        ] {
            let answer = answer(&request(Level::Hard, record), &clock());
            assert!(answer.best.is_err(), "{record}: {:?}", answer.best);
            assert_eq!(answer.nodes, 0);
        }
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let mut game = Game::<crate::games::kalah::KalahPosition>::new(Default::default());
        while let Some(&m) = game.position().legal_moves().first() {
            game.play(m).unwrap();
        }
        let record = game.to_record().to_text();
        let answer = answer(&request(Level::Expert, &record), &clock());
        assert_eq!(answer.best, Err("the game is over".to_owned()));
    }
}
