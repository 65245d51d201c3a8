//! TR5's set pieces of the VCI building and the RESET_TEST flipeffect:
//! the motion sensors (objects/common/tr5_motion_sensor.lua), the X-ray
//! machine controller (tr5_xray_machine.lua) with `world.trigger_kind`,
//! and creatures sent back to their start (ai/start.lua). Builder levels
//! with stand-in models and the demo hero; the reset test lends the real
//! TR5 level's Lara and blue guard (skipped without `TR_DATA_DIR`).

use crate::common;

use common::arena::{arena_for, open_room, stand_in, LARA_AT};
use common::lua_eval;
use common::traps::{bound, entity, floor_trigger, heavy_trigger, mid, no_script_errors, shoot};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::TriggerKind;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Event, Hooks, Input, Status, World};

// TR5 type ids (scripts/objects/tr45/names_tr5.lua).
const BLUE_GUARD: u16 = 37;
const MOTION_SENSORS: u16 = 153;
const XRAY_CONTROLLER: u16 = 156;
const HK_ITEM: u16 = 345;
const ANIMATING1: u16 = 416;

// TR5's sounds: SFX_EXPLOSION2, SFX_ALARM.
const EXPLOSION2: u16 = 106;
const ALARM: u16 = 272;
const RESET_TEST: u16 = 33;

/// A TR5 arena: the demo hero at `LARA_AT` facing +x, `placed` after her
/// (entity 1, 2, …), stand-ins of the sensor, the X-ray controller and
/// the animating; `edit` lays the triggers.
fn level(placed: Vec<EntityDef>, edit: impl FnOnce(&mut RoomDef)) -> Level {
    let mut room = open_room();
    edit(&mut room);
    let models = [MOTION_SENSORS, XRAY_CONTROLLER, ANIMATING1]
        .map(|t| stand_in(t as u32, 100, &[(0, 0)]))
        .to_vec();
    arena_for(Game::Tr5, room, LARA_AT, models, placed)
}

fn step(world: &mut World, host: &mut ScriptHost, bits: u32) {
    host.step(world, Input { bits });
}

fn sounds(world: &World) -> Vec<u16> {
    world
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Sound { sound, .. } => Some(*sound),
            _ => None,
        })
        .collect()
}

