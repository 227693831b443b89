//! Fitting a game's evaluation (`mancala fit-eval`, docs/computer.md, "The evaluation"):
//! games of Hard against itself (some moves at random, the previous evaluation, so that
//! the positions do not depend on the weights), their positions labelled with what the
//! player to move still gains on the opponent (Kalah: solved; Awari, Ayo, Oware: the
//! endgame database's exact value, else a deeper search), and the weights fitted to the
//! labels by ordinary least squares (the normal equations), measured on every fifth
//! position held out. Native only: it times the solver with the system clock.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::two_row::{HomePosition, TwoRowPosition};
use crate::games::{Game, Position, Side};

use super::endgames::Endgames;
use super::matches::{play_opening, Opening};
use super::solve::KalahSolver;
use super::{search, search_with, Evaluate, Level, Limits, Memory, Rng, Settings, DECIDED, WIN};

/// What a fit plays and labels.
#[derive(Clone, Copy, Debug)]
pub struct FitPlan {
    pub games: u32,
    pub seed: u64,
    /// Positions with more seeds in the houses are not labelled.
    pub max_seeds: u32,
    /// Percent of the moves played at random (the rest: Hard's).
    pub random_percent: u32,
}

/// One labelled position: its features and what the player to move still gains on the
/// opponent, in seeds.
pub type FitRow<const N: usize> = ([i32; N], f64);

/// A game's labelled positions.
pub struct Labelled<const N: usize> {
    pub rows: Vec<FitRow<N>>,
    /// Positions the labeller left without a value (Kalah: not solved in time).
    pub unlabelled: u32,
    /// Awari, Ayo, Oware: positions labelled by the endgame database, and by a search.
    pub exact: u32,
    pub searched: u32,
}

/// Kalah's labels: the positions solved to the natural end, each solve allowed
/// `max_millis` (`evaluation::kalah`).
pub fn label_kalah(
    rules: KalahRules,
    plan: &FitPlan,
    max_millis: u64,
) -> Result<Labelled<{ super::evaluation::kalah::FEATURES }>, String> {
    use super::evaluation::kalah as evaluation;
    let mut solver = KalahSolver::new(Game::<KalahPosition>::new(rules).position(), 22, 16);
    let mut guess = None;
    let label = |game: &Game<KalahPosition>| {
        let position = game.position();
        let board = position.board();
        let start = Instant::now();
        let limit = Duration::from_millis(max_millis);
        let stop = || start.elapsed() >= limit;
        let solution = solver.solve(position, guess, &stop).ok()?;
        guess = Some(solution.value);
        let south = solution.value - i32::from(board.store(Side::South))
            + i32::from(board.store(Side::North));
        let gain = if position.to_move() == Side::South {
            south
        } else {
            -south
        };
        Some(f64::from(gain))
    };
    let (rows, unlabelled) = fit_positions(rules, plan, evaluation::features, label)?;
    Ok(Labelled {
        rows,
        unlabelled,
        exact: 0,
        searched: 0,
    })
}

/// How Awari's, Ayo's and Oware's positions are labelled.
pub struct HomeLabels {
    /// The labelling search's depth.
    pub depth: u32,
    /// The endgame database (exact labels, and probed by the searches).
    pub endgames: Option<Arc<Endgames>>,
    /// The fitted evaluation at the search's horizon, in place of the standing.
    pub refit: bool,
}

/// Awari's, Ayo's and Oware's labels: the endgame database's exact value where it has
/// the position, else the value of a search `depth` plies deep with the standing (or,
/// with `refit`, the fitted evaluation) at its horizon, probing the database
/// (`evaluation::homes`).
pub fn label_home(
    rules: <HomePosition as Position>::Rules,
    plan: &FitPlan,
    labels: &HomeLabels,
) -> Result<Labelled<{ super::evaluation::homes::FEATURES }>, String> {
    use super::evaluation::homes as home_evaluation;
    let mut settings = Settings::with_limits(Limits {
        depth: Some(labels.depth),
        ..Limits::default()
    });
    settings.enhancements.tuned_evaluation = labels.refit;
    let mut memory = Memory::new();
    memory.set_endgames(labels.endgames.clone());
    let (mut exact, mut searched) = (0u32, 0u32);
    let label = |game: &Game<HomePosition>| {
        let position = game.position();
        let board = position.board();
        let mover = position.to_move();
        let banked = i32::from(board.store(mover)) - i32::from(board.store(mover.opponent()));
        if let Some(gain) = labels.endgames.as_ref().and_then(|e| e.gain(position)) {
            exact += 1;
            return Some(f64::from(gain));
        }
        let found = search_with(game, &settings, &|| false, &mut memory)?;
        searched += 1;
        let value = if found.score.abs() > DECIDED {
            // A decided game: WIN + 1000 * margin - ply (or the loss's mirror).
            // A thousand a seed, less the plies to the end (far fewer than 500).
            let from_win = found.score - found.score.signum() * WIN;
            (f64::from(from_win) / 1000.0).round()
        } else {
            f64::from(found.score) / 100.0
        };
        Some(value - f64::from(banked))
    };
    let (rows, unlabelled) = fit_positions(rules, plan, home_evaluation::features, label)?;
    Ok(Labelled {
        rows,
        unlabelled,
        exact,
        searched,
    })
}

