// Calcala on a tablet: a pit, then an arrow; checked against the engine.
import { expect, test, type Page } from './fixtures';
import { openGame, ply, replay, shot, status } from './helpers';

async function pits(page: Page): Promise<Record<string, number>> {
  return page.locator('[data-pit]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-pit'), Number(e.getAttribute('data-count'))])),
  );
}

async function piles(page: Page): Promise<number[]> {
  return page.locator('[data-player]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
}

async function sow(page: Page, move: string) {
  const [from, dir] = move.split('-');
  const before = await ply(page);
  await page.locator(`[data-pit="${from}"]`).tap();
  await page.locator(`button[data-dir="${dir}"]`).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
}

function enginePits(json: any): Record<string, number> {
  return json.pits;
}

async function choosePlayers(page: Page, players: string) {
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.getByRole('group', { name: 'Players', exact: true }).getByText(`${players} players`).tap();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'New', exact: true }).tap();
}

test('Calcala starts with two stones in every pit and a pile per player', async ({ page }, info) => {
  await openGame(page, 'calcala');
  const p = await pits(page);
  expect(Object.keys(p)).toHaveLength(36);
  expect(Object.values(p).every((n) => n === 2)).toBe(true);
  expect(await piles(page)).toEqual([0, 0]);
  await expect(status(page)).toContainText('Player 1 to move');
  await shot(page, 'calcala-start', info.project.name);
});

test('a pit shows the arrows the edge rule allows; elsewhere cancels', async ({ page }, info) => {
  await openGame(page, 'calcala');
  await page.locator('[data-pit="C3"]').tap();
  await expect(page.locator('button[data-dir]')).toHaveCount(8);
  await expect(page.locator('.preview-path')).toHaveCount(8);
  await shot(page, 'calcala-arrows', info.project.name);
  await page.locator('[data-pit="A1"]').tap();
  const dirs = await page.locator('button[data-dir]').evaluateAll((els) => els.map((e) => e.getAttribute('data-dir')));
  expect(dirs.sort()).toEqual(['E', 'S', 'SE']);
  await page.locator('[data-pit="C1"]').tap();
  await expect(page.locator('button[data-dir]')).toHaveCount(5);
  for (const b of await page.locator('button[data-dir]').all()) {
    const box = (await b.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Tapping the board's frame cancels the choice.
  await page.locator('.grid-frame').tap({ position: { x: 14, y: 14 } });
  await expect(page.locator('button[data-dir]')).toHaveCount(0);
  expect(await ply(page)).toBe(0);
});

test('a move by tapping agrees with the engine, and bad taps are explained', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'calcala');
  await sow(page, 'B3-E');
  const engine = replay('calcala', {}, ['B3-E']);
  expect(await pits(page)).toEqual(enginePits(engine));
  expect(await piles(page)).toEqual(engine.captured);
  await expect(status(page)).toContainText('Player 1 sowed 2 stones from B3 towards E');
  await expect(status(page)).toContainText('captured 3 stones from E3');
  await expect(status(page)).toContainText('Player 2 to move');
  await expect(page.locator('.pit.captured')).toHaveAttribute('data-pit', 'E3');
  await page.locator('[data-pit="E3"]').tap();
  await expect(status(page)).toContainText('Pit E3 is empty');
  await expect(page.locator('button[data-dir]')).toHaveCount(0);
  // Undo, reload.
  await page.getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
  await sow(page, 'D4-NW');
  const before = await pits(page);
  await page.reload();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  expect(await pits(page)).toEqual(before);
});

for (const players of ['2', '3', '4']) {
  test(`a ${players}-player game played to its end by tapping`, { tag: '@one-size' }, async ({ page }, info) => {
    test.setTimeout(400_000);
    await openGame(page, 'calcala');
    if (players !== '2') await choosePlayers(page, players);
    expect(await piles(page)).toHaveLength(Number(players));
    const moves: string[] = [];
    for (let turn = 0; ; turn++) {
      const live = await page.locator('.pit.legal').evaluateAll((els) => els.map((e) => e.getAttribute('data-pit')!));
      if (live.length === 0) break;
      const from = live[(turn * 7 + 3) % live.length];
      await page.locator(`[data-pit="${from}"]`).tap();
      const dirs = await page.locator('button[data-dir]').evaluateAll((els) => els.map((e) => e.getAttribute('data-dir')!));
      const dir = dirs[(turn * 3) % dirs.length];
      const before = await ply(page);
      await page.locator(`button[data-dir="${dir}"]`).tap();
      await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
      moves.push(`${from}-${dir}`);
      if (turn === 5) await shot(page, `calcala-${players}p-midgame`, info.project.name);
      expect(turn).toBeLessThan(1500);
    }
    const engine = replay('calcala', { players }, moves);
    expect(engine.outcome).not.toBeNull();
    expect(await pits(page)).toEqual(enginePits(engine));
    expect(await piles(page)).toEqual(engine.captured);
    await expect(status(page)).toContainText('Game over');
    await shot(page, `calcala-${players}p-game-over`, info.project.name);
  });
}

test('Calcala options, rules and a corrupt save', async ({ page }, info) => {
  await openGame(page, 'calcala');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.getByRole('group', { name: 'Players', exact: true }).getByText('4 players').tap();
  await page.getByRole('group', { name: 'Who starts' }).getByText('Player 4').tap();
  await page.getByRole('group', { name: 'Set-up' }).getByText(/Double Dutch/).tap();
  // Fewer players than the starter's seat brings the starter back to Player 1.
  await page.getByRole('group', { name: 'Players', exact: true }).getByText('3 players').tap();
  await expect(page.getByRole('group', { name: 'Who starts' }).getByRole('radio', { name: 'Player 1' })).toBeChecked();
  await shot(page, 'calcala-options', info.project.name);
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'New', exact: true }).tap();
  expect(await piles(page)).toEqual([0, 0, 0]);
  const p = await pits(page);
  expect(p['A1']).toBe(3);
  expect(p['B1']).toBe(0);
  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  await expect(page.getByRole('heading', { name: 'How to play Calcala' })).toBeVisible();
  await expect(page.frameLocator('iframe.rules-frame').locator('figure.diagram')).toHaveCount(3);
  await shot(page, 'calcala-rules', info.project.name);
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.evaluate(() => localStorage.setItem('mancala.calcala', '{"version":1,"game":{"game":"calcala","moves":["Z9-Q"]}}'));
  await page.reload();
  await expect(status(page)).toContainText('The saved Calcala game could not be read');
  expect(await ply(page)).toBe(0);
});
