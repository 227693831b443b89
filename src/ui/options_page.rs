//! The options page ("More"): every option of a game as a group of large choices, drawn
//! from the game's option table, with its named presets.

use yew::prelude::*;

use crate::ui::class_list::{class_if, class_list};

use crate::games::OptionSpec;

use super::saved_screen::send;
use super::screen_state::{Command, Page};

/// What the options page shows.
#[derive(Properties, PartialEq)]
pub struct OptionsPageProps {
    /// The game's name.
    pub title: AttrValue,
    /// The game's option table.
    pub specs: &'static [OptionSpec],
    /// The value chosen for the next game of each option of `specs`, in order.
    pub chosen: Vec<Option<&'static str>>,
    /// Whether the options chosen differ from those of the game in progress.
    pub pending: bool,
    /// The names of the game's presets, each with whether it is the options chosen.
    pub presets: Vec<(&'static str, bool)>,
    /// Where the choices go.
    pub on: Callback<Command>,
    /// Choices a game adds that are not rule options (Roocala's board).
    #[prop_or_default]
    pub children: Html,
}

/// The options page of one game.
#[component]
pub fn OptionsPage(props: &OptionsPageProps) -> Html {
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
            { props.children.clone() }
            if props.specs.is_empty() && props.children == html! {} {
                <p class="no-options">
                    { format!("{} is played exactly as its rules page describes: it has no \
                               options to choose.", props.title) }
                </p>
            }
            { for props.specs.iter().zip(&props.chosen).map(|(spec, &current)| html! {
                <fieldset class="option" data-option={spec.key}>
                    <legend>{ spec.label }</legend>
                    <div class="choices">
                    { for spec.choices.iter().map(|choice| {
                        let id = format!("opt-{}-{}", spec.key, choice.value);
                        html! {
                            <label class="choice" for={id.clone()}>
                                <input type="radio" id={id} name={spec.key} value={choice.value}
                                       checked={current == Some(choice.value)}
                                       onchange={send(on, Command::SetOption(spec.key, choice.value))}/>
                                <span>{ choice.label }</span>
                            </label>
                        }
                    }) }
                    </div>
                </fieldset>
            }) }
        </main>
    }
}
