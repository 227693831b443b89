#!/usr/bin/env node
// Plays our computer opponent against another program, side by side: two engines that
// speak UCI (`mancala uci`, see src/bin/mancala/uci.rs; Aalina's Oware engine speaks the
// same commands), in seat-swapped pairs of games from the same random two-ply openings, at
// the same time a move (`go movetime MS`) for both. `mancala replay` referees every move
// by RULES.md: a move it refuses loses that game for the engine that sent it.
//
// Usage:
//   node tools/versus.mjs --game ayo --games 20 --movetime 1000 --seed 1 \
//     --ours 'target/release/mancala uci ayo --endgames 12' \
//     --theirs 'java -cp ... Engine' [--theirs-notation letters] [--opt KEY=VALUE ...]
//
// --ours-movetime MS: our engine's clock a move, when it should differ from the other's
// (`--movetime`), to compare at the time each really spends.
// --theirs-notation letters: the other program names South's houses A-F and North's a-f,
// each from its owner's left, and a game's moves as one word (Aalina's Oware notation);
// numbers (the default): ours.
// --repetition rules (the default): where Aalina holds a game over at a position's second
// occurrence, it is given the position without its history and plays on, to RULES.md's
// third; theirs: the game ends at Aalina's second occurrence, each player taking the seeds
// on their own side.
// Prints a JSON line a game to stderr and the totals, from our side, as JSON on stdout:
// wins, draws, losses, the mean margin in seeds with its 95% interval, and each side's
// mean wall time a move.
import { spawn, execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const options = args.flatMap((a, i) => (a === '--opt' ? ['--opt', args[i + 1]] : []));
const game = option('game');
const games = Number(option('games', '2'));
const movetime = Number(option('movetime', '1000'));
// Ours may be given another clock, to equal the time the two really spend: an engine that
// answers book and proven moves at once spends much less than its `movetime` on average.
const oursMovetime = Number(option('ours-movetime', String(movetime)));
const seed = Number(option('seed', '1'));
const ours = option('ours');
const theirs = option('theirs');
const notation = option('theirs-notation', 'numbers');
const mancala = option('mancala', 'target/release/mancala');
const repetition = option('repetition', 'rules');
if (!game || !ours || !theirs || !(games >= 2 && games % 2 === 0) || !(movetime > 0) || !(oursMovetime > 0)) {
  console.error(
    "usage: node tools/versus.mjs --game GAME --ours 'CMD' --theirs 'CMD' " +
      '[--games EVEN] [--movetime MS] [--ours-movetime MS] [--seed N] [--theirs-notation letters|numbers] [--repetition rules|theirs] [--opt KEY=VALUE ...]',
  );
  process.exit(2);
}
if (!['rules', 'theirs'].includes(repetition)) {
  console.error(`--repetition: ${repetition} (known: rules, theirs)`);
  process.exit(2);
}
if (!['letters', 'numbers'].includes(notation)) {
  console.error(`--theirs-notation: ${notation} (known: letters, numbers)`);
  process.exit(2);
}

/// The position after `moves` by our rules (`mancala replay`'s JSON).
const replay = (moves) =>
  JSON.parse(execFileSync(mancala, ['replay', game, ...options, ...moves], { encoding: 'utf8' }));

/// A move in the other program's notation, and back; `mover` is 'south' or 'north'.
const toTheirs = (move, mover) =>
  notation === 'numbers' ? move : String.fromCharCode((mover === 'south' ? 65 : 97) + Number(move) - 1);
const fromTheirs = (move, mover) => {
  if (notation === 'numbers') return move;
  const first = mover === 'south' ? 65 : 97;
  const house = move.length === 1 ? move.charCodeAt(0) - first + 1 : 0;
  // A house of the other side, or no house at all, stays as sent: the referee refuses it.
  return house >= 1 && house <= 26 ? String(house) : move;
};

/// A UCI engine run as a child process: `ask(line, until)` sends a line and resolves with
/// the first reply line for which `until` holds.
class Engine {
  constructor(command) {
    this.child = spawn('sh', ['-c', command], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = null;
    // The score of the engine's last `info` line, in hundredths of a seed (its own view).
    this.score = null;
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const score = /\bscore cp (-?\d+)/.exec(line);
      if (score) this.score = Number(score[1]);
      if (this.waiting && this.waiting.until(line)) {
        const { resolve } = this.waiting;
        this.waiting = null;
        resolve(line);
      }
    });
    this.child.on('exit', (code) => {
      if (this.waiting) this.waiting.reject(new Error(`${command}: exited (${code})`));
    });
  }
  send(line) {
    this.child.stdin.write(`${line}\n`);
  }
  ask(line, until) {
    return new Promise((resolve, reject) => {
      this.waiting = { until, resolve, reject };
      this.send(line);
    });
  }
  quit() {
    this.send('quit');
    this.child.stdin.end();
  }
}

/// Aalina's diagram of a position: South's houses A-F, North's a-f, the two stores, the
/// player to move.
const diagram = (p) =>
  [...p.houses.south, ...p.houses.north, p.stores.south, p.stores.north, p.to_move === 'south' ? 'S' : 'N'].join('-');

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
/// The rounded mean of `xs` (0 when empty).
const average = (xs) => Math.round(sum(xs) / Math.max(xs.length, 1));

