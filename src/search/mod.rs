//! The computer opponent: one search that plays every game of the collection through the
//! [`Position`] trait, never knowing which game it plays, free of web crates so that a Web
//! Worker and the command-line tool run the same code. This module is its API: [`search`],
//! [`search_with`] and the [`Memory`] a player keeps from move to move (the transposition
//! table, as the strong Kalah programs keep theirs), [`Stop`] and [`Clock`], and Kalah's
//! exact try before the search ([`Settings::exact_nodes`]). The search itself is
//! `alphabeta.rs` (negamax alpha-beta with principal-variation search, iterative deepening,
//! quiescence, killer and history ordering, exact bounds from the seeds left, root noise for
//! Easy and Medium); Calcala with 3 or 4 players is paranoid below Expert (Sturtevant and
//! Korf's paranoid assumption) and modelled at Expert (`multi.rs`). How each level plays and
//! every measured figure: docs/computer.md.

mod alphabeta;
pub mod analysis;
pub mod book;
pub mod database_file;
pub mod endgames;
pub mod evaluation;
pub mod explore;
#[cfg(not(target_arch = "wasm32"))]
pub mod fitting;
mod level;
#[cfg(not(target_arch = "wasm32"))]
pub mod loss;
#[cfg(not(target_arch = "wasm32"))]
pub mod matches;
mod multi;
mod prover;
pub mod puzzles;
mod rng;
pub mod solve;
mod table;
#[cfg(test)]
mod tests;
mod value;

pub use alphabeta::SearchResult;
pub use evaluation::Evaluate;
pub use level::{Enhancements, Level, Limits, Multi, Noise, ParseLevelError, Settings};
pub use rng::Rng;
pub use value::{DECIDED, WIN};

use std::sync::Arc;

use crate::games::{Game, GameId, Player};
use endgames::Endgames;
use table::Table;
use value::{decided_value, margin_in_seeds};

/// The move the computer plays at `level` in the game's current position, taking the
/// game's history into account for repetitions; `None` once the game is over.
pub fn best_move<P: Evaluate>(
    game: &Game<P>,
    level: Level,
    seed: u64,
) -> Option<SearchResult<P::Move>> {
    search(game, &level.settings(game.position().game(), seed), &|| {
        false
    })
}

/// Searches the game's current position with these settings; `stop` is asked every 1024
/// positions and ends the search when it returns true (the node budget ends it too).
/// `None` once the game is over. Starts with an empty table: a player that searches move
/// after move of one game keeps a [`Memory`] and calls [`search_with`].
pub fn search<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    stop: &dyn Fn() -> bool,
) -> Option<SearchResult<P::Move>> {
    search_with(game, settings, &|| stop(), &mut Memory::new())
}

/// When a move's thinking ends, asked by the search (every 1024 positions) and by Kalah's
/// exact try before it ([`Settings::exact_nodes`], every [`solve::STOP_EVERY`] of the
/// solver's positions). Any `Fn() -> bool` is one, for both. The engine reads no clock:
/// a caller that thinks against one says when time is up ([`Clock`]).
pub trait Stop {
    /// Whether the move must be played now.
    fn now(&self) -> bool;

    /// Whether the exact try, which comes first, must give way to the search now.
    fn exact_try(&self) -> bool {
        self.now()
    }
}

impl<F: Fn() -> bool> Stop for F {
    fn now(&self) -> bool {
        self()
    }
}

/// A time limit read from the caller's clock (`elapsed`: milliseconds since the move
/// began): the move within `millis`, the exact try within [`Clock::EXACT_TRY_SHARE`] of
/// them, so that a slow device (a tablet's worker, four times slower than the machine
/// the budgets were set on) still leaves the search most of the time when a try fails.
pub struct Clock<F: Fn() -> f64> {
    pub elapsed: F,
    pub millis: f64,
}

