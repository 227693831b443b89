//! Our own position text: a position's parts ([`Setup`]) in one short line that a link's
//! query carries as it is (no `&`, `=`, `?`, `#` or `%`), fields separated by `/`, counts
//! within a field by `.`, the player to move last:
//!
//! - two rows (Kalah, Awari, Ayo, Oware): South's houses S1..SH, `:` and South's store,
//!   then North's houses N1..NH, `:` and North's store, then `s` or `n`; the start of
//!   Kalah is `4.4.4.4.4.4:0/4.4.4.4.4.4:0/s`;
//! - Calcala's grid: the six rows 1..6, each A..F, then each player's captured stones, then
//!   `p1`..`p4`: `2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/0.0/p1`;
//! - Roocala's cells: the square board's ranks 1..6 (each a..f), the hexagonal board's files
//!   a..g (each from 1 up), each cell its checkers with `s` or `n` after them for a rook of
//!   South or North, then South's and North's points, then `s` or `n`: the square board's
//!   start is `2.2.2.2.2.2/2.0s.0.0.0s.2/2.0.0.0.0.2/2.0.0.0.0.2/2.0n.0.0.0n.2/2.2.2.2.2.2/0.1/s`.
//!
//! The text says nothing of the rules (houses, seeds, players are the record's options), and
//! only what [`Position::set_up`] checks: [`read_position`] reads and checks both.

use crate::games::roocala::{BoardKind, Geometry};
use crate::games::{
    BySide, GameBoard, GameId, KindOfPosition, Player, Position, RuleOptions, Seat, Setup,
    SetupBoard, SetupCell, Side,
};

use super::{FormatError, Piece, PositionError};
use crate::i18n::msg;

const FORMAT: &str = "position";

/// `position` as our position text.
pub fn position_text<P: Position>(position: &P) -> String {
    write::<P>(position.game(), &position.setup())
}

/// The position of `rules` that `text` (our position text) gives, read and checked.
pub fn read_position<P: Position>(rules: P::Rules, text: &str) -> Result<P, PositionError> {
    let setup = read::<P>(rules.game(), text)?;
    Ok(P::set_up(rules, &setup)?)
}

/// Whether `P`'s games are played on `board`: a constant of the type, so that each reading
/// and writing below is compiled only for its own kind of board (a page's build of the app
/// carries one kind's alone).
macro_rules! played_on {
    ($P:ident, $board:ident) => {
        const { matches!(<$P as KindOfPosition>::BOARD, GameBoard::$board) }
    };
}

/// `setup`, a position of `game` (a game of `P`), as our position text.
pub(crate) fn write<P: Position>(game: GameId, setup: &Setup) -> String {
    let join = |counts: &mut dyn Iterator<Item = String>| counts.collect::<Vec<_>>().join(".");
    let mut fields: Vec<String> = Vec::new();
    match &setup.board {
        SetupBoard::TwoRows { houses, stores } if played_on!(P, TwoRows) => {
            for side in Side::ALL {
                let row = join(&mut houses[side].iter().map(u32::to_string));
                fields.push(format!("{row}:{}", stores[side]));
            }
        }
        SetupBoard::Grid { pits, captured } if played_on!(P, Grid) => {
            fields.extend(
                pits.chunks(6)
                    .map(|row| join(&mut row.iter().map(u32::to_string))),
            );
            fields.push(join(&mut captured.iter().map(u32::to_string)));
        }
        SetupBoard::Cells { cells, points } if played_on!(P, Cells) => {
            let cell = |i: usize| {
                let cell = cells.get(i).copied().unwrap_or_default();
                let rook = cell.rook.map_or("", |side| rook_letter(side));
                format!("{}{rook}", cell.checkers)
            };
            for row in rows(game) {
                fields.push(join(&mut row.into_iter().map(cell)));
            }
            fields.push(format!("{}.{}", points.south, points.north));
        }
        // A position's parts are of its own kind of board.
        _ => {}
    }
    fields.push(mover_name(game, setup.to_move));
    fields.join("/")
}

