//! Endgame databases for the playing search: the exact value of every position with few
//! seeds on the board, built by our own code from the game's rules, probed by the search
//! at nodes with that few seeds (a solved position ends the search there). The technique
//! is retrograde endgame databases as in Romein and Bal's awari databases (2002) and the
//! Kalah solvers (Irving, Donkers and Uiterwijk 2000): positions indexed by a perfect
//! rank of their houses, each valued once from its children.
//!
//! - **What a value is.** A position is reduced to what decides the rest of the game
//!   ([`Position::reduced`]): the houses seen from the player to move (theirs first) and
//!   how far each store is from the early end (a store holding more than half of all the
//!   seeds ends the game at once, RULES.md sections 2 and 3, so the stores matter, not
//!   only the houses). Its value is what the mover will still gain on the opponent to the
//!   end of the game: the final margin minus the present difference of the stores, within
//!   the seeds left. Positions that differ in the seat to move share an entry (the rules
//!   are the same for both seats); the early end makes a position's value depend on the
//!   stores only through the mover's room before it, `half - store`, a number from 0 to
//!   the seeds on the board: one entry per room.
//! - **The index.** The houses of a position of `n` seeds on `k` houses are ranked among
//!   all such positions by the combinatorial number system (the prefix sums as a
//!   `k - 1`-subset of `n + k - 1`), the rank times `n + 1` plus the room, after the
//!   positions of fewer seeds. One byte a value.
//! - **The build** is a depth-first search from every position, the game's own
//!   `play_fast` making the children, so every option of the rules is exact: a child that
//!   ends the game is valued by its totals, another one by its entry (fewer seeds, or as
//!   many: a move that neither captures nor reaches a store), searched first when not yet
//!   valued.
//! - **Repetitions.** Awari and Kalah cannot repeat a position (a seed only reaches the
//!   other side through its sower's store, and a move that reaches no store moves seeds
//!   towards it), so every position is valued. In Ayo and Oware lone seeds can chase each
//!   other round the board, and a third occurrence ends the game with a split that depends
//!   on the history (RULES.md section 3). A position from which the game can come back to
//!   a position already on its way (the build meets a position whose search is still
//!   open) is left out, and so is every position that can reach one. The positions kept
//!   are exactly those from which no line repeats a position: their value cannot depend
//!   on what was played before (a position of the game's history reachable from them
//!   would make a cycle through them), so it is exact under the repetition rule.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use super::database_file;
use super::Evaluate;
use crate::games::{GameRecord, Outcome, Player, Reduced, RuleOptions, REDUCED_HOUSES};

/// The first line of a database's file ([`Endgames::to_bytes`], [`database_file`]): its
/// format and version.
pub const FILE_FORMAT: &str = "mancala endgames 1";
/// No value: the position is not in the database.
const UNKNOWN: i8 = i8::MIN;
/// Searches deeper than this many positions in one line leave the line unvalued (exact,
/// only less complete) so that the build's stack stays small, in a Web Worker too.
const MAX_LINE: usize = 400;

/// An endgame database of one game's rules.
pub struct Endgames {
    /// Identifies the rules the values are for, within one build ([`rules_key`]).
    rules_key: u64,
    /// The rules' name in a file ([`rules_name`]), for rules a record names.
    rules_name: Option<String>,
    /// The most seeds on the board of a position in the database.
    seeds: u32,
    /// Houses on the board (both sides).
    houses: usize,
    /// Half of all the seeds (rounded down): a store holding more ends the game.
    half: u32,
    /// All the seeds of the game.
    total: u32,
    /// `choose[n][j]` = C(n, j).
    choose: Vec<Vec<u64>>,
    /// The first index of the positions of `n` seeds, by `n` (and one past the last).
    start: Vec<u64>,
    values: Vec<i8>,
    /// Positions valued (the others are left out: a repetition could reach them).
    pub valued: u64,
}

