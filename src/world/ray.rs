//! Ray tests for shots and bites: the first thing a segment meets, room
//! geometry (floors, ceilings, walls, static meshes, through portals) or an
//! entity's animated bounding box turned with its yaw, in the originals'
//! integers (TOMB4/TOMB5 control.cpp `ObjectOnLOS2`, `DoRayBox`,
//! `RayBoxIntersect`; rope.cpp `Normalise`).

use crate::level::RoomId;

use super::fixed::{cos, sin, sqrt_wide, W2V_SHIFT};
use super::geometry::{ceiling_height, find_sector, floor_height, RoomView, NO_HEIGHT};
use super::spheres;
use super::statics::StaticKey;
use super::{EntityId, World};

/// Sample spacing of the geometry march (world units).
const RAY_STEP: i64 = 64;

/// The whole segment in [`RayHit::fraction`]'s units (16 fraction bits).
pub const RAY_FRACTION_ONE: u32 = 1 << 16;

/// Fraction bits of the box test's points and directions (`<< 16`).
const BOX_FRACTION: u32 = 16;

/// Where a ray stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RayHit {
    /// The last free point before what it hit (or the end point).
    pub point: [i32; 3],
    pub room: RoomId,
    /// The entity whose box it entered, when that came before geometry.
    pub entity: Option<EntityId>,
    /// True when it stopped at geometry before reaching the end.
    pub wall: bool,
    /// How far along the segment it stopped, in 65536ths
    /// ([`RAY_FRACTION_ONE`] is the end point).
    pub fraction: u32,
    /// The room static whose box stopped it (the room whose data holds it
    /// and its index there), when that came before any entity: what a shot
    /// may shatter ([`World::break_static`]).
    pub static_mesh: Option<StaticKey>,
}

/// Where the geometry march stopped: the fraction, the last free point,
/// its room and the static whose box the next sample entered.
struct GeometryStop {
    fraction: u32,
    point: [i32; 3],
    room: RoomId,
    static_mesh: Option<StaticKey>,
}

impl World {
    /// The first geometry or entity box the segment `from` → `to` meets,
    /// starting in `room`. `ignore` (the shooter) is never hit; only
    /// visible, collidable entities with a model are.
    ///
    /// As `ObjectOnLOS2` after `LOS`: the segment is first cut at the
    /// geometry; a body is then hit when the cut segment enters its box
    /// ([`ray_box`]) strictly nearer the start (squared distances) than the
    /// wall and every body hit before it, in entity order. `DoRayBox`'s
    /// second stage, which of the body's mesh spheres the line passes
    /// through (the mesh a lasersight shot shatters), is not asked: a
    /// projectile's tick-long segments can enter a box on one tick and
    /// reach the sphere only past the next one's start.
    pub fn ray(
        &self,
        room: RoomId,
        from: [i32; 3],
        to: [i32; 3],
        ignore: Option<EntityId>,
    ) -> RayHit {
        let stop = self.geometry_ray(room, from, to);
        let (wall_fraction, wall_point, wall_room) = (stop.fraction, stop.point, stop.room);
        let mut closest = distance_squared(from, wall_point);
        let mut best: Option<([i32; 3], EntityId)> = None;
        for e in &self.entities {
            if Some(e.id) == ignore || !e.exists() || e.invisible || !e.collidable {
                continue;
            }
            let Some(_) = e.model else { continue };
            let b = spheres::bounds_accurate(&self.level, e.anim, e.frame);
            let Some(hit) = ray_box(from, wall_point, e.pos, e.rot[1], b) else {
                continue;
            };
            let d = distance_squared(from, hit);
            if d < closest {
                closest = d;
                best = Some((hit, e.id));
            }
        }
        match best {
            Some((point, id)) => RayHit {
                point,
                room: find_sector(self, room, point[0], point[1], point[2]).room,
                entity: Some(id),
                wall: false,
                fraction: fraction_along(from, to, point),
                static_mesh: None,
            },
            None => RayHit {
                point: wall_point,
                room: wall_room,
                entity: None,
                wall: wall_fraction < RAY_FRACTION_ONE,
                fraction: wall_fraction,
                static_mesh: stop.static_mesh,
            },
        }
    }

