//! The rest of TR4/TR5's traps and set pieces (scripts/objects/common/
//! {tr5_fan, tr5_fires, tr5_explosion, tr5_iris, tr5_area51_laser,
//! tr5_gas_cloud, tr5_animating_slot, tr4_expanding_platform}.lua, wired
//! in scripts/objects/tr45/{traps,mechanisms}.lua) on builder levels with
//! stand-in models and the demo hero.

use crate::common;

use common::arena::stand_in_level;
use common::lua_eval;

/// A level of `game` with stand-in models (entity 1 first).
fn level(game: Game, entities: Vec<EntityDef>) -> Level {
    stand_in_level(game, open_room(), entities, &[])
}

use common::arena::{open_room, LARA_AT};
use common::traps::{bound, entity, health, mid, no_script_errors, run};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::World;

// Type ids (spec catalogue-tr4-tr5.md).
const TR4_EXPANDING_PLATFORM: u16 = 153;
const TR5_COOKER_FLAME: u16 = 124;
const TR5_BURNING_ROOTS: u16 = 125;
const TR5_PROPELLER_H: u16 = 129;
const TR5_PROPELLER_V: u16 = 130;
const TR5_EXPLOSION: u16 = 149;
const TR5_IRIS_LIGHTNING: u16 = 150;
const TR5_PORTAL: u16 = 158;
const TR5_GEN_SLOT2: u16 = 160;
const TR5_GEN_SLOT3: u16 = 161;
const TR5_GEN_SLOT4: u16 = 162;
const TR5_PUZZLE_ITEM1: u16 = 172;
const TR5_SMASH_OBJECT1: u16 = 397;

fn tr5(entities: Vec<EntityDef>) -> Level {
    level(Game::Tr5, entities)
}

fn with_ocb(mut e: EntityDef, ocb: i16) -> EntityDef {
    e.ocb = ocb;
    e
}

/// Lara's (x, y, z).
fn lara_at(world: &World) -> (i32, i32, i32) {
    let e = &world.entities()[0];
    (e.pos[0], e.pos[1], e.pos[2])
}

/// Sets entity 1's foot so that Lara's feet (y 0) are halfway up its
/// bounding box (a stand-in's body hangs above its origin).
fn level_with_lara(host: &ScriptHost, world: &mut World) {
    let _: () = lua_eval(
        host,
        world,
        "local e = world.entity(1); local _, _, y0, y1 = e:bounds(); e.y = -math.floor((y0 + y1) / 2)",
    );
}

#[test]
fn the_horizontal_fan_blows_lara_away_along_its_axis_within_its_reach() {
    // Yaw 0: its axis is x; its body spans x -80..80 about it. Lara is
    // 2048 behind it on x: 1968 from its nearer face, within the 3072
    // reach of an OCB of 0: 96 x (3072 - 1968) / 3072 = 34 a tick, away
    // from the fan (-x).
    let (mut world, mut host) = bound(
        tr5(vec![entity(
            TR5_PROPELLER_H,
            [LARA_AT[0] + 2048, LARA_AT[2]],
            0,
            0,
        )]),
        &[1],
    );
    level_with_lara(&host, &mut world);
    let (x0, _, z0) = lara_at(&world);
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    let (x1, _, z1) = lara_at(&world);
    assert_eq!(x1 - x0, -34, "the first tick's push");
    assert_eq!(z1, z0, "only along its axis");
    run(&mut world, &mut host, 20, |_| 0, |_, _| {});
    let (x2, _, _) = lara_at(&world);
    let pushed = x0 - x2;
    // Each tick's push is smaller as she is blown away: 21 ticks of at
    // most 34 each, and more than 21 of the last.
    assert!(pushed > 21 * 20 && pushed < 21 * 34, "{pushed}");
    no_script_errors(&host);

    // Outside its reach (4016 from its face), nothing moves her.
    let (mut world, mut host) = bound(
        tr5(vec![entity(
            TR5_PROPELLER_H,
            [LARA_AT[0] + 4096, LARA_AT[2]],
            0,
            0,
        )]),
        &[1],
    );
    level_with_lara(&host, &mut world);
    let before = lara_at(&world);
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    assert_eq!(lara_at(&world), before);
    // An OCB of 5 reaches five sectors: now she is blown.
    let fan = with_ocb(
        entity(TR5_PROPELLER_H, [LARA_AT[0] + 4096, LARA_AT[2]], 0, 0),
        5,
    );
    let (mut world, mut host) = bound(tr5(vec![fan]), &[1]);
    level_with_lara(&host, &mut world);
    let (x0, _, _) = lara_at(&world);
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    // 96 x (5120 - 4016) / 5120 = 20.
    assert_eq!(lara_at(&world).0 - x0, -20);
    // Off, it blows nobody.
    let (mut world, mut host) = bound(
        tr5(vec![entity(
            TR5_PROPELLER_H,
            [LARA_AT[0] + 2048, LARA_AT[2]],
            0,
            0,
        )]),
        &[],
    );
    level_with_lara(&host, &mut world);
    let before = lara_at(&world);
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    assert_eq!(lara_at(&world), before);
    no_script_errors(&host);
}

