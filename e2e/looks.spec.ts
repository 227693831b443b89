// How the site looks and sounds (issue 49; docs/looks.md): Roocala's rules diagrams draw
// their pieces; the players have a cue besides colour; the themes follow the system's
// media queries and the choice on More, kept after a reload; the stones sound as they drop,
// with no sound before the first tap or after Mute.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { appReady, openGame, shot } from './helpers';

/** The theme's background colour (`--bg`), as #rrggbb: a release build's minifier writes
 * #000000 as #000. */
async function background(page: Page) {
  const value = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--bg').trim());
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  return (short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : value).toLowerCase();
}

// ---- Roocala's rules diagrams ----

/** What each diagram's caption names: rooks by cell, and checkers by cell (before the move). */
const DIAGRAMS = [
  { rooks: ['b2', 'e2', 'b5', 'e5'], checkers: { a1: 2, e1: 2, f3: 2, a6: 2 }, total: 40 },
  { rooks: [], checkers: { e1: 3 } },
  { rooks: [], checkers: { a3: 2, b3: 1, c3: 1 } },
  { rooks: ['e2'], checkers: { e5: 2 } },
  { rooks: ['c2'], checkers: { c2: 2, c5: 3 } },
];

for (const game of ['roocala-square', 'roocala-hex']) {
  test(`${game}: the rules diagrams draw the rooks and checkers their captions name`, async ({ page }, info) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await openGame(page, game);
    await page.getByRole('button', { name: 'Rules', exact: true }).tap();
    const rules = page.frameLocator('iframe.rules-frame');
    const figures = rules.locator('figure.diagram');
    await expect(figures).toHaveCount(DIAGRAMS.length);
    // Everything drawn, read at once: each figure's rooks (their cells, and whether each has
    // a size: a path without its moveto drew nothing) and checkers by cell.
    const drawn = await rules.locator('article').evaluate((article) =>
      [...article.querySelectorAll('figure.diagram')].map((figure) => ({
        rooks: [...figure.querySelectorAll('.rook-piece')].map((r) => {
          const box = r.getBoundingClientRect();
          return { cell: r.getAttribute('data-cell'), drawn: box.width > 10 && box.height > 10 };
        }),
        stacks: Object.fromEntries(
          [...figure.querySelectorAll('.d-checkers')].map((g) => [
            g.getAttribute('data-cell'),
            [Number(g.getAttribute('data-checkers')), g.querySelectorAll('circle.d-checker').length],
          ]),
        ),
        total: figure.querySelectorAll('circle.d-checker').length,
      })),
    );
    for (const [i, want] of DIAGRAMS.entries()) {
      const got = drawn[i];
      expect(got.rooks, `figure ${i + 1}'s rooks`).toEqual(want.rooks.map((cell) => ({ cell, drawn: true })));
      for (const [cell, n] of Object.entries(want.checkers)) {
        expect(got.stacks[cell], `figure ${i + 1}, ${cell}`).toEqual([n, n]);
      }
      if (want.total) expect(got.total).toBe(want.total);
    }
    // The caption of the first names the rooks; the second's three checkers are drawn.
    await expect(figures.nth(0).locator('figcaption')).toContainText('The rooks start inside');
    await shot(page, `${game}-rules-diagrams`, info.project.name);
    expect(errors, 'console errors').toEqual([]);
  });
}

// ---- Players told apart without colour ----

test("each side's rows and dots have a cue besides colour", async ({ page }) => {
  await openGame(page, 'kalah');
  const fill = (pit: string) =>
    page.locator(`[data-pit="${pit}"] .tray`).evaluate((e) => getComputedStyle(e).fill);
  expect(await fill('N1')).toContain('#north-tray');
  expect(await fill('S1')).not.toContain('url');
  const dot = (side: string) =>
    page
      .locator(`.player-bar.${side} .player-name`)
      .evaluate((e) => getComputedStyle(e, '::before').borderRadius);
  expect(await dot('south')).toBe('50%');
  expect(await dot('north')).not.toBe('50%');
  // The house numbers are opaque on the trays (they were white at 45%, about 3:1).
  const number = await page
    .locator('[data-pit="S1"] .house-number')
    .evaluate((e) => [getComputedStyle(e).fill, getComputedStyle(e).fillOpacity]);
  expect(number).toEqual(['rgb(243, 230, 211)', '1']);
});

// ---- Themes ----

const WOOD = '#24170e';
const LIGHT = '#efe3cf';
const CONTRAST = '#000000';

test.describe('themes follow the system', () => {
  test('the wood at night, light by day', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('./');
    expect(await background(page)).toBe(WOOD);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBe(LIGHT);
    // The page's paint follows: its glow (a layer of its own, fixed behind every screen)
    // ends in the theme's background.
    const glow = await page.evaluate(() => {
      const style = getComputedStyle(document.body, '::before');
      return { image: style.backgroundImage, position: style.position };
    });
    expect(glow.image).toContain('rgb(239, 227, 207)');
    expect(glow.position).toBe('fixed');
  });

  test('high contrast for forced colours and for more contrast', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', forcedColors: 'active' });
    await page.goto('./');
    expect(await background(page)).toBe(CONTRAST);
    await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
    expect(await background(page)).toBe(LIGHT);
    // `prefers-contrast` has no emulation of its own in Playwright: through the protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-contrast', value: 'more' }] });
    expect(await background(page)).toBe(CONTRAST);
  });
});

