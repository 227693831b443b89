//! The start screen: every game of the collection with a line about it, to be played by
//! people passing the tablet or by one person against the computer, whose level and seat
//! are chosen here (and remembered), with the record of results against that level. The
//! main build of the app alone draws it ([`start_screen`]); another build opens the site's
//! root page for it ([`AppBuild`](super::game_screen::AppBuild)), so that a game's page
//! carries none of its code.

use yew::prelude::*;

use crate::games::GameId;
use crate::i18n::msg;
use crate::search::Level;

use super::options_page::{choice_group, GroupKind, LanguageChoice};
use super::solo::{Opponent, Record, Start};

/// Where the start screen's game taps go, and what it says first.
#[derive(Clone, Copy)]
pub struct Links<'a> {
    /// Opens a game as it was left.
    pub on_open: &'a Callback<GameId>,
    /// Starts a new game, as asked.
    pub on_start: &'a Callback<(GameId, Start)>,
    /// A message first (an address that named no game).
    pub notice: Option<&'a str>,
}

/// What the app hands the start screen: its links, and the state the app keeps for it.
pub struct StartScreen<'a> {
    pub links: Links<'a>,
    /// The computer chosen.
    pub opponent: &'a UseStateHandle<Opponent>,
    /// Counts the record's resets, so that the screen is drawn again after one.
    pub shown: &'a UseStateHandle<u32>,
}

/// The start screen of the main build: the computer chosen is kept, the record read and
/// reset here.
pub fn start_screen(args: StartScreen) -> Html {
    let StartScreen {
        links,
        opponent,
        shown,
    } = args;
    let on_choose = {
        let opponent = opponent.clone();
        Callback::from(move |chosen: Opponent| {
            chosen.save();
            opponent.set(chosen);
        })
    };
    let on_reset = {
        let shown = shown.clone();
        Callback::from(move |()| {
            let sure = gloo::utils::window().confirm_with_message(&msg::HomeResetConfirm.text());
            if sure == Ok(true) {
                let mut record = Record::load();
                record.reset();
                record.save();
                shown.set(*shown + 1);
            }
        })
    };
    home(Home {
        links,
        opponent: **opponent,
        on_choose: &on_choose,
        record: &Record::load(),
        on_reset: &on_reset,
    })
}

/// The start screen of another build: nothing, for the moment the site's root page takes
/// to open in its place.
pub fn start_page_opening(_: StartScreen) -> Html {
    Html::default()
}

/// What the start screen shows and where its taps go.
pub struct Home<'a> {
    pub links: Links<'a>,
    /// The computer chosen.
    pub opponent: Opponent,
    /// Chooses another.
    pub on_choose: &'a Callback<Opponent>,
    /// The results against the computer on this device.
    pub record: &'a Record,
    /// Forgets them.
    pub on_reset: &'a Callback<()>,
}

/// The start screen. A function rather than a component: it has no state of its own, and
/// each component costs the site about 2 KB of code.
pub fn home(props: Home) -> Html {
    let Home {
        links: Links {
            on_open,
            on_start,
            notice,
        },
        opponent,
        on_choose,
        record,
        on_reset,
    } = props;
    // The same large radio choices as the options pages.
    let choice = |value, label: String, chosen: Opponent| {
        let on_choose = on_choose.clone();
        let choose = Callback::from(move |_| on_choose.emit(chosen));
        (value, label, chosen == opponent, choose)
    };
    let levels = Level::ALL.map(|level| {
        choice(
            level.as_str(),
            level.title().to_owned(),
            Opponent { level, ..opponent },
        )
    });
    let seats = [
        ("first", msg::HomeSeatFirst.text()),
        ("second", msg::HomeSeatSecond.text()),
    ]
    .into_iter()
    .enumerate()
    .map(|(seat, (value, label))| choice(value, label, Opponent { seat, ..opponent }));
    html! {
        <main class="page home-page">
            <header class="home-header">
                <h1>{ msg::HomeTitle.text() }</h1>
                <p class="tagline">
                    { msg::HomeTagline.text() }
                </p>
            </header>
            if let Some(notice) = notice {
                <p class="notice warning" role="alert">{ notice }</p>
            }
            <section class="opponent" aria-label={msg::HomeComputer.text()}>
                { choice_group(GroupKind::Setting("level"), &msg::HomeLevelLegend.text(), "level", levels.into(), None) }
                { choice_group(GroupKind::Setting("seat"), &msg::HomeSeatLegend.text(), "seat", seats.collect(), None) }
            </section>
            <section class="language" aria-label={msg::LanguageLabel.text()}>
                <LanguageChoice/>
            </section>
            <ul class="game-list">
                { for GameId::ALL.iter().map(|&game| {
                    let open = on_open.clone();
                    let start = |start| {
                        let on_start = on_start.clone();
                        move |_| on_start.emit((game, start))
                    };
                    let tally = record.tally(game, opponent.level);
                    html! {
                        <li class="game-card" data-game-card={game.as_str()}>
                            <button class="game-open" data-game={game.as_str()}
                                    onclick={move |_| open.emit(game)}>
                                <span class="game-title">{ game.title() }</span>
                                <span class="game-summary">{ game.summary() }</span>
                                <span class="game-known" data-known-as={game.as_str()}>{ game.known_as() }</span>
                            </button>
                            <div class="game-play">
                                <button data-play="two" onclick={start(Start::People)}>
                                    { if game == GameId::Calcala { msg::HomeTwoToFour.text() } else { msg::HomeTwoPlayers.text() } }
                                </button>
                                <button data-play="computer"
                                        onclick={start(Start::Computer(opponent))}>
                                    { msg::HomePlayComputer.text() }
                                </button>
                            </div>
                            if tally.games() > 0 {
                                <p class="record" data-record={game.as_str()}>
                                    { msg::HomeRecord { level: &opponent.level.title(), results: &tally.words() }.text() }
                                </p>
                            }
                        </li>
                    }
                }) }
            </ul>
            // The analysis board's page in the language said (resolved against the site's root).
            <a class="analysis-link" data-analysis="" href={super::address::said_folder().to_owned() + "analysis/"}>
                { msg::HomeAnalysisLink.text() }
            </a>
            if !record.is_empty() {
                <button class="reset-record" onclick={on_reset.reform(|_| ())}>
                    { msg::HomeReset.text() }
                </button>
            }
        </main>
    }
}
