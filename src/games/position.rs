//! What every game's position offers, so that one `Game`, one command-line tool and one set
//! of property tests serve all of them.

use std::fmt;
use std::hash::Hash;

use super::options::RuleOptions;
use super::outcome::{Outcome, Player};
use super::GameId;

/// Text that is not a move of the game (`x`, `0`, a house the board does not have).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    /// The text that was refused.
    pub text: String,
    /// What a move of this game looks like.
    pub expected: String,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a move: expected {}",
            self.text, self.expected
        )
    }
}

impl std::error::Error for ParseMoveError {}

/// A position of one game: the board, whose turn it is, and the outcome once it has ended.
pub trait Position: Clone + Eq + Hash + fmt::Debug + Sized {
    /// The rules of the game, which say which game it is.
    type Rules: RuleOptions + Copy + Eq + Hash + fmt::Debug;
    /// Who takes turns.
    type Player: Player;
    /// One ply.
    type Move: Copy + Eq + Hash + fmt::Debug + fmt::Display;
    /// What a played move did, for the status line and the board's highlights.
    type Report: Clone + fmt::Debug + PartialEq;
    /// Why a move is refused, in the game's own words.
    type Error: Clone + fmt::Debug + fmt::Display + PartialEq + std::error::Error;

    /// The starting position under these rules.
    fn new(rules: Self::Rules) -> Self;
    /// The rules in force.
    fn rules(&self) -> &Self::Rules;
    /// The game this is a position of.
    fn game(&self) -> GameId {
        self.rules().game()
    }
    /// The player to move (after the end: the one who would have moved next).
    fn to_move(&self) -> Self::Player;
    /// Every legal move; empty once the game is over.
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves
    }
    /// Appends every legal move to `moves`, in the order of [`Position::legal_moves`]: the
    /// search keeps one list a ply, so that a node allocates nothing for its moves.
    fn legal_moves_into(&self, moves: &mut Vec<Self::Move>);
    /// Plays a move, or refuses it with the reason and leaves `self` as it was.
    fn play(&self, m: Self::Move) -> Result<(Self, Self::Report), Self::Error>;
    /// The result, once the game has ended.
    fn outcome(&self) -> Option<&Outcome<Self::Player>>;
    /// Reads a move in the notation of docs/RULES.md.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError>;

    /// Whether the third occurrence of a position (the start counting as the first) ends
    /// the game.
    const REPETITION_ENDS: bool = false;

    /// This position as the end of the game by its third occurrence, for games with that
    /// rule; `None` (the default) for games without it.
    fn end_by_repetition(&self) -> Option<Self> {
        None
    }

    /// Records in a move's report that the game ended after it, when the ending was found
    /// after the move (a repetition): `self` is the ended position
    /// ([`Position::end_by_repetition`]). The report gets the ending's reason and, where the
    /// rules move stones at such an ending, the steps that move them.
    fn note_end(&self, report: &mut Self::Report) {
        let _ = report;
    }

    /// Whether a move may be played now.
    fn is_legal(&self, m: Self::Move) -> bool {
        self.legal_moves().contains(&m)
    }

    // What the computer opponent (`crate::search`) needs: everything below has a default
    // that is correct for every game; games override them to be faster or stronger.

    /// The number of players taking turns (2 unless the rules say otherwise).
    fn players(&self) -> usize {
        2
    }

    /// Plays a legal move without building its report (the search plays millions);
    /// `None` for a move that is not legal.
    fn play_fast(&self, m: Self::Move) -> Option<Self> {
        self.play(m).ok().map(|(next, _)| next)
    }

    /// A 64-bit key of the position for the search's transposition table and repetition
    /// checks: equal positions have equal keys, and different ones almost never share one.
    /// By default [`key_of`] the whole position; a game may key a packed form of it.
    fn key(&self) -> u64 {
        key_of(self)
    }

    /// Each player's standing in the game's own terms (seeds in the store, captures,
    /// points), in hundredths of a seed and by seat index ([`Player::index`]), with
    /// whatever else makes a position better for a player; only differences between
    /// players count. Used by the search below the end of the game; zero by default.
    fn standing(&self) -> [i32; 4] {
        [0; 4]
    }

    /// The search's evaluation, as [`Position::standing`] (by seat index, in hundredths of a
    /// seed, only differences counting) but free to weigh whatever else foretells the
    /// result (threats, mobility): games with a fitted evaluation override it; by default
    /// the standing.
    fn evaluation(&self) -> [i32; 4] {
        self.standing()
    }

    /// The seeds each player has banked for good (its store, by seat index) and the seeds
    /// still in play on the board, where the game's totals are each player's store plus
    /// some share of the seeds in play (the two-row games): no player's total can still
    /// grow by more than the seeds in play, which bounds the search's values exactly.
    /// `None` where the game does not say (the default).
    fn seeds(&self) -> Option<Seeds> {
        None
    }

    /// The position reduced to what decides the rest of a two-player game with houses, seen
    /// from the player to move, for endgame databases (`search::endgames`); `None` where the
    /// game has no such form (the default).
    fn reduced(&self) -> Option<Reduced> {
        None
    }

    /// The position of these rules that [`Position::reduced`] gives `reduced`, with the
    /// first seat (South) to move; `None` where the game has no such form or the seeds do
    /// not add up to the rules' own.
    fn from_reduced(rules: &Self::Rules, reduced: &Reduced) -> Option<Self> {
        let _ = (rules, reduced);
        None
    }
}

