//! TR4's bosses and monsters on a TR4 arena of stand-in models carrying
//! the TOMB4 decompilation's state numbers (the real test level carries
//! none of their models). Seth fires homing bolts that burst on Lara (15
//! each), no gun of hers wears him down and her shotgun knocks him back.
//! Ahmet comes, claws (80) or bites (120), and shot dead he burns where he
//! fell. The harpy flies at her and stings (100, poisoning her) or swoops
//! (10). The demigods: DEMIGOD2 fires a bolt (14) and dies under her shots;
//! DEMIGOD1's hammer shakes the ground and its ring takes 118 from her,
//! and her guns do not wear him down.

use crate::common;

use common::arena::{
    arena_for, facing_lara, lengthen, open_room, scripted, stand_in_with, BODY_HEIGHT, LARA_AT,
    RUN, STILL, WALK,
};
use common::bestiary::{assert_placed, fight, idle, lara_shoots, no_script_trouble, SECTOR};
use common::guns::shot_with;
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::World;

/// TR4's type ids (objects/tr45/names_tr4.lua).
pub(super) const SETHA: u32 = 45;
const HARPY: u32 = 75;
pub(super) const DEMIGOD1: u32 = 77;
pub(super) const DEMIGOD2: u32 = 79;
pub(super) const AHMET: u32 = 102;
/// The effect slot the bolts fly as.
const BUBBLES: u32 = 384;

/// TOMB4 seth.cpp's states: idle 1, walk 2, run 3, pounce 4, … the dual
/// fire 11, the leap's fire 12 (his start), the single fire 13, hovering
/// 14-16.
pub(super) const SETH_STATES: &[(u16, i32, u16)] = &[
    (12, STILL, 1),
    (1, STILL, 1),
    (2, WALK, 2),
    (3, RUN, 3),
    (4, STILL, 1),
    (5, STILL, 1),
    (6, STILL, 1),
    (7, STILL, 1),
    (8, STILL, 1),
    (9, STILL, 1),
    (10, STILL, 1),
    (11, STILL, 1),
    (13, STILL, 1),
    (14, STILL, 14),
    (15, STILL, 14),
    (16, STILL, 14),
];
/// The firing states play long enough for their volleys (TOMB4 counts to
/// 125 in them); the kill blow to its frame 25.
pub(super) const SETH_LONG: &[(u16, usize)] =
    &[(11, 130), (12, 130), (13, 110), (15, 130), (8, 30)];

/// TOMB4 ahmet.cpp: idle 1, walk 2, run 3, swipe 4, leaping bite 5 and
/// swipe 6 (claws after frames 7 and 32, 14 and 21; the bite after 11),
/// death 7. He leaps forward at her.
pub(super) const AHMET_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, RUN, 3),
    (4, STILL, 1),
    (5, WALK, 1),
    (6, WALK, 1),
    (7, STILL, 7),
];
pub(super) const AHMET_LONG: &[(u16, usize)] = &[(4, 40), (5, 20), (6, 30), (7, 12)];
const AHMET_ATTACKS: &[u16] = &[4, 5, 6];

/// TOMB4 harpy.cpp: hover 1, fly 2, dive 3, swoop 4-5, sting 6, flinch 7,
/// fire 8, falling 9-10, dead 11, 12-13 back to flying.
const HARPY_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, RUN, 2),
    (3, RUN, 1),
    (4, WALK, 4),
    (5, WALK, 2),
    (6, STILL, 1),
    (7, STILL, 2),
    (8, STILL, 12),
    (9, STILL, 10),
    (10, STILL, 10),
    (11, STILL, 11),
    (12, STILL, 1),
    (13, STILL, 2),
];
const HARPY_ATTACKS: &[u16] = &[5, 6];

/// TOMB4 demigod.cpp: idle 0, walk 1, run 2, DEMIGOD2's aim 3 and fire 4,
/// death 8, DEMIGOD1's hammer 13-14 (it lands on frame 26).
pub(super) const DEMIGOD_STATES: &[(u16, i32, u16)] = &[
    (0, STILL, 0),
    (1, WALK, 1),
    (2, RUN, 2),
    (3, STILL, 0),
    (4, STILL, 0),
    (5, STILL, 5),
    (6, STILL, 6),
    (7, STILL, 0),
    (8, STILL, 8),
    (9, STILL, 0),
    (10, STILL, 0),
    (11, STILL, 0),
    (12, STILL, 0),
    (13, STILL, 0),
    (14, STILL, 0),
];
pub(super) const DEMIGOD_LONG: &[(u16, usize)] = &[(14, 30)];

