//! A game screen's state and its pure reducer, shared by every game: the game, who plays
//! each seat, the options chosen for the next game, the page shown and the message for the
//! player; and how the screen is saved in and restored from the browser's storage.

use std::rc::Rc;

use yew::Reducible;

use crate::games::{Game, GameId, GameRecord, OptionSpec, Player, Position, RuleOptions};
use crate::search::Level;

use super::session::Session;
use super::speed::Speed;
use super::storage::Unkept;
use crate::computer::{Answer, Occupant, Occupants, Request};

/// What every game screen needs to know of a game beyond its rules.
pub trait ScreenGame: Position + 'static {
    /// What players call a player (`Red`, `Player 1`).
    fn player_name(player: Self::Player) -> &'static str;
    /// A move of this position in players' words (`Red's tray 3`), for a hint.
    fn move_name(&self, m: Self::Move) -> String;
    /// Named rule sets offered on the options page.
    fn presets() -> Vec<(&'static str, Self::Rules)> {
        Vec::new()
    }
    /// What a played move did, counted for the list of moves.
    fn tally(report: &Self::Report) -> Tally;
    /// Whether the game's board shows each move played step by step (see
    /// [`super::animation`]).
    const ANIMATED: bool = false;
}

/// What a move did, counted for its entry in the list of moves (see
/// [`super::session::Session::summary`]).
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

/// A message for the player below the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Something the player did that could not be done, and why.
    Refused(String),
    /// Something worth knowing (a new game's options, an undone move).
    Info(String),
    /// Something went wrong that the player did not cause (an unreadable saved game).
    Warning(String),
}

/// Everything the game screen shows.
#[derive(Clone, Debug, PartialEq)]
pub struct ScreenState<G: ScreenGame> {
    /// The game in progress.
    pub game: Game<G>,
    /// The options the next new game will use.
    pub next_rules: G::Rules,
    /// Everything else on the screen, the same for every game.
    pub screen: Screen,
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
    /// The board is still to show the last move being played (see [`super::animation`]).
    pub animate: bool,
    /// The computer's move, come while the board showed the move before it: played once
    /// that is shown.
    pub held: Option<Answer>,
    /// How fast moves are animated.
    pub speed: Speed,
    /// The earlier moment of the game the board shows instead of the game in progress.
    pub review: Option<Review>,
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

/// What the player meant, in words every game shares; only the move itself is a game's own
/// ([`ScreenAction::Play`]). The screens' common parts (controls, options and rules pages)
/// send these, so they are written once rather than once per game.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Something was tapped that cannot be played, for this reason.
    Refuse(String),
    /// The player has moved on: the last message goes.
    Dismiss,
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
    /// Choose an option for the next game.
    SetOption(&'static str, &'static str),
    /// Use the game's preset with this index (see [`ScreenGame::presets`]) for the next game.
    Preset(usize),
    /// Show a page.
    Show(Page),
    /// Choose who plays a seat (by index) in the next game.
    SetSeat(usize, Occupant),
    /// Ask for a hint: the move the [`HINT_LEVEL`] would play.
    Hint,
    /// The computer's answer to a request for a move.
    Answer(Answer),
    /// The board has shown the moves played (or a player skipped their animation).
    Animated,
    /// Animate moves at this speed from now on.
    SetSpeed(Speed),
    /// The players sit facing each other (true) or side by side.
    SetFacing(bool),
    /// Look back at the position after this many moves (from the list of moves), or, with
    /// `None`, go back to the game.
    Review(Option<usize>),
    /// The game moved on in another tab or window, which saved it as `saved` (a save's
    /// text): the board follows it. `dropped`: this tab's last change was not kept, since
    /// the other's came first.
    Elsewhere { saved: String, dropped: bool },
    /// The browser kept nothing of the game, for this reason.
    Unkept(Unkept),
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

impl<G: ScreenGame> ScreenState<G> {
    /// A screen on a new game under `rules`.
    pub fn new(rules: G::Rules) -> ScreenState<G> {
        ScreenState {
            game: Game::new(rules),
            next_rules: rules,
            screen: Screen::default(),
        }
    }

    /// The moment of the game the board shows: the game in progress or, while the player
    /// looks back, the moment looked at.
    pub fn shown(&self) -> Moment<'_, G> {
        let played = self.game.moves().len();
        let ply = self.screen.review.map_or(played, |r| r.ply.min(played));
        Moment {
            position: &self.game.positions()[ply],
            last: ply.checked_sub(1).and_then(|i| self.game.reports().get(i)),
            ply,
            start: self.game.start(),
        }
    }

    /// The screen as the logic shared by every game sees it.
    pub fn session(&self) -> &dyn Session {
        self
    }

    /// Whether a person is to move in a game still being played: the board then answers
    /// taps, and a hint can be asked for.
    pub fn human_to_move(&self) -> bool {
        self.session().human_to_move()
    }

    /// The computer's level, while it is to move in a game still being played.
    pub fn computer_to_move(&self) -> Option<Level> {
        self.session().computer_to_move()
    }

    /// Why a tap on the board cannot be taken while the computer is to move.
    pub fn wait_message(&self) -> Option<String> {
        self.session().wait_message()
    }

