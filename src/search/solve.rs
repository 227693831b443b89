//! A Kalah solver: the margin South ends with under perfect play, to the natural end of the
//! game (RULES.md section 2 without the early end, which decides no winner differently but
//! would cut the margin short).
//!
//! After Irving, Donkers and Uiterwijk, "Solving Kalah" (2000), what it uses:
//!
//! - **Values without the stores.** A position is the houses only, seen from the player to
//!   move (their houses first), and its value is what the mover will still gain on the
//!   opponent from here: final margin minus the present store difference. Positions that
//!   differ only in the stores, or in who is to move on a mirrored board, share one entry,
//!   and every value lies within the seeds left on the board, which bounds the search.
//! - **MTD(f)**: zero-window alpha-beta searches converging on the value, each reusing the
//!   bounds of the ones before from a large two-way transposition table (exact keys: the
//!   houses packed in 128 bits, so no collision can give a wrong value).
//! - **Enhanced transposition cut-offs**: before searching any child, the table is asked
//!   whether one of them already proves a cut-off.
//! - **Move ordering**: the table's move, then moves ending in the store (extra turns), then
//!   captures by their size, then the houses nearest the store.
//! - **An endgame database, built lazily**: the exact value of every position with at most
//!   `endgame_seeds` seeds (16 by default: 30 million one-byte entries for 6 houses),
//!   indexed by the houses' combinatorial rank and filled by plain minimax the first time
//!   the search reaches it, instead of all of it at start-up.
//! - **A first guess** for MTD(f) from a short run of the playing search.
//!
//! Measured on Kalah(6,4) `always` (value +10) on the busy 2-core development machine: the
//! first version (table and cut-offs, guess 0) searched 335 million positions in 226 s;
//! the endgame database and the guess brought it to 79 million in 86 s (12 seeds: 142
//! million; 19 seeds: slower again, filling the database by full minimax costs more than
//! it saves). Restricting the cut-offs to positions with 20 seeds or more changed nothing
//! measurable.
//!
//! Where the 80 million positions go (`SOLVE_TRACE=1`): four MTD(f) passes from the guess
//! 6, of which the last (proving that nothing beats +10) takes 46 million, and 25 million
//! fill the endgame database. A table four times larger searched 81.6 million; without
//! the cut-offs, 84 million in less time (each child's probe is a cache miss); no table
//! within 3 seeds of the database, 96 million. Most of a position's time is the cache
//! miss of its table probe.
//!
//! [`solve_kalah_within`] takes a `stop` callback and, when it ends the search, returns
//! the bounds the finished passes proved.

use crate::games::kalah::{GameEnd, KalahPosition, KalahRules, Remaining, Transfer};
use crate::games::two_row::{HouseMove, TwoRowPosition};
use crate::games::{Position, Side};

const MAX_HOUSES: usize = 8;

/// Enhanced transposition cut-offs are tried only with at least this many seeds left.
const ETC_MIN_SEEDS: i32 = 20;

/// The houses seen from the player to move: `[0..h]` theirs from their left, `[h..2h]`
/// the opponent's from the opponent's left.
type Houses = [u8; 2 * MAX_HOUSES];

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// South's final total minus North's, with perfect play.
    pub value: i32,
    /// A best move for the player to move; `None` when the game is over.
    pub best: Option<HouseMove>,
    /// Positions searched.
    pub nodes: u64,
}

/// The rules the solver plays by (the starter only matters for the first position).
#[derive(Clone, Copy, Debug)]
struct Rules {
    h: usize,
    transfer: Transfer,
    end: GameEnd,
    remaining: Remaining,
}

/// One move's effect.
struct Child {
    houses: Houses,
    /// Seeds the mover put in their store (sown and captured).
    gain: i32,
    /// The mover moves again.
    extra: bool,
    /// The game ended: the mover's gain on the opponent from the seeds left on the board.
    end: Option<i32>,
}

impl Rules {
    fn of(rules: &KalahRules) -> Rules {
        Rules {
            h: usize::from(rules.houses()),
            transfer: rules.transfer(),
            end: rules.end(),
            remaining: rules.remaining(),
        }
    }

