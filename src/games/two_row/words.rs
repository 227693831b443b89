//! What a two-row game calls its players and pits, how it tells a move in a sentence and how
//! it names the end, and which pits a move touched: plain data and text for the screen,
//! written once for every two-row game, each game supplying its words ([`TwoRowWords`]).
//!
//! The pits a move touched are read from its report's steps, the same steps the animation
//! replays (`replay_frames`), so the highlights cannot disagree with what was played.

use crate::games::{BySide, EndReason, Outcome, Preset, Side};

use super::{Pit, Step, TwoRowPosition};

/// A two-row game's words for its players and pits (`Red`, `tray`, `Mancala`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitWords {
    /// What players call each player.
    pub players: BySide<&'static str>,
    /// What players call a store (`Mancala`).
    pub store: &'static str,
    /// What players call a house (`tray`).
    pub house: &'static str,
}

impl PitWords {
    /// What the move being shown has done by its frame `frame` (the frames are the steps
    /// that happen at a pit, as [`super::replay_frames`] gives them), for the status line
    /// while the move plays: the sowing, the laps picked up again and the seeds taken so
    /// far, and once the end's sweep has begun, that the game is over. What the move did
    /// in the end, and whose turn it is, are said once the stones have settled.
    pub fn so_far(&self, mover: Side, steps: &[Step], frame: usize) -> String {
        let seen: Vec<&Step> = (steps.iter().filter(|s| s.pit().is_some()))
            .take(frame + 1)
            .collect();
        let name = self.player(mover);
        let mut text = match steps.first() {
            Some(&Step::Pickup { pit, seeds }) => {
                let stones = if seeds == 1 { "stone" } else { "stones" };
                let from = match pit {
                    Pit::House(side, n) if side == mover => format!("{} {n}", self.house),
                    _ => self.pit_phrase(pit),
                };
                format!("{name} sows {seeds} {stones} from {from}")
            }
            _ => format!("{name} sows"),
        };
        match seen
            .iter()
            .filter(|s| matches!(s, Step::Relay { .. }))
            .count()
        {
            0 => {}
            1 => text.push_str(", picks them up again"),
            n => text.push_str(&format!(", picks them up again ({n} times)")),
        }
        let taken = |taker: Side| -> u32 {
            (seen.iter())
                .map(|s| match **s {
                    Step::Capture { seeds, .. } if taker == mover => u32::from(seeds),
                    Step::Four { taker: t, .. } if t == taker => 4,
                    _ => 0,
                })
                .sum()
        };
        if taken(mover) > 0 {
            text.push_str(&format!(", captures {}", taken(mover)));
        }
        let opponent = mover.opponent();
        if taken(opponent) > 0 {
            let other = self.player(opponent);
            text.push_str(&format!(", and {other} takes {}", taken(opponent)));
        }
        if seen.last().is_some_and(|s| s.is_end_sweep()) {
            text.push_str(&format!(
                ". The game is over: the stones left go to the {}s",
                self.store
            ));
        }
        text.push('…');
        text
    }

    /// What players call a player (`Red`).
    pub fn player(&self, side: Side) -> &'static str {
        self.players[side]
    }

    /// A pit as a screen reader reads it: `Red tray 3`, `Green's Mancala`.
    pub fn pit_name(&self, pit: Pit) -> String {
        match pit {
            Pit::House(side, n) => format!("{} {} {n}", self.player(side), self.house),
            Pit::Store(_) => self.pit_phrase(pit),
        }
    }

    /// A pit in a sentence, with its owner: `Red's tray 3`, `Green's Mancala`.
    pub fn pit_phrase(&self, pit: Pit) -> String {
        match pit {
            Pit::House(side, n) => format!("{}'s {} {n}", self.player(side), self.house),
            Pit::Store(side) => format!("{}'s {}", self.player(side), self.store),
        }
    }

    /// Why the game ended and who won, in a sentence.
    pub fn end_text(&self, outcome: &Outcome<Side>) -> String {
        let name = |side| self.player(side);
        let why = match outcome.reason() {
            EndReason::StoreMajority(side) => format!(
                "{}'s {} holds more than half of the stones",
                name(side),
                self.store
            ),
            EndReason::HousesEmpty(side) => {
                format!("all of {}'s {}s are empty", name(side), self.house)
            }
            EndReason::NoLegalMove(side) => format!(
                "{} has no move left, and the stones on the board go to the last player to \
                 move",
                name(side)
            ),
            EndReason::CannotFeed(side) => format!(
                "{} cannot give {} any stones, so {} takes the stones left",
                name(side),
                name(side.opponent()),
                name(side)
            ),
            EndReason::Repetition => "the same position came up for the third time, so each \
                 player takes the stones on their own side"
                .to_owned(),
            EndReason::FewStonesLeft => "too few stones are left to play on".to_owned(),
            EndReason::PointsMajority(side) => {
                format!("{} has more than half of all points", name(side))
            }
        };
        let score = |side: Side| outcome.total(side);
        let result = match outcome.winners() {
            [winner] => format!(
                "{} wins {} to {}",
                name(*winner),
                score(*winner),
                score(winner.opponent())
            ),
            _ => format!("A draw, {} each", score(Side::South)),
        };
        format!("Game over: {why}. {result}.")
    }
}

/// The pits a move touched, read from its steps: where it started, where its seeds fell and
/// what it took, each pit once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TouchedPits {
    /// The house the move was played from.
    pub origin: Option<Pit>,
    /// Every pit that received a seed.
    pub sown: Vec<Pit>,
    /// Pits emptied by a capture or a four.
    pub captured: Vec<Pit>,
}

impl TouchedPits {
    /// The pits a move's `steps` touched.
    pub fn of(steps: &[Step]) -> TouchedPits {
        let mut touched = TouchedPits::default();
        for step in steps {
            match *step {
                Step::Pickup { pit, .. } if touched.origin.is_none() => touched.origin = Some(pit),
                Step::Sow(pit) if !touched.sown.contains(&pit) => touched.sown.push(pit),
                Step::Four { pit, .. } | Step::Capture { pit, .. }
                    if !touched.captured.contains(&pit) =>
                {
                    touched.captured.push(pit)
                }
                _ => {}
            }
        }
        touched
    }
}

/// What a two-row game tells its screen, in its own words: the one thing a new two-row game
/// writes for the app, beside its rules text ([`crate::games::help::RulesText`]).
pub trait TwoRowWords: TwoRowPosition {
    /// The game's words for its players and pits.
    const WORDS: PitWords;

    /// What a move did, in a sentence or two.
    fn describe(report: &Self::Report) -> String;

    /// Who made a move, and its steps.
    fn steps(report: &Self::Report) -> (Side, &[Step]);

    /// Named rule sets offered on the options page.
    fn presets() -> Vec<Preset<Self::Rules>> {
        Vec::new()
    }
}

/// `n` stones in words: `1 stone`, `4 stones`.
pub fn stones(n: u32) -> String {
    if n == 1 {
        "1 stone".to_owned()
    } else {
        format!("{n} stones")
    }
}
