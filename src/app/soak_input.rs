//! The random player of `tombrs soak`: seeded combinations of Lara's keys,
//! each held long enough for a move to play out (a walk, a run, a jump, a
//! stroke in the water), so a long run visits many of her states.

use crate::world::rng::Rng;
use crate::world::{Input, TICK_RATE};

/// The shortest hold of one combination: 0.3 s, about the shortest move
/// (a step, a hop) from start to end.
pub const SHORTEST_HOLD: u32 = TICK_RATE * 3 / 10;
/// The longest hold: 2 s, a run across a room or a long swim.
pub const LONGEST_HOLD: u32 = TICK_RATE * 2;

/// The direction keys held during one combination, with their weights (out
/// of their sum): mostly forward, since that is how Lara gets anywhere.
const DIRECTIONS: [(u32, u32); 10] = [
    (0, 2),
    (Input::FORWARD, 8),
    (Input::FORWARD | Input::LEFT, 3),
    (Input::FORWARD | Input::RIGHT, 3),
    (Input::BACK, 2),
    (Input::LEFT, 2),
    (Input::RIGHT, 2),
    (Input::FORWARD | Input::WALK, 2),
    (Input::STEP_LEFT, 1),
    (Input::STEP_RIGHT, 1),
];

/// Keys added to the directions, each with its chance in percent per
/// combination: jumps and grabs often, weapons, sprint, duck, flares, rolls
/// and looks now and then (with the weapons drawn, Action fires).
const MODIFIERS: [(u32, u32); 8] = [
    (Input::JUMP, 25),
    (Input::ACTION, 25),
    (Input::SPRINT, 10),
    (Input::DUCK, 8),
    (Input::DRAW, 6),
    (Input::FLARE, 3),
    (Input::ROLL, 3),
    (Input::LOOK, 2),
];

/// Seeded random input: the same seed gives the same keys, tick for tick.
/// It has its own generator, so the world's random numbers stay the
/// world's.
#[derive(Debug, Clone)]
pub struct RandomPlayer {
    rng: Rng,
    held: Input,
    ticks_left: u32,
}

impl RandomPlayer {
    /// A player whose choices follow `seed`.
    pub fn new(seed: u32) -> RandomPlayer {
        RandomPlayer {
            // Mixed so the keys do not follow the world's own generator,
            // which starts from the same seed.
            rng: Rng::new(seed ^ 0x5EED_50AC),
            held: Input::default(),
            ticks_left: 0,
        }
    }

    /// The keys for the next tick.
    pub fn keys(&mut self) -> Input {
        if self.ticks_left == 0 {
            self.held = self.combination();
            self.ticks_left = SHORTEST_HOLD + self.rng.below(LONGEST_HOLD - SHORTEST_HOLD + 1);
        }
        self.ticks_left -= 1;
        self.held
    }

    /// A new combination: one direction by weight, then each modifier by
    /// its chance.
    fn combination(&mut self) -> Input {
        let total: u32 = DIRECTIONS.iter().map(|&(_, w)| w).sum();
        let mut pick = self.rng.below(total);
        let mut bits = 0;
        for &(keys, weight) in &DIRECTIONS {
            if pick < weight {
                bits = keys;
                break;
            }
            pick -= weight;
        }
        for &(key, percent) in &MODIFIERS {
            if self.rng.below(100) < percent {
                bits |= key;
            }
        }
        Input { bits }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_last_between_the_bounds_and_repeat_for_a_seed() {
        let mut a = RandomPlayer::new(7);
        let mut b = RandomPlayer::new(7);
        let keys: Vec<Input> = (0..3000).map(|_| a.keys()).collect();
        assert!(keys
            .iter()
            .zip((0..3000).map(|_| b.keys()))
            .all(|(x, y)| *x == y));
        // Every run of the same keys is at least the shortest hold (two
        // equal combinations in a row may join into a longer run).
        let mut runs = Vec::new();
        let mut len = 1;
        for w in keys.windows(2) {
            if w[0] == w[1] {
                len += 1;
            } else {
                runs.push(len);
                len = 1;
            }
        }
        assert!(runs.len() > 30, "{} runs", runs.len());
        assert!(runs.iter().all(|&r| r >= SHORTEST_HOLD));
        assert!(keys.iter().any(|k| k.has(Input::FORWARD | Input::JUMP)));
        assert!(keys.iter().any(|k| k.has(Input::DRAW)));
        let mut c = RandomPlayer::new(8);
        assert_ne!(keys, (0..3000).map(|_| c.keys()).collect::<Vec<_>>());
    }
}
