//! A language's messages, as `build.rs` compiles them (one line per message, in English's
//! order; the format is described there), and how one is formatted with its variables.

use std::borrow::Cow;

use super::plural;
use super::Lang;

/// A variable's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A number, which selections read by its plural category.
    Number(i64),
    /// A text (a player's name, a pit's), which selections match exactly.
    Text(&'a str),
}

/// The messages of one language.
#[derive(Clone, Debug)]
pub struct Catalog {
    lang: Lang,
    table: Cow<'static, str>,
    /// Where each message's line starts in `table`, and the end of the last.
    starts: Vec<u32>,
}

/// English's whole table, which native builds carry (the tests, and the rules pages
/// rendered at build time). The site's builds carry English's messages one by one instead,
/// each in the code of the message's type (`build.rs`), so that a build carries only the
/// English it says, as it would string literals.
#[cfg(not(target_arch = "wasm32"))]
const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.messages"));

/// Every message of `lang`'s table (native builds: the tests and the pages rendered at
/// build time).
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn full_table(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ENGLISH,
        Lang::Fr => include_str!(concat!(env!("OUT_DIR"), "/fr.messages")),
        Lang::De => include_str!(concat!(env!("OUT_DIR"), "/de.messages")),
        Lang::Nl => include_str!(concat!(env!("OUT_DIR"), "/nl.messages")),
        Lang::Es => include_str!(concat!(env!("OUT_DIR"), "/es.messages")),
        Lang::Pt => include_str!(concat!(env!("OUT_DIR"), "/pt.messages")),
    }
}

/// `lang`'s table as the site carries it.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn site_table(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!(concat!(env!("OUT_DIR"), "/en.site.messages")),
        Lang::Fr => include_str!(concat!(env!("OUT_DIR"), "/fr.site.messages")),
        Lang::De => include_str!(concat!(env!("OUT_DIR"), "/de.site.messages")),
        Lang::Nl => include_str!(concat!(env!("OUT_DIR"), "/nl.site.messages")),
        Lang::Es => include_str!(concat!(env!("OUT_DIR"), "/es.site.messages")),
        Lang::Pt => include_str!(concat!(env!("OUT_DIR"), "/pt.site.messages")),
    }
}

impl Catalog {
    /// English's messages: no table, since every message carries its English.
    pub fn english() -> Catalog {
        Catalog {
            lang: Lang::En,
            table: Cow::Borrowed(""),
            starts: Vec::new(),
        }
    }

    /// `lang`'s messages from their compiled table, or `None` if `table` is not one (a file
    /// of another version of the site, a page in its place).
    pub fn new(lang: Lang, table: Cow<'static, str>) -> Option<Catalog> {
        let mut starts = vec![0];
        starts.extend(
            (table.char_indices())
                .filter(|&(_, c)| c == '\n')
                .map(|(i, _)| i as u32 + 1),
        );
        if starts.len() != super::msg::COUNT + 1 || !table.ends_with('\n') {
            return None;
        }
        Some(Catalog {
            lang,
            table,
            starts,
        })
    }

    /// The catalog's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language has its own message `index`.
    pub fn has(&self, index: usize) -> bool {
        !self.line(index).is_empty()
    }

    /// Message `index`'s line of the table: empty when the table has none.
    fn line(&self, index: usize) -> &str {
        match (self.starts.get(index), self.starts.get(index + 1)) {
            (Some(&start), Some(&end)) => {
                (self.table.get(start as usize..end as usize - 1)).unwrap_or_default()
            }
            _ => "",
        }
    }

    /// Writes message `index`, whose English is `english` (compiled), with the variables
    /// `args` (in English's order) to `out`: in the catalog's language, or in English where
    /// it has no such message.
    pub fn write(&self, index: usize, english: &str, args: &[Arg], out: &mut String) {
        let (mut rest, lang) = match self.line(index) {
            "" => (english, Lang::En),
            line => (line, self.lang),
        };
        pattern(lang, &mut rest, args, out);
    }
}

