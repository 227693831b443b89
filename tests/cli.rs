//! The command-line tool's contract (RULES.md section 7).

use std::process::{Command, Output};

use serde_json::Value;

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the mancala binary runs")
}

fn replay(args: &[&str]) -> Value {
    let mut all = vec!["replay", "kalah"];
    all.extend_from_slice(args);
    let out = mancala(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("replay prints JSON")
}

#[test]
fn replay_of_no_moves_shows_the_start() {
    let v = replay(&[]);
    assert_eq!(v["game"], "kalah");
    assert_eq!(v["to_move"], "south");
    assert_eq!(v["houses"]["south"], serde_json::json!([4, 4, 4, 4, 4, 4]));
    assert_eq!(v["houses"]["north"], serde_json::json!([4, 4, 4, 4, 4, 4]));
    assert_eq!(v["stores"]["south"], 0);
    assert_eq!(v["legal_moves"].as_array().unwrap().len(), 6);
    assert_eq!(v["outcome"], Value::Null);
    assert_eq!(
        v["options"],
        serde_json::json!({
            "houses": "6", "seeds": "4", "transfer": "always", "end": "any-empty",
            "remaining": "owner", "starter": "south"
        })
    );
}

#[test]
fn replay_applies_options_and_moves() {
    let v = replay(&["--opt", "seeds=5", "--opt", "starter=north", "2"]);
    assert_eq!(v["options"]["seeds"], "5");
    assert_eq!(v["houses"]["north"], serde_json::json!([5, 0, 6, 6, 6, 6]));
    assert_eq!(v["stores"]["north"], 1);
    assert_eq!(v["to_move"], "north", "last seed in the store: North again");
}

#[test]
fn replay_reports_the_outcome_with_totals() {
    // Three houses of one seed: each side sows into its store, then captures with its
    // second move, and both sides are empty.
    let v = replay(&["--opt", "houses=3", "--opt", "seeds=1", "3", "2", "3", "2"]);
    let outcome = &v["outcome"];
    assert_eq!(v["legal_moves"], serde_json::json!([]));
    assert_eq!(
        outcome["totals"],
        serde_json::json!({"south": 3, "north": 3})
    );
    assert_eq!(outcome["draw"], true);
    assert_eq!(outcome["winners"], serde_json::json!([]));
    assert!(outcome["reason"].as_str().is_some_and(|r| !r.is_empty()));

    let v = replay(&["--opt", "houses=3", "--opt", "seeds=1", "1", "1", "2"]);
    assert_eq!(v["outcome"], Value::Null, "{v}");
}

#[test]
fn bad_moves_exit_with_status_2_naming_the_move_and_ply() {
    for (moves, named) in [
        (vec!["3", "3"], "`3` at ply 2"),
        (vec!["3", "1", "9"], "`9` at ply 3"),
        (vec!["x"], "`x` at ply 1"),
        (vec!["3", "-1"], "`-1` at ply 2"),
    ] {
        let mut args = vec!["replay", "kalah"];
        args.extend(moves.iter().copied());
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{moves:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(named), "{moves:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn unknown_games_and_options_exit_with_status_2() {
    for args in [
        vec!["replay", "chess"],
        vec!["replay", "kalah", "--opt", "colour=red"],
        vec!["replay", "kalah", "--opt", "houses=9"],
        vec!["replay", "kalah", "--opt", "houses"],
        vec!["perft", "kalah", "2", "--opt", "seeds=0"],
        vec!["perft", "nope", "2"],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn perft_counts_move_sequences() {
    let out = mancala(&["perft", "kalah", "2"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "35");
    let out = mancala(&["perft", "kalah", "0"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "1");
}
