//! The run of a game's puzzles (issue 25) as the screen's state keeps it: where the device
//! left off ([`Progress`]), the puzzle served and how the player's tap was judged
//! ([`PuzzleRun`], [`Judged`], [`Phase`]). Pure and tested natively; the session carries
//! out the puzzle commands on it ([`super::session`]), and `crate::ui::puzzles` draws it
//! and runs its effects (asking the coach, keeping the progress).

use crate::computer::{PuzzleAsk, Served, ServedPuzzle};
use crate::games::GameId;
use crate::i18n::{msg, Said};

use super::words::amount;

/// What the device keeps of a game's puzzles: the next to show, the streak of puzzles
/// solved in a row, and the count solved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// The place in the set of the next puzzle to show.
    pub next: usize,
    /// Puzzles solved in a row, up to the last one judged.
    pub streak: u32,
    /// Puzzles solved on this device.
    pub solved: u32,
}

impl Progress {
    /// Where a game's progress is kept: `mancala.puzzles.kalah`.
    pub fn key(game: GameId) -> String {
        format!("mancala.puzzles.{}", game.as_str())
    }

    /// The progress as kept: `5 2 7` (next, streak, solved).
    pub fn to_text(self) -> String {
        format!("{} {} {}", self.next, self.streak, self.solved)
    }

    /// Reads [`Progress::to_text`]; anything else is a fresh start.
    pub fn from_text(text: &str) -> Progress {
        let numbers: Vec<u32> = text.split(' ').map_while(|n| n.parse().ok()).collect();
        match numbers[..] {
            [next, streak, solved] => Progress {
                next: next as usize,
                streak,
                solved,
            },
            _ => Progress::default(),
        }
    }

    /// A game's progress on this device (a fresh start where the browser keeps nothing).
    pub fn load(game: GameId) -> Progress {
        crate::ui::storage::load(&Progress::key(game))
            .map_or_else(Progress::default, |t| Progress::from_text(&t))
    }
}

/// How the player's tap went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// Whether the tapped move was the answer.
    pub solved: bool,
    /// What it means, in words: what the answer keeps, and what the tapped move lost.
    pub said: Said,
    /// The answer has been played on the board.
    pub answer_played: bool,
    /// The moves of the line played after the answer.
    pub line_played: usize,
}

/// A run through a game's puzzles, in the file's order (the sets are mixed already: each
/// puzzle from another game of the computer's), from where the device left off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRun {
    /// The game.
    pub game: GameId,
    /// The puzzle asked for or shown, by its place in the set.
    pub index: usize,
    /// The puzzles in the set, once the coach has said.
    pub count: usize,
    /// The puzzle shown, once served; or why the coach could not serve it.
    pub puzzle: Option<Result<ServedPuzzle, Said>>,
    /// How the player's tap went, once tapped.
    pub judged: Option<Judged>,
    /// The first move tapped, when it was not the answer, and the seeds it loses: the
    /// player has a second try.
    pub missed: Option<(String, i32)>,
    /// What the device keeps.
    pub progress: Progress,
}

/// What the puzzle screen shows, as `data-puzzle` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The coach is asked for the puzzle.
    Loading,
    /// The coach could not serve it.
    Unavailable,
    /// The player is to find the move.
    Open,
    /// The player's first move was not the answer: a second try.
    Retry,
    /// The player found it.
    Solved,
    /// The player tapped another move.
    Failed,
}

impl Phase {
    /// Its word in `data-puzzle`.
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Loading => "loading",
            Phase::Unavailable => "unavailable",
            Phase::Open => "open",
            Phase::Retry => "retry",
            Phase::Solved => "solved",
            Phase::Failed => "failed",
        }
    }
}

impl PuzzleRun {
    /// A run of `game`'s puzzles from where `progress` left off.
    pub fn new(game: GameId, progress: Progress) -> PuzzleRun {
        PuzzleRun {
            game,
            index: progress.next,
            count: 0,
            puzzle: None,
            judged: None,
            missed: None,
            progress,
        }
    }

    /// Where the run is.
    pub fn phase(&self) -> Phase {
        match (&self.puzzle, &self.judged) {
            (None, _) => Phase::Loading,
            (Some(Err(_)), _) => Phase::Unavailable,
            (Some(Ok(_)), None) if self.missed.is_some() => Phase::Retry,
            (Some(Ok(_)), None) => Phase::Open,
            (Some(Ok(_)), Some(j)) if j.solved => Phase::Solved,
            (Some(Ok(_)), Some(_)) => Phase::Failed,
        }
    }

