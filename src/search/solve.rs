//! A Kalah solver: the margin South ends with under perfect play, to the natural end of the
//! game (RULES.md section 2 without the early end, which decides no winner differently but
//! would cut the margin short). After Irving, Donkers and Uiterwijk, "Solving Kalah" (2000):
//! values without the stores (the houses seen from the mover, so mirrored positions share
//! an entry and every value lies within the seeds left), MTD(f) (Plaat's zero-window
//! searches converging on the value) over a transposition table of four 16-byte entries to a
//! 64-byte bucket keyed by the houses' exact combinatorial rank, move ordering by the table's
//! move, extra turns, captures and the houses nearest the store, and an endgame database
//! (`solve/endgames.rs`) of every position with few enough seeds. The board it plays on is
//! `solve/board.rs`; its first guess comes from the playing search's core (`alphabeta.rs`).
//! [`solve_kalah_within`] takes a `stop` callback and, when it ends the search, returns the
//! bounds the finished passes proved. Figures, what was tried and not kept: docs/solver.md.

use crate::games::kalah::{GameEnd, KalahPosition};
use crate::games::two_row::{HouseMove, TwoRowPosition};
use crate::games::{Position, Side};

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

/// Combinatorial ranks: every position of `m` houses gets its own number, the positions
/// with fewer seeds first, then by the combinatorial number system of the bars that
/// separate the houses. The rank is the endgame database's index and the table's exact
/// key.
struct Ranks {
    houses: usize,
    /// `choose[k * rows + n]` = C(n, k).
    choose: Box<[u128]>,
    rows: usize,
}

