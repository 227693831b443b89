//! The fuzzing loop: mutation-based fuzzing in the manner of AFL's "havoc" stage and
//! libFuzzer's mutators (Serebryany, "Continuous fuzzing with libFuzzer and
//! AddressSanitizer", 2016), without coverage feedback: each input is a fresh valid input
//! from the target's generator, a string of the target's tokens, or a corpus input under a
//! stack of random mutations (bytes and tokens inserted, erased, replaced, repeated,
//! spliced with another input; numbers swapped for boundary values). Inputs that a parser
//! accepts join the corpus now and then, so that mutations build on what parses.
//!
//! Each input is checked inside `catch_unwind`: the target must not panic, must refuse
//! with a message (a non-blank `Display`), and must keep its own properties (an accepted
//! input reads back what it wrote).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::time::Instant;

use mancala::search::Rng;

/// What a parser did with an input.
pub enum Verdict {
    /// It accepted the input (and its properties held).
    Accepted,
    /// It refused the input, with this message.
    Refused(String),
}

/// A target's verdict, or the property it broke.
pub type Checked = Result<Verdict, String>;

/// One parser under test.
pub struct Target {
    /// Its name, and its folder of inputs under `tests/data/fuzz/`.
    pub name: &'static str,
    /// A fresh valid input.
    pub valid: fn(&mut Rng) -> String,
    /// Words of the input's language, for the mutations to insert.
    pub tokens: fn() -> Vec<String>,
    /// Feeds one input to the parser and checks what it did.
    pub check: fn(&str) -> Checked,
}

/// What a run found.
pub struct Run {
    pub inputs: u64,
    pub accepted: u64,
    pub refused: u64,
    pub wall_secs: f64,
    pub cpu_secs: Option<f64>,
    pub longest_message: usize,
    pub failures: Vec<(String, String)>,
}

/// Inputs to run per target: `FUZZ_INPUTS`, or `default`.
pub fn inputs_wanted(default: u64) -> u64 {
    std::env::var("FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.replace('_', "").parse().ok())
        .unwrap_or(default)
}

/// The run's seed: `FUZZ_SEED`, or a fixed one so that `make test` is repeatable.
pub fn seed() -> u64 {
    std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(26)
}

/// The longest input made: past every parser's limit on length (64 KB of record).
const MAX_INPUT: usize = 300 * 1024;
/// Failures kept before a run stops.
const MAX_FAILURES: usize = 20;

/// The inputs kept for a target: `tests/data/fuzz/NAME/*`, each file one input (valid
/// inputs to mutate, and every input that once found a bug, as a regression test).
pub fn corpus_of(name: &str) -> Vec<(PathBuf, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/fuzz")
        .join(name);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|entries| entries.filter_map(|e| Some(e.ok()?.path())).collect())
        .unwrap_or_default();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let bytes = std::fs::read(&path).expect("a corpus file reads");
            let text = String::from_utf8_lossy(&bytes).into_owned();
            (path, text)
        })
        .collect()
}

/// Runs one input, turning a panic into a failure.
fn run_one(target: &Target, input: &str) -> Result<Verdict, String> {
    match catch_unwind(AssertUnwindSafe(|| (target.check)(input))) {
        Ok(Ok(Verdict::Refused(message))) if message.trim().is_empty() => {
            Err("refused without a message".to_owned())
        }
        Ok(checked) => checked,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(format!("panicked: {what}"))
        }
    }
}

