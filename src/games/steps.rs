//! What the games' step-by-step replays share: every game's report lists the steps a person
//! would see on a real board, and each game family has a function that applies them
//! literally to the counts before the move (a pickup empties a pit into the hand, a drop adds
//! one stone where it lands, a capture moves its stones to a store...). A step that does not
//! fit the counts it meets is a [`StepError`].

use std::fmt;
use std::ops::ControlFlow;

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

/// Where a move's chain of relays ends (Oware, Calcala), as [`relay_chain`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RelayChain<T> {
    /// The relays the move makes.
    pub(crate) relays: usize,
    /// The moment the move stops at: the board as its last lap ended, in a place that does
    /// not relay; or, when `endless`, the first moment equal to an earlier one.
    pub(crate) last: T,
    /// Whether the relays come round to an earlier moment of the move, where docs/RULES.md
    /// stops them (an endless relay).
    pub(crate) endless: bool,
}

/// Plays a move's relays to their end, or to the first moment that comes round to an
/// earlier moment of the same move, where docs/RULES.md stops them (Oware, Calcala):
/// `first` is the move's first relay moment (the board, and where the lap ended, as it is
/// picked up again) and `next` plays a moment's relay, giving the next relay moment
/// (`Continue`) or, when that lap ends without relaying, the board as it ended (`Break`).
/// Counted from 0 for `first`, a repeat's index is the relays made before it.
///
/// Brent's cycle-finding algorithm: a relay can run for a hundred thousand laps before it
/// repeats, and this takes time in proportion to the laps, with no memory of them (a list
/// of the moments would take time in proportion to their square; a set, code and memory).
/// Its first pass plays the laps one by one in the move's order, so a chain that ends
/// without repeating is played once, and the sowing takes its last moment from here
/// instead of playing the laps again (a report plays them again, for their steps).
pub(crate) fn relay_chain<T: PartialEq + Clone>(
    first: T,
    next: impl Fn(&T) -> ControlFlow<T, T>,
) -> RelayChain<T> {
    // The length of the cycle the moments end in: the hare runs ahead of a tortoise that
    // jumps to it at every power of two, until they meet; `relays` counts its moments.
    let (mut power, mut length, mut relays) = (1, 0, 0);
    let (mut tortoise, mut hare) = (first.clone(), first.clone());
    loop {
        hare = match next(&hare) {
            ControlFlow::Continue(moment) => moment,
            ControlFlow::Break(last) => {
                return RelayChain {
                    relays: relays + 1,
                    last,
                    endless: false,
                }
            }
        };
        relays += 1;
        length += 1;
        if tortoise == hare {
            break;
        }
        if power == length {
            tortoise = hare.clone();
            power *= 2;
            length = 0;
        }
    }
    // Where the cycle starts: two walkers `length` moments apart meet at its first moment;
    // the moment `length` later is the first repeat. The hare sets out first, the tortoise
    // once it is `length` ahead. Every moment up to the repeat relayed in the first pass, so
    // `next` continues from each.
    let mut walkers = [first.clone(), first];
    let mut relays = 0;
    while relays < length || walkers[0] != walkers[1] {
        let setting_out = usize::from(relays < length);
        for walker in &mut walkers[setting_out..] {
            *walker = match next(walker) {
                ControlFlow::Continue(moment) | ControlFlow::Break(moment) => moment,
            };
        }
        relays += 1;
    }
    let [_, last] = walkers;
    RelayChain {
        relays,
        last,
        endless: true,
    }
}

/// A step of a game family's move reports, as the replay applies it literally to the
/// board's counts: the one piece each family writes ([`replay_steps`] and [`replay_frames`],
/// the loop over the steps, the hand and the frames, are the same for every game).
pub trait ReplayStep {
    /// Every count the board shows: each frame's, and the replay's result.
    type Counts: Copy;
    /// Where a step happens: a pit, a cell.
    type At;
    /// Who moves, and whose store or pile carried-off stones go to.
    type Player: Copy;

    /// Applies the step, `mover` having moved, taking stones into or out of `hand`: the
    /// stones it carried off the board and to whom, or why it does not fit the counts.
    fn apply(
        &self,
        counts: &mut Self::Counts,
        mover: Self::Player,
        hand: &mut Hand,
    ) -> Carried<Self::Player>;

