//! Ahmet's routine beyond his fight (TOMB4 ahmet.cpp): the scales raise
//! the last Ahmet killed where he started (`ReTriggerAhmet`), his AI
//! objects' orders (a patrol walks its round, a guard holds his post) and
//! his alarm among the other Ahmets (`AlertAllGuards`). Stand-in models of
//! TOMB4's state numbers on builder levels (creatures/tr4/bosses.rs).

use crate::common;

use super::bosses::{model, placed_level, Marker, Placed, AHMET, AHMET_LONG, AHMET_STATES};
use common::arena::{scripted_on, stand_in_with, BODY_HEIGHT, LARA_AT, STILL};
use common::bestiary::{idle, lara_shoots, no_script_trouble, SECTOR};
use common::lua_eval;
use tombrs::builder::RoomDef;
use tombrs::level::{Level, RoomId};
use tombrs::script::ScriptHost;
use tombrs::world::World;

/// TR4's scales and AI objects (objects/tr45/names_tr4.lua).
const SCALES: u32 = 113;
const AI_GUARD: u16 = 398;
const AI_PATROL1: u16 = 400;
const AI_PATROL2: u16 = 403;

/// TOMB4's Ahmet states: idle 1, walk 2, run 3, death 7.
const IDLE: u16 = 1;
const WALK: u16 = 2;
const RUN: u16 = 3;
const DEATH: u16 = 7;

/// The scales' states (objects/common/scales.lua): rest 1, too little 4.
const TOO_LITTLE: i64 = 4;

/// A TR4 level: the 12×12 arena (room 0) and a closed 4×4 hideout far off
/// (room 1), Lara at `lara` in room `lara_room` facing east, the `placed`
/// entities after her, Ahmet's and the scales' stand-ins, and `markers`.
fn level(lara_room: usize, lara: [i32; 3], placed: &[Placed], markers: &[Marker]) -> Level {
    let scales = stand_in_with(
        SCALES,
        100,
        BODY_HEIGHT,
        &[(1, STILL, 1), (2, STILL, 2), (3, STILL, 1), (4, STILL, 1)],
    );
    placed_level(
        vec![
            RoomDef::boxed(0, 0, 12, 12, 0, -16),
            RoomDef::boxed(20, 0, 4, 4, 0, -16),
        ],
        vec![model(AHMET, 900, AHMET_STATES, AHMET_LONG), scales],
        (lara_room, lara, 0x4000),
        placed,
        markers,
    )
}

/// [`level`] with Ahmet starting at `start` facing Lara (switched on) and
/// the scales in the arena's far corner.
fn scales_arena(start: [i32; 3]) -> (World, ScriptHost) {
    let placed = [
        (AHMET, 0, start, 0xC000),
        (SCALES, 0, [11 * SECTOR, 0, 512], 0),
    ];
    scripted_on(level(0, LARA_AT, &placed, &[]), 1)
}

fn steps(world: &mut World, host: &mut ScriptHost, n: usize) {
    for _ in 0..n {
        host.step(world, idle());
    }
}

#[test]
fn the_scales_raise_the_fallen_ahmet_where_he_started() {
    // Ahmet starts 300 off the middle of his sector (x 6956 in sector 6),
    // four sectors from Lara; the scales stand in the far corner.
    let start = [LARA_AT[0] + 4 * SECTOR + 300, 0, LARA_AT[2] + 200];
    let (mut world, mut host) = scales_arena(start);
    steps(&mut world, &mut host, 30);
    lara_shoots(&host, &mut world, 1, 80);
    steps(&mut world, &mut host, 40);
    let fell = world.entities()[1].pos;
    assert_eq!(world.entities()[1].state, DEATH, "Ahmet: not dead");
    assert!(
        world.entities()[1].paused,
        "Ahmet: not burning on his last frame"
    );
    assert_ne!(fell, start, "Ahmet: he came for her before he fell");
    let fallen: i64 = lua_eval(&host, &mut world, "return world.level_state().fallen_ahmet");
    assert_eq!(
        fallen, 1,
        "the level remembers him as the last Ahmet killed"
    );

    // A wrong measure (too little, as ScalesCollision weighs it) swings the
    // pan; at the swing's end ScalesControl calls ReTriggerAhmet.
    lua_eval::<()>(
        &host,
        &mut world,
        &format!("local s = world.entity(2); s.goal_state = {TOO_LITTLE}; s.awake = true"),
    );
    let mut rose = None;
    for _ in 0..40 {
        host.step(&mut world, idle());
        if rose.is_none() && world.entities()[1].health > 0 {
            rose = Some(world.entities()[1].clone());
        }
    }
    let e = rose.expect("Ahmet: not raised by the scales");
    // ReTriggerAhmet: x and z the middle of the start sector
    // ((x >> 10) << 10 | 512), y the start height to the click (y >> 8 << 8),
    // his own hit points (80), standing (state 1).
    assert_eq!(e.health, 80, "Ahmet: not whole again");
    assert!(!e.paused && e.targetable, "Ahmet: still held as a body");
    assert_ne!(e.state, DEATH, "Ahmet: still in his death");
    let (rx, rz) = (6 * SECTOR + 512, 6 * SECTOR + 512);
    assert!(
        (e.pos[0] - rx).abs() <= 40 && (e.pos[2] - rz).abs() <= 40,
        "Ahmet: raised at {:?}, not at the middle of his start sector ({rx}, {rz})",
        e.pos
    );
    // Raised once: the scales are at rest and asleep again.
    let (state, awake): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "local s = world.entity(2); return s.anim_state, s.awake",
    );
    assert_eq!((state, awake), (1, false), "the scales: not back at rest");
    no_script_trouble("Ahmet", &host);
}

