//! Kalah's evaluation for the search: what a position below the end of the game is worth
//! beyond the stores. A linear evaluation over hand-chosen features, its weights fitted by
//! least squares to exact labels as in "Texel tuning" (Peter Österlund's fitting of a chess
//! evaluation), with the exact margin our solver proves in place of a game's result. Each
//! feature is counted for the player to move and for the opponent, after the Kalah and Awari
//! literature: the seeds in the houses, the seeds a house would sow past the store onto the
//! other side, the houses holding exactly their distance to the store (an extra turn), and
//! the biggest capture one move makes now; and a constant for having the move. The previous
//! evaluation (the store difference and a quarter of a seed a house seed) stays the search's
//! option (`Enhancements::tuned_evaluation` off, `mancala match ... expert:simple`).
//! Fitting and figures: `mancala fit-eval`, docs/computer.md "The evaluation".

use crate::games::two_row::TwoRowPosition;
use crate::games::{Player, Side};

use crate::games::kalah::{KalahRules, Remaining, Transfer};

/// How many features [`features`] gives.
pub const FEATURES: usize = 9;

/// The names of the features, in [`features`]' order (`mancala fit-eval` prints them).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "houses (mover)",
    "houses (opponent)",
    "sown over (mover)",
    "sown over (opponent)",
    "extra-turn houses (mover)",
    "extra-turn houses (opponent)",
    "capture now (mover)",
    "capture now (opponent)",
    "to move",
];

/// The weights of the features, in hundredths of a seed, fitted by `mancala fit-eval kalah`
/// (docs/computer.md gives the run): the value of a position to the player to move is the
/// store difference plus the weighted sum of its features.
pub const WEIGHTS: [i32; FEATURES] = [151, -138, -204, 194, -6, 87, 120, -68, -124];

/// One side's features: seeds in houses, seeds sown over, extra-turn houses and the
/// biggest capture a move makes now. Not inlined: one copy for both sides keeps the
/// worker's wasm within its budget.
#[inline(never)]
fn side_features(own: &[u8], other: &[u8], transfer: Transfer) -> [i32; 4] {
    let h = own.len();
    // The ring a sowing goes round: the own houses, the own store, the other houses.
    let lap = 2 * h + 1;
    let (mut houses, mut over, mut extra, mut capture) = (0, 0, 0, 0);
    for (k, &c) in own.iter().enumerate() {
        let c = usize::from(c);
        if c == 0 {
            continue;
        }
        houses += c;
        let distance = h - k;
        over += c.saturating_sub(distance).min(h);
        if c == distance {
            extra += 1;
        }
        if c < lap {
            // Where the last seed falls; past the end of the ring, round to the start.
            let end = k + c;
            let passed = end >= lap;
            let landing = if passed { end - lap } else { end };
            if landing < h && own[landing] == 0 {
                // The house opposite gains a seed when the sowing passed it (went round).
                let opposite = h - 1 - landing;
                let passed = usize::from(passed);
                let seeds = usize::from(other[opposite]) + passed;
                if seeds > 0 || transfer == Transfer::Always {
                    capture = capture.max(seeds + 1);
                }
            }
        }
    }
    [houses, over, extra, capture].map(|f| f as i32)
}

/// The features of a position below the end of the game, from the point of view of the
/// player to move, in [`FEATURE_NAMES`]' order (seeds and counts, not hundredths).
pub fn features<P: TwoRowPosition<Rules = KalahRules>>(position: &P) -> [i32; FEATURES] {
    let board = position.board();
    let mover = position.to_move();
    let transfer = position.rules().transfer();
    let own = board.houses(mover);
    let other = board.houses(mover.opponent());
    let m = side_features(own, other, transfer);
    let o = side_features(other, own, transfer);
    [m[0], o[0], m[1], o[1], m[2], o[2], m[3], o[3], 1]
}

/// Each side's standing by the fitted evaluation, in hundredths of a seed, by side index
/// (South, North): the store, and for the player to move its features' weighted sum;
/// `None` under rules the weights were not fitted for (houses left to the opponent, or to
/// nobody), where the search keeps the previous evaluation.
pub fn standing<P: TwoRowPosition<Rules = KalahRules>>(position: &P) -> Option<[i32; 4]> {
    if position.rules().remaining() != Remaining::Owner {
        return None;
    }
    let board = position.board();
    let mover = position.to_move();
    let features = features(position);
    let gain: i32 = features.iter().zip(WEIGHTS).map(|(f, w)| f * w).sum();
    let mut standing = [0; 4];
    for side in Side::ALL {
        standing[side.index()] = 100 * i32::from(board.store(side));
    }
    standing[mover.index()] += gain;
    Some(standing)
}
