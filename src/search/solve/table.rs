//! The solver's transposition table: `2^bits` buckets of four 16-byte entries, one 64-byte
//! cache line a bucket, each entry a position's bounds on the mover's gain, its best move and
//! the work its search took. The key is the position's exact rank (`ranks.rs`), so a probe
//! never mistakes one position for another; the bucket is picked by a multiplicative
//! (Fibonacci) hash of the rank. A new position replaces the bucket's entry of least work:
//! the "big" replacement scheme of Breuker, Uiterwijk and van den Herik, "Replacement
//! Schemes for Transposition Tables" (ICCA Journal, 1994), which keeps the costliest
//! searches. Sizes and what other sizes cost: docs/solver.md, "Techniques" and "Tried and
//! not kept".

/// A remembered search: bounds on the mover's gain from the position (16 bytes).
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    /// The position's rank: its low 64 bits...
    pub(super) key: u64,
    /// ...and the rest (only the largest boards need it).
    pub(super) key_high: u8,
    /// The best or refuting house found, 0-based.
    pub(super) best: u8,
    /// log2 of the positions searched below, at least 1 (0 marks an empty slot); the
    /// costlier search stays when a bucket is full.
    pub(super) work: u8,
    pub(super) lower: i16,
    pub(super) upper: i16,
}

const BUCKET_ENTRIES: usize = 4;

/// Four entries, one cache line.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; BUCKET_ENTRIES]);

/// The transposition table: `2^bits` buckets of four entries, a position's bucket chosen
/// by a hash of its rank; a new position replaces the entry of the least work.
pub(super) struct Table {
    buckets: Box<[Bucket]>,
    /// 64 less the bits of a bucket's index.
    pub(super) shift: u32,
}

impl Table {
    pub(super) fn new(bits: u32) -> Table {
        Table {
            buckets: vec![Bucket::default(); 1usize << bits].into_boxed_slice(),
            shift: 64 - bits,
        }
    }

    #[inline(always)]
    fn bucket(&self, rank: u128) -> usize {
        let mixed = ((rank as u64) ^ (rank >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> self.shift) as usize
    }

    #[inline(always)]
    fn split(rank: u128) -> (u64, u8) {
        (rank as u64, (rank >> 64) as u8)
    }

    #[inline(always)]
    pub(super) fn probe(&self, rank: u128) -> Option<Entry> {
        let (key, key_high) = Table::split(rank);
        let bucket = &self.buckets[self.bucket(rank)].0;
        let mut i = 0;
        while i < BUCKET_ENTRIES {
            let e = bucket[i];
            if e.key == key && e.key_high == key_high && e.work > 0 {
                return Some(e);
            }
            i += 1;
        }
        None
    }

    pub(super) fn store(&mut self, rank: u128, entry: Entry) {
        let (key, key_high) = Table::split(rank);
        let entry = Entry {
            key,
            key_high,
            ..entry
        };
        let index = self.bucket(rank);
        let bucket = &mut self.buckets[index].0;
        let slot = match bucket
            .iter()
            .position(|e| e.key == key && e.key_high == key_high && e.work > 0)
        {
            Some(same) => same,
            None => (0..BUCKET_ENTRIES)
                .min_by_key(|&i| bucket[i].work)
                .unwrap_or(0),
        };
        bucket[slot] = entry;
    }
}
