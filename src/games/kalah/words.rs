//! Kalah's words on the screen: Red and Green, trays and Mancalas, the presets, and what
//! each move did, in a sentence.

use crate::games::two_row::{stones, Pit, PitWords, Step, TwoRowWords};
use crate::games::{Preset, Side};
use crate::i18n::msg;

use super::pit_words::WORDS;
use super::{KalahPosition, KalahReport, KalahRules, Landing};

impl TwoRowWords for KalahPosition {
    const WORDS: PitWords = WORDS;

    fn describe(report: &KalahReport) -> String {
        describe(report)
    }

    fn steps(report: &KalahReport) -> (Side, &[Step]) {
        (report.mover, &report.steps)
    }

    fn presets() -> Vec<Preset<KalahRules>> {
        presets()
    }
}

/// Kalah's named rule sets. The 605.452 tournament's game of 4 stones is the TopAccolades
/// app's game, so one preset names both (two presets of equal rules would both show as
/// chosen).
pub fn presets() -> Vec<Preset<KalahRules>> {
    vec![
        Preset {
            name: msg::OptionKalahPresetApp.text(),
            explanation: msg::OptionKalahPresetAppExplained.text(),
            rules: KalahRules::default(),
        },
        Preset {
            name: msg::OptionKalahPresetTournament.text(),
            explanation: msg::OptionKalahPresetTournamentExplained.text(),
            rules: KalahRules::tournament(5),
        },
    ]
}

/// A house named with the word that it was empty: `Red's empty tray 3`.
fn empty_tray_phrase(pit: Pit) -> String {
    match pit {
        Pit::House(side, n) => msg::KalahEmptyTray {
            player: &WORDS.player(side),
            number: n.into(),
        }
        .text(),
        Pit::Store(_) => WORDS.pit_phrase(pit),
    }
}

/// What a Kalah move did, in a sentence or two.
pub fn describe(report: &KalahReport) -> String {
    let mover = WORDS.player(report.mover);
    let player = mover.as_str();
    let sowed = msg::KalahSowed {
        player,
        stones: &stones(report.seeds() as u32),
        number: report.house.into(),
    }
    .text();
    let sowed = sowed.as_str();
    match report.landing {
        Landing::OwnStore if report.ended() => msg::KalahIntoStoreEnd { sowed, player }.text(),
        Landing::OwnStore => msg::KalahIntoStore { sowed, player }.text(),
        Landing::Capture {
            house,
            from_opposite: 0,
            ..
        } => msg::KalahLoneCapture {
            sowed,
            pit: &empty_tray_phrase(house),
            player,
        }
        .text(),
        Landing::Capture {
            house,
            from_opposite,
            ..
        } => msg::KalahCapture {
            sowed,
            pit: &empty_tray_phrase(house),
            player,
            stones: &stones(u32::from(from_opposite) + 1),
            opposite: from_opposite.into(),
        }
        .text(),
        Landing::EmptyHouseKept(house) => msg::KalahEmptyKept {
            sowed,
            pit: &empty_tray_phrase(house),
        }
        .text(),
        Landing::Elsewhere(pit) => msg::KalahElsewhere {
            sowed,
            pit: &WORDS.pit_phrase(pit),
        }
        .text(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::two_row::{HouseMove, TouchedPits};
    use crate::games::{Game, Position, RuleOptions};

    #[test]
    fn the_status_says_what_each_landing_did() {
        let mut game = Game::<KalahPosition>::new(KalahRules::default());
        let report = game.play(HouseMove(3)).unwrap().clone();
        assert_eq!(
            describe(&report),
            "Red sowed 4 stones from tray 3; the last one fell in Red's Mancala, so Red \
             moves again."
        );
        let report = game.play(HouseMove(6)).unwrap().clone();
        assert!(describe(&report).ends_with("the last one fell in Green's tray 4."));
        let touched = TouchedPits::of(&report.steps);
        assert_eq!(touched.origin, Some(Pit::House(Side::South, 6)));
        assert_eq!(touched.sown.len(), 5);
    }

    /// The presets have distinct rules, so the rules chosen are at most one of them (the
    /// options page shows a preset chosen when its rules are the ones chosen), and each says
    /// where it comes from.
    #[test]
    fn one_preset_at_most_is_the_rules_chosen() {
        let presets = presets();
        for preset in &presets {
            let chosen = presets.iter().filter(|p| p.rules == preset.rules).count();
            assert_eq!(chosen, 1, "{}", preset.name);
            assert!(!preset.name.contains("default"), "{}", preset.name);
            assert!(preset.explanation.ends_with('.'), "{}", preset.name);
        }
        assert_eq!(presets[0].rules, KalahRules::default());
        assert_eq!(presets[0].rules, KalahRules::tournament(4));
        assert!(presets.iter().any(|p| p.rules == KalahRules::tournament(5)));
    }

    #[test]
    fn the_end_names_the_winner_and_both_totals() {
        let game = Game::<KalahPosition>::replay(
            KalahRules::from_pairs([("houses", "3"), ("seeds", "1")]).unwrap(),
            &["3", "2", "3", "2"],
        )
        .unwrap();
        let text = WORDS.end_text(game.position().outcome().unwrap());
        assert_eq!(
            text,
            "Game over: all of Green's trays are empty. A draw, 3 each."
        );
    }
}
