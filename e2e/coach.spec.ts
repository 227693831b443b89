// The coach in the review (issue 25): each move of the list gets the coach's verdict
// (data-verdict, data-loss, data-best, data-exact) from its own worker, ply by ply; the
// evaluation graph draws a point per move judged and a tap on it shows that moment; the
// best move of the moment shown is marked on the board like a hint; leaving the review
// ends the coach's worker, and the verdicts stay for the next review.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { animationsOff, shot, status } from './helpers';

// A game of Kalah with 3 seeds a house (36 seeds), played by the Easy level: blunders,
// mistakes and best moves, and the Kalah solver proves every ply (exact) within seconds.
const OPTIONS = ['--opt', 'seeds=3'];
const MOVES = '4 1 4 1 6 2 1 2 4 4 6 5 6 2 3 3 5 5'.split(' ');
const LINK = `#/kalah?seeds=3&moves=${MOVES.join('.')}`;

type Line = { ply: number; move: string; best: string; loss: number; verdict: string; margin: number; exact: boolean };

/** `mancala analyse` on the same game, natively: the release build where there is one
 * (the analysis is a release-speed job), else the tool the other specs use. */
function analyse(): Line[] {
  const bin =
    process.env.MANCALA_RELEASE_BIN ??
    (existsSync('target/release/mancala') ? 'target/release/mancala' : process.env.MANCALA_BIN ?? 'target/debug/mancala');
  const out = execFileSync(bin, ['analyse', ...OPTIONS, 'kalah', ...MOVES], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return out.trim().split('\n').map((l) => JSON.parse(l));
}

const entry = (page: Page, ply: number) => page.locator(`ol.moves [data-ply="${ply}"]`);
const judged = (page: Page) => page.locator('ol.moves [data-verdict]');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The coach's workers the page starts, and those ended. */
function coachWorkers(page: Page) {
  const seen = { started: 0, closed: 0 };
  page.on('worker', (w) => {
    if (!w.url().includes('mancala-coach')) return;
    seen.started += 1;
    w.on('close', () => (seen.closed += 1));
  });
  return seen;
}

async function reviewed(page: Page) {
  await page.goto(`./${LINK}`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(MOVES.length));
  await entry(page, MOVES.length).tap();
  await expect(status(page).first()).toContainText(`Looking back at move ${MOVES.length}`);
  await expect(judged(page)).toHaveCount(MOVES.length, { timeout: 60_000 });
}

test.beforeEach(async ({ page }) => animationsOff(page));

test('the review judges every move as mancala analyse does, and graphs it', { tag: '@phone' }, async ({ page }, info) => {
  test.setTimeout(120_000);
  const workers = coachWorkers(page);
  const expected = analyse();
  expect(expected).toHaveLength(MOVES.length);
  await reviewed(page);
  expect(workers.started).toBe(1);

  for (const line of expected) {
    const li = entry(page, line.ply + 1);
    await expect(li).toHaveAttribute('data-verdict', line.verdict);
    await expect(li).toHaveAttribute('data-loss', String(line.loss));
    await expect(li).toHaveAttribute('data-exact', String(line.exact));
    if (line.loss > 0) await expect(li).toHaveAttribute('data-best', line.best);
    else expect(await li.getAttribute('data-best')).toBeNull();
    // A sign and its word, which is what a screen reader says.
    await expect(li.locator('.verdict')).toContainText(line.verdict, { ignoreCase: true });
  }
  // The late plies are proven by the solver.
  for (const ply of [MOVES.length - 3, MOVES.length - 2, MOVES.length - 1]) {
    await expect(entry(page, ply + 1)).toHaveAttribute('data-exact', 'true');
  }

  // The graph: a point per move judged, at the margin the tool gives.
  const graph = page.locator('[data-eval-graph]');
  await expect(graph).toBeVisible();
  const points = graph.locator('[data-point]');
  await expect(points).toHaveCount(MOVES.length);
  const margins = await points.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-margin'))));
  expect(margins).toEqual(expected.map((l) => l.margin));
  await shot(page, 'coach-review', info.project.name);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // A tap on the graph shows that moment, with the best move from it marked on the board.
  const ply = 9;
  await graph.locator(`rect[data-ply="${ply}"]`).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(ply));
  await expect(entry(page, ply)).toHaveClass(/shown/);
  const best = expected[ply].best;
  await expect(page.locator('.pit.hint')).toHaveCount(1);
  expect(await page.locator('.pit.hint').getAttribute('data-pit')).toMatch(new RegExp(`^[SN]${best}$`));

  // The graph's scale, and a mark on every mistake and blunder.
  await expect(graph.locator('.graph-scale')).toBeVisible();
  const slips = expected.filter((l) => l.verdict === 'mistake' || l.verdict === 'blunder');
  await expect(graph.locator('[data-mistake]')).toHaveCount(slips.length);

  // The review in words: a move that was not the best says so, with the better move, and
  // See the better move shows the moment before it, the best move ringed (.hint) and the
  // one played marked apart (.played).
  const slip = expected.find((l) => l.loss > 0 && l.ply > 0)!;
  await entry(page, slip.ply + 1).tap();
  // In the status, below the moment's number.
  const words = status(page).locator('[data-review-words] .led');
  await expect(words).toBeVisible();
  await expect(status(page)).toContainText(`Looking back at move ${slip.ply + 1}`);
  const said: Record<string, string> = { good: 'good', inaccuracy: 'an inaccuracy', mistake: 'a mistake', blunder: 'a blunder' };
  await expect(words).toContainText(`played ${slip.move}, ${said[slip.verdict]}`);
  await expect(words).toContainText(`${slip.best} was best`);
  await expect(entry(page, slip.ply + 1).locator('.verdict-word')).toBeVisible();
  await page.locator(`[data-review-actions] [data-mistake="${slip.ply + 1}"]`).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(slip.ply));
  expect(await page.locator('.pit.hint').getAttribute('data-pit')).toMatch(new RegExp(`^[SN]${slip.best}$`));
  await expect(page.locator('.pit.played')).toHaveCount(1);
  expect(await page.locator('.pit.played').getAttribute('data-pit')).toMatch(new RegExp(`^[SN]${slip.move}$`));
  await expect(page.locator('[data-review-words] .next')).toContainText(`played ${slip.move}`);
  await shot(page, 'coach-better-move', info.project.name);
});

