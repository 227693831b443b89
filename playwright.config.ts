import { defineConfig } from '@playwright/test';

// The site is built with `make dist-subpath` (public URL /games/mancala/) and
// served under that sub-path, so the tests also prove sub-path hosting works.
const port = Number(process.env.E2E_PORT ?? 4173);
const basePath = '/games/mancala/';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers, in CI too: the machines have two cores, and more workers only slow each
  // other down. E2E_WORKERS=1 runs one test at a time (a test's own timing, say).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}${basePath}`,
    browserName: 'chromium',
    deviceScaleFactor: 1,
    // A system at night, as the specs were written for: the wood theme. Playwright would
    // emulate a light system otherwise, which now picks the light theme (e2e/looks.spec.ts
    // tests the themes with their own emulation).
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright's own browser download cannot work here: use Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox', // we run as root
        '--disable-gpu',
        '--disable-dev-shm-usage',
        // Without these Chromium keeps calling home on a machine with no network.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'tablet-landscape',
      testIgnore: /phone\.spec/,
      use: { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
    },
    {
      name: 'tablet-portrait',
      testIgnore: /phone\.spec/,
      // A test tagged @one-size only plays again at a second tablet size what the
      // landscape project plays (whole games, the computer, storage, links): it runs there
      // alone. Layout, what is in view, sizes, axe and facing run at both (docs/testing.md).
      grepInvert: /@one-size/,
      use: { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
    },
    // Phones at 360x640, 390x844 and 844x390: phone.spec sets each size itself; from the
    // other specs, the tests tagged @phone play again at 390x844 (issue 48: each point a
    // player meets, on a phone too).
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    command: `node e2e/serve.mjs dist-subpath`,
    url: `http://127.0.0.1:${port}${basePath}`,
    env: { PORT: String(port), BASE_PATH: basePath },
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
    stdout: 'pipe',
  },
});
