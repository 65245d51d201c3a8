//! TR4's crocodile god (63 MUTANT) on a TR4 arena of stand-in models
//! carrying the TOMB4 decompilation's state and frame numbers (the real
//! test level carries none of its model). It never moves nor turns; for
//! its first 600 ticks it only appears; then within 5120 of Lara it
//! breathes three fireballs (frames 45, 60, 75 of state 5) that set her
//! alight, within 7680 a fan of three (frames 94-96 of state 3: straight,
//! then 2048 either way, held on that heading 31 ticks before homing),
//! within 11264 locusts (frames 60-120 of state 4) that nip her. None of
//! her guns wears it down.

use crate::common;

use std::collections::BTreeMap;

use common::arena::{
    arena_for, facing_lara, lengthen, scripted, stand_in_with, BODY_HEIGHT, LARA_AT, STILL,
};
use common::bestiary::{idle, no_script_trouble, SECTOR, WEST};
use common::guns::shot_with;
use common::lua_eval;
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::World;

/// TR4's type ids (objects/tr45/names_tr4.lua): the god, the effect slot
/// its fireballs fly as, the model the locusts wear.
const MUTANT: u32 = 63;
const BUBBLES: u16 = 384;
const AHMET_MIP: u16 = 103;
/// TOMB4 croc.cpp's states: its start 1, choosing 2, the fan 3, the
/// locusts 4 (and its appearing), the fireballs 5; each ends back in 2.
const STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 2),
    (2, STILL, 2),
    (3, STILL, 2),
    (4, STILL, 2),
    (5, STILL, 2),
];
/// Long enough for the frames it acts on (96, 120, 75).
const LONG: &[(u16, usize)] = &[(3, 100), (4, 130), (5, 80)];
/// Ticks it spends appearing before it attacks.
const APPEARING: usize = 600;

/// A TR4 arena 16 sectors long: Lara, and the god `apart` units off facing
/// her; switched on.
fn arena(apart: i32) -> (World, ScriptHost) {
    let model = lengthen(stand_in_with(MUTANT, 200, BODY_HEIGHT, STATES), LONG);
    let god = facing_lara(MUTANT, apart, 0, 0);
    let room = RoomDef::boxed(0, 0, 16, 12, 0, -16);
    scripted(arena_for(Game::Tr4, room, LARA_AT, vec![model], vec![god]))
}

/// Every live entity of `type_id`: index -> yaw.
fn live(world: &World, type_id: u16) -> BTreeMap<usize, i32> {
    world
        .entities()
        .iter()
        .enumerate()
        .filter(|(_, e)| e.exists() && e.type_id == type_id && !e.invisible)
        .map(|(i, e)| (i, e.rot[1] as i32))
        .collect()
}

fn burning(host: &ScriptHost, world: &mut World) -> bool {
    lua_eval(host, world, "return world.lara().state.burning == true")
}

/// Steps once, checking that the god has stayed where it stands.
fn step_still(world: &mut World, host: &mut ScriptHost, at: [i32; 3], yaw: u16, t: usize) {
    host.step(world, idle());
    let god = &world.entities()[1];
    assert_eq!(god.pos, at, "tick {t}: the god moved");
    assert_eq!(god.rot[1], yaw, "tick {t}: the god turned");
}

#[test]
fn crocodile_god_appears_then_its_fireballs_set_lara_alight() {
    let (mut world, mut host) = arena(3 * SECTOR);
    let (at, yaw) = (world.entities()[1].pos, world.entities()[1].rot[1]);
    let (mut first_volley, mut fired, mut alight) = (None, 0, false);
    let mut seen = std::collections::BTreeSet::new();
    for t in 0..APPEARING + 300 {
        step_still(&mut world, &mut host, at, yaw, t);
        let state = world.entities()[1].state;
        if state == 5 && first_volley.is_none() {
            first_volley = Some(t);
        }
        for (i, _) in live(&world, BUBBLES) {
            let e = &world.entities()[i];
            if seen.insert((i, e.id.generation)) {
                fired += 1;
                assert_eq!(state, 5, "tick {t}: a fireball out of state {state}");
            }
        }
        alight |= fired > 0 && burning(&host, &mut world);
    }
    let first = first_volley.expect("the god never breathed fireballs");
    assert!(
        first >= APPEARING,
        "fireballs at tick {first}, before it had appeared"
    );
    assert!(
        fired >= 3,
        "{fired} fireballs: a volley is three (frames 45, 60, 75)"
    );
    assert!(alight, "no fireball set Lara alight");
    no_script_trouble("crocodile god", &host);
}

