//! The demigods' rules beyond their fights (TOMB4 demigod.cpp
//! `InitialiseDemigod`, `DemigodControl`): held still and whole while the
//! DEMIGOD3 found at their start runs, the Chambers of Tulun's rule (one
//! not in Lara's zone follows the AI_FOLLOW of her location), and the
//! hammer knocking her off a climbing wall. Stand-in models of TOMB4's
//! state numbers (creatures/tr4/bosses.rs).

use crate::common;

use super::bosses::{
    model, placed_level, LaraAt, Marker, Placed, DEMIGOD1, DEMIGOD2, DEMIGOD_LONG, DEMIGOD_STATES,
};
use common::arena::{activate, scripted_on, LARA_AT};
use common::bestiary::{idle, lara_shoots, no_script_trouble, SECTOR};
use common::lua_eval;
use tombrs::builder::RoomDef;
use tombrs::level::floordata::FloorFunction;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

const DEMIGOD3: u32 = 81;
const AI_FOLLOW: u16 = 402;
/// The demigods' states: DEMIGOD2's aim 3, the hammer 14.
const AIM: u16 = 3;
const HAMMER: u16 = 14;
/// Lara's states: the climbing stance (56), the jump she falls in (3).
const LADDER_IDLE: u16 = 56;
const FORWARD_JUMP: u16 = 3;
/// The hero's climbing-stance and fall animations (scripts/lara/anims.lua
/// `hero`: `ladder_idle`, `fall_start`).
const HERO_LADDER_IDLE: i64 = 39;
const HERO_FALL: i64 = 16;

/// A TR4 level of `rooms`: Lara, then `placed`, every demigod's stand-in,
/// and `markers` as AI objects.
fn level(rooms: Vec<RoomDef>, lara: LaraAt, placed: &[Placed], markers: &[Marker]) -> Level {
    let models = [DEMIGOD1, DEMIGOD2, DEMIGOD3]
        .iter()
        .map(|&t| model(t, 400, DEMIGOD_STATES, DEMIGOD_LONG))
        .collect();
    placed_level(rooms, models, lara, placed, markers)
}

/// `level` played as the level named `name` (its catalogue overrides
/// taken), entity 1 switched on.
fn in_level(level: Level, name: &str) -> (World, ScriptHost) {
    common::arena::scripted_as(level, Some(name), 1, 1)
}

fn steps(world: &mut World, host: &mut ScriptHost, n: usize) {
    for _ in 0..n {
        host.step(world, idle());
    }
}

#[test]
fn a_demigod_is_held_whole_while_its_demigod3_runs() {
    // DEMIGOD2 three sectors from Lara; a DEMIGOD3 shut away in a closed
    // room far off (InitialiseDemigod finds it whatever the distance).
    let rooms = vec![
        RoomDef::boxed(0, 0, 12, 12, 0, -16),
        RoomDef::boxed(20, 0, 4, 4, 0, -16),
    ];
    let demigod2 = [LARA_AT[0] + 3 * SECTOR, 0, LARA_AT[2]];
    let demigod3 = [21 * SECTOR + 512, 0, SECTOR + 512];
    let (mut world, mut host) = scripted_on(
        level(
            rooms,
            (0, LARA_AT, 0x4000),
            &[(DEMIGOD2, 0, demigod2, 0xC000), (DEMIGOD3, 1, demigod3, 0)],
            &[],
        ),
        0,
    );
    activate(&mut world, &mut host, 2);
    activate(&mut world, &mut host, 1);
    // DemigodControl: while the DEMIGOD3 is active, back to full hit points
    // (200) and nothing else: no turn, no move, no animation.
    let before = world.entities()[1].clone();
    for t in 0..90 {
        if t == 30 {
            lara_shoots(&host, &mut world, 1, 50);
        }
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        assert_eq!(
            (e.pos, e.rot, e.frame, e.state),
            (before.pos, before.rot, before.frame, before.state),
            "DEMIGOD2 moved while held at {t}"
        );
    }
    assert_eq!(world.entities()[1].health, 200, "DEMIGOD2: not whole");
    // The DEMIGOD3 stops (dead and played out): DEMIGOD2 fights again.
    lara_shoots(&host, &mut world, 2, 200);
    let mut aimed = false;
    for _ in 0..200 {
        host.step(&mut world, idle());
        aimed |= world.entities()[1].state == AIM;
    }
    assert!(aimed, "DEMIGOD2: never aimed once its DEMIGOD3 stopped");
    no_script_trouble("demigods", &host);
}

/// The arena with a platform four clicks high over its west side (sector
/// columns 1-4): out of reach of a demigod's class (it climbs a click and
/// drops two), a zone of its own.
fn split_arena() -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for i in 1..=4 {
        for j in 1..11 {
            room.sector_mut(i, j).floor = [-4; 4];
        }
    }
    room
}

