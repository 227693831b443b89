// The page's Content-Security-Policy (index.html) is strict, and in force: no style
// attribute and no inline script are allowed, and a string is never taken as a script's
// URL or as HTML (Trusted Types). Every other test fails on any violation (fixtures.ts);
// this one checks the browser refuses what the policy forbids, so a policy that quietly
// stopped applying would be seen. (Playwright's own test: these violations are the point.)
import { expect, test } from '@playwright/test';

test('the policy refuses HTML from a string, a script URL from a string, and style attributes', async ({ page }) => {
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
