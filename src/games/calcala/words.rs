//! Calcala's words: what each move did and how the game ended, as the game screen and
//! the move list say them.

use super::{seat_name, CalcalaReport, CalcalaStep};
use crate::games::{EndReason, Outcome, Seat};

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
