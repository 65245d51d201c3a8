//! The collision query: what the surroundings say about a body standing at
//! a point — floor and ceiling at its centre and around it, what blocks it
//! and the shift that moves it out of walls, static meshes and solid
//! entities. One call per body per tick, no allocation. The caller sets the
//! thresholds (how high a step may rise, how far a floor may drop, how low a
//! ceiling may come) and decides what the answer means: Lara's scripts stop,
//! step, fall, slide or grab on it.

use crate::level::RoomId;

use super::fixed::{cos, sin};
use super::geometry::{find_sector, floor_tilt, sector_info, NO_HEIGHT};
use super::{EntityId, World};

/// Relative floor height reported where there is no floor (a wall): far
/// above the body.
pub const WALL: i32 = -32767;
/// A threshold that never blocks.
pub const NO_LIMIT: i32 = 32767;
/// How far a floor counts as "below" when a steep slope or kill floor is
/// turned into a pit by the query's flags.
pub const PIT_DEPTH: i32 = 512;
/// The most a push out of a solid body may lift her: one click. A body in
/// a jump takes any rise (its limit is [`NO_LIMIT`]), but being shoved by
/// a creature never puts her onto a ledge.
pub const PUSH_MAX_RISE: i32 = 256;
/// Probes look for the floor from this far above the body's top, so a
/// floor up to there counts as a step rather than a ceiling.
pub const PROBE_ABOVE: i32 = 160;

/// What the caller asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CollisionQuery {
    pub room: RoomId,
    /// Where the body stands (feet).
    pub pos: [i32; 3],
    /// Where it stood before this tick's move (the shift returns there when
    /// nothing else helps).
    pub old: [i32; 3],
    /// The direction of motion: probes look this way.
    pub facing: u16,
    pub radius: i32,
    pub height: i32,
    /// A probe whose floor is more than this below the feet is a drop.
    pub max_drop: i32,
    /// A probe whose floor is more than this above the feet is a wall (the
    /// highest step up).
    pub max_rise: i32,
    /// A probe whose ceiling comes more than this below the top of the
    /// head blocks (0: any ceiling lower than the head).
    pub max_ceiling: i32,
    /// A steep slope rising ahead counts as a wall.
    pub slopes_are_walls: bool,
    /// A steep slope falling ahead counts as a drop.
    pub slopes_are_pits: bool,
    /// A kill floor (lava, deadly sector) ahead counts as a drop.
    pub kill_is_pit: bool,
    /// The body itself, left out of the solid-entity test.
    pub body: Option<EntityId>,
    /// The originals' query only (TRX tr1 collide.c
    /// Collide_GetCollisionInfo): the front probe lies exactly `radius`
    /// ahead on the facing quadrant's axis and `sin·radius` across it (not
    /// on the circle), a floor higher than a step under the body itself is
    /// not a wall, solid entities do not push, and the front corners block
    /// by their floors alone. Off, the query adds those for the other
    /// bodies that rely on them.
    pub original: bool,
}

impl CollisionQuery {
    /// A query at `pos` with no limits set (everything passes).
    pub fn at(room: RoomId, pos: [i32; 3], facing: u16, radius: i32, height: i32) -> Self {
        CollisionQuery {
            room,
            pos,
            old: pos,
            facing,
            radius,
            height,
            max_drop: NO_LIMIT,
            max_rise: NO_LIMIT,
            max_ceiling: NO_LIMIT,
            slopes_are_walls: false,
            slopes_are_pits: false,
            kill_is_pit: false,
            body: None,
            original: false,
        }
    }
}

/// How steep a floor is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Slope {
    #[default]
    Flat,
    /// Tilted up to two clicks per sector: walkable.
    Gentle,
    /// Tilted more than two clicks per sector: slid on.
    Steep,
    /// No floor at all.
    Wall,
}

/// What one probe found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ProbeInfo {
    /// Floor relative to the feet (positive: below), [`WALL`] where none.
    pub floor: i32,
    /// Ceiling relative to the top of the head (positive: below it);
    /// [`WALL`] in a wall, like the floor, so that a wall blocks by its
    /// floor alone and never counts as a low ceiling (a query with no
    /// limits passes walls, as the originals' take-off does).
    pub ceiling: i32,
    pub slope: Slope,
    /// Clicks the floor drops per sector along +x and +z.
    pub tilt: [i32; 2],
    pub kill: bool,
    /// Climbable walls of the sector (bits as in `world.sector`).
    pub climb: u8,
    pub monkey: bool,
    /// The probe lies in another room than the body (a portal leads on).
    pub portal: bool,
    pub room: RoomId,
}

