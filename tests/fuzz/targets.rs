//! Every input parser of the project, as fuzz targets: each feeds an input to the parser
//! through its public function, the way the app, the worker or the command-line tool
//! calls it, and checks what came out (see [`super::harness`]).

use mancala::computer::{
    Answer, Occupant, Occupants, Purpose, PuzzleAsk, Request, Review, Reviewed, Served,
    ServedPuzzle, Unserved, Verdicted,
};
use mancala::games::calcala::Cell;
use mancala::games::kalah::{KalahError, KalahPosition, KalahRules};
use mancala::games::two_row::Pit;
use mancala::games::{split_pair, Game, GameId, GameRecord, Position, RuleOptions, Side};
use mancala::i18n::deferred;
use mancala::search::analysis::Verdict as CoachVerdict;
use mancala::search::book::Book;
use mancala::search::puzzles::{self, Proof, Puzzle};
use mancala::search::{Level, Rng};
use mancala::ui::screen::save::{link_refusal, open_link, open_screen, save_text, stopped_text};
use mancala::ui::screen::state::{Notice, ScreenGame};

use super::harness::{Checked, Target, Verdict};

/// A target named `$label` whose inputs are made by `$valid` (and the format's words,
/// [`language`]) and read by `$check`.
macro_rules! target {
    ($(#[$doc:meta])* $name:ident, $label:literal, $valid:ident, $check:ident) => {
        $(#[$doc])*
        pub const $name: Target = Target {
            name: $label,
            valid: $valid,
            tokens: language,
            check: $check,
        };
    };
}

/// Every parser. Adding one is one line here (and its check).
pub const TARGETS: &[Target] = &[
    LINK, SAVE, CLI, OPTIONS, REQUEST, ANSWER, SEATS, NAMES, REVIEW, PUZZLES, BOOK, POSITIONS,
];

target! {
    /// Shared links: a whole address, a fragment or a record, percent-encoded or not, read by
    /// [`GameRecord::from_link`] and opened by the app ([`open_link`], what it says kept as
    /// sayings, as the app keeps them).
    LINK, "link", valid_link, check_link
}

target! {
    /// Saved games of every version, read by the app ([`open_screen`], what it says kept as
    /// sayings).
    SAVE, "save", valid_save, check_save
}

target! {
    /// A command line of `mancala replay`: `GAME KEY=VALUE... MOVE...`, read by the functions
    /// the tool calls (the game id, `--opt`'s pairs, every game's move notation).
    CLI, "cli", valid_cli, check_cli
}

target! {
    /// Option strings, `GAME KEY=VALUE...`: the tool's `--opt`, saves' and links' options.
    OPTIONS, "options", valid_options, check_options
}

target! {
    /// The page's request to the computer's worker.
    REQUEST, "request", valid_request, check_request
}

target! {
    /// The worker's answer to the page.
    ANSWER, "answer", valid_answer, check_answer
}

target! {
    /// Who plays each seat (a save's seats line, `human.hard`).
    SEATS, "seats", valid_seats, check_seats
}

target! {
    /// The names read alone: games, levels, sides, Kalah's pits, Calcala's cells.
    NAMES, "names", valid_name, check_names
}

target! {
    /// The page's review request to the coach and the coach's answer (one target: the
    /// same words, either way).
    REVIEW, "review", valid_review, check_review
}

target! {
    /// A puzzle file (`static/puzzles/GAME.txt`), read by [`puzzles::parse_file`].
    PUZZLES, "puzzles", valid_puzzles, check_puzzles
}

target! {
    /// An opening book's text, read by [`Book::from_text`].
    BOOK, "book", valid_book, check_book
}

target! {
    /// Positions and move lists from elsewhere, `FORMAT TEXT`: our position text of a game
    /// (`position:GAME TEXT`), PlayStrategy's FEN (`fen TEXT`) and move list (`moves TEXT`), the
    /// Kalah board literal (`literal TEXT`), read by `games::formats`.
    POSITIONS, "positions", valid_positions, check_positions
}

// ---------------------------------------------------------------------------------------
// Valid inputs.

fn any_game(rng: &mut Rng) -> GameId {
    GameId::ALL[rng.below(GameId::ALL.len())]
}

/// A rule set of `id` with random options, or the defaults when the draws do not fit.
fn random_rules<R: RuleOptions>(id: GameId, rng: &mut Rng) -> R {
    let defaults = R::for_game(id).expect("rules of this game");
    for _ in 0..10 {
        let mut pairs: Vec<(&str, &str)> = Vec::new();
        for spec in defaults.specs() {
            if rng.below(2) == 0 {
                pairs.push((spec.key, spec.choices[rng.below(spec.choices.len())].value));
            }
        }
        if let Ok(rules) = defaults.clone().with_pairs(pairs) {
            return rules;
        }
    }
    defaults
}

/// A game of `id` under random rules after random moves (few more often than many).
fn random_game<P: Position>(id: GameId, rng: &mut Rng) -> Game<P> {
    let mut game = Game::<P>::new(random_rules(id, rng));
    let exponent = rng.below(9);
    for _ in 0..rng.below(1 << exponent) {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.below(legal.len())])
            .expect("a legal move plays");
    }
    game
}

