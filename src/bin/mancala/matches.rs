//! `mancala match`: levels of the computer opponent against each other, each one's wins,
//! draws, losses and mean margin (with its 95% interval) as JSON.

use clap::{Args, ValueEnum};
use serde::Serialize;

use mancala::games::GameId;
use mancala::search::matches::{margin_interval, play_match, Entry, MatchPlan, Opening};
use mancala::search::Evaluate;

use crate::args::{build_endgames, json, AidArgs, Answer, EndgamesBuilt, Error, GameArgs};

#[derive(Args, Clone, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// South's level (two-player games). A level may be followed by variants of the
    /// search, to compare it with the search in play: `expert:fresh` starts every move
    /// with an empty table, `:nogains`, `:nokillers` and `:nohistory` leave out those
    /// move orderings, `:plain` all of them; `:gains` orders the gains first where the
    /// levels leave them out (Ayo, Oware, Roocala); `:nobounds` leaves out the cut-offs from the seeds left,
    /// `:noendgames` the endgame database; `:book` plays from `--book`; `:half` has half
    /// the level's node budget; `:simple` searches with the previous evaluation (the
    /// store difference and a quarter of a seed a seed in the houses); `:nomargins`
    /// ends a search at the first won or lost result it finds, without its margin;
    /// `:noexact` leaves out Expert's exact tries of the Kalah solver; `:quiesce` adds
    /// two plies of quiescence where the level has none; `:nodes=N` gives it a budget
    /// of N nodes a move.
    #[arg(long)]
    pub south: Option<String>,
    /// North's level (two-player games).
    #[arg(long)]
    pub north: Option<String>,
    /// Calcala: player 1's level.
    #[arg(long)]
    pub p1: Option<String>,
    /// Calcala: player 2's level.
    #[arg(long)]
    pub p2: Option<String>,
    /// Calcala: player 3's level.
    #[arg(long)]
    pub p3: Option<String>,
    /// Calcala: player 4's level.
    #[arg(long)]
    pub p4: Option<String>,
    /// Games to play; the levels change seats from one game to the next.
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    /// The seed of the random openings and of the levels that make mistakes.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// How a game opens: two plies among all legal moves (random); two plies among the
    /// moves within a seed of the best at two plies (balanced), so that the opening
    /// gives neither side a lead; or six random plies, drawn again until a search
    /// twelve plies deep values the position within a seed of even (even), where
    /// balanced leaves one opening (Awari).
    #[arg(long, value_enum, default_value_t = OpeningArg::Random)]
    pub opening: OpeningArg,
    /// Every player searches this many milliseconds a move (a clock, without noise) in
    /// place of its level's node budget.
    #[arg(long)]
    pub millis: Option<u64>,
    // The endgame database is probed by every entry's search (an entry
    // `LEVEL:noendgames` leaves it out).
    #[command(flatten)]
    pub aids: AidArgs,
}

/// How a match's games open ([`Opening`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OpeningArg {
    /// Two plies drawn among all legal moves.
    Random,
    /// Two plies drawn among the moves within a seed of the best at two plies.
    Balanced,
    /// Six plies drawn among all legal moves, drawn again until a search twelve plies
    /// deep values the position within a seed of even: many openings, none of them won.
    Even,
}

impl From<OpeningArg> for Opening {
    fn from(arg: OpeningArg) -> Opening {
        match arg {
            OpeningArg::Random => Opening::Random,
            OpeningArg::Balanced => Opening::Balanced,
            OpeningArg::Even => Opening::Even,
        }
    }
}

/// A match's result.
#[derive(Clone, Debug, Serialize)]
pub struct MatchJson {
    pub game: &'static str,
    pub games: u32,
    /// How many of the openings differ.
    pub openings: usize,
    pub entries: Vec<EntryJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub endgames: Option<EndgamesBuilt>,
}

