// A CPU profile (Chromium's sampling profiler, through CDP) around the first tap on a saved
// mid-game board: the self time of each function, summed, for the tap's handlers and for the
// tasks that follow it until the board is still.
// Usage: node bench/cpu-tap.mjs SITE GAME SELECTOR [MILLIS]   (SITE serving dist/)
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEVICE, LAUNCH } from './browser.mjs';

const [site, game, selector, millis = '300'] = process.argv.slice(2);
const positions = JSON.parse(readFileSync(new URL('./positions.json', import.meta.url), 'utf8'));
const { options, moves } = positions[game];
const text = JSON.stringify({ version: 1, game: { game, options, moves }, next_options: options });
const browser = await chromium.launch(LAUNCH);
const context = await browser.newContext(DEVICE);
await context.addInitScript(({ key, text }) => localStorage.setItem(key, text), { key: `mancala.${game}`, text });
const page = await context.newPage();
await page.goto(`${site}#/${game}`);
await page.locator(selector).first().waitFor();
await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
await page.waitForTimeout(300);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const box = await page.locator(selector).first().boundingBox();
await cdp.send('Profiler.start');
await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
await page.waitForTimeout(Number(millis));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`sampled ${total.toFixed(1)} ms`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(7), k);
await browser.close();
