//! Words said when something happened and shown later (a refusal, a notice, a reason): kept
//! as what was said, the messages with their variables, not as their text in one language,
//! so that a player who switches language sees every word already on the screen in the new
//! one.
//!
//! Code that makes what a screen keeps (a reducer) runs [`deferred`]: every message it says
//! is then written as a *saying*, the message's index, its English and its variables between
//! marks of Unicode's private use areas, and the words built from sayings (a refusal quoting
//! a pit's name, a notice quoting a refusal) hold them nested. [`Said::text`] says them in
//! the current language when they are shown, with the one formatter messages always had.
//! So the code that says a message is the same whether it is shown at once or kept: what a
//! closure per notice would cost each page is one encoder and one reader, and the workers,
//! which keep nothing, carry neither.
//!
//! Sayings live in memory only (a screen's state), never in what is saved or sent: words
//! kept are [`Said`], and said with [`Said::text`] wherever they are shown or put into words
//! shown.

use std::cell::Cell;
use std::fmt;

use super::catalog::{write_number, Arg, Catalog};
use super::current::in_current;
use super::lang::Lang;

/// Opens a saying: its head (one character) follows.
const OPEN: char = '\u{E000}';
/// Separates a saying's head, a message's English and its variables.
const NEXT: char = '\u{E001}';
/// Closes a saying.
const CLOSE: char = '\u{E002}';
/// Marks a variable that is a number (said with the language's digits and plural rules).
const NUMBER: char = '\u{E003}';
/// The head of a saying whose words start with a capital ([`sentence`]).
const CAPITAL: char = '\u{E004}';
/// The head of message `index`'s saying is this character plus `index` (plane 15's private
/// use area, 65,534 characters).
const MESSAGE: u32 = 0xF0000;
/// The head of a saying cut to `most` characters ([`cut`]) is this character plus `most`
/// (plane 16's private use area).
const CUT: u32 = 0x10_0000;

thread_local! {
    static DEFERRED: Cell<bool> = const { Cell::new(false) };
}

/// Runs `make` with every message it says written as a saying, to be said in the language
/// of the moment it is shown ([`Said`]).
pub fn deferred<T>(make: impl FnOnce() -> T) -> T {
    let was = DEFERRED.replace(true);
    let made = make();
    DEFERRED.set(was);
    made
}

/// Whether messages are said as sayings now.
pub(super) fn is_deferred() -> bool {
    DEFERRED.get()
}

/// Writes message `index` (whose English is `english`) with `args` as a saying.
pub(super) fn write_saying(index: usize, english: &str, args: &[Arg], out: &mut String) {
    out.push(OPEN);
    out.push(head(MESSAGE, index));
    out.push(NEXT);
    out.push_str(english);
    for arg in args {
        out.push(NEXT);
        match arg {
            Arg::Number(n) => {
                out.push(NUMBER);
                write_number(Lang::En, *n, out);
            }
            Arg::Text(text) => out.push_str(text),
        }
    }
    out.push(CLOSE);
}

/// The head character `base` plus `n` (the area's last when `n` is past it).
fn head(base: u32, n: usize) -> char {
    char::from_u32(base + n.min(0xFFFD) as u32).unwrap_or(CLOSE)
}

/// Whether `text` holds a saying.
fn has_saying(text: &str) -> bool {
    // Not `contains`, which looks for a character of three bytes as for a text (a searcher
    // of its own, about 1.6 KB of the page).
    text.find(OPEN).is_some()
}

/// Writes `text` to `out` with its sayings said in `catalog`'s language. Whatever `text`
/// holds (a quoted link may hold anything), it is read to its end: a saying left open
/// ends with the text, an unknown head says nothing, a stray mark is dropped.
fn say_sayings(catalog: &Catalog, text: &str, out: &mut String) {
    let mut rest = text;
    while !rest.is_empty() {
        say_part(catalog, &mut rest, out);
    }
}

/// Writes the part of a saying at the start of `rest` to `out`, its own sayings said, up to
/// the mark that ends it, which it consumes: true when another part follows (the mark
/// was [`NEXT`]), false at the saying's end ([`CLOSE`], or the end of the text).
fn say_part(catalog: &Catalog, rest: &mut &str, out: &mut String) -> bool {
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        *rest = chars.as_str();
        match c {
            NEXT => return true,
            CLOSE => return false,
            OPEN => say_saying(catalog, rest, out),
            c => out.push(c),
        }
        chars = rest.chars();
    }
    false
}

