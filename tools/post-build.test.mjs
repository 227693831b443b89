// Tests of what tools/post-build.mjs (Trunk's post-build hook) must leave in a release
// build, one test a step (docs/hosting.md, "What the post-build hook does"), read from the
// built site: `node --test tools/post-build.test.mjs` checks dist-subpath/, or the
// directory in $DIST. Run by `make test` after its build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { classesOf, parseCss, requiredClasses, selectorsOf } from './page-style.mjs';

const dir = process.env.DIST ?? 'dist-subpath';
if (!existsSync(join(dir, 'index.html'))) {
  throw new Error(`post-build.test: ${dir}/index.html is missing: build the site first (make dist-subpath)`);
}
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const read = (name) => readFileSync(join(dir, name), 'utf8');
const appJs = readdirSync(dir).find((n) => /^mancala-app-[0-9a-f]+\.js$/.test(n));
const appWasm = readdirSync(dir).find((n) => /^mancala-app-[0-9a-f]+_bg\.wasm$/.test(n));
// The app's builds, one per position type (src/ui/game_screen.rs, AppBuild): Trunk's main
// app (the start screen and Kalah), and the homes', the grid's and the cells' builds, named
// by post-build (step 3b); and the analysis board's (src/app_analysis.rs), named the same way.
const OTHER_BUILDS = ['homes', 'grid', 'cells', 'analysis'];
const builds = { kalah: { js: appJs, wasm: appWasm } };
for (const kind of OTHER_BUILDS) {
  const named = (suffix) => readdirSync(dir).filter((n) => new RegExp(`^mancala-app-${kind}-[0-9a-f]{16}${suffix}$`).test(n));
  const [js, wasm] = [named('\\.js'), named('_bg\\.wasm')];
  assert.equal(js.length, 1, `one JS file of the ${kind} build: ${js}`);
  assert.equal(wasm.length, 1, `one wasm file of the ${kind} build: ${wasm}`);
  builds[kind] = { js: js[0], wasm: wasm[0] };
}

