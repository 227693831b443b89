//! Records in and out of the analysis board (`[data-record]`): the current game as our
//! record, our position text, PlayStrategy's Oware FEN and move list (`ayo`) or the Kalah
//! board literal (`kalah`); and a pasted text read in whichever of those formats it is
//! written in, or refused with the reader's message naming what was not understood.
//! Everything here is plain data and text, tested natively.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::games::formats::{kalah_literal, playstrategy, position_text, read_position};
use crate::games::{Game, GameId, GameRecord, Position, RuleOptions, SetupBoard, Side};
use crate::i18n::msg;

use super::action::{Action, Format};

impl Format {
    /// Every format, in the order the buttons show them.
    pub const ALL: [Format; 5] = [
        Format::Record,
        Format::Position,
        Format::Fen,
        Format::Moves,
        Format::KalahLiteral,
    ];

    /// The button's words.
    pub fn label(self) -> String {
        match self {
            Format::Record => msg::AnalysisFormatRecord.text(),
            Format::Position => msg::AnalysisFormatPosition.text(),
            Format::Fen => msg::AnalysisFormatFen.text(),
            Format::Moves => msg::AnalysisFormatMoves.text(),
            Format::KalahLiteral => msg::AnalysisFormatKalahLiteral.text(),
        }
    }

    /// The button's `data-format`, in every language: its English name, which the browser
    /// tests find it by.
    pub fn id(self) -> &'static str {
        match self {
            Format::Record => "Record",
            Format::Position => "Position text",
            Format::Fen => "PlayStrategy FEN",
            Format::Moves => "PlayStrategy moves",
            Format::KalahLiteral => "Kalah board literal",
        }
    }

    /// Whether the format can carry a game of `game` at all.
    pub fn offered(self, game: GameId) -> bool {
        match self {
            Format::Record | Format::Position => true,
            Format::Fen | Format::Moves => game == GameId::Ayo,
            Format::KalahLiteral => game == GameId::Kalah,
        }
    }
}

/// `game` written in `format`, or why that format cannot carry it.
pub fn write<P: Position>(game: &Game<P>, format: Format) -> Result<String, String> {
    let id = game.rules().game();
    let label = format.label();
    let format_name = label.as_str();
    let not_a_board = || {
        msg::AnalysisNotABoard {
            format: format_name,
        }
        .text()
    };
    match format {
        Format::Record => Ok(game.to_link_record().to_text()),
        Format::Position => Ok(position_text(game.position())),
        Format::Fen | Format::Moves if id != GameId::Ayo => Err(msg::AnalysisOnlyAyo {
            format: format_name,
        }
        .text()),
        Format::Fen => playstrategy::fen_of(game).ok_or_else(not_a_board),
        Format::Moves if !game.starts_at_the_start() => Err(msg::AnalysisMovesFromStart {
            format: format_name,
        }
        .text()),
        Format::Moves => playstrategy::write_moves(game).ok_or_else(not_a_board),
        Format::KalahLiteral if id != GameId::Kalah => Err(msg::AnalysisOnlyKalah {
            format: format_name,
        }
        .text()),
        Format::KalahLiteral => {
            kalah_literal::write(&game.position().setup()).ok_or_else(not_a_board)
        }
    }
}

/// Reads a pasted text in whichever format it is written in: our record or a link to a
/// game (`kalah?moves=3.1`, `…/#/kalah?…`), a Kalah board literal (`<6,0,0,4,…>`, South to
/// move), PlayStrategy's Oware FEN or move list (a game of `ayo`), or our position text of
/// `current`'s game. The game's record (its start where it is not the rules' start), or the
/// reader's message naming what was not understood.
pub fn read_any(text: &str, current: GameId) -> Result<GameRecord, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(msg::AnalysisNothingToOpen.text());
    }
    let first_word = text
        .rsplit_once("#/")
        .map_or(text, |(_, after)| after)
        .split(['?', ' '])
        .next()
        .unwrap_or_default();
    if text.contains("#/") || first_word.parse::<GameId>().is_ok() {
        return read_record(text);
    }
    if text.starts_with('<') {
        return read_kalah_literal(text);
    }
    // A FEN's board has `/` between its rows and its fields after spaces; a position text
    // has `/` but no space.
    if text.contains('/') && text.contains(' ') {
        return read_fen(text);
    }
    if text
        .split_whitespace()
        .all(|word| word.len() == 4 && word.chars().all(|c| c.is_ascii_alphanumeric()))
        && text
            .chars()
            .next()
            .is_some_and(|c| ('a'..='f').contains(&c))
    {
        return read_ps_moves(text);
    }
    if text.contains('/') || text.contains(':') {
        return read_position_of(current, text);
    }
    Err(msg::AnalysisNotUnderstood {
        text: &text.chars().take(40).collect::<String>(),
    }
    .text())
}

