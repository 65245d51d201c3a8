//! TR4's normal baboon at the AI object it is sent to (TOMB4 baboon.cpp
//! `BaboonControl`, state 3's last branch and state 21), on a TR4 arena of
//! stand-in models with TOMB4's state numbers: it takes the marker's place
//! and works the switch there, setting off the heavy triggers north of it;
//! killed before, it comes back to it (`ReTriggerBaboon`).

use crate::common;

use common::arena::{
    activate, lengthen, open_room, scripted, stand_in, stand_in_with, BODY_HEIGHT,
};
use common::bestiary::{idle, no_script_trouble, SECTOR, WEST};
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Status, World};

/// TOMB4's ids: the normal baboon, AI_FOLLOW, ANIMATING1.
const BABOON_NORMAL: u16 = 67;
const AI_FOLLOW: u16 = 402;
const ANIMATING1: u16 = 427;
/// The baboon's states: sit 6, walk 2, stop 3, run 4, idles 7, 8, 10, leap
/// 9, death 11, strikes 12-14, working the switch 21 (played over
/// `OPERATE_FRAMES`). It runs slowly: stopping within 682 of the
/// marker (measured from its pivot, 200 ahead), it runs on at most eight
/// frames of 20 and comes no nearer than the 640 at which the follow order
/// has it wait.
const BABOON: &[(u16, i32, u16)] = &[
    (6, 0, 6),
    (2, 10, 2),
    (3, 0, 3),
    (4, 20, 4),
    (7, 0, 6),
    (8, 0, 6),
    (9, 0, 3),
    (10, 0, 3),
    (11, 0, 11),
    (12, 0, 3),
    (13, 0, 3),
    (14, 0, 3),
    (21, 0, 3),
];
const OPERATE: u16 = 21;
/// The frame of state 21 at which the triggers go off
/// (`anims[item->anim_number].frame_base + 212`), and the stand-in's
/// frames of it.
const OPERATE_FRAME: u16 = 212;
const OPERATE_FRAMES: usize = 240;
/// It works the switch from within 682 of the marker (`info.distance <
/// 465124`).
const OPERATE_WITHIN: i32 = 682;
/// The triggers it sets off lie this far towards +z of it
/// (`TestTriggersAtXYZ(x, y, z + 1024, …)`).
const TRIGGER_DZ: i32 = 1024;

/// The marker the baboon goes to (key 1), facing south, and the sector
/// north of it with the heavy trigger switching ANIMATING1 (entity 2) on.
const MARKER: [i32; 3] = [4 * SECTOR + 512, 0, 6 * SECTOR + 512];
const MARKER_YAW: u16 = 0x8000;

