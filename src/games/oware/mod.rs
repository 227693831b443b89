//! Oware as the DOS Mancala program plays it (docs/RULES.md section 3.3): relay sowing through
//! the houses, and fours taken as they form.
//!
//! Decided by docs/RULES.md: a four formed before the last seed of a lap goes to the owner of
//! the house's side; the last seed of a lap making four gives those four to the mover and
//! ends the move; a relay that would repeat for ever stops where it first repeats.

pub mod evaluation;
mod help;

use crate::games::help::HelpBlock;
use crate::games::options::one_game;
use crate::games::steps;
use crate::games::two_row::home_evaluation::Threat;
use crate::games::two_row::{Board, HomePosition, HomeRules, Step};
use crate::games::{GameId, RuleOptions, Side};

/// Oware has no options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OwareRules;

/// A position of Oware: [`HomePosition`], the one position of the DOS program's three
/// games, holding Oware's rules (`OwarePosition::new(OwareRules.into())`). What makes it
/// Oware is here: [`OwareRules`] and its [`HomeRules`] (relay sowing, fours).
pub type OwarePosition = HomePosition;

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
        let mut record = crate::games::steps::recorder(steps);
        let mut at = board.house_index(mover, house);
        let mut in_hand = board.take(at);
        record(Step::Pickup {
            pit: board.pit(at),
            seeds: in_hand,
        });
        // Where the move's relays come round to an earlier moment, if they do: found at its
        // first relay (see `steps::relays_before_repeat`).
        let mut relays = 0;
        let mut repeat_at = None;
        loop {
            at = lap(board, at, in_hand, &mut record);
            match board.get(at) {
                4 => {
                    board.take(at);
                    board.add(board.store_index(mover), 4);
                    record(Step::Four {
                        pit: board.pit(at),
                        taker: mover,
                    });
                    break;
                }
                1 => break,
                _ => {
                    if relays == 0 {
                        repeat_at = steps::relays_before_repeat(&(*board, at), next_relay);
                    }
                    if repeat_at == Some(relays) {
                        record(Step::EndlessRelay(board.pit(at)));
                        break;
                    }
                    relays += 1;
                    in_hand = board.take(at);
                    record(Step::Relay {
                        pit: board.pit(at),
                        seeds: in_hand,
                    });
                }
            }
        }
        false
    }

    fn threat(&self, own: &[u8], other: &[u8]) -> Threat {
        evaluation::threat(own, other)
    }

    // No `evaluation_weights`: the fitted weights were no stronger than the standing in
    // 200 games (docs/computer.md, "The evaluation"), so Oware keeps the standing.
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

/// The relay moment after `moment` (the board as a lap ended, and where): its house picked
/// up and sown; `None` when that lap does not end in a relay. The stores need no comparing:
/// a board whose houses come round again took no four in between, so its stores are the
/// same too.
fn next_relay(&(board, at): &(Board, usize)) -> Option<(Board, usize)> {
    let mut board = board;
    let in_hand = board.take(at);
    let at = lap(&mut board, at, in_hand, &mut |_| {});
    (!matches!(board.get(at), 1 | 4)).then_some((board, at))
}

#[cfg(test)]
mod tests;