impl Ranks {
    fn new(houses: usize, max_seeds: usize) -> Ranks {
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
    fn rank(&self, b: &Houses, on_board: i32) -> u128 {
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

/// A remembered search: bounds on the mover's gain from the position (16 bytes).
#[derive(Clone, Copy, Default)]
struct Entry {
    /// The position's rank: its low 64 bits...
    key: u64,
    /// ...and the rest (only the largest boards need it).
    key_high: u8,
    /// The best or refuting house found, 0-based.
    best: u8,
    /// log2 of the positions searched below, at least 1 (0 marks an empty slot); the
    /// costlier search stays when a bucket is full.
    work: u8,
    lower: i16,
    upper: i16,
}

const BUCKET_ENTRIES: usize = 4;

/// Four entries, one cache line.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; BUCKET_ENTRIES]);

/// The transposition table: `2^bits` buckets of four entries, a position's bucket chosen
/// by a hash of its rank; a new position replaces the entry of the least work.
struct Table {
    buckets: Box<[Bucket]>,
    shift: u32,
}

impl Table {
    fn new(bits: u32) -> Table {
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
    fn probe(&self, rank: u128) -> Option<Entry> {
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

    fn store(&mut self, rank: u128, entry: Entry) {
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

/// A child of the position searched, as the search orders and plays it.
struct Candidate {
    child: Child,
    /// Seeds left on the board.
    seeds: i32,
    /// The move's value, when known without a search: the game ended, or the endgame
    /// database holds the child.
    exact: Option<i32>,
    order: i32,
}

/// A solver kept from one position to the next of a game (or of games under the same
/// rules): its endgame database is built once, and its transposition table keeps what the
/// searches of earlier positions proved, which holds for any position (values count only
/// what is still to come, from the houses alone).
pub struct KalahSolver {
    rules: Rules,
    ranks: Ranks,
    /// The most seeds on the board `ranks` can rank.
    max_seeds: usize,
    table: Table,
    endgames: Endgames,
    /// The most bytes its endgame database may take (kept for a rebuild).
    max_database_bytes: u64,
}

impl KalahSolver {
    /// A solver for positions of `position`'s rules with at most its seeds, with a
    /// transposition table of `2^table_bits` buckets of four 16-byte entries (64 bytes a
    /// bucket) and an endgame database of the positions with at most `endgame_seeds` seeds
    /// on the board (fewer when they would take more than [`DEFAULT_MAX_DATABASE_BYTES`],
    /// 256 MB), built here.
    pub fn new(position: &KalahPosition, table_bits: u32, endgame_seeds: u32) -> KalahSolver {
        KalahSolver::new_within(
            position,
            table_bits,
            endgame_seeds,
            DEFAULT_MAX_DATABASE_BYTES,
        )
    }

    /// As [`KalahSolver::new`], with a database of at most `max_database_bytes` (a byte a
    /// position: C(s + 12, 12) for `s` seeds in Kalah(6, n), 1.25 GB for 24 seeds).
    pub fn new_within(
        position: &KalahPosition,
        table_bits: u32,
        endgame_seeds: u32,
        max_database_bytes: u64,
    ) -> KalahSolver {
        let rules = Rules::of(position.rules());
        let seeds = database_seeds(position, endgame_seeds, max_database_bytes);
        let endgames = Endgames::build(&rules, seeds, max_database_bytes);
        if std::env::var_os("SOLVE_TRACE").is_some() {
            eprintln!(
                "endgame database: {} seeds, {} positions valued",
                endgames.seeds, endgames.built
            );
        }
        KalahSolver::with_endgames(position, table_bits, endgames, max_database_bytes)
    }

    /// A solver as [`KalahSolver::new`] makes it, with the endgame database that `bytes`
    /// hold ([`KalahSolver::database_bytes`] of a solver of the same rules and seeds)
    /// rather than building it; or why `bytes` are not that database.
    pub fn with_database(
        position: &KalahPosition,
        table_bits: u32,
        endgame_seeds: u32,
        bytes: &[u8],
    ) -> Result<KalahSolver, String> {
        KalahSolver::with_database_within(
            position,
            table_bits,
            endgame_seeds,
            DEFAULT_MAX_DATABASE_BYTES,
            bytes.to_vec(),
        )
    }

    /// As [`KalahSolver::with_database`], for a database of at most `max_database_bytes`
    /// (as [`KalahSolver::new_within`]): `bytes` of a larger one than that are refused.
    /// The database takes over `bytes`' memory, so that a file of gigabytes is not held
    /// twice.
    pub fn with_database_within(
        position: &KalahPosition,
        table_bits: u32,
        endgame_seeds: u32,
        max_database_bytes: u64,
        bytes: Vec<u8>,
    ) -> Result<KalahSolver, String> {
        let rules = Rules::of(position.rules());
        let seeds = database_seeds(position, endgame_seeds, max_database_bytes);
        let endgames = Endgames::from_bytes(&rules, seeds, bytes)?;
        Ok(KalahSolver::with_endgames(
            position,
            table_bits,
            endgames,
            max_database_bytes,
        ))
    }

    /// The name of the file that keeps the endgame database [`KalahSolver::new`] builds for
    /// these arguments (`kalah-6-always-anyempty-owner-16.endgames`): the same name for
    /// the same database.
    pub fn database_file_name(position: &KalahPosition, endgame_seeds: u32) -> String {
        KalahSolver::database_file_name_within(position, endgame_seeds, DEFAULT_MAX_DATABASE_BYTES)
    }

    /// As [`KalahSolver::database_file_name`], for [`KalahSolver::new_within`]'s database:
    /// the name says the seeds it holds, so a larger cap names another file only when it
    /// lets the database grow.
    pub fn database_file_name_within(
        position: &KalahPosition,
        endgame_seeds: u32,
        max_database_bytes: u64,
    ) -> String {
        let rules = Rules::of(position.rules());
        let word = |debug: String| debug.to_lowercase();
        format!(
            "kalah-{}-{}-{}-{}-{}.endgames",
            rules.h,
            word(format!("{:?}", rules.transfer)),
            word(format!("{:?}", rules.end)),
            word(format!("{:?}", rules.remaining)),
            database_seeds(position, endgame_seeds, max_database_bytes)
        )
    }

    /// The endgame database as the bytes of a file, which [`KalahSolver::with_database`]
    /// reads back.
    pub fn database_bytes(&self) -> Vec<u8> {
        self.endgames.to_bytes(&self.rules)
    }

    fn with_endgames(
        position: &KalahPosition,
        table_bits: u32,
        endgames: Endgames,
        max_database_bytes: u64,
    ) -> KalahSolver {
        let rules = Rules::of(position.rules());
        let max_seeds = position.board().total() as usize;
        KalahSolver {
            max_database_bytes,
            rules,
            ranks: Ranks::new(2 * rules.h, max_seeds),
            max_seeds,
            table: Table::new(table_bits),
            endgames,
        }
    }

    /// Positions valued to build the endgame database.
    pub fn endgame_positions(&self) -> u64 {
        self.endgames.built
    }

    /// Solves `position` (of the rules this solver was made for; another's rebuilds it
    /// first) as [`solve_kalah_within`] does, keeping the table for the next call.
    pub fn solve(
        &mut self,
        position: &KalahPosition,
        first_guess: Option<i32>,
        stop: &dyn Fn() -> bool,
    ) -> Result<Solution, Bounds> {
        KalahSolver::new_if_needed(self, position);
        solve_with(self, position, first_guess, stop, &|_| ())
    }

    /// As [`KalahSolver::solve`], telling `progress` the bounds on South's margin proven
    /// so far (and the positions searched) after each MTD(f) pass: what a long solve has
    /// shown while it runs.
    pub fn solve_reporting(
        &mut self,
        position: &KalahPosition,
        first_guess: Option<i32>,
        stop: &dyn Fn() -> bool,
        progress: &dyn Fn(Bounds),
    ) -> Result<Solution, Bounds> {
        KalahSolver::new_if_needed(self, position);
        solve_with(self, position, first_guess, stop, progress)
    }
}

/// The most bytes an endgame database may take unless the caller says otherwise
/// ([`KalahSolver::new_within`]): 256 MB, positions of at most 20 seeds in Kalah(6, n).
/// The browser's workers stay far below it; the command line may allow more.
pub const DEFAULT_MAX_DATABASE_BYTES: u64 = 256 << 20;

/// The seeds of the endgame database a solver of `position` builds when asked for
/// `endgame_seeds`: no more than the position has on its board, nor than fit in
/// `max_bytes`.
fn database_seeds(position: &KalahPosition, endgame_seeds: u32, max_bytes: u64) -> i32 {
    let board = position.board();
    let on_board =
        board.total() - u32::from(board.store(Side::South)) - u32::from(board.store(Side::North));
    let rules = Rules::of(position.rules());
    Endgames::seeds_within(&rules, endgame_seeds.min(on_board) as i32, max_bytes)
}

impl KalahSolver {
    /// Rebuilds the solver for a position of other rules, and widens its ranks for one
    /// of more seeds (the ranks of fewer stay the same, so the table stays valid).
    fn new_if_needed(&mut self, position: &KalahPosition) {
        let rules = Rules::of(position.rules());
        if rules != self.rules {
            let table_bits = 64 - self.table.shift;
            *self = KalahSolver::new_within(
                position,
                table_bits,
                self.endgames.seeds as u32,
                self.max_database_bytes,
            );
        }
        let total = position.board().total() as usize;
        if total > self.max_seeds {
            self.ranks = Ranks::new(2 * rules.h, total);
            self.max_seeds = total;
        }
    }
}

struct Solver<'a> {
    s: &'a mut KalahSolver,
    /// Positions searched.
    nodes: u64,
    /// Asked every 2^16 positions; once it says so, the search unwinds.
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
    /// Told the mover's bounds and the positions searched after each MTD(f) pass.
    report: &'a dyn Fn(i32, i32, u64),
}

impl Solver<'_> {
    fn seeds(&self, b: &Houses) -> i32 {
        b[..2 * self.s.rules.h].iter().map(|&x| i32::from(x)).sum()
    }

    /// The mover's gain on the opponent from here, if it lies within `(alpha, beta)`;
    /// otherwise a bound on the side of the window it fell (fail-soft alpha-beta).
    /// `on_board` and `rank` are the position's seeds and rank.
    fn search(
        &mut self,
        b: &Houses,
        on_board: i32,
        rank: u128,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes % STOP_EVERY == 0 && (self.stop)() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if on_board <= alpha {
            return on_board;
        }
        if -on_board >= beta {
            return -on_board;
        }
        if on_board <= self.s.endgames.seeds {
            let (mine, theirs) = self.s.rules.sides(b);
            return self.s.endgames.value(b, mine, theirs);
        }
        let start_nodes = self.nodes;
        let h = self.s.rules.h;
        let mut table_move = usize::MAX;
        let (mut lower, mut upper) = (-on_board, on_board);
        if let Some(e) = self.s.table.probe(rank) {
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
        let bounds = (lower, upper);

        let mut candidates: [Option<Candidate>; MAX_HOUSES] = Default::default();
        for (i, slot) in candidates.iter_mut().enumerate().take(h) {
            if b[i] == 0 {
                continue;
            }
            let child = self.s.rules.play(b, i);
            let seeds = on_board - child.gain;
            let exact = match child.end {
                Some(end) => Some(child.gain + end),
                None if seeds <= self.s.endgames.seeds => {
                    let (mine, theirs) = self.s.rules.sides(&child.houses);
                    let v = self.s.endgames.value(&child.houses, mine, theirs);
                    Some(if child.extra {
                        child.gain + v
                    } else {
                        child.gain - v
                    })
                }
                None => None,
            };
            if let Some(v) = exact {
                if v >= beta {
                    self.store(rank, bounds, v, i, start_nodes, alpha, beta);
                    return v;
                }
            }
            let order = if i == table_move {
                1000
            } else if child.extra {
                500 + i as i32
            } else {
                10 * child.gain + i as i32
            };
            *slot = Some(Candidate {
                child,
                seeds,
                exact,
                order,
            });
        }
        // The houses to play, best first (at most eight: an insertion sort).
        let mut order = [(0usize, 0i32); MAX_HOUSES];
        let mut count = 0;
        for (i, c) in candidates.iter().enumerate() {
            let Some(c) = c else {
                continue;
            };
            let mut at = count;
            while at > 0 && order[at - 1].1 < c.order {
                order[at] = order[at - 1];
                at -= 1;
            }
            order[at] = (i, c.order);
            count += 1;
        }
        let order = &order[..count];
        let mut best = -i32::MAX;
        let mut best_move = order[0].0;
        let original_alpha = alpha;
        // The moves known without a search first: they cost nothing and raise alpha.
        for &(i, _) in order {
            if let Some(Candidate { exact: Some(v), .. }) = candidates[i] {
                if v > best {
                    (best, best_move) = (v, i);
                    alpha = alpha.max(v);
                }
            }
        }
        for &(i, _) in order {
            let Some(Candidate {
                child,
                seeds,
                exact: None,
                ..
            }) = &candidates[i]
            else {
                continue;
            };
            // Ranked only when searched: nearly all cut-offs come at the first child.
            let (gain, seeds) = (child.gain, *seeds);
            let child_rank = self.s.ranks.rank(&child.houses, seeds);
            let v = if child.extra {
                gain + self.search(&child.houses, seeds, child_rank, alpha - gain, beta - gain)
            } else {
                gain - self.search(&child.houses, seeds, child_rank, gain - beta, gain - alpha)
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
            rank,
            bounds,
            best,
            best_move,
            start_nodes,
            original_alpha,
            beta,
        );
        best
    }

    /// Remembers a fail-soft result of a search with window `(alpha, beta)`, narrowing
    /// the `bounds` the table gave at the start.
    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        rank: u128,
        bounds: (i32, i32),
        v: i32,
        best: usize,
        start_nodes: u64,
        alpha: i32,
        beta: i32,
    ) {
        if self.stopped {
            return;
        }
        let (mut lower, mut upper) = bounds;
        if v <= alpha {
            upper = upper.min(v);
        } else if v >= beta {
            lower = lower.max(v);
        } else {
            (lower, upper) = (v, v);
        }
        let work = 64 - (self.nodes - start_nodes + 1).leading_zeros();
        self.s.table.store(
            rank,
            Entry {
                lower: lower as i16,
                upper: upper as i16,
                best: best as u8,
                work: work as u8,
                ..Entry::default()
            },
        );
    }

    /// The root's value from `(lower, upper)` by alpha-beta, for the root's own houses.
    fn search_root(&mut self, b: &Houses, alpha: i32, beta: i32) -> i32 {
        let on_board = self.seeds(b);
        let rank = self.s.ranks.rank(b, on_board);
        self.search(b, on_board, rank, alpha, beta)
    }

    /// The exact value by MTD(f) from a first guess, or the bounds proven when `stop`
    /// ended the search first.
    fn mtdf(&mut self, b: &Houses, guess: i32) -> Result<i32, (i32, i32)> {
        let (mut lower, mut upper) = (-i32::MAX, i32::MAX);
        let mut g = guess;
        // The clock is read only for the trace: in the browser's worker (the coach) there
        // is no `Instant`, and reading it there panics.
        let started = std::env::var_os("SOLVE_TRACE").map(|_| std::time::Instant::now());
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            g = self.search_root(b, beta - 1, beta);
            if self.stopped {
                return Err((lower, upper));
            }
            if let Some(started) = started {
                eprintln!(
                    "beta {beta} -> {g} nodes {} at {} ms",
                    self.nodes,
                    started.elapsed().as_millis()
                );
            }
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
            (self.report)(lower, upper, self.nodes);
        }
        Ok(g)
    }
}

/// A first guess for MTD(f): the playing search's margin after a short think, less the
/// stores' present difference (the value counts only what is still to come).
fn playing_search_guess(position: &KalahPosition, stores: i32) -> i32 {
    let settings = super::Settings::with_limits(super::Limits {
        nodes: Some(200_000),
        ..super::Limits::default()
    });
    let game = crate::games::Game::from_position(position.clone());
    let Some(found) = super::alphabeta::search_alone(&game, &settings, &|| false) else {
        return 0;
    };
    super::value::margin_in_seeds(found.score) - stores
}

/// Solves the game's current position by Kalah's rules in force (every option), with a
/// transposition table of `2^table_bits` buckets of four 16-byte entries (64 bytes a
/// bucket) and an endgame database of the positions with at most `endgame_seeds` seeds on
/// the board (fewer when they would take more than 256 MB), built first.
pub fn solve_kalah(position: &KalahPosition, table_bits: u32, endgame_seeds: u32) -> Solution {
    match solve_kalah_within(position, table_bits, endgame_seeds, None, &|| false) {
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

/// How often the solver asks its `stop`, in positions: often enough that a clock stops a
/// search on a tablet's worker within a few milliseconds (4,096 positions, about 10 ms
/// there), seldom enough that asking costs nothing measurable; budgets counted in calls
/// ([`crate::search::analysis::KalahProver::value_within`]) are in steps of it.
pub const STOP_EVERY: u64 = 1 << 12;

/// As [`solve_kalah`], but `stop` (asked every [`STOP_EVERY`] positions) may end the search
/// early: then the bounds on South's margin that the finished MTD(f) passes proved. MTD(f)
/// starts from `first_guess` (South's margin) if given, else from a short run of the
/// playing search: a guess well below the value makes the first passes cheap, so that a
/// search too big to finish still proves a lower bound.
pub fn solve_kalah_within(
    position: &KalahPosition,
    table_bits: u32,
    endgame_seeds: u32,
    first_guess: Option<i32>,
    stop: &dyn Fn() -> bool,
) -> Result<Solution, Bounds> {
    let mut solver = KalahSolver::new(position, table_bits, endgame_seeds);
    let built = solver.endgame_positions();
    let add_built = |nodes: u64| nodes + built;
    match solver.solve(position, first_guess, stop) {
        Ok(solution) => Ok(Solution {
            nodes: add_built(solution.nodes),
            ..solution
        }),
        Err(bounds) => Err(Bounds {
            nodes: add_built(bounds.nodes),
            ..bounds
        }),
    }
}

/// One solve with `kept`'s database and table; the nodes counted are this search's.
fn solve_with(
    kept: &mut KalahSolver,
    position: &KalahPosition,
    first_guess: Option<i32>,
    stop: &dyn Fn() -> bool,
    progress: &dyn Fn(Bounds),
) -> Result<Solution, Bounds> {
    let rules = kept.rules;
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
    let on_board = mine + theirs;
    let south_bounds = |lower: i32, upper: i32, nodes: u64| {
        // Bounds on the mover's gain from here, at most the seeds on the board.
        let (lower, upper) = (lower.max(-on_board), upper.min(on_board));
        let (a, b) = (south(stores + lower), south(stores + upper));
        Bounds {
            lower: a.min(b),
            upper: a.max(b),
            nodes,
        }
    };
    let report = |lower, upper, nodes| progress(south_bounds(lower, upper, nodes));
    let mut solver = Solver {
        s: kept,
        nodes: 0,
        stop,
        stopped: false,
        report: &report,
    };
    let guess = match first_guess {
        Some(south_margin) => south(south_margin) - stores,
        None => playing_search_guess(position, stores),
    };
    if std::env::var_os("SOLVE_TRACE").is_some() {
        eprintln!("first guess {guess}");
    }
    let v = match solver.mtdf(&b, guess) {
        Ok(v) => v,
        Err((lower, upper)) => return Err(south_bounds(lower, upper, solver.nodes)),
    };
    // A move that reaches the value: ask each in turn with a window around it.
    let mut best = None;
    for i in (0..h).filter(|&i| b[i] > 0) {
        let c = rules.play(&b, i);
        let value = match c.end {
            Some(end) => c.gain + end,
            None if c.extra => c.gain + solver.search_root(&c.houses, v - 1 - c.gain, v - c.gain),
            None => c.gain - solver.search_root(&c.houses, c.gain - v, c.gain - v + 1),
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

mod board;
mod endgames;
#[cfg(test)]
mod tests;

use board::{Child, Houses, Rules, MAX_HOUSES};
use endgames::Endgames;
