// `make bench`: how fast the release site answers a tap, how much it works while nobody
// touches it, how much it downloads and how soon the first board shows, next to a bare
// page with one button (the floor: what the same machine and browser cost with no app).
// It measures and never judges: the figures go to stdout and to target/bench.json.
// Usage: node bench/bench.mjs [dist] [sections]   (tools/bench runs it after `make dist`);
// sections, comma-separated, picks some of tap,idle,size,load,first-board,search,kalah-game,tablet,thinking
// (all by default).
import { chromium } from '@playwright/test';
import { DEVICE, LAUNCH, serve } from './browser.mjs';
import { launchSlowed } from './slowed.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const DIST = process.argv[2] ?? 'dist';
const SECTIONS = (process.argv[3] ?? 'tap,idle,size,load,first-board,search,kalah-game,tablet,thinking').split(',');
const wanted = (section) => SECTIONS.includes(section);
const TAPS = 7; // taps per game; the median is printed
// Cold loads of each page in the load section, and in the first-board section, whose
// ratio to the React peer's median moves by a tenth between runs of 5 loads (the peer's
// own loads spread from 130 to 320 ms at this machine's speed): BENCH_LOADS for another number.
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const FIRST_BOARD_LOADS = Number(process.env.BENCH_LOADS ?? 15);
const SETTLE_MS = 300; // after the page's animations have ended, before sampling
const IDLE_MS = 5000;
const positions = JSON.parse(readFileSync(new URL('./positions.json', import.meta.url), 'utf8'));

// Installed in every page before its own scripts: records slow input events (Event Timing
// only reports those of 16 ms or more) and when `readySelector` first matches.
function probe(readySelector) {
  const bench = (window.__bench = { events: [], firstInput: null, ready: null, painted: null });
  const inputs = new Set(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']);
  const record = (e) => ({
    name: e.name, duration: e.duration, handler: Math.round((e.processingEnd - e.processingStart) * 10) / 10,
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (inputs.has(e.name)) bench.events.push(record(e));
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Reported whatever its duration, but only for a page's first input.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.firstInput = record(e);
  }).observe({ type: 'first-input', buffered: true });
  if (!readySelector) return;
  const seen = new MutationObserver(() => {
    if (!document.querySelector(readySelector)) return;
    seen.disconnect();
    bench.ready = performance.now();
    // The frame that shows it: a task queued from requestAnimationFrame runs after that paint.
    // The load bench hears of it from the console, so that it runs nothing in the page
    // meanwhile (see loadBench).
    requestAnimationFrame(() => setTimeout(() => {
      bench.painted = performance.now();
      console.debug(`bench: painted ${bench.ready} ${bench.painted}`);
    }));
  });
  seen.observe(document, { childList: true, subtree: true });
}

// A saved game as the site writes it (src/ui/screen/save.rs, `save_text`: a header line,
// then the game and the next game's options as records, `GameRecord::to_text`).
// Version 3 adds who plays each seat (`seats`: people by default).
function saveOf(game, seats = 'human.human.human.human human.human.human.human') {
  const { options, moves } = positions[game];
  const record = (params) => (params.length ? `${game}?${params.join('&')}` : game);
  const opts = Object.entries(options).map(([k, v]) => `${k}=${v}`);
  const text = `mancala-save 3\n${record([...opts, `moves=${moves.join('.')}`])}\n${record(opts)}\nseats ${seats}`;
  return { key: `mancala.${game}`, text, plies: moves.length };
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// A fresh context (no cache, no storage) whose pages find `save` in localStorage.
async function freshContext(browser, site, save, readySelector) {
  const context = await browser.newContext(DEVICE);
  await context.addInitScript(probe, readySelector ?? null);
  if (save) {
    await context.addInitScript(({ origin, key, text }) => {
      if (location.origin === origin) localStorage.setItem(key, text);
    }, { origin: new URL(site).origin, key: save.key, text: save.text });
  }
  return context;
}

// Loads a game screen with its mid-game save and fails unless the save was restored.
async function openSaved(context, site, game, save) {
  const page = await context.newPage();
  await page.goto(`${site}#/${game}`);
  const main = page.locator('main.game-page');
  await main.waitFor();
  const ply = await main.getAttribute('data-ply');
  if (ply !== String(save.plies)) {
    const status = await page.locator('[role=status]').innerText().catch(() => '');
    throw new Error(`${game}: the page shows ply ${ply}, not the saved ${save.plies}: ${status}`);
  }
  return page;
}

// Waits until the page's finite animations (a new turn's pulse) have ended, and a little
// more: "after the board has settled". An endless animation never ends, so give up after 5 s
// and let the idle figures show it.
async function settled(page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
      timeout: 5000,
    })
    .catch(() => {});
  await sleep(SETTLE_MS);
}

