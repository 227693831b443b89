//! Mancala games for hot-seat play: the rules engine (`games`, free of web crates) and the
//! browser interface (`ui`, Yew), in one crate so that tests reach both.
#![forbid(unsafe_code)]

pub mod games;
pub mod search;
pub mod ui;
