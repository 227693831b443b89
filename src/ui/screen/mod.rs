//! A game screen's state and its pure reducer, shared by every game. Each file uses only
//! those listed before it:
//!
//! - [`words`]: the words the screen's sentences share (lists, amounts of the margin);
//! - [`puzzle`]: the run of a game's puzzles (the progress kept, the puzzle served, how
//!   the tap was judged);
//! - [`verdicts`]: the coach's verdicts on the game's moves, and which to ask next;
//! - [`state`]: what the screen shows (the game, the seats, the next game's options, the
//!   page, the message, the hint, the moment looked back at);
//! - [`command`]: what the player meant ([`command::Command`], [`command::ScreenAction`]);
//! - [`lesson`]: learn from your mistakes, a run through the person's slips;
//! - [`options`]: the next game's options, fitted together and described;
//! - [`session`]: what the screen does with each command other than a move, written once
//!   for every game behind the object-safe [`session::Session`];
//! - [`save`]: the save's text and the reading of a save or a link;
//! - [`reducer`]: the reducer, the game's side of the session, and following a game saved
//!   in another tab.

pub mod command;
pub mod lesson;
pub mod options;
pub mod puzzle;
pub mod reducer;
pub mod save;
pub mod session;
pub mod state;
#[cfg(test)]
mod testing;
pub mod verdicts;
pub mod words;
