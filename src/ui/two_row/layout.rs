//! Where every pit of a two-row board stands in the SVG, and where its stones go: pure
//! geometry, unit-tested natively.

use crate::games::two_row::Pit;
use crate::games::Side;

/// An axis-aligned rectangle in SVG user units (top-left corner and size).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// The centre point.
    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether two rectangles overlap.
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }
}

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

/// The kind of a drawn stone: blue stands for 1 stone, yellow for 2, black for 3, as the
/// TopAccolades board draws crowded trays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscKind {
    /// One stone.
    Blue,
    /// Two stones.
    Yellow,
    /// Three stones.
    Black,
}

impl DiscKind {
    /// How many stones the disc stands for.
    pub fn stones(self) -> u32 {
        match self {
            DiscKind::Blue => 1,
            DiscKind::Yellow => 2,
            DiscKind::Black => 3,
        }
    }
}

/// A drawn stone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Disc {
    /// Centre x.
    pub cx: f64,
    /// Centre y.
    pub cy: f64,
    /// Radius.
    pub r: f64,
    /// What it stands for.
    pub kind: DiscKind,
}

/// The discs that show `count` stones: as many blue discs as fit, then yellow and black
/// ones standing for 2 and 3 so that the discs add up to the count while they fit (past
/// three times the room, the discs are all black and the number tells the rest).
pub fn disc_kinds(count: u32, room: u32) -> Vec<DiscKind> {
    let room = room.max(1);
    let (big, small, big_kind, small_kind) = if count <= room {
        (0, count, DiscKind::Yellow, DiscKind::Blue)
    } else if count <= 2 * room {
        (
            count - room,
            2 * room - count,
            DiscKind::Yellow,
            DiscKind::Blue,
        )
    } else if count <= 3 * room {
        (
            count - 2 * room,
            3 * room - count,
            DiscKind::Black,
            DiscKind::Yellow,
        )
    } else {
        (room, 0, DiscKind::Black, DiscKind::Yellow)
    };
    let mut kinds = vec![big_kind; big as usize];
    kinds.extend(std::iter::repeat_n(small_kind, small as usize));
    kinds
}

/// Places the discs for `count` stones in a tray, in a centred grid.
pub fn discs(rect: &Rect, count: u32) -> Vec<Disc> {
    let r = (rect.w.min(rect.h) / 5.4).min(17.0);
    let step = 2.0 * r + 3.0;
    let cols = (((rect.w - 10.0) / step).floor() as u32).max(1);
    let rows = (((rect.h - 10.0) / step).floor() as u32).max(1);
    let kinds = disc_kinds(count, cols * rows);
    let used_rows = (kinds.len() as u32).div_ceil(cols).max(1);
    let (cx, cy) = rect.centre();
    let top = cy - f64::from(used_rows - 1) * step / 2.0;
    kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| {
            let i = i as u32;
            let row = i / cols;
            let in_row = if row == used_rows - 1 {
                kinds.len() as u32 - row * cols
            } else {
                cols
            };
            let col = i % cols;
            let left = cx - f64::from(in_row - 1) * step / 2.0;
            Disc {
                cx: left + f64::from(col) * step,
                cy: top + f64::from(row) * step,
                r,
                kind,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn discs_add_up_to_the_count_while_they_fit() {
        for room in [1, 4, 12, 30] {
            for count in 0..=3 * room {
                let kinds = disc_kinds(count, room);
                assert!(kinds.len() as u32 <= room.max(count.min(room)));
                let sum: u32 = kinds.iter().map(|k| k.stones()).sum();
                assert_eq!(sum, count, "count {count} room {room}");
            }
        }
        assert_eq!(disc_kinds(100, 10).len(), 10);
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
