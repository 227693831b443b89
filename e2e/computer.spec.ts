// The computer opponent: seats chosen on the More page, the computer's moves played by
// the worker and checked against the engine, undo and new game while it thinks, hints,
// a game between computers played to the end, seats kept across a reload, and Expert's
// Kalah opening played from its book.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { animationsOff, appReady, engineCounts, counts, legalPits, openGame, ply, replay, shot, status } from './helpers';

/** The game record saved in the browser: its options and moves. */
async function savedRecord(page: Page, game: string) {
  const text: string = await page.evaluate((key) => localStorage.getItem(key) ?? '', `mancala.${game}`);
  const [, record, , seats] = text.split('\n');
  const [, query = ''] = record.split('?');
  const params = new URLSearchParams(query);
  const moves = params.get('moves')?.split('.') ?? [];
  params.delete('moves');
  return { options: Object.fromEntries(params), moves, seats };
}

/** On the More page: who plays each seat, then New. */
async function seatAndStart(page: Page, seats: Record<string, string>) {
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  for (const [seat, choice] of Object.entries(seats)) {
    await page.locator(`[data-seat="${seat}"] [data-choice="${choice}"]`).tap();
    await expect(page.locator(`[data-seat="${seat}"] [data-choice="${choice}"] input`)).toBeChecked();
  }
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await page.getByRole('button', { name: 'New', exact: true }).tap();
}

