// Loaded by the app once it has started (tools/post-build.mjs), in release builds:
// - registers the service worker (sw.js, written by tools/sw.mjs), which keeps every file
//   of the site for offline play;
// - when a new version has been installed beside the running one, shows a small button,
//   "A new version is ready — reload"; only a tap on it switches to the new version
//   (the waiting worker takes over and the page reloads), so a game is never interrupted
//   and old and new files are never mixed;
// - keeps the screen awake while a game is on screen (Screen Wake Lock), where supported;
// - the More page's Full screen button, where the browser allows it (not on an iPhone);
// - shares a game: the board's Share button carries the game's link (data-share: the text
//   after `#/`), which goes to the system's share sheet where there is one (tablets and
//   phones), or else to the clipboard, and a note says which. (Here rather than in the
//   app's wasm: the start page does not wait for it.)
const sw = navigator.serviceWorker;
if (sw) {
  let chosen = false;
  let button = null;
  // The page's version, or none on a first visit (then there is nothing to offer).
  const running = sw.controller;
  const offer = (worker) => {
    if (!sw.controller || button) return;
    button = document.createElement('button');
    button.className = 'update';
    button.textContent = 'A new version is ready — reload';
    // Over the screen's title, between the top bar's buttons: it covers nothing a player taps.
    button.style.cssText =
      'position:fixed;z-index:9;left:50%;top:max(10px,env(safe-area-inset-top));transform:translateX(-50%);' +
      'max-width:calc(100% - 280px);min-height:0;padding:6px 14px;font-size:15px;box-shadow:0 2px 10px #000a';
    button.onclick = () => {
      chosen = true;
      button.disabled = true;
      // The new version waits for this tap, unless a tap in another tab has already let it in.
      if (worker && worker.state === 'installed') worker.postMessage('skip');
      else location.reload();
    };
    document.body.append(button);
  };
  // The new version has taken over: reload after the player's tap; in another tab of the
  // site, the older files are gone, so offer the reload there too.
  sw.addEventListener('controllerchange', () => (chosen ? location.reload() : running && offer()));
  // The page requires Trusted Types for scripts (index.html): the service worker's script
  // is named through a policy of its own, which lets through only sw.js.
  const policy = self.trustedTypes?.createPolicy('mancala-sw', {
    createScriptURL: (url) => {
      if (url !== 'sw.js') throw new TypeError(`not the service worker: ${url}`);
      return url;
    },
  });
  sw.register(policy ? policy.createScriptURL('sw.js') : 'sw.js').then((reg) => {
    if (reg.waiting) offer(reg.waiting);
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
    });
    // A tablet can keep the page open for days: look for a new version when it comes back.
    document.addEventListener('visibilitychange', () => document.hidden || reg.update().catch(() => {}));
  }, () => {});
}

// The screen stays on while a game is on screen (the address names one: #/kalah, kalah/).
let lock = null;
let asking = false;
const awake = async () => {
  // A game's address is a fragment naming it, or, without a fragment, the game's own
  // folder (kalah/, its prerendered page), as the app reads it (src/ui/app.rs).
  const game = location.hash.length > 1 ? location.hash.replace(/^#\/?/, '')
    : location.href.slice(document.baseURI.length).split(/[/#?]/)[0];
  const want = !document.hidden && game !== '';
  if (want && !lock && !asking && navigator.wakeLock) {
    asking = true;
    try {
      lock = await navigator.wakeLock.request('screen');
      lock.addEventListener('release', () => (lock = null));
    } catch {
      // Refused (battery saver, not visible): no lock, the game goes on.
    }
    asking = false;
    if (lock) awake(); // the game may have been left meanwhile
  } else if (!want && lock) {
    lock.release();
    lock = null;
  }
};
addEventListener('hashchange', awake);
// The app moves a game to its folder's address (history.replaceState, which no event
// tells of) just after the hashchange; back and forward between folders are popstate.
addEventListener('popstate', awake);
document.addEventListener('visibilitychange', awake);
awake();

// Full screen: the whole page, and the same button (or Escape) leaves it.
if (document.fullscreenEnabled) {
  document.documentElement.classList.add('can-fullscreen');
  addEventListener('click', (event) => {
    if (!event.target.closest?.('[data-fullscreen]')) return;
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen({ navigationUI: 'hide' });
    done.catch(() => {});
  });
}

// Share.
let note = null;
addEventListener('click', async (event) => {
  const button = event.target.closest?.('[data-share]');
  if (!button) return;
  // At the game's own page (its folder under the site's root, the base URL), which loads
  // its own build of the app: the text before `?` is the game's id.
  const game = button.dataset.share.split('?')[0];
  const url = new URL(`${game}/#/${button.dataset.share}`, document.baseURI).href;
  let said;
  if (navigator.share) {
    said = await navigator.share({ url }).then(() => 'Shared a link to this game.', () => 'Not shared.');
  } else {
    said = await navigator.clipboard?.writeText(url).then(() => `Copied a link to this game: ${url}`, () => null);
    said ??= `Copy this link to share the game: ${url}`;
  }
  note?.remove();
  note = document.createElement('p');
  note.className = 'share-note';
  note.setAttribute('role', 'status');
  note.textContent = said;
  // Over the bottom of the screen, above the buttons, until the next tap.
  note.style.cssText =
    'position:fixed;z-index:9;left:50%;bottom:max(84px,env(safe-area-inset-bottom));transform:translateX(-50%);' +
    'max-width:min(90vw,720px);margin:0;padding:12px 18px;border-radius:14px;background:#f2e2c7;color:#2b1a0e;' +
    'font-weight:650;overflow-wrap:anywhere;box-shadow:0 4px 16px #0008';
  document.body.append(note);
  // It goes after a while, or at the next tap anywhere.
  const gone = note;
  setTimeout(() => gone.remove(), 8000);
  addEventListener('pointerdown', () => gone.remove(), { once: true });
});
