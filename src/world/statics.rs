//! Room static meshes that break: a static once broken is gone from every
//! collision and ray test and from the drawn scene, and the sector under it
//! loses its stopper, as TOMB4/TOMB5 clear bit 0 of `MESH_INFO.Flags` and
//! `FLOOR_INFO.stopper` when something shatters it (skeleton.cpp,
//! sphinx.cpp, templar.cpp, control.cpp `GetTargetOnLOS`, lara1gun.cpp).
//! Which statics may break (the games' SHATTER0.. slots) is the scripts'
//! data; the world only finds statics and breaks the one asked for.
//!
//! The stopper is the mark the originals put at load on the sector under a
//! static that stands on its floor (TOMB4 file.cpp, the end of `LoadRooms`):
//! the sector's box not blocked, the stored floor no lower than 512 under
//! the mesh's collision bottom and above its collision top, and the box
//! either flat on an axis or spanning the mesh's origin on both x and z.
//! The creatures that smash statics look for them only on a stopper sector.
//! A static is named by the room whose data holds it (an alternate room's
//! statics are its own) and its index in that room's list.

use crate::level::room::RoomStatic;
use crate::level::{Level, RoomId};

use super::geometry::RoomView;
use super::shut::SectorKey;
use super::{Event, World};

/// A static mesh by room and index in the room's list.
pub type StaticKey = (RoomId, usize);

/// One static mesh still standing, as queries report it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StandingStatic {
    pub room: RoomId,
    /// Its index in the room's list of statics.
    pub index: usize,
    /// The static-mesh slot id (the games' static number).
    pub id: u16,
    pub pos: [i32; 3],
}

/// The room's grid cell holding world (x, z), when inside the grid (the
/// originals index the floor array by `(v - room corner) >> 10`).
fn grid_cell(level: &Level, room: RoomId, x: i32, z: i32) -> Option<(usize, usize)> {
    let r = level.rooms.get(room.index())?;
    let cx = usize::try_from((x - r.position[0]) >> 10).ok()?;
    let cz = usize::try_from((z - r.position[2]) >> 10).ok()?;
    r.sector(cx, cz).map(|_| (cx, cz))
}