/// What stopped the body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Blocked {
    #[default]
    None,
    Front,
    Left,
    Right,
    /// The ceiling is on the head.
    Top,
    /// The ceiling ahead is too low.
    TopFront,
    /// No room between floor and ceiling.
    Clamp,
}

impl Blocked {
    /// The name scripts see.
    pub fn name(self) -> &'static str {
        match self {
            Blocked::None => "none",
            Blocked::Front => "front",
            Blocked::Left => "left",
            Blocked::Right => "right",
            Blocked::Top => "top",
            Blocked::TopFront => "top_front",
            Blocked::Clamp => "clamp",
        }
    }
}

/// The answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CollisionInfo {
    pub mid: ProbeInfo,
    pub front: ProbeInfo,
    /// The front corners of the body's square in its facing quadrant.
    pub front_left: ProbeInfo,
    pub front_right: ProbeInfo,
    /// Straight to the sides, one radius away.
    pub left: ProbeInfo,
    pub right: ProbeInfo,
    pub blocked: Blocked,
    /// Add this to the position to leave the obstacle.
    pub shift: [i32; 3],
    pub hit_static: bool,
    pub hit_entity: Option<EntityId>,
}

/// The facing rounded to north (+z), east (+x), south, west: 0..3.
pub fn quadrant(facing: u16) -> u8 {
    (facing.wrapping_add(0x2000) / 0x4000) as u8
}

/// The shift along one axis that moves `from` back towards the 1024 cell of
/// `to` (0 when both lie in the same cell), as TRX tr1 room.c
/// `Room_FindGridShift` and TOMB4 `FindGridShift` work it from `from`'s
/// offset in its cell alone: into a higher cell it lands one unit past the
/// cell's edge (1025 − offset), into a lower one on the unit before its own
/// cell (−(offset + 1)).
pub fn grid_shift(from: i32, to: i32) -> i32 {
    if from >> 10 == to >> 10 {
        return 0;
    }
    let offset = from & 1023;
    if to >> 10 > from >> 10 {
        1024 - (offset - 1)
    } else {
        -(offset + 1)
    }
}

impl World {
    /// One probe at world (x, z) for a body whose feet are at `feet` and
    /// head at `head`.
    fn probe_info(&self, room: RoomId, x: i32, z: i32, feet: i32, head: i32) -> ProbeInfo {
        let y = head - PROBE_ABOVE;
        let s = find_sector(self, room, x, y, z);
        let floor = self.floor(s.room, x, y, z);
        let ceiling = self.ceiling(s.room, x, y, z);
        let info = sector_info(self, s.room, x, y, z);
        let (floor, ceiling, slope, tilt) = if floor == NO_HEIGHT {
            (WALL, WALL, Slope::Wall, [0, 0])
        } else {
            let tilt = floor_tilt(self, s.room, x, y, z);
            let steep = tilt[0].abs().max(tilt[1].abs());
            let slope = match steep {
                0 => Slope::Flat,
                1 | 2 => Slope::Gentle,
                _ => Slope::Steep,
            };
            (floor - feet, ceiling - head, slope, tilt)
        };
        ProbeInfo {
            floor,
            ceiling,
            slope,
            tilt,
            kill: info.kill,
            climb: info.climb,
            monkey: info.monkey,
            portal: s.room != room,
            room: s.room,
        }
    }

