//! The board page of a two-row game: the board between the two players' bars, the status
//! line and the controls. One page serves all four games: only the reading of a game into
//! a [`BoardPage`] of plain data is the game's own.

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::two_row::{self, Pit, PitWords, SowingFrame, TouchedPits, TwoRowWords};
use crate::games::{GameId, Side};
use crate::i18n::msg;
use crate::ui::game_screen::{BoardContext, ScreenBoard};
use crate::ui::motion::Motion;
use crate::ui::screen::session::Session;
use crate::ui::screen::state::{ScreenGame, ScreenState};
use crate::ui::screen_parts::{board_footer, far_end, game_page_class, thinking_text, topbar};
use crate::ui::sound::{self, Sound};

use super::layout::board_layout;
use super::{board_view, BoardView};
use crate::ui::orientation::Orientation;
use crate::ui::stones;

/// The frames of the animation of the last move.
fn frames<G: TwoRowWords + ScreenGame>(state: &ScreenState<G>) -> Vec<SowingFrame> {
    let (Some(report), Some(before)) = (state.game.last_report(), state.game.previous_position())
    else {
        return Vec::new();
    };
    let (mover, steps) = G::steps(report);
    two_row::replay_frames(before.board(), mover, steps).unwrap_or_default()
}

/// Stones carried off fly to their player's store.
fn motion<G: TwoRowWords + ScreenGame>(state: &ScreenState<G>, frame: usize) -> Option<Motion> {
    let f = frames(state).into_iter().nth(frame)?;
    let (stones, taker) = f.carried_off?;
    Some(Motion::Fly {
        from: format!("[data-pit=\"{}\"]", f.at),
        to: format!("[data-pit=\"{}\"] .count", Pit::Store(taker)),
        stones,
    })
}

fn page<G: TwoRowWords + ScreenGame>(state: &ScreenState<G>, context: &BoardContext) -> Html {
    let frame = context
        .shown
        .and_then(|(i, _)| frames(state).into_iter().nth(i));
    let mut read = read_board_page(state);
    if let (Some((i, _)), Some(report)) = (context.shown, state.game.last_report()) {
        // While the move plays, the status says what it has done so far, and the mover
        // keeps the turn until the stones settle.
        let (mover, steps) = G::steps(report);
        read.happened = G::WORDS.so_far(mover, steps, i);
        read.to_move = Some(mover);
        read.thinking = false;
    }
    board_page(
        &read,
        frame.as_ref(),
        context.shown.map_or(0, |(_, ms)| ms),
        context,
    )
}

/// The two rows, Kalah's, Awari's, Ayo's and Oware's.
impl<G: TwoRowWords + ScreenGame> ScreenBoard for G {
    fn frames(state: &ScreenState<Self>) -> usize {
        frames(state).len()
    }

    fn motion(state: &ScreenState<Self>, frame: usize) -> Option<Motion> {
        motion(state, frame)
    }

    fn sound(state: &ScreenState<Self>, frame: usize) -> Option<Sound> {
        sound::of_frame(&frames(state), frame, |board, &pit| board.count(pit))
    }

    fn board_page(state: &ScreenState<Self>, context: &BoardContext) -> Html {
        page(state, context)
    }
}

/// Everything the board page shows, read from a game.
pub struct BoardPage<'a> {
    game: GameId,
    words: PitWords,
    board: two_row::Board,
    /// Once the game is over, the board after the end's sweep (the final totals in the
    /// stores), drawn instead of `board`, whose counts the test hooks keep showing.
    settled: Option<two_row::Board>,
    legal: Vec<Pit>,
    /// The side to move, or `None` once the game is over.
    to_move: Option<Side>,
    /// The computer is thinking for the side to move.
    thinking: bool,
    /// The house a hint suggests.
    hint: Option<Pit>,
    /// In a review, the house played from the moment shown, when it was not the best.
    played: Option<Pit>,
    touched: TouchedPits,
    happened: String,
    turn: String,
    ply: usize,
    session: &'a dyn Session,
}

