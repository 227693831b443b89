//! The screen's words for the games with homes (the DOS program's Awari, Ayo and Oware):
//! what each move did, step by step, and each game's rules page, chosen by its rules.

use crate::games::help::{HelpBlock, RulesText};
use crate::games::Side;

use super::home_rules::HOME_WORDS;
use super::{
    stones, HomeGameRules, HomePosition, HomeRules, PitWords, SowReport, Step, TwoRowWords,
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
    let mut handful = 0;
    let mut skipped = false;
    let mut relays = Vec::new();
    let mut fours = Vec::new();
    let mut captures = Vec::new();
    let mut spared = false;
    let mut endless = None;
    let mut last = None;
    for step in &report.steps {
        match *step {
            Step::Sow(pit) => {
                if relays.is_empty() {
                    handful += 1;
                }
                last = Some(pit);
            }
            Step::Skip(_) => skipped = true,
            Step::Relay { pit, seeds } => relays.push((pit, seeds)),
            Step::Four { pit, taker } => fours.push((pit, taker)),
            Step::Capture { pit, seeds } => captures.push((pit, seeds)),
            Step::GrandSlamSpared => spared = true,
            Step::EndlessRelay(pit) => endless = Some(pit),
            // The pickup is the move itself; the end sweep is told with the final totals.
            Step::Pickup { .. } | Step::EndSweep { .. } => {}
        }
    }
    let mut text = format!(
        "{mover} sowed {} from cup {}",
        stones(handful),
        report.house
    );
    if skipped {
        text.push_str(", skipping that cup each time round");
    }
    text.push('.');
    if !relays.is_empty() {
        let from: Vec<String> = relays
            .iter()
            .map(|&(pit, seeds)| format!("{} ({seeds})", words.pit_phrase(pit)))
            .collect();
        let laps = if relays.len() == 1 { "lap" } else { "laps" };
        text.push_str(&format!(
            " The sowing went on for {} more {laps}, from {}.",
            relays.len(),
            from.join(", then ")
        ));
    }
    for (pit, taker) in &fours {
        text.push_str(&format!(
            " {} took the 4 stones of {}.",
            words.player(*taker),
            words.pit_phrase(*pit)
        ));
    }
    if !captures.is_empty() {
        let total: u32 = captures.iter().map(|&(_, s)| u32::from(s)).sum();
        let from: Vec<String> = captures
            .iter()
            .map(|&(pit, seeds)| format!("{seeds} from {}", words.pit_phrase(pit)))
            .collect();
        text.push_str(&format!(
            " {mover} captured {} ({}).",
            stones(total),
            from.join(", ")
        ));
    }
    if spared {
        text.push_str(&format!(
            " That would take every stone on {}'s side (a grand slam), so nothing is \
             captured.",
            words.player(report.mover.opponent())
        ));
    }
    if let Some(pit) = endless {
        text.push_str(&format!(
            " The relay would have gone round for ever, so it stopped at {}.",
            words.pit_phrase(pit)
        ));
    }
    if report.extra_turn {
        text.push_str(&format!(
            " The last stone fell in {mover}'s home, so {mover} moves again."
        ));
    } else if relays.is_empty() && fours.is_empty() && captures.is_empty() && !spared {
        if let Some(pit) = last {
            text.push_str(&format!(
                " The last stone fell in {}.",
                words.pit_phrase(pit)
            ));
        }
    }
    text
}
