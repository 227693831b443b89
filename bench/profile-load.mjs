// Where a cold load's time goes: a Chromium trace of loading the Kalah board in a fresh
// context, printed as the main thread's longest events in order.
// Usage: node bench/profile-load.mjs SITE   (SITE serving dist/, e.g. as make bench does)
import { chromium } from '@playwright/test';

const [site] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'blink', 'loading'] });
const t0 = Date.now();
await page.goto(`${site}#/kalah`);
await page.locator('[data-pit]').first().waitFor();
console.log(`pits in DOM after ${Date.now() - t0} ms (wall)`);
await page.waitForTimeout(300);
const trace = JSON.parse((await browser.stopTracing()).toString());
const threads = new Map();
for (const e of trace.traceEvents) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
const nav = trace.traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming');
const start = Math.min(...trace.traceEvents.filter((e) => e.ts > 0 && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain').map((e) => e.ts));
for (const e of trace.traceEvents
  .filter((e) => e.ph === 'X' && e.dur > 2000 && !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))
  .sort((a, b) => a.ts - b.ts)) {
  console.log(`${((e.ts - start) / 1000).toFixed(1).padStart(7)} ${(e.dur / 1000).toFixed(1).padStart(6)} ${(threads.get(`${e.pid}:${e.tid}`) ?? '?').padEnd(24)} ${e.name} ${e.args?.data?.url?.split('/').pop() ?? ''}`);
}
await browser.close();
