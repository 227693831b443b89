//! The coach in the review (issue 25), what it draws: the verdict's mark on each entry of
//! the list of moves, the review's words, the evaluation graph and, during play, the
//! evaluation bar. The verdicts themselves are kept with the screen's state
//! ([`crate::ui::screen::verdicts`]).
//!
//! The technique is the chess sites' game review (an engine's verdict on each move, a
//! graph of the evaluation after each one, a tap on the graph showing that moment); the
//! analysis itself is `crate::search::analysis`, run in the coach's worker
//! ([`crate::computer::review`]).

use std::fmt::Write;

use yew::prelude::*;

use crate::computer::Verdicted;
use crate::i18n::msg;

/// A verdict's sign, as chess annotates moves, by the verdict's id (`mistake`).
pub fn verdict_sign(verdict: &str) -> &'static str {
    match verdict {
        "best" => "★",
        "good" => "✓",
        "inaccuracy" => "?!",
        "mistake" => "?",
        _ => "??",
    }
}

/// A verdict's mark in the list of moves: its sign, with the verdict's word for screen
/// readers (the colour is never the only sign).
pub fn verdict_mark(verdict: &Verdicted) -> Html {
    let symbol = verdict_sign(verdict.verdict.as_str());
    let best = match verdict.loss {
        0 => String::new(),
        loss => msg::ScreenVerdictMarkLoss {
            loss: loss.into(),
            best: &verdict.best,
        }
        .text(),
    };
    // On screen the sign, the verdict's word and what it gave up (`?? Blunder −24`); a
    // screen reader hears the word, the loss and the best move.
    let loss = match verdict.loss {
        0 => String::new(),
        loss => format!(" −{loss}"),
    };
    html! {
        <span class="verdict">
            <span aria-hidden="true">{ format!("{symbol} ") }</span>
            <span class="verdict-word">{ verdict_name(verdict.verdict.as_str()) }</span>
            <span aria-hidden="true">{ loss }</span>
            <span class="unseen">{ best }</span>
        </span>
    }
}

/// A verdict's name on the list of moves (`Blunder`), by the verdict's id (`blunder`).
pub fn verdict_name(verdict: &str) -> String {
    msg::ScreenVerdictName { verdict }.text()
}

/// A verdict in a sentence (`a blunder`), by the verdict's id; `good` for an id it does
/// not know.
fn verdict_noun(verdict: &str) -> String {
    msg::ScreenVerdictNoun { verdict }.text()
}

/// A verdict in words for the page (`a blunder: 24 seeds given up`), with the move that
/// was best when the one played was not; `unit` names what the margin counts
/// ([`crate::games::GameId::margin_unit`]: `stones` or `points`).
pub fn verdict_words(verdict: &Verdicted, unit: &str) -> String {
    match verdict.verdict.as_str() {
        "best" => return verdict_noun("best"),
        "good" if verdict.loss == 0 => return msg::ScreenVerdictEven.text(),
        _ => {}
    }
    msg::ScreenVerdictWords {
        verdict: &verdict_noun(verdict.verdict.as_str()),
        lost: &msg::ScreenGivenUp {
            count: verdict.loss.into(),
            unit,
        }
        .text(),
        best: &verdict.best,
    }
    .text()
}

/// What the review says of the moment shown, the moment after `ply` moves, in the status
/// line below "Looking back at…": the verdict on the move that led to it (`led`, by the
/// seat `led_by`) and on the move played from it (`next`, by `next_by`), in words a
/// newcomer reads, and how far the coach is (`coach`, its progress or why it could not
/// answer: on screen while the moment has no verdict yet, or when the coach failed, and for
/// screen readers otherwise, as the graph fills in). The board rings the best move from
/// here and marks the one played. `[data-review-words]`.
pub fn review_words(
    led: Option<(&Verdicted, &str)>,
    next: Option<(&Verdicted, &str)>,
    unit: &str,
    coach: &str,
    failed: bool,
) -> Html {
    let seen = failed || led.is_none();
    let led_line = led.map(|(v, who)| {
        html! {
            <p class="led" data-verdict={v.verdict.as_str()}>
                { msg::ScreenReviewLed {
                    player: who,
                    r#move: &v.played,
                    verdict: &verdict_words(v, unit),
                }.text() }
            </p>
        }
    });
    let next_line = next.filter(|(v, _)| v.loss > 0).map(|(v, who)| {
        html! {
            <p class="next" data-verdict={v.verdict.as_str()}>
                { msg::ScreenReviewNext {
                    player: who,
                    r#move: &v.played,
                    verdict: &verdict_noun(v.verdict.as_str()),
                    best: &v.best,
                }.text() }
            </p>
        }
    });
    html! {
        <div class="review-words" data-review-words="">
            { for led_line }
            { for next_line }
            <p class={if seen { "coach-status" } else { "coach-status unseen" }}>{ coach }</p>
        </div>
    }
}