/// A TR4 arena: Lara shut in a room of her own, the normal baboon sitting on
/// an AI_FOLLOW of key 1 five sectors east of `MARKER` (another AI_FOLLOW of
/// key 1), and ANIMATING1 off in a corner, switched on by a heavy trigger in
/// the sector 1024 north of the marker.
fn baboon_arena() -> (World, ScriptHost) {
    let mut room = open_room();
    let north = (
        (MARKER[0] / SECTOR) as usize,
        ((MARKER[2] + TRIGGER_DZ) / SECTOR) as usize,
    );
    common::traps::heavy_trigger(&mut room, north, 2);
    let hero = EntityDef::new(0, 1, [21 * SECTOR + 512, 0, SECTOR + 512]);
    let start = [MARKER[0] + 5 * SECTOR, 0, MARKER[2]];
    let mut baboon = EntityDef::new(BABOON_NORMAL, 0, start);
    baboon.angle = WEST;
    let animating = EntityDef::new(ANIMATING1, 0, [SECTOR + 512, 0, SECTOR + 512]);
    let marker = |at: [i32; 3], yaw: u16| {
        let mut m = EntityDef::new(AI_FOLLOW, 0, at);
        m.ocb = 1;
        m.angle = yaw;
        m
    };
    let def = LevelDef {
        rooms: vec![room, RoomDef::boxed(20, 0, 4, 4, 0, -16)],
        models: vec![
            tombrs::builder::hero::hero(),
            lengthen(
                stand_in_with(BABOON_NORMAL as u32, 100, BODY_HEIGHT, BABOON),
                &[(OPERATE, OPERATE_FRAMES)],
            ),
            stand_in(ANIMATING1 as u32, 100, &[(0, 0)]),
        ],
        entities: vec![hero, baboon, animating],
        ai_objects: vec![marker(start, WEST), marker(MARKER, MARKER_YAW)],
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    scripted(level)
}

/// The normal baboon follows its order to the AI_FOLLOW of its key; at a
/// stop within 682 of it (and a click level with it) it takes the
/// marker's place and heading and works the switch (state 21); at the
/// animation's frame 212 the heavy trigger 1024 north of it switches
/// ANIMATING1 on, and Lara no longer targets it (TOMB4 baboon.cpp
/// `BaboonControl`: states 3 and 21).
#[test]
fn the_normal_baboon_works_the_switch_at_its_marker() {
    let (mut world, mut host) = baboon_arena();
    works_the_switch(&mut world, &mut host);
}

/// Killed on its way, the normal baboon goes home hidden and waits for its
/// trigger; back, it follows its key's markers again and works the switch
/// (TOMB4 `ReTriggerBaboon`: FOLLOW again while its trigger_flags are 0).
#[test]
fn the_normal_baboon_killed_on_its_way_comes_back_to_its_switch() {
    let (mut world, mut host) = baboon_arena();
    let home = world.entities()[1].pos;
    for _ in 0..60 {
        host.step(&mut world, idle());
    }
    assert_ne!(world.entities()[1].pos, home, "it never set off");
    common::lua_eval::<()>(&host, &mut world, "world.entity(1):hit(30, world.lara())");
    for _ in 0..60 {
        host.step(&mut world, idle());
    }
    let e = &world.entities()[1];
    assert_eq!(e.pos, home, "not back home");
    assert_eq!(e.status, Status::Inactive, "not waiting for its trigger");
    assert_eq!(world.entities()[2].status, Status::Inactive, "switched on");
    activate(&mut world, &mut host, 1);
    works_the_switch(&mut world, &mut host);
}

/// Runs the arena until the baboon has worked the switch at `MARKER`:
/// where and when it started, the trigger's frame, no longer a target.
fn works_the_switch(world: &mut World, host: &mut ScriptHost) {
    assert_eq!(world.entities()[2].status, Status::Inactive);
    let mut started = None;
    let mut switched_on = None;
    let mut seen = Vec::new();
    for t in 0..900 {
        let before = world.entities()[1].pos;
        host.step(world, idle());
        let e = &world.entities()[1];
        seen.push((t, e.pos, e.state));
        if e.state == OPERATE && started.is_none() {
            let dx = before[0] - MARKER[0];
            assert!(dx > 0 && dx < OPERATE_WITHIN + 200, "it started {dx} off");
            assert_eq!(
                [e.pos[0], e.pos[2]],
                [MARKER[0], MARKER[2]],
                "not in the marker's place"
            );
            assert_eq!(e.rot[1], MARKER_YAW, "not the marker's heading");
            started = Some(t);
        }
        if world.entities()[2].status == Status::Active && switched_on.is_none() {
            switched_on = Some(t);
            assert_eq!(e.state, OPERATE, "switched on outside the switch's work");
            let frame: u16 = common::lua_eval(host, world, "return world.entity(1).frame");
            // The trigger goes off in its control, before the world moves
            // it on to the next frame.
            assert_eq!(
                frame,
                OPERATE_FRAME + 1,
                "switched on after its frame {frame}"
            );
            break;
        }
    }
    no_script_trouble("baboon", host);
    let recent = &seen[seen.len().saturating_sub(30)..];
    assert!(started.is_some(), "it never worked the switch: {recent:?}");
    assert!(
        switched_on.is_some(),
        "the trigger north of it never went off: {recent:?}"
    );
    let targetable: bool = common::lua_eval(host, world, "return world.entity(1).targetable");
    assert!(!targetable, "still a target for Lara");
}