/// Reads our position text of a position of `game` (its parts, not yet checked against the
/// rules).
pub(crate) fn read<P: Position>(game: GameId, text: &str) -> Result<Setup, FormatError> {
    let whole = Piece::whole(FORMAT, text)?;
    let mut fields: Vec<Piece> = whole.split('/').collect();
    let Some(mover) = fields.pop().filter(|_| !fields.is_empty()) else {
        return Err(whole.refused(FORMAT, msg::FormatExpectedBoardMover.text()));
    };
    let to_move = read_mover(game, mover)?;
    let board = if played_on!(P, TwoRows) {
        {
            let houses_of = |side: Side| {
                msg::FormatFieldHouses {
                    side: side.as_str(),
                }
                .text()
            };
            let store_of = |side: Side| {
                msg::FormatFieldStore {
                    side: side.as_str(),
                }
                .text()
            };
            let names = [houses_of(Side::South), houses_of(Side::North)];
            let [south, north] = exactly(&fields, whole, names)?;
            let row = |piece: Piece, side: Side| -> Result<(Vec<u32>, u32), FormatError> {
                let what = houses_of(side);
                let Some((houses, store)) = piece.split_once(':') else {
                    let expected = msg::FormatExpectedHousesStore {
                        houses: &what,
                        store: &store_of(side),
                    };
                    return Err(piece.refused(FORMAT, expected.text()));
                };
                let houses = Piece::counts(houses.split('.'), FORMAT, &what)?;
                Ok((houses, store.count(FORMAT, &store_of(side))?))
            };
            let (south, south_store) = row(south, Side::South)?;
            let (north, north_store) = row(north, Side::North)?;
            SetupBoard::TwoRows {
                houses: BySide { south, north },
                stores: BySide {
                    south: south_store,
                    north: north_store,
                },
            }
        }
    } else if played_on!(P, Grid) {
        {
            let row_name = |number: i64| msg::FormatFieldRow { number }.text();
            let names = [
                row_name(1),
                row_name(2),
                row_name(3),
                row_name(4),
                row_name(5),
                row_name(6),
                msg::FormatFieldCaptures.text(),
            ];
            let fields = exactly(&fields, whole, names.clone())?;
            let mut pits = Vec::with_capacity(36);
            for (row, name) in fields[..6].iter().zip(&names) {
                let what = msg::FormatFieldRowPits { row: name }.text();
                let counts = Piece::counts(row.split('.'), FORMAT, &what)?;
                if counts.len() != 6 {
                    let expected = msg::FormatExpectedSixCounts { row: name }.text();
                    return Err(row.refused(FORMAT, expected));
                }
                pits.extend(counts);
            }
            let captured = msg::FormatFieldCapturedStones.text();
            let captured = Piece::counts(fields[6].split('.'), FORMAT, &captured)?;
            SetupBoard::Grid { pits, captured }
        }
    } else {
        {
            let rows = rows(game);
            let mut names: Vec<String> = (1..=rows.len())
                .map(|n| msg::FormatFieldRow { number: n as i64 }.text())
                .collect();
            names.push(msg::FormatFieldPoints.text());
            if fields.len() != names.len() {
                let expected = msg::FormatExpectedFieldCount {
                    count: names.len() as i64 + 1,
                };
                return Err(whole.refused(FORMAT, expected.text()));
            }
            let count = Geometry::of(board_kind(game)).len();
            let mut cells = vec![SetupCell::default(); count];
            for ((row, piece), name) in rows.iter().zip(&fields).zip(&names) {
                let texts: Vec<Piece> = piece.split('.').collect();
                if texts.len() != row.len() {
                    let expected = msg::FormatExpectedCells {
                        row: name,
                        count: row.len() as i64,
                    };
                    return Err(piece.refused(FORMAT, expected.text()));
                }
                for (&i, text) in row.iter().zip(texts) {
                    cells[i] = read_cell(text)?;
                }
            }
            let what = msg::FormatFieldPoints.text();
            let points = Piece::counts(fields[rows.len()].split('.'), FORMAT, &what)?;
            let [south, north] = points[..] else {
                let expected = msg::FormatExpectedPoints.text();
                return Err(fields[rows.len()].refused(FORMAT, expected));
            };
            SetupBoard::Cells {
                cells,
                points: BySide { south, north },
            }
        }
    };
    Ok(Setup { board, to_move })
}