#[test]
fn the_vertical_fan_lifts_lara_over_it_and_presses_lara_under_it_down() {
    // The fan under her spot, its body's top 1000 below her feet (in a
    // shaft under the floor): 96 x (3072 - 1000) / 3072 = 64 up (measured
    // on one call of its control). Standing, she is back on her floor by
    // the end of the tick: the fan, an item, lifts her before her own turn,
    // whose stance collision puts her feet back on the floor (TOMB5
    // ControlPropeller then LaraControl's lara_col_stop: mid_floor added).
    let (mut world, mut host) = bound(
        tr5(vec![entity(
            TR5_PROPELLER_V,
            [LARA_AT[0], LARA_AT[2]],
            0,
            0,
        )]),
        &[1],
    );
    let _: () = lua_eval(
        &host,
        &mut world,
        "local e = world.entity(1); local _, _, y0 = e:bounds(); e.y = 1000 - y0",
    );
    let lifted: i32 = lua_eval(
        &host,
        &mut world,
        "local l = world.lara(); local y = l.y; \
         require('objects.common.tr5_fan').control(world.entity(1)); \
         local up = y - l.y; l.y = y; return up",
    );
    assert_eq!(lifted, 64, "lifted 64 by one call");
    let y0 = lara_at(&world).1;
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    assert_eq!(lara_at(&world).1, y0, "standing, back on her floor");
    no_script_errors(&host);
    // Over her, its foot 2000 above her feet: 96 x (3072 - 2000) / 3072 =
    // 33 down (measured on one call of its control).
    let (mut world, host) = bound(
        tr5(vec![entity(
            TR5_PROPELLER_V,
            [LARA_AT[0], LARA_AT[2]],
            0,
            0,
        )]),
        &[1],
    );
    let _: () = lua_eval(
        &host,
        &mut world,
        "local e = world.entity(1); local _, _, _, y1 = e:bounds(); e.y = -2000 - y1",
    );
    let pressed: i32 = lua_eval(
        &host,
        &mut world,
        "local l = world.lara(); local y = l.y; \
         require('objects.common.tr5_fan').control(world.entity(1)); return l.y - y",
    );
    assert_eq!(pressed, 33);
    no_script_errors(&host);
}

#[test]
fn the_cooker_flame_sets_lara_alight_over_its_ring_only() {
    // OCB 0: the ring is a quarter sector off on -x and -z: on her spot.
    let on_her = entity(TR5_COOKER_FLAME, [LARA_AT[0] + 256, LARA_AT[2] + 256], 0, 0);
    let (mut world, mut host) = bound(tr5(vec![on_her]), &[1]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    let burning: bool = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.burning == true",
    );
    assert!(burning);
    no_script_errors(&host);
    // OCB 2: the ring is +x +z, half a sector off her: she is safe.
    let off_her = with_ocb(
        entity(TR5_COOKER_FLAME, [LARA_AT[0] + 256, LARA_AT[2] + 256], 0, 0),
        2,
    );
    let (mut world, mut host) = bound(tr5(vec![off_her]), &[1]);
    run(&mut world, &mut host, 30, |_| 0, |_, _| {});
    let burning: bool = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.burning == true",
    );
    assert!(!burning);
    no_script_errors(&host);
}