/// The 64-bit key ([`Position::key`]) of a position or of a packed form of it: foldhash's
/// quality hasher with a fixed seed, the same key from run to run.
///
/// The search trusts the key alone: the transposition table checks an entry by its full
/// key (not the position), and a repetition is a key met again on the path. So the key
/// must behave as a random 64-bit function of the position (then a probe matches another
/// position's entry with a chance of 2^-64: under 10^-12 in a search of ten million
/// nodes), and its low bits, which pick the table's slot, must be as good as its high
/// ones: foldhash's `quality` variant ends with a multiply-fold of the whole state for
/// that. SipHash, std's default, was as good and slower (docs/computer.md, "Speed per
/// game"). The keys differ between native code and wasm32 (foldhash folds its multiply
/// otherwise there, and `usize` lengths are hashed at the platform's width); nothing keeps
/// a key across the two.
pub fn key_of<T: Hash + ?Sized>(value: &T) -> u64 {
    use std::hash::BuildHasher;
    const KEYS: foldhash::quality::FixedState =
        foldhash::quality::FixedState::with_seed(0x6d61_6e63_616c_6121);
    KEYS.hash_one(value)
}

/// See [`Position::seeds`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seeds {
    /// Each player's store, by seat index.
    pub stores: [u32; 4],
    /// The seeds still on the board.
    pub in_play: u32,
}

/// Houses per side at most in a [`Reduced`] position.
pub const REDUCED_HOUSES: usize = 8;

/// A two-player position with houses as the player to move sees it (see
/// [`Position::reduced`]): the rules (held by the caller) and these decide the rest of
/// the game, whatever the seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reduced {
    /// Houses per side.
    pub houses_per_side: usize,
    /// `[0..h]`: the mover's houses from the mover's left; `[h..2h]`: the opponent's, from
    /// the opponent's left.
    pub houses: [u8; 2 * REDUCED_HOUSES],
    /// The mover's store, then the opponent's.
    pub stores: [u32; 2],
}

/// The number of distinct move sequences of `depth` plies from the game's current position
/// (a finished game has no continuations). The game's history counts, so repetitions end
/// games inside the search as they would in play; the game is left as it was.
pub fn perft<P: Position>(game: &mut super::Game<P>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.position().legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for m in moves {
        if game.play(m).is_ok() {
            nodes += perft(game, depth - 1);
            game.undo();
        }
    }
    nodes
}
