//! A Calcala position and how moves change it.

use std::fmt;
use std::ops::ControlFlow;

use crate::games::steps::{self, Frame, Hand};
use crate::games::{EndReason, Outcome, ParseMoveError, Position, Seat, StepError};

use super::grid::{first_step_allowed, step, Cell, Dir, SIZE};
use super::rules::CalcalaRules;

const PITS: usize = (SIZE as usize) * (SIZE as usize);

/// A game ends once this many stones or fewer are left on the board.
pub const FEW_STONES: u32 = 6;

/// A moment of a move at which a lap ends (in a pit that relays, but for the last): the
/// board, the pit and the direction.
type RelayPoint = ([u8; PITS], Cell, Dir);

/// A move: take every stone of a pit and sow towards a direction (`B3-E`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CalcalaMove {
    /// The pit emptied.
    pub from: Cell,
    /// The direction of the first step.
    pub dir: Dir,
}

impl fmt::Display for CalcalaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.dir)
    }
}

/// One thing that happened during a Calcala move, as a person would see it on a real board.
/// The steps of a report, applied in order to the counts before the move
/// ([`replay_steps`]), give the counts after it. Nothing moves when the game ends: the
/// stones left on the board count for nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalcalaStep {
    /// The mover took every stone of the pit played into the hand (the first step).
    Pickup {
        /// The pit.
        cell: Cell,
        /// The stones taken up.
        stones: u8,
    },
    /// A stone dropped in a pit, after a step that may have wrapped or bounced.
    Sow {
        /// The pit.
        cell: Cell,
        /// The direction after the step.
        dir: Dir,
        /// The step went off one edge and came back on the opposite one.
        wrapped: bool,
        /// The step bounced off an edge and turned the direction.
        bounced: bool,
    },
    /// The last stone of a lap fell in a pit that held stones: they are picked up for a new
    /// lap.
    Relay {
        /// The pit picked up.
        cell: Cell,
        /// The stones picked up.
        stones: u8,
    },
    /// The last stone fell in an empty pit: the next pit's stones go to the mover's pile.
    Capture {
        /// The pit captured from.
        cell: Cell,
        /// The stones captured (possibly none).
        stones: u8,
    },
    /// The relay came round to an earlier moment of the move, so it stopped, capturing
    /// nothing.
    EndlessRelay(Cell),
}

/// Every count a Calcala board shows: the stones in each pit and each player's pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CalcalaCounts {
    /// Stones in each pit, row by row from A1 ([`Cell::index`]).
    pub pits: [u8; PITS],
    /// Stones captured by each seat, P1 first (seats that do not play hold 0).
    pub piles: [u8; 4],
}

/// Applies a move's steps literally to the counts before it, `mover` having moved: a pickup
/// or a relay empties its pit into the hand, a drop puts one stone from the hand where it
/// lands, a capture moves its stones to the mover's pile; an endless relay moves nothing.
/// The hand must be empty at the end. This knows nothing of the rules: for any move it gives
/// the counts after the move, which the tests check.
pub fn replay_steps(
    before: &CalcalaCounts,
    mover: Seat,
    steps: &[CalcalaStep],
) -> Result<CalcalaCounts, StepError> {
    replay(before, mover, steps, |_| {})
}

/// A moment of a Calcala move: the counts after a step, at a pit.
pub type CalcalaFrame = Frame<CalcalaCounts, Cell, Seat>;

/// The frames of a move, for the board's animation: one for each step at a pit, in order,
/// each with the counts after it ([`replay_steps`] gives the last).
pub fn replay_frames(
    before: &CalcalaCounts,
    mover: Seat,
    steps: &[CalcalaStep],
) -> Result<Vec<CalcalaFrame>, StepError> {
    let mut frames = Vec::with_capacity(steps.len());
    replay(before, mover, steps, |frame| frames.push(frame))?;
    Ok(frames)
}

/// [`replay_steps`], telling `visit` each frame on the way.
fn replay(
    before: &CalcalaCounts,
    mover: Seat,
    steps: &[CalcalaStep],
    mut visit: impl FnMut(CalcalaFrame),
) -> Result<CalcalaCounts, StepError> {
    let mut counts = *before;
    let mut hand = Hand::default();
    for (at, step) in steps.iter().enumerate() {
        let carried_off = match *step {
            CalcalaStep::Pickup { cell, stones } | CalcalaStep::Relay { cell, stones } => {
                steps::pick_up(&mut counts.pits[cell.index()], stones, &mut hand).map(|()| None)
            }
            CalcalaStep::Sow { cell, .. } => {
                steps::drop_one(&mut counts.pits[cell.index()], &mut hand).map(|()| None)
            }
            CalcalaStep::Capture { cell, stones } => {
                steps::take(&mut counts.pits[cell.index()], stones)
                    .and_then(|()| steps::put(&mut counts.piles[mover.index()], stones))
                    .map(|()| (stones > 0).then_some((stones, mover)))
            }
            CalcalaStep::EndlessRelay(_) => Ok(None),
        }
        .map_err(|why| StepError { step: at, why })?;
        if let Some(cell) = step.cell() {
            visit(CalcalaFrame {
                counts,
                at: cell,
                hand: hand.stones(),
                carried_off,
            });
        }
    }
    hand.finish(steps.len())?;
    Ok(counts)
}

