// Every move played is shown stone by stone (issue 10): the board carries
// data-animating="true" meanwhile, data-count always gives the counts after the move, the
// counts drawn follow the steps, a tap ends the showing (a tap on a pit then plays), and
// the speed is a choice of the More page, Off when the system asks for reduced motion.
import { expect, test, type Page } from './fixtures';
import { counts, engineCounts, openGame, ply, replay, shot } from './helpers';

const board = (page: Page) => page.locator('svg.board');

/** The counts drawn on the board (what a player reads), by pit, and the stones in hand. */
async function snapshot(page: Page): Promise<{ pits: Record<string, number>; hand: number }> {
  return page.evaluate(() => ({
    pits: Object.fromEntries(
      [...document.querySelectorAll('[data-pit]')].map((e) => [e.getAttribute('data-pit'), Number(e.querySelector('.count-text')!.textContent)]),
    ),
    hand: [...document.querySelectorAll('.hand-badge text')].reduce((a, t) => a + Number(t.textContent), 0),
  }));
}

async function drawn(page: Page): Promise<Record<string, number>> {
  return (await snapshot(page)).pits;
}

test.describe('sowing animation', () => {
  test('a move is shown stone by stone, with every count right, then the board stands still', async ({ page }, info) => {
    await openGame(page, 'oware');
    const stones = Object.values(await counts(page)).reduce((a, b) => a + b, 0);
    await page.locator('[data-pit="S3"]').tap();
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
    // The truth is there at once for every check; the drawing catches up step by step.
    expect(await ply(page)).toBe(1);
    const after = await counts(page);
    expect(after).toEqual(engineCounts(replay('oware', {}, ['3'])));
    const seen: Record<string, number>[] = [];
    while ((await board(page).getAttribute('data-animating')) === 'true') {
      const { pits: now, hand } = await snapshot(page);
      // Every stone is on the board or in the hand: none appears or vanishes.
      expect(Object.values(now).reduce((a, b) => a + b, 0) + hand).toBe(stones);
      seen.push(now);
      if (seen.length === 2) await shot(page, 'oware-sowing', info.project.name);
      await page.waitForTimeout(60);
    }
    expect(seen.length).toBeGreaterThan(2);
    expect(seen[0]['S3']).toBe(0); // picked up first
    expect(seen[0]).not.toEqual(after); // and sown after
    expect(await drawn(page)).toEqual(after);
    await expect(page.locator('.hand-badge')).toHaveCount(0);
  });

  test('a tap on a pit during the showing finishes it and plays; a tap elsewhere only finishes', async ({ page }) => {
    await openGame(page, 'kalah');
    // S3's last stone lands in Red's Mancala: Red moves again.
    await page.locator('[data-pit="S3"]').tap();
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
    await page.locator('[data-pit="S1"]').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
    // The second move is being shown; a tap on the board's frame ends it at once.
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
    await board(page).tap({ position: { x: 6, y: 6 } });
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
    expect(await ply(page)).toBe(2);
    expect(await drawn(page)).toEqual(await counts(page));
    // Undo and redo are not animated.
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
  });

  test('the speed is chosen on the More page and kept; Off shows moves at once', async ({ page }, info) => {
    await openGame(page, 'awari');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    const speed = page.locator('[data-setting="speed"]');
    await expect(speed.locator('[data-choice="normal"] input')).toBeChecked();
    await speed.locator('[data-choice="off"]').tap();
    await expect(speed.locator('[data-choice="off"] input')).toBeChecked();
    await shot(page, 'options-speed', info.project.name);
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.locator('[data-pit="S2"]').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
    // Kept on this device, for every game.
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(page.locator('[data-setting="speed"] [data-choice="off"] input')).toBeChecked();
    await page.locator('[data-setting="speed"] [data-choice="slow"]').tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.locator('[data-pit="S1"]').tap();
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
  });

  test('a system that asks for reduced motion gets moves shown at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGame(page, 'kalah');
    await page.locator('[data-pit="S2"]').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(page.locator('[data-setting="speed"] [data-choice="off"] input')).toBeChecked();
  });
});

test('Calcala: a sowing is shown pit by pit, wraps and relays included, and a tap ends it', async ({ page }) => {
  await openGame(page, 'calcala');
  const grid = page.locator('svg.grid');
  const stones = (await page.locator('[data-pit]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))))).reduce(
    (a, b) => a + b,
    0,
  );
  // E1 towards the east wraps round to A1 and relays.
  await page.locator('[data-pit="E1"]').tap();
  await page.locator('button[data-dir="E"]').tap();
  await expect(grid).toHaveAttribute('data-animating', 'true');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  const seen = [];
  while ((await grid.getAttribute('data-animating')) === 'true') {
    const now = await page.evaluate(() => ({
      pits: [...document.querySelectorAll('[data-pit]')].map((e) => Number(e.querySelector('.cell-count')!.textContent)),
      piles: [...document.querySelectorAll('.pile-count')].map((e) => Number(e.textContent)),
      hand: [...document.querySelectorAll('.hand-badge text')].reduce((a, t) => a + Number(t.textContent), 0),
    }));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(now.pits) + sum(now.piles) + now.hand).toBe(stones);
    seen.push(now);
    await page.waitForTimeout(50);
  }
  expect(seen.length).toBeGreaterThan(2);
  const drawnPits = await page.locator('[data-pit]').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-count')), Number(e.querySelector('.cell-count')!.textContent)]),
  );
  for (const [truth, shown] of drawnPits) expect(shown).toBe(truth);
  // The next player's move: a tap on the grid during its showing ends it at once.
  const pit = page.locator('.pit.legal').first();
  await pit.tap();
  await page.locator('button[data-dir]').first().tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
  await expect(grid).toHaveAttribute('data-animating', 'true');
  await grid.tap({ position: { x: 4, y: 4 } });
  await expect(grid).not.toHaveAttribute('data-animating', 'true');
});

test('Roocala: a sowing is shown cell by cell, with every checker accounted for', async ({ page }, info) => {
  // Slowly: a short sowing's few frames, each long enough to be seen by the checks below.
  await page.addInitScript(() => localStorage.setItem('mancala.speed', 'slow'));
  await openGame(page, 'roocala-square');
  const board = page.locator('svg.roocala-board');
  const drawn = () =>
    page.evaluate(() => ({
      cells: [...document.querySelectorAll('[data-cell]')].map((e) => Number(e.querySelector('.cell-count')?.textContent ?? 0)),
      points: [...document.querySelectorAll('.pile-count')].map((e) => Number(e.textContent)),
      hand: [...document.querySelectorAll('.hand-badge text')].reduce((a, t) => a + Number(t.textContent), 0),
    }));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const start = await drawn();
  const total = sum(start.cells) + sum(start.points);
  await page.locator('[data-cell="b1"]').tap();
  await page.locator('button[data-move="b1:N"]').tap();
  await expect(board).toHaveAttribute('data-animating', 'true');
  let frames = 0;
  while ((await board.getAttribute('data-animating')) === 'true') {
    const now = await drawn();
    expect(sum(now.cells) + sum(now.points) + now.hand).toBe(total);
    if (++frames === 2) await shot(page, 'roocala-sowing', info.project.name);
    await page.waitForTimeout(50);
  }
  expect(frames).toBeGreaterThan(1);
  const cells = await page.locator('[data-cell]').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-checkers')), Number(e.querySelector('.cell-count')?.textContent ?? 0)]),
  );
  for (const [truth, shown] of cells) expect(shown).toBe(truth);
});
