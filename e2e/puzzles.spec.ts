// The Puzzles screen (issue 25): opened from a game's controls ([data-puzzles]) at
// #/GAME/puzzles, a position from the game's set (static/puzzles/GAME.txt, served by the
// coach's worker), judged on the first tap (the controls' data-puzzle: open, solved,
// failed), the answer and the line after it played move by move, the next puzzle,
// the streak and the count solved kept on the device across a reload, offline after a first
// visit, on a phone, and axe on the screen; Calcala's (a pit, then an arrow) as the
// others'. The answers are read from the shipped files,
// not written here.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { animationsOff, ply, shot, status } from './helpers';

type Puzzle = { record: string; answer: string; losses: [string, number][]; line: string[] };

/** The puzzles of a shipped set, in the file's order (the order the screen shows them). */
function puzzles(game: string): Puzzle[] {
  const text = readFileSync(`static/puzzles/${game}.txt`, 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [record, ...fields] = l.trim().split(' ');
      const field = (name: string) => fields.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';
      return {
        record,
        answer: field('answer'),
        // MOVE:STONES, where a Roocala move may hold a colon of its own (b2:E:4).
        losses: field('losses').split(',').map((p) => [p.slice(0, p.lastIndexOf(':')), Number(p.slice(p.lastIndexOf(':') + 1))] as [string, number]),
        line: field('line') ? field('line').split('.') : [],
      };
    });
}

const screen = (page: Page) => page.locator('[data-puzzle]');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The pit of house `house` of the side to move (the page's turn class says which). */
async function house(page: Page, house: string) {
  const south = await page.locator('main.game-page').evaluate((m) => m.classList.contains('turn-south'));
  return page.locator(`[data-pit="${south ? 'S' : 'N'}${house}"]`);
}

/** Waits for the puzzle `puzzle` (the `index`th of `count`) to be on the board. */
async function shows(page: Page, puzzle: Puzzle, index: number, count: number) {
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'open', { timeout: 20_000 });
  const moves = puzzle.record.split('moves=')[1].split('.').length;
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(moves));
  await expect(status(page)).toContainText(`Puzzle ${index} of ${count}. You play`);
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

test.beforeEach(async ({ page }) => animationsOff(page));

test('a Kalah puzzle solved, one failed, the line stepped through, and the progress kept', { tag: '@phone' }, async ({ page }, info) => {
  test.setTimeout(90_000);
  const set = puzzles('kalah');
  await page.goto('./#/kalah');
  await shot(page, 'game-with-puzzles-link', info.project.name);
  await page.locator('[data-puzzles]').tap();
  await expect(page).toHaveURL(/#\/kalah\/puzzles$/);
  await shows(page, set[0], 1, set.length);
  await axe(page);
  await shot(page, 'puzzle-open', info.project.name);

  // Solved: the answer is played at once, then the line after it, move by move.
  const start = await ply(page);
  await (await house(page, set[0].answer)).tap();
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'solved');
  await expect(status(page)).toContainText('Solved!');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(start + 1));
  for (const [i] of set[0].line.entries()) {
    await button(page, 'Next move').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(start + 2 + i));
  }
  await expect(button(page, 'Next move')).toHaveCount(0);
  await expect(page.locator('.puzzle-score')).toHaveText('Streak 1 · Solved 1');
  await shot(page, 'puzzle-solved', info.project.name);

  // Failed: a losing tap is judged, not played; the answer is marked, then shown.
  await button(page, 'Next puzzle').tap();
  await shows(page, set[1], 2, set.length);
  const [losing, loss] = set[1].losses[0];
  const before = await ply(page);
  await (await house(page, losing)).tap();
  // A first miss is not played and gets a second try, its loss said; a second is judged.
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'retry');
  await expect(status(page)).toContainText(`loses ${loss} stones`);
  await expect(status(page)).toContainText('Try once more');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before));
  await shot(page, 'puzzle-retry', info.project.name);
  const [again, lossAgain] = set[1].losses[1] ?? set[1].losses[0];
  await (await house(page, again)).tap();
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'failed');
  await expect(status(page)).toContainText(`loses ${lossAgain} stones`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before));
  await expect(await house(page, set[1].answer)).toHaveClass(/\bhint\b/);
  // Nobody's move is awaited now: no "Your move" on the bar.
  await expect(page.getByText('Your move')).toBeHidden();
  await axe(page);
  await shot(page, 'puzzle-failed', info.project.name);
  // The board waits once the puzzle is judged.
  await (await house(page, set[1].answer)).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before));
  await button(page, 'Show the answer').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
  await expect(page.locator('.puzzle-score')).toHaveText('Streak 0 · Solved 1');

  // A reload comes back to the Puzzles screen at the next puzzle, the count kept.
  await page.reload();
  await shows(page, set[2], 3, set.length);
  await expect(page.locator('.puzzle-score')).toHaveText('Streak 0 · Solved 1');
  // Play a game goes back to the game, which the puzzles left as it was.
  await page.getByRole('link', { name: 'Play a game' }).tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
  await expect(page.locator('[data-puzzles]')).toBeVisible();
});

