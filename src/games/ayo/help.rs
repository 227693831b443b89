//! How to play Ayo, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::{North, South};

/// Ayo's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(
        "Player 1 owns the near row of six cups and the home on the right, \
         Player 2 the far row and the home on the left. Every cup starts with \
         four stones and Player 1 begins. The homes only hold what you capture: \
         sowing never drops a stone into them.",
    ),
    HelpBlock::Heading("Sowing"),
    HelpBlock::Paragraph(
        "Tap one of your cups with stones: they are dropped one by one into the \
         following cups, anticlockwise. A handful of 12 or more goes all the way \
         round, and passes over the cup it came from each time.",
    ),
    HelpBlock::Heading("Capturing"),
    HelpBlock::Paragraph(
        "If your last stone lands in one of your opponent's cups and makes it 2 \
         or 3, you capture that cup. Then look at the cup before it: if it is \
         also your opponent's and holds 2 or 3, you capture it too, and so on \
         backwards until a cup breaks the chain.",
    ),
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
        caption: "Player 1 sows 4 stones from cup 5. The last lands in Player 2's cup 3 \
                  making 2: captured. Cup 2 before it now holds 3: captured too. Cup 1 \
                  holds 4, which ends the chain: 5 stones in all.",
    })),
    HelpBlock::Heading("Grand slam and feeding"),
    HelpBlock::Paragraph(
        "A capture that would empty your opponent's whole side is a grand slam. \
         By default it may be played but captures nothing; the options can let \
         it capture, or forbid it while you have another move. And when your \
         opponent has no stones at all, you must give them some if any move \
         can (this too is an option). If no move can, the game ends and you \
         take the stones left on the board.",
    ),
    HelpBlock::Heading("The end"),
    HelpBlock::Paragraph(
        "A player with more than 24 stones in their home wins at once. The game \
         also ends when the player to move cannot move (the stones left go to \
         the player who moved last) or when a position comes up for the third \
         time (each takes the stones on their own side). The bigger total wins.",
    ),
    STONE_COLOURS,
];
