//! How to play Kalah, in our own words: the source of its rules page (see
//! [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, Mark, RulesText, TwoRowDiagram, STONE_COLOURS};
use crate::games::two_row::Pit;
use crate::games::Side::South;

use super::{KalahPosition, KalahRules};

/// Kalah's rules page.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(
        "Two players, Red and Green, sit on either side of the board. Each owns \
         the row of small trays nearest to them and the big tray, the Mancala, on \
         their right. Every small tray starts with the same number of stones \
         (four unless the options say otherwise).",
    ),
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
        caption: "Red picks up the 4 stones of tray 3 and drops one into each following \
                  tray, going anticlockwise: trays 4, 5 and 6 and then Red's own \
                  Mancala. The last stone fell in the Mancala, so Red moves again.",
    })),
    HelpBlock::Heading("A move"),
    HelpBlock::Paragraph(
        "On your turn, tap one of your own trays that holds stones. Its stones are \
         sown one by one into the following trays, anticlockwise, including your \
         own Mancala but never your opponent's, which is skipped. A big handful can \
         go all the way round and drop a stone back into the tray it came from.",
    ),
    HelpBlock::Heading("Where the last stone lands"),
    HelpBlock::List(&[
        "In your own Mancala: you move again.",
        "In one of your own trays that was empty: that stone and all the stones \
         in the opposite tray go to your Mancala (the option Transfer last drop in \
         empty can require stones opposite for this to happen).",
        "Anywhere else: it is your opponent's turn.",
    ]),
    HelpBlock::Heading("The end"),
    HelpBlock::Paragraph(
        "The game ends when all the small trays of one player are empty (the option \
         End of game can make it wait until the player to move has none), or at once \
         when a Mancala holds more than half of all the stones. Each player then \
         counts their Mancala plus the stones left in their own trays (the option \
         Remaining stones taken by can give those stones to the opponent or to \
         nobody). The higher total wins.",
    ),
    HelpBlock::Heading("Options"),
    HelpBlock::Paragraph(
        "More opens the options, each explained where it is chosen: the three rules \
         above, who starts, stones per tray (the 605.452 tournament plays 4 or 5) \
         and trays per side, and the presets As the TopAccolades app and 605.452 \
         tournament, 5 stones. Changes apply when you press New.",
    ),
    STONE_COLOURS,
];

impl RulesText for KalahPosition {
    fn rules_text(_: &KalahRules) -> &'static [HelpBlock] {
        RULES_TEXT
    }
}
