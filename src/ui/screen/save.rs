//! How a game screen is kept in the browser's storage and opened from a link: the save's
//! text (three versions), its reading, and the warning when it cannot be read.

use std::fmt;

use crate::computer::Occupants;
use crate::games::{
    Game, GameId, GameRecord, MoveError, OptionError, OptionSpec, Position, RecordError,
    ReplayError, RuleOptions,
};
use crate::i18n::msg;
use crate::ui::storage;

use super::state::{Agreed, Notice, Screen, ScreenGame, ScreenState};
use super::words::{list, or};

/// The first line of a saved screen, naming its format. Version 1 was JSON (read by
/// [`crate::ui::storage::v1_save_as_text`]); version 2 is two records as text
/// ([`GameRecord::to_text`]): the game, then the options chosen for the next game; version
/// 3 adds a line of who plays each seat, in the game and in the next one
/// (`seats human.hard human.human`), which ends in `facing` when the players sit facing each
/// other; a fifth line, `agreed resigned 0` or `agreed drawn`, says the players ended the
/// game by their word. Versions 1 and 2 had no computer: people play every seat.
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
    /// The players ended the game by their word.
    pub agreed: Option<Agreed>,
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
        position: None,
        moves: Vec::new(),
    };
    let players = |rules| G::new(rules).players();
    let agreed = match state.screen.agreed {
        Some(Agreed::Resigned(seat)) => format!("\nagreed resigned {seat}"),
        Some(Agreed::Drawn) => "\nagreed drawn".to_owned(),
        None => String::new(),
    };
    format!(
        "{SAVE_HEADER}\n{}\n{}\nseats {} {}{}{agreed}",
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
/// a move is played here: the game saved on this device is kept until then. A link whose
/// moves stop making sense opens its game up to the first move refused, saying where it
/// stopped and why; a link that gives no game at all (another game, a refused option, a
/// damaged text) gives a new game under the default rules, with the reason. Every reason is
/// in players' words ([`link_refusal`], [`stopped_text`]).
pub fn open_link<G: ScreenGame>(defaults: G::Rules, link: &str) -> ScreenState<G> {
    let game = defaults.game();
    let opened = GameRecord::from_link(link)
        .map_err(|e| link_refusal(game, &e.widen::<G::Error>()))
        .and_then(|record| {
            if record.game != game.as_str() {
                return Err(link_refusal(
                    game,
                    &RecordError::<G::Error>::WrongGame(record.game),
                ));
            }
            Game::<G>::from_record_prefix(&record).map_err(|e| link_refusal(game, &e))
        });
    let (mut state, notice) = match opened {
        Ok((game, stopped)) => {
            let moves = game.moves_played();
            let next_rules = *game.rules();
            let state = ScreenState {
                game,
                next_rules,
                screen: Screen::default(),
                aside: None,
            };
            let notice = match stopped {
                Some(stopped) => Notice::Warning(
                    msg::ScreenLinkStoppedKept {
                        said: &stopped_text(defaults.game(), &stopped),
                    }
                    .text()
                    .into(),
                ),
                None => Notice::Info(
                    msg::ScreenLinkOpened {
                        moves: moves as i64,
                    }
                    .text()
                    .into(),
                ),
            };
            (state, notice)
        }
        Err(why) => (
            ScreenState::new(defaults),
            Notice::Warning(
                msg::ScreenLinkRefused {
                    why: &shortened(why),
                }
                .text()
                .into(),
            ),
        ),
    };
    state.screen.notice = Some(notice);
    state.screen.from_link = true;
    state
}

/// Where a link's moves stopped making sense and why, in players' words: `Opened from a
/// link up to move 2: its move 3, “9”, is not a move of Kalah (a move is a house number
/// from 1 to 6).`
pub fn stopped_text<E: fmt::Display>(game: GameId, stopped: &ReplayError<E>) -> String {
    let played = stopped.ply.saturating_sub(1) as i64;
    let number = stopped.ply as i64;
    // A move is a few characters: a longer text is cut to what a notice can show.
    let text = match stopped.text.char_indices().nth(MAX_MOVE_CHARS) {
        Some((at, _)) => format!("{}…", &stopped.text[..at]),
        None => stopped.text.clone(),
    };
    match &stopped.error {
        _ if stopped.text.is_empty() => msg::ScreenLinkStoppedMissing {
            played,
            r#move: number,
        }
        .text(),
        MoveError::Malformed(e) => msg::ScreenLinkStoppedMalformed {
            played,
            r#move: number,
            text: &text,
            game: &game.title(),
            expected: &e.expected,
        }
        .text(),
        MoveError::Illegal(e) => msg::ScreenLinkStoppedIllegal {
            played,
            r#move: number,
            text: &text,
            why: &e.to_string(),
        }
        .text(),
    }
}

/// The most characters of a refused move a notice quotes.
const MAX_MOVE_CHARS: usize = 40;

/// Why a link gives no game, in players' words (the engine's own reasons, for the
/// command-line tool, quote its keys: `option `seeds` cannot be `99``), for the game of
/// the screen opening it.
pub fn link_refusal<E: fmt::Display>(game: GameId, error: &RecordError<E>) -> String {
    let title = game.title();
    let specs: &[OptionSpec] = crate::with_position!(game, P => {
        <P as Position>::Rules::for_game(game).map_or(&[][..], |rules| rules.specs())
    });
    match error {
        RecordError::WrongGame(id) => match id.parse::<GameId>() {
            Ok(other) => msg::ScreenLinkOtherGame {
                other: &other.title(),
                game: &title,
            }
            .text(),
            Err(_) => msg::ScreenLinkUnknownGame {
                id: &shortened(id.clone()),
            }
            .text(),
        },
        RecordError::Options(OptionError::UnknownKey(key)) => msg::ScreenLinkNoOption {
            game: &title,
            key: &shortened(key.clone()),
        }
        .text(),
        RecordError::Options(OptionError::BadValue { key, value, .. }) => {
            let spec = specs.iter().find(|s| s.key == *key);
            let value = shortened(value.clone());
            match spec {
                Some(spec) => {
                    let labels: Vec<String> =
                        spec.choices.iter().map(|c| c.label.to_string()).collect();
                    msg::ScreenLinkBadValue {
                        key,
                        value: &value,
                        option: &spec.label.text(),
                        choices: &list(&labels, or),
                    }
                    .text()
                }
                None => msg::ScreenLinkBadValuePlain { key, value: &value }.text(),
            }
        }
        RecordError::Options(e) => e.to_string(),
        RecordError::Move(stopped) => stopped_text(game, stopped),
        // In digits as written, ungrouped: a length is a count of characters to check.
        RecordError::TooLong(len) => msg::ScreenLinkTooLong {
            length: &len.to_string(),
        }
        .text(),
        RecordError::NoGame => msg::ScreenLinkNoGame.text(),
        RecordError::NotKeyValue(param) => msg::ScreenLinkNotPair {
            text: &shortened(param.clone()),
        }
        .text(),
        RecordError::OptionGivenTwice(key) => msg::ScreenLinkOptionTwice { key }.text(),
        RecordError::BrokenEscape => msg::ScreenLinkBrokenEscape.text(),
        RecordError::Position(e) => msg::ScreenLinkPosition {
            why: &e.to_string(),
        }
        .text(),
    }
}

/// The warning that a game's save could not be read, and why.
fn unreadable(game: GameId, why: String) -> Notice {
    Notice::Warning(
        msg::ScreenSaveUnreadable {
            game: &game.title(),
            why: &shortened(why),
        }
        .text()
        .into(),
    )
}

/// The most characters of a reason a warning shows: a reason quotes what it refused, which
/// may be most of a link or a save (64 KB and more), too long for a notice.
const MAX_REASON_CHARS: usize = 200;

/// `why` cut to [`MAX_REASON_CHARS`] characters, with an ellipsis where it was cut (when
/// it is said, for words kept as sayings: [`crate::i18n::cut`]).
fn shortened(why: String) -> String {
    crate::i18n::cut(&why, MAX_REASON_CHARS)
}

/// A saved screen's records, from the text of either format.
pub(super) fn parse_save(text: &str) -> Result<SavedScreen, String> {
    let damaged = || msg::ScreenSaveDamaged.text();
    if text.starts_with('{') {
        return match storage::v1_save_as_text(text) {
            Some(text) if !text.starts_with('{') => parse_save(&text),
            _ if cfg!(target_arch = "wasm32") => Err(damaged()),
            _ => Err(msg::ScreenSaveV1.text()),
        };
    }
    let mut lines = text.lines();
    let version = lines.next();
    match version {
        Some(SAVE_HEADER | SAVE_HEADER_V2) => {}
        Some(header) => match header.strip_prefix("mancala-save ") {
            // Only a number names a version; anything else after the word is damage.
            Some(version) if !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit()) => {
                return Err(msg::ScreenSaveOtherVersion { version }.text())
            }
            _ => return Err(damaged()),
        },
        None => return Err(damaged()),
    }
    let mut record = || {
        lines
            .next()
            .ok_or_else(damaged)
            .and_then(|line| GameRecord::from_text(line).map_err(|e| damaged_by(&e)))
    };
    let game = record()?;
    let next = record()?;
    if next.game != game.game || !next.moves.is_empty() {
        return Err(damaged());
    }
    let (seats, next_seats, facing) = if version == Some(SAVE_HEADER) {
        let line = lines.next().ok_or_else(damaged)?;
        read_seats(line).map_err(|e| damaged_by(&e))?
    } else {
        Default::default()
    };
    let agreed = match lines.next() {
        None => None,
        Some("agreed drawn") if version == Some(SAVE_HEADER) => Some(Agreed::Drawn),
        Some(line) if version == Some(SAVE_HEADER) => {
            let seat = line.strip_prefix("agreed resigned ");
            match seat
                .and_then(|n| n.parse::<usize>().ok())
                .filter(|&n| n < 2)
            {
                Some(seat) => Some(Agreed::Resigned(seat)),
                None => return Err(damaged()),
            }
        }
        Some(_) => return Err(damaged()),
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
        agreed,
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
        _ => Err(msg::ScreenSaveNoSeats { line }.text()),
    }
}

