// Trunk post-build hook (Trunk.toml), run on the staging dist directory, in order. Each
// step is documented in docs/hosting.md ("What the post-build hook does") and tested on the
// built site by tools/post-build.test.mjs (run by `make test`):
//
// 1. The start script, in each of the app's builds (see 3b). Trunk starts the app with an
//    inline module script, which the
//    page's Content-Security-Policy (index.html) forbids: the call moves to the end of the
//    app's JS glue, which <html data-app> names, and static/boot.js loads that file as a
//    module script once the page has drawn its first frame (a module script in the head
//    held the prerendered board's first frame back by about 15 ms; the modulepreload
//    link goes too; the wasm's preload stays, so the wasm is fetched from the start). In a release build the
//    same line then loads pwa.js
//    (static/pwa.js: service worker, update prompt, wake lock, Share) once the app has
//    started and drawn its first frame (a frame, then a task), so none is part of what
//    the start page waits for, nor of the work before its first paint: loaded at once,
//    their fetching and evaluating (and the service worker's registration) fell between
//    the board's first drawing and its paint, about 15 ms later in `tools/bench dist load`
//    than the React peer's; after the frame, the two paint together. Debug builds (make
//    serve) get neither pwa.js nor sw.js: no cache to go stale while developing.
//    The JS snippets of the app's Rust code (wasm-bindgen's inline_js, each a module of its
//    own under snippets/) are folded into the same file: a file less for the start page to
//    fetch, and terser then minifies them too.
// 2. Gives the app's wasm imports and exports short names in a release build, in the wasm
//    (Binaryen's --minify-imports-and-exports-and-modules) and in the JS glue that names
//    them (keeping debug names where a profiling build has them). wasm-bindgen names each import after its function and a hash
//    (`__wbg_getElementById_7ee213db584f37b0`); about 6 KB of such names, each written in
//    both files and hardly compressible, cost the start page about 3 KB gzipped. Then it
//    optimises the app's wasm (wasm-opt -Os), which Trunk is told not to do.
// 3. Minifies the JavaScript in a release build. Trunk's own minifier cannot parse
//    wasm-bindgen's output ("Failed to minify JS") and ships it as it is; terser can, and
//    it takes about a third off what the page loads as JavaScript. Files keep their names
//    (and the content hash of the unminified file).
// 3b. Names the app's homes, grid and cells builds by their content's hash. The app is
//    built once per position type (src/ui/game_screen.rs, AppBuild): Trunk builds the start
//    screen's and Kalah's build as the main app (hashed names, the script tag in
//    index.html) and the other three as workers (index.html), which keep bare names: steps
//    1-3 treat all four alike, and this step gives the three their hashed names
//    (`mancala-app-grid-<hash>.js` and its wasm), so that a host may keep them as long as
//    the main app's (hosting/_headers).
// 4. The style sheet and boot.js go inline, into index.html's <head>: the first board
//    (step 5) then paints from the page alone, with no request in between. On a slowed
//    tablet (CPU /4, slow 4G) the style sheet and boot.js fetched after the page cost a
//    round trip and their download beside the wasm's: in `tools/bench dist first-board`
//    the prerendered board showed in 940 ms with them as files and in 490-530 ms inline
//    (docs/performance.md). The policy (index.html's <meta>, and the headers of the
//    site's copy of hosting/_headers, `_headers`) allows each by the SHA-256 of its text,
//    never 'unsafe-inline'. The two files go from the site: no page names them any more.
// 5. The prerendered pages (src/ui/prerender.rs, committed under static/prerender by
//    tests/prerendered_pages.rs): index.html gets the start screen's HTML inside its
//    <div id="app">, and each game a copy of it, <game>/index.html, with its start board
//    and its title. The page's <html> names its screen and the save that leaves it as
//    drawn (data-page, data-unchanged), for static/boot.js. Every copy keeps the one
//    <base href>, so its files resolve from the site's root. (The app itself sends the
//    event `mancala-ready` once its first screen is drawn and settled, which
//    static/boot.js waits for to play a tap that came before: src/ui/app.rs.) Each page
//    loads its own build (pages.json's `app`): Awari's, Ayo's and Oware's the homes',
//    Calcala's the grid's, Roocala's the cells', the start screen and Kalah the main app.
//    Each page's inline style sheet holds only the rules its build can match (the others
//    name a class only another build writes: tools/page-style.mjs), allowed by its own
//    hash in its <meta> and in _headers' block for its path.
//    Every page exists in each language offered (static/prerender/languages.json):
//    English's at the root, the others' under their code, fr/index.html and
//    fr/<game>/index.html, each with its <html lang> and dir, its title in its language
//    (pages.json's `titles`), its screen drawn in it (static/prerender/<code>/), the same
//    <base href> and style sheet, and its language's web app manifest,
//    <code>/manifest.webmanifest (its name and description from languages.json). Every
//    page, English's too, names each language's page of its screen, <link rel=alternate
//    hreflang>, the English page as x-default; static/boot.js sends a player whose
//    language is another to that page. _headers gets each language's blocks, the same
//    headers as the English page's.
//    Every page's <noscript> line is its language's too (languages.json's `noscript`).
// 5a. The analysis board's page, analysis/index.html, loads the analysis build
//    (src/app_analysis.rs) and shows a line while it loads: no prerendered board. It
//    exists in each language as the other pages do (fr/analysis/index.html: its title and
//    line in the language's words, languages.json), and names each language's page.
// 5b. The page for an address the site does not have, 404.html (static/404.html), gets the
//    site's public URL as its <base>: a host serves it at any depth under the site.
// 6. Writes the service worker, sw.js, in a release build (tools/sw.mjs): it precaches
//    every file of the site, so the site works offline after one visit.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { minify } from 'terser';
import { absentClasses, withoutClasses } from './page-style.mjs';
import { writeServiceWorker } from './sw.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('post-build: run me as a Trunk hook (TRUNK_STAGING_DIR is not set)');
  process.exit(1);
}
const release = process.env.TRUNK_PROFILE === 'release';

