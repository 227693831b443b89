// Players facing each other across the tablet ("Players sit" on the More page): what is
// addressed to the far players turns to face them, and their piles go to their own edges;
// side by side, nothing is turned. Saved with the game.
import { expect, test, type Page } from './fixtures';
import { BOARDS, GAMES, TWO_ROW } from './games';
import { animationsOff, openGame, play, ply, shot, status } from './helpers';

/** The angle an element is turned by (its computed transform), in degrees. */
function turn(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((e) => {
    const t = getComputedStyle(e).transform;
    if (t === 'none') return 0;
    const [a, b] = t.slice(t.indexOf('(') + 1).split(',').map(Number);
    return Math.round((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  });
}

function box(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
}

async function sit(page: Page, how: 'facing' | 'side') {
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  const group = page.getByRole('group', { name: 'Players sit' });
  await group.locator(`[data-choice="${how}"]`).tap();
  await expect(group.locator(`[data-choice="${how}"] input`)).toBeChecked();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await expect(page.locator('main.game-page')).toHaveClass(how === 'facing' ? /\bfacing\b/ : /^(?!.*\bfacing\b)/);
}

/** Plays the first move offered to the player to move, by tapping. */
async function playAny(page: Page, game: string) {
  if (TWO_ROW.includes(game)) {
    const pit = await page.locator('.pit.legal').first().getAttribute('data-pit');
    return play(page, pit!);
  }
  const before = await ply(page);
  await page.locator(game === 'calcala' ? '.pit.legal' : '.cell.legal').first().tap();
  await page.locator(game === 'calcala' ? 'button[data-dir]' : 'button[data-move]').first().tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
}

test.beforeEach(async ({ page }) => {
  await animationsOff(page);
});

for (const game of TWO_ROW) {
  test(`${game}: facing, North's bar, house numbers, counts and turn face North`, async ({ page }, info) => {
    await openGame(page, game);
    // Side by side (the default): nothing is upside down.
    expect(await turn(page, '.player-bar.north')).toBe(0);
    expect(await turn(page, '.pit.north .count')).toBe(0);

    await sit(page, 'facing');
    expect(await turn(page, '.player-bar.north')).toBe(180);
    expect(await turn(page, '.player-bar.south')).toBe(0);
    expect(await turn(page, '.pit.north .count')).toBe(180);
    expect(await turn(page, '.pit.store.north .count')).toBe(180);
    expect(await turn(page, '.pit.north .house-number')).toBe(180);
    expect(await turn(page, '.pit.south .count')).toBe(0);
    expect(await turn(page, '.pit.south .house-number')).toBe(0);
    // The status line faces whoever is to move.
    await expect(page.locator('main.game-page')).toHaveClass(/turn-south/);
    expect(await turn(page, '.status')).toBe(0);
    while ((await page.locator('main.game-page.turn-south').count()) > 0) await playAny(page, game);
    await expect(page.locator('main.game-page')).toHaveClass(/turn-north/);
    expect(await turn(page, '.status')).toBe(180);
    await shot(page, `facing-${game}`, info.project.name);

    // The far player has their own end: the header, their turn and their Undo, Hint and
    // More, turned to them and usable from there.
    expect(await turn(page, '.topbar')).toBe(180);
    expect(await turn(page, '.far-end')).toBe(180);
    expect(await turn(page, 'nav.controls:not(.far)')).toBe(0);
    await expect(page.locator('.far-turn')).toHaveText(/to move/);
    const farHint = page.getByRole('button', { name: 'Hint, across the table' });
    await expect(farHint).toBeEnabled();
    const far = await box(page, '.far-end');
    const board = await box(page, '.board');
    expect(far.bottom).toBeLessThanOrEqual(board.top + 1);
    const farUndo = page.getByRole('button', { name: 'Undo, across the table' });
    const plies = await ply(page);
    await farUndo.tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(plies - 1));
    await page.getByRole('button', { name: 'Redo', exact: true }).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(plies));

    // Saved with the game: a reload keeps it; side by side turns everything back.
    await page.reload();
    await expect(page.locator('main.game-page')).toHaveClass(/\bfacing\b/);
    expect(await turn(page, '.player-bar.north')).toBe(180);
    await sit(page, 'side');
    expect(await turn(page, '.player-bar.north')).toBe(0);
    expect(await turn(page, '.status')).toBe(0);
    expect(await turn(page, '.topbar')).toBe(0);
    await expect(page.locator('.far-end')).toHaveCount(0);
  });
}

for (const game of GAMES.filter((game) => BOARDS[game] !== 'two-row')) {
  test(`${game}: facing, the far player's pile sits across the board, turned to them`, async ({ page }, info) => {
    await openGame(page, game);
    const far = '.pile.p2';
    expect(await turn(page, far)).toBe(0);
    await sit(page, 'facing');
    expect(await turn(page, far)).toBe(180);
    expect(await turn(page, '.pile.p1')).toBe(0);
    const board = await box(page, '.grid');
    const pile = await box(page, far);
    expect(pile.bottom).toBeLessThanOrEqual(board.top + 1);
    expect(pile.left).toBeGreaterThanOrEqual(board.left - 1);
    expect(pile.right).toBeLessThanOrEqual(board.right + 1);
    expect(pile.top).toBeGreaterThanOrEqual(0);
    if (game !== 'calcala') {
      // North's home cells are labelled for North.
      expect(await turn(page, '.north-cell .cell-name')).toBe(180);
      expect(await turn(page, '.south-cell .cell-name')).toBe(0);
    }
    expect(await turn(page, '.status')).toBe(0);
    await playAny(page, game);
    expect(await turn(page, '.status')).toBe(180);
    await shot(page, `facing-${game}`, info.project.name);
    await page.reload();
    expect(await turn(page, far)).toBe(180);
  });
}

