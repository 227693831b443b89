//! Roocala's words: the offered moves, what a move did and the end, as the game screen
//! and the move list say them.

use super::{player_name, Action, Geometry, RoocalaStep};
use crate::games::{EndReason, Outcome, Side};
use crate::i18n::msg;

/// A direction of `g` in words (`north-east`).
fn direction(g: &Geometry, d: u8) -> String {
    msg::RoocalaDirection {
        direction: g.directions[usize::from(d)].0,
    }
    .text()
}

/// The messages' `$rook`: whether the rook rides along.
fn rook_key(hybrid: bool) -> &'static str {
    if hybrid {
        "yes"
    } else {
        "no"
    }
}

/// A move as offered on a button (`Sow north with the rook`).
pub fn move_label(g: &Geometry, action: Action) -> String {
    match action {
        Action::Sow { line, hybrid, .. } => {
            let rook = rook_key(hybrid);
            match line {
                None => msg::RoocalaLabelRing { rook }.text(),
                Some(d) => msg::RoocalaLabelLine {
                    direction: &direction(g, d),
                    rook,
                }
                .text(),
            }
        }
        Action::Rook { to, .. } => msg::RoocalaLabelRook { cell: g.name(to) }.text(),
    }
}

/// A move in a sentence (`the rook from d4 to e5`, `sow north from c3`).
pub fn move_name(g: &Geometry, action: Action) -> String {
    match action {
        Action::Rook { from, to } => msg::RoocalaNameRook {
            from: g.name(from),
            to: g.name(to),
        }
        .text(),
        Action::Sow { from, line, hybrid } => {
            let (rook, from) = (rook_key(hybrid), g.name(from));
            match line {
                None => msg::RoocalaNameRing { rook, from }.text(),
                Some(d) => msg::RoocalaNameLine {
                    direction: &direction(g, d),
                    rook,
                    from,
                }
                .text(),
            }
        }
    }
}

/// How a sowing went, in the brackets of what it did (`sow north with the rook`).
fn how(g: &Geometry, line: Option<u8>, hybrid: bool) -> String {
    let rook = rook_key(hybrid);
    match line {
        None => msg::RoocalaHowRing { rook }.text(),
        Some(d) => msg::RoocalaHowLine {
            direction: &direction(g, d),
            rook,
        }
        .text(),
    }
}

/// What a move would gain, for its button (`takes 2`).
pub fn gain(steps: &[RoocalaStep]) -> String {
    let checkers = RoocalaStep::checkers_captured(steps);
    let rooks = RoocalaStep::rooks_captured(steps);
    match (checkers, rooks) {
        (0, 0) => String::new(),
        (c, 0) => msg::RoocalaGainCheckers { count: c.into() }.text(),
        (0, _) => msg::RoocalaGainRook.text(),
        (c, _) => msg::RoocalaGainCheckersRook { count: c.into() }.text(),
    }
}

/// What a move did, in a sentence or two.
pub fn describe(g: &Geometry, mover: Side, action: Action, steps: &[RoocalaStep]) -> String {
    let mover = player_name(mover);
    let drops = steps
        .iter()
        .filter(|s| matches!(s, RoocalaStep::Drop(_)))
        .count();
    let mut text = match action {
        Action::Sow { from, line, hybrid } => msg::RoocalaPlayed {
            player: &mover,
            notation: &action.notation(g),
            how: &how(g, line, hybrid),
            count: drops as i64,
            from: g.name(from),
            rook: rook_key(hybrid),
        }
        .text(),
        Action::Rook { from, to } => msg::RoocalaMovedRook {
            player: &mover,
            from: g.name(from),
            to: g.name(to),
        }
        .text(),
    };
    let checkers = RoocalaStep::checkers_captured(steps);
    if checkers > 0 {
        text.push_str(
            &msg::RoocalaCaptured {
                player: &mover,
                count: checkers.into(),
            }
            .text(),
        );
    }
    for step in steps {
        if let RoocalaStep::RookCaptured { cell, owner } = *step {
            text.push_str(
                &msg::RoocalaRookCaptured {
                    player: &player_name(owner),
                    cell: g.name(cell),
                }
                .text(),
            );
        }
    }
    text
}

/// Why the game ended and who won.
pub fn end_text(outcome: &Outcome<Side>, to_win: u32) -> String {
    let why = match outcome.reason() {
        EndReason::PointsMajority(side) => msg::RoocalaEndPoints {
            player: &player_name(side),
            points: to_win.into(),
        }
        .text(),
        EndReason::Repetition => msg::RoocalaEndRepetition.text(),
        EndReason::NoLegalMove(side) => msg::RoocalaEndNoMove {
            player: &player_name(side),
            opponent: &player_name(side.opponent()),
        }
        .text(),
        _ => msg::RoocalaEndOther.text(),
    };
    let (s, n) = (outcome.total(Side::South), outcome.total(Side::North));
    let result = match outcome.winners() {
        [winner] => msg::RoocalaWins {
            player: &player_name(*winner),
            score: s.max(n).into(),
            other: s.min(n).into(),
        }
        .text(),
        _ => msg::RoocalaDraw {
            south: s.into(),
            north: n.into(),
        }
        .text(),
    };
    msg::RoocalaGameOver {
        why: &why,
        result: &result,
    }
    .text()
}
