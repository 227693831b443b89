//! The narration of random games of every game, in every language (issue 52): what each
//! move did, the refusal of a move the rules do not allow, and the end, formatted with each
//! language's messages in turn. Every sentence is whole (no variable or selection left
//! unformatted, never empty), and a translation says each move in its own words, not
//! English's.

use mancala::games::calcala::{self, CalcalaPosition};
use mancala::games::kalah::KalahPosition;
use mancala::games::roocala::{self, RoocalaPosition};
use mancala::games::two_row::{HomePosition, HouseMove, TwoRowWords};
use mancala::games::{Game, GameId, Position, RuleOptions};
use mancala::i18n::{self, Catalog, Lang};

/// Random games a game and a language.
const GAMES: u64 = 3;

/// What one language says of one game: its sentences, in order.
#[derive(Default)]
struct Said {
    sentences: Vec<String>,
}

impl Said {
    fn say(&mut self, what: &str, text: String) {
        assert!(!text.trim().is_empty(), "{what}: nothing said");
        assert!(
            !text.contains(|c: char| ('\u{1}'..='\u{6}').contains(&c) || c == '{' || c == '}'),
            "{what}: left unformatted: {text:?}"
        );
        self.sentences.push(text);
    }
}

/// The next pick of a small linear congruential generator (Knuth's MMIX constants):
/// the same games in every language.
fn pick(state: &mut u64, n: usize) -> usize {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    ((*state >> 33) % n as u64) as usize
}

/// Plays `GAMES` random games of `game`, saying each move with `describe`, a refused move
/// every few plies, and the end with `end`.
fn narrate<P: Position>(
    game: GameId,
    describe: impl Fn(&P, &P::Report) -> String,
    refuse: impl Fn(&P) -> Option<P::Error>,
    end: impl Fn(&P) -> String,
) -> Said {
    let mut said = Said::default();
    let rules = P::Rules::for_game(game).expect("the game's rules");
    for seed in 0..GAMES {
        let mut state = seed + 1;
        let mut played = Game::<P>::new(rules);
        for ply in 0..3_000 {
            let legal = played.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            if ply % 7 == 0 {
                if let Some(error) = refuse(played.position()) {
                    said.say(&format!("{game} refusal"), error.to_string());
                }
            }
            let before = played.position().clone();
            let report = played
                .play(legal[pick(&mut state, legal.len())])
                .unwrap()
                .clone();
            said.say(&format!("{game} ply {ply}"), describe(&before, &report));
        }
        said.say(&format!("{game} end"), end(played.position()));
    }
    said
}

fn two_row<P: TwoRowWords<Move = HouseMove>>(game: GameId) -> Said {
    narrate::<P>(
        game,
        |_, report| P::describe(report),
        |position| position.play(HouseMove(0)).err(),
        |position| P::WORDS.end_text(position.outcome().expect("a finished game")),
    )
}

fn said_in(lang: Lang, game: GameId) -> Said {
    i18n::install(Catalog::new(lang, i18n::table(lang).into()).expect("a compiled table"));
    match game {
        GameId::Kalah => two_row::<KalahPosition>(game),
        GameId::Awari | GameId::Ayo | GameId::Oware => two_row::<HomePosition>(game),
        GameId::Calcala => narrate::<CalcalaPosition>(
            game,
            |_, report| calcala::words::describe(report),
            |_| None,
            |position| calcala::words::end_text(position.outcome().expect("a finished game")),
        ),
        GameId::RoocalaSquare | GameId::RoocalaHex => narrate::<RoocalaPosition>(
            game,
            |before, report| {
                roocala::words::describe(
                    before.geometry(),
                    report.mover,
                    report.played.action,
                    &report.steps,
                )
            },
            |_| None,
            |position| {
                roocala::words::end_text(
                    position.outcome().expect("a finished game"),
                    position.points_to_win(),
                )
            },
        ),
    }
}

#[test]
fn random_games_are_narrated_in_every_language() {
    std::thread::scope(|scope| {
        for game in GameId::ALL {
            scope.spawn(move || {
                let english = said_in(Lang::En, game);
                assert!(
                    english.sentences.len() > 10 * GAMES as usize,
                    "{game}: short games"
                );
                for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                    let said = said_in(lang, game);
                    assert_eq!(said.sentences.len(), english.sentences.len());
                    let same = (said.sentences.iter().zip(&english.sentences))
                        .filter(|(a, b)| a == b)
                        .map(|(a, _)| a)
                        .collect::<Vec<_>>();
                    assert!(
                        same.is_empty(),
                        "{game} in {}: said as in English: {:?}",
                        lang.code(),
                        &same[..same.len().min(5)]
                    );
                }
            });
        }
    });
}
