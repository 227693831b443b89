//! The SVG board of a two-row game: trays with their stones and counts, the legal trays
//! marked, and the last move's sowing and capture highlighted.
//!
//! Each pit is drawn by a function from plain data (a component per pit cost more code than
//! redrawing the board's fifteen pits costs time); taps reach the board through one listener
//! on the SVG, which finds the pit from its `data-pit`. Every list of varying length has a `<g>` of its own:
//! a list that shares its parent with other children is rebuilt whole when its length
//! changes, and removing the tapped (focused) element forces a layout in the middle of the tap.

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::two_row::{self, Pit, PitWords, SowingFrame, TouchedPits};
use crate::games::Side;
use crate::i18n::msg;

use super::layout::{board_layout, PitPlace};
use crate::ui::board_parts::{hand_badge, tap_listeners, Marks};
use crate::ui::geometry::units;
use crate::ui::orientation::Orientation;
use crate::ui::stones::{disc_view, discs};

/// What the board shows.
pub struct BoardView<'a> {
    /// The seed counts.
    pub board: &'a two_row::Board,
    /// The counts drawn once the game is over, after the end's sweep, when they differ
    /// from `board`'s (which the pits' `data-count` keep showing).
    pub settled: Option<&'a two_row::Board>,
    /// Whether the game has stores to draw.
    pub stores: bool,
    /// The pits a tap would play.
    pub legal: &'a [Pit],
    /// The side to move, or `None` once the game is over.
    pub to_move: Option<Side>,
    /// The pits the last move touched, highlighted.
    pub touched: &'a TouchedPits,
    /// The house a hint suggests.
    pub hint: Option<Pit>,
    /// In a review, the house played from the moment shown, when it was not the best.
    pub played: Option<Pit>,
    /// Wide or tall drawing.
    pub orientation: Orientation,
    /// The game's words, for reading pits out to screen readers (`Red tray 3`).
    pub words: PitWords,
    /// The moment of a move being animated, drawn instead of `board`'s counts (which the
    /// pits' `data-count` keep showing).
    pub frame: Option<&'a SowingFrame>,
    /// How long the frame stays, in milliseconds.
    pub frame_ms: u32,
    /// The board was tapped: on a pit (by its name, `S3`), or elsewhere.
    pub on_tap: Callback<Option<String>>,
}

/// The board of a two-row game. A function rather than a component (each costs the site
/// about 2 KB): the screen redraws it when its state changes, and its pits are components
/// that redraw only when they change.
pub fn board_view(props: &BoardView) -> Html {
    let houses = props.board.houses_per_side();
    let layout = board_layout(houses, props.stores, props.orientation);
    let (onclick, onkeydown) = tap_listeners(
        "data-pit",
        props.on_tap.clone(),
        layout
            .places
            .iter()
            .map(|place| (place.pit.to_string(), place.rect))
            .collect(),
    );
    let frame = layout.frame;
    let h = props.touched;
    let drawn = props.frame.map(|f| &f.counts).or(props.settled);
    let shown = drawn.unwrap_or(props.board);
    let animating = props.frame.is_some();
    // Tab goes through the mover's playable houses (all the pits when none is).
    let all_tabbable = props.legal.is_empty();
    html! {
        <svg class="board" viewBox={format!("0 0 {} {}", units(layout.width), units(layout.height))}
             role="group" aria-label={msg::BoardName.text()} preserveAspectRatio="xMidYMid meet"
             data-animating={props.frame.is_some().then_some("true")} {onclick} {onkeydown}>
            <rect class="frame" x={units(frame.x)} y={units(frame.y)}
                  width={units(frame.w)} height={units(frame.h)} rx="36"/>
            <g class="pits">
                { for layout.places.iter().map(|&place| {
                    let pit = place.pit;
                    html! {
                        { pit_view(&PitProps {
                            place,
                            count: props.board.count(pit),
                            shown: shown.count(pit),
                            hand: props.frame.is_some_and(|f| f.at == pit),
                            name: props.words.pit_name(pit),
                            // While a move is shown, the marks of its result wait for its end.
                            marks: Marks {
                                legal: props.legal.contains(&pit),
                                selected: false,
                                origin: !animating && h.origin == Some(pit),
                                sown: !animating && h.sown.contains(&pit),
                                captured: !animating && h.captured.contains(&pit),
                                hint: !animating && props.hint == Some(pit),
                                played: !animating && props.played == Some(pit),
                            },
                            movers: props.to_move == Some(pit.owner()),
                            tabbable: all_tabbable || props.legal.contains(&pit),
                        }) }
                    }
                }) }
            </g>
            if let Some(f) = props.frame {
                if let Some(place) = layout.places.iter().find(|p| p.pit == f.at) {
                    { { let (x, y) = place.rect.centre(); hand_badge(x, y, f.hand, props.frame_ms, f.carried_off.map(|(n, _)| n)) } }
                }
            }
        </svg>
    }
}

