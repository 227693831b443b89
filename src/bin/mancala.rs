//! `mancala`, the command-line tool of RULES.md section 7: replays games and counts move
//! sequences for every game of the collection, finds the computer's move, plays levels
//! against each other and solves Kalah, printing JSON that checks can read.

use std::io::{Read, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use serde_json::{json, Map, Value};

use mancala::games::calcala::{CalcalaPosition, Cell};
use mancala::games::kalah::{KalahPosition, KalahRules};
use mancala::games::roocala::RoocalaPosition;
use mancala::games::two_row::{HomePosition, TwoRowPosition};
use mancala::games::{
    perft, split_pair, Game, GameId, GameRecord, OptionError, Player, Position, RuleOptions, Side,
};
use mancala::search::analysis::{Budgets, Coach};
use mancala::search::book::{self, Book, Expansion};
use mancala::search::endgames::Endgames;
use mancala::search::puzzles::{Generator, Puzzle};
use mancala::search::solve::{Bounds, KalahSolver, Solution};
use mancala::search::{self, Level, Limits, Memory, ParseLevelError, Rng, SearchResult, Settings};

#[path = "mancala/uci.rs"]
mod uci;

/// Replays and counts games of the mancala collection.
#[derive(Parser)]
#[command(name = "mancala", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Plays MOVEs from the start and prints the position and outcome as JSON.
    Replay {
        /// The game id: {games}; or a link to a game from the site's Share button (the
        /// address, or its fragment such as '#/kalah?seeds=5&moves=3.1.6'), whose options
        /// and moves come first.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Moves in the game's notation (two-row games: the mover's house number, 1 = the mover's leftmost; Calcala: B3-E; Roocala: c3, c3:N, c3+, c3:N+, b2-b5).
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Prints the move the computer would play after MOVEs, with its score and line, as JSON.
    Bestmove {
        /// The game id: {games}.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The level: easy, medium, hard or expert (the default: expert).
        #[arg(long, conflicts_with_all = ["depth", "millis"])]
        level: Option<String>,
        /// Search this many plies deep, without noise.
        #[arg(long)]
        depth: Option<u32>,
        /// Search for this many milliseconds, without noise.
        #[arg(long)]
        millis: Option<u64>,
        /// The seed of the levels that make mistakes.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Leave out a part of the search, to measure it: nogains, nokillers, nohistory,
        /// nobounds, noendgames, simple (the previous evaluation), nomargins; or `gains` to try the
        /// gains first with a level, `quiesce`, `nodes=N` (repeatable).
        #[arg(long)]
        variant: Vec<String>,
        /// Search every position of the game as it is replayed, with the same limits and
        /// one table, as a player of the game would: the last search starts from a warmed
        /// table. `nodes` and `millis` are the last search's.
        #[arg(long)]
        warm: bool,
        /// Build an endgame database of every position with at most this many seeds on
        /// the board (Kalah, Awari, Ayo, Oware) and probe it in the search; 0: none.
        #[arg(long, default_value_t = 0)]
        endgames: u32,
        /// An opening book (`mancala book`): a position it holds is answered from it.
        #[arg(long)]
        book: Option<String>,
        /// Moves played so far, in the game's notation.
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Plays levels against each other and prints each one's wins, draws, losses and mean
    /// margin as JSON; with two players also the pairs of games from one opening (one in
    /// each seat) it scored more of, as much and less (`pairs`); with three or four
    /// players, against each other entry, the games it ended with more captures, as many
    /// and fewer (`versus`).
    Match {
        /// The game id: {games}.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// South's level (two-player games). A level may be followed by variants of the
        /// search, to compare it with the search in play: `expert:fresh` starts every move
        /// with an empty table, `:nogains`, `:nokillers` and `:nohistory` leave out those
        /// move orderings, `:plain` all of them; `:gains` orders the gains first where the
        /// levels leave them out (Ayo, Oware, Roocala); `:nobounds` leaves out the cut-offs from the seeds left,
        /// `:noendgames` the endgame database; `:book` plays from `--book`; `:half` has half
        /// the level's node budget; `:simple` searches with the previous evaluation (the
        /// store difference and a quarter of a seed a seed in the houses); `:nomargins`
        /// ends a search at the first won or lost result it finds, without its margin;
        /// `:noexact` leaves out Expert's exact tries of the Kalah solver; `:quiesce` adds
        /// two plies of quiescence where the level has none; `:nodes=N` gives it a budget
        /// of N nodes a move.
        #[arg(long)]
        south: Option<String>,
        /// North's level (two-player games).
        #[arg(long)]
        north: Option<String>,
        /// Calcala: player 1's level.
        #[arg(long)]
        p1: Option<String>,
        /// Calcala: player 2's level.
        #[arg(long)]
        p2: Option<String>,
        /// Calcala: player 3's level.
        #[arg(long)]
        p3: Option<String>,
        /// Calcala: player 4's level.
        #[arg(long)]
        p4: Option<String>,
        /// Games to play; the levels change seats from one game to the next.
        #[arg(long, default_value_t = 2)]
        games: u32,
        /// The seed of the random openings and of the levels that make mistakes.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// How a game opens: two plies among all legal moves (random); two plies among the
        /// moves within a seed of the best at two plies (balanced), so that the opening
        /// gives neither side a lead; or six random plies, drawn again until a search
        /// twelve plies deep values the position within a seed of even (even), where
        /// balanced leaves one opening (Awari).
        #[arg(long, value_enum, default_value_t = Opening::Random)]
        opening: Opening,
        /// Every player searches this many milliseconds a move (a clock, without noise) in
        /// place of its level's node budget.
        #[arg(long)]
        millis: Option<u64>,
        /// Build an endgame database of every position with at most this many seeds on
        /// the board (Kalah, Awari, Ayo, Oware), probed by every entry's search (an entry
        /// `LEVEL:noendgames` leaves it out); 0: none.
        #[arg(long, default_value_t = 0)]
        endgames: u32,
        /// An opening book (`mancala book`), used by the entries named `LEVEL:book`.
        #[arg(long)]
        book: Option<String>,
    },
    /// Writes the endgame database of every position with at most SEEDS seeds on the
    /// board (Kalah, Awari, Ayo, Oware) to a file, as the computer's worker fetches it
    /// (static/endgames): a header of text naming the rules, the seeds and the checksum,
    /// then one byte a position. With --check, reads FILE back instead and says whether it
    /// holds exactly what a build for these rules gives.
    Endgames {
        /// The game id of a game with two rows of houses: {games}.
        game: String,
        /// A rule option, e.g. --opt grand-slam=capture (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The most seeds on the board of a position in the database.
        #[arg(long)]
        seeds: u32,
        /// The file to write (gzipped when its name ends in `.gz`).
        #[arg(long, required_unless_present = "check", conflicts_with = "check")]
        out: Option<String>,
        /// The file to check (read as gzip when its name ends in `.gz`).
        #[arg(long)]
        check: Option<String>,
    },
    /// Writes an opening book (text, one line a position) for `bestmove --book`, `match
    /// --book` and the computer's worker: with --plies, every position of the first PLIES
    /// plies searched for MILLIS milliseconds each; with --positions, POSITIONS grown by
    /// drop-out expansion from every position of the first ROOT_PLIES plies (the book's
    /// own lines and the opponent's deviations, cheapest first), each searched for MILLIS
    /// milliseconds by Expert's search.
    Book {
        /// The game id of a game for two players: {games}.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The positions after fewer than this many plies are searched.
        #[arg(
            long,
            required_unless_present = "positions",
            conflicts_with = "positions"
        )]
        plies: Option<u32>,
        /// The most positions in a book grown by drop-out expansion.
        #[arg(long)]
        positions: Option<usize>,
        /// With --positions: every position after fewer than this many plies is a root
        /// (3 by default: the two random plies of `match` and `loss` openings).
        #[arg(long)]
        root_plies: Option<u32>,
        /// With --positions: what the opponent's move other than the best costs, beyond
        /// its ply (4 by default).
        #[arg(long)]
        deviation_cost: Option<u32>,
        /// Milliseconds of search for each position.
        #[arg(long)]
        millis: u64,
        /// With --positions: a book of the same rules whose positions are taken as they
        /// are, not searched again (to grow a book further).
        #[arg(long)]
        from: Option<String>,
        /// The file to write.
        #[arg(long)]
        out: String,
    },
    /// Kalah's book of proven moves: grows an opening book by drop-out expansion from
    /// every position of the first ROOT_PLIES plies, each position solved (its move the
    /// solver's, its score the margin to the natural end, depth 255), the main lines first
    /// and the opponent's deviations after, until POSITIONS are held; positions with at
    /// most MIN_SEEDS seeds in play are left to Expert's own exact tries.
    SolveBook {
        /// The game id: only kalah can be solved.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The most positions in the book.
        #[arg(long)]
        positions: usize,
        /// Every position after fewer than this many plies is a root (3: the two random
        /// plies of `match` and `loss` openings).
        #[arg(long, default_value_t = 3)]
        root_plies: u32,
        /// What the opponent's move other than the best costs, beyond its ply.
        #[arg(long, default_value_t = 4)]
        deviation_cost: u32,
        /// Positions with at most this many seeds in play end a line.
        #[arg(long, default_value_t = 32)]
        min_seeds: u32,
        /// Seconds of solving allowed one position (one not solved in time ends its line).
        #[arg(long, default_value_t = 60)]
        max_seconds: u64,
        /// The solver's table: 2^BITS buckets of 64 bytes, kept through the build.
        #[arg(long, default_value_t = 24, value_parser = clap::value_parser!(u32).range(4..=26))]
        table_bits: u32,
        /// The solver's endgame database: every position of at most this many seeds.
        #[arg(long, default_value_t = 16)]
        endgame_seeds: u32,
        /// A directory that keeps endgame databases (as `solve --database-dir`).
        #[arg(long, value_name = "DIR")]
        database_dir: Option<std::path::PathBuf>,
        /// The most memory the endgame database may take (as `solve`).
        #[arg(long, value_name = "BYTES", default_value = "256M", value_parser = parse_bytes)]
        max_database_bytes: u64,
        /// The file to write (again every 50 positions, so that a long build can be cut).
        #[arg(long)]
        out: String,
    },
    /// Solves Kalah after MOVEs: South's final margin with perfect play to the natural end
    /// (without the early end, so a position the early end has finished is played on), and
    /// a best move, as JSON.
    Solve {
        /// The game id: only kalah can be solved.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The transposition table holds 2^BITS buckets of four 16-byte entries (64 bytes a
        /// bucket: 256 MB by default).
        #[arg(long, default_value_t = 22, value_parser = clap::value_parser!(u32).range(4..=26))]
        table_bits: u32,
        /// Positions with at most this many seeds on the board are all solved first and
        /// kept (an endgame database of a byte a position, 256 MB at most unless
        /// --max-database-bytes allows more).
        #[arg(long, default_value_t = 16)]
        endgame_seeds: u32,
        /// A directory that keeps endgame databases: the database is read from its file
        /// there when one was written, and written there after it is built (built once
        /// per rules and size; a file that does not match is rebuilt, with a warning).
        #[arg(long, value_name = "DIR")]
        database_dir: Option<std::path::PathBuf>,
        /// The most memory the endgame database may take (a byte a position; fewer seeds
        /// than asked when they do not fit): bytes, or with a suffix K, M or G (powers of
        /// 1024). Kalah(6, n): 20 seeds take 226 MB, 22 seeds 548 MB, 24 seeds 1.25 GB, 26
        /// seeds 2.7 GB (twice that while it is read or written).
        #[arg(long, value_name = "BYTES", default_value = "256M", value_parser = parse_bytes)]
        max_database_bytes: u64,
        /// Stop after this many seconds and print the bounds proven so far (`value` null,
        /// `lower` and `upper` South's margin at least and at most).
        #[arg(long)]
        max_seconds: Option<u64>,
        /// MTD(f)'s first guess at South's margin (by default a short run of the playing
        /// search's); one well below the value proves lower bounds early.
        #[arg(long, allow_hyphen_values = true)]
        first_guess: Option<i32>,
        /// Moves played so far, in the game's notation.
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Kalah's loss bench: plays GAMES games of LEVEL against itself from random two-ply
    /// openings and solves every position of them, to sum the seeds each move gives away
    /// against perfect play (final margin to the natural end); prints each game and the
    /// mean loss per game as JSON.
    Loss {
        /// The game id: only kalah can be solved.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Games to play.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// The seed of the random openings (and of the level's mistakes, if it makes any).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The level that plays both sides, e.g. expert.
        #[arg(long, default_value = "expert")]
        level: String,
        /// Another level for the other side (South in even games, North in odd ones):
        /// only the moves of `--level` are then counted, as against a player who strays
        /// from the book's lines.
        #[arg(long)]
        opponent: Option<String>,
        /// Seconds of solving allowed one position; the moves into and out of a position
        /// not solved in time are left out (and counted as such).
        #[arg(long, default_value_t = 30)]
        max_seconds: u64,
        /// The solver's table: 2^BITS buckets of 64 bytes, kept through all the games.
        #[arg(long, default_value_t = 23, value_parser = clap::value_parser!(u32).range(4..=26))]
        table_bits: u32,
        /// The solver's endgame database: every position of at most this many seeds.
        #[arg(long, default_value_t = 16)]
        endgame_seeds: u32,
        /// A directory that keeps endgame databases: the database is read from its file
        /// there when one was written, and written there after it is built (built once
        /// per rules and size; a file that does not match is rebuilt, with a warning).
        #[arg(long, value_name = "DIR")]
        database_dir: Option<std::path::PathBuf>,
        /// The most memory the endgame database may take (a byte a position; fewer seeds
        /// than asked when they do not fit): bytes, or with a suffix K, M or G (powers of
        /// 1024). Kalah(6, n): 20 seeds take 226 MB, 22 seeds 548 MB, 24 seeds 1.25 GB, 26
        /// seeds 2.7 GB (twice that while it is read or written).
        #[arg(long, value_name = "BYTES", default_value = "256M", value_parser = parse_bytes)]
        max_database_bytes: u64,
        /// An opening book (`mancala book`, `mancala solve-book`): the level plays from it
        /// where it has the position.
        #[arg(long)]
        book: Option<String>,
        /// Judge the games of this file in place of playing any: a game a line, its moves
        /// from the start in our notation (as `tools/versus.mjs` logs them), each side's
        /// moves after the first two plies counted apart (`south_loss`, `north_loss`), so
        /// that two programs' games are judged by the same perfect play.
        #[arg(long, value_name = "FILE")]
        games_from: Option<std::path::PathBuf>,
    },
    /// Fits a game's evaluation (docs/computer.md, "The evaluation"): plays GAMES games of
    /// Hard against itself (with some random moves, and the previous evaluation, so that
    /// the positions do not depend on the weights), labels their positions with at most
    /// MAX_SEEDS seeds in the houses with what the player to move still gains on the
    /// opponent (Kalah: solved; Awari, Ayo, Oware: the endgame database's exact value
    /// where it has the position, else a search LABEL_DEPTH plies deep), and fits the
    /// evaluation's weights to it by least squares; prints the weights and the fit's error
    /// (on every fifth position, held out) against the previous evaluation's, as JSON.
    FitEval {
        /// The game id: kalah, awari, ayo or oware.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Games to play.
        #[arg(long, default_value_t = 200)]
        games: u32,
        /// The seed of the games' random openings and random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Positions with at most this many seeds in the houses are labelled (default: 30
        /// in Kalah, which the solver must finish; every position in the other games).
        #[arg(long)]
        max_seeds: Option<u32>,
        /// Percent of the moves played at random (the rest: Hard's), for varied positions.
        #[arg(long, default_value_t = 15)]
        random_percent: u32,
        /// Milliseconds of solving allowed one position (Kalah); a position not solved in
        /// time is left out.
        #[arg(long, default_value_t = 2000)]
        max_millis: u64,
        /// Awari, Ayo, Oware: the depth of the search that labels a position the endgame
        /// database does not value (with the previous evaluation at its horizon).
        #[arg(long, default_value_t = 12)]
        label_depth: u32,
        /// Awari, Ayo, Oware: the endgame database's seeds (exact labels at this many
        /// seeds on the board or fewer, and probed by the labelling searches).
        #[arg(long, default_value_t = 10)]
        endgames: u32,
        /// Awari, Ayo, Oware: a second round: the labelling searches have the game's
        /// fitted evaluation at their horizon (not the standing), and the fit is compared
        /// with those weights.
        #[arg(long)]
        refit: bool,
        /// Writes the positions' features and labels here as CSV.
        #[arg(long)]
        out: Option<String>,
    },
    /// Reviews a game: for each of MOVES (or only --ply's), the best move found, the seeds
    /// the move played gave up against it and its verdict, one JSON line per move as each
    /// is found (docs/computer.md, "The coach").
    Analyse {
        /// The game id: kalah, awari, ayo, oware, calcala, roocala-square or roocala-hex; or a
        /// link to a game from the site's Share button, whose options and moves come first.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Only this ply (0 for the first move).
        #[arg(long)]
        ply: Option<usize>,
        /// Positions the Kalah solver may search for each position (0: no solver).
        #[arg(long)]
        solver_nodes: Option<u64>,
        /// Positions each search may visit (by default Expert's budget for the game).
        #[arg(long)]
        search_nodes: Option<u64>,
        /// The Kalah solver's table: 2^BITS buckets of 64 bytes.
        #[arg(long, value_parser = clap::value_parser!(u32).range(4..=26))]
        table_bits: Option<u32>,
        /// The Kalah solver's endgame database: every position of at most this many seeds.
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=20))]
        endgame_seeds: Option<u32>,
        /// The moves of the game, in its notation.
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Finds COUNT puzzles in games the computer plays against itself: positions where one
    /// move alone keeps the best result and every other loses at least 2 seeds (Kalah's
    /// proven by the solver, the others' by a deep search), one line each in the format of
    /// static/puzzles/ as each is found (docs/computer.md, "Puzzles").
    Puzzles {
        /// The game id: kalah, awari, ayo, oware, calcala (2 players), roocala-square or
        /// roocala-hex.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Puzzles to find.
        #[arg(long, default_value_t = 10)]
        count: usize,
        /// The seed of the games played.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Positions each move's proving search may visit (not Kalah's: the solver proves).
        #[arg(long)]
        proof_nodes: Option<u64>,
        /// Positions each move's screening search may visit (default 20,000; less for the
        /// games of many moves a position, Calcala and Roocala).
        #[arg(long)]
        screen_nodes: Option<u64>,
        /// Finds no puzzles: prints the puzzle file FILE (of this game) with the line that
        /// follows each answer added where it has none (`line=`, a search's principal
        /// variation at the proof's node budget), comments kept.
        #[arg(long, value_name = "FILE")]
        lines: Option<std::path::PathBuf>,
    },
    /// Counts the distinct move sequences of DEPTH plies from the start.
    Perft {
        /// The game id: {games}.
        game: String,
        /// Plies to look ahead.
        depth: u32,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
    },
    /// Runs the computer opponent as an engine speaking UCI on stdin and stdout (`uci`,
    /// `isready`, `ucinewgame`, `position startpos moves M ...`, `go movetime MS`, `quit`;
    /// moves in the game's notation), for a match runner such as tools/versus.mjs to play it
    /// against another program; it keeps its table while each position continues the last.
    Uci {
        /// The game id: {games}.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The level, with variants as in `match` (`expert`, `expert:noendgames`); `go
        /// movetime` or `go depth` replaces its budget.
        #[arg(long, default_value = "expert")]
        level: String,
        /// The seed of the levels that make mistakes.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Build an endgame database of every position with at most this many seeds on the
        /// board (Kalah, Awari, Ayo, Oware) and probe it in the search; 0: none.
        #[arg(long, default_value_t = 0)]
        endgames: u32,
        /// An opening book (`mancala book`, `mancala solve-book`): a position it holds is
        /// answered from it, as the app's Expert does.
        #[arg(long)]
        book: Option<String>,
        /// Kalah: the endgame database of Expert's exact tries of the solver, every
        /// position of at most this many seeds (a byte each: 16 seeds take 17 MB and
        /// about 8 s to build, 18 seeds 86 MB), built at the first `isready` or `go`;
        /// the app's worker has 10.
        #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(0..=22))]
        exact_seeds: u32,
        /// Kalah: the exact tries' solver table, 2^BITS buckets of 64 bytes (20: 67 MB;
        /// the app's worker: 18, 16.8 MB).
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(4..=26))]
        exact_table_bits: u32,
    },
}

