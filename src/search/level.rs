//! The four levels players choose from, and the limits and noise each one searches with.

use std::fmt;
use std::str::FromStr;

use crate::games::GameId;
use crate::i18n::msg;

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A shallow look, and often not the best of what it saw: answers at once.
    Easy,
    /// A few moves deep, with small slips.
    Medium,
    /// A real search on a small budget: 2 ms of native thinking, where Expert has 500.
    Hard,
    /// The full budget: about half a second natively, two seconds on a tablet.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The lower-case name used by the command-line tool and the app (`easy`).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The name shown to players, in the current language.
    pub fn title(self) -> String {
        msg::LevelName {
            level: self.as_str(),
        }
        .text()
    }

    /// What this level searches with in `game`; `seed` chooses among the near-best moves
    /// of the levels that make mistakes.
    pub fn settings(self, game: GameId, seed: u64) -> Settings {
        // Node budgets are in units of what the game searches in a millisecond natively
        // with the site's size-first build (opt-level z), so that Expert thinks about half
        // a second there whatever the game: about two seconds on a tablet in wasm (the
        // command-line tool's opt-level 3 build takes about two thirds of that). The
        // floors let Medium and Hard see two or three plies in the games with 100 or more
        // moves a turn (Calcala, Roocala).
        let per_ms = game.nodes_per_ms();
        let (depth, nodes, noise, table_bits) = match self {
            Level::Easy => (
                Some(2),
                per_ms / 2,
                Some(Noise {
                    temperature: 100,
                    window: 250,
                }),
                12,
            ),
            Level::Medium => (
                Some(4),
                per_ms.max(1_500),
                Some(Noise {
                    temperature: 40,
                    window: 120,
                }),
                14,
            ),
            Level::Hard => (None, (per_ms * 3).max(4_000), None, 16),
            Level::Expert => (None, per_ms * 500, None, 20),
        };
        // Calcala's moves nearly all capture, and a search that stops right after one
        // player's capture, with the other's answer unseen, misjudges the position by
        // that answer: Expert looks past its horizon at the best captures (2 plies).
        // Quiescence counts every move it plays as a node, about a third of the time a
        // searched node takes there: the budget is tripled to keep to half a second.
        // With three or four players every paranoid search deeper than Hard's two plies
        // lost to Hard: Expert predicts each other player's move by Hard's own search
        // instead (the module header of `crate::search` has the figures).
        let (quiescence, nodes, multi) = match (self, game) {
            (Level::Expert, GameId::Calcala) => (
                2,
                3 * nodes,
                Multi::Modelled {
                    model: Level::Hard,
                    candidates: MODELLED_CANDIDATES,
                },
            ),
            _ => (0, nodes, Multi::Paranoid),
        };
        Settings {
            limits: Limits {
                depth,
                nodes: Some(nodes),
                millis: None,
            },
            noise,
            seed,
            table_bits,
            quiescence,
            multi,
            // Expert orders the gains first in the games with extra turns (Kalah,
            // Awari), where ranking every child by what it gains at once, extra turns
            // first, takes a quarter to a half of the nodes to a depth (Kalah's
            // `nodes_per_ms` counts its dearer node); not in Ayo and Oware, nor in
            // Roocala, where the nodes saved do not pay for the children played
            // (docs/computer.md, "Move ordering by the standing"). Hard leaves them out:
            // with them its small budget reached so deep that Expert beat it in only 62-65%
            // of the decided games (Hard's budget went from 4 to 3 times `nodes_per_ms`
            // for the same reason). Calcala's Expert orders so anyway, for its quiescence.
            enhancements: Enhancements {
                gains_first: self == Level::Expert && matches!(game, GameId::Kalah | GameId::Awari),
                // Easy's and Medium's noise was set against the standing: with the fitted
                // evaluation's wider swings at two plies Easy played one opening move
                // whatever its seed. They keep the standing; Hard and Expert use the fit.
                tuned_evaluation: noise.is_none(),
                ..Enhancements::ALL
            },
            // Expert proves Kalah's late middle game and endgame exactly where the solver
            // does so within about the search's own budget (docs/computer.md, "Exact Kalah").
            exact_nodes: match (self, game) {
                (Level::Expert, GameId::Kalah) => EXACT_NODES,
                _ => 0,
            },
        }
    }
}

/// How many moves of each short list Expert plays out with three or four players.
const MODELLED_CANDIDATES: u32 = 12;

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is not a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&msg::LevelUnknown { level: &self.0 }.text())
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

/// When the search stops: the first limit reached ends it. With none at all it searches
/// to the end of the game or to depth 64.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Positions to visit at most (checked every 1024): deterministic, unlike time.
    pub nodes: Option<u64>,
    /// Milliseconds at most. The engine never reads a clock (wasm has none it could use);
    /// the caller enforces this through the `stop` callback of [`super::search`].
    pub millis: Option<u64>,
}

/// Deliberate mistakes: at the root, a move is drawn among those within `window` of the
/// best, with odds `exp(-(best - score) / temperature)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noise {
    /// In hundredths of a seed: the larger, the more often a weaker move is played.
    pub temperature: i32,
    /// In hundredths of a seed: moves worse than this below the best are never played.
    pub window: i32,
}