/// A record (or a link) checked against its game: every option and move.
fn read_record(text: &str) -> Result<GameRecord, String> {
    let record = GameRecord::from_link(text).map_err(|e| record_refused(&e))?;
    let id: GameId = record.game.parse().map_err(|e| record_refused(&e))?;
    checked(id, record)
}

/// `record` if its game opens it, else why not.
pub fn checked(id: GameId, record: GameRecord) -> Result<GameRecord, String> {
    crate::with_position!(id, P => match Game::<P>::from_record(&record) {
        Ok(game) => Ok(game.to_link_record()),
        Err(e) => Err(record_refused(&e)),
    })
}

/// A record refused, for the reason `why`.
fn record_refused(why: &dyn std::fmt::Display) -> String {
    msg::AnalysisRecordRefused {
        why: &why.to_string(),
    }
    .text()
}

/// A text of `format` refused by its reader for the reason `why`.
fn format_refused(format: Format, why: &dyn std::fmt::Display) -> String {
    msg::AnalysisFormatRefused {
        format: &format.label(),
        why: &why.to_string(),
    }
    .text()
}

/// A text of `format` whose position the game's rules cannot reach, for the reason `why`.
fn not_a_position(format: Format, why: &dyn std::fmt::Display) -> String {
    msg::AnalysisFormatNotAPosition {
        format: &format.label(),
        why: &why.to_string(),
    }
    .text()
}

/// A game this build does not play.
fn not_played_here(id: GameId) -> String {
    msg::AnalysisNotPlayedHere { game: &id.title() }.text()
}

fn read_kalah_literal(text: &str) -> Result<GameRecord, String> {
    let setup = kalah_literal::read(text, Side::South).map_err(|e| e.to_string())?;
    let literal = Format::KalahLiteral;
    let SetupBoard::TwoRows { houses, stores } = &setup.board else {
        return Err(msg::AnalysisLiteralNotTwoRows {
            format: &literal.label(),
        }
        .text());
    };
    let h = houses.south.len() as u32;
    let total: u32 =
        houses.south.iter().chain(&houses.north).sum::<u32>() + stores.south + stores.north;
    if h == 0 || total % (2 * h) != 0 {
        return Err(msg::AnalysisLiteralNoGame {
            format: &literal.label(),
            total: total.into(),
            houses: h.into(),
        }
        .text());
    }
    type P = crate::games::kalah::KalahPosition;
    let (houses_text, seeds_text) = (h.to_string(), (total / (2 * h)).to_string());
    let rules = <P as Position>::Rules::for_game(GameId::Kalah)
        .ok_or_else(|| not_played_here(GameId::Kalah))?
        .with_pairs([
            ("houses", houses_text.as_str()),
            ("seeds", seeds_text.as_str()),
        ])
        .map_err(|e| format_refused(literal, &e))?;
    let start = P::set_up(rules, &setup).map_err(|e| not_a_position(literal, &e))?;
    Ok(Game::from_position(start).to_link_record())
}

type Ayo = crate::games::ayo::AyoPosition;

fn ayo_rules() -> Result<<Ayo as Position>::Rules, String> {
    <Ayo as Position>::Rules::for_game(GameId::Ayo).ok_or_else(|| not_played_here(GameId::Ayo))
}

fn read_fen(text: &str) -> Result<GameRecord, String> {
    let (setup, _) = playstrategy::read_fen(text).map_err(|e| e.to_string())?;
    let start = Ayo::set_up(ayo_rules()?, &setup).map_err(|e| not_a_position(Format::Fen, &e))?;
    Ok(Game::from_position(start).to_link_record())
}

fn read_ps_moves(text: &str) -> Result<GameRecord, String> {
    let game = playstrategy::read_moves(Game::<Ayo>::new(ayo_rules()?), text)
        .map_err(|e| e.to_string())?;
    Ok(game.to_link_record())
}

fn read_position_of(id: GameId, text: &str) -> Result<GameRecord, String> {
    crate::with_position!(id, P => {
        let rules = <P as Position>::Rules::for_game(id)
            .ok_or_else(|| not_played_here(id))?;
        let start = read_position::<P>(rules, text).map_err(|e| e.to_string())?;
        Ok(Game::from_position(start).to_link_record())
    })
}

/// The value of the text area `node` holds (no web-sys feature needed for it).
fn text_of(node: &NodeRef) -> String {
    node.get()
        .and_then(|element| js_sys::Reflect::get(&element, &JsValue::from_str("value")).ok())
        .and_then(|value| value.as_string())
        .unwrap_or_default()
}

