//! A Roocala position, its moves (checker sowing, rook moves, hybrid sowing) and how they
//! change it.

use std::fmt;
use std::hash::Hash;
use std::ops::ControlFlow;

use crate::games::options::no_options;
use crate::games::steps::{self, Frame, Hand};
use crate::games::{
    key_of, BySide, EndReason, GameId, Outcome, ParseMoveError, Player, Position, RuleOptions,
    Side, StepError,
};

use super::geometry::{BoardKind, CellId, Geometry, MAX_CELLS};
use super::player_name;

// The board is the rules: chosen by the game id, and Roocala has no other options.
impl RuleOptions for BoardKind {
    fn for_game(game: GameId) -> Option<BoardKind> {
        match game {
            GameId::RoocalaSquare => Some(BoardKind::Square),
            GameId::RoocalaHex => Some(BoardKind::Hex),
            _ => None,
        }
    }

    fn game(&self) -> GameId {
        match self {
            BoardKind::Square => GameId::RoocalaSquare,
            BoardKind::Hex => GameId::RoocalaHex,
        }
    }

    no_options!();
}

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Sow the checkers of a cell along its ring path (`line` none) or a line path,
    /// with the friendly rook (`hybrid`) or without.
    Sow {
        /// The cell emptied.
        from: CellId,
        /// The direction of a line path, by its number on the board.
        line: Option<u8>,
        /// Whether the rook on the cell goes along, to the path's next cell.
        hybrid: bool,
    },
    /// Move a rook in a straight line.
    Rook {
        /// Where the rook stands.
        from: CellId,
        /// Where it stops.
        to: CellId,
    },
}

/// A Roocala move on one of the boards, written `c3`, `c3:NE`, `c3+`, `c3:NE+` or `b2-b5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RoocalaMove {
    /// What the move does.
    pub action: Action,
    /// The board it is played on, which names its cells.
    board: BoardKind,
}

impl RoocalaMove {
    /// A move doing `action` on `board`.
    pub fn new(board: BoardKind, action: Action) -> RoocalaMove {
        RoocalaMove { action, board }
    }
}

impl Action {
    /// The action in docs/RULES.md notation on a board of geometry `g` (`c3:NE+`, `b2-b5`).
    pub fn notation(self, g: &Geometry) -> String {
        match self {
            Action::Sow { from, line, hybrid } => {
                let mut text = g.name(from).to_owned();
                if let Some(d) = line {
                    text.push(':');
                    text.push_str(g.directions[usize::from(d)].0);
                }
                if hybrid {
                    text.push('+');
                }
                text
            }
            Action::Rook { from, to } => format!("{}-{}", g.name(from), g.name(to)),
        }
    }
}

impl fmt::Display for RoocalaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.action.notation(Geometry::of(self.board)))
    }
}

/// One thing that happened during a move, as a person would see it on a real board. The
/// steps of a report, applied in order to the counts before the move ([`replay_steps`]),
/// give the counts after it; the [`RoocalaStep::EndSweep`]s at the end then give the final
/// totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoocalaStep {
    /// The mover took every checker of the cell sown from into the hand (the first step of
    /// a sowing; a friendly rook there stays until a hybrid sowing's rook move).
    Pickup {
        /// The cell.
        cell: CellId,
        /// The checkers taken up.
        count: u8,
    },
    /// A checker dropped from the hand on a cell.
    Drop(CellId),
    /// Checkers captured from a cell: they go to the mover's points.
    CheckersCaptured {
        /// The cell.
        cell: CellId,
        /// How many.
        count: u8,
    },
    /// A rook captured (it leaves the game).
    RookCaptured {
        /// Where it stood.
        cell: CellId,
        /// Whose it was.
        owner: Side,
    },
    /// A rook moved (by a rook move or riding a hybrid sowing), after any rook it captures
    /// there has left.
    RookMoved {
        /// From.
        from: CellId,
        /// To.
        to: CellId,
    },
    /// The game ended with the player to move stuck, and the checkers left on a cell went to
    /// the player who moved last. These steps come last; the position keeps the checkers
    /// where the move left them (docs/RULES.md section 7) and counts them only in the outcome's
    /// totals, which the points show once the sweep is applied.
    EndSweep {
        /// The cell.
        cell: CellId,
        /// The checkers it held.
        count: u8,
        /// The player who takes them.
        to: Side,
    },
}

