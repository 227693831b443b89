//! Roocala's words: the offered moves, what a move did, the end, and how to play.

use yew::prelude::*;

use crate::games::roocala::{player_name, Action, Geometry, RoocalaStep};
use crate::games::{EndReason, Outcome, Side};

use super::diagram::mini_square;

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

/// How to play Roocala.
pub fn rules_help() -> Html {
    html! {
        <>
            <p>
                { "Roocala, by Christian Freeling, is played on a ring of edge cells around a \
                   neutral inner area, on a square board (20 edge cells) or a hexagonal one \
                   (18). South owns the edge cells on the lower half of the ring, North those \
                   on the upper half. Every edge cell starts with two checkers, each player \
                   has two rooks inside, South moves first and North starts with one point to \
                   make up for it. You must move; there are three kinds of move." }
            </p>
            { mini_square("", &[], &[], &[("b2", Side::South), ("e2", Side::South), ("b5", Side::North), ("e5", Side::North)],
                "The square board: South owns the red half of the ring, North the green half; the \
                 16 cells inside are neutral. The rooks start inside.") }
            <h2>{ "Sowing checkers" }</h2>
            <p>
                { "Take all the checkers of one of your own edge cells, or of any inner cell, \
                   and drop them one by one: from your edge cell either anticlockwise round \
                   the ring (passing over the cell you started from), or straight into the \
                   inner area; from an inner cell, in a straight line. A straight sowing that \
                   reaches the edge carries on anticlockwise round the ring. Rooks do not get \
                   in the way." }
            </p>
            <p>
                { "If your last checker lands on a cell you do not own that held exactly one \
                   checker, you capture one checker there, and so on backwards for every \
                   drop just before it that did the same." }
            </p>
            { mini_square("e1", &["f1", "f2", "f3"], &[], &[],
                "Round the ring: South sows e1's three checkers anticlockwise onto f1, f2 and f3.") }
            { mini_square("a3", &["b3", "c3"], &["b3", "c3"], &[],
                "In a line: South sows a3's two checkers east. Both b3 and c3 held one checker, so \
                 the last drop captures one at c3 and the chain goes back to take one at b3.") }
            <h2>{ "Moving a rook" }</h2>
            <p>
                { "A rook standing on an empty cell moves in a straight line over empty cells \
                   and stops on the first cell that is not empty. Landing on checkers on a \
                   cell you do not own captures one; on your own cell it captures nothing. \
                   Landing on an opponent's rook that stands on checkers captures the rook. \
                   A rook may not land on your other rook, or on an opponent's rook standing \
                   alone." }
            </p>
            { mini_square("e2", &["e3", "e4", "e5"], &["e5"], &[("e2", Side::South)],
                "South's rook on e2 moves north over the empty e3 and e4 and stops on e5, the first \
                 cell that is not empty, capturing one of the checkers there.") }
            <h2>{ "Hybrid sowing" }</h2>
            <p>
                { "From a cell with your rook and checkers, you may sow the checkers as above \
                   and let the rook ride along: it lands on the next cell after the last \
                   checker. There it captures an opponent's rook, or, on a cell you do not \
                   own, as many checkers as you sowed (or all of them if fewer)." }
            </p>
            { mini_square("c2", &["c3", "c4", "c5"], &["c5"], &[("c2", Side::South)],
                "Hybrid: c2 holds South's rook and two checkers. They are sown north onto c3 and \
                 c4, and the rook lands on c5: with its checkers on a cell South does not own, it \
                 captures two of them, as many as were sown.") }
            <h2>{ "The end" }</h2>
            <p>
                { "Points are the checkers you captured (North's extra point included). With \
                   more than half of all points you win at once (21 on the square board, 19 \
                   on the hexagonal one). The third time the same position comes up, the \
                   game is a draw. A player who cannot move ends the game, and the checkers \
                   left go to the player who moved last." }
            </p>
            <h2>{ "Playing here" }</h2>
            <p>
                { "Tap a cell: the moves that start there are listed, each with \
                   a numbered mark on the board showing where it ends. Press and hold a move \
                   to see its whole path; let go on it to play it. Tap elsewhere to choose \
                   another cell." }
            </p>
        </>
    }
}
