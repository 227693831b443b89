//! Mancala games for hot-seat play: the rules engine (`games`) and the computer's search
//! (`search`), both free of web crates; the computer opponent's Web Worker, its messages
//! and the page's client for it (`computer`); and the browser interface (`ui`, Yew). One
//! crate, so that tests reach all of them.
#![forbid(unsafe_code)]

/// The browser's allocator: Talc, which is smaller than Rust's default (dlmalloc) in the
/// page's wasm and faster in the search's.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod computer;
pub mod games;
pub mod i18n;
pub mod search;
pub mod ui;
