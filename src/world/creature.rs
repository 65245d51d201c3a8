//! Creature movement: after its animation moved a creature, the world keeps
//! it inside the box graph of its class (spec creatures.md §1 "movement
//! step"): a sector it may not enter sends it back to the edge of the one it
//! left, walls and bad floors within its radius push it away, other
//! creatures stop it, and it follows the floor (walkers) or eases towards a
//! wanted height (flyers and swimmers). One call per creature per tick, no
//! allocation.

use crate::level::room::SECTOR;
use crate::level::BoxId;

use super::geometry::{ceiling_height, find_sector};
use super::nav::ZoneClass;
use super::{EntityId, World};

/// How far a walker drops to a lower floor per tick (a quarter click).
pub const FLOOR_FOLLOW: i32 = 64;

/// A creature's movement class, set by its behaviour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Locomotion {
    /// The zone array it paths in.
    pub zone: ZoneClass,
    /// Stopped by blockable boxes too (the big ones never pass doors).
    pub large: bool,
    /// Highest rise between boxes it climbs (positive units).
    pub step: i32,
    /// Deepest drop between boxes it takes (positive units).
    pub drop: i32,
    /// Body radius kept from bad floors and other creatures.
    pub radius: i32,
    /// Vertical speed towards `target_y` per tick; 0 for walkers, which
    /// follow the floor.
    pub fly: i32,
    /// The height a flyer or swimmer steers to.
    pub target_y: Option<i32>,
    /// What the last move ran into.
    pub outcome: MoveOutcome,
}

impl Locomotion {
    /// A walker of `zone` with the given limits and no outcome yet.
    pub fn walker(zone: ZoneClass, step: i32, drop: i32, radius: i32) -> Locomotion {
        Locomotion {
            zone,
            large: false,
            step,
            drop,
            radius,
            fly: 0,
            target_y: None,
            outcome: MoveOutcome::default(),
        }
    }
}

/// What happened to the last move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveOutcome {
    /// Sent back to the sector it came from (bad box ahead).
    pub clamped: bool,
    /// Pushed away from a wall or bad floor within its radius.
    pub shifted: bool,
    /// Stopped by another creature.
    pub blocked_by: Option<EntityId>,
}

impl World {
    /// The navigation box under (x, y, z) seen from `room`, if the sector
    /// has one.
    pub fn box_at(&self, room: super::RoomId, pos: [i32; 3]) -> Option<BoxId> {
        let s = find_sector(self, room, pos[0], pos[1], pos[2]);
        let r = &self.level.rooms[self.level.active_room(&self.flipped, s.room).index()];
        r.sector(s.x, s.z)?.box_id
    }

    /// True when a creature of `class` standing on `from` must not enter
    /// `to` (none, another zone, closed for it, too high or too deep).
    fn bad_box(&self, loco: &Locomotion, from: Option<BoxId>, to: Option<BoxId>) -> bool {
        let Some(to) = to else { return true };
        let Some(from) = from else { return false };
        if to == from {
            return false;
        }
        let boxes = &self.level.navigation.boxes;
        let (Some(a), Some(b)) = (boxes.get(from.index()), boxes.get(to.index())) else {
            return true;
        };
        let rise = a.floor - b.floor;
        self.zone(loco.zone, from) != self.zone(loco.zone, to)
            || self.box_closed(to, loco.large)
            || rise > loco.step
            || -rise > loco.drop
    }

