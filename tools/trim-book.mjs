#!/usr/bin/env node
// Cuts a book of proven moves that `mancala solve-book` grew (docs/computer.md, "Kalah's
// book of proven moves") to the positions the site ships:
//
// 1. the main line of every opening of at most two plies, as far as the build reached
//    (from each such position, the book's move, then the book's move after it, and so
//    on, both sides playing from the book), so that no game of Expert against itself
//    from the openings of `mancala match` and `mancala loss` leaves the book early;
// 2. then the cheapest other positions, in the order the expansion added them (its
//    stderr: a line `COUNT MOVES SECONDS` a position), until POSITIONS are held.
//
// Usage: node tools/trim-book.mjs BOOK STDERR POSITIONS > OUT
// Prints to stderr how many positions each part took.
import { readFileSync } from 'node:fs';

const [bookPath, orderPath, limitText] = process.argv.slice(2);
const limit = Number(limitText);
if (!bookPath || !orderPath || !Number.isInteger(limit) || limit < 1) {
  console.error('usage: node tools/trim-book.mjs BOOK STDERR POSITIONS > OUT');
  process.exit(2);
}

const [rules, ...lines] = readFileSync(bookPath, 'utf8').trimEnd().split('\n');
const entries = new Map(lines.map((line) => [line.split(' ')[0], line]));
const bestAfter = (moves) => entries.get(moves)?.split(' ')[1];
const after = (moves, move) => (moves === '-' ? move : `${moves}.${move}`);

const kept = new Set();
const openings = [...entries.keys()].filter((moves) => moves === '-' || moves.split('.').length <= 2);
for (const opening of openings) {
  for (let moves = opening; entries.has(moves) && !kept.has(moves); moves = after(moves, bestAfter(moves))) {
    kept.add(moves);
  }
}
const mainLines = kept.size;
if (mainLines > limit) {
  console.error(`trim-book: the main lines alone hold ${mainLines} positions, over ${limit}`);
  process.exit(1);
}

for (const line of readFileSync(orderPath, 'utf8').split('\n')) {
  if (kept.size >= limit) break;
  const moves = line.split(' ')[1];
  if (moves !== undefined && entries.has(moves)) kept.add(moves);
}

const out = [...kept].map((moves) => entries.get(moves)).sort();
process.stdout.write([rules, ...out].join('\n') + '\n');
console.error(`trim-book: ${out.length} positions, ${mainLines} of them the main lines of ${openings.length} openings`);
