//! What several integration tests share: random rules, and property tests run for every
//! game of the collection (`GameId::ALL`) rather than one test function per game, so that
//! an eighth game is tested by them as soon as it is in the collection.

use mancala::games::{GameId, Position, RuleOptions};
use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};

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

/// Runs `test` for every game of the collection, each on a thread of its own (as the test
/// harness runs test functions side by side); fails when any of them fails.
pub fn for_every_game(test: impl Fn(GameId) + Sync) {
    std::thread::scope(|scope| {
        for game in GameId::ALL {
            let test = &test;
            scope.spawn(move || test(game));
        }
    });
}

/// Runs `test` on `cases` values drawn from `strategy`, as `proptest!` runs a test
/// function, and names `game` in a failure.
pub fn check_cases<S: Strategy>(
    game: GameId,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let mut runner = TestRunner::new(ProptestConfig::with_cases(cases));
    if let Err(failure) = runner.run(&strategy, test) {
        panic!("{game}: {failure}");
    }
}

/// How many random games the property tests of every move (`properties.rs`, `steps.rs`)
/// play for each game of a position type, and the plies after which a game counts as
/// endless: the bigger boards play fewer games, each longer to check. Each position type
/// has it from its kind of board (`budget!`, through `mancala::for_every_position_type!`).
#[allow(dead_code)] // Not every test crate that includes this module plays whole games.
pub trait Budget: Position {
    /// Random games per game.
    const CASES: u32;
    /// Plies after which a game has not ended as the rules say it must.
    const MAX_PLIES: usize;
}

/// A position type's [`Budget`] by its kind of board: cases, then plies.
macro_rules! budget {
    (TwoRows, $position:ty) => {
        budget!($position: 150, 20_000);
    };
    (Grid, $position:ty) => {
        budget!($position: 40, 5_000);
    };
    (Cells, $position:ty) => {
        budget!($position: 12, 3_000);
    };
    ($position:ty: $cases:expr, $plies:expr) => {
        impl Budget for $position {
            const CASES: u32 = $cases;
            const MAX_PLIES: usize = $plies;
        }
    };
}

mancala::for_every_position_type!(budget);
