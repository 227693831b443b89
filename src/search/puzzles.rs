//! Puzzles: positions from the computer's own games where exactly one move keeps the best
//! result and every other move loses at least [`MIN_LOSS`] seeds (issue 25).
//!
//! Generated the way chess puzzle sets are mined from games (lichess's puzzle generator:
//! play through real games, keep the positions where one move alone is good, and check
//! each by a deeper engine than the one that found it): games are played by Hard with
//! deliberate slips ([`crate::search::Noise`]) from random two-ply openings, every
//! position of them from ply [`FIRST_PLY`] on is screened by a short search of each move,
//! and a position whose best move stands out is proven: in Kalah by the solver (every
//! move's exact value), elsewhere by a deep search of each move at
//! [`Generator::proof_nodes`] positions. The proof's values are the puzzle's.
//!
//! The file (`static/puzzles/GAME.txt`) is plain text, one puzzle a line; `#` starts a
//! comment line, blank lines are skipped:
//!
//! ```text
//! kalah?moves=3.1.6.2.5 answer=4 value=6 losses=1:6,2:8,5:2,6:10 proof=solver
//! ```
//!
//! the game's record from the start ([`GameRecord::to_text`]: game, options, moves), the
//! answer in the game's notation, its value for the player to move (the final margin with
//! best play, in seeds), every other legal move with the seeds it loses against the
//! answer, what proved it (`solver`, or `search:NODES`), and, in files made since the
//! Puzzles screen (optional, so older lines still read), the line that follows the answer
//! (`line=4.2.1`: the principal variation of a search of the position after it, at most
//! [`LINE_PLIES`] moves, shown on the screen move by move).

use std::fmt;

use super::analysis::{Budgets, KalahProver};
use super::{search_with, Evaluate, Level, Memory, Noise, Rng, Settings, DECIDED, WIN};
use crate::games::{Game, GameId, GameRecord, Position};

/// The games with a shipped set (`static/puzzles/GAME.txt`), which the app offers.
pub const PUZZLE_GAMES: [GameId; 7] = [
    GameId::Kalah,
    GameId::Awari,
    GameId::Ayo,
    GameId::Oware,
    GameId::Calcala,
    GameId::RoocalaSquare,
    GameId::RoocalaHex,
];
/// Every other move loses at least this many seeds against a puzzle's answer.
pub const MIN_LOSS: i32 = 2;
/// Puzzles start at this ply: the openings' positions are the books' business.
pub const FIRST_PLY: usize = 6;
/// The longest puzzle line read.
const MAX_LINE: usize = 4096;
/// The moves after the answer a puzzle's line shows at most.
pub const LINE_PLIES: usize = 8;

/// What proved a puzzle's values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The Kalah solver: exact.
    Solver,
    /// A search of each move to this many positions.
    Search {
        /// The node budget of each move's search.
        nodes: u64,
    },
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Proof::Solver => f.write_str("solver"),
            Proof::Search { nodes } => write!(f, "search:{nodes}"),
        }
    }
}

/// One puzzle: a position (a game from its start), the one move that keeps the best
/// result, and what each other move loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The game, its options and the moves from the start to the puzzle's position.
    pub record: GameRecord,
    /// The move to find, in the game's notation.
    pub answer: String,
    /// The answer's value for the player to move: the final margin with best play.
    pub value: i32,
    /// Every other legal move with the seeds it loses against the answer.
    pub losses: Vec<(String, i32)>,
    /// What proved the values.
    pub proof: Proof,
    /// The moves expected after the answer (empty where the file gives none).
    pub line: Vec<String>,
}

impl Puzzle {
    /// The game the puzzle is of.
    pub fn game(&self) -> Option<GameId> {
        self.record.game.parse().ok()
    }

    /// The puzzle as a line of its file (see the module header).
    pub fn to_line(&self) -> String {
        let losses: Vec<String> = self
            .losses
            .iter()
            .map(|(m, loss)| format!("{m}:{loss}"))
            .collect();
        let line = match self.line.is_empty() {
            true => String::new(),
            false => format!(" line={}", self.line.join(".")),
        };
        format!(
            "{} answer={} value={} losses={} proof={}{line}",
            self.record.to_text(),
            self.answer,
            self.value,
            losses.join(","),
            self.proof
        )
    }

