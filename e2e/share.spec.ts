// Share and open by link (issue 10): Share puts a link holding the whole game on the
// clipboard (or in the system's share sheet), the link opens that game at its last move
// without touching the game saved on this device until a move is played, and a broken link
// says what is wrong and loses nothing.
import { expect, test } from './fixtures';
import { counts, engineCounts, openGame, play, replay, status } from './helpers';

const main = (page: import('@playwright/test').Page) => page.locator('main.game-page');
const button = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('button', { name, exact: true });

test('Share copies a link, and the link opens the same game in another browser', { tag: '@one-size' }, async ({ page, browser, baseURL }, info) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => localStorage.setItem('mancala.speed', 'off'));
  await openGame(page, 'kalah');
  await button(page, 'More').tap();
  await page.getByRole('group', { name: 'Stones per tray' }).getByText('5', { exact: true }).tap();
  await button(page, 'Back').tap();
  await button(page, 'New').tap();
  // N2 ends in Green's Mancala: Green moves again.
  for (const pit of ['S1', 'N2', 'N6']) await play(page, pit);
  const before = await counts(page);
  await button(page, 'Share').tap();
  await expect(page.locator('.share-note')).toContainText('Copied a link to this game');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // Under the site's own sub-path, with only the option that is not the default.
  expect(link).toBe(`${baseURL}kalah/#/kalah?seeds=5&moves=1.2.6`);
  expect(before).toEqual(engineCounts(replay('kalah', { seeds: '5' }, ['1', '2', '6'])));

  const friend = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const other = await friend.newPage();
  await other.goto(link);
  await expect(main(other)).toHaveAttribute('data-ply', '3');
  expect(await counts(other)).toEqual(before);
  await expect(status(other)).toContainText('Opened from a link, after 3 moves');
  await expect(other.locator('ol.moves [data-ply]')).toHaveCount(3);
  await other.screenshot({ path: `test-results/screenshots/${info.project.name}-kalah-from-link.png` });
  await friend.close();
});

test('a link does not replace the saved game until a move is played, and My game goes back', { tag: '@one-size' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mancala.speed', 'off'));
  await openGame(page, 'kalah');
  await play(page, 'S1');
  await page.goto('./#/kalah?moves=3.1');
  await expect(main(page)).toHaveAttribute('data-ply', '2');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, ['3', '1'])));
  expect(await page.evaluate(() => localStorage.getItem('mancala.kalah'))).toContain('moves=1\n');
  // My game: the saved game, as it was.
  await page.getByRole('link', { name: 'My game' }).tap();
  await expect(main(page)).toHaveAttribute('data-ply', '1');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', {}, ['1'])));
  // Back to the link, and a move there: that game is now the one saved, at a plain address.
  await page.goto('./#/kalah?moves=3.1');
  await expect(main(page)).toHaveAttribute('data-ply', '2');
  await play(page, 'N2');
  await expect(page.getByRole('link', { name: 'My game' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mancala.kalah'))).toContain('moves=3.1.2\n');
  expect(await page.evaluate(() => location.hash)).toBe('#/kalah');
  await page.reload();
  await expect(main(page)).toHaveAttribute('data-ply', '3');
});

test('every kind of broken link says what is wrong, and nothing saved is lost', { tag: '@one-size' }, async ({ page }) => {
  await openGame(page, 'oware');
  await play(page, 'S3');
  const saved = await page.evaluate(() => localStorage.getItem('mancala.oware'));
  for (const [link, says] of [
    ['#/oware?seeds=9', 'Oware has no option “seeds”'],
    ['#/oware?moves', '“moves” should be an option and its value'],
    ['#/oware?moves=1%zz', 'damaged on its way here'],
    [`#/oware?moves=${'1.'.repeat(100_000)}`, 'too long'],
  ]) {
    await page.goto(`./${link}`);
    await expect(status(page)).toContainText('The link could not be opened');
    await expect(status(page)).toContainText(says);
    await expect(main(page)).toHaveAttribute('data-ply', '0');
    expect(await page.evaluate(() => localStorage.getItem('mancala.oware'))).toBe(saved);
  }
  // A link whose moves stop making sense opens up to the move refused, and says so.
  for (const [link, ply, says] of [
    ['#/oware?moves=3.9', '1', 'Opened from a link up to move 1: its move 2, “9”, is not a move of Oware'],
    ['#/kalah?moves=1.1.1', '2', 'Opened from a link up to move 2: its move 3, “1”, cannot be played there'],
  ]) {
    await page.goto(`./${link}`);
    await expect(status(page)).toContainText(says);
    await expect(main(page)).toHaveAttribute('data-ply', ply);
    expect(await page.evaluate(() => localStorage.getItem('mancala.oware'))).toBe(saved);
  }
  await page.goto('./#/chess?moves=1');
  await expect(page.getByRole('alert')).toContainText('There is no game called “chess”');
  await page.goto('./#/oware');
  await expect(main(page)).toHaveAttribute('data-ply', '1');
});