    /// The collision query (see the module documentation).
    pub fn collide(&self, q: &CollisionQuery) -> CollisionInfo {
        let [x, feet, z] = q.pos;
        let head = feet - q.height;
        let r = q.radius;
        let (sn, cs) = (sin(q.facing), cos(q.facing));
        let (xf, zf) = if q.original {
            match quadrant(q.facing) {
                0 => ((sn * r) >> 14, r),
                1 => (r, (cs * r) >> 14),
                2 => ((sn * r) >> 14, -r),
                _ => (-r, (cs * r) >> 14),
            }
        } else {
            ((sn * r) >> 14, (cs * r) >> 14)
        };
        let (left, right) = match quadrant(q.facing) {
            0 => ((-r, r), (r, r)),
            1 => ((r, r), (r, -r)),
            2 => ((r, -r), (-r, -r)),
            _ => ((-r, -r), (-r, r)),
        };
        // Where her own room has a wall, the mid probe starts again from
        // the room at head height above where she stood (up her column,
        // then across); the side probes start from the room the mid probe
        // found, as the originals' collision does: a wader's head is above
        // the surface while her feet are in the pool room, and the dry land
        // beside the pool is reached from the room above it.
        let mut mid = self.probe_info(q.room, x, z, feet, head);
        if mid.floor == WALL {
            let column = find_sector(self, q.room, q.old[0], head - PROBE_ABOVE, q.old[2]).room;
            if column != q.room {
                mid = self.probe_info(column, x, z, feet, head);
            }
        }
        let from = mid.room;
        let probe = |dx: i32, dz: i32| self.probe_info(from, x + dx, z + dz, feet, head);
        let limited = |mut p: ProbeInfo| {
            if q.slopes_are_walls && p.slope == Slope::Steep && p.floor < 0 {
                p.floor = WALL;
            } else if (q.slopes_are_pits && p.slope == Slope::Steep && p.floor > 0)
                || (q.kill_is_pit && p.kill && p.floor >= 0)
            {
                p.floor = PIT_DEPTH;
            }
            p
        };
        let mut c = CollisionInfo {
            mid,
            front: limited(probe(xf, zf)),
            front_left: limited(probe(left.0, left.1)),
            front_right: limited(probe(right.0, right.1)),
            left: probe((-cs * r) >> 14, (sn * r) >> 14),
            right: probe((cs * r) >> 14, (-sn * r) >> 14),
            ..Default::default()
        };
        self.push_out_of_solids(q, &mut c);
        let back_to_old = [q.old[0] - x, q.old[1] - feet, q.old[2] - z];
        let bad = |p: &ProbeInfo| {
            p.floor > q.max_drop
                || p.floor < -q.max_rise
                || (!q.original && p.ceiling > q.max_ceiling)
        };
        if c.mid.floor == WALL {
            c.shift = back_to_old;
            c.blocked = Blocked::Front;
            return c;
        }
        if c.mid.floor - c.mid.ceiling <= 0 {
            c.shift = back_to_old;
            c.blocked = Blocked::Clamp;
            return c;
        }
        // Standing inside something higher than a step (a block, a ledge
        // she moved into): back to where she was.
        if !q.original && c.mid.floor < -q.max_rise {
            c.shift = back_to_old;
            c.blocked = Blocked::Front;
            return c;
        }
        if c.mid.ceiling >= 0 {
            c.shift[1] = c.mid.ceiling;
            c.blocked = Blocked::Top;
        }
        let north_south = quadrant(q.facing).is_multiple_of(2);
        if c.front.floor > q.max_drop || c.front.floor < -q.max_rise {
            if north_south {
                c.shift[0] = q.old[0] - x;
                c.shift[2] = grid_shift(z + zf, z);
            } else {
                c.shift[0] = grid_shift(x + xf, x);
                c.shift[2] = q.old[2] - z;
            }
            c.blocked = Blocked::Front;
            return c;
        }
        if c.front.ceiling > q.max_ceiling {
            c.shift = back_to_old;
            c.blocked = Blocked::TopFront;
            return c;
        }
        for (p, corner, side) in [
            (c.front_left, left, Blocked::Left),
            (c.front_right, right, Blocked::Right),
        ] {
            if bad(&p) {
                if north_south {
                    c.shift[0] = grid_shift(x + corner.0, x + xf);
                } else {
                    c.shift[2] = grid_shift(z + corner.1, z + zf);
                }
                c.blocked = side;
                return c;
            }
        }
        c
    }

