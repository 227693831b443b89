//! The site's messages (`i18n/*.ftl`, `src/i18n`): every language has every English message
//! and no other, with the same variables; every message is used by the code; every message
//! of every language formats with the values the code can pass, in every plural category;
//! and the plural rules are CLDR's.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use mancala::i18n::msg::{IDS, VARIABLES};
use mancala::i18n::plural::{category, Category};
use mancala::i18n::{site_table, table, Arg, Catalog, Lang, TRANSLATION_PROBLEMS};

#[test]
fn every_language_has_every_message_with_english_variables() {
    assert!(
        TRANSLATION_PROBLEMS.is_empty(),
        "the translations (i18n/*.ftl) differ from English's messages:\n{TRANSLATION_PROBLEMS}"
    );
}

/// A message's type name, as build.rs writes it: `kalah-sowed` is `KalahSowed`.
fn type_name(id: &str) -> String {
    (id.split(['-', '_']))
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

fn rust_files(dir: &Path, into: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(fs::read_to_string(&path).unwrap());
        }
    }
}

#[test]
fn every_message_is_said_somewhere() {
    let mut sources = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut sources,
    );
    let code = sources.join("\n");
    let used: BTreeSet<&str> = (code.match_indices("msg::"))
        .map(|(i, _)| {
            let rest = &code[i + 5..];
            &rest[..rest
                .find(|c: char| !c.is_alphanumeric())
                .unwrap_or(rest.len())]
        })
        .collect();
    let unused: Vec<&str> = (IDS.iter().copied())
        .filter(|id| !used.contains(type_name(id).as_str()))
        .collect();
    assert!(
        unused.is_empty(),
        "messages of i18n/en.ftl no code says: {unused:?}"
    );
}

/// The rules pages' messages (`rules-*`) are left out of the site's tables, as the pages are
/// rendered at build time (`tests/rules_pages.rs`): one said by the app would show in
/// English whatever the player's language. They are said only by the rules pages' sources
/// (each game's `help.rs`) and their renderer (`src/ui/rules/`).
#[test]
fn the_rules_pages_messages_are_said_by_the_rules_pages_alone() {
    fn visit(dir: &Path, out: &mut Vec<String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if !path.ends_with("ui/rules") {
                    visit(&path, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("help.rs")
                && fs::read_to_string(&path).unwrap().contains("msg::Rules")
            {
                out.push(path.display().to_string());
            }
        }
    }
    let mut elsewhere = Vec::new();
    visit(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut elsewhere,
    );
    assert!(
        elsewhere.is_empty(),
        "rules-* messages said outside the rules pages, so in English on the site: {elsewhere:?}"
    );
}

/// Message `index`'s English, compiled (what its type carries in the site's builds).
fn english(index: usize) -> &'static str {
    table(Lang::En).split('\n').nth(index).unwrap()
}

#[test]
fn every_message_formats_in_every_language_and_plural_category() {
    for lang in Lang::ALL {
        let catalog = Catalog::new(lang, table(lang).into()).expect("a compiled table");
        for (index, variables) in VARIABLES.iter().enumerate() {
            for n in [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000] {
                let args: Vec<Arg> = (variables.iter())
                    .map(|&(_, number)| {
                        if number {
                            Arg::Number(n)
                        } else {
                            Arg::Text("Ab")
                        }
                    })
                    .collect();
                let mut out = String::new();
                catalog.write(index, english(index), &args, &mut out);
                assert!(
                    !out.trim().is_empty(),
                    "{lang:?} {}: empty for {n}",
                    IDS[index]
                );
                assert!(
                    !out.contains(|c: char| c < ' ' && c != '\n'),
                    "{lang:?} {}: {out:?}",
                    IDS[index]
                );
            }
        }
    }
}

#[test]
fn every_text_selection_arm_is_reached() {
    // A selection on a text variable ($vocabulary, $side) formats each of its values.
    let catalog = Catalog::english();
    let index = IDS.iter().position(|id| *id == "player-name").unwrap();
    let said = |vocabulary, side| {
        let mut out = String::new();
        catalog.write(
            index,
            english(index),
            &[Arg::Text(vocabulary), Arg::Text(side)],
            &mut out,
        );
        out
    };
    assert_eq!(said("kalah", "south"), "Red");
    assert_eq!(said("kalah", "north"), "Green");
    assert_eq!(said("homes", "south"), "Player 1");
    assert_eq!(said("homes", "north"), "Player 2");
}

