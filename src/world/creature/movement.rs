//! A creature's move after its animation, as the originals make it (TRX tr1
//! creature.c `Creature_Animate`, box.c `Box_BadFloor`; tr2 creature.c;
//! tomb3, TOMB4, TOMB5 box.cpp `CreatureAnimation`):
//!
//! 1. a sector whose box its class may not enter (none, another zone, too
//!    high a step, too deep a drop) sends it back to the edge of the sector
//!    it left;
//! 2. within its radius of an edge or a corner of its sector, a bad floor
//!    beyond (see [`World::bad_floor`]) shifts it back to its radius from
//!    that edge; a corner alone shifts it along the axis its heading
//!    favours; a shifted creature turns and leans again;
//! 3. another moving creature within its radius puts it back where it was
//!    (TR1 and TR2; TR3 on have no such check);
//! 4. walkers follow the floor, dropping at most a quarter click a tick;
//!    flyers and swimmers climb or sink towards their target's height by
//!    their fly speed, kept between floor and ceiling, their pitch easing a
//!    degree a tick towards their climb; a TR4/TR5 creature in a jump
//!    (its locomotion's `jumping`) skips steps 1 and 2's box rules, lands
//!    on a floor at most a click under it (deeper: back where it was) and,
//!    swinging (`monkeying`), hangs with its top at the ceiling.
//!
//! One call per creature per tick, no allocation.

use crate::format::Game;
use crate::level::BoxId;

use super::super::fixed;
use super::super::geometry::{ceiling_height, find_sector};
use super::super::World;
use super::{Locomotion, MoveOutcome};

/// How far a walker drops to a lower floor per tick (a quarter click,
/// `STEP_L / 4`).
pub const FLOOR_FOLLOW: i32 = 64;
/// How far under a jumping creature a floor may be for it to land there
/// (a click); deeper, the move is undone (TOMB4 `CreatureAnimation`).
pub const LANDING: i32 = 256;
/// A sector's side and the mask of a coordinate within it.
const WALL_L: i32 = 1024;
const WALL_MASK: i32 = WALL_L - 1;
/// The roll a shifted creature leans by at most per tick (3°, `MAX_TILT`).
pub const MAX_TILT: i32 = 546;
/// How far a flyer's pitch eases per tick (`PHD_DEGREE`).
pub const PITCH_STEP: i32 = 182;
/// Headings (as signed 16-bit angles) bounding the corner rule's quadrants.
const PHD_45: i32 = 0x2000;
const PHD_135: i32 = 0x6000;

/// The floor of the box under a point, and the floor of the box the search
/// leads on to from there (its own floor when the search leads nowhere).
#[derive(Debug, Clone, Copy)]
struct Ground {
    own: Option<BoxId>,
    height: i32,
    next_height: i32,
}

impl World {
    /// The box under (x, y, z) seen from `room`, its floor and the floor of
    /// its exit in the creature's search (`fallback` when it has no box).
    fn ground_at(
        &self,
        i: usize,
        room: super::super::RoomId,
        p: [i32; 3],
        fallback: i32,
    ) -> Ground {
        let own = self.box_at(room, p);
        let boxes = &self.level.navigation.boxes;
        let floor = |b: BoxId| boxes.get(b.index()).map(|x| x.floor);
        let height = own.and_then(floor).unwrap_or(fallback);
        let next = own.and_then(|b| {
            self.entities[i]
                .search
                .as_ref()
                .and_then(|s| s.exit_of(b.index()))
        });
        Ground {
            own,
            height,
            next_height: next.and_then(floor).unwrap_or(height),
        }
    }

    /// True when a creature with `loco` on a box of floor `box_height`, its
    /// way leading on to a floor of `next_height`, may not stand at (x, y,
    /// z) (`Box_BadFloor`): no box there, a box closed to it, a step up or
    /// down beyond its class, a drop deeper than a step where its way
    /// leads up again, or (a flyer) its top below the floor there by more
    /// than its fly speed.
    fn bad_floor(
        &self,
        loco: &Locomotion,
        room: super::super::RoomId,
        p: [i32; 3],
        box_height: i32,
        next_height: i32,
    ) -> bool {
        let Some(b) = self.box_at(room, p) else {
            return true;
        };
        if loco.jumping {
            return false;
        }
        if self.box_closed(b, loco.large) {
            return true;
        }
        let Some(height) = self.level.navigation.boxes.get(b.index()).map(|x| x.floor) else {
            return true;
        };
        let change = box_height - height;
        change > loco.step
            || change < -loco.drop
            || (change < -loco.step && height > next_height)
            || (loco.fly > 0 && p[1] > height + loco.fly)
    }

