//! What the analysis screen's parts send it: [`Action`], and the editor's and the record
//! box's own messages within it. The types alone, in a module of their own, so that the
//! parts (`editor`, `moves`, `record`) and the screen (`mod.rs`) all import them and none
//! imports another's (no import cycle: tests/architecture.rs); their behaviour stays with
//! each part.

use crate::computer::explore::Explored;
use crate::games::Side;

/// What changes the analysis screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Opens a record or a link (the address, or the game choice's `kalah`).
    Open(String),
    /// Opens a pasted text in any format the engine reads.
    Paste(String),
    /// Plays a move (in notation) on the analysis board.
    Play(String),
    /// Takes back the last move walked.
    Undo,
    /// Back to the position after the first `n` moves walked.
    Back(usize),
    /// The worker's answer for the position of this record.
    Explored(String, Explored),
    /// Shows the record box in a format, or hides it (`None`).
    ShowRecord(Option<Format>),
    /// Opens the position editor on the position now.
    EditBegin,
    /// A change in the editor.
    Edit(EditAction),
    /// The editor's Done: the position edited, if the rules can reach it.
    EditDone,
    /// Closes the editor, the position as it was.
    EditCancel,
}

/// What the editor does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditAction {
    /// Selects a slot.
    Select(usize),
    /// What the player typed in the selected slot's number field: kept as typed (the
    /// field's draft, which a screen drawn again puts back), the count set when it reads as
    /// a number.
    Type(String),
    /// Adds to (or takes from) the selected slot's count.
    Add(i32),
    /// Gives the move to the player of this seat index.
    ToMove(usize),
    /// Puts a rook of a side (or none) on the selected cell (Roocala).
    Rook(Option<Side>),
    /// Back to the rules' start.
    Reset,
}

/// A text format the record box can show the current game in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Our record: the game, its options, its start and its moves (a link's text).
    Record,
    /// Our position text: the position now.
    Position,
    /// PlayStrategy's Oware FEN (ayo only).
    Fen,
    /// PlayStrategy's Oware move list from the start (ayo only).
    Moves,
    /// The Kalah Game Protocol's board literal (kalah only).
    KalahLiteral,
}
