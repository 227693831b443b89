// Tests of tools/page-style.mjs, the reading of a style sheet that gives each page the rules
// it can match: `node --test tools/page-style.test.mjs` (run by `make test`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { absentClasses, classesOf, requiredClasses, selectorsOf, withoutClasses } from './page-style.mjs';

test('a selector list splits at its top-level commas only', () => {
  assert.deepEqual(selectorsOf('.a,.b :is(.c,.d),[data-x="1,2"]'), ['.a', '.b :is(.c,.d)', '[data-x="1,2"]']);
});

test('only the classes outside parentheses and brackets are required', () => {
  assert.deepEqual(requiredClasses('.game-page:not(.calcala-page) .pit.legal'), ['game-page', 'pit', 'legal']);
  assert.deepEqual(requiredClasses('.facing:has(.p3) .grid-wrap'), ['facing', 'grid-wrap']);
  assert.deepEqual(requiredClasses(':is(.a,.b)>[class~=".c"]'), []);
});

test('a selector that requires an absent class goes; the rest of its rule, in order, stays', () => {
  const css = '.a,.b{color:red}.c{color:blue}@media (max-width:600px){.b{margin:0}.d{margin:1px}}'
    + '@keyframes pulse{from{opacity:0}to{opacity:1}}:not(.b) .e{top:0}.f{content:"}{"}';
  assert.equal(withoutClasses(css, new Set(['b'])),
    '.a{color:red}.c{color:blue}@media (max-width:600px){.d{margin:1px}}'
    + '@keyframes pulse{from{opacity:0}to{opacity:1}}:not(.b) .e{top:0}.f{content:"}{"}');
  // A group left empty goes whole.
  assert.equal(withoutClasses('@media print{.b{x:y}}.a{x:y}', new Set(['b'])), '.a{x:y}');
  assert.deepEqual([...classesOf(css)].sort(), ['a', 'b', 'c', 'd', 'e', 'f']);
});

test('a class is absent from a page only when another build writes it out and the page never does', () => {
  const css = '.calcala-page{a:b}.p3{a:b}.pit{a:b}';
  const absent = absentClasses(css, ['"pit" "kalah"'], ['"calcala-page" "pit"']);
  // `.p3`, made at run time (written out in no build), stays everywhere.
  assert.deepEqual([...absent], ['calcala-page']);
});