// --- a. tap -> next paint -------------------------------------------------------------

const TAP_TARGETS = [
  { game: 'kalah', steps: [['pit', '.pit.legal']] },
  { game: 'oware', steps: [['pit', '.pit.legal']] },
  { game: 'calcala', steps: [['pit', '.pit.legal'], ['arrow', 'button[data-dir]']] },
  { game: 'roocala-square', steps: [['cell', '.cell.legal'], ['move', 'button[data-move]']] },
  { game: 'roocala-hex', steps: [['cell', '.cell.legal'], ['move', 'button[data-move]']] },
];

// One real tap (mouse input through the browser, not a synthetic DOM event) at the centre
// of the first element matching `selector`, and the Event Timing entries it produced.
async function tap(page, selector) {
  const target = page.locator(selector).first();
  await target.waitFor();
  const box = await target.boundingBox();
  await page.evaluate(() => (window.__bench.events = []));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Entries arrive after the paint that follows the tap; give slow frames time too.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  await sleep(250);
  const { events, firstInput } = await page.evaluate(() => window.__bench);
  if (events.length === 0) return { duration: null, handler: null, firstInput };
  return {
    duration: Math.max(...events.map((e) => e.duration)),
    handler: Math.max(...events.map((e) => e.handler)),
    firstInput,
  };
}

async function tapBench(browser, site, bare, peer) {
  const targets = [
    ...TAP_TARGETS.map((t) => ({ ...t, site, save: saveOf(t.game) })),
    { game: 'react peer', site: peer, steps: [['pit', 'g.legal[data-pit]']] },
    { game: 'bare page', site: bare, steps: [['button', '#tap']] },
  ];
  const rows = [];
  for (const t of targets) {
    const context = await freshContext(browser, t.site, t.save);
    const samples = t.steps.map(() => []);
    // The same taps for the move after, once the first has been shown: what a tap costs
    // in a game under way, when the page's code for a move has already run once.
    const again = t.steps.map(() => []);
    for (let i = 0; i < TAPS; i++) {
      let page;
      if (t.save) {
        page = await openSaved(context, t.site, t.game, t.save);
      } else {
        page = await context.newPage();
        await page.goto(t.site);
      }
      await settled(page); // let the load's own work (and a new turn's pulse) finish first
      for (const [s, [, selector]] of t.steps.entries()) samples[s].push(await tap(page, selector));
      if (t.save) {
        // The last tap must have played a move, or the bench measured something else.
        const ply = await page.locator('main.game-page').getAttribute('data-ply');
        if (ply !== String(t.save.plies + 1)) throw new Error(`${t.game}: the taps did not play a move`);
        await page.waitForFunction(() => !document.querySelector('[data-animating]'), null, { timeout: 10_000 });
        await settled(page);
        for (const [s, [, selector]] of t.steps.entries()) again[s].push(await tap(page, selector));
        const next = await page.locator('main.game-page').getAttribute('data-ply');
        if (next !== String(t.save.plies + 2)) throw new Error(`${t.game}: the next taps did not play a move`);
      }
      await page.close();
    }
    await context.close();
    for (const [s, [what]] of t.steps.entries()) {
      const taps = samples[s];
      rows.push({
        game: t.game,
        tap: what,
        duration_ms: median(taps.map((x) => x.duration)),
        handler_ms: median(taps.map((x) => x.handler)),
        over_16ms: taps.filter((x) => x.duration !== null).length,
        taps: taps.length,
        // The page's first input is reported whatever its length, and a tap's events all
        // end at the same paint, so this gives the first tap a figure even under 16 ms.
        first_input_ms: s === 0 ? median(taps.map((x) => x.firstInput?.duration ?? null)) : null,
        // `undefined` for the pages with no game to play on (the peer, the bare page).
        next_duration_ms: t.save ? median(again[s].map((x) => x.duration)) : undefined,
        next_handler_ms: t.save ? median(again[s].map((x) => x.handler)) : undefined,
      });
    }
  }
  return rows;
}

