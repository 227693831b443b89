//! Kalah's options: the TopAccolades "More" page, who starts, and the board's size.

use crate::games::options::number_choice;
use crate::games::options::{choice, choices_of, lookup, one_game, value_of};
use crate::games::{
    parse_choice, Choice, GameId, OptionError, OptionSpec, RuleOptions, Side, Words,
};
use crate::i18n::msg;

/// What happens when the last seed falls into an empty house of the mover's own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Transfer {
    /// That seed and the opposite house's seeds go to the store, even if the opposite is empty.
    #[default]
    Always,
    /// Only when the opposite house holds seeds; otherwise the seed stays.
    StonesOpposite,
}

/// When empty houses end the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// As soon as either player's houses are all empty.
    #[default]
    AnyEmpty,
    /// Only when the player to move next has all houses empty.
    NewMoverEmpty,
}

/// Who counts the seeds left in the houses when the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Remaining {
    /// Each player counts the seeds in their own houses.
    #[default]
    Owner,
    /// Each player counts the seeds in the opponent's houses.
    Opponent,
    /// Seeds left in houses count for nobody.
    Neither,
}

/// A rule set of Kalah. The default is the TopAccolades game: 6 houses of 4 seeds, South
/// (Red) starts, transfer always, any empty side ends, owners take what is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KalahRules {
    houses: u8,
    seeds: u8,
    transfer: Transfer,
    end: GameEnd,
    remaining: Remaining,
    starter: Side,
    /// RULES.md's early end (a store holding more than half of all seeds ends the game),
    /// always on in the game players play; off only in [`KalahRules::to_natural_end`].
    early_end: bool,
}

impl Default for KalahRules {
    fn default() -> KalahRules {
        KalahRules {
            houses: 6,
            seeds: 4,
            transfer: Transfer::Always,
            end: GameEnd::AnyEmpty,
            remaining: Remaining::Owner,
            starter: Side::South,
            early_end: true,
        }
    }
}

impl KalahRules {
    /// The 605.452 tournament's rules: 6 houses, 4 or 5 seeds (other counts are taken as 4),
    /// capture into an empty own house always, any empty side ends and owners take the rest.
    pub fn tournament(seeds: u8) -> KalahRules {
        KalahRules {
            seeds: if seeds == 5 { 5 } else { 4 },
            ..KalahRules::default()
        }
    }

    /// Houses per side (3..=8).
    pub fn houses(&self) -> u8 {
        self.houses
    }

    /// Seeds in each house at the start (1..=8).
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// The "Transfer last drop in empty" option.
    pub fn transfer(&self) -> Transfer {
        self.transfer
    }

    /// The "End of game" option.
    pub fn end(&self) -> GameEnd {
        self.end
    }

    /// The "Remaining stones taken by" option.
    pub fn remaining(&self) -> Remaining {
        self.remaining
    }

    /// The side that moves first.
    pub fn starter(&self) -> Side {
        self.starter
    }

    /// These rules played to the natural end: without RULES.md's early end, as the
    /// literature solves Kalah and as [`crate::search::solve`] values it. Not a player's
    /// option (no option key names it, so no link or save can carry it): the loss bench
    /// (`mancala loss`) plays its games so, to judge a level's moves by the game the solver
    /// solves.
    pub fn to_natural_end(self) -> KalahRules {
        KalahRules {
            early_end: false,
            ..self
        }
    }

    /// Whether a store holding more than half of all seeds ends the game (always, except in
    /// [`KalahRules::to_natural_end`]).
    pub fn early_end(&self) -> bool {
        self.early_end
    }

    /// These rules with `starter` moving first.
    pub fn with_starter(self, starter: Side) -> KalahRules {
        KalahRules { starter, ..self }
    }

    /// Seeds on the board in all.
    pub fn total_seeds(&self) -> u32 {
        2 * u32::from(self.houses) * u32::from(self.seeds)
    }
}

const NUMBERS: [Choice; 8] = [
    number_choice("1"),
    number_choice("2"),
    number_choice("3"),
    number_choice("4"),
    number_choice("5"),
    number_choice("6"),
    number_choice("7"),
    number_choice("8"),
];

const TRANSFER: [(Transfer, Choice); 2] = [
    (
        Transfer::Always,
        choice("always", || msg::OptionKalahTransferAlways.text()),
    ),
    (
        Transfer::StonesOpposite,
        choice("stones-opposite", || {
            msg::OptionKalahTransferStonesOpposite.text()
        }),
    ),
];

const END: [(GameEnd, Choice); 2] = [
    (
        GameEnd::AnyEmpty,
        choice("any-empty", || msg::OptionKalahEndAnyEmpty.text()),
    ),
    (
        GameEnd::NewMoverEmpty,
        choice("new-mover-empty", || {
            msg::OptionKalahEndNewMoverEmpty.text()
        }),
    ),
];

