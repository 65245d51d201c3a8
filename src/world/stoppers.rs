//! Stopper sectors: the sectors TR4 and TR5 mark, once the level's items
//! are set up, as held by a static mesh standing on their floor (TOMB4 and
//! TOMB5 specific/file.cpp, the loop over each room's static meshes after
//! `InitialiseItem`). A pushable block is never pushed or pulled into one
//! and Lara never steps back into one pulling (TOMB4 moveblok.cpp
//! `TestBlockPush`, `TestBlockPull`). The mark is worked out from the
//! level when asked: the world breaks no static mesh, so none is cleared.

use crate::level::room::{Room, RoomStatic};
use crate::level::RoomId;

use super::geometry::{cell, RoomView};
use super::World;

/// A click: the stored floor height's unit.
const CLICK: i32 = 256;
/// How far above a mesh's collision bottom the floor may still lie.
const FLOOR_SLACK: i32 = 512;

impl World {
    /// True when `room`'s own sector over world (x, z) is a stopper: a
    /// static mesh of the room stands in it whose collision box reaches
    /// the sector's stored floor (the floor at most 512 above the box's
    /// bottom and above its top) and covers the mesh's own point (a side
    /// of the box at zero, or the box spanning it along both x and z),
    /// unless the sector's navigation box was blocked in the file.
    pub fn stopper(&self, room: RoomId, x: i32, z: i32) -> bool {
        let r = self.room(room);
        let key = cell(r, x, z);
        r.statics
            .iter()
            .any(|s| cell(r, s.pos[0], s.pos[2]) == key && self.holds(r, key, s))
    }

    /// True when static `s` makes sector `key` of `r` a stopper.
    fn holds(&self, r: &Room, key: (usize, usize), s: &RoomStatic) -> bool {
        let Some(sector) = r.sector(key.0, key.1) else {
            return false;
        };
        let boxes = &self.level.navigation.boxes;
        if sector
            .box_id
            .and_then(|b| boxes.get(b.index()))
            .is_some_and(|b| b.blocked)
        {
            return false;
        }
        let Some(b) = s.slot.and_then(|slot| self.level.statics.get(slot.index())) else {
            return false;
        };
        let [x_min, x_max, y_min, y_max, z_min, z_max] = b.collision_box.map(i32::from);
        let floor = i32::from(sector.floor_clicks) * CLICK;
        let reaches = floor <= s.pos[1] - y_max + FLOOR_SLACK && floor < s.pos[1] - y_min;
        let straddles = |lo: i32, hi: i32| (lo < 0) != (hi < 0);
        let covers = x_max == 0
            || x_min == 0
            || z_max == 0
            || z_min == 0
            || (straddles(x_min, x_max) && straddles(z_min, z_max));
        reaches && covers
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::builder::models::MeshDef;
    use crate::builder::spec::{StaticDef, StaticMeshDef};
    use crate::builder::{build, LevelDef, Material, RoomDef};

    /// A 6×6 room, floor at 0, with a static mesh of box `min`..`max` (its
    /// collision box: its bounds) at the middle of sector (2, 2), `lift`
    /// above the floor.
    fn world_with(min: [i16; 3], max: [i16; 3], lift: i32) -> World {
        let def = LevelDef {
            rooms: vec![RoomDef::boxed(0, 0, 6, 6, 0, -16)],
            static_meshes: vec![StaticMeshDef {
                id: 7,
                mesh: MeshDef::cuboid(min, max, Material::Stone),
                solid: true,
            }],
            statics: vec![StaticDef {
                room: 0,
                pos: [2 * 1024 + 512, -lift, 2 * 1024 + 512],
                rotation: 0,
                id: 7,
            }],
            ..Default::default()
        };
        let raw = build(&def, crate::format::Game::Tr4);
        let level = crate::level::Level::from_raw(&raw).expect("a builder room loads");
        World::new(Arc::new(level), 1)
    }

    #[test]
    fn a_pillar_on_the_floor_makes_its_sector_a_stopper() {
        let w = world_with([-256, -1024, -256], [256, 0, 256], 0);
        assert!(w.stopper(RoomId(0), 2 * 1024 + 100, 2 * 1024 + 900));
        assert!(!w.stopper(RoomId(0), 3 * 1024 + 512, 2 * 1024 + 512));
    }

    #[test]
    fn a_mesh_hung_over_512_above_the_floor_or_beside_its_point_is_none() {
        // Its bottom 600 above the floor: the floor is below the bottom's 512.
        let high = world_with([-256, -1024, -256], [256, 0, 256], 600);
        assert!(!high.stopper(RoomId(0), 2 * 1024 + 512, 2 * 1024 + 512));
        // Its box wholly to one side of its point along x and z.
        let aside = world_with([100, -1024, 100], [400, 0, 400], 0);
        assert!(!aside.stopper(RoomId(0), 2 * 1024 + 512, 2 * 1024 + 512));
    }
}
