//! Which position type plays each game, said once: [`VariantPosition`], an enum over the
//! games' positions (as shakmaty's `VariantPosition` is over chess variants), and
//! [`with_position!`](crate::with_position), which runs code written for any
//! [`Position`] with the type that plays a [`GameId`]. The app, the worker, the
//! command-line tool and the tests go through them, so no layer writes the game-to-type
//! `match` again.
//!
//! Seven games, four position types: Awari, Ayo and Oware are one `HomePosition` whose
//! rules say which game it plays, and both Roocala boards one `RoocalaPosition`.

use super::calcala::CalcalaPosition;
use super::kalah::KalahPosition;
use super::roocala::RoocalaPosition;
use super::two_row::HomePosition;
use super::{GameId, Position, RuleOptions};

/// A position of any game of the collection.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum VariantPosition {
    /// Kalah.
    Kalah(KalahPosition),
    /// Awari, Ayo and Oware.
    Home(HomePosition),
    /// Calcala, for 2 to 4 players.
    Calcala(CalcalaPosition),
    /// Roocala, on either board.
    Roocala(RoocalaPosition),
}

/// Runs `$body` with `$P` naming the position type that plays `$game` (a [`GameId`]): the
/// one game-to-type `match` of the crate. `$body` is compiled once per position type, with
/// whatever trait bounds the caller's own code asks of it.
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
    ($game:expr, $P:ident => $body:expr) => {{
        use $crate::games::GameId as G;
        match $game {
            G::Kalah => {
                type $P = $crate::games::kalah::KalahPosition;
                $body
            }
            G::Awari | G::Ayo | G::Oware => {
                type $P = $crate::games::two_row::HomePosition;
                $body
            }
            G::Calcala => {
                type $P = $crate::games::calcala::CalcalaPosition;
                $body
            }
            G::RoocalaSquare | G::RoocalaHex => {
                type $P = $crate::games::roocala::RoocalaPosition;
                $body
            }
        }
    }};
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

    /// The game this is a position of.
    pub fn game(&self) -> GameId {
        match self {
            VariantPosition::Kalah(p) => p.game(),
            VariantPosition::Home(p) => p.game(),
            VariantPosition::Calcala(p) => p.game(),
            VariantPosition::Roocala(p) => p.game(),
        }
    }

    /// Every legal move, in the notation of `RULES.md`.
    pub fn legal_moves(&self) -> Vec<String> {
        fn texts<P: Position>(p: &P) -> Vec<String> {
            p.legal_moves().iter().map(|m| m.to_string()).collect()
        }
        match self {
            VariantPosition::Kalah(p) => texts(p),
            VariantPosition::Home(p) => texts(p),
            VariantPosition::Calcala(p) => texts(p),
            VariantPosition::Roocala(p) => texts(p),
        }
    }
}

macro_rules! from_position {
    ($($variant:ident($position:ty)),*) => {
        $(impl From<$position> for VariantPosition {
            fn from(position: $position) -> VariantPosition {
                VariantPosition::$variant(position)
            }
        })*
    };
}

from_position!(
    Kalah(KalahPosition),
    Home(HomePosition),
    Calcala(CalcalaPosition),
    Roocala(RoocalaPosition)
);

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
        assert_eq!(
            VariantPosition::start(GameId::Kalah).legal_moves(),
            ["1", "2", "3", "4", "5", "6"]
        );
    }
}