    /// What the coach is to be asked: the puzzle, until it is served.
    pub fn ask(&self) -> Option<PuzzleAsk> {
        self.puzzle.is_none().then(|| PuzzleAsk {
            game: self.game.as_str().to_owned(),
            index: self.index,
        })
    }

    /// Takes the coach's answer: the puzzle served, when it answers what [`PuzzleRun::ask`]
    /// asks (false, and nothing changed, for any other).
    pub fn take(&mut self, served: Served) -> bool {
        let wanted = self.index % served.count.max(1);
        if self.puzzle.is_some() || served.game != self.game.as_str() || served.index != wanted {
            return false;
        }
        (self.index, self.count) = (served.index, served.count);
        self.puzzle = Some(served.puzzle.map_err(|why| Said::from(why.text())));
        true
    }

    /// The puzzle shown, if served.
    pub fn served(&self) -> Option<&ServedPuzzle> {
        self.puzzle.as_ref().and_then(|p| p.as_ref().ok())
    }

    /// Judges the tapped move (in notation) of the puzzle still open; `name` gives a move
    /// of the puzzle's position in players' words. True when it was the answer; false when
    /// the puzzle is over without it. A first move that is not the answer gets a second
    /// try (`None`, the puzzle still open, [`PuzzleRun::missed`] saying what it lost).
    /// The progress counts the puzzle once over: solved, one more solved (and in the
    /// streak, found at the first try only); not, the streak starts again.
    pub fn judge(&mut self, tapped: &str, name: &dyn Fn(&str) -> String) -> Option<bool> {
        let puzzle = self.served().filter(|_| self.judged.is_none())?;
        let solved = tapped == puzzle.answer;
        let (answer, margin) = (&name(&puzzle.answer), &format!("{:+}", puzzle.value));
        let unit = self.game.margin_unit();
        let loss = puzzle
            .losses
            .iter()
            .find(|(m, _)| m == tapped)
            .map(|&(_, l)| l);
        if !solved && self.missed.is_none() {
            self.missed = Some((tapped.to_owned(), loss.unwrap_or(0)));
            return None;
        }
        let second = self.missed.is_some();
        let said = match loss {
            _ if solved && second => msg::ScreenPuzzleSolvedSecond { answer, margin }.text(),
            _ if solved => msg::ScreenPuzzleSolved { answer, margin }.text(),
            Some(loss) => msg::ScreenPuzzleMissed {
                r#move: &name(tapped),
                lost: &amount(loss, unit),
                answer,
                margin,
            }
            .text(),
            None => msg::ScreenPuzzleMissedPlain { answer, margin }.text(),
        };
        self.progress = Progress {
            next: self.index + 1,
            streak: if solved && !second {
                self.progress.streak + 1
            } else {
                0
            },
            solved: self.progress.solved + u32::from(solved),
        };
        self.judged = Some(Judged {
            solved,
            said: said.into(),
            answer_played: false,
            line_played: 0,
        });
        Some(solved)
    }

    /// The move the next step shows, in notation: the answer, once judged, then the line
    /// after it, move by move; `None` when all is shown.
    pub fn next_step(&self) -> Option<&str> {
        let (puzzle, judged) = (self.served()?, self.judged.as_ref()?);
        match judged.answer_played {
            false => Some(&puzzle.answer),
            true => puzzle.line.get(judged.line_played).map(String::as_str),
        }
    }

    /// The step [`PuzzleRun::next_step`] gave has been played.
    pub fn stepped(&mut self) {
        if let Some(judged) = self.judged.as_mut() {
            match judged.answer_played {
                false => judged.answer_played = true,
                true => judged.line_played += 1,
            }
        }
    }

    /// On to the next puzzle of the set (the first again after the last).
    pub fn next_puzzle(&mut self) {
        let next = self.index + 1;
        *self = PuzzleRun {
            index: if self.count > 0 {
                next % self.count
            } else {
                next
            },
            ..PuzzleRun::new(self.game, self.progress)
        };
        self.progress.next = self.index;
    }
}

/// Whether the board takes a tap as the puzzle's answer: a puzzle is open. (Before it is
/// served, and once it is judged, the board waits.)
pub fn awaits_tap(run: &PuzzleRun) -> bool {
    matches!(run.phase(), Phase::Open | Phase::Retry)
}