const policy = html.match(/content="([^"]*script-src[^"]*)"/)?.[1] ?? '';
const prerendered = (name) => JSON.parse(readFileSync(new URL(`../static/prerender/${name}`, import.meta.url), 'utf8'));
// Every language offered, English first (static/prerender/languages.json), and the folder
// of its pages under the site's root.
const languages = prerendered('languages.json');
const folderOf = (code) => (code === 'en' ? '' : `${code}/`);
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('1. the start script: the app JS, from its file, starts the app and then pwa.js', () => {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.equal(scripts.length, 1, 'one script: the boot script, which loads the app after the first frame');
  assert.doesNotMatch(scripts[0][1], /type="?module"?/, 'no module script in the page');
  // The boot script loads the file <html data-app> names.
  const named = html.match(/<html[^>]*\bdata-app="?([^"\s>]+)"?/)?.[1];
  assert.ok(named && named.endsWith(`/${appJs}`), `<html data-app> names ${appJs}: ${named}`);
  assert.match(scripts[0][2], /dataset\.app/, 'the boot script reads data-app');
  assert.match(policy, /trusted-types [^;]*\bmancala-boot\b/, 'the boot script\'s policy is allowed');
  // The page's Content-Security-Policy runs the site's own files (and the boot script by
  // its hash: step 4).
  assert.match(policy, /script-src 'self'/);
  assert.doesNotMatch(policy, /unsafe-inline/, 'a release build allows no inline script');
  assert.doesNotMatch(html, /modulepreload/, 'the preloads go: the script tag loads the one file');
  assert.equal(existsSync(join(dir, 'snippets')), false, 'the snippets are folded into the app JS');
  const js = read(appJs);
  assert.doesNotMatch(js, /snippets\//);
  // The last statement starts the app with its wasm, then loads pwa.js after a frame: in
  // each build.
  for (const build of Object.values(builds)) {
    const js = read(build.js);
    assert.doesNotMatch(js, /snippets\//);
    const start = js.slice(js.lastIndexOf('({module_or_path:'));
    assert.ok(start.includes(`${build.wasm}"`), `the start names the wasm: ${start}`);
    assert.match(start, /requestAnimationFrame\(\(\)=>setTimeout\(\(\)=>\{import\("\.\/pwa\.js"\)\}\)\)/);
    // The app, not its start line, says when its first screen is drawn (src/ui/app.rs).
    assert.doesNotMatch(start, /mancala-ready/);
  }
  assert.ok(existsSync(join(dir, 'pwa.js')));
});

test('2. the wasm imports and exports have short names, which the glue uses', () => {
  for (const build of Object.values(builds)) shortNames(build.js, build.wasm);
});

function shortNames(appJs, appWasm) {
  const module = new WebAssembly.Module(readFileSync(join(dir, appWasm)));
  const imports = WebAssembly.Module.imports(module);
  const exports = WebAssembly.Module.exports(module);
  assert.ok(imports.length > 50, `${imports.length} imports`);
  const modules = [...new Set(imports.map((i) => i.module))];
  assert.equal(modules.length, 1, `one import module: ${modules}`);
  for (const { name } of [...imports, ...exports, { name: modules[0] }]) {
    assert.ok(name.length <= 3, `a long name is left: ${name}`);
  }
  const js = read(appJs);
  assert.doesNotMatch(js, /__wbg_\w+_[0-9a-f]{16}/, 'no import keeps its wasm-bindgen name');
  assert.ok(js.includes(`${modules[0]}:`), `the glue's import object has the module ${modules[0]}`);
  const names = new Set(exports.map((e) => e.name));
  for (const name of ['memory', '__wbindgen_start', 'main']) {
    assert.equal(names.has(name), false, `${name} is renamed too`);
  }
}

test('3. the JavaScript is minified', () => {
  const files = readdirSync(dir).filter((n) => n.endsWith('.js') && n !== 'sw.js');
  assert.ok(files.includes(appJs) && files.includes('pwa.js') && files.includes('mancala-worker.js'));
  assert.ok(OTHER_BUILDS.every((kind) => files.includes(builds[kind].js)));
  for (const name of files) {
    const code = read(name);
    assert.doesNotMatch(code, /\n[ \t]+\S/, `${name} keeps its indentation`);
    assert.doesNotMatch(code, /\/\*\*|^\s*\/\/ /m, `${name} keeps its comments`);
    assert.ok(code.split('\n').length <= 3, `${name} has ${code.split('\n').length} lines`);
  }
  // The worker's glue stays a classic script whose global its loader calls.
  assert.match(read('mancala-worker.js'), /^(let|var) wasm_bindgen\b/m);
});

test('3b. the homes\', the grid\'s and the cells\' builds are named by their content\'s hash', () => {
  const hash = (name) => createHash('sha256').update(readFileSync(join(dir, name))).digest('hex').slice(0, 16);
  for (const kind of OTHER_BUILDS) {
    for (const name of Object.values(builds[kind])) {
      assert.ok(name.startsWith(`mancala-app-${kind}-${hash(name)}`), `${name} is named by its hash`);
    }
  }
  // No file keeps the bare name Trunk gave it.
  assert.equal(readdirSync(dir).some((n) => /^mancala-app-(homes|grid|cells|analysis)(_bg\.wasm|\.js)$/.test(n)), false);
});

test('4. the style sheet and boot.js are inline, each allowed by its hash alone', () => {
  const style = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  assert.equal(style.length, 1, 'one inline style sheet');
  assert.match(style[0][1], /\.board\b/, 'it is the site\'s style sheet');
  const boot = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  assert.equal(boot.length, 1, 'one inline script: the boot script');
  assert.match(boot[0][1], /mancala-ready/, 'it is static/boot.js');
  assert.ok(html.indexOf('<style>') < html.indexOf('<script>') &&
    html.indexOf('<script>') < html.indexOf('<body'), 'both in the head, the style first');
  assert.doesNotMatch(html, /<link[^>]*stylesheet|src="?boot\.js/, 'no page fetches them');
  assert.equal(readdirSync(dir).some((n) => /^style-.*\.css$|^boot\.js$/.test(n)), false,
    'the files are gone from the site');
  const allows = (text) => `script-src 'self' ${sha256(boot[0][1])} 'wasm-unsafe-eval'; style-src 'self' ${sha256(styleOf(text))};`;
  assert.ok(policy.includes(allows(html)), `the page's policy allows them by hash: ${policy}`);
  // Every policy in the site's headers says the same for its path's page (the start page's
  // for \`/\` and \`/index.html\`, a game's for its folder, the analysis board's for its own,
  // each language's pages' for theirs: \`/fr/\`, \`/fr/index.html\`, \`/fr/kalah/*\`).
  const blocks = [...read('_headers').matchAll(/^(\/[^\n]*)\n(?:[ \t][^\n]*\n)*?[ \t]+Content-Security-Policy: (.*)/gm)];
  assert.ok(blocks.length >= 10, `${blocks.length} policies in _headers`);
  for (const [, path, header] of blocks) {
    const folder = path.trim().replace(/^\//, '').replace(/(^|\/)index\.html$/, '$1').replace(/\*$/, '');
    const page = read(join(folder, 'index.html'));
    assert.ok(header.includes(allows(page)), `_headers for ${path}: ${header}`);
    assert.ok(header.startsWith(page.match(/content="([^"]*script-src[^"]*)"/)[1]),
      `_headers for ${path} states its page's policy (and more): ${header}`);
  }
});

/** Every selector of a style sheet's rules. */
function selectorsIn(css) {
  const found = new Set();
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.children) walk(node.children);
      else if (node.body !== undefined && !node.prelude.startsWith('@')) for (const s of selectorsOf(node.prelude)) found.add(s);
    }
  };
  walk(parseCss(css));
  return found;
}

