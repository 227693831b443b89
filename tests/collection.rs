//! The games outside the Rust code come from one file, `tests/data/games.json`: the
//! collection (`GameId::ALL`, written from the table in `src/games/game_id.rs`) as data, a
//! game a line with its id, title and kind of board, which the browser tests
//! (`e2e/games.ts`), the benchmark's positions (`bench/positions.mjs`) and the soak test
//! (`bench/soak.mjs`) read. This test fails while the file differs from the table
//! (`UPDATE_GAMES=1 cargo test --test collection` writes it), and checks what stays written
//! by hand: the benchmark's mid-game positions the phone tests open
//! (`bench/positions.json`, made by `node bench/positions.mjs`), the README's ids and list of
//! games, the web app manifest's description, and the headers a host sends each game's
//! folder (`hosting/_headers`). So an eighth game is refused here until each of them has it.

use std::path::Path;

use mancala::games::GameId;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn ids() -> Vec<&'static str> {
    GameId::ALL.iter().map(|g| g.as_str()).collect()
}

/// A game's name as lists of games write it: its title without what tells its board
/// (`Roocala (hexagonal)` is `Roocala`).
fn name(game: GameId) -> String {
    let title = game.title();
    title.split(" (").next().unwrap_or(&title).to_owned()
}

/// The collection as the lists outside Rust read it: a game a line, in the start screen's
/// order.
fn games_json() -> String {
    let lines: Vec<String> = GameId::ALL
        .iter()
        .map(|game| {
            let text = |s: &str| serde_json::Value::from(s).to_string();
            format!(
                "{{\"id\": {}, \"title\": {}, \"board\": {}}}",
                text(game.as_str()),
                text(&game.title()),
                text(game.board().as_str())
            )
        })
        .collect();
    format!("[\n  {}\n]\n", lines.join(",\n  "))
}

/// What `quote`s enclose on the first line of `text` that starts with `start`.
fn quoted_on_line<'a>(text: &'a str, start: &str, quote: char) -> Vec<&'a str> {
    let line = text
        .lines()
        .find(|line| line.starts_with(start))
        .unwrap_or_else(|| panic!("no line starts with {start}"));
    line.split(quote).skip(1).step_by(2).collect()
}

#[test]
fn the_list_of_games_outside_rust_is_the_collection() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games.json");
    let json = games_json();
    if std::env::var_os("UPDATE_GAMES").is_some() {
        std::fs::write(&path, &json).unwrap();
    }
    assert!(
        read("tests/data/games.json") == json,
        "tests/data/games.json is stale: UPDATE_GAMES=1 cargo test --test collection writes it"
    );
}

#[test]
fn the_browser_tests_and_the_benchmarks_read_the_list_of_games() {
    for file in ["e2e/games.ts", "bench/positions.mjs", "bench/soak.mjs"] {
        assert!(
            read(file).contains("tests/data/games.json"),
            "{file} does not read tests/data/games.json"
        );
    }
}

#[test]
fn the_benchmark_has_a_position_of_every_game() {
    let positions: serde_json::Value = serde_json::from_str(&read("bench/positions.json")).unwrap();
    let mut games: Vec<&str> = positions
        .as_object()
        .expect("positions by game")
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected = ids();
    games.sort_unstable();
    expected.sort_unstable();
    assert_eq!(games, expected);
}

#[test]
fn the_readme_and_the_manifest_name_every_game() {
    let readme = read("README.md");
    assert_eq!(quoted_on_line(&readme, "Game ids:", '`'), ids());
    let manifest: serde_json::Value =
        serde_json::from_str(&read("static/manifest.webmanifest")).unwrap();
    let description = manifest["description"].as_str().expect("a description");
    for game in GameId::ALL {
        assert!(
            readme.contains(&format!("**{}**", name(game))),
            "the README's list of games lacks {}",
            name(game)
        );
        assert!(
            description.contains(&name(game)),
            "the manifest's description lacks {}",
            name(game)
        );
    }
}

#[test]
fn the_hosts_headers_give_every_games_folder_the_pages_policy() {
    let headers = read("hosting/_headers");
    // Each section: a path, then its indented headers.
    let section = |path: &str| -> Vec<String> {
        let mut lines = headers.lines().skip_while(|l| l.trim() != path);
        assert!(
            lines.next().is_some(),
            "hosting/_headers has no section {path}"
        );
        lines
            .take_while(|l| l.starts_with(' '))
            .map(|l| l.trim().to_owned())
            .collect()
    };
    let page = section("/index.html");
    assert!(page
        .iter()
        .any(|h| h.starts_with("Content-Security-Policy:")));
    for game in GameId::ALL {
        assert_eq!(
            section(&format!("/{}/*", game.as_str())),
            page,
            "{}",
            game.as_str()
        );
    }
}