fn random_record<P: Position>(id: GameId, rng: &mut Rng) -> GameRecord {
    let game = random_game::<P>(id, rng);
    match rng.below(3) {
        0 => game.to_record(),
        1 => game.to_link_record(),
        // A game from a set-up position: the record carries its start.
        _ if game.position().outcome().is_none() => {
            Game::from_position(game.position().clone()).to_link_record()
        }
        _ => game.to_record(),
    }
}

fn valid_link(rng: &mut Rng) -> String {
    let id = any_game(rng);
    let text = mancala::with_position!(id, P => random_record::<P>(id, rng)).to_text();
    match rng.below(5) {
        0 => text,
        1 => format!("#/{text}"),
        2 => format!("https://example.org/games/mancala/#/{text}"),
        3 => text.replace(':', "%3A").replace('+', "%2B"),
        _ => text
            .bytes()
            .map(|b| match rng.below(4) {
                0 => format!("%{b:02X}"),
                _ => char::from(b).to_string(),
            })
            .collect(),
    }
}

fn save_of<P: Position>(id: GameId, rng: &mut Rng) -> String {
    let game = random_game::<P>(id, rng);
    let next_rules = random_rules::<P::Rules>(id, rng);
    let next = GameRecord {
        game: id.as_str().to_owned(),
        options: next_rules.to_pairs(),
        position: None,
        moves: Vec::new(),
    };
    let mut seats = |players: usize| {
        let mut occupants = Occupants::default();
        for seat in occupants.0.iter_mut() {
            *seat = Occupant::CHOICES[rng.below(Occupant::CHOICES.len())];
        }
        occupants.to_text(players)
    };
    let seats = format!(
        "seats {} {}",
        seats(game.start().players()),
        seats(P::new(next_rules).players())
    );
    let facing = if rng.below(3) == 0 { " facing" } else { "" };
    match rng.below(8) {
        0 => format!(
            "mancala-save 2\n{}\n{}",
            game.to_record().to_text(),
            next.to_text()
        ),
        // Version 1 was JSON, which only a browser reads.
        1 => format!(
            r#"{{"version":1,"game":{{"game":"{}","options":{{}},"moves":[]}},"next_options":{{}}}}"#,
            id.as_str()
        ),
        _ => format!(
            "mancala-save 3\n{}\n{}\n{seats}{facing}",
            game.to_record().to_text(),
            next.to_text()
        ),
    }
}

fn valid_save(rng: &mut Rng) -> String {
    let id = any_game(rng);
    mancala::with_position!(id, P => save_of::<P>(id, rng))
}

fn valid_cli(rng: &mut Rng) -> String {
    let id = any_game(rng);
    let record = mancala::with_position!(id, P => random_record::<P>(id, rng));
    let mut words = vec![record.game];
    words.extend(record.options.iter().map(|(k, v)| format!("{k}={v}")));
    words.extend(record.moves);
    words.join(" ")
}

fn valid_options(rng: &mut Rng) -> String {
    let id = any_game(rng);
    let record = mancala::with_position!(id, P => random_record::<P>(id, rng));
    let mut words = vec![record.game];
    words.extend(record.options.iter().map(|(k, v)| format!("{k}={v}")));
    words.join(" ")
}

fn any_level(rng: &mut Rng) -> Level {
    Level::ALL[rng.below(Level::ALL.len())]
}

fn any_purpose(rng: &mut Rng) -> Purpose {
    [Purpose::Play, Purpose::Hint][rng.below(2)]
}

fn valid_request(rng: &mut Rng) -> String {
    let id = any_game(rng);
    Request {
        purpose: any_purpose(rng),
        level: any_level(rng),
        seed: rng.next_u64() >> rng.below(64),
        record: mancala::with_position!(id, P => random_record::<P>(id, rng)).to_text(),
    }
    .to_text()
}

