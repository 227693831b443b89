// Everyone can play (issue 11): axe-core finds no serious or critical violation on any
// screen: the start, a board mid-game with its choices open, the options and rules pages,
// a review, and a game that has ended.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { animationsOff, openGame, play, replay } from './helpers';

async function check(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

test.beforeEach(async ({ page }) => animationsOff(page));

test('the start screen, a two-row board, its options and rules, and a review', async ({ page }) => {
  await page.goto('./');
  await expect(page.locator('[data-game="kalah"]')).toBeVisible();
  await check(page, 'start');
  await openGame(page, 'kalah');
  await play(page, 'S1');
  await play(page, 'N2');
  await check(page, 'kalah board');
  await page.locator('ol.moves [data-ply="1"]').tap();
  await check(page, 'kalah review');
  await page.getByRole('button', { name: 'Back to game', exact: true }).tap();
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await check(page, 'kalah options');
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  await expect(page.frameLocator('iframe.rules-frame').getByRole('heading').first()).toBeVisible();
  await check(page, 'kalah rules');
});

test('Calcala and Roocala boards with their choices open', async ({ page }) => {
  await openGame(page, 'calcala');
  await page.locator('[data-pit="A1"]').tap();
  await expect(page.locator('button[data-dir]').first()).toBeVisible();
  await check(page, 'calcala arrows');
  await openGame(page, 'roocala-hex');
  await page.locator('[data-cell="b1"]').tap();
  await expect(page.locator('button[data-move]').first()).toBeVisible();
  await check(page, 'roocala offers');
});

test('a game that has ended', async ({ page }) => {
  // A whole game of Oware, chosen move by move from the engine, opened by its link.
  const moves: string[] = [];
  for (let turn = 0; turn < 400; turn++) {
    const engine = replay('oware', {}, moves);
    if (engine.outcome) break;
    moves.push(engine.legal_moves[(turn * 5 + 2) % engine.legal_moves.length]);
  }
  await page.goto(`./#/oware?moves=${moves.join('.')}`);
  await expect(page.getByRole('status')).toContainText('Game over');
  await check(page, 'oware game over');
});