/// Formats the pattern at the start of `rest` in `lang` up to the end of its arm (`\x03`
/// or `\x05`) or of the line, consuming it.
fn pattern(lang: Lang, rest: &mut &str, args: &[Arg], out: &mut String) {
    while let Some(c) = rest.chars().next() {
        match c {
            '\x03' | '\x05' => return,
            '\x01' => {
                let arg = variable(rest, args);
                match arg {
                    Some(Arg::Text(text)) => out.push_str(text),
                    Some(Arg::Number(n)) => write_number(lang, n, out),
                    None => {}
                }
            }
            '\x02' => select(lang, rest, args, out),
            '\x06' => {
                out.push('\n');
                *rest = rest.get(1..).unwrap_or_default();
            }
            _ => {
                let end = rest.find(|c: char| c < '\x07').unwrap_or(rest.len());
                let (text, after) = rest.split_at_checked(end).unwrap_or((rest, ""));
                out.push_str(text);
                *rest = after;
            }
        }
    }
}

/// A selection at the start of `rest`: the arm whose key is the variable's exact value,
/// else its plural category's in `lang`, else the default.
fn select(lang: Lang, rest: &mut &str, args: &[Arg], out: &mut String) {
    let arg = variable(rest, args);
    let category = match arg {
        Some(Arg::Number(n)) => Some(plural::category(lang, n).name()),
        _ => None,
    };
    let (mut exact, mut by_category, mut default) = (None, None, None);
    while let Some(after) = rest.strip_prefix('\x03') {
        let key_end = after.find('\x04').unwrap_or(after.len());
        let key = after.get(..key_end).unwrap_or_default();
        *rest = after.get(key_end + 1..).unwrap_or("");
        let body = *rest;
        skip_pattern(rest);
        let (is_default, key) = match key.strip_prefix('*') {
            Some(key) => (true, key),
            None => (false, key),
        };
        let matches_exactly = match arg {
            Some(Arg::Number(n)) => key.parse::<i64>() == Ok(n),
            Some(Arg::Text(text)) => key == text,
            None => false,
        };
        if matches_exactly && exact.is_none() {
            exact = Some(body);
        }
        if category == Some(key) && by_category.is_none() {
            by_category = Some(body);
        }
        if is_default {
            default = Some(body);
        }
    }
    *rest = rest.strip_prefix('\x05').unwrap_or(rest);
    if let Some(mut body) = exact.or(by_category).or(default) {
        pattern(lang, &mut body, args, out);
    }
}

/// The variable named at the start of `rest` (`\x01` or `\x02` and its index), consumed.
fn variable<'a>(rest: &mut &str, args: &[Arg<'a>]) -> Option<Arg<'a>> {
    let mut chars = rest.chars();
    chars.next();
    let index = chars
        .next()
        .map(|c| (c as u32).wrapping_sub('0' as u32) as usize);
    *rest = chars.as_str();
    index.and_then(|i| args.get(i).copied())
}

/// Skips the pattern at the start of `rest`, nested selections and all, up to its end.
fn skip_pattern(rest: &mut &str) {
    let mut depth = 0usize;
    while let Some(c) = rest.chars().next() {
        match c {
            '\x02' => depth += 1,
            '\x03' if depth == 0 => return,
            '\x05' if depth == 0 => return,
            '\x05' => depth -= 1,
            _ => {}
        }
        *rest = rest.get(c.len_utf8()..).unwrap_or_default();
    }
}

/// A whole number in `lang`'s own digits' grouping (CLDR's): `12,345` in English,
/// `12 345` in French (a narrow no-break space), `12.345` in German, Dutch, Spanish and
/// Portuguese; Spanish groups from five digits.
pub fn write_number(lang: Lang, n: i64, out: &mut String) {
    let digits = n.unsigned_abs().to_string();
    if n < 0 {
        out.push('-');
    }
    let (separator, least) = match lang {
        Lang::En => (',', 4),
        Lang::Fr => ('\u{202f}', 4),
        Lang::De | Lang::Nl | Lang::Pt => ('.', 4),
        Lang::Es => ('.', 5),
    };
    if digits.len() < least {
        out.push_str(&digits);
        return;
    }
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(separator);
        }
        out.push(digit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_as_each_language_writes_them() {
        let written = |lang, n| {
            let mut out = String::new();
            write_number(lang, n, &mut out);
            out
        };
        assert_eq!(written(Lang::En, 48), "48");
        assert_eq!(written(Lang::En, 1234), "1,234");
        assert_eq!(written(Lang::En, -1234567), "-1,234,567");
        assert_eq!(written(Lang::Fr, 12345), "12\u{202f}345");
        assert_eq!(written(Lang::De, 1234), "1.234");
        assert_eq!(written(Lang::Es, 1234), "1234");
        assert_eq!(written(Lang::Es, 12345), "12.345");
    }
}
