//! How to play Oware, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::{North, South};

/// Oware's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(
        "Player 1 owns the near row of six cups and the home on the right, \
         Player 2 the far row and the home on the left. Every cup starts with \
         four stones and Player 1 begins. Sowing goes round the cups only; the \
         homes collect the stones that are taken.",
    ),
    HelpBlock::Heading("Relay sowing"),
    HelpBlock::Paragraph(
        "Tap one of your cups with stones and they are sown one by one, \
         anticlockwise. Where the last stone lands decides what happens next:",
    ),
    HelpBlock::List(&[
        "in an empty cup: your move ends;",
        "in a cup it makes 4: you take those 4 stones and your move ends;",
        "in any other cup: you pick up all its stones and sow on from the \
         next cup, a new lap.",
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
        caption: "Player 1 sows 3 stones from cup 6. The last one makes Player 2's cup 3 \
                  hold 3, so those 3 are picked up and sown on into cups 4, 5 and 6; the \
                  last lands in an empty cup and the move ends.",
    })),
    HelpBlock::Heading("Fours"),
    HelpBlock::Paragraph(
        "Whenever a stone you drop along the way makes a cup hold exactly 4, \
         those 4 stones go at once to the home of the player on whose side the \
         cup is — sometimes your opponent — and you carry on sowing. If a relay \
         would go round for ever, the move stops where it starts repeating.",
    ),
    HelpBlock::Heading("The end"),
    HelpBlock::Paragraph(
        "A player with more than 24 stones in their home wins at once. The game \
         also ends when the player to move has no stones (the stones left go to \
         the player who moved last) or when a position comes up for the third \
         time (each takes the stones on their own side). The bigger total wins.",
    ),
    STONE_COLOURS,
];