    /// The seeds left on the board at the end, as the mover's gain on the opponent.
    fn leftover(&self, mine: i32, theirs: i32) -> i32 {
        match self.remaining {
            Remaining::Owner => mine - theirs,
            Remaining::Opponent => theirs - mine,
            Remaining::Neither => 0,
        }
    }

    /// Plays house `i` (0-based from the mover's left), which holds seeds.
    fn play(&self, b: &Houses, i: usize) -> Child {
        let h = self.h;
        // The ring from the mover's side: houses 0..h, the store at h, then the
        // opponent's houses at h+1..=2h; the opponent's store is skipped.
        let ring = 2 * h + 1;
        let mut houses = *b;
        let n = usize::from(houses[i]);
        houses[i] = 0;
        let laps = (n / ring) as u8;
        let rest = n % ring;
        let mut gain = i32::from(laps);
        if laps > 0 {
            for x in houses.iter_mut().take(2 * h) {
                *x += laps;
            }
        }
        for k in 1..=rest {
            let p = (i + k) % ring;
            if p < h {
                houses[p] += 1;
            } else if p == h {
                gain += 1;
            } else {
                houses[p - 1] += 1;
            }
        }
        let last = (i + n) % ring;
        let mut extra = false;
        if last == h {
            extra = true;
        } else if last < h && houses[last] == 1 {
            let opposite = h + (h - 1 - last);
            if houses[opposite] > 0 || self.transfer == Transfer::Always {
                gain += 1 + i32::from(houses[opposite]);
                houses[last] = 0;
                houses[opposite] = 0;
            }
        }
        let mine: i32 = houses[..h].iter().map(|&x| i32::from(x)).sum();
        let theirs: i32 = houses[h..2 * h].iter().map(|&x| i32::from(x)).sum();
        let ended = match self.end {
            GameEnd::AnyEmpty => mine == 0 || theirs == 0,
            GameEnd::NewMoverEmpty => (if extra { mine } else { theirs }) == 0,
        };
        let end = ended.then(|| self.leftover(mine, theirs));
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

    /// The same houses seen from the other player.
    fn flip(&self, b: &Houses) -> Houses {
        let h = self.h;
        let mut out = [0; 2 * MAX_HOUSES];
        out[..h].copy_from_slice(&b[h..2 * h]);
        out[h..2 * h].copy_from_slice(&b[..h]);
        out
    }
}

fn pack(b: &Houses) -> u128 {
    b.iter().fold(0u128, |k, &x| (k << 8) | u128::from(x))
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u128,
    lower: i16,
    upper: i16,
    best: u8,
    /// log2 of the nodes searched below, for replacement.
    work: u8,
}

/// A two-way table: the first slot of a bucket keeps the costlier search, the second
/// always takes the newest.
struct Table {
    entries: Vec<Entry>,
    shift: u32,
}

impl Table {
    fn new(bits: u32) -> Table {
        Table {
            entries: vec![Entry::default(); 2usize << bits],
            shift: 64 - bits,
        }
    }

