//! What every game screen draws around its board, whatever the game: its header, status
//! line, list of moves and controls, and its options page. Everything here is plain code
//! that takes data and sends [`Command`]s, so it exists once in the site rather than once
//! per game; only [`options_page`] knows the game's type. The screen's effects are
//! [`super::screen_effects`].

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::{GameId, Player, RuleOptions};
use crate::search::Level;

use super::coach::{eval_bar, eval_graph};
use super::move_list::move_list;
use super::options_page::{OptionsPage, SeatChoice};
use super::puzzles::{self, PuzzleRun};
use super::screen::command::{send, Command};
use super::screen::options::option_values;
use super::screen::session::{moment, Session};
use super::screen::state::{sentence, Notice, Page, Review, ScreenGame, ScreenState};
use crate::computer::Verdicted;
use crate::games::GameRecord;

/// What the status line says while the computer thinks for `player`.
pub fn thinking_text(player: &str, level: Level) -> String {
    format!("{player} (computer, {}) is thinking…", level.title())
}

/// The options page of a screen: the game's option table, its presets and any `extra`
/// choices, with Back to the board.
pub fn options_page<G: ScreenGame>(
    state: &ScreenState<G>,
    on: &Callback<Command>,
    extra: Html,
) -> Html {
    let specs = state.next_rules.specs();
    let chosen = option_values(&state.next_rules);
    let presets = G::presets()
        .into_iter()
        .map(|(label, rules)| (label, rules == state.next_rules))
        .collect::<Vec<_>>();
    let seats = state
        .next_seat_choices()
        .into_iter()
        .map(|(player, occupant)| SeatChoice {
            index: player.index(),
            id: player.as_str(),
            name: G::player_name(player),
            occupant,
        })
        .collect::<Vec<_>>();
    let pending =
        state.next_rules != *state.game.rules() || state.screen.next_seats != state.screen.seats;
    OptionsPage {
        title: state.game.rules().game().title(),
        specs,
        chosen,
        pending,
        presets,
        seats,
        on: on.clone(),
        extra,
        speed: state.screen.speed,
        facing: state.screen.facing,
        bar: state.screen.bar,
    }
    .view()
}

/// The classes of a game page's `<main>`: `kind`, whose turn it is (`turn-north`, `turn-p3`,
/// for the colours and, facing, the status line's direction) or `game-over`, `facing`
/// when the players sit facing each other, and `awaits-no-move` while nobody can move on
/// the board: it shows an earlier moment (a review), or a puzzle already judged (no
/// "Your move" then).
pub fn game_page_class(kind: &str, to_move: Option<&str>, session: &dyn Session) -> String {
    let turn = to_move.map_or_else(|| "game-over".to_owned(), |player| format!("turn-{player}"));
    let screen = session.screen();
    class_list(&[
        "page game-page",
        kind,
        &turn,
        class_if(screen.facing, "facing"),
        class_if(
            screen.review.is_some()
                || (screen.puzzle.as_ref()).is_some_and(|run| run.judged.is_some()),
            "awaits-no-move",
        ),
    ])
}

/// A game screen's header: back to the games, the title, and the rules.
pub fn topbar(game: GameId, on_home: &Callback<()>, on: &Callback<Command>) -> Html {
    let on_home = on_home.clone();
    html! {
        <header class="topbar">
            <button class="home" onclick={move |_| on_home.emit(())}>{ "Games" }</button>
            <h1>{ game.title() }</h1>
            <button class="rules" onclick={send(on, Command::Show(Page::Rules))}>
                { "Rules" }
            </button>
        </header>
    }
}

