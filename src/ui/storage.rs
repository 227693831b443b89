//! The browser's local storage, reduced to the two calls the screens need. Storage can be
//! missing or full (private browsing): reading then finds nothing and saving is skipped.

use gloo::storage::{LocalStorage, Storage};

use super::screen_state::SavedScreen;

/// The text saved under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Saves `text` under `key`; returns whether it was saved.
pub fn save(key: &str, text: &str) -> bool {
    LocalStorage::raw().set_item(key, text).is_ok()
}

/// The records of a saved screen of version 1, which was JSON, read by the browser's own
/// JSON parser so that the site carries none. (Natively there is no browser, and version 1
/// is refused with a message.)
#[cfg(target_arch = "wasm32")]
pub fn read_v1_save(text: &str) -> Result<SavedScreen, String> {
    use js_sys::{Array, Object, Reflect, JSON};
    use wasm_bindgen::{JsCast, JsValue};

    use crate::games::GameRecord;

    let damaged = || "it is damaged: it is not a saved game of this site".to_owned();
    let field = |object: &JsValue, name: &str| {
        Reflect::get(object, &JsValue::from_str(name))
            .ok()
            .filter(|v| !v.is_undefined() && !v.is_null())
    };
    let text_pairs = |object: Option<JsValue>| -> Option<Vec<(String, String)>> {
        let object = object.filter(JsValue::is_object)?;
        Object::entries(object.unchecked_ref())
            .iter()
            .map(|pair| {
                let pair: Array = pair.unchecked_into();
                Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
            })
            .collect()
    };
    let saved = JSON::parse(text).map_err(|_| damaged())?;
    let version = field(&saved, "version")
        .and_then(|v| v.as_f64())
        .ok_or_else(damaged)?;
    if version != 1.0 {
        return Err(format!(
            "it was saved by another version of this site ({})",
            version as i64
        ));
    }
    let game = field(&saved, "game").ok_or_else(damaged)?;
    let moves = field(&game, "moves")
        .filter(Array::is_array)
        .and_then(|moves| Array::from(&moves).iter().map(|m| m.as_string()).collect());
    Ok(SavedScreen {
        game: GameRecord {
            game: field(&game, "game")
                .and_then(|g| g.as_string())
                .ok_or_else(damaged)?,
            options: text_pairs(field(&game, "options")).ok_or_else(damaged)?,
            moves: moves.ok_or_else(damaged)?,
        },
        next_options: text_pairs(field(&saved, "next_options")).ok_or_else(damaged)?,
        ..SavedScreen::default()
    })
}

/// Version 1 saves are read in the browser only (see the browser build of this function).
#[cfg(not(target_arch = "wasm32"))]
pub fn read_v1_save(_text: &str) -> Result<SavedScreen, String> {
    Err("it was saved by an earlier version of this site, which only a browser reads".to_owned())
}