    /// How far the segment gets through rooms and statics, sampled at most
    /// [`RAY_STEP`] apart.
    fn geometry_ray(&self, room: RoomId, from: [i32; 3], to: [i32; 3]) -> GeometryStop {
        let d = [0, 1, 2].map(|k| (to[k] - from[k]) as i64);
        let steps = march_steps(d.iter().map(|v| v * v).sum());
        let mut r = room;
        let mut last = GeometryStop {
            fraction: 0,
            point: from,
            room,
            static_mesh: None,
        };
        for i in 0..=steps {
            let p = [0, 1, 2].map(|k| from[k] + (d[k] * i / steps) as i32);
            r = find_sector(self, r, p[0], p[1], p[2]).room;
            let floor = floor_height(self, r, p[0], p[1], p[2]);
            let ceiling = ceiling_height(self, r, p[0], p[1], p[2]);
            let in_static = self.static_boxes_indexed(r).find(|(_, b)| {
                (b[0]..=b[1]).contains(&p[0])
                    && (b[2]..=b[3]).contains(&p[1])
                    && (b[4]..=b[5]).contains(&p[2])
            });
            if let Some((index, _)) = in_static {
                last.static_mesh = Some((self.active(r), index));
                return last;
            }
            if floor == NO_HEIGHT || p[1] > floor || p[1] < ceiling {
                return last;
            }
            last = GeometryStop {
                fraction: (i * RAY_FRACTION_ONE as i64 / steps) as u32,
                point: p,
                room: r,
                static_mesh: None,
            };
        }
        GeometryStop {
            fraction: RAY_FRACTION_ONE,
            point: to,
            room: r,
            static_mesh: None,
        }
    }
}

/// The samples of a segment of squared length `length_squared`: ⌈√ / 64⌉,
/// at least one.
fn march_steps(length_squared: i64) -> i64 {
    let root = sqrt_wide(length_squared as u64) as i64;
    let steps = if root * root == length_squared {
        (root + RAY_STEP - 1) / RAY_STEP
    } else {
        root / RAY_STEP + 1
    };
    steps.max(1)
}

fn distance_squared(a: [i32; 3], b: [i32; 3]) -> i64 {
    (0..3).map(|k| (b[k] as i64 - a[k] as i64).pow(2)).sum()
}

/// How far along `from` → `to` the point lies (its projection), in
/// 65536ths, 0..=[`RAY_FRACTION_ONE`].
fn fraction_along(from: [i32; 3], to: [i32; 3], point: [i32; 3]) -> u32 {
    let along: i64 = (0..3)
        .map(|k| (point[k] as i64 - from[k] as i64) * (to[k] as i64 - from[k] as i64))
        .sum();
    let length = distance_squared(from, to);
    if length == 0 {
        return 0;
    }
    (along * RAY_FRACTION_ONE as i64 / length).clamp(0, RAY_FRACTION_ONE as i64) as u32
}

/// `v` turned about the vertical by the 16-bit `angle` as the originals'
/// integer matrix turns it (`phd_RotY` on a unit matrix, rows `>> 14`).
fn turn_y(v: [i64; 3], angle: i32) -> [i64; 3] {
    let (s, c) = (sin(angle) as i64, cos(angle) as i64);
    [
        (c * v[0] + s * v[2]) >> W2V_SHIFT,
        v[1],
        (c * v[2] - s * v[0]) >> W2V_SHIFT,
    ]
}

