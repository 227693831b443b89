// The first board, instantly (issue 26): each game's page (`kalah/`) and the start page
// carry their first screen as HTML (src/ui/prerender.rs), so it shows before the app's wasm
// has arrived; the app then draws the same screen over it. Here the wasm's request is held
// back (page.route) to look at the page as it is before the app: the board and its counts,
// a tap kept and played once, a saved game that no start board comes before, every game's
// address, the old hash addresses, the service worker's copy, and axe. The fixtures fail
// any test on a Content-Security-Policy or Trusted Types violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { GAMES } from './games';
import { animationsOff, appReady, counts, holdWasm } from './helpers';

const card = (page: Page, game: string) => page.locator(`[data-game-card="${game}"]`);

test.beforeEach(async ({ page }) => animationsOff(page));

test('a game\'s page shows its start board before the wasm, then a tap on it is played once', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./kalah/');
  await expect(page).toHaveTitle('Kalah · Mancala');
  // One drawing is left, the window's orientation's, with every pit and its four stones.
  await expect(page.locator('#app .prerendered')).toHaveCount(1);
  const before = await counts(page);
  expect(Object.keys(before)).toHaveLength(14);
  for (let i = 1; i <= 6; i++) expect([before[`S${i}`], before[`N${i}`]]).toEqual([4, 4]);
  expect([before['S-store'], before['N-store']]).toEqual([0, 0]);
  await expect(page.locator('[data-pit="S3"]')).toBeVisible();
  // A tap now is kept, and says so, until the app is there to play it.
  await page.locator('[data-pit="S3"]').tap();
  await expect(page.locator('[data-pit="S3"]')).toHaveClass(/tap-queued/);
  expect((await counts(page)).S3).toBe(4);
  release();
  await appReady(page);
  // Played once: S3's four stones sown to S4, S5, S6 and the store (a turn again).
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  const after = await counts(page);
  expect([after.S3, after.S4, after.S5, after.S6, after['S-store']]).toEqual([0, 5, 5, 5, 1]);
  await page.waitForTimeout(300);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await expect(page).toHaveURL(/\/games\/mancala\/kalah\/$/);
});

test('the app draws its screen exactly where the prerendered one was, at every size', { tag: '@one-size' }, async ({ page }) => {
  // The tablets both ways, and a phone both ways (upright: the rows stand as columns).
  for (const [width, height] of [[1024, 768], [768, 1024], [390, 844], [844, 390]]) {
    await page.setViewportSize({ width, height });
    const release = await holdWasm(page);
    await page.goto('./oware/');
    const boxes = () => Promise.all(['main.game-page', 'svg.board', '[data-pit="S1"]', '.status, [role=status]']
      .map((s) => page.locator(s).first().boundingBox()));
    const drawn = await boxes();
    const pits = await page.locator('[data-pit]').count();
    release();
    await appReady(page);
    expect(await boxes(), `${width}x${height}`).toEqual(drawn);
    expect(await page.locator('[data-pit]').count()).toBe(pits);
    await page.unrouteAll();
  }
});

