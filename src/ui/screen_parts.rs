//! What every game screen draws around its board, whatever the game: its header, status
//! line, list of moves and controls, and its options page. Everything here is plain code
//! that takes data and sends [`Command`]s, so it exists once in the site rather than once
//! per game; only [`options_page`] knows the game's type. The screen's effects are
//! [`super::screen_effects`].

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::{GameId, Player, RuleOptions};
use crate::search::Level;

use super::address::said_folder;
use super::coach::{eval_bar, eval_graph, review_actions, review_words};
use super::move_list::move_list;
use super::options_page::{OptionsPage, SeatChoice};
use super::puzzles::{self, PuzzleRun};
use super::screen::command::{send, Command};
use super::screen::options::option_values;
use super::screen::session::{moment, Session};
use super::screen::state::{AsideWhy, Notice, Page, Review, ScreenGame, ScreenState};
use crate::computer::Occupant;
use crate::computer::Verdicted;
use crate::games::GameRecord;
use crate::i18n::{msg, sentence, Message};

/// What the status line says while the computer thinks for `player`.
pub fn thinking_text(player: &str, level: Level) -> String {
    msg::ControlsThinking {
        player,
        level: &level.title(),
    }
    .text()
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
                preset.name.to_owned(),
                preset.explanation.to_owned(),
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
        title: state.game.rules().game().title().to_owned(),
        specs,
        chosen,
        pending,
        presets,
        seats,
        on: on.clone(),
        // Resign and Offer a draw between people, or a rematch with the sides swapped: here,
        // so that the board's page keeps its room.
        extra: html! {
            <>
                { game_actions(state.session(), on) }
                { extra }
                <a class="analysis-link" data-analysis=""
                   href={analysis_link(state.session(), state.game.moves_played())}>
                    { msg::ControlsAnalysePosition.text() }
                </a>
            </>
        },
        speed: state.screen.speed,
        facing: state.screen.facing,
        board: state.game.rules().game().board(),
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
            <button class="home" onclick={move |_| on_home.emit(())}>{ msg::ControlsGames.text() }</button>
            <h1>{ game.title() }</h1>
            <crate::ui::sound::MuteButton/>
            <button class="rules" onclick={send(on, Command::Show(Page::Rules))}>
                { msg::ControlsRules.text() }
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
        (Some(review), Some(record)) => Some(coach_view(session, review, record, verdicts, on)),
        _ => None,
    };
    // During play, the coach's evaluation bar if chosen.
    let bar = match (review, &record) {
        (None, Some(_)) => eval_bar(
            judged.last(),
            judged.len(),
            &session.player_name(0),
            &session.player_name(1),
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
            msg::ControlsLookingBack {
                moment: &moment(review),
            }
            .text(),
            review_buttons(review, session.try_again_from(review.ply)),
        ),
        (None, None) => (
            session.agreed_text().unwrap_or_else(|| sentence(turn)),
            game_buttons(session),
        ),
    };
    // Once a game is over and shown, the status says the result in the player's terms.
    let result = (run.is_none() && review.is_none() && !screen.animate)
        .then(|| result_of(session))
        .flatten();
    // The lesson says its own task in the status line.
    let (words, graph, actions) = match coach {
        Some(CoachView {
            graph,
            words,
            actions,
        }) => (screen.lesson.is_none().then_some(words), graph, actions),
        None => (None, bar, Html::default()),
    };
    html! {
        <>
            { status_line(
                screen.notice.as_ref(),
                happened,
                &turn,
                words,
                review.is_some(),
                result,
                screen.animate.then(|| send(on, Command::Animated)),
            ) }
            if let Some(run) = run {
                { puzzles::score(run) }
            } else {
                { graph }
                { actions }
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
                            data-share={b.share} data-rematch={(b.class == "rematch").then_some("")}
                            aria-label={b.short.as_ref().map(|_| b.label.clone())}>
                        if let Some(short) = b.short {
                            <span class="long">{ b.label }</span>
                            <span class="short" aria-hidden="true">{ short }</span>
                        } else {
                            { b.label }
                        }
                    </button>
                }) }
                if (screen.from_link || run.is_some()) && review.is_none() {
                    // The game's plain address opens the game saved on this device, at its
                    // own page in the language said (resolved against the site's root, the
                    // page's base URL): the page it is on, so the fragment alone changes.
                    <a class="my-game" href={format!("{}{1}/#/{1}", said_folder(), session.record().game)}>
                        { if run.is_some() { msg::ControlsPlayAGame.text() } else { msg::ControlsMyGame.text() } }
                    </a>
                }
                if run.is_some() {
                    <a class="my-game" data-analysis="" href={analysis_link(session, session.plies())}>
                        { msg::ControlsAnalyse.text() }
                    </a>
                }
            </nav>
            // After a link, My game takes the link's room (the puzzles are a tap further,
            // from the player's own game).
            if review.is_none() && run.is_none() && !screen.from_link {
                { puzzles::puzzles_link(&session.record().game) }
            }
        </>
    }
}

