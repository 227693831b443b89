//! Expert's search in Calcala with 3 or 4 players: the other players' moves are
//! predicted, not minimised ([`Multi::Modelled`]), as opponent modelling does (Carmel and
//! Markovitch's search with a model of the opponent), in place of the paranoid coalition
//! (Sturtevant and Korf). For each candidate move Expert plays it, then every other player's
//! move as the model level's search predicts it from that player's point of view, and values
//! the position when its turn is back: its captures minus the best other player's, or the
//! game's result; ties go to the two-ply paranoid value. Only a short list of candidates is
//! played out (the best by the paranoid value and the best by what they capture at once),
//! within the node budget. Match results: docs/computer.md, "Calcala with 3 players".

use super::alphabeta::{SearchResult, Searcher};
use super::table::Table;
use super::value::INFINITY;
use super::{Evaluate, Level, Multi, Settings};
use crate::games::{Game, Position};

/// How the other players' moves are predicted: the playing search at the model's settings
/// (given by the caller, which is that search).
pub(super) type Predict<'a, P> = dyn Fn(&Game<P>, &Settings, &dyn Fn() -> bool) -> Option<SearchResult<<P as Position>::Move>>
    + 'a;

/// Searches the game's current position, where the player to move has a choice of
/// `moves` (at least one), with `Multi::Modelled`.
pub(super) fn modelled<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    model: Level,
    candidates: usize,
    stop: &dyn Fn() -> bool,
    moves: Vec<P::Move>,
    predict: &Predict<'_, P>,
) -> SearchResult<P::Move> {
    let root = game.position();
    // Values only: no table needed.
    let values = Searcher::<P>::new(
        game,
        &Settings {
            table_bits: 0,
            ..*settings
        },
        stop,
        Table::new(0),
    );
    let mut model = model.settings(root.game(), settings.seed);
    // The model never models in turn.
    model.multi = Multi::Paranoid;
    let mut nodes = 0u64;

    let chosen = shortlist(&values, root, &moves, candidates, &mut nodes);

    // Each candidate played out to the root's next turn with the predicted moves.
    let mut best: Option<(i32, i32, Vec<P::Move>)> = None;
    for &(m, paranoid) in &chosen {
        let mut line = game.clone();
        if line.play(m).is_err() {
            continue;
        }
        let pv = play_out(&mut line, m, &values, &model, stop, predict, &mut nodes);
        let v = best_capture(&values, line.position(), &mut nodes);
        if best
            .as_ref()
            .is_none_or(|&(bv, bp, _)| (v, paranoid) > (bv, bp))
        {
            best = Some((v, paranoid, pv));
        }
        let over_budget = settings.limits.nodes.is_some_and(|n| nodes >= n);
        if over_budget || stop() {
            break;
        }
    }
    let (score, _, pv) = best.unwrap_or_else(|| (values.evaluate(root), 0, vec![moves[0]]));
    SearchResult {
        best: pv[0],
        score,
        depth: pv.len() as u32,
        nodes,
        pv,
    }
}

/// The candidates worth playing out, each with its two-ply paranoid value: every move
/// valued at once and after the next player's worst answer for the root, then the best
/// `candidates` by each of the two values.
fn shortlist<P: Evaluate>(
    values: &Searcher<'_, P>,
    root: &P,
    moves: &[P::Move],
    candidates: usize,
    nodes: &mut u64,
) -> Vec<(P::Move, i32)> {
    let mut valued: Vec<(P::Move, i32, i32)> = Vec::with_capacity(moves.len());
    for &m in moves {
        let Some(child) = root.play_fast(m) else {
            continue;
        };
        *nodes += 1;
        let now = margin(values, &child);
        let paranoid = worst_answer(values, &child, nodes);
        valued.push((m, now, paranoid));
    }
    let mut by_paranoid = valued.clone();
    by_paranoid.sort_by_key(|&(_, now, par)| (std::cmp::Reverse(par), std::cmp::Reverse(now)));
    let mut by_now = valued;
    by_now.sort_by_key(|&(_, now, par)| (std::cmp::Reverse(now), std::cmp::Reverse(par)));
    let mut chosen: Vec<(P::Move, i32)> = Vec::new();
    for &(m, _, par) in by_paranoid
        .iter()
        .take(candidates)
        .chain(by_now.iter().take(candidates))
    {
        if !chosen.iter().any(|&(c, _)| c == m) {
            chosen.push((m, par));
        }
    }
    chosen
}

/// Plays the other players' predicted moves on `line` (where the root has just played
/// `first`) until the root's turn is back or the game ends; returns the line's moves.
fn play_out<P: Evaluate>(
    line: &mut Game<P>,
    first: P::Move,
    values: &Searcher<'_, P>,
    model: &Settings,
    stop: &dyn Fn() -> bool,
    predict: &Predict<'_, P>,
    nodes: &mut u64,
) -> Vec<P::Move> {
    let mut pv = vec![first];
    while line.position().outcome().is_none() && !values.on_root_side(line.position()) {
        let Some(found) = predict(line, model, stop) else {
            break;
        };
        *nodes += found.nodes.max(1);
        if line.play(found.best).is_err() {
            break;
        }
        pv.push(found.best);
    }
    pv
}

/// The root's margin (its captures minus the best other's) in a position, whoever moves
/// there, from the game's result once it has ended.
fn margin<P: Evaluate>(values: &Searcher<'_, P>, position: &P) -> i32 {
    let v = match position.outcome() {
        Some(outcome) => values.terminal(position, outcome, 0),
        None => values.evaluate(position),
    };
    values.for_mover(position, v)
}

/// The root's margin after its best move in a position where it is to move (at once, no
/// answer), or its margin there when the game is over or nothing can be played.
fn best_capture<P: Evaluate>(values: &Searcher<'_, P>, position: &P, nodes: &mut u64) -> i32 {
    if position.outcome().is_some() || !values.on_root_side(position) {
        return margin(values, position);
    }
    let mut best = -INFINITY;
    for m in position.legal_moves() {
        if let Some(next) = position.play_fast(m) {
            *nodes += 1;
            best = best.max(margin(values, &next));
        }
    }
    if best == -INFINITY {
        margin(values, position)
    } else {
        best
    }
}

/// The root's margin after the worst answer for it of the player to move (the root's
/// margin there when the game is over or nothing can be played).
fn worst_answer<P: Evaluate>(values: &Searcher<'_, P>, position: &P, nodes: &mut u64) -> i32 {
    if position.outcome().is_some() {
        return margin(values, position);
    }
    // An extra turn for the root (not in Calcala): its best instead.
    let sign = if values.on_root_side(position) { -1 } else { 1 };
    let mut worst = INFINITY;
    for answer in position.legal_moves() {
        if let Some(next) = position.play_fast(answer) {
            *nodes += 1;
            worst = worst.min(sign * margin(values, &next));
        }
    }
    if worst == INFINITY {
        margin(values, position)
    } else {
        sign * worst
    }
}