#[test]
fn a_living_ahmet_is_not_raised_by_the_scales() {
    let start = [LARA_AT[0] + 4 * SECTOR, 0, LARA_AT[2]];
    let (mut world, mut host) = scales_arena(start);
    steps(&mut world, &mut host, 10);
    lua_eval::<()>(
        &host,
        &mut world,
        "world.level_state().fallen_ahmet = 1; \
         local s = world.entity(2); s.goal_state = 4; s.awake = true",
    );
    let before = world.entities()[1].pos;
    host.step(&mut world, idle());
    let raised: bool = lua_eval(
        &host,
        &mut world,
        "return require('creatures.ahmet').raise_fallen()",
    );
    assert!(!raised, "a living Ahmet was raised");
    let moved = (world.entities()[1].pos[0] - before[0]).abs();
    assert!(moved < 100, "Ahmet jumped {moved} back to his start");
    no_script_trouble("Ahmet", &host);
}

#[test]
fn a_patrolling_ahmet_walks_his_round() {
    // PATROL1 on his square, PATROL2 five sectors west; Lara in the hideout.
    let post = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let far = [4 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = scripted_on(
        level(
            1,
            [21 * SECTOR + 512, 0, SECTOR + 512],
            &[(AHMET, 0, post, 0xC000)],
            &[(AI_PATROL1, post, 0), (AI_PATROL2, far, 0)],
        ),
        1,
    );
    let (mut seen, mut nearest) = (Vec::new(), i32::MAX);
    for _ in 0..600 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        if !seen.contains(&e.state) {
            seen.push(e.state);
        }
        nearest = nearest.min((e.pos[0] - far[0]).abs());
    }
    // AhmetControl: on PATROL1 his stand goes to a walk (2) and the walk
    // stays a walk; he never runs (3) on his round.
    assert!(seen.contains(&WALK), "Ahmet: never walked ({seen:?})");
    assert!(!seen.contains(&RUN), "Ahmet: ran on his patrol ({seen:?})");
    assert!(
        nearest < 640,
        "Ahmet: never reached PATROL2 ({nearest} off)"
    );
    no_script_trouble("Ahmet", &host);
}

#[test]
fn an_ahmet_who_notices_lara_alerts_every_ahmet() {
    // Ahmet 1 guards the hideout, facing away from Lara 1236 off; Ahmet 2
    // guards the arena, out of her sight. Both guard posts hold.
    let lara = [21 * SECTOR + 300, 0, SECTOR + 512];
    let hideout_post = [22 * SECTOR + 512, 0, SECTOR + 512];
    let post = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = scripted_on(
        level(
            1,
            lara,
            &[(AHMET, 1, hideout_post, 0x4000), (AHMET, 0, post, 0xC000)],
            &[(AI_GUARD, post, 0)],
        ),
        2,
    );
    // The hideout's guard order: given by a marker of the arena's block
    // cannot reach the hideout; set it as the marker would.
    lua_eval::<()>(
        &host,
        &mut world,
        "world.entity(1).state.ai.orders = { guard = true, key = 0 }",
    );
    let guarding = |host: &ScriptHost, world: &mut World| -> (bool, bool) {
        lua_eval(
            host,
            world,
            "local a = world.entity(2).state.ai; return a.orders.guard == true, a.alarmed == true",
        )
    };
    steps(&mut world, &mut host, 60);
    assert_eq!(
        guarding(&host, &mut world),
        (true, false),
        "Ahmet 2: alerted unprovoked"
    );
    assert_eq!(world.entities()[2].state, IDLE);
    // She steps within a sector of Ahmet 1 (AhmetControl: larainfo.distance
    // < 0x100000): he alerts every Ahmet, and Ahmet 2 leaves his post.
    world.entities_mut()[0].pos = [hideout_post[0] - 700, 0, hideout_post[2]];
    world.entities_mut()[0].room = RoomId(1);
    steps(&mut world, &mut host, 3);
    assert_eq!(
        guarding(&host, &mut world),
        (false, true),
        "Ahmet 2: not alerted by Ahmet 1"
    );
    no_script_trouble("Ahmet", &host);
}