test('a saved game is the first board shown: no start board before it', async ({ page }) => {
  // A game with a move played (S2), saved as the app saves it (src/ui/screen/save.rs).
  const options = 'transfer=always&end=any-empty&remaining=owner&starter=south&seeds=4&houses=6';
  const save = `mancala-save 3\nkalah?${options}&moves=2\nkalah?${options}\nseats human.human human.human`;
  await page.addInitScript((text) => localStorage.setItem('mancala.kalah', text), save);
  // Every frame from the page's start, whether a start board is laid out on the page.
  await page.addInitScript(() => {
    const w = window as any;
    w.startBoardSeen = false;
    const look = () => {
      for (const pit of document.querySelectorAll('.prerendered [data-pit="S2"]')) {
        if (pit.getClientRects().length > 0) w.startBoardSeen = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const release = await holdWasm(page);
  await page.goto('./kalah/');
  await expect(page.locator('html')).toHaveClass(/prerender-hidden/);
  await expect(page.locator('[data-pit]')).toHaveCount(0);
  release();
  await appReady(page);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  expect(await page.evaluate(() => (window as any).startBoardSeen)).toBe(false);
});

test('a new game saved as it started leaves the drawn start board up: a returning player gets it too', async ({ page }) => {
  const options = 'transfer=always&end=any-empty&remaining=owner&starter=south&seeds=4&houses=6';
  const save = `mancala-save 3\nkalah?${options}\nkalah?${options}\nseats human.human human.human`;
  await page.addInitScript((text) => localStorage.setItem('mancala.kalah', text), save);
  const release = await holdWasm(page);
  await page.goto('./kalah/');
  await expect(page.locator('.prerendered [data-pit="S1"]')).toBeVisible();
  release();
  await appReady(page);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
});

test('on the start page, choices and a game tapped before the wasm are all played, in order', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  const level = page.locator('[data-setting="level"] [data-choice="hard"]');
  const seat = page.locator('[data-setting="seat"] [data-choice="second"]');
  // A choice is a label: the tap lands on its text, not on the radio button it holds.
  await level.tap();
  await seat.tap();
  await card(page, 'calcala').locator('[data-play="computer"]').tap();
  await expect(level).toHaveClass(/tap-queued/);
  await expect(seat).toHaveClass(/tap-queued/);
  // Kept, a choice shows as about to be chosen (ringed, dashed), not dimmed as if refused.
  await expect(level.locator('span')).toHaveCSS('outline-style', 'dashed');
  await expect(level).toHaveCSS('opacity', '1');
  release();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'calcala');
  await appReady(page);
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await expect(page.locator('[data-seat="p2"] [data-choice="human"] input')).toBeChecked();
  await expect(page.locator('[data-seat="p1"] [data-choice="hard"] input')).toBeChecked();
});

test('a game page\'s Puzzles link tapped before the wasm opens the puzzles', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./roocala-hex/');
  await page.locator('[data-puzzles]').tap();
  release();
  await appReady(page);
  await expect(page).toHaveURL(/#\/roocala-hex\/puzzles$/);
  await expect(page.locator('[data-puzzle]')).toHaveAttribute('data-puzzle', 'open', { timeout: 20_000 });
});

test('every game\'s page opens its game, and the start page lists them before the wasm', { tag: '@one-size' }, async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await expect(page.locator('.game-card')).toHaveCount(GAMES.length);
  await expect(page.locator('[data-game="kalah"]')).toBeVisible();
  release();
  await appReady(page);
  await page.unrouteAll();
  for (const game of GAMES) {
    await page.goto(`./${game}/`);
    await expect(page.locator('main.game-page')).toHaveAttribute('data-game', game);
    await appReady(page);
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
    await expect(page).toHaveURL(new RegExp(`/games/mancala/${game}/$`));
  }
});

test('the old addresses open what they opened, and a game moves to its own address', { tag: '@one-size' }, async ({ page }) => {
  // A shared game, with its moves.
  await page.goto('./#/oware?moves=3.4');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'oware');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
  await expect(page).toHaveURL(/#\/oware\?moves=3\.4$/);
  // A game's plain address: the game, then its folder's address, whose page paints it.
  await page.goto('./#/kalah');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'kalah');
  await expect(page).toHaveURL(/\/games\/mancala\/kalah\/$/);
  // A start from the start screen.
  await page.goto('./#/ayo?play=people');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'ayo');
  // A name that is no game: the start screen says so.
  await page.goto('./#/chess');
  await expect(page.getByRole('alert')).toContainText('There is no game called “chess”');
  // From the start screen to a game and back, with the browser's back button.
  await page.goto('./');
  await appReady(page);
  await page.locator('[data-game="awari"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'awari');
  await expect(page).toHaveURL(/\/games\/mancala\/awari\/$/);
  await page.goBack();
  await expect(page.locator('.game-card')).toHaveCount(GAMES.length);
  await expect(page).toHaveURL(/\/games\/mancala\/$/);
  // The Games button of a game's page goes to the start screen, at the root.
  await page.goto('./calcala/');
  await appReady(page);
  await page.getByRole('button', { name: 'Games', exact: true }).tap();
  await expect(page.locator('.game-card')).toHaveCount(GAMES.length);
  await expect(page).toHaveURL(/\/games\/mancala\/$/);
});

