//! The Roocala screen, for both boards: the board with its checkers and rooks, points for
//! both players, and the moves that start at a tapped cell, each with where it would go.

mod diagram;
mod layout;
mod text;

use yew::prelude::*;

use crate::games::roocala::{Action, Board, CellId, RoocalaMove, RoocalaPosition, RoocalaStep};
use crate::games::{GameId, Position, Side};
use crate::ui::saved_screen::{
    controls, options_page, rules_page, send, status_line, use_saved_screen,
};
use crate::ui::screen_state::{Page, ScreenAction, ScreenGame};

use layout::{places, CellPlace, VIEW};

impl<B: Board> ScreenGame for RoocalaPosition<B> {
    fn player_name(side: Side) -> &'static str {
        text::side_name(side)
    }
}

/// What the Roocala screen needs from the app.
#[derive(Properties, PartialEq)]
pub struct RoocalaScreenProps {
    /// Back to the list of games.
    pub on_home: Callback<()>,
    /// Open another game (the other board).
    pub on_open: Callback<GameId>,
}

/// A move offered from the chosen cell, with where it would go.
struct Offer<B> {
    /// The move.
    m: RoocalaMove<B>,
    /// The cells it drops checkers on, in order.
    drops: Vec<CellId>,
    /// Where a rook ends up.
    rook_to: Option<CellId>,
    /// What it would capture, in words.
    gain: String,
}

