//! What a game screen does with a command, written once for every game.
//!
//! The reducer of [`ScreenState`](super::state::ScreenState) is generic over the game, and
//! every generic line is compiled once per game (seven times). So the reducer only plays a
//! person's move itself; every other command (undo, new game, options, seats, hints, the
//! computer's answers) is carried out here, on a [`Session`]: an object-safe view of the
//! screen through which each game supplies a few small methods (implemented in
//! [`super::reducer`]). This file knows the state and the commands, not the reducer.

use std::rc::Rc;

use crate::games::GameRecord;
use crate::search::Level;

use crate::computer::{self, Answer, Occupant, Purpose, Request};
use crate::i18n::{msg, sentence};
use crate::ui::speed::Speed;

use super::command::Command;
use super::puzzle::{awaits_tap, wait_message, PuzzleRun};
use super::state::{Agreed, AsideWhy, Hint, Notice, Page, Review, Screen, Tally, HINT_LEVEL};
use super::words::amount;

/// A move of the game, as the list of moves shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyFacts {
    /// The move in notation.
    pub notation: String,
    /// The seat that played it.
    pub seat: usize,
    /// What it did, counted.
    pub tally: Tally,
}

/// A game screen as the shared logic sees it, whatever the game. Seats are indices (South
/// and North, or P1 to P4); moves are in RULES.md notation.
pub trait Session {
    /// Everything on the screen besides the game and its options.
    fn screen(&self) -> &Screen;
    /// The same, to change.
    fn screen_mut(&mut self) -> &mut Screen;
    /// Whether the board shows each move played step by step.
    fn animates(&self) -> bool;
    /// The moves played so far.
    fn plies(&self) -> usize;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
    /// The seats of the winners of the game, once it has ended (none for a draw).
    fn winners(&self) -> Option<Vec<usize>>;
    /// The seat to move once `ply` moves have been played (the current position for
    /// [`Session::plies`]).
    fn mover_after(&self, ply: usize) -> usize;
    /// What players call the player of a seat (`Red`).
    fn player_name(&self, seat: usize) -> String;
    /// The number of players of the game in progress.
    fn players(&self) -> usize;
    /// The record of the game.
    fn record(&self) -> GameRecord;
    /// The options of the game's default rules, as pairs of key and value.
    fn default_options(&self) -> Vec<(String, String)>;
    /// The moves played, newest first (one walk through the game's history, where a move
    /// looked up by its ply is a walk back from the newest).
    fn history(&self) -> Vec<PlyFacts>;
    /// A move of the current position, in players' words (`Red's tray 3`).
    fn move_name(&self, notation: &str) -> Result<String, String>;
    /// Plays a move of the current position; why not, if it cannot be played.
    fn play_notation(&mut self, notation: &str) -> Result<(), String>;
    /// Takes moves back until `kept` remain.
    fn undo_to(&mut self, kept: usize);
    /// Starts a new game under the next game's rules, and describes those rules.
    fn start_new_game(&mut self) -> String;
    /// Sets an option of the next game's rules, keeping them consistent.
    fn set_option(&mut self, key: &'static str, value: &'static str);
    /// Uses one of the game's presets for the next game.
    fn use_preset(&mut self, index: usize);
    /// The final totals, one per seat, once the game has ended.
    fn totals(&self) -> Option<Vec<u32>>;
    /// Starts a new game under the rules of the game in progress (a rematch).
    fn start_rematch(&mut self);
    /// Why the game put aside was put aside, if one is.
    fn aside(&self) -> Option<AsideWhy>;
    /// Puts the game in progress aside, with its seats, for this reason; a game with no
    /// move is nothing to come back to, and forgets what was aside.
    fn put_aside(&mut self, why: AsideWhy);
    /// Forgets the game put aside, if it was put aside for this reason.
    fn forget_aside(&mut self, why: AsideWhy);
    /// Brings back the game put aside, with its seats; the game in progress, when the one
    /// brought back is the game as played or the player's line from it, is put aside in
    /// its place as the other (so the player can go back and forth). False when no game
    /// was aside.
    fn bring_back(&mut self) -> bool;
}

