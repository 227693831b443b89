//! `mancala`, the command-line tool of RULES.md section 7: replays games and counts move
//! sequences for every game of the collection, finds the computer's move, plays levels
//! against each other and against other programs, and solves Kalah, printing JSON that
//! checks can read. A module a command; what they share is in `args` (the argument
//! groups, the error type) and `board` (a position's JSON); the match runner, the fitting
//! and the loss bench are the library's (`search::matches`, `search::fitting`,
//! `search::loss`).

use std::io::Write;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use mancala::games::GameId;

mod analyse;
mod args;
mod bestmove;
mod board;
mod book;
mod convert;
mod endgames;
mod explore;
mod fit;
mod loss;
mod matches;
mod perft;
mod puzzles;
mod replay;
mod solve;
mod solve_book;
mod uci;
mod versus;

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
    Replay(replay::ReplayArgs),
    /// Prints the move the computer would play after MOVEs, with its score and line, as JSON.
    Bestmove(bestmove::BestmoveArgs),
    /// Plays levels against each other and prints each one's wins, draws, losses and mean
    /// margin as JSON; with two players also the pairs of games from one opening (one in
    /// each seat) it scored more of, as much and less (`pairs`); with three or four
    /// players, against each other entry, the games it ended with more captures, as many
    /// and fewer (`versus`).
    Match(matches::MatchArgs),
    /// Writes the endgame database of every position with at most SEEDS seeds on the
    /// board (Kalah, Awari, Ayo, Oware) to a file, as the computer's worker fetches it
    /// (static/endgames): a header of text naming the rules, the seeds and the checksum,
    /// then one byte a position. With --check, reads FILE back instead and says whether it
    /// holds exactly what a build for these rules gives.
    Endgames(endgames::EndgamesArgs),
    /// Writes an opening book (text, one line a position) for `bestmove --book`, `match
    /// --book` and the computer's worker: with --plies, every position of the first PLIES
    /// plies searched for MILLIS milliseconds each; with --positions, POSITIONS grown by
    /// drop-out expansion from every position of the first ROOT_PLIES plies (the book's
    /// own lines and the opponent's deviations, cheapest first), each searched for MILLIS
    /// milliseconds by Expert's search; with --trim, a grown book cut to POSITIONS.
    Book(book::BookArgs),
    /// Kalah's book of proven moves: grows an opening book by drop-out expansion from
    /// every position of the first ROOT_PLIES plies, each position solved (its move the
    /// solver's, its score the margin to the natural end, depth 255), the main lines first
    /// and the opponent's deviations after, until POSITIONS are held; positions with at
    /// most MIN_SEEDS seeds in play are left to Expert's own exact tries.
    SolveBook(solve_book::SolveBookArgs),
    /// Solves Kalah after MOVEs: South's final margin with perfect play to the natural end
    /// (without the early end, so a position the early end has finished is played on), and
    /// a best move, as JSON.
    Solve(solve::SolveArgs),
    /// Kalah's loss bench: plays GAMES games of LEVEL against itself from random two-ply
    /// openings and solves every position of them, to sum the seeds each move gives away
    /// against perfect play (final margin to the natural end); prints each game and the
    /// mean loss per game as JSON.
    Loss(loss::LossArgs),
    /// Fits a game's evaluation (docs/computer.md, "The evaluation"): plays GAMES games of
    /// Hard against itself (with some random moves, and the previous evaluation, so that
    /// the positions do not depend on the weights), labels their positions with at most
    /// MAX_SEEDS seeds in the houses with what the player to move still gains on the
    /// opponent (Kalah: solved; Awari, Ayo, Oware: the endgame database's exact value
    /// where it has the position, else a search LABEL_DEPTH plies deep), and fits the
    /// evaluation's weights to it by least squares; prints the weights and the fit's error
    /// (on every fifth position, held out) against the previous evaluation's, as JSON.
    FitEval(fit::FitArgs),
    /// Reviews a game: for each of MOVES (or only --ply's), the best move found, the seeds
    /// the move played gave up against it and its verdict, one JSON line per move as each
    /// is found (docs/computer.md, "The coach").
    Analyse(analyse::AnalyseArgs),
    /// Every legal move of the position after MOVEs (from --position or the start) with
    /// its value for the player to move (exact, from the end, the book, the endgame
    /// database or Kalah's solver, or the depth the search reached) and the best line, as
    /// JSON; with --stream, a line after each completed depth too.
    Explore(explore::ExploreArgs),
    /// Finds COUNT puzzles in games the computer plays against itself: positions where one
    /// move alone keeps the best result and every other loses at least 2 seeds (Kalah's
    /// proven by the solver, the others' by a deep search), one line each in the format of
    /// static/puzzles/ as each is found (docs/computer.md, "Puzzles").
    Puzzles(puzzles::PuzzlesArgs),
    /// Counts the distinct move sequences of DEPTH plies from the start.
    Perft(perft::PerftArgs),
    /// Converts a game or a position from one text format to another (docs/RULES.md section
    /// 8): our record, our position text, PlayStrategy's Oware FEN and move list, the Kalah
    /// Game Protocol's board literal; prints the text written as JSON.
    Convert(convert::ConvertArgs),
    /// Runs the computer opponent as an engine speaking UCI on stdin and stdout (`uci`,
    /// `isready`, `ucinewgame`, `position startpos moves M ...`, `go movetime MS`, `quit`;
    /// moves in the game's notation), for a match runner such as `mancala versus` to play
    /// it against another program; it keeps its table while each position continues the
    /// last.
    Uci(uci::UciArgs),
    /// Plays our engine against another program, both speaking UCI as child processes, in
    /// seat-swapped pairs of games from the same random two-ply openings at the same time
    /// a move, refereed by our rules: a JSON line a game on stderr, the totals (wins,
    /// draws, losses, the mean margin with its 95% interval) as JSON on stdout.
    Versus(versus::VersusArgs),
}

