//! TR3's mine cart and big gun, TR2's gondola rammed by the boat, and a
//! vehicle running a creature over (scripts/vehicles/rail.lua, turret.lua,
//! objects/common/gondola.lua, vehicles/common.lua `strike`,
//! ai/creature.lua `run_over`) on builder levels that carry a real game's
//! Lara (and TR3's monkey): the vehicles, the gondola, the rocket and the
//! vehicles' Lara animation object are stand-ins grafted in. Each test
//! plays a committed input file (tests/walks/veh_*.txt) and asserts what a
//! player would see.

use crate::common;

use common::arena::{activate, stand_in, stand_in_with};
use common::moves::{play_walk, Played};
use common::vehicles::{
    boat_pool, entities, lara_anims, lara_xs, vehicle, vehicle_at, vehicle_level,
};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;

const SECTOR: i32 = 1024;

/// A level of `room` (room 0) with the stand-in `models`, Lara at `lara`
/// facing `yaw`, then `others` (the vehicle first).
fn yard(
    room: RoomDef,
    models: Vec<ModelDef>,
    lara: [i32; 3],
    yaw: u16,
    others: Vec<EntityDef>,
) -> LevelDef {
    LevelDef {
        rooms: vec![room],
        models,
        entities: entities(lara, 0, yaw, others),
        ..Default::default()
    }
}

/// Plays `walk` on `def` built as a TR3 level with its monkey (entity 2)
/// switched on; `None` without TR_DATA_DIR.
fn play_with_monkey(def: &LevelDef, walk: &str, name: &str) -> Option<Played> {
    let level = vehicle_level(def, Game::Tr3)?;
    Some(play_walk(level, walk, name, |w, h| activate(w, h, 2)))
}

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
    yard(
        room,
        vec![stand_in(17, 300, &[(0, 0)])],
        [2560, -768, 2560 + 420],
        0x8000,
        vec![vehicle(17, 0, [2560, -768, 2560], 0x4000)],
    )
}

#[test]
fn tr3_mine_cart_rolls_down_the_rail_turns_where_the_floor_says_and_stops_at_the_buffer() {
    let Some(level) = vehicle_level(&cart_yard(), Game::Tr3) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/veh_tr3_cart.txt"),
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
    yard(
        room,
        vec![stand_in(17, 300, &[(0, 0)])],
        [2560, 0, 2560 + 420],
        0x8000,
        vec![vehicle(17, 0, [2560, 0, 2560], 0x4000)],
    )
}

fn cart_run(walk: &str, name: &str, health: Option<i16>) -> Option<Played> {
    let level = vehicle_level(&cart_beam(), Game::Tr3)?;
    Some(play_walk(level, walk, name, |w, _| {
        if let Some(h) = health {
            w.entities_mut()[0].health = h;
        }
    }))
}

