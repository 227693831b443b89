// Installable and offline, and safe to host anywhere (issue 11): after one visit every game
// plays with the network off (the service worker, tools/sw.mjs); Chromium finds the site
// installable; a new build served over the old one is offered by a button and loaded only
// when it is tapped; no screen breaks the Content-Security-Policy (index.html), and no
// request, the service worker's included, leaves the site's origin.
import { expect, test, type Page } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { watch } from './fixtures';
import { BOARDS, GAMES } from './games';
import { animationsOff, openGame, ply, shot } from './helpers';

/** Waits until the service worker controls the page: every file is in its cache by then. */
async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
}

/** One move in the game on screen, tapped as a player would. */
async function playOne(page: Page, game: string) {
  const before = await ply(page);
  if (BOARDS[game] === 'grid') {
    await page.locator('[data-pit="C3"]').tap();
    await page.locator('button[data-dir]').first().tap();
  } else if (BOARDS[game] === 'cells') {
    await page.locator('.cell.legal').first().tap();
    await page.locator('button[data-move]').first().tap();
  } else {
    await page.locator('.pit.legal').first().tap();
  }
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
}

test('after one visit every game, its rules and the computer work offline', { tag: '@one-size' }, async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const seen = await watch(context, new URL(baseURL!).origin);
  await animationsOff(page);
  await page.goto('./');
  await controlled(page);
  // The manifest and every file of the site were fetched from the site itself.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-game="kalah"]')).toBeVisible();
  for (const game of GAMES) {
    await openGame(page, game); // a navigation to the start page: offline, from the cache
    await playOne(page, game);
  }
  // A rules page, shown in a frame, comes from the cache too.
  await openGame(page, 'kalah');
  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  await expect(page.frameLocator('iframe.rules-frame').getByRole('heading', { name: 'A move' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  // The More page, and the computer's worker (its script and wasm) for a hint.
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  await expect(page.getByRole('status')).toContainText('Hint: the Hard level would play');
  await context.setOffline(false);
  expect(seen.violations).toEqual([]);
  expect(seen.foreign).toEqual([]);
});

test('Chromium finds the site installable, its manifest without errors', { tag: '@one-size' }, async ({ playwright, launchOptions, baseURL }) => {
  // Test contexts are incognito, where nothing can be installed: use a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'mancala-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/games\/mancala\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const parsed = JSON.parse(manifest.data!);
    expect(parsed).toMatchObject({ name: 'Mancala', start_url: './', scope: './', display: 'standalone' });
    expect(parsed.icons.map((i: any) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // The check can fail: a page of the site without the manifest is not installable.
    await page.goto(baseURL + 'rules/kalah.html');
    const without = await cdp.send('Page.getInstallabilityErrors');
    expect(without.installabilityErrors.map((e) => e.errorId)).toContain('no-manifest');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the screen is kept awake while a game is on screen', { tag: '@one-size' }, async ({ page }) => {
  await page.addInitScript(() => {
    // Headless Chromium has no screen to keep on: count the requests and releases instead.
    (window as any).locks = 0;
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async () => {
          (window as any).locks++;
          const lock = new EventTarget() as any;
          lock.release = async () => {
            (window as any).locks--;
            lock.dispatchEvent(new Event('release'));
          };
          return lock;
        },
      },
    });
  });
  await page.goto('./');
  await controlled(page);
  expect(await page.evaluate(() => (window as any).locks)).toBe(0);
  // Kalah plays in the start page's build: the lock is taken and given back in one page.
  await page.locator('[data-game="kalah"]').tap();
  await expect.poll(() => page.evaluate(() => (window as any).locks)).toBe(1);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => (window as any).locks)).toBe(0);
  // Oware opens at its own page, with its own build, which takes the lock there.
  await page.locator('[data-game="oware"]').tap();
  await expect(page).toHaveURL(/\/oware\/$/);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'oware');
  await expect.poll(() => page.evaluate(() => (window as any).locks)).toBe(1);
});

test('the More page has a Full screen button, which goes into full screen and out again', { tag: '@one-size' }, async ({ page }) => {
  await page.goto('./#/kalah');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  const button = page.getByRole('button', { name: 'Full screen', exact: true });
  await expect(button).toBeVisible();
  await button.tap();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('HTML');
  await button.tap();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe(null);
  // Where the browser has no full screen (an iPhone), there is no button.
  await page.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
  await page.reload();
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await expect(page.locator('.options-page')).toBeVisible();
  await expect(button).toBeHidden();
});

// A copy of the built site served from a directory the test can swap, like a deploy.
function serveSwappable(): Promise<{ server: Server; url: string; root: { dir: string } }> {
  const base = '/games/mancala/';
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.wasm': 'application/wasm',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webmanifest': 'application/manifest+json',
  };
  const root = { dir: '' };
  const server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    let rel = path.startsWith(base) ? path.slice(base.length) : null;
    // A folder's address is its index.html, as any static host serves it (each game's page).
    if (rel !== null && (rel === '' || rel.endsWith('/'))) rel += 'index.html';
    try {
      if (rel === null || rel.includes('..')) throw new Error();
      const body = readFileSync(join(root.dir, rel));
      res.writeHead(200, { 'content-type': types[extname(rel)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as any).port;
      done({ server, url: `http://127.0.0.1:${port}${base}`, root });
    }),
  );
}

