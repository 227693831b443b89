//! A game screen's state and its pure reducer, shared by every game: the game, the options
//! chosen for the next game, the page shown and the message for the player; and how the
//! screen is saved in and restored from the browser's storage.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::Reducible;

use crate::games::{Game, GameId, GameRecord, Position, RuleOptions};

/// What every game screen needs to know of a game beyond its rules.
pub trait ScreenGame: Position + 'static {
    /// What players call a player (`Red`, `Player 1`).
    fn player_name(player: Self::Player) -> &'static str;
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
}

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

impl<G: ScreenGame> Reducible for ScreenState<G> {
    type Action = ScreenAction<G>;

    fn reduce(self: Rc<Self>, action: ScreenAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        let command = match action {
            ScreenAction::Play(m) => {
                next.notice = match next.game.play(m) {
                    Ok(_) => None,
                    Err(e) => Some(Notice::Refused(sentence(&e.to_string()))),
                };
                return Rc::new(next);
            }
            ScreenAction::Command(command) => command,
        };
        match command {
            Command::Refuse(why) => next.notice = Some(Notice::Refused(sentence(&why))),
            Command::Dismiss => next.notice = None,
            Command::Undo => {
                next.notice = Some(match next.game.undo() {
                    Some(_) => {
                        let mover = G::player_name(next.game.position().to_move());
                        Notice::Info(format!("Took back a move: {mover} to move again."))
                    }
                    None => Notice::Refused(
                        "Nothing to undo: this is the start of the game.".to_owned(),
                    ),
                });
            }
            Command::New => {
                next.game = Game::new(next.next_rules);
                next.page = Page::Board;
                next.notice = Some(Notice::Info(format!(
                    "New game. Options in force — {}.",
                    describe_rules(&next.next_rules)
                )));
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
        }
        Rc::new(next)
    }
}

/// The first line of a saved screen, naming its format. Version 1 was JSON (read by
/// [`super::storage::read_v1_save`]); version 2 is two records as text
/// ([`GameRecord::to_text`]): the game, then the options chosen for the next game.
pub const SAVE_HEADER: &str = "mancala-save 2";

/// What is kept in the browser's storage for one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedScreen {
    /// The game in progress.
    pub game: GameRecord,
    /// The options chosen for the next game.
    pub next_options: BTreeMap<String, String>,
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
    format!(
        "{SAVE_HEADER}\n{}\n{}",
        state.game.to_record().to_text(),
        next.to_text()
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
    match lines.next() {
        Some(SAVE_HEADER) => {}
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
    if next.game != game.game || !next.moves.is_empty() || lines.next().is_some() {
        return Err(damaged());
    }
    Ok(SavedScreen {
        game,
        next_options: next.options,
    })
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
        game,
        next_rules,
        page: Page::Board,
        notice: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::{KalahPosition, KalahRules};
    use crate::games::two_row::Pit;
    use crate::games::{Position, Side};
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
            good.replace("mancala-save 2", "mancala-save 99"),
            good.lines().take(2).collect::<Vec<_>>().join("\n"),
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