    /// Where the step happens, for its frame; `None` for a step the board does not show.
    fn at(&self) -> Option<Self::At>;
}

/// What a step did ([`ReplayStep::apply`]): the stones it carried off the board and to
/// whom, or why it does not fit the counts it met.
pub type Carried<P> = Result<Option<(u8, P)>, String>;

/// A moment of a move of the family whose steps are `S`.
pub type FrameOf<S> =
    Frame<<S as ReplayStep>::Counts, <S as ReplayStep>::At, <S as ReplayStep>::Player>;

/// Applies a move's steps literally to the counts before it, `mover` having moved (each
/// family's [`ReplayStep::apply`] says what its steps do). The hand must be empty at the
/// end. This knows nothing of the rules: for any move it gives the counts after the move
/// (and with the end sweep, where a game has one, the totals), which the tests check.
pub fn replay_steps<S: ReplayStep>(
    before: &S::Counts,
    mover: S::Player,
    steps: &[S],
) -> Result<S::Counts, StepError> {
    replay(before, mover, steps, |_| {})
}

/// The frames of a move, for the board's animation: one for each of its steps that happens
/// somewhere, in order, each with the counts after it ([`replay_steps`] gives the last).
pub fn replay_frames<S: ReplayStep>(
    before: &S::Counts,
    mover: S::Player,
    steps: &[S],
) -> Result<Vec<FrameOf<S>>, StepError> {
    let mut frames = Vec::with_capacity(steps.len());
    replay(before, mover, steps, |frame| frames.push(frame))?;
    Ok(frames)
}

/// [`replay_steps`], telling `visit` each frame on the way.
fn replay<S: ReplayStep>(
    before: &S::Counts,
    mover: S::Player,
    steps: &[S],
    mut visit: impl FnMut(FrameOf<S>),
) -> Result<S::Counts, StepError> {
    let mut counts = *before;
    let mut hand = Hand::default();
    for (index, step) in steps.iter().enumerate() {
        let carried_off = step
            .apply(&mut counts, mover, &mut hand)
            .map_err(|why| StepError { step: index, why })?;
        if let Some(at) = step.at() {
            visit(Frame {
                counts,
                at,
                hand: hand.stones(),
                carried_off,
            });
        }
    }
    hand.finish(steps.len())?;
    Ok(counts)
}

/// The stones in the mover's hand while steps are replayed.
#[derive(Debug, Default)]
pub struct Hand(u32);

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
    use std::ops::ControlFlow;

    use super::{relay_chain, RelayChain};

    /// The chain played one moment at a time, keeping every moment to find the first
    /// repeat: the slow way.
    fn chain_by_list(first: u64, next: impl Fn(&u64) -> ControlFlow<u64, u64>) -> RelayChain<u64> {
        let mut seen = vec![first];
        let mut at = first;
        loop {
            at = match next(&at) {
                ControlFlow::Continue(moment) => moment,
                ControlFlow::Break(last) => {
                    return RelayChain {
                        relays: seen.len(),
                        last,
                        endless: false,
                    }
                }
            };
            if seen.contains(&at) {
                return RelayChain {
                    relays: seen.len(),
                    last: at,
                    endless: true,
                };
            }
            seen.push(at);
        }
    }

    #[test]
    fn brent_finds_the_first_repeat_or_the_end_of_every_sequence() {
        // x -> x*x + c mod m: every mix of a lead-in and a cycle; and sequences that end
        // (at c mod m, in a last moment no other moment is).
        for m in 1..60u64 {
            for c in 0..m {
                for first in 0..m {
                    let next = |x: &u64| ControlFlow::Continue((x * x + c) % m);
                    assert_eq!(
                        relay_chain(first, next),
                        chain_by_list(first, next),
                        "m {m} c {c} first {first}"
                    );
                    let ends = |x: &u64| {
                        let y = (x * x + c) % m;
                        if *x == c % m {
                            ControlFlow::Break(m + y)
                        } else {
                            ControlFlow::Continue(y)
                        }
                    };
                    assert_eq!(
                        relay_chain(first, ends),
                        chain_by_list(first, ends),
                        "ending: m {m} c {c} first {first}"
                    );
                }
            }
        }
    }
}
