//! How to play Roocala, in our own words, on both boards: the source of its one rules page
//! (see [`crate::games::help`]).

use crate::games::help::{Diagram, HelpBlock, RulesText, SquareDiagram};
use crate::games::GameId;
use crate::games::Side::{North, South};
use crate::i18n::msg;

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
    HelpBlock::Paragraph(&msg::RulesRoocalaIntro),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "",
        path: &[],
        taken: &[],
        rooks: &[("b2", South), ("e2", South), ("b5", North), ("e5", North)],
        checkers: START_CHECKERS,
        caption: &msg::RulesRoocalaStartCaption,
    })),
    HelpBlock::Heading(&msg::RulesRoocalaSowingHeading),
    HelpBlock::Paragraph(&msg::RulesRoocalaSowing),
    HelpBlock::Paragraph(&msg::RulesRoocalaSowingCapture),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "e1",
        path: &["f1", "f2", "f3"],
        taken: &[],
        rooks: &[],
        checkers: &[("e1", 3), ("f1", 2), ("f2", 2), ("f3", 2)],
        caption: &msg::RulesRoocalaRingCaption,
    })),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "a3",
        path: &["b3", "c3"],
        taken: &["b3", "c3"],
        rooks: &[],
        checkers: &[("a3", 2), ("b3", 1), ("c3", 1)],
        caption: &msg::RulesRoocalaLineCaption,
    })),
    HelpBlock::Heading(&msg::RulesRoocalaRookHeading),
    HelpBlock::Paragraph(&msg::RulesRoocalaRook),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "e2",
        path: &["e3", "e4", "e5"],
        taken: &["e5"],
        rooks: &[("e2", South)],
        checkers: &[("e5", 2)],
        caption: &msg::RulesRoocalaRookCaption,
    })),
    HelpBlock::Heading(&msg::RulesRoocalaHybridHeading),
    HelpBlock::Paragraph(&msg::RulesRoocalaHybrid),
    HelpBlock::Diagram(Diagram::Square(SquareDiagram {
        from: "c2",
        path: &["c3", "c4", "c5"],
        taken: &["c5"],
        rooks: &[("c2", South)],
        checkers: &[("c2", 2), ("c5", 3)],
        caption: &msg::RulesRoocalaHybridCaption,
    })),
    HelpBlock::Heading(&msg::RulesRoocalaEndHeading),
    HelpBlock::Paragraph(&msg::RulesRoocalaEnd),
    HelpBlock::Heading(&msg::RulesRoocalaPlayingHeading),
    HelpBlock::Paragraph(&msg::RulesRoocalaPlaying),
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
                assert!(g.cell(name).is_some(), "{name}: {:?}", d.caption);
            }
        }
    }
}
