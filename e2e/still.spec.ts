// A board waiting for a tap must be still: anything that moves while two people think
// repaints the page and drains a tablet's battery. The bench measures the cost; this checks
// the rule itself, on every game, at rest and after a move: no animation is left running.
import { expect, test, type Page } from './fixtures';
import { BOARDS, GAMES, type Board } from './games';
import { openGame } from './helpers';

/** The page's animations and transitions still running (an endless one never ends). */
async function running(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty}`),
  );
}

async function still(page: Page) {
  await expect.poll(() => running(page), { timeout: 2_000 }).toEqual([]);
}

/** The taps that play a first move, on each kind of board. */
const FIRST_TAPS: Record<Board, string[]> = {
  'two-row': ['[data-pit="S3"]'],
  grid: ['[data-pit="C3"]', 'button[data-dir]'],
  cells: ['.cell.legal', 'button[data-move]'],
};

for (const game of GAMES) {
  const taps = FIRST_TAPS[BOARDS[game]];
  test(`${game}: nothing moves while the board waits for a tap`, { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, game);
    await still(page);
    for (const tap of taps) await page.locator(tap).first().tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    // The move is shown stone by stone, and then nothing moves.
    await expect(page.locator('[data-animating]')).toHaveCount(0, { timeout: 5_000 });
    await still(page);
  });
}
