//! `mancala versus`: our computer opponent against another program, side by side: two
//! engines that speak UCI (`mancala uci`; Aalina's Oware engine speaks the same commands),
//! run as child processes, in seat-swapped pairs of games from the same random two-ply
//! openings, at the same time a move (`go movetime MS`) for both. The tool referees every
//! move by RULES.md: a move it refuses loses that game for the engine that sent it. A JSON
//! line a game on stderr; the totals, from our side, as JSON on stdout: wins, draws,
//! losses, the mean margin in seeds with its 95% interval (`match`'s), and each side's
//! mean wall time a move.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use serde::Serialize;

use mancala::games::{Game, Player, Position};
use mancala::search::matches::margin_interval;

use crate::args::{json, Answer, Error, GameArgs};
use crate::board::{Board, BoardJson, BySide};

#[derive(Args, Clone, Debug)]
pub struct VersusArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Our engine, a command run by `sh -c`, e.g. 'target/release/mancala uci ayo
    /// --endgames 12'.
    #[arg(long, value_name = "CMD")]
    pub ours: String,
    /// The other program, a command run by `sh -c`.
    #[arg(long, value_name = "CMD")]
    pub theirs: String,
    /// Games to play: an even number, seat-swapped pairs from one opening.
    #[arg(long, default_value_t = 2, value_parser = even_games)]
    pub games: u32,
    /// Milliseconds a move (`go movetime`).
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub movetime: u64,
    /// Our engine's clock a move, when it should differ from the other's (`--movetime`),
    /// to compare at the time each really spends: an engine that answers book and
    /// proven moves at once spends much less than its `movetime` on average.
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    pub ours_movetime: Option<u64>,
    /// The seed of the openings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// How the other program writes moves: ours (numbers), or South's houses A-F and
    /// North's a-f, each from its owner's left, and a game's moves as one word (letters:
    /// Aalina's Oware notation).
    #[arg(long, value_enum, default_value_t = Notation::Numbers)]
    pub theirs_notation: Notation,
    /// Where the other program holds a game over at a position's second occurrence
    /// (Aalina): `rules` gives it the position without its history and plays on, to
    /// RULES.md's third; `theirs` ends the game there, each player taking the seeds on
    /// their own side.
    #[arg(long, value_enum, default_value_t = Repetition::Rules)]
    pub repetition: Repetition,
}

/// How the other program writes moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    Letters,
    Numbers,
}

/// What a game held over by the other program at a repetition becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Repetition {
    Rules,
    Theirs,
}

/// An even number of games, at least 2.
fn even_games(text: &str) -> Result<u32, String> {
    text.parse::<u32>()
        .ok()
        .filter(|n| *n >= 2 && n % 2 == 0)
        .ok_or_else(|| format!("`{text}` is not an even number of games (2 or more)"))
}

/// One game's line on stderr.
#[derive(Clone, Debug, Serialize)]
pub struct GameLine {
    pub pair: u32,
    /// Our seat: south or north.
    pub ours: &'static str,
    pub opening: String,
    pub margin: i64,
    pub plies: usize,
    pub ours_ms: i64,
    pub theirs_ms: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub restarts: Option<u32>,
    pub moves: String,
    /// Our engine's score at each of its moves, in seeds (a tenth rounded).
    pub our_scores: String,
}

/// The totals, from our side.
#[derive(Clone, Debug, Serialize)]
pub struct Totals {
    pub game: &'static str,
    pub options: Vec<String>,
    pub games: u32,
    pub movetime: u64,
    pub ours_movetime: u64,
    pub seed: u64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub margin: f64,
    pub margin_95: f64,
    pub ours_ms_per_move: i64,
    pub theirs_ms_per_move: i64,
    pub forfeits: Vec<String>,
    pub repetition: Repetition,
    pub restarts: u32,
}

/// A UCI engine run as a child process.
struct Engine {
    command: String,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// The score of the engine's last `info` line, in hundredths of a seed (its view).
    score: Option<i64>,
}

impl Engine {
    fn spawn(command: &str) -> Result<Engine, Error> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("{command}: {e}"))?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Engine {
            command: command.to_owned(),
            stdin: child.stdin.take(),
            child,
            lines,
            score: None,
        })
    }

    fn send(&mut self, line: &str) -> Result<(), Error> {
        let stdin = self.stdin.as_mut().ok_or("the engine's input is closed")?;
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .map_err(|e| Error(format!("{}: {e}", self.command)))
    }

    /// Sends a line and waits for the first reply line for which `until` holds.
    fn ask(&mut self, line: &str, until: impl Fn(&str) -> bool) -> Result<String, Error> {
        self.send(line)?;
        loop {
            let Ok(reply) = self.lines.recv() else {
                let code = self.child.wait().ok().and_then(|s| s.code());
                let code = code.map_or("null".to_owned(), |c| c.to_string());
                return Err(Error(format!("{}: exited ({code})", self.command)));
            };
            if let Some(score) = score_of(&reply) {
                self.score = Some(score);
            }
            if until(&reply) {
                return Ok(reply);
            }
        }
    }
}

