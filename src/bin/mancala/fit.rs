//! `mancala fit-eval`: a game's evaluation fitted to labelled positions of its games
//! (`search::fitting`), the weights and the fit's error against the previous
//! evaluation's, as JSON.

use std::time::Instant;

use clap::Args;
use serde::Serialize;

use mancala::games::two_row::HomePosition;
use mancala::games::{GameId, Position};
use mancala::search::evaluation::homes::{self as home_evaluation, HomeEvaluation};
use mancala::search::evaluation::kalah;
use mancala::search::fitting::{self, Fit, FitPlan, FitRow, HomeLabels};

use crate::args::{build_endgames, json, write_file, Answer, EndgamesBuilt, Error, GameArgs};

#[derive(Args, Clone, Debug)]
pub struct FitArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Games to play.
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// The seed of the games' random openings and random moves.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Positions with at most this many seeds in the houses are labelled (default: 30
    /// in Kalah, which the solver must finish; every position in the other games).
    #[arg(long)]
    pub max_seeds: Option<u32>,
    /// Percent of the moves played at random (the rest: Hard's), for varied positions.
    #[arg(long, default_value_t = 15)]
    pub random_percent: u32,
    /// Milliseconds of solving allowed one position (Kalah); a position not solved in
    /// time is left out.
    #[arg(long, default_value_t = 2000)]
    pub max_millis: u64,
    /// Awari, Ayo, Oware: the depth of the search that labels a position the endgame
    /// database does not value (with the previous evaluation at its horizon).
    #[arg(long, default_value_t = 12)]
    pub label_depth: u32,
    /// Awari, Ayo, Oware: the endgame database's seeds (exact labels at this many
    /// seeds on the board or fewer, and probed by the labelling searches).
    #[arg(long, default_value_t = 10)]
    pub endgames: u32,
    /// Awari, Ayo, Oware: a second round: the labelling searches have the game's
    /// fitted evaluation at their horizon (not the standing), and the fit is compared
    /// with those weights.
    #[arg(long)]
    pub refit: bool,
    /// Writes the positions' features and labels here as CSV.
    #[arg(long)]
    pub out: Option<String>,
}

/// Kalah's fit.
#[derive(Clone, Debug, Serialize)]
pub struct KalahFit {
    pub game: &'static str,
    #[serde(flatten)]
    pub fit: Fit,
    /// Positions not solved in time.
    pub unsolved: u32,
    pub millis: u128,
}

/// Awari's, Ayo's or Oware's fit.
#[derive(Clone, Debug, Serialize)]
pub struct HomeFit {
    pub game: &'static str,
    #[serde(flatten)]
    pub fit: Fit,
    pub unlabelled: u32,
    /// Positions labelled by the endgame database, and by a search.
    pub exact: u32,
    pub searched: u32,
    pub label_depth: u32,
    pub refit: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub endgames: Option<EndgamesBuilt>,
    pub millis: u128,
}

pub fn run(args: &FitArgs) -> Answer {
    let id = args.game.id()?;
    let plan = |default_seeds| FitPlan {
        games: args.games,
        seed: args.seed,
        max_seeds: args.max_seeds.unwrap_or(default_seeds),
        random_percent: args.random_percent,
    };
    match id {
        GameId::Kalah => fit_kalah(args, &plan(30)),
        GameId::Awari | GameId::Ayo | GameId::Oware => fit_home(id, args, &plan(48)),
        _ => Err(Error(format!(
            "fit-eval fits kalah, awari, ayo and oware, not {}",
            id.as_str()
        ))),
    }
}

/// The fit of the rows (written as CSV to `--out` first).
fn fitted<const N: usize>(
    args: &FitArgs,
    rows: &[FitRow<N>],
    names: [&str; N],
    previous: [i32; N],
) -> Result<Fit, Error> {
    if let Some(path) = &args.out {
        write_file(path, fitting::rows_csv(rows, names))?;
    }
    Ok(fitting::fit(rows, names, previous)?)
}

/// Kalah's positions labelled by the solver.
fn fit_kalah(args: &FitArgs, plan: &FitPlan) -> Answer {
    let rules = args.game.rules()?;
    let started = Instant::now();
    let labelled = fitting::label_kalah(rules, plan, args.max_millis)?;
    let previous = [25, -25, 0, 0, 0, 0, 0, 0, 0];
    let names = kalah::FEATURE_NAMES;
    Ok(json(&KalahFit {
        game: "kalah",
        fit: fitted(args, &labelled.rows, names, previous)?,
        unsolved: labelled.unlabelled,
        millis: started.elapsed().as_millis(),
    }))
}

/// Awari's, Ayo's and Oware's positions labelled by the endgame database and searches.
fn fit_home(id: GameId, args: &FitArgs, plan: &FitPlan) -> Answer {
    let rules = args.game.rules::<<HomePosition as Position>::Rules>()?;
    let fitted_weights = rules.weights().copied();
    if args.refit && fitted_weights.is_none() {
        return Err(Error(format!(
            "--refit: {} with these options has no fitted evaluation to start from",
            id.as_str()
        )));
    }
    let started = Instant::now();
    let (endgames, built) = build_endgames::<HomePosition>(&rules, args.endgames)?;
    let labels = HomeLabels {
        depth: args.label_depth,
        endgames,
        refit: args.refit,
    };
    let labelled = fitting::label_home(rules, plan, &labels)?;
    // The previous evaluation: the homes, and a tenth of a seed for each seed on a side;
    // in a second round, the fitted weights it starts from.
    let mut previous = [0; home_evaluation::FEATURES];
    previous[0] = 10;
    previous[1] = -10;
    if let (true, Some(weights)) = (args.refit, fitted_weights) {
        previous = weights;
    }
    let names = home_evaluation::FEATURE_NAMES;
    Ok(json(&HomeFit {
        game: id.as_str(),
        fit: fitted(args, &labelled.rows, names, previous)?,
        unlabelled: labelled.unlabelled,
        exact: labelled.exact,
        searched: labelled.searched,
        label_depth: args.label_depth,
        refit: args.refit,
        endgames: built,
        millis: started.elapsed().as_millis(),
    }))
}
