//! The ring of pits of a two-row board, in counter-clockwise order:
//! S1..SH, South's store, N1..NH, North's store.

use crate::games::{Player, Side};

use super::Pit;

/// The most houses per side any two-row game here allows.
pub const MAX_HOUSES: u8 = 8;

const MAX_PITS: usize = 2 * MAX_HOUSES as usize + 2;

/// Seed counts of every house and store, indexed by position on the counter-clockwise ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    houses: u8,
    counts: [u8; MAX_PITS],
}

impl Board {
    /// A board of `houses` houses per side (clamped to 1..=8) with `seeds` in every house and
    /// empty stores.
    pub fn new(houses: u8, seeds: u8) -> Board {
        let houses = houses.clamp(1, MAX_HOUSES);
        let mut board = Board {
            houses,
            counts: [0; MAX_PITS],
        };
        for side in Side::ALL {
            for n in 1..=houses {
                let i = board.house_index(side, n);
                board.counts[i] = seeds;
            }
        }
        board
    }

    /// Houses per side.
    pub fn houses_per_side(&self) -> u8 {
        self.houses
    }

    /// Number of pits on the ring, stores included.
    pub fn len(&self) -> usize {
        2 * self.houses as usize + 2
    }

    /// Always false: a board has at least one house per side.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Ring index of house `n` (1-based, from its owner's left) of `side`.
    pub fn house_index(&self, side: Side, n: u8) -> usize {
        let offset = match side {
            Side::South => 0,
            Side::North => self.houses as usize + 1,
        };
        offset + n as usize - 1
    }

    /// Ring index of a side's store.
    pub fn store_index(&self, side: Side) -> usize {
        match side {
            Side::South => self.houses as usize,
            Side::North => 2 * self.houses as usize + 1,
        }
    }

    /// Ring index of a pit, or `None` for a house number this board does not have.
    pub fn index(&self, pit: Pit) -> Option<usize> {
        match pit {
            Pit::House(side, n) if (1..=self.houses).contains(&n) => {
                Some(self.house_index(side, n))
            }
            Pit::House(..) => None,
            Pit::Store(side) => Some(self.store_index(side)),
        }
    }

    /// The pit at a ring index.
    pub fn pit(&self, index: usize) -> Pit {
        let h = self.houses as usize;
        match index {
            i if i < h => Pit::House(Side::South, i as u8 + 1),
            i if i == h => Pit::Store(Side::South),
            i if i <= 2 * h => Pit::House(Side::North, (i - h) as u8),
            _ => Pit::Store(Side::North),
        }
    }

    /// Whether a ring index is a store.
    pub fn is_store(&self, index: usize) -> bool {
        matches!(self.pit(index), Pit::Store(_))
    }

    /// The side a ring index belongs to.
    pub fn owner(&self, index: usize) -> Side {
        self.pit(index).owner()
    }

    /// The next ring index counter-clockwise.
    pub fn next(&self, index: usize) -> usize {
        (index + 1) % self.len()
    }

    /// The ring index after `index` among houses only (counter-clockwise, passing over the
    /// stores): where the next seed of a sowing that skips the stores falls.
    pub fn next_house(&self, index: usize) -> usize {
        let next = self.next(index);
        if self.is_store(next) {
            self.next(next)
        } else {
            next
        }
    }

    /// The ring index before `index` among houses only (clockwise, backwards along a
    /// sowing that skips the stores).
    pub fn previous_house(&self, index: usize) -> usize {
        let len = self.len();
        let previous = (index + len - 1) % len;
        if self.is_store(previous) {
            (previous + len - 1) % len
        } else {
            previous
        }
    }

    /// The house opposite a house (Si is opposite N(H+1-i)).
    pub fn opposite(&self, index: usize) -> usize {
        2 * self.houses as usize - index
    }

    /// Seeds at a ring index.
    pub fn get(&self, index: usize) -> u8 {
        self.counts[index]
    }

    /// Seeds in a pit (0 for a house this board does not have).
    pub fn count(&self, pit: Pit) -> u8 {
        self.index(pit).map_or(0, |i| self.counts[i])
    }

