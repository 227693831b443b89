//! How to play Calcala, in our own words, with diagrams of wrap, bounce and capture: the
//! source of its rules page (see [`crate::games::help`]).

use crate::games::help::{Diagram, GridDiagram, HelpBlock, RulesText, STONE_COLOURS};
use crate::i18n::msg;

use super::{CalcalaPosition, CalcalaRules};

/// Calcala's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(&msg::RulesCalcalaIntro),
    HelpBlock::Heading(&msg::RulesCalcalaMoveHeading),
    HelpBlock::Paragraph(&msg::RulesCalcalaMove),
    HelpBlock::List(&[
        &msg::RulesCalcalaEdgeStraight,
        &msg::RulesCalcalaEdgeDiagonal,
    ]),
    HelpBlock::Diagram(Diagram::Grid(GridDiagram {
        path: &["D2", "E2", "F2", "A2", "B2"],
        origin: "C2",
        taken: None,
        caption: &msg::RulesCalcalaWrapCaption,
    })),
    HelpBlock::Diagram(Diagram::Grid(GridDiagram {
        path: &["E6", "F5", "E4"],
        origin: "D5",
        taken: None,
        caption: &msg::RulesCalcalaBounceCaption,
    })),
    HelpBlock::Heading(&msg::RulesCalcalaLastStoneHeading),
    HelpBlock::List(&[
        &msg::RulesCalcalaLastStoneFull,
        &msg::RulesCalcalaLastStoneEmpty,
    ]),
    HelpBlock::Diagram(Diagram::Grid(GridDiagram {
        path: &["C4", "D4"],
        origin: "B4",
        taken: Some("E4"),
        caption: &msg::RulesCalcalaCaptureCaption,
    })),
    HelpBlock::Paragraph(&msg::RulesCalcalaRelayForever),
    HelpBlock::Heading(&msg::RulesCalcalaEndHeading),
    HelpBlock::Paragraph(&msg::RulesCalcalaEnd),
    HelpBlock::Heading(&msg::RulesCalcalaOptionsHeading),
    HelpBlock::Paragraph(&msg::RulesCalcalaOptions),
    STONE_COLOURS,
];

impl RulesText for CalcalaPosition {
    fn rules_text(_: &CalcalaRules) -> &'static [HelpBlock] {
        RULES_TEXT
    }
}
