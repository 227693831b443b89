// A board waiting for a tap must be still: anything that moves while two people think
// repaints the page and drains a tablet's battery. The bench measures the cost; this checks
// the rule itself, on every game, at rest and after a move: no animation is left running.
import { expect, test, type Page } from './fixtures';
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

const FIRST_TAPS: Record<string, string[]> = {
  kalah: ['[data-pit="S3"]'],
  awari: ['[data-pit="S3"]'],
  ayo: ['[data-pit="S3"]'],
  oware: ['[data-pit="S3"]'],
  calcala: ['[data-pit="C3"]', 'button[data-dir]'],
  'roocala-square': ['.cell.legal', 'button[data-move]'],
  'roocala-hex': ['.cell.legal', 'button[data-move]'],
};

for (const [game, taps] of Object.entries(FIRST_TAPS)) {
  test(`${game}: nothing moves while the board waits for a tap`, async ({ page }) => {
    await openGame(page, game);
    await still(page);
    for (const tap of taps) await page.locator(tap).first().tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    // The move is shown stone by stone, and then nothing moves.
    await expect(page.locator('[data-animating]')).toHaveCount(0, { timeout: 5_000 });
    await still(page);
  });
}