test('the look chosen on More wins over the system and is kept after a reload', async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openGame(page, 'kalah');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  const look = page.getByRole('group', { name: 'Look' });
  await expect(look.getByRole('radio', { name: 'Auto' })).toBeChecked();
  await look.getByText('Light', { exact: true }).tap();
  await expect(page.locator('html')).toHaveClass(/\btheme-light\b/);
  expect(await background(page)).toBe(LIGHT);
  await page.reload();
  await appReady(page);
  // Before the app: the boot script puts the class back ahead of the first paint.
  await expect(page.locator('html')).toHaveClass(/\btheme-light\b/);
  expect(await background(page)).toBe(LIGHT);
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await expect(page.getByRole('group', { name: 'Look' }).getByRole('radio', { name: 'Light' })).toBeChecked();
  // Wood under a light system; then Auto follows the system again.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('group', { name: 'Look' }).getByText('Wood', { exact: true }).tap();
  expect(await background(page)).toBe(WOOD);
  await page.getByRole('group', { name: 'Look' }).getByText('High contrast', { exact: true }).tap();
  expect(await background(page)).toBe(CONTRAST);
  await page.getByRole('group', { name: 'Look' }).getByText('Auto', { exact: true }).tap();
  await expect(page.locator('html')).not.toHaveClass(/theme-/);
  expect(await background(page)).toBe(LIGHT);
  await page.reload();
  await appReady(page);
  expect(await background(page)).toBe(LIGHT);
  await shot(page, 'theme-light-kalah', info.project.name);
});

for (const theme of ['light', 'contrast']) {
  test(`the ${theme} theme keeps text readable (axe's colour contrast)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript((t) => localStorage.setItem('mancala.theme', t), theme);
    for (const game of ['kalah', 'calcala', 'roocala-square']) {
      await openGame(page, game);
      await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const bad = violations.map((v) => `${game}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
    }
  });
}

// ---- Sound ----

/** Counts the AudioContexts made and the notes started, and every sound the page plays
 * (the body's data-sound, each time it is set). */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const w = window as any;
    w.__audio = { contexts: 0, notes: 0, sounds: [] as string[] };
    const Real = w.AudioContext;
    if (Real) {
      w.AudioContext = class extends Real {
        constructor(...args: any[]) {
          super(...args);
          w.__audio.contexts += 1;
        }
        createOscillator() {
          const osc = super.createOscillator();
          const start = osc.start.bind(osc);
          osc.start = (...args: any[]) => {
            w.__audio.notes += 1;
            return start(...args);
          };
          return osc;
        }
      };
    }
    // Every value data-sound takes, though several may come in one batch of records: each
    // record's new value is the next one's old value, the last's is the current one.
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        records.forEach((_, i) => {
          const next = i + 1 < records.length ? records[i + 1].oldValue : document.body.dataset.sound;
          if (next) w.__audio.sounds.push(next);
        });
      }).observe(document.body, { attributes: true, attributeOldValue: true, attributeFilter: ['data-sound'] });
    });
  });
}

const audio = (page: Page) =>
  page.evaluate(() => (window as any).__audio as { contexts: number; notes: number; sounds: string[] });

/** Taps a pit and waits until its move has been shown to its end. */
async function playShown(page: Page, pit: string) {
  const main = page.locator('main.game-page');
  const before = Number(await main.getAttribute('data-ply'));
  await page.locator(`[data-pit="${pit}"]`).tap();
  await expect(main).toHaveAttribute('data-ply', String(before + 1));
  await expect.poll(() => page.locator('svg.board').getAttribute('data-animating'), { timeout: 10_000 }).toBeNull();
}

test('a drop sounds after the first tap, none before it, none after Mute, and Mute is kept', async ({ page }) => {
  await listen(page);
  await page.goto('./#/kalah');
  await appReady(page);
  // Nothing sounds, and no AudioContext exists, before the first tap.
  await page.waitForTimeout(300);
  expect(await audio(page)).toEqual({ contexts: 0, notes: 0, sounds: [] });
  await expect(page.locator('body')).not.toHaveAttribute('data-sound', /.*/);
  const mute = page.getByRole('button', { name: 'Mute', exact: true });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  // Red's tray 3 with 4 stones: three drops into trays and one into the Mancala: another turn.
  await playShown(page, 'S3');
  const heard = await audio(page);
  expect(heard.contexts).toBe(1);
  expect(heard.notes).toBeGreaterThan(0);
  expect(heard.sounds.filter((s) => s === 'drop')).toHaveLength(4);
  expect(heard.sounds.at(-1)).toBe('extra-turn');
  // Mute: one tap; the next move is silent.
  await mute.tap();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  const before = (await audio(page)).sounds.length;
  await playShown(page, 'S1');
  expect((await audio(page)).sounds.length).toBe(before);
  await expect(page.locator('body')).toHaveAttribute('data-sounds', String(before));
  // Kept on this device: still muted after a reload, and silent.
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const legal = await page.locator('.pit.legal').first().getAttribute('data-pit');
  await playShown(page, legal!);
  expect((await audio(page)).sounds).toEqual([]);
  // And on again.
  await page.getByRole('button', { name: 'Mute', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a capture knocks, and a hidden page is silent', async ({ page }) => {
  await listen(page);
  // After 5 and 1, Red's tray 1 sows its 4 stones to tray 5, empty: a capture.
  await page.goto('./#/kalah?moves=5.1');
  await appReady(page);
  await playShown(page, 'S1');
  const heard = (await audio(page)).sounds;
  expect(heard.filter((s) => s === 'drop')).toHaveLength(4);
  expect(heard).toContain('capture');
  // Hidden (another tab in front): nothing sounds.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  });
  const legal = await page.locator('.pit.legal').first().getAttribute('data-pit');
  await playShown(page, legal!);
  expect((await audio(page)).sounds).toEqual(heard);
});
