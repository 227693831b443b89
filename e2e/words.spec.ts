// Words for players (issue 48, items 10-12): the options explained where they are chosen
// and a new game told in a sentence; the presets named for what they are, one shown chosen
// at a time; a partly valid link opened up to its bad move, saying where it stopped; the
// site's own page for an address it does not have; the start page's cards naming each
// game's tradition; and the yellow and black stones explained where they show.
import { expect, test, type Page } from './fixtures';
import { GAMES } from './games';
import { counts, engineCounts, openGame, play, replay, shot, status } from './helpers';

const main = (page: Page) => page.locator('main.game-page');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('the More page explains every option and preset, and a new game is told in a sentence', async ({ page }, info) => {
  await openGame(page, 'kalah');
  await button(page, 'More').tap();
  const options = page.locator('fieldset[data-option]');
  await expect(options).toHaveCount(6);
  for (const option of await options.all()) {
    // No heading numbered as the TopAccolades app numbers them, and a sentence under each.
    await expect(option.locator('legend')).not.toHaveText(/^\d/);
    await expect(option.locator('.hint')).toHaveText(/^[A-Z].{40,}\.$/);
  }
  await expect(page.locator('[data-option="transfer"] .hint')).toContainText('with Stones opposite, only if the tray opposite holds stones');
  // The presets: named for what they are, each explained, and one chosen at a time.
  const presets = page.locator('.preset');
  await expect(presets).toHaveText(['As the TopAccolades app', '605.452 tournament, 5 stones']);
  await expect(page.locator('[data-explains="As the TopAccolades app"]')).toContainText('605.452');
  await expect(page.locator('.preset.chosen')).toHaveText(['As the TopAccolades app']);
  await button(page, '605.452 tournament, 5 stones').tap();
  await expect(page.locator('.preset.chosen')).toHaveText(['605.452 tournament, 5 stones']);
  await expect(page.locator('.preset[aria-pressed="true"]')).toHaveCount(1);
  await shot(page, 'words-options', info.project.name);
  await button(page, 'Back').tap();
  await play(page, 'S1');
  await button(page, 'New').tap();
  await expect(status(page)).toContainText('New game with the usual rules, but Stones per tray: 5.');
  await expect(status(page)).not.toContainText('Options in force');
  // A game without options says no more than that.
  await openGame(page, 'oware');
  await play(page, 'S1');
  await button(page, 'New').tap();
  await expect(status(page)).toContainText('New game.');
  await expect(status(page)).not.toContainText('—');
  await expect(status(page)).not.toContainText('Options in force');
});

test('a partly valid link opens up to its bad move and says where it stopped', { tag: '@phone' }, async ({ page }, info) => {
  await page.goto('./#/kalah?seeds=5&moves=3.1.9.2');
  await expect(main(page)).toHaveAttribute('data-ply', '2');
  expect(await counts(page)).toEqual(engineCounts(replay('kalah', { seeds: '5' }, ['3', '1'])));
  await expect(status(page)).toContainText(
    'Opened from a link up to move 2: its move 3, “9”, is not a move of Kalah (a move is a house number from 1 to 6).',
  );
  await expect(status(page)).not.toContainText('`');
  await expect(page.locator('ol.moves [data-ply]')).toHaveCount(2);
  await shot(page, 'words-partial-link', info.project.name);
  // An illegal move: Red's tray 1 is empty on the third move.
  await page.goto('./#/kalah?moves=1.1.1.4');
  await expect(main(page)).toHaveAttribute('data-ply', '2');
  await expect(status(page)).toContainText('its move 3, “1”, cannot be played there (Red\'s tray 1 is empty)');
  // The game goes on from there.
  await play(page, 'S2');
});

test('an address the site does not have gets its own page, with a link home', { tag: '@phone' }, async ({ page, request, baseURL }, info) => {
  for (const path of ['./no-such-page', './kalah/no/such/page.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('There is no page at this address');
  }
  const response = await page.goto('./some/deep/address');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Mancala' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Mancala');
  // Styled like the site: its style sheet loaded from the site, at this depth.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(36, 23, 14)');
  await shot(page, 'words-404', info.project.name);
  await page.getByRole('link', { name: 'Go to the games' }).tap();
  await expect(page).toHaveURL(baseURL!);
  await expect(page.locator('[data-game-card]')).toHaveCount(GAMES.length);
});

test('the start page says which tradition each game is and what else it is called', async ({ page }, info) => {
  await page.goto('./');
  await expect(page.locator('[data-known-as]')).toHaveCount(GAMES.length);
  for (const line of await page.locator('[data-known-as]').all()) await expect(line).toBeVisible();
  // An Oware or Awalé player finds the game of single laps and 2s and 3s under Ayo.
  const ayo = page.locator('[data-game-card="ayo"]');
  await expect(ayo.locator('[data-known-as]')).toContainText('Oware Abapa');
  await expect(ayo.locator('[data-known-as]')).toContainText('PlayOK call Oware');
  await expect(ayo.locator('[data-known-as]')).toContainText('Awalé');
  await expect(page.locator('[data-known-as="oware"]')).toContainText('for Oware Abapa or Awalé, play Ayo');
  await expect(page.locator('[data-known-as="awari"]')).toContainText('is Ayo here');
  await expect(page.locator('main')).not.toContainText('gentlest');
  await expect(page.locator('main')).not.toContainText('of the three');
  await shot(page, 'words-home', info.project.name);
});

// A Kalah game of 8 stones a tray in which Green's Mancala has come to hold 38: more than
// its discs can show one by one on every board.
const CROWDED = '5.5.6.2.3.6.2.1.5.4.3.5.4.6.3.3.6.1.2.4.6.4.2.3.6.5.5.4.4.1';

test('yellow and black stones are explained where they show', async ({ page }, info) => {
  await page.goto('./#/kalah');
  await expect(main(page)).toHaveAttribute('data-ply', '0');
  // Four stones a tray: every disc is one stone, and no legend.
  await expect(page.locator('.stone.yellow, .stone.black')).toHaveCount(0);
  await expect(page.locator('[data-stone-legend]')).toHaveCount(0);
  await page.goto(`./#/kalah?seeds=8&moves=${CROWDED}`);
  await expect(main(page)).toHaveAttribute('data-ply', String(CROWDED.split('.').length));
  await expect(page.locator('[data-pit="N-store"]')).toHaveAttribute('data-count', '38');
  const legend = page.locator('[data-stone-legend]');
  await expect(legend).toBeVisible();
  await expect(legend).toHaveAccessibleName('A yellow stone stands for 2 stones, a black one for 3');
  // Under the board, in South's bar.
  const board = await page.locator('svg.board').boundingBox();
  const box = await legend.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(board!.y + board!.height - 1);
  // Each yellow or black disc says what it stands for.
  const stacked = page.locator('[data-pit="N-store"] .stone.yellow, [data-pit="N-store"] .stone.black');
  expect(await stacked.count()).toBeGreaterThan(0);
  for (const title of await stacked.locator('title').allTextContents()) {
    expect(title).toMatch(/^A (yellow stone stands for 2|black stone stands for 3) stones$/);
  }
  await shot(page, 'words-legend', info.project.name);
  // The rules say so too.
  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  const rules = page.frameLocator('iframe.rules-frame');
  await expect(rules.getByText('a yellow stone stands for 2 stones and a black one for 3')).toBeVisible();
});
