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
