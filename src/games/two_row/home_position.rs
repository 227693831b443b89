//! The frame shared by the DOS program's Awari, Ayo and Oware (docs/RULES.md section 3): six
//! houses of four seeds a side, a home per player, South first, and the end checked after
//! every ply in the order the rules give. One position type serves the three games; each
//! supplies its sowing through [`HomeRules`], and [`HomeGameRules`] chooses among them.

use std::hash::Hash;

use crate::games::awari::AwariRules;
use crate::games::ayo::AyoRules;
use crate::games::oware::OwareRules;
use crate::games::{
    BySide, EndReason, GameId, OptionError, OptionSpec, Outcome, ParseMoveError, Player, Position,
    Reduced, RuleOptions, Seeds, Side,
};

use crate::games::help::HelpBlock;

use super::home_rules::{HomeError, HomeRules, HomeSetupError, Houses};
use super::{end_sweep, Board, HouseMove, Pit, SowReport, Step, TwoRowPosition};

/// Houses per side in the DOS games.
pub const HOUSES: u8 = 6;
/// Seeds per house at the start.
pub const SEEDS: u8 = 4;

/// The rules of one game with homes: which game, with its options. One position type
/// serves the three games, so the code that serves a position type (a game, its screen, its
/// record) exists once for them; each game's own sowing is still its own code, reached
/// through this enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HomeGameRules {
    /// Awari (docs/RULES.md section 3.1).
    Awari(AwariRules),
    /// Ayo (docs/RULES.md section 3.2).
    Ayo(AyoRules),
    /// Oware (docs/RULES.md section 3.3).
    Oware(OwareRules),
}

impl From<AwariRules> for HomeGameRules {
    fn from(rules: AwariRules) -> HomeGameRules {
        HomeGameRules::Awari(rules)
    }
}

impl From<AyoRules> for HomeGameRules {
    fn from(rules: AyoRules) -> HomeGameRules {
        HomeGameRules::Ayo(rules)
    }
}

impl From<OwareRules> for HomeGameRules {
    fn from(rules: OwareRules) -> HomeGameRules {
        HomeGameRules::Oware(rules)
    }
}

/// Runs `$body` with `$rules` bound to the game's own rules.
macro_rules! each_game {
    ($self:expr, $rules:ident => $body:expr) => {
        match $self {
            HomeGameRules::Awari($rules) => $body,
            HomeGameRules::Ayo($rules) => $body,
            HomeGameRules::Oware($rules) => $body,
        }
    };
}

impl RuleOptions for HomeGameRules {
    fn for_game(game: GameId) -> Option<HomeGameRules> {
        match game {
            GameId::Awari => Some(AwariRules.into()),
            GameId::Ayo => Some(AyoRules::default().into()),
            GameId::Oware => Some(OwareRules.into()),
            _ => None,
        }
    }

    fn game(&self) -> GameId {
        each_game!(self, rules => rules.game())
    }

    fn specs(&self) -> &'static [OptionSpec] {
        each_game!(self, rules => rules.specs())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        each_game!(self, rules => rules.get(key))
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        each_game!(self, rules => rules.set(key, value))
    }

    fn validate(&self) -> Result<(), OptionError> {
        each_game!(self, rules => rules.validate())
    }
}

impl HomeRules for HomeGameRules {
    fn sow(
        &self,
        board: &mut Board,
        mover: Side,
        house: u8,
        steps: Option<&mut Vec<Step>>,
    ) -> bool {
        each_game!(self, rules => rules.sow(board, mover, house, steps))
    }

    fn rules_text(&self) -> &'static [HelpBlock] {
        each_game!(self, rules => rules.rules_text())
    }

    fn legal_houses(&self, board: &Board, mover: Side) -> Houses {
        each_game!(self, rules => rules.legal_houses(board, mover))
    }

    fn refusal(&self, board: &Board, mover: Side, house: u8) -> HomeError {
        each_game!(self, rules => rules.refusal(board, mover, house))
    }

    fn cannot_feed(&self, board: &Board, to_move: Side) -> bool {
        each_game!(self, rules => rules.cannot_feed(board, to_move))
    }
}

/// A position of Awari: [`HomePosition`], the one position of the DOS program's three
/// games, holding Awari's rules (`AwariPosition::new(AwariRules.into())`). What makes it
/// Awari is in `games::awari`: `AwariRules` and its `HomeRules` (sowing through the homes,
/// captures).
pub type AwariPosition = HomePosition;

