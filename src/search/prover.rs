//! Kalah's exact tries: the solver ([`super::solve`]) within a node budget, for the
//! positions of any [`Position`] type that plays Kalah, its table and endgame database kept
//! from one position to the next. The playing search tries it before searching
//! (`Settings::exact_nodes`); the coach proves each move with it.

use std::cell::Cell;

use super::solve::{KalahSolver, Solution};
use super::Evaluate;
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::{GameId, Position, RuleOptions, Side};

/// How much the coach searches for one move. Node budgets, never time: the same answers
/// natively and in the worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// Positions the Kalah solver may search for one position (counted in steps of
    /// [`STOP_EVERY`](super::solve::STOP_EVERY), as the solver asks its `stop`); 0: no solver.
    pub solver_nodes: u64,
    /// The solver's table: `2^solver_table_bits` buckets of 64 bytes.
    pub solver_table_bits: u32,
    /// The solver's endgame database: every position with at most this many seeds on the
    /// board, a byte each.
    pub endgame_seeds: u32,
    /// Positions each search may visit; `None`: Expert's own budget for the game.
    pub search_nodes: Option<u64>,
}

impl Budgets {
    /// What the coach uses in the worker and, by default, in `mancala analyse`: 2^21
    /// positions a solve, about 22 MB for the solver (a 16.8 MB table
    /// and the 13-seed database, 5.2 MB) and Expert's 16.8 MB table. Figures in
    /// docs/computer.md, "The coach".
    pub const STANDARD: Budgets = Budgets {
        solver_nodes: 1 << 21,
        solver_table_bits: 18,
        endgame_seeds: 13,
        search_nodes: None,
    };

    /// What Expert plays Kalah with ([`Settings::exact_nodes`], kept in its [`Memory`]):
    /// the solver's 16.8 MB table and a database of every position of at most 10 seeds
    /// (646,646 bytes for 6 houses: valued at the first exact try in a fraction of a
    /// second, where the coach's 13 seeds take several times that); the budget is the
    /// settings'.
    pub const PLAY: Budgets = Budgets {
        solver_nodes: super::level::EXACT_NODES,
        solver_table_bits: 18,
        endgame_seeds: 10,
        search_nodes: None,
    };

    /// The bytes the solver's table and endgame database take for Kalah with `houses`
    /// houses a side (the database is smaller when the game has fewer seeds in all).
    pub fn solver_bytes(&self, houses: usize) -> u64 {
        let table = 64u64 << self.solver_table_bits;
        let mut database = 1u64;
        // C(seeds + 2h, 2h): the positions of 2h houses with at most `seeds` seeds.
        let n = self.endgame_seeds as u64 + 2 * houses as u64;
        for k in 1..=2 * houses as u64 {
            database = database * (n - 2 * houses as u64 + k) / k;
        }
        table + database
    }
}

impl Default for Budgets {
    fn default() -> Budgets {
        Budgets::STANDARD
    }
}

/// The Kalah solver for the positions of any [`Position`] type that plays Kalah, within a
/// node budget (deterministic: no clock), with its endgame database and table kept from
/// one position to the next.
pub struct KalahProver {
    /// The solver, and the rules it was built for (the starter aside, which the solver's
    /// values do not depend on): another game's rules build it again.
    solver: Option<(KalahRules, KalahSolver)>,
    table_bits: u32,
    endgame_seeds: u32,
    /// Positions each solve may search, counted in steps of
    /// [`STOP_EVERY`](super::solve::STOP_EVERY).
    nodes: u64,
}

/// A value the solver proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proved<M> {
    /// The final margin for the player to move (its total minus the opponent's) with
    /// perfect play to the natural end of the game.
    pub value: i32,
    /// A move that keeps it; `None` once the game is over.
    pub best: Option<M>,
    /// Positions searched.
    pub nodes: u64,
}

impl KalahProver {
    /// A prover with the solver's budgets of `budgets`; the solver is built (its database
    /// valued) at the first solve.
    pub fn new(budgets: &Budgets) -> KalahProver {
        KalahProver {
            solver: None,
            table_bits: budgets.solver_table_bits,
            endgame_seeds: budgets.endgame_seeds,
            nodes: budgets.solver_nodes,
        }
    }

    /// The value of `position` for its mover with perfect play, and a best move; `None`
    /// when it is not a Kalah position or the budget ran out first. `guess`: MTD(f)'s
    /// first guess at the value, for the mover (a close one saves passes).
    pub fn value<P: Evaluate>(
        &mut self,
        position: &P,
        guess: Option<i32>,
    ) -> Option<Proved<P::Move>> {
        self.value_within(position, guess, self.nodes, &|| false)
    }

    /// [`KalahProver::value`] within `nodes` positions (counted in steps of [`STOP_EVERY`](super::solve::STOP_EVERY)) in
    /// place of the budget it was made with, or until `stop` says so (asked at each step).
    pub fn value_within<P: Evaluate>(
        &mut self,
        position: &P,
        guess: Option<i32>,
        nodes: u64,
        stop: &dyn Fn() -> bool,
    ) -> Option<Proved<P::Move>> {
        if position.game() != GameId::Kalah || nodes == 0 {
            return None;
        }
        // The position as Kalah's own type (the solver's) with its mover as South: values
        // for the mover, whatever the seats, from any start (a set-up too).
        let pairs = position.rules().to_pairs();
        let rules = KalahRules::default()
            .with_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .ok()?;
        let kalah = KalahPosition::from_reduced(&rules, &position.reduced()?)?;
        let built_for = rules.with_starter(Side::South);
        if self.solver.as_ref().is_none_or(|(r, _)| *r != built_for) {
            let start = KalahPosition::new(rules);
            let solver = KalahSolver::new(&start, self.table_bits, self.endgame_seeds);
            self.solver = Some((built_for, solver));
        }
        let (_, solver) = self.solver.as_mut()?;
        // The solver asks `stop` every `STOP_EVERY` positions: counting the calls is a node
        // budget.
        let asked = Cell::new(0u64);
        let steps = nodes / super::solve::STOP_EVERY;
        let stop = || {
            asked.set(asked.get() + 1);
            asked.get() > steps || stop()
        };
        let solved: Solution = solver.solve(&kalah, guess, &stop).ok()?;
        let best = match solved.best {
            Some(house) => Some(position.parse_move(&house.to_string()).ok()?),
            None => None,
        };
        Some(Proved {
            value: solved.value,
            best,
            nodes: solved.nodes,
        })
    }
}
