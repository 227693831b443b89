//! The analysis board (issue 51): a position of any game on the board, beside it every
//! legal move with its worth (the margin with best play, from the mover's side), best
//! first, and the line that follows the best move, growing as the search deepens in a
//! worker (`computer::explore`: the coach's binary, with Kalah's solver). A tap on a move
//! plays it: the moves walked from the position opened are a branch, shown as a
//! breadcrumb, and Undo or a step of the breadcrumb goes back. Records go in and out as
//! text (`record`).
//!
//! It is its own page, `analysis/#/<record>` (`src/app_analysis.rs`, a build of the app
//! with every game and this screen alone), so that no game's page carries its code. The
//! state ([`AnalysisState`]) is plain data reduced by a pure function (tested natively);
//! the component's effects ask the worker anew for each position, stop the last request,
//! and end the worker when the screen goes.

mod action;
pub mod editor;
mod moves;
pub mod record;

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::computer::explore::Explored;
use crate::games::two_row::{Pit, TouchedPits, TwoRowWords};
use crate::games::{Game, GameId, GameRecord, Player, Position, Side};
use crate::i18n::{deferred, msg, Lang, Said};
use crate::ui::language::{self, use_language, LanguageRoot};
use crate::ui::orientation::{use_orientation, Orientation};
use crate::ui::screen::state::ScreenGame;

pub use action::{Action, EditAction, Format};
use editor::Edit;

/// How long the worker explores a position, in milliseconds: each depth's answer shows as
/// it comes, so the list fills at once and settles within this.
const EXPLORE_MILLIS: u32 = 4_000;

/// What the analysis screen shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AnalysisState {
    /// The game and position analysed; `None` shows the choice of a game.
    pub opened: Option<Opened>,
    /// Why the last link or paste was not opened (the board is left as it was).
    pub notice: Option<Said>,
    /// The record box's format.
    pub format: Option<Format>,
}

/// A game opened on the analysis board.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    pub game: GameId,
    /// The record opened: its start and its moves.
    pub base: GameRecord,
    /// The moves walked from it, in notation: a branch.
    pub walked: Vec<String>,
    /// The worker's last answer for the position now.
    pub explored: Option<Explored>,
    /// The position editor, while it is open.
    pub editing: Option<Edit>,
}

impl Opened {
    /// The record of the position now: the one opened and the moves walked.
    pub fn record(&self) -> GameRecord {
        let mut record = self.base.clone();
        record.moves.extend(self.walked.iter().cloned());
        record
    }
}

impl AnalysisState {
    /// The state for the address's fragment (`#/kalah?moves=3`): the game it names, or the
    /// game choice with the reason when it names none.
    pub fn from_fragment(fragment: &str) -> AnalysisState {
        let text = fragment.trim_start_matches('#').trim_start_matches('/');
        if text.is_empty() {
            return AnalysisState::default();
        }
        deferred(|| AnalysisState::default().reduce_with(Action::Open(text.to_owned())))
    }