impl CalcalaStep {
    /// The pit where the step moves stones, if it moves any.
    pub fn cell(&self) -> Option<Cell> {
        match *self {
            CalcalaStep::Pickup { cell, .. }
            | CalcalaStep::Sow { cell, .. }
            | CalcalaStep::Relay { cell, .. }
            | CalcalaStep::Capture { cell, .. } => Some(cell),
            CalcalaStep::EndlessRelay(_) => None,
        }
    }
}

/// The story of one Calcala move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CalcalaReport {
    /// Who moved.
    pub mover: Seat,
    /// The move.
    pub played: CalcalaMove,
    /// What happened, in order.
    pub steps: Vec<CalcalaStep>,
    /// Why the game ended with this move, if it did.
    pub end: Option<EndReason<Seat>>,
}

impl CalcalaReport {
    /// The counts after replaying this report's steps on the counts before the move
    /// ([`replay_steps`]).
    pub fn replay(&self, before: &CalcalaCounts) -> Result<CalcalaCounts, StepError> {
        replay_steps(before, self.mover, &self.steps)
    }

    /// The stones captured by the move.
    pub fn captured(&self) -> u32 {
        self.steps
            .iter()
            .map(|s| match *s {
                CalcalaStep::Capture { stones, .. } => u32::from(stones),
                _ => 0,
            })
            .sum()
    }

    /// Laps after the first.
    pub fn relays(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s, CalcalaStep::Relay { .. }))
            .count()
    }

    /// Bounces off the board's edges.
    pub fn bounces(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s, CalcalaStep::Sow { bounced: true, .. }))
            .count()
    }

    /// Every pit that received a stone, in order (with repeats).
    pub fn sown(&self) -> Vec<Cell> {
        self.steps
            .iter()
            .filter_map(|s| match *s {
                CalcalaStep::Sow { cell, .. } => Some(cell),
                _ => None,
            })
            .collect()
    }
}

/// Why a Calcala move or tap is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalcalaError {
    /// The game has ended.
    GameOver,
    /// The chosen pit holds no stones.
    EmptyPit(Cell),
    /// The first step would leave the board (the edge rule).
    OffTheEdge(CalcalaMove),
}

impl fmt::Display for CalcalaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CalcalaError::GameOver => f.write_str("the game is over"),
            CalcalaError::EmptyPit(cell) => write!(f, "pit {cell} is empty"),
            CalcalaError::OffTheEdge(m) => write!(
                f,
                "from {} the first step {} would leave the board",
                m.from, m.dir
            ),
        }
    }
}

impl std::error::Error for CalcalaError {}

/// Why a set-up is not a Calcala position of its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalcalaSetupError {
    /// The stones in the pits and the capture piles are not the set-up's.
    StonesDoNotAddUp {
        /// The stones given.
        found: u32,
        /// The set-up's stones.
        expected: u32,
    },
    /// A seat that does not play under these rules is to move or has captured stones.
    SeatNotPlaying(Seat),
}

impl fmt::Display for CalcalaSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CalcalaSetupError::StonesDoNotAddUp { found, expected } => write!(
                f,
                "the stones do not add up to the set-up's: {found}, not {expected}"
            ),
            CalcalaSetupError::SeatNotPlaying(seat) => {
                write!(f, "seat {seat} does not play in these rules")
            }
        }
    }
}

impl std::error::Error for CalcalaSetupError {}

/// A Calcala position: the pits, the capture piles, whose turn it is and the outcome.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CalcalaPosition {
    rules: CalcalaRules,
    pits: [u8; PITS],
    captured: [u8; 4],
    to_move: Seat,
    outcome: Option<Outcome<Seat>>,
}

impl CalcalaPosition {
    /// Stones in a pit.
    pub fn count(&self, cell: Cell) -> u8 {
        self.pits[cell.index()]
    }

    /// The stones a player has captured.
    pub fn captured(&self, seat: Seat) -> u8 {
        self.captured[seat.index()]
    }

