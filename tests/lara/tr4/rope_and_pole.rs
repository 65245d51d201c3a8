//! TR4's additions to Lara's moves, proved on builder levels carrying
//! TR4's own Lara (lent from `TR_DATA_DIR`'s tr4/TEST1.TR4; skipped
//! without it): the rope (catch, climb, swing, jump off), the pole and
//! the corner shimmy (not written yet).

use crate::common;

use common::moves::{play_walk, with_models, Played};
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::{Entity, World};

/// TR4's state ids (lara/states.lua).
const REACH: u16 = 11;
const ROPE_IDLE: u16 = 111;
const ROPE_UP: u16 = 112;
const ROPE_SWING: u16 = 114;
/// TR4's ROPE and POLEROPE type ids.
const ROPE: u16 = 146;

fn level_def(rooms: Vec<RoomDef>, entities: Vec<EntityDef>) -> LevelDef {
    LevelDef {
        rooms,
        models: objects::all(),
        entities,
        ..Default::default()
    }
}

/// Lara (entity 0) at `pos` facing `yaw`, then `others`.
fn entities(pos: [i32; 3], yaw: u16, others: Vec<EntityDef>) -> Vec<EntityDef> {
    let mut me = EntityDef::new(0, 0, pos);
    me.angle = yaw;
    std::iter::once(me).chain(others).collect()
}

/// Switches every entity but Lara on (a rope is caught while active).
fn activate_all(world: &mut World, _: &mut tombrs::script::ScriptHost) {
    for e in world.entities_mut().iter_mut().skip(1) {
        e.status = tombrs::world::Status::Active;
    }
}

#[allow(dead_code)]
fn dump(p: &Played) {
    for (i, t) in p.ticks.iter().enumerate() {
        let e: &Entity = &t.lara;
        eprintln!(
            "{i:4} st {:3} goal {:3} anim {:4} fr {:3} pos {:?} rot {:?} spd {} fall {} grav {}",
            e.state,
            e.goal_state,
            e.anim.0,
            e.frame,
            e.pos,
            e.rot,
            e.speed,
            e.fall_speed,
            e.gravity
        );
    }
}

// ---------------------------------------------------------------- ropes

/// A room 14 sectors along x: a floor (y 0) at x 1–3, a pit four sectors
/// deep at x 4–7, and a ledge a sector up (y −1024) at x 8–12; the ceiling
/// 14 clicks up. The rope hangs from the ceiling over the pit's middle;
/// Lara stands on the near floor facing it (+x).
fn rope_def() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 14, 5, 0, -14);
    for z in 1..=3 {
        for x in 4..=7 {
            room.sector_mut(x, z).floor = [16; 4];
        }
        for x in 8..=12 {
            room.sector_mut(x, z).floor = [-4; 4];
        }
    }
    let rope = EntityDef::new(ROPE, 0, [5632, 4096, 2560]);
    level_def(vec![room], entities([1536, 0, 2560], 0x4000, vec![rope]))
}

#[test]
fn tr4_lara_catches_the_rope_climbs_swings_and_jumps_off_onto_the_far_ledge() {
    let Some(level) = with_models(&rope_def(), Game::Tr4) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr4_rope.txt"),
        "tr4_rope.txt",
        activate_all,
    );
    let pitch = |e: &Entity| e.rot[0] as i16 as i32;
    // She catches the rope from the reach, into the swing's state (anim
    // 379 under state 114). The rope hangs still, so she hangs upright on
    // it, 112 behind it along her heading (TOMB4 rope.cpp RopeCollision,
    // AlignLaraToRope).
    let caught = p.first("caught the rope", |e| e.state == ROPE_SWING);
    let reaching = &p.ticks[caught - 1].lara;
    assert_eq!(reaching.state, REACH, "from a reach");
    let at = &p.ticks[caught].lara;
    assert_eq!(
        [at.pos[0], at.pos[2]],
        [5632 - 112, 2560],
        "behind the rope"
    );
    assert_eq!(at.rot, [0, 0x4000, 0], "upright, facing on");
    // Her speed pushed the rope (ApplyVelocityToRope): it swings on.
    let swung = p.ticks[caught..caught + 40]
        .iter()
        .map(|t| t.lara.pos[0])
        .max()
        .unwrap();
    assert!(swung > 5632, "carried past the rope's anchor: {swung}");
    // She climbs: hanging straight again she is a pull (two links) higher.
    let climbed = p.first("climbed", |e| e.state == ROPE_UP);
    // The catch's swing settles into the hang (111), whence she climbs.
    let hung = p.first("hung on the rope", |e| e.state == ROPE_IDLE);
    assert!(caught < hung && hung < climbed, "{caught} {hung} {climbed}");
    let straight_after = p.ticks[climbed..]
        .iter()
        .find(|t| t.lara.state == ROPE_SWING && pitch(&t.lara).abs() < 400)
        .expect("swinging through the middle after the climb");
    assert!(
        straight_after.lara.pos[1] <= at.pos[1] - 200,
        "higher up the rope: {} then {}",
        at.pos[1],
        straight_after.lara.pos[1]
    );
    // Sprint pushes the pendulum the way she swings (lara_col_ropefwd), so
    // each forward swing goes wider than the one before while the push
    // outweighs the damping; it settles near 30 degrees.
    let swing: Vec<i32> = p.ticks[climbed..]
        .iter()
        .map(|t| &t.lara)
        .filter(|e| e.state == ROPE_SWING)
        .map(pitch)
        .collect();
    let peaks: Vec<i32> = swing
        .windows(3)
        .filter(|w| w[1] > 2000 && w[1] >= w[0] && w[1] > w[2])
        .map(|w| w[1])
        .collect();
    let mut forward = Vec::new();
    for (i, &peak) in peaks.iter().enumerate() {
        if i == 0 || peak - peaks[i - 1] > 1000 || forward.is_empty() {
            forward.push(peak);
        } else if let Some(last) = forward.last_mut() {
            *last = (*last).max(peak);
        }
    }
    assert!(
        forward.windows(2).take(3).all(|w| w[1] > w[0]),
        "the swing grew: {forward:?}"
    );
    let widest = swing.iter().copied().max().unwrap();
    assert!((5000..=9000).contains(&widest), "forward swing {widest}");
    // Jump at the front of the swing (JumpOffRope): off the rope as a
    // reach, upright, at her pitch / 128 ahead and rising 112 (set in the
    // swing's collision routine, after the tick's move).
    let off = caught
        + p.ticks[caught..]
            .iter()
            .position(|t| t.lara.state == REACH)
            .expect("jumped off");
    let last_on = &p.ticks[off - 1].lara;
    assert_eq!(last_on.state, ROPE_SWING);
    let flying = &p.ticks[off].lara;
    assert!(pitch(last_on) >= 0, "pitched forward: {}", pitch(last_on));
    // The pitch she jumps at is the one the rope gave her that tick, which
    // the trace does not keep (it records her upright): one tick of swing
    // from the last one recorded.
    let near = pitch(last_on) / 128;
    assert!(
        (near - 1..=near + 1).contains(&flying.speed) && flying.speed > 30,
        "the jump's speed {} for pitch {}",
        flying.speed,
        pitch(last_on)
    );
    assert_eq!(flying.fall_speed, -112, "rising");
    assert_eq!(flying.rot[0], 0, "upright again");
    // ... and she lands on the far ledge beyond the pit, unhurt.
    let end = p.last();
    assert_eq!(end.state, 2, "standing");
    assert_eq!(end.pos[1], -1024, "on the ledge");
    assert!(end.pos[0] >= 8 * 1024, "beyond the pit: {:?}", end.pos);
    assert_eq!(end.health, 1000);
}