    /// Reads a line of a puzzle file, checking it against the game's rules: the record
    /// is a legal game, not over, the answer and every other legal move each named once,
    /// each loss at least [`MIN_LOSS`], and the line's moves legal one after the other
    /// from the answer. The error says what is wrong.
    pub fn parse(line: &str) -> Result<Puzzle, String> {
        let puzzle = Puzzle::read(line)?;
        puzzle.check()?;
        Ok(puzzle)
    }

    /// Reads a line of a puzzle file as [`Puzzle::parse`] does, but without playing its
    /// game: for the coach's worker, which serves the shipped files (`tests/puzzles.rs`
    /// parses them all) and whose page replays each record anyway, and so carries no
    /// second copy of every game's replay for it.
    pub fn read(line: &str) -> Result<Puzzle, String> {
        if line.len() > MAX_LINE {
            return Err(format!("a line of {} bytes is too long", line.len()));
        }
        let mut words = line.split_whitespace();
        let record = words.next().ok_or("an empty line is no puzzle")?;
        let record = GameRecord::from_text(record).map_err(|e| format!("the record: {e}"))?;
        let mut field = |name: &str| -> Result<&str, String> {
            let word = words.next().ok_or(format!("`{name}=` is missing"))?;
            word.strip_prefix(name)
                .and_then(|w| w.strip_prefix('='))
                .ok_or(format!("`{word}` is not `{name}=...`"))
        };
        let answer = field("answer")?.to_owned();
        let value = field("value")?;
        let value: i32 = value
            .parse()
            .ok()
            .filter(|v| (-1000..=1000).contains(v))
            .ok_or(format!("`{value}` is not a margin"))?;
        let losses = field("losses")?;
        let proof = match field("proof")? {
            "solver" => Proof::Solver,
            other => {
                let nodes = other.strip_prefix("search:").and_then(|n| n.parse().ok());
                Proof::Search {
                    nodes: nodes.ok_or(format!("`{other}` is not a proof"))?,
                }
            }
        };
        let line = match words.next() {
            None => Vec::new(),
            Some(word) => match word.strip_prefix("line=") {
                Some("") => Vec::new(),
                Some(moves) => moves.split('.').map(str::to_owned).collect(),
                None => return Err(format!("`{word}` after the proof")),
            },
        };
        if line.len() > LINE_PLIES {
            return Err(format!("a line of {} moves is too long", line.len()));
        }
        if let Some(extra) = words.next() {
            return Err(format!("`{extra}` after the line"));
        }
        let mut parsed = Vec::new();
        for pair in losses.split(',') {
            let (m, loss) = move_and_loss(pair).ok_or(format!("`{pair}` is not MOVE:LOSS"))?;
            let loss: i32 = loss
                .parse()
                .ok()
                .filter(|l| (MIN_LOSS..=1000).contains(l))
                .ok_or(format!(
                    "`{loss}` is not a loss of at least {MIN_LOSS} seeds"
                ))?;
            parsed.push((m.to_owned(), loss));
        }
        let puzzle = Puzzle {
            record,
            answer,
            value,
            losses: parsed,
            proof,
            line,
        };
        Ok(puzzle)
    }

    /// Checks the puzzle against the game's rules (see [`Puzzle::parse`]).
    fn check(&self) -> Result<(), String> {
        let game: GameId = self
            .record
            .game
            .parse()
            .map_err(|e| format!("the record: {e}"))?;
        let legal: Vec<String> = crate::with_position!(game, P => {
            let mut game = Game::<P>::from_record(&self.record)
                .map_err(|e| format!("the record: {e}"))?;
            let legal = game.position().legal_moves().iter().map(ToString::to_string).collect();
            for m in std::iter::once(&self.answer).chain(&self.line) {
                let played = game.position().parse_move(m).ok().and_then(|m| game.play(m).ok());
                if played.is_none() {
                    return Err(format!("`{m}` cannot be played there"));
                }
            }
            legal
        });
        if legal.is_empty() {
            return Err("the game is over: there is no move to find".to_owned());
        }
        let mut named: Vec<&str> = vec![self.answer.as_str()];
        named.extend(self.losses.iter().map(|(m, _)| m.as_str()));
        for m in &named {
            if !legal.iter().any(|l| l == m) {
                return Err(format!("`{m}` is not a legal move there"));
            }
        }
        // A few moves: no sort (it costs the worker's wasm 9 KB).
        if (named.iter().enumerate()).any(|(i, m)| named[..i].contains(m)) {
            return Err("a move is named twice".to_owned());
        }
        if named.len() != legal.len() {
            return Err(format!(
                "{} legal moves, {} named: every move needs its loss",
                legal.len(),
                named.len()
            ));
        }
        Ok(())
    }
}

