//! Positions set up by hand (the analysis board's editor, a record that starts from an
//! edited position): a position as its parts ([`Setup`]: the counts of every pit or cell,
//! the stores, captures or points, the rooks and the player to move), and why a set of parts
//! is no position any game of those rules can reach ([`SetupError`]).
//!
//! Each game checks its own parts (`Position::set_up`, in its folder's `setup.rs`); what
//! they share is here, so that the formats (`games::formats`), the command-line tool and the
//! editor read one shape of position for every game of a kind of board. The checks are the
//! ones a reader of docs/RULES.md can name: the seeds of the game, every count within a pit's
//! range, one value per player, a game not already over, rooks as the rules allow them. A
//! position that passes may still be one no game reaches by some deeper argument (a parity,
//! an order of captures); the engine plays it all the same, as it plays any position.

use std::fmt;

use super::{BySide, EndReason, Player, Side};
use crate::i18n::msg;

/// A position as its parts, unchecked: [`Position::set_up`](super::Position::set_up) makes
/// it a position of given rules, or names why it is none.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The board.
    pub board: SetupBoard,
    /// The seat index of the player to move ([`Player::index`]: South or P1 is 0).
    pub to_move: usize,
}

/// The board of a [`Setup`], by kind of board (as [`GameBoard`](super::GameBoard)).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetupBoard {
    /// Kalah, Awari, Ayo, Oware: each side's houses from its owner's left, and the stores
    /// (homes).
    TwoRows {
        /// `houses.south` = S1..SH, `houses.north` = N1..NH.
        houses: BySide<Vec<u32>>,
        /// Each side's store or home.
        stores: BySide<u32>,
    },
    /// Calcala: the 36 pits row by row from A1 (A1..F1, A2..F2, ...), and one capture pile
    /// per player in the game.
    Grid {
        /// The pits, A1 first, F6 last.
        pits: Vec<u32>,
        /// Each playing seat's captured stones, P1 first.
        captured: Vec<u32>,
    },
    /// Roocala: every cell in the board's order (`Geometry::cells`), with its checkers and
    /// rook, and each side's points (North's starting point included).
    Cells {
        /// Each cell's checkers and rook.
        cells: Vec<SetupCell>,
        /// Each side's points.
        points: BySide<u32>,
    },
}

/// One Roocala cell of a [`Setup`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SetupCell {
    /// Checkers on the cell.
    pub checkers: u32,
    /// The rook on the cell, by its owner.
    pub rook: Option<Side>,
}

impl SetupBoard {
    /// The kind of board, as the messages' `$kind` names it (`two-rows`, `grid`, `cells`).
    pub fn kind(&self) -> &'static str {
        match self {
            SetupBoard::TwoRows { .. } => "two-rows",
            SetupBoard::Grid { .. } => "grid",
            SetupBoard::Cells { .. } => "cells",
        }
    }
}

/// Why a set-up is not a position of its rules, in words a player setting up a board
/// understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The parts are of another kind of board than the game's.
    WrongBoard {
        /// The game's kind of board, as [`SetupBoard::kind`] names it.
        expected: &'static str,
        /// The parts' kind of board, as [`SetupBoard::kind`] names it.
        found: &'static str,
    },
    /// A row, a grid or a board has not the number of pits or cells the rules give.
    PitCount {
        /// What was counted (`south's houses`, `the pits`, `the cells`), in the words of
        /// the language of the moment it was refused in.
        what: String,
        /// How many were given.
        found: usize,
        /// How many the rules give.
        expected: usize,
    },
    /// Not one value per player of the game (captures, points).
    PlayerCount {
        /// How many values were given.
        found: usize,
        /// The players of the game.
        players: usize,
    },
    /// The player to move does not play in these rules.
    NoSuchPlayer(usize),
    /// A pit, a store or a player holds more than any position of the game can: the
    /// game's seeds, or what its counters hold.
    TooMany {
        /// The pit, store or player (`S3`, `north's store`, `D4`, `p2`), in the words of the
        /// language of the moment it was refused in.
        pit: String,
        /// Its count.
        found: u32,
        /// The most it can hold.
        most: u32,
    },
    /// The seeds (stones, checkers and points) do not add up to the game's: every game of
    /// the collection keeps what it captures (stores, homes, piles, points), so the total
    /// never changes.
    SeedsDoNotAddUp {
        /// The total given.
        found: u32,
        /// The game's total.
        expected: u32,
    },
    /// The game would already be over in this position: why, in the words of the language
    /// of the moment it was refused in.
    Finished(String),
    /// A player has more rooks than the game gives it (two).
    TooManyRooks {
        /// The player.
        player: &'static str,
        /// The rooks given.
        found: usize,
    },
    /// North's points are fewer than the point North starts with, which it never loses.
    NoStartingPoint,
}