test('Calcala with four players facing: each pile at its own edge, read from there', async ({ page }, info) => {
  await openGame(page, 'calcala');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.getByRole('group', { name: 'Players', exact: true }).getByText('4 players').tap();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'New', exact: true }).tap();
  await sit(page, 'facing');
  const board = await box(page, '.grid');
  const viewport = page.viewportSize()!;
  const [p2, p3, p4] = [await box(page, '.pile.p2'), await box(page, '.pile.p3'), await box(page, '.pile.p4')];
  // Clockwise from P1 at the near edge: P2 on the left, P3 across, P4 on the right.
  expect(p2.right).toBeLessThanOrEqual(board.left + 1);
  expect(p3.bottom).toBeLessThanOrEqual(board.top + 1);
  expect(p4.left).toBeGreaterThanOrEqual(board.right - 1);
  for (const p of [p2, p3, p4]) {
    expect(p.left).toBeGreaterThanOrEqual(0);
    expect(p.right).toBeLessThanOrEqual(viewport.width);
    expect(p.top).toBeGreaterThanOrEqual(0);
  }
  // Side players read along their edge: down from the left, up from the right.
  const writing = (s: string) => page.locator(s).evaluate((e) => getComputedStyle(e).writingMode);
  expect(await writing('.pile.p2')).toBe('vertical-rl');
  expect(await turn(page, '.pile.p2')).toBe(0);
  expect(await writing('.pile.p4')).toBe('vertical-rl');
  expect(await turn(page, '.pile.p4')).toBe(180);
  expect(await turn(page, '.pile.p3')).toBe(180);
  // Pile counts stay on the page as the tests read them.
  await expect(page.locator('[data-player]')).toHaveCount(4);
  // The status line turns to the player across the board only.
  await playAny(page, 'calcala');
  await expect(status(page)).toContainText('Player 2 to move');
  expect(await turn(page, '.status')).toBe(0);
  await playAny(page, 'calcala');
  await expect(status(page)).toContainText('Player 3 to move');
  expect(await turn(page, '.status')).toBe(180);
  await shot(page, 'facing-calcala-4', info.project.name);
});

// A phone laid on its side between two players: the two-row board's long top edge is the
// far player's, so facing is offered there and turns their end to them, with nothing cut
// or scrolled; held upright, or beside a square board, the option says why it is not.
test.describe('on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 844, height: 390 } });
  test.beforeEach(async ({}, info) => {
    test.skip(info.project.name !== 'phone', 'the phone project sets the phone\'s size');
  });

  test('on its side, Kalah faces the far player, and fits', async ({ page }) => {
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    const group = page.getByRole('group', { name: 'Players sit' });
    await expect(group.locator('[data-choice="facing"]')).toBeVisible();
    await expect(group).toContainText('a phone on its side');
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await sit(page, 'facing');
    expect(await turn(page, '.player-bar.north')).toBe(180);
    expect(await turn(page, '.pit.north .count')).toBe(180);
    expect(await turn(page, '.topbar')).toBe(180);
    expect(await turn(page, '.far-end')).toBe(180);
    expect(await turn(page, 'nav.controls:not(.far)')).toBe(0);
    expect(await turn(page, '.status')).toBe(0);
    while ((await page.locator('main.game-page.turn-south').count()) > 0) await playAny(page, 'kalah');
    expect(await turn(page, '.status')).toBe(180);
    // Every part of the far end, the status and the near controls is whole on the screen,
    // and the page does not scroll.
    for (const selector of ['.far-end button', '.status', 'nav.controls:not(.far) button', '.player-bar.south']) {
      for (const part of await page.locator(selector).all()) {
        const r = await part.boundingBox();
        expect(r, selector).not.toBeNull();
        expect(r!.x, selector).toBeGreaterThanOrEqual(0);
        expect(r!.y, selector).toBeGreaterThanOrEqual(0);
        expect(r!.x + r!.width, selector).toBeLessThanOrEqual(844 + 0.5);
        expect(r!.y + r!.height, selector).toBeLessThanOrEqual(390 + 0.5);
        expect(r!.height, `${selector}: a thumb's height`).toBeGreaterThanOrEqual(selector.includes('button') ? 44 : 0);
      }
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(390);
    const plies = await ply(page);
    await page.getByRole('button', { name: 'Undo, across the table' }).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(plies - 1));
  });

  test('upright, and beside a square board, the option says why it is not offered', async ({ page }) => {
    await openGame(page, 'calcala');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    const group = page.getByRole('group', { name: 'Players sit' });
    await expect(group.locator('[data-choice="facing"]')).toBeHidden();
    await expect(group).toContainText('On a phone the square board leaves no edge to spare');
    await page.setViewportSize({ width: 390, height: 844 });
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(group.locator('[data-choice="facing"]')).toBeHidden();
    await expect(group).toContainText('A phone held upright is too narrow to share');
  });
});