    fn bucket(&self, key: u128) -> usize {
        let mixed = (key as u64 ^ (key >> 64) as u64 ^ (key >> 32) as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        2 * (mixed >> self.shift) as usize
    }

    fn probe(&self, key: u128) -> Option<Entry> {
        let b = self.bucket(key);
        self.entries[b..b + 2]
            .iter()
            .find(|e| e.key == key && key != 0)
            .copied()
    }

    fn store(&mut self, entry: Entry) {
        let b = self.bucket(entry.key);
        if self.entries[b].key == entry.key {
            self.entries[b] = entry;
        } else if self.entries[b + 1].key == entry.key || entry.work < self.entries[b].work {
            self.entries[b + 1] = entry;
        } else {
            self.entries[b + 1] = self.entries[b];
            self.entries[b] = entry;
        }
    }
}

/// Exact values of every position with few seeds on the board, filled in as the search
/// first meets them (a lazily built endgame database), indexed by the houses' rank among
/// the positions with at most `seeds` seeds.
struct Endgames {
    seeds: i32,
    houses: usize,
    /// `choose[n][k]`.
    choose: Vec<Vec<u64>>,
    values: Vec<i8>,
}

const UNKNOWN: i8 = i8::MIN;

impl Endgames {
    /// A database of the positions of `houses` houses in all holding at most `seeds`
    /// seeds, shrunk until it fits in `max_entries` bytes.
    fn new(houses: usize, mut seeds: i32, max_entries: u64) -> Endgames {
        let n_max = 128 + houses;
        let mut choose = vec![vec![0u64; houses + 2]; n_max + 1];
        for n in 0..=n_max {
            choose[n][0] = 1;
            for k in 1..=(houses + 1).min(n) {
                choose[n][k] = choose[n - 1][k - 1].saturating_add(choose[n - 1][k]);
            }
        }
        // Positions of at most `s` seeds in `houses` houses: C(s + houses, houses).
        let size = |s: i32| choose[s as usize + houses][houses];
        while seeds > 0 && size(seeds) > max_entries {
            seeds -= 1;
        }
        let values = if seeds > 0 {
            vec![UNKNOWN; size(seeds) as usize]
        } else {
            Vec::new()
        };
        Endgames {
            seeds,
            houses,
            choose,
            values,
        }
    }

    /// The rank of the houses among all positions with at most `self.seeds` seeds: those
    /// with fewer seeds first, then by the combinatorial number system of the bars that
    /// separate the houses.
    fn index(&self, b: &Houses, on_board: i32) -> usize {
        let m = self.houses;
        let mut rank = self.choose[on_board as usize - 1 + m][m];
        let mut prefix = 0usize;
        for (k, &x) in b[..m - 1].iter().enumerate() {
            prefix += usize::from(x);
            rank += self.choose[prefix + k][k + 1];
        }
        rank as usize
    }
}

struct Solver<'a> {
    rules: Rules,
    table: Table,
    endgames: Endgames,
    nodes: u64,
    exact_nodes: u64,
    /// Asked every 2^16 positions; once it says so, the search unwinds.
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
}

impl Solver<'_> {
    /// The exact value of a position with few seeds, from the database or by a full
    /// minimax that fills it in (positions cannot repeat: a sowing that does not reach the
    /// store only moves seeds towards it).
    fn exact(&mut self, b: &Houses, on_board: i32) -> i32 {
        let index = self.endgames.index(b, on_board);
        let known = self.endgames.values[index];
        if known != UNKNOWN {
            return i32::from(known);
        }
        self.nodes += 1;
        self.exact_nodes += 1;
        let mut best = -i32::MAX;
        for i in (0..self.rules.h).filter(|&i| b[i] > 0) {
            let c = self.rules.play(b, i);
            let left = on_board - c.gain;
            let v = match c.end {
                Some(end) => c.gain + end,
                None if c.extra => c.gain + self.exact(&c.houses, left),
                None => c.gain - self.exact(&c.houses, left),
            };
            best = best.max(v);
        }
        self.endgames.values[index] = best as i8;
        best
    }

