//! A Kalah solver: the margin South ends with under perfect play, to the natural end of the
//! game (RULES.md section 2 without the early end, which decides no winner differently but
//! would cut the margin short), after Irving, Donkers and Uiterwijk, "Solving Kalah" (2000).
//! This module is its API: [`KalahSolver`], kept from one position to the next with its
//! endgame database and table, and [`solve_kalah`] / [`solve_kalah_within`] (a `stop`
//! callback; stopped, the bounds the finished passes proved). The parts, one concept a
//! file: `solve/board.rs` the board it plays on, `solve/ranks.rs` the positions' exact
//! combinatorial ranks, `solve/table.rs` the transposition table, `solve/endgames.rs` the
//! endgame databases by the seeds left, `solve/search.rs` the alpha-beta search with its
//! move ordering, and `solve/mtdf.rs` the MTD(f) driver (Plaat et al. 1996), whose first
//! guess comes from the playing search (`alphabeta.rs`). Figures, what was tried and not
//! kept: docs/solver.md.

use crate::games::kalah::KalahPosition;
use crate::games::two_row::TwoRowPosition;
use crate::games::{Position, Side};

/// A solver kept from one position to the next of a game (or of games under the same
/// rules): its endgame database is built once, and its transposition table keeps what the
/// searches of earlier positions proved, which holds for any position (values count only
/// what is still to come, from the houses alone).
pub struct KalahSolver {
    rules: Rules,
    ranks: Ranks,
    /// The most seeds on the board `ranks` can rank.
    max_seeds: usize,
    table: Table,
    endgames: Endgames,
    /// The most bytes its endgame database may take (kept for a rebuild).
    max_database_bytes: u64,
}

impl KalahSolver {
    /// A solver for positions of `position`'s rules with at most its seeds, with a
    /// transposition table of `2^table_bits` buckets of four 16-byte entries (64 bytes a
    /// bucket) and an endgame database of the positions with at most `endgame_seeds` seeds
    /// on the board (fewer when they would take more than [`DEFAULT_MAX_DATABASE_BYTES`],
    /// 256 MB), built here.
    pub fn new(position: &KalahPosition, table_bits: u32, endgame_seeds: u32) -> KalahSolver {
        KalahSolver::new_within(
            position,
            table_bits,
            endgame_seeds,
            DEFAULT_MAX_DATABASE_BYTES,
        )
    }

    /// As [`KalahSolver::new`], with a database of at most `max_database_bytes` (a byte a
    /// position: C(s + 12, 12) for `s` seeds in Kalah(6, n), 1.25 GB for 24 seeds).
    pub fn new_within(
        position: &KalahPosition,
        table_bits: u32,
        endgame_seeds: u32,
        max_database_bytes: u64,
    ) -> KalahSolver {
        let rules = Rules::of(position.rules());
        let seeds = database_seeds(position, endgame_seeds, max_database_bytes);
        let endgames = Endgames::build(&rules, seeds, max_database_bytes);
        if std::env::var_os("SOLVE_TRACE").is_some() {
            eprintln!(
                "endgame database: {} seeds, {} positions valued",
                endgames.seeds, endgames.built
            );
        }
        KalahSolver::with_endgames(position, table_bits, endgames, max_database_bytes)
    }

    /// A solver as [`KalahSolver::new`] makes it, with the endgame database that `bytes`
    /// hold ([`KalahSolver::database_bytes`] of a solver of the same rules and seeds)
    /// rather than building it; or why `bytes` are not that database.
    pub fn with_database(
        position: &KalahPosition,
        table_bits: u32,
        endgame_seeds: u32,
        bytes: &[u8],
    ) -> Result<KalahSolver, String> {
        KalahSolver::with_database_within(
            position,
            table_bits,
            endgame_seeds,
            DEFAULT_MAX_DATABASE_BYTES,
            bytes.to_vec(),
        )
    }

