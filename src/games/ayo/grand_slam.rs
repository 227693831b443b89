//! Ayo's choice of what a grand slam (a capture of every seed the opponent has) does
//! (docs/RULES.md section 3.2).

/// What a grand slam does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GrandSlam {
    /// It may be played but captures nothing.
    #[default]
    NoCapture,
    /// It captures as usual.
    Capture,
    /// It may not be played while another move exists (and then captures nothing).
    Forbidden,
}
