//! The transposition table: a fixed number of small entries (key, depth, bound, value, best
//! move), indexed by the low bits of the position's key and replaced by depth.

/// What an entry's value says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The value is exact.
    Exact,
    /// The true value is at least this (the search failed high).
    Lower,
    /// The true value is at most this (the search failed low).
    Upper,
}

/// One remembered search result (16 bytes).
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The position's full key (0 for an empty slot).
    pub key: u64,
    /// The value, from the point of view of the player to move.
    pub value: i32,
    /// The depth searched below the position.
    pub depth: u8,
    /// What the value means.
    pub bound: Bound,
    /// The best move's index in `legal_moves()`, if one was found.
    pub best: Option<u16>,
}

const EMPTY: Entry = Entry {
    key: 0,
    value: 0,
    depth: 0,
    bound: Bound::Upper,
    best: None,
};

/// A table of `2^bits` entries.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each).
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.min(30);
        Table {
            entries: vec![EMPTY; size],
            mask: size - 1,
        }
    }

    /// The entry for this key, if the table holds one.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && key != 0).then_some(e)
    }

    /// Remembers a result, unless the slot holds a deeper search of another position.
    pub fn store(&mut self, entry: Entry) {
        let slot = &mut self.entries[entry.key as usize & self.mask];
        if slot.key == entry.key || entry.depth >= slot.depth || slot.key == 0 {
            // Keep a known best move when a shallower result of the same position found none.
            let best = entry.best.or(if slot.key == entry.key {
                slot.best
            } else {
                None
            });
            *slot = Entry { best, ..entry };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deeper_entries_stay() {
        let mut t = Table::new(4);
        let e = |key, depth| Entry {
            key,
            value: 1,
            depth,
            bound: Bound::Exact,
            best: Some(2),
        };
        t.store(e(1, 5));
        t.store(e(17, 3));
        assert_eq!(t.probe(1).map(|e| e.depth), Some(5));
        assert!(t.probe(17).is_none());
        t.store(e(17, 6));
        assert!(t.probe(1).is_none());
        assert_eq!(t.probe(17).map(|e| e.depth), Some(6));
    }
}
