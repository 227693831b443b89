//! The game screen of a two-row game: the board between the two players' bars, the status
//! line, the New / Undo / More buttons, and the options and rules pages.
//!
//! One component serves all four games: it holds the game's screen state behind
//! [`TwoRowSession`], so that the component, its hooks and the page it draws exist once in
//! the site rather than once per game. Only the reading of a game into a [`BoardPage`] of
//! plain data, and the reducer, are the game's own.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::computer::Request;
use crate::games::awari::AwariRules;
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::two_row::{self, HomeGameRules, HomePosition, Pit, SowingFrame};
use crate::games::{GameId, RuleOptions, Side};
use crate::ui::animation::use_animation;
use crate::ui::motion::{use_motion, Motion};
use crate::ui::orientation::use_orientation;
use crate::ui::rules_page::rules_page;
use crate::ui::saved_screen::{
    board_footer, game_page_class, load_screen, options_page, thinking_text, topbar,
    use_screen_effects,
};
use crate::ui::screen::command::Command;
use crate::ui::screen::save::save_text;
use crate::ui::screen::session::Session;
use crate::ui::screen::state::{sentence, Page, Screen, ScreenState};

use super::{board_view, tap_action, BoardView, Highlights, TwoRowGame, Words};
use crate::ui::orientation::Orientation;

/// What the game screen needs from the app.
#[derive(Properties, PartialEq)]
pub struct TwoRowScreenProps {
    /// Which two-row game (Kalah, Awari, Ayo or Oware).
    pub game: GameId,
    /// A link to open instead of the saved game: the address's fragment after `#/`.
    #[prop_or_default]
    pub link: Option<AttrValue>,
    /// Back to the list of games.
    pub on_home: Callback<()>,
}

/// What the player meant on a two-row screen.
#[derive(Clone, Debug, PartialEq)]
pub enum TwoRowAction {
    /// A pit was tapped.
    Tap(Pit),
    /// Anything else.
    Command(Command),
}

/// A two-row game's screen state, whatever the game.
pub trait TwoRowSession {
    /// The page shown.
    fn page(&self) -> Page;
    /// What the board page shows.
    fn board_page(&self) -> BoardPage<'_>;
    /// The options page.
    fn options_page(&self, on: &Callback<Command>) -> Html;
    /// The text that saves the screen.
    fn save_text(&self) -> String;
    /// What the computer is to be asked now (see [`ScreenState::request`]).
    fn request(&self, seed: u64) -> Option<Request>;
    /// The screen's state besides the game.
    fn screen(&self) -> &Screen;
    /// The moves played so far.
    fn plies(&self) -> usize;
    /// The frames of the animation of the last move.
    fn frames(&self) -> Vec<SowingFrame>;
    /// The state after an action.
    fn reduce(self: Rc<Self>, action: TwoRowAction) -> Rc<dyn TwoRowSession>;
}

impl<G: TwoRowGame> TwoRowSession for ScreenState<G> {
    fn page(&self) -> Page {
        self.screen.page
    }

    fn board_page(&self) -> BoardPage<'_> {
        read_board_page(self)
    }

    fn options_page(&self, on: &Callback<Command>) -> Html {
        options_page(self, on, Html::default())
    }

    fn save_text(&self) -> String {
        save_text(self)
    }

    fn request(&self, seed: u64) -> Option<Request> {
        ScreenState::request(self, seed)
    }

    fn screen(&self) -> &Screen {
        &self.screen
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    fn frames(&self) -> Vec<SowingFrame> {
        let (Some(report), Some(before)) = (
            self.game.last_report(),
            self.game.positions().iter().rev().nth(1),
        ) else {
            return Vec::new();
        };
        let (mover, steps) = G::steps(report);
        two_row::replay_frames(before.board(), mover, steps).unwrap_or_default()
    }

    fn reduce(self: Rc<Self>, action: TwoRowAction) -> Rc<dyn TwoRowSession> {
        let action = match action {
            TwoRowAction::Tap(pit) => tap_action(self.game.position(), pit),
            TwoRowAction::Command(command) => command.into(),
        };
        <ScreenState<G> as Reducible>::reduce(self, action)
    }
}

/// The state of the two-row screen: one game's [`TwoRowSession`].
struct TwoRowState(Rc<dyn TwoRowSession>);

impl TwoRowState {
    /// The screen of `game`, opened from `link` or as the browser's storage left it.
    fn load(game: GameId, link: Option<&str>) -> TwoRowState {
        TwoRowState(match game {
            GameId::Kalah => Rc::new(load_screen::<KalahPosition>(KalahRules::default(), link)),
            _ => Rc::new(load_screen::<HomePosition>(
                HomeGameRules::for_game(game).unwrap_or(AwariRules.into()),
                link,
            )),
        })
    }
}

impl Reducible for TwoRowState {
    type Action = TwoRowAction;

    fn reduce(self: Rc<Self>, action: TwoRowAction) -> Rc<TwoRowState> {
        Rc::new(TwoRowState(self.0.clone().reduce(action)))
    }
}

