//! How stones are drawn in a pit: discs in a centred grid, blue for one stone, and yellow
//! and black discs standing for 2 and 3 when a pit is crowded, as the TopAccolades board
//! draws them.

use yew::prelude::*;

use crate::i18n::msg;
use crate::ui::class_list::class_list;

use super::geometry::{units, Rect};

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

/// The grid of discs a pit of `rect` holds: the discs' radius, the distance between their
/// centres, and the columns and rows.
fn disc_grid(rect: &Rect) -> (f64, f64, u32, u32) {
    let r = (rect.w.min(rect.h) / 5.4).min(17.0);
    let step = 2.0 * r + 3.0;
    let cols = (((rect.w - 10.0) / step).floor() as u32).max(1);
    let rows = (((rect.h - 10.0) / step).floor() as u32).max(1);
    (r, step, cols, rows)
}

/// Whether `count` stones in a pit of `rect` are drawn with yellow or black discs, which
/// the board's legend ([`legend`]) then explains.
pub fn stacked(rect: &Rect, count: u32) -> bool {
    let (_, _, cols, rows) = disc_grid(rect);
    count > cols * rows
}

/// Places the discs for `count` stones in a tray, in a centred grid.
pub fn discs(rect: &Rect, count: u32) -> Vec<Disc> {
    let (r, step, cols, rows) = disc_grid(rect);
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

/// What a disc of a kind stands for, in words: the tooltip of a yellow or black disc (an
/// SVG `<title>`) and the legend's.
pub fn meaning(kind: DiscKind) -> String {
    match kind {
        DiscKind::Blue => msg::BoardBlueStone.text(),
        DiscKind::Yellow => msg::BoardYellowStone.text(),
        DiscKind::Black => msg::BoardBlackStone.text(),
    }
}

/// A disc's kind as its class, which fills it with its gradient (the style sheet's
/// `.stone.blue`, from index.html's `#stone-blue`: said once there, not on every disc of a
/// board).
fn colour(kind: DiscKind) -> &'static str {
    match kind {
        DiscKind::Blue => "blue",
        DiscKind::Yellow => "yellow",
        DiscKind::Black => "black",
    }
}

/// One drawn disc; a yellow or black one says what it stands for in a tooltip.
pub fn disc_view(d: &Disc) -> Html {
    let title = (d.kind != DiscKind::Blue).then(|| meaning(d.kind));
    html! {
        <circle class={class_list(&["stone", colour(d.kind)])} cx={units(d.cx)} cy={units(d.cy)}
                r={units(d.r)}>
            if let Some(title) = title {
                <title>{ title }</title>
            }
        </circle>
    }
}

/// The small legend shown by a board that draws yellow or black stones: a disc of each
/// colour with the stones it stands for (on a narrow screen the number alone: the style
/// sheet hides the word), read out whole to screen readers.
pub fn legend() -> Html {
    let swatch = |kind: DiscKind| {
        html! {
            <svg class="legend-stone" viewBox="0 0 20 20" aria-hidden="true">
                <circle class={colour(kind)} cx="10" cy="10" r="8"/>
            </svg>
        }
    };
    html! {
        <p class="stone-legend" data-stone-legend="" role="note"
           aria-label={msg::BoardStoneLegend.text()}>
            <span>{ swatch(DiscKind::Yellow) }{ "2" }<span class="legend-unit">{ msg::BoardLegendUnit { count: 2 }.text() }</span></span>
            <span>{ swatch(DiscKind::Black) }{ "3" }<span class="legend-unit">{ msg::BoardLegendUnit { count: 3 }.text() }</span></span>
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_pit_is_stacked_when_its_discs_stand_for_more_than_one_stone() {
        let tray = Rect {
            x: 0.0,
            y: 0.0,
            w: 120.0,
            h: 120.0,
        };
        for count in 0..60 {
            let more = discs(&tray, count).iter().any(|d| d.kind != DiscKind::Blue);
            assert_eq!(stacked(&tray, count), more, "{count}");
        }
        assert!(!stacked(&tray, 4) && stacked(&tray, 40));
        assert!(meaning(DiscKind::Yellow).contains("2 stones"));
        assert!(meaning(DiscKind::Black).contains("3 stones"));
    }

    #[test]
    fn the_legend_and_the_pits_say_their_stones() {
        assert_eq!(msg::BoardLegendUnit { count: 2 }.text(), " stones");
        let pit = |count| msg::BoardPit { pit: "C4", count }.text();
        assert_eq!(pit(1), "C4: 1 stone");
        assert_eq!(pit(0), "C4: 0 stones");
        assert_eq!(pit(12), "C4: 12 stones");
    }
}
