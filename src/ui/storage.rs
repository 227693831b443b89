//! The browser's local storage, reduced to what the screens need. A browser may refuse it
//! (a private window, or storage turned off for the site: then even reaching
//! `localStorage` throws) or be full; reading then finds nothing, saving says why it kept
//! nothing, and nothing throws. Two tabs (or the installed app and a tab) share one
//! storage: [`save_step`] decides whether a tab may write, so that neither overwrites a
//! game the other moved on.

use std::fmt;

/// Why the browser kept nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unkept {
    /// The browser gives the site no storage (a private window, storage turned off).
    Refused,
    /// The storage is there but would not take the text (full, or cleared and locked).
    Full,
}

impl fmt::Display for Unkept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unkept::Refused => {
                "This browser keeps nothing for this site (a private window, or storage \
                 turned off), so this game will be gone when the page closes. It plays on \
                 as usual."
            }
            Unkept::Full => {
                "This device's storage is full, so the game was not saved: it plays on, but \
                 will be gone when the page closes unless room is made."
            }
        })
    }
}

/// The site's local storage, if the browser gives it.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text saved under `key`, if any (none when the browser refuses storage).
pub fn load(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Saves `text` under `key`, or says why the browser did not keep it.
pub fn save(key: &str, text: &str) -> Result<(), Unkept> {
    let storage = local().ok_or(Unkept::Refused)?;
    storage.set_item(key, text).map_err(|_| Unkept::Full)
}

/// What a tab does with a screen's new save `text`, given what it last read or wrote under
/// the game's key (`known`) and what is stored there now (`stored`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveStep {
    /// Nothing: the text is stored already.
    Stored,
    /// Write the text.
    Write,
    /// Another tab saved this since: the game moved on there, and this tab takes that
    /// game rather than overwrite it.
    Follow(String),
}

/// See [`SaveStep`]. A key emptied since (storage cleared while playing) is written again.
pub fn save_step(known: Option<&str>, stored: Option<&str>, text: &str) -> SaveStep {
    match stored {
        Some(stored) if stored == text => SaveStep::Stored,
        Some(stored) if Some(stored) != known => SaveStep::Follow(stored.to_owned()),
        _ => SaveStep::Write,
    }
}

/// A saved screen of version 1, which was JSON, rewritten as the text of version 2 by the
/// browser's own JSON parser, so that the site carries none: `None` when it is damaged. A
/// JSON save of another version becomes just that version's header, which the reader of
/// saves refuses by name. (Natively there is no browser: see the native build.)
#[cfg(target_arch = "wasm32")]
pub fn v1_save_as_text(text: &str) -> Option<String> {
    #[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
// Record text holds names, values and moves as they are (no notation uses these characters,
// and none is empty).
const plain = (v) => typeof v === 'string' && v !== '' && !/[&=?.\s]/.test(v);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tab_writes_over_what_it_knows_and_follows_what_it_does_not() {
        // Nothing stored yet, or what this tab itself last wrote: write.
        assert_eq!(save_step(None, None, "b"), SaveStep::Write);
        assert_eq!(save_step(Some("a"), Some("a"), "b"), SaveStep::Write);
        // Storage cleared while playing: the game is written again.
        assert_eq!(save_step(Some("a"), None, "b"), SaveStep::Write);
        // Stored already (this tab followed another's save): nothing to do.
        assert_eq!(save_step(Some("a"), Some("b"), "b"), SaveStep::Stored);
        // Another tab saved something else since this one last looked: follow it.
        assert_eq!(
            save_step(Some("a"), Some("c"), "b"),
            SaveStep::Follow("c".to_owned())
        );
        assert_eq!(
            save_step(None, Some("c"), "b"),
            SaveStep::Follow("c".to_owned())
        );
    }
}
