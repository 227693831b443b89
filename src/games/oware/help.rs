//! How to play Oware, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::{North, South};
use crate::i18n::msg;

/// Oware's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(&msg::RulesOwareIntro),
    HelpBlock::Heading(&msg::RulesOwareRelayHeading),
    HelpBlock::Paragraph(&msg::RulesOwareRelay),
    HelpBlock::List(&[
        &msg::RulesOwareRelayEmpty,
        &msg::RulesOwareRelayFour,
        &msg::RulesOwareRelayOther,
    ]),
    HelpBlock::Diagram(Diagram::TwoRow(TwoRowDiagram {
        south: [4, 4, 4, 4, 4, 0],
        north: [1, 1, 0, 1, 1, 1],
        stores: [0, 0],
        marks: &[
            (Pit::House(South, 6), Mark::Origin),
            (Pit::House(North, 1), Mark::Sown),
            (Pit::House(North, 2), Mark::Sown),
            (Pit::House(North, 3), Mark::Taken),
            (Pit::House(North, 4), Mark::Sown),
            (Pit::House(North, 5), Mark::Sown),
            (Pit::House(North, 6), Mark::Sown),
        ],
        caption: &msg::RulesOwareRelayCaption,
    })),
    HelpBlock::Heading(&msg::RulesOwareFoursHeading),
    HelpBlock::Paragraph(&msg::RulesOwareFours),
    HelpBlock::Heading(&msg::RulesOwareEndHeading),
    HelpBlock::Paragraph(&msg::RulesOwareEnd),
    STONE_COLOURS,
];
