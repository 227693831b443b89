// Stones carried off the board fly to where they go, and a Roocala rook slides from cell to
// cell, while a move is shown. The app loads this file once it has drawn its first frame
// (tools/post-build.mjs). While a move is shown, the app's hand badge (src/ui/board_parts.rs)
// glides from pit to pit, one frame per step of the engine's report; on a step that takes
// stones from a pit to a player's store or pile (a capture, an Oware four, the end-of-game
// sweep) the badge carries `data-carried`, how many. The store or pile they went to is the
// one whose count the same frame changed. A badge of that many stones then flies from the
// pit to that count, in the frame's time (at least 250 ms; the Web Animations API moves it
// by a transform, on the compositor), and goes once it lands. A frame that takes a rook
// off one cell and puts it on another (a rook's move, a rook riding a sowing to its end)
// slides the rook drawn on the second from the first, in the hand's glide time. Nothing
// moves when the system asks for reduced motion. (Here rather than in the app's wasm: the
// start page does not wait for it.)
const still = matchMedia('(prefers-reduced-motion: reduce)');
const STORES = '.pit.store, .pile';

/** The centre of `element` on the screen. */
function centre(element) {
  const r = element.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** Flies the stones `hand` says were carried off, from the pit it is over to `to`. */
function fly(hand, to) {
  const from = hand.ownerSVGElement?.querySelector('.hand');
  if (!from || still.matches) return;
  const [x0, y0] = centre(from);
  const [x1, y1] = centre(to.querySelector('.count, .pile-count') ?? to);
  // As large as the hand's badge, which is drawn to the board's scale.
  const size = hand.getBoundingClientRect().height || 28;
  const badge = document.createElement('div');
  badge.className = 'carried';
  badge.setAttribute('aria-hidden', 'true');
  badge.textContent = hand.dataset.carried;
  badge.style.cssText =
    'position:fixed;left:0;top:0;z-index:5;pointer-events:none;box-sizing:border-box;' +
    `height:${size}px;min-width:${size * 1.3}px;margin:${-size / 2}px 0 0 ${-size * 0.65}px;` +
    `border:3px solid #fff;border-radius:${size}px;background:#ff8a3d;color:#1d1208;` +
    `font:800 ${size * 0.6}px/${size - 6}px system-ui,sans-serif;text-align:center;` +
    'box-shadow:0 2px 8px #0008';
  document.body.append(badge);
  // The frame's time: the hand glides in two thirds of it.
  const glide = parseFloat(hand.style.transitionDuration) || 120;
  const flight = badge.animate(
    [
      { transform: `translate(${x0}px,${y0}px) scale(1.15)` },
      { transform: `translate(${x1}px,${y1}px) scale(0.8)`, opacity: 0.6 },
    ],
    { duration: Math.max(glide * 1.5, 250), easing: "ease-in" },
  );
  flight.finished.then(() => badge.remove(), () => badge.remove());
}

/** Slides `rook`, just drawn in the cell `to`, from the cell `from`, in the frame's time. */
function slide(rook, from, to) {
  const board = rook.ownerSVGElement;
  const hand = board.querySelector('.hand-badge');
  if (!hand || still.matches) return;
  // Measured by the cells' outlines (a cell's marks may reach beyond it).
  const [x0, y0] = centre(from.querySelector('.cell-shape') ?? from);
  const [x1, y1] = centre(to.querySelector('.cell-shape') ?? to);
  // The rook is drawn in the board's units, which its transform is in too.
  const scale = board.getScreenCTM()?.a || 1;
  rook.animate(
    [{ transform: `translate(${(x0 - x1) / scale}px,${(y0 - y1) / scale}px)` }, { transform: 'none' }],
    { duration: parseFloat(hand.style.transitionDuration) || 120, easing: 'ease-in-out' },
  );
}

const isRook = (node) => node.classList?.contains('rook-piece');

// The app draws each frame at once, so one batch of records holds all it changed: the
// hand's style (it moves on at every frame) or its data-carried (an Oware four where the
// hand already is), the count of the store or pile that took the stones, a rook taken off
// one cell and drawn on another.
new MutationObserver((records) => {
  const left = records.find((r) => [...r.removedNodes].some(isRook));
  const reached = records.find((r) => [...r.addedNodes].some(isRook));
  if (left && reached && reached.target.closest('[data-animating]')) {
    slide([...reached.addedNodes].find(isRook), left.target, reached.target);
  }
  const hand = records
    .map((r) => r.target)
    .find((t) => t.dataset?.carried && t.classList.contains('hand-badge'));
  if (!hand) return;
  const to = records
    .filter((r) => r.type !== 'attributes')
    .map((r) => (r.target.nodeType === Node.TEXT_NODE ? r.target.parentElement : r.target))
    .map((t) => t?.closest(STORES))
    .find(Boolean);
  if (to) fly(hand, to);
}).observe(document.body, {
  subtree: true,
  attributeFilter: ['style', 'data-carried'],
  characterData: true,
  childList: true,
});

// Flights and slides are shown from now on (the app loads this file just after its first
// frame): a mark for the browser tests, which wait for it before they play.
document.documentElement.dataset.carry = 'on';