/** The inline style sheet of a page's HTML. */
function styleOf(text) {
  return text.match(/<style>([\s\S]*?)<\/style>/)[1];
}

test('4b. each page has the rules its build can match: no class only other builds write', () => {
  const full = styleOf(read(join('analysis', 'index.html')));
  const pages = JSON.parse(readFileSync(new URL('../static/prerender/pages.json', import.meta.url), 'utf8'));
  const has = (style, klass) => classesOf(style).has(klass);
  for (const page of pages) {
    const style = styleOf(read(join(page.path, 'index.html')));
    assert.ok(style.length <= full.length, `${page.path}: no more than the whole sheet`);
    // Each language's page of the screen has the same sheet (one block of _headers a page).
    for (const { code } of languages.slice(1)) {
      assert.equal(styleOf(read(join(code, page.path, 'index.html'))), style, `${code}/${page.path}: the English page's sheet`);
    }
    // A selector goes only for a class that the page's own build never writes.
    const wasm = readFileSync(join(dir, builds[page.app].wasm)).toString('latin1');
    const kept = selectorsIn(style);
    for (const selector of selectorsIn(full)) {
      if (kept.has(selector)) continue;
      assert.ok(requiredClasses(selector).some((klass) => !wasm.includes(klass)),
        `${page.path}: ${selector} goes, but its build writes every class it names`);
    }
    // The boards of the other kinds go; the page's own stays.
    const board = { kalah: '.board-wrap', homes: '.board-wrap', grid: '.calcala-page', cells: '.roocala-board' }[page.app];
    assert.ok(has(style, board.slice(1)), `${page.path}: its own board's rules (${board})`);
    for (const other of ['calcala-page', 'roocala-board', 'board-wrap'].filter((c) => `.${c}` !== board)) {
      assert.ok(!has(style, other), `${page.path}: no .${other}`);
    }
  }
  // The analysis board's page draws every board: the whole sheet.
  for (const klass of ['calcala-page', 'roocala-board', 'board-wrap']) assert.ok(has(full, klass), `analysis/: .${klass}`);
});

