//! The coach's verdicts on a game's moves, kept while the screen is open (in
//! [`super::state::Screen::verdicts`]), and which ply to ask next. The page asks ply after
//! ply, in the order played: the worker keeps its tables from one ply to the next (the
//! Kalah solver's first guess is the margin it proved on the ply before), the verdicts
//! found are always the game's first moves, so a list of them is the whole cache, and the
//! graph fills in from the left.
//!
//! A verdict depends only on the moves up to the one it judges, so the cache is kept per
//! game record: after an undo, a Try again or moves played, the verdicts on the moves still
//! the same stand, and only what changed is asked again.

use crate::computer::{Review, Reviewed, Verdicted};
use crate::games::GameRecord;
use crate::i18n::{msg, Said};

/// The coach's verdicts on the first moves of a game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Verdicts {
    /// The game they are for: its id and options (its moves are the verdicts' own).
    game: String,
    options: Vec<(String, String)>,
    /// Ply after ply from the first move: each verdict names the move it judges.
    list: Vec<Verdicted>,
    /// The ply and the record of a question the coach could not answer, and why: not asked
    /// again for that game.
    failed: Option<(usize, String, Said)>,
}

impl Verdicts {
    /// How many verdicts are kept, whatever game they are for: it changes as each comes.
    pub fn count(&self) -> usize {
        self.list.len()
    }

    /// The verdicts that hold for the game `record`: those on the moves it shares with the
    /// game they were given for, from its first move.
    pub fn valid(&self, record: &GameRecord) -> &[Verdicted] {
        if self.game != record.game || self.options != record.options {
            return &[];
        }
        let kept = (self.list.iter().zip(&record.moves))
            .take_while(|(verdict, played)| verdict.played == **played)
            .count();
        &self.list[..kept]
    }

    /// The coach's question for the game `record`: the first ply without a verdict, unless
    /// every move has one or the coach could not answer it. The question names the game up
    /// to that move only, so a move played meanwhile (with the evaluation bar) leaves the
    /// question, and the analysis under way, as they are.
    pub fn next(&self, record: &GameRecord) -> Option<Review> {
        let ply = self.valid(record).len();
        if ply >= record.moves.len() {
            return None;
        }
        let asked = Review {
            ply,
            record: up_to(record, ply),
        };
        let failed =
            (self.failed.as_ref()).is_some_and(|(p, r, _)| *p == ply && *r == asked.record);
        (!failed).then_some(asked)
    }

    /// Why the coach could not answer about the game `record`, if it could not.
    pub fn failure(&self, record: &GameRecord) -> Option<&Said> {
        let ply = self.valid(record).len();
        (self.failed.as_ref())
            .filter(|(p, asked, _)| {
                *p == ply && ply < record.moves.len() && *asked == up_to(record, ply)
            })
            .map(|(_, _, why)| why)
    }

    /// Takes the coach's answer about the game `record`: kept when it answers the question
    /// [`Verdicts::next`] asks; false (nothing changed) for an answer about a game or a ply
    /// no longer asked.
    pub fn take(&mut self, record: &GameRecord, answer: Reviewed) -> bool {
        let ply = self.valid(record).len();
        if answer.ply != ply || ply >= record.moves.len() || answer.record != up_to(record, ply) {
            return false;
        }
        match answer.verdict {
            Ok(verdict) if record.moves[ply] == verdict.played => {
                if self.game != record.game || self.options != record.options {
                    self.game.clone_from(&record.game);
                    self.options.clone_from(&record.options);
                }
                self.list.truncate(ply);
                self.list.push(verdict);
                self.failed = None;
            }
            Ok(verdict) => {
                let judged = msg::ScreenCoachJudgedOther {
                    r#move: &verdict.played,
                }
                .text();
                self.failed = Some((ply, answer.record, judged.into()));
            }
            Err(why) => self.failed = Some((ply, answer.record, why.into())),
        }
        true
    }
}

