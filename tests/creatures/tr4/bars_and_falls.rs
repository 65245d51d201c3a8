//! The TR4 skeleton's and baddy's moves off the ground, on TR4 arenas of
//! stand-in models carrying TOMB4's state numbers (and, where the routine
//! tests an animation, its animation numbers): the skeleton's jump that
//! comes down short over a pit falls and shatters; aimed at beside a wall
//! it leaps aside; a crossbow bolt knocks off its sword arm and it flees. A
//! baddy swinging along monkey bars kicks Lara off the bars she hangs from,
//! and a baddy killed on the bars lets go, falls and lies where it lands.

use crate::common;

use super::leaps::{
    across, across_in, baddy, gap_room, pit_room, BARS, BARS_PIT, BODY_HEIGHT, FAR_EDGE, NEAR_EDGE,
    PIT_DEPTH, SKELETON,
};
use super::monsters::SKELETON_STATES;
use common::arena::{
    arena_rooms_for, entities_of, open_room, scripted_on, stand_in_with, LARA_AT, STILL,
};
use common::bestiary::{idle, no_script_trouble, SECTOR, WEST};
use tombrs::builder::models::{MeshDef, ModelDef};
use tombrs::builder::{Material, RoomDef};
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

/// TOMB4 skeleton.cpp's states met here: stop 2, walk 15, leaping aside
/// left 19 and right 20, the jump 21, the fall 23.
const SKELETON_STOP: u16 = 2;
const LEAP_LEFT: u16 = 19;
const LEAP_RIGHT: u16 = 20;
const SKELETON_JUMP: u16 = 21;
const SKELETON_FALL: u16 = 23;
/// The skeleton's animations the routine names: the jump's start 40, its
/// landing part 43, the fall 44 (skeleton.cpp `anim_index + 40/43/44`).
const JUMP_START_ANIM: usize = 40;
const JUMP_LAND_ANIM: usize = 43;
const FALL_ANIM: usize = 44;
/// A landing part over a floor more than this below falls (skeleton.cpp
/// state 21: `h > item->pos.y_pos + 1280`).
const SHORT_JUMP_DROP: i32 = 1280;

/// A TR4 level of `room` with Lara at her spot, `models` and the entities
/// `placed` (type, where, yaw, OCB), the first of them switched on.
fn tr4_arena(
    room: RoomDef,
    models: Vec<ModelDef>,
    placed: &[(u32, [i32; 3], u16, i16)],
) -> (World, ScriptHost) {
    let level = arena_rooms_for(Game::Tr4, vec![room], LARA_AT, models, entities_of(placed));
    scripted_on(level, 1)
}

/// The skeleton's stand-in numbered as TOMB4's model from animation 26 on:
/// its jump starts in animation 40 and goes on to its landing part 43 (each
/// `leap` a frame, eight frames), the fall is 44, the leaps aside 34 and
/// 37; the rest are stops.
fn skeleton_with_its_jump(leap: i32) -> ModelDef {
    let mut states: Vec<(u16, i32, u16)> = SKELETON_STATES.to_vec();
    states.resize(48, (SKELETON_STOP, STILL, SKELETON_STOP));
    states[34] = (LEAP_LEFT, STILL, SKELETON_STOP);
    states[37] = (LEAP_RIGHT, STILL, SKELETON_STOP);
    states[JUMP_START_ANIM] = (SKELETON_JUMP, leap, SKELETON_JUMP);
    states[JUMP_LAND_ANIM] = (SKELETON_JUMP, leap, SKELETON_STOP);
    states[FALL_ANIM] = (SKELETON_FALL, STILL, SKELETON_FALL);
    let mut model = stand_in_with(SKELETON, 400, BODY_HEIGHT, &states);
    model.animations[JUMP_START_ANIM].next_anim = JUMP_LAND_ANIM;
    model
}

