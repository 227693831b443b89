//! The seats of a game for up to four players, who move in turn P1, P2, P3, P4.

use std::fmt;

/// One of up to four players, in the order they move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    /// The first player.
    P1,
    /// The second player.
    P2,
    /// The third player.
    P3,
    /// The fourth player.
    P4,
}

impl Seat {
    /// Every seat, in turn order.
    pub const ALL: [Seat; 4] = [Seat::P1, Seat::P2, Seat::P3, Seat::P4];

    /// The seat's index, 0 for P1.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The seat with this index, if there is one.
    pub fn from_index(index: usize) -> Option<Seat> {
        Seat::ALL.get(index).copied()
    }

    /// The next seat in turn among `players` seats.
    pub fn next(self, players: u8) -> Seat {
        Seat::ALL[(self.index() + 1) % usize::from(players.clamp(1, 4))]
    }

    /// The lower-case name used in options and JSON (`p1`).
    pub fn as_str(self) -> &'static str {
        match self {
            Seat::P1 => "p1",
            Seat::P2 => "p2",
            Seat::P3 => "p3",
            Seat::P4 => "p4",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl crate::games::Player for Seat {
    fn as_str(self) -> &'static str {
        Seat::as_str(self)
    }

    fn index(self) -> usize {
        Seat::index(self)
    }

    fn from_index(index: usize) -> Option<Self> {
        Seat::from_index(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_go_round_the_seats_in_play() {
        assert_eq!(Seat::P2.next(2), Seat::P1);
        assert_eq!(Seat::P2.next(3), Seat::P3);
        assert_eq!(Seat::P3.next(3), Seat::P1);
        assert_eq!(Seat::P4.next(4), Seat::P1);
    }
}
