//! Perft ("performance test", the chess programmers' count of move sequences, as in
//! <https://www.chessprogramming.org/Perft>): the number of distinct games of a given
//! length from a position, which checks the move generator against known figures
//! (`tests/perft.rs`, `mancala perft`).

use super::game::Game;
use super::position::Position;

/// The number of distinct move sequences of `depth` plies from the game's current position
/// (a finished game has no continuations). The game's history counts, so repetitions end
/// games inside the search as they would in play; the game is left as it was.
pub fn perft<P: Position>(game: &mut Game<P>, depth: u32) -> u64 {
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
