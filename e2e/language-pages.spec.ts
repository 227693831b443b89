// The pages per language (issue 52): every page exists in each language offered, English's
// at the root and the others' in their folder (`fr/kalah/`: tools/post-build.mjs), drawn in
// that language (src/ui/prerender.rs). The English page is the x-default: static/boot.js
// sends a player whose language is another (the device's choice, else the browser's) to
// that language's page before the first paint, so that a French player's first board is
// French before the wasm arrives (held back here with page.route to read the page as it
// is before the app). A language's page stays in it unless the device's choice says
// another, and the choice on More moves the address to the chosen language's page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { animationsOff, appReady, counts, holdWasm } from './helpers';

/** The plain messages (no variable, no selection) of a language's file, by id. */
function plainMessages(code: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const m of readFileSync(`i18n/${code}.ftl`, 'utf8').matchAll(/^([a-z][a-z0-9-]*) = ([^{\n]+)$/gm)) {
    messages.set(m[1], m[2].trim());
  }
  return messages;
}

const english = plainMessages('en');
const french = plainMessages('fr');
const german = plainMessages('de');
const CODES = ['en', 'fr', 'de', 'nl', 'es', 'pt'];

/** Every page the browser loaded as a document, in order, by its path. */
function documents(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loaded.push(new URL(r.url()).pathname);
  });
  return loaded;
}