impl RoocalaStep {
    /// The cell where the step happens (where a rook move ends).
    pub fn cell(&self) -> CellId {
        match *self {
            RoocalaStep::Pickup { cell, .. }
            | RoocalaStep::Drop(cell)
            | RoocalaStep::CheckersCaptured { cell, .. }
            | RoocalaStep::RookCaptured { cell, .. }
            | RoocalaStep::EndSweep { cell, .. } => cell,
            RoocalaStep::RookMoved { to, .. } => to,
        }
    }

    /// Whether this step is part of the end-of-game sweep rather than of the move.
    pub fn is_end_sweep(&self) -> bool {
        matches!(self, RoocalaStep::EndSweep { .. })
    }
}

/// Everything a Roocala board shows: the checkers and the rook on each cell, and the points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoocalaCounts {
    /// Checkers on each cell, by [`CellId`].
    pub checkers: [u8; MAX_CELLS],
    /// The rook on each cell, by its owner.
    pub rooks: [Option<Side>; MAX_CELLS],
    /// Each player's points (North's starting point included).
    pub points: BySide<u8>,
}

/// Applies a move's steps literally to the counts before it, `mover` having moved: a pickup
/// empties its cell into the hand, a drop puts one checker from the hand where it lands, a
/// capture moves its checkers to the mover's points, a captured rook leaves the board, a
/// rook moves to a cell without a rook, a sweep moves its checkers to a player's points.
/// The hand must be empty at the end. This knows nothing of the rules: for any move it gives
/// the counts after the move (and with the end sweep, the points the final totals are), which
/// the tests check.
pub fn replay_steps(
    before: &RoocalaCounts,
    mover: Side,
    steps: &[RoocalaStep],
) -> Result<RoocalaCounts, StepError> {
    replay(before, mover, steps, |_| {})
}

/// A moment of a Roocala move: the counts after a step, at a cell.
pub type RoocalaFrame = Frame<RoocalaCounts, CellId, Side>;

/// The frames of a move, for the board's animation: one for each step, in order, each with
/// the counts after it and the cell it happened at (a rook move's, the cell it reached);
/// [`replay_steps`] gives the last.
pub fn replay_frames(
    before: &RoocalaCounts,
    mover: Side,
    steps: &[RoocalaStep],
) -> Result<Vec<RoocalaFrame>, StepError> {
    let mut frames = Vec::with_capacity(steps.len());
    replay(before, mover, steps, |frame| frames.push(frame))?;
    Ok(frames)
}

/// [`replay_steps`], telling `visit` each frame on the way.
fn replay(
    before: &RoocalaCounts,
    mover: Side,
    steps: &[RoocalaStep],
    mut visit: impl FnMut(RoocalaFrame),
) -> Result<RoocalaCounts, StepError> {
    let mut counts = *before;
    let mut hand = Hand::default();
    for (at, step) in steps.iter().enumerate() {
        // Checkers that go from a cell to a player's points: where they went is the
        // frame's too.
        let mut carry = |cell: CellId, count: u8, to: Side| {
            steps::take(&mut counts.checkers[usize::from(cell)], count)?;
            steps::put(&mut counts.points[to], count)?;
            Ok(Some((count, to)))
        };
        let carried_off = match *step {
            RoocalaStep::Pickup { cell, count } => {
                steps::pick_up(&mut counts.checkers[usize::from(cell)], count, &mut hand)
                    .map(|()| None)
            }
            RoocalaStep::Drop(cell) => {
                steps::drop_one(&mut counts.checkers[usize::from(cell)], &mut hand).map(|()| None)
            }
            RoocalaStep::CheckersCaptured { cell, count } => carry(cell, count, mover),
            RoocalaStep::EndSweep { cell, count, to } => carry(cell, count, to),
            RoocalaStep::RookCaptured { cell, owner } => {
                match counts.rooks[usize::from(cell)].take() {
                    Some(rook) if rook == owner => Ok(None),
                    Some(rook) => Err(format!(
                        "a rook of {owner} is captured where {rook}'s stands"
                    )),
                    None => Err(format!("a rook of {owner} is captured where none stands")),
                }
            }
            RoocalaStep::RookMoved { from, to } => {
                match (
                    counts.rooks[usize::from(from)],
                    counts.rooks[usize::from(to)],
                ) {
                    (Some(rook), None) => {
                        counts.rooks[usize::from(from)] = None;
                        counts.rooks[usize::from(to)] = Some(rook);
                        Ok(None)
                    }
                    (None, _) => Err("a rook moves from a cell without one".to_owned()),
                    (Some(_), Some(_)) => Err("a rook moves onto another rook".to_owned()),
                }
            }
        }
        .map_err(|why| StepError { step: at, why })?;
        visit(RoocalaFrame {
            counts,
            at: step.cell(),
            hand: hand.stones(),
            carried_off,
        });
    }
    hand.finish(steps.len())?;
    Ok(counts)
}