/** The move a game's opening book (static/books/GAME.txt) holds after `moves`. */
function bookMove(game: string, moves: string): string | undefined {
  const line = readFileSync(`static/books/${game}.txt`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${moves} `));
  return line?.split(' ')[1];
}

const thinking = (page: Page) => expect(status(page)).toContainText('is thinking');
/** The computer is to move and thinks (`data-thinking`), whether or not the board still
 *  shows the move before (the status says so only once its stones settle). */
const computerThinks = (page: Page) =>
  expect(page.locator('main.game-page')).toHaveAttribute('data-thinking', 'true');

test.describe('computer opponent', () => {
  test('every seat can be a person or the computer at four levels', async ({ page }, info) => {
    await openGame(page, 'calcala');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.locator('[data-option="players"] label', { hasText: '4' }).tap();
    for (const seat of ['p1', 'p2', 'p3', 'p4']) {
      const group = page.locator(`[data-seat="${seat}"]`);
      await expect(group.locator('[data-choice]')).toHaveCount(5);
      await expect(group.locator('[data-choice="human"] input')).toBeChecked();
      for (const choice of ['human', 'easy', 'medium', 'hard', 'expert']) {
        const box = await group.locator(`[data-choice="${choice}"]`).boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
    }
    await page.locator('[data-option="players"] label', { hasText: '2' }).tap();
    await expect(page.locator('[data-seat]')).toHaveCount(2);
    await shot(page, 'computer-seats', info.project.name);

    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await expect(page.locator('[data-seat]')).toHaveCount(2);
    await expect(page.locator('[data-seat="south"] legend')).toContainText('Red');
    await expect(page.locator('[data-seat="north"] legend')).toContainText('Green');
  });

  test('Kalah against the computer: it answers, the board agrees with the engine, Undo takes back both moves', { tag: '@one-size' }, async ({ page }, info) => {
    // With 5 stones, where Expert has no book and thinks (the test after this one plays
    // the 4-stone game's book). Moves shown at once, so that the status says at once that
    // the computer thinks (it waits for a move's stones to settle).
    await animationsOff(page);
    await page.goto('./#/kalah?seeds=5');
    await expect(page.locator('main.game-page')).toHaveAttribute('data-game', 'kalah');
    await seatAndStart(page, { north: 'expert' });
    await expect(status(page)).toContainText('Green is played by the computer (Expert).');
    // Red (South) starts: a person's turn, marked as ever.
    expect((await legalPits(page)).length).toBe(6);
    // A move that ends in a house, so that the computer is to move next.
    await page.locator('[data-pit="S1"]').tap();
    await thinking(page);
    await expect(page.locator('.pit.legal')).toHaveCount(0);
    await expect(page.locator('.player-bar.north .thinking')).toBeVisible();
    // A tap on the board while the computer thinks is refused, with the reason. The reason
    // stays until the computer's move, which on a loaded machine may come before a look at
    // the status: every text the status shows is noted as it changes.
    await page.evaluate(() => {
      const seen: string[] = ((window as any).statusSeen = []);
      const live = document.querySelector('[role="status"]')!;
      new MutationObserver(() => seen.push(live.textContent ?? '')).observe(live, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.locator('[data-pit="S2"]').tap();
    await expect
      .poll(() => page.evaluate(() => (window as any).statusSeen.join('\n')))
      .toContain('Green is played by the computer (Expert): wait for its move.');
    await shot(page, 'computer-thinking', info.project.name);
    await expect(page.locator('.player-bar.south .your-move')).toBeVisible({ timeout: 10_000 });
    await expect(status(page)).toContainText('Green sowed');
    const { options, moves } = await savedRecord(page, 'kalah');
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(await ply(page)).toBe(moves.length);
    expect(await counts(page)).toEqual(engineCounts(replay('kalah', options, moves)));
    await shot(page, 'computer-moved', info.project.name);

    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
    await expect(status(page)).toContainText(`Took back ${moves.length} moves: Red to move again.`);
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  });

  test("Expert answers Kalah's opening from its book of proven moves", { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    await seatAndStart(page, { north: 'expert' });
    await page.locator('[data-pit="S1"]').tap();
    await expect(page.locator('.player-bar.south .your-move')).toBeVisible({ timeout: 10_000 });
    const { options, moves } = await savedRecord(page, 'kalah');
    // The worker fetched static/books/kalah.txt and played its move after 1.
    expect(moves[1]).toBe(bookMove('kalah', '1'));
    expect(await counts(page)).toEqual(engineCounts(replay('kalah', options, moves)));
  });

  test("with stones opposite, Expert answers from that rule's own book, fetched then", { tag: '@one-size' }, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/books/')) fetched.push(new URL(r.url()).pathname); });
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.locator('[data-option="transfer"] label', { hasText: 'Stones opposite' }).tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await seatAndStart(page, { north: 'expert' });
    await page.locator('[data-pit="S2"]').tap();
    await expect(page.locator('.player-bar.south .your-move')).toBeVisible({ timeout: 10_000 });
    const { options, moves } = await savedRecord(page, 'kalah');
    expect(options.transfer).toBe('stones-opposite');
    // The worker fetched static/books/kalah-stones-opposite.txt, not the other rule's book,
    // and played its move after 2.
    expect(moves[1]).toBe(bookMove('kalah-stones-opposite', '2'));
    expect(fetched.map((p) => p.replace(/.*\/books\//, ''))).toEqual(['kalah-stones-opposite.txt']);
    expect(await counts(page)).toEqual(engineCounts(replay('kalah', options, moves)));
  });

  test('Expert answers the openings of Awari, Ayo and Oware from their books', { tag: '@one-size' }, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/books/')) fetched.push(new URL(r.url()).pathname); });
    for (const game of ['awari', 'ayo', 'oware']) {
      await openGame(page, game);
      await seatAndStart(page, { north: 'expert' });
      await page.locator('[data-pit="S1"]').tap();
      await expect(page.locator('.player-bar.south .your-move')).toBeVisible({ timeout: 10_000 });
      const { options, moves } = await savedRecord(page, game);
      // The worker fetched static/books/GAME.txt and played its move after 1.
      expect(moves[0]).toBe('1');
      expect(moves[1]).toBe(bookMove(game, '1'));
      expect(await counts(page)).toEqual(engineCounts(replay(game, options, moves)));
    }
    expect(fetched.map((p) => p.replace(/.*\/books\//, ''))).toEqual(['awari.txt', 'ayo.txt', 'oware.txt']);
  });

  test("near Awari's end Expert fetches its endgame database once, reads it and plays on", { tag: '@one-size' }, async ({ page }) => {
    const fetched: number[] = [];
    const warned: string[] = [];
    page.on('response', (r) => { if (r.url().endsWith('/endgames/awari-8.bin.gz')) fetched.push(r.status()); });
    page.on('worker', (w) => w.on('console', (m) => { if (m.text().startsWith('mancala:')) warned.push(m.text()); }));
    // A game of Awari with 19 seeds left on the board (North's home 17, South's 12), South to move.
    const late = '2.5.1.3.1.5.4.4.5.2.1.5.1.3.6';
    await page.goto(`./#/awari?moves=${late}`);
    await appReady(page);
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.locator('[data-seat="north"] [data-choice="expert"]').tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    // South plays until Expert has answered twice: the first answer asks for the file (and
    // is played without it), the next searches with it once it has come.
    // The link's game is saved once it is played on.
    const options = {};
    let before = late.split('.').length;
    let answers = 0;
    for (let tap = 0; tap < 8 && answers < 2; tap++) {
      await page.locator(`[data-pit="${(await legalPits(page))[0]}"]`).tap();
      const southAgain = async () => {
        if (!(await page.evaluate(() => localStorage.getItem('mancala.awari')))) return false;
        const { moves } = await savedRecord(page, 'awari');
        const engine = replay('awari', options, moves);
        return moves.length > before && (engine.outcome !== null || engine.to_move === 'south');
      };
      await expect.poll(southAgain, { timeout: 15_000 }).toBe(true);
      const { moves } = await savedRecord(page, 'awari');
      const engine = replay('awari', options, moves);
      expect(await counts(page)).toEqual(engineCounts(engine));
      if (moves.length > before + 1) answers++;
      if (engine.outcome !== null) break;
      before = moves.length;
    }
    expect(answers).toBeGreaterThanOrEqual(1);
    await expect.poll(() => fetched).toEqual([200]);
    expect(warned, 'the database was read').toEqual([]);
  });

  test('a seat changed on More mid-game takes effect at once, and a person can take it back', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'kalah');
    // Red sows S1, ending in a house: Green, a person, is to move.
    await page.locator('[data-pit="S1"]').tap();
    await expect(page.locator('.player-bar.north .your-move')).toBeVisible();
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.locator('[data-seat="north"] [data-choice="easy"]').tap();
    // The notice stays until the computer's move, which on a loaded machine may come before
    // a look at the status: every text a status shows from now on is noted.
    await page.evaluate(() => {
      const seen: string[] = ((window as any).statusSeen = []);
      new MutationObserver(() => {
        for (const live of document.querySelectorAll('[role="status"]')) seen.push(live.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    // The same game, no New needed: the computer plays Green's move.
    await expect
      .poll(() => page.evaluate(() => (window as any).statusSeen.join('\n')))
      .toContain('The computer (Easy) plays Green from now on.');
    await expect(page.locator('.player-bar.south .your-move')).toBeVisible({ timeout: 10_000 });
    const { moves, seats } = await savedRecord(page, 'kalah');
    expect(moves[0]).toBe('1');
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(seats).toBe('seats human.easy human.easy');
    // Red's seat to the computer and back to a person before it answers: Red plays on.
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.locator('[data-seat="south"] [data-choice="expert"]').tap();
    await page.locator('[data-seat="south"] [data-choice="human"]').tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await expect(status(page)).toContainText('A person plays Red from now on.');
    const before = await ply(page);
    await page.waitForTimeout(1500);
    expect(await ply(page)).toBe(before);
    expect(await legalPits(page)).not.toHaveLength(0);
  });

  test('Undo and New answer at once while the Expert thinks, and its answer is dropped', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'oware');
    await seatAndStart(page, { north: 'expert' });
    await page.evaluate(() => {
      (window as any).longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as any).longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    await page.locator('[data-pit="S3"]').tap();
    await computerThinks(page);
    // The search runs in the worker: while it thinks the page itself has nothing to do. A
    // search on the page's thread would be one task of the whole search (the Expert's
    // takes 400 ms and more in the browser); a loaded machine may stretch the page's own
    // small tasks past the 50 ms of a "long task", so only a task of a search's length
    // fails here, and `make bench` measures the page's tasks while the computer thinks.
    await page.evaluate(() => ((window as any).longTasks = []));
    await page.waitForTimeout(500);
    await computerThinks(page);
    const longTasks: number[] = await page.evaluate(() => (window as any).longTasks);
    expect(longTasks.filter((d) => d > 300)).toEqual([]);
    // The board stays alive: the rules page opens and closes while the worker thinks.
    await page.getByRole('button', { name: 'Rules', exact: true }).tap();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
    await expect(status(page)).toContainText('Player 1 to move');
    // The cancelled search never plays: the position stays as the undo left it.
    await page.waitForTimeout(3_000);
    expect(await ply(page)).toBe(0);

    // New while the computer thinks: a new game, with the person to move.
    await page.locator('[data-pit="S3"]').tap();
    await computerThinks(page);
    await page.getByRole('button', { name: 'New', exact: true }).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '0');
    await page.waitForTimeout(3_000);
    expect(await ply(page)).toBe(0);
  });

  test('a hint marks the move the Hard level would play, without playing it', { tag: '@one-size' }, async ({ page }, info) => {
    await openGame(page, 'kalah');
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    await expect(status(page)).toContainText('Hint: the Hard level would play Red');
    const hinted = page.locator('[data-pit].hint');
    await expect(hinted).toHaveCount(1);
    expect(await ply(page)).toBe(0);
    await shot(page, 'computer-hint', info.project.name);
    const pit = await hinted.getAttribute('data-pit');
    await page.locator(`[data-pit="${pit}"]`).tap();
    await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
    await expect(page.locator('[data-pit].hint')).toHaveCount(0);
  });

  test('seats are saved, and a reload while the computer thinks resumes its thinking', { tag: '@one-size' }, async ({ page }) => {
    await openGame(page, 'awari');
    await seatAndStart(page, { north: 'hard' });
    await page.locator('[data-pit="S6"]').tap();
    expect((await savedRecord(page, 'awari')).seats).toBe('seats human.hard human.hard');
    await page.reload();
    await expect(page.locator('.player-bar.south .your-move')).toBeVisible({ timeout: 10_000 });
    expect(await ply(page)).toBeGreaterThanOrEqual(2);
    await expect(status(page)).toContainText('Player 2 sowed');
  });

  for (const [game, seat, firstTap] of [
    ['ayo', 'north', ['[data-pit="S1"]']],
    ['calcala', 'p2', ['[data-pit="A1"]', '[data-dir]']],
    ['roocala-square', 'north', ['.cell.legal', '.offer']],
    ['roocala-hex', 'north', ['.cell.legal', '.offer']],
  ] as const) {
    test(`${game}: the computer answers a move with a legal one`, { tag: '@one-size' }, async ({ page }) => {
      await openGame(page, game);
      await seatAndStart(page, { [seat]: 'easy' });
      for (const selector of firstTap) await page.locator(selector).first().tap();
      await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', /^[2-9]/, { timeout: 10_000 });
      const { options, moves } = await savedRecord(page, game);
      // The engine replays every move the page played, the computer's among them (an
      // illegal one would make the tool exit 2, and `replay` throw).
      replay(game, options, moves);
      expect(await ply(page)).toBe(moves.length);
    });
  }

  test('a game between computers plays itself to the end', { tag: '@one-size' }, async ({ page }, info) => {
    test.setTimeout(120_000);
    await animationsOff(page);
    await openGame(page, 'kalah');
    await seatAndStart(page, { south: 'easy', north: 'easy' });
    await expect(page.locator('main.game-page')).toHaveClass(/game-over/, { timeout: 110_000 });
    await expect(status(page)).toContainText('Game over');
    // No person played: there is no turn of theirs to go back to.
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    const { options, moves } = await savedRecord(page, 'kalah');
    expect(await counts(page)).toEqual(engineCounts(replay('kalah', options, moves)));
    await shot(page, 'computer-demo-over', info.project.name);
  });
});
