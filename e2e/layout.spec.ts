// Every screen of a game fits, at the four sizes a game is played at (tablets either way
// up, phones either way up): through a whole game of each board kind, the status, the
// offered moves (Calcala's arrows, Roocala's list) and the controls are whole, inside the
// window and not cut by any box that scrolls or clips them, the page itself never scrolls,
// and the board keeps its size from the first move to the last.
//
// One whole game per board kind, played at one size; at the moments that matter (the start,
// each new longest status, a chosen pit or cell, the end, a review) the window takes each
// of the four sizes in turn and the page is checked at each.
import { expect, test, type Page } from './fixtures';
import { animationsOff, openGame, shot } from './helpers';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;
type Size = (typeof SIZES)[number];
const label = (s: Size) => `${s.width}x${s.height}`;

/** What must be seen whole: the status's lines, the offered moves, the controls, the
 *  header's buttons and the players' bars and piles. */
const WATCHED = [
  '.status',
  '[role=status] > *',
  '.status .skip',
  'button[data-dir]',
  'button[data-move]',
  '.controls > *',
  '.review-actions > *',
  '.eval-graph',
  '.topbar button',
  '.player-bar',
  '.pile',
].join(', ');

/** Everything watched that is cut: outside the window, or outside a box of its own that
 *  clips or scrolls (compared by their bounding boxes), and the page's own scrolling. */
function misfits(page: Page) {
  return page.evaluate((watched) => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollHeight > innerHeight + 1) out.push(`the page scrolls down: ${root.scrollHeight} in ${innerHeight}`);
    if (root.scrollWidth > innerWidth + 1) out.push(`the page scrolls sideways: ${root.scrollWidth} in ${innerWidth}`);
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}` +
      (e.getAttribute('data-dir') ?? e.getAttribute('data-move') ?? ` "${(e.textContent ?? '').trim().slice(0, 40)}"`);
    for (const e of document.querySelectorAll(watched)) {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (e.closest('.unseen')) continue;
      const outside = (r: { left: number; top: number; right: number; bottom: number }) =>
        box.left < r.left - 1 || box.top < r.top - 1 || box.right > r.right + 1 || box.bottom > r.bottom + 1;
      if (outside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })) {
        out.push(`${name(e)} is outside the window: ${Math.round(box.top)}..${Math.round(box.bottom)} of ${innerHeight}`);
        continue;
      }
      // Its own text cut off inside it, or spilling out of it over what follows.
      if (e.matches('.status') && e.scrollHeight > e.clientHeight + 1)
        out.push(`${name(e)} overflows: ${e.scrollHeight} in ${e.clientHeight}`);
      const panel = e.parentElement?.closest('.status');
      if (panel && outside(panel.getBoundingClientRect()))
        out.push(`${name(e)} spills out of the status: ${Math.round(box.bottom)} below ${Math.round(panel.getBoundingClientRect().bottom)}`);
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        const inner = {
          left: r.left + a.clientLeft,
          top: r.top + a.clientTop,
          right: r.left + a.clientLeft + a.clientWidth,
          bottom: r.top + a.clientTop + a.clientHeight,
        };
        if (outside(inner)) {
          out.push(`${name(e)} is cut by ${name(a)}: ${Math.round(box.top)}..${Math.round(box.bottom)} in ${Math.round(inner.top)}..${Math.round(inner.bottom)}`);
          break;
        }
      }
    }
    return out;
  }, WATCHED);
}

/** The board's drawn size. */
function boardSize(page: Page) {
  return page.locator('svg.board, svg.grid').first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return `${Math.round(r.width)}x${Math.round(r.height)}`;
  });
}

async function resize(page: Page, size: Size) {
  await page.setViewportSize(size);
  // Two frames: the resize heard (the orientation), then the page drawn again.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Checks the page at every size, and back at `home`; the board's size at each size is
 *  compared with the one first seen at that size when `sizes` is given. */
async function atEverySize(page: Page, moment: string, home: Size, sizes?: Map<string, string>) {
  for (const size of SIZES) {
    await resize(page, size);
    expect(await misfits(page), `${moment} at ${label(size)}`).toEqual([]);
    if (sizes) {
      const drawn = await boardSize(page);
      const first = sizes.get(label(size));
      if (first === undefined) sizes.set(label(size), drawn);
      else expect(drawn, `the board's size at ${label(size)}, ${moment}`).toBe(first);
    }
  }
  await resize(page, home);
}

const GAMES = [
  // The longest relays of the two-row games, and their result, on a phone held upright.
  { game: 'kalah', size: SIZES[2] },
  { game: 'calcala', size: SIZES[0] },
  { game: 'roocala-square', size: SIZES[0] },
  { game: 'roocala-hex', size: SIZES[2] },
];

for (const { game, size } of GAMES) {
  test(`${game}: every moment of a whole game fits at every size`, async ({ page }, info) => {
    // The spec sets its own sizes: once is enough.
    test.skip(info.project.name !== 'tablet-landscape', 'sizes set by the spec');
    test.setTimeout(240_000);
    await animationsOff(page);
    await page.setViewportSize(size);
    await openGame(page, game);
    const main = page.locator('main.game-page');
    const sizes = new Map<string, string>();
    await atEverySize(page, 'the start', size, sizes);
    let longest = 0;
    let choices = 0;
    for (let turn = 0; !(await main.getAttribute('class'))!.includes('game-over'); turn++) {
      expect(turn).toBeLessThan(1500);
      const before = Number(await main.getAttribute('data-ply'));
      const legal = page.locator('.legal .key');
      await legal.nth((turn * 7 + 2) % (await legal.count())).tap({ force: true });
      const offered = page.locator('button[data-dir], button[data-move]');
      const n = await offered.count();
      if (n > 0) {
        expect(await misfits(page), `a chosen pit or cell at move ${turn + 1}`).toEqual([]);
        // The most choices yet: looked at in every size.
        if (n > choices) {
          choices = n;
          await atEverySize(page, `${n} choices offered at move ${turn + 1}`, size, sizes);
        }
        await offered.nth((turn * 3) % n).tap();
      }
      await expect(main).toHaveAttribute('data-ply', String(before + 1));
      expect(await misfits(page), `after move ${turn + 1}`).toEqual([]);
      const said = ((await page.locator('.status').textContent()) ?? '').length;
      if (turn === 0) await atEverySize(page, 'after the first move', size, sizes);
      else if (said > longest + 10) {
        longest = said;
        await atEverySize(page, `the longest status yet (${said} characters) after move ${turn + 1}`, size, sizes);
      }
    }
    await atEverySize(page, 'the end', size, sizes);
    for (const s of SIZES) {
      await resize(page, s);
      await shot(page, `layout-${game}-${label(s)}-end`, info.project.name);
    }
    await resize(page, size);
    // A review of the first move, once the coach has judged it: the moment's verdict in the
    // status, the graph and the review's buttons, and the board the size it was in play.
    await page.locator('ol.moves [data-ply="1"]').tap();
    await expect(main).toHaveClass(/awaits-no-move/);
    await expect(page.locator('[data-review-words] .led')).toHaveCount(1, { timeout: 90_000 });
    await atEverySize(page, 'a review', size, sizes);
    await shot(page, `layout-${game}-review`, info.project.name);
  });
}
