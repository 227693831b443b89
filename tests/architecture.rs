//! The layers' rule (docs/architecture.md): the rules engine (`src/games/`) and the search
//! (`src/search/`) use no web crate and nothing of the app (`crate::ui`), so that `cargo test`
//! runs them natively and the command-line tool builds without a browser; and the engine does
//! not use the search, which sits above it.
//!
//! The check reads the sources as text: comments and string literals are blanked out, the
//! rest is split into tokens, and every path is followed from its first segment. A web crate
//! is named by a path (`yew::`, `web_sys::Window`) or by `use`/`extern crate`; a module of
//! this crate by `crate::`, `mancala::` or enough `super::` to reach the crate's root, also
//! inside `use` groups (`use crate::{games::Side, ui::App}`).

use std::fs;
use std::path::{Path, PathBuf};

/// Crates that only make sense in a browser.
const WEB_CRATES: &[&str] = &[
    "yew",
    "web_sys",
    "js_sys",
    "gloo",
    "wasm_bindgen",
    "wasm_bindgen_futures",
];

/// Whether `name` is a web crate (`gloo`'s parts, such as `gloo_timers`, included).
fn is_web_crate(name: &str) -> bool {
    WEB_CRATES.contains(&name) || name.starts_with("gloo_")
}

/// A place in a source file where it reaches something it must not.
#[derive(Debug, PartialEq, Eq)]
struct Violation {
    line: usize,
    what: String,
}

/// `src` with every comment and string or character literal replaced by spaces (line breaks
/// kept, so that line numbers still hold).
fn blank_comments_and_strings(src: &str) -> String {
    let chars: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            // Block comments nest in Rust.
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && (i == 0
                || !is_ident_char(chars[i - 1])
                || (chars[i - 1] == 'b' && (i == 1 || !is_ident_char(chars[i - 2]))))
        {
            // A raw string, r"..." or r#"..."# (or br"..."): it ends at a quote followed by
            // as many #.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                match chars.get(j) {
                    None => break,
                    Some('"') if (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) => {
                        j += 1 + hashes;
                        break;
                    }
                    _ => j += 1,
                }
            }
            chars[i..j.min(chars.len())]
                .iter()
                .for_each(|&c| out.push(blank(c)));
            i = j;
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' {
            // A character literal ('"', '\n', '\'') or a lifetime ('a), which is kept.
            if next == Some('\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                (i..=j.min(chars.len() - 1)).for_each(|_| out.push(' '));
                i = j + 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                out.push_str("   ");
                i += 3;
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The tokens of `code` (comments and strings already blanked), each with its line:
/// identifiers, `::`, and single punctuation characters.
fn tokens(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if is_ident_char(c) {
                let start = i;
                while i < chars.len() && is_ident_char(chars[i]) {
                    i += 1;
                }
                out.push((n + 1, chars[start..i].iter().collect()));
            } else if c == ':' && chars.get(i + 1) == Some(&':') {
                out.push((n + 1, "::".to_string()));
                i += 2;
            } else {
                if !c.is_whitespace() {
                    out.push((n + 1, c.to_string()));
                }
                i += 1;
            }
        }
    }
    // `r#name` was split into `r`, `#`, `name`: drop the `r` and the `#`.
    let mut merged: Vec<(usize, String)> = Vec::with_capacity(out.len());
    let mut k = 0;
    while k < out.len() {
        if out[k].1 == "r" && out.get(k + 1).is_some_and(|t| t.1 == "#") {
            k += 2;
            continue;
        }
        merged.push(out[k].clone());
        k += 1;
    }
    merged
}

/// The top-level modules of this crate (`ui`, `games`, `search`) that the file at module path
/// `module` (such as `["games", "kalah", "position"]`) reaches by a path, with the line of
/// each. `crate::x`, `mancala::x` and `super::...::x` are followed, including the items of
/// `use` groups; an inline `mod name { ... }` adds a level for the `super`s inside it.
fn crate_modules_reached(module: &[&str], toks: &[(usize, String)]) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    // The module path at each point: the file's, plus the inline modules open around it
    // (each with the brace depth at which it closes).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i].1.as_str();
        match t {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            "mod" => {
                if let (Some(name), Some(brace)) = (toks.get(i + 1), toks.get(i + 2)) {
                    if brace.1 == "{" {
                        inline.push((name.1.clone(), depth));
                    }
                }
            }
            _ => {}
        }
        let starts_path = matches!(t, "crate" | "super" | "mancala")
            && (i == 0 || toks[i - 1].1 != "::")
            && toks.get(i + 1).is_some_and(|n| n.1 == "::");
        if starts_path {
            let mut here: Vec<String> = module.iter().map(|s| s.to_string()).collect();
            here.extend(inline.iter().map(|(n, _)| n.clone()));
            let mut j = i;
            let mut base: Vec<String> = if t == "super" {
                here.clone()
            } else {
                Vec::new()
            };
            while toks.get(j).is_some_and(|x| x.1 == "super")
                && toks.get(j + 1).is_some_and(|x| x.1 == "::")
            {
                base.pop();
                j += 2;
            }
            if t != "super" {
                j += 2;
            }
            collect_first_segments(toks, j, &base, &mut found);
        }
        i += 1;
    }
    found
}