/// Everything a search is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// When to stop.
    pub limits: Limits,
    /// Deliberate mistakes, for the weaker levels.
    pub noise: Option<Noise>,
    /// Chooses among near-best moves when there is noise.
    pub seed: u64,
    /// The transposition table holds `2^table_bits` entries of 16 bytes.
    pub table_bits: u32,
    /// Plies of quiescence past the horizon: the player to move there may still play its
    /// best gaining moves (captures, extra turns), this many plies deep, or stand on the
    /// evaluation; moves that gain are also tried first. 0: none.
    pub quiescence: u32,
    /// How the other players are foreseen with three or four players (Calcala's option).
    pub multi: Multi,
    /// Which of the search's optional parts are on.
    pub enhancements: Enhancements,
    /// Kalah: positions the solver ([`super::solve`]) may search to prove the position
    /// exactly before the search runs, when at most [`EXACT_SHARE`] of the seeds are still
    /// on the board; a proven position is played by the solver's move, and one not proven
    /// leaves the search its budget less twice these positions (at least half of it).
    /// With a clock and no node budget (`limits.millis` alone), the clock's share of the
    /// try ([`super::Stop::exact_try`]) bounds it instead, whatever the seeds on the
    /// board. 0: the search alone.
    pub exact_nodes: u64,
}

/// The share of all seeds still on the board (as a fraction: at most `numerator /
/// denominator`) below which [`Settings::exact_nodes`] tries the solver: earlier, Kalah(6,4)
/// takes millions of positions to prove (docs/computer.md, "Exact Kalah").
pub const EXACT_SHARE: (u32, u32) = (3, 4);

/// Expert's [`Settings::exact_nodes`] in Kalah: 196,608 of the solver's positions. A
/// try that fails costs about as much as a third of Expert's search in wasm (a solver's
/// position, a cache miss in its table, is two to three of the search's); with ten steps
/// Expert gave away 4.8 seeds a game to perfect play, with three 5.3, but a failed try took
/// twice a move's time (docs/computer.md, "Exact Kalah").
pub const EXACT_NODES: u64 = 3 << 16;

/// How the search foresees the other players' moves with three or four players; with two
/// every kind searches the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Multi {
    /// As a coalition that minimises the margin of the player to move (paranoid), to the
    /// search's limits, with its quiescence.
    Paranoid,
    /// Paranoid, this many plies deep at most and without quiescence: beyond the next
    /// player's answer the paranoid search only misleads (see the module header of
    /// [`crate::search`]).
    ParanoidDepth(u32),
    /// Each other player's move predicted by `model`'s search from that player's own
    /// point of view, for the `candidates` best moves by the two-ply paranoid value and
    /// the `candidates` best by what they capture at once; the candidate that leaves the
    /// best margin when the turn comes back is played.
    Modelled {
        /// The level whose search predicts the other players' moves.
        model: Level,
        /// How many moves of each list are played out.
        candidates: u32,
    },
}

impl Multi {
    /// This kind, or [`Multi::Paranoid`] (as with two) when there are fewer than three
    /// players.
    pub fn filter(self, players: usize) -> Multi {
        if players > 2 {
            self
        } else {
            Multi::Paranoid
        }
    }
}

impl Settings {
    /// A noiseless search within these limits.
    pub fn with_limits(limits: Limits) -> Settings {
        Settings {
            limits,
            noise: None,
            seed: 0,
            table_bits: 20,
            quiescence: 0,
            multi: Multi::Paranoid,
            enhancements: Enhancements::ALL,
            exact_nodes: 0,
        }
    }
}

/// The parts of the search that can be turned off, to measure what each buys
/// (`mancala match --north expert:plain`); every one is on in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Enhancements {
    /// After the table's move, the moves that gain at once (by the evaluation of the
    /// position they lead to: captures, extra turns), the biggest gain first.
    pub gains_first: bool,
    /// Two killer moves per ply (the last moves that cut off there) are tried after the
    /// table's move.
    pub killers: bool,
    /// The other moves are tried by their history score (how deep the searches were in
    /// which they cut off).
    pub history: bool,
    /// Cut-offs from the seeds left on the board ([`crate::games::Position::seeds`]): no
    /// player can still gain more than them, so a node whose every possible result lies
    /// outside the window is cut at once, with that exact bound.
    pub seed_bounds: bool,
    /// Probes of the endgame database the search was given ([`super::Memory::set_endgames`]).
    pub endgames: bool,
    /// The game's fitted evaluation ([`super::Evaluate::evaluation`]) where it has
    /// one, in place of its standing (for Kalah: the store difference and a quarter of a
    /// seed a seed in the houses).
    pub tuned_evaluation: bool,
    /// Once a win or a loss is found, deepening goes on for its margin (it stops when
    /// every line was searched to its end); without it, the first decided result found
    /// ends the search, as it did before.
    pub margins: bool,
}

impl Enhancements {
    /// Everything on: how the computer plays.
    pub const ALL: Enhancements = Enhancements {
        gains_first: true,
        killers: true,
        history: true,
        seed_bounds: true,
        endgames: true,
        tuned_evaluation: true,
        margins: true,
    };
    /// Everything off: moves after the table's in the order the game lists them.
    pub const NONE: Enhancements = Enhancements {
        gains_first: false,
        killers: false,
        history: false,
        seed_bounds: false,
        endgames: false,
        tuned_evaluation: false,
        margins: false,
    };
}
