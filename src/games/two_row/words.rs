//! What a two-row game calls its players and pits, how it tells a move in a sentence and how
//! it names the end, and which pits a move touched: plain data and text for the screen,
//! written once for every two-row game, each game supplying its words ([`TwoRowWords`]).
//!
//! The pits a move touched are read from its report's steps, the same steps the animation
//! replays (`replay_frames`), so the highlights cannot disagree with what was played.

use crate::games::{EndReason, Outcome, Preset, Side};
use crate::i18n::msg;

use super::{Pit, Step, TwoRowPosition};

/// A two-row game's words for its players and pits: which vocabulary its messages use
/// (`i18n/en.ftl`'s `$vocabulary`: Kalah's Red and Green, trays and Mancalas, or the
/// homes games' Player 1 and 2, cups and homes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitWords {
    /// The messages' `$vocabulary`: `kalah` or `homes`.
    pub vocabulary: &'static str,
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
                let from = match pit {
                    Pit::House(side, n) if side == mover => msg::OwnHouse {
                        vocabulary: self.vocabulary,
                        number: n.into(),
                    }
                    .text(),
                    _ => self.pit_phrase(pit),
                };
                msg::SowsFrom {
                    player: &name,
                    count: seeds.into(),
                    from: &from,
                }
                .text()
            }
            _ => msg::Sows { player: &name }.text(),
        };
        match seen
            .iter()
            .filter(|s| matches!(s, Step::Relay { .. }))
            .count()
        {
            0 => {}
            1 => text.push_str(&msg::SoFarPicksUpAgain.text()),
            n => text.push_str(&msg::SoFarPicksUpAgainTimes { count: n as i64 }.text()),
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
            text.push_str(
                &msg::SoFarCaptures {
                    count: taken(mover).into(),
                }
                .text(),
            );
        }
        let opponent = mover.opponent();
        if taken(opponent) > 0 {
            text.push_str(
                &msg::SoFarOpponentTakes {
                    player: &self.player(opponent),
                    count: taken(opponent).into(),
                }
                .text(),
            );
        }
        if seen.last().is_some_and(|s| s.is_end_sweep()) {
            text.push_str(
                &msg::SoFarGameOver {
                    vocabulary: self.vocabulary,
                }
                .text(),
            );
        }
        text.push_str(&msg::SoFarEllipsis.text());
        text
    }

    /// What players call a player (`Red`).
    pub fn player(&self, side: Side) -> String {
        msg::PlayerName {
            vocabulary: self.vocabulary,
            side: side_key(side),
        }
        .text()
    }

    /// A pit as a screen reader reads it: `Red tray 3`, `Green's Mancala`.
    pub fn pit_name(&self, pit: Pit) -> String {
        match pit {
            Pit::House(side, n) => msg::HouseName {
                player: &self.player(side),
                vocabulary: self.vocabulary,
                number: n.into(),
            }
            .text(),
            Pit::Store(_) => self.pit_phrase(pit),
        }
    }

    /// A pit in a sentence, with its owner: `Red's tray 3`, `Green's Mancala`.
    pub fn pit_phrase(&self, pit: Pit) -> String {
        match pit {
            Pit::House(side, n) => msg::HousePhrase {
                player: &self.player(side),
                vocabulary: self.vocabulary,
                number: n.into(),
            }
            .text(),
            Pit::Store(side) => msg::StorePhrase {
                player: &self.player(side),
                vocabulary: self.vocabulary,
            }
            .text(),
        }
    }

    /// Why the game ended and who won, in a sentence.
    pub fn end_text(&self, outcome: &Outcome<Side>) -> String {
        let name = |side| self.player(side);
        let vocabulary = self.vocabulary;
        let why = match outcome.reason() {
            EndReason::StoreMajority(side) => msg::EndStoreMajority {
                player: &name(side),
                vocabulary,
            }
            .text(),
            EndReason::HousesEmpty(side) => msg::EndHousesEmpty {
                player: &name(side),
                vocabulary,
            }
            .text(),
            EndReason::NoLegalMove(side) => msg::EndNoLegalMove {
                player: &name(side),
            }
            .text(),
            EndReason::CannotFeed(side) => msg::EndCannotFeed {
                player: &name(side),
                opponent: &name(side.opponent()),
            }
            .text(),
            EndReason::Repetition => msg::EndRepetition.text(),
            EndReason::FewStonesLeft => msg::EndFewStonesLeft.text(),
            EndReason::PointsMajority(side) => msg::EndPointsMajority {
                player: &name(side),
            }
            .text(),
        };
        let score = |side: Side| i64::from(outcome.total(side));
        let result = match outcome.winners() {
            [winner] => msg::EndWins {
                player: &name(*winner),
                score: score(*winner),
                other: score(winner.opponent()),
            }
            .text(),
            _ => msg::EndDraw {
                score: score(Side::South),
            }
            .text(),
        };
        msg::GameOver {
            why: &why,
            result: &result,
        }
        .text()
    }
}

/// A refusal every two-row game makes, said in its words by [`PitWords::refused`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseRefusal {
    /// The game is over.
    GameOver,
    /// No house has this number.
    NoSuchHouse(u8),
    /// The house is empty.
    Empty(Pit),
    /// The house is the opponent's.
    NotYours(Pit),
    /// A store was chosen.
    Store(Pit),
}

impl PitWords {
    /// The refusal, in a clause (the screen capitalises it as a notice).
    pub fn refused(&self, refusal: HouseRefusal) -> String {
        match refusal {
            HouseRefusal::GameOver => msg::RefusedGameOver.text(),
            HouseRefusal::NoSuchHouse(n) => msg::RefusedNoSuchHouse {
                vocabulary: self.vocabulary,
                number: n.into(),
            }
            .text(),
            HouseRefusal::Empty(pit) => msg::RefusedEmptyHouse {
                pit: &self.pit_phrase(pit),
            }
            .text(),
            HouseRefusal::NotYours(pit) => msg::RefusedNotYourHouse {
                pit: &self.pit_phrase(pit),
                player: &self.player(pit.owner().opponent()),
            }
            .text(),
            HouseRefusal::Store(pit) => msg::RefusedStore {
                player: &self.player(pit.owner()),
                vocabulary: self.vocabulary,
            }
            .text(),
        }
    }
}

/// A side as the messages' `$side` names it.
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
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
    msg::Stones { count: n.into() }.text()
}
