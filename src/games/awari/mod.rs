//! Awari as the DOS Mancala program plays it (docs/RULES.md section 3.1): sowing passes through
//! both homes, a last seed in your own home moves again, and a last seed in an empty house
//! captures the house opposite.
//!
//! Decided by docs/RULES.md: a seed dropped in a home belongs to that home's owner; there is no
//! capture when the opposite house is empty; the capture works on either side of the board.

mod help;

use crate::games::help::HelpBlock;
use crate::games::options::one_game;
use crate::games::two_row::{Board, HomeRules, Step};
use crate::games::{GameId, RuleOptions, Side};

/// Awari has no options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AwariRules;

pub use crate::games::two_row::home_position::AwariPosition;

impl RuleOptions for AwariRules {
    one_game!(GameId::Awari);
}

impl HomeRules for AwariRules {
    fn rules_text(&self) -> &'static [HelpBlock] {
        help::RULES_TEXT
    }

    fn sow(
        &self,
        board: &mut Board,
        mover: Side,
        house: u8,
        steps: Option<&mut Vec<Step>>,
    ) -> bool {
        let mut record = crate::games::steps::recorder(steps);
        let start = board.house_index(mover, house);
        let mut in_hand = board.take(start);
        record(Step::Pickup {
            pit: board.pit(start),
            seeds: in_hand,
        });
        let mut at = start;
        while in_hand > 0 {
            at = board.next(at);
            board.add(at, 1);
            in_hand -= 1;
            record(Step::Sow(board.pit(at)));
        }
        let home = board.store_index(mover);
        if at == home {
            return true;
        }
        if !board.is_store(at) && board.get(at) == 1 {
            let opposite = board.opposite(at);
            let seeds = board.get(opposite);
            if seeds > 0 {
                board.take(opposite);
                board.take(at);
                board.add(home, seeds + 1);
                record(Step::Capture {
                    pit: board.pit(opposite),
                    seeds,
                });
                record(Step::Capture {
                    pit: board.pit(at),
                    seeds: 1,
                });
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing;
    use crate::games::two_row::{HouseMove, Pit, TwoRowPosition};
    use crate::games::{EndReason, Position};

    use Side::{North, South};

    fn setup(south: [u8; 6], north: [u8; 6], homes: (u8, u8), to_move: Side) -> AwariPosition {
        testing::home(AwariRules, south, north, homes, to_move)
    }

    #[test]
    fn sowing_goes_through_both_homes() {
        let p = setup([0, 0, 0, 0, 0, 10], [4, 4, 4, 4, 4, 4], (7, 7), South);
        let (after, report) = p.play(HouseMove(6)).unwrap();
        let names: Vec<String> = report.sown().iter().map(|p| p.to_string()).collect();
        assert_eq!(names.join(" "), "S-store N1 N2 N3 N4 N5 N6 N-store S1 S2");
        assert_eq!(after.board().store(North), 8);
        // The last seed fell in empty S2, opposite N5's 5 seeds: 6 go home.
        assert_eq!(report.captured(), 6);
        assert_eq!(after.board().store(South), 8 + 6);
    }

    #[test]
    fn last_seed_in_own_home_moves_again() {
        let start = AwariPosition::new(AwariRules.into());
        let (after, report) = start.play(HouseMove(3)).unwrap();
        assert!(report.extra_turn);
        assert_eq!(after.to_move(), South);
        // Without a limit: again.
        let (after, report) = after.play(HouseMove(6)).unwrap();
        assert!(!report.extra_turn);
        assert_eq!(after.to_move(), North);
    }

    #[test]
    fn last_seed_in_an_empty_house_captures_the_opposite_house() {
        let p = setup([1, 0, 4, 4, 4, 4], [4, 4, 4, 4, 6, 4], (3, 2), South);
        let (after, report) = p.play(HouseMove(1)).unwrap();
        assert_eq!(report.captured(), 7);
        assert_eq!(after.board().store(South), 10);
        assert_eq!(after.board().houses(North), &[4, 4, 4, 4, 0, 4]);
        assert_eq!(after.board().houses(South), &[0, 0, 4, 4, 4, 4]);
    }

    #[test]
    fn no_capture_when_the_opposite_house_is_empty() {
        let p = setup([1, 0, 4, 4, 4, 4], [4, 4, 4, 4, 0, 10], (3, 2), South);
        let (after, report) = p.play(HouseMove(1)).unwrap();
        assert_eq!(report.captured(), 0);
        assert_eq!(after.board().houses(South), &[0, 1, 4, 4, 4, 4]);
    }

    #[test]
    fn the_capture_works_in_an_empty_house_of_the_opponent_too() {
        // S6's 2 seeds: S-store, N1 (empty). Opposite N1 is S6, emptied by the move: no
        // capture. With S5 holding seeds and landing in N2 instead, S5's seeds are taken.
        let p = setup([4, 4, 4, 4, 5, 3], [0, 0, 4, 4, 4, 4], (4, 4), South);
        let (after, report) = p.play(HouseMove(6)).unwrap();
        assert_eq!(report.sown().last(), Some(&Pit::House(North, 2)));
        assert_eq!(report.captured(), 6);
        assert_eq!(after.board().houses(South), &[4, 4, 4, 4, 0, 0]);
        assert_eq!(after.board().store(South), 4 + 1 + 6);
    }

    #[test]
    fn more_than_24_in_a_home_wins_with_the_homes_as_totals() {
        let p = setup([0, 0, 0, 0, 0, 1], [4, 4, 4, 0, 0, 3], (24, 8), South);
        let (after, _) = p.play(HouseMove(6)).unwrap();
        let o = after.outcome().unwrap();
        assert_eq!(o.reason(), EndReason::StoreMajority(South));
        assert_eq!(o.totals(), &[(South, 25), (North, 8)]);
    }

    #[test]
    fn a_stuck_player_hands_the_board_to_the_last_mover() {
        // South's last seed goes home: South moves again but has nothing left, so the
        // board goes to South, who moved last.
        let p = setup([0, 0, 0, 0, 0, 1], [4, 4, 4, 1, 0, 1], (20, 13), South);
        let (after, report) = p.play(HouseMove(6)).unwrap();
        assert!(!report.extra_turn);
        let o = after.outcome().unwrap();
        assert_eq!(o.reason(), EndReason::NoLegalMove(South));
        assert_eq!(o.total(South), 21 + 14);
        assert_eq!(o.total(North), 13);
        assert_eq!(after.board().houses(North), &[4, 4, 4, 1, 0, 1]);
    }
}
