//! The solver's endgame database: the exact value of every position with at most `seeds`
//! seeds on the board, built before the search one seed count after the other (retrograde
//! by seeds: captures and sowings into the store lead to positions of fewer seeds, already
//! known). Positions are grouped by the mover's houses and ranked within a group by the
//! opponent's, so that the children of a move that stays on the mover's side lie in one
//! block. A database can be written out and read back ([`Endgames::to_bytes`],
//! [`Endgames::from_bytes`]) in the playing search's file format ([`database_file`]: lines
//! of text naming the rules, seeds, positions and an Adler-32 checksum, then a byte a
//! position), refused with the reason when it does not match; no field is 32-bit, so a file
//! past 4 GiB reads as any other on a 64-bit host. Sizes and times: docs/solver.md.

use super::board::{Houses, Rules, MAX_HOUSES};
use crate::games::kalah::GameEnd;
use crate::search::database_file;

pub(super) struct Endgames {
    /// The most seeds on the board of a position in the database (0: no database).
    pub(super) seeds: i32,
    /// Houses per side.
    houses: usize,
    values: Box<[i8]>,
    /// `choose[k * rows + n]` = C(n, k).
    choose: Box<[u64]>,
    rows: usize,
    /// The first index of the positions whose mover has `a` seeds, by `a`.
    group_start: Box<[u64]>,
    /// Positions valued while building.
    pub(super) built: u64,
}

const UNKNOWN: i8 = i8::MIN;

/// The first line of a database's file ([`database_file`]), with its format's version
/// (1 was a line of its own, with a 64-bit FNV-1a checksum).
const FILE_FORMAT: &str = "mancala kalah-endgames 2";

impl Endgames {
    /// The database of the positions with at most `seeds` seeds (fewer when it would
    /// take more than `max_bytes`), built at once.
    pub(super) fn build(rules: &Rules, seeds: i32, max_bytes: u64) -> Endgames {
        let mut endgames = Endgames::layout(rules, seeds, max_bytes);
        endgames.values = vec![UNKNOWN; endgames.positions()].into_boxed_slice();
        if endgames.seeds > 0 {
            endgames.fill(rules);
        }
        endgames
    }

    /// The seeds of the database [`Endgames::build`] would build for these arguments.
    pub(super) fn seeds_within(rules: &Rules, seeds: i32, max_bytes: u64) -> i32 {
        Endgames::layout(rules, seeds, max_bytes).seeds
    }

    /// The database's layout, without its values.
    fn layout(rules: &Rules, seeds: i32, max_bytes: u64) -> Endgames {
        let houses = rules.h;
        let rows = 2 * (seeds.max(0) as usize) + 2 * houses + 2;
        let mut choose = vec![0u64; (2 * houses + 1) * rows];
        for n in 0..rows {
            choose[n] = 1;
            for k in 1..=(2 * houses).min(n) {
                choose[k * rows + n] =
                    choose[(k - 1) * rows + n - 1].saturating_add(choose[k * rows + n - 1]);
            }
        }
        // C(s + 2h, 2h) positions of at most s seeds.
        let size = |s: i32| choose[2 * houses * rows + s as usize + 2 * houses];
        let mut seeds = seeds.max(0);
        while seeds > 0 && size(seeds) > max_bytes {
            seeds -= 1;
        }
        let mut endgames = Endgames {
            seeds,
            houses,
            values: Box::default(),
            choose: choose.into_boxed_slice(),
            rows,
            group_start: Box::default(),
            built: 0,
        };
        let mut start = 0;
        let mut group_start = Vec::new();
        for a in 0..=seeds {
            group_start.push(start);
            start += endgames.compositions(a) * endgames.sides_up_to(seeds - a);
        }
        endgames.group_start = group_start.into_boxed_slice();
        endgames
    }

    /// The positions the database values: C(s + 2h, 2h) for `s` seeds (none for 0).
    fn positions(&self) -> usize {
        if self.seeds == 0 {
            return 0;
        }
        self.choose(self.seeds as usize + 2 * self.houses, 2 * self.houses) as usize
    }

