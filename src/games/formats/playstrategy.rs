//! PlayStrategy's Oware (Oware Abapa, our `ayo` with its default options), as its game
//! library (Mind-Sports-Games' `strategygames`) writes it: the position string ("FEN") and
//! the move list.
//!
//! The FEN is five fields separated by spaces: the board, South's score, North's score, the
//! player to move (`S` or `N`) and the move number (a move being a ply of each player,
//! from 1; older strings leave it out). The board is two rows separated by `/`: North's
//! houses as South sees them, left to right (N6..N1), then South's S1..S6; in a row, a house
//! holding seeds is its count and `S` (`4S`), and a run of empty houses is their number
//! (`2`), with `,` between. The start is `4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1`.
//!
//! The move list is the moves separated by spaces, each a house and the house its last
//! seed falls in, named as on a chess board: South's houses `a1`..`f1` (S1..S6), North's
//! `a2`..`f2` above them (N6..N1), so the first move of S4 is `d1e2` (four seeds: S5, S6, N1,
//! N2... the last in N2 is `e2`). PlayStrategy skips the house a move started from when 12
//! or more seeds come round, as Ayo does.
//!
//! Neither says anything of the options: a game of `ayo` with other options is written as
//! the same text, and PlayStrategy would play it by its own rules.

use crate::games::{BySide, Game, Player, Position, Setup, SetupBoard, Side};

use super::{FormatError, Piece};
use crate::i18n::msg;

const FEN: &str = "fen";
const MOVES: &str = "moves";

/// Houses a side in PlayStrategy's Oware.
const HOUSES: usize = 6;

/// A two-row set-up of six houses a side as PlayStrategy's FEN, at move number `full_move`;
/// `None` for another board.
pub fn write_fen(setup: &Setup, full_move: u32) -> Option<String> {
    let SetupBoard::TwoRows { houses, stores } = &setup.board else {
        return None;
    };
    if houses.south.len() != HOUSES || houses.north.len() != HOUSES {
        return None;
    }
    let row = |counts: &mut dyn Iterator<Item = u32>| {
        let mut parts: Vec<String> = Vec::new();
        let mut empty = 0;
        for count in counts {
            if count == 0 {
                empty += 1;
                continue;
            }
            if empty > 0 {
                parts.push(empty.to_string());
                empty = 0;
            }
            parts.push(format!("{count}S"));
        }
        if empty > 0 {
            parts.push(empty.to_string());
        }
        parts.join(",")
    };
    let north = row(&mut houses.north.iter().rev().copied());
    let south = row(&mut houses.south.iter().copied());
    let mover = if setup.to_move == 0 { 'S' } else { 'N' };
    Some(format!(
        "{north}/{south} {} {} {mover} {full_move}",
        stores.south, stores.north
    ))
}

/// The FEN of a game's position: its move number counted from the game's start, as the
/// plies played, each player's ply a half of a move.
pub fn fen_of<P: Position>(game: &Game<P>) -> Option<String> {
    write_fen(&game.position().setup(), game.moves_played() as u32 / 2 + 1)
}

/// Reads PlayStrategy's FEN: the position's parts and its move number (1 when left out).
pub fn read_fen(text: &str) -> Result<(Setup, u32), FormatError> {
    let whole = Piece::whole(FEN, text.trim())?;
    let fields: Vec<Piece> = whole.split(' ').filter(|p| !p.text.is_empty()).collect();
    let score = |side| msg::FormatFieldScore { side }.text();
    if fields.len() < 4 || fields.len() > 5 {
        let names = [
            msg::FormatFieldBoard.text(),
            score("south"),
            score("north"),
            msg::FormatFieldMover.text(),
        ];
        let expected = msg::FormatExpectedFen {
            fields: &names.join(&msg::FormatListSeparator.text()),
        }
        .text();
        return Err(whole.refused(FEN, expected));
    }
    let Some((north, south)) = fields[0].split_once('/') else {
        return Err(fields[0].refused(FEN, msg::FormatExpectedFenBoard.text()));
    };
    let row_of = |side| msg::FormatFieldRowOf { side }.text();
    let mut north = read_row(north, &row_of("north"))?;
    north.reverse();
    let south = read_row(south, &row_of("south"))?;
    let south_store = fields[1].count(FEN, &score("south"))?;
    let north_store = fields[2].count(FEN, &score("north"))?;
    let to_move = match fields[3].text {
        "S" => Side::South,
        "N" => Side::North,
        _ => return Err(fields[3].refused(FEN, msg::FormatExpectedFenMover.text())),
    };
    let full_move = match fields.get(4) {
        Some(piece) => piece.count(FEN, &msg::FormatFieldMoveNumber.text())?.max(1),
        None => 1,
    };
    let setup = Setup {
        board: SetupBoard::TwoRows {
            houses: BySide { south, north },
            stores: BySide {
                south: south_store,
                north: north_store,
            },
        },
        to_move: to_move.index(),
    };
    Ok((setup, full_move))
}

