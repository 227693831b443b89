// The analysis board's figures (issue 51), in the coach's worker as a player meets them, on
// this machine and on a tablet's CPU (the whole browser on a quarter of one core,
// bench/slowed.mjs: Chromium's own CPU throttling refuses workers):
//   - Kalah(6,4) positions with 20 to 30 seeds on the board, from the puzzles' lines: the
//     worker's time until every move's value is exact (the answer marked done);
//   - Kalah(6,4)'s opening: the worker's answer once done (from the book of proven values,
//     which the worker fetches the first time; the first answer counted is the second's);
//   - a tap on a move 3 s into the worker's 4 s search of a position (Oware's opening,
//     Kalah's after one move): how long until the new position's first worths show, and of
//     that how long the worker took for them once it read the request (the rest is the
//     stale search's slice, and the page).
// It measures and never judges: the figures go to stdout.
// Usage: node bench/analysis.mjs [dist-subpath] [normal,tablet]
//   (a release site built with --public-url /games/mancala/, `make dist-subpath`)
import { chromium } from '@playwright/test';
import { DEVICE, LAUNCH, serve } from './browser.mjs';
import { launchSlowed } from './slowed.mjs';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const DIST = process.argv[2] ?? 'dist-subpath';
const BASE = process.env.BASE_PATH ?? '/games/mancala/';
const RUNS = (process.argv[3] ?? 'normal,tablet').split(',');
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 12);
const TAPS = Number(process.env.BENCH_TAPS ?? 5);
// BENCH_ONLY=taps measures the taps alone (a site of an older build, say).
const ONLY = process.env.BENCH_ONLY;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

// The records along the Kalah puzzles' lines: each puzzle's position and those after each
// move of its answer and line.
function kalahRecords() {
  const lines = readFileSync('static/puzzles/kalah.txt', 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const records = [];
  for (const line of lines) {
    const [record, ...fields] = line.split(' ');
    const field = (name) => fields.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1);
    const after = [field('answer'), ...(field('line')?.split('.') ?? [])].filter(Boolean);
    for (let i = 0; i <= after.length; i += 1) {
      records.push(i === 0 ? record : `${record}.${after.slice(0, i).join('.')}`);
    }
  }
  return records;
}

// The analysis page on `record` (a hash change within the page once it is open, so that one
// worker serves every position, as for a player walking from one to the next), and its
// answer once done: the worker's time, the depth, whether every move is exact.
async function explore(page, site, record, { timeout = 120_000 } = {}) {
  if (!page.url().includes('/analysis/')) {
    await page.goto(`${site}analysis/#/${record}`);
  } else {
    await page.evaluate((r) => { location.hash = `#/${r}`; }, record);
  }
  await page.locator(`main.analysis-page[data-analysed="${record}"]`).waitFor({ timeout: 30_000 });
  const seeds = await page.locator('.analysis-board [data-pit]').evaluateAll((pits) => pits
    .filter((p) => /^[SN]\d+$/.test(p.getAttribute('data-pit')))
    .reduce((sum, p) => sum + Number(p.getAttribute('data-count')), 0));
  return { seeds, answer: () => done(page, timeout) };
}

async function done(page, timeout) {
  const depth = page.locator('.analysis-depth[data-done="true"]');
  await depth.waitFor({ timeout });
  const moves = await page.locator('[data-move][data-move-value]').count();
  const exact = await page.locator('[data-move][data-exact="true"]').count();
  return {
    millis: Number(await depth.getAttribute('data-millis')),
    depth: Number(await depth.getAttribute('data-depth')),
    exact: moves > 0 && exact === moves,
  };
}

async function kalahBench(browser, site, join = () => {}) {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  // A new context's renderer (and its workers) in the slowed browser's group.
  join();
  // The first Kalah request builds the solver's 13-seed database before its clock: a
  // position of its own, not counted.
  const records = kalahRecords();
  const warm = await explore(page, site, records[records.length - 1]);
  const warmed = await warm.answer();
  const rows = [];
  for (const record of records.slice(0, -1)) {
    if (rows.length >= POSITIONS) break;
    const { seeds, answer } = await explore(page, site, record);
    if (seeds < 20 || seeds > 30) continue;
    rows.push({ record, seeds, ...(await answer()) });
  }
  // The opening: in Kalah's book of proven values, which the worker fetches the first
  // time; each answer's time is the worker's, from reading the request.
  const opening = [];
  for (let i = 0; i < 2; i += 1) {
    await explore(page, site, 'kalah?moves=1');
    const { answer } = await explore(page, site, 'kalah');
    opening.push(await answer());
  }
  await context.close();
  return { warmed, rows, opening };
}