    /// What a database's file says it holds: its rules and seeds.
    fn contents(rules: &Rules, seeds: i32) -> [(&'static str, String); 5] {
        [
            ("houses", rules.h.to_string()),
            ("transfer", format!("{:?}", rules.transfer)),
            ("end", format!("{:?}", rules.end)),
            ("remaining", format!("{:?}", rules.remaining)),
            ("seeds", seeds.to_string()),
        ]
    }

    /// The database as a file's bytes ([`database_file`]): lines of its
    /// [`Endgames::contents`], its count and checksum, then a byte a position.
    pub(super) fn to_bytes(&self, rules: &Rules) -> Vec<u8> {
        let values: Vec<u8> = self.values.iter().map(|&v| v as u8).collect();
        database_file::write(FILE_FORMAT, &Endgames::contents(rules, self.seeds), &values)
    }

    /// The database of `seeds` seeds for `rules` that `bytes` ([`Endgames::to_bytes`])
    /// hold, or why they cannot be read as that. The values take over `bytes`' memory (no
    /// second copy of a file of a gigabyte or more).
    pub(super) fn from_bytes(
        rules: &Rules,
        seeds: i32,
        bytes: Vec<u8>,
    ) -> Result<Endgames, String> {
        let mut endgames = Endgames::layout(rules, seeds, u64::MAX);
        let positions = endgames.positions();
        let file = database_file::read(FILE_FORMAT, &bytes)?;
        let expected = Endgames::contents(rules, endgames.seeds);
        let expected_text: Vec<String> = expected.iter().map(|(n, v)| format!("{n} {v}")).collect();
        let expected_text = expected_text.join(", ");
        if file.fields_text() != expected_text {
            return Err(format!(
                "it holds `{}`, not `{expected_text}`",
                file.fields_text()
            ));
        }
        if file.values.len() != positions {
            return Err(format!(
                "it is damaged: {} positions where these rules have {positions}",
                file.values.len()
            ));
        }
        // Positions the rules never reach (a side with no seeds to move where that ends
        // the game) stay unknown, as in a database built here. Collected in place: the
        // values are written over the file's bytes, in the same allocation.
        let start = file.values.start;
        let values: Vec<i8> = bytes
            .into_iter()
            .skip(start)
            .map(|byte| byte as i8)
            .collect();
        endgames.values = values.into_boxed_slice();
        Ok(endgames)
    }

    #[inline(always)]
    fn choose(&self, n: usize, k: usize) -> u64 {
        self.choose[k * self.rows + n]
    }

    /// The ways to spread `s` seeds over one side's houses.
    fn compositions(&self, s: i32) -> u64 {
        self.choose(s as usize + self.houses - 1, self.houses - 1)
    }

    /// One side's houses holding at most `s` seeds: C(s + h, h).
    #[inline(always)]
    fn sides_up_to(&self, s: i32) -> u64 {
        self.choose(s as usize + self.houses, self.houses)
    }

    /// The rank of one side's houses among those with the same seeds (the combinatorial
    /// number system of the bars between the houses).
    #[inline(always)]
    fn rank_in_count(&self, side: &[u8]) -> u64 {
        let mut rank = 0;
        let mut prefix = 0usize;
        let mut k = 0;
        while k < self.houses - 1 {
            prefix += usize::from(side[k]);
            rank += self.choose(prefix + k, k + 1);
            k += 1;
        }
        rank
    }

    /// The position's index: the mover's group, the mover's houses within it, then the
    /// opponent's houses among all those with at most the seeds left for them.
    #[inline(always)]
    fn index(&self, b: &Houses, mine: i32, theirs: i32) -> usize {
        let h = self.houses;
        let opponent = if theirs == 0 {
            0
        } else {
            self.sides_up_to(theirs - 1) + self.rank_in_count(&b[h..2 * h])
        };
        (self.group_start[mine as usize]
            + self.rank_in_count(&b[..h]) * self.sides_up_to(self.seeds - mine)
            + opponent) as usize
    }

    /// The exact value of a position of the database whose mover has `mine` seeds and
    /// the opponent `theirs`: what the mover will still gain on the opponent.
    #[inline(always)]
    pub(super) fn value(&self, b: &Houses, mine: i32, theirs: i32) -> i32 {
        i32::from(self.values[self.index(b, mine, theirs)])
    }

    /// Values every position in seed order: all of those with `n - 1` seeds are known
    /// before the first with `n`; a move that neither reaches the store nor captures
    /// keeps the count, and that child is valued first, depth first.
    fn fill(&mut self, rules: &Rules) {
        let h = self.houses;
        for n in 1..=self.seeds {
            for theirs in 0..n {
                let mine = n - theirs;
                if theirs == 0 && rules.end == GameEnd::AnyEmpty {
                    continue;
                }
                let mut b: Houses = [0; 2 * MAX_HOUSES];
                b[h] = theirs as u8;
                loop {
                    b[..h].fill(0);
                    b[0] = mine as u8;
                    loop {
                        self.exact(rules, &b, mine, theirs);
                        if !next_composition(&mut b[..h]) {
                            break;
                        }
                    }
                    if !next_composition(&mut b[h..2 * h]) {
                        break;
                    }
                }
            }
        }
    }

    /// The position's value, computed from its children's (and stored) if unknown.
    fn exact(&mut self, rules: &Rules, b: &Houses, mine: i32, theirs: i32) -> i32 {
        let index = self.index(b, mine, theirs);
        let known = self.values[index];
        if known != UNKNOWN {
            return i32::from(known);
        }
        self.built += 1;
        let mut best = -i32::MAX;
        for i in 0..rules.h {
            if b[i] == 0 {
                continue;
            }
            let child = rules.play(b, i);
            let v = match child.end {
                Some(end) => child.gain + end,
                None => {
                    let (child_mine, child_theirs) = rules.sides(&child.houses);
                    let v = self.exact(rules, &child.houses, child_mine, child_theirs);
                    if child.extra {
                        child.gain + v
                    } else {
                        child.gain - v
                    }
                }
            };
            best = best.max(v);
        }
        self.values[index] = best as i8;
        best
    }
}

/// Steps `parts` to the next way of spreading the same seeds (from all in the first part
/// to all in the last); false after the last.
fn next_composition(parts: &mut [u8]) -> bool {
    let last = parts.len() - 1;
    let Some(i) = parts[..last].iter().position(|&x| x > 0) else {
        return false;
    };
    let moved = parts[i];
    parts[i] = 0;
    parts[0] = moved - 1;
    parts[i + 1] += 1;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compositions_are_all_visited_once() {
        let mut parts = [4, 0, 0];
        let mut seen = vec![parts];
        while next_composition(&mut parts) {
            seen.push(parts);
        }
        assert_eq!(seen.len(), 15);
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 15);
        assert!(seen.iter().all(|p| p.iter().sum::<u8>() == 4));
    }
}