impl Drop for Engine {
    /// `quit`, the end of its input, a second to go, then the end.
    fn drop(&mut self) {
        let _ = self.send("quit");
        self.stdin = None;
        let waited = Instant::now();
        while waited.elapsed() < Duration::from_secs(1) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `score cp N` of an `info` line.
fn score_of(line: &str) -> Option<i64> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.windows(2).position(|w| w == ["score", "cp"])?;
    words.get(at + 2)?.parse().ok()
}

/// A small seeded generator (xorshift32), so that a pair's two games share an opening:
/// the same openings as the match runner in JavaScript this command replaced.
struct Openings(u32);

impl Openings {
    fn new(seed: u64) -> Openings {
        let s = (seed as u32).wrapping_mul(0x9e37_79b1) ^ 0x5bd1_e995;
        Openings(if s == 0 { 1 } else { s })
    }

    /// An index below `n`.
    fn below(&mut self, n: usize) -> usize {
        let mut s = self.0;
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        self.0 = s;
        (f64::from(s) / 4_294_967_296.0 * n as f64) as usize
    }
}

/// The rounded mean of `xs` (0 when empty).
fn average(xs: &[f64]) -> i64 {
    (xs.iter().sum::<f64>() / xs.len().max(1) as f64).round() as i64
}

/// A move in the other program's notation, and back; `south` whether South moves.
fn to_theirs(notation: Notation, m: &str, south: bool) -> String {
    let first = if south { b'A' } else { b'a' };
    match (notation, m.parse::<u8>()) {
        (Notation::Letters, Ok(house @ 1..=26)) => char::from(first + house - 1).to_string(),
        _ => m.to_owned(),
    }
}

fn from_theirs(notation: Notation, m: &str, south: bool) -> String {
    let first = if south { b'A' } else { b'a' };
    match (notation, m.as_bytes()) {
        // A house of the other side, or no house at all, stays as sent: the referee
        // refuses it.
        (Notation::Letters, &[c]) if (first..first + 26).contains(&c) => {
            (c - first + 1).to_string()
        }
        _ => m.to_owned(),
    }
}

/// Aalina's diagram of a position: South's houses A-F, North's a-f, the two stores, the
/// player to move.
fn diagram(board: &Board, south_to_move: bool) -> Option<String> {
    let Board::TwoRows { houses, stores } = board else {
        return None;
    };
    let mut parts: Vec<String> = (houses.south.iter().chain(&houses.north))
        .map(u8::to_string)
        .collect();
    parts.extend([stores.south.to_string(), stores.north.to_string()]);
    parts.push(if south_to_move { "S" } else { "N" }.to_owned());
    Some(parts.join("-"))
}

/// Each side's seeds on its own side of the board (a game held over).
fn own_seeds(board: &Board) -> Option<BySide<i64>> {
    let Board::TwoRows { houses, stores } = board else {
        return None;
    };
    let own = |houses: &[u8], store: u8| {
        houses.iter().map(|&h| i64::from(h)).sum::<i64>() + i64::from(store)
    };
    Some(BySide {
        south: own(&houses.south, stores.south),
        north: own(&houses.north, stores.north),
    })
}

/// How a game ended.
enum End {
    /// Each side's total.
    Totals(BySide<i64>),
    /// A side sent a move the rules refuse: it loses (true: ours).
    Forfeit { ours: bool, reason: String },
}

/// One game played.
struct Played {
    end: End,
    /// Why it ended where our rules play on.
    ended: Option<String>,
    moves: Vec<String>,
    /// Milliseconds of each move, ours and theirs.
    times: [Vec<f64>; 2],
    restarts: u32,
    /// Our engine's score at each of its moves.
    scores: Vec<Option<i64>>,
}

/// The match's settings.
struct Setup<'a> {
    args: &'a VersusArgs,
    ours_movetime: u64,
}

pub fn run(args: &VersusArgs) -> Answer {
    let id = args.game.id()?;
    mancala::with_position!(id, P => versus::<P>(args))
}

