//! TR4's set pieces Lara works with her own moves (scripts/objects/common/
//! operated.lua for the SAS body she drags, scales.lua, element_puzzle.lua;
//! lara/use_item.lua for an item chosen on the inventory ring): builder
//! levels with stand-in models and the demo hero, given stand-in
//! animations at TR4's numbers for her moves (the TR4 test level's own are
//! one-frame placeholders).

use crate::common;

use common::arena::{open_room, stand_in};
use common::controlled::hero_with;
use common::lua_eval;
use common::traps::{bound, entity, heavy_trigger, mid, no_script_errors, run};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

// Type ids (spec catalogue-tr4-tr5.md).
const SAS_DRAG_BLOKE: u16 = 101;
const SCALES: u16 = 113;
const ELEMENT_PUZZLE: u16 = 174;
const PICKUP_ITEM2: u16 = 232;
const BURNING_TORCH_ITEM: u16 = 247;
const WATERSKIN1_EMPTY: u16 = 296;
const WATERSKIN1_2: u16 = 298;
const ANIMATING1: u16 = 427;

// Lara's animations (TOMB4 lara_states.h).
const POUR: usize = 400;
const POUR_INTO: usize = 402;
const LIGHT_TORCH3: usize = 429;
const DRAG_SAS: usize = 440;

/// A TR4 level: the hero with `moves` at `lara` facing +x, then `entities`
/// with stand-ins of `models`; `room` edited by `edit` (triggers).
fn level(
    moves: &[(usize, usize)],
    lara: [i32; 3],
    models: Vec<ModelDef>,
    entities: Vec<EntityDef>,
    edit: impl FnOnce(&mut tombrs::builder::RoomDef),
) -> Level {
    let mut room = open_room();
    edit(&mut room);
    let mut hero = EntityDef::new(0, 0, lara);
    hero.angle = 0x4000;
    let mut all_models = vec![hero_with(moves)];
    all_models.extend(models);
    let def = LevelDef {
        rooms: vec![room],
        models: all_models,
        entities: std::iter::once(hero).chain(entities).collect(),
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap()
}

/// Lara's animation now.
fn lara_anim(host: &ScriptHost, world: &mut World) -> i64 {
    lua_eval(host, world, "return world.lara().anim")
}

#[test]
fn the_sas_body_dragged_sets_off_the_heavy_trigger_two_sectors_behind_her() {
    // She stands 480 behind the body, facing the way it does (+x), in
    // sector (4, 6); two sectors behind where she is moved (460 behind it)
    // is sector (2, 6), whose heavy trigger switches on the animating.
    let lara = [4 * 1024 + 512, 0, 6 * 1024 + 512];
    let body = [lara[0] + 480, lara[2]];
    let lvl = level(
        &[(DRAG_SAS, 20)],
        lara,
        vec![
            stand_in(SAS_DRAG_BLOKE as u32, 100, &[(0, 0)]),
            stand_in(ANIMATING1 as u32, 100, &[(0, 0)]),
        ],
        vec![
            entity(SAS_DRAG_BLOKE, body, 0, 0x4000),
            entity(ANIMATING1, mid(9, 2), 0, 0),
        ],
        |room| heavy_trigger(room, (2, 6), 2),
    );
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert_ne!(world.entities()[2].status, Status::Active, "not yet");
    let mut dragged = false;
    let mut on_at = None;
    for t in 0..40 {
        host.step(
            &mut world,
            Input {
                bits: Input::ACTION,
            },
        );
        dragged |= lara_anim(&host, &mut world) == DRAG_SAS as i64;
        if on_at.is_none() && world.entities()[2].status == Status::Active {
            on_at = Some(t);
        }
    }
    assert!(dragged, "she plays her drag (440)");
    let on_at = on_at.expect("the heavy trigger two sectors behind her fired");
    // The body's own animation (8 frames) plays out first.
    assert!(on_at >= 7, "after the body's animation: {on_at}");
    let (x, done): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "return world.lara().x, world.entity(1).state.done",
    );
    assert_eq!(x, body[0] as i64 - 460, "moved 460 behind the body");
    assert!(done, "dragged once");
    no_script_errors(&host);
}

/// The scales with `ocb` litres wanted, placed so that Lara (facing +x)
/// pours into the pan: 1000 to her right, 256 ahead of her; a heavy
/// trigger under them switches on the animating (entity 2). Lara carries
/// a small waterskin with 2 litres, chosen on the ring.
fn scales_after_pour(ocb: i16) -> (World, ScriptHost, Vec<i64>, bool) {
    let lara = [4 * 1024 + 512, 0, 6 * 1024 + 512];
    let at = [lara[0] + 256, lara[2] - 1000];
    let mut scales = entity(SCALES, at, 0, 0);
    scales.ocb = ocb;
    let lvl = level(
        &[(POUR, 10), (POUR_INTO, 90)],
        lara,
        vec![
            stand_in(SCALES as u32, 100, &[(1, 0), (2, 0), (3, 0), (4, 0)]),
            stand_in(ANIMATING1 as u32, 100, &[(0, 0)]),
        ],
        vec![scales, entity(ANIMATING1, mid(9, 2), 0, 0)],
        |room| heavy_trigger(room, (4, 5), 2),
    );
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    let _: bool = lua_eval(
        &host,
        &mut world,
        &format!(
            "local l = world.lara().state; l.inventory = l.inventory or {{}}; \
             l.inventory[{WATERSKIN1_2}] = 1; l.chosen_item = {WATERSKIN1_2}; return true"
        ),
    );
    let mut states = Vec::new();
    let mut poured_into = false;
    for _ in 0..160 {
        host.step(&mut world, Input { bits: 0 });
        poured_into |= lara_anim(&host, &mut world) == POUR_INTO as i64;
        let s: i64 = lua_eval(&host, &mut world, "return world.entity(1).anim_state");
        if states.last() != Some(&s) {
            states.push(s);
        }
    }
    (world, host, states, poured_into)
}

