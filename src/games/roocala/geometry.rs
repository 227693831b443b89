//! The two Roocala boards as data (docs/RULES.md section 5.1): cells and their names, the edge
//! ring in counter-clockwise order, who owns each edge cell, the inner area, the directions
//! and where the rooks start. One engine plays both.

use std::sync::OnceLock;

use crate::games::Side;

/// A cell, by its index in the board's cell list.
pub type CellId = u8;

/// The most cells either board has.
pub const MAX_CELLS: usize = 37;

/// One of the two boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BoardKind {
    /// The 6x6 square board.
    Square,
    /// The hexagon of 37 hexagonal cells.
    Hex,
}

/// A cell of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellInfo {
    /// Its name in notation (`c3`).
    pub name: String,
    /// Its coordinates: square (column, rank from the bottom); hex axial (q, r), r growing
    /// downwards.
    pub coord: (i8, i8),
    /// The owner of an edge cell; `None` for the neutral inner area.
    pub owner: Option<Side>,
}

/// A board's geometry.
#[derive(Clone, Debug)]
pub struct Geometry {
    /// Which board.
    pub kind: BoardKind,
    /// Every cell.
    pub cells: Vec<CellInfo>,
    /// The edge ring in counter-clockwise order.
    pub ring: Vec<CellId>,
    /// Direction names and steps in coordinates.
    pub directions: Vec<(&'static str, (i8, i8))>,
    /// Where the rooks start.
    pub rooks: Vec<(Side, CellId)>,
    /// `neighbour[cell][direction]`: the cell one step away, if on the board.
    neighbour: Vec<Vec<Option<CellId>>>,
    /// `ring_index[cell]`: the position of an edge cell on the ring.
    ring_index: Vec<Option<usize>>,
}

impl Geometry {
    /// The geometry of a board, built once.
    pub fn of(kind: BoardKind) -> &'static Geometry {
        static SQUARE: OnceLock<Geometry> = OnceLock::new();
        static HEX: OnceLock<Geometry> = OnceLock::new();
        match kind {
            BoardKind::Square => SQUARE.get_or_init(square),
            BoardKind::Hex => HEX.get_or_init(hex),
        }
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: boards have cells.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell with this name.
    pub fn cell(&self, name: &str) -> Option<CellId> {
        self.cells
            .iter()
            .position(|c| c.name == name)
            .map(|i| i as CellId)
    }

    /// The name of a cell.
    pub fn name(&self, cell: CellId) -> &str {
        &self.cells[usize::from(cell)].name
    }

    /// The owner of a cell (`None` for an inner cell).
    pub fn owner(&self, cell: CellId) -> Option<Side> {
        self.cells[usize::from(cell)].owner
    }

    /// Whether a cell is on the edge ring.
    pub fn is_edge(&self, cell: CellId) -> bool {
        self.owner(cell).is_some()
    }

    /// The direction with this name.
    pub fn direction(&self, name: &str) -> Option<usize> {
        self.directions.iter().position(|(n, _)| *n == name)
    }

    /// The cell one step from `cell` in direction number `dir`.
    pub fn step(&self, cell: CellId, dir: usize) -> Option<CellId> {
        self.neighbour[usize::from(cell)][dir]
    }

    /// The ring cells after edge cell `from`, counter-clockwise, round and round, never
    /// `skip` (the cell a move started from).
    pub fn ring_after(&self, from: CellId, skip: CellId) -> impl Iterator<Item = CellId> + '_ {
        let start = self.ring_index[usize::from(from)].unwrap_or(0);
        let len = self.ring.len();
        (1..)
            .map(move |i| self.ring[(start + i) % len])
            .filter(move |&c| c != skip)
    }

