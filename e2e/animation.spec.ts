// Every move played is shown stone by stone (issue 10): the board carries
// data-animating="true" meanwhile, data-count always gives the counts after the move, the
// counts drawn follow the steps, a tap ends the showing (a tap on a pit then plays), and
// the speed is a choice of the More page, Off when the system asks for reduced motion.
// Every frame drawn is recorded for an Oware relay and a Calcala bounce, and checked against
// the path the rules give.
import { expect, test, type Page } from './fixtures';
import { appReady, counts, engineCounts, openGame, ply, replay, shot } from './helpers';

const board = (page: Page) => page.locator('svg.board');
type Frame = { at: string | null; hand: number; counts: Record<string, number> };

/** The counts drawn on the board (what a player reads), by pit, and the stones in hand. */
async function snapshot(page: Page): Promise<{ pits: Record<string, number>; hand: number }> {
  return page.evaluate(() => ({
    pits: Object.fromEntries(
      [...document.querySelectorAll('[data-pit]')].map((e) => [e.getAttribute('data-pit'), Number(e.querySelector('.count-text')!.textContent)]),
    ),
    hand: [...document.querySelectorAll('.hand-badge text')].reduce((a, t) => a + Number(t.textContent), 0),
  }));
}

async function drawn(page: Page): Promise<Record<string, number>> {
  return (await snapshot(page)).pits;
}

/** Moves shown at the slowest speed (set before the page loads). */
async function showSlowly(page: Page) {
  await page.addInitScript(() => localStorage.setItem('mancala.speed', 'slow'));
}