/// What a player can do from the moment shown in a review (`[data-review-actions]`): See
/// the better move, when the move that led to it was not the best (`slip`: the move's
/// number), which shows the moment before it with the best move ringed (`on_before`); and
/// Learn from your mistakes (`on_learn`, while no lesson runs); and Analyse, the moment
/// on the analysis board (`analysis`, its address: `[data-analysis]`).
pub fn review_actions(
    slip: Option<usize>,
    on_before: &Callback<usize>,
    on_learn: Option<Callback<MouseEvent>>,
    analysis: &str,
) -> Html {
    let better = slip.map(|ply| {
        let on_before = on_before.clone();
        html! {
            <button class="see-better" data-mistake={ply.to_string()}
                    onclick={move |_| on_before.emit(ply - 1)}>
                { msg::ScreenSeeBetter.text() }
            </button>
        }
    });
    html! {
        <div class="review-actions" data-review-actions="">
            { for better }
            if let Some(onclick) = on_learn {
                <button class="learn coach-learn" data-learn="" {onclick}>
                    { msg::ScreenLearn.text() }
                </button>
            }
            <a class="analysis-link" data-analysis="" href={analysis.to_owned()}>{ msg::ScreenAnalyse.text() }</a>
        </div>
    }
}

/// Where the device keeps the "Evaluation bar" option.
const BAR_KEY: &str = "mancala.evalbar";

/// Whether the evaluation bar was chosen on this device (off until it is).
pub fn bar_chosen() -> bool {
    crate::ui::storage::load(BAR_KEY).as_deref() == Some("on")
}

/// Keeps the "Evaluation bar" option for every game on this device.
pub fn save_bar(on: bool) {
    // A browser that keeps nothing is told of once, by the game's own save.
    let _ = crate::ui::storage::save(BAR_KEY, if on { "on" } else { "off" });
}

/// The evaluation bar during play (`[data-eval-bar]`): the margin expected after the
/// latest move judged (`latest`, the `ply`-th), from South's side (`south` names it), as a
/// bar from the middle and in words; with 3 or 4 players, in words only.
pub fn eval_bar(latest: Option<&Verdicted>, ply: usize, south: &str, north: &str) -> Html {
    let Some(latest) = latest else {
        return html! {
            <p class="eval-bar" data-eval-bar="">{ msg::ScreenEvalWaiting.text() }</p>
        };
    };
    let margin = latest.margin;
    let two = latest.shares.is_empty();
    let ply = ply as i64;
    let text = match margin {
        _ if !two => msg::ScreenEvalShares {
            ply,
            margin: margin.into(),
        }
        .text(),
        0 => msg::ScreenEvalEven { ply }.text(),
        m if m > 0 => msg::ScreenEvalAhead {
            ply,
            player: south,
            margin: m.into(),
        }
        .text(),
        m => msg::ScreenEvalAhead {
            ply,
            player: north,
            margin: (-m).into(),
        }
        .text(),
    };
    // South's part of a bar of 48 seeds' margin, from the middle.
    let width = margin.clamp(-24, 24).abs();
    let x = if margin < 0 { 24 - width } else { 24 };
    html! {
        <p class="eval-bar" data-eval-bar="" data-margin={margin.to_string()}>
            if two {
                <svg viewBox="0 0 48 4" preserveAspectRatio="none" aria-hidden="true">
                    <rect class={if margin < 0 { "behind north" } else { "ahead south" }}
                          x={x.to_string()} y="0" width={width.to_string()} height="4" />
                </svg>
            }
            <span>{ text }</span>
        </p>
    }
}

/// The graph's width and height in its own units (its `viewBox`; the SVG scales to its box).
const WIDTH: i32 = 300;
const HEIGHT: i32 = 80;

