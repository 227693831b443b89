//! The languages the site speaks, and how a browser's language tag picks one.

/// A language the site speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    /// English, the messages' source.
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
    /// Dutch.
    Nl,
    /// Spanish.
    Es,
    /// Portuguese.
    Pt,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Fr, Lang::De, Lang::Nl, Lang::Es, Lang::Pt];

    /// The language's BCP 47 code (`fr`), as in `<html lang>` and the messages' file names.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Nl => "nl",
            Lang::Es => "es",
            Lang::Pt => "pt",
        }
    }

    /// The direction the language is written in, as `<html dir>` says it: every language
    /// offered is written left to right (one written right to left, as Arabic is, would
    /// say `rtl` here).
    pub const fn direction(self) -> &'static str {
        "ltr"
    }

    /// The language's name in itself, as a language menu shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
            Lang::Es => "Español",
            Lang::Pt => "Português",
        }
    }

    /// The language of a BCP 47 tag (`fr-CA`, `pt_BR`, `DE`), by its primary subtag.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }

    /// The first of a browser's preferred languages (`navigator.languages`) that the site
    /// speaks, or English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_names_its_language_by_its_primary_subtag() {
        assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("pt_BR"), Some(Lang::Pt));
        assert_eq!(Lang::from_tag("DE"), Some(Lang::De));
        assert_eq!(Lang::from_tag("tw"), None);
        assert_eq!(Lang::from_tag(""), None);
    }

    #[test]
    fn the_first_language_spoken_is_preferred() {
        assert_eq!(Lang::preferred(["tw-GH", "fr-CI", "en"]), Lang::Fr);
        assert_eq!(Lang::preferred(["yo", "ak"]), Lang::En);
        assert_eq!(Lang::preferred([]), Lang::En);
    }
}
