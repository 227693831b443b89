//! The endgame databases the computer's worker plays with (`search::endgames`: the exact
//! value of every position with few seeds on the board, retrograde analysis as in Romein
//! and Bal's awari databases). Each is a file of the site ([`ENDGAMES`],
//! `static/endgames`, written by `mancala endgames --out FILE.gz`), fetched the first time
//! Expert plays a position of its rules with few seeds left, read once it has arrived,
//! and kept while the worker lives; Expert's searches probe it from then on.
//!
//! - **Files, not a build in the worker.** On a tablet (this machine's CPU slowed four
//!   times) a build takes seconds of CPU at the first use, and a stored copy would take
//!   the bytes a file takes; a file is fetched once, in the background, and read in
//!   milliseconds (docs/computer.md, "Endgame databases in the worker").
//! - **In the background.** The fetch is asynchronous: the request that starts it is
//!   answered at once without the database, and the file is read by the first request
//!   after it has arrived. A file that cannot be fetched or read is not asked for again;
//!   the search plays on without it, as it did before.
//! - **Gzipped by the site.** Hosts send unknown binary files as they are, so the files
//!   are gzip files, unpacked by the browser's own `DecompressionStream` (no inflater in
//!   the worker's wasm); a host that unpacks them itself (sending them with
//!   `Content-Encoding: gzip`) is noticed by the gzip header's absence.
//! - **Expert only**, as the opening books: the levels below keep their steps on the
//!   ladder.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::games::{Game, GameRecord};
use crate::search::book;
use crate::search::endgames::Endgames;
use crate::search::{Evaluate, Level};

/// The databases shipped with the site: the rules each is for (a record with no moves, as
/// [`book::plays_by`] reads it), its file, and the most seeds on the board of a position
/// in it. Sizes and build times: docs/computer.md.
pub const ENDGAMES: [(&str, &str, u32); 6] = [
    ("kalah", "endgames/kalah-8.bin.gz", 8),
    (
        "kalah?transfer=stones-opposite",
        "endgames/kalah-stones-opposite-8.bin.gz",
        8,
    ),
    ("kalah?seeds=5", "endgames/kalah-5-8.bin.gz", 8),
    ("awari", "endgames/awari-8.bin.gz", 8),
    ("ayo", "endgames/ayo-10.bin.gz", 10),
    ("oware", "endgames/oware-10.bin.gz", 10),
];

/// A database's file is fetched once a position of its rules has at most this many times
/// its seeds on the board: early enough that it has arrived before the search reaches
/// its positions, late enough that a game given up or won early fetches nothing.
pub const FETCH_WITHIN: u32 = 3;

/// A file's bytes on their way: `None` until the fetch ends, then the file's bytes
/// (unpacked) or why there are none.
pub type Arrival = Rc<RefCell<Option<Result<Vec<u8>, String>>>>;

