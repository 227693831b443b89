//! The games of the collection, by the ids of docs/RULES.md (used by the command-line tool,
//! saved games and URLs), declared once: [`collection!`](crate::__collection) is the table
//! of every position type and, a line each, the games it plays. [`GameId`] with its names
//! and facts, [`VariantPosition`](super::VariantPosition) and
//! [`with_position!`](crate::with_position) are all made from it, so an eighth game is one
//! entry here (and its engine folder) rather than an arm in every `match`.
//!
//! The table is an "X macro" (a list that expands into several declarations, as the C
//! preprocessor idiom and rustc's own `declare_lint!` lists do): `__collection!` hands it to
//! the macro named first, which writes one declaration from it.

use std::fmt;
use std::str::FromStr;

/// Every position type of the collection and the games it plays: the one list of games.
/// It passes the table to `$then` (a macro's path), after `$args`.
///
/// Each entry is a variant of [`VariantPosition`](super::VariantPosition) with its
/// position type (a path under `crate::games`) and the kind of board it is played on
/// (`TwoRows`, `Grid`, `Cells`: the tests' checks of a type are chosen by it), then, a line
/// each, the games that type plays, in the order the start screen lists them: the [`GameId`] variant; its `id`
/// (command-line tool, saves, links), the `title` players see (a message's type, as the
/// `summary` and `known_as` are: `i18n/en.ftl` holds their words), `nodes_per_ms` (about how
/// many nodes the computer's search visits in a millisecond of native time in this game:
/// the unit of every level's budget, see `search::Level`), a one-line `summary` and a line
/// `known_as` naming the game's tradition and its other names.
#[doc(hidden)]
#[macro_export]
macro_rules! __collection {
    ([$($then:tt)*] $($args:tt)*) => {
        $($then)*! {
            $($args)*;

            /// Kalah.
            Kalah(kalah::KalahPosition) on TwoRows {
                /// Kalah as the TopAccolades app plays it (docs/RULES.md section 2).
                Kalah {
                    id: "kalah",
                    title: msg::GameKalah,
                    nodes_per_ms: 1_250,
                    summary: msg::GameKalahSummary,
                    known_as: msg::GameKalahKnownAs,
                }
            }

            /// Awari, Ayo and Oware.
            Home(two_row::HomePosition) on TwoRows {
                /// The DOS program's Awari (docs/RULES.md section 3.1).
                Awari {
                    id: "awari",
                    title: msg::GameAwari,
                    nodes_per_ms: 1_500,
                    summary: msg::GameAwariSummary,
                    known_as: msg::GameAwariKnownAs,
                }
                /// The DOS program's Ayo (docs/RULES.md section 3.2).
                Ayo {
                    id: "ayo",
                    title: msg::GameAyo,
                    nodes_per_ms: 1_200,
                    summary: msg::GameAyoSummary,
                    known_as: msg::GameAyoKnownAs,
                }
                /// The DOS program's Oware (docs/RULES.md section 3.3).
                Oware {
                    id: "oware",
                    title: msg::GameOware,
                    nodes_per_ms: 1_000,
                    summary: msg::GameOwareSummary,
                    known_as: msg::GameOwareKnownAs,
                }
            }

            /// Calcala, for 2 to 4 players.
            Calcala(calcala::CalcalaPosition) on Grid {
                /// Calcala on the 6x6 grid for 2 to 4 players (docs/RULES.md section 4).
                Calcala {
                    id: "calcala",
                    title: msg::GameCalcala,
                    nodes_per_ms: 400,
                    summary: msg::GameCalcalaSummary,
                    known_as: msg::GameCalcalaKnownAs,
                }
            }

            /// Roocala, on either board.
            Roocala(roocala::RoocalaPosition) on Cells {
                /// Roocala on the square board (docs/RULES.md section 5).
                RoocalaSquare {
                    id: "roocala-square",
                    title: msg::GameRoocalaSquare,
                    nodes_per_ms: 450,
                    summary: msg::GameRoocalaSquareSummary,
                    known_as: msg::GameRoocalaSquareKnownAs,
                }
                /// Roocala on the hexagonal board (docs/RULES.md section 5).
                RoocalaHex {
                    id: "roocala-hex",
                    title: msg::GameRoocalaHex,
                    nodes_per_ms: 320,
                    summary: msg::GameRoocalaHexSummary,
                    known_as: msg::GameRoocalaHexKnownAs,
                }
            }
        }
    };
}

