//! The deterministic random generators of the simulation: one for gameplay,
//! one for effects, so cosmetic randomness never changes the game's course.

/// A linear congruential generator with the games' constants, 15-bit output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Rng {
    state: u32,
}

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u32) -> Rng {
        Rng { state: seed }
    }

    /// The next value in 0..0x8000.
    pub fn next_u15(&mut self) -> u16 {
        self.state = self.state.wrapping_mul(0x41C6_4E6D).wrapping_add(0x3039);
        ((self.state >> 10) & 0x7FFF) as u16
    }

    /// A value in 0..n (n ≥ 1).
    pub fn below(&mut self, n: u32) -> u32 {
        self.next_u15() as u32 * n.max(1) / 0x8000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_range() {
        let (mut a, mut b) = (Rng::new(42), Rng::new(42));
        for _ in 0..1000 {
            let v = a.next_u15();
            assert_eq!(v, b.next_u15());
            assert!(v < 0x8000);
        }
        assert!((0..1000).all(|_| a.below(7) < 7));
        assert_ne!(Rng::new(1).next_u15(), Rng::new(2).next_u15());
    }
}
