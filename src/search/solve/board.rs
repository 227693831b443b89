//! The solver's board: a Kalah position as the houses seen from the player to move (a
//! byte each, read as one `u128` where that is faster), the rules it is played by, and one
//! move's effect on it, sown without a report.

use crate::games::kalah::{GameEnd, KalahRules, Remaining, Transfer};

pub(super) const MAX_HOUSES: usize = 8;

/// The houses seen from the player to move: `[0..h]` theirs from their left, `[h..2h]`
/// the opponent's from the opponent's left.
pub(super) type Houses = [u8; 2 * MAX_HOUSES];

/// The rules the solver plays by (the starter only matters for the first position).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Rules {
    pub(super) h: usize,
    /// The bytes of the `2h` houses in a `Houses` read as a little-endian `u128`.
    pub(super) board_mask: u128,
    pub(super) transfer: Transfer,
    pub(super) end: GameEnd,
    pub(super) remaining: Remaining,
}

/// One move's effect.
#[derive(Default)]
pub(super) struct Child {
    pub(super) houses: Houses,
    /// Seeds the mover put in their store (sown and captured).
    pub(super) gain: i32,
    /// The mover moves again.
    pub(super) extra: bool,
    /// The game ended: the mover's gain on the opponent from the seeds left on the board.
    pub(super) end: Option<i32>,
}

impl Rules {
    pub(super) fn of(rules: &KalahRules) -> Rules {
        let h = usize::from(rules.houses());
        Rules {
            h,
            board_mask: u128::MAX >> (128 - 16 * h),
            transfer: rules.transfer(),
            end: rules.end(),
            remaining: rules.remaining(),
        }
    }

    /// The seeds left on the board at the end, as the mover's gain on the opponent.
    pub(super) fn leftover(&self, mine: i32, theirs: i32) -> i32 {
        match self.remaining {
            Remaining::Owner => mine - theirs,
            Remaining::Opponent => theirs - mine,
            Remaining::Neither => 0,
        }
    }

    /// Plays house `i` (0-based from the mover's left), which holds seeds.
    #[inline(always)]
    pub(super) fn play(&self, b: &Houses, i: usize) -> Child {
        let h = self.h;
        // The ring from the mover's side: houses 0..h, the store at h, then the
        // opponent's houses at h+1..=2h; the opponent's store is skipped.
        let ring = 2 * h + 1;
        let mut houses = *b;
        let n = usize::from(houses[i]);
        houses[i] = 0;
        let laps = n / ring;
        let mut gain = laps as i32;
        if laps > 0 {
            // Every house gets `laps` seeds (no byte overflows: at most 128 seeds).
            let ones = self.board_mask / 0xFF;
            houses = (u128::from_le_bytes(houses) + ones * laps as u128).to_le_bytes();
        }
        let mut last = i;
        let mut rest = n % ring;
        while rest > 0 {
            last += 1;
            if last == ring {
                last = 0;
            }
            if last < h {
                houses[last] += 1;
            } else if last == h {
                gain += 1;
            } else {
                houses[last - 1] += 1;
            }
            rest -= 1;
        }
        let mut extra = false;
        if last == h {
            extra = true;
        } else if last < h && houses[last] == 1 {
            let opposite = 2 * h - 1 - last;
            if houses[opposite] > 0 || self.transfer == Transfer::Always {
                gain += 1 + i32::from(houses[opposite]);
                houses[last] = 0;
                houses[opposite] = 0;
            }
        }
        let (mine, theirs) = self.sides(&houses);
        let ended = match self.end {
            GameEnd::AnyEmpty => mine == 0 || theirs == 0,
            GameEnd::NewMoverEmpty => (if extra { mine } else { theirs }) == 0,
        };
        let end = if ended {
            Some(self.leftover(mine, theirs))
        } else {
            None
        };
        if !extra {
            houses = self.flip(&houses);
        }
        Child {
            houses,
            gain,
            extra,
            end,
        }
    }

    /// The seeds in the mover's houses and in the opponent's.
    #[inline(always)]
    pub(super) fn sides(&self, b: &Houses) -> (i32, i32) {
        let x = u128::from_le_bytes(*b);
        let side_bits = 8 * self.h as u32;
        let side = (self.board_mask >> side_bits) as u64;
        // The sum of a word's bytes, as long as it stays below 256.
        let byte_sum = |v: u64| (v.wrapping_mul(0x0101_0101_0101_0101) >> 56) as i32;
        (
            byte_sum(x as u64 & side),
            byte_sum((x >> side_bits) as u64 & side),
        )
    }

    /// The same houses seen from the other player.
    #[inline(always)]
    pub(super) fn flip(&self, b: &Houses) -> Houses {
        let x = u128::from_le_bytes(*b);
        let side_bits = 8 * self.h as u32;
        let side = self.board_mask >> side_bits;
        (((x >> side_bits) & side) | ((x & side) << side_bits)).to_le_bytes()
    }
}