#[test]
fn the_scales_balance_with_the_right_measure_and_set_off_their_trigger() {
    let (mut world, host, states, poured_into) = scales_after_pour(2);
    assert!(poured_into, "her pour became the pour into the pan (402)");
    assert!(states.contains(&2), "balanced: {states:?}");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "the trigger under them fired"
    );
    let (full, empty, chosen): (i64, i64, bool) = lua_eval(
        &host,
        &mut world,
        &format!(
            "local l = world.lara().state; return l.inventory[{WATERSKIN1_2}], \
             l.inventory[{WATERSKIN1_EMPTY}], l.chosen_item == nil"
        ),
    );
    assert_eq!((full, empty), (0, 1), "the skin was poured out");
    assert!(chosen, "the choice is spent");
    no_script_errors(&host);
}

#[test]
fn the_scales_tip_back_with_the_wrong_measure_and_set_off_nothing() {
    // Three litres wanted, two poured: too little (state 4), back to rest.
    let (world, host, states, _) = scales_after_pour(3);
    assert!(states.contains(&4), "tipped by too little: {states:?}");
    assert!(!states.contains(&2), "never balanced: {states:?}");
    assert_eq!(states.last(), Some(&1), "back at rest: {states:?}");
    assert_ne!(
        world.entities()[2].status,
        Status::Active,
        "nothing set off"
    );
    no_script_errors(&host);
}

/// An element basin of `ocb` 200 ahead of Lara (facing +x) with a heavy
/// trigger under it switching on the animating (entity 2).
fn basin(ocb: i16) -> (World, ScriptHost) {
    let lara = [4 * 1024 + 512, 0, 6 * 1024 + 512];
    let mut b = entity(ELEMENT_PUZZLE, [lara[0] + 200, lara[2]], 0, 0x4000);
    b.ocb = ocb;
    let lvl = level(
        &[(POUR, 10), (POUR_INTO, 90), (LIGHT_TORCH3, 1)],
        lara,
        vec![
            stand_in(ELEMENT_PUZZLE as u32, 100, &[(0, 0)]),
            stand_in(ANIMATING1 as u32, 100, &[(0, 0)]),
        ],
        vec![b, entity(ANIMATING1, mid(9, 2), 0, 0)],
        |room| heavy_trigger(room, (4, 6), 2),
    );
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    (world, host)
}

#[test]
fn the_water_basin_fills_from_a_chosen_waterskin_and_sets_off_its_trigger() {
    let (mut world, mut host) = basin(0);
    let empty_bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(empty_bits, 80, "empty (InitialiseElementPuzzle)");
    let _: bool = lua_eval(
        &host,
        &mut world,
        &format!(
            "local l = world.lara().state; l.inventory = l.inventory or {{}}; \
             l.inventory[{WATERSKIN1_2}] = 1; l.chosen_item = {WATERSKIN1_2}; return true"
        ),
    );
    run(&mut world, &mut host, 120, |_| 0, |_, _| {});
    let bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(bits, 48, "filled");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "its trigger fired"
    );
    no_script_errors(&host);
}

#[test]
fn the_oil_basin_takes_the_oil_and_burns_once_her_lit_torch_is_held_to_it() {
    let (mut world, mut host) = basin(1);
    let _: bool = lua_eval(
        &host,
        &mut world,
        &format!(
            "require('lara.use_item').POURS.PICKUP_ITEM2 = 'oil'; \
             local l = world.lara().state; l.inventory = l.inventory or {{}}; \
             l.inventory[{PICKUP_ITEM2}] = 1; l.chosen_item = {PICKUP_ITEM2}; return true"
        ),
    );
    run(&mut world, &mut host, 120, |_| 0, |_, _| {});
    let (bits, oil, stage): (i64, i64, String) = lua_eval(
        &host,
        &mut world,
        &format!(
            "local e = world.entity(1); return e.mesh_bits, \
             world.lara().state.inventory[{PICKUP_ITEM2}], e.state.stage"
        ),
    );
    assert_eq!(
        (bits, oil, stage.as_str()),
        (3, 0, "filled"),
        "oil poured in, used up"
    );
    assert_ne!(
        world.entities()[2].status,
        Status::Active,
        "oil alone sets off nothing"
    );
    // Her lit torch held to it with Action.
    let _: bool = lua_eval(
        &host,
        &mut world,
        &format!("require('lara.torch').take(world.lara(), true, {BURNING_TORCH_ITEM}, nil); return true"),
    );
    run(&mut world, &mut host, 40, |_| Input::ACTION, |_, _| {});
    let stage: String = lua_eval(&host, &mut world, "return world.entity(1).state.stage");
    assert_eq!(stage, "burning");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "its trigger fired as it caught"
    );
    no_script_errors(&host);
}
