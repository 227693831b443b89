//! The one game screen, for every game: its state restored and saved, the computer asked,
//! the last move animated, a tap turned into an intent for the game to decide
//! ([`Command::Tap`], [`Command::Choose`]), and the page shown (the board, the options or the
//! rules). What differs between games is the board kind the screen holds, through
//! [`ScreenBoard`]: the two rows (`two_row/`), Calcala's grid (`calcala/`) or Roocala's square
//! or hexagonal cells (`roocala/`), each drawing its board page from the screen's state.
//!
//! The screen holds its state as an [`Rc<dyn GameSession>`]: the component, its hooks and the
//! pages around the board exist once in the site, and only each board kind's drawing and the
//! reducer are compiled per position type. Which type plays a game is
//! [`with_position!`](crate::with_position)'s to say.

use std::rc::Rc;

use yew::prelude::*;

use crate::computer::Request;
use crate::games::{GameId, KindOfPosition, Position, PositionKind, RuleOptions};
use crate::ui::animation::use_animation;
use crate::ui::home::{self, StartScreen};
use crate::ui::motion::{use_motion, Motion};
use crate::ui::move_list::use_shown_in_sight;
use crate::ui::orientation::{use_orientation, Orientation};
use crate::ui::puzzles::{use_puzzles, Progress, PuzzleRun};
use crate::ui::rules_page::rules_page;
use crate::ui::screen::command::Command;
use crate::ui::screen::save::save_text;
use crate::ui::screen::session::Session;
use crate::ui::screen::state::{Page, ScreenGame, ScreenState};
use crate::ui::screen_effects::{load_screen, use_screen_effects, use_settings_kept};
use crate::ui::screen_parts::options_page;
use crate::ui::solo::Start;
use crate::ui::sound::{after_move, use_sound, Sound};

/// What the screen gives a board kind to draw its page with.
pub struct BoardContext {
    /// Sends a command to the screen's reducer.
    pub on: Callback<Command>,
    /// Back to the list of games.
    pub on_home: Callback<()>,
    /// Opens another game (Roocala's other board).
    pub on_open: Callback<GameId>,
    /// A tap on the board: on the pit or cell of this name, or (`None`) around them. It
    /// ends an animation first, and around the pits drops a pit or cell chosen.
    pub on_spot: Callback<Option<String>>,
    /// The frame of the last move shown and the milliseconds it stays, while it is played.
    pub shown: Option<(usize, u32)>,
    /// Wide or tall.
    pub orientation: Orientation,
}

/// How a position type's board kind shows its game: the one part of the game screen that is
/// each board's own.
pub trait ScreenBoard: ScreenGame {
    /// The number of frames of the last move's animation.
    fn frames(state: &ScreenState<Self>) -> usize;
    /// What frame `frame` moves besides the hand (see [`crate::ui::motion`]).
    fn motion(state: &ScreenState<Self>, frame: usize) -> Option<Motion>;
    /// What frame `frame` sounds like (see [`crate::ui::sound`]).
    fn sound(state: &ScreenState<Self>, frame: usize) -> Option<Sound>;
    /// The board page: the board, the players, the status line and the controls.
    fn board_page(state: &ScreenState<Self>, context: &BoardContext) -> Html;
    /// Choices of the options page besides the game's options (Roocala's board).
    fn more_options(state: &ScreenState<Self>, context: &BoardContext) -> Html {
        let _ = (state, context);
        Html::default()
    }
}

/// A game screen's state, whatever the game.
pub trait GameSession {
    /// The state as the logic shared by every game sees it.
    fn session(&self) -> &dyn Session;
    /// The text that saves the screen.
    fn save_text(&self) -> String;
    /// The number of frames of the last move's animation.
    fn frames(&self) -> usize;
    /// What frame `frame` moves besides the hand.
    fn motion(&self, frame: usize) -> Option<Motion>;
    /// What frame `frame` sounds like.
    fn sound(&self, frame: usize) -> Option<Sound>;
    /// The page shown.
    fn view(&self, context: &BoardContext) -> Html;
    /// The state after a command.
    fn reduce(self: Rc<Self>, command: Command) -> Rc<dyn GameSession>;
}