    /// The mover's gain on the opponent from here, if it lies within `(alpha, beta)`;
    /// otherwise a bound on the side of the window it fell (fail-soft alpha-beta).
    fn search(&mut self, b: &Houses, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes % (1 << 16) == 0 && (self.stop)() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let start_nodes = self.nodes;
        let h = self.rules.h;
        let on_board: i32 = b[..2 * h].iter().map(|&x| i32::from(x)).sum();
        if on_board <= alpha {
            return on_board;
        }
        if -on_board >= beta {
            return -on_board;
        }
        if on_board <= self.endgames.seeds {
            return self.exact(b, on_board);
        }
        let key = pack(b);
        let mut table_move = usize::MAX;
        let (mut lower, mut upper) = (-on_board, on_board);
        if let Some(e) = self.table.probe(key) {
            (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
            if lower >= beta {
                return lower;
            }
            if upper <= alpha || lower == upper {
                return upper;
            }
            table_move = usize::from(e.best);
        }
        alpha = alpha.max(lower);
        beta = beta.min(upper);

        let mut children: [Option<(Child, i32)>; MAX_HOUSES] = Default::default();
        for (i, slot) in children.iter_mut().enumerate().take(h) {
            if b[i] == 0 {
                continue;
            }
            let c = self.rules.play(b, i);
            if let Some(end) = c.end {
                let v = c.gain + end;
                if v >= beta {
                    self.store(key, v, on_board, i, start_nodes, alpha, beta);
                    return v;
                }
            } else if on_board < ETC_MIN_SEEDS {
                // Near the end a child's probe costs more than the search it could save.
            } else if let Some(e) = self.table.probe(pack(&c.houses)) {
                // Enhanced transposition cut-off.
                let v = if c.extra {
                    c.gain + i32::from(e.lower)
                } else {
                    c.gain - i32::from(e.upper)
                };
                if v >= beta {
                    self.store(key, v, on_board, i, start_nodes, alpha, beta);
                    return v;
                }
            }
            let order = if i == table_move {
                1000
            } else if c.extra {
                500 + i as i32
            } else {
                10 * c.gain + i as i32
            };
            *slot = Some((c, order));
        }
        // The houses to play, best first (at most eight: an insertion sort).
        let mut order = [(0usize, 0i32); MAX_HOUSES];
        let mut count = 0;
        for (i, c) in children.iter().enumerate() {
            let Some((_, o)) = c else {
                continue;
            };
            let mut at = count;
            while at > 0 && order[at - 1].1 < *o {
                order[at] = order[at - 1];
                at -= 1;
            }
            order[at] = (i, *o);
            count += 1;
        }
        let order = &order[..count];
        let mut best = -i32::MAX;
        let mut best_move = order[0].0;
        let original_alpha = alpha;
        for &(i, _) in order {
            let Some((c, _)) = &children[i] else {
                continue;
            };
            let v = match c.end {
                Some(end) => c.gain + end,
                None if c.extra => c.gain + self.search(&c.houses, alpha - c.gain, beta - c.gain),
                None => c.gain - self.search(&c.houses, c.gain - beta, c.gain - alpha),
            };
            if v > best {
                best = v;
                best_move = i;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.store(
            key,
            best,
            on_board,
            best_move,
            start_nodes,
            original_alpha,
            beta,
        );
        best
    }

    /// Remembers a fail-soft result of a search with window `(alpha, beta)`.
    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        key: u128,
        v: i32,
        on_board: i32,
        best: usize,
        start_nodes: u64,
        alpha: i32,
        beta: i32,
    ) {
        if self.stopped {
            return;
        }
        let (mut lower, mut upper) = match self.table.probe(key) {
            Some(e) => (i32::from(e.lower), i32::from(e.upper)),
            None => (-on_board, on_board),
        };
        if v <= alpha {
            upper = upper.min(v);
        } else if v >= beta {
            lower = lower.max(v);
        } else {
            (lower, upper) = (v, v);
        }
        let work = 64 - (self.nodes - start_nodes + 1).leading_zeros();
        self.table.store(Entry {
            key,
            lower: lower as i16,
            upper: upper as i16,
            best: best as u8,
            work: work as u8,
        });
    }

    /// The exact value by MTD(f) from a first guess, or the bounds proven when `stop`
    /// ended the search first.
    fn mtdf(&mut self, b: &Houses, guess: i32) -> Result<i32, (i32, i32)> {
        let (mut lower, mut upper) = (-i32::MAX, i32::MAX);
        let mut g = guess;
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            g = self.search(b, beta - 1, beta);
            if self.stopped {
                return Err((lower, upper));
            }
            if std::env::var_os("SOLVE_TRACE").is_some() {
                eprintln!(
                    "beta {beta} -> {g} nodes {} exact {}",
                    self.nodes, self.exact_nodes
                );
            }
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
        }
        Ok(g)
    }
}

/// A first guess for MTD(f): the playing search's margin after a short think, less the
/// stores' present difference (the value counts only what is still to come).
fn first_guess(position: &KalahPosition, stores: i32) -> i32 {
    let settings = super::Settings::with_limits(super::Limits {
        nodes: Some(200_000),
        ..super::Limits::default()
    });
    let game = crate::games::Game::from_position(position.clone());
    let Some(found) = super::search(&game, &settings, &|| false) else {
        return 0;
    };
    let margin = if found.score > super::DECIDED {
        (found.score - super::WIN + 500) / 1000
    } else if found.score < -super::DECIDED {
        (found.score + super::WIN - 500) / 1000
    } else {
        (found.score + 50 * found.score.signum()) / 100
    };
    margin - stores
}

/// Solves the game's current position by Kalah's rules in force (every option), with a
/// transposition table of `2^(table_bits + 1)` entries of 32 bytes and an endgame database
/// of the positions with at most `endgame_seeds` seeds on the board (fewer when they would
/// take more than 256 MB).
pub fn solve_kalah(position: &KalahPosition, table_bits: u32, endgame_seeds: u32) -> Solution {
    match solve_kalah_within(position, table_bits, endgame_seeds, &|| false) {
        Ok(solution) => solution,
        Err(bounds) => unreachable!("a search nothing stops ended early: {bounds:?}"),
    }
}

/// What an unfinished solve proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// South's final margin with perfect play is at least this...
    pub lower: i32,
    /// ...and at most this.
    pub upper: i32,
    /// Positions searched.
    pub nodes: u64,
}