/// One row of the board: six houses, each `NS` (N seeds) or in a run of empty ones (`N`).
fn read_row(row: Piece, what: &str) -> Result<Vec<u32>, FormatError> {
    let mut houses = Vec::with_capacity(HOUSES);
    for piece in row.split(',') {
        if let Some(digits) = piece.text.strip_suffix('S') {
            let seeds = Piece {
                text: digits,
                at: piece.at,
            };
            let expected = msg::FormatExpectedSeedsBeforeS { row: what }.text();
            houses.push(seeds.count(FEN, &expected)?);
        } else {
            let empty = piece.count(FEN, "").map_err(|_| {
                piece.refused(FEN, msg::FormatExpectedSeedsOrRun { row: what }.text())
            })?;
            if empty == 0 || houses.len() + empty as usize > HOUSES {
                return Err(piece.refused(FEN, msg::FormatExpectedRun { row: what }.text()));
            }
            houses.extend(std::iter::repeat_n(0, empty as usize));
        }
        if houses.len() > HOUSES {
            return Err(piece.refused(FEN, msg::FormatExpectedRowOfSix { row: what }.text()));
        }
    }
    if houses.len() != HOUSES {
        let expected = msg::FormatExpectedSixHouses {
            row: what,
            count: houses.len() as i64,
        };
        return Err(row.refused(FEN, expected.text()));
    }
    Ok(houses)
}

/// A house's name on PlayStrategy's board.
fn pit_name(side: Side, house: u8) -> String {
    match side {
        Side::South => format!("{}1", char::from(b'a' + house - 1)),
        Side::North => format!("{}2", char::from(b'a' + (HOUSES as u8 - house))),
    }
}

/// The house a name gives (`None` for a name that is no house).
fn pit_of(name: &str) -> Option<(Side, u8)> {
    let &[file @ b'a'..=b'f', rank] = name.as_bytes() else {
        return None;
    };
    let file = file - b'a';
    match rank {
        b'1' => Some((Side::South, file + 1)),
        b'2' => Some((Side::North, HOUSES as u8 - file)),
        _ => None,
    }
}

/// Where the last seed of `mover`'s house `house` holding `seeds` falls, sowing through the
/// twelve houses and skipping the house it started from each time round.
fn landing(mover: Side, house: u8, seeds: u32) -> (Side, u8) {
    let start = match mover {
        Side::South => u32::from(house) - 1,
        Side::North => u32::from(house) + 5,
    };
    let at = (start + seeds + (seeds.max(1) - 1) / 11) % 12;
    if at < 6 {
        (Side::South, at as u8 + 1)
    } else {
        (Side::North, at as u8 - 5)
    }
}

/// The seeds in `mover`'s house `house` of a two-row position of six houses a side.
fn seeds_in<P: Position>(position: &P, mover: Side, house: u8) -> Option<u32> {
    match position.setup().board {
        SetupBoard::TwoRows { houses, .. } if houses[mover].len() == HOUSES => houses[mover]
            .get(usize::from(house).checked_sub(1)?)
            .copied(),
        _ => None,
    }
}

/// The mover of a two-row position.
fn mover_of<P: Position>(position: &P) -> Side {
    Side::from_index(position.to_move().index()).unwrap_or(Side::South)
}

/// A game's moves as PlayStrategy's move list; `None` for a game of another board (the
/// moves of a two-row game are house numbers).
pub fn write_moves<P: Position>(game: &Game<P>) -> Option<String> {
    let mut moves = Vec::new();
    for index in 0..game.moves_played() {
        let before = game.position_after(index)?;
        let house: u8 = game
            .move_at(index)?
            .played_move()
            .to_string()
            .parse()
            .ok()?;
        let mover = mover_of(before);
        let seeds = seeds_in(before, mover, house)?;
        let (side, to) = landing(mover, house, seeds);
        moves.push(format!("{}{}", pit_name(mover, house), pit_name(side, to)));
    }
    Some(moves.join(" "))
}

