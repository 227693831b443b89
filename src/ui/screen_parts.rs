//! What every game screen draws around its board, whatever the game: its header, status
//! line, list of moves and controls, and its options page. Everything here is plain code
//! that takes data and sends [`Command`]s, so it exists once in the site rather than once
//! per game; only [`options_page`] knows the game's type. The screen's effects are
//! [`super::screen_effects`].

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::{GameId, Player, RuleOptions};
use crate::search::Level;

use super::coach::{eval_bar, eval_graph, review_words};
use super::move_list::move_list;
use super::options_page::{OptionsPage, SeatChoice};
use super::puzzles::{self, PuzzleRun};
use super::screen::command::{send, Command};
use super::screen::options::option_values;
use super::screen::session::{moment, Session};
use super::screen::state::{sentence, AsideWhy, Notice, Page, Review, ScreenGame, ScreenState};
use crate::computer::Occupant;
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
        .map(|preset| {
            (
                preset.name,
                preset.explanation,
                preset.rules == state.next_rules,
            )
        })
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
        // Between people, Resign and Offer a draw are here too: on a phone, the board's
        // page has no room for them below its controls.
        extra: html! { <>{ agreement_row(state.session(), on) }{ extra }</> },
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
            <crate::ui::sound::MuteButton/>
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
        (None, Some(_)) => eval_bar(
            judged.last(),
            judged.len(),
            session.player_name(0),
            session.player_name(1),
        ),
        _ => Html::default(),
    };
    let (turn, buttons) = match (run, review) {
        (Some(run), _) => (puzzles::task(session, run), puzzle_buttons(run)),
        (None, Some(_)) if screen.lesson.is_some() => (
            session.lesson_task().unwrap_or_default(),
            lesson_buttons(screen.lesson.as_ref()),
        ),
        // Short, for the column beside Calcala's and Roocala's boards: the buttons below
        // say the rest, and a tap on the board says how to play on (`wait_message`).
        (None, Some(review)) => (
            format!("Looking back at {}.", moment(review)),
            review_buttons(review, session.try_again_from(review.ply)),
        ),
        (None, None) => (
            session.agreed_text().unwrap_or_else(|| sentence(turn)),
            game_buttons(
                session.undo_target().is_some()
                    || (session.plies() == 0 && session.aside() == Some(AsideWhy::New)),
                !screen.redo.is_empty(),
                session.human_to_move(),
                session.link_text(),
                session.aside(),
            ),
        ),
    };
    let result = (run.is_none() && review.is_none() && !screen.animate)
        .then(|| result_card(session, &turn, on))
        .flatten();
    html! {
        <>
            { status_line(
                screen.notice.as_ref(),
                happened,
                &turn,
                review.is_some(),
                result.is_some() && screen.notice.is_none(),
                screen.animate.then(|| send(on, Command::Animated)),
            ) }
            { for result }
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
                { agreement_row(session, on) }
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
/// and More; after a Try again, As played (or Your line) between the two games.
fn game_buttons(
    can_undo: bool,
    can_redo: bool,
    can_hint: bool,
    link: String,
    aside: Option<AsideWhy>,
) -> Vec<ControlButton> {
    let other = match aside {
        Some(AsideWhy::AsPlayed) => {
            Some(button("as-played", "As played", Command::BringBack, true))
        }
        Some(AsideWhy::Branch) => Some(button("your-line", "Your line", Command::BringBack, true)),
        _ => None,
    };
    let mut buttons = vec![
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
    ];
    buttons.extend(other);
    buttons
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

/// The buttons of the lesson: Show the answer while a slip is open, Next mistake, and Back
/// to game (which ends it).
fn lesson_buttons(lesson: Option<&super::screen::lesson::Lesson>) -> Vec<ControlButton> {
    let Some(lesson) = lesson else {
        return Vec::new();
    };
    let more = lesson
        .slips
        .as_ref()
        .is_some_and(|s| lesson.at + 1 < s.len());
    let open = lesson.moment().is_some() && !lesson.done;
    vec![
        button(
            "lesson-answer",
            "Show the answer",
            Command::LessonAnswer,
            open,
        ),
        button("lesson-next", "Next mistake", Command::LessonNext, more),
        button("back", "Back to game", Command::Review(None), true),
    ]
}

/// The buttons of a review: to the start, a move back, a move on, to the last move, play
/// again the move shown from before it (`try_from`, the moment before it with a person to
/// move), and back to the game.
fn review_buttons(review: Review, try_from: usize) -> Vec<ControlButton> {
    let Review { ply, plies } = review;
    let go = |ply| Command::Review(Some(ply));
    vec![
        button("first", "First", go(0), ply > 0),
        button("previous", "Previous", go(ply.saturating_sub(1)), ply > 0),
        button("next", "Next", go(ply + 1), ply < plies),
        button("last", "Last", go(plies), ply < plies),
        // Plays the move shown again, from before it: the game as played is kept (As
        // played), and its moves for Redo.
        button(
            "try-again",
            "Try again",
            Command::TryAgain(try_from),
            try_from < plies,
        ),
        button("back", "Back to game", Command::Review(None), true),
    ]
}

/// The status line below a board: the latest message, what just happened, and whose turn
/// it is (or how the game ended, or the moment looked back at); while the board shows the
/// last move being played, a Skip button beside what happened (`skip`); `ended`, for
/// screen readers only once the result card says it.
fn status_line(
    notice: Option<&Notice>,
    happened: &str,
    turn: &str,
    review: bool,
    ended: bool,
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
    // While the move plays, what it has done so far is shown but not read out, and whose
    // turn it is waits for the stones to settle: a screen reader hears one sentence a
    // move, at its end (or at once when the showing is skipped).
    let playing = skip.is_some();
    let hidden = playing.then_some("true");
    let turn = if playing { "" } else { turn };
    // Focusable: where the column beside a board is short, the status scrolls, and the
    // keyboard must reach it to scroll it too.
    html! {
        // Once the result card shows, it says what the status would: the status is then
        // for screen readers only (its news is still read out, once).
        <div class={class_list(&["status", class_if(review, "review"), class_if(ended, "unseen")])}
             tabindex={(!ended).then_some("0")}>
            // Outside the live region: what is read out is the game's news, not a button.
            if let Some(onclick) = skip {
                <button class="skip" {onclick}>{ "Skip" }</button>
            }
            <div role="status" aria-live="polite">
                { for notice }
                <p class="happened" aria-hidden={hidden}>{ happened.to_owned() }</p>
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
    let movers: Vec<usize> = (0..plies).map(|ply| session.mover_after(ply)).collect();
    let on_before = on.reform(|ply| Command::Review(Some(ply)));
    let unit = (record.game.parse::<GameId>()).map_or("stones", GameId::margin_unit);
    let by = |ply: usize| session.player_name(session.mover_after(ply));
    let led = (review.ply.checked_sub(1)).and_then(|index| Some((verdicts.get(index)?, by(index))));
    let next = verdicts.get(review.ply).map(|v| (v, by(review.ply)));
    html! {
        <>
            { eval_graph(verdicts, plies, review.ply, &players, &movers, status, &on_ply) }
            { review_words(review.ply, led, next, unit, &on_before) }
            if session.screen().lesson.is_none() {
                <button class="learn coach-learn" data-learn="" onclick={send(on, Command::Learn)}>
                    { "Learn from your mistakes" }
                </button>
            }
        </>
    }
}

/// How a finished game came out, for the result card: `won`, `lost`, `drawn` or `shared`
/// for the one person playing the computer, else `decided` or `drawn` (`data-result`), and
/// the card's headline.
pub fn result_words(
    seats: &[Occupant],
    winners: &[usize],
    totals: &[u32],
    name: impl Fn(usize) -> &'static str,
) -> (&'static str, String) {
    let best_other = |seat: usize| {
        let others = totals.iter().enumerate().filter(|&(s, _)| s != seat);
        others.map(|(_, &t)| t).max().unwrap_or(0)
    };
    let margin = |seat: usize| {
        totals
            .get(seat)
            .map_or(0, |&t| t.saturating_sub(best_other(seat)))
    };
    let people: Vec<usize> = (0..totals.len())
        .filter(|&seat| seats.get(seat) == Some(&Occupant::Human))
        .collect();
    let by = |n: u32| format!("by {n}");
    match (people.as_slice(), winners) {
        (_, []) => ("drawn", "A draw".to_owned()),
        ([me], [winner]) if winner == me => ("won", format!("You won {}", by(margin(*me)))),
        ([me], winners) if winners.contains(me) => ("shared", "You share the win".to_owned()),
        ([me], _) => {
            let best = totals.iter().copied().max().unwrap_or(0);
            let mine = totals.get(*me).copied().unwrap_or(0);
            ("lost", format!("You lost {}", by(best - mine)))
        }
        (_, [winner]) => (
            "decided",
            format!("{} wins {}", name(*winner), by(margin(*winner))),
        ),
        (_, winners) => {
            let names: Vec<&str> = winners.iter().map(|&w| name(w)).collect();
            ("decided", format!("{} share the win", names.join(" and ")))
        }
    }
}

/// The card that says how a finished game came out (`[data-result]`): who won, in the
/// player's terms against the computer, the final totals, and Review, Rematch (the same
/// rules and players; with one person against the computer, also with the sides swapped)
/// and New game. `None` while the game goes on.
fn result_card(session: &dyn Session, why: &str, on: &Callback<Command>) -> Option<Html> {
    let winners = session.winners()?;
    let seats = session.screen().seats.0;
    let (result, headline, why) = match (session.agreed_text(), session.totals()) {
        (Some(said), _) => {
            let result = if winners.is_empty() {
                "drawn"
            } else {
                "decided"
            };
            (result, said.trim_end_matches('.').to_owned(), None)
        }
        (None, Some(totals)) => {
            let (result, headline) =
                result_words(&seats, &winners, &totals, |s| session.player_name(s));
            (result, headline, Some(why))
        }
        (None, None) => return None,
    };
    let players = session.players();
    let people = (seats.iter().take(players))
        .filter(|&&s| s == Occupant::Human)
        .count();
    let plies = session.plies();
    Some(html! {
        <section class="result" data-result={result} aria-label="Result">
            <h2>{ headline }</h2>
            if let Some(why) = why {
                <p class="why">{ why.to_owned() }</p>
            }
            <div class="result-actions">
                <button class="review-game" onclick={send(on, Command::Review(Some(plies)))}>
                    { "Review" }
                </button>
                if people > 0 && plies > 0 {
                    <button class="learn" data-learn="" onclick={send(on, Command::Learn)}>
                        { "Learn from your mistakes" }
                    </button>
                }
                <button class="rematch" data-rematch="" onclick={send(on, Command::Rematch(false))}>
                    { "Rematch" }
                </button>
                // With one person against the computer: the same, the sides swapped.
                if people == 1 && players == 2 {
                    <button class="rematch-swap" onclick={send(on, Command::Rematch(true))}>
                        { "Swap sides" }
                    </button>
                }
                <button class="new-game" onclick={send(on, Command::New)}>{ "New game" }</button>
            </div>
        </section>
    })
}

/// Between two people, below the controls: Resign and Offer a draw for the player to
/// move; while a draw is offered, the other player's Accept and Decline, addressed to them
/// (`data-for`, which facing players turn to face them).
fn agreement_row(session: &dyn Session, on: &Callback<Command>) -> Html {
    // Not while a move is shown: the player to move is who it will be once it settles.
    if !session.may_agree() || session.plies() == 0 || session.screen().animate {
        return Html::default();
    }
    let mover = session.mover_after(session.plies());
    match session.screen().draw_offer {
        Some(seat) => {
            let other = 1 - seat.min(1);
            html! {
                <div class="agree offer" data-for={format!("p{}", other + 1)}>
                    <span>{ format!("{}, a draw is offered:", session.player_name(other)) }</span>
                    <button class="accept-draw" onclick={send(on, Command::AnswerDraw(true))}>
                        { "Accept the draw" }
                    </button>
                    <button class="decline-draw" onclick={send(on, Command::AnswerDraw(false))}>
                        { "Decline" }
                    </button>
                </div>
            }
        }
        None => html! {
            <div class="agree" data-for={format!("p{}", mover + 1)}>
                <button class="resign" onclick={send(on, Command::Resign)}>
                    { format!("{} resigns", session.player_name(mover)) }
                </button>
                <button class="offer-draw" onclick={send(on, Command::OfferDraw)}>
                    { "Offer a draw" }
                </button>
            </div>
        },
    }
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
