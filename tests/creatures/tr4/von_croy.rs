//! Von Croy on his way from marker to marker (TOMB4 voncroy.cpp
//! `VoncroyControl`, creatures/follower.lua): he climbs a step and drops
//! from it (box.cpp `CreatureVault`, his own drops of two and three
//! clicks among them), swings along monkey bars over a pit, and jumps a
//! gap from a marker of flags 12. A stand-in of TOMB4's state numbers.

use crate::common;

use super::guide_markers::follow_markers;
use super::leaps::{pit_room, BARS, BARS_PIT, JUMP};
use common::arena::{
    lengthen, open_room, scripted, stand_in, stand_in_with, BODY_HEIGHT, RUN, STILL, WALK,
};
use common::bestiary::{idle, no_script_trouble, SECTOR, WEST};
use common::lua_eval;
use common::traps::heavy_trigger;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Status, World};

const VON_CROY: u32 = 39;
/// His states (voncroy.cpp): stop 1, walk 2, run 3, hanging from the bars
/// 4, swinging 5, his start 6, the jump 15 and the long jump 16, the
/// wait 20 (played past its frame 120), the slide onto a marker's point
/// 36 (ahead) and 37 (behind), the climbs of four, three and two clicks
/// 17-19, the drops of two, three and four 23-25; `(state, speed, next)`.
const VON_CROY_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, RUN, 3),
    (4, STILL, 4),
    (5, WALK, 5),
    (6, STILL, 1),
    (15, JUMP, 1),
    (16, JUMP, 1),
    (20, STILL, 1),
    (36, STILL, 1),
    (37, STILL, 1),
    (17, RUN, 1),
    (18, RUN, 1),
    (19, RUN, 1),
    (23, RUN, 1),
    (24, RUN, 1),
    (25, RUN, 1),
];
const WAIT: u16 = 20;
const APPROACH: [u16; 2] = [36, 37];
const ANIMATING1: u32 = 427;
const HANG: u16 = 4;
const SWING: u16 = 5;
const CLIMB_3: u16 = 18;
const JUMP_STATE: u16 = 15;
const LONG_JUMP: u16 = 16;
/// Marker flags 12 (the builder writes the AI object's mask shifted up
/// one): he jumps from the marker's point.
const JUMPS: u8 = 12 >> 1;
/// Marker flags 8: he waits on the marker's point.
const WAITS: u8 = 8 >> 1;
const DROP_3: u16 = 24;
/// Where he starts, facing west.
const START: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
/// His one marker (key 0), due west of his start.
const MARKER: [i32; 3] = [SECTOR + 512, 0, 6 * SECTOR + 512];

/// A TR4 level of `room`: Lara in a far corner, Von Croy at `START`
/// facing west, one AI_FOLLOW marker (key 0, no flags) at `MARKER`, an
/// ANIMATING1 (entity 2, off) in another corner; Lara has got as far as
/// his markers go.
fn level(room: RoomDef) -> (World, ScriptHost) {
    level_with(room, START, &[(MARKER, 0, 0, 0)])
}

