//! Every move's worth: the analysis board's answer for a position (issue 51). Each legal
//! move is valued for the player to move, the best first, with whether the value is exact
//! and otherwise how deep it was searched, and the best line. Nothing here is a search of
//! its own: the game's end, the opening book (its proven entries), the endgame database
//! and, in Kalah, the solver ([`KalahProver`]) give exact values; the rest is Expert's
//! search ([`search_with`]) of the position after each move, deepened one ply at a time so
//! that a caller (the worker, `mancala explore`) sees each completed depth as it comes,
//! and stops it when it likes. With 3 or 4 players, each move is played out to the mover's
//! next turn as the coach does, the other players' moves predicted, and valued by each
//! player's captures then.

use std::ops::ControlFlow;

use super::analysis::{hundredths, margin_of, played_out, seeds};
use super::book::Book;
use super::prover::{Budgets, KalahProver};
use super::{search_with, Evaluate, Level, Memory, Stop};
use crate::games::{Game, GameId, Player};

/// Where a move's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The game is over after the move: its result.
    End,
    /// The opening book's proven entry.
    Book,
    /// The endgame database.
    Endgames,
    /// Kalah's solver.
    Solver,
    /// Expert's search, to a depth.
    Search,
    /// With 3 or 4 players: the move played out to the mover's next turn.
    Playout,
}

impl Source {
    /// The lower-case name of the tool's JSON and the worker's messages.
    pub fn as_str(self) -> &'static str {
        match self {
            Source::End => "end",
            Source::Book => "book",
            Source::Endgames => "endgames",
            Source::Solver => "solver",
            Source::Search => "search",
            Source::Playout => "playout",
        }
    }

    /// Whether a value from here is exact (perfect play from the position on).
    pub fn is_exact(self) -> bool {
        matches!(
            self,
            Source::End | Source::Book | Source::Endgames | Source::Solver
        )
    }
}

/// One legal move's worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWorth<M> {
    /// The move.
    pub played: M,
    /// Its value for the player to move, in hundredths of a seed: the final margin (its
    /// total minus the opponent's, or with 3 or 4 players the best other player's) with
    /// the best play found; exact values are whole seeds.
    pub score: i32,
    /// The same in whole seeds.
    pub value: i32,
    /// Where the value comes from (exact or not).
    pub source: Source,
    /// Plies searched from the position (the move and the search after it); 0 for exact
    /// values.
    pub depth: u32,
    /// The line expected after the position, starting with the move.
    pub line: Vec<M>,
    /// With 3 or 4 players, each seat's captures when the mover's turn comes back; empty
    /// with two.
    pub shares: Vec<u32>,
}

impl<M> MoveWorth<M> {
    /// Whether the value is exact.
    pub fn exact(&self) -> bool {
        self.source.is_exact()
    }
}

/// Every legal move's worth at one point of the exploration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exploration<M> {
    /// Every legal move, the best first (ties in the order of the legal moves).
    pub moves: Vec<MoveWorth<M>>,
    /// The depth every move not exact has been searched to (plies from the position); 0
    /// when every move is exact, or none was searched yet.
    pub depth: u32,
    /// Positions searched so far.
    pub nodes: u64,
    /// Every value is exact: searching on changes nothing.
    pub complete: bool,
}

impl<M: Copy> Exploration<M> {
    /// The best line: the best move's.
    pub fn best_line(&self) -> Vec<M> {
        self.moves
            .first()
            .map(|m| m.line.clone())
            .unwrap_or_default()
    }
}

/// What the explorer keeps from one position to the next: the solver (its endgame database
/// and table) and the search's memory (its table, and the endgame database it is given).
pub struct Explorer {
    prover: Option<KalahProver>,
    budgets: Budgets,
    memory: Memory,
}

/// Seeds in play that the solver proves in a fraction of a second whatever the board
/// (Kalah(6,4)'s positions of 30 seeds on the board take under 0.7 s for all their moves:
/// docs/computer.md, "Every move's worth"): small boards are tried from their start.
const SOLVED_QUICKLY: u32 = 30;

/// The deepest iteration an exploration goes to.
pub const MAX_DEPTH: u32 = 40;

