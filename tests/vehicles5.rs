//! TR3's mine cart and big gun, TR2's gondola rammed by the boat, and a
//! vehicle running a creature over (scripts/vehicles/rail.lua, turret.lua,
//! objects/common/gondola.lua, vehicles/common.lua `strike`,
//! ai/creature.lua `run_over`) on builder levels that carry a real game's
//! Lara (and TR3's monkey): the vehicles, the gondola, the rocket and the
//! vehicles' Lara animation object are stand-ins grafted in. Each test
//! plays a committed input file (tests/walks/veh_*.txt) and asserts what a
//! player would see.

mod common;

use common::arena::{activate, stand_in, stand_in_with};
use common::moves::{play_walk, Played};
use common::vehicles::{entities, lara_anims, lara_xs, vehicle, vehicle_at, vehicle_level};
use tombrs::builder::{LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;

const SECTOR: i32 = 1024;

// ---------------------------------------------------------------- mine cart

/// The rail's marks: floor function 0x14 turns the cart left, 0x15 right,
/// both stop it.
fn mark(room: &mut RoomDef, x: usize, z: usize, functions: &[FloorFunction]) {
    room.sector_mut(x, z).functions.extend_from_slice(functions);
}

/// A yard 14 × 14 sectors: the cart stands at a buffer on a ledge three
/// clicks up (x 1–2) facing +x along row z 2; the rail runs down a slope
/// (x 3–5, a click a sector) to the floor, turns left at x 6 (a quarter
/// circle of 3.5 sectors, coming out at x 9 heading +z) and ends at a
/// buffer at (9, 10). Lara stands on its left (+z), facing it.
fn cart_yard() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 14, 14, 0, -16);
    for z in 1..13 {
        for x in 1..3 {
            room.sector_mut(x, z).floor = [-3; 4];
        }
        room.sector_mut(3, z).floor = [-3, -3, -2, -2];
        room.sector_mut(4, z).floor = [-2, -2, -1, -1];
        room.sector_mut(5, z).floor = [-1, -1, 0, 0];
    }
    mark(
        &mut room,
        2,
        2,
        &[FloorFunction::Special14, FloorFunction::Special15],
    );
    mark(&mut room, 6, 2, &[FloorFunction::Special14]);
    mark(
        &mut room,
        9,
        10,
        &[FloorFunction::Special14, FloorFunction::Special15],
    );
    LevelDef {
        rooms: vec![room],
        models: vec![stand_in(17, 300, &[(0, 0)])],
        entities: entities(
            [2560, -768, 2560 + 420],
            0,
            0x8000,
            vec![vehicle(17, 0, [2560, -768, 2560], 0x4000)],
        ),
        ..Default::default()
    }
}

#[test]
fn tr3_mine_cart_rolls_down_the_rail_turns_where_the_floor_says_and_stops_at_the_buffer() {
    let Some(level) = vehicle_level(&cart_yard(), Game::Tr3) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("walks/veh_tr3_cart.txt"),
        "veh_tr3_cart.txt",
        |_, _| {},
    );
    let t = &p.ticks;
    // Without the cart's Lara animations she rides hidden, in its place.
    let on = p.first("got in", |e| e.pos == [2560, -768, 2560]);
    assert!(on <= 8 && t[on].lara.invisible, "in at once, hidden ({on})");
    // It sets off along +x at its crawl (32 a tick) on the ledge, though it
    // stood at a buffer: it leaves the one it starts at.
    let xs = lara_xs(&p);
    assert_eq!(xs[on + 2] - xs[on + 1], 32, "the crawl");
    // Down the slope it gathers speed (−4·gradient in 1/256 a tick: a
    // click a sector is +1 a tick), and keeps it on the flat.
    let steps: Vec<i32> = xs.windows(2).map(|w| w[1] - w[0]).collect();
    let fastest = *steps.iter().max().unwrap();
    assert!(fastest > 50 && fastest < 90, "gathered speed: {fastest}");
    let foot = p.first("at the foot of the slope", |e| e.pos[0] >= 6 * SECTOR);
    assert_eq!(t[foot].lara.pos[1], 0, "on the floor below");
    // At x 6 the floor data turns it left: a quarter circle of 3.5 sectors
    // brings it out heading +z (yaw 0) along x 9.5 sectors.
    let turned = p.first("out of the turn", |e| e.rot[1] == 0);
    let at = t[turned].lara.pos;
    assert!(
        (at[0] - (6 * SECTOR + 3584)).abs() <= 4,
        "along x 9.5: {at:?}"
    );
    assert!((at[2] - (2560 + 3584)).abs() <= 4, "3.5 sectors on: {at:?}");
    let mid = t[foot..turned]
        .iter()
        .find(|t| t.lara.rot[1] < 0x3000 && t.lara.rot[1] > 0x1000)
        .expect("half way round");
    assert!(
        mid.lara.pos[0] > 6 * SECTOR && mid.lara.pos[2] > 2 * SECTOR + 512,
        "on the arc: {:?}",
        mid.lara.pos
    );
    // The buffer at (9, 10) holds it in the middle of the sector.
    let v = vehicle_at(&p);
    assert_eq!(v.rot[1], 0);
    assert!(
        v.pos[2] >= 10 * SECTOR + 512 && v.pos[2] < 10 * SECTOR + 640,
        "stopped at the buffer: {:?}",
        v.pos
    );
    let stopped = p.first("stopped", |e| e.pos[2] >= 10 * SECTOR + 512);
    assert!(
        t[stopped..]
            .iter()
            .take_while(|t| t.lara.invisible)
            .all(|t| t.lara.pos == v.pos),
        "it stands there"
    );
    // Roll + Left: she gets out 330 to its left (−x) and stands.
    let end = p.last();
    assert!(!end.invisible);
    assert_eq!(end.state, 2, "standing");
    assert_eq!(end.pos[0], v.pos[0] - 330, "beside it: {:?}", end.pos);
    assert_eq!(end.pos[2], v.pos[2]);
}