impl<F: Fn() -> f64> Clock<F> {
    /// The exact try's share of the time: on this machine a failed try takes about 0.4 of
    /// Expert's move (docs/computer.md, "Exact Kalah"), so only a slower device is cut.
    pub const EXACT_TRY_SHARE: f64 = 0.4;
}

impl<F: Fn() -> f64> Stop for Clock<F> {
    fn now(&self) -> bool {
        (self.elapsed)() >= self.millis
    }

    fn exact_try(&self) -> bool {
        (self.elapsed)() >= self.millis * Self::EXACT_TRY_SHARE
    }
}

/// What a computer player keeps from one of its moves to the next in a game: the
/// transposition table, so that a search starts from what the last ones found (the line
/// it expected, the values of the positions it still can reach). Its values never depend
/// on the path that led to a position (see [`Searcher::child`]), so they stay true
/// whatever was played meanwhile. [`Memory::clear`] it for a new game.
pub struct Memory {
    table: Table,
    /// The endgame database searches probe, when it fits the game's rules.
    endgames: Option<Arc<Endgames>>,
    /// Searches since the last clear.
    searches: u32,
    /// Kalah's solver, for [`Settings::exact_nodes`]: made at the first exact try, its
    /// endgame database and table kept from move to move (and through new games of the
    /// same rules: its values depend on the position alone).
    prover: Option<prover::KalahProver>,
    /// The next exact try's first guess, the final margin for the first seat: the one the
    /// solver last proved, or the last search's estimate after it (a guess near the value
    /// spares the solver the short search it would make for one).
    last_margin: Option<i32>,
}

impl Memory {
    /// An empty memory; its table is made at the first search, of the settings' size.
    pub fn new() -> Memory {
        Memory {
            table: Table::new(0),
            endgames: None,
            searches: 0,
            prover: None,
            last_margin: None,
        }
    }

    /// Forgets the table (a new game, or other rules); the endgame database stays (it is
    /// only probed in games of its own rules).
    pub fn clear(&mut self) {
        self.table.clear();
        self.searches = 0;
        self.last_margin = None;
    }

    /// How many searches the table holds the results of (since it was made or cleared).
    pub fn searches(&self) -> u32 {
        self.searches
    }

    /// Gives the searches an endgame database ([`endgames`]), probed at every node with
    /// at most its seeds on the board when its rules are the game's (none: no probes).
    pub fn set_endgames(&mut self, endgames: Option<Arc<Endgames>>) {
        self.endgames = endgames;
    }

    /// The endgame database the searches probe.
    pub fn endgames(&self) -> Option<&Arc<Endgames>> {
        self.endgames.as_ref()
    }

    /// Gives Kalah's exact tries ([`Settings::exact_nodes`]) a solver of these budgets
    /// (its table and endgame database) in place of [`prover::Budgets::PLAY`], the
    /// worker's: a native engine can afford more. The solver is built now for the rules
    /// of `start` (a Kalah position; other games have no exact tries), so that no move
    /// waits for its database.
    pub fn set_exact_budgets<P: Evaluate>(&mut self, budgets: &prover::Budgets, start: &P) {
        let mut prover = prover::KalahProver::new(budgets);
        let _ = prover.value_within(start, None, u64::MAX, &|| true);
        self.prover = Some(prover);
    }
}

impl Default for Memory {
    fn default() -> Memory {
        Memory::new()
    }
}