/// What a game's board looks like in the JSON of RULES.md section 7.
trait BoardJson: Position {
    /// The board fields (`houses` and `stores` for two-row games).
    fn board_fields(&self) -> Map<String, Value>;
}

/// The board fields of a two-row game: `houses` and `stores`.
fn two_row_fields<P: TwoRowPosition>(position: &P) -> Map<String, Value> {
    let board = position.board();
    let mut fields = Map::new();
    fields.insert(
        "houses".into(),
        json!({"south": board.houses(Side::South), "north": board.houses(Side::North)}),
    );
    fields.insert(
        "stores".into(),
        json!({"south": board.store(Side::South), "north": board.store(Side::North)}),
    );
    fields
}

/// A position type's board fields, by its kind of board.
macro_rules! board_json {
    (TwoRows, $position:ty) => {
        board_json!($position: two_row_fields);
    };
    (Grid, $position:ty) => {
        board_json!($position: grid_fields);
    };
    (Cells, $position:ty) => {
        board_json!($position: cells_fields);
    };
    ($position:ty: $fields:ident) => {
        impl BoardJson for $position {
            fn board_fields(&self) -> Map<String, Value> {
                $fields(self)
            }
        }
    };
}

mancala::for_every_position_type!(board_json);

/// The board fields of Calcala's grid: `pits` and `captured`.
fn grid_fields(position: &CalcalaPosition) -> Map<String, Value> {
    let pits: Map<String, Value> = Cell::all()
        .map(|cell| (cell.to_string(), json!(position.count(cell))))
        .collect();
    let captured: Vec<u8> = position
        .rules()
        .seats()
        .map(|s| position.captured(s))
        .collect();
    let mut fields = Map::new();
    fields.insert("pits".into(), Value::Object(pits));
    fields.insert("captured".into(), json!(captured));
    fields
}

/// The board fields of Roocala's cells: `cells` and `points`.
fn cells_fields(position: &RoocalaPosition) -> Map<String, Value> {
    let geometry = position.geometry();
    let cells: Map<String, Value> = (0..geometry.len() as u8)
        .map(|cell| {
            let rook = position.rook(cell).map(Side::as_str);
            (
                geometry.name(cell).to_owned(),
                json!({"checkers": position.checkers(cell), "rook": rook}),
            )
        })
        .collect();
    let mut fields = Map::new();
    fields.insert("cells".into(), Value::Object(cells));
    fields.insert(
        "points".into(),
        json!({"south": position.points(Side::South), "north": position.points(Side::North)}),
    );
    fields
}