    /// The state after `action`: a pure function.
    pub fn reduce_with(mut self, action: Action) -> AnalysisState {
        match action {
            Action::Open(text) => match open(&text) {
                Ok(opened) => {
                    self.opened = Some(opened);
                    self.notice = None;
                }
                Err(why) => self.notice = Some(why.into()),
            },
            Action::Paste(text) => {
                let current = self.opened.as_ref().map_or(GameId::Kalah, |o| o.game);
                match record::read_any(&text, current).and_then(opened_of) {
                    Ok(opened) => {
                        self.opened = Some(opened);
                        self.notice = None;
                    }
                    Err(why) => self.notice = Some(why.into()),
                }
            }
            Action::Play(m) => {
                if let Some(opened) = self.opened.as_mut() {
                    let mut record = opened.record();
                    record.moves.push(m.clone());
                    match record::checked(opened.game, record) {
                        Ok(_) => {
                            opened.walked.push(m);
                            opened.explored = None;
                            self.notice = None;
                        }
                        Err(why) => self.notice = Some(why.into()),
                    }
                }
            }
            Action::Undo => {
                if let Some(opened) = self.opened.as_mut() {
                    if opened.walked.pop().is_some() {
                        opened.explored = None;
                    }
                }
            }
            Action::Back(n) => {
                if let Some(opened) = self.opened.as_mut() {
                    if n < opened.walked.len() {
                        opened.walked.truncate(n);
                        opened.explored = None;
                    }
                }
            }
            Action::Explored(record, answer) => {
                if let Some(opened) = self.opened.as_mut() {
                    // An answer for another position than the one shown is dropped.
                    if opened.record().to_text() == record {
                        opened.explored = Some(answer);
                    }
                }
            }
            Action::ShowRecord(format) => self.format = format,
            Action::EditBegin => {
                if let Some(opened) = self.opened.as_mut() {
                    opened.editing = begin_edit(opened);
                }
            }
            Action::Edit(change) => {
                if let Some(opened) = self.opened.as_mut() {
                    opened.editing = opened.editing.take().map(|e| e.reduce_with(change));
                }
            }
            Action::EditDone => {
                if let Some(opened) = self.opened.as_mut() {
                    if let Some(edit) = opened.editing.as_mut() {
                        match set_up(opened.game, &opened.base, edit) {
                            Ok(base) => {
                                *opened = Opened {
                                    game: opened.game,
                                    base,
                                    walked: Vec::new(),
                                    explored: None,
                                    editing: None,
                                };
                            }
                            Err(why) => edit.refusal = Some(why.into()),
                        }
                    }
                }
            }
            Action::EditCancel => {
                if let Some(opened) = self.opened.as_mut() {
                    opened.editing = None;
                }
            }
        }
        self
    }
}

/// An edit of the position `opened` shows.
fn begin_edit(opened: &Opened) -> Option<Edit> {
    crate::with_position!(opened.game, P => {
        let game = Game::<P>::from_record(&opened.record()).ok()?;
        let start = P::new(*game.rules()).setup();
        Some(Edit::new(game.position().setup(), start, game.position().players()))
    })
}

/// The record of the position `edit` holds under the rules of `base`, or why the rules
/// cannot reach it.
fn set_up(game: GameId, base: &GameRecord, edit: &Edit) -> Result<GameRecord, String> {
    crate::with_position!(game, P => {
        let rules = *Game::<P>::from_record(base).map_err(|e| e.to_string())?.rules();
        match P::set_up(rules, &edit.setup) {
            Ok(position) => Ok(Game::from_position(position).to_link_record()),
            Err(why) => Err(msg::AnalysisNotAPosition {
                game: &game.title(),
                why: &why.to_string(),
            }
            .text()),
        }
    })
}

/// The game a record's text or link names, checked: every option and move.
fn open(text: &str) -> Result<Opened, String> {
    let record = GameRecord::from_link(text).map_err(|e| {
        msg::AnalysisAddressRefused {
            why: &e.to_string(),
        }
        .text()
    })?;
    opened_of(record)
}

fn opened_of(record: GameRecord) -> Result<Opened, String> {
    let game: GameId = record.game.parse().map_err(|e| format!("{e}"))?;
    let base = record::checked(game, record)?;
    Ok(Opened {
        game,
        base,
        walked: Vec::new(),
        explored: None,
        editing: None,
    })
}

impl Reducible for AnalysisState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<AnalysisState> {
        Rc::new(deferred(|| (*self).clone().reduce_with(action)))
    }
}

/// How a position type's board is drawn on the analysis board: still (no animation, no
/// last move), the moves' taps going to `on_play` where the board has them.
pub trait AnalysisBoard: ScreenGame {
    /// The board of `game`'s position.
    fn analysis_board(
        game: &Game<Self>,
        orientation: Orientation,
        on_play: &Callback<String>,
    ) -> Html;

