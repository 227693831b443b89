//! Calcala's words: what each move did and how the game ended, as the game screen and
//! the move list say them.

use super::{seat_name, CalcalaReport, CalcalaStep};
use crate::games::{EndReason, Outcome, Seat};
use crate::i18n::msg;

/// What a Calcala move did, in a sentence or two.
pub fn describe(report: &CalcalaReport) -> String {
    let mover = seat_name(report.mover);
    let handful = report
        .steps
        .iter()
        .take_while(|s| !matches!(s, CalcalaStep::Relay { .. }))
        .filter(|s| matches!(s, CalcalaStep::Sow { .. }))
        .count();
    let wraps = report
        .steps
        .iter()
        .filter(|s| matches!(s, CalcalaStep::Sow { wrapped: true, .. }))
        .count();
    let count = |n: usize| n as i64;
    let mut ways = Vec::new();
    if wraps > 0 {
        ways.push(
            msg::CalcalaWrapped {
                count: count(wraps),
            }
            .text(),
        );
    }
    if report.bounces() > 0 {
        ways.push(
            msg::CalcalaBounced {
                count: count(report.bounces()),
            }
            .text(),
        );
    }
    if report.relays() > 0 {
        ways.push(
            msg::CalcalaRelayed {
                count: count(report.relays()),
            }
            .text(),
        );
    }
    let (from, direction) = (
        report.played.from.to_string(),
        report.played.dir.to_string(),
    );
    let mut text = if ways.is_empty() {
        msg::CalcalaSowed {
            player: &mover,
            count: count(handful),
            from: &from,
            direction: &direction,
        }
        .text()
    } else {
        msg::CalcalaSowedWays {
            player: &mover,
            count: count(handful),
            from: &from,
            direction: &direction,
            ways: &ways.join(&msg::CalcalaWaysSeparator.text()),
        }
        .text()
    };
    for step in &report.steps {
        match *step {
            CalcalaStep::Capture { cell, stones: 0 } => text.push_str(
                &msg::CalcalaCapturedNothing {
                    cell: &cell.to_string(),
                }
                .text(),
            ),
            CalcalaStep::Capture { cell, stones: n } => text.push_str(
                &msg::CalcalaCaptured {
                    player: &mover,
                    count: n.into(),
                    cell: &cell.to_string(),
                }
                .text(),
            ),
            CalcalaStep::EndlessRelay(cell) => text.push_str(
                &msg::CalcalaEndless {
                    cell: &cell.to_string(),
                }
                .text(),
            ),
            _ => {}
        }
    }
    text
}

/// How the game ended and who won, in a sentence.
pub fn end_text(outcome: &Outcome<Seat>) -> String {
    let why = match outcome.reason() {
        EndReason::FewStonesLeft => msg::CalcalaEndFewStones.text(),
        EndReason::Repetition => msg::CalcalaEndRepetition.text(),
        _ => msg::CalcalaEndOther.text(),
    };
    let scores: Vec<String> = outcome
        .totals()
        .iter()
        .map(|&(seat, t)| {
            msg::CalcalaScore {
                player: &seat_name(seat),
                score: t.into(),
            }
            .text()
        })
        .collect();
    let result = match outcome.winners() {
        [] => msg::CalcalaDraw.text(),
        [one] => msg::CalcalaWins {
            player: &seat_name(*one),
        }
        .text(),
        many => {
            let names: Vec<String> = many.iter().map(|&s| seat_name(s)).collect();
            msg::CalcalaShareWin {
                players: &names.join(&msg::CalcalaNamesAnd.text()),
            }
            .text()
        }
    };
    msg::CalcalaGameOver {
        why: &why,
        result: &result,
        scores: &scores.join(&msg::CalcalaScoresSeparator.text()),
    }
    .text()
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
