//! The bundled demo level: twelve rooms built with the builder, exercising a
//! run-jump gap over a spike pit, a ledge to climb, a lever opening a door
//! through its activation mask, a timed door behind a heavy trigger, a
//! pushable block, a pool with an underwater passage and a current, a room
//! that floods (flipmap), a boulder on a pad trigger, a wolf with room to
//! patrol and chase, a secret, a fixed camera, a soundtrack trigger, an end
//! trigger, stacked rooms and a sloped floor.

use crate::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};

use super::objects::{self, ids, sounds};
use super::spec::{
    CameraDef, EntityDef, FlybyPointDef, LevelDef, LightDef, Material, RoomDef, SoundSourceDef,
    StaticDef,
};

/// Room indices of the demo.
pub mod rooms {
    pub const HALL: usize = 0;
    pub const GAP: usize = 1;
    pub const LEDGE: usize = 2;
    pub const LOFT: usize = 3;
    pub const POOL: usize = 4;
    pub const POOL_AIR: usize = 5;
    pub const CISTERN: usize = 6;
    pub const CISTERN_AIR: usize = 7;
    pub const FLOOD: usize = 8;
    pub const FLOODED: usize = 9;
    pub const DEN: usize = 10;
    pub const EXIT: usize = 11;
}

/// The static-mesh slot of the hall's pillars.
pub const PILLAR: u32 = 10;

/// The soundtrack the demo's trigger plays (`data/demo/audio/013.ogg`).
pub const DEMO_TRACK: u16 = 13;

fn trigger(
    kind: TriggerKind,
    timer: u8,
    one_shot: bool,
    actions: Vec<TriggerAction>,
) -> FloorFunction {
    FloorFunction::Trigger {
        kind,
        setup: TriggerSetup {
            timer,
            one_shot,
            mask: 0x1F,
            spare: 0,
        },
        actions,
    }
}

fn lit(mut room: RoomDef, colour: [u8; 3]) -> RoomDef {
    let (cx, cz) = (room.nx as i32 * 512, room.nz as i32 * 512);
    room.lights.push(LightDef {
        pos: [cx, -1536, cz],
        colour,
        intensity: 0.6,
        radius: 6144,
    });
    room.ambient = 0.35;
    room
}

/// Makes cells (world x, z) walls in `room` (world coordinates).
fn wall_except(room: &mut RoomDef, keep: impl Fn(i32, i32) -> bool) {
    for i in 1..room.nx - 1 {
        for j in 1..room.nz - 1 {
            let (wx, wz) = (room.x + i as i32, room.z + j as i32);
            if !keep(wx, wz) {
                room.sector_mut(i, j).wall = true;
            }
        }
    }
}

fn cell(room: &mut RoomDef, wx: i32, wz: i32) -> &mut super::spec::SectorDef {
    let (i, j) = (wx - room.x, wz - room.z);
    room.sector_mut(i as usize, j as usize)
}

/// World position at the centre of sector (wx, wz) on floor `clicks`.
fn at(wx: i32, wz: i32, clicks: i32) -> [i32; 3] {
    [wx * 1024 + 512, clicks * 256, wz * 1024 + 512]
}

