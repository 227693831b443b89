//! The computer opponent: one search that plays every game of the collection through the
//! [`Position`] trait, never knowing which game it plays. Free of web crates, like the
//! engine, so that a Web Worker and the command-line tool run the same code.
//!
//! - Negamax alpha-beta with principal-variation search and iterative deepening, a
//!   fixed-size transposition table replaced by depth ([`table`]), and move ordering by
//!   the table's move, two killers per ply and a history score.
//! - The table can live through a game ([`Memory`], [`search_with`]): each search starts
//!   from what the player's earlier ones stored, as the strong Kalah programs do. Against
//!   the same search with a new table every move, 50-4-46 in 100 Kalah games at 50 ms a
//!   move (`mancala match kalah --south expert --north expert:fresh --millis 50`): no
//!   measurable strength, and no cost (docs/computer.md).
//! - **Exact bounds from the seeds left** ([`Position::seeds`]): every total is a store
//!   plus a share of the seeds still on the board, so the final margin lies within the
//!   stores' difference plus or minus those seeds; a node whose every possible result is
//!   outside the window is cut with that bound (futility pruning made exact, as in the
//!   Kalah solvers' bounds from the seeds in play). 2% fewer nodes on `tools/search-bench`
//!   (Oware from the start 18%), the same time.
//! - **Endgame databases** ([`endgames`], given through [`Memory::set_endgames`]): a node
//!   with few enough seeds on the board whose exact value the database holds ends there.
//! - **Opening books** ([`book`]): the moves long searches chose in the first plies.
//! - The mover does not always change: an extra turn (Kalah, Awari) is a new ply by the
//!   same player, so a child's value is negated only when the side to move changes.
//! - Calcala with 3 or 4 players: Easy, Medium and Hard search **paranoid**: the player
//!   to move at the root plays against a coalition of all the others, who are assumed to
//!   minimise the root's margin (its captures minus the best other player's). This keeps
//!   the game two-sided, so the same alpha-beta, table and ordering apply; on their
//!   budgets they complete two plies, their move and the next player's answer.
//! - Expert there **models the other players** instead ([`Multi::Modelled`], `multi.rs`):
//!   they are not a coalition, each plays for itself, so Expert predicts each one's move
//!   by running Hard's own search from that player's point of view. For each of its
//!   candidate moves (the 12 best by the two-ply paranoid value and the 12 best by what
//!   they capture at once) it plays the move, then every other player's predicted move,
//!   and values the position when its turn is back by its best capture then (its margin
//!   after its best next move, unanswered); ties go to the better two-ply paranoid value.
//!   Against two Hards (`--p1 hard --p2 expert --p3 hard`, 100 games, balanced
//!   openings) it wins 80% of the decided pairs at 3 players (seed 1; 82% and 88% with
//!   seeds 2 and 3 in other seats) and 78% at 4 (76% with seed 2), where the paranoid
//!   two plies it searched before won 49% and 50%. Valuing the round's end without
//!   Expert's next capture won only 59%. It costs 100,000-140,000 nodes a move, most of
//!   them in the 50-70 predictions (about 4,000 nodes each), 0.05-0.25 s natively.
//!   Every deeper paranoid search had lost to Hard's two plies: three plies paranoid
//!   40%, the old Expert's whole budget with quiescence 30%, best-reply search (Schadd
//!   and Winands 2011) 27%, the others limited to their best own captures 34-42%, the
//!   third ply as a tie-break 38% (docs/computer.md, "Calcala with 3 players"): the coalition's
//!   answers past the next player's are mostly not the moves the others play, while
//!   the stones given up for them are real. The prediction is exact against Hard and
//!   only approximate against other players (Medium's slips, people): against two
//!   Mediums Expert wins 87% of the decided pairs (Hard: 82%).
//! - Values are in hundredths of a seed, from the point of view of the player to move (in
//!   the paranoid search: of the root's side). Between plies each game's
//!   [`Position::standing`] is the evaluation; a finished game scores `WIN` plus a thousand
//!   per seed of margin minus the plies it took, so a win beats any heuristic, a bigger
//!   margin beats a smaller one, and a quicker win a slower one.
//! - Quiescence ([`Settings::quiescence`], Calcala's Expert with 2 players): at the horizon the player
//!   to move may stand on the evaluation or play one of its best gaining moves, a ply or
//!   two further, and moves that gain are tried first everywhere. In Calcala nearly every
//!   move captures, and a search that stops right after one player's capture, with the
//!   answer unseen, misjudges the position by that answer.
//! - Repetition: the keys of the game's history and of the path searched are kept, and a
//!   position's third occurrence ends the game inside the search exactly as
//!   [`Game::play`] ends it. Calcala's and Oware's endless relays stop inside the engine's
//!   own move, so they cannot hang the search.
//! - Easy and Medium ([`Level`]) search shallowly and then draw their move among the
//!   near-best ones with a seeded softmax ([`Noise`]): a move more than the window below
//!   the best is never played, so an obvious big capture is never missed, and a weaker
//!   move is chosen only when it is close, as a person's slip would be.
//! - The search stops at a node budget (deterministic) or when the caller's `stop`
//!   callback says so (a clock, a newer request); the last completed iteration's move is
//!   played, or a better one already proven in the unfinished iteration.

