// The bench's peer: a plain React Kalah board (six trays a side, four stones, the usual
// capture and extra turn), drawn in SVG like ours, so `make bench` can compare our load
// with that of the kind of site people compare us with. Built with esbuild at bench time.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const HOUSES = 6;
const start = () => ({ pits: [...Array(6).fill(4), 0, ...Array(6).fill(4), 0], mover: 0, text: 'Red starts.' });
const store = (side) => side * 7 + 6;

function sow(state, index) {
  const pits = [...state.pits];
  let seeds = pits[index];
  pits[index] = 0;
  let at = index;
  while (seeds > 0) {
    at = (at + 1) % 14;
    if (at === store(1 - state.mover)) continue;
    pits[at] += 1;
    seeds -= 1;
  }
  const own = at >= state.mover * 7 && at < state.mover * 7 + 6;
  if (own && pits[at] === 1 && pits[12 - at] > 0) {
    pits[store(state.mover)] += pits[12 - at] + 1;
    pits[at] = pits[12 - at] = 0;
  }
  const again = at === store(state.mover);
  return { pits, mover: again ? state.mover : 1 - state.mover, text: `Sowed ${state.pits[index]} from tray ${index % 7 + 1}.` };
}

function Pit({ x, y, w, h, count, legal, north, onTap }) {
  const stones = Array.from({ length: Math.min(count, 12) }, (_, i) => (
    <circle key={i} className="stone" cx={x + 22 + (i % 3) * 30} cy={y + 24 + Math.floor(i / 3) * 30} r="13" />
  ));
  return (
    <g className={`${north ? 'north' : ''} ${legal ? 'legal' : ''}`} data-pit onClick={onTap}>
      <rect className="tray" x={x} y={y} width={w} height={h} rx="30" />
      {stones}
      <text className="count" x={x + w / 2} y={north ? y - 12 : y + h + 34} textAnchor="middle">{count}</text>
    </g>
  );
}

function App() {
  const [state, setState] = useState(start);
  const pits = state.pits.map((count, i) => {
    const side = i < 7 ? 0 : 1;
    const n = i % 7;
    const storeX = side === 0 ? 870 : 18;
    const x = n === 6 ? storeX : side === 0 ? 150 + n * 120 : 750 - n * 120;
    const y = n === 6 ? 74 : side === 0 ? 250 : 74;
    const legal = side === state.mover && n < 6 && count > 0;
    return (
      <Pit key={i} x={x} y={y} w={n === 6 ? 110 : 104} h={n === 6 ? 330 : 156} count={count}
        north={side === 1} legal={legal} onTap={() => legal && setState(sow(state, i))} />
    );
  });
  return (
    <main>
      <h1>Kalah</h1>
      <svg className="board" viewBox="0 0 1000 460">
        <rect className="frame" x="0" y="56" width="1000" height="348" rx="36" />
        {pits}
      </svg>
      <p className="status">{state.text} {state.mover === 0 ? 'Red' : 'Green'} to move.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