#[test]
fn out_of_her_zone_a_tulun_demigod_follows_her_locations_marker() {
    // Lara on the platform; DEMIGOD1 on the floor five sectors east of
    // her, facing her; the AI_FOLLOW of her location (0) behind him in the
    // arena's south-east.
    let lara = [2 * SECTOR + 512, -4 * 256, 6 * SECTOR + 512];
    let post = [7 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let marker = [10 * SECTOR + 512, 0, 2 * SECTOR + 512];
    let build = || {
        level(
            vec![split_arena()],
            (0, lara, 0x4000),
            &[(DEMIGOD1, 0, post, 0xC000)],
            &[(AI_FOLLOW, marker, 0)],
        )
    };
    let near_marker = |world: &World| {
        let p = world.entities()[1].pos;
        (p[0] - marker[0]).abs() < 640 && (p[2] - marker[2]).abs() < 640
    };
    // The catalogue of the Chambers of Tulun (levels/tr4/CORTYARD.lua)
    // gives the rule.
    let (mut world, mut host) = in_level(build(), "CORTYARD");
    let ruled: bool = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).params.follow_out_of_zone == true",
    );
    assert!(ruled, "the Chambers of Tulun's demigod lacks the rule");
    let mut reached = false;
    for _ in 0..600 {
        host.step(&mut world, idle());
        reached |= near_marker(&world);
    }
    assert!(
        reached && near_marker(&world),
        "DEMIGOD1 did not go to her location's AI_FOLLOW and wait ({:?})",
        world.entities()[1].pos
    );
    // She comes down into his zone: no orders, he comes for her.
    world.entities_mut()[0].pos = [5 * SECTOR + 512, 0, 9 * SECTOR + 512];
    host.step(&mut world, idle());
    let ordered: bool = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).state.ai.orders ~= nil",
    );
    assert!(!ordered, "DEMIGOD1 still follows in her zone");
    let apart = |w: &World| {
        let (a, b) = (w.entities()[1].pos, w.entities()[0].pos);
        ((a[0] - b[0]) as f64).hypot((a[2] - b[2]) as f64)
    };
    let from = apart(&world);
    steps(&mut world, &mut host, 60);
    assert!(apart(&world) < from, "DEMIGOD1 did not come for her");
    no_script_trouble("demigods", &host);
}

/// Rooms 0-114: small closed cells far off; room 115: the arena with a
/// wall along its east side (column 10 raised to the ceiling's height
/// less four clicks) that the sectors of column 9 may climb eastwards.
fn rooms_past_114() -> Vec<RoomDef> {
    let mut rooms: Vec<RoomDef> = (0..115)
        .map(|i| RoomDef::boxed(40 + 3 * i, 40, 2, 2, 0, -8))
        .collect();
    let mut arena = RoomDef::boxed(0, 0, 12, 12, 0, -20);
    for j in 1..11 {
        arena.sector_mut(10, j).floor = [-16; 4];
        arena
            .sector_mut(9, j)
            .functions
            .push(FloorFunction::Climb(0x02));
    }
    rooms.push(arena);
    rooms
}

#[test]
fn the_hammer_knocks_her_off_a_climbing_wall() {
    // Lara in the climbing stance on the east wall, her feet four clicks
    // up; DEMIGOD1 two sectors west of her facing her (within 3072).
    let wall = 10 * SECTOR;
    let lara = [wall - 120, -4 * 256, 6 * SECTOR + 512];
    let god = [lara[0] - 2 * SECTOR, 0, lara[2]];
    let (mut world, mut host) = scripted_on(
        level(
            rooms_past_114(),
            (115, lara, 0x4000),
            &[(DEMIGOD1, 115, god, 0x4000)],
            &[],
        ),
        1,
    );
    lua_eval::<()>(
        &host,
        &mut world,
        &format!(
            "local l = world.lara(); l:set_anim({HERO_LADDER_IDLE}); l.goal_state = {LADDER_IDLE}; \
             l.gravity = false"
        ),
    );
    let mut knocked = None;
    for _ in 0..200 {
        let before = world.entities()[0].clone();
        // She holds on (Action held).
        host.step(
            &mut world,
            Input {
                bits: Input::ACTION,
            },
        );
        if before.state == LADDER_IDLE && world.entities()[0].state != LADDER_IDLE {
            knocked = Some((before, world.entities()[0].clone()));
            break;
        }
    }
    let (before, after) = knocked.expect("Lara: never left the wall");
    assert_eq!(world.entities()[1].state, HAMMER, "not the hammer's blow");
    // DemigodControl at the hammer's frame 26: her fall (ANIM_FALLDOWN,
    // the hero's fall 16, its own state) heading for the forward jump, 50
    // back along x (-50 sin(yaw) >> 14, her heading east), falling at
    // speed 2.
    let (anim, goal): (i64, i64) = lua_eval(
        &host,
        &mut world,
        "local l = world.lara(); return l.anim, l.goal_state",
    );
    assert_eq!(anim, HERO_FALL, "Lara: not in her fall");
    assert!(
        goal == FORWARD_JUMP as i64 || after.state == FORWARD_JUMP,
        "Lara: not heading for the forward jump (goal {goal})"
    );
    assert!(after.gravity, "Lara: not falling");
    assert_eq!(
        after.pos[2], before.pos[2],
        "Lara: moved along z (the routine moves her along x)"
    );
    // Then her fall moves her on by its speed (2, east) in the same tick.
    assert_eq!(
        after.pos[0],
        before.pos[0] - 50 + 2,
        "Lara: not 50 back from the wall, then 2 on"
    );
    assert_eq!(world.entities()[1].state, HAMMER);
    no_script_trouble("demigods", &host);
}