    /// What the side panel shows of the position besides the moves (Roocala's points).
    fn analysis_side(game: &Game<Self>) -> Html {
        let _ = game;
        Html::default()
    }

    /// The board of an edit in progress, a tap on a pit selecting it (`on_select` hears its
    /// name, `S3`), where the board can draw parts not yet checked; nothing else.
    fn editing_board(edit: &Edit, orientation: Orientation, on_select: &Callback<String>) -> Html {
        let _ = (edit, orientation, on_select);
        Html::default()
    }
}

/// The two rows: the game screen's board drawing, a tap on a playable house playing it.
impl<G: TwoRowWords + ScreenGame + Position<Move = crate::games::two_row::HouseMove>> AnalysisBoard
    for G
{
    fn analysis_board(
        game: &Game<Self>,
        orientation: Orientation,
        on_play: &Callback<String>,
    ) -> Html {
        let position = game.position();
        let houses = position.board().houses_per_side();
        let over = position.outcome().is_some();
        let legal: Vec<Pit> = crate::games::Side::ALL
            .into_iter()
            .flat_map(|side| (1..=houses).map(move |n| Pit::House(side, n)))
            .filter(|&pit| !over && position.move_at(pit).is_ok())
            .collect();
        let moves: Vec<(String, String)> = legal
            .iter()
            .filter_map(|&pit| {
                position
                    .move_at(pit)
                    .ok()
                    .map(|m| (pit.to_string(), m.to_string()))
            })
            .collect();
        let on_play = on_play.clone();
        let on_tap = Callback::from(move |spot: Option<String>| {
            if let Some((_, m)) = spot.and_then(|s| moves.iter().find(|(p, _)| *p == s).cloned()) {
                on_play.emit(m);
            }
        });
        crate::ui::two_row::board_view(&crate::ui::two_row::BoardView {
            board: position.board(),
            settled: None,
            stores: true,
            legal: &legal,
            to_move: (!over).then(|| position.to_move()),
            touched: &TouchedPits::default(),
            hint: None,
            played: None,
            orientation,
            words: G::WORDS,
            frame: None,
            frame_ms: 0,
            on_tap,
        })
    }

    fn editing_board(edit: &Edit, orientation: Orientation, on_select: &Callback<String>) -> Html {
        let crate::games::SetupBoard::TwoRows { houses, stores } = &edit.setup.board else {
            return Html::default();
        };
        let h = houses.south.len() as u8;
        let mut board = crate::games::two_row::Board::new(h, 0);
        let seeds = |n: u32| n.min(u32::from(u8::MAX)) as u8;
        for (side, row) in [(Side::South, &houses.south), (Side::North, &houses.north)] {
            for (i, &n) in row.iter().enumerate() {
                board.add(board.house_index(side, i as u8 + 1), seeds(n));
            }
        }
        board.add(board.store_index(Side::South), seeds(stores.south));
        board.add(board.store_index(Side::North), seeds(stores.north));
        let pits: Vec<Pit> = (0..board.len()).map(|i| board.pit(i)).collect();
        let selected = edit.selected.and_then(|i| {
            editor::slots(&edit.setup)
                .get(i)
                .and_then(|s| s.pit.clone())
        });
        let hint = pits
            .iter()
            .copied()
            .find(|p| Some(p.to_string()) == selected);
        let on_select = on_select.clone();
        crate::ui::two_row::board_view(&crate::ui::two_row::BoardView {
            board: &board,
            settled: None,
            stores: true,
            legal: &pits,
            to_move: <Side as Player>::from_index(edit.setup.to_move),
            touched: &TouchedPits::default(),
            hint,
            played: None,
            orientation,
            words: G::WORDS,
            frame: None,
            frame_ms: 0,
            on_tap: Callback::from(move |spot: Option<String>| {
                if let Some(spot) = spot {
                    on_select.emit(spot);
                }
            }),
        })
    }
}

