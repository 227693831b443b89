//! `mancala uci`: the computer opponent as a long-lived engine that speaks the part of the
//! Universal Chess Interface (UCI, Stefan Meyer-Kahlen, 2000) that mancala engines use, as
//! Aalina's Oware engine does: so that a match runner (`mancala versus`) can play it
//! against another program move by move, side by side at equal time.
//!
//! Commands, one a line on stdin:
//! - `uci`: the engine's name, then `uciok`;
//! - `isready`: `readyok`, once the engine is ready (the first builds Kalah's solver);
//! - `ucinewgame`: forget the table;
//! - `position startpos [moves M ...]`: the game from the start, moves in the game's own
//!   notation (`mancala replay`'s). The table is kept while each position continues the
//!   one before (a game being played), and forgotten otherwise;
//! - `go [movetime MS] [depth N]`: `info depth … score cp … nodes … time … pv …`, then
//!   `bestmove M` (`bestmove (none)` once the game is over). Without limits, the level's own
//!   budget. A position the engine's opening book holds (`--book`) is answered from it
//!   (`info depth D score cp S nodes 0 time 0 string book`), as the app's Expert does;
//! - `setoption …`, `stop`, `ponderhit`: accepted and ignored (the search is synchronous and
//!   never ponders);
//! - `quit` (or the end of stdin).
//!
//! Anything else, or a move the game does not allow, is answered with `info string error: …`
//! and the engine goes on with the position it had: bad input never ends it.

use std::io::{BufRead, Write};
use std::sync::Arc;

use clap::Args;

use mancala::games::{Game, RuleOptions};
use mancala::search::analysis::Budgets;
use mancala::search::book::Book;
use mancala::search::endgames::Endgames;
use mancala::search::matches::{parse_level_name, timed_search, Variant};
use mancala::search::{Evaluate, Level, Limits, Memory, Settings};

use crate::args::{build_endgames, AidArgs, Answer, Error, GameArgs};

#[derive(Args, Clone, Debug)]
pub struct UciArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The level, with variants as in `match` (`expert`, `expert:noendgames`); `go
    /// movetime` or `go depth` replaces its budget.
    #[arg(long, default_value = "expert")]
    pub level: String,
    /// The seed of the levels that make mistakes.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[command(flatten)]
    pub aids: AidArgs,
    /// Kalah: the endgame database of Expert's exact tries of the solver, every
    /// position of at most this many seeds (a byte each: 16 seeds take 17 MB and
    /// about 8 s to build, 18 seeds 86 MB), built at the first `isready` or `go`;
    /// the app's worker has 10.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(0..=22))]
    pub exact_seeds: u32,
    /// Kalah: the exact tries' solver table, 2^BITS buckets of 64 bytes (20: 67 MB;
    /// the app's worker: 18, 16.8 MB).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(4..=26))]
    pub exact_table_bits: u32,
}

pub fn run(args: &UciArgs) -> Answer {
    let id = args.game.id()?;
    mancala::with_position!(id, P => uci::<P>(args))
}

/// The engine of these arguments, serving stdin and stdout.
fn uci<P: Evaluate>(args: &UciArgs) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    let (level, variant) = parse_level_name(&args.level)?;
    let (endgames, _) = build_endgames::<P>(&rules, args.aids.endgames)?;
    let engine = Engine::<P> {
        rules,
        level,
        variant,
        seed: args.seed,
        endgames,
        book: args.aids.read_book()?,
        exact: Budgets {
            endgame_seeds: args.exact_seeds,
            solver_table_bits: args.exact_table_bits,
            ..Budgets::PLAY
        },
    };
    serve(&engine, std::io::stdin().lock(), std::io::stdout().lock())
        .map_err(|e| Error(format!("uci: {e}")))?;
    Ok(String::new())
}

/// What the engine plays with besides its level.
pub struct Engine<P: Evaluate> {
    pub rules: P::Rules,
    pub level: Level,
    pub variant: Variant,
    pub seed: u64,
    pub endgames: Option<Arc<Endgames>>,
    /// Positions answered without a search.
    pub book: Option<Book>,
    /// Kalah: the solver of Expert's exact tries (its table and endgame database).
    pub exact: Budgets,
}