/// Reads a whole puzzle file: every line a puzzle, but comments (`#`) and blank lines;
/// the first bad line's number and what is wrong with it.
pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, String> {
    each_line(text, Puzzle::parse)
}

/// A `MOVE:LOSS` pair split at its last colon: a Roocala move may hold one of its own
/// (`b2:E:4`).
pub fn move_and_loss(pair: &str) -> Option<(&str, &str)> {
    pair.rsplit_once(':')
}

/// Reads a whole puzzle file as [`parse_file`] does, each line by [`Puzzle::read`].
pub fn read_file(text: &str) -> Result<Vec<Puzzle>, String> {
    each_line(text, Puzzle::read)
}

fn each_line(text: &str, read: fn(&str) -> Result<Puzzle, String>) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(i, line)| read(line).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// Makes puzzles of one game's rules from the computer's games.
pub struct Generator {
    /// Positions each move's proving search may visit (not Kalah's: its solver).
    pub proof_nodes: u64,
    /// Positions each move's screening search may visit.
    pub screen_nodes: u64,
    /// Puzzles taken from one game at most, so that a set spreads over many games.
    pub per_game: usize,
    /// The Kalah solver's budgets (its node budget for each move's value).
    pub solver: Budgets,
}

impl Default for Generator {
    fn default() -> Generator {
        Generator {
            proof_nodes: 2_000_000,
            screen_nodes: 20_000,
            per_game: 2,
            solver: Budgets {
                solver_nodes: 1 << 23,
                solver_table_bits: 20,
                endgame_seeds: 14,
                search_nodes: None,
            },
        }
    }
}

impl Generator {
    /// Plays games from `seed` and hands each puzzle found to `found` as it is proven,
    /// until it has had `count` or `found` returns false. Deterministic: node budgets only.
    pub fn generate<P: Evaluate>(
        &self,
        rules: P::Rules,
        count: usize,
        seed: u64,
        found: &mut dyn FnMut(Puzzle) -> bool,
    ) {
        let mut rng = Rng::new(seed);
        let mut prover = KalahProver::new(&self.solver);
        let mut made = 0;
        let mut games = 0u64;
        // Games of different seeds may meet in a position: each is given once.
        let mut given = std::collections::HashSet::new();
        while made < count {
            games += 1;
            let game = self.play_game::<P>(rules, rng.next_u64());
            let mut taken = 0;
            let mut ply = FIRST_PLY;
            while ply < game.moves_played() && taken < self.per_game && made < count {
                let mut before = Game::from_position(game.start().clone());
                for &m in &game.moves()[..ply] {
                    // Replaying the game's own moves cannot fail.
                    let _ = before.play(m);
                }
                match self.puzzle_at(&before, &mut prover) {
                    Some(puzzle) if given.insert(puzzle.record.to_text()) => {
                        made += 1;
                        taken += 1;
                        if !found(puzzle) {
                            return;
                        }
                        // The next one from later in the game.
                        ply += 8;
                    }
                    _ => ply += 1,
                }
            }
            if games > 50 * count as u64 + 100 {
                // Rules under which no position qualifies (a tiny board).
                return;
            }
        }
    }