/** The built site as it is (`old`), and a new build of it (`next`): changed pages
 *  (index.html and each game's, with `<meta name=build content=new>`), app JS (`app`, ending in `// new build`) and
 *  rules sheet, its sw.js rewritten. */
function twoBuilds(tmp: string) {
  const old = join(tmp, 'old');
  const next = join(tmp, 'new');
  cpSync('dist-subpath', old, { recursive: true });
  cpSync('dist-subpath', next, { recursive: true });
  // Every page: the start page and each game's (kalah/index.html).
  const pages = ['', ...readdirSync(next).filter((n) => existsSync(join(next, n, 'index.html')))];
  for (const page of pages) {
    const index = join(next, page, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('<title>', '<meta name=build content=new><title>'));
  }
  const app = readdirSync(next).find((n) => /^mancala-app-[0-9a-f]+\.js$/.test(n))!;
  writeFileSync(join(next, app), readFileSync(join(next, app), 'utf8') + '\n// new build\n');
  writeFileSync(join(next, 'rules/rules.css'), readFileSync(join(next, 'rules/rules.css'), 'utf8') + '\n/* new */\n');
  execFileSync('node', ['tools/sw.mjs', next]);
  return { old, next, app };
}

test('a new version taken while the computer thinks brings back the game, its seats and the thinking', { tag: '@one-size' }, async ({ page, context }) => {
  test.setTimeout(60_000);
  const tmp = mkdtempSync(join(tmpdir(), 'mancala-pwa-'));
  const { server, url, root } = await serveSwappable();
  try {
    const { old, next } = twoBuilds(tmp);
    const seen = await watch(context, new URL(url).origin);
    await animationsOff(page);
    root.dir = old;
    await page.goto(url + '#/oware');
    await controlled(page);
    // Player 2 is the computer, at Expert; Player 1 moves, and the computer thinks.
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.locator('[data-seat="north"] [data-choice="expert"]').tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.getByRole('button', { name: 'New', exact: true }).tap();
    // The new build lands and is offered; Player 1 moves, and while the computer thinks
    // (it shows its move no sooner than 600 ms after it was asked) the player takes it.
    root.dir = next;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const offer = page.getByRole('button', { name: 'A new version is ready — reload' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await page.locator('[data-pit="S3"]').tap();
    await expect(page.getByRole('status')).toContainText('is thinking');
    const plies = await ply(page);
    expect(plies).toBe(1);
    await offer.tap();
    await expect(page.locator('meta[name=build]')).toHaveCount(1, { timeout: 15_000 });
    // The same game, with the computer on the same seat, thinking again and playing: never
    // a board waiting for a person on the computer's side.
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2', { timeout: 15_000 });
    await expect(page.getByRole('status')).toContainText('Player 1 to move');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(page.locator('[data-seat="north"] [data-choice="expert"] input')).toBeChecked();
    expect(seen.violations).toEqual([]);
  } finally {
    server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('a new build is offered, and loaded whole only when the player taps', { tag: '@one-size' }, async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const tmp = mkdtempSync(join(tmpdir(), 'mancala-pwa-'));
  const { server, url, root } = await serveSwappable();
  try {
    const { old, next, app } = twoBuilds(tmp);
    const seen = await watch(context, new URL(url).origin);
    await animationsOff(page);

    root.dir = old;
    await page.goto(url + '#/kalah');
    await controlled(page);
    await page.locator('.pit.legal').first().tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    // A second tab of the site, on its start screen.
    const other = await context.newPage();
    await other.goto(url);
    await controlled(other);

    // The new build lands on the server; the page looks for it (as it does when it comes
    // back to the screen, and the browser does on every visit).
    root.dir = next;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const offer = page.getByRole('button', { name: 'A new version is ready — reload' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await shot(page, 'update-offer', info.project.name);
    // Nothing changed under the player: same page, same game, still the old files.
    const marker = page.locator('meta[name=build]');
    expect(await marker.count()).toBe(0);
    await page.locator('.pit.legal').first().tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
    expect(await page.evaluate((f) => fetch(f).then((r) => r.text()), app)).not.toContain('new build');

    await offer.tap();
    await expect(marker).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2'); // the game goes on
    // Every file is the new build's, and the old cache is gone.
    expect(await page.evaluate((f) => fetch(f).then((r) => r.text()), app)).toContain('new build');
    expect(await page.evaluate(() => fetch('rules/rules.css').then((r) => r.text()))).toContain('/* new */');
    expect(await page.evaluate(() => caches.keys())).toHaveLength(1);
    await expect(offer).toHaveCount(0);
    // The other tab, still on the old files, is offered the reload too, and gets the new build.
    const otherOffer = other.getByRole('button', { name: 'A new version is ready — reload' });
    await expect(otherOffer).toBeVisible();
    expect(await other.locator('meta[name=build]').count()).toBe(0);
    await otherOffer.tap();
    await expect(other.locator('meta[name=build]')).toHaveCount(1, { timeout: 15_000 });
    await expect(other.locator('[data-game="kalah"]')).toBeVisible();
    expect(seen.violations).toEqual([]);
    expect(seen.foreign).toEqual([]);
  } finally {
    server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
});