/// Declares [`GameId`] and its facts from the collection's table.
macro_rules! declare_game_id {
    (;
        $($(#[$_kind_doc:meta])* $_kind:ident($($_position:ident)::+) on $board:ident {
            $($(#[$doc:meta])* $game:ident {
                id: $id:literal,
                title: $title:path,
                nodes_per_ms: $nodes_per_ms:literal,
                summary: $summary:path,
                known_as: $known_as:path $(,)?
            })+
        })+
    ) => {
        /// One game of the collection.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $($($(#[$doc])* $game,)+)+
        }

        impl GameId {
            /// Every game, in the order the start screen lists them.
            pub const ALL: [GameId; [$($(stringify!($game),)+)+].len()] =
                [$($(GameId::$game,)+)+];

            /// The id used in the command-line tool, saved games and URLs.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($(GameId::$game => $id,)+)+
                }
            }

            /// The name shown to players, in the current language.
            pub fn title(self) -> String {
                use $crate::i18n::msg;
                match self {
                    $($(GameId::$game => $title.text(),)+)+
                }
            }

            /// One line that tells a player what the game is like.
            pub fn summary(self) -> String {
                use $crate::i18n::msg;
                match self {
                    $($(GameId::$game => $summary.text(),)+)+
                }
            }

            /// One line saying which tradition the game is of and what else it is called,
            /// so that a player who knows it by another name finds it.
            pub fn known_as(self) -> String {
                use $crate::i18n::msg;
                match self {
                    $($(GameId::$game => $known_as.text(),)+)+
                }
            }

            /// The kind of board the game is played on.
            pub fn board(self) -> GameBoard {
                match self {
                    $($(GameId::$game => GameBoard::$board,)+)+
                }
            }

            /// Roughly how many nodes the computer's search visits per millisecond natively
            /// in this game: the unit of every level's node budget (`search::Level`), so
            /// that Expert thinks about as long in every game.
            pub fn nodes_per_ms(self) -> u64 {
                match self {
                    $($(GameId::$game => $nodes_per_ms,)+)+
                }
            }
        }
    };
}

crate::__collection!([declare_game_id]);

/// The kinds of board the collection's games are played on, as the table gives each
/// position type: each has its board kind in the app and its checks in the tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameBoard {
    /// Two rows of houses with a store at each end (Kalah, Awari, Ayo, Oware).
    TwoRows,
    /// A square grid of pits that no player owns (Calcala).
    Grid,
    /// A ring of owned cells around inner cells, with rooks (Roocala).
    Cells,
}

impl GameBoard {
    /// The kind's name in the lists outside Rust (`two-row`, `grid`, `cells`).
    pub fn as_str(self) -> &'static str {
        match self {
            GameBoard::TwoRows => "two-row",
            GameBoard::Grid => "grid",
            GameBoard::Cells => "cells",
        }
    }
}

impl GameId {
    /// What the game's final margin counts, in the words of its rules: Roocala's
    /// "points", every other game's "stones".
    pub fn margin_unit(self) -> &'static str {
        match self {
            GameId::RoocalaSquare | GameId::RoocalaHex => "points",
            _ => "stones",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game id that names no game of the collection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGameIdError(pub String);

impl fmt::Display for ParseGameIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::i18n::msg;
        let known: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        let separator = msg::OptionAllowedSeparator.text();
        f.write_str(
            &msg::GameUnknown {
                id: &self.0,
                known: &known.join(&separator),
            }
            .text(),
        )
    }
}

impl std::error::Error for ParseGameIdError {}

impl FromStr for GameId {
    type Err = ParseGameIdError;

    fn from_str(s: &str) -> Result<GameId, ParseGameIdError> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| ParseGameIdError(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_distinct_and_read_back() {
        for (i, game) in GameId::ALL.into_iter().enumerate() {
            assert_eq!(game.as_str().parse::<GameId>(), Ok(game));
            assert!(GameId::ALL[..i].iter().all(|g| g.as_str() != game.as_str()));
            assert!(GameId::ALL[..i].iter().all(|g| g.title() != game.title()));
            assert!(game.nodes_per_ms() > 0, "{game}");
        }
        assert_eq!(GameId::ALL.len(), 7);
        // An Oware or Awalé player finds the game of single laps and 2s and 3s under Ayo,
        // and is told the collection's Oware is another game.
        assert!(GameId::Ayo.known_as().contains("Oware Abapa"));
        assert!(GameId::Ayo.known_as().contains("Awalé"));
        assert!(GameId::Oware.known_as().contains("play Ayo"));
        assert!(GameId::Awari.known_as().contains("is Ayo here"));
        for game in GameId::ALL {
            // One line each, of its own words, and no comparison with "the three".
            let line = game.known_as();
            assert!(line.ends_with('.') && line.len() < 120, "{game}: {line}");
            assert!(!game.summary().contains("of the three"), "{game}");
            assert!(
                !line.contains("  ") && !game.summary().contains("  "),
                "{game}"
            );
        }
        assert!(GameId::Kalah < GameId::RoocalaHex);
    }
}
