//! The zone arrays a creature class paths in: which one a creature follows
//! ([`ZoneClass`]) and the level's array for it in the normal or flipped
//! state.

use crate::level::Level;

/// Which zone array a creature follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ZoneClass {
    /// Ground zone `n` (TR1: 0 walkers, 1 climbers; TR2+: 0..3 by step ability).
    Ground(usize),
    /// Flying and swimming creatures.
    Fly,
}

/// The zone array of `class` in the normal or flipped state.
pub fn zone_array(level: &Level, flipped: bool, class: ZoneClass) -> &[i16] {
    let z = if flipped {
        &level.navigation.zones.alternate
    } else {
        &level.navigation.zones.normal
    };
    match class {
        ZoneClass::Ground(n) => z.ground.get(n).or_else(|| z.ground.last()),
        ZoneClass::Fly => Some(&z.fly),
    }
    .map_or(&[], |a| a.as_slice())
}
