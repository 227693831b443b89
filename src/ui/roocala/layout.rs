//! Where each Roocala cell stands in the SVG: squares in a 6x6 grid, or flat-topped
//! hexagons in seven vertical files. Pure geometry, tested natively.

use crate::games::roocala::{BoardKind, CellId, Geometry};

/// The SVG's size in user units (square).
pub const VIEW: f64 = 660.0;

const SQRT_3: f64 = 1.732_050_807_568_877_2;

/// The corners of a flat-topped hexagon of radius 1, at every sixth of a turn from the east:
/// constants rather than `cos` and `sin`, which would bring trigonometry into the site.
const HEX_CORNERS: [(f64, f64); 6] = [
    (1.0, 0.0),
    (0.5, SQRT_3 / 2.0),
    (-0.5, SQRT_3 / 2.0),
    (-1.0, 0.0),
    (-0.5, -SQRT_3 / 2.0),
    (0.5, -SQRT_3 / 2.0),
];

/// A cell's place: its centre and the outline's points.
#[derive(Clone, Debug, PartialEq)]
pub struct CellPlace {
    /// The cell.
    pub cell: CellId,
    /// Its centre.
    pub centre: (f64, f64),
    /// Its outline, as SVG points.
    pub outline: Vec<(f64, f64)>,
    /// Half its width, for drawing pieces inside.
    pub radius: f64,
}

/// Every cell of a board, placed.
pub fn places(geometry: &Geometry) -> Vec<CellPlace> {
    match geometry.kind {
        BoardKind::Square => {
            let margin = 24.0;
            let size = (VIEW - 2.0 * margin) / 6.0;
            geometry
                .cells
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let (col, rank) = (f64::from(c.coord.0), f64::from(c.coord.1));
                    let x = margin + col * size;
                    let y = margin + (5.0 - rank) * size;
                    let inset = 4.0;
                    CellPlace {
                        cell: i as CellId,
                        centre: (x + size / 2.0, y + size / 2.0),
                        outline: vec![
                            (x + inset, y + inset),
                            (x + size - inset, y + inset),
                            (x + size - inset, y + size - inset),
                            (x + inset, y + size - inset),
                        ],
                        radius: size / 2.0 - inset,
                    }
                })
                .collect()
        }
        BoardKind::Hex => {
            // Flat-topped hexagons: q moves right, r moves down; 7 files of 4..7..4.
            let size = 53.0;
            let root3 = SQRT_3;
            let (cx, cy) = (VIEW / 2.0 + 12.0, VIEW / 2.0);
            geometry
                .cells
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let (q, r) = (f64::from(c.coord.0), f64::from(c.coord.1));
                    let x = cx + size * 1.5 * q;
                    let y = cy + size * root3 * (r + q / 2.0);
                    let s = size - 3.0;
                    let outline = HEX_CORNERS
                        .iter()
                        .map(|&(dx, dy)| (x + s * dx, y + s * dy))
                        .collect();
                    CellPlace {
                        cell: i as CellId,
                        centre: (x, y),
                        outline,
                        radius: size * root3 / 2.0 - 3.0,
                    }
                })
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_fit_on_the_board_and_do_not_overlap() {
        for kind in [BoardKind::Square, BoardKind::Hex] {
            let g = Geometry::of(kind);
            let all = places(g);
            assert_eq!(all.len(), g.len());
            for p in &all {
                for &(x, y) in &p.outline {
                    assert!(
                        (0.0..=VIEW).contains(&x) && (0.0..=VIEW).contains(&y),
                        "{kind:?} {x} {y}"
                    );
                }
            }
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    let d = ((a.centre.0 - b.centre.0).powi(2) + (a.centre.1 - b.centre.1).powi(2))
                        .sqrt();
                    assert!(d >= a.radius + b.radius - 1.0, "{kind:?}");
                }
            }
        }
    }

    #[test]
    fn neighbours_are_drawn_next_to_each_other() {
        let g = Geometry::of(BoardKind::Hex);
        let all = places(g);
        let d1 = g.cell("d1").unwrap();
        let d2 = g.cell("d2").unwrap();
        // d1 is the bottom corner, d2 straight above it.
        let (a, b) = (&all[usize::from(d1)], &all[usize::from(d2)]);
        assert!((a.centre.0 - b.centre.0).abs() < 0.01);
        assert!(a.centre.1 > b.centre.1);
    }
}