test.beforeEach(async ({ page }) => animationsOff(page));

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('opening the English Kalah page lands on fr/kalah/, French from the first paint', async ({ page }) => {
    const loaded = documents(page);
    const release = await holdWasm(page);
    await page.goto('./kalah/?from=link#/kalah');
    await expect(page).toHaveURL(/\/games\/mancala\/fr\/kalah\/\?from=link#\/kalah$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Kalah · Mancala');
    // The prerendered screen, the wasm still held back: a French board.
    await expect(page.locator('#app .prerendered')).toHaveCount(1);
    const screen = page.locator('#app .prerendered');
    await expect(screen.getByRole('button', { name: french.get('controls-new')!, exact: true })).toBeVisible();
    await expect(screen.locator('button.home')).toHaveText(french.get('controls-games')!);
    expect(await screen.innerText()).not.toContain(english.get('controls-undo')!);
    expect(Object.keys(await counts(page))).toHaveLength(14);
    // Each language's page of the screen, English's the x-default.
    const alternates = await page.locator('link[rel=alternate][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL((l as HTMLLinkElement).href).pathname])));
    expect(alternates).toEqual({
      ...Object.fromEntries(CODES.map((c) => [c, `/games/mancala/${c === 'en' ? '' : `${c}/`}kalah/`])),
      'x-default': '/games/mancala/kalah/',
    });
    await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', 'fr/manifest.webmanifest');
    release();
    await appReady(page);
    await expect(page.getByRole('button', { name: french.get('controls-new')!, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // One hop, then the French page alone: no page sent the player back.
    expect(loaded).toEqual(['/games/mancala/kalah/', '/games/mancala/fr/kalah/']);
  });

  test('an early tap on the French prerendered page is played once the app is there', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('./fr/kalah/');
    await expect(page.locator('#app .prerendered')).toHaveCount(1);
    await page.locator('[data-pit="S3"]').tap();
    await expect(page.locator('[data-pit="S3"]')).toHaveClass(/tap-queued/);
    release();
    await appReady(page);
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    const after = await counts(page);
    expect([after.S3, after.S4, after.S5, after.S6, after['S-store']]).toEqual([0, 5, 5, 5, 1]);
    await expect(page).toHaveURL(/\/games\/mancala\/fr\/kalah\/$/);
  });

  test('a device choice of English keeps it on the English page, and sends it there from the French one', { tag: '@one-size' }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mancala-language', 'en'));
    const loaded = documents(page);
    await page.goto('./kalah/');
    await appReady(page);
    await expect(page).toHaveURL(/\/games\/mancala\/kalah\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: english.get('controls-new')!, exact: true })).toBeVisible();
    await page.goto('./fr/oware/#/oware');
    await appReady(page);
    await expect(page).toHaveURL(/\/games\/mancala\/oware\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(loaded).toEqual(['/games/mancala/kalah/', '/games/mancala/fr/oware/', '/games/mancala/oware/']);
  });

  test('choosing German on More moves the address to de/, which a reload keeps', { tag: '@one-size' }, async ({ page }) => {
    await page.goto('./kalah/');
    await appReady(page);
    await expect(page).toHaveURL(/\/fr\/kalah\/$/);
    await page.getByRole('button', { name: french.get('controls-more')!, exact: true }).tap();
    await page.locator('[data-setting="language"] [data-choice="de"]').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveURL(/\/games\/mancala\/de\/kalah\/$/);
    await expect(page.locator('[data-setting="language"] legend')).toHaveText(german.get('language-label')!);
    await page.reload();
    await appReady(page);
    await expect(page).toHaveURL(/\/games\/mancala\/de\/kalah\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: german.get('controls-new')!, exact: true })).toBeVisible();
    // The start screen's link home stays in German.
    await page.locator('button.home').tap();
    await expect(page).toHaveURL(/\/games\/mancala\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a language chosen on a shared link or an address of no game moves the address to its folder, fragment kept, which a reload opens again', { tag: '@one-size' }, async ({ page }) => {
    // A shared link, not played yet: its address holds the game.
    await page.goto('./fr/kalah/#/kalah?moves=3.1');
    await appReady(page);
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
    await page.getByRole('button', { name: french.get('controls-more')!, exact: true }).tap();
    await page.locator('[data-setting="language"] [data-choice="de"]').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveURL(/\/games\/mancala\/de\/kalah\/#\/kalah\?moves=3\.1$/);
    await page.reload();
    await appReady(page);
    await expect(page).toHaveURL(/\/games\/mancala\/de\/kalah\/#\/kalah\?moves=3\.1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
    // The start screen of an address that names no game, its notice said.
    await page.goto('./de/#/chess');
    await appReady(page);
    await expect(page.locator('.notice.warning')).toContainText('chess');
    await page.locator('[data-setting="language"] [data-choice="es"]').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(/\/games\/mancala\/es\/#\/chess$/);
    await page.reload();
    await appReady(page);
    await expect(page).toHaveURL(/\/games\/mancala\/es\/#\/chess$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('.notice.warning')).toContainText('chess');
  });

  test('the analysis board\'s page is French from the first paint, and the English one sends a French browser there', { tag: '@one-size' }, async ({ page }) => {
    const loaded = documents(page);
    const release = await holdWasm(page);
    await page.goto('./analysis/#/kalah?moves=3');
    await expect(page).toHaveURL(/\/games\/mancala\/fr\/analysis\/#\/kalah\?moves=3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(french.get('analysis-page-title')!);
    await expect(page.locator('.analysis-loading')).toHaveText(french.get('html-analysis-loading')!);
    expect(await page.locator('noscript').evaluate((n) => n.textContent)).toBe(french.get('html-noscript'));
    release();
    await appReady(page);
    await expect(page.locator('main.analysis-page')).toHaveAttribute('data-game', 'kalah');
    await expect(page).toHaveTitle(french.get('analysis-page-title')!);
    expect(loaded).toEqual(['/games/mancala/analysis/', '/games/mancala/fr/analysis/']);
    // The start page's entrance to it is the French page.
    await page.goto('./fr/');
    await appReady(page);
    await expect(page.locator('[data-analysis]')).toHaveAttribute('href', 'fr/analysis/');
  });

  test('with the storage refused or a choice the site has no page for, the browser\'s language, in one hop', { tag: '@one-size' }, async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('refused', 'SecurityError');
      };
    });
    const loaded = documents(page);
    await page.goto('./');
    await expect(page).toHaveURL(/\/games\/mancala\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('h1')).toHaveText(french.get('home-title')!);
    await page.waitForTimeout(500);
    expect(loaded).toEqual(['/games/mancala/', '/games/mancala/fr/']);
  });
});

/** The addresses the service worker keeps, by path. */
async function cached(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('mancala-'))!;
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  });
}

/** Whether an address is one of `code`'s files: its pages, manifest, table or rules pages. */
const ofLanguage = (code: string) => (path: string) =>
  path.startsWith(`/games/mancala/${code}/`) || path.startsWith(`/games/mancala/rules/${code}/`) || path === `/games/mancala/i18n/${code}.messages`;

