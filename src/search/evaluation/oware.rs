//! Oware's part of the evaluation of the games with homes (`search::evaluation::homes`,
//! whose header says which technique it follows): what a move's relay sowing takes at
//! once, by Oware's rules (docs/RULES.md section 3.3), and the weights last fitted for it
//! (not played: they did not win their match).

use crate::games::oware::OwareRules;

use super::homes::{house_ring, sown_across, HomeEvaluation, Threat, Weights};

/// The weights fitted by `mancala fit-eval oware`, in hundredths of a seed
/// (docs/computer.md gives the run). Not played: Hard with them against Hard with the
/// standing went 39-110-51 in 200 games, so Oware keeps the standing (`OwareRules` gives
/// no weights); they stay for the next fit to be measured against.
pub const WEIGHTS: Weights = [
    64, -56, 34, -1, 0, 0, 674, -598, 710, -706, 679, -581, 151, -53, 0, 0, -521,
];

impl HomeEvaluation for OwareRules {
    fn threat(&self, own: &[u8], other: &[u8]) -> Threat {
        threat(own, other)
    }

    // No `weights`: the fitted weights were no stronger than the standing in 200 games
    // (docs/computer.md, "The evaluation"), so Oware keeps the standing.
}

/// Laps of relay sowing followed at most: a move that relays longer is valued by what its
/// first laps took (the rules' own sowing stops an endless relay where it repeats).
const MAX_LAPS: u32 = 12;

/// The most one move of the side owning `own` gains at once: the fours its relay sowing
/// takes for it, less those that a passing seed makes on the other side (which go to the
/// other side's owner).
pub fn threat(own: &[u8], other: &[u8]) -> Threat {
    let ring = house_ring(own, other);
    let mut best = i32::MIN;
    for start in 0..6 {
        if ring[start] == 0 {
            continue;
        }
        let mut board = ring;
        let mut at = start;
        let mut gain = 0;
        for _ in 0..MAX_LAPS {
            let mut in_hand = std::mem::take(&mut board[at]);
            while in_hand > 0 {
                at = (at + 1) % 12;
                board[at] += 1;
                in_hand -= 1;
                if in_hand > 0 && board[at] == 4 {
                    board[at] = 0;
                    gain += if at < 6 { 4 } else { -4 };
                }
            }
            match board[at] {
                4 => {
                    gain += 4;
                    break;
                }
                1 => break,
                _ => {}
            }
        }
        best = best.max(gain);
    }
    Threat {
        capture: if best == i32::MIN { 0 } else { best },
        extra_turns: 0,
        across: sown_across(own, 12, 6),
    }
}
