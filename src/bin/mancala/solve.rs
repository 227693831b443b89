//! `mancala solve`: Kalah solved after the moves given: South's final margin with perfect
//! play to the natural end and a best move, or the bounds proven when stopped, as JSON.

use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use mancala::games::kalah::KalahPosition;
use mancala::search::solve::Bounds;

use crate::args::{json, Answer, PlayedArgs, SolverArgs};

#[derive(Args, Clone, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub played: PlayedArgs,
    #[command(flatten)]
    pub solver: SolverArgs,
    /// Stop after this many seconds and print the bounds proven so far (`value` null,
    /// `lower` and `upper` South's margin at least and at most).
    #[arg(long)]
    pub max_seconds: Option<u64>,
    /// MTD(f)'s first guess at South's margin (by default a short run of the playing
    /// search's); one well below the value proves lower bounds early.
    #[arg(long, allow_hyphen_values = true)]
    pub first_guess: Option<i32>,
}

/// The bounds proven after an MTD(f) pass (on stderr as they come).
#[derive(Clone, Debug, Serialize)]
pub struct Progress {
    pub lower: i32,
    pub upper: i32,
    pub nodes: u64,
    pub millis: u128,
}

/// The answer: the value (null when stopped before it was proven) and its bounds.
#[derive(Clone, Debug, Serialize)]
pub struct Solved {
    pub value: Option<i32>,
    pub lower: i32,
    pub upper: i32,
    #[serde(rename = "move")]
    pub best: Option<String>,
    pub nodes: u64,
    pub millis: u128,
}

pub fn run(args: &SolveArgs) -> Answer {
    let rules = args.played.game.kalah()?;
    let game = args.played.replay::<KalahPosition>(rules)?;
    let started = Instant::now();
    let limit = args.max_seconds.map(Duration::from_secs);
    let stop = || limit.is_some_and(|limit| started.elapsed() >= limit);
    // The bounds proven after each MTD(f) pass, on stderr as they come (a long solve's
    // progress), then the answer on stdout.
    let mut solver = args.solver.solver(game.position());
    let built = solver.endgame_positions();
    let progress = |b: Bounds| {
        let millis = started.elapsed().as_millis();
        let (lower, upper, nodes) = (b.lower, b.upper, b.nodes + built);
        eprintln!(
            "{}",
            json(&Progress {
                lower,
                upper,
                nodes,
                millis
            })
        );
    };
    let found = solver.solve_reporting(game.position(), args.first_guess, &stop, &progress);
    let millis = started.elapsed().as_millis();
    Ok(json(&match found {
        Ok(solution) => Solved {
            value: Some(solution.value),
            lower: solution.value,
            upper: solution.value,
            best: solution.best.map(|m| m.to_string()),
            nodes: solution.nodes + built,
            millis,
        },
        Err(bounds) => Solved {
            value: None,
            lower: bounds.lower,
            upper: bounds.upper,
            best: None,
            nodes: bounds.nodes + built,
            millis,
        },
    }))
}
