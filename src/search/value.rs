//! The search's values: hundredths of a seed below [`DECIDED`], and beyond it a decided
//! game ([`WIN`] less a thousand a seed of margin and a ply of length), with what a
//! position's stores and seeds in play still allow (the seed bounds) and the conversions
//! of decided values to and from the table (counted from the position, not the root).

/// The score of a won game, before its margin and length are counted in.
pub const WIN: i32 = 1_000_000;
/// The depth a table entry is given when its search reached the end of every line.
pub(super) const EXHAUSTIVE: u8 = u8::MAX;
/// Scores beyond this (either way) are decided games.
pub const DECIDED: i32 = WIN / 2;
pub(super) const INFINITY: i32 = 2 * WIN;
pub(super) const MAX_DEPTH: u32 = 64;
/// A search's score (hundredths of a seed, or a decided value: [`WIN`] less a thousand a
/// seed of margin) as the final margin in whole seeds it foresees.
pub(crate) fn margin_in_seeds(score: i32) -> i32 {
    if score > DECIDED {
        (score - WIN + 500) / 1000
    } else if score < -DECIDED {
        (score + WIN - 500) / 1000
    } else {
        (score + 50 * score.signum()) / 100
    }
}

/// The lowest and the highest value a two-player position at `ply` can still have for
/// its player to move, whose store leads by `banked` seeds with `in_play` seeds left on the
/// board: every total is a store plus a share of the seeds in play, so the final margin
/// lies within `banked ± in_play`, and the game ends one ply from here at the soonest.
/// A margin that cannot be negative is a draw at worst (0), one that must be positive a
/// win by at least that many seeds, and likewise for losses.
pub(super) fn seed_bounds(banked: i32, in_play: i32, ply: usize) -> (i32, i32) {
    let soonest = (ply + 1).min(999) as i32;
    let (worst, best) = (banked - in_play, banked + in_play);
    let low = match worst {
        m if m > 0 => WIN + 1000 * m - 999,
        0 => 0,
        m => -WIN + 1000 * m + soonest,
    };
    let high = match best {
        m if m < 0 => -WIN + 1000 * m + 999,
        0 => 0,
        m => WIN + 1000 * m - soonest,
    };
    (low, high)
}

/// The value of a game that ends at `ply` with this margin for the player to move (as
/// the search's `terminal` scores it).
pub(super) fn decided_value(margin: i32, ply: usize) -> i32 {
    let ply = ply.min(999) as i32;
    match margin {
        m if m > 0 => WIN + 1000 * m - ply,
        0 => 0,
        m => -WIN + 1000 * m + ply,
    }
}

/// A decided value as stored in the table: counted from the position, not the root.
pub(super) fn value_to_table(v: i32, ply: usize) -> i32 {
    let ply = ply.min(999) as i32;
    if v > DECIDED {
        v + ply
    } else if v < -DECIDED {
        v - ply
    } else {
        v
    }
}

pub(super) fn value_from_table(v: i32, ply: usize) -> i32 {
    let ply = ply.min(999) as i32;
    if v > DECIDED {
        v - ply
    } else if v < -DECIDED {
        v + ply
    } else {
        v
    }
}
