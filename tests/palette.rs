//! The site's colours, read from `static/style.css` as the browser reads them, checked by
//! simulation (docs/looks.md): every pair of players' colours stays apart under the three
//! common colour vision deficiencies, and text keeps 4.5:1 against what it is drawn on, in
//! every theme.
//!
//! Deficiencies are simulated with the matrices of Machado, Oliveira & Fernandes, "A
//! Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 2009),
//! at severity 1 (dichromacy), applied to linear sRGB; colours are compared by CIEDE2000
//! (Sharma, Wu & Dalal 2005), contrast by WCAG 2's relative luminance.

use std::collections::BTreeMap;

/// The style sheet's custom properties, by the theme (the selector, within its `@media` if
/// any) that sets them.
type Themes = BTreeMap<String, BTreeMap<String, String>>;

const STYLE: &str = include_str!("../static/style.css");
const RULES_STYLE: &str = include_str!("../static/rules/rules.css");

/// The least CIEDE2000 difference between the two players' colours, under each deficiency.
const TWO_PLAYERS: f64 = 20.0;
/// The same between any two of Calcala's four players, who also differ by their dots' shapes.
const FOUR_PLAYERS: f64 = 15.0;
/// WCAG 2's contrast for normal text.
const TEXT: f64 = 4.5;
/// WCAG 2's contrast for large text (bold 14 pt, about 19 px, or more).
const LARGE_TEXT: f64 = 3.0;

/// Linear-RGB matrices of Machado et al. (2009), severity 1.0.
const DEFICIENCIES: [(&str, [[f64; 3]; 3]); 3] = [
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

const NORMAL: [[f64; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// An sRGB colour with alpha, each in 0..=1.
#[derive(Clone, Copy, Debug)]
struct Rgba([f64; 4]);

fn parse_colour(text: &str) -> Option<Rgba> {
    let text = text.trim();
    if let Some(hex) = text.strip_prefix('#') {
        let digits: Vec<u8> = hex
            .chars()
            .map(|c| c.to_digit(16).and_then(|d| u8::try_from(d).ok()))
            .collect::<Option<_>>()?;
        let channels: Vec<f64> = match digits.len() {
            3 | 4 => digits.iter().map(|&d| f64::from(d * 17) / 255.0).collect(),
            6 | 8 => digits
                .chunks(2)
                .map(|p| f64::from(p[0] * 16 + p[1]) / 255.0)
                .collect(),
            _ => return None,
        };
        let a = channels.get(3).copied().unwrap_or(1.0);
        return Some(Rgba([channels[0], channels[1], channels[2], a]));
    }
    let inner = text
        .strip_prefix("rgba(")
        .or_else(|| text.strip_prefix("rgb("))?
        .strip_suffix(')')?;
    let parts: Vec<f64> = inner
        .split(',')
        .map(|p| p.trim().parse().ok())
        .collect::<Option<_>>()?;
    match parts[..] {
        [r, g, b] => Some(Rgba([r / 255.0, g / 255.0, b / 255.0, 1.0])),
        [r, g, b, a] => Some(Rgba([r / 255.0, g / 255.0, b / 255.0, a])),
        _ => None,
    }
}

/// `top` painted over the opaque `bottom`.
fn over(top: Rgba, bottom: Rgba) -> Rgba {
    let a = top.0[3];
    let mix = |i: usize| top.0[i] * a + bottom.0[i] * (1.0 - a);
    Rgba([mix(0), mix(1), mix(2), 1.0])
}

fn linear(c: f64) -> f64 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn simulate(c: Rgba, m: &[[f64; 3]; 3]) -> [f64; 3] {
    let l = [linear(c.0[0]), linear(c.0[1]), linear(c.0[2])];
    let row = |r: &[f64; 3]| (r[0] * l[0] + r[1] * l[1] + r[2] * l[2]).clamp(0.0, 1.0);
    [row(&m[0]), row(&m[1]), row(&m[2])]
}

/// CIELAB (D65) of a linear-RGB colour.
fn lab(l: [f64; 3]) -> [f64; 3] {
    let x = 0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2];
    let y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    let z = 0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2];
    let f = |t: f64| {
        let d: f64 = 6.0 / 29.0;
        if t > d.powi(3) {
            t.cbrt()
        } else {
            t / (3.0 * d * d) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIEDE2000 (Sharma, Wu & Dalal 2005), with kL = kC = kH = 1.
fn ciede2000(p: [f64; 3], q: [f64; 3]) -> f64 {
    let [l1, a1, b1] = p;
    let [l2, a2, b2] = q;
    let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1, a2) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let hue = |a: f64, b: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(a1, b1), hue(a2, b2));
    let dl = l2 - l1;
    let dc = c2 - c1;
    let dh = if c1 * c2 == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 - h1 > 180.0 {
        h2 - h1 - 360.0
    } else {
        h2 - h1 + 360.0
    };
    let dh_big = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let l_bar = (l1 + l2) / 2.0;
    let c_bar = (c1 + c2) / 2.0;
    let h_bar = if c1 * c2 == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_bar - 30.0) + 0.24 * cos(2.0 * h_bar) + 0.32 * cos(3.0 * h_bar + 6.0)
            - 0.20 * cos(4.0 * h_bar - 63.0);
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt();
    let s_l = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * c_bar;
    let s_h = 1.0 + 0.015 * c_bar * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (l, c, h) = (dl / s_l, dc / s_c, dh_big / s_h);
    (l * l + c * c + h * h + r_t * c * h).sqrt()
}

fn luminance(c: Rgba) -> f64 {
    0.2126 * linear(c.0[0]) + 0.7152 * linear(c.0[1]) + 0.0722 * linear(c.0[2])
}

fn contrast(a: Rgba, b: Rgba) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// The custom properties of a style sheet, by theme: `:root` is the default, a theme
/// block (`:root.theme-light`, or `@media (…) :root:not(…)`) holds what it changes.
fn themes(css: &str) -> Themes {
    let mut text = String::new();
    let mut rest = css;
    while let Some(start) = rest.find("/*") {
        text += &rest[..start];
        rest = rest[start..]
            .find("*/")
            .map_or("", |end| &rest[start + end + 2..]);
    }
    text += rest;
    let mut themes = Themes::new();
    let mut stack: Vec<String> = Vec::new();
    let mut chunk = String::new();
    for ch in text.chars() {
        match ch {
            '{' => {
                stack.push(chunk.trim().to_owned());
                chunk.clear();
            }
            '}' => {
                let selector = stack.join(" ");
                for declaration in chunk.split(';') {
                    if let Some((name, value)) = declaration.split_once(':') {
                        let name = name.trim();
                        if let Some(name) = name.strip_prefix("--") {
                            themes
                                .entry(selector.clone())
                                .or_default()
                                .insert(name.to_owned(), value.trim().to_owned());
                        }
                    }
                }
                stack.pop();
                chunk.clear();
            }
            ';' if stack.is_empty() => chunk.clear(),
            _ => chunk.push(ch),
        }
    }
    themes
}

/// A theme's colours: its own over the default's.
struct Palette<'a> {
    name: &'a str,
    own: &'a BTreeMap<String, String>,
    base: &'a BTreeMap<String, String>,
}