/// One of the buttons below a board.
struct ControlButton {
    class: &'static str,
    label: String,
    /// The link the Share button shares (the game's record text, after `#/`), which
    /// static/pwa.js reads from its `data-share` when it is tapped.
    share: Option<String>,
    /// What the button shows where the row is narrow (a phone held upright): a sign or a
    /// shorter word; its `label` stays its name.
    short: Option<String>,
    command: Command,
    enabled: bool,
}

fn button(
    class: &'static str,
    label: impl Message,
    command: Command,
    enabled: bool,
) -> ControlButton {
    ControlButton {
        class,
        label: label.text(),
        share: None,
        short: None,
        command,
        enabled,
    }
}

/// A button with a shorter face where the row is narrow ([`ControlButton::short`]).
fn short(short: String, button: ControlButton) -> ControlButton {
    ControlButton {
        short: Some(short),
        ..button
    }
}

/// The buttons of the game in progress: New, Undo, Redo, Hint, Share (of the game's link)
/// and More; after a Try again, As played (or Your line) between the two games. Once the
/// game is over, Review and Rematch take Redo's and Hint's places; while a draw is offered,
/// the other player's Accept the draw and Decline take New's and Redo's, so the row keeps
/// its size and the board its room.
fn game_buttons(session: &dyn Session) -> Vec<ControlButton> {
    let screen = session.screen();
    let can_undo = session.undo_target().is_some()
        || screen.agreed.is_some()
        || (session.plies() == 0 && session.aside() == Some(AsideWhy::New));
    let share = ControlButton {
        share: Some(session.link_text()),
        ..button("share", msg::ControlsShare, Command::Dismiss, true)
    };
    let undo = button("undo", msg::ControlsUndo, Command::Undo, can_undo);
    let more = button(
        "more",
        msg::ControlsMore,
        Command::Show(Page::Options),
        true,
    );
    if screen.draw_offer.is_some() && session.may_agree() {
        return vec![
            button(
                "accept-draw",
                msg::ControlsAcceptDraw,
                Command::AnswerDraw(true),
                true,
            ),
            button(
                "decline-draw",
                msg::ControlsDecline,
                Command::AnswerDraw(false),
                true,
            ),
            undo,
            share,
            more,
        ];
    }
    let plies = session.plies();
    let ended = session.is_over() && !screen.animate;
    let mut buttons = vec![button("new", msg::ControlsNew, Command::New, true), undo];
    if ended {
        buttons.push(button(
            "review-game",
            msg::ControlsReview,
            Command::Review(Some(plies)),
            plies > 0,
        ));
        buttons.push(button(
            "rematch",
            msg::ControlsRematch,
            Command::Rematch(false),
            true,
        ));
    } else {
        // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) press Undo and Redo (see the app).
        let can_redo = !screen.redo.is_empty();
        buttons.push(button("redo", msg::ControlsRedo, Command::Redo, can_redo));
        buttons.push(button(
            "hint",
            msg::ControlsHint,
            Command::Hint,
            session.human_to_move(),
        ));
    }
    buttons.extend([share, more]);
    match session.aside() {
        Some(AsideWhy::AsPlayed) => buttons.push(button(
            "as-played",
            msg::ControlsAsPlayed,
            Command::BringBack,
            true,
        )),
        Some(AsideWhy::Branch) => buttons.push(button(
            "your-line",
            msg::ControlsYourLine,
            Command::BringBack,
            true,
        )),
        _ => {}
    }
    buttons
}

