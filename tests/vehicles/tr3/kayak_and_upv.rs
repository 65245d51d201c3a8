//! TR3's kayak and UPV (scripts/vehicles/kayak.lua over vehicles/paddle.lua,
//! upv.lua over vehicles/dive.lua, both on vehicles/common.lua) on builder
//! levels that carry TR3's real Lara: the vehicles and their Lara
//! animation object (tomb3 VEHICLE_ANIM, 11) are stand-ins grafted in after
//! her real models are lent. Each test plays a committed input file
//! (tests/walks/veh_tr3_*.txt) and asserts what a player would see.

use crate::common;

use common::arena::stand_in;
use common::moves::{play_walk, Played};
use common::vehicles::{entities, lara_anims, lara_xs, vehicle, vehicle_at, vehicle_level};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::WaterState;

// ---------------------------------------------------------------- kayak

/// Where the kayak floats: facing east (+x) at z 2250, its right side
/// towards the south bank.
const KAYAK_Z: i32 = 2250;
/// Its heading: east, a little to the north, as a player points it against
/// the pull of the first (right) stroke of the forward paddling.
const KAYAK_YAW: u16 = 0x4000 - 800;
/// The east bank (a click above the water) begins at x 13 sectors.
const EAST_BANK_X: i32 = 13 * 1024;
/// The kayak's bow probe, 1024 ahead of its middle (tomb3 kayak.cpp).
const BOW: i32 = 1024;

/// A pool (room 0, surface at 0) under an air room (room 1): water over x
/// 1–12, z 2–6; the south strip (z 1) is dry ground level with the water,
/// the east end (x 13) a bank a click above it. The kayak floats by the
/// south strip; Lara stands on it facing the kayak (north).
fn kayak_pool() -> LevelDef {
    let mut pool = RoomDef::boxed(0, 0, 15, 8, 8, 0);
    pool.water = true;
    let mut air = RoomDef::boxed(0, 0, 15, 8, 0, -16);
    for x in 1..14 {
        for z in 1..7 {
            if z == 1 || x == 13 {
                pool.sector_mut(x, z).wall = true;
                if x == 13 {
                    air.sector_mut(x, z).floor = [-1; 4];
                }
            } else {
                pool.sector_mut(x, z).open_above = true;
            }
        }
    }
    LevelDef {
        rooms: vec![pool, air],
        models: vec![stand_in(14, 700, &[(0, 0)]), kayak_anims()],
        entities: entities(
            [2560, 0, 1950],
            1,
            0,
            vec![vehicle(14, 0, [2560, 0, KAYAK_Z], KAYAK_YAW)],
        ),
        ..Default::default()
    }
}

/// Stand-in animation `anim` of `model` slowed to `rate` ticks a
/// keyframe (its state changes moved to its new last frame).
fn slowed(mut model: ModelDef, anim: usize, rate: u8) -> ModelDef {
    let a = &mut model.animations[anim];
    a.frame_rate = rate;
    let last = a.frames() - 1;
    for t in a.transitions.iter_mut() {
        (t.low, t.high) = (last, last);
    }
    model
}

/// tomb3 VEHICLE_ANIM (11) for the kayak: get in right 3 / left 28 (state
/// 4, into the pose, 1), death 5; the pose, the strokes (left 2, right 3,
/// back 0), holding the paddle (10, 11), getting ready to climb out (9)
/// and climbing out left (24, state 13) and right (32, state 14). The
/// strokes are as long as tomb3's: a side stroke 29 frames (it bites at
/// 7, ripples to 23), the back stroke 36 (bites at 8 and 31).
fn kayak_anims() -> ModelDef {
    let m = lara_anims(
        11,
        33,
        &[
            (0, 1, 1),
            (1, 0, 0),
            (2, 2, 2),
            (3, 4, 1),
            (4, 3, 3),
            (5, 5, 5),
            (6, 9, 9),
            (7, 10, 10),
            (8, 11, 11),
            (24, 13, 13),
            (28, 4, 1),
            (32, 14, 14),
        ],
    );
    slowed(slowed(slowed(m, 2, 4), 4, 4), 1, 5)
}

fn kayak_walk(walk: &str, origin: &str) -> Option<Played> {
    let level = vehicle_level(&kayak_pool(), Game::Tr3)?;
    Some(play_walk(level, walk, origin, |_, _| {}))
}

