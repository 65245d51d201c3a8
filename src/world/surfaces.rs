//! Floors and ceilings lent by entities: a bridge, trapdoor, raising block,
//! pushable block or collapsing floor declares (from its behaviour) that it
//! acts as floor or ceiling over its footprint, and every height query made
//! through [`World::floor`] and [`World::ceiling`] — the player's collision,
//! creatures, landing — takes it into account.

use crate::level::RoomId;

use super::fixed::{cos, sin};
use super::geometry::{ceiling_height, floor_height, NO_HEIGHT};
use super::{EntityId, LentSurface, World};

impl World {
    /// Lends (or with None withdraws) `id`'s floor or ceiling to the world.
    pub fn lend_surface(&mut self, id: EntityId, surface: Option<LentSurface>) {
        let Some(e) = self.entity_mut(id) else {
            return;
        };
        e.surface = surface;
        self.lenders.retain(|&l| l != id);
        if surface.is_some() {
            self.lenders.push(id);
        }
    }

    /// The floor under world (x, y, z): the room geometry's, or the highest
    /// lent floor at or below `y` that covers the point.
    pub fn floor(&self, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
        let mut floor = floor_height(self, room, x, y, z);
        for top in self.lent_heights(x, z, false) {
            if top >= y && (floor == NO_HEIGHT || top < floor) {
                floor = top;
            }
        }
        floor
    }

    /// The ceiling over world (x, y, z): the room geometry's, or the lowest
    /// lent ceiling at or above `y` that covers the point.
    pub fn ceiling(&self, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
        let mut ceiling = ceiling_height(self, room, x, y, z);
        for bottom in self.lent_heights(x, z, true) {
            if bottom <= y && bottom > ceiling {
                ceiling = bottom;
            }
        }
        ceiling
    }

    /// The heights of the lent floors (or ceilings) whose footprint covers
    /// world (x, z).
    fn lent_heights(&self, x: i32, z: i32, ceilings: bool) -> impl Iterator<Item = i32> + '_ {
        self.lenders.iter().filter_map(move |&id| {
            let e = self.entity(id)?;
            let s = e.surface.filter(|s| s.ceiling == ceilings)?;
            surface_height(&s, e.pos, e.rot[1], x, z)
        })
    }
}

/// The height of surface `s` of an entity at `pos` facing `yaw` at world
/// (x, z), or None outside its footprint.
pub fn surface_height(s: &LentSurface, pos: [i32; 3], yaw: u16, x: i32, z: i32) -> Option<i32> {
    // Into the entity's frame (the inverse of its yaw).
    let (dx, dz) = ((x - pos[0]) as i64, (z - pos[2]) as i64);
    let (sn, cs) = (sin(yaw) as i64, cos(yaw) as i64);
    let lx = ((dx * cs - dz * sn) >> 14) as i32;
    let lz = ((dx * sn + dz * cs) >> 14) as i32;
    let [x0, x1, z0, z1] = s.footprint;
    if lx < x0 || lx > x1 || lz < z0 || lz > z1 {
        return None;
    }
    let rise = (lx as i64 * s.tilt[0] as i64 + lz as i64 * s.tilt[1] as i64) / 1024;
    Some(pos[1] + s.offset + rise as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(footprint: [i32; 4]) -> LentSurface {
        LentSurface {
            ceiling: false,
            footprint,
            offset: -256,
            tilt: [0, 0],
        }
    }

    #[test]
    fn a_footprint_turns_with_the_entity() {
        let s = flat([-512, 511, -100, 100]);
        // Facing north the footprint is long on x.
        assert_eq!(surface_height(&s, [0, 0, 0], 0, 400, 0), Some(-256));
        assert_eq!(surface_height(&s, [0, 0, 0], 0, 0, 400), None);
        // Turned 90° it is long on z.
        assert_eq!(surface_height(&s, [0, 0, 0], 0x4000, 0, 400), Some(-256));
        assert_eq!(surface_height(&s, [0, 0, 0], 0x4000, 400, 0), None);
    }

    #[test]
    fn a_tilted_surface_rises_across_its_footprint() {
        let s = LentSurface {
            tilt: [256, 0],
            ..flat([-512, 511, -512, 511])
        };
        assert_eq!(surface_height(&s, [0, 0, 0], 0, 400, 0), Some(-256 + 100));
        assert_eq!(surface_height(&s, [0, 0, 0], 0, -400, 0), Some(-256 - 100));
    }
}
