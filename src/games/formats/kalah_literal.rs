//! The board literal of the Kalah Game Protocol, which the Kalah bot tournaments play by
//! (KWARC's `kalah-game`, its specification's "board literal"): `<h,ns,ss,n1,...,nh,s1,...,sh>`,
//! the houses a side, North's store, South's store, North's houses, South's houses. Each
//! side's houses are in sowing order, from its owner's left: N1..NH and S1..SH of
//! docs/RULES.md section 1 (the protocol's reference client keeps both arrays "sowed in the
//! direction of increasing indices"). The start of Kalah(6,4) is
//! `<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>`.
//!
//! The literal carries no player to move (the protocol sends it to the player whose move it
//! is) and none of the rules' options: the reader is told both.

use crate::games::{BySide, Player, Setup, SetupBoard, Side};

use super::{FormatError, Piece};
use crate::i18n::msg;

const FORMAT: &str = "literal";

/// A two-row set-up as a board literal; `None` for parts of another board.
pub fn write(setup: &Setup) -> Option<String> {
    let SetupBoard::TwoRows { houses, stores } = &setup.board else {
        return None;
    };
    let mut numbers = vec![houses.south.len() as u32, stores.north, stores.south];
    numbers.extend(&houses.north);
    numbers.extend(&houses.south);
    let numbers: Vec<String> = numbers.iter().map(u32::to_string).collect();
    Some(format!("<{}>", numbers.join(",")))
}

/// Reads a board literal, with `to_move` to play.
pub fn read(text: &str, to_move: Side) -> Result<Setup, FormatError> {
    let whole = Piece::whole(FORMAT, text)?;
    let trimmed = text.trim();
    let lead = text.len() - text.trim_start().len();
    let inner = trimmed
        .strip_prefix('<')
        .and_then(|rest| rest.strip_suffix('>'))
        .ok_or_else(|| whole.refused(FORMAT, msg::FormatExpectedLiteral.text()))?;
    let inner = Piece {
        text: inner,
        at: lead + 1,
    };
    let mut numbers = Vec::new();
    for piece in inner.split(',') {
        let spaces = piece.text.len() - piece.text.trim_start().len();
        let piece = Piece {
            text: piece.text.trim(),
            at: piece.at + spaces,
        };
        let what = match numbers.len() {
            0 => msg::FormatFieldHousesASide.text(),
            1 => msg::FormatFieldStore { side: "north" }.text(),
            2 => msg::FormatFieldStore { side: "south" }.text(),
            _ => msg::FormatFieldHouseSeeds.text(),
        };
        numbers.push((piece.count(FORMAT, &what)?, piece));
    }
    let (h, at) = (numbers[0].0 as usize, numbers[0].1);
    if h == 0 || h > 64 {
        return Err(at.refused(FORMAT, msg::FormatExpectedHousesASide.text()));
    }
    let expected = 3 + 2 * h;
    if numbers.len() != expected {
        return Err(whole.refused(
            FORMAT,
            msg::FormatExpectedLiteralSize {
                expected: expected as i64,
                houses: h as i64,
                found: &numbers.len().to_string(),
            }
            .text(),
        ));
    }
    let counts: Vec<u32> = numbers.iter().map(|(n, _)| *n).collect();
    Ok(Setup {
        board: SetupBoard::TwoRows {
            houses: BySide {
                north: counts[3..3 + h].to_vec(),
                south: counts[3 + h..].to_vec(),
            },
            stores: BySide {
                north: counts[1],
                south: counts[2],
            },
        },
        to_move: to_move.index(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::{KalahPosition, KalahRules};
    use crate::games::{Game, Position};

    #[test]
    fn the_start_and_a_game_read_back() {
        let start = KalahPosition::new(KalahRules::default());
        assert_eq!(
            write(&start.setup()).as_deref(),
            Some("<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>")
        );
        // South plays 3: seeds in S4, S5, S6 and the store; South moves again.
        let game = Game::<KalahPosition>::replay(KalahRules::default(), &["3"]).unwrap();
        let literal = write(&game.position().setup()).unwrap();
        assert_eq!(literal, "<6,0,1,4,4,4,4,4,4,4,4,0,5,5,5>");
        let back = read(&literal, Side::South).unwrap();
        assert_eq!(
            KalahPosition::set_up(KalahRules::default(), &back).as_ref(),
            Ok(game.position())
        );
        // The protocol's own example: three houses a side.
        let example = read("<3,10,2,1,2,3,4,2,0>", Side::North).unwrap();
        assert_eq!(
            example.board,
            SetupBoard::TwoRows {
                houses: BySide {
                    north: vec![1, 2, 3],
                    south: vec![4, 2, 0]
                },
                stores: BySide {
                    north: 10,
                    south: 2
                }
            }
        );
        assert!(read("<3, 10, 2, 1, 2, 3, 4, 2, 0>", Side::South).is_ok());
    }

    #[test]
    fn bad_literals_are_named() {
        let err = |text: &str| read(text, Side::South).unwrap_err().to_string();
        assert_eq!(
            err("<6,0,0,4,4,x,4,4,4,4,4,4,4,4,4>"),
            "Kalah board literal: `x` at character 12 is not a house's seeds: a count of 0 or more"
        );
        assert!(err("6,0,0").contains("a board literal"));
        assert!(err("<3,0,0,1>").contains("9 numbers for 3 houses a side, not 4"));
        assert!(err("<0>").contains("1 or more"));
        assert!(err("<>").contains("the houses a side"));
    }
}