    /// What the computer is to be asked now, if anything.
    pub fn request(&self, seed: u64) -> Option<Request> {
        self.session().request(seed)
    }

    /// How many moves an undo keeps, if there is anything to undo.
    pub fn undo_target(&self) -> Option<usize> {
        self.session().undo_target()
    }

    /// The move a hint marks, once found.
    pub fn hint_move(&self) -> Option<G::Move> {
        match &self.screen.hint {
            Some(Hint::Found(notation)) => self.game.position().parse_move(notation).ok(),
            _ => None,
        }
    }

    /// Takes the game as another tab or window saved it (`saved`, a save's text) in place of
    /// this one, on the same page and at the same speed, and says so. A move played there
    /// on this tab's game is shown being played, as if it were played here; a save this
    /// version cannot read leaves the board as it is, with the reason.
    fn follow(&mut self, saved: &str, dropped: bool) {
        let defaults = G::Rules::for_game(self.game.rules().game()).unwrap_or(self.next_rules);
        let notice = match parse_save(saved).and_then(|s| read_saved::<G>(defaults, s)) {
            Ok(mut other) => {
                let (here, there) = (self.game.moves(), other.game.moves());
                let one_more = other.game.rules() == self.game.rules()
                    && there.len() == here.len() + 1
                    && there.starts_with(here);
                other.screen.page = self.screen.page;
                other.screen.speed = self.screen.speed;
                other.screen.animate =
                    one_more && !dropped && G::ANIMATED && self.screen.speed != Speed::Off;
                *self = other;
                Notice::Info(
                    if dropped {
                        "This game had moved on in another tab or window, so your last change \
                         here was not kept: the board shows the game as it is there."
                    } else {
                        "This game moved on in another tab or window: the board follows it."
                    }
                    .to_owned(),
                )
            }
            Err(why) => Notice::Warning(format!(
                "This game was saved in another tab or window in a form this page cannot \
                 read ({why}): reload the page to see it."
            )),
        };
        self.screen.notice = Some(notice);
    }

    /// The seats of the next game: its players, each with who will play them.
    pub fn next_seat_choices(&self) -> Vec<(G::Player, Occupant)> {
        (0..G::new(self.next_rules).players())
            .filter_map(G::Player::from_index)
            .map(|player| (player, self.screen.next_seats.of(player)))
            .collect()
    }
}

impl<G: ScreenGame> Session for ScreenState<G> {
    fn animates(&self) -> bool {
        G::ANIMATED
    }

    fn screen(&self) -> &Screen {
        &self.screen
    }

    fn screen_mut(&mut self) -> &mut Screen {
        &mut self.screen
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    fn is_over(&self) -> bool {
        self.game.position().outcome().is_some()
    }

    fn mover_after(&self, ply: usize) -> usize {
        self.game.positions()[ply].to_move().index()
    }

    fn player_name(&self, seat: usize) -> &'static str {
        G::Player::from_index(seat).map_or("", G::player_name)
    }

    fn players(&self) -> usize {
        self.game.start().players()
    }

    fn record(&self) -> GameRecord {
        self.game.to_record()
    }

    fn notation(&self, ply: usize) -> String {
        self.game.moves()[ply].to_string()
    }

    fn default_options(&self) -> Vec<(String, String)> {
        G::Rules::for_game(self.game.rules().game()).map_or_else(Vec::new, |r| r.to_pairs())
    }

    fn tally(&self, ply: usize) -> Tally {
        self.game
            .reports()
            .get(ply)
            .map(G::tally)
            .unwrap_or_default()
    }

    fn move_name(&self, notation: &str) -> Result<String, String> {
        let position = self.game.position();
        let m = position.parse_move(notation).map_err(|e| e.to_string())?;
        Ok(position.move_name(m))
    }

    fn play_notation(&mut self, notation: &str) -> Result<(), String> {
        let m = self
            .game
            .position()
            .parse_move(notation)
            .map_err(|e| e.to_string())?;
        self.game.play(m).map_err(|e| sentence(&e.to_string()))?;
        Ok(())
    }

    fn undo_to(&mut self, kept: usize) {
        while self.game.moves().len() > kept {
            self.game.undo();
        }
    }

    fn start_new_game(&mut self) -> String {
        self.game = Game::new(self.next_rules);
        describe_options(self.next_rules.specs(), &option_values(&self.next_rules))
    }

    fn set_option(&mut self, key: &'static str, value: &'static str) {
        // The values come from the option table, so a refusal cannot happen; if it did,
        // the options would simply stay as they were.
        let _ = self.next_rules.set(key, value);
        self.next_rules = fit_together(self.next_rules, key);
    }

    fn use_preset(&mut self, index: usize) {
        if let Some((_, rules)) = G::presets().get(index) {
            self.next_rules = *rules;
        }
    }
}

