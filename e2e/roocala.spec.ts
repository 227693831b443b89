// Roocala on both boards: tap a cell, then one of the moves offered beside the board.
import { expect, test, type Page } from './fixtures';
import { openGame, ply, replay, shot, status } from './helpers';

async function cells(page: Page): Promise<Record<string, { checkers: number; rook: string | null }>> {
  return page.locator('[data-cell]').evaluateAll((els) =>
    Object.fromEntries(
      els.map((e) => [
        e.getAttribute('data-cell'),
        { checkers: Number(e.getAttribute('data-checkers')), rook: e.getAttribute('data-rook') || null },
      ]),
    ),
  );
}

async function points(page: Page) {
  return page.locator('[data-side]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-side'), Number(e.getAttribute('data-points'))])),
  );
}

async function playMove(page: Page, move: string) {
  const from = move.split(/[:+-]/)[0];
  const before = await ply(page);
  await page.locator(`[data-cell="${from}"]`).tap();
  await page.locator(`button[data-move="${move}"]`).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
}

for (const [game, count, title] of [
  ['roocala-square', 36, 'Roocala'],
  ['roocala-hex', 37, 'Roocala (hexagonal)'],
] as const) {
  test.describe(title, () => {
    test('the start, the offered moves and a refused tap', async ({ page }, info) => {
      await openGame(page, game);
      const c = await cells(page);
      expect(Object.keys(c)).toHaveLength(count);
      expect(c['a1']).toEqual({ checkers: 2, rook: null });
      expect(c['b2'].rook).toBe('south');
      expect(await points(page)).toEqual({ south: 0, north: 1 });
      await expect(status(page)).toContainText('South to move');
      // The cells where South's moves start are marked: own edge cells and the rooks.
      const marked = await page.locator('.cell.legal').evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')));
      expect(marked).toContain('b1');
      expect(marked).toContain('b2');
      expect(marked).not.toContain('a4');
      await shot(page, `${game}-start`, info.project.name);
      await page.locator('[data-cell="b1"]').tap();
      const offered = await page.locator('button[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')));
      const engine = replay(game, {}, []);
      const fromB1 = engine.legal_moves.filter((m: string) => m.split(/[:+-]/)[0] === 'b1');
      expect(offered.sort()).toEqual(fromB1.sort());
      await shot(page, `${game}-offers`, info.project.name);
      // A cell of North's is refused with a reason.
      await page.locator('[data-cell="a4"]').tap();
      await expect(status(page)).toContainText("Cell a4 is North's");
      await expect(page.locator('button[data-move]')).toHaveCount(0);
    });

    test('a whole game played by tapping agrees with the engine', { tag: '@one-size' }, async ({ page }, info) => {
      test.setTimeout(400_000);
      await openGame(page, game);
      const moves: string[] = [];
      for (let turn = 0; ; turn++) {
        expect(turn).toBeLessThan(3000);
        const engine = replay(game, {}, moves);
        if (engine.outcome) break;
        const legal: string[] = engine.legal_moves.sort();
        const move = legal[(turn * 7 + 1) % legal.length];
        await playMove(page, move);
        moves.push(move);
        if (turn === 12) await shot(page, `${game}-midgame`, info.project.name);
      }
      const engine = replay(game, {}, moves);
      const c = await cells(page);
      expect(c).toEqual(engine.cells);
      expect(await points(page)).toEqual(engine.points);
      await expect(status(page)).toContainText('Game over');
      await expect(page.locator('.cell.legal')).toHaveCount(0);
      await shot(page, `${game}-game-over`, info.project.name);
    });
  });
}

test('the board is an option, and each board keeps its game', async ({ page }) => {
  await openGame(page, 'roocala-square');
  await playMove(page, 'b1:N');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.getByRole('group', { name: 'Board' }).getByText('Hexagonal').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'roocala-hex');
  expect(Object.keys(await cells(page))).toHaveLength(37);
  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  await expect(page.getByRole('heading', { name: 'How to play Roocala' })).toBeVisible();
  await expect(page.frameLocator('iframe.rules-frame').locator('figure.diagram')).toHaveCount(5);
  await shot(page, 'roocala-rules', test.info().project.name);
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.getByRole('group', { name: 'Board' }).getByText('Square').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await page.getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
  // A corrupt save is reported and replaced by a new game.
  await page.evaluate(() => localStorage.setItem('mancala.roocala-square', '{"version":1,"game":{"game":"roocala-square","moves":["b2-b5"]}}'));
  await page.reload();
  await expect(status(page)).toContainText('The saved Roocala game could not be read');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
});

test('a game saved by the previous version of the site (JSON) keeps its moves with : and +', { tag: '@one-size' }, async ({ page }) => {
  // Roocala's notation has characters that a web address would escape; a save keeps them.
  const moves = ['a1:NE', 'e6:S', 'e4:N', 'f4-c3', 'b2:NW+'];
  await openGame(page, 'roocala-hex');
  await page.evaluate(
    (text) => localStorage.setItem('mancala.roocala-hex', text),
    JSON.stringify({ version: 1, game: { game: 'roocala-hex', options: {}, moves }, next_options: {} }),
  );
  await page.reload();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '5');
  await expect(status(page)).not.toContainText('could not be read');
  expect(await cells(page)).toEqual(replay('roocala-hex', {}, moves).cells);
});