// ---------------------------------------------------------------- poles

const STOP: u16 = 2;
const BACK_JUMP: u16 = 25;
const POLE_IDLE: u16 = 99;
const POLE_UP: u16 = 100;
const POLE_DOWN: u16 = 101;
const POLEROPE: u16 = 148;

/// A room with the ceiling 16 clicks up, a ledge 8 clicks up along its
/// west side (x sector 1), and a pole from the floor to the ceiling in
/// sector 2; Lara stands before the pole facing it (+x), the ledge
/// behind her.
fn pole_def() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 6, 5, 0, -16);
    for z in 1..=3 {
        room.sector_mut(1, z).floor = [-8; 4];
    }
    let pole = EntityDef::new(POLEROPE, 0, [2560, 0, 2560]);
    level_def(vec![room], entities([2200, 0, 2560], 0x4000, vec![pole]))
}

#[test]
fn tr4_lara_climbs_the_pole_to_the_top_and_jumps_back_onto_the_ledge() {
    let Some(level) = with_models(&pole_def(), Game::Tr4) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr4_pole.txt"),
        "tr4_pole.txt",
        activate_all,
    );
    let held = p.first("took hold", |e| e.state == POLE_IDLE);
    assert_eq!(p.ticks[held].lara.pos[0], 2560, "on the pole's axis");
    let up = p.first("climbed", |e| e.state == POLE_UP);
    // At the top: a sector below the ceiling (−4096), no higher.
    let top = p.ticks.iter().map(|t| t.lara.pos[1]).min().unwrap();
    let top_on_pole = p.ticks[up..]
        .iter()
        .filter(|t| t.lara.state == POLE_IDLE || t.lara.state == POLE_UP)
        .map(|t| t.lara.pos[1])
        .min()
        .unwrap();
    assert_eq!(top_on_pole, -4096 + 1024, "at the top");
    assert!(top <= top_on_pole);
    let jump = p.first("jumped off", |e| e.state == BACK_JUMP);
    assert!(jump > up);
    let end = p.last();
    assert_eq!(end.state, STOP);
    assert_eq!(end.pos[1], -2048, "on the ledge: {:?}", end.pos);
    assert!(end.pos[0] < 2048, "behind her: {:?}", end.pos);
    assert_eq!(end.health, 1000);
}

#[test]
fn tr4_lara_slides_down_the_pole_to_the_floor() {
    let Some(level) = with_models(&pole_def(), Game::Tr4) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr4_pole_slide.txt"),
        "tr4_pole_slide.txt",
        activate_all,
    );
    let down = p.first("slid", |e| e.state == POLE_DOWN);
    let from = p.ticks[down - 1].lara.pos[1];
    assert!(from <= -1000, "up the pole first: {from}");
    // She gathers speed sliding.
    let step = |i: usize| p.ticks[i + 1].lara.pos[1] - p.ticks[i].lara.pos[1];
    assert!(step(down + 10) > step(down + 1), "faster and faster");
    let bottom = down
        + p.ticks[down..]
            .iter()
            .position(|t| t.lara.state == POLE_IDLE)
            .expect("stopped at the floor");
    assert_eq!(p.ticks[bottom].lara.pos[1], 0, "at the floor");
    let end = p.last();
    assert_eq!(end.state, STOP, "let go and stands");
    assert_eq!(end.pos[1], 0);
}
