// Where a tap's time goes: a Chromium trace around one real tap on a mid-game board,
// summed by trace event name (main thread and compositor/raster threads).
// Usage: node bench/profile-tap.mjs SITE GAME SELECTOR   (SITE serving dist/, e.g. from make bench)
// LAZY=1 lists the wasm functions compiled lazily in the click by index (a site built with
// MANCALA_WASM_NAMES=1 names them: docs/performance.md).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const [site, game, selector, css] = process.argv.slice(2);
const positions = JSON.parse(readFileSync(new URL('./positions.json', import.meta.url), 'utf8'));
const { options, moves } = positions[game];
const text = JSON.stringify({ version: 1, game: { game, options, moves }, next_options: options });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
// A style sheet tried on the page (the fourth argument) is inline, which the site's policy forbids.
const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, bypassCSP: !!css });
await context.addInitScript(({ key, text }) => localStorage.setItem(key, text), { key: `mancala.${game}`, text });
const page = await context.newPage();
await page.goto(`${site}#/${game}`);
await page.locator(selector).first().waitFor();
if (css) await page.addStyleTag({ content: css });
await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
await page.waitForTimeout(300);
const box = await page.locator(selector).first().boundingBox();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'blink', 'cc', 'viz', 'disabled-by-default-devtools.timeline.invalidationTracking', 'v8.wasm'] });
await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
await page.waitForTimeout(200);
const trace = JSON.parse((await browser.stopTracing()).toString());
const threads = new Map();
for (const e of trace.traceEvents) {
  if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
}
const main = trace.traceEvents.filter((e) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X');
const start = Math.min(...main.filter((e) => e.name === 'EventDispatch').map((e) => e.ts));
// The wasm functions V8 compiled on their first call inside the tap's click (Liftoff's lazy
// compilation): the first tap after a load pays for each function of a move's path once.
{
  const click = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const lazy = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'wasm.CompileLazy'
    && click && e.ts >= click.ts && e.ts <= click.ts + click.dur);
  console.log(`click ${(click?.dur / 1000).toFixed(1)} ms, of it ${lazy.length} wasm functions compiled lazily in ${(lazy.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(1)} ms`);
}
const timeline = main.filter((e) => e.ts >= start - 2000 && e.ts < start + 120000 && e.dur > 300);
for (const e of timeline.sort((a, b) => a.ts - b.ts)) {
  if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name)) continue;
  console.log(`${((e.ts - start) / 1000).toFixed(1).padStart(7)} ${(e.dur / 1000).toFixed(1).padStart(6)} ${e.name} ${e.args?.data?.type ?? ''}`);
}
const rasters = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'DisplayItemList::Raster' && e.ts >= start);
const firstFrame = rasters.filter((e) => e.ts < Math.min(...rasters.map((r) => r.ts)) + 15000);
console.log(`raster of the tap's frame: ${(firstFrame.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(1)} ms in ${firstFrame.length} tiles`);
const commits = main.filter((e) => e.name === 'Commit' && e.ts > start).sort((a, b) => a.ts - b.ts);
const swaps = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'Display::DrawAndSwap' && commits.length && e.ts > commits[0].ts).sort((a, b) => a.ts - b.ts);
const down = Math.min(...main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown').map((e) => e.ts));
console.log(`pointerdown -> first commit end ${((commits[0].ts + commits[0].dur - down) / 1000).toFixed(1)} ms -> first swap after it ends ${swaps.length ? ((swaps[0].ts + swaps[0].dur - down) / 1000).toFixed(1) : '?'} ms`);
const after = rasters.filter((e) => e.ts < start + 120000);
console.log(`raster after the tap: ${(after.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(1)} ms in ${after.length} tiles, last ends at ${((Math.max(...after.map((e) => e.ts + e.dur)) - start) / 1000).toFixed(1)} ms`);
for (const e of trace.traceEvents.filter((e) => e.name === 'Paint' && e.ts >= start && e.args?.data?.clip)) {
  if (process.env.RECTS) console.log('paint', JSON.stringify(e.args.data.clip), e.args.data.layerId ?? '');
}
if (process.env.RECTS) {
  const inv = trace.traceEvents.filter((e) => e.name.includes('Invalidation') && e.ts >= start - 1000);
  const counts = new Map();
  for (const e of inv) { const d = e.args?.data ?? {}; const k = `${e.name} ${d.reason ?? ''} ${d.nodeName ?? ''}`; counts.set(k, (counts.get(k) ?? 0) + 1); }
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(String(v).padStart(5), k);
}
if (process.env.QUIET) { await browser.close(); process.exit(0); }
console.log('--- raster');
for (const e of trace.traceEvents
  .filter((e) => e.ph === 'X' && e.name === 'DisplayItemList::Raster' && e.ts >= start - 2000 && e.ts < start + 120000)
  .sort((a, b) => a.ts - b.ts)) {
  console.log(`${((e.ts - start) / 1000).toFixed(1).padStart(7)} ${(e.dur / 1000).toFixed(1).padStart(6)} ${threads.get(`${e.pid}:${e.tid}`)}`);
}
for (const e of trace.traceEvents) {
  const st = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
  if (st && (e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name.includes('Forced'))) console.log('STACK', e.name, JSON.stringify(st.slice(0, 6).map((f) => `${f.functionName}@${f.url?.split('/').pop()}:${f.lineNumber}`)));
}
console.log('---');
const sums = new Map();
for (const e of trace.traceEvents) {
  if (e.ph !== 'X' || !e.dur) continue;
  const key = `${e.name}`;
  sums.set(key, (sums.get(key) ?? 0) + e.dur / 1000);
}
for (const [k, v] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
await browser.close();