/// That a save is damaged, and how.
fn damaged_by(why: &dyn fmt::Display) -> String {
    msg::ScreenSaveDamagedWhy {
        why: &why.to_string(),
    }
    .text()
}

/// The screen that the records of a save give, checked to be of the game of `defaults`.
pub(super) fn read_saved<G: ScreenGame>(
    defaults: G::Rules,
    saved: SavedScreen,
) -> Result<ScreenState<G>, String> {
    if saved.game.game != defaults.game().as_str() {
        return Err(msg::ScreenSaveOtherGame {
            game: &saved.game.game,
        }
        .text());
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
            agreed: saved.agreed,
            ..Screen::default()
        },
        aside: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::{Occupant, Occupants};
    use crate::games::kalah::{KalahPosition, KalahRules};
    use crate::games::two_row::Pit;
    use crate::games::{Position, Side};
    use crate::search::Level;
    use crate::ui::screen::command::Command;
    use crate::ui::screen::testing::{reduce, tap, State};

    #[test]
    fn a_link_opens_its_game_and_keeps_the_saved_one_until_a_move() {
        let state = open_link::<KalahPosition>(KalahRules::default(), "kalah?seeds=5&moves=3.1");
        assert_eq!(state.game.rules().seeds(), 5);
        assert_eq!(state.next_rules, *state.game.rules());
        assert_eq!(state.game.moves_played(), 2);
        assert!(state.screen.from_link);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.text().contains("after 2 moves")),
            "{:?}",
            state.screen.notice
        );
        for (link, said) in [
            ("kalah?moves=3", "after 1 move."),
            ("kalah?moves=", "at the start of the game."),
            ("kalah", "at the start of the game."),
        ] {
            let opened = open_link::<KalahPosition>(KalahRules::default(), link);
            let notice = format!("{:?}", opened.screen.notice);
            assert!(notice.contains(said), "{link}: {notice}");
        }
        // Undo is not a move: the link's game is still not saved; a move makes it so.
        let state = reduce(state, Command::Undo);
        assert!(state.screen.from_link);
        let state = tap(state, Pit::House(Side::North, 6));
        assert!(!state.screen.from_link);
        for (link, named) in [
            (
                "kalah?seeds=99",
                "(“seeds=99” is not allowed: Stones per tray can be 1, 2, 3, 4, 5, 6, 7 or 8)",
            ),
            ("kalah?colour=red", "(Kalah has no option “colour”)"),
            ("oware?moves=1", "(it is a game of Oware, not of Kalah)"),
            (
                "chess?moves=1",
                "(it is a game of “chess”, which is not one of these games)",
            ),
            ("kalah%zz", "(it was damaged on its way here: a % is not"),
            (
                "kalah?moves",
                "(“moves” should be an option and its value, such as seeds=5)",
            ),
            (
                "kalah?seeds=4&seeds=5",
                "(it gives the option “seeds” twice)",
            ),
            ("?moves=1", "(it names no game)"),
        ] {
            let state = open_link::<KalahPosition>(KalahRules::default(), link);
            assert_eq!(state.game, Game::new(KalahRules::default()), "{link}");
            assert!(state.screen.from_link);
            assert!(
                matches!(&state.screen.notice, Some(Notice::Warning(t)) if t.text().contains(named)),
                "{link}: {:?}",
                state.screen.notice
            );
        }
        let giant = format!("kalah?moves={}", "1.".repeat(200_000));
        let state = open_link::<KalahPosition>(KalahRules::default(), &giant);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Warning(t)) if t.text().contains("too long"))
        );
        // A reason that quotes a long link is cut short (once 60,000 characters long).
        let long = format!("kalah?{}=1", "x".repeat(60_000));
        let state = open_link::<KalahPosition>(KalahRules::default(), &long);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Warning(t))
                if t.text().contains("(Kalah has no option “xxx") && t.text().contains("…") && t.text().chars().count() < 400),
            "{:?}",
            state.screen.notice
        );
    }

    /// A link whose moves stop making sense opens its game up to the move refused, and says
    /// in players' words where it stopped and why; the game is the engine's reading of the
    /// link's valid start.
    #[test]
    fn a_partly_valid_link_opens_up_to_its_first_bad_move() {
        let valid = |moves: &[&str]| Game::replay(KalahRules::default(), moves).unwrap();
        for (link, kept, said) in [
            (
                "kalah?moves=3.1.9.2",
                valid(&["3", "1"]),
                "Opened from a link up to move 2: its move 3, “9”, is not a move of Kalah \
                 (a move is a house number from 1 to 6).",
            ),
            (
                "kalah?moves=1.1.1",
                valid(&["1", "1"]),
                "Opened from a link up to move 2: its move 3, “1”, cannot be played there \
                 (Red's tray 1 is empty).",
            ),
            (
                "kalah?moves=9",
                valid(&[]),
                "Opened from a link at the start of the game: its first move, “9”, is not \
                 a move of Kalah (a move is a house number from 1 to 6).",
            ),
            (
                "kalah?moves=3..1",
                valid(&["3"]),
                "Opened from a link up to move 1: its move 2 is missing (two dots with \
                 nothing between).",
            ),
        ] {
            let state = open_link::<KalahPosition>(KalahRules::default(), link);
            assert_eq!(state.game, kept, "{link}");
            assert_eq!(state.next_rules, KalahRules::default());
            assert!(state.screen.from_link);
            let Some(Notice::Warning(text)) = &state.screen.notice else {
                panic!("{link}: {:?}", state.screen.notice);
            };
            let text = text.text();
            assert!(text.starts_with(said), "{link}: {text}");
            assert!(text.contains("My game goes back to it"), "{text}");
            assert!(!text.contains('`'), "{text}");
        }
        // The options of a partly valid link are in force, for this game and the next.
        let state = open_link::<KalahPosition>(KalahRules::default(), "kalah?seeds=5&moves=2.x");
        assert_eq!(state.game.rules().seeds(), 5);
        assert_eq!(state.game.moves_played(), 1);
        assert_eq!(state.next_rules, *state.game.rules());
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
        assert!(text.ends_with("\nseats easy.hard easy.hard"), "{text}");
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(&text));
        assert_eq!(restored.screen.seats, state.screen.seats);
        assert_eq!(restored.screen.next_seats, state.screen.next_seats);
        assert_eq!(restored.screen.notice, None);
        // The game's seats and the next game's are saved apart (they differ when the next
        // game has more players than the one on the board).
        let apart = "mancala-save 3\nkalah\nkalah\nseats human.hard easy.hard";
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(apart));
        assert_eq!(restored.screen.seats.0[0], Occupant::Human);
        assert_eq!(
            restored.screen.next_seats.0[0],
            Occupant::Computer(Level::Easy)
        );
        assert!(save_text(&restored).ends_with("\nseats human.hard easy.hard"));

        let v2 = "mancala-save 2\nkalah?seeds=5&moves=3\nkalah?seeds=4";
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(v2));
        assert_eq!(restored.screen.notice, None);
        assert_eq!(restored.game.moves_played(), 1);
        assert_eq!(restored.screen.seats, Occupants::default());
    }

    #[test]
    fn a_game_from_a_set_up_position_is_saved_with_it() {
        use crate::games::formats::read_position;
        // A save of today's format, before positions could be set up, opens as it did.
        let old =
            "mancala-save 3\nkalah?seeds=5&moves=3.1\nkalah?seeds=5\nseats human.hard human.hard";
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(old));
        assert_eq!(restored.screen.notice, None);
        assert_eq!(
            restored.game,
            Game::replay(KalahRules::tournament(5), &["3", "1"]).unwrap()
        );
        let again =
            open_screen::<KalahPosition>(KalahRules::default(), Some(&save_text(&restored)));
        assert_eq!(again.game, restored.game);
        // A game from an edited position keeps it through a save.
        let start =
            read_position::<KalahPosition>(KalahRules::default(), "0.0.6.6.6.6:0/4.4.4.4.4.4:0/n")
                .unwrap();
        let mut state = State::new(KalahRules::default());
        state.game = Game::from_position(start);
        state = tap(state, Pit::House(Side::North, 2));
        let text = save_text(&state);
        assert!(
            text.contains("&position=0.0.6.6.6.6:0/4.4.4.4.4.4:0/n&moves=2\n"),
            "{text}"
        );
        let restored = open_screen::<KalahPosition>(KalahRules::default(), Some(&text));
        assert_eq!(restored.screen.notice, None);
        assert_eq!(restored.game, state.game);
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
            // No version at all, once shown as "another version of this site ()".
            good.replace(SAVE_HEADER, "mancala-save "),
            good.replace(SAVE_HEADER, "mancala-save x"),
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
            with_moves("."),
            good.replace("seeds=4", "seeds=40"),
            good.replacen("seeds=4", "seeds", 1),
            good.replacen("seeds=4", "seeds=4&seeds=5", 1),
            good.replace("kalah?", "chess?"),
            good.replacen("kalah?", "?", 1),
            format!("{SAVE_HEADER}\nkalah?moves={}\nkalah", "3.".repeat(40_000)),
            // Its reason quotes 60,000 characters, cut short in the warning.
            good.replacen("seeds=4", &format!("seeds={}", "4".repeat(60_000)), 1),
        ] {
            let state = open_screen::<KalahPosition>(KalahRules::default(), Some(&bad));
            assert_eq!(state.game, Game::new(KalahRules::default()), "{bad}");
            let Some(Notice::Warning(text)) = &state.screen.notice else {
                panic!("no warning for {bad}");
            };
            let text = text.text();
            assert!(
                text.starts_with("The saved Kalah game could not be read")
                    && !text.contains("()")
                    && text.chars().count() < 400,
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
}
