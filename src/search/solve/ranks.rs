//! The exact key of a Kalah position: its rank among all positions of its board. Positions
//! of `m` houses holding at most `s` seeds are the compositions of up to `s` into `m` parts,
//! C(s + m, m) of them ("stars and bars"); a position is numbered by those with fewer seeds,
//! then by the combinatorial number system (Knuth, TAOCP vol. 4A, 7.2.1.3: a k-subset
//! {c_1 < ... < c_k} has rank the sum of C(c_i, i)) applied to where the bars between its
//! houses fall. The rank is one-to-one, so the endgame database indexes by it and the
//! transposition table keys by it with no collision, as Irving, Donkers and Uiterwijk,
//! "Solving Kalah" (2000), index their databases. Figures: docs/solver.md, "Techniques".

use super::board::Houses;

/// Combinatorial ranks: every position of `m` houses gets its own number, the positions
/// with fewer seeds first, then by the combinatorial number system of the bars that
/// separate the houses. The rank is the endgame database's index and the table's exact
/// key.
pub(super) struct Ranks {
    houses: usize,
    /// `choose[k * rows + n]` = C(n, k).
    choose: Box<[u128]>,
    rows: usize,
}

impl Ranks {
    pub(super) fn new(houses: usize, max_seeds: usize) -> Ranks {
        let rows = max_seeds + houses + 1;
        let mut choose = vec![0u128; (houses + 1) * rows];
        for n in 0..rows {
            choose[n] = 1;
            for k in 1..=houses.min(n) {
                choose[k * rows + n] = choose[(k - 1) * rows + n - 1] + choose[k * rows + n - 1];
            }
        }
        Ranks {
            houses,
            choose: choose.into_boxed_slice(),
            rows,
        }
    }

    #[inline(always)]
    fn choose(&self, n: usize, k: usize) -> u128 {
        self.choose[k * self.rows + n]
    }

    /// The positions with at most `seeds` seeds.
    #[inline(always)]
    fn count(&self, seeds: usize) -> u128 {
        self.choose(seeds + self.houses, self.houses)
    }

    #[inline(always)]
    pub(super) fn rank(&self, b: &Houses, on_board: i32) -> u128 {
        let m = self.houses;
        let mut rank = self.count(on_board as usize - 1);
        let mut prefix = 0usize;
        let mut k = 0;
        while k < m - 1 {
            prefix += usize::from(b[k]);
            rank += self.choose(prefix + k, k + 1);
            k += 1;
        }
        rank
    }
}