fn answer_of<P: Position>(id: GameId, rng: &mut Rng) -> Answer {
    let game = random_game::<P>(id, rng);
    let legal = game.position().legal_moves();
    Answer {
        purpose: any_purpose(rng),
        record: game.to_record().to_text(),
        best: match legal.is_empty() {
            true => Err("the game is over".to_owned()),
            false => Ok(legal[rng.below(legal.len())].to_string()),
        },
        depth: rng.below(64) as u32,
        nodes: rng.next_u64() >> rng.below(64),
        millis: rng.below(100_000) as u32,
    }
}

fn valid_answer(rng: &mut Rng) -> String {
    let id = any_game(rng);
    mancala::with_position!(id, P => answer_of::<P>(id, rng)).to_text()
}

fn review_of<P: Position>(id: GameId, rng: &mut Rng) -> String {
    let game = random_game::<P>(id, rng);
    let record = game.to_record().to_text();
    let ply = rng.below(game.moves().len() + 2);
    if rng.below(3) == 0 {
        return Review { ply, record }.to_text();
    }
    if rng.below(4) == 0 {
        // The coach's puzzle messages, with moves of the game for the answer and the line.
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        let served = Served {
            game: id.as_str().to_owned(),
            index: ply,
            count: rng.below(50),
            puzzle: match (rng.below(3), moves.split_first()) {
                (_, Some((answer, line))) if rng.below(3) > 0 && !line.is_empty() => {
                    Ok(ServedPuzzle {
                        record,
                        answer: answer.clone(),
                        value: rng.below(61) as i32 - 30,
                        losses: line
                            .iter()
                            .map(|m| (m.clone(), 2 + rng.below(30) as i32))
                            .collect(),
                        line: line.to_vec(),
                    })
                }
                // The reasons the coach's worker sends.
                _ => Err([Unserved::Unfetched, Unserved::Empty, Unserved::Unreadable]
                    [rng.below(3)]
                .clone()),
            },
        };
        return match rng.below(2) {
            0 => served.to_text(),
            _ => PuzzleAsk {
                game: served.game,
                index: ply,
            }
            .to_text(),
        };
    }
    let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    let any_move = |rng: &mut Rng| match moves.is_empty() {
        true => "1".to_owned(),
        false => moves[rng.below(moves.len())].clone(),
    };
    let verdict = match rng.below(4) {
        0 => Err("there is no such ply".to_owned()),
        _ => Ok(Verdicted {
            played: any_move(rng),
            best: any_move(rng),
            loss: rng.below(60) as i32,
            verdict: CoachVerdict::ALL[rng.below(CoachVerdict::ALL.len())],
            margin: rng.below(97) as i32 - 48,
            shares: (0..rng.below(5)).map(|_| rng.below(60) as u32).collect(),
            exact: rng.below(2) == 0,
        }),
    };
    Reviewed {
        ply,
        record,
        verdict,
        millis: rng.below(100_000) as u32,
    }
    .to_text()
}

fn valid_review(rng: &mut Rng) -> String {
    let id = any_game(rng);
    mancala::with_position!(id, P => review_of::<P>(id, rng))
}

/// A puzzle line in the file's format for a random position of `id`: its moves' losses
/// are random, which the parser cannot tell from proven ones.
fn puzzle_of<P: Position>(id: GameId, rng: &mut Rng) -> Option<String> {
    let game = random_game::<P>(id, rng);
    let legal: Vec<String> = game
        .position()
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    let answer = legal.get(rng.below(legal.len().max(1)))?.clone();
    // A line of a few legal moves after the answer (or none, as older files have).
    let mut after = game.clone();
    let mut line = Vec::new();
    if after
        .play(after.position().parse_move(&answer).ok()?)
        .is_ok()
    {
        for _ in 0..rng.below(4) {
            let moves = after.position().legal_moves();
            let Some(&m) = moves.get(rng.below(moves.len().max(1))) else {
                break;
            };
            if after.play(m).is_err() {
                break;
            }
            line.push(m.to_string());
        }
    }
    let puzzle = Puzzle {
        line,
        record: game.to_link_record(),
        losses: legal
            .iter()
            .filter(|m| **m != answer)
            .map(|m| (m.clone(), 2 + rng.below(30) as i32))
            .collect(),
        answer,
        value: rng.below(61) as i32 - 30,
        proof: match rng.below(2) {
            0 => Proof::Solver,
            _ => Proof::Search {
                nodes: rng.next_u64() >> rng.below(64),
            },
        },
    };
    Some(puzzle.to_line())
}

