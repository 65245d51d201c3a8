//! TR3's raptor on its own routine (tomb3 raptor.cpp RaptorControl), on a
//! stand-in model with tomb3's state numbers: it takes the nearest other
//! creature awake for its enemy (another raptor only on a 1-in-32 roll),
//! Lara when she is nearer, bites a creature for 25 once an attack, and
//! dies in one of two animations.

use crate::common;

use common::arena::{arena_for, scripted_seeded, stand_in_with, LARA_AT};
use common::bestiary::{check_log, RAPTOR, RAT, SECTOR, WEST};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

/// tomb3 objects.h: RAPTOR, SMALL_RAT.
const RAPTOR_TYPE: u16 = 288;
const RAT_TYPE: u16 = 23;
/// Its attacks (ATTACK1, ATTACK2, ATTACK3) and death (RAPTOR_DEATH).
const ATTACKS: [u16; 3] = [4, 7, 8];
const DEATH: u16 = 5;

/// The raptor's stand-in with animations 9 and 10 its two deaths.
fn raptor_model() -> Vec<(u16, i32, u16)> {
    let mut states = RAPTOR.to_vec();
    states.extend([(6, 0, 1), (DEATH, 0, DEATH), (DEATH, 0, DEATH)]);
    states
}

/// A stand-in that never moves (every speed 0).
fn rooted(states: &[(u16, i32, u16)]) -> Vec<(u16, i32, u16)> {
    states.iter().map(|&(s, _, next)| (s, 0, next)).collect()
}

/// The arena: Lara, then the raptor `apart` units east of her facing her,
/// then `more`.
fn raptor_level(apart: i32, more: Vec<EntityDef>) -> Level {
    let mut raptor = EntityDef::new(RAPTOR_TYPE, 0, [LARA_AT[0] + apart, 0, LARA_AT[2]]);
    raptor.angle = WEST;
    let models = vec![
        stand_in_with(RAPTOR_TYPE as u32, 450, 300, &raptor_model()),
        stand_in_with(RAT_TYPE as u32, 80, 80, &rooted(RAT)),
    ];
    arena_for(
        Game::Tr3,
        RoomDef::boxed(0, 0, 12, 12, 0, -16),
        LARA_AT,
        models,
        std::iter::once(raptor).chain(more).collect(),
    )
}

/// A creature of `type_id` at `x` units east of Lara, `z` north.
fn placed(type_id: u16, x: i32, z: i32) -> EntityDef {
    let mut e = EntityDef::new(type_id, 0, [LARA_AT[0] + x, 0, LARA_AT[2] + z]);
    e.angle = WEST;
    e
}

/// The index of entity `i`'s enemy (-1 without one).
fn enemy_of(world: &mut World, host: &ScriptHost, i: usize) -> i64 {
    common::lua_eval::<i64>(
        host,
        world,
        &format!("local ai = world.entity({i}).state.ai; return ai and ai.target and ai.target.index or -1"),
    )
}

fn step(world: &mut World, host: &mut ScriptHost) {
    host.step(world, Input { bits: 0 });
}

#[test]
fn it_takes_the_nearest_other_creature_or_a_nearer_lara() {
    // tomb3 raptor.cpp RaptorControl: the nearest slot holder but itself is
    // its enemy; Lara when she is nearer than that one.
    let far = raptor_level(6 * SECTOR, vec![placed(RAT_TYPE, 4 * SECTOR, 2 * SECTOR)]);
    let (mut world, mut host) = scripted_seeded(far, 1, 2);
    step(&mut world, &mut host);
    check_log("rat nearer", &host);
    assert_eq!(
        enemy_of(&mut world, &host, 1),
        2,
        "the rat, nearer than Lara"
    );
    let near = raptor_level(2 * SECTOR, vec![placed(RAT_TYPE, 6 * SECTOR, 4 * SECTOR)]);
    let (mut world, mut host) = scripted_seeded(near, 1, 2);
    step(&mut world, &mut host);
    check_log("Lara nearer", &host);
    assert_eq!(
        enemy_of(&mut world, &host, 1),
        0,
        "Lara, nearer than the rat"
    );
}

