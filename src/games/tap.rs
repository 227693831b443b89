//! What a tap on a board asks of a game, decided by the game: the board only says which pit
//! or cell was tapped, by the name it carries (`data-pit="S3"`, `data-cell="c3"`), and which
//! of the choices it offers after a first tap was taken. The position answers with an
//! [`Intent`]: the move to play, a refusal with the game's reason, or a spot where a move
//! starts, whose choices the board then offers (Calcala's arrows, Roocala's moves from a
//! cell). So every board kind plays by the same rules code as a save or a link.

use super::calcala::{CalcalaMove, CalcalaPosition, Cell, Dir};
use super::roocala::{Action, RoocalaPosition};
use super::two_row::{Pit, TwoRowPosition};
use super::Position;

/// What a tap asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent<M, E> {
    /// The tap plays this move.
    Play(M),
    /// The tap chose where a move starts (the spot's index): the board offers the moves
    /// from there, and the next choice is one of them ([`Taps::choice`]).
    Choose(u8),
    /// The tap cannot be taken, for this reason.
    Refuse(E),
    /// The tap was on nothing of the game (a name the board does not have).
    Nothing,
}

/// How a position answers taps on its board.
pub trait Taps: Position {
    /// What a tap on the pit or cell named `spot` asks for.
    fn tap(&self, spot: &str) -> Intent<Self::Move, Self::Error>;

    /// The move of choice `index` offered once the spot of index `from` was chosen, if there
    /// is one (the board is then to draw its choices in this order).
    fn choice(&self, from: u8, index: usize) -> Option<Self::Move> {
        let _ = (from, index);
        None
    }
}

/// A two-row board: a tap on a house plays it, or says why it cannot be played.
impl<P: TwoRowPosition> Taps for P {
    fn tap(&self, spot: &str) -> Intent<Self::Move, Self::Error> {
        match spot.parse::<Pit>().map(|pit| self.move_at(pit)) {
            Ok(Ok(m)) => Intent::Play(m),
            Ok(Err(why)) => Intent::Refuse(why),
            Err(_) => Intent::Nothing,
        }
    }
}

/// Calcala: a pit that may be sown from is chosen, and the move is one of its eight arrows,
/// in [`Dir::ALL`]'s order (a direction refused by the rules is refused when played).
impl Taps for CalcalaPosition {
    fn tap(&self, spot: &str) -> Intent<Self::Move, Self::Error> {
        let Ok(cell) = spot.parse::<Cell>() else {
            return Intent::Nothing;
        };
        match self.check_pit(cell) {
            // Under 36 pits: the index fits.
            Ok(()) => Intent::Choose(cell.index() as u8),
            Err(why) => Intent::Refuse(why),
        }
    }

    fn choice(&self, from: u8, index: usize) -> Option<CalcalaMove> {
        Some(CalcalaMove {
            from: Cell::from_index(usize::from(from))?,
            dir: *Dir::ALL.get(index)?,
        })
    }
}

/// Roocala: a cell where moves start is chosen, and the move is one of those, in the order
/// of [`Position::legal_moves`].
impl Taps for RoocalaPosition {
    fn tap(&self, spot: &str) -> Intent<Self::Move, Self::Error> {
        let Some(cell) = self.geometry().cell(spot) else {
            return Intent::Nothing;
        };
        match self.check_cell(cell) {
            Ok(()) => Intent::Choose(cell),
            Err(why) => Intent::Refuse(why),
        }
    }

    fn choice(&self, from: u8, index: usize) -> Option<Self::Move> {
        self.legal_moves()
            .into_iter()
            .filter(|m| match m.action {
                Action::Sow { from: start, .. } | Action::Rook { from: start, .. } => start == from,
            })
            .nth(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::calcala::{CalcalaError, CalcalaRules};
    use crate::games::kalah::{KalahError, KalahPosition, KalahRules};
    use crate::games::roocala::BoardKind;
    use crate::games::Side;

    #[test]
    fn a_two_row_tap_plays_its_house_or_says_why_not() {
        let start = KalahPosition::new(KalahRules::default());
        assert!(matches!(start.tap("S3"), Intent::Play(m) if m.to_string() == "3"));
        let north = Pit::House(Side::North, 3);
        assert_eq!(
            start.tap("N3"),
            Intent::Refuse(KalahError::NotYourHouse(north))
        );
        assert!(matches!(start.tap("S-store"), Intent::Refuse(_)));
        assert_eq!(start.tap("board"), Intent::Nothing);
        assert_eq!(start.choice(0, 0), None);
    }

    #[test]
    fn a_calcala_tap_chooses_a_pit_and_an_arrow_plays_from_it() {
        let start = CalcalaPosition::new(CalcalaRules::default());
        let b2: Cell = "B2".parse().unwrap();
        assert_eq!(start.tap("B2"), Intent::Choose(b2.index() as u8));
        let m = start.choice(b2.index() as u8, 2).unwrap();
        assert_eq!((m.from, m.dir), (b2, Dir::ALL[2]));
        assert_eq!(start.choice(b2.index() as u8, 8), None);
        assert_eq!(start.tap("G9"), Intent::Nothing);
        // A pit that may not be sown from is refused with the rules' reason.
        let (after, _) = start.play(m).unwrap();
        for index in 0..36 {
            let cell = Cell::from_index(index).unwrap();
            match after.check_pit(cell) {
                Ok(()) => assert_eq!(after.tap(&cell.to_string()), Intent::Choose(index as u8)),
                Err(why) => assert_eq!(after.tap(&cell.to_string()), Intent::Refuse(why)),
            }
        }
        let empty = (0..36)
            .filter_map(Cell::from_index)
            .find(|&c| after.count(c) == 0);
        let empty = empty.expect("a pit emptied by the move");
        assert_eq!(
            after.tap(&empty.to_string()),
            Intent::Refuse(CalcalaError::EmptyPit(empty))
        );
    }

    #[test]
    fn a_roocala_tap_chooses_a_cell_whose_moves_are_the_choices() {
        let start = RoocalaPosition::new(BoardKind::Square);
        let g = start.geometry();
        let from = start.legal_moves()[0];
        let (Action::Sow { from: cell, .. } | Action::Rook { from: cell, .. }) = from.action;
        assert_eq!(start.tap(g.name(cell)), Intent::Choose(cell));
        assert_eq!(start.choice(cell, 0), Some(from));
        let mut refused = 0;
        for cell in 0..g.len() as u8 {
            match start.check_cell(cell) {
                Ok(()) => assert_eq!(start.tap(g.name(cell)), Intent::Choose(cell)),
                Err(why) => {
                    assert_eq!(start.tap(g.name(cell)), Intent::Refuse(why));
                    refused += 1;
                }
            }
        }
        assert!(refused > 0, "North's cells offer South nothing");
        assert_eq!(start.tap("z9"), Intent::Nothing);
    }
}
