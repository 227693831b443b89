// Writes a site's service worker, sw.js, into a built site's directory: it lists every
// file of the site (but sw.js and the host's _headers) with the first 8 hex digits of its SHA-256, and a version
// that is the hash of them all, so any change to any file makes a new sw.js, which is how
// the browser learns of a new deploy. Run by tools/post-build.mjs (Trunk's hook), or by
// hand on a built site: node tools/sw.mjs DIR
//
// What sw.js does:
// - install: fetches every file (bypassing the HTTP cache), checks each one's hash, and
//   stores them in a cache of their own version, so a deploy caught half-copied on the
//   server fails the install (the old version stays; the browser tries again later) rather
//   than mixing old and new files. index.html is stored as "./", the start URL, and each
//   game's page (kalah/index.html) as its folder's address (kalah/).
// - then it waits: a page that was already controlled by an older version shows
//   "A new version is ready" (static/pwa.js), and only the player's tap sends "skip", which
//   activates it; the page then reloads. The first install activates at once.
// - activate: deletes every other version's cache and takes control of the open pages.
// - fetch: answers from its version's cache; what it does not hold goes to the network,
//   and a page navigation that fails offline gets the app.
// - The endgame databases (endgames/, about 580 KB gzipped) are not precached: the
//   computer's worker fetches one only when Expert's game of its rules nears its end
//   (src/computer/endgame_files.rs). The first fetch stores it in the version's cache, so
//   it is there offline from then on (until a new version).
// - The languages: English's pages are precached with the rest; each other language's
//   files, its pages (fr/, fr/kalah/, ...: tools/post-build.mjs), its manifest, its table of
//   messages (i18n/fr.messages, fetched by src/ui/language.rs) and its rules pages
//   (rules/fr/), are a group that is kept whole once one of them is fetched, so the
//   player's language is there offline, not all six. An install keeps the groups an older
//   version kept (each file from that cache when its hash is the same, else fetched anew)
//   and the group of every open page's language (a first visit, whose page the new
//   worker did not see fetched).
// - The page for an address the site does not have (404.html) is not precached either: the
//   host serves it in answer to a request the service worker passes on, and offline such a
//   navigation gets the app.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

function filesOf(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(root, join(dir, e.name)) : [relative(root, join(dir, e.name)).split(sep).join('/')],
  );
}

// The folders of the files fetched on first use, kept in the cache when they are.
export const LAZY = ['endgames'];

// Each other language's files, by its code: its pages' folder, its table of messages and
// its rules pages' folder. Its code is the name of its table (i18n/<code>.messages).
export function languageGroups(all) {
  const codes = all.map((n) => n.match(/^i18n\/([a-z]+)\.messages$/)?.[1]).filter(Boolean);
  return Object.fromEntries(codes.map((code) => [code, all.filter((n) =>
    n.startsWith(`${code}/`) || n.startsWith(`rules/${code}/`) || n.startsWith(`i18n/${code}.`))]));
}

// The page a host serves for an address the site does not have, never precached.
export const NOT_FOUND = '404.html';

const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 8);

