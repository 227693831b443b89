//! Roocala's board kind, for both boards: the board with its checkers and rooks, points for
//! both players, and the moves that start at a tapped cell, each with where it would go.

pub mod board;
pub mod diagram;
mod layout;

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::roocala::{
    player_name, replay_frames, words, Action, CellId, Geometry, RoocalaCounts, RoocalaFrame,
    RoocalaMove, RoocalaPosition, RoocalaReport, RoocalaStep,
};
use crate::games::{GameId, Position, RuleOptions, Side};
use crate::i18n::msg;
use crate::ui::game_screen::{BoardContext, ScreenBoard};
use crate::ui::motion::Motion;
use crate::ui::options_page::{choice_group, GroupKind};
use crate::ui::screen::command::Command;
use crate::ui::screen::session::Session;
use crate::ui::screen::state::{ScreenGame, ScreenState, Tally};
use crate::ui::screen_parts::{board_footer, game_page_class, thinking_text, topbar};
use crate::ui::sound::{self, Sound};

impl ScreenGame for RoocalaPosition {
    const ANIMATED: bool = true;

    fn player_name(side: Side) -> String {
        player_name(side)
    }

    fn move_name(&self, m: RoocalaMove) -> String {
        words::move_name(self.geometry(), m.action)
    }

    fn tally(report: &RoocalaReport) -> Tally {
        Tally {
            captured: RoocalaStep::checkers_captured(&report.steps),
            rooks: RoocalaStep::rooks_captured(&report.steps),
            ..Tally::default()
        }
    }
}

/// A move offered from the chosen cell, with where it would go.
#[derive(Clone, Debug, PartialEq)]
struct Offer {
    /// The move, in notation.
    notation: String,
    /// The move in words, for its button.
    label: String,
    /// The cells it drops checkers on, in order.
    drops: Vec<CellId>,
    /// Where a rook ends up.
    rook_to: Option<CellId>,
    /// What it would capture, in words.
    gain: String,
}

/// The cells a move's steps dropped checkers on, in order.
fn drops_of(steps: &[RoocalaStep]) -> Vec<CellId> {
    steps
        .iter()
        .filter_map(|s| match *s {
            RoocalaStep::Drop(c) => Some(c),
            _ => None,
        })
        .collect()
}

fn start_of(action: Action) -> CellId {
    match action {
        Action::Sow { from, .. } | Action::Rook { from, .. } => from,
    }
}

/// The counts before the last move, and the frames of its animation.
fn frames(state: &ScreenState<RoocalaPosition>) -> Option<(RoocalaCounts, Vec<RoocalaFrame>)> {
    let report = state.game.last_report()?;
    let before = state.game.previous_position()?.counts();
    let frames = replay_frames(&before, report.mover, &report.steps).unwrap_or_default();
    Some((before, frames))
}

/// The square or the hexagonal board, with both players' points beside it and the moves
/// from the chosen cell.
impl ScreenBoard for RoocalaPosition {
    fn frames(state: &ScreenState<Self>) -> usize {
        frames(state).map_or(0, |(_, frames)| frames.len())
    }

    /// A rook from one cell to another slides there; checkers carried off fly to their
    /// player's points.
    fn motion(state: &ScreenState<Self>, index: usize) -> Option<Motion> {
        let (before, frames) = frames(state)?;
        let f = frames.get(index)?;
        let earlier = match index {
            0 => &before,
            i => &frames.get(i - 1)?.counts,
        };
        let g = state.game.position().geometry();
        let cell = |c: CellId| format!("[data-cell=\"{}\"]", g.name(c));
        if let Some((from, to)) = rook_moved(earlier, &f.counts) {
            return Some(Motion::Slide {
                from: cell(from),
                to: cell(to),
            });
        }
        let (stones, taker) = f.carried_off?;
        Some(Motion::Fly {
            from: cell(f.at),
            to: format!(".pile[data-side=\"{}\"] .pile-count", taker.as_str()),
            stones,
        })
    }

