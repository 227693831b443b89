//! How to play Calcala, in our own words, with diagrams of wrap, bounce and capture: the
//! source of its rules page (see [`crate::games::help`]).

use crate::games::help::{Diagram, GridDiagram, HelpBlock, RulesText, STONE_COLOURS};

use super::{CalcalaPosition, CalcalaRules};

/// Calcala's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(
        "Calcala is played by 2, 3 or 4 players on a board of 36 pits, 6 by 6. Nobody \
         owns a pit: on your turn you may take the stones of any pit that has some. \
         Players move in turn, Player 1, Player 2, and so on; each keeps a pile of the \
         stones they capture.",
    ),
    HelpBlock::Heading("A move"),
    HelpBlock::Paragraph(
        "Tap a pit, then one of the arrows around it. Its stones are sown one at a \
         time, one per pit, in the arrow's direction. On the first step you may not \
         leave the board, so a pit on the edge offers 5 arrows and a corner 3; after \
         that the board's edges bend the sowing:",
    ),
    HelpBlock::List(&[
        "Going straight up, down, left or right, the sowing leaves one edge and \
         comes back on the opposite one.",
        "Going diagonally into a side, it bounces off at a right angle and keeps \
         its new direction. Going diagonally out of a corner, it comes back at \
         the opposite corner.",
    ]),
    HelpBlock::Diagram(Diagram::Grid(GridDiagram {
        path: &["D2", "E2", "F2", "A2", "B2"],
        origin: "C2",
        taken: None,
        caption: "Wrap: 5 stones from C2 sown east go D2, E2, F2 and round to A2 and B2.",
    })),
    HelpBlock::Diagram(Diagram::Grid(GridDiagram {
        path: &["E6", "F5", "E4"],
        origin: "D5",
        taken: None,
        caption: "Bounce: 3 stones from D5 sown south-east go E6, then bounce off the bottom to \
                  F5, off the right side to E4, and carry on north-west.",
    })),
    HelpBlock::Heading("Where the last stone falls"),
    HelpBlock::List(&[
        "In a pit that already held stones: pick them all up and sow on from there \
         in the same direction (a new lap).",
        "In an empty pit: you capture every stone in the next pit along the way, \
         and your turn ends.",
    ]),
    HelpBlock::Diagram(Diagram::Grid(GridDiagram {
        path: &["C4", "D4"],
        origin: "B4",
        taken: Some("E4"),
        caption: "Capture: 2 stones from B4 sown east; the last falls in empty D4, so the stones \
                  of the next pit, E4, are captured.",
    })),
    HelpBlock::Paragraph(
        "If a relay would go round and round for ever, it stops where it starts to \
         repeat, with no capture.",
    ),
    HelpBlock::Heading("The end"),
    HelpBlock::Paragraph(
        "The game ends when 6 or fewer stones are left on the board, or when the same \
         position comes up for the third time. Stones left on the board count for \
         nobody: whoever has captured most wins, and players tied for the most share \
         the win.",
    ),
    HelpBlock::Heading("Options"),
    HelpBlock::Paragraph(
        "More sets the number of players, who starts, and the set-up: 2 stones in \
         every pit (standard), 1 (short), 3 (long), or 3 or 2 in every other pit \
         (Double Dutch and Half Dutch).",
    ),
    STONE_COLOURS,
];

impl RulesText for CalcalaPosition {
    fn rules_text(_: &CalcalaRules) -> &'static [HelpBlock] {
        RULES_TEXT
    }
}
