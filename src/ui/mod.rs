//! The browser interface (Yew).