// 1. The start script.
const htmlPath = join(dir, 'index.html');
let html = readFileSync(htmlPath, 'utf8');
const inline = html.match(/<script type="?module"?>([\s\S]*?)<\/script>/);
if (!inline) throw new Error('post-build: no inline start script in index.html');
const js = inline[1].match(/from\s*['"]([^'"]+\.js)['"]/)?.[1];
const wasm = inline[1].match(/module_or_path:\s*['"]([^'"]+\.wasm)['"]/)?.[1];
if (!js || !wasm) throw new Error(`post-build: cannot read the start script: ${inline[1]}`);
const base = (url) => url.slice(url.lastIndexOf('/') + 1);
// The public URL the site's files are named under (`/games/mancala/`).
const publicUrl = wasm.slice(0, wasm.lastIndexOf('/') + 1);
// The app's builds, one per position type (src/ui/game_screen.rs, AppBuild), by the build's
// name in static/prerender/pages.json: the main app (the start screen and Kalah), which
// Trunk names in index.html, and the three Trunk builds as workers (index.html),
// `mancala-app-<kind>.js` and its wasm.
const MAIN = 'kalah';
const apps = { [MAIN]: { js: base(js), wasm: base(wasm) } };
for (const kind of ['homes', 'grid', 'cells', 'analysis']) {
  apps[kind] = { js: `mancala-app-${kind}.js`, wasm: `mancala-app-${kind}_bg.wasm` };
  for (const file of Object.values(apps[kind])) {
    if (!existsSync(join(dir, file))) throw new Error(`post-build: the ${kind} build's ${file} is missing`);
  }
}
const later = release ? '{import("./pwa.js")}' : '{}';
for (const app of Object.values(apps)) {
  const jsFile = join(dir, app.js);
  const start = `\n__wbg_init({module_or_path:${JSON.stringify(publicUrl + app.wasm)}}).finally(()=>requestAnimationFrame(()=>setTimeout(()=>${later})));\n`;
  // Each `import { f } from './snippets/…/inline0.js';` becomes the snippet's code, in a scope
  // of its own that gives back what it exported.
  const glue = readFileSync(jsFile, 'utf8').replace(
    /^import \{([^}]*)\} from '(\.\/snippets\/[^']+)';$/gm,
    (_, names, path) => {
      const source = readFileSync(join(dir, path), 'utf8');
      const exported = [...source.matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
      const bound = names.split(',').map((n) => n.trim().replace(/\s+as\s+/, ': '));
      const body = source.replace(/^export function/gm, 'function');
      return `const { ${bound.join(', ')} } = (() => {\n${body}\nreturn { ${exported.join(', ')} };\n})();`;
    },
  );
  if (/from '\.\/snippets\//.test(glue)) throw new Error(`post-build: a snippet import in ${app.js} is left`);
  if (!/\b__wbg_init\b/.test(glue)) throw new Error(`post-build: ${app.js} has no __wbg_init`);
  writeFileSync(jsFile, glue + start);
}
rmSync(join(dir, 'snippets'), { recursive: true, force: true });
// The app's script is started by the boot script after the page's first frame (step 4,
// static/boot.js), from the URL <html data-app> names; the wasm's preload stays.
html = html.replace(inline[0], '');
if (!/<html[^>]*>/.test(html)) throw new Error('post-build: index.html has no <html>');
html = html.replace(/<html([^>]*)>/, (_, rest) => `<html${rest} data-app="${js}">`);
// The preloads of the app's JS and of the snippets: the one file is loaded after the frame.
html = html.replace(/<link[^>]*rel="?modulepreload"?[^>]*>/g, '');
// `trunk serve` (make serve, a debug build) adds its autoreload script inline, and fills in
// its address when it serves the page: in debug builds only, the policy lets it run.
if (!release) html = html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
writeFileSync(htmlPath, html);
console.log(`post-build: the start script is now in ${Object.values(apps).map((a) => a.js).join(', ')}`);