    /// As [`KalahSolver::with_database`], for a database of at most `max_database_bytes`
    /// (as [`KalahSolver::new_within`]): `bytes` of a larger one than that are refused.
    /// The database takes over `bytes`' memory, so that a file of gigabytes is not held
    /// twice.
    pub fn with_database_within(
        position: &KalahPosition,
        table_bits: u32,
        endgame_seeds: u32,
        max_database_bytes: u64,
        bytes: Vec<u8>,
    ) -> Result<KalahSolver, String> {
        let rules = Rules::of(position.rules());
        let seeds = database_seeds(position, endgame_seeds, max_database_bytes);
        let endgames = Endgames::from_bytes(&rules, seeds, bytes)?;
        Ok(KalahSolver::with_endgames(
            position,
            table_bits,
            endgames,
            max_database_bytes,
        ))
    }

    /// The name of the file that keeps the endgame database [`KalahSolver::new`] builds for
    /// these arguments (`kalah-6-always-anyempty-owner-16.endgames`): the same name for
    /// the same database.
    pub fn database_file_name(position: &KalahPosition, endgame_seeds: u32) -> String {
        KalahSolver::database_file_name_within(position, endgame_seeds, DEFAULT_MAX_DATABASE_BYTES)
    }

    /// As [`KalahSolver::database_file_name`], for [`KalahSolver::new_within`]'s database:
    /// the name says the seeds it holds, so a larger cap names another file only when it
    /// lets the database grow.
    pub fn database_file_name_within(
        position: &KalahPosition,
        endgame_seeds: u32,
        max_database_bytes: u64,
    ) -> String {
        let rules = Rules::of(position.rules());
        let word = |debug: String| debug.to_lowercase();
        format!(
            "kalah-{}-{}-{}-{}-{}.endgames",
            rules.h,
            word(format!("{:?}", rules.transfer)),
            word(format!("{:?}", rules.end)),
            word(format!("{:?}", rules.remaining)),
            database_seeds(position, endgame_seeds, max_database_bytes)
        )
    }

    /// The endgame database as the bytes of a file, which [`KalahSolver::with_database`]
    /// reads back.
    pub fn database_bytes(&self) -> Vec<u8> {
        self.endgames.to_bytes(&self.rules)
    }

    fn with_endgames(
        position: &KalahPosition,
        table_bits: u32,
        endgames: Endgames,
        max_database_bytes: u64,
    ) -> KalahSolver {
        let rules = Rules::of(position.rules());
        let max_seeds = position.board().total() as usize;
        KalahSolver {
            max_database_bytes,
            rules,
            ranks: Ranks::new(2 * rules.h, max_seeds),
            max_seeds,
            table: Table::new(table_bits),
            endgames,
        }
    }

    /// What a solve borrows of this solver.
    fn kept(&mut self) -> Kept<'_> {
        Kept {
            rules: self.rules,
            ranks: &self.ranks,
            table: &mut self.table,
            endgames: &self.endgames,
        }
    }

    /// Positions valued to build the endgame database.
    pub fn endgame_positions(&self) -> u64 {
        self.endgames.built
    }

    /// Solves `position` (of the rules this solver was made for; another's rebuilds it
    /// first) as [`solve_kalah_within`] does, keeping the table for the next call.
    pub fn solve(
        &mut self,
        position: &KalahPosition,
        first_guess: Option<i32>,
        stop: &dyn Fn() -> bool,
    ) -> Result<Solution, Bounds> {
        KalahSolver::new_if_needed(self, position);
        solve_with(self.kept(), position, first_guess, stop, &|_| ())
    }

    /// As [`KalahSolver::solve`], telling `progress` the bounds on South's margin proven
    /// so far (and the positions searched) after each MTD(f) pass: what a long solve has
    /// shown while it runs.
    pub fn solve_reporting(
        &mut self,
        position: &KalahPosition,
        first_guess: Option<i32>,
        stop: &dyn Fn() -> bool,
        progress: &dyn Fn(Bounds),
    ) -> Result<Solution, Bounds> {
        KalahSolver::new_if_needed(self, position);
        solve_with(self.kept(), position, first_guess, stop, progress)
    }
}

