//! The solver's search: fail-soft alpha-beta over the houses seen from the mover (values
//! count only what the mover still gains, so mirrored positions share an entry and every
//! value lies within the seeds left, which cuts a node whose window the seeds cannot reach),
//! probing the transposition table (`table.rs`) by the position's rank (`ranks.rs`) and the
//! endgame database (`endgames.rs`) below its seeds. Move ordering: the table's move, then
//! extra turns, then captures by size and the houses nearest the store; children whose
//! value is known without a search are counted first. After Irving, Donkers and Uiterwijk,
//! "Solving Kalah" (2000); its driver is MTD(f) (`mtdf.rs`). Figures and what was tried and
//! not kept: docs/solver.md.

use super::board::{Child, Houses, Rules, MAX_HOUSES};
use super::endgames::Endgames;
use super::ranks::Ranks;
use super::table::{Entry, Table};

/// How often the solver asks its `stop`, in positions: often enough that a clock stops a
/// search on a tablet's worker within a few milliseconds (4,096 positions, about 10 ms
/// there), seldom enough that asking costs nothing measurable; budgets counted in calls
/// ([`crate::search::analysis::KalahProver::value_within`]) are in steps of it.
pub const STOP_EVERY: u64 = 1 << 12;

/// A child of the position searched, as the search orders and plays it.
struct Candidate {
    child: Child,
    /// Seeds left on the board.
    seeds: i32,
    /// The move's value, when known without a search: the game ended, or the endgame
    /// database holds the child.
    exact: Option<i32>,
    order: i32,
}

/// What a [`KalahSolver`](super::KalahSolver) keeps from one solve to the next, lent to
/// one solve.
pub(super) struct Kept<'a> {
    pub(super) rules: Rules,
    pub(super) ranks: &'a Ranks,
    pub(super) table: &'a mut Table,
    pub(super) endgames: &'a Endgames,
}

/// One solve's search.
pub(super) struct Solver<'a> {
    pub(super) s: Kept<'a>,
    /// Positions searched.
    pub(super) nodes: u64,
    /// Asked every [`STOP_EVERY`] positions; once it says so, the search unwinds.
    pub(super) stop: &'a dyn Fn() -> bool,
    pub(super) stopped: bool,
    /// Told the mover's bounds and the positions searched after each MTD(f) pass.
    pub(super) report: &'a dyn Fn(i32, i32, u64),
}