/// A position of Ayo: [`HomePosition`], the one position of the DOS program's three
/// games, holding Ayo's rules (`AyoPosition::new(AyoRules::default().into())`). What makes it
/// Ayo is in `games::ayo`: `AyoRules` and its `HomeRules` (sowing, chain captures, feeding).
pub type AyoPosition = HomePosition;

/// A position of Oware: [`HomePosition`], the one position of the DOS program's three
/// games, holding Oware's rules (`OwarePosition::new(OwareRules.into())`). What makes it
/// Oware is in `games::oware`: `OwareRules` and its `HomeRules` (relay sowing, fours).
pub type OwarePosition = HomePosition;

/// A position of a game with homes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HomePosition {
    rules: HomeGameRules,
    board: Board,
    to_move: Side,
    outcome: Option<Outcome<Side>>,
}

impl HomePosition {
    /// A position from given houses and homes (each side from its owner's left) with
    /// `to_move` to play, checked to hold all 48 seeds; a set-up where the game is already
    /// over gets its outcome, as if `to_move`'s opponent had just moved.
    pub fn from_setup(
        rules: impl Into<HomeGameRules>,
        houses: BySide<[u8; HOUSES as usize]>,
        homes: BySide<u8>,
        to_move: Side,
    ) -> Result<HomePosition, HomeSetupError> {
        let rules = rules.into();
        let mut board = Board::new(HOUSES, 0);
        for side in Side::ALL {
            for (n, &seeds) in (1..).zip(houses[side].iter()) {
                board.add(board.house_index(side, n), seeds);
            }
            board.add(board.store_index(side), homes[side]);
        }
        let all = 2 * u32::from(HOUSES) * u32::from(SEEDS);
        if board.total() != all {
            return Err(HomeSetupError::SeedsDoNotAddUp {
                found: board.total(),
                expected: all,
            });
        }
        let outcome = end_of(&rules, &board, to_move.opponent(), to_move).map(|(o, _)| o);
        Ok(HomePosition {
            rules,
            board,
            to_move,
            outcome,
        })
    }
}

/// The outcome of the first end check of docs/RULES.md section 3 that applies after `mover`'s
/// ply left `board` with `next` to move (checks 1 to 3; repetition is the game's), with the
/// player the seeds left on the board go to, if they go to one.
fn end_of<R: HomeRules>(
    rules: &R,
    board: &Board,
    mover: Side,
    next: Side,
) -> Option<(Outcome<Side>, Option<Side>)> {
    let homes = |side: Side| u32::from(board.store(side));
    let on_board = board.house_total(Side::South) + board.house_total(Side::North);
    let with_board_to = |taker: Side, reason| {
        let totals = Side::ALL
            .into_iter()
            .map(|s| (s, homes(s) + if s == taker { on_board } else { 0 }))
            .collect();
        Some((Outcome::from_totals(totals, reason), Some(taker)))
    };
    let total = board.total();
    if let Some(side) = Side::ALL.into_iter().find(|&s| 2 * homes(s) > total) {
        let totals = Side::ALL.into_iter().map(|s| (s, homes(s))).collect();
        // The seeds left on the board count for nobody: nothing moves.
        let outcome = Outcome::from_totals(totals, EndReason::StoreMajority(side));
        return Some((outcome, None));
    }
    if rules.cannot_feed(board, next) {
        return with_board_to(next, EndReason::CannotFeed(next));
    }
    if rules.legal_houses(board, next).is_empty() {
        return with_board_to(mover, EndReason::NoLegalMove(next));
    }
    None
}

impl HomePosition {
    /// Plays house `house` of the player to move, recording its steps (the end's sweep
    /// included) in `steps` when given: the one code of [`Position::play`] and
    /// [`Position::play_fast`].
    fn advance(
        &self,
        house: u8,
        mut steps: Option<&mut Vec<Step>>,
    ) -> Result<HomePosition, HomeError> {
        let mover = self.to_move;
        self.move_at(Pit::House(mover, house))?;
        let mut board = self.board;
        let extra_turn = self
            .rules
            .sow(&mut board, mover, house, steps.as_deref_mut());
        let next = if extra_turn { mover } else { mover.opponent() };
        let outcome = end_of(&self.rules, &board, mover, next).map(|(outcome, taker)| {
            if let (Some(steps), Some(taker)) = (steps, taker) {
                steps.extend(end_sweep(&board, |_| Some(taker)));
            }
            outcome
        });
        Ok(HomePosition {
            rules: self.rules,
            board,
            to_move: next,
            outcome,
        })
    }
}

