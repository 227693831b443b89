//! The analysis board's position editor (`[data-editor]`): a mode of the same screen in
//! which each pit, store, cell, pile and point count is a slot to select (a tap on it, or on
//! the two rows' board) and set (+ and −, or a number), with the player to move, a "Start
//! position" reset and, on Roocala's cells, each cell's rook. Done builds the position
//! through `Position::set_up`, which refuses what no game of the rules can reach with a
//! reason it names; the refusal is shown (role="alert") and the edit kept.

use yew::prelude::*;

use crate::games::roocala::{BoardKind, Geometry};
use crate::games::{Setup, SetupBoard, Side};
use crate::i18n::{msg, Said};

use super::action::{Action, EditAction};

/// The most a slot's number field takes: more than any game's seeds.
const MOST: u32 = 999;

/// An edit in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    /// The parts as edited so far.
    pub setup: Setup,
    /// The parts of the rules' start, for "Start position".
    pub start: Setup,
    /// The slot selected, by its index in [`slots`].
    pub selected: Option<usize>,
    /// Why the last Done was refused.
    pub refusal: Option<Said>,
    /// What the selected slot's number field holds as typed, until another slot or a
    /// button changes the count.
    pub typed: Option<String>,
    /// The number of players of the rules (the choice of who moves).
    pub players: usize,
}

/// One editable count: its name as a player reads it, and its count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    pub name: String,
    pub count: u32,
    /// The slot's pit or cell as the board names it (`S3`, `N-store`, `B4`, `c3`): its
    /// `data-slot`, and what a tap there selects.
    pub pit: Option<String>,
}

/// Every slot of `setup`, in a fixed order: the two rows' South houses, North houses,
/// South's store, North's; the grid's pits A1..F6 then each player's pile; the cells in
/// order, then South's and North's points.
pub fn slots(setup: &Setup) -> Vec<Slot> {
    let slot = |name: String, count: u32, pit: Option<String>| Slot { name, count, pit };
    match &setup.board {
        SetupBoard::TwoRows { houses, stores } => {
            let row = |side: Side, counts: &Vec<u32>| {
                let letter = side.letter();
                counts
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| {
                        slot(
                            format!("{letter}{}", i + 1),
                            n,
                            Some(format!("{letter}{}", i + 1)),
                        )
                    })
                    .collect::<Vec<_>>()
            };
            let mut all = row(Side::South, &houses.south);
            all.extend(row(Side::North, &houses.north));
            for (side, count) in [(Side::South, stores.south), (Side::North, stores.north)] {
                let name = msg::AnalysisSlotStore {
                    side: side.as_str(),
                }
                .text();
                all.push(slot(name, count, Some(format!("{}-store", side.letter()))));
            }
            all
        }
        SetupBoard::Grid { pits, captured } => {
            let mut all: Vec<Slot> = (pits.iter().enumerate())
                .map(|(i, &n)| {
                    let (col, row) = (b'A' + (i % 6) as u8, i / 6 + 1);
                    let name = format!("{}{row}", col as char);
                    slot(name.clone(), n, Some(name))
                })
                .collect();
            all.extend((captured.iter().enumerate()).map(|(i, &n)| {
                let name = msg::AnalysisSlotPile {
                    number: i as i64 + 1,
                }
                .text();
                slot(name, n, None)
            }));
            all
        }
        SetupBoard::Cells { cells, points } => {
            let geometry = cells_geometry(cells.len());
            let mut all: Vec<Slot> = (cells.iter().enumerate())
                .map(|(i, cell)| {
                    let rook = cell.rook.map_or("none", Side::as_str);
                    // By the cell's name on the board (`c3`), where the board is known.
                    let name =
                        (geometry.zip(u8::try_from(i).ok())).map(|(g, c)| g.name(c).to_owned());
                    let shown = name.clone().unwrap_or_else(|| (i + 1).to_string());
                    let named = msg::AnalysisSlotCell { cell: &shown, rook }.text();
                    slot(named, cell.checkers, name)
                })
                .collect();
            for (side, count) in [(Side::South, points.south), (Side::North, points.north)] {
                let name = msg::AnalysisSlotPoints {
                    side: side.as_str(),
                }
                .text();
                all.push(slot(name, count, None));
            }
            all
        }
    }
}

/// Roocala's board of `cells` cells: the square's 36 or the hexagon's 37.
pub fn cells_geometry(cells: usize) -> Option<&'static Geometry> {
    [BoardKind::Square, BoardKind::Hex]
        .into_iter()
        .map(Geometry::of)
        .find(|g| g.len() == cells)
}

