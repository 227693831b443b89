//! The prerendered pages the site is built with (`static/prerender/`) are the rendering of
//! their sources (see `mancala::ui::prerender`): the start screen's and each game's start
//! board's HTML, and `pages.json`, which says where each goes and what the page's boot
//! script compares the browser's storage with. The post-build hook (tools/post-build.mjs)
//! puts them into the site's pages. This test fails while a checked-in file differs from
//! its source; `UPDATE_PRERENDERED=1 cargo test --test prerendered_pages` writes them.

use std::path::Path;

use mancala::ui::prerender::prerendered_pages;

/// A JSON string: the few escapes these texts need.
fn json_string(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[test]
fn every_prerendered_page_is_the_rendering_of_its_source() {
    let update = std::env::var_os("UPDATE_PRERENDERED").is_some();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("static/prerender");
    let pages = prerendered_pages();
    let mut files = Vec::new();
    let mut index = Vec::new();
    for page in &pages {
        let name = match page.game {
            Some(game) => format!("{game}.html"),
            None => "home.html".to_owned(),
        };
        index.push(format!(
            "  {{\"path\": {}, \"html\": {}, \"app\": {}, \"title\": {}, \"unchanged_save\": {}}}",
            json_string(&page.path),
            json_string(&name),
            json_string(page.app.name),
            json_string(&page.title),
            json_string(&page.unchanged_save),
        ));
        files.push((name, format!("{}\n", page.html)));
    }
    files.push((
        "pages.json".to_owned(),
        format!("[\n{}\n]\n", index.join(",\n")),
    ));
    let mut stale = Vec::new();
    for (name, text) in &files {
        let path = dir.join(name);
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "out of date (run `UPDATE_PRERENDERED=1 cargo test --test prerendered_pages`): {stale:?}"
    );
}
