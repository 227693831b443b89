//! Calcala's words: what each move did, how the game ended, and how to play.

use yew::prelude::*;

use crate::games::calcala::{seat_name, CalcalaReport, CalcalaStep, Cell};
use crate::games::{EndReason, Outcome, Seat};

use super::diagram::mini_grid;

fn stones(n: u32) -> String {
    if n == 1 {
        "1 stone".to_owned()
    } else {
        format!("{n} stones")
    }
}

fn times(n: usize) -> String {
    match n {
        1 => "once".to_owned(),
        2 => "twice".to_owned(),
        n => format!("{n} times"),
    }
}

/// What a Calcala move did, in a sentence or two.
pub fn describe(report: &CalcalaReport) -> String {
    let mover = seat_name(report.mover);
    let handful = report
        .steps
        .iter()
        .take_while(|s| !matches!(s, CalcalaStep::Relay { .. }))
        .filter(|s| matches!(s, CalcalaStep::Sow { .. }))
        .count();
    let mut text = format!(
        "{mover} sowed {} from {} towards {}",
        stones(handful as u32),
        report.played.from,
        report.played.dir
    );
    let wraps = report
        .steps
        .iter()
        .filter(|s| matches!(s, CalcalaStep::Sow { wrapped: true, .. }))
        .count();
    let mut ways = Vec::new();
    if wraps > 0 {
        ways.push(format!("wrapped round the edge {}", times(wraps)));
    }
    if report.bounces() > 0 {
        ways.push(format!("bounced {}", times(report.bounces())));
    }
    if report.relays() > 0 {
        ways.push(format!("relayed {}", times(report.relays())));
    }
    if !ways.is_empty() {
        text.push_str(", ");
        text.push_str(&ways.join(", "));
    }
    text.push('.');
    for step in &report.steps {
        match *step {
            CalcalaStep::Capture { cell, stones: 0 } => text.push_str(&format!(
                " The last stone fell in an empty pit; the next pit, {cell}, was empty, so \
                 nothing was captured."
            )),
            CalcalaStep::Capture { cell, stones: n } => text.push_str(&format!(
                " The last stone fell in an empty pit, so {mover} captured {} from {cell}.",
                stones(u32::from(n))
            )),
            CalcalaStep::EndlessRelay(cell) => text.push_str(&format!(
                " The relay would have gone round for ever, so it stopped at {cell} with no \
                 capture."
            )),
            _ => {}
        }
    }
    text
}

/// How the game ended and who won, in a sentence.
pub fn end_text(outcome: &Outcome<Seat>) -> String {
    let why = match outcome.reason() {
        EndReason::FewStonesLeft => "6 or fewer stones are left on the board",
        EndReason::Repetition => "the same position came up for the third time",
        _ => "the game has ended",
    };
    let scores: Vec<String> = outcome
        .totals()
        .iter()
        .map(|&(seat, t)| format!("{} {t}", seat_name(seat)))
        .collect();
    let result = match outcome.winners() {
        [] => "A draw".to_owned(),
        [one] => format!("{} wins", seat_name(*one)),
        many => {
            let names: Vec<&str> = many.iter().map(|&s| seat_name(s)).collect();
            format!("{} share the win", names.join(" and "))
        }
    };
    format!("Game over: {why}. {result} ({}).", scores.join(", "))
}

fn cells(names: &[&str]) -> Vec<Cell> {
    names.iter().filter_map(|n| n.parse().ok()).collect()
}

/// How to play Calcala, with diagrams of wrap, bounce and capture.
pub fn rules_help() -> Html {
    html! {
        <>
            <p>
                { "Calcala is played by 2, 3 or 4 players on a board of 36 pits, 6 by 6. Nobody \
                   owns a pit: on your turn you may take the stones of any pit that has some. \
                   Players move in turn, Player 1, Player 2, and so on; each keeps a pile of the \
                   stones they capture." }
            </p>
            <h2>{ "A move" }</h2>
            <p>
                { "Tap a pit, then one of the arrows around it. Its stones are sown one at a \
                   time, one per pit, in the arrow's direction. On the first step you may not \
                   leave the board, so a pit on the edge offers 5 arrows and a corner 3; after \
                   that the board's edges bend the sowing:" }
            </p>
            <ul>
                <li>{ "Going straight up, down, left or right, the sowing leaves one edge and \
                       comes back on the opposite one." }</li>
                <li>{ "Going diagonally into a side, it bounces off at a right angle and keeps \
                       its new direction. Going diagonally out of a corner, it comes back at \
                       the opposite corner." }</li>
            </ul>
            { mini_grid(&cells(&["D2", "E2", "F2", "A2", "B2"]), "C2".parse().ok(), None,
                "Wrap: 5 stones from C2 sown east go D2, E2, F2 and round to A2 and B2.") }
            { mini_grid(&cells(&["E6", "F5", "E4"]), "D5".parse().ok(), None,
                "Bounce: 3 stones from D5 sown south-east go E6, then bounce off the bottom to \
                 F5, off the right side to E4, and carry on north-west.") }
            <h2>{ "Where the last stone falls" }</h2>
            <ul>
                <li>{ "In a pit that already held stones: pick them all up and sow on from there \
                       in the same direction (a new lap)." }</li>
                <li>{ "In an empty pit: you capture every stone in the next pit along the way, \
                       and your turn ends." }</li>
            </ul>
            { mini_grid(&cells(&["C4", "D4"]), "B4".parse().ok(), "E4".parse().ok(),
                "Capture: 2 stones from B4 sown east; the last falls in empty D4, so the stones \
                 of the next pit, E4, are captured.") }
            <p>
                { "If a relay would go round and round for ever, it stops where it starts to \
                   repeat, with no capture." }
            </p>
            <h2>{ "The end" }</h2>
            <p>
                { "The game ends when 6 or fewer stones are left on the board, or when the same \
                   position comes up for the third time. Stones left on the board count for \
                   nobody: whoever has captured most wins, and players tied for the most share \
                   the win." }
            </p>
            <h2>{ "Options" }</h2>
            <p>
                { "More sets the number of players, who starts, and the set-up: 2 stones in \
                   every pit (standard), 1 (short), 3 (long), or 3 or 2 in every other pit \
                   (Double Dutch and Half Dutch)." }
            </p>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::calcala::{CalcalaPosition, CalcalaRules};
    use crate::games::{Game, Position};

    #[test]
    fn moves_are_told_with_their_wraps_bounces_and_captures() {
        let mut game = Game::<CalcalaPosition>::new(CalcalaRules::default());
        let m = game.position().parse_move("A1-E").unwrap();
        let report = game.play(m).unwrap().clone();
        let text = describe(&report);
        assert!(
            text.starts_with("Player 1 sowed 2 stones from A1 towards E"),
            "{text}"
        );
    }
}