impl Explorer {
    /// An explorer whose solver has these budgets (the solver's node budget aside: the
    /// caller's `stop` bounds each proof); nothing is built before the first position.
    pub fn new(budgets: Budgets) -> Explorer {
        Explorer {
            prover: None,
            budgets,
            memory: Memory::new(),
        }
    }

    /// Builds what the exact tries of `position`'s game need before the clock starts (in
    /// Kalah, the solver's endgame database: most of a second natively for 13 seeds), so
    /// that a first exploration's budget is the exploration's. Later positions of the same
    /// rules reuse it.
    pub fn prepare<P: Evaluate>(&mut self, position: &P) {
        if position.game() == GameId::Kalah && self.budgets.solver_nodes > 0 {
            let prover = self
                .prover
                .get_or_insert_with(|| KalahProver::new(&self.budgets));
            let _ = prover.value_within(position, None, u64::MAX, &|| true);
        }
    }

    /// The search's memory, to give it an endgame database ([`Memory::set_endgames`]).
    pub fn memory_mut(&mut self) -> &mut Memory {
        &mut self.memory
    }

    /// Values every legal move of the game's position (its history counts for
    /// repetitions): exact values first (the end, `book`, the endgame database, Kalah's
    /// solver), then Expert's search of the others, one ply deeper each time, until `stop`
    /// says so, every value is exact, `max_depth` plies are searched, or `on_depth`
    /// breaks. `on_depth` hears the exploration after the exact values and after each
    /// completed depth; the answer is the last one it heard (the moves searched to a depth
    /// that `stop` cut short keep their values of the depth before). A finished game has
    /// no moves.
    pub fn explore<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        book: Option<&Book>,
        stop: &dyn Stop,
        max_depth: u32,
        on_depth: &mut dyn FnMut(&Exploration<P::Move>) -> ControlFlow<()>,
    ) -> Exploration<P::Move> {
        let root = game.position();
        let mover = root.to_move();
        let mut nodes = 0u64;
        let mut moves = Vec::new();
        let mut children = Vec::new();
        for m in root.legal_moves() {
            let mut child = game.clone();
            if child.play(m).is_err() {
                continue;
            }
            let known = self.exact_value(&child, book, stop, &mut nodes);
            moves.push(match known {
                Some((source, value, line)) => worth(m, 100 * value, source, 0, line),
                None => worth(m, 0, Source::Search, 0, vec![m]),
            });
            children.push(child);
        }
        let mut found = exploration(moves.clone(), 0, nodes);
        let multi = root.players() > 2;
        if multi && !found.complete {
            for worth in moves.iter_mut().filter(|worth| !worth.exact()) {
                let (value, shares, n) = played_out(game, worth.played);
                nodes += n;
                *worth = MoveWorth {
                    shares,
                    ..self::worth(worth.played, value, Source::Playout, 1, vec![worth.played])
                };
            }
            found = exploration(moves.clone(), 1, nodes);
        }
        if on_depth(&found).is_break() || found.complete || multi {
            return found;
        }
        let mut settings = Level::Expert.settings(root.game(), 0);
        // The exact tries are this module's own, each move's before its search.
        settings.exact_nodes = 0;
        settings.limits.nodes = None;
        settings.limits.millis = None;
        for depth in 1..=max_depth.min(MAX_DEPTH) {
            let mut next = moves.clone();
            let mut deepest = 0;
            for (worth, child) in next.iter_mut().zip(&children) {
                if worth.exact() {
                    continue;
                }
                if stop.now() {
                    return found;
                }
                if depth == 1 {
                    // One ply: the move, and the evaluation of the position it makes.
                    let estimate = child.position().evaluation();
                    let (own, other) = (mover.index(), 1 - mover.index().min(1));
                    let score = estimate[own] - estimate[other];
                    *worth =
                        self::worth(worth.played, score, Source::Search, 1, vec![worth.played]);
                    deepest = 1;
                    continue;
                }
                // The search after the move goes one ply less deep than the exploration.
                settings.limits.depth = Some(depth - 1);
                let Some(result) = search_with(child, &settings, stop, &mut self.memory) else {
                    continue;
                };
                if stop.now() {
                    // Cut short: this depth is not complete.
                    return found;
                }
                nodes += result.nodes;
                let same_mover = child.position().to_move().index() == mover.index();
                let score = if same_mover {
                    result.score
                } else {
                    -result.score
                };
                let mut line = vec![worth.played];
                line.extend(result.pv);
                deepest = deepest.max(result.depth + 1);
                *worth = self::worth(
                    worth.played,
                    hundredths(score),
                    Source::Search,
                    result.depth + 1,
                    line,
                );
            }
            moves = next;
            found = exploration(moves.clone(), depth, nodes);
            if on_depth(&found).is_break() || found.complete {
                break;
            }
            // Every line ended before this depth: deeper searches find the same.
            if deepest < depth {
                break;
            }
        }
        found
    }

    /// The exact value of the game's position for the player who moved into it (the
    /// root's mover), with where it comes from and the line known: `None` where none is
    /// known within `stop`.
    fn exact_value<P: Evaluate>(
        &mut self,
        child: &Game<P>,
        book: Option<&Book>,
        stop: &dyn Stop,
        nodes: &mut u64,
    ) -> Option<(Source, i32, Vec<P::Move>)> {
        let (played, before) = child
            .played()
            .next()
            .map(|p| (p.played_move(), p.number()))?;
        let mover = child.position_after(before - 1)?.to_move();
        let position = child.position();
        let for_mover = |value: i32| {
            if position.to_move().index() == mover.index() {
                value
            } else {
                -value
            }
        };
        if let Some(outcome) = position.outcome() {
            return Some((Source::End, margin_of(outcome, mover), vec![played]));
        }
        if position.players() > 2 {
            return None;
        }
        if let Some(entry) = book
            .and_then(|b| b.lookup(child))
            .filter(|e| e.depth == 255)
        {
            let mut line = vec![played];
            line.extend(position.parse_move(&entry.best).ok());
            return Some((Source::Book, for_mover(seeds(entry.score)), line));
        }
        if let Some(margin) = self
            .memory
            .endgames()
            .filter(|e| e.fits::<P>(position.rules()))
            .and_then(|e| e.margin(position))
        {
            return Some((Source::Endgames, for_mover(margin), vec![played]));
        }
        if position.game() != GameId::Kalah || self.budgets.solver_nodes == 0 || stop.exact_try() {
            return None;
        }
        // The solver's proofs take millions of positions while most seeds are in play
        // (docs/computer.md, "Exact Kalah"): it is tried only where Expert tries it or on
        // a few seeds, and within the budget's positions, so that the search has the time
        // left.
        let seeds = position.seeds()?;
        let total = seeds.in_play + seeds.stores.iter().sum::<u32>();
        let (share, of) = super::level::EXACT_SHARE;
        if seeds.in_play * of > total * share && seeds.in_play > SOLVED_QUICKLY {
            return None;
        }
        let prover = self
            .prover
            .get_or_insert_with(|| KalahProver::new(&self.budgets));
        let budget = self.budgets.solver_nodes;
        // Within the clock's share for exact tries (`Stop::exact_try`): the search has the
        // rest.
        let proved = prover.value_within(position, None, budget, &|| stop.exact_try())?;
        *nodes += proved.nodes;
        let mut line = vec![played];
        line.extend(proved.best);
        Some((Source::Solver, for_mover(proved.value), line))
    }
}

fn worth<M>(played: M, score: i32, source: Source, depth: u32, line: Vec<M>) -> MoveWorth<M> {
    MoveWorth {
        played,
        score,
        value: seeds(score),
        source,
        depth,
        line,
        shares: Vec::new(),
    }
}

/// The moves, the best first (a stable sort: ties keep the legal moves' order).
fn exploration<M>(mut moves: Vec<MoveWorth<M>>, depth: u32, nodes: u64) -> Exploration<M> {
    moves.sort_by_key(|m| std::cmp::Reverse(m.score));
    let complete = moves.iter().all(MoveWorth::exact);
    Exploration {
        moves,
        depth: if complete { 0 } else { depth },
        nodes,
        complete,
    }
}

#[cfg(test)]
mod tests;
