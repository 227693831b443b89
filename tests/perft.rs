//! Golden perft counts (tests/data/perft.txt) for every game, from the start and from
//! positions deep in a game where the options and endings matter.

use mancala::games::{perft, split_pair, Game, GameId, Position, RuleOptions};

fn count<P: Position>(game: GameId, options: &str, prefix: &str, depth: u32) -> u64 {
    let pairs = options
        .split(',')
        .filter(|o| *o != "-")
        .map(|o| split_pair(o).unwrap());
    let rules = P::Rules::for_game(game).unwrap().with_pairs(pairs).unwrap();
    let moves: Vec<&str> = prefix.split(',').filter(|m| *m != "-").collect();
    let mut game = Game::<P>::replay(rules, &moves).unwrap();
    perft(&mut game, depth)
}

#[test]
fn perft_matches_the_golden_counts() {
    let data = include_str!("data/perft.txt");
    let mut checked = std::collections::BTreeMap::new();
    for line in data
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [game, options, prefix, depth, nodes] = fields[..] else {
            panic!("malformed line: {line}");
        };
        let depth: u32 = depth.parse().unwrap();
        let expected: u64 = nodes.parse().unwrap();
        let game: GameId = game.parse().unwrap();
        let got = mancala::with_position!(game, P => count::<P>(game, options, prefix, depth));
        assert_eq!(got, expected, "{line}");
        *checked.entry(game).or_insert(0) += 1;
    }
    for game in GameId::ALL {
        assert!(
            checked.get(&game).copied().unwrap_or(0) >= 8,
            "too few counts for {game}"
        );
    }
}
