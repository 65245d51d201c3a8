//! TR4/TR5 switches and doors Lara works with moves of her own
//! (scripts/objects/common/{lara_switch,lara_door}.lua, wired in
//! scripts/objects/tr45/catalogue.lua): builder rooms with stand-in models
//! for the objects and the real Lara (her own animations) of the TR4 and
//! TR5 test levels (skipped without TR_DATA_DIR).

use crate::common;

use common::arena::{arena_for, open_room, stand_in, LARA_AT};
use common::traps::{bound, entity, mid, no_script_errors, run};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::{TriggerAction, TriggerKind};
use tombrs::level::ids::{AnimId, MeshId};
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

// Type ids (spec catalogue-tr4-tr5.md).
const TR4_CROWBAR_ITEM: u16 = 246;
const TR4_TURN_SWITCH: u16 = 316;
const TR4_JUMP_SWITCH: u16 = 319;
const TR4_CROWBAR_SWITCH: u16 = 320;
const TR4_PULLEY: u16 = 321;
const TR4_DOOR_TYPE1: u16 = 322;
const TR4_PUSHPULL_DOOR1: u16 = 330;
const TR5_CROWBAR_ITEM: u16 = 240;
const TR5_CROWBAR_SWITCH: u16 = 281;
const TR5_DOOR_TYPE1: u16 = 284;

fn lua_eval<T: mlua::FromLuaMulti>(host: &ScriptHost, world: &mut World, code: &str) -> T {
    let _lend = tombrs::script::bindings::WorldGuard::lend(world);
    host.lua().load(code).eval::<T>().unwrap()
}

/// The real level of `game`, or `None` without `TR_DATA_DIR`.
fn donor(game: Game) -> Option<Level> {
    let rel = if game == Game::Tr4 {
        "tr4/TEST1.TR4"
    } else {
        "tr5/TEST1.TRC"
    };
    let path = common::shared(rel)?;
    Some(
        Level::load(
            &std::fs::read(&path).unwrap(),
            common::ext(&path).as_deref(),
        )
        .unwrap(),
    )
}

/// `level` with every model of `donor` (its Lara) lent, the builder's own
/// stand-ins (all but the hero) kept after them.
fn with_real_lara(level: Level, donor: Level) -> Level {
    let own = level.clone();
    let mut level = level;
    common::lend_models(&mut level, donor);
    let (mesh0, anim0) = (level.meshes.len() as u32, level.animations.len() as u32);
    let (change0, dispatch0) = (
        level.state_changes.len() as u32,
        level.dispatches.len() as u32,
    );
    level.meshes.extend(own.meshes.iter().cloned());
    for a in &own.animations {
        let mut a = a.clone();
        a.next_animation = AnimId(a.next_animation.0 + anim0);
        a.state_changes = a.state_changes.start + change0..a.state_changes.end + change0;
        level.animations.push(a);
    }
    for s in &own.state_changes {
        let mut s = s.clone();
        s.dispatches = s.dispatches.start + dispatch0..s.dispatches.end + dispatch0;
        level.state_changes.push(s);
    }
    for d in &own.dispatches {
        let mut d = *d;
        d.next_animation = AnimId(d.next_animation.0 + anim0);
        level.dispatches.push(d);
    }
    for m in own.models.iter().filter(|m| m.type_id != 0) {
        let mut m = m.clone();
        m.meshes = m.meshes.iter().map(|id| MeshId(id.0 + mesh0)).collect();
        m.first_animation = m.first_animation.map(|a| AnimId(a.0 + anim0));
        level.models.retain(|d| d.type_id != m.type_id);
        level.models.push(m);
    }
    level
}

/// A stand-in with states 0..n (each animation looping, any state
/// reachable from any other at an animation's end).
fn object(type_id: u16, n: u16) -> ModelDef {
    let states: Vec<(u16, i32)> = (0..n).map(|s| (s, 0)).collect();
    stand_in(type_id as u32, 50, &states)
}

/// A switch trigger on sector (x, z) naming entity 1 first, then entity 2.
fn switch_trigger(room: &mut RoomDef, x: usize, z: usize) {
    let actions = vec![TriggerAction::Object(1), TriggerAction::Object(2)];
    common::traps::floor_trigger(room, (x, z), TriggerKind::Switch, actions);
}