fn valid_puzzles(rng: &mut Rng) -> String {
    let mut lines = Vec::new();
    for _ in 0..1 + rng.below(3) {
        let id = any_game(rng);
        match mancala::with_position!(id, P => puzzle_of::<P>(id, rng)) {
            Some(line) => lines.push(line),
            None => lines.push("# a finished game is no puzzle".to_owned()),
        }
    }
    lines.join("\n")
}

fn valid_book(rng: &mut Rng) -> String {
    let id = any_game(rng);
    let record = mancala::with_position!(id, P => random_record::<P>(id, rng));
    let mut text = GameRecord {
        moves: Vec::new(),
        ..record.clone()
    }
    .to_text();
    for plies in 0..=record.moves.len().min(4) {
        let key = match plies {
            0 => "-".to_owned(),
            _ => record.moves[..plies].join("."),
        };
        let best = record
            .moves
            .get(plies)
            .cloned()
            .unwrap_or_else(|| "1".to_owned());
        let score = rng.below(20_001) as i64 - 10_000;
        text.push_str(&format!("\n{key} {best} {score} {}", rng.below(40)));
    }
    text.push('\n');
    text
}

fn valid_positions(rng: &mut Rng) -> String {
    use mancala::games::formats::{kalah_literal, playstrategy, position_text};
    match rng.below(4) {
        0 => {
            let id = any_game(rng);
            let text = mancala::with_position!(id, P => position_text(random_game::<P>(id, rng).position()));
            format!("position:{id} {text}")
        }
        1 => {
            let game = random_game::<mancala::games::two_row::HomePosition>(GameId::Ayo, rng);
            format!("fen {}", playstrategy::fen_of(&game).unwrap_or_default())
        }
        2 => {
            let rules = RuleOptions::for_game(GameId::Ayo).expect("ayo's rules");
            let mut game = Game::<mancala::games::two_row::HomePosition>::new(rules);
            for _ in 0..rng.below(60) {
                let legal = game.position().legal_moves();
                if legal.is_empty() {
                    break;
                }
                game.play(legal[rng.below(legal.len())])
                    .expect("a legal move plays");
            }
            format!(
                "moves {}",
                playstrategy::write_moves(&game).unwrap_or_default()
            )
        }
        _ => {
            let game = random_game::<KalahPosition>(GameId::Kalah, rng);
            let literal = kalah_literal::write(&game.position().setup()).unwrap_or_default();
            format!("literal {literal}")
        }
    }
}

fn valid_seats(rng: &mut Rng) -> String {
    let mut occupants = Occupants::default();
    for seat in occupants.0.iter_mut() {
        *seat = Occupant::CHOICES[rng.below(Occupant::CHOICES.len())];
    }
    occupants.to_text(1 + rng.below(4))
}

fn valid_name(rng: &mut Rng) -> String {
    let names = names();
    names[rng.below(names.len())].clone()
}

/// Every name the [`NAMES`] target reads.
fn names() -> Vec<String> {
    let mut names: Vec<String> = GameId::ALL.iter().map(|g| g.as_str().to_owned()).collect();
    names.extend(Level::ALL.iter().map(|l| l.to_string()));
    names.extend(Occupant::CHOICES.iter().map(|o| o.as_str().to_owned()));
    names.extend([Side::South, Side::North].map(|s| s.to_string()));
    for side in ["S", "N"] {
        names.push(format!("{side}-store"));
        names.extend((1..=6).map(|h| format!("{side}{h}")));
    }
    for col in 'A'..='F' {
        names.extend((1..=6).map(|row| format!("{col}{row}")));
    }
    names
}

fn moves_of<P: Position>(id: GameId, rng: &mut Rng) -> Vec<String> {
    random_game::<P>(id, rng).to_record().moves
}

