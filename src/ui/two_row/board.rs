//! The SVG board of a two-row game: trays with their stones and counts, the legal trays
//! marked, and the last move's sowing and capture highlighted.

use yew::prelude::*;

use crate::games::two_row::{self, Pit};
use crate::games::Side;

use super::layout::{board_layout, Orientation, PitPlace};
use super::Highlights;
use crate::ui::stones::{disc_view, discs, stone_gradients};

/// What the board shows.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The seed counts.
    pub board: two_row::Board,
    /// Whether the game has stores to draw.
    pub stores: bool,
    /// The pits a tap would play.
    pub legal: Vec<Pit>,
    /// The side to move, or `None` once the game is over.
    pub to_move: Option<Side>,
    /// What the last move did.
    pub highlights: Highlights,
    /// Wide or tall drawing.
    pub orientation: Orientation,
    /// How a pit is read out to screen readers (`Red tray 3`).
    pub pit_names: Callback<Pit, String>,
    /// A pit was tapped.
    pub on_tap: Callback<Pit>,
}

/// The board of a two-row game.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let houses = props.board.houses_per_side();
    let layout = board_layout(houses, props.stores, props.orientation);
    let view_box = format!("0 0 {} {}", layout.width, layout.height);
    let frame = layout.frame;
    html! {
        <svg class="board" viewBox={view_box} role="group" aria-label="Board"
             preserveAspectRatio="xMidYMid meet">
            <defs>
                { stone_gradients() }
                <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stop-color="#b07a45"/>
                    <stop offset="100%" stop-color="#8a5a2e"/>
                </linearGradient>
            </defs>
            <rect class="frame" x={frame.x.to_string()} y={frame.y.to_string()}
                  width={frame.w.to_string()} height={frame.h.to_string()} rx="36"/>
            { for layout.places.iter().map(|place| pit_view(props, place)) }
        </svg>
    }
}

fn pit_view(props: &BoardProps, place: &PitPlace) -> Html {
    let pit = place.pit;
    let count = u32::from(props.board.count(pit));
    let rect = place.rect;
    let side = match pit.owner() {
        Side::South => "south",
        Side::North => "north",
    };
    let kind = match pit {
        Pit::House(..) => "house",
        Pit::Store(_) => "store",
    };
    let h = &props.highlights;
    let class = classes!(
        "pit",
        kind,
        side,
        props.legal.contains(&pit).then_some("legal"),
        (h.origin == Some(pit)).then_some("origin"),
        h.sown.contains(&pit).then_some("sown"),
        h.captured.contains(&pit).then_some("captured"),
        (props.to_move == Some(pit.owner())).then_some("movers"),
    );
    let on_tap = props.on_tap.clone();
    let onclick = Callback::from(move |_: MouseEvent| on_tap.emit(pit));
    let on_tap = props.on_tap.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            on_tap.emit(pit);
        }
    });
    let name = props.pit_names.emit(pit);
    let stones = if count == 1 { "stone" } else { "stones" };
    let aria = format!("{name}: {count} {stones}");
    let (lx, ly) = place.label;
    let number = match pit {
        Pit::House(_, n) => Some(n),
        Pit::Store(_) => None,
    };
    // House numbers sit in the corner nearest their owner, where the owner reads them.
    let (nx, ny) = match pit.owner() {
        Side::South => (rect.x + 14.0, rect.y + rect.h - 12.0),
        Side::North => (rect.x + rect.w - 14.0, rect.y + 22.0),
    };
    html! {
        <g {class} data-pit={pit.to_string()} data-count={count.to_string()}
           tabindex="0" role="button" aria-label={aria} {onclick} {onkeydown}>
            <rect class="hit" x={(rect.x - 4.0).to_string()} y={(rect.y - 4.0).to_string()}
                  width={(rect.w + 8.0).to_string()} height={(rect.h + 8.0).to_string()}
                  rx="26"/>
            <rect class="tray" x={rect.x.to_string()} y={rect.y.to_string()}
                  width={rect.w.to_string()} height={rect.h.to_string()}
                  rx={(rect.w.min(rect.h) / 3.0).min(44.0).to_string()}/>
            if let Some(n) = number {
                <text class="house-number" x={nx.to_string()} y={ny.to_string()}
                      text-anchor="middle">{ n }</text>
            }
            { for discs(&rect, count).iter().map(disc_view) }
            <g class="count">
                <rect class="count-badge" x={(lx - 30.0).to_string()} y={(ly - 21.0).to_string()}
                      width="60" height="42" rx="21"/>
                <text class="count-text" x={lx.to_string()} y={(ly + 10.0).to_string()}
                      text-anchor="middle">{ count }</text>
            </g>
        </g>
    }
}