test('leaving the review ends the analysis, and the verdicts stay for the next', { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(120_000);
  const workers = coachWorkers(page);
  // Kalah with 4 seeds a house: the first plies are searched, seconds each.
  await page.goto('./#/kalah?moves=3.1.6.1.5.4.6.2.6.5.3.4.1.3');
  await entry(page, 1).tap();
  await expect.poll(() => workers.started).toBe(1);
  await button(page, 'Back to game').tap();
  // The coach's worker is ended at once, its analysis unfinished.
  await expect.poll(() => workers.closed).toBe(1);
  await expect(judged(page)).toHaveCount(0);

  // A game judged in full: back to it and to the review again, nothing is asked anew.
  await reviewed(page);
  const started = workers.started;
  await button(page, 'Back to game').tap();
  await entry(page, 3).tap();
  await expect(judged(page)).toHaveCount(MOVES.length);
  // Try again at move 17 plays it again from after move 16: the 16 verdicts on the moves
  // kept stand.
  await entry(page, 17).tap();
  await button(page, 'Try again').tap();
  await entry(page, 16).tap();
  await expect(judged(page)).toHaveCount(16);
  await expect(page.locator('.coach-status')).toContainText('All 16 moves judged');
  expect(workers.started).toBe(started);
});

test('the evaluation bar is off until chosen, then shows the latest margin during play', { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(120_000);
  const expected = analyse();
  await page.goto(`./${LINK}`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(MOVES.length));
  const bar = page.locator('[data-eval-bar]');
  await expect(bar).toHaveCount(0);
  await button(page, 'More').tap();
  const setting = page.locator('[data-setting="bar"]');
  await expect(setting.locator('[data-choice="off"] input')).toBeChecked();
  await setting.locator('[data-choice="on"]').tap();
  await button(page, 'Back').tap();
  // The coach judges the game in its worker; the bar shows the margin after the last move.
  await expect(bar).toHaveAttribute('data-margin', String(expected[MOVES.length - 1].margin), { timeout: 60_000 });
  await expect(bar).toContainText(`After move ${MOVES.length}`);
  // No verdict in the list during play: they are the review's.
  await expect(judged(page)).toHaveCount(0);
  // Kept on this device.
  await page.reload();
  await expect(bar).toBeVisible();
});

