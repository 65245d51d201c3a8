//! The zone arrays a creature class paths in: which one a creature follows
//! ([`ZoneClass`]) and the level's array for it in the normal or flipped
//! state.

use crate::format::Game;
use crate::level::Level;

/// Which zone array a creature follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ZoneClass {
    /// Ground creatures by step ability: `Ground(n)` climbs `n + 1` clicks
    /// (TR1 has two classes: 0 walkers, 1 climbers). In TR4 and TR5 files
    /// `Ground(0)` is the basic class and any higher one the people's.
    Ground(usize),
    /// TR4's and TR5's skeleton class (SKELLY_ZONE: one click, jumping
    /// gaps); games without it read it as `Ground(0)`.
    Skeleton,
    /// Flying and swimming creatures.
    Fly,
}

/// The ground zone array TR4 and TR5 files hold first for the skeleton
/// (TOMB4 types.h `zone_type`: SKELLY_ZONE, BASIC_ZONE, CROC_ZONE, HUMAN_ZONE).
const TR4_SKELETON: usize = 0;
/// TR4/TR5's basic class: every creature whose `InitialiseSlot` case sets
/// no other zone.
const TR4_BASIC: usize = 1;
/// TR4/TR5's people (the baddies, Von Croy, the SAS, the hitman).
const TR4_HUMAN: usize = 3;

impl ZoneClass {
    /// Which of `game`'s ground zone arrays the class reads; None for the
    /// fly zone. TR1–TR3 files order their ground zones by step
    /// (tomb3 lot.cpp `ground_zone[(step >> 8) - 1]`), TR4 and TR5 files by
    /// `LOT.zone` (TOMB4 lot.cpp `InitialiseSlot`).
    pub fn ground_index(self, game: Game) -> Option<usize> {
        let tr4_on = game >= Game::Tr4;
        match self {
            ZoneClass::Fly => None,
            ZoneClass::Skeleton if tr4_on => Some(TR4_SKELETON),
            ZoneClass::Skeleton => Some(0),
            ZoneClass::Ground(0) if tr4_on => Some(TR4_BASIC),
            ZoneClass::Ground(_) if tr4_on => Some(TR4_HUMAN),
            ZoneClass::Ground(n) => Some(n),
        }
    }
}

/// The zone array of `class` in the normal or flipped state.
pub fn zone_array(level: &Level, flipped: bool, class: ZoneClass) -> &[i16] {
    let z = if flipped {
        &level.navigation.zones.alternate
    } else {
        &level.navigation.zones.normal
    };
    match class.ground_index(level.game) {
        Some(n) => z.ground.get(n).or_else(|| z.ground.last()),
        None => Some(&z.fly),
    }
    .map_or(&[], |a| a.as_slice())
}
