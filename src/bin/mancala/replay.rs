//! `mancala replay`: the position and outcome after a game's moves, as JSON; the game may
//! be a link from the site's Share button.

use clap::Args;

use mancala::games::{GameId, GameRecord};

use crate::args::{json, Answer, Error, PlayedArgs};
use crate::board::{BoardJson, GameJson};

#[derive(Args, Clone, Debug)]
pub struct ReplayArgs {
    #[command(flatten)]
    pub played: PlayedArgs,
}

pub fn run(args: &ReplayArgs) -> Answer {
    let played = opened(&args.played)?;
    let id = played.game.id()?;
    mancala::with_position!(id, P => replay::<P>(&played))
}

fn replay<P: BoardJson>(played: &PlayedArgs) -> Answer {
    let rules = played.game.rules::<P::Rules>()?;
    let game = played.replay::<P>(rules)?;
    Ok(json(&GameJson::of(&game)))
}

/// A link's game: its game, its options before `--opt`'s and its moves before the MOVEs
/// given, so that a shared game can be examined and played on.
fn opened(played: &PlayedArgs) -> Result<PlayedArgs, Error> {
    let mut played = played.clone();
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