/// The skeleton stands 556 from the one-block pit, facing it: its probes
/// find the pit 870 ahead and Lara's side level 1740 ahead, a jump (not a
/// long one); but this jump carries it only 800 (two animations of 400),
/// so it comes down over the pit. In its landing part
/// (animation 43) over a floor more than 1280 below it falls (animation 44,
/// state 23) and, on the pit's floor, shatters: her kill, the body gone
/// (TOMB4 skeleton.cpp `SkeletonControl`, states 21, 23/24).
#[test]
fn a_skeleton_whose_jump_comes_down_short_falls_and_shatters() {
    let at = [FAR_EDGE + 556, 0, LARA_AT[2]];
    let placed = [(SKELETON, at, WEST, 0)];
    let (mut world, mut host) = tr4_arena(gap_room(), vec![skeleton_with_its_jump(50)], &placed);
    // Square on to the pit (the creature library spreads a creature's
    // heading at its start).
    common::lua_eval::<()>(&host, &mut world, &format!("world.entity(1).yaw = {WEST}"));
    let pit_floor = PIT_DEPTH * 256;
    let mut jumped = false;
    let mut fell_at = None;
    let mut seen = Vec::new();
    for t in 0..1500 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        seen.push((t, e.pos, e.state));
        jumped |= e.state == SKELETON_JUMP;
        if e.state == SKELETON_FALL && fell_at.is_none() {
            fell_at = Some(e.pos);
            let before = seen[seen.len() - 2];
            assert_eq!(before.2, SKELETON_JUMP, "it fell from {before:?}");
        }
        if e.status != Status::Active {
            break;
        }
    }
    no_script_trouble("skeleton", &host);
    assert!(jumped, "it never jumped: {:?}", &seen[seen.len() - 30..]);
    let jump = seen.iter().position(|s| s.2 == SKELETON_JUMP).unwrap_or(0);
    let around = &seen[jump.saturating_sub(5)..(jump + 25).min(seen.len())];
    let at = fell_at.unwrap_or_else(|| panic!("it never fell: {around:?}"));
    assert!(
        (NEAR_EDGE..FAR_EDGE).contains(&at[0]),
        "it fell at {at:?}, not over the pit"
    );
    assert!(pit_floor > at[1] + SHORT_JUMP_DROP, "{at:?}");
    let e = &world.entities()[1];
    assert_eq!(e.pos[1], pit_floor, "not on the pit's floor: {:?}", e.pos);
    assert_eq!(e.health, 0, "it did not shatter");
    assert_ne!(e.status, Status::Active, "it goes on");
    assert_eq!(world.kills(), 1, "her kill not counted");
}

/// Where the skeleton stands: the middle of sector (8, 6), facing west.
const SKELETON_AT: [i32; 3] = [8 * SECTOR + 512, 0, 6 * SECTOR + 512];

/// A TR4 arena with a wall sector at (`wall_x`, `wall_z`), the skeleton at
/// `SKELETON_AT` facing Lara (west), and Lara aiming at it; it is switched
/// on and rises.
fn aimed_at_beside(wall: Option<(usize, usize)>) -> (World, ScriptHost) {
    let mut room = open_room();
    if let Some((x, z)) = wall {
        room.sector_mut(x, z).wall = true;
    }
    let model = stand_in_with(SKELETON, 400, BODY_HEIGHT, SKELETON_STATES);
    let placed = [(SKELETON, SKELETON_AT, WEST, 0)];
    let (mut world, host) = tr4_arena(room, vec![model], &placed);
    common::lua_eval::<()>(
        &host,
        &mut world,
        "local l = world.lara(); l.state.guns = l.state.guns or {}; \
         l.state.guns.target = world.entity(1)",
    );
    (world, host)
}

/// The states the skeleton is in over `ticks`.
fn states_over(world: &mut World, host: &mut ScriptHost, ticks: usize) -> Vec<u16> {
    (0..ticks)
        .map(|_| {
            host.step(world, idle());
            world.entities()[1].state
        })
        .collect()
}

/// Lara aims at the skeleton from dead ahead, far off. Its probes 870 away
/// at 45° and 78.75° either side (skeleton.cpp `jump_left`, `jump_right`):
/// a wall at 45° to its left (sector (7, 5), the probe at (8089, 6041))
/// with level floor at 78.75° (sector (8, 5), (8534, 5803)) sends it
/// leaping left (19); the wall to its right,
/// sector (7, 7), leaping right (20); without a wall it does neither.
#[test]
fn the_skeleton_aimed_at_beside_a_wall_leaps_aside() {
    for (wall, leap, other) in [
        ((7, 5), LEAP_LEFT, LEAP_RIGHT),
        ((7, 7), LEAP_RIGHT, LEAP_LEFT),
    ] {
        let (mut world, mut host) = aimed_at_beside(Some(wall));
        let states = states_over(&mut world, &mut host, 300);
        no_script_trouble("skeleton", &host);
        assert!(states.contains(&leap), "wall at {wall:?}: {states:?}");
        assert!(!states.contains(&other), "wall at {wall:?}: {states:?}");
    }
    let (mut world, mut host) = aimed_at_beside(None);
    let states = states_over(&mut world, &mut host, 300);
    no_script_trouble("skeleton", &host);
    assert!(
        !states.contains(&LEAP_LEFT) && !states.contains(&LEAP_RIGHT),
        "no wall: {states:?}"
    );
}