#[test]
fn tr3_mine_cart_beam_spares_a_ducked_lara_and_strikes_her_sitting_up() {
    let Some(ducked) = cart_run(
        include_str!("../walks/veh_tr3_cart_beam.txt"),
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
        include_str!("../walks/veh_tr3_cart_nobeam.txt"),
        "veh_tr3_cart_nobeam.txt",
        None,
    )
    .unwrap();
    let past = upright.first("past the beam", |e| e.pos[0] > 7 * SECTOR);
    assert_eq!(upright.ticks[past].lara.health, 1000 - 25, "struck once");
    // Already hurt, the blow kills her: she is out of the cart, dead.
    let weak = cart_run(
        include_str!("../walks/veh_tr3_cart_nobeam.txt"),
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

// ---------------------------------------------------------------- gondola

/// TR2's boat pool (tests/vehicles.rs): water over x 1–12, z 2–6, banks
/// a click up; the boat floats facing +x by the south bank, Lara on the
/// bank facing it; a gondola (a stand-in in TRX's states: 1 floating, 2
/// crash, 3 sinking, 4 landed) moored across the canal at x 8.5 sectors.
fn gondola_pool() -> LevelDef {
    let (pool, air) = boat_pool();
    LevelDef {
        rooms: vec![pool, air],
        models: vec![
            stand_in(14, 700, &[(0, 0)]),
            stand_in(24, 1200, &[(1, 0), (2, 0), (3, 0), (4, 0)]),
        ],
        entities: entities(
            [2560, -256, 1800],
            1,
            0,
            vec![
                vehicle(14, 0, [2560, 0, 2380], 0x4000),
                vehicle(24, 0, [8704, 0, 3400], 0),
            ],
        ),
        ..Default::default()
    }
}

#[test]
fn tr2_boat_at_speed_breaks_the_gondola_and_slowly_does_not() {
    let Some(level) = vehicle_level(&gondola_pool(), Game::Tr2) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let fast = play_walk(
        level,
        include_str!("../walks/veh_tr2_gondola_fast.txt"),
        "veh_tr2_gondola_fast.txt",
        |_, _| {},
    );
    // Flat out (90, over the 80 the gondola stands), the boat rams it: it
    // breaks, sinks 50 a tick and lands on the canal's floor (2048).
    let g = &fast.world.entities()[2];
    assert_eq!(g.state, 4, "landed on the bottom");
    assert_eq!(g.pos[1], 2048, "on the canal's floor");
    let xs = lara_xs(&fast);
    let ram = fast.first("at the gondola", |e| e.pos[0] >= 8704 - 580);
    assert!(xs[ram] - xs[ram - 1] >= 80, "rammed at speed");
    assert!(
        fast.world.entities()[1].pos[0] > 8704,
        "the boat went on through where it was: {:?}",
        fast.world.entities()[1].pos
    );

    let level = vehicle_level(&gondola_pool(), Game::Tr2).unwrap();
    let slow = play_walk(
        level,
        include_str!("../walks/veh_tr2_gondola_slow.txt"),
        "veh_tr2_gondola_slow.txt",
        |_, _| {},
    );
    // Slowly (30) it holds: still floating, where it was, and the boat is
    // pushed back off it.
    let g = &slow.world.entities()[2];
    assert_eq!(g.state, 1, "still floating");
    assert_eq!(g.pos, [8704, 0, 3400]);
    assert!(
        slow.ever(|e| e.pos[0] > 8704 - 800),
        "the boat reached the gondola"
    );
    assert!(
        slow.ticks.iter().all(|t| t.lara.pos[0] < 8704 - 400),
        "and never got past it"
    );
}

// ---------------------------------------------------------------- running over

/// TR3's monkey (type 71, its real model lent by TR3's test level).
const MONKEY: u16 = 71;

#[test]
fn tr3_quad_bike_at_speed_runs_a_monkey_over() {
    let def = yard(
        RoomDef::boxed(0, 0, 16, 8, 0, -16),
        vec![stand_in(16, 500, &[(0, 0)])],
        [2560, 0, 4608 + 400],
        0x8000,
        vec![
            vehicle(16, 0, [2560, 0, 4608], 0x4000),
            vehicle(MONKEY, 0, [10 * SECTOR + 512, 0, 4608], 0xC000),
        ],
    );
    let walk = include_str!("../walks/veh_tr3_quad_run_over.txt");
    let Some(p) = play_with_monkey(&def, walk, "veh_tr3_quad_run_over.txt") else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let monkey = &p.world.entities()[2];
    assert!(monkey.health <= 0, "run over: {}", monkey.health);
    assert_eq!(p.world.kills(), 1, "Lara's kill");
    let quad = &p.world.entities()[1];
    assert!(
        quad.pos[0] > monkey.pos[0],
        "the quad drove on through where it struck: {:?} {:?}",
        quad.pos,
        monkey.pos
    );
    assert!(p.last().health > 0, "Lara rides on");
}

// ---------------------------------------------------------------- big gun

/// tomb3 VEHICLE_ANIM (11) for the big gun: get on 0 (state 0, into the
/// aim), get off 1 (state 1), aim 2 (state 2).
fn big_gun_anims() -> ModelDef {
    lara_anims(11, 3, &[(0, 0, 2), (1, 1, 1), (2, 2, 2)])
}

#[test]
fn tr3_big_gun_swings_within_its_limits_and_its_rocket_kills_the_monkey() {
    let def = yard(
        RoomDef::boxed(0, 0, 16, 10, 0, -16),
        vec![
            stand_in_with(18, 40, 150, &[(0, 0, 0)]),
            big_gun_anims(),
            stand_in_with(309, 60, 0, &[(0, 0, 0)]),
        ],
        [2560 - 150, 0, 4608],
        0x4000,
        vec![
            vehicle(18, 0, [2560, 0, 4608], 0x4000),
            vehicle(MONKEY, 0, [7 * SECTOR + 512, 0, 4608], 0xC000),
        ],
    );
    let walk = include_str!("../walks/veh_tr3_big_gun.txt");
    let Some(p) = play_with_monkey(&def, walk, "veh_tr3_big_gun.txt") else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let t = &p.ticks;
    // Action beside it: she takes it, sitting at its place, and plays the
    // get-on (state 0) into the aim (state 2).
    let on = p.first("on the gun", |e| e.pos == [2560, 0, 4608]);
    assert_eq!(t[on].lara.state, 0, "the get-on");
    assert!(p.ever(|e| e.state == 2), "aiming");
    // Held Action fired one rocket: the gun reloads for 26 ticks.
    let rockets: Vec<_> = p
        .world
        .entities()
        .iter()
        .filter(|e| e.type_id == 309)
        .collect();
    assert_eq!(rockets.len(), 1, "one rocket for ten ticks of Action");
    // It flew down the gun's heading, dipping two degrees, and struck the
    // floor before the monkey: its blast (60 within two sectors) killed it.
    assert!(
        rockets[0].pos[0] > 5 * SECTOR,
        "it flew: {:?}",
        rockets[0].pos
    );
    let monkey = &p.world.entities()[2];
    assert!(
        monkey.health <= 0,
        "the rocket killed it: {}",
        monkey.health
    );
    assert_eq!(p.world.kills(), 1, "Lara's kill");
    // Right swings it up to its limit: 544 aim steps of 45, about 134°.
    let limit = 0x4000 + 544 * 45; // 40864: still under a full turn
    assert!(
        p.ever(|e| e.rot[1] as i32 == limit),
        "swung to its limit ({limit})"
    );
    assert!(
        t.iter()
            .filter(|t| t.lara.pos == [2560, 0, 4608])
            .all(|t| (t.lara.rot[1] as i32 - 0x4000 + 65536) % 65536 <= 544 * 45),
        "never beyond it"
    );
    // Roll: she gets off behind it and stands.
    let end = p.last();
    assert_eq!(end.state, 2, "standing: {}", end.state);
    let gun = &p.world.entities()[1];
    assert!(
        (end.pos[0] - gun.pos[0]).pow(2) + (end.pos[2] - gun.pos[2]).pow(2) >= 500 * 500,
        "behind it: {:?}",
        end.pos
    );
}
