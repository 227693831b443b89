//! `mancala puzzles`: puzzles found in games the computer plays against itself
//! (`search::puzzles`), a line each in the format of static/puzzles/ as each is proven; or
//! a puzzle file with the line after each answer added.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Args;

use mancala::games::Game;
use mancala::search::puzzles::{Generator, Puzzle};
use mancala::search::Evaluate;

use crate::args::{Answer, Error, GameArgs};

#[derive(Args, Clone, Debug)]
pub struct PuzzlesArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Puzzles to find.
    #[arg(long, default_value_t = 10)]
    pub count: usize,
    /// The seed of the games played.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Positions each move's proving search may visit (not Kalah's: the solver proves).
    #[arg(long)]
    pub proof_nodes: Option<u64>,
    /// Positions each move's screening search may visit (default 20,000; less for the
    /// games of many moves a position, Calcala and Roocala).
    #[arg(long)]
    pub screen_nodes: Option<u64>,
    /// Finds no puzzles: prints the puzzle file FILE (of this game) with the line that
    /// follows each answer added where it has none (`line=`, a search's principal
    /// variation at the proof's node budget), comments kept.
    #[arg(long, value_name = "FILE")]
    pub lines: Option<PathBuf>,
}

pub fn run(args: &PuzzlesArgs) -> Answer {
    let id = args.game.id()?;
    match &args.lines {
        Some(file) => mancala::with_position!(id, P => puzzle_lines::<P>(file, args.proof_nodes)),
        None => mancala::with_position!(id, P => puzzles::<P>(args)),
    }
}

/// Each puzzle's line printed as soon as it is proven, the time each took on stderr; an
/// empty answer (every line already printed).
fn puzzles<P: Evaluate>(args: &PuzzlesArgs) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    if Game::<P>::new(rules).position().players() != 2 {
        return Err("puzzles are of two-player games".into());
    }
    let mut generator = Generator::default();
    if let Some(nodes) = args.proof_nodes {
        generator.proof_nodes = nodes;
    }
    if let Some(nodes) = args.screen_nodes {
        generator.screen_nodes = nodes;
    }
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    let mut made = 0;
    generator.generate::<P>(rules, args.count, args.seed, &mut |puzzle| {
        made += 1;
        eprintln!(
            "mancala: puzzle {made} after {:.1} s",
            started.elapsed().as_secs_f64()
        );
        // A reader that stops early closes the pipe: no reason to go on.
        writeln!(out, "{}", puzzle.to_line())
            .and_then(|()| out.flush())
            .is_ok()
    });
    if made < args.count {
        eprintln!("mancala: only {made} puzzles found");
    }
    Ok(String::new())
}

/// The puzzle file with each puzzle's line added where it has none, printed line by line
/// as each is found.
fn puzzle_lines<P: Evaluate>(file: &Path, proof_nodes: Option<u64>) -> Answer {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut generator = Generator::default();
    if let Some(nodes) = proof_nodes {
        generator.proof_nodes = nodes;
    }
    let mut out = std::io::stdout().lock();
    for (i, line) in text.lines().enumerate() {
        let kept = line.trim().is_empty() || line.trim_start().starts_with('#');
        let written = match kept {
            true => line.to_owned(),
            false => {
                let puzzle = Puzzle::parse(line).map_err(|e| format!("line {}: {e}", i + 1))?;
                match puzzle.line.is_empty() {
                    true => generator.with_line::<P>(&puzzle)?.to_line(),
                    false => line.to_owned(),
                }
            }
        };
        writeln!(out, "{written}").map_err(Error::new)?;
    }
    Ok(String::new())
}
