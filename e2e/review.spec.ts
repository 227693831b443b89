// The list of moves and the review (issue 10): every move played is listed with who played
// it, its notation and what it did; a tap on one shows that moment of the game read-only,
// with First / Previous / Next / Last, and Back to game returns to play.
import { expect, test, type Page } from './fixtures';
import { animationsOff, counts, engineCounts, openGame, play, ply, replay, shot, status } from './helpers';

const entries = (page: Page) => page.locator('ol.moves [data-ply]');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The moves the list shows, in the order played. */
async function listed(page: Page): Promise<string[]> {
  const moves = await entries(page).evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-ply')), e.getAttribute('data-move')!] as const),
  );
  return moves.sort((a, b) => a[0] - b[0]).map(([, m]) => m);
}

test.beforeEach(async ({ page }) => animationsOff(page));

test('each move is listed, and a review shows any moment of the game read-only', { tag: '@one-size' }, async ({ page }, info) => {
  await openGame(page, 'kalah');
  await expect(entries(page)).toHaveCount(0);
  // S3 ends in Red's Mancala (an extra turn); then S1, and Green's N2.
  const moves = ['3', '1', '2'];
  for (const pit of ['S3', 'S1', 'N2']) await play(page, pit);
  expect(await listed(page)).toEqual(moves);
  await expect(page.locator('ol.moves [data-ply="1"]')).toContainText('1. Red 3');
  await expect(page.locator('ol.moves [data-ply="1"]')).toContainText('extra turn');
  await expect(page.locator('ol.moves [data-ply="3"]')).toContainText('3. Green 2');

  // Look back at move 1: the board as it was then, and nothing can be played.
  await page.locator('ol.moves [data-ply="1"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await expect(status(page)).toContainText('Looking back at move 1 of 3');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, moves.slice(0, 1))));
  await expect(page.locator('ol.moves [data-ply="1"]')).toHaveClass(/shown/);
  await expect(page.locator('.pit.legal')).toHaveCount(0);
  // The bar still marks who was to move then, but awaits nobody's move.
  await expect(page.locator('.player-bar.moving')).toHaveCount(1);
  await expect(page.getByText('Your move')).toBeHidden();
  await shot(page, 'kalah-review', info.project.name);
  await page.locator('[data-pit="S4"]').tap();
  await expect(status(page)).toContainText('You are looking back at move 1 of 3');
  expect(await ply(page)).toBe(1);

  // Step through it.
  await button(page, 'First').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, [])));
  await expect(button(page, 'Previous')).toBeDisabled();
  await button(page, 'Next').tap();
  await button(page, 'Next').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, moves.slice(0, 2))));
  await button(page, 'Last').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '3');
  await expect(button(page, 'Next')).toBeDisabled();

  // Back to the game, which plays on from where it was.
  await button(page, 'Back to game').tap();
  await expect(button(page, 'New')).toBeVisible();
  await expect(status(page)).toContainText('Red to move');
  await expect(page.getByText('Your move')).toBeVisible();
  await play(page, 'S2');
  expect(await listed(page)).toEqual([...moves, '2']);
  // A saved game keeps its list.
  await page.reload();
  expect(await listed(page)).toEqual([...moves, '2']);
});

test('a long game: an early move is reviewed, and the newest is in sight', async ({ page }, info) => {
  const moves = ['2', '1', '1', '4', '1', '5', '1', '6', '4', '5', '5', '5', '3', '2', '3', '4', '6', '1', '2', '4', '5', '1', '6', '5', '1', '2', '5', '1', '2', '2'];
  const options = { end: 'any-empty', houses: '6', remaining: 'owner', seeds: '4', starter: 'south', transfer: 'always' };
  await page.addInitScript((text) => localStorage.setItem('mancala.kalah', text),
    JSON.stringify({ version: 1, game: { game: 'kalah', options, moves }, next_options: options }));
  await page.goto('./#/kalah');
  await expect(entries(page)).toHaveCount(moves.length);
  // The newest move is the one in sight; the first has scrolled away.
  await expect(page.locator(`ol.moves [data-ply="${moves.length}"]`)).toBeInViewport();
  await expect(page.locator('ol.moves [data-ply="1"]')).not.toBeInViewport();
  await page.locator('ol.moves [data-ply="5"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '5');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', options, moves.slice(0, 5))));
  await shot(page, 'kalah-review-long', info.project.name);
  // The review's buttons bring the shown move's entry into sight; back in the game, the
  // newest is in sight again.
  await button(page, 'First').tap();
  await button(page, 'Next').tap();
  await expect(page.locator('ol.moves [data-ply="1"]')).toBeInViewport();
  await button(page, 'Back to game').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(moves.length));
  await expect(page.locator(`ol.moves [data-ply="${moves.length}"]`)).toBeInViewport();
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', options, moves)));
});