/// What every board page shows below or beside its board: the status line, the list of
/// moves and the controls (New, Undo, Redo, Hint, More; or, while the player looks back at
/// an earlier moment, the review's).
pub fn board_footer(
    session: &dyn Session,
    happened: &str,
    turn: &str,
    on: &Callback<Command>,
) -> Html {
    let screen = session.screen();
    let run = screen.puzzle.as_deref();
    let review = screen.review;
    // The coach's verdicts and graph are shown only in a review, where they were asked for;
    // during play, its evaluation bar if chosen.
    let record = session.coaching().then(|| session.record());
    let judged = record
        .as_ref()
        .map_or(&[][..], |r| screen.verdicts.valid(r));
    let verdicts = if review.is_some() { judged } else { &[] };
    let coach = match (review, &record) {
        (Some(review), Some(record)) => coach_view(session, review, record, verdicts, on),
        (None, Some(_)) => eval_bar(judged.last(), judged.len(), session.player_name(0)),
        _ => Html::default(),
    };
    let (turn, buttons) = match (run, review) {
        (Some(run), _) => (puzzles::task(session, run), puzzle_buttons(run)),
        // Short, for the column beside Calcala's and Roocala's boards: the buttons below
        // say the rest, and a tap on the board says how to play on (`wait_message`).
        (None, Some(review)) => (
            format!("Looking back at {}.", moment(review)),
            review_buttons(review),
        ),
        (None, None) => (
            sentence(turn),
            game_buttons(
                session.undo_target().is_some(),
                !screen.redo.is_empty(),
                session.human_to_move(),
                session.link_text(),
            ),
        ),
    };
    html! {
        <>
            { status_line(
                screen.notice.as_ref(),
                happened,
                &turn,
                review.is_some(),
                screen.animate.then(|| send(on, Command::Animated)),
            ) }
            if let Some(run) = run {
                { puzzles::score(run) }
            } else {
                { coach }
                { move_list(session, review.map(|r| r.ply), verdicts, on) }
            }
            // The Puzzles screen's controls say how its puzzle goes (`data-puzzle`).
            <nav class={class_list(&["controls", class_if(review.is_some(), "review")])}
                 data-puzzle={run.map(|run| run.phase().as_str())}>
                // Keyed, so that a button never becomes another under the finger: the page
                // is drawn again within the tap's click, which pwa.js's listener (Share) sees
                // after the app's.
                { for buttons.into_iter().map(|b| html! {
                    <button key={b.class} class={b.class} onclick={send(on, b.command)} disabled={!b.enabled}
                            data-share={b.share}>
                        { b.label }
                    </button>
                }) }
                if (screen.from_link || run.is_some()) && review.is_none() {
                    // The game's plain address opens the game saved on this device, at its
                    // own page (resolved against the site's root, the page's base URL): the
                    // page it is on, so the fragment alone changes.
                    <a class="my-game" href={format!("{0}/#/{0}", session.record().game)}>
                        { if run.is_some() { "Play a game" } else { "My game" } }
                    </a>
                }
            </nav>
            if review.is_none() && run.is_none() {
                { puzzles::puzzles_link(&session.record().game) }
            }
        </>
    }
}

/// One of the buttons below a board.
struct ControlButton {
    class: &'static str,
    label: &'static str,
    /// The link the Share button shares (the game's record text, after `#/`), which
    /// static/pwa.js reads from its `data-share` when it is tapped.
    share: Option<String>,
    command: Command,
    enabled: bool,
}

fn button(
    class: &'static str,
    label: &'static str,
    command: Command,
    enabled: bool,
) -> ControlButton {
    ControlButton {
        class,
        label,
        share: None,
        command,
        enabled,
    }
}

/// The buttons of the game in progress: New, Undo, Redo, Hint, Share (of the game's `link`)
/// and More.
fn game_buttons(
    can_undo: bool,
    can_redo: bool,
    can_hint: bool,
    link: String,
) -> Vec<ControlButton> {
    vec![
        button("new", "New", Command::New, true),
        // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) press these two (see the app).
        button("undo", "Undo", Command::Undo, can_undo),
        button("redo", "Redo", Command::Redo, can_redo),
        button("hint", "Hint", Command::Hint, can_hint),
        ControlButton {
            share: Some(link),
            ..button("share", "Share", Command::Dismiss, true)
        },
        button("more", "More", Command::Show(Page::Options), true),
    ]
}

/// The buttons of the Puzzles screen: Show the answer (once a tap missed it) or Next move
/// (the line after it), and Next puzzle.
fn puzzle_buttons(run: &PuzzleRun) -> Vec<ControlButton> {
    let answer = run.judged.as_ref().is_some_and(|j| !j.answer_played);
    let step = match answer {
        true => button("show-answer", "Show the answer", Command::PuzzleStep, true),
        false => button("next-move", "Next move", Command::PuzzleStep, true),
    };
    let next = button("next-puzzle", "Next puzzle", Command::NextPuzzle, true);
    match run.next_step() {
        Some(_) => vec![step, next],
        None => vec![next],
    }
}