/// Starts fetching a file (a path relative to the worker's script); the fetch fills the
/// arrival when it ends.
pub type Fetch = Box<dyn Fn(&'static str, Arrival)>;

enum File {
    Asked(Arrival),
    Read(Option<Arc<Endgames>>),
}

/// The databases the worker has asked for, by file.
pub struct EndgameFiles {
    fetch: Fetch,
    files: Vec<(&'static str, File)>,
}

impl Default for EndgameFiles {
    /// No files: every fetch fails at once (natively, and in tests that give none).
    fn default() -> EndgameFiles {
        EndgameFiles::fetching_with(Box::new(|path, arrival| {
            *arrival.borrow_mut() = Some(Err(format!("{path} could not be fetched")));
        }))
    }
}

impl EndgameFiles {
    /// Databases fetched with `fetch`.
    pub fn fetching_with(fetch: Fetch) -> EndgameFiles {
        EndgameFiles {
            fetch,
            files: Vec::new(),
        }
    }

    /// The database Expert's search of the game `record` probes, when it has one: the
    /// file of its rules is fetched when its position first has few enough seeds
    /// ([`FETCH_WITHIN`]), and read by the first request after it has arrived.
    pub fn for_record<P: Evaluate>(
        &mut self,
        record: &GameRecord,
        level: Level,
    ) -> Option<Arc<Endgames>> {
        if level != Level::Expert {
            return None;
        }
        let game = Game::<P>::from_record(record).ok()?;
        let (_, path, seeds) = ENDGAMES
            .into_iter()
            .find(|(rules, ..)| book::plays_by(rules, &game))?;
        let at = match self.files.iter().position(|(p, _)| *p == path) {
            Some(at) => at,
            None => {
                let in_play = game.position().seeds()?.in_play;
                if in_play > FETCH_WITHIN * seeds {
                    return None;
                }
                let arrival = Arrival::default();
                self.files.push((path, File::Asked(arrival.clone())));
                (self.fetch)(path, arrival);
                self.files.len() - 1
            }
        };
        let file = &mut self.files[at].1;
        if let File::Asked(arrival) = file {
            let arrived = arrival.borrow_mut().take()?;
            let read = arrived.and_then(|bytes| Endgames::from_bytes::<P>(game.rules(), bytes));
            if let Err(why) = &read {
                warn(why);
            }
            *file = File::Read(read.ok().map(Arc::new));
        }
        match file {
            File::Read(endgames) => endgames.clone(),
            File::Asked(_) => None,
        }
    }
}

/// Says on the console (in the browser) why a file of the site is not used: a database
/// not played with, a puzzle set not served.
pub(super) fn warn(why: &str) {
    if cfg!(target_arch = "wasm32") {
        web_sys::console::warn_1(&JsValue::from_str(&format!("mancala: {why}")));
    }
}

/// Fetches a file of the site in the background (in the worker: `fetch`, then the
/// browser's gzip decoder), filling `arrival` when it ends; the worker's [`Fetch`].
pub fn fetch_later(path: &'static str, arrival: Arrival) {
    wasm_bindgen_futures::spawn_local(async move {
        let fetched = fetch_unpacked(path)
            .await
            .map_err(|_| format!("{path} could not be fetched"));
        *arrival.borrow_mut() = Some(fetched);
    });
}

#[wasm_bindgen]
extern "C" {
    /// The browser's `DecompressionStream` (web-sys has it only among its unstable APIs).
    #[wasm_bindgen(js_name = DecompressionStream)]
    type Unpacker;

    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn new(format: &str) -> Result<Unpacker, JsValue>;
}

/// The bytes of the gzip file at `path`, unpacked.
async fn fetch_unpacked(path: &str) -> Result<Vec<u8>, JsValue> {
    let scope: web_sys::WorkerGlobalScope = js_sys::global().unchecked_into();
    let response: web_sys::Response = JsFuture::from(scope.fetch_with_str(path))
        .await?
        .unchecked_into();
    if !response.ok() {
        return Err(JsValue::NULL);
    }
    let packed = js_sys::Uint8Array::new(&JsFuture::from(response.array_buffer()?).await?);
    // A gzip file starts 1f 8b; without them the host has unpacked it already.
    if packed.length() < 2 || packed.get_index(0) != 0x1f || packed.get_index(1) != 0x8b {
        return Ok(packed.to_vec());
    }
    let parts = js_sys::Array::of1(&packed);
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts)?;
    let unpacker = Unpacker::new("gzip")?;
    let unpacked = blob
        .stream()
        .pipe_through(unpacker.unchecked_ref::<web_sys::ReadableWritablePair>());
    let response = web_sys::Response::new_with_opt_readable_stream(Some(&unpacked))?;
    let bytes = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&bytes).to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::worker::{answer_with, Tables};
    use crate::computer::{Purpose, Request};
    use crate::games::two_row::HomePosition;
    use crate::games::Position;
    use crate::search::Rng;

    /// An Awari game played at random until at most `seeds` seeds are left on the board.
    fn awari_down_to(seeds: u32, seed: u64) -> Game<HomePosition> {
        let mut rng = Rng::new(seed);
        loop {
            let mut game =
                Game::<HomePosition>::from_record(&GameRecord::from_text("awari").unwrap())
                    .unwrap();
            while game.position().outcome().is_none() {
                if game.position().seeds().unwrap().in_play <= seeds {
                    return game;
                }
                let legal = game.position().legal_moves();
                game.play(legal[rng.below(legal.len())]).unwrap();
            }
        }
    }

    /// Files fetched by hand: the paths asked for, and their arrivals still to fill.
    #[derive(Clone, Default)]
    struct ByHand {
        asked: Rc<RefCell<Vec<(&'static str, Arrival)>>>,
    }

    impl ByHand {
        fn files(&self) -> EndgameFiles {
            let asked = self.asked.clone();
            EndgameFiles::fetching_with(Box::new(move |path, arrival| {
                asked.borrow_mut().push((path, arrival));
            }))
        }

        fn paths(&self) -> Vec<&'static str> {
            self.asked.borrow().iter().map(|(path, _)| *path).collect()
        }

        fn arrive(&self, at: usize, bytes: Result<Vec<u8>, String>) {
            *self.asked.borrow()[at].1.borrow_mut() = Some(bytes);
        }
    }

    fn awari_file(seeds: u32) -> Vec<u8> {
        let rules = *Game::<HomePosition>::from_record(&GameRecord::from_text("awari").unwrap())
            .unwrap()
            .rules();
        Endgames::build::<HomePosition>(&rules, seeds)
            .unwrap()
            .to_bytes()
            .unwrap()
    }

    #[test]
    fn a_file_is_fetched_once_near_the_end_at_expert_and_read_when_it_has_arrived() {
        let by_hand = ByHand::default();
        let mut files = by_hand.files();
        let early =
            Game::<HomePosition>::from_record(&GameRecord::from_text("awari?moves=1.2").unwrap())
                .unwrap();
        let late = awari_down_to(FETCH_WITHIN * 8, 1).to_record();
        // Early in the game, and below Expert, nothing is fetched.
        assert!(files
            .for_record::<HomePosition>(&early.to_record(), Level::Expert)
            .is_none());
        assert!(files
            .for_record::<HomePosition>(&late, Level::Hard)
            .is_none());
        assert!(by_hand.paths().is_empty());
        // Near the end Expert asks for Awari's file, and plays on without it until it comes.
        assert!(files
            .for_record::<HomePosition>(&late, Level::Expert)
            .is_none());
        assert!(files
            .for_record::<HomePosition>(&late, Level::Expert)
            .is_none());
        assert_eq!(by_hand.paths(), ["endgames/awari-8.bin.gz"]);
        by_hand.arrive(0, Ok(awari_file(4)));
        let endgames = files
            .for_record::<HomePosition>(&late, Level::Expert)
            .unwrap();
        assert_eq!(endgames.seeds(), 4);
        // Read once, then kept; even early in a game of the same rules.
        let again = files
            .for_record::<HomePosition>(&early.to_record(), Level::Expert)
            .unwrap();
        assert!(Arc::ptr_eq(&endgames, &again));
        assert_eq!(by_hand.paths().len(), 1);
        // Other rules have files of their own; rules without one fetch nothing.
        let ayo = GameRecord::from_text("ayo?grand-slam=forbidden").unwrap();
        assert!(files
            .for_record::<HomePosition>(&ayo, Level::Expert)
            .is_none());
        assert_eq!(by_hand.paths().len(), 1);
    }

    #[test]
    fn a_file_that_cannot_be_fetched_or_read_is_not_played_nor_asked_for_again() {
        let late = awari_down_to(FETCH_WITHIN * 8, 2).to_record();
        let mut bad_files = vec![Err(
            "endgames/awari-8.bin.gz could not be fetched".to_owned()
        )];
        let mut damaged = awari_file(3);
        let last = damaged.len() - 1;
        damaged[last] ^= 1;
        bad_files.push(Ok(damaged));
        bad_files.push(Ok(b"<!doctype html>".to_vec()));
        bad_files.push(Ok(Endgames::build::<HomePosition>(
            Game::<HomePosition>::from_record(&GameRecord::from_text("oware").unwrap())
                .unwrap()
                .rules(),
            3,
        )
        .unwrap()
        .to_bytes()
        .unwrap()));
        for bad in bad_files {
            let by_hand = ByHand::default();
            let mut files = by_hand.files();
            assert!(files
                .for_record::<HomePosition>(&late, Level::Expert)
                .is_none());
            by_hand.arrive(0, bad);
            for _ in 0..3 {
                assert!(files
                    .for_record::<HomePosition>(&late, Level::Expert)
                    .is_none());
            }
            assert_eq!(by_hand.paths().len(), 1, "asked for once");
        }
    }

    #[test]
    fn expert_plays_the_endings_the_database_holds_by_it() {
        // An ending that takes the search some work (not a single move, nor one it sees
        // to the end at once).
        let clock = || 0.0;
        let no_file = |path: &str| Err(format!("{path} could not be fetched"));
        let (game, request, without) = (3..)
            .map(|seed| {
                let game = awari_down_to(6, seed);
                let request = Request {
                    purpose: Purpose::Play,
                    level: Level::Expert,
                    seed: 7,
                    record: game.to_record().to_text(),
                };
                let without = answer_with(&request, &clock, &no_file, &mut Tables::default());
                (game, request, without)
            })
            .take(200)
            .find(|(_, _, without)| without.nodes > 200)
            .unwrap();
        let record = &request.record;
        let by_hand = ByHand::default();
        let mut tables = Tables::with_endgames(by_hand.files());
        // The first request asks for the file and is answered without it.
        let first = answer_with(&request, &clock, &no_file, &mut tables);
        assert_eq!(first.nodes, without.nodes, "{first:?} {without:?}");
        by_hand.arrive(0, Ok(awari_file(6)));
        let with = answer_with(&request, &clock, &no_file, &mut tables);
        // Every move's outcome is known at once: far fewer positions, and a best move.
        assert!(with.nodes < without.nodes / 2, "{with:?} {without:?}");
        let endgames = Endgames::build::<HomePosition>(game.rules(), 6).unwrap();
        let best = endgames.margin(game.position()).unwrap();
        let mut after = game.clone();
        after
            .play(
                after
                    .position()
                    .parse_move(with.best.as_ref().unwrap())
                    .unwrap(),
            )
            .unwrap();
        let margin = match after.position().outcome() {
            Some(_) => None,
            None => endgames.margin(after.position()).map(|m| {
                if after.position().to_move() == game.position().to_move() {
                    m
                } else {
                    -m
                }
            }),
        };
        if let Some(margin) = margin {
            assert_eq!(margin, best, "{record}: {with:?}");
        }
    }
}
