// Awari, Ayo and Oware played on a tablet by tapping, checked against the engine.
import { expect, test } from './fixtures';
import {
  counts, engineCounts, legalPits, openGame, play, ply, replay, settled, shot, status,
} from './helpers';

for (const game of ['awari', 'ayo', 'oware']) {
  const title = game[0].toUpperCase() + game.slice(1);

  test.describe(title, () => {
    test('a whole game played by tapping agrees with the engine', { tag: '@one-size' }, async ({ page }, info) => {
      test.setTimeout(240_000);
      await openGame(page, game);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const c = await counts(page);
      expect(Object.keys(c)).toHaveLength(14);
      expect(c['S1']).toBe(4);
      expect(c['S-store']).toBe(0);
      await expect(status(page)).toContainText('Player 1 to move');
      const moves: string[] = [];
      let turn = 0;
      while ((await legalPits(page)).length > 0) {
        const legal = await legalPits(page);
        const pit = legal[(turn * 7 + 2) % legal.length];
        await play(page, pit);
        moves.push(pit.slice(1));
        turn++;
        if (turn === 9) await shot(page, `${game}-midgame`, info.project.name);
        expect(turn).toBeLessThan(600);
      }
      const engine = replay(game, {}, moves);
      expect(engine.outcome).not.toBeNull();
      expect(await counts(page)).toEqual(engineCounts(engine));
      await expect(status(page)).toContainText('Game over');
      const { south, north } = engine.outcome.totals;
      if (engine.outcome.draw) {
        await expect(status(page)).toContainText(`A draw, ${south} each`);
      } else {
        const winner = south > north ? 'Player 1' : 'Player 2';
        await expect(status(page)).toContainText(
          `${winner} wins ${Math.max(south, north)} to ${Math.min(south, north)}`,
        );
      }
      await shot(page, `${game}-game-over`, info.project.name);
    });

    test('illegal taps say why; undo, reload and the rules page work', async ({ page }, info) => {
      await openGame(page, game);
      await page.locator('[data-pit="N1"]').tap();
      await expect(status(page)).toContainText("Player 2's cup 1 is not yours: it is Player 1's turn");
      await page.locator('[data-pit="N-store"]').tap();
      await expect(status(page)).toContainText('home is not played');
      expect(await ply(page)).toBe(0);
      await play(page, 'S2');
      const afterOne = await counts(page);
      await page.reload();
      await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
      expect(await counts(page)).toEqual(afterOne);
      await page.getByRole('button', { name: 'Undo', exact: true }).tap();
      await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
      expect((await counts(page))['S2']).toBe(4);
      await page.getByRole('button', { name: 'Rules', exact: true }).tap();
      await expect(page.getByRole('heading', { name: `How to play ${title}` })).toBeVisible();
      await expect(page.frameLocator('iframe.rules-frame').locator('figure.diagram').first()).toBeVisible();
      await shot(page, `${game}-rules`, info.project.name);
      await page.getByRole('button', { name: 'Back', exact: true }).tap();
      await page.getByRole('button', { name: 'More', exact: true }).tap();
      await shot(page, `${game}-options`, info.project.name);
      await page.getByRole('button', { name: 'Back', exact: true }).tap();
      await expect(page.locator('[data-pit="S1"]')).toBeVisible();
    });
  });
}

test('Ayo options on the More page apply at the next New game', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'ayo');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  const slam = page.getByRole('group', { name: /Grand slam/ });
  await expect(slam.getByText('Captures nothing', { exact: true })).toBeVisible();
  await slam.getByText('Forbidden', { exact: true }).tap();
  await page.getByRole('group', { name: /Must feed/ }).getByText('Off', { exact: true }).tap();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'New', exact: true }).tap();
  await expect(status(page)).toContainText('Forbidden');
  await expect(status(page)).toContainText('Must feed an opponent who has no stones: Off');
  // The options are in force: the engine with the same options agrees move by move.
  const moves = ['1', '2', '6', '5'];
  for (const m of moves) {
    await settled(page);
    const side = (await status(page).innerText()).includes('Player 1 to move') ? 'S' : 'N';
    await play(page, `${side}${m}`);
  }
  const engine = replay('ayo', { 'grand-slam': 'forbidden', 'must-feed': 'off' }, moves);
  expect(await counts(page)).toEqual(engineCounts(engine));
  await page.reload();
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await expect(page.getByRole('group', { name: /Grand slam/ }).getByRole('radio', { name: 'Forbidden' })).toBeChecked();
});

test('Oware says how the relay went', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'oware');
  await play(page, 'S1');
  // From the start, S1's four seeds end in S5 (now 5) and relay on.
  await expect(status(page)).toContainText('The sowing went on for');
  await expect(page.locator('.pit.origin')).toHaveAttribute('data-pit', 'S1');
});
