//! Rule options as data: one table per game names every option and its choices, and serves
//! the command-line tool (`--opt KEY=VALUE`), saved games and the options page alike.

use std::fmt;

use super::{GameId, Seat};
use crate::i18n::msg;

/// Words shown to players that a `const` table holds: a message, said in the language of
/// the moment each time they are shown (so a table never keeps the words of the language
/// it was first read in), or text that every language writes alike (a number).
#[derive(Clone, Copy)]
pub enum Words {
    /// A message of `i18n/en.ftl`, as a function that says it.
    Message(fn() -> String),
    /// Text that is not translated (`6`).
    Fixed(&'static str),
}

impl Words {
    /// The words in the current language.
    pub fn text(&self) -> String {
        match self {
            Words::Message(say) => say(),
            Words::Fixed(text) => (*text).to_owned(),
        }
    }
}

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl fmt::Debug for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.text())
    }
}

/// Words are equal when they say the same.
impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        self.text() == other.text()
    }
}

impl Eq for Words {}

/// One allowed value of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value as written in options (`always`, `6`).
    pub value: &'static str,
    /// The value as shown to players (`Always`, `6`).
    pub label: Words,
}

/// An option of a game: its key, how players know it, and its choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key as written in options (`transfer`).
    pub key: &'static str,
    /// The heading shown to players.
    pub label: Words,
    /// What the option does and what each choice means, in a sentence a player reads
    /// where the option is chosen (the options page), in the game's own words.
    pub explanation: Words,
    /// Every allowed value, in the order they are offered.
    pub choices: &'static [Choice],
}

impl OptionSpec {
    /// The choice with this value, if it is allowed.
    pub fn choice(&self, value: &str) -> Option<&'static Choice> {
        self.choices.iter().find(|c| c.value == value)
    }
}

/// A named rule set offered on the options page: what players know it as, what it is, and
/// its rules. A game's presets have distinct rules, so that the rules chosen are at most one
/// of them. The words are said when the presets are asked for, where they are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset<R> {
    /// The button's words (`As the TopAccolades app`).
    pub name: String,
    /// Where the rule set comes from and how it plays, in a sentence.
    pub explanation: String,
    /// Its rules.
    pub rules: R,
}

/// A refused option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// The game has no option with this key.
    UnknownKey(String),
    /// The option does not allow this value.
    BadValue {
        /// The option's key.
        key: &'static str,
        /// The refused value.
        value: String,
        /// What the option allows.
        allowed: Vec<&'static str>,
    },
    /// An option was not written as `KEY=VALUE`.
    Malformed(String),
    /// The seat chosen to start does not play with the number of players chosen (Calcala).
    StarterNotPlaying {
        /// The seat chosen to start.
        starter: Seat,
        /// The number of players chosen.
        players: u8,
    },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownKey(key) => f.write_str(&msg::OptionUnknown { key }.text()),
            OptionError::BadValue {
                key,
                value,
                allowed,
            } => f.write_str(
                &msg::OptionBadValue {
                    key,
                    value,
                    allowed: &allowed.join(&msg::OptionAllowedSeparator.text()),
                }
                .text(),
            ),
            OptionError::Malformed(text) => f.write_str(&msg::OptionMalformed { text }.text()),
            OptionError::StarterNotPlaying { starter, players } => f.write_str(
                &msg::OptionStarterNotPlaying {
                    starter: starter.as_str(),
                    players: i64::from(*players),
                }
                .text(),
            ),
        }
    }
}

impl std::error::Error for OptionError {}

/// A game's rule set: which game it is, and its options, readable and writable as
/// `KEY=VALUE` strings.
///
/// The game is a value rather than part of the type, so that games differing only in data
/// (Awari, Ayo and Oware; Roocala's two boards) share one position type, and the code that
/// serves a type (the game screen, the record of a game) exists once for all of them.
pub trait RuleOptions: Clone + PartialEq {
    /// The default rules of `game`; `None` when these rules are not of that game.
    fn for_game(game: GameId) -> Option<Self>;

    /// The game these rules are of.
    fn game(&self) -> GameId;

    /// Every option of the game, in the order they are shown.
    fn specs(&self) -> &'static [OptionSpec];

    /// The current value of an option, as one of its choices' values.
    fn get(&self, key: &str) -> Option<&'static str>;

    /// Changes one option, leaving the rules unchanged when the value is refused.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError>;

    /// Checks that the options fit together (a game's starter must play in it).
    fn validate(&self) -> Result<(), OptionError> {
        Ok(())
    }

    /// Every option in force as `(key, value)`, defaults included, in the order of
    /// [`RuleOptions::specs`].
    fn to_pairs(&self) -> Vec<(String, String)> {
        pairs_of(self.specs(), &self.values())
    }

    /// The value of each option of [`RuleOptions::specs`], in order.
    fn values(&self) -> Vec<Option<&'static str>> {
        self.specs().iter().map(|spec| self.get(spec.key)).collect()
    }

    /// The defaults of a game's only rule type with the given options changed.
    fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, OptionError>
    where
        Self: Default,
    {
        Self::default().with_pairs(pairs)
    }

    /// These rules with the given options changed, checked to fit together.
    fn with_pairs<'a>(
        mut self,
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, OptionError> {
        for (key, value) in pairs {
            self.set(key, value)?;
        }
        self.validate()?;
        Ok(self)
    }
}