/// Rules whose options fit together, keeping the option `chosen` just now: one other
/// option changes, to its default if that is enough (a starter who no longer plays becomes
/// the default starter) or else to the first value that fits (choosing Player 3 to start a
/// two-player game makes it a three-player game). Rules that cannot be fitted are returned
/// with everything else at its default.
fn fit_together<R: RuleOptions>(rules: R, chosen: &str) -> R {
    if rules.validate().is_ok() {
        return rules;
    }
    let defaults = R::for_game(rules.game()).unwrap_or_else(|| rules.clone());
    let others = || rules.specs().iter().filter(|s| s.key != chosen);
    let with = |key: &str, value: &str| {
        let mut r = rules.clone();
        r.set(key, value).ok().map(|_| r)
    };
    let to_default = others().filter_map(|spec| with(spec.key, defaults.get(spec.key)?));
    let to_any =
        others().flat_map(|spec| spec.choices.iter().filter_map(|c| with(spec.key, c.value)));
    to_default
        .chain(to_any)
        .find(|r| r.validate().is_ok())
        .unwrap_or_else(|| {
            let mut r = defaults.clone();
            let _ = rules.get(chosen).map(|v| r.set(chosen, v));
            r
        })
}

/// Writes a sentence's first letter in capitals. Our sentences begin with an ASCII letter,
/// and the ASCII rule spares the site Unicode's case tables (about 10 KB).
pub fn sentence(text: &str) -> String {
    let mut text = text.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// The value of each of a rule set's options, in the order of its option table.
pub fn option_values<R: RuleOptions>(rules: &R) -> Vec<Option<&'static str>> {
    rules.values()
}

/// The options of a rule set as players read them, e.g. `Transfer last drop in empty:
/// Always · …`, from its option table and [`option_values`]: written once for every game.
pub fn describe_options(specs: &[OptionSpec], values: &[Option<&str>]) -> String {
    let mut text = String::new();
    for (spec, value) in specs.iter().zip(values) {
        let Some(value) = *value else { continue };
        if !text.is_empty() {
            text += " · ";
        }
        text += spec.label;
        text += ": ";
        text += spec.choice(value).map_or(value, |c| c.label);
    }
    text
}

impl<G: ScreenGame> Reducible for ScreenState<G> {
    type Action = ScreenAction<G>;

