//! Roocala's board drawn from its cells, for both boards: the square or hexagonal cells with
//! their checkers and rooks (`data-cell`, `data-checkers`, `data-rook`), the marks a game
//! page puts on them, a move's hand, the path of the move pressed and the numbers of the
//! moves offered; and both players' points. The game page (`super`) draws a game with it
//! and the analysis board (`ui::analysis`) a position still, or an edit not yet checked:
//! both give the cells' contents, not a position.

use std::rc::Rc;

use yew::prelude::*;

use crate::games::roocala::{
    player_name, BoardKind, CellId, Geometry, RoocalaCounts, RoocalaFrame,
};
use crate::games::Side;
use crate::i18n::msg;
use crate::ui::board_parts::{hand_badge, tap_listeners, Marks};
use crate::ui::class_list::{class_if, class_list};
use crate::ui::geometry::{points, units, Rect};
use crate::ui::keys::Spots;

use super::layout::{places as places_of, CellPlace, VIEW};

/// What the board shows: the cells' contents and marks, a moment of a move being shown.
pub struct Board<'a> {
    pub geometry: &'static Geometry,
    /// Each cell's checkers and rook, for `data-checkers` and `data-rook`.
    pub cells: &'a [(u8, Option<Side>)],
    /// The counts drawn instead of `cells` (a moment of a move, or the final sweep), which
    /// the test hooks keep showing.
    pub drawn: Option<&'a RoocalaCounts>,
    /// The moment of a move being animated, and how long it stays, in milliseconds.
    pub frame: Option<&'a RoocalaFrame>,
    pub frame_ms: u32,
    /// The cells where a legal move of a person to move starts.
    pub starts: &'a [CellId],
    pub selected: Option<CellId>,
    /// The last move's start, drops and captures.
    pub last_from: Option<CellId>,
    pub last_drops: &'a [CellId],
    pub last_taken: &'a [CellId],
    /// The cell a hint's move starts on; in a review, the one the move played starts on.
    pub hint: Option<CellId>,
    pub played: Option<CellId>,
    /// The path of the move pressed: from the selected cell over its drops to where a rook
    /// ends.
    pub path: Option<(CellId, &'a [CellId], Option<CellId>)>,
    /// Where each move offered ends, numbered from 1.
    pub offer_ends: &'a [Option<CellId>],
    /// Hears the name of the cell tapped (`c3`), or `None` beside the cells.
    pub on_spot: Callback<Option<String>>,
    /// The cells take the keyboard's focus (Tab, the arrow keys): not on a board drawn
    /// still, whose taps do nothing.
    pub keys: bool,
}

/// The board's SVG.
pub fn board(b: &Board) -> Html {
    let g = b.geometry;
    let places = cell_places(g.kind);
    let centre = |c: CellId| places[usize::from(c)].centre;
    let (onclick, onkeydown) = tap_listeners("data-cell", b.on_spot.clone(), cell_spots(g.kind));
    let board_class = match g.kind {
        BoardKind::Square => "square",
        BoardKind::Hex => "hex",
    };
    let animating = b.frame.is_some();
    html! {
        <svg class={class_list(&["grid", "roocala-board", board_class])}
             viewBox={format!("0 0 {0} {0}", units(VIEW))} role="group"
             aria-label={msg::BoardName.text()} data-animating={animating.then_some("true")}
             {onclick} {onkeydown}>
            <rect class="grid-frame" x="0" y="0" width={units(VIEW)}
                  height={units(VIEW)} rx="28"/>
            <g class="cells">
                { for places.iter().zip(b.cells).map(|(place, &(checkers, rook))| {
                    let c = place.cell;
                    let shown = b.drawn.map_or((checkers, rook), |counts| {
                        (counts.checkers[usize::from(c)], counts.rooks[usize::from(c)])
                    });
                    let hand = b.frame.is_some_and(|f| f.at == c);
                    let last = !animating;
                    html! {
                        <CellView key={c} place={place.clone()} name={g.name(c).to_owned()}
                            owner={g.owner(c)} {checkers} {rook} {shown} {hand}
                            tabbable={b.keys && (b.starts.is_empty() || b.starts.contains(&c))}
                            marks={Marks {
                                legal: b.starts.contains(&c),
                                selected: b.selected == Some(c),
                                origin: last && b.last_from == Some(c),
                                sown: last && b.last_drops.contains(&c),
                                captured: last && b.last_taken.contains(&c),
                                hint: last && b.hint == Some(c),
                                played: last && b.played == Some(c),
                            }}/>
                    }
                }) }
            </g>
            if let Some(f) = b.frame {
                { { let (x, y) = centre(f.at); hand_badge(x, y, f.hand, b.frame_ms, f.carried_off.map(|(n, _)| n)) } }
            }
            if let Some((from, drops, rook_to)) = b.path {
                <g class="sow-path pressed-path">
                    <polyline points={points(
                        std::iter::once(from).chain(drops.iter().copied()).chain(rook_to).map(centre))}/>
                </g>
            }
            <g class="offer-marks">
                { for b.offer_ends.iter().enumerate().filter_map(|(i, end)| {
                    let (x, y) = centre((*end)?);
                    let x = x - 14.0 + (i % 3) as f64 * 14.0;
                    Some(html! {
                        <g class="offer-mark">
                            <circle cx={units(x)} cy={units(y - 16.0)} r="12"/>
                            <text x={units(x)} y={units(y - 11.0)} text-anchor="middle">{ i + 1 }</text>
                        </g>
                    })
                }) }
            </g>
        </svg>
    }
}