/// The story of one Roocala move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoocalaReport {
    /// Who moved.
    pub mover: Side,
    /// The move.
    pub played: RoocalaMove,
    /// What happened, in order.
    pub steps: Vec<RoocalaStep>,
    /// Why the game ended with this move, if it did.
    pub end: Option<EndReason<Side>>,
}

impl RoocalaReport {
    /// The counts after replaying this report's steps on the counts before the move
    /// ([`replay_steps`]).
    pub fn replay(&self, before: &RoocalaCounts) -> Result<RoocalaCounts, StepError> {
        replay_steps(before, self.mover, &self.steps)
    }

    /// Checkers captured by the move.
    pub fn checkers_captured(&self) -> u32 {
        RoocalaStep::checkers_captured(&self.steps)
    }

    /// Rooks captured by the move.
    pub fn rooks_captured(&self) -> usize {
        RoocalaStep::rooks_captured(&self.steps)
    }
}

impl RoocalaStep {
    /// Checkers captured in these steps of a move.
    pub fn checkers_captured(steps: &[RoocalaStep]) -> u32 {
        steps
            .iter()
            .map(|s| match *s {
                RoocalaStep::CheckersCaptured { count, .. } => u32::from(count),
                _ => 0,
            })
            .sum()
    }

    /// Rooks captured in these steps of a move.
    pub fn rooks_captured(steps: &[RoocalaStep]) -> usize {
        steps
            .iter()
            .filter(|s| matches!(s, RoocalaStep::RookCaptured { .. }))
            .count()
    }
}

/// Why a Roocala move, or a tap on a cell, is refused, in the words of docs/RULES.md
/// section 5. Cells are named as the board names them (`a4`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoocalaError {
    /// The game has ended.
    GameOver,
    /// The move names a cell the board does not have.
    NoSuchCell(CellId),
    /// A sowing from a cell the opponent owns (5.3: sow from an own cell or an inner one).
    OpponentsCell {
        /// The cell's name.
        cell: String,
    },
    /// A sowing from a cell without checkers (5.3: at least one checker).
    NoCheckers {
        /// The cell's name.
        cell: String,
    },
    /// A hybrid sowing from a cell without a rook of the mover (5.5).
    NoRookToTakeAlong {
        /// The cell's name.
        cell: String,
    },
    /// A hybrid sowing whose rook would end on the mover's other rook (5.5).
    RookWouldLandOnOwnRook,
    /// A sowing along a path the cell does not have: a ring path from an inner cell, or a
    /// line path off the board or, from an edge cell, onto the ring (5.2).
    PathCannotBeSown,
    /// A rook move from a cell without a rook of the mover (5.4).
    NoRookOfYours {
        /// The cell's name.
        cell: String,
    },
    /// A rook move of a rook standing on checkers: it moves alone only from a cell without
    /// checkers, otherwise by a hybrid sowing (5.4).
    RookMustStartAlone {
        /// The cell's name.
        cell: String,
    },
    /// A rook move to a cell the rook does not stop on: not the first cell in that line that
    /// is not vacant, or one holding a friendly rook or an opponent's rook alone (5.4).
    RookCannotStopThere,
    /// No move starts on a cell of the opponent's half of the ring (there is no rook of the
    /// mover's on it that could move).
    NoMoveFromOpponentsCell {
        /// The cell's name.
        cell: String,
        /// Who owns it.
        owner: Side,
    },
    /// No move of the player to move starts on the cell.
    NoMoveStartsThere {
        /// The cell's name.
        cell: String,
        /// The player to move.
        mover: Side,
    },
}

