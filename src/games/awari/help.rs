//! How to play Awari, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::{North, South};

/// Awari's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(
        "Player 1 sits at the bottom and owns the six cups of the near row and \
         the home on the right; Player 2 owns the far row and the home on the \
         left. Every cup starts with four stones, and Player 1 begins.",
    ),
    HelpBlock::Heading("Sowing"),
    HelpBlock::Paragraph(
        "Tap one of your cups that holds stones. They are dropped one at a time \
         into the following cups, anticlockwise, and in Awari the homes are on \
         the way: a stone dropped in a home stays there and counts for that \
         home's owner, even if it is your opponent's.",
    ),
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
        caption: "Player 1 sows the 4 stones of cup 4: one each into cups 5 and 6, one into \
                  the home and one into Player 2's first cup.",
    })),
    HelpBlock::Heading("Going again and capturing"),
    HelpBlock::List(&[
        "If your last stone lands in your own home, you move again, as often \
         as it happens.",
        "If your last stone lands in an empty cup, on either side, and the cup \
         opposite holds stones, you take those stones and your last stone \
         into your home. If the cup opposite is empty, nothing is taken.",
    ]),
    HelpBlock::Diagram(Diagram::TwoRow(TwoRowDiagram {
        south: [0, 1, 4, 4, 4, 4],
        north: [4, 4, 4, 4, 6, 4],
        stores: [3, 2],
        marks: &[
            (Pit::House(South, 1), Mark::Origin),
            (Pit::House(South, 2), Mark::Sown),
            (Pit::House(North, 5), Mark::Taken),
        ],
        caption: "Player 1's single stone from cup 1 lands in empty cup 2. Opposite it, \
                  Player 2's cup 5 holds 6 stones: those 6 and the stone that landed go to \
                  Player 1's home.",
    })),
    HelpBlock::Heading("The end"),
    HelpBlock::Paragraph(
        "The game ends as soon as a home holds more than 24 stones: that player \
         wins. It also ends when the player to move has no stones to sow (the \
         stones still on the board go to the player who moved last), or when the \
         same position comes up for the third time (each player then takes the \
         stones on their own side). The bigger total wins.",
    ),
    STONE_COLOURS,
];