pub mod analysis;
pub mod book;
pub mod database_file;
pub mod endgames;
#[cfg(not(target_arch = "wasm32"))]
pub mod fitting;
mod level;
#[cfg(not(target_arch = "wasm32"))]
pub mod loss;
#[cfg(not(target_arch = "wasm32"))]
pub mod matches;
mod multi;
pub mod puzzles;
mod rng;
pub mod solve;
mod table;
#[cfg(test)]
mod tests;

pub use level::{Enhancements, Level, Limits, Multi, Noise, ParseLevelError, Settings};
pub use rng::Rng;

use std::collections::HashMap;
use std::sync::Arc;

use crate::games::{Game, GameId, Outcome, Player, Position};
use endgames::Endgames;
use table::{Bound, Entry, Table};

/// The score of a won game, before its margin and length are counted in.
pub const WIN: i32 = 1_000_000;
/// The depth a table entry is given when its search reached the end of every line.
const EXHAUSTIVE: u8 = u8::MAX;
/// Scores beyond this (either way) are decided games.
pub const DECIDED: i32 = WIN / 2;
const INFINITY: i32 = 2 * WIN;
const MAX_DEPTH: u32 = 64;
/// Quiescence tries at most this many of the best gaining moves of a position.
const QUIESCENCE_WIDTH: usize = 4;

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play.
    pub best: M,
    /// Its value for the player to move, in hundredths of a seed; beyond [`DECIDED`] the
    /// game is won (or, below `-DECIDED`, lost) with perfect play.
    pub score: i32,
    /// The depth of the last completed iteration, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<M>,
}

