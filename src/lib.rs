//! Mancala games for hot-seat play: the rules engine (`games`, free of web crates) and the
//! browser interface (`ui`, Yew), in one crate so that tests reach both.
#![forbid(unsafe_code)]

/// The browser's allocator: Talc, which is smaller than Rust's default (dlmalloc) in the
/// page's wasm and faster in the search's.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod games;
pub mod search;
pub mod ui;