test.describe('offline', () => {
  test('the service worker keeps every game\'s page: opened offline, it paints its board', { tag: '@one-size' }, async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('./');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    await context.setOffline(true);
    for (const game of ['kalah', 'roocala-hex']) {
      await page.goto(`./${game}/`);
      await expect(page.locator('main.game-page')).toHaveAttribute('data-game', game);
      await appReady(page);
    }
    await context.setOffline(false);
  });
});

test('each page loads its own position type\'s build of the app, and a game of another build opens at its page', { tag: '@one-size' }, async ({ page }) => {
  // The app's wasm files the page asked for, by build: kalah (the main one, with the start
  // screen), homes (Awari, Ayo, Oware), grid or cells.
  const loaded: string[] = [];
  page.on('request', (request) => {
    const build = request.url().match(/mancala-app-(?:([a-z]+)-)?[0-9a-f]+_bg\.wasm$/);
    if (build) loaded.push(build[1] ?? 'kalah');
  });
  const builds = async (expected: string[], when = '') => {
    await expect.poll(() => loaded.length).toBeGreaterThan(0);
    expect(loaded.splice(0), when).toEqual(expected);
  };
  await page.goto('./');
  await appReady(page);
  await builds(['kalah']);
  // Kalah plays in the start page's build: its card opens it in the same page.
  await card(page, 'kalah').locator('[data-play="two"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'kalah');
  await expect(page).toHaveURL(/\/games\/mancala\/kalah\//);
  await page.goBack();
  await expect(page.locator('.game-card')).toHaveCount(GAMES.length);
  expect(loaded, 'no other build was loaded for Kalah').toEqual([]);
  // Ayo's card opens Ayo's page, with the build of the games with homes.
  await card(page, 'ayo').locator('[data-play="two"]').tap();
  // Until the app takes over, Ayo's page holds its prerendered screens beside the app's.
  await expect(page).toHaveURL(/\/games\/mancala\/ayo\//);
  await appReady(page);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'ayo');
  await builds(['homes']);
  // Kalah's own page loads the main build.
  await page.goto('./kalah/');
  await appReady(page);
  await builds(['kalah']);
  await page.goto('./');
  await appReady(page);
  await builds(['kalah']);
  // A tap on Calcala's card opens its page, with the grid's build, and Back comes home.
  await page.locator('[data-game="calcala"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'calcala');
  await expect(page).toHaveURL(/\/games\/mancala\/calcala\/$/);
  await appReady(page);
  await builds(['grid']);
  await page.goBack();
  await expect(page.locator('.game-card')).toHaveCount(GAMES.length);
  await expect(page).toHaveURL(/\/games\/mancala\/$/);
  // Calcala's Games button opens the start page (the main build alone draws the start
  // screen), and a Roocala start there opens Roocala's page.
  await page.goto('./calcala/');
  await appReady(page);
  loaded.splice(0);
  await page.getByRole('button', { name: 'Games', exact: true }).tap();
  await expect(page).toHaveURL(/\/games\/mancala\/$/);
  await expect(page.locator('.game-card')).toHaveCount(GAMES.length);
  await card(page, 'roocala-hex').locator('[data-play="two"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'roocala-hex');
  await expect(page).toHaveURL(/\/games\/mancala\/roocala-hex\//);
  await builds(['kalah', 'cells'], 'Games, then Roocala');
  // An old address of the root with a shared Roocala game opens it at Roocala's page.
  await page.goto('./#/roocala-square?moves=e2-f2.e5-f5');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'roocala-square');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
  await expect(page).toHaveURL(/\/games\/mancala\/roocala-square\/#\/roocala-square\?moves=e2-f2\.e5-f5$/);
  // The start page's build opened the address, then Roocala's took it over.
  await builds(['kalah', 'cells']);
  // An address of a game's page that names no game says so on the start page.
  await page.goto('./oware/#/chess');
  await expect(page).toHaveURL(/\/games\/mancala\/#\/chess$/);
  await expect(page.getByRole('alert')).toContainText('“chess”');
  await builds(['homes', 'kalah'], 'no game named');
});

test('the prerendered pages pass axe, and are served with the site\'s policy', async ({ page, request }) => {
  const release = await holdWasm(page);
  for (const address of ['./', './kalah/', './calcala/', './roocala-square/']) {
    await page.goto(address);
    await expect(page.locator('#app .prerendered')).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${address}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
    const headers = (await request.get(address)).headers();
    expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
  }
  release();
});
