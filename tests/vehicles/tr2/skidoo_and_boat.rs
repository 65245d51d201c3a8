//! Lara's vehicles (scripts/vehicles/, scripts/lara/ride.lua) on builder
//! levels that carry a real game's Lara: the vehicle and its Lara
//! animation object are stand-ins (no test level has them), grafted into
//! the level after her real models are lent. Each test plays a committed
//! input file (tests/walks/veh_*.txt) and asserts what a player would see.

use crate::common;

use common::arena::{stand_in, stand_in_with};
use common::moves::play_walk;
use common::vehicles::{entities, vehicle, vehicle_at, vehicle_level};
use tombrs::builder::{LevelDef, RoomDef};
use tombrs::format::Game;

/// TR2's "Lara snowmobile animation" (type 10) as a stand-in: 19
/// animations whose states are the real object's at the indices the
/// scripts play (1 and 18 get on, 8 falls, 11–14 hit, 15 dies), each
/// eight frames long, the get-ons ending in the still sit (state 8).
fn lara_skidoo_anims() -> tombrs::builder::models::ModelDef {
    let states: [(u16, u16); 19] = [
        (0, 0),
        (1, 8),
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (6, 6),
        (7, 7),
        (4, 4),
        (9, 9),
        (10, 10),
        (5, 5),
        (5, 5),
        (5, 5),
        (5, 5),
        (11, 11),
        (8, 8),
        (12, 12),
        (1, 8),
    ];
    let list: Vec<(u16, i32, u16)> = states.iter().map(|&(s, n)| (s, 0, n)).collect();
    stand_in_with(10, 100, 0, &list)
}

// ---------------------------------------------------------------- skidoo

/// A snowfield 14 sectors long (x) and 8 wide, floor 0; from x 7 a ramp
/// rises a click a sector for two sectors to a plateau half a sector up.
/// The skidoo faces +x at x 2.5 sectors; Lara stands on its left (+z),
/// facing it.
fn skidoo_def() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 14, 8, 0, -16);
    for z in 1..7 {
        room.sector_mut(7, z).floor = [0, 0, -1, -1];
        room.sector_mut(8, z).floor = [-1, -1, -2, -2];
        for x in 9..13 {
            room.sector_mut(x, z).floor = [-2; 4];
        }
    }
    let skidoo = vehicle(13, 0, [2560, 0, 4608], 0x4000);
    LevelDef {
        rooms: vec![room],
        models: vec![stand_in(13, 500, &[(0, 0)]), lara_skidoo_anims()],
        entities: entities([2560, 0, 4608 + 450], 0, 0x8000, vec![skidoo]),
        ..Default::default()
    }
}

#[test]
fn tr2_lara_mounts_the_skidoo_drives_up_a_ramp_and_gets_off_beside_it() {
    let Some(level) = vehicle_level(&skidoo_def(), Game::Tr2) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/veh_tr2_skidoo.txt"),
        "veh_tr2_skidoo.txt",
        |_, _| {},
    );
    let t = &p.ticks;
    // Action beside it: she gets on from its left, taking its place and
    // heading, playing the snowmobile object's get-on (its anim 18).
    let on = p.first("got on", |e| e.pos == [2560, 0, 4608]);
    assert!(on <= 12, "got on at once ({on})");
    assert_eq!(t[on].lara.state, 1, "the get-on state");
    assert_eq!(t[on].lara.rot[1], 0x4000, "facing the skidoo's way");
    // Riding, she moves with it: along +x, up the ramp onto the plateau.
    let top = p.first("up on the plateau", |e| e.pos[0] > 9 * 1024 + 512);
    assert_eq!(t[top].lara.pos[1], -512, "on the plateau, half a sector up");
    let ramp = t
        .iter()
        .find(|t| t.lara.pos[0] > 7 * 1024 + 200 && t.lara.pos[0] < 8 * 1024)
        .expect("on the ramp");
    let pitch = ramp.lara.rot[0] as i16;
    assert!(pitch > 1000, "nose up on the ramp: {pitch}");
    assert!(
        (ramp.lara.pos[1] + (ramp.lara.pos[0] - 7 * 1024) / 4).abs() < 40,
        "riding the ramp's surface: {:?}",
        ramp.lara.pos
    );
    assert!(
        t[on..top].iter().any(|t| t.lara.state == 0),
        "in the moving sit while under way"
    );
    // It stops before the far wall, and she gets off to its left (+z),
    // standing 330 beside it, facing it.
    let v = vehicle_at(&p);
    assert!(
        v.pos[0] > 10 * 1024 && v.pos[0] < 13 * 1024 - 550,
        "the skidoo stopped on the plateau short of the wall: {:?}",
        v.pos
    );
    let end = p.last();
    assert_eq!(end.state, 2, "standing");
    assert!(!end.gravity);
    assert_eq!(end.pos[1], -512, "on the plateau");
    assert!(
        (end.pos[2] - (v.pos[2] + 330)).abs() <= 2 && (end.pos[0] - v.pos[0]).abs() <= 2,
        "beside it: {:?} by {:?}",
        end.pos,
        v.pos
    );
    assert_eq!(end.rot[1], 0x8000, "facing it");
    assert!(
        p.ticks.iter().any(|t| t.lara.state == 7),
        "the get-off-left state played"
    );
}