// Median where null means "under Event Timing's 16 ms threshold", below any figure.
function median(values) {
  const sorted = [...values].sort((a, b) => (a ?? -1) - (b ?? -1));
  return sorted[Math.floor(sorted.length / 2)];
}

// --- b. idle work ---------------------------------------------------------------------

const IDLE_SCREENS = [
  { name: 'start screen' },
  ...Object.keys(positions).map((game) => ({ name: game, game })),
  { name: 'kalah: More', game: 'kalah', open: 'button.more' },
  { name: 'kalah: Rules', game: 'kalah', open: 'button.rules' },
];

async function idleBench(browser, site, bare) {
  const rows = [];
  for (const screen of [...IDLE_SCREENS, { name: 'bare page', url: bare }]) {
    const save = screen.game && saveOf(screen.game);
    const context = await freshContext(browser, site, save);
    let page;
    if (save) {
      page = await openSaved(context, site, screen.game, save);
    } else if (screen.url) {
      page = await context.newPage();
      await page.goto(screen.url);
    } else {
      page = await context.newPage();
      await page.goto(site);
      await page.locator('[data-game]').first().waitFor();
    }
    if (screen.open) {
      await page.locator(screen.open).click();
      await page.locator('button.back').waitFor();
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await settled(page);
    const before = await metrics(cdp);
    await sleep(IDLE_MS);
    const after = await metrics(cdp);
    rows.push({
      screen: screen.name,
      task_ms: Math.round((after.TaskDuration - before.TaskDuration) * 1000),
      script_ms: Math.round((after.ScriptDuration - before.ScriptDuration) * 1000),
      recalc_style: after.RecalcStyleCount - before.RecalcStyleCount,
      layout: after.LayoutCount - before.LayoutCount,
    });
    await context.close();
  }
  return rows;
}

async function metrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

// --- c. size --------------------------------------------------------------------------

// gzip(1) itself, as tools/size measures.
const gzipped = (path) => execFileSync('gzip', ['-9', '-n', '-c', path], { maxBuffer: 1 << 28 }).length;

async function sizeBench(browser, site) {
  // tools/size exits 1 when the start page is over budget; the bench reports, never judges.
  const report = spawnSync('tools/size', [DIST], { encoding: 'utf8' }).stdout;
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  const paths = new Set();
  page.on('response', (r) => {
    if (r.url().startsWith(site)) paths.add(new URL(r.url()).pathname);
  });
  await page.goto(site, { waitUntil: 'networkidle' });
  await page.locator('[data-game]').first().waitFor();
  await context.close();
  const files = [...paths].sort().map((p) => {
    const file = join(DIST, p === '/' ? 'index.html' : p.slice(1));
    if (!existsSync(file)) throw new Error(`the start page loaded ${p}, which is not in ${DIST}/`);
    return { file: p, raw: statSync(file).size, gzip: gzipped(file) };
  });
  // The installed app's files load once the app has started (static/pwa.js, the
  // service worker, the manifest): listed, not added to the start page (as in tools/size).
  const later = (f) => ['/pwa.js', '/sw.js', '/manifest.webmanifest'].includes(f.file);
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  const start = files.filter((f) => !later(f));
  const after = files.filter(later);
  return {
    report,
    start_page: start,
    start_page_gzip: sum(start, 'gzip'),
    after_start: after,
    after_start_gzip: sum(after, 'gzip'),
  };
}

// --- d. load --------------------------------------------------------------------------

// The peer: a plain React Kalah board (bench/peer/), bundled and minified by esbuild the
// way a Vite build would, into target/bench-peer/.
function buildPeer() {
  const out = 'target/bench-peer';
  mkdirSync(out, { recursive: true });
  execFileSync('node_modules/.bin/esbuild', [
    'bench/peer/main.jsx', '--bundle', '--minify', '--format=esm', '--jsx=automatic',
    '--define:process.env.NODE_ENV="production"', `--outfile=${out}/peer.js`, '--log-level=warning',
  ]);
  for (const file of ['index.html', 'peer.css']) writeFileSync(join(out, file), readFileSync(join('bench/peer', file)));
  return out;
}

async function loadBench(browser, site, bare, peer) {
  const pages = [
    ['kalah board', `${site}#/kalah`, 'svg.board [data-pit]'],
    ['react peer board', peer, 'svg.board [data-pit]'],
    ['bare page', bare, '#tap'],
  ];
  // The pages take turns, so that the machine's load, which drifts, weighs on each alike.
  const runs = pages.map(() => []);
  for (let i = 0; i < LOADS; i++) {
    for (const [n, [, url, ready]] of pages.entries()) {
      const context = await freshContext(browser, url, null, ready);
      const page = await context.newPage();
      // Nothing is evaluated in the page until it has painted: Playwright's first evaluation
      // injects its own script (about 10 ms of the main thread), which would land in the
      // middle of a page that starts after its load event (ours: the wasm) but after one
      // that renders before it (the React peer), and so slow only the first.
      const painted = page.waitForEvent('console', (m) => m.text().startsWith('bench: painted '));
      await page.goto(url, { waitUntil: 'commit' });
      const [inDom, shown] = (await painted).text().split(' ').slice(2).map(Number);
      runs[n].push({ ready: inDom, painted: shown });
      await context.close();
    }
  }
  return pages.map(([what], n) => ({
    page: what,
    in_dom_ms: Math.round(median(runs[n].map((r) => r.ready))),
    painted_ms: Math.round(median(runs[n].map((r) => r.painted))),
    // A busy machine slows some loads a lot; the fastest shows what the page itself needs.
    fastest_painted_ms: Math.round(Math.min(...runs[n].map((r) => r.painted))),
    loads: runs[n].length,
  }));
}

// --- d2. the first board ---------------------------------------------------------------

// Installed in every page before its own scripts: at each frame from the navigation on,
// whether an element of `selector` is laid out (drawn, not in a hidden part of the page),
// with nothing else run in the page meanwhile; the first frame that has one is when the
// first board shows. The task after that frame's paint says so on the console.
function firstBoardWatcher(selector) {
  const look = () => {
    const shown = [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0);
    if (!shown) return requestAnimationFrame(look);
    const frame = performance.now();
    requestAnimationFrame(() => setTimeout(() => console.debug(`bench: first board ${frame} ${performance.now()}`)));
  };
  requestAnimationFrame(look);
  // When the app has taken over the prerendered board (static/boot.js plays a tap then).
  addEventListener('mancala-ready', () => console.debug(`bench: app ready ${performance.now()}`), { once: true });
}

// Chromium's emulation of a slower tablet on a slow mobile network: the CPU 4 times slower
// and Lighthouse's "slow 4G" (150 ms round trips, 1.6 Mbps down, 750 kbps up).
const SLOW = { cpu: 4, latency: 150, down: 1.6e6 / 8, up: 0.75e6 / 8 };

// Cold loads (a fresh context each, nothing cached) of our Kalah page at its own address
// (kalah/, prerendered), of the old address (#/kalah: the start page, whose prerendered
// list the boot script hides, so the board waits for the wasm as every page did before),
// of the React peer's board and of the bare page, taking turns, at the machine's own speed
// and slowed (SLOW).
async function firstBoardBench(browser, site, bare, peer) {
  const pages = [
    ['ours: kalah/ (prerendered)', `${site}kalah/`, '[data-pit]'],
    ['ours: #/kalah (the app draws it)', `${site}#/kalah`, '[data-pit]'],
    ['react peer board', peer, 'svg.board [data-pit]'],
    ['bare page', bare, '#tap'],
  ];
  const rows = [];
  for (const slow of [false, true]) {
    const runs = pages.map(() => []);
    for (let i = 0; i < FIRST_BOARD_LOADS; i++) {
      for (const [n, [, url, selector]] of pages.entries()) {
        const context = await browser.newContext(DEVICE);
        await context.addInitScript(firstBoardWatcher, selector);
        const page = await context.newPage();
        if (slow) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpu });
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false, latency: SLOW.latency, downloadThroughput: SLOW.down, uploadThroughput: SLOW.up,
          });
        }
        const shown = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('bench: first board '), timeout: 60_000 });
        const ready = n < 2 && page.waitForEvent('console', { predicate: (m) => m.text().startsWith('bench: app ready '), timeout: 60_000 });
        await page.goto(url, { waitUntil: 'commit' });
        const [frame, painted] = (await shown).text().split(' ').slice(3).map(Number);
        const app = ready ? Number((await ready).text().split(' ')[3]) : null;
        runs[n].push({ frame, painted, app });
        await context.close();
      }
    }
    const peerMedian = median(runs[2].map((r) => r.frame));
    for (const [n, [what]] of pages.entries()) {
      const frame = median(runs[n].map((r) => r.frame));
      rows.push({
        conditions: slow ? `CPU /${SLOW.cpu}, slow 4G` : 'this machine',
        page: what,
        first_board_ms: Math.round(frame),
        painted_ms: Math.round(median(runs[n].map((r) => r.painted))),
        fastest_ms: Math.round(Math.min(...runs[n].map((r) => r.frame))),
        slowest_ms: Math.round(Math.max(...runs[n].map((r) => r.frame))),
        to_peer: n === 3 ? '-' : (frame / peerMedian).toFixed(2),
        // Ours: when the app has taken over (its first screen drawn, a tap now played at once).
        app_ready_ms: n < 2 ? Math.round(median(runs[n].map((r) => r.app))) : '-',
        loads: runs[n].length,
      });
    }
  }
  return rows;
}