/// The move the computer plays at `level` in the game's current position, taking the
/// game's history into account for repetitions; `None` once the game is over.
pub fn best_move<P: Position>(
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
pub fn search<P: Position>(
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
    prover: Option<analysis::KalahProver>,
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
    /// (its table and endgame database) in place of [`analysis::Budgets::PLAY`], the
    /// worker's: a native engine can afford more. The solver is built now for the rules
    /// of `start` (a Kalah position; other games have no exact tries), so that no move
    /// waits for its database.
    pub fn set_exact_budgets<P: Position>(&mut self, budgets: &analysis::Budgets, start: &P) {
        let mut prover = analysis::KalahProver::new(budgets);
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
pub fn search_with<P: Position>(
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
            return Some(multi::modelled(
                game, settings, model, candidates, stop, moves,
            ));
        }
    }
    if moves.len() == 1 {
        // Nothing to choose: answer at once.
        let searcher = Searcher::<P>::new(game, settings, stop, Table::new(0));
        return Some(SearchResult {
            best: moves[0],
            score: searcher.evaluate(root),
            depth: 0,
            nodes: 0,
            pv: moves,
        });
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
    let mut searcher = Searcher::<P>::new(game, settings, stop, table);
    if settings.enhancements.endgames {
        searcher.endgames = memory
            .endgames
            .clone()
            .filter(|e| e.fits::<P>(root.rules()));
    }
    let result = searcher.run(root, moves);
    memory.table = searcher.table;
    if settings.exact_nodes > 0 {
        let for_first_seat = if root.to_move().index() == 0 { 1 } else { -1 };
        memory.last_margin = Some(for_first_seat * margin_in_seeds(result.score));
    }
    Some(result)
}

/// A search's score (hundredths of a seed, or a decided value: [`WIN`] less a thousand a
/// seed of margin) as the final margin in whole seeds it foresees.
pub(crate) fn margin_in_seeds(score: i32) -> i32 {
    if score > DECIDED {
        (score - WIN + 500) / 1000
    } else if score < -DECIDED {
        (score + WIN - 500) / 1000
    } else {
        (score + 50 * score.signum()) / 100
    }
}

/// The solver's move, where it proves `root` within [`Settings::exact_nodes`] (Kalah, with
/// at most [`level::EXACT_SHARE`] of its seeds on the board), or, against a clock alone,
/// within the try's share of the time whatever the seeds; otherwise `None`, with twice
/// the positions it may spend taken from the search's node budget (a solver's position
/// costs two to three of the search's), so that a move takes about as long either way.
fn exact_move<P: Position>(
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
        .get_or_insert_with(|| analysis::KalahProver::new(&analysis::Budgets::PLAY));
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

/// One search's state.
struct Searcher<'a, P: Position> {
    settings: Settings,
    stop: &'a dyn Fn() -> bool,
    /// The seat index of the player to move at the root.
    root_player: usize,
    players: usize,
    table: Table,
    /// The endgame database of the game's rules, if any.
    endgames: Option<Arc<Endgames>>,
    /// Keys of the game's positions and then of the path being searched.
    path: Vec<u64>,
    /// How many keys of `path` repeat one before them: while any does, a value from the
    /// table may be wrong here (a repetition it did not see), and none is used.
    repeats_on_path: usize,
    /// Times the search came back to a position of `path`: a node during whose search this
    /// grew has a value that depends on the path, and the table keeps only its move.
    returns: u64,
    /// Values taken at the horizon (an evaluation, or a table entry of a search that took
    /// some): a node during whose search this did not grow was searched to the end of
    /// every line, and its value holds at any depth.
    horizons: u64,
    killers: Vec<[Option<P::Move>; 2]>,
    history: HashMap<(usize, P::Move), u32, foldhash::fast::FixedState>,
    /// Each ply's children and move order, kept from one node to the next so that a node
    /// allocates nothing once its ply's buffers have grown.
    buffers: Vec<NodeBuffers<P>>,
    nodes: u64,
    /// The current iteration may be cut short.
    may_abort: bool,
    aborted: bool,
    /// The node count at which the budget and `stop` are next looked at.
    next_check: u64,
}

impl<'a, P: Position> Searcher<'a, P> {
    fn new(game: &Game<P>, settings: &Settings, stop: &'a dyn Fn() -> bool, table: Table) -> Self {
        let root = game.position();
        let path: Vec<u64> = if P::REPETITION_ENDS {
            game.positions().into_iter().map(P::key).collect()
        } else {
            Vec::new()
        };
        let repeats_on_path = (0..path.len())
            .filter(|&i| path[..i].contains(&path[i]))
            .count();
        let players = root.players().clamp(1, 4);
        let mut settings = *settings;
        if let Multi::ParanoidDepth(depth) = settings.multi.filter(players) {
            let limit = settings.limits.depth.map_or(depth, |d| d.min(depth));
            settings.limits.depth = Some(limit);
            settings.quiescence = 0;
        }
        Searcher {
            settings,
            stop,
            root_player: root.to_move().index(),
            players,
            table,
            endgames: None,
            path,
            repeats_on_path,
            returns: 0,
            horizons: 0,
            killers: vec![[None; 2]; MAX_DEPTH as usize + 2],
            history: HashMap::default(),
            buffers: Vec::new(),
            nodes: 0,
            may_abort: false,
            aborted: false,
            next_check: 1024,
        }
    }

    /// Whether the player to move is on the root's side.
    fn on_root_side(&self, position: &P) -> bool {
        position.to_move().index() == self.root_player
    }

    /// The root's margin turned to the point of view of the side to move.
    fn for_mover(&self, position: &P, root_value: i32) -> i32 {
        if self.on_root_side(position) {
            root_value
        } else {
            -root_value
        }
    }

    fn evaluate(&self, position: &P) -> i32 {
        let standing = if self.settings.enhancements.tuned_evaluation {
            position.evaluation()
        } else {
            position.standing()
        };
        self.value_of(position, standing)
    }

    /// The value for the player to move of each seat's standing or evaluation: the root
    /// player's lead over the best of the others, turned to the mover's point of view.
    fn value_of(&self, position: &P, standing: [i32; 4]) -> i32 {
        let best_other = (0..self.players)
            .filter(|&p| p != self.root_player)
            .map(|p| standing[p])
            .max()
            .unwrap_or(0);
        self.for_mover(position, standing[self.root_player] - best_other)
    }

    fn terminal(&self, position: &P, outcome: &Outcome<P::Player>, ply: usize) -> i32 {
        let total = |index: usize| {
            outcome
                .totals()
                .iter()
                .find(|(p, _)| p.index() == index)
                .map_or(0, |&(_, t)| t as i32)
        };
        let margin = total(self.root_player)
            - (0..self.players)
                .filter(|&p| p != self.root_player)
                .map(total)
                .max()
                .unwrap_or(0);
        let ply = ply.min(999) as i32;
        let root_value = if outcome.is_draw() || margin == 0 {
            0
        } else if margin > 0 {
            WIN + 1000 * margin - ply
        } else {
            -WIN + 1000 * margin + ply
        };
        self.for_mover(position, root_value)
    }

    /// The position after a move, ended by repetition where the rules say so, its key,
    /// and whether it is a return to a position of the game or of the path searched.
    ///
    /// Repetitions are exact with a table, even one kept through the game (graph history
    /// interaction): a node whose search returned to a position of its path (a repetition
    /// ended there, or might have with another history) is stored without its value, only
    /// its best move; and while the path holds a position twice, so that one more visit
    /// ends the game, no value is taken from the table. Every value the table gives is
    /// then the same whatever path leads to its position: a line that would end by
    /// repetition on one path but not another would have returned to a position of its
    /// own path, and its nodes were not stored.
    fn child(&self, position: &P, m: P::Move) -> Option<Child<P>> {
        let mut child = position.play_fast(m)?;
        let mut key = child.key();
        let mut returns = false;
        if P::REPETITION_ENDS && child.outcome().is_none() {
            let seen = self.path.iter().filter(|&&k| k == key).count();
            returns = seen > 0;
            if seen >= 2 {
                if let Some(ended) = child.end_by_repetition() {
                    child = ended;
                    key = child.key();
                }
            }
        }
        Some(Child {
            position: child,
            key,
            returns,
        })
    }

    fn run(&mut self, root: &P, moves: Vec<P::Move>) -> SearchResult<P::Move> {
        let max_depth = self
            .settings
            .limits
            .depth
            .unwrap_or(MAX_DEPTH)
            .clamp(1, MAX_DEPTH);
        let mut order: Vec<P::Move> = moves.clone();
        let mut best = (moves[0], self.evaluate(root));
        let mut scored: Vec<(P::Move, i32)> = Vec::new();
        let mut completed = 0;
        for depth in 1..=max_depth {
            self.may_abort = depth > 1;
            let horizons_before = self.horizons;
            // Asked before each iteration too: a shallow one may take fewer positions than
            // the 1024 between checks.
            let over_budget = self.settings.limits.nodes.is_some_and(|n| self.nodes >= n);
            if self.may_abort && (over_budget || (self.stop)()) {
                break;
            }
            let iteration_scores = self.root_iteration(root, &order, depth);
            // The first of the best: a move fully searched and better than every move
            // before it is a sound choice even when the iteration was cut short.
            if let Some(&b) = iteration_scores
                .iter()
                .reduce(|a, b| if b.1 > a.1 { b } else { a })
            {
                best = b;
            }
            if self.aborted {
                break;
            }
            completed = depth;
            scored = iteration_scores;
            // Next iteration: the best move first, then by score.
            let mut by_score = scored.clone();
            by_score.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
            order = by_score.iter().map(|&(m, _)| m).collect();
            for m in &moves {
                if !order.contains(m) {
                    order.push(*m);
                }
            }
            let exhausted = self.horizons == horizons_before;
            let decided = best.1.abs() > DECIDED && !self.settings.enhancements.margins;
            if (exhausted || decided) && self.settings.noise.is_none() {
                // Every line was searched to its end: more depth changes nothing. (A won
                // or lost value found with lines still cut at the horizon is not final:
                // a deeper search can find a larger margin.)
                break;
            }
        }
        let mut result_best = best;
        if let Some(noise) = self.settings.noise {
            if let Some(pick) = pick_with_noise(&scored, noise, self.settings.seed ^ root.key()) {
                result_best = pick;
            }
        }
        let pv = self.principal_variation(root, result_best.0, completed.max(1));
        SearchResult {
            best: result_best.0,
            score: result_best.1,
            depth: completed,
            nodes: self.nodes,
            pv,
        }
    }

    /// One iteration at the root: the value of every root move searched before the
    /// iteration ended (exact for the best and, with noise, for every move within the
    /// window; an upper bound for the others).
    fn root_iteration(&mut self, root: &P, order: &[P::Move], depth: u32) -> Vec<(P::Move, i32)> {
        let window = self.settings.noise.map(|n| n.window);
        let mut alpha = -INFINITY;
        let mut best: Option<(P::Move, i32)> = None;
        let mut scores = Vec::with_capacity(order.len());
        for (i, &m) in order.iter().enumerate() {
            let Some(child) = self.child(root, m) else {
                continue;
            };
            // With noise, every move within the window of the best needs its exact value.
            let floor = match window {
                Some(w) => best.map_or(-INFINITY, |(_, v)| v - w - 1),
                None => alpha,
            };
            let v = if i == 0 || window.is_some() {
                self.value_of_child(root, &child, depth - 1, 1, floor, INFINITY)
            } else {
                let v = self.value_of_child(root, &child, depth - 1, 1, alpha, alpha + 1);
                if v > alpha && !self.aborted {
                    self.value_of_child(root, &child, depth - 1, 1, alpha, INFINITY)
                } else {
                    v
                }
            };
            if self.aborted {
                break;
            }
            scores.push((m, v));
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((m, v));
                alpha = alpha.max(v);
            }
        }
        scores
    }

    /// The value of `child` (reached from `parent`) for the player to move in `parent`.
    fn value_of_child(
        &mut self,
        parent: &P,
        child: &Child<P>,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let Child {
            position,
            key,
            returns,
        } = child;
        self.path.push(*key);
        if *returns {
            self.returns += 1;
            self.repeats_on_path += 1;
        }
        let v = if self.on_root_side(position) == self.on_root_side(parent) {
            self.negamax(position, *key, depth, ply, alpha, beta)
        } else {
            -self.negamax(position, *key, depth, ply, -beta, -alpha)
        };
        if *returns {
            self.repeats_on_path -= 1;
        }
        self.path.pop();
        v
    }

    fn negamax(
        &mut self,
        position: &P,
        key: u64,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            // Every 1024 positions (quiescence counts several at once).
            self.next_check = (self.nodes / 1024 + 1) * 1024;
            let over_budget = self.settings.limits.nodes.is_some_and(|n| self.nodes >= n);
            if self.may_abort && (over_budget || (self.stop)()) {
                self.aborted = true;
            }
        }
        if self.aborted {
            return 0;
        }
        if let Some(outcome) = position.outcome() {
            return self.terminal(position, outcome, ply);
        }
        let seeds = if self.players == 2 {
            position.seeds()
        } else {
            None
        };
        if let Some(endgames) = self.endgames.as_deref() {
            if seeds.is_some_and(|s| s.in_play <= endgames.seeds()) {
                if let Some(margin) = endgames.margin(position) {
                    // Solved: the margin is exact; the game is counted as ending one ply
                    // on (the length only orders results of equal margin).
                    return decided_value(margin, ply + 1);
                }
            }
        }
        if self.settings.enhancements.seed_bounds {
            if let Some(seeds) = seeds {
                let mover = position.to_move().index();
                let banked = seeds.stores[mover] as i32 - seeds.stores[1 - mover] as i32;
                let (low, high) = seed_bounds(banked, seeds.in_play as i32, ply);
                if low >= beta {
                    return low;
                }
                if high <= alpha {
                    return high;
                }
            }
        }
        if depth == 0 {
            self.horizons += 1;
            return self.quiesce(position, ply, alpha, beta, self.settings.quiescence);
        }
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, NodeBuffers::default);
        }
        // The ply's buffers, taken for the node and given back at its end.
        let mut buffers = std::mem::take(&mut self.buffers[ply]);
        buffers.moves.clear();
        position.legal_moves_into(&mut buffers.moves);
        let v = self.search_moves(position, key, depth, ply, alpha, beta, &mut buffers);
        self.buffers[ply] = buffers;
        v
    }

    /// The rest of [`Searcher::negamax`], from the node's legal moves (in
    /// `buffers.moves`) on.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        position: &P,
        key: u64,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
        buffers: &mut NodeBuffers<P>,
    ) -> i32 {
        let NodeBuffers {
            moves,
            children,
            order,
        } = buffers;
        if moves.is_empty() {
            self.horizons += 1;
            return self.evaluate(position);
        }

        let mut table_move = None;
        if let Some(e) = self.table.probe(key) {
            table_move = e.best.map(usize::from).filter(|&i| i < moves.len());
            if (u32::from(e.depth) >= depth || e.depth == EXHAUSTIVE) && self.repeats_on_path == 0 {
                let v = value_from_table(e.value, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if cut {
                    if e.depth != EXHAUSTIVE {
                        self.horizons += 1;
                    }
                    return v;
                }
            }
        }

        let mover = position.to_move().index();
        let killers = self.killers[ply.min(self.killers.len() - 1)];
        let Enhancements {
            killers: use_killers,
            history: use_history,
            ..
        } = self.settings.enhancements;
        // Every child is played first and ranked by what it gains at once by the game's
        // standing (its store, captures): the moves after which the same player moves
        // again first, then the others that gain, the biggest gain first, before the
        // quiet ones (a quarter to two fifths of the nodes to a depth in Kalah). The standing, not
        // the fitted evaluation: the fit's small differences between quiet moves ordered
        // them worse, and it costs more per child.
        let by_gain = self.settings.quiescence > 0 || self.settings.enhancements.gains_first;
        let stand = if by_gain {
            self.value_of(position, position.standing())
        } else {
            0
        };
        children.clear();
        order.clear();
        for (i, m) in moves.iter().enumerate() {
            let mut gain = 0;
            let mut moves_again = false;
            if by_gain {
                let child = self.child(position, *m);
                if let Some(c) = &child {
                    let v = self.gain_order_value(position, &c.position, ply + 1);
                    gain = (v - stand).max(0) as u64;
                    moves_again =
                        c.position.outcome().is_none() && c.position.to_move().index() == mover;
                }
                children.push(child);
            }
            let score = if Some(i) == table_move {
                u64::MAX
            } else if moves_again {
                (2 << 40) + gain
            } else if gain > 0 {
                (1 << 40) + gain
            } else if use_killers && killers[0] == Some(*m) {
                3 << 32
            } else if use_killers && killers[1] == Some(*m) {
                2 << 32
            } else if use_history {
                u64::from(self.history.get(&(mover, *m)).copied().unwrap_or(0))
            } else {
                0
            };
            order.push((i, score));
        }
        // With the gains first, ties go to the move listed last first: in the two-row
        // games the house nearest the end of the mover's row, whose sowing reaches the
        // store or the other side soonest (a quarter fewer nodes than the first listed
        // first in Kalah). Without them (the levels below Expert) the first listed first,
        // as those levels were measured.
        let tie = |i: usize| if by_gain { usize::MAX - i } else { i };
        order.sort_unstable_by_key(|&(i, s)| (std::cmp::Reverse(s), tie(i)));

        let returns_before = self.returns;
        let horizons_before = self.horizons;
        let mut alpha = alpha;
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_index = None;
        for (n, &(i, _)) in order.iter().enumerate() {
            let m = moves[i];
            let played = match children.get_mut(i) {
                Some(child) => child.take(),
                None => self.child(position, m),
            };
            let Some(child) = played else {
                continue;
            };
            let v = if n == 0 {
                self.value_of_child(position, &child, depth - 1, ply + 1, alpha, beta)
            } else {
                let v = self.value_of_child(position, &child, depth - 1, ply + 1, alpha, alpha + 1);
                if v > alpha && v < beta && !self.aborted {
                    self.value_of_child(position, &child, depth - 1, ply + 1, v, beta)
                } else {
                    v
                }
            };
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_index = Some(i);
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        let slot = &mut self.killers[ply.min(MAX_DEPTH as usize + 1)];
                        if slot[0] != Some(m) {
                            slot[1] = slot[0];
                            slot[0] = Some(m);
                        }
                        *self.history.entry((mover, m)).or_insert(0) += depth * depth;
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A value that depends on the path (the search returned to a position of it) is
        // not kept: depth 0 is never used for a cut-off, only for the move. One searched to
        // the end of every line holds at any depth.
        let depth = if self.returns != returns_before {
            0
        } else if self.horizons == horizons_before {
            EXHAUSTIVE
        } else {
            depth.min(u32::from(EXHAUSTIVE) - 1) as u8
        };
        self.table.store(Entry {
            key,
            value: value_to_table(best, ply),
            depth,
            bound,
            best: best_index.map(|i| i as u16),
            generation: 0,
        });
        children.clear();
        best
    }

    /// A child's value for ordering the moves of `parent` (its standing, or its result
    /// when the game ended), for the player to move in `parent`.
    fn gain_order_value(&self, parent: &P, child: &P, ply: usize) -> i32 {
        let v = match child.outcome() {
            Some(outcome) => self.terminal(child, outcome, ply),
            None => self.value_of(child, child.standing()),
        };
        self.for_parent(parent, child, v)
    }

    /// A child's static value (its evaluation, or its result when the game ended) for
    /// the player to move in `parent`.
    fn static_value_of_child(&self, parent: &P, child: &P, ply: usize) -> i32 {
        let v = match child.outcome() {
            Some(outcome) => self.terminal(child, outcome, ply),
            None => self.evaluate(child),
        };
        self.for_parent(parent, child, v)
    }

    /// A child's value `v` (for its player to move) turned to its parent's mover.
    fn for_parent(&self, parent: &P, child: &P, v: i32) -> i32 {
        if self.on_root_side(child) == self.on_root_side(parent) {
            v
        } else {
            -v
        }
    }

    /// The value of a position at the search's horizon: its evaluation, or, when the
    /// player to move can gain, the best of its evaluation and its `left` best gains
    /// searched the same way (a quiescence search over the moves that gain).
    fn quiesce(&mut self, position: &P, ply: usize, alpha: i32, beta: i32, left: u32) -> i32 {
        let stand = self.evaluate(position);
        if stand >= beta || left == 0 {
            return stand;
        }
        let moves = position.legal_moves();
        self.nodes += moves.len() as u64;
        let mut gains: Vec<(i32, P)> = Vec::new();
        for m in moves {
            let Some(child) = position.play_fast(m) else {
                continue;
            };
            let v = self.static_value_of_child(position, &child, ply + 1);
            if v > stand {
                gains.push((v, child));
            }
        }
        gains.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
        gains.truncate(QUIESCENCE_WIDTH);
        let mut best = stand;
        let mut alpha = alpha.max(stand);
        for (v, child) in gains {
            let v = if child.outcome().is_some() {
                v
            } else if self.on_root_side(&child) == self.on_root_side(position) {
                self.quiesce(&child, ply + 1, alpha, beta, left - 1)
            } else {
                -self.quiesce(&child, ply + 1, -beta, -alpha, left - 1)
            };
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The line the table remembers after `first`.
    fn principal_variation(&self, root: &P, first: P::Move, depth: u32) -> Vec<P::Move> {
        let mut pv = vec![first];
        let Some(mut position) = root.play_fast(first) else {
            return pv;
        };
        while pv.len() < depth as usize && position.outcome().is_none() {
            let Some(e) = self.table.probe(position.key()) else {
                break;
            };
            let moves = position.legal_moves();
            let Some(&m) = e.best.and_then(|i| moves.get(usize::from(i))) else {
                break;
            };
            pv.push(m);
            match position.play_fast(m) {
                Some(next) => position = next,
                None => break,
            }
        }
        pv
    }
}

/// A position after a move, as the search plays it.
struct Child<P> {
    position: P,
    key: u64,
    /// The position was on the path (or in the game) already.
    returns: bool,
}

/// The buffers of one node of the search: its legal moves, its children played for
/// ordering, and its moves' order (index, score).
struct NodeBuffers<P: Position> {
    moves: Vec<P::Move>,
    children: Vec<Option<Child<P>>>,
    order: Vec<(usize, u64)>,
}

impl<P: Position> Default for NodeBuffers<P> {
    fn default() -> NodeBuffers<P> {
        NodeBuffers {
            moves: Vec::new(),
            children: Vec::new(),
            order: Vec::new(),
        }
    }
}

/// The lowest and the highest value a two-player position at `ply` can still have for
/// its player to move, whose store leads by `banked` seeds with `in_play` seeds left on the
/// board: every total is a store plus a share of the seeds in play, so the final margin
/// lies within `banked ± in_play`, and the game ends one ply from here at the soonest.
/// A margin that cannot be negative is a draw at worst (0), one that must be positive a
/// win by at least that many seeds, and likewise for losses.
fn seed_bounds(banked: i32, in_play: i32, ply: usize) -> (i32, i32) {
    let soonest = (ply + 1).min(999) as i32;
    let (worst, best) = (banked - in_play, banked + in_play);
    let low = match worst {
        m if m > 0 => WIN + 1000 * m - 999,
        0 => 0,
        m => -WIN + 1000 * m + soonest,
    };
    let high = match best {
        m if m < 0 => -WIN + 1000 * m + 999,
        0 => 0,
        m => WIN + 1000 * m - soonest,
    };
    (low, high)
}

/// The value of a game that ends at `ply` with this margin for the player to move (as
/// [`Searcher::terminal`] scores it).
fn decided_value(margin: i32, ply: usize) -> i32 {
    let ply = ply.min(999) as i32;
    match margin {
        m if m > 0 => WIN + 1000 * m - ply,
        0 => 0,
        m => -WIN + 1000 * m + ply,
    }
}

/// A decided value as stored in the table: counted from the position, not the root.
fn value_to_table(v: i32, ply: usize) -> i32 {
    let ply = ply.min(999) as i32;
    if v > DECIDED {
        v + ply
    } else if v < -DECIDED {
        v - ply
    } else {
        v
    }
}

fn value_from_table(v: i32, ply: usize) -> i32 {
    let ply = ply.min(999) as i32;
    if v > DECIDED {
        v - ply
    } else if v < -DECIDED {
        v + ply
    } else {
        v
    }
}

/// Draws a root move among those within the window of the best, by a seeded softmax.
fn pick_with_noise<M: Copy>(scored: &[(M, i32)], noise: Noise, seed: u64) -> Option<(M, i32)> {
    let best = scored.iter().map(|&(_, v)| v).max()?;
    if best.abs() > DECIDED {
        // A forced win or loss is no place for a slip.
        return scored.iter().copied().find(|&(_, v)| v == best);
    }
    let candidates: Vec<(M, i32)> = scored
        .iter()
        .copied()
        .filter(|&(_, v)| v >= best - noise.window)
        .collect();
    let weights: Vec<f64> = candidates
        .iter()
        .map(|&(_, v)| (f64::from(v - best) / f64::from(noise.temperature.max(1))).exp())
        .collect();
    let mut r = Rng::new(seed).next_f64() * weights.iter().sum::<f64>();
    for (&c, w) in candidates.iter().zip(&weights) {
        if r < *w {
            return Some(c);
        }
        r -= w;
    }
    candidates.last().copied()
}
