//! The shipped puzzle sets (`static/puzzles/`): every file parses, a few Kalah puzzles
//! are proven again by the solver, move by move, and the answers of Calcala and Roocala are
//! each the best move of a search of the whole position.

use std::path::PathBuf;

use mancala::games::calcala::CalcalaPosition;
use mancala::games::kalah::KalahPosition;
use mancala::games::roocala::RoocalaPosition;
use mancala::games::{Game, Position, Side};
use mancala::search::puzzles::{parse_file, Proof, Puzzle, MIN_LOSS};
use mancala::search::solve::solve_kalah;
use mancala::search::Evaluate;
use mancala::search::{search_with, Level, Memory};

fn shipped(game: &str) -> Vec<Puzzle> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("static/puzzles")
        .join(format!("{game}.txt"));
    let text = std::fs::read_to_string(&path).expect("the puzzle file");
    parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_shipped_file_parses_and_holds_puzzles_of_its_game() {
    for game in [
        "kalah",
        "awari",
        "ayo",
        "oware",
        "calcala",
        "roocala-square",
        "roocala-hex",
    ] {
        let puzzles = shipped(game);
        assert!(puzzles.len() >= 10, "{game}: {}", puzzles.len());
        for puzzle in &puzzles {
            assert_eq!(puzzle.record.game, game);
            assert!(puzzle.losses.iter().all(|&(_, l)| l >= MIN_LOSS));
            let expected = match game {
                "kalah" => Proof::Solver,
                // 48 to 175 moves a position: each proven at fewer positions.
                "calcala" | "roocala-square" | "roocala-hex" => Proof::Search {
                    nodes: CALCALA_PROOF,
                },
                _ => Proof::Search { nodes: 2_000_000 },
            };
            assert_eq!(puzzle.proof, expected);
        }
        let mut records: Vec<String> = puzzles.iter().map(|p| p.record.to_text()).collect();
        records.sort();
        records.dedup();
        assert_eq!(records.len(), puzzles.len(), "{game}: a position twice");
    }
}

/// Positions each move's proving search of a Calcala puzzle visited.
const CALCALA_PROOF: u64 = 150_000;

/// A search of the whole position (Expert's, at `nodes` positions) finds `puzzle`'s answer
/// as its best move.
fn search_finds_the_answer<P: Evaluate>(puzzle: &Puzzle, nodes: u64) {
    let game = Game::<P>::from_record(&puzzle.record).unwrap();
    let mut settings = Level::Expert.settings(game.position().game(), 0);
    settings.limits.nodes = Some(nodes);
    let found = search_with(&game, &settings, &|| false, &mut Memory::new()).unwrap();
    assert_eq!(
        found.best.to_string(),
        puzzle.answer,
        "{}",
        puzzle.to_line()
    );
}

#[test]
fn a_search_of_the_whole_position_finds_each_calcala_answer() {
    // A tenth of the proof's budget for the whole position: about a second a puzzle in a
    // debug build. (The set keeps only the puzzles this search agrees with.)
    for puzzle in &shipped("calcala") {
        search_finds_the_answer::<CalcalaPosition>(puzzle, CALCALA_PROOF / 10);
    }
}

#[test]
fn a_search_of_the_whole_position_finds_each_roocala_answer() {
    // As Calcala's: the sets keep only the puzzles this search agrees with.
    for game in ["roocala-square", "roocala-hex"] {
        for puzzle in &shipped(game) {
            search_finds_the_answer::<RoocalaPosition>(puzzle, CALCALA_PROOF / 10);
        }
    }
}

#[test]
fn the_solver_proves_the_answers_of_kalah_puzzles_again() {
    let puzzles = shipped("kalah");
    let in_play = |p: &Puzzle| {
        let game = Game::<KalahPosition>::from_record(&p.record).unwrap();
        game.position().seeds().unwrap().in_play
    };
    // Those with at most 24 seeds left: quick to solve in a debug build.
    let easiest: Vec<&Puzzle> = puzzles.iter().filter(|p| in_play(p) <= 24).collect();
    assert!(
        !easiest.is_empty(),
        "no Kalah puzzle of 24 seeds or fewer left"
    );
    for puzzle in easiest {
        let game = Game::<KalahPosition>::from_record(&puzzle.record).unwrap();
        let position = game.position();
        let value_of = |m: &str| {
            let after = position.play_fast(position.parse_move(m).unwrap()).unwrap();
            let south = solve_kalah(&after, 16, 10).value;
            if position.to_move() == Side::South {
                south
            } else {
                -south
            }
        };
        assert_eq!(
            value_of(&puzzle.answer),
            puzzle.value,
            "{}",
            puzzle.to_line()
        );
        for (m, loss) in &puzzle.losses {
            assert_eq!(
                puzzle.value - value_of(m),
                *loss,
                "{m} in {}",
                puzzle.to_line()
            );
        }
    }
}
