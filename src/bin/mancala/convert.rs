//! `mancala convert`: a game or a position from one text format to another (docs/RULES.md
//! section 8): our record (a link's text), our position text, PlayStrategy's Oware FEN and
//! move list (our `ayo` with its default options), and the Kalah Game Protocol's board
//! literal. A format that cannot carry the game (another game, options it has no words
//! for, a start it cannot say) is refused with the reason, never written wrong.

use clap::{Args, ValueEnum};
use serde::Serialize;

use mancala::games::formats::{kalah_literal, playstrategy, position_text, read_position};
use mancala::games::{Game, GameId, GameRecord, Player, Position, RuleOptions, SetupBoard, Side};

use crate::args::{json, split_options, Answer, Error};

/// A text format of games and positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Our record: the game, its options, its start and its moves (`kalah?seeds=5&moves=3.1`).
    Record,
    /// Our position text (`4.4.4.4.4.4:0/4.4.4.4.4.4:0/s`): the game's position now.
    Position,
    /// PlayStrategy's Oware position string (ayo only).
    PlaystrategyFen,
    /// PlayStrategy's Oware move list from the start (ayo only).
    PlaystrategyMoves,
    /// The Kalah Game Protocol's board literal (kalah only).
    KalahLiteral,
}

impl Format {
    fn as_str(self) -> &'static str {
        match self {
            Format::Record => "record",
            Format::Position => "position",
            Format::PlaystrategyFen => "playstrategy-fen",
            Format::PlaystrategyMoves => "playstrategy-moves",
            Format::KalahLiteral => "kalah-literal",
        }
    }
}

#[derive(Args, Clone, Debug)]
pub struct ConvertArgs {
    /// The format of TEXT.
    #[arg(long, value_enum)]
    pub from: Format,
    /// The format to write.
    #[arg(long, value_enum)]
    pub to: Format,
    /// The text to convert.
    #[arg(index = 1, allow_hyphen_values = true)]
    pub text: String,
    /// The game, where the format does not say it (our position text): a game id.
    #[arg(long)]
    pub game: Option<String>,
    /// A rule option of the game, e.g. --opt seeds=5 (repeatable; not with a record, which
    /// has its own).
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The player to move in a Kalah board literal, which does not say.
    #[arg(long, default_value = "south", value_parser = ["south", "north"])]
    pub to_move: String,
}

/// What `convert` prints.
#[derive(Clone, Debug, Serialize)]
pub struct Converted {
    /// The game id.
    pub game: &'static str,
    /// The formats read and written.
    pub from: &'static str,
    pub to: &'static str,
    /// The text written.
    pub text: String,
    /// The moves the game read has (0 for a position).
    pub moves: usize,
    /// The player to move in the position now.
    pub to_move: &'static str,
}

pub fn run(args: &ConvertArgs) -> Answer {
    let record = match args.from {
        Format::Record => {
            if !args.options.is_empty() {
                return Err("--opt: a record has its own options".into());
            }
            Some(GameRecord::from_link(&args.text).map_err(|e| format!("the record: {e}"))?)
        }
        _ => None,
    };
    let game = match (&record, args.from) {
        (Some(record), _) => record.game.clone(),
        (None, Format::PlaystrategyFen | Format::PlaystrategyMoves) => "ayo".to_owned(),
        (None, Format::KalahLiteral) => "kalah".to_owned(),
        (None, _) => args
            .game
            .clone()
            .ok_or("--game: our position text does not say which game it is of")?,
    };
    let id: GameId = game.parse().map_err(Error::new)?;
    if let Some(named) = &args.game {
        if named != id.as_str() {
            let from = args.from.as_str();
            return Err(format!("--game {named}: the {from} text is of {}", id.as_str()).into());
        }
    }
    mancala::with_position!(id, P => convert::<P>(args, id, record.as_ref()))
}

/// The rules of `id` with `--opt`'s options, after `first` (a Kalah literal's size).
fn rules_of<R: RuleOptions>(
    id: GameId,
    first: &[(&str, String)],
    args: &ConvertArgs,
) -> Result<R, Error> {
    let options = split_options(&args.options)?;
    let pairs = first.iter().map(|(k, v)| (*k, v.as_str())).chain(options);
    R::for_game(id)
        .ok_or_else(|| format!("{} is not played here", id.as_str()))?
        .with_pairs(pairs)
        .map_err(Error::new)
}

