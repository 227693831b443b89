//! `mancala loss`: Kalah's loss bench (`search::loss`): the seeds a level gives away
//! against perfect play, game by game (each on stderr as it ends), and the mean, as JSON.

use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use mancala::games::kalah::KalahPosition;
use mancala::games::Game;
use mancala::search::loss::{play_and_judge, JudgedGame, LossPlan};
use mancala::search::matches::parse_level_name;

use crate::args::{json, read_book, Answer, Error, GameArgs, SolverArgs};

#[derive(Args, Clone, Debug)]
#[command(mut_arg("table_bits", |a| a.default_value("23")))]
pub struct LossArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Games to play.
    #[arg(long, default_value_t = 20)]
    pub games: u32,
    /// The seed of the random openings (and of the level's mistakes, if it makes any).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The level that plays both sides, e.g. expert.
    #[arg(long, default_value = "expert")]
    pub level: String,
    /// Another level for the other side (South in even games, North in odd ones):
    /// only the moves of `--level` are then counted, as against a player who strays
    /// from the book's lines.
    #[arg(long)]
    pub opponent: Option<String>,
    /// Seconds of solving allowed one position; the moves into and out of a position
    /// not solved in time are left out (and counted as such).
    #[arg(long, default_value_t = 30)]
    pub max_seconds: u64,
    #[command(flatten)]
    pub solver: SolverArgs,
    /// An opening book (`mancala book`, `mancala solve-book`): the level plays from it
    /// where it has the position.
    #[arg(long)]
    pub book: Option<String>,
    /// Judge the games of this file in place of playing any: a game a line, its moves
    /// from the start in our notation (as `mancala versus` logs them), each side's
    /// moves after the first two plies counted apart (`south_loss`, `north_loss`), so
    /// that two programs' games are judged by the same perfect play.
    #[arg(long, value_name = "FILE")]
    pub games_from: Option<PathBuf>,
}

/// The bench's answer.
#[derive(Clone, Debug, Serialize)]
pub struct LossReport {
    pub game: &'static str,
    pub level: String,
    pub opponent: Option<String>,
    pub games: Vec<JudgedGame>,
    pub moves: u64,
    pub measured: u64,
    pub loss: i64,
    pub mean_loss_per_game: f64,
    pub millis: u128,
}

pub fn run(args: &LossArgs) -> Answer {
    let rules = args.game.kalah()?;
    let book = args.book.as_deref().map(read_book).transpose()?;
    let given = args.games_from.as_deref().map(read_games).transpose()?;
    let level = parse_level_name(&args.level)?;
    let opponent = args.opponent.as_deref().map(parse_level_name).transpose()?;
    let plan = LossPlan {
        games: args.games,
        seed: args.seed,
        level,
        opponent,
        max_seconds: args.max_seconds,
        given,
        book: book.as_ref(),
    };
    let started = Instant::now();
    let natural = rules.to_natural_end();
    let mut solver = args
        .solver
        .solver(Game::<KalahPosition>::new(natural).position());
    let mut rows = Vec::new();
    play_and_judge(rules, &plan, &mut solver, &mut |row| {
        // A long bench's progress.
        eprintln!("{}", json(&row));
        rows.push(row);
    })?;
    let loss: i64 = rows.iter().map(|row| row.loss).sum();
    Ok(json(&LossReport {
        game: "kalah",
        level: level.0.to_string(),
        opponent: opponent.map(|(other, _)| other.to_string()),
        moves: rows.iter().map(|row| row.moves).sum(),
        measured: rows.iter().map(|row| row.measured).sum(),
        loss,
        mean_loss_per_game: loss as f64 / f64::from((rows.len() as u32).max(1)),
        games: rows,
        millis: started.elapsed().as_millis(),
    }))
}

/// The games of a `--games-from` file: a game a line, its moves separated by spaces;
/// blank lines are skipped.
fn read_games(path: &Path) -> Result<Vec<Vec<String>>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let games: Vec<Vec<String>> = (text.lines())
        .map(|line| {
            line.split_whitespace()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .filter(|moves| !moves.is_empty())
        .collect();
    if games.is_empty() {
        return Err(Error(format!("{}: no game in the file", path.display())));
    }
    Ok(games)
}
