//! What every game's position offers, so that one `Game`, one command-line tool and one set
//! of property tests serve all of them.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::options::RuleOptions;
use super::outcome::{Outcome, Player};
use super::setup::{Setup, SetupError};
use super::variant::KindOfPosition;
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
        use crate::i18n::msg;
        f.write_str(
            &msg::RecordNotAMove {
                text: &self.text,
                expected: &self.expected,
            }
            .text(),
        )
    }
}

impl std::error::Error for ParseMoveError {}

/// A position of one game: the board, whose turn it is, and the outcome once it has ended.
pub trait Position: KindOfPosition + Clone + Eq + Hash + fmt::Debug + Sized {
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

    /// The position as its parts (counts, stores or points, rooks, the player to move),
    /// for the editor and the formats (`games::setup`).
    fn setup(&self) -> Setup;
    /// The position `setup` makes under `rules`, or why no game of those rules reaches it:
    /// the position editor's check (each game's `setup.rs` says which it makes, and why).
    fn set_up(rules: Self::Rules, setup: &Setup) -> Result<Self, SetupError>;

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

/// The 64-bit key ([`Position::key`]) of a position or of a packed form of it: rapidhash
/// (version 3) of the bytes its `Hash` writes, each integer in little-endian order at a
/// fixed width, with a fixed seed. The same value comes from run to run and, as the
/// search's results must, natively and in the browser's wasm32 (the tests below, and
/// `e2e/coach.spec.ts`, which compares the coach's worker with `mancala analyse`).
///
/// The search trusts the key alone: the transposition table checks an entry by its full
/// key (not the position), and a repetition is a key met again on the path. So the key
/// must behave as a random 64-bit function of the position (then a probe matches another
/// position's entry with a chance of 2^-64: under 10^-12 in a search of ten million
/// nodes), and its low bits, which pick the table's slot, must be as good as its high
/// ones: rapidhash ends with an avalanche of the whole state for that. SipHash, std's
/// default, was as good and slower; foldhash, used before, was as fast but not portable:
/// it multiplies otherwise on 32-bit targets, and `Hash` writes `usize` lengths and enum
/// discriminants at the platform's width, so a search cut at a node budget could end in
/// another value in the worker than in `mancala bestmove` (docs/computer.md, "Keys the
/// same in the browser").
pub fn key_of<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut hasher = PortableHasher(rapidhash::v3::RapidStreamHasherV3::new(&KEY_SECRETS));
    value.hash(&mut hasher);
    hasher.finish()
}

/// The keys' seed, fixed, so that a key is the same from run to run.
static KEY_SECRETS: rapidhash::v3::RapidSecrets =
    rapidhash::v3::RapidSecrets::seed(0x6d61_6e63_616c_6121);

/// A [`Hasher`] whose bytes are the same on every platform: integers little-endian,
/// `usize` and `isize` (lengths, enum discriminants) as 64 bits. rapidhash's stream
/// hasher, which it feeds, promises the same hash for the same bytes everywhere (it
/// multiplies in 128 bits on every target).
struct PortableHasher<'a>(rapidhash::v3::RapidStreamHasherV3<'a>);

impl Hasher for PortableHasher<'_> {
    fn finish(&self) -> u64 {
        self.0.finish()
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
    }
    fn write_u8(&mut self, i: u8) {
        self.write(&[i]);
    }
    fn write_u16(&mut self, i: u16) {
        self.write(&i.to_le_bytes());
    }
    fn write_u32(&mut self, i: u32) {
        self.write(&i.to_le_bytes());
    }
    fn write_u64(&mut self, i: u64) {
        self.write(&i.to_le_bytes());
    }
    fn write_u128(&mut self, i: u128) {
        self.write(&i.to_le_bytes());
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    // `write_i8` to `write_i128` are `Hasher`'s own: each writes its unsigned twin. Not
    // `write_isize`, whose default would widen a negative 32-bit `isize` otherwise than a
    // 64-bit one.
    fn write_isize(&mut self, i: isize) {
        self.write_u64(i as i64 as u64);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::games::RuleOptions;

    /// What `Hash` writes at the platform's width (`usize` lengths, enum discriminants)
    /// reaches the key as 64 bits, as a `u64` or `i64` would: a 64-bit machine and wasm32
    /// then feed rapidhash the same bytes.
    #[test]
    fn keys_do_not_depend_on_the_width_of_usize() {
        assert_eq!(key_of(&7usize), key_of(&7u64));
        assert_eq!(key_of(&-7isize), key_of(&-7i64));
        // A slice is its length, then its items.
        assert_eq!(key_of(&[1u8, 2, 3][..]), key_of(&(3u64, 1u8, 2u8, 3u8)));
        // An enum is its discriminant (an `isize`), then its fields.
        assert_eq!(key_of(&Some(9u8)), key_of(&(1i64, 9u8)));
        assert_eq!(key_of(&None::<u8>), key_of(&0i64));
    }

    /// Integers are written little-endian whatever the machine, and the key is rapidhash
    /// (version 3) of those bytes with the fixed seed: the same value on every platform,
    /// from run to run.
    #[test]
    fn a_key_is_rapidhash_of_the_little_endian_bytes() {
        let bytes = [
            0x0102_u16.to_le_bytes().as_slice(),
            &0x0304_0506_u32.to_le_bytes(),
        ]
        .concat();
        assert_eq!(
            key_of(&(0x0102_u16, 0x0304_0506_u32)),
            rapidhash::v3::rapidhash_v3_seeded(&bytes, &KEY_SECRETS)
        );
    }

    /// A value longer than the stream hasher's chunk (112 bytes) is keyed whole: its hash
    /// depends on every byte, the first ones too.
    #[test]
    fn a_long_value_is_keyed_whole() {
        let long: Vec<u32> = (0..500).collect();
        let mut changed = long.clone();
        changed[0] = 7;
        assert_ne!(key_of(&long), key_of(&changed));
        let mut last = long.clone();
        last[499] = 7;
        assert_ne!(key_of(&long), key_of(&last));
        assert_ne!(key_of(&changed), key_of(&last));
    }

    /// Different positions get different keys, and a position its own key every time: the
    /// start of every game and every position one and two moves from it.
    #[test]
    fn every_games_first_positions_have_distinct_keys() {
        for game in GameId::ALL {
            crate::with_position!(game, P => {
                let rules = <P as Position>::Rules::for_game(game).expect("the game's rules");
                let start = P::new(rules);
                let mut seen = std::collections::HashMap::new();
                let mut positions = vec![start.clone()];
                for m in start.legal_moves() {
                    let next = start.play_fast(m).expect("a legal move plays");
                    positions.extend(next.legal_moves().into_iter().filter_map(|r| next.play_fast(r)));
                    positions.push(next);
                }
                for position in positions {
                    assert_eq!(position.key(), position.clone().key());
                    let first = seen.entry(position.key()).or_insert_with(|| position.clone());
                    assert_eq!(*first, position, "{game}: two positions share a key");
                }
                assert!(seen.len() > 20, "{game}: {} positions", seen.len());
            });
        }
    }
}
