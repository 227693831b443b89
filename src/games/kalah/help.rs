//! How to play Kalah, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, RulesText, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::South;
use crate::i18n::msg;

use super::{KalahPosition, KalahRules};

/// Kalah's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(&msg::RulesKalahIntro),
    HelpBlock::Diagram(Diagram::TwoRow(TwoRowDiagram {
        south: [4, 4, 0, 5, 5, 5],
        north: [4, 4, 4, 4, 4, 4],
        stores: [1, 0],
        marks: &[
            (Pit::House(South, 3), Mark::Origin),
            (Pit::House(South, 4), Mark::Sown),
            (Pit::House(South, 5), Mark::Sown),
            (Pit::House(South, 6), Mark::Sown),
            (Pit::Store(South), Mark::Sown),
        ],
        caption: &msg::RulesKalahSowingCaption,
    })),
    HelpBlock::Heading(&msg::RulesKalahMoveHeading),
    HelpBlock::Paragraph(&msg::RulesKalahMove),
    HelpBlock::Heading(&msg::RulesKalahLastStoneHeading),
    HelpBlock::List(&[
        &msg::RulesKalahLastStoneStore,
        &msg::RulesKalahLastStoneEmptyTray,
        &msg::RulesKalahLastStoneElsewhere,
    ]),
    HelpBlock::Heading(&msg::RulesKalahEndHeading),
    HelpBlock::Paragraph(&msg::RulesKalahEnd),
    HelpBlock::Heading(&msg::RulesKalahOptionsHeading),
    HelpBlock::Paragraph(&msg::RulesKalahOptions),
    STONE_COLOURS,
];

impl RulesText for KalahPosition {
    fn rules_text(_: &KalahRules) -> &'static [HelpBlock] {
        RULES_TEXT
    }
}
