//! A Kalah position and how moves change it.

use std::fmt;

use crate::games::two_row::{end_sweep, Board, HouseMove, HouseRefusal, Pit, Step, TwoRowPosition};
use crate::games::{
    BySide, EndReason, Outcome, ParseMoveError, Player, Position, Reduced, Seeds, Side,
};

use crate::i18n::msg;

use super::pit_words::WORDS;
use super::report::{KalahReport, Landing};
use super::rules::{GameEnd, KalahRules, Remaining, Transfer};

/// Why a Kalah move or tap is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KalahError {
    /// The game has ended.
    GameOver,
    /// The board has no house with this number.
    NoSuchHouse(u8),
    /// The chosen house holds no seeds.
    EmptyHouse(Pit),
    /// The house belongs to the player who is not to move.
    NotYourHouse(Pit),
    /// A store (Mancala) was chosen; only houses are played.
    StoreNotPlayable(Pit),
}

impl fmt::Display for KalahError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let refusal = match *self {
            KalahError::GameOver => HouseRefusal::GameOver,
            KalahError::NoSuchHouse(n) => HouseRefusal::NoSuchHouse(n),
            KalahError::EmptyHouse(pit) => HouseRefusal::Empty(pit),
            KalahError::NotYourHouse(pit) => HouseRefusal::NotYours(pit),
            KalahError::StoreNotPlayable(pit) => HouseRefusal::Store(pit),
        };
        f.write_str(&WORDS.refused(refusal))
    }
}

impl std::error::Error for KalahError {}

/// A Kalah position: the board, the player to move and, once it has ended, the outcome.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KalahPosition {
    rules: KalahRules,
    board: Board,
    to_move: Side,
    outcome: Option<Outcome<Side>>,
}