/// The rules of `game` with `--opt KEY=VALUE` options.
fn parse_rules<R: RuleOptions>(game: GameId, options: &[String]) -> Result<R, String> {
    let pairs = options
        .iter()
        .map(|text| split_pair(text))
        .collect::<Result<Vec<_>, OptionError>>()
        .map_err(|e| e.to_string())?;
    R::for_game(game)
        .ok_or_else(|| format!("{} is not played here", game.as_str()))?
        .with_pairs(pairs)
        .map_err(|e| e.to_string())
}

fn game_json<P: BoardJson>(game: &Game<P>) -> Value {
    let position = game.position();
    let mut out = Map::new();
    out.insert("game".into(), json!(position.game().as_str()));
    let options: Map<String, Value> = game
        .rules()
        .to_pairs()
        .into_iter()
        .map(|(key, value)| (key, Value::String(value)))
        .collect();
    out.insert("options".into(), Value::Object(options));
    out.insert("to_move".into(), json!(position.to_move().as_str()));
    out.extend(position.board_fields());
    let legal: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    out.insert("legal_moves".into(), json!(legal));
    let outcome = position.outcome().map(|o| {
        let winners: Vec<&str> = o.winners().iter().map(|p| p.as_str()).collect();
        let totals: Map<String, Value> = o
            .totals()
            .iter()
            .map(|&(p, t)| (p.as_str().to_owned(), json!(t)))
            .collect();
        json!({
            "winners": winners,
            "draw": o.is_draw(),
            "totals": totals,
            "reason": o.reason().phrase(),
        })
    });
    out.insert("outcome".into(), outcome.unwrap_or(Value::Null));
    Value::Object(out)
}

/// The search settings `bestmove` asks for.
fn bestmove_settings(
    game: GameId,
    level: Option<&str>,
    depth: Option<u32>,
    millis: Option<u64>,
    seed: u64,
) -> Result<Settings, String> {
    if depth.is_some() || millis.is_some() {
        let mut settings = Settings::with_limits(Limits {
            depth,
            nodes: None,
            millis,
        });
        settings.seed = seed;
        return Ok(settings);
    }
    let level: Level = level
        .unwrap_or("expert")
        .parse()
        .map_err(|e: ParseLevelError| e.to_string())?;
    Ok(level.settings(game, seed))
}

/// Searches with a clock for the `millis` limit; returns what it found and the
/// microseconds it took.
fn timed_search<P: Position>(
    game: &Game<P>,
    settings: &Settings,
    memory: &mut Memory,
) -> (Option<SearchResult<P::Move>>, u128) {
    let started = Instant::now();
    let clock = search::Clock {
        elapsed: || started.elapsed().as_secs_f64() * 1000.0,
        millis: settings.limits.millis.map_or(f64::INFINITY, |ms| ms as f64),
    };
    let result = search::search_with(game, settings, &clock, memory);
    (result, started.elapsed().as_micros())
}

/// Reads an opening book file.
fn read_book(path: &str) -> Result<Book, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    Book::from_text(&text).map_err(|e| format!("{path}: {e}"))
}

/// How `mancala book` chooses its positions.
enum BookGrowth {
    /// Every position after fewer than this many plies.
    Plies(u32),
    /// Drop-out expansion ([`Book::expand`]), the positions of a book already grown
    /// taken from it.
    Expand(Expansion, Option<Book>),
}

/// `mancala book`: searches the book's positions and writes it. A book grown by
/// expansion is searched as Expert searches (its evaluation and ordering, a larger
/// table, the clock alone) and written every 50 positions, each listed on stderr as it
/// is added, so that a build cut short leaves a book.
fn write_book<P: Position>(
    id: GameId,
    options: &[String],
    growth: &BookGrowth,
    millis: u64,
    out: &str,
) -> Result<String, String> {
    let rules = parse_rules::<P::Rules>(id, options)?;
    let limits = Limits {
        depth: None,
        nodes: None,
        millis: Some(millis),
    };
    let started = Instant::now();
    let mut memory = Memory::new();
    let write =
        |book: &Book| std::fs::write(out, book.to_text()).map_err(|e| format!("{out}: {e}"));
    let book = match growth {
        BookGrowth::Plies(plies) => {
            let settings = Settings::with_limits(limits);
            Book::build::<P>(
                rules,
                *plies,
                &mut |game| timed_search(game, &settings, &mut memory).0,
                &mut |moves| eprintln!("{moves}"),
            )
        }
        BookGrowth::Expand(plan, grown) => {
            let settings = Settings {
                limits,
                table_bits: BOOK_TABLE_BITS,
                ..Level::Expert.settings(id, 0)
            };
            let start = Game::<P>::new(rules);
            if let Some(grown) = grown.as_ref().filter(|b| !book::plays_by(&b.rules, &start)) {
                return Err(format!(
                    "book: --from holds a book of {}, not of {}",
                    grown.rules,
                    start.to_record().to_text()
                ));
            }
            let mut failed = Ok(());
            let book = Book::expand::<P>(
                rules,
                plan,
                &|_| true,
                &mut |game| {
                    let known = grown.as_ref().and_then(|b| b.lookup(game)).and_then(|e| {
                        Some(SearchResult {
                            best: game.position().parse_move(&e.best).ok()?,
                            score: e.score,
                            depth: e.depth,
                            nodes: 0,
                            pv: Vec::new(),
                        })
                    });
                    known.or_else(|| timed_search(game, &settings, &mut memory).0)
                },
                &mut book_progress(started, &write, &mut failed),
            );
            failed?;
            book
        }
    };
    write(&book)?;
    Ok(json!({
        "file": out,
        "positions": book.len(),
        "bytes": book.to_text().len(),
        "millis": started.elapsed().as_millis(),
    })
    .to_string())
}

/// What a growing book's build hears after each position (`Book::expand`): the position
/// listed on stderr (the book's size, its moves, the seconds since `started`), and the book
/// written with `write` every 50 positions, so that a build cut short leaves a book; the
/// first failure to write is kept in `failed`.
fn book_progress<'a>(
    started: Instant,
    write: &'a dyn Fn(&Book) -> Result<(), String>,
    failed: &'a mut Result<(), String>,
) -> impl FnMut(&Book, &str) + 'a {
    move |book, moves| {
        eprintln!(
            "{} {moves} {:.0}s",
            book.len(),
            started.elapsed().as_secs_f64()
        );
        if book.len() % 50 == 0 && failed.is_ok() {
            *failed = write(book);
        }
    }
}

/// The table of a book's searches: 2^22 entries (64 MB), kept through the build.
const BOOK_TABLE_BITS: u32 = 22;

/// Half the width of the 95% interval of the mean margin over `games` games (normal
/// approximation: 1.96 standard errors).
fn margin_interval(sum: i64, squares: i64, games: u32) -> f64 {
    let n = f64::from(games);
    if games < 2 {
        return 0.0;
    }
    let mean = sum as f64 / n;
    let variance = (squares as f64 - n * mean * mean) / (n - 1.0);
    1.96 * (variance.max(0.0) / n).sqrt()
}

/// The endgame database of `seeds` seeds for these rules (none for 0), and what its build
/// took, as JSON.
#[allow(clippy::type_complexity)]
fn build_endgames<P: Position>(
    rules: &P::Rules,
    seeds: u32,
) -> Result<(Option<Arc<Endgames>>, Option<Value>), String> {
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
    let built = json!({
        "seeds": endgames.seeds(),
        "positions": endgames.len(),
        "valued": endgames.valued,
        "millis": started.elapsed().as_millis(),
    });
    Ok((Some(Arc::new(endgames)), Some(built)))
}

/// `bestmove`: with `warm`, every earlier position of the game is searched first with the
/// same table.
fn bestmove_json<P: Position>(
    game: &Game<P>,
    settings: &Settings,
    warm: bool,
    endgames: Option<Arc<Endgames>>,
) -> Result<String, String> {
    let mut memory = Memory::new();
    memory.set_endgames(endgames);
    if warm {
        let mut earlier = Game::<P>::new(*game.rules());
        for m in game.moves() {
            timed_search(&earlier, settings, &mut memory);
            earlier.play(m).map_err(|e| e.to_string())?;
        }
    }
    let (result, micros) = timed_search(game, settings, &mut memory);
    let millis = micros / 1000;
    let result = result.ok_or_else(|| "the game is over: there is no move to find".to_owned())?;
    let pv: Vec<String> = result.pv.iter().map(|m| m.to_string()).collect();
    Ok(json!({
        "move": result.best.to_string(),
        "score": result.score,
        "depth": result.depth,
        "nodes": result.nodes,
        "millis": millis,
        "pv": pv,
    })
    .to_string())
}

/// One seat of a match: the level named on the command line for it.
struct Entry {
    seat: String,
    /// As given (`expert`, `expert:fresh`).
    name: String,
    level: Level,
    /// What its search leaves out.
    variant: Variant,
    wins: u32,
    draws: u32,
    losses: u32,
    margin: i64,
    /// The sum of the squared margins, for the interval of the mean.
    margin_squares: i64,
    /// Microseconds of search (wall time).
    micros: u128,
    nodes: u64,
    moves: u64,
    /// With three or four players, against each entry (by index): the games this one
    /// ended with more captures, as many, and fewer.
    versus: Vec<[u32; 3]>,
    /// With two players, the pairs of games from one opening (one game in each seat)
    /// this entry scored more of, as much, and less (a win 2, a draw 1): an opening that
    /// one seat wins whoever plays it splits its pair, where counting games hides it.
    pairs: [u32; 3],
    /// The points (a win 2, a draw 1) of the pair being played.
    pair_points: u32,
}

/// What a variant of the search turns off, to compare it with the search in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Variant {
    /// A new table every move.
    fresh: bool,
    no_gains_first: bool,
    /// The gains first, where the level leaves them out.
    gains_first: bool,
    no_killers: bool,
    no_history: bool,
    /// No cut-offs from the seeds left on the board.
    no_seed_bounds: bool,
    /// No probes of the endgame database.
    no_endgames: bool,
    /// Plays from the match's opening book where it has the position.
    book: bool,
    /// Half the level's node budget.
    half: bool,
    /// The previous evaluation (the standing) in place of the game's fitted one.
    simple_evaluation: bool,
    /// The search ends at the first won or lost result found, without its margin.
    no_margins: bool,
    /// No exact tries of the Kalah solver before the search.
    no_exact: bool,
    /// Two plies of quiescence past the horizon, where the level has none.
    quiesce: bool,
    /// This node budget in place of the level's (`nodes=N`), to calibrate a level.
    nodes: Option<u64>,
}

