//! The rules pages: how to play each game, in our own words, with diagrams.
//!
//! Each game writes its page as data in its engine folder (`src/games/<game>/help.rs`: a
//! list of [`HelpBlock`]s, through [`RulesText`], the trait every position type implements);
//! this one renderer draws every game's blocks, each diagram by its board kind, and [`help`]
//! reaches a game's text through `with_position!`, so no list of games is kept here. The
//! site does not carry them: `tests/rules_pages.rs` renders each one natively to a page of
//! its own, `static/rules/<game>.html` with `static/rules/rules.css` (and fails while a
//! checked-in page differs from its source), and the app shows that page in a frame when a
//! player opens the rules. This keeps about a tenth of the site's code and text out of what
//! every visit downloads.

use yew::prelude::*;

use crate::games::help::{Diagram, HelpBlock, Prose, RulesText};
use crate::games::{GameId, Position, RuleOptions};
use crate::i18n::msg;
use crate::search::analysis::Verdict;
use crate::ui::calcala::diagram::mini_grid;
use crate::ui::roocala::diagram::mini_square;
use crate::ui::two_row::diagram::mini_board;

#[cfg(not(target_arch = "wasm32"))]
mod render;
#[cfg(not(target_arch = "wasm32"))]
pub use render::render_page;

/// How to play `game`: the source of its rules page, with how the coach judges moves.
pub fn help(game: GameId) -> Html {
    let text: &[HelpBlock] = crate::with_position!(game, P => match <P as Position>::Rules::for_game(game) {
        Some(rules) => P::rules_text(&rules),
        // `with_position!` gives each game the type that has rules for it.
        None => &[],
    });
    html! { <>{ for text.iter().map(help_block) }{ coach_help(game) }</> }
}

/// One block of a rules page, in HTML.
fn help_block(block: &HelpBlock) -> Html {
    match block {
        HelpBlock::Heading(text) => html! { <h2>{ text.prose() }</h2> },
        HelpBlock::Paragraph(text) => html! { <p>{ text.prose() }</p> },
        HelpBlock::Tip(text) => html! { <p class="hint">{ text.prose() }</p> },
        HelpBlock::List(items) => html! {
            <ul>{ for items.iter().map(|item| html! { <li>{ item.prose() }</li> }) }</ul>
        },
        HelpBlock::Diagram(Diagram::TwoRow(diagram)) => mini_board(diagram),
        HelpBlock::Diagram(Diagram::Grid(diagram)) => mini_grid(diagram),
        HelpBlock::Diagram(Diagram::Square(diagram)) => mini_square(diagram),
    }
}

/// How the coach judges each move in a review (issue 25): its verdicts' thresholds, one
/// table for every game, written from the verdicts' losses (`Verdict::losses`).
fn coach_help(game: GameId) -> Html {
    let how = match game {
        GameId::Kalah => msg::RulesCoachHowKalah.prose(),
        GameId::Calcala => msg::RulesCoachHowCalcala.prose(),
        _ => msg::RulesCoachHowSearch.prose(),
    };
    // What the game's margin counts, in the words of its rules: "stones" or "points", a
    // key the messages select on.
    let unit = game.margin_unit();
    html! {
        <section class="coach-help">
            <h2>{ msg::RulesCoachHeading.text() }</h2>
            <p>{ msg::RulesCoachJudging { unit, how: &how }.prose() }</p>
            <table>
                <thead>
                    <tr>
                        <th scope="col">{ msg::RulesCoachVerdictColumn.text() }</th>
                        <th scope="col">{ msg::RulesCoachSignColumn.text() }</th>
                        <th scope="col">{ msg::RulesCoachLossColumn { unit }.text() }</th>
                    </tr>
                </thead>
                <tbody>
                    { for Verdict::ALL.into_iter().map(|verdict| {
                        let id = verdict.as_str();
                        let (low, high) = verdict.losses();
                        let threshold = msg::RulesCoachThreshold {
                            verdict: id,
                            unit,
                            low: low.into(),
                            high: high.unwrap_or(low).into(),
                        };
                        html! {
                            <tr data-verdict={id}>
                                <th scope="row">{ super::coach::verdict_name(id) }</th>
                                <td>{ super::coach::verdict_sign(id) }</td>
                                <td>{ threshold.text() }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </section>
    }
}
