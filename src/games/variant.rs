//! Which position type plays each game, said once: [`VariantPosition`], an enum over the
//! games' positions (as shakmaty's `VariantPosition` is over chess variants), and
//! [`with_position!`](crate::with_position), which runs code written for any
//! [`Position`] with the type that plays a [`GameId`], and [`PositionKind`], which names
//! that type. The app, the worker, the command-line tool and the tests go through them, so
//! no layer writes the game-to-type `match` again.
//!
//! All are written from the collection's table (`crate::__collection!`, in `game_id.rs`):
//! seven games, four position types there, since Awari, Ayo and Oware are one
//! `HomePosition` whose rules say which game it plays, and both Roocala boards one
//! `RoocalaPosition`.

use super::{GameId, Position, RuleOptions};

/// Declares [`VariantPosition`] from the collection's table (`crate::__collection!`): a
/// variant per position type, its `From`, and the game and moves of any position.
macro_rules! declare_variant_position {
    (;
        $($(#[$doc:meta])* $kind:ident($($position:ident)::+) on $board:ident { $($_games:tt)* })+
    ) => {
        /// A position of any game of the collection.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub enum VariantPosition {
            $($(#[$doc])* $kind(super::$($position)::+),)+
        }

        $(impl From<super::$($position)::+> for VariantPosition {
            fn from(position: super::$($position)::+) -> VariantPosition {
                VariantPosition::$kind(position)
            }
        })+

        /// Which position type plays a game: [`VariantPosition`]'s variants without their
        /// positions, so that code chosen per position type (the app's builds) can name one.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum PositionKind {
            $($(#[$doc])* $kind,)+
        }

        /// The position type's [`PositionKind`] and [`GameBoard`], constants of the type (a
        /// supertrait of [`Position`]): code written for one board kind is compiled, through
        /// `const` tests of them, only for the position types of that kind.
        pub trait KindOfPosition {
            /// The kind.
            const KIND: PositionKind;
            /// The kind of board its games are played on.
            const BOARD: super::GameBoard;
        }

        $(impl KindOfPosition for super::$($position)::+ {
            const KIND: PositionKind = PositionKind::$kind;
            const BOARD: super::GameBoard = super::GameBoard::$board;
        })+

        impl VariantPosition {
            /// The kind of position this is.
            pub fn kind(&self) -> PositionKind {
                match self {
                    $(VariantPosition::$kind(_) => PositionKind::$kind,)+
                }
            }

            /// The game this is a position of.
            pub fn game(&self) -> GameId {
                match self {
                    $(VariantPosition::$kind(p) => p.game(),)+
                }
            }

            /// Every legal move, in the notation of `RULES.md`.
            pub fn legal_moves(&self) -> Vec<String> {
                fn texts<P: Position>(p: &P) -> Vec<String> {
                    p.legal_moves().iter().map(|m| m.to_string()).collect()
                }
                match self {
                    $(VariantPosition::$kind(p) => texts(p),)+
                }
            }
        }
    };
}

crate::__collection!([declare_variant_position]);

/// Runs `$body` with `$P` naming the position type that plays `$game` (a [`GameId`]): the
/// one game-to-type `match` of the crate, whose arms come from the collection's table.
/// `$body` is compiled once per position type, with whatever trait bounds the caller's own
/// code asks of it.
///
/// ```
/// use mancala::games::{GameId, Position, RuleOptions};
/// let moves = mancala::with_position!(GameId::Oware, P => {
///     let rules = <P as Position>::Rules::for_game(GameId::Oware).unwrap();
///     P::new(rules).legal_moves().len()
/// });
/// assert_eq!(moves, 6);
/// ```
#[macro_export]
macro_rules! with_position {
    ($game:expr, $P:ident => $body:expr) => {
        $crate::__collection!([$crate::__position_match] ($game) $P ($body))
    };
}

/// The `match` of [`with_position!`](crate::with_position), written from the collection's
/// table: one arm per position type, for the games it plays.
#[doc(hidden)]
#[macro_export]
macro_rules! __position_match {
    (($game:expr) $P:ident ($body:expr);
        $($(#[$_doc:meta])* $_kind:ident($($position:ident)::+) on $_board:ident {
            $($(#[$_game_doc:meta])* $id:ident { $($_facts:tt)* })+
        })+
    ) => {{
        use $crate::games::GameId as G;
        match $game {
            $($(G::$id)|+ => {
                type $P = $crate::games::$($position)::+;
                $body
            })+
        }
    }};
}

/// Runs `$each!(Board, Type)` for every position type of the collection's table, `Board`
/// being the kind of board the table gives it (`TwoRows`, `Grid` or `Cells`, as
/// [`GameBoard`](super::GameBoard)): what is written per position type outside the engine
/// (the tool's JSON of a board, the tests' checks) is chosen by the kind, so a new game of
/// an existing kind, even with a position type of its own, needs no line there.
///
/// ```
/// use mancala::games::Position;
/// trait Family { const NAME: &'static str; }
/// macro_rules! family {
///     ($board:ident, $position:ty) => {
///         impl Family for $position { const NAME: &'static str = stringify!($board); }
///     };
/// }
/// mancala::for_every_position_type!(family);
/// assert_eq!(<mancala::games::kalah::KalahPosition as Family>::NAME, "TwoRows");
/// ```
#[macro_export]
macro_rules! for_every_position_type {
    ($each:ident) => {
        $crate::__collection!([$crate::__by_board] $each);
    };
}

/// The expansion of [`for_every_position_type!`](crate::for_every_position_type), from the
/// collection's table.
#[doc(hidden)]
#[macro_export]
macro_rules! __by_board {
    ($each:ident;
        $($(#[$_doc:meta])* $_kind:ident($($position:ident)::+) on $board:ident {
            $($_games:tt)*
        })+
    ) => {
        $($each!($board, $crate::games::$($position)::+);)+
    };
}

impl GameId {
    /// The kind of position type that plays the game.
    pub fn position_kind(self) -> PositionKind {
        crate::with_position!(self, P => <P as KindOfPosition>::KIND)
    }
}

impl VariantPosition {
    /// The start of `game` under its default rules.
    pub fn start(game: GameId) -> VariantPosition {
        crate::with_position!(game, P => {
            // Every position type has rules for the games `with_position!` gives it (the
            // test below starts every game).
            let rules = <P as Position>::Rules::for_game(game).expect("the game's rules");
            VariantPosition::from(P::new(rules))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_starts_as_its_own_position() {
        for game in GameId::ALL {
            let start = VariantPosition::start(game);
            assert_eq!(start.game(), game);
            assert!(!start.legal_moves().is_empty(), "{game}");
        }
        assert!(matches!(
            VariantPosition::start(GameId::Ayo),
            VariantPosition::Home(_)
        ));
        for game in GameId::ALL {
            assert_eq!(VariantPosition::start(game).kind(), game.position_kind());
        }
        assert_eq!(GameId::Oware.position_kind(), PositionKind::Home);
        assert_eq!(GameId::RoocalaHex.position_kind(), PositionKind::Roocala);
        assert_eq!(
            VariantPosition::start(GameId::Kalah).legal_moves(),
            ["1", "2", "3", "4", "5", "6"]
        );
    }
}
