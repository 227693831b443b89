//! The coach: a verdict on each move of a game, from the seeds it gave up against the best
//! move found (issue 25), as chess programs' game reviews do (value the best move and the
//! move played with the same engine at the same budget, and class the difference by fixed
//! thresholds); here the loss is a whole number of seeds a player can check on the board.
//! In Kalah, where the solver reaches, the values are exact ([`KalahProver`], its endgame
//! database and table kept from one ply to the next in the [`Coach`]); elsewhere they are
//! Expert's search at a fixed node budget ([`Budgets::search_nodes`], no clock: the same
//! answers natively and in the worker), the best move and the move played each searched to
//! the same budget; in Calcala with 3 or 4 players both are played out to the mover's next
//! turn with the other players' moves predicted as Expert's model does, and valued by the
//! mover's captures then. Thresholds and measurements: docs/computer.md, "The coach".

use std::fmt;

pub use super::prover::{Budgets, KalahProver, Proved};
use super::{search_with, Evaluate, Level, Memory, Multi, Settings, DECIDED, WIN};
use crate::games::{Game, GameId, Outcome, Player, Position, Side};

/// A loss of at most this many seeds is [`Verdict::Good`]. Kalah(6,4)'s margins are all
/// even (48 seeds split two ways), so its smallest loss is 2 seeds: the next-best move of
/// a quiet position, which a strong player may well choose. Good is that, and a seed or
/// two in the games whose margins can be odd.
pub const GOOD_MAX_LOSS: i32 = 2;
/// A loss of at most this many seeds (and more than [`GOOD_MAX_LOSS`]) is
/// [`Verdict::Inaccuracy`]: a small capture or an extra turn missed.
pub const INACCURACY_MAX_LOSS: i32 = 4;
/// A loss of at most this many seeds (and more than [`INACCURACY_MAX_LOSS`]) is
/// [`Verdict::Mistake`]: a house of a few seeds given away, about a sixth of the seeds a
/// Kalah(6,4) player needs to win (25 of 48).
pub const MISTAKE_MAX_LOSS: i32 = 8;

/// How good a move was, by the seeds it gave up against the best move found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verdict {
    /// No seed given up: the best move found, or one as good.
    Best,
    /// At most [`GOOD_MAX_LOSS`] seeds given up.
    Good,
    /// At most [`INACCURACY_MAX_LOSS`] seeds given up.
    Inaccuracy,
    /// At most [`MISTAKE_MAX_LOSS`] seeds given up, or (when exact) a smaller loss that
    /// throws away the result: a win to a draw or a loss, a draw to a loss.
    Mistake,
    /// More than [`MISTAKE_MAX_LOSS`] seeds given up.
    Blunder,
}

