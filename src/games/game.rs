//! A game as it is saved and shared: the rules, the start and the moves. Positions are
//! derived by replaying the moves, so a corrupt record is refused by the same code that
//! refuses an illegal tap.

use std::convert::Infallible;
use std::fmt;
use std::rc::Rc;

use super::formats::{position_text, read_position, PositionError};
use super::options::{OptionError, RuleOptions};
use super::position::{ParseMoveError, Position};
use crate::i18n::msg;

/// A game in progress, with its whole history for undo and saving.
///
/// The history is a persistent list (as in functional languages' lists, or a "spaghetti
/// stack"): each move played is a node holding the move, the position it made and what it
/// did, pointing back at the node before it, and every copy of the game that has played
/// that move shares the node. So a copy of a game costs two reference counts, a move one
/// node and an undo nothing, whatever the game's length: the game screen keeps the game of
/// each state it goes through without copying its history. A position looked up by its
/// ply is found by walking back from the last move, which is short for the plies a screen
/// asks for (the last few); [`Game::played`] walks the whole history once.
pub struct Game<P: Position> {
    start: Rc<P>,
    last: Option<Rc<Played<P>>>,
}

/// One move of a game's history: the move, the position after it and what it did.
pub struct Played<P: Position> {
    /// The ply of this move, counted from 1.
    number: usize,
    played_move: P::Move,
    position: P,
    report: P::Report,
    before: Option<Rc<Played<P>>>,
}

impl<P: Position> Played<P> {
    /// The ply of this move, counted from 1 (the position after it is the game's after
    /// `number` moves).
    pub fn number(&self) -> usize {
        self.number
    }

    /// The move.
    pub fn played_move(&self) -> P::Move {
        self.played_move
    }

    /// The position the move made.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// What the move did.
    pub fn report(&self) -> &P::Report {
        &self.report
    }
}

impl<P: Position> Clone for Game<P> {
    fn clone(&self) -> Self {
        Game {
            start: Rc::clone(&self.start),
            last: self.last.clone(),
        }
    }
}

impl<P: Position> Drop for Game<P> {
    /// Drops the nodes no other game shares one at a time, rather than each dropping the
    /// one before it (a recursion as deep as the game is long).
    fn drop(&mut self) {
        let mut next = self.last.take();
        while let Some(node) = next {
            next = match Rc::try_unwrap(node) {
                Ok(mut played) => played.before.take(),
                Err(_) => None,
            };
        }
    }
}

impl<P: Position> PartialEq for Game<P> {
    /// Two games are equal when they start alike and have the same moves (the positions
    /// and reports follow from those).
    fn eq(&self, other: &Self) -> bool {
        let shared = match (&self.last, &other.last) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        (shared
            || self
                .played()
                .map(Played::played_move)
                .eq(other.played().map(Played::played_move)))
            && (Rc::ptr_eq(&self.start, &other.start) || self.start == other.start)
    }
}

impl<P: Position> fmt::Debug for Game<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("start", &self.start)
            .field("moves", &self.moves())
            .finish()
    }
}

/// Why a move given as text was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<E> {
    /// The text is not a move of this game.
    Malformed(ParseMoveError),
    /// The move is not legal in the position.
    Illegal(E),
}

impl<E: fmt::Display> fmt::Display for MoveError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(e) => e.fmt(f),
            MoveError::Illegal(e) => e.fmt(f),
        }
    }
}

/// A move of a replayed list that could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError<E> {
    /// The ply the move was for, counted from 1.
    pub ply: usize,
    /// The move as written.
    pub text: String,
    /// Why it was refused.
    pub error: MoveError<E>,
}

impl<E: fmt::Display> fmt::Display for ReplayError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ply = &self.ply.to_string();
        if self.text.is_empty() {
            return f.write_str(&msg::RecordMoveEmpty { ply }.text());
        }
        f.write_str(
            &msg::RecordMoveRefused {
                text: &self.text,
                ply,
                why: &self.error.to_string(),
            }
            .text(),
        )
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for ReplayError<E> {}

impl<P: Position> Game<P> {
    /// A new game under these rules.
    pub fn new(rules: P::Rules) -> Game<P> {
        Game::from_position(P::new(rules))
    }

    /// A game that starts from a given position (a set-up for a puzzle or a test).
    pub fn from_position(start: P) -> Game<P> {
        Game {
            start: Rc::new(start),
            last: None,
        }
    }