test.describe('sowing animation', () => {
  test('a move is shown stone by stone, with every count right, then the board stands still', { tag: '@one-size' }, async ({ page }, info) => {
    await showSlowly(page);
    await openGame(page, 'oware');
    const stones = Object.values(await counts(page)).reduce((a, b) => a + b, 0);
    await page.locator('[data-pit="S3"]').tap();
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
    // The truth is there at once for every check; the drawing catches up step by step.
    expect(await ply(page)).toBe(1);
    const after = await counts(page);
    expect(after).toEqual(engineCounts(replay('oware', {}, ['3'])));
    const seen: Record<string, number>[] = [];
    while ((await board(page).getAttribute('data-animating')) === 'true') {
      const { pits: now, hand } = await snapshot(page);
      // Every stone is on the board or in the hand: none appears or vanishes.
      expect(Object.values(now).reduce((a, b) => a + b, 0) + hand).toBe(stones);
      seen.push(now);
      if (seen.length === 2) await shot(page, 'oware-sowing', info.project.name);
      await page.waitForTimeout(60);
    }
    expect(seen.length).toBeGreaterThan(2);
    expect(seen[0]['S3']).toBe(0); // picked up first
    expect(seen[0]).not.toEqual(after); // and sown after
    expect(await drawn(page)).toEqual(after);
    await expect(page.locator('.hand-badge')).toHaveCount(0);
  });

  test('the hand glides from pit to pit, one element moved by a transform, and rests over the pit', async ({ page }) => {
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.locator('[data-setting="speed"] [data-choice="slow"]').tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.locator('[data-pit="S2"]').tap();
    await expect(page.locator('.hand-badge')).toHaveCount(1);
    // Every animation frame of the browser until the move has been shown: the hand element
    // (marked, to see it is the same one), where its transform puts it, what animates it,
    // and whether it then rests over the pit the board rings as the hand's.
    const seen = await page.evaluate(
      () =>
        new Promise<{ same: boolean; xs: number[]; transitions: string[]; resting: boolean[] }>((done) => {
          const first = document.querySelector('.hand-badge') as SVGGElement & { mark?: boolean };
          first.mark = true;
          const seen = { same: true, xs: [] as number[], transitions: [] as string[], resting: [] as boolean[] };
          const look = () => {
            const hand = document.querySelector('.hand-badge') as (SVGGElement & { mark?: boolean }) | null;
            if (!document.querySelector('svg.board[data-animating]') || !hand) return done(seen);
            seen.same &&= hand.mark === true;
            seen.xs.push(new DOMMatrix(getComputedStyle(hand).transform).e);
            const moving = hand.getAnimations();
            seen.transitions.push(...moving.map((a) => (a as CSSTransition).transitionProperty));
            if (moving.length === 0) {
              const tray = document.querySelector('.pit.hand .tray')!.getBoundingClientRect();
              const badge = hand.querySelector('rect')!.getBoundingClientRect();
              const [x, y] = [badge.x + badge.width / 2, badge.y + badge.height / 2];
              seen.resting.push(x > tray.left && x < tray.right && y > tray.top && y < tray.bottom);
            }
            requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
    );
    expect(seen.same).toBe(true);
    expect(seen.transitions).toContain('transform');
    // It passes through places between the pits, not only the pits themselves.
    const places = new Set(seen.xs.map((x) => Math.round(x)));
    expect(places.size).toBeGreaterThan(6);
    expect(seen.resting.length).toBeGreaterThan(0);
    expect(seen.resting.every(Boolean)).toBe(true);
    // Once shown, the hand is gone and nothing animates.
    await expect(page.locator('.hand-badge')).toHaveCount(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('a tap on a pit during the showing finishes it and plays; a tap elsewhere only finishes', async ({ page }) => {
    // Slow, so that a loaded machine still taps while the move is being shown.
    await showSlowly(page);
    await openGame(page, 'kalah');
    // S3's last stone lands in Red's Mancala: Red moves again.
    await page.locator('[data-pit="S3"]').tap();
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
    await page.locator('[data-pit="S1"]').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
    // The second move is being shown; a tap on the board's frame ends it at once.
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
    await board(page).tap({ position: { x: 6, y: 6 } });
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
    expect(await ply(page)).toBe(2);
    expect(await drawn(page)).toEqual(await counts(page));
    await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    // Undo and redo are not animated.
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
  });

  test('the Skip button beside what happened ends the showing at once, and only it', async ({ page }) => {
    await showSlowly(page);
    await openGame(page, 'oware');
    await page.locator('[data-pit="S3"]').tap();
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
    const skip = page.getByRole('button', { name: 'Skip', exact: true });
    await expect(skip).toBeVisible();
    // The button is beside the live region, which reads out only the game's news.
    await expect(page.getByRole('status')).not.toContainText('Skip');
    // The status's panel: what it says changes when the stones settle, its room does not.
    const status = await page.locator('.status').boundingBox();
    const box = (await skip.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await skip.tap();
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
    await expect(skip).toHaveCount(0);
    // It stood inside the status line: nothing on the page moves as it goes.
    expect(await page.locator('.status').boundingBox()).toEqual(status);
    expect(await ply(page)).toBe(1);
    expect(await drawn(page)).toEqual(engineCounts(replay('oware', {}, ['3'])));
  });

  test('the speed is chosen on the More page and kept; Off shows moves at once', { tag: '@one-size' }, async ({ page }, info) => {
    await openGame(page, 'awari');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    const speed = page.locator('[data-setting="speed"]');
    await expect(speed.locator('[data-choice="normal"] input')).toBeChecked();
    await speed.locator('[data-choice="off"]').tap();
    await expect(speed.locator('[data-choice="off"] input')).toBeChecked();
    await shot(page, 'options-speed', info.project.name);
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.locator('[data-pit="S2"]').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
    // Kept on this device, for every game.
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(page.locator('[data-setting="speed"] [data-choice="off"] input')).toBeChecked();
    await page.locator('[data-setting="speed"] [data-choice="slow"]').tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.locator('[data-pit="S1"]').tap();
    await expect(board(page)).toHaveAttribute('data-animating', 'true');
  });

  test('a system that asks for reduced motion gets moves shown at once', { tag: '@one-size' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGame(page, 'kalah');
    await page.locator('[data-pit="S2"]').tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(board(page)).not.toHaveAttribute('data-animating', 'true');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(page.locator('[data-setting="speed"] [data-choice="off"] input')).toBeChecked();
  });
});

test('Calcala: a sowing is shown pit by pit, wraps and relays included, and a tap ends it', { tag: '@one-size' }, async ({ page }) => {
  await showSlowly(page);
  await openGame(page, 'calcala');
  const grid = page.locator('svg.grid');
  const stones = (await page.locator('[data-pit]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))))).reduce(
    (a, b) => a + b,
    0,
  );
  // E1 towards the east wraps round to A1 and relays.
  await page.locator('[data-pit="E1"]').tap();
  await page.locator('button[data-dir="E"]').tap();
  await expect(grid).toHaveAttribute('data-animating', 'true');
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  const seen = [];
  while ((await grid.getAttribute('data-animating')) === 'true') {
    const now = await page.evaluate(() => ({
      pits: [...document.querySelectorAll('[data-pit]')].map((e) => Number(e.querySelector('.cell-count')!.textContent)),
      piles: [...document.querySelectorAll('.pile-count')].map((e) => Number(e.textContent)),
      hand: [...document.querySelectorAll('.hand-badge text')].reduce((a, t) => a + Number(t.textContent), 0),
    }));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(now.pits) + sum(now.piles) + now.hand).toBe(stones);
    seen.push(now);
    await page.waitForTimeout(50);
  }
  expect(seen.length).toBeGreaterThan(2);
  const drawnPits = await page.locator('[data-pit]').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-count')), Number(e.querySelector('.cell-count')!.textContent)]),
  );
  for (const [truth, shown] of drawnPits) expect(shown).toBe(truth);
  // The next player's move: a tap on the grid during its showing ends it at once.
  const pit = page.locator('.pit.legal').first();
  await pit.tap();
  await page.locator('button[data-dir]').first().tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '2');
  await expect(grid).toHaveAttribute('data-animating', 'true');
  await grid.tap({ position: { x: 4, y: 4 } });
  await expect(grid).not.toHaveAttribute('data-animating', 'true');
});

test('Roocala: a sowing is shown cell by cell, with every checker accounted for', { tag: '@one-size' }, async ({ page }, info) => {
  // Slowly: a short sowing's few frames, each long enough to be seen by the checks below.
  await showSlowly(page);
  await openGame(page, 'roocala-square');
  const board = page.locator('svg.roocala-board');
  const drawn = () =>
    page.evaluate(() => ({
      cells: [...document.querySelectorAll('[data-cell]')].map((e) => Number(e.querySelector('.cell-count')?.textContent ?? 0)),
      points: [...document.querySelectorAll('.pile-count')].map((e) => Number(e.textContent)),
      hand: [...document.querySelectorAll('.hand-badge text')].reduce((a, t) => a + Number(t.textContent), 0),
    }));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const start = await drawn();
  const total = sum(start.cells) + sum(start.points);
  await page.locator('[data-cell="b1"]').tap();
  await page.locator('button[data-move="b1:N"]').tap();
  await expect(board).toHaveAttribute('data-animating', 'true');
  let frames = 0;
  while ((await board.getAttribute('data-animating')) === 'true') {
    const now = await drawn();
    expect(sum(now.cells) + sum(now.points) + now.hand).toBe(total);
    if (++frames === 2) await shot(page, 'roocala-sowing', info.project.name);
    await page.waitForTimeout(50);
  }
  expect(frames).toBeGreaterThan(1);
  const cells = await page.locator('[data-cell]').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-checkers')), Number(e.querySelector('.cell-count')?.textContent ?? 0)]),
  );
  for (const [truth, shown] of cells) expect(shown).toBe(truth);
});

/** Records every moment the board draws from now on (a MutationObserver: no moment missed,
 *  whatever the machine's speed): where the hand is, what it holds, and the counts drawn. */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: Frame[] = [];
    (window as any).recorded = frames;
    const board = document.querySelector('svg.board, svg.grid')!;
    new MutationObserver(() => {
      const frame = {
        at: board.querySelector('.pit.hand')?.getAttribute('data-pit') ?? null,
        hand: Number(board.querySelector('.hand-badge text')?.textContent ?? 0),
        counts: Object.fromEntries(
          [...board.querySelectorAll('[data-pit]')].map((e) => [
            e.getAttribute('data-pit'),
            Number(e.querySelector('.count-text, .cell-count')!.textContent),
          ]),
        ),
      };
      const last = frames[frames.length - 1];
      if (!last || JSON.stringify(last) !== JSON.stringify(frame)) frames.push(frame);
    }).observe(board, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function recorded(page: Page) {
  await expect(page.locator('[data-animating]')).toHaveCount(0, { timeout: 20_000 });
  return page.evaluate(() => (window as any).recorded as Frame[]);
}

test('an Oware relay is shown mid-flight: the last pit sown is picked up and sown on', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'oware');
  await recordFrames(page);
  // S3's 4 seeds end in N1, which held 4: its 5 are picked up and sown on from there.
  await page.locator('[data-pit="S3"]').tap();
  const frames = await recorded(page);
  const total = (f: Frame) => Object.values(f.counts).reduce((a, b) => a + b, 0) + f.hand;
  for (const frame of frames) expect(total(frame)).toBe(48);
  // The last seed of the first lap falls in N1 (5 there, the hand empty), then N1's 5 are
  // in the hand and N1 is drawn empty: the relay, seen, not jumped over.
  const fell = frames.findIndex((f) => f.at === 'N1' && f.hand === 0 && f.counts['N1'] === 5);
  expect(fell).toBeGreaterThan(0);
  expect(frames[fell + 1]).toMatchObject({ at: 'N1', hand: 5 });
  expect(frames[fell + 1].counts['N1']).toBe(0);
  expect(frames[fell + 2]).toMatchObject({ at: 'N2', hand: 4 });
  // Every lap after it too: the hand fills again away from S3 four times in this move.
  const pickups = frames.filter((f, i) => i > 0 && f.at !== 'S3' && f.hand > 0 && frames[i - 1].hand === 0);
  expect(pickups.map((f) => f.at)).toEqual(['N1', 'N6', 'S5', 'N5']);
  expect(frames.length).toBeGreaterThan(30);
});

test('a Calcala bounce is shown mid-flight: the hand turns at the edge', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'calcala');
  await recordFrames(page);
  // D5 south-east: E6 on the bottom edge turns the sowing north-east, to F5, which relays.
  await page.locator('[data-pit="D5"]').tap();
  await page.locator('button[data-dir="SE"]').tap();
  const frames = await recorded(page);
  const path = frames.map((f) => f.at).filter((at, i, all) => at && at !== all[i - 1]);
  // South-east to E6 on the bottom edge, turned north-east to F5 (the last stone of the
  // lap: F5's 3 are picked up), turned again at the right edge north-west to E4, D3, C2.
  expect(path.slice(0, 7)).toEqual(['D5', 'E6', 'F5', 'E4', 'D3', 'C2', 'B1']);
  const relay = frames.findIndex((f) => f.at === 'F5' && f.hand === 3);
  expect(relay).toBeGreaterThan(0);
  expect(frames[relay - 1]).toMatchObject({ at: 'F5', hand: 0 });
  expect(frames[relay].counts['F5']).toBe(0);
});

type Flight = { stones: string; at: string | null; from: number[]; to: number[] };

/** Records every badge of carried stones that flies from now on (src/ui/motion.rs): how
 *  many it shows, the pit the hand was over, and where its flight starts and ends. */
async function recordFlights(page: Page) {
  await expect(page.locator('main.game-page')).toBeVisible();
  await page.evaluate(() => {
    const flights: Flight[] = [];
    (window as any).flights = flights;
    const point = (transform: string) => transform.match(/translate\(([-\d.]+)px, ?([-\d.]+)px\)/)!.slice(1).map(Number);
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLElement) || !node.classList.contains('carried')) continue;
        const keyframes = (node.getAnimations()[0].effect as KeyframeEffect).getKeyframes();
        flights.push({
          stones: node.textContent!,
          at: document.querySelector('.pit.hand')?.getAttribute('data-pit') ?? null,
          from: point(keyframes[0].transform as string),
          to: point(keyframes[keyframes.length - 1].transform as string),
        });
      }
    }).observe(document.body, { childList: true });
  });
}

