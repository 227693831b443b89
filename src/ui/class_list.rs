//! CSS class lists as plain text.
//!
//! Yew's `classes!` expands, at every use, to code that builds its set of names one by one;
//! the site writes its lists with [`class_list`] instead, one small function (about 1 KB
//! less to download, gzipped).

/// The names given, without the empty ones, separated by spaces: `class_list(&["pit",
/// class_if(legal, "legal")])` is `"pit legal"` or `"pit"`.
pub fn class_list(names: &[&str]) -> String {
    let mut list = String::new();
    for name in names.iter().filter(|name| !name.is_empty()) {
        if !list.is_empty() {
            list.push(' ');
        }
        list.push_str(name);
    }
    list
}

/// `name` when `on` holds, otherwise nothing: a class that comes and goes.
pub fn class_if(on: bool, name: &str) -> &str {
    if on {
        name
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_names_are_left_out() {
        assert_eq!(
            class_list(&["pit", "", class_if(true, "legal")]),
            "pit legal"
        );
        assert_eq!(class_list(&["", class_if(false, "legal"), "pit"]), "pit");
        assert_eq!(class_list(&["a b", "c"]), "a b c");
    }
}
