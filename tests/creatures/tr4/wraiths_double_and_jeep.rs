//! TR4's wraiths, Lara's double and the enemy jeep on TR4 arenas of
//! stand-in models (the real test level carries none of their models; the
//! numbers are the TOMB4 decompilation's, creatures/stats/tr4.lua).
//! WRAITH1 weaves up to Lara, hurts her by touch and sets her alight;
//! WRAITH2 and WRAITH4 fizzle out in water (WRAITH2 setting off the flipmap
//! its OCB names), WRAITH3 does not and the ghost trap takes it. The double
//! plays its own animation and whatever it is shot for Lara loses. The jeep
//! drives its markers in their order and drops a grenade at Lara behind it.

use crate::common;

use common::arena::{open_room, scripted_on, stand_in, stand_in_with, BODY_HEIGHT, LARA_AT};
use common::bestiary::{idle, lara_shoots, no_script_trouble, pool_rooms};
use common::guns::spawned;
use common::lua_eval;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::World;

const SECTOR: i32 = 1024;
/// TR4's type ids (objects/tr45/names_tr4.lua).
const WRAITH1: u16 = 86;
const WRAITH2: u16 = 87;
const WRAITH3: u16 = 88;
const WRAITH4: u16 = 89;
const LARA_DOUBLE: u16 = 104;
const ENEMY_JEEP: u16 = 34;
const GRENADE: u16 = 365;
/// The ghost trap (ANIMATING10) and an AI_FOLLOW marker.
const GHOST_TRAP: u16 = 445;
const AI_FOLLOW: u16 = 402;
/// TR4's GHOSTTRAP flipeffect.
const GHOSTTRAP_EFFECT: u32 = 29;
const EAST: u16 = 0x4000;