#[test]
fn crocodile_god_fans_three_fireballs_that_hold_their_heading_then_home() {
    let (mut world, mut host) = arena(6 * SECTOR);
    let (at, yaw) = (world.entities()[1].pos, world.entities()[1].rot[1]);
    // Index -> (yaw when first seen, the tick then).
    let mut fan: BTreeMap<usize, (i32, usize)> = BTreeMap::new();
    let mut later: BTreeMap<usize, Vec<i32>> = BTreeMap::new();
    for t in 0..APPEARING + 300 {
        step_still(&mut world, &mut host, at, yaw, t);
        for (i, y) in live(&world, BUBBLES) {
            if fan.len() < 3 && !fan.contains_key(&i) {
                assert_eq!(world.entities()[1].state, 3, "tick {t}: not the fan");
                fan.insert(i, (y, t));
            }
            if fan.contains_key(&i) {
                later.entry(i).or_default().push(y);
            }
        }
        if fan.len() == 3 && later.values().all(|v| v.len() > 45) {
            break;
        }
    }
    assert_eq!(fan.len(), 3, "no fan of three fireballs: {fan:?}");
    let ticks: Vec<usize> = fan.values().map(|v| v.1).collect();
    assert!(
        ticks[2] - ticks[0] == 2,
        "the fan left over ticks {ticks:?}, not three running"
    );
    let yaws: Vec<i32> = fan.values().map(|v| v.0).collect();
    let off = |a: i32, b: i32| ((a - b + 32768).rem_euclid(65536)) - 32768;
    // Straight, then 2048 to one side and 2048 to the other.
    assert_eq!(off(yaws[1], yaws[0]), -2048, "fan headings {yaws:?}");
    assert_eq!(off(yaws[2], yaws[0]), 2048, "fan headings {yaws:?}");
    // The side ones keep their heading 31 ticks, then swing onto her line
    // (due west of them, the way the god faces) within a few ticks.
    for (n, (i, (start, _))) in fan.iter().enumerate().skip(1) {
        let track = &later[i];
        assert!(
            track[..30].iter().all(|y| y == start),
            "fireball {n} turned within its hold: {:?}",
            &track[..30]
        );
        let (was, now) = (
            off(*start, WEST as i32).abs(),
            off(track[34], WEST as i32).abs(),
        );
        assert!(
            was == 2048 && now < 1024,
            "fireball {n} did not home after its hold ({was} off her line, then {now})"
        );
    }
    no_script_trouble("crocodile god", &host);
}

#[test]
fn crocodile_god_breathes_locusts_that_nip_lara_far_off() {
    let (mut world, mut host) = arena(9 * SECTOR);
    let (at, yaw) = (world.entities()[1].pos, world.entities()[1].rot[1]);
    let (mut most, mut before_appeared, mut nipped) = (0, 0, 0);
    for t in 0..APPEARING + 500 {
        let health = world.entities()[0].health;
        step_still(&mut world, &mut host, at, yaw, t);
        let n = live(&world, AHMET_MIP).len();
        if t < APPEARING {
            before_appeared = before_appeared.max(n);
        }
        most = most.max(n);
        if world.entities()[0].health < health {
            nipped += 1;
        }
    }
    assert_eq!(before_appeared, 0, "locusts while it was appearing");
    assert!(
        most >= 30,
        "at most {most} locusts (one a tick, frames 60-120)"
    );
    assert!(nipped > 5, "the locusts nipped her on {nipped} ticks");
    assert!(
        live(&world, BUBBLES).is_empty(),
        "fireballs at 9 sectors (beyond the fan's 7680)"
    );
    no_script_trouble("crocodile god", &host);
}

#[test]
fn crocodile_god_is_worn_down_by_none_of_her_guns() {
    let (mut world, mut host) = arena(3 * SECTOR);
    for kind in ["pistols", "shotgun", "grenade"] {
        for _ in 0..3 {
            let (health, _) = shot_with(&mut world, &mut host, kind, 100);
            assert_eq!(health, 15, "the god: {kind} wore it down");
        }
    }
    assert_eq!(world.kills(), 0);
    no_script_trouble("crocodile god", &host);
}