/// A world of `game`: Lara at the arena's spot facing +x, the switch
/// trigger under her naming entity 1 then 2, `entities` from 1 on with
/// stand-in models, the real Lara lent. `None` without TR_DATA_DIR.
fn world_of(game: Game, entities: Vec<EntityDef>, states: u16) -> Option<(World, ScriptHost)> {
    world_with_trigger_at(game, entities, states, (2, 6))
}

/// [`world_of`] with the switch trigger on sector `trigger`.
fn world_with_trigger_at(
    game: Game,
    entities: Vec<EntityDef>,
    states: u16,
    trigger: (usize, usize),
) -> Option<(World, ScriptHost)> {
    let donor = donor(game)?;
    let mut room = open_room();
    switch_trigger(&mut room, trigger.0, trigger.1);
    let mut types: Vec<u16> = entities.iter().map(|e| e.type_id).collect();
    types.sort();
    types.dedup();
    let models = types.iter().map(|&t| object(t, states)).collect();
    let level = with_real_lara(arena_for(game, room, LARA_AT, models, entities), donor);
    let (mut world, host) = bound(level, &[]);
    world.entities_mut()[1].mask = 0x1F;
    Some((world, host))
}

fn lara_anim(host: &ScriptHost, world: &mut World) -> i64 {
    lua_eval(host, world, "return world.lara().anim")
}

fn give(host: &ScriptHost, world: &mut World, item: u16) {
    let _: () = lua_eval(
        host,
        world,
        &format!(
            "local l = world.lara().state; l.inventory = l.inventory or {{}}; \
             l.inventory[{item}] = 1"
        ),
    );
}

/// Holds Action `ticks` ticks; the animations she played, in order, once each.
fn hold(host: &mut ScriptHost, world: &mut World, ticks: usize, bits: u32) -> Vec<i64> {
    let mut seen = Vec::new();
    for _ in 0..ticks {
        host.step(world, Input { bits });
        let a = lara_anim(host, world);
        if seen.last() != Some(&a) {
            seen.push(a);
        }
    }
    seen
}

fn crowbar_switch(game: Game, switch: u16, door: u16, crowbar: u16) {
    // The switch facing her way, 384 ahead: she stands in its bounds
    // (-512..-256 before it).
    let at = [LARA_AT[0] + 384, LARA_AT[2]];
    let ents = || vec![entity(switch, at, 0, 0x4000), entity(door, mid(8, 2), 0, 0)];
    let Some((mut world, mut host)) = world_of(game, ents(), 2) else {
        return;
    };
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let seen = hold(&mut host, &mut world, 90, Input::ACTION);
    assert!(
        !seen.contains(&420),
        "{game:?}: no crowbar, no lever: {seen:?}"
    );
    assert_eq!(world.entities()[1].state, 0, "still off");
    assert_eq!(
        world.entities()[2].status,
        Status::Inactive,
        "the door stays shut"
    );
    assert_eq!(world.entities()[0].pos, LARA_AT, "she was not moved");
    no_script_errors(&host);

    let (mut world, mut host) = world_of(game, ents(), 2).unwrap();
    give(&host, &mut world, crowbar);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let seen = hold(&mut host, &mut world, 90, Input::ACTION);
    assert!(seen.contains(&420), "{game:?}: ANIM_CROWSWITCH: {seen:?}");
    assert_eq!(world.entities()[1].state, 1, "switched on");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "the door opened"
    );
    // Moved to its CrowbarPos (-89, -328 in its frame): 328 behind it
    // along +x, 89 to its side.
    let l = &world.entities()[0];
    assert_eq!([l.pos[0], l.pos[2]], [at[0] - 328, at[1] + 89]);
    no_script_errors(&host);
}

#[test]
fn the_crowbar_switch_wants_the_crowbar_then_she_levers_it_and_the_door_opens() {
    crowbar_switch(
        Game::Tr4,
        TR4_CROWBAR_SWITCH,
        TR4_DOOR_TYPE1,
        TR4_CROWBAR_ITEM,
    );
    crowbar_switch(
        Game::Tr5,
        TR5_CROWBAR_SWITCH,
        TR5_DOOR_TYPE1,
        TR5_CROWBAR_ITEM,
    );
}

