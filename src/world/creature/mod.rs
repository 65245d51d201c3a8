//! Creatures as the world carries them: their movement class
//! ([`Locomotion`]), the box under a point, what a creature knows of its
//! target each tick ([`info`]) and how its animation's move is kept inside
//! its box graph ([`movement`]).

pub mod info;
pub mod movement;

use crate::level::BoxId;

use super::geometry::find_sector;
use super::nav::lot::Terrain;
use super::nav::zone::{zone_array, ZoneClass};
use super::{EntityId, World};

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
    /// Its search takes overlaps across gaps (TR4/TR5 `LOT.can_jump`).
    #[serde(default)]
    pub can_jump: bool,
    /// Its search takes overlaps along monkey ceilings whatever the
    /// floors' difference (TR4/TR5 `LOT.can_monkey`).
    #[serde(default)]
    pub can_monkey: bool,
    /// In a jump or a swing its behaviour started (`LOT.is_jumping`): no
    /// box's zone, step or drop sends it back, no bad floor shifts it, and
    /// it lands on any floor at most a click under it.
    #[serde(default)]
    pub jumping: bool,
    /// Swinging along a monkey ceiling (`LOT.is_monkeying`, set with
    /// `jumping`): its top is held at the ceiling.
    #[serde(default)]
    pub monkeying: bool,
    /// The turn its control made this tick and the tilt it leant by: a
    /// creature shifted off a wall turns and leans again
    /// (`Creature_Animate`'s `angle` and `tilt`).
    #[serde(default)]
    pub turn: i16,
    #[serde(default)]
    pub tilt: i16,
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
            can_jump: false,
            can_monkey: false,
            jumping: false,
            monkeying: false,
            turn: 0,
            tilt: 0,
            outcome: MoveOutcome::default(),
        }
    }

    /// The terrain its search runs over: the level's boxes with its zone
    /// array (normal or `flipped`), the boxes `blocked` now, its limits.
    pub(in crate::world) fn terrain<'a>(
        &self,
        level: &'a crate::level::Level,
        blocked: &'a [bool],
        flipped: bool,
    ) -> Terrain<'a> {
        Terrain {
            game: level.game,
            boxes: &level.navigation.boxes,
            overlaps: &level.navigation.overlaps,
            zone: zone_array(level, flipped, self.zone),
            blocked,
            large: self.large,
            step: self.step,
            drop: self.drop,
            fly: self.fly > 0,
            can_jump: self.can_jump,
            can_monkey: self.can_monkey,
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
        if self.is_shut(s.room, s.x, s.z) {
            return None;
        }
        let r = &self.level.rooms[self.level.active_room(&self.flipped, s.room).index()];
        r.sector(s.x, s.z)?.box_id
    }
}
