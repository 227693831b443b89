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
use crate::games::{Game, GameId, KindOfPosition, Player, PositionKind, RuleOptions};

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
    /// The rules the solver was last prepared for.
    prepared: Option<Vec<(String, String)>>,
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
            prepared: None,
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
            // Once for each rules: asking the solver again costs a request a few hundred
            // milliseconds in the worker before its first answer.
            let rules = position.rules().to_pairs();
            if self.prepared.as_ref() == Some(&rules) {
                return;
            }
            let prover = self
                .prover
                .get_or_insert_with(|| KalahProver::new(&self.budgets));
            let _ = prover.value_within(position, None, u64::MAX, &|| true);
            self.prepared = Some(rules);
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
    /// no moves. It is [`Run`]'s steps, one after the other.
    pub fn explore<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        book: Option<&Book>,
        stop: &dyn Stop,
        max_depth: u32,
        on_depth: &mut dyn FnMut(&Exploration<P::Move>) -> ControlFlow<()>,
    ) -> Exploration<P::Move> {
        let mut run = Run::new(game.clone(), max_depth);
        loop {
            match run.step(self, book, stop, &|| false) {
                Step::Busy => {}
                Step::Depth(found) => {
                    if on_depth(&found).is_break() {
                        return found;
                    }
                }
                Step::Done(found) => return found,
            }
        }
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
        // Only Kalah's books hold proven values (`mancala solve-book`; the other games' are
        // long searches): the lookup is compiled for Kalah alone, which keeps it out of the
        // other position types' code in the coach's worker.
        let kalah = const { matches!(<P as KindOfPosition>::KIND, PositionKind::Kalah) };
        if let Some(entry) = book
            .filter(|_| kalah)
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

/// An exploration in steps (what [`Explorer::explore`] does, a piece at a time), so that a
/// caller that must answer other messages meanwhile (the worker, whose messages wait while
/// it computes) can stop it or take a newer request between two steps: a step is one
/// move's exact try, one move's play-out, or one move's search at the depth being
/// completed, never a whole depth.
pub struct Run<P: Evaluate> {
    game: Game<P>,
    max_depth: u32,
    /// The legal moves, and the game after each (those that play).
    legal: Vec<P::Move>,
    children: Vec<Game<P>>,
    /// The values of the last complete round, and of the round being completed.
    moves: Vec<MoveWorth<P::Move>>,
    next: Vec<MoveWorth<P::Move>>,
    /// The last exploration a caller was given (or would be, once done).
    found: Exploration<P::Move>,
    nodes: u64,
    phase: Phase,
    settings: super::Settings,
}

/// Where a [`Run`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The exact try of the legal move of this index.
    Exact(usize),
    /// With 3 or 4 players, the play-out of the move of this index.
    Playout(usize),
    /// The search of the move of this index to this depth; the deepest line found in it.
    Search {
        depth: u32,
        index: usize,
        deepest: u32,
    },
    Done,
}

/// What one step of a [`Run`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<M> {
    /// Some work, nothing to report yet.
    Busy,
    /// A round is complete (the exact values, or a depth): the exploration so far.
    Depth(Exploration<M>),
    /// The exploration is over (every value exact, the depth reached, no deeper line, or
    /// stopped): the last exploration reported, or the first if none was.
    Done(Exploration<M>),
}

impl<P: Evaluate> Run<P> {
    /// An exploration of the game's position, to `max_depth` plies at most.
    pub fn new(game: Game<P>, max_depth: u32) -> Run<P> {
        let legal = match game.position().outcome() {
            Some(_) => Vec::new(),
            None => game.position().legal_moves(),
        };
        let mut settings = Level::Expert.settings(game.position().game(), 0);
        // The exact tries are this module's own, each move's before its search.
        settings.exact_nodes = 0;
        settings.limits.nodes = None;
        settings.limits.millis = None;
        Run {
            game,
            max_depth: max_depth.min(MAX_DEPTH),
            legal,
            children: Vec::new(),
            moves: Vec::new(),
            next: Vec::new(),
            found: exploration(Vec::new(), 0, 0),
            nodes: 0,
            phase: Phase::Exact(0),
            settings,
        }
    }

    /// Does the next piece of the exploration (see [`Run`]), with the explorer's solver,
    /// book and table, until `stop`. A move's search that `give_way` cuts short (the
    /// caller's slice is over) is dropped and searched again at the next step: what it
    /// found is in the table, so the next step goes on from there.
    pub fn step(
        &mut self,
        explorer: &mut Explorer,
        book: Option<&Book>,
        stop: &dyn Stop,
        give_way: &dyn Fn() -> bool,
    ) -> Step<P::Move> {
        match self.phase {
            Phase::Exact(i) => self.exact(i, explorer, book, stop),
            Phase::Playout(i) => self.play_out(i),
            Phase::Search {
                depth,
                index,
                deepest,
            } => self.search(depth, index, deepest, explorer, stop, give_way),
            Phase::Done => Step::Done(self.found.clone()),
        }
    }

