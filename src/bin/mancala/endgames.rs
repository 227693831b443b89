//! `mancala endgames`: writes the endgame database of a two-row game to a file, as the
//! computer's worker fetches it (static/endgames), or checks that a file holds exactly what
//! a build for these rules gives.

use std::io::{Read, Write};
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use mancala::games::GameId;
use mancala::search::endgames::Endgames;
use mancala::search::Evaluate;

use crate::args::{json, write_file, Answer, Error, GameArgs};

#[derive(Args, Clone, Debug)]
pub struct EndgamesArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The most seeds on the board of a position in the database.
    #[arg(long)]
    pub seeds: u32,
    /// The file to write (gzipped when its name ends in `.gz`).
    #[arg(long, required_unless_present = "check", conflicts_with = "check")]
    pub out: Option<String>,
    /// The file to check (read as gzip when its name ends in `.gz`).
    #[arg(long)]
    pub check: Option<String>,
}

/// What was built, and written or checked.
#[derive(Clone, Debug, Serialize)]
pub struct EndgamesReport {
    pub seeds: u32,
    pub positions: usize,
    pub valued: u64,
    pub bytes: usize,
    pub millis: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_bytes: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub read_micros: Option<u128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checked: Option<String>,
}

pub fn run(args: &EndgamesArgs) -> Answer {
    let id = args.game.id()?;
    mancala::with_position!(id, P => endgames_file::<P>(id, args))
}

/// Builds the database of these rules and writes it to `out`, or checks that the file
/// `check` holds exactly what the build gives.
fn endgames_file<P: Evaluate>(id: GameId, args: &EndgamesArgs) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    let started = Instant::now();
    let built = Endgames::build::<P>(&rules, args.seeds).ok_or_else(|| {
        format!(
            "endgames: {} has no endgame database of {} seeds (two-row games only, at most 40 seeds)",
            id.as_str(),
            args.seeds
        )
    })?;
    let millis = started.elapsed().as_millis();
    let bytes = built
        .to_bytes()
        .ok_or("endgames: these rules cannot be named in a file")?;
    let mut report = EndgamesReport {
        seeds: built.seeds(),
        positions: built.len(),
        valued: built.valued,
        bytes: bytes.len(),
        millis,
        file_bytes: None,
        out: None,
        read_micros: None,
        checked: None,
    };
    match (&args.out, &args.check) {
        (Some(out), _) => {
            let file = if out.ends_with(".gz") {
                gzip(&bytes)
            } else {
                bytes
            };
            write_file(out, &file)?;
            report.file_bytes = Some(file.len());
            report.out = Some(out.clone());
        }
        (None, Some(path)) => {
            let file = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            let file = if path.ends_with(".gz") {
                gunzip(&file).map_err(|e| format!("{path}: not gzip: {e}"))?
            } else {
                file
            };
            let reading = Instant::now();
            let read =
                Endgames::from_bytes::<P>(&rules, file).map_err(|e| format!("{path}: {e}"))?;
            report.read_micros = Some(reading.elapsed().as_micros());
            if read.to_bytes().as_ref() != Some(&bytes) {
                return Err(Error(format!(
                    "{path}: its values are not those of a build for these rules"
                )));
            }
            report.checked = Some(path.clone());
        }
        (None, None) => return Err("endgames: give --out or --check".into()),
    }
    Ok(json(&report))
}

/// `bytes` gzipped at the best compression, with no name and no time in the header, so
/// that the same bytes always give the same file.
fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    // Writing to a Vec cannot fail.
    encoder.write_all(bytes).expect("gzip to memory");
    encoder.finish().expect("gzip to memory")
}

/// The bytes a gzip file holds.
fn gunzip(file: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(file).read_to_end(&mut bytes)?;
    Ok(bytes)
}