impl Verdict {
    /// Every verdict, the best first.
    pub const ALL: [Verdict; 5] = [
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// The verdict of a move that gave up `loss` seeds (at least 0); `result_lost` says
    /// that the exact values show the move throwing away the result (a win to a draw or a
    /// loss, a draw to a loss), which makes it at least a [`Verdict::Mistake`].
    pub fn of(loss: i32, result_lost: bool) -> Verdict {
        let by_loss = match loss {
            l if l <= 0 => Verdict::Best,
            l if l <= GOOD_MAX_LOSS => Verdict::Good,
            l if l <= INACCURACY_MAX_LOSS => Verdict::Inaccuracy,
            l if l <= MISTAKE_MAX_LOSS => Verdict::Mistake,
            _ => Verdict::Blunder,
        };
        if result_lost && loss > 0 {
            by_loss.max(Verdict::Mistake)
        } else {
            by_loss
        }
    }

    /// The lower-case name used in the tool's JSON and the worker's messages (`best`).
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// The seeds a move of this verdict gives up, least and most (a blunder's has no
    /// most), for the rules pages' table of the coach's verdicts.
    pub fn losses(self) -> (i32, Option<i32>) {
        match self {
            Verdict::Best => (0, Some(0)),
            Verdict::Good => (1, Some(GOOD_MAX_LOSS)),
            Verdict::Inaccuracy => (GOOD_MAX_LOSS + 1, Some(INACCURACY_MAX_LOSS)),
            Verdict::Mistake => (INACCURACY_MAX_LOSS + 1, Some(MISTAKE_MAX_LOSS)),
            Verdict::Blunder => (MISTAKE_MAX_LOSS + 1, None),
        }
    }

    /// The verdict named `text` by [`Verdict::as_str`].
    pub fn parse(text: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.as_str() == text)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the coach found for one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAnalysis<M> {
    /// The move's ply in the game, 0 for the first move.
    pub ply: usize,
    /// The move played.
    pub played: M,
    /// The best move found: the move played when it gave up nothing.
    pub best: M,
    /// The best move's value for the mover, in seeds: its final margin with best play
    /// (its total minus the opponent's), or with 3 or 4 players its captures minus the
    /// best other player's at its next turn.
    pub best_value: i32,
    /// The move played's value for the mover, the same way.
    pub played_value: i32,
    /// Seeds given up: `best_value - played_value`, at least 0.
    pub loss: i32,
    /// The class of the loss.
    pub verdict: Verdict,
    /// The margin expected after the move with best play, from South's side (South's
    /// total minus North's), for the evaluation graph; with 3 or 4 players, the mover's
    /// value.
    pub margin: i32,
    /// With 3 or 4 players, each seat's captures (by seat index) when the mover's turn
    /// comes back with the predicted moves: each player's share for the graph. Empty
    /// with two players.
    pub shares: Vec<u32>,
    /// Both values are proven by the solver.
    pub exact: bool,
    /// Positions searched for this move (the solver's and the search's).
    pub nodes: u64,
}

impl<M: Copy> MoveAnalysis<M> {
    /// The move played against the best move found, each valued for the mover in seeds
    /// (`values`: the best's, then the played one's): the loss, its verdict (a proven loss
    /// that throws away the result is at least a mistake), and the best move named only when
    /// the move played gave something up. The margin is the mover's value and there are no
    /// shares: a caller with two players turns the margin to South's side, one with three or
    /// four adds the shares.
    fn compared(
        ply: usize,
        played: M,
        best: M,
        (best_value, played_value): (i32, i32),
        exact: bool,
        nodes: u64,
    ) -> MoveAnalysis<M> {
        let loss = (best_value - played_value).max(0);
        let result_lost = exact && played_value.signum() < best_value.signum();
        MoveAnalysis {
            ply,
            played,
            best: if loss == 0 { played } else { best },
            best_value,
            played_value,
            loss,
            verdict: Verdict::of(loss, result_lost),
            margin: played_value,
            shares: Vec::new(),
            exact,
            nodes,
        }
    }
}

/// The coach's state through a game's review: the Kalah solver (its endgame database and
/// table), kept from one ply to the next, and the search's table (its memory, emptied
/// before each ply's search: see [`Coach::by_search`]).
pub struct Coach {
    budgets: Budgets,
    memory: Memory,
    prover: Option<KalahProver>,
    /// South's margin the solver last proved after a move: the next solve's first guess.
    last_exact: Option<i32>,
}

impl Coach {
    /// A coach with these budgets; nothing is allocated until the first analysis.
    pub fn new(budgets: Budgets) -> Coach {
        Coach {
            budgets,
            memory: Memory::new(),
            prover: None,
            last_exact: None,
        }
    }

    /// The budgets it searches with.
    pub fn budgets(&self) -> Budgets {
        self.budgets
    }

    /// Forgets the search's table (another game); the solver's database stays (it is
    /// rebuilt only for other rules) and so does its table, whose values hold in any game
    /// of the same rules.
    pub fn clear(&mut self) {
        self.memory.clear();
        self.last_exact = None;
    }

    /// The analysis of the move at `ply` (0 for the first) of `game`, with the game's
    /// history before it (repetitions count as in play); an error when the game has no
    /// such move.
    pub fn analyse<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        ply: usize,
    ) -> Result<MoveAnalysis<P::Move>, String> {
        let (before, played) = before_ply(game, ply)?;
        if let Some(found) = self.exact(&before, played, ply) {
            return Ok(found);
        }
        Ok(self.by_search(&before, played, ply))
    }

    /// [`Coach::analyse`] without the Kalah solver: always the search (a caller that
    /// cannot run the solver links none of its code).
    pub fn analyse_by_search<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        ply: usize,
    ) -> Result<MoveAnalysis<P::Move>, String> {
        let (before, played) = before_ply(game, ply)?;
        Ok(self.by_search(&before, played, ply))
    }

    /// The search's analysis: two players, or three or four. It starts from an empty
    /// table, so that a verdict depends only on the position and the move, not on which
    /// plies were analysed before it (the tool analyses in order, the page may ask one ply
    /// alone): the same game gets the same verdicts everywhere. Within the ply the table is
    /// shared, so the values of the best move and of the move played are equally deep.
    fn by_search<P: Evaluate>(
        &mut self,
        before: &Game<P>,
        played: P::Move,
        ply: usize,
    ) -> MoveAnalysis<P::Move> {
        self.memory.clear();
        if before.position().players() > 2 {
            self.modelled(before, played, ply)
        } else {
            self.searched(before, played, ply)
        }
    }