/// Reads commands from `input` and answers on `output` until `quit` or the end of input.
pub fn serve<P: Evaluate>(
    engine: &Engine<P>,
    input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<()> {
    let mut memory = Memory::new();
    memory.set_endgames(engine.endgames.clone());
    let mut played = Played {
        game: Game::<P>::new(engine.rules),
        moves: Vec::new(),
    };
    // Kalah's solver (its endgame database takes seconds to build) is made at the first
    // `isready` or `go`, as UCI asks of an engine's long preparations: `uciok` comes at
    // once, and a match runner's `isready` waits for it.
    let mut prepared = false;
    for line in input.lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        if !prepared && matches!(words.first(), Some(&"isready" | &"go")) {
            memory.set_exact_budgets(&engine.exact, played.game.position());
            prepared = true;
        }
        match words.as_slice() {
            [] => {}
            ["uci", ..] => {
                writeln!(output, "id name mancala {}", env!("CARGO_PKG_VERSION"))?;
                writeln!(output, "id author the mancala project")?;
                writeln!(output, "uciok")?;
            }
            ["isready", ..] => writeln!(output, "readyok")?,
            ["ucinewgame", ..] => {
                memory.clear();
                played = Played {
                    game: Game::new(engine.rules),
                    moves: Vec::new(),
                };
            }
            ["position", "startpos", rest @ ..] => {
                if let Err(e) = played.set(engine.rules, rest, &mut memory) {
                    writeln!(output, "info string error: {e}; the position is unchanged")?
                }
            }
            ["go", limits @ ..] => go(engine, limits, &played.game, &mut memory, &mut output)?,
            ["quit", ..] => break,
            ["setoption" | "stop" | "ponderhit" | "debug", ..] => {}
            [word, ..] => writeln!(output, "info string error: unknown command `{word}`")?,
        }
        output.flush()?;
    }
    Ok(())
}

/// The game being played, and its moves as given.
struct Played<P: Evaluate> {
    game: Game<P>,
    moves: Vec<String>,
}

impl<P: Evaluate> Played<P> {
    /// `position startpos [moves M ...]`: the game from the start; the table is kept
    /// while the position continues the one before.
    fn set(&mut self, rules: P::Rules, rest: &[&str], memory: &mut Memory) -> Result<(), String> {
        let given: Vec<String> = match rest {
            [] => Vec::new(),
            ["moves", list @ ..] => list.iter().map(|m| (*m).to_owned()).collect(),
            _ => return Err("expected `moves` after `startpos`".to_owned()),
        };
        let replayed = Game::<P>::replay(rules, &given).map_err(|e| e.to_string())?;
        if !given.starts_with(&self.moves) {
            memory.clear();
        }
        self.game = replayed;
        self.moves = given;
        Ok(())
    }
}

/// `go`: the move of the book or of the search, with an `info` line before it.
fn go<P: Evaluate>(
    engine: &Engine<P>,
    limits: &[&str],
    game: &Game<P>,
    memory: &mut Memory,
    output: &mut impl Write,
) -> std::io::Result<()> {
    let from_book = engine.book.as_ref().and_then(|b| b.lookup(game));
    match (go_settings(engine, limits), from_book) {
        (Err(e), _) => writeln!(output, "info string error: {e}"),
        (Ok(_), Some(found)) => {
            writeln!(
                output,
                "info depth {} score cp {} nodes 0 time 0 string book",
                found.depth, found.score
            )?;
            writeln!(output, "bestmove {}", found.best)
        }
        (Ok(settings), None) => match timed_search(game, &settings, memory) {
            (Some(found), micros) => {
                let pv: Vec<String> = found.pv.iter().map(|m| m.to_string()).collect();
                writeln!(
                    output,
                    "info depth {} score cp {} nodes {} time {} pv {}",
                    found.depth,
                    found.score,
                    found.nodes,
                    micros / 1000,
                    pv.join(" ")
                )?;
                writeln!(output, "bestmove {}", found.best)
            }
            (None, _) => writeln!(output, "bestmove (none)"),
        },
    }
}

/// The settings of one `go`: a clock or a depth replaces the level's budget (without its
/// noise, as `match --millis` does); none keeps the level as it plays in the app.
fn go_settings<P: Evaluate>(engine: &Engine<P>, words: &[&str]) -> Result<Settings, String> {
    let mut limits = Limits::default();
    let mut rest = words.iter();
    while let Some(word) = rest.next() {
        let mut number = |name: &str| -> Result<u64, String> {
            rest.next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("`go {name}` needs a number"))
        };
        match *word {
            "movetime" => limits.millis = Some(number("movetime")?),
            "depth" => {
                let depth = number("depth")?;
                limits.depth = Some(u32::try_from(depth).map_err(|_| "`go depth` is too large")?);
            }
            "infinite" => {}
            other => {
                return Err(format!(
                    "unknown `go` limit `{other}` (known: movetime, depth)"
                ))
            }
        }
    }
    let mut settings = engine.level.settings(engine.rules.game(), engine.seed);
    if limits.millis.is_some() || limits.depth.is_some() {
        settings.limits = limits;
        settings.noise = None;
    }
    engine.variant.apply(&mut settings);
    Ok(settings)
}
