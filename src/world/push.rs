//! One body pushed out of another's box, as the originals' item collision
//! routines push Lara out of a creature or an object (TRX tr1
//! lara/common.c `Lara_Push`, TRX tr2 lara/misc.c `Lara_Push`, tomb3
//! collide.cpp `ItemPushLara`): her place is turned into the item's frame,
//! the item's box (its nearest keyframe's, widened by her radius for a big
//! push) is left by the side she is least deep in, and the result is turned
//! back. Also the test that decides whether the routine runs at all (TRX tr1
//! items.c `Item_TestBoundsCollide`). Integer arithmetic throughout: the
//! 14-bit fixed-point sine and cosine, arithmetic shifts, C's division.
//! What follows a push (the collision query at the new place, the flinch)
//! the scripts decide.

use super::fixed::{cos, sin};
use super::spheres::best_bounds;
use super::{EntityId, World};

/// Where a push leaves the body, and where it was against the item's box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pushed {
    /// The body's new x.
    pub x: i32,
    /// The body's new z.
    pub z: i32,
    /// The body's place before the push less the centre of the item's box
    /// (world x, z): what the hit direction is measured from.
    pub from_centre: [i32; 2],
}

/// The body's (x, z) less the item's, turned into the item's frame.
fn into_frame(dx: i32, dz: i32, s: i32, c: i32) -> (i32, i32) {
    turn(dx, dz, c, -s)
}

/// A point of the item's frame turned back into world axes.
fn out_of_frame(rx: i32, rz: i32, s: i32, c: i32) -> (i32, i32) {
    turn(rx, rz, c, s)
}

/// (x·c + z·s, z·c − x·s) >> 14, in 64 bits so that far-off bodies cannot
/// overflow (the originals' 32 bits give the same within a room's reach).
fn turn(x: i32, z: i32, c: i32, s: i32) -> (i32, i32) {
    let (x, z, c, s) = (x as i64, z as i64, c as i64, s as i64);
    (
        ((x * c + z * s) >> 14) as i32,
        ((z * c - x * s) >> 14) as i32,
    )
}

impl World {
    /// Whether `body` stands within `radius` of `item`'s box on the ground
    /// plane (in the item's frame) and the two boxes overlap in height:
    /// the test before an item's collision routine does anything. False
    /// when either is gone.
    pub fn bounds_collide(&self, item: EntityId, body: EntityId, radius: i32) -> bool {
        let (Some(it), Some(b)) = (self.entity(item), self.entity(body)) else {
            return false;
        };
        let ib = best_bounds(&self.level, it).map(i32::from);
        let bb = best_bounds(&self.level, b).map(i32::from);
        if it.pos[1] + ib[3] <= b.pos[1] + bb[2] || it.pos[1] + ib[2] >= b.pos[1] + bb[3] {
            return false;
        }
        let (s, c) = (sin(it.rot[1]), cos(it.rot[1]));
        let (rx, rz) = into_frame(b.pos[0] - it.pos[0], b.pos[2] - it.pos[2], s, c);
        rx >= ib[0] - radius && rx <= ib[1] + radius && rz >= ib[4] - radius && rz <= ib[5] + radius
    }

    /// Where `body` goes when `item` pushes it out of its box: the box of
    /// the item's nearest keyframe, each side moved out by `widen` (the
    /// body's radius for the originals' big push, else 0). `inclusive`:
    /// a body on the box's edge is inside (TR1 and TR2; TR3 on counts it
    /// outside). None when the body is outside, or either is gone. Nothing
    /// is moved.
    pub fn push_out(
        &self,
        item: EntityId,
        body: EntityId,
        widen: i32,
        inclusive: bool,
    ) -> Option<Pushed> {
        let (it, b) = (self.entity(item)?, self.entity(body)?);
        let bounds = best_bounds(&self.level, it).map(i32::from);
        let (s, c) = (sin(it.rot[1]), cos(it.rot[1]));
        let (dx, dz) = (b.pos[0] - it.pos[0], b.pos[2] - it.pos[2]);
        let (mut rx, mut rz) = into_frame(dx, dz, s, c);
        let (min_x, max_x) = (bounds[0] - widen, bounds[1] + widen);
        let (min_z, max_z) = (bounds[4] - widen, bounds[5] + widen);
        let inside = if inclusive {
            rx >= min_x && rx <= max_x && rz >= min_z && rz <= max_z
        } else {
            rx > min_x && rx < max_x && rz > min_z && rz < max_z
        };
        if !inside {
            return None;
        }
        // How deep she is behind each side; the first of the least wins in
        // the originals' order: left, right, far, near.
        let (left, right) = (rx - min_x, max_x - rx);
        let (far, near) = (max_z - rz, rz - min_z);
        if left <= right && left <= far && left <= near {
            rx -= left;
        } else if right <= left && right <= far && right <= near {
            rx += right;
        } else if far <= left && far <= right && far <= near {
            rz += far;
        } else {
            rz -= near;
        }
        let (ax, az) = out_of_frame(rx, rz, s, c);
        let (cx, cz) = out_of_frame(
            (bounds[0] + bounds[1]) / 2,
            (bounds[4] + bounds[5]) / 2,
            s,
            c,
        );
        Some(Pushed {
            x: it.pos[0] + ax,
            z: it.pos[2] + az,
            from_centre: [dx - cx, dz - cz],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_into_the_frame_and_back_keeps_the_point() {
        // A quarter turn: sin 1, cos 0 in 14-bit fixed point.
        let (s, c) = (16384, 0);
        let (rx, rz) = into_frame(100, 40, s, c);
        assert_eq!((rx, rz), (-40, 100));
        assert_eq!(out_of_frame(rx, rz, s, c), (100, 40));
    }
}