/// The buttons of the Puzzles screen: Show the answer (once a tap missed it) or Next move
/// (the line after it), and Next puzzle.
fn puzzle_buttons(run: &PuzzleRun) -> Vec<ControlButton> {
    let answer = run.judged.as_ref().is_some_and(|j| !j.answer_played);
    let step = match answer {
        true => button(
            "show-answer",
            msg::ControlsShowAnswer,
            Command::PuzzleStep,
            true,
        ),
        false => button(
            "next-move",
            msg::ControlsNextMove,
            Command::PuzzleStep,
            true,
        ),
    };
    let next = button(
        "next-puzzle",
        msg::ControlsNextPuzzle,
        Command::NextPuzzle,
        true,
    );
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
            msg::ControlsShowAnswer,
            Command::LessonAnswer,
            open,
        ),
        button(
            "lesson-next",
            msg::ControlsNextMistake,
            Command::LessonNext,
            more,
        ),
        short(
            msg::ControlsBackShort.text(),
            button("back", msg::ControlsBackToGame, Command::Review(None), true),
        ),
    ]
}

/// The buttons of a review: to the start, a move back, a move on, to the last move, play
/// again the move shown from before it (`try_from`, the moment before it with a person to
/// move), and back to the game.
fn review_buttons(review: Review, try_from: usize) -> Vec<ControlButton> {
    let Review { ply, plies } = review;
    let go = |ply| Command::Review(Some(ply));
    vec![
        short(
            "«".to_owned(),
            button("first", msg::ControlsFirst, go(0), ply > 0),
        ),
        short(
            "‹".to_owned(),
            button(
                "previous",
                msg::ControlsPrevious,
                go(ply.saturating_sub(1)),
                ply > 0,
            ),
        ),
        short(
            "›".to_owned(),
            button("next", msg::ControlsNext, go(ply + 1), ply < plies),
        ),
        short(
            "»".to_owned(),
            button("last", msg::ControlsLast, go(plies), ply < plies),
        ),
        // Plays the move shown again, from before it: the game as played is kept (As
        // played), and its moves for Redo.
        button(
            "try-again",
            msg::ControlsTryAgain,
            Command::TryAgain(try_from),
            try_from < plies,
        ),
        short(
            msg::ControlsBackShort.text(),
            button("back", msg::ControlsBackToGame, Command::Review(None), true),
        ),
    ]
}

