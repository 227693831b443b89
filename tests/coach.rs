//! The coach's commands of the tool: `mancala analyse` (a verdict a move, one JSON line
//! each) and `mancala puzzles` (puzzle lines in the format of static/puzzles/).

use std::process::{Command, Output};

use serde_json::Value;

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the mancala binary runs")
}

fn lines(output: &Output) -> Vec<Value> {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone())
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

#[test]
fn analyse_prints_a_verdict_for_every_move() {
    // Kalah with 4 houses of 2 seeds: the solver proves every ply at once.
    let moves = ["1", "2", "4", "3", "1"];
    let mut args = vec!["analyse", "kalah", "--opt", "houses=4", "--opt", "seeds=2"];
    args.extend(moves);
    let found = lines(&mancala(&args));
    assert_eq!(found.len(), moves.len());
    for (ply, (line, m)) in found.iter().zip(moves).enumerate() {
        assert_eq!(line["ply"], ply);
        assert_eq!(line["move"], m);
        assert_eq!(line["exact"], true, "{line}");
        let loss = line["loss"].as_i64().unwrap();
        assert!(loss >= 0);
        assert_eq!(
            loss,
            line["best_value"].as_i64().unwrap() - line["played_value"].as_i64().unwrap()
        );
        let verdict = line["verdict"].as_str().unwrap();
        assert_eq!(loss == 0, verdict == "best", "{line}");
        assert_eq!(loss == 0, line["best"] == line["move"], "{line}");
        assert!(line["margin"].is_i64());
    }
    // The same ply alone gives the same verdict.
    let mut one = vec![
        "analyse", "kalah", "--ply", "3", "--opt", "houses=4", "--opt", "seeds=2",
    ];
    one.extend(moves);
    let alone = lines(&mancala(&one));
    assert_eq!(alone.len(), 1);
    assert_eq!(alone[0]["verdict"], found[3]["verdict"]);
    assert_eq!(alone[0]["best"], found[3]["best"]);
}

#[test]
fn analyse_searches_the_other_games_and_refuses_bad_input() {
    let found = lines(&mancala(&[
        "analyse",
        "oware",
        "--search-nodes",
        "20000",
        "6",
        "6",
    ]));
    assert_eq!(found.len(), 2);
    assert!(found.iter().all(|l| l["exact"] == false));
    for args in [
        &["analyse", "kalah", "--ply", "2", "3", "1"][..],
        &["analyse", "kalah", "9"],
        &["analyse", "chess", "1"],
    ] {
        let output = mancala(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!output.stderr.is_empty());
    }
}

#[test]
fn puzzles_prints_lines_the_parser_reads() {
    let output = mancala(&[
        "puzzles", "kalah", "--opt", "houses=4", "--opt", "seeds=3", "--count", "2", "--seed", "3",
    ]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let puzzles = mancala::search::puzzles::parse_file(&text).unwrap();
    assert_eq!(puzzles.len(), 2, "{text}");
    assert!(puzzles.iter().all(|p| p.record.game == "kalah"));
}
