//! Plain geometry for the SVG boards.

/// An axis-aligned rectangle in SVG user units (top-left corner and size).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// The centre point.
    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether two rectangles overlap.
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }
}

/// A length or coordinate as written in an SVG attribute: rounded to a whole user unit, which
/// is finer than a tablet's pixel on every board, and written without float formatting,
/// which would otherwise be the largest piece of code the site loads for drawing numbers.
pub fn units(v: f64) -> String {
    (v.round() as i32).to_string()
}

/// A line or an outline as an SVG `points` attribute: `x,y x,y …` in whole units.
pub fn points(line: impl IntoIterator<Item = (f64, f64)>) -> String {
    let mut text = String::new();
    for (x, y) in line {
        if !text.is_empty() {
            text.push(' ');
        }
        text += &units(x);
        text.push(',');
        text += &units(y);
    }
    text
}
