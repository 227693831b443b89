// Nothing lost (issue 26): a browser that keeps nothing still gives a game, and two tabs on
// one game never write over each other's moves.
// (Every test also fails on an error thrown in the page: see fixtures.ts.)
import { expect, test } from './fixtures';
import { counts, engineCounts, openGame, play, ply, replay, status } from './helpers';

test.describe('Nothing lost', () => {
  test('a browser that refuses storage still plays, and says the game is not kept', { tag: '@one-size' }, async ({ page }) => {
    // As a private window that refuses the site storage: even reaching it throws.
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    await openGame(page, 'kalah');
    await expect(status(page)).toContainText('keeps nothing');
    await play(page, 'S1');
    await play(page, 'N2');
    const engine = replay('kalah', {}, ['1', '2']);
    expect(await counts(page)).toEqual(engineCounts(engine));
    // Every game opens, and the speed (kept on the device too) can still be chosen.
    await page.getByRole('button', { name: 'Games' }).tap();
    await page.locator('[data-game="calcala"]').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'calcala');
  });

  test('a full storage: the game plays on and says it was not saved', { tag: '@one-size' }, async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await openGame(page, 'kalah');
    await expect(status(page)).toContainText('storage is full');
    await play(page, 'S2');
    expect(await ply(page)).toBe(1);
  });

  test('two tabs on one game: a move in one is followed by the other', { tag: '@one-size' }, async ({ context }) => {
    // (Not in the blank page a new tab starts on, whose storage is refused.)
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('mancala.speed', 'off');
    });
    const [a, b] = [await context.newPage(), await context.newPage()];
    await openGame(a, 'kalah');
    await openGame(b, 'kalah');
    await play(a, 'S1');
    await expect(b.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(status(b)).toContainText('moved on in another tab');
    expect(await counts(b)).toEqual(await counts(a));
    // And back: the second tab plays, the first follows.
    await play(b, 'N3');
    await expect(a.locator('main.game-page')).toHaveAttribute('data-ply', '2');
    expect(await counts(a)).toEqual(engineCounts(replay('kalah', {}, ['1', '3'])));
    // A new game in one tab is a new game in the other.
    await a.getByRole('button', { name: 'New', exact: true }).tap();
    await expect(b.locator('main.game-page')).toHaveAttribute('data-ply', '0');
  });

  test('a tab that missed the other tab\'s move does not write over it', { tag: '@one-size' }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mancala.speed', 'off'));
    await openGame(page, 'kalah');
    await play(page, 'S1');
    // Another tab played 3 instead of 1 (written here directly: a page hears no storage
    // event of its own writes, as a tab might miss one while frozen).
    const saved = await page.evaluate(() => localStorage.getItem('mancala.kalah')!);
    expect(saved).toContain('moves=1');
    const other = saved.replace('moves=1', 'moves=3');
    await page.evaluate((t) => localStorage.setItem('mancala.kalah', t), other);
    // Red's 3 ends in the store, so Red moves again there; here it is Green's turn.
    await page.locator('[data-pit="N1"]').tap();
    await expect(status(page)).toContainText('was not kept');
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, ['3'])));
    expect(await page.evaluate(() => localStorage.getItem('mancala.kalah'))).toBe(other);
  });
});