impl TwoRowPosition for HomePosition {
    fn board(&self) -> &Board {
        &self.board
    }

    fn move_at(&self, pit: Pit) -> Result<HouseMove, HomeError> {
        if self.outcome.is_some() {
            return Err(HomeError::GameOver);
        }
        let house = match pit {
            Pit::Store(_) => return Err(HomeError::HomeNotPlayable(pit)),
            Pit::House(side, _) if side != self.to_move => {
                return Err(HomeError::NotYourHouse(pit))
            }
            Pit::House(_, n) if n == 0 || n > HOUSES => return Err(HomeError::NoSuchHouse(n)),
            Pit::House(_, n) => n,
        };
        if self.board.count(pit) == 0 {
            return Err(HomeError::EmptyHouse(pit));
        }
        if !self
            .rules
            .legal_houses(&self.board, self.to_move)
            .contains(house)
        {
            return Err(self.rules.refusal(&self.board, self.to_move, house));
        }
        Ok(HouseMove(house))
    }
}

impl Position for HomePosition {
    const REPETITION_ENDS: bool = true;
    type Rules = HomeGameRules;
    type Player = Side;
    type Move = HouseMove;
    type Report = SowReport;
    type Error = HomeError;

    fn new(rules: HomeGameRules) -> HomePosition {
        HomePosition {
            rules,
            board: Board::new(HOUSES, SEEDS),
            to_move: Side::South,
            outcome: None,
        }
    }

    fn rules(&self) -> &HomeGameRules {
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
            self.rules
                .legal_houses(&self.board, self.to_move)
                .into_iter()
                .map(HouseMove),
        );
    }

    fn play(&self, m: HouseMove) -> Result<(HomePosition, SowReport), HomeError> {
        let mover = self.to_move;
        let HouseMove(house) = m;
        let mut steps = Vec::new();
        let position = self.advance(house, Some(&mut steps))?;
        let report = SowReport {
            mover,
            house,
            steps,
            extra_turn: position.to_move == mover && position.outcome.is_none(),
            end: position.outcome.as_ref().map(Outcome::reason),
        };
        Ok((position, report))
    }

    fn play_fast(&self, m: HouseMove) -> Option<HomePosition> {
        self.advance(m.0, None).ok()
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
        HouseMove::parse(text, HOUSES)
    }

    fn seeds(&self) -> Option<Seeds> {
        Some(self.board.seeds())
    }

    fn reduced(&self) -> Option<Reduced> {
        Some(self.board.reduced(self.to_move))
    }

    fn from_reduced(rules: &HomeGameRules, reduced: &Reduced) -> Option<HomePosition> {
        const H: usize = HOUSES as usize;
        if reduced.houses_per_side != H {
            return None;
        }
        let mut south = [0; H];
        let mut north = [0; H];
        south.copy_from_slice(&reduced.houses[..H]);
        north.copy_from_slice(&reduced.houses[H..2 * H]);
        let homes = BySide {
            south: u8::try_from(reduced.stores[0]).ok()?,
            north: u8::try_from(reduced.stores[1]).ok()?,
        };
        HomePosition::from_setup(*rules, BySide { south, north }, homes, Side::South).ok()
    }

    fn standing(&self) -> [i32; 4] {
        // The home first; seeds on a player's own side are worth a tenth of a seed (they
        // go to their owner on a repetition, and feed the next sowings).
        let mut standing = [0; 4];
        for side in Side::ALL {
            standing[side.index()] =
                100 * i32::from(self.board.store(side)) + 10 * self.board.house_total(side) as i32;
        }
        standing
    }

    fn end_by_repetition(&self) -> Option<HomePosition> {
        let totals = Side::ALL
            .into_iter()
            .map(|s| {
                (
                    s,
                    u32::from(self.board.store(s)) + self.board.house_total(s),
                )
            })
            .collect();
        Some(HomePosition {
            outcome: Some(Outcome::from_totals(totals, EndReason::Repetition)),
            ..self.clone()
        })
    }

    /// A repetition ends the game: each player takes the seeds left on their own side.
    fn note_end(&self, report: &mut SowReport) {
        report.end = self.outcome.as_ref().map(Outcome::reason);
        report.extra_turn = false;
        report.steps.extend(end_sweep(&self.board, Some));
    }
}
