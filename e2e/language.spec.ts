// The player's language (issue 52, src/ui/language.rs): a browser whose first language the
// site speaks gets the game in it; the choice on More changes every word at once and is
// remembered on the device. The words are read from the messages' own files (i18n/*.ftl),
// so the test follows the translations as they change.
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openGame, play, settled, status } from './helpers';

/** The plain messages (no variable, no selection) of a language's file, by id. */
function plainMessages(code: string): Map<string, string> {
  const file = `i18n/${code}.ftl`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const messages = new Map<string, string>();
  for (const m of text.matchAll(/^([a-z][a-z0-9-]*) = ([^{\n]+)$/gm)) messages.set(m[1], m[2].trim());
  return messages;
}

const english = plainMessages('en');
const french = plainMessages('fr');

/** English words the game's screen shows in English and in no other language. */
const ENGLISH_ONLY = [' to move', 'Undo', 'Redo', 'Hint', 'Share', 'tap one of your', ' stones'];

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test.skip(french.size === 0, 'no French messages (i18n/fr.ftl) yet');

  test('a French browser gets the game in French, and More switches every word at once, remembered @one-size', async ({ page }) => {
    await openGame(page, 'kalah');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const newGame = french.get('controls-new')!;
    await expect(page.getByRole('button', { name: newGame, exact: true })).toBeVisible();
    await play(page, 'S3');
    await settled(page);
    const body = await page.locator('body').innerText();
    for (const words of ENGLISH_ONLY) expect(body, `"${words}" left in English`).not.toContain(words);
    await expect(status(page)).not.toHaveText('');

    // On More, English: every word of the screen at once, and kept for the next visit.
    await page.getByRole('button', { name: french.get('controls-more')!, exact: true }).tap();
    await page.locator('[data-setting="language"] [data-choice="en"]').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-setting="language"] legend')).toHaveText(english.get('language-label')!);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(page.getByRole('button', { name: english.get('controls-new')!, exact: true })).toBeVisible();
  });
});

const german = plainMessages('de');

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test.skip(german.size === 0, 'no German messages (i18n/de.ftl) yet');

  test('a German browser gets the game in German, the longest words fitting at the four sizes @one-size', async ({ page }) => {
    await openGame(page, 'oware');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: german.get('controls-new')!, exact: true })).toBeVisible();
    await play(page, 'S3');
    await settled(page);
    const body = await page.locator('body').innerText();
    for (const words of ENGLISH_ONLY) expect(body, `"${words}" left in English`).not.toContain(words);
    for (const size of [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
      { width: 844, height: 390 },
    ]) {
      await page.setViewportSize(size);
      const cut = await page.evaluate(() => {
        const out: string[] = [];
        const root = document.scrollingElement ?? document.documentElement;
        if (root.scrollHeight > innerHeight + 1) out.push(`the page scrolls: ${root.scrollHeight} in ${innerHeight}`);
        for (const e of document.querySelectorAll('.controls > *, .topbar button, [role=status] > *')) {
          const box = e.getBoundingClientRect();
          if (box.width === 0 || e.closest('.unseen')) continue;
          const text = (e.textContent ?? '').trim().slice(0, 30);
          if (box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1)
            out.push(`"${text}" is outside the window`);
          if (e.scrollWidth > e.clientWidth + 1) out.push(`"${text}" is cut: ${e.scrollWidth} in ${e.clientWidth}`);
        }
        return out;
      });
      expect(cut, `${size.width}x${size.height}`).toEqual([]);
    }
  });
});

// Words the app said before the player switched language (src/i18n/said.rs): kept as what
// was said, not as English text, so that they read in the new language at once. A notice
// made on More (who plays a seat) is still shown when the player comes back to the board.
test.describe('what was said before a switch', () => {
  test.use({ locale: 'en-US' });
  test.skip(french.size === 0, 'no French messages (i18n/fr.ftl) yet');

  test('a notice said in English reads in French once More switches to Français @one-size', async ({ page }) => {
    await openGame(page, 'kalah');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // A refusal, said in English: Red's tray 3, sown into the store, is empty on Red's next turn.
    await play(page, 'S3');
    await settled(page);
    await page.locator('[data-pit="S3"]').tap();
    await expect(page.locator('.notice.refused')).toHaveText("Red's tray 3 is empty");
    // On More, who plays a seat is said in English (replacing the refusal, which More
    // itself would keep: a notice lasts until a newer one), then the player switches to French.
    await page.getByRole('button', { name: english.get('controls-more')!, exact: true }).tap();
    await page.locator('[data-seat="north"] [data-choice="easy"]').tap();
    await page.locator('[data-setting="language"] [data-choice="fr"]').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: french.get('more-back')!, exact: true }).tap();
    await expect(page.locator('.notice.info')).toHaveText("L'ordinateur (Facile) joue Vert à partir de maintenant.");
  });
});
