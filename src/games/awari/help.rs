//! How to play Awari, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::{North, South};
use crate::i18n::msg;

/// Awari's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(&msg::RulesAwariIntro),
    HelpBlock::Heading(&msg::RulesAwariSowingHeading),
    HelpBlock::Paragraph(&msg::RulesAwariSowing),
    HelpBlock::Diagram(Diagram::TwoRow(TwoRowDiagram {
        south: [4, 4, 4, 0, 5, 5],
        north: [5, 4, 4, 4, 4, 4],
        stores: [1, 0],
        marks: &[
            (Pit::House(South, 4), Mark::Origin),
            (Pit::House(South, 5), Mark::Sown),
            (Pit::House(South, 6), Mark::Sown),
            (Pit::Store(South), Mark::Sown),
            (Pit::House(North, 1), Mark::Sown),
        ],
        caption: &msg::RulesAwariSowingCaption,
    })),
    HelpBlock::Heading(&msg::RulesAwariCaptureHeading),
    HelpBlock::List(&[&msg::RulesAwariAgain, &msg::RulesAwariCapture]),
    HelpBlock::Diagram(Diagram::TwoRow(TwoRowDiagram {
        south: [0, 1, 4, 4, 4, 4],
        north: [4, 4, 4, 4, 6, 4],
        stores: [3, 2],
        marks: &[
            (Pit::House(South, 1), Mark::Origin),
            (Pit::House(South, 2), Mark::Sown),
            (Pit::House(North, 5), Mark::Taken),
        ],
        caption: &msg::RulesAwariCaptureCaption,
    })),
    HelpBlock::Heading(&msg::RulesAwariEndHeading),
    HelpBlock::Paragraph(&msg::RulesAwariEnd),
    STONE_COLOURS,
];
