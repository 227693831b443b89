//! The browser's local storage, reduced to the two calls the screens need. Storage can be
//! missing or full (private browsing): reading then finds nothing and saving is skipped.

use gloo::storage::{LocalStorage, Storage};

/// The text saved under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Saves `text` under `key`; returns whether it was saved.
pub fn save(key: &str, text: &str) -> bool {
    LocalStorage::raw().set_item(key, text).is_ok()
}

/// A saved screen of version 1, which was JSON, rewritten as the text of version 2 by the
/// browser's own JSON parser, so that the site carries none: `None` when it is damaged. A
/// JSON save of another version becomes just that version's header, which the reader of
/// saves refuses by name. (Natively there is no browser: see the native build.)
#[cfg(target_arch = "wasm32")]
pub fn v1_save_as_text(text: &str) -> Option<String> {
    #[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
// Record text holds names, values and moves as they are (no notation uses these characters).
const plain = (v) => typeof v === 'string' && !/[&=?.\s]/.test(v);
const pairs = (o) => o !== null && typeof o === 'object' && !Array.isArray(o)
  && Object.entries(o).every(([k, v]) => plain(k) && plain(v))
  ? Object.entries(o).map(([k, v]) => `${k}=${v}`) : null;
export function v1_save_as_text(text) {
  let s;
  try { s = JSON.parse(text); } catch { return undefined; }
  if (s === null || typeof s !== 'object') return undefined;
  if (typeof s.version !== 'number') return undefined;
  if (s.version !== 1) return `mancala-save ${s.version}`;
  const g = s.game, options = pairs(g?.options), next = pairs(s.next_options);
  if (!plain(g?.game) || !options || !next || !Array.isArray(g.moves)
    || !g.moves.every(plain)) return undefined;
  const moves = g.moves.length ? [`moves=${g.moves.join('.')}`] : [];
  const record = (list) => [g.game, list.join('&')].filter(Boolean).join('?');
  return `mancala-save 2\n${record([...options, ...moves])}\n${record(next)}`;
}
"#)]
    extern "C" {
        #[wasm_bindgen::prelude::wasm_bindgen(js_name = v1_save_as_text)]
        fn convert(text: &str) -> Option<String>;
    }
    convert(text)
}

/// Version 1 saves are read in the browser only (see the browser build of this function).
#[cfg(not(target_arch = "wasm32"))]
pub fn v1_save_as_text(_text: &str) -> Option<String> {
    None
}