/// Copies `text` with the browser's clipboard, where it has one.
fn copy(text: &str) {
    let window: JsValue = gloo::utils::window().into();
    let Ok(navigator) = js_sys::Reflect::get(&window, &JsValue::from_str("navigator")) else {
        return;
    };
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")) else {
        return;
    };
    let Ok(write) = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")) else {
        return;
    };
    if let Some(write) = write.dyn_ref::<js_sys::Function>() {
        // A refused copy leaves the text selected in its box to copy by hand.
        let _ = write.call1(&clipboard, &JsValue::from_str(text));
    }
}

/// A box to paste a record or a position into, and Open. What the player types is kept
/// (`draft`) until the box is made anew, so that the screen drawn again meanwhile (each
/// depth the worker reports) does not put `value` back over it.
fn open_box(
    node: &NodeRef,
    value: String,
    draft: &UseStateHandle<Option<String>>,
    label: String,
    on: &Callback<Action>,
) -> Html {
    let open = {
        let (node, on) = (node.clone(), on.clone());
        Callback::from(move |_| on.emit(Action::Paste(text_of(&node))))
    };
    let copied = {
        let node = node.clone();
        Callback::from(move |_| copy(&text_of(&node)))
    };
    let oninput = {
        let (node, draft) = (node.clone(), draft.clone());
        Callback::from(move |_: InputEvent| draft.set(Some(text_of(&node))))
    };
    let value = draft.as_ref().cloned().unwrap_or(value);
    html! {
        <>
            <label class="record-label" for="record-text">{ label }</label>
            <textarea id="record-text" class="record-text" ref={node.clone()} rows="3"
                      spellcheck="false" autocomplete="off" {value} {oninput}/>
            <div class="record-actions">
                <button class="button" data-record-copy="" onclick={copied}>{ msg::AnalysisCopy.text() }</button>
                <button class="button" data-record-paste="" onclick={open}>{ msg::AnalysisOpen.text() }</button>
            </div>
        </>
    }
}

/// The game choice's box: paste a record, a link or a position and open it.
pub fn paste_box(on: &Callback<Action>) -> Html {
    html! { <PasteBox on={on.clone()}/> }
}

#[derive(Properties, PartialEq)]
pub struct PasteProps {
    pub on: Callback<Action>,
}

#[component]
fn PasteBox(props: &PasteProps) -> Html {
    // Drawn again in a language the player chooses.
    let _ = crate::ui::language::use_language();
    let node = use_node_ref();
    let draft = use_state(|| None);
    html! {
        <section class="analysis-record" data-record="" aria-label={msg::AnalysisOpenRecord.text()}>
            { open_box(&node, String::new(), &draft, msg::AnalysisPasteLabel.text(), &props.on) }
        </section>
    }
}

/// The button that shows or hides the record box.
pub fn record_buttons(format: Option<Format>, _game: GameId, on: &Callback<Action>) -> Html {
    let on = on.clone();
    let shown = format.is_some();
    let onclick =
        Callback::from(move |_| on.emit(Action::ShowRecord((!shown).then_some(Format::Record))));
    html! {
        <button class="button" data-record-open="" aria-expanded={shown.to_string()} {onclick}>
            { msg::AnalysisRecordInAndOut.text() }
        </button>
    }
}

/// The record box: the game now in `format` (buttons for the others it offers), Copy, and
/// Open for a pasted text.
pub fn record_box<P: Position>(game: &Game<P>, format: Format, on: &Callback<Action>) -> Html {
    let id = game.rules().game();
    let text = write(game, format).unwrap_or_else(|why| why);
    // Made anew (its draft dropped) for another format or another position.
    let key = format!("{}\n{text}", format.id());
    html! {
        <RecordBox {key} {format} game={id} {text} on={on.clone()}/>
    }
}

#[derive(Properties, PartialEq)]
pub struct RecordProps {
    pub format: Format,
    pub game: GameId,
    pub text: String,
    pub on: Callback<Action>,
}

