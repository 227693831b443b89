// The prerendered pages' boot script (docs/hosting.md, "The first board"): index.html loads
// it in its head, before the browser first paints the page and long before the app's wasm
// has arrived, which is why it is JavaScript and not part of the app. It sends the player
// to the page of their language (below), then does three things.
//
// 0. It starts the app: the app's script (named by <html data-app>, tools/post-build.mjs) is
//    added once the page is read, through the Trusted Types policy mancala-boot, which lets
//    through that one URL; when the prerendered screen shows, only after its first frame.
//    A module script in the page's head held that frame back: in `tools/bench dist
//    first-board` the board showed about 15 ms later with it (docs/performance.md, "The
//    app's script after the first frame"). The wasm's preload stays in the head, so the
//    wasm is fetched from the start as before and the app is ready no later.
// 1. Whether the prerendered screen may show. The page's <html> names the screen drawn in it
//    (data-page: a game's id, or "" for the start screen) and what the browser's storage
//    holds when that drawing is what the app will show (data-unchanged: a new game's save,
//    or the computer's default level). When the address names another screen (a link,
//    #/oware on another page), or the storage holds a game in progress, the player's own
//    record or level, the drawing stays hidden (class prerender-hidden) and the app draws
//    the right screen when it starts: a start board never flashes before a saved game.
// 2. A tap that lands before the app has taken over: the pit, button, link or choice is
//    marked as waiting (class tap-queued) and, once the app has drawn the same screen (the
//    event mancala-ready, which the app sends once its first screen is drawn and its
//    effects have run: src/ui/app.rs), the same element of the app's drawing is clicked,
//    once, each tap in order. The app's first drawing is the prerendered one, so the nth
//    tappable element of one is the nth of the other. A finger that went down on the drawing just as the app took over, and whose
//    click the browser then drops (its element is gone), is played too.
// Once the page is read (DOMContentLoaded), the drawings that do not show are removed, so
// that the page holds one screen, as the app's does.
//
// Before all that, the player's language: each page exists in every language offered
// (tools/post-build.mjs, step 5) and names each language's page of its screen (<link
// rel=alternate hreflang>). The player's language is the one chosen on this device
// (mancala-language, src/ui/language.rs), else the first of the browser's that has pages,
// else English. The English page is the x-default: it sends a player whose language is
// another to that language's page (location.replace, with the address's search and hash),
// before anything is painted or loaded; a language's own page sends on only when the
// device's choice is another. Only a page served at its own address sends on (not a
// service worker's stand-in for a page it lacks), and a choice or a language with no page
// is no reason to leave: no two pages send a player back and forth.
(() => {
  const root = document.documentElement;
  const pages = {};
  for (const link of document.querySelectorAll('link[hreflang]')) pages[link.hreflang] = link.href;
  const here = root.lang;
  // The device's choices: the language, and the look chosen on More (src/ui/theme.rs).
  let chosen, theme;
  try {
    chosen = localStorage.getItem('mancala-language');
    theme = localStorage.getItem('mancala.theme');
  } catch {
    // A browser that refuses the site storage has no choice kept: the browser's language,
    // the look the system asks for.
  }
  // The first of the device's choice (and on the English page, the browser's languages)
  // whose language (`fr-CA`: fr) has a page of this screen; else this page's.
  const wanted = [chosen, ...(here === 'en' ? navigator.languages || [] : [])]
    .map((tag) => String(tag).split(/[-_]/)[0].toLowerCase())
    .find((code) => code !== 'x' && pages[code]) || here;
  if (wanted !== here && pages[here] && new URL(pages[here]).pathname === location.pathname.replace(/index\.html$/, '')) {
    root.classList.add('prerender-hidden');
    return location.replace(pages[wanted] + location.search + location.hash);
  }
  // The look, on the root before the first paint.
  if (/^(wood|light|contrast)$/.test(theme)) root.classList.add(`theme-${theme}`);
  // The app's script, once the page is read (as a module script in the page would run).
  const appScript = root.dataset.app;
  const policy = appScript && self.trustedTypes?.createPolicy('mancala-boot', {
    createScriptURL: (url) => {
      if (url !== appScript) throw new TypeError(`not the app's script: ${url}`);
      return url;
    },
  });
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = policy ? policy.createScriptURL(appScript) : appScript;
    document.head.append(script);
  };
  const startApp = () => {
    if (!appScript) return;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load, { once: true });
    else load();
  };
  // With a drawing to show, after its first frame's paint (a frame, then a task); at once
  // in a tab opened in the background, which draws no frame until it is shown.
  const startAfterFrame = () => {
    if (document.hidden) startApp();
    else requestAnimationFrame(() => setTimeout(startApp));
  };
  // Once the page is read, the drawings that do not show go (every drawing but the
  // window's orientation's, or all of them): the app finds one screen, or none, to replace.
  document.addEventListener('DOMContentLoaded', () => {
    for (const drawing of document.querySelectorAll('.prerendered')) {
      if (getComputedStyle(drawing).display === 'none') drawing.remove();
    }
  });
  const page = root.dataset.page;
  if (page === undefined) return startApp();
  const hash = location.hash.replace(/^#\/?/, '');
  let shown = hash === '' || hash === page;
  try {
    const stored = (key) => localStorage.getItem(key);
    const unchanged = (text) => text === null || text === root.dataset.unchanged;
    if (shown && page === '') shown = !stored('mancala.record') && unchanged(stored('mancala.solo'));
    else if (shown) shown = unchanged(stored('mancala.' + page));
  } catch {
    // A browser that refuses the site storage has nothing saved.
  }
  if (!shown) {
    root.classList.add('prerender-hidden');
    return startApp();
  }
  startAfterFrame();
  // A choice is a label around its radio button: a tap on its text lands on the label,
  // which is played as a tap on the same label of the app's drawing (the browser then
  // checks its radio button, as for a person's tap).
  const tappable = 'button,a[href],input,label,[data-pit],[data-cell]';
  // The taps kept, in order, each as the nth tappable element of the drawing; and the one
  // pressed whose click has not come yet.
  const queued = [];
  let pressed = -1;
  const indexOf = (event) => {
    const drawing = event.target.closest && event.target.closest('.prerendered');
    const target = drawing && event.target.closest(tappable);
    return target ? [...drawing.querySelectorAll(tappable)].indexOf(target) : -1;
  };
  const press = (event) => (pressed = indexOf(event));
  const tap = (event) => {
    if (!(event.target.closest && event.target.closest('.prerendered'))) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = -1;
    const index = indexOf(event);
    if (index < 0) return;
    queued.push(index);
    event.target.closest(tappable).classList.add('tap-queued');
  };
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('click', tap, true);
  addEventListener('mancala-ready', () => {
    document.removeEventListener('pointerdown', press, true);
    document.removeEventListener('click', tap, true);
    // The app has drawn its first screen by now; a frame more at most, should it not have.
    const replay = (taps, tries) => {
      const app = document.getElementById('app');
      const all = app && !app.querySelector('.prerendered') ? app.querySelectorAll(tappable) : [];
      if (!all.length) return tries > 0 && requestAnimationFrame(() => replay(taps, tries - 1));
      // Each in a task of its own, once the app has drawn what the one before changed; a
      // tap whose element the one before took away is dropped.
      const targets = taps.map((i) => all[i]).filter(Boolean);
      const next = () => {
        const target = targets.shift();
        if (!target) return;
        if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        setTimeout(next);
      };
      next();
    };
    if (queued.length) return replay(queued, 10);
    if (pressed < 0) return;
    // A finger was down on the drawing as the app took over: its click, if the browser
    // still sends it, reaches the app; if not (its element was replaced), it is played.
    let clicked = false;
    const heard = () => (clicked = true);
    document.addEventListener('click', heard, { capture: true, once: true });
    setTimeout(() => {
      document.removeEventListener('click', heard, true);
      if (!clicked) replay([pressed], 10);
    }, 500);
  }, { once: true });
})();