impl SetupError {
    /// The refusal of a finished position, by the reason the game would have ended.
    pub fn finished<P: Player>(reason: &EndReason<P>) -> SetupError {
        SetupError::Finished(reason.phrase())
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            SetupError::WrongBoard { expected, found } => {
                let kind = |kind| msg::SetupBoardKind { kind }.text();
                msg::SetupWrongBoard {
                    expected: &kind(expected),
                    found: &kind(found),
                }
                .text()
            }
            SetupError::PitCount {
                what,
                found,
                expected,
            } => msg::SetupPitCount {
                what,
                found: &found.to_string(),
                expected: *expected as i64,
            }
            .text(),
            SetupError::PlayerCount { found, players } => msg::SetupPlayerCount {
                found: &found.to_string(),
                players: *players as i64,
            }
            .text(),
            SetupError::NoSuchPlayer(index) => msg::SetupNoSuchPlayer {
                number: *index as i64 + 1,
            }
            .text(),
            SetupError::TooMany { pit, found, most } => msg::SetupTooMany {
                pit,
                found: &found.to_string(),
                most: i64::from(*most),
            }
            .text(),
            SetupError::SeedsDoNotAddUp { found, expected } => msg::SetupSeeds {
                found: &found.to_string(),
                expected: i64::from(*expected),
            }
            .text(),
            SetupError::Finished(reason) => msg::SetupFinished { reason }.text(),
            SetupError::TooManyRooks { player, found } => msg::SetupTooManyRooks {
                player,
                found: *found as i64,
            }
            .text(),
            SetupError::NoStartingPoint => msg::SetupNoStartingPoint.text(),
        };
        f.write_str(&text)
    }
}

/// What a set-up's refusal counts: a side's houses (`south's houses`).
pub(crate) fn side_houses(side: Side) -> String {
    msg::SetupSideHouses {
        side: side.as_str(),
    }
    .text()
}

/// A side's store, in a set-up's refusal (`north's store`).
pub(crate) fn side_store(side: Side) -> String {
    msg::SetupSideStore {
        side: side.as_str(),
    }
    .text()
}

/// A side's points, in a set-up's refusal (`north's points`).
pub(crate) fn side_points(side: Side) -> String {
    msg::SetupSidePoints {
        side: side.as_str(),
    }
    .text()
}

impl std::error::Error for SetupError {}

/// Checks that `values` has `expected` items, naming them `what` otherwise.
pub(crate) fn check_len<T>(values: &[T], what: String, expected: usize) -> Result<(), SetupError> {
    if values.len() == expected {
        Ok(())
    } else {
        Err(SetupError::PitCount {
            what,
            found: values.len(),
            expected,
        })
    }
}

/// `count` as a `u8`, or the refusal of a count above `most` (at most 255) for `pit`.
pub(crate) fn small(count: u32, most: u32, pit: impl FnOnce() -> String) -> Result<u8, SetupError> {
    let most = most.min(u32::from(u8::MAX));
    match u8::try_from(count) {
        Ok(small) if count <= most => Ok(small),
        _ => Err(SetupError::TooMany {
            pit: pit(),
            found: count,
            most,
        }),
    }
}

