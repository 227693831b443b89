//! The options page ("More"): every option of a game as a group of large choices, drawn
//! from the game's option table, with its named presets.

use yew::prelude::*;

use crate::games::RuleOptions;

/// What the options page shows.
#[derive(Properties, PartialEq)]
pub struct OptionsPageProps<R: RuleOptions + 'static> {
    /// The game's name.
    pub title: AttrValue,
    /// The options chosen for the next game.
    pub rules: R,
    /// The options of the game in progress.
    pub in_force: R,
    /// Named rule sets.
    pub presets: Vec<(&'static str, R)>,
    /// One option was chosen.
    pub on_set: Callback<(&'static str, &'static str)>,
    /// A preset was chosen.
    pub on_preset: Callback<R>,
    /// Back to the board.
    pub on_back: Callback<()>,
    /// Choices a game adds that are not rule options (Roocala's board).
    #[prop_or_default]
    pub children: Html,
}

/// The options page of one game.
#[component]
pub fn OptionsPage<R: RuleOptions + 'static>(props: &OptionsPageProps<R>) -> Html {
    let pending = props.rules != props.in_force;
    let on_back = props.on_back.clone();
    html! {
        <main class="page options-page">
            <header class="topbar">
                <button class="back" onclick={move |_| on_back.emit(())}>{ "Back" }</button>
                <h1>{ format!("{} options", props.title) }</h1>
            </header>
            <p class="hint">
                { "Options come into force when you start a " }<strong>{ "New" }</strong>
                { " game." }
                if pending {
                    <span class="pending">{ " You have changed them: press New to play with them." }</span>
                }
            </p>
            if !props.presets.is_empty() {
                <section class="presets" aria-label="Presets">
                    { for props.presets.iter().map(|(label, rules)| {
                        let on_preset = props.on_preset.clone();
                        let rules_for_click = rules.clone();
                        let chosen = *rules == props.rules;
                        html! {
                            <button class={classes!("preset", chosen.then_some("chosen"))}
                                    aria-pressed={chosen.to_string()}
                                    onclick={move |_| on_preset.emit(rules_for_click.clone())}>
                                { *label }
                            </button>
                        }
                    }) }
                </section>
            }
            { props.children.clone() }
            if R::SPECS.is_empty() && props.children == html! {} {
                <p class="no-options">
                    { format!("{} is played exactly as its rules page describes: it has no \
                               options to choose.", props.title) }
                </p>
            }
            { for R::SPECS.iter().map(|spec| {
                let current = props.rules.get(spec.key);
                html! {
                    <fieldset class="option" data-option={spec.key}>
                        <legend>{ spec.label }</legend>
                        <div class="choices">
                        { for spec.choices.iter().map(|choice| {
                            let on_set = props.on_set.clone();
                            let key = spec.key;
                            let value = choice.value;
                            let id = format!("opt-{key}-{value}");
                            html! {
                                <label class="choice" for={id.clone()}>
                                    <input type="radio" id={id} name={key} value={value}
                                           checked={current == Some(value)}
                                           onchange={move |_| on_set.emit((key, value))}/>
                                    <span>{ choice.label }</span>
                                </label>
                            }
                        }) }
                        </div>
                    </fieldset>
                }
            }) }
        </main>
    }
}
