//! The evaluation of the DOS program's games with homes (Awari, Ayo, Oware) for the search:
//! what a position below the end of the game is worth beyond the homes. A linear evaluation
//! over hand-chosen features with weights fitted per game by least squares to the values of
//! deeper searches and endgame databases, as in "Texel tuning" (Peter Österlund's fitting of
//! a chess evaluation); the features follow the Awari/Oware literature, chiefly Daoud,
//! Kharma, Haidar and Popoola, "Ayo, the Awari player, or how better representation trumps
//! deeper search" (2004): seeds on each side, houses of 1 or 2 (Ayo's captures), of 3
//! (Oware's fours), empty and big houses, what a move captures at once for either side, the
//! houses whose sowing ends in the home, and the seeds sown across. One code for the three
//! games; each game's sowing is seen through [`HomeEvaluation::threat`] and its weights kept
//! in its own file beside this one; a game without fitted weights keeps the standing. Fitting and
//! figures: `mancala fit-eval`, docs/computer.md "The evaluation".

use crate::games::two_row::{HomeGameRules, HomeRules, TwoRowPosition};
use crate::games::{Player, Side};

/// What the evaluation needs of a game with homes beyond its rules: what a side's moves
/// could do at once, by the game's own sowing, and the weights fitted for the game (each
/// game's in its own file beside this one).
pub trait HomeEvaluation: HomeRules {
    /// What the side owning `own` (its houses from its left, `other` the opponent's) could
    /// do at once if it were to move: by default nothing.
    fn threat(&self, own: &[u8], other: &[u8]) -> Threat {
        let _ = (own, other);
        Threat::default()
    }

    /// The weights fitted for these rules (`mancala fit-eval`); `None` (the default) keeps
    /// the standing.
    fn weights(&self) -> Option<&'static Weights> {
        None
    }
}

impl HomeEvaluation for HomeGameRules {
    fn threat(&self, own: &[u8], other: &[u8]) -> Threat {
        match self {
            HomeGameRules::Awari(rules) => rules.threat(own, other),
            HomeGameRules::Ayo(rules) => rules.threat(own, other),
            HomeGameRules::Oware(rules) => rules.threat(own, other),
        }
    }

    fn weights(&self) -> Option<&'static Weights> {
        match self {
            HomeGameRules::Awari(rules) => rules.weights(),
            HomeGameRules::Ayo(rules) => rules.weights(),
            HomeGameRules::Oware(rules) => rules.weights(),
        }
    }
}

/// How many features [`features`] gives.
pub const FEATURES: usize = 17;

/// The names of the features, in [`features`]' order (`mancala fit-eval` prints them).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "houses (mover)",
    "houses (opponent)",
    "capture now (mover)",
    "capture now (opponent)",
    "extra-turn houses (mover)",
    "extra-turn houses (opponent)",
    "houses of 1 or 2 (mover)",
    "houses of 1 or 2 (opponent)",
    "houses of 3 (mover)",
    "houses of 3 (opponent)",
    "empty houses (mover)",
    "empty houses (opponent)",
    "big houses (mover)",
    "big houses (opponent)",
    "seeds sown across (mover)",
    "seeds sown across (opponent)",
    "to move",
];

/// The weights in hundredths of a seed, in [`FEATURE_NAMES`]' order: the value of a
/// position to the player to move is the home difference plus the weighted sum.
pub type Weights = [i32; FEATURES];

/// A house holding at least this many seeds sows round the whole board (a kroo).
pub const BIG_HOUSE: u8 = 12;

/// What one side's moves could do at once, as if that side were to move: the best gain
/// of one move's first lap (seeds into its home minus seeds into the other's) and the
/// houses whose last seed ends in its home (a move again, in Awari).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threat {
    /// The most one move gains at once, in seeds.
    pub capture: i32,
    /// Moves whose last seed falls in the mover's home.
    pub extra_turns: i32,
    /// The seeds its moves would sow on the other side's houses, summed over its houses
    /// ([`sown_across`]).
    pub across: i32,
}

/// The houses on a ring of the twelve houses, `own` first (from their owner's left), then
/// `other`: the order a sowing that skips the homes goes round.
pub fn house_ring(own: &[u8], other: &[u8]) -> [u8; 12] {
    let mut ring = [0; 12];
    ring[..6].copy_from_slice(&own[..6]);
    ring[6..].copy_from_slice(&other[..6]);
    ring
}

/// The seeds the moves of the side owning `own` would sow on the other side's houses,
/// summed over its houses, on a ring where a lap is `lap` pits and the other side's first
/// house comes `first_other` pits after the side's first (Ayo: 11 and 6, its sowing
/// skipping the house it started from; Oware: 12 and 6; Awari, through both homes: 14
/// and 7).
pub fn sown_across(own: &[u8], lap: usize, first_other: usize) -> i32 {
    let mut across = 0;
    for (start, &seeds) in own.iter().enumerate() {
        let seeds = usize::from(seeds);
        // The other side's houses lie `first_other - start` to five pits further on.
        let rest = (seeds % lap + start + 1).saturating_sub(first_other).min(6);
        across += 6 * (seeds / lap) + rest;
    }
    across as i32
}

/// One side's counts: seeds in its houses, houses of 1 or 2, of 3, empty, and big.
fn side_counts(houses: &[u8]) -> [i32; 5] {
    let (mut seeds, mut small, mut threes, mut empty, mut big) = (0, 0, 0, 0, 0);
    for &c in houses {
        seeds += i32::from(c);
        match c {
            0 => empty += 1,
            1 | 2 => small += 1,
            3 => threes += 1,
            c if c >= BIG_HOUSE => big += 1,
            _ => {}
        }
    }
    [seeds, small, threes, empty, big]
}

/// The features of a position below the end of the game, from the point of view of the
/// player to move, in [`FEATURE_NAMES`]' order (seeds and counts, not hundredths).
pub fn features<P>(position: &P) -> [i32; FEATURES]
where
    P: TwoRowPosition,
    P::Rules: HomeEvaluation,
{
    let board = position.board();
    let rules = position.rules();
    let mover = position.to_move();
    let own = board.houses(mover);
    let other = board.houses(mover.opponent());
    let (m, o) = (side_counts(own), side_counts(other));
    let (mt, ot) = (rules.threat(own, other), rules.threat(other, own));
    [
        m[0],
        o[0],
        mt.capture,
        ot.capture,
        mt.extra_turns,
        ot.extra_turns,
        m[1],
        o[1],
        m[2],
        o[2],
        m[3],
        o[3],
        m[4],
        o[4],
        mt.across,
        ot.across,
        1,
    ]
}

/// Each side's standing by the fitted evaluation, in hundredths of a seed, by side index
/// (South, North): the home, and for the player to move its features' weighted sum;
/// `None` under rules without fitted weights, where the search keeps the standing.
pub fn standing<P>(position: &P) -> Option<[i32; 4]>
where
    P: TwoRowPosition,
    P::Rules: HomeEvaluation,
{
    let weights = position.rules().weights()?;
    let board = position.board();
    let gain: i32 = features(position)
        .iter()
        .zip(weights)
        .map(|(f, w)| f * w)
        .sum();
    let mut standing = [0; 4];
    for side in Side::ALL {
        standing[side.index()] = 100 * i32::from(board.store(side));
    }
    standing[position.to_move().index()] += gain;
    Some(standing)
}