// 2. Short names for the wasm's imports and exports.
if (release) {
  const wasmOpt = fileURLToPath(new URL('../node_modules/.bin/wasm-opt', import.meta.url));
  const features = ['reference-types', 'bulk-memory', 'sign-ext', 'nontrapping-float-to-int',
    'mutable-globals', 'multivalue'].map((f) => `--enable-${f}`);
  // The functions' names (167 KB) go, unless MANCALA_WASM_NAMES=1 asks to keep them, for a
  // profile of the wasm with twiggy (see docs/performance.md).
  const named = process.env.MANCALA_WASM_NAMES === '1';
  for (const app of Object.values(apps)) {
    const wasmFile = join(dir, app.wasm);
    const jsFile = join(dir, app.js);
    const report = execFileSync(wasmOpt, [wasmFile, ...features,
      '--minify-imports-and-exports-and-modules', ...(named ? ['--debuginfo'] : []), '-o', wasmFile],
      { encoding: 'utf8' });

    const names = JSON.parse(report.slice(report.indexOf('{')));
    const modules = new Set(WebAssembly.Module.imports(new WebAssembly.Module(readFileSync(wasmFile)))
      .map((i) => i.module));
    if (modules.size !== 1) throw new Error(`post-build: expected one import module, not ${[...modules]}`);
    const [module] = modules;
    let glue = readFileSync(jsFile, 'utf8');
    // Each rename must find what it renames: the keys of the import object, and `wasm.NAME`.
    const rename = (pattern, to, what) => {
      const before = glue;
      glue = glue.replace(pattern, () => to);
      if (glue === before) throw new Error(`post-build: ${what} is not in ${app.js}`);
    };
    const moduleNames = new Set(names.imports.map(([from]) => from));
    for (const from of moduleNames) rename(JSON.stringify(from) + ':', JSON.stringify(module) + ':', from);
    for (const [, from, to] of names.imports) rename(new RegExp(`\\b${from}(?=: function)`, 'g'), to, from);
    for (const [from, to] of names.exports) {
      // An export the glue never calls (`main`, run by the start function) has nothing to rename.
      glue = glue.replace(new RegExp(`\\bwasm\\.${from}\\b`, 'g'), () => `wasm.${to}`);
    }
    writeFileSync(jsFile, glue);
    console.log(`post-build: short names for ${names.imports.length} imports and ${names.exports.length} exports in ${app.wasm}`);

    // The app's wasm is optimised here, after the renaming, rather than by Trunk before it
    // (index.html asks Trunk for none): the same -Os then gives about 260 B less gzipped.
    // -Os run to a fixed point: larger than -Oz raw, but about 1 KB smaller gzipped, which
    // is what the page downloads. --low-memory-unused lets it fold address offsets into loads
    // and stores (about 1 KB more): it assumes no address computation wraps round past 4 GiB
    // into the lowest 1 KB of memory, which Rust never does (the stack sits at the bottom of
    // memory and grows down towards it from 1 MiB). --ignore-implicit-traps lets it assume
    // that no load, store or division traps by itself (about 60 B): Rust checks every index
    // and divisor before, and panics rather than trapping. The producers and target-features
    // sections tell a browser nothing (about 200 B).
    execFileSync(wasmOpt, [wasmFile, ...features, '-Os', '--converge', '--low-memory-unused',
      '--ignore-implicit-traps', '--strip-producers', '--strip-target-features',
      ...(named ? ['--debuginfo'] : []), '-o', wasmFile]);
    console.log(`post-build: ${app.wasm} optimised (wasm-opt -Os)`);
  }
}

