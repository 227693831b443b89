//! Calcala's board kind: the grid, a capture pile per player, the status line and the
//! controls; a move is a tap on a pit (chosen by the game, [`crate::games::Taps`]) and a
//! tap on one of its arrows.

pub(crate) mod board;
pub mod diagram;

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::calcala::{
    replay_frames, seat_name, words, CalcalaFrame, CalcalaMove, CalcalaPosition, CalcalaReport,
    CalcalaStep, Cell, Dir,
};
use crate::games::{GameId, Position, Seat};
use crate::i18n::msg;
use crate::ui::game_screen::{BoardContext, ScreenBoard};
use crate::ui::motion::Motion;
use crate::ui::screen::command::Command;
use crate::ui::screen::state::{ScreenGame, ScreenState, Tally};
use crate::ui::screen_parts::{board_footer, game_page_class, thinking_text, topbar};
use crate::ui::sound::{self, Sound};

use board::{grid, Grid};

impl ScreenGame for CalcalaPosition {
    const ANIMATED: bool = true;

    fn player_name(seat: Seat) -> String {
        seat_name(seat)
    }

    fn move_name(&self, m: CalcalaMove) -> String {
        msg::BoardCalcalaMove {
            from: &m.from.to_string(),
            dir: &m.dir.to_string(),
        }
        .text()
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

/// The frames of the animation of the last move.
fn frames(state: &ScreenState<CalcalaPosition>) -> Vec<CalcalaFrame> {
    let (Some(report), Some(before)) = (state.game.last_report(), state.game.previous_position())
    else {
        return Vec::new();
    };
    replay_frames(&before.counts(), report.mover, &report.steps).unwrap_or_default()
}

/// The grid, with a capture pile per player beside it.
impl ScreenBoard for CalcalaPosition {
    fn frames(state: &ScreenState<Self>) -> usize {
        frames(state).len()
    }

    /// Captured stones fly to the mover's pile.
    fn motion(state: &ScreenState<Self>, frame: usize) -> Option<Motion> {
        let f = frames(state).into_iter().nth(frame)?;
        let (stones, taker) = f.carried_off?;
        Some(Motion::Fly {
            from: format!("[data-pit=\"{}\"]", f.at),
            to: format!(".pile[data-player=\"{}\"] .pile-count", taker.as_str()),
            stones,
        })
    }

    fn sound(state: &ScreenState<Self>, frame: usize) -> Option<Sound> {
        sound::of_frame(&frames(state), frame, |counts, cell| {
            counts.pits[cell.index()]
        })
    }

    fn board_page(state: &ScreenState<Self>, context: &BoardContext) -> Html {
        board_page(state, context)
    }
}

fn board_page(state: &ScreenState<CalcalaPosition>, context: &BoardContext) -> Html {
    let BoardContext {
        on, on_home, shown, ..
    } = context;
    let frame = shown.and_then(|(i, _)| frames(state).into_iter().nth(i));
    let frame_ms = shown.map_or(0, |(_, ms)| ms);
    // The pit chosen and the arrow held (by its index in `Dir::ALL`) are the screen
    // state's, like every screen's.
    let selected = state.screen.selected;
    let chosen = selected.and_then(|i| Cell::from_index(usize::from(i)));
    let shown = state.shown();
    let position = shown.position.clone();
    let outcome = position.outcome().cloned();
    let on_pit = context.on_spot.reform(|cell: Cell| Some(cell.to_string()));
    let on_arrow = on.reform(|dir: Dir| Command::Choose(dir as u8));
    let on_press = on.reform(|dir: Option<Dir>| Command::Press(dir.map(|d| d as u8)));
    let on_background = context.on_spot.reform(|()| None);
    let last = shown.last.map(|r| (r.played, r.steps.clone()));
    // While a move plays, the status says who sows from where, and the mover keeps the
    // turn until the stones settle; what the move did is said at its end.
    let playing = shown.last.filter(|_| frame.is_some());
    let happened = match (playing, shown.last) {
        (Some(r), _) => msg::BoardCalcalaSowing {
            player: &seat_name(r.mover),
            pit: &r.played.from.to_string(),
        }
        .text(),
        (None, Some(r)) => words::describe(r),
        (None, None) => msg::GameStarts {
            player: &seat_name(shown.start.to_move()),
        }
        .text(),
    };
    let to_move = playing.map_or(position.to_move(), |r| r.mover);
    let turn = match (&outcome, state.computer_to_move()) {
        (Some(outcome), _) => words::end_text(outcome),
        (None, Some(level)) => thinking_text(&seat_name(position.to_move()), level),
        (None, None) if selected.is_some() => msg::BoardCalcalaChooseArrow {
            player: &seat_name(position.to_move()),
            pit: &chosen.map(|c| c.to_string()).unwrap_or_default(),
        }
        .text(),
        (None, None) => msg::BoardCalcalaToMove {
            player: &seat_name(position.to_move()),
        }
        .text(),
    };
    let class = game_page_class(
        "calcala-page",
        (outcome.is_none() || playing.is_some()).then(|| to_move.as_str()),
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
            { topbar(GameId::Calcala, on_home, on) }
            <div class="calcala-body">
                <div class="grid-wrap">
                    { grid(&Grid {
                        position: &position,
                        selected: chosen,
                        pressed: state.screen.pressed.map(|i| Dir::ALL[usize::from(i) % Dir::ALL.len()]),
                        last,
                        human: state.human_to_move(),
                        hint: state.hint_move(),
                        played: state.played_next(),
                        frame: frame.as_ref(),
                        frame_ms,
                        on_pit,
                        on_arrow,
                        on_press,
                        on_background,
                    }) }
                </div>
                <aside class="calcala-side">
                    <ul class="piles" aria-label={msg::BoardCapturedStones.text()}>
                        { for position.rules().seats().map(|seat| {
                            let moving = (outcome.is_none() || playing.is_some()) && to_move == seat;
                            let won = winners.contains(&seat);
                            html! {
                                <li class={class_list(&["pile", seat.as_str(), class_if(moving, "moving"), class_if(won, "won")])}
                                    data-player={seat.as_str()} data-count={position.captured(seat).to_string()}>
                                    <span class="pile-dot"></span>
                                    <span class="pile-name">{ seat_name(seat) }</span>
                                    <span class="pile-count">
                                        { frame.as_ref().map_or(position.captured(seat), |f| f.counts.piles[seat.index()]) }
                                    </span>
                                    if moving && thinking && playing.is_none() {
                                        <span class="your-move thinking">{ msg::BoardPileThinking.text() }</span>
                                    } else if moving && playing.is_none() {
                                        <span class="your-move">{ msg::BoardPileToMove.text() }</span>
                                    }
                                </li>
                            }
                        }) }
                    </ul>
                    // What the board's yellow and black stones stand for, when it has any; its
                    // room is kept when it has none, so that the board keeps its size.
                    <div class={class_list(&["legend-room", class_if(!board::stacked(&position), "empty")])}>
                        { crate::ui::stones::legend() }
                    </div>
                    { board_footer(state.session(), &happened, &turn, on) }
                </aside>
            </div>
        </main>
    }
}
