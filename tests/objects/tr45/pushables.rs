//! TR4/TR5 pushable objects reading their OCB (scripts/objects/common/
//! pushable_block.lua, lib/pushable_ocb.lua) moved by the real TR4 Lara
//! (every model lent from TR_DATA_DIR's tr4/TEST1.TR4; skipped without
//! it), and TR5's steel door (common/tr5_steel_door.lua) on a builder
//! level with a stand-in model.

use crate::common;

use common::arena::{arena_for, open_room, stand_in, LARA_AT};
use common::traps::{bound, entity, mid, no_script_errors, run, SECTOR};
use tombrs::builder::{EntityDef, RoomDef, SectorDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

// Type ids (spec catalogue-tr4-tr5.md).
const TR4_PUSHABLE_OBJECT1: u16 = 156;
const TR5_STEEL_DOOR: u16 = 332;
const TR5_DOOR_TYPE1: u16 = 284;
/// Lara's states (scripts/lara/states.lua).
const PUSH_READY: u16 = 38;

fn lua_eval<T: mlua::FromLuaMulti>(host: &ScriptHost, world: &mut World, code: &str) -> T {
    let _lend = tombrs::script::bindings::WorldGuard::lend(world);
    host.lua().load(code).eval::<T>().unwrap()
}

/// A TR4 level of `room` with the real TR4 Lara at the arena's spot
/// (facing +x), then `entities`; the pushables wear a model of the donor's
/// (TR4's test level places none). `None` without TR_DATA_DIR.
fn tr4_with_lara(room: RoomDef, lara: [i32; 3], entities: Vec<EntityDef>) -> Option<Level> {
    let path = common::shared("tr4/TEST1.TR4")?;
    let donor = Level::load(&std::fs::read(path).unwrap(), Some("tr4")).unwrap();
    let mut level = arena_for(Game::Tr4, room, lara, Vec::new(), entities);
    common::lend_models(&mut level, donor);
    let mut block = level
        .models
        .iter()
        .find(|m| m.animation_count > 0 && m.type_id != 0)
        .expect("a donor model with an animation")
        .clone();
    block.type_id = TR4_PUSHABLE_OBJECT1 as u32;
    level.models.push(block);
    Some(level)
}

/// A pushable of OCB `ocb` one sector ahead of Lara, in `room`.
fn block_ahead(room: RoomDef, ocb: i16) -> Option<Level> {
    let mut block = entity(TR4_PUSHABLE_OBJECT1, mid(3, 6), 0, 0);
    block.ocb = ocb;
    tr4_with_lara(room, LARA_AT, vec![block])
}

/// Holds `bits` for `ticks` ticks; Lara's states and the block's position
/// each tick.
fn hold(world: &mut World, host: &mut ScriptHost, ticks: usize, bits: u32) -> Vec<(u16, [i32; 3])> {
    let mut seen = Vec::new();
    run(
        world,
        host,
        ticks,
        |_| bits,
        |_, w| seen.push((w.entities()[0].state, w.entities()[1].pos)),
    );
    seen
}

#[test]
fn a_tr4_pushable_is_grabbed_and_pushed_a_sector_and_is_no_floor() {
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    // TOMB4 gives the pushable no floor routine: the floor over it is the room's.
    let top: i64 = lua_eval(
        &host,
        &mut world,
        "local b = world.entity(1); return world.floor(b.room, b.x, -2000, b.z)",
    );
    assert_eq!(top, 0, "no floor on top of a TR4 pushable");
    let grab = hold(&mut world, &mut host, 60, Input::ACTION);
    assert!(
        grab.iter().any(|s| s.0 == PUSH_READY),
        "she takes hold of it"
    );
    let push = hold(&mut world, &mut host, 120, Input::ACTION | Input::FORWARD);
    let end = push.last().unwrap().1;
    assert_eq!(end[0], mid(4, 6)[0], "pushed one sector along x: {end:?}");
    assert_eq!(end[2], mid(3, 6)[1], "not sideways");
    assert!(
        world.entities()[0].pos[0] < end[0] - 512,
        "she followed it, behind it"
    );
    no_script_errors(&host);
}

/// Walked into without Action, a TR4 pushable is a solid object (TOMB4
/// MovableBlockCollision's last branch, ObjectCollision → ItemPushLara with
/// big_push): she is held at its box's near side less her radius (100),
/// walking on against it (it is no wall to her walk's own collision), and
/// it does not move.
#[test]
fn a_tr4_pushable_walked_into_holds_her_at_its_box_widened_by_her_radius() {
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let at = world.entities()[1].pos;
    let b = tombrs::world::spheres::best_bounds(world.level(), &world.entities()[1]).map(i32::from);
    let held = at[0] + b[0] - 100;
    let mut xs = Vec::new();
    run(
        &mut world,
        &mut host,
        150,
        |_| Input::FORWARD | Input::WALK,
        |_, w| xs.push((w.entities()[0].pos[0], w.entities()[0].state)),
    );
    assert!(
        xs.iter().all(|&(x, _)| x <= held),
        "never past {held}: {xs:?}"
    );
    let first = xs
        .iter()
        .position(|&(x, _)| x == held)
        .unwrap_or_else(|| panic!("held at {held}: {xs:?}"));
    // State 0: the walk.
    assert!(
        xs[first..].iter().all(|&(_, s)| s == 0),
        "walking on: {xs:?}"
    );
    assert_eq!(world.entities()[1].pos, at, "the block stays");
    no_script_errors(&host);
}

#[test]
fn a_tr4_pushable_that_may_only_be_pushed_refuses_a_pull() {
    // OCB 0x80: never pulled (the NG/TombEngine flag).
    let Some(level) = block_ahead(open_room(), 0x80) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    assert_eq!(world.entities()[0].state, PUSH_READY, "held");
    let pull = hold(&mut world, &mut host, 100, Input::ACTION | Input::BACK);
    assert!(
        pull.iter().all(|s| s.1[0] == mid(3, 6)[0]),
        "a pull moves it not at all"
    );
    // The same block pulls with OCB 0.
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    let pull = hold(&mut world, &mut host, 120, Input::ACTION | Input::BACK);
    assert_eq!(
        pull.last().unwrap().1[0],
        mid(2, 6)[0],
        "OCB 0 is pulled a sector towards her"
    );
    no_script_errors(&host);
}

#[test]
fn a_tr4_pushable_with_a_negative_ocb_is_locked() {
    let Some(level) = block_ahead(open_room(), -1) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    let seen = hold(&mut world, &mut host, 60, Input::ACTION);
    assert!(seen.iter().all(|s| s.0 != PUSH_READY), "no hold");
    let seen = hold(&mut world, &mut host, 60, Input::ACTION | Input::FORWARD);
    assert!(seen.iter().all(|s| s.1[0] == mid(3, 6)[0]), "never moves");
    no_script_errors(&host);
    // OCB 0 but held on by its trigger (TOMB4 wants it inactive): no hold.
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[1]);
    let seen = hold(&mut world, &mut host, 60, Input::ACTION);
    assert!(
        seen.iter().all(|s| s.0 != PUSH_READY),
        "no hold while triggered"
    );
    no_script_errors(&host);
}

