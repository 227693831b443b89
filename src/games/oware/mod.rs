//! Oware as the DOS Mancala program plays it (RULES.md section 3.3): relay sowing through
//! the houses, and fours taken as they form.
//!
//! Decided by RULES.md: a four formed before the last seed of a lap goes to the owner of
//! the house's side; the last seed of a lap making four gives those four to the mover and
//! ends the move; a relay that would repeat for ever stops where it first repeats.

use crate::games::options::one_game;
use crate::games::steps::RelayPoints;
use crate::games::two_row::home_position::next_house;
use crate::games::two_row::{Board, HomePosition, HomeRules, Step};
use crate::games::{GameId, OptionError, RuleOptions, Side};

/// Oware has no options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OwareRules;

/// A position of Oware.
pub type OwarePosition = HomePosition;

impl RuleOptions for OwareRules {
    one_game!(GameId::Oware, &[]);

    fn get(&self, _key: &str) -> Option<&'static str> {
        None
    }

    fn set(&mut self, key: &str, _value: &str) -> Result<(), OptionError> {
        Err(OptionError::UnknownKey(key.to_owned()))
    }
}

/// The twelve houses, for spotting a relay that comes round to where it was.
fn houses_of(board: &Board) -> [u8; 12] {
    let mut all = [0; 12];
    let (south, north) = all.split_at_mut(6);
    south.copy_from_slice(board.houses(Side::South));
    north.copy_from_slice(board.houses(Side::North));
    all
}

impl HomeRules for OwareRules {
    fn sow(&self, board: &mut Board, mover: Side, house: u8) -> (Vec<Step>, bool) {
        let mut at = board.house_index(mover, house);
        let mut in_hand = board.take(at);
        let mut steps = vec![Step::Pickup {
            pit: board.pit(at),
            seeds: in_hand,
        }];
        let mut relay_points = RelayPoints::new();
        loop {
            while in_hand > 0 {
                at = next_house(board, at);
                board.add(at, 1);
                in_hand -= 1;
                steps.push(Step::Sow(board.pit(at)));
                if in_hand > 0 && board.get(at) == 4 {
                    let owner = board.owner(at);
                    board.take(at);
                    board.add(board.store_index(owner), 4);
                    steps.push(Step::Four {
                        pit: board.pit(at),
                        taker: owner,
                    });
                }
            }
            match board.get(at) {
                4 => {
                    board.take(at);
                    board.add(board.store_index(mover), 4);
                    steps.push(Step::Four {
                        pit: board.pit(at),
                        taker: mover,
                    });
                    break;
                }
                1 => break,
                _ => {
                    if !relay_points.insert((houses_of(board), at)) {
                        steps.push(Step::EndlessRelay(board.pit(at)));
                        break;
                    }
                    in_hand = board.take(at);
                    steps.push(Step::Relay {
                        pit: board.pit(at),
                        seeds: in_hand,
                    });
                }
            }
        }
        (steps, false)
    }
}

#[cfg(test)]
mod tests;