/// From token `j`, the rest of a path whose part so far resolves to `base` (empty: the
/// crate's root); records the top-level module each path ends in.
fn collect_first_segments(
    toks: &[(usize, String)],
    j: usize,
    base: &[String],
    found: &mut Vec<(usize, String)>,
) {
    let Some((line, tok)) = toks.get(j) else {
        return;
    };
    if tok == "{" {
        // A use group: each item at this level starts a path from `base`.
        let mut k = j + 1;
        let mut level = 0;
        let mut item_start = true;
        while let Some((_, t)) = toks.get(k) {
            match t.as_str() {
                "{" => level += 1,
                "}" if level == 0 => break,
                "}" => level -= 1,
                "," if level == 0 => item_start = true,
                _ if item_start && level == 0 => {
                    item_start = false;
                    collect_first_segments(toks, k, base, found);
                }
                _ => {}
            }
            k += 1;
        }
    } else if tok.chars().all(is_ident_char) && tok != "self" {
        match base.first() {
            None => found.push((*line, tok.clone())),
            Some(top) => found.push((*line, top.clone())),
        }
    }
}

/// What the source `src` of the file at module path `module` uses that it must not: a web
/// crate, the app (`ui`), and each of `also_forbidden`'s modules of this crate.
fn violations(module: &[&str], src: &str, also_forbidden: &[&str]) -> Vec<Violation> {
    let code = blank_comments_and_strings(src);
    let toks = tokens(&code);
    let mut found = Vec::new();
    for (k, (line, t)) in toks.iter().enumerate() {
        if !is_web_crate(t) {
            continue;
        }
        let prev = if k > 0 { toks[k - 1].1.as_str() } else { "" };
        let next = toks.get(k + 1).map_or("", |n| n.1.as_str());
        if next == "::" || prev == "use" || prev == "crate" {
            found.push(Violation {
                line: *line,
                what: format!("web crate `{t}`"),
            });
        }
    }
    for (line, top) in crate_modules_reached(module, &toks) {
        if top == "ui" || also_forbidden.contains(&top.as_str()) {
            found.push(Violation {
                line,
                what: format!("`crate::{top}`"),
            });
        }
    }
    found.sort_by_key(|v| v.line);
    found
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of `src/<rel>`: `games/kalah/mod.rs` is `games::kalah`,
/// `games/kalah/position.rs` is `games::kalah::position`.
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The violations of every file under `src/<layer>/`, as `file:line: what`.
fn layer_violations(layer: &str, also_forbidden: &[&str]) -> Vec<String> {
    layer_findings(layer, |module, text| {
        violations(module, text, also_forbidden)
    })
}

/// What `check` finds in every file under `src/<layer>/`, as `file:line: what`.
fn layer_findings(layer: &str, check: impl Fn(&[&str], &str) -> Vec<Violation>) -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join(layer), &mut files);
    assert!(!files.is_empty(), "no Rust files under src/{layer}/");
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let module = module_path(rel);
        let module: Vec<&str> = module.iter().map(String::as_str).collect();
        let text = fs::read_to_string(&file).unwrap();
        for v in check(&module, &text) {
            out.push(format!("src/{}:{}: {}", rel.display(), v.line, v.what));
        }
    }
    out
}

