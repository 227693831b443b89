//! The game screen's state and its pure reducer: the game, the options chosen for the next
//! game, the page shown and the message for the player.

use std::collections::BTreeMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::Reducible;

use crate::games::two_row::Pit;
use crate::games::{Game, GameRecord, RuleOptions};

use super::TwoRowGame;

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
pub struct ScreenState<G: TwoRowGame> {
    /// The game in progress.
    pub game: Game<G>,
    /// The options the next new game will use.
    pub next_rules: G::Rules,
    /// The page shown.
    pub page: Page,
    /// The latest message, if any.
    pub notice: Option<Notice>,
}

/// What the player meant.
#[derive(Clone, Debug, PartialEq)]
pub enum ScreenAction<G: TwoRowGame> {
    /// Tapped a pit of the board.
    Tap(Pit),
    /// Take back the last move.
    Undo,
    /// Start a new game with the next game's options.
    New,
    /// Choose an option for the next game.
    SetOption(&'static str, &'static str),
    /// Use these options for the next game.
    SetRules(G::Rules),
    /// Show a page.
    Show(Page),
}

impl<G: TwoRowGame> ScreenState<G> {
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

/// Writes a sentence's first letter in capitals.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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

impl<G: TwoRowGame> Reducible for ScreenState<G> {
    type Action = ScreenAction<G>;

    fn reduce(self: Rc<Self>, action: ScreenAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ScreenAction::Tap(pit) => match next.game.position().move_at(pit) {
                Ok(m) => match next.game.play(m) {
                    Ok(_) => next.notice = None,
                    Err(e) => next.notice = Some(Notice::Refused(sentence(&e.to_string()))),
                },
                Err(e) => next.notice = Some(Notice::Refused(sentence(&e.to_string()))),
            },
            ScreenAction::Undo => {
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
            ScreenAction::New => {
                next.game = Game::new(next.next_rules);
                next.page = Page::Board;
                next.notice = Some(Notice::Info(format!(
                    "New game. Options in force — {}.",
                    describe_rules(&next.next_rules)
                )));
            }
            ScreenAction::SetOption(key, value) => {
                // The values come from the option table, so a refusal cannot happen; if it
                // did, the options would simply stay as they were.
                let _ = next.next_rules.set(key, value);
            }
            ScreenAction::SetRules(rules) => next.next_rules = rules,
            ScreenAction::Show(page) => {
                next.page = page;
                if page != Page::Board {
                    next.notice = None;
                }
            }
        }
        Rc::new(next)
    }
}

/// The version of the saved-game format; a save of another version is not read.
pub const SAVE_VERSION: u32 = 1;

/// What is kept in the browser's storage for one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedScreen {
    /// The format version.
    pub version: u32,
    /// The game in progress.
    pub game: GameRecord,
    /// The options chosen for the next game.
    pub next_options: BTreeMap<String, String>,
}

/// The storage key of a game's saved screen.
pub fn storage_key<G: TwoRowGame>() -> String {
    format!("mancala.{}", G::GAME.as_str())
}

/// The text that saves a screen.
pub fn save_text<G: TwoRowGame>(state: &ScreenState<G>) -> String {
    let saved = SavedScreen {
        version: SAVE_VERSION,
        game: state.game.to_record(),
        next_options: state.next_rules.to_map(),
    };
    serde_json::to_string(&saved).unwrap_or_default()
}

/// The screen a saved text restores, or a new game with a warning saying why the save could
/// not be read. Nothing saved gives a new game under the default rules.
pub fn restore<G: TwoRowGame>(text: Option<&str>) -> ScreenState<G> {
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

fn read_save<G: TwoRowGame>(text: &str) -> Result<ScreenState<G>, String> {
    let saved: SavedScreen =
        serde_json::from_str(text).map_err(|e| format!("it is damaged: {e}"))?;
    if saved.version != SAVE_VERSION {
        return Err(format!(
            "it was saved by another version of this site ({})",
            saved.version
        ));
    }
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
