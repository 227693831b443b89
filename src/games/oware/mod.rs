//! Oware as the DOS Mancala program plays it (docs/RULES.md section 3.3): relay sowing through
//! the houses, and fours taken as they form.
//!
//! Decided by docs/RULES.md: a four formed before the last seed of a lap goes to the owner of
//! the house's side; the last seed of a lap making four gives those four to the mover and
//! ends the move; a relay that would repeat for ever stops where it first repeats.

mod help;

use std::ops::ControlFlow;

use crate::games::help::HelpBlock;
use crate::games::options::one_game;
use crate::games::steps;
use crate::games::two_row::{Board, HomeRules, Step};
use crate::games::{GameId, RuleOptions, Side};

/// Oware has no options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OwareRules;

pub use crate::games::two_row::home_position::OwarePosition;

impl RuleOptions for OwareRules {
    one_game!(GameId::Oware);
}

impl HomeRules for OwareRules {
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
        let reporting = steps.is_some();
        let mut record = crate::games::steps::recorder(steps);
        let mut at = board.house_index(mover, house);
        let mut in_hand = board.take(at);
        record(Step::Pickup {
            pit: board.pit(at),
            seeds: in_hand,
        });
        // The relays left before the move stops, and whether it stops at a repeat: known at
        // its first relay, which plays the whole chain once, to its end or to where it first
        // comes round to an earlier moment (`steps::relay_chain`). The search's move takes
        // the board the chain stops at from there; a report plays the laps again for their
        // steps.
        let mut left = None;
        let endless = loop {
            at = lap(board, at, in_hand, &mut record);
            if !relays(board, at) {
                break false;
            }
            let (relays_left, endless) = left.unwrap_or_else(|| {
                let chain = steps::relay_chain((*board, at), next_relay);
                if reporting {
                    (chain.relays, chain.endless)
                } else {
                    (*board, at) = chain.last;
                    (0, chain.endless)
                }
            });
            if relays_left == 0 {
                break endless;
            }
            left = Some((relays_left - 1, endless));
            in_hand = board.take(at);
            record(Step::Relay {
                pit: board.pit(at),
                seeds: in_hand,
            });
        };
        if endless {
            record(Step::EndlessRelay(board.pit(at)));
        } else if board.get(at) == 4 {
            board.take(at);
            board.add(board.store_index(mover), 4);
            record(Step::Four {
                pit: board.pit(at),
                taker: mover,
            });
        }
        false
    }
}

/// Sows `in_hand` seeds one by one from the house at `at`, passing over the stores, and
/// takes every four made by a seed that is not the last to its house's owner's store,
/// recording each step; gives where the last seed fell.
fn lap(board: &mut Board, mut at: usize, mut in_hand: u8, record: &mut impl FnMut(Step)) -> usize {
    while in_hand > 0 {
        at = board.next_house(at);
        board.add(at, 1);
        in_hand -= 1;
        record(Step::Sow(board.pit(at)));
        if in_hand > 0 && board.get(at) == 4 {
            let owner = board.owner(at);
            board.take(at);
            board.add(board.store_index(owner), 4);
            record(Step::Four {
                pit: board.pit(at),
                taker: owner,
            });
        }
    }
    at
}

/// Whether a lap that ended at `at` relays: its last seed made the house neither 1 (an
/// empty house: the move ends) nor 4 (the mover's four: the move ends).
#[inline(always)]
fn relays(board: &Board, at: usize) -> bool {
    !matches!(board.get(at), 1 | 4)
}

/// The relay moment after `moment` (the board as a lap ended, and where): its house picked
/// up and sown; the board as that lap ended (`Break`) when it does not end in a relay. The
/// stores need no comparing: a board whose houses come round again took no four in
/// between, so its stores are the same too.
fn next_relay(&(board, at): &(Board, usize)) -> ControlFlow<(Board, usize), (Board, usize)> {
    let mut board = board;
    let in_hand = board.take(at);
    let at = lap(&mut board, at, in_hand, &mut |_| {});
    if relays(&board, at) {
        ControlFlow::Continue((board, at))
    } else {
        ControlFlow::Break((board, at))
    }
}

#[cfg(test)]
mod tests;
