// The `test` of every spec: besides its own checks, each test's page must break no rule of
// the Content-Security-Policy (index.html), send no request off the site's origin
// (issue 11), in every frame and in the service worker, and throw no error (a panic of the
// app's wasm is one), whatever the test does.
import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

/** Records CSP violations in every page and frame of `context`, and every request that
 * leaves `origin`. */
export async function watch(context: BrowserContext, origin: string) {
  const foreign: string[] = [];
  const violations: string[] = [];
  const errors: string[] = [];
  context.on('weberror', (e) => errors.push(e.error().message));
  context.on('request', (r) => {
    if (!r.url().startsWith(origin + '/')) foreign.push(r.url());
  });
  context.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  await context.exposeBinding('reportViolation', (_, v: string) => violations.push(v));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  return { foreign, violations, errors };
}

export const test = base.extend<{ guard: void }>({
  guard: [
    async ({ context, baseURL }, use) => {
      const { foreign, violations, errors } = await watch(context, new URL(baseURL!).origin);
      await use();
      expect(errors, 'errors thrown in the page').toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(foreign, 'requests off the site').toEqual([]);
    },
    { auto: true },
  ],
});
