//! How a game screen's state changes: the pure reducer (`Reducible for ScreenState<G>`),
//! which plays a person's move itself and hands every other command to the [`Session`] that
//! the state is for the logic shared by every game (the few methods a game supplies are
//! here), and takes the game saved in another tab or window when that one moved on.
//! Storage, timers and the computer live in the screens' hooks, never here.

use std::rc::Rc;

use yew::Reducible;

use crate::computer::{Request, Served};
use crate::games::{Game, GameRecord, Intent, Played, Player, RuleOptions};
use crate::i18n::{msg, sentence};
use crate::search::Level;
use crate::ui::speed::Speed;

use super::command::{Command, ScreenAction};
use super::options::{describe_options, fit_together, option_values};
use super::save::{parse_save, read_saved};
use super::session::{PlyFacts, Session};
use super::state::{Agreed, Aside, AsideWhy, Notice, Screen, ScreenGame, ScreenState};

impl<G: ScreenGame> ScreenState<G> {
    /// The screen as the logic shared by every game sees it.
    pub fn session(&self) -> &dyn Session {
        self
    }

    /// Whether a person is to move in a game still being played: the board then answers
    /// taps, and a hint can be asked for.
    pub fn human_to_move(&self) -> bool {
        self.session().human_to_move()
    }

    /// The computer's level, while it is to move in a game still being played.
    pub fn computer_to_move(&self) -> Option<Level> {
        self.session().computer_to_move()
    }

    /// Why a tap on the board cannot be taken while the computer is to move.
    pub fn wait_message(&self) -> Option<String> {
        self.session().wait_message()
    }

    /// What the computer is to be asked now, if anything.
    pub fn request(&self, seed: u64) -> Option<Request> {
        self.session().request(seed)
    }

    /// How many moves an undo keeps, if there is anything to undo.
    pub fn undo_target(&self) -> Option<usize> {
        self.session().undo_target()
    }

    /// Takes the game as another tab or window saved it (`saved`, a save's text) in place of
    /// this one, on the same page and at the same speed, and says so. A move played there
    /// on this tab's game is shown being played, as if it were played here; a save this
    /// version cannot read leaves the board as it is, with the reason.
    fn follow(&mut self, saved: &str, dropped: bool) {
        let defaults = G::Rules::for_game(self.game.rules().game()).unwrap_or(self.next_rules);
        let notice = match parse_save(saved).and_then(|s| read_saved::<G>(defaults, s)) {
            Ok(mut other) => {
                let one_more = other.game.rules() == self.game.rules()
                    && other.game.moves_played() == self.game.moves_played() + 1
                    && other.game.moves().starts_with(&self.game.moves());
                other.screen.page = self.screen.page;
                other.screen.speed = self.screen.speed;
                other.screen.animate =
                    one_more && !dropped && G::ANIMATED && self.screen.speed != Speed::Off;
                *self = other;
                Notice::Info(
                    if dropped {
                        msg::ScreenFollowedDropped.text()
                    } else {
                        msg::ScreenFollowed.text()
                    }
                    .into(),
                )
            }
            Err(why) => Notice::Warning(msg::ScreenFollowUnread { why: &why }.text().into()),
        };
        self.screen.notice = Some(notice);
    }
}

impl<G: ScreenGame> ScreenState<G> {
    /// Shows the puzzle the coach served, when it is the one the puzzle screen asked for:
    /// its position on the board (its game from the start, as a link opens it), waiting
    /// for the player's tap. False when it was not asked for.
    fn open_puzzle(&mut self, served: Served) -> bool {
        let Some(run) = self.screen.puzzle.as_mut() else {
            return false;
        };
        let record = served.puzzle.as_ref().ok().map(|p| p.record.clone());
        if !Rc::make_mut(run).take(served) {
            return false;
        }
        if let Some(record) = record {
            let game = GameRecord::from_text(&record)
                .map_err(|e| e.to_string())
                .and_then(|r| Game::<G>::from_record(&r).map_err(|e| e.to_string()));
            match game {
                Ok(game) => self.game = game,
                // A puzzle whose position cannot be played (a file of other rules).
                Err(why) => Rc::make_mut(run).puzzle = Some(Err(why.into())),
            }
        }
        let screen = &mut self.screen;
        (screen.notice, screen.hint, screen.animate) = (None, None, false);
        true
    }

    /// Plays `m` in the game, or says why not. The game is shared with the states before
    /// this one ([`ScreenState::game`]): a move makes a new one.
    fn play_in_game(&mut self, m: G::Move) -> Result<(), String> {
        self.game
            .play(m)
            .map(|_| ())
            .map_err(|e| sentence(&e.to_string()))
    }

    /// A move tried in the lesson (see [`super::lesson`]): asked of the coach, not played.
    fn try_in_lesson(&mut self, m: G::Move) {
        let notation = m.to_string();
        let record = self.session().record();
        if let Some(lesson) = self.screen.lesson.as_mut() {
            if let Some(question) = lesson.question(&record, &notation) {
                (lesson.asked, lesson.said) = (Some((notation, question)), None);
            }
        }
        let screen = &mut self.screen;
        (screen.selected, screen.pressed, screen.notice) = (None, None, None);
    }

    /// Plays a person's move, or says why it cannot be played now. In puzzle mode the move
    /// is judged first, and played only when it is the answer.
    fn play_move(&mut self, m: G::Move) {
        let played = match self.wait_message() {
            Some(why) => Err(why),
            None if self.screen.lesson.is_some() => {
                self.try_in_lesson(m);
                return;
            }
            None if self.screen.puzzle.is_some()
                && !super::session::puzzle_tapped(self, &m.to_string()) =>
            {
                return;
            }
            None => self.play_in_game(m),
        };
        (self as &mut dyn Session).person_moved(played);
    }

    /// A tap on the board's pit or cell named `spot`, as the game decides it
    /// ([`crate::games::Taps`]): a move played, a refusal, or a pit or cell chosen; a tap on
    /// the one already chosen drops it. False when nothing changed.
    fn tap(&mut self, spot: &str) -> bool {
        // A lesson's tries are moves of the moment it shows.
        let intent = match self.screen.lesson {
            Some(_) => self.shown().position.tap(spot),
            None => self.game.position().tap(spot),
        };
        let again = matches!(intent, Intent::Choose(i) if self.screen.selected == Some(i));
        if again || intent == Intent::Nothing {
            let changed = self.screen.selected.is_some();
            (self.screen.selected, self.screen.pressed) = (None, None);
            return changed;
        }
        // While the computer is to move, any tap on the board gets the same answer.
        if let Some(why) = self.wait_message() {
            (self as &mut dyn Session).person_moved(Err(why));
            return true;
        }
        match intent {
            Intent::Play(m) => self.play_move(m),
            Intent::Choose(i) => {
                self.screen.notice = None;
                (self.screen.selected, self.screen.pressed) = (Some(i), None);
            }
            Intent::Refuse(why) => {
                (self as &mut dyn Session).person_moved(Err(sentence(&why.to_string())));
            }
            Intent::Nothing => {}
        }
        true
    }