/// The status line below a board: the latest message, what just happened, and whose turn
/// it is (or how the game ended, or the moment looked back at); while the board shows the
/// last move being played, a Skip button beside what happened (`skip`); once the game is
/// over, its `result` (`data-result` and the headline: "You won by 8").
fn status_line(
    notice: Option<&Notice>,
    happened: &str,
    turn: &str,
    review_words: Option<Html>,
    review: bool,
    result: Option<(&'static str, String)>,
    skip: Option<Callback<MouseEvent>>,
) -> Html {
    let notice = notice.map(|notice| {
        let class = match notice {
            Notice::Refused(_) => "refused",
            Notice::Info(_) => "info",
            Notice::Warning(_) => "warning",
        };
        html! { <p class={class_list(&["notice", class])}>{ notice.text() }</p> }
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
        // Once the game is over, the result in the player's terms comes first
        // (`data-result`), and the last move's news is for screen readers only.
        <div class={class_list(&["status", class_if(review, "review")])} tabindex="0"
             data-result={result.as_ref().map(|(r, _)| *r)}>
            // Outside the live region: what is read out is the game's news, not a button.
            if let Some(onclick) = skip {
                <button class="skip" {onclick}>{ msg::ControlsSkip.text() }</button>
            }
            <div role="status" aria-live="polite">
                { for notice }
                if let Some((_, headline)) = &result {
                    <p class="result-headline">{ headline.clone() }</p>
                }
                // In a review, the moment's verdicts take the place of its news (which the
                // board shows), after the moment's number.
                if let Some(words) = review_words {
                    <p class="turn">{ turn.to_owned() }</p>
                    { words }
                    <p class="happened unseen">{ happened.to_owned() }</p>
                } else {
                    <p class={class_list(&["happened", class_if(result.is_some(), "unseen")])}
                       aria-hidden={hidden}>{ happened.to_owned() }</p>
                    <p class="turn">{ turn.to_owned() }</p>
                }
            </div>
        </div>
    }
}

/// What the coach shows in a review: the evaluation graph of the moves judged so far; the
/// review's words for the status line (the verdicts on the moves into and out of the moment
/// shown, and how far the coach is, or why it could not answer); and what the player can do
/// from there (See the better move, Learn from your mistakes).
struct CoachView {
    graph: Html,
    words: Html,
    actions: Html,
}

fn coach_view(
    session: &dyn Session,
    review: Review,
    record: &GameRecord,
    verdicts: &[Verdicted],
    on: &Callback<Command>,
) -> CoachView {
    let plies = record.moves.len();
    let players: Vec<String> = (0..session.players())
        .map(|seat| session.player_name(seat))
        .collect();
    let players: Vec<&str> = players.iter().map(String::as_str).collect();
    let on_ply = on.reform(|ply| Command::Review(Some(ply)));
    let failure = session.screen().verdicts.failure(record);
    let progress = match failure {
        Some(why) => msg::ControlsCoachFailed {
            number: verdicts.len() as i64 + 1,
            why: &why.text(),
        }
        .text(),
        None if verdicts.len() < plies => msg::ControlsCoachJudging {
            judged: verdicts.len() as i64,
            plies: plies as i64,
        }
        .text(),
        None => msg::ControlsCoachDone {
            plies: plies as i64,
        }
        .text(),
    };
    let movers: Vec<usize> = (0..plies).map(|ply| session.mover_after(ply)).collect();
    let unit = (record.game.parse::<GameId>()).map_or("stones", GameId::margin_unit);
    let by = |ply: usize| session.player_name(session.mover_after(ply));
    let (led_by, next_by) = (review.ply.checked_sub(1).map(by), by(review.ply));
    let led = (review.ply.checked_sub(1))
        .and_then(|index| Some((verdicts.get(index)?, led_by.as_deref()?)));
    let next = verdicts.get(review.ply).map(|v| (v, next_by.as_str()));
    let slip = led.filter(|(v, _)| v.loss > 0).map(|_| review.ply);
    let learn = session
        .screen()
        .lesson
        .is_none()
        .then(|| send(on, Command::Learn));
    CoachView {
        graph: eval_graph(verdicts, plies, review.ply, &players, &movers, &on_ply),
        words: review_words(led, next, unit, &progress, failure.is_some()),
        actions: review_actions(
            slip,
            &on.reform(|ply| Command::Review(Some(ply))),
            learn,
            &analysis_link(session, review.ply),
        ),
    }
}

/// The analysis board's address for the game's first `plies` moves (`[data-analysis]`:
/// its own page in the language said, which the link loads), resolved against the site's
/// root.
pub fn analysis_link(session: &dyn Session, plies: usize) -> String {
    let mut record = session.record().without(&session.default_options());
    record.moves.truncate(plies);
    format!("{}analysis/#/{}", said_folder(), record.to_text())
}

/// How a finished game came out, for the result card: `won`, `lost`, `drawn` or `shared`
/// for the one person playing the computer, else `decided` or `drawn` (`data-result`), and
/// the card's headline.
pub fn result_words(
    seats: &[Occupant],
    winners: &[usize],
    totals: &[u32],
    name: impl Fn(usize) -> String,
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
    match (people.as_slice(), winners) {
        (_, []) => ("drawn", msg::HeadlineDraw.text()),
        ([me], [winner]) if winner == me => (
            "won",
            msg::HeadlineYouWon {
                margin: margin(*me).into(),
            }
            .text(),
        ),
        ([me], winners) if winners.contains(me) => ("shared", msg::HeadlineYouShare.text()),
        ([me], _) => {
            let best = totals.iter().copied().max().unwrap_or(0);
            let mine = totals.get(*me).copied().unwrap_or(0);
            (
                "lost",
                msg::HeadlineYouLost {
                    margin: (best - mine).into(),
                }
                .text(),
            )
        }
        (_, [winner]) => (
            "decided",
            msg::HeadlineWins {
                player: &name(*winner),
                margin: margin(*winner).into(),
            }
            .text(),
        ),
        (_, winners) => {
            let names = winners.iter().map(|&w| name(w)).reduce(|first, second| {
                msg::HeadlineNamesJoined {
                    first: &first,
                    second: &second,
                }
                .text()
            });
            let players = names.unwrap_or_default();
            ("decided", msg::HeadlineShare { players: &players }.text())
        }
    }
}

/// How a finished game came out, for the status (`data-result` and the headline: "You won
/// by 8" against the computer, "Green resigned: Red wins"); `None` while the game goes on.
fn result_of(session: &dyn Session) -> Option<(&'static str, String)> {
    let winners = session.winners()?;
    if let Some(said) = session.agreed_text() {
        let result = if winners.is_empty() {
            "drawn"
        } else {
            "decided"
        };
        return Some((result, said.trim_end_matches('.').to_owned()));
    }
    let seats = session.screen().seats.0;
    let totals = session.totals()?;
    Some(result_words(&seats, &winners, &totals, |s| {
        session.player_name(s)
    }))
}

/// What the More page offers for the game on the board besides its options: between two
/// people during a game, Resign and Offer a draw for the player to move; against the
/// computer once a game is over, a rematch with the sides swapped.
fn game_actions(session: &dyn Session, on: &Callback<Command>) -> Html {
    let seats = session.screen().seats.0;
    let people = seats
        .iter()
        .take(session.players())
        .filter(|&&s| s == Occupant::Human);
    if session.is_over() && session.players() == 2 && people.count() == 1 {
        return html! {
            <div class="agree">
                <button class="rematch-swap" onclick={send(on, Command::Rematch(true))}>
                    { msg::ControlsRematchSwapped.text() }
                </button>
            </div>
        };
    }
    if !session.may_agree() || session.plies() == 0 || session.screen().draw_offer.is_some() {
        return Html::default();
    }
    let mover = session.mover_after(session.plies());
    html! {
        <div class="agree" data-for={format!("p{}", mover + 1)}>
            <button class="resign" onclick={send(on, Command::Resign)}>
                { msg::ControlsResigns { player: &session.player_name(mover) }.text() }
            </button>
            <button class="offer-draw" onclick={send(on, Command::OfferDraw)}>
                { msg::ControlsOfferDraw.text() }
            </button>
        </div>
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
            msg::ControlsUndo,
            Command::Undo,
            session.undo_target().is_some(),
        ),
        button(
            "hint",
            msg::ControlsHint,
            Command::Hint,
            session.human_to_move(),
        ),
        button(
            "more",
            msg::ControlsMore,
            Command::Show(Page::Options),
            true,
        ),
    ];
    html! {
        <div class="far-end">
            <p class="far-turn" aria-hidden="true">{ sentence(turn) }</p>
            <nav class="controls far" aria-label={msg::ControlsAcrossTheTable.text()}>
                { for buttons.into_iter().map(|b| html! {
                    <button key={b.class} class={b.class} onclick={send(on, b.command)}
                            disabled={!b.enabled}
                            aria-label={msg::ControlsFarButton { button: &b.label }.text()}>
                        { b.label }
                    </button>
                }) }
            </nav>
        </div>
    }
}