/// Calcala's grid, still: its moves are played from the list.
impl AnalysisBoard for crate::games::calcala::CalcalaPosition {
    fn analysis_board(game: &Game<Self>, _: Orientation, _: &Callback<String>) -> Html {
        crate::ui::calcala::board::grid(&crate::ui::calcala::board::Grid {
            position: game.position(),
            selected: None,
            pressed: None,
            last: None,
            human: false,
            hint: None,
            played: None,
            frame: None,
            frame_ms: 0,
            on_pit: Callback::noop(),
            on_arrow: Callback::noop(),
            on_press: Callback::noop(),
            on_background: Callback::noop(),
        })
    }
    /// The pits as edited, a tap on one selecting it.
    fn editing_board(edit: &Edit, _: Orientation, on_select: &Callback<String>) -> Html {
        let crate::games::SetupBoard::Grid { pits, .. } = &edit.setup.board else {
            return Html::default();
        };
        let counts: Vec<u8> = pits
            .iter()
            .map(|&n| n.min(u32::from(u8::MAX)) as u8)
            .collect();
        let selected = edit
            .selected
            .and_then(|i| {
                editor::slots(&edit.setup)
                    .get(i)
                    .and_then(|s| s.pit.clone())
            })
            .and_then(|pit| pit.parse().ok());
        let on_select = on_select.clone();
        crate::ui::calcala::board::counts_grid(
            &counts,
            selected,
            Callback::from(move |cell: crate::games::calcala::Cell| {
                on_select.emit(cell.to_string())
            }),
        )
    }
}

/// Roocala's board, still, with both players' points: its moves are played from the list.
impl AnalysisBoard for crate::games::roocala::RoocalaPosition {
    fn analysis_board(game: &Game<Self>, _: Orientation, _: &Callback<String>) -> Html {
        let position = game.position();
        let geometry = position.geometry();
        let cells: Vec<(u8, Option<Side>)> = (0..geometry.len())
            .filter_map(|c| u8::try_from(c).ok())
            .map(|c| (position.checkers(c), position.rook(c)))
            .collect();
        roocala_board(geometry, &cells, None, None)
    }

    /// Both players' points.
    fn analysis_side(game: &Game<Self>) -> Html {
        let position = game.position();
        let points = Side::ALL.map(|side| u32::from(position.points(side)));
        let to_move = position.outcome().is_none().then(|| position.to_move());
        crate::ui::roocala::board::piles(points, points, to_move, false)
    }

    /// The cells as edited, a tap on one selecting it.
    fn editing_board(edit: &Edit, _: Orientation, on_select: &Callback<String>) -> Html {
        let crate::games::SetupBoard::Cells { cells, .. } = &edit.setup.board else {
            return Html::default();
        };
        let Some(geometry) = editor::cells_geometry(cells.len()) else {
            return Html::default();
        };
        let few = |n: u32| n.min(u32::from(u8::MAX)) as u8;
        let drawn: Vec<(u8, Option<Side>)> =
            cells.iter().map(|c| (few(c.checkers), c.rook)).collect();
        let selected = edit
            .selected
            .filter(|&i| i < cells.len())
            .and_then(|i| u8::try_from(i).ok());
        let on_select = on_select.clone();
        roocala_board(
            geometry,
            &drawn,
            selected,
            Some(Callback::from(move |spot: Option<String>| {
                if let Some(spot) = spot {
                    on_select.emit(spot);
                }
            })),
        )
    }
}

/// Roocala's board drawn from its cells, still or (with `on_spot`) for the editor's taps.
fn roocala_board(
    geometry: &'static crate::games::roocala::Geometry,
    cells: &[(u8, Option<Side>)],
    selected: Option<u8>,
    on_spot: Option<Callback<Option<String>>>,
) -> Html {
    crate::ui::roocala::board::board(&crate::ui::roocala::board::Board {
        geometry,
        cells,
        drawn: None,
        frame: None,
        frame_ms: 0,
        starts: &[],
        selected,
        last_from: None,
        last_drops: &[],
        last_taken: &[],
        hint: None,
        played: None,
        path: None,
        offer_ends: &[],
        keys: on_spot.is_some(),
        on_spot: on_spot.unwrap_or_default(),
    })
}

