//! `mancala replay`: the position and outcome after a game's moves, as JSON; the game may
//! be a link from the site's Share button.

use clap::Args;

use crate::args::{json, Answer, PlayedArgs};
use crate::board::{BoardJson, GameJson};

#[derive(Args, Clone, Debug)]
pub struct ReplayArgs {
    #[command(flatten)]
    pub played: PlayedArgs,
}

pub fn run(args: &ReplayArgs) -> Answer {
    let played = args.played.opened()?;
    let id = played.game.id()?;
    mancala::with_position!(id, P => replay::<P>(&played))
}

fn replay<P: BoardJson>(played: &PlayedArgs) -> Answer {
    let rules = played.game.rules::<P::Rules>()?;
    let game = played.replay::<P>(rules)?;
    Ok(json(&GameJson::of(&game)))
}
