//! Golden perft counts (tests/data/perft-kalah.txt) for several option sets.

use mancala::games::kalah::{KalahPosition, KalahRules};
use mancala::games::{perft, split_pair, Game, RuleOptions};

#[test]
fn kalah_perft_matches_the_golden_counts() {
    let data = include_str!("data/perft-kalah.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [options, depth, nodes] = fields[..] else {
            panic!("malformed line: {line}");
        };
        let pairs = options
            .split(',')
            .filter(|o| *o != "-")
            .map(|o| split_pair(o).unwrap());
        let rules = KalahRules::from_pairs(pairs).unwrap();
        let depth: u32 = depth.parse().unwrap();
        let expected: u64 = nodes.parse().unwrap();
        assert_eq!(
            perft(&mut Game::<KalahPosition>::new(rules), depth),
            expected,
            "perft {depth} with {options}"
        );
        checked += 1;
    }
    assert!(checked > 50, "only {checked} golden counts");
}