/** `mancala analyse` of another game, as `analyse` does Kalah's. */
function analyseGame(game: string, options: string[], moves: string[]): Line[] {
  const bin =
    process.env.MANCALA_RELEASE_BIN ??
    (existsSync('target/release/mancala') ? 'target/release/mancala' : process.env.MANCALA_BIN ?? 'target/debug/mancala');
  const out = execFileSync(bin, ['analyse', ...options, game, ...moves], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return out.trim().split('\n').map((l) => JSON.parse(l));
}

// Calcala with three players: the mover's share of the captures given up, a line a player
// in the graph, and the best move's cell marked on the board in the review.
test('Calcala with three players: verdicts, a line a player, and the best move marked', async ({ page }) => {
  test.setTimeout(120_000);
  const moves = 'C4-NE C5-SE B3-W E4-NW F4-N C4-NW A2-S E5-NW D4-N'.split(' ');
  const expected = analyseGame('calcala', ['--opt', 'players=3'], moves);
  await page.goto(`./calcala/#/calcala?players=3&moves=${moves.join('.')}`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(moves.length));
  await entry(page, moves.length).tap();
  await expect(judged(page)).toHaveCount(moves.length, { timeout: 60_000 });
  for (const line of expected) {
    const li = entry(page, line.ply + 1);
    await expect(li).toHaveAttribute('data-verdict', line.verdict);
    await expect(li).toHaveAttribute('data-loss', String(line.loss));
    if (line.loss > 0) await expect(li).toHaveAttribute('data-best', line.best);
  }
  const graph = page.locator('[data-eval-graph]');
  await expect(graph.locator('polyline')).toHaveCount(3);
  await expect(graph.locator('figcaption .key')).toHaveCount(3);
  await expect(graph.locator('svg')).toHaveAttribute('aria-label', /share of the captures/);
  // The moment before a move that was not the best (a point of the graph): its best
  // move's cell is marked.
  const slip = expected.find((l) => l.loss > 0 && l.ply > 0)!;
  await graph.locator(`rect[data-ply="${slip.ply}"]`).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(slip.ply));
  // Its entry in the list comes into sight, though the list had scrolled to the newest.
  await expect(entry(page, slip.ply)).toBeInViewport();
  await expect(page.locator('[data-pit].hint')).toHaveCount(1);
  expect(await page.locator('[data-pit].hint').getAttribute('data-pit')).toBe(slip.best.split('-')[0]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

// Roocala: the same verdicts as the tool, and the best move's cell marked in the review.
test('Roocala: verdicts as mancala analyse gives them, and the best move marked', { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(150_000);
  const moves = 'b1:N a4:E a1 b5-b4 b2:N+ b3:S'.split(' ');
  const expected = analyseGame('roocala-square', [], moves);
  await page.goto(`./roocala-square/#/roocala-square?moves=${moves.join('.')}`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(moves.length));
  await entry(page, moves.length).tap();
  await expect(judged(page)).toHaveCount(moves.length, { timeout: 90_000 });
  for (const line of expected) {
    const li = entry(page, line.ply + 1);
    await expect(li).toHaveAttribute('data-verdict', line.verdict);
    await expect(li).toHaveAttribute('data-loss', String(line.loss));
  }
  await expect(page.locator('[data-eval-graph] polyline')).toHaveCount(1);
  // Every value the same as the tool's, not only the verdicts: the worker's search keys its
  // positions as the native one does, so the same node budget ends in the same margins.
  const margins = await page
    .locator('[data-eval-graph] [data-point]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-margin'))));
  expect(margins).toEqual(expected.map((l) => l.margin));
  // The moment before a move that was not the best: the best move's cell marked.
  const slip = expected.find((l) => l.loss > 0 && l.ply > 0)!;
  await entry(page, slip.ply).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(slip.ply));
  await expect(page.locator('[data-cell].hint')).toHaveCount(1);
  expect(await page.locator('[data-cell].hint').getAttribute('data-cell')).toBe(slip.best.match(/^[a-z]\d+/)![0]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the verdicts and the graph fit', { tag: '@one-size' }, async ({ page }, info) => {
    test.skip(info.project.name !== 'tablet-landscape', 'one phone size, once');
    test.setTimeout(120_000);
    await reviewed(page);
    const graph = page.locator('[data-eval-graph] svg');
    const box = (await graph.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(40);
    await shot(page, 'coach-review', 'phone');
  });
});

// Learn from your mistakes (issue 48): from the review, the board goes to the
// position before each of the players' mistakes and blunders and asks for a better move.
test('learn from your mistakes: a wrong try refused with its worth, then the best found', { tag: ['@one-size', '@phone'] }, async ({ page }, info) => {
  test.setTimeout(120_000);
  const expected = analyse();
  const slips = expected.filter((l) => l.verdict === 'mistake' || l.verdict === 'blunder');
  expect(slips.length).toBeGreaterThan(1);
  await page.goto(`./${LINK}`);
  // From the review (a finished game's result card offers it too).
  await entry(page, 1).tap();
  await page.locator('[data-learn]').tap();
  await expect(status(page)).toContainText(`Mistake 1 of ${slips.length}`, { timeout: 60_000 });
  const first = slips[0];
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(first.ply));
  // The best move is not given away before the tries.
  await expect(page.locator('.pit.hint')).toHaveCount(0);
  await shot(page, 'lesson-open', info.project.name);
  // The move played again: refused with its worth, and a second try.
  const pit = async (move: string) => {
    const mover = await page.locator('.pit.legal').first().getAttribute('data-pit');
    return page.locator(`[data-pit="${mover![0]}${move}"]`);
  };
  await (await pit(first.move)).tap();
  await expect(status(page)).toContainText(`${first.move} gives up ${first.loss} stones. Try once more.`, { timeout: 30_000 });
  await (await pit(first.best)).tap();
  await expect(status(page)).toContainText('Well found!', { timeout: 30_000 });
  await expect(page.locator('.pit.hint')).toHaveCount(1);
  await shot(page, 'lesson-found', info.project.name);
  // On to the next; the game itself is as it was.
  await page.getByRole('button', { name: 'Next mistake', exact: true }).tap();
  await expect(status(page)).toContainText(`Mistake 2 of ${slips.length}`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(slips[1].ply));
  await page.getByRole('button', { name: 'Show the answer', exact: true }).tap();
  await expect(page.locator('.pit.hint')).toHaveCount(1);
  await page.getByRole('button', { name: 'Back to game', exact: true }).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(MOVES.length));
});