    /// The choice of `index` among those offered from the chosen pit or cell: its move,
    /// played or refused, drops the choice. False when nothing was chosen.
    fn choose(&mut self, index: u8) -> bool {
        let Some(from) = self.screen.selected else {
            return false;
        };
        let position = match self.screen.lesson {
            Some(_) => self.shown().position,
            None => self.game.position(),
        };
        match position.choice(from, usize::from(index)) {
            Some(m) => self.play_move(m),
            None => (self.screen.selected, self.screen.pressed) = (None, None),
        }
        true
    }
}

impl<G: ScreenGame> Session for ScreenState<G> {
    fn animates(&self) -> bool {
        G::ANIMATED
    }

    fn screen(&self) -> &Screen {
        &self.screen
    }

    fn screen_mut(&mut self) -> &mut Screen {
        &mut self.screen
    }

    fn plies(&self) -> usize {
        self.game.moves_played()
    }

    fn is_over(&self) -> bool {
        self.screen.agreed.is_some() || self.game.position().outcome().is_some()
    }

    fn winners(&self) -> Option<Vec<usize>> {
        match self.screen.agreed {
            Some(Agreed::Resigned(seat)) => {
                return Some((0..self.players()).filter(|&s| s != seat).collect())
            }
            Some(Agreed::Drawn) => return Some(Vec::new()),
            None => {}
        }
        let outcome = self.game.position().outcome()?;
        Some(outcome.winners().iter().map(|p| p.index()).collect())
    }

    fn mover_after(&self, ply: usize) -> usize {
        let position = self.game.position_after(ply);
        position.map_or(0, |position| position.to_move().index())
    }

    fn player_name(&self, seat: usize) -> String {
        G::Player::from_index(seat).map_or_else(String::new, G::player_name)
    }

    fn players(&self) -> usize {
        self.game.start().players()
    }

    fn record(&self) -> GameRecord {
        self.game.to_record()
    }

    fn default_options(&self) -> Vec<(String, String)> {
        G::Rules::for_game(self.game.rules().game()).map_or_else(Vec::new, |r| r.to_pairs())
    }

    fn history(&self) -> Vec<PlyFacts> {
        let game = &self.game;
        let befores = game.played().skip(1).map(Played::position);
        let befores = befores.chain(std::iter::once(game.start()));
        game.played()
            .zip(befores)
            .map(|(played, before)| PlyFacts {
                notation: played.played_move().to_string(),
                seat: before.to_move().index(),
                tally: G::tally(played.report()),
            })
            .collect()
    }

    fn move_name(&self, notation: &str) -> Result<String, String> {
        let position = self.game.position();
        let m = position.parse_move(notation).map_err(|e| e.to_string())?;
        Ok(position.move_name(m))
    }

    fn play_notation(&mut self, notation: &str) -> Result<(), String> {
        let m = self
            .game
            .position()
            .parse_move(notation)
            .map_err(|e| e.to_string())?;
        self.play_in_game(m)
    }

    fn undo_to(&mut self, kept: usize) {
        while self.game.moves_played() > kept {
            self.game.undo();
        }
    }

    fn start_new_game(&mut self) -> String {
        self.game = Game::new(self.next_rules);
        let usual = G::Rules::for_game(self.next_rules.game()).map(|rules| option_values(&rules));
        describe_options(
            self.next_rules.specs(),
            &option_values(&self.next_rules),
            &usual.unwrap_or_default(),
        )
    }

    fn set_option(&mut self, key: &'static str, value: &'static str) {
        // The values come from the option table, so a refusal cannot happen; if it did,
        // the options would simply stay as they were.
        let _ = self.next_rules.set(key, value);
        self.next_rules = fit_together(self.next_rules, key);
    }

    fn use_preset(&mut self, index: usize) {
        if let Some(preset) = G::presets().get(index) {
            self.next_rules = preset.rules;
        }
    }

    fn totals(&self) -> Option<Vec<u32>> {
        // A game ended by the players' word has no final totals.
        if self.screen.agreed.is_some() {
            return None;
        }
        let outcome = self.game.position().outcome()?;
        Some(outcome.totals().iter().map(|&(_, total)| total).collect())
    }

    fn start_rematch(&mut self) {
        self.game = Game::new(*self.game.rules());
    }

    fn aside(&self) -> Option<AsideWhy> {
        self.aside.as_ref().map(|aside| aside.why)
    }

    fn put_aside(&mut self, why: AsideWhy) {
        self.aside = (self.game.moves_played() > 0).then(|| Aside {
            game: self.game.clone(),
            seats: self.screen.seats,
            why,
        });
    }

    fn forget_aside(&mut self, why: AsideWhy) {
        if self.aside.as_ref().is_some_and(|aside| aside.why == why) {
            self.aside = None;
        }
    }

    fn bring_back(&mut self) -> bool {
        let Some(aside) = self.aside.take() else {
            return false;
        };
        let left = std::mem::replace(&mut self.game, aside.game);
        let seats = std::mem::replace(&mut self.screen.seats, aside.seats);
        let other = match aside.why {
            AsideWhy::New => None,
            AsideWhy::AsPlayed => Some(AsideWhy::Branch),
            AsideWhy::Branch => Some(AsideWhy::AsPlayed),
        };
        self.aside = other.filter(|_| left.moves_played() > 0).map(|why| Aside {
            game: left,
            seats,
            why,
        });
        true
    }
}

impl<G: ScreenGame> Reducible for ScreenState<G> {
    type Action = ScreenAction<G>;