/// The fields, as many as `names`, or the refusal naming the first missing or extra one.
fn exactly<'a, const N: usize>(
    fields: &[Piece<'a>],
    whole: Piece<'a>,
    names: [String; N],
) -> Result<[Piece<'a>; N], FormatError> {
    match <[Piece<'a>; N]>::try_from(fields) {
        Ok(fields) => Ok(fields),
        Err(_) => Err(whole.refused(
            FORMAT,
            msg::FormatExpectedFields {
                fields: &names.join(&msg::FormatListSeparator.text()),
            }
            .text(),
        )),
    }
}

/// The letter of a side's rook after a cell's checkers.
fn rook_letter(side: Side) -> &'static str {
    match side {
        Side::South => "s",
        Side::North => "n",
    }
}

/// A Roocala cell: its checkers, then `s` or `n` for a rook.
fn read_cell(piece: Piece) -> Result<SetupCell, FormatError> {
    let text = piece.text;
    let (digits, rook) = if let Some(digits) = text.strip_suffix('s') {
        (digits, Some(Side::South))
    } else if let Some(digits) = text.strip_suffix('n') {
        (digits, Some(Side::North))
    } else {
        (text, None)
    };
    let checkers = Piece {
        text: digits,
        at: piece.at,
    }
    .count(FORMAT, &msg::FormatFieldCheckers.text())?;
    Ok(SetupCell { checkers, rook })
}

/// The player to move as the text names it: `s` or `n`; Calcala `p1`..`p4`.
fn mover_name(game: GameId, index: usize) -> String {
    match game.board() {
        GameBoard::Grid => Seat::from_index(index).map_or_else(
            || format!("p{}", index + 1),
            |seat| seat.as_str().to_owned(),
        ),
        _ => match Side::from_index(index) {
            Some(side) => rook_letter(side).to_owned(),
            None => format!("p{}", index + 1),
        },
    }
}

fn read_mover(game: GameId, piece: Piece) -> Result<usize, FormatError> {
    let text = piece.text.to_ascii_lowercase();
    let index = match game.board() {
        GameBoard::Grid => Seat::ALL.iter().position(|seat| seat.as_str() == text),
        _ => match text.as_str() {
            "s" | "south" => Some(0),
            "n" | "north" => Some(1),
            _ => None,
        },
    };
    let expected = || match game.board() {
        GameBoard::Grid => msg::FormatExpectedMoverGrid.text(),
        _ => msg::FormatExpectedMoverSides.text(),
    };
    index.ok_or_else(|| piece.refused(FORMAT, expected()))
}

fn board_kind(game: GameId) -> BoardKind {
    match game {
        GameId::RoocalaHex => BoardKind::Hex,
        _ => BoardKind::Square,
    }
}

