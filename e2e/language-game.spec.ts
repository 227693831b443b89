// A whole visit in another language (issue 52): a French and a German browser play a game
// of Kalah against the computer to its end, review it with the coach's verdicts, fail a
// puzzle and read the rules, and no English is left on the screen at any step. What counts
// as English is read from the messages' own file (i18n/en.ftl): every run of two words or
// more of a message's text that the language's own file does not also hold ("PlayStrategy
// FEN" is said alike), and every one-word label (Undo, Hint) the language says otherwise
// (e2e/english.ts). A failure is said in the language too: puzzles that cannot be fetched.
// One size: the words are the same at every size, which e2e/language.spec.ts checks for
// clipping.
import { readFileSync } from 'node:fs';
import { englishIn, englishOnScreen, messages } from './english';
import { expect, test, type Page } from './fixtures';
import { animationsOff, appReady, ply, settled, status } from './helpers';

const button = (page: Page, id: string, code: string) =>
  page.getByRole('button', { name: messages(code).get(id)!.trim(), exact: true });

for (const code of ['fr', 'de']) {
  test.describe(`in ${code}`, () => {
    test.use({ locale: code === 'fr' ? 'fr-FR' : 'de-DE' });

    test(`a game against the computer to its end, its review, a failed puzzle and the rules, with no English left (${code})`, { tag: '@one-size' }, async ({ page }) => {
      test.setTimeout(180_000);
      const english = englishIn(code);
      expect(english.runs.length).toBeGreaterThan(300);
      const noEnglish = async (where: string) => expect(await englishOnScreen(page, english), `English ${where}`).toEqual([]);

      await animationsOff(page);
      // A new game of Kalah with 3 seeds a house, the person (Red, first) against Easy.
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('mancala.kalah', 'mancala-save 3\nkalah?seeds=3\nkalah?seeds=3\nseats human.easy human.easy');
        }
      });
      await page.goto('./');
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await noEnglish('on the start screen');

      await page.goto('./#/kalah');
      await appReady(page);
      await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
      await noEnglish('on a new game');

      // The whole game: the person plays its first playable tray, the computer answers.
      const result = page.locator('[data-result]');
      const mine = page.locator('.pit.legal[data-pit^="S"]');
      for (let turn = 0; turn < 80 && (await result.count()) === 0; turn++) {
        await expect(mine.first().or(result)).toBeVisible({ timeout: 20_000 });
        if (await result.count()) break;
        const before = await ply(page);
        await mine.first().tap();
        await expect.poll(() => ply(page)).toBeGreaterThan(before);
        await settled(page);
        await noEnglish(`after ply ${before + 1}`);
      }
      await expect(result).toBeVisible();
      await settled(page);
      await noEnglish('at the end');

      // The review, with the coach's verdicts in the move list.
      await button(page, 'controls-review', code).tap();
      await expect(page.locator('ol.moves [data-verdict]').first()).toBeAttached({ timeout: 60_000 });
      await expect(status(page).first()).not.toHaveText('');
      await noEnglish('in the review');
      await button(page, 'controls-back-to-game', code).tap();

      // The rules, in the app: the page and the rules page in its frame.
      await button(page, 'controls-rules', code).tap();
      const rules = page.frameLocator('.rules-frame');
      await expect(rules.locator('h2').first()).toBeVisible();
      await noEnglish('around the rules');
      expect(await englishOnScreen(rules, english), 'English in the rules page').toEqual([]);

      // A puzzle failed twice: the verdicts, the answer marked.
      await page.goto('./#/kalah/puzzles');
      await appReady(page);
      const puzzle = page.locator('[data-puzzle]');
      await expect(puzzle).toHaveAttribute('data-puzzle', 'open', { timeout: 20_000 });
      await noEnglish('on an open puzzle');
      const line = readFileSync('static/puzzles/kalah.txt', 'utf8').split('\n').find((l) => l.trim() && !l.startsWith('#'))!;
      const losses = /losses=(\S+)/.exec(line)![1].split(',').map((p) => p.split(':')[0]);
      const south = await page.locator('main.game-page').evaluate((m) => m.classList.contains('turn-south'));
      for (const [i, state] of ['retry', 'failed'].entries()) {
        await page.locator(`[data-pit="${south ? 'S' : 'N'}${losses[Math.min(i, losses.length - 1)]}"]`).tap();
        await expect(puzzle).toHaveAttribute('data-puzzle', state);
        await noEnglish(`on a puzzle judged ${state}`);
      }
    });
  });
}

// The other three languages, chosen on the device: the start screen, every game's new
// board and its More page, with no English left.
test('Dutch, Spanish and Portuguese: the start screen, every game and More, with no English left', { tag: '@one-size' }, async ({ page }) => {
  test.setTimeout(120_000);
  const games = JSON.parse(readFileSync('tests/data/games.json', 'utf8')).map((g: { id: string }) => g.id);
  for (const code of ['nl', 'es', 'pt']) {
    const english = englishIn(code);
    await page.goto('./');
    await page.evaluate((code) => localStorage.setItem('mancala-language', code), code);
    await page.reload();
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    expect(await englishOnScreen(page, english), `English on the start screen (${code})`).toEqual([]);
    for (const game of games) {
      await page.goto(`./${game.startsWith('roocala') || game === 'calcala' ? `${game}/` : ''}#/${game}`);
      await appReady(page);
      await expect(page.locator('main.game-page')).toHaveAttribute('data-game', game);
      expect(await englishOnScreen(page, english), `English on ${game} (${code})`).toEqual([]);
    }
    await button(page, 'controls-more', code).tap();
    await expect(page.locator('[data-setting="language"]')).toBeVisible();
    expect(await englishOnScreen(page, english), `English on More (${code})`).toEqual([]);
  }
});

// The coach's worker speaks no language: when a game's puzzles cannot be fetched it sends
// the reason, which the page says in the player's (src/computer/mod.rs, Unserved). The page
// registers no service worker, whose cache would answer: the file cannot be had at all.
test.describe('a French page whose puzzles cannot be fetched', () => {
  test.use({ locale: 'fr-FR' });

  test('says why in French, with no English', { tag: '@one-size' }, async ({ page, context }) => {
    const english = englishIn('fr');
    await page.addInitScript(() => {
      if (navigator.serviceWorker) navigator.serviceWorker.register = () => new Promise(() => {});
    });
    await context.route(/\/puzzles\/kalah\.txt$/, (route) => route.abort());
    await animationsOff(page);
    await page.goto('./fr/kalah/#/kalah/puzzles');
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('[data-puzzle]')).toHaveAttribute('data-puzzle', 'unavailable', { timeout: 20_000 });
    // The French frame and the French reason: the file's arm of screen-puzzle-unserved.
    const french = messages('fr');
    const frame = french.get('screen-puzzle-unloaded')!.trim().split('{')[0].trim();
    const reason = /\[unfetched\] (.+)/.exec(french.get('screen-puzzle-unserved')!)![1].trim();
    await expect(status(page).first()).toContainText(frame);
    await expect(status(page).first()).toContainText(reason);
    expect(await englishOnScreen(page, english), 'English on the puzzle screen').toEqual([]);
    expect(await page.locator('body').innerText()).not.toMatch(/could not|fetched|puzzles\/|HTTP/);
  });
});
