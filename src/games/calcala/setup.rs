//! A Calcala position set up by hand ([`crate::games::Setup`]), checked against
//! docs/RULES.md section 4: 36 pits, one capture pile per player of the rules, the set-up's
//! stones in all (a capture moves stones from a pit to a pile, so the total never changes),
//! a player of the game to move, and more than 6 stones on the board (with 6 or fewer the
//! game is over).

use crate::games::{check_len, small, wrong_board, Position, Seat, Setup, SetupBoard, SetupError};

use super::grid::{Cell, PITS};
use super::{CalcalaPosition, CalcalaRules, CalcalaSetupError};
use crate::i18n::msg;

impl CalcalaPosition {
    /// This position as its parts.
    pub(super) fn parts(&self) -> Setup {
        let counts = self.counts();
        let players = usize::from(self.rules().players());
        Setup {
            board: SetupBoard::Grid {
                pits: counts.pits.iter().map(|&n| n.into()).collect(),
                captured: counts.piles[..players].iter().map(|&n| n.into()).collect(),
            },
            to_move: self.to_move().index(),
        }
    }

    /// The position of `rules` that `setup` gives, checked (see the module's header).
    pub(super) fn from_parts(
        rules: CalcalaRules,
        setup: &Setup,
    ) -> Result<CalcalaPosition, SetupError> {
        let SetupBoard::Grid { pits, captured } = &setup.board else {
            return Err(wrong_board("grid", &setup.board));
        };
        let players = usize::from(rules.players());
        let to_move = Seat::from_index(setup.to_move)
            .filter(|seat| seat.index() < players)
            .ok_or(SetupError::NoSuchPlayer(setup.to_move))?;
        check_len(pits, msg::SetupThePits.text(), PITS)?;
        if captured.len() != players {
            return Err(SetupError::PlayerCount {
                found: captured.len(),
                players,
            });
        }
        let start = CalcalaPosition::new(rules).counts();
        let total: u32 = start
            .pits
            .iter()
            .chain(&start.piles)
            .map(|&n| u32::from(n))
            .sum();
        let mut board = [0; PITS];
        for (i, (&count, pit)) in pits.iter().zip(&mut board).enumerate() {
            let name = || Cell::from_index(i).map_or_else(String::new, |cell| cell.to_string());
            *pit = small(count, total, name)?;
        }
        let mut piles = [0; 4];
        for (seat, (&count, pile)) in Seat::ALL.iter().zip(captured.iter().zip(&mut piles)) {
            *pile = small(count, total, || seat.as_str().to_owned())?;
        }
        let found: u32 = board.iter().chain(&piles).map(|&n| u32::from(n)).sum();
        if found != total {
            return Err(SetupError::SeedsDoNotAddUp {
                found,
                expected: total,
            });
        }
        // The checks above leave `from_setup` nothing to refuse.
        let position =
            CalcalaPosition::from_setup(rules, board, piles, to_move).map_err(|e| match e {
                CalcalaSetupError::StonesDoNotAddUp { found, expected } => {
                    SetupError::SeedsDoNotAddUp { found, expected }
                }
                CalcalaSetupError::SeatNotPlaying(seat) => SetupError::NoSuchPlayer(seat.index()),
            })?;
        match position.outcome() {
            Some(outcome) => Err(SetupError::finished(&outcome.reason())),
            None => Ok(position),
        }
    }
}
