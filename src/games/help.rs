//! How to play each game, as data: the headings, paragraphs, lists and diagrams of its rules
//! page, written in each game's folder and drawn by one renderer in the app (`src/ui/rules`).
//!
//! The technique is the one of documentation generators that keep a document as a tree of
//! blocks apart from its output format (as rustdoc's and pulldown-cmark's events are): the
//! engine says what a page holds, in plain Rust, and only the renderer knows HTML. A diagram
//! is described by its numbers and marks (the stones in each pit, the cells of a path), so a
//! game needs no drawing code of its own: its board kind draws it.
//!
//! The words are messages (`i18n/*.ftl`, "Rules pages"), a unit struct each, so a page's
//! blocks stay constants and are said in the reader's language when the page is drawn.

use std::fmt;

use crate::games::two_row::Pit;
use crate::games::{GameId, Position, Side};
use crate::i18n::{msg, Message};

/// The words of a rules page: a message (a heading, a paragraph, a list's item, a caption).
pub type Text = &'static dyn Prose;

/// A message as a rules page says it.
pub trait Prose: fmt::Debug {
    /// The message in the current language, its lines joined by spaces as HTML flows
    /// them: a long paragraph is written over several lines of `i18n/*.ftl`, and Fluent
    /// keeps those line breaks, which are no part of the text.
    fn prose(&self) -> String;
}

impl<T: Message + fmt::Debug> Prose for T {
    fn prose(&self) -> String {
        self.text().replace('\n', " ")
    }
}

/// A block of a rules page, in reading order.
#[derive(Clone, Copy, Debug)]
pub enum HelpBlock {
    /// A section's heading.
    Heading(Text),
    /// A paragraph.
    Paragraph(Text),
    /// A paragraph set apart as a tip about the screen rather than a rule.
    Tip(Text),
    /// A bulleted list, an item a sentence or two.
    List(&'static [Text]),
    /// A small still board with a caption saying what it shows.
    Diagram(Diagram),
}

/// What the colours of the stones drawn on a board mean: the tip of every rules page whose
/// board draws yellow and black stones (the two-row games' and Calcala's, see
/// `src/ui/stones.rs`), written once.
pub const STONE_COLOURS: HelpBlock = HelpBlock::Tip(&msg::RulesStoneColours);

/// A small still board of a rules page, drawn by its board kind.
#[derive(Clone, Copy, Debug)]
pub enum Diagram {
    /// Two rows of six pits and two stores.
    TwoRow(TwoRowDiagram),
    /// Calcala's grid of 6 by 6 pits.
    Grid(GridDiagram),
    /// Roocala's square board.
    Square(SquareDiagram),
}

/// How a pit of a diagram is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The pit the move starts from.
    Origin,
    /// A pit that receives a stone.
    Sown,
    /// A pit whose stones are taken.
    Taken,
}

/// A two-row board of six pits a side: the stones in each pit, some pits marked.
#[derive(Clone, Copy, Debug)]
pub struct TwoRowDiagram {
    /// South's houses, from South's left.
    pub south: [u8; 6],
    /// North's houses, from North's left.
    pub north: [u8; 6],
    /// The stores' stones, South's then North's.
    pub stores: [u8; 2],
    /// The pits marked, and how.
    pub marks: &'static [(Pit, Mark)],
    /// What the picture shows, in a sentence or two.
    pub caption: Text,
}

/// A 6x6 grid with a sowing's path numbered in order.
#[derive(Clone, Copy, Debug)]
pub struct GridDiagram {
    /// The pits sown, in order, by name (`D2`).
    pub path: &'static [&'static str],
    /// The pit the move starts from.
    pub origin: &'static str,
    /// The pit captured, if any.
    pub taken: Option<&'static str>,
    /// What the picture shows.
    pub caption: Text,
}

/// A square Roocala board with a move's cells numbered in order.
#[derive(Clone, Copy, Debug)]
pub struct SquareDiagram {
    /// The cell the move starts from, by name (`e1`), or `""` for none.
    pub from: &'static str,
    /// The cells a move drops on or passes, in order.
    pub path: &'static [&'static str],
    /// The cells where something is taken.
    pub taken: &'static [&'static str],
    /// The rooks drawn, by cell and owner.
    pub rooks: &'static [(&'static str, Side)],
    /// The checkers drawn (before the move), by cell and number.
    pub checkers: &'static [(&'static str, u8)],
    /// What the picture shows.
    pub caption: Text,
}

/// How to play the games a position type plays: the source of their rules pages.
pub trait RulesText: Position {
    /// How to play the game these rules are of.
    fn rules_text(rules: &Self::Rules) -> &'static [HelpBlock];

    /// The name of `game`'s rules page, the file `rules/<name>.html`: the game's id, unless
    /// the type's games share one page.
    fn page_name(game: GameId) -> &'static str {
        game.as_str()
    }
}