#[test]
fn the_burning_roots_char_and_free_the_heart() {
    let roots = entity(TR5_BURNING_ROOTS, mid(6, 6), -256, 0);
    let heart = entity(TR5_PUZZLE_ITEM1, mid(6, 6), 0, 0);
    let (mut world, mut host) = bound(tr5(vec![roots, heart]), &[1]);
    let solid: bool = lua_eval(&host, &mut world, "return world.entity(1).solid");
    assert!(solid, "standing roots are solid");
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    let (bits, heart_on): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).mesh_bits, world.entity(2).active",
    );
    assert_eq!(bits & 0xE, 0xE, "meshes 1-3 stand before tick 64");
    assert!(!heart_on);
    run(&mut world, &mut host, 40, |_| 0, |_, _| {});
    let (bits, heart_on, heart_y): (i64, bool, i32) = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).mesh_bits, world.entity(2).active, world.entity(2).y",
    );
    assert_eq!(bits & 0xE, 0, "charred at tick 64");
    assert!(heart_on, "the heart is switched on at tick 96");
    assert_eq!(heart_y, -256, "and set at the roots' foot");
    run(&mut world, &mut host, 200, |_| 0, |_, _| {});
    let (count, awake): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "local e = world.entity(1); return e.state.count, e.awake",
    );
    assert_eq!(count, 256, "burnt out after 256 ticks");
    assert!(!awake);
    no_script_errors(&host);
}

#[test]
fn the_explosion_shatters_smash_objects_near_it_and_hurts_lara_near_it() {
    // Over her: within 768 of her hips she burns and loses a sixteenth of
    // the distance; the pane 1500 away shatters, the one 3000 away stands.
    let blast = entity(TR5_EXPLOSION, [LARA_AT[0], LARA_AT[2]], 0, 0);
    let near_pane = entity(TR5_SMASH_OBJECT1, [LARA_AT[0] + 1500, LARA_AT[2]], 0, 0);
    let far_pane = entity(TR5_SMASH_OBJECT1, [LARA_AT[0] + 3000, LARA_AT[2]], 0, 0);
    let (mut world, mut host) = bound(tr5(vec![blast, near_pane, far_pane]), &[1]);
    let hips: i32 = lua_eval(
        &host,
        &mut world,
        "local l = world.lara(); local _, y = l:mesh_point(0, 0, 0, 0); return y",
    );
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    let (burning, near_broken, far_broken, gone): (bool, bool, bool, bool) = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.burning == true, world.entity(2).state.broken == true, \
         world.entity(3).state.broken == true, not world.entity(1):exists()",
    );
    let h = world.entities()[0].health as i32;
    let d = hips.abs();
    assert!(d < 768, "her hips {hips}");
    // One tick of her own flames may follow the blow.
    assert!(
        (1000 - d / 16 - 7..=1000 - d / 16).contains(&h),
        "{h} after a blow of {}",
        d / 16
    );
    assert!(burning);
    assert!(near_broken);
    assert!(!far_broken);
    assert!(gone, "a plain charge is spent");
    no_script_errors(&host);

    // OCB 5: 35 ticks later; 1100 off on x she is out of its reach.
    let late = with_ocb(
        entity(TR5_EXPLOSION, [LARA_AT[0] + 1100, LARA_AT[2]], 0, 0),
        5,
    );
    let (h, _, host) = health(tr5(vec![late]), &[1], 40);
    assert!(h.iter().all(|&v| v == 1000), "{h:?}");
    no_script_errors(&host);
    let late = with_ocb(
        entity(TR5_EXPLOSION, [LARA_AT[0] + 500, LARA_AT[2]], 0, 0),
        5,
    );
    let (h, _, host) = health(tr5(vec![late]), &[1], 40);
    assert_eq!(h[34], 1000, "not yet at tick 35");
    assert!(h[35] < 1000, "the blast at tick 36: {:?}", &h[30..]);
    no_script_errors(&host);
}

#[test]
fn the_iris_lightning_burns_lara_near_it_12_a_tick() {
    let (h, world, host) = health(
        tr5(vec![entity(
            TR5_IRIS_LIGHTNING,
            [LARA_AT[0], LARA_AT[2]],
            0,
            0,
        )]),
        &[1],
        50,
    );
    assert_eq!(h[0], 988);
    assert_eq!(h[9], 880);
    // 45 ticks of it, then she burns and dies.
    assert_eq!(h[44], 1000 - 45 * 12);
    assert!(h[45] <= 0, "{:?}", &h[40..]);
    assert!(world.entities()[0].health <= 0);
    no_script_errors(&host);
    let (h, _, host) = health(
        tr5(vec![entity(TR5_IRIS_LIGHTNING, mid(6, 6), 0, 0)]),
        &[1],
        20,
    );
    assert!(
        h.iter().all(|&v| v == 1000),
        "three sectors off she is safe"
    );
    no_script_errors(&host);
}

