//! Calcala's options: the number of players, the set-up and who starts.

use crate::games::options::{choice, choices_of, lookup, one_game, value_of};
use crate::games::{
    parse_choice, Choice, GameId, OptionError, OptionSpec, RuleOptions, Seat, Words,
};
use crate::i18n::msg;

use super::grid::Cell;

/// How the stones stand at the start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Setup {
    /// 2 stones in every pit.
    #[default]
    Standard,
    /// 1 stone in every pit.
    Short,
    /// 3 stones in every pit.
    Long,
    /// 3 stones in every other pit.
    DoubleDutch,
    /// 2 stones in every other pit.
    HalfDutch,
}

impl Setup {
    /// The stones a pit holds at the start. "Every other pit" is the pits whose column and
    /// row indices add up to an even number (A1, C1, E1, B2, ...), as docs/RULES.md decides.
    pub fn stones(self, cell: Cell) -> u8 {
        let every_other = (cell.col() + cell.row()) % 2 == 0;
        match self {
            Setup::Standard => 2,
            Setup::Short => 1,
            Setup::Long => 3,
            Setup::DoubleDutch if every_other => 3,
            Setup::HalfDutch if every_other => 2,
            Setup::DoubleDutch | Setup::HalfDutch => 0,
        }
    }
}

/// A rule set of Calcala. The default: two players, the standard set-up, P1 starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CalcalaRules {
    players: u8,
    setup: Setup,
    starter: Seat,
}

impl Default for CalcalaRules {
    fn default() -> CalcalaRules {
        CalcalaRules {
            players: 2,
            setup: Setup::Standard,
            starter: Seat::P1,
        }
    }
}

impl CalcalaRules {
    /// Players in the game (2..=4).
    pub fn players(&self) -> u8 {
        self.players
    }

    /// The seats in play, in turn order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        Seat::ALL.into_iter().take(usize::from(self.players))
    }

    /// The set-up.
    pub fn setup(&self) -> Setup {
        self.setup
    }

    /// The player who moves first.
    pub fn starter(&self) -> Seat {
        self.starter
    }
}

const PLAYERS: [(u8, Choice); 3] = [
    (
        2,
        choice("2", || msg::OptionCalcalaPlayersCount { count: 2 }.text()),
    ),
    (
        3,
        choice("3", || msg::OptionCalcalaPlayersCount { count: 3 }.text()),
    ),
    (
        4,
        choice("4", || msg::OptionCalcalaPlayersCount { count: 4 }.text()),
    ),
];

const SETUP: [(Setup, Choice); 5] = [
    (
        Setup::Standard,
        choice("standard", || msg::OptionCalcalaSetupStandard.text()),
    ),
    (
        Setup::Short,
        choice("short", || msg::OptionCalcalaSetupShort.text()),
    ),
    (
        Setup::Long,
        choice("long", || msg::OptionCalcalaSetupLong.text()),
    ),
    (
        Setup::DoubleDutch,
        choice("double-dutch", || msg::OptionCalcalaSetupDoubleDutch.text()),
    ),
    (
        Setup::HalfDutch,
        choice("half-dutch", || msg::OptionCalcalaSetupHalfDutch.text()),
    ),
];

const STARTER: [(Seat, Choice); 4] = [
    (Seat::P1, choice("p1", || super::seat_name(Seat::P1))),
    (Seat::P2, choice("p2", || super::seat_name(Seat::P2))),
    (Seat::P3, choice("p3", || super::seat_name(Seat::P3))),
    (Seat::P4, choice("p4", || super::seat_name(Seat::P4))),
];

/// Every option of Calcala, in the order they are shown.
const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "players",
        label: Words::Message(|| msg::OptionCalcalaPlayers.text()),
        explanation: Words::Message(|| msg::OptionCalcalaPlayersExplained.text()),
        choices: choices_of!(PLAYERS),
    },
    OptionSpec {
        key: "setup",
        label: Words::Message(|| msg::OptionCalcalaSetup.text()),
        explanation: Words::Message(|| msg::OptionCalcalaSetupExplained.text()),
        choices: choices_of!(SETUP),
    },
    OptionSpec {
        key: "starter",
        label: Words::Message(|| msg::OptionStarter.text()),
        explanation: Words::Message(|| msg::OptionCalcalaStarterExplained.text()),
        choices: choices_of!(STARTER),
    },
];

impl RuleOptions for CalcalaRules {
    one_game!(GameId::Calcala, SPECS);

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            "players" => value_of(&PLAYERS, &self.players),
            "setup" => value_of(&SETUP, &self.setup),
            "starter" => value_of(&STARTER, &self.starter),
            _ => None,
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let value = parse_choice(SPECS, key, value)?.value;
        let unexpected = || OptionError::UnknownKey(key.to_owned());
        match key {
            "players" => self.players = lookup(&PLAYERS, value).ok_or_else(unexpected)?,
            "setup" => self.setup = lookup(&SETUP, value).ok_or_else(unexpected)?,
            "starter" => self.starter = lookup(&STARTER, value).ok_or_else(unexpected)?,
            _ => return Err(unexpected()),
        }
        Ok(())
    }

    fn validate(&self) -> Result<(), OptionError> {
        if self.starter.index() < usize::from(self.players) {
            Ok(())
        } else {
            Err(OptionError::StarterNotPlaying {
                starter: self.starter,
                players: self.players,
            })
        }
    }
}
