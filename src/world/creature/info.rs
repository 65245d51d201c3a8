//! What a creature knows of its target each tick, computed as the originals
//! do in their integer arithmetic (TRX tr1 creature.c `Creature_AIInfo`;
//! tr2 creature.c; tomb3, TOMB4, TOMB5 box.cpp `CreatureAIInfo`): its own
//! box and zone, the target's, whether the target is out of its reach, the
//! squared distance and the bearing from its pivot point, whether the target
//! is ahead and within biting height, and which way the target faces; and
//! how it crosses to the next box of its way (a jump, a swing).

use crate::format::Game;
use crate::level::nav::Overlap;
use crate::level::{BoxId, RoomId};

use super::super::fixed;
use super::super::nav::zone::ZoneClass;
use super::super::World;

/// The flag the originals set on the enemy's zone when it is out of reach
/// (`BLOCKED`), so it never equals the creature's own.
pub const ZONE_BLOCKED: i32 = 0x4000;
/// The zone of a creature standing where no box is.
pub const NO_ZONE: i32 = -1;
/// The zone of a target standing where no box is (never a creature's).
pub const NO_ENEMY_ZONE: i32 = -2;
/// Beyond this on either axis TR1 counts the distance as this far (30
/// sectors, `MAX_CREATURE_DISTANCE`).
pub const TR1_FAR: i32 = 30 * 1024;
/// Beyond this on either axis TR3 on count the distance as the largest.
pub const LATER_FAR: i32 = 32000;
/// `ahead`: the bearing within a quarter turn either side (`FRONT_ARC`).
pub const FRONT_ARC: i32 = 0x4000;
/// How many ticks ahead TR3 on lead a moving target.
pub const LEAD_TICKS: i32 = 14;

/// The target as the senses take it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Enemy {
    pub pos: [i32; 3],
    pub room: RoomId,
    pub yaw: u16,
    /// The way it moves (Lara's `move_angle`: yaw and move offset).
    pub heading: u16,
    pub speed: i32,
    pub alive: bool,
    /// How far its pitch point stands above its feet: TR3 on, 384 for a Lara
    /// crouching or crawling (`y -= 384` before the pitch in tomb3, TOMB4
    /// and TOMB5 box.cpp `CreatureAIInfo`); the height test of `bite` still
    /// takes the feet.
    pub pitch_lift: i32,
}

/// A creature's senses of one tick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AiInfo {
    pub own_box: Option<BoxId>,
    pub zone: i32,
    pub enemy_box: Option<BoxId>,
    /// The target box's zone, with [`ZONE_BLOCKED`] when that box is closed
    /// to the creature or the search reached the creature only through a
    /// closed box.
    pub enemy_zone: i32,
    /// Squared horizontal distance from the pivot (per game's cap).
    pub distance: i32,
    pub angle: i16,
    pub enemy_facing: i16,
    pub ahead: bool,
    pub bite: bool,
    /// The pitch to the target (TR3 on; 0 before).
    pub x_angle: i16,
}

impl World {
    /// The senses of the creature at slot `i`, its pivot `pivot` units
    /// ahead of it, towards `enemy`, its zones read for `class` (the class
    /// its control thinks with this tick: the originals reset a creature's
    /// class before its AI info, TRX tr1 mutant.c).
    pub fn ai_info(&self, i: usize, class: ZoneClass, pivot: i32, enemy: &Enemy) -> Option<AiInfo> {
        let e = self.entities.get(i)?;
        let loco = e.locomotion?;
        let game = self.level.game;
        let own_box = self.box_at(e.room, e.pos);
        let enemy_box = self.box_at(enemy.room, enemy.pos);
        let zone_of = |b: BoxId| self.zone(class, b) as i32;
        let zone = own_box.map_or(NO_ZONE, zone_of);
        let mut enemy_zone = enemy_box.map_or(NO_ENEMY_ZONE, zone_of);
        let closed = enemy_box.is_some_and(|b| self.box_closed(b, loco.large));
        let cut_off = match (own_box, e.search.as_ref()) {
            (Some(b), Some(s)) => s.blocked_at(b.index()),
            _ => false,
        };
        if closed || cut_off {
            enemy_zone |= ZONE_BLOCKED;
        }
        let yaw = e.rot[1];
        let lead = |trig: i32| {
            if game >= Game::Tr3 {
                (LEAD_TICKS * enemy.speed).wrapping_mul(trig) >> fixed::W2V_SHIFT
            } else {
                0
            }
        };
        let x = enemy.pos[0] + lead(fixed::sin(enemy.heading))
            - ((pivot * fixed::sin(yaw)) >> fixed::W2V_SHIFT)
            - e.pos[0];
        let z = enemy.pos[2] + lead(fixed::cos(enemy.heading))
            - ((pivot * fixed::cos(yaw)) >> fixed::W2V_SHIFT)
            - e.pos[2];
        let bearing = fixed::atan(z, x);
        let square = x.wrapping_mul(x).wrapping_add(z.wrapping_mul(z));
        let distance = match game {
            Game::Tr1 if x.abs() > TR1_FAR || z.abs() > TR1_FAR => TR1_FAR * TR1_FAR,
            Game::Tr1 | Game::Tr2 => square,
            _ if x.abs() > LATER_FAR || z.abs() > LATER_FAR => i32::MAX,
            _ => square,
        };
        let angle = bearing.wrapping_sub(yaw as i32) as i16;
        let enemy_facing = (bearing - enemy.yaw as i32 + 0x8000) as i16;
        let ahead = (angle as i32) > -FRONT_ARC && (angle as i32) < FRONT_ARC;
        let dy = enemy.pos[1] - e.pos[1];
        let bite = ahead
            && match game {
                Game::Tr1 => dy > -256 && dy < 256,
                Game::Tr2 => enemy.alive && dy.abs() <= 256,
                _ => enemy.alive && dy.abs() <= 512,
            };
        let x_angle = if game >= Game::Tr3 {
            let (ax, az) = (x.abs(), z.abs());
            let across = if ax > az {
                ax + (az >> 1)
            } else {
                az + (ax >> 1)
            };
            fixed::atan(across, e.pos[1] - enemy.pos[1] - enemy.pitch_lift) as i16
        } else {
            0
        };
        Some(AiInfo {
            own_box,
            zone,
            enemy_box,
            enemy_zone,
            distance,
            angle,
            enemy_facing,
            ahead,
            bite,
            x_angle,
        })
    }
}

impl World {
    /// How the creature at slot `i` crosses to the next box of its way: the
    /// overlap from the box it stands in to that box's exit in its search,
    /// none where the search leads nowhere from there (TOMB4/TOMB5 box.cpp
    /// `CreatureMood`, after `CalculateTarget`: its `jump_ahead` and
    /// `monkey_ahead`).
    pub fn way_ahead(&self, i: usize) -> Option<Overlap> {
        let e = self.entities.get(i)?;
        let own = self.box_at(e.room, e.pos)?;
        let exit = e.search.as_ref()?.exit_of(own.index())?;
        self.level
            .navigation
            .overlaps
            .get(own.index())?
            .iter()
            .find(|o| o.to == exit)
            .copied()
    }
}