impl<G: ScreenBoard> GameSession for ScreenState<G> {
    fn session(&self) -> &dyn Session {
        self
    }

    fn save_text(&self) -> String {
        save_text(self)
    }

    fn frames(&self) -> usize {
        G::frames(self)
    }

    fn motion(&self, frame: usize) -> Option<Motion> {
        G::motion(self, frame)
    }

    fn sound(&self, frame: usize) -> Option<Sound> {
        G::sound(self, frame)
    }

    fn view(&self, context: &BoardContext) -> Html {
        match self.screen.page {
            Page::Options => options_page(self, &context.on, G::more_options(self, context)),
            Page::Rules => rules_page(self.game.rules().game(), &context.on),
            Page::Board => G::board_page(self, context),
        }
    }

    fn reduce(self: Rc<Self>, command: Command) -> Rc<dyn GameSession> {
        <ScreenState<G> as Reducible>::reduce(self, command.into())
    }
}

/// The state of the game screen: one game's [`GameSession`], or none for a game of another
/// build (which the app opens at its own page instead).
struct ScreenOf(Option<Rc<dyn GameSession>>);

impl Reducible for ScreenOf {
    type Action = Command;

    fn reduce(self: Rc<Self>, command: Command) -> Rc<ScreenOf> {
        Rc::new(ScreenOf(
            self.0.clone().map(|screen| screen.reduce(command)),
        ))
    }
}

/// One build of the app: the games of one position type (and, in the main build, the start
/// screen). Each is a wasm of its own (the binaries `mancala-app`, `mancala-app-homes`,
/// `mancala-app-grid` and `mancala-app-cells`), so that a page loads the code of its own
/// games and no other's: Kalah's page none of Awari's, Ayo's and Oware's rules, nor
/// Calcala's or Roocala's rules and drawing. A game of another build opens at its own page,
/// which loads its own build (`app::open_elsewhere`).
#[derive(Clone, Copy)]
pub struct AppBuild {
    /// The build's name in the site's lists (`static/prerender/pages.json`,
    /// `tools/post-build.mjs`): `kalah`, `homes`, `grid` or `cells`.
    pub name: &'static str,
    /// The position type whose games this build plays.
    kind: PositionKind,
    /// Opens a screen of this build's game: `None` for another build's.
    open: OpenScreen,
    /// Draws the start screen: the main build's ([`home::start_screen`]); another build
    /// draws nothing and opens the root page for it, so that its wasm carries none of it.
    start_screen: fn(StartScreen) -> Html,
}

/// Opens the screen of a game, from a link or as the browser's storage left it, if the
/// build plays the game.
type OpenScreen = fn(GameId, Option<&str>) -> Option<Rc<dyn GameSession>>;

impl AppBuild {
    /// The build the site's root loads: the start screen and Kalah, the collection's best
    /// known game (its page loads it too).
    pub const MAIN: AppBuild = AppBuild {
        start_screen: home::start_screen,
        ..AppBuild::of::<{ PositionKind::Kalah as u8 }>("kalah", PositionKind::Kalah)
    };
    /// Awari's, Ayo's and Oware's build, the games with homes.
    pub const HOMES: AppBuild =
        AppBuild::of::<{ PositionKind::Home as u8 }>("homes", PositionKind::Home);
    /// Calcala's build.
    pub const GRID: AppBuild =
        AppBuild::of::<{ PositionKind::Calcala as u8 }>("grid", PositionKind::Calcala);
    /// Roocala's build, both boards.
    pub const CELLS: AppBuild =
        AppBuild::of::<{ PositionKind::Roocala as u8 }>("cells", PositionKind::Roocala);
    /// Every build, the main one first.
    pub const ALL: [AppBuild; 4] = [
        AppBuild::MAIN,
        AppBuild::HOMES,
        AppBuild::GRID,
        AppBuild::CELLS,
    ];

