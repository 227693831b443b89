//! Kalah's words on the two-row screen: Red and Green, trays and Mancalas, what each move
//! did, and how to play.

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::kalah::{colour_name, KalahPosition, KalahReport, KalahRules, Landing};
use crate::games::two_row::{HouseMove, Pit, Step};
use crate::games::{BySide, Position, Side};
use crate::ui::rules::RulesHelp;
use crate::ui::screen::state::{ScreenGame, Tally};
use crate::ui::two_row::{self, Highlights, TwoRowGame, Words};

impl ScreenGame for KalahPosition {
    const ANIMATED: bool = true;

    fn player_name(side: Side) -> &'static str {
        colour_name(side)
    }

    fn move_name(&self, m: HouseMove) -> String {
        tray_name(Pit::House(self.to_move(), m.0))
    }

    fn tally(report: &KalahReport) -> Tally {
        two_row::tally::<Self>(report)
    }

    fn presets() -> Vec<(&'static str, KalahRules)> {
        vec![
            ("TopAccolades default", KalahRules::default()),
            ("Tournament, 4 stones", KalahRules::tournament(4)),
            ("Tournament, 5 stones", KalahRules::tournament(5)),
        ]
    }
}

impl RulesHelp for KalahPosition {
    fn rules_help(_: &KalahRules) -> Html {
        rules_help()
    }
}

impl TwoRowGame for KalahPosition {
    fn words() -> Words {
        Words {
            players: BySide::new_with(colour_name),
            store: "Mancala",
            house: "tray",
        }
    }

    fn describe(report: &KalahReport) -> String {
        describe(report)
    }

    fn steps(report: &KalahReport) -> (Side, &[Step]) {
        (report.mover, &report.steps)
    }

