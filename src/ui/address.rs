//! The page's address under the site's root, which is the document's base URL in every page
//! of the site, and the language folder it may start with: each page exists in every
//! language offered, English's at the root (`kalah/`), another language's in its folder
//! (`fr/kalah/`: tools/post-build.mjs, docs/hosting.md).

use crate::i18n::Lang;

/// The folder of `lang`'s pages under the site's root, with its `/` (`fr/`), or `""` for
/// English's, at the root. Addresses the app writes start with the language it says.
pub const fn language_folder(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "",
        Lang::Fr => "fr/",
        Lang::De => "de/",
        Lang::Nl => "nl/",
        Lang::Es => "es/",
        Lang::Pt => "pt/",
    }
}

/// The folder of the pages in the language the app says now (`fr/`), `""` for English's:
/// where every address the app writes goes. One copy for every caller.
#[inline(never)]
pub fn said_folder() -> &'static str {
    language_folder(crate::i18n::language())
}

/// The language folder an address under the site's root starts with (`fr/kalah/#/kalah`:
/// French), and the rest of the address (`kalah/#/kalah`). No folder is English's, and
/// neither is `en/`: English's pages are at the root.
pub fn split_language(under_root: &str) -> (Option<Lang>, &str) {
    let Some((folder, rest)) = under_root.split_once('/') else {
        return (None, under_root);
    };
    let lang = (Lang::ALL.into_iter()).find(|&lang| lang != Lang::En && lang.code() == folder);
    match lang {
        Some(lang) => (Some(lang), rest),
        None => (None, under_root),
    }
}

/// The page's address under the site's root (`fr/kalah/#/kalah`), `""` at the root.
pub fn under_root() -> String {
    let document = gloo::utils::document();
    let base = document.base_uri().ok().flatten().unwrap_or_default();
    let address = document.url().unwrap_or_default();
    address
        .strip_prefix(base.as_str())
        .unwrap_or_default()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_folder_starts_the_address_of_its_pages() {
        assert_eq!(split_language("fr/kalah/"), (Some(Lang::Fr), "kalah/"));
        assert_eq!(split_language("de/"), (Some(Lang::De), ""));
        assert_eq!(
            split_language("pt/#/oware?moves=3"),
            (Some(Lang::Pt), "#/oware?moves=3")
        );
        assert_eq!(split_language("kalah/"), (None, "kalah/"));
        assert_eq!(split_language(""), (None, ""));
        assert_eq!(split_language("fr"), (None, "fr"));
        assert_eq!(split_language("en/kalah/"), (None, "en/kalah/"));
        assert_eq!(split_language("FR/kalah/"), (None, "FR/kalah/"));
        assert_eq!(split_language("#/fr/x"), (None, "#/fr/x"));
        assert_eq!(split_language("index.html"), (None, "index.html"));
        for lang in Lang::ALL {
            let folder = language_folder(lang);
            assert_eq!(
                folder.trim_end_matches('/'),
                if lang == Lang::En { "" } else { lang.code() }
            );
            let expected = (lang != Lang::En).then_some(lang);
            assert_eq!(
                split_language(&format!("{folder}oware/")),
                (expected, "oware/")
            );
        }
    }
}