/// The words of every format: names, options, moves of every game, separators, headers.
fn language() -> Vec<String> {
    let mut rng = Rng::new(1);
    let mut words = names();
    for id in GameId::ALL {
        let specs = mancala::with_position!(id, P => specs_of::<P>(id));
        for spec in specs {
            words.push(spec.key.to_owned());
            words.push(format!("{}=", spec.key));
            for choice in spec.choices {
                words.push(choice.value.to_owned());
                words.push(format!("{}={}&", spec.key, choice.value));
            }
        }
        for _ in 0..4 {
            words.extend(
                mancala::with_position!(id, P => moves_of::<P>(id, &mut rng))
                    .into_iter()
                    .take(30),
            );
        }
    }
    words.extend(
        [
            "moves=",
            "position=",
            "position:kalah ",
            "position:calcala ",
            "position:roocala-hex ",
            "fen ",
            "moves ",
            "literal ",
            "<6,0,0,",
            ">",
            ",",
            ":",
            "4S",
            "S",
            "N",
            "d1e2",
            "?",
            "&",
            "=",
            ".",
            "#",
            "#/",
            "/",
            "%",
            "%3A",
            "%2B",
            "%zz",
            "%C3%A9",
            "%FF",
            "%00",
            "%0A",
            "%26",
            "%3D",
            "https://example.org/games/mancala/#/",
            "\n",
            "\r\n",
            " ",
            "mancala-save 1",
            "mancala-save 2",
            "mancala-save 3",
            "mancala-save ",
            "seats ",
            " facing",
            "play ",
            "hint ",
            " ok ",
            " no ",
            "review ",
            " exact ",
            " search ",
            "best",
            "good",
            "inaccuracy",
            "mistake",
            "blunder",
            " answer=",
            " value=",
            " losses=",
            " proof=solver",
            " proof=search:",
            ",",
            "- ",
            "{",
            "}",
            "[",
            "]",
            "\"",
            "{\"version\":1,",
            "\"game\":",
            "\"options\":{}",
            "\"moves\":[]",
            "null",
            ":",
            "+",
            "-",
            "x",
            "N",
            "NE",
            "E",
            "SE",
            "S",
            "SW",
            "W",
            "NW",
        ]
        .map(str::to_owned),
    );
    words
}

fn specs_of<P: Position>(id: GameId) -> &'static [mancala::games::OptionSpec] {
    P::Rules::for_game(id).expect("rules of this game").specs()
}

// ---------------------------------------------------------------------------------------
// Checks.

fn refused(error: impl std::fmt::Display) -> Checked {
    Ok(Verdict::Refused(error.to_string()))
}

/// The longest warning a screen may show: a few lines, whatever the input.
const MAX_NOTICE_CHARS: usize = 500;

/// Checks that a screen's notice is a warning that starts with `start`, gives a reason
/// (the start of `reason` when it is known, else anything but an empty pair of brackets)
/// and is not too long to read.
fn warning(notice: &Option<Notice>, start: &str, reason: Option<&str>) -> Result<String, String> {
    let gives = |text: &str| match reason {
        Some(r) => text.contains(&format!("({}", r.chars().take(100).collect::<String>())),
        None => !text.contains(" ()"),
    };
    let text = match notice {
        Some(Notice::Warning(said)) => said.text(),
        other => return Err(format!("the refusal's notice is {other:?}")),
    };
    match text.starts_with(start) && gives(&text) && text.chars().count() <= MAX_NOTICE_CHARS {
        true => Ok(text),
        false => Err(format!("the refusal's notice is {text:?}")),
    }
}

fn check_link(input: &str) -> Checked {
    let record = match GameRecord::from_link(input) {
        Ok(record) => record,
        Err(e) => {
            let state = deferred(|| open_link::<KalahPosition>(KalahRules::default(), input));
            let reason = link_refusal(GameId::Kalah, &e.clone().widen::<KalahError>());
            warning(
                &state.screen.notice,
                "The link could not be opened",
                Some(&reason),
            )?;
            return refused(e);
        }
    };
    match record.game.parse::<GameId>() {
        Ok(id) => mancala::with_position!(id, P => link_of_game::<P>(id, input, &record)),
        // A game of no known id: the app (here Kalah's screen) says which game it is.
        Err(_) => {
            let state = deferred(|| open_link::<KalahPosition>(KalahRules::default(), input));
            let reason = format!("it is a game of “{}”", record.game);
            warning(
                &state.screen.notice,
                "The link could not be opened",
                Some(&reason),
            )?;
            refused(reason)
        }
    }
}

