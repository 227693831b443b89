//! A Calcala position (docs/RULES.md section 4): the grid's stones, each seat's captures and
//! who is to move, the moves it offers and how each changes it, with its report.

use std::ops::ControlFlow;

use crate::games::steps;
use crate::games::{EndReason, Outcome, ParseMoveError, Position, Seat};
use crate::i18n::msg;

use super::error::{CalcalaError, CalcalaSetupError};
use super::grid::{first_step_allowed, step, Cell, Dir, PITS};
use super::moves::CalcalaMove;
use super::replay::CalcalaCounts;
use super::report::CalcalaReport;
use super::rules::CalcalaRules;
use super::steps::CalcalaStep;

/// A game ends once this many stones or fewer are left on the board.
pub const FEW_STONES: u32 = 6;

/// A moment of a move at which a lap ends (in a pit that relays, but for the last): the
/// board, the pit and the direction.
type RelayPoint = ([u8; PITS], Cell, Dir);

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

    fn setup(&self) -> crate::games::Setup {
        self.parts()
    }

    fn set_up(
        rules: Self::Rules,
        setup: &crate::games::Setup,
    ) -> Result<Self, crate::games::SetupError> {
        Self::from_parts(rules, setup)
    }

    fn parse_move(&self, text: &str) -> Result<CalcalaMove, ParseMoveError> {
        let err = || ParseMoveError {
            text: text.to_owned(),
            expected: msg::RecordExpectedCalcalaMove.text(),
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
