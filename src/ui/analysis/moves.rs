//! The analysis board's list of moves and their worth (`[data-move]`, best first), the
//! best line (`[data-line]`), and the breadcrumb of the moves walked.

use yew::prelude::*;

use crate::computer::explore::Explored;
use crate::games::{Game, Player};
use crate::i18n::{msg, Said};
use crate::ui::screen::state::ScreenGame;

use super::action::Action;

/// A score in hundredths of a seed as the players read it: `+3`, `−1.5`, `0`.
pub fn value_text(score: i32) -> String {
    let plain = value_attr(score);
    let seeds = decimal(plain.trim_start_matches('-'));
    let sign = match score {
        s if s > 0 => "ahead",
        s if s < 0 => "behind",
        _ => "even",
    };
    msg::AnalysisWorth {
        sign,
        seeds: &seeds,
    }
    .text()
}

/// A number written with a decimal point (`1.5`, or `3` without one) in the language's
/// way of writing it.
fn decimal(written: &str) -> String {
    match written.split_once('.') {
        Some((whole, tenths)) => msg::AnalysisDecimal { whole, tenths }.text(),
        None => written.to_owned(),
    }
}

/// A score in hundredths of a seed as `data-move-value` carries it: seeds, with a decimal
/// point only where the search's evaluation has one (`3`, `-1.5`).
pub fn value_attr(score: i32) -> String {
    if score % 100 == 0 {
        return (score / 100).to_string();
    }
    let tenths = (f64::from(score) / 10.0).round() / 10.0;
    format!("{tenths}")
}

/// The moves of `game`'s position with their worth, as the worker last sent them.
pub fn worths<P: ScreenGame>(
    game: &Game<P>,
    explored: Option<&Explored>,
    players: usize,
    on: &Callback<Action>,
) -> Html {
    let position = game.position();
    if position.outcome().is_some() {
        return Html::default();
    }
    let name = |played: &str| {
        position
            .parse_move(played)
            .map(|m| position.move_name(m))
            .unwrap_or_else(|_| played.to_owned())
    };
    let button = |played: String,
                  inner: Html,
                  attrs: (Option<String>, Option<&'static str>, Option<String>)| {
        let on = on.clone();
        let m = played.clone();
        let onclick = Callback::from(move |_| on.emit(Action::Play(m.clone())));
        let (value, exact, depth) = attrs;
        html! {
            <li>
                <button class="analysis-move" data-move={played} data-move-value={value}
                        data-exact={exact} data-depth={depth} {onclick}>{ inner }</button>
            </li>
        }
    };
    let Some(answer) = explored else {
        // Before the first answer: the legal moves, not yet weighed.
        return html! {
            <>
                <p class="analysis-depth" data-done="false">{ msg::AnalysisWeighing.text() }</p>
                <ol class="analysis-moves" aria-label={msg::AnalysisLegalMoves.text()}>
                    { for position.legal_moves().into_iter().map(|m| {
                        let played = m.to_string();
                        let inner = html! { <span class="move-name">{ position.move_name(m) }</span> };
                        button(played, inner, (None, None, None))
                    }) }
                </ol>
            </>
        };
    };
    let moves = match &answer.moves {
        Ok(moves) => moves,
        Err(why) => {
            // The page's own reason (the worker could not start) is kept as what was said.
            let why = Said::from(why.clone()).text();
            return html! { <p class="analysis-notice" role="alert">{ why }</p> };
        }
    };
    let line: Vec<String> = moves.first().map(|m| m.line.clone()).unwrap_or_default();
    let summary = msg::AnalysisSearched {
        done: if answer.done { "yes" } else { "no" },
        depth: answer.depth.into(),
        // In plain digits, as the search counts them.
        nodes: &answer.nodes.to_string(),
        seconds: &decimal(&format!("{:.1}", f64::from(answer.millis) / 1000.0)),
    }
    .text();
    html! {
        <>
            <p class="analysis-depth" data-done={answer.done.to_string()}
               data-depth={answer.depth.to_string()} data-millis={answer.millis.to_string()}>{ summary }</p>
            <ol class="analysis-moves" aria-label={msg::AnalysisLegalMovesBestFirst.text()}>
                { for moves.iter().map(|m| {
                    let exact = m.source.is_exact();
                    let source = match exact {
                        true => msg::AnalysisExact.text(),
                        false => msg::AnalysisDepth { depth: m.depth.into() }.text(),
                    };
                    let shares = (players > 2 && !m.shares.is_empty()).then(|| {
                        m.shares
                            .iter()
                            .enumerate()
                            .map(|(seat, n)| {
                                let player = <P::Player as Player>::from_index(seat)
                                    .map_or_else(|| "?".to_owned(), P::player_name);
                                msg::AnalysisShare {
                                    player: &player,
                                    count: (*n).into(),
                                }
                                .text()
                            })
                            .collect::<Vec<_>>()
                            .join(&msg::AnalysisSharesBetween.text())
                    });
                    let inner = html! {
                        <>
                            <span class="move-name">{ name(&m.played) }</span>
                            <span class="move-value">{ value_text(m.score) }</span>
                            <span class="move-source">{ source.clone() }</span>
                            if let Some(shares) = shares {
                                <span class="move-shares">{ shares }</span>
                            }
                        </>
                    };
                    button(
                        m.played.clone(),
                        inner,
                        (
                            Some(value_attr(m.score)),
                            exact.then_some("true"),
                            (!exact).then(|| m.depth.to_string()),
                        ),
                    )
                }) }
            </ol>
            <p class="analysis-line" data-line={line.join(" ")}>
                { msg::AnalysisBestLine { line: &line.join(" ") }.text() }
            </p>
        </>
    }
}

/// The moves walked from the position opened, each a step back to the position after it.
pub fn walked(walked: &[String], on: &Callback<Action>) -> Html {
    let step = |n: usize, label: String| {
        let on = on.clone();
        let onclick = Callback::from(move |_| on.emit(Action::Back(n)));
        let current = (n == walked.len()).then_some("step");
        html! {
            <li><button class="crumb" data-walk={n.to_string()} aria-current={current} {onclick}>{ label }</button></li>
        }
    };
    html! {
        <nav class="analysis-walked" aria-label={msg::AnalysisWalked.text()}>
            <ol>
                { step(0, msg::AnalysisWalkedOpened.text()) }
                { for walked.iter().enumerate().map(|(i, m)| step(i + 1, m.clone())) }
            </ol>
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_as_seeds_from_the_movers_side() {
        assert_eq!(value_text(300), "+3");
        assert_eq!(value_text(-200), "−2");
        assert_eq!(value_text(0), "0");
        assert_eq!(value_text(150), "+1.5");
        assert_eq!(value_attr(-150), "-1.5");
        assert_eq!(value_attr(-1234), "-12.3");
        assert_eq!(value_attr(700), "7");
    }
}