    fn exact(
        &mut self,
        i: usize,
        explorer: &mut Explorer,
        book: Option<&Book>,
        stop: &dyn Stop,
    ) -> Step<P::Move> {
        if let Some(&m) = self.legal.get(i) {
            self.phase = Phase::Exact(i + 1);
            let mut child = self.game.clone();
            if child.play(m).is_err() {
                return Step::Busy;
            }
            let known = explorer.exact_value(&child, book, stop, &mut self.nodes);
            self.moves.push(match known {
                Some((source, value, line)) => worth(m, 100 * value, source, 0, line),
                None => worth(m, 0, Source::Search, 0, vec![m]),
            });
            self.children.push(child);
            return Step::Busy;
        }
        self.found = exploration(self.moves.clone(), 0, self.nodes);
        if self.game.position().players() > 2 && !self.found.complete {
            self.phase = Phase::Playout(0);
            return Step::Busy;
        }
        self.phase = match self.found.complete || self.max_depth == 0 {
            true => Phase::Done,
            false => Phase::Search {
                depth: 1,
                index: 0,
                deepest: 0,
            },
        };
        self.next = self.moves.clone();
        Step::Depth(self.found.clone())
    }

    /// With 3 or 4 players, each move not exact is played out to the mover's next turn, as
    /// the coach does: the exploration's one round.
    fn play_out(&mut self, i: usize) -> Step<P::Move> {
        if let Some(worth) = self.moves.get_mut(i) {
            self.phase = Phase::Playout(i + 1);
            if !worth.exact() {
                let (value, shares, n) = played_out(&self.game, worth.played);
                self.nodes += n;
                *worth = MoveWorth {
                    shares,
                    ..self::worth(worth.played, value, Source::Playout, 1, vec![worth.played])
                };
            }
            return Step::Busy;
        }
        self.found = exploration(self.moves.clone(), 1, self.nodes);
        self.phase = Phase::Done;
        Step::Depth(self.found.clone())
    }

    fn search(
        &mut self,
        depth: u32,
        index: usize,
        mut deepest: u32,
        explorer: &mut Explorer,
        stop: &dyn Stop,
        give_way: &dyn Fn() -> bool,
    ) -> Step<P::Move> {
        let Some(at) = (index..self.next.len()).find(|&i| !self.next[i].exact()) else {
            // The round is complete.
            self.moves = self.next.clone();
            self.found = exploration(self.moves.clone(), depth, self.nodes);
            // Every line ended before this depth: deeper searches find the same.
            let over = self.found.complete || depth >= self.max_depth || deepest < depth;
            self.phase = match over {
                true => Phase::Done,
                false => Phase::Search {
                    depth: depth + 1,
                    index: 0,
                    deepest: 0,
                },
            };
            return Step::Depth(self.found.clone());
        };
        if stop.now() {
            self.phase = Phase::Done;
            return Step::Done(self.found.clone());
        }
        let mover = self.game.position().to_move();
        let (worth, child) = (&mut self.next[at], &self.children[at]);
        if depth == 1 {
            // One ply: the move, and the evaluation of the position it makes.
            let estimate = child.position().evaluation();
            let (own, other) = (mover.index(), 1 - mover.index().min(1));
            let score = estimate[own] - estimate[other];
            *worth = self::worth(worth.played, score, Source::Search, 1, vec![worth.played]);
            deepest = 1;
        } else {
            // The search after the move goes one ply less deep than the exploration.
            self.settings.limits.depth = Some(depth - 1);
            let cut = GiveWay { stop, give_way };
            if let Some(result) = search_with(child, &self.settings, &cut, &mut explorer.memory) {
                if stop.now() {
                    // Cut short: this depth is not complete.
                    self.phase = Phase::Done;
                    return Step::Done(self.found.clone());
                }
                if give_way() {
                    // The caller's slice is over: this move again at the next step.
                    return Step::Busy;
                }
                self.nodes += result.nodes;
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
        }
        self.phase = Phase::Search {
            depth,
            index: at + 1,
            deepest,
        };
        Step::Busy
    }
}

/// A stop that also gives way to the caller at the end of its slice.
struct GiveWay<'a> {
    stop: &'a dyn Stop,
    give_way: &'a dyn Fn() -> bool,
}

impl Stop for GiveWay<'_> {
    fn now(&self) -> bool {
        self.stop.now() || (self.give_way)()
    }

    fn exact_try(&self) -> bool {
        self.stop.exact_try() || (self.give_way)()
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