/// What one pit shows.
struct PitProps {
    place: PitPlace,
    /// The count of the position, for `data-count`.
    count: u8,
    /// The count drawn: the position's, or that of the moment being animated.
    shown: u8,
    /// The animation's hand is over this pit.
    hand: bool,
    /// How a screen reader names the pit (`Red tray 3`).
    name: String,
    marks: Marks,
    /// It belongs to the player to move.
    movers: bool,
    /// In the Tab order: a playable house, or any pit while none is.
    tabbable: bool,
}

/// One pit. A function rather than a component (each costs the site about 1.3 KB gzipped):
/// redrawing the board's pits costs a tap well under a millisecond.
fn pit_view(props: &PitProps) -> Html {
    let PitPlace {
        pit,
        rect,
        label,
        number: (nx, ny),
    } = props.place;
    let count = u32::from(props.shown);
    let side = match pit.owner() {
        Side::South => "south",
        Side::North => "north",
    };
    let (kind, number) = match pit {
        Pit::House(_, n) => ("house", Some(n)),
        Pit::Store(_) => ("store", None),
    };
    let class = class_list(&[
        "pit",
        kind,
        side,
        &props.marks.classes(),
        class_if(props.movers, "movers"),
        class_if(props.hand, "hand"),
    ]);
    let aria = msg::BoardPit {
        pit: &props.name,
        count: props.shown.into(),
    }
    .text();
    let (lx, ly) = label;
    let tabindex = if props.tabbable { "0" } else { "-1" };
    // The focus ring follows the tray's own outline, 4 units outside it.
    let corner = (rect.w.min(rect.h) / 3.0).min(44.0);
    html! {
        <g {class} data-pit={pit.to_string()} data-count={props.count.to_string()}>
            // The pit's button is its outline, with a name that says what the pit's texts
            // show: a button must not hold texts its name does not read as they are.
            <rect class="hit key" x={units(rect.x - 4.0)} y={units(rect.y - 4.0)}
                  width={units(rect.w + 8.0)} height={units(rect.h + 8.0)} rx={units(corner + 4.0)}
                  {tabindex} role="button" aria-label={aria}/>
            <rect class="tray" x={units(rect.x)} y={units(rect.y)}
                  width={units(rect.w)} height={units(rect.h)} rx={units(corner)}/>
            <g class="stones">{ for discs(&rect, count).iter().map(disc_view) }</g>
            if let Some(n) = number {
                <text class="house-number" x={units(nx)} y={units(ny)}
                      text-anchor="middle" aria-hidden="true">{ n }</text>
            }
            <g class="count" aria-hidden="true">
                <rect class="count-badge" x={units(lx - 30.0)} y={units(ly - 21.0)}
                      width="60" height="42" rx="21"/>
                <text class="count-text" x={units(lx)} y={units(ly + 10.0)}
                      text-anchor="middle">{ count }</text>
            </g>
        </g>
    }
}