fn versus<P: BoardJson>(args: &VersusArgs) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    if P::new(rules).players() != 2 {
        return Err("versus plays games of two players".into());
    }
    let setup = Setup {
        args,
        ours_movetime: args.ours_movetime.unwrap_or(args.movetime),
    };
    // Ours first, theirs second.
    let mut engines = [Engine::spawn(&args.ours)?, Engine::spawn(&args.theirs)?];
    for engine in &mut engines {
        engine.ask("uci", |l| l == "uciok")?;
    }
    let mut openings = Openings::new(args.seed);
    let mut margins = Vec::new();
    let (mut times, mut forfeits, mut restarts) = ([Vec::new(), Vec::new()], Vec::new(), 0);
    for pair in 0..args.games / 2 {
        let mut opening = Game::<P>::new(rules);
        for _ in 0..2 {
            let legal = opening.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[openings.below(legal.len())];
            opening.play(m).map_err(Error::new)?;
        }
        for ours_south in [true, false] {
            let played = play(&setup, &mut engines, &opening, ours_south)?;
            let line = game_line(pair, ours_south, &opening, &played);
            eprintln!("{}", json(&line));
            if let Some(reason) = line.forfeit.clone() {
                forfeits.push(reason);
            }
            restarts += played.restarts;
            for (all, these) in times.iter_mut().zip(played.times) {
                all.extend(these);
            }
            margins.push(line.margin);
        }
    }
    drop(engines);
    Ok(json(&totals(&setup, &margins, &times, forfeits, restarts)))
}

/// The totals of the games' margins and times.
fn totals(
    setup: &Setup,
    margins: &[i64],
    times: &[Vec<f64>; 2],
    forfeits: Vec<String>,
    restarts: u32,
) -> Totals {
    let args = setup.args;
    let n = margins.len() as u32;
    let sum: i64 = margins.iter().sum();
    let squares: i64 = margins.iter().map(|m| m * m).sum();
    let hundredths = |x: f64| (x * 100.0).round() / 100.0;
    Totals {
        game: args.game.id().map_or("", |id| id.as_str()),
        options: args.game.options.clone(),
        games: n,
        movetime: args.movetime,
        ours_movetime: setup.ours_movetime,
        seed: args.seed,
        wins: margins.iter().filter(|&&m| m > 0).count() as u32,
        draws: margins.iter().filter(|&&m| m == 0).count() as u32,
        losses: margins.iter().filter(|&&m| m < 0).count() as u32,
        margin: hundredths(sum as f64 / f64::from(n.max(1))),
        margin_95: hundredths(margin_interval(sum, squares, n)),
        ours_ms_per_move: average(&times[0]),
        theirs_ms_per_move: average(&times[1]),
        forfeits,
        repetition: args.repetition,
        restarts,
    }
}