/// Both players' points (`.pile[data-side][data-points]`): `points` as the hooks say them,
/// `shown` as drawn (a moment of a move), the side to move marked, and "thinking…" beside
/// it while the computer thinks.
pub fn piles(points: [u32; 2], shown: [u32; 2], to_move: Option<Side>, thinking: bool) -> Html {
    html! {
        <ul class="piles" aria-label={msg::BoardPoints.text()}>
            { for Side::ALL.into_iter().zip(points).zip(shown).map(|((side, points), shown)| {
                let moving = to_move == Some(side);
                let seat = if side == Side::South { "p1" } else { "p2" };
                html! {
                    <li class={class_list(&["pile", seat, class_if(moving, "moving")])} data-side={side.as_str()}
                        data-points={points.to_string()}>
                        <span class="pile-dot"></span>
                        <span class="pile-name">{ player_name(side) }</span>
                        if side == Side::North { <span class="pile-note">{ msg::BoardPointForSecond.text() }</span> }
                        <span class="pile-count">{ shown }</span>
                        if moving && thinking {
                            <span class="your-move thinking">{ msg::BoardPileThinking.text() }</span>
                        }
                    </li>
                }
            }) }
        </ul>
    }
}

/// The outline of a rook, a castle tower of half-width about `s` centred on (`cx`, `cy`):
/// its corners, from the bottom left, as fractions of `s`.
pub fn rook_outline(cx: f64, cy: f64, s: f64) -> String {
    const CORNERS: [(f64, f64); 14] = [
        (-0.8, 0.9),
        (0.8, 0.9),
        (0.55, 0.55),
        (0.55, -0.55),
        (0.8, -0.55),
        (0.8, -0.95),
        (0.22, -0.95),
        (0.22, -0.55),
        (-0.22, -0.55),
        (-0.22, -0.95),
        (-0.8, -0.95),
        (-0.8, -0.55),
        (-0.55, -0.55),
        (-0.55, 0.55),
    ];
    points(CORNERS.iter().map(|&(x, y)| (cx + s * x, cy + s * y)))
}

/// Every cell's place on a board: made once for each board.
pub fn cell_places(kind: BoardKind) -> Rc<[Rc<CellPlace>]> {
    thread_local! {
        static PLACES: [std::cell::OnceCell<Rc<[Rc<CellPlace>]>>; 2] = Default::default();
    }
    let index = usize::from(kind == BoardKind::Hex);
    PLACES.with(|places| {
        Rc::clone(places[index].get_or_init(|| {
            places_of(Geometry::of(kind))
                .into_iter()
                .map(Rc::new)
                .collect()
        }))
    })
}

