//! The Calcala screen: the grid, a capture pile per player, the status line and the
//! controls; moves are a tap on a pit and a tap on one of its arrows.

mod board;
mod diagram;
mod text;

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::calcala::{
    replay_frames, seat_name, CalcalaMove, CalcalaPosition, CalcalaReport, CalcalaRules,
    CalcalaStep, Cell, Dir,
};
use crate::games::{GameId, Position, Seat};
use crate::ui::animation::use_animation;
use crate::ui::motion::{use_motion, Motion};
use crate::ui::saved_screen::{
    board_footer, commands, game_page_class, options_page, thinking_text, topbar, use_saved_screen,
};
use crate::ui::screen::command::{Command, ScreenAction};
use crate::ui::screen::state::{Page, ScreenGame, Tally};

use crate::ui::rules_page::rules_page;
use board::{grid, Grid};
pub use text::rules_help;

impl ScreenGame for CalcalaPosition {
    const ANIMATED: bool = true;

    fn player_name(seat: Seat) -> &'static str {
        seat_name(seat)
    }

    fn move_name(&self, m: CalcalaMove) -> String {
        format!("pit {} towards {}", m.from, m.dir)
    }

    fn tally(report: &CalcalaReport) -> Tally {
        let relays = report.relays();
        Tally {
            captured: report
                .steps
                .iter()
                .map(|s| match *s {
                    CalcalaStep::Capture { stones, .. } => u32::from(stones),
                    _ => 0,
                })
                .sum(),
            laps: if relays > 0 { relays + 1 } else { 0 },
            bounces: report.bounces(),
            ..Tally::default()
        }
    }
}

/// What the Calcala screen needs from the app.
#[derive(Properties, PartialEq)]
pub struct CalcalaScreenProps {
    /// A link to open instead of the saved game: the address's fragment after `#/`.
    #[prop_or_default]
    pub link: Option<AttrValue>,
    /// Back to the list of games.
    pub on_home: Callback<()>,
}