// --- e. the computer opponent -----------------------------------------------------------

// The Expert's first move of each game out of its opening book (mid-game positions are often decided in a few
// hundred nodes, too few to time): in the browser's worker (wasm), where the page logs
// `computer: GAME depth D nodes N millis M` for every answer, and natively with the
// command-line tool on the same position. A tablet's wait is measured in the tablet
// section (a browser slowed four times, workers included).
async function searchBench(browser, site) {
  const tool = 'target/release/mancala';
  execFileSync('cargo', ['build', '--quiet', '--release', '--bin', 'mancala']);
  const rows = [];
  for (const game of Object.keys(positions)) {
    const { options, moves, depth, nodes, millis } = await expertFirstMove(browser, site, game);
    const args = ['bestmove', game, '--level', 'expert', ...Object.entries(options).flatMap(([k, v]) => ['--opt', `${k}=${v}`]), ...moves];
    const native = JSON.parse(execFileSync(tool, args, { encoding: 'utf8' }));
    const nps = (n, ms) => Math.round(n / Math.max(ms, 1));
    rows.push({
      game, wasm_depth: depth, wasm_nodes: nodes, wasm_ms: millis, wasm_knps: nps(nodes, millis),
      native_depth: native.depth, native_nodes: native.nodes, native_ms: native.millis, native_knps: nps(native.nodes, native.millis),
      ratio: Math.round((100 * nps(nodes, millis)) / nps(native.nodes, native.millis)) / 100,
    });
  }
  return rows;
}