    fn highlights(report: &KalahReport) -> Highlights {
        let captured = match report.landing {
            Landing::Capture {
                house, opposite, ..
            } => vec![house, opposite],
            _ => Vec::new(),
        };
        Highlights {
            origin: Some(Pit::House(report.mover, report.house)),
            sown: report.sown(),
            captured,
        }
    }
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn tray_name(pit: Pit) -> String {
    match pit {
        Pit::House(side, n) => format!("{}'s tray {n}", colour_name(side)),
        Pit::Store(side) => format!("{}'s Mancala", colour_name(side)),
    }
}

fn empty_tray_name(pit: Pit) -> String {
    match pit {
        Pit::House(side, n) => format!("{}'s empty tray {n}", colour_name(side)),
        Pit::Store(_) => tray_name(pit),
    }
}

/// What a Kalah move did, in a sentence or two.
pub fn describe(report: &KalahReport) -> String {
    let mover = colour_name(report.mover);
    let sowed = format!(
        "{mover} sowed {} from tray {}",
        plural(report.seeds(), "stone"),
        report.house
    );
    match report.landing {
        Landing::OwnStore if report.ended() => {
            format!("{sowed}; the last one fell in {mover}'s Mancala.")
        }
        Landing::OwnStore => {
            format!("{sowed}; the last one fell in {mover}'s Mancala, so {mover} moves again.")
        }
        Landing::Capture {
            house,
            from_opposite: 0,
            ..
        } => format!(
            "{sowed}; the last one fell in {} and went to {mover}'s Mancala \
             (the tray opposite was empty).",
            empty_tray_name(house)
        ),
        Landing::Capture {
            house,
            from_opposite,
            ..
        } => format!(
            "{sowed}; the last one fell in {}: {mover} captures {} \
             ({} from the tray opposite).",
            empty_tray_name(house),
            plural(usize::from(from_opposite) + 1, "stone"),
            from_opposite
        ),
        Landing::EmptyHouseKept(house) => format!(
            "{sowed}; the last one fell in {}, but the tray opposite is empty, so it \
             stays there.",
            empty_tray_name(house)
        ),
        Landing::Elsewhere(pit) => format!("{sowed}; the last one fell in {}.", tray_name(pit)),
    }
}

/// How to play Kalah, for its rules page.
fn rules_help() -> Html {
    html! {
        <>
            <p>
                { "Two players, Red and Green, sit on either side of the board. Each owns \
                   the row of small trays nearest to them and the big tray, the Mancala, on \
                   their right. Every small tray starts with the same number of stones \
                   (four unless the options say otherwise)." }
            </p>
            <figure class="diagram">
                <svg viewBox="0 0 420 150" role="img"
                     aria-label="Red sows four stones from tray 3: one each into trays 4, 5, 6 and the Mancala">
                    <rect x="0" y="0" width="420" height="150" rx="24" class="d-frame"/>
                    <rect x="10" y="12" width="42" height="126" rx="16" class="d-tray north"/>
                    <rect x="368" y="12" width="42" height="126" rx="16" class="d-tray south"/>
                    { for (0..6).map(|i| {
                        let x = 62 + i * 51;
                        html! {
                            <>
                            <rect x={x.to_string()} y="12" width="44" height="58" rx="14" class="d-tray north"/>
                            <rect x={x.to_string()} y="80" width="44" height="58" rx="14"
                                  class={class_list(&["d-tray", "south", class_if(i >= 3, "d-sown"), class_if(i == 2, "d-origin")])}/>
                            </>
                        }
                    }) }
                    <path d="M 186 130 C 230 150, 320 150, 385 120" class="d-arrow"/>
                    <text x="184" y="115" class="d-label" text-anchor="middle">{ "3" }</text>
                </svg>
                <figcaption>
                    { "Red picks up the 4 stones of tray 3 and drops one into each following \
                       tray, going anticlockwise: trays 4, 5 and 6 and then Red's own \
                       Mancala. The last stone fell in the Mancala, so Red moves again." }
                </figcaption>
            </figure>
            <h2>{ "A move" }</h2>
            <p>
                { "On your turn, tap one of your own trays that holds stones. Its stones are \
                   sown one by one into the following trays, anticlockwise, including your \
                   own Mancala but never your opponent's, which is skipped. A big handful can \
                   go all the way round and drop a stone back into the tray it came from." }
            </p>
            <h2>{ "Where the last stone lands" }</h2>
            <ul>
                <li>{ "In your own Mancala: you move again." }</li>
                <li>
                    { "In one of your own trays that was empty: that stone and all the stones \
                       in the opposite tray go to your Mancala (option 1 can require stones \
                       opposite for this to happen)." }
                </li>
                <li>{ "Anywhere else: it is your opponent's turn." }</li>
            </ul>
            <h2>{ "The end" }</h2>
            <p>
                { "The game ends when all the small trays of one player are empty (option 2 \
                   can make it wait until the player to move has none), or at once when a \
                   Mancala holds more than half of all the stones. Each player then counts \
                   their Mancala plus the stones left in their own trays (option 3 can give \
                   those stones to the opponent or to nobody). The higher total wins." }
            </p>
            <h2>{ "Options" }</h2>
            <p>
                { "More opens the options: the three rules above, who starts, stones per \
                   tray (the tournament game uses 4 or 5) and trays per side. Changes \
                   apply when you press New." }
            </p>
            <p class="hint">
                { "When a tray is crowded, a yellow stone stands for 2 stones and a black one \
                   for 3; the number beside each tray always gives the exact count." }
            </p>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::two_row::HouseMove;
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
        let highlights = KalahPosition::highlights(&report);
        assert_eq!(highlights.origin, Some(Pit::House(Side::South, 6)));
        assert_eq!(highlights.sown.len(), 5);
    }

    #[test]
    fn the_end_names_the_winner_and_both_totals() {
        let game = Game::<KalahPosition>::replay(
            KalahRules::from_pairs([("houses", "3"), ("seeds", "1")]).unwrap(),
            &["3", "2", "3", "2"],
        )
        .unwrap();
        let text = KalahPosition::words().end_text(game.position().outcome().unwrap());
        assert_eq!(
            text,
            "Game over: all of Green's trays are empty. A draw, 3 each."
        );
    }
}
