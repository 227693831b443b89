//! The screen's words for the DOS program's games (Awari, Ayo, Oware): Player 1 and
//! Player 2, cups and homes, and what each move did, step by step.

use yew::Html;

use crate::games::two_row::home_rules::player_name;
use crate::games::two_row::{
    HomeGameRules, HomePosition, HomeRules, HouseMove, Pit, SowReport, Step,
};
use crate::games::Position;
use crate::games::{BySide, Side};

use super::{Highlights, TwoRowGame, Words};
use crate::ui::rules::RulesHelp;
use crate::ui::screen::state::{ScreenGame, Tally};

/// What each game with homes adds to the shared words: its rules page.
pub trait HomeGameHelp: HomeRules + 'static {
    /// How to play, for the rules page.
    fn rules_help(&self) -> Html;
}

fn cup_name(pit: Pit) -> String {
    match pit {
        Pit::House(side, n) => format!("{}'s cup {n}", player_name(side)),
        Pit::Store(side) => format!("{}'s home", player_name(side)),
    }
}

fn stones(n: u32) -> String {
    if n == 1 {
        "1 stone".to_owned()
    } else {
        format!("{n} stones")
    }
}

/// What a move of a game with homes did, in a few sentences.
pub fn describe(report: &SowReport) -> String {
    let mover = player_name(report.mover);
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
            .map(|&(pit, seeds)| format!("{} ({seeds})", cup_name(pit)))
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
            player_name(*taker),
            cup_name(*pit)
        ));
    }
    if !captures.is_empty() {
        let total: u32 = captures.iter().map(|&(_, s)| u32::from(s)).sum();
        let from: Vec<String> = captures
            .iter()
            .map(|&(pit, seeds)| format!("{seeds} from {}", cup_name(pit)))
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
            player_name(report.mover.opponent())
        ));
    }
    if let Some(pit) = endless {
        text.push_str(&format!(
            " The relay would have gone round for ever, so it stopped at {}.",
            cup_name(pit)
        ));
    }
    if report.extra_turn {
        text.push_str(&format!(
            " The last stone fell in {mover}'s home, so {mover} moves again."
        ));
    } else if relays.is_empty() && fours.is_empty() && captures.is_empty() && !spared {
        if let Some(pit) = last {
            text.push_str(&format!(" The last stone fell in {}.", cup_name(pit)));
        }
    }
    text
}

/// The pits a move of a game with homes touched.
pub fn highlights(report: &SowReport) -> Highlights {
    let mut sown = Vec::new();
    let mut captured = Vec::new();
    for step in &report.steps {
        match *step {
            Step::Sow(pit) if !sown.contains(&pit) => sown.push(pit),
            Step::Four { pit, .. } | Step::Capture { pit, .. } if !captured.contains(&pit) => {
                captured.push(pit)
            }
            _ => {}
        }
    }
    Highlights {
        origin: Some(Pit::House(report.mover, report.house)),
        sown,
        captured,
    }
}

impl ScreenGame for HomePosition {
    const ANIMATED: bool = true;

    fn player_name(side: Side) -> &'static str {
        player_name(side)
    }

    fn move_name(&self, m: HouseMove) -> String {
        cup_name(Pit::House(self.to_move(), m.0))
    }

    fn tally(report: &SowReport) -> Tally {
        super::tally::<Self>(report)
    }
}

impl RulesHelp for HomePosition {
    fn rules_help(rules: &HomeGameRules) -> Html {
        match rules {
            HomeGameRules::Awari(rules) => rules.rules_help(),
            HomeGameRules::Ayo(rules) => rules.rules_help(),
            HomeGameRules::Oware(rules) => rules.rules_help(),
        }
    }
}

impl TwoRowGame for HomePosition {
    fn words() -> Words {
        Words {
            players: BySide::new_with(player_name),
            store: "home",
            house: "cup",
        }
    }

    fn describe(report: &SowReport) -> String {
        describe(report)
    }

    fn steps(report: &SowReport) -> (Side, &[Step]) {
        (report.mover, &report.steps)
    }

    fn highlights(report: &SowReport) -> Highlights {
        highlights(report)
    }
}
