// The soak (issue 26): computer against computer in headless Chromium for SOAK_MINUTES (10
// by default), game after game, through every game of the collection in turn, moves shown
// at the Fast speed. It samples the page's JS heap (CDP Runtime.getHeapUsage), the wasm
// memory of the page and of the computer's worker (their WebAssembly.Memory, read through
// the wasm-bindgen modules the site already loads: nothing is added to the app), counts
// long tasks on the main thread (PerformanceObserver 'longtask', installed before the
// page's scripts) and console errors, then prints the figures and writes
// target/soak.json. It is a benchmark: it never fails on a figure, only when it cannot
// run. Usage: node bench/soak.mjs DIST ; env SOAK_MINUTES, SOAK_LEVELS (default hard,medium),
// SOAK_PORT (default 4180), CHROMIUM_PATH.
import { chromium } from '@playwright/test';
import { DEVICE, LAUNCH } from './browser.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const DIST = process.argv[2] ?? 'dist';
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const LEVELS = (process.env.SOAK_LEVELS ?? 'hard,medium').split(',');
const PORT = Number(process.env.SOAK_PORT ?? 4180);
const BASE = '/games/mancala/';
const SAMPLE_MS = 10_000;
const GAME_LIMIT_MS = 240_000; // a game not over by then is left for a new one
// Every game of the collection, from the engine's table (checked by `cargo test --test collection`).
const GAMES = JSON.parse(readFileSync('tests/data/games.json', 'utf8')).map((game) => game.id);
// Memory is compared from here on: the first round of games (every game's screen and the
// worker's tables made once) is the warm-up.
const WARM_GAMES = GAMES.length;

/** Installed in the page before its scripts: long tasks, and the Fast speed of moves. */
function probe() {
  const soak = (window.__soak = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) soak.longTasks.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  if (!localStorage.getItem('mancala.speed')) localStorage.setItem('mancala.speed', 'fast');
}

const server = spawn(process.execPath, ['e2e/serve.mjs', DIST], {
  env: { ...process.env, PORT: String(PORT), BASE_PATH: BASE },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => server.kill());
await new Promise((resolve) => server.stdout.once('data', resolve));
const origin = `http://127.0.0.1:${PORT}`;

const browser = await chromium.launch(LAUNCH);
const context = await browser.newContext({ ...DEVICE, baseURL: origin + BASE });
const page = await context.newPage();
await page.addInitScript(probe);
const errors = [];
const noteError = (where) => (msg) => {
  if (msg.type() === 'error') errors.push(`${where}: ${msg.text()}`);
};
page.on('console', noteError('page'));
page.on('pageerror', (e) => errors.push(`page exception: ${e.message}`));
let worker = null;
page.on('worker', (w) => {
  worker = w;
  w.on('console', noteError('worker'));
});
const cdp = await context.newCDPSession(page);

/** The page's wasm memory in bytes: the app's module, imported again, is the same
 * instance, and its `initSync` hands back the exports of the instance it made. */
async function pageWasmBytes() {
  return page.evaluate(async () => {
    // The app's script: the one <html data-app> names, which static/boot.js loads.
    const named = document.documentElement.dataset.app;
    if (!named) return null;
    const src = new URL(named, location.href).href;
    const app = await import(src);
    // The exports' names are shortened in the build: the memory is the one Memory.
    const memory = Object.values(app.initSync()).find((v) => v instanceof WebAssembly.Memory);
    return memory?.buffer.byteLength ?? null;
  });
}

/** The worker's wasm memory in bytes, the same way (`wasm_bindgen` is its script's global). */
async function workerWasmBytes() {
  if (!worker) return null;
  try {
    // eslint-disable-next-line no-undef
    return await worker.evaluate(() => {
      const memory = Object.values(wasm_bindgen.initSync()).find((v) => v instanceof WebAssembly.Memory);
      return memory?.buffer.byteLength ?? null;
    });
  } catch {
    return null;
  }
}

const started = Date.now();
const samples = [];
let gamesOver = 0;
let gamesCut = 0;
let plies = 0;
const perGame = [];

async function sample() {
  const heap = await cdp.send('Runtime.getHeapUsage');
  const s = {
    secs: Math.round((Date.now() - started) / 1000),
    games: gamesOver + gamesCut,
    jsHeapUsed: heap.usedSize,
    jsHeapTotal: heap.totalSize,
    pageWasm: await pageWasmBytes(),
    workerWasm: await workerWasmBytes(),
  };
  samples.push(s);
  const mb = (b) => (b == null ? '-' : (b / 1048576).toFixed(2));
  console.log(`soak: ${String(s.secs).padStart(4)} s  games ${String(s.games).padStart(3)}  JS heap ${mb(s.jsHeapUsed)} MB  page wasm ${mb(s.pageWasm)} MB  worker wasm ${mb(s.workerWasm)} MB`);
}

/** One game between computers: every seat of `game` given a level on the More page. */
async function playOne(game, round) {
  await page.goto('./#/');
  await page.locator(`[data-game="${game}"]`).tap();
  await page.locator(`main.game-page[data-game="${game}"]`).waitFor();
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  const seats = await page.locator('[data-seat]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
  for (const [i, seat] of seats.entries()) {
    const level = LEVELS[(i + round) % LEVELS.length];
    await page.locator(`[data-seat="${seat}"] [data-choice="${level}"]`).tap();
  }
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'New', exact: true }).tap();
  const t0 = Date.now();
  const over = await page
    .locator('main.game-page.game-over')
    .waitFor({ timeout: GAME_LIMIT_MS })
    .then(() => true, () => false);
  const ply = Number(await page.locator('main.game-page').getAttribute('data-ply'));
  plies += ply;
  if (over) gamesOver += 1;
  else gamesCut += 1;
  perGame.push({ game, over, plies: ply, secs: Math.round((Date.now() - t0) / 1000) });
}

