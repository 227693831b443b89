//! `mancala bestmove`: the move the computer would play after the moves given, with its
//! score and line, as JSON.

use std::sync::Arc;

use clap::Args;
use serde::Serialize;

use mancala::games::{Game, GameId};
use mancala::search::endgames::Endgames;
use mancala::search::matches::{timed_search, Variant};
use mancala::search::{Evaluate, Level, Limits, Memory, ParseLevelError, Settings};

use crate::args::{build_endgames, json, AidArgs, Answer, Error, PlayedArgs};

#[derive(Args, Clone, Debug)]
pub struct BestmoveArgs {
    #[command(flatten)]
    pub played: PlayedArgs,
    /// The level: easy, medium, hard or expert (the default: expert).
    #[arg(long, conflicts_with_all = ["depth", "millis"])]
    pub level: Option<String>,
    /// Search this many plies deep, without noise.
    #[arg(long)]
    pub depth: Option<u32>,
    /// Search for this many milliseconds, without noise.
    #[arg(long)]
    pub millis: Option<u64>,
    /// The seed of the levels that make mistakes.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Leave out a part of the search, to measure it: nogains, nokillers, nohistory,
    /// nobounds, noendgames, simple (the previous evaluation), nomargins; or `gains` to try the
    /// gains first with a level, `quiesce`, `nodes=N` (repeatable).
    #[arg(long)]
    pub variant: Vec<String>,
    /// Search every position of the game as it is replayed, with the same limits and
    /// one table, as a player of the game would: the last search starts from a warmed
    /// table. `nodes` and `millis` are the last search's.
    #[arg(long)]
    pub warm: bool,
    #[command(flatten)]
    pub aids: AidArgs,
}

/// The move found.
#[derive(Clone, Debug, Serialize)]
pub struct BestMove {
    #[serde(rename = "move")]
    pub best: String,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub millis: u128,
    pub pv: Vec<String>,
    /// Answered from the opening book.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub book: Option<bool>,
}

pub fn run(args: &BestmoveArgs) -> Answer {
    let id = args.played.game.id()?;
    mancala::with_position!(id, P => bestmove::<P>(id, args))
}

fn bestmove<P: Evaluate>(id: GameId, args: &BestmoveArgs) -> Answer {
    let rules = args.played.game.rules::<P::Rules>()?;
    let game = args.played.replay::<P>(rules)?;
    if let Some(found) = args
        .aids
        .read_book()?
        .and_then(|b| b.lookup(&game).cloned())
    {
        return Ok(json(&BestMove {
            pv: vec![found.best.clone()],
            best: found.best,
            score: found.score,
            depth: found.depth,
            nodes: 0,
            millis: 0,
            book: Some(true),
        }));
    }
    let mut settings = settings(id, args)?;
    let mut leave_out = Variant::default();
    for name in &args.variant {
        leave_out.add(name)?;
    }
    leave_out.apply(&mut settings);
    let (endgames, _) = build_endgames::<P>(&rules, args.aids.endgames)?;
    search(&game, &settings, args.warm, endgames).map(|found| json(&found))
}

/// The search settings asked for: a depth or a clock without noise, else the level's.
fn settings(game: GameId, args: &BestmoveArgs) -> Result<Settings, Error> {
    if args.depth.is_some() || args.millis.is_some() {
        let mut settings = Settings::with_limits(Limits {
            depth: args.depth,
            nodes: None,
            millis: args.millis,
        });
        settings.seed = args.seed;
        return Ok(settings);
    }
    let level: Level = (args.level.as_deref().unwrap_or("expert"))
        .parse()
        .map_err(|e: ParseLevelError| Error::new(e))?;
    Ok(level.settings(game, args.seed))
}

/// The search of the game's position; with `warm`, every earlier position of the game is
/// searched first with the same table.
fn search<P: Evaluate>(
    game: &Game<P>,
    settings: &Settings,
    warm: bool,
    endgames: Option<Arc<Endgames>>,
) -> Result<BestMove, Error> {
    let mut memory = Memory::new();
    memory.set_endgames(endgames);
    if warm {
        let mut earlier = Game::<P>::new(*game.rules());
        for m in game.moves() {
            timed_search(&earlier, settings, &mut memory);
            earlier.play(m).map_err(Error::new)?;
        }
    }
    let (result, micros) = timed_search(game, settings, &mut memory);
    let found = result.ok_or("the game is over: there is no move to find")?;
    Ok(BestMove {
        best: found.best.to_string(),
        score: found.score,
        depth: found.depth,
        nodes: found.nodes,
        millis: micros / 1000,
        pv: found.pv.iter().map(|m| m.to_string()).collect(),
        book: None,
    })
}