    /// What the new state says is kept as sayings, said in the language of the moment it
    /// is shown ([`crate::i18n::Said`]).
    fn reduce(self: Rc<Self>, action: ScreenAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        let changed = crate::i18n::deferred(|| match action {
            ScreenAction::Play(m) => {
                next.play_move(m);
                true
            }
            ScreenAction::Command(Command::Tap(spot)) => next.tap(&spot),
            ScreenAction::Command(Command::Choose(index)) => next.choose(index),
            ScreenAction::Command(Command::Elsewhere { saved, dropped }) => {
                next.follow(&saved, dropped);
                true
            }
            ScreenAction::Command(Command::Served(served)) => next.open_puzzle(served),
            ScreenAction::Command(command) => (&mut next as &mut dyn Session).command(command),
        });
        // An answer for a game that has moved on changes nothing, and redraws nothing.
        if changed {
            Rc::new(next)
        } else {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::{Answer, Occupant, Purpose};
    use crate::games::kalah::KalahRules;
    use crate::games::two_row::Pit;
    use crate::games::{Position, Side};
    use crate::ui::screen::save::save_text;
    use crate::ui::screen::state::{Hint, Page, HINT_LEVEL};
    use crate::ui::screen::testing::{reduce, shown, tap, State};
    use crate::ui::storage::Unkept;

    #[test]
    fn moves_are_shown_before_the_computer_answers() {
        let mut state = State::new(KalahRules::default());
        state = shown(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        state = shown(state, Command::New);
        assert!(!state.screen.animate, "a new game has no move to show");
        let action = Command::Tap(Pit::House(Side::South, 1).to_string());
        state = shown(state, action);
        assert!(state.screen.animate, "the person's move is shown");
        let request = state.request(1).expect("the computer thinks meanwhile");
        let answer = Answer {
            purpose: Purpose::Play,
            record: request.record,
            best: Ok("2".to_owned()),
            depth: 1,
            nodes: 1,
            millis: 1,
        };
        // The computer's move waits until the person's has been shown.
        state = shown(state, Command::Answer(answer.clone()));
        assert_eq!(state.game.moves_played(), 1);
        assert_eq!(state.screen.held, Some(answer));
        state = shown(state, Command::Animated);
        assert_eq!(state.game.moves_played(), 2);
        assert_eq!(state.screen.held, None);
        assert!(state.screen.animate, "then the computer's move is shown");
        // Undo, redo and a new game show no move.
        state = shown(state, Command::Undo);
        assert!(!state.screen.animate);
        state = shown(state, Command::Redo);
        assert_eq!(state.game.moves_played(), 2);
        assert!(!state.screen.animate);
        // With the animation off, nothing waits.
        state = reduce(state, Command::Undo);
        let action = Command::Tap(Pit::House(Side::South, 1).to_string());
        state = reduce(state, action);
        assert!(!state.screen.animate);
    }

    #[test]
    fn a_game_saved_in_another_tab_is_followed() {
        let mut here = State::new(KalahRules::default());
        here.screen.speed = Speed::Normal;
        here.screen.page = Page::Options;
        // The other tab played one more move on the same game: it is shown being played.
        let there = tap(here.clone(), Pit::House(Side::South, 3));
        let saved = save_text(&there);
        let followed = shown(
            here.clone(),
            Command::Elsewhere {
                saved: saved.clone(),
                dropped: false,
            },
        );
        assert_eq!(followed.game, there.game);
        assert_eq!(
            save_text(&followed),
            saved,
            "the tab now saves what is stored"
        );
        assert!(followed.screen.animate, "the other tab's move is shown");
        assert_eq!(followed.screen.page, Page::Options, "the page stays");
        assert!(
            matches!(&followed.screen.notice, Some(Notice::Info(t)) if t.text().contains("moved on in another tab"))
        );
        // This tab's own change came second: it is not kept, and the player is told.
        let mine = tap(here.clone(), Pit::House(Side::South, 1));
        let followed = shown(
            mine,
            Command::Elsewhere {
                saved,
                dropped: true,
            },
        );
        assert_eq!(followed.game, there.game);
        assert!(!followed.screen.animate);
        assert!(
            matches!(&followed.screen.notice, Some(Notice::Info(t)) if t.text().contains("was not kept"))
        );
        // A save this version cannot read leaves the board as it is, with the reason.
        let unread = shown(
            here.clone(),
            Command::Elsewhere {
                saved: "mancala-save 9\nkalah".to_owned(),
                dropped: false,
            },
        );
        assert_eq!(unread.game, here.game);
        assert!(
            matches!(&unread.screen.notice, Some(Notice::Warning(t)) if t.text().contains("reload"))
        );
    }

    #[test]
    fn a_lesson_on_calcala_takes_its_try_as_a_pit_then_an_arrow() {
        use crate::computer::{Reviewed, Verdicted};
        use crate::games::calcala::{CalcalaPosition, CalcalaRules, Dir};
        use crate::search::analysis::Verdict;
        type Calcala = ScreenState<CalcalaPosition>;
        fn after(state: Calcala, command: Command) -> Calcala {
            (*Rc::new(state).reduce(command.into())).clone()
        }
        /// The coach's answer to the question the screen asks now.
        fn judged(state: Calcala, verdict: Verdict, loss: i32, best: &str) -> Calcala {
            let asked = state.session().review_request().expect("a question");
            let record = GameRecord::from_text(&asked.record).unwrap();
            let played = record.moves[asked.ply].clone();
            let verdicted = Verdicted {
                played,
                best: best.to_owned(),
                loss,
                verdict,
                margin: 0,
                shares: Vec::new(),
                exact: false,
            };
            let answer = Reviewed {
                ply: asked.ply,
                record: asked.record,
                verdict: Ok(verdicted),
                millis: 1,
            };
            after(state, Command::Verdict(answer))
        }
        let mut state = Calcala::new(CalcalaRules::default());
        state.screen.speed = Speed::Off;
        // Two people's game of two moves, the first judged a blunder.
        state = after(state, Command::Tap("B2".to_owned()));
        state = after(state, Command::Choose(Dir::E as u8));
        let reply = state.game.position().legal_moves()[0];
        state = (*Rc::new(state).reduce(ScreenAction::Play(reply))).clone();
        assert_eq!(state.game.moves_played(), 2);
        state = after(state, Command::Review(Some(2)));
        state = after(state, Command::Learn);
        state = judged(state, Verdict::Blunder, 9, "B2-S");
        state = judged(state, Verdict::Best, 0, &reply.to_string());
        // The lesson shows the moment before the blunder and asks for a better move.
        assert_eq!(state.screen.review.map(|r| r.ply), Some(0));
        let task = state.session().lesson_task().unwrap();
        assert!(task.starts_with("Mistake 1 of 1: at move 1,"), "{task}");
        // A pit, then an arrow: the move is tried, asked of the coach, and not played.
        state = after(state, Command::Tap("B2".to_owned()));
        state = after(state, Command::Choose(Dir::S as u8));
        let lesson = state.screen.lesson.as_ref().unwrap();
        let (tried, question) = lesson.asked.as_ref().expect("the try asked");
        assert_eq!(tried, "B2-S");
        assert_eq!(question.ply, 0);
        assert!(
            question.record.ends_with("moves=B2-S"),
            "{}",
            question.record
        );
        assert_eq!(state.game.moves_played(), 2);
        assert_eq!(state.session().review_request().as_ref(), Some(question));
    }

    #[test]
    fn a_tap_is_what_the_game_decides_a_move_a_choice_or_a_refusal() {
        use crate::games::calcala::{CalcalaPosition, CalcalaRules, Cell, Dir};
        fn after(
            state: ScreenState<CalcalaPosition>,
            command: Command,
        ) -> ScreenState<CalcalaPosition> {
            (*Rc::new(state).reduce(command.into())).clone()
        }
        let b2: Cell = "B2".parse().unwrap();
        let mut state = ScreenState::<CalcalaPosition>::new(CalcalaRules::default());
        state.screen.speed = Speed::Off;
        // A first tap chooses the pit; a second on it puts it down.
        let chosen = after(state.clone(), Command::Tap("B2".to_owned()));
        assert_eq!(chosen.screen.selected, Some(b2.index() as u8));
        assert_eq!(
            after(chosen.clone(), Command::Tap("B2".to_owned()))
                .screen
                .selected,
            None
        );
        // An arrow plays from the chosen pit.
        let played = after(chosen, Command::Choose(Dir::E as u8));
        assert_eq!(played.game.moves_played(), 1);
        assert_eq!(played.game.moves()[0].dir, Dir::E);
        assert_eq!(played.screen.selected, None);
        // An arrow with no pit chosen does nothing; a name off the board neither.
        assert_eq!(
            after(state.clone(), Command::Choose(0)).game.moves_played(),
            0
        );
        assert_eq!(after(state.clone(), Command::Tap("Z9".to_owned())), state);
        // A pit emptied by the move is refused with the game's reason.
        let position = played.game.position();
        let empty = (0..36)
            .filter_map(Cell::from_index)
            .find(|&c| position.count(c) == 0);
        let empty = empty.expect("a pit emptied by the move").to_string();
        let refused = after(played, Command::Tap(empty));
        assert!(
            matches!(&refused.screen.notice, Some(Notice::Refused(t)) if t.text().contains("empty")),
            "{:?}",
            refused.screen.notice
        );
        // While the computer is to move, a tap is told to wait.
        let mut waiting = state.clone();
        waiting.screen.seats.0[0] = Occupant::Computer(Level::Easy);
        let told = after(waiting, Command::Tap("B2".to_owned()));
        assert!(
            matches!(&told.screen.notice, Some(Notice::Refused(t)) if t.text().contains("wait"))
        );
        assert_eq!(told.screen.selected, None);
    }

    #[test]
    fn the_history_is_shared_by_every_action_never_copied() {
        let mut state = State::new(KalahRules::default());
        for pit in [3, 1] {
            let mover = state.game.position().to_move();
            state = tap(state, Pit::House(mover, pit));
        }
        let history = state.game.clone();
        let mover = state.game.position().to_move();
        for command in [
            Command::Show(Page::Options),
            Command::Show(Page::Board),
            Command::Hint,
            Command::Dismiss,
            // Refused taps: the opponent's house, and a store.
            Command::Tap(Pit::House(mover.opponent(), 1).to_string()),
            Command::Tap(Pit::Store(mover).to_string()),
            Command::SetOption("seeds", "5"),
        ] {
            state = reduce(state, command.clone());
            assert!(
                state.game.continues(&history) && history.continues(&state.game),
                "{command:?} copied the game"
            );
        }
        // A move played adds to the history it shares, and leaves the game before as it was.
        let mover = state.game.position().to_move();
        state = tap(state, Pit::House(mover, 2));
        assert!(state.game.continues(&history) && !history.continues(&state.game));
        assert_eq!((state.game.moves_played(), history.moves_played()), (3, 2));
        // An undo goes back to the history it had.
        let played = state.game.clone();
        state = reduce(state, Command::Undo);
        assert!(played.continues(&state.game), "the undo copied the game");
    }

    #[test]
    fn a_browser_that_keeps_nothing_is_said_and_the_game_goes_on() {
        let state = State::new(KalahRules::default());
        let state = reduce(state, Command::Unkept(Unkept::Refused));
        assert!(
            matches!(&state.screen.notice, Some(Notice::Warning(t)) if t.text().contains("keeps nothing"))
        );
        let state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.game.moves_played(), 1);
    }

    #[test]
    fn notices_are_said_in_the_language_of_the_moment_they_are_shown() {
        use crate::i18n::{install, table, Catalog, Lang};
        let french = || Catalog::new(Lang::Fr, table(Lang::Fr).into()).expect("a table");
        let state = tap(
            State::new(KalahRules::default()),
            Pit::House(Side::South, 3),
        );
        let refused = tap(state.clone(), Pit::House(Side::South, 3));
        let seated = reduce(state, Command::SetSeat(0, Occupant::Computer(Level::Hard)));
        let text = |state: &State| state.screen.notice.as_ref().map(Notice::text);
        assert_eq!(text(&refused).as_deref(), Some("Red's tray 3 is empty"));
        assert_eq!(
            text(&seated).as_deref(),
            Some("The computer (Hard) plays Red from now on.")
        );
        // The player switches to French: the notices already made are French.
        install(french());
        let (refused, seated) = (text(&refused), text(&seated));
        install(Catalog::english());
        assert_eq!(refused.as_deref(), Some("La case 3 de Rouge est vide"));
        assert_eq!(
            seated.as_deref(),
            Some("L'ordinateur (Difficile) joue Rouge à partir de maintenant.")
        );
    }

    #[test]
    fn a_legal_tap_plays_and_an_illegal_one_says_why() {
        let state = State::new(KalahRules::default());
        let state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.game.moves_played(), 1);
        assert_eq!(state.screen.notice, None);
        let before = state.game.clone();
        let state = tap(state, Pit::House(Side::North, 1));
        assert_eq!(state.game, before);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Refused(t)) if t.text() == "Green's tray 1 is not yours: it is Red's turn"),
            "{:?}",
            state.screen.notice
        );
        let state = tap(state, Pit::House(Side::South, 3));
        assert!(
            matches!(&state.screen.notice, Some(Notice::Refused(t)) if t.text() == "Red's tray 3 is empty"),
            "{:?}",
            state.screen.notice
        );
        let state = tap(state, Pit::Store(Side::South));
        assert!(matches!(state.screen.notice, Some(Notice::Refused(_))));
        assert_eq!(state.game, before);
    }

    #[test]
    fn a_notice_outlives_more_and_the_rules_until_a_newer_one_replaces_it() {
        let state = tap(
            State::new(KalahRules::default()),
            Pit::House(Side::South, 3),
        );
        let refused = tap(state, Pit::House(Side::South, 3));
        let said = |state: &State| state.screen.notice.as_ref().map(|n| n.text());
        assert_eq!(said(&refused).as_deref(), Some("Red's tray 3 is empty"));
        let mut state = refused.clone();
        for page in [Page::Options, Page::Board, Page::Rules, Page::Board] {
            state = reduce(state, Command::Show(page));
            assert_eq!(said(&state), said(&refused), "after {page:?}");
        }
        // Something newer said on More replaces it: who plays a seat now.
        state = reduce(state, Command::Show(Page::Options));
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        state = reduce(state, Command::Show(Page::Board));
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.text().contains("Easy")),
            "{:?}",
            state.screen.notice
        );
    }

    #[test]
    fn undo_goes_back_to_the_start_one_move_at_a_time() {
        let mut state = State::new(KalahRules::default());
        for pit in [3, 6] {
            state = tap(state, Pit::House(Side::South, pit));
        }
        state = reduce(state, ScreenAction::from(Command::Undo));
        assert_eq!(state.game.moves_played(), 1);
        state = reduce(state, ScreenAction::from(Command::Undo));
        assert_eq!(state.game, Game::new(KalahRules::default()));
        state = reduce(state, ScreenAction::from(Command::Undo));
        assert!(matches!(state.screen.notice, Some(Notice::Refused(_))));
    }

    #[test]
    fn redo_plays_again_what_undo_took_back_until_a_new_move() {
        let mut state = State::new(KalahRules::default());
        for _ in 0..3 {
            let first = state.game.position().legal_moves()[0];
            state = reduce(state, ScreenAction::Play(first));
        }
        assert_eq!(state.game.moves_played(), 3);
        let played = state.game.clone();
        state = reduce(state, Command::Redo);
        assert!(matches!(state.screen.notice, Some(Notice::Refused(_))));
        state = reduce(state, Command::Undo);
        state = reduce(state, Command::Undo);
        assert_eq!(state.game.moves_played(), 1);
        state = reduce(state, Command::Redo);
        assert_eq!(state.game.moves_played(), 2);
        state = reduce(state, Command::Redo);
        assert_eq!(state.game, played);
        assert!(state.screen.redo.is_empty());
        // A new move forgets what was taken back.
        state = reduce(state, Command::Undo);
        let other = *state.game.position().legal_moves().last().unwrap();
        state = reduce(state, ScreenAction::Play(other));
        assert!(state.screen.redo.is_empty());
        assert_ne!(state.game, played);
    }

    #[test]
    fn a_seat_changed_mid_game_takes_effect_at_once() {
        let mut state = State::new(KalahRules::default());
        state = tap(state, Pit::House(Side::South, 1));
        assert!(state.human_to_move(), "North (Green), a person, is to move");
        // The computer takes Green from its next move, which is now: it is asked for it.
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Hard)));
        assert_eq!(state.computer_to_move(), Some(Level::Hard));
        assert_eq!(state.request(0).map(|r| r.level), Some(Level::Hard));
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.text() == "The computer (Hard) plays Green from now on."),
            "{:?}",
            state.screen.notice
        );
        let record = state.request(0).unwrap().record;
        // A person takes Green back before the answer arrives: the answer is not played.
        state = reduce(state, Command::SetSeat(1, Occupant::Human));
        assert!(state.human_to_move());
        assert_eq!(state.request(0), None);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.text() == "A person plays Green from now on.")
        );
        let answer = Answer {
            purpose: Purpose::Play,
            record,
            best: Ok("2".to_owned()),
            depth: 1,
            nodes: 1,
            millis: 1,
        };
        state = reduce(state, Command::Answer(answer));
        assert_eq!(
            state.game.moves_played(),
            1,
            "the late answer is not played"
        );
        // The next game keeps the seats chosen.
        assert_eq!(state.screen.next_seats, state.screen.seats);
    }

    /// A game against the computer at Easy: Red (the person) plays 1, and the computer
    /// answers 2.
    fn red_1_easy_answers_2() -> State {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        state = reduce(state, Command::New);
        state = tap(state, Pit::House(Side::South, 1));
        let record = state.request(0).unwrap().record;
        reduce(
            state,
            Command::Answer(Answer {
                purpose: Purpose::Play,
                record,
                best: Ok("2".to_owned()),
                depth: 1,
                nodes: 1,
                millis: 1,
            }),
        )
    }

    #[test]
    fn against_the_computer_redo_plays_its_replies_again() {
        let mut state = red_1_easy_answers_2();
        let played = state.game.clone();
        state = reduce(state, Command::Undo);
        assert_eq!(state.game.moves_played(), 0);
        state = reduce(state, Command::Redo);
        assert_eq!(state.game, played);
        assert!(state.human_to_move());
    }

    #[test]
    fn options_wait_for_the_next_new_game() {
        let mut state = State::new(KalahRules::default());
        state = tap(state, Pit::House(Side::South, 1));
        state = reduce(state, Command::Show(Page::Options));
        state = reduce(state, Command::SetOption("seeds", "5"));
        state = reduce(state, Command::SetOption("starter", "north"));
        state = reduce(state, Command::Show(Page::Board));
        assert_eq!(state.game.rules(), &KalahRules::default());
        assert_eq!(state.game.moves_played(), 1);
        state = reduce(state, Command::New);
        assert_eq!(state.game.rules().seeds(), 5);
        assert_eq!(state.game.position().to_move(), Side::North);
        assert!(state.game.moves().is_empty());
        let Some(Notice::Info(text)) = &state.screen.notice else {
            panic!("no notice: {:?}", state.screen.notice)
        };
        let text = text.text();
        assert!(text.contains("Stones per tray: 5"), "{text}");
        assert!(text.contains("Who starts: Green"), "{text}");
    }

    #[test]
    fn trying_again_from_a_moment_of_the_review_keeps_the_game_for_redo() {
        let mut state = State::new(KalahRules::default());
        for pit in [3, 1, 6] {
            let side = state.game.position().to_move();
            state = tap(state, Pit::House(side, pit));
        }
        let played = state.game.clone();
        assert_eq!(played.moves().len(), 3);
        state = reduce(state, Command::Review(Some(1)));
        state = reduce(state, Command::TryAgain(1));
        assert_eq!(state.game.moves_played(), 1);
        assert_eq!(state.screen.review, None);
        let Some(Notice::Info(text)) = &state.screen.notice else {
            panic!("no notice: {:?}", state.screen.notice)
        };
        let text = text.text();
        assert!(
            text.starts_with("Trying again after move 1: Red to move."),
            "{text}"
        );
        // Redo brings the game back, move by move.
        state = reduce(state, Command::Redo);
        state = reduce(state, Command::Redo);
        assert_eq!(state.game, played);
        // Another move in their place forgets them.
        state = reduce(state, Command::TryAgain(1));
        let other = state.game.position().legal_moves()[0];
        state = reduce(state, ScreenAction::Play(other));
        assert_eq!(state.game.moves_played(), 2);
        assert!(state.screen.redo.is_empty());
        // Nothing to try again from the end of the game.
        let end = reduce(state.clone(), Command::TryAgain(2));
        assert_eq!(end.game, state.game);
    }

    #[test]
    fn a_puzzle_is_judged_on_the_tap_then_its_answer_and_line_are_played() {
        use crate::computer::{Served, ServedPuzzle};
        use crate::games::GameId;
        use crate::ui::screen::puzzle::{Phase, Progress};
        let phase = |state: &State| state.screen.puzzle.as_ref().map(|run| run.phase());
        let served = |index: usize| Served {
            game: "kalah".to_owned(),
            index,
            count: 38,
            puzzle: Ok(ServedPuzzle {
                record: "kalah?moves=3.2.6.1.4.6.1.2.5".to_owned(),
                answer: "3".to_owned(),
                value: 2,
                losses: [("1", 2), ("2", 6), ("4", 4), ("5", 8)]
                    .map(|(m, l)| (m.to_owned(), l))
                    .to_vec(),
                line: vec!["3".to_owned(), "6".to_owned()],
            }),
        };
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::Puzzles(GameId::Kalah, Progress::default()));
        assert_eq!(phase(&state), Some(Phase::Loading));
        // Before the puzzle comes, a tap waits; an answer to another puzzle is not taken.
        state = tap(state, Pit::House(Side::South, 1));
        assert!(matches!(state.screen.notice, Some(Notice::Refused(_))));
        assert_eq!(state.game.moves_played(), 0);
        state = reduce(state, Command::Served(served(4)));
        assert_eq!(phase(&state), Some(Phase::Loading));
        state = reduce(state, Command::Served(served(0)));
        assert_eq!(phase(&state), Some(Phase::Open));
        assert_eq!(state.game.moves_played(), 9);
        assert!(state.human_to_move());
        // A losing tap is not played, and gets a second try; a second is judged: the
        // answer is marked for Show the answer.
        let mover = state.game.position().to_move();
        state = tap(state, Pit::House(mover, 1));
        assert_eq!(phase(&state), Some(Phase::Retry));
        assert_eq!(state.game.moves_played(), 9);
        assert!(state.human_to_move(), "the board waits for the second try");
        state = tap(state, Pit::House(mover, 5));
        assert_eq!(phase(&state), Some(Phase::Failed));
        assert_eq!(state.game.moves_played(), 9);
        assert_eq!(
            state.hint_move().map(|m| m.to_string()),
            Some("3".to_owned())
        );
        assert!(!state.human_to_move(), "the board waits once judged");
        state = tap(state, Pit::House(mover, 1));
        assert_eq!(state.game.moves_played(), 9);
        for expected in ["3", "3", "6"] {
            state = reduce(state, Command::PuzzleStep);
            assert_eq!(
                state.game.moves().last().map(|m| m.to_string()),
                Some(expected.to_owned())
            );
        }
        assert_eq!(state.game.moves_played(), 12);
        state = reduce(state, Command::PuzzleStep);
        assert_eq!(state.game.moves_played(), 12, "the line is over");
        assert!(
            save_text(&state).contains("3.2.6"),
            "a save's text is still made"
        );
        // The next puzzle, solved by its answer: played at once.
        state = reduce(state, Command::NextPuzzle);
        assert_eq!(phase(&state), Some(Phase::Loading));
        state = reduce(state, Command::Served(served(1)));
        state = tap(state, Pit::House(mover, 3));
        assert_eq!(phase(&state), Some(Phase::Solved));
        assert_eq!(state.game.moves_played(), 10);
        let run = state.screen.puzzle.as_deref().unwrap();
        assert_eq!(
            (run.progress.next, run.progress.streak, run.progress.solved),
            (2, 1, 1)
        );
    }

    #[test]
    fn the_start_screen_starts_a_game_against_the_computer_or_between_people() {
        use crate::ui::solo::{Opponent, Start};
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetOption("seeds", "5"));
        state = tap(state, Pit::House(Side::South, 1));
        let second = Opponent {
            level: Level::Hard,
            seat: 1,
        };
        state = reduce(state, Command::Start(Start::Computer(second)));
        // A new game, with the options chosen, the computer moving first.
        assert!(state.game.moves().is_empty());
        assert_eq!(state.game.rules().seeds(), 5);
        let hard = Occupant::Computer(Level::Hard);
        assert_eq!(state.screen.seats.0[..2], [hard, Occupant::Human]);
        assert_eq!(state.screen.next_seats, state.screen.seats);
        assert_eq!(state.request(0).map(|r| r.level), Some(Level::Hard));
        let Some(Notice::Info(text)) = &state.screen.notice else {
            panic!("no notice: {:?}", state.screen.notice)
        };
        let text = text.text();
        assert!(
            text.contains("Red is played by the computer (Hard)."),
            "{text}"
        );
        state = reduce(state, Command::Start(Start::People));
        assert_eq!(state.screen.seats.0[..2], [Occupant::Human; 2]);
        assert!(state.human_to_move());
    }

    #[test]
    fn against_the_computer_undo_goes_back_to_the_persons_turn() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        state = reduce(state, Command::New);
        assert!(state.human_to_move());
        assert_eq!(state.undo_target(), None);
        state = tap(state, Pit::House(Side::South, 1));
        assert_eq!(state.computer_to_move(), Some(Level::Easy));
        // Taps wait for the computer.
        let waiting = tap(state.clone(), Pit::House(Side::South, 2));
        assert_eq!(waiting.game, state.game);
        assert!(
            matches!(&waiting.screen.notice, Some(Notice::Refused(t)) if t.text().contains("wait for its move"))
        );
        let request = state.request(9).expect("the computer is asked");
        assert_eq!(request.purpose, Purpose::Play);
        assert_eq!(request.record, "kalah?transfer=always&end=any-empty&remaining=owner&starter=south&seeds=4&houses=6&moves=1");
        // Its answer plays, and only for the game it was asked about.
        let answer = |record: &str, best: &str| Answer {
            purpose: Purpose::Play,
            record: record.to_owned(),
            best: Ok(best.to_owned()),
            depth: 1,
            nodes: 1,
            millis: 1,
        };
        let stale = reduce(state.clone(), Command::Answer(answer("kalah", "2")));
        assert_eq!(stale, state);
        state = reduce(state.clone(), Command::Answer(answer(&request.record, "2")));
        assert_eq!(state.game.moves_played(), 2);
        assert!(state.human_to_move());
        state = reduce(state, Command::Undo);
        assert_eq!(state.game.moves_played(), 0);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.text() == "Took back 2 moves: Red to move again."),
            "{:?}",
            state.screen.notice
        );
    }

    #[test]
    fn a_game_between_computers_has_nothing_to_undo() {
        let mut state = State::new(KalahRules::default());
        for seat in 0..2 {
            state = reduce(
                state,
                Command::SetSeat(seat, Occupant::Computer(Level::Easy)),
            );
        }
        state = reduce(state, Command::New);
        for best in ["3", "1"] {
            let request = state.request(1).unwrap();
            state = reduce(
                state,
                Command::Answer(Answer {
                    purpose: Purpose::Play,
                    record: request.record,
                    best: Ok(best.to_owned()),
                    depth: 1,
                    nodes: 1,
                    millis: 1,
                }),
            );
        }
        assert_eq!(state.game.moves_played(), 2);
        assert_eq!(state.undo_target(), None);
    }

    #[test]
    fn a_failed_computer_hands_its_seat_to_a_person() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(0, Occupant::Computer(Level::Hard)));
        state = reduce(state, Command::New);
        let record = state.request(1).unwrap().record;
        for best in [
            Err("out of memory".to_owned()),
            Ok("9".to_owned()),
            Ok("x".to_owned()),
        ] {
            let failed = reduce(
                state.clone(),
                Command::Answer(Answer {
                    purpose: Purpose::Play,
                    record: record.clone(),
                    best,
                    depth: 0,
                    nodes: 0,
                    millis: 0,
                }),
            );
            assert!(failed.human_to_move());
            assert!(failed.game.moves().is_empty());
            assert!(matches!(failed.screen.notice, Some(Notice::Warning(_))));
        }
    }

    #[test]
    fn a_hint_is_found_for_a_person_and_dropped_by_the_next_move() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::Hint);
        assert_eq!(state.screen.hint, Some(Hint::Asked));
        let request = state.request(1).unwrap();
        assert_eq!(
            (request.purpose, request.level),
            (Purpose::Hint, HINT_LEVEL)
        );
        state = reduce(
            state,
            Command::Answer(Answer {
                purpose: Purpose::Hint,
                record: request.record,
                best: Ok("3".to_owned()),
                depth: 5,
                nodes: 100,
                millis: 2,
            }),
        );
        assert_eq!(
            state.hint_move(),
            state.game.position().parse_move("3").ok()
        );
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.text() == "Hint: the Hard level would play Red's tray 3."),
            "{:?}",
            state.screen.notice
        );
        assert_eq!(state.request(1), None);
        state = tap(state, Pit::House(Side::South, 3));
        assert_eq!(state.screen.hint, None);
    }

    /// Plays the first legal move `n` times.
    fn play_first(mut state: State, n: usize) -> State {
        for _ in 0..n {
            let first = state.game.position().legal_moves()[0];
            state = reduce(state, ScreenAction::Play(first));
        }
        state
    }

    #[test]
    fn a_new_game_is_undone_by_undo_until_a_move_is_played_in_it() {
        let state = play_first(State::new(KalahRules::default()), 3);
        let played = state.game.clone();
        let state = reduce(state, Command::New);
        assert_eq!(state.game.moves_played(), 0);
        assert!(
            matches!(&state.screen.notice, Some(Notice::Info(t)) if t.text().contains("Undo brings back the game you left")),
            "{:?}",
            state.screen.notice
        );
        // One tap on Undo brings the game back as it was.
        let back = reduce(state.clone(), Command::Undo);
        assert_eq!(back.game, played);
        assert_eq!(back.aside, None);
        assert!(
            matches!(&back.screen.notice, Some(Notice::Info(t)) if t.text().starts_with("The game you left is back")),
            "{:?}",
            back.screen.notice
        );
        // A move in the new game lets the old one go: Undo takes that move back only.
        let moved = play_first(state, 1);
        assert_eq!(moved.aside, None);
        let undone = reduce(moved, Command::Undo);
        assert_eq!(undone.game.moves_played(), 0);
        let nothing = reduce(undone, Command::Undo);
        assert!(matches!(nothing.screen.notice, Some(Notice::Refused(_))));
        // A new game on a game with no move keeps nothing aside.
        let fresh = reduce(State::new(KalahRules::default()), Command::New);
        assert_eq!(fresh.aside, None);
        assert!(
            matches!(&fresh.screen.notice, Some(Notice::Info(t)) if !t.text().contains("Undo brings back"))
        );
    }

    #[test]
    fn trying_again_keeps_the_game_as_played_to_go_back_and_forth() {
        let state = play_first(State::new(KalahRules::default()), 4);
        let played = state.game.clone();
        let state = reduce(state, Command::Review(Some(3)));
        // From before move 3 (after 2 moves): the person plays it again.
        let from = state.session().try_again_from(3);
        assert_eq!(from, 2);
        let state = reduce(state, Command::TryAgain(from));
        assert_eq!(state.game.moves_played(), 2);
        let other = *state.game.position().legal_moves().last().unwrap();
        let branch = reduce(state, ScreenAction::Play(other));
        assert_eq!(
            branch.aside.as_ref().map(|a| a.why),
            Some(AsideWhy::AsPlayed)
        );
        // As played: the whole game is back, the line tried kept beside it.
        let as_played = reduce(branch.clone(), Command::BringBack);
        assert_eq!(as_played.game, played);
        assert_eq!(
            as_played.aside.as_ref().map(|a| a.why),
            Some(AsideWhy::Branch)
        );
        assert_eq!(
            as_played.aside.as_ref().map(|a| &a.game),
            Some(&branch.game)
        );
        // Your line: the other way.
        let line = reduce(as_played, Command::BringBack);
        assert_eq!(line.game, branch.game);
        assert_eq!(line.aside.as_ref().map(|a| &a.game), Some(&played));
        // A second try from the line keeps the game as played, not the line.
        let again = reduce(line, Command::TryAgain(1));
        assert_eq!(again.aside.as_ref().map(|a| &a.game), Some(&played));
    }

    #[test]
    fn try_again_plays_again_from_the_persons_turn_before_the_move_shown() {
        // Red (the person) plays 1; Green (the computer) answers 2; Red plays again.
        let mut state = red_1_easy_answers_2();
        let mover = state.game.position().to_move();
        state = tap(state, Pit::House(mover, 3));
        assert_eq!(state.game.moves_played(), 3);
        let session = state.session();
        // The person's move 3: from after move 2. The computer's move 2: from the start,
        // the person's turn before it.
        assert_eq!(session.try_again_from(3), 2);
        assert_eq!(session.try_again_from(2), 0);
        assert_eq!(session.try_again_from(0), 0);
    }

    #[test]
    fn a_rematch_keeps_the_rules_and_players_and_can_swap_sides() {
        let mut state = State::new(KalahRules::default());
        state = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Hard)));
        state = reduce(state, Command::New);
        state = tap(state, Pit::House(Side::South, 1));
        // Options chosen for the next game do not change a rematch.
        state = reduce(state, Command::SetOption("seeds", "5"));
        let played = state.game.clone();
        let same = reduce(state.clone(), Command::Rematch(false));
        assert_eq!(same.game.rules(), played.rules());
        assert_eq!(same.game.moves_played(), 0);
        assert_eq!(same.screen.seats, state.screen.seats);
        assert!(
            matches!(&same.screen.notice, Some(Notice::Info(t)) if t.text().starts_with("Rematch")),
            "{:?}",
            same.screen.notice
        );
        // Undo brings the game just played back.
        assert_eq!(reduce(same, Command::Undo).game, played);
        let swapped = reduce(state, Command::Rematch(true));
        let hard = Occupant::Computer(Level::Hard);
        assert_eq!(swapped.screen.seats.0[..2], [hard, Occupant::Human]);
        assert_eq!(swapped.screen.next_seats, swapped.screen.seats);
        assert_eq!(swapped.request(0).map(|r| r.level), Some(Level::Hard));
    }

    #[test]
    fn the_result_is_said_in_the_players_terms() {
        use crate::ui::screen_parts::result_words;
        let name = |seat: usize| ["Red", "Green", "Player 3"][seat].to_owned();
        let solo = [Occupant::Human, Occupant::Computer(Level::Hard)];
        assert_eq!(
            result_words(&solo, &[0], &[26, 22], name),
            ("won", "You won by 4".to_owned())
        );
        assert_eq!(
            result_words(&solo, &[1], &[22, 26], name),
            ("lost", "You lost by 4".to_owned())
        );
        assert_eq!(
            result_words(&solo, &[0], &[25, 24], name),
            ("won", "You won by 1".to_owned())
        );
        assert_eq!(result_words(&solo, &[], &[24, 24], name).0, "drawn");
        let people = [Occupant::Human; 3];
        assert_eq!(
            result_words(&people[..2], &[1], &[20, 28], name),
            ("decided", "Green wins by 8".to_owned())
        );
        assert_eq!(
            result_words(&people, &[0, 2], &[10, 4, 10], name),
            ("decided", "Red and Player 3 share the win".to_owned())
        );
    }

    #[test]
    fn two_people_may_resign_or_agree_a_draw_and_take_it_back() {
        use crate::games::kalah::KalahPosition;
        use crate::ui::screen::save::{open_screen, save_text};
        use crate::ui::screen::state::Agreed;
        let state = play_first(State::new(KalahRules::default()), 2);
        assert!(state.session().may_agree());
        // The player to move resigns: the game is over, won by the other.
        let mover = state.game.position().to_move().index();
        let resigned = reduce(state.clone(), Command::Resign);
        assert_eq!(resigned.screen.agreed, Some(Agreed::Resigned(mover)));
        assert!(!resigned.human_to_move());
        assert_eq!(resigned.session().winners(), Some(vec![1 - mover]));
        assert_eq!(resigned.session().totals(), None);
        assert_eq!(
            resigned.session().agreed_text().as_deref(),
            Some("Red resigned: Green wins.")
        );
        // Saved with the game, and read back.
        let text = save_text(&resigned);
        assert!(text.ends_with("\nagreed resigned 0"), "{text}");
        let read = open_screen::<KalahPosition>(KalahRules::default(), Some(&text));
        assert_eq!(read.screen.agreed, resigned.screen.agreed);
        assert_eq!(read.game, resigned.game);
        for bad in ["\nagreed resigned 2", "\nagreed maybe", "\nagreed drawn\nx"] {
            let broken = format!("{}{bad}", save_text(&state));
            let read = open_screen::<KalahPosition>(KalahRules::default(), Some(&broken));
            assert!(
                matches!(read.screen.notice, Some(Notice::Warning(_))),
                "{bad}"
            );
        }
        // Undo takes the resignation back.
        let back = reduce(resigned, Command::Undo);
        assert_eq!(back.screen.agreed, None);
        assert_eq!(back.game, state.game);
        assert!(back.human_to_move());
        // A draw offered is the other player's to accept or decline; a move declines it.
        let offered = reduce(state.clone(), Command::OfferDraw);
        assert_eq!(offered.screen.draw_offer, Some(mover));
        let declined = reduce(offered.clone(), Command::AnswerDraw(false));
        assert_eq!(
            (declined.screen.draw_offer, declined.screen.agreed),
            (None, None)
        );
        let drawn = reduce(offered.clone(), Command::AnswerDraw(true));
        assert_eq!(drawn.screen.agreed, Some(Agreed::Drawn));
        assert_eq!(drawn.session().winners(), Some(Vec::new()));
        assert!(save_text(&drawn).ends_with("\nagreed drawn"));
        let moved = play_first(offered, 1);
        assert_eq!(moved.screen.draw_offer, None);
        // Not against the computer.
        let solo = reduce(state, Command::SetSeat(1, Occupant::Computer(Level::Easy)));
        assert!(!solo.session().may_agree());
        let refused = reduce(solo, Command::Resign);
        assert_eq!(refused.screen.agreed, None);
        assert!(matches!(refused.screen.notice, Some(Notice::Refused(_))));
    }
}