impl Endgames {
    /// The database of every position of at most `seeds` seeds on the board of these
    /// rules, built at once; `None` when the game has no reduced form (three or more
    /// players, or no houses) or the database would be too big (`seeds` above 40).
    pub fn build<P: Evaluate>(rules: &P::Rules, seeds: u32) -> Option<Endgames> {
        let mut endgames = Endgames::unvalued::<P>(rules, seeds)?;
        endgames.rules_name = rules_name::<P>(rules);
        let size = endgames.positions();
        endgames.values = vec![UNKNOWN; size];
        let houses_per_side = endgames.houses / 2;
        let mut builder = Builder::<P> {
            rules: *rules,
            houses_per_side,
            done: vec![false; size],
            open: vec![false; size],
        };
        let mut board = [0u8; 2 * REDUCED_HOUSES];
        for n in 0..=seeds {
            endgames.each_board(&mut board, 0, n, &mut |endgames, board| {
                for room in 0..=n {
                    let Some(index) = endgames.index_of(board, n, room) else {
                        continue;
                    };
                    if !builder.done[index] {
                        builder.value(endgames, index, board, n, room, 0);
                    }
                }
            });
        }
        endgames.valued = endgames.values.iter().filter(|&&v| v != UNKNOWN).count() as u64;
        Some(endgames)
    }

    /// The database of every position of at most `seeds` seeds on the board of these
    /// rules, with no position valued yet: the layout [`Endgames::build`] fills, and
    /// [`Endgames::from_bytes`] reads into.
    fn unvalued<P: Evaluate>(rules: &P::Rules, seeds: u32) -> Option<Endgames> {
        let start_position = P::new(*rules);
        let reduced = start_position.reduced()?;
        let counted = start_position.seeds()?;
        if start_position.players() != 2 || seeds > 40 {
            return None;
        }
        let total = counted.in_play + counted.stores.iter().sum::<u32>();
        Some(Endgames::layout(
            rules_key::<P>(rules),
            2 * reduced.houses_per_side,
            total,
            seeds.min(total),
        ))
    }

    /// The entries of every position of at most `seeds` seeds on `houses` houses, in a
    /// game of `total` seeds, none valued (the same code for every game).
    #[inline(never)]
    fn layout(rules_key: u64, houses: usize, total: u32, seeds: u32) -> Endgames {
        let rows = seeds as usize + houses + 1;
        let mut choose = vec![vec![0u64; houses + 1]; rows];
        for n in 0..rows {
            choose[n][0] = 1;
            for j in 1..=houses.min(n) {
                choose[n][j] = choose[n - 1][j - 1] + choose[n - 1][j];
            }
        }
        let mut start = vec![0u64];
        for n in 0..=seeds as usize {
            let boards = choose[n + houses - 1][houses - 1];
            start.push(start[n] + boards * (n as u64 + 1));
        }
        Endgames {
            rules_key,
            rules_name: None,
            seeds,
            houses,
            half: total / 2,
            total,
            choose,
            start,
            values: Vec::new(),
            valued: 0,
        }
    }

    /// The positions of the layout: the entries the values fill.
    fn positions(&self) -> usize {
        self.start[self.seeds as usize + 1] as usize
    }

    /// The most seeds on the board of a position in the database.
    pub fn seeds(&self) -> u32 {
        self.seeds
    }

    /// Positions in the database (valued or not): its size in bytes.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// The value of each position, in the order of their entries (`i8::MIN`: not valued):
    /// a database of fewer seeds is the start of one of more.
    pub fn values(&self) -> &[i8] {
        &self.values
    }

    /// Whether the database holds no position.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Whether the values are for these rules.
    pub fn fits<P: Evaluate>(&self, rules: &P::Rules) -> bool {
        self.rules_key == rules_key::<P>(rules)
    }

    /// What the player to move in `position` will still gain on the opponent to the end
    /// of the game with perfect play (see the module header), when the database has it.
    pub fn gain<P: Evaluate>(&self, position: &P) -> Option<i32> {
        let reduced = position.reduced()?;
        let board = &reduced.houses[..self.houses];
        let n: u32 = board.iter().map(|&s| u32::from(s)).sum();
        if n > self.seeds {
            return None;
        }
        let room = self.half.checked_sub(reduced.stores[0])?;
        let v = self.values[self.index_of(board, n, room)?];
        (v != UNKNOWN).then_some(i32::from(v))
    }

    /// The final margin of the player to move in `position` with perfect play, when the
    /// database has it.
    pub fn margin<P: Evaluate>(&self, position: &P) -> Option<i32> {
        let reduced = position.reduced()?;
        let gain = self.gain(position)?;
        Some(gain + reduced.stores[0] as i32 - reduced.stores[1] as i32)
    }

