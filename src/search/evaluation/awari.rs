//! Awari's part of the evaluation of the games with homes (`search::evaluation::homes`,
//! whose header says which technique it follows): what a move's sowing through both homes
//! gains at once, by Awari's rules (docs/RULES.md section 3.1), and the weights fitted
//! for it.

use crate::games::awari::AwariRules;

use super::homes::{sown_across, HomeEvaluation, Threat, Weights};

/// The weights fitted by `mancala fit-eval awari`, in hundredths of a seed
/// (docs/computer.md gives the run).
pub const WEIGHTS: Weights = [
    -21, 19, 73, -27, 169, -100, -144, 112, -46, 19, -255, 223, 295, -405, 0, 0, 180,
];

impl HomeEvaluation for AwariRules {
    fn threat(&self, own: &[u8], other: &[u8]) -> Threat {
        threat(own, other)
    }

    fn weights(&self) -> Option<&'static Weights> {
        Some(&WEIGHTS)
    }
}

/// Pits on Awari's ring: six houses and a home a side.
const RING: usize = 14;
/// The sowing side's home on the ring `own` houses (0-5), own home (6), other houses
/// (7-12), other home (13).
const OWN_HOME: usize = 6;
const OTHER_HOME: usize = 13;

/// The best gain of one move of the side owning `own` (seeds it drops into its home and
/// captures, less those it drops into the other's), and its moves whose last seed falls in
/// its home (it moves again).
pub fn threat(own: &[u8], other: &[u8]) -> Threat {
    let mut ring = [0u8; RING];
    ring[..6].copy_from_slice(&own[..6]);
    ring[7..13].copy_from_slice(&other[..6]);
    let (mut best, mut extra_turns) = (i32::MIN, 0);
    for start in 0..6 {
        let seeds = ring[start];
        if seeds == 0 {
            continue;
        }
        let mut board = ring;
        board[start] = 0;
        let mut at = start;
        for _ in 0..seeds {
            at = (at + 1) % RING;
            board[at] += 1;
        }
        let mut gain = i32::from(board[OWN_HOME]) - i32::from(board[OTHER_HOME]);
        if at == OWN_HOME {
            extra_turns += 1;
        } else if at != OTHER_HOME && board[at] == 1 {
            // The house opposite ring index i (a house) is 12 - i.
            let opposite = board[12 - at];
            if opposite > 0 {
                gain += i32::from(opposite) + 1;
            }
        }
        best = best.max(gain);
    }
    Threat {
        capture: if best == i32::MIN { 0 } else { best },
        extra_turns,
        across: sown_across(own, RING, OWN_HOME + 1),
    }
}