/// The evaluation graph (`[data-eval-graph]`): after each move judged, the margin expected
/// with best play from South's side (with 3 or 4 players, a line per player's share of the
/// captures), over the game's `plies` moves, around a zero line, its scale naming the side
/// each half stands for; `shown` is the moment the board shows. A tap on a move's column
/// reviews the moment after it (`on_ply`).
pub fn eval_graph(
    verdicts: &[Verdicted],
    plies: usize,
    shown: usize,
    players: &[&str],
    movers: &[usize],
    on_ply: &Callback<usize>,
) -> Html {
    let shares = verdicts.first().map_or(0, |v| v.shares.len());
    let lines: Vec<Vec<i32>> = match shares {
        0 => vec![verdicts.iter().map(|v| v.margin).collect()],
        n => (0..n)
            .map(|seat| verdicts.iter().map(|v| share_of(v, seat)).collect())
            .collect(),
    };
    let top = lines
        .iter()
        .flatten()
        .map(|v| v.abs())
        .max()
        .unwrap_or(0)
        .max(6);
    // The y of a value: the zero line in the middle with two players, at the foot with
    // shares (never negative).
    let y = |value: i32| match shares {
        0 => HEIGHT / 2 - value * (HEIGHT / 2 - 4) / top,
        _ => HEIGHT - 4 - value * (HEIGHT - 8) / top,
    };
    let step = WIDTH / plies.max(1) as i32;
    let x = |ply: usize| step * ply as i32 + step / 2;
    let on_ply = on_ply.clone();
    let onclick = Callback::from(move |event: MouseEvent| {
        let ply = event
            .target_dyn_into::<web_sys::Element>()
            .and_then(|e| e.get_attribute("data-ply"))
            .and_then(|p| p.parse().ok());
        if let Some(ply) = ply {
            on_ply.emit(ply);
        }
    });
    let label = match players {
        [south, north, ..] if shares == 0 => msg::ScreenGraphLabel { south, north }.text(),
        _ => msg::ScreenGraphLabelShares.text(),
    };
    html! {
        <figure class="eval-graph" data-eval-graph="">
            <div class="graph-body">
            // The scale, in the game's own unit: the margin at the top and the foot, each
            // named for the side ahead there, in its colour.
            <div class="graph-scale" aria-hidden="true" data-top={top.to_string()}>
                if let (0, [south, north, ..]) = (shares, players) {
                    <span class="south">{ msg::ScreenGraphTop { player: south, top: top.into() }.text() }</span>
                    <span>{ "0" }</span>
                    <span class="north">{ msg::ScreenGraphTop { player: north, top: top.into() }.text() }</span>
                } else {
                    <span>{ top }</span><span>{ "0" }</span>
                }
            </div>
            <svg viewBox="0 0 300 80" role="img" aria-label={label}
                 preserveAspectRatio="none" {onclick}>
                <line class="zero" x1="0" x2={WIDTH.to_string()}
                      y1={y(0).to_string()} y2={y(0).to_string()} />
                { for lines.iter().enumerate().map(|(seat, line)| {
                    let mut points = String::new();
                    for (ply, value) in line.iter().enumerate() {
                        let _ = write!(points, "{},{} ", x(ply), y(*value));
                    }
                    // Two players' margin is one line; shares are one a player, in their colours.
                    let class = match shares {
                        0 => "line".to_owned(),
                        _ => format!("line p{}", seat + 1),
                    };
                    html! { <polyline {class} {points} /> }
                }) }
                // A point is a dot of a round-capped stroke, which stays round however the
                // graph is stretched to its box.
                { for lines[0].iter().enumerate().map(|(ply, value)| html! {
                    <path class={if shown == ply + 1 { "point shown" } else { "point" }}
                          d={format!("M{},{}h0", x(ply), y(*value))}
                          data-point={(ply + 1).to_string()}
                          data-margin={value.to_string()} />
                }) }
                // Each mistake and blunder, a larger mark in its player's colour and shape
                // (a blunder's is the larger), on its point.
                { for verdicts.iter().enumerate().filter(|(_, v)| matches!(v.verdict.as_str(), "mistake" | "blunder")).map(|(ply, v)| {
                    let seat = movers.get(ply).copied().unwrap_or(0);
                    html! {
                        <path class={format!("slip {} p{}", v.verdict.as_str(), seat + 1)}
                              d={format!("M{},{}h0", x(ply), y(lines[0][ply]))}
                              data-mistake={(ply + 1).to_string()} />
                    }
                }) }
                // A column per move judged takes the tap: points are small for a finger.
                { for (0..verdicts.len()).map(|ply| html! {
                    <rect class="tap" x={(step * ply as i32).to_string()} y="0"
                          width={step.to_string()} height={HEIGHT.to_string()}
                          data-ply={(ply + 1).to_string()} />
                }) }
            </svg>
            </div>
            // With shares, a key of the players' lines.
            if shares > 0 {
                <figcaption>
                    { for players.iter().enumerate().take(shares).map(|(seat, name)| html! {
                        <span class={format!("key p{}", seat + 1)}>{ *name }</span>
                    }) }
                </figcaption>
            }
        </figure>
    }
}

/// A seat's captures in a verdict's shares (0 when it has none).
fn share_of(verdict: &Verdicted, seat: usize) -> i32 {
    verdict.shares.get(seat).map_or(0, |&s| s as i32)
}
