//! The fuzz tier (issue 26): every input parser (shared links, saved games of every
//! version, the command-line tool's moves and options, the worker's messages, names) fed
//! generated and mutated inputs; it passes only with no panic, every refusal a message and
//! every accepted input reading back as it was written. See [`harness`] for the technique.
//!
//! `cargo test` runs a short run (`FUZZ_INPUTS` inputs a parser, 5,000 by default);
//! `make fuzz` runs 1,000,000 a parser in an optimised build. The corpus,
//! `tests/data/fuzz/PARSER/`, holds valid inputs to mutate and every input that found a bug,
//! each replayed first on every run. `FUZZ_SEED` changes the run's inputs.

mod harness;
mod targets;

use std::process::Command;

use harness::{inputs_wanted, mutate, Target};
use mancala::search::Rng;

/// Inputs a parser in a short run (`cargo test`).
const SHORT_RUN: u64 = 5_000;

/// One test a parser: adding a parser is one line here (and one in [`targets::TARGETS`]).
macro_rules! fuzz_tests {
    ($($name:ident: $target:expr,)*) => {
        $(
            #[test]
            fn $name() {
                harness::fuzz_and_report(&$target, SHORT_RUN);
            }
        )*

        /// Every target has its test.
        #[test]
        fn every_parser_has_a_test() {
            let tested: Vec<&str> = vec![$($target.name),*];
            let all: Vec<&str> = targets::TARGETS.iter().map(|t: &Target| t.name).collect();
            assert_eq!(tested, all);
        }
    };
}

fuzz_tests! {
    links: targets::LINK,
    saves: targets::SAVE,
    command_lines: targets::CLI,
    options: targets::OPTIONS,
    requests: targets::REQUEST,
    answers: targets::ANSWER,
    seats: targets::SEATS,
    names: targets::NAMES,
    reviews: targets::REVIEW,
    puzzles: targets::PUZZLES,
    books: targets::BOOK,
    positions: targets::POSITIONS,
}

/// A sample of the `cli` target's inputs through the binary itself, as `mancala replay`,
/// `perft` and `bestmove` arguments: it exits 0 with JSON, or 2 with a message on standard
/// error, and never panics. Each run starts a process, so this samples: `FUZZ_INPUTS` / 500
/// runs (at least 20).
#[test]
fn the_binary_answers_or_refuses_with_a_message() {
    let runs = (inputs_wanted(SHORT_RUN) / 500).max(20);
    let mut rng = Rng::new(harness::seed() ^ 0xb1);
    let tokens: Vec<String> = (targets::CLI.tokens)();
    let mut corpus: Vec<String> = (0..32).map(|_| (targets::CLI.valid)(&mut rng)).collect();
    corpus.extend(harness::corpus_of("cli").into_iter().map(|(_, text)| text));
    let mut failures = Vec::new();
    for _ in 0..runs {
        let base = &corpus[rng.below(corpus.len())];
        let line = match rng.below(4) {
            0 => base.clone(),
            _ => {
                let other = &corpus[rng.below(corpus.len())];
                mutate(&mut rng, base, other, &tokens)
            }
        };
        let mut words = line.split(' ');
        let game = words.next().unwrap_or_default().to_owned();
        let mut args: Vec<String> = match rng.below(4) {
            0 => vec!["perft".into(), game, rng.below(3).to_string()],
            1 => vec![
                "bestmove".into(),
                game,
                "--depth".into(),
                (1 + rng.below(2)).to_string(),
            ],
            _ => vec!["replay".into(), game],
        };
        let is_perft = args[0] == "perft";
        for word in words {
            if word.contains('=') && !is_perft {
                args.push("--opt".into());
            }
            if !is_perft || word.contains('=') {
                args.push(word.to_owned());
            }
        }
        let Ok(out) = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(&args)
            .output()
        else {
            continue; // An argument with a NUL byte cannot be passed.
        };
        let stderr = String::from_utf8_lossy(&out.stderr);
        let fine = match out.status.code() {
            Some(0) => serde_json::from_slice::<serde_json::Value>(&out.stdout).is_ok(),
            Some(2) => !stderr.trim().is_empty() && !stderr.contains("panicked"),
            _ => false,
        };
        if !fine {
            failures.push(format!("{args:?}: {:?} {stderr}", out.status));
        }
    }
    println!("fuzz binary   {runs} command lines run through `mancala`");
    assert!(failures.is_empty(), "{failures:#?}");
}
