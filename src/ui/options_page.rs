//! The options page ("More"): every option of a game as a group of large choices, drawn
//! from the game's option table, with its named presets.

use yew::prelude::*;

use super::language::{LanguageContext, OFFERED};

use crate::ui::class_list::{class_if, class_list};

use crate::games::{GameBoard, OptionSpec};

use super::screen::command::{send, Command};
use super::screen::state::Page;
use super::speed::Speed;
use super::theme::Theme;
use crate::computer::Occupant;
use crate::i18n::msg;

/// One seat of the next game, with who will play it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatChoice {
    /// The seat's index (South and North, or P1 to P4).
    pub index: usize,
    /// The seat's id, for the test hook `data-seat` (`south`, `p3`).
    pub id: &'static str,
    /// What players call the seat's player (`Red`, `Player 3`).
    pub name: String,
    /// Who will play it.
    pub occupant: Occupant,
}

/// What the options page shows.
pub struct OptionsPage {
    /// The game's name.
    pub title: String,
    /// The game's option table.
    pub specs: &'static [OptionSpec],
    /// The value chosen for the next game of each option of `specs`, in order.
    pub chosen: Vec<Option<&'static str>>,
    /// Whether the options chosen differ from those of the game in progress.
    pub pending: bool,
    /// The game's presets, each by its name and its explanation, with whether it is the
    /// options chosen (the presets of a game have distinct rules: one at most is).
    pub presets: Vec<(String, String, bool)>,
    /// The seats of the next game, each played by a person or the computer.
    pub seats: Vec<SeatChoice>,
    /// Where the choices go.
    pub on: Callback<Command>,
    /// Choices a game adds that are not rule options (Roocala's board).
    pub extra: Html,
    /// How fast moves are animated on this device.
    pub speed: Speed,
    /// The players sit facing each other.
    pub facing: bool,
    /// The game's kind of board: facing is offered on a phone on its side for two rows
    /// alone (the page's `data-board`, for the style sheet), and the option says so.
    pub board: GameBoard,
    /// The coach's evaluation bar is shown during play.
    pub bar: bool,
}