/// Feeds `inputs` inputs to `target`: first every corpus file, then generated and mutated
/// ones.
pub fn fuzz(target: &Target, inputs: u64) -> Run {
    let started = Instant::now();
    let cpu_start = thread_cpu_secs();
    let mut rng = Rng::new(seed() ^ hash(target.name));
    let tokens = (target.tokens)();
    let mut run = Run {
        inputs: 0,
        accepted: 0,
        refused: 0,
        wall_secs: 0.0,
        cpu_secs: None,
        longest_message: 0,
        failures: Vec::new(),
    };
    let mut corpus: Vec<String> = Vec::new();
    let record = |run: &mut Run, input: &str, verdict: Result<Verdict, String>| {
        run.inputs += 1;
        match verdict {
            Ok(Verdict::Accepted) => {
                run.accepted += 1;
                true
            }
            Ok(Verdict::Refused(message)) => {
                run.refused += 1;
                run.longest_message = run.longest_message.max(message.chars().count());
                false
            }
            Err(why) => {
                run.failures.push((input.to_owned(), why));
                false
            }
        }
    };
    for (_, text) in corpus_of(target.name) {
        let verdict = run_one(target, &text);
        record(&mut run, &text, verdict);
        corpus.push(text);
    }
    for _ in 0..64 {
        corpus.push((target.valid)(&mut rng));
    }
    while run.inputs < inputs && run.failures.len() < MAX_FAILURES {
        let input = match rng.below(8) {
            0 => (target.valid)(&mut rng),
            1 => tokens_only(&mut rng, &tokens),
            _ => {
                let base = &corpus[rng.below(corpus.len())];
                let other = &corpus[rng.below(corpus.len())];
                mutate(&mut rng, base, other, &tokens)
            }
        };
        let verdict = run_one(target, &input);
        if record(&mut run, &input, verdict) && rng.below(64) == 0 && corpus.len() < 4096 {
            corpus.push(input);
        }
    }
    run.wall_secs = started.elapsed().as_secs_f64();
    run.cpu_secs = cpu_start.and_then(|s| Some(thread_cpu_secs()? - s));
    run
}

/// Runs `target` and fails the test on any failure, printing the figures and the failing
/// inputs (also written to `target/fuzz-failures/`, ready to join the corpus).
pub fn fuzz_and_report(target: &Target, default_inputs: u64) {
    let run = fuzz(target, inputs_wanted(default_inputs));
    let secs = run.cpu_secs.unwrap_or(run.wall_secs);
    println!(
        "fuzz {:<8} {:>9} inputs ({} accepted, {} refused) in {:.1} s CPU ({:.1} s wall): \
         {:.0} inputs/s; longest refusal {} chars; {} failures",
        target.name,
        run.inputs,
        run.accepted,
        run.refused,
        secs,
        run.wall_secs,
        run.inputs as f64 / secs.max(1e-9),
        run.longest_message,
        run.failures.len(),
    );
    if run.failures.is_empty() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-failures");
    let _ = std::fs::create_dir_all(&dir);
    let mut report = String::new();
    for (i, (input, why)) in run.failures.iter().enumerate() {
        let file = dir.join(format!("{}-{i}.txt", target.name));
        let _ = std::fs::write(&file, input);
        let shown: String = input.chars().take(300).collect();
        report += &format!("\n{why}\n  input {shown:?} ({})", file.display());
    }
    panic!("{}: {} failures:{report}", target.name, run.failures.len());
}

/// A stable hash of a name, to give each target its own stream of inputs.
fn hash(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// The CPU time this thread has used, where Linux tells it.
fn thread_cpu_secs() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

/// Characters that are not ASCII or not printable, which parsers must survive.
const ODD: &[&str] = &[
    "\u{0}",
    "\t",
    "\r",
    "\n",
    "\u{7f}",
    "é",
    "\u{a0}",
    "\u{202e}",
    "\u{feff}",
    "🂡",
    "Σ",
    "\u{10ffff}",
    "\u{fffd}",
];
/// Numbers at the edges of the integer types the parsers read into.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "+1",
    "00",
    "007",
    "9",
    "10",
    "127",
    "128",
    "255",
    "256",
    "-128",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "1e3",
    "0x10",
    "1.5",
    " 1",
    "1 ",
];

fn pick<'a>(rng: &mut Rng, list: &'a [String]) -> &'a str {
    if list.is_empty() {
        ""
    } else {
        &list[rng.below(list.len())]
    }
}

fn pick_str<'a>(rng: &mut Rng, list: &[&'a str]) -> &'a str {
    list[rng.below(list.len())]
}

/// A few of the target's tokens, joined with separators or not.
fn tokens_only(rng: &mut Rng, tokens: &[String]) -> String {
    let mut out = String::new();
    for _ in 0..1 + rng.below(12) {
        out += pick(rng, tokens);
        if rng.below(3) == 0 {
            out += pick_str(rng, &[" ", "&", "=", ".", "?", "\n", ":", "-"]);
        }
    }
    out
}

/// A random byte of text, mostly printable ASCII.
fn random_byte(rng: &mut Rng) -> u8 {
    match rng.below(8) {
        0 => rng.below(256) as u8,
        1 => pick_str(
            rng,
            &["\n", " ", "&", "=", ".", "?", "%", "#", "/", ":", "+", "-"],
        )
        .as_bytes()[0],
        _ => 0x20 + rng.below(0x5f) as u8,
    }
}