/// TR4's CROSSBOW_BOLT (objects/tr45/names_tr4.lua).
const CROSSBOW_BOLT: u32 = 360;
/// The skeleton's sword arm: mesh 9 (setup.cpp explodable mesh bits 0xA00).
const ARM: usize = 9;
const ALL_MESHES: i64 = 0xFFFF_FFFF;

/// A skeleton stand-in whose mesh `body` is its body and whose other meshes
/// are small cubes well above it: a shell meeting the body comes inside
/// that mesh's sphere alone.
fn skeleton_of_mesh(body: usize) -> ModelDef {
    let mut model = stand_in_with(SKELETON, 400, BODY_HEIGHT, SKELETON_STATES);
    for (i, mesh) in model.meshes.iter_mut().enumerate() {
        if i != body {
            *mesh = MeshDef::cuboid([-8, -3000, -8], [8, -2984, 8], Material::Stone);
        }
    }
    model
}

/// A normal crossbow bolt fired level at the skeleton's body (mesh 9, its
/// sword arm): the bolt steps on an eighth of its flight at a time into the
/// arm's sphere and knocks the arm off (TOMB4 lara1gun.cpp
/// `CrossbowHitSwitchType78`): mesh bit 9 is gone, no hit point is lost,
/// and without its arm it flees (skeleton.cpp: `ESCAPE_MOOD` when
/// `!(mesh_bits & 0x200)`). A bolt meeting a mesh the routine does not list
/// (mesh 3) knocks nothing off.
#[test]
fn a_crossbow_bolt_knocks_off_the_skeletons_sword_arm_and_it_flees() {
    for (body, knocked_off) in [(ARM, true), (3, false)] {
        let bolt = stand_in_with(CROSSBOW_BOLT, 20, 0, &[(0, STILL, 0)]);
        let at = [LARA_AT[0] + 4 * SECTOR, 0, LARA_AT[2]];
        let placed = [(SKELETON, at, WEST, 0)];
        let (mut world, mut host) =
            tr4_arena(open_room(), vec![skeleton_of_mesh(body), bolt], &placed);
        let fire = format!(
            "local b = world.spawn({CROSSBOW_BOLT}, 0, {x}, {y}, {z}, 16384); \
             require('weapons.projectile').launch(b, 'crossbow', 16384, 0, 'normal')",
            x = at[0] - 2 * SECTOR,
            y = -(BODY_HEIGHT as i32),
            z = at[2],
        );
        common::lua_eval::<()>(&host, &mut world, &fire);
        for _ in 0..30 {
            host.step(&mut world, idle());
        }
        no_script_trouble("skeleton", &host);
        let bits: i64 = common::lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
        let mood: String =
            common::lua_eval(&host, &mut world, "return world.entity(1).state.ai.mood");
        assert_eq!(
            world.entities()[1].health,
            15,
            "mesh {body}: the bolt hurt it"
        );
        if knocked_off {
            assert_eq!(bits, ALL_MESHES & !(1 << ARM), "its meshes");
            assert_eq!(mood, "escape", "armless it does not flee");
        } else {
            assert_eq!(bits, ALL_MESHES, "mesh {body}: a mesh was knocked off");
            assert_ne!(mood, "escape", "mesh {body}: it flees");
        }
    }
}

/// The baddy's kick from the bars (raghead.cpp state 21).
const KICK: u16 = 21;
const MONKEY_HANG: u16 = 19;
const MONKEY_SWING: u16 = 20;
/// Lara's states: the up jump 28; hanging from monkey bars 75.
const LARA_UP_JUMP: u16 = 28;
const LARA_MONKEY_HANG: u16 = 75;
/// She hangs with her feet this far under the bars (lara/monkey.lua).
const HANG_DEPTH: i32 = 704;
/// The kick drops her this far at once (raghead.cpp: `pos.y_pos += 192`).
const KICK_DROP: i32 = 192;
/// It kicks at her within 682 (`larainfo.distance < 0x718E4`).
const KICK_REACH: i32 = 682;

