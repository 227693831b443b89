//! The screen's words for the games with homes (the DOS program's Awari, Ayo and Oware):
//! what each move did, step by step, and each game's rules page, chosen by its rules.

use crate::games::help::{HelpBlock, RulesText};
use crate::games::Side;
use crate::i18n::msg;

use super::home_rules::HOME_WORDS;
use super::{
    stones, HomeGameRules, HomePosition, HomeRules, Pit, PitWords, SowReport, Step, TwoRowWords,
};

impl TwoRowWords for HomePosition {
    const WORDS: PitWords = HOME_WORDS;

    fn describe(report: &SowReport) -> String {
        describe(report)
    }

    fn steps(report: &SowReport) -> (Side, &[Step]) {
        (report.mover, &report.steps)
    }
}

impl RulesText for HomePosition {
    fn rules_text(rules: &HomeGameRules) -> &'static [HelpBlock] {
        rules.rules_text()
    }
}

/// What a move of a game with homes did, in a few sentences.
pub fn describe(report: &SowReport) -> String {
    let words = HOME_WORDS;
    let mover = words.player(report.mover);
    let player = mover.as_str();
    let Told {
        handful,
        skipped,
        relays,
        fours,
        captures,
        spared,
        endless,
        last,
    } = Told::of(report);
    let mut text = msg::HomesSowed {
        player,
        stones: &stones(handful),
        number: report.house.into(),
    }
    .text();
    if skipped {
        text.push_str(&msg::HomesSkipping.text());
    }
    text.push_str(&msg::HomesFullStop.text());
    if !relays.is_empty() {
        let from: Vec<String> = relays
            .iter()
            .map(|&(pit, seeds)| {
                msg::HomesRelayFrom {
                    pit: &words.pit_phrase(pit),
                    count: seeds.into(),
                }
                .text()
            })
            .collect();
        text.push_str(
            &msg::HomesRelays {
                count: relays.len() as i64,
                from: &from.join(&msg::HomesListThen.text()),
            }
            .text(),
        );
    }
    for (pit, taker) in &fours {
        text.push_str(
            &msg::HomesFour {
                player: &words.player(*taker),
                pit: &words.pit_phrase(*pit),
            }
            .text(),
        );
    }
    if !captures.is_empty() {
        let total: u32 = captures.iter().map(|&(_, s)| u32::from(s)).sum();
        let from: Vec<String> = captures
            .iter()
            .map(|&(pit, seeds)| {
                msg::HomesCaptureFrom {
                    count: seeds.into(),
                    pit: &words.pit_phrase(pit),
                }
                .text()
            })
            .collect();
        text.push_str(
            &msg::HomesCaptured {
                player,
                stones: &stones(total),
                from: &from.join(&msg::HomesListAnd.text()),
            }
            .text(),
        );
    }
    if spared {
        text.push_str(
            &msg::HomesGrandSlamSpared {
                player: &words.player(report.mover.opponent()),
            }
            .text(),
        );
    }
    if let Some(pit) = endless {
        text.push_str(
            &msg::HomesEndless {
                pit: &words.pit_phrase(pit),
            }
            .text(),
        );
    }
    if report.extra_turn {
        text.push_str(&msg::HomesExtraTurn { player }.text());
    } else if relays.is_empty() && fours.is_empty() && captures.is_empty() && !spared {
        if let Some(pit) = last {
            text.push_str(
                &msg::HomesLast {
                    pit: &words.pit_phrase(pit),
                }
                .text(),
            );
        }
    }
    text
}

/// What a sowing's steps tell, gathered in one pass for `describe`.
#[derive(Default)]
struct Told {
    /// Stones sown from the cup played, before any relay.
    handful: u32,
    /// The cup played was passed over on a lap (Ayo's sowings of 12 or more).
    skipped: bool,
    relays: Vec<(Pit, u8)>,
    fours: Vec<(Pit, Side)>,
    captures: Vec<(Pit, u8)>,
    spared: bool,
    endless: Option<Pit>,
    last: Option<Pit>,
}

impl Told {
    fn of(report: &SowReport) -> Told {
        let mut told = Told::default();
        for step in &report.steps {
            match *step {
                Step::Sow(pit) => {
                    if told.relays.is_empty() {
                        told.handful += 1;
                    }
                    told.last = Some(pit);
                }
                Step::Skip(_) => told.skipped = true,
                Step::Relay { pit, seeds } => told.relays.push((pit, seeds)),
                Step::Four { pit, taker } => told.fours.push((pit, taker)),
                Step::Capture { pit, seeds } => told.captures.push((pit, seeds)),
                Step::GrandSlamSpared => told.spared = true,
                Step::EndlessRelay(pit) => told.endless = Some(pit),
                // The pickup is the move itself; the end sweep is told with the final totals.
                Step::Pickup { .. } | Step::EndSweep { .. } => {}
            }
        }
        told
    }
}