// 3. Minify.
if (release) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const path = join(dir, name);
    const source = readFileSync(path, 'utf8');
    // The worker's glue is a classic script whose global `wasm_bindgen` its loader calls:
    // minified as a module, that unused-looking global would be dropped.
    const module = !/^(let|var) wasm_bindgen\b/m.test(source);
    const { code } = await minify(source, { module, compress: { passes: 2 }, mangle: true });
    writeFileSync(path, code);
    console.log(`post-build: minified ${name} ${source.length} -> ${code.length} bytes`);
  }
}

// 3b. The other builds' names. Trunk names the main app's files by a hash of their content
// (`mancala-app-<hash>.js`), so that a host may keep them for a year (hosting/_headers);
// its workers keep their bare names. The other builds (homes, grid, cells) get names of the
// same kind here, from the SHA-256 of their final content: the wasm's first, which its
// JS names, then the JS's.
{
  const contentHash = (file) => createHash('sha256').update(readFileSync(join(dir, file))).digest('hex').slice(0, 16);
  for (const [kind, app] of Object.entries(apps).filter(([kind]) => kind !== MAIN)) {
    const wasmName = `mancala-app-${kind}-${contentHash(app.wasm)}_bg.wasm`;
    renameSync(join(dir, app.wasm), join(dir, wasmName));
    const jsFile = join(dir, app.js);
    const glue = readFileSync(jsFile, 'utf8');
    const url = JSON.stringify(publicUrl + app.wasm);
    if (!glue.includes(url)) throw new Error(`post-build: ${app.js} does not name ${url}`);
    writeFileSync(jsFile, glue.replace(url, () => JSON.stringify(publicUrl + wasmName)));
    const jsName = `mancala-app-${kind}-${contentHash(app.js)}.js`;
    renameSync(jsFile, join(dir, jsName));
    apps[kind] = { js: jsName, wasm: wasmName };
  }
  console.log(`post-build: the other builds are ${Object.values(apps).slice(1).map((a) => a.js).join(', ')}`);
}

// 4. The style sheet and boot.js inline.
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
// The whole style sheet and boot.js, as step 4 puts them in index.html (step 5 gives each
// page the rules it can match).
let fullStyle;
let bootText;
{
  let html = readFileSync(htmlPath, 'utf8');
  // Each replacement must find what it replaces: a changed index.html fails the build.
  const take = (pattern, what) => {
    const found = html.match(pattern);
    if (!found) throw new Error(`post-build: index.html has no ${what}`);
    const file = join(dir, found[1].replace(/^.*\//, ''));
    const text = readFileSync(file, 'utf8');
    rmSync(file);
    return { tag: found[0], text };
  };
  const style = take(/<link\b(?=[^>]*\brel="?stylesheet"?)[^>]*\bhref="?([^"\s>]+\.css)"?[^>]*>/, 'style sheet link');
  const boot = take(/<script\b[^>]*\bsrc="?([^"\s>]*boot\.js)"?[^>]*><\/script>/, 'boot.js script');
  // A </style> or </script> inside would end the element early.
  if (/<\/style/i.test(style.text) || /<\/script/i.test(boot.text)) {
    throw new Error('post-build: the style sheet or boot.js holds its own closing tag');
  }
  fullStyle = style.text;
  bootText = boot.text;
  html = html.replace(style.tag, () => `<style>${style.text}</style>`);
  html = html.replace(boot.tag, () => `<script>${boot.text}</script>`);
  // The same hashes in every policy the site states: its pages' <meta> and its headers.
  // (A debug build's policy allows inline scripts for Trunk's autoreload (step 1), which a
  // hash beside 'unsafe-inline' would turn off: there boot.js runs by that allowance.)
  const allow = (policy) => policy
    .replace(/script-src 'self'(?! 'unsafe-inline')/, (m) => `${m} ${sha256(boot.text)}`)
    .replace(/style-src 'self'/, (m) => `${m} ${sha256(style.text)}`);
  const meta = html.match(/<meta\b[^>]*Content-Security-Policy[^>]*>/i);
  if (!meta || !/content="[^"]*script-src/.test(meta[0])) {
    throw new Error('post-build: index.html has no Content-Security-Policy <meta>');
  }
  html = html.replace(meta[0], () => meta[0].replace(/content="([^"]*)"/, (_, policy) => `content="${allow(policy)}"`));
  writeFileSync(htmlPath, html);
  const headersPath = join(dir, '_headers');
  const headers = readFileSync(headersPath, 'utf8')
    .replace(/^(\s+Content-Security-Policy:)(.*)$/gm, (_, name, policy) => name + allow(policy));
  writeFileSync(headersPath, headers);
  console.log(`post-build: the style sheet (${style.text.length} B) and boot.js (${boot.text.length} B) inline, allowed by their hashes`);
}