// The moves before the position the Expert's row of `game` searches: none but where an
// opening book would answer the start instead (static/books/GAME.txt, Expert's only): the
// first position of the bench's game of `game` (bench/positions.json) that its book does
// not hold. Kalah's row searches its start with North moving first, which has no book.
function beforeSearch(game) {
  const file = new URL(`../static/books/${game}.txt`, import.meta.url);
  if (game === 'kalah' || !existsSync(file)) return [];
  const held = new Set(readFileSync(file, 'utf8').split('\n').slice(1).map((l) => l.split(' ')[0]));
  const { moves } = positions[game];
  const plies = moves.findIndex((_, n) => !held.has(n ? moves.slice(0, n).join('.') : '-'));
  if (plies < 0) throw new Error(`${game}: the book holds every position of the bench's game`);
  return moves.slice(0, plies);
}

// The Expert's first move of `game` out of its book (from its start where it has none),
// searched in the worker of a page of `browser`: the game's options, the moves before it,
// and the worker's depth, nodes and ms.
async function expertFirstMove(browser, site, game) {
  // Expert answers Kalah's opening from a book under either `transfer` rule (no search):
  // Kalah's row searches the same board with North moving first, which has no book.
  const options = game === 'kalah'
    ? { ...positions[game].options, starter: 'north' } : positions[game].options;
  const moves = beforeSearch(game);
  const query = Object.entries(options).map(([k, v]) => `${k}=${v}`);
  if (moves.length) query.push(`moves=${moves.join('.')}`);
  const record = query.length ? `${game}?${query.join('&')}` : game;
  const next = record.replace(/[?&]moves=.*$/, '');
  const save = {
    key: `mancala.${game}`, plies: moves.length,
    text: `mancala-save 3\n${record}\n${next}\nseats expert.expert.expert.expert expert.expert.expert.expert`,
  };
  const context = await freshContext(browser, site, save);
  const page = await context.newPage();
  const logged = new Promise((ok) => page.on('console', (m) => {
    const found = /^computer: \S+ depth (\d+) nodes (\d+) millis (\d+)/.exec(m.text());
    if (found) ok(found.slice(1).map(Number));
  }));
  await page.goto(`${site}#/${game}`);
  const [depth, nodes, millis] = await logged;
  await context.close();
  return { options, moves, depth, nodes, millis };
}

