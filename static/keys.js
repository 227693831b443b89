// Playing by keyboard, loaded by the app once it has started (tools/post-build.mjs); the
// app itself plays a focused pit or cell on Enter or Space (src/ui/board_parts.rs).
// - The arrow keys move the focus between the pits or cells of a board in the board's own
//   geometry, whatever it is (two rows, two upright columns, the 6x6 grid, the hexagon):
//   to the nearest one drawn in the arrow's direction (the SVG is the geometry). They do the same between Calcala's
//   direction arrows and along the list of Roocala's offered moves.
// - A pit or cell chosen from the keyboard (Calcala, Roocala) hands the focus to its first
//   arrow or offered move; Escape puts the choice down again (as a tap beside the cells
//   does) and gives the focus back to the cell.
// - After a move played from the keyboard, the focus stays on the board (on the pit or
//   cell the move started from) rather than falling back to the page.
// (Here rather than in the app's wasm: the start page does not wait for it.)

const STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const BOARD_KEYS = 'svg[role=group] .key';
const CHOICES = 'button[data-dir], button[data-move]';

/** The nearest of `elements` to `from` in the direction (dx, dy): the next house along a
 *  row, the house across the board, a hexagon's neighbour half a cell up or down. Measured
 *  between centres, ahead and aside, within 60 degrees of straight ahead; a taller or wider
 *  pit (a store) counts as aside only as far as it reaches beyond `from`'s side. One in
 *  line with `from` (their spans across the direction overlap) goes before any other: up
 *  from South's last house is North's first, not the store beside it. */
function nearest(from, elements, [dx, dy]) {
  const a = from.getBoundingClientRect();
  let best = null;
  let bestScore = Infinity;
  for (const element of elements) {
    const b = element.getBoundingClientRect();
    const x = b.left + b.width / 2 - (a.left + a.width / 2);
    const y = b.top + b.height / 2 - (a.top + a.height / 2);
    const ahead = x * dx + y * dy;
    const reach = Math.max(0, (dx ? b.height - a.height : b.width - a.width) / 2);
    const aside = Math.max(0, Math.abs(x * dy - y * dx) - reach);
    if (ahead < 0.5 || aside > ahead * Math.sqrt(3)) continue;
    const inLine = dx ? b.top < a.bottom && b.bottom > a.top : b.left < a.right && b.right > a.left;
    const score = ahead + aside + (inLine ? 0 : 1e6);
    if (score < bestScore) [best, bestScore] = [element, score];
  }
  return best;
}

/** The board's pit or cell chosen by a first tap, if any. */
const chosenCell = () => document.querySelector('.selected .key');

/** The way back to `key` (a pit's or cell's button) once the app may have redrawn it. */
function finder(key) {
  const holder = key?.closest('[data-pit], [data-cell]');
  if (!holder) return () => null;
  const attribute = holder.hasAttribute('data-pit') ? 'data-pit' : 'data-cell';
  const selector = `[${attribute}="${holder.getAttribute(attribute)}"] .key`;
  return () => document.querySelector(selector);
}

/** Once the app has drawn what a key did. */
const afterRender = (then) => requestAnimationFrame(() => setTimeout(then, 0));

/** After a move, the focus goes back to the board: to `find()`'s pit or cell, or its first. */
function keepFocusOnBoard(find) {
  afterRender(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    (find() || document.querySelector(BOARD_KEYS))?.focus();
  });
}

addEventListener('keydown', (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  const onBoard = target.matches(BOARD_KEYS);
  const onChoice = target.matches(CHOICES);
  if (!onBoard && !onChoice) return;

  const step = STEPS[event.key];
  if (step) {
    const group = onBoard
      ? target.closest('svg').querySelectorAll('.key')
      : document.querySelectorAll(CHOICES);
    event.preventDefault();
    nearest(target, group, step)?.focus();
  } else if (event.key === 'Escape') {
    const cell = chosenCell();
    if (!cell) return;
    event.preventDefault();
    // A click on the board itself, beside the cells, puts the choice down.
    cell.closest('svg').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    finder(cell)()?.focus();
  } else if (onBoard && (event.key === 'Enter' || event.key === ' ')) {
    // The app plays the pit, or chooses the cell: then on to its first arrow or move.
    const find = finder(target);
    afterRender(() => {
      const first = chosenCell() && document.querySelector(CHOICES);
      if (first) first.focus();
      else keepFocusOnBoard(find);
    });
  }
});

// A direction or an offered move played from the keyboard (a click with no pointer: Enter
// or Space on the button, which then leaves the page): back to the cell it started from.
addEventListener('click', (event) => {
  if (event.detail === 0 && event.target instanceof Element && event.target.closest(CHOICES)) {
    keepFocusOnBoard(finder(chosenCell()));
  }}, true);

// The keys work from now on (the app loads this file just after its first frame): a mark
// for the browser tests, which wait for it before they press a key.
document.documentElement.dataset.keys = 'on';