    /// Every count the board shows: the pits and the piles.
    pub fn counts(&self) -> CalcalaCounts {
        CalcalaCounts {
            pits: self.pits,
            piles: self.captured,
        }
    }

    /// Stones left on the board.
    pub fn on_board(&self) -> u32 {
        self.pits.iter().map(|&n| u32::from(n)).sum()
    }

    /// Why a pit may not be played now at all (`None` when some direction is legal).
    pub fn check_pit(&self, cell: Cell) -> Result<(), CalcalaError> {
        if self.outcome.is_some() {
            Err(CalcalaError::GameOver)
        } else if self.count(cell) == 0 {
            Err(CalcalaError::EmptyPit(cell))
        } else {
            Ok(())
        }
    }

    /// The directions a move from `cell` may take (empty when the pit may not be played).
    pub fn directions(&self, cell: Cell) -> Vec<Dir> {
        if self.check_pit(cell).is_err() {
            return Vec::new();
        }
        Dir::ALL
            .into_iter()
            .filter(|&d| first_step_allowed(cell, d))
            .collect()
    }

    /// A position from given pit counts (row by row from A1) and captures, with `to_move`
    /// to play; the stones must add up to the set-up's.
    pub fn from_setup(
        rules: CalcalaRules,
        pits: [u8; PITS],
        captured: [u8; 4],
        to_move: Seat,
    ) -> Result<CalcalaPosition, CalcalaSetupError> {
        let start = CalcalaPosition::new(rules);
        let all = |p: &[u8; PITS], c: &[u8; 4]| {
            p.iter().chain(c.iter()).map(|&n| u32::from(n)).sum::<u32>()
        };
        let (found, expected) = (all(&pits, &captured), all(&start.pits, &start.captured));
        if found != expected {
            return Err(CalcalaSetupError::StonesDoNotAddUp { found, expected });
        }
        let players = usize::from(rules.players());
        if to_move.index() >= players {
            return Err(CalcalaSetupError::SeatNotPlaying(to_move));
        }
        if let Some(seat) = Seat::ALL[players..]
            .iter()
            .copied()
            .find(|seat| captured[seat.index()] > 0)
        {
            return Err(CalcalaSetupError::SeatNotPlaying(seat));
        }
        let mut position = CalcalaPosition {
            rules,
            pits,
            captured,
            to_move,
            outcome: None,
        };
        if position.on_board() <= FEW_STONES {
            position.outcome = Some(position.result(EndReason::FewStonesLeft));
        }
        Ok(position)
    }

    /// Plays a legal move, recording what happens when asked.
    fn sow(&self, m: CalcalaMove, steps: Option<&mut Vec<CalcalaStep>>) -> CalcalaPosition {
        let mover = self.to_move;
        let mut next = self.clone();
        let reporting = steps.is_some();
        let mut record = crate::games::steps::recorder(steps);
        let (mut at, mut dir) = (m.from, m.dir);
        let mut in_hand = std::mem::take(&mut next.pits[at.index()]);
        record(CalcalaStep::Pickup {
            cell: at,
            stones: in_hand,
        });
        // The relays left before the move stops, and whether it stops at a repeat: known at
        // its first relay, which plays the whole chain once, to its end or to where it first
        // comes round to an earlier moment (`steps::relay_chain`). The search's move takes
        // the board the chain stops at from there; a report plays the laps again for their
        // steps.
        let mut left = None;
        let endless = loop {
            (at, dir) = lap(&mut next.pits, at, dir, in_hand, &mut record);
            if next.pits[at.index()] <= 1 {
                break false;
            }
            let (relays_left, endless) = left.unwrap_or_else(|| {
                let chain = steps::relay_chain((next.pits, at, dir), next_relay);
                if reporting {
                    (chain.relays, chain.endless)
                } else {
                    (next.pits, at, dir) = chain.last;
                    (0, chain.endless)
                }
            });
            if relays_left == 0 {
                break endless;
            }
            left = Some((relays_left - 1, endless));
            in_hand = std::mem::take(&mut next.pits[at.index()]);
            record(CalcalaStep::Relay {
                cell: at,
                stones: in_hand,
            });
        };
        if endless {
            record(CalcalaStep::EndlessRelay(at));
        } else {
            let target = step(at, dir).cell;
            let stones = std::mem::take(&mut next.pits[target.index()]);
            next.captured[mover.index()] += stones;
            record(CalcalaStep::Capture {
                cell: target,
                stones,
            });
        }
        next.to_move = mover.next(self.rules.players());
        if next.on_board() <= FEW_STONES {
            next.outcome = Some(next.result(EndReason::FewStonesLeft));
        }
        next
    }

