//! The plural category of a whole number in each language, by the Unicode CLDR's plural
//! rules (Language Plural Rules, cardinal), for the integers the site counts with: Fluent's
//! selections pick their arm by these names. Tested against `intl_pluralrules`, which
//! carries CLDR's data for every language, in `tests/messages.rs`.

use super::Lang;

/// The CLDR plural category a number falls in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// CLDR's `one`.
    One,
    /// CLDR's `many` (French, Spanish and Portuguese millions: "1 million de graines").
    Many,
    /// CLDR's `other`.
    Other,
}

impl Category {
    /// The category's name, as Fluent's variant keys write it.
    pub const fn name(self) -> &'static str {
        match self {
            Category::One => "one",
            Category::Many => "many",
            Category::Other => "other",
        }
    }
}

/// The plural category of the whole number `n` in `lang`.
pub fn category(lang: Lang, n: i64) -> Category {
    let i = n.unsigned_abs();
    let millions = i != 0 && i % 1_000_000 == 0;
    match lang {
        // one: i = 1 and v = 0
        Lang::En | Lang::De | Lang::Nl => one_if(i == 1),
        // one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
        Lang::Es if i == 1 => Category::One,
        // one: i = 0,1; many as Spanish's
        Lang::Fr | Lang::Pt if i <= 1 => Category::One,
        Lang::Es | Lang::Fr | Lang::Pt if millions => Category::Many,
        Lang::Es | Lang::Fr | Lang::Pt => Category::Other,
    }
}

fn one_if(one: bool) -> Category {
    if one {
        Category::One
    } else {
        Category::Other
    }
}
