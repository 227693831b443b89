//! The JSON of a game's position (RULES.md section 7): `mancala replay`'s answer, and the
//! board `mancala versus` reads to referee a game.

use std::collections::BTreeMap;

use serde::Serialize;

use mancala::games::calcala::{CalcalaPosition, Cell};
use mancala::games::roocala::RoocalaPosition;
use mancala::games::two_row::TwoRowPosition;
use mancala::games::{Game, Player, Position, RuleOptions, Side};

/// South's and North's values.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct BySide<T> {
    pub south: T,
    pub north: T,
}

impl<T> BySide<T> {
    fn of(value: impl Fn(Side) -> T) -> BySide<T> {
        BySide {
            south: value(Side::South),
            north: value(Side::North),
        }
    }
}

/// A Roocala cell: its checkers and the side whose rook stands there.
#[derive(Clone, Debug, Serialize)]
pub struct CellJson {
    pub checkers: u8,
    pub rook: Option<&'static str>,
}

/// The board fields, by the kind of board.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum Board {
    /// Two-row games: each side's houses (from its owner's left) and store.
    TwoRows {
        houses: BySide<Vec<u8>>,
        stores: BySide<u8>,
    },
    /// Calcala's grid: each pit's count by name, and each seat's capture pile.
    Grid {
        pits: BTreeMap<String, u8>,
        captured: Vec<u8>,
    },
    /// Roocala's cells by name, and each side's points.
    Cells {
        cells: BTreeMap<String, CellJson>,
        points: BySide<u8>,
    },
}

/// What a game's board looks like in the JSON of RULES.md section 7.
pub trait BoardJson: Position {
    fn board_json(&self) -> Board;
}

/// The board of a two-row game.
fn two_rows<P: TwoRowPosition>(position: &P) -> Board {
    let board = position.board();
    Board::TwoRows {
        houses: BySide::of(|side| board.houses(side).to_vec()),
        stores: BySide::of(|side| board.store(side)),
    }
}

/// The board of Calcala's grid.
fn grid(position: &CalcalaPosition) -> Board {
    Board::Grid {
        pits: Cell::all()
            .map(|cell| (cell.to_string(), position.count(cell)))
            .collect(),
        captured: (position.rules().seats())
            .map(|s| position.captured(s))
            .collect(),
    }
}

/// The board of Roocala's cells.
fn cells(position: &RoocalaPosition) -> Board {
    let geometry = position.geometry();
    let cells = (0..geometry.len() as u8)
        .map(|cell| {
            let json = CellJson {
                checkers: position.checkers(cell),
                rook: position.rook(cell).map(Side::as_str),
            };
            (geometry.name(cell).to_owned(), json)
        })
        .collect();
    Board::Cells {
        cells,
        points: BySide::of(|side| position.points(side)),
    }
}

/// A position type's board, by its kind of board.
macro_rules! board_json {
    (TwoRows, $position:ty) => {
        board_json!($position: two_rows);
    };
    (Grid, $position:ty) => {
        board_json!($position: grid);
    };
    (Cells, $position:ty) => {
        board_json!($position: cells);
    };
    ($position:ty: $board:ident) => {
        impl BoardJson for $position {
            fn board_json(&self) -> Board {
                $board(self)
            }
        }
    };
}

mancala::for_every_position_type!(board_json);

/// How a game ended.
#[derive(Clone, Debug, Serialize)]
pub struct OutcomeJson {
    pub winners: Vec<&'static str>,
    pub draw: bool,
    /// Each player's seeds (or points) by name.
    pub totals: BTreeMap<&'static str, u32>,
    pub reason: String,
}

/// A game's position: `mancala replay`'s answer.
#[derive(Clone, Debug, Serialize)]
pub struct GameJson {
    pub game: &'static str,
    pub options: BTreeMap<String, String>,
    pub to_move: &'static str,
    #[serde(flatten)]
    pub board: Board,
    pub legal_moves: Vec<String>,
    pub outcome: Option<OutcomeJson>,
}

impl GameJson {
    pub fn of<P: BoardJson>(game: &Game<P>) -> GameJson {
        let position = game.position();
        let outcome = position.outcome().map(|o| OutcomeJson {
            winners: o.winners().iter().map(|p| p.as_str()).collect(),
            draw: o.is_draw(),
            totals: o.totals().iter().map(|&(p, t)| (p.as_str(), t)).collect(),
            reason: o.reason().phrase(),
        });
        GameJson {
            game: position.game().as_str(),
            options: game.rules().to_pairs().into_iter().collect(),
            to_move: position.to_move().as_str(),
            board: position.board_json(),
            legal_moves: (position.legal_moves().iter())
                .map(|m| m.to_string())
                .collect(),
            outcome,
        }
    }
}
