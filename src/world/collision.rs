//! Collision primitives for behaviours: height probes around an entity, step
//! classification, push-back out of walls, oriented entity boxes, static-mesh
//! boxes (with the 90° rule of TRosettaStone 3 §5.3) and line of sight through rooms.

use crate::level::room::CLICK;
use crate::level::RoomId;

use super::fixed::{cos, sin};
use super::geometry::{ceiling_height, find_sector, floor_height, NO_HEIGHT};
use super::World;

/// What a probe found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Probe {
    pub room: RoomId,
    pub pos: [i32; 3],
    pub floor: i32,
    pub ceiling: i32,
}

/// How the floor at a probe compares with where one stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Within a quarter click.
    Flat,
    /// Up by one or two clicks: can be stepped up.
    Up(i32),
    /// Down by up to two clicks: can be stepped down.
    Down(i32),
    /// Higher than two clicks or no floor: a wall.
    Wall,
    /// Lower than two clicks: a drop.
    Drop,
}

/// Classifies the floor `probe` against the floor at `here` (world y, down positive).
pub fn classify_step(here: i32, probe: i32) -> Step {
    if probe == NO_HEIGHT {
        return Step::Wall;
    }
    let d = here - probe;
    match d {
        _ if d.abs() < CLICK / 4 => Step::Flat,
        _ if d > 2 * CLICK => Step::Wall,
        _ if d > 0 => Step::Up((d + CLICK / 2) / CLICK),
        _ if -d > 2 * CLICK => Step::Drop,
        _ => Step::Down((-d + CLICK / 2) / CLICK),
    }
}

impl World {
    /// Floor and ceiling at a point `forward` ahead of and `side` to the right
    /// of `pos`, facing `yaw`, at height `pos.y`.
    pub fn probe(&self, room: RoomId, pos: [i32; 3], yaw: u16, forward: i32, side: i32) -> Probe {
        let (s, c) = (sin(yaw), cos(yaw));
        let x = pos[0] + ((s * forward + c * side) >> 14);
        let z = pos[2] + ((c * forward - s * side) >> 14);
        let p = [x, pos[1], z];
        let sector = find_sector(self, room, x, pos[1], z);
        Probe {
            room: sector.room,
            pos: p,
            floor: self.floor(sector.room, x, pos[1], z),
            ceiling: self.ceiling(sector.room, x, pos[1], z),
        }
    }

    /// Moves `pos` back out of walls within `radius` on X and Z: a side is a
    /// wall when its floor is more than `step` above the feet or its ceiling
    /// is below the head (`height` above the feet).
    pub fn push_out_of_walls(
        &self,
        room: RoomId,
        pos: [i32; 3],
        radius: i32,
        height: i32,
        step: i32,
    ) -> [i32; 3] {
        let mut p = pos;
        let y = pos[1];
        let blocked = |x: i32, z: i32| {
            let s = find_sector(self, room, x, y, z);
            let floor = floor_height(self, s.room, x, y, z);
            let ceiling = ceiling_height(self, s.room, x, y, z);
            floor == NO_HEIGHT || floor < y - step || ceiling > y - height
        };
        for (dx, dz) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let (x, z) = (p[0] + dx * radius, p[2] + dz * radius);
            if blocked(x, z) {
                // Back to `radius` from the edge of the sector holding the wall.
                if dx != 0 {
                    let edge = if dx > 0 {
                        x.div_euclid(1024) * 1024
                    } else {
                        (x.div_euclid(1024) + 1) * 1024
                    };
                    p[0] = edge - dx * (radius + 1);
                } else {
                    let edge = if dz > 0 {
                        z.div_euclid(1024) * 1024
                    } else {
                        (z.div_euclid(1024) + 1) * 1024
                    };
                    p[2] = edge - dz * (radius + 1);
                }
            }
        }
        p
    }

    /// World-space boxes (min x, max x, min y, max y, min z, max z) of the
    /// collidable static meshes of `room`. A box turns with its mesh only
    /// when the rotation is a multiple of 90°.
    pub fn static_boxes(&self, room: RoomId) -> Vec<[i32; 6]> {
        self.static_boxes_iter(room).collect()
    }

    /// The boxes of [`World::static_boxes`] without collecting them.
    pub fn static_boxes_iter(&self, room: RoomId) -> impl Iterator<Item = [i32; 6]> + '_ {
        self.static_boxes_indexed(room).map(|(_, b)| b)
    }

    /// The boxes of [`World::static_boxes`] with each static's index in
    /// the list of the room whose data stands at `room` now (its alternate
    /// when flipped); broken statics ([`World::break_static`]) have none.
    pub fn static_boxes_indexed(
        &self,
        room: RoomId,
    ) -> impl Iterator<Item = (usize, [i32; 6])> + '_ {
        let (room, statics) = self.active_statics(room);
        statics.iter().enumerate().filter_map(move |(i, s)| {
            if self.static_broken(room, i) {
                return None;
            }
            let slot = self.level.statics.get(s.slot?.index())?;
            let b = slot.collision_box.map(|v| v as i32);
            if b.iter().all(|&v| v == 0) {
                return None;
            }
            let (x0, x1, z0, z1) = match (s.rotation % 0x4000 == 0, s.rotation / 0x4000) {
                (false, _) | (true, 0) => (b[0], b[1], b[4], b[5]),
                (true, 1) => (b[4], b[5], -b[1], -b[0]),
                (true, 2) => (-b[1], -b[0], -b[5], -b[4]),
                _ => (-b[5], -b[4], b[0], b[1]),
            };
            Some((
                i,
                [
                    s.pos[0] + x0,
                    s.pos[0] + x1,
                    s.pos[1] + b[2],
                    s.pos[1] + b[3],
                    s.pos[2] + z0,
                    s.pos[2] + z1,
                ],
            ))
        })
    }
}