#[test]
fn the_pulley_opens_its_door_on_the_ocb_th_pull_only() {
    // OCB 3: three pulls. The pulley 148 ahead of her: she is where
    // PulleyPos puts her.
    let mut p = entity(TR4_PULLEY, [LARA_AT[0] + 148, LARA_AT[2]], 0, 0x4000);
    p.ocb = 3;
    let Some((mut world, mut host)) = world_of(
        Game::Tr4,
        vec![p, entity(TR4_DOOR_TYPE1, mid(8, 2), 0, 0)],
        2,
    ) else {
        return;
    };
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let mut counts = Vec::new();
    let mut door_at = Vec::new();
    for _ in 0..400 {
        host.step(
            &mut world,
            Input {
                bits: Input::ACTION,
            },
        );
        let c: i64 = lua_eval(&host, &mut world, "return world.entity(1).state.count");
        if counts.last() != Some(&c) {
            counts.push(c);
            door_at.push(world.entities()[2].status);
        }
    }
    assert_eq!(
        &counts[..4],
        &[3, 2, 1, 3],
        "three pulls, counted again after"
    );
    assert_eq!(door_at[1], Status::Inactive, "one pull: shut");
    assert_eq!(door_at[2], Status::Inactive, "two pulls: shut");
    assert_eq!(door_at[3], Status::Active, "the third pull opened it");
    no_script_errors(&host);
}

#[test]
fn the_jump_switch_is_pulled_down_from_an_up_jump() {
    // The switch facing her way, 448 behind her (JumpSwitchBounds: she is
    // 384..512 before it along its heading) and 800 up: her up jump peaks
    // 954 up, and falling she comes within 256 of it.
    let at = [LARA_AT[0] - 448, LARA_AT[2]];
    let Some((mut world, mut host)) = world_of(
        Game::Tr4,
        vec![
            entity(TR4_JUMP_SWITCH, at, -800, 0x4000),
            entity(TR4_DOOR_TYPE1, mid(8, 2), 0, 0),
        ],
        2,
    ) else {
        return;
    };
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    // Action alone on the ground does nothing.
    let seen = hold(&mut host, &mut world, 30, Input::ACTION);
    assert!(!seen.contains(&414), "{seen:?}");
    assert_eq!(world.entities()[2].status, Status::Inactive);
    let seen = hold(&mut host, &mut world, 60, Input::ACTION | Input::JUMP);
    assert!(seen.contains(&414), "ANIM_LEAPSWITCH: {seen:?}");
    assert_eq!(world.entities()[1].state, 1, "pulled down");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "the door opened"
    );
    no_script_errors(&host);
}

#[test]
fn the_turn_switch_turns_a_quarter_each_push_while_she_pushes() {
    // Side A (TurnSwitchBoundsA): the wheel 650 to her left along +z, 138
    // ahead; TurnSwitchPosA is where she stands.
    let at = [LARA_AT[0] + 138, LARA_AT[2] + 650];
    let Some((mut world, mut host)) = world_of(
        Game::Tr4,
        vec![
            entity(TR4_TURN_SWITCH, at, 0, 0x4000),
            entity(TR4_DOOR_TYPE1, mid(8, 2), 0, 0),
        ],
        7,
    ) else {
        return;
    };
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let seen = hold(&mut host, &mut world, 6, Input::ACTION);
    assert!(seen.contains(&320), "ANIM_TURNSWITCHA: {seen:?}");
    assert!(
        seen.contains(&350),
        "she pushes (ANIM_TURNSWITCHAB): {seen:?}"
    );
    let turns: i64 = lua_eval(&host, &mut world, "return world.entity(1).state.turns");
    assert!(turns >= 1, "{turns}");
    assert_eq!(
        world.entities()[1].rot[1],
        (0x4000u32.wrapping_sub(0x4000 * turns as u32) & 0xFFFF) as u16,
        "side A turns it -90 degrees a push"
    );
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "the door opened"
    );
    // Let go: she stops pushing and it stops turning.
    let seen = hold(&mut host, &mut world, 20, 0);
    let after: i64 = lua_eval(&host, &mut world, "return world.entity(1).state.turns");
    assert!(after <= turns + 1, "{turns} then {after}");
    assert_eq!(*seen.last().unwrap(), 103, "standing again: {seen:?}");
    no_script_errors(&host);
}