/// The demo level.
pub fn demo_level() -> LevelDef {
    use rooms::*;
    let mut r: Vec<RoomDef> = Vec::new();
    // 0 Hall: start, lever, door east, ramp, camera and soundtrack triggers.
    let mut hall = lit(RoomDef::boxed(0, 0, 9, 9, 0, -16), [255, 230, 200]);
    for (wx, rise) in [(2, 0), (3, 2), (4, 4)] {
        let s = cell(&mut hall, wx, 6);
        s.floor = [-rise, -rise, -rise - 2, -rise - 2];
        cell(&mut hall, wx, 7).floor = [-rise - 2; 4];
    }
    cell(&mut hall, 5, 7).floor = [-6; 4];
    cell(&mut hall, 5, 6).floor = [-6; 4];
    r.push(hall);
    // 1 Gap: a one-sector doorway, a corridor and a spike pit to run-jump.
    let mut gap = lit(RoomDef::boxed(7, 0, 12, 9, 0, -12), [200, 200, 255]);
    wall_except(&mut gap, |x, z| {
        (3..=5).contains(&z) && (x >= 9 || (x == 8 && z == 4))
    });
    for x in 12..=13 {
        for z in 3..=5 {
            let s = cell(&mut gap, x, z);
            s.floor = [8; 4];
            s.floor_material = Material::Metal;
            s.functions.push(FloorFunction::Kill);
        }
    }
    cell(&mut gap, 8, 4).door = true;
    r.push(gap);
    // 2 Ledge: a ledge six clicks high to climb, a boulder above a pad
    // trigger, and over the ledge top an opening up into the loft.
    let mut ledge = lit(RoomDef::boxed(17, 0, 8, 9, 0, -12), [255, 200, 150]);
    for x in 21..=23 {
        for z in 1..=7 {
            cell(&mut ledge, x, z).floor = [-6; 4];
        }
    }
    cell(&mut ledge, 22, 5).open_above = true;
    r.push(ledge);
    // 3 Loft, stacked above the ledge room (its floor six clicks over the
    // ledge top, reached by jumping up through the opening), holding the secret.
    r.push(lit(RoomDef::boxed(20, 4, 4, 5, -12, -24), [255, 255, 180]));
    // 4 Pool (water) and 5 the air above it.
    let mut pool = RoomDef::boxed(23, 0, 8, 9, 12, 0);
    pool.water = true;
    pool.ambient = 0.3;
    for x in 24..=29 {
        for z in 1..=7 {
            let s = cell(&mut pool, x, z);
            s.open_above = true;
            s.floor_material = Material::Stone;
            s.ceiling_material = Material::Water;
        }
    }
    r.push(pool);
    let mut pool_air = lit(RoomDef::boxed(23, 0, 8, 9, 0, -16), [180, 220, 255]);
    for x in 24..=29 {
        for z in 1..=7 {
            cell(&mut pool_air, x, z).floor_material = Material::Water;
        }
    }
    r.push(pool_air);
    // 6 Cistern (water) reached through a low underwater passage, 7 its air.
    let mut cistern = RoomDef::boxed(29, 0, 8, 9, 12, 0);
    cistern.water = true;
    wall_except(&mut cistern, |x, z| {
        ((30..=31).contains(&x) && z == 4) || (x >= 32 && (2..=6).contains(&z))
    });
    for x in 30..=31 {
        cell(&mut cistern, x, 4).ceiling = [6; 4];
    }
    for x in 32..=35 {
        for z in 2..=6 {
            cell(&mut cistern, x, z).open_above = true;
        }
    }
    r.push(cistern);
    let mut cistern_air = lit(RoomDef::boxed(31, 1, 6, 7, 0, -12), [160, 255, 200]);
    for x in 32..=35 {
        for z in 2..=6 {
            cell(&mut cistern_air, x, z).floor = [0; 4];
        }
    }
    r.push(cistern_air);
    // 8 The flood room and 9 its flooded twin (alternate group 1).
    let mut flood = lit(RoomDef::boxed(35, 1, 7, 7, 0, -12), [255, 255, 255]);
    flood.alternate = Some(FLOODED);
    flood.alternate_group = 1;
    r.push(flood);
    let mut flooded = RoomDef::boxed(35, 1, 7, 7, 0, -12);
    flooded.water = true;
    flooded.alternate_group = 1;
    for s in flooded.sectors.iter_mut().filter(|s| !s.wall) {
        s.floor_material = Material::Water;
    }
    r.push(flooded);
    // 10 The wolf's den: room to patrol and chase, a step and a raised corner.
    let mut den = lit(RoomDef::boxed(40, 0, 11, 11, 0, -16), [255, 180, 140]);
    for x in 46..=49 {
        for z in 6..=9 {
            cell(&mut den, x, z).floor = [-1; 4];
        }
    }
    for s in den.sectors.iter_mut().filter(|s| !s.wall) {
        s.floor_material = Material::Grass;
    }
    r.push(den);
    // 11 Exit: keyhole, pushable block onto a heavy trigger, timed door, end.
    let mut exit = lit(RoomDef::boxed(49, 2, 9, 7, 0, -16), [255, 255, 220]);
    cell(&mut exit, 55, 5).door = true;
    r.push(exit);

    // Sprites standing in the den, and pillars (static meshes) in the hall.
    r[rooms::DEN].sprites = vec![
        ([2048 + 512, 0, 8 * 1024 + 512], 0),
        ([8 * 1024 + 512, -256, 2048 + 512], 0),
    ];
    let pillar =
        super::models::MeshDef::cuboid([-160, -4096, -160], [160, 0, 160], Material::Brick);
    let statics = [(1, 1), (7, 1), (1, 7), (7, 7)]
        .iter()
        .enumerate()
        .map(|(k, &(x, z))| StaticDef {
            room: rooms::HALL,
            pos: [x * 1024 + 512, 0, z * 1024 + 512],
            rotation: if k % 2 == 0 { 0 } else { 0x4000 },
            id: PILLAR,
        })
        .collect();
    // A flyby over the hall (TR4/TR5), started on arrival.
    let flyby = (0..3u8)
        .map(|i| FlybyPointDef {
            sequence: 0,
            index: i,
            room: rooms::HALL,
            pos: [1024 + i as i32 * 3072, -3000, 1024],
            target: [4 * 1024, 0, 4 * 1024],
            fov: 80,
            speed: 10,
            flags: if i == 0 { 0x0001 } else { 0 },
            timer: 0,
        })
        .collect();
    let mut level = LevelDef {
        rooms: r,
        models: objects::all(),
        sprite_items: vec![ids::MEDIPACK],
        sounds: true,
        static_meshes: vec![(PILLAR, pillar)],
        statics,
        flyby,
        ..Default::default()
    };
    place_entities(&mut level);
    level
}