/// The count of slot `index` of `setup`, changed by `f`.
fn change(setup: &mut Setup, index: usize, f: impl FnOnce(&mut u32)) {
    match &mut setup.board {
        SetupBoard::TwoRows { houses, stores } => {
            let h = houses.south.len();
            match index {
                i if i < h => f(&mut houses.south[i]),
                i if i < 2 * h => f(&mut houses.north[i - h]),
                i if i == 2 * h => f(&mut stores.south),
                i if i == 2 * h + 1 => f(&mut stores.north),
                _ => {}
            }
        }
        SetupBoard::Grid { pits, captured } => match index {
            i if i < pits.len() => f(&mut pits[i]),
            i => {
                if let Some(pile) = captured.get_mut(i - pits.len()) {
                    f(pile)
                }
            }
        },
        SetupBoard::Cells { cells, points } => match index {
            i if i < cells.len() => f(&mut cells[i].checkers),
            i if i == cells.len() => f(&mut points.south),
            i if i == cells.len() + 1 => f(&mut points.north),
            _ => {}
        },
    }
}

impl Edit {
    /// An edit of `setup`, whose rules start at `start`.
    pub fn new(setup: Setup, start: Setup, players: usize) -> Edit {
        Edit {
            setup,
            start,
            selected: None,
            refusal: None,
            typed: None,
            players,
        }
    }

    /// The edit after `action`: a pure function.
    pub fn reduce_with(mut self, action: EditAction) -> Edit {
        let count = slots(&self.setup).len();
        let typed = match &action {
            EditAction::Type(text) => Some(text.clone()),
            _ => None,
        };
        match action {
            EditAction::Select(i) if i < count => self.selected = Some(i),
            EditAction::Select(_) => {}
            EditAction::Type(text) => {
                if let (Some(i), Ok(n)) = (self.selected, text.trim().parse::<u32>()) {
                    change(&mut self.setup, i, |c| *c = n.min(MOST));
                }
            }
            EditAction::Add(delta) => {
                if let Some(i) = self.selected {
                    change(&mut self.setup, i, |c| {
                        *c = c.saturating_add_signed(delta).min(MOST);
                    });
                }
            }
            EditAction::ToMove(seat) if seat < self.players => self.setup.to_move = seat,
            EditAction::ToMove(_) => {}
            EditAction::Rook(rook) => {
                if let (Some(i), SetupBoard::Cells { cells, .. }) =
                    (self.selected, &mut self.setup.board)
                {
                    if let Some(cell) = cells.get_mut(i) {
                        cell.rook = rook;
                    }
                }
            }
            EditAction::Reset => {
                self.setup = self.start.clone();
                self.selected = None;
            }
        }
        self.refusal = None;
        self.typed = typed;
        self
    }
}