/// A wall across the field: the skidoo driven at it stops, and she stays on.
#[test]
fn tr2_skidoo_stops_at_a_wall_and_falls_off_a_ledge() {
    let mut room = RoomDef::boxed(0, 0, 14, 8, -4, -20);
    // A drop: from x 6 on the floor is a sector lower.
    for z in 1..7 {
        for x in 6..13 {
            room.sector_mut(x, z).floor = [0; 4];
        }
    }
    let def = LevelDef {
        rooms: vec![room],
        models: vec![stand_in(13, 500, &[(0, 0)])],
        entities: entities(
            [2560, -1024, 4608 + 450],
            0,
            0x8000,
            vec![vehicle(13, 0, [2560, -1024, 4608], 0x4000)],
        ),
        ..Default::default()
    };
    let Some(level) = vehicle_level(&def, Game::Tr2) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/veh_tr2_skidoo_wall.txt"),
        "veh_tr2_skidoo_wall.txt",
        |_, _| {},
    );
    // Without the snowmobile's Lara animations she rides hidden.
    let on = p.first("got on", |e| e.pos == [2560, -1024, 4608]);
    assert!(p.ticks[on].lara.invisible, "hidden riding");
    // Off the edge it flies and lands a sector down.
    let edge = p.first("over the edge", |e| e.pos[0] > 6 * 1024 + 600);
    assert!(
        p.ticks[edge].lara.pos[1] < 0,
        "still in the air past the edge"
    );
    let down = p.first("landed", |e| e.pos[1] == 0);
    assert!(down > edge);
    // Into the east wall (x 13 sectors): the front wheels stop 550 short.
    let v = vehicle_at(&p);
    assert!(
        v.pos[0] <= 13 * 1024 - 550 && v.pos[0] > 13 * 1024 - 800,
        "stopped at the wall: {:?}",
        v.pos
    );
    let end = p.last();
    assert_eq!(end.pos, v.pos, "still riding it");
    assert!(
        end.health > 900,
        "a slow crash does not hurt: {}",
        end.health
    );
}

// ---------------------------------------------------------------- boat

/// A pool (room 0, surface at 0) under an air room (room 1): water over x
/// 1–12, z 2–6; the south strip (z 1) and the east end (x 13) are banks a
/// click above the surface. The boat floats facing +x by the south bank;
/// Lara stands on the bank facing it.
fn boat_def() -> LevelDef {
    let (pool, air) = common::vehicles::boat_pool();
    LevelDef {
        rooms: vec![pool, air],
        models: vec![stand_in(14, 700, &[(0, 0)])],
        entities: entities(
            [2560, -256, 1800],
            1,
            0,
            vec![vehicle(14, 0, [2560, 0, 2380], 0x4000)],
        ),
        ..Default::default()
    }
}

#[test]
fn tr2_lara_drives_the_boat_across_the_pool_and_jumps_off_onto_the_bank() {
    let Some(level) = vehicle_level(&boat_def(), Game::Tr2) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/veh_tr2_boat.txt"),
        "veh_tr2_boat.txt",
        |_, _| {},
    );
    let t = &p.ticks;
    let on = p.first("got on", |e| e.pos[0] == 2560 && e.pos[2] == 2380);
    assert!(on <= 12, "on at once ({on})");
    // Riding, she floats on the surface all the way along the pool.
    let riding: Vec<_> = t[on..]
        .iter()
        .take_while(|t| t.lara.invisible || t.lara.pos[1] == 0)
        .filter(|t| t.lara.invisible)
        .collect();
    assert!(riding.len() > 60, "rode {} ticks", riding.len());
    assert!(
        riding.iter().all(|t| t.lara.pos[1] == 0),
        "on the water's surface throughout"
    );
    // The marked spot: it got past x 9 sectors, and the east bank kept it
    // in the water (its bow 750 short of x 13 sectors).
    let v = vehicle_at(&p);
    assert!(
        v.pos[0] > 9 * 1024 && v.pos[0] <= 13 * 1024 - 750,
        "the boat stopped at the far end, in the water: {:?}",
        v.pos
    );
    assert_eq!(v.pos[1], 0, "afloat");
    // She jumped off to its right (south) onto the bank and stands there.
    assert!(
        t.iter().any(|t| t.lara.state == 3 && !t.lara.invisible),
        "the jump off"
    );
    let end = p.last();
    assert_eq!(end.state, 2, "standing: {}", end.state);
    assert_eq!(end.pos[1], -256, "on the bank");
    assert!(end.pos[2] < 2048, "on the south bank: {:?}", end.pos);
    assert!(end.pos[0] > 9 * 1024, "beside where the boat stopped");
}