/// As [`solve_kalah`], but `stop` (asked every 65,536 positions) may end the search
/// early: then the bounds on South's margin that the finished MTD(f) passes proved.
pub fn solve_kalah_within(
    position: &KalahPosition,
    table_bits: u32,
    endgame_seeds: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Solution, Bounds> {
    let rules = Rules::of(position.rules());
    let board = position.board();
    let mover = position.to_move();
    let h = rules.h;
    let mut b: Houses = [0; 2 * MAX_HOUSES];
    b[..h].copy_from_slice(board.houses(mover));
    b[h..2 * h].copy_from_slice(board.houses(mover.opponent()));
    let stores = i32::from(board.store(mover)) - i32::from(board.store(mover.opponent()));
    let south = |v: i32| if mover == Side::South { v } else { -v };

    let mine: i32 = b[..h].iter().map(|&x| i32::from(x)).sum();
    let theirs: i32 = b[h..2 * h].iter().map(|&x| i32::from(x)).sum();
    let over = match rules.end {
        GameEnd::AnyEmpty => mine == 0 || theirs == 0,
        GameEnd::NewMoverEmpty => mine == 0,
    };
    if over {
        return Ok(Solution {
            value: south(stores + rules.leftover(mine, theirs)),
            best: None,
            nodes: 0,
        });
    }
    let mut solver = Solver {
        rules,
        table: Table::new(table_bits),
        endgames: Endgames::new(2 * h, endgame_seeds.min(100) as i32, 256 << 20),
        nodes: 0,
        exact_nodes: 0,
        stop,
        stopped: false,
    };
    let v = match solver.mtdf(&b, first_guess(position, stores)) {
        Ok(v) => v,
        Err((lower, upper)) => {
            // Bounds on the mover's gain from here, at most the seeds on the board.
            let (lower, upper) = (lower.max(-(mine + theirs)), upper.min(mine + theirs));
            let (a, b) = (south(stores + lower), south(stores + upper));
            return Err(Bounds {
                lower: a.min(b),
                upper: a.max(b),
                nodes: solver.nodes,
            });
        }
    };
    // A move that reaches the value: ask each in turn with a window around it.
    let mut best = None;
    for i in (0..h).filter(|&i| b[i] > 0) {
        let c = rules.play(&b, i);
        let value = match c.end {
            Some(end) => c.gain + end,
            None if c.extra => c.gain + solver.search(&c.houses, v - 1 - c.gain, v - c.gain),
            None => c.gain - solver.search(&c.houses, c.gain - v, c.gain - v + 1),
        };
        if solver.stopped {
            break;
        }
        if value >= v {
            best = Some(HouseMove(i as u8 + 1));
            break;
        }
    }
    Ok(Solution {
        value: south(stores + v),
        best,
        nodes: solver.nodes,
    })
}

#[cfg(test)]
mod tests;