/// Scales a 16.16 vector to length 1.0 (65536) from its whole parts, a
/// vector under one unit left as it is (rope.cpp `Normalise`).
fn normalise(v: [i64; 3]) -> [i64; 3] {
    let whole = v.map(|c| c >> BOX_FRACTION);
    if whole == [0; 3] {
        return v;
    }
    let length = sqrt_wide(whole.iter().map(|c| c * c).sum::<i64>() as u64) as i64;
    let scale = 65536 / length;
    v.map(|c| (scale * c) >> 16)
}

/// Where the segment `from` → `to` enters the box `b` (min x, max x,
/// min y, max y, min z, max z in the body's frame) of a body at `pos`
/// turned by `yaw`, in world units; None when it misses or the box lies
/// behind the start (TOMB5 `DoRayBox`'s box stage and `RayBoxIntersect`).
///
/// Both ends are turned into the body's frame, the direction scaled to
/// 1.0 with 24 fraction bits; for each axis the start lies below, above or
/// within the box's slab; the entry is on the face whose plane lies
/// furthest along the ray (in whole units, C's truncating division); the
/// entry point must lie on the box (the far side of each slab the start
/// lies outside, then the whole box in whole units). A start inside the
/// box is its own entry. The segment's length is not looked at here: the
/// caller compares squared distances.
pub fn ray_box(
    from: [i32; 3],
    to: [i32; 3],
    pos: [i32; 3],
    yaw: u16,
    b: [i16; 6],
) -> Option<[i32; 3]> {
    let local = |p: [i32; 3]| turn_y([0, 1, 2].map(|k| (p[k] - pos[k]) as i64), -(yaw as i32));
    let (start, end) = (local(from), local(to));
    let min = [b[0], b[2], b[4]].map(|v| (v as i64) << BOX_FRACTION);
    let max = [b[1], b[3], b[5]].map(|v| (v as i64) << BOX_FRACTION);
    let origin = start.map(|v| v << BOX_FRACTION);
    let dir = normalise([0, 1, 2].map(|k| (end[k] - start[k]) << BOX_FRACTION)).map(|v| v << 8);

    /// Where the start lies across one axis's slab.
    #[derive(PartialEq)]
    enum Side {
        Below,
        Above,
        Within,
    }
    let side = |k: usize| {
        if origin[k] < min[k] {
            Side::Below
        } else if origin[k] > max[k] {
            Side::Above
        } else {
            Side::Within
        }
    };
    let sides = [side(0), side(1), side(2)];
    let coord = if sides.iter().all(|s| *s == Side::Within) {
        start
    } else {
        let plane = |k: usize| {
            if sides[k] == Side::Below {
                min[k]
            } else {
                max[k]
            }
        };
        let dist = |k: usize| {
            if sides[k] == Side::Within || dir[k] == 0 {
                -65536
            } else {
                ((plane(k) - origin[k]) / (dir[k] >> 8)) << 8
            }
        };
        let dists = [dist(0), dist(1), dist(2)];
        // The furthest plane, the first of equals.
        let face = (1..3).fold(0, |f, k| if dists[f] < dists[k] { k } else { f });
        if dists[face] < 0 {
            return None;
        }
        let at: [i64; 3] = std::array::from_fn(|k| {
            if k == face {
                plane(k)
            } else {
                origin[k] + ((dir[k] * dists[face]) >> 16)
            }
        });
        // The entry must not lie past the far side of a slab the start
        // lies outside.
        let past = |k: usize| match sides[k] {
            Side::Above => at[k] < min[k],
            Side::Below => at[k] > max[k],
            Side::Within => false,
        };
        if (0..3).any(|k| k != face && past(k)) {
            return None;
        }
        at.map(|v| v >> BOX_FRACTION)
    };
    let lo = [b[0], b[2], b[4]];
    let hi = [b[1], b[3], b[5]];
    if (0..3).any(|k| coord[k] < lo[k] as i64 || coord[k] > hi[k] as i64) {
        return None;
    }
    let back = turn_y(coord, yaw as i32);
    Some([0, 1, 2].map(|k| (back[k] + pos[k] as i64) as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A box 200 wide (x), 100 tall, 1,000 long (z).
    const BOX: [i16; 6] = [-100, 100, -100, 0, -500, 500];

    #[test]
    fn a_ray_enters_a_turned_box_at_its_face() {
        // TOMB5 control.cpp DoRayBox / RayBoxIntersect. Turned a quarter,
        // the box is long along x: the start (−1,000, −50, 0) lies at
        // z = −1,000 in its frame, below the z slab; the direction 2,000
        // long scales by 65,536 ÷ 2,000 = 32 to 64,000; the far plane's
        // distance is (500 · 65,536 ÷ 64,000) = 512 whole steps; the entry
        // is on that face, turned back to x = −500.
        let hit = ray_box([-1000, -50, 0], [1000, -50, 0], [0, 0, 0], 0x4000, BOX);
        assert_eq!(hit, Some([-500, -50, 0]));
        // Unturned, the same ray meets the narrow side at x = −100.
        let hit = ray_box([-1000, -50, 0], [1000, -50, 0], [0, 0, 0], 0, BOX);
        assert_eq!(hit, Some([-100, -50, 0]));
        // Placed elsewhere, the entry moves with the box.
        let hit = ray_box([-1000, -50, 0], [1000, -50, 0], [300, 0, 0], 0, BOX);
        assert_eq!(hit, Some([200, -50, 0]));
    }

    #[test]
    fn a_slanted_ray_lands_where_the_fixed_point_puts_it() {
        // (2,000, 0, 600): √4,360,000 = 2,088, 65,536 ÷ 2,088 = 31, so the
        // direction is (62,000, 0, 18,600) << 8; the x face at −100 lies
        // 900 · 65,536 ÷ 62,000 = 951 steps on, where z is
        // (−300 << 16) + 4,761,600 · (951 << 8) >> 16 = −1,972,200, −31
        // whole (the exact line crosses at −30).
        let hit = ray_box([-1000, -50, -300], [1000, -50, 300], [0, 0, 0], 0, BOX);
        assert_eq!(hit, Some([-100, -50, -31]));
    }

    #[test]
    fn a_ray_past_or_behind_a_box_misses_it_and_one_inside_starts_there() {
        // Passing above.
        assert_eq!(
            ray_box([-1000, -300, 0], [1000, -300, 0], [0, 0, 0], 0, BOX),
            None
        );
        // Pointing away: the plane lies behind the start.
        assert_eq!(
            ray_box([1000, -50, 0], [2000, -50, 0], [0, 0, 0], 0, BOX),
            None
        );
        // Slanting past a corner: at the x face, z is already beyond 500.
        assert_eq!(
            ray_box([-1000, -50, 0], [0, -50, 2000], [0, 0, 0], 0, BOX),
            None
        );
        // Starting inside, the start is the entry.
        assert_eq!(
            ray_box([10, -20, 30], [1000, -20, 30], [0, 0, 0], 0, BOX),
            Some([10, -20, 30])
        );
    }

    #[test]
    fn the_march_takes_a_sample_every_64_units_rounding_up() {
        assert_eq!(march_steps(0), 1);
        assert_eq!(march_steps(64 * 64), 1);
        assert_eq!(march_steps(64 * 64 + 1), 2);
        assert_eq!(march_steps(128 * 128), 2);
        assert_eq!(march_steps(127 * 127 + 5), 2);
        // Past 32 bits of squared length.
        assert_eq!(march_steps(100_000i64 * 100_000), 1563);
    }

    #[test]
    fn the_fraction_is_the_projection_in_65536ths() {
        assert_eq!(fraction_along([0, 0, 0], [1000, 0, 0], [250, 7, 0]), 16384);
        assert_eq!(fraction_along([0, 0, 0], [1000, 0, 0], [-5, 0, 0]), 0);
        assert_eq!(fraction_along([0, 0, 0], [0, 0, 0], [0, 0, 0]), 0);
    }
}