    fn result(&self, reason: EndReason<Seat>) -> Outcome<Seat> {
        let totals = self
            .rules
            .seats()
            .map(|s| (s, u32::from(self.captured(s))))
            .collect();
        Outcome::from_totals(totals, reason)
    }
}

/// Sows `in_hand` stones one by one from `at` towards `dir`, recording each drop; gives
/// where the last one fell and the direction the sowing then had.
fn lap(
    pits: &mut [u8; PITS],
    mut at: Cell,
    mut dir: Dir,
    mut in_hand: u8,
    record: &mut impl FnMut(CalcalaStep),
) -> (Cell, Dir) {
    while in_hand > 0 {
        let s = step(at, dir);
        at = s.cell;
        dir = s.dir;
        pits[at.index()] += 1;
        in_hand -= 1;
        record(CalcalaStep::Sow {
            cell: at,
            dir,
            wrapped: s.wrapped,
            bounced: s.bounced,
        });
    }
    (at, dir)
}

/// The relay moment after `moment`: its pit picked up and sown; the board as that lap ended
/// (`Break`) when it ends in a pit that does not relay.
fn next_relay(moment: &RelayPoint) -> ControlFlow<RelayPoint, RelayPoint> {
    let (mut pits, at, dir) = *moment;
    let in_hand = std::mem::take(&mut pits[at.index()]);
    let (at, dir) = lap(&mut pits, at, dir, in_hand, &mut |_| {});
    if pits[at.index()] > 1 {
        ControlFlow::Continue((pits, at, dir))
    } else {
        ControlFlow::Break((pits, at, dir))
    }
}

impl Position for CalcalaPosition {
    const REPETITION_ENDS: bool = true;
    type Rules = CalcalaRules;
    type Player = Seat;
    type Move = CalcalaMove;
    type Report = CalcalaReport;
    type Error = CalcalaError;

    fn new(rules: CalcalaRules) -> CalcalaPosition {
        let mut pits = [0; PITS];
        for cell in Cell::all() {
            pits[cell.index()] = rules.setup().stones(cell);
        }
        CalcalaPosition {
            rules,
            pits,
            captured: [0; 4],
            to_move: rules.starter(),
            outcome: None,
        }
    }

    fn rules(&self) -> &CalcalaRules {
        &self.rules
    }

    fn to_move(&self) -> Seat {
        self.to_move
    }

    fn legal_moves_into(&self, moves: &mut Vec<CalcalaMove>) {
        moves.extend(Cell::all().flat_map(|from| {
            self.directions(from)
                .into_iter()
                .map(move |dir| CalcalaMove { from, dir })
        }));
    }

    fn play(&self, m: CalcalaMove) -> Result<(CalcalaPosition, CalcalaReport), CalcalaError> {
        self.check_pit(m.from)?;
        if !first_step_allowed(m.from, m.dir) {
            return Err(CalcalaError::OffTheEdge(m));
        }
        let mut steps = Vec::new();
        let next = self.sow(m, Some(&mut steps));
        let report = CalcalaReport {
            mover: self.to_move,
            played: m,
            steps,
            end: next.outcome.as_ref().map(Outcome::reason),
        };
        Ok((next, report))
    }

    fn play_fast(&self, m: CalcalaMove) -> Option<CalcalaPosition> {
        if self.check_pit(m.from).is_err() || !first_step_allowed(m.from, m.dir) {
            return None;
        }
        Some(self.sow(m, None))
    }

    fn outcome(&self) -> Option<&Outcome<Seat>> {
        self.outcome.as_ref()
    }

    fn parse_move(&self, text: &str) -> Result<CalcalaMove, ParseMoveError> {
        let err = || ParseMoveError {
            text: text.to_owned(),
            expected: "a pit and a direction such as B3-E or C4-NW".to_owned(),
        };
        let (from, dir) = text.split_once('-').ok_or_else(err)?;
        Ok(CalcalaMove {
            from: from.parse().map_err(|_| err())?,
            dir: dir.parse().map_err(|_| err())?,
        })
    }

    fn players(&self) -> usize {
        usize::from(self.rules.players())
    }

    fn standing(&self) -> [i32; 4] {
        self.captured.map(|c| 100 * i32::from(c))
    }

    fn end_by_repetition(&self) -> Option<CalcalaPosition> {
        Some(CalcalaPosition {
            outcome: Some(self.result(EndReason::Repetition)),
            ..self.clone()
        })
    }

    /// The stones left on the board count for nobody: nothing moves.
    fn note_end(&self, report: &mut CalcalaReport) {
        report.end = self.outcome.as_ref().map(Outcome::reason);
    }
}
