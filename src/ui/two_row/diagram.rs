//! The two-row games' diagrams on their rules pages ([`TwoRowDiagram`], described by each
//! game's rules text): counts in every cup, some cups marked, and a caption saying what the
//! picture shows.

use yew::prelude::*;

use crate::ui::class_list::class_list;

use crate::games::help::{Mark, TwoRowDiagram};
use crate::games::two_row::Pit;
use crate::games::Side;

/// A two-row board of six cups a side and two homes, with counts and marks.
pub fn mini_board(diagram: &TwoRowDiagram) -> Html {
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
    let cup = |pit: Pit, x: u32, y: u32, w: u32, h: u32, count: u8| {
        let side = match pit.owner() {
            Side::South => "south",
            Side::North => "north",
        };
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
    html! {
        <figure class="diagram">
            <svg viewBox="0 0 420 150" role="img" aria-label={caption.to_owned()}>
                <rect x="0" y="0" width="420" height="150" rx="22" class="d-frame"/>
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
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}