// 5. The prerendered pages.
{
  const sources = fileURLToPath(new URL('../static/prerender/', import.meta.url));
  const pages = JSON.parse(readFileSync(join(sources, 'pages.json'), 'utf8'));
  // Every language offered, English first: its code and its manifest's words.
  const languages = JSON.parse(readFileSync(join(sources, 'languages.json'), 'utf8'));
  if (languages[0]?.code !== 'en') throw new Error('post-build: languages.json does not start with English');
  // The folder of a language's pages under the site's root: the root for English.
  const folderOf = (code) => (code === 'en' ? '' : `${code}/`);
  const template = readFileSync(htmlPath, 'utf8');
  const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    .replace(/</g, '&lt;').replace(/\n/g, '&#10;');
  // Each replacement must find what it replaces: a changed index.html fails the build.
  const put = (html, pattern, to, what) => {
    if (!pattern.test(html)) throw new Error(`post-build: index.html has no ${what}`);
    return html.replace(pattern, to);
  };
  // A page in `language`: its <html lang> and dir, its title and the links to each
  // language's page of its screen, its <noscript> line and its manifest, in its words.
  const inLanguage = (page, { code, dir: direction, noscript }, title, alternates) => {
    if (noscript === undefined) throw new Error(`post-build: languages.json has no ${code} words for the pages`);
    let html = put(page, /(<html[^>]*\blang=)"?en"?/, (_, before) => `${before}"${code}"`, '<html lang="en">');
    html = put(html, /(<html[^>]*\bdir=)"?ltr"?/, (_, before) => `${before}"${direction}"`, '<html dir="ltr">');
    html = put(html, /<title>[^<]*<\/title>/, () => `<title>${attribute(title)}</title>${alternates}`, '<title>');
    html = put(html, /<noscript>[^<]*<\/noscript>/, () => `<noscript>${attribute(noscript)}</noscript>`, '<noscript>');
    if (code !== 'en') {
      html = put(html, /(<link\b[^>]*\bhref=)"?manifest\.webmanifest"?/,
        (_, before) => `${before}"${folderOf(code)}manifest.webmanifest"`, 'manifest link');
    }
    return html;
  };
  // Each language's page of the screen at `path` under the site's root, English's the
  // x-default: <link rel=alternate hreflang>, which static/boot.js reads.
  const alternatesOf = (path) => languages.map(({ code }) => [code, `${publicUrl}${folderOf(code)}${path}`])
    .concat([['x-default', `${publicUrl}${path}`]])
    .map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${attribute(href)}">`).join('');
  // Each build's wasm as text, to find the classes it writes (tools/page-style.mjs).
  const wasmText = Object.fromEntries(Object.entries(apps).map(([kind, app]) =>
    [kind, readFileSync(join(dir, app.wasm)).toString('latin1')]));
  const pageText = template.replace(`<style>${fullStyle}</style>`, '');
  const pwaText = existsSync(join(dir, 'pwa.js')) ? readFileSync(join(dir, 'pwa.js'), 'utf8') : '';
  // The policy's hash of each page's style sheet, by its path (for _headers, below).
  const styleHash = new Map();
  for (const page of pages) {
    // The page's screen in each language, by its code.
    const screens = Object.fromEntries(languages.map(({ code }) =>
      [code, readFileSync(join(sources, folderOf(code), page.html), 'utf8').trim()]));
    const game = page.path.replace(/\/$/, '');
    // The page's style sheet: the rules its build can match, in any language, with their
    // hash in its policy (the same in every language: one block of _headers a page).
    const elsewhere = Object.entries(wasmText).filter(([kind]) => kind !== page.app).map(([, text]) => text);
    const absent = absentClasses(fullStyle, [wasmText[page.app], ...Object.values(screens), pageText, bootText, pwaText], elsewhere);
    const style = withoutClasses(fullStyle, absent);
    if (/<\/style/i.test(style)) throw new Error('post-build: a page\'s style sheet holds its own closing tag');
    styleHash.set(page.path, sha256(style));
    if (!template.includes(`<style>${fullStyle}</style>`) || !template.includes(sha256(fullStyle))) {
      throw new Error('post-build: index.html has no inline style sheet and hash to replace');
    }
    const styled = template.replace(`<style>${fullStyle}</style>`, () => `<style>${style}</style>`)
      .replace(sha256(fullStyle), () => sha256(style));
    console.log(`post-build: ${page.path || 'index.html'}: the style sheet ${fullStyle.length} -> ${style.length} B, `
      + `without ${absent.size} classes of other builds`);
    let common = put(styled, /<html([^>]*)>/, (_, rest) =>
      `<html${rest} data-page="${attribute(game)}" data-unchanged="${attribute(page.unchanged_save)}">`, '<html>');
    // The page loads its own build: the script and the wasm's preload.
    const app = apps[page.app];
    if (!app) throw new Error(`post-build: no build of the app for ${page.path}: ${page.app}`);
    if (app !== apps[MAIN]) {
      for (const [from, to] of [[apps[MAIN].js, app.js], [apps[MAIN].wasm, app.wasm]]) {
        common = put(common, new RegExp(from.replace(/[.]/g, '\\.'), 'g'), to, from);
      }
    }
    const alternates = alternatesOf(page.path);
    for (const language of languages) {
      const { code } = language;
      const title = code === 'en' ? page.title : page.titles?.[code];
      if (title === undefined) throw new Error(`post-build: pages.json has no ${code} title for ${page.path || 'the start page'}`);
      let html = inLanguage(common, language, title, alternates);
      html = put(html, /(<div id="?app"?>)\s*(<\/div>)/, (_, open, close) => open + screens[code] + close,
        'empty <div id="app">');
      const folder = join(dir, folderOf(code), page.path);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), html);
    }
  }
  console.log(`post-build: ${pages.length} prerendered pages (the start screen and each game's) `
    + `in ${languages.length} languages (${languages.map((l) => l.code).join(', ')})`);
  // Each other language's web app manifest, in its folder: the site's (static/
  // manifest.webmanifest) in its words, starting at its start page, over the whole site.
  {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8'));
    for (const { code, name, short_name: shortName, description } of languages.slice(1)) {
      const translated = {
        ...manifest, id: '../', name, short_name: shortName, description, lang: code,
        start_url: './', scope: '../',
        icons: manifest.icons.map((icon) => ({ ...icon, src: `../${icon.src}` })),
      };
      writeFileSync(join(dir, folderOf(code), 'manifest.webmanifest'), `${JSON.stringify(translated, null, 2)}\n`);
    }
    console.log(`post-build: a web app manifest for each of ${languages.slice(1).map((l) => l.code).join(', ')}`);
  }
  // The headers' policy for each page allows its own style sheet: `/` and `/index.html` the
  // start page's, `/<game>/*` the game's; any other path (the analysis page) the whole one.
  // Each language's pages get the English page's headers, in blocks of their own after the
  // last page's: `/fr/` and `/fr/index.html` the start page's, `/fr/<game>/*` each game's.
  const headersPath = join(dir, '_headers');
  // The page a block's path is for, as pages.json names it (`/kalah/*`: `kalah/`).
  const pageOf = (path) => path.replace(/^\/(index\.html)?/, '').replace(/\*$/, '');
  const pageBlocks = [];
  let block = null;
  let afterPages = -1;
  const headers = readFileSync(headersPath, 'utf8').split('\n').map((line, i) => {
    if (/^\//.test(line)) {
      block = styleHash.has(pageOf(line.trim())) ? { path: line.trim(), lines: [] } : null;
      if (block) pageBlocks.push(block);
    }
    if (!block || !/^\/|^\s+\S/.test(line)) return line;
    afterPages = i + 1;
    const page = pageOf(block.path);
    if (/^\s+Content-Security-Policy:/.test(line)) {
      if (!line.includes(sha256(fullStyle))) throw new Error(`post-build: _headers' policy for /${page} has no style hash`);
      line = line.replace(sha256(fullStyle), () => styleHash.get(page));
    }
    if (/^\s/.test(line)) block.lines.push(line);
    return line;
  });
  if (afterPages < 0) throw new Error('post-build: _headers has no block for the pages');
  // The analysis board's page's block (step 5a), which each language's copy gets too.
  const analysisAt = headers.indexOf('/analysis/*');
  if (analysisAt < 0) throw new Error('post-build: _headers has no block for /analysis/*');
  const analysisLines = [];
  for (let i = analysisAt + 1; /^\s+\S/.test(headers[i] ?? ''); i++) analysisLines.push(headers[i]);
  headers.splice(afterPages, 0, '# Each language\'s pages (tools/post-build.mjs, steps 5 and 5a): the English page\'s headers.',
    ...languages.slice(1).flatMap(({ code }) => pageBlocks.flatMap((b) => [`/${code}${b.path}`, ...b.lines])
      .concat([`/${code}/analysis/*`, ...analysisLines, `/${code}/manifest.webmanifest`, '  Cache-Control: no-cache'])));
  writeFileSync(headersPath, headers.join('\n'));
  // 5a. The analysis board's page, analysis/index.html (src/ui/analysis): the page with
  // its own build's script and wasm, its title, its style sheet, and a line in #app while
  // the wasm loads;
  // no prerendered board (the board it shows is the address's: `analysis/#/<record>`) and
  // no data-page, so static/boot.js starts the app at once.
  // In every language offered, as the other pages (`fr/analysis/`), its title and line in
  // the language's words (languages.json).
  {
    // Its own style sheet (static/analysis.css), which no other page carries: a file, as the
    // page shows a line while its wasm loads anyway; 'self' in the policy allows it.
    let common = put(template, /<\/head>/, () => `<link rel="stylesheet" href="${publicUrl}analysis.css" /></head>`, '</head>');
    for (const [from, to] of [[apps[MAIN].js, apps.analysis.js], [apps[MAIN].wasm, apps.analysis.wasm]]) {
      common = put(common, new RegExp(from.replace(/[.]/g, '\\.'), 'g'), to, from);
    }
    const alternates = alternatesOf('analysis/');
    for (const language of languages) {
      const { code, analysis_title: title, analysis_loading: loading } = language;
      let html = inLanguage(common, language, title, alternates);
      html = put(html, /(<div id="?app"?>)\s*(<\/div>)/, (_, open, close) =>
        `${open}<p class="analysis-loading" role="status">${attribute(loading)}</p>${close}`,
        'empty <div id="app">');
      const folder = join(dir, folderOf(code), 'analysis');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), html);
    }
    console.log(`post-build: the analysis board's page, analysis/index.html, in ${languages.length} languages`);
  }
}

// 5b. The page for an address the site does not have (static/404.html), which a host may
// serve at any depth under the site: its <base> becomes the site's public URL, so that its
// link home and its style sheet resolve from there.
{
  const path = join(dir, '404.html');
  const page = readFileSync(path, 'utf8');
  if (!/<base href="\/" \/>/.test(page)) throw new Error('post-build: 404.html has no <base href="/" />');
  writeFileSync(path, page.replace(/<base href="\/" \/>/, () => `<base href="${publicUrl}" />`));
  console.log(`post-build: 404.html links home to ${publicUrl}`);
}

// 6. The service worker.
if (release) {
  const { version, files } = writeServiceWorker(dir);
  console.log(`post-build: sw.js precaches ${files} files, version ${version}`);
}
