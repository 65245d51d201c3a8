//! The bundled demo level (`data/demo/levels/demo.toml`): twelve rooms
//! exercising a
//! run-jump gap over a spike pit, a ledge to climb, a lever opening a door
//! through its activation mask, a timed door behind a heavy trigger, a
//! pushable block, a pool with an underwater passage and a current, a room
//! that floods (flipmap), a boulder on a pad trigger, a wolf with room to
//! patrol and chase, a secret, a fixed camera, a soundtrack trigger, an end
//! trigger, stacked rooms and a sloped floor.

use super::content::bundled::bundled;
use super::spec::LevelDef;

/// The demo level's file in the content set.
pub const DEMO_LEVEL_FILE: &str = "levels/demo.toml";

/// Room indices of the demo.
pub mod rooms {
    pub const HALL: usize = 0;
    pub const GAP: usize = 1;
    pub const LEDGE: usize = 2;
    pub const LOFT: usize = 3;
    pub const POOL: usize = 4;
    pub const POOL_AIR: usize = 5;
    pub const CISTERN: usize = 6;
    pub const CISTERN_AIR: usize = 7;
    pub const FLOOD: usize = 8;
    pub const FLOODED: usize = 9;
    pub const DEN: usize = 10;
    pub const EXIT: usize = 11;
}

/// The static-mesh slot of the hall's pillars.
pub const PILLAR: u32 = 10;

/// The soundtrack the demo's trigger plays (`data/demo/audio/013.ogg`).
pub const DEMO_TRACK: u16 = 13;

/// The demo level.
pub fn demo_level() -> LevelDef {
    bundled()
        .level(DEMO_LEVEL_FILE)
        .map(|l| l.level.def.clone())
        .unwrap_or_else(|| panic!("the bundled content has no {DEMO_LEVEL_FILE}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_numbers_name_the_rooms_of_the_level_file() {
        let level = &bundled().level(DEMO_LEVEL_FILE).expect("demo").level;
        for (name, index) in [
            ("hall", rooms::HALL),
            ("gap", rooms::GAP),
            ("ledge", rooms::LEDGE),
            ("loft", rooms::LOFT),
            ("pool", rooms::POOL),
            ("pool_air", rooms::POOL_AIR),
            ("cistern", rooms::CISTERN),
            ("cistern_air", rooms::CISTERN_AIR),
            ("flood", rooms::FLOOD),
            ("flooded", rooms::FLOODED),
            ("den", rooms::DEN),
            ("exit", rooms::EXIT),
        ] {
            assert_eq!(level.room(name), Some(index), "{name}");
        }
        assert!(level.def.static_meshes.iter().any(|s| s.id == PILLAR));
        let plays_track = level.def.rooms.iter().flat_map(|r| &r.sectors).any(|s| {
            s.functions.iter().any(|f| matches!(f, crate::level::floordata::FloorFunction::Trigger { actions, .. }
                if actions.contains(&crate::level::floordata::TriggerAction::Soundtrack(DEMO_TRACK))))
        });
        assert!(plays_track);
    }
}