/// [`level`] with Von Croy at `start` and the AI_FOLLOW markers `(where,
/// key, heading, mask)`.
fn level_with(
    room: RoomDef,
    start: [i32; 3],
    markers: &[([i32; 3], i16, u16, u8)],
) -> (World, ScriptHost) {
    let mut hero = EntityDef::new(0, 0, [SECTOR + 512, 0, 10 * SECTOR + 512]);
    hero.angle = 0x4000;
    let mut von_croy = EntityDef::new(VON_CROY as u16, 0, start);
    von_croy.angle = WEST;
    let ai_objects = follow_markers(markers);
    let def = LevelDef {
        rooms: vec![room],
        models: vec![
            tombrs::builder::hero::hero(),
            lengthen(
                stand_in_with(VON_CROY, 100, BODY_HEIGHT, VON_CROY_STATES),
                &[(WAIT, 130)],
            ),
            stand_in(ANIMATING1, 100, &[(0, STILL)]),
        ],
        entities: vec![
            hero,
            von_croy,
            EntityDef::new(ANIMATING1 as u16, 0, [SECTOR + 512, 0, SECTOR + 512]),
        ],
        ai_objects,
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    let (mut world, host) = scripted(level);
    lua_eval::<()>(&host, &mut world, "world.level_state().lara_location = 5");
    (world, host)
}

/// Runs until he stands within a sector of his marker on its floor (or
/// `ticks` pass); each tick's `(state before, state, place, heading)`.
fn to_the_marker(
    world: &mut World,
    host: &mut ScriptHost,
    ticks: usize,
) -> Vec<(u16, u16, [i32; 3], u16)> {
    let mut seen = Vec::new();
    for _ in 0..ticks {
        let before = world.entities()[1].state;
        host.step(world, idle());
        let e = &world.entities()[1];
        seen.push((before, e.state, e.pos, e.rot[1]));
        if (e.pos[0] - MARKER[0]).abs() < SECTOR && e.pos[1] == 0 && e.state == 1 {
            break;
        }
    }
    no_script_trouble("von croy", host);
    seen
}

/// A floor three clicks up across his way (sectors 4 to 6 west to east):
/// he climbs it in his climb of three clicks (18) and drops from it in
/// his drop of three (24, a drop CreatureVault grants Von Croy alone:
/// more than 640, at most 896), each begun square on to the edge, 260
/// inside the sector he came from (CreatureVault's shift), heading west.
#[test]
fn von_croy_climbs_a_step_on_his_way_and_drops_from_it() {
    let mut room = open_room();
    let raised = -3;
    for i in 4..7 {
        for j in 1..11 {
            room.sector_mut(i, j).floor = [raised; 4];
        }
    }
    let (mut world, mut host) = level(room);
    let seen = to_the_marker(&mut world, &mut host, 1500);
    let began = |state: u16| {
        seen.iter()
            .find(|s| s.1 == state && s.0 != state)
            .map(|s| (s.2, s.3))
            .unwrap_or_else(|| {
                panic!(
                    "he never entered state {state}: {:?}",
                    &seen[seen.len().saturating_sub(30)..]
                )
            })
    };
    let (climb_at, climb_heading) = began(CLIMB_3);
    assert_eq!(
        climb_at[0],
        7 * SECTOR + 260,
        "his climb began at {climb_at:?}"
    );
    assert_eq!(climb_at[1], 0, "his climb began off the low floor");
    assert_eq!(climb_heading, WEST);
    let (drop_at, drop_heading) = began(DROP_3);
    assert_eq!(
        drop_at[0],
        4 * SECTOR + 260,
        "his drop began at {drop_at:?}"
    );
    assert_eq!(drop_at[1], raised * 256, "his drop began off the step");
    assert_eq!(drop_heading, WEST);
    let e = &world.entities()[1];
    assert!(
        (e.pos[0] - MARKER[0]).abs() < SECTOR && e.pos[1] == 0,
        "he did not reach his marker: {:?}",
        e.pos
    );
}

/// Monkey bars over a three-sector pit across his way (the bars over the
/// pit and the sector either side): he takes hold under their near end
/// (4), swings all the way over the pit (5), his top at the bars, never
/// falls, and lets go under their far end (voncroy.cpp states 1, 4 and 5:
/// the ceiling exactly 1536 over the floor, his way along them ended).
#[test]
fn von_croy_swings_along_monkey_bars_over_a_pit() {
    let (mut world, mut host) = level(pit_room(BARS_PIT, false, true));
    let pit_west = *BARS_PIT.start() as i32 * SECTOR;
    let pit_east = (*BARS_PIT.end() as i32 + 1) * SECTOR;
    let seen = to_the_marker(&mut world, &mut host, 2000);
    let tail = |n: usize| &seen[seen.len().saturating_sub(n)..];
    let mut swung = false;
    for s in &seen {
        let over_pit = (pit_west..pit_east).contains(&s.2[0]);
        if over_pit {
            assert_eq!(s.1, SWING, "over the pit not swinging: {:?}", tail(40));
            assert!(
                s.2[1] - BODY_HEIGHT as i32 <= BARS * 256 + 100,
                "not hanging at {:?}",
                s.2
            );
            swung = true;
        }
        assert!(s.2[1] <= 0, "he fell into the pit: {:?}", tail(40));
    }
    assert!(swung, "he never swung over the pit: {:?}", tail(40));
    let took_hold = seen
        .iter()
        .find(|s| s.1 == HANG)
        .map(|s| s.2[0])
        .expect("he never took hold of the bars");
    assert!(
        (pit_east..pit_east + SECTOR).contains(&took_hold),
        "took hold at {took_hold}"
    );
    let let_go = seen
        .iter()
        .rev()
        .find(|s| s.0 == HANG && s.1 != HANG && s.1 != SWING)
        .map(|s| s.2[0])
        .expect("he never let go of the bars");
    assert!(
        (pit_west - SECTOR..pit_west).contains(&let_go),
        "let go at {let_go}"
    );
    let e = &world.entities()[1];
    assert!(
        (e.pos[0] - MARKER[0]).abs() < SECTOR && e.pos[1] == 0,
        "he did not reach his marker: {:?}",
        e.pos
    );
}

/// Where he takes off: 200 beyond the gap's east edge (sector 6), the
/// point 256 west of its marker (its heading west, flags without 0x20).
const TAKE_OFF: i32 = 6 * SECTOR + 200;

/// He walks to a marker of flags 12 at the edge of a gap of `columns`
/// (sector columns, jump-linked), slides to within 128 of its point and
/// jumps (VoncroyControl, state 1 at a reached marker of flags 12): on the
/// marker's point with its heading he starts his jump (15), going on to
/// the long jump (16) where his probes 808 apart, from where he stood
/// (6344 to 6472), find the floor 808 and 1616 ahead in the gap and 2424
/// ahead level with his own (`long_jump_ahead`: over one block the second
/// probe, 4728 to 4856, lies beyond the gap; over two, the third, 3920 to
/// 4048, does); he never falls in, lands beyond and goes on to marker 1.
/// Returns whether he took the long jump.
fn jumps_from_the_marker(columns: std::ops::RangeInclusive<usize>) -> bool {
    let west_edge = *columns.start() as i32 * SECTOR;
    let marker = [TAKE_OFF + 256, 0, START[2]];
    let (mut world, mut host) = level_with(
        pit_room(columns, true, false),
        [8 * SECTOR + 512, 0, START[2]],
        &[(marker, 0, WEST, JUMPS), (MARKER, 1, 0, 0)],
    );
    let seen = to_the_marker(&mut world, &mut host, 1500);
    let tail = &seen[seen.len().saturating_sub(40)..];
    for s in &seen {
        assert!(s.2[1] <= 0, "he fell into the gap: {tail:?}");
    }
    let take_off = seen
        .iter()
        .find(|s| s.1 == JUMP_STATE || s.1 == LONG_JUMP)
        .unwrap_or_else(|| panic!("he never jumped: {tail:?}"));
    // The tick he starts it he stands on the point and makes the jump's
    // first move (the stand-in's 320 a frame).
    assert_eq!(
        take_off.2,
        [TAKE_OFF - JUMP, 0, START[2]],
        "he did not take off on the point"
    );
    assert_eq!(take_off.3, WEST, "he did not take the marker's heading");
    let lead: i64 = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).state.ai.orders.lead",
    );
    assert_eq!(lead, 1, "he did not go on to marker 1");
    let e = &world.entities()[1];
    assert!(
        e.pos[0] < west_edge && e.pos[1] == 0,
        "he did not land beyond the gap: {:?}",
        e.pos
    );
    seen.iter().any(|s| s.1 == LONG_JUMP)
}