// A page's <noscript> line, in its language's words (languages.json's, from its messages).
const assertNoscript = (text, code, at) => {
  const { noscript } = languages.find((l) => l.code === code);
  assert.ok(noscript, `languages.json: ${code}'s noscript`);
  assert.ok(text.includes(`<noscript>${noscript}</noscript>`), `${at}: its <noscript> line, ${noscript}`);
  if (code !== 'en') assert.notEqual(noscript, languages[0].noscript, `${code}: a noscript line of its own`);
};

test('5. the prerendered pages: the start screen in index.html, each game\'s start board in its folder, in every language', () => {
  const pages = JSON.parse(readFileSync(new URL('../static/prerender/pages.json', import.meta.url), 'utf8'));
  assert.ok(pages.length >= 8, `${pages.length} pages`);
  assert.deepEqual(languages.map((l) => l.code), ['en', 'fr', 'de', 'nl', 'es', 'pt']);
  const base = html.match(/<base href="?([^">]*)/)[1];
  for (const page of pages) for (const { code } of languages) {
    const at = `${folderOf(code)}${page.path}`;
    const text = read(join(at, 'index.html'));
    const game = page.path.replace(/\/$/, '');
    assert.match(text, new RegExp(`<html[^>]* lang="?${code}"?[ >]`), `${at}: <html lang=${code}>`);
    assert.match(text, new RegExp(`<html[^>]* dir="?${languages.find((l) => l.code === code).dir}"?[ >]`), `${at}: <html dir>`);
    assert.match(text, new RegExp(`<html[^>]* data-page="${game}"`), `${at}: data-page`);
    const title = code === 'en' ? page.title : page.titles[code];
    assert.ok(title && text.includes(`<title>${title}</title>`), `${at}: its title, ${title}`);
    // The screen in its language, as tests/prerendered_pages.rs drew it.
    const screen = readFileSync(new URL(`../static/prerender/${folderOf(code)}${page.html}`, import.meta.url), 'utf8').trim();
    assert.ok(text.includes(`<div id="app">${screen}</div>`) || text.includes(`<div id=app>${screen}</div>`), `${at}: its screen`);
    // Each language's page of the screen, and English's as the x-default.
    const alternates = Object.fromEntries([...text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
      .map((m) => [m[1], m[2]]));
    const expected = Object.fromEntries(languages.map((l) => [l.code, `${base}${folderOf(l.code)}${page.path}`]));
    assert.deepEqual(alternates, { ...expected, 'x-default': `${base}${page.path}` }, `${at}: hreflang links`);
    const manifest = text.match(/<link\b[^>]*\bhref="?([^"\s>]*manifest\.webmanifest)"?[^>]*\brel="?manifest/)?.[1];
    assert.equal(manifest, `${folderOf(code)}manifest.webmanifest`, `${at}: its language's manifest`);
    assertNoscript(text, code, at);
  }
  for (const page of pages) {
    const text = read(join(page.path, 'index.html'));
    const game = page.path.replace(/\/$/, '');
    assert.ok(text.includes(`<base href="${base}"`) || text.includes(`<base href=${base}>`),
      `${page.path}: the site's one base URL`);
    assert.match(text, /<div id="?app"?><div class="prerendered"/, `${page.path}: its screen in #app`);
    // The page loads its own build, and no other.
    const build = builds[page.app];
    assert.ok(build, `${page.path}: a build for ${page.app}`);
    for (const other of Object.values(builds).filter((b) => b !== build)) {
      assert.ok(!text.includes(other.js) && !text.includes(other.wasm), `${page.path}: no ${other.js}`);
    }
    assert.ok(text.includes(`data-app=${base}${build.js}`) || text.includes(`data-app="${base}${build.js}"`),
      `${page.path}: its script is ${build.js}`);
    assert.ok(text.includes(`${base}${build.wasm}`), `${page.path}: it preloads ${build.wasm}`);
    // The same files as the start page, but the build: only the screen, the title and
    // <html> differ
    // (and its style sheet, step 4b).
    const strip = (t) => t.replace(/<html[^>]*>/, '').replace(/<title>[^<]*<\/title>/, '')
      .replace(/<link rel="alternate"[^>]*>/g, '')
      .replace(/(<div id="?app"?>)[\s\S]*<\/div>/, '$1</div>')
      .replace(/<style>[\s\S]*?<\/style>/, '<style></style>').replace(sha256(styleOf(t)), "'style'")
      .replaceAll(build.js, appJs).replaceAll(build.wasm, appWasm);
    assert.equal(strip(text), strip(html), `${page.path}: the rest is index.html's`);
    if (game) assert.match(text, /data-pit=|data-cell=/, `${page.path}: its board`);
  }
  assert.doesNotMatch(html, /style=/, 'no style attribute, which the policy forbids');
});

