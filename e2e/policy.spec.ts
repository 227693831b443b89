// The page's Content-Security-Policy (index.html) is strict, and in force: no style
// attribute and no inline script are allowed, and a string is never taken as a script's
// URL or as HTML (Trusted Types). Every other test fails on any violation (fixtures.ts);
// the first test checks the browser refuses what the policy forbids, so a policy that
// quietly stopped applying would be seen (Playwright's own test: these violations are the
// point). The second plays under the headers a host is told to send.
import { test as bare } from '@playwright/test';
import { expect, test } from './fixtures';

bare('the policy refuses HTML from a string, a script URL from a string, and style attributes', { tag: '@one-size' }, async ({ page }) => {
  await page.goto('./#/kalah');
  await expect(page.locator('[data-pit="S1"]')).toBeVisible();
  const refused = await page.evaluate(() => {
    const attempt = (f: () => void) => {
      try {
        f();
        return 'allowed';
      } catch (e) {
        return (e as Error).name;
      }
    };
    const probe = document.createElement('div');
    probe.setAttribute('style', 'color: red');
    return {
      html: attempt(() => (probe.innerHTML = '<b>x</b>')),
      worker: attempt(() => new Worker('./mancala-worker_loader.js')),
      style: getComputedStyle(document.body.appendChild(probe)).color === 'rgb(255, 0, 0)',
    };
  });
  expect(refused).toEqual({ html: 'TypeError', worker: 'TypeError', style: false });
  // The site's own worker, named through its policy, still starts: the computer answers a
  // hint.
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  await expect(page.getByRole('status')).toContainText('Hint: the Hard level would play');
});

test('the site is served with the headers hosting/_headers gives a host, and plays under them', { tag: '@one-size' }, async ({ page, request }) => {
  const headers = (await request.get('./')).headers();
  expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  // The page's inline style sheet and boot script are allowed by their hashes, and nothing
  // else inline: the header carries the build's hashes (tools/post-build.mjs, step 4).
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'wasm-unsafe-eval'; style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['cache-control']).toBe('no-cache');
  const html = await (await request.get('./')).text();
  const wasm = html.match(/mancala-app-[0-9a-f]+_bg\.wasm/)![0];
  expect((await request.get(`./${wasm}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('./sw.js')).headers()['cache-control']).toBe('no-cache');
  // The host's configuration itself is not served (hosts keep it to themselves).
  expect((await request.get('./_headers')).status()).toBe(404);
  // A move, a hint from the worker and the rules page, under the header's policy too.
  await page.goto('./#/oware');
  await page.locator('[data-pit="S3"]').tap();
  await expect(page.locator('main.game-page')).toHaveAttribute('data-ply', '1');
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  await expect(page.getByRole('status')).toContainText('Hint: the Hard level would play');
  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  await expect(page.frameLocator('iframe').locator('h2').first()).toBeVisible();
});
