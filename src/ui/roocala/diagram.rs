//! Roocala's diagrams on its rules page ([`SquareDiagram`], described by its rules text): the
//! ring and the inner area tinted, the cells of a move numbered in order, the checkers and
//! rooks before the move, and what is taken.

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::help::SquareDiagram;
use crate::games::roocala::{BoardKind, Geometry};
use crate::games::Side;
use crate::ui::geometry::units;

use super::board::rook_outline;

const CELL: f64 = 34.0;

/// A 6x6 board with `path` numbered in order, the `taken` cells ringed, `checkers` and
/// `rooks` drawn and the `from` cell marked.
pub fn mini_square(diagram: &SquareDiagram) -> Html {
    let SquareDiagram {
        from,
        path,
        taken,
        rooks,
        checkers,
        caption,
    } = *diagram;
    let g = Geometry::of(BoardKind::Square);
    let side = 6.0 * CELL + 8.0;
    let view_box = format!("0 0 {0} {0}", units(side));
    let corner = |name: &str| {
        let cell = g.cell(name).map(usize::from).unwrap_or(0);
        let (col, rank) = g.cells[cell].coord;
        (
            4.0 + f64::from(col) * CELL,
            4.0 + f64::from(5 - rank) * CELL,
        )
    };
    html! {
        <figure class="diagram">
            <svg viewBox={view_box} role="img" aria-label={caption.prose()} class="mini-grid mini-square">
                <rect x="0" y="0" width={units(side)} height={units(side)} rx="8" class="d-frame"/>
                { for g.cells.iter().map(|c| {
                    let (x, y) = corner(&c.name);
                    let tint = match c.owner {
                        Some(Side::South) => "south",
                        Some(Side::North) => "north",
                        None => "inner",
                    };
                    let class = class_list(&[
                        "d-cell", tint,
                        class_if(c.name == from, "d-origin"),
                        class_if(path.contains(&c.name.as_str()), "d-sown"),
                        class_if(taken.contains(&c.name.as_str()), "d-taken"),
                    ]);
                    html! {
                        <rect x={units(x + 1.5)} y={units(y + 1.5)} width={units(CELL - 3.0)}
                              height={units(CELL - 3.0)} rx="4" {class}/>
                    }
                }) }
                // A cell's checkers in a row along its foot, the rook above them.
                { for checkers.iter().map(|&(name, n)| {
                    let (x, y) = corner(name);
                    html! {
                        <g class="d-checkers" data-cell={name} data-checkers={n.to_string()}>
                            { for (0..n).map(|i| html! {
                                <circle class="d-checker" r="3.2"
                                        cx={units(x + 8.5 + f64::from(i) * 7.5)}
                                        cy={units(y + CELL - 6.0)}/>
                            }) }
                        </g>
                    }
                }) }
                { for rooks.iter().map(|&(name, owner)| {
                    let (x, y) = corner(name);
                    let (cy, s) = if checkers.iter().any(|c| c.0 == name) {
                        (y + CELL / 2.0 - 3.0, CELL * 0.3)
                    } else {
                        (y + CELL / 2.0, CELL * 0.34)
                    };
                    html! {
                        <polygon class={class_list(&["rook-piece", owner.as_str()])}
                                 data-cell={name} points={rook_outline(x + CELL / 2.0, cy, s)}/>
                    }
                }) }
                { for path.iter().enumerate().map(|(i, &name)| {
                    let (x, y) = corner(name);
                    html! {
                        <text x={units(x + CELL - 8.0)} y={units(y + 13.0)}
                              class="d-step" text-anchor="middle">{ i + 1 }</text>
                    }
                }) }
            </svg>
            <figcaption>{ caption.prose() }</figcaption>
        </figure>
    }
}
