//! Where every pit of a two-row board stands in the SVG, and where its stones go: pure
//! geometry, unit-tested natively.

use crate::games::two_row::Pit;
use crate::games::Side;
use crate::ui::geometry::Rect;

/// Whether the board is drawn for a wide or a tall screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Wider than tall (a tablet held sideways).
    Landscape,
    /// Taller than wide.
    Portrait,
}

/// One pit's place: its tray and where its count is written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitPlace {
    /// The pit.
    pub pit: Pit,
    /// The tray.
    pub rect: Rect,
    /// The centre of the count's badge, outside the tray on its owner's side.
    pub label: (f64, f64),
}

/// The whole board: its size, the wooden frame and every pit.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLayout {
    /// The SVG's width in user units.
    pub width: f64,
    /// The SVG's height in user units.
    pub height: f64,
    /// The wooden frame.
    pub frame: Rect,
    /// Every house and store.
    pub places: Vec<PitPlace>,
}

const WIDTH: f64 = 1000.0;
const LABEL_BAND: f64 = 56.0;
const PAD: f64 = 18.0;
const GAP: f64 = 12.0;

/// Lays out `houses` houses per side, with a store at each end when `stores` is set: South's
/// row at the bottom from left to right, North's at the top from right to left, South's store
/// on the right and North's on the left, as the players see them across the table.
pub fn board_layout(houses: u8, stores: bool, orientation: Orientation) -> BoardLayout {
    let height = match orientation {
        Orientation::Landscape => 460.0,
        Orientation::Portrait => 860.0,
    };
    let houses = houses.max(1);
    let frame = Rect {
        x: 0.0,
        y: LABEL_BAND,
        w: WIDTH,
        h: height - 2.0 * LABEL_BAND,
    };
    let inner_h = frame.h - 2.0 * PAD;
    let store_w = if stores {
        (WIDTH / (f64::from(houses) + 2.6)).min(130.0)
    } else {
        0.0
    };
    let row_x = PAD + if stores { store_w + GAP } else { 0.0 };
    let row_w = WIDTH - 2.0 * row_x;
    let house_w = (row_w - GAP * f64::from(houses - 1)) / f64::from(houses);
    let house_h = (inner_h - GAP) / 2.0;
    let top_y = frame.y + PAD;
    let bottom_y = top_y + house_h + GAP;

    let mut places = Vec::with_capacity(2 * usize::from(houses) + 2);
    for n in 1..=houses {
        let column = f64::from(n - 1);
        let south = Rect {
            x: row_x + column * (house_w + GAP),
            y: bottom_y,
            w: house_w,
            h: house_h,
        };
        let north = Rect {
            x: WIDTH - row_x - house_w - column * (house_w + GAP),
            y: top_y,
            w: house_w,
            h: house_h,
        };
        places.push(place(Pit::House(Side::South, n), south, height));
        places.push(place(Pit::House(Side::North, n), north, height));
    }
    if stores {
        let tall = |x| Rect {
            x,
            y: top_y,
            w: store_w,
            h: inner_h,
        };
        places.push(place(
            Pit::Store(Side::South),
            tall(WIDTH - PAD - store_w),
            height,
        ));
        places.push(place(Pit::Store(Side::North), tall(PAD), height));
    }
    BoardLayout {
        width: WIDTH,
        height,
        frame,
        places,
    }
}

fn place(pit: Pit, rect: Rect, height: f64) -> PitPlace {
    let label_y = match pit.owner() {
        Side::North => LABEL_BAND / 2.0,
        Side::South => height - LABEL_BAND / 2.0,
    };
    PitPlace {
        pit,
        rect,
        label: (rect.centre().0, label_y),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::stones::discs;

    #[test]
    fn every_pit_has_one_place_and_none_overlap() {
        for orientation in [Orientation::Landscape, Orientation::Portrait] {
            for houses in 3..=8 {
                let layout = board_layout(houses, true, orientation);
                assert_eq!(layout.places.len(), 2 * usize::from(houses) + 2);
                for (i, a) in layout.places.iter().enumerate() {
                    assert!(a.rect.x >= 0.0 && a.rect.x + a.rect.w <= layout.width);
                    assert!(a.rect.y >= layout.frame.y);
                    assert!(a.rect.y + a.rect.h <= layout.frame.y + layout.frame.h);
                    for b in &layout.places[i + 1..] {
                        assert!(!a.rect.overlaps(&b.rect), "{:?} {:?}", a.pit, b.pit);
                    }
                }
            }
        }
    }

    #[test]
    fn rows_face_each_other_as_rules_section_1_says() {
        let layout = board_layout(6, true, Orientation::Landscape);
        let at = |pit: Pit| layout.places.iter().find(|p| p.pit == pit).unwrap().rect;
        // S1 is bottom left, N1 top right and opposite S6; South's store is on the right.
        assert!(at(Pit::House(Side::South, 1)).x < at(Pit::House(Side::South, 6)).x);
        assert!(at(Pit::House(Side::North, 1)).x > at(Pit::House(Side::North, 6)).x);
        assert_eq!(
            at(Pit::House(Side::North, 1)).x,
            at(Pit::House(Side::South, 6)).x
        );
        assert!(at(Pit::House(Side::North, 1)).y < at(Pit::House(Side::South, 1)).y);
        assert!(at(Pit::Store(Side::South)).x > at(Pit::House(Side::South, 6)).x);
        assert!(at(Pit::Store(Side::North)).x < at(Pit::House(Side::North, 6)).x);
    }

    #[test]
    fn discs_stay_inside_their_tray() {
        let layout = board_layout(8, true, Orientation::Landscape);
        for place in &layout.places {
            for count in [0, 1, 5, 20, 60, 128] {
                for d in discs(&place.rect, count) {
                    assert!(
                        d.cx - d.r >= place.rect.x && d.cx + d.r <= place.rect.x + place.rect.w
                    );
                    assert!(
                        d.cy - d.r >= place.rect.y && d.cy + d.r <= place.rect.y + place.rect.h
                    );
                }
            }
        }
    }
}