/// The whole screen of one two-row game, saved in the browser as it changes. The app gives
/// each game its own instance (keyed by the game), so a game's state never outlives it.
#[component]
pub fn TwoRowScreen(props: &TwoRowScreenProps) -> Html {
    let game = props.game;
    let link = props.link.clone();
    let state = use_reducer(|| TwoRowState::load(game, link.as_deref()));
    let session = &*state.0;
    let orientation = use_orientation();
    let on = {
        let dispatcher = state.dispatcher();
        Callback::from(move |command| dispatcher.dispatch(TwoRowAction::Command(command)))
    };
    let screen = session.screen();
    let saved = (!screen.from_link).then(|| session.save_text());
    use_screen_effects(game, saved, session.request(0), on.clone());
    let frames = if screen.animate {
        session.frames()
    } else {
        Vec::new()
    };
    let shown = use_animation(
        screen.animate,
        session.plies(),
        frames.len(),
        screen.speed,
        on.clone(),
    );
    let frame = shown.and_then(|(i, _)| frames.into_iter().nth(i));
    let frame_ms = shown.map_or(0, |(_, ms)| ms);
    // Stones carried off fly to their player's store.
    let motion = frame.as_ref().and_then(|f| {
        let (stones, taker) = f.carried_off?;
        Some(Motion::Fly {
            from: format!("[data-pit=\"{}\"]", f.at),
            to: format!("[data-pit=\"{}\"] .count", Pit::Store(taker)),
            stones,
        })
    });
    use_motion(
        (session.plies(), shown.map_or(0, |(i, _)| i)),
        motion,
        frame_ms,
    );
    match session.page() {
        Page::Options => session.options_page(&on),
        Page::Rules => rules_page(game, &on),
        Page::Board => {
            let on_tap = {
                let dispatcher = state.dispatcher();
                let animating = frame.is_some();
                // A tap during an animation ends it first; a tap on a pit then plays.
                Callback::from(move |pit: Option<Pit>| {
                    if animating {
                        dispatcher.dispatch(TwoRowAction::Command(Command::Animated));
                    }
                    if let Some(pit) = pit {
                        dispatcher.dispatch(TwoRowAction::Tap(pit));
                    }
                })
            };
            board_page(
                &session.board_page(),
                frame.as_ref(),
                frame_ms,
                orientation,
                &props.on_home,
                &on,
                on_tap,
            )
        }
    }
}

/// Everything the board page shows, read from a game.
pub struct BoardPage<'a> {
    game: GameId,
    words: Words,
    board: two_row::Board,
    legal: Vec<Pit>,
    /// The side to move, or `None` once the game is over.
    to_move: Option<Side>,
    /// The computer is thinking for the side to move.
    thinking: bool,
    /// The house a hint suggests.
    hint: Option<Pit>,
    highlights: Highlights,
    happened: String,
    turn: String,
    ply: usize,
    session: &'a dyn Session,
}

fn read_board_page<G: TwoRowGame>(state: &ScreenState<G>) -> BoardPage<'_> {
    let shown = state.shown();
    let position = shown.position;
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
    let last = shown.last;
    BoardPage {
        game: position.game(),
        words,
        board: *position.board(),
        legal,
        to_move: outcome.is_none().then_some(mover),
        thinking: state.computer_to_move().is_some(),
        hint,
        highlights: last.map(G::highlights).unwrap_or_default(),
        happened: match last {
            Some(report) => G::describe(report),
            None => format!("{} starts.", words.player(shown.start.to_move())),
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
        ply: shown.ply,
        session: state.session(),
    }
}

fn board_page(
    page: &BoardPage,
    frame: Option<&SowingFrame>,
    frame_ms: u32,
    orientation: Orientation,
    on_home: &Callback<()>,
    on: &Callback<Command>,
    on_tap: Callback<Option<Pit>>,
) -> Html {
    let class = game_page_class("", page.to_move.map(Side::as_str), page.session);
    html! {
        <main {class} data-game={page.game.as_str()}
              data-ply={page.ply.to_string()}>
            { topbar(page.game, on_home, on) }
            { player_bar(page, frame, Side::North) }
            <div class="board-wrap">
                { board_view(&BoardView {
                    board: &page.board,
                    stores: true,
                    legal: &page.legal,
                    to_move: page.to_move,
                    highlights: &page.highlights,
                    hint: page.hint,
                    orientation,
                    words: page.words,
                    frame,
                    frame_ms,
                    on_tap,
                }) }
            </div>
            { player_bar(page, frame, Side::South) }
            { board_footer(page.session, &page.happened, &page.turn, on) }
        </main>
    }
}

fn player_bar(page: &BoardPage, frame: Option<&SowingFrame>, side: Side) -> Html {
    let moving = page.to_move == Some(side);
    let score = frame.map_or(&page.board, |f| &f.counts).store(side);
    html! {
        <div class={class_list(&["player-bar", side.as_str(), class_if(moving, "moving")])}>
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