fn link_of_game<P: ScreenGame>(id: GameId, input: &str, record: &GameRecord) -> Checked {
    let defaults = P::Rules::for_game(id).expect("rules of this game");
    let state = deferred(|| open_link::<P>(defaults, input));
    match Game::<P>::from_record(record) {
        Ok(game) => {
            if state.game != game || !matches!(state.screen.notice, Some(Notice::Info(_))) {
                return Err(format!(
                    "the app opened another game: {:?}",
                    state.screen.notice
                ));
            }
            // The game's own link opens it again.
            let text = game.to_link_record().to_text();
            let again = GameRecord::from_link(&text)
                .map_err(|e| e.to_string())
                .and_then(|r| Game::<P>::from_record(&r).map_err(|e| e.to_string()));
            if again.as_ref() != Ok(&game) {
                return Err(format!("its link {text:?} does not open it: {again:?}"));
            }
            Ok(Verdict::Accepted)
        }
        // A refused move: the app opens the game up to it and says where it stopped.
        Err(e) => match Game::<P>::from_record_prefix(record) {
            Ok((game, Some(stopped))) => {
                let said = stopped_text(id, &stopped);
                let text = match &state.screen.notice {
                    Some(Notice::Warning(text)) => text.text(),
                    other => return Err(format!("a partly valid link says {other:?}")),
                };
                if !text.starts_with(&said.chars().take(100).collect::<String>())
                    || text.chars().count() > MAX_NOTICE_CHARS
                {
                    return Err(format!("a partly valid link says {text:?}"));
                }
                if state.game != game {
                    return Err("a partly valid link opened another game".to_owned());
                }
                refused(e)
            }
            _ => {
                let reason = link_refusal(id, &e);
                warning(
                    &state.screen.notice,
                    "The link could not be opened",
                    Some(&reason),
                )?;
                if state.game != Game::new(defaults) {
                    return Err("a refused link left a game other than a new one".to_owned());
                }
                refused(e)
            }
        },
    }
}

fn check_save(input: &str) -> Checked {
    // The key a save is stored under names its game: the game its record names, if any.
    let named = input
        .lines()
        .nth(1)
        .and_then(|line| line.split('?').next()?.parse::<GameId>().ok())
        .unwrap_or(GameId::Kalah);
    mancala::with_position!(named, P => save_of_game::<P>(named, input))
}

fn save_of_game<P: ScreenGame>(id: GameId, input: &str) -> Checked {
    let defaults = P::Rules::for_game(id).expect("rules of this game");
    let state = deferred(|| open_screen::<P>(defaults, Some(input)));
    if state.screen.notice.is_none() {
        let text = save_text(&state);
        let again = open_screen::<P>(defaults, Some(&text));
        if again.screen.notice.is_some()
            || again.game != state.game
            || again.next_rules != state.next_rules
            || save_text(&again) != text
        {
            return Err(format!("its save {text:?} reads back otherwise"));
        }
        return Ok(Verdict::Accepted);
    }
    let text = warning(&state.screen.notice, "The saved ", None)?;
    if state.game != Game::new(defaults) {
        return Err("a refused save left a game other than a new one".to_owned());
    }
    refused(text)
}

fn check_cli(input: &str) -> Checked {
    let mut words = input.split(' ');
    match words.next().unwrap_or_default().parse::<GameId>() {
        Ok(id) => mancala::with_position!(id, P => cli_of_game::<P>(id, words.collect())),
        Err(e) => refused(e),
    }
}

/// What `mancala replay GAME --opt K=V... MOVE...` does with its words: the options' pairs
/// ([`split_pair`], [`RuleOptions::with_pairs`]), then [`Game::replay`] of the moves. The
/// moves are also played one by one, to check that each move's notation reads back as it.
fn cli_of_game<P: Position>(id: GameId, words: Vec<&str>) -> Checked {
    let split = words.iter().take_while(|w| w.contains('=')).count();
    let (options, moves) = words.split_at(split);
    let pairs = match options
        .iter()
        .map(|w| split_pair(w))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(pairs) => pairs,
        Err(e) => return refused(e),
    };
    let rules = match P::Rules::for_game(id).expect("rules").with_pairs(pairs) {
        Ok(rules) => rules,
        Err(e) => return refused(e),
    };
    let replayed = Game::<P>::replay(rules, moves);
    let mut game = Game::<P>::new(rules);
    for (i, text) in moves.iter().enumerate() {
        let verdict = match game.position().parse_move(text) {
            Ok(m) => {
                let shown = m.to_string();
                if game.position().parse_move(&shown) != Ok(m) {
                    return Err(format!(
                        "move `{text}` is written `{shown}`, which reads otherwise"
                    ));
                }
                game.play(m).map(|_| ()).map_err(|e| e.to_string())
            }
            Err(e) => Err(e.to_string()),
        };
        if let Err(why) = verdict {
            return match &replayed {
                Err(e) if e.ply == i + 1 => refused(e),
                _ => Err(format!(
                    "move {} was refused ({why}) but replay says {replayed:?}",
                    i + 1
                )),
            };
        }
    }
    if replayed.as_ref() != Ok(&game) {
        return Err(format!("replay gave {replayed:?}"));
    }
    Ok(Verdict::Accepted)
}

