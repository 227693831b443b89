//! The list of the moves played, under or beside every board: each entry names the ply,
//! who moved, the move in docs/RULES.md notation and what it did in a few words, and opens that
//! moment of the game for review ([`Command::Review`]). In a review, each entry the coach
//! has judged carries its verdict (`data-verdict`, `data-loss`, `data-best` for a move that
//! was not the best, `data-exact`) and its mark ([`super::coach`]).

use std::rc::Rc;

use web_sys::{ScrollIntoViewOptions, ScrollLogicalPosition};
use yew::prelude::*;

use super::board_parts::tap_listeners;
use super::class_list::class_if;
use super::coach::verdict_mark;
use super::screen::command::Command;
use super::screen::session::Session;
use crate::computer::Verdicted;
use crate::i18n::msg;

/// Keeps in sight the entry of the moment a review shows (`shown`, a ply; 0 is the start,
/// which has none), or the newest entry when no review is open: a tap on the evaluation
/// graph or the review's buttons can show a moment whose entry has scrolled out of the
/// row, and back in the game the newest move is the one to see; and again as each of the
/// coach's verdicts (`verdicts`, how many) comes, since an entry with its verdict is wider
/// and pushes the one shown aside. `nearest`: nothing scrolls when the entry is in sight
/// already.
#[hook]
pub fn use_shown_in_sight(shown: Option<usize>, verdicts: usize) {
    use_effect_with((shown, verdicts), |&(shown, _)| {
        let selector = match shown {
            Some(0) => return,
            Some(ply) => format!("ol.moves [data-ply=\"{ply}\"]"),
            None => "ol.moves li".to_owned(),
        };
        if let Ok(Some(entry)) = gloo::utils::document().query_selector(&selector) {
            let options = ScrollIntoViewOptions::new();
            options.set_block(ScrollLogicalPosition::Nearest);
            options.set_inline(ScrollLogicalPosition::Nearest);
            entry.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
}

/// The list of a game's moves; `shown` is the ply a review shows (0 for the start), if any,
/// and `verdicts` the coach's on its first moves.
///
/// The newest move comes first in the page, and the list is laid out from right to left
/// (`flex-direction: row-reverse`): it reads in the order played, and it starts scrolled to
/// its newest end without any code keeping it there.
pub fn move_list(
    session: &dyn Session,
    shown: Option<usize>,
    verdicts: &[Verdicted],
    on: &Callback<Command>,
) -> Html {
    let on = on.clone();
    let (onclick, _) = tap_listeners(
        "data-ply",
        Callback::from(move |ply: Option<String>| {
            // A tap between the entries does nothing.
            if let Some(ply) = ply.and_then(|ply| ply.parse().ok()) {
                on.emit(Command::Review(Some(ply)));
            }
        }),
        // The arrow keys do not move among the list's entries: Tab does.
        Rc::from([]),
    );
    let history = session.history();
    let plies = history.len();
    // The seat to move after each move: the one that played the move after it, or the
    // seat to move now after the newest.
    let next_seats =
        std::iter::once(session.mover_after(plies)).chain(history.iter().map(|facts| facts.seat));
    html! {
        <ol class="moves" aria-label={msg::BoardMoves.text()}
            {onclick}>
            { for history.iter().zip(next_seats).enumerate().map(|(age, (facts, next_seat))| {
                let ply = plies - age;
                let notation = facts.notation.clone();
                let verdict = verdicts.get(ply - 1);
                html! {
                    // The entry carries the test hooks; its button takes the tap (and has no
                    // `data-move`, which names the offered moves' buttons on the Roocala
                    // board).
                    <li key={ply} class={class_if(shown == Some(ply), "shown")}
                        data-ply={ply.to_string()} data-move={notation.clone()}
                        data-verdict={verdict.map(|v| v.verdict.as_str())}
                        data-loss={verdict.map(|v| v.loss.to_string())}
                        data-best={verdict.filter(|v| v.loss > 0).map(|v| v.best.clone())}
                        data-exact={verdict.map(|v| if v.exact { "true" } else { "false" })}>
                        <button aria-current={(shown == Some(ply)).then_some("step")}>
                            { msg::BoardMoveEntry { ply: ply as i64, player: &session.player_name(facts.seat), r#move: &notation }.text() }
                            { for verdict.map(verdict_mark) }
                            <small>{ session.summary(facts, next_seat, age == 0) }</small>
                        </button>
                    </li>
                }
            }) }
        </ol>
    }
}
