//! The game screen of a two-row game: the board between the two players' bars, the status
//! line, the New / Undo / More buttons, and the options and rules pages.
//!
//! The component is generic over the game, but only to read the game into a [`BoardPage`]
//! of plain data; the page itself is drawn by code that exists once for all four games.

use yew::prelude::*;

use crate::games::two_row::{self, Pit};
use crate::games::{GameId, Side};
use crate::ui::orientation::use_orientation;
use crate::ui::rules::RulesPage;
use crate::ui::saved_screen::{
    commands, controls, options_page, status_line, thinking_text, topbar, use_saved_screen,
};
use crate::ui::screen_state::{sentence, Command, Notice, Page, ScreenState};

use super::layout::Orientation;
use super::{tap_action, Board, Highlights, TwoRowGame, Words};

/// What the game screen needs from the app.
#[derive(Properties, PartialEq)]
pub struct TwoRowScreenProps {
    /// Back to the list of games.
    pub on_home: Callback<()>,
}

/// The whole screen of one two-row game, saved in the browser as it changes.
#[component]
pub fn TwoRowScreen<G: TwoRowGame>(props: &TwoRowScreenProps) -> Html {
    let state = use_saved_screen::<G>();
    let orientation = use_orientation();
    let on = commands(&state);
    match state.page {
        Page::Options => options_page(&state, &on, Html::default()),
        Page::Rules => html! { <RulesPage game={G::GAME} {on}/> },
        Page::Board => {
            let on_tap = {
                let state = state.clone();
                Callback::from(move |pit| state.dispatch(tap_action(state.game.position(), pit)))
            };
            board_page(
                &read_board_page(&state),
                orientation,
                &props.on_home,
                &on,
                on_tap,
            )
        }
    }
}

/// Everything the board page shows, read from a game.
struct BoardPage<'a> {
    game: GameId,
    words: Words,
    board: &'a two_row::Board,
    legal: Vec<Pit>,
    /// The side to move, or `None` once the game is over.
    to_move: Option<Side>,
    /// The computer is thinking for the side to move.
    thinking: bool,
    /// The house a hint suggests.
    hint: Option<Pit>,
    can_undo: bool,
    highlights: Highlights,
    happened: String,
    turn: String,
    ply: usize,
    notice: Option<&'a Notice>,
}

fn read_board_page<G: TwoRowGame>(state: &ScreenState<G>) -> BoardPage<'_> {
    let position = state.game.position();
    let words = G::words();
    let outcome = position.outcome();
    let houses = position.board().houses_per_side();
    let human = state.human_to_move();
    let legal: Vec<Pit> = Side::ALL
        .into_iter()
        .flat_map(|side| (1..=houses).map(move |n| Pit::House(side, n)))
        .filter(|&pit| human && position.move_at(pit).is_ok())
        .collect();
    let hint = state.hint_move().and_then(|hint| {
        legal
            .iter()
            .copied()
            .find(|&pit| position.move_at(pit).ok() == Some(hint))
    });
    let mover = position.to_move();
    let last = state.game.last_report();
    BoardPage {
        game: G::GAME,
        words,
        board: position.board(),
        legal,
        to_move: outcome.is_none().then_some(mover),
        thinking: state.computer_to_move().is_some(),
        hint,
        can_undo: state.undo_target().is_some(),
        highlights: last.map(G::highlights).unwrap_or_default(),
        happened: match last {
            Some(report) => G::describe(report),
            None => format!("{} starts.", words.player(state.game.start().to_move())),
        },
        turn: match (outcome, state.computer_to_move()) {
            (Some(outcome), _) => words.end_text(outcome),
            (None, Some(level)) => thinking_text(words.player(mover), level),
            (None, None) => format!(
                "{} to move: tap one of your gold-ringed {}s.",
                words.player(position.to_move()),
                words.house
            ),
        },
        ply: state.game.moves().len(),
        notice: state.notice.as_ref(),
    }
}

fn board_page(
    page: &BoardPage,
    orientation: Orientation,
    on_home: &Callback<()>,
    on: &Callback<Command>,
    on_tap: Callback<Pit>,
) -> Html {
    let turn_class = match page.to_move {
        Some(side) => format!("turn-{side}"),
        None => "game-over".to_owned(),
    };
    html! {
        <main class={classes!("page", "game-page", turn_class)} data-game={page.game.as_str()}
              data-ply={page.ply.to_string()}>
            { topbar(page.game, on_home, on) }
            { player_bar(page, Side::North) }
            <div class="board-wrap">
                <Board board={*page.board} stores=true legal={page.legal.clone()}
                       to_move={page.to_move} highlights={page.highlights.clone()} hint={page.hint}
                       {orientation} words={page.words} {on_tap}/>
            </div>
            { player_bar(page, Side::South) }
            { status_line(page.notice, &page.happened, &page.turn) }
            { controls(page.can_undo, !page.legal.is_empty(), on) }
        </main>
    }
}

fn player_bar(page: &BoardPage, side: Side) -> Html {
    let moving = page.to_move == Some(side);
    let score = page.board.store(side);
    html! {
        <div class={classes!("player-bar", side.as_str(), moving.then_some("moving"))}>
            <span class="player-name">{ page.words.player(side) }</span>
            <span class="player-store">{ format!("{}: {score}", sentence(page.words.store)) }</span>
            if moving && page.thinking {
                <span class="your-move thinking">{ "Thinking…" }</span>
            } else if moving {
                <span class="your-move">{ "Your move" }</span>
            }
        </div>
    }
}