    /// Moves the creature at entity slot `i` after its animation took it
    /// from `old` (see the module's steps); stores what it ran into in its
    /// locomotion's outcome. Does nothing without a locomotion.
    pub fn creature_move(&mut self, i: usize, old: [i32; 3]) {
        let Some(e) = self.entities.get(i) else {
            return;
        };
        let Some(loco) = e.locomotion else { return };
        let game = self.level.game;
        let (mut room, mut pos) = (e.room, e.pos);
        let bounds = e
            .model
            .map(|_| super::super::spheres::bounds_accurate(&self.level, e.anim, e.frame))
            .unwrap_or_default();
        let top = pos[1] + bounds[2] as i32;
        let mut outcome = MoveOutcome::default();
        let start = self.box_at(room, old);
        let boxes = &self.level.navigation.boxes;
        let box_height = start
            .and_then(|b| boxes.get(b.index()))
            .map_or(old[1], |b| b.floor);
        // 1. A box the class may not enter: back to the old sector's edge.
        let mut ground = self.ground_at(i, room, [pos[0], top, pos[2]], box_height);
        let zone_free = loco.fly > 0 && game >= Game::Tr3;
        let other_zone = |w: &World, b: BoxId| {
            !zone_free && start.is_some_and(|s| w.zone(loco.zone, s) != w.zone(loco.zone, b))
        };
        let change = box_height - ground.height;
        let bad = match ground.own {
            None => true,
            Some(_) if loco.jumping => false,
            Some(b) => other_zone(self, b) || change > loco.step || change < -loco.drop,
        };
        if bad && start.is_some() {
            let new_x = pos[0] >> 10;
            let (old_x, old_z) = (old[0] >> 10, old[2] >> 10);
            if new_x < old_x {
                pos[0] = old[0] & !WALL_MASK;
            } else if new_x > old_x {
                pos[0] = old[0] | WALL_MASK;
            }
            // TR1 and TR2 weigh the new x sector against the old z sector
            // here (TRX tr1 and tr2 `Creature_Animate`); TR3 on the z ones.
            let new_z = if game <= Game::Tr2 {
                new_x
            } else {
                pos[2] >> 10
            };
            if new_z < old_z {
                pos[2] = old[2] & !WALL_MASK;
            } else if new_z > old_z {
                pos[2] = old[2] | WALL_MASK;
            }
            ground = self.ground_at(i, room, [pos[0], top, pos[2]], box_height);
            outcome.clamped = true;
        }
        // 2. Bad floors within the radius of the sector's edges.
        let shift = self.edge_shift(&loco, room, [pos[0], top, pos[2]], ground, e_yaw(self, i));
        pos[0] += shift[0];
        pos[2] += shift[1];
        if shift != [0, 0] {
            outcome.shifted = true;
            let e = &mut self.entities[i];
            e.rot[1] = e.rot[1].wrapping_add(loco.turn as u16);
            let lean = loco.tilt as i32 * 2 * 4 - e.rot[2] as i16 as i32;
            e.rot[2] = e.rot[2].wrapping_add(lean.clamp(-MAX_TILT, MAX_TILT) as u16);
        }
        room = find_sector(self, room, pos[0], top, pos[2]).room;
        // 3. Another moving creature within its radius: back where it was
        // (TR1 and TR2 only: TR3 on have no such check).
        self.spend_turn(i);
        let overlap = match game {
            Game::Tr1 | Game::Tr2 => self.overlapping_creature(i, room, pos, loco.radius),
            _ => None,
        };
        if let Some(other) = overlap {
            outcome.blocked_by = Some(other);
            let e = &mut self.entities[i];
            e.pos = old;
            if let Some(l) = e.locomotion.as_mut() {
                l.outcome = outcome;
            }
            return;
        }
        // 4. Height: walkers follow the floor, flyers climb or sink.
        let gravity = self.entities[i].gravity;
        if loco.fly > 0 {
            let wanted = loco.target_y.unwrap_or(pos[1]);
            let mut dy = (wanted - pos[1]).clamp(-loco.fly, loco.fly);
            let floor = self.floor(room, pos[0], top, pos[2]);
            if pos[1] + dy > floor {
                if pos[1] > floor {
                    pos[0] = old[0];
                    pos[2] = old[2];
                    dy = -loco.fly;
                } else {
                    dy = 0;
                    pos[1] = floor;
                }
            } else {
                let ceiling = ceiling_height(self, room, pos[0], top, pos[2]);
                let min_y = bounds[2] as i32;
                if pos[1] + min_y + dy < ceiling {
                    if pos[1] + min_y < ceiling {
                        pos[0] = old[0];
                        pos[2] = old[2];
                        dy = loco.fly;
                    } else {
                        dy = 0;
                    }
                }
            }
            pos[1] += dy;
            let e = &mut self.entities[i];
            let climb = if e.speed != 0 {
                fixed::atan(e.speed, -dy)
            } else {
                0
            };
            let pitch = e.rot[0] as i16 as i32;
            let eased = if climb < pitch - PITCH_STEP {
                pitch - PITCH_STEP
            } else if climb > pitch + PITCH_STEP {
                pitch + PITCH_STEP
            } else {
                climb
            };
            e.rot[0] = eased as u16;
        } else if loco.jumping {
            if loco.monkeying {
                pos[1] = ceiling_height(self, room, pos[0], top, pos[2]) - bounds[2] as i32;
            } else {
                let floor = self.floor(room, pos[0], pos[1], pos[2]);
                if pos[1] > floor + LANDING {
                    pos = old;
                } else if pos[1] > floor {
                    pos[1] = floor;
                }
            }
        } else if !gravity {
            let floor = self.floor(room, pos[0], pos[1], pos[2]);
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

    /// Forgets the turn and tilt a creature's control gave this tick once
    /// its move has used them: a tick without a turn turns nothing again.
    fn spend_turn(&mut self, i: usize) {
        if let Some(l) = self.entities[i].locomotion.as_mut() {
            l.turn = 0;
            l.tilt = 0;
        }
    }

    /// The shift (x, z) off the edges and corners of the sector at `p`
    /// within the creature's radius where the floor beyond is bad.
    fn edge_shift(
        &self,
        loco: &Locomotion,
        room: super::super::RoomId,
        p: [i32; 3],
        ground: Ground,
        yaw: i32,
    ) -> [i32; 2] {
        let [x, y, z] = p;
        let (in_x, in_z) = (x & WALL_MASK, z & WALL_MASK);
        let r = loco.radius;
        let bad = |dx: i32, dz: i32| {
            self.bad_floor(
                loco,
                room,
                [x + dx, y, z + dz],
                ground.height,
                ground.next_height,
            )
        };
        let (mut sx, mut sz) = (0, 0);
        let near_x = if in_x < r {
            Some((-r, r - in_x))
        } else if in_x > WALL_L - r {
            Some((r, WALL_L - r - in_x))
        } else {
            None
        };
        let near_z = if in_z < r {
            Some((-r, r - in_z))
        } else if in_z > WALL_L - r {
            Some((r, WALL_L - r - in_z))
        } else {
            None
        };
        match (near_z, near_x) {
            (Some((dz, shift_z)), near_x) => {
                if bad(0, dz) {
                    sz = shift_z;
                }
                if let Some((dx, shift_x)) = near_x {
                    if bad(dx, 0) {
                        sx = shift_x;
                    } else if sz == 0 && bad(dx, dz) {
                        // The corner alone: the heading picks the axis. The
                        // quadrants are the originals' per corner.
                        let favours_z = match (dz < 0, dx < 0) {
                            (true, true) | (false, false) => yaw > -PHD_135 && yaw < PHD_45,
                            (true, false) | (false, true) => yaw > -PHD_45 && yaw < PHD_135,
                        };
                        // Near the high-z edge the originals shift x when
                        // the heading is in the quadrant.
                        if favours_z == (dz < 0) {
                            sz = shift_z;
                        } else {
                            sx = shift_x;
                        }
                    }
                }
            }
            (None, Some((dx, shift_x))) => {
                if bad(dx, 0) {
                    sx = shift_x;
                }
            }
            (None, None) => {}
        }
        [sx, sz]
    }

    /// The first entity (other than the player and `i` itself) running and
    /// moving in `room` within `radius` of `pos` in three dimensions, among
    /// those after `i` in the entity table (`Creature_CheckBaddieOverlap`
    /// looks through the room's item list up to the creature itself; the
    /// table's order stands for the list's).
    fn overlapping_creature(
        &self,
        i: usize,
        room: super::super::RoomId,
        pos: [i32; 3],
        radius: i32,
    ) -> Option<super::super::EntityId> {
        let r2 = radius as i64 * radius as i64;
        self.entities[i + 1..]
            .iter()
            .filter(|o| o.type_id != 0 && o.runs() && o.speed != 0 && o.room == room)
            .find(|o| {
                (0..3)
                    .map(|k| ((o.pos[k] - pos[k]) as i64).pow(2))
                    .sum::<i64>()
                    < r2
            })
            .map(|o| o.id)
    }
}

/// The creature's heading as a signed 16-bit angle.
fn e_yaw(w: &World, i: usize) -> i32 {
    w.entities[i].rot[1] as i16 as i32
}