/// A TR4 level of `rooms`: Lara (entity 0, facing east, in `lara_room`)
/// at `lara`, then `entities` (entity 1 on) and `markers`; each placed or
/// spawned type gets a stand-in (the jeep one with its six states).
fn level(
    rooms: Vec<RoomDef>,
    lara_room: usize,
    lara: [i32; 3],
    entities: Vec<EntityDef>,
    markers: Vec<EntityDef>,
) -> Level {
    let mut hero = EntityDef::new(0, lara_room, lara);
    hero.angle = EAST;
    let mut types: Vec<u16> = entities.iter().map(|e| e.type_id).collect();
    types.push(GRENADE);
    types.sort();
    types.dedup();
    let mut models = vec![tombrs::builder::hero::hero()];
    models.extend(types.iter().map(|&t| {
        if t == ENEMY_JEEP {
            let states: Vec<(u16, i32, u16)> = (0..6).map(|s| (s, 0, s)).collect();
            stand_in_with(t.into(), 600, BODY_HEIGHT, &states)
        } else {
            stand_in(t.into(), 100, &[(0, 0)])
        }
    }));
    let def = LevelDef {
        rooms,
        models,
        entities: std::iter::once(hero).chain(entities).collect(),
        ai_objects: markers,
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap()
}

fn placed(type_id: u16, room: usize, pos: [i32; 3], ocb: i16) -> EntityDef {
    let mut e = EntityDef::new(type_id, room, pos);
    e.ocb = ocb;
    e
}

fn exists(world: &World, i: usize) -> bool {
    world.entities()[i].exists()
}

fn burning(host: &ScriptHost, world: &mut World) -> bool {
    lua_eval(host, world, "return world.lara().state.burning == true")
}

#[test]
fn wraith1_weaves_to_lara_hurts_and_sets_her_alight() {
    // Five sectors off and two up, heading north: it has to turn to her.
    let start = [LARA_AT[0] + 5 * SECTOR, -2 * SECTOR, LARA_AT[2]];
    let lvl = level(
        vec![open_room()],
        0,
        LARA_AT,
        vec![placed(WRAITH1, 0, start, 0)],
        vec![],
    );
    let (mut world, mut host) = scripted_on(lvl, 1);
    let (mut first_touch, mut alight_at, mut crossings) = (None, None, 0);
    let mut side = (world.entities()[1].pos[2] - LARA_AT[2]).signum();
    for t in 0..600 {
        host.step(&mut world, idle());
        let w = &world.entities()[1];
        let now = (w.pos[2] - LARA_AT[2]).signum();
        if now != 0 && now != side {
            crossings += 1;
            side = now;
        }
        if first_touch.is_none() && world.entities()[0].health < 1000 {
            first_touch = Some(t);
        }
        if burning(&host, &mut world) {
            alight_at = Some(t);
            break;
        }
    }
    let touch = first_touch.expect("wraith1: never touched Lara");
    let alight = alight_at.expect("wraith1: never set her alight");
    // 400 a touching tick, alight above 8000: at least 21 touching ticks.
    assert!(
        alight >= touch + 20,
        "wraith1: alight at {alight}, first touch {touch}"
    );
    assert!(crossings >= 1, "wraith1: flew a straight line (no weave)");
    let lost = 1000 - world.entities()[0].health;
    assert!(
        (1..=28 * (alight - touch + 1) as i16).contains(&lost),
        "wraith1: its touches took {lost}"
    );
    assert!(exists(&world, 1), "wraith1: gone");
    no_script_trouble("wraith1", &host);
}

#[test]
fn wraiths_drown_but_wraith3_and_the_ghost_trap_takes_it() {
    // Every wraith under water (the pool, room 0); Lara in the air above.
    let under = |x: i32| [x, 4 * 256, 3 * SECTOR];
    let lvl = level(
        pool_rooms(),
        1,
        LARA_AT,
        vec![
            placed(WRAITH2, 0, under(3 * SECTOR), 1),
            placed(WRAITH3, 0, under(5 * SECTOR), 0),
            placed(WRAITH4, 0, under(7 * SECTOR), 0),
        ],
        vec![],
    );
    let (mut world, mut host) = scripted_on(lvl, 3);
    for _ in 0..3 {
        host.step(&mut world, idle());
    }
    assert!(!exists(&world, 1), "wraith2: did not drown");
    assert!(!exists(&world, 3), "wraith4: did not drown");
    assert!(exists(&world, 2), "wraith3: drowned");
    let flipped: bool = lua_eval(&host, &mut world, "return world.flipped(1)");
    assert!(flipped, "wraith2 OCB 1: its flipmap not set off");
    no_script_trouble("drowning wraiths", &host);
}

#[test]
fn the_ghost_trap_takes_wraith3() {
    // The trap (OCB 2: it takes two) four sectors from the wraith.
    let lvl = level(
        vec![open_room()],
        0,
        LARA_AT,
        vec![
            placed(WRAITH3, 0, [9 * SECTOR, -SECTOR, 9 * SECTOR], 0),
            placed(GHOST_TRAP, 0, [5 * SECTOR, 0, 9 * SECTOR], 2),
        ],
        vec![],
    );
    let (mut world, mut host) = scripted_on(lvl, 2);
    lua_eval::<()>(
        &host,
        &mut world,
        &format!("require('flipeffects.tr4')[{GHOSTTRAP_EFFECT}](world.entity(2), {{}})"),
    );
    let mut gone = None;
    let mut nearest = i64::MAX;
    for t in 0..900 {
        host.step(&mut world, idle());
        if !exists(&world, 1) {
            gone = Some(t);
            break;
        }
        let (w, trap) = (&world.entities()[1], &world.entities()[2]);
        let d = (w.pos[0] - trap.pos[0]) as i64;
        let e = (w.pos[2] - trap.pos[2]) as i64;
        nearest = nearest.min(d * d + e * e);
    }
    let gone = gone.unwrap_or_else(|| panic!("wraith3: never taken (nearest² {nearest})"));
    // Held more than 25 ticks near it first.
    assert!(gone > 25, "wraith3: taken at once ({gone})");
    assert_eq!(
        world.entities()[2].ocb,
        1,
        "ghost trap: its count not lowered"
    );
    assert!(world.entities()[0].health == 1000, "wraith3 went for Lara");
    no_script_trouble("ghost trap", &host);
}

#[test]
fn laras_double_takes_her_wounds() {
    let lvl = level(
        vec![open_room()],
        0,
        LARA_AT,
        vec![placed(
            LARA_DOUBLE,
            0,
            [LARA_AT[0] + 3 * SECTOR, 0, LARA_AT[2]],
            0,
        )],
        vec![],
    );
    let (mut world, mut host) = scripted_on(lvl, 1);
    let frame0 = world.entities()[1].frame;
    for _ in 0..3 {
        host.step(&mut world, idle());
    }
    assert_ne!(world.entities()[1].frame, frame0, "double: not animating");
    let targetable: bool = lua_eval(&host, &mut world, "return world.entity(1).targetable");
    assert!(targetable, "double: Lara cannot aim at it");
    for shot in 1..=3 {
        lara_shoots(&host, &mut world, 1, 100);
        host.step(&mut world, idle());
        assert_eq!(world.entities()[1].health, 1000, "double: lost hit points");
        assert_eq!(
            world.entities()[0].health,
            1000 - 100 * shot,
            "double: shot {shot} not taken by Lara"
        );
    }
    no_script_trouble("double", &host);
}

#[test]
fn the_jeep_drives_its_markers_and_drops_a_grenade_behind() {
    let jeep_at = [3 * SECTOR + 512, 0, LARA_AT[2]];
    let mut jeep = placed(ENEMY_JEEP, 0, jeep_at, 0);
    jeep.angle = EAST;
    let marker = |key: i16, x: i32, z: i32| {
        let mut m = placed(AI_FOLLOW, 0, [x, 0, z], key);
        m.angle = EAST;
        m
    };
    let first = [7 * SECTOR + 512, LARA_AT[2]];
    let second = [10 * SECTOR + 512, 3 * SECTOR + 512];
    let lvl = level(
        vec![open_room()],
        0,
        LARA_AT,
        vec![jeep],
        vec![
            marker(1, first[0], first[1]),
            marker(2, second[0], second[1]),
        ],
    );
    let (mut world, mut host) = scripted_on(lvl, 1);
    let near = |w: &World, p: [i32; 2]| {
        let (dx, dz) = (w.entities()[1].pos[0] - p[0], w.entities()[1].pos[2] - p[1]);
        ((dx as i64).pow(2) + (dz as i64).pow(2)) < 1536i64.pow(2)
    };
    let (mut reached, mut grenade_at, mut keys) = (Vec::new(), None, Vec::new());
    let mut moved = 0;
    for t in 0..900 {
        host.step(&mut world, idle());
        moved = moved.max(world.entities()[1].pos[0] - jeep_at[0]);
        if reached.is_empty() && near(&world, first) {
            reached.push((1, t));
        }
        if reached.len() == 1 && near(&world, second) {
            reached.push((2, t));
        }
        let key: i32 = lua_eval(
            &host,
            &mut world,
            "return world.entity(1).state.ai.course.key",
        );
        if keys.last() != Some(&key) {
            keys.push(key);
        }
        if grenade_at.is_none() && !spawned(&world, GRENADE).is_empty() {
            grenade_at = Some(t);
        }
        if reached.len() == 2 && world.entities()[0].health < 1000 {
            break;
        }
    }
    // Its start (marker 0) is reached at once; past the last marker it
    // stops, waiting for a marker 3.
    assert_eq!(keys, vec![1, 2, 3], "jeep: its course (moved {moved})");
    assert_eq!(reached.len(), 2, "jeep: reached {reached:?}");
    let grenade = grenade_at.expect("jeep: no grenade");
    assert!(
        grenade >= reached[0].1,
        "jeep: grenade before its first marker"
    );
    assert_eq!(
        world.entities()[0].health,
        1000 - 50,
        "jeep: the grenade's blast"
    );
    no_script_trouble("jeep", &host);
}
