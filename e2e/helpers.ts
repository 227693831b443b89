// Shared steps for the browser tests: open a game, read the board as a player sees it
// (through the DOM contract: data-pit, data-count, role=status), and replay moves with
// the native command-line tool to check the page against the engine.
import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Opens `game` from the start page, and waits until its page's app plays it: a game of
 *  another board kind opens at its own page (Calcala's, Roocala's), whose prerendered
 *  board shows before that page's build of the app has drawn over it, and a test that
 *  holds an element of the board must hold the app's. */
export async function openGame(page: Page, game: string) {
  await page.goto('./');
  await page.locator(`[data-game="${game}"]`).tap();
  // The game's page (its own build, or the start page's for Kalah): until the app takes
  // over, its prerendered screens hold a <main> each beside the app's, so wait for one of
  // the game's, then for the app, and only then read the one left.
  await expect(page.locator(`main.game-page[data-game="${game}"]`).first()).toBeAttached();
  await appReady(page);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', game);
}

/** Waits until the app has taken over: it has drawn its screen over the prerendered one. */
export function appReady(page: Page) {
  return expect(page.locator('#app .prerendered')).toHaveCount(0);
}

/** Holds back the app's wasm (any of its three builds) until the returned function is called. A service worker
 * would answer the request itself, past page.route: the page registers none. */
export async function holdWasm(page: Page): Promise<() => void> {
  await page.addInitScript(() => {
    if (navigator.serviceWorker) navigator.serviceWorker.register = () => new Promise(() => {});
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/mancala-app-(?:[a-z]+-)?[0-9a-f]+_bg\.wasm$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every pit's count, by its docs/RULES.md name. */
export async function counts(page: Page): Promise<Record<string, number>> {
  return page.locator('[data-pit]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-pit'), Number(e.getAttribute('data-count'))])),
  );
}

export async function ply(page: Page): Promise<number> {
  return Number(await page.locator('main.game-page').getAttribute('data-ply'));
}

/** Taps a pit and waits for the game to take the move. */
export async function play(page: Page, pit: string) {
  const before = await ply(page);
  await page.locator(`[data-pit="${pit}"]`).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
}

/** Waits until the board has shown the last move: the status then says what it did and
 *  whose turn it is (while it plays, only what it has done so far). */
export async function settled(page: Page) {
  await expect(page.locator('[data-animating="true"]')).toHaveCount(0, { timeout: 20_000 });
}

export async function legalPits(page: Page): Promise<string[]> {
  return page.locator('.pit.legal').evaluateAll((els) => els.map((e) => e.getAttribute('data-pit')!));
}

export function status(page: Page) {
  return page.getByRole('status');
}

// `make test` builds the native tool before the browser tests run.
const tool = process.env.MANCALA_BIN ?? 'target/debug/mancala';

/** The engine's view of a game: `mancala replay` run natively. */
export function replay(game: string, options: Record<string, string>, moves: string[]) {
  const args = ['replay', game];
  for (const [k, v] of Object.entries(options)) args.push('--opt', `${k}=${v}`);
  args.push(...moves);
  const [command, all] = existsSync(tool)
    ? [tool, args]
    : ['cargo', ['run', '--quiet', '--bin', 'mancala', '--', ...args]];
  return JSON.parse(execFileSync(command, all, { encoding: 'utf8' }));
}

/** The pit counts the engine's JSON describes, by pit name. */
export function engineCounts(json: any): Record<string, number> {
  const out: Record<string, number> = {};
  json.houses.south.forEach((n: number, i: number) => (out[`S${i + 1}`] = n));
  json.houses.north.forEach((n: number, i: number) => (out[`N${i + 1}`] = n));
  out['S-store'] = json.stores.south;
  out['N-store'] = json.stores.north;
  return out;
}

export async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png` });
}

/** Moves shown at once, for tests that play many moves (set before the page loads). */
export async function animationsOff(page: Page) {
  await page.addInitScript(() => localStorage.setItem('mancala.speed', 'off'));
}
