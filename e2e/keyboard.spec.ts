// Playing without a pointer: the arrow keys move the focus over a board in its own
// geometry, Enter plays or chooses, a chosen cell hands the focus to its arrows or moves,
// Escape puts it down, and the focus is never lost after a move.
import { expect, test, type Page } from './fixtures';
import { animationsOff, counts, engineCounts, legalPits, openGame, ply, replay, status } from './helpers';

/** The pit or cell the focus is on (its `data-pit` or `data-cell`), or what else it is on. */
function focused(page: Page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    const holder = e?.closest('[data-pit], [data-cell]');
    if (holder) return holder.getAttribute('data-pit') ?? holder.getAttribute('data-cell');
    return e?.getAttribute('data-dir') ?? e?.getAttribute('data-move') ?? e?.tagName ?? null;
  });
}

/** Opens a game, whose keys work as soon as its board is drawn (src/ui/keys.rs). */
async function openWithKeys(page: Page, game: string) {
  await openGame(page, game);
}

/** The focus can be seen: a button draws an outline; a board's pit or cell a ring along
 *  its own shape (its key's stroke), not a square box. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const e = document.activeElement!;
    const style = getComputedStyle(e);
    return { svg: e instanceof SVGElement, outline: style.outlineStyle, stroke: style.stroke, width: parseFloat(style.strokeWidth) };
  });
  if (ring.svg) {
    expect(ring.outline, 'no square box round a shape').toBe('none');
    expect(ring.stroke).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(6);
  } else {
    expect(ring.outline).not.toBe('none');
  }
}

test.beforeEach(async ({ page }) => {
  await animationsOff(page);
});

test('Kalah: Tab and the arrow keys go among the mover\'s houses, Enter plays, the focus stays', async ({ page }) => {
  await openWithKeys(page, 'kalah');
  // Tab from the header reaches Red's first house, then Red's next: never Green's trays
  // nor a store, which Red cannot play.
  await page.getByRole('button', { name: 'Rules', exact: true }).focus();
  const tabbed: string[] = [];
  for (let i = 0; i < 12 && tabbed.length < 6; i++) {
    await page.keyboard.press('Tab');
    const at = await focused(page);
    if (at?.match(/^[SN](\d|-store)/)) tabbed.push(at);
  }
  expect(tabbed).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
  // The arrows stay among Red's houses: up from one finds none of Green's, left from the
  // first does not walk onto a store.
  await page.locator('[data-pit="S1"] .key').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focused(page)).toBe('S2');
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focused(page)).toBe('S2');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focused(page)).toBe('S1');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focused(page)).toBe('S1');
  await expect(status(page)).not.toContainText('is not played');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focused(page)).toBe('S3');
  await page.keyboard.press('Enter');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  // S3's 4 seeds end in South's store: South moves again, from the keyboard.
  await expect(status(page)).toContainText('Red to move');
  await expect.poll(() => focused(page)).toBe('S3');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
  await expect.poll(() => focused(page)).toBe('S4');
  await expectVisibleFocus(page);
});

test('Calcala: a pit chosen by Enter hands the focus to its arrows; Escape puts it down', async ({ page }) => {
  await openWithKeys(page, 'calcala');
  await page.locator('[data-pit="A1"] .key').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focused(page)).toBe('B2');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-pit="B2"]')).toHaveClass(/selected/);
  const first = await focused(page);
  expect(first).toMatch(/^(N|NE|E|SE|S|SW|W|NW)$/);
  await expectVisibleFocus(page);
  // The arrows stand round the pit: the keys go from one to the next below it.
  const y = () => page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
  const top = await y();
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toMatch(/^(N|NE|E|SE|S|SW|W|NW)$/);
  expect(await y()).toBeGreaterThan(top);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-pit="B2"]')).not.toHaveClass(/selected/);
  await expect(page.locator('button[data-dir]')).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe('B2');
  // Chosen again, and sown east.
  await page.keyboard.press('Enter');
  await expect(page.locator('button[data-dir]').first()).toBeFocused();
  await page.locator('button[data-dir="E"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await expect.poll(() => focused(page)).toBe('B2');
  await expectVisibleFocus(page);
});

test('Roocala (hexagonal): among the mover\'s cells, a cell chosen, a move offered and played by keys', async ({ page }) => {
  await openWithKeys(page, 'roocala-hex');
  await page.locator('[data-cell="d1"] .key').focus();
  // Up from d1 the arrows skip the cells no move of South's starts from (d2, d3) for the
  // nearest one that does.
  await page.keyboard.press('ArrowUp');
  const up = await focused(page);
  expect(up).not.toMatch(/^d[23]$/);
  await expect(page.locator(`[data-cell="${up}"]`)).toHaveClass(/\blegal\b/);
  await page.locator('[data-cell="d1"] .key').focus();
  // Beside d1 (a hexagon's neighbours are half a cell up or down): c1 and e1.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focused(page)).toBe('c1');
  await page.keyboard.press('Enter');
  const offers = page.locator('button[data-move]');
  await expect(offers.first()).toBeFocused();
  const count = await offers.count();
  if (count > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(offers.nth(1)).toBeFocused();
  }
  const before = await ply(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
  await expect.poll(() => focused(page)).toBe('c1');
  await expectVisibleFocus(page);
});

/** The centre of a pit's or cell's key on the screen. */
function centre(page: Page, selector: string) {
  return page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 };
  });
}

/** Walks the focus to a pit with the arrow keys, as a player would: across, then up or down. */
async function walkTo(page: Page, pit: string) {
  for (let step = 0; step < 20; step++) {
    const at = await focused(page);
    if (at === pit) return;
    const from = await centre(page, `[data-pit="${at}"] .key`);
    const to = await centre(page, `[data-pit="${pit}"] .key`);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    // Onto the row first (the arrows go only among the mover's houses), then along it.
    const key = Math.abs(dy) > 10 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  throw new Error(`the arrow keys did not reach ${pit} (at ${await focused(page)})`);
}

test('Kalah: a whole game played from the keyboard alone agrees with the engine', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./#/kalah');
  await expect(page.locator('[data-pit="S1"]')).toBeVisible();
  // Tab from the top of the page to the board.
  for (let i = 0; i < 20 && !(await focused(page))?.match(/^[SN](\d|-store)/); i++) await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^[SN](\d|-store)/);
  const moves: string[] = [];
  for (let turn = 0; (await legalPits(page)).length > 0; turn++) {
    expect(turn).toBeLessThan(300);
    const legal = await legalPits(page);
    const pit = legal[(turn * 5 + 3) % legal.length];
    await walkTo(page, pit);
    const before = await ply(page);
    await page.keyboard.press(turn % 2 ? 'Enter' : ' ');
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
    moves.push(pit.slice(1));
    // The focus stays on the board for the next move.
    await expect.poll(() => focused(page)).toMatch(/^[SN](\d|-store)/);
  }
  const engine = replay('kalah', {}, moves);
  expect(engine.outcome).not.toBeNull();
  expect(await counts(page)).toEqual(engineCounts(engine));
  await expect(status(page)).toContainText('Game over');
});