/// The sensor (entity 1) sweeps while she stands; her run trips the heavy
/// trigger of its square (switching on the animating, entity 2); then it
/// turns its eye on her; a bullet then makes it burst and go.
#[test]
fn a_motion_sensor_sweeps_trips_when_she_runs_and_bursts_when_shot() {
    // Placed at the middle of sector (8, 3) facing +z: it hangs 360 behind
    // (z 3224, still sector 3) and 88 up.
    let at = mid(8, 3);
    let lvl = level(
        vec![
            entity(MOTION_SENSORS, at, 0, 0),
            entity(ANIMATING1, mid(10, 10), 0, 0),
        ],
        |room| heavy_trigger(room, (8, 3), 2),
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    let pos = world.entities()[1].pos;
    assert_eq!(pos, [at[0], -88, at[1] - 360], "hung behind and above");
    let mut yaws = Vec::new();
    // Each leg eases by a 32nd: about 120 ticks out, 140 back.
    for _ in 0..300 {
        step(&mut world, &mut host, 0);
        yaws.push(world.entities()[1].rot[1]);
    }
    assert_ne!(
        world.entities()[2].status,
        Status::Active,
        "standing still trips nothing"
    );
    // The sweep: from 0x2800 left of its heading towards 0x2800 right.
    let signed: Vec<i32> = yaws.iter().map(|&y| y as i16 as i32).collect();
    let (lo, hi) = (*signed.iter().min().unwrap(), *signed.iter().max().unwrap());
    assert!(lo < -0x2000, "swept left: {lo:#x}");
    assert!(hi > 0x1000, "swept back right: {hi:#x}");
    assert!(
        lo >= -0x2800 && hi <= 0x2800,
        "within its sweep: {lo:#x}..{hi:#x}"
    );
    let mut tripped_at = None;
    for t in 0..40 {
        step(&mut world, &mut host, Input::FORWARD);
        if tripped_at.is_none() && world.entities()[2].status == Status::Active {
            tripped_at = Some(t);
        }
    }
    let ran: i64 = lua_eval(&host, &mut world, "return world.lara().anim_state");
    assert!(
        tripped_at.is_some(),
        "her run (state {ran}) tripped its trigger"
    );
    // Its eye follows her (west and south of it, off its sweep).
    for _ in 0..60 {
        step(&mut world, &mut host, 0);
    }
    let (to_her, yaw): (i64, i64) = lua_eval(
        &host,
        &mut world,
        "local e, l = world.entity(1), world.lara() return e:angle_to(l), e.yaw",
    );
    assert!(
        to_her.abs() < 512,
        "it eyes her (yaw {yaw:#x}, off by {to_her})"
    );
    shoot(&mut world, &host, 1);
    world.take_events();
    step(&mut world, &mut host, 0);
    assert!(sounds(&world).contains(&EXPLOSION2), "{:?}", sounds(&world));
    assert!(!world.entities()[1].exists(), "blown away");
    no_script_errors(&host);
}

/// `world.trigger_kind` names the kind of a sector's trigger.
#[test]
fn trigger_kind_reports_the_kind_of_the_trigger_under_a_point() {
    let lvl = level(vec![entity(ANIMATING1, mid(10, 10), 0, 0)], |room| {
        floor_trigger(room, (2, 6), TriggerKind::Skeleton, Vec::new());
        heavy_trigger(room, (5, 5), 1);
    });
    let (mut world, host) = bound(lvl, &[]);
    let (here, heavy, none): (Option<String>, Option<String>, Option<String>) = lua_eval(
        &host,
        &mut world,
        "local l = world.lara() return world.trigger_kind(l.room, l.x, l.y, l.z), \
         world.trigger_kind(0, 5 * 1024 + 100, 0, 5 * 1024 + 900), \
         world.trigger_kind(0, 9 * 1024, 0, 9 * 1024)",
    );
    assert_eq!(here.as_deref(), Some("skeleton"));
    assert_eq!(heavy.as_deref(), Some("heavy"));
    assert_eq!(none, None);
    let bad: mlua::Result<Option<String>> = {
        let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
        host.lua()
            .load("return world.trigger_kind(9999, 0, 0, 0)")
            .eval()
    };
    assert!(
        bad.is_err(),
        "a room that does not exist is an error, not a panic"
    );
}

/// An X-ray controller of `ocb` (entity 1) at sector (8, 3) whose heavy
/// trigger switches on the animating (entity 2); a skeleton trigger under
/// Lara's square.
fn xray(ocb: i16) -> (World, ScriptHost) {
    let mut x = entity(XRAY_CONTROLLER, mid(8, 3), 0, 0);
    x.ocb = ocb;
    let lvl = level(vec![x, entity(ANIMATING1, mid(10, 10), 0, 0)], |room| {
        heavy_trigger(room, (8, 3), 2);
        floor_trigger(room, (2, 6), TriggerKind::Skeleton, Vec::new());
    });
    bound(lvl, &[1])
}

/// OCB 0: the X-ray room sees her skeleton; only with the HK does it set
/// off its trigger, then it sounds the alarm every 30 ticks.
#[test]
fn the_xray_machine_alarms_when_it_sees_the_hk_on_her_skeleton() {
    let (mut world, mut host) = xray(0);
    for _ in 0..20 {
        step(&mut world, &mut host, 0);
    }
    assert_ne!(
        world.entities()[2].status,
        Status::Active,
        "no HK, no alarm"
    );
    lua_eval::<()>(
        &host,
        &mut world,
        &format!(
            "local l = world.lara() l.state.inventory = l.state.inventory or {{}} \
             l.state.inventory[{HK_ITEM}] = 1"
        ),
    );
    let mut alarms = Vec::new();
    for t in 0..100 {
        world.take_events();
        step(&mut world, &mut host, 0);
        if sounds(&world).contains(&ALARM) {
            alarms.push(t);
        }
    }
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "its trigger fired"
    );
    assert!(alarms.len() >= 3, "the alarm sounds: {alarms:?}");
    let gaps: Vec<usize> = alarms.windows(2).map(|w| w[1] - w[0]).collect();
    assert!(
        gaps.iter().all(|&g| g == 31),
        "every 30 ticks counted down: {gaps:?}"
    );
    no_script_errors(&host);
}