/// A TR4 arena: Lara, and one creature `apart` units off facing her, `up`
/// above the floor; switched on.
pub(super) fn arena(model: ModelDef, apart: i32, up: i32) -> (World, ScriptHost) {
    let monster = facing_lara(model.type_id, apart, up, 0);
    scripted(arena_for(
        Game::Tr4,
        open_room(),
        LARA_AT,
        vec![model],
        vec![monster],
    ))
}

/// Lara as a placed level has her: room, place, heading.
pub(super) type LaraAt = (usize, [i32; 3], u16);
/// A placed entity: type, room, place, heading.
pub(super) type Placed = (u32, usize, [i32; 3], u16);
/// An AI object: type, place (room 0), key.
pub(super) type Marker = (u16, [i32; 3], i16);

/// A TR4 level of `rooms` and `models` (after the hero): Lara, then the
/// `placed` entities, and `markers` as AI objects.
pub(super) fn placed_level(
    rooms: Vec<RoomDef>,
    models: Vec<ModelDef>,
    lara: LaraAt,
    placed: &[Placed],
    markers: &[Marker],
) -> Level {
    let mut hero = EntityDef::new(0, lara.0, lara.1);
    hero.angle = lara.2;
    let entities = std::iter::once(hero).chain(placed.iter().map(|&(t, room, at, yaw)| {
        let mut e = EntityDef::new(t as u16, room, at);
        e.angle = yaw;
        e
    }));
    let ai_objects = markers
        .iter()
        .map(|&(t, at, key)| {
            let mut m = EntityDef::new(t, 0, at);
            m.ocb = key;
            m
        })
        .collect();
    let def = LevelDef {
        rooms,
        models: std::iter::once(tombrs::builder::hero::hero())
            .chain(models)
            .collect(),
        entities: entities.collect(),
        ai_objects,
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap()
}

pub(super) fn model(
    type_id: u32,
    reach: i16,
    states: &[(u16, i32, u16)],
    long: &[(u16, usize)],
) -> ModelDef {
    lengthen(stand_in_with(type_id, reach, BODY_HEIGHT, states), long)
}

/// Bolts in flight now.
fn bolts_flying(world: &World) -> usize {
    world
        .entities()
        .iter()
        .filter(|e| e.exists() && e.type_id as u32 == BUBBLES && !e.invisible)
        .count()
}

#[test]
fn seth_fires_bolts_that_burst_on_lara() {
    let (mut world, mut host) = arena(model(SETHA, 300, SETH_STATES, SETH_LONG), 3 * SECTOR, 0);
    assert_eq!(
        world.entities()[1].state,
        12,
        "Seth: not in his leap's fire"
    );
    let (mut fired, mut blows) = (0, Vec::new());
    for t in 0..160 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert_placed(&world, 1, "Seth", t);
        fired = fired.max(bolts_flying(&world));
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
    }
    assert!(
        fired >= 2,
        "Seth: no volley of bolts (at most {fired} in flight)"
    );
    // A bolt takes 15; two bursting on her in one tick, 30.
    assert!(
        blows.len() >= 2 && blows.iter().all(|&b| b == 15 || b == 30),
        "Seth's bolts: {blows:?}"
    );
    no_script_trouble("Seth", &host);
}

#[test]
fn seth_is_worn_down_by_nothing_and_knocked_back_by_the_shotgun() {
    let (mut world, mut host) = arena(model(SETHA, 300, SETH_STATES, SETH_LONG), 3 * SECTOR, 0);
    for kind in ["pistols", "uzis", "grenade"] {
        for _ in 0..5 {
            let (health, _) = shot_with(&mut world, &mut host, kind, 100);
            assert_eq!(health, 500, "Seth: {kind} wore him down");
        }
    }
    // Out of his leap's fire (the stand-in's loops on), the shotgun knocks
    // him back within two sectors.
    world.entities_mut()[0].pos[0] = world.entities()[1].pos[0] - 1500;
    lua_eval::<()>(
        &host,
        &mut world,
        "local e = world.entity(1); require('creatures.undead').force(e, 1)",
    );
    host.step(&mut world, idle());
    let (_, state) = shot_with(&mut world, &mut host, "shotgun", 20);
    assert!(
        state == 6 || state == 7,
        "Seth: the shotgun did not knock him back (state {state})"
    );
    assert_eq!(world.kills(), 0);
    no_script_trouble("Seth", &host);
}

