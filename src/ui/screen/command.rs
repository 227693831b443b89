//! What the player meant: the [`Command`]s every game shares and a game's own move
//! ([`ScreenAction`]), which the screen's reducer carries out; and [`send`], the callback
//! through which a screen's parts send one.

use yew::Callback;

use super::puzzle::Progress;
use crate::computer::{Answer, Occupant, Reviewed, Served};
use crate::games::GameId;
use crate::ui::solo::Start;
use crate::ui::speed::Speed;
use crate::ui::storage::Unkept;

use super::state::{Page, ScreenGame};

/// What the player meant, in words every game shares; only the move itself is a game's own
/// ([`ScreenAction::Play`]). The screens' common parts (controls, options and rules pages)
/// send these, so they are written once rather than once per game.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Something was tapped that cannot be played, for this reason.
    Refuse(String),
    /// The player has moved on: the last message goes.
    Dismiss,
    /// The board was tapped on the pit or cell of this name (its `data-pit` or
    /// `data-cell`): the game decides what that asks for ([`crate::games::Taps`]).
    Tap(String),
    /// The choice of this index was taken among those the board offers from the chosen pit
    /// or cell (a Calcala arrow, a Roocala move).
    Choose(u8),
    /// Choose the pit or cell of this index (the last message goes), or none.
    Select(Option<u8>),
    /// A button of this index is held down (its path is drawn), or none is.
    Press(Option<u8>),
    /// Take back the last move.
    Undo,
    /// Play again the moves the last undo took back.
    Redo,
    /// Start a new game with the next game's options.
    New,
    /// Start a new game under the rules and with the players of the game just played; with
    /// `true`, the first two players change seats.
    Rematch(bool),
    /// Learn from your mistakes: the review steps through the person's mistakes and
    /// blunders, asking at each for a better move.
    Learn,
    /// In the lesson, show the best move at this slip.
    LessonAnswer,
    /// In the lesson, on to the next slip.
    LessonNext,
    /// The player to move resigns (between people).
    Resign,
    /// The player to move offers a draw (between people): the other is asked.
    OfferDraw,
    /// The other player accepts the draw offered (true) or declines it.
    AnswerDraw(bool),
    /// Bring back the game put aside: the one a New left, or the game as played (or the
    /// player's own line) after a Try again.
    BringBack,
    /// Start a new game with the next game's options, played as the start screen asked:
    /// by people at every seat, or by one person against the computer.
    Start(Start),
    /// Choose an option for the next game.
    SetOption(&'static str, &'static str),
    /// Use the game's preset with this index (see [`ScreenGame::presets`]) for the next game.
    Preset(usize),
    /// Show a page.
    Show(Page),
    /// Choose who plays a seat (by index), in the game on the board and the next ones.
    SetSeat(usize, Occupant),
    /// Ask for a hint: the move the [`HINT_LEVEL`](super::state::HINT_LEVEL) would play.
    Hint,
    /// The computer's answer to a request for a move.
    Answer(Answer),
    /// The board has shown the moves played (or a player skipped their animation).
    Animated,
    /// Animate moves at this speed from now on.
    SetSpeed(Speed),
    /// The players sit facing each other (true) or side by side.
    SetFacing(bool),
    /// Show the coach's evaluation bar during play (true), or not.
    SetBar(bool),
    /// Look back at the position after this many moves (from the list of moves), or, with
    /// `None`, go back to the game.
    Review(Option<usize>),
    /// The coach's verdict on a move of the game, for the review.
    Verdict(Reviewed),
    /// Play on from the position after this many moves, the moves after it kept for Redo
    /// until a move is played there instead.
    TryAgain(usize),
    /// The game moved on in another tab or window, which saved it as `saved` (a save's
    /// text): the board follows it. `dropped`: this tab's last change was not kept, since
    /// the other's came first.
    Elsewhere { saved: String, dropped: bool },
    /// The browser kept nothing of the game, for this reason.
    Unkept(Unkept),
    /// The screen becomes the game's Puzzles screen, from where the device's progress left
    /// off.
    Puzzles(GameId, Progress),
    /// The coach's answer to the puzzle screen's request for a puzzle.
    Served(Served),
    /// Show the puzzle's next step: its answer, then the line that follows, move by move.
    PuzzleStep,
    /// On to the next puzzle.
    NextPuzzle,
}

/// What the player meant.
#[derive(Clone, Debug, PartialEq)]
pub enum ScreenAction<G: ScreenGame> {
    /// Play this move.
    Play(G::Move),
    /// Anything else.
    Command(Command),
}

impl<G: ScreenGame> From<Command> for ScreenAction<G> {
    fn from(command: Command) -> Self {
        ScreenAction::Command(command)
    }
}

/// A callback, of any event, that sends one command.
pub fn send<E: 'static>(on: &Callback<Command>, command: Command) -> Callback<E> {
    let on = on.clone();
    Callback::from(move |_| on.emit(command.clone()))
}