fn place_entities(level: &mut LevelDef) {
    use rooms::*;
    let e = |type_id: u32, room: usize, pos: [i32; 3]| EntityDef::new(type_id as u16, room, pos);
    let mut list = vec![
        /* 0 */
        EntityDef {
            angle: 0x4000,
            ..e(ids::LARA, HALL, at(4, 4, 0))
        },
        /* 1 */ e(ids::LEVER, HALL, [2 * 1024 + 512, 0, 1024]),
        /* 2 */ e(ids::DOOR, GAP, at(8, 4, 0)),
        /* 3 */ e(ids::SPIKES, GAP, at(12, 4, 8)),
        /* 4 */ e(ids::BOULDER, LEDGE, at(22, 4, -6)),
        /* 5 */ e(ids::SECRET, LOFT, at(22, 7, -12)),
        /* 6 */
        EntityDef {
            mask: 0,
            ..e(ids::WOLF, DEN, at(45, 5, 0))
        },
        /* 7 */ e(ids::KEY, DEN, at(48, 8, -1)),
        /* 8 */ e(ids::MEDIPACK, DEN, at(42, 2, 0)),
        /* 9 */ e(ids::KEYHOLE, EXIT, [51 * 1024 + 512, 0, 3 * 1024]),
        /* 10 */ e(ids::PUSHABLE_BLOCK, EXIT, at(52, 5, 0)),
        /* 11 */ e(ids::DOOR, EXIT, at(55, 5, 0)),
        /* 12 */ e(ids::TRAPDOOR, EXIT, at(56, 3, 0)),
    ];
    // The lever's door opens only when its own mask is complete: the lever
    // trigger ORs the full mask in.
    list[2].mask = 0;
    level.entities = list;
    level.cameras = vec![
        CameraDef {
            pos: [6 * 1024, -3072, 6 * 1024],
            room: HALL,
            flags: 0,
        },
        // A sink for the underwater current, pulling towards the cistern
        // (for sinks the room field holds the current's strength).
        CameraDef {
            pos: [33 * 1024 + 512, 2048, 4 * 1024 + 512],
            room: 4,
            flags: 0,
        },
    ];
    level.sound_sources.push(SoundSourceDef {
        pos: at(26, 4, 0),
        sound: sounds::AMBIENCE,
        flags: 0xC0,
    });
    let add = |level: &mut LevelDef, room: usize, wx: i32, wz: i32, f: FloorFunction| {
        let def = &mut level.rooms[room];
        let (i, j) = ((wx - def.x) as usize, (wz - def.z) as usize);
        def.sector_mut(i, j).functions.push(f);
    };
    // Hall: lever (switch) opens the door; a fixed camera and the soundtrack on arrival.
    add(
        level,
        HALL,
        2,
        1,
        trigger(
            TriggerKind::Switch,
            0,
            false,
            vec![TriggerAction::Object(1), TriggerAction::Object(2)],
        ),
    );
    add(
        level,
        HALL,
        4,
        3,
        trigger(
            TriggerKind::Trigger,
            0,
            true,
            vec![TriggerAction::Soundtrack(DEMO_TRACK)],
        ),
    );
    add(
        level,
        HALL,
        6,
        6,
        trigger(
            TriggerKind::Trigger,
            0,
            false,
            vec![TriggerAction::Camera {
                camera: 0,
                timer: 3,
                once: true,
                move_timer: 2,
                spare: 0,
                head_cont: true,
            }],
        ),
    );
    add(
        level,
        HALL,
        5,
        4,
        trigger(
            TriggerKind::Trigger,
            0,
            true,
            vec![TriggerAction::Flyby {
                sequence: 0,
                once: true,
                spare: 0,
                head_cont: true,
            }],
        ),
    );
    add(
        level,
        HALL,
        6,
        2,
        trigger(
            TriggerKind::Trigger,
            0,
            true,
            vec![TriggerAction::Flipeffect(0)],
        ),
    );
    // The ledge's wall can be climbed; the pit's ceiling can be monkey-swung (TR3+).
    for z in 2..=6 {
        add(level, LEDGE, 20, z, FloorFunction::Climb(0x02));
    }
    for x in 12..=13 {
        add(level, GAP, x, 4, FloorFunction::Monkey);
    }
    // Ledge: the pad sets the boulder rolling.
    add(
        level,
        LEDGE,
        19,
        4,
        trigger(TriggerKind::Pad, 0, true, vec![TriggerAction::Object(4)]),
    );
    // Loft: the secret.
    add(
        level,
        LOFT,
        22,
        7,
        trigger(
            TriggerKind::Pickup,
            0,
            true,
            vec![TriggerAction::Object(5), TriggerAction::Secret(0)],
        ),
    );
    // Cistern passage: the current.
    add(
        level,
        CISTERN,
        30,
        4,
        trigger(
            TriggerKind::Trigger,
            0,
            false,
            vec![TriggerAction::UnderwaterCurrent(1)],
        ),
    );
    // Flood room: stepping in floods it (flipmap 1).
    add(
        level,
        FLOOD,
        38,
        4,
        trigger(
            TriggerKind::Trigger,
            0,
            true,
            vec![TriggerAction::FlipMap(1), TriggerAction::FlipOn(1)],
        ),
    );
    // Den: the wolf wakes as Lara enters; the key.
    add(
        level,
        DEN,
        42,
        5,
        trigger(
            TriggerKind::Trigger,
            0,
            true,
            vec![TriggerAction::LookAt(6), TriggerAction::Object(6)],
        ),
    );
    add(
        level,
        DEN,
        41,
        5,
        trigger(
            TriggerKind::Antipad,
            0,
            false,
            vec![TriggerAction::FlipOff(1)],
        ),
    );
    add(
        level,
        DEN,
        48,
        8,
        trigger(TriggerKind::Pickup, 0, true, vec![TriggerAction::Object(7)]),
    );
    // Exit: the key opens the trapdoor; the block on the heavy trigger opens
    // the door for 10 s; the end.
    add(
        level,
        EXIT,
        51,
        3,
        trigger(
            TriggerKind::Key,
            0,
            true,
            vec![TriggerAction::Object(9), TriggerAction::Object(12)],
        ),
    );
    add(
        level,
        EXIT,
        53,
        5,
        trigger(
            TriggerKind::Heavy,
            10,
            false,
            vec![TriggerAction::Object(11)],
        ),
    );
    add(
        level,
        EXIT,
        56,
        5,
        trigger(
            TriggerKind::Trigger,
            0,
            false,
            vec![TriggerAction::EndLevel(0)],
        ),
    );
}