/// OCB 111: 15 ticks after her shot it sets off its trigger and goes.
#[test]
fn the_xray_machine_of_ocb_111_fires_its_trigger_15_ticks_after_her_shot() {
    let (mut world, mut host) = xray(111);
    for _ in 0..10 {
        step(&mut world, &mut host, 0);
    }
    assert_ne!(world.entities()[2].status, Status::Active, "no shot yet");
    lua_eval::<()>(
        &host,
        &mut world,
        "local l = world.lara() l.state.guns = l.state.guns or {} \
         l.state.guns.fired_tick = world.tick()",
    );
    let mut on_at = None;
    for t in 0..30 {
        step(&mut world, &mut host, 0);
        if on_at.is_none() && world.entities()[2].status == Status::Active {
            on_at = Some(t);
        }
    }
    assert_eq!(on_at, Some(15), "15 ticks after the shot");
    assert_eq!(
        world.entities()[1].status,
        Status::Deactivated,
        "then it goes"
    );
    no_script_errors(&host);
}

/// RESET_TEST: a blue guard that came at her is back on its start square,
/// facing its start heading, in animation 0 and state 1, switched off and
/// unseen; switched on again it shows and comes again.
#[test]
fn reset_test_sends_the_active_guards_back_to_their_start() {
    use common::moves::{lara_at, level_def, with_models};
    let start = [8 * 1024 + 512, 0, 6 * 1024 + 512];
    let mut guard = EntityDef::new(BLUE_GUARD, 0, start);
    guard.angle = 0xC000;
    let def = level_def(
        vec![RoomDef::boxed(0, 0, 12, 12, 0, -16)],
        lara_at(LARA_AT, 0x4000),
        vec![guard],
    );
    let Some(level) = with_models(&def, Game::Tr5) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping RESET_TEST");
        return;
    };
    let (mut world, mut host) = bound(level, &[1]);
    for _ in 0..150 {
        step(&mut world, &mut host, 0);
    }
    let moved = start[0] - world.entities()[1].pos[0];
    assert!(moved > 1024, "the guard came at her ({moved})");
    let lara = world.entities()[0].id;
    host.flipeffect(&mut world, RESET_TEST, Some(lara), None, None);
    step(&mut world, &mut host, 0);
    let e = &world.entities()[1];
    assert_eq!(e.pos, start, "back on its start square");
    assert_eq!(e.rot[1], 0xC000, "facing its start heading");
    assert_eq!(e.state, 1, "in state 1");
    assert_eq!(e.status, Status::Inactive, "switched off");
    let (anim, visible): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "local e = world.entity(1) return e.anim_id - e.state.ai.anim_base, e.visible",
    );
    assert_eq!(anim, 0, "its first animation");
    assert!(!visible, "unseen until triggered");
    for _ in 0..30 {
        step(&mut world, &mut host, 0);
    }
    assert_eq!(world.entities()[1].pos, start, "it waits while off");
    common::arena::activate(&mut world, &mut host, 1);
    for _ in 0..150 {
        step(&mut world, &mut host, 0);
    }
    let visible: bool = lua_eval(&host, &mut world, "return world.entity(1).visible");
    assert!(visible, "shown once switched on");
    assert!(
        start[0] - world.entities()[1].pos[0] > 1024,
        "and it comes again"
    );
    no_script_errors(&host);
}
