//! The rules pages the site fetches (`static/rules/*.html`, and each translation's in
//! `static/rules/<code>/`) are the rendering of their sources in `src/ui` (see
//! `mancala::ui::rules`) in each language. This test fails while a checked-in page differs
//! from its source; `UPDATE_RULES_PAGES=1 cargo test --test rules_pages` writes them.

use std::path::Path;

use mancala::games::GameId;
use mancala::i18n::{self, table, Catalog};
use mancala::ui::language::OFFERED;
use mancala::ui::rules::render_page;
use mancala::ui::rules_page::page_file;

#[test]
fn every_rules_page_is_the_rendering_of_its_source() {
    let update = std::env::var_os("UPDATE_RULES_PAGES").is_some();
    let mut stale = Vec::new();
    for &lang in OFFERED {
        i18n::install(Catalog::new(lang, table(lang).into()).expect("a compiled table"));
        check_every_page(update, &mut stale);
    }
    i18n::install(Catalog::english());
    assert!(
        stale.is_empty(),
        "out of date (run `UPDATE_RULES_PAGES=1 cargo test --test rules_pages`): {stale:?}"
    );
}

/// Renders every game's rules page in the current language, and writes it or notes it.
fn check_every_page(update: bool, stale: &mut Vec<String>) {
    for game in GameId::ALL {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("static")
            .join(page_file(game));
        let html = render_page(game);
        assert!(
            html.contains("<h2>"),
            "{game:?}: the page has no sections:\n{html}"
        );
        if update {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &html).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(html.as_str()) {
            stale.push(path.display().to_string());
        }
    }
}