impl Variant {
    /// Adds a variant by name: `fresh`, `gains`, `nogains`, `nokillers`, `nohistory`, …,
    /// `quiesce`, `nodes=N` (a budget of its own) or `plain` (all off); the error lists
    /// them all.
    fn add(&mut self, name: &str) -> Result<(), String> {
        match name {
            "fresh" => self.fresh = true,
            "nogains" => self.no_gains_first = true,
            "gains" => self.gains_first = true,
            "nokillers" => self.no_killers = true,
            "nohistory" => self.no_history = true,
            "nobounds" => self.no_seed_bounds = true,
            "noendgames" => self.no_endgames = true,
            "book" => self.book = true,
            "half" => self.half = true,
            "simple" => self.simple_evaluation = true,
            "nomargins" => self.no_margins = true,
            "noexact" => self.no_exact = true,
            "quiesce" => self.quiesce = true,
            _ if name.starts_with("nodes=") => {
                let n = &name["nodes=".len()..];
                self.nodes = Some(
                    n.parse()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| format!("`nodes={n}`: a budget is a whole number of nodes above 0"))?,
                );
            }
            "plain" => {
                *self = Variant {
                    fresh: true,
                    no_gains_first: true,
                    gains_first: false,
                    no_killers: true,
                    no_history: true,
                    no_seed_bounds: true,
                    no_endgames: true,
                    book: false,
                    half: false,
                    simple_evaluation: true,
                    no_margins: true,
                    no_exact: true,
                    quiesce: false,
                    nodes: None,
                }
            }
            _ => {
                return Err(format!(
                    "unknown variant `{name}` (known: fresh, gains, nogains, nokillers, nohistory, nobounds, noendgames, book, half, simple, nomargins, noexact, quiesce, nodes=N, plain)"
                ))
            }
        }
        Ok(())
    }

    fn apply(self, settings: &mut Settings) {
        settings.enhancements.gains_first =
            (settings.enhancements.gains_first || self.gains_first) && !self.no_gains_first;
        settings.enhancements.killers &= !self.no_killers;
        settings.enhancements.history &= !self.no_history;
        settings.enhancements.seed_bounds &= !self.no_seed_bounds;
        settings.enhancements.endgames &= !self.no_endgames;
        settings.enhancements.tuned_evaluation &= !self.simple_evaluation;
        settings.enhancements.margins &= !self.no_margins;
        if self.no_exact {
            settings.exact_nodes = 0;
        }
        if self.quiesce && settings.quiescence == 0 {
            settings.quiescence = 2;
        }
        if let Some(nodes) = self.nodes {
            settings.limits.nodes = Some(nodes);
        }
        if self.half {
            settings.limits.nodes = settings.limits.nodes.map(|n| n / 2);
        }
    }
}

/// A match entry's level and its variants: `expert`, `expert:fresh`, `expert:nokillers:nohistory`.
fn parse_level_name(name: &str) -> Result<(Level, Variant), String> {
    let mut parts = name.split(':');
    let level: Level = parts
        .next()
        .unwrap_or_default()
        .parse()
        .map_err(|e: ParseLevelError| e.to_string())?;
    let mut variant = Variant::default();
    for part in parts {
        variant.add(part).map_err(|e| format!("{name}: {e}"))?;
    }
    Ok((level, variant))
}

/// How a match's games open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Opening {
    /// Two plies drawn among all legal moves.
    Random,
    /// Two plies drawn among the moves within a seed of the best at two plies.
    Balanced,
    /// Six plies drawn among all legal moves, drawn again until a search twelve plies
    /// deep values the position within a seed of even: many openings, none of them won.
    Even,
}

/// [`Opening::Even`]: its random plies (with four, Awari has about a hundred even
/// openings: 37 of 50 rounds' differed; with six, 47).
const EVEN_PLIES: usize = 6;
/// [`Opening::Even`]: the search that judges an opening (deterministic: a node budget,
/// no clock).
const EVEN_DEPTH: u32 = 12;
const EVEN_NODES: u64 = 400_000;
/// [`Opening::Even`]: draws before the most even opening drawn is taken.
const EVEN_DRAWS: usize = 200;

/// A match game's opening, drawn from `rng`: the game after its opening plies.
fn open_game<P: Position>(
    rules: P::Rules,
    opening: Opening,
    rng: &mut Rng,
) -> Result<Game<P>, String> {
    let play_plies = |plies: usize, kind: Opening, rng: &mut Rng| {
        let mut game = Game::<P>::new(rules);
        for _ in 0..plies {
            let Some(m) = opening_ply(&game, kind, rng) else {
                break;
            };
            game.play(m).map_err(|e| e.to_string())?;
        }
        Ok::<_, String>(game)
    };
    if opening != Opening::Even {
        return play_plies(2, opening, rng);
    }
    // A stream of its own: the rounds' generators are SplitMix states a few steps apart
    // (`seed ^ round * gamma`), so redraws from them would walk into the next rounds'
    // openings; one output of the round's generator seeds an unrelated stream.
    let mut draws = Rng::new(rng.next_u64());
    // The most even opening drawn so far, by its distance from even.
    let mut most_even: Option<(i32, Game<P>)> = None;
    let settings = Settings {
        limits: Limits {
            depth: Some(EVEN_DEPTH),
            nodes: Some(EVEN_NODES),
            millis: None,
        },
        ..Level::Hard.settings(rules.game(), 0)
    };
    for _ in 0..EVEN_DRAWS {
        let game = play_plies(EVEN_PLIES, Opening::Random, &mut draws)?;
        let Some(found) = search::search(&game, &settings, &|| false) else {
            continue; // the opening ended the game
        };
        let distance = found.score.abs();
        if distance <= 100 {
            return Ok(game);
        }
        if most_even.as_ref().is_none_or(|(d, _)| distance < *d) {
            most_even = Some((distance, game));
        }
    }
    most_even
        .map(|(_, game)| game)
        .ok_or_else(|| "no opening of six plies leaves the game going".to_owned())
}

/// One opening ply of a match game, drawn from `rng`.
fn opening_ply<P: Position>(game: &Game<P>, opening: Opening, rng: &mut Rng) -> Option<P::Move> {
    let moves = game.position().legal_moves();
    if moves.is_empty() {
        return None;
    }
    match opening {
        Opening::Random | Opening::Even => Some(moves[rng.below(moves.len())]),
        Opening::Balanced => {
            // Nearly uniform among the moves within a seed (100) of the best.
            let settings = Settings {
                limits: Limits {
                    depth: Some(2),
                    ..Limits::default()
                },
                noise: Some(search::Noise {
                    temperature: 1_000_000,
                    window: 100,
                }),
                seed: rng.next_u64(),
                table_bits: 14,
                quiescence: 0,
                multi: search::Multi::Paranoid,
                enhancements: search::Enhancements::ALL,
                exact_nodes: 0,
            };
            search::search(game, &settings, &|| false).map(|found| found.best)
        }
    }
}

/// What a match's searches may use besides their level: an endgame database and an
/// opening book (for the entries named `LEVEL:book`).
struct Aids<'a> {
    endgames: Option<Arc<Endgames>>,
    book: Option<&'a Book>,
}

