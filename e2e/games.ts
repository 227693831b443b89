// Every game of the collection, in the start screen's order, with the kind of board it is
// drawn on: the one list the browser tests take their games from. It is read from
// tests/data/games.json, which `cargo test --test collection` checks against the engine's
// table (src/games/game_id.rs), so a new game reaches the browser tests with no line here.
import { readFileSync } from 'node:fs';

/** The kinds of board the game screen draws. */
export type Board = 'two-row' | 'grid' | 'cells';

/** A game of the collection, as tests/data/games.json lists it. */
export interface GameEntry {
  id: string;
  title: string;
  board: Board;
}

/** The collection, read from the engine's table through tests/data/games.json. */
export const COLLECTION: GameEntry[] = JSON.parse(readFileSync('tests/data/games.json', 'utf8'));

/** Every game's id, and the kind of board it is drawn on. */
export const BOARDS: Record<string, Board> = Object.fromEntries(
  COLLECTION.map((game) => [game.id, game.board]),
);

/** Every game's id, in the start screen's order. */
export const GAMES = Object.keys(BOARDS);

/** The games on two rows of pits. */
export const TWO_ROW = GAMES.filter((game) => BOARDS[game] === 'two-row');
