// The fuzz tier's target for version 1 saves (JSON), which only the browser reads: the
// converter is JavaScript inline in src/ui/storage.rs (`v1_save_as_text`), so it is fuzzed
// here in Node, the same code read from that file. It must never throw, and must give
// `undefined` (damaged) or a save's header: for version 1, a version 2 save of exactly three
// lines whose two records name the same game; for another version, that header alone.
// Inputs: valid version 1 saves, and those under random mutations of their text and of
// their JSON values (see tests/fuzz/harness.rs for the technique).
// Usage: node tests/fuzz/v1_save.mjs [INPUTS] (FUZZ_INPUTS, or 5,000); FUZZ_SEED.
import { readdirSync, readFileSync } from 'node:fs';

const source = readFileSync(new URL('../../src/ui/storage.rs', import.meta.url), 'utf8');
const js = source.slice(source.indexOf('inline_js = r#"') + 15, source.indexOf('"#)]'));
const { v1_save_as_text: convert } = await import('data:text/javascript,' + encodeURIComponent(js));

const INPUTS = Number(process.argv[2] ?? process.env.FUZZ_INPUTS ?? 5000);
let state = BigInt(process.env.FUZZ_SEED ?? 26) ^ 0x1234n;
// SplitMix64, as mancala::search::Rng.
function next() {
  state = (state + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
  let z = state;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
  return z ^ (z >> 31n);
}
const below = (n) => Number(next() % BigInt(Math.max(1, n)));
const pick = (list) => list[below(list.length)];

const WORDS = ['kalah', 'awari', 'oware', 'calcala', 'roocala-hex', 'seeds', 'transfer', 'always', '5', '3', 'c3:N+',
  'B3-E', 'moves', '', ' ', 'a&b', 'a=b', 'a.b', 'a?b', '\n', 'é', '__proto__', 'constructor', 'toString'];
const VALUES = [null, true, 0, 1, 2, -1, 1.5, 1e400, [], {}, '', 'x', [1], { a: 1 }, 'a b', '1.2'];

function validSave() {
  const opts = () => Object.fromEntries(Array.from({ length: below(4) }, () => [pick(WORDS.slice(5, 9)), pick(['4', '5', 'always'])]));
  return {
    version: 1,
    game: { game: pick(WORDS.slice(0, 5)), options: opts(), moves: Array.from({ length: below(8) }, () => String(1 + below(6))) },
    next_options: opts(),
  };
}

/** Changes one value somewhere in a parsed save. */
function mutateValue(value, depth = 0) {
  if (value === null || typeof value !== 'object' || depth > 4 || below(4) === 0) {
    return below(2) ? structuredClone(pick(VALUES)) : pick(WORDS);
  }
  const keys = Object.keys(value);
  if (keys.length === 0 || below(5) === 0) {
    const key = Array.isArray(value) ? keys.length : pick(WORDS);
    value[key] = below(2) ? structuredClone(pick(VALUES)) : pick(WORDS);
    return value;
  }
  const key = pick(keys);
  if (below(6) === 0) delete value[key];
  else value[key] = mutateValue(value[key], depth + 1);
  return value;
}

/** Mutates the text: spans erased, repeated, replaced by words or JSON punctuation. */
function mutateText(text) {
  for (let i = 0, n = 1 + below(6); i < n; i++) {
    const a = below(text.length + 1);
    const b = a + below(Math.min(8, text.length - a) + 1);
    switch (below(4)) {
      case 0: text = text.slice(0, a) + text.slice(b); break;
      case 1: text = text.slice(0, a) + pick(['{', '}', '[', ']', '"', ',', ':', '1', 'null', '\\u0000']) + text.slice(b); break;
      case 2: text = text.slice(0, a) + JSON.stringify(pick(WORDS)) + text.slice(a); break;
      default: text = text.slice(0, a) + text.slice(a, b).repeat(1 + below(4)) + text.slice(b);
    }
  }
  return text;
}

// Every input that once found a bug, first (tests/data/fuzz/v1-save/, one file an input).
const corpusDir = new URL('../data/fuzz/v1-save/', import.meta.url);
const corpus = readdirSync(corpusDir).sort().map((f) => readFileSync(new URL(f, corpusDir), 'utf8'));

const failures = [];
let accepted = 0;
const started = process.cpuUsage();
for (let i = 0; i < INPUTS && failures.length < 20; i++) {
  let text;
  if (i < corpus.length) text = corpus[i];
  else {
    let save = validSave();
    if (below(4) !== 0) for (let k = 0, n = 1 + below(4); k < n; k++) save = mutateValue(save);
    text = JSON.stringify(save) ?? 'undefined';
    if (below(3) === 0) text = mutateText(text);
  }
  let out;
  try {
    out = convert(text);
  } catch (e) {
    failures.push(`${JSON.stringify(text)}: threw ${e}`);
    continue;
  }
  if (out === undefined) continue;
  const lines = typeof out === 'string' ? out.split('\n') : [];
  const game = (line) => line.split('?')[0];
  // A record: a game, then KEY=VALUE pairs, none of them empty (moves: non-empty, by dots).
  const record = (line) => /^[^&=?.\s]+(\?[^&=?.\s]+=[^&=?.\s]+(&[^&=?.\s]+=[^&=?.\s]+)*(&?moves=[^&=?.\s]+(\.[^&=?.\s]+)*)?|\?moves=[^&=?.\s]+(\.[^&=?.\s]+)*)?$/.test(line);
  const good = typeof out === 'string' && out.startsWith('mancala-save ')
    && (out.startsWith('mancala-save 2\n')
      ? lines.length === 3 && record(lines[1]) && record(lines[2]) && game(lines[1]) === game(lines[2])
      : lines.length === 1);
  if (good) accepted += 1;
  else failures.push(`${JSON.stringify(text)}: gave ${JSON.stringify(out)}`);
}
const cpu = process.cpuUsage(started);
const secs = (cpu.user + cpu.system) / 1e6;
console.log(`fuzz v1-save  ${INPUTS} inputs (${accepted} read) in ${secs.toFixed(1)} s CPU: ${Math.round(INPUTS / secs)} inputs/s; ${failures.length} failures`);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
