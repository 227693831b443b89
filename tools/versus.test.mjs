// Tests of tools/versus.mjs, the match runner that plays our engine (`mancala uci`)
// against another program: `node --test tools/versus.test.mjs`, with the debug build of
// `mancala` (or $MANCALA). Run by `make test` after that build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const mancala = process.env.MANCALA ?? 'target/debug/mancala';
if (!existsSync(mancala)) {
  throw new Error(`versus.test: ${mancala} is missing: build it first (cargo build --bin mancala)`);
}

const versus = (...args) => {
  const out = execFileSync('node', ['tools/versus.mjs', '--mancala', mancala, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out);
};

test('two of our engines play a seat-swapped pair to the end of each game', () => {
  const engine = `${mancala} uci ayo --level easy`;
  const totals = versus('--game', 'ayo', '--games', '2', '--movetime', '5', '--ours-movetime', '7', '--seed', '3', '--ours', engine, '--theirs', engine);
  assert.equal(totals.games, 2);
  assert.deepEqual([totals.movetime, totals.ours_movetime], [5, 7]);
  assert.equal(totals.wins + totals.draws + totals.losses, 2);
  assert.deepEqual(totals.forfeits, []);
  assert.ok(Number.isFinite(totals.margin) && Number.isFinite(totals.margin_95));
  assert.ok(totals.ours_ms_per_move > 0 && totals.theirs_ms_per_move > 0);
});

test("a move the rules refuse loses the game for the program that sent it, in the other program's notation", () => {
  // A program that always answers South's first house (`A`, Aalina's notation): illegal as
  // North at once, and as South once that house is empty.
  const dir = mkdtempSync(join(tmpdir(), 'versus-'));
  const stubborn = join(dir, 'stubborn.mjs');
  writeFileSync(
    stubborn,
    `import { createInterface } from 'node:readline';
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'uci') console.log('uciok');
  else if (line === 'isready') console.log('readyok');
  else if (line.startsWith('go')) console.log('bestmove A');
  else if (line === 'quit') process.exit(0);
});
`,
  );
  const totals = versus(
    '--game', 'ayo', '--games', '2', '--movetime', '5', '--seed', '1',
    '--ours', `${mancala} uci ayo --level easy`, '--theirs', `node ${stubborn}`, '--theirs-notation', 'letters',
  );
  assert.equal(totals.wins, 2);
  assert.equal(totals.forfeits.length, 2);
  for (const reason of totals.forfeits) assert.match(reason, /^theirs sent A \(legal: /);
});

test('a clock that is not a positive number is refused with the usage, before any game', () => {
  for (const clock of [['--movetime', '0'], ['--ours-movetime', 'soon']]) {
    assert.throws(
      () => versus('--game', 'ayo', '--ours', 'true', '--theirs', 'true', ...clock),
      (e) => e.status === 2 && /usage: node tools\/versus.mjs/.test(e.stderr),
    );
  }
});