impl Palette<'_> {
    fn raw(&self, name: &str) -> String {
        self.own
            .get(name)
            .or_else(|| self.base.get(name))
            .unwrap_or_else(|| panic!("{}: no --{name}", self.name))
            .clone()
    }

    fn colour(&self, name: &str) -> Rgba {
        let value = self.raw(name);
        if let Some(other) = value
            .strip_prefix("var(--")
            .and_then(|v| v.strip_suffix(')'))
        {
            return self.colour(other);
        }
        parse_colour(&value).unwrap_or_else(|| panic!("{}: --{name}: {value}", self.name))
    }

    /// The opaque colour of `name` (over `under` if it is translucent).
    fn solid(&self, name: &str, under: &str) -> Rgba {
        over(self.colour(name), self.colour(under))
    }
}

fn palettes(themes: &Themes) -> Vec<Palette<'_>> {
    let base = &themes[":root"];
    themes
        .iter()
        .filter(|(selector, _)| selector.contains(":root"))
        .map(|(name, own)| Palette { name, own, base })
        .collect()
}

/// The least difference between any two of `colours` under each deficiency (and normal
/// vision), with the pair.
fn least_difference(p: &Palette, colours: &[(&str, Rgba)]) -> Vec<String> {
    let mut failures = Vec::new();
    for (vision, matrix) in DEFICIENCIES.iter().copied().chain([("normal", NORMAL)]) {
        for (i, &(a, ca)) in colours.iter().enumerate() {
            for &(b, cb) in &colours[i + 1..] {
                let d = ciede2000(lab(simulate(ca, &matrix)), lab(simulate(cb, &matrix)));
                let need = if colours.len() > 2 {
                    FOUR_PLAYERS
                } else {
                    TWO_PLAYERS
                };
                if d < need {
                    failures.push(format!(
                        "{}: {a} and {b} differ by {d:.1} under {vision} (at least {need})",
                        p.name
                    ));
                }
            }
        }
    }
    failures
}

#[test]
fn ciede2000_agrees_with_sharmas_test_data() {
    // Pairs 1, 7, 17 and 25 of Sharma, Wu & Dalal's table.
    let pairs = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        (
            [60.2574, -34.0099, 36.2677],
            [60.4626, -34.1751, 39.4387],
            1.2644,
        ),
    ];
    for (p, q, expected) in pairs {
        let d = ciede2000(p, q);
        assert!(
            (d - expected).abs() < 1e-4,
            "{p:?} {q:?}: {d} not {expected}"
        );
        assert!((ciede2000(q, p) - d).abs() < 1e-9);
    }
}

