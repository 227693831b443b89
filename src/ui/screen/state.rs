//! A game screen's state, shared by every game: the game, who plays each seat, the options
//! chosen for the next game, the page shown, the message for the player, the hint and the
//! moment looked back at. How it changes is in [`super::reducer`]; how it is saved, in
//! [`super::save`].

use std::rc::Rc;

use super::puzzle::PuzzleRun;
use super::verdicts::Verdicts;
use crate::computer::{Answer, Occupant, Occupants};
use crate::games::{Game, Player, Position, Preset, Taps};
use crate::i18n::Said;
use crate::search::Level;
use crate::ui::speed::Speed;

/// What every game screen needs to know of a game beyond its rules. The two-row games have
/// it from their words in the engine (`TwoRowWords`, in `crate::ui::two_row`); each other
/// board kind implements it in its folder.
pub trait ScreenGame: Position + Taps + 'static {
    /// What players call a player (`Red`, `Player 1`).
    fn player_name(player: Self::Player) -> String;
    /// A move of this position in players' words (`Red's tray 3`), for a hint.
    fn move_name(&self, m: Self::Move) -> String;
    /// Named rule sets offered on the options page.
    fn presets() -> Vec<Preset<Self::Rules>> {
        Vec::new()
    }
    /// What a played move did, counted for the list of moves.
    fn tally(report: &Self::Report) -> Tally;
    /// Whether the game's board shows each move played step by step (see
    /// [`crate::ui::animation`]).
    const ANIMATED: bool = false;
}

/// What a move did, counted for its entry in the list of moves (see
/// `summary` on [`Session`](super::session::Session)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Stones (or checkers) the mover took.
    pub captured: u32,
    /// Rooks the mover took (Roocala).
    pub rooks: usize,
    /// Laps of a relay sowing (0 or 1 for a plain sowing).
    pub laps: usize,
    /// Bounces off the board's edge (Calcala).
    pub bounces: usize,
}

/// The pages of a game screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// The board and its controls.
    #[default]
    Board,
    /// The options for the next game (the "More" page).
    Options,
    /// How to play.
    Rules,
}

/// A message for the player below the board: what was said, shown in the language of the
/// moment (the reducer says it [`deferred`](crate::i18n::deferred)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Something the player did that could not be done, and why.
    Refused(Said),
    /// Something worth knowing (a new game's options, an undone move).
    Info(Said),
    /// Something went wrong that the player did not cause (an unreadable saved game).
    Warning(Said),
}

impl Notice {
    /// Its words, in the current language.
    pub fn text(&self) -> String {
        match self {
            Notice::Refused(said) | Notice::Info(said) | Notice::Warning(said) => said.text(),
        }
    }
}

/// Everything the game screen shows.
#[derive(Clone, Debug, PartialEq)]
pub struct ScreenState<G: ScreenGame> {
    /// The game in progress, with its history. The states a reducer goes through share
    /// the history ([`Game`] is a persistent list): an action that leaves the game as it
    /// was (a pit chosen, a page shown, a message, a hint) keeps it whole, a move adds a
    /// node to it and an undo steps back along it, copying no position or report.
    pub game: Game<G>,
    /// The options the next new game will use.
    pub next_rules: G::Rules,
    /// Everything else on the screen, the same for every game.
    pub screen: Screen,
    /// A game put aside, to come back to: the game a New left (Undo brings it back until
    /// a move is played in the new one), or the game as played that a Try again branched
    /// from, or the branch itself while the game as played is back (kept until another
    /// game takes its place).
    pub aside: Option<Aside<G>>,
}

/// A game put aside ([`ScreenState::aside`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Aside<G: ScreenGame> {
    /// The game, with its history.
    pub game: Game<G>,
    /// Who played each of its seats.
    pub seats: Occupants,
    /// Why it was put aside.
    pub why: AsideWhy,
}

/// Why a game was put aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsideWhy {
    /// A new game took its place.
    New,
    /// It is the game as played, which the player tried again from one of its moments.
    AsPlayed,
    /// It is the player's own line, tried from a moment of the game as played, which is
    /// back on the board.
    Branch,
}

