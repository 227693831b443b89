//! Calcala's diagrams on its rules page ([`GridDiagram`], described by its rules text): a
//! path of sown pits from an origin, and a captured pit.

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::calcala::{Cell, SIZE};
use crate::games::help::GridDiagram;

const CELL: u32 = 30;

fn centre(cell: Cell) -> (u32, u32) {
    (
        u32::from(cell.col()) * CELL + CELL / 2 + 4,
        u32::from(cell.row()) * CELL + CELL / 2 + 4,
    )
}

/// A 6x6 grid with the origin, the pits sown in order (numbered) and a captured pit.
pub fn mini_grid(diagram: &GridDiagram) -> Html {
    let path: Vec<Cell> = diagram.path.iter().filter_map(|n| n.parse().ok()).collect();
    let origin: Option<Cell> = diagram.origin.parse().ok();
    let captured: Option<Cell> = diagram.taken.and_then(|n| n.parse().ok());
    let caption = diagram.caption;
    let side = u32::from(SIZE) * CELL + 8;
    let view_box = format!("0 0 {side} {side}");
    html! {
        <figure class="diagram">
            <svg viewBox={view_box} role="img" aria-label={caption.prose()} class="mini-grid">
                <rect x="0" y="0" width={side.to_string()} height={side.to_string()} rx="8" class="d-frame"/>
                { for Cell::all().map(|cell| {
                    let (x, y) = centre(cell);
                    let class = class_list(&[
                        "d-pit",
                        class_if(origin == Some(cell), "d-origin"),
                        class_if(path.contains(&cell), "d-sown"),
                        class_if(captured == Some(cell), "d-taken"),
                    ]);
                    html! { <circle cx={x.to_string()} cy={y.to_string()} r="11" {class}/> }
                }) }
                { for path.iter().enumerate().map(|(i, &cell)| {
                    let (x, y) = centre(cell);
                    html! {
                        <text x={x.to_string()} y={(y + 5).to_string()} class="d-step"
                              text-anchor="middle">{ i + 1 }</text>
                    }
                }) }
            </svg>
            <figcaption>{ caption.prose() }</figcaption>
        </figure>
    }
}