    /// The search's settings: Expert's, at the analysis budget.
    fn settings(&self, position: &impl Position) -> Settings {
        let mut settings = Level::Expert.settings(position.game(), 0);
        // The coach's own prover answers where the solver reaches: the search is for the
        // rest.
        settings.exact_nodes = 0;
        if let Some(nodes) = self.budgets.search_nodes {
            settings.limits.nodes = Some(nodes);
        }
        settings
    }

    /// Kalah by the solver, when both values are proven within the budget.
    fn exact<P: Evaluate>(
        &mut self,
        before: &Game<P>,
        played: P::Move,
        ply: usize,
    ) -> Option<MoveAnalysis<P::Move>> {
        if self.budgets.solver_nodes == 0 || before.position().game() != GameId::Kalah {
            return None;
        }
        let mover = before.position().to_move();
        let after = before.position().play_fast(played)?;
        let guess = self.last_exact.map(|south| south_of(mover, south));
        let prover = self
            .prover
            .get_or_insert_with(|| KalahProver::new(&self.budgets));
        // Every value below is the mover's.
        let at_root = prover.value(before.position(), guess)?;
        let best_value = at_root.value;
        let best = at_root.best?;
        let (played_value, nodes) = if best == played {
            (best_value, at_root.nodes)
        } else {
            let same_mover = after.to_move() == mover;
            let for_mover = |v: i32| if same_mover { v } else { -v };
            let at_after = prover.value(&after, Some(for_mover(best_value)))?;
            (for_mover(at_after.value), at_root.nodes + at_after.nodes)
        };
        self.last_exact = Some(south_of(mover, played_value));
        Some(MoveAnalysis {
            margin: south_of(mover, played_value),
            ..MoveAnalysis::compared(ply, played, best, (best_value, played_value), true, nodes)
        })
    }

    /// Two players, by the search at the analysis budget.
    fn searched<P: Evaluate>(
        &mut self,
        before: &Game<P>,
        played: P::Move,
        ply: usize,
    ) -> MoveAnalysis<P::Move> {
        let settings = self.settings(before.position());
        let mover = before.position().to_move();
        let root = search_with(before, &settings, &|| false, &mut self.memory);
        let mut nodes = root.as_ref().map_or(0, |r| r.nodes);
        let (best, best_value, played_value) = match root {
            Some(found) if found.best != played => {
                let (b, b_nodes) = self.value_after(before, found.best, &settings);
                let (p, p_nodes) = self.value_after(before, played, &settings);
                nodes += b_nodes + p_nodes;
                if p >= b {
                    (played, p, p)
                } else {
                    (found.best, b, p)
                }
            }
            Some(found) => {
                let v = hundredths(found.score);
                (played, v, v)
            }
            // No search at the root (the game had ended): nothing to compare.
            None => {
                let (v, n) = self.value_after(before, played, &settings);
                nodes += n;
                (played, v, v)
            }
        };
        let values = (seeds(best_value), seeds(played_value));
        MoveAnalysis {
            margin: south_of(mover, values.1),
            ..MoveAnalysis::compared(ply, played, best, values, false, nodes)
        }
    }

    /// The value of `m` for the player who plays it in `before`, in hundredths of a seed
    /// (a proven result as its margin), by a search of the position after it; and the
    /// positions searched.
    fn value_after<P: Evaluate>(
        &mut self,
        before: &Game<P>,
        m: P::Move,
        settings: &Settings,
    ) -> (i32, u64) {
        let mover = before.position().to_move();
        let mut after = before.clone();
        if after.play(m).is_err() {
            return (-WIN, 0);
        }
        if let Some(outcome) = after.position().outcome() {
            return (100 * margin_of(outcome, mover), 0);
        }
        let Some(found) = search_with(&after, settings, &|| false, &mut self.memory) else {
            return (0, 0);
        };
        let v = hundredths(found.score);
        let v = if after.position().to_move() == mover {
            v
        } else {
            -v
        };
        (v, found.nodes)
    }