#[test]
fn von_croy_jumps_a_one_block_gap_from_his_marker() {
    assert!(!jumps_from_the_marker(5..=5), "a long jump over one block");
}

#[test]
fn von_croy_takes_the_long_jump_over_two_blocks() {
    assert!(jumps_from_the_marker(4..=5), "no long jump over two blocks");
}

/// A marker of flags 8 heading west, a heavy trigger under its point (256
/// west of it) switching on the ANIMATING1: he slides onto the point (36
/// or 37, within 128 of it: VoncroyControl state 1), waits there (20),
/// and the tick his wait reaches its frame 120 he stands on the point, the
/// trigger fires and he goes on to marker 1.
#[test]
fn von_croy_waits_at_his_marker_and_sets_off_its_trigger() {
    let marker = [6 * SECTOR + 512, 0, START[2]];
    let point = [marker[0] - 256, 0, marker[2]];
    let mut room = open_room();
    heavy_trigger(&mut room, (6, 6), 2);
    let (mut world, mut host) =
        level_with(room, START, &[(marker, 0, WEST, WAITS), (MARKER, 1, 0, 0)]);
    let (mut slid, mut fired) = (false, None);
    for _ in 0..900 {
        let (state, frame): (i64, i64) = lua_eval(
            &host,
            &mut world,
            "local v = world.entity(1); return v.anim_state, v.frame",
        );
        host.step(&mut world, idle());
        slid |= APPROACH.contains(&world.entities()[1].state);
        if world.entities()[2].status == Status::Active {
            fired = Some((state, frame, world.entities()[1].pos));
            break;
        }
    }
    no_script_trouble("von croy", &host);
    assert!(slid, "he did not slide onto the marker's point");
    assert_eq!(
        fired,
        Some((WAIT as i64, 120, point)),
        "the trigger did not fire on his wait's frame 120 on the point"
    );
    let lead: i64 = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).state.ai.orders.lead",
    );
    assert_eq!(lead, 1, "he did not go on to marker 1");
}