    fn sound(state: &ScreenState<Self>, frame: usize) -> Option<Sound> {
        let (_, frames) = frames(state)?;
        sound::of_frame(&frames, frame, |counts, &cell| {
            counts.checkers[usize::from(cell)]
        })
    }

    fn board_page(state: &ScreenState<Self>, context: &BoardContext) -> Html {
        board_page_of(state, context)
    }

    fn more_options(state: &ScreenState<Self>, context: &BoardContext) -> Html {
        board_choice(state.game.rules().game(), &context.on_open)
    }
}

fn board_page_of(state: &ScreenState<RoocalaPosition>, context: &BoardContext) -> Html {
    let kind = *state.game.rules();
    let game = kind.game();
    // The cell chosen and the offer held are the screen state's.
    let selected = state.screen.selected;
    let frame = context
        .shown
        .and_then(|(i, _)| frames(state)?.1.into_iter().nth(i));
    let frame_ms = context.shown.map_or(0, |(_, ms)| ms);

    let shown = state.shown();
    let position = shown.position;
    let moves = position.legal_moves();
    let offered: Vec<RoocalaMove> = selected
        .map(|from| {
            moves
                .iter()
                .copied()
                .filter(|m| start_of(m.action) == from)
                .collect()
        })
        .unwrap_or_default();
    let g = position.geometry();
    let offers = offered
        .iter()
        .filter_map(|&m| {
            let (_, report) = position.play(m).ok()?;
            Some(Offer {
                notation: m.to_string(),
                label: words::move_label(g, m.action),
                drops: drops_of(&report.steps),
                rook_to: report.steps.iter().find_map(|s| match *s {
                    RoocalaStep::RookMoved { to, .. } => Some(to),
                    _ => None,
                }),
                gain: words::gain(&report.steps),
            })
        })
        .collect();
    let last = shown.last;
    let playing = frame.is_some();
    let outcome = position.outcome();
    let to_win = position.points_to_win();
    let settled = outcome
        .is_some()
        .then(|| frames(state)?.1.pop().map(|f| f.counts))
        .flatten();
    let page = RoocalaPage {
        game,
        geometry: g,
        cells: (0..g.len() as CellId)
            .map(|c| (position.checkers(c), position.rook(c)))
            .collect(),
        starts: match state.human_to_move() {
            true => moves.iter().map(|m| start_of(m.action)).collect(),
            false => Vec::new(),
        },
        hint: state
            .hint_move()
            .map(|m| (start_of(m.action), m.to_string())),
        played: state.played_next().map(|m| start_of(m.action)),
        thinking: state.computer_to_move().is_some(),
        selected,
        pressed: state.screen.pressed.map(usize::from),
        offers,
        last_from: last.map(|r| start_of(r.played.action)),
        last_drops: last.map(|r| drops_of(&r.steps)).unwrap_or_default(),
        last_taken: last
            .map(|r| {
                r.steps
                    .iter()
                    .filter_map(|s| match *s {
                        RoocalaStep::CheckersCaptured { cell, .. }
                        | RoocalaStep::RookCaptured { cell, .. } => Some(cell),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default(),
        points: Side::ALL.map(|side| position.points(side)),
        to_move: match (last, playing) {
            (Some(r), true) => Some(r.mover),
            _ => outcome.is_none().then(|| position.to_move()),
        },
        to_win,
        // While a move plays, the status says who moves from where, and the mover keeps the
        // turn until the pieces settle; what the move did is said at its end.
        happened: match (last, playing) {
            (Some(r), true) => msg::BoardRoocalaMoving {
                player: &player_name(r.mover),
                cell: g.name(start_of(r.played.action)),
            }
            .text(),
            (Some(r), false) => words::describe(g, r.mover, r.played.action, &r.steps),
            (None, _) => msg::BoardRoocalaStart.text(),
        },
        turn: match (outcome, state.computer_to_move()) {
            (Some(o), _) => words::end_text(o, to_win),
            (None, Some(level)) => thinking_text(&player_name(position.to_move()), level),
            (None, None) if selected.is_some() => msg::BoardRoocalaChooseMove {
                player: &player_name(position.to_move()),
            }
            .text(),
            (None, None) => msg::BoardRoocalaToMove {
                player: &player_name(position.to_move()),
            }
            .text(),
        },
        session: state.session(),
        ply: shown.ply,
        frame,
        frame_ms,
        settled,
    };

    let on_offer = context.on.reform(|i: usize| Command::Choose(i as u8));
    let on_press = context
        .on
        .reform(|i: Option<usize>| Command::Press(i.map(|i| i as u8)));
    board_page(&page, context, on_offer, on_press)
}

/// The rook that went from one cell to another between two moments of a move, if one did
/// (a rook's move, or a rook riding a sowing to its end), by those cells.
fn rook_moved(before: &RoocalaCounts, after: &RoocalaCounts) -> Option<(CellId, CellId)> {
    let cells = || (0..before.rooks.len()).filter_map(|i| CellId::try_from(i).ok());
    let to = cells().find(|&c| {
        let i = usize::from(c);
        after.rooks[i].is_some() && after.rooks[i] != before.rooks[i]
    })?;
    let rook = after.rooks[usize::from(to)];
    let from = cells().find(|&c| {
        let i = usize::from(c);
        before.rooks[i] == rook && after.rooks[i] != rook
    })?;
    Some((from, to))
}

/// The options page's choice of board, which opens the other board's game.
fn board_choice(game: GameId, on_open: &Callback<GameId>) -> Html {
    choice_group(
        GroupKind::Option("board"),
        &msg::BoardChoice.text(),
        "board",
        [
            (
                GameId::RoocalaSquare,
                "square",
                msg::BoardChoiceSquare.text(),
            ),
            (GameId::RoocalaHex, "hex", msg::BoardChoiceHex.text()),
        ]
        .into_iter()
        .map(|(id, value, label)| {
            (
                value,
                label.to_owned(),
                id == game,
                on_open.reform(move |_| id),
            )
        })
        .collect(),
        Some(msg::BoardChoiceHint.text()),
    )
}

/// Everything the board page shows, read from a game on either board.
struct RoocalaPage<'a> {
    game: GameId,
    geometry: &'static Geometry,
    /// Each cell's checkers and rook.
    cells: Vec<(u8, Option<Side>)>,
    /// The moment of a move being animated, drawn instead of `cells` and `points` (which
    /// the test hooks keep showing).
    frame: Option<RoocalaFrame>,
    /// How long the frame stays, in milliseconds.
    frame_ms: u32,
    /// Once the game is over, the counts after the end's sweep (the final points), drawn
    /// instead of `cells` and `points` as a frame is.
    settled: Option<RoocalaCounts>,
    /// The cells where a legal move of a person to move starts.
    starts: Vec<CellId>,
    /// A hint: the cell its move starts on, and the move in notation.
    hint: Option<(CellId, String)>,
    /// In a review, the cell the move played from the moment shown starts on, when it was
    /// not the best.
    played: Option<CellId>,
    /// The computer is thinking for the side to move.
    thinking: bool,
    selected: Option<CellId>,
    /// The offer being pressed, whose path is drawn.
    pressed: Option<usize>,
    offers: Vec<Offer>,
    last_from: Option<CellId>,
    last_drops: Vec<CellId>,
    last_taken: Vec<CellId>,
    points: [u8; 2],
    /// The side to move, or `None` once the game is over.
    to_move: Option<Side>,
    to_win: u32,
    happened: String,
    turn: String,
    session: &'a dyn Session,
    ply: usize,
}

fn board_page(
    page: &RoocalaPage,
    context: &BoardContext,
    on_offer: Callback<usize>,
    on_press: Callback<Option<usize>>,
) -> Html {
    let BoardContext { on, on_home, .. } = context;
    let class = game_page_class("roocala-page", page.to_move.map(Side::as_str), page.session);
    let shown_path = page.pressed.and_then(|i| page.offers.get(i));
    let drawn = page
        .frame
        .as_ref()
        .map(|f| &f.counts)
        .or(page.settled.as_ref());
    let offer_ends: Vec<Option<CellId>> = (page.offers.iter())
        .map(|offer| offer.rook_to.or(offer.drops.last().copied()))
        .collect();
    let drawing = board::Board {
        geometry: page.geometry,
        cells: &page.cells,
        drawn,
        frame: page.frame.as_ref(),
        frame_ms: page.frame_ms,
        starts: &page.starts,
        selected: page.selected,
        last_from: page.last_from,
        last_drops: &page.last_drops,
        last_taken: &page.last_taken,
        hint: page.hint.as_ref().map(|h| h.0),
        played: page.played,
        path: page
            .selected
            .zip(shown_path)
            .map(|(from, offer)| (from, &offer.drops[..], offer.rook_to)),
        offer_ends: &offer_ends,
        on_spot: context.on_spot.clone(),
        keys: true,
    };
    let points = page.points.map(u32::from);
    let shown_points = drawn.map_or(points, |counts| {
        Side::ALL.map(|side| u32::from(counts.points[side]))
    });

    html! {
        <main {class}
              data-game={page.game.as_str()} data-ply={page.ply.to_string()}>
            { topbar(page.game, on_home, on) }
            <div class="calcala-body">
                <div class="grid-wrap">
                    <div class="grid-square">
                        { board::board(&drawing) }
                    </div>
                </div>
                <aside class="calcala-side">
                    { board::piles(points, shown_points, page.to_move,
                                   page.thinking && page.frame.is_none()) }
                    <p class="to-win">{ msg::BoardPointsWin { points: page.to_win.into() }.text() }</p>
                    if !page.offers.is_empty() {
                        <div class="offers" aria-label={msg::BoardOffers.text()}>
                            { for page.offers.iter().enumerate().map(|(i, offer)| {
                                let press = on_press.clone();
                                let release = on_press.clone();
                                let on_offer = on_offer.clone();
                                html! {
                                    <button class={class_list(&["offer", class_if(page.pressed == Some(i), "pressed"),
                                                                class_if(page.hint.as_ref().map(|h| &h.1) == Some(&offer.notation), "hint")])}
                                            data-move={offer.notation.clone()}
                                            onpointerdown={move |_| press.emit(Some(i))}
                                            onpointerleave={move |_| release.emit(None)}
                                            onclick={move |_| on_offer.emit(i)}>
                                        <span class="offer-number">{ i + 1 }</span>
                                        <span class="offer-label">{ offer.label.clone() }</span>
                                        <span class="offer-notation">{ offer.notation.clone() }</span>
                                        if !offer.gain.is_empty() { <span class="offer-gain">{ offer.gain.clone() }</span> }
                                    </button>
                                }
                            }) }
                        </div>
                    }
                    { board_footer(page.session, &page.happened, &page.turn, on) }
                </aside>
            </div>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::roocala::BoardKind;
    use crate::games::Side;

    #[test]
    fn a_rook_that_changed_cells_is_found_by_its_cells() {
        let g = Geometry::of(BoardKind::Square);
        let cell = |name| g.cell(name).unwrap();
        let before = RoocalaPosition::new(BoardKind::Square).counts();
        assert_eq!(before.rooks[usize::from(cell("e2"))], Some(Side::South));
        let mut after = before;
        after.rooks[usize::from(cell("e2"))] = None;
        after.rooks[usize::from(cell("f2"))] = Some(Side::South);
        assert_eq!(rook_moved(&before, &after), Some((cell("e2"), cell("f2"))));
        // A frame that moves no rook (a checker sown, a rook captured) slides nothing.
        assert_eq!(rook_moved(&before, &before), None);
        let mut captured = before;
        captured.rooks[usize::from(cell("e2"))] = None;
        assert_eq!(rook_moved(&before, &captured), None);
    }
}