#[test]
fn the_area51_laser_sweeps_along_its_heading_and_cuts_lara() {
    // Facing +z from the room's far side: away from her.
    let (mut world, mut host) = bound(tr5(vec![entity(TR5_GEN_SLOT4, mid(8, 2), 0, 0)]), &[1]);
    let start = world.entities()[1].pos[2];
    let mut zs = Vec::new();
    run(
        &mut world,
        &mut host,
        400,
        |_| 0,
        |_, w| zs.push(w.entities()[1].pos[2] - start),
    );
    assert_eq!(zs[0], 1, "5 / 4 in the first tick");
    let far = *zs.iter().max().unwrap();
    assert!(
        (2560 - 768..=2560 + 256).contains(&far),
        "it runs 2560 ahead: {far}"
    );
    let back = *zs.iter().min().unwrap();
    assert!(back < 0, "then back past its start: {back}");
    no_script_errors(&host);
    // On her spot: 100 a tick.
    let (h, _, host) = health(
        tr5(vec![entity(
            TR5_GEN_SLOT4,
            [LARA_AT[0], LARA_AT[2]],
            0,
            0x4000,
        )]),
        &[1],
        3,
    );
    assert_eq!(h[0], 900, "{h:?}");
    assert_eq!(h[1], 800, "{h:?}");
    no_script_errors(&host);
}

#[test]
fn the_gas_poisons_lara_in_its_room_while_on() {
    let (mut world, mut host) = bound(tr5(vec![entity(TR5_GEN_SLOT2, mid(6, 6), 0, 0)]), &[1]);
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    let dose: i64 = lua_eval(&host, &mut world, "return world.lara().state.poison.target");
    // 2 a tick of gas, and the poison's own worsening of 1 a tick
    // (lara/poison.lua) from the first tick on: the gas, an item, doses
    // her before her own turn worsens the poison (TOMB5 control.cpp
    // ControlPhase: the items' controls, then the poison, then
    // LaraControl).
    assert_eq!(dose, 2 * 10 + 10);
    no_script_errors(&host);
}

#[test]
fn the_portal_flashes_then_sparks_and_gen_slot3_shows_its_ocb_meshes() {
    let (mut world, mut host) = bound(tr5(vec![entity(TR5_PORTAL, mid(6, 6), 0, 0)]), &[1]);
    run(&mut world, &mut host, 30, |_| 0, |_, _| {});
    let (flash, visible): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "local e = world.entity(1); return e.state.flash, e.visible",
    );
    assert_eq!(flash, 13, "its flash lasts 12 ticks after the blast");
    assert!(!visible);
    no_script_errors(&host);
    let slot = with_ocb(entity(TR5_GEN_SLOT3, mid(6, 6), 0, 0), 5);
    let (mut world, mut host) = bound(tr5(vec![slot]), &[]);
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    let bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(bits, 5);
    no_script_errors(&host);
}

#[test]
fn the_expanding_platform_slides_out_of_the_wall_and_bears_lara() {
    // In sector (3, 6) facing +x: its origin moves to x 4095 (the wall's
    // side) and it comes out back towards her, a sector's floor 1024 up.
    let platform = entity(TR4_EXPANDING_PLATFORM, mid(3, 6), 0, 0x4000);
    let (mut world, mut host) = bound(level(Game::Tr4, vec![platform]), &[1]);
    let floor_at = |host: &ScriptHost, world: &mut World, x: i32| -> i32 {
        lua_eval(
            host,
            world,
            &format!("return world.floor(0, {x}, -2000, {})", LARA_AT[2]),
        )
    };
    run(&mut world, &mut host, 32, |_| 0, |_, _| {});
    assert_eq!(
        floor_at(&host, &mut world, 3900),
        -1024,
        "half out at x 3900"
    );
    assert_eq!(floor_at(&host, &mut world, 3300), 0, "not yet at 3300");
    run(&mut world, &mut host, 40, |_| 0, |_, _| {});
    assert_eq!(floor_at(&host, &mut world, 3300), -1024, "all out");
    assert_eq!(floor_at(&host, &mut world, 3100), -1024);
    assert_eq!(
        floor_at(&host, &mut world, 2900),
        0,
        "the next sector is floor"
    );
    // Lara set on it stands on it.
    let _: () = lua_eval(
        &host,
        &mut world,
        "local l = world.lara(); l.x = 3584; l.y = -1024",
    );
    run(&mut world, &mut host, 20, |_| 0, |_, _| {});
    assert_eq!(lara_at(&world).1, -1024, "she stands on it");
    no_script_errors(&host);
}