/// Why a set-up is not a Kalah position of its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A side has not the number of houses the rules give.
    HouseCount {
        /// The side.
        side: Side,
        /// The houses given.
        found: usize,
        /// The houses the rules give.
        rules: u8,
    },
    /// The seeds in the houses and stores are not all the rules' seeds.
    SeedsDoNotAddUp {
        /// The seeds given.
        found: u32,
        /// The rules' seeds.
        rules: u32,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::HouseCount { side, found, rules } => f.write_str(
                &msg::SetupKalahHouseCount {
                    side: side.as_str(),
                    found: &found.to_string(),
                    rules: rules.into(),
                }
                .text(),
            ),
            SetupError::SeedsDoNotAddUp { found, rules } => f.write_str(
                &msg::SetupKalahSeeds {
                    found: &found.to_string(),
                    rules: rules.into(),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl KalahPosition {
    /// A position from given houses (each side from its owner's left), stores and player to
    /// move, checked against the rules: the right number of houses and all the rules' seeds.
    /// A set-up where the game is already over gets its outcome, as if `to_move`'s opponent
    /// had just moved.
    pub fn from_setup(
        rules: KalahRules,
        houses: BySide<&[u8]>,
        stores: BySide<u8>,
        to_move: Side,
    ) -> Result<KalahPosition, SetupError> {
        let mut board = Board::new(rules.houses(), 0);
        for side in Side::ALL {
            if houses[side].len() != usize::from(rules.houses()) {
                return Err(SetupError::HouseCount {
                    side,
                    found: houses[side].len(),
                    rules: rules.houses(),
                });
            }
            for (n, &seeds) in (1..).zip(houses[side]) {
                board.add(board.house_index(side, n), seeds);
            }
            board.add(board.store_index(side), stores[side]);
        }
        if board.total() != rules.total_seeds() {
            return Err(SetupError::SeedsDoNotAddUp {
                found: board.total(),
                rules: rules.total_seeds(),
            });
        }
        let mut position = KalahPosition::new(rules);
        position.board = board;
        position.to_move = to_move;
        position.outcome = position
            .end_reason(&board, to_move.opponent(), to_move)
            .map(|reason| Outcome::from_totals(position.totals(&board), reason));
        Ok(position)
    }

    /// The totals the game would end with now, by the "remaining stones" option.
    fn totals(&self, board: &Board) -> Vec<(Side, u32)> {
        Side::ALL
            .into_iter()
            .map(|side| {
                let left = match self.rules.remaining() {
                    Remaining::Owner => board.house_total(side),
                    Remaining::Opponent => board.house_total(side.opponent()),
                    Remaining::Neither => 0,
                };
                (side, u32::from(board.store(side)) + left)
            })
            .collect()
    }

    /// The end-of-game sweep of `board` by the "remaining stones" option: the seeds left in
    /// the houses go to the player that counts them (none under `neither`).
    fn sweep(&self, board: &Board) -> Vec<Step> {
        end_sweep(board, |owner| match self.rules.remaining() {
            Remaining::Owner => Some(owner),
            Remaining::Opponent => Some(owner.opponent()),
            Remaining::Neither => None,
        })
    }

    /// Sows a legal house of the player to move, recording each step when asked, and
    /// returns the position after the move and where its last seed fell.
    fn sow(&self, house: u8, steps: Option<&mut Vec<Step>>) -> (KalahPosition, Landing) {
        let mover = self.to_move;
        let mut board = self.board;
        let mut record = crate::games::steps::recorder(steps);
        let start = board.house_index(mover, house);
        let skipped_store = board.store_index(mover.opponent());
        let own_store = board.store_index(mover);
        let mut in_hand = board.take(start);
        record(Step::Pickup {
            pit: board.pit(start),
            seeds: in_hand,
        });
        let mut at = start;
        while in_hand > 0 {
            at = board.next(at);
            if at == skipped_store {
                continue;
            }
            board.add(at, 1);
            in_hand -= 1;
            record(Step::Sow(board.pit(at)));
        }

        let landing = if at == own_store {
            Landing::OwnStore
        } else if board.owner(at) == mover && board.get(at) == 1 {
            let opposite = board.opposite(at);
            let from_opposite = board.get(opposite);
            if from_opposite > 0 || self.rules.transfer() == Transfer::Always {
                board.take(at);
                board.take(opposite);
                board.add(own_store, 1 + from_opposite);
                if from_opposite > 0 {
                    record(Step::Capture {
                        pit: board.pit(opposite),
                        seeds: from_opposite,
                    });
                }
                record(Step::Capture {
                    pit: board.pit(at),
                    seeds: 1,
                });
                Landing::Capture {
                    house: board.pit(at),
                    opposite: board.pit(opposite),
                    from_opposite,
                }
            } else {
                Landing::EmptyHouseKept(board.pit(at))
            }
        } else {
            Landing::Elsewhere(board.pit(at))
        };

        let next = if landing == Landing::OwnStore {
            mover
        } else {
            mover.opponent()
        };
        let outcome = self
            .end_reason(&board, mover, next)
            .map(|reason| Outcome::from_totals(self.totals(&board), reason));
        let position = KalahPosition {
            rules: self.rules,
            board,
            to_move: next,
            outcome,
        };
        (position, landing)
    }

    /// Why the game ends after a ply that leaves `board` with `next` to move, if it does.
    fn end_reason(&self, board: &Board, mover: Side, next: Side) -> Option<EndReason<Side>> {
        let total = board.total();
        let early_end = self.rules.early_end();
        if let Some(side) = Side::ALL
            .into_iter()
            .find(|&side| early_end && 2 * u32::from(board.store(side)) > total)
        {
            return Some(EndReason::StoreMajority(side));
        }
        let empty = |side: Side| board.house_total(side) == 0;
        match self.rules.end() {
            GameEnd::AnyEmpty => [mover, mover.opponent()].into_iter().find(|&s| empty(s)),
            GameEnd::NewMoverEmpty => Some(next).filter(|&s| empty(s)),
        }
        .map(EndReason::HousesEmpty)
    }
}

impl TwoRowPosition for KalahPosition {
    /// The board as the last move left it.
    fn board(&self) -> &Board {
        &self.board
    }

    /// The move that playing this pit would be, or why the pit cannot be played now.
    fn move_at(&self, pit: Pit) -> Result<HouseMove, KalahError> {
        if self.outcome.is_some() {
            return Err(KalahError::GameOver);
        }
        match pit {
            Pit::Store(_) => Err(KalahError::StoreNotPlayable(pit)),
            Pit::House(side, _) if side != self.to_move => Err(KalahError::NotYourHouse(pit)),
            Pit::House(_, n) if n == 0 || n > self.rules.houses() => {
                Err(KalahError::NoSuchHouse(n))
            }
            Pit::House(..) if self.board.count(pit) == 0 => Err(KalahError::EmptyHouse(pit)),
            Pit::House(_, n) => Ok(HouseMove(n)),
        }
    }
}

impl Position for KalahPosition {
    type Rules = KalahRules;
    type Player = Side;
    type Move = HouseMove;
    type Report = KalahReport;
    type Error = KalahError;

    fn new(rules: KalahRules) -> KalahPosition {
        KalahPosition {
            rules,
            board: Board::new(rules.houses(), rules.seeds()),
            to_move: rules.starter(),
            outcome: None,
        }
    }

    fn rules(&self) -> &KalahRules {
        &self.rules
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves_into(&self, moves: &mut Vec<HouseMove>) {
        if self.outcome.is_some() {
            return;
        }
        moves.extend(
            (1..=self.rules.houses())
                .filter(|&n| self.board.count(Pit::House(self.to_move, n)) > 0)
                .map(HouseMove),
        );
    }

    fn play(&self, m: HouseMove) -> Result<(KalahPosition, KalahReport), KalahError> {
        let HouseMove(house) = m;
        self.move_at(Pit::House(self.to_move, house))?;
        let mut steps =
            Vec::with_capacity(usize::from(self.board.count(Pit::House(self.to_move, house))) + 3);
        let (position, landing) = self.sow(house, Some(&mut steps));
        if position.outcome.is_some() {
            steps.extend(self.sweep(&position.board));
        }
        let report = KalahReport {
            mover: self.to_move,
            house,
            steps,
            landing,
            end: position.outcome.as_ref().map(Outcome::reason),
        };
        Ok((position, report))
    }

    fn play_fast(&self, m: HouseMove) -> Option<KalahPosition> {
        let HouseMove(house) = m;
        self.move_at(Pit::House(self.to_move, house)).ok()?;
        Some(self.sow(house, None).0)
    }

    fn seeds(&self) -> Option<Seeds> {
        Some(self.board.seeds())
    }

    fn reduced(&self) -> Option<Reduced> {
        Some(self.board.reduced(self.to_move))
    }

    fn from_reduced(rules: &KalahRules, reduced: &Reduced) -> Option<KalahPosition> {
        let h = reduced.houses_per_side;
        let stores = BySide {
            south: u8::try_from(reduced.stores[0]).ok()?,
            north: u8::try_from(reduced.stores[1]).ok()?,
        };
        let houses = BySide {
            south: &reduced.houses[..h],
            north: &reduced.houses[h..2 * h],
        };
        KalahPosition::from_setup(*rules, houses, stores, Side::South).ok()
    }

    fn standing(&self) -> [i32; 4] {
        // The store first; seeds still in the houses are worth a quarter of a seed to the
        // player the "remaining" option would give them to.
        let mut standing = [0; 4];
        for side in Side::ALL {
            let houses = self.board.house_total(side) as i32;
            standing[side.index()] += 100 * i32::from(self.board.store(side));
            match self.rules.remaining() {
                Remaining::Owner => standing[side.index()] += 25 * houses,
                Remaining::Opponent => standing[side.opponent().index()] += 25 * houses,
                Remaining::Neither => {}
            }
        }
        standing
    }

    fn outcome(&self) -> Option<&Outcome<Side>> {
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

    fn parse_move(&self, text: &str) -> Result<HouseMove, ParseMoveError> {
        HouseMove::parse(text, self.rules.houses())
    }
}
