//! Ayo as the DOS Mancala program plays it (docs/RULES.md section 3.2): single-lap sowing
//! through the houses only, captures of 2s and 3s on the opponent's side in a chain
//! backwards, with the grand-slam and feeding options.
//!
//! Decided by docs/RULES.md: a sowing of 12 or more skips its own house every time round; a
//! grand slam (a capture that would empty the opponent's side) captures nothing by default;
//! the feeding rule is on by default and, when no move can feed, ends the game with the
//! seeds left going to the player who cannot feed.

mod grand_slam;
mod help;

pub use grand_slam::GrandSlam;

use crate::games::help::HelpBlock;
use crate::games::options::{choice, choices_of, lookup, one_game, value_of};

use crate::games::two_row::{Board, HomeError, HomeRules, Houses, Pit, Step, MAX_HOUSES};
use crate::games::{
    parse_choice, Choice, GameId, OptionError, OptionSpec, RuleOptions, Side, Words,
};
use crate::i18n::msg;

/// Ayo's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AyoRules {
    grand_slam: GrandSlam,
    must_feed: bool,
}

impl Default for AyoRules {
    fn default() -> AyoRules {
        AyoRules {
            grand_slam: GrandSlam::NoCapture,
            must_feed: true,
        }
    }
}

impl AyoRules {
    /// The grand-slam option.
    pub fn grand_slam(&self) -> GrandSlam {
        self.grand_slam
    }

    /// Whether a player must feed an opponent who has no seeds.
    pub fn must_feed(&self) -> bool {
        self.must_feed
    }
}

pub use crate::games::two_row::home_position::AyoPosition;

const GRAND_SLAM: [(GrandSlam, Choice); 3] = [
    (
        GrandSlam::NoCapture,
        choice("no-capture", || msg::OptionAyoGrandSlamNoCapture.text()),
    ),
    (
        GrandSlam::Capture,
        choice("capture", || msg::OptionAyoGrandSlamCapture.text()),
    ),
    (
        GrandSlam::Forbidden,
        choice("forbidden", || msg::OptionAyoGrandSlamForbidden.text()),
    ),
];

const MUST_FEED: [(bool, Choice); 2] = [
    (true, choice("on", || msg::OptionOn.text())),
    (false, choice("off", || msg::OptionOff.text())),
];

/// Every option of Ayo, in the order they are shown.
const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "grand-slam",
        label: Words::Message(|| msg::OptionAyoGrandSlam.text()),
        explanation: Words::Message(|| msg::OptionAyoGrandSlamExplained.text()),
        choices: choices_of!(GRAND_SLAM),
    },
    OptionSpec {
        key: "must-feed",
        label: Words::Message(|| msg::OptionAyoMustFeed.text()),
        explanation: Words::Message(|| msg::OptionAyoMustFeedExplained.text()),
        choices: choices_of!(MUST_FEED),
    },
];

impl RuleOptions for AyoRules {
    one_game!(GameId::Ayo, SPECS);

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            "grand-slam" => value_of(&GRAND_SLAM, &self.grand_slam),
            "must-feed" => value_of(&MUST_FEED, &self.must_feed),
            _ => None,
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let value = parse_choice(SPECS, key, value)?.value;
        let unexpected = || OptionError::UnknownKey(key.to_owned());
        match key {
            "grand-slam" => self.grand_slam = lookup(&GRAND_SLAM, value).ok_or_else(unexpected)?,
            "must-feed" => self.must_feed = lookup(&MUST_FEED, value).ok_or_else(unexpected)?,
            _ => return Err(unexpected()),
        }
        Ok(())
    }
}

/// A sowing and the captures it would make, before the grand-slam option is applied.
struct Sowing {
    board: Board,
    /// The opponent's houses of 2 or 3 from where the last seed fell backwards, with their
    /// seeds: the first `chain_len` entries (at most a side's houses).
    chain: [(usize, u8); MAX_HOUSES as usize],
    chain_len: usize,
}

impl Sowing {
    /// Sows `house` of `mover` on a copy of `board`, recording its steps in `steps` when
    /// given.
    fn of(board: &Board, mover: Side, house: u8, steps: Option<&mut Vec<Step>>) -> Sowing {
        let mut record = crate::games::steps::recorder(steps);
        let mut board = *board;
        let start = board.house_index(mover, house);
        let mut in_hand = board.take(start);
        let skip_origin = in_hand >= 12;
        record(Step::Pickup {
            pit: board.pit(start),
            seeds: in_hand,
        });
        let mut at = start;
        while in_hand > 0 {
            at = board.next_house(at);
            if skip_origin && at == start {
                record(Step::Skip(board.pit(at)));
                continue;
            }
            board.add(at, 1);
            in_hand -= 1;
            record(Step::Sow(board.pit(at)));
        }
        let mut chain = [(0, 0); MAX_HOUSES as usize];
        let mut chain_len = 0;
        let mut look = at;
        while chain_len < chain.len()
            && board.owner(look) != mover
            && matches!(board.get(look), 2 | 3)
        {
            chain[chain_len] = (look, board.get(look));
            chain_len += 1;
            look = board.previous_house(look);
        }
        Sowing {
            board,
            chain,
            chain_len,
        }
    }