    const fn of<const KIND: u8>(name: &'static str, kind: PositionKind) -> AppBuild {
        AppBuild {
            name,
            kind,
            open: open_screen::<KIND>,
            start_screen: home::start_page_opening,
        }
    }

    /// Whether this build draws the start screen (the main build alone).
    pub fn draws_start_screen(self) -> bool {
        self.name == AppBuild::MAIN.name
    }

    /// The start screen, as this build draws it.
    pub fn start_screen(self, args: StartScreen) -> Html {
        (self.start_screen)(args)
    }

    /// The build that plays `game`.
    pub fn playing(game: GameId) -> AppBuild {
        let kind = game.position_kind();
        AppBuild::ALL
            .into_iter()
            .find(|build| build.kind == kind)
            .unwrap_or(AppBuild::MAIN)
    }

    /// Whether this build plays `game`.
    pub fn plays(self, game: GameId) -> bool {
        game.position_kind() == self.kind
    }
}

/// Two builds are the same build when they play the same position type.
impl PartialEq for AppBuild {
    fn eq(&self, other: &AppBuild) -> bool {
        self.kind == other.kind
    }
}

impl Eq for AppBuild {}

impl std::fmt::Debug for AppBuild {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

/// The screen of `game`, opened from `link` or as the browser's storage left it, when its
/// position type is of the kind `KIND` (a [`PositionKind`] as `u8`). The test is a constant
/// for each position type, so the other types' arms are not compiled: their screens, rules
/// and boards are not in that build's wasm.
fn open_screen<const KIND: u8>(game: GameId, link: Option<&str>) -> Option<Rc<dyn GameSession>> {
    crate::with_position!(game, P => {
        match <P as Position>::Rules::for_game(game) {
            Some(rules) if const { <P as KindOfPosition>::KIND as u8 == KIND } => {
                Some(Rc::new(load_screen::<P>(rules, link)) as Rc<dyn GameSession>)
            }
            _ => None,
        }
    })
}

/// The screen of `game` in `build`, opened from `link` or as the browser's storage left it,
/// and then, if the start screen asked for one, with a new game played as it asked; or, for
/// the Puzzles screen (`puzzles`), a new game's board until the first puzzle is served.
/// `None` for a game the build does not play, which the app never opens here.
fn load(
    build: AppBuild,
    game: GameId,
    link: Option<&str>,
    start: Option<Start>,
    puzzles: bool,
) -> ScreenOf {
    let link = match puzzles {
        true => Some(game.as_str()),
        false => link,
    };
    let Some(screen) = (build.open)(game, link) else {
        return ScreenOf(None);
    };
    let mut screen = match start {
        Some(start) => screen.reduce(Command::Start(start)),
        None => screen,
    };
    if puzzles {
        screen = screen.reduce(Command::Puzzles(game, Progress::load(game)));
    }
    ScreenOf(Some(screen))
}

/// What the game screen needs from the app.
#[derive(Properties, PartialEq)]
pub struct GameScreenProps {
    /// The build of the app, which plays `game`.
    pub build: AppBuild,
    /// Which game.
    pub game: GameId,
    /// A link to open instead of the saved game: the address's fragment after `#/`.
    #[prop_or_default]
    pub link: Option<AttrValue>,
    /// A new game to start, as the start screen asked, instead of showing the saved one.
    #[prop_or_default]
    pub start: Option<Start>,
    /// The game's Puzzles screen instead of its game.
    #[prop_or_default]
    pub puzzles: bool,
    /// Back to the list of games.
    pub on_home: Callback<()>,
    /// Open another game (Roocala's other board).
    pub on_open: Callback<GameId>,
}

/// The whole screen of one game, saved in the browser as it changes. The app gives each
/// game, and each link, its own instance, so a game's state never outlives it.
#[component]
pub fn GameScreen(props: &GameScreenProps) -> Html {
    // Drawn again in a language the player chooses.
    let _ = crate::ui::language::use_language();
    let game = props.game;
    let link = props.link.clone();
    let (start, puzzles) = (props.start, props.puzzles);
    let build = props.build;
    let state = use_reducer(|| load(build, game, link.as_deref(), start, puzzles));
    // Never so: the app opens another build's game at its own page. The instance keeps its
    // game, so it calls the hooks below always or never.
    let Some(held) = state.0.as_deref() else {
        return Html::default();
    };
    let on = {
        let dispatcher = state.dispatcher();
        Callback::from(move |command| dispatcher.dispatch(command))
    };
    let session = held.session();
    let screen = session.screen();
    let run = screen.puzzle.as_deref();
    // Neither a link's game nor a puzzle's is this device's own game.
    let saved = (!screen.from_link && run.is_none()).then(|| held.save_text());
    let request: Option<Request> = session.request(0);
    // A game opened from a link is not this device's own: it does not count in the record.
    let finished = (session.winners())
        .filter(|_| !screen.from_link && run.is_none())
        .map(|winners| {
            let seats = screen.seats.0[..session.players().min(4)].to_vec();
            (session.record_text(), seats, winners)
        });
    let review = (session.review_request(), session.coaching());
    use_screen_effects(game, saved, request, review, finished, on.clone());
    use_settings_kept(screen.speed, screen.bar);
    use_shown_in_sight(screen.review.map(|r| r.ply), screen.verdicts.count());
    use_puzzles(
        game,
        run.and_then(PuzzleRun::ask),
        run.map(|r| r.progress),
        on.clone(),
    );
    let frames = if screen.animate { held.frames() } else { 0 };
    let plies = session.plies();
    let shown = use_animation(screen.animate, plies, frames, screen.speed, on.clone());
    let frame = shown.map_or(0, |(i, _)| i);
    let motion = shown.and_then(|_| held.motion(frame));
    use_motion((plies, frame), motion, shown.map_or(0, |(_, ms)| ms));
    // The frame's sound, and what the move led to (another turn for its player, the end).
    let extra_turn = plies > 0 && session.mover_after(plies) == session.mover_after(plies - 1);
    use_sound(
        (plies, shown.map(|(i, _)| i)),
        shown.and_then(|(i, _)| held.sound(i)),
        frame + 1 == frames,
        after_move(session.is_over(), extra_turn),
    );
    let orientation = use_orientation();
    let on_spot = {
        let on = on.clone();
        let (animating, selected) = (shown.is_some(), screen.selected.is_some());
        Callback::from(move |spot: Option<String>| {
            // A tap during an animation ends it first.
            if animating {
                on.emit(Command::Animated);
            }
            match spot {
                Some(spot) => on.emit(Command::Tap(spot)),
                None if selected => on.emit(Command::Select(None)),
                None => {}
            }
        })
    };
    held.view(&BoardContext {
        on,
        on_home: props.on_home.clone(),
        on_open: props.on_open.clone(),
        on_spot,
        shown,
        orientation,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game is played by exactly one build, and every build plays a game: each page
    /// of the site has a build to load, and each build a page.
    #[test]
    fn every_game_has_one_build() {
        for game in GameId::ALL {
            let playing: Vec<AppBuild> = (AppBuild::ALL.into_iter())
                .filter(|build| build.plays(game))
                .collect();
            assert_eq!(playing, [AppBuild::playing(game)], "{game}");
        }
        for build in AppBuild::ALL {
            assert!(GameId::ALL.into_iter().any(|game| build.plays(game)));
        }
        assert_eq!(AppBuild::playing(GameId::Kalah), AppBuild::MAIN);
        assert_eq!(AppBuild::playing(GameId::Ayo), AppBuild::HOMES);
        assert_eq!(AppBuild::playing(GameId::Calcala), AppBuild::GRID);
        assert_eq!(AppBuild::playing(GameId::RoocalaHex), AppBuild::CELLS);
    }

    /// A build opens no screen of another build's game (without touching the browser: the
    /// position type's kind is tested first).
    #[test]
    fn a_build_opens_no_other_builds_game() {
        for game in GameId::ALL {
            for build in AppBuild::ALL {
                if !build.plays(game) {
                    assert!((build.open)(game, None).is_none(), "{game}");
                }
            }
        }
    }
}