/** The flights recorded, once the move has been shown and every flight has landed. */
async function flights(page: Page): Promise<Flight[]> {
  await expect(page.locator('[data-animating]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.carried')).toHaveCount(0);
  // A flight or a slide begun in the last frame lands a moment after the showing ends.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  return page.evaluate(() => (window as any).flights as Flight[]);
}

/** The centre of the first element `selector` finds, on the screen. */
async function centre(page: Page, selector: string): Promise<number[]> {
  const box = (await page.locator(selector).first().boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

function expectNear(actual: number[], expected: number[], within = 2) {
  expect(Math.hypot(actual[0] - expected[0], actual[1] - expected[1])).toBeLessThan(within);
}

test('captured stones fly from their pit to the store, and Oware fours to their owner', async ({ page }) => {
  // Red's 1 from tray 1 ends in the empty tray 2: the 6 opposite, then its own 1, go to
  // Red's Mancala, each from its tray to the Mancala's count.
  await page.goto('./#/kalah?moves=1.1.2.3.3');
  await recordFlights(page);
  await page.locator('[data-pit="S1"]').tap();
  const kalah = await flights(page);
  expect(kalah.map((f) => [f.stones, f.at])).toEqual([['6', 'N5'], ['1', 'S2']]);
  for (const f of kalah) {
    expectNear(f.from, await centre(page, `[data-pit="${f.at}"]`));
    expectNear(f.to, await centre(page, '[data-pit="S-store"] .count'));
  }
  // Player 2's relay makes fours on both sides, and each goes to its side's owner as it
  // forms: Player 1's from cup 1 to Player 1's home, Player 2's two to Player 2's.
  await page.goto('./#/oware?moves=3.6.1.1.6');
  await recordFlights(page);
  await page.locator('[data-pit="N3"]').tap();
  const oware = await flights(page);
  expect(oware.map((f) => [f.stones, f.at])).toEqual([['4', 'S1'], ['4', 'N2'], ['4', 'N5']]);
  for (const f of oware) {
    expectNear(f.from, await centre(page, `[data-pit="${f.at}"]`));
    expectNear(f.to, await centre(page, `[data-pit="${f.at![0]}-store"] .count`));
  }
});

test('Calcala: captured stones fly to the mover\'s pile; none fly with the speed Off', async ({ page }) => {
  await openGame(page, 'calcala');
  await recordFlights(page);
  await page.locator('[data-pit="A1"]').tap();
  await page.locator('button[data-dir="E"]').tap();
  const calcala = await flights(page);
  expect(calcala.map((f) => [f.stones, f.at])).toEqual([['3', 'D1']]);
  expectNear(calcala[0].from, await centre(page, '[data-pit="D1"]'));
  expectNear(calcala[0].to, await centre(page, '.pile[data-player="p1"] .pile-count'));
  // Moves shown at once carry nothing anywhere.
  await page.getByRole('button', { name: 'Undo', exact: true }).tap();
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.locator('[data-setting="speed"] [data-choice="off"]').tap();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await recordFlights(page);
  await page.locator('[data-pit="A1"]').tap();
  await page.locator('button[data-dir="E"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  expect(await flights(page)).toEqual([]);
});

test('Roocala: a rook that moves slides from its cell to the next, and captured checkers fly to the points', async ({ page }) => {
  await page.goto('./roocala-square/');
  await expect(page.locator('svg.roocala-board')).toBeVisible();
  await appReady(page);
  // Every animation the app starts on a rook (src/ui/motion.rs calls Element.animate()),
  // recorded as it is asked for: the cell the rook is drawn in, and the offset it starts at.
  await page.evaluate(() => {
    const slides: { cell: string; by: number[] }[] = [];
    (window as any).slides = slides;
    const board = document.querySelector('svg.roocala-board') as SVGSVGElement;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes: any, options: any) {
      if (this.classList.contains('rook-piece')) {
        const by = String(keyframes[0].transform).match(/translate\(([-\d.]+)px, ?([-\d.]+)px\)/)!.slice(1).map(Number);
        // In the board's units: on the screen, as many pixels as the board is scaled.
        const scale = board.getScreenCTM()!.a;
        slides.push({ cell: this.closest('[data-cell]')!.getAttribute('data-cell')!, by: by.map((v) => v * scale) });
      }
      return animate.call(this, keyframes, options);
    };
  });
  // South's rook goes from e2 to f2: drawn on f2, it starts from e2.
  await page.locator('[data-cell="e2"]').tap();
  await page.locator('button[data-move="e2-f2"]').tap();
  await expect(page.locator('[data-animating]')).toHaveCount(0);
  const slides = await page.evaluate(() => (window as any).slides as { cell: string; by: number[] }[]);
  expect(slides.map((s) => s.cell)).toEqual(['f2']);
  const [e2, f2] = [await centre(page, '[data-cell="e2"] .cell-shape'), await centre(page, '[data-cell="f2"] .cell-shape')];
  // (Measured as the move is drawn, when the list of moves offered has just closed: the
  // board may settle a pixel or two after.)
  expectNear(slides[0].by, [e2[0] - f2[0], e2[1] - f2[1]], 5);
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  // Checkers captured by a sowing fly to the mover's points.
  await page.goto('./roocala-square/#/roocala-square?moves=e2-f2.e5-f5.b2-b1.b5-b6.b1+.f5+.e1+.b6+');
  await recordFlights(page);
  await page.locator('[data-cell="f2"]').tap();
  await page.locator('button[data-move="f2+"]').tap();
  const roocala = await flights(page);
  expect(roocala.map((f) => f.stones)).toEqual(['3']);
  expectNear(roocala[0].to, await centre(page, '.pile[data-side="south"] .pile-count'));
});