    /// Replays moves written in notation from the start.
    pub fn replay<S: AsRef<str>>(
        rules: P::Rules,
        moves: &[S],
    ) -> Result<Game<P>, ReplayError<P::Error>> {
        match Game::replay_prefix(rules, moves) {
            (game, None) => Ok(game),
            (_, Some(error)) => Err(error),
        }
    }

    /// Replays moves written in notation from the start as far as they play: the game up
    /// to the first move refused, and that move's refusal (`None` when every move played).
    pub fn replay_prefix<S: AsRef<str>>(
        rules: P::Rules,
        moves: &[S],
    ) -> (Game<P>, Option<ReplayError<P::Error>>) {
        Game::replay_prefix_from(P::new(rules), moves)
    }

    /// Replays moves written in notation from `start`, as [`Game::replay_prefix`] does from
    /// the rules' start.
    pub fn replay_prefix_from<S: AsRef<str>>(
        start: P,
        moves: &[S],
    ) -> (Game<P>, Option<ReplayError<P::Error>>) {
        let mut game = Game::from_position(start);
        for (i, text) in moves.iter().enumerate() {
            let text = text.as_ref();
            let fail = |error| ReplayError {
                ply: i + 1,
                text: text.to_owned(),
                error,
            };
            let played = match game.position().parse_move(text) {
                Ok(m) => game
                    .play(m)
                    .map(|_| ())
                    .map_err(|e| fail(MoveError::Illegal(e))),
                Err(e) => Err(fail(MoveError::Malformed(e))),
            };
            if let Err(error) = played {
                return (game, Some(error));
            }
        }
        (game, None)
    }

    /// The rules of this game.
    pub fn rules(&self) -> &P::Rules {
        self.start().rules()
    }

