//! The playing search's core: negamax alpha-beta with principal-variation search,
//! iterative deepening, aspiration windows, a transposition table, quiescence on captures,
//! killer and history move ordering, and root noise for the lower levels (Knuth and
//! Moore, "An analysis of alpha-beta pruning", 1975; Marsland's PVS; Schaeffer's history
//! heuristic). The game-specific knowledge is all behind `Position` (its evaluation,
//! keys, reduced form for the endgame databases). Settings and figures: docs/computer.md.

use std::collections::HashMap;
use std::sync::Arc;

use super::endgames::Endgames;
use super::table::{Bound, Entry, Table};
use super::value::*;
use super::{Enhancements, Evaluate, Multi, Noise, Rng, Settings};
use crate::games::{Game, Outcome, Player};

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

/// Quiescence tries at most this many of the best gaining moves of a position.
const QUIESCENCE_WIDTH: usize = 4;

/// One search's state.
pub(super) struct Searcher<'a, P: Evaluate> {
    settings: Settings,
    stop: &'a dyn Fn() -> bool,
    /// The seat index of the player to move at the root.
    root_player: usize,
    players: usize,
    pub(super) table: Table,
    /// The endgame database of the game's rules, if any.
    pub(super) endgames: Option<Arc<Endgames>>,
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

impl<'a, P: Evaluate> Searcher<'a, P> {
    pub(super) fn new(
        game: &Game<P>,
        settings: &Settings,
        stop: &'a dyn Fn() -> bool,
        table: Table,
    ) -> Self {
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
    pub(super) fn on_root_side(&self, position: &P) -> bool {
        position.to_move().index() == self.root_player
    }

    /// The root's margin turned to the point of view of the side to move.
    pub(super) fn for_mover(&self, position: &P, root_value: i32) -> i32 {
        if self.on_root_side(position) {
            root_value
        } else {
            -root_value
        }
    }

    pub(super) fn evaluate(&self, position: &P) -> i32 {
        let standing = if self.settings.enhancements.tuned_evaluation {
            position.evaluation()
        } else {
            position.standing()
        };
        self.value_of(position, standing)
    }

    /// The value for the player to move of each seat's standing or evaluation: the root
    /// player's lead over the best of the others, turned to the mover's point of view.
    pub(super) fn value_of(&self, position: &P, standing: [i32; 4]) -> i32 {
        let best_other = (0..self.players)
            .filter(|&p| p != self.root_player)
            .map(|p| standing[p])
            .max()
            .unwrap_or(0);
        self.for_mover(position, standing[self.root_player] - best_other)
    }

    pub(super) fn terminal(&self, position: &P, outcome: &Outcome<P::Player>, ply: usize) -> i32 {
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
    pub(super) fn child(&self, position: &P, m: P::Move) -> Option<Child<P>> {
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

    pub(super) fn run(&mut self, root: &P, moves: Vec<P::Move>) -> SearchResult<P::Move> {
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
    pub(super) fn root_iteration(
        &mut self,
        root: &P,
        order: &[P::Move],
        depth: u32,
    ) -> Vec<(P::Move, i32)> {
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
    pub(super) fn value_of_child(
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

    pub(super) fn negamax(
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
    pub(super) fn search_moves(
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

        let table_move = match self.probe_table(key, depth, ply, alpha, beta, moves.len()) {
            Ok(table_move) => table_move,
            Err(cut) => return cut,
        };
        let mover = position.to_move().index();
        self.order_moves(position, ply, table_move, moves, children, order);

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
                        self.note_cut_off(ply, mover, m, depth);
                        break;
                    }
                }
            }
        }
        self.store_result(
            key,
            depth,
            ply,
            original_alpha,
            beta,
            best,
            best_index,
            (returns_before, horizons_before),
        );
        children.clear();
        best
    }

    /// Remembers a move that cut the search off at `ply`: a killer of its ply, and in the
    /// history of `mover`'s moves by the depth searched.
    #[inline]
    fn note_cut_off(&mut self, ply: usize, mover: usize, m: P::Move, depth: u32) {
        let slot = &mut self.killers[ply.min(MAX_DEPTH as usize + 1)];
        if slot[0] != Some(m) {
            slot[1] = slot[0];
            slot[0] = Some(m);
        }
        *self.history.entry((mover, m)).or_insert(0) += depth * depth;
    }

    /// The table's entry for the node: its value when the entry cuts the search off
    /// (`Err`), else the move it says to try first, if any, among the node's `moves`.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn probe_table(
        &mut self,
        key: u64,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
        moves: usize,
    ) -> Result<Option<usize>, i32> {
        let mut table_move = None;
        if let Some(e) = self.table.probe(key) {
            table_move = e.best.map(usize::from).filter(|&i| i < moves);
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
                    return Err(v);
                }
            }
        }

        Ok(table_move)
    }

