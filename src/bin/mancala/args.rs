//! What the commands share: the tool's one error type, the argument groups flattened into
//! each command (the game and its options, the moves played, the search's aids, the Kalah
//! solver's settings), and what they are turned into.

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use mancala::games::formats::read_position;
use mancala::games::kalah::{KalahPosition, KalahRules};
use mancala::games::{split_pair, Game, GameId, GameRecord, OptionError, Position, RuleOptions};
use mancala::search::book::Book;
use mancala::search::endgames::Endgames;
use mancala::search::solve::KalahSolver;
use mancala::search::Evaluate;

/// Why a command failed: printed on stderr after `mancala: `, with exit status 2.
#[derive(Debug)]
pub struct Error(pub String);

impl Error {
    /// The error of anything that says what went wrong.
    pub fn new(why: impl fmt::Display) -> Error {
        Error(why.to_string())
    }
}

impl From<String> for Error {
    fn from(message: String) -> Error {
        Error(message)
    }
}

impl From<&str> for Error {
    fn from(message: &str) -> Error {
        Error(message.to_owned())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a command answers on stdout: a line, or nothing (it printed as it went).
pub type Answer = Result<String, Error>;

/// One line of JSON.
pub fn json(value: &impl Serialize) -> String {
    // The tool's types serialize to JSON without fail: no map with keys that are not
    // strings, no type that refuses.
    serde_json::to_string(value).expect("the tool's JSON types serialize")
}

/// The game a command is about, and its rule options.
#[derive(Args, Clone, Debug)]
pub struct GameArgs {
    /// The game id: {games}.
    #[arg(index = 1)]
    pub game: String,
    /// A rule option, e.g. --opt seeds=5 (repeatable).
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

impl GameArgs {
    /// The game's id.
    pub fn id(&self) -> Result<GameId, Error> {
        self.game.parse::<GameId>().map_err(Error::new)
    }

    /// The rules of the game with the `--opt KEY=VALUE` options.
    pub fn rules<R: RuleOptions>(&self) -> Result<R, Error> {
        let game = self.id()?;
        let pairs = split_options(&self.options)?;
        R::for_game(game)
            .ok_or_else(|| format!("{} is not played here", game.as_str()))?
            .with_pairs(pairs)
            .map_err(Error::new)
    }

    /// Kalah's rules, for the commands of its solver.
    pub fn kalah(&self) -> Result<KalahRules, Error> {
        match self.id()? {
            GameId::Kalah => self.rules(),
            other => Err(format!("only kalah can be solved, not {}", other.as_str()).into()),
        }
    }
}

/// `--opt KEY=VALUE` options as pairs.
pub fn split_options(options: &[String]) -> Result<Vec<(&str, &str)>, Error> {
    (options.iter())
        .map(|text| split_pair(text))
        .collect::<Result<Vec<_>, OptionError>>()
        .map_err(Error::new)
}

/// A game and the moves played in it so far.
#[derive(Args, Clone, Debug)]
pub struct PlayedArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Moves in the game's notation (two-row games: the mover's house number, 1 = the
    /// mover's leftmost; Calcala: B3-E; Roocala: c3, c3:N, c3+, c3:N+, b2-b5).
    #[arg(index = 2, allow_hyphen_values = true)]
    pub moves: Vec<String>,
    /// The position the moves start from, in our position text (docs/RULES.md section 8,
    /// e.g. 4.4.4.4.4.4:0/4.4.4.4.4.4:0/s), rather than the rules' start.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
}

impl PlayedArgs {
    /// A link's game: its game, its options before `--opt`'s, its start position (unless
    /// `--position` gives one) and its moves before the MOVEs given, so that a shared game
    /// can be examined and played on; a game id as it is.
    pub fn opened(&self) -> Result<PlayedArgs, Error> {
        let mut played = self.clone();
        let game = &played.game.game;
        if game.parse::<GameId>().is_ok() {
            return Ok(played);
        }
        let record = GameRecord::from_link(game).map_err(|e| format!("the link {game:?}: {e}"))?;
        played.game.game = record.game;
        let options = (record.options.iter()).map(|(key, value)| format!("{key}={value}"));
        played.game.options.splice(0..0, options);
        played.moves.splice(0..0, record.moves);
        if played.position.is_none() {
            played.position = record.position;
        }
        Ok(played)
    }

    /// The game: the moves replayed from `--position` or the rules' start.
    pub fn replay<P: Position>(&self, rules: P::Rules) -> Result<Game<P>, Error> {
        let start = match &self.position {
            Some(text) => {
                read_position::<P>(rules, text).map_err(|e| format!("--position: {e}"))?
            }
            None => P::new(rules),
        };
        match Game::replay_prefix_from(start, &self.moves) {
            (game, None) => Ok(game),
            (_, Some(e)) => Err(Error::new(e)),
        }
    }
}

/// What a search may use besides its level: an endgame database and an opening book.
#[derive(Args, Clone, Debug)]
pub struct AidArgs {
    /// Build an endgame database of every position with at most this many seeds on the
    /// board (Kalah, Awari, Ayo, Oware) and probe it in the search; 0: none.
    #[arg(long, default_value_t = 0)]
    pub endgames: u32,
    /// An opening book (`mancala book`, `mancala solve-book`): a position it holds is
    /// answered from it (in `match`, by the entries named `LEVEL:book`).
    #[arg(long)]
    pub book: Option<String>,
}

impl AidArgs {
    /// The book, read.
    pub fn read_book(&self) -> Result<Option<Book>, Error> {
        self.book.as_deref().map(read_book).transpose()
    }
}

/// Reads an opening book file.
pub fn read_book(path: &str) -> Result<Book, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    Book::from_text(&text).map_err(|e| format!("{path}: {e}").into())
}

/// What building an endgame database took.
#[derive(Clone, Debug, Serialize)]
pub struct EndgamesBuilt {
    pub seeds: u32,
    pub positions: usize,
    pub valued: u64,
    pub millis: u128,
}

/// The endgame database of `seeds` seeds for these rules (none for 0), and what its build
/// took.
pub fn build_endgames<P: Evaluate>(
    rules: &P::Rules,
    seeds: u32,
) -> Result<(Option<Arc<Endgames>>, Option<EndgamesBuilt>), Error> {
    if seeds == 0 {
        return Ok((None, None));
    }
    let started = Instant::now();
    let endgames = Endgames::build::<P>(rules, seeds).ok_or_else(|| {
        format!(
            "--endgames: {} has no endgame database (two-row games only, at most 40 seeds)",
            rules.game().as_str()
        )
    })?;
    let built = EndgamesBuilt {
        seeds: endgames.seeds(),
        positions: endgames.len(),
        valued: endgames.valued,
        millis: started.elapsed().as_millis(),
    };
    Ok((Some(Arc::new(endgames)), Some(built)))
}

/// How `solve`, `loss` and `solve-book` make their Kalah solver.
#[derive(Args, Clone, Debug)]
pub struct SolverArgs {
    /// The solver's transposition table: 2^BITS buckets of four 16-byte entries (64 bytes
    /// a bucket: 22 takes 256 MB), kept through the run.
    #[arg(long, default_value_t = 22, value_parser = clap::value_parser!(u32).range(4..=26))]
    pub table_bits: u32,
    /// Positions with at most this many seeds on the board are all solved first and
    /// kept (an endgame database of a byte a position, 256 MB at most unless
    /// --max-database-bytes allows more).
    #[arg(long, default_value_t = 16)]
    pub endgame_seeds: u32,
    /// A directory that keeps endgame databases: the database is read from its file
    /// there when one was written, and written there after it is built (built once
    /// per rules and size; a file that does not match is rebuilt, with a warning).
    #[arg(long, value_name = "DIR")]
    pub database_dir: Option<PathBuf>,
    /// The most memory the endgame database may take (a byte a position; fewer seeds
    /// than asked when they do not fit): bytes, or with a suffix K, M or G (powers of
    /// 1024). Kalah(6, n): 20 seeds take 226 MB, 22 seeds 548 MB, 24 seeds 1.25 GB, 26
    /// seeds 2.7 GB (twice that while it is read or written).
    #[arg(long, value_name = "BYTES", default_value = "256M", value_parser = parse_bytes)]
    pub max_database_bytes: u64,
}

impl SolverArgs {
    /// A solver for `position`'s rules: its endgame database read from the database
    /// directory when a file there holds it, else built (and then written there). A file
    /// that cannot be read or written costs a warning on stderr, never the solve.
    pub fn solver(&self, position: &KalahPosition) -> KalahSolver {
        let (bits, seeds, bytes) = (self.table_bits, self.endgame_seeds, self.max_database_bytes);
        let Some(dir) = &self.database_dir else {
            return KalahSolver::new_within(position, bits, seeds, bytes);
        };
        let path = dir.join(KalahSolver::database_file_name_within(
            position, seeds, bytes,
        ));
        match std::fs::read(&path) {
            Ok(file) => match KalahSolver::with_database_within(position, bits, seeds, bytes, file)
            {
                Ok(solver) => return solver,
                Err(why) => eprintln!(
                    "mancala: the endgame database {} is not used ({why}): building it again",
                    path.display()
                ),
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => eprintln!("mancala: cannot read {}: {e}", path.display()),
        }
        let solver = KalahSolver::new_within(position, bits, seeds, bytes);
        // Written beside its name, then renamed: a run stopped half-way leaves no file
        // that looks whole.
        let partial = path.with_extension("partial");
        let written = std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&partial, solver.database_bytes()))
            .and_then(|()| std::fs::rename(&partial, &path));
        if let Err(e) = written {
            eprintln!(
                "mancala: cannot keep the endgame database in {}: {e}",
                path.display()
            );
        }
        solver
    }
}

/// A size in bytes: a number, or one with a suffix K, M or G (powers of 1024).
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let (digits, unit) = match text.char_indices().last() {
        Some((at, 'K' | 'k')) => (&text[..at], 1u64 << 10),
        Some((at, 'M' | 'm')) => (&text[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&text[..at], 1 << 30),
        _ => (text, 1),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(unit))
        .ok_or_else(|| format!("`{text}` is not a size in bytes (e.g. 256M, 2G, 1000000)"))
}

/// Writes `text` to the file `path`.
pub fn write_file(path: &str, text: impl AsRef<[u8]>) -> Result<(), Error> {
    std::fs::write(path, text).map_err(|e| format!("{path}: {e}").into())
}
