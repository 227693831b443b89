//! `mancala perft`: the number of distinct move sequences of DEPTH plies from the start.

use clap::Args;

use mancala::games::{perft, Game, Position};

use crate::args::{Answer, GameArgs};

#[derive(Args, Clone, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Plies to look ahead.
    #[arg(index = 2)]
    pub depth: u32,
}

pub fn run(args: &PerftArgs) -> Answer {
    let id = args.game.id()?;
    mancala::with_position!(id, P => count::<P>(args))
}

fn count<P: Position>(args: &PerftArgs) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    Ok(perft(&mut Game::<P>::new(rules), args.depth).to_string())
}
