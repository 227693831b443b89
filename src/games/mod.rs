//! The rules engine: every game of the collection, free of web crates so that `cargo test`
//! checks every rule natively. `docs/RULES.md` is the authority; each game's module
//! header says which source it follows and where the project decided an ambiguity.

pub mod awari;
pub mod ayo;
pub mod calcala;
pub mod formats;
mod game;
mod game_id;
pub mod help;
pub mod kalah;
pub(crate) mod options;
mod outcome;
pub mod oware;
mod perft;
mod position;
pub mod roocala;
mod seat;
mod setup;
mod side;
mod steps;
mod tap;
#[cfg(test)]
mod testing;
pub mod two_row;
mod variant;

pub use game::{Game, GameRecord, MoveError, Played, RecordError, ReplayError};
pub use game_id::{GameBoard, GameId, ParseGameIdError};
pub use options::{
    parse_choice, spec_of, split_pair, Choice, OptionError, OptionSpec, Preset, RuleOptions, Words,
};
pub use outcome::{EndReason, Outcome, Player};
pub use perft::perft;
pub use position::{key_of, ParseMoveError, Position, Reduced, Seeds, REDUCED_HOUSES};
pub use seat::Seat;
pub(crate) use setup::{check_len, side_houses, side_points, side_store, small, wrong_board};
pub use setup::{Setup, SetupBoard, SetupCell, SetupError};
pub use side::{BySide, ParseSideError, Side};
pub use steps::{replay_frames, replay_steps, Frame, FrameOf, ReplayStep, StepError};
pub use tap::{Intent, Taps};
pub use variant::{KindOfPosition, PositionKind, VariantPosition};