#[component]
fn RecordBox(props: &RecordProps) -> Html {
    // Drawn again in a language the player chooses.
    let _ = crate::ui::language::use_language();
    let node = use_node_ref();
    let draft = use_state(|| None);
    html! {
        <section class="analysis-record" data-record="" aria-label={msg::AnalysisRecordInAndOut.text()}>
            <div class="record-formats" role="group" aria-label={msg::AnalysisFormats.text()}>
                { for Format::ALL.into_iter().filter(|f| f.offered(props.game)).map(|f| {
                    let on = props.on.clone();
                    let onclick = Callback::from(move |_| on.emit(Action::ShowRecord(Some(f))));
                    html! {
                        <button class="button" aria-pressed={(f == props.format).to_string()}
                                data-format={f.id()} {onclick}>{ f.label() }</button>
                    }
                }) }
            </div>
            { open_box(&node, props.text.clone(), &draft, msg::AnalysisRecordLabel.text(), &props.on) }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game_of<P: Position>(record: &GameRecord) -> Game<P> {
        Game::from_record(record).expect("a record read opens")
    }

    #[test]
    fn a_record_or_a_link_reads_back_as_its_game() {
        let record = read_any("kalah?moves=3.1", GameId::Ayo).unwrap();
        assert_eq!(record.to_text(), "kalah?moves=3.1");
        let link = read_any(
            "https://example.org/games/mancala/#/kalah?moves=3.1",
            GameId::Ayo,
        )
        .unwrap();
        assert_eq!(link, record);
        // An illegal move is named, and nothing opens.
        let refused = read_any("kalah?moves=3.9", GameId::Kalah).unwrap_err();
        assert!(refused.contains("9"), "{refused}");
    }

    #[test]
    fn a_kalah_literal_opens_its_position_south_to_move() {
        let record = read_any("<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>", GameId::Ayo).unwrap();
        assert_eq!(record.game, "kalah");
        assert_eq!(record.position, None, "the start is the rules' start");
        let record = read_any("<6,0,0,4,4,4,4,4,4,0,5,5,5,5,4>", GameId::Ayo).unwrap();
        type K = crate::games::kalah::KalahPosition;
        let game = game_of::<K>(&record);
        assert_eq!(
            write(&game, Format::KalahLiteral).unwrap(),
            "<6,0,0,4,4,4,4,4,4,0,5,5,5,5,4>"
        );
        assert_eq!(game.position().to_move(), Side::South);
        // 47 seeds on six houses a side are no Kalah game.
        let refused = read_any("<6,0,0,4,4,4,4,4,4,4,4,4,4,4,3>", GameId::Kalah).unwrap_err();
        assert!(refused.contains("47"), "{refused}");
        let refused = read_any("<6,0,0,4,4,x>", GameId::Kalah).unwrap_err();
        assert!(refused.contains("`x`"), "{refused}");
    }

    #[test]
    fn playstrategy_texts_open_a_game_of_ayo() {
        let start = "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S 1";
        let record = read_any(start, GameId::Kalah).unwrap();
        assert_eq!(record.game, "ayo");
        let game = game_of::<Ayo>(&record);
        assert_eq!(write(&game, Format::Fen).unwrap(), start);
        let moved = read_any("d1e2", GameId::Kalah).unwrap();
        assert_eq!(moved.to_text(), "ayo?moves=4");
        assert_eq!(
            write(&game_of::<Ayo>(&moved), Format::Moves).unwrap(),
            "d1e2"
        );
        let refused = read_any("4S,4S,4S,4S,4S,4Q/4S,4S,4S,4S,4S,4S 0 0 S 1", GameId::Ayo);
        assert!(refused.unwrap_err().contains("4Q"));
    }

    #[test]
    fn a_position_text_is_of_the_current_game_and_anything_else_is_named() {
        let record = read_any("0.0.6.6.6.6:0/4.4.4.4.4.4:0/n", GameId::Kalah).unwrap();
        assert_eq!(
            record.position.as_deref(),
            Some("0.0.6.6.6.6:0/4.4.4.4.4.4:0/n")
        );
        for bad in ["", "   ", "hello there", "chess?moves=e4", "#/chess"] {
            let refused = read_any(bad, GameId::Kalah).unwrap_err();
            assert!(!refused.is_empty(), "{bad}");
        }
        assert!(read_any("hello there", GameId::Kalah)
            .unwrap_err()
            .contains("“hello there” is not understood"));
    }

    #[test]
    fn formats_offered_are_those_that_carry_the_game() {
        type K = crate::games::kalah::KalahPosition;
        let kalah = game_of::<K>(&GameRecord::from_text("kalah?moves=3").unwrap());
        assert!(write(&kalah, Format::Fen).is_err());
        assert!(write(&kalah, Format::KalahLiteral).is_ok());
        assert_eq!(write(&kalah, Format::Record).unwrap(), "kalah?moves=3");
        assert!(Format::KalahLiteral.offered(GameId::Kalah));
        assert!(!Format::KalahLiteral.offered(GameId::Ayo));
        assert!(Format::Fen.offered(GameId::Ayo));
    }
}