#[test]
fn a_climbable_tr4_pushable_carries_her_on_top_at_its_height() {
    // OCB 0x40 + 6 clicks: a floor 1536 up over its sector.
    let mut block = entity(TR4_PUSHABLE_OBJECT1, mid(5, 6), 0, 0);
    block.ocb = 0x40 + 6;
    let on_top = [mid(5, 6)[0], -1536, mid(5, 6)[1]];
    let Some(level) = tr4_with_lara(open_room(), on_top, vec![block]) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    let top: i64 = lua_eval(
        &host,
        &mut world,
        "local b = world.entity(1); return world.floor(b.room, b.x, -2000, b.z)",
    );
    assert_eq!(top, -1536, "its top is a floor six clicks up");
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].pos[1], -1536, "she stands on it");
    assert!(world.entities()[0].health > 0);
    no_script_errors(&host);
}

#[test]
fn a_tr4_pushable_that_may_fall_drops_off_the_ledge() {
    // Columns 4 on are two sectors lower.
    let mut room = open_room();
    for x in 4..11 {
        for z in 1..11 {
            *room.sector_mut(x, z) = SectorDef::open(8, -16);
        }
    }
    // OCB 0x20: it may be pushed off a ledge (NG/TombEngine).
    let Some(level) = block_ahead(room.clone(), 0x20) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    hold(&mut world, &mut host, 150, Input::ACTION | Input::FORWARD);
    let b = world.entities()[1].pos;
    assert_eq!(
        (b[0], b[1]),
        (mid(4, 6)[0], 2048),
        "fell onto the low floor"
    );
    assert_eq!(world.entities()[0].pos[1], 0, "she stays on the ledge");
    // Without the flag the ledge stops it.
    let Some(level) = block_ahead(room, 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    hold(&mut world, &mut host, 150, Input::ACTION | Input::FORWARD);
    assert_eq!(world.entities()[1].pos, [mid(3, 6)[0], 0, mid(3, 6)[1]]);
    no_script_errors(&host);
}

/// The steel door on sector (5, 6) over a heavy trigger opening a door
/// (entity 2).
fn steel_door_level() -> Level {
    let mut room = open_room();
    common::traps::heavy_trigger(&mut room, (5, 6), 2);
    arena_for(
        Game::Tr5,
        room,
        LARA_AT,
        vec![
            stand_in(TR5_STEEL_DOOR as u32, 100, &[(0, 0), (2, 0)]),
            stand_in(TR5_DOOR_TYPE1 as u32, 100, &[(0, 0), (1, 0)]),
        ],
        vec![
            entity(TR5_STEEL_DOOR, mid(5, 6), 0, 0xC000),
            entity(TR5_DOOR_TYPE1, mid(8, 2), 0, 0),
        ],
    )
}

#[test]
fn the_steel_door_drops_rests_is_welded_and_falls_firing_its_trigger() {
    let (mut world, mut host) = bound(steel_door_level(), &[]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[1].pos[1],
        -SECTOR,
        "hung a sector up until triggered"
    );
    common::arena::activate(&mut world, &mut host, 1);
    let mut ys = Vec::new();
    run(
        &mut world,
        &mut host,
        40,
        |_| 0,
        |_, w| ys.push(w.entities()[1].pos[1]),
    );
    assert!(ys.iter().all(|&y| y <= 0), "never below the floor");
    assert!(
        ys.windows(2).any(|w| w[1] < w[0]),
        "bounced back up after its fast landing: {ys:?}"
    );
    assert_eq!(*ys.last().unwrap(), 0, "lies on the floor");
    let phase = |host: &ScriptHost, world: &mut World| -> i64 {
        lua_eval(host, world, "return world.entity(1).state.phase")
    };
    // Resting: no welding yet.
    assert_eq!(phase(&host, &mut world), 0);
    // 61 settlings, one every other tick (TOMB5's > 60).
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 0, "still resting");
    run(&mut world, &mut host, 40, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 1, "welded after its rest");
    // 1536 ticks of welding along the three edges; its cut meshes shift in.
    run(&mut world, &mut host, 400, |_| 0, |_, _| {});
    let bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(bits, 1 << 3, "three cuts by weld tick ~400 (111, 222, 333)");
    assert_ne!(world.entities()[2].status, Status::Active, "no trigger yet");
    run(&mut world, &mut host, 1150, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 2, "cut through");
    let bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(bits, 0x30000, "meshes 16 and 17 once cut through");
    assert_ne!(world.entities()[2].status, Status::Active);
    // 30 ticks, then its fall (state 2); the trigger fires at its end.
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 3, "fallen");
    assert_eq!(world.entities()[1].state, 2, "in its fallen state");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "its trigger opened the door"
    );
    assert!(!world.entities()[1].solid, "no longer in her way");
    no_script_errors(&host);
}