/// What a group of choices is, for its test hook on the `<fieldset>`: a rule option
/// (`data-option`), a seat (`data-seat`, with the class `seat`) or a setting of this device
/// (`data-setting`).
#[derive(Clone, Copy)]
pub enum GroupKind {
    /// A rule option of the game, by its key.
    Option(&'static str),
    /// Who plays a seat, by the seat's id.
    Seat(&'static str),
    /// A setting of this device, by its name.
    Setting(&'static str),
}

/// One choice of a group: its value, its label, whether it is chosen, and what choosing it
/// does.
pub type Choice = (&'static str, String, bool, Callback<Event>);

/// A group of large choices, each a label holding its radio button (a tap anywhere on it
/// chooses), with a hint below. Every group of every options page is drawn by this one
/// function.
pub fn choice_group(
    kind: GroupKind,
    legend: &str,
    name: &str,
    choices: Vec<Choice>,
    hint: Option<String>,
) -> Html {
    let (option, seat, setting) = match kind {
        GroupKind::Option(key) => (Some(key), None, None),
        GroupKind::Seat(id) => (None, Some(id), None),
        GroupKind::Setting(key) => (None, None, Some(key)),
    };
    html! {
        <fieldset class={class_list(&["option", class_if(seat.is_some(), "seat")])}
                  data-option={option} data-seat={seat} data-setting={setting}>
            <legend>{ legend }</legend>
            <div class="choices">
                { for choices.into_iter().map(|(value, label, checked, onchange)| html! {
                    <label class="choice" data-choice={value}>
                        <input type="radio" name={name.to_owned()} {value} {checked} {onchange}/>
                        <span>{ label }</span>
                    </label>
                }) }
            </div>
            if let Some(hint) = hint {
                <p class="hint">{ hint }</p>
            }
        </fieldset>
    }
}

/// The choice of language, as the start screen and More offer it: one choice a language
/// offered, each in its own name (and `lang`), as every setting of the device is chosen
/// ([`choice_group`]): the More page's and the start screen's. Nothing while English is the only language offered.
#[component]
pub fn LanguageChoice() -> Html {
    let Some(context) = use_context::<LanguageContext>() else {
        return Html::default();
    };
    if OFFERED.len() < 2 {
        return Html::default();
    }
    let choices = (OFFERED.iter())
        .map(|&lang| {
            let on_choose = context.on_choose.clone();
            let choose = Callback::from(move |_: Event| on_choose.emit(lang));
            (
                lang.code(),
                lang.native_name().to_owned(),
                lang == context.lang,
                choose,
            )
        })
        .collect();
    choice_group(
        GroupKind::Setting("language"),
        &msg::LanguageLabel.text(),
        "language",
        choices,
        None,
    )
}

/// Who plays one seat: a person or the computer at a level.
fn seat_choices(seat: &SeatChoice, on: &Callback<Command>) -> Html {
    choice_group(
        GroupKind::Seat(seat.id),
        &msg::MoreSeatPlayedBy { player: &seat.name }.text(),
        &format!("seat-{}", seat.id),
        Occupant::CHOICES
            .into_iter()
            .map(|occupant| {
                let label = match occupant {
                    Occupant::Human => msg::MoreAPerson.text(),
                    Occupant::Computer(level) => level.title().to_owned(),
                };
                let command = Command::SetSeat(seat.index, occupant);
                (
                    occupant.as_str(),
                    label,
                    seat.occupant == occupant,
                    send(on, command),
                )
            })
            .collect(),
        None,
    )
}

/// What facing each other turns, and where it is offered: on a tablet for every board; on a
/// phone on its side for two rows, whose far player has the board's long edge; never on a
/// phone held upright, or for a square board on a phone, which leaves no edge to spare.
fn sit_hint(board: GameBoard) -> String {
    match board {
        GameBoard::TwoRows => msg::MoreSitHintTwoRows.text(),
        GameBoard::Grid | GameBoard::Cells => msg::MoreSitHintSquare.text(),
    }
}

/// The look of the site on this device: chosen in the event handler, which puts its class
/// on the root and keeps it (src/ui/theme.rs); the page reads the choice back from the root.
fn theme_choices() -> Html {
    let current = Theme::current();
    choice_group(
        GroupKind::Setting("theme"),
        &msg::MoreLook.text(),
        "theme",
        Theme::ALL
            .into_iter()
            .map(|theme| {
                let choose = Callback::from(move |_: Event| theme.choose());
                (
                    theme.as_str(),
                    theme.title().to_owned(),
                    current == theme,
                    choose,
                )
            })
            .collect(),
        Some(msg::MoreLookHint.text()),
    )
}

/// A mark no sentence holds, put where a sentence's bold word goes: the translation
/// places it, and [`around_mark`] cuts the sentence there.
const MARK: &str = "\u{1}";

/// The text before and after [`MARK`] in `sentence` (all of it after, if it has none).
fn around_mark(sentence: &str) -> (&str, &str) {
    sentence.split_once(MARK).unwrap_or(("", sentence))
}

/// The page's first hint, with the New button's name in bold where the sentence has it.
fn in_force() -> Html {
    let sentence = msg::MoreInForce { new: MARK }.text();
    let (before, after) = around_mark(&sentence);
    html! {
        <>
            { before.to_owned() }<strong>{ msg::ControlsNew.text() }</strong>{ after.to_owned() }
        </>
    }
}

/// A preset's explanation, after its name in bold.
fn preset_explained(preset: &str, explanation: &str) -> Html {
    let sentence = msg::MorePresetExplained {
        preset: MARK,
        explanation,
    }
    .text();
    let (before, after) = around_mark(&sentence);
    html! {
        <>
            { before.to_owned() }<strong>{ preset.to_owned() }</strong>{ after.to_owned() }
        </>
    }
}

impl OptionsPage {
    /// The page. Drawn by a method rather than a component: it has no state of its own,
    /// and each component costs the site about 2 KB of code.
    pub fn view(self) -> Html {
        let props = self;
        let on = &props.on;
        html! {
            <main class="page options-page" data-board={props.board.as_str()}>
                <header class="topbar">
                    <button class="back" onclick={send(on, Command::Show(Page::Board))}>{ msg::MoreBack.text() }</button>
                    <h1>{ msg::MoreTitle { game: &props.title }.text() }</h1>
                </header>
                <p class="hint">
                    { in_force() }
                    if props.pending {
                        <span class="pending">{ msg::MorePending.text() }</span>
                    }
                </p>
                if !props.presets.is_empty() {
                    <section class="preset-list" aria-label={msg::MorePresets.text()}>
                        <div class="presets">
                            { for props.presets.iter().enumerate().map(|(index, (label, _, chosen))| html! {
                                <button class={class_list(&["preset", class_if(*chosen, "chosen")])}
                                        aria-pressed={chosen.to_string()}
                                        onclick={send(on, Command::Preset(index))}>
                                    { label.clone() }
                                </button>
                            }) }
                        </div>
                        { for props.presets.iter().map(|(label, explanation, _)| html! {
                            <p class="hint" data-explains={label.clone()}>{ preset_explained(label, explanation) }</p>
                        }) }
                    </section>
                }
                { props.extra }
                { for props.specs.iter().zip(&props.chosen).map(|(spec, &current)| choice_group(
                    GroupKind::Option(spec.key),
                    &spec.label.text(),
                    spec.key,
                    spec.choices.iter().map(|c| {
                        let command = Command::SetOption(spec.key, c.value);
                        (c.value, c.label.text(), current == Some(c.value), send(on, command))
                    }).collect(),
                    Some(spec.explanation.text()),
                )) }
                // Who plays comes last: the seats offered follow the number of players above.
                <section class="seats" aria-label={msg::MoreWhoPlays.text()}>
                    { for props.seats.iter().map(|seat| seat_choices(seat, on)) }
                    <p class="hint">
                        { msg::MoreComputerHint.text() }
                    </p>
                </section>
                { choice_group(
                    GroupKind::Setting("speed"),
                    &msg::MoreSpeed.text(),
                    "speed",
                    Speed::ALL.into_iter().map(|speed| {
                        (speed.as_str(), speed.title().to_owned(), props.speed == speed, send(on, Command::SetSpeed(speed)))
                    }).collect(),
                    Some(msg::MoreSpeedHint.text()),
                ) }
                { choice_group(
                    GroupKind::Setting("sit"),
                    &msg::MoreSit.text(),
                    "sit",
                    [("side", msg::MoreSitSide.text(), false), ("facing", msg::MoreSitFacing.text(), true)]
                        .into_iter()
                        .map(|(value, label, facing)| {
                            (value, label.to_owned(), props.facing == facing, send(on, Command::SetFacing(facing)))
                        })
                        .collect(),
                    Some(sit_hint(props.board)),
                ) }
                { choice_group(
                    GroupKind::Setting("bar"),
                    &msg::MoreBar.text(),
                    "bar",
                    [("off", msg::MoreBarOff.text(), false), ("on", msg::MoreBarOn.text(), true)]
                        .into_iter()
                        .map(|(value, label, bar)| {
                            (value, label.to_owned(), props.bar == bar, send(on, Command::SetBar(bar)))
                        })
                        .collect(),
                    Some(msg::MoreBarHint.text()),
                ) }
                { theme_choices() }
                <LanguageChoice/>
                // static/pwa.js shows it where the browser allows it, and does what it says.
                <button class="fullscreen" data-fullscreen="">{ msg::MoreFullScreen.text() }</button>
            </main>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bold_words_fall_where_the_sentences_put_them() {
        let in_force = msg::MoreInForce { new: MARK }.text();
        assert_eq!(
            around_mark(&in_force),
            ("Options come into force when you start a ", " game.")
        );
        let explained = msg::MorePresetExplained {
            preset: MARK,
            explanation: "As sold",
        }
        .text();
        assert_eq!(around_mark(&explained), ("", ": As sold"));
        assert!(msg::MorePending.text().starts_with(" You have"));
    }
}
