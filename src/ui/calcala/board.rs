//! The SVG grid of Calcala with its coordinates, stones and counts, the last move's path,
//! and, once a pit is chosen, its direction arrows with the path each would sow.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::calcala::{
    CalcalaFrame, CalcalaMove, CalcalaPosition, CalcalaStep, Cell, Dir, SIZE,
};
use crate::games::Position;
use crate::i18n::msg;
use crate::ui::board_parts::{hand_badge, tap_listeners, Marks};
use crate::ui::geometry::{points, units, Rect};
use crate::ui::keys::Spots;
use crate::ui::stones::{disc_view, discs};

/// Width and height of the grid in SVG units.
pub const VIEW: f64 = 660.0;
const MARGIN: f64 = 36.0;
const CELL: f64 = (VIEW - MARGIN) / SIZE as f64;

/// Every pit with its square, for the arrow keys ([`crate::ui::keys`]): the same for every
/// board, so made once.
fn grid_spots() -> Spots {
    thread_local! {
        static SPOTS: Spots = Cell::all()
            .map(|cell| {
                let (x, y) = centre(cell);
                let half = CELL / 2.0;
                let square = Rect {
                    x: x - half,
                    y: y - half,
                    w: CELL,
                    h: CELL,
                };
                (cell.to_string(), square)
            })
            .collect();
    }
    SPOTS.with(Rc::clone)
}

/// The centre of a pit in SVG units.
pub fn centre(cell: Cell) -> (f64, f64) {
    (
        MARGIN + (f64::from(cell.col()) + 0.5) * CELL,
        MARGIN + (f64::from(cell.row()) + 0.5) * CELL,
    )
}

/// The path a sowing draws: lines through the pits in order, broken where a step wraps
/// round the board, and the pit it captures from, if any.
pub fn path_of(from: Cell, steps: &[CalcalaStep]) -> (Vec<Vec<(f64, f64)>>, Option<Cell>) {
    let mut lines = vec![vec![centre(from)]];
    let mut target = None;
    for step in steps {
        match *step {
            CalcalaStep::Sow { cell, wrapped, .. } => {
                if wrapped {
                    lines.push(Vec::new());
                }
                if let Some(line) = lines.last_mut() {
                    line.push(centre(cell));
                }
            }
            CalcalaStep::Capture { cell, .. } => target = Some(cell),
            _ => {}
        }
    }
    lines.retain(|l| l.len() > 1);
    (lines, target)
}

fn path_view(from: Cell, steps: &[CalcalaStep], class: &'static str) -> Html {
    let (mut lines, mut target) = path_of(from, steps);
    // An arrow not pressed shows only its path's first step: eight whole paths crossed the
    // board and hid the counts of the pits around the chosen one.
    if class == "preview-path" {
        lines.truncate(1);
        if let Some(line) = lines.first_mut() {
            line.truncate(2);
        }
        target = None;
    }
    html! {
        <g class={class_list(&["sow-path", class])}>
            <g>{ for lines.iter().map(|l| html! { <polyline points={points(l.iter().copied())}/> }) }</g>
            if let Some(cell) = target {
                <circle class="target" cx={units(centre(cell).0)} cy={units(centre(cell).1)}
                        r={units(CELL * 0.46)}/>
            }
        </g>
    }
}

/// What the grid shows.
pub struct Grid<'a> {
    /// The position shown.
    pub position: &'a CalcalaPosition,
    /// The pit chosen by a first tap.
    pub selected: Option<Cell>,
    /// The arrow being pressed, whose path is drawn boldly.
    pub pressed: Option<Dir>,
    /// The last move and what it did.
    pub last: Option<(CalcalaMove, Vec<CalcalaStep>)>,
    /// A person is to move: the pits they could sow from are marked.
    pub human: bool,
    /// The move a hint suggests.
    pub hint: Option<CalcalaMove>,
    /// In a review, the move played from the moment shown, when it was not the best.
    pub played: Option<CalcalaMove>,
    /// The moment of a move being animated, drawn instead of the position's counts (which
    /// the pits' `data-count` keep showing).
    pub frame: Option<&'a CalcalaFrame>,
    /// How long the frame stays, in milliseconds.
    pub frame_ms: u32,
    /// A pit was tapped.
    pub on_pit: Callback<Cell>,
    /// An arrow was tapped.
    pub on_arrow: Callback<Dir>,
    /// An arrow was pressed (or let go).
    pub on_press: Callback<Option<Dir>>,
    /// The board outside the pits was tapped.
    pub on_background: Callback<()>,
}

