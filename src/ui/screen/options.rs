//! The options of the next game: a choice fitted to the others, and the options as players
//! read them. Written once for every game.

use crate::games::{OptionSpec, RuleOptions};

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

/// The options of a rule set as players read them, e.g. `Transfer last drop in empty:
/// Always · …`, from its option table and [`option_values`]: written once for every game.
pub fn describe_options(specs: &[OptionSpec], values: &[Option<&str>]) -> String {
    let mut text = String::new();
    for (spec, value) in specs.iter().zip(values) {
        let Some(value) = *value else { continue };
        if !text.is_empty() {
            text += " · ";
        }
        text += spec.label;
        text += ": ";
        text += spec.choice(value).map_or(value, |c| c.label);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

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
