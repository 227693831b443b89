use super::*;
use crate::games::kalah::{KalahPosition, KalahRules};
use crate::games::GameRecord;

fn kalah(record: &str) -> Game<KalahPosition> {
    Game::from_record(&GameRecord::from_text(record).unwrap()).unwrap()
}

#[test]
fn thresholds_class_losses() {
    assert_eq!(Verdict::of(0, false), Verdict::Best);
    assert_eq!(Verdict::of(1, false), Verdict::Good);
    assert_eq!(Verdict::of(2, false), Verdict::Good);
    assert_eq!(Verdict::of(3, false), Verdict::Inaccuracy);
    assert_eq!(Verdict::of(4, false), Verdict::Inaccuracy);
    assert_eq!(Verdict::of(5, false), Verdict::Mistake);
    assert_eq!(Verdict::of(8, false), Verdict::Mistake);
    assert_eq!(Verdict::of(9, false), Verdict::Blunder);
    assert_eq!(Verdict::of(2, true), Verdict::Mistake, "a result thrown away");
    assert_eq!(Verdict::of(12, true), Verdict::Blunder);
    assert_eq!(Verdict::of(0, true), Verdict::Best);
    for v in Verdict::ALL {
        assert_eq!(Verdict::parse(v.as_str()), Some(v));
        assert!(!v.threshold().is_empty());
    }
}
