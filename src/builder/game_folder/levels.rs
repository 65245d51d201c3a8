//! The levels of the builder-made game folders: a title backdrop, a
//! cutscene stage, a gym and three short courses that Lara crosses by
//! running straight ahead (east) from her start to an end-level trigger.
//! Every course is a corridor of rooms three sectors wide; the first one has
//! a medipack and a shotgun lying on her way and a secret trigger between
//! them.

use crate::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};

use super::super::hero::{hero, pistols};
use super::super::objects::ids;
use super::super::spec::{CameraDef, EntityDef, LevelDef, LightDef, Material, RoomDef};

/// TR1 type id of the shotgun lying in a level (SHOTGUN_ITEM; the medipack
/// is [`ids::MEDIPACK`], TR1's MEDI_ITEM).
pub const SHOTGUN_ITEM: u32 = 85;

/// Lara's yaw at every course start: facing east (+x), along the corridor.
const FACING_EAST: u16 = 0x4000;

/// The row (world sector z) the courses run along: the middle of the three
/// open rows of a corridor.
pub const LANE: i32 = 2;

/// Floor and ceiling of every room, in clicks (a three-sector-high room).
const FLOOR: i32 = 0;
const CEILING: i32 = -12;

/// Where things stand on a course, in world sectors along the lane.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CourseLayout {
    /// Lara's start.
    pub start: i32,
    /// The medipack (TR1 only), if any.
    pub medipack: Option<i32>,
    /// The secret trigger, if any.
    pub secret: Option<i32>,
    /// The shotgun (TR1 only), if any.
    pub shotgun: Option<i32>,
    /// The end-level trigger.
    pub end: i32,
}

/// LEVEL1: start, medipack two sectors on, the secret, the shotgun, the end.
pub const LEVEL1: CourseLayout = CourseLayout {
    start: 2,
    medipack: Some(4),
    secret: Some(5),
    shotgun: Some(6),
    end: 8,
};

/// LEVEL2: a straight run of two sectors.
pub const LEVEL2: CourseLayout = CourseLayout {
    start: 2,
    medipack: None,
    secret: None,
    shotgun: None,
    end: 4,
};

/// LEVEL3: a run of three sectors through a doorway into a second room.
pub const LEVEL3: CourseLayout = CourseLayout {
    start: 2,
    medipack: None,
    secret: None,
    shotgun: None,
    end: 5,
};

/// How a level looks: the materials of its rooms and its light.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Look {
    floor: Material,
    wall: Material,
    ceiling: Material,
    light: [u8; 3],
}

const SANDSTONE: Look = Look {
    floor: Material::Stone,
    wall: Material::Brick,
    ceiling: Material::Stone,
    light: [255, 230, 200],
};
const TIMBER: Look = Look {
    floor: Material::Wood,
    wall: Material::Stone,
    ceiling: Material::Wood,
    light: [220, 220, 255],
};
const MOSS: Look = Look {
    floor: Material::Grass,
    wall: Material::Brick,
    ceiling: Material::Stone,
    light: [200, 255, 200],
};
const FOUNDRY: Look = Look {
    floor: Material::Metal,
    wall: Material::Brick,
    ceiling: Material::Metal,
    light: [255, 200, 160],
};

/// World position at the centre of sector (wx, wz) on the floor.
fn at(wx: i32, wz: i32) -> [i32; 3] {
    [wx * 1024 + 512, FLOOR * 256, wz * 1024 + 512]
}

/// A lit room of `nx` × `nz` sectors (walls included) at sector (x, z).
fn room(x: i32, z: i32, nx: usize, nz: usize, look: Look) -> RoomDef {
    let mut r = RoomDef::boxed(x, z, nx, nz, FLOOR, CEILING);
    for s in r.sectors.iter_mut() {
        s.floor_material = look.floor;
        s.wall_material = look.wall;
        s.ceiling_material = look.ceiling;
    }
    r.lights.push(LightDef {
        pos: [nx as i32 * 512, CEILING * 256 / 2, nz as i32 * 512],
        colour: look.light,
        intensity: 0.6,
        radius: 8192,
    });
    r.ambient = 0.4;
    r
}

/// A trigger any step onto the sector sets off, with all mask bits.
fn step_trigger(once: bool, actions: Vec<TriggerAction>) -> FloorFunction {
    FloorFunction::Trigger {
        kind: TriggerKind::Trigger,
        setup: TriggerSetup {
            timer: 0,
            one_shot: once,
            mask: 0x1F,
            spare: 0,
        },
        actions,
    }
}

/// Adds a floor function to the sector at world (wx, wz) of the first room
/// holding it.
fn add_function(level: &mut LevelDef, wx: i32, wz: i32, f: FloorFunction) {
    if let Some(room) = level.rooms.iter_mut().find(|r| {
        r.cell_of(wx, wz)
            .is_some_and(|(i, j)| !r.sectors[i * r.nz + j].wall)
    }) {
        if let Some((i, j)) = room.cell_of(wx, wz) {
            room.sector_mut(i, j).functions.push(f);
        }
    }
}

/// The models every level carries: Lara and her pistol arms.
fn lara_models() -> Vec<super::super::models::ModelDef> {
    vec![hero(), pistols()]
}