const REMAINING: [(Remaining, Choice); 3] = [
    (
        Remaining::Owner,
        choice("owner", || msg::OptionKalahRemainingOwner.text()),
    ),
    (
        Remaining::Opponent,
        choice("opponent", || msg::OptionKalahRemainingOpponent.text()),
    ),
    (
        Remaining::Neither,
        choice("neither", || msg::OptionKalahRemainingNeither.text()),
    ),
];

const STARTER: [(Side, Choice); 2] = [
    (
        Side::South,
        choice("south", || super::pit_words::WORDS.player(Side::South)),
    ),
    (
        Side::North,
        choice("north", || super::pit_words::WORDS.player(Side::North)),
    ),
];

/// Every option of Kalah, in the order they are shown.
const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "transfer",
        label: Words::Message(|| msg::OptionKalahTransfer.text()),
        explanation: Words::Message(|| msg::OptionKalahTransferExplained.text()),
        choices: choices_of!(TRANSFER),
    },
    OptionSpec {
        key: "end",
        label: Words::Message(|| msg::OptionKalahEnd.text()),
        explanation: Words::Message(|| msg::OptionKalahEndExplained.text()),
        choices: choices_of!(END),
    },
    OptionSpec {
        key: "remaining",
        label: Words::Message(|| msg::OptionKalahRemaining.text()),
        explanation: Words::Message(|| msg::OptionKalahRemainingExplained.text()),
        choices: choices_of!(REMAINING),
    },
    OptionSpec {
        key: "starter",
        label: Words::Message(|| msg::OptionStarter.text()),
        explanation: Words::Message(|| msg::OptionKalahStarterExplained.text()),
        choices: choices_of!(STARTER),
    },
    OptionSpec {
        key: "seeds",
        label: Words::Message(|| msg::OptionKalahSeeds.text()),
        explanation: Words::Message(|| msg::OptionKalahSeedsExplained.text()),
        choices: &NUMBERS,
    },
    OptionSpec {
        key: "houses",
        label: Words::Message(|| msg::OptionKalahHouses.text()),
        explanation: Words::Message(|| msg::OptionKalahHousesExplained.text()),
        choices: NUMBERS.split_at(2).1,
    },
];

impl RuleOptions for KalahRules {
    one_game!(GameId::Kalah, SPECS);

    fn get(&self, key: &str) -> Option<&'static str> {
        let number = |n: u8| NUMBERS.get(usize::from(n).checked_sub(1)?).map(|c| c.value);
        match key {
            "transfer" => value_of(&TRANSFER, &self.transfer),
            "end" => value_of(&END, &self.end),
            "remaining" => value_of(&REMAINING, &self.remaining),
            "starter" => value_of(&STARTER, &self.starter),
            "seeds" => number(self.seeds),
            "houses" => number(self.houses),
            _ => None,
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        // Checks the key and the value against the table first, so what follows only
        // converts values the table allows.
        let value = parse_choice(SPECS, key, value)?.value;
        let unexpected = || OptionError::UnknownKey(key.to_owned());
        match key {
            "transfer" => self.transfer = lookup(&TRANSFER, value).ok_or_else(unexpected)?,
            "end" => self.end = lookup(&END, value).ok_or_else(unexpected)?,
            "remaining" => self.remaining = lookup(&REMAINING, value).ok_or_else(unexpected)?,
            "starter" => self.starter = lookup(&STARTER, value).ok_or_else(unexpected)?,
            "seeds" => self.seeds = value.parse().map_err(|_| unexpected())?,
            "houses" => self.houses = value.parse().map_err(|_| unexpected())?,
            _ => return Err(unexpected()),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_topaccolades_game() {
        let pairs = KalahRules::default().to_pairs();
        let text: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        assert_eq!(
            text.join(" "),
            "transfer=always end=any-empty remaining=owner starter=south seeds=4 houses=6"
        );
    }

    #[test]
    fn every_choice_can_be_set_and_read_back() {
        for spec in SPECS {
            for c in spec.choices {
                let mut rules = KalahRules::default();
                rules.set(spec.key, c.value).unwrap();
                assert_eq!(rules.get(spec.key), Some(c.value));
            }
        }
    }

    #[test]
    fn ranges_follow_rules_section_2() {
        let mut rules = KalahRules::default();
        for bad in [
            ("houses", "2"),
            ("houses", "9"),
            ("seeds", "0"),
            ("seeds", "9"),
        ] {
            assert!(rules.set(bad.0, bad.1).is_err(), "{bad:?}");
        }
        assert!(rules.set("colour", "red").is_err());
        assert!(rules.set("transfer", "Always").is_err());
        assert_eq!(rules, KalahRules::default());
        assert_eq!(KalahRules::tournament(5).seeds(), 5);
        assert_eq!(KalahRules::tournament(4).total_seeds(), 48);
    }
}
