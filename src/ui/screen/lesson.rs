//! Learn from your mistakes: after a game, the screen steps through the person's own
//! mistakes and blunders, as the coach judged them, and asks at each for a better move
//! than the one played. The model is lichess's "learn from your mistakes" (its
//! `retrospect` module): the lesson starts at the position *before* the slip, a move at
//! least as good as the best is praised, another is refused with its worth, and after a
//! second try the answer is shown.
//!
//! The moves tried are judged by the coach's worker, as the game's own moves are: a
//! question is the game up to the moment, followed by the move tried
//! ([`Lesson::question`]), and its verdict's loss is the move's worth. This is pure state
//! the reducer keeps in [`super::state::Screen::lesson`]; the effects ask the worker.

use crate::computer::{Review, Verdicted};
use crate::games::GameRecord;
use crate::i18n::{msg, Said};

use super::words::amount;

/// A run through the person's mistakes and blunders in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The moments before each mistake or blunder of the person's (the plies whose next
    /// move was the slip), in the order played; `None` until the coach has judged every
    /// move of the game.
    pub slips: Option<Vec<usize>>,
    /// The slip the board shows, by its index in `slips`.
    pub at: usize,
    /// The wrong moves tried at this slip.
    pub tries: u8,
    /// A move tried, waiting for the coach's verdict: the move in notation and the
    /// question asked.
    pub asked: Option<(String, Review)>,
    /// How the last try went, in words.
    pub said: Option<Said>,
    /// The slip is done with: a good move found, or the answer shown.
    pub done: bool,
}

impl Lesson {
    /// A lesson on a game whose verdicts are still to come.
    pub fn new() -> Lesson {
        Lesson {
            slips: None,
            at: 0,
            tries: 0,
            asked: None,
            said: None,
            done: false,
        }
    }

    /// Finds the slips once the coach has judged all `plies` moves (`verdicts`, played
    /// by the seats `movers`, `people` saying which seats are the person's); false while
    /// it has not.
    pub fn find_slips(
        &mut self,
        verdicts: &[Verdicted],
        plies: usize,
        movers: &[usize],
        people: &dyn Fn(usize) -> bool,
    ) -> bool {
        if self.slips.is_some() {
            return true;
        }
        if verdicts.len() < plies {
            return false;
        }
        let slips = (verdicts.iter().enumerate())
            .filter(|(ply, v)| {
                matches!(v.verdict.as_str(), "mistake" | "blunder")
                    && movers.get(*ply).is_some_and(|&seat| people(seat))
            })
            .map(|(ply, _)| ply)
            .collect();
        self.slips = Some(slips);
        true
    }

    /// The moment the board shows: the position before the slip.
    pub fn moment(&self) -> Option<usize> {
        self.slips.as_ref()?.get(self.at).copied()
    }

    /// Whether the board takes a try: at a slip not done with, no try waiting.
    pub fn awaits_try(&self) -> bool {
        self.moment().is_some() && !self.done && self.asked.is_none()
    }

    /// The question for the coach about `tried` (a move in notation) at the slip: the
    /// game `record` up to the moment, then the move tried.
    pub fn question(&self, record: &GameRecord, tried: &str) -> Option<Review> {
        let ply = self.moment()?;
        let mut moves = record.moves.get(..ply)?.to_vec();
        moves.push(tried.to_owned());
        let asked = GameRecord {
            moves,
            ..record.clone()
        };
        Some(Review {
            ply,
            record: asked.to_text(),
        })
    }