/// Why the board does not take a tap in puzzle mode now.
pub fn wait_message(run: &PuzzleRun) -> String {
    match run.phase() {
        Phase::Loading => msg::ScreenPuzzleLoading.text(),
        Phase::Unavailable => msg::ScreenPuzzleNone.text(),
        _ => msg::ScreenPuzzleDone.text(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::Unserved;

    fn served(index: usize, count: usize) -> Served {
        Served {
            game: "kalah".to_owned(),
            index,
            count,
            puzzle: Ok(ServedPuzzle {
                record: "kalah?moves=3.1".to_owned(),
                answer: "4".to_owned(),
                value: 2,
                losses: vec![("1".to_owned(), 2), ("6".to_owned(), 10)],
                line: vec!["5".to_owned(), "2".to_owned()],
            }),
        }
    }

    #[test]
    fn progress_reads_back_and_a_bad_text_starts_afresh() {
        let progress = Progress {
            next: 5,
            streak: 2,
            solved: 7,
        };
        assert_eq!(progress.to_text(), "5 2 7");
        assert_eq!(Progress::from_text("5 2 7"), progress);
        for bad in ["", "5 2", "5 x 7", "-1 0 0", "1 2 3 4"] {
            assert_eq!(Progress::from_text(bad), Progress::default(), "{bad}");
        }
    }

    #[test]
    fn a_run_asks_judges_steps_through_the_line_and_moves_on() {
        let start = Progress {
            next: 40,
            streak: 3,
            solved: 9,
        };
        let mut run = PuzzleRun::new(GameId::Kalah, start);
        assert_eq!(run.phase(), Phase::Loading);
        assert_eq!(
            run.ask().map(|a| a.to_text()),
            Some("puzzle kalah 40".to_owned())
        );
        // Another game's or another puzzle's answer is not taken; past the end, the
        // coach's first puzzle is.
        let mut other = served(1, 38);
        other.game = "oware".to_owned();
        assert!(!run.take(other));
        assert!(!run.take(served(3, 38)));
        assert!(run.take(served(2, 38)));
        assert_eq!((run.index, run.count, run.phase()), (2, 38, Phase::Open));
        assert_eq!(run.ask(), None);
        assert_eq!(run.next_step(), None, "nothing is shown before the tap");

        let name = |m: &str| format!("house {m}");
        // A first miss gets a second try, its loss kept to be said.
        assert_eq!(run.judge("1", &name), None);
        assert_eq!(run.phase(), Phase::Retry);
        assert_eq!(run.missed, Some(("1".to_owned(), 2)));
        assert_eq!(
            run.progress, start,
            "nothing counted before the puzzle is over"
        );
        assert_eq!(run.judge("6", &name), Some(false));
        assert_eq!(run.phase(), Phase::Failed);
        let said = &run.judged.as_ref().unwrap().said.text();
        assert!(said.contains("house 6 loses 10 stones"), "{said}");
        assert!(said.contains("house 4: a final margin of +2"), "{said}");
        assert_eq!(run.judge("4", &name), None, "judged once");
        assert_eq!(
            run.progress,
            Progress {
                next: 3,
                streak: 0,
                solved: 9
            }
        );
        // The answer, then the line, step by step.
        let mut steps = Vec::new();
        while let Some(m) = run.next_step() {
            steps.push(m.to_owned());
            run.stepped();
        }
        assert_eq!(steps, ["4", "5", "2"]);

        run.next_puzzle();
        assert_eq!(
            (run.index, run.phase(), run.progress.next),
            (3, Phase::Loading, 3)
        );
        assert!(run.take(served(3, 38)));
        // Found at the second try: solved, but no streak.
        assert_eq!(run.judge("6", &name), None);
        assert_eq!(run.judge("4", &name), Some(true));
        assert_eq!(run.phase(), Phase::Solved);
        assert_eq!((run.progress.streak, run.progress.solved), (0, 10));
        let said = &run.judged.as_ref().unwrap().said.text();
        assert!(said.starts_with("Found at the second try!"), "{said}");
        run.next_puzzle();
        assert!(run.take(served(4, 38)));
        assert_eq!(run.judge("4", &name), Some(true));
        assert_eq!(run.phase(), Phase::Solved);
        assert_eq!((run.progress.streak, run.progress.solved), (1, 11));
        assert!(run
            .judged
            .as_ref()
            .unwrap()
            .said
            .text()
            .starts_with("Solved!"));

        // After the last, the first again; a set the coach could not read says why.
        run.index = 37;
        run.next_puzzle();
        assert_eq!(run.index, 0);
        let failed = Served {
            puzzle: Err(Unserved::Unfetched),
            count: 0,
            ..served(0, 0)
        };
        assert!(run.take(failed));
        assert_eq!(run.phase(), Phase::Unavailable);
        assert_eq!(run.judge("4", &name), None);
    }
}