/// A game's line: its margin from our side (a forfeit: 1 seed), its moves and times.
fn game_line<P: Position>(
    pair: u32,
    ours_south: bool,
    opening: &Game<P>,
    played: &Played,
) -> GameLine {
    let (margin, forfeit) = match &played.end {
        End::Forfeit { ours, reason } => (if *ours { -1 } else { 1 }, Some(reason.clone())),
        End::Totals(t) if ours_south => (t.south - t.north, None),
        End::Totals(t) => (t.north - t.south, None),
    };
    let score = |s: &Option<i64>| match s {
        // Seeds, a tenth rounded half up; none: an empty word.
        Some(cp) => ((*cp as f64 / 10.0 + 0.5).floor() / 10.0).to_string(),
        None => String::new(),
    };
    let opening: Vec<String> = opening.moves().iter().map(|m| m.to_string()).collect();
    GameLine {
        pair,
        ours: if ours_south { "south" } else { "north" },
        opening: opening.join(" "),
        margin,
        plies: played.moves.len(),
        ours_ms: average(&played.times[0]),
        theirs_ms: average(&played.times[1]),
        forfeit,
        ended: played.ended.clone(),
        restarts: (played.restarts > 0).then_some(played.restarts),
        moves: played.moves.join(" "),
        our_scores: played
            .scores
            .iter()
            .map(score)
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// One game from the opening, ours South or North, to its end by our rules (or a
/// forfeit, or the other program holding it over).
fn play<P: BoardJson>(
    setup: &Setup,
    engines: &mut [Engine; 2],
    opening: &Game<P>,
    ours_south: bool,
) -> Result<Played, Error> {
    let mut game = opening.clone();
    let mut played = Played {
        end: End::Totals(BySide { south: 0, north: 0 }),
        ended: None,
        moves: game.moves().iter().map(|m| m.to_string()).collect(),
        times: [Vec::new(), Vec::new()],
        restarts: 0,
        scores: Vec::new(),
    };
    // Who played each move (South: true), for the other program's notation.
    let mut movers = movers(opening);
    for engine in engines.iter_mut() {
        engine.ask("ucinewgame\nisready", |l| l == "readyok")?;
    }
    loop {
        let position = game.position().clone();
        if let Some(outcome) = position.outcome() {
            let total = |seat: usize| {
                (outcome.totals().iter())
                    .find(|(p, _)| p.index() == seat)
                    .map_or(0, |&(_, t)| i64::from(t))
            };
            played.end = End::Totals(BySide {
                south: total(0),
                north: total(1),
            });
            return Ok(played);
        }
        let south = position.to_move().index() == 0;
        let ours = south == ours_south;
        let side = if ours { "ours" } else { "theirs" };
        let board = position.board_json();
        let turn = Turn { ours, south };
        let engine = &mut engines[usize::from(!ours)];
        let sent = ask_move(setup, engine, turn, &board, &mut played, &movers)?;
        if held(&sent) {
            // The engine holds the game over where our rules play on (with `--repetition
            // theirs`: Aalina's end at a second occurrence). End it there as RULES.md
            // ends a repetition: each player takes the seeds on their own side.
            let totals = own_seeds(&board).ok_or("a game held over on this board")?;
            played.end = End::Totals(totals);
            played.ended = Some(format!("{side} held the game over"));
            return Ok(played);
        }
        let ours_notation = if ours {
            sent.clone()
        } else {
            from_theirs(setup.args.theirs_notation, &sent, south)
        };
        let legal = position.legal_moves();
        let Some(&m) = legal.iter().find(|m| m.to_string() == ours_notation) else {
            let legal: Vec<String> = legal.iter().map(|m| m.to_string()).collect();
            let reason = format!("{side} sent {sent} (legal: {})", legal.join(" "));
            played.end = End::Forfeit { ours, reason };
            return Ok(played);
        };
        game.play(m).map_err(Error::new)?;
        played.moves.push(ours_notation);
        movers.push(south);
    }
}

/// Whether an engine's answer holds the game over.
fn held(sent: &str) -> bool {
    sent == "0000" || sent == "(none)"
}

/// Whose turn it is: our engine's or not, South's or not.
#[derive(Clone, Copy)]
struct Turn {
    ours: bool,
    south: bool,
}

/// The move the engine to move sends for the game so far (in its notation), timed, and
/// our engine's score noted; given again as a diagram alone where the other program
/// holds a repetition over that our rules play on.
fn ask_move(
    setup: &Setup,
    engine: &mut Engine,
    turn: Turn,
    board: &Board,
    played: &mut Played,
    movers: &[bool],
) -> Result<String, Error> {
    let args = setup.args;
    let Turn { ours, south } = turn;
    let history: Vec<String> = match ours {
        true => played.moves.clone(),
        false => (played.moves.iter().zip(movers))
            .map(|(m, &south)| to_theirs(args.theirs_notation, m, south))
            .collect(),
    };
    // Aalina writes a game's moves as one word (`AfBe`); ours, a word a move.
    let letters = !ours && args.theirs_notation == Notation::Letters;
    let list = history.join(if letters { "" } else { " " });
    match history.is_empty() {
        true => engine.send("position startpos")?,
        false => engine.send(&format!("position startpos moves {list}"))?,
    }
    engine.score = None;
    let started = Instant::now();
    let clock = if ours {
        setup.ours_movetime
    } else {
        args.movetime
    };
    let go = format!("go movetime {clock}");
    let reply = engine.ask(&go, |l| l.starts_with("bestmove"))?;
    played.times[usize::from(!ours)].push(started.elapsed().as_secs_f64() * 1000.0);
    if ours {
        played.scores.push(engine.score);
    }
    let sent = reply.split_whitespace().nth(1).unwrap_or("").to_owned();
    if !(held(&sent) && letters && args.repetition == Repetition::Rules) {
        return Ok(sent);
    }
    // Aalina ends a game at a position's second occurrence, RULES.md at its third: give it
    // the position alone (its diagram, without the moves that repeat it), so that it plays
    // on as our rules do.
    played.restarts += 1;
    let fen = diagram(board, south).ok_or("no diagram of this board")?;
    engine.send(&format!("position fen {fen}"))?;
    let again = engine.ask(&go, |l| l.starts_with("bestmove"))?;
    Ok(again.split_whitespace().nth(1).unwrap_or("").to_owned())
}

/// Who played each move of the game (South: true).
fn movers<P: Position>(game: &Game<P>) -> Vec<bool> {
    let mut replayed = Game::<P>::new(*game.rules());
    let mut movers = Vec::new();
    for m in game.moves() {
        movers.push(replayed.position().to_move().index() == 0);
        // The moves are the game's own: replaying them cannot fail.
        if replayed.play(m).is_err() {
            break;
        }
    }
    movers
}
