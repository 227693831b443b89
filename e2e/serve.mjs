// Tiny static server for the e2e tests: serves a built site under a sub-path
// (default /games/mancala/), the way it is hosted for real, so that any asset
// URL that ignores the public URL shows up as a 404 in the tests. It sends the headers the
// built site's `_headers` gives each path (hosting/_headers, which the build copies and
// completes with its policy's hashes; the format Netlify and Cloudflare Pages read: a path,
// `*` matching anything, then indented `Name: value` lines), so every browser test plays
// under the headers a host is told to send; the file itself is not served.
// Usage: node e2e/serve.mjs [dir] ; env PORT, HOST, BASE_PATH.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist-subpath');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const base = process.env.BASE_PATH ?? '/games/mancala/';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html is missing; run \`make dist-subpath\` first`);
  process.exit(1);
}

/** The rules of hosting/_headers: each a path pattern and its headers. */
function readHeaders(file) {
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: {} });
    } else {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
// The site's own copy (index.html copies hosting/_headers into every build), which the
// post-build hook completes with the hashes of the build's inline style and boot script;
// a directory without one (the benchmark's bare page and React peer) gets hosting/_headers.
const builtHeaders = join(root, '_headers');
const hostRules = readHeaders(existsSync(builtHeaders) ? builtHeaders : new URL('../hosting/_headers', import.meta.url));

/** The headers hosting/_headers gives the site's path `path` (from the site's root). */
function hostHeaders(path) {
  return Object.assign({}, ...hostRules.filter((r) => r.pattern.test(path)).map((r) => r.headers));
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

  const sitePath = '/' + path.slice(base.length);
  if (sitePath === '/_headers') return send(res, 404, 'not found\n');
  let file = resolve(root, '.' + sep + path.slice(base.length));
  if (file !== root && !file.startsWith(root + sep)) return send(res, 403, 'forbidden\n');
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    // What the hosts do (Netlify, Cloudflare Pages, GitHub Pages): the site's 404.html,
    // with the status 404, for an address under the site that it does not have.
    const notFound = join(root, '404.html');
    if (!existsSync(notFound)) return send(res, 404, 'not found\n');
    res.writeHead(404, { 'content-type': types['.html'], 'cache-control': 'no-store', ...hostHeaders(sitePath) });
    if (req.method === 'HEAD') return res.end();
    return createReadStream(notFound).pipe(res);
  }

  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    // Anything hosting/_headers leaves out is not kept.
    'cache-control': 'no-store',
    ...hostHeaders(sitePath),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
});

server.listen(port, host, () => {
  console.log(`serve: ${root} at http://${host}:${port}${base}`);
});