#[test]
fn a_push_pull_door_opens_as_she_pulls_it_from_its_room() {
    // The door facing -x (0xC000), its origin 322 behind her: from its
    // back she is where PullDoorPos (322 along its turned heading) puts her.
    let at = [LARA_AT[0] - 322, LARA_AT[2]];
    let Some((mut world, mut host)) = world_of(
        Game::Tr4,
        vec![entity(TR4_PUSHPULL_DOOR1, at, 0, 0xC000)],
        4,
    ) else {
        return;
    };
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    assert!(world.entities()[1].solid, "shut: solid");
    let seen = hold(&mut host, &mut world, 60, Input::ACTION);
    assert!(seen.contains(&314), "ANIM_PULLDOOR: {seen:?}");
    assert!(!world.entities()[1].solid, "open");
    assert_eq!(world.entities()[1].state, 3, "its pulled state");
    let l = &world.entities()[0];
    assert_eq!([l.pos[0], l.pos[2]], [LARA_AT[0], LARA_AT[2] + 201]);
    no_script_errors(&host);
}

const TR4_COG_SWITCH: u16 = 317;
const TR5_COG_SWITCH: u16 = 278;

/// The door of OCB 1 driven by the cog switch whose trigger names it after
/// the cog (TOMB4/TOMB5 switch.cpp CogSwitchCollision, CogSwitchControl;
/// door.cpp DoorControl). As she starts pushing, the door, shut, takes its
/// place as its rest and runs. Each push sets its lift to 40 ticks (at her
/// COGSWITCHL frame 10: the test levels' Laras play that animation as a
/// single frame, so the push is given as CogSwitchControl gives it): it
/// rises 12 a tick, at most to 256 above its frame's top over its rest,
/// then sinks `sink` a tick (TOMB4 4, TOMB5 2) back to rest.
fn cog_door(game: Game, cog: u16, door_type: u16, sink: i32) {
    // The cog facing her way 856 ahead (CogSwitchPos is where she stands),
    // on sector (3, 6) with its trigger.
    let at = [LARA_AT[0] + 856, LARA_AT[2]];
    let mut door = entity(door_type, mid(8, 2), 0, 0);
    door.ocb = 1;
    let Some((mut world, mut host)) =
        world_with_trigger_at(game, vec![entity(cog, at, 0, 0x4000), door], 2, (3, 6))
    else {
        return;
    };
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let seen = hold(&mut host, &mut world, 20, Input::ACTION);
    assert!(seen.contains(&322), "{game:?}: ANIM_COGSWITCHS: {seen:?}");
    let rest: Option<i64> = lua_eval(&host, &mut world, "return world.entity(2).state.rest_y");
    assert_eq!(rest, Some(0), "{game:?}: its place is its rest");
    assert_eq!(
        world.entities()[2].pos[1],
        0,
        "{game:?}: not lifted before a push"
    );
    // Two pushes 40 ticks apart: it rises 12 a tick until it stops at its
    // highest, which ends the lift; from the next tick it sinks. Pushes
    // are given as CogSwitchControl gives them (the test levels' Laras
    // play ANIM_COGSWITCHL as a single frame, so her frame 10 never comes).
    let mut ys = Vec::new();
    for t in 0..600 {
        if t == 0 || t == 40 {
            let _: () = lua_eval(&host, &mut world, "world.entity(2).state.lift = 40");
        }
        host.step(&mut world, Input { bits: 0 });
        ys.push(world.entities()[2].pos[1]);
    }
    // Its frame's top (its animation held while it runs).
    let (top,): (i64,) = lua_eval(
        &host,
        &mut world,
        "local _, _, y0 = world.entity(2):bounds() return y0",
    );
    let highest = top as i32 - 256;
    // The lift ends on the tick its rise would pass the highest point
    // (DoorControl: y below the bound).
    let up = (-highest / 12 + 1) as usize;
    let want_up: Vec<i32> = (1..=up as i32).map(|k| (-12 * k).max(highest)).collect();
    assert_eq!(
        &ys[..up],
        &want_up[..],
        "{game:?}: 12 a tick up to {highest}"
    );
    let down = (-highest / sink) as usize;
    let want_down: Vec<i32> = (1..=down as i32).map(|k| highest + sink * k).collect();
    assert_eq!(
        &ys[up..up + down],
        &want_down[..],
        "{game:?}: {sink} a tick down"
    );
    assert!(ys[up + down..].iter().all(|&y| y == 0), "{game:?}: at rest");
    assert!(!world.entities()[2].awake, "{game:?}: at rest it sleeps");
    no_script_errors(&host);
}

#[test]
fn the_cog_switch_lifts_its_ocb_1_door_while_she_pushes() {
    cog_door(Game::Tr4, TR4_COG_SWITCH, TR4_DOOR_TYPE1, 4);
    cog_door(Game::Tr5, TR5_COG_SWITCH, TR5_DOOR_TYPE1, 2);
}
