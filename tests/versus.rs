//! `mancala versus`, the match runner that plays our engine (`mancala uci`) against another
//! program over UCI (docs/computer.md, "Side by side with other programs").

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

const MANCALA: &str = env!("CARGO_BIN_EXE_mancala");

fn versus(args: &[&str]) -> Output {
    Command::new(MANCALA)
        .arg("versus")
        .args(args)
        .output()
        .expect("the mancala binary runs")
}

/// The totals a successful run prints on stdout, and its lines a game on stderr.
fn totals(args: &[&str]) -> (Value, Vec<Value>) {
    let out = versus(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {stderr}");
    let games = (stderr.lines())
        .filter(|line| line.starts_with('{'))
        .map(|line| serde_json::from_str(line).expect("a game's line is JSON"))
        .collect();
    let totals = serde_json::from_slice(&out.stdout).expect("the totals are JSON");
    (totals, games)
}

/// A scratch directory of this test run.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("versus-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn two_of_our_engines_play_a_seat_swapped_pair_to_the_end_of_each_game() {
    let engine = format!("{MANCALA} uci ayo --level easy");
    let (totals, games) = totals(&[
        "ayo",
        "--games",
        "2",
        "--movetime",
        "5",
        "--ours-movetime",
        "7",
        "--seed",
        "3",
        "--ours",
        &engine,
        "--theirs",
        &engine,
    ]);
    assert_eq!(totals["games"], 2);
    assert_eq!(
        (&totals["movetime"], &totals["ours_movetime"]),
        (&5.into(), &7.into())
    );
    let results = ["wins", "draws", "losses"].map(|k| totals[k].as_u64().unwrap());
    assert_eq!(results.iter().sum::<u64>(), 2, "{totals}");
    assert_eq!(totals["forfeits"], serde_json::json!([]));
    assert!(
        totals["margin"].as_f64().is_some_and(f64::is_finite),
        "{totals}"
    );
    assert!(
        totals["margin_95"].as_f64().is_some_and(f64::is_finite),
        "{totals}"
    );
    assert!(totals["ours_ms_per_move"].as_i64().unwrap() > 0, "{totals}");
    assert!(
        totals["theirs_ms_per_move"].as_i64().unwrap() > 0,
        "{totals}"
    );
    // One pair: both games from the same opening, ours in each seat once.
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["opening"], games[1]["opening"]);
    assert_eq!([&games[0]["ours"], &games[1]["ours"]], ["south", "north"]);
}

#[test]
fn a_move_the_rules_refuse_loses_the_game_for_the_program_that_sent_it_in_its_notation() {
    // A program that always answers South's first house (`A`, Aalina's notation): illegal
    // as North at once, and as South once that house is empty.
    let dir = scratch("stubborn");
    let stubborn = dir.join("stubborn.sh");
    std::fs::write(
        &stubborn,
        "while IFS= read -r line; do\n  case \"$line\" in\n    uci) echo uciok ;;\n    \
         isready) echo readyok ;;\n    go*) echo bestmove A ;;\n    quit) exit 0 ;;\n  \
         esac\ndone\n",
    )
    .unwrap();
    let ours = format!("{MANCALA} uci ayo --level easy");
    let theirs = format!("sh {}", stubborn.display());
    let (totals, _) = totals(&[
        "ayo",
        "--games",
        "2",
        "--movetime",
        "5",
        "--seed",
        "1",
        "--ours",
        &ours,
        "--theirs",
        &theirs,
        "--theirs-notation",
        "letters",
    ]);
    assert_eq!(totals["wins"], 2, "{totals}");
    let forfeits = totals["forfeits"].as_array().unwrap();
    assert_eq!(forfeits.len(), 2);
    for reason in forfeits {
        assert!(
            reason
                .as_str()
                .unwrap()
                .starts_with("theirs sent A (legal: "),
            "{reason}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_clock_that_is_not_a_positive_number_is_refused_with_the_usage_before_any_game() {
    for clock in [["--movetime", "0"], ["--ours-movetime", "soon"]] {
        let mut args = vec!["ayo", "--ours", "true", "--theirs", "true"];
        args.extend(clock);
        let out = versus(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{clock:?}: {stderr}");
        assert!(stderr.contains(clock[0]), "{clock:?}: {stderr}");
        assert!(stderr.contains("--help"), "{clock:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{clock:?}");
    }
    let odd = versus(&["ayo", "--games", "3", "--ours", "true", "--theirs", "true"]);
    assert_eq!(odd.status.code(), Some(2));
}