    /// Adds seeds at a ring index.
    pub fn add(&mut self, index: usize, seeds: u8) {
        self.counts[index] += seeds;
    }

    /// The seeds at a ring index, to change in place (the step replay, which checks each
    /// change it makes).
    pub(crate) fn count_mut(&mut self, index: usize) -> &mut u8 {
        &mut self.counts[index]
    }

    /// Empties a ring index and returns what it held.
    pub fn take(&mut self, index: usize) -> u8 {
        std::mem::take(&mut self.counts[index])
    }

    /// One side's houses, from its owner's left to right.
    pub fn houses(&self, side: Side) -> &[u8] {
        let start = self.house_index(side, 1);
        &self.counts[start..start + self.houses as usize]
    }

    /// Seeds in a side's store.
    pub fn store(&self, side: Side) -> u8 {
        self.counts[self.store_index(side)]
    }

    /// Seeds left in a side's houses.
    pub fn house_total(&self, side: Side) -> u32 {
        self.houses(side).iter().map(|&s| u32::from(s)).sum()
    }

    /// Seeds on the whole board, stores included.
    pub fn total(&self) -> u32 {
        self.counts[..self.len()]
            .iter()
            .map(|&s| u32::from(s))
            .sum()
    }

    /// The stores and the seeds in the houses ([`crate::games::Position::seeds`]).
    pub fn seeds(&self) -> crate::games::Seeds {
        let mut stores = [0; 4];
        for side in Side::ALL {
            stores[side.index()] = u32::from(self.store(side));
        }
        crate::games::Seeds {
            stores,
            in_play: self.house_total(Side::South) + self.house_total(Side::North),
        }
    }

    /// The board seen from `to_move` ([`crate::games::Position::reduced`]).
    pub fn reduced(&self, to_move: Side) -> crate::games::Reduced {
        let h = usize::from(self.houses_per_side());
        let mut houses = [0; 2 * crate::games::REDUCED_HOUSES];
        houses[..h].copy_from_slice(self.houses(to_move));
        houses[h..2 * h].copy_from_slice(self.houses(to_move.opponent()));
        crate::games::Reduced {
            houses_per_side: h,
            houses,
            stores: [
                u32::from(self.store(to_move)),
                u32::from(self.store(to_move.opponent())),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_order_is_counter_clockwise() {
        let board = Board::new(6, 4);
        let names: Vec<String> = (0..board.len()).map(|i| board.pit(i).to_string()).collect();
        assert_eq!(
            names.join(" "),
            "S1 S2 S3 S4 S5 S6 S-store N1 N2 N3 N4 N5 N6 N-store"
        );
        assert_eq!(board.next(board.store_index(Side::North)), 0);
    }

    #[test]
    fn sowing_through_houses_passes_over_the_stores_both_ways() {
        let board = Board::new(6, 4);
        let names = |mut at: usize, step: fn(&Board, usize) -> usize| {
            (0..13)
                .map(|_| {
                    at = step(&board, at);
                    board.pit(at).to_string()
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let s5 = board.house_index(Side::South, 5);
        assert_eq!(
            names(s5, Board::next_house),
            "S6 N1 N2 N3 N4 N5 N6 S1 S2 S3 S4 S5 S6"
        );
        let n2 = board.house_index(Side::North, 2);
        assert_eq!(
            names(n2, Board::previous_house),
            "N1 S6 S5 S4 S3 S2 S1 N6 N5 N4 N3 N2 N1"
        );
    }

    #[test]
    fn opposite_houses_follow_rules_section_1() {
        for houses in 3..=8 {
            let board = Board::new(houses, 1);
            for i in 1..=houses {
                let south = board.house_index(Side::South, i);
                let north = board.house_index(Side::North, houses + 1 - i);
                assert_eq!(board.opposite(south), north);
                assert_eq!(board.opposite(north), south);
            }
        }
    }

    #[test]
    fn index_and_pit_agree() {
        let board = Board::new(5, 3);
        for i in 0..board.len() {
            assert_eq!(board.index(board.pit(i)), Some(i));
        }
        assert_eq!(board.index(Pit::House(Side::South, 6)), None);
        assert_eq!(board.total(), 30);
    }
}
