//! Roocala's words: the offered moves, what a move did and the end, as the game screen
//! and the move list say them.

use super::{player_name, Action, Geometry, RoocalaStep};
use crate::games::{EndReason, Outcome, Side};

/// A move as offered on a button (`Sow north with the rook`).
pub fn move_label(g: &Geometry, action: Action) -> String {
    let direction = |d: u8| match g.directions[usize::from(d)].0 {
        "N" => "north",
        "S" => "south",
        "E" => "east",
        "W" => "west",
        "NE" => "north-east",
        "NW" => "north-west",
        "SE" => "south-east",
        _ => "south-west",
    };
    match action {
        Action::Sow { line, hybrid, .. } => {
            let way = match line {
                None => "Sow round the ring".to_owned(),
                Some(d) => format!("Sow {}", direction(d)),
            };
            if hybrid {
                format!("{way} with the rook")
            } else {
                way
            }
        }
        Action::Rook { to, .. } => format!("Rook to {}", g.name(to)),
    }
}

/// A move in a sentence (`the rook from d4 to e5`, `sow north from c3`).
pub fn move_name(g: &Geometry, action: Action) -> String {
    match action {
        Action::Rook { from, to } => format!("the rook from {} to {}", g.name(from), g.name(to)),
        Action::Sow { from, .. } => {
            let mut label = move_label(g, action);
            if let Some(first) = label.get_mut(..1) {
                first.make_ascii_lowercase();
            }
            format!("{label} from {}", g.name(from))
        }
    }
}

/// What a move would gain, for its button (`takes 2`).
pub fn gain(steps: &[RoocalaStep]) -> String {
    let checkers = RoocalaStep::checkers_captured(steps);
    let rooks = RoocalaStep::rooks_captured(steps);
    match (checkers, rooks) {
        (0, 0) => String::new(),
        (c, 0) => format!("takes {c}"),
        (0, _) => "takes a rook".to_owned(),
        (c, _) => format!("takes {c} and a rook"),
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
        Action::Sow { from, hybrid, .. } => {
            let how = move_label(g, action).to_ascii_lowercase();
            let plural = if drops == 1 { "checker" } else { "checkers" };
            format!(
                "{mover} played {} ({how}): {drops} {plural} from {}",
                action.notation(g),
                g.name(from)
            ) + if hybrid {
                ", the rook riding along."
            } else {
                "."
            }
        }
        Action::Rook { from, to } => {
            format!(
                "{mover} moved the rook from {} to {}.",
                g.name(from),
                g.name(to)
            )
        }
    };
    let checkers = RoocalaStep::checkers_captured(steps);
    if checkers > 0 {
        let plural = if checkers == 1 { "checker" } else { "checkers" };
        text.push_str(&format!(" {mover} captured {checkers} {plural}."));
    }
    for step in steps {
        if let RoocalaStep::RookCaptured { cell, owner } = *step {
            text.push_str(&format!(
                " {}'s rook on {} was captured.",
                player_name(owner),
                g.name(cell)
            ));
        }
    }
    text
}

/// Why the game ended and who won.
pub fn end_text(outcome: &Outcome<Side>, to_win: u32) -> String {
    let why = match outcome.reason() {
        EndReason::PointsMajority(side) => {
            format!("{} has {to_win} or more points", player_name(side))
        }
        EndReason::Repetition => "the same position came up for the third time".to_owned(),
        EndReason::NoLegalMove(side) => format!(
            "{} has no move, so the checkers left go to {}",
            player_name(side),
            player_name(side.opponent())
        ),
        _ => "the game has ended".to_owned(),
    };
    let (s, n) = (outcome.total(Side::South), outcome.total(Side::North));
    let result = match outcome.winners() {
        [winner] => format!(
            "{} wins, {} to {}",
            player_name(*winner),
            s.max(n),
            s.min(n)
        ),
        _ => format!("A draw, at {s} to {n}"),
    };
    format!("Game over: {why}. {result}.")
}
