// Each page's style sheet: the site's one style sheet (static/style.css, minified by Trunk)
// less the rules no element of that page can match, because they name a class that only
// another page's build of the app ever writes (Calcala's grid, Roocala's cells, the two rows
// of houses). Used by tools/post-build.mjs, step 5; tested by tools/post-build.test.mjs.
//
// The test is the one a browser's selector matching implies: a complex selector matches
// only if each of its compound selectors matches an element, so a class named at its top
// level (not inside `:not()`, `:is()`, `:has()` or any other parentheses) that no element of
// the page has makes it match nothing. A class counts as absent from a page only when it is
// written out whole in some other build's wasm and in none of the texts of the page (its
// build's wasm, its HTML, boot.js): a class the app makes at run time (`format!("p{n}")`) is
// written out in no build, and is kept everywhere. The rules keep their order, so the
// cascade among the rules kept is the full sheet's.

/** The nodes of a CSS text: `{ prelude, body }` for a rule or an at-rule with a block,
 * `{ prelude, children }` for a conditional group (`@media`, `@supports`, ...), `{ raw }`
 * for a statement such as `@import ...;`. */
export function parseCss(css) {
  let i = 0;
  const skipQuoted = (quote) => {
    for (i++; i < css.length && css[i] !== quote; i++) if (css[i] === '\\') i++;
  };
  // The index of the `}` closing the block opened just before `from`.
  const closing = (from) => {
    let depth = 1;
    for (i = from; i < css.length; i++) {
      const c = css[i];
      if (c === '"' || c === "'") skipQuoted(c);
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return i;
    }
    throw new Error('page-style: a block is not closed');
  };
  const block = (end) => {
    const nodes = [];
    while (i < end) {
      while (i < end && /\s/.test(css[i])) i++;
      if (i >= end) break;
      const start = i;
      let paren = 0;
      for (; i < end; i++) {
        const c = css[i];
        if (c === '"' || c === "'") skipQuoted(c);
        else if (c === '(' || c === '[') paren++;
        else if (c === ')' || c === ']') paren--;
        else if (paren === 0 && (c === '{' || c === ';')) break;
      }
      const prelude = css.slice(start, i).trim();
      if (i >= end || css[i] === ';') {
        nodes.push({ raw: `${prelude};` });
        i++;
        continue;
      }
      const open = i + 1;
      const close = closing(open);
      if (/^@(media|supports|layer|container|document)\b/i.test(prelude)) {
        i = open;
        nodes.push({ prelude, children: block(close) });
      } else {
        nodes.push({ prelude, body: css.slice(open, close) });
      }
      i = close + 1;
    }
    return nodes;
  };
  return block(css.length);
}

/** The selectors of a selector list, split at its top-level commas. */
export function selectorsOf(list) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The classes a selector requires at its top level (outside any parentheses or brackets). */
export function requiredClasses(selector) {
  let top = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) top += c;
  }
  return [...top.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

/** Every class a style sheet's selectors require at their top level. */
export function classesOf(css) {
  const found = new Set();
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.children) walk(node.children);
      else if (node.body !== undefined && !node.prelude.startsWith('@')) {
        for (const s of selectorsOf(node.prelude)) for (const c of requiredClasses(s)) found.add(c);
      }
    }
  };
  walk(parseCss(css));
  return found;
}

/** `css` without the selectors that require a class of `absent`; a rule left with none goes,
 * and so does a group left empty. */
export function withoutClasses(css, absent) {
  const keep = (selector) => !requiredClasses(selector).some((c) => absent.has(c));
  const write = (nodes) => nodes.map((node) => {
    if (node.raw) return node.raw;
    if (node.children) {
      const inner = write(node.children);
      return inner ? `${node.prelude}{${inner}}` : '';
    }
    if (node.prelude.startsWith('@')) return `${node.prelude}{${node.body}}`;
    const kept = selectorsOf(node.prelude).filter(keep);
    return kept.length ? `${kept.join(',')}{${node.body}}` : '';
  }).join('');
  return write(parseCss(css));
}

/** The classes of `css` absent from a page: written out in one of `elsewhere` (the other
 * builds' wasm, as text) and in none of `page` (the page's own texts). */
export function absentClasses(css, page, elsewhere) {
  const absent = new Set();
  for (const c of classesOf(css)) {
    if (!page.some((text) => text.includes(c)) && elsewhere.some((text) => text.includes(c))) absent.add(c);
  }
  return absent;
}
