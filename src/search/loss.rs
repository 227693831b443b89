//! Kalah's loss bench (`mancala loss`): games of a level (against itself or another level,
//! or games played elsewhere), every position of them solved, and the seeds each move gave
//! away against perfect play summed: the final margin to the natural end, the game the
//! solver solves. Native only: it times the solver with the system clock.

use std::time::{Duration, Instant};

use serde::Serialize;

use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::{Game, GameId, Player, Position, Side};

use super::book::Book;
use super::matches::{play_opening, timed_search, Opening, Variant};
use super::solve::KalahSolver;
use super::{Level, Memory, Rng};

/// What the bench plays: its games, the level judged and its opponent.
pub struct LossPlan<'a> {
    pub games: u32,
    pub seed: u64,
    pub level: (Level, Variant),
    /// Another level for the other side (South in even games, North in odd ones): only
    /// the level's moves are then counted.
    pub opponent: Option<(Level, Variant)>,
    /// Seconds of solving allowed one position.
    pub max_seconds: u64,
    /// Games to judge in place of playing any: each one's moves from the start.
    pub given: Option<Vec<Vec<String>>>,
    /// The level plays from this book where it has the position.
    pub book: Option<&'a Book>,
}

/// One game judged: the seeds its counted moves gave away, by side, and where.
#[derive(Clone, Debug, Serialize)]
pub struct JudgedGame {
    /// The game's index in the bench.
    pub game: u32,
    /// Its first two plies, then all its moves.
    pub opening: Vec<String>,
    pub game_moves: Vec<String>,
    /// Moves after the opening, those measured (both positions solved, the mover
    /// counted), and the first measured one's ply.
    pub moves: u64,
    pub measured: u64,
    pub first_measured: Option<usize>,
    pub loss: i64,
    pub south_loss: i64,
    pub north_loss: i64,
    /// Each move that gave seeds away: its ply after the opening, the seeds in play
    /// before it, the seeds it gave away.
    pub costly_moves: Vec<[i64; 3]>,
    pub book_moves: u32,
    /// South's margin with perfect play after the opening (none if not solved in time).
    pub value_after_opening: Option<i32>,
    pub solve_millis: u128,
}

/// Plays (or replays) the plan's games by `rules` played to the natural end, judges each
/// with `solver`, and gives each one to `judged` as it ends.
pub fn play_and_judge(
    rules: KalahRules,
    plan: &LossPlan,
    solver: &mut KalahSolver,
    judged: &mut dyn FnMut(JudgedGame),
) -> Result<(), String> {
    // The games are played to the natural end, the game the solver solves: a level's
    // search then plays for the same final margin that judges its moves (with the early
    // end, a move that ends the game at once can be the best for the game played and
    // still give away seeds to the natural end).
    let rules = rules.to_natural_end();
    let games = plan.given.as_ref().map_or(plan.games, |g| g.len() as u32);
    for i in 0..games {
        let row = match &plan.given {
            Some(given) => {
                let (game, positions) = replay_given(rules, &given[i as usize], i)?;
                judge(solver, &game, &positions, plan.max_seconds, |_| true, i, 0)
            }
            None => {
                let played = play_game(rules, plan, i)?;
                let counted = |side: Side| plan.opponent.is_none() || side == played.level_side;
                let (game, positions) = (&played.game, &played.positions);
                judge(
                    solver,
                    game,
                    positions,
                    plan.max_seconds,
                    counted,
                    i,
                    played.from_book,
                )
            }
        };
        judged(row);
    }
    Ok(())
}

/// A game played elsewhere, replayed as it was to judge both sides' moves: the game and
/// its positions from the first after its two plies of opening.
fn replay_given(
    rules: KalahRules,
    moves: &[String],
    i: u32,
) -> Result<(Game<KalahPosition>, Vec<KalahPosition>), String> {
    let mut game = Game::<KalahPosition>::new(rules);
    let mut positions = Vec::new();
    for (ply, text) in moves.iter().enumerate() {
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
    Ok((game, positions))
}

/// A game the bench played.
struct Played {
    game: Game<KalahPosition>,
    /// Its positions from the first after the opening.
    positions: Vec<KalahPosition>,
    /// The moves the level played from its book.
    from_book: u32,
    /// The side the level played (with an opponent).
    level_side: Side,
}

/// Game `i` of the bench: two random plies, then the level (and its opponent) to the end.
fn play_game(rules: KalahRules, plan: &LossPlan, i: u32) -> Result<Played, String> {
    let mut rng = Rng::new(plan.seed ^ u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut game = play_opening::<KalahPosition>(rules, 2, Opening::Random, &mut rng)?;
    let mut positions = vec![game.position().clone()];
    let mut from_book = 0u32;
    // With an opponent, the level plays South in even games and North in odd ones.
    let level_side = if i % 2 == 0 { Side::South } else { Side::North };
    let (mut memory, mut opponent_memory) = (Memory::new(), Memory::new());
    let search_seed = plan.seed.wrapping_add(u64::from(i));
    while game.position().outcome().is_none() {
        let to_move = game.position().to_move();
        let opponent = plan.opponent.filter(|_| to_move != level_side);
        let booked = plan
            .book
            .filter(|_| opponent.is_none())
            .and_then(|book| book.lookup(&game))
            .and_then(|entry| game.position().parse_move(&entry.best).ok());
        let m = match (opponent, booked) {
            (None, Some(m)) => {
                from_book += 1;
                m
            }
            (Some(player), _) => searched_move(&game, player, search_seed, &mut opponent_memory)?,
            (None, None) => searched_move(&game, plan.level, search_seed, &mut memory)?,
        };
        game.play(m).map_err(|e| e.to_string())?;
        positions.push(game.position().clone());
    }
    Ok(Played {
        game,
        positions,
        from_book,
        level_side,
    })
}

/// The move a level (with its variant) plays.
fn searched_move(
    game: &Game<KalahPosition>,
    (level, variant): (Level, Variant),
    seed: u64,
    memory: &mut Memory,
) -> Result<<KalahPosition as Position>::Move, String> {
    let mut settings = level.settings(GameId::Kalah, seed);
    variant.apply(&mut settings);
    let (result, _) = timed_search(game, &settings, memory);
    result
        .map(|found| found.best)
        .ok_or_else(|| "a game without an outcome has no move".to_owned())
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
) -> JudgedGame {
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
    let mut by_side = [0i64; 2];
    let mut measured = 0u64;
    let mut first_measured = None;
    let mut costly = Vec::new();
    for (k, pair) in values.windows(2).enumerate() {
        let mover = positions[k].to_move();
        if let (&[Some(before), Some(after)], true) = (pair, counted(mover)) {
            let lost = if mover == Side::South {
                before - after
            } else {
                after - before
            };
            by_side[mover.index()] += i64::from(lost);
            measured += 1;
            if lost != 0 {
                let in_play = positions[k].seeds().map_or(0, |s| s.in_play);
                costly.push([k as i64, i64::from(in_play), i64::from(lost)]);
            }
            first_measured.get_or_insert(k);
        }
    }
    let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
    JudgedGame {
        game: index,
        opening: moves.iter().take(2).cloned().collect(),
        game_moves: moves,
        moves: (positions.len() - 1) as u64,
        measured,
        first_measured,
        loss: by_side[0] + by_side[1],
        south_loss: by_side[Side::South.index()],
        north_loss: by_side[Side::North.index()],
        costly_moves: costly,
        book_moves: from_book,
        value_after_opening: values[0],
        solve_millis,
    }
}
