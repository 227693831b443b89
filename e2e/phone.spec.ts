// Phones: held upright (360x640, 390x844) and on their side (844x390), every game fits the
// screen with targets a thumb can hit (44x44 CSS px, measured from their boxes), counts
// readable, no sideways scrolling and no header, bar or button broken over lines; and a
// whole game of every game is played by tapping and agrees with the engine.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { GAMES, TWO_ROW } from './games';
import { animationsOff, counts, engineCounts, openGame, replay, shot, status } from './helpers';

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];
const THUMB = 44;

/** Mid-game positions of every game (the benchmark's): a board with stones everywhere. */
const positions = JSON.parse(readFileSync('bench/positions.json', 'utf8'));

/** Opens `game` at its benchmark position, as a saved game restored on load. */
async function openMidGame(page: Page, game: string) {
  const { options, moves } = positions[game];
  const text = JSON.stringify({ version: 1, game: { game, options, moves }, next_options: options });
  await page.addInitScript(({ key, text }) => localStorage.setItem(key, text), { key: `mancala.${game}`, text });
  // The game's own page, which loads its board kind's build of the app.
  await page.goto(`./${game}/`);
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', String(moves.length));
}

/** What does not fit: targets under 44x44, text cut off, and the page's sideways overflow. */
async function misfits(page: Page) {
  return page.evaluate((thumb) => {
    const shown = (e: Element) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const name = (e: Element) =>
      e.closest('[data-pit]')?.getAttribute('data-pit') ??
      e.closest('[data-cell]')?.getAttribute('data-cell') ??
      (e.getAttribute('aria-label') || e.textContent?.trim() || e.tagName);
    const small = [...document.querySelectorAll('.key, button, a.my-game')]
      .filter(shown)
      .map((e) => ({ e, box: e.getBoundingClientRect() }))
      .filter(({ box }) => box.width < thumb - 0.5 || box.height < thumb - 0.5)
      .map(({ e, box }) => `${name(e)}: ${Math.round(box.width)}x${Math.round(box.height)}`);
    // Text that does not fit its box (nothing may wrap: these are laid out on one line).
    const cut = [...document.querySelectorAll('.topbar h1, .player-bar, .pile, .controls button, .topbar button')]
      .filter(shown)
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.className}: ${e.textContent?.trim()}`);
    return { small, cut, overflow: document.documentElement.scrollWidth - innerWidth };
  }, THUMB);
}

/** The height in CSS px of the smallest count drawn on a two-row board. */
async function smallestCount(page: Page) {
  return page.locator('.count-text').evaluateAll((els) =>
    Math.min(
      ...els.map((e) => {
        const m = (e as SVGGraphicsElement).getScreenCTM()!;
        const scale = Math.hypot(m.a, m.b);
        return parseFloat(getComputedStyle(e).fontSize) * scale;
      }),
    ),
  );
}

async function expectFits(page: Page) {
  const { small, cut, overflow } = await misfits(page);
  expect(small, 'targets under 44x44').toEqual([]);
  expect(cut, 'text cut off').toEqual([]);
  expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0);
}

/** The game saved in the browser: its options and moves. */
async function savedGame(page: Page, game: string) {
  const text: string = await page.evaluate((key) => localStorage.getItem(key) ?? '', `mancala.${game}`);
  const [, record] = text.split('\n');
  // KEY=VALUE pairs joined by & (not a form's encoding: a + stays a +, as in `c3+`).
  const pairs = (record.split('?')[1] ?? '').split('&').filter(Boolean).map((p) => p.split('='));
  const options = Object.fromEntries(pairs.filter(([k]) => k !== 'moves'));
  const moves = pairs.find(([k]) => k === 'moves')?.[1].split('.') ?? [];
  return { options, moves };
}

for (const size of SIZES) {
  const label = `${size.width}x${size.height}`;
  test.describe(`phone ${label}`, { tag: "@phone" }, () => {
    test.use({ viewport: size });

    test('the start screen fits, and one tap starts a game against the computer', async ({ page }, info) => {
      await animationsOff(page);
      await page.goto('./');
      await expect(page.locator('[data-play="computer"]')).toHaveCount(GAMES.length);
      await expectFits(page);
      for (const choice of await page.locator('.opponent .choice').all()) {
        const box = (await choice.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(THUMB);
      }
      await shot(page, `home-${label}`, info.project.name);
      await page.locator('[data-setting="seat"] [data-choice="second"]').tap();
      await page.locator('[data-game-card="awari"] [data-play="computer"]').tap();
      await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'awari');
      await expect.poll(() => page.locator('main.game-page').getAttribute('data-ply'), { timeout: 10_000 }).toBe('1');
      await expectFits(page);
    });

    if (size.height > size.width) {
      test('upright, each store stands at its owner\'s end, beside their name', async ({ page }) => {
        await openGame(page, 'kalah');
        const box = (selector: string) =>
          page.locator(selector).first().evaluate((e) => {
            const r = e.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, middle: (r.top + r.bottom) / 2 };
          });
        const [green, red] = [await box('.player-bar.north'), await box('.player-bar.south')];
        const [greens, reds] = [await box('[data-pit="N-store"] .tray'), await box('[data-pit="S-store"] .tray')];
        // Green's bar above the board and Green's store at its top; Red's both at the bottom.
        expect(green.bottom).toBeLessThan(red.top);
        expect(greens.middle).toBeLessThan(reds.middle);
        const houses = await page.locator('.pit.house .tray').evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
        );
        expect(greens.bottom).toBeLessThanOrEqual(Math.min(...houses.map((h) => h.top)) + 1);
        expect(reds.top).toBeGreaterThanOrEqual(Math.max(...houses.map((h) => h.bottom)) - 1);
        expect(greens.top - green.bottom).toBeLessThan(reds.top - green.bottom);
        expect(red.top - reds.bottom).toBeLessThan(red.top - greens.bottom);
        // The rules' diagrams stand the same way.
        await page.getByRole('button', { name: 'Rules', exact: true }).tap();
        const rules = page.frameLocator('iframe.rules-frame');
        const diagram = rules.locator('figure.diagram svg:visible').first();
        await expect(diagram).toHaveClass(/upright/);
        const drawn = (await diagram.boundingBox())!;
        expect(drawn.height).toBeGreaterThan(drawn.width);
      });
    }

    for (const game of GAMES) {
      test(`${game} fits, with targets a thumb can hit`, async ({ page }, info) => {
        await openMidGame(page, game);
        await expectFits(page);
        if (TWO_ROW.includes(game)) expect(await smallestCount(page)).toBeGreaterThanOrEqual(16);
        await shot(page, `${game}-${label}`, info.project.name);
        // The choices after a first tap: Calcala's arrows, Roocala's offered moves.
        if (game === 'calcala') {
          await page.locator('.pit.legal .key').first().tap();
          await expect(page.locator('button[data-dir]').first()).toBeVisible();
        } else if (game.startsWith('roocala')) {
          await page.locator('.cell.legal .key').first().tap();
          await expect(page.locator('button[data-move]').first()).toBeVisible();
        }
        await expectFits(page);
        await shot(page, `${game}-${label}-chosen`, info.project.name);
        // The options page and the rules read without sideways scrolling.
        const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        await page.getByRole('button', { name: 'More', exact: true }).tap();
        await expect(page.locator('main.options-page')).toBeVisible();
        expect(await sideways()).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: 'Back', exact: true }).tap();
        await page.getByRole('button', { name: 'Rules', exact: true }).tap();
        const rules = page.frameLocator('iframe.rules-frame');
        await expect(rules.locator('figure.diagram').first()).toBeVisible();
        expect(await sideways()).toBeLessThanOrEqual(0);
        expect(await rules.locator('html').evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
        await shot(page, `${game}-${label}-rules`, info.project.name);
      });

      test(`${game}: a whole game played by tapping agrees with the engine`, async ({ page }, info) => {
        // Once, upright (e2e/layout.spec.ts checks whole games' layout at every size).
        test.skip(label !== '390x844', 'played once, at 390x844');
        test.setTimeout(300_000);
        await animationsOff(page);
        await openGame(page, game);
        const main = page.locator('main.game-page');
        for (let turn = 0; !(await main.getAttribute('class'))!.includes('game-over'); turn++) {
          expect(turn).toBeLessThan(1500);
          const before = Number(await main.getAttribute('data-ply'));
          // A pit's button is its outline, under its tray: the tap lands on the tray.
          const legal = page.locator('.legal .key');
          await legal.nth((turn * 7 + 2) % (await legal.count())).tap({ force: true });
          // A pit or cell chosen first offers its directions or moves.
          const choices = page.locator('button[data-dir], button[data-move]');
          if (!TWO_ROW.includes(game)) await choices.nth((turn * 3) % (await choices.count())).tap();
          await expect(main).toHaveAttribute('data-ply', String(before + 1));
          if (turn === 8) await expectFits(page);
        }
        await expect(status(page)).toContainText('Game over');
        const { options, moves } = await savedGame(page, game);
        const engine = replay(game, options, moves);
        expect(engine.outcome).not.toBeNull();
        if (TWO_ROW.includes(game)) {
          expect(await counts(page)).toEqual(engineCounts(engine));
        } else if (game === 'calcala') {
          expect(await counts(page)).toEqual(engine.pits);
        } else {
          const cells = await page.locator('[data-cell]').evaluateAll((els) =>
            Object.fromEntries(
              els.map((e) => [
                e.getAttribute('data-cell'),
                { checkers: Number(e.getAttribute('data-checkers')), rook: e.getAttribute('data-rook') || null },
              ]),
            ),
          );
          expect(cells).toEqual(engine.cells);
        }
        await expectFits(page);
        await shot(page, `${game}-${label}-game-over`, info.project.name);
      });
    }
  });
}