/// Plays `games` games between the entries; game `i` seats entry `(s + i) % n` in seat `s`
/// and starts with its opening drawn from the seed, the same for each round of seats;
/// returns how many openings differ.
fn play_match<P: Position>(
    rules: P::Rules,
    entries: &mut [Entry],
    games: u32,
    seed: u64,
    opening: Opening,
    millis: Option<u64>,
    aids: Aids,
) -> Result<usize, String> {
    let Aids { endgames, book } = aids;
    // The openings played, to say how many differ.
    let mut openings = std::collections::HashSet::new();
    let n = entries.len();
    // One table per entry, kept through a game (unless the entry is `fresh`).
    let mut memories: Vec<Memory> = (0..n)
        .map(|_| {
            let mut memory = Memory::new();
            memory.set_endgames(endgames.clone());
            memory
        })
        .collect();
    for i in 0..games {
        for memory in &mut memories {
            memory.clear();
        }
        let round = u64::from(i) / n as u64;
        let mut rng = Rng::new(seed ^ round.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut game = open_game::<P>(rules, opening, &mut rng)?;
        openings.insert(game.moves());
        let entry_at = |seat: usize| (seat + i as usize) % n;
        let mut plies = 0;
        while game.position().outcome().is_none() {
            let seat = game.position().to_move().index();
            let e = &mut entries[entry_at(seat)];
            let mut settings = e
                .level
                .settings(rules.game(), seed.wrapping_add(u64::from(i)));
            if let Some(ms) = millis {
                settings.limits = Limits {
                    depth: None,
                    nodes: None,
                    millis: Some(ms),
                };
                settings.noise = None;
            }
            if e.variant.book {
                let from_book = book.and_then(|b| b.lookup(&game));
                if let Some(m) = from_book.and_then(|f| game.position().parse_move(&f.best).ok()) {
                    e.moves += 1;
                    game.play(m).map_err(|e| e.to_string())?;
                    plies += 1;
                    continue;
                }
            }
            let memory = &mut memories[entry_at(seat)];
            if e.variant.fresh {
                memory.clear();
            }
            e.variant.apply(&mut settings);
            let (result, took) = timed_search(&game, &settings, memory);
            let result =
                result.ok_or_else(|| "a game without an outcome has no move".to_owned())?;
            e.nodes += result.nodes;
            e.micros += took;
            e.moves += 1;
            game.play(result.best).map_err(|e| e.to_string())?;
            plies += 1;
            if plies > 5_000 {
                return Err(format!("game {i} did not end in 5000 plies"));
            }
        }
        let Some(outcome) = game.position().outcome() else {
            continue;
        };
        for seat in 0..n {
            let total = |s: usize| {
                outcome
                    .totals()
                    .iter()
                    .find(|(p, _)| p.index() == s)
                    .map_or(0, |&(_, t)| i64::from(t))
            };
            let best_other = (0..n).filter(|&s| s != seat).map(total).max().unwrap_or(0);
            let won = outcome.winners().iter().any(|p| p.index() == seat);
            for other in (0..n).filter(|&o| o != seat) {
                let column = match total(seat).cmp(&total(other)) {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Equal => 1,
                    std::cmp::Ordering::Less => 2,
                };
                entries[entry_at(seat)].versus[entry_at(other)][column] += 1;
            }
            let e = &mut entries[entry_at(seat)];
            e.margin += total(seat) - best_other;
            e.margin_squares += (total(seat) - best_other).pow(2);
            if outcome.is_draw() {
                e.draws += 1;
                e.pair_points += 1;
            } else if won {
                e.wins += 1;
                e.pair_points += 2;
            } else {
                e.losses += 1;
            }
        }
        if n == 2 && i % 2 == 1 {
            for e in entries.iter_mut() {
                e.pairs[match e.pair_points.cmp(&2) {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Equal => 1,
                    std::cmp::Ordering::Less => 2,
                }] += 1;
                e.pair_points = 0;
            }
        }
    }
    Ok(openings.len())
}

fn run<P: BoardJson>(id: GameId, command: &Command) -> Result<String, String> {
    match command {
        Command::Bestmove {
            options,
            level,
            depth,
            millis,
            seed,
            warm,
            variant,
            moves,
            endgames,
            book,
            ..
        } => {
            let rules = parse_rules::<P::Rules>(id, options)?;
            let game = Game::<P>::replay(rules, moves).map_err(|e| e.to_string())?;
            if let Some(path) = book {
                if let Some(found) = read_book(path)?.lookup(&game) {
                    return Ok(json!({
                        "move": found.best,
                        "score": found.score,
                        "depth": found.depth,
                        "nodes": 0,
                        "millis": 0,
                        "pv": [found.best],
                        "book": true,
                    })
                    .to_string());
                }
            }
            let mut settings = bestmove_settings(id, level.as_deref(), *depth, *millis, *seed)?;
            let mut leave_out = Variant::default();
            for name in variant {
                leave_out.add(name)?;
            }
            leave_out.apply(&mut settings);
            let (endgames, _) = build_endgames::<P>(&rules, *endgames)?;
            bestmove_json(&game, &settings, *warm, endgames)
        }
        Command::Match {
            options,
            south,
            north,
            p1,
            p2,
            p3,
            p4,
            games,
            seed,
            opening,
            millis,
            endgames,
            book,
            ..
        } => {
            let rules = parse_rules::<P::Rules>(id, options)?;
            let players = P::new(rules).players();
            let named: Vec<(&str, &Option<String>)> = if id == GameId::Calcala {
                vec![("p1", p1), ("p2", p2), ("p3", p3), ("p4", p4)]
            } else {
                vec![("south", south), ("north", north)]
            };
            let mut entries = Vec::new();
            for (i, (seat, level)) in named.into_iter().enumerate() {
                match (level, i < players) {
                    (Some(name), true) => entries.push(Entry {
                        seat: seat.to_owned(),
                        name: name.clone(),
                        level: parse_level_name(name)?.0,
                        variant: parse_level_name(name)?.1,
                        wins: 0,
                        draws: 0,
                        losses: 0,
                        margin: 0,
                        margin_squares: 0,
                        micros: 0,
                        nodes: 0,
                        moves: 0,
                        versus: vec![[0; 3]; players],
                        pairs: [0; 3],
                        pair_points: 0,
                    }),
                    (None, true) => return Err(format!("--{seat} LEVEL is missing")),
                    (Some(_), false) => {
                        return Err(format!("--{seat}: this game has {players} players"))
                    }
                    (None, false) => {}
                }
            }
            let (endgames, built) = build_endgames::<P>(&rules, *endgames)?;
            let book = book.as_deref().map(read_book).transpose()?;
            let openings = play_match::<P>(
                rules,
                &mut entries,
                *games,
                *seed,
                *opening,
                *millis,
                Aids {
                    endgames,
                    book: book.as_ref(),
                },
            )?;
            let rows: Vec<Value> = entries
                .iter()
                .map(|e| {
                    let mut row = json!({
                        "seat": e.seat,
                        "level": e.name,
                        "wins": e.wins,
                        "draws": e.draws,
                        "losses": e.losses,
                        "mean_margin": e.margin as f64 / f64::from((*games).max(1)),
                        "margin_ci95": margin_interval(e.margin, e.margin_squares, *games),
                        "nodes_per_move": e.nodes / e.moves.max(1),
                        "millis_per_move": e.micros as f64 / 1000.0 / e.moves.max(1) as f64,
                    });
                    if entries.len() == 2 {
                        let [won, even, lost] = e.pairs;
                        row["pairs"] = json!({"won": won, "even": even, "lost": lost});
                    } else {
                        // Head to head: more captures than each other entry, as many, fewer.
                        row["versus"] = entries
                            .iter()
                            .zip(&e.versus)
                            .filter(|(other, _)| other.seat != e.seat)
                            .map(|(other, &[ahead, level, behind])| {
                                json!({"seat": other.seat, "level": other.name,
                                    "ahead": ahead, "level_with": level, "behind": behind})
                            })
                            .collect();
                    }
                    row
                })
                .collect();
            let mut out = json!({"game": id.as_str(), "games": games, "openings": openings,
                "entries": rows});
            if let Some(built) = built {
                out["endgames"] = built;
            }
            Ok(out.to_string())
        }
        Command::Replay { options, moves, .. } => {
            let rules = parse_rules::<P::Rules>(id, options)?;
            let game = Game::<P>::replay(rules, moves).map_err(|e| e.to_string())?;
            Ok(game_json(&game).to_string())
        }
        Command::Solve { .. } | Command::Loss { .. } | Command::SolveBook { .. } => {
            Err(format!("only kalah can be solved, not {}", id.as_str()))
        }
        Command::FitEval { .. } => Err(format!(
            "fit-eval fits kalah, awari, ayo and oware, not {}",
            id.as_str()
        )),
        Command::Analyse { .. } => analyse::<P>(id, command),
        Command::Puzzles {
            lines: Some(file),
            proof_nodes,
            ..
        } => puzzle_lines::<P>(file, *proof_nodes),
        Command::Puzzles {
            options,
            count,
            seed,
            proof_nodes,
            screen_nodes,
            ..
        } => puzzles::<P>(id, options, *count, *seed, *proof_nodes, *screen_nodes),
        Command::Uci {
            options,
            level,
            seed,
            endgames,
            book,
            exact_seeds,
            exact_table_bits,
            ..
        } => {
            let rules = parse_rules::<P::Rules>(id, options)?;
            let (level, variant) = parse_level_name(level)?;
            let (endgames, _) = build_endgames::<P>(&rules, *endgames)?;
            let book = book.as_deref().map(read_book).transpose()?;
            let engine = uci::Engine::<P> {
                rules,
                level,
                variant,
                seed: *seed,
                endgames,
                book,
                exact: Budgets {
                    endgame_seeds: *exact_seeds,
                    solver_table_bits: *exact_table_bits,
                    ..Budgets::PLAY
                },
            };
            uci::serve(&engine, std::io::stdin().lock(), std::io::stdout().lock())
                .map_err(|e| format!("uci: {e}"))?;
            Ok(String::new())
        }
        Command::Perft { options, depth, .. } => {
            let rules = parse_rules::<P::Rules>(id, options)?;
            Ok(perft(&mut Game::<P>::new(rules), *depth).to_string())
        }
        Command::Endgames {
            options,
            seeds,
            out,
            check,
            ..
        } => endgames_file::<P>(id, options, *seeds, out.as_deref(), check.as_deref()),
        Command::Book {
            options,
            plies,
            positions,
            root_plies,
            deviation_cost,
            millis,
            from,
            out,
            ..
        } => {
            let growth = match (plies, positions) {
                (_, Some(positions)) => BookGrowth::Expand(
                    Expansion {
                        root_plies: root_plies.unwrap_or(3),
                        positions: *positions,
                        deviation_cost: deviation_cost.unwrap_or(4),
                    },
                    from.as_deref().map(read_book).transpose()?,
                ),
                (Some(_), None)
                    if root_plies.is_some() || deviation_cost.is_some() || from.is_some() =>
                {
                    return Err(
                        "book: --root-plies, --deviation-cost and --from grow a book of --positions"
                            .to_owned(),
                    )
                }
                (Some(plies), None) => BookGrowth::Plies(*plies),
                (None, None) => return Err("book: give --plies or --positions".to_owned()),
            };
            write_book::<P>(id, options, &growth, *millis, out)
        }
    }
}

/// `endgames`: builds the database of these rules and writes it to `out`, or checks that
/// the file `check` holds exactly what the build gives; JSON of what it did.
fn endgames_file<P: Position>(
    id: GameId,
    options: &[String],
    seeds: u32,
    out: Option<&str>,
    check: Option<&str>,
) -> Result<String, String> {
    let rules = parse_rules::<P::Rules>(id, options)?;
    let started = Instant::now();
    let built = Endgames::build::<P>(&rules, seeds).ok_or_else(|| {
        format!(
            "endgames: {} has no endgame database of {seeds} seeds (two-row games only, at most 40 seeds)",
            id.as_str()
        )
    })?;
    let millis = started.elapsed().as_millis();
    let bytes = built
        .to_bytes()
        .ok_or("endgames: these rules cannot be named in a file")?;
    let mut report = json!({
        "seeds": built.seeds(),
        "positions": built.len(),
        "valued": built.valued,
        "bytes": bytes.len(),
        "millis": millis,
    });
    match (out, check) {
        (Some(out), _) => {
            let file = if out.ends_with(".gz") {
                gzip(&bytes)
            } else {
                bytes
            };
            std::fs::write(out, &file).map_err(|e| format!("{out}: {e}"))?;
            report["file_bytes"] = json!(file.len());
            report["out"] = json!(out);
        }
        (None, Some(path)) => {
            let file = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            let file = if path.ends_with(".gz") {
                gunzip(&file).map_err(|e| format!("{path}: not gzip: {e}"))?
            } else {
                file
            };
            let reading = Instant::now();
            let read =
                Endgames::from_bytes::<P>(&rules, file).map_err(|e| format!("{path}: {e}"))?;
            report["read_micros"] = json!(reading.elapsed().as_micros());
            if read.to_bytes().as_ref() != Some(&bytes) {
                return Err(format!(
                    "{path}: its values are not those of a build for these rules"
                ));
            }
            report["checked"] = json!(path);
        }
        (None, None) => return Err("endgames: give --out or --check".to_owned()),
    }
    Ok(report.to_string())
}

/// `bytes` gzipped at the best compression, with no name and no time in the header, so
/// that the same bytes always give the same file.
fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    // Writing to a Vec cannot fail.
    encoder.write_all(bytes).expect("gzip to memory");
    encoder.finish().expect("gzip to memory")
}