/// Plays the plan's games (two random plies, then Hard with the previous evaluation, some
/// moves at random) and labels each position once (those with at most the plan's seeds in
/// the houses); gives the rows and how many positions `label` left without a value.
pub fn fit_positions<P: TwoRowPosition + Evaluate, const N: usize>(
    rules: P::Rules,
    plan: &FitPlan,
    features: fn(&P) -> [i32; N],
    mut label: impl FnMut(&Game<P>) -> Option<f64>,
) -> Result<(Vec<FitRow<N>>, u32), String> {
    let mut rng = Rng::new(plan.seed);
    let id = Game::<P>::new(rules).position().game();
    // Hard plays with the previous evaluation, so that the positions do not depend on the
    // weights being fitted.
    let mut hard = Level::Hard.settings(id, plan.seed);
    hard.enhancements.tuned_evaluation = false;
    let mut rows = Vec::new();
    let (mut unlabelled, mut seen) = (0u32, HashSet::new());
    for _ in 0..plan.games {
        let mut game = play_opening::<P>(rules, 2, Opening::Random, &mut rng)?;
        while game.position().outcome().is_none() {
            let position = game.position().clone();
            let board = position.board();
            let in_houses = board.house_total(Side::South) + board.house_total(Side::North);
            if in_houses <= plan.max_seeds && seen.insert(position.key()) {
                match label(&game) {
                    Some(gain) => rows.push((features(&position), gain)),
                    None => unlabelled += 1,
                }
            }
            let moves = position.legal_moves();
            let m = if (rng.below(100) as u32) < plan.random_percent {
                moves[rng.below(moves.len())]
            } else {
                search(&game, &hard, &|| false)
                    .map(|found| found.best)
                    .ok_or_else(|| "a game without an outcome has no move".to_owned())?
            };
            game.play(m).map_err(|e| e.to_string())?;
        }
    }
    Ok((rows, unlabelled))
}

/// The rows as CSV: the features' names and `gain`, then a line a position.
pub fn rows_csv<const N: usize>(rows: &[FitRow<N>], names: [&str; N]) -> String {
    let mut text = names.join(",") + ",gain\n";
    for (features, gain) in rows {
        let line: Vec<String> = features.iter().map(i32::to_string).collect();
        text += &format!("{},{gain}\n", line.join(","));
    }
    text
}

/// A fit: the weights (hundredths of a seed) and their error in seeds, on the rows they
/// were fitted to and on the fifth held out, against the previous evaluation's and the
/// stores' alone.
#[derive(Clone, Debug, Serialize)]
pub struct Fit {
    pub positions: usize,
    pub features: Vec<String>,
    pub weights: Vec<i32>,
    pub rms_train: f64,
    pub rms_held_out: f64,
    pub previous_weights: Vec<i32>,
    pub rms_held_out_previous: f64,
    pub rms_held_out_stores_only: f64,
}

/// Fits the weights on four rows in five and measures them on the fifth.
pub fn fit<const N: usize>(
    rows: &[FitRow<N>],
    names: [&str; N],
    previous: [i32; N],
) -> Result<Fit, String> {
    // Every fifth position is held out to measure the fit on positions it did not see.
    let (train, test): (Vec<_>, Vec<_>) = rows.iter().enumerate().partition(|(k, _)| k % 5 != 4);
    let train: Vec<_> = train.into_iter().map(|(_, row)| *row).collect();
    let test: Vec<_> = test.into_iter().map(|(_, row)| *row).collect();
    let weights = least_squares(&train).ok_or("too few positions to fit the weights")?;
    let hundredths: Vec<i32> = weights.iter().map(|w| (100.0 * w).round() as i32).collect();
    Ok(Fit {
        positions: rows.len(),
        features: names.iter().map(|&n| n.to_owned()).collect(),
        rms_train: rms(&train, &hundredths),
        rms_held_out: rms(&test, &hundredths),
        weights: hundredths,
        previous_weights: previous.to_vec(),
        rms_held_out_previous: rms(&test, &previous),
        rms_held_out_stores_only: rms(&test, &[0; N]),
    })
}

/// The error, in seeds, of an evaluation given in hundredths of a seed.
fn rms<const N: usize>(rows: &[FitRow<N>], w: &[i32]) -> f64 {
    let squares: f64 = rows
        .iter()
        .map(|(f, gain)| {
            let predicted: i32 = f.iter().zip(w).map(|(f, w)| f * w).sum();
            (f64::from(predicted) / 100.0 - gain).powi(2)
        })
        .sum();
    (squares / rows.len().max(1) as f64).sqrt()
}

/// The weights minimising the squared error of `rows`' labels (ordinary least squares,
/// by the normal equations and Gaussian elimination with partial pivoting); `None` when
/// the features do not determine them.
pub fn least_squares<const N: usize>(rows: &[FitRow<N>]) -> Option<[f64; N]> {
    let mut a = [[0.0f64; N]; N];
    let mut b = [0.0f64; N];
    // A feature that never occurs in a game's positions (Awari's extra turns in Ayo) gets
    // weight 0 from a tiny ridge, instead of leaving the equations singular.
    for (i, row) in a.iter_mut().enumerate() {
        row[i] = 1e-6 * rows.len() as f64;
    }
    for (features, label) in rows {
        for i in 0..N {
            b[i] += f64::from(features[i]) * label;
            for j in 0..N {
                a[i][j] += f64::from(features[i]) * f64::from(features[j]);
            }
        }
    }
    for col in 0..N {
        let pivot = (col..N).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-9 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (pivot_row, pivot_b) = (a[col], b[col]);
        for (row, (a_row, b_row)) in a.iter_mut().zip(b.iter_mut()).enumerate() {
            if row != col {
                let factor = a_row[col] / pivot_row[col];
                for (x, p) in a_row.iter_mut().zip(pivot_row).skip(col) {
                    *x -= factor * p;
                }
                *b_row -= factor * pivot_b;
            }
        }
    }
    let mut w = [0.0; N];
    for i in 0..N {
        w[i] = b[i] / a[i][i];
    }
    Some(w)
}