#[test]
fn tr3_lara_paddles_the_kayak_across_the_pool_and_climbs_out_onto_the_bank() {
    let Some(p) = kayak_walk(
        include_str!("../../walks/veh_tr3_kayak.txt"),
        "veh_tr3_kayak.txt",
    ) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let v = vehicle_at(&p);
    let t = &p.ticks;
    let on = p.first("got in", |e| e.pos[0] == 2560 && e.pos[2] == KAYAK_Z);
    assert!(on <= 6, "in at once ({on})");
    assert_eq!(t[on].lara.state, 4, "the climb-in state");
    // Forward paddles right, left, right…: both stroke states, and the
    // speed a stroke at a time up to tomb3's 56.
    assert!(
        p.ever(|e| e.state == 2) && p.ever(|e| e.state == 3),
        "strokes on both sides"
    );
    // Afloat until she climbs out (state 9): the climb-out's last frame
    // puts her on the bank, a step that is no paddling.
    let out = p.first("climbing out", |e| e.state == 9);
    let xs = lara_xs(&p);
    let steps: Vec<i32> = xs[..=out].windows(2).map(|w| w[1] - w[0]).collect();
    let fastest = *steps.iter().max().unwrap();
    assert!(
        fastest > 40 && fastest <= 56,
        "paddled up to 56 a tick: {fastest}"
    );
    // The first strokes: no speed before the first bite, then 24 less drag.
    let first_move = on + steps[on..].iter().position(|&s| s != 0).unwrap();
    assert!(
        steps[first_move] <= 24,
        "one stroke's speed: {}",
        steps[first_move]
    );
    assert!(
        t[on..].iter().take(200).all(|t| t.lara.pos[1] == 0),
        "on the water's surface while paddling"
    );
    // The marked spot: past x 7 sectors, still beside the south bank.
    assert!(
        v.pos[0] > 7 * 1024,
        "paddled east along the pool: {:?}",
        v.pos
    );
    assert!(
        (v.pos[2] - KAYAK_Z).abs() < 700,
        "the alternate strokes kept it on course: {:?}",
        v.pos
    );
    assert_eq!(v.pos[1], 0, "afloat");
    // Drag stopped it; she climbed out (9, then 14) onto the bank to its
    // right (south), where she stands.
    assert!(
        p.ever(|e| e.state == 9) && p.ever(|e| e.state == 14),
        "the climb-out states"
    );
    let end = p.last();
    assert_eq!(end.state, 2, "standing: {}", end.state);
    assert_eq!(end.pos[1], 0, "on the bank, level with the water");
    assert!(end.pos[2] < 2048, "on the south bank: {:?}", end.pos);
    assert!(end.pos[0] > 7 * 1024, "beside where the kayak stopped");
    assert_eq!(end.water, WaterState::Land, "dry");
}

#[test]
fn tr3_kayak_is_stopped_by_the_bank_at_the_end_of_the_pool() {
    let Some(p) = kayak_walk(
        include_str!("../../walks/veh_tr3_kayak_wall.txt"),
        "veh_tr3_kayak_wall.txt",
    ) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let v = vehicle_at(&p);
    // Its bow probe met the bank: it stopped short of it by its bow.
    assert!(
        v.pos[0] <= EAST_BANK_X - BOW + 56,
        "the bank stopped it: {:?}",
        v.pos
    );
    assert!(
        v.pos[0] > EAST_BANK_X - BOW - 600,
        "it got to the bank: {:?}",
        v.pos
    );
    assert_eq!(v.pos[1], 0, "afloat, not climbing the bank");
    // Level on the water all the while (she sits tilted with it).
    let tilt = |a: i16| a.unsigned_abs();
    assert!(
        p.ticks
            .iter()
            .all(|t| tilt(t.lara.rot[0] as i16) < 512 && tilt(t.lara.rot[2] as i16) < 512),
        "no pitch or roll against the bank"
    );
    let xs = lara_xs(&p);
    let last = &xs[xs.len() - 30..];
    assert!(
        last.windows(2).all(|w| (w[1] - w[0]).abs() <= 24),
        "held there while she paddles on: {last:?}"
    );
}

// ---------------------------------------------------------------- UPV

/// Where the UPV rides under the surface (tomb3 sub.cpp).
const UPV_SURFACE_DEPTH: i32 = 210;