    fn reduce(self: Rc<Self>, action: ScreenAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        let changed = match action {
            ScreenAction::Play(m) => {
                let played = match next.wait_message() {
                    Some(why) => Err(why),
                    None => next
                        .game
                        .play(m)
                        .map(|_| ())
                        .map_err(|e| sentence(&e.to_string())),
                };
                (&mut next as &mut dyn Session).person_moved(played);
                true
            }
            ScreenAction::Command(Command::Elsewhere { saved, dropped }) => {
                next.follow(&saved, dropped);
                true
            }
            ScreenAction::Command(command) => (&mut next as &mut dyn Session).command(command),
        };
        // An answer for a game that has moved on changes nothing, and redraws nothing.
        if changed {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// The first line of a saved screen, naming its format. Version 1 was JSON (read by
/// [`super::storage::v1_save_as_text`]); version 2 is two records as text
/// ([`GameRecord::to_text`]): the game, then the options chosen for the next game; version
/// 3 adds a line of who plays each seat, in the game and in the next one
/// (`seats human.hard human.human`), which ends in `facing` when the players sit facing each
/// other. Versions 1 and 2 had no computer: people play every seat.
pub const SAVE_HEADER: &str = "mancala-save 3";
const SAVE_HEADER_V2: &str = "mancala-save 2";

/// What is kept in the browser's storage for one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedScreen {
    /// The game in progress.
    pub game: GameRecord,
    /// The options chosen for the next game.
    pub next_options: Vec<(String, String)>,
    /// Who plays each seat of the game.
    pub seats: Occupants,
    /// Who will play each seat of the next game.
    pub next_seats: Occupants,
    /// The players sit facing each other.
    pub facing: bool,
}

/// The storage key of a game's saved screen.
pub fn storage_key(game: GameId) -> String {
    format!("mancala.{}", game.as_str())
}

/// The text that saves a screen.
pub fn save_text<G: ScreenGame>(state: &ScreenState<G>) -> String {
    let next = GameRecord {
        game: state.next_rules.game().as_str().to_owned(),
        options: state.next_rules.to_pairs(),
        moves: Vec::new(),
    };
    let players = |rules| G::new(rules).players();
    format!(
        "{SAVE_HEADER}\n{}\n{}\nseats {} {}{}",
        state.game.to_record().to_text(),
        next.to_text(),
        state.screen.seats.to_text(state.game.start().players()),
        state.screen.next_seats.to_text(players(state.next_rules)),
        if state.screen.facing { " facing" } else { "" },
    )
}

/// The screen of the game of the `defaults` rules that a saved text restores. Nothing saved
/// gives a new game under the default rules; a save that cannot be read gives one too,
/// with a warning saying why.
pub fn open_screen<G: ScreenGame>(defaults: G::Rules, saved: Option<&str>) -> ScreenState<G> {
    let Some(text) = saved else {
        return ScreenState::new(defaults);
    };
    match parse_save(text).and_then(|saved| read_saved::<G>(defaults, saved)) {
        Ok(state) => state,
        Err(why) => {
            let mut state = ScreenState::new(defaults);
            state.screen.notice = Some(unreadable(defaults.game(), why));
            state
        }
    }
}

/// The screen of a game opened from a link (the address's fragment after `#/`,
/// [`GameRecord::from_link`]), whose options are also the next game's. It is not saved until
/// a move is played here: the game saved on this device is kept until then. A link that
/// cannot be opened gives a new game under the default rules, with the reason.
pub fn open_link<G: ScreenGame>(defaults: G::Rules, link: &str) -> ScreenState<G> {
    let opened = GameRecord::from_link(link)
        .map_err(|e| e.to_string())
        .and_then(|game| {
            let next_options = game.options.clone();
            read_saved::<G>(
                defaults,
                SavedScreen {
                    game,
                    next_options,
                    ..SavedScreen::default()
                },
            )
        });
    let kept = "Your own game on this device is kept until you play a move here (My game \
                goes back to it).";
    let (mut state, notice) = match opened {
        Ok(state) => {
            let moves = state.game.moves().len();
            let text = format!("Opened from a link, after {moves} moves. {kept}");
            (state, Notice::Info(text))
        }
        Err(why) => (
            ScreenState::new(defaults),
            Notice::Warning(format!(
                "The link could not be opened ({why}), so this is a new game. {kept}"
            )),
        ),
    };
    state.screen.notice = Some(notice);
    state.screen.from_link = true;
    state
}

/// The warning that a game's save could not be read, and why.
fn unreadable(game: GameId, why: String) -> Notice {
    Notice::Warning(format!(
        "The saved {} game could not be read ({why}), so a new game has started.",
        game.title()
    ))
}

/// A saved screen's records, from the text of either format.
fn parse_save(text: &str) -> Result<SavedScreen, String> {
    let damaged = || "it is damaged: it is not a saved game of this site".to_owned();
    if text.starts_with('{') {
        return match super::storage::v1_save_as_text(text) {
            Some(text) if !text.starts_with('{') => parse_save(&text),
            _ if cfg!(target_arch = "wasm32") => Err(damaged()),
            _ => Err(
                "it was saved by an earlier version of this site, which only a browser reads"
                    .to_owned(),
            ),
        };
    }
    let mut lines = text.lines();
    let version = lines.next();
    match version {
        Some(SAVE_HEADER | SAVE_HEADER_V2) => {}
        Some(header) => match header.strip_prefix("mancala-save ") {
            Some(version) => {
                return Err(format!(
                    "it was saved by another version of this site ({version})"
                ))
            }
            None => return Err(damaged()),
        },
        None => return Err(damaged()),
    }
    let mut record = || {
        lines
            .next()
            .ok_or_else(damaged)
            .and_then(|line| GameRecord::from_text(line).map_err(|e| format!("it is damaged: {e}")))
    };
    let game = record()?;
    let next = record()?;
    if next.game != game.game || !next.moves.is_empty() {
        return Err(damaged());
    }
    let (seats, next_seats, facing) = if version == Some(SAVE_HEADER) {
        let line = lines.next().ok_or_else(damaged)?;
        read_seats(line).map_err(|e| format!("it is damaged: {e}"))?
    } else {
        Default::default()
    };
    if lines.next().is_some() {
        return Err(damaged());
    }
    Ok(SavedScreen {
        game,
        next_options: next.options,
        seats,
        next_seats,
        facing,
    })
}

/// The seats line of a version 3 save: who plays the game's seats and the next game's, and
/// whether the players sit facing each other.
fn read_seats(line: &str) -> Result<(Occupants, Occupants, bool), String> {
    let (seats, facing) = match line.strip_suffix(" facing") {
        Some(seats) => (seats, true),
        None => (line, false),
    };
    match seats.split(' ').collect::<Vec<_>>()[..] {
        ["seats", seats, next] => Ok((
            Occupants::from_text(seats)?,
            Occupants::from_text(next)?,
            facing,
        )),
        _ => Err(format!("`{line}` does not say who plays")),
    }
}

/// The screen that the records of a save give, checked to be of the game of `defaults`.
fn read_saved<G: ScreenGame>(
    defaults: G::Rules,
    saved: SavedScreen,
) -> Result<ScreenState<G>, String> {
    if saved.game.game != defaults.game().as_str() {
        return Err(format!("it is a game of {}", saved.game.game));
    }
    let game = Game::<G>::from_record(&saved.game).map_err(|e| e.to_string())?;
    let next_rules = defaults
        .with_pairs(
            saved
                .next_options
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_str())),
        )
        .map_err(|e| e.to_string())?;
    Ok(ScreenState {
        game,
        next_rules,
        screen: Screen {
            seats: saved.seats,
            next_seats: saved.next_seats,
            facing: saved.facing,
            ..Screen::default()
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::{Answer, Occupant, Occupants, Purpose};
    use crate::games::kalah::{KalahPosition, KalahRules};
    use crate::games::two_row::Pit;
    use crate::games::{Position, Side};
    use crate::search::Level;
    use crate::ui::speed::Speed;
    use crate::ui::two_row::tap_action;

    type State = ScreenState<KalahPosition>;

    /// The state after an action, on a board that shows moves at once (see
    /// [`moves_are_shown_before_the_computer_answers`] for the animation).
    fn reduce(mut state: State, action: impl Into<ScreenAction<KalahPosition>>) -> State {
        state.screen.speed = Speed::Off;
        shown(state, action)
    }

    /// The state after an action, at the state's own speed.
    fn shown(state: State, action: impl Into<ScreenAction<KalahPosition>>) -> State {
        (*Rc::new(state).reduce(action.into())).clone()
    }

    #[test]
    fn moves_are_shown_before_the_computer_answers() {
        let mut state = State::new(KalahRules::default());
        state = shown(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        state = shown(state, Command::New);
        assert!(!state.screen.animate, "a new game has no move to show");
        let action = tap_action(state.game.position(), Pit::House(Side::South, 1));
        state = shown(state, action);
        assert!(state.screen.animate, "the person's move is shown");
        let request = state.request(1).expect("the computer thinks meanwhile");
        let answer = Answer {
            purpose: Purpose::Play,
            record: request.record,
            best: Ok("2".to_owned()),
            depth: 1,
            nodes: 1,
            millis: 1,
        };
        // The computer's move waits until the person's has been shown.
        state = shown(state, Command::Answer(answer.clone()));
        assert_eq!(state.game.moves().len(), 1);
        assert_eq!(state.screen.held, Some(answer));
        state = shown(state, Command::Animated);
        assert_eq!(state.game.moves().len(), 2);
        assert_eq!(state.screen.held, None);
        assert!(state.screen.animate, "then the computer's move is shown");
        // Undo, redo and a new game show no move.
        state = shown(state, Command::Undo);
        assert!(!state.screen.animate);
        state = shown(state, Command::Redo);
        assert_eq!(state.game.moves().len(), 2);
        assert!(!state.screen.animate);
        // With the animation off, nothing waits.
        state = reduce(state, Command::Undo);
        let action = tap_action(state.game.position(), Pit::House(Side::South, 1));
        state = reduce(state, action);
        assert!(!state.screen.animate);
    }

    fn tap(state: State, pit: Pit) -> State {
        let action = tap_action(state.game.position(), pit);
        reduce(state, action)
    }

    #[test]
    fn a_game_saved_in_another_tab_is_followed() {
        let mut here = State::new(KalahRules::default());
        here.screen.speed = Speed::Normal;
        here.screen.page = Page::Options;
        // The other tab played one more move on the same game: it is shown being played.
        let there = tap(here.clone(), Pit::House(Side::South, 3));
        let saved = save_text(&there);
        let followed = shown(
            here.clone(),
            Command::Elsewhere {
                saved: saved.clone(),
                dropped: false,
            },
        );
        assert_eq!(followed.game, there.game);
        assert_eq!(
            save_text(&followed),
            saved,
            "the tab now saves what is stored"
        );
        assert!(followed.screen.animate, "the other tab's move is shown");
        assert_eq!(followed.screen.page, Page::Options, "the page stays");
        assert!(
            matches!(&followed.screen.notice, Some(Notice::Info(t)) if t.contains("moved on in another tab"))
        );
        // This tab's own change came second: it is not kept, and the player is told.
        let mine = tap(here.clone(), Pit::House(Side::South, 1));
        let followed = shown(
            mine,
            Command::Elsewhere {
                saved,
                dropped: true,
            },
        );
        assert_eq!(followed.game, there.game);
        assert!(!followed.screen.animate);
        assert!(
            matches!(&followed.screen.notice, Some(Notice::Info(t)) if t.contains("was not kept"))
        );
        // A save this version cannot read leaves the board as it is, with the reason.
        let unread = shown(
            here.clone(),
            Command::Elsewhere {
                saved: "mancala-save 9\nkalah".to_owned(),
                dropped: false,
            },
        );
        assert_eq!(unread.game, here.game);
        assert!(matches!(&unread.screen.notice, Some(Notice::Warning(t)) if t.contains("reload")));
    }

    #[test]
    fn a_browser_that_keeps_nothing_is_said_and_the_game_goes_on() {
        let state = State::new(KalahRules::default());
        let state = reduce(state, Command::Unkept(Unkept::Refused));
        assert!(
            matches!(&state.screen.notice, Some(Notice::Warning(t)) if t.contains("keeps nothing"))
        );
        let state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.game.moves().len(), 1);
    }

    #[test]
    fn a_legal_tap_plays_and_an_illegal_one_says_why() {
        let state = State::new(KalahRules::default());
        let state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.game.moves().len(), 1);
        assert_eq!(state.screen.notice, None);
        let before = state.game.clone();
        let state = tap(state, Pit::House(Side::North, 1));
        assert_eq!(state.game, before);
        assert_eq!(
            state.screen.notice,
            Some(Notice::Refused(
                "Green's tray 1 is not yours: it is Red's turn".to_owned()
            ))
        );
        let state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(
            state.screen.notice,
            Some(Notice::Refused("Red's tray 3 is empty".to_owned()))
        );
        let state = tap(state, Pit::Store(Side::South));
        assert!(matches!(state.screen.notice, Some(Notice::Refused(_))));
        assert_eq!(state.game, before);
    }

    #[test]
    fn undo_goes_back_to_the_start_one_move_at_a_time() {
        let mut state = State::new(KalahRules::default());
        for pit in [3, 6] {
            state = tap(state, Pit::House(Side::South, pit));
        }
        state = reduce(state, ScreenAction::from(Command::Undo));
        assert_eq!(state.game.moves().len(), 1);
        state = reduce(state, ScreenAction::from(Command::Undo));
        assert_eq!(state.game, Game::new(KalahRules::default()));
        state = reduce(state, ScreenAction::from(Command::Undo));
        assert!(matches!(state.screen.notice, Some(Notice::Refused(_))));
    }

    #[test]
    fn redo_plays_again_what_undo_took_back_until_a_new_move() {
        let mut state = State::new(KalahRules::default());
        for _ in 0..3 {
            let first = state.game.position().legal_moves()[0];
            state = reduce(state, ScreenAction::Play(first));
        }
        assert_eq!(state.game.moves().len(), 3);
        let played = state.game.clone();
        state = reduce(state, Command::Redo);
        assert!(matches!(state.screen.notice, Some(Notice::Refused(_))));
        state = reduce(state, Command::Undo);
        state = reduce(state, Command::Undo);
        assert_eq!(state.game.moves().len(), 1);
        state = reduce(state, Command::Redo);
        assert_eq!(state.game.moves().len(), 2);
        state = reduce(state, Command::Redo);
        assert_eq!(state.game, played);
        assert!(state.screen.redo.is_empty());
        // A new move forgets what was taken back.
        state = reduce(state, Command::Undo);
        let other = *state.game.position().legal_moves().last().unwrap();
        state = reduce(state, ScreenAction::Play(other));
        assert!(state.screen.redo.is_empty());
        assert_ne!(state.game, played);
    }

    #[test]
    fn against_the_computer_redo_plays_its_replies_again() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        state = reduce(state, Command::New);
        state = tap(state, Pit::House(Side::South, 1));
        state = reduce(
            state.clone(),
            Command::Answer(Answer {
                purpose: Purpose::Play,
                record: state.request(0).unwrap().record,
                best: Ok("2".to_owned()),
                depth: 1,
                nodes: 1,
                millis: 1,
            }),
        );
        let played = state.game.clone();
        state = reduce(state, Command::Undo);
        assert_eq!(state.game.moves().len(), 0);
        state = reduce(state, Command::Redo);
        assert_eq!(state.game, played);
        assert!(state.human_to_move());
    }

    #[test]
    fn a_link_opens_its_game_and_keeps_the_saved_one_until_a_move() {
        let state = open_link::<KalahPosition>(KalahRules::default(), "kalah?seeds=5&moves=3.1");
        assert_eq!(state.game.rules().seeds(), 5);
        assert_eq!(state.next_rules, *state.game.rules());
        assert_eq!(state.game.moves().len(), 2);
        assert!(state.screen.from_link);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.contains("after 2 moves")),
            "{:?}",
            state.screen.notice
        );
        // Undo is not a move: the link's game is still not saved; a move makes it so.
        let state = reduce(state, Command::Undo);
        assert!(state.screen.from_link);
        let state = tap(state, Pit::House(Side::North, 6));
        assert!(!state.screen.from_link);
        for (link, named) in [
            ("kalah?seeds=99", "seeds"),
            ("kalah?moves=1.1.1", "at ply 3"),
            ("oware?moves=1", "a game of oware"),
            ("kalah%zz", "%-escape"),
            ("kalah?moves", "KEY=VALUE"),
        ] {
            let state = open_link::<KalahPosition>(KalahRules::default(), link);
            assert_eq!(state.game, Game::new(KalahRules::default()), "{link}");
            assert!(state.screen.from_link);
            assert!(
                matches!(&state.screen.notice, Some(Notice::Warning(t)) if t.contains(named)),
                "{link}: {:?}",
                state.screen.notice
            );
        }
        let giant = format!("kalah?moves={}", "1.".repeat(200_000));
        let state = open_link::<KalahPosition>(KalahRules::default(), &giant);
        assert!(matches!(&state.screen.notice, Some(Notice::Warning(t)) if t.contains("too long")));
    }

    #[test]
    fn the_share_link_holds_the_game_without_default_options() {
        let mut state = State::new(KalahRules::from_pairs([("seeds", "5")]).unwrap());
        state = tap(state, Pit::House(Side::South, 2));
        let link = state.session().link_text();
        assert_eq!(link, "kalah?seeds=5&moves=2");
        // The link opens the same game.
        let opened = open_link::<KalahPosition>(KalahRules::default(), &link);
        assert_eq!(opened.game, state.game);
    }

    #[test]
    fn options_wait_for_the_next_new_game() {
        let mut state = State::new(KalahRules::default());
        state = tap(state, Pit::House(Side::South, 1));
        state = reduce(state, Command::Show(Page::Options));
        state = reduce(state, Command::SetOption("seeds", "5"));
        state = reduce(state, Command::SetOption("starter", "north"));
        state = reduce(state, Command::Show(Page::Board));
        assert_eq!(state.game.rules(), &KalahRules::default());
        assert_eq!(state.game.moves().len(), 1);
        state = reduce(state, Command::New);
        assert_eq!(state.game.rules().seeds(), 5);
        assert_eq!(state.game.position().to_move(), Side::North);
        assert!(state.game.moves().is_empty());
        let Some(Notice::Info(text)) = &state.screen.notice else {
            panic!("no notice: {:?}", state.screen.notice)
        };
        assert!(text.contains("Stones per tray: 5"), "{text}");
        assert!(text.contains("Who starts: Green"), "{text}");
    }

    #[test]
    fn saves_restore_the_game_and_the_next_options() {
        let mut state = State::new(KalahRules::default());
        state = tap(state, Pit::House(Side::South, 3));
        state = reduce(state, Command::SetOption("transfer", "stones-opposite"));
        let restored =
            open_screen::<KalahPosition>(KalahRules::default(), Some(&save_text(&state)));
        assert_eq!(restored.game, state.game);
        assert_eq!(restored.next_rules, state.next_rules);
        assert_eq!(restored.screen.notice, None);
        assert_eq!(
            open_screen::<KalahPosition>(KalahRules::default(), None),
            State::new(KalahRules::default())
        );
    }

    #[test]
    fn seats_are_saved_and_version_2_saves_have_people_on_every_seat() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Hard)));
        state = reduce(state, Command::New);
        state = reduce(state, Command::SetSeat(0, Occupant::Computer(Level::Easy)));
        let text = save_text(&state);
        assert!(text.ends_with("\nseats human.hard easy.hard"), "{text}");
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(&text));
        assert_eq!(restored.screen.seats, state.screen.seats);
        assert_eq!(restored.screen.next_seats, state.screen.next_seats);
        assert_eq!(restored.screen.notice, None);

        let v2 = "mancala-save 2\nkalah?seeds=5&moves=3\nkalah?seeds=4";
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(v2));
        assert_eq!(restored.screen.notice, None);
        assert_eq!(restored.game.moves().len(), 1);
        assert_eq!(restored.screen.seats, Occupants::default());
    }

    #[test]
    fn facing_is_saved_with_the_seats_and_lasts_through_a_new_game() {
        let state = reduce(State::new(KalahRules::default()), Command::SetFacing(true));
        assert!(state.screen.facing);
        let text = save_text(&state);
        assert!(
            text.ends_with("\nseats human.human human.human facing"),
            "{text}"
        );
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(&text));
        assert!(restored.screen.facing);
        assert_eq!(restored.screen.notice, None);
        // The players have not moved round the table.
        assert!(reduce(restored, Command::New).screen.facing);

        let side = reduce(state, Command::SetFacing(false));
        assert!(save_text(&side).ends_with("\nseats human.human human.human"));
        // Saves from before the option read as side by side.
        let old = save_text(&side);
        assert!(
            !open_screen::<KalahPosition>(KalahRules::default(), Some(&old))
                .screen
                .facing
        );
    }

    #[test]
    fn against_the_computer_undo_goes_back_to_the_persons_turn() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        state = reduce(state, Command::New);
        assert!(state.human_to_move());
        assert_eq!(state.undo_target(), None);
        state = tap(state, Pit::House(Side::South, 1));
        assert_eq!(state.computer_to_move(), Some(Level::Easy));
        // Taps wait for the computer.
        let waiting = tap(state.clone(), Pit::House(Side::South, 2));
        assert_eq!(waiting.game, state.game);
        assert!(
            matches!(&waiting.screen.notice, Some(Notice::Refused(t)) if t.contains("wait for its move"))
        );
        let request = state.request(9).expect("the computer is asked");
        assert_eq!(request.purpose, Purpose::Play);
        assert_eq!(request.record, "kalah?transfer=always&end=any-empty&remaining=owner&starter=south&seeds=4&houses=6&moves=1");
        // Its answer plays, and only for the game it was asked about.
        let answer = |record: &str, best: &str| Answer {
            purpose: Purpose::Play,
            record: record.to_owned(),
            best: Ok(best.to_owned()),
            depth: 1,
            nodes: 1,
            millis: 1,
        };
        let stale = reduce(state.clone(), Command::Answer(answer("kalah", "2")));
        assert_eq!(stale, state);
        state = reduce(state.clone(), Command::Answer(answer(&request.record, "2")));
        assert_eq!(state.game.moves().len(), 2);
        assert!(state.human_to_move());
        state = reduce(state, Command::Undo);
        assert_eq!(state.game.moves().len(), 0);
        assert_eq!(
            state.screen.notice,
            Some(Notice::Info(
                "Took back 2 moves: Red to move again.".to_owned()
            ))
        );
    }

    #[test]
    fn a_game_between_computers_has_nothing_to_undo() {
        let mut state = State::new(KalahRules::default());
        for seat in 0..2 {
            state = reduce(
                state,
                Command::SetSeat(seat, Occupant::Computer(Level::Easy)),
            );
        }
        state = reduce(state, Command::New);
        for best in ["3", "1"] {
            let request = state.request(1).unwrap();
            state = reduce(
                state,
                Command::Answer(Answer {
                    purpose: Purpose::Play,
                    record: request.record,
                    best: Ok(best.to_owned()),
                    depth: 1,
                    nodes: 1,
                    millis: 1,
                }),
            );
        }
        assert_eq!(state.game.moves().len(), 2);
        assert_eq!(state.undo_target(), None);
    }

    #[test]
    fn a_failed_computer_hands_its_seat_to_a_person() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(0, Occupant::Computer(Level::Hard)));
        state = reduce(state, Command::New);
        let record = state.request(1).unwrap().record;
        for best in [
            Err("out of memory".to_owned()),
            Ok("9".to_owned()),
            Ok("x".to_owned()),
        ] {
            let failed = reduce(
                state.clone(),
                Command::Answer(Answer {
                    purpose: Purpose::Play,
                    record: record.clone(),
                    best,
                    depth: 0,
                    nodes: 0,
                    millis: 0,
                }),
            );
            assert!(failed.human_to_move());
            assert!(failed.game.moves().is_empty());
            assert!(matches!(failed.screen.notice, Some(Notice::Warning(_))));
        }
    }

    #[test]
    fn a_hint_is_found_for_a_person_and_dropped_by_the_next_move() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::Hint);
        assert_eq!(state.screen.hint, Some(Hint::Asked));
        let request = state.request(1).unwrap();
        assert_eq!(
            (request.purpose, request.level),
            (Purpose::Hint, HINT_LEVEL)
        );
        state = reduce(
            state,
            Command::Answer(Answer {
                purpose: Purpose::Hint,
                record: request.record,
                best: Ok("3".to_owned()),
                depth: 5,
                nodes: 100,
                millis: 2,
            }),
        );
        assert_eq!(
            state.hint_move(),
            state.game.position().parse_move("3").ok()
        );
        assert_eq!(
            state.screen.notice,
            Some(Notice::Info(
                "Hint: the Hard level would play Red's tray 3.".to_owned()
            ))
        );
        assert_eq!(state.request(1), None);
        state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.screen.hint, None);
    }

    #[test]
    fn unreadable_saves_start_a_new_game_with_a_warning() {
        let good = save_text(&State::new(KalahRules::default()));
        let with_moves =
            |moves: &str| good.replacen("\nkalah?", &format!("\nkalah?moves={moves}&"), 1);
        for bad in [
            "".to_owned(),
            "{".to_owned(),
            "null".to_owned(),
            "[1,2,3]".to_owned(),
            // Version 1 (JSON) is read by the browser only.
            r#"{"version":1,"game":{"game":"kalah","options":{},"moves":[]},"next_options":{}}"#
                .to_owned(),
            good.replace(SAVE_HEADER, "mancala-save 99"),
            good.lines().take(2).collect::<Vec<_>>().join("\n"),
            good.lines().take(3).collect::<Vec<_>>().join("\n"),
            good.replace(
                "seats human.human human.human",
                "seats human.robot human.human",
            ),
            good.replace("seats human.human human.human", "seats human.human"),
            good.replace(
                "seats human.human human.human",
                "players human.human human.human",
            ),
            good.replace("seats human.human human.human", "seats a.b.c.d.e human"),
            good.replace(
                "seats human.human human.human",
                "seats human.human human.human sideways",
            ),
            good.replace(
                "seats human.human human.human",
                "seats human.human facing human.human",
            ),
            format!("{good}\nmore"),
            with_moves("3.3"),
            with_moves("x"),
            with_moves(""),
            good.replace("seeds=4", "seeds=40"),
            good.replacen("seeds=4", "seeds", 1),
            good.replacen("seeds=4", "seeds=4&seeds=5", 1),
            good.replace("kalah?", "chess?"),
            good.replacen("kalah?", "?", 1),
            format!("{SAVE_HEADER}\nkalah?moves={}\nkalah", "3.".repeat(40_000)),
        ] {
            let state = open_screen::<KalahPosition>(KalahRules::default(), Some(&bad));
            assert_eq!(state.game, Game::new(KalahRules::default()), "{bad}");
            let Some(Notice::Warning(text)) = &state.screen.notice else {
                panic!("no warning for {bad}");
            };
            assert!(
                text.starts_with("The saved Kalah game could not be read"),
                "{text}"
            );
        }
    }

    #[test]
    fn records_read_back_what_they_wrote() {
        let mut game = Game::<KalahPosition>::new(KalahRules::tournament(5));
        for m in ["3", "1", "6"] {
            let m = game.position().parse_move(m).unwrap();
            game.play(m).unwrap();
        }
        let record = game.to_record();
        let text = record.to_text();
        assert!(text.starts_with("kalah?"), "{text}");
        assert!(text.ends_with("&moves=3.1.6"), "{text}");
        assert_eq!(GameRecord::from_text(&text), Ok(record.clone()));
        assert_eq!(Game::<KalahPosition>::from_record(&record), Ok(game));
        let bare = GameRecord {
            game: "kalah".to_owned(),
            ..GameRecord::default()
        };
        assert_eq!(bare.to_text(), "kalah");
        assert_eq!(GameRecord::from_text("kalah"), Ok(bare));
    }

    #[test]
    fn a_choice_that_does_not_fit_resets_only_the_option_in_the_way() {
        use crate::games::calcala::CalcalaRules;
        let rules =
            CalcalaRules::from_pairs([("players", "4"), ("starter", "p4"), ("setup", "long")])
                .unwrap();
        let mut fewer = rules;
        fewer.set("players", "3").unwrap();
        let fitted = fit_together(fewer, "players");
        assert_eq!(fitted.get("players"), Some("3"));
        assert_eq!(fitted.get("setup"), Some("long"));
        assert_eq!(fitted.get("starter"), Some("p1"));

        let mut later = CalcalaRules::default();
        later.set("starter", "p3").unwrap();
        let fitted = fit_together(later, "starter");
        assert_eq!(fitted.get("starter"), Some("p3"));
        assert_eq!(fitted.get("players"), Some("3"));
    }
}
