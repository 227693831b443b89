// Every game of the collection, in the start screen's order, with the kind of board it is
// drawn on: the one list the browser tests take their games from. `cargo test --test
// collection` fails while it differs from the engine's (`GameId::ALL`, from the table in
// src/games/game_id.rs), so a new game is added here or the native tests fail.

/** The kinds of board the game screen draws. */
export type Board = 'two-row' | 'grid' | 'cells';

/** Every game's id, and the kind of board it is drawn on. */
export const BOARDS: Record<string, Board> = {
  kalah: 'two-row',
  awari: 'two-row',
  ayo: 'two-row',
  oware: 'two-row',
  calcala: 'grid',
  'roocala-square': 'cells',
  'roocala-hex': 'cells',
};

/** Every game's id, in the start screen's order. */
export const GAMES = Object.keys(BOARDS);

/** The games on two rows of pits. */
export const TWO_ROW = GAMES.filter((game) => BOARDS[game] === 'two-row');