test('the computer waits while a person looks back, and plays once they are back', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'kalah');
  await button(page, 'More').tap();
  await page.locator('[data-seat="north"] [data-choice="expert"]').tap();
  await button(page, 'Back').tap();
  await button(page, 'New').tap();
  // Red's S1 (no extra turn); the Expert then thinks for a while about Green's move.
  await play(page, 'S1');
  await page.locator('ol.moves [data-ply="1"]').tap();
  await expect(status(page)).toContainText('Looking back at move 1 of 1');
  await page.waitForTimeout(4_000);
  await expect(entries(page)).toHaveCount(1);
  await button(page, 'Back to game').tap();
  await expect(entries(page)).toHaveCount(2, { timeout: 30_000 });
  await expect(status(page)).toContainText('Red to move');
});

test('Calcala and Roocala list their moves, with what they captured', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'roocala-square');
  await page.locator('[data-cell="b1"]').tap();
  await page.locator('button[data-move="b1:N"]').tap();
  await expect(entries(page)).toHaveCount(1);
  await expect(page.locator('ol.moves [data-ply="1"]')).toContainText('1. South b1:N');
  await page.locator('ol.moves [data-ply="1"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await button(page, 'First').tap();
  await expect(page.locator('[data-cell="b1"]')).toHaveAttribute('data-checkers', '2');
  await button(page, 'Back to game').tap();

  await openGame(page, 'calcala');
  await page.locator('[data-pit="A1"]').tap();
  await page.locator('button[data-dir="SE"]').tap();
  await expect(entries(page)).toHaveCount(1);
  await expect(page.locator('ol.moves [data-ply="1"]')).toHaveAttribute('data-move', 'A1-SE');
});

test('Try again plays the move shown again from before it; Redo and As played bring the game back', { tag: ['@one-size', '@phone'] }, async ({ page }, info) => {
  await openGame(page, 'kalah');
  const moves = ['3', '1', '2'];
  for (const pit of ['S3', 'S1', 'N2']) await play(page, pit);
  // Looking back at move 2, Try again plays it again: from after move 1.
  await page.locator('ol.moves [data-ply="2"]').tap();
  await expect(status(page)).toContainText('Looking back at move 2 of 3');
  await shot(page, 'kalah-review-try-again', info.project.name);
  await button(page, 'Try again').tap();
  // Back in play, after move 1: Red moves again (S3 ended in Red's Mancala).
  await expect(button(page, 'New')).toBeVisible();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await expect(status(page)).toContainText('Trying again after move 1: Red to move.');
  expect(await listed(page)).toEqual(['3']);
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, moves.slice(0, 1))));
  // The game as it was comes back with Redo.
  await button(page, 'Redo').tap();
  await button(page, 'Redo').tap();
  expect(await listed(page)).toEqual(moves);
  // Tried again with another move, which replaces the rest for Redo; the game as played
  // stays whole, and As played and Your line go back and forth between the two.
  await page.locator('ol.moves [data-ply="2"]').tap();
  await button(page, 'Try again').tap();
  await play(page, 'S6');
  expect(await listed(page)).toEqual(['3', '6']);
  await expect(button(page, 'Redo')).toBeDisabled();
  await button(page, 'As played').tap();
  expect(await listed(page)).toEqual(moves);
  await expect(status(page)).toContainText('Back to the game as played');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, moves)));
  // The game as played can be reviewed as ever.
  await page.locator('ol.moves [data-ply="3"]').tap();
  await expect(status(page)).toContainText('Looking back at move 3 of 3');
  await button(page, 'Back to game').tap();
  await button(page, 'Your line').tap();
  expect(await listed(page)).toEqual(['3', '6']);
  await shot(page, 'kalah-your-line', info.project.name);
});
