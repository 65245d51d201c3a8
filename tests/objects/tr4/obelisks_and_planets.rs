//! TR4's obelisks (scripts/objects/common/tr4_obelisk.lua) and planet
//! chamber (tr4_planet_effect.lua): builder levels with stand-in models
//! and the demo hero; type, animation and OCB numbers from TOMB4 (the real
//! test level carries neither model).

use crate::common;

use common::arena::{
    activate, arena_for, open_room, stand_in, stand_in_with, BODY_HEIGHT, LARA_AT,
};
use common::lua_eval;
use common::traps::{bound, entity, mid, no_script_errors};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Event, Input, World};

// TR4 type ids (scripts/objects/tr45/names_tr4.lua).
const PUSHABLE_OBJECT1: u16 = 156;
const OBELISK: u16 = 165;
const PUZZLE_ITEM1_COMBO1: u16 = 187;
const PULLEY: u16 = 321;
const PLANET_EFFECT: u16 = 426;
const ANIMATING3: u16 = 431;
const ANIMATING4: u16 = 433;

const ACTION: u32 = Input::ACTION;
const SPARKS: u16 = 7;

/// A TR4 level: the hero at `LARA_AT`, then `placed` (entity 1, 2, …).
/// The obelisk's stand-in has seven animations, each its own state: 1
/// runs into 2 and 5 into 6, as TOMB4's turns do.
fn level(placed: Vec<EntityDef>) -> Level {
    let obelisk = stand_in_with(
        OBELISK as u32,
        100,
        BODY_HEIGHT,
        &[
            (0, 0, 0),
            (1, 0, 2),
            (2, 0, 2),
            (3, 0, 3),
            (4, 0, 4),
            (5, 0, 6),
            (6, 0, 6),
        ],
    );
    let mut models = vec![obelisk];
    models.extend(
        [
            PUSHABLE_OBJECT1,
            PUZZLE_ITEM1_COMBO1,
            PULLEY,
            PLANET_EFFECT,
            ANIMATING3,
            ANIMATING4,
        ]
        .map(|t| stand_in(t as u32, 100, &[(0, 0)])),
    );
    arena_for(Game::Tr4, open_room(), LARA_AT, models, placed)
}

fn step(world: &mut World, host: &mut ScriptHost, bits: u32) {
    host.step(world, Input { bits });
}

fn sparks(world: &World) -> usize {
    world
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Particles { effect: SPARKS, .. }))
        .count()
}

/// An entity of `type_id` at the middle of sector `at` facing `angle`, with `ocb`.
fn with_ocb(type_id: u16, at: (i32, i32), angle: u16, ocb: i16) -> EntityDef {
    let mut e = entity(type_id, mid(at.0, at.1), 0, angle);
    e.ocb = ocb;
    e
}

/// A number Lua reads from the world.
fn num(host: &ScriptHost, world: &mut World, code: &str) -> i64 {
    lua_eval(host, world, &format!("return {code}"))
}

fn exists(host: &ScriptHost, world: &mut World, i: usize) -> bool {
    lua_eval(
        host,
        world,
        &format!("local o = world.entity({i}) return o ~= nil and o:exists()"),
    )
}

/// The OCB 2 obelisk, triggered, arcs and, from its 256th tick, blows up
/// the pyramid (ANIMATING3) and shows the hidden disc; an OCB 0 one only
/// arcs, and stops after 346 ticks.
#[test]
fn the_ocb2_obelisk_arcs_then_blows_up_the_pyramid_and_frees_the_disc() {
    let mut disc = entity(PUZZLE_ITEM1_COMBO1, mid(9, 9), 0, 0);
    disc.invisible = true;
    let lvl = level(vec![
        with_ocb(OBELISK, (5, 3), 0, 2),
        entity(OBELISK, mid(9, 3), 0, 0x4000),
        entity(ANIMATING3, mid(8, 8), 0, 0),
        disc,
    ]);
    let (mut world, mut host) = bound(lvl, &[1, 2]);
    assert!(
        !lua_eval::<bool>(&host, &mut world, "return world.entity(4).visible"),
        "disc hidden"
    );
    let mut sparked = 0;
    for t in 1..=300 {
        step(&mut world, &mut host, 0);
        sparked += sparks(&world);
        if t == 250 {
            assert!(
                exists(&host, &mut world, 3),
                "the pyramid stands before tick 256"
            );
            assert!(
                sparked > 50,
                "arcs along a line every other tick or so: {sparked}"
            );
        }
    }
    assert!(!exists(&host, &mut world, 3), "the pyramid is blown up");
    assert!(
        lua_eval::<bool>(&host, &mut world, "return world.entity(4).visible"),
        "disc freed"
    );
    assert_eq!(
        lua_eval::<i64>(&host, &mut world, "return world.entity(2).state.arc"),
        300
    );
    for _ in 0..100 {
        step(&mut world, &mut host, 0);
    }
    assert_eq!(
        lua_eval::<i64>(&host, &mut world, "return world.entity(2).state.arc"),
        347,
        "stops at 346"
    );
    no_script_errors(&host);
}