test('5c. each other language\'s page is the English page but for its language, its words and its manifest', () => {
  const pages = prerendered('pages.json');
  for (const page of pages) {
    const english = read(join(page.path, 'index.html'));
    for (const { code } of languages.slice(1)) {
      const text = read(join(code, page.path, 'index.html'));
      const strip = (t) => t.replace(/(<html[^>]*\blang=)"?[a-z]+"?/, '$1').replace(/(<html[^>]*\bdir=)"?[a-z]+"?/, '$1')
        .replace(/<title>[^<]*<\/title>/, '').replace(/(<div id="?app"?>)[\s\S]*<\/div>/, '$1</div>')
        .replace(/<noscript>[^<]*<\/noscript>/, '<noscript></noscript>')
        .replace(/href="?([a-z]+\/)?manifest\.webmanifest"?/, 'href=manifest');
      assert.equal(strip(text), strip(english), `${code}/${page.path}: the rest is ${page.path || 'index.html'}'s`);
    }
  }
  // The _headers' blocks of each language's pages: the English page's headers.
  const headers = read('_headers');
  for (const { code } of languages.slice(1)) {
    for (const path of ['/', '/index.html', ...pages.filter((p) => p.path).map((p) => `/${p.path}*`)]) {
      const block = (at) => headers.match(new RegExp(`^${at.replace(/[.*]/g, '\\$&')}\n((?:[ \t][^\n]*\n)+)`, 'm'))?.[1];
      assert.ok(block(`/${code}${path}`), `_headers has /${code}${path}`);
      assert.equal(block(`/${code}${path}`), block(path), `_headers: /${code}${path} as ${path}`);
    }
  }
});

test('5d. each language\'s web app manifest says its words, at its start page, over the whole site', () => {
  const english = JSON.parse(read('manifest.webmanifest'));
  assert.equal(english.description, languages[0].description, 'the English manifest says en.ftl\'s words');
  for (const { code, name, short_name: shortName, description } of languages.slice(1)) {
    const manifest = JSON.parse(read(join(code, 'manifest.webmanifest')));
    assert.deepEqual({ name: manifest.name, short_name: manifest.short_name, description: manifest.description, lang: manifest.lang },
      { name, short_name: shortName, description, lang: code }, `${code}: its words`);
    assert.notEqual(description, english.description, `${code}: a description of its own`);
    assert.deepEqual([manifest.start_url, manifest.scope, manifest.id], ['./', '../', '../'], `${code}: its start page, the site`);
    for (const icon of manifest.icons) assert.ok(existsSync(join(dir, code, icon.src)), `${code}: ${icon.src}`);
  }
});

