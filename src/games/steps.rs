//! What the games' step-by-step replays share: every game's report lists the steps a person
//! would see on a real board, and each game family has a function that applies them
//! literally to the counts before the move (a pickup empties a pit into the hand, a drop adds
//! one stone where it lands, a capture moves its stones to a store...). A step that does not
//! fit the counts it meets is a [`StepError`].

use std::fmt;

/// A step of a report that cannot be applied to the counts it meets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepError {
    /// The step's place in the report's list, from 0.
    pub step: usize,
    /// What did not fit.
    pub why: String,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {}", self.step, self.why)
    }
}

impl std::error::Error for StepError {}

/// One moment of a move as a real board shows it, for the board's animation: the counts
/// after a step (`C`, the game's counts), the place the step happened at (`A`: a pit, a
/// cell) and the stones still in the mover's hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame<C, A> {
    /// The counts after the step.
    pub counts: C,
    /// Where the step happened (the pit picked up, sown, passed over or emptied).
    pub at: A,
    /// The stones in hand after the step.
    pub hand: u32,
}

/// The moments of one move at which a lap ended in a pit that relays (Oware, Calcala), to
/// find a relay that came round to an earlier moment of the same move. A list: a move
/// relays a few times, and comparing a few boards costs less, in code and in time, than
/// hashing them.
#[derive(Debug)]
pub(crate) struct RelayPoints<T>(Vec<T>);

impl<T: PartialEq> RelayPoints<T> {
    pub(crate) fn new() -> Self {
        RelayPoints(Vec::new())
    }

    /// Adds a moment; false when it was there already.
    pub(crate) fn insert(&mut self, point: T) -> bool {
        if self.0.contains(&point) {
            return false;
        }
        self.0.push(point);
        true
    }
}

/// The stones in the mover's hand while steps are replayed.
#[derive(Debug, Default)]
pub(crate) struct Hand(u32);

impl Hand {
    /// Takes up stones.
    pub(crate) fn pick_up(&mut self, stones: u32) {
        self.0 += stones;
    }

    /// The stones held.
    pub(crate) fn stones(&self) -> u32 {
        self.0
    }

    /// Lets one stone go, or says why it cannot.
    pub(crate) fn drop_one(&mut self) -> Result<(), String> {
        self.0 = self
            .0
            .checked_sub(1)
            .ok_or("a stone is dropped from an empty hand")?;
        Ok(())
    }

    /// Checks that the hand is empty once every step is applied.
    pub(crate) fn finish(self, steps: usize) -> Result<(), StepError> {
        if self.0 == 0 {
            Ok(())
        } else {
            Err(StepError {
                step: steps,
                why: format!("{} stones are still in hand after the last step", self.0),
            })
        }
    }
}

/// Takes `stones` out of a place, or says why it cannot give them.
pub(crate) fn take(place: &mut u8, stones: u8) -> Result<(), String> {
    *place = place.checked_sub(stones).ok_or(format!(
        "{stones} stones are taken from a place holding {place}"
    ))?;
    Ok(())
}

/// Puts `stones` into a place.
pub(crate) fn put(place: &mut u8, stones: u8) -> Result<(), String> {
    *place = place.checked_add(stones).ok_or("a count overflows")?;
    Ok(())
}

/// Empties a place holding exactly `stones` into the hand, or says why it cannot.
pub(crate) fn pick_up(place: &mut u8, stones: u8, hand: &mut Hand) -> Result<(), String> {
    if *place != stones {
        return Err(format!(
            "{stones} stones are picked up from a place holding {place}"
        ));
    }
    *place = 0;
    hand.pick_up(u32::from(stones));
    Ok(())
}

/// Drops one stone from the hand into a place.
pub(crate) fn drop_one(place: &mut u8, hand: &mut Hand) -> Result<(), String> {
    hand.drop_one()?;
    put(place, 1)
}
