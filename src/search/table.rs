//! The transposition table: a fixed number of small entries (key, depth, bound, value, best
//! move), indexed by the low bits of the position's key and replaced by depth, as in the
//! chess-programming tradition (Stockfish's table, simplified to one entry a slot). The
//! table may live through a whole game ([`super::Memory`]): each search is a new
//! generation, and an entry of an earlier one gives way to any new result, however deep,
//! so that the positions the game has left behind do not fill the table.

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

/// One remembered search result (24 bytes).
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
    /// The search that stored it ([`Table::new_search`]); set by [`Table::store`].
    pub generation: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    value: 0,
    depth: 0,
    bound: Bound::Upper,
    best: None,
    generation: 0,
};

/// A table of `2^bits` entries.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    bits: u32,
    generation: u8,
}

impl Table {
    /// A table of `2^bits` entries (24 bytes each).
    pub fn new(bits: u32) -> Table {
        let bits = bits.min(30);
        let size = 1usize << bits;
        Table {
            entries: vec![EMPTY; size],
            mask: size - 1,
            bits,
            generation: 0,
        }
    }

    /// The table holds `2^bits` entries.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// Starts a new search: what earlier searches stored stays, but gives way to it.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    /// The entry for this key, if the table holds one.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && key != 0).then_some(e)
    }

    /// Remembers a result, unless the slot holds a deeper search of another position.
    pub fn store(&mut self, entry: Entry) {
        let generation = self.generation;
        let slot = &mut self.entries[entry.key as usize & self.mask];
        if slot.key == entry.key
            || entry.depth >= slot.depth
            || slot.key == 0
            || slot.generation != generation
        {
            // Keep a known best move when a shallower result of the same position found none.
            let best = entry.best.or(if slot.key == entry.key {
                slot.best
            } else {
                None
            });
            *slot = Entry {
                best,
                generation,
                ..entry
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An exact entry of `key` searched `depth` plies deep (the table sets its generation).
    fn entry(key: u64, depth: u8) -> Entry {
        Entry {
            key,
            value: 1,
            depth,
            bound: Bound::Exact,
            best: Some(2),
            generation: 0,
        }
    }

    #[test]
    fn deeper_entries_stay() {
        let mut t = Table::new(4);
        t.store(entry(1, 5));
        t.store(entry(17, 3));
        assert_eq!(t.probe(1).map(|e| e.depth), Some(5));
        assert!(t.probe(17).is_none());
        t.store(entry(17, 6));
        assert!(t.probe(1).is_none());
        assert_eq!(t.probe(17).map(|e| e.depth), Some(6));
    }

    #[test]
    fn a_new_search_replaces_older_entries() {
        let mut t = Table::new(4);
        t.store(entry(1, 9));
        t.new_search();
        t.store(entry(17, 2));
        assert_eq!(t.probe(17).map(|e| e.depth), Some(2));
        // Within one search, depth decides again.
        t.store(entry(1, 1));
        assert!(t.probe(1).is_none());
        t.clear();
        assert!(t.probe(17).is_none());
    }
}