    /// The starting position.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.last
            .as_ref()
            .map_or(&self.start, |last| &last.position)
    }

    /// The number of moves played so far.
    pub fn moves_played(&self) -> usize {
        self.last.as_ref().map_or(0, |last| last.number)
    }

    /// The moves played, newest first, each with the position it made and what it did.
    pub fn played(&self) -> impl Iterator<Item = &Played<P>> {
        std::iter::successors(self.last.as_deref(), |played| played.before.as_deref())
    }

    /// The move of ply `ply` (counted from 1), if that many moves were played.
    fn ply(&self, ply: usize) -> Option<&Played<P>> {
        self.played()
            .find(|played| played.number <= ply)
            .filter(|played| played.number == ply)
    }

    /// The position after `ply` moves (the start for 0); `None` past the last move.
    pub fn position_after(&self, ply: usize) -> Option<&P> {
        match ply {
            0 => Some(self.start()),
            _ => self.ply(ply).map(Played::position),
        }
    }

    /// The position before the last move; `None` at the start.
    pub fn previous_position(&self) -> Option<&P> {
        self.position_after(self.moves_played().checked_sub(1)?)
    }

    /// The `index`th move played (from 0), with what it did.
    pub fn move_at(&self, index: usize) -> Option<&Played<P>> {
        self.ply(index + 1)
    }

    /// The moves played so far, in the order played.
    pub fn moves(&self) -> Vec<P::Move> {
        let mut moves: Vec<P::Move> = self.played().map(Played::played_move).collect();
        moves.reverse();
        moves
    }

    /// Every position so far, the start first and the current position last.
    pub fn positions(&self) -> Vec<&P> {
        let mut positions: Vec<&P> = self.played().map(Played::position).collect();
        positions.push(self.start());
        positions.reverse();
        positions
    }

    /// What the last move did; `None` at the start.
    pub fn last_report(&self) -> Option<&P::Report> {
        self.last.as_ref().map(|last| &last.report)
    }

    /// Plays a move; a refused move leaves the game unchanged. In games with the rule, the
    /// third occurrence of a position ends the game.
    pub fn play(&mut self, m: P::Move) -> Result<&P::Report, P::Error> {
        let (mut next, mut report) = self.position().play(m)?;
        if P::REPETITION_ENDS && next.outcome().is_none() && self.occurrences(&next) >= 2 {
            if let Some(ended) = next.end_by_repetition() {
                ended.note_end(&mut report);
                next = ended;
            }
        }
        let played = Rc::new(Played {
            number: self.moves_played() + 1,
            played_move: m,
            position: next,
            report,
            before: self.last.take(),
        });
        Ok(&self.last.insert(played).report)
    }

    /// Whether this game is `earlier` with none or more moves added, sharing its history
    /// rather than holding a copy of it.
    pub fn continues(&self, earlier: &Game<P>) -> bool {
        Rc::ptr_eq(&self.start, &earlier.start)
            && match &earlier.last {
                None => true,
                Some(last) => self.played().any(|played| std::ptr::eq(played, &**last)),
            }
    }

    /// How many times `position` has been on the board so far.
    fn occurrences(&self, position: &P) -> usize {
        let played = self
            .played()
            .filter(|played| played.position == *position)
            .count();
        played + usize::from(*self.start == *position)
    }

    /// Takes back the last move; `None` at the start.
    pub fn undo(&mut self) -> Option<P::Move> {
        let last = self.last.take()?;
        self.last = last.before.clone();
        Some(last.played_move)
    }

    /// Whether the game starts from the rules' own start (rather than a position set up).
    pub fn starts_at_the_start(&self) -> bool {
        *self.start == P::new(*self.rules())
    }

    /// The record that saves this game: the start position too, where it is not the rules'.
    pub fn to_record(&self) -> GameRecord {
        GameRecord {
            game: self.rules().game().as_str().to_owned(),
            options: self.rules().to_pairs(),
            position: (!self.starts_at_the_start()).then(|| position_text(self.start())),
            moves: self.moves().iter().map(|m| m.to_string()).collect(),
        }
    }

    /// The record of a link to this game: [`Game::to_record`] with only the options that
    /// differ from the game's defaults, so that links stay short (docs/RULES.md's defaults are
    /// part of the format: a link means the same game as long as they do not change).
    pub fn to_link_record(&self) -> GameRecord {
        let defaults = P::Rules::for_game(self.rules().game()).map(|rules| rules.to_pairs());
        self.to_record().without(&defaults.unwrap_or_default())
    }

    /// Rebuilds a game from a record, checking the game, every option and every move.
    pub fn from_record(record: &GameRecord) -> Result<Game<P>, RecordError<P::Error>> {
        match Game::from_record_prefix(record)? {
            (game, None) => Ok(game),
            (_, Some(e)) => Err(RecordError::Move(Box::new(e))),
        }
    }

    /// Rebuilds as much of a game from a record as can be: the game, every option and the
    /// moves as far as they play. A record of another game or with a refused option gives
    /// no game (`Err`); a refused move gives the game before it, with that move's refusal
    /// (for a shared link, whose valid start is worth opening). Saves and the command-line
    /// tool read records whole, with [`Game::from_record`].
    pub fn from_record_prefix(record: &GameRecord) -> Result<Prefix<P>, RecordError<P::Error>> {
        let rules = record
            .game
            .parse()
            .ok()
            .and_then(P::Rules::for_game)
            .ok_or_else(|| RecordError::WrongGame(record.game.clone()))?
            .with_pairs(record.options.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(RecordError::Options)?;
        let start = match &record.position {
            Some(text) => read_position::<P>(rules, text).map_err(RecordError::Position)?,
            None => P::new(rules),
        };
        Ok(Game::replay_prefix_from(start, &record.moves))
    }
}

/// A game replayed as far as its moves play, with the refusal of the move where it stopped
/// (`None` when every move played): [`Game::from_record_prefix`].
pub type Prefix<P> = (Game<P>, Option<ReplayError<<P as Position>::Error>>);

/// A saved or shared game as raw, unchecked data: it becomes a [`Game`] only through
/// [`Game::from_record`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRecord {
    /// The game id (`kalah`).
    pub game: String,
    /// The options in force as `(key, value)`, each key once, in the order of the game's
    /// option table (or of the text read).
    pub options: Vec<(String, String)>,
    /// The position the game starts from, in our position text (`games::formats::
    /// position_text`), where it is not the rules' start: `None` in every record written
    /// before positions could be set up, which opens as it always did.
    pub position: Option<String>,
    /// The moves in notation.
    pub moves: Vec<String>,
}

/// The longest record text read: far more than any game's moves, small enough that a giant
/// or garbage text is refused at once.
const MAX_RECORD_TEXT: usize = 64 * 1024;

