import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

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

/** A free port on this machine. */
export async function freePort() {
  const server = createServer();
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  await new Promise((ok) => server.close(ok));
  return port;
}

/** Serves the built site `dir` at `basePath` (e2e/serve.mjs, with the site's headers) on a
 * free port, until `stop()`. */
export async function serve(dir, basePath = '/') {
  const port = await freePort();
  const child = spawn(process.execPath, ['e2e/serve.mjs', dir], {
    env: { ...process.env, PORT: String(port), BASE_PATH: basePath },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ok, fail) => {
    child.stdout.once('data', ok);
    child.once('exit', (code) => fail(new Error(`serve ${dir} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}${basePath}`, stop: () => child.kill() };
}