#[test]
fn the_simulations_keep_white_and_black_and_merge_red_and_green() {
    let white = lab(simulate(Rgba([1.0; 4]), &DEFICIENCIES[1].1));
    assert!((white[0] - 100.0).abs() < 0.5, "{white:?}");
    // The old Kalah pair, the reason for all this: red and green all but one under
    // deuteranopia.
    let [red, green] = ["#c2502f", "#4f9c58"].map(|c| parse_colour(c).unwrap());
    let d = ciede2000(
        lab(simulate(red, &DEFICIENCIES[1].1)),
        lab(simulate(green, &DEFICIENCIES[1].1)),
    );
    assert!(d < 10.0, "{d}");
}

#[test]
fn the_style_sheets_have_themes() {
    let site = themes(STYLE);
    assert!(site.contains_key(":root"), "{:?}", site.keys());
    assert!(themes(RULES_STYLE).contains_key(":root"));
}

#[test]
fn each_theme_is_the_same_for_its_class_and_its_media_query() {
    for css in [STYLE, RULES_STYLE] {
        same_for_class_and_query(&themes(css));
    }
}

fn same_for_class_and_query(site: &Themes) {
    for (class, query) in [
        (
            ":root.theme-light",
            "@media (prefers-color-scheme: light) :root:not(.theme-wood):not(.theme-contrast)",
        ),
        (
            ":root.theme-contrast",
            "@media (prefers-contrast: more), (forced-colors: active) \
             :root:not(.theme-wood):not(.theme-light)",
        ),
    ] {
        let (Some(by_class), Some(by_query)) = (site.get(class), site.get(query)) else {
            panic!("{class} or {query} missing: {:?}", site.keys());
        };
        assert_eq!(by_class, by_query, "{class}");
        assert!(by_class.len() >= 4, "{class}: {by_class:?}");
    }
}

#[test]
fn players_stay_apart_under_every_colour_vision_deficiency() {
    let mut failures = Vec::new();
    for css in [STYLE, RULES_STYLE] {
        let themes = themes(css);
        for p in palettes(&themes) {
            // Each pair is one thing the two players own: their dots, trays, stores, cells,
            // rooks. Rules pages have fewer of them.
            for (south, north) in [
                ("red", "green"),
                ("red-tray", "green-tray"),
                ("red-tray-deep", "green-tray-deep"),
                ("cell-south", "cell-north"),
                ("rook-south", "rook-north"),
            ] {
                if p.own.contains_key(south) || p.base.contains_key(south) {
                    let pair = [(south, p.colour(south)), (north, p.colour(north))];
                    failures.extend(least_difference(&p, &pair));
                }
            }
            if p.base.contains_key("p1") {
                let four = ["p1", "p2", "p3", "p4"].map(|n| (n, p.colour(n)));
                failures.extend(least_difference(&p, &four));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn text_keeps_its_contrast_on_what_it_is_drawn_on() {
    let mut failures = Vec::new();
    for (css, pairs) in [
        (
            STYLE,
            &[
                ("text", "bg"),
                ("text", "panel"),
                ("text-dim", "panel"),
                ("button-text", "button"),
                ("house-number", "red-tray"),
                ("house-number", "green-tray"),
                ("count-text", "count-badge"),
                ("cell-text", "cell-south"),
                ("cell-text", "cell-north"),
                // On the light inner cells a count is read on its dark edge.
                ("cell-text", "cell-text-edge"),
                ("legal-text", "legal"),
                ("text", "red-bar"),
                ("text", "green-bar"),
                ("legal-ink", "panel"),
                ("sown-ink", "panel"),
                ("capture-ink", "panel"),
                ("refused-ink", "panel"),
                ("info-ink", "panel"),
                ("warning", "panel"),
            ][..],
        ),
        (
            RULES_STYLE,
            &[("text", "bg"), ("text", "panel"), ("text-dim", "panel")][..],
        ),
    ] {
        let themes = themes(css);
        for p in palettes(&themes) {
            for &(fg, bg) in pairs {
                let ratio = contrast(p.solid(fg, bg), p.colour(bg));
                if ratio < TEXT {
                    failures.push(format!("{}: --{fg} on --{bg}: {ratio:.2}:1", p.name));
                }
                // North's rows are striped: the numbers must hold on the stripes too.
                if bg == "green-tray" {
                    let striped = p.solid("stripe", bg);
                    let ratio = contrast(p.solid(fg, bg), striped);
                    if ratio < TEXT {
                        failures.push(format!(
                            "{}: --{fg} on striped --{bg}: {ratio:.2}:1",
                            p.name
                        ));
                    }
                }
            }
        }
    }
    // Calcala's coordinates, bold 22 px on the board's wood, are large text.
    for p in palettes(&themes(STYLE)) {
        let ratio = contrast(p.colour("coord"), p.colour("grid-wood"));
        if ratio < LARGE_TEXT {
            failures.push(format!("{}: --coord on --grid-wood: {ratio:.2}:1", p.name));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