fn check_options(input: &str) -> Checked {
    let mut words = input.split(' ');
    match words.next().unwrap_or_default().parse::<GameId>() {
        Ok(id) => mancala::with_position!(id, P => options_of_game::<P>(id, words.collect())),
        Err(e) => refused(e),
    }
}

fn options_of_game<P: Position>(id: GameId, words: Vec<&str>) -> Checked {
    let pairs = match words
        .iter()
        .map(|w| split_pair(w))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(pairs) => pairs,
        Err(e) => return refused(e),
    };
    let defaults = P::Rules::for_game(id).expect("rules of this game");
    let rules = match defaults.with_pairs(pairs.iter().copied()) {
        Ok(rules) => rules,
        Err(e) => return refused(e),
    };
    // Each option is what it was last set to.
    for (i, (key, value)) in pairs.iter().enumerate() {
        let last = !pairs[i + 1..].iter().any(|(k, _)| k == key);
        if last && rules.get(key) != Some(*value) {
            return Err(format!("`{key}={value}` reads as {:?}", rules.get(key)));
        }
    }
    let again = defaults.with_pairs(
        rules
            .to_pairs()
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str())),
    );
    if again.as_ref().ok() != Some(&rules) {
        return Err("the rules' own pairs read otherwise".to_owned());
    }
    let start = P::new(rules);
    if start.outcome().is_none() && start.legal_moves().is_empty() {
        return Err("the game starts with no move".to_owned());
    }
    Ok(Verdict::Accepted)
}

