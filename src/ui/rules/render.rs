//! Rendering the rules pages to HTML, natively, with Yew's server renderer.

use yew::prelude::*;

use crate::games::GameId;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
struct HelpProps {
    game: GameId,
}

#[component]
fn Help(props: &HelpProps) -> Html {
    super::help(props.game)
}

/// The HTML of a game's rules page in the current language, as the site fetches it
/// ([`crate::ui::rules_page::page_file`]: English's at `rules/`, another language's in a
/// folder of its own, `rules/fr/`).
pub fn render_page(game: GameId) -> String {
    let lang = crate::i18n::language();
    let (code, sheet) = match lang {
        Lang::En => ("en", "rules.css"),
        _ => (lang.code(), "../rules.css"),
    };
    let renderer =
        yew::LocalServerRenderer::<Help>::with_props(HelpProps { game }).hydratable(false);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a current-thread runtime needs no resources that can be missing");
    let html = tokio::task::LocalSet::new().block_on(&runtime, renderer.render());
    let title = crate::ui::rules_page::page_title(game);
    let dir = lang.direction();
    format!(
        "<!doctype html>\n<html lang=\"{code}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"{sheet}\">\
         </head><body><article class=\"rules-text\">\n{html}\n</article></body></html>\n"
    )
}