/// A small seeded generator (xorshift32), so that a pair's two games share an opening.
function generator(seed) {
  let s = (Math.imul(seed, 0x9e3779b1) ^ 0x5bd1e995) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

async function play(engines, opening) {
  const moves = [...opening];
  // Who played each move, for the other program's notation.
  const movers = opening.map((_, i) => replay(opening.slice(0, i)).to_move);
  const times = { ours: [], theirs: [] };
  let restarts = 0;
  // Our engine's score at each of its moves, for where a game was lost.
  const scores = [];
  for (const engine of Object.values(engines)) await engine.ask('ucinewgame\nisready', (l) => l === 'readyok');
  for (;;) {
    const position = replay(moves);
    if (position.outcome) return { position, moves, times, restarts, scores };
    const mover = position.to_move;
    const side = engines.south === engines.ours ? (mover === 'south' ? 'ours' : 'theirs') : mover === 'south' ? 'theirs' : 'ours';
    const engine = side === 'ours' ? engines.ours : engines.theirs;
    const history = side === 'ours' ? moves : moves.map((m, i) => toTheirs(m, movers[i]));
    // Aalina writes a game's moves as one word (`AfBe`); ours, a word a move.
    const list = history.join(side === 'theirs' && notation === 'letters' ? '' : ' ');
    engine.send(`position startpos${history.length ? ` moves ${list}` : ''}`);
    engine.score = null;
    const started = performance.now();
    const clock = side === 'ours' ? oursMovetime : movetime;
    const reply = await engine.ask(`go movetime ${clock}`, (l) => l.startsWith('bestmove'));
    times[side].push(performance.now() - started);
    if (side === 'ours') scores.push(engine.score);
    let move = reply.split(/\s+/)[1];
    if ((move === '0000' || move === '(none)') && side === 'theirs' && notation === 'letters' && repetition === 'rules') {
      // Aalina ends a game at a position's second occurrence, RULES.md at its third: give
      // it the position alone (its diagram, without the moves that repeat it), so that it
      // plays on as our rules do.
      restarts++;
      engine.send(`position fen ${diagram(position)}`);
      const again = await engine.ask(`go movetime ${clock}`, (l) => l.startsWith('bestmove'));
      move = again.split(/\s+/)[1];
    }
    if (move === '0000' || move === '(none)') {
      // The engine holds the game over where our rules play on (with `--repetition
      // theirs`: Aalina's end at a second occurrence). End it there as RULES.md ends a
      // repetition: each player takes the seeds on their own side.
      const totals = {
        south: position.stores.south + sum(position.houses.south),
        north: position.stores.north + sum(position.houses.north),
      };
      return { position: { outcome: { totals } }, moves, times, restarts, scores, ended: `${side} held the game over` };
    }
    const ourMove = side === 'ours' ? move : fromTheirs(move, mover);
    if (!position.legal_moves.includes(ourMove)) {
      return { forfeit: side, moves, times, restarts, scores, reason: `${side} sent ${move} (legal: ${position.legal_moves.join(' ')})` };
    }
    moves.push(ourMove);
    movers.push(mover);
  }
}

const engines = { ours: new Engine(ours), theirs: new Engine(theirs) };
for (const engine of Object.values(engines)) {
  await engine.ask('uci', (l) => l === 'uciok');
}
const random = generator(seed);
const totals = { wins: 0, draws: 0, losses: 0, margins: [], ours: [], theirs: [], forfeits: [], restarts: 0 };
for (let pair = 0; pair < games / 2; pair++) {
  const opening = [];
  for (let ply = 0; ply < 2; ply++) {
    const legal = replay(opening).legal_moves;
    opening.push(legal[Math.floor(random() * legal.length)]);
  }
  for (const oursSouth of [true, false]) {
    const seats = oursSouth
      ? { south: engines.ours, north: engines.theirs }
      : { south: engines.theirs, north: engines.ours };
    const result = await play({ ...engines, ...seats }, opening);
    const ourSeat = oursSouth ? 'south' : 'north';
    let margin;
    if (result.forfeit) {
      totals.forfeits.push(result.reason);
      margin = result.forfeit === 'ours' ? -1 : 1;
    } else {
      const t = result.position.outcome.totals;
      margin = t[ourSeat] - t[oursSouth ? 'north' : 'south'];
    }
    totals.margins.push(margin);
    if (margin > 0) totals.wins++;
    else if (margin < 0) totals.losses++;
    else totals.draws++;
    totals.restarts += result.restarts ?? 0;
    totals.ours.push(...result.times.ours);
    totals.theirs.push(...result.times.theirs);
    console.error(
      JSON.stringify({
        pair,
        ours: ourSeat,
        opening: opening.join(' '),
        margin,
        plies: result.moves.length,
        ours_ms: average(result.times.ours),
        theirs_ms: average(result.times.theirs),
        ...(result.forfeit ? { forfeit: result.reason } : {}),
        ...(result.ended ? { ended: result.ended } : {}),
        ...(result.restarts ? { restarts: result.restarts } : {}),
        moves: result.moves.join(' '),
        our_scores: result.scores.map((x) => (x === null ? null : Math.round(x / 10) / 10)).join(' '),
      }),
    );
  }
}
for (const engine of Object.values(engines)) engine.quit();

const n = totals.margins.length;
const mean = sum(totals.margins) / n;
const variance = totals.margins.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(n - 1, 1);
console.log(
  JSON.stringify({
    game,
    options: options.filter((_, i) => i % 2 === 1),
    games: n,
    movetime,
    ours_movetime: oursMovetime,
    seed,
    wins: totals.wins,
    draws: totals.draws,
    losses: totals.losses,
    margin: Number(mean.toFixed(2)),
    margin_95: Number((1.96 * Math.sqrt(variance / n)).toFixed(2)),
    ours_ms_per_move: average(totals.ours),
    theirs_ms_per_move: average(totals.theirs),
    forfeits: totals.forfeits,
    repetition,
    restarts: totals.restarts,
  }),
);