test('5a. the analysis board\'s page loads the analysis build alone, and no other, in every language', () => {
  const text = read(join('analysis', 'index.html'));
  const base = html.match(/<base href="?([^">]*)/)[1];
  const build = builds.analysis;
  assert.ok(text.includes(`data-app=${base}${build.js}`) || text.includes(`data-app="${base}${build.js}"`),
    `analysis/: its script is ${build.js}`);
  assert.ok(text.includes(`${base}${build.wasm}`), `analysis/: it preloads ${build.wasm}`);
  for (const other of Object.values(builds).filter((b) => b !== build)) {
    assert.ok(!text.includes(other.js) && !text.includes(other.wasm), `analysis/: no ${other.js}`);
  }
  assert.ok(text.includes('<title>Analysis · Mancala</title>'), 'its title');
  assert.match(text, /<div id="?app"?><p class="?analysis-loading"?[^>]*>Loading the analysis board/, 'a line while it loads');
  assert.doesNotMatch(text, /data-page=|class="?prerendered/, 'no prerendered board: boot.js starts the app at once');
  // Its own style sheet, a file of the site that it alone links.
  assert.match(text, new RegExp(`<link rel="?stylesheet"? href="?${base}analysis\\.css`), 'analysis/ links analysis.css');
  assert.ok(read('analysis.css').includes('.analysis-page'), 'analysis.css holds the page\'s rules');
  assertNoscript(text, 'en', 'analysis/');
  // In every language: the same page in its words, naming each language's page, with the
  // English page's headers.
  const headers = read('_headers');
  const block = (at) => headers.match(new RegExp(`^${at.replace(/[.*]/g, '\\$&')}\n((?:[ \t][^\n]*\n)+)`, 'm'))?.[1];
  for (const { code, dir: direction, analysis_title: title, analysis_loading: loading } of languages) {
    const at = `${folderOf(code)}analysis/`;
    const page = read(join(at, 'index.html'));
    assert.match(page, new RegExp(`<html[^>]* lang="?${code}"?[ >]`), `${at}: <html lang=${code}>`);
    assert.match(page, new RegExp(`<html[^>]* dir="?${direction}"?[ >]`), `${at}: <html dir>`);
    assert.ok(title && page.includes(`<title>${title}</title>`), `${at}: its title, ${title}`);
    assert.ok(loading && page.includes(`<p class="analysis-loading" role="status">${loading}</p>`), `${at}: its line, ${loading}`);
    assertNoscript(page, code, at);
    const alternates = Object.fromEntries([...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
      .map((m) => [m[1], m[2]]));
    const expected = Object.fromEntries(languages.map((l) => [l.code, `${base}${folderOf(l.code)}analysis/`]));
    assert.deepEqual(alternates, { ...expected, 'x-default': `${base}analysis/` }, `${at}: hreflang links`);
    assert.ok(page.includes(`${base}${build.wasm}`), `${at}: it preloads ${build.wasm}`);
    if (code !== 'en') {
      assert.notEqual(loading, languages[0].analysis_loading, `${code}: a loading line of its own`);
      assert.ok(block(`/${code}/analysis/*`), `_headers has /${code}/analysis/*`);
      assert.equal(block(`/${code}/analysis/*`), block('/analysis/*'), `_headers: /${code}/analysis/* as /analysis/*`);
    }
  }
  // No other page names the analysis build or carries its style sheet.
  for (const page of JSON.parse(readFileSync(new URL('../static/prerender/pages.json', import.meta.url), 'utf8'))) {
    const other = read(join(page.path, 'index.html'));
    assert.ok(!other.includes(build.js) && !other.includes(build.wasm), `${page.path} loads no analysis build`);
    assert.ok(!other.includes('analysis.css') && !other.includes('.analysis-page'), `${page.path} has no analysis style`);
  }
});