    /// Three or four players: the modelled playouts of the best move and the move played.
    fn modelled<P: Evaluate>(
        &mut self,
        before: &Game<P>,
        played: P::Move,
        ply: usize,
    ) -> MoveAnalysis<P::Move> {
        let settings = self.settings(before.position());
        let root = search_with(before, &settings, &|| false, &mut self.memory);
        let mut nodes = root.as_ref().map_or(0, |r| r.nodes);
        let best = root.map_or(played, |r| r.best);
        let (played_value, shares, n) = played_out(before, played);
        nodes += n;
        let (best, best_value) = if best == played {
            (played, played_value)
        } else {
            let (b, _, n) = played_out(before, best);
            nodes += n;
            if played_value >= b {
                (played, played_value)
            } else {
                (best, b)
            }
        };
        let values = (seeds(best_value), seeds(played_value));
        MoveAnalysis {
            shares,
            ..MoveAnalysis::compared(ply, played, best, values, false, nodes)
        }
    }
}

/// The game up to the move at `ply` and that move; an error when there is no such move.
fn before_ply<P: Evaluate>(game: &Game<P>, ply: usize) -> Result<(Game<P>, P::Move), String> {
    let Some(&played) = game.moves().get(ply) else {
        return Err(format!(
            "there is no ply {ply}: the game has {} moves",
            game.moves_played()
        ));
    };
    let mut before = Game::from_position(game.start().clone());
    for &m in &game.moves()[..ply] {
        before.play(m).map_err(|e| e.to_string())?;
    }
    Ok((before, played))
}

/// `m` played in `before`, then every other player's move as Hard's search predicts it
/// (Expert's model) until the mover's turn is back: the mover's captures then, after its
/// best capture at once, minus the best other player's (hundredths of a seed), each
/// seat's captures at that point, and the positions searched.
pub(super) fn played_out<P: Evaluate>(before: &Game<P>, m: P::Move) -> (i32, Vec<u32>, u64) {
    let mover = before.position().to_move().index();
    let mut model = Level::Hard.settings(before.position().game(), 0);
    model.multi = Multi::Paranoid;
    let mut line = before.clone();
    let mut nodes = 0;
    if line.play(m).is_err() {
        return (-WIN, Vec::new(), 0);
    }
    while line.position().outcome().is_none() && line.position().to_move().index() != mover {
        let Some(found) = super::search(&line, &model, &|| false) else {
            break;
        };
        nodes += found.nodes;
        if line.play(found.best).is_err() {
            break;
        }
    }
    let players = line.position().players().clamp(1, 4);
    let shares: Vec<u32> = (0..players)
        .map(|p| (line.position().standing()[p].max(0) / 100) as u32)
        .collect();
    let value_of = |position: &P| match position.outcome() {
        Some(outcome) => match P::Player::from_index(mover) {
            Some(player) => 100 * margin_of(outcome, player),
            None => 0,
        },
        None => {
            let standing = position.standing();
            let best_other = (0..players)
                .filter(|&p| p != mover)
                .map(|p| standing[p])
                .max()
                .unwrap_or(0);
            standing[mover] - best_other
        }
    };
    let position = line.position();
    let mut value = value_of(position);
    if position.outcome().is_none() && position.to_move().index() == mover {
        for next in position.legal_moves() {
            if let Some(after) = position.play_fast(next) {
                nodes += 1;
                value = value.max(value_of(&after));
            }
        }
    }
    (value, shares, nodes)
}

/// A search score as a margin in hundredths of a seed: a decided game's margin counts
/// whole (its plies dropped), anything else is the evaluation.
pub(super) fn hundredths(score: i32) -> i32 {
    if score > DECIDED {
        100 * ((score - WIN + 500) / 1000)
    } else if score < -DECIDED {
        100 * ((score + WIN - 500) / 1000)
    } else {
        score
    }
}

/// A value for `mover` as South's (South's total minus North's).
fn south_of<Pl: Player>(mover: Pl, value: i32) -> i32 {
    if mover.index() == Side::South.index() {
        value
    } else {
        -value
    }
}

/// Hundredths of a seed to the nearest whole seed.
pub(super) fn seeds(hundredths: i32) -> i32 {
    (hundredths + 50 * hundredths.signum()) / 100
}

/// A finished game's margin for `player`: its total minus the best other player's.
pub(super) fn margin_of<Pl: Player>(outcome: &Outcome<Pl>, player: Pl) -> i32 {
    let own = outcome.total(player) as i32;
    let best_other = outcome
        .totals()
        .iter()
        .filter(|(p, _)| *p != player)
        .map(|&(_, t)| t as i32)
        .max()
        .unwrap_or(0);
    own - best_other
}

#[cfg(test)]
mod tests;