/// A straight rail along row z 2 from x 2 to a wall at x 13; a beam (the
/// ceiling two clicks over the rail) over x 6.
fn cart_beam() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 14, 5, 0, -16);
    room.sector_mut(6, 2).ceiling = [-2; 4];
    mark(
        &mut room,
        2,
        2,
        &[FloorFunction::Special14, FloorFunction::Special15],
    );
    LevelDef {
        rooms: vec![room],
        models: vec![stand_in(17, 300, &[(0, 0)])],
        entities: entities(
            [2560, 0, 2560 + 420],
            0,
            0x8000,
            vec![vehicle(17, 0, [2560, 0, 2560], 0x4000)],
        ),
        ..Default::default()
    }
}

fn cart_run(walk: &str, name: &str, health: Option<i16>) -> Option<Played> {
    let level = vehicle_level(&cart_beam(), Game::Tr3)?;
    Some(play_walk(level, walk, name, |w, _| {
        if let Some(h) = health {
            w.entities[0].health = h;
        }
    }))
}

#[test]
fn tr3_mine_cart_beam_spares_a_ducked_lara_and_strikes_her_sitting_up() {
    let Some(ducked) = cart_run(
        include_str!("walks/veh_tr3_cart_beam.txt"),
        "veh_tr3_cart_beam.txt",
        None,
    ) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    // Ducked, she passes under the beam unhurt ...
    let past = ducked.first("past the beam", |e| e.pos[0] > 7 * SECTOR);
    assert_eq!(
        ducked.ticks[past].lara.health, 1000,
        "unhurt under the beam"
    );
    // ... and at the rail's end, with no buffer, the cart runs into the
    // wall: the crash kills her.
    assert!(
        ducked.ever(|e| e.health <= 0),
        "the crash into the wall kills her"
    );
    let v = vehicle_at(&ducked);
    assert!(
        v.pos[0] < 13 * SECTOR && v.pos[0] >= 13 * SECTOR - 512 - 32,
        "the cart stopped at the wall: {:?}",
        v.pos
    );

    // Sitting up, the beam strikes her: 25 per 2048 of speed (1/256
    // units), at least 20 — on the flat it rolls at its least, 2560: 25.
    let upright = cart_run(
        include_str!("walks/veh_tr3_cart_nobeam.txt"),
        "veh_tr3_cart_nobeam.txt",
        None,
    )
    .unwrap();
    let past = upright.first("past the beam", |e| e.pos[0] > 7 * SECTOR);
    assert_eq!(upright.ticks[past].lara.health, 1000 - 25, "struck once");
    // Already hurt, the blow kills her: she is out of the cart, dead.
    let weak = cart_run(
        include_str!("walks/veh_tr3_cart_nobeam.txt"),
        "veh_tr3_cart_nobeam.txt",
        Some(20),
    )
    .unwrap();
    let dead = weak.first("killed by the beam", |e| e.health <= 0);
    let at = weak.ticks[dead].lara.pos[0];
    assert!(
        at > 6 * SECTOR - 512 && at < 7 * SECTOR,
        "at the beam: {at}"
    );
    assert!(!weak.last().invisible, "out of the cart");
}
