//! Ledge and water probes: the edge in front of a body within reach (for
//! grabbing, hanging and climbing up), and the water surface and depth at a
//! point (for diving, wading, surfacing and climbing out).

use crate::level::room::RoomFlags;
use crate::level::RoomId;

use super::collide::quadrant;
use super::geometry::{cell, find_sector, own_heights, RoomView, NO_HEIGHT};
use super::World;

/// An edge in front of a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ledge {
    /// World y of the top of the edge.
    pub height: i32,
    /// The heading that faces the wall square on (a multiple of 90°).
    pub facing: u16,
    /// Where the body stands to hang from it: `radius` from the wall face,
    /// beside where it is now.
    pub hang: [i32; 2],
    /// Horizontal distance from the body to the wall face.
    pub distance: i32,
    /// Free height above the edge (ceiling minus top); [`NO_HEIGHT`]
    /// magnitude when open to the sky.
    pub clearance: i32,
    /// Heights of the edge one radius to the left and right (a tilted edge
    /// differs from `height`).
    pub left: i32,
    pub right: i32,
}

/// Water at a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Water {
    /// World y of the surface.
    pub surface: i32,
    /// World y of the floor under the water.
    pub floor: i32,
    /// The topmost water room of the column (its ceiling is the surface).
    pub room: RoomId,
    /// Air lies above the surface (false under a solid ceiling).
    pub open: bool,
}

impl Water {
    /// Depth of the water column.
    pub fn depth(&self) -> i32 {
        self.floor - self.surface
    }
}

/// Unit step of a quadrant (north +z, east +x, south −z, west −x).
fn step(q: u8) -> (i32, i32) {
    match q & 3 {
        0 => (0, 1),
        1 => (1, 0),
        2 => (0, -1),
        _ => (-1, 0),
    }
}

impl World {
    /// The edge on the sector line ahead of `pos` in the quadrant of
    /// `facing`: the floor beyond the line, when the line is within `reach`
    /// and that floor is above the feet, or at most `below` under them (a
    /// swimmer climbs out onto a ledge level with the water). `radius`
    /// places the hang point.
    pub fn ledge(
        &self,
        room: RoomId,
        pos: [i32; 3],
        facing: u16,
        radius: i32,
        reach: i32,
        below: i32,
    ) -> Option<Ledge> {
        let q = quadrant(facing);
        let (dx, dz) = step(q);
        let [x, y, z] = pos;
        // The sector line ahead along the facing axis.
        let along = if dx != 0 { x } else { z };
        let sign = dx + dz;
        let line = if sign > 0 {
            (along.div_euclid(1024) + 1) * 1024
        } else {
            along.div_euclid(1024) * 1024
        };
        let distance = (line - along).abs();
        if distance > reach {
            return None;
        }
        // Just beyond the line, looked up from well above the body so
        // stacked rooms and lent floors up there are found.
        let beyond = if sign > 0 { line } else { line - 1 };
        let point = |side: i32| {
            if dx != 0 {
                (beyond, z + side * dx)
            } else {
                (x - side * dz, beyond)
            }
        };
        let look_from = y - 4096;
        // The room over the body's own column (up through an opening above
        // it), for edges that belong to a room stacked overhead.
        let overhead = find_sector(self, room, x, look_from, z).room;
        let top_at = |side: i32| {
            let (px, pz) = point(side);
            let s = find_sector(self, room, px, y - 1, pz);
            let f = self.floor(s.room, px, look_from, pz);
            if (f != NO_HEIGHT && f <= y + below) || overhead == room {
                return (f, s.room, px, pz);
            }
            let up = find_sector(self, overhead, px, look_from, pz);
            (self.floor(up.room, px, look_from, pz), up.room, px, pz)
        };
        let (height, r, px, pz) = top_at(0);
        if height == NO_HEIGHT || height > y + below || (below == 0 && height == y) {
            return None;
        }
        let ceiling = self.ceiling(r, px, height - 1, pz);
        let hang_along = line - sign * radius;
        let hang = if dx != 0 {
            [hang_along, z]
        } else {
            [x, hang_along]
        };
        Some(Ledge {
            height,
            facing: (q as u16) << 14,
            hang,
            distance,
            clearance: height - ceiling,
            left: top_at(-radius).0,
            right: top_at(radius).0,
        })
    }

    /// The water column at world (x, y, z): in a water room, the surface
    /// above it; in a dry room, water reached down through floor portals.
    /// None where there is no water.
    pub fn water(&self, room: RoomId, x: i32, y: i32, z: i32) -> Option<Water> {
        self.liquid(room, x, y, z, RoomFlags::WATER)
    }

    /// As [`World::water`], for the column of rooms carrying any of the
    /// flag bits `liquid` (water, or what a game's scripts say a flag
    /// fills a room with, such as TR3's quicksand).
    pub fn liquid(&self, room: RoomId, x: i32, y: i32, z: i32, liquid: RoomFlags) -> Option<Water> {
        let level = &self.level;
        let is_water = |r: RoomId| self.room(r).flags.intersects(liquid);
        let mut r = find_sector(self, room, x, y, z).room;
        let sector_at = |r: RoomId| {
            let rm = self.room(r);
            let (cx, cz) = cell(rm, x, z);
            rm.sector(cx, cz)
                .copied()
                .filter(|_| !self.is_shut(r, cx, cz))
        };
        let rooms = level.rooms.len().max(1);
        let surface;
        let mut open = true;
        if is_water(r) {
            for _ in 0..rooms {
                match sector_at(r).and_then(|s| s.room_above) {
                    Some(above) if is_water(above) => r = above,
                    above => {
                        open = above.is_some();
                        break;
                    }
                }
            }
            surface = own_heights(self, r, x, z).1;
        } else {
            let mut found = None;
            for _ in 0..rooms {
                match sector_at(r).and_then(|s| s.room_below) {
                    Some(below) if is_water(below) => {
                        found = Some((own_heights(self, r, x, z).0, below));
                        break;
                    }
                    Some(below) => r = below,
                    None => break,
                }
            }
            let (s, below) = found?;
            surface = s;
            r = below;
        }
        let floor = self.floor(r, x, surface + 1, z);
        Some(Water {
            surface,
            floor,
            room: r,
            open,
        })
    }
}