/// The stopper sectors of a level as it loads, sorted.
pub(super) fn load_stoppers(level: &Level) -> Vec<SectorKey> {
    let mut out = Vec::new();
    for (ri, r) in level.rooms.iter().enumerate() {
        let room = RoomId(ri as u32);
        for st in &r.statics {
            let Some((cx, cz)) = grid_cell(level, room, st.pos[0], st.pos[2]) else {
                continue;
            };
            let Some(sector) = r.sector(cx, cz) else {
                continue;
            };
            let blocked = sector
                .box_id
                .and_then(|b| level.navigation.boxes.get(b.index()))
                .is_some_and(|b| b.blocked);
            let Some(slot) = st.slot.and_then(|s| level.statics.get(s.index())) else {
                continue;
            };
            if blocked {
                continue;
            }
            let c = slot.collision_box.map(i32::from);
            let floor = i32::from(sector.floor_clicks) << 8;
            let on_floor = floor <= st.pos[1] - c[3] + 512 && floor < st.pos[1] - c[2];
            let flat = c[0] == 0 || c[1] == 0 || c[4] == 0 || c[5] == 0;
            let spans = (c[0] < 0) != (c[1] < 0) && (c[4] < 0) != (c[5] < 0);
            if on_floor && (flat || spans) {
                out.push((room, cx, cz));
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

impl World {
    /// True when static `index` of `room`'s list was broken.
    pub fn static_broken(&self, room: RoomId, index: usize) -> bool {
        !self.broken_statics.is_empty() && self.broken_statics.binary_search(&(room, index)).is_ok()
    }

    /// The statics broken so far, sorted.
    pub fn broken_statics(&self) -> &[StaticKey] {
        &self.broken_statics
    }

    /// The statics still standing in the room whose data stands at `room`
    /// now (its alternate when flipped), in list order.
    pub fn standing_statics(&self, room: RoomId) -> impl Iterator<Item = StandingStatic> + '_ {
        let (room, statics) = self.active_statics(room);
        statics
            .iter()
            .enumerate()
            .filter(move |(i, _)| !self.static_broken(room, *i))
            .map(move |(index, s)| StandingStatic {
                room,
                index,
                id: s.static_id,
                pos: s.pos,
            })
    }

    /// The room whose data stands at `room` now (its alternate when
    /// flipped) and that data's list of statics (empty for no such room).
    pub(super) fn active_statics(&self, room: RoomId) -> (RoomId, &[RoomStatic]) {
        let room = self.active(room);
        let statics = self
            .level
            .rooms
            .get(room.index())
            .map_or(&[][..], |r| &r.statics[..]);
        (room, statics)
    }

    /// The standing statics of `room` whose origin lies in the same
    /// 1024-unit square as world (x, z) (`v >> 10` equal on both axes, as
    /// the originals match a mesh to the sector a blow reaches).
    pub fn statics_in_square(
        &self,
        room: RoomId,
        x: i32,
        z: i32,
    ) -> impl Iterator<Item = StandingStatic> + '_ {
        self.standing_statics(room)
            .filter(move |s| s.pos[0] >> 10 == x >> 10 && s.pos[2] >> 10 == z >> 10)
    }

    /// True when the sector of `room`'s own grid over world (x, z) carries
    /// a stopper (a static standing on it that nothing broke yet).
    pub fn stopper(&self, room: RoomId, x: i32, z: i32) -> bool {
        let room = self.active(room);
        grid_cell(&self.level, room, x, z)
            .is_some_and(|(cx, cz)| self.stoppers.binary_search(&(room, cx, cz)).is_ok())
    }

    /// Breaks static `index` of `room`'s list (`room` the room whose data
    /// holds it, as [`StandingStatic`] and the ray name it): it no longer collides, stops rays and is drawn, the
    /// sector under it loses its stopper, and [`Event::StaticBroken`] is
    /// raised. False (and nothing changes) when there is no such static or
    /// it is broken already. What the break sets off (a sound, debris, the
    /// heavy triggers of its sector) is the caller's.
    pub fn break_static(&mut self, room: RoomId, index: usize) -> bool {
        let Some(st) = self
            .level
            .rooms
            .get(room.index())
            .and_then(|r| r.statics.get(index))
        else {
            return false;
        };
        let Err(at) = self.broken_statics.binary_search(&(room, index)) else {
            return false;
        };
        let (id, pos) = (st.static_id, st.pos);
        self.broken_statics.insert(at, (room, index));
        self.clear_stopper_under(room, pos);
        self.emit(Event::StaticBroken {
            room,
            index: index as u32,
            static_id: id,
            pos,
        });
        true
    }

    /// Takes the stopper off the sector under a static at `pos` of `room`.
    fn clear_stopper_under(&mut self, room: RoomId, pos: [i32; 3]) {
        if let Some((cx, cz)) = grid_cell(&self.level, room, pos[0], pos[2]) {
            if let Ok(at) = self.stoppers.binary_search(&(room, cx, cz)) {
                self.stoppers.remove(at);
            }
        }
    }

    /// The stoppers of the level with those of the broken statics taken
    /// off (a restored save: the originals' `RestoreLevelData` clears the
    /// stopper under every static the save holds broken).
    pub(super) fn restore_stoppers(&mut self) {
        self.stoppers = load_stoppers(&self.level);
        for k in 0..self.broken_statics.len() {
            let (room, index) = self.broken_statics[k];
            let pos = self.level.rooms[room.index()].statics[index].pos;
            self.clear_stopper_under(room, pos);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::builder::models::MeshDef;
    use crate::builder::spec::{LevelDef, RoomDef, StaticDef, StaticMeshDef};
    use crate::builder::Material;
    use crate::format::Game;
    use crate::level::Level;

    const GLASS: u32 = 50;

    fn level_with_pane(at: [i32; 3]) -> Arc<Level> {
        level_with_box(at, [-256, -1024, -256], [256, 0, 256])
    }

    /// A 6×6 room with one static of box `min`..`max` (its collision box)
    /// at `at`.
    fn level_with_box(at: [i32; 3], min: [i16; 3], max: [i16; 3]) -> Arc<Level> {
        let def = LevelDef {
            rooms: vec![RoomDef::boxed(0, 0, 6, 6, 0, -16)],
            static_meshes: vec![StaticMeshDef {
                id: GLASS,
                mesh: MeshDef::cuboid(min, max, Material::Stone),
                solid: true,
            }],
            statics: vec![StaticDef {
                room: 0,
                pos: at,
                rotation: 0,
                id: GLASS,
            }],
            ..Default::default()
        };
        let raw = crate::builder::build(&def, Game::Tr4);
        Arc::new(Level::from_raw(&raw).expect("loads"))
    }

    #[test]
    fn a_static_on_its_floor_marks_a_stopper_that_breaking_it_clears() {
        let at = [2 * 1024 + 512, 0, 3 * 1024 + 512];
        let mut w = World::new(level_with_pane(at), 1);
        assert!(w.stopper(RoomId(0), at[0], at[2]));
        assert!(!w.stopper(RoomId(0), at[0] + 1024, at[2]));
        let found: Vec<_> = w
            .statics_in_square(RoomId(0), at[0] - 500, at[2] + 500)
            .collect();
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].index, found[0].id), (0, GLASS as u16));
        assert_eq!(w.static_boxes_iter(RoomId(0)).count(), 1);

        assert!(w.break_static(RoomId(0), 0));
        assert!(!w.break_static(RoomId(0), 0), "broken once only");
        assert!(!w.stopper(RoomId(0), at[0], at[2]));
        assert_eq!(w.statics_in_square(RoomId(0), at[0], at[2]).count(), 0);
        assert_eq!(w.static_boxes_iter(RoomId(0)).count(), 0);
        assert!(w.events().iter().any(|e| matches!(
            e,
            Event::StaticBroken { index: 0, static_id: 50, pos, .. } if *pos == at
        )));
    }

    #[test]
    fn a_static_hanging_above_its_floor_marks_no_stopper() {
        // Its collision bottom 1024 above the floor: more than 512.
        let at = [2 * 1024 + 512, -1024 - 1, 3 * 1024 + 512];
        let w = World::new(level_with_pane(at), 1);
        assert!(!w.stopper(RoomId(0), at[0], at[2]));
    }

    #[test]
    fn a_static_whose_box_lies_beside_its_point_marks_no_stopper() {
        // Its box wholly to one side of its origin along x and z, neither
        // flat on an axis nor spanning it.
        let at = [2 * 1024 + 512, 0, 3 * 1024 + 512];
        let w = World::new(level_with_box(at, [100, -1024, 100], [400, 0, 400]), 1);
        assert!(!w.stopper(RoomId(0), at[0], at[2]));
    }

    #[test]
    fn breaking_a_static_that_is_not_there_changes_nothing() {
        let at = [2 * 1024 + 512, 0, 3 * 1024 + 512];
        let mut w = World::new(level_with_pane(at), 1);
        assert!(!w.break_static(RoomId(0), 1));
        assert!(!w.break_static(RoomId(7), 0));
        assert!(w.broken_statics().is_empty());
        assert!(w.stopper(RoomId(0), at[0], at[2]));
    }
}