    /// A game of Hard with slips against itself from a random two-ply opening.
    fn play_game<P: Evaluate>(&self, rules: P::Rules, seed: u64) -> Game<P> {
        let mut rng = Rng::new(seed);
        let mut game = Game::<P>::new(rules);
        let mut memory = [Memory::new(), Memory::new()];
        while game.position().outcome().is_none() && game.moves_played() < 400 {
            let moves = game.position().legal_moves();
            let m = if game.moves_played() < 2 {
                moves[rng.below(moves.len())]
            } else {
                let mut settings = Level::Hard.settings(game.position().game(), rng.next_u64());
                settings.noise = Some(Noise {
                    temperature: 60,
                    window: 200,
                });
                let side = game.position().to_move();
                let slot = &mut memory[crate::games::Player::index(side) % 2];
                match search_with(&game, &settings, &|| false, slot) {
                    Some(found) => found.best,
                    None => break,
                }
            };
            if game.play(m).is_err() {
                break;
            }
        }
        game
    }

    /// The puzzle at the game's current position, if it is one.
    fn puzzle_at<P: Evaluate>(&self, game: &Game<P>, prover: &mut KalahProver) -> Option<Puzzle> {
        let position = game.position();
        let moves = position.legal_moves();
        if moves.len() < 3 || position.players() != 2 || position.outcome().is_some() {
            return None;
        }
        // Screening: one move must stand out by a short search before the proof.
        let screen = Settings::with_limits(super::Limits {
            nodes: Some(self.screen_nodes),
            ..super::Limits::default()
        });
        let screened = values_after(game, &moves, &screen)?;
        let (first, second) = two_best(&screened);
        if first - second < 100 * MIN_LOSS - 50 {
            return None;
        }
        // The proof: every move's exact value (Kalah) or deep search.
        let (values, proof) = if position.game() == GameId::Kalah {
            let mut values = Vec::with_capacity(moves.len());
            let mover = position.to_move();
            for (&m, &screened) in moves.iter().zip(&screened) {
                let after = position.play_fast(m)?;
                let same_mover = after.to_move() == mover;
                let for_mover = |v: i32| if same_mover { v } else { -v };
                let guess = for_mover(round_seeds(screened));
                let v = for_mover(prover.value(&after, Some(guess))?.value);
                values.push(100 * v);
            }
            (values, Proof::Solver)
        } else {
            let mut settings = Level::Expert.settings(position.game(), 0);
            settings.limits.nodes = Some(self.proof_nodes);
            (
                values_after(game, &moves, &settings)?,
                Proof::Search {
                    nodes: self.proof_nodes,
                },
            )
        };
        let seeds: Vec<i32> = values.iter().map(|&v| round_seeds(v)).collect();
        let best = *seeds.iter().max()?;
        let answer = seeds.iter().position(|&v| v == best)?;
        let losses: Vec<(String, i32)> = moves
            .iter()
            .zip(&seeds)
            .enumerate()
            .filter(|&(i, _)| i != answer)
            .map(|(_, (m, &v))| (m.to_string(), best - v))
            .collect();
        if losses.iter().any(|&(_, loss)| loss < MIN_LOSS) {
            return None;
        }
        let mut after = game.clone();
        after.play(moves[answer]).ok()?;
        Some(Puzzle {
            record: game.to_link_record(),
            answer: moves[answer].to_string(),
            value: best,
            losses,
            proof,
            line: self.line_from(&after),
        })
    }

    /// The line expected from the game `after` (a puzzle's answer played): the principal
    /// variation of Expert's search at [`Generator::proof_nodes`], at most [`LINE_PLIES`]
    /// moves, each checked by playing it.
    pub fn line_from<P: Evaluate>(&self, after: &Game<P>) -> Vec<String> {
        let mut settings = Level::Expert.settings(after.position().game(), 0);
        settings.limits.nodes = Some(self.proof_nodes);
        // The line is the search's: a Kalah position the solver proves has no line.
        settings.exact_nodes = 0;
        let Some(found) = search_with(after, &settings, &|| false, &mut Memory::new()) else {
            return Vec::new();
        };
        let mut game = after.clone();
        let mut line = Vec::new();
        for m in found.pv.into_iter().take(LINE_PLIES) {
            if game.play(m).is_err() {
                break;
            }
            line.push(m.to_string());
        }
        line
    }

