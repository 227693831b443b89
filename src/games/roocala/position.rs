//! A Roocala position (docs/RULES.md section 5): the checkers, the rooks and the points on
//! either board, the moves it offers and how each changes it, with its report.

use std::hash::Hash;
use std::ops::ControlFlow;

use crate::games::options::no_options;
use crate::games::{
    key_of, BySide, EndReason, GameId, Outcome, ParseMoveError, Player, Position, RuleOptions, Side,
};
use crate::i18n::msg;

use super::error::{RoocalaError, RoocalaSetupError};
use super::geometry::{BoardKind, CellId, Geometry, MAX_CELLS};
use super::moves::{Action, RoocalaMove};
use super::replay::RoocalaCounts;
use super::report::RoocalaReport;
use super::steps::RoocalaStep;

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

    fn setup(&self) -> crate::games::Setup {
        self.parts()
    }

    fn set_up(
        rules: Self::Rules,
        setup: &crate::games::Setup,
    ) -> Result<Self, crate::games::SetupError> {
        Self::from_parts(rules, setup)
    }

    fn parse_move(&self, text: &str) -> Result<RoocalaMove, ParseMoveError> {
        let g = self.geometry();
        let err = || ParseMoveError {
            text: text.to_owned(),
            expected: msg::RecordExpectedRoocalaMove.text(),
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
