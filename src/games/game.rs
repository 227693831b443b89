//! A game as it is saved and shared: the rules, the start and the moves. Positions are
//! derived by replaying the moves, so a corrupt record is refused by the same code that
//! refuses an illegal tap.

use std::convert::Infallible;
use std::fmt;

use super::options::{OptionError, RuleOptions};
use super::position::{ParseMoveError, Position};

/// A game in progress, with its whole history for undo and saving.
#[derive(Clone, Debug, PartialEq)]
pub struct Game<P: Position> {
    moves: Vec<P::Move>,
    /// `positions[0]` is the start; `positions[i]` follows `moves[..i]`.
    positions: Vec<P>,
    reports: Vec<P::Report>,
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
        write!(
            f,
            "move `{}` at ply {}: {}",
            self.text, self.ply, self.error
        )
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for ReplayError<E> {}

impl<P: Position> Game<P> {
    /// A new game under these rules.
    pub fn new(rules: P::Rules) -> Game<P> {
        Game {
            moves: Vec::new(),
            positions: vec![P::new(rules)],
            reports: Vec::new(),
        }
    }

    /// A game that starts from a given position (a set-up for a puzzle or a test).
    pub fn from_position(start: P) -> Game<P> {
        Game {
            moves: Vec::new(),
            positions: vec![start],
            reports: Vec::new(),
        }
    }

    /// Replays moves written in notation from the start.
    pub fn replay<S: AsRef<str>>(
        rules: P::Rules,
        moves: &[S],
    ) -> Result<Game<P>, ReplayError<P::Error>> {
        let mut game = Game::<P>::new(rules);
        for (i, text) in moves.iter().enumerate() {
            let text = text.as_ref();
            let fail = |error| ReplayError {
                ply: i + 1,
                text: text.to_owned(),
                error,
            };
            let m = game
                .position()
                .parse_move(text)
                .map_err(|e| fail(MoveError::Malformed(e)))?;
            game.play(m).map_err(|e| fail(MoveError::Illegal(e)))?;
        }
        Ok(game)
    }

    /// The rules of this game.
    pub fn rules(&self) -> &P::Rules {
        self.start().rules()
    }

    /// The starting position.
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// Every position so far: the start first, the current position last.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// What each move played did, in the order played.
    pub fn reports(&self) -> &[P::Report] {
        &self.reports
    }

    /// What the last move did; `None` at the start.
    pub fn last_report(&self) -> Option<&P::Report> {
        self.reports.last()
    }

    /// Plays a move; a refused move leaves the game unchanged. In games with the rule, the
    /// third occurrence of a position ends the game.
    pub fn play(&mut self, m: P::Move) -> Result<&P::Report, P::Error> {
        let (mut next, mut report) = self.position().play(m)?;
        if P::REPETITION_ENDS
            && next.outcome().is_none()
            && self.positions.iter().filter(|&p| *p == next).count() >= 2
        {
            if let Some(ended) = next.end_by_repetition() {
                ended.note_end(&mut report);
                next = ended;
            }
        }
        self.moves.push(m);
        self.positions.push(next);
        self.reports.push(report);
        Ok(self.reports.last().unwrap_or_else(|| unreachable!()))
    }

    /// Takes back the last move; `None` at the start.
    pub fn undo(&mut self) -> Option<P::Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.reports.pop();
        Some(m)
    }

    /// The record that saves this game.
    pub fn to_record(&self) -> GameRecord {
        GameRecord {
            game: self.rules().game().as_str().to_owned(),
            options: self.rules().to_pairs(),
            moves: self.moves.iter().map(|m| m.to_string()).collect(),
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
        let rules = record
            .game
            .parse()
            .ok()
            .and_then(P::Rules::for_game)
            .ok_or_else(|| RecordError::WrongGame(record.game.clone()))?
            .with_pairs(record.options.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(RecordError::Options)?;
        Game::replay(rules, &record.moves).map_err(|e| RecordError::Move(Box::new(e)))
    }
}

/// A saved or shared game as raw, unchecked data: it becomes a [`Game`] only through
/// [`Game::from_record`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRecord {
    /// The game id (`kalah`).
    pub game: String,
    /// The options in force as `(key, value)`, each key once, in the order of the game's
    /// option table (or of the text read).
    pub options: Vec<(String, String)>,
    /// The moves in notation.
    pub moves: Vec<String>,
}

/// The longest record text read: far more than any game's moves, small enough that a giant
/// or garbage text is refused at once.
const MAX_RECORD_TEXT: usize = 64 * 1024;

impl GameRecord {
    /// The record as one line of text: the game id, then its options and moves as a query,
    /// e.g. `kalah?transfer=always&seeds=5&moves=3.1.6` (moves in docs/RULES.md notation, joined
    /// by dots, which no notation uses).
    pub fn to_text(&self) -> String {
        let mut params: Vec<String> = self
            .options
            .iter()
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
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
            if key == "moves" {
                record.moves = value.split('.').map(str::to_owned).collect();
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
}

impl fmt::Display for Refusal<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::WrongGame(game) => write!(f, "it is a game of `{game}`"),
            Refusal::Options(e) => e.fmt(f),
            Refusal::TooLong(len) => write!(f, "it is too long ({len} characters)"),
            Refusal::NoGame => f.write_str("it names no game"),
            Refusal::NotKeyValue(param) => write!(f, "`{param}` is not of the form KEY=VALUE"),
            Refusal::OptionGivenTwice(key) => write!(f, "option `{key}` is given twice"),
            Refusal::BrokenEscape => f.write_str("it has a broken %-escape"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for RecordError<E> {}
