// Kalah played on a tablet by tapping, as two people would, checked against the engine.
import { expect, test } from './fixtures';
import {
  counts, engineCounts, legalPits, openGame, play, ply, replay, settled, shot, status,
} from './helpers';

test.describe('Kalah', () => {
  test('the start screen opens Kalah on a full board', async ({ page }, info) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'Mancala' })).toBeVisible();
    await expect(page).toHaveTitle('Mancala');
    await shot(page, 'home', info.project.name);
    await openGame(page, 'kalah');
    await expect(page).toHaveTitle('Kalah · Mancala');
    const c = await counts(page);
    expect(Object.keys(c)).toHaveLength(14);
    for (let i = 1; i <= 6; i++) {
      expect(c[`S${i}`]).toBe(4);
      expect(c[`N${i}`]).toBe(4);
    }
    expect(c['S-store']).toBe(0);
    expect(c['N-store']).toBe(0);
    await expect(status(page)).toContainText('Red to move');
    expect(await legalPits(page)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
    for (const name of ['New', 'Undo', 'Redo', 'Hint', 'More']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    // The stones are filled with the gradients index.html defines once for every board.
    for (const id of ['stone-blue', 'stone-yellow', 'stone-black', 'wood']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    const tray = await page.locator('[data-pit="S1"]').boundingBox();
    expect(tray!.width).toBeGreaterThanOrEqual(44);
    expect(tray!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'kalah-start', info.project.name);
  });

  test('a whole game played by tapping agrees with the engine', { tag: '@one-size' }, async ({ page }, info) => {
    test.setTimeout(120_000);
    await openGame(page, 'kalah');
    const moves: string[] = [];
    let turn = 0;
    while ((await legalPits(page)).length > 0) {
      const legal = await legalPits(page);
      const pit = legal[(turn * 5 + 3) % legal.length];
      await play(page, pit);
      moves.push(pit.slice(1));
      turn++;
      if (turn === 6) await shot(page, 'kalah-midgame', info.project.name);
      expect(turn).toBeLessThan(300);
    }
    const engine = replay('kalah', {}, moves);
    expect(engine.outcome).not.toBeNull();
    expect(await counts(page)).toEqual(engineCounts(engine));
    const { south, north } = engine.outcome.totals;
    await expect(status(page)).toContainText('Game over');
    if (engine.outcome.draw) {
      await expect(status(page)).toContainText(`A draw, ${south} each`);
    } else {
      const [winner, loser] = south > north ? ['Red', 'Green'] : ['Green', 'Red'];
      const [hi, lo] = south > north ? [south, north] : [north, south];
      await expect(status(page)).toContainText(`${winner} wins ${hi} to ${lo}`);
      expect(loser).not.toBe(winner);
    }
    expect(await legalPits(page)).toEqual([]);
    await shot(page, 'kalah-game-over', info.project.name);
    // A tap after the end explains itself and changes nothing.
    const before = await counts(page);
    await page.locator('[data-pit="S1"]').tap();
    await expect(status(page)).toContainText('The game is over');
    expect(await counts(page)).toEqual(before);
  });

  test('illegal taps say why and change nothing', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    const start = await counts(page);
    await page.locator('[data-pit="N2"]').tap();
    await expect(status(page)).toContainText("Green's tray 2 is not yours: it is Red's turn");
    await page.locator('[data-pit="S-store"]').tap();
    await expect(status(page)).toContainText('Mancala is not played');
    expect(await counts(page)).toEqual(start);
    expect(await ply(page)).toBe(0);
    await play(page, 'S3');
    await expect(status(page)).toContainText('Red moves again');
    await page.locator('[data-pit="S3"]').tap();
    await expect(status(page)).toContainText("Red's tray 3 is empty");
  });

  test('the last move is highlighted', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    await play(page, 'S3');
    await play(page, 'S6');
    await expect(page.locator('.pit.origin')).toHaveAttribute('data-pit', 'S6');
    const sown = await page.locator('.pit.sown').evaluateAll((els) => els.map((e) => e.getAttribute('data-pit')));
    expect(sown.sort()).toEqual(['N1', 'N2', 'N3', 'N4', 'S-store'].sort());
    await expect(status(page)).toContainText('Green to move');
  });

  test('undo takes moves back one at a time to the start', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeDisabled();
    const start = await counts(page);
    await play(page, 'S3');
    const afterOne = await counts(page);
    await play(page, 'S1');
    await undo.tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    expect(await counts(page)).toEqual(afterOne);
    await undo.tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
    expect(await counts(page)).toEqual(start);
    await expect(undo).toBeDisabled();
    await expect(status(page)).toContainText('Red to move');
  });

  test('redo plays again what undo took back, until a new move; the keys do both', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    const main = page.locator('main.game-page');
    await expect(redo).toBeDisabled();
    await play(page, 'S1');
    await play(page, 'N1');
    const afterTwo = await counts(page);
    await undo.tap();
    await undo.tap();
    await expect(main).toHaveAttribute('data-ply', '0');
    await redo.tap();
    await expect(main).toHaveAttribute('data-ply', '1');
    await expect(status(page)).toContainText('Played again a move');
    await page.keyboard.press('Control+Shift+Z');
    await expect(main).toHaveAttribute('data-ply', '2');
    expect(await counts(page)).toEqual(afterTwo);
    await expect(redo).toBeDisabled();
    await page.keyboard.press('Control+Z');
    await expect(main).toHaveAttribute('data-ply', '1');
    await page.keyboard.press('Control+Y');
    await expect(main).toHaveAttribute('data-ply', '2');
    // A new move after an undo forgets what was taken back.
    await page.keyboard.press('Control+Z');
    await expect(redo).toBeEnabled();
    await play(page, 'N6');
    await expect(redo).toBeDisabled();
    await expect(main).toHaveAttribute('data-ply', '2');
    expect(await counts(page)).not.toEqual(afterTwo);
  });

  test('options on the More page apply at the next New game', async ({ page }, info) => {
    await openGame(page, 'kalah');
    await play(page, 'S1');
    const midGame = await counts(page);
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    for (const legend of ['Transfer last drop in empty', 'End of game', 'Remaining stones taken by']) {
      await expect(page.getByRole('group', { name: legend })).toBeVisible();
    }
    await page.getByRole('group', { name: 'Transfer last drop in empty' }).getByText('Stones opposite', { exact: true }).tap();
    await page.getByRole('group', { name: 'End of game' }).getByText('New mover empty', { exact: true }).tap();
    await page.getByRole('group', { name: 'Remaining stones taken by' }).getByText('Opponent', { exact: true }).tap();
    await page.getByRole('group', { name: 'Who starts' }).getByText('Green', { exact: true }).tap();
    await page.getByRole('group', { name: 'Stones per tray' }).getByText('5', { exact: true }).tap();
    await page.getByRole('group', { name: 'Trays per side' }).getByText('8', { exact: true }).tap();
    await expect(page.getByText('press New to play with them')).toBeVisible();
    await shot(page, 'kalah-options', info.project.name);
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    // Nothing changes until New.
    expect(await counts(page)).toEqual(midGame);
    await page.getByRole('button', { name: 'New', exact: true }).tap();
    await expect(status(page)).toContainText('New game');
    await expect(status(page)).toContainText('Stones opposite');
    await expect(status(page)).toContainText('Green to move');
    const c = await counts(page);
    expect(Object.keys(c)).toHaveLength(18);
    expect(c['N8']).toBe(5);
    expect(c['S1']).toBe(5);
    expect(await legalPits(page)).toHaveLength(8);
    expect((await legalPits(page)).every((p) => p.startsWith('N'))).toBe(true);
    await shot(page, 'kalah-8x5', info.project.name);
    // The tournament preset brings back six trays of five.
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('button', { name: '605.452 tournament, 5 stones' }).tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.getByRole('button', { name: 'New', exact: true }).tap();
    const t = await counts(page);
    expect(Object.keys(t)).toHaveLength(14);
    expect(t['S6']).toBe(5);
    await expect(status(page)).toContainText('Red to move');
  });

  test('a game in progress and the options survive a reload', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    await play(page, 'S3');
    await play(page, 'S6');
    await play(page, 'N2');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('group', { name: 'Stones per tray' }).getByText('6', { exact: true }).tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    const before = await counts(page);
    await settled(page);
    const text = await status(page).innerText();
    await page.reload();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '3');
    expect(await counts(page)).toEqual(before);
    expect(await status(page).innerText()).toBe(text);
    await page.getByRole('button', { name: 'New', exact: true }).tap();
    expect((await counts(page))['S1']).toBe(6);
  });

  test('a corrupt saved game is reported and replaced by a new game', { tag: '@one-size' }, async ({ page }, info) => {
    await openGame(page, 'kalah');
    await play(page, 'S1');
    for (const bad of [
      '{not json',
      JSON.stringify({ version: 1, game: { game: 'kalah', options: {}, moves: ['3', '3'] }, next_options: {} }),
      JSON.stringify({ version: 7, game: { game: 'kalah', options: {}, moves: [] }, next_options: {} }),
      JSON.stringify({ version: 1, game: { game: 'kalah', options: { houses: '99' }, moves: [] }, next_options: {} }),
    ]) {
      await page.evaluate((text) => localStorage.setItem('mancala.kalah', text), bad);
      await page.reload();
      await expect(status(page)).toContainText('The saved Kalah game could not be read');
      await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
      expect((await counts(page))['S1']).toBe(4);
      // Nothing is lost: the unreadable save is kept aside.
      expect(await page.evaluate(() => localStorage.getItem('mancala.kalah.unreadable'))).toBe(bad);
    }
    await shot(page, 'kalah-corrupt-save', info.project.name);
    // The new game is playable and saved again.
    await play(page, 'S2');
    await page.reload();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  });

  test('a game saved by the previous version of the site (JSON) is restored and saved anew', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    const v1 = JSON.stringify({
      version: 1,
      game: { game: 'kalah', options: { seeds: '5' }, moves: ['3', '1'] },
      next_options: { seeds: '6' },
    });
    await page.evaluate((text) => localStorage.setItem('mancala.kalah', text), v1);
    await page.reload();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
    await expect(status(page)).not.toContainText('could not be read');
    expect(await counts(page)).toEqual(engineCounts(replay('kalah', { seeds: '5' }, ['3', '1'])));
    await play(page, (await legalPits(page))[0]);
    expect(await page.evaluate(() => localStorage.getItem('mancala.kalah'))).toMatch(/^mancala-save 3\n/);
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(page.getByRole('group', { name: 'Stones per tray' }).getByLabel('6', { exact: true })).toBeChecked();
  });

  test('a malformed address lands on the start screen with a message', { tag: '@one-size' }, async ({ page }) => {
    await page.goto('./#/no-such-game');
    await expect(page.getByRole('alert')).toContainText('There is no game called');
    await expect(page.locator('[data-game="kalah"]')).toBeVisible();
  });

  test('the rules page explains the game and Back returns', async ({ page }, info) => {
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'Rules', exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'How to play Kalah' })).toBeVisible();
    // The rules are a page of the site of their own, shown in a frame, styled by its own sheet.
    const rules = page.frameLocator('iframe.rules-frame');
    await expect(rules.getByRole('heading', { name: 'A move' })).toBeVisible();
    await expect(rules.locator('figure.diagram').first()).toBeVisible();
    // Its own stylesheet (which a busy machine may still be loading when the text is there).
    await expect
      .poll(() => rules.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(36, 23, 14)');
    await shot(page, 'kalah-rules', info.project.name);
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await expect(page.locator('[data-pit="S1"]')).toBeVisible();
  });
});
