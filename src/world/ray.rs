//! Ray tests for shots and bites: the first thing a segment meets, room
//! geometry (floors, ceilings, walls, static meshes, through portals) or an
//! entity's animated bounding box turned with its yaw.

use crate::level::RoomId;

use super::geometry::{ceiling_height, find_sector, floor_height, NO_HEIGHT};
use super::{pose, EntityId, World};

/// Sample spacing of the geometry march (world units).
const RAY_STEP: i64 = 64;

/// Where a ray stopped.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RayHit {
    /// The last free point before what it hit (or the end point).
    pub point: [i32; 3],
    pub room: RoomId,
    /// The entity whose box it entered, when that came before geometry.
    pub entity: Option<EntityId>,
    /// True when it stopped at geometry before reaching the end.
    pub wall: bool,
    /// How far along the segment it stopped, 0..1.
    pub fraction: f32,
}

impl World {
    /// The first geometry or entity box the segment `from` → `to` meets,
    /// starting in `room`. `ignore` (the shooter) is never hit; only
    /// visible, collidable entities with a model are.
    pub fn ray(
        &self,
        room: RoomId,
        from: [i32; 3],
        to: [i32; 3],
        ignore: Option<EntityId>,
    ) -> RayHit {
        let (wall_t, wall_point, wall_room) = self.geometry_ray(room, from, to);
        let dir = [0, 1, 2].map(|k| (to[k] - from[k]) as f32);
        let mut best: Option<(f32, EntityId)> = None;
        for e in &self.entities {
            if Some(e.id) == ignore || !e.exists() || e.invisible || !e.collidable {
                continue;
            }
            let Some(_) = e.model else { continue };
            let b = super::spheres::bounds_accurate(&self.level, e.anim, e.frame);
            if let Some(t) = box_entry(from, dir, e.pos, e.rot[1], b) {
                if t <= wall_t && best.is_none_or(|(bt, _)| t < bt) {
                    best = Some((t, e.id));
                }
            }
        }
        match best {
            Some((t, id)) => {
                let point = [0, 1, 2].map(|k| from[k] + (dir[k] * t) as i32);
                let room = find_sector(self, room, point[0], point[1], point[2]).room;
                RayHit {
                    point,
                    room,
                    entity: Some(id),
                    wall: false,
                    fraction: t,
                }
            }
            None => RayHit {
                point: wall_point,
                room: wall_room,
                entity: None,
                wall: wall_t < 1.0,
                fraction: wall_t,
            },
        }
    }

    /// How far the segment gets through rooms and statics: (fraction, the
    /// last free point, its room).
    fn geometry_ray(&self, room: RoomId, from: [i32; 3], to: [i32; 3]) -> (f32, [i32; 3], RoomId) {
        let d = [0, 1, 2].map(|k| (to[k] - from[k]) as i64);
        let len = ((d[0] * d[0] + d[1] * d[1] + d[2] * d[2]) as f64).sqrt();
        let steps = ((len / RAY_STEP as f64).ceil() as i64).max(1);
        let mut r = room;
        let mut last = (0.0, from, room);
        for i in 0..=steps {
            let p = [0, 1, 2].map(|k| from[k] + (d[k] * i / steps) as i32);
            r = find_sector(self, r, p[0], p[1], p[2]).room;
            let floor = floor_height(self, r, p[0], p[1], p[2]);
            let ceiling = ceiling_height(self, r, p[0], p[1], p[2]);
            let in_static = self.static_boxes_iter(r).any(|b| {
                (b[0]..=b[1]).contains(&p[0])
                    && (b[2]..=b[3]).contains(&p[1])
                    && (b[4]..=b[5]).contains(&p[2])
            });
            if floor == NO_HEIGHT || p[1] > floor || p[1] < ceiling || in_static {
                return last;
            }
            last = (i as f32 / steps as f32, p, r);
        }
        (1.0, to, r)
    }
}

/// Where (0..1 along `dir` from `from`) a segment enters the box `b`
/// (min x, max x, min y, max y, min z, max z in the entity's frame) of an
/// entity at `pos` turned by `yaw`; None when it misses.
pub fn box_entry(
    from: [i32; 3],
    dir: [f32; 3],
    pos: [i32; 3],
    yaw: u16,
    b: [i16; 6],
) -> Option<f32> {
    let (s, c) = pose::tr_radians(yaw as f32).sin_cos();
    let rel = [0, 1, 2].map(|k| (from[k] - pos[k]) as f32);
    // Into the entity's frame: the inverse of its yaw.
    let o = [rel[0] * c - rel[2] * s, rel[1], rel[0] * s + rel[2] * c];
    let v = [dir[0] * c - dir[2] * s, dir[1], dir[0] * s + dir[2] * c];
    let (mut enter, mut leave) = (0.0f32, 1.0f32);
    for k in 0..3 {
        let (lo, hi) = (b[2 * k] as f32, b[2 * k + 1] as f32);
        if v[k].abs() < 1e-6 {
            if o[k] < lo || o[k] > hi {
                return None;
            }
            continue;
        }
        let (t0, t1) = ((lo - o[k]) / v[k], (hi - o[k]) / v[k]);
        enter = enter.max(t0.min(t1));
        leave = leave.min(t0.max(t1));
        if enter > leave {
            return None;
        }
    }
    Some(enter)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ray_enters_a_turned_box_at_its_face() {
        // A box 200 wide (x) and 1000 long (z), turned 90°: long along x.
        let b = [-100, 100, -100, 0, -500, 500];
        let dir = [2000.0, 0.0, 0.0];
        let t = box_entry([-1000, -50, 0], dir, [0, 0, 0], 0x4000, b).unwrap();
        assert!((t - 0.25).abs() < 0.01, "{t}");
        // Unturned, the same ray meets the narrow side at x = -100.
        let t = box_entry([-1000, -50, 0], dir, [0, 0, 0], 0, b).unwrap();
        assert!((t - 0.45).abs() < 0.01, "{t}");
        // Passing above misses.
        assert!(box_entry([-1000, -300, 0], dir, [0, 0, 0], 0, b).is_none());
        // A box behind the start is not hit.
        assert!(box_entry([1000, -50, 0], dir, [0, 0, 0], 0, b).is_none());
    }
}