/// The most bytes an endgame database may take unless the caller says otherwise
/// ([`KalahSolver::new_within`]): 256 MB, positions of at most 20 seeds in Kalah(6, n).
/// The browser's workers stay far below it; the command line may allow more.
pub const DEFAULT_MAX_DATABASE_BYTES: u64 = 256 << 20;

/// The seeds of the endgame database a solver of `position` builds when asked for
/// `endgame_seeds`: no more than the position has on its board, nor than fit in
/// `max_bytes`.
fn database_seeds(position: &KalahPosition, endgame_seeds: u32, max_bytes: u64) -> i32 {
    let board = position.board();
    let on_board =
        board.total() - u32::from(board.store(Side::South)) - u32::from(board.store(Side::North));
    let rules = Rules::of(position.rules());
    Endgames::seeds_within(&rules, endgame_seeds.min(on_board) as i32, max_bytes)
}

impl KalahSolver {
    /// Rebuilds the solver for a position of other rules, and widens its ranks for one
    /// of more seeds (the ranks of fewer stay the same, so the table stays valid).
    fn new_if_needed(&mut self, position: &KalahPosition) {
        let rules = Rules::of(position.rules());
        if rules != self.rules {
            let table_bits = 64 - self.table.shift;
            *self = KalahSolver::new_within(
                position,
                table_bits,
                self.endgames.seeds as u32,
                self.max_database_bytes,
            );
        }
        let total = position.board().total() as usize;
        if total > self.max_seeds {
            self.ranks = Ranks::new(2 * rules.h, total);
            self.max_seeds = total;
        }
    }
}

/// Solves the game's current position by Kalah's rules in force (every option), with a
/// transposition table of `2^table_bits` buckets of four 16-byte entries (64 bytes a
/// bucket) and an endgame database of the positions with at most `endgame_seeds` seeds on
/// the board (fewer when they would take more than 256 MB), built first.
pub fn solve_kalah(position: &KalahPosition, table_bits: u32, endgame_seeds: u32) -> Solution {
    match solve_kalah_within(position, table_bits, endgame_seeds, None, &|| false) {
        Ok(solution) => solution,
        Err(bounds) => unreachable!("a search nothing stops ended early: {bounds:?}"),
    }
}

/// As [`solve_kalah`], but `stop` (asked every [`STOP_EVERY`] positions) may end the search
/// early: then the bounds on South's margin that the finished MTD(f) passes proved. MTD(f)
/// starts from `first_guess` (South's margin) if given, else from a short run of the
/// playing search: a guess well below the value makes the first passes cheap, so that a
/// search too big to finish still proves a lower bound.
pub fn solve_kalah_within(
    position: &KalahPosition,
    table_bits: u32,
    endgame_seeds: u32,
    first_guess: Option<i32>,
    stop: &dyn Fn() -> bool,
) -> Result<Solution, Bounds> {
    let mut solver = KalahSolver::new(position, table_bits, endgame_seeds);
    let built = solver.endgame_positions();
    let add_built = |nodes: u64| nodes + built;
    match solver.solve(position, first_guess, stop) {
        Ok(solution) => Ok(Solution {
            nodes: add_built(solution.nodes),
            ..solution
        }),
        Err(bounds) => Err(Bounds {
            nodes: add_built(bounds.nodes),
            ..bounds
        }),
    }
}

mod board;
mod endgames;
mod mtdf;
mod ranks;
mod search;
mod table;
#[cfg(test)]
mod tests;

pub use mtdf::{Bounds, Solution};
pub use search::STOP_EVERY;

use board::Rules;
use endgames::Endgames;
use mtdf::solve_with;
use ranks::Ranks;
use search::Kept;
use table::Table;
