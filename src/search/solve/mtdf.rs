//! The solver's driver: MTD(f) (Plaat, Schaeffer, Pijls and de Bruin, "Best-First
//! Fixed-Depth Minimax Algorithms", 1996), a sequence of zero-window alpha-beta searches of
//! the root (`Solver::search`, in `search.rs`) that converges on the exact value, each pass
//! reusing the bounds the ones before left in the transposition table. Its first guess is
//! the caller's (South's margin) or the playing search's after a short think; a guess below
//! the value makes the first passes cheap lower bounds, which is how the larger boards are
//! climbed. Once the value is known, each root move is asked in turn with a window around
//! it for one that reaches it. Stopped early, the driver returns the bounds the finished
//! passes proved. Figures: docs/solver.md, "Techniques" and "Proven results".

use crate::games::kalah::{GameEnd, KalahPosition};
use crate::games::two_row::{HouseMove, TwoRowPosition};
use crate::games::{Position, Side};

use super::board::{Houses, MAX_HOUSES};
use super::search::{Kept, Solver};

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// South's final total minus North's, with perfect play.
    pub value: i32,
    /// A best move for the player to move; `None` when the game is over.
    pub best: Option<HouseMove>,
    /// Positions searched.
    pub nodes: u64,
}

/// What an unfinished solve proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// South's final margin with perfect play is at least this...
    pub lower: i32,
    /// ...and at most this.
    pub upper: i32,
    /// Positions searched.
    pub nodes: u64,
}

impl Solver<'_> {
    /// The exact value by MTD(f) from a first guess, or the bounds proven when `stop`
    /// ended the search first.
    pub(super) fn mtdf(&mut self, b: &Houses, guess: i32) -> Result<i32, (i32, i32)> {
        let (mut lower, mut upper) = (-i32::MAX, i32::MAX);
        let mut g = guess;
        // The clock is read only for the trace: in the browser's worker (the coach) there
        // is no `Instant`, and reading it there panics.
        let started = std::env::var_os("SOLVE_TRACE").map(|_| std::time::Instant::now());
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            g = self.search_root(b, beta - 1, beta);
            if self.stopped {
                return Err((lower, upper));
            }
            if let Some(started) = started {
                eprintln!(
                    "beta {beta} -> {g} nodes {} at {} ms",
                    self.nodes,
                    started.elapsed().as_millis()
                );
            }
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
            (self.report)(lower, upper, self.nodes);
        }
        Ok(g)
    }
}

/// A first guess for MTD(f): the playing search's margin after a short think, less the
/// stores' present difference (the value counts only what is still to come).
fn playing_search_guess(position: &KalahPosition, stores: i32) -> i32 {
    let settings = crate::search::Settings::with_limits(crate::search::Limits {
        nodes: Some(200_000),
        ..crate::search::Limits::default()
    });
    let game = crate::games::Game::from_position(position.clone());
    let Some(found) = crate::search::alphabeta::search_alone(&game, &settings, &|| false) else {
        return 0;
    };
    crate::search::value::margin_in_seeds(found.score) - stores
}

/// One solve with `kept`'s database and table; the nodes counted are this search's.
pub(super) fn solve_with(
    kept: Kept<'_>,
    position: &KalahPosition,
    first_guess: Option<i32>,
    stop: &dyn Fn() -> bool,
    progress: &dyn Fn(Bounds),
) -> Result<Solution, Bounds> {
    let rules = kept.rules;
    let board = position.board();
    let mover = position.to_move();
    let h = rules.h;
    let mut b: Houses = [0; 2 * MAX_HOUSES];
    b[..h].copy_from_slice(board.houses(mover));
    b[h..2 * h].copy_from_slice(board.houses(mover.opponent()));
    let stores = i32::from(board.store(mover)) - i32::from(board.store(mover.opponent()));
    let south = |v: i32| if mover == Side::South { v } else { -v };

    let mine: i32 = b[..h].iter().map(|&x| i32::from(x)).sum();
    let theirs: i32 = b[h..2 * h].iter().map(|&x| i32::from(x)).sum();
    let over = match rules.end {
        GameEnd::AnyEmpty => mine == 0 || theirs == 0,
        GameEnd::NewMoverEmpty => mine == 0,
    };
    if over {
        return Ok(Solution {
            value: south(stores + rules.leftover(mine, theirs)),
            best: None,
            nodes: 0,
        });
    }
    let on_board = mine + theirs;
    let south_bounds = |lower: i32, upper: i32, nodes: u64| {
        // Bounds on the mover's gain from here, at most the seeds on the board.
        let (lower, upper) = (lower.max(-on_board), upper.min(on_board));
        let (a, b) = (south(stores + lower), south(stores + upper));
        Bounds {
            lower: a.min(b),
            upper: a.max(b),
            nodes,
        }
    };
    let report = |lower, upper, nodes| progress(south_bounds(lower, upper, nodes));
    let mut solver = Solver {
        s: kept,
        nodes: 0,
        stop,
        stopped: false,
        report: &report,
    };
    let guess = match first_guess {
        Some(south_margin) => south(south_margin) - stores,
        None => playing_search_guess(position, stores),
    };
    if std::env::var_os("SOLVE_TRACE").is_some() {
        eprintln!("first guess {guess}");
    }
    let v = match solver.mtdf(&b, guess) {
        Ok(v) => v,
        Err((lower, upper)) => return Err(south_bounds(lower, upper, solver.nodes)),
    };
    let best = move_reaching(&mut solver, &b, v);
    Ok(Solution {
        value: south(stores + v),
        best,
        nodes: solver.nodes,
    })
}

/// A root move of `b` that reaches its value `v`: each asked in turn with a window around
/// it; `None` when the search is stopped first.
fn move_reaching(solver: &mut Solver<'_>, b: &Houses, v: i32) -> Option<HouseMove> {
    let rules = solver.s.rules;
    for i in (0..rules.h).filter(|&i| b[i] > 0) {
        let c = rules.play(b, i);
        let value = match c.end {
            Some(end) => c.gain + end,
            None if c.extra => c.gain + solver.search_root(&c.houses, v - 1 - c.gain, v - c.gain),
            None => c.gain - solver.search_root(&c.houses, c.gain - v, c.gain - v + 1),
        };
        if solver.stopped {
            return None;
        }
        if value >= v {
            return Some(HouseMove(i as u8 + 1));
        }
    }
    None
}
