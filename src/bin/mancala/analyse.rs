//! `mancala analyse`: a game reviewed move by move by the coach (`search::analysis`), a
//! JSON line a move printed as soon as it is found.

use std::io::Write;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use mancala::search::analysis::{Budgets, Coach};
use mancala::search::Evaluate;

use crate::args::{json, Answer, Error, PlayedArgs};

#[derive(Args, Clone, Debug)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub played: PlayedArgs,
    /// Only this ply (0 for the first move).
    #[arg(long)]
    pub ply: Option<usize>,
    /// Positions the Kalah solver may search for each position (0: no solver).
    #[arg(long)]
    pub solver_nodes: Option<u64>,
    /// Positions each search may visit (by default Expert's budget for the game).
    #[arg(long)]
    pub search_nodes: Option<u64>,
    /// The Kalah solver's table: 2^BITS buckets of 64 bytes.
    #[arg(long, value_parser = clap::value_parser!(u32).range(4..=26))]
    pub table_bits: Option<u32>,
    /// The Kalah solver's endgame database: every position of at most this many seeds.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=20))]
    pub endgame_seeds: Option<u32>,
}

/// One move's review.
#[derive(Clone, Debug, Serialize)]
pub struct MoveReview {
    pub ply: usize,
    #[serde(rename = "move")]
    pub played: String,
    pub best: String,
    pub loss: i32,
    pub verdict: &'static str,
    pub margin: i32,
    pub exact: bool,
    pub best_value: i32,
    pub played_value: i32,
    pub shares: Vec<u32>,
    pub nodes: u64,
    pub millis: u128,
}

pub fn run(args: &AnalyseArgs) -> Answer {
    let id = args.played.game.id()?;
    mancala::with_position!(id, P => analyse::<P>(args))
}

/// Each move's analysis, a JSON line printed as soon as it is found; an empty answer
/// (every line already printed) or why the game cannot be analysed.
fn analyse<P: Evaluate>(args: &AnalyseArgs) -> Answer {
    let rules = args.played.game.rules::<P::Rules>()?;
    let game = args.played.replay::<P>(rules)?;
    let standard = Budgets::STANDARD;
    let mut coach = Coach::new(Budgets {
        solver_nodes: args.solver_nodes.unwrap_or(standard.solver_nodes),
        solver_table_bits: args.table_bits.unwrap_or(standard.solver_table_bits),
        endgame_seeds: args.endgame_seeds.unwrap_or(standard.endgame_seeds),
        search_nodes: args.search_nodes.or(standard.search_nodes),
    });
    let plies: Vec<usize> = match args.ply {
        Some(ply) if ply >= game.moves_played() => {
            return Err(Error(format!(
                "there is no ply {ply}: the game has {} moves",
                game.moves_played()
            )))
        }
        Some(ply) => vec![ply],
        None => (0..game.moves_played()).collect(),
    };
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    for ply in plies {
        let began = Instant::now();
        let found = coach.analyse(&game, ply)?;
        let review = MoveReview {
            ply: found.ply,
            played: found.played.to_string(),
            best: found.best.to_string(),
            loss: found.loss,
            verdict: found.verdict.as_str(),
            margin: found.margin,
            exact: found.exact,
            best_value: found.best_value,
            played_value: found.played_value,
            shares: found.shares,
            nodes: found.nodes,
            millis: began.elapsed().as_millis(),
        };
        // A reader that stops early closes the pipe: no reason to go on.
        if writeln!(out, "{}", json(&review))
            .and_then(|()| out.flush())
            .is_err()
        {
            return Ok(String::new());
        }
    }
    eprintln!("mancala: analysed in {} ms", started.elapsed().as_millis());
    Ok(String::new())
}