impl Solver<'_> {
    fn seeds(&self, b: &Houses) -> i32 {
        b[..2 * self.s.rules.h].iter().map(|&x| i32::from(x)).sum()
    }

    /// The mover's gain on the opponent from here, if it lies within `(alpha, beta)`;
    /// otherwise a bound on the side of the window it fell (fail-soft alpha-beta).
    /// `on_board` and `rank` are the position's seeds and rank.
    fn search(
        &mut self,
        b: &Houses,
        on_board: i32,
        rank: u128,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        if let Some(v) = self.without_search(b, on_board, alpha, beta) {
            return v;
        }
        let start_nodes = self.nodes;
        let h = self.s.rules.h;
        let (lower, upper, table_move) = match self.probe(rank, on_board, alpha, beta) {
            Ok(entry) => entry,
            Err(cut) => return cut,
        };
        alpha = alpha.max(lower);
        beta = beta.min(upper);
        let bounds = (lower, upper);

        let mut candidates: [Option<Candidate>; MAX_HOUSES] = Default::default();
        for (i, slot) in candidates.iter_mut().enumerate().take(h) {
            if b[i] == 0 {
                continue;
            }
            let candidate = self.candidate(b, on_board, i, table_move);
            if let Some(v) = candidate.exact {
                if v >= beta {
                    self.store(rank, bounds, v, i, start_nodes, alpha, beta);
                    return v;
                }
            }
            *slot = Some(candidate);
        }
        let (order, count) = best_first(&candidates);
        let order = &order[..count];
        let mut best = -i32::MAX;
        let mut best_move = order[0].0;
        let original_alpha = alpha;
        // The moves known without a search first: they cost nothing and raise alpha.
        for &(i, _) in order {
            if let Some(Candidate { exact: Some(v), .. }) = candidates[i] {
                if v > best {
                    (best, best_move) = (v, i);
                    alpha = alpha.max(v);
                }
            }
        }
        for &(i, _) in order {
            let Some(Candidate {
                child,
                seeds,
                exact: None,
                ..
            }) = &candidates[i]
            else {
                continue;
            };
            // Ranked only when searched: nearly all cut-offs come at the first child.
            let (gain, seeds) = (child.gain, *seeds);
            let child_rank = self.s.ranks.rank(&child.houses, seeds);
            let v = if child.extra {
                gain + self.search(&child.houses, seeds, child_rank, alpha - gain, beta - gain)
            } else {
                gain - self.search(&child.houses, seeds, child_rank, gain - beta, gain - alpha)
            };
            if v > best {
                best = v;
                best_move = i;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.store(
            rank,
            bounds,
            best,
            best_move,
            start_nodes,
            original_alpha,
            beta,
        );
        best
    }

    /// The table's bounds on the node (at first the seeds on the board) and its move to
    /// try first (`usize::MAX` for none), or the bound that settles the node (`Err`).
    #[inline(always)]
    fn probe(
        &self,
        rank: u128,
        on_board: i32,
        alpha: i32,
        beta: i32,
    ) -> Result<(i32, i32, usize), i32> {
        let Some(e) = self.s.table.probe(rank) else {
            return Ok((-on_board, on_board, usize::MAX));
        };
        let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
        if lower >= beta {
            return Err(lower);
        }
        if upper <= alpha || lower == upper {
            return Err(upper);
        }
        Ok((lower, upper, usize::from(e.best)))
    }

    /// The mover's gain when the node needs no search: the search was stopped (0, unused),
    /// the seeds left cannot reach the window, or the endgame database holds the position.
    #[inline(always)]
    fn without_search(&mut self, b: &Houses, on_board: i32, alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        if self.nodes % STOP_EVERY == 0 && (self.stop)() {
            self.stopped = true;
        }
        if self.stopped {
            return Some(0);
        }
        if on_board <= alpha {
            return Some(on_board);
        }
        if -on_board >= beta {
            return Some(-on_board);
        }
        if on_board <= self.s.endgames.seeds {
            let (mine, theirs) = self.s.rules.sides(b);
            return Some(self.s.endgames.value(b, mine, theirs));
        }
        None
    }

    /// House `i` played from `b` (holding `on_board` seeds) as the search orders it: its
    /// value when known without a search (the game ends, or the database holds the
    /// child), and its place in the order (the table's move, then extra turns, rightmost
    /// first, then 10 times the gain plus the house).
    #[inline(always)]
    fn candidate(&self, b: &Houses, on_board: i32, i: usize, table_move: usize) -> Candidate {
        let child = self.s.rules.play(b, i);
        let seeds = on_board - child.gain;
        let exact = match child.end {
            Some(end) => Some(child.gain + end),
            None if seeds <= self.s.endgames.seeds => {
                let (mine, theirs) = self.s.rules.sides(&child.houses);
                let v = self.s.endgames.value(&child.houses, mine, theirs);
                Some(if child.extra {
                    child.gain + v
                } else {
                    child.gain - v
                })
            }
            None => None,
        };
        let order = if i == table_move {
            1000
        } else if child.extra {
            500 + i as i32
        } else {
            10 * child.gain + i as i32
        };
        Candidate {
            child,
            seeds,
            exact,
            order,
        }
    }

    /// Remembers a fail-soft result of a search with window `(alpha, beta)`, narrowing
    /// the `bounds` the table gave at the start.
    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        rank: u128,
        bounds: (i32, i32),
        v: i32,
        best: usize,
        start_nodes: u64,
        alpha: i32,
        beta: i32,
    ) {
        if self.stopped {
            return;
        }
        let (mut lower, mut upper) = bounds;
        if v <= alpha {
            upper = upper.min(v);
        } else if v >= beta {
            lower = lower.max(v);
        } else {
            (lower, upper) = (v, v);
        }
        let work = 64 - (self.nodes - start_nodes + 1).leading_zeros();
        self.s.table.store(
            rank,
            Entry {
                lower: lower as i16,
                upper: upper as i16,
                best: best as u8,
                work: work as u8,
                ..Entry::default()
            },
        );
    }

    /// The root's value from `(lower, upper)` by alpha-beta, for the root's own houses.
    pub(super) fn search_root(&mut self, b: &Houses, alpha: i32, beta: i32) -> i32 {
        let on_board = self.seeds(b);
        let rank = self.s.ranks.rank(b, on_board);
        self.search(b, on_board, rank, alpha, beta)
    }
}

/// The candidates' houses, best first, and how many there are: at most eight, so an
/// insertion sort.
#[inline(always)]
fn best_first(candidates: &[Option<Candidate>; MAX_HOUSES]) -> ([(usize, i32); MAX_HOUSES], usize) {
    let mut order = [(0usize, 0i32); MAX_HOUSES];
    let mut count = 0;
    for (i, c) in candidates.iter().enumerate() {
        let Some(c) = c else {
            continue;
        };
        let mut at = count;
        while at > 0 && order[at - 1].1 < c.order {
            order[at] = order[at - 1];
            at -= 1;
        }
        order[at] = (i, c.order);
        count += 1;
    }
    (order, count)
}