#[test]
fn ahmet_claws_or_bites_and_burns_when_shot_dead() {
    // His claws reach past his pivot (300) and swiping range (682).
    let (mut world, mut host) = arena(model(AHMET, 900, AHMET_STATES, AHMET_LONG), 4 * SECTOR, 0);
    assert!(world.entities()[1].heavy, "Ahmet: not a heavy body");
    let (blows, attacked) = fight("Ahmet", &mut world, &mut host, AHMET_ATTACKS, 600, 2);
    assert!(attacked, "Ahmet: never attacked");
    assert!(
        blows.len() == 2 && blows.iter().all(|&b| b == 80 || b == 120),
        "Ahmet's blows: {blows:?}"
    );
    lara_shoots(&host, &mut world, 1, 80);
    for _ in 0..60 {
        host.step(&mut world, idle());
    }
    let e = &world.entities()[1];
    assert_eq!(e.state, 7, "Ahmet: not in his death");
    assert!(e.paused && !e.solid, "Ahmet: not held burning on his death");
    assert_eq!(world.kills(), 1, "Ahmet: the kill is not hers");
    no_script_trouble("Ahmet", &host);
}

#[test]
fn harpy_flies_at_lara_and_stings_or_swoops() {
    let (mut world, mut host) = arena(model(HARPY, 500, HARPY_STATES, &[]), 4 * SECTOR, 700);
    // Flying: it keeps to its boxes, not to its floor.
    let (mut blows, mut attacked) = (Vec::new(), false);
    for t in 0..900 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        assert!(
            world.box_at(e.room, e.pos).is_some(),
            "harpy: out of its boxes at {t}"
        );
        attacked |= HARPY_ATTACKS.contains(&e.state);
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
            break;
        }
    }
    assert!(attacked, "harpy: never attacked");
    assert!(
        blows == vec![100] || blows == vec![10],
        "harpy's blows: {blows:?}"
    );
    if blows == vec![100] {
        let poisoned: i64 = lua_eval(
            &host,
            &mut world,
            "local p = world.lara().state.poison; return p and math.max(p.target or 0, p.poisoned or 0) or 0",
        );
        assert_eq!(poisoned, 2048, "harpy: its sting did not poison her");
    }
    no_script_trouble("harpy", &host);
}

#[test]
fn demigod2_fires_a_bolt_and_dies_under_her_shots() {
    let (mut world, mut host) = arena(
        model(DEMIGOD2, 300, DEMIGOD_STATES, DEMIGOD_LONG),
        3 * SECTOR,
        0,
    );
    let (blows, attacked) = fight("demigod2", &mut world, &mut host, &[3, 4], 300, 1);
    assert!(attacked, "demigod2: never aimed");
    assert_eq!(blows, vec![14], "demigod2: its bolt");
    lara_shoots(&host, &mut world, 1, 200);
    for _ in 0..60 {
        host.step(&mut world, idle());
    }
    assert_eq!(world.entities()[1].state, 8, "demigod2: not dead");
    assert_eq!(world.kills(), 1);
    no_script_trouble("demigod2", &host);
}

#[test]
fn demigod1_hammers_the_ground_and_shrugs_off_her_guns() {
    let (mut world, mut host) = arena(
        model(DEMIGOD1, 400, DEMIGOD_STATES, DEMIGOD_LONG),
        2 * SECTOR,
        0,
    );
    let (blows, attacked) = fight("demigod1", &mut world, &mut host, &[14], 300, 1);
    assert!(attacked, "demigod1: never swung his hammer");
    assert_eq!(blows, vec![118], "demigod1: the hammer's ring");
    for kind in ["pistols", "grenade"] {
        let (health, _) = shot_with(&mut world, &mut host, kind, 100);
        assert_eq!(health, 200, "demigod1: {kind} wore him down");
    }
    no_script_trouble("demigod1", &host);
}