test.describe('a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('choosing Spanish on the start screen moves the address to es/', { tag: '@one-size' }, async ({ page }) => {
    await page.goto('./');
    await appReady(page);
    await expect(page).toHaveURL(/\/games\/mancala\/nl\/$/);
    await page.locator('[data-setting="language"] [data-choice="es"]').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(/\/games\/mancala\/es\/$/);
    // A game opened from there is at its Spanish page.
    await page.locator('[data-game="oware"]').tap();
    await expect(page).toHaveURL(/\/games\/mancala\/es\/oware\/$/);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('a French browser, offline', () => {
  test.use({ locale: 'fr-FR' });

  test('after one visit keeps French whole, its pages, table and rules pages, and no other language', { tag: '@one-size' }, async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('./');
    await expect(page).toHaveURL(/\/fr\/$/);
    const kept = await cached(page);
    for (const path of ['fr/', 'fr/oware/', 'fr/roocala-hex/', 'fr/manifest.webmanifest', 'i18n/fr.messages', 'rules/fr/oware.html']) {
      expect(kept, path).toContain(`/games/mancala/${path}`);
    }
    for (const code of CODES.filter((c) => c !== 'en' && c !== 'fr')) {
      expect(kept.filter(ofLanguage(code)), `${code} is not kept`).toEqual([]);
    }
    await context.setOffline(true);
    await page.goto('./oware/');
    await expect(page).toHaveURL(/\/fr\/oware\/$/);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: french.get('controls-new')!, exact: true })).toBeVisible();
    await page.locator('button.rules').tap();
    await expect(page.locator('iframe.rules-frame')).toHaveAttribute('src', /rules\/fr\/oware\.html/);
    await expect(page.frameLocator('iframe.rules-frame').locator('html')).toHaveAttribute('lang', 'fr');
    await context.setOffline(false);
  });
});

test('a French page is installable with its French manifest, the same app as the English one', { tag: '@one-size' }, async ({ playwright, launchOptions, baseURL }) => {
  // Test contexts are incognito, where nothing can be installed: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'mancala-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, locale: 'fr-FR' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await expect(page).toHaveURL(/\/games\/mancala\/fr\/$/);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/games\/mancala\/fr\/manifest\.webmanifest$/);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({ lang: 'fr', description: french.get('manifest-description') });
    // The same app as the English page's (whose id its manifest says alike).
    const frenchId = (await cdp.send('Page.getAppId')).appId;
    await page.evaluate(() => localStorage.setItem('mancala-language', 'en'));
    await page.goto(baseURL!);
    await expect(page).toHaveURL(/\/games\/mancala\/$/);
    expect((await cdp.send('Page.getAppManifest')).url).toMatch(/\/games\/mancala\/manifest\.webmanifest$/);
    expect(frenchId).toBeTruthy();
    expect((await cdp.send('Page.getAppId')).appId).toBe(frenchId);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('an English visit keeps no other language, until one is chosen: then that one whole, offline too', { tag: '@one-size' }, async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('./');
  const kept = await cached(page);
  expect(kept).toContain('/games/mancala/kalah/');
  for (const code of CODES.filter((c) => c !== 'en')) expect(kept.filter(ofLanguage(code)), code).toEqual([]);
  // German chosen on the start screen: its table, fetched through the service worker,
  // brings its whole group into the cache.
  await appReady(page);
  await page.locator('[data-setting="language"] [data-choice="de"]').tap();
  await expect(page).toHaveURL(/\/games\/mancala\/de\/$/);
  await expect.poll(async () => (await cached(page)).filter(ofLanguage('de')).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(16);
  expect((await cached(page)).filter(ofLanguage('fr'))).toEqual([]);
  await context.setOffline(true);
  await page.goto('./calcala/');
  await expect(page).toHaveURL(/\/games\/mancala\/de\/calcala\/$/);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: german.get('controls-new')!, exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('offline, a language whose pages were never kept gets the English page, with no loop', { tag: '@one-size' }, async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('./');
  await cached(page);
  // The browser now asks for French, whose pages this device never fetched.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['fr-FR'] }));
  const loaded = documents(page);
  await context.setOffline(true);
  await page.goto('./oware/');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'oware');
  await appReady(page);
  await page.waitForTimeout(1000);
  // Sent to fr/oware/, which the service worker answers with the English page: it stays.
  expect(loaded).toEqual(['/games/mancala/oware/', '/games/mancala/fr/oware/']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/games\/mancala\/oware\/$/);
  await context.setOffline(false);
});

test('an English browser stays on the English page, and a choice the site has no page for changes nothing', { tag: '@one-size' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mancala-language', 'tw'));
  const loaded = documents(page);
  await page.goto('./calcala/');
  await appReady(page);
  await expect(page).toHaveURL(/\/games\/mancala\/calcala\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(loaded).toEqual(['/games/mancala/calcala/']);
});