fn read_board_page<G: TwoRowWords + ScreenGame>(state: &ScreenState<G>) -> BoardPage<'_> {
    let shown = state.shown();
    let position = shown.position;
    let words = G::WORDS;
    let outcome = position.outcome();
    let houses = position.board().houses_per_side();
    let human = state.human_to_move();
    let legal: Vec<Pit> = Side::ALL
        .into_iter()
        .flat_map(|side| (1..=houses).map(move |n| Pit::House(side, n)))
        .filter(|&pit| human && position.move_at(pit).is_ok())
        .collect();
    // A hint, or in a review the coach's best move (when no pit is offered).
    let hint = state.hint_move().and_then(|hint| {
        Side::ALL
            .into_iter()
            .flat_map(|side| (1..=houses).map(move |n| Pit::House(side, n)))
            .find(|&pit| position.move_at(pit).ok() == Some(hint))
    });
    let played = state.played_next().and_then(|played| {
        Side::ALL
            .into_iter()
            .flat_map(|side| (1..=houses).map(move |n| Pit::House(side, n)))
            .find(|&pit| position.move_at(pit).ok() == Some(played))
    });
    let mover = position.to_move();
    let last = shown.last;
    // Once the game is over, the board as the end's sweep leaves it: every seed in the
    // store it went to, so the stores show the final totals.
    let settled = match outcome {
        Some(_) => frames(state).last().map(|f| f.counts),
        None => None,
    };
    BoardPage {
        game: position.game(),
        words,
        board: *position.board(),
        settled,
        legal,
        to_move: outcome.is_none().then_some(mover),
        thinking: state.computer_to_move().is_some(),
        hint,
        played,
        touched: last.map_or_else(TouchedPits::default, |report| {
            TouchedPits::of(G::steps(report).1)
        }),
        happened: match last {
            Some(report) => G::describe(report),
            None => msg::GameStarts {
                player: &words.player(shown.start.to_move()),
            }
            .text(),
        },
        turn: match (outcome, state.computer_to_move()) {
            (Some(outcome), _) => words.end_text(outcome),
            (None, Some(level)) => thinking_text(&words.player(mover), level),
            (None, None) => msg::TwoRowToMove {
                player: &words.player(position.to_move()),
                vocabulary: words.vocabulary,
            }
            .text(),
        },
        ply: shown.ply,
        session: state.session(),
    }
}

fn board_page(
    page: &BoardPage,
    frame: Option<&SowingFrame>,
    frame_ms: u32,
    context: &BoardContext,
) -> Html {
    let BoardContext {
        on,
        on_home,
        orientation,
        ..
    } = context;
    let on_tap = context.on_spot.clone();
    let orientation: Orientation = *orientation;
    let class = game_page_class("", page.to_move.map(Side::as_str), page.session);
    html! {
        <main {class} data-game={page.game.as_str()}
              data-ply={page.ply.to_string()}
              data-thinking={page.session.computer_to_move().is_some().then_some("true")}>
            { topbar(page.game, on_home, on) }
            { far_end(page.session, &page.turn, on) }
            { player_bar(page, frame, Side::North, false) }
            <div class="board-wrap">
                { board_view(&BoardView {
                    board: &page.board,
                    settled: page.settled.as_ref(),
                    stores: true,
                    legal: &page.legal,
                    to_move: page.to_move,
                    touched: &page.touched,
                    hint: page.hint,
                    played: page.played,
                    orientation,
                    words: page.words,
                    frame,
                    frame_ms,
                    on_tap,
                }) }
            </div>
            // Under the board, in South's bar, what its yellow and black stones stand for,
            // when it has any.
            { player_bar(page, frame, Side::South, stacked(page, orientation)) }
            { board_footer(page.session, &page.happened, &page.turn, on) }
        </main>
    }
}

/// Whether the board draws any pit with yellow or black stones.
fn stacked(page: &BoardPage, orientation: Orientation) -> bool {
    let layout = board_layout(page.board.houses_per_side(), true, orientation);
    layout
        .places
        .iter()
        .any(|place| stones::stacked(&place.rect, u32::from(page.board.count(place.pit))))
}

fn player_bar(page: &BoardPage, frame: Option<&SowingFrame>, side: Side, legend: bool) -> Html {
    let moving = page.to_move == Some(side);
    let drawn = frame.map(|f| &f.counts).or(page.settled.as_ref());
    let score = drawn.unwrap_or(&page.board).store(side);
    html! {
        <div class={class_list(&["player-bar", side.as_str(), class_if(moving, "moving")])}>
            <span class="player-name">{ page.words.player(side) }</span>
            <span class="player-store">{ msg::StoreCount { vocabulary: page.words.vocabulary, count: score.into() }.text() }</span>
            // While a move plays, nobody's move is awaited yet: the pill comes once the
            // stones settle, on the bar of whoever is to move then.
            if moving && page.thinking && frame.is_none() {
                <span class="your-move thinking">{ msg::BoardThinking.text() }</span>
            } else if moving && frame.is_none() {
                <span class="your-move">{ msg::BoardYourMove.text() }</span>
            }
            if legend {
                { stones::legend() }
            }
        </div>
    }
}
