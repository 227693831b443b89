//! How to play Roocala, in our own words, on both boards: the source of its one rules page
//! (see [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, RulesText, SquareDiagram};
use crate::games::GameId;
use crate::games::Side::{North, South};

use super::{BoardKind, RoocalaPosition};

/// The square board's checkers at the start: two on each of the 20 edge cells.
const START_CHECKERS: &[(&str, u8)] = &[
    ("a1", 2),
    ("b1", 2),
    ("c1", 2),
    ("d1", 2),
    ("e1", 2),
    ("f1", 2),
    ("f2", 2),
    ("f3", 2),
    ("f4", 2),
    ("f5", 2),
    ("a6", 2),
    ("b6", 2),
    ("c6", 2),
    ("d6", 2),
    ("e6", 2),
    ("f6", 2),
    ("a2", 2),
    ("a3", 2),
    ("a4", 2),
    ("a5", 2),
];

/// Roocala's rules page, for both boards.
pub const RULES_TEXT: &[HelpBlock] = &[
    HelpBlock::Paragraph(
        "Roocala, by Christian Freeling, is played on a ring of edge cells around a \
         neutral inner area, on a square board (20 edge cells) or a hexagonal one \
         (18). South owns the edge cells on the lower half of the ring, North those \
         on the upper half. Every edge cell starts with two checkers, each player \
         has two rooks inside, South moves first and North starts with one point to \
         make up for it. You must move; there are three kinds of move.",
    ),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "",
        path: &[],
        taken: &[],
        rooks: &[("b2", South), ("e2", South), ("b5", North), ("e5", North)],
        checkers: START_CHECKERS,
        caption:
            "The square board: South owns the red half of the ring, North the green half; the \
                  16 cells inside are neutral. The rooks start inside.",
    })),
    HelpBlock::Heading("Sowing checkers"),
    HelpBlock::Paragraph(
        "Take all the checkers of one of your own edge cells, or of any inner cell, \
         and drop them one by one: from your edge cell either anticlockwise round \
         the ring (passing over the cell you started from), or straight into the \
         inner area; from an inner cell, in a straight line. A straight sowing that \
         reaches the edge carries on anticlockwise round the ring. Rooks do not get \
         in the way.",
    ),
    HelpBlock::Paragraph(
        "If your last checker lands on a cell you do not own that held exactly one \
         checker, you capture one checker there, and so on backwards for every \
         drop just before it that did the same.",
    ),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "e1",
        path: &["f1", "f2", "f3"],
        taken: &[],
        rooks: &[],
        checkers: &[("e1", 3), ("f1", 2), ("f2", 2), ("f3", 2)],
        caption: "Round the ring: South sows e1's three checkers anticlockwise onto f1, f2 and f3.",
    })),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "a3",
        path: &["b3", "c3"],
        taken: &["b3", "c3"],
        rooks: &[],
        checkers: &[("a3", 2), ("b3", 1), ("c3", 1)],
        caption:
            "In a line: South sows a3's two checkers east. Both b3 and c3 held one checker, so \
                  the last drop captures one at c3 and the chain goes back to take one at b3.",
    })),
    HelpBlock::Heading("Moving a rook"),
    HelpBlock::Paragraph(
        "A rook standing on an empty cell moves in a straight line over empty cells \
         and stops on the first cell that is not empty. Landing on checkers on a \
         cell you do not own captures one; on your own cell it captures nothing. \
         Landing on an opponent's rook that stands on checkers captures the rook. \
         A rook may not land on your other rook, or on an opponent's rook standing \
         alone.",
    ),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "e2",
        path: &["e3", "e4", "e5"],
        taken: &["e5"],
        rooks: &[("e2", South)],
        checkers: &[("e5", 2)],
        caption:
            "South's rook on e2 moves north over the empty e3 and e4 and stops on e5, the first \
                  cell that is not empty, capturing one of the checkers there.",
    })),
    HelpBlock::Heading("Hybrid sowing"),
    HelpBlock::Paragraph(
        "From a cell with your rook and checkers, you may sow the checkers as above \
         and let the rook ride along: it lands on the next cell after the last \
         checker. There it captures an opponent's rook, or, on a cell you do not \
         own, as many checkers as you sowed (or all of them if fewer).",
    ),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "c2",
        path: &["c3", "c4", "c5"],
        taken: &["c5"],
        rooks: &[("c2", South)],
        checkers: &[("c2", 2), ("c5", 3)],
        caption: "Hybrid: c2 holds South's rook and two checkers. They are sown north onto c3 and \
                  c4, and the rook lands on c5: with its checkers on a cell South does not own, it \
                  captures two of them, as many as were sown.",
    })),
    HelpBlock::Heading("The end"),
    HelpBlock::Paragraph(
        "Points are the checkers you captured (North's extra point included). With \
         more than half of all points you win at once (21 on the square board, 19 \
         on the hexagonal one). The third time the same position comes up, the \
         game is a draw. A player who cannot move ends the game, and the checkers \
         left go to the player who moved last.",
    ),
    HelpBlock::Heading("Playing here"),
    HelpBlock::Paragraph(
        "Tap a cell: the moves that start there are listed, each with \
         a numbered mark on the board showing where it ends. Press and hold a move \
         to see its whole path; let go on it to play it. Tap elsewhere to choose \
         another cell.",
    ),
];

// Both boards' rules are one text, on one page.
impl RulesText for RoocalaPosition {
    fn rules_text(_: &BoardKind) -> &'static [HelpBlock] {
        RULES_TEXT
    }

    fn page_name(_: GameId) -> &'static str {
        "roocala"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::roocala::Geometry;
    use crate::games::Position;

    #[test]
    fn the_opening_diagram_shows_the_square_boards_start() {
        let start = RoocalaPosition::new(BoardKind::Square);
        let g = Geometry::of(BoardKind::Square);
        for (cell, info) in g.cells.iter().enumerate() {
            let drawn = START_CHECKERS
                .iter()
                .find(|&&(name, _)| name == info.name)
                .map_or(0, |&(_, n)| n);
            let id = u8::try_from(cell).unwrap();
            assert_eq!(drawn, start.checkers(id), "{}", info.name);
        }
    }

    #[test]
    fn every_diagram_names_cells_of_the_square_board() {
        let g = Geometry::of(BoardKind::Square);
        for block in RULES_TEXT {
            let HelpBlock::Diagram(Diagram::Square(d)) = block else {
                continue;
            };
            let named = d
                .checkers
                .iter()
                .map(|c| c.0)
                .chain(d.rooks.iter().map(|r| r.0));
            for name in named
                .chain(d.path.iter().copied())
                .chain(d.taken.iter().copied())
            {
                assert!(g.cell(name).is_some(), "{name}: {}", d.caption);
            }
        }
    }
}