/// Lara standing at the start of a lane, facing east.
fn lara_at(room: usize, wx: i32) -> EntityDef {
    EntityDef {
        angle: FACING_EAST,
        ..EntityDef::new(ids::LARA as u16, room, at(wx, LANE))
    }
}

/// A course along the lane: one room when `rooms` is 1, else two joined by
/// a doorway one sector wide (the lane's), the second one wider.
fn course(layout: CourseLayout, look: Look, rooms: usize, with_items: bool) -> LevelDef {
    let length = layout.end + 3;
    let mut level = LevelDef {
        models: lara_models(),
        sounds: true,
        ..Default::default()
    };
    if rooms <= 1 {
        level.rooms.push(room(0, 0, length as usize, 5, look));
    } else {
        // The first room ends a sector before the end trigger; the second
        // overlaps it by two sectors (each one's border wall is the other's
        // last open column) and opens only on the lane.
        let split = layout.end - 1;
        let mut first = room(0, 0, split as usize + 1, 5, look);
        for j in [1, 3] {
            first.sector_mut(split as usize - 1, j).wall = true;
        }
        level.rooms.push(first);
        let mut second = room(split - 1, -1, (length - split + 1) as usize, 7, look);
        for j in [2, 4] {
            second.sector_mut(1, j).wall = true;
        }
        second.sector_mut(1, 1).wall = true;
        second.sector_mut(1, 5).wall = true;
        level.rooms.push(second);
    }
    level.entities.push(lara_at(0, layout.start));
    if with_items {
        for (wx, id) in [
            (layout.medipack, ids::MEDIPACK),
            (layout.shotgun, SHOTGUN_ITEM),
        ] {
            if let Some(wx) = wx {
                level
                    .entities
                    .push(EntityDef::new(id as u16, 0, at(wx, LANE)));
                level.sprite_items.push(id);
            }
        }
    }
    if let Some(wx) = layout.secret {
        add_function(
            &mut level,
            wx,
            LANE,
            step_trigger(true, vec![TriggerAction::Secret(0)]),
        );
    }
    // The end trigger fills the lane's width so a slightly drifting run
    // still crosses it.
    for wz in LANE - 1..=LANE + 1 {
        add_function(
            &mut level,
            layout.end,
            wz,
            step_trigger(false, vec![TriggerAction::EndLevel(0)]),
        );
    }
    level
}

/// LEVEL1 "First Steps": the medipack, the secret and (TR1 items only when
/// `tr1_items`) the shotgun on the way to the end.
pub fn level_one(tr1_items: bool) -> LevelDef {
    course(LEVEL1, SANDSTONE, 1, tr1_items)
}

/// LEVEL2 "Second Room": a short run in a timber hall.
pub fn level_two() -> LevelDef {
    course(LEVEL2, TIMBER, 1, false)
}

/// TR1 input words of the LEVEL2 demo: forward (bit 0) for a second, then
/// nothing for a second: Lara runs part of the way to the end and stops.
const DEMO_FORWARD: u32 = 0x1;
const DEMO_TICKS: usize = 30;

/// LEVEL2's demo data (TR1 layout): from Lara's start, a short run.
pub fn level_two_demo() -> crate::level::demo::Demo {
    let start = lara_at(0, LEVEL2.start);
    let mut inputs = vec![DEMO_FORWARD; DEMO_TICKS];
    inputs.extend(std::iter::repeat_n(0, DEMO_TICKS));
    crate::level::demo::Demo {
        pos: start.pos,
        rot: [0, start.angle as u32, 0],
        room: 0,
        last_gun: None,
        inputs,
    }
}

/// LEVEL3 "Last Stand": a run through a doorway into a mossy second room.
pub fn level_three() -> LevelDef {
    course(LEVEL3, MOSS, 2, false)
}

/// The gym of a TR2/TR3 folder (level 0): a room with Lara and nothing to do.
pub fn gym() -> LevelDef {
    let mut level = LevelDef {
        models: lara_models(),
        sounds: true,
        ..Default::default()
    };
    level.rooms.push(room(0, 0, 7, 7, FOUNDRY));
    level.entities.push(lara_at(0, 3));
    level
}

/// The title backdrop: a tall hall with no Lara in it (as the real title
/// levels have none), a fixed camera looking down it.
pub fn title() -> LevelDef {
    let mut hall = room(0, 0, 9, 9, SANDSTONE);
    for s in hall.sectors.iter_mut().filter(|s| !s.wall) {
        s.ceiling = [CEILING * 2; 4];
    }
    LevelDef {
        rooms: vec![hall],
        models: lara_models(),
        cameras: vec![CameraDef {
            pos: [1024 + 512, -2048, 1024 + 512],
            room: 0,
            flags: 0,
        }],
        ..Default::default()
    }
}

/// The cutscene stage: a room with Lara standing in it and nothing to play.
pub fn cutscene() -> LevelDef {
    let mut level = LevelDef {
        models: lara_models(),
        ..Default::default()
    };
    level.rooms.push(room(0, 0, 6, 6, FOUNDRY));
    level.entities.push(lara_at(0, 2));
    level
}
