//! Where every pit of a two-row board stands in the SVG, and where its stones go: pure
//! geometry, unit-tested natively.

use crate::games::two_row::Pit;
use crate::games::Side;
use crate::ui::geometry::Rect;
use crate::ui::orientation::Orientation;

/// One pit's place: its tray and where its count is written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitPlace {
    /// The pit.
    pub pit: Pit,
    /// The tray.
    pub rect: Rect,
    /// The centre of the count's badge, outside the tray on its owner's side.
    pub label: (f64, f64),
    /// Where a house's number is written: in the tray's corner nearest its owner.
    pub number: (f64, f64),
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
/// Upright, the counts stand beside the columns: room for their badges' width.
const UPRIGHT_LABEL_BAND: f64 = 76.0;
const PAD: f64 = 18.0;
const GAP: f64 = 12.0;

/// Lays out `houses` houses per side, with a store at each end when `stores` is set: South's
/// row at the bottom from left to right, North's at the top from right to left, South's store
/// on the right and North's on the left, as the players see them across the table. Upright,
/// the same board is turned a quarter to the right, so that each store stands at its
/// owner's end, beside their bar (North's above the board, South's below): South's houses
/// go down the left-hand column to South's store at the bottom, North's go up the
/// right-hand one to North's store at the top, and the sowing still runs counter-clockwise.
pub fn board_layout(houses: u8, stores: bool, orientation: Orientation) -> BoardLayout {
    let upright = orientation == Orientation::Upright;
    // The rows' size across (their length is WIDTH), and the band above and below them
    // for the counts: upright, beside the columns, as wide as a count's badge.
    let (height, band) = match orientation {
        Orientation::Landscape => (460.0, LABEL_BAND),
        Orientation::Portrait => (860.0, LABEL_BAND),
        Orientation::Upright => (540.0, UPRIGHT_LABEL_BAND),
    };
    // Upright, (x, y) of the rows is turned to (height - y, x): left to right becomes top
    // to bottom, and the bottom row the left-hand column.
    let turn = |r: Rect| match upright {
        true => Rect {
            x: height - r.y - r.h,
            y: r.x,
            w: r.h,
            h: r.w,
        },
        false => r,
    };
    let houses = houses.max(1);
    let frame = Rect {
        x: 0.0,
        y: band,
        w: WIDTH,
        h: height - 2.0 * band,
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
    let place = |pit: Pit, flat: Rect| {
        let rect = turn(flat);
        let south = pit.owner() == Side::South;
        let label_y = if south {
            height - band / 2.0
        } else {
            band / 2.0
        };
        PitPlace {
            pit,
            rect,
            label: match upright {
                true => (height - label_y, flat.centre().0),
                false => (flat.centre().0, label_y),
            },
            // Across the table, in the corner nearest the owner, who reads it; upright, read
            // by one person, in the bottom corner by the column's outer edge.
            number: match (upright, south) {
                (false, true) => (rect.x + 14.0, rect.y + rect.h - 12.0),
                (false, false) => (rect.x + rect.w - 14.0, rect.y + 22.0),
                (true, true) => (rect.x + 16.0, rect.y + rect.h - 12.0),
                (true, false) => (rect.x + rect.w - 16.0, rect.y + rect.h - 12.0),
            },
        }
    };

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
        places.push(place(Pit::House(Side::South, n), south));
        places.push(place(Pit::House(Side::North, n), north));
    }
    if stores {
        let tall = |x| Rect {
            x,
            y: top_y,
            w: store_w,
            h: inner_h,
        };
        places.push(place(Pit::Store(Side::South), tall(WIDTH - PAD - store_w)));
        places.push(place(Pit::Store(Side::North), tall(PAD)));
    }
    let frame = turn(frame);
    BoardLayout {
        width: if upright { height } else { WIDTH },
        height: if upright { WIDTH } else { height },
        frame,
        places,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::stones::discs;

    #[test]
    fn every_pit_has_one_place_and_none_overlap() {
        for orientation in [
            Orientation::Landscape,
            Orientation::Portrait,
            Orientation::Upright,
        ] {
            for houses in 3..=8 {
                let layout = board_layout(houses, true, orientation);
                assert_eq!(layout.places.len(), 2 * usize::from(houses) + 2);
                for (i, a) in layout.places.iter().enumerate() {
                    let frame = layout.frame;
                    assert!(a.rect.x >= frame.x && a.rect.x + a.rect.w <= frame.x + frame.w);
                    assert!(a.rect.y >= frame.y && a.rect.y + a.rect.h <= frame.y + frame.h);
                    // The count's badge (60 by 42) is on the board, outside the frame.
                    let (lx, ly) = a.label;
                    assert!(lx >= 30.0 && lx + 30.0 <= layout.width, "{orientation:?}");
                    assert!(ly >= 21.0 && ly + 21.0 <= layout.height, "{orientation:?}");
                    let badge = Rect {
                        x: lx - 30.0,
                        y: ly - 21.0,
                        w: 60.0,
                        h: 42.0,
                    };
                    assert!(!badge.overlaps(&frame), "{orientation:?} {:?}", a.pit);
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
    fn upright_the_rows_stand_as_columns_sown_counter_clockwise() {
        let layout = board_layout(6, true, Orientation::Upright);
        assert!(layout.height > layout.width);
        let at = |pit: Pit| layout.places.iter().find(|p| p.pit == pit).unwrap().rect;
        let (s1, s6) = (
            at(Pit::House(Side::South, 1)),
            at(Pit::House(Side::South, 6)),
        );
        let (n1, n6) = (
            at(Pit::House(Side::North, 1)),
            at(Pit::House(Side::North, 6)),
        );
        // South's houses go down the left-hand column to South's store at the bottom, by
        // South's bar below the board; North's go up the right-hand one to North's store
        // at the top, by North's bar above it.
        assert!(s1.x < n1.x && s1.y < s6.y && n1.y > n6.y);
        assert_eq!(n1.y, s6.y);
        let (south_store, north_store) = (at(Pit::Store(Side::South)), at(Pit::Store(Side::North)));
        assert!(south_store.y > s6.y && south_store.y + south_store.h > 0.8 * layout.height);
        assert!(north_store.y < n6.y && north_store.y < 0.2 * layout.height);
        // Trays taller than a thumb needs, and each count beside its owner's column.
        assert!(s1.w > 1.5 * s1.h && s1.h > 100.0);
        let label = |pit: Pit| layout.places.iter().find(|p| p.pit == pit).unwrap().label;
        assert!(label(Pit::House(Side::South, 1)).0 < s1.x);
        assert!(label(Pit::House(Side::North, 1)).0 > n1.x + n1.w);
        assert_eq!(
            label(Pit::House(Side::South, 3)).1,
            at(Pit::House(Side::South, 3)).centre().1
        );
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
