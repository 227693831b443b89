// What players see at a game's end and around it (issue 48): the result in the player's
// terms, the end's sweep drawn in the stores, Rematch and Review; New undone by
// Undo; the status that follows the animation instead of running ahead of it; and two
// people ending a game by their word (resign, a draw offered and accepted).
import { expect, test, type Page } from './fixtures';
import { animationsOff, counts, engineCounts, openGame, play, ply, replay, shot, status } from './helpers';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const board = (page: Page) => page.locator('main.game-page');

// Kalah after 25 moves, Red (the person, against Easy) to move: Red's tray 1 ends the
// game with Red holding more than half of the seeds (as e2e/solo.spec.ts).
const MOVES = '5.3.6.4.4.5.5.6.1.1.5.4.3.3.4.5.5.1.2.6.5.3.3.6.3'.split('.');

/** A saved Kalah game of `moves`, Red a person and Green the computer at Easy. */
async function seedAgainstEasy(page: Page, moves: string[]) {
  await page.addInitScript((record) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mancala.kalah', `mancala-save 3\n${record}\nkalah\nseats human.easy human.easy`);
    }
  }, `kalah?moves=${moves.join('.')}`);
}

test('against the computer the end says You won, the sweep in the stores, with Review and Rematch', { tag: '@phone' }, async ({ page }, info) => {
  await animationsOff(page);
  await seedAgainstEasy(page, MOVES);
  await page.goto('./#/kalah');
  await expect(board(page)).toHaveAttribute('data-ply', String(MOVES.length));
  await expect(page.locator('[data-result]')).toHaveCount(0);
  await play(page, 'S1');
  const end = replay('kalah', {}, [...MOVES, '1']);
  const { south, north } = end.outcome.totals;
  expect(south).toBeGreaterThan(north);

  const card = page.locator('[data-result]');
  await expect(card).toHaveAttribute('data-result', 'won');
  await expect(card.locator('.result-headline')).toHaveText(`You won by ${south - north}`);
  await expect(status(page)).toContainText(`Red wins ${south} to ${north}`);
  // The board keeps its size: the result takes the room the last move's news had.
  await expect(card.locator('.happened')).toHaveClass(/unseen/);
  // The stores show the final totals: the seeds left were swept where the rules send
  // them, while the pits' data-count still read as the engine's position.
  await expect(page.locator('[data-pit="S-store"] .count-text')).toHaveText(String(south));
  await expect(page.locator('[data-pit="N-store"] .count-text')).toHaveText(String(north));
  await expect(page.locator('.player-bar.south .player-store')).toContainText(String(south));
  expect(await counts(page)).toEqual(engineCounts(end));
  for (const pit of ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6']) {
    await expect(page.locator(`[data-pit="${pit}"] .count-text`)).toHaveText('0');
  }
  await shot(page, 'end-result-card', info.project.name);
  // Kept after a reload.
  await page.reload();
  await expect(card).toHaveAttribute('data-result', 'won');
  await expect(page.locator('[data-pit="S-store"] .count-text')).toHaveText(String(south));

  // Review opens the game's last moment.
  await button(page, 'Review').tap();
  await expect(status(page)).toContainText(`Looking back at move ${MOVES.length + 1} of ${MOVES.length + 1}`);
  await expect(card).toHaveCount(0);
  await button(page, 'Back to game').tap();

  // Rematch: the same rules and players, a new game; Undo brings the finished one back.
  await page.locator('[data-rematch]').tap();
  await expect(board(page)).toHaveAttribute('data-ply', '0');
  await expect(status(page)).toContainText('Rematch');
  await expect(card).toHaveCount(0);
  await button(page, 'Undo').tap();
  await expect(board(page)).toHaveAttribute('data-ply', String(MOVES.length + 1));
  await expect(card).toHaveAttribute('data-result', 'won');
  // Played on, the rematch is a game against the same computer.
  await page.locator('[data-rematch]').tap();
  await play(page, 'S1');
  await expect.poll(() => ply(page), { timeout: 10_000 }).toBe(2);
});

test('a rematch with the sides swapped puts the computer first', { tag: '@one-size' }, async ({ page }) => {
  await animationsOff(page);
  await seedAgainstEasy(page, MOVES);
  await page.goto('./#/kalah');
  await play(page, 'S1');
  await button(page, 'More').tap();
  await button(page, 'Rematch, sides swapped').tap();
  await expect(status(page)).toContainText('sides swapped');
  // The computer plays Red now, and moves first; the person plays Green.
  await expect.poll(() => ply(page), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.locator('.player-bar.north .your-move')).toBeVisible({ timeout: 10_000 });
});

