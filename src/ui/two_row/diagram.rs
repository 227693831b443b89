//! The two-row games' diagrams on their rules pages ([`TwoRowDiagram`], described by each
//! game's rules text): counts in every cup, some cups marked, and a caption saying what the
//! picture shows.

use yew::prelude::*;

use crate::ui::class_list::class_list;

use crate::games::help::{Mark, TwoRowDiagram};
use crate::games::two_row::Pit;
use crate::games::Side;

/// A two-row board of six cups a side and two homes, with counts and marks: drawn twice,
/// across as on a tablet and upright as on a phone held upright (turned a quarter to the
/// right, each home at its owner's end, as the game's board is then: `two_row::layout`),
/// and rules.css shows the one the window calls for.
pub fn mini_board(diagram: &TwoRowDiagram) -> Html {
    let caption = diagram.caption;
    html! {
        <figure class="diagram">
            { drawing(diagram, false) }
            { drawing(diagram, true) }
            <figcaption>{ caption.prose() }</figcaption>
        </figure>
    }
}

/// The board of `diagram`, across (420 by 150) or `upright` (150 by 420).
fn drawing(diagram: &TwoRowDiagram, upright: bool) -> Html {
    let TwoRowDiagram {
        south,
        north,
        stores,
        marks,
        caption,
    } = *diagram;
    let mark_of = |pit: Pit| {
        marks.iter().find(|(p, _)| *p == pit).map(|(_, m)| match m {
            Mark::Origin => "d-origin",
            Mark::Sown => "d-sown",
            Mark::Taken => "d-taken",
        })
    };
    // Upright, (x, y) across becomes (150 - y, x).
    let turn = |x: u32, y: u32, w: u32, h: u32| match upright {
        true => (150 - y - h, x, h, w),
        false => (x, y, w, h),
    };
    let cup = |pit: Pit, x: u32, y: u32, w: u32, h: u32, count: u8| {
        let side = match pit.owner() {
            Side::South => "south",
            Side::North => "north",
        };
        let (x, y, w, h) = turn(x, y, w, h);
        html! {
            <g>
                <rect x={x.to_string()} y={y.to_string()} width={w.to_string()}
                      height={h.to_string()} rx="12"
                      class={class_list(&["d-tray", side, mark_of(pit).unwrap_or_default()])}/>
                <text x={(x + w / 2).to_string()} y={(y + h / 2 + 8).to_string()}
                      class="d-count" text-anchor="middle">{ count }</text>
            </g>
        }
    };
    let (_, _, width, height) = turn(0, 0, 420, 150);
    let class = if upright { "upright" } else { "across" };
    html! {
        <svg {class} viewBox={format!("0 0 {width} {height}")} role="img"
             aria-label={caption.prose()}>
            <rect x="0" y="0" width={width.to_string()} height={height.to_string()} rx="22"
                  class="d-frame"/>
            { cup(Pit::Store(Side::North), 10, 12, 42, 126, stores[1]) }
            { cup(Pit::Store(Side::South), 368, 12, 42, 126, stores[0]) }
            { for (1..=6u8).map(|n| {
                let column = u32::from(n - 1) * 51;
                html! {
                    <>
                        { cup(Pit::House(Side::South, n), 62 + column, 80, 44, 58, south[usize::from(n - 1)]) }
                        { cup(Pit::House(Side::North, n), 317 - column, 12, 44, 58, north[usize::from(n - 1)]) }
                    </>
                }
            }) }
        </svg>
    }
}
