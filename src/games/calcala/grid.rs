//! The 6x6 board of Calcala: pit names, the eight directions, and stepping with the torus
//! wrap, the corner wrap and the 90 degree bounce of docs/RULES.md section 4.

use std::fmt;
use std::str::FromStr;

use crate::i18n::msg;

/// The board's width and height.
pub const SIZE: u8 = 6;

/// The pits of the grid.
pub(super) const PITS: usize = (SIZE as usize) * (SIZE as usize);

/// A pit, by column (0 = A, left) and row (0 = row 1, top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    col: u8,
    row: u8,
}

impl Cell {
    /// The pit at a column and row (0-based), if it is on the board.
    pub fn new(col: u8, row: u8) -> Option<Cell> {
        (col < SIZE && row < SIZE).then_some(Cell { col, row })
    }

    /// Every pit, row by row from A1.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..SIZE).flat_map(|row| (0..SIZE).map(move |col| Cell { col, row }))
    }

    /// The column, 0 for A.
    pub fn col(self) -> u8 {
        self.col
    }

    /// The row, 0 for row 1.
    pub fn row(self) -> u8 {
        self.row
    }

    /// The index of the pit in row-by-row order (A1 = 0, F6 = 35).
    pub fn index(self) -> usize {
        usize::from(self.row) * usize::from(SIZE) + usize::from(self.col)
    }

    /// The pit at an index of row-by-row order.
    pub fn from_index(index: usize) -> Option<Cell> {
        let size = usize::from(SIZE);
        (index < size * size).then(|| Cell {
            col: (index % size) as u8,
            row: (index / size) as u8,
        })
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.col), self.row + 1)
    }
}

/// Text that names no pit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCellError(pub String);

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&msg::CalcalaNotAPit { text: &self.0 }.text())
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let err = || ParseCellError(s.to_owned());
        match s.as_bytes() {
            &[c @ b'A'..=b'F', r @ b'1'..=b'6'] => Cell::new(c - b'A', r - b'1').ok_or_else(err),
            _ => Err(err()),
        }
    }
}

/// A compass direction on screen: `N` is towards row 1, `E` towards column F.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    /// Towards row 1.
    N,
    /// Up and right.
    NE,
    /// Towards column F.
    E,
    /// Down and right.
    SE,
    /// Towards row 6.
    S,
    /// Down and left.
    SW,
    /// Towards column A.
    W,
    /// Up and left.
    NW,
}

impl Dir {
    /// Every direction, clockwise from north.
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::SE,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::NW,
    ];

    /// The step as (column change, row change).
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, -1),
            Dir::NE => (1, -1),
            Dir::E => (1, 0),
            Dir::SE => (1, 1),
            Dir::S => (0, 1),
            Dir::SW => (-1, 1),
            Dir::W => (-1, 0),
            Dir::NW => (-1, -1),
        }
    }

    fn from_delta(delta: (i8, i8)) -> Dir {
        Dir::ALL
            .into_iter()
            .find(|d| d.delta() == delta)
            .unwrap_or(Dir::N)
    }

    /// Whether the direction is diagonal.
    pub fn is_diagonal(self) -> bool {
        let (dc, dr) = self.delta();
        dc != 0 && dr != 0
    }

    /// The name used in notation (`NE`).
    pub fn as_str(self) -> &'static str {
        match self {
            Dir::N => "N",
            Dir::NE => "NE",
            Dir::E => "E",
            Dir::SE => "SE",
            Dir::S => "S",
            Dir::SW => "SW",
            Dir::W => "W",
            Dir::NW => "NW",
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Dir {
    type Err = ();

    fn from_str(s: &str) -> Result<Dir, ()> {
        Dir::ALL.into_iter().find(|d| d.as_str() == s).ok_or(())
    }
}

/// One step of a sowing: where it lands, the direction from then on, and how the board's
/// edge bent it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stepped {
    /// The pit reached.
    pub cell: Cell,
    /// The direction after the step (changed by a bounce).
    pub dir: Dir,
    /// The step went off one edge and came back on the other.
    pub wrapped: bool,
    /// The step bounced off an edge, turning the direction by 90 degrees.
    pub bounced: bool,
}