    /// Orders the node's moves into `order` (index, score; best first), playing each
    /// child into `children` when the ordering needs it: the table's move, then by gain,
    /// killers and history as the settings enable them.
    #[inline]
    fn order_moves(
        &mut self,
        position: &P,
        ply: usize,
        table_move: Option<usize>,
        moves: &[P::Move],
        children: &mut Vec<Option<Child<P>>>,
        order: &mut Vec<(usize, u64)>,
    ) {
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
    }

    /// Keeps the node's result in the table: its bound against the original window, and
    /// the depth it holds for (none when it depends on the path, every depth when every
    /// line was searched to its end).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn store_result(
        &mut self,
        key: u64,
        depth: u32,
        ply: usize,
        original_alpha: i32,
        beta: i32,
        best: i32,
        best_index: Option<usize>,
        (returns_before, horizons_before): (u64, u64),
    ) {
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
    }

    /// A child's value for ordering the moves of `parent` (its standing, or its result
    /// when the game ended), for the player to move in `parent`.
    pub(super) fn gain_order_value(&self, parent: &P, child: &P, ply: usize) -> i32 {
        let v = match child.outcome() {
            Some(outcome) => self.terminal(child, outcome, ply),
            None => self.value_of(child, child.standing()),
        };
        self.for_parent(parent, child, v)
    }

    /// A child's static value (its evaluation, or its result when the game ended) for
    /// the player to move in `parent`.
    pub(super) fn static_value_of_child(&self, parent: &P, child: &P, ply: usize) -> i32 {
        let v = match child.outcome() {
            Some(outcome) => self.terminal(child, outcome, ply),
            None => self.evaluate(child),
        };
        self.for_parent(parent, child, v)
    }

    /// A child's value `v` (for its player to move) turned to its parent's mover.
    pub(super) fn for_parent(&self, parent: &P, child: &P, v: i32) -> i32 {
        if self.on_root_side(child) == self.on_root_side(parent) {
            v
        } else {
            -v
        }
    }

    /// The value of a position at the search's horizon: its evaluation, or, when the
    /// player to move can gain, the best of its evaluation and its `left` best gains
    /// searched the same way (a quiescence search over the moves that gain).
    pub(super) fn quiesce(
        &mut self,
        position: &P,
        ply: usize,
        alpha: i32,
        beta: i32,
        left: u32,
    ) -> i32 {
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
    pub(super) fn principal_variation(&self, root: &P, first: P::Move, depth: u32) -> Vec<P::Move> {
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
pub(super) struct Child<P> {
    position: P,
    key: u64,
    /// The position was on the path (or in the game) already.
    returns: bool,
}

/// The buffers of one node of the search: its legal moves, its children played for
/// ordering, and its moves' order (index, score).
pub(super) struct NodeBuffers<P: Evaluate> {
    moves: Vec<P::Move>,
    children: Vec<Option<Child<P>>>,
    order: Vec<(usize, u64)>,
}

impl<P: Evaluate> Default for NodeBuffers<P> {
    fn default() -> NodeBuffers<P> {
        NodeBuffers {
            moves: Vec::new(),
            children: Vec::new(),
            order: Vec::new(),
        }
    }
}

/// Draws a root move among those within the window of the best, by a seeded softmax.
pub(super) fn pick_with_noise<M: Copy>(
    scored: &[(M, i32)],
    noise: Noise,
    seed: u64,
) -> Option<(M, i32)> {
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

/// The answer where the player to move has one move: it, valued by the evaluation.
pub(super) fn answer_at_once<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    stop: &dyn Fn() -> bool,
    moves: Vec<P::Move>,
) -> SearchResult<P::Move> {
    let searcher = Searcher::<P>::new(game, settings, stop, Table::new(0));
    SearchResult {
        best: moves[0],
        score: searcher.evaluate(game.position()),
        depth: 0,
        nodes: 0,
        pv: moves,
    }
}

/// The alpha-beta search of the game's current position among `moves` (at least two),
/// with `table` (given back after) and the endgame database to probe, if any.
pub(super) fn run<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    stop: &dyn Fn() -> bool,
    table: Table,
    endgames: Option<Arc<Endgames>>,
    moves: Vec<P::Move>,
) -> (SearchResult<P::Move>, Table) {
    let mut searcher = Searcher::<P>::new(game, settings, stop, table);
    searcher.endgames = endgames;
    let result = searcher.run(game.position(), moves);
    (result, searcher.table)
}

/// The alpha-beta search alone, with a table of its own and no endgame database: what
/// `search` does in a two-player game without exact tries (the solver's first guess).
pub(super) fn search_alone<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    stop: &dyn Fn() -> bool,
) -> Option<SearchResult<P::Move>> {
    let moves = game.position().legal_moves();
    if moves.len() <= 1 {
        return (!moves.is_empty()).then(|| answer_at_once(game, settings, stop, moves));
    }
    let mut table = Table::new(settings.table_bits);
    table.new_search();
    Some(run(game, settings, stop, table, None, moves).0)
}