/// The refusal of parts of another kind of board.
pub(crate) fn wrong_board(expected: &'static str, found: &SetupBoard) -> SetupError {
    SetupError::WrongBoard {
        expected,
        found: found.kind(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ayo::AyoRules;
    use crate::games::calcala::{CalcalaPosition, CalcalaRules};
    use crate::games::kalah::{KalahPosition, KalahRules};
    use crate::games::roocala::RoocalaPosition;
    use crate::games::two_row::HomePosition;
    use crate::games::{GameId, Position, RuleOptions};

    fn kalah(south: [u32; 6], north: [u32; 6], stores: [u32; 2], to_move: usize) -> Setup {
        Setup {
            board: SetupBoard::TwoRows {
                houses: BySide {
                    south: south.to_vec(),
                    north: north.to_vec(),
                },
                stores: BySide {
                    south: stores[0],
                    north: stores[1],
                },
            },
            to_move,
        }
    }

    fn set_up_kalah(setup: &Setup) -> Result<KalahPosition, SetupError> {
        KalahPosition::set_up(KalahRules::default(), setup)
    }

    /// Every game's start, and every position of a few moves, is its own parts set up.
    #[test]
    fn every_games_positions_are_their_parts() {
        for game in GameId::ALL {
            crate::with_position!(game, P => {
                let rules = <P as Position>::Rules::for_game(game).expect("the game's rules");
                let mut position = P::new(rules);
                for _ in 0..6 {
                    assert_eq!(P::set_up(rules, &position.setup()).as_ref(), Ok(&position), "{game}");
                    let Some(&m) = position.legal_moves().last() else { break };
                    position = position.play_fast(m).expect("a legal move plays");
                }
            });
        }
    }

    #[test]
    fn a_row_of_the_wrong_length_is_refused() {
        let mut setup = kalah([4; 6], [4; 6], [0, 0], 0);
        if let SetupBoard::TwoRows { houses, .. } = &mut setup.board {
            houses.north.push(0);
        }
        assert_eq!(
            set_up_kalah(&setup),
            Err(SetupError::PitCount {
                what: "north's houses".to_owned(),
                found: 7,
                expected: 6
            })
        );
    }

    #[test]
    fn seeds_that_do_not_add_up_are_refused() {
        let setup = kalah([4; 6], [4; 6], [1, 0], 0);
        assert_eq!(
            set_up_kalah(&setup),
            Err(SetupError::SeedsDoNotAddUp {
                found: 49,
                expected: 48
            })
        );
    }

    #[test]
    fn a_count_no_pit_can_hold_is_refused() {
        // More than the game's seeds, and more than a counter holds: named, not wrapped.
        let setup = kalah([300, 0, 0, 0, 0, 0], [4; 6], [0, 0], 0);
        assert_eq!(
            set_up_kalah(&setup),
            Err(SetupError::TooMany {
                pit: "S1".to_owned(),
                found: 300,
                most: 48
            })
        );
        let setup = kalah([4; 6], [4; 6], [49, 0], 0);
        assert!(
            matches!(set_up_kalah(&setup), Err(SetupError::TooMany { pit, .. }) if pit == "south's store")
        );
    }

    #[test]
    fn a_finished_kalah_position_is_refused() {
        // South's houses all empty: the game has ended, by either player to move.
        for to_move in [0, 1] {
            let setup = kalah([0; 6], [4; 6], [24, 0], to_move);
            let err = set_up_kalah(&setup).unwrap_err();
            assert!(matches!(err, SetupError::Finished(_)), "{err}");
            assert!(
                err.to_string().contains("south's houses are empty"),
                "{err}"
            );
        }
        // A store with more than half of the seeds.
        let setup = kalah([1, 0, 0, 0, 0, 0], [1, 1, 1, 1, 0, 0], [25, 18], 0);
        assert!(matches!(set_up_kalah(&setup), Err(SetupError::Finished(_))));
        // Under `end=new-mover-empty` only the mover's empty houses end the game.
        let rules = KalahRules::default()
            .with_pairs([("end", "new-mover-empty")])
            .unwrap();
        let setup = kalah([0; 6], [4; 6], [24, 0], 1);
        assert!(KalahPosition::set_up(rules, &setup).is_ok());
    }

    #[test]
    fn a_player_who_does_not_play_is_refused() {
        let setup = kalah([4; 6], [4; 6], [0, 0], 2);
        assert_eq!(set_up_kalah(&setup), Err(SetupError::NoSuchPlayer(2)));
        let calcala = CalcalaPosition::new(CalcalaRules::default()).setup();
        let setup = Setup {
            to_move: 2,
            ..calcala
        };
        assert_eq!(
            CalcalaPosition::set_up(CalcalaRules::default(), &setup),
            Err(SetupError::NoSuchPlayer(2))
        );
    }

    #[test]
    fn parts_of_another_board_are_refused() {
        let grid = CalcalaPosition::new(CalcalaRules::default()).setup();
        assert_eq!(
            set_up_kalah(&grid),
            Err(SetupError::WrongBoard {
                expected: "two-rows",
                found: "grid"
            })
        );
    }

    #[test]
    fn an_ayo_mover_who_cannot_feed_is_refused() {
        // North's houses are empty and South's seeds cannot reach them.
        let setup = kalah([1, 0, 0, 0, 0, 0], [0; 6], [23, 24], 0);
        let err = HomePosition::set_up(AyoRules::default().into(), &setup).unwrap_err();
        assert_eq!(
            err,
            SetupError::finished(&EndReason::CannotFeed(Side::South))
        );
        // A home of more than 24.
        let setup = kalah([4; 6], [0, 0, 0, 0, 0, 0], [0, 24], 0);
        assert!(HomePosition::set_up(AyoRules::default().into(), &setup).is_ok());
        let setup = kalah([3, 4, 4, 4, 4, 4], [0; 6], [0, 25], 0);
        assert!(matches!(
            HomePosition::set_up(AyoRules::default().into(), &setup),
            Err(SetupError::Finished(_))
        ));
    }

    fn calcala(pits: u32, captured: Vec<u32>) -> Setup {
        Setup {
            board: SetupBoard::Grid {
                pits: vec![pits; 36],
                captured,
            },
            to_move: 0,
        }
    }

    #[test]
    fn calcala_wants_one_pile_per_player() {
        let setup = calcala(2, vec![0, 0, 0]);
        assert_eq!(
            CalcalaPosition::set_up(CalcalaRules::default(), &setup),
            Err(SetupError::PlayerCount {
                found: 3,
                players: 2
            })
        );
    }

    #[test]
    fn a_calcala_board_of_six_stones_is_over() {
        let mut setup = calcala(0, vec![30, 36]);
        if let SetupBoard::Grid { pits, .. } = &mut setup.board {
            pits[..6].fill(1);
        }
        let err = CalcalaPosition::set_up(CalcalaRules::default(), &setup).unwrap_err();
        assert_eq!(
            err,
            SetupError::finished(&EndReason::<crate::games::Seat>::FewStonesLeft)
        );
        // Seven stones play on.
        if let SetupBoard::Grid { pits, captured } = &mut setup.board {
            pits[6] = 1;
            captured[0] = 29;
        }
        assert!(CalcalaPosition::set_up(CalcalaRules::default(), &setup).is_ok());
    }

    fn roocala() -> (RoocalaPosition, Vec<SetupCell>, BySide<u32>) {
        let start = RoocalaPosition::new(crate::games::roocala::BoardKind::Square);
        let SetupBoard::Cells { cells, points } = start.setup().board else {
            unreachable!("Roocala is played on cells")
        };
        (start, cells, points)
    }

    fn set_up_roocala(
        cells: Vec<SetupCell>,
        points: BySide<u32>,
    ) -> Result<RoocalaPosition, SetupError> {
        let setup = Setup {
            board: SetupBoard::Cells { cells, points },
            to_move: 0,
        };
        RoocalaPosition::set_up(crate::games::roocala::BoardKind::Square, &setup)
    }

    #[test]
    fn a_third_rook_is_refused() {
        let (_, mut cells, points) = roocala();
        let empty = cells
            .iter()
            .position(|cell| cell.rook.is_none() && cell.checkers == 0)
            .unwrap();
        cells[empty].rook = Some(Side::North);
        assert_eq!(
            set_up_roocala(cells, points),
            Err(SetupError::TooManyRooks {
                player: "north",
                found: 3
            })
        );
    }

    #[test]
    fn north_keeps_its_starting_point() {
        let (_, mut cells, _) = roocala();
        cells[0].checkers += 1;
        let points = BySide { south: 0, north: 0 };
        assert_eq!(
            set_up_roocala(cells, points),
            Err(SetupError::NoStartingPoint)
        );
    }

    #[test]
    fn a_roocala_majority_is_over() {
        let (_, mut cells, _) = roocala();
        // Take 21 checkers off the board for South: more than half of 41.
        let mut left = 21;
        for cell in &mut cells {
            let taken = cell.checkers.min(left);
            cell.checkers -= taken;
            left -= taken;
        }
        let points = BySide {
            south: 21,
            north: 1,
        };
        let err = set_up_roocala(cells, points).unwrap_err();
        assert_eq!(
            err,
            SetupError::finished(&EndReason::PointsMajority(Side::South))
        );
    }

    #[test]
    fn refusals_say_what_is_wrong() {
        let err = set_up_kalah(&kalah([4; 6], [4; 6], [1, 0], 0)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the board holds 49 seeds in all, the game always has 48"
        );
    }
}