    /// Takes the coach's verdict on the move tried (false when it answers no question
    /// asked): as good as the best is praised and done; another gets a second try, then
    /// the answer. `unit` names the margin's unit, in the plural.
    pub fn judge(
        &mut self,
        ply: usize,
        record: &str,
        verdict: &Result<Verdicted, String>,
        unit: &str,
    ) -> bool {
        let Some((tried, asked)) = &self.asked else {
            return false;
        };
        if asked.ply != ply || asked.record != record {
            return false;
        }
        let tried = tried.clone();
        self.asked = None;
        let r#move = &tried;
        let said = match verdict {
            Err(why) => msg::ScreenLessonUnjudged { r#move, why }.text(),
            Ok(v) if v.loss <= 0 => {
                self.done = true;
                msg::ScreenLessonFound { r#move }.text()
            }
            Ok(v) if self.tries == 0 => {
                self.tries = 1;
                let lost = &amount(v.loss, unit);
                msg::ScreenLessonTryAgain { r#move, lost }.text()
            }
            Ok(v) => {
                self.done = true;
                msg::ScreenLessonAnswerAfter {
                    r#move,
                    lost: &amount(v.loss, unit),
                    best: &v.best,
                }
                .text()
            }
        };
        self.said = Some(said.into());
        true
    }

    /// Gives up on the slip: its answer is shown.
    pub fn show_answer(&mut self, best: &str) {
        self.asked = None;
        self.done = true;
        self.said = Some(msg::ScreenLessonAnswer { best }.text().into());
    }

    /// On to the next slip; false after the last.
    pub fn next_slip(&mut self) -> bool {
        let count = self.slips.as_ref().map_or(0, Vec::len);
        if self.at + 1 >= count {
            return false;
        }
        (self.at, self.tries, self.asked, self.said, self.done) =
            (self.at + 1, 0, None, None, false);
        true
    }
}

impl Default for Lesson {
    fn default() -> Lesson {
        Lesson::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::analysis::Verdict;

    fn verdict(played: &str, best: &str, loss: i32, verdict: Verdict) -> Verdicted {
        Verdicted {
            played: played.to_owned(),
            best: best.to_owned(),
            loss,
            verdict,
            margin: 0,
            shares: Vec::new(),
            exact: true,
        }
    }

    #[test]
    fn a_lesson_steps_through_the_persons_slips_with_a_second_try() {
        let record = GameRecord::from_text("kalah?moves=3.1.6.2.4").unwrap();
        let verdicts = [
            verdict("3", "3", 0, Verdict::Best),
            verdict("1", "5", 9, Verdict::Blunder),
            verdict("6", "2", 5, Verdict::Mistake),
            verdict("2", "2", 0, Verdict::Best),
            verdict("4", "1", 6, Verdict::Mistake),
        ];
        // Red (seat 0) played moves 1, 3 and 5 (plies 0, 2, 4); Green the others.
        let movers = [0, 0, 1, 1, 0];
        let people = |seat: usize| seat == 0;
        let mut lesson = Lesson::new();
        assert!(!lesson.find_slips(&verdicts[..3], 5, &movers, &people));
        assert_eq!(lesson.moment(), None);
        assert!(lesson.find_slips(&verdicts, 5, &movers, &people));
        // Red's blunder at ply 1 and mistake at ply 4; Green's mistake at ply 2 is not
        // the person's.
        assert_eq!(lesson.slips, Some(vec![1, 4]));
        let movers = [0, 1, 0, 1, 0];
        let mut lesson = Lesson::new();
        lesson.find_slips(&verdicts, 5, &movers, &people);
        assert_eq!(lesson.slips, Some(vec![2, 4]));
        assert_eq!(lesson.moment(), Some(2));
        assert!(lesson.awaits_try());

        // A try is asked about: the game up to the moment, then the move.
        let question = lesson.question(&record, "5").unwrap();
        assert_eq!(question.ply, 2);
        assert_eq!(question.record, "kalah?moves=3.1.5");
        lesson.asked = Some(("5".to_owned(), question.clone()));
        assert!(!lesson.awaits_try());
        // An answer to another question is not taken.
        let worse = Ok(verdict("5", "2", 4, Verdict::Mistake));
        assert!(!lesson.judge(3, &question.record, &worse, "stones"));
        assert!(lesson.judge(2, &question.record, &worse, "stones"));
        assert_eq!(
            lesson.said.as_ref().map(Said::text).as_deref(),
            Some("5 gives up 4 stones. Try once more.")
        );
        assert!(lesson.awaits_try() && !lesson.done);
        // The second wrong try shows the answer.
        let question = lesson.question(&record, "4").unwrap();
        lesson.asked = Some(("4".to_owned(), question.clone()));
        let worse = Ok(verdict("4", "2", 3, Verdict::Mistake));
        assert!(lesson.judge(2, &question.record, &worse, "stones"));
        assert!(lesson.done);
        assert!(lesson
            .said
            .as_ref()
            .unwrap()
            .text()
            .contains("The best move was 2"));
        // On to the next slip, where a move as good as the best is praised.
        assert!(lesson.next_slip());
        assert_eq!(
            (lesson.moment(), lesson.tries, lesson.done),
            (Some(4), 0, false)
        );
        let question = lesson.question(&record, "1").unwrap();
        lesson.asked = Some(("1".to_owned(), question.clone()));
        assert!(lesson.judge(
            4,
            &question.record,
            &Ok(verdict("1", "1", 0, Verdict::Best)),
            "stones"
        ));
        assert!(lesson.done);
        assert!(lesson
            .said
            .as_ref()
            .unwrap()
            .text()
            .starts_with("Well found!"));
        assert!(!lesson.next_slip(), "that was the last");
    }
}