    /// The puzzle with its line added (see [`Generator::line_from`]), for a file made
    /// before puzzles had lines; a puzzle of another game than `P`'s is an error.
    pub fn with_line<P: Evaluate>(&self, puzzle: &Puzzle) -> Result<Puzzle, String> {
        let mut game = Game::<P>::from_record(&puzzle.record).map_err(|e| e.to_string())?;
        let answer = game.position().parse_move(&puzzle.answer);
        game.play(answer.map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
        Ok(Puzzle {
            line: self.line_from(&game),
            ..puzzle.clone()
        })
    }
}

/// Each move's value for the player to move (hundredths of a seed, a proven result as
/// its margin), by a search of the position after it with `settings`, in one table.
fn values_after<P: Evaluate>(
    game: &Game<P>,
    moves: &[P::Move],
    settings: &Settings,
) -> Option<Vec<i32>> {
    let mover = game.position().to_move();
    let mut memory = Memory::new();
    let mut values = Vec::with_capacity(moves.len());
    for &m in moves {
        let mut after = game.clone();
        after.play(m).ok()?;
        let v = match after.position().outcome() {
            Some(outcome) => {
                let own = outcome.total(mover) as i32;
                let other = outcome
                    .totals()
                    .iter()
                    .filter(|(p, _)| *p != mover)
                    .map(|&(_, t)| t as i32)
                    .max()
                    .unwrap_or(0);
                100 * (own - other)
            }
            None => {
                let found = search_with(&after, settings, &|| false, &mut memory)?;
                let v = if found.score > DECIDED {
                    100 * ((found.score - WIN + 500) / 1000)
                } else if found.score < -DECIDED {
                    100 * ((found.score + WIN - 500) / 1000)
                } else {
                    found.score
                };
                if after.position().to_move() == mover {
                    v
                } else {
                    -v
                }
            }
        };
        values.push(v);
    }
    Some(values)
}

/// The best and the second-best of some values (the second is the first again when
/// there is only one).
fn two_best(values: &[i32]) -> (i32, i32) {
    let mut sorted = values.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let first = sorted.first().copied().unwrap_or(0);
    (first, sorted.get(1).copied().unwrap_or(first))
}

/// Hundredths of a seed to the nearest whole seed.
fn round_seeds(hundredths: i32) -> i32 {
    (hundredths + 50 * hundredths.signum()) / 100
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::KalahPosition;

    #[test]
    fn lines_read_back_what_they_wrote_and_bad_lines_say_why() {
        let line = "kalah?moves=1.2 answer=2 value=3 losses=3:2,4:4,5:6,6:9 proof=solver";
        let puzzle = Puzzle::parse(line).unwrap();
        assert_eq!(puzzle.to_line(), line);
        assert_eq!(puzzle.game(), Some(GameId::Kalah));
        let with_search = line.replace("proof=solver", "proof=search:2000000");
        assert_eq!(
            Puzzle::parse(&with_search).unwrap().proof,
            Proof::Search { nodes: 2_000_000 }
        );
        // A Roocala move names a direction after a colon: the loss follows the last one.
        let roocala = "roocala-square?moves=b2-a2.f4.a2:E.a4:E.c2:W.b5-a5.a2-b2.b6:S.e2-f2.c6.d1.b4:W.b5:N.b6.b1.a5+.d1:N.a2-a1.a3:E.c4:N.d2:N.e6.e1.c3:N.c1:N.d3:N.d4:E.a4:E.b4:S.e4:N.c3:N.c2:N.c5:N.b3:E.a1.a1-b1.c4:S.c3:W.f2+.e5:E+.b3:E.f4:W.f3:W.d3:S.e4:E.c3:W.b2-d2.b1-f1.e3:N.b3:N.b4:N.f4:W.e4:S.e3:N.a3.a6.b5:W.a4:E.e4:E.f4.a2:E.f5:W.b5:E.e5:W.d5:W.c6:S.b2:E.a4:E.c5:N.c2:S.c1:N.c2:W answer=b2:E value=5 losses=f1:4,b2:N:4,b2:S:3,b2:W:2,d2-d6:6,d2-b2:2,a3:3,a3:E:4,b4:N:3,b4:E:4,b4:S:3,b4:W:3 proof=search:150000";
        let puzzle = Puzzle::parse(roocala).unwrap();
        assert_eq!(puzzle.answer, "b2:E");
        assert_eq!(
            puzzle.losses[..3],
            [
                ("f1".to_owned(), 4),
                ("b2:N".to_owned(), 4),
                ("b2:S".to_owned(), 3)
            ]
        );
        assert_eq!(puzzle.to_line(), roocala);
        for (from, to, why) in [
            (line, "", "empty"),
            ("kalah?moves=1.2", "chess", "the record"),
            ("kalah?moves=1.2", "kalah?moves=9", "the record"),
            (" value=3 losses=3:2,4:4,5:6,6:9 proof=solver", "", "value"),
            ("answer=2", "answer=1", "`1`"),
            (",6:9", "", "every move"),
            ("3:2", "3:1", "at least"),
            ("3:2", "2:2", "twice"),
            ("3:2", "3-2", "MOVE:LOSS"),
            ("value=3", "value=x", "margin"),
            ("proof=solver", "proof=guess", "proof"),
            ("proof=solver", "proof=solver x", "after"),
            ("proof=solver", "proof=solver line=9", "cannot be played"),
            ("proof=solver", "proof=solver line=1 x", "after the line"),
            (
                "proof=solver",
                "proof=solver line=1.1.1.1.1.1.1.1.1",
                "too long",
            ),
        ] {
            let bad = line.replace(from, to);
            let err = Puzzle::parse(&bad).unwrap_err();
            assert!(err.contains(why), "{bad:?}: {err}");
        }
        let file = format!("# a comment\n\n{line}\n{line}\n");
        assert_eq!(parse_file(&file).unwrap().len(), 2);
        // Read without the game: a line's fields, not its moves' legality.
        assert_eq!(read_file(&file), parse_file(&file));
        assert!(Puzzle::read(&line.replace("answer=2", "answer=9")).is_ok());
        assert!(Puzzle::read(&line.replace("value=3", "value=x")).is_err());
        let err = parse_file(&format!("{line}\nkalah answer=1\n")).unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
    }

    #[test]
    fn a_small_kalah_gives_proven_puzzles() {
        use crate::games::kalah::KalahRules;
        use crate::games::RuleOptions;
        let rules = KalahRules::default()
            .with_pairs([("houses", "4"), ("seeds", "3")])
            .unwrap();
        let generator = Generator {
            solver: Budgets {
                solver_nodes: 1 << 22,
                solver_table_bits: 14,
                endgame_seeds: 8,
                search_nodes: None,
            },
            ..Generator::default()
        };
        let mut puzzles = Vec::new();
        generator.generate::<KalahPosition>(rules, 2, 5, &mut |p| {
            puzzles.push(p);
            true
        });
        assert_eq!(puzzles.len(), 2);
        for puzzle in &puzzles {
            let read = Puzzle::parse(&puzzle.to_line()).unwrap();
            assert_eq!(&read, puzzle);
            assert!(!read.line.is_empty(), "{}", puzzle.to_line());
            let without = Puzzle {
                line: Vec::new(),
                ..read.clone()
            };
            assert_eq!(Puzzle::parse(&without.to_line()), Ok(without.clone()));
            assert_eq!(
                generator.with_line::<KalahPosition>(&without),
                Ok(read.clone())
            );
            assert_eq!(read.proof, Proof::Solver);
            // Re-proven: the answer keeps the value, every other move loses its loss.
            let game = Game::<KalahPosition>::from_record(&read.record).unwrap();
            let solve = |m: &str| {
                let position = game.position();
                let after = position.play_fast(position.parse_move(m).unwrap()).unwrap();
                // South's margin, turned to the player to move in the puzzle.
                let v = crate::search::solve::solve_kalah(&after, 14, 8).value;
                if position.to_move() == crate::games::Side::South {
                    v
                } else {
                    -v
                }
            };
            assert_eq!(solve(&read.answer), read.value);
            for (m, loss) in &read.losses {
                assert_eq!(read.value - solve(m), *loss, "{m}");
            }
        }
    }
}