/// The Calcala grid. A function rather than a component (each costs the site about 2 KB):
/// the screen redraws it when its state changes, and its pits are components that redraw
/// only when they change.
pub fn grid(props: &Grid) -> Html {
    let position = props.position;
    let previews: Vec<(Dir, Vec<CalcalaStep>, u32)> = props
        .selected
        .map(|from| {
            position
                .directions(from)
                .into_iter()
                .filter_map(|dir| {
                    let (_, report) = position.play(CalcalaMove { from, dir }).ok()?;
                    let captured = report.captured();
                    Some((dir, report.steps, captured))
                })
                .collect()
        })
        .unwrap_or_default();
    // While a move is shown, the marks of its result wait for its end.
    let animating = props.frame.is_some();
    let last = props.last.as_ref().filter(|_| !animating);
    let sown: Vec<Cell> = last
        .map(|(_, steps)| {
            steps
                .iter()
                .filter_map(|s| match *s {
                    CalcalaStep::Sow { cell, .. } => Some(cell),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let captured_from = last.and_then(|(_, steps)| {
        steps.iter().find_map(|s| match *s {
            CalcalaStep::Capture { cell, .. } => Some(cell),
            _ => None,
        })
    });

    let (onclick, onkeydown) = {
        let on_pit = props.on_pit.clone();
        let on_background = props.on_background.clone();
        tap_listeners(
            "data-pit",
            Callback::from(
                move |pit: Option<String>| match pit.and_then(|p| p.parse().ok()) {
                    Some(cell) => on_pit.emit(cell),
                    None => on_background.emit(()),
                },
            ),
            grid_spots(),
        )
    };
    let playing = position.outcome().is_none() && props.human;
    // Tab goes through the pits the mover can sow from (all of them while none is).
    let any_legal = playing && Cell::all().any(|cell| position.count(cell) > 0);
    html! {
        <div class="grid-square">
            <svg class="grid" viewBox={format!("0 0 {0} {0}", units(VIEW))} role="group"
                 aria-label={msg::BoardName.text()} data-animating={animating.then_some("true")}
                 {onclick} {onkeydown}>
                { grid_frame() }
                <g class="pits">
                    { for Cell::all().map(|cell| {
                        let count = position.count(cell);
                        let shown = props.frame.map_or(count, |f| f.counts.pits[cell.index()]);
                        let hand = props.frame.is_some_and(|f| f.at == cell);
                        html! {
                            <CellView key={cell.index()} {cell} {count} {shown} {hand}
                                tabbable={!any_legal || count > 0} marks={Marks {
                                legal: count > 0 && playing,
                                selected: props.selected == Some(cell),
                                origin: last.map(|(m, _)| m.from) == Some(cell),
                                sown: sown.contains(&cell),
                                captured: captured_from == Some(cell),
                                hint: !animating && props.hint.map(|m| m.from) == Some(cell),
                                played: !animating && props.played.map(|m| m.from) == Some(cell),
                            }}/>
                        }
                    }) }
                </g>
                if let Some(f) = props.frame {
                    { { let (x, y) = centre(f.at); hand_badge(x, y, f.hand, props.frame_ms, f.carried_off.map(|(n, _)| n)) } }
                }
                if let (None, Some((m, steps))) = (props.selected, last) {
                    { path_view(m.from, steps, "last-path") }
                }
                <g class="previews">
                    if let Some(from) = props.selected {
                        { for previews.iter().map(|(dir, steps, _)| {
                            let class = if props.pressed == Some(*dir) { "pressed-path" } else { "preview-path" };
                            path_view(from, steps, class)
                        }) }
                    }
                </g>
            </svg>
            <div class="arrows">
                if let Some(from) = props.selected {
                    { for previews.iter().map(|(dir, _, captured)| arrow(props, from, *dir, *captured)) }
                }
            </div>
        </div>
    }
}

/// A still grid of `counts` (A1 first, F6 last), as the analysis board's editor draws a
/// position being set up, which need not be a position of the rules yet: every pit
/// tappable, `selected` marked, a tap naming its pit to `on_pit`.
pub fn counts_grid(counts: &[u8], selected: Option<Cell>, on_pit: Callback<Cell>) -> Html {
    let (onclick, onkeydown) = tap_listeners(
        "data-pit",
        Callback::from(move |pit: Option<String>| {
            if let Some(cell) = pit.and_then(|p| p.parse().ok()) {
                on_pit.emit(cell);
            }
        }),
        grid_spots(),
    );
    html! {
        <div class="grid-square">
            <svg class="grid" viewBox={format!("0 0 {0} {0}", units(VIEW))} role="group"
                 aria-label={msg::BoardName.text()} {onclick} {onkeydown}>
                { grid_frame() }
                <g class="pits">
                    { for Cell::all().map(|cell| {
                        let count = counts.get(cell.index()).copied().unwrap_or(0);
                        html! {
                            <CellView key={cell.index()} {cell} {count} shown={count} hand={false}
                                tabbable={true} marks={Marks {
                                    legal: true,
                                    selected: selected == Some(cell),
                                    ..Marks::default()
                                }}/>
                        }
                    }) }
                </g>
            </svg>
        </div>
    }
}

/// The frame and the coordinates along its edges, which never change.
fn grid_frame() -> Html {
    html! {
        <>
            <rect class="grid-frame" x="0" y="0" width={units(VIEW)} height={units(VIEW)} rx="28"/>
            { for (0..SIZE).map(|i| {
                let at = MARGIN + (f64::from(i) + 0.5) * CELL;
                html! {
                    <>
                        <text class="coord" x={units(at)} y="26" text-anchor="middle">
                            { char::from(b'A' + i) }
                        </text>
                        <text class="coord" x="18" y={units(at + 8.0)} text-anchor="middle">
                            { i + 1 }
                        </text>
                    </>
                }
            }) }
        </>
    }
}

/// What one pit of the grid shows.
#[derive(Properties, PartialEq)]
struct CellProps {
    cell: Cell,
    /// The count of the position, for `data-count`.
    count: u8,
    /// The count drawn: the position's, or that of the moment being animated.
    shown: u8,
    /// The animation's hand is over this pit.
    hand: bool,
    /// In the Tab order: a pit the mover can sow from, or any while none is.
    tabbable: bool,
    marks: Marks,
}

/// Whether any pit of the position is drawn with yellow or black stones (each pit holds
/// its discs in the same square, see [`CellView`]).
pub fn stacked(position: &CalcalaPosition) -> bool {
    let inner = Rect {
        x: 0.0,
        y: 0.0,
        w: CELL * 0.6,
        h: CELL * 0.6,
    };
    Cell::all().any(|cell| crate::ui::stones::stacked(&inner, u32::from(position.count(cell))))
}

/// One pit of the grid: a component, so a move redraws only the pits it changed.
#[component]
fn CellView(props: &CellProps) -> Html {
    // Drawn again in a language the player chooses.
    let _ = crate::ui::language::use_language();
    let CellProps {
        cell, count, shown, ..
    } = *props;
    let (cx, cy) = centre(cell);
    let class = class_list(&["pit", &props.marks.classes(), class_if(props.hand, "hand")]);
    let inner = Rect {
        x: cx - CELL * 0.3,
        y: cy - CELL * 0.3,
        w: CELL * 0.6,
        h: CELL * 0.6,
    };
    html! {
        <g {class} data-pit={cell.to_string()} data-count={count.to_string()}>
            // The pit's button is its circle (see the two-row pits).
            <circle class="cell-pit key" cx={units(cx)} cy={units(cy)} r={units(CELL * 0.44)}
                    tabindex={if props.tabbable { "0" } else { "-1" }} role="button"
                    aria-label={msg::BoardPit { pit: &cell.to_string(), count: count.into() }.text()}/>
            <g class="stones">{ for discs(&inner, u32::from(shown)).iter().map(disc_view) }</g>
            <text class="cell-count" aria-hidden="true" x={units(cx + CELL * 0.36)}
                  y={units(cy + CELL * 0.46)} text-anchor="middle">{ shown }</text>
        </g>
    }
}

fn arrow(props: &Grid, from: Cell, dir: Dir, captured: u32) -> Html {
    let on_arrow = props.on_arrow.clone();
    let press = props.on_press.clone();
    let release = props.on_press.clone();
    let leave = props.on_press.clone();
    let label = msg::BoardCalcalaArrow {
        from: &from.to_string(),
        dir: &dir.to_string(),
        captured: captured.into(),
    }
    .text();
    let hint = props.hint == Some(CalcalaMove { from, dir });
    html! {
        <button class={class_list(&["arrow", class_if(props.pressed == Some(dir), "pressed"), class_if(hint, "hint")])}
                data-dir={dir.to_string()} data-col={from.col().to_string()}
                data-row={from.row().to_string()} aria-label={label}
                onpointerdown={move |_| press.emit(Some(dir))}
                onpointerup={move |_| release.emit(None)}
                onpointerleave={move |_| leave.emit(None)}
                onclick={move |_| on_arrow.emit(dir)}>
            <svg viewBox="0 0 24 24" class="arrow-icon" aria-hidden="true">
                <path d="M12 3 L20 13 H15 V21 H9 V13 H4 Z"/>
            </svg>
            <span class="arrow-gain">{ format!("+{captured}") }</span>
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::calcala::CalcalaRules;

    #[test]
    fn paths_break_where_the_sowing_wraps() {
        let position = CalcalaPosition::new(CalcalaRules::default());
        // E1 east: F1, then wraps to A1 (a relay), ...
        let m = position.parse_move("E1-E").unwrap();
        let (_, report) = position.play(m).unwrap();
        let (lines, _) = path_of(m.from, &report.steps);
        assert!(lines.len() >= 2, "{lines:?}");
        for line in &lines {
            assert!(line.len() >= 2);
            for &(x, y) in line {
                assert!((0.0..=VIEW).contains(&x) && (0.0..=VIEW).contains(&y));
            }
        }
    }
}