/// The rows of a Roocala board as the text lists them, each as cell indices: the square
/// board's ranks from 1, each from a; the hexagonal board's files from a, each from 1. The
/// geometry lists its cells in that order (rank by rank from a, file by file from 1), so a
/// row is a run of cells with the same rank or file (`rows_are_in_the_order_of_the_names`).
fn rows(game: GameId) -> Vec<Vec<usize>> {
    let g = Geometry::of(board_kind(game));
    let key = |i: usize| {
        let (q, r) = g.cells[i].coord;
        match g.kind {
            BoardKind::Square => r,
            BoardKind::Hex => q,
        }
    };
    let mut rows: Vec<Vec<usize>> = Vec::new();
    for i in 0..g.len() {
        match rows.last_mut() {
            Some(row) if key(row[0]) == key(i) => row.push(i),
            _ => rows.push(vec![i]),
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::KalahPosition;
    use crate::games::roocala::RoocalaPosition;

    fn start_text(game: GameId) -> String {
        crate::with_position!(game, P => {
            let rules = <P as Position>::Rules::for_game(game).expect("the game's rules");
            position_text(&P::new(rules))
        })
    }

    #[test]
    fn rows_are_in_the_order_of_the_names() {
        // Each row from a (the square's ranks) or from 1 (the hexagon's files), the rows in
        // order too: the names read as the text lists them are the names sorted.
        for game in [GameId::RoocalaSquare, GameId::RoocalaHex] {
            let g = Geometry::of(board_kind(game));
            let listed: Vec<(u8, u32)> = rows(game)
                .iter()
                .flatten()
                .map(|&i| {
                    let name = &g.cells[i].name;
                    (name.as_bytes()[0], name[1..].parse().expect("a number"))
                })
                .collect();
            let mut sorted = listed.clone();
            match game {
                // Rank by rank: by the number, then the letter.
                GameId::RoocalaSquare => sorted.sort_by_key(|&(letter, number)| (number, letter)),
                _ => sorted.sort(),
            }
            assert_eq!(listed, sorted, "{game}");
            assert_eq!(listed.len(), g.len(), "{game}");
        }
    }

    #[test]
    fn the_starts_read_as_documented() {
        assert_eq!(start_text(GameId::Kalah), "4.4.4.4.4.4:0/4.4.4.4.4.4:0/s");
        assert_eq!(
            start_text(GameId::Calcala),
            "2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/2.2.2.2.2.2/0.0/p1"
        );
        assert_eq!(
            start_text(GameId::RoocalaSquare),
            "2.2.2.2.2.2/2.0s.0.0.0s.2/2.0.0.0.0.2/2.0.0.0.0.2/2.0n.0.0.0n.2/2.2.2.2.2.2/0.1/s"
        );
        let hex = start_text(GameId::RoocalaHex);
        assert!(hex.starts_with("2.2.2.2/2.0s.0.0n.2/"), "{hex}");
        for game in GameId::ALL {
            crate::with_position!(game, P => {
                let rules = <P as Position>::Rules::for_game(game).expect("the game's rules");
                let start = P::new(rules);
                assert_eq!(read_position::<P>(rules, &start_text(game)), Ok(start), "{game}");
            });
        }
    }

    #[test]
    fn bad_text_is_named_by_field_and_character() {
        let rules = crate::games::kalah::KalahRules::default();
        let read = |text: &str| {
            read_position::<KalahPosition>(rules, text)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            read("4.4.x.4.4.4:0/4.4.4.4.4.4:0/s"),
            "position: `x` at character 5 is not south's houses: a count of 0 or more"
        );
        assert_eq!(
            read("4.4.4.4.4.4:0/4.4.4.4.4.4:0/w"),
            "position: `w` at character 29 is not the player to move: s or n"
        );
        assert_eq!(
            read("4.4.4.4.4.4/4.4.4.4.4.4:0/s"),
            "position: `4.4.4.4.4.4` at character 1 is not south's houses, `:` and south's store"
        );
        assert!(read("").contains("a board, `/` and the player to move"));
        assert!(read("4.4.4.4.4.4:1/4.4.4.4.4.4:0/s").contains("48"));
        let square = crate::games::roocala::BoardKind::Square;
        let err = read_position::<RoocalaPosition>(square, "2.2/0.1/s").unwrap_err();
        assert!(err.to_string().contains("8 fields"), "{err}");
    }
}