fn convert<P: Position>(args: &ConvertArgs, id: GameId, record: Option<&GameRecord>) -> Answer {
    let game: Game<P> = match args.from {
        Format::Record => {
            let record = record.ok_or("the record is missing")?;
            Game::from_record(record).map_err(|e| format!("the record: {e}"))?
        }
        Format::Position => {
            let rules = rules_of::<P::Rules>(id, &[], args)?;
            Game::from_position(read_position::<P>(rules, &args.text).map_err(Error::new)?)
        }
        Format::PlaystrategyFen => {
            let rules = rules_of::<P::Rules>(id, &[], args)?;
            let (setup, _) = playstrategy::read_fen(&args.text).map_err(Error::new)?;
            let start = P::set_up(rules, &setup)
                .map_err(|e| format!("PlayStrategy FEN: not a position of the game: {e}"))?;
            Game::from_position(start)
        }
        Format::PlaystrategyMoves => {
            let rules = rules_of::<P::Rules>(id, &[], args)?;
            playstrategy::read_moves(Game::new(rules), &args.text).map_err(Error::new)?
        }
        Format::KalahLiteral => {
            let to_move: Side = args
                .to_move
                .parse()
                .map_err(|_| "--to-move: south or north")?;
            let setup = kalah_literal::read(&args.text, to_move).map_err(Error::new)?;
            let size = literal_size(&setup.board)?;
            let rules = rules_of::<P::Rules>(id, &size, args)?;
            let start = P::set_up(rules, &setup)
                .map_err(|e| format!("Kalah board literal: not a position of the game: {e}"))?;
            Game::from_position(start)
        }
    };
    let text = write(args.to, &game)?;
    let converted = Converted {
        game: id.as_str(),
        from: args.from.as_str(),
        to: args.to.as_str(),
        text,
        moves: game.moves_played(),
        to_move: game.position().to_move().as_str(),
    };
    Ok(json(&converted))
}

/// The houses and seeds a Kalah board literal implies: its houses a side, and its seeds
/// shared out evenly (refused where they cannot be).
fn literal_size(board: &SetupBoard) -> Result<Vec<(&'static str, String)>, Error> {
    let SetupBoard::TwoRows { houses, stores } = board else {
        return Err("a Kalah board literal is two rows".into());
    };
    let h = houses.south.len() as u32;
    let total: u32 =
        houses.south.iter().chain(&houses.north).sum::<u32>() + stores.south + stores.north;
    if total % (2 * h) != 0 {
        return Err(format!(
            "Kalah board literal: {total} seeds on {h} houses a side are no Kalah({h}, n) game"
        )
        .into());
    }
    Ok(vec![
        ("houses", h.to_string()),
        ("seeds", (total / (2 * h)).to_string()),
    ])
}

/// `game` in `format`, or why the format cannot carry it.
fn write<P: Position>(format: Format, game: &Game<P>) -> Result<String, Error> {
    let id = game.rules().game();
    let defaults = P::Rules::for_game(id)
        .map(|rules| rules.to_pairs())
        .unwrap_or_default();
    let changed: Vec<String> = (game.rules().to_pairs().into_iter())
        .filter(|pair| !defaults.contains(pair))
        .map(|(key, value)| format!("{key}={value}"))
        .collect();
    let playstrategy_game = || -> Result<(), Error> {
        if id != GameId::Ayo {
            return Err(format!(
                "PlayStrategy's Oware is our ayo (Oware Abapa), not {}",
                id.as_str()
            )
            .into());
        }
        if !changed.is_empty() {
            return Err(format!(
                "PlayStrategy's Oware is ayo with its default options, which {} changes",
                changed.join(", ")
            )
            .into());
        }
        Ok(())
    };
    match format {
        Format::Record => Ok(game.to_link_record().to_text()),
        Format::Position => Ok(position_text(game.position())),
        Format::PlaystrategyFen => {
            playstrategy_game()?;
            playstrategy::fen_of(game).ok_or_else(|| "not a board of PlayStrategy's Oware".into())
        }
        Format::PlaystrategyMoves => {
            playstrategy_game()?;
            if !game.starts_at_the_start() {
                return Err("a PlayStrategy move list starts at the start, and this game starts from a set-up position: convert its position to playstrategy-fen".into());
            }
            playstrategy::write_moves(game)
                .ok_or_else(|| "not a game of PlayStrategy's Oware".into())
        }
        Format::KalahLiteral => {
            if id != GameId::Kalah {
                return Err(
                    format!("a Kalah board literal is of kalah, not {}", id.as_str()).into(),
                );
            }
            let kept = ["houses", "seeds"];
            let lost: Vec<&String> = changed
                .iter()
                .filter(|pair| !kept.iter().any(|k| pair.starts_with(&format!("{k}="))))
                .collect();
            if !lost.is_empty() {
                eprintln!(
                    "mancala: a Kalah board literal does not carry {}: the tournaments play by their own rules",
                    lost.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
                );
            }
            kalah_literal::write(&game.position().setup()).ok_or_else(|| "not a Kalah board".into())
        }
    }
}
