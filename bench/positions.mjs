// Makes bench/positions.json: one mid-game position per game, reached by a seeded
// pseudo-random walk over the engine's legal moves, so every run measures the same boards.
// Random Kalah rarely lasts 60 plies, so the walk skips moves that would end the game;
// a walk that still ends early is dropped and the next seed is tried.
// Usage: node bench/positions.mjs  (needs `cargo build --bin mancala`; MANCALA_BIN overrides)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

// Every game of the collection, from the engine's table (checked by `cargo test --test
// collection`), walked for the plies of its kind of board: Roocala's boards hold more moves.
// Awari games are short (random ones end in 20 to 50 plies), so its middle comes sooner.
const PLIES_BY_BOARD = { 'two-row': 60, grid: 60, cells: 100 };
const PLIES_BY_GAME = { awari: 30 };
const PLIES = Object.fromEntries(
  JSON.parse(readFileSync('tests/data/games.json', 'utf8'))
    .map((game) => [game.id, PLIES_BY_GAME[game.id] ?? PLIES_BY_BOARD[game.board]]),
);

const bin = process.env.MANCALA_BIN
  ?? ['target/release/mancala', 'target/debug/mancala'].find(existsSync);
if (!bin) throw new Error('no mancala binary: run `cargo build --bin mancala` first');

const replay = (game, moves) =>
  JSON.parse(execFileSync(bin, ['replay', game, ...moves], { encoding: 'utf8' }));

// mulberry32: tiny, seedable, identical on every machine.
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function walk(game, plies, seed) {
  const next = rng(seed);
  const moves = [];
  let state = replay(game, moves);
  while (moves.length < plies) {
    // Try the moves in a seeded random order; the first that keeps the game going is played.
    const order = state.legal_moves.map((m) => [next(), m]).sort((a, b) => a[0] - b[0]);
    const found = order.find(([, m]) => !(state = replay(game, [...moves, m])).outcome);
    if (!found) return null;
    moves.push(found[1]);
  }
  // `state` is now the position after the last move, still going: the bench taps a legal pit.
  return { moves, options: state.options };
}

const out = {};
for (const [game, plies] of Object.entries(PLIES)) {
  for (let seed = 1; ; seed++) {
    const found = walk(game, plies, seed);
    if (found) {
      out[game] = { seed, plies, options: found.options, moves: found.moves };
      console.log(`${game}: ${plies} plies with seed ${seed}`);
      break;
    }
    if (seed === 200) throw new Error(`${game}: no walk of ${plies} plies in 200 seeds`);
  }
}
// One game a line, so a change of walk shows as a readable diff.
const lines = Object.entries(out).map(([game, p]) => `  ${JSON.stringify(game)}: ${JSON.stringify(p)}`);
writeFileSync(new URL('./positions.json', import.meta.url), `{\n${lines.join(',\n')}\n}\n`);
