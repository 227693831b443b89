//! `mancala explore`: every legal move of a position with its value (exact, or the depth
//! searched) and the best line, as JSON (`search::explore`, what the analysis board
//! shows); `mancala analyse` stays the review of a game.

use std::io::Write;
use std::ops::ControlFlow;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use mancala::games::Player;
use mancala::search::analysis::Budgets;
use mancala::search::explore::{Exploration, Explorer, MAX_DEPTH};
use mancala::search::{Clock, Evaluate};

use crate::args::{build_endgames, json, AidArgs, Answer, PlayedArgs};

#[derive(Args, Clone, Debug)]
pub struct ExploreArgs {
    #[command(flatten)]
    pub played: PlayedArgs,
    /// Explore for this many milliseconds at most (the exact values and each depth of
    /// the search; a depth cut short is not reported).
    #[arg(long, default_value_t = 2000)]
    pub millis: u64,
    /// Search no deeper than this many plies from the position.
    #[arg(long, default_value_t = MAX_DEPTH)]
    pub depth: u32,
    /// Print the exploration after each completed depth, a JSON line each, not only the
    /// last.
    #[arg(long)]
    pub stream: bool,
    #[command(flatten)]
    pub aids: AidArgs,
}

/// One move's worth.
#[derive(Clone, Debug, Serialize)]
pub struct MoveJson {
    #[serde(rename = "move")]
    pub played: String,
    /// The final margin for the player to move, in seeds.
    pub value: i32,
    /// The same in hundredths of a seed.
    pub score: i32,
    pub exact: bool,
    /// `end`, `book`, `endgames`, `solver`, `search` or `playout`.
    pub source: &'static str,
    /// Plies searched (0 for an exact value).
    pub depth: u32,
    pub line: Vec<String>,
    /// With 3 or 4 players, each seat's captures at the mover's next turn.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shares: Vec<u32>,
}

/// Every move's worth.
#[derive(Clone, Debug, Serialize)]
pub struct ExploreJson {
    pub game: &'static str,
    pub to_move: &'static str,
    /// Every legal move, the best first.
    pub moves: Vec<MoveJson>,
    pub best_line: Vec<String>,
    /// The depth every move not exact was searched to.
    pub depth: u32,
    /// Every value is exact.
    pub complete: bool,
    pub nodes: u64,
    /// The exploration's time, after what it needs was built (`prepare_millis`: Kalah's
    /// endgame database for its solver).
    pub millis: u128,
    pub prepare_millis: u128,
}

pub fn run(args: &ExploreArgs) -> Answer {
    let played = args.played.opened()?;
    let id = played.game.id()?;
    mancala::with_position!(id, P => explore::<P>(args, &played))
}

fn explore<P: Evaluate>(args: &ExploreArgs, played: &PlayedArgs) -> Answer {
    let rules = played.game.rules::<P::Rules>()?;
    let game = played.replay::<P>(rules)?;
    if game.position().outcome().is_some() {
        return Err("the game is over: there is no move to explore".into());
    }
    let book = args.aids.read_book()?;
    let (endgames, _) = build_endgames::<P>(&rules, args.aids.endgames)?;
    let mut explorer = Explorer::new(Budgets::STANDARD);
    let preparing = Instant::now();
    explorer.prepare(game.position());
    let prepare_millis = preparing.elapsed().as_millis();
    let started = Instant::now();
    let clock = Clock {
        elapsed: || started.elapsed().as_secs_f64() * 1000.0,
        millis: args.millis as f64,
    };
    explorer.memory_mut().set_endgames(endgames);
    let position = game.position();
    let as_json = |found: &Exploration<P::Move>| ExploreJson {
        game: position.game().as_str(),
        to_move: position.to_move().as_str(),
        moves: (found.moves.iter())
            .map(|m| MoveJson {
                played: m.played.to_string(),
                value: m.value,
                score: m.score,
                exact: m.exact(),
                source: m.source.as_str(),
                depth: m.depth,
                line: m.line.iter().map(|m| m.to_string()).collect(),
                shares: m.shares.clone(),
            })
            .collect(),
        best_line: found.best_line().iter().map(|m| m.to_string()).collect(),
        depth: found.depth,
        complete: found.complete,
        nodes: found.nodes,
        millis: started.elapsed().as_millis(),
        prepare_millis,
    };
    let mut out = std::io::stdout().lock();
    let found = explorer.explore(&game, book.as_ref(), &clock, args.depth, &mut |found| {
        if args.stream && !found.complete {
            // A reader that stops early closes the pipe: no reason to go on.
            let line = json(&as_json(found));
            if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    Ok(json(&as_json(&found)))
}