/// Plays PlayStrategy's move list on `game`, checking that each move's last seed falls where
/// the list says; the game as far as the list played, or why a move was refused.
pub fn read_moves<P: Position>(mut game: Game<P>, text: &str) -> Result<Game<P>, FormatError> {
    let whole = Piece::whole(MOVES, text.trim())?;
    for piece in whole.split(' ').filter(|p| !p.text.is_empty()) {
        let ply = (game.moves_played() + 1).to_string();
        let ply = ply.as_str();
        let (from, to) = match piece.text.get(..2).zip(piece.text.get(2..)) {
            Some((from, to)) => (pit_of(from), pit_of(to)),
            None => (None, None),
        };
        let (Some((side, house)), Some(to)) = (from, to) else {
            return Err(piece.refused(MOVES, msg::FormatExpectedMove { ply }.text()));
        };
        let position = game.position();
        let mover = mover_of(position);
        if side != mover || position.outcome().is_some() {
            let why = match position.outcome() {
                Some(_) => msg::FormatExpectedMoveGameOver.text(),
                None => msg::FormatExpectedMoveOf {
                    ply,
                    side: mover.as_str(),
                }
                .text(),
            };
            return Err(piece.refused(MOVES, why));
        }
        let Some(seeds) = seeds_in(position, mover, house) else {
            return Err(piece.refused(MOVES, msg::FormatExpectedSixHousesGame.text()));
        };
        if landing(mover, house, seeds) != to {
            let (side, house) = landing(mover, house, seeds);
            let expected = msg::FormatExpectedLanding {
                ply,
                count: seeds.into(),
                pit: &pit_name(side, house),
            }
            .text();
            return Err(piece.refused(MOVES, expected));
        }
        let played = match position.parse_move(&house.to_string()) {
            Ok(m) => game.play(m).map(|_| ()).map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        if let Err(e) = played {
            return Err(piece.refused(MOVES, msg::FormatExpectedLegal { ply, why: &e }.text()));
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ayo::AyoRules;
    use crate::games::two_row::HomePosition;

    type Ayo = Game<HomePosition>;

    fn rules() -> crate::games::two_row::HomeGameRules {
        AyoRules::default().into()
    }

    #[test]
    fn the_start_is_playstrategys() {
        let start = Ayo::new(rules());
        assert_eq!(
            fen_of(&start).as_deref(),
            Some("4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1")
        );
        let (setup, full_move) = read_fen("4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1").unwrap();
        assert_eq!((setup, full_move), (start.position().setup(), 1));
        // Without the move number, as older strings are.
        assert_eq!(
            read_fen("4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S")
                .unwrap()
                .1,
            1
        );
    }

    #[test]
    fn playstrategys_own_examples_read() {
        // From PlayStrategy's tests: runs of empty houses, North's row read right to left.
        let (setup, full_move) = read_fen("11S,5/2,23S,3 11 3 S 50").unwrap();
        assert_eq!(full_move, 50);
        let SetupBoard::TwoRows { houses, stores } = &setup.board else {
            panic!("two rows")
        };
        assert_eq!(houses.north, [0, 0, 0, 0, 0, 11]);
        assert_eq!(houses.south, [0, 0, 23, 0, 0, 0]);
        assert_eq!((stores.south, stores.north), (11, 3));
        assert_eq!(
            write_fen(&setup, 50).as_deref(),
            Some("11S,5/2,23S,3 11 3 S 50")
        );
        // The first moves of one of PlayStrategy's test games.
        let game = read_moves(Ayo::new(rules()), "d1e2 b2c1 b1f2 a2e1").unwrap();
        assert_eq!(game.moves_played(), 4);
        assert_eq!(write_moves(&game).as_deref(), Some("d1e2 b2c1 b1f2 a2e1"));
        assert_eq!(
            game.moves()
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>(),
            ["4", "5", "2", "6"]
        );
    }

    #[test]
    fn bad_text_is_named() {
        let fen = |text: &str| read_fen(text).unwrap_err().to_string();
        assert_eq!(
            fen("4S,4S,4X,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1"),
            "PlayStrategy FEN: `4X` at character 7 is not north's row: seeds and `S`, or a run of empty houses"
        );
        assert!(fen("4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1").contains("six houses, not 5"));
        assert!(fen("4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 W 1").contains("S or N"));
        assert!(fen("4S,4S,4S,4S,4S,4S 0 0 S 1").contains("North's row, `/`, South's row"));
        assert!(fen("").contains("the board"));
        let moves = |text: &str| read_moves(Ayo::new(rules()), text).unwrap_err().to_string();
        assert_eq!(
            moves("d1e2 b1c1"),
            "PlayStrategy move list: `b1c1` at character 6 is not move 2: a house of north, whose move it is"
        );
        assert!(moves("d1f2").contains("its 4 seeds end in e2"));
        assert!(moves("d1").contains("such as d1e2"));
        assert!(moves("g1a2").contains("such as d1e2"));
    }
}
