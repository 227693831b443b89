//! The look chosen on More (docs/looks.md): Auto follows the system (the style sheet's
//! media queries pick the wood at night, the light theme for `prefers-color-scheme: light`,
//! high contrast for `prefers-contrast: more` or `forced-colors: active`); a choice wins
//! over them, as a class on the root element, kept on this device. The boot script
//! (static/boot.js) puts the kept class on the root before the first paint, so a page never
//! flashes the other look; the app reads the choice back from the root.

use super::storage;
use crate::i18n::msg;

/// A look of the site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// As the system asks.
    Auto,
    /// The dark wood.
    Wood,
    /// Light paper and pale wood.
    Light,
    /// Black, white and strong colours.
    Contrast,
}

/// Where the choice is kept (static/boot.js reads it too).
const THEME_KEY: &str = "mancala.theme";
/// What every theme's class starts with.
const PREFIX: &str = "theme-";

impl Theme {
    /// Every choice, in the order More offers them.
    pub const ALL: [Theme; 4] = [Theme::Auto, Theme::Wood, Theme::Light, Theme::Contrast];

    /// The choice's id (`data-choice`), saved value and, but for Auto, class (`theme-wood`).
    pub fn as_str(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Wood => "wood",
            Theme::Light => "light",
            Theme::Contrast => "contrast",
        }
    }

    /// The choice as More names it.
    pub fn title(self) -> String {
        match self {
            Theme::Auto => msg::ThemeAuto.text(),
            Theme::Wood => msg::ThemeWood.text(),
            Theme::Light => msg::ThemeLight.text(),
            Theme::Contrast => msg::ThemeContrast.text(),
        }
    }

    /// The theme a saved value or a class names; Auto for anything else.
    fn named(name: Option<&str>) -> Theme {
        Theme::ALL
            .into_iter()
            .find(|t| Some(t.as_str()) == name)
            .unwrap_or(Theme::Auto)
    }

    /// The theme shown now: the one whose class the root element wears.
    pub fn current() -> Theme {
        let class = root().map(|r| r.class_name()).unwrap_or_default();
        Theme::named(theme_class(&class))
    }

    /// Shows this theme and keeps the choice on this device (an event handler's work:
    /// the screens' reducers never see it).
    pub fn choose(self) {
        if let Some(root) = root() {
            root.set_class_name(&with_theme(&root.class_name(), self));
        }
        // A browser that keeps nothing is told of once, by the game's own save.
        let _ = storage::save(THEME_KEY, self.as_str());
    }
}

/// Gives a frame of the site (the rules page) the theme chosen, once it has loaded: its
/// style sheet has the same themes (static/rules/rules.css).
pub fn share_with(frame: Option<web_sys::EventTarget>) -> Option<()> {
    use js_sys::Reflect;
    let class = Theme::current();
    let frame = frame?;
    let document = Reflect::get(&frame, &"contentDocument".into()).ok()?;
    let root: web_sys::Element =
        wasm_bindgen::JsCast::dyn_into(Reflect::get(&document, &"documentElement".into()).ok()?)
            .ok()?;
    root.set_class_name(&with_theme(&root.class_name(), class));
    Some(())
}

/// The root element; none natively, where pages are prerendered (the look is then Auto).
fn root() -> Option<web_sys::Element> {
    if cfg!(not(target_arch = "wasm32")) {
        return None;
    }
    gloo::utils::document().document_element()
}

/// The theme named by a class list's `theme-` class, if it has one.
fn theme_class(class: &str) -> Option<&str> {
    class
        .split_ascii_whitespace()
        .find_map(|c| c.strip_prefix(PREFIX))
}

/// `class` with its theme class replaced by `theme`'s (none for Auto).
fn with_theme(class: &str, theme: Theme) -> String {
    let own = (theme != Theme::Auto).then(|| format!("{PREFIX}{}", theme.as_str()));
    class
        .split_ascii_whitespace()
        .filter(|c| !c.starts_with(PREFIX))
        .map(str::to_owned)
        .chain(own)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_replaces_the_theme_class_and_keeps_the_others() {
        assert_eq!(with_theme("", Theme::Light), "theme-light");
        assert_eq!(
            with_theme("app theme-light wide", Theme::Contrast),
            "app wide theme-contrast"
        );
        assert_eq!(with_theme("theme-wood app", Theme::Auto), "app");
        assert_eq!(theme_class("app theme-contrast"), Some("contrast"));
        assert_eq!(Theme::named(theme_class("app")), Theme::Auto);
        assert_eq!(Theme::named(Some("sepia")), Theme::Auto);
        for theme in Theme::ALL {
            assert_eq!(Theme::named(Some(theme.as_str())), theme);
        }
    }
}