#[test]
fn another_raptor_is_its_enemy_on_one_roll_in_32() {
    // tomb3 raptor.cpp RaptorControl: a nearest rival that is a raptor is
    // taken on GetRandomControl() < 0x400 (1 in 32); else, with no enemy
    // yet, Lara (CreatureAIInfo's fallback). Over 256 seeds about 8 take
    // the other raptor (a binomial's 1-in-10^3 bounds: 1 to 19).
    let mut taken = 0;
    for seed in 1..=256 {
        let level = raptor_level(7 * SECTOR, vec![placed(RAPTOR_TYPE, 5 * SECTOR, 1024)]);
        let (mut world, mut host) = scripted_seeded(level, seed, 2);
        step(&mut world, &mut host);
        match enemy_of(&mut world, &host, 1) {
            2 => taken += 1,
            0 => {}
            other => panic!("seed {seed}: enemy {other}"),
        }
    }
    assert!((1..=19).contains(&taken), "{taken} of 256 took the raptor");
}

/// Its heading turned 45° off +z (its start heading is spread by a roll).
const DIAGONAL: u16 = 0x2000;
/// A point 700 ahead along that heading, per axis: beyond its pivot (600
/// ahead, so ahead of it and within its 585 bite) yet within 512 of it on
/// each axis.
const AHEAD_ON_EACH_AXIS: i32 = 495;

#[test]
fn it_bites_a_creature_for_25_once_an_attack() {
    // tomb3 raptor.cpp RaptorControl: from a stop, an enemy ahead within 585
    // of its pivot draws a bite (ATTACK3); in an attack a creature enemy
    // within 512 of it on every axis loses 25 hit points, once (flags bit
    // 1) until a stop, walk or run clears it.
    let (x, z) = (6 * SECTOR, 0);
    let rat = placed(RAT_TYPE, x + AHEAD_ON_EACH_AXIS, z + AHEAD_ON_EACH_AXIS);
    let (mut world, mut host) = scripted_seeded(raptor_level(x, vec![rat]), 1, 2);
    common::lua_eval::<()>(
        &host,
        &mut world,
        &format!("world.entity(1).yaw = {DIAGONAL}"),
    );
    let mut trace = Vec::new();
    for _ in 0..60 {
        step(&mut world, &mut host);
        trace.push((world.entities()[1].state, world.entities()[2].health));
    }
    check_log("rat bitten", &host);
    let first = trace[0].1;
    let blow = trace
        .iter()
        .position(|t| t.1 < first)
        .expect("it bit the rat");
    assert_eq!(first - trace[blow].1, 25, "one bite takes 25");
    assert_eq!(
        trace[blow].0, ATTACKS[2],
        "a bite from the stop: {:?}",
        trace[blow]
    );
    // No second blow while that attack lasts.
    let end = blow
        + trace[blow..]
            .iter()
            .take_while(|t| t.0 == trace[blow].0)
            .count();
    assert!(
        trace[blow..end].iter().all(|t| t.1 == trace[blow].1),
        "one blow an attack"
    );
}

#[test]
fn it_dies_in_animation_9_or_10_on_a_roll() {
    // tomb3 raptor.cpp RaptorControl: killed, it plays animation 9 on
    // GetRandomControl() > 0x4000, else 10 (an even chance): over 64 seeds
    // each shows (a binomial's 1-in-10^4 bounds: 16 to 48 of either).
    let mut nine = 0;
    for seed in 1..=64 {
        let (mut world, mut host) = scripted_seeded(raptor_level(6 * SECTOR, vec![]), seed, 1);
        step(&mut world, &mut host);
        world.entities_mut()[1].health = 0;
        step(&mut world, &mut host);
        let (state, anim) = common::lua_eval::<(u16, i64)>(
            &host,
            &mut world,
            "local e = world.entity(1); return e.anim_state, e.anim",
        );
        assert_eq!(state, DEATH, "seed {seed}");
        assert!(anim == 9 || anim == 10, "seed {seed}: animation {anim}");
        if anim == 9 {
            nine += 1;
        }
    }
    assert!((16..=48).contains(&nine), "{nine} of 64 in animation 9");
}
