//! `mancala solve-book`: Kalah's book of proven moves, grown by drop-out expansion
//! (`Book::expand`), the solver valuing each position.

use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use mancala::games::kalah::KalahPosition;
use mancala::games::{Game, Position, Side};
use mancala::search::book::{Book, Expansion};
use mancala::search::SearchResult;

use crate::args::{json, write_file, Answer, GameArgs, SolverArgs};
use crate::book::progress;

#[derive(Args, Clone, Debug)]
#[command(mut_arg("table_bits", |a| a.default_value("24")))]
pub struct SolveBookArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The most positions in the book.
    #[arg(long)]
    pub positions: usize,
    /// Every position after fewer than this many plies is a root (3: the two random
    /// plies of `match` and `loss` openings).
    #[arg(long, default_value_t = 3)]
    pub root_plies: u32,
    /// What the opponent's move other than the best costs, beyond its ply.
    #[arg(long, default_value_t = 4)]
    pub deviation_cost: u32,
    /// Positions with at most this many seeds in play end a line.
    #[arg(long, default_value_t = 32)]
    pub min_seeds: u32,
    /// Seconds of solving allowed one position (one not solved in time ends its line).
    #[arg(long, default_value_t = 60)]
    pub max_seconds: u64,
    #[command(flatten)]
    pub solver: SolverArgs,
    /// The file to write (again every 50 positions, so that a long build can be cut).
    #[arg(long)]
    pub out: String,
}

/// The book written.
#[derive(Clone, Debug, Serialize)]
pub struct SolvedBook {
    pub file: String,
    pub positions: usize,
    /// Positions not solved in time.
    pub unsolved: u32,
    pub millis: u128,
}

pub fn run(args: &SolveBookArgs) -> Answer {
    let rules = args.game.kalah()?;
    let plan = Expansion {
        root_plies: args.root_plies,
        positions: args.positions,
        deviation_cost: args.deviation_cost,
    };
    let started = Instant::now();
    let mut solver = args
        .solver
        .solver(Game::<KalahPosition>::new(rules).position());
    let (mut guess, mut unsolved) = (None, 0u32);
    let out = args.out.as_str();
    let write = |book: &Book| write_file(out, book.to_text());
    let mut failed = Ok(());
    let limit = Duration::from_secs(args.max_seconds);
    let book = Book::expand::<KalahPosition>(
        rules,
        &plan,
        &|position| position.seeds().is_some_and(|s| s.in_play > args.min_seeds),
        &mut |game| {
            let position = game.position();
            let begun = Instant::now();
            let Ok(solution) = solver.solve(position, guess, &|| begun.elapsed() >= limit) else {
                unsolved += 1;
                return None;
            };
            guess = Some(solution.value);
            let mover_value = match position.to_move() {
                Side::South => solution.value,
                Side::North => -solution.value,
            };
            Some(SearchResult {
                best: solution.best?,
                score: mover_value * 100,
                depth: u32::from(u8::MAX),
                nodes: solution.nodes,
                pv: Vec::new(),
            })
        },
        &mut progress(started, &write, &mut failed),
    );
    failed?;
    write(&book)?;
    Ok(json(&SolvedBook {
        file: out.to_owned(),
        positions: book.len(),
        unsolved,
        millis: started.elapsed().as_millis(),
    }))
}