/// The whole Calcala screen, saved in the browser as it changes.
#[component]
pub fn CalcalaScreen(props: &CalcalaScreenProps) -> Html {
    let state = use_saved_screen::<CalcalaPosition>(CalcalaRules::default(), props.link.clone());
    // The pit chosen and the arrow held (by its index in `Dir::ALL`) are the screen
    // state's, like every screen's: no hook of the screen's own, each of which would cost
    // the site about 2 KB of code.
    let selected = state.screen.selected;
    let chosen = selected.and_then(|i| Cell::from_index(usize::from(i)));

    let on = commands(&state);
    let frames = match (state.screen.animate, state.game.last_report()) {
        (true, Some(report)) => state
            .game
            .positions()
            .iter()
            .rev()
            .nth(1)
            .and_then(|before| replay_frames(&before.counts(), report.mover, &report.steps).ok())
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    let shown = use_animation(
        state.screen.animate,
        state.game.moves().len(),
        frames.len(),
        state.screen.speed,
        on.clone(),
    );
    let frame = shown.and_then(|(i, _)| frames.into_iter().nth(i));
    let frame_ms = shown.map_or(0, |(_, ms)| ms);
    // Captured stones fly to the mover's pile.
    let motion = frame.as_ref().and_then(|f| {
        let (stones, taker) = f.carried_off?;
        Some(Motion::Fly {
            from: format!("[data-pit=\"{}\"]", f.at),
            to: format!(".pile[data-player=\"{}\"] .pile-count", taker.as_str()),
            stones,
        })
    });
    use_motion(
        (state.game.moves().len(), shown.map_or(0, |(i, _)| i)),
        motion,
        frame_ms,
    );
    match state.screen.page {
        Page::Options => return options_page(&state, &on, Html::default()),
        Page::Rules => return rules_page(GameId::Calcala, &on),
        Page::Board => {}
    }

    let shown = state.shown();
    let position = shown.position.clone();
    let outcome = position.outcome().cloned();
    let on_pit = {
        let state = state.clone();
        let animating = frame.is_some();
        Callback::from(move |cell: Cell| {
            // A tap during an animation ends it first.
            if animating {
                state.dispatch(Command::Animated.into());
            }
            if selected == Some(pit_index(cell)) {
                state.dispatch(Command::Select(None).into());
                return;
            }
            if let Some(why) = state.wait_message() {
                state.dispatch(Command::Refuse(why).into());
                return;
            }
            match state.game.position().check_pit(cell) {
                Ok(()) => state.dispatch(Command::Select(Some(pit_index(cell))).into()),
                Err(e) => state.dispatch(Command::Refuse(e.to_string()).into()),
            }
        })
    };
    let on_arrow = {
        let state = state.clone();
        Callback::from(move |dir: Dir| {
            // The move, played or refused, drops the choice of pit.
            if let Some(from) = chosen {
                state.dispatch(ScreenAction::Play(CalcalaMove { from, dir }));
            }
        })
    };
    let on_press = {
        let on = on.clone();
        Callback::from(move |dir: Option<Dir>| on.emit(Command::Press(dir.map(|d| d as u8))))
    };
    let on_background = {
        let on = on.clone();
        let animating = frame.is_some();
        Callback::from(move |()| {
            on.emit(Command::Select(None));
            if animating {
                on.emit(Command::Animated);
            }
        })
    };
    let last = shown.last.map(|r| (r.played, r.steps.clone()));
    let happened = shown
        .last
        .map(text::describe)
        .unwrap_or_else(|| format!("{} starts.", seat_name(shown.start.to_move())));
    let turn = match (&outcome, state.computer_to_move()) {
        (Some(outcome), _) => text::end_text(outcome),
        (None, Some(level)) => thinking_text(seat_name(position.to_move()), level),
        (None, None) if selected.is_some() => format!(
            "{} to move: tap an arrow to sow from {}, or tap elsewhere to choose again.",
            seat_name(position.to_move()),
            chosen.map(|c| c.to_string()).unwrap_or_default()
        ),
        (None, None) => format!(
            "{} to move: tap a pit, then an arrow.",
            seat_name(position.to_move())
        ),
    };
    let class = game_page_class(
        "calcala-page",
        outcome.is_none().then(|| position.to_move().as_str()),
        state.session(),
    );
    let thinking = state.computer_to_move().is_some();
    let winners: Vec<Seat> = outcome
        .as_ref()
        .map(|o| o.winners().to_vec())
        .unwrap_or_default();

    html! {
        <main {class} data-game="calcala"
              data-ply={shown.ply.to_string()}>
            { topbar(GameId::Calcala, &props.on_home, &on) }
            <div class="calcala-body">
                <div class="grid-wrap">
                    { grid(&Grid {
                        position: &position,
                        selected: chosen,
                        pressed: state.screen.pressed.map(|i| Dir::ALL[usize::from(i) % Dir::ALL.len()]),
                        last,
                        human: state.human_to_move(),
                        hint: state.hint_move(),
                        frame: frame.as_ref(),
                        frame_ms,
                        on_pit,
                        on_arrow,
                        on_press,
                        on_background,
                    }) }
                </div>
                <aside class="calcala-side">
                    <ul class="piles" aria-label="Captured stones">
                        { for position.rules().seats().map(|seat| {
                            let moving = outcome.is_none() && position.to_move() == seat;
                            let won = winners.contains(&seat);
                            html! {
                                <li class={class_list(&["pile", seat.as_str(), class_if(moving, "moving"), class_if(won, "won")])}
                                    data-player={seat.as_str()} data-count={position.captured(seat).to_string()}>
                                    <span class="pile-dot"></span>
                                    <span class="pile-name">{ seat_name(seat) }</span>
                                    <span class="pile-count">
                                        { frame.as_ref().map_or(position.captured(seat), |f| f.counts.piles[seat.index()]) }
                                    </span>
                                    if moving && thinking {
                                        <span class="your-move thinking">{ "thinking…" }</span>
                                    } else if moving {
                                        <span class="your-move">{ "to move" }</span>
                                    }
                                </li>
                            }
                        }) }
                    </ul>
                    { board_footer(state.session(), &happened, &turn, &on) }
                </aside>
            </div>
        </main>
    }
}

/// A pit's index as the screen holds it (see `CalcalaScreen`): under 36.
fn pit_index(cell: Cell) -> u8 {
    cell.index() as u8
}