impl GameRecord {
    /// The record as one line of text: the game id, then its options, its start position
    /// where it has one and its moves as a query, e.g. `kalah?transfer=always&seeds=5&moves=3.1.6`
    /// (moves in docs/RULES.md notation, joined by dots, which no notation uses), or
    /// `kalah?position=0.0.6.6.6.6:0/4.4.4.4.4.4:0/n&moves=2` (a start in our position text,
    /// whose characters a link's query carries as they are).
    pub fn to_text(&self) -> String {
        let mut params: Vec<String> = self
            .options
            .iter()
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
        if let Some(position) = &self.position {
            params.push(format!("position={position}"));
        }
        if !self.moves.is_empty() {
            params.push(format!("moves={}", self.moves.join(".")));
        }
        if params.is_empty() {
            self.game.clone()
        } else {
            format!("{}?{}", self.game, params.join("&"))
        }
    }

    /// The record without the options of `defaults` (pairs of key and value): a link's.
    pub fn without(mut self, defaults: &[(String, String)]) -> GameRecord {
        self.options.retain(|pair| !defaults.contains(pair));
        self
    }

    /// Reads a game's link: a whole address (`https://example.org/mancala/#/kalah?seeds=5&
    /// moves=3.1.6`), its fragment (`#/kalah?seeds=5&moves=3.1.6`) or the record's text
    /// alone, percent-encoded or not (a link passed through another app may come back with
    /// `%3A` for `:`). The fragment is [`GameRecord::to_text`]'s text after `#/`.
    pub fn from_link(link: &str) -> Result<GameRecord, RecordError> {
        if link.len() > MAX_RECORD_TEXT * 3 {
            return Err(RecordError::TooLong(link.len()));
        }
        let fragment = link.split_once('#').map_or(link, |(_, fragment)| fragment);
        let text = percent_decoded(fragment.trim_start_matches('/'))?;
        GameRecord::from_text(&text)
    }

    /// Reads a record written by [`GameRecord::to_text`]. Only the shape is checked here;
    /// [`Game::from_record`] checks the game, the options and every move.
    pub fn from_text(text: &str) -> Result<GameRecord, RecordError> {
        if text.len() > MAX_RECORD_TEXT {
            return Err(RecordError::TooLong(text.len()));
        }
        let (game, query) = text.split_once('?').unwrap_or((text, ""));
        if game.is_empty() {
            return Err(RecordError::NoGame);
        }
        let mut record = GameRecord {
            game: game.to_owned(),
            ..GameRecord::default()
        };
        for param in query.split('&').filter(|p| !p.is_empty()) {
            let Some((key, value)) = param.split_once('=') else {
                return Err(RecordError::NotKeyValue(param.to_owned()));
            };
            if key == "position" {
                if record.position.is_some() {
                    return Err(RecordError::OptionGivenTwice(key.to_owned()));
                }
                record.position = Some(value.to_owned());
            } else if key == "moves" {
                // `moves=` with nothing after it: no moves yet.
                let moves = value.split('.').filter(|_| !value.is_empty());
                record.moves = moves.map(str::to_owned).collect();
            } else if record.options.iter().any(|(k, _)| k == key) {
                return Err(RecordError::OptionGivenTwice(key.to_owned()));
            } else {
                record.options.push((key.to_owned(), value.to_owned()));
            }
        }
        Ok(record)
    }
}

/// `text` with each `%XX` replaced by the byte it stands for.
fn percent_decoded(text: &str) -> Result<String, RecordError> {
    let malformed = || RecordError::BrokenEscape;
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&byte, after)) = rest.split_first() {
        rest = after;
        if byte != b'%' {
            bytes.push(byte);
            continue;
        }
        let hex = rest
            .get(..2)
            .filter(|hex| hex.iter().all(u8::is_ascii_hexdigit))
            .ok_or_else(malformed)?;
        let digit = |d: u8| (d as char).to_digit(16).unwrap_or(0) as u8;
        bytes.push(digit(hex[0]) << 4 | digit(hex[1]));
        rest = &rest[2..];
    }
    String::from_utf8(bytes).map_err(|_| malformed())
}

/// Why a record could not become a game. `E` is the game's own reason for refusing a move
/// ([`Position::Error`]); reading a record's text alone, before any game is known, refuses
/// none ([`Infallible`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError<E = Infallible> {
    /// The record is of another game.
    WrongGame(String),
    /// An option is unknown or has a value the game does not allow.
    Options(OptionError),
    /// A move is malformed or illegal: which move, and why, in the game's own words (boxed:
    /// the other refusals, and a record read, stay small).
    Move(Box<ReplayError<E>>),
    /// The text is too long to be a record (its length, in bytes).
    TooLong(usize),
    /// The text names no game before its `?`.
    NoGame,
    /// A parameter is not of the form `KEY=VALUE`.
    NotKeyValue(String),
    /// An option is given twice.
    OptionGivenTwice(String),
    /// A `%` is not followed by two hexadecimal digits, or the decoded bytes are not UTF-8.
    BrokenEscape,
    /// The start position is not understood, or no position of the rules.
    Position(PositionError),
}

