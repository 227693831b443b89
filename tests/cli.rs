//! The command-line tool's contract (docs/RULES.md section 7).

use std::process::{Command, Output};

use mancala::games::GameId;
use serde_json::Value;

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the mancala binary runs")
}

fn replay(args: &[&str]) -> Value {
    replay_game("kalah", args)
}

/// The help of every command that takes any game lists every game's id, from the
/// collection (the help texts name none).
#[test]
fn help_lists_every_game() {
    for command in ["replay", "bestmove", "match", "book", "perft", "uci"] {
        let help = String::from_utf8(mancala(&[command, "--help"]).stdout).unwrap();
        assert!(!help.contains("{games}"), "{help}");
        for game in GameId::ALL {
            assert!(
                help.contains(game.as_str()),
                "{command} --help: {game}\n{help}"
            );
        }
    }
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
        (vec!["3", "-b2"], "`-b2` at ply 2"),
        (vec!["3", "--opt"], "`--opt` at ply 2"),
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

fn replay_game(game: &str, args: &[&str]) -> Value {
    let mut all = vec!["replay", game];
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
fn the_dos_games_replay_with_their_options() {
    let v = replay_game("awari", &["3"]);
    assert_eq!(v["options"], serde_json::json!({}));
    assert_eq!(v["houses"]["south"], serde_json::json!([4, 4, 0, 5, 5, 5]));
    assert_eq!(v["stores"]["south"], 1);
    assert_eq!(v["to_move"], "south", "Awari: last seed home, move again");

    let v = replay_game("ayo", &[]);
    assert_eq!(
        v["options"],
        serde_json::json!({"grand-slam": "no-capture", "must-feed": "on"})
    );
    let v = replay_game(
        "ayo",
        &[
            "--opt",
            "grand-slam=forbidden",
            "--opt",
            "must-feed=off",
            "1",
        ],
    );
    assert_eq!(v["options"]["grand-slam"], "forbidden");
    assert_eq!(v["houses"]["south"], serde_json::json!([0, 5, 5, 5, 5, 4]));
    assert_eq!(v["stores"], serde_json::json!({"south": 0, "north": 0}));
    assert_eq!(v["to_move"], "north");

    // Oware's first move already relays; the seeds stay 48 between houses and homes.
    let v = replay_game("oware", &["1"]);
    let houses: u64 = ["south", "north"]
        .iter()
        .flat_map(|s| v["houses"][s].as_array().unwrap().clone())
        .map(|n| n.as_u64().unwrap())
        .sum();
    let stores = v["stores"]["south"].as_u64().unwrap() + v["stores"]["north"].as_u64().unwrap();
    assert_eq!(houses + stores, 48);
    assert_eq!(v["to_move"], "north");
}

#[test]
fn the_dos_games_refuse_bad_input_with_status_2() {
    for args in [
        vec!["replay", "awari", "--opt", "seeds=5"],
        vec!["replay", "ayo", "--opt", "must-feed=maybe"],
        vec!["replay", "ayo", "--opt", "grand-slam=never"],
        vec!["replay", "oware", "7"],
        vec!["replay", "awari", "3", "3"],
        vec!["replay", "oware", "1", "0"],
        vec!["perft", "awari", "2", "--opt", "houses=6"],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
    let out = mancala(&["replay", "awari", "3", "3"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("`3` at ply 2"));
}

#[test]
fn every_game_counts_its_move_sequences() {
    for (game, nodes) in [
        ("kalah", "35"),
        ("awari", "35"),
        ("ayo", "36"),
        ("oware", "32"),
    ] {
        let out = mancala(&["perft", game, "2"]);
        assert!(out.status.success());
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), nodes, "{game}");
    }
}

#[test]
fn calcala_replays_with_pits_and_capture_piles() {
    let v = replay_game("calcala", &["--opt", "players=3", "B3-E"]);
    assert_eq!(
        v["options"],
        serde_json::json!({"players": "3", "setup": "standard", "starter": "p1"})
    );
    assert_eq!(v["pits"]["E3"], 0);
    assert_eq!(v["pits"]["C3"], 4);
    assert_eq!(v["pits"].as_object().unwrap().len(), 36);
    assert_eq!(v["captured"], serde_json::json!([3, 0, 0]));
    assert_eq!(v["to_move"], "p2");
    assert!(v["legal_moves"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!("C3-NE")));
    assert_eq!(v["outcome"], Value::Null);
    for args in [
        vec!["replay", "calcala", "A1-N"],
        vec!["replay", "calcala", "B3"],
        vec!["replay", "calcala", "--opt", "starter=p4"],
        vec!["replay", "calcala", "--opt", "setup=dutch"],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let out = mancala(&["perft", "calcala", "1", "--opt", "setup=half-dutch"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "110");
}

#[test]
fn roocala_replays_cells_rooks_and_points_on_both_boards() {
    let v = replay_game("roocala-square", &["b1:N"]);
    assert_eq!(v["options"], serde_json::json!({}));
    assert_eq!(v["cells"].as_object().unwrap().len(), 36);
    assert_eq!(
        v["cells"]["b2"],
        serde_json::json!({"checkers": 1, "rook": "south"})
    );
    assert_eq!(
        v["cells"]["b1"],
        serde_json::json!({"checkers": 0, "rook": null})
    );
    assert_eq!(v["points"], serde_json::json!({"south": 0, "north": 1}));
    assert_eq!(v["to_move"], "north");
    assert!(v["legal_moves"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!("b5-b3")));
    let v = replay_game("roocala-hex", &[]);
    assert_eq!(v["cells"].as_object().unwrap().len(), 37);
    assert_eq!(v["cells"]["f4"]["rook"], "north");
    assert!(v["legal_moves"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!("b1:NE")));
    for args in [
        vec!["replay", "roocala-square", "a4"],
        vec!["replay", "roocala-square", "b2-b5"],
        vec!["replay", "roocala-square", "c3:NE"],
        vec!["replay", "roocala-hex", "z1"],
        vec!["replay", "roocala-hex", "--opt", "board=square"],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn bestmove_prints_the_move_score_and_line() {
    let out = mancala(&["bestmove", "kalah", "--depth", "4", "3"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("bestmove prints JSON");
    let legal = replay(&["3"])["legal_moves"].clone();
    assert!(legal.as_array().unwrap().contains(&v["move"]), "{v}");
    assert_eq!(v["depth"], 4);
    assert!(v["score"].is_i64() && v["nodes"].is_u64() && v["millis"].is_u64());
    assert_eq!(v["pv"][0], v["move"]);

    for game in [
        "awari",
        "ayo",
        "oware",
        "calcala",
        "roocala-square",
        "roocala-hex",
    ] {
        let out = mancala(&["bestmove", game, "--level", "easy", "--seed", "3"]);
        assert!(out.status.success(), "{game}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        let legal = replay_game(game, &[])["legal_moves"].clone();
        assert!(
            legal.as_array().unwrap().contains(&v["move"]),
            "{game}: {v}"
        );
    }
}

/// `--warm` searches the game's earlier positions first with the same table; a match
/// compares a level with its variants (`:fresh`, a new table every move).
#[test]
fn bestmove_warms_its_table_and_match_compares_variants() {
    let out = mancala(&["bestmove", "kalah", "--depth", "6", "--warm", "3", "1", "6"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["depth"], 6);
    assert!(replay(&["3", "1", "6"])["legal_moves"]
        .as_array()
        .unwrap()
        .contains(&v["move"]));
    let out = mancala(&[
        "match",
        "kalah",
        "--opt",
        "houses=4",
        "--opt",
        "seeds=2",
        "--south",
        "hard",
        "--north",
        "hard:fresh",
        "--games",
        "2",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["entries"][1]["level"], "hard:fresh");
}

#[test]
fn bestmove_refuses_bad_input_and_finished_games_with_status_2() {
    for args in [
        vec!["bestmove", "kalah", "--level", "grandmaster"],
        vec!["bestmove", "kalah", "--level", "easy", "--depth", "3"],
        vec!["bestmove", "kalah", "9"],
        vec!["bestmove", "kalah", "--opt", "seeds=0"],
        vec!["bestmove", "chess"],
        vec![
            "bestmove", "kalah", "--opt", "houses=3", "--opt", "seeds=1", "3", "2", "3", "2",
        ],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    let out = mancala(&[
        "bestmove", "kalah", "--opt", "houses=3", "--opt", "seeds=1", "3", "2", "3", "2",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("game is over"));
}

#[test]
fn match_counts_wins_draws_and_losses_per_seat() {
    let out = mancala(&[
        "match", "kalah", "--opt", "houses=4", "--opt", "seeds=2", "--south", "easy", "--north",
        "medium", "--games", "4",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let entries = v["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 2);
    let played: u64 = ["wins", "draws", "losses"]
        .iter()
        .map(|k| entries[0][k].as_u64().unwrap())
        .sum();
    assert_eq!(played, 4);
    assert_eq!(entries[0]["wins"], entries[1]["losses"]);
    // The two pairs of games from one opening, seen from each side.
    let pairs = |e: &Value, k: &str| e["pairs"][k].as_u64().unwrap();
    assert_eq!(
        pairs(&entries[0], "won") + pairs(&entries[0], "even") + pairs(&entries[0], "lost"),
        2
    );
    assert_eq!(pairs(&entries[0], "won"), pairs(&entries[1], "lost"));
    assert_eq!(pairs(&entries[0], "even"), pairs(&entries[1], "even"));
    // A level with a budget of its own (Hard's is 4,000 nodes; the budget is checked
    // every 1,024), and one with quiescence.
    let out = mancala(&[
        "match",
        "kalah",
        "--south",
        "hard:nodes=1000",
        "--north",
        "medium:quiesce",
        "--games",
        "2",
    ]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["entries"][0]["nodes_per_move"].as_u64().unwrap() <= 2_048);
    // Balanced openings: the same games from the same seed.
    let balanced = || {
        mancala(&[
            "match",
            "calcala",
            "--p1",
            "easy",
            "--p2",
            "medium",
            "--games",
            "2",
            "--seed",
            "3",
            "--opening",
            "balanced",
        ])
    };
    let (first, again) = (balanced(), balanced());
    assert!(first.status.success());
    // The same games, apart from the time each search took.
    let games = |out: &std::process::Output| {
        let mut v: Value = serde_json::from_slice(&out.stdout).unwrap();
        for entry in v["entries"].as_array_mut().unwrap() {
            entry.as_object_mut().unwrap().remove("millis_per_move");
        }
        v
    };
    assert_eq!(games(&first), games(&again));
    // Awari: within a seed of the best at two plies there is one opening; even openings
    // (six random plies, kept when a deep search finds them even) are many, and the
    // same ones from the same seed.
    let openings = |kind: &str| {
        let out = mancala(&[
            "match",
            "awari",
            "--south",
            "easy",
            "--north",
            "easy",
            "--games",
            "12",
            "--seed",
            "5",
            "--opening",
            kind,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        (v["openings"].as_u64().unwrap(), games(&out))
    };
    assert_eq!(openings("balanced").0, 1);
    let (even, games_even) = openings("even");
    assert!(even >= 5, "{even} even openings in 6 rounds");
    assert_eq!(games_even, openings("even").1);
    assert!(openings("random").0 > 1);
    // Three players: each entry's captures against each other entry's, game by game.
    let out = mancala(&[
        "match",
        "calcala",
        "--opt",
        "players=3",
        "--p1",
        "easy",
        "--p2",
        "easy",
        "--p3",
        "medium",
        "--games",
        "3",
    ]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    for entry in v["entries"].as_array().unwrap() {
        let versus = entry["versus"].as_array().unwrap();
        assert_eq!(versus.len(), 2);
        for other in versus {
            let games: u64 = ["ahead", "level_with", "behind"]
                .iter()
                .map(|k| other[k].as_u64().unwrap())
                .sum();
            assert_eq!(games, 3);
        }
    }
    for args in [
        vec!["match", "kalah", "--south", "easy"],
        vec![
            "match",
            "kalah",
            "--south",
            "easy",
            "--north",
            "easy",
            "--opening",
            "fair",
        ],
        vec!["match", "kalah", "--south", "easy", "--north", "best"],
        vec!["match", "kalah", "--south", "easy", "--north", "easy:stale"],
        vec![
            "match",
            "kalah",
            "--south",
            "easy",
            "--north",
            "hard:nodes=0",
        ],
        vec![
            "match",
            "kalah",
            "--south",
            "easy",
            "--north",
            "hard:nodes=many",
        ],
        vec![
            "match", "calcala", "--p1", "easy", "--p2", "easy", "--p3", "easy",
        ],
        vec![
            "match",
            "calcala",
            "--opt",
            "players=3",
            "--p1",
            "easy",
            "--p2",
            "easy",
        ],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn solve_prints_the_value_and_a_best_move() {
    // Kalah(3,2) with a small table, after `moves`.
    let solve = |moves: &[&str]| {
        let mut args = vec![
            "solve",
            "kalah",
            "--opt",
            "houses=3",
            "--opt",
            "seeds=2",
            "--table-bits",
            "10",
        ];
        args.extend_from_slice(moves);
        mancala(&args)
    };
    let out = solve(&[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("solve prints JSON");
    assert!(v["value"].is_i64() && v["nodes"].is_u64() && v["millis"].is_u64());
    assert!(
        ["1", "2", "3"].contains(&v["move"].as_str().unwrap()),
        "{v}"
    );
    // The value after the best move is the same.
    let out = solve(&[v["move"].as_str().unwrap()]);
    let after: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(after["value"], v["value"]);
    // So is the value from a first guess far off, either way.
    for guess in ["-9", "9"] {
        let out = solve(&["--first-guess", guess]);
        let from_guess: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(from_guess["value"], v["value"], "--first-guess {guess}");
    }

    let out = mancala(&[
        "solve", "kalah", "--opt", "houses=3", "--opt", "seeds=1", "3", "2", "3", "2",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["value"].as_i64(), &v["move"]), (Some(0), &Value::Null));

    // Stopped at once: bounds that hold the published value (+10), and no value.
    let out = mancala(&[
        "solve",
        "kalah",
        "--table-bits",
        "12",
        "--endgame-seeds",
        "8",
        "--max-seconds",
        "0",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["value"].is_null() && v["move"].is_null(), "{v}");
    let (lower, upper) = (v["lower"].as_i64().unwrap(), v["upper"].as_i64().unwrap());
    assert!(
        (-48..=10).contains(&lower) && (10..=48).contains(&upper),
        "{v}"
    );

    for args in [
        vec!["solve", "oware"],
        vec!["solve", "kalah", "--opt", "seeds=9"],
        vec!["solve", "kalah", "7"],
        vec!["solve", "kalah", "--table-bits", "40"],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn solve_keeps_its_endgame_database_in_a_directory_and_reads_it_back() {
    let dir = std::env::temp_dir().join(format!("mancala-endgames-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir_arg = dir.to_str().unwrap();
    let solve = || {
        let out = mancala(&[
            "solve",
            "kalah",
            "--opt",
            "houses=4",
            "--opt",
            "seeds=2",
            "--table-bits",
            "12",
            "--endgame-seeds",
            "10",
            "--database-dir",
            dir_arg,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        (v, String::from_utf8_lossy(&out.stderr).into_owned())
    };
    // Built and written the first time; read the second (its positions are not counted
    // again), with the same answer.
    let (built, _) = solve();
    let file = dir.join("kalah-4-always-anyempty-owner-10.endgames");
    assert!(file.is_file(), "{}", file.display());
    let (read, stderr) = solve();
    assert_eq!(
        (&read["value"], &read["move"]),
        (&built["value"], &built["move"])
    );
    assert!(
        read["nodes"].as_u64() < built["nodes"].as_u64(),
        "{read} {built}"
    );
    assert!(!stderr.contains("mancala:"), "{stderr}");
    // A damaged file is rebuilt, with a warning, and the answer is the same.
    let mut bytes = std::fs::read(&file).unwrap();
    bytes.truncate(bytes.len() / 2);
    std::fs::write(&file, bytes).unwrap();
    let (rebuilt, stderr) = solve();
    assert!(stderr.contains("is not used (it is damaged"), "{stderr}");
    assert_eq!(rebuilt["value"], built["value"]);
    let (_, stderr) = solve();
    assert!(
        !stderr.contains("mancala:"),
        "the file is whole again: {stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_caps_its_endgame_database_at_max_database_bytes() {
    let dir = std::env::temp_dir().join(format!("mancala-endgames-cap-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir_arg = dir.to_str().unwrap();
    // Kalah(3, 2): 3,003 positions of at most 8 seeds, 1,716 of at most 7.
    let solve = |cap: &str| {
        let out = mancala(&[
            "solve",
            "kalah",
            "--opt",
            "houses=3",
            "--opt",
            "seeds=2",
            "--endgame-seeds",
            "8",
            "--max-database-bytes",
            cap,
            "--database-dir",
            dir_arg,
        ]);
        let v: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
        (out.status.code(), v)
    };
    let (code, eight) = solve("3003");
    assert_eq!(code, Some(0));
    let (code, seven) = solve("3002");
    assert_eq!(code, Some(0));
    assert_eq!(eight["value"], seven["value"]);
    for seeds in [7, 8] {
        let file = dir.join(format!("kalah-3-always-anyempty-owner-{seeds}.endgames"));
        assert!(file.is_file(), "{}", file.display());
    }
    let (code, _) = solve("1G");
    assert_eq!(code, Some(0));
    for wrong in ["", "12X", "G", "-1", "99999999999G"] {
        assert_eq!(solve(wrong).0, Some(2), "{wrong:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_prints_the_bounds_of_each_pass_as_it_goes() {
    let out = mancala(&[
        "solve",
        "kalah",
        "--opt",
        "houses=3",
        "--opt",
        "seeds=3",
        "--first-guess",
        "-9",
    ]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let value = v["value"].as_i64().unwrap();
    let passes: Vec<Value> = String::from_utf8_lossy(&out.stderr)
        .lines()
        .map(|line| serde_json::from_str(line).expect("a pass's bounds as JSON"))
        .collect();
    // From a guess far below, the passes raise the lower bound until it meets the upper.
    assert!(passes.len() >= 2, "{passes:?}");
    for (earlier, later) in passes.iter().zip(&passes[1..]) {
        assert!(earlier["lower"].as_i64() <= later["lower"].as_i64());
        assert!(earlier["upper"].as_i64() >= later["upper"].as_i64());
    }
    for pass in &passes {
        assert!(pass["lower"].as_i64().unwrap() <= value);
        assert!(value <= pass["upper"].as_i64().unwrap());
    }
    let last = passes.last().unwrap();
    assert_eq!(
        (last["lower"].as_i64(), last["upper"].as_i64()),
        (Some(value), Some(value))
    );
}

#[test]
fn loss_sums_what_each_move_gives_away_against_perfect_play() {
    let loss = |level: &str| {
        let out = mancala(&[
            "loss",
            "kalah",
            "--opt",
            "houses=3",
            "--opt",
            "seeds=3",
            "--games",
            "2",
            "--level",
            level,
            "--table-bits",
            "12",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).expect("loss prints JSON");
        v
    };
    let v = loss("expert");
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    // Every move of these small games is solved, and no move gains on perfect play.
    for game in games {
        assert_eq!(game["measured"], game["moves"], "{game}");
        assert!(game["loss"].as_i64().unwrap() >= 0, "{game}");
    }
    assert_eq!(
        v["loss"].as_i64().unwrap(),
        games
            .iter()
            .map(|g| g["loss"].as_i64().unwrap())
            .sum::<i64>()
    );
    // Easy too gives away seeds or none, never less than nothing.
    assert!(loss("easy")["loss"].as_i64().unwrap() >= 0);

    for args in [
        vec!["loss", "oware"],
        vec!["loss", "kalah", "--level", "grandmaster"],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

/// Kalah(3,3) with a small solver table: the loss and book commands' quick board.
const SMALL_KALAH_SOLVER: [&str; 6] = [
    "--opt",
    "houses=3",
    "--opt",
    "seeds=3",
    "--table-bits",
    "12",
];

/// `loss --games-from` judges games played elsewhere by the same perfect play: replaying
/// the games the bench played itself gives the same losses, each split between the sides;
/// a file with a move the game does not allow, or with no game, is refused with a message.
#[test]
fn loss_judges_the_games_of_a_file_side_by_side() {
    let small = SMALL_KALAH_SOLVER;
    let run = |more: &[&str]| {
        let mut args = vec!["loss", "kalah"];
        args.extend_from_slice(&small);
        args.extend_from_slice(more);
        mancala(&args)
    };
    let played = run(&["--games", "3"]);
    assert!(
        played.status.success(),
        "{}",
        String::from_utf8_lossy(&played.stderr)
    );
    let played: Value = serde_json::from_slice(&played.stdout).unwrap();
    let games = played["games"].as_array().unwrap();
    let lines: Vec<String> = games
        .iter()
        .map(|g| {
            let moves = g["game_moves"].as_array().unwrap();
            let moves: Vec<&str> = moves.iter().map(|m| m.as_str().unwrap()).collect();
            moves.join(" ")
        })
        .collect();
    let dir = std::env::temp_dir().join(format!("mancala-cli-judge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("games.txt");
    std::fs::write(&file, format!("{}\n\n", lines.join("\n"))).unwrap();
    let path = file.to_str().unwrap();

    let judged = run(&["--games-from", path]);
    assert!(
        judged.status.success(),
        "{}",
        String::from_utf8_lossy(&judged.stderr)
    );
    let judged: Value = serde_json::from_slice(&judged.stdout).unwrap();
    let rows = judged["games"].as_array().unwrap();
    assert_eq!(rows.len(), games.len(), "{judged}");
    for (row, game) in rows.iter().zip(games) {
        assert_eq!(row["game_moves"], game["game_moves"], "{row}");
        assert_eq!(row["measured"], row["moves"], "{row}");
        assert_eq!(row["loss"], game["loss"], "{row}");
        let south = row["south_loss"].as_i64().unwrap();
        let north = row["north_loss"].as_i64().unwrap();
        assert!(south >= 0 && north >= 0, "{row}");
        assert_eq!(south + north, row["loss"].as_i64().unwrap(), "{row}");
    }
    assert_eq!(judged["loss"], played["loss"]);

    // A move the game does not allow: refused, naming the game and the ply.
    let mut bad = lines.clone();
    bad[1] = format!("{} 9", lines[1]);
    std::fs::write(&file, bad.join("\n")).unwrap();
    let refused = run(&["--games-from", path]);
    assert_eq!(refused.status.code(), Some(2));
    let message = String::from_utf8_lossy(&refused.stderr);
    assert!(message.contains("game 2, ply"), "{message}");
    // No game at all, or no file.
    std::fs::write(&file, "\n \n").unwrap();
    let empty = run(&["--games-from", path]);
    assert_eq!(empty.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&empty.stderr).contains("no game"));
    let missing = run(&["--games-from", dir.join("none.txt").to_str().unwrap()]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(!missing.stderr.is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn solve_book_writes_a_book_that_loss_plays_from() {
    let dir = std::env::temp_dir().join(format!("mancala-cli-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("kalah-3-3.txt");
    let book = book.to_str().unwrap();
    let small = SMALL_KALAH_SOLVER;
    let mut args = vec![
        "solve-book",
        "kalah",
        "--positions",
        "40",
        "--min-seeds",
        "0",
    ];
    args.extend_from_slice(&small);
    args.extend_from_slice(&["--out", book]);
    let out = mancala(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("solve-book prints JSON");
    assert_eq!(
        (v["positions"].as_u64(), v["unsolved"].as_u64()),
        (Some(40), Some(0))
    );
    let text = std::fs::read_to_string(book).unwrap();
    let read = mancala::search::book::Book::from_text(&text).unwrap();
    assert_eq!(read.len(), 40);
    assert!(read
        .entries()
        .all(|(_, m)| m.depth == 255 && m.score % 100 == 0));

    // Expert plays from it and gives nothing away against itself or Medium.
    for opponent in [None, Some("medium")] {
        let mut args = vec!["loss", "kalah", "--games", "2", "--book", book];
        args.extend_from_slice(&small);
        if let Some(other) = opponent {
            args.extend_from_slice(&["--opponent", other]);
        }
        let out = mancala(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["opponent"].as_str(), opponent);
        let games = v["games"].as_array().unwrap();
        assert!(
            games.iter().all(|g| g["book_moves"].as_u64() > Some(0)),
            "{v}"
        );
        assert_eq!(v["loss"].as_i64(), Some(0), "{v}");
    }
    std::fs::remove_dir_all(&dir).unwrap();

    for args in [
        vec!["solve-book", "oware", "--positions", "5", "--out", "x.txt"],
        vec!["solve-book", "kalah", "--out", "x.txt"],
        vec![
            "solve-book",
            "kalah",
            "--positions",
            "5",
            "--opt",
            "seeds=99",
            "--out",
            "x.txt",
        ],
        vec!["loss", "kalah", "--opponent", "grandmaster"],
        vec!["loss", "kalah", "--book", "/no/such/book.txt"],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn book_grows_by_expansion_from_the_first_plies() {
    let dir = std::env::temp_dir().join(format!("mancala-cli-grown-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("awari.txt");
    let book = book.to_str().unwrap();
    let args = [
        "book",
        "awari",
        "--positions",
        "12",
        "--root-plies",
        "2",
        "--millis",
        "20",
        "--out",
        book,
    ];
    let out = mancala(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("book prints JSON");
    assert_eq!(v["positions"].as_u64(), Some(12), "{v}");
    let read =
        mancala::search::book::Book::from_text(&std::fs::read_to_string(book).unwrap()).unwrap();
    assert_eq!(read.len(), 12);
    // The roots first: the start and its six children; then the cheapest lines from
    // them, each the book's own move from a root (a ply costs 1, a deviation 5).
    let keys: Vec<&str> = read.entries().map(|(moves, _)| moves).collect();
    for root in ["-", "1", "2", "3", "4", "5", "6"] {
        assert!(keys.contains(&root), "{root}: {keys:?}");
    }
    for (moves, entry) in read.entries() {
        use mancala::games::Position;
        let mut record = mancala::games::GameRecord::from_text("awari").unwrap();
        if moves != "-" {
            record.moves = moves.split('.').map(str::to_owned).collect();
        }
        let game =
            mancala::games::Game::<mancala::games::awari::AwariPosition>::from_record(&record)
                .unwrap_or_else(|e| panic!("{moves}: {e}"));
        assert!(game.position().parse_move(&entry.best).is_ok(), "{moves}");
        assert!(entry.depth > 0, "{moves}");
        if moves.split('.').count() >= 2 && moves != "-" {
            // Past the roots, each position follows the book's move in the one before,
            // or one deviation from it.
            let before = moves.rsplit_once('.').unwrap().0;
            assert!(keys.contains(&before), "{moves}");
        }
    }
    // Grown further from it: its positions kept as they are, two more searched.
    let grown = dir.join("awari-14.txt");
    let grown = grown.to_str().unwrap();
    let args = [
        "book",
        "awari",
        "--positions",
        "14",
        "--root-plies",
        "2",
        "--millis",
        "20",
        "--from",
        book,
        "--out",
        grown,
    ];
    let out = mancala(&args);
    assert!(out.status.success(), "{out:?}");
    let more =
        mancala::search::book::Book::from_text(&std::fs::read_to_string(grown).unwrap()).unwrap();
    assert_eq!(more.len(), 14);
    for (moves, entry) in read.entries() {
        let kept = more.entries().find(|(m, _)| *m == moves).map(|(_, e)| e);
        assert_eq!(kept, Some(entry), "{moves}");
    }
    // A book of other rules cannot be grown into this one.
    let out = mancala(&[
        "book",
        "ayo",
        "--positions",
        "14",
        "--millis",
        "5",
        "--from",
        book,
        "--out",
        grown,
    ]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("not of ayo"));
    std::fs::remove_dir_all(&dir).unwrap();

    for args in [
        vec!["book", "awari", "--millis", "5", "--out", "x.txt"],
        vec![
            "book",
            "awari",
            "--plies",
            "2",
            "--positions",
            "5",
            "--millis",
            "5",
            "--out",
            "x.txt",
        ],
        vec![
            "book",
            "awari",
            "--plies",
            "2",
            "--root-plies",
            "2",
            "--millis",
            "5",
            "--out",
            "x.txt",
        ],
        vec![
            "book", "awari", "--plies", "2", "--from", "y.txt", "--millis", "5", "--out", "x.txt",
        ],
        vec![
            "book",
            "awari",
            "--positions",
            "x",
            "--millis",
            "5",
            "--out",
            "x.txt",
        ],
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn replay_opens_a_link_from_the_share_button() {
    let direct = replay(&["--opt", "seeds=5", "3", "1", "6"]);
    for link in [
        "https://example.org/games/mancala/#/kalah?seeds=5&moves=3.1.6",
        "#/kalah?seeds=5&moves=3.1.6",
        "kalah?seeds=5&moves=3.1",
    ] {
        let args: Vec<&str> = match link.ends_with(".1") {
            // Moves after a link are played on from its last move.
            true => vec!["replay", link, "6"],
            false => vec!["replay", link],
        };
        let out = mancala(&args);
        assert!(
            out.status.success(),
            "{link}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v, direct, "{link}");
    }
    let hex = mancala(&["replay", "#/roocala-hex?moves=b4%3ANE"]);
    assert_eq!(
        hex.status.code(),
        Some(2),
        "b4:NE is read, and refused as illegal"
    );
    assert!(String::from_utf8_lossy(&hex.stderr).contains("move `b4:NE` at ply 1"));
    for (link, named) in [
        ("#/chess?moves=1", "unknown game `chess`"),
        ("#/kalah?seeds=99", "seeds"),
        ("#/kalah?moves=1.1.1", "move `1` at ply 3"),
        ("#/kalah?moves", "KEY=VALUE"),
        ("#/kalah%zz", "%-escape"),
    ] {
        let out = mancala(&["replay", link]);
        assert_eq!(out.status.code(), Some(2), "{link}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(named), "{link}: {err}");
        assert!(out.stdout.is_empty());
    }
}

/// `fit-eval` fits the games with homes from their own labels (the endgame database and
/// deeper searches), and refuses a game it has no evaluation features for.
#[test]
fn fit_eval_fits_the_games_with_homes_and_refuses_the_others() {
    let out = mancala(&[
        "fit-eval",
        "oware",
        "--games",
        "2",
        "--label-depth",
        "3",
        "--endgames",
        "4",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fit: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(fit["game"], "oware");
    assert_eq!(fit["weights"].as_array().unwrap().len(), 17);
    let positions = fit["positions"].as_u64().unwrap();
    assert!(positions > 20, "{fit}");
    assert_eq!(
        fit["exact"].as_u64().unwrap() + fit["searched"].as_u64().unwrap(),
        positions
    );
    let out = mancala(&["fit-eval", "calcala"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fit-eval fits kalah, awari"));
}

/// A second round starts from the fitted weights (Ayo's have them), which its report
/// compares the new fit with; rules without fitted weights (Oware's) have nothing to
/// start from and are refused.
#[test]
fn fit_eval_refit_starts_from_the_fitted_weights() {
    let args = [
        "--games",
        "2",
        "--label-depth",
        "3",
        "--endgames",
        "4",
        "--refit",
    ];
    let out = mancala(&[&["fit-eval", "ayo"][..], &args].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fit: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(fit["refit"], true);
    let previous = fit["previous_weights"].as_array().unwrap();
    let fitted: Vec<i64> = mancala::search::evaluation::ayo::WEIGHTS
        .iter()
        .map(|&w| i64::from(w))
        .collect();
    assert_eq!(
        previous
            .iter()
            .map(|w| w.as_i64().unwrap())
            .collect::<Vec<_>>(),
        fitted
    );
    let out = mancala(&[&["fit-eval", "oware"][..], &args].concat());
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no fitted evaluation"));
}

/// Runs `mancala uci` with `input` on stdin and returns its stdout's lines.
fn uci_session(args: &[&str], input: &str) -> Vec<String> {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .arg("uci")
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the mancala binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// `uci --exact-seeds`: Expert's exact tries prove a Kalah ending with the clock of `go
/// movetime` and the solver's move is played (`score cp` a decided value); a database
/// larger than the option allows is refused before the engine starts.
#[test]
fn uci_proves_kalah_endings_within_its_clock() {
    // 35 seeds on the board, South to win by 8 with perfect play, North to move.
    let moves = "2 2 5 4 3 1 4 2 2 1 5 5 3 1 6 3";
    let lines = uci_session(
        &["kalah", "--exact-seeds", "8", "--exact-table-bits", "14"],
        &format!("uci\nisready\nposition startpos moves {moves}\ngo movetime 5000\nquit\n"),
    );
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth"))
        .expect("an info line");
    // A proven loss by 8 for North: the solver's value, not an estimate.
    let score: i64 = info
        .split_whitespace()
        .skip_while(|w| *w != "cp")
        .nth(1)
        .and_then(|v| v.parse().ok())
        .expect("a score");
    assert!(score < -100_000, "{info}");
    assert!(
        info.starts_with("info depth 0 "),
        "the solver's, no search: {info}"
    );
    assert!(lines.contains(&"bestmove 5".to_owned()), "{lines:?}");
    for too_big in ["23", "x"] {
        let out = mancala(&["uci", "kalah", "--exact-seeds", too_big]);
        assert_eq!(out.status.code(), Some(2), "{too_big}");
    }
}

/// A match runner talks to the engine in UCI: it answers `uci` and `isready`, plays a
/// legal move of the position it was given, and keeps going after bad input, which it
/// answers with an error line and leaves the position as it was.
#[test]
fn uci_plays_the_position_given_and_survives_bad_input() {
    let lines = uci_session(
        &["kalah", "--exact-seeds", "8", "--exact-table-bits", "14"],
        "uci\nisready\nposition startpos moves 3\ngo depth 6\n\
         position startpos moves 3 9\nposition startpos 3\nfrobnicate\ngo movetime soon\n\
         go depth 6\nquit\n",
    );
    assert_eq!(
        lines[0],
        format!("id name mancala {}", env!("CARGO_PKG_VERSION"))
    );
    assert!(lines.contains(&"uciok".to_owned()), "{lines:?}");
    assert!(lines.contains(&"readyok".to_owned()), "{lines:?}");
    let legal = replay(&["3"])["legal_moves"].clone();
    let best: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("bestmove "))
        .collect();
    assert_eq!(best.len(), 2, "{lines:?}");
    for line in &best {
        let m = line.trim_start_matches("bestmove ");
        assert!(
            legal.as_array().unwrap().iter().any(|l| l == m),
            "{m} is not legal after 3: {legal}"
        );
    }
    // The refused position left the one before in place: the same depth finds the same move.
    assert_eq!(best[0], best[1]);
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string error: "))
        .collect();
    assert_eq!(errors.len(), 4, "{lines:?}");
    assert!(errors[0].contains("`9`"), "{}", errors[0]);
    assert!(errors[1].contains("expected `moves`"), "{}", errors[1]);
    assert!(errors[2].contains("frobnicate"), "{}", errors[2]);
    assert!(errors[3].contains("movetime"), "{}", errors[3]);
}

/// Asked for a move in a finished game, the engine says it has none (UCI's `(none)`).
#[test]
fn uci_answers_a_finished_game_with_no_move() {
    // A game played to its end by always sowing the leftmost house that can move.
    let mut moves: Vec<String> = Vec::new();
    loop {
        let v = replay(&moves.iter().map(String::as_str).collect::<Vec<_>>());
        let Some(first) = v["legal_moves"].as_array().and_then(|l| l.first()) else {
            break;
        };
        moves.push(first.as_str().unwrap().to_owned());
    }
    let lines = uci_session(
        &["kalah", "--exact-seeds", "8", "--exact-table-bits", "14"],
        &format!(
            "position startpos moves {}\ngo movetime 50\n",
            moves.join(" ")
        ),
    );
    assert_eq!(lines, vec!["bestmove (none)".to_owned()]);
}

/// With `--book`, the engine answers the positions its book holds from it, as the app's
/// Expert does, and searches the others.
#[test]
fn uci_plays_from_its_opening_book() {
    let dir = std::env::temp_dir().join(format!("mancala-uci-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("kalah.book");
    // A book whose move at the start no search would choose (the leftmost house).
    std::fs::write(&book, "kalah\n- 1 0 255\n").unwrap();
    let lines = uci_session(
        &[
            "kalah",
            "--book",
            book.to_str().unwrap(),
            "--exact-seeds",
            "8",
            "--exact-table-bits",
            "14",
        ],
        "position startpos\ngo movetime 50\nposition startpos moves 1\ngo depth 4\nquit\n",
    );
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        lines[0],
        "info depth 255 score cp 0 nodes 0 time 0 string book"
    );
    assert_eq!(lines[1], "bestmove 1");
    assert!(lines[2].starts_with("info depth 4 "), "{lines:?}");
    assert!(lines[3].starts_with("bestmove "), "{lines:?}");
    // A book that cannot be read ends the command with a message, before any game.
    let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["uci", "kalah", "--book", "/nonexistent/kalah.book"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("/nonexistent/kalah.book"));
}

/// `mancala endgames` writes a database gzipped and checks one; what it cannot do exits 2
/// with the reason and writes nothing.
#[test]
fn endgames_writes_a_database_and_checks_a_file() {
    let dir = std::env::temp_dir().join(format!("mancala-endgames-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("awari-4.bin.gz");
    let file = file.to_str().unwrap();
    let out = mancala(&["endgames", "awari", "--seeds", "4", "--out", file]);
    assert!(out.status.success(), "{out:?}");
    let written: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(written["seeds"], 4);
    assert!(written["file_bytes"].as_u64().unwrap() < written["bytes"].as_u64().unwrap());
    let out = mancala(&["endgames", "awari", "--seeds", "4", "--check", file]);
    assert!(out.status.success(), "{out:?}");
    let damaged = dir.join("damaged.bin.gz");
    let mut bytes = std::fs::read(file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x55;
    std::fs::write(&damaged, bytes).unwrap();
    let other = dir.join("never-written.bin");
    for (args, why) in [
        (
            vec![
                "endgames",
                "calcala",
                "--seeds",
                "4",
                "--out",
                other.to_str().unwrap(),
            ],
            "no endgame database",
        ),
        (
            vec!["endgames", "ayo", "--seeds", "4", "--check", file],
            "of the rules `awari`",
        ),
        (
            vec!["endgames", "awari", "--seeds", "5", "--check", file],
            "not those of a build",
        ),
        (
            vec![
                "endgames",
                "awari",
                "--seeds",
                "4",
                "--check",
                damaged.to_str().unwrap(),
            ],
            "damaged.bin.gz",
        ),
        (vec!["endgames", "awari", "--seeds", "4"], "--out"),
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(why), "{args:?}: {stderr}");
    }
    assert!(!other.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `book --trim`: a grown book cut to the main lines of its openings, then the cheapest
/// other positions in the order the build added them.
#[test]
fn book_trim_keeps_the_main_lines_then_the_cheapest_positions() {
    use mancala::search::book::Book;
    let dir = std::env::temp_dir().join(format!("mancala-cli-trim-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let (big, order, cut) = (path("big.txt"), path("big.log"), path("cut.txt"));
    let out = mancala(&[
        "book",
        "awari",
        "--positions",
        "40",
        "--root-plies",
        "1",
        "--deviation-cost",
        "1",
        "--millis",
        "5",
        "--out",
        &big,
    ]);
    assert!(out.status.success(), "{out:?}");
    std::fs::write(&order, &out.stderr).unwrap();
    let grown = Book::from_text(&std::fs::read_to_string(&big).unwrap()).unwrap();
    let best = |moves: &str| {
        grown
            .entries()
            .find(|(m, _)| *m == moves)
            .map(|(_, e)| e.clone())
    };
    // The main lines: from every position of at most two plies, the book's moves.
    let mut main = std::collections::BTreeSet::new();
    for (opening, _) in grown.entries() {
        if opening != "-" && opening.split('.').count() > 2 {
            continue;
        }
        let mut moves = opening.to_owned();
        while let Some(entry) = best(&moves) {
            if !main.insert(moves.clone()) {
                break;
            }
            moves = if moves == "-" {
                entry.best
            } else {
                format!("{moves}.{}", entry.best)
            };
        }
    }
    // Two positions past the main lines, where the book has them.
    let limit = (main.len() + 2).min(grown.len());
    let limit_text = limit.to_string();
    let trim = |limit: &str, book: &str| {
        mancala(&[
            "book",
            "awari",
            "--trim",
            book,
            "--order",
            &order,
            "--positions",
            limit,
            "--out",
            &cut,
        ])
    };
    let out = trim(&limit_text, &big);
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).expect("book --trim prints JSON");
    assert_eq!(v["positions"].as_u64(), Some(limit as u64), "{v}");
    assert_eq!(v["main_lines"].as_u64(), Some(main.len() as u64), "{v}");
    let trimmed = Book::from_text(&std::fs::read_to_string(&cut).unwrap()).unwrap();
    assert_eq!(trimmed.rules, grown.rules);
    assert_eq!(trimmed.len(), limit);
    for (moves, entry) in trimmed.entries() {
        assert_eq!(
            best(moves).as_ref(),
            Some(entry),
            "{moves}: as the grown book has it"
        );
    }
    // Past the main lines, the first positions the build added.
    let order_text = std::fs::read_to_string(&order).unwrap();
    let others = (order_text.lines())
        .filter_map(|line| line.split(' ').nth(1))
        .filter(|moves| best(moves).is_some() && !main.contains(*moves));
    let mut expected = main.clone();
    for moves in others {
        if expected.len() >= limit {
            break;
        }
        expected.insert(moves.to_owned());
    }
    let kept: std::collections::BTreeSet<String> = trimmed
        .entries()
        .map(|(moves, _)| moves.to_owned())
        .collect();
    assert_eq!(kept, expected);
    // Fewer positions than the main lines hold, or a book of other rules: refused.
    let out = trim(&(main.len() - 1).to_string(), &big);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("main lines"));
    let ayo = mancala(&[
        "book",
        "ayo",
        "--trim",
        &big,
        "--order",
        &order,
        "--positions",
        "9",
        "--out",
        &cut,
    ]);
    assert_eq!(ayo.status.code(), Some(2), "{ayo:?}");
    assert!(String::from_utf8_lossy(&ayo.stderr).contains("not of ayo"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `mancala convert`'s JSON line, the command having succeeded.
fn convert(args: &[&str]) -> Value {
    let mut all = vec!["convert"];
    all.extend_from_slice(args);
    let out = mancala(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("convert prints JSON")
}

#[test]
fn convert_reads_and_writes_playstrategys_oware() {
    // The first moves of one of PlayStrategy's own test games, as our record and back.
    let v = convert(&[
        "--from",
        "playstrategy-moves",
        "--to",
        "record",
        "d1e2 b2c1 b1f2 a2e1",
    ]);
    assert_eq!(v["game"], "ayo");
    assert_eq!(v["text"], "ayo?moves=4.5.2.6");
    assert_eq!(v["moves"], 4);
    let back = convert(&[
        "--from",
        "record",
        "--to",
        "playstrategy-moves",
        "ayo?moves=4.5.2.6",
    ]);
    assert_eq!(back["text"], "d1e2 b2c1 b1f2 a2e1");
    let fen = convert(&["--from", "record", "--to", "playstrategy-fen", "ayo"]);
    assert_eq!(fen["text"], "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1");
    // A FEN opens as a game from that position; its record carries the position.
    let v = convert(&[
        "--from",
        "playstrategy-fen",
        "--to",
        "record",
        "11S,5/2,23S,3 11 3 S 50",
    ]);
    assert_eq!(v["text"], "ayo?position=0.0.23.0.0.0:11/0.0.0.0.0.11:3/s");
    let replayed = replay_game("ayo", &["--position", "0.0.23.0.0.0:11/0.0.0.0.0.11:3/s"]);
    assert_eq!(
        replayed["houses"]["south"],
        serde_json::json!([0, 0, 23, 0, 0, 0])
    );
    let v = convert(&[
        "--from",
        "record",
        "--to",
        "playstrategy-fen",
        "ayo?position=0.0.23.0.0.0:11/0.0.0.0.0.11:3/s",
    ]);
    assert_eq!(v["text"], "11S,5/2,23S,3 11 3 S 1");
}

#[test]
fn convert_reads_and_writes_the_kalah_board_literal() {
    let v = convert(&["--from", "record", "--to", "kalah-literal", "kalah?moves=3"]);
    assert_eq!(v["text"], "<6,0,1,4,4,4,4,4,4,4,4,0,5,5,5>");
    assert_eq!(v["to_move"], "south");
    // The literal's houses and seeds are the rules'; the player to move is given.
    let v = convert(&[
        "--from",
        "kalah-literal",
        "--to",
        "position",
        "--to-move",
        "north",
        "<3,10,2,1,2,3,4,2,0>",
    ]);
    assert_eq!(v["text"], "4.2.0:2/1.2.3:10/n");
    let v = convert(&[
        "--from",
        "kalah-literal",
        "--to",
        "record",
        "<6,0,1,4,4,4,4,4,4,4,4,0,5,5,5>",
    ]);
    assert_eq!(v["text"], "kalah?position=4.4.0.5.5.5:1/4.4.4.4.4.4:0/s");
    let replayed = replay(&["--position", "4.4.0.5.5.5:1/4.4.4.4.4.4:0/s", "1"]);
    assert_eq!(
        replayed["houses"]["south"],
        serde_json::json!([0, 5, 1, 6, 6, 5])
    );
}

#[test]
fn convert_refuses_what_a_format_cannot_carry_with_status_2() {
    for (args, named) in [
        (
            vec![
                "--from",
                "record",
                "--to",
                "playstrategy-fen",
                "ayo?grand-slam=capture",
            ],
            "grand-slam=capture",
        ),
        (
            vec!["--from", "record", "--to", "playstrategy-fen", "kalah"],
            "not kalah",
        ),
        (
            vec!["--from", "record", "--to", "kalah-literal", "oware"],
            "not oware",
        ),
        (
            vec![
                "--from",
                "record",
                "--to",
                "playstrategy-moves",
                "ayo?position=0.0.23.0.0.0:11/0.0.0.0.0.11:3/s",
            ],
            "set-up position",
        ),
        (
            vec![
                "--from",
                "position",
                "--to",
                "record",
                "4.4.4.4.4.4:0/4.4.4.4.4.4:0/s",
            ],
            "--game",
        ),
        (
            vec![
                "--from",
                "playstrategy-fen",
                "--to",
                "record",
                "4S,4S,4S,4S,4S,4X/4S,4S,4S,4S,4S,4S 0 0 S 1",
            ],
            "`4X` at character 16",
        ),
        (
            vec![
                "--from",
                "playstrategy-moves",
                "--to",
                "record",
                "d1e2 b1c1",
            ],
            "`b1c1`",
        ),
        (
            vec!["--from", "kalah-literal", "--to", "record", "<6,0,1,4>"],
            "15 numbers",
        ),
        (
            vec![
                "--from",
                "kalah-literal",
                "--to",
                "record",
                "<3,0,0,1,1,1,1,1,0>",
            ],
            "no Kalah(3, n)",
        ),
        (
            vec!["--from", "record", "--to", "position", "kalah?position=x"],
            "start position",
        ),
        (
            vec![
                "--from",
                "position",
                "--game",
                "kalah",
                "--to",
                "record",
                "4.4.4.4.4.4:0/0.4.4.4.4.4:0/s",
            ],
            "44 seeds",
        ),
    ] {
        let mut all = vec!["convert"];
        all.extend(args.iter().copied());
        let out = mancala(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(named), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn replay_starts_from_a_position() {
    let v = replay(&["--position", "0.0.6.6.6.6:0/4.4.4.4.4.4:0/n", "2"]);
    assert_eq!(v["houses"]["north"], serde_json::json!([4, 0, 5, 5, 5, 5]));
    assert_eq!(v["to_move"], "south");
    // A link's start position is the game's start.
    let link = replay_game("kalah?position=0.0.6.6.6.6:0/4.4.4.4.4.4:0/n&moves=2", &[]);
    assert_eq!(link, v);
    for (position, named) in [
        ("0.0.6.6.6.6:1/4.4.4.4.4.4:0/n", "49 seeds"),
        ("0.0.6.6.6.6:0/4.4.4.4.4.4:0/x", "`x` at character 29"),
        (
            "0.0.0.0.0.0:24/4.4.4.4.4.4:0/n",
            "game would already be over",
        ),
    ] {
        let out = mancala(&["replay", "kalah", "--position", position]);
        assert_eq!(out.status.code(), Some(2), "{position}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(named), "{position}: {err}");
    }
}

/// `mancala explore` agrees with `mancala solve` on small Kalah boards: every move's exact
/// value is the solver's value of the position after it, the best first.
#[test]
fn explore_agrees_with_solve_on_small_kalah_boards() {
    let json_of = |args: &[&str]| -> Value {
        let out = mancala(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).expect("JSON")
    };
    for (houses, seeds, moves) in [
        ("3", "2", &[][..]),
        ("3", "3", &["1"][..]),
        ("4", "2", &["2", "4"][..]),
    ] {
        let opts = [
            "--opt",
            &format!("houses={houses}"),
            "--opt",
            &format!("seeds={seeds}"),
        ]
        .map(str::to_owned);
        let with = |command: &str, extra: &[&str]| {
            let mut args: Vec<&str> = vec![command, "kalah"];
            args.extend(opts.iter().map(String::as_str));
            args.extend(moves.iter().copied());
            args.extend(extra);
            args.into_iter().map(str::to_owned).collect::<Vec<_>>()
        };
        let explored = json_of(
            &with("explore", &[])
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
        );
        assert_eq!(explored["complete"], true, "{explored}");
        let south = explored["to_move"] == "south";
        let solved = json_of(
            &with("solve", &[])
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
        );
        let explored_moves = explored["moves"].as_array().unwrap();
        let best = explored_moves[0]["value"].as_i64().unwrap();
        // The solver's value is South's margin; the exploration's the mover's.
        assert_eq!(
            if south { best } else { -best },
            solved["value"].as_i64().unwrap(),
            "{explored}\n{solved}"
        );
        for worth in explored_moves {
            assert_eq!(worth["exact"], true);
            assert!(worth["value"].as_i64().unwrap() <= best);
            let m = worth["move"].as_str().unwrap();
            let after = json_of(
                &with("solve", &[m])
                    .iter()
                    .map(String::as_str)
                    .collect::<Vec<_>>(),
            );
            let value = worth["value"].as_i64().unwrap();
            assert_eq!(
                if south { value } else { -value },
                after["value"].as_i64().unwrap(),
                "{m}: {worth}\n{after}"
            );
        }
        // The solver's move is among the best.
        let solver_move = solved["move"].as_str().unwrap();
        let of_solver = explored_moves
            .iter()
            .find(|w| w["move"] == solver_move)
            .unwrap();
        assert_eq!(of_solver["value"].as_i64().unwrap(), best);
    }
}

#[test]
fn explore_lists_every_move_of_any_game() {
    for game in GameId::ALL {
        let out = mancala(&["explore", game.as_str(), "--millis", "200", "--depth", "2"]);
        assert!(
            out.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        let replayed = replay_game(game.as_str(), &[]);
        let mut listed: Vec<String> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap().to_owned())
            .collect();
        let mut legal: Vec<String> = replayed["legal_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_owned())
            .collect();
        listed.sort();
        legal.sort();
        assert_eq!(listed, legal, "{game}");
        assert_eq!(v["best_line"][0], v["moves"][0]["move"]);
    }
    // A finished game, a bad position: status 2 with the reason.
    for (args, named) in [
        (
            vec![
                "explore", "kalah", "--opt", "houses=3", "--opt", "seeds=1", "3", "2", "3", "2",
            ],
            "game is over",
        ),
        (vec!["explore", "kalah", "--position", "1.2"], "--position"),
    ] {
        let out = mancala(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(named));
    }
}

#[test]
fn analyse_and_bestmove_start_from_a_position() {
    let position = "0.0.6.6.6.6:0/4.4.4.4.4.4:0/n";
    let out = mancala(&[
        "analyse",
        "kalah",
        "--position",
        position,
        "--search-nodes",
        "2000",
        "--solver-nodes",
        "0",
        "2",
        "3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (lines[0]["ply"].as_u64(), lines[0]["move"].as_str()),
        (Some(0), Some("2"))
    );
    assert_eq!(
        (lines[1]["ply"].as_u64(), lines[1]["move"].as_str()),
        (Some(1), Some("3"))
    );
    let out = mancala(&["bestmove", "kalah", "--position", position, "--depth", "3"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    // North to move: one of North's houses that hold seeds.
    assert!(
        ["1", "2", "3", "4", "5", "6"].contains(&v["move"].as_str().unwrap()),
        "{v}"
    );
}
