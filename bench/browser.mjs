// The browser and device every benchmark uses: Debian's Chromium, headless, as
// playwright.config.ts launches it for the tests (keep the two in step), on a tablet
// in landscape with touch.
export const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--disable-quic',
  ],
};
export const DEVICE = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