    /// The database as a file ([`database_file`], [`FILE_FORMAT`]): lines of text that name
    /// it (the rules, the seeds, the positions and the checksum of the values), an empty
    /// line, then one byte a position, as [`Endgames::from_bytes`] reads it; `None`
    /// for rules no record names (no file could say which they are).
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        let values: Vec<u8> = self.values.iter().map(|&v| v as u8).collect();
        let fields = [
            ("rules", self.rules_name.clone()?),
            ("seeds", self.seeds.to_string()),
        ];
        Some(database_file::write(FILE_FORMAT, &fields, &values))
    }

    /// Reads a file [`Endgames::to_bytes`] wrote for these rules; a file of other rules,
    /// of another format, cut short or damaged (its checksum, or a value no position of
    /// its seeds can have) is refused with the reason. The values take over the file's
    /// memory: a database read is held once (a tablet's worker never gives memory back).
    pub fn from_bytes<P: Evaluate>(rules: &P::Rules, bytes: Vec<u8>) -> Result<Endgames, String> {
        let refused = |why: String| format!("not the endgame database asked for: {why}");
        let file = database_file::read(FILE_FORMAT, &bytes).map_err(refused)?;
        let of_rules = file.field("rules").map_err(refused)?;
        let wanted = rules_name::<P>(rules).unwrap_or_default();
        if of_rules != wanted {
            return Err(refused(format!(
                "it is of the rules `{of_rules}`, not `{wanted}`"
            )));
        }
        let seeds = file.field("seeds").map_err(refused)?;
        let mut endgames = seeds
            .parse()
            .ok()
            .and_then(|seeds| Endgames::unvalued::<P>(rules, seeds))
            .filter(|endgames| endgames.seeds.to_string() == seeds)
            .ok_or(refused(format!(
                "these rules have no database of `{seeds}` seeds"
            )))?;
        endgames.rules_name = Some(wanted);
        let start = file.values.start;
        endgames.take_values(bytes, start).map_err(refused)?;
        Ok(endgames)
    }

    /// Takes a file's values (`bytes` from `start`), one byte a position, refusing a value
    /// no position can have.
    fn take_values(&mut self, bytes: Vec<u8>, start: usize) -> Result<(), String> {
        let values = &bytes[start..];
        if values.len() != self.positions() {
            return Err(format!(
                "it holds {} positions where {} seeds have {}",
                values.len(),
                self.seeds,
                self.positions()
            ));
        }
        let impossible = |&byte: &u8| {
            let v = byte as i8;
            v != UNKNOWN && i32::from(v).unsigned_abs() > self.seeds
        };
        if let Some(&byte) = values.iter().find(|byte| impossible(byte)) {
            return Err(format!(
                "it is damaged: a value of {} with at most {} seeds left",
                byte as i8, self.seeds
            ));
        }
        // Collected in place: the values are written over the file's bytes, in the same
        // allocation.
        self.values = bytes
            .into_iter()
            .skip(start)
            .map(|byte| byte as i8)
            .collect();
        self.valued = self.values.iter().filter(|&&v| v != UNKNOWN).count() as u64;
        Ok(())
    }

    /// The entry of a board of `n` seeds whose mover has `room` seeds to go before the
    /// early end; `None` when no such position exists (the stores would not add up, or
    /// the opponent's store would already hold more than half).
    fn index_of(&self, board: &[u8], n: u32, room: u32) -> Option<usize> {
        if room > n || room > self.half {
            return None;
        }
        let mover_store = self.half - room;
        let opponent_store = self.total.checked_sub(n + mover_store)?;
        if opponent_store > self.half {
            return None;
        }
        let mut rank = 0u64;
        let mut prefix = 0usize;
        for (j, &seeds) in board[..self.houses - 1].iter().enumerate() {
            prefix += usize::from(seeds);
            rank += self.choose[prefix + j][j + 1];
        }
        Some((self.start[n as usize] + rank * (u64::from(n) + 1) + u64::from(room)) as usize)
    }

    /// Calls `f` with every board of `n` seeds (houses from `from` on still to fill).
    fn each_board(
        &mut self,
        board: &mut [u8; 2 * REDUCED_HOUSES],
        from: usize,
        n: u32,
        f: &mut dyn FnMut(&mut Endgames, &[u8]),
    ) {
        if from == self.houses - 1 {
            board[from] = n as u8;
            let houses = self.houses;
            f(self, &board[..houses]);
            return;
        }
        for seeds in 0..=n {
            board[from] = seeds as u8;
            self.each_board(board, from + 1, n - seeds, f);
        }
    }
}