#[test]
fn the_engine_uses_no_web_crate_nor_the_app_nor_the_search() {
    let found = layer_violations("games", &["search"]);
    assert!(
        found.is_empty(),
        "src/games/ reaches too far:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_computer_opponent_uses_nothing_of_the_app() {
    // It is a web layer (a Web Worker and the page's client for it), below the app.
    let found = layer_findings("computer", |module, text| {
        let code = blank_comments_and_strings(text);
        crate_modules_reached(module, &tokens(&code))
            .into_iter()
            .filter(|(_, top)| top == "ui")
            .map(|(line, top)| Violation {
                line,
                what: format!("`crate::{top}`"),
            })
            .collect()
    });
    assert!(
        found.is_empty(),
        "src/computer/ reaches up into the app:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_search_uses_no_web_crate_nor_the_app() {
    let found = layer_violations("search", &[]);
    assert!(
        found.is_empty(),
        "src/search/ reaches too far:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_games_with_homes_use_their_family_not_the_frame_that_names_them() {
    // `two_row::home_position` holds `HomeGameRules`, the one enum that names Awari, Ayo and
    // Oware; the games take what they share from the family (`two_row`, `home_rules`), so
    // the dependency runs one way.
    let mut found = Vec::new();
    for game in ["games/awari", "games/ayo", "games/oware"] {
        found.extend(layer_findings(game, |_, text| {
            tokens(&blank_comments_and_strings(text))
                .into_iter()
                .filter(|(_, t)| t == "home_position")
                .map(|(line, _)| Violation {
                    line,
                    what: "`two_row::home_position`".to_owned(),
                })
                .collect()
        }));
    }
    assert!(
        found.is_empty(),
        "a game with homes reaches the frame that names every game:\n{}",
        found.join("\n")
    );
}

/// The lines of `src`'s violations, as a file at `module` that must not use `search`.
fn lines(module: &[&str], src: &str) -> Vec<usize> {
    violations(module, src, &["search"])
        .into_iter()
        .map(|v| v.line)
        .collect()
}

#[test]
fn the_scan_finds_web_crates() {
    let m = ["games", "kalah", "position"];
    assert_eq!(lines(&m, "use yew::prelude::*;"), [1]);
    assert_eq!(
        lines(&m, "fn f() {\n    let w = web_sys::window();\n}"),
        [2]
    );
    assert_eq!(lines(&m, "use wasm_bindgen::prelude::*;"), [1]);
    assert_eq!(lines(&m, "use wasm_bindgen_futures::spawn_local;"), [1]);
    assert_eq!(lines(&m, "let a = js_sys::Array::new();"), [1]);
    assert_eq!(lines(&m, "use gloo::timers::callback::Timeout;"), [1]);
    assert_eq!(lines(&m, "use gloo_timers::callback::Timeout;"), [1]);
    assert_eq!(lines(&m, "let x = ::yew :: html! {};"), [1]);
    assert_eq!(lines(&m, "use yew;"), [1]);
    assert_eq!(lines(&m, "extern crate web_sys;"), [1]);
    assert_eq!(lines(&m, "use {serde::Serialize, yew::Html};"), [1]);
}

#[test]
fn the_scan_finds_the_app_and_the_search() {
    let games_root = ["games"];
    let kalah = ["games", "kalah"];
    let position = ["games", "kalah", "position"];
    assert_eq!(lines(&position, "use crate::ui::App;"), [1]);
    assert_eq!(lines(&position, "use crate :: ui :: App;"), [1]);
    assert_eq!(
        lines(&position, "use crate::{games::Side,\n ui::App};"),
        [2]
    );
    assert_eq!(
        lines(&position, "use crate::{games::{Side, Seat}, ui};"),
        [1]
    );
    assert_eq!(lines(&position, "let l = crate::search::Level::Hard;"), [1]);
    assert_eq!(lines(&position, "use mancala::search::best_move;"), [1]);
    assert_eq!(lines(&games_root, "use super::ui::App;"), [1]);
    assert_eq!(lines(&kalah, "use super::super::ui::App;"), [1]);
    assert_eq!(lines(&position, "use super::super::super::search;"), [1]);
    assert_eq!(lines(&kalah, "use super::super::{games, search};"), [1]);
    // Inside an inline module, one more `super` is needed to reach the same place.
    assert_eq!(
        lines(&games_root, "mod tests {\n use super::super::ui;\n}"),
        [2]
    );
    assert_eq!(
        lines(&games_root, "mod tests {\n use super::ui;\n}"),
        [] as [usize; 0]
    );
}

#[test]
fn the_scan_passes_what_is_allowed() {
    let position = ["games", "kalah", "position"];
    let none: [usize; 0] = [];
    assert_eq!(lines(&position, "use crate::games::Side;"), none);
    assert_eq!(
        lines(&position, "use super::super::{Side, two_row::Pit};"),
        none
    );
    assert_eq!(
        lines(&position, "use super::super::super::games::Side;"),
        none
    );
    assert_eq!(lines(&position, "// use yew::prelude::*;"), none);
    assert_eq!(
        lines(&position, "/* crate::ui::App /* nested */ web_sys:: */"),
        none
    );
    assert_eq!(
        lines(&position, "//! The app (`crate::ui`) draws it."),
        none
    );
    assert_eq!(
        lines(&position, r#"let s = "yew::html and crate::ui";"#),
        none
    );
    assert_eq!(
        lines(&position, r###"let s = r#"web_sys::Window "quoted""#;"###),
        none
    );
    assert_eq!(
        lines(
            &position,
            "let q = '\"'; let w = 'x'; fn f<'a>(x: &'a u8) {}"
        ),
        none
    );
    assert_eq!(lines(&position, "let ui = 3; let search = ui + 1;"), none);
    assert_eq!(lines(&position, "use crate::games::ui_words::Yew;"), none);
    // The search may use the engine.
    assert!(violations(&["search"], "use crate::games::Game;", &[]).is_empty());
}