fn inside(v: i8) -> bool {
    (0..SIZE as i8).contains(&v)
}

fn wrap(v: i8) -> u8 {
    v.rem_euclid(SIZE as i8) as u8
}

/// The pit one step from `cell` in direction `dir`, as docs/RULES.md section 4 defines `next`.
pub fn step(cell: Cell, dir: Dir) -> Stepped {
    let (dc, dr) = dir.delta();
    let (c, r) = (cell.col as i8 + dc, cell.row as i8 + dr);
    let on_board = |col: i8, row: i8| Cell {
        col: wrap(col),
        row: wrap(row),
    };
    match (inside(c), inside(r)) {
        (true, true) => Stepped {
            cell: on_board(c, r),
            dir,
            wrapped: false,
            bounced: false,
        },
        // Orthogonal steps, and diagonal steps out of a corner, wrap like a torus.
        (false, false) => Stepped {
            cell: on_board(c, r),
            dir,
            wrapped: true,
            bounced: false,
        },
        _ if !dir.is_diagonal() => Stepped {
            cell: on_board(c, r),
            dir,
            wrapped: true,
            bounced: false,
        },
        // A diagonal step leaving by one side only bounces: that component turns back.
        (col_in, _) => {
            let turned = if col_in {
                Dir::from_delta((dc, -dr))
            } else {
                Dir::from_delta((-dc, dr))
            };
            let (tc, tr) = turned.delta();
            Stepped {
                cell: on_board(cell.col as i8 + tc, cell.row as i8 + tr),
                dir: turned,
                wrapped: false,
                bounced: true,
            }
        }
    }
}

/// Whether the first step of a move from `cell` towards `dir` stays on the board (the edge
/// rule).
pub fn first_step_allowed(cell: Cell, dir: Dir) -> bool {
    let (dc, dr) = dir.delta();
    inside(cell.col as i8 + dc) && inside(cell.row as i8 + dr)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    #[test]
    fn names_round_trip() {
        for c in Cell::all() {
            assert_eq!(c.to_string().parse::<Cell>(), Ok(c));
            assert_eq!(Cell::from_index(c.index()), Some(c));
        }
        for bad in ["", "A0", "G1", "A7", "a1", "A10", "AA"] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn straight_lines_wrap_like_a_torus() {
        assert_eq!(step(cell("C1"), Dir::N).cell, cell("C6"));
        assert_eq!(step(cell("F4"), Dir::E).cell, cell("A4"));
        assert!(step(cell("F4"), Dir::E).wrapped);
        assert_eq!(step(cell("C3"), Dir::S).cell, cell("C4"));
    }

    #[test]
    fn diagonals_out_of_a_corner_wrap_both_ways() {
        let s = step(cell("B5"), Dir::SW);
        assert_eq!((s.cell, s.dir), (cell("A6"), Dir::SW));
        let s = step(cell("A6"), Dir::SW);
        assert_eq!((s.cell, s.dir, s.wrapped), (cell("F1"), Dir::SW, true));
    }

    #[test]
    fn diagonals_bounce_off_one_edge_and_keep_the_new_direction() {
        // D5 -SE-> E6 -> F5 -> E4 (docs/RULES.md section 4).
        let a = step(cell("D5"), Dir::SE);
        assert_eq!((a.cell, a.dir), (cell("E6"), Dir::SE));
        let b = step(a.cell, a.dir);
        assert_eq!((b.cell, b.dir, b.bounced), (cell("F5"), Dir::NE, true));
        let c = step(b.cell, b.dir);
        assert_eq!((c.cell, c.dir, c.bounced), (cell("E4"), Dir::NW, true));
    }

    #[test]
    fn the_edge_rule_allows_five_directions_on_an_edge_and_three_in_a_corner() {
        let allowed = |name: &str| {
            Dir::ALL
                .into_iter()
                .filter(|&d| first_step_allowed(cell(name), d))
                .count()
        };
        assert_eq!(allowed("C3"), 8);
        assert_eq!(allowed("C1"), 5);
        assert_eq!(allowed("F4"), 5);
        assert_eq!(allowed("A1"), 3);
        assert_eq!(allowed("F6"), 3);
    }
}
