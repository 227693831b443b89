//! The Puzzles screen (issue 25): a game's screen in puzzle mode. The board shows a
//! position from the game's set, the player finds the best move by tapping it, the answer
//! is played with the board's usual animation and the line that follows is stepped through
//! move by move; then the next puzzle. As the tactics trainers of chess sites do, a puzzle
//! is judged on the first tap, and a streak and the count solved are kept on the device.
//!
//! The page does not read the set: the coach's worker fetches `puzzles/GAME.txt`, reads it
//! with `crate::search::puzzles` and serves one puzzle at a time
//! ([`crate::computer::puzzle`]), so the start page carries neither the file nor its
//! parser. This module is the page's side: what the footer says in puzzle mode (drawn by
//! the board's own footer, `screen_parts::board_footer`, with its status line, buttons and
//! links), and the effects that ask the coach and keep the progress ([`use_puzzles`]). The
//! run of puzzles itself ([`PuzzleRun`]) is the screen's state, in
//! `crate::ui::screen::puzzle`, and its commands are carried out by the session.

use yew::prelude::*;

use crate::computer::{self, PuzzleAsk};
use crate::games::GameId;
use crate::i18n::msg;

use super::address::said_folder;
use super::screen::command::Command;
pub use super::screen::puzzle::{Progress, PuzzleRun};
use super::screen::session::Session;
use super::screen::words::amount;
use super::storage;

/// What the status line says in puzzle mode: the task, or how the tap went and what the
/// buttons show next.
pub fn task(session: &dyn Session, run: &PuzzleRun) -> String {
    let to_move = session.player_name(session.mover_after(session.plies()));
    let unit = run.game.margin_unit();
    match (&run.puzzle, &run.judged) {
        (None, _) => msg::ScreenPuzzleFetching.text(),
        (Some(Err(why)), _) => msg::ScreenPuzzleUnloaded { why: &why.text() }.text(),
        (Some(Ok(_)), None) => match &run.missed {
            Some((missed, loss)) => msg::ScreenPuzzleRetry {
                r#move: &session.move_name(missed).unwrap_or_else(|_| missed.clone()),
                lost: &amount(*loss, unit),
            }
            .text(),
            None => msg::ScreenPuzzleTask {
                number: run.index as i64 + 1,
                count: run.count as i64,
                player: &to_move,
                least: &amount(2, unit),
            }
            .text(),
        },
        (Some(Ok(p)), Some(judged)) => {
            let said = &judged.said.text();
            match (judged.answer_played, p.line.get(judged.line_played)) {
                (false, _) => msg::ScreenPuzzleShowAnswer { said }.text(),
                (true, Some(_)) => msg::ScreenPuzzleNextMove { said }.text(),
                (true, None) if p.line.is_empty() => said.to_owned(),
                (true, None) => msg::ScreenPuzzleLineDone { said }.text(),
            }
        }
    }
}

/// The streak and the count solved, below the status line.
pub fn score(run: &PuzzleRun) -> Html {
    let Progress { streak, solved, .. } = run.progress;
    html! {
        <p class="puzzle-score">{ msg::ScreenPuzzleScore { streak: streak.into(), solved: solved.into() }.text() }</p>
    }
}

/// The Puzzles entry below a game's controls (`[data-puzzles]`, a row of its own, where a
/// phone's row of buttons has no room for one more), for the games with a set.
pub fn puzzles_link(game: &str) -> Html {
    match game.parse::<GameId>() {
        Ok(id) if crate::search::puzzles::PUZZLE_GAMES.contains(&id) => html! {
            // At the game's own page in the language said (the link resolves against the
            // site's root), which is the page it is on: the fragment alone changes.
            <a class="puzzles" data-puzzles="" href={format!("{}{game}/#/{game}/puzzles", said_folder())}>
                { msg::ScreenPuzzlesLink.text() }
            </a>
        },
        _ => Html::default(),
    }
}

/// The puzzle screen's effects: asks the coach for the puzzle `asked` wants and sends it as
/// a [`Command::Served`]; keeps the `progress` on the device as it changes; and when the
/// screen closes, ends the coach's worker.
#[hook]
pub fn use_puzzles(
    game: GameId,
    asked: Option<PuzzleAsk>,
    progress: Option<Progress>,
    on: Callback<Command>,
) {
    use_effect_with(asked, move |asked| {
        let asking = asked
            .clone()
            .map(|asked| computer::puzzle(asked, on.reform(Command::Served)));
        move || drop(asking)
    });
    use_effect_with(progress, move |progress| {
        if let Some(progress) = progress {
            // A browser that keeps nothing plays on; only the progress is lost.
            let _ = storage::save(&Progress::key(game), &progress.to_text());
        }
    });
    use_effect_with((), |()| computer::end_review);
}