impl RecordError {
    /// This refusal of a record's text as the refusal of a game's record (whose moves the
    /// game refuses with `E`), to report both kinds as one.
    pub fn widen<E>(self) -> RecordError<E> {
        match self {
            RecordError::WrongGame(game) => RecordError::WrongGame(game),
            RecordError::Options(e) => RecordError::Options(e),
            RecordError::Move(e) => RecordError::Move(Box::new(ReplayError {
                ply: e.ply,
                text: e.text,
                error: match e.error {
                    MoveError::Malformed(e) => MoveError::Malformed(e),
                    MoveError::Illegal(never) => match never {},
                },
            })),
            RecordError::TooLong(len) => RecordError::TooLong(len),
            RecordError::NoGame => RecordError::NoGame,
            RecordError::NotKeyValue(param) => RecordError::NotKeyValue(param),
            RecordError::OptionGivenTwice(key) => RecordError::OptionGivenTwice(key),
            RecordError::BrokenEscape => RecordError::BrokenEscape,
            RecordError::Position(e) => RecordError::Position(e),
        }
    }
}

impl<E: fmt::Display> fmt::Display for RecordError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Only a move's refusal depends on the game: the rest is written by one function
        // for every game, rather than once per game's error type.
        let refusal = match self {
            RecordError::Move(e) => return e.fmt(f),
            RecordError::WrongGame(game) => Refusal::WrongGame(game),
            RecordError::Options(e) => Refusal::Options(e),
            RecordError::TooLong(len) => Refusal::TooLong(*len),
            RecordError::NoGame => Refusal::NoGame,
            RecordError::NotKeyValue(param) => Refusal::NotKeyValue(param),
            RecordError::OptionGivenTwice(key) => Refusal::OptionGivenTwice(key),
            RecordError::BrokenEscape => Refusal::BrokenEscape,
            RecordError::Position(e) => Refusal::Position(e),
        };
        refusal.fmt(f)
    }
}