/// Says the saying at the start of `rest` (just after its opening mark) to `out`, and
/// consumes it.
fn say_saying(catalog: &Catalog, rest: &mut &str, out: &mut String) {
    let mut parts = Vec::new();
    loop {
        let mut part = String::new();
        let more = say_part(catalog, rest, &mut part);
        parts.push(part);
        if !more {
            break;
        }
    }
    let Some((head, parts)) = parts.split_first() else {
        return;
    };
    let mut chars = head.chars();
    let (Some(head), None) = (chars.next(), chars.next()) else {
        return;
    };
    match (u32::from(head), parts) {
        (_, [words]) if head == CAPITAL => out.push_str(&capitalised(words)),
        (code @ CUT.., [words]) => out.push_str(&cut_now(words, (code - CUT) as usize)),
        (code @ MESSAGE.., [english, args @ ..]) => {
            let args: Vec<Arg> = (args.iter())
                .map(|arg| match arg.strip_prefix(NUMBER).and_then(number) {
                    Some(n) => Arg::Number(n),
                    None => Arg::Text(arg),
                })
                .collect();
            catalog.write((code - MESSAGE) as usize, english, &args, out);
        }
        _ => {}
    }
}

/// A whole number as English writes it (`-1,234`: [`write_number`]); `None` for anything
/// else.
fn number(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, text),
    };
    // Counted down from 0, so that i64::MIN, which has no positive, reads too.
    let mut below = 0i64;
    for digit in digits.chars().filter(|&c| c != ',') {
        let digit = i64::from(digit.to_digit(10)?);
        below = below.checked_mul(10)?.checked_sub(digit)?;
    }
    match (digits.is_empty(), negative) {
        (true, _) => None,
        (false, true) => Some(below),
        (false, false) => below.checked_neg(),
    }
}

/// `text` with its first letter a capital: for the engine's refusals, which are clauses
/// (`Red's tray 3 is empty`, also said inside other sentences) and stand alone on the screen
/// as sentences. A saying gets its capital when it is said. Latin letters only (ASCII's and
/// Latin-1's: `à` -> `À`, `é` -> `É`, every letter these languages begin a refusal with),
/// which spares the site Unicode's case tables (about 10 KB).
pub fn sentence(text: &str) -> String {
    match has_saying(text) {
        true => format!("{OPEN}{CAPITAL}{NEXT}{text}{CLOSE}"),
        false => capitalised(text),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    let mut written = String::with_capacity(text.len());
    if let Some(first) = chars.next() {
        written.push(match first {
            // Latin-1's small letters, as ASCII's, are their capitals' code points plus 0x20.
            'a'..='z' | 'à'..='þ' if first != '÷' => {
                char::from_u32(first as u32 - 0x20).unwrap_or(first)
            }
            _ => first,
        });
    }
    written.push_str(chars.as_str());
    written
}

/// `text` cut to `most` characters, with an ellipsis where it was cut (a reason that quotes
/// a whole link). A saying is cut when it is said.
pub fn cut(text: &str, most: usize) -> String {
    match has_saying(text) {
        true => format!("{OPEN}{}{NEXT}{text}{CLOSE}", head(CUT, most)),
        false => cut_now(text, most),
    }
}

fn cut_now(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => text.get(..at).unwrap_or_default().to_owned() + "…",
        None => text.to_owned(),
    }
}

/// What was said: words to show later in the language of the moment they are shown. Made
/// from the text of code run [`deferred`] (its messages kept as sayings); a text without
/// sayings is shown as it is.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Said(String);