/// Every cell of a board with its outline's box, for the arrow keys ([`crate::ui::keys`]):
/// made once for each board.
pub fn cell_spots(kind: BoardKind) -> Spots {
    thread_local! {
        static SPOTS: [std::cell::OnceCell<Spots>; 2] = Default::default();
    }
    let make = || -> Spots {
        let g = Geometry::of(kind);
        places_of(g)
            .iter()
            .map(|place| {
                let (xs, ys): (Vec<f64>, Vec<f64>) = place.outline.iter().copied().unzip();
                let min = |v: &[f64]| v.iter().copied().fold(f64::INFINITY, f64::min);
                let max = |v: &[f64]| v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let (x, y) = (min(&xs), min(&ys));
                let outline = Rect {
                    x,
                    y,
                    w: max(&xs) - x,
                    h: max(&ys) - y,
                };
                (g.name(place.cell).to_owned(), outline)
            })
            .collect()
    };
    let index = usize::from(kind == BoardKind::Hex);
    SPOTS.with(|spots| Rc::clone(spots[index].get_or_init(make)))
}

/// What one cell shows.
#[derive(Properties, PartialEq)]
struct CellProps {
    place: Rc<CellPlace>,
    /// The cell's name (`c3`).
    name: AttrValue,
    /// Whose home row it is in, if anyone's.
    owner: Option<Side>,
    /// The checkers and rook of the position, for `data-checkers` and `data-rook`.
    checkers: u8,
    rook: Option<Side>,
    /// The checkers and rook drawn: the position's, or those of the moment being animated.
    shown: (u8, Option<Side>),
    /// The animation's hand is over this cell.
    hand: bool,
    /// In the Tab order: a cell the mover's moves start from, or any while none is.
    tabbable: bool,
    marks: Marks,
}

/// One cell of the board: a component, so a move redraws only the cells it changed.
#[component]
fn CellView(props: &CellProps) -> Html {
    // Drawn again in a language the player chooses.
    let _ = crate::ui::language::use_language();
    let place = &*props.place;
    let (cx, cy) = place.centre;
    let r = place.radius;
    let owner = match props.owner {
        Some(Side::South) => "south-cell",
        Some(Side::North) => "north-cell",
        None => "inner-cell",
    };
    let class = class_list(&[
        "cell",
        owner,
        &props.marks.classes(),
        class_if(props.hand, "hand"),
    ]);
    let checkers = props.checkers;
    let (shown, shown_rook) = props.shown;
    let label = match props.rook {
        Some(rook) => msg::BoardCellRook {
            cell: &props.name,
            count: checkers.into(),
            player: &player_name(rook),
        }
        .text(),
        None => msg::BoardCell {
            cell: &props.name,
            count: checkers.into(),
        }
        .text(),
    };
    let (rx, ry) = (r * 0.5, r * 0.21);
    html! {
        <g {class} data-cell={props.name.clone()} data-checkers={checkers.to_string()}
           data-rook={props.rook.map(Side::as_str).unwrap_or("")}>
            // The cell's button is its outline (see the two-row pits); its name is drawn over
            // its pieces, so that a rook never hides it.
            <polygon class="cell-shape key" points={points(place.outline.iter().copied())}
                     tabindex={if props.tabbable { "0" } else { "-1" }} role="button"
                     aria-label={label}/>
            <g class="checkers">
                { for (0..shown.min(8)).map(|i| html! {
                    <ellipse class="checker" cx={units(cx)}
                             cy={units(cy + r * 0.45 - f64::from(i) * ry * 0.75)}
                             rx={units(rx)} ry={units(ry)}/>
                }) }
            </g>
            if let Some(owner) = shown_rook {
                <polygon class={class_list(&["rook-piece", owner.as_str()])}
                         points={rook_outline(cx, cy, r * 0.62)}/>
            }
            <text class="cell-name" aria-hidden="true" x={units(cx - r * 0.6)} y={units(cy - r * 0.45)}
                  text-anchor="middle">{ props.name.clone() }</text>
            if shown > 0 {
                <text class="cell-count" aria-hidden="true" x={units(cx + r * 0.62)} y={units(cy + r * 0.78)}
                      text-anchor="middle">{ shown }</text>
            }
        </g>
    }
}