impl dyn Session + '_ {
    /// The game as [`GameRecord::to_text`] writes it.
    pub fn record_text(&self) -> String {
        self.record().to_text()
    }

    /// The text of a link to the game: its record without the options left at their
    /// defaults (as [`crate::games::Game::to_link_record`]).
    pub fn link_text(&self) -> String {
        self.record().without(&self.default_options()).to_text()
    }

    /// Who plays the seat to move.
    pub fn occupant_to_move(&self) -> Occupant {
        self.screen().seats.0[self.mover_after(self.plies())]
    }

    /// Whether a person is to move in a game still being played: the board then answers
    /// taps, and a hint can be asked for.
    /// (Not while the player looks back at an earlier moment.)
    pub fn human_to_move(&self) -> bool {
        if let Some(lesson) = &self.screen().lesson {
            return lesson.awaits_try();
        }
        !self.is_over()
            && self.occupant_to_move() == Occupant::Human
            && self.screen().review.is_none()
            && (self.screen().puzzle.as_deref()).is_none_or(awaits_tap)
    }

    /// The computer's level, while it is to move in a game still being played. (The
    /// computer waits while the player looks back at an earlier moment.)
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.is_over() || self.screen().review.is_some() {
            false => self.occupant_to_move().level(),
            true => None,
        }
    }

    /// Why a tap on the board cannot be taken: the player looks back at an earlier moment,
    /// or the computer is to move.
    pub fn wait_message(&self) -> Option<String> {
        if let Some(lesson) = &self.screen().lesson {
            return match (lesson.awaits_try(), &lesson.asked) {
                (true, _) => None,
                (false, Some((tried, _))) => {
                    Some(msg::ScreenLessonJudgingTry { r#move: tried }.text())
                }
                (false, None) => Some(msg::ScreenLessonWait.text()),
            };
        }
        if let Some(run) = self.screen().puzzle.as_deref() {
            return (!awaits_tap(run)).then(|| wait_message(run));
        }
        if let Some(review) = self.screen().review {
            return Some(
                msg::ScreenReviewWait {
                    ply: review.ply as i64,
                    plies: review.plies as i64,
                }
                .text(),
            );
        }
        let level = self.computer_to_move()?;
        let mover = self.player_name(self.mover_after(self.plies()));
        Some(
            msg::ScreenComputerWait {
                player: &mover,
                level: &level.title(),
            }
            .text(),
        )
    }

    /// What the computer is to be asked now, if anything: its move when a computer seat is
    /// to move, or a hint a person asked for. `seed` chooses among near-best moves.
    pub fn request(&self, seed: u64) -> Option<Request> {
        let (purpose, level) = match (self.computer_to_move(), &self.screen().hint) {
            (Some(level), _) => (Purpose::Play, level),
            (None, Some(Hint::Asked)) if self.human_to_move() => (Purpose::Hint, HINT_LEVEL),
            _ => return None,
        };
        Some(Request {
            purpose,
            level,
            seed,
            record: self.record_text(),
        })
    }

    /// What the coach is to be asked now, if anything: while a review is open or the
    /// evaluation bar is shown, the verdict on the first move of the game without one
    /// ([`super::verdicts::Verdicts::next`]).
    pub fn review_request(&self) -> Option<computer::Review> {
        if !self.coaching() {
            return None;
        }
        // A move tried in the lesson is judged before anything else.
        if let Some((_, asked)) = self.screen().lesson.as_ref().and_then(|l| l.asked.as_ref()) {
            return Some(asked.clone());
        }
        self.screen().verdicts.next(&self.record())
    }

    /// The lesson's slips, once the coach has judged the whole game: the review then shows
    /// the first (or says there is none).
    fn find_slips(&mut self) {
        let record = self.record();
        let plies = record.moves.len();
        let movers: Vec<usize> = (0..plies).map(|ply| self.mover_after(ply)).collect();
        let seats = self.screen().seats;
        let people = |seat: usize| seats.0.get(seat) == Some(&Occupant::Human);
        let verdicts = self.screen().verdicts.clone();
        let judged = verdicts.valid(&record);
        let screen = self.screen_mut();
        let Some(lesson) = screen.lesson.as_mut() else {
            return;
        };
        let waiting = lesson.slips.is_none();
        if !lesson.find_slips(judged, plies, &movers, &people) || !waiting {
            return;
        }
        match lesson.moment() {
            Some(ply) => screen.review = Some(Review { ply, plies }),
            None => {
                screen.lesson = None;
                screen.notice = Some(Notice::Info(msg::ScreenLessonNoSlips.text().into()));
            }
        }
    }

    /// The lesson's words for the status line: the slip shown and the task, or how the
    /// last try went.
    pub fn lesson_task(&self) -> Option<String> {
        let lesson = self.screen().lesson.as_ref()?;
        let Some(ply) = lesson.moment() else {
            let record = self.record();
            let judged = self.screen().verdicts.valid(&record).len();
            return Some(
                msg::ScreenLessonJudging {
                    judged: judged as i64,
                    moves: record.moves.len() as i64,
                }
                .text(),
            );
        };
        let count = lesson.slips.as_ref().map_or(0, Vec::len);
        let record = self.record();
        let verdict = self.screen().verdicts.valid(&record).get(ply)?;
        let who = self.player_name(self.mover_after(ply));
        let unit = (record.game.parse::<crate::games::GameId>())
            .map_or("stones", crate::games::GameId::margin_unit);
        let slip = msg::ScreenLessonSlip {
            number: lesson.at as i64 + 1,
            count: count as i64,
            r#move: ply as i64 + 1,
            player: &who,
            played: &verdict.played,
            lost: &amount(verdict.loss, unit),
        }
        .text();
        Some(match (&lesson.said, lesson.done) {
            (Some(said), _) => msg::ScreenLessonSaid {
                slip: &slip,
                said: &said.text(),
            }
            .text(),
            (None, false) => msg::ScreenLessonFind {
                slip: &slip,
                player: &who,
            }
            .text(),
            (None, true) => slip,
        })
    }

    /// Whether the coach is at work: a review is open, or the evaluation bar is shown.
    pub fn coaching(&self) -> bool {
        self.screen().review.is_some() || self.screen().bar
    }

    /// What a move did, in a few words for the list of moves (`captured 5; extra turn`);
    /// empty for a plain sowing. `next_seat` is the seat to move after it, `newest` whether
    /// it is the last move played.
    pub fn summary(&self, facts: &PlyFacts, next_seat: usize, newest: bool) -> String {
        let Tally {
            captured,
            rooks,
            laps,
            bounces,
        } = facts.tally;
        let mut words = Vec::new();
        match (captured, rooks) {
            (0, 0) => {}
            (0, _) => words.push(msg::ScreenSummaryRook.text()),
            (n, 0) => words.push(msg::ScreenSummaryCaptured { count: n.into() }.text()),
            (n, _) => words.push(msg::ScreenSummaryCapturedRook { count: n.into() }.text()),
        }
        if laps > 1 {
            words.push(msg::ScreenSummaryRelay { laps: laps as i64 }.text());
        }
        if bounces > 0 {
            let count = bounces as i64;
            words.push(msg::ScreenSummaryBounced { count }.text());
        }
        if newest && self.is_over() {
            words.push(msg::ScreenSummaryOver.text());
        } else if next_seat == facts.seat {
            words.push(msg::ScreenSummaryExtraTurn.text());
        }
        let mut words = words.into_iter();
        let first = words.next().unwrap_or_default();
        words.fold(first, |list, item| {
            msg::ScreenSummaryJoin {
                list: &list,
                item: &item,
            }
            .text()
        })
    }

    /// The last `count` moves played in notation, newest first.
    fn newest_moves(&self, count: usize) -> Vec<String> {
        let history = self.history().into_iter().take(count);
        history.map(|facts| facts.notation).collect()
    }

    /// Whether the players may end the game by their word now: two people playing each
    /// other (no computer), the game on the board still going, not a review or a puzzle.
    pub fn may_agree(&self) -> bool {
        let screen = self.screen();
        self.players() == 2
            && screen.seats.0[..2] == [Occupant::Human; 2]
            && !self.is_over()
            && screen.review.is_none()
            && screen.puzzle.is_none()
    }

    /// How the players ended the game by their word, in a sentence (`Red resigned: Green
    /// wins.`), if they did.
    pub fn agreed_text(&self) -> Option<String> {
        Some(match self.screen().agreed? {
            Agreed::Resigned(seat) => msg::ScreenResigned {
                player: &self.player_name(seat),
                winner: &self.player_name(1 - seat.min(1)),
            }
            .text(),
            Agreed::Drawn => msg::ScreenDrawAgreed.text(),
        })
    }

    /// Where Try again plays on from, for a review showing the moment after `shown`
    /// moves: the last moment before it with a person to move, so that the move shown is
    /// played again by that person (the start when there is none).
    pub fn try_again_from(&self, shown: usize) -> usize {
        let seats = self.screen().seats;
        (0..shown)
            .rev()
            .find(|&kept| seats.0[self.mover_after(kept)] == Occupant::Human)
            .unwrap_or(0)
    }

    /// How many moves an undo keeps: back to the last turn of a person (between people,
    /// one move; against the computer, its replies go too). `None` when there is nothing
    /// to undo, or when no person plays (a game between computers).
    pub fn undo_target(&self) -> Option<usize> {
        let seats = self.screen().seats;
        (0..self.plies())
            .rev()
            .find(|&kept| seats.0[self.mover_after(kept)] == Occupant::Human)
    }

    /// What follows a person's (or the computer's) move: `played` is whether the game took
    /// it. A move played forgets what an undo took back, and makes a game opened from a
    /// link this device's saved game.
    pub fn person_moved(&mut self, played: Result<(), String>) {
        let animates = self.animates();
        if played.is_ok() {
            // A move in the new game says the player has let the old one go.
            self.forget_aside(AsideWhy::New);
        }
        let screen = self.screen_mut();
        match played {
            Ok(()) => {
                screen.hint = None;
                screen.draw_offer = None;
                screen.notice = None;
                screen.selected = None;
                screen.pressed = None;
                screen.redo.clear();
                screen.from_link = false;
                screen.animate = animates && screen.speed != Speed::Off;
            }
            Err(why) => {
                screen.notice = Some(Notice::Refused(why.into()));
                screen.selected = None;
                screen.pressed = None;
            }
        }
    }

    /// Carries out a command; false when nothing changed (an answer that came too late).
    pub fn command(&mut self, command: Command) -> bool {
        if matches!(
            command,
            Command::Undo
                | Command::Redo
                | Command::New
                | Command::Start(_)
                | Command::Rematch(_)
                | Command::BringBack
                | Command::Hint
                | Command::TryAgain(_)
        ) {
            // These act on the game in progress, so the player is back at it.
            let screen = self.screen_mut();
            (screen.review, screen.lesson) = (None, None);
        }
        // A pit or cell chosen, and a button held, belong to the position and the page as
        // they were.
        let screen = self.screen_mut();
        if !matches!(
            command,
            Command::Select(_)
                | Command::Press(_)
                | Command::Dismiss
                | Command::Answer(_)
                | Command::Verdict(_)
                | Command::Animated
                | Command::Unkept(_)
        ) {
            screen.selected = None;
        }
        if !matches!(
            command,
            Command::Press(_)
                | Command::Dismiss
                | Command::Answer(_)
                | Command::Verdict(_)
                | Command::Animated
                | Command::Unkept(_)
        ) {
            screen.pressed = None;
        }
        match command {
            Command::Refuse(why) => {
                // While the computer is to move, any tap on the board gets the same answer.
                let why = self.wait_message().unwrap_or_else(|| sentence(&why));
                self.screen_mut().notice = Some(Notice::Refused(why.into()));
            }
            Command::Dismiss => self.screen_mut().notice = None,
            Command::Select(choice) => {
                let screen = self.screen_mut();
                if choice.is_some() {
                    screen.notice = None;
                }
                screen.selected = choice;
            }
            Command::Press(button) => self.screen_mut().pressed = button,
            Command::Undo => {
                self.stop_animation();
                self.undo();
            }
            Command::Redo => {
                self.stop_animation();
                self.redo();
            }
            Command::Animated => {
                if let Some(answer) = self.stop_animation() {
                    self.take_answer(answer);
                }
            }
            Command::SetSpeed(speed) => {
                self.screen_mut().speed = speed;
                if let Some(answer) = self.stop_animation() {
                    self.take_answer(answer);
                }
            }
            Command::New => self.new_game(),
            Command::Start(start) => {
                self.screen_mut().next_seats = start.seats();
                self.new_game();
            }
            Command::Rematch(swap) => {
                self.stop_animation();
                self.rematch(swap);
            }
            Command::BringBack => {
                self.stop_animation();
                self.bring_back_game();
            }
            Command::Learn => {
                self.stop_animation();
                let plies = self.plies();
                let screen = self.screen_mut();
                screen.review = Some(Review { ply: plies, plies });
                screen.lesson = Some(super::lesson::Lesson::new());
                screen.notice = None;
                self.find_slips();
            }
            Command::LessonAnswer => {
                let record = self.record();
                let verdicts = self.screen().verdicts.clone();
                let screen = self.screen_mut();
                if let Some(lesson) = screen.lesson.as_mut() {
                    let best = lesson
                        .moment()
                        .and_then(|ply| verdicts.valid(&record).get(ply));
                    if let Some(best) = best {
                        lesson.show_answer(&best.best);
                    }
                }
            }
            Command::LessonNext => {
                let screen = self.screen_mut();
                if let Some(lesson) = screen.lesson.as_mut() {
                    if lesson.next_slip() {
                        if let (Some(ply), Some(review)) = (lesson.moment(), screen.review.as_mut())
                        {
                            review.ply = ply;
                        }
                    }
                }
            }
            Command::Resign => self.resign(),
            Command::OfferDraw => self.offer_draw(),
            Command::AnswerDraw(accepted) => self.answer_draw(accepted),
            Command::SetFacing(facing) => self.screen_mut().facing = facing,
            Command::SetBar(bar) => self.screen_mut().bar = bar,
            Command::SetOption(key, value) => self.set_option(key, value),
            Command::Preset(index) => self.use_preset(index),
            // A notice lives until something newer replaces it or the board changes: More
            // and the rules page change nothing on the board, so the player comes back to
            // it with its notice (a refusal, a hint's words beside its mark).
            Command::Show(page) => self.screen_mut().page = page,
            Command::SetSeat(index, occupant) => {
                if let Some(seat) = self.screen_mut().next_seats.0.get_mut(index) {
                    *seat = occupant;
                }
                // The game on the board takes it at once: the computer plays that side from
                // its next move, or a person takes it back (an answer the computer was
                // thinking of for it is then no longer wanted, `take_answer`).
                let players = self.players();
                let name = self.player_name(index);
                let screen = self.screen_mut();
                if index < players && screen.seats.0[index] != occupant {
                    screen.seats.0[index] = occupant;
                    screen.notice = Some(Notice::Info(
                        match occupant {
                            Occupant::Human => msg::ScreenSeatPerson { player: &name }.text(),
                            Occupant::Computer(level) => msg::ScreenSeatComputer {
                                level: &level.title(),
                                player: &name,
                            }
                            .text(),
                        }
                        .into(),
                    ));
                }
            }
            Command::Hint => self.ask_hint(),
            Command::TryAgain(ply) => {
                self.stop_animation();
                self.try_again(ply);
            }

            Command::Review(ply) => {
                // The computer's move, if it waited for an animation, is asked for again
                // once the player is back at the game.
                self.stop_animation();
                let plies = self.plies();
                let screen = self.screen_mut();
                screen.lesson = None;
                screen.review = ply.map(|ply| Review {
                    ply: ply.min(plies),
                    plies,
                });
                screen.notice = None;
            }
            Command::Answer(answer) => return self.take_answer(answer),
            Command::Verdict(answer) => {
                let record = self.record();
                let unit = (record.game.parse::<crate::games::GameId>())
                    .map_or("stones", crate::games::GameId::margin_unit);
                if let Some(lesson) = self.screen_mut().lesson.as_mut() {
                    if lesson.judge(answer.ply, &answer.record, &answer.verdict, unit) {
                        return true;
                    }
                }
                let verdicts = &mut self.screen_mut().verdicts;
                // Only the answer asked for is kept; the list is shared until then.
                if verdicts.next(&record).as_ref().map(|r| (r.ply, &r.record))
                    != Some((answer.ply, &answer.record))
                {
                    return false;
                }
                let taken = Rc::make_mut(verdicts).take(&record, answer);
                self.find_slips();
                return taken;
            }
            Command::Unkept(why) => {
                self.screen_mut().notice = Some(Notice::Warning(why.to_string().into()))
            }
            Command::PuzzleStep => {
                self.stop_animation();
                puzzle_step(self);
            }
            Command::NextPuzzle => next_puzzle(self),
            Command::Puzzles(game, progress) => {
                let run = PuzzleRun::new(game, progress);
                let screen = self.screen_mut();
                (screen.puzzle, screen.notice) = (Some(Rc::new(run)), None);
            }
            // The game of another tab, a puzzle's position, and taps, are read by the
            // screen's own reducer, which knows the game's type.
            Command::Elsewhere { .. }
            | Command::Served(_)
            | Command::Tap(_)
            | Command::Choose(_) => return false,
        }
        true
    }

    /// Starts a new game with the next game's options and seats, and says so. The game it
    /// replaces is put aside, for Undo to bring back until a move is played.
    fn new_game(&mut self) {
        self.put_aside(AsideWhy::New);
        let rules = self.start_new_game();
        let seats = self.screen().next_seats;
        self.begin(seats);
        let computers: String = (0..self.players())
            .filter_map(|seat| {
                let level = self.screen().seats.0[seat].level()?;
                let name = self.player_name(seat);
                Some(
                    msg::ScreenNewGameComputer {
                        player: &name,
                        level: &level.title(),
                    }
                    .text(),
                )
            })
            .collect();
        let back = match self.aside() {
            Some(AsideWhy::New) => msg::ScreenNewGameBack.text(),
            _ => String::new(),
        };
        self.screen_mut().notice = Some(Notice::Info(format!("{rules}{computers}{back}").into()));
    }

    /// A new game under the rules of the game just played, with its seats (`swap`: the
    /// first two players' seats exchanged), the finished game kept for Undo.
    fn rematch(&mut self, swap: bool) {
        self.put_aside(AsideWhy::New);
        let mut seats = self.screen().seats;
        if swap {
            seats.0.swap(0, 1);
        }
        self.start_rematch();
        self.screen_mut().next_seats = seats;
        self.begin(seats);
        let first = self.player_name(self.mover_after(0));
        let player = &first;
        let said = match (seats.0[self.mover_after(0)], swap) {
            (Occupant::Human, true) => msg::ScreenRematchSwapped { player }.text(),
            (Occupant::Human, false) => msg::ScreenRematch { player }.text(),
            (Occupant::Computer(_), true) => msg::ScreenRematchComputerSwapped { player }.text(),
            (Occupant::Computer(_), false) => msg::ScreenRematchComputer { player }.text(),
        };
        self.screen_mut().notice = Some(Notice::Info(said.into()));
    }

    /// The screen of a game just begun with `seats`: nothing held, hinted or to redo.
    fn begin(&mut self, seats: crate::computer::Occupants) {
        let screen = self.screen_mut();
        screen.seats = seats;
        screen.animate = false;
        screen.held = None;
        screen.hint = None;
        screen.redo.clear();
        screen.page = Page::Board;
        (screen.agreed, screen.draw_offer) = (None, None);
    }

    /// Brings back the game put aside, and says so; or says there is none.
    fn bring_back_game(&mut self) {
        let why = self.aside();
        if !self.bring_back() {
            self.screen_mut().notice = Some(Notice::Refused(msg::ScreenNoAside.text().into()));
            return;
        }
        let screen = self.screen_mut();
        (screen.animate, screen.held, screen.hint) = (false, None, None);
        (screen.agreed, screen.draw_offer) = (None, None);
        screen.redo.clear();
        let player = &self.player_name(self.mover_after(self.plies()));
        let over = if self.is_over() { "over" } else { "on" };
        let text = match why {
            Some(AsideWhy::New) => msg::ScreenBackLeft { over, player }.text(),
            Some(AsideWhy::AsPlayed) => msg::ScreenBackAsPlayed { over, player }.text(),
            _ => msg::ScreenBackLine { over, player }.text(),
        };
        self.screen_mut().notice = Some(Notice::Info(text.into()));
    }

    /// The player to move resigns, when the players may end the game by their word.
    fn resign(&mut self) {
        if !self.may_agree() {
            self.screen_mut().notice =
                Some(Notice::Refused(msg::ScreenResignRefused.text().into()));
            return;
        }
        let seat = self.mover_after(self.plies());
        let screen = self.screen_mut();
        (screen.agreed, screen.draw_offer) = (Some(Agreed::Resigned(seat)), None);
        screen.page = Page::Board;
        let said = self.agreed_text().unwrap_or_default();
        self.screen_mut().notice = Some(Notice::Info(
            msg::ScreenAgreedUndo { said: &said }.text().into(),
        ));
    }

    /// The player to move offers a draw; the other is asked.
    fn offer_draw(&mut self) {
        if !self.may_agree() {
            self.screen_mut().notice = Some(Notice::Refused(msg::ScreenDrawRefused.text().into()));
            return;
        }
        let seat = self.mover_after(self.plies());
        let (name, other) = (self.player_name(seat), self.player_name(1 - seat.min(1)));
        let screen = self.screen_mut();
        (screen.draw_offer, screen.page) = (Some(seat), Page::Board);
        screen.notice = Some(Notice::Info(
            msg::ScreenDrawOffered {
                player: &name,
                other: &other,
            }
            .text()
            .into(),
        ));
    }

    /// The other player's answer to the draw offered.
    fn answer_draw(&mut self, accepted: bool) {
        let Some(seat) = self.screen().draw_offer else {
            return;
        };
        let other = self.player_name(1 - seat.min(1));
        let screen = self.screen_mut();
        screen.draw_offer = None;
        if accepted && self.may_agree() {
            self.screen_mut().agreed = Some(Agreed::Drawn);
            let said = self.agreed_text().unwrap_or_default();
            self.screen_mut().notice = Some(Notice::Info(
                msg::ScreenAgreedUndo { said: &said }.text().into(),
            ));
        } else {
            let mover = self.player_name(self.mover_after(self.plies()));
            self.screen_mut().notice = Some(Notice::Info(
                msg::ScreenDrawDeclined {
                    player: &other,
                    mover: &mover,
                }
                .text()
                .into(),
            ));
        }
    }

    /// Ends the animation of the last move; gives the computer's move that waited for it.
    fn stop_animation(&mut self) -> Option<Answer> {
        let screen = self.screen_mut();
        screen.animate = false;
        screen.held.take()
    }

    fn undo(&mut self) {
        if self.screen().agreed.is_some() {
            let mover = self.player_name(self.mover_after(self.plies()));
            let screen = self.screen_mut();
            screen.agreed = None;
            screen.notice = Some(Notice::Info(
                msg::ScreenTakenBack { player: &mover }.text().into(),
            ));
            return;
        }
        if self.plies() == 0 && self.aside() == Some(AsideWhy::New) {
            self.bring_back_game();
            return;
        }
        let notice = match self.undo_target() {
            Some(kept) => {
                let taken = self.plies() - kept;
                let undone = self.newest_moves(taken);
                self.undo_to(kept);
                let screen = self.screen_mut();
                screen.hint = None;
                screen.redo.extend(undone);
                let mover = self.player_name(self.mover_after(kept));
                Notice::Info(
                    msg::ScreenUndone {
                        count: taken as i64,
                        player: &mover,
                    }
                    .text()
                    .into(),
                )
            }
            None => Notice::Refused(msg::ScreenUndoNothing.text().into()),
        };
        self.screen_mut().notice = Some(notice);
    }

    /// Takes the game back to the position after `ply` moves to play on from there: the
    /// moves taken back stay for Redo, so the game as it was comes back until another move
    /// is played in their place.
    fn try_again(&mut self, ply: usize) {
        let plies = self.plies();
        if ply >= plies {
            return;
        }
        // The game as played stays whole, whatever is played from here; a try from a line
        // already tried keeps the game as played, not the line.
        if self.aside() != Some(AsideWhy::AsPlayed) {
            self.put_aside(AsideWhy::AsPlayed);
        }
        let undone = self.newest_moves(plies - ply);
        self.undo_to(ply);
        let mover = self.player_name(self.mover_after(ply));
        let screen = self.screen_mut();
        (screen.agreed, screen.draw_offer) = (None, None);
        screen.hint = None;
        screen.redo.extend(undone);
        screen.notice = Some(Notice::Info(
            msg::ScreenTryAgain {
                ply: ply as i64,
                player: &mover,
            }
            .text()
            .into(),
        ));
    }

    /// Plays again what the last undo took back: a person's move, and the computer's
    /// replies that followed it.
    fn redo(&mut self) {
        let mut redone = 0;
        while let Some(notation) = self.screen().redo.last().cloned() {
            if redone > 0 && self.computer_to_move().is_none() {
                break;
            }
            self.screen_mut().redo.pop();
            if let Err(why) = self.play_notation(&notation) {
                // The moves were legal when they were undone; should one not be, redo stops.
                let screen = self.screen_mut();
                screen.redo.clear();
                screen.notice = Some(Notice::Warning(
                    msg::ScreenRedoStopped { why: &why }.text().into(),
                ));
                return;
            }
            redone += 1;
        }
        let notice = match redone {
            0 => Notice::Refused(msg::ScreenRedoNothing.text().into()),
            n => {
                let mover = self.player_name(self.mover_after(self.plies()));
                Notice::Info(
                    msg::ScreenRedone {
                        count: n,
                        player: &mover,
                    }
                    .text()
                    .into(),
                )
            }
        };
        let screen = self.screen_mut();
        screen.hint = None;
        screen.notice = Some(notice);
    }

    fn ask_hint(&mut self) {
        let refusal = if self.is_over() {
            Some(msg::ScreenHintOver.text())
        } else {
            self.computer_to_move().map(|level| {
                msg::ScreenHintComputer {
                    player: &self.player_name(self.mover_after(self.plies())),
                    level: &level.title(),
                }
                .text()
            })
        };
        let screen = self.screen_mut();
        match refusal {
            Some(why) => screen.notice = Some(Notice::Refused(why.into())),
            None if screen.hint.is_none() => {
                screen.hint = Some(Hint::Asked);
                screen.notice = Some(Notice::Info(msg::ScreenHintLooking.text().into()));
            }
            None => {}
        }
    }

    /// Plays the computer's move, or shows the hint, that `answer` brings, if it answers
    /// the game as it stands; false (and nothing changes) for an answer that came too late.
    fn take_answer(&mut self, answer: Answer) -> bool {
        let wanted = match answer.purpose {
            Purpose::Play => self.computer_to_move().is_some(),
            Purpose::Hint => self.screen().hint == Some(Hint::Asked) && self.human_to_move(),
        };
        if !wanted || answer.record != self.record_text() {
            return false;
        }
        if self.screen().animate && answer.purpose == Purpose::Play {
            // The move before it is still being shown: the computer's waits its turn.
            self.screen_mut().held = Some(answer);
            return true;
        }
        let mover = self.mover_after(self.plies());
        let taken = answer.best.and_then(|best| match answer.purpose {
            // An illegal move is refused by the game, like a person's.
            Purpose::Play => {
                self.play_notation(&best)?;
                self.person_moved(Ok(()));
                Ok(())
            }
            Purpose::Hint => {
                let name = self.move_name(&best)?;
                let screen = self.screen_mut();
                screen.notice = Some(Notice::Info(
                    msg::ScreenHint {
                        level: &HINT_LEVEL.title(),
                        r#move: &name,
                    }
                    .text()
                    .into(),
                ));
                screen.hint = Some(Hint::Found(best));
                Ok(())
            }
        });
        if let Err(why) = taken {
            let name = self.player_name(mover);
            let screen = self.screen_mut();
            screen.notice = Some(Notice::Warning(
                match answer.purpose {
                    Purpose::Play => {
                        // Should the computer ever fail, a person takes over rather than the
                        // game waiting for ever.
                        screen.seats.0[mover] = Occupant::Human;
                        msg::ScreenComputerFailed {
                            why: &why,
                            player: &name,
                        }
                        .text()
                    }
                    Purpose::Hint => {
                        screen.hint = None;
                        msg::ScreenHintFailed { why: &why }.text()
                    }
                }
                .into(),
            ));
        }
        true
    }
}

/// The moment of the game a review shows, in words (`move 12 of 60`).
pub fn moment(review: Review) -> String {
    msg::ScreenMoment {
        ply: review.ply as i64,
        plies: review.plies as i64,
    }
    .text()
}

/// The player tapped `tapped` (a legal move, in notation) in puzzle mode: it is judged, and
/// played when it is the answer (true); otherwise the answer is marked (the hint's ring),
/// the pit chosen first (Calcala's, Roocala's) is let go, and the board waits for Show the
/// answer.
pub fn puzzle_tapped(session: &mut dyn Session, tapped: &str) -> bool {
    let Some(mut run) = session.screen().puzzle.as_deref().cloned() else {
        return true;
    };
    let name = |m: &str| session.move_name(m).unwrap_or_else(|_| m.to_owned());
    let solved = run.judge(tapped, &name);
    let screen = session.screen_mut();
    match solved {
        // A second try: the move is not played, the board waits for another tap.
        None if run.missed.is_some() => {
            (screen.notice, screen.selected, screen.pressed) = (None, None, None);
        }
        Some(false) => {
            let answer = run.served().map(|p| p.answer.clone()).unwrap_or_default();
            screen.hint = Some(Hint::Found(answer));
            // The tapped pit's arrows go: the board now waits for Show the answer.
            (screen.notice, screen.selected, screen.pressed) = (None, None, None);
        }
        // The answer is played by the caller.
        Some(true) => run.stepped(),
        None => {}
    }
    screen.puzzle = Some(Rc::new(run));
    solved == Some(true)
}

/// Shows the next step: the answer, or the line's next move, played on the board.
pub fn puzzle_step(session: &mut dyn Session) {
    let Some(mut run) = session.screen().puzzle.as_deref().cloned() else {
        return;
    };
    let Some(m) = run.next_step().map(str::to_owned) else {
        return;
    };
    let played = session.play_notation(&m).map_err(|why| sentence(&why));
    if played.is_ok() {
        run.stepped();
    }
    session.person_moved(played);
    session.screen_mut().puzzle = Some(Rc::new(run));
}

/// On to the next puzzle; the board keeps the last position until it is served.
pub fn next_puzzle(session: &mut dyn Session) {
    let screen = session.screen_mut();
    if let Some(run) = screen.puzzle.as_mut() {
        Rc::make_mut(run).next_puzzle();
        (screen.hint, screen.notice, screen.animate) = (None, None, false);
    }
}
