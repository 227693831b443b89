//! Matches between levels of the computer opponent (`mancala match`, `mancala versus`):
//! the variants of the search an entry may name to compare it with the search in play, the
//! games' openings, the match runner that seats the entries in turn, and the 95% interval
//! of a mean margin that every side-by-side result is given with. Native only: it times
//! its searches with the system clock.

use std::cmp::Ordering;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Instant;

use crate::games::{Game, Player, RuleOptions};

use super::book::Book;
use super::endgames::Endgames;
use super::{
    search, search_with, Clock, Enhancements, Evaluate, Level, Limits, Memory, Multi, Noise,
    ParseLevelError, Rng, SearchResult, Settings,
};

/// Searches with a clock for the `millis` limit; returns what it found and the
/// microseconds it took.
pub fn timed_search<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    memory: &mut Memory,
) -> (Option<SearchResult<P::Move>>, u128) {
    let started = Instant::now();
    let clock = Clock {
        elapsed: || started.elapsed().as_secs_f64() * 1000.0,
        millis: settings.limits.millis.map_or(f64::INFINITY, |ms| ms as f64),
    };
    let result = search_with(game, settings, &clock, memory);
    (result, started.elapsed().as_micros())
}

/// Half the width of the 95% interval of the mean margin over `games` games, from the
/// margins' sum and the sum of their squares (normal approximation: 1.96 standard errors
/// of the mean, the sample variance).
pub fn margin_interval(sum: i64, squares: i64, games: u32) -> f64 {
    let n = f64::from(games);
    if games < 2 {
        return 0.0;
    }
    let mean = sum as f64 / n;
    let variance = (squares as f64 - n * mean * mean) / (n - 1.0);
    1.96 * (variance.max(0.0) / n).sqrt()
}

/// What a variant of the search turns off, to compare it with the search in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Variant {
    /// A new table every move.
    pub fresh: bool,
    pub no_gains_first: bool,
    /// The gains first, where the level leaves them out.
    pub gains_first: bool,
    pub no_killers: bool,
    pub no_history: bool,
    /// No cut-offs from the seeds left on the board.
    pub no_seed_bounds: bool,
    /// No probes of the endgame database.
    pub no_endgames: bool,
    /// Plays from the match's opening book where it has the position.
    pub book: bool,
    /// Half the level's node budget.
    pub half: bool,
    /// The previous evaluation (the standing) in place of the game's fitted one.
    pub simple_evaluation: bool,
    /// The search ends at the first won or lost result found, without its margin.
    pub no_margins: bool,
    /// No exact tries of the Kalah solver before the search.
    pub no_exact: bool,
    /// Two plies of quiescence past the horizon, where the level has none.
    pub quiesce: bool,
    /// This node budget in place of the level's (`nodes=N`), to calibrate a level.
    pub nodes: Option<u64>,
}

/// [`Variant::add`]'s names, for its error.
const VARIANTS: &str = "fresh, gains, nogains, nokillers, nohistory, nobounds, noendgames, \
                        book, half, simple, nomargins, noexact, quiesce, nodes=N, plain";

impl Variant {
    /// Everything off (`plain`).
    const PLAIN: Variant = Variant {
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
    };