    /// Keeps the creature at entity slot `i` inside its box graph after its
    /// animation moved it from `prev_pos`; stores what it ran into in its
    /// locomotion's outcome. Does nothing without a locomotion.
    pub fn keep_in_graph(&mut self, i: usize) {
        let Some(e) = self.entities.get(i) else {
            return;
        };
        let Some(loco) = e.locomotion else { return };
        let (id, room, old, mut pos, gravity) = (e.id, e.room, e.prev_pos, e.pos, e.gravity);
        let mut outcome = MoveOutcome::default();
        let here = self.box_at(room, old);
        // 1. A sector it may not enter: back to the edge of the old one.
        if here.is_some() && self.bad_box(&loco, here, self.box_at(room, pos)) {
            for k in [0, 2] {
                let (from, to) = (old[k].div_euclid(SECTOR), pos[k].div_euclid(SECTOR));
                if to < from {
                    pos[k] = from * SECTOR;
                } else if to > from {
                    pos[k] = from * SECTOR + SECTOR - 1;
                }
            }
            outcome.clamped = true;
        }
        // 2. Bad floors within the radius push it back.
        let here = self.box_at(room, pos).or(here);
        let r = loco.radius.min(SECTOR / 2 - 1);
        let bad = |w: &World, dx: i32, dz: i32| {
            w.bad_box(
                &loco,
                here,
                w.box_at(room, [pos[0] + dx, pos[1], pos[2] + dz]),
            )
        };
        let (ix, iz) = (pos[0].rem_euclid(SECTOR), pos[2].rem_euclid(SECTOR));
        let (west, east) = (
            ix < r && bad(self, -r, 0),
            ix > SECTOR - r && bad(self, r, 0),
        );
        let (north, south) = (
            iz < r && bad(self, 0, -r),
            iz > SECTOR - r && bad(self, 0, r),
        );
        let (base_x, base_z) = (pos[0] - ix, pos[2] - iz);
        let mut shift = [0i32; 2];
        if west {
            shift[0] = r - ix;
        } else if east {
            shift[0] = SECTOR - r - ix;
        }
        if north {
            shift[1] = r - iz;
        } else if south {
            shift[1] = SECTOR - r - iz;
        }
        // A bad corner alone: step away along the axis it moves less along.
        if shift == [0, 0] && ix.min(SECTOR - ix) < r && iz.min(SECTOR - iz) < r {
            let dx = if ix < r { -r } else { r };
            let dz = if iz < r { -r } else { r };
            if bad(self, dx, dz) {
                let heading = e_heading(self, i);
                let along_x = super::fixed::sin(heading).abs() > super::fixed::cos(heading).abs();
                if along_x {
                    shift[1] = if dz < 0 { r - iz } else { SECTOR - r - iz };
                } else {
                    shift[0] = if dx < 0 { r - ix } else { SECTOR - r - ix };
                }
            }
        }
        if shift != [0, 0] {
            pos[0] = base_x + ix + shift[0];
            pos[2] = base_z + iz + shift[1];
            outcome.shifted = true;
        }
        // 3. Other creatures: no walking into one.
        for other in &self.entities {
            let Some(theirs) = other.locomotion else {
                continue;
            };
            if other.id == id || !other.runs() || other.health <= 0 {
                continue;
            }
            let reach = loco.radius.max(theirs.radius) as i64;
            let d2 = |p: [i32; 3]| {
                (0..3)
                    .map(|k| ((p[k] - other.pos[k]) as i64).pow(2))
                    .sum::<i64>()
            };
            if d2(pos) < reach * reach && d2(pos) < d2(old) {
                pos = [old[0], pos[1], old[2]];
                outcome.blocked_by = Some(other.id);
                break;
            }
        }
        // 4. Height: walkers follow the floor, flyers ease to their height.
        let room = find_sector(self, room, pos[0], pos[1], pos[2]).room;
        let floor = self.floor(room, pos[0], pos[1], pos[2]);
        let ceiling = ceiling_height(self, room, pos[0], pos[1], pos[2]);
        if loco.fly > 0 {
            let wanted = loco.target_y.unwrap_or(pos[1]);
            pos[1] += (wanted - pos[1]).clamp(-loco.fly, loco.fly);
            let floor_limit =
                floor.min(here.map_or(floor, |b| self.level.navigation.boxes[b.index()].floor));
            pos[1] = pos[1].min(floor_limit).max(ceiling + loco.radius.min(256));
        } else if !gravity {
            if pos[1] > floor {
                pos[1] = floor;
            } else if floor - pos[1] > FLOOR_FOLLOW {
                pos[1] += FLOOR_FOLLOW;
            } else {
                pos[1] = floor;
            }
        }
        let room = find_sector(self, room, pos[0], pos[1], pos[2]).room;
        let e = &mut self.entities[i];
        e.pos = pos;
        e.room = room;
        if let Some(l) = e.locomotion.as_mut() {
            l.outcome = outcome;
        }
    }
}

fn e_heading(w: &World, i: usize) -> u16 {
    let e = &w.entities[i];
    e.rot[1].wrapping_add(e.move_offset)
}