/// The buttons of a review: to the start, a move back, a move on, to the last move, play
/// on from the moment shown, and back to the game.
fn review_buttons(review: Review) -> Vec<ControlButton> {
    let Review { ply, plies } = review;
    let go = |ply| Command::Review(Some(ply));
    vec![
        button("first", "First", go(0), ply > 0),
        button("previous", "Previous", go(ply.saturating_sub(1)), ply > 0),
        button("next", "Next", go(ply + 1), ply < plies),
        button("last", "Last", go(plies), ply < plies),
        // Plays on from the moment shown, the rest kept for Redo.
        button(
            "try-again",
            "Try again",
            Command::TryAgain(ply),
            ply < plies,
        ),
        button("back", "Back to game", Command::Review(None), true),
    ]
}

/// The status line below a board: the latest message, what just happened, and whose turn
/// it is (or how the game ended, or the moment looked back at); while the board shows the
/// last move being played, a Skip button beside what happened (`skip`).
fn status_line(
    notice: Option<&Notice>,
    happened: &str,
    turn: &str,
    review: bool,
    skip: Option<Callback<MouseEvent>>,
) -> Html {
    let notice = notice.map(|notice| {
        let (class, text) = match notice {
            Notice::Refused(text) => ("refused", text),
            Notice::Info(text) => ("info", text),
            Notice::Warning(text) => ("warning", text),
        };
        html! { <p class={class_list(&["notice", class])}>{ text }</p> }
    });
    // Focusable: where the column beside a board is short, the status scrolls, and the
    // keyboard must reach it to scroll it too.
    html! {
        <div class={class_list(&["status", class_if(review, "review")])} tabindex="0">
            // Outside the live region: what is read out is the game's news, not a button.
            if let Some(onclick) = skip {
                <button class="skip" {onclick}>{ "Skip" }</button>
            }
            <div role="status" aria-live="polite">
                { for notice }
                <p class="happened">{ happened.to_owned() }</p>
                <p class="turn">{ turn.to_owned() }</p>
            </div>
        </div>
    }
}

/// What the coach shows in a review: the evaluation graph of the moves judged so far, and
/// how far the analysis is (or why the coach could not answer).
fn coach_view(
    session: &dyn Session,
    review: Review,
    record: &GameRecord,
    verdicts: &[Verdicted],
    on: &Callback<Command>,
) -> Html {
    let plies = record.moves.len();
    let players: Vec<&str> = (0..session.players())
        .map(|seat| session.player_name(seat))
        .collect();
    let on_ply = on.reform(|ply| Command::Review(Some(ply)));
    let status = match session.screen().verdicts.failure(record) {
        Some(why) => format!(
            "The coach could not judge move {}: {why}.",
            verdicts.len() + 1
        ),
        None if verdicts.len() < plies => {
            format!("Judging the moves: {} of {plies}.", verdicts.len())
        }
        None => format!("All {plies} moves judged."),
    };
    eval_graph(verdicts, plies, review.ply, &players, status, &on_ply)
}

/// Facing (the "Players sit" option, two-row boards): the far player's own end of the
/// board, turned to them by style.css: whose turn it is or how the game ended (the status
/// line below says it to screen readers), and their own Undo, Hint and More. Nothing while
/// the players sit side by side, or in a review or a puzzle (whose controls are the near
/// player's). Each button's name says it is the far end's, so it is not taken for the
/// near one's.
pub fn far_end(session: &dyn Session, turn: &str, on: &Callback<Command>) -> Html {
    let screen = session.screen();
    if !screen.facing || screen.review.is_some() || screen.puzzle.is_some() {
        return Html::default();
    }
    let buttons = [
        button(
            "undo",
            "Undo",
            Command::Undo,
            session.undo_target().is_some(),
        ),
        button("hint", "Hint", Command::Hint, session.human_to_move()),
        button("more", "More", Command::Show(Page::Options), true),
    ];
    html! {
        <div class="far-end">
            <p class="far-turn" aria-hidden="true">{ sentence(turn) }</p>
            <nav class="controls far" aria-label="Across the table">
                { for buttons.into_iter().map(|b| html! {
                    <button key={b.class} class={b.class} onclick={send(on, b.command)}
                            disabled={!b.enabled}
                            aria-label={format!("{}, across the table", b.label)}>
                        { b.label }
                    </button>
                }) }
            </nav>
        </div>
    }
}