impl Command {
    /// Runs the command: its answer, or why it failed.
    fn run(&self) -> args::Answer {
        match self {
            Command::Replay(args) => replay::run(args),
            Command::Bestmove(args) => bestmove::run(args),
            Command::Match(args) => matches::run(args),
            Command::Endgames(args) => endgames::run(args),
            Command::Book(args) => book::run(args),
            Command::SolveBook(args) => solve_book::run(args),
            Command::Solve(args) => solve::run(args),
            Command::Loss(args) => loss::run(args),
            Command::FitEval(args) => fit::run(args),
            Command::Analyse(args) => analyse::run(args),
            Command::Explore(args) => explore::run(args),
            Command::Puzzles(args) => puzzles::run(args),
            Command::Perft(args) => perft::run(args),
            Command::Convert(args) => convert::run(args),
            Command::Uci(args) => uci::run(args),
            Command::Versus(args) => versus::run(args),
        }
    }

    /// Whether the command runs the Kalah solver's large tables (`solve_with_huge_pages`).
    fn solves(&self) -> bool {
        matches!(
            self,
            Command::Solve(_) | Command::Loss(_) | Command::SolveBook(_) | Command::FitEval(_)
        )
    }
}

/// The help of the GAME argument where a command takes only some games, or links.
const GAME_HELP: [(&str, &str); 8] = [
    (
        "replay",
        "The game id: {games}; or a link to a game from the site's Share button (the \
         address, or its fragment such as '#/kalah?seeds=5&moves=3.1.6'), whose options \
         and moves come first.",
    ),
    (
        "endgames",
        "The game id of a game with two rows of houses: {games}.",
    ),
    ("book", "The game id of a game for two players: {games}."),
    ("solve-book", "The game id: only kalah can be solved."),
    ("solve", "The game id: only kalah can be solved."),
    ("loss", "The game id: only kalah can be solved."),
    ("fit-eval", "The game id: kalah, awari, ayo or oware."),
    (
        "puzzles",
        "The game id: kalah, awari, ayo, oware, calcala (2 players), roocala-square or \
         roocala-hex.",
    ),
];

/// The command line's definition, with `{games}` in its help texts replaced by the ids of
/// every game of the collection.
fn command_with_game_ids() -> clap::Command {
    let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    let ids = ids.join(", ");
    let fill = |text: &clap::builder::StyledStr| text.to_string().replace("{games}", &ids);
    Cli::command().mut_subcommands(|mut command| {
        let name = command.get_name().to_owned();
        if let Some((_, help)) = GAME_HELP.iter().find(|(n, _)| *n == name) {
            command = command.mut_arg("game", |arg| arg.help(*help));
        }
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

fn main() -> ExitCode {
    let cli =
        Cli::from_arg_matches(&command_with_game_ids().get_matches()).unwrap_or_else(|e| e.exit());
    if cli.command.solves() {
        if let Some(code) = solve_with_huge_pages() {
            return code;
        }
    }
    match cli.command.run() {
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