test('5b. 404.html: its base is the site\'s address, and it runs no script', () => {
  const page = read('404.html');
  const site = html.match(/<base href="?([^"\s>]+)"?/)?.[1];
  assert.ok(site && site.endsWith('/'), `index.html's base: ${site}`);
  assert.ok(page.includes(`<base href="${site}" />`), `404.html's base is ${site}`);
  assert.match(page, /<a class="home" href="\.\/"/, 'a link home, from the base');
  assert.match(page, /href="rules\/rules\.css"/, 'the rules pages\' style sheet, which the site keeps');
  assert.ok(existsSync(join(dir, 'rules', 'rules.css')));
  assert.doesNotMatch(page, /<script|style=|<style/, 'no script and no inline style');
  assert.match(page, /script-src 'none'/);
});

test('6. sw.js precaches every file of the site with its hash, but the endgame databases and the other languages', () => {
  const files = (root, at = root) => readdirSync(at, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(root, join(at, e.name)) : [relative(root, join(at, e.name)).split(sep).join('/')]);
  const sw = read('sw.js');
  const list = JSON.parse(sw.match(/F=(\{[^}]*\})/)[1]);
  const later = JSON.parse(sw.match(/L=(\{[^}]*\})/)[1]);
  const groups = JSON.parse(sw.match(/G=(\{(?:[^{}]*\{[^}]*\})*[^{}]*\})/)[1]);
  const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 8);
  const expected = {};
  const expectedLater = {};
  const expectedGroups = Object.fromEntries(languages.slice(1).map(({ code }) => [code, {}]));
  const all = files(dir);
  const languageOf = (n) => languages.slice(1).map((l) => l.code)
    .find((code) => n.startsWith(`${code}/`) || n.startsWith(`rules/${code}/`) || n === `i18n/${code}.messages`);
  assert.ok(all.some((n) => n.startsWith('endgames/')), 'the endgame databases are in the build');
  assert.ok(all.includes('404.html'), 'the page for an unknown address is in the build');
  for (const name of all.filter((n) => n !== 'sw.js' && n !== '_headers' && n !== '404.html').sort()) {
    const address = name === 'index.html' ? './' : name.replace(/(^|\/)index\.html$/, '$1');
    const code = languageOf(name);
    if (name.startsWith('endgames/')) expectedLater[name] = hash(readFileSync(join(dir, name)));
    else if (code) expectedGroups[code][address] = hash(readFileSync(join(dir, name)));
    else expected[address] = hash(readFileSync(join(dir, name)));
  }
  assert.deepEqual(list, expected, 'every file but sw.js, _headers, 404.html, endgames/ and the other languages\', as it is now');
  assert.deepEqual(later, expectedLater, 'the endgame databases, fetched on first use, with their hashes');
  assert.deepEqual(groups, expectedGroups, 'each other language\'s pages, manifest, table and rules pages, with their hashes');
  for (const { code } of languages.slice(1)) {
    const group = Object.keys(groups[code]);
    for (const address of [`${code}/`, `${code}/kalah/`, `${code}/manifest.webmanifest`, `i18n/${code}.messages`, `rules/${code}/kalah.html`]) {
      assert.ok(group.includes(address), `${code}'s group holds ${address}`);
    }
  }
  assert.match(sw, /c\.put\(r,n\.clone\(\)\)/, 'a fetched endgame database is kept in the cache');
  assert.match(sw, /\["\/endgames\/"\]/, 'the endgame databases are kept once fetched');
  assert.match(sw, /e\.waitUntil\(group\(c,g\)/, 'a fetched file of a language keeps its whole group');
  assert.match(sw, /includeUncontrolled/, 'an install keeps the open pages\' languages');
  assert.ok(list[appJs] && list[appWasm] && list['./'] && list['mancala-worker_bg.wasm']);
  assert.ok(list['kalah/'] && list['roocala-hex/'], 'each game\'s page is kept under its folder');
  assert.ok(list['rules/kalah.html'] && list['manifest.webmanifest'], 'English\'s rules pages and manifest are precached');
  assert.ok(sw.includes(`"mancala-${hash(JSON.stringify([list, later, groups]))}"`), 'the version is the hash of the three lists');
});
