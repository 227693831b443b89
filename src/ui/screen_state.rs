//! A game screen's state and its pure reducer, shared by every game: the game, who plays
//! each seat, the options chosen for the next game, the page shown and the message for the
//! player; and how the screen is saved in and restored from the browser's storage.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::Reducible;

use crate::games::{Game, GameId, GameRecord, Player, Position, RuleOptions};
use crate::search::Level;

use super::computer::{Answer, Occupant, Occupants, Purpose, Request};

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
}

/// The pages of a game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The board and its controls.
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
    /// The page shown.
    pub page: Page,
    /// The latest message, if any.
    pub notice: Option<Notice>,
    /// Who plays each seat of the game in progress.
    pub seats: Occupants,
    /// Who will play each seat of the next new game.
    pub next_seats: Occupants,
    /// A hint for the person to move: asked for, or found.
    pub hint: Option<Hint<G::Move>>,
}

/// A hint for the person to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint<M> {
    /// The computer is looking for it.
    Asked,
    /// The move the hint level would play.
    Found(M),
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
    /// Take back the last move.
    Undo,
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
            page: Page::Board,
            notice: None,
            seats: Occupants::default(),
            next_seats: Occupants::default(),
            hint: None,
        }
    }

    /// Who plays the player to move.
    pub fn occupant_to_move(&self) -> Occupant {
        self.seats.of(self.game.position().to_move())
    }

    /// Whether a person is to move in a game still being played: the board then answers
    /// taps, and a hint can be asked for.
    pub fn human_to_move(&self) -> bool {
        self.game.position().outcome().is_none() && self.occupant_to_move() == Occupant::Human
    }

    /// The computer's level, while it is to move in a game still being played.
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.game.position().outcome() {
            None => self.occupant_to_move().level(),
            Some(_) => None,
        }
    }

    /// Why a tap on the board cannot be taken while the computer is to move.
    pub fn wait_message(&self) -> Option<String> {
        let level = self.computer_to_move()?;
        Some(texts::wait(
            G::player_name(self.game.position().to_move()),
            level,
        ))
    }

    /// The move a hint marks, once found.
    pub fn hint_move(&self) -> Option<G::Move> {
        match self.hint {
            Some(Hint::Found(m)) => Some(m),
            _ => None,
        }
    }

    /// What the computer is to be asked now, if anything: its move when a computer seat is
    /// to move, or a hint a person asked for. `seed` chooses among near-best moves.
    pub fn request(&self, seed: u64) -> Option<Request> {
        let (purpose, level) = match (self.computer_to_move(), self.hint) {
            (Some(level), _) => (Purpose::Play, level),
            (None, Some(Hint::Asked)) if self.human_to_move() => (Purpose::Hint, HINT_LEVEL),
            _ => return None,
        };
        Some(Request {
            purpose,
            level,
            seed,
            record: self.game.to_record().to_text(),
        })
    }

    /// How many moves an undo keeps: back to the last turn of a person (in a game against
    /// the computer, the computer's replies go too), or one move when no person or only
    /// people play. `None` when there is nothing to undo.
    pub fn undo_target(&self) -> Option<usize> {
        let played = self.game.moves().len();
        let people = self
            .seats
            .0
            .iter()
            .filter(|o| **o == Occupant::Human)
            .count();
        if played == 0 {
            return None;
        }
        if people == 0 || people == 4 {
            return Some(played - 1);
        }
        (0..played)
            .rev()
            .find(|&kept| self.seats.of(self.game.positions()[kept].to_move()) == Occupant::Human)
    }

    /// Plays the computer's move, or shows the hint, that `answer` brings, if it answers
    /// the game as it stands; false (and nothing changes) for an answer that came too late.
    fn take_answer(&mut self, answer: Answer) -> bool {
        let wanted = match answer.purpose {
            Purpose::Play => self.computer_to_move().is_some(),
            Purpose::Hint => self.hint == Some(Hint::Asked) && self.human_to_move(),
        };
        if !wanted || answer.record != self.game.to_record().to_text() {
            return false;
        }
        let position = self.game.position();
        let found = answer.best.and_then(|text| {
            let m = position.parse_move(&text).map_err(|e| e.to_string())?;
            position
                .is_legal(m)
                .then_some(m)
                .ok_or(format!("`{text}` is not legal here"))
        });
        let mover = position.to_move();
        match (answer.purpose, found) {
            (Purpose::Play, Ok(m)) => {
                self.notice = self
                    .game
                    .play(m)
                    .err()
                    .map(|e| Notice::Warning(e.to_string()));
            }
            (Purpose::Hint, Ok(m)) => {
                self.notice = Some(texts::hint_found(&position.move_name(m)));
                self.hint = Some(Hint::Found(m));
            }
            (Purpose::Play, Err(why)) => {
                // Should the computer ever fail, a person takes over rather than the game
                // waiting for ever.
                self.seats.0[mover.index()] = Occupant::Human;
                self.notice = Some(texts::computer_failed(&why, G::player_name(mover)));
            }
            (Purpose::Hint, Err(why)) => {
                self.hint = None;
                self.notice = Some(texts::no_hint(&why));
            }
        }
        true
    }

    /// The seats of the next game: its players, each with who will play them.
    pub fn next_seat_choices(&self) -> Vec<(G::Player, Occupant)> {
        (0..G::new(self.next_rules).players())
            .filter_map(G::Player::from_index)
            .map(|player| (player, self.next_seats.of(player)))
            .collect()
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
    let defaults = R::default();
    let others = || R::SPECS.iter().filter(|s| s.key != chosen);
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

/// The options of a rule set as players read them, e.g. `1 Transfer last drop in empty:
/// Always; …`.
pub fn describe_rules<R: RuleOptions>(rules: &R) -> String {
    R::SPECS
        .iter()
        .filter_map(|spec| {
            let value = rules.get(spec.key)?;
            let label = spec.choice(value).map_or(value, |c| c.label);
            Some(format!("{}: {}", spec.label, label))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The players of a game the computer plays, with its level for each.
fn computer_players<G: ScreenGame>(start: &G, seats: Occupants) -> Vec<(&'static str, Level)> {
    (0..start.players())
        .filter_map(G::Player::from_index)
        .filter_map(|player| Some((G::player_name(player), seats.of(player).level()?)))
        .collect()
}

/// The messages about undoing, hints and the computer's turns, written once for every game
/// rather than in each game's reducer.
mod texts {
    use super::Notice;
    use crate::search::Level;

    pub fn wait(mover: &str, level: Level) -> String {
        format!(
            "{mover} is played by the computer ({}): wait for its move.",
            level.title()
        )
    }

    pub fn hint_refused(over: bool, computer: Option<(&str, Level)>) -> Option<Notice> {
        let why = match computer {
            _ if over => "The game is over: there is no move to hint at.".to_owned(),
            Some((mover, level)) => format!(
                "{mover} is played by the computer ({}): hints are for people.",
                level.title()
            ),
            None => return None,
        };
        Some(Notice::Refused(why))
    }

    pub fn hint_asked() -> Notice {
        Notice::Info("Looking for a good move…".to_owned())
    }

    pub fn hint_found(move_name: &str) -> Notice {
        Notice::Info(format!(
            "Hint: the {} level would play {move_name}.",
            super::HINT_LEVEL.title()
        ))
    }

    pub fn no_hint(why: &str) -> Notice {
        Notice::Warning(format!("No hint could be found ({why})."))
    }

    pub fn computer_failed(why: &str, mover: &str) -> Notice {
        Notice::Warning(format!(
            "The computer found no move ({why}), so a person plays {mover} now."
        ))
    }

    pub fn took_back(taken: usize, mover: &str) -> Notice {
        let what = match taken {
            1 => "a move".to_owned(),
            n => format!("{n} moves"),
        };
        Notice::Info(format!("Took back {what}: {mover} to move again."))
    }

    pub fn nothing_to_undo() -> Notice {
        Notice::Refused("Nothing to undo: this is the start of the game.".to_owned())
    }

    pub fn new_game(rules: &str, computers: &[(&str, Level)]) -> Notice {
        let seats: String = computers
            .iter()
            .map(|(name, level)| format!(" · {name}: computer ({})", level.title()))
            .collect();
        Notice::Info(format!("New game. Options in force — {rules}{seats}."))
    }
}

impl<G: ScreenGame> Reducible for ScreenState<G> {
    type Action = ScreenAction<G>;

    fn reduce(self: Rc<Self>, action: ScreenAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        let command = match action {
            ScreenAction::Play(m) => {
                next.notice = if let Some(why) = next.wait_message() {
                    Some(Notice::Refused(why))
                } else {
                    match next.game.play(m) {
                        Ok(_) => {
                            next.hint = None;
                            None
                        }
                        Err(e) => Some(Notice::Refused(sentence(&e.to_string()))),
                    }
                };
                return Rc::new(next);
            }
            ScreenAction::Command(command) => command,
        };
        match command {
            Command::Refuse(why) => {
                // While the computer is to move, any tap on the board gets the same answer.
                let why = next.wait_message().unwrap_or_else(|| sentence(&why));
                next.notice = Some(Notice::Refused(why));
            }
            Command::Dismiss => next.notice = None,
            Command::Undo => {
                next.notice = Some(match next.undo_target() {
                    Some(kept) => {
                        let taken = next.game.moves().len() - kept;
                        while next.game.moves().len() > kept {
                            next.game.undo();
                        }
                        next.hint = None;
                        texts::took_back(taken, G::player_name(next.game.position().to_move()))
                    }
                    None => texts::nothing_to_undo(),
                });
            }
            Command::New => {
                next.game = Game::new(next.next_rules);
                next.seats = next.next_seats;
                next.hint = None;
                next.page = Page::Board;
                next.notice = Some(texts::new_game(
                    &describe_rules(&next.next_rules),
                    &computer_players(next.game.start(), next.seats),
                ));
            }
            Command::SetOption(key, value) => {
                // The values come from the option table, so a refusal cannot happen; if it
                // did, the options would simply stay as they were.
                let _ = next.next_rules.set(key, value);
                next.next_rules = fit_together(next.next_rules, key);
            }
            Command::Preset(index) => {
                if let Some((_, rules)) = G::presets().get(index) {
                    next.next_rules = *rules;
                }
            }
            Command::Show(page) => {
                next.page = page;
                if page != Page::Board {
                    next.notice = None;
                }
            }
            Command::SetSeat(index, occupant) => {
                if let Some(seat) = next.next_seats.0.get_mut(index) {
                    *seat = occupant;
                }
            }
            Command::Hint => {
                let mover = G::player_name(next.game.position().to_move());
                let over = next.game.position().outcome().is_some();
                match texts::hint_refused(over, next.computer_to_move().map(|l| (mover, l))) {
                    Some(refusal) => next.notice = Some(refusal),
                    None if next.hint.is_none() => {
                        next.hint = Some(Hint::Asked);
                        next.notice = Some(texts::hint_asked());
                    }
                    None => {}
                }
            }
            Command::Answer(answer) => {
                if !next.take_answer(answer) {
                    // An answer for a game that has moved on since: nothing changes.
                    return self;
                }
            }
        }
        Rc::new(next)
    }
}

/// The first line of a saved screen, naming its format. Version 1 was JSON (read by
/// [`super::storage::read_v1_save`]); version 2 is two records as text
/// ([`GameRecord::to_text`]): the game, then the options chosen for the next game; version
/// 3 adds a line of who plays each seat, in the game and in the next one
/// (`seats human.hard human.human`). Versions 1 and 2 had no computer: people play every
/// seat.
pub const SAVE_HEADER: &str = "mancala-save 3";
const SAVE_HEADER_V2: &str = "mancala-save 2";

/// What is kept in the browser's storage for one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedScreen {
    /// The game in progress.
    pub game: GameRecord,
    /// The options chosen for the next game.
    pub next_options: BTreeMap<String, String>,
    /// Who plays each seat of the game.
    pub seats: Occupants,
    /// Who will play each seat of the next game.
    pub next_seats: Occupants,
}

/// The storage key of a game's saved screen.
pub fn storage_key(game: GameId) -> String {
    format!("mancala.{}", game.as_str())
}

/// The text that saves a screen.
pub fn save_text<G: ScreenGame>(state: &ScreenState<G>) -> String {
    let next = GameRecord {
        game: G::GAME.as_str().to_owned(),
        options: state.next_rules.to_map(),
        moves: Vec::new(),
    };
    let players = |rules| G::new(rules).players();
    format!(
        "{SAVE_HEADER}\n{}\n{}\nseats {} {}",
        state.game.to_record().to_text(),
        next.to_text(),
        state.seats.to_text(state.game.start().players()),
        state.next_seats.to_text(players(state.next_rules)),
    )
}

/// The screen a saved text restores, or a new game with a warning saying why the save could
/// not be read. Nothing saved gives a new game under the default rules.
pub fn restore<G: ScreenGame>(text: Option<&str>) -> ScreenState<G> {
    let Some(text) = text else {
        return ScreenState::new(G::Rules::default());
    };
    match read_save::<G>(text) {
        Ok(state) => state,
        Err(why) => ScreenState {
            notice: Some(Notice::Warning(format!(
                "The saved {} game could not be read ({why}), so a new game has started.",
                G::GAME.title()
            ))),
            ..ScreenState::new(G::Rules::default())
        },
    }
}

/// A saved screen's records, from the text of either format.
fn parse_save(text: &str) -> Result<SavedScreen, String> {
    let damaged = || "it is damaged: it is not a saved game of this site".to_owned();
    if text.starts_with('{') {
        return super::storage::read_v1_save(text);
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
    let (seats, next_seats) = if version == Some(SAVE_HEADER) {
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
    })
}

/// The seats line of a version 3 save: who plays the game's seats and the next game's.
fn read_seats(line: &str) -> Result<(Occupants, Occupants), String> {
    match line.split(' ').collect::<Vec<_>>()[..] {
        ["seats", seats, next] => Ok((Occupants::from_text(seats)?, Occupants::from_text(next)?)),
        _ => Err(format!("`{line}` does not say who plays")),
    }
}

fn read_save<G: ScreenGame>(text: &str) -> Result<ScreenState<G>, String> {
    let saved = parse_save(text)?;
    let game = Game::<G>::from_record(&saved.game).map_err(|e| e.to_string())?;
    let next_rules = G::Rules::from_pairs(
        saved
            .next_options
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .map_err(|e| e.to_string())?;
    Ok(ScreenState {
        seats: saved.seats,
        next_seats: saved.next_seats,
        ..ScreenState {
            game,
            ..ScreenState::new(next_rules)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::{KalahPosition, KalahRules};
    use crate::games::two_row::Pit;
    use crate::games::{Position, Side};
    use crate::search::Level;
    use crate::ui::computer::{Answer, Occupant, Occupants, Purpose};
    use crate::ui::two_row::tap_action;

    type State = ScreenState<KalahPosition>;

    fn reduce(state: State, action: impl Into<ScreenAction<KalahPosition>>) -> State {
        (*Rc::new(state).reduce(action.into())).clone()
    }

    fn tap(state: State, pit: Pit) -> State {
        let action = tap_action(state.game.position(), pit);
        reduce(state, action)
    }

    #[test]
    fn a_legal_tap_plays_and_an_illegal_one_says_why() {
        let state = State::new(KalahRules::default());
        let state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.game.moves().len(), 1);
        assert_eq!(state.notice, None);
        let before = state.game.clone();
        let state = tap(state, Pit::House(Side::North, 1));
        assert_eq!(state.game, before);
        assert_eq!(
            state.notice,
            Some(Notice::Refused(
                "Tray N1 is Green's, and it is Red's turn".to_owned()
            ))
        );
        let state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(
            state.notice,
            Some(Notice::Refused("Tray S3 is empty".to_owned()))
        );
        let state = tap(state, Pit::Store(Side::South));
        assert!(matches!(state.notice, Some(Notice::Refused(_))));
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
        assert!(matches!(state.notice, Some(Notice::Refused(_))));
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
        let Some(Notice::Info(text)) = &state.notice else {
            panic!("no notice: {:?}", state.notice)
        };
        assert!(text.contains("Stones per tray: 5"), "{text}");
        assert!(text.contains("Who starts: Green"), "{text}");
    }

    #[test]
    fn saves_restore_the_game_and_the_next_options() {
        let mut state = State::new(KalahRules::default());
        state = tap(state, Pit::House(Side::South, 3));
        state = reduce(state, Command::SetOption("transfer", "stones-opposite"));
        let restored = restore::<KalahPosition>(Some(&save_text(&state)));
        assert_eq!(restored.game, state.game);
        assert_eq!(restored.next_rules, state.next_rules);
        assert_eq!(restored.notice, None);
        assert_eq!(
            restore::<KalahPosition>(None),
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
        let restored = restore::<KalahPosition>(Some(&text));
        assert_eq!(restored.seats, state.seats);
        assert_eq!(restored.next_seats, state.next_seats);
        assert_eq!(restored.notice, None);

        let v2 = "mancala-save 2\nkalah?seeds=5&moves=3\nkalah?seeds=4";
        let restored = restore::<KalahPosition>(Some(v2));
        assert_eq!(restored.notice, None);
        assert_eq!(restored.game.moves().len(), 1);
        assert_eq!(restored.seats, Occupants::default());
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
            matches!(&waiting.notice, Some(Notice::Refused(t)) if t.contains("wait for its move"))
        );
        let request = state.request(9).expect("the computer is asked");
        assert_eq!(request.purpose, Purpose::Play);
        assert_eq!(request.record, "kalah?end=any-empty&houses=6&remaining=owner&seeds=4&starter=south&transfer=always&moves=1");
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
            state.notice,
            Some(Notice::Info(
                "Took back 2 moves: Red to move again.".to_owned()
            ))
        );
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
            assert!(matches!(failed.notice, Some(Notice::Warning(_))));
        }
    }

    #[test]
    fn a_hint_is_found_for_a_person_and_dropped_by_the_next_move() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::Hint);
        assert_eq!(state.hint, Some(Hint::Asked));
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
            state.notice,
            Some(Notice::Info(
                "Hint: the Hard level would play Red's tray 3.".to_owned()
            ))
        );
        assert_eq!(state.request(1), None);
        state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.hint, None);
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
            let state = restore::<KalahPosition>(Some(&bad));
            assert_eq!(state.game, Game::new(KalahRules::default()), "{bad}");
            let Some(Notice::Warning(text)) = &state.notice else {
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