/// Mounts the analysis screen in the page's #app.
pub fn start() {
    language::start(|lang| {
        let props = AnalysisPageProps { lang };
        match gloo::utils::document().get_element_by_id("app") {
            Some(root) => yew::Renderer::<AnalysisPage>::with_root_and_props(root, props).render(),
            None => yew::Renderer::<AnalysisPage>::with_props(props).render(),
        };
    });
}

/// What the analysis page is started with.
#[derive(Properties, PartialEq)]
pub struct AnalysisPageProps {
    /// The language installed before the page was drawn.
    pub lang: Lang,
}

/// The analysis page, in the player's language.
#[component]
pub fn AnalysisPage(props: &AnalysisPageProps) -> Html {
    html! { <LanguageRoot lang={props.lang}><Analysis/></LanguageRoot> }
}

fn fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// The analysis screen.
#[component]
pub fn Analysis() -> Html {
    // Drawn again in a language the player chooses.
    let _ = use_language();
    let state = use_reducer(|| AnalysisState::from_fragment(&fragment()));
    let orientation = use_orientation();
    // A new address (a link followed, Back) opens its record.
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                let text = fragment();
                let text = text.trim_start_matches('#').trim_start_matches('/');
                if !text.is_empty() {
                    dispatch.dispatch(Action::Open(text.to_owned()));
                }
            });
            // Leaving the page ends the worker.
            move || {
                drop(listener);
                crate::computer::end_exploring();
            }
        });
    }
    // The position now: asked of the worker anew, the last request stopped when it changes.
    // While the position is edited nothing is asked: the worker rests until Done or Cancel.
    let record = (state.opened.as_ref())
        .filter(|o| o.editing.is_none())
        .map(|o| o.record().to_text());
    {
        let dispatch = state.dispatcher();
        use_effect_with(record.clone(), move |record| {
            let exploring = record.clone().map(|text| {
                // The address says what is shown, for a reload or a bookmark.
                let _ = gloo::utils::history().replace_state_with_url(
                    &wasm_bindgen::JsValue::NULL,
                    "",
                    Some(&format!("#/{text}")),
                );
                let asked = text.clone();
                crate::computer::explore(
                    text,
                    EXPLORE_MILLIS,
                    Callback::from(move |answer| {
                        dispatch.dispatch(Action::Explored(asked.clone(), answer))
                    }),
                )
            });
            move || drop(exploring)
        });
    }
    {
        use_effect_with((), |_| {
            gloo::utils::document().set_title(&msg::AnalysisPageTitle.text());
        });
    }
    let dispatch = state.dispatcher();
    let on = Callback::from(move |action: Action| dispatch.dispatch(action));
    match &state.opened {
        None => game_choice(state.notice.as_ref().map(Said::text), &on),
        Some(opened) => {
            crate::with_position!(opened.game, P => view::<P>(&state, opened, orientation, &on))
        }
    }
}

/// The choice of a game, when the address names none.
fn game_choice(notice: Option<String>, on: &Callback<Action>) -> Html {
    html! {
        <main class="analysis-page analysis-choice">
            <header class="analysis-top">
                <a class="button" href="./">{ msg::AnalysisBackToGames.text() }</a>
                <h1>{ msg::AnalysisHeading.text() }</h1>
            </header>
            if let Some(notice) = notice {
                <p class="analysis-notice" role="alert">{ notice }</p>
            }
            <p>{ msg::AnalysisChooseGame.text() }</p>
            <ul class="analysis-games">
                { for GameId::ALL.into_iter().map(|game| {
                    let on = on.clone();
                    let onclick = Callback::from(move |_| on.emit(Action::Open(game.as_str().to_owned())));
                    html! {
                        <li><button class="button" data-game={game.as_str()} {onclick}>{ game.title() }</button></li>
                    }
                }) }
            </ul>
            { record::paste_box(on) }
        </main>
    }
}