/// The text of the game `record` up to its move of ply `ply`, that move included.
fn up_to(record: &GameRecord, ply: usize) -> String {
    GameRecord {
        game: record.game.clone(),
        options: record.options.clone(),
        position: record.position.clone(),
        moves: record.moves[..=ply.min(record.moves.len().saturating_sub(1))].to_vec(),
    }
    .to_text()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::analysis::Verdict;

    fn record(moves: &[&str]) -> GameRecord {
        GameRecord {
            game: "kalah".to_owned(),
            options: Vec::new(),
            position: None,
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
        }
    }

    fn answer(ply: usize, text: &str, played: &str) -> Reviewed {
        Reviewed {
            ply,
            record: text.to_owned(),
            verdict: Ok(Verdicted {
                played: played.to_owned(),
                best: played.to_owned(),
                loss: 0,
                verdict: Verdict::Best,
                margin: 2,
                shares: Vec::new(),
                exact: false,
            }),
            millis: 5,
        }
    }

    #[test]
    fn the_plies_are_asked_in_order_and_kept_per_record() {
        let mut verdicts = Verdicts::default();
        let game = record(&["3", "1", "6"]);
        let asked = verdicts.next(&game).unwrap();
        assert_eq!((asked.ply, asked.record.as_str()), (0, "kalah?moves=3"));
        // An answer about another ply, or another game, changes nothing.
        assert!(!verdicts.take(&game, answer(1, "kalah?moves=3.1", "1")));
        assert!(!verdicts.take(&game, answer(0, "kalah?moves=4", "4")));
        for (ply, played) in ["3", "1", "6"].into_iter().enumerate() {
            let asked = verdicts.next(&game).unwrap();
            assert_eq!(asked.ply, ply);
            assert!(verdicts.take(&game, answer(ply, &asked.record, played)));
        }
        assert_eq!(verdicts.valid(&game).len(), 3);
        assert_eq!(verdicts.next(&game), None);

        // A move played while a ply is asked leaves the question as it was.
        let short = record(&["3", "1"]);
        let mut fresh = Verdicts::default();
        assert_eq!(fresh.next(&short), fresh.next(&game));
        let asked = fresh.next(&short).unwrap();
        assert!(fresh.take(&game, answer(0, &asked.record, "3")));

        // Try again after the first move, and another move played: the first verdict
        // stands, the second is asked again.
        let other = record(&["3", "2", "6"]);
        assert_eq!(verdicts.valid(&other).len(), 1);
        assert_eq!(
            verdicts.next(&other).map(|r| (r.ply, r.record)),
            Some((1, "kalah?moves=3.2".to_owned()))
        );
        // Back to the game as it was (Redo): nothing was lost until a new verdict came.
        assert_eq!(verdicts.valid(&game).len(), 3);
        assert!(verdicts.take(&other, answer(1, "kalah?moves=3.2", "2")));
        assert_eq!(verdicts.valid(&other).len(), 2);
        assert_eq!(verdicts.valid(&game).len(), 1);

        // Another game's options share nothing.
        let mut seeds = other.clone();
        seeds.options.push(("seeds".to_owned(), "5".to_owned()));
        assert!(verdicts.valid(&seeds).is_empty());
    }

    #[test]
    fn a_ply_the_coach_cannot_answer_is_not_asked_again() {
        let mut verdicts = Verdicts::default();
        let game = record(&["3"]);
        let failed = Reviewed {
            verdict: Err("the coach could not start".to_owned()),
            ..answer(0, "kalah?moves=3", "3")
        };
        assert!(verdicts.take(&game, failed));
        assert_eq!(verdicts.next(&game), None);
        assert_eq!(
            verdicts.failure(&game).map(Said::text).as_deref(),
            Some("the coach could not start")
        );
        // Another game is asked; a verdict naming another move than its own is refused
        // the same way.
        let other = record(&["4", "1"]);
        assert_eq!(verdicts.failure(&other), None);
        assert_eq!(verdicts.next(&other).map(|r| r.ply), Some(0));
        assert!(verdicts.take(&other, answer(0, "kalah?moves=4", "5")));
        assert_eq!(verdicts.next(&other), None);
    }
}