/** The pit that holds the keyboard's focus, if any. */
function focusedPit(page: Page) {
  return page.evaluate(() => document.activeElement?.closest('[data-pit]')?.getAttribute('data-pit') ?? null);
}

test('an Oware puzzle, opened by its address, is solved from the keyboard', { tag: '@one-size' }, async ({ page }) => {
  const set = puzzles('oware');
  await page.goto('./#/oware/puzzles');
  await shows(page, set[0], 1, set.length);
  await expect(page).toHaveTitle('Oware puzzles · Mancala');
  // As on the boards in play: the arrow keys walk the focus from pit to pit, Enter plays.
  const answer = await (await house(page, set[0].answer)).getAttribute('data-pit');
  const row = answer![0];
  const start = answer === `${row}1` ? `${row}2` : `${row}1`;
  await page.locator(`[data-pit="${start}"] .key`).focus();
  const centre = (pit: string) => page.locator(`[data-pit="${pit}"] .key`).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 };
  });
  for (let step = 0; step < 8 && (await focusedPit(page)) !== answer; step++) {
    const [from, to] = [await centre((await focusedPit(page))!), await centre(answer!)];
    const [dx, dy] = [to.x - from.x, to.y - from.y];
    await page.keyboard.press(Math.abs(dx) > 10 ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  expect(await focusedPit(page)).toBe(answer);
  await page.keyboard.press('Enter');
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'solved');
  // The keyboard: Next puzzle takes Enter as any button does.
  await button(page, 'Next puzzle').focus();
  await page.keyboard.press('Enter');
  await shows(page, set[1], 2, set.length);
});

/** Plays or judges a Calcala move (`B3-SE`) as the board takes it: the pit, then its arrow. */
async function sow(page: Page, move: string) {
  const [from, dir] = move.split('-');
  await page.locator(`[data-pit="${from}"]`).tap();
  await page.locator(`button[data-dir="${dir}"]`).tap();
}

test('a Calcala puzzle solved and one failed, a pit then an arrow', async ({ page }, info) => {
  test.setTimeout(90_000);
  const set = puzzles('calcala');
  await page.goto('./calcala/');
  await shot(page, 'calcala-with-puzzles-link', info.project.name);
  await page.locator('[data-puzzles]').tap();
  await expect(page).toHaveURL(/#\/calcala\/puzzles$/);
  await shows(page, set[0], 1, set.length);
  await expect(status(page)).toContainText('each other loses at least 2 stones');
  await axe(page);
  await shot(page, 'calcala-puzzle-open', info.project.name);

  // Solved: the answer's pit and arrow, played at once; then the line, move by move.
  const start = await ply(page);
  await sow(page, set[0].answer);
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'solved');
  await expect(status(page)).toContainText('Solved!');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(start + 1));
  for (const [i] of set[0].line.entries()) {
    await button(page, 'Next move').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(start + 2 + i));
  }
  await expect(page.locator('.puzzle-score')).toHaveText('Streak 1 · Solved 1');
  await shot(page, 'calcala-puzzle-solved', info.project.name);

  // Failed: another move is judged, not played, and the answer's pit is marked.
  await button(page, 'Next puzzle').tap();
  await shows(page, set[1], 2, set.length);
  const [losing, loss] = set[1].losses[0];
  const before = await ply(page);
  await sow(page, losing);
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'retry');
  await expect(status(page)).toContainText(`loses ${loss} stones`);
  const [again, lossAgain] = set[1].losses[1] ?? set[1].losses[0];
  await sow(page, again);
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'failed');
  await expect(status(page)).toContainText(`loses ${lossAgain} stones`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before));
  await expect(page.locator('[data-pit].hint')).toHaveCount(1);
  expect(await page.locator('[data-pit].hint').getAttribute('data-pit')).toBe(set[1].answer.split('-')[0]);
  // The tapped pit is let go: no arrows while the board waits.
  await expect(page.locator('button[data-dir]')).toHaveCount(0);
  await axe(page);
  await shot(page, 'calcala-puzzle-failed', info.project.name);
  await button(page, 'Show the answer').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
  await expect(page.locator('.puzzle-score')).toHaveText('Streak 0 · Solved 1');
  // The progress is Calcala's own: Kalah's puzzles start at their first.
  await page.goto('./#/kalah/puzzles');
  await shows(page, puzzles('kalah')[0], 1, puzzles('kalah').length);
  await expect(page.locator('.puzzle-score')).toHaveText('Streak 0 · Solved 0');
});