/// Everything a game screen shows besides the game and its options: the same for every
/// game, so that the logic around it exists once (see [`super::session`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Screen {
    /// The page shown.
    pub page: Page,
    /// The latest message, if any.
    pub notice: Option<Notice>,
    /// Who plays each seat of the game in progress.
    pub seats: Occupants,
    /// Who will play each seat of the next new game.
    pub next_seats: Occupants,
    /// A hint for the person to move: asked for, or found.
    pub hint: Option<Hint>,
    /// The moves an undo took back, in notation, the next one to redo last; a new move
    /// forgets them.
    pub redo: Vec<String>,
    /// The board is still to show the last move being played (see [`crate::ui::animation`]).
    pub animate: bool,
    /// The computer's move, come while the board showed the move before it: played once
    /// that is shown.
    pub held: Option<Answer>,
    /// How fast moves are animated.
    pub speed: Speed,
    /// The earlier moment of the game the board shows instead of the game in progress.
    pub review: Option<Review>,
    /// The coach's evaluation bar is shown during play (the "Evaluation bar" option, kept
    /// on this device; off until chosen).
    pub bar: bool,
    /// The coach's verdicts on the game's first moves, asked for while a review is open
    /// and kept while the screen is (shared between states, as the game is).
    pub verdicts: Rc<Verdicts>,
    /// The pit or cell a first tap chose (Calcala, Roocala), by its index: a move, a
    /// refusal, an undo or a new game drops it.
    pub selected: Option<u8>,
    /// The button held down (a Calcala arrow, a Roocala offer), by its index: its path is
    /// drawn boldly until it is let go.
    pub pressed: Option<u8>,
    /// The game came from a link and is not saved: the game saved on this device is kept
    /// until a move is played here.
    pub from_link: bool,
    /// The players sit facing each other across the board (the "Players sit" option):
    /// what is addressed to the far players turns to face them.
    pub facing: bool,
    /// The screen is the game's Puzzles screen, and how its run of puzzles goes (see
    /// [`super::puzzle`]); the game on the board is then never saved.
    pub puzzle: Option<Rc<PuzzleRun>>,
    /// The game ended by the players' word, not on the board: a resignation or a draw
    /// agreed (between people, two players); saved with the game.
    pub agreed: Option<Agreed>,
    /// The seat that offered a draw, waiting for the other player's answer; a move
    /// played declines it.
    pub draw_offer: Option<usize>,
    /// Learn from your mistakes, while the review steps through them (see
    /// [`super::lesson`]).
    pub lesson: Option<super::lesson::Lesson>,
}

/// How the players ended a game by their word ([`Screen::agreed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreed {
    /// The player of this seat resigned.
    Resigned(usize),
    /// The players agreed a draw.
    Drawn,
}

/// A moment of a game, as its board shows it.
pub struct Moment<'a, G: ScreenGame> {
    /// The position.
    pub position: &'a G,
    /// What the move that led to it did; `None` at the start.
    pub last: Option<&'a G::Report>,
    /// The moves played up to it.
    pub ply: usize,
    /// The start of the game.
    pub start: &'a G,
}

/// A moment of the game looked back at: the board shows the position after `ply` of the
/// game's `plies` moves, read-only, and the game waits (the computer too) until the player
/// goes back to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Review {
    /// The moves played up to the moment shown (0: the start).
    pub ply: usize,
    /// The moves of the game.
    pub plies: usize,
}

/// A hint for the person to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The computer is looking for it.
    Asked,
    /// The move the hint level would play, in notation.
    Found(String),
}

/// The level whose move a hint shows.
pub const HINT_LEVEL: Level = Level::Hard;

impl<G: ScreenGame> ScreenState<G> {
    /// A screen on a new game under `rules`.
    pub fn new(rules: G::Rules) -> ScreenState<G> {
        ScreenState {
            game: Game::new(rules),
            next_rules: rules,
            screen: Screen::default(),
            aside: None,
        }
    }

    /// The moment of the game the board shows: the game in progress or, while the player
    /// looks back, the moment looked at.
    pub fn shown(&self) -> Moment<'_, G> {
        let game = &self.game;
        let played = game.moves_played();
        let ply = self.screen.review.map_or(played, |r| r.ply.min(played));
        let shown = ply.checked_sub(1).and_then(|index| game.move_at(index));
        Moment {
            position: shown.map_or(game.start(), |played| played.position()),
            last: shown.map(|played| played.report()),
            ply,
            start: game.start(),
        }
    }

    /// The move a hint marks, once found; in a review, the coach's best move at the moment
    /// shown, once judged.
    pub fn hint_move(&self) -> Option<G::Move> {
        let notation = match (&self.screen.review, &self.screen.hint) {
            // A lesson rings the best move only once its slip is done with.
            (Some(_), _) if self.screen.lesson.as_ref().is_some_and(|l| !l.done) => return None,
            (Some(_), _) => {
                let shown = self.shown();
                let record = self.session().record();
                let verdict = self.screen.verdicts.valid(&record).get(shown.ply)?;
                return shown.position.parse_move(&verdict.best).ok();
            }
            (None, Some(Hint::Found(notation))) => notation,
            (None, _) => return None,
        };
        self.game.position().parse_move(notation).ok()
    }

    /// In a review, the move played from the moment shown when the coach found it was not
    /// the best: the board marks it beside the best move ([`ScreenState::hint_move`]).
    pub fn played_next(&self) -> Option<G::Move> {
        self.screen.review?;
        let shown = self.shown();
        let record = self.session().record();
        let verdict = self.screen.verdicts.valid(&record).get(shown.ply)?;
        (verdict.loss > 0)
            .then(|| shown.position.parse_move(&verdict.played).ok())
            .flatten()
    }

    /// The seats of the next game: its players, each with who will play them.
    pub fn next_seat_choices(&self) -> Vec<(G::Player, Occupant)> {
        (0..G::new(self.next_rules).players())
            .filter_map(G::Player::from_index)
            .map(|player| (player, self.screen.next_seats.of(player)))
            .collect()
    }
}
