//! `mancala`, the command-line tool of RULES.md section 7: replays games and counts move
//! sequences for every game of the collection, printing JSON that checks can read.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde_json::{json, Map, Value};

use mancala::games::awari::AwariPosition;
use mancala::games::ayo::AyoPosition;
use mancala::games::calcala::{CalcalaPosition, Cell};
use mancala::games::kalah::KalahPosition;
use mancala::games::oware::OwarePosition;
use mancala::games::roocala::{Board, RoocalaHex, RoocalaPosition, RoocalaSquare};
use mancala::games::two_row::TwoRowPosition;
use mancala::games::{
    perft, split_pair, Game, GameId, OptionError, Player, Position, RuleOptions, Side,
};

/// Replays and counts games of the mancala collection.
#[derive(Parser)]
#[command(name = "mancala", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Plays MOVEs from the start and prints the position and outcome as JSON.
    Replay {
        /// The game id: kalah, awari, ayo, oware, calcala, roocala-square or roocala-hex.
        game: String,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Moves in the game's notation (two-row games: the mover's house number, 1 = the mover's leftmost; Calcala: B3-E; Roocala: c3, c3:N, c3+, c3:N+, b2-b5).
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Counts the distinct move sequences of DEPTH plies from the start.
    Perft {
        /// The game id: kalah, awari, ayo, oware, calcala, roocala-square or roocala-hex.
        game: String,
        /// Plies to look ahead.
        depth: u32,
        /// A rule option, e.g. --opt seeds=5 (repeatable).
        #[arg(long = "opt", value_name = "KEY=VALUE")]
        options: Vec<String>,
    },
}

/// What a game's board looks like in the JSON of RULES.md section 7.
trait BoardJson: Position {
    /// The board fields (`houses` and `stores` for two-row games).
    fn board_fields(&self) -> Map<String, Value>;
}

/// The board fields of a two-row game: `houses` and `stores`.
fn two_row_fields<P: TwoRowPosition>(position: &P) -> Map<String, Value> {
    let board = position.board();
    let mut fields = Map::new();
    fields.insert(
        "houses".into(),
        json!({"south": board.houses(Side::South), "north": board.houses(Side::North)}),
    );
    fields.insert(
        "stores".into(),
        json!({"south": board.store(Side::South), "north": board.store(Side::North)}),
    );
    fields
}

macro_rules! two_row_json {
    ($($position:ty),*) => {$(
        impl BoardJson for $position {
            fn board_fields(&self) -> Map<String, Value> {
                two_row_fields(self)
            }
        }
    )*};
}

two_row_json!(KalahPosition, AwariPosition, AyoPosition, OwarePosition);

impl BoardJson for CalcalaPosition {
    fn board_fields(&self) -> Map<String, Value> {
        let pits: Map<String, Value> = Cell::all()
            .map(|cell| (cell.to_string(), json!(self.count(cell))))
            .collect();
        let captured: Vec<u8> = self.rules().seats().map(|s| self.captured(s)).collect();
        let mut fields = Map::new();
        fields.insert("pits".into(), Value::Object(pits));
        fields.insert("captured".into(), json!(captured));
        fields
    }
}

impl<B: Board> BoardJson for RoocalaPosition<B> {
    fn board_fields(&self) -> Map<String, Value> {
        let geometry = B::geometry();
        let cells: Map<String, Value> = (0..geometry.len() as u8)
            .map(|cell| {
                let rook = self.rook(cell).map(Side::as_str);
                (
                    geometry.name(cell).to_owned(),
                    json!({"checkers": self.checkers(cell), "rook": rook}),
                )
            })
            .collect();
        let mut fields = Map::new();
        fields.insert("cells".into(), Value::Object(cells));
        fields.insert(
            "points".into(),
            json!({"south": self.points(Side::South), "north": self.points(Side::North)}),
        );
        fields
    }
}

fn parse_rules<R: RuleOptions>(options: &[String]) -> Result<R, OptionError> {
    let pairs = options
        .iter()
        .map(|text| split_pair(text))
        .collect::<Result<Vec<_>, _>>()?;
    R::from_pairs(pairs)
}

fn game_json<P: BoardJson>(game: &Game<P>) -> Value {
    let position = game.position();
    let mut out = Map::new();
    out.insert("game".into(), json!(P::GAME.as_str()));
    out.insert("options".into(), json!(game.rules().to_map()));
    out.insert("to_move".into(), json!(position.to_move().as_str()));
    out.extend(position.board_fields());
    let legal: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    out.insert("legal_moves".into(), json!(legal));
    let outcome = position.outcome().map(|o| {
        let winners: Vec<&str> = o.winners().iter().map(|p| p.as_str()).collect();
        let totals: Map<String, Value> = o
            .totals()
            .iter()
            .map(|&(p, t)| (p.as_str().to_owned(), json!(t)))
            .collect();
        json!({
            "winners": winners,
            "draw": o.is_draw(),
            "totals": totals,
            "reason": o.reason().phrase(),
        })
    });
    out.insert("outcome".into(), outcome.unwrap_or(Value::Null));
    Value::Object(out)
}

fn run<P: BoardJson>(command: &Command) -> Result<String, String> {
    match command {
        Command::Replay { options, moves, .. } => {
            let rules = parse_rules::<P::Rules>(options).map_err(|e| e.to_string())?;
            let game = Game::<P>::replay(rules, moves).map_err(|e| e.to_string())?;
            Ok(game_json(&game).to_string())
        }
        Command::Perft { options, depth, .. } => {
            let rules = parse_rules::<P::Rules>(options).map_err(|e| e.to_string())?;
            Ok(perft(&mut Game::<P>::new(rules), *depth).to_string())
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (Command::Replay { game, .. } | Command::Perft { game, .. }) = &cli.command;
    let result = game
        .parse::<GameId>()
        .map_err(|e| e.to_string())
        .and_then(|id| match id {
            GameId::Kalah => run::<KalahPosition>(&cli.command),
            GameId::Awari => run::<AwariPosition>(&cli.command),
            GameId::Ayo => run::<AyoPosition>(&cli.command),
            GameId::Oware => run::<OwarePosition>(&cli.command),
            GameId::Calcala => run::<CalcalaPosition>(&cli.command),
            GameId::RoocalaSquare => run::<RoocalaSquare>(&cli.command),
            GameId::RoocalaHex => run::<RoocalaHex>(&cli.command),
        });
    match result {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("mancala: {message}");
            ExitCode::from(2)
        }
    }
}
