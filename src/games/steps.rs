//! What the games' step-by-step replays share: every game's report lists the steps a person
//! would see on a real board, and each game family has a function that applies them
//! literally to the counts before the move (a pickup empties a pit into the hand, a drop adds
//! one stone where it lands, a capture moves its stones to a store...). A step that does not
//! fit the counts it meets is a [`StepError`].

use std::fmt;

/// Where a move's steps go as it is played: pushed onto `steps` for the move's report
/// (`play`), or dropped when there is no list (the search's `play_fast`, which builds no
/// report), so that both run one piece of rules code.
pub(crate) fn recorder<'a, T>(mut steps: Option<&'a mut Vec<T>>) -> impl FnMut(T) + 'a {
    move |step| {
        if let Some(steps) = steps.as_deref_mut() {
            steps.push(step);
        }
    }
}

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
/// cell), the stones still in the mover's hand, and the stones the step carried off the
/// board to a player's store or pile (`T`: whose).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame<C, A, T> {
    /// The counts after the step.
    pub counts: C,
    /// Where the step happened (the pit picked up, sown, passed over or emptied).
    pub at: A,
    /// The stones in hand after the step.
    pub hand: u32,
    /// The stones the step took from `at` to a player's store or pile (a capture, an Oware
    /// four, the end-of-game sweep), and whose it is.
    pub carried_off: Option<(u8, T)>,
}

/// How many relays a move makes before one comes round to an earlier moment of the same
/// move, where docs/RULES.md stops it (Oware, Calcala): `first` is the move's first relay moment
/// (the board, and where the lap ended, as it is picked up again) and `next` gives the
/// moment of the next relay, or `None` when a lap ends without relaying (then the move never
/// repeats, and this is `None` too). Counted from 0 for `first`, the answer is the index of
/// the first moment equal to an earlier one.
///
/// Brent's cycle-finding algorithm: a relay can run for a hundred thousand laps before it
/// repeats, and this takes time in proportion to the laps, with no memory of them (a list
/// of the moments would take time in proportion to their square; a set, code and memory).
pub(crate) fn relays_before_repeat<T: PartialEq + Clone>(
    first: &T,
    next: impl Fn(&T) -> Option<T>,
) -> Option<usize> {
    // The length of the cycle the moments end in: the hare runs ahead of a tortoise that
    // jumps to it at every power of two, until they meet.
    let (mut power, mut length) = (1, 1);
    let mut tortoise = first.clone();
    let mut hare = next(first)?;
    while tortoise != hare {
        if power == length {
            tortoise = hare.clone();
            power *= 2;
            length = 0;
        }
        hare = next(&hare)?;
        length += 1;
    }
    // Where the cycle starts: two walkers `length` moments apart meet at its first moment;
    // the moment `length` later is the first repeat.
    let (mut tortoise, mut hare) = (first.clone(), first.clone());
    for _ in 0..length {
        hare = next(&hare)?;
    }
    let mut start = 0;
    while tortoise != hare {
        tortoise = next(&tortoise)?;
        hare = next(&hare)?;
        start += 1;
    }
    Some(start + length)
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

#[cfg(test)]
mod tests {
    use super::relays_before_repeat;

    /// The index of the first value met twice, the slow way.
    fn first_repeat_by_list(first: u64, next: impl Fn(&u64) -> Option<u64>) -> Option<usize> {
        let mut seen = vec![first];
        let mut at = first;
        loop {
            at = next(&at)?;
            if seen.contains(&at) {
                return Some(seen.len());
            }
            seen.push(at);
        }
    }

    #[test]
    fn brent_finds_the_first_repeat_of_every_sequence() {
        // x -> x*x + c mod m: every mix of a lead-in and a cycle; and sequences that end.
        for m in 1..60u64 {
            for c in 0..m {
                for first in 0..m {
                    let next = |x: &u64| Some((x * x + c) % m);
                    assert_eq!(
                        relays_before_repeat(&first, next),
                        first_repeat_by_list(first, next),
                        "m {m} c {c} first {first}"
                    );
                    let ends = |x: &u64| (*x != c % m).then(|| (x * x + c) % m);
                    assert_eq!(
                        relays_before_repeat(&first, ends),
                        first_repeat_by_list(first, ends),
                        "ending: m {m} c {c} first {first}"
                    );
                }
            }
        }
    }
}
