// Renders the app's icons (static/icons/*.png, named by static/manifest.webmanifest) from
// our own drawing, static/favicon.svg, in headless Chromium, on the site's background
// colour. The PNGs are checked in; run this again after changing the drawing:
//   node tools/icons.mjs
// "any" icons: the board on a rounded square. The maskable icon: a full square, the board
// inside the central circle of 80% that every launcher's mask keeps.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync('static/favicon.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const background = '#24170e';

const icons = [
  { file: 'static/icons/icon-192.png', size: 192, board: 0.9, radius: 0.18 },
  { file: 'static/icons/icon-512.png', size: 512, board: 0.9, radius: 0.18 },
  { file: 'static/icons/maskable-512.png', size: 512, board: 0.66, radius: 0 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, board, radius } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<!doctype html><style>
    html, body { margin: 0; background: transparent; }
    div { width: ${size}px; height: ${size}px; background: ${background};
          border-radius: ${radius * size}px; display: grid; place-items: center; }
    img { width: ${board * size}px; height: ${board * size}px; }
  </style><div><img src="${dataUrl}"></div>`);
  await page.locator('img').evaluate((img) => img.decode());
  await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`icons: ${file} (${size}x${size})`);
}
await browser.close();