test('New during a game is undone by Undo, which brings the game back', { tag: ['@one-size', '@phone'] }, async ({ page }) => {
  await animationsOff(page);
  await openGame(page, 'kalah');
  await play(page, 'S3');
  await play(page, 'S1');
  const before = await counts(page);
  await button(page, 'New').tap();
  await expect(board(page)).toHaveAttribute('data-ply', '0');
  await expect(status(page)).toContainText('Undo brings back the game you left');
  await expect(button(page, 'Undo')).toBeEnabled();
  await button(page, 'Undo').tap();
  await expect(board(page)).toHaveAttribute('data-ply', '2');
  await expect(status(page)).toContainText('The game you left is back');
  expect(await counts(page)).toEqual(before);
  // Once a move is played in the new game, the old one is let go.
  await button(page, 'New').tap();
  await play(page, 'S2');
  await button(page, 'Undo').tap();
  await expect(board(page)).toHaveAttribute('data-ply', '0');
  await expect(button(page, 'Undo')).toBeDisabled();
});

test('the status follows the animation: what the move did as it happens, the turn once the stones settle', { tag: '@phone' }, async ({ page }, info) => {
  await openGame(page, 'kalah');
  // Red's tray 1 sows four stones, and Green is to move after it.
  await page.locator('[data-pit="S1"]').tap();
  const seen = await page.evaluate(() => {
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
    return {
      animating: document.querySelector('svg.board')?.getAttribute('data-animating'),
      happened: text('.status .happened'),
      hidden: document.querySelector('.status .happened')?.getAttribute('aria-hidden'),
      turn: text('.status .turn'),
      southMoving: !!document.querySelector('.player-bar.south.moving'),
      agree: document.querySelectorAll('.agree').length,
    };
  });
  expect(seen.animating).toBe('true');
  expect(seen.happened).toContain('Red sows 4 stones from tray 1');
  expect(seen.happened.endsWith('…')).toBe(true);
  // Not read out while it plays; whose turn it is waits.
  expect(seen.hidden).toBe('true');
  expect(seen.turn).toBe('');
  expect(seen.southMoving).toBe(true);
  // Nobody is offered to resign for a turn not yet theirs.
  expect(seen.agree).toBe(0);
  await shot(page, 'status-while-sowing', info.project.name);
  // Once the stones settle: the move in one sentence, read out, and Green's turn.
  await expect(page.locator('svg.board')).not.toHaveAttribute('data-animating', 'true', { timeout: 10_000 });
  await expect(status(page)).toContainText('Green to move');
  await expect(page.locator('.status .happened')).not.toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('.player-bar.north.moving')).toHaveCount(1);
});

test('two people can resign, or agree a draw, and Undo takes it back', { tag: '@phone' }, async ({ page }, info) => {
  await animationsOff(page);
  await openGame(page, 'kalah');
  // Nothing to resign before a move.
  await expect(button(page, 'Red resigns')).toHaveCount(0);
  await play(page, 'S1');
  await button(page, 'More').tap();
  await button(page, 'Green resigns').tap();
  const card = page.locator('[data-result]');
  await expect(card).toHaveAttribute('data-result', 'decided');
  await expect(card.locator('.result-headline')).toHaveText('Green resigned: Red wins');
  await expect(page.locator('.pit.legal')).toHaveCount(0);
  await shot(page, 'end-resigned', info.project.name);
  await button(page, 'Undo').tap();
  await expect(card).toHaveCount(0);
  await expect(status(page)).toContainText('the game goes on, Green to move');

  // A draw offered asks the other player, whose answer takes New's place; declined, the
  // game goes on.
  await button(page, 'More').tap();
  await button(page, 'Offer a draw').tap();
  await expect(status(page)).toContainText('Green offers a draw: Red, accept it or decline it');
  await expect(button(page, 'New')).toHaveCount(0);
  await button(page, 'Decline').tap();
  await expect(status(page)).toContainText('Red declined the draw: Green to move');
  await expect(button(page, 'New')).toBeVisible();
  await button(page, 'More').tap();
  await button(page, 'Offer a draw').tap();
  await button(page, 'Accept the draw').tap();
  await expect(card).toHaveAttribute('data-result', 'drawn');
  await expect(card.locator('.result-headline')).toHaveText('The players agreed a draw');
  // Saved with the game.
  await page.reload();
  await expect(card).toHaveAttribute('data-result', 'drawn');
});

test('on a phone the result and the controls stay on the screen', { tag: '@phone' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a phone\'s size');
  await animationsOff(page);
  await seedAgainstEasy(page, MOVES);
  await page.goto('./#/kalah');
  await play(page, 'S1');
  await expect(page.locator('[data-result]')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-rematch]')).toBeInViewport({ ratio: 1 });
  await expect(button(page, 'New')).toBeInViewport({ ratio: 1 });
  await shot(page, 'end-result-phone', info.project.name);
});
