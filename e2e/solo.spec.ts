// Playing alone (issue 25): from the start screen, one tap to a game against the computer
// at the level and seat chosen there (remembered on the device), or to a game between
// people; and the record of results against each level, shown where the level is chosen,
// where it can be reset.
import { expect, test, type Page } from './fixtures';
import { GAMES } from './games';
import { animationsOff, appReady, legalPits, ply, shot, status } from './helpers';

const card = (page: Page, game: string) => page.locator(`[data-game-card="${game}"]`);
const level = (page: Page, name: string) => page.locator(`[data-setting="level"] [data-choice="${name}"]`);
const seat = (page: Page, name: string) => page.locator(`[data-setting="seat"] [data-choice="${name}"]`);
const chosen = (choice: ReturnType<typeof level>) => expect(choice.locator('input')).toBeChecked();
const notChosen = (choice: ReturnType<typeof level>) => expect(choice.locator('input')).not.toBeChecked();

test.beforeEach(async ({ page }) => {
  await animationsOff(page);
});

test('every game offers two players and the computer; one tap starts a game the computer plays', async ({ page }, info) => {
  await page.goto('./');
  // The app draws over the prerendered start screen: measure the app's buttons.
  await appReady(page);
  await expect(page.locator('[data-game-card]')).toHaveCount(GAMES.length);
  for (const game of GAMES) {
    await expect(card(page, game).locator('[data-play="two"]')).toBeVisible();
    await expect(card(page, game).locator('[data-play="computer"]')).toBeVisible();
    for (const button of await card(page, game).locator('[data-play]').all()) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  }
  await expect(page.locator('.tagline')).toContainText('against the computer');
  // Medium, the person first, until a choice is made.
  await chosen(level(page, 'medium'));
  await chosen(seat(page, 'first'));
  await level(page, 'easy').tap();
  await seat(page, 'second').tap();
  await chosen(level(page, 'easy'));
  await notChosen(level(page, 'medium'));
  await shot(page, 'home-solo', info.project.name);

  await card(page, 'kalah').locator('[data-play="computer"]').tap();
  const board = page.locator('main.game-page');
  await expect(board).toHaveAttribute('data-game', 'kalah');
  await expect(status(page)).toContainText('Red is played by the computer (Easy).');
  // The computer moves first (Red, South, starts), then waits for the person.
  await expect.poll(() => ply(page), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(status(page)).toContainText('Green');
  await expect.poll(() => legalPits(page)).not.toHaveLength(0);
  // The address is the game's own, so a reload shows this game, not another new one.
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/kalah');
  const played = await ply(page);
  await page.reload();
  await expect(board).toHaveAttribute('data-ply', String(played));
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await expect(page.locator('[data-seat="south"] [data-choice="easy"] input')).toBeChecked();
  await expect(page.locator('[data-seat="north"] [data-choice="human"] input')).toBeChecked();

  // The choice is remembered; one tap starts the next such game.
  await page.goto('./');
  await chosen(level(page, 'easy'));
  await chosen(seat(page, 'second'));
  await card(page, 'oware').locator('[data-play="computer"]').tap();
  await expect(board).toHaveAttribute('data-game', 'oware');
  await expect(status(page)).toContainText('computer (Easy)');
  await expect.poll(() => ply(page), { timeout: 10_000 }).toBe(1);

  // Two players: people at every seat, a new game.
  await page.goto('./');
  await card(page, 'oware').locator('[data-play="two"]').tap();
  await expect(board).toHaveAttribute('data-ply', '0');
  await expect(status(page)).not.toContainText('computer');
  await expect.poll(() => legalPits(page)).toHaveLength(6);
  await shot(page, 'solo-two-players', info.project.name);
});

test('Calcala against the computer seats it at every other seat', { tag: '@one-size' }, async ({ page }) => {
  await page.goto('./');
  await level(page, 'hard').tap();
  await card(page, 'calcala').locator('[data-play="computer"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'calcala');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  const seats = page.locator('[data-seat]');
  const count = await seats.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-seat="p1"] [data-choice="human"] input')).toBeChecked();
  for (let p = 2; p <= count; p++) {
    await expect(page.locator(`[data-seat="p${p}"] [data-choice="hard"] input`)).toBeChecked();
  }
});

// Kalah after 25 moves, South (the person) to move: South's tray 1 ends the game with
// South holding more than half of the seeds (found with `mancala replay`).
const LAST_MOVE_WINS =
  'kalah?moves=5.3.6.4.4.5.5.6.1.1.5.4.3.3.4.5.5.1.2.6.5.3.3.6.3';

test('a game won against the computer counts once in the record, which can be reset', { tag: '@one-size' }, async ({ page }, info) => {
  await page.addInitScript((record) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mancala.kalah', `mancala-save 3\n${record}\nkalah\nseats human.easy human.easy`);
    }
  }, LAST_MOVE_WINS);
  await page.goto('./');
  await expect(card(page, 'kalah').locator('[data-record]')).toHaveCount(0);
  await level(page, 'easy').tap();
  await card(page, 'kalah').locator('[data-game="kalah"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '25');
  await page.locator('[data-pit="S1"]').tap();
  await expect(status(page)).toContainText('Red wins');
  // Opened again, the finished game does not count twice.
  await page.reload();
  await expect(status(page)).toContainText('Red wins');

  await page.goto('./');
  await expect(card(page, 'kalah').locator('[data-record="kalah"]')).toHaveText(
    'Against Easy: 1 won · 0 drawn · 0 lost',
  );
  await shot(page, 'solo-record', info.project.name);
  // Shown for the level chosen.
  await level(page, 'hard').tap();
  await expect(card(page, 'kalah').locator('[data-record]')).toHaveCount(0);
  await level(page, 'easy').tap();

  // Reset, after the player confirms it.
  const reset = page.getByRole('button', { name: 'Reset the record', exact: true });
  page.once('dialog', (dialog) => dialog.dismiss());
  await reset.tap();
  await expect(card(page, 'kalah').locator('[data-record="kalah"]')).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await reset.tap();
  await expect(card(page, 'kalah').locator('[data-record]')).toHaveCount(0);
  await expect(reset).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'kalah').locator('[data-record]')).toHaveCount(0);
});
