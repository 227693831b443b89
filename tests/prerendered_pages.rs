//! The prerendered pages the site is built with (`static/prerender/`) are the rendering of
//! their sources (see `mancala::ui::prerender`): the start screen's and each game's start
//! board's HTML in every language offered (English's in `static/prerender/`, each other
//! language's in `static/prerender/<code>/`), `pages.json`, which says where each page goes,
//! its title in each language and what the page's boot script compares the browser's
//! storage with, and `languages.json`, each language's code, its direction, the words
//! of its web app manifest and those of its pages around the app (`page_words`). The post-build hook (tools/post-build.mjs) puts them into the site's pages.
//! This test fails while a checked-in file differs from its source;
//! `UPDATE_PRERENDERED=1 cargo test --test prerendered_pages` writes them.

use std::path::Path;

use mancala::i18n::Lang;
use mancala::ui::language::OFFERED;
use mancala::ui::prerender::{manifest_words, page_words, prerendered_pages, prerendered_pages_in};

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

/// The languages with pages of their own besides English's, in the order offered.
fn translations() -> impl Iterator<Item = Lang> {
    OFFERED.iter().copied().filter(|&lang| lang != Lang::En)
}

/// Every file of `static/prerender/`, by its path there, with its text.
fn rendered_files() -> Vec<(String, String)> {
    let pages = prerendered_pages();
    let translated: Vec<(Lang, _)> = translations()
        .map(|lang| (lang, prerendered_pages_in(lang)))
        .collect();
    let mut files = Vec::new();
    let mut index = Vec::new();
    for (i, page) in pages.iter().enumerate() {
        let name = match page.game {
            Some(game) => format!("{game}.html"),
            None => "home.html".to_owned(),
        };
        let titles: Vec<String> = (translated.iter())
            .map(|(lang, pages)| {
                format!(
                    "{}: {}",
                    json_string(lang.code()),
                    json_string(&pages[i].title)
                )
            })
            .collect();
        index.push(format!(
            "  {{\"path\": {}, \"html\": {}, \"app\": {}, \"title\": {}, \"titles\": {{{}}}, \"unchanged_save\": {}}}",
            json_string(&page.path),
            json_string(&name),
            json_string(page.app.name),
            json_string(&page.title),
            titles.join(", "),
            json_string(&page.unchanged_save),
        ));
        files.push((name.clone(), format!("{}\n", page.html)));
        for (lang, pages) in &translated {
            // The boot script compares the storage with English's page's save on every page.
            assert_eq!(pages[i].unchanged_save, page.unchanged_save, "{lang:?}");
            files.push((
                format!("{}/{name}", lang.code()),
                format!("{}\n", pages[i].html),
            ));
        }
    }
    files.push((
        "pages.json".to_owned(),
        format!("[\n{}\n]\n", index.join(",\n")),
    ));
    let languages: Vec<String> = (OFFERED.iter())
        .map(|&lang| {
            let words = manifest_words(lang);
            let page = page_words(lang);
            format!(
                "  {{\"code\": {}, \"dir\": {}, \"name\": {}, \"short_name\": {}, \"description\": {}, \"noscript\": {}, \"analysis_title\": {}, \"analysis_loading\": {}}}",
                json_string(lang.code()),
                json_string(lang.direction()),
                json_string(&words.name),
                json_string(&words.short_name),
                json_string(&words.description),
                json_string(&page.noscript),
                json_string(&page.analysis_title),
                json_string(&page.analysis_loading),
            )
        })
        .collect();
    files.push((
        "languages.json".to_owned(),
        format!("[\n{}\n]\n", languages.join(",\n")),
    ));
    files
}

#[test]
fn every_prerendered_page_is_the_rendering_of_its_source() {
    let update = std::env::var_os("UPDATE_PRERENDERED").is_some();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("static/prerender");
    let mut stale = Vec::new();
    for (name, text) in &rendered_files() {
        let path = dir.join(name);
        if update {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
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

#[test]
fn every_language_offered_has_its_pages_and_no_other() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("static/prerender");
    let folders: Vec<String> = (std::fs::read_dir(&dir).unwrap())
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    let mut folders = folders;
    folders.sort();
    let mut expected: Vec<String> = translations().map(|lang| lang.code().to_owned()).collect();
    expected.sort();
    assert_eq!(
        folders, expected,
        "static/prerender/<code>/: one folder a translation offered"
    );
}

#[test]
fn the_english_manifest_says_the_english_words() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("static/manifest.webmanifest");
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let words = manifest_words(Lang::En);
    assert_eq!(manifest["name"], words.name.as_str());
    assert_eq!(manifest["short_name"], words.short_name.as_str());
    assert_eq!(manifest["description"], words.description.as_str());
    assert_eq!(manifest["lang"], "en");
}