/// A span `start..end` of `len` bytes, short more often than long.
fn span(rng: &mut Rng, len: usize) -> (usize, usize) {
    let start = rng.below(len + 1);
    let most = len - start;
    let width = match rng.below(4) {
        0 => rng.below(most + 1),
        _ => rng.below(most.min(8) + 1),
    };
    (start, start + width)
}

/// `base` under a stack of 1 to 16 random mutations; `other` is another corpus input to
/// splice with.
pub fn mutate(rng: &mut Rng, base: &str, other: &str, tokens: &[String]) -> String {
    let mut bytes = base.as_bytes().to_vec();
    let exponent = rng.below(5);
    let rounds = 1 + rng.below(1 << exponent);
    for _ in 0..rounds {
        let len = bytes.len();
        match rng.below(14) {
            // Erase a span.
            0 | 1 => {
                let (a, b) = span(rng, len);
                bytes.drain(a..b);
            }
            // Insert a byte.
            2 => {
                let at = rng.below(len + 1);
                bytes.insert(at, random_byte(rng));
            }
            // Replace a byte, or flip one of its bits.
            3 if len > 0 => {
                let at = rng.below(len);
                bytes[at] = match rng.below(2) {
                    0 => random_byte(rng),
                    _ => bytes[at] ^ (1 << rng.below(8)),
                };
            }
            // Insert a token of the language.
            4 | 5 => {
                let at = rng.below(len + 1);
                let token = pick(rng, tokens).as_bytes().to_vec();
                bytes.splice(at..at, token);
            }
            // Replace a span with a token.
            6 => {
                let (a, b) = span(rng, len);
                let token = pick(rng, tokens).as_bytes().to_vec();
                bytes.splice(a..b, token);
            }
            // Swap a run of digits (or any span) for a number at a type's edge.
            7 => {
                let number = pick_str(rng, NUMBERS).as_bytes().to_vec();
                match digit_run(rng, &bytes) {
                    Some((a, b)) => bytes.splice(a..b, number),
                    None => {
                        let (a, b) = span(rng, len);
                        bytes.splice(a..b, number)
                    }
                };
            }
            // Insert an odd character.
            8 => {
                let at = rng.below(len + 1);
                let odd = pick_str(rng, ODD).as_bytes().to_vec();
                bytes.splice(at..at, odd);
            }
            // Copy a span elsewhere, or repeat it many times.
            9 => {
                let (a, b) = span(rng, len);
                let part = bytes[a..b].to_vec();
                let times = match rng.below(8) {
                    0 => 1 + rng.below(40_000),
                    _ => 1 + rng.below(4),
                };
                if part.len() * times < MAX_INPUT {
                    let at = rng.below(len + 1);
                    bytes.splice(at..at, part.repeat(times));
                }
            }
            // Splice: this input's head and another's tail.
            10 => {
                let cut = rng.below(len + 1);
                let other = other.as_bytes();
                let from = rng.below(other.len() + 1);
                bytes.truncate(cut);
                bytes.extend_from_slice(&other[from..]);
            }
            // Swap two separators of the formats for each other.
            11 => {
                let seps = b"&?=.\n :+-#%/";
                let found: Vec<usize> = (0..len).filter(|&i| seps.contains(&bytes[i])).collect();
                if !found.is_empty() {
                    let at = found[rng.below(found.len())];
                    bytes[at] = seps[rng.below(seps.len())];
                }
            }
            // Change the case of a letter.
            12 if len > 0 => {
                let at = rng.below(len);
                bytes[at] ^= if bytes[at].is_ascii_alphabetic() {
                    0x20
                } else {
                    0
                };
            }
            // Cut the end off.
            _ => {
                let at = rng.below(len + 1);
                bytes.truncate(at);
            }
        }
        bytes.truncate(MAX_INPUT);
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A random run of ASCII digits in `bytes`, if it has one.
fn digit_run(rng: &mut Rng, bytes: &[u8]) -> Option<(usize, usize)> {
    let starts: Vec<usize> = (0..bytes.len())
        .filter(|&i| bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_digit()))
        .collect();
    if starts.is_empty() {
        return None;
    }
    let a = starts[rng.below(starts.len())];
    let b = (a..bytes.len())
        .find(|&i| !bytes[i].is_ascii_digit())
        .unwrap_or(bytes.len());
    Some((a, b))
}