// Expert against Expert through whole Kalah games in the worker: each move's time, where
// the first is the start position's search and the later ones include the solver's exact
// tries (Settings::exact_nodes: from three quarters of the seeds on the board, a try of up
// to 196,608 positions, then the search with what is left; depth 0 = the solver's move).
// Of each rule set one game from the start (both seats Expert, the moves deterministic
// where no clock stops a search). `quietMs`: no answer for so long ends the game.
async function kalahGameBench(browser, site, quietMs = 4_000) {
  const rows = [];
  for (const options of [{}, { transfer: 'stones-opposite' }]) {
    const record = Object.keys(options).length
      ? `kalah?${Object.entries(options).map(([k, v]) => `${k}=${v}`).join('&')}` : 'kalah';
    const context = await freshContext(browser, site, {
      key: 'mancala.kalah', plies: 0,
      text: `mancala-save 3\n${record}\n${record}\nseats expert.expert expert.expert`,
    });
    const page = await context.newPage();
    const answers = [];
    page.on('console', (m) => {
      const found = /^computer: \S+ depth (\d+) nodes (\d+) millis (\d+)/.exec(m.text());
      if (found) answers.push(found.slice(1).map(Number));
    });
    await page.goto(`${site}#/kalah`);
    // The game ends when answers stop coming (the animation of each move takes its time).
    let seen = -1;
    for (let waited = 0; waited < 45 * quietMs && seen !== answers.length; waited += quietMs) {
      seen = answers.length;
      await sleep(quietMs);
    }
    await context.close();
    const millis = answers.map(([, , ms]) => ms);
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(answers));
    // Depth 0: played without a search, from the book (the game's first answers with no
    // nodes: the first one fetched and read it) or by the solver (the rest; a position
    // its table already proves can take no node either).
    let inBook = 0;
    while (inBook < answers.length && answers[inBook][0] === 0 && answers[inBook][1] === 0) inBook++;
    const book = answers.slice(0, inBook);
    const exact = answers.slice(inBook).filter(([depth]) => depth === 0);
    rows.push({
      rules: Object.keys(options).length ? 'stones-opposite' : 'always',
      moves: answers.length,
      book: book.length,
      max_book_ms: Math.max(0, ...book.map(([, , ms]) => ms)),
      exact: exact.length,
      mean_ms: Math.round(millis.reduce((a, b) => a + b, 0) / Math.max(millis.length, 1)),
      max_ms: Math.max(0, ...millis),
      max_exact_ms: Math.max(0, ...exact.map(([, , ms]) => ms)),
    });
  }
  return rows;
}

// The same on a tablet's CPU: the whole browser on a quarter of one core (bench/slowed.mjs,
// the kernel's CPU quota: Chromium's own throttling cannot slow a worker). The Expert's
// first move of each game, and the Kalah games, each move's wait as a player would have it
// on a tablet about 4 times slower than this machine (the worker plays within 2 s, Kalah's
// exact try within 0.8 s of them: MAX_THINKING_MILLIS, search::Clock).
async function tabletBench(site) {
  const slowed = await launchSlowed(4);
  if (slowed.why) {
    console.log(`\nbench: the tablet section needs a CPU quota: ${slowed.why}`);
    return null;
  }
  try {
    const first = [];
    for (const game of Object.keys(positions)) {
      slowed.join();
      const { depth, nodes, millis } = await expertFirstMove(slowed.browser, site, game);
      first.push({ game, depth, nodes, millis });
    }
    slowed.join();
    const games = await kalahGameBench(slowed.browser, site, 10_000);
    return { slowdown: slowed.slowdown, first, games };
  } finally {
    await slowed.stop();
  }
}

