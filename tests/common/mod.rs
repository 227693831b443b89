//! What several integration tests share.

use mancala::games::{GameId, RuleOptions};
use proptest::prelude::*;

/// Any rule set of `game`, every option drawn from its table. Draws that do not fit
/// together (a starter who does not play) are left out.
pub fn any_rules<R: RuleOptions + std::fmt::Debug + 'static>(game: GameId) -> BoxedStrategy<R> {
    let defaults = R::for_game(game).expect("rules of this game");
    let choices: Vec<BoxedStrategy<(&'static str, &'static str)>> = defaults
        .specs()
        .iter()
        .map(|spec| {
            proptest::sample::select(spec.choices.to_vec())
                .prop_map(move |c| (spec.key, c.value))
                .boxed()
        })
        .collect();
    choices
        .prop_filter_map("options that fit together", move |pairs| {
            defaults.clone().with_pairs(pairs).ok()
        })
        .boxed()
}