/// Lara hangs from the bars over sector 3 (the bars' west end, solid floor
/// under her); BADDY_2 comes for her along the bars from the east. Swinging
/// (20) to within 682 of her, ahead, it hangs still (19) and kicks (21);
/// its first touch knocks her off: she drops 192 and falls, her goal the
/// up jump's fall (28), and lands (TOMB4 raghead.cpp states 19, 20, 21).
#[test]
fn a_baddy_on_the_bars_kicks_lara_off_them() {
    let lara = [3 * SECTOR + 512, 0, LARA_AT[2]];
    let (mut world, mut host) =
        across_in(Game::Tr4, pit_room(BARS_PIT, false, true), lara, baddy());
    let bars = BARS * 256;
    common::lua_eval::<()>(
        &host,
        &mut world,
        &format!(
            "local l = world.lara(); l:set_anim(l.state.anims.monkey_hang); \
             l.y = {y}; l.gravity = false; l.fall_speed = 0",
            y = bars + HANG_DEPTH
        ),
    );
    let hold = Input {
        bits: Input::ACTION,
    };
    let mut kicked_from = None;
    let mut knocked = None;
    let mut seen = Vec::new();
    for t in 0..1500 {
        let before = world.entities()[0].pos;
        host.step(&mut world, if knocked.is_none() { hold } else { idle() });
        let l = &world.entities()[0];
        let e = &world.entities()[1];
        seen.push((t, e.pos, e.state, l.state));
        if e.state == KICK && kicked_from.is_none() {
            let prev = seen[seen.len() - 2];
            assert_eq!(prev.2, MONKEY_HANG, "it kicked from {prev:?}");
            kicked_from = Some(e.pos);
        }
        if knocked.is_none() && l.state != LARA_MONKEY_HANG {
            let recent = &seen[seen.len().saturating_sub(20)..];
            assert_eq!(l.goal_state, LARA_UP_JUMP, "she left the bars: {recent:?}");
            assert!(l.gravity, "she is not falling");
            assert_eq!(e.state, KICK, "not kicked off: {recent:?}");
            assert_eq!(before[1], bars + HANG_DEPTH, "she was not hanging");
            // Dropped 192 by the kick, then one tick of her fall (its speed
            // 1 and gravity's 6) at most.
            let drop = l.pos[1] - before[1];
            assert!(
                (KICK_DROP..=KICK_DROP + 7).contains(&drop),
                "her drop {drop}"
            );
            knocked = Some(t);
        }
        if knocked.is_some_and(|k| t > k + 60) {
            break;
        }
    }
    no_script_trouble("baddy", &host);
    let from =
        kicked_from.unwrap_or_else(|| panic!("it never kicked: {:?}", &seen[seen.len() - 40..]));
    let gap = from[0] - lara[0];
    assert!(gap > 0 && gap < KICK_REACH, "it kicked from {gap} away");
    assert!(seen.iter().any(|s| s.2 == MONKEY_SWING), "it never swung");
    assert!(knocked.is_some(), "she was never knocked off");
    assert_eq!(world.entities()[0].pos[1], 0, "she is not on the floor");
}

/// Killed on the bars (raghead.cpp states 35-37).
const BARS_DEATH: u16 = 35;
const BARS_FALL: u16 = 36;
const BARS_DEAD: u16 = 37;

/// BADDY_2 swinging along the bars over the pit is shot dead: it lets go
/// (35), falls (36) to the pit's floor and lies there (37), the body
/// staying (TOMB4 raghead.cpp `RagheadControl`, `hit_points <= 0` in states
/// 18-20, then 35-37).
#[test]
fn a_baddy_killed_on_the_bars_falls_from_them() {
    let (mut world, mut host) = across(pit_room(BARS_PIT, false, true), baddy());
    let pit_west = *BARS_PIT.start() as i32 * SECTOR;
    let pit_east = (*BARS_PIT.end() as i32 + 1) * SECTOR;
    let mut seen = Vec::new();
    let mut shot = false;
    for t in 0..1500 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        seen.push((t, e.pos, e.state));
        let over_pit = (pit_west + 512..pit_east).contains(&e.pos[0]);
        if !shot && over_pit && e.state == MONKEY_SWING {
            common::lua_eval::<()>(&host, &mut world, "world.entity(1):hit(100, world.lara())");
            shot = true;
        }
        if shot && world.entities()[1].status != Status::Active {
            break;
        }
    }
    no_script_trouble("baddy", &host);
    assert!(
        shot,
        "it never swung over the pit: {:?}",
        &seen[seen.len() - 40..]
    );
    let states: Vec<u16> = seen.iter().map(|s| s.2).collect();
    let first = |s: u16| states.iter().position(|&x| x == s);
    let (death, fall, dead) = (first(BARS_DEATH), first(BARS_FALL), first(BARS_DEAD));
    assert!(
        death.is_some() && fall > death && dead > fall,
        "{:?}",
        &seen[seen.len() - 60..]
    );
    let e = &world.entities()[1];
    assert_eq!(
        e.pos[1],
        PIT_DEPTH * 256,
        "not on the pit's floor: {:?}",
        e.pos
    );
    assert!((pit_west..pit_east).contains(&e.pos[0]), "{:?}", e.pos);
    assert_eq!(e.status, Status::Deactivated, "the body");
    assert_eq!(e.state, BARS_DEAD);
}