export function writeServiceWorker(dir) {
  // _headers is the host's configuration (hosting/_headers), which hosts do not serve.
  const all = filesOf(dir).filter((n) => n !== 'sw.js' && n !== '_headers' && n !== NOT_FOUND).sort();
  const lazy = (n) => LAZY.some((folder) => n.startsWith(`${folder}/`));
  const groups = languageGroups(all);
  const grouped = new Set(Object.values(groups).flat());
  const names = all.filter((n) => !lazy(n) && !grouped.has(n));
  // A page is stored under the address it is asked for: index.html as "./", each game's
  // prerendered page (kalah/index.html) as its folder, "kalah/", and a language's
  // (fr/kalah/index.html) as "fr/kalah/".
  const address = (name) => (name === 'index.html' ? './' : name.replace(/(^|\/)index\.html$/, '$1'));
  const hashes = (list) => Object.fromEntries(list.map((name) => [address(name), hash(readFileSync(join(dir, name)))]));
  const list = hashes(names);
  // The files fetched on first use, with their hashes: a version keeps the ones an older
  // version fetched when they have not changed, and a changed one makes a new version.
  const later = hashes(all.filter(lazy));
  // Each language's group, kept whole (see above).
  const languages = Object.fromEntries(Object.entries(groups).map(([code, files]) => [code, hashes(files)]));
  const version = hash(JSON.stringify([list, later, languages]));
  const code = `// Generated by tools/sw.mjs: every file of the site, with its hash.
const V="mancala-${version}",F=${JSON.stringify(list)},L=${JSON.stringify(later)},G=${JSON.stringify(languages)},
S=new URL(registration.scope).pathname,
hex=b=>[...new Uint8Array(b).slice(0,4)].map(x=>x.toString(16).padStart(2,"0")).join(""),
keep=(c,u,b,r)=>c.put(u,new Response(b,{headers:{"content-type":r.headers.get("content-type")}})),
sum=async b=>hex(await crypto.subtle.digest("SHA-256",b)),
get=async(c,u,h)=>{const r=await fetch(u,{cache:"no-cache"}),b=await r.arrayBuffer();
if(!r.ok||await sum(b)!=h)throw Error("changed: "+u);await keep(c,u,b,r)},
old=async(c,u,h)=>{const r=await caches.match(u);if(!r)return!1;const b=await r.arrayBuffer();
if(await sum(b)!=h)return!1;await keep(c,u,b,r);return!0},
lang=u=>{const p=new URL(u).pathname;if(!p.startsWith(S))return;const a=p.slice(S.length);
return Object.keys(G).find(g=>a in G[g])||Object.keys(G).find(g=>a.startsWith(g+"/"))},
group=(c,g,fresh)=>Promise.all(Object.entries(G[g]).map(async([u,h])=>{
if(fresh?!await old(c,u,h):!await c.match(u))await get(c,u,h)}));
onmessage=e=>e.data=="skip"&&skipWaiting();
oninstall=e=>{e.waitUntil(caches.open(V).then(async c=>{
const open=(await clients.matchAll({type:"window",includeUncontrolled:!0})).map(w=>lang(w.url)),
kept=await Promise.all(Object.keys(G).map(async g=>open.includes(g)||(await Promise.all(Object.keys(G[g]).map(u=>caches.match(u)))).some(Boolean)));
await Promise.all(Object.entries(F).map(([u,h])=>get(c,u,h))
.concat(Object.entries(L).map(([u,h])=>old(c,u,h)))
.concat(Object.keys(G).filter((g,i)=>kept[i]).map(g=>group(c,g,!0))))}))};
onactivate=e=>e.waitUntil(caches.keys().then(k=>Promise.all(k.filter(n=>n!=V&&n.startsWith("mancala-")).map(n=>caches.delete(n)))).then(()=>clients.claim()));
onfetch=e=>{const r=e.request;r.method=="GET"&&e.respondWith(caches.open(V).then(c=>c.match(r,{ignoreSearch:true}).then(m=>m||fetch(r).then(n=>{const g=lang(r.url);
n.ok&&(g?e.waitUntil(group(c,g).catch(()=>{})):${JSON.stringify(LAZY.map((f) => `/${f}/`))}.some(p=>r.url.includes(p))&&c.put(r,n.clone()));return n})
.catch(()=>r.mode=="navigate"?c.match((lang(r.url)||".")+"/").then(m=>m||c.match("./")):Response.error()))))};
`;
  writeFileSync(join(dir, 'sw.js'), code);
  return { version, files: names.length, languages: Object.keys(languages) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node tools/sw.mjs DIR');
    process.exit(1);
  }
  const { version, files } = writeServiceWorker(dir);
  console.log(`sw: ${dir}/sw.js precaches ${files} files, version ${version}`);
}