test('a Calcala puzzle is solved from the keyboard: Enter on the pit, then on its arrow', { tag: '@one-size' }, async ({ page }) => {
  const set = puzzles('calcala');
  await page.goto('./calcala/#/calcala/puzzles');
  await shows(page, set[0], 1, set.length);
  const [from, dir] = set[0].answer.split('-');
  // As on the board in play: Enter on a pit hands the focus to its arrows.
  await page.locator(`[data-pit="${from}"] .key`).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-pit="${from}"]`)).toHaveClass(/selected/);
  await expect(page.locator('button[data-dir]').first()).toBeFocused();
  await expect(screen(page)).not.toHaveAttribute('data-puzzle', /solved|failed/);
  const arrow = page.locator(`button[data-dir="${dir}"]`);
  await expect(arrow).toHaveAccessibleName(/.+/);
  await arrow.focus();
  await page.keyboard.press('Enter');
  await expect(screen(page)).toHaveAttribute('data-puzzle', 'solved');
  await expect(page.locator('.puzzle-score')).toHaveText('Streak 1 · Solved 1');
});

/** Plays or judges a Roocala move (`b2:E`, `d2-d6`, `a3`) as the board takes it: the cell, then the move offered. */
async function roocalaMove(page: Page, move: string) {
  await page.locator(`[data-cell="${move.split(/[:+-]/)[0]}"]`).tap();
  await page.locator(`button[data-move="${move}"]`).tap();
}

for (const game of ['roocala-square', 'roocala-hex'] as const) {
  test(`a ${game} puzzle solved and one failed, a cell then its move`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const set = puzzles(game);
    await page.goto(`./${game}/`);
    await page.locator('[data-puzzles]').tap();
    await expect(page).toHaveURL(new RegExp(`#/${game}/puzzles$`));
    await shows(page, set[0], 1, set.length);
    await expect(status(page)).toContainText('each other loses at least 2 points');
    await axe(page);
    await shot(page, `${game}-puzzle-open`, info.project.name);

    const start = await ply(page);
    await roocalaMove(page, set[0].answer);
    await expect(screen(page)).toHaveAttribute('data-puzzle', 'solved');
    await expect(status(page)).toContainText('Solved!');
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(start + 1));
    await expect(page.locator('.puzzle-score')).toHaveText('Streak 1 · Solved 1');

    await button(page, 'Next puzzle').tap();
    await shows(page, set[1], 2, set.length);
    const [losing, loss] = set[1].losses[0];
    const before = await ply(page);
    await roocalaMove(page, losing);
    await expect(screen(page)).toHaveAttribute('data-puzzle', 'retry');
    await expect(status(page)).toContainText(`loses ${loss} points`);
    const [again, lossAgain] = set[1].losses[1] ?? set[1].losses[0];
    await roocalaMove(page, again);
    await expect(screen(page)).toHaveAttribute('data-puzzle', 'failed');
    await expect(status(page)).toContainText(`loses ${lossAgain} points`);
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before));
    await expect(page.locator('button[data-move]')).toHaveCount(0);
    await axe(page);
    await shot(page, `${game}-puzzle-failed`, info.project.name);
    await button(page, 'Show the answer').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(before + 1));
  });
}

test('the puzzles work offline after a first visit', { tag: '@one-size' }, async ({ page, context }, info) => {
  test.skip(info.project.name !== 'tablet-landscape', 'one size is enough');
  test.setTimeout(60_000);
  await page.goto('./');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
  await context.setOffline(true);
  const set = puzzles('ayo');
  await page.goto('./#/ayo/puzzles');
  // The start page's build opens Ayo's puzzles at Ayo's own page, offline too.
  await expect(page).toHaveURL(/\/ayo\/#\/ayo\/puzzles$/);
  await page.reload();
  await shows(page, set[0], 1, set.length);
  await context.setOffline(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  test('a puzzle fits and is solved', async ({ page }, info) => {
    test.skip(info.project.name !== 'tablet-portrait', 'one run at the phone size');
    const set = puzzles('awari');
    await page.goto('./#/awari');
    await page.locator('[data-puzzles]').tap();
    await shows(page, set[0], 1, set.length);
    await shot(page, 'phone-puzzle-open', info.project.name);
    await (await house(page, set[0].answer)).tap();
    await expect(screen(page)).toHaveAttribute('data-puzzle', 'solved');
    await shot(page, 'phone-puzzle-solved', info.project.name);
    await axe(page);
  });
});