    /// Adds a variant by name: `fresh`, `gains`, `nogains`, `nokillers`, `nohistory`, …,
    /// `quiesce`, `nodes=N` (a budget of its own) or `plain` (all off); the error lists
    /// them all.
    pub fn add(&mut self, name: &str) -> Result<(), String> {
        let flag = match name {
            "fresh" => &mut self.fresh,
            "nogains" => &mut self.no_gains_first,
            "gains" => &mut self.gains_first,
            "nokillers" => &mut self.no_killers,
            "nohistory" => &mut self.no_history,
            "nobounds" => &mut self.no_seed_bounds,
            "noendgames" => &mut self.no_endgames,
            "book" => &mut self.book,
            "half" => &mut self.half,
            "simple" => &mut self.simple_evaluation,
            "nomargins" => &mut self.no_margins,
            "noexact" => &mut self.no_exact,
            "quiesce" => &mut self.quiesce,
            "plain" => {
                *self = Variant::PLAIN;
                return Ok(());
            }
            _ if name.starts_with("nodes=") => {
                let n = &name["nodes=".len()..];
                let budget = n.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    format!("`nodes={n}`: a budget is a whole number of nodes above 0")
                })?;
                self.nodes = Some(budget);
                return Ok(());
            }
            _ => return Err(format!("unknown variant `{name}` (known: {VARIANTS})")),
        };
        *flag = true;
        Ok(())
    }

    /// The level's settings with this variant's parts left out (or added).
    pub fn apply(self, settings: &mut Settings) {
        let on = &mut settings.enhancements;
        on.gains_first = (on.gains_first || self.gains_first) && !self.no_gains_first;
        on.killers &= !self.no_killers;
        on.history &= !self.no_history;
        on.seed_bounds &= !self.no_seed_bounds;
        on.endgames &= !self.no_endgames;
        on.tuned_evaluation &= !self.simple_evaluation;
        on.margins &= !self.no_margins;
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

/// A match entry's level and its variants: `expert`, `expert:fresh`,
/// `expert:nokillers:nohistory`.
pub fn parse_level_name(name: &str) -> Result<(Level, Variant), String> {
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
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

/// The game after `plies` opening plies of this kind drawn from `rng` (fewer if the game
/// ends).
pub fn play_opening<P: Evaluate>(
    rules: P::Rules,
    plies: usize,
    kind: Opening,
    rng: &mut Rng,
) -> Result<Game<P>, String> {
    let mut game = Game::<P>::new(rules);
    for _ in 0..plies {
        let Some(m) = opening_ply(&game, kind, rng) else {
            break;
        };
        game.play(m).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// A match game's opening, drawn from `rng`: the game after its opening plies.
pub fn open_game<P: Evaluate>(
    rules: P::Rules,
    opening: Opening,
    rng: &mut Rng,
) -> Result<Game<P>, String> {
    if opening != Opening::Even {
        return play_opening(rules, 2, opening, rng);
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
        let game = play_opening(rules, EVEN_PLIES, Opening::Random, &mut draws)?;
        let Some(found) = search(&game, &settings, &|| false) else {
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
pub fn opening_ply<P: Evaluate>(
    game: &Game<P>,
    opening: Opening,
    rng: &mut Rng,
) -> Option<P::Move> {
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
                noise: Some(Noise {
                    temperature: 1_000_000,
                    window: 100,
                }),
                seed: rng.next_u64(),
                table_bits: 14,
                quiescence: 0,
                multi: Multi::Paranoid,
                enhancements: Enhancements::ALL,
                exact_nodes: 0,
            };
            search(game, &settings, &|| false).map(|found| found.best)
        }
    }
}

/// One seat of a match: the level named for it, and what it scored.
#[derive(Clone, Debug)]
pub struct Entry {
    pub seat: String,
    /// As given (`expert`, `expert:fresh`).
    pub name: String,
    pub level: Level,
    /// What its search leaves out.
    pub variant: Variant,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub margin: i64,
    /// The sum of the squared margins, for the interval of the mean.
    pub margin_squares: i64,
    /// Microseconds of search (wall time).
    pub micros: u128,
    pub nodes: u64,
    pub moves: u64,
    /// With three or four players, against each entry (by index): the games this one
    /// ended with more captures, as many, and fewer.
    pub versus: Vec<[u32; 3]>,
    /// With two players, the pairs of games from one opening (one game in each seat)
    /// this entry scored more of, as much, and less (a win 2, a draw 1): an opening that
    /// one seat wins whoever plays it splits its pair, where counting games hides it.
    pub pairs: [u32; 3],
    /// The points (a win 2, a draw 1) of the pair being played.
    pair_points: u32,
}

impl Entry {
    /// The entry of `seat` playing the level `name` (with its variants) in a game of
    /// `players` players.
    pub fn new(seat: &str, name: &str, players: usize) -> Result<Entry, String> {
        let (level, variant) = parse_level_name(name)?;
        Ok(Entry {
            seat: seat.to_owned(),
            name: name.to_owned(),
            level,
            variant,
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
        })
    }
}

/// The column of a comparison: more, as much, less.
fn column(ordering: Ordering) -> usize {
    match ordering {
        Ordering::Greater => 0,
        Ordering::Equal => 1,
        Ordering::Less => 2,
    }
}

/// What a match's games are and what its searches may use besides their level: an
/// endgame database and an opening book (for the entries named `LEVEL:book`).
pub struct MatchPlan<'a> {
    pub games: u32,
    pub seed: u64,
    pub opening: Opening,
    /// Every player searches this many milliseconds a move, without noise.
    pub millis: Option<u64>,
    pub endgames: Option<Arc<Endgames>>,
    pub book: Option<&'a Book>,
}

/// Plays the plan's games between the entries; game `i` seats entry `(s + i) % n` in
/// seat `s` and starts with its opening drawn from the seed, the same for each round of
/// seats; returns how many openings differ.
pub fn play_match<P: Evaluate>(
    rules: P::Rules,
    entries: &mut [Entry],
    plan: &MatchPlan,
) -> Result<usize, String> {
    // The openings played, to say how many differ.
    let mut openings = HashSet::new();
    let n = entries.len();
    // One table per entry, kept through a game (unless the entry is `fresh`).
    let mut memories: Vec<Memory> = (0..n)
        .map(|_| {
            let mut memory = Memory::new();
            memory.set_endgames(plan.endgames.clone());
            memory
        })
        .collect();
    for i in 0..plan.games {
        for memory in &mut memories {
            memory.clear();
        }
        let round = u64::from(i) / n as u64;
        let mut rng = Rng::new(plan.seed ^ round.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut game = open_game::<P>(rules, plan.opening, &mut rng)?;
        openings.insert(game.moves());
        let seated = |seat: usize| (seat + i as usize) % n;
        let mut plies = 0;
        while game.position().outcome().is_none() {
            let at = seated(game.position().to_move().index());
            let m = match_move(&game, &mut entries[at], &mut memories[at], plan, i)?;
            game.play(m).map_err(|e| e.to_string())?;
            plies += 1;
            if plies > 5_000 {
                return Err(format!("game {i} did not end in 5000 plies"));
            }
        }
        score_game(&game, entries, seated);
        if n == 2 && i % 2 == 1 {
            for e in entries.iter_mut() {
                e.pairs[column(e.pair_points.cmp(&2))] += 1;
                e.pair_points = 0;
            }
        }
    }
    Ok(openings.len())
}

/// The move entry `e` plays in game `i`: from the book where it plays from one, else its
/// search's (counted in its nodes and time).
fn match_move<P: Evaluate>(
    game: &Game<P>,
    e: &mut Entry,
    memory: &mut Memory,
    plan: &MatchPlan,
    i: u32,
) -> Result<P::Move, String> {
    let id = game.position().game();
    let mut settings = e.level.settings(id, plan.seed.wrapping_add(u64::from(i)));
    if let Some(ms) = plan.millis {
        settings.limits = Limits {
            depth: None,
            nodes: None,
            millis: Some(ms),
        };
        settings.noise = None;
    }
    e.moves += 1;
    if e.variant.book {
        let from_book = plan.book.and_then(|b| b.lookup(game));
        if let Some(m) = from_book.and_then(|f| game.position().parse_move(&f.best).ok()) {
            return Ok(m);
        }
    }
    if e.variant.fresh {
        memory.clear();
    }
    e.variant.apply(&mut settings);
    let (result, took) = timed_search(game, &settings, memory);
    let result = result.ok_or_else(|| "a game without an outcome has no move".to_owned())?;
    e.nodes += result.nodes;
    e.micros += took;
    Ok(result.best)
}

/// Counts a finished game for every entry, `seated(seat)` being the entry in each seat.
fn score_game<P: Evaluate>(game: &Game<P>, entries: &mut [Entry], seated: impl Fn(usize) -> usize) {
    let Some(outcome) = game.position().outcome() else {
        return;
    };
    let n = entries.len();
    let total = |s: usize| {
        outcome
            .totals()
            .iter()
            .find(|(p, _)| p.index() == s)
            .map_or(0, |&(_, t)| i64::from(t))
    };
    for seat in 0..n {
        let best_other = (0..n).filter(|&s| s != seat).map(total).max().unwrap_or(0);
        let won = outcome.winners().iter().any(|p| p.index() == seat);
        for other in (0..n).filter(|&o| o != seat) {
            entries[seated(seat)].versus[seated(other)][column(total(seat).cmp(&total(other)))] +=
                1;
        }
        let e = &mut entries[seated(seat)];
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
}