#[test]
fn the_plural_rules_are_cldr_s() {
    for lang in Lang::ALL {
        let langid = lang
            .code()
            .parse::<unic_langid::LanguageIdentifier>()
            .unwrap();
        let rules = PluralRules::create(langid, PluralRuleType::CARDINAL)
            .expect("CLDR's rules for the language");
        for n in (0..=2_100).chain([999_999, 1_000_001, 12_345_678]) {
            let expected = match rules.select(n).unwrap() {
                PluralCategory::ONE => Category::One,
                PluralCategory::OTHER => Category::Other,
                other => panic!("{lang:?} {n}: {other:?}, which no language here has"),
            };
            assert_eq!(category(lang, n as i64), expected, "{lang:?} {n}");
        }
    }
    // intl_pluralrules 7 carries CLDR 37's data; CLDR 38 gave French, Spanish and
    // Portuguese a `many` for exact millions ("1 million de graines"), which we follow.
    for lang in [Lang::Fr, Lang::Es, Lang::Pt] {
        assert_eq!(category(lang, 1_000_000), Category::Many);
        assert_eq!(category(lang, 3_000_000), Category::Many);
    }
    for lang in [Lang::En, Lang::De, Lang::Nl] {
        assert_eq!(category(lang, 1_000_000), Category::Other);
    }
}

/// The site's copy of each translation's compiled table (`static/i18n/<code>.messages`,
/// which the page fetches when it is the player's language) is the build's: this test
/// fails while one differs, and `UPDATE_MESSAGES=1 cargo test --test messages` writes them.
/// A language is on the site once its messages file exists (`i18n/<code>.ftl`), and the app
/// offers exactly those (`mancala::ui::language::OFFERED`).
#[test]
fn the_site_carries_each_translation_s_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let update = std::env::var_os("UPDATE_MESSAGES").is_some();
    let translated: Vec<Lang> = (Lang::ALL.into_iter())
        .filter(|lang| root.join(format!("i18n/{}.ftl", lang.code())).exists())
        .collect();
    assert_eq!(translated.first(), Some(&Lang::En));
    assert_eq!(mancala::ui::language::OFFERED, translated.as_slice());
    let dir = root.join("static/i18n");
    let mut stale = Vec::new();
    for &lang in &translated[1..] {
        let path = dir.join(format!("{}.messages", lang.code()));
        if fs::read_to_string(&path).ok().as_deref() != Some(site_table(lang)) {
            if update {
                fs::create_dir_all(&dir).unwrap();
                fs::write(&path, site_table(lang)).unwrap();
            } else {
                stale.push(path.display().to_string());
            }
        }
    }
    let kept: Vec<String> = fs::read_dir(&dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    for name in kept {
        let code = name.trim_end_matches(".messages");
        assert!(
            translated[1..].iter().any(|lang| lang.code() == code),
            "static/i18n/{name} is no translation's table"
        );
    }
    assert!(
        stale.is_empty(),
        "out of date (UPDATE_MESSAGES=1 cargo test --test messages writes them): {stale:?}"
    );
}

/// A message the code glues to others (a clause, a separator) keeps English's spaces at its
/// ends in every language: `, then ` between laps, ` The last stone fell…` after a sentence.
#[test]
fn every_translation_keeps_english_spaces_at_the_ends() {
    let english_catalog = Catalog::english();
    let mut wrong = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let catalog = Catalog::new(lang, table(lang).into()).expect("a compiled table");
        for (index, variables) in VARIABLES.iter().enumerate() {
            if !catalog.has(index) {
                continue;
            }
            let args: Vec<Arg> = (variables.iter())
                .map(|&(_, number)| {
                    if number {
                        Arg::Number(2)
                    } else {
                        Arg::Text("Ab")
                    }
                })
                .collect();
            let said = |catalog: &Catalog| {
                let mut out = String::new();
                catalog.write(index, english(index), &args, &mut out);
                out
            };
            let (theirs, ours) = (said(&catalog), said(&english_catalog));
            let ends = |text: &str| (text.starts_with(' '), text.ends_with(' '));
            if ends(&theirs) != ends(&ours) {
                wrong.push(format!(
                    "{lang:?} {}: {theirs:?} (English {ours:?})",
                    IDS[index]
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "spaces at the ends differ from English's:\n{}",
        wrong.join("\n")
    );
}
