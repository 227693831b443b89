//! How a finished game ended: who won, the final totals and why.

use std::fmt;
use std::hash::Hash;

/// A participant of a game, with the name used in notation, options and JSON.
pub trait Player: Copy + Eq + Hash + fmt::Debug + 'static {
    /// The lower-case name (`south`, `north`, later `p1`..`p4`).
    fn as_str(self) -> &'static str;
    /// The player's seat index, 0 for the first (South, P1).
    fn index(self) -> usize;
    /// The player with this seat index, if the game has one.
    fn from_index(index: usize) -> Option<Self>;
}

impl Player for crate::games::Side {
    fn as_str(self) -> &'static str {
        crate::games::Side::as_str(self)
    }

    fn index(self) -> usize {
        match self {
            crate::games::Side::South => 0,
            crate::games::Side::North => 1,
        }
    }

    fn from_index(index: usize) -> Option<Self> {
        crate::games::Side::ALL.get(index).copied()
    }
}

/// Why a game ended, in the collection's shared vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason<P> {
    /// This player's store holds more than half of all seeds.
    StoreMajority(P),
    /// All houses of this player are empty.
    HousesEmpty(P),
    /// This player was to move and had no legal move.
    NoLegalMove(P),
    /// This player was to move, the opponent's houses were empty, and no move fed them.
    CannotFeed(P),
    /// The same position occurred for the third time.
    Repetition,
    /// Too few stones are left on the board to play on.
    FewStonesLeft,
    /// This player has more than half of all points.
    PointsMajority(P),
}

impl<P: Player> EndReason<P> {
    /// A short phrase for the command-line tool, e.g. `"south's houses are empty"`.
    pub fn phrase(&self) -> String {
        use crate::i18n::msg;
        match self {
            EndReason::StoreMajority(p) => {
                msg::EndPhraseStoreMajority { player: p.as_str() }.text()
            }
            EndReason::HousesEmpty(p) => msg::EndPhraseHousesEmpty { player: p.as_str() }.text(),
            EndReason::NoLegalMove(p) => msg::EndPhraseNoLegalMove { player: p.as_str() }.text(),
            EndReason::CannotFeed(p) => msg::EndPhraseCannotFeed { player: p.as_str() }.text(),
            EndReason::Repetition => msg::EndPhraseRepetition.text(),
            EndReason::FewStonesLeft => msg::EndPhraseFewStonesLeft.text(),
            EndReason::PointsMajority(p) => {
                msg::EndPhrasePointsMajority { player: p.as_str() }.text()
            }
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<P> {
    winners: Vec<P>,
    totals: Vec<(P, u32)>,
    reason: EndReason<P>,
}

/// Hashes nothing (equal outcomes hash alike, as `Hash` asks): a position hashes its
/// outcome for its key ([`crate::games::Position::key`]), where whether the game has ended
/// (the `Option` around the outcome) is what counts: the search never keeps an ended
/// position in its table, and compares keys for repetitions only between positions in
/// play. The derived hash of the two lists and the reason was code in the workers' wasm
/// (the coach's worker is at its size budget) and time at every end.
impl<P> Hash for Outcome<P> {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl<P: Player> Outcome<P> {
    /// An outcome from the final totals, in seat order: the players with the highest total
    /// win, and when every player has that total the game is a draw (no winners).
    pub fn from_totals(totals: Vec<(P, u32)>, reason: EndReason<P>) -> Outcome<P> {
        let best = totals.iter().map(|&(_, t)| t).max().unwrap_or(0);
        let winners: Vec<P> = totals
            .iter()
            .filter(|&&(_, t)| t == best)
            .map(|&(p, _)| p)
            .collect();
        let winners = if winners.len() == totals.len() {
            Vec::new()
        } else {
            winners
        };
        Outcome {
            winners,
            totals,
            reason,
        }
    }

    /// A draw whatever the totals (Roocala's third repetition).
    pub fn drawn(totals: Vec<(P, u32)>, reason: EndReason<P>) -> Outcome<P> {
        Outcome {
            winners: Vec::new(),
            totals,
            reason,
        }
    }

    /// The players with the highest total; empty for a draw.
    pub fn winners(&self) -> &[P] {
        &self.winners
    }

    /// Whether every player finished with the same total.
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }

    /// The final totals, one per player in seat order.
    pub fn totals(&self) -> &[(P, u32)] {
        &self.totals
    }

    /// The final total of one player.
    pub fn total(&self, player: P) -> u32 {
        self.totals
            .iter()
            .find(|&&(p, _)| p == player)
            .map_or(0, |&(_, t)| t)
    }

    /// Why the game ended.
    pub fn reason(&self) -> EndReason<P> {
        self.reason
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Side;

    #[test]
    fn highest_total_wins() {
        let o = Outcome::from_totals(
            vec![(Side::South, 30), (Side::North, 18)],
            EndReason::HousesEmpty(Side::North),
        );
        assert_eq!(o.winners(), &[Side::South]);
        assert!(!o.is_draw());
        assert_eq!(o.total(Side::North), 18);
    }

    #[test]
    fn equal_totals_are_a_draw() {
        let o = Outcome::from_totals(
            vec![(Side::South, 24), (Side::North, 24)],
            EndReason::HousesEmpty(Side::South),
        );
        assert!(o.is_draw());
        assert!(o.winners().is_empty());
    }
}
