//! The options of the next game: a choice fitted to the others, and the options as players
//! read them. Written once for every game.

use crate::games::{OptionSpec, RuleOptions};
use crate::i18n::msg;

use super::words::{and, list};

/// Rules whose options fit together, keeping the option `chosen` just now: one other
/// option changes, to its default if that is enough (a starter who no longer plays becomes
/// the default starter) or else to the first value that fits (choosing Player 3 to start a
/// two-player game makes it a three-player game). Rules that cannot be fitted are returned
/// with everything else at its default.
pub(super) fn fit_together<R: RuleOptions>(rules: R, chosen: &str) -> R {
    if rules.validate().is_ok() {
        return rules;
    }
    let defaults = R::for_game(rules.game()).unwrap_or_else(|| rules.clone());
    let others = || rules.specs().iter().filter(|s| s.key != chosen);
    let with = |key: &str, value: &str| {
        let mut r = rules.clone();
        r.set(key, value).ok().map(|_| r)
    };
    let to_default = others().filter_map(|spec| with(spec.key, defaults.get(spec.key)?));
    let to_any =
        others().flat_map(|spec| spec.choices.iter().filter_map(|c| with(spec.key, c.value)));
    to_default
        .chain(to_any)
        .find(|r| r.validate().is_ok())
        .unwrap_or_else(|| {
            let mut r = defaults.clone();
            let _ = rules.get(chosen).map(|v| r.set(chosen, v));
            r
        })
}

/// The value of each of a rule set's options, in the order of its option table.
pub fn option_values<R: RuleOptions>(rules: &R) -> Vec<Option<&'static str>> {
    rules.values()
}

/// What a new game's rules are, in a sentence for the player: `New game with the usual
/// rules.`, or with the options that differ from the game's `defaults` (`New game with the
/// usual rules, but Stones per tray: 5 and Who starts: Green.`), or `New game.` for a game
/// without options. Each option is named by its heading and its choice's label, from the
/// option table ([`option_values`] gives `values` and `defaults`): written once for every
/// game.
pub fn describe_options(
    specs: &[OptionSpec],
    values: &[Option<&str>],
    defaults: &[Option<&str>],
) -> String {
    if specs.is_empty() {
        return msg::ScreenNewGamePlain.text();
    }
    let changed: Vec<String> = specs
        .iter()
        .zip(values)
        .zip(defaults.iter().copied().chain(std::iter::repeat(None)))
        .filter(|((_, value), default)| **value != *default)
        .filter_map(|((spec, value), _)| {
            let value = (*value)?;
            let choice = spec
                .choice(value)
                .map_or(value.to_owned(), |c| c.label.text());
            Some(
                msg::ScreenOptionChoice {
                    option: &spec.label.text(),
                    choice: &choice,
                }
                .text(),
            )
        })
        .collect();
    match changed.is_empty() {
        true => msg::ScreenNewGameUsual.text(),
        false => msg::ScreenNewGameBut {
            options: &list(&changed, and),
        }
        .text(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::games::GameId;

    /// A new game's sentence for every game, at its defaults and with each option changed
    /// in turn: never an empty part, no option numbered as the TopAccolades app numbers
    /// them, and every option named by its heading when it is not at its default.
    #[test]
    fn a_new_game_is_told_in_a_sentence_for_every_game() {
        for game in GameId::ALL {
            crate::with_position!(game, P => {
                let defaults = <P as crate::games::Position>::Rules::for_game(game).unwrap();
                let usual = option_values(&defaults);
                let text = describe_options(defaults.specs(), &usual, &usual);
                if defaults.specs().is_empty() {
                    assert_eq!(text, "New game.", "{game}");
                } else {
                    assert_eq!(text, "New game with the usual rules.", "{game}");
                }
                for spec in defaults.specs() {
                    assert!(!spec.label.text().starts_with(|c: char| c.is_ascii_digit()), "{}", spec.label);
                    for choice in spec.choices {
                        let mut rules = defaults;
                        if rules.set(spec.key, choice.value).is_err() || rules.validate().is_err() {
                            continue;
                        }
                        let text = describe_options(rules.specs(), &option_values(&rules), &usual);
                        assert!(text.starts_with("New game with the usual rules"), "{text}");
                        assert!(text.ends_with('.') && !text.ends_with("..") , "{text}");
                        assert!(!text.contains("— ") && !text.contains(" .") && !text.contains(", ,"), "{text}");
                        if rules != defaults {
                            assert!(text.contains(&format!("{}: {}", spec.label, choice.label)), "{text}");
                        }
                    }
                }
            });
        }
    }

    #[test]
    fn a_choice_that_does_not_fit_resets_only_the_option_in_the_way() {
        use crate::games::calcala::CalcalaRules;
        let rules =
            CalcalaRules::from_pairs([("players", "4"), ("starter", "p4"), ("setup", "long")])
                .unwrap();
        let mut fewer = rules;
        fewer.set("players", "3").unwrap();
        let fitted = fit_together(fewer, "players");
        assert_eq!(fitted.get("players"), Some("3"));
        assert_eq!(fitted.get("setup"), Some("long"));
        assert_eq!(fitted.get("starter"), Some("p1"));

        let mut later = CalcalaRules::default();
        later.set("starter", "p3").unwrap();
        let fitted = fit_together(later, "starter");
        assert_eq!(fitted.get("starter"), Some("p3"));
        assert_eq!(fitted.get("players"), Some("3"));
    }
}
