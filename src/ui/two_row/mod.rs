//! The board kind of the two-row games: one board component and one page layout, with each
//! game supplying its words from its engine folder through
//! [`TwoRowWords`](crate::games::two_row::TwoRowWords), so a new two-row game needs nothing
//! here.

mod board;
pub mod diagram;
pub mod layout;
mod page;

pub use board::{board_view, BoardView};

use crate::games::two_row::{HouseMove, Pit, Step, TwoRowWords};
use crate::games::{Position, Preset, Side};
use crate::ui::screen::state::{ScreenGame, Tally};

/// Every two-row game's screen, from its words.
impl<G: TwoRowWords + 'static> ScreenGame for G
where
    G: Position<Move = HouseMove>,
{
    const ANIMATED: bool = true;

    fn player_name(side: Side) -> String {
        G::WORDS.player(side)
    }

    fn move_name(&self, m: HouseMove) -> String {
        G::WORDS.pit_phrase(Pit::House(self.to_move(), m.0))
    }

    fn presets() -> Vec<Preset<G::Rules>> {
        <G as TwoRowWords>::presets()
    }

    fn tally(report: &G::Report) -> Tally {
        let (mover, steps) = G::steps(report);
        tally(mover, steps)
    }
}

/// What a two-row move did, counted: the stones the mover took (Oware's fours taken for the
/// mover among them) and the laps of a relay sowing.
fn tally(mover: Side, steps: &[Step]) -> Tally {
    let mut tally = Tally::default();
    for step in steps {
        match *step {
            Step::Capture { seeds, .. } => tally.captured += u32::from(seeds),
            Step::Four { taker, .. } if taker == mover => tally.captured += 4,
            Step::Relay { .. } => tally.laps += 1,
            _ => {}
        }
    }
    if tally.laps > 0 {
        tally.laps += 1;
    }
    tally
}