// A tap on the best move `after` ms into the exploration of `record` (4 s of search, no
// exact value), the worker deep in a depth by then.
async function tapBench(browser, site, join = () => {}, record = 'oware', after = 3000) {
  const rows = [];
  for (let i = 0; i < TAPS; i += 1) {
    const context = await browser.newContext(DEVICE);
    const page = await context.newPage();
    join();
    await page.goto(`${site}analysis/#/${record}`);
    await page.locator('[data-move][data-move-value]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(after);
    const first = page.locator('[data-move][data-move-value]').first();
    const move = await first.getAttribute('data-move');
    const next = `${record}${record.includes('?') ? '.' : '?moves='}${move}`;
    await page.evaluate((next) => {
      window.__shown = null;
      new MutationObserver((_, observer) => {
        if (document.querySelector(`main[data-analysed="${next}"] [data-move][data-move-value]`)) {
          window.__shown = performance.now();
          window.__millis = Number(document.querySelector('.analysis-depth')?.getAttribute('data-millis'));
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, next);
    const tapped = await page.evaluate((m) => {
      const t = performance.now();
      document.querySelector(`[data-move="${m}"]`).click();
      return t;
    }, move);
    await page.locator(`main[data-analysed="${next}"] [data-move][data-move-value]`).first().waitFor({ timeout: 60_000 });
    const shown = await page.evaluate(() => window.__shown);
    // The worker's time from reading the request to that first answer.
    const worker = await page.evaluate(() => window.__millis);
    rows.push({ tap_to_worths_ms: shown - tapped, worker_ms: worker });
    await context.close();
  }
  return {
    record,
    after,
    tap_to_worths_ms: median(rows.map((r) => r.tap_to_worths_ms)),
    longest_ms: Math.max(...rows.map((r) => r.tap_to_worths_ms)),
    worker_ms: median(rows.map((r) => r.worker_ms)),
    runs: rows.length,
  };
}

async function tapsBench(browser, site, join) {
  const records = (process.env.BENCH_TAP_RECORDS ?? 'oware,kalah?moves=1').split(',');
  const rows = [];
  for (const record of records) rows.push(await tapBench(browser, site, join, record));
  return rows;
}

function report(title, kalah, taps) {
  console.log(`\n${title}`);
  for (const t of taps) {
    console.log(`  a tap ${t.after} ms into the search of ${t.record}: the new position's worths ${Math.round(t.tap_to_worths_ms)} ms after the tap (median of ${t.runs}, longest ${Math.round(t.longest_ms)}), of which the worker's own ${t.worker_ms} ms`);
  }
  if (!kalah) return;
  const { warmed, rows, opening } = kalah;
  console.log(`  the first Kalah(6,4) request (the solver's database built first): ${warmed.millis} ms`);
  console.log(`  Kalah(6,4), ${rows.length} positions of 20-30 seeds on the board, every move exact: ${rows.filter((r) => r.exact).length}`);
  for (const r of rows) console.log(`    ${String(r.seeds).padStart(2)} seeds  ${String(r.millis).padStart(6)} ms  ${r.exact ? 'exact' : `depth ${r.depth}`}  ${r.record}`);
  const times = rows.map((r) => r.millis);
  console.log(`    median ${median(times)} ms, longest ${Math.max(...times)} ms`);
  console.log(`  the opening from the book: ${opening.map((o) => `${o.millis} ms${o.exact ? ' exact' : ` depth ${o.depth}`}`).join(', ')} (exact: from the book; else the search's depth)`);
}

async function main() {
  const site = await serve(DIST, BASE);
  try {
    console.log(`bench: load average ${loadavg()[0].toFixed(2)}, site ${site.url}`);
    if (RUNS.includes('normal')) {
      const browser = await chromium.launch(LAUNCH);
      try {
        const kalah = ONLY === 'taps' ? null : await kalahBench(browser, site.url);
        const taps = await tapsBench(browser, site.url);
        report('On this machine', kalah, taps);
      } finally {
        await browser.close();
      }
    }
    if (RUNS.includes('tablet')) {
      const slowed = await launchSlowed(4);
      if (slowed.why) {
        console.log(`\nbench: the tablet run needs a CPU quota: ${slowed.why}`);
      } else {
        try {
          const kalah = ONLY === 'taps' ? null : await kalahBench(slowed.browser, site.url, slowed.join);
          const taps = await tapsBench(slowed.browser, site.url, slowed.join);
          report(`On a tablet's CPU (a quarter of a core, measured ${slowed.slowdown} times slower)`, kalah, taps);
        } finally {
          await slowed.stop();
        }
      }
    }
  } finally {
    site.stop();
  }
}

await main();