/// The editor's panel: the slots, the selected one's controls, who moves, Start position,
/// Done and Cancel.
pub fn editor(edit: &Edit, player_names: &[&str], on: &Callback<Action>) -> Html {
    let send = |action: EditAction| {
        let on = on.clone();
        Callback::from(move |_: MouseEvent| on.emit(Action::Edit(action.clone())))
    };
    let all = slots(&edit.setup);
    let selected = edit
        .selected
        .and_then(|i| all.get(i).map(|s| (i, s.clone())));
    let on_number = {
        let on = on.clone();
        Callback::from(move |event: InputEvent| {
            let value = event
                .target()
                .and_then(|t| {
                    js_sys::Reflect::get(&t, &wasm_bindgen::JsValue::from_str("value")).ok()
                })
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            on.emit(Action::Edit(EditAction::Type(value)));
        })
    };
    let cells = matches!(edit.setup.board, SetupBoard::Cells { .. });
    // What a count is of, and how a slot is chosen, in each board's words.
    let board = match edit.setup.board {
        SetupBoard::TwoRows { .. } => "two-rows",
        SetupBoard::Grid { .. } => "grid",
        SetupBoard::Cells { .. } => "cells",
    };
    let done = {
        let on = on.clone();
        Callback::from(move |_| on.emit(Action::EditDone))
    };
    let cancel = {
        let on = on.clone();
        Callback::from(move |_| on.emit(Action::EditCancel))
    };
    html! {
        <section class="analysis-editor" data-editor="" aria-label={msg::AnalysisEditor.text()}>
            if let Some(why) = &edit.refusal {
                <p class="analysis-notice" role="alert">{ why.text() }</p>
            }
            <div class="editor-selected">
                if let Some((i, slot)) = &selected {
                    <span class="editor-name" data-slot-name={slot.name.clone()}>{ slot.name.clone() }</span>
                    <button class="button" data-less="" aria-label={msg::AnalysisOneFewer { slot: &slot.name }.text()}
                            onclick={send(EditAction::Add(-1))}>{ "−" }</button>
                    <input class="editor-count" type="number" min="0" max={MOST.to_string()} inputmode="numeric"
                           aria-label={match cells && *i >= all.len() - 2 {
                               true => slot.name.clone(),
                               false => msg::AnalysisCountIn { board, slot: &slot.name }.text(),
                           }} data-count-field=""
                           value={edit.typed.clone().unwrap_or_else(|| slot.count.to_string())}
                           oninput={on_number}/>
                    <button class="button" data-more="" aria-label={msg::AnalysisOneMore { slot: &slot.name }.text()}
                            onclick={send(EditAction::Add(1))}>{ "+" }</button>
                    if cells && *i < all.len() - 2 {
                        <span class="editor-rooks" role="group" aria-label={msg::AnalysisRook.text()}>
                            <button class="button" onclick={send(EditAction::Rook(None))}>{ msg::AnalysisNoRook.text() }</button>
                            <button class="button" onclick={send(EditAction::Rook(Some(Side::South)))}>{ msg::AnalysisRookSouth.text() }</button>
                            <button class="button" onclick={send(EditAction::Rook(Some(Side::North)))}>{ msg::AnalysisRookNorth.text() }</button>
                        </span>
                    }
                } else {
                    <span class="editor-name">{ msg::AnalysisEditorHint { board }.text() }</span>
                }
            </div>
            <ul class="editor-slots" aria-label={msg::AnalysisSlots.text()}>
                { for all.iter().enumerate().map(|(i, slot)| html! {
                    <li>
                        <button class="button editor-slot" data-slot={slot.pit.clone().unwrap_or_else(|| i.to_string())}
                                aria-pressed={(Some(i) == edit.selected).to_string()}
                                onclick={send(EditAction::Select(i))}>
                            <span>{ slot.name.clone() }</span>{ " " }<b>{ slot.count }</b>
                        </button>
                    </li>
                }) }
            </ul>
            <div class="editor-mover" role="group" aria-label={msg::AnalysisToMoveGroup.text()}>
                { for (0..edit.players).map(|seat| html! {
                    <button class="button" data-to-move={seat.to_string()}
                            aria-pressed={(seat == edit.setup.to_move).to_string()}
                            onclick={send(EditAction::ToMove(seat))}>
                        { msg::AnalysisPlayerToMove { player: player_names.get(seat).copied().unwrap_or("?") }.text() }
                    </button>
                }) }
            </div>
            <div class="analysis-controls">
                <button class="button" data-editor-reset="" onclick={send(EditAction::Reset)}>{ msg::AnalysisStartPosition.text() }</button>
                <button class="button" data-editor-cancel="" onclick={cancel}>{ msg::AnalysisCancel.text() }</button>
                <button class="button" data-editor-done="" onclick={done}>{ msg::AnalysisDone.text() }</button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::BySide;

    fn kalah(south: Vec<u32>, north: Vec<u32>, stores: (u32, u32)) -> Setup {
        Setup {
            board: SetupBoard::TwoRows {
                houses: BySide { south, north },
                stores: BySide {
                    south: stores.0,
                    north: stores.1,
                },
            },
            to_move: 0,
        }
    }

    #[test]
    fn a_slot_is_selected_then_set_and_start_position_resets() {
        let start = kalah(vec![3; 4], vec![3; 4], (0, 0));
        let edit = Edit::new(start.clone(), start.clone(), 2);
        let names: Vec<String> = slots(&edit.setup).into_iter().map(|s| s.name).collect();
        assert_eq!(
            names,
            [
                "S1",
                "S2",
                "S3",
                "S4",
                "N1",
                "N2",
                "N3",
                "N4",
                "South's store",
                "North's store"
            ]
        );
        // Nothing selected: nothing changes.
        assert_eq!(edit.clone().reduce_with(EditAction::Add(1)).setup, start);
        let edit = edit
            .reduce_with(EditAction::Select(0))
            .reduce_with(EditAction::Add(-1))
            .reduce_with(EditAction::Select(8))
            .reduce_with(EditAction::Type("x".into()))
            .reduce_with(EditAction::Type("1".into()))
            .reduce_with(EditAction::Add(-5))
            .reduce_with(EditAction::Add(1))
            .reduce_with(EditAction::ToMove(1))
            .reduce_with(EditAction::ToMove(2));
        assert_eq!(edit.setup.to_move, 1, "no third player in Kalah");
        let mut expected = kalah(vec![2, 3, 3, 3], vec![3; 4], (1, 0));
        expected.to_move = 1;
        assert_eq!(edit.setup, expected, "a count never goes below 0");
        let typing = edit.clone().reduce_with(EditAction::Select(0));
        let typing = typing.reduce_with(EditAction::Type(String::new()));
        assert_eq!(
            typing.typed.as_deref(),
            Some(""),
            "a field emptied stays empty"
        );
        assert_eq!(typing.setup, edit.setup, "and changes no count");
        let typed = typing.reduce_with(EditAction::Type("7".into()));
        assert_eq!(
            (typed.typed.as_deref(), slots(&typed.setup)[0].count),
            (Some("7"), 7)
        );
        assert_eq!(
            typed.reduce_with(EditAction::Add(1)).typed,
            None,
            "+ shows the count"
        );
        let reset = edit.reduce_with(EditAction::Reset);
        assert_eq!(reset.setup, start);
        assert_eq!(reset.selected, None);
    }
}
