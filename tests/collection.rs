//! The lists of games kept outside the Rust code, which the compiler cannot check, name
//! every game of the collection (`GameId::ALL`, written from the table in
//! `src/games/game_id.rs`) and no other: the browser tests' list (`e2e/games.ts`), the
//! benchmark's mid-game positions the phone tests open (`bench/positions.json`), the soak
//! test's games (`bench/soak.mjs`), the README's ids and list of games, and the web app manifest's description. So an eighth
//! game is refused here until each of them has it.

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
fn name(game: GameId) -> &'static str {
    let title = game.title();
    title.split(" (").next().unwrap_or(title)
}

/// The keys of `export const BOARDS = { … };` in `e2e/games.ts`, in order.
fn browser_test_games(text: &str) -> Vec<String> {
    let start = text
        .find("export const BOARDS")
        .expect("e2e/games.ts declares BOARDS");
    text[start..]
        .lines()
        .skip(1)
        .take_while(|line| !line.starts_with('}'))
        .filter_map(|line| line.trim().split_once(':'))
        .map(|(key, _)| key.trim_matches('\'').to_owned())
        .collect()
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
fn the_browser_tests_list_every_game_in_order() {
    assert_eq!(browser_test_games(&read("e2e/games.ts")), ids());
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
fn the_soak_test_plays_every_game() {
    let soak = read("bench/soak.mjs");
    assert_eq!(quoted_on_line(&soak, "const GAMES = [", '\''), ids());
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
            description.contains(name(game)),
            "the manifest's description lacks {}",
            name(game)
        );
    }
}