impl fmt::Display for RoocalaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoocalaError::GameOver => f.write_str("the game is over"),
            RoocalaError::NoSuchCell(id) => write!(f, "there is no cell {id} on this board"),
            RoocalaError::OpponentsCell { cell } => write!(f, "{cell} is the opponent's cell"),
            RoocalaError::NoCheckers { cell } => write!(f, "{cell} has no checkers"),
            RoocalaError::NoRookToTakeAlong { cell } => {
                write!(f, "{cell} has no rook of yours to take along")
            }
            RoocalaError::RookWouldLandOnOwnRook => {
                f.write_str("the rook would land on your other rook")
            }
            RoocalaError::PathCannotBeSown => f.write_str("that path cannot be sown from there"),
            RoocalaError::NoRookOfYours { cell } => write!(f, "{cell} holds no rook of yours"),
            RoocalaError::RookMustStartAlone { cell } => write!(
                f,
                "the rook on {cell} stands on checkers and cannot move alone"
            ),
            RoocalaError::RookCannotStopThere => f.write_str("the rook cannot stop there"),
            RoocalaError::NoMoveFromOpponentsCell { cell, owner } => write!(
                f,
                "cell {cell} is {}'s: sow from your own cells or the inner area",
                player_name(*owner)
            ),
            RoocalaError::NoMoveStartsThere { cell, mover } => write!(
                f,
                "no move of {} starts on cell {cell}",
                player_name(*mover)
            ),
        }
    }
}

impl std::error::Error for RoocalaError {}

/// Why a set-up is not a Roocala position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoocalaSetupError {
    /// The board has no cell of this name.
    NoSuchCell(String),
    /// The checkers on the board and the points are not all the points of the game.
    PointsDoNotAddUp {
        /// The points given, checkers included.
        found: u32,
        /// All the points of the game.
        expected: u32,
    },
}

impl fmt::Display for RoocalaSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoocalaSetupError::NoSuchCell(name) => write!(f, "no cell {name}"),
            RoocalaSetupError::PointsDoNotAddUp { found, expected } => {
                write!(f, "{found} points in play, not {expected}")
            }
        }
    }
}

impl std::error::Error for RoocalaSetupError {}

/// A Roocala position: checkers and rooks on the board, points, the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoocalaPosition {
    board: BoardKind,
    checkers: [u8; MAX_CELLS],
    rooks: [Option<Side>; MAX_CELLS],
    points: BySide<u8>,
    to_move: Side,
    /// Boxed: the search copies positions by the million, and an outcome is rare.
    outcome: Option<Box<Outcome<Side>>>,
}

impl RoocalaPosition {
    /// A position on `board` from a list of `(cell, checkers, rook)` (other cells empty),
    /// the points and the player to move, checked: known cells, and checkers and points
    /// adding up to all the points of the game.
    pub fn from_setup(
        board: BoardKind,
        cells: &[(&str, u8, Option<Side>)],
        points: BySide<u8>,
        to_move: Side,
    ) -> Result<RoocalaPosition, RoocalaSetupError> {
        let g = Geometry::of(board);
        let mut position = RoocalaPosition::new(board);
        position.checkers = [0; MAX_CELLS];
        position.rooks = [None; MAX_CELLS];
        for &(name, checkers, rook) in cells {
            let cell = g
                .cell(name)
                .ok_or_else(|| RoocalaSetupError::NoSuchCell(name.to_owned()))?;
            position.checkers[usize::from(cell)] = checkers;
            position.rooks[usize::from(cell)] = rook;
        }
        position.points = points;
        position.to_move = to_move;
        let all = position.checkers_on_board() + u32::from(points.south) + u32::from(points.north);
        if all != position.total_points() {
            return Err(RoocalaSetupError::PointsDoNotAddUp {
                found: all,
                expected: position.total_points(),
            });
        }
        Ok(position)
    }