    /// Pushes the body out of the boxes of static meshes and solid entities
    /// near it: the shift takes the shortest way out on the ground plane.
    fn push_out_of_solids(&self, q: &CollisionQuery, c: &mut CollisionInfo) {
        let [x, feet, z] = q.pos;
        let head = feet - q.height;
        let mut push = [0i32; 2];
        let out_of = |b: [i32; 6], push: &mut [i32; 2]| -> bool {
            // b: min x, max x, min y, max y, min z, max z (world).
            if b[3] < head || b[2] > feet {
                return false;
            }
            let px = x + push[0];
            let pz = z + push[1];
            let (dx0, dx1) = (px + q.radius - b[0], b[1] - (px - q.radius));
            let (dz0, dz1) = (pz + q.radius - b[4], b[5] - (pz - q.radius));
            if dx0 <= 0 || dx1 <= 0 || dz0 <= 0 || dz1 <= 0 {
                return false;
            }
            let least = dx0.min(dx1).min(dz0).min(dz1);
            if least == dx0 {
                push[0] -= dx0;
            } else if least == dx1 {
                push[0] += dx1;
            } else if least == dz0 {
                push[1] -= dz0;
            } else {
                push[1] += dz1;
            }
            true
        };
        let here = find_sector(self, q.room, x, feet - 1, z).room;
        let portals = self
            .level
            .rooms
            .get(here.index())
            .map_or(&[][..], |r| &r.portals[..]);
        let near = |room: RoomId| room == here || portals.iter().any(|p| p.room == room);
        for room in std::iter::once(here).chain(portals.iter().map(|p| p.room)) {
            for b in self.static_boxes_iter(room) {
                c.hit_static |= out_of(b, &mut push);
            }
        }
        for e in &self.entities {
            if q.original || !e.solid || !e.exists() || Some(e.id) == q.body || !near(e.room) {
                continue;
            }
            let Some(bx) = e
                .model
                .map(|_| super::spheres::bounds_accurate(&self.level, e.anim, e.frame))
            else {
                continue;
            };
            if out_of(turned_box(e.pos, e.rot[1], bx), &mut push) && c.hit_entity.is_none() {
                c.hit_entity = Some(e.id);
            }
        }
        // Never pushed into a wall or onto a ledge: keep the axes that
        // lead somewhere standable, else stay where she is.
        if push != [0, 0] {
            let standable = |dx: i32, dz: i32| {
                let p = self.probe_info(q.room, x + dx, z + dz, feet, head);
                p.floor != WALL
                    && p.floor >= -q.max_rise.min(PUSH_MAX_RISE)
                    && p.floor - p.ceiling > 0
            };
            if !standable(push[0], push[1]) {
                push = if push[0] != 0 && standable(push[0], 0) {
                    [push[0], 0]
                } else if push[1] != 0 && standable(0, push[1]) {
                    [0, push[1]]
                } else {
                    [0, 0]
                };
            }
        }
        if push != [0, 0] {
            c.shift[0] += push[0];
            c.shift[2] += push[1];
            // Which side of the body the obstacle pushed.
            let (sn, cs) = (sin(q.facing) as i64, cos(q.facing) as i64);
            let ahead = -(push[0] as i64 * sn + push[1] as i64 * cs);
            let side = push[0] as i64 * cs - push[1] as i64 * sn;
            c.blocked = if ahead.abs() >= side.abs() {
                Blocked::Front
            } else if side > 0 {
                Blocked::Left
            } else {
                Blocked::Right
            };
        }
    }
}

/// The world-space box of an entity's local box turned by its yaw in steps
/// of 90° (other angles take the nearest step).
pub fn turned_box(pos: [i32; 3], yaw: u16, b: [i16; 6]) -> [i32; 6] {
    let b = b.map(|v| v as i32);
    let (x0, x1, z0, z1) = match quadrant(yaw) {
        0 => (b[0], b[1], b[4], b[5]),
        1 => (b[4], b[5], -b[1], -b[0]),
        2 => (-b[1], -b[0], -b[5], -b[4]),
        _ => (-b[5], -b[4], b[0], b[1]),
    };
    [
        pos[0] + x0,
        pos[0] + x1,
        pos[1] + b[2],
        pos[1] + b[3],
        pos[2] + z0,
        pos[2] + z1,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_shift_moves_back_into_the_target_cell() {
        // Room_FindGridShift: down to the unit before its own cell...
        assert_eq!(grid_shift(1030, 1000), 1023 - 1030);
        // ...up to one unit past the higher cell's edge (1025 - offset).
        assert_eq!(grid_shift(1020, 1030), 1025 - 1020);
        assert_eq!(grid_shift(500, 600), 0);
        assert_eq!(grid_shift(-10, 10), 11);
    }

    #[test]
    fn quadrants_round_to_the_nearest_axis() {
        assert_eq!(quadrant(0), 0);
        assert_eq!(quadrant(0x1FFF), 0);
        assert_eq!(quadrant(0x2000), 1);
        assert_eq!(quadrant(0x8000), 2);
        assert_eq!(quadrant(0xE001), 0);
        assert_eq!(quadrant(0xC000), 3);
    }

    #[test]
    fn a_turned_box_keeps_its_extent() {
        let b = [-100, 200, -50, 0, -10, 20];
        assert_eq!(turned_box([0; 3], 0, b), [-100, 200, -50, 0, -10, 20]);
        // 90° right: local +x becomes world −z, local +z world +x.
        assert_eq!(turned_box([0; 3], 0x4000, b), [-10, 20, -50, 0, -200, 100]);
    }
}