// While the Expert thinks (in the worker): the page's long tasks, and a tap on Undo.
async function thinkingBench(browser, site) {
  const rows = [];
  for (let i = 0; i < TAPS; i++) {
    const context = await freshContext(browser, site, {
      key: 'mancala.kalah', text: 'mancala-save 3\nkalah\nkalah\nseats human.expert human.expert', plies: 0,
    });
    const page = await context.newPage();
    await page.goto(`${site}#/kalah`);
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    await settled(page);
    await tap(page, '[data-pit="S1"]');
    await page.locator('[role=status]', { hasText: 'is thinking' }).waitFor();
    await sleep(300); // well into the search
    const undo = await tap(page, 'button.undo');
    const ply = await page.locator('main.game-page').getAttribute('data-ply');
    if (ply !== '0') throw new Error(`kalah: Undo while the computer thought left ply ${ply}`);
    const longTasks = await page.evaluate(() => window.__longTasks);
    rows.push({ undo_ms: undo.duration, undo_handler_ms: undo.handler, long_tasks: longTasks.length, longest_ms: longTasks.length ? Math.max(...longTasks) : 0 });
    await context.close();
  }
  return [{
    undo_ms: median(rows.map((r) => r.undo_ms)), undo_handler_ms: median(rows.map((r) => r.undo_handler_ms)),
    long_tasks: Math.max(...rows.map((r) => r.long_tasks)), longest_ms: Math.max(...rows.map((r) => r.longest_ms)), runs: rows.length,
  }];
}

// --- output ---------------------------------------------------------------------------