/// The analysis board of a game of position type `P`.
fn view<P: AnalysisBoard>(
    state: &AnalysisState,
    opened: &Opened,
    orientation: Orientation,
    on: &Callback<Action>,
) -> Html {
    let record = opened.record();
    // Every record held was checked when it was opened or walked.
    let Ok(game) = Game::<P>::from_record(&record) else {
        return game_choice(Some(msg::AnalysisCannotOpen.text()), on);
    };
    let position = game.position();
    let mover = P::player_name(position.to_move());
    let over = position.outcome().is_some();
    let on_play = {
        let on = on.clone();
        Callback::from(move |m: String| on.emit(Action::Play(m)))
    };
    let status = match over {
        true => msg::AnalysisGameOver.text(),
        false => msg::AnalysisToMove { mover: &mover }.text(),
    };
    let link = game.to_link_record().to_text();
    let play_from_here = {
        let mut start = GameRecord {
            game: record.game.clone(),
            options: game.to_link_record().options,
            position: Some(crate::games::formats::position_text(position)),
            moves: Vec::new(),
        };
        if game.starts_at_the_start() && game.moves_played() == 0 {
            start.position = None;
        }
        format!("{}/#/{}", opened.game.as_str(), start.to_text())
    };
    let undo = {
        let on = on.clone();
        Callback::from(move |_| on.emit(Action::Undo))
    };
    let players = position.players();
    let edit_begin = {
        let on = on.clone();
        Callback::from(move |_| on.emit(Action::EditBegin))
    };
    let names: Vec<String> = (0..players)
        .filter_map(|seat| <P::Player as Player>::from_index(seat).map(P::player_name))
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let on_select = |edit: &Edit| {
        let (on, slots) = (on.clone(), editor::slots(&edit.setup));
        Callback::from(move |pit: String| {
            if let Some(i) = slots
                .iter()
                .position(|s| s.pit.as_deref() == Some(pit.as_str()))
            {
                on.emit(Action::Edit(EditAction::Select(i)));
            }
        })
    };
    html! {
        <main class="analysis-page" data-game={opened.game.as_str()}
              data-to-move={position.to_move().as_str()} data-analysed={link.clone()}>
            <header class="analysis-top">
                <a class="button" href={format!("{}/", opened.game.as_str())}>
                    { msg::AnalysisBackToGame { game: &opened.game.title() }.text() }
                </a>
                <h1>{ msg::AnalysisGameHeading { game: &opened.game.title() }.text() }</h1>
            </header>
            if let Some(notice) = &state.notice {
                <p class="analysis-notice" role="alert">{ notice.text() }</p>
            }
            <div class="analysis-body">
                <div class="analysis-board">
                    if let Some(edit) = &opened.editing {
                        { P::editing_board(edit, orientation, &on_select(edit)) }
                    } else {
                        { P::analysis_board(&game, orientation, &on_play) }
                    }
                </div>
                if let Some(edit) = &opened.editing {
                    <section class="analysis-side" aria-label={msg::AnalysisSideEdited.text()}>
                        { editor::editor(edit, &names, on) }
                    </section>
                } else {
                <section class="analysis-side" aria-label={msg::AnalysisSideMoves.text()}>
                    <p class="analysis-status" role="status">{ status }</p>
                    { P::analysis_side(&game) }
                    { moves::walked(&opened.walked, on) }
                    <div class="analysis-controls">
                        <button class="button" data-undo="" onclick={undo}
                                disabled={opened.walked.is_empty()}>{ msg::AnalysisUndo.text() }</button>
                        <button class="button" data-edit="" onclick={edit_begin}>{ msg::AnalysisEditPosition.text() }</button>
                        { record::record_buttons(state.format, opened.game, on) }
                        if !over {
                            <a class="button" href={play_from_here} data-play-from-here="">
                                { msg::AnalysisPlayFromHere.text() }
                            </a>
                        }
                    </div>
                    if let Some(format) = state.format {
                        { record::record_box(&game, format, on) }
                    }
                    { moves::worths(&game, opened.explored.as_ref(), players, on) }
                </section>
                }
            </div>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::explore::ExploredMove;
    use crate::search::explore::Source;

    fn answer(id: u32, done: bool) -> Explored {
        Explored {
            id,
            depth: 3,
            nodes: 100,
            millis: 5,
            done,
            moves: Ok(vec![ExploredMove {
                played: "3".to_owned(),
                score: 200,
                source: Source::Search,
                depth: 3,
                line: vec!["3".to_owned(), "1".to_owned()],
                shares: Vec::new(),
            }]),
        }
    }

    #[test]
    fn the_address_opens_its_game_or_the_choice_with_the_reason() {
        let state = AnalysisState::from_fragment("#/kalah?moves=3");
        let opened = state.opened.as_ref().unwrap();
        assert_eq!(opened.game, GameId::Kalah);
        assert_eq!(opened.record().to_text(), "kalah?moves=3");
        assert_eq!(AnalysisState::from_fragment(""), AnalysisState::default());
        let bad = AnalysisState::from_fragment("#/chess");
        assert!(bad.opened.is_none());
        assert!(bad.notice.unwrap().text().contains("chess"));
        let illegal = AnalysisState::from_fragment("#/kalah?moves=9");
        assert!(illegal.opened.is_none() && illegal.notice.is_some());
    }

    #[test]
    fn moves_walked_are_a_branch_that_undo_and_the_breadcrumb_take_back() {
        let state = AnalysisState::from_fragment("#/kalah?moves=3");
        let record = state.opened.as_ref().unwrap().record().to_text();
        let state = state.reduce_with(Action::Explored(record, answer(1, false)));
        assert!(state.opened.as_ref().unwrap().explored.is_some());
        // Kalah: 3 ends in the store, South moves again.
        let state = state.reduce_with(Action::Play("1".to_owned()));
        let opened = state.opened.as_ref().unwrap();
        assert_eq!(opened.walked, ["1"]);
        assert_eq!(opened.record().to_text(), "kalah?moves=3.1");
        assert_eq!(opened.explored, None, "the new position is asked anew");
        let state = state
            .reduce_with(Action::Play("4".to_owned()))
            .reduce_with(Action::Play("2".to_owned()));
        assert_eq!(state.opened.as_ref().unwrap().walked, ["1", "4", "2"]);
        // An illegal move changes nothing but the notice.
        let refused = state.clone().reduce_with(Action::Play("0".to_owned()));
        assert_eq!(refused.opened, state.opened);
        assert!(refused.notice.is_some());
        let state = state.reduce_with(Action::Undo);
        assert_eq!(state.opened.as_ref().unwrap().walked, ["1", "4"]);
        let state = state.reduce_with(Action::Back(0));
        let opened = state.opened.as_ref().unwrap();
        assert!(opened.walked.is_empty());
        assert_eq!(
            opened.record().to_text(),
            "kalah?moves=3",
            "back where it was opened"
        );
        // Undo at the position opened does nothing.
        assert_eq!(state.clone().reduce_with(Action::Undo), state);
    }

    #[test]
    fn an_answer_for_another_position_is_dropped() {
        let state = AnalysisState::from_fragment("#/kalah");
        let stale = state.clone().reduce_with(Action::Explored(
            "kalah?moves=3".to_owned(),
            answer(1, true),
        ));
        assert_eq!(stale, state);
        let fresh = state.reduce_with(Action::Explored("kalah".to_owned(), answer(2, true)));
        assert_eq!(fresh.opened.unwrap().explored, Some(answer(2, true)));
    }

    #[test]
    fn the_editor_builds_a_position_the_rules_reach_or_names_why_not() {
        let state = AnalysisState::from_fragment("#/kalah?houses=4&seeds=3")
            .reduce_with(Action::EditBegin)
            .reduce_with(Action::Edit(EditAction::Select(0)))
            .reduce_with(Action::Edit(EditAction::Add(2)));
        // 26 seeds where the rules have 24: refused, the edit kept.
        let refused = state.clone().reduce_with(Action::EditDone);
        let edit = refused.opened.as_ref().unwrap().editing.as_ref().unwrap();
        assert!(
            edit.refusal.as_ref().unwrap().text().contains("26"),
            "{edit:?}"
        );
        assert_eq!(
            edit.setup,
            state
                .opened
                .as_ref()
                .unwrap()
                .editing
                .as_ref()
                .unwrap()
                .setup
        );
        // Two seeds taken from N1: the same total, and North to move.
        let done = refused
            .reduce_with(Action::Edit(EditAction::Select(4)))
            .reduce_with(Action::Edit(EditAction::Add(-2)))
            .reduce_with(Action::Edit(EditAction::ToMove(1)))
            .reduce_with(Action::EditDone);
        let opened = done.opened.as_ref().unwrap();
        assert_eq!(opened.editing, None);
        assert_eq!(
            opened.record().to_text(),
            "kalah?seeds=3&houses=4&position=5.3.3.3:0/1.3.3.3:0/n"
        );
        // Cancel leaves the position as it was.
        let cancelled = done
            .clone()
            .reduce_with(Action::EditBegin)
            .reduce_with(Action::Edit(EditAction::Reset))
            .reduce_with(Action::EditCancel);
        assert_eq!(cancelled, done);
    }

    #[test]
    fn a_paste_opens_its_game_or_changes_nothing_but_the_notice() {
        let state = AnalysisState::from_fragment("#/kalah?moves=3")
            .reduce_with(Action::Play("1".to_owned()));
        let refused = state
            .clone()
            .reduce_with(Action::Paste("no such thing".to_owned()));
        assert_eq!(refused.opened, state.opened);
        assert!(refused.notice.unwrap().text().contains("not understood"));
        let pasted = state.reduce_with(Action::Paste(
            "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1".to_owned(),
        ));
        let opened = pasted.opened.unwrap();
        assert_eq!(opened.game, GameId::Ayo);
        assert!(opened.walked.is_empty());
        assert_eq!(pasted.notice, None);
    }

    #[test]
    fn roocala_cells_are_edited_by_their_names_and_a_third_rook_is_refused() {
        for (game, cells) in [("roocala-square", 36), ("roocala-hex", 37)] {
            let state =
                AnalysisState::from_fragment(&format!("#/{game}")).reduce_with(Action::EditBegin);
            let edit = state.opened.as_ref().unwrap().editing.clone().unwrap();
            let slots = editor::slots(&edit.setup);
            assert_eq!(slots.len(), cells + 2, "{game}: the cells, then the points");
            assert_eq!(
                slots[0].name,
                format!("Cell {}", slots[0].pit.as_deref().unwrap())
            );
            assert!(slots[..cells].iter().all(|s| s.pit.is_some()));
            assert_eq!(slots[cells].name, "South's points");
            // A cell without a rook takes South's third: refused, in the engine's words.
            let free = slots[..cells]
                .iter()
                .position(|s| !s.name.contains("rook"))
                .unwrap();
            let refused = state
                .reduce_with(Action::Edit(EditAction::Select(free)))
                .reduce_with(Action::Edit(EditAction::Rook(Some(Side::South))))
                .reduce_with(Action::EditDone);
            let edit = refused.opened.as_ref().unwrap().editing.as_ref().unwrap();
            assert!(
                edit.refusal
                    .as_ref()
                    .unwrap()
                    .text()
                    .contains("south has 3 rooks, the game gives each player 2"),
                "{edit:?}"
            );
            // Taken back, the start is a position again.
            let done = refused
                .reduce_with(Action::Edit(EditAction::Rook(None)))
                .reduce_with(Action::EditDone);
            assert_eq!(done.opened.unwrap().editing, None);
        }
    }
}