/// The build's state.
struct Builder<P: Evaluate> {
    rules: P::Rules,
    houses_per_side: usize,
    /// Entries whose search has ended (valued or left out).
    done: Vec<bool>,
    /// Entries whose search is under way: meeting one again is a possible repetition.
    open: Vec<bool>,
}

impl<P: Evaluate> Builder<P> {
    /// Values the entry `index` (board, seeds and room as given), searching the children
    /// not yet valued first; `line` is how many searches are open above this one.
    fn value(
        &mut self,
        endgames: &mut Endgames,
        index: usize,
        board: &[u8],
        n: u32,
        room: u32,
        line: usize,
    ) {
        self.done[index] = true;
        let mut reduced = Reduced {
            houses_per_side: self.houses_per_side,
            houses: [0; 2 * REDUCED_HOUSES],
            stores: [
                endgames.half - room,
                endgames.total - n - (endgames.half - room),
            ],
        };
        reduced.houses[..board.len()].copy_from_slice(board);
        let Some(position) = P::from_reduced(&self.rules, &reduced) else {
            return;
        };
        if position.outcome().is_some() || line >= MAX_LINE {
            // Over already (never searched: the search sees the outcome first), or too
            // deep a line to follow.
            return;
        }
        self.open[index] = true;
        let mover = position.to_move();
        let banked = reduced.stores[0] as i32 - reduced.stores[1] as i32;
        let mut best: Option<i32> = None;
        for m in position.legal_moves() {
            let Some(child) = position.play_fast(m) else {
                continue;
            };
            // The final margin of this position's mover after the move.
            let margin = match child.outcome() {
                Some(outcome) => Some(margin_of(outcome, mover)),
                None => self.child_margin(endgames, &child, line).map(|v| {
                    if child.to_move() == mover {
                        v
                    } else {
                        -v
                    }
                }),
            };
            let Some(child_margin) = margin else {
                // A child left out (a repetition may follow): so is this position.
                best = None;
                break;
            };
            if best.is_none_or(|b| child_margin - banked > b) {
                best = Some(child_margin - banked);
            }
        }
        self.open[index] = false;
        if let Some(v) = best {
            endgames.values[index] = v.clamp(-127, 127) as i8;
        }
    }

    /// The final margin of `child`'s player to move, from the database (searching it
    /// first when not yet valued); `None` when it is left out or under way (a cycle).
    fn child_margin(&mut self, endgames: &mut Endgames, child: &P, line: usize) -> Option<i32> {
        let reduced = child.reduced()?;
        let board = &reduced.houses[..endgames.houses];
        let n: u32 = board.iter().map(|&s| u32::from(s)).sum();
        let room = endgames.half.checked_sub(reduced.stores[0])?;
        let index = endgames.index_of(board, n, room)?;
        if self.open[index] {
            return None;
        }
        if !self.done[index] {
            let board = board.to_vec();
            self.value(endgames, index, &board, n, room, line + 1);
        }
        let v = endgames.values[index];
        (v != UNKNOWN).then(|| i32::from(v) + reduced.stores[0] as i32 - reduced.stores[1] as i32)
    }
}

/// The final margin of `player` in a finished game.
fn margin_of<Q: Player>(outcome: &Outcome<Q>, player: Q) -> i32 {
    let mut margin = 0;
    for &(p, total) in outcome.totals() {
        if p == player {
            margin += total as i32;
        } else {
            margin -= total as i32;
        }
    }
    margin
}

/// Identifies the rules within one build (the search's check that a database fits).
fn rules_key<P: Evaluate>(rules: &P::Rules) -> u64 {
    let mut hasher = DefaultHasher::new();
    std::any::type_name::<P>().hash(&mut hasher);
    rules.hash(&mut hasher);
    hasher.finish()
}

/// The rules' name in a file: the record of a game of them with no moves (`awari`,
/// `ayo?grand-slam=no-capture&must-feed=on`, every option written), the same in every
/// build, so that a file one build writes another reads; `None` for rules that no record
/// names (a field no option key sets, such as Kalah's natural end).
fn rules_name<P: Evaluate>(rules: &P::Rules) -> Option<String> {
    let record = GameRecord {
        game: rules.game().as_str().to_owned(),
        options: rules.to_pairs(),
        position: None,
        moves: Vec::new(),
    };
    let mut named = P::Rules::for_game(rules.game())?;
    for (key, value) in &record.options {
        named.set(key, value).ok()?;
    }
    (named == *rules).then(|| record.to_text())
}

#[cfg(test)]
mod tests;
