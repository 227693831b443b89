// Tiny static server for the e2e tests: serves a built site under a sub-path
// (default /games/mancala/), the way it is hosted for real, so that any asset
// URL that ignores the public URL shows up as a 404 in the tests.
// Usage: node e2e/serve.mjs [dir] ; env PORT, HOST, BASE_PATH.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist-subpath');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const base = process.env.BASE_PATH ?? '/games/mancala/';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html is missing; run \`make dist-subpath\` first`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // Without this exact type browsers refuse WebAssembly.instantiateStreaming.
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}

const server = createServer((req, res) => {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    return send(res, 400, 'bad request\n');
  }
  if (path === base.slice(0, -1)) {
    res.writeHead(301, { location: base });
    return res.end();
  }
  if (!path.startsWith(base)) return send(res, 404, `not found (site lives under ${base})\n`);

  let file = resolve(root, '.' + sep + path.slice(base.length));
  if (file !== root && !file.startsWith(root + sep)) return send(res, 403, 'forbidden\n');
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return send(res, 404, 'not found\n');

  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
});

server.listen(port, host, () => {
  console.log(`serve: ${root} at http://${host}:${port}${base}`);
});
