//! Ayo's part of the evaluation of the games with homes (`search::evaluation::homes`, whose
//! header says which technique it follows): what a move's sowing captures at once, by
//! Ayo's rules (docs/RULES.md section 3.2), and the weights fitted for its default rules.

use crate::games::ayo::{AyoRules, GrandSlam};

use super::homes::{house_ring, sown_across, HomeEvaluation, Threat, Weights};

/// The weights fitted by `mancala fit-eval ayo --refit` for the default rules (grand slam
/// captures nothing, feeding on), in hundredths of a seed: the round with the seeds each
/// side's moves would sow across among the features, its labels searched with the second
/// round's weights at the horizon (docs/computer.md, "A feature of its own", gives the runs
/// and the matches that kept them). Every option plays them: the options change the end of
/// the game, not what the features measure, and the weights beat the standing under each.
pub const WEIGHTS: Weights = [
    50, -42, 111, -49, 0, 0, 2, 33, 25, -5, -132, 149, 78, -144, -86, 73, -177,
];

impl HomeEvaluation for AyoRules {
    fn threat(&self, own: &[u8], other: &[u8]) -> Threat {
        threat(own, other, self.grand_slam())
    }

    fn weights(&self) -> Option<&'static Weights> {
        Some(&WEIGHTS)
    }
}

/// The most one move of the side owning `own` captures at once: its sowing (skipping its
/// own house from 12 seeds on) and the chain of 2s and 3s behind the last seed on the
/// other side; a grand slam counts only where it captures. The feeding rule is not
/// applied (it only narrows the moves when the other side is empty, where nothing can be
/// captured).
pub fn threat(own: &[u8], other: &[u8], grand_slam: GrandSlam) -> Threat {
    let other_seeds: i32 = other.iter().map(|&c| i32::from(c)).sum();
    let mut best = 0;
    for (start, &seeds) in own.iter().enumerate() {
        let seeds = usize::from(seeds);
        let taken = if seeds == 0 {
            0
        } else if seeds < 12 {
            // One lap at most: the last seed falls on the other side when it ends on one
            // of its houses, every one of which up to there got a seed.
            match (start + seeds).checked_sub(6) {
                Some(last) if last < 6 => {
                    let taken: i32 = other[..=last]
                        .iter()
                        .rev()
                        .map(|&c| i32::from(c) + 1)
                        .take_while(|v| matches!(v, 2 | 3))
                        .sum();
                    let left = other_seeds + last as i32 + 1;
                    spare_grand_slam(taken, left, grand_slam)
                }
                _ => 0,
            }
        } else {
            sown_round(own, other, start, grand_slam)
        };
        best = best.max(taken);
    }
    Threat {
        capture: best,
        extra_turns: 0,
        across: sown_across(own, 11, 6),
    }
}

/// What a capture of `taken` seeds leaving `left` on the other side takes under the
/// grand-slam option: nothing when it would empty that side and the option spares it.
fn spare_grand_slam(taken: i32, left: i32, grand_slam: GrandSlam) -> i32 {
    if taken == left && grand_slam != GrandSlam::Capture {
        0
    } else {
        taken
    }
}

/// What a sowing of 12 seeds or more from `start` captures, sown seed by seed (skipping
/// its own house every time round).
fn sown_round(own: &[u8], other: &[u8], start: usize, grand_slam: GrandSlam) -> i32 {
    let mut board = house_ring(own, other);
    let mut in_hand = std::mem::take(&mut board[start]);
    let mut at = start;
    while in_hand > 0 {
        at = (at + 1) % 12;
        if at != start {
            board[at] += 1;
            in_hand -= 1;
        }
    }
    let mut taken = 0;
    let mut look = at;
    while look >= 6 && matches!(board[look], 2 | 3) {
        taken += i32::from(board[look]);
        look -= 1;
    }
    let left: i32 = board[6..].iter().map(|&c| i32::from(c)).sum();
    spare_grand_slam(taken, left, grand_slam)
}
