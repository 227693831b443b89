//! The game screen of a two-row game: the board between the two players' bars, the status
//! line, the New / Undo / More buttons, and the options and rules pages.

use yew::prelude::*;

use crate::games::two_row::Pit;
use crate::games::Side;
use crate::ui::orientation::use_orientation;
use crate::ui::saved_screen::{
    controls, options_page, rules_page, send, status_line, use_saved_screen,
};

use crate::ui::screen_state::{sentence, Page, ScreenAction, ScreenState};

use super::{tap_action, Board, TwoRowGame};

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

    match state.page {
        Page::Options => options_page(&state, G::presets(), Html::default()),
        Page::Rules => rules_page(&state, G::rules_help()),
        Page::Board => board_page(&state, props, orientation),
    }
}

fn board_page<G: TwoRowGame>(
    state: &UseReducerHandle<ScreenState<G>>,
    props: &TwoRowScreenProps,
    orientation: super::layout::Orientation,
) -> Html {
    let position = state.game.position();
    let outcome = position.outcome();
    let to_move = outcome.is_none().then(|| position.to_move());
    let legal: Vec<Pit> = Side::ALL
        .into_iter()
        .flat_map(|side| (1..=position.board().houses_per_side()).map(move |n| Pit::House(side, n)))
        .filter(|&pit| position.move_at(pit).is_ok())
        .collect();
    let highlights = state
        .game
        .last_report()
        .map(G::highlights)
        .unwrap_or_default();
    let on_tap = {
        let state = state.clone();
        Callback::from(move |pit| state.dispatch(tap_action(state.game.position(), pit)))
    };
    let pit_names = Callback::from(|pit: Pit| match pit {
        Pit::House(side, n) => format!("{} {} {n}", G::player_name(side), G::house_name()),
        Pit::Store(side) => format!("{}'s {}", G::player_name(side), G::store_name()),
    });

    let happened = match state.game.last_report() {
        Some(report) => G::describe(report),
        None => format!("{} starts.", G::player_name(state.game.start().to_move())),
    };
    let turn = match outcome {
        Some(outcome) => G::end_text(outcome),
        None => format!(
            "{} to move: tap one of your gold-ringed {}s.",
            G::player_name(position.to_move()),
            G::house_name()
        ),
    };
    let turn_class = match (outcome, to_move) {
        (Some(_), _) => "game-over".to_owned(),
        (None, Some(side)) => format!("turn-{side}"),
        (None, None) => String::new(),
    };
    let on_home = props.on_home.clone();

    html! {
        <main class={classes!("page", "game-page", turn_class)} data-game={G::GAME.as_str()}
              data-ply={state.game.moves().len().to_string()}>
            <header class="topbar">
                <button class="home" onclick={move |_| on_home.emit(())}>{ "Games" }</button>
                <h1>{ G::GAME.title() }</h1>
                <button class="rules" onclick={send(state, ScreenAction::Show(Page::Rules))}>
                    { "Rules" }
                </button>
            </header>
            { player_bar::<G>(Side::North, to_move, position) }
            <div class="board-wrap">
                <Board board={*position.board()} stores=true {legal} {to_move}
                       {highlights} {orientation} {pit_names} {on_tap}/>
            </div>
            { player_bar::<G>(Side::South, to_move, position) }
            { status_line(state, &happened, &turn) }
            { controls(state) }
        </main>
    }
}

fn player_bar<G: TwoRowGame>(side: Side, to_move: Option<Side>, position: &G) -> Html {
    let moving = to_move == Some(side);
    let score = position.board().store(side);
    html! {
        <div class={classes!("player-bar", side.as_str(), moving.then_some("moving"))}>
            <span class="player-name">{ G::player_name(side) }</span>
            <span class="player-store">{ format!("{}: {score}", sentence(G::store_name())) }</span>
            if moving {
                <span class="your-move">{ "Your move" }</span>
            }
        </div>
    }
}