/// Options as `(key, value)` pairs from their specs and values (see
/// [`RuleOptions::to_pairs`]): once for every rule type, rather than once each.
fn pairs_of(specs: &[OptionSpec], values: &[Option<&str>]) -> Vec<(String, String)> {
    specs
        .iter()
        .zip(values)
        .filter_map(|(spec, value)| Some((spec.key.to_owned(), (*value)?.to_owned())))
        .collect()
}

/// The spec of `key` in `specs`, or the error for an unknown key.
pub fn spec_of(
    specs: &'static [OptionSpec],
    key: &str,
) -> Result<&'static OptionSpec, OptionError> {
    specs
        .iter()
        .find(|s| s.key == key)
        .ok_or_else(|| OptionError::UnknownKey(key.to_owned()))
}

/// Checks `value` against the spec of `key` and returns the matching choice.
pub fn parse_choice(
    specs: &'static [OptionSpec],
    key: &str,
    value: &str,
) -> Result<&'static Choice, OptionError> {
    let spec = spec_of(specs, key)?;
    spec.choice(value).ok_or_else(|| OptionError::BadValue {
        key: spec.key,
        value: value.to_owned(),
        allowed: spec.choices.iter().map(|c| c.value).collect(),
    })
}

/// Splits `KEY=VALUE`.
pub fn split_pair(text: &str) -> Result<(&str, &str), OptionError> {
    text.split_once('=')
        .ok_or_else(|| OptionError::Malformed(text.to_owned()))
}

/// A choice, in a `const` table, its label said by `label`.
pub(crate) const fn choice(value: &'static str, label: fn() -> String) -> Choice {
    Choice {
        value,
        label: Words::Message(label),
    }
}

/// A choice that is a number, in a `const` table: its label is its value.
pub(crate) const fn number_choice(value: &'static str) -> Choice {
    Choice {
        value,
        label: Words::Fixed(value),
    }
}

/// The choices of a `const` table of `(value, Choice)` pairs, as a `&'static [Choice]`.
macro_rules! choices_of {
    ($table:expr) => {{
        const TABLE_LEN: usize = $table.len();
        const CHOICES: [$crate::games::Choice; TABLE_LEN] = {
            let mut out = [$crate::games::options::number_choice(""); TABLE_LEN];
            let mut i = 0;
            while i < TABLE_LEN {
                out[i] = $table[i].1;
                i += 1;
            }
            out
        };
        &CHOICES
    }};
}
pub(crate) use choices_of;

/// The [`RuleOptions`] methods of a rule type that serves one game, `$game`, with the option
/// table `$specs` (none when left out): its defaults are that game's rules.
macro_rules! one_game {
    ($game:expr) => {
        fn for_game(game: $crate::games::GameId) -> Option<Self> {
            (game == $game).then(Self::default)
        }

        fn game(&self) -> $crate::games::GameId {
            $game
        }

        $crate::games::options::no_options!();
    };
    ($game:expr, $specs:expr) => {
        fn for_game(game: $crate::games::GameId) -> Option<Self> {
            (game == $game).then(Self::default)
        }

        fn game(&self) -> $crate::games::GameId {
            $game
        }

        fn specs(&self) -> &'static [$crate::games::OptionSpec] {
            $specs
        }
    };
}
pub(crate) use one_game;

/// The [`RuleOptions`] methods of rules that have no options: every key is unknown.
macro_rules! no_options {
    () => {
        fn specs(&self) -> &'static [$crate::games::OptionSpec] {
            &[]
        }

        fn get(&self, _key: &str) -> Option<&'static str> {
            None
        }

        fn set(&mut self, key: &str, _value: &str) -> Result<(), $crate::games::OptionError> {
            Err($crate::games::OptionError::UnknownKey(key.to_owned()))
        }
    };
}
pub(crate) use no_options;

/// The option value of `current` in a table of `(value, Choice)` pairs.
pub(crate) fn value_of<T: PartialEq>(table: &[(T, Choice)], current: &T) -> Option<&'static str> {
    table
        .iter()
        .find(|(v, _)| v == current)
        .map(|(_, c)| c.value)
}

/// The value an option value names in a table of `(value, Choice)` pairs.
pub(crate) fn lookup<T: Copy>(table: &[(T, Choice)], value: &str) -> Option<T> {
    table
        .iter()
        .find(|(_, c)| c.value == value)
        .map(|&(v, _)| v)
}

#[cfg(test)]
mod tests {
    use crate::games::{GameId, Position, RuleOptions};

    /// Every option of every game says what it does where it is chosen, in a sentence that
    /// names each of its choices that is a word rather than a number.
    #[test]
    fn every_option_is_explained() {
        for game in GameId::ALL {
            crate::with_position!(game, P => {
                let rules = <P as Position>::Rules::for_game(game).unwrap();
                for spec in rules.specs() {
                    let text = spec.explanation.text();
                    assert!(text.len() > 40 && text.ends_with('.'), "{game} {}: {text}", spec.key);
                    assert!(!text.contains("  "), "{text}");
                    for choice in spec.choices {
                        let label = choice.label.text();
                        if !label.contains(|c: char| c.is_ascii_digit()) {
                            assert!(text.contains(&label), "{} does not name {label}", spec.key);
                        }
                    }
                }
            });
        }
    }
}
