//! How to play Ayo, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::{North, South};
use crate::i18n::msg;

/// Ayo's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(&msg::RulesAyoIntro),
    HelpBlock::Heading(&msg::RulesAyoSowingHeading),
    HelpBlock::Paragraph(&msg::RulesAyoSowing),
    HelpBlock::Heading(&msg::RulesAyoCaptureHeading),
    HelpBlock::Paragraph(&msg::RulesAyoCapture),
    HelpBlock::Diagram(Diagram::TwoRow(TwoRowDiagram {
        south: [4, 4, 4, 4, 0, 5],
        north: [4, 3, 2, 4, 4, 4],
        stores: [0, 0],
        marks: &[
            (Pit::House(South, 5), Mark::Origin),
            (Pit::House(South, 6), Mark::Sown),
            (Pit::House(North, 1), Mark::Sown),
            (Pit::House(North, 2), Mark::Taken),
            (Pit::House(North, 3), Mark::Taken),
        ],
        caption: &msg::RulesAyoCaptureCaption,
    })),
    HelpBlock::Heading(&msg::RulesAyoGrandSlamHeading),
    HelpBlock::Paragraph(&msg::RulesAyoGrandSlam),
    HelpBlock::Heading(&msg::RulesAyoEndHeading),
    HelpBlock::Paragraph(&msg::RulesAyoEnd),
    STONE_COLOURS,
];
