//! What several integration tests share.

use mancala::games::RuleOptions;
use proptest::prelude::*;

/// Any rule set of a game, every option drawn from its table. Draws that do not fit
/// together (a starter who does not play) are left out.
pub fn any_rules<R: RuleOptions + std::fmt::Debug + 'static>() -> BoxedStrategy<R> {
    let choices: Vec<BoxedStrategy<(&'static str, &'static str)>> = R::SPECS
        .iter()
        .map(|spec| {
            proptest::sample::select(spec.choices.to_vec())
                .prop_map(move |c| (spec.key, c.value))
                .boxed()
        })
        .collect();
    choices
        .prop_filter_map("options that fit together", |pairs| {
            R::from_pairs(pairs).ok()
        })
        .boxed()
}