    /// Everything the board shows: checkers, rooks and points.
    pub fn counts(&self) -> RoocalaCounts {
        RoocalaCounts {
            checkers: self.checkers,
            rooks: self.rooks,
            points: self.points,
        }
    }

    /// Checkers on a cell.
    pub fn checkers(&self, cell: CellId) -> u8 {
        self.checkers[usize::from(cell)]
    }

    /// The rook on a cell, by its owner.
    pub fn rook(&self, cell: CellId) -> Option<Side> {
        self.rooks[usize::from(cell)]
    }

    /// A player's points (North's starting point included).
    pub fn points(&self, side: Side) -> u8 {
        self.points[side]
    }

    /// The board's geometry.
    pub fn geometry(&self) -> &'static Geometry {
        Geometry::of(self.board)
    }

    /// All points in the game: every checker, and North's extra point.
    pub fn total_points(&self) -> u32 {
        2 * self.geometry().ring.len() as u32 + 1
    }

    /// The points that win: more than half of them.
    pub fn points_to_win(&self) -> u32 {
        self.total_points() / 2 + 1
    }

    /// Checkers left on the board.
    pub fn checkers_on_board(&self) -> u32 {
        self.checkers.iter().map(|&n| u32::from(n)).sum()
    }

    fn vacant(&self, cell: CellId) -> bool {
        self.checkers(cell) == 0 && self.rook(cell).is_none()
    }

    /// The first `len` cells of a sowing path from `from`: its ring path, or the line path
    /// in direction `line`.
    pub fn path(&self, from: CellId, line: Option<u8>, len: usize) -> Vec<CellId> {
        self.path_cells(from, line).take(len).collect()
    }

    /// The cells of a sowing path from `from`, one by one: round the ring (never `from`),
    /// or along the line in direction `line` up to the first edge cell and then round the
    /// ring from there; a line that leaves the board first ends the path.
    fn path_cells(&self, from: CellId, line: Option<u8>) -> impl Iterator<Item = CellId> + '_ {
        let g = self.geometry();
        let mut ring = line.is_none().then(|| g.ring_after(from, from));
        let mut at = from;
        std::iter::from_fn(move || {
            if let Some(ring) = &mut ring {
                return ring.next();
            }
            at = g.step(at, usize::from(line?))?;
            if g.is_edge(at) {
                ring = Some(g.ring_after(at, from));
            }
            Some(at)
        })
    }

    /// Where a rook on `from` stops going in direction `dir` over vacant cells, if it can.
    fn rook_landing(&self, from: CellId, dir: usize) -> Option<CellId> {
        let g = self.geometry();
        let me = self.to_move;
        let mut at = g.step(from, dir)?;
        while self.vacant(at) {
            at = g.step(at, dir)?;
        }
        match self.rook(at) {
            Some(side) if side == me => None,
            Some(_) if self.checkers(at) == 0 => None,
            _ => Some(at),
        }
    }

    /// Whether some legal action of the player to move satisfies `test`: the actions are
    /// generated until one does, and none is kept.
    fn any_action(&self, mut test: impl FnMut(Action) -> bool) -> bool {
        self.each_action(|action| {
            if test(action) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }

    /// Tells `visit` every legal action of the player to move, in order, until it breaks:
    /// the one generator of [`Position::legal_moves`] and [`RoocalaPosition::any_action`].
    fn each_action(&self, mut visit: impl FnMut(Action) -> ControlFlow<()>) -> ControlFlow<()> {
        let g = self.geometry();
        let me = self.to_move;
        for from in 0..g.len() as CellId {
            let owner = g.owner(from);
            let n = self.checkers(from);
            if n > 0 && owner != Some(me.opponent()) {
                let ring = (owner == Some(me)).then_some(None);
                let lines = (0..g.directions.len() as u8).filter(|&d| {
                    g.step(from, usize::from(d))
                        .is_some_and(|next| owner.is_none() || !g.is_edge(next))
                });
                for line in ring.into_iter().chain(lines.map(Some)) {
                    visit(Action::Sow {
                        from,
                        line,
                        hybrid: false,
                    })?;
                    if self.rook(from) == Some(me) {
                        let target = self.path_cells(from, line).take(usize::from(n) + 1).last();
                        if target.is_some_and(|t| self.rook(t) != Some(me)) {
                            visit(Action::Sow {
                                from,
                                line,
                                hybrid: true,
                            })?;
                        }
                    }
                }
            }
            if self.rook(from) == Some(me) && n == 0 {
                for dir in 0..g.directions.len() {
                    if let Some(to) = self.rook_landing(from, dir) {
                        visit(Action::Rook { from, to })?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Plays a legal action, recording its steps in `steps` when given (the search passes
    /// `None` and nothing is built).
    fn apply(&self, action: Action, steps: Option<&mut Vec<RoocalaStep>>) -> RoocalaPosition {
        let g = self.geometry();
        let me = self.to_move;
        let mut next = self.clone();
        let mut record = crate::games::steps::recorder(steps);
        match action {
            Action::Sow { from, line, hybrid } => {
                let n = usize::from(next.checkers[usize::from(from)]);
                next.checkers[usize::from(from)] = 0;
                record(RoocalaStep::Pickup {
                    cell: from,
                    count: n as u8,
                });
                let mut path = self.path_cells(from, line);
                // Each cell sown, with its checkers before the drop: a cell holds at most
                // every checker of the game, two a ring cell.
                let mut sown = [(0, 0); 2 * MAX_CELLS];
                for slot in &mut sown[..n] {
                    let cell = path.next().expect("a legal sowing's path is long enough");
                    *slot = (cell, next.checkers[usize::from(cell)]);
                    next.checkers[usize::from(cell)] += 1;
                    record(RoocalaStep::Drop(cell));
                }
                if hybrid {
                    let target = path.next().expect("a legal hybrid move has a target");
                    let t = usize::from(target);
                    if let Some(owner) = next.rooks[t] {
                        next.rooks[t] = None;
                        record(RoocalaStep::RookCaptured {
                            cell: target,
                            owner,
                        });
                    } else if g.owner(target) != Some(me) && next.checkers[t] > 0 {
                        let count = next.checkers[t].min(n as u8);
                        next.checkers[t] -= count;
                        next.points[me] += count;
                        record(RoocalaStep::CheckersCaptured {
                            cell: target,
                            count,
                        });
                    }
                    next.rooks[usize::from(from)] = None;
                    next.rooks[t] = Some(me);
                    record(RoocalaStep::RookMoved { from, to: target });
                } else {
                    for &(cell, before) in sown[..n].iter().rev() {
                        if g.owner(cell) == Some(me) || before != 1 {
                            break;
                        }
                        next.checkers[usize::from(cell)] -= 1;
                        next.points[me] += 1;
                        record(RoocalaStep::CheckersCaptured { cell, count: 1 });
                    }
                }
            }
            Action::Rook { from, to } => {
                let t = usize::from(to);
                if let Some(owner) = next.rooks[t] {
                    record(RoocalaStep::RookCaptured { cell: to, owner });
                } else if g.owner(to) != Some(me) && next.checkers[t] > 0 {
                    next.checkers[t] -= 1;
                    next.points[me] += 1;
                    record(RoocalaStep::CheckersCaptured { cell: to, count: 1 });
                }
                next.rooks[usize::from(from)] = None;
                next.rooks[t] = Some(me);
                record(RoocalaStep::RookMoved { from, to });
            }
        }
        next
    }

    /// Plays `action` if it is legal, with the end checks, recording its steps (the end's
    /// sweep included) in `steps` when given: the one code of [`Position::play`] and
    /// [`Position::play_fast`].
    fn advance(
        &self,
        action: Action,
        mut steps: Option<&mut Vec<RoocalaStep>>,
    ) -> Result<RoocalaPosition, RoocalaError> {
        if self.outcome.is_some() {
            return Err(RoocalaError::GameOver);
        }
        if !self.any_action(|a| a == action) {
            return Err(self.refusal(action));
        }
        let mover = self.to_move;
        let mut next = self.apply(action, steps.as_deref_mut());
        next.to_move = mover.opponent();
        let total = self.total_points();
        if let Some(side) = Side::ALL
            .into_iter()
            .find(|&s| 2 * u32::from(next.points[s]) > total)
        {
            next.outcome = Some(Box::new(Outcome::from_totals(
                next.totals(),
                EndReason::PointsMajority(side),
            )));
        } else if !next.any_action(|_| true) {
            let left = next.checkers_on_board();
            let g = self.geometry();
            if let Some(steps) = steps {
                steps.extend((0..g.len() as CellId).filter_map(|cell| {
                    let count = next.checkers(cell);
                    (count > 0).then_some(RoocalaStep::EndSweep {
                        cell,
                        count,
                        to: mover,
                    })
                }));
            }
            let mut totals = next.totals();
            for (side, t) in &mut totals {
                if *side == mover {
                    *t += left;
                }
            }
            next.outcome = Some(Box::new(Outcome::from_totals(
                totals,
                EndReason::NoLegalMove(next.to_move),
            )));
        }
        Ok(next)
    }

    fn totals(&self) -> Vec<(Side, u32)> {
        Side::ALL
            .into_iter()
            .map(|s| (s, u32::from(self.points[s])))
            .collect()
    }

    /// Why an action that is not legal is refused, in the game's words.
    fn refusal(&self, action: Action) -> RoocalaError {
        let g = self.geometry();
        let me = self.to_move;
        let cell = |id: CellId| g.name(id).to_owned();
        match action {
            Action::Sow { from, .. } | Action::Rook { from, .. }
                if usize::from(from) >= g.len() =>
            {
                RoocalaError::NoSuchCell(from)
            }
            Action::Sow { from, line, hybrid } => {
                let plain = Action::Sow {
                    from,
                    line,
                    hybrid: false,
                };
                if g.owner(from) == Some(me.opponent()) {
                    RoocalaError::OpponentsCell { cell: cell(from) }
                } else if self.checkers(from) == 0 {
                    RoocalaError::NoCheckers { cell: cell(from) }
                } else if hybrid && self.rook(from) != Some(me) {
                    RoocalaError::NoRookToTakeAlong { cell: cell(from) }
                } else if hybrid && self.any_action(|a| a == plain) {
                    RoocalaError::RookWouldLandOnOwnRook
                } else {
                    RoocalaError::PathCannotBeSown
                }
            }
            Action::Rook { from, .. } => {
                if self.rook(from) != Some(me) {
                    RoocalaError::NoRookOfYours { cell: cell(from) }
                } else if self.checkers(from) > 0 {
                    RoocalaError::RookMustStartAlone { cell: cell(from) }
                } else {
                    RoocalaError::RookCannotStopThere
                }
            }
        }
    }

    /// Why no move of the player to move starts on `cell`, if none does: what the board
    /// says to a tap on a cell that offers nothing.
    pub fn check_cell(&self, cell: CellId) -> Result<(), RoocalaError> {
        let g = self.geometry();
        let me = self.to_move;
        if self.outcome.is_some() {
            return Err(RoocalaError::GameOver);
        }
        if usize::from(cell) >= g.len() {
            return Err(RoocalaError::NoSuchCell(cell));
        }
        let starts_here = |action: &Action| match *action {
            Action::Sow { from, .. } | Action::Rook { from, .. } => from == cell,
        };
        if self.any_action(|a| starts_here(&a)) {
            Ok(())
        } else if g.owner(cell) == Some(me.opponent()) && self.rook(cell) != Some(me) {
            Err(RoocalaError::NoMoveFromOpponentsCell {
                cell: g.name(cell).to_owned(),
                owner: me.opponent(),
            })
        } else {
            Err(RoocalaError::NoMoveStartsThere {
                cell: g.name(cell).to_owned(),
                mover: me,
            })
        }
    }
}

impl Position for RoocalaPosition {
    const REPETITION_ENDS: bool = true;
    type Rules = BoardKind;
    type Player = Side;
    type Move = RoocalaMove;
    type Report = RoocalaReport;
    type Error = RoocalaError;

    fn new(board: BoardKind) -> RoocalaPosition {
        let g = Geometry::of(board);
        let mut checkers = [0; MAX_CELLS];
        for &cell in &g.ring {
            checkers[usize::from(cell)] = 2;
        }
        let mut rooks = [None; MAX_CELLS];
        for &(side, cell) in &g.rooks {
            rooks[usize::from(cell)] = Some(side);
        }
        RoocalaPosition {
            board,
            checkers,
            rooks,
            points: BySide { south: 0, north: 1 },
            to_move: Side::South,
            outcome: None,
        }
    }

    fn rules(&self) -> &BoardKind {
        &self.board
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves_into(&self, moves: &mut Vec<RoocalaMove>) {
        if self.outcome.is_some() {
            return;
        }
        let _ = self.each_action(|action| {
            moves.push(RoocalaMove::new(self.board, action));
            ControlFlow::Continue(())
        });
    }

    fn play(&self, m: RoocalaMove) -> Result<(RoocalaPosition, RoocalaReport), RoocalaError> {
        let mut steps = Vec::new();
        let next = self.advance(m.action, Some(&mut steps))?;
        let report = RoocalaReport {
            mover: self.to_move,
            played: m,
            steps,
            end: next.outcome.as_deref().map(Outcome::reason),
        };
        Ok((next, report))
    }

    fn play_fast(&self, m: RoocalaMove) -> Option<RoocalaPosition> {
        self.advance(m.action, None).ok()
    }

    /// The position's fields with the rooks as two bit sets, one a side (a cell a bit):
    /// a few wide writes to the hasher in place of two for each of the 37 cells.
    fn key(&self) -> u64 {
        let mut rooks = [0u64; 2];
        for (cell, rook) in self.rooks.iter().enumerate() {
            if let Some(side) = rook {
                rooks[side.index()] |= 1 << cell;
            }
        }
        key_of(&(
            self.board,
            &self.checkers,
            rooks,
            &self.points,
            self.to_move,
            &self.outcome,
        ))
    }

    fn outcome(&self) -> Option<&Outcome<Side>> {
        self.outcome.as_deref()
    }

    fn parse_move(&self, text: &str) -> Result<RoocalaMove, ParseMoveError> {
        let g = self.geometry();
        let err = || ParseMoveError {
            text: text.to_owned(),
            expected: "a cell with an optional direction and +, such as c3, c3:N, c3+, or a \
                       rook move such as b2-b5"
                .to_owned(),
        };
        let cell = |name: &str| g.cell(name).ok_or_else(err);
        if let Some((from, to)) = text.split_once('-') {
            return Ok(RoocalaMove::new(
                self.board,
                Action::Rook {
                    from: cell(from)?,
                    to: cell(to)?,
                },
            ));
        }
        let (body, hybrid) = match text.strip_suffix('+') {
            Some(body) => (body, true),
            None => (text, false),
        };
        let (from, line) = match body.split_once(':') {
            Some((from, dir)) => (from, Some(g.direction(dir).ok_or_else(err)? as u8)),
            None => (body, None),
        };
        Ok(RoocalaMove::new(
            self.board,
            Action::Sow {
                from: cell(from)?,
                line,
                hybrid,
            },
        ))
    }

    fn standing(&self) -> [i32; 4] {
        // Points first; a rook still in the game is worth three points, since it
        // captures.
        let mut standing = [0; 4];
        for side in Side::ALL {
            let rooks = self.rooks.iter().filter(|&&r| r == Some(side)).count() as i32;
            standing[side.index()] = 100 * i32::from(self.points[side]) + 300 * rooks;
        }
        standing
    }

    fn end_by_repetition(&self) -> Option<RoocalaPosition> {
        Some(RoocalaPosition {
            outcome: Some(Box::new(Outcome::drawn(
                self.totals(),
                EndReason::Repetition,
            ))),
            ..self.clone()
        })
    }

    /// A repetition is a draw on the points as they stand: nothing moves.
    fn note_end(&self, report: &mut RoocalaReport) {
        report.end = self.outcome.as_deref().map(Outcome::reason);
    }
}