fn points_of(line: &[(f64, f64)]) -> String {
    line.iter()
        .map(|(x, y)| format!("{x:.0},{y:.0}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The outline of a rook, a castle tower of half-width about `s` centred on (`cx`, `cy`).
fn rook_outline(cx: f64, cy: f64, s: f64) -> String {
    format!(
        "M {l} {b} L {r} {b} L {r2} {m} L {r2} {t1} L {r} {t1} L {r} {t0} L {r3} {t0} L {r3} {t1} \
         L {l3} {t1} L {l3} {t0} L {l} {t0} L {l} {t1} L {l2} {t1} L {l2} {m} Z",
        l = cx - s * 0.8,
        r = cx + s * 0.8,
        l2 = cx - s * 0.55,
        r2 = cx + s * 0.55,
        l3 = cx - s * 0.22,
        r3 = cx + s * 0.22,
        b = cy + s * 0.9,
        m = cy + s * 0.55,
        t1 = cy - s * 0.55,
        t0 = cy - s * 0.95,
    )
}

/// A rook, drawn as a castle tower in its owner's colour.
fn rook_piece(place: &CellPlace, owner: Side) -> Html {
    let (cx, cy) = place.centre;
    html! {
        <path class={classes!("rook-piece", owner.as_str())}
              d={rook_outline(cx, cy, place.radius * 0.62)}/>
    }
}

fn checker_stack(place: &CellPlace, count: u8) -> Html {
    let (cx, cy) = place.centre;
    let rx = place.radius * 0.5;
    let ry = rx * 0.42;
    let shown = count.min(8);
    html! {
        <g class="checkers">
            { for (0..shown).map(|i| html! {
                <ellipse class="checker" cx={cx.to_string()}
                         cy={(cy + place.radius * 0.45 - f64::from(i) * ry * 0.75).to_string()}
                         rx={rx.to_string()} ry={ry.to_string()}/>
            }) }
        </g>
    }
}

/// The whole Roocala screen for one board, saved in the browser as it changes.
#[component]
pub fn RoocalaScreen<B: Board>(props: &RoocalaScreenProps) -> Html {
    let state = use_saved_screen::<RoocalaPosition<B>>();
    let selected = use_state_eq(|| None::<CellId>);
    let pressed = use_state_eq(|| None::<RoocalaMove<B>>);
    {
        let selected = selected.clone();
        use_effect_with(state.game.moves().len(), move |_| selected.set(None));
    }
    let g = B::geometry();
    let title = B::GAME.title();

    match state.page {
        Page::Options => {
            let on_open = props.on_open.clone();
            let board_choice = html! {
                <fieldset class="option" data-option="board">
                        <legend>{ "Board" }</legend>
                        <div class="choices">
                            { for [GameId::RoocalaSquare, GameId::RoocalaHex].into_iter().map(|id| {
                                let on_open = on_open.clone();
                                let (label, value) = if id == GameId::RoocalaSquare {
                                    ("Square", "square")
                                } else {
                                    ("Hexagonal", "hex")
                                };
                                html! {
                                    <label class="choice" for={format!("opt-board-{value}")}>
                                        <input type="radio" id={format!("opt-board-{value}")} name="board"
                                               value={value} checked={id == B::GAME}
                                               onchange={move |_| on_open.emit(id)}/>
                                        <span>{ label }</span>
                                    </label>
                                }
                            }) }
                        </div>
                        <p class="hint">{ "Each board keeps its own game: choosing one opens it at once." }</p>
                    </fieldset>
            };
            return options_page(&state, Vec::new(), board_choice);
        }
        Page::Rules => return rules_page(&state, text::rules_help()),
        Page::Board => {}
    }

    let position = state.game.position().clone();
    let outcome = position.outcome().cloned();
    let offered: Vec<Offer<B>> = selected
        .map(|from| {
            position
                .legal_moves()
                .into_iter()
                .filter(|m| match m.action {
                    Action::Sow { from: f, .. } | Action::Rook { from: f, .. } => f == from,
                })
                .filter_map(|m| {
                    let (_, report) = position.play(m).ok()?;
                    let drops: Vec<CellId> = report
                        .steps
                        .iter()
                        .filter_map(|s| match *s {
                            RoocalaStep::Drop(c) => Some(c),
                            _ => None,
                        })
                        .collect();
                    let rook_to = report.steps.iter().find_map(|s| match *s {
                        RoocalaStep::RookMoved { to, .. } => Some(to),
                        _ => None,
                    });
                    Some(Offer {
                        m,
                        drops,
                        rook_to,
                        gain: text::gain(&report),
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    let all_places = places(g);
    let starts: Vec<CellId> = position
        .legal_moves()
        .iter()
        .map(|m| match m.action {
            Action::Sow { from, .. } | Action::Rook { from, .. } => from,
        })
        .collect();
    let place_of = |c: CellId| &all_places[usize::from(c)];

    let on_cell = {
        let state = state.clone();
        let selected = selected.clone();
        let pressed = pressed.clone();
        move |cell: CellId| {
            let state = state.clone();
            let selected = selected.clone();
            let pressed = pressed.clone();
            Callback::from(move |_: MouseEvent| {
                pressed.set(None);
                if *selected == Some(cell) {
                    selected.set(None);
                    return;
                }
                let position = state.game.position();
                let starts_here = position.legal_moves().iter().any(|m| match m.action {
                    Action::Sow { from, .. } | Action::Rook { from, .. } => from == cell,
                });
                if starts_here {
                    selected.set(Some(cell));
                    state.dispatch(ScreenAction::Dismiss);
                } else {
                    selected.set(None);
                    let g = B::geometry();
                    let why = if position.outcome().is_some() {
                        "the game is over".to_owned()
                    } else if g.owner(cell) == Some(position.to_move().opponent())
                        && position.rook(cell) != Some(position.to_move())
                    {
                        format!(
                            "cell {} is {}'s: sow from your own cells or the inner area",
                            g.name(cell),
                            text::side_name(position.to_move().opponent())
                        )
                    } else {
                        format!(
                            "no move of {} starts on cell {}",
                            text::side_name(position.to_move()),
                            g.name(cell)
                        )
                    };
                    state.dispatch(ScreenAction::Refuse(why));
                }
            })
        }
    };
    let last = state.game.last_report().cloned();
    let last_drops: Vec<CellId> = last
        .as_ref()
        .map(|r| {
            r.steps
                .iter()
                .filter_map(|s| match *s {
                    RoocalaStep::Drop(c) => Some(c),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let last_taken: Vec<CellId> = last
        .as_ref()
        .map(|r| {
            r.steps
                .iter()
                .filter_map(|s| match *s {
                    RoocalaStep::CheckersCaptured { cell, .. }
                    | RoocalaStep::RookCaptured { cell, .. } => Some(cell),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let last_from = last.as_ref().map(|r| match r.played.action {
        Action::Sow { from, .. } | Action::Rook { from, .. } => from,
    });

    let happened = last
        .as_ref()
        .map(text::describe)
        .unwrap_or_else(|| "South moves first; North starts with 1 point.".to_owned());
    let to_win = RoocalaPosition::<B>::points_to_win();
    let turn = match &outcome {
        Some(o) => text::end_text(o, to_win),
        None if selected.is_some() => format!(
            "{} to move: choose one of the moves listed for this cell, or tap another cell.",
            text::side_name(position.to_move())
        ),
        None => format!(
            "{} to move: tap a cell to see the moves that start there.",
            text::side_name(position.to_move())
        ),
    };
    let on_home = props.on_home.clone();
    let on_background = {
        let selected = selected.clone();
        Callback::from(move |_: MouseEvent| selected.set(None))
    };
    let view_box = format!("0 0 {VIEW} {VIEW}");
    let shown_path = (*pressed).and_then(|p| offered.iter().find(|o| o.m == p));
    let board_class = match B::KIND {
        crate::games::roocala::BoardKind::Square => "square",
        crate::games::roocala::BoardKind::Hex => "hex",
    };

    html! {
        <main class={classes!("page", "game-page", "roocala-page", if outcome.is_some() { "game-over".to_owned() } else { format!("turn-{}", position.to_move()) })}
              data-game={B::GAME.as_str()} data-ply={state.game.moves().len().to_string()}>
            <header class="topbar">
                <button class="home" onclick={move |_| on_home.emit(())}>{ "Games" }</button>
                <h1>{ title }</h1>
                <button class="rules" onclick={send(&state, ScreenAction::Show(Page::Rules))}>{ "Rules" }</button>
            </header>
            <div class="calcala-body">
                <div class="grid-wrap">
                    <div class="grid-square">
                        <svg class={classes!("grid", "roocala-board", board_class)} viewBox={view_box} role="group" aria-label="Board">
                            <rect class="grid-frame" x="0" y="0" width={VIEW.to_string()} height={VIEW.to_string()} rx="28" onclick={on_background}/>
                            { for all_places.iter().map(|p| {
                                let c = p.cell;
                                let checkers = position.checkers(c);
                                let rook = position.rook(c);
                                let owner = match g.owner(c) { Some(Side::South) => "south-cell", Some(Side::North) => "north-cell", None => "inner-cell" };
                                let class = classes!(
                                    "cell", owner,
                                    starts.contains(&c).then_some("legal"),
                                    (*selected == Some(c)).then_some("selected"),
                                    (last_from == Some(c)).then_some("origin"),
                                    last_drops.contains(&c).then_some("sown"),
                                    last_taken.contains(&c).then_some("captured"),
                                );
                                let name = g.name(c).to_owned();
                                let rook_text = rook.map(|s| format!(", {} rook", text::side_name(s))).unwrap_or_default();
                                html! {
                                    <g {class} data-cell={name.clone()} data-checkers={checkers.to_string()}
                                       data-rook={rook.map(Side::as_str).unwrap_or("")}
                                       tabindex="0" role="button" aria-label={format!("{name}: {checkers} checkers{rook_text}")}
                                       onclick={on_cell(c)}>
                                        <polygon class="cell-shape" points={points_of(&p.outline)}/>
                                        <text class="cell-name" x={(p.centre.0 - p.radius * 0.6).to_string()} y={(p.centre.1 - p.radius * 0.45).to_string()}
                                              text-anchor="middle">{ name.clone() }</text>
                                        { checker_stack(p, checkers) }
                                        if let Some(owner) = rook { { rook_piece(p, owner) } }
                                        if checkers > 0 {
                                            <text class="cell-count" x={(p.centre.0 + p.radius * 0.62).to_string()}
                                                  y={(p.centre.1 + p.radius * 0.78).to_string()} text-anchor="middle">{ checkers }</text>
                                        }
                                    </g>
                                }
                            }) }
                            if let Some(Offer { drops, rook_to, .. }) = shown_path {
                                <g class="sow-path pressed-path">
                                    <polyline points={points_of(&std::iter::once(place_of(selected.unwrap_or(0)).centre)
                                        .chain(drops.iter().map(|&c| place_of(c).centre))
                                        .chain(rook_to.iter().map(|&c| place_of(c).centre)).collect::<Vec<_>>())}/>
                                </g>
                            }
                            { for offered.iter().enumerate().map(|(i, Offer { drops, rook_to, .. })| {
                                let end = rook_to.or(drops.last().copied());
                                end.map(|c| {
                                    let (x, y) = place_of(c).centre;
                                    html! {
                                        <g class="offer-mark">
                                            <circle cx={(x - 14.0 + (i % 3) as f64 * 14.0).to_string()} cy={(y - 16.0).to_string()} r="12"/>
                                            <text x={(x - 14.0 + (i % 3) as f64 * 14.0).to_string()} y={(y - 11.0).to_string()} text-anchor="middle">{ i + 1 }</text>
                                        </g>
                                    }
                                }).unwrap_or_default()
                            }) }
                        </svg>
                    </div>
                </div>
                <aside class="calcala-side">
                    <ul class="piles" aria-label="Points">
                        { for Side::ALL.into_iter().map(|side| {
                            let moving = outcome.is_none() && position.to_move() == side;
                            let seat = if side == Side::South { "p1" } else { "p2" };
                            html! {
                                <li class={classes!("pile", seat, moving.then_some("moving"))} data-side={side.as_str()}
                                    data-points={position.points(side).to_string()}>
                                    <span class="pile-dot"></span>
                                    <span class="pile-name">{ text::side_name(side) }</span>
                                    if side == Side::North { <span class="pile-note">{ "1 for moving second" }</span> }
                                    <span class="pile-count">{ position.points(side) }</span>
                                </li>
                            }
                        }) }
                    </ul>
                    <p class="to-win">{ format!("{to_win} points win.") }</p>
                    if !offered.is_empty() {
                        <div class="offers" aria-label="Moves from the chosen cell">
                            { for offered.iter().enumerate().map(|(i, Offer { m, gain, .. })| {
                                let state = state.clone();
                                let mv = *m;
                                let press = pressed.clone();
                                let release = pressed.clone();
                                html! {
                                    <button class={classes!("offer", (*pressed == Some(mv)).then_some("pressed"))} data-move={m.to_string()}
                                            onpointerdown={move |_| press.set(Some(mv))}
                                            onpointerleave={move |_| release.set(None)}
                                            onclick={move |_| state.dispatch(ScreenAction::Play(mv))}>
                                        <span class="offer-number">{ i + 1 }</span>
                                        <span class="offer-label">{ text::move_label(m) }</span>
                                        <span class="offer-notation">{ m.to_string() }</span>
                                        if !gain.is_empty() { <span class="offer-gain">{ gain.clone() }</span> }
                                    </button>
                                }
                            }) }
                        </div>
                    }
                    { status_line(&state, &happened, &turn) }
                    { controls(&state) }
                </aside>
            </div>
        </main>
    }
}