/// One entry's result.
#[derive(Clone, Debug, Serialize)]
pub struct EntryJson {
    pub seat: String,
    pub level: String,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub mean_margin: f64,
    pub margin_ci95: f64,
    pub nodes_per_move: u64,
    pub millis_per_move: f64,
    /// Two players: the pairs of games from one opening it scored more of, as much, less.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairs: Option<Pairs>,
    /// Three or four players: against each other entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub versus: Option<Vec<HeadToHead>>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Pairs {
    pub won: u32,
    pub even: u32,
    pub lost: u32,
}

/// The games an entry ended with more captures than another, as many, and fewer.
#[derive(Clone, Debug, Serialize)]
pub struct HeadToHead {
    pub seat: String,
    pub level: String,
    pub ahead: u32,
    pub level_with: u32,
    pub behind: u32,
}

pub fn run(args: &MatchArgs) -> Answer {
    let id = args.game.id()?;
    mancala::with_position!(id, P => play::<P>(id, args))
}

fn play<P: Evaluate>(id: GameId, args: &MatchArgs) -> Answer {
    let rules = args.game.rules::<P::Rules>()?;
    let players = P::new(rules).players();
    let mut entries = entries(id, args, players)?;
    let (endgames, built) = build_endgames::<P>(&rules, args.aids.endgames)?;
    let book = args.aids.read_book()?;
    let plan = MatchPlan {
        games: args.games,
        seed: args.seed,
        opening: args.opening.into(),
        millis: args.millis,
        endgames,
        book: book.as_ref(),
    };
    let openings = play_match::<P>(rules, &mut entries, &plan)?;
    Ok(json(&MatchJson {
        game: id.as_str(),
        games: args.games,
        openings,
        entries: entries
            .iter()
            .map(|e| row(e, &entries, args.games))
            .collect(),
        endgames: built,
    }))
}

/// The entries of the seats named on the command line: every seat of the game, none more.
fn entries(id: GameId, args: &MatchArgs, players: usize) -> Result<Vec<Entry>, Error> {
    let named = if id == GameId::Calcala {
        vec![
            ("p1", &args.p1),
            ("p2", &args.p2),
            ("p3", &args.p3),
            ("p4", &args.p4),
        ]
    } else {
        vec![("south", &args.south), ("north", &args.north)]
    };
    let mut entries = Vec::new();
    for (i, (seat, level)) in named.into_iter().enumerate() {
        match (level, i < players) {
            (Some(name), true) => entries.push(Entry::new(seat, name, players)?),
            (None, true) => return Err(format!("--{seat} LEVEL is missing").into()),
            (Some(_), false) => {
                return Err(format!("--{seat}: this game has {players} players").into())
            }
            (None, false) => {}
        }
    }
    Ok(entries)
}

/// An entry's result, against the others.
fn row(e: &Entry, entries: &[Entry], games: u32) -> EntryJson {
    let head_to_head = |(other, &[ahead, level_with, behind]): (&Entry, &[u32; 3])| HeadToHead {
        seat: other.seat.clone(),
        level: other.name.clone(),
        ahead,
        level_with,
        behind,
    };
    let [won, even, lost] = e.pairs;
    EntryJson {
        seat: e.seat.clone(),
        level: e.name.clone(),
        wins: e.wins,
        draws: e.draws,
        losses: e.losses,
        mean_margin: e.margin as f64 / f64::from(games.max(1)),
        margin_ci95: margin_interval(e.margin, e.margin_squares, games),
        nodes_per_move: e.nodes / e.moves.max(1),
        millis_per_move: e.micros as f64 / 1000.0 / e.moves.max(1) as f64,
        pairs: (entries.len() == 2).then_some(Pairs { won, even, lost }),
        versus: (entries.len() != 2).then(|| {
            (entries.iter().zip(&e.versus))
                .filter(|(other, _)| other.seat != e.seat)
                .map(head_to_head)
                .collect()
        }),
    }
}