/// The bytes a gzip file holds.
fn gunzip(file: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(file).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// A size in bytes: a number, or one with a suffix K, M or G (powers of 1024).
fn parse_bytes(text: &str) -> Result<u64, String> {
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

/// How `mancala solve` and `mancala loss` make their Kalah solver.
struct SolverSetup {
    table_bits: u32,
    endgame_seeds: u32,
    /// The most bytes the endgame database may take.
    max_database_bytes: u64,
    /// Where endgame databases are kept between runs, if anywhere.
    database_dir: Option<std::path::PathBuf>,
}

impl SolverSetup {
    /// A solver for `position`'s rules: its endgame database read from the database
    /// directory when a file there holds it, else built (and then written there). A file
    /// that cannot be read or written costs a warning on stderr, never the solve.
    fn solver(&self, position: &KalahPosition) -> KalahSolver {
        let Some(dir) = &self.database_dir else {
            return KalahSolver::new_within(
                position,
                self.table_bits,
                self.endgame_seeds,
                self.max_database_bytes,
            );
        };
        let path = dir.join(KalahSolver::database_file_name_within(
            position,
            self.endgame_seeds,
            self.max_database_bytes,
        ));
        match std::fs::read(&path) {
            Ok(bytes) => {
                match KalahSolver::with_database_within(
                    position,
                    self.table_bits,
                    self.endgame_seeds,
                    self.max_database_bytes,
                    bytes,
                ) {
                    Ok(solver) => return solver,
                    Err(why) => eprintln!(
                        "mancala: the endgame database {} is not used ({why}): building it again",
                        path.display()
                    ),
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => eprintln!("mancala: cannot read {}: {e}", path.display()),
        }
        let solver = KalahSolver::new_within(
            position,
            self.table_bits,
            self.endgame_seeds,
            self.max_database_bytes,
        );
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

/// `mancala solve kalah`: the value of the position after `moves` with perfect play.
fn solve(
    options: &[String],
    setup: &SolverSetup,
    max_seconds: Option<u64>,
    first_guess: Option<i32>,
    moves: &[String],
) -> Result<String, String> {
    let rules = parse_rules::<KalahRules>(GameId::Kalah, options)?;
    let game = Game::<KalahPosition>::replay(rules, moves).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let limit = max_seconds.map(Duration::from_secs);
    let stop = || limit.is_some_and(|limit| started.elapsed() >= limit);
    // The bounds proven after each MTD(f) pass, on stderr as they come (a long solve's
    // progress), then the answer on stdout.
    let mut solver = setup.solver(game.position());
    let built = solver.endgame_positions();
    let progress = |b: Bounds| {
        eprintln!(
            "{}",
            json!({
                "lower": b.lower,
                "upper": b.upper,
                "nodes": b.nodes + built,
                "millis": started.elapsed().as_millis(),
            })
        );
    };
    let found = solver
        .solve_reporting(game.position(), first_guess, &stop, &progress)
        .map(|s| Solution {
            nodes: s.nodes + built,
            ..s
        })
        .map_err(|b| Bounds {
            nodes: b.nodes + built,
            ..b
        });
    let millis = started.elapsed().as_millis();
    Ok(match found {
        Ok(solution) => json!({
            "value": solution.value,
            "lower": solution.value,
            "upper": solution.value,
            "move": solution.best.map(|m| m.to_string()),
            "nodes": solution.nodes,
            "millis": millis,
        }),
        Err(bounds) => json!({
            "value": null,
            "lower": bounds.lower,
            "upper": bounds.upper,
            "move": null,
            "nodes": bounds.nodes,
            "millis": millis,
        }),
    }
    .to_string())
}

/// What `mancala loss` plays: its games, the level judged and its opponent.
struct LossPlan<'a> {
    games: u32,
    seed: u64,
    level: &'a str,
    opponent: Option<&'a str>,
    /// Seconds of solving allowed one position.
    max_seconds: u64,
    /// Games to judge in place of playing any: each one's moves from the start.
    given: Option<Vec<Vec<String>>>,
}

/// The games of a `mancala loss --games-from` file: a game a line, its moves separated by
/// spaces; blank lines are skipped.
fn read_games(path: &std::path::Path) -> Result<Vec<Vec<String>>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let games: Vec<Vec<String>> = text
        .lines()
        .map(|line| {
            line.split_whitespace()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .filter(|moves| !moves.is_empty())
        .collect();
    if games.is_empty() {
        return Err(format!("{}: no game in the file", path.display()));
    }
    Ok(games)
}

/// `mancala loss kalah`: the seeds LEVEL gives away against perfect play, game by game.
fn loss(
    options: &[String],
    plan: &LossPlan,
    setup: &SolverSetup,
    book: Option<&Book>,
) -> Result<String, String> {
    let LossPlan {
        games,
        seed,
        level,
        opponent,
        max_seconds,
        ref given,
    } = *plan;
    let games = given.as_ref().map_or(games, |given| given.len() as u32);
    // The games are played to the natural end, the game the solver solves: a level's
    // search then plays for the same final margin that judges its moves (with the early
    // end, a move that ends the game at once can be the best for the game played and
    // still give away seeds to the natural end).
    let rules = parse_rules::<KalahRules>(GameId::Kalah, options)?.to_natural_end();
    let (level, variant) = parse_level_name(level)?;
    let opponent = opponent.map(parse_level_name).transpose()?;
    let started = Instant::now();
    let mut solver = setup.solver(Game::<KalahPosition>::new(rules).position());
    let mut rows = Vec::new();
    let (mut total_loss, mut total_moves, mut total_measured) = (0i64, 0u64, 0u64);
    // Each game judged: counted in the totals, and on stderr as it ends (a long bench's
    // progress).
    let mut record = |row: Judged| {
        total_loss += row.loss;
        total_moves += row.moves;
        total_measured += row.measured;
        eprintln!("{}", row.json);
        rows.push(row.json);
    };
    for i in 0..games {
        if let Some(given) = given {
            // A game played elsewhere: replayed as it was, to judge both sides' moves.
            let mut game = Game::<KalahPosition>::new(rules);
            let mut positions = Vec::new();
            for (ply, text) in given[i as usize].iter().enumerate() {
                if ply == 2 {
                    positions.push(game.position().clone());
                }
                let bad = |e: String| format!("game {}, ply {ply}: {e}", i + 1);
                let m = game
                    .position()
                    .parse_move(text)
                    .map_err(|e| bad(e.to_string()))?;
                game.play(m).map_err(|e| bad(e.to_string()))?;
                if ply >= 2 {
                    positions.push(game.position().clone());
                }
            }
            if positions.is_empty() {
                positions.push(game.position().clone());
            }
            record(judge(
                &mut solver,
                &game,
                &positions,
                max_seconds,
                |_| true,
                i,
                0,
            ));
            continue;
        }
        let mut rng = Rng::new(seed ^ u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut game = Game::<KalahPosition>::new(rules);
        for _ in 0..2 {
            let Some(m) = opening_ply(&game, Opening::Random, &mut rng) else {
                break;
            };
            game.play(m).map_err(|e| e.to_string())?;
        }
        // The game, as the level plays it (to its end, early or natural).
        let mut memory = Memory::new();
        let mut positions = vec![game.position().clone()];
        let mut from_book = 0u32;
        // With an opponent, the level plays South in even games and North in odd ones.
        let level_side = if i % 2 == 0 { Side::South } else { Side::North };
        let mut opponent_memory = Memory::new();
        while game.position().outcome().is_none() {
            let to_move = game.position().to_move();
            if let Some((other, other_variant)) = opponent.filter(|_| to_move != level_side) {
                let mut settings = other.settings(GameId::Kalah, seed.wrapping_add(u64::from(i)));
                other_variant.apply(&mut settings);
                let (result, _) = timed_search(&game, &settings, &mut opponent_memory);
                let result =
                    result.ok_or_else(|| "a game without an outcome has no move".to_owned())?;
                game.play(result.best).map_err(|e| e.to_string())?;
                positions.push(game.position().clone());
                continue;
            }
            let booked = book
                .and_then(|book| book.lookup(&game))
                .and_then(|entry| game.position().parse_move(&entry.best).ok());
            if let Some(m) = booked {
                game.play(m).map_err(|e| e.to_string())?;
                positions.push(game.position().clone());
                from_book += 1;
                continue;
            }
            let mut settings = level.settings(GameId::Kalah, seed.wrapping_add(u64::from(i)));
            variant.apply(&mut settings);
            let (result, _) = timed_search(&game, &settings, &mut memory);
            let result =
                result.ok_or_else(|| "a game without an outcome has no move".to_owned())?;
            game.play(result.best).map_err(|e| e.to_string())?;
            positions.push(game.position().clone());
        }
        let counted = |side: Side| opponent.is_none() || side == level_side;
        let row = judge(
            &mut solver,
            &game,
            &positions,
            max_seconds,
            counted,
            i,
            from_book,
        );
        record(row);
    }
    Ok(json!({
        "game": "kalah",
        "level": level.to_string(),
        "opponent": opponent.map(|(other, _)| other.to_string()),
        "games": rows,
        "moves": total_moves,
        "measured": total_measured,
        "loss": total_loss,
        "mean_loss_per_game": total_loss as f64 / f64::from(games.max(1)),
        "millis": started.elapsed().as_millis(),
    })
    .to_string())
}

/// One game judged by [`judge`]: the seeds its counted moves gave away, and its JSON row.
struct Judged {
    loss: i64,
    moves: u64,
    measured: u64,
    json: serde_json::Value,
}

/// Solves every position of a Kalah game (`positions`, from the first after its opening
/// on) and sums the seeds each move gave away against perfect play to the natural end, for
/// the moves of the sides `counted` and for each side apart.
fn judge(
    solver: &mut KalahSolver,
    game: &Game<KalahPosition>,
    positions: &[KalahPosition],
    max_seconds: u64,
    counted: impl Fn(Side) -> bool,
    index: u32,
    from_book: u32,
) -> Judged {
    // Every position's value with perfect play (South's margin), each solve starting
    // from the one before (a close first guess) with the table of all before it.
    let mut values: Vec<Option<i32>> = Vec::new();
    let mut guess = None;
    let mut solve_millis = 0;
    for p in positions {
        let start = Instant::now();
        let limit = Duration::from_secs(max_seconds);
        let stop = || start.elapsed() >= limit;
        let found = solver.solve(p, guess, &stop).ok().map(|s| s.value);
        solve_millis += start.elapsed().as_millis();
        guess = found.or(guess);
        values.push(found);
    }
    let mut loss = 0i64;
    let mut by_side = [0i64; 2];
    let mut measured = 0u64;
    let mut first_measured = None;
    // Each move that gave seeds away: its ply in the game (0 = the first after the
    // opening), the seeds still on the board before it, and the seeds it gave away.
    let mut costly = Vec::new();
    for (k, pair) in values.windows(2).enumerate() {
        let mover = positions[k].to_move();
        if let (&[Some(before), Some(after)], true) = (pair, counted(mover)) {
            let lost = if mover == Side::South {
                before - after
            } else {
                after - before
            };
            loss += i64::from(lost);
            by_side[mover.index()] += i64::from(lost);
            measured += 1;
            if lost != 0 {
                let in_play = positions[k].seeds().map_or(0, |s| s.in_play);
                costly.push([k as i64, i64::from(in_play), i64::from(lost)]);
            }
            first_measured.get_or_insert(k);
        }
    }
    let moves = (positions.len() - 1) as u64;
    let json = json!({
        "game": index,
        "opening": game.moves().iter().take(2).map(|m| m.to_string()).collect::<Vec<_>>(),
        "game_moves": game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "moves": moves,
        "measured": measured,
        "first_measured": first_measured,
        "loss": loss,
        "south_loss": by_side[Side::South.index()],
        "north_loss": by_side[Side::North.index()],
        "costly_moves": costly,
        "book_moves": from_book,
        "value_after_opening": values[0],
        "solve_millis": solve_millis,
    });
    Judged {
        loss,
        moves,
        measured,
        json,
    }
}

/// `mancala solve-book`: Kalah's book of proven moves (`Book::expand`, the solver valuing
/// each position).
fn solve_book(
    options: &[String],
    plan: &Expansion,
    min_seeds: u32,
    max_seconds: u64,
    setup: &SolverSetup,
    out: &str,
) -> Result<String, String> {
    let rules = parse_rules::<KalahRules>(GameId::Kalah, options)?;
    let started = Instant::now();
    let mut solver = setup.solver(Game::<KalahPosition>::new(rules).position());
    let mut guess = None;
    let mut unsolved = 0u32;
    let write =
        |book: &Book| std::fs::write(out, book.to_text()).map_err(|e| format!("{out}: {e}"));
    let mut failed = Ok(());
    let book = Book::expand::<KalahPosition>(
        rules,
        plan,
        &|position| position.seeds().is_some_and(|s| s.in_play > min_seeds),
        &mut |game| {
            let position = game.position();
            let begun = Instant::now();
            let limit = Duration::from_secs(max_seconds);
            let Ok(solution) = solver.solve(position, guess, &|| begun.elapsed() >= limit) else {
                unsolved += 1;
                return None;
            };
            guess = Some(solution.value);
            let mover_value = match position.to_move() {
                Side::South => solution.value,
                Side::North => -solution.value,
            };
            Some(SearchResult {
                best: solution.best?,
                score: mover_value * 100,
                depth: u32::from(u8::MAX),
                nodes: solution.nodes,
                pv: Vec::new(),
            })
        },
        &mut book_progress(started, &write, &mut failed),
    );
    failed?;
    write(&book)?;
    Ok(json!({
        "file": out,
        "positions": book.len(),
        "unsolved": unsolved,
        "millis": started.elapsed().as_millis(),
    })
    .to_string())
}

/// What `mancala fit-eval` plays and labels.
struct FitPlan {
    games: u32,
    seed: u64,
    /// Positions with more seeds in the houses are not labelled.
    max_seeds: u32,
    random_percent: u32,
}

/// One labelled position: its features and what the player to move still gains on the
/// opponent, in seeds.
type FitRow<const N: usize> = ([i32; N], f64);

/// `mancala fit-eval GAME`: the game's positions labelled, and its evaluation's weights
/// fitted to them (Kalah by the solver, the games with homes by their endgame database
/// and deeper searches).
fn fit_eval(id: GameId, command: &Command) -> Result<String, String> {
    let Command::FitEval {
        options,
        games,
        seed,
        max_seeds,
        random_percent,
        max_millis,
        label_depth,
        endgames,
        refit,
        out,
        ..
    } = command
    else {
        return Err("not a fit".to_owned());
    };
    let plan = |default_seeds| FitPlan {
        games: *games,
        seed: *seed,
        max_seeds: max_seeds.unwrap_or(default_seeds),
        random_percent: *random_percent,
    };
    match id {
        GameId::Kalah => fit_kalah(options, &plan(30), *max_millis, out.as_deref()),
        GameId::Awari | GameId::Ayo | GameId::Oware => fit_home(
            id,
            options,
            &plan(48),
            &HomeLabels {
                depth: *label_depth,
                endgame_seeds: *endgames,
                refit: *refit,
            },
            out.as_deref(),
        ),
        _ => Err(format!(
            "fit-eval fits kalah, awari, ayo and oware, not {}",
            id.as_str()
        )),
    }
}

/// Kalah's labels: the positions solved to the natural end (`kalah::evaluation`).
fn fit_kalah(
    options: &[String],
    plan: &FitPlan,
    max_millis: u64,
    out: Option<&str>,
) -> Result<String, String> {
    use mancala::games::kalah::evaluation::{self, FEATURE_NAMES};
    let rules = parse_rules::<KalahRules>(GameId::Kalah, options)?;
    let started = Instant::now();
    let mut solver = KalahSolver::new(Game::<KalahPosition>::new(rules).position(), 22, 16);
    let mut guess = None;
    let label = |game: &Game<KalahPosition>| {
        let position = game.position();
        let board = position.board();
        let start = Instant::now();
        let limit = Duration::from_millis(max_millis);
        let stop = || start.elapsed() >= limit;
        let solution = solver.solve(position, guess, &stop).ok()?;
        guess = Some(solution.value);
        let south = solution.value - i32::from(board.store(Side::South))
            + i32::from(board.store(Side::North));
        let gain = if position.to_move() == Side::South {
            south
        } else {
            -south
        };
        Some(f64::from(gain))
    };
    let (rows, unlabelled) = fit_positions(rules, plan, evaluation::features, label)?;
    let mut report = fit_report(&rows, FEATURE_NAMES, [25, -25, 0, 0, 0, 0, 0, 0, 0], out)?;
    report["game"] = json!("kalah");
    report["unsolved"] = json!(unlabelled);
    report["millis"] = json!(started.elapsed().as_millis());
    Ok(report.to_string())
}

/// How Awari's, Ayo's and Oware's positions are labelled.
struct HomeLabels {
    /// The labelling search's depth.
    depth: u32,
    /// The endgame database's seeds.
    endgame_seeds: u32,
    /// The fitted evaluation at the search's horizon, in place of the standing.
    refit: bool,
}

/// Awari's, Ayo's and Oware's labels: the endgame database's exact value where it has the
/// position, else the value of a search `depth` plies deep with the standing (or, with
/// `refit`, the fitted evaluation) at its horizon, probing the database
/// (`two_row::home_evaluation`).
fn fit_home(
    id: GameId,
    options: &[String],
    plan: &FitPlan,
    labels: &HomeLabels,
    out: Option<&str>,
) -> Result<String, String> {
    use mancala::games::two_row::home_evaluation::{self, FEATURES, FEATURE_NAMES};
    use mancala::games::two_row::HomeRules;
    let HomeLabels {
        depth,
        endgame_seeds,
        refit,
    } = *labels;
    let rules = parse_rules::<<HomePosition as Position>::Rules>(id, options)?;
    let fitted = rules.evaluation_weights().copied();
    if refit && fitted.is_none() {
        return Err(format!(
            "--refit: {} with these options has no fitted evaluation to start from",
            id.as_str()
        ));
    }
    let started = Instant::now();
    let (endgames, built) = build_endgames::<HomePosition>(&rules, endgame_seeds)?;
    let mut settings = Settings::with_limits(Limits {
        depth: Some(depth),
        ..Limits::default()
    });
    settings.enhancements.tuned_evaluation = refit;
    let mut memory = Memory::new();
    memory.set_endgames(endgames.clone());
    let (mut exact, mut searched) = (0u32, 0u32);
    let label = |game: &Game<HomePosition>| {
        let position = game.position();
        let board = position.board();
        let mover = position.to_move();
        let banked = i32::from(board.store(mover)) - i32::from(board.store(mover.opponent()));
        if let Some(gain) = endgames.as_ref().and_then(|e| e.gain(position)) {
            exact += 1;
            return Some(f64::from(gain));
        }
        let found = search::search_with(game, &settings, &|| false, &mut memory)?;
        searched += 1;
        let value = if found.score.abs() > search::DECIDED {
            // A decided game: WIN + 1000 * margin - ply (or the loss's mirror).
            // A thousand a seed, less the plies to the end (far fewer than 500).
            let from_win = found.score - found.score.signum() * search::WIN;
            (f64::from(from_win) / 1000.0).round()
        } else {
            f64::from(found.score) / 100.0
        };
        Some(value - f64::from(banked))
    };
    let (rows, unlabelled) = fit_positions(rules, plan, home_evaluation::features, label)?;
    // The previous evaluation: the homes, and a tenth of a seed for each seed on a side;
    // in a second round, the fitted weights it starts from.
    let mut previous = [0; FEATURES];
    previous[0] = 10;
    previous[1] = -10;
    if let (true, Some(weights)) = (refit, fitted) {
        previous = weights;
    }
    let mut report = fit_report(&rows, FEATURE_NAMES, previous, out)?;
    report["game"] = json!(id.as_str());
    report["unlabelled"] = json!(unlabelled);
    report["exact"] = json!(exact);
    report["searched"] = json!(searched);
    report["label_depth"] = json!(depth);
    report["refit"] = json!(refit);
    if let Some(built) = built {
        report["endgames"] = built;
    }
    report["millis"] = json!(started.elapsed().as_millis());
    Ok(report.to_string())
}

/// Plays the plan's games (two random plies, then Hard with the previous evaluation, some
/// moves at random) and labels each position once (those with at most the plan's seeds in
/// the houses); gives the rows and how many positions `label` left without a value.
fn fit_positions<P: TwoRowPosition, const N: usize>(
    rules: P::Rules,
    plan: &FitPlan,
    features: fn(&P) -> [i32; N],
    mut label: impl FnMut(&Game<P>) -> Option<f64>,
) -> Result<(Vec<FitRow<N>>, u32), String> {
    let mut rng = Rng::new(plan.seed);
    let id = Game::<P>::new(rules).position().game();
    // Hard plays with the previous evaluation, so that the positions do not depend on the
    // weights being fitted.
    let mut hard = Level::Hard.settings(id, plan.seed);
    hard.enhancements.tuned_evaluation = false;
    let mut rows = Vec::new();
    let (mut unlabelled, mut seen) = (0u32, std::collections::HashSet::new());
    for _ in 0..plan.games {
        let mut game = Game::<P>::new(rules);
        for _ in 0..2 {
            let Some(m) = opening_ply(&game, Opening::Random, &mut rng) else {
                break;
            };
            game.play(m).map_err(|e| e.to_string())?;
        }
        while game.position().outcome().is_none() {
            let position = game.position().clone();
            let board = position.board();
            let in_houses = board.house_total(Side::South) + board.house_total(Side::North);
            if in_houses <= plan.max_seeds && seen.insert(position.key()) {
                match label(&game) {
                    Some(gain) => rows.push((features(&position), gain)),
                    None => unlabelled += 1,
                }
            }
            let moves = position.legal_moves();
            let m = if (rng.below(100) as u32) < plan.random_percent {
                moves[rng.below(moves.len())]
            } else {
                search::search(&game, &hard, &|| false)
                    .map(|found| found.best)
                    .ok_or_else(|| "a game without an outcome has no move".to_owned())?
            };
            game.play(m).map_err(|e| e.to_string())?;
        }
    }
    Ok((rows, unlabelled))
}

/// Fits the weights on four rows in five, writes the rows as CSV to `out`, and reports the
/// weights (hundredths of a seed) with the error on the fifth row held out, against the
/// previous evaluation's and the stores' alone, as JSON.
fn fit_report<const N: usize>(
    rows: &[FitRow<N>],
    names: [&str; N],
    previous: [i32; N],
    out: Option<&str>,
) -> Result<Value, String> {
    if let Some(path) = out {
        let mut text = names.join(",") + ",gain\n";
        for (features, gain) in rows {
            let line: Vec<String> = features.iter().map(i32::to_string).collect();
            text += &format!("{},{gain}\n", line.join(","));
        }
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
    }
    // Every fifth position is held out to measure the fit on positions it did not see.
    let (train, test): (Vec<_>, Vec<_>) = rows.iter().enumerate().partition(|(k, _)| k % 5 != 4);
    let train: Vec<_> = train.into_iter().map(|(_, row)| *row).collect();
    let test: Vec<_> = test.into_iter().map(|(_, row)| *row).collect();
    let weights = least_squares(&train).ok_or("too few positions to fit the weights")?;
    let hundredths: Vec<i32> = weights.iter().map(|w| (100.0 * w).round() as i32).collect();
    // The error, in seeds, of an evaluation given in hundredths of a seed.
    let rms = |rows: &[FitRow<N>], w: &[i32]| {
        let squares: f64 = rows
            .iter()
            .map(|(f, gain)| {
                let predicted: i32 = f.iter().zip(w).map(|(f, w)| f * w).sum();
                (f64::from(predicted) / 100.0 - gain).powi(2)
            })
            .sum();
        (squares / rows.len().max(1) as f64).sqrt()
    };
    Ok(json!({
        "positions": rows.len(),
        "features": names.to_vec(),
        "weights": hundredths,
        "rms_train": rms(&train, &hundredths),
        "rms_held_out": rms(&test, &hundredths),
        "previous_weights": previous.to_vec(),
        "rms_held_out_previous": rms(&test, &previous),
        "rms_held_out_stores_only": rms(&test, &[0; N]),
    }))
}

/// The weights minimising the squared error of `rows`' labels (ordinary least squares,
/// by the normal equations and Gaussian elimination with partial pivoting); `None` when
/// the features do not determine them.
fn least_squares<const N: usize>(rows: &[FitRow<N>]) -> Option<[f64; N]> {
    let mut a = [[0.0f64; N]; N];
    let mut b = [0.0f64; N];
    // A feature that never occurs in a game's positions (Awari's extra turns in Ayo) gets
    // weight 0 from a tiny ridge, instead of leaving the equations singular.
    for (i, row) in a.iter_mut().enumerate() {
        row[i] = 1e-6 * rows.len() as f64;
    }
    for (features, label) in rows {
        for i in 0..N {
            b[i] += f64::from(features[i]) * label;
            for j in 0..N {
                a[i][j] += f64::from(features[i]) * f64::from(features[j]);
            }
        }
    }
    for col in 0..N {
        let pivot = (col..N).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-9 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (pivot_row, pivot_b) = (a[col], b[col]);
        for (row, (a_row, b_row)) in a.iter_mut().zip(b.iter_mut()).enumerate() {
            if row != col {
                let factor = a_row[col] / pivot_row[col];
                for (x, p) in a_row.iter_mut().zip(pivot_row).skip(col) {
                    *x -= factor * p;
                }
                *b_row -= factor * pivot_b;
            }
        }
    }
    let mut w = [0.0; N];
    for i in 0..N {
        w[i] = b[i] / a[i][i];
    }
    Some(w)
}

/// `mancala analyse`: each move's analysis, a JSON line printed as soon as it is found;
/// an empty answer (every line already printed) or why the game cannot be analysed.
fn analyse<P: Position>(id: GameId, command: &Command) -> Result<String, String> {
    let Command::Analyse {
        options,
        ply,
        solver_nodes,
        search_nodes,
        table_bits,
        endgame_seeds,
        moves,
        ..
    } = command
    else {
        return Err("not an analysis".to_owned());
    };
    let rules = parse_rules::<P::Rules>(id, options)?;
    let game = Game::<P>::replay(rules, moves).map_err(|e| e.to_string())?;
    let standard = Budgets::STANDARD;
    let mut coach = Coach::new(Budgets {
        solver_nodes: solver_nodes.unwrap_or(standard.solver_nodes),
        solver_table_bits: table_bits.unwrap_or(standard.solver_table_bits),
        endgame_seeds: endgame_seeds.unwrap_or(standard.endgame_seeds),
        search_nodes: search_nodes.or(standard.search_nodes),
    });
    let plies: Vec<usize> = match ply {
        Some(ply) if *ply >= game.moves_played() => {
            return Err(format!(
                "there is no ply {ply}: the game has {} moves",
                game.moves_played()
            ))
        }
        Some(ply) => vec![*ply],
        None => (0..game.moves_played()).collect(),
    };
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    for ply in plies {
        let began = Instant::now();
        let found = coach.analyse(&game, ply)?;
        let line = json!({
            "ply": found.ply,
            "move": found.played.to_string(),
            "best": found.best.to_string(),
            "loss": found.loss,
            "verdict": found.verdict.as_str(),
            "margin": found.margin,
            "exact": found.exact,
            "best_value": found.best_value,
            "played_value": found.played_value,
            "shares": found.shares,
            "nodes": found.nodes,
            "millis": began.elapsed().as_millis(),
        });
        // A reader that stops early closes the pipe: no reason to go on.
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            return Ok(String::new());
        }
    }
    eprintln!("mancala: analysed in {} ms", started.elapsed().as_millis());
    Ok(String::new())
}

/// `mancala puzzles`: each puzzle's line printed as soon as it is proven, the time each
/// took on stderr; an empty answer (every line already printed).
fn puzzles<P: Position>(
    id: GameId,
    options: &[String],
    count: usize,
    seed: u64,
    proof_nodes: Option<u64>,
    screen_nodes: Option<u64>,
) -> Result<String, String> {
    let rules = parse_rules::<P::Rules>(id, options)?;
    if Game::<P>::new(rules).position().players() != 2 {
        return Err("puzzles are of two-player games".to_owned());
    }
    let mut generator = Generator::default();
    if let Some(nodes) = proof_nodes {
        generator.proof_nodes = nodes;
    }
    if let Some(nodes) = screen_nodes {
        generator.screen_nodes = nodes;
    }
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    let mut made = 0;
    generator.generate::<P>(rules, count, seed, &mut |puzzle| {
        made += 1;
        eprintln!(
            "mancala: puzzle {made} after {:.1} s",
            started.elapsed().as_secs_f64()
        );
        // A reader that stops early closes the pipe: no reason to go on.
        writeln!(out, "{}", puzzle.to_line())
            .and_then(|()| out.flush())
            .is_ok()
    });
    if made < count {
        eprintln!("mancala: only {made} puzzles found");
    }
    Ok(String::new())
}

/// `mancala puzzles GAME --lines FILE`: the file with each puzzle's line added where it
/// has none, printed line by line as each is found.
fn puzzle_lines<P: Position>(
    file: &std::path::Path,
    proof_nodes: Option<u64>,
) -> Result<String, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut generator = Generator::default();
    if let Some(nodes) = proof_nodes {
        generator.proof_nodes = nodes;
    }
    let mut out = std::io::stdout().lock();
    for (i, line) in text.lines().enumerate() {
        let kept = line.trim().is_empty() || line.trim_start().starts_with('#');
        let written = match kept {
            true => line.to_owned(),
            false => {
                let puzzle = Puzzle::parse(line).map_err(|e| format!("line {}: {e}", i + 1))?;
                match puzzle.line.is_empty() {
                    true => generator.with_line::<P>(&puzzle)?.to_line(),
                    false => line.to_owned(),
                }
            }
        };
        writeln!(out, "{written}").map_err(|e| e.to_string())?;
    }
    Ok(String::new())
}

/// A `replay` of a link: its game, its options before `--opt`'s and its moves before the
/// MOVEs given, so that a shared game can be examined and played on.
fn open_link(command: &mut Command) -> Result<(), String> {
    let Command::Replay {
        game,
        options,
        moves,
    } = command
    else {
        return Ok(());
    };
    if game.parse::<GameId>().is_ok() {
        return Ok(());
    }
    let record = GameRecord::from_link(game).map_err(|e| format!("the link {game:?}: {e}"))?;
    *game = record.game;
    options.splice(
        0..0,
        record
            .options
            .iter()
            .map(|(key, value)| format!("{key}={value}")),
    );
    moves.splice(0..0, record.moves);
    Ok(())
}

/// The solver's transposition table and endgame database are hundreds of megabytes read
/// at random, and with 4 KB pages nearly every read also misses the TLB. glibc's
/// `glibc.malloc.hugetlb=1` tunable has malloc ask the kernel for transparent huge pages
/// (2 MB) for its large blocks, which takes a fifth to a quarter off the solver's CPU time
/// (docs/solver.md); the crate forbids `unsafe`, so no `madvise` call of its own. glibc
/// reads the tunable once at start-up: `solve` runs itself again with it set (once: the
/// second run sees it), and carries on in this process if that run cannot start.
fn solve_with_huge_pages() -> Option<ExitCode> {
    const TUNABLE: &str = "glibc.malloc.hugetlb=1";
    if !cfg!(target_os = "linux") {
        return None;
    }
    let tunables = std::env::var("GLIBC_TUNABLES").unwrap_or_default();
    if tunables.contains("glibc.malloc.hugetlb") {
        return None;
    }
    let tunables = if tunables.is_empty() {
        TUNABLE.to_string()
    } else {
        format!("{tunables}:{TUNABLE}")
    };
    let exe = std::env::current_exe().ok()?;
    let status = std::process::Command::new(exe)
        .args(std::env::args_os().skip(1))
        .env("GLIBC_TUNABLES", tunables)
        .status()
        .ok()?;
    Some(match status.code() {
        Some(code) => ExitCode::from(code.clamp(0, 255) as u8),
        None => ExitCode::FAILURE,
    })
}

/// The command line's definition, with `{games}` in its help texts replaced by the ids of
/// every game of the collection.
fn command_with_game_ids() -> clap::Command {
    let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    let ids = ids.join(", ");
    let fill = |text: &clap::builder::StyledStr| text.to_string().replace("{games}", &ids);
    Cli::command().mut_subcommands(|command| {
        command.mut_args(|mut arg| {
            if let Some(help) = arg.get_help().map(fill) {
                arg = arg.help(help);
            }
            if let Some(help) = arg.get_long_help().map(fill) {
                arg = arg.long_help(help);
            }
            arg
        })
    })
}

fn main() -> ExitCode {
    let mut cli =
        Cli::from_arg_matches(&command_with_game_ids().get_matches()).unwrap_or_else(|e| e.exit());
    if matches!(
        cli.command,
        Command::Solve { .. }
            | Command::Loss { .. }
            | Command::SolveBook { .. }
            | Command::FitEval { .. }
    ) {
        if let Some(code) = solve_with_huge_pages() {
            return code;
        }
    }
    if let Err(message) = open_link(&mut cli.command) {
        eprintln!("mancala: {message}");
        return ExitCode::from(2);
    }
    let (Command::Replay { game, .. }
    | Command::Perft { game, .. }
    | Command::Uci { game, .. }
    | Command::Bestmove { game, .. }
    | Command::Match { game, .. }
    | Command::Book { game, .. }
    | Command::Endgames { game, .. }
    | Command::Solve { game, .. }
    | Command::Loss { game, .. }
    | Command::SolveBook { game, .. }
    | Command::FitEval { game, .. }
    | Command::Analyse { game, .. }
    | Command::Puzzles { game, .. }) = &cli.command;
    let result = game
        .parse::<GameId>()
        .map_err(|e| e.to_string())
        .and_then(|id| match id {
            _ if matches!(cli.command, Command::FitEval { .. }) => fit_eval(id, &cli.command),
            GameId::Kalah => match &cli.command {
                Command::Solve {
                    options,
                    table_bits,
                    endgame_seeds,
                    max_database_bytes,
                    database_dir,
                    max_seconds,
                    first_guess,
                    moves,
                    ..
                } => solve(
                    options,
                    &SolverSetup {
                        table_bits: *table_bits,
                        endgame_seeds: *endgame_seeds,
                        max_database_bytes: *max_database_bytes,
                        database_dir: database_dir.clone(),
                    },
                    *max_seconds,
                    *first_guess,
                    moves,
                ),
                Command::Loss {
                    options,
                    games,
                    seed,
                    level,
                    max_seconds,
                    table_bits,
                    endgame_seeds,
                    max_database_bytes,
                    database_dir,
                    book,
                    opponent,
                    games_from,
                    ..
                } => book
                    .as_deref()
                    .map(read_book)
                    .transpose()
                    .and_then(|book| {
                        let given = games_from.as_deref().map(read_games).transpose()?;
                        Ok((book, given))
                    })
                    .and_then(|(book, given)| {
                        loss(
                            options,
                            &LossPlan {
                                games: *games,
                                seed: *seed,
                                level,
                                opponent: opponent.as_deref(),
                                max_seconds: *max_seconds,
                                given,
                            },
                            &SolverSetup {
                                table_bits: *table_bits,
                                endgame_seeds: *endgame_seeds,
                                max_database_bytes: *max_database_bytes,
                                database_dir: database_dir.clone(),
                            },
                            book.as_ref(),
                        )
                    }),
                Command::SolveBook {
                    options,
                    positions,
                    root_plies,
                    deviation_cost,
                    min_seeds,
                    max_seconds,
                    table_bits,
                    endgame_seeds,
                    database_dir,
                    max_database_bytes,
                    out,
                    ..
                } => solve_book(
                    options,
                    &Expansion {
                        root_plies: *root_plies,
                        positions: *positions,
                        deviation_cost: *deviation_cost,
                    },
                    *min_seeds,
                    *max_seconds,
                    &SolverSetup {
                        table_bits: *table_bits,
                        endgame_seeds: *endgame_seeds,
                        max_database_bytes: *max_database_bytes,
                        database_dir: database_dir.clone(),
                    },
                    out,
                ),
                command => run::<KalahPosition>(id, command),
            },
            _ => mancala::with_position!(id, P => run::<P>(id, &cli.command)),
        });
    match result {
        Ok(text) if text.is_empty() => ExitCode::SUCCESS,
        Ok(text) => {
            // A reader that stops early (`| head`) closes the pipe: not an error of ours,
            // and no reason to panic.
            let _ = writeln!(std::io::stdout(), "{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("mancala: {message}");
            ExitCode::from(2)
        }
    }
}
