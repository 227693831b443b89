//! The options page ("More"): every option of a game as a group of large choices, drawn
//! from the game's option table, with its named presets.

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::OptionSpec;

use super::animation::Speed;
use super::computer::Occupant;
use super::saved_screen::send;
use super::screen_state::{Command, Page};

/// One seat of the next game, with who will play it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatChoice {
    /// The seat's index (South and North, or P1 to P4).
    pub index: usize,
    /// The seat's id, for the test hook `data-seat` (`south`, `p3`).
    pub id: &'static str,
    /// What players call the seat's player (`Red`, `Player 3`).
    pub name: &'static str,
    /// Who will play it.
    pub occupant: Occupant,
}

/// What the options page shows.
pub struct OptionsPage {
    /// The game's name.
    pub title: &'static str,
    /// The game's option table.
    pub specs: &'static [OptionSpec],
    /// The value chosen for the next game of each option of `specs`, in order.
    pub chosen: Vec<Option<&'static str>>,
    /// Whether the options chosen differ from those of the game in progress.
    pub pending: bool,
    /// The names of the game's presets, each with whether it is the options chosen.
    pub presets: Vec<(&'static str, bool)>,
    /// The seats of the next game, each played by a person or the computer.
    pub seats: Vec<SeatChoice>,
    /// Where the choices go.
    pub on: Callback<Command>,
    /// Choices a game adds that are not rule options (Roocala's board).
    pub extra: Html,
    /// How fast moves are animated on this device.
    pub speed: Speed,
}

/// Who plays one seat: a person or the computer at a level.
fn seat_choices(seat: &SeatChoice, on: &Callback<Command>) -> Html {
    html! {
        <fieldset class="option seat" data-seat={seat.id}>
            <legend>{ format!("{} is played by", seat.name) }</legend>
            <div class="choices">
            { for Occupant::CHOICES.into_iter().map(|occupant| {
                let label = match occupant {
                    Occupant::Human => "a person",
                    Occupant::Computer(level) => level.title(),
                };
                html! {
                    <label class="choice" data-choice={occupant.as_str()}>
                        <input type="radio" name={format!("seat-{}", seat.id)}
                               value={occupant.as_str()} checked={seat.occupant == occupant}
                               onchange={send(on, Command::SetSeat(seat.index, occupant))}/>
                        <span>{ label }</span>
                    </label>
                }
            }) }
            </div>
        </fieldset>
    }
}

impl OptionsPage {
    /// The page. Drawn by a method rather than a component: it has no state of its own,
    /// and each component costs the site about 2 KB of code.
    pub fn view(self) -> Html {
        let props = self;
        let on = &props.on;
        html! {
            <main class="page options-page">
                <header class="topbar">
                    <button class="back" onclick={send(on, Command::Show(Page::Board))}>{ "Back" }</button>
                    <h1>{ format!("{} options", props.title) }</h1>
                </header>
                <p class="hint">
                    { "Options come into force when you start a " }<strong>{ "New" }</strong>
                    { " game." }
                    if props.pending {
                        <span class="pending">{ " You have changed them: press New to play with them." }</span>
                    }
                </p>
                if !props.presets.is_empty() {
                    <section class="presets" aria-label="Presets">
                        { for props.presets.iter().enumerate().map(|(index, &(label, chosen))| html! {
                            <button class={class_list(&["preset", class_if(chosen, "chosen")])}
                                    aria-pressed={chosen.to_string()}
                                    onclick={send(on, Command::Preset(index))}>
                                { label }
                            </button>
                        }) }
                    </section>
                }
                { props.extra }
                { for props.specs.iter().zip(&props.chosen).map(|(spec, &current)| html! {
                    <fieldset class="option" data-option={spec.key}>
                        <legend>{ spec.label }</legend>
                        <div class="choices">
                        { for spec.choices.iter().map(|choice| {
                            html! {
                                // The label holds its radio button: a tap anywhere on it chooses.
                                <label class="choice">
                                    <input type="radio" name={spec.key} value={choice.value}
                                           checked={current == Some(choice.value)}
                                           onchange={send(on, Command::SetOption(spec.key, choice.value))}/>
                                    <span>{ choice.label }</span>
                                </label>
                            }
                        }) }
                        </div>
                    </fieldset>
                }) }
                // Who plays comes last: the seats offered follow the number of players above.
                <section class="seats" aria-label="Who plays">
                    { for props.seats.iter().map(|seat| seat_choices(seat, on)) }
                    <p class="hint">
                        { "Easy, Medium, Hard and Expert let the computer play that side, at that \
                           strength; a game between computers plays itself." }
                    </p>
                </section>
                <fieldset class="option" data-setting="speed">
                    <legend>{ "Moves are shown" }</legend>
                    <div class="choices">
                    { for Speed::ALL.into_iter().map(|speed| html! {
                        <label class="choice" data-choice={speed.as_str()}>
                            <input type="radio" name="speed" value={speed.as_str()}
                                   checked={props.speed == speed}
                                   onchange={send(on, Command::SetSpeed(speed))}/>
                            <span>{ speed.title() }</span>
                        </label>
                    }) }
                    </div>
                    <p class="hint">{ "Stone by stone, on this device. A tap on the board skips." }</p>
                </fieldset>
            </main>
        }
    }
}