    fn build(
        kind: BoardKind,
        cells: Vec<CellInfo>,
        ring_names: &[&str],
        directions: Vec<(&'static str, (i8, i8))>,
        rooks: &[(Side, &str)],
    ) -> Geometry {
        let find = |name: &str| {
            cells
                .iter()
                .position(|c| c.name == name)
                .map(|i| i as CellId)
                .unwrap_or_else(|| unreachable!("the board lists {name}"))
        };
        let ring: Vec<CellId> = ring_names.iter().map(|n| find(n)).collect();
        let rooks = rooks.iter().map(|&(side, n)| (side, find(n))).collect();
        let neighbour = cells
            .iter()
            .map(|c| {
                directions
                    .iter()
                    .map(|&(_, (dx, dy))| {
                        let to = (c.coord.0 + dx, c.coord.1 + dy);
                        cells
                            .iter()
                            .position(|o| o.coord == to)
                            .map(|i| i as CellId)
                    })
                    .collect()
            })
            .collect();
        let mut ring_index = vec![None; cells.len()];
        for (i, &c) in ring.iter().enumerate() {
            ring_index[usize::from(c)] = Some(i);
        }
        Geometry {
            kind,
            cells,
            ring,
            directions,
            rooks,
            neighbour,
            ring_index,
        }
    }
}

fn owner_of(name: &str, south: &[&str], north: &[&str]) -> Option<Side> {
    if south.contains(&name) {
        Some(Side::South)
    } else if north.contains(&name) {
        Some(Side::North)
    } else {
        None
    }
}

fn square() -> Geometry {
    const SOUTH: [&str; 10] = ["a1", "b1", "c1", "d1", "e1", "f1", "f2", "f3", "a2", "a3"];
    const NORTH: [&str; 10] = ["f4", "f5", "f6", "e6", "d6", "c6", "b6", "a6", "a5", "a4"];
    const RING: [&str; 20] = [
        "a1", "b1", "c1", "d1", "e1", "f1", "f2", "f3", "f4", "f5", "f6", "e6", "d6", "c6", "b6",
        "a6", "a5", "a4", "a3", "a2",
    ];
    let mut cells = Vec::new();
    for rank in 0..6i8 {
        for col in 0..6i8 {
            let name = format!("{}{}", char::from(b'a' + col as u8), rank + 1);
            let owner = owner_of(&name, &SOUTH, &NORTH);
            cells.push(CellInfo {
                name,
                coord: (col, rank),
                owner,
            });
        }
    }
    let directions = vec![("N", (0, 1)), ("E", (1, 0)), ("S", (0, -1)), ("W", (-1, 0))];
    let rooks = [
        (Side::South, "b2"),
        (Side::South, "e2"),
        (Side::North, "b5"),
        (Side::North, "e5"),
    ];
    Geometry::build(BoardKind::Square, cells, &RING, directions, &rooks)
}

fn hex() -> Geometry {
    const SOUTH: [&str; 9] = ["a1", "a2", "b1", "c1", "d1", "e1", "f1", "g1", "g2"];
    const NORTH: [&str; 9] = ["g3", "g4", "f5", "e6", "d7", "c6", "b5", "a4", "a3"];
    const RING: [&str; 18] = [
        "d1", "e1", "f1", "g1", "g2", "g3", "g4", "f5", "e6", "d7", "c6", "b5", "a4", "a3", "a2",
        "a1", "b1", "c1",
    ];
    let mut cells = Vec::new();
    for q in -3..=3i8 {
        let (r_min, r_max) = ((-3).max(-3 - q), 3.min(3 - q));
        for r in (r_min..=r_max).rev() {
            let name = format!("{}{}", char::from(b'a' + (q + 3) as u8), r_max - r + 1);
            let owner = owner_of(&name, &SOUTH, &NORTH);
            cells.push(CellInfo {
                name,
                coord: (q, r),
                owner,
            });
        }
    }
    let directions = vec![
        ("N", (0, -1)),
        ("NE", (1, -1)),
        ("SE", (1, 0)),
        ("S", (0, 1)),
        ("SW", (-1, 1)),
        ("NW", (-1, 0)),
    ];
    let rooks = [
        (Side::South, "b2"),
        (Side::South, "f2"),
        (Side::North, "b4"),
        (Side::North, "f4"),
    ];
    Geometry::build(BoardKind::Hex, cells, &RING, directions, &rooks)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adjacent(g: &Geometry, a: CellId, b: CellId) -> bool {
        (0..g.directions.len()).any(|d| g.step(a, d) == Some(b))
    }

    #[test]
    fn the_rings_are_closed_chains_of_neighbours() {
        for kind in [BoardKind::Square, BoardKind::Hex] {
            let g = Geometry::of(kind);
            let n = g.ring.len();
            for i in 0..n {
                assert!(
                    adjacent(g, g.ring[i], g.ring[(i + 1) % n]),
                    "{} {}",
                    g.name(g.ring[i]),
                    g.name(g.ring[(i + 1) % n])
                );
            }
        }
    }

    #[test]
    fn square_board_as_specified() {
        let g = Geometry::of(BoardKind::Square);
        assert_eq!(g.len(), 36);
        assert_eq!(g.ring.len(), 20);
        let inner: Vec<&str> = (0..36u8)
            .filter(|&c| !g.is_edge(c))
            .map(|c| g.name(c))
            .collect();
        assert_eq!(inner.len(), 16);
        for name in ["b2", "e2", "b5", "e5", "c3", "d4"] {
            assert!(inner.contains(&name));
        }
        let owned = |side| (0..36u8).filter(|&c| g.owner(c) == Some(side)).count();
        assert_eq!((owned(Side::South), owned(Side::North)), (10, 10));
        // Every ring cell is an edge cell and every edge cell is on the ring.
        assert!(g.ring.iter().all(|&c| g.is_edge(c)));
        assert_eq!(
            g.step(g.cell("a1").unwrap(), g.direction("N").unwrap()),
            g.cell("a2")
        );
    }

    #[test]
    fn hex_board_as_specified() {
        let g = Geometry::of(BoardKind::Hex);
        assert_eq!(g.len(), 37);
        let files: Vec<usize> = "abcdefg"
            .chars()
            .map(|f| g.cells.iter().filter(|c| c.name.starts_with(f)).count())
            .collect();
        assert_eq!(files, [4, 5, 6, 7, 6, 5, 4]);
        assert_eq!(g.cells[usize::from(g.cell("d1").unwrap())].coord, (0, 3));
        assert_eq!(g.cells[usize::from(g.cell("d7").unwrap())].coord, (0, -3));
        let inner: Vec<&str> = (0..37u8)
            .filter(|&c| !g.is_edge(c))
            .map(|c| g.name(c))
            .collect();
        let mut expected = vec![
            "b2", "b3", "b4", "c2", "c3", "c4", "c5", "d2", "d3", "d4", "d5", "d6", "e2", "e3",
            "e4", "e5", "f2", "f3", "f4",
        ];
        let mut got = inner.clone();
        got.sort();
        expected.sort();
        assert_eq!(got, expected);
        let owned = |side| (0..37u8).filter(|&c| g.owner(c) == Some(side)).count();
        assert_eq!((owned(Side::South), owned(Side::North)), (9, 9));
        // Stepping north from the bottom corner climbs file d.
        let n = g.direction("N").unwrap();
        assert_eq!(g.step(g.cell("d1").unwrap(), n), g.cell("d2"));
        assert_eq!(g.step(g.cell("d7").unwrap(), n), None);
    }

    #[test]
    fn ring_paths_skip_the_starting_cell() {
        let g = Geometry::of(BoardKind::Square);
        let a1 = g.cell("a1").unwrap();
        let path: Vec<&str> = g.ring_after(a1, a1).take(21).map(|c| g.name(c)).collect();
        assert_eq!(path[0], "b1");
        assert_eq!(path[18], "a2");
        assert_eq!(path[19], "b1");
        assert!(!path.contains(&"a1"));
    }
}