    /// The captures the last seed makes possible.
    fn chain(&self) -> &[(usize, u8)] {
        &self.chain[..self.chain_len]
    }

    /// Whether taking the chain would capture seeds and leave the opponent's side empty.
    fn is_grand_slam(&self, mover: Side) -> bool {
        let taken: u32 = self.chain().iter().map(|&(_, s)| u32::from(s)).sum();
        taken > 0 && taken == self.board.house_total(mover.opponent())
    }

    /// Applies the captures (or spares a grand slam), recording them in `steps` when given,
    /// and returns the board.
    fn finish(self, mover: Side, capture_grand_slam: bool, steps: Option<&mut Vec<Step>>) -> Board {
        let mut record = crate::games::steps::recorder(steps);
        let mut board = self.board;
        if self.is_grand_slam(mover) && !capture_grand_slam {
            record(Step::GrandSlamSpared);
        } else {
            let home = board.store_index(mover);
            for &(index, seeds) in self.chain() {
                board.take(index);
                board.add(home, seeds);
                record(Step::Capture {
                    pit: board.pit(index),
                    seeds,
                });
            }
        }
        board
    }
}

impl AyoRules {
    /// Whether the mover must feed: the option is on and the opponent has no seeds.
    fn must_feed_now(&self, board: &Board, mover: Side) -> bool {
        self.must_feed && board.house_total(mover.opponent()) == 0
    }

    /// Whether a move leaves the opponent at least one seed after its captures, counting
    /// a grand slam as capturing under `forbidden`.
    fn feeds(&self, board: &Board, mover: Side, house: u8) -> bool {
        let sowing = Sowing::of(board, mover, house, None);
        let capture_grand_slam = self.grand_slam != GrandSlam::NoCapture;
        let after = sowing.finish(mover, capture_grand_slam, None);
        after.house_total(mover.opponent()) > 0
    }

    /// Whether a move would capture every seed of the opponent.
    fn is_grand_slam(board: &Board, mover: Side, house: u8) -> bool {
        Sowing::of(board, mover, house, None).is_grand_slam(mover)
    }

    /// The moves left after the feeding rule (which comes first).
    fn feeding_moves(&self, board: &Board, mover: Side) -> Houses {
        let moves = Houses::filled(board, mover);
        if self.must_feed_now(board, mover) {
            moves.filter(|h| self.feeds(board, mover, h))
        } else {
            moves
        }
    }
}

impl HomeRules for AyoRules {
    fn rules_text(&self) -> &'static [HelpBlock] {
        help::RULES_TEXT
    }

    fn sow(
        &self,
        board: &mut Board,
        mover: Side,
        house: u8,
        mut steps: Option<&mut Vec<Step>>,
    ) -> bool {
        // Under `forbidden` a grand slam is only ever played when every move is one, and
        // then it captures nothing.
        let capture_grand_slam = self.grand_slam == GrandSlam::Capture;
        let sowing = Sowing::of(board, mover, house, steps.as_deref_mut());
        *board = sowing.finish(mover, capture_grand_slam, steps);
        false
    }

    fn legal_houses(&self, board: &Board, mover: Side) -> Houses {
        let moves = self.feeding_moves(board, mover);
        if self.grand_slam == GrandSlam::Forbidden {
            let plain = moves.filter(|h| !Self::is_grand_slam(board, mover, h));
            if !plain.is_empty() {
                return plain;
            }
        }
        moves
    }

    fn refusal(&self, board: &Board, mover: Side, house: u8) -> HomeError {
        let pit = Pit::House(mover, house);
        if !self.feeding_moves(board, mover).contains(house) {
            HomeError::MustFeed(pit)
        } else {
            HomeError::GrandSlamForbidden(pit)
        }
    }

    fn cannot_feed(&self, board: &Board, to_move: Side) -> bool {
        self.must_feed_now(board, to_move) && self.feeding_moves(board, to_move).is_empty()
    }
}

#[cfg(test)]
mod tests;