// The first visit starts the worker only when a computer is first asked: start there.
await page.goto('./');
let nextSample = Date.now();
let round = 0;
const deadline = started + MINUTES * 60_000;
const loop = (async () => {
  while (Date.now() < deadline) {
    const game = GAMES[round % GAMES.length];
    await playOne(game, Math.floor(round / GAMES.length)).catch((e) => {
      if (Date.now() < deadline) errors.push(`soak: ${game} could not be played: ${e.message.split('\n')[0]}`);
    });
    round += 1;
  }
})();
loop.catch(() => {});
while (Date.now() < deadline) {
  if (Date.now() >= nextSample) {
    await sample().catch((e) => console.log(`soak: sample failed: ${e.message}`));
    nextSample += SAMPLE_MS;
  }
  await Promise.race([loop, new Promise((r) => setTimeout(r, 500))]);
}
// The game in progress at the deadline is not waited for to its end.
await sample().catch((e) => console.log(`soak: sample failed: ${e.message}`));
const longTasks = await page.evaluate(() => window.__soak.longTasks);
await browser.close();
server.kill();

// Memory after the warm-up (every game played once): the median of the first minute of
// samples after it against the median of the last minute, and the largest sample; medians,
// because the JS heap rises and falls with each collection.
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function growth(key) {
  const after = samples.filter((s) => s.games >= WARM_GAMES && s[key] != null).map((s) => s[key]);
  const window = Math.min(6, Math.floor(after.length / 2));
  if (window < 1) return null;
  const baseline = median(after.slice(0, window));
  const end = median(after.slice(-window));
  const max = Math.max(...after);
  return {
    baseline, end, max, samples: after.length, window,
    growthOfEnd: (end - baseline) / baseline, growthOfMax: (max - baseline) / baseline,
  };
}
const result = {
  minutes: MINUTES,
  levels: LEVELS,
  games: { over: gamesOver, cut: gamesCut, plies, perGame },
  memory: { jsHeapUsed: growth('jsHeapUsed'), pageWasm: growth('pageWasm'), workerWasm: growth('workerWasm') },
  longTasks: { count: longTasks.length, overFiftyMs: longTasks.filter((t) => t.ms > 50).length, maxMs: Math.max(0, ...longTasks.map((t) => t.ms)), all: longTasks },
  consoleErrors: errors,
  samples,
};
mkdirSync('target', { recursive: true });
writeFileSync('target/soak.json', JSON.stringify(result, null, 2));

const pct = (x) => (x == null ? '-' : `${(x * 100).toFixed(1)}%`);
const mb = (b) => (b == null ? '-' : `${(b / 1048576).toFixed(2)} MB`);
console.log(`\nsoak: ${MINUTES} min, levels ${LEVELS.join('/')}: ${gamesOver} games played to the end, ${gamesCut} cut at ${GAME_LIMIT_MS / 1000} s or the deadline, ${plies} plies`);
console.log('memory after the first round of games (median of the first minute after it -> of the last minute; largest sample):');
for (const [name, g] of Object.entries(result.memory)) {
  if (!g) console.log(`  ${name.padEnd(11)} not measured`);
  else console.log(`  ${name.padEnd(11)} ${mb(g.baseline)} -> ${mb(g.end)} (${pct(g.growthOfEnd)}); largest ${mb(g.max)} (${pct(g.growthOfMax)}); ${g.samples} samples`);
}
console.log(`long tasks on the main thread: ${result.longTasks.count} (over 50 ms: ${result.longTasks.overFiftyMs}), longest ${result.longTasks.maxMs.toFixed(0)} ms`);
console.log(`console errors: ${errors.length}${errors.length ? '\n  ' + errors.slice(0, 20).join('\n  ') : ''}`);
console.log('written: target/soak.json');
