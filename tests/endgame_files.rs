//! The shipped endgame databases (`static/endgames/`, fetched by the computer's worker):
//! every file the worker's list names is there, and no other; each reads as a database of
//! its rules and of the seeds the list gives (its header, its length and its checksum);
//! and its values of every position of at most 5 seeds are those a build gives now (a
//! database of fewer seeds is the start of one of more). `make endgames-check` rebuilds
//! every file whole and compares it byte for byte (docs/computer.md, "Endgame databases
//! in the worker").

use std::io::Read;
use std::path::PathBuf;

use mancala::computer::endgame_files::ENDGAMES;
use mancala::games::kalah::KalahPosition;
use mancala::games::two_row::HomePosition;
use mancala::games::{Game, GameId, GameRecord};
use mancala::search::endgames::Endgames;
use mancala::search::Evaluate;

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("static")
}

fn unpacked(path: &str) -> Vec<u8> {
    let file = std::fs::read(folder().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(&file[..])
        .read_to_end(&mut bytes)
        .unwrap_or_else(|e| panic!("{path} is not gzip: {e}"));
    bytes
}

/// The file `path` of the rules `rules_record` read: a database of those rules and `seeds`
/// seeds whose positions of at most 5 seeds are a build's; with `whole`, every byte of it
/// is what a build writes now.
fn check<P: Evaluate>(rules_record: &str, path: &str, seeds: u32, whole: bool) {
    let record = GameRecord::from_text(rules_record).unwrap();
    let rules = *Game::<P>::from_record(&record).unwrap().rules();
    if whole {
        let built = Endgames::build::<P>(&rules, seeds).unwrap();
        assert!(
            built.to_bytes().unwrap() == unpacked(path),
            "{path}: not what `mancala endgames` writes now"
        );
        return;
    }
    let read =
        Endgames::from_bytes::<P>(&rules, unpacked(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(read.seeds(), seeds, "{path}");
    assert!(read.fits::<P>(&rules));
    let built = Endgames::build::<P>(&rules, 5).unwrap();
    assert_eq!(
        &read.values()[..built.len()],
        built.values(),
        "{path}: the positions of at most 5 seeds"
    );
    assert!(
        read.valued > built.valued,
        "{path}: more valued than with 5 seeds"
    );
}

/// [`check`] of every file the worker lists, with its game's position type.
fn check_every_file(whole: bool) {
    for (rules, path, seeds) in ENDGAMES {
        let game: GameId = GameRecord::from_text(rules).unwrap().game.parse().unwrap();
        match game {
            GameId::Kalah => check::<KalahPosition>(rules, path, seeds, whole),
            _ => check::<HomePosition>(rules, path, seeds, whole),
        }
    }
}

#[test]
fn every_file_listed_is_shipped_and_holds_its_rules_values() {
    check_every_file(false);
}

#[test]
fn no_file_is_shipped_that_the_worker_does_not_list() {
    let mut shipped: Vec<String> = std::fs::read_dir(folder().join("endgames"))
        .unwrap()
        .map(|entry| format!("endgames/{}", entry.unwrap().file_name().to_string_lossy()))
        .collect();
    shipped.sort();
    let mut listed: Vec<String> = ENDGAMES
        .iter()
        .map(|(_, path, _)| path.to_string())
        .collect();
    listed.sort();
    assert_eq!(shipped, listed);
}

/// Every file exactly as a build writes it now (`make endgames-check`: a few seconds in a
/// release build, minutes in a debug one).
#[test]
#[ignore]
fn every_file_is_what_a_build_writes_now() {
    check_every_file(true);
}