impl Said {
    /// The words in the current language; in code run [`deferred`], the sayings themselves,
    /// so that words made from these are said when shown too.
    pub fn text(&self) -> String {
        if is_deferred() || !has_saying(&self.0) {
            return self.0.clone();
        }
        let mut out = String::new();
        in_current(&mut |catalog| say_sayings(catalog, &self.0, &mut out));
        out
    }
}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said(text)
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl fmt::Debug for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.text(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{install, msg, table, Catalog, Lang};
    use super::*;

    /// Says `f` with `lang`'s messages installed, then English's again.
    fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
        install(Catalog::new(lang, table(lang).into()).expect("a compiled table"));
        let said = f();
        install(Catalog::english());
        said
    }

    /// A notice as the reducer makes one: a message quoting another (a player's name).
    fn undone() -> String {
        let player = msg::PlayerName {
            vocabulary: "kalah",
            side: "south",
        }
        .text();
        msg::ScreenUndone {
            count: 2,
            player: &player,
        }
        .text()
    }

    #[test]
    fn words_said_deferred_are_said_in_the_language_shown() {
        let said = Said::from(deferred(undone));
        assert_eq!(said.text(), undone(), "English as it was said at once");
        assert_eq!(said.text(), "Took back 2 moves: Red to move again.");
        assert_eq!(
            in_language(Lang::Fr, || said.text()),
            in_language(Lang::Fr, undone)
        );
        assert_eq!(
            in_language(Lang::Fr, || said.text()),
            "2 coups repris\u{a0}: à Rouge de jouer de nouveau."
        );
        // Words made from kept words, in deferred code, keep them as sayings too.
        let quoted = deferred(|| msg::ScreenRedoStopped { why: &said.text() }.text());
        assert_eq!(
            in_language(Lang::Fr, || Said::from(quoted.clone()).text()),
            "Rétablissement arrêté\u{a0}: 2 coups repris\u{a0}: à Rouge de jouer de nouveau."
        );
        // Without sayings, a text is shown as it is.
        assert_eq!(Said::from("as it is".to_owned()).text(), "as it is");
    }

    #[test]
    fn a_refusal_alone_starts_with_a_capital_in_every_language() {
        assert_eq!(sentence("red's tray 3 is empty"), "Red's tray 3 is empty");
        assert_eq!(sentence("à son tour"), "À son tour");
        assert_eq!(sentence("é uma partida"), "É uma partida");
        assert_eq!(sentence("÷ 2"), "÷ 2");
        assert_eq!(sentence(""), "");
        let refusal = |lang| {
            let said = deferred(|| {
                let pit = msg::HousePhrase {
                    vocabulary: "kalah",
                    player: &msg::PlayerName {
                        vocabulary: "kalah",
                        side: "south",
                    }
                    .text(),
                    number: 3,
                }
                .text();
                sentence(&msg::RefusedEmptyHouse { pit: &pit }.text())
            });
            in_language(lang, || Said::from(said).text())
        };
        assert_eq!(refusal(Lang::En), "Red's tray 3 is empty");
        assert_eq!(refusal(Lang::Fr), "La case 3 de Rouge est vide");
        for lang in Lang::ALL {
            let said = refusal(lang);
            assert!(said.starts_with(char::is_uppercase), "{lang:?}: {said}");
        }
    }

    #[test]
    fn a_kept_reason_is_cut_when_it_is_said() {
        let long = "x".repeat(300);
        let reason = deferred(|| cut(&msg::ScreenRedoStopped { why: &long }.text(), 20));
        assert_eq!(Said::from(reason).text(), "Redo stopped: xxxxxx…");
        assert_eq!(cut("short", 20), "short");
    }

    #[test]
    fn any_text_is_said_without_a_panic() {
        let marks = [
            OPEN,
            NEXT,
            CLOSE,
            NUMBER,
            CAPITAL,
            '\u{F0001}',
            '\u{100005}',
            '9',
            '-',
        ];
        // Every text of up to four of the marks, and a few longer ones.
        let mut texts: Vec<String> = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = (texts.iter())
                .flat_map(|t| marks.iter().map(move |m| format!("{t}{m}")))
                .collect();
            texts.extend(longer);
        }
        texts.push(format!(
            "{OPEN}99999999999999999999{NEXT}\u{1}0{NEXT}{OPEN}{CLOSE}"
        ));
        texts.push(format!("{OPEN}0{NEXT}\u{2}0\u{3}{NEXT}{NUMBER}x{CLOSE}"));
        texts.push(format!("{OPEN}S{NEXT}{OPEN}C{NEXT}é"));
        let say_all = || {
            texts
                .iter()
                .map(|t| Said::from(t.clone()).text().len())
                .sum::<usize>()
        };
        assert!(say_all() > 0 && in_language(Lang::De, say_all) > 0);
    }
}
