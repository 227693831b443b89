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
use crate::ui::speed::Speed;

use super::command::Command;
use super::puzzle::{awaits_tap, wait_message, PuzzleRun};
use super::state::{sentence, Hint, Notice, Page, Review, Screen, Tally, HINT_LEVEL};

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
    fn player_name(&self, seat: usize) -> &'static str;
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
        if let Some(run) = self.screen().puzzle.as_deref() {
            return (!awaits_tap(run)).then(|| wait_message(run));
        }
        if let Some(review) = self.screen().review {
            return Some(format!(
                "You are looking back at {}: tap Back to game to play on.",
                moment(review)
            ));
        }
        let level = self.computer_to_move()?;
        let mover = self.player_name(self.mover_after(self.plies()));
        Some(format!(
            "{mover} is played by the computer ({}): wait for its move.",
            level.title()
        ))
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
    /// ([`crate::ui::coach::Verdicts::next`]).
    pub fn review_request(&self) -> Option<computer::Review> {
        if !self.coaching() {
            return None;
        }
        self.screen().verdicts.next(&self.record())
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
            (0, _) => words.push("took a rook".to_owned()),
            (n, 0) => words.push(format!("captured {n}")),
            (n, _) => words.push(format!("captured {n} and a rook")),
        }
        if laps > 1 {
            words.push(format!("relay, {laps} laps"));
        }
        match bounces {
            0 => {}
            1 => words.push("bounced".to_owned()),
            n => words.push(format!("bounced {n} times")),
        }
        if newest && self.is_over() {
            words.push("game over".to_owned());
        } else if next_seat == facts.seat {
            words.push("extra turn".to_owned());
        }
        words.join("; ")
    }

    /// The last `count` moves played in notation, newest first.
    fn newest_moves(&self, count: usize) -> Vec<String> {
        let history = self.history().into_iter().take(count);
        history.map(|facts| facts.notation).collect()
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
        let screen = self.screen_mut();
        match played {
            Ok(()) => {
                screen.hint = None;
                screen.notice = None;
                screen.selected = None;
                screen.pressed = None;
                screen.redo.clear();
                screen.from_link = false;
                screen.animate = animates && screen.speed != Speed::Off;
            }
            Err(why) => {
                screen.notice = Some(Notice::Refused(why));
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
                | Command::Hint
                | Command::TryAgain(_)
        ) {
            // These act on the game in progress, so the player is back at it.
            self.screen_mut().review = None;
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
                self.screen_mut().notice = Some(Notice::Refused(why));
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
                speed.save();
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
            Command::SetFacing(facing) => self.screen_mut().facing = facing,
            Command::SetBar(bar) => {
                crate::ui::coach::save_bar(bar);
                self.screen_mut().bar = bar;
            }
            Command::SetOption(key, value) => self.set_option(key, value),
            Command::Preset(index) => self.use_preset(index),
            Command::Show(page) => {
                let screen = self.screen_mut();
                screen.page = page;
                if page != Page::Board {
                    screen.notice = None;
                }
            }
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
                    screen.notice = Some(Notice::Info(match occupant {
                        Occupant::Human => format!("A person plays {name} from now on."),
                        Occupant::Computer(level) => {
                            format!("The computer ({}) plays {name} from now on.", level.title())
                        }
                    }));
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
                screen.review = ply.map(|ply| Review {
                    ply: ply.min(plies),
                    plies,
                });
                screen.notice = None;
            }
            Command::Answer(answer) => return self.take_answer(answer),
            Command::Verdict(answer) => {
                let record = self.record();
                let verdicts = &mut self.screen_mut().verdicts;
                // Only the answer asked for is kept; the list is shared until then.
                if verdicts.next(&record).as_ref().map(|r| (r.ply, &r.record))
                    != Some((answer.ply, &answer.record))
                {
                    return false;
                }
                return Rc::make_mut(verdicts).take(&record, answer);
            }
            Command::Unkept(why) => {
                self.screen_mut().notice = Some(Notice::Warning(why.to_string()))
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

    /// Ends the animation of the last move; gives the computer's move that waited for it.
    /// Starts a new game with the next game's options and seats, and says so.
    fn new_game(&mut self) {
        let rules = self.start_new_game();
        let screen = self.screen_mut();
        screen.seats = screen.next_seats;
        screen.animate = false;
        screen.held = None;
        screen.hint = None;
        screen.redo.clear();
        screen.page = Page::Board;
        let computers: String = (0..self.players())
            .filter_map(|seat| {
                let level = self.screen().seats.0[seat].level()?;
                let name = self.player_name(seat);
                Some(format!(" · {name}: computer ({})", level.title()))
            })
            .collect();
        self.screen_mut().notice = Some(Notice::Info(format!(
            "New game. Options in force — {rules}{computers}."
        )));
    }

    fn stop_animation(&mut self) -> Option<Answer> {
        let screen = self.screen_mut();
        screen.animate = false;
        screen.held.take()
    }

    fn undo(&mut self) {
        let notice = match self.undo_target() {
            Some(kept) => {
                let taken = self.plies() - kept;
                let undone = self.newest_moves(taken);
                self.undo_to(kept);
                let screen = self.screen_mut();
                screen.hint = None;
                screen.redo.extend(undone);
                let mover = self.player_name(self.mover_after(kept));
                let what = match taken {
                    1 => "a move".to_owned(),
                    n => format!("{n} moves"),
                };
                Notice::Info(format!("Took back {what}: {mover} to move again."))
            }
            None => Notice::Refused("Nothing to undo: this is the start of the game.".to_owned()),
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
        let undone = self.newest_moves(plies - ply);
        self.undo_to(ply);
        let mover = self.player_name(self.mover_after(ply));
        let screen = self.screen_mut();
        screen.hint = None;
        screen.redo.extend(undone);
        let from = match ply {
            0 => "from the start".to_owned(),
            n => format!("after move {n}"),
        };
        screen.notice = Some(Notice::Info(format!(
            "Trying again {from}: {mover} to move. Redo brings back the game's own moves, \
             until a move is played here instead."
        )));
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
                screen.notice = Some(Notice::Warning(format!("Redo stopped: {why}")));
                return;
            }
            redone += 1;
        }
        let notice = match redone {
            0 => Notice::Refused("Nothing to redo: no move has been taken back.".to_owned()),
            n => {
                let mover = self.player_name(self.mover_after(self.plies()));
                let what = if n == 1 {
                    "a move".to_owned()
                } else {
                    format!("{n} moves")
                };
                Notice::Info(format!("Played again {what}: {mover} to move."))
            }
        };
        let screen = self.screen_mut();
        screen.hint = None;
        screen.notice = Some(notice);
    }

    fn ask_hint(&mut self) {
        let refusal = if self.is_over() {
            Some("The game is over: there is no move to hint at.".to_owned())
        } else {
            self.computer_to_move().map(|level| {
                format!(
                    "{} is played by the computer ({}): hints are for people.",
                    self.player_name(self.mover_after(self.plies())),
                    level.title()
                )
            })
        };
        let screen = self.screen_mut();
        match refusal {
            Some(why) => screen.notice = Some(Notice::Refused(why)),
            None if screen.hint.is_none() => {
                screen.hint = Some(Hint::Asked);
                screen.notice = Some(Notice::Info("Looking for a good move…".to_owned()));
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
                screen.notice = Some(Notice::Info(format!(
                    "Hint: the {} level would play {name}.",
                    HINT_LEVEL.title()
                )));
                screen.hint = Some(Hint::Found(best));
                Ok(())
            }
        });
        if let Err(why) = taken {
            let name = self.player_name(mover);
            let screen = self.screen_mut();
            screen.notice = Some(Notice::Warning(match answer.purpose {
                Purpose::Play => {
                    // Should the computer ever fail, a person takes over rather than the
                    // game waiting for ever.
                    screen.seats.0[mover] = Occupant::Human;
                    format!("The computer found no move ({why}), so a person plays {name} now.")
                }
                Purpose::Hint => {
                    screen.hint = None;
                    format!("No hint could be found ({why}).")
                }
            }));
        }
        true
    }
}

/// The moment of the game a review shows, in words (`move 12 of 60`).
pub fn moment(review: Review) -> String {
    match review.ply {
        0 => format!("the start, before move 1 of {}", review.plies),
        ply => format!("move {ply} of {}", review.plies),
    }
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