/// A deep pool (room 0: surface at 0, floor 16 clicks down) open to an air
/// room (room 1) over its whole water: the UPV floats at the surface facing
/// east; Lara swims just under it, beside it.
fn upv_pool() -> LevelDef {
    let mut pool = RoomDef::boxed(0, 0, 15, 8, 16, 0);
    pool.water = true;
    let air = RoomDef::boxed(0, 0, 15, 8, 0, -16);
    for x in 1..14 {
        for z in 1..7 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    LevelDef {
        rooms: vec![pool, air],
        models: vec![stand_in(19, 700, &[(0, 0)]), upv_anims()],
        entities: entities(
            [3072, 450, 3200],
            0,
            0x4000,
            vec![vehicle(19, 0, [3072, UPV_SURFACE_DEPTH, 3584], 0x4000)],
        ),
        ..Default::default()
    }
}

/// tomb3 VEHICLE_ANIM (11) for the UPV: death 0 (state 0), off at the
/// surface (state 2), moving (4), still (5), on from the surface 10 / from
/// under it 13 (state 8, into the stand), off under water 12 (state 9).
fn upv_anims() -> ModelDef {
    lara_anims(
        11,
        14,
        &[
            (0, 0, 0),
            (2, 2, 2),
            (3, 4, 4),
            (5, 5, 5),
            (10, 8, 5),
            (12, 9, 9),
            (13, 8, 5),
        ],
    )
}

fn upv_walk(walk: &str, origin: &str) -> Option<Played> {
    let level = vehicle_level(&upv_pool(), Game::Tr3)?;
    Some(play_walk(level, walk, origin, |_, _| {}))
}

#[test]
fn tr3_upv_dives_from_the_surface_to_depth_and_comes_back_up() {
    let Some(p) = upv_walk(
        include_str!("../../walks/veh_tr3_upv.txt"),
        "veh_tr3_upv.txt",
    ) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let v = vehicle_at(&p);
    let t = &p.ticks;
    let on = p.first("got on", |e| e.pos[0] == 3072 && e.pos[2] == 3584);
    assert!(on <= 6, "on at once ({on})");
    assert_eq!(t[on].lara.state, 8, "the get-on state");
    assert_eq!(t[on].lara.pos[1], UPV_SURFACE_DEPTH, "at the surface");
    // Jump with Forward dives it; it goes deep, moving east.
    let deepest = t.iter().map(|t| t.lara.pos[1]).max().unwrap();
    let deep_at = t.iter().position(|t| t.lara.pos[1] == deepest).unwrap();
    assert!(deepest > 1500, "dived to depth: {deepest}");
    assert!(deepest < 16 * 256, "above the floor: {deepest}");
    assert!(
        t[deep_at].lara.pos[0] > 3072 + 500,
        "thrust along its heading"
    );
    assert!(t.iter().any(|t| t.lara.state == 4), "the moving state");
    // Jump with Back pitched it up to the surface, where it rides.
    assert_eq!(
        v.pos[1], UPV_SURFACE_DEPTH,
        "back at the surface: {:?}",
        v.pos
    );
    assert!(
        t[deep_at..]
            .iter()
            .any(|t| t.lara.pos[1] == UPV_SURFACE_DEPTH),
        "it surfaced after the dive"
    );
    assert!(p.last().air > 1700, "breathing again: {}", p.last().air);
}

#[test]
fn tr3_lara_gets_off_the_upv_under_water_and_swims_on() {
    let Some(p) = upv_walk(
        include_str!("../../walks/veh_tr3_upv_off.txt"),
        "veh_tr3_upv_off.txt",
    ) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let v = vehicle_at(&p);
    assert!(v.pos[1] > 600, "the UPV stopped under water: {:?}", v.pos);
    assert!(p.ever(|e| e.state == 9), "the get-off-under-water state");
    let end = p.last();
    assert_eq!(end.water, WaterState::Underwater, "swimming");
    assert_eq!(end.state, 13, "treading water: {}", end.state);
    assert!(end.pos[1] > 600, "under the surface: {:?}", end.pos);
    assert!(
        end.pos[0] < v.pos[0] - 500,
        "behind the UPV, where it let her go: {:?} {:?}",
        end.pos,
        v.pos
    );
    assert!(end.air < 1800, "holding her breath: {}", end.air);
}