/// Untriggered, a turn steps its heading a quarter at the turn's end and
/// goes on while ACTION is held, else it rests; the OCB 2 one keeps the
/// pulley locked until it faces -0x4000, the second 0x4000 and the third 0.
#[test]
fn obelisks_turn_a_quarter_and_lock_the_pulley_until_lined_up() {
    let lvl = level(vec![
        with_ocb(OBELISK, (5, 3), 0x4000, 2),
        entity(OBELISK, mid(8, 3), 0, 0x4000),
        entity(OBELISK, mid(11, 3), 0, 0),
        with_ocb(PULLEY, (3, 9), 0, 3),
    ]);
    let (mut world, mut host) = bound(lvl, &[]);
    step(&mut world, &mut host, 0);
    assert_eq!(
        num(&host, &mut world, "world.entity(1).anim"),
        3,
        "it rests in animation 3"
    );
    assert!(lua_eval::<bool>(
        &host,
        &mut world,
        "return world.entity(4).state.locked == true"
    ));
    // Started turning back (as its animation data would): two quarters
    // with ACTION held, then it rests.
    lua_eval::<()>(
        &host,
        &mut world,
        "local o = world.entity(1) o:set_anim(1, 0) o.goal_state = 1",
    );
    let mut yaws = Vec::new();
    for t in 0..40 {
        step(&mut world, &mut host, if t < 12 { ACTION } else { 0 });
        yaws.push(num(&host, &mut world, "world.entity(1).yaw"));
    }
    assert_eq!(yaws[39], 0xC000, "two quarters back from 0x4000");
    assert_eq!(
        num(&host, &mut world, "world.entity(1).anim"),
        3,
        "resting again"
    );
    let quarters = yaws.windows(2).filter(|w| w[0] != w[1]).count();
    assert_eq!(quarters, 2, "{yaws:?}");
    assert!(
        !lua_eval::<bool>(
            &host,
            &mut world,
            "return world.entity(4).state.locked == true"
        ),
        "lined up: free"
    );
    no_script_errors(&host);
}

/// A planet is unseen until triggered; then it shows and locks the block
/// of its OCB; the OCB 1 one arcs only once the four others' trigger
/// masks are complete.
#[test]
fn the_planets_show_lock_their_blocks_and_the_first_arcs_when_all_are_set() {
    let mut placed = Vec::new();
    for ocb in 1..=5 {
        placed.push(with_ocb(PLANET_EFFECT, (3 + 2 * ocb, 3), 0, ocb as i16));
    }
    placed.push(with_ocb(PUSHABLE_OBJECT1, (5, 9), 0, 3));
    placed.push(entity(ANIMATING4, mid(7, 11), 0, 0));
    let (mut world, mut host) = bound(level(placed), &[]);
    step(&mut world, &mut host, 0);
    assert_eq!(
        num(&host, &mut world, "world.entity(3).mesh_bits"),
        0,
        "unseen untriggered"
    );
    activate(&mut world, &mut host, 3);
    step(&mut world, &mut host, 0);
    assert_eq!(
        num(&host, &mut world, "world.entity(3).mesh_bits"),
        255,
        "shown"
    );
    assert_eq!(world.entities()[6].ocb, -3, "its block locked");
    step(&mut world, &mut host, 0);
    assert_eq!(world.entities()[6].ocb, -3, "locked once, not flipped back");
    activate(&mut world, &mut host, 1);
    let mut quiet = 0;
    for _ in 0..10 {
        step(&mut world, &mut host, 0);
        quiet += sparks(&world);
    }
    assert_eq!(
        quiet, 0,
        "no arcs while the others' triggers are incomplete"
    );
    lua_eval::<()>(
        &host,
        &mut world,
        "for i = 2, 5 do world.entity(i).mask = 31 end",
    );
    step(&mut world, &mut host, 0);
    assert!(
        sparks(&world) >= 5,
        "arcs to ANIMATING4 and along the chain: {}",
        sparks(&world)
    );
    no_script_errors(&host);
}