/// [`search`], with a table that lives on in `memory` after the search.
pub fn search_with<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    stop: &dyn Stop,
    memory: &mut Memory,
) -> Option<SearchResult<P::Move>> {
    let exact_try_stop = || stop.exact_try();
    let stop = &|| stop.now();
    let root = game.position();
    let moves = root.legal_moves();
    if moves.is_empty() {
        return None;
    }
    if let Multi::Modelled { model, candidates } = settings.multi {
        if moves.len() > 1 && root.players() > 2 {
            let candidates = candidates as usize;
            // The other players' moves are predicted by the playing search itself.
            let predict = |line: &Game<P>, model: &Settings, stop: &dyn Fn() -> bool| {
                search(line, model, stop)
            };
            return Some(multi::modelled(
                game, settings, model, candidates, stop, moves, &predict,
            ));
        }
    }
    if moves.len() == 1 {
        // Nothing to choose: answer at once.
        return Some(alphabeta::answer_at_once(game, settings, stop, moves));
    }
    let mut settings = *settings;
    if settings.exact_nodes > 0 {
        if let Some(proved) = exact_move(root, &mut settings, &exact_try_stop, memory) {
            return Some(proved);
        }
    }
    let settings = &settings;
    let mut table = std::mem::replace(&mut memory.table, Table::new(0));
    if table.bits() != settings.table_bits {
        table = Table::new(settings.table_bits);
    }
    table.new_search();
    memory.searches += 1;
    let endgames = (memory.endgames.clone())
        .filter(|e| settings.enhancements.endgames && e.fits::<P>(root.rules()));
    let (result, table) = alphabeta::run(game, settings, stop, table, endgames, moves);
    memory.table = table;
    if settings.exact_nodes > 0 {
        let for_first_seat = if root.to_move().index() == 0 { 1 } else { -1 };
        memory.last_margin = Some(for_first_seat * margin_in_seeds(result.score));
    }
    Some(result)
}

/// The solver's move, where it proves `root` within [`Settings::exact_nodes`] (Kalah, with
/// at most [`level::EXACT_SHARE`] of its seeds on the board), or, against a clock alone,
/// within the try's share of the time whatever the seeds; otherwise `None`, with twice
/// the positions it may spend taken from the search's node budget (a solver's position
/// costs two to three of the search's), so that a move takes about as long either way.
fn exact_move<P: Evaluate>(
    root: &P,
    settings: &mut Settings,
    stop: &dyn Fn() -> bool,
    memory: &mut Memory,
) -> Option<SearchResult<P::Move>> {
    let seeds = root.seeds().filter(|_| root.game() == GameId::Kalah)?;
    let total = seeds.in_play + seeds.stores.iter().sum::<u32>();
    // A clock with no node budget (`mancala uci`, `--millis`) tries at any seeds in play:
    // the solver's table, kept from move to move, proves most positions out of the book
    // within a few moves, and then every later move at once (docs/computer.md, "Exact
    // Kalah").
    let clock_only = settings.limits.millis.is_some() && settings.limits.nodes.is_none();
    let (share, of) = level::EXACT_SHARE;
    if !clock_only && seeds.in_play * of > total * share {
        return None;
    }
    let first_seat = root.to_move().index() == 0;
    let for_mover = |v: i32| if first_seat { v } else { -v };
    let prover = memory
        .prover
        .get_or_insert_with(|| prover::KalahProver::new(&prover::Budgets::PLAY));
    // No try or search of this game yet (the first move out of the book): the evaluation's
    // estimate, not the solver's own short search for a guess, which nothing could stop.
    let guess = memory.last_margin.map(for_mover).or_else(|| {
        let estimate = root.evaluation();
        let mover = root.to_move().index();
        Some(margin_in_seeds(estimate[mover] - estimate[1 - mover]))
    });
    // A clock with no node budget bounds the try by its share of the time alone: the
    // positions proven within a move's time natively (millions) are far more than the
    // budget sized for a tablet's worker.
    let positions = if clock_only {
        u64::MAX
    } else {
        settings.exact_nodes
    };
    let Some(proved) = prover.value_within(root, guess, positions, stop) else {
        settings.limits.nodes = settings
            .limits
            .nodes
            .map(|n| n.saturating_sub(2 * settings.exact_nodes).max(n / 2));
        return None;
    };
    memory.last_margin = Some(for_mover(proved.value));
    let best = proved.best?;
    Some(SearchResult {
        best,
        score: decided_value(proved.value, 1),
        depth: 0,
        nodes: proved.nodes,
        pv: vec![best],
    })
}