fn check_request(input: &str) -> Checked {
    match Request::from_text(input) {
        Ok(request) => {
            let text = request.to_text();
            if Request::from_text(&text).as_ref() != Ok(&request) {
                return Err(format!("its text {text:?} reads otherwise"));
            }
            if text
                .split(' ')
                .nth(2)
                .and_then(|seed| seed.parse::<u128>().ok())
                != input
                    .split(' ')
                    .nth(2)
                    .and_then(|seed| seed.parse::<u128>().ok())
            {
                return Err(format!("its seed reads as {}", request.seed));
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn check_answer(input: &str) -> Checked {
    match Answer::from_text(input) {
        Ok(answer) => {
            let text = answer.to_text();
            if Answer::from_text(&text).as_ref() != Ok(&answer) {
                return Err(format!("its text {text:?} reads otherwise"));
            }
            // Every count is read as the number written.
            let words: Vec<&str> = input.splitn(7, ' ').collect();
            let counts = [
                u128::from(answer.depth),
                answer.nodes.into(),
                answer.millis.into(),
            ];
            for (word, count) in words[2..5].iter().zip(counts) {
                if word.parse::<u128>().ok() != Some(count) {
                    return Err(format!("the count `{word}` reads as {count}"));
                }
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn check_review(input: &str) -> Checked {
    if let Ok(asked) = PuzzleAsk::from_text(input) {
        let text = asked.to_text();
        if PuzzleAsk::from_text(&text).as_ref() != Ok(&asked) {
            return Err(format!("its text {text:?} reads otherwise"));
        }
        return Ok(Verdict::Accepted);
    }
    if let Ok(served) = Served::from_text(input) {
        let text = served.to_text();
        if Served::from_text(&text).as_ref() != Ok(&served) {
            return Err(format!("its text {text:?} reads otherwise"));
        }
        return Ok(Verdict::Accepted);
    }
    if let Ok(review) = Review::from_text(input) {
        let text = review.to_text();
        if Review::from_text(&text).as_ref() != Ok(&review) {
            return Err(format!("its text {text:?} reads otherwise"));
        }
        return Ok(Verdict::Accepted);
    }
    match Reviewed::from_text(input) {
        Ok(reviewed) => {
            let text = reviewed.to_text();
            if Reviewed::from_text(&text).as_ref() != Ok(&reviewed) {
                return Err(format!("its text {text:?} reads otherwise"));
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn check_puzzles(input: &str) -> Checked {
    match puzzles::parse_file(input) {
        Ok(read) => {
            // What the coach's worker reads without replaying agrees.
            if puzzles::read_file(input).as_ref() != Ok(&read) {
                return Err("read_file reads it otherwise".to_owned());
            }
            for puzzle in &read {
                let line = puzzle.to_line();
                if Puzzle::parse(&line).as_ref() != Ok(puzzle) {
                    return Err(format!("its line {line:?} reads otherwise"));
                }
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn check_book(input: &str) -> Checked {
    match Book::from_text(input) {
        Ok(book) => {
            let text = book.to_text();
            if Book::from_text(&text).as_ref() != Ok(&book) {
                return Err(format!("its text {text:?} reads otherwise"));
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn check_positions(input: &str) -> Checked {
    use mancala::games::formats::{kalah_literal, playstrategy, position_text, read_position};
    use mancala::games::two_row::HomePosition;
    let Some((format, text)) = input.split_once(' ') else {
        return refused("no format and text");
    };
    if let Some(game) = format.strip_prefix("position:") {
        let Ok(id) = game.parse::<GameId>() else {
            return refused("no such game");
        };
        return mancala::with_position!(id, P => {
            let rules = <P as Position>::Rules::for_game(id).expect("the game's rules");
            match read_position::<P>(rules, text) {
                Ok(position) => {
                    let written = position_text(&position);
                    if read_position::<P>(rules, &written).as_ref() != Ok(&position) {
                        return Err(format!("its text {written:?} reads otherwise"));
                    }
                    Ok(Verdict::Accepted)
                }
                Err(e) => refused(e),
            }
        });
    }
    match format {
        "fen" => match playstrategy::read_fen(text) {
            Ok((setup, full_move)) => {
                let written =
                    playstrategy::write_fen(&setup, full_move).ok_or("a FEN of no board")?;
                if playstrategy::read_fen(&written) != Ok((setup, full_move)) {
                    return Err(format!("its text {written:?} reads otherwise"));
                }
                Ok(Verdict::Accepted)
            }
            Err(e) => refused(e),
        },
        "moves" => {
            let rules = RuleOptions::for_game(GameId::Ayo).expect("ayo's rules");
            match playstrategy::read_moves(Game::<HomePosition>::new(rules), text) {
                Ok(game) => {
                    let written = playstrategy::write_moves(&game).ok_or("no move list")?;
                    if playstrategy::read_moves(Game::new(rules), &written).as_ref() != Ok(&game) {
                        return Err(format!("its text {written:?} reads otherwise"));
                    }
                    Ok(Verdict::Accepted)
                }
                Err(e) => refused(e),
            }
        }
        "literal" => match kalah_literal::read(text, Side::South) {
            Ok(setup) => {
                let written = kalah_literal::write(&setup).ok_or("a literal of no board")?;
                if kalah_literal::read(&written, Side::South).as_ref() != Ok(&setup) {
                    return Err(format!("its text {written:?} reads otherwise"));
                }
                // As a Kalah position of the default rules: refused with a reason, or one.
                match KalahPosition::set_up(KalahRules::default(), &setup) {
                    Ok(_) => Ok(Verdict::Accepted),
                    Err(e) => refused(e),
                }
            }
            Err(e) => refused(e),
        },
        _ => refused("no such format"),
    }
}

fn check_seats(input: &str) -> Checked {
    match Occupants::from_text(input) {
        Ok(occupants) => {
            let seats = input.split('.').count();
            let text = occupants.to_text(seats);
            if text != input || Occupants::from_text(&text) != Ok(occupants) {
                return Err(format!("its text {text:?} reads otherwise"));
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

/// A name is accepted when one of the readers takes it; each reader that takes it must
/// write it back as it was, and each that refuses it must say why.
fn check_names(input: &str) -> Checked {
    fn read<T: std::str::FromStr + ToString>(
        input: &str,
        accepted: &mut bool,
        messages: &mut Vec<String>,
    ) -> Result<(), String>
    where
        T::Err: std::fmt::Display,
    {
        match input.parse::<T>() {
            Ok(value) if value.to_string() == input => *accepted = true,
            Ok(value) => return Err(format!("read, it is written `{}`", value.to_string())),
            Err(e) => messages.push(e.to_string()),
        }
        Ok(())
    }
    let mut accepted = false;
    let mut messages = Vec::new();
    read::<GameId>(input, &mut accepted, &mut messages)?;
    read::<Level>(input, &mut accepted, &mut messages)?;
    read::<Side>(input, &mut accepted, &mut messages)?;
    read::<Pit>(input, &mut accepted, &mut messages)?;
    read::<Cell>(input, &mut accepted, &mut messages)?;
    match Occupant::parse(input) {
        Some(o) if o.as_str() != input => return Err(format!("read as {o:?}")),
        Some(_) => accepted = true,
        None => {}
    }
    if let Some(blank) = messages.iter().find(|m| m.trim().is_empty()) {
        return Err(format!("a refusal without a message: {blank:?}"));
    }
    match accepted {
        true => Ok(Verdict::Accepted),
        false => Ok(Verdict::Refused(messages.join("; "))),
    }
}