/// A [`RecordError`] other than a move's, borrowed, for its `Display`.
enum Refusal<'a> {
    WrongGame(&'a str),
    Options(&'a OptionError),
    TooLong(usize),
    NoGame,
    NotKeyValue(&'a str),
    OptionGivenTwice(&'a str),
    BrokenEscape,
    Position(&'a PositionError),
}

impl fmt::Display for Refusal<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::WrongGame(game) => f.write_str(&msg::RecordWrongGame { game }.text()),
            Refusal::Options(e) => e.fmt(f),
            Refusal::TooLong(len) => f.write_str(
                &msg::RecordTooLong {
                    count: &len.to_string(),
                }
                .text(),
            ),
            Refusal::NoGame => f.write_str(&msg::RecordNoGame.text()),
            Refusal::NotKeyValue(text) => f.write_str(&msg::RecordNotKeyValue { text }.text()),
            Refusal::OptionGivenTwice(key) => f.write_str(&msg::RecordOptionTwice { key }.text()),
            Refusal::BrokenEscape => f.write_str(&msg::RecordBrokenEscape.text()),
            Refusal::Position(e) => f.write_str(
                &msg::RecordPosition {
                    why: &e.to_string(),
                }
                .text(),
            ),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for RecordError<E> {}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::kalah::{KalahPosition, KalahRules};

    type Kalah = Game<KalahPosition>;

    #[test]
    fn copies_share_the_history_and_go_their_own_ways() {
        let mut game = Kalah::replay(KalahRules::default(), &["3", "6", "1"]).unwrap();
        let copy = game.clone();
        let mut other = game.clone();
        game.play(game.position().legal_moves()[0]).unwrap();
        other.undo();
        other.play(other.position().legal_moves()[1]).unwrap();
        assert!(game.continues(&copy) && other.continues(&other.clone()));
        assert!(!other.continues(&copy) && !copy.continues(&game));
        // The copy is as it was.
        assert_eq!(
            copy,
            Kalah::replay(KalahRules::default(), &["3", "6", "1"]).unwrap()
        );
        assert_eq!((game.moves_played(), other.moves_played()), (4, 3));
        assert_eq!(game.moves()[..3], copy.moves()[..]);
        assert_eq!(other.moves()[..2], copy.moves()[..2]);
    }

    #[test]
    fn a_record_is_read_up_to_its_first_refused_move() {
        let record = GameRecord::from_text("kalah?seeds=5&moves=3.1.9.2").unwrap();
        let (game, stopped) = Kalah::from_record_prefix(&record).unwrap();
        assert_eq!(
            game,
            Kalah::replay(KalahRules::tournament(5), &["3", "1"]).unwrap()
        );
        let stopped = stopped.unwrap();
        assert_eq!((stopped.ply, stopped.text.as_str()), (3, "9"));
        assert!(matches!(stopped.error, MoveError::Malformed(_)));
        // The strict reader refuses the same record with the same reason.
        assert_eq!(
            Kalah::from_record(&record),
            Err(RecordError::Move(Box::new(stopped)))
        );
        // An illegal move: tray 3 is empty after 3, which gives Red another move.
        let record = GameRecord::from_text("kalah?moves=3.3").unwrap();
        let (game, stopped) = Kalah::from_record_prefix(&record).unwrap();
        assert_eq!(game.moves_played(), 1);
        assert!(matches!(
            stopped,
            Some(ReplayError {
                ply: 2,
                error: MoveError::Illegal(_),
                ..
            })
        ));
        // A whole record gives the whole game; a bad first move, the start.
        let whole = GameRecord::from_text("kalah?moves=3.1").unwrap();
        assert_eq!(
            Kalah::from_record_prefix(&whole).unwrap(),
            (Kalah::from_record(&whole).unwrap(), None)
        );
        let first = GameRecord::from_text("kalah?moves=x.1").unwrap();
        let (game, stopped) = Kalah::from_record_prefix(&first).unwrap();
        assert_eq!((game.moves_played(), stopped.map(|s| s.ply)), (0, Some(1)));
        // No game at all when the game or an option is refused.
        for bad in ["oware?moves=1", "kalah?seeds=99&moves=1"] {
            let record = GameRecord::from_text(bad).unwrap();
            assert!(Kalah::from_record_prefix(&record).is_err(), "{bad}");
        }
    }

    /// A game from a set-up position: South's first two houses emptied into North's
    /// store, North to move.
    fn edited() -> KalahPosition {
        let setup = KalahPosition::new(KalahRules::default()).setup();
        let text = "0.0.6.6.6.6:0/4.4.4.4.4.4:0/n";
        assert_ne!(
            crate::games::formats::position_text::write::<KalahPosition>(
                crate::games::GameId::Kalah,
                &setup
            ),
            text
        );
        read_position::<KalahPosition>(KalahRules::default(), text).unwrap()
    }

    #[test]
    fn a_game_from_a_set_up_position_carries_it_in_its_record_and_link() {
        let mut game = Kalah::from_position(edited());
        let m = game.position().parse_move("2").unwrap();
        game.play(m).unwrap();
        let record = game.to_record();
        assert_eq!(
            record.position.as_deref(),
            Some("0.0.6.6.6.6:0/4.4.4.4.4.4:0/n")
        );
        let link = game.to_link_record().to_text();
        assert_eq!(link, "kalah?position=0.0.6.6.6.6:0/4.4.4.4.4.4:0/n&moves=2");
        let read = GameRecord::from_link(&format!("https://example.org/m/#/{link}")).unwrap();
        assert_eq!(Kalah::from_record(&read), Ok(game.clone()));
        // Percent-encoded on its way, as some apps return links.
        let encoded = link.replace(':', "%3A").replace('/', "%2F");
        assert_eq!(
            Kalah::from_record(&GameRecord::from_link(&encoded).unwrap()),
            Ok(game)
        );
        // A game from the rules' start has no position in its record.
        let plain = Kalah::replay(KalahRules::default(), &["3"]).unwrap();
        assert_eq!(plain.to_record().position, None);
        assert!(plain.starts_at_the_start());
    }

    #[test]
    fn old_records_open_as_they_always_did() {
        // Texts of today's format, before positions could be set up.
        for (text, rules, moves) in [
            (
                "kalah?seeds=5&moves=3.1.6",
                KalahRules::tournament(5),
                &["3", "1", "6"][..],
            ),
            ("kalah", KalahRules::default(), &[][..]),
            ("kalah?moves=3.1", KalahRules::default(), &["3", "1"][..]),
        ] {
            let record = GameRecord::from_link(text).unwrap();
            assert_eq!(record.position, None);
            assert_eq!(
                Kalah::from_record(&record),
                Ok(Kalah::replay(rules, moves).unwrap())
            );
            assert_eq!(
                Kalah::from_record(&record)
                    .unwrap()
                    .to_link_record()
                    .to_text(),
                text
            );
        }
    }

    #[test]
    fn a_bad_start_position_is_refused_with_its_reason() {
        let record = GameRecord::from_text("kalah?position=4.4.4.4.4.4:1/4.4.4.4.4.4:0/s").unwrap();
        let err = Kalah::from_record(&record).unwrap_err();
        assert!(
            matches!(err, RecordError::Position(PositionError::Setup(_))),
            "{err:?}"
        );
        assert!(
            err.to_string()
                .starts_with("its start position: not a position of the game"),
            "{err}"
        );
        let record = GameRecord::from_text("kalah?position=4.4&moves=1").unwrap();
        assert!(matches!(
            Kalah::from_record_prefix(&record),
            Err(RecordError::Position(PositionError::Text(_)))
        ));
        assert_eq!(
            GameRecord::from_text("kalah?position=a&position=b"),
            Err(RecordError::OptionGivenTwice("position".to_owned()))
        );
    }

    #[test]
    fn plies_are_found_by_their_number() {
        let game = Kalah::replay(KalahRules::default(), &["3", "6", "1"]).unwrap();
        let positions = game.positions();
        assert_eq!(positions.len(), 4);
        for (ply, position) in positions.iter().enumerate() {
            assert_eq!(game.position_after(ply), Some(*position));
        }
        assert_eq!(game.position_after(4), None);
        assert_eq!(game.previous_position(), Some(positions[2]));
        assert_eq!(Kalah::new(KalahRules::default()).previous_position(), None);
        let second = game.move_at(1).unwrap();
        assert_eq!(
            (second.number(), second.played_move().to_string()),
            (2, "6".to_owned())
        );
        assert_eq!(game.move_at(3).map(Played::number), None);
        let newest: Vec<usize> = game.played().map(Played::number).collect();
        assert_eq!(newest, [3, 2, 1]);
        assert_eq!(game.last_report(), Some(game.move_at(2).unwrap().report()));
    }

    #[test]
    fn a_long_game_is_dropped_without_a_deep_recursion() {
        // A million moves, far more than any game: dropped one node at a time, not each
        // node dropping the one before it.
        let mut game = Game::<KalahPosition>::new(KalahRules::default());
        let start = game.position().clone();
        let mut long = Game::from_position(start);
        let m = game.position().legal_moves()[0];
        game.play(m).unwrap();
        for _ in 0..1_000_000 {
            // The same position again and again: the game is a long chain of nodes.
            long.last = Some(Rc::new(Played {
                number: long.moves_played() + 1,
                played_move: m,
                position: game.position().clone(),
                report: game.last_report().unwrap().clone(),
                before: long.last.take(),
            }));
        }
        assert_eq!(long.moves_played(), 1_000_000);
        let copy = long.clone();
        drop(long);
        assert_eq!(copy.moves_played(), 1_000_000);
    }

    proptest! {
        /// Any run of moves, undos and copies gives the games a plain list of the moves
        /// replayed from the start would give.
        #[test]
        fn the_shared_history_agrees_with_a_replay(steps in prop::collection::vec(0usize..8, 0..60)) {
            let rules = KalahRules::default();
            let mut games = vec![Kalah::new(rules)];
            for step in steps {
                let game = games.last_mut().unwrap();
                match step {
                    0 => { game.undo(); }
                    1 => { let copy = game.clone(); games.push(copy); }
                    _ => {
                        let legal = game.position().legal_moves();
                        if let Some(&m) = legal.get(step % legal.len().max(1)) {
                            game.play(m).unwrap();
                        }
                    }
                }
            }
            for game in &games {
                let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
                let replayed = Kalah::replay(rules, &moves).unwrap();
                prop_assert_eq!(game.positions(), replayed.positions());
                prop_assert_eq!(game.position(), replayed.position());
                prop_assert_eq!(game.last_report(), replayed.last_report());
                prop_assert_eq!(game, &replayed);
            }
        }
    }
}