function table(title, columns, rows) {
  if (!rows) return; // a section not asked for
  const cells = rows.map((r) => columns.map(([, key, show]) => (show ?? String)(r[key])));
  const widths = columns.map(([head], i) => Math.max(head.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((s, i) => (i === 0 ? s.padEnd(widths[i]) : s.padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(columns.map(([head]) => head))}`);
  for (const c of cells) console.log(line(c));
}

const ms = (v) => (v === null ? '<16' : String(Math.round(v)));
const orDash = (v) => (v === null ? '-' : String(Math.round(v)));
const msOrDash = (v) => (v === undefined ? '-' : ms(v));

async function main() {
  const started = Date.now();
  const stops = [];
  try {
    const site = await serve(DIST);
    stops.push(site.stop);
    const bare = await serve('bench/bare');
    stops.push(bare.stop);
    const peer = await serve(buildPeer());
    stops.push(peer.stop);
    const browser = await chromium.launch(LAUNCH);
    stops.push(() => browser.close());
    // Other work on the machine skews every figure: say how busy it was.
    const load1 = loadavg()[0].toFixed(2);
    console.log(`bench: Chromium ${browser.version()}, load average ${load1}, site ${site.url}, floor ${bare.url}`);
    const tap = wanted('tap') ? await tapBench(browser, site.url, bare.url, peer.url) : null;
    table(`Tap -> next paint (Event Timing, ms, median of ${TAPS}; <16 = no entry, under the threshold; durations are rounded to 8 ms)`, [
      ['game', 'game'], ['tap', 'tap'], ['duration', 'duration_ms', ms], ['handlers', 'handler_ms', ms],
      ['taps >=16ms', 'over_16ms', (n) => `${n}/${TAPS}`], ['first-input', 'first_input_ms', orDash],
      ['next move', 'next_duration_ms', msOrDash], ['its handlers', 'next_handler_ms', msOrDash],
    ], tap);

    const idle = wanted('idle') ? await idleBench(browser, site.url, bare.url) : null;
    table(`Idle work over ${IDLE_MS / 1000} s without input (CDP Performance.getMetrics deltas)`, [
      ['screen', 'screen'], ['task ms', 'task_ms'], ['script ms', 'script_ms'],
      ['style recalcs', 'recalc_style'], ['layouts', 'layout'],
    ], idle);

    const size = wanted('size') ? await sizeBench(browser, site.url) : null;
    if (size) {
      console.log(`\nSize (tools/size ${DIST})\n${size.report.trimEnd()}`);
      table('What the start page loads (bytes)', [['file', 'file'], ['raw', 'raw'], ['gzip -9', 'gzip']],
        [...size.start_page, { file: 'total', raw: size.start_page.reduce((n, f) => n + f.raw, 0), gzip: size.start_page_gzip },
          ...size.after_start.map((f) => ({ ...f, file: `${f.file} (after the start)` }))]);
    }

    const load = wanted('load') ? await loadBench(browser, site.url, bare.url, peer.url) : null;
    table(`Load, navigation -> element (ms, median of ${LOADS} cold loads, each in a fresh context)`, [
      ['page', 'page'], ['in DOM', 'in_dom_ms'], ['painted', 'painted_ms'], ['fastest painted', 'fastest_painted_ms'],
    ], load);

    const firstBoard = wanted('first-board') ? await firstBoardBench(browser, site.url, bare.url, peer.url) : null;
    table(`First board visible: navigation -> the frame that first lays out a pit (ms, median of ${FIRST_BOARD_LOADS} cold loads each, taking turns; /peer = ours over the React peer's; app ready = ours taken over by the app)`, [
      ['conditions', 'conditions'], ['page', 'page'], ['first board', 'first_board_ms'], ['painted', 'painted_ms'],
      ['fastest', 'fastest_ms'], ['slowest', 'slowest_ms'], ['/peer', 'to_peer'], ['app ready', 'app_ready_ms'],
    ], firstBoard);

    const search = wanted('search') ? await searchBench(browser, site.url) : null;
    table('Search speed of the Expert, first move of each game (worker in wasm vs the native tool)', [
      ['game', 'game'], ['wasm depth', 'wasm_depth'], ['wasm nodes', 'wasm_nodes'], ['wasm ms', 'wasm_ms'],
      ['wasm kn/s', 'wasm_knps'], ['native depth', 'native_depth'], ['native ms', 'native_ms'],
      ['native kn/s', 'native_knps'], ['wasm/native', 'ratio'],
    ], search);

    const kalahGame = wanted('kalah-game') ? await kalahGameBench(browser, site.url) : null;
    table('Expert against Expert through a Kalah game in the worker (ms a move; book = from the opening book, exact = played by the solver)', [
      ['rules', 'rules'], ['moves', 'moves'], ['book', 'book'], ['max book ms', 'max_book_ms'], ['exact', 'exact'], ['mean ms', 'mean_ms'], ['max ms', 'max_ms'],
      ['max exact ms', 'max_exact_ms'],
    ], kalahGame);

    const tablet = wanted('tablet') ? await tabletBench(site.url) : null;
    if (tablet) {
      table(`On a tablet's CPU (Chromium on a quarter of a core, measured ${tablet.slowdown} times slower): the Expert's first move in the worker`, [
        ['game', 'game'], ['depth', 'depth'], ['nodes', 'nodes'], ['ms', 'millis'],
      ], tablet.first);
      table('On a tablet\'s CPU: Expert against Expert through a Kalah game (ms a move)', [
        ['rules', 'rules'], ['moves', 'moves'], ['book', 'book'], ['max book ms', 'max_book_ms'], ['exact', 'exact'], ['mean ms', 'mean_ms'], ['max ms', 'max_ms'],
        ['max exact ms', 'max_exact_ms'],
      ], tablet.games);
    }

    const thinking = wanted('thinking') ? await thinkingBench(browser, site.url) : null;
    table(`While the Expert thinks: a tap on Undo (ms, median of ${TAPS}; <16 = under the threshold) and the page's long tasks (worst run)`, [
      ['undo', 'undo_ms', ms], ['undo handlers', 'undo_handler_ms', ms], ['long tasks', 'long_tasks'],
      ['longest ms', 'longest_ms', orDash], ['runs', 'runs'],
    ], thinking);

    const seconds = Math.round((Date.now() - started) / 1000);
    mkdirSync('target', { recursive: true });
    writeFileSync('target/bench.json', JSON.stringify({
      date: new Date().toISOString(), browser: browser.version(), load_average: Number(load1), seconds, tap, idle, size, load,
      first_board: firstBoard, search, kalah_game: kalahGame, tablet, thinking,
    }, null, 2) + '\n');
    console.log(`\nbench: done in ${seconds} s; figures in target/bench.json`);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((e) => {
  console.error(`bench: ${e.stack ?? e}`);
  process.exitCode = 1;
});
