//! Von Croy on his way from marker to marker (TOMB4 voncroy.cpp
//! `VoncroyControl`, creatures/follower.lua): he climbs a step and drops
//! from it (box.cpp `CreatureVault`, his own drops of two and three
//! clicks among them), swings along monkey bars over a pit, and jumps a
//! gap from a marker of flags 12. A stand-in of TOMB4's state numbers.

use crate::common;

use super::bosses::{model, AHMET, AHMET_LONG, AHMET_STATES};
use super::guide_markers::follow_markers;
use super::leaps::{pit_room, BARS, BARS_PIT, JUMP};
use common::arena::{
    activate, lengthen, open_room, scripted, stand_in, stand_in_with, BODY_HEIGHT, RUN, STILL, WALK,
};
use common::bestiary::{idle, no_script_trouble, SECTOR, WEST};
use common::lua_eval;
use common::traps::heavy_trigger;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Status, World};

const VON_CROY: u32 = 39;
const AI_GUARD: u16 = 398;
/// The foe's entity, where a scene has one.
const FOE: usize = 3;
/// His states (voncroy.cpp): stop 1, walk 2, run 3, hanging from the bars
/// 4, swinging 5, the mesh swap 6 (his start), the step up 7, the
/// look-outs 13 and 14, the jump 15 and the long jump 16, the wait 20
/// (played past its frame 120), the upper strike 21, the turns 22 and 35,
/// the set pieces 26 and 29, the strike 31, the pointing 32, the running
/// jump's landing 33 and start 34, the slide onto a marker's point 36
/// (ahead) and 37 (behind), the climbs of four, three and two clicks
/// 17-19, the drops of two, three and four 23-25; `(state, speed, next)`.
const VON_CROY_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, RUN, 3),
    (4, STILL, 4),
    (5, WALK, 5),
    (6, STILL, 1),
    (7, STILL, 1),
    (13, STILL, 1),
    (14, STILL, 1),
    (15, JUMP, 1),
    (16, JUMP, 1),
    (20, STILL, 1),
    (21, STILL, 1),
    (22, STILL, 1),
    (26, STILL, 1),
    (29, STILL, 1),
    (31, STILL, 1),
    (32, STILL, 1),
    (33, WALK, 2),
    (34, STILL, 1),
    (35, STILL, 1),
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
    Scene::new(room, start, markers).build()
}

/// A scene for him: the room, his start, his markers `(where, key,
/// heading, mask)`, Lara's place, how far she has got (LARALOCATION), the
/// lengths of his animations past eight frames, and a foe (Ahmet, entity
/// 3, guarding his post) where given.
struct Scene<'a> {
    room: RoomDef,
    start: [i32; 3],
    markers: &'a [([i32; 3], i16, u16, u8)],
    lara: [i32; 3],
    location: i32,
    long: Vec<(u16, usize)>,
    foe: Option<[i32; 3]>,
}

impl<'a> Scene<'a> {
    fn new(room: RoomDef, start: [i32; 3], markers: &'a [([i32; 3], i16, u16, u8)]) -> Self {
        Scene {
            room,
            start,
            markers,
            lara: [SECTOR + 512, 0, 10 * SECTOR + 512],
            location: 5,
            long: vec![(WAIT, 130)],
            foe: None,
        }
    }

    fn build(self) -> (World, ScriptHost) {
        let mut hero = EntityDef::new(0, 0, self.lara);
        hero.angle = 0x4000;
        let mut von_croy = EntityDef::new(VON_CROY as u16, 0, self.start);
        von_croy.angle = WEST;
        let mut ai_objects = follow_markers(self.markers);
        let mut models = vec![
            tombrs::builder::hero::hero(),
            lengthen(
                stand_in_with(VON_CROY, 100, BODY_HEIGHT, VON_CROY_STATES),
                &self.long,
            ),
            stand_in(ANIMATING1, 100, &[(0, STILL)]),
        ];
        let mut entities = vec![
            hero,
            von_croy,
            EntityDef::new(ANIMATING1 as u16, 0, [SECTOR + 512, 0, SECTOR + 512]),
        ];
        if let Some(at) = self.foe {
            models.push(model(AHMET, 300, AHMET_STATES, AHMET_LONG));
            let mut foe = EntityDef::new(AHMET as u16, 0, at);
            foe.angle = WEST;
            entities.push(foe);
            let mut post = EntityDef::new(AI_GUARD, 0, at);
            post.ocb = 0;
            ai_objects.push(post);
        }
        let def = LevelDef {
            rooms: vec![self.room],
            models,
            entities,
            ai_objects,
            ..Default::default()
        };
        let level =
            tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
        let (mut world, mut host) = scripted(level);
        if self.foe.is_some() {
            activate(&mut world, &mut host, FOE);
        }
        set_location(&host, &mut world, self.location);
        (world, host)
    }
}

/// Sets how far Lara has got (the LARALOCATION flipeffect's count).
fn set_location(host: &ScriptHost, world: &mut World, location: i32) {
    lua_eval::<()>(
        host,
        world,
        &format!("world.level_state().lara_location = {location}"),
    );
}

/// The marker he leads to (his follow order's lead).
fn lead(host: &ScriptHost, world: &mut World) -> i64 {
    lua_eval(
        host,
        world,
        "local o = world.entity(1).state.ai.orders; return o.lead or o.key",
    )
}

/// His state and frame.
fn state_frame(host: &ScriptHost, world: &mut World) -> (i64, i64) {
    lua_eval(
        host,
        world,
        "local v = world.entity(1); return v.anim_state, v.frame",
    )
}

/// A tick of his: `(state before, state, place, heading)`.
type Seen = (u16, u16, [i32; 3], u16);

/// Runs until he stands within a sector of his marker on its floor (or
/// `ticks` pass); each tick's `(state before, state, place, heading)`.
fn to_the_marker(world: &mut World, host: &mut ScriptHost, ticks: usize) -> Vec<Seen> {
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

/// A gap of `columns` (sector columns, jump-linked) across his way, him
/// two sectors east of sector 6, and his `markers`: runs until he reaches
/// `MARKER` (or 1500 ticks), asserting he never fell into the gap.
fn over_the_gap(
    columns: std::ops::RangeInclusive<usize>,
    markers: &[([i32; 3], i16, u16, u8)],
) -> (World, ScriptHost, Vec<Seen>) {
    let (mut world, mut host) = level_with(
        pit_room(columns, true, false),
        [8 * SECTOR + 512, 0, START[2]],
        markers,
    );
    let seen = to_the_marker(&mut world, &mut host, 1500);
    let tail = &seen[seen.len().saturating_sub(40)..];
    for s in &seen {
        assert!(s.2[1] <= 0, "he fell into the gap: {tail:?}");
    }
    (world, host, seen)
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
    let (mut world, host, seen) =
        over_the_gap(columns, &[(marker, 0, WEST, JUMPS), (MARKER, 1, 0, 0)]);
    let tail = &seen[seen.len().saturating_sub(40)..];
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
    assert_eq!(lead(&host, &mut world), 1, "he did not go on to marker 1");
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
    assert_eq!(lead(&host, &mut world), 1, "he did not go on to marker 1");
}

/// Marker flags as the builder writes them (the mask shifted up one): 0
/// goes on, 2 and 10 (set pieces), 40 (the running jump, 0x20 among
/// them: the marker's own place is its point), 48 (triggers, 0x20 too).
const SET_PIECE: u8 = 2 >> 1;
const STEPS_UP: u8 = 10 >> 1;
const RUNNING_JUMP: u8 = 40 >> 1;
const TRIGGERS: u8 = 48 >> 1;
/// His states for them: the set piece of flags 2 (animation 37), the
/// step up, the running jump's start and landing.
const SET_PIECE_STATE: u16 = 29;
const STEP_UP: u16 = 7;
const RUN_JUMP_START: u16 = 34;
const RUN_JUMP_LAND: u16 = 33;
const RUN_STATE: u16 = 3;
const NORTH: u16 = 0;

/// A marker of no flags heading north (its point 256 north of it, a heavy
/// trigger under it), Lara about four sectors north of the point, at his
/// marker's number (location 0). He walks there (VoncroyControl state 1:
/// Lara has got as far as his marker) and, reached, neither goes on nor
/// sets off its triggers: facing west with her a quarter turn to his right
/// (16384, beyond 1024) he turns to her (35, 512 a tick) until within 1024
/// of her bearing, then looks out on his 1-in-16 roll (13: she is beyond
/// three sectors, 3840 from the point). Once she has got past his marker
/// (location 1) he sets off its triggers and goes on to marker 1.
#[test]
fn von_croy_faces_lara_at_his_marker_until_she_has_got_past_it() {
    let mut room = open_room();
    heavy_trigger(&mut room, (1, 6), 2);
    let markers = [
        (MARKER, 0, NORTH, 0),
        ([SECTOR + 512, 0, 2 * SECTOR + 512], 1, 0, 0),
    ];
    let mut scene = Scene::new(room, START, &markers);
    scene.location = 0;
    let (mut world, mut host) = scene.build();
    let mut states = Vec::new();
    for _ in 0..900 {
        host.step(&mut world, idle());
        let s = world.entities()[1].state;
        if states.last() != Some(&s) {
            states.push(s);
        }
    }
    no_script_trouble("von croy", &host);
    let e = &world.entities()[1];
    assert!(
        (e.pos[0] - MARKER[0]).abs() < 640 && (e.pos[2] - (MARKER[2] + 256)).abs() < 640,
        "he did not reach his marker: {:?}",
        e.pos
    );
    assert!(
        states.contains(&35),
        "he never turned to her (35): {states:?}"
    );
    assert!(
        !states.contains(&22),
        "he turned the wrong way (22): {states:?}"
    );
    assert!(states.contains(&13), "he never looked out (13): {states:?}");
    assert!(
        !states.contains(&14),
        "a near look-out (14) with her far: {states:?}"
    );
    let lara = world.entities()[0].pos;
    let bearing = tombrs::world::fixed::atan(lara[2] - e.pos[2], lara[0] - e.pos[0]);
    let off = (bearing.wrapping_sub(e.rot[1] as i32) as i16).unsigned_abs();
    assert!(off <= 1024, "he faces {off} off her bearing");
    assert_eq!(lead(&host, &mut world), 0, "he went on before she got past");
    assert_ne!(
        world.entities()[2].status,
        Status::Active,
        "the triggers fired early"
    );
    set_location(&host, &mut world, 1);
    for _ in 0..60 {
        host.step(&mut world, idle());
        if lead(&host, &mut world) == 1 {
            break;
        }
    }
    assert_eq!(
        lead(&host, &mut world),
        1,
        "he did not go on once she got past"
    );
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "its triggers did not fire"
    );
}

/// Markers heading west along his way: flags 2 (its point 256 west of
/// it), flags 10 (likewise), flags 48 (its own place its point, a heavy
/// trigger under it), then a plain one (VoncroyControl state 1). At the
/// first he is set on the point with its heading into his animation 37
/// (29) and goes on at once; at the second he steps up (7), on its point
/// at the step's frame 0, and goes on; at the third, within 128 of its
/// point, he sets off its triggers and goes on without an animation.
#[test]
fn von_croy_takes_his_set_pieces_and_triggers_at_flags_2_10_and_48() {
    let first = [7 * SECTOR + 512, 0, START[2]];
    let second = [5 * SECTOR + 512, 0, START[2]];
    let third = [3 * SECTOR + 512, 0, START[2]];
    let mut room = open_room();
    heavy_trigger(&mut room, (3, 6), 2);
    let markers = [
        (first, 0, WEST, SET_PIECE),
        (second, 1, WEST, STEPS_UP),
        (third, 2, WEST, TRIGGERS),
        (MARKER, 3, 0, 0),
    ];
    let (mut world, mut host) = Scene::new(room, START, &markers).build();
    let (mut set_piece, mut step_up, mut fired) = (None, None, None);
    for _ in 0..1500 {
        let before = lead(&host, &mut world);
        let (was, was_frame) = state_frame(&host, &mut world);
        host.step(&mut world, idle());
        let (state, _) = state_frame(&host, &mut world);
        let now = lead(&host, &mut world);
        let e = &world.entities()[1];
        if state == SET_PIECE_STATE as i64 && was != SET_PIECE_STATE as i64 {
            set_piece.get_or_insert((e.pos, e.rot[1], before, now));
        }
        if was == STEP_UP as i64 && now == 2 && before == 1 {
            step_up = Some((e.pos, was_frame));
        }
        if fired.is_none() && world.entities()[2].status == Status::Active {
            fired = Some((e.pos, before, now));
        }
        if now == 3 {
            break;
        }
    }
    no_script_trouble("von croy", &host);
    let (at, heading, before, now) = set_piece.expect("he never took his set piece (29)");
    assert_eq!(at, [first[0] - 256, 0, first[2]], "not set on the point");
    assert_eq!(heading, WEST, "not set with the marker's heading");
    assert_eq!((before, now), (0, 1), "he did not go on at once");
    let (at, frame) = step_up.expect("he never stepped up (7) and went on");
    assert_eq!(frame, 0, "he went on past his step's frame 0");
    assert_eq!(at, [second[0] - 256, 0, second[2]], "not on the point");
    let (at, before, now) = fired.expect("the triggers under marker 2 never fired");
    assert_eq!((before, now), (2, 3), "they fired off marker 2's turn");
    assert!(
        (at[0] - third[0]).abs() <= 128 && (at[2] - third[2]).abs() <= 128,
        "they fired with him off the point: {at:?}"
    );
}

/// A marker of flags 40 (its own place its point) 520 east of a gap of two
/// blocks, heading west: on the point with its heading he sets himself
/// (34), runs (3), takes the long jump (16) and lands into 33, going on
/// to marker 1 (VoncroyControl states 1, 34, 3, 16, 33); he never falls
/// in and lands beyond the gap.
#[test]
fn von_croy_takes_his_running_jump_at_a_marker_of_flags_40() {
    let marker = [6 * SECTOR + 520, 0, START[2]];
    let markers = [(marker, 0, WEST, RUNNING_JUMP), (MARKER, 1, 0, 0)];
    let (mut world, host, seen) = over_the_gap(4..=5, &markers);
    let tail = &seen[seen.len().saturating_sub(40)..];
    let start = seen
        .iter()
        .position(|s| s.1 == RUN_JUMP_START)
        .unwrap_or_else(|| panic!("he never set himself (34): {tail:?}"));
    assert_eq!(seen[start].2, marker, "he did not set himself on the point");
    assert_eq!(seen[start].3, WEST, "he did not take the marker's heading");
    let order: Vec<u16> = seen[start..]
        .iter()
        .map(|s| s.1)
        .filter(|s| [RUN_JUMP_START, RUN_STATE, LONG_JUMP, RUN_JUMP_LAND].contains(s))
        .fold(Vec::new(), |mut v, s| {
            if v.last() != Some(&s) {
                v.push(s);
            }
            v
        });
    assert!(
        order.starts_with(&[RUN_JUMP_START, RUN_STATE, LONG_JUMP, RUN_JUMP_LAND]),
        "not his running jump: {order:?}"
    );
    assert_eq!(lead(&host, &mut world), 1, "he did not go on to marker 1");
    let e = &world.entities()[1];
    assert!(
        e.pos[0] < 4 * SECTOR && e.pos[1] == 0,
        "he did not land beyond the gap: {:?}",
        e.pos
    );
}

/// Ahmet guarding his post `ahead` west of him, Lara behind them both and
/// at his marker's number (location 0: a foe draws him while she has not
/// got past it, VoncroyControl); runs `ticks` and returns when the swap
/// meshes came off (state, frame), whether he walked, where he began each
/// strike (31) from the foe, and each blow `(lost, state, frame)`.
fn fights(ahead: i32, ticks: usize) -> FightSeen {
    let foe_at = [START[0] - ahead, 0, START[2]];
    let markers = [(MARKER, 0, 0, 0)];
    let mut scene = Scene::new(RoomDef::boxed(0, 0, 12, 12, 0, -16), START, &markers);
    scene.lara = [11 * SECTOR + 256, 0, SECTOR + 512];
    scene.location = 0;
    scene.long = vec![(WAIT, 130), (6, 40), (31, 30)];
    scene.foe = Some(foe_at);
    let (mut world, mut host) = scene.build();
    let swapped = |host: &ScriptHost, world: &mut World| -> bool {
        lua_eval(
            host,
            world,
            "return world.entity(1).state.ai.swapped == true",
        )
    };
    let mut seen = FightSeen::default();
    for _ in 0..ticks {
        let (state, frame) = state_frame(&host, &mut world);
        let had = swapped(&host, &mut world);
        let health = world.entities()[FOE].health;
        host.step(&mut world, idle());
        if had && !swapped(&host, &mut world) {
            seen.took_off = Some((state, frame));
        }
        seen.walked |= state == 2 && seen.strikes.is_empty();
        let e = &world.entities()[1];
        if e.state == 31 && state != 31 {
            seen.strikes.push(e.pos[0] - world.entities()[FOE].pos[0]);
        }
        let lost = health - world.entities()[FOE].health;
        if lost > 0 {
            seen.blows.push((lost, state, frame));
        }
    }
    no_script_trouble("von croy", &host);
    seen
}

#[derive(Default)]
struct FightSeen {
    took_off: Option<(i64, i64)>,
    walked: bool,
    strikes: Vec<i32>,
    blows: Vec<(i16, i64, i64)>,
}

/// The foe 2000 off: at frame 28 of his start (6) he takes off the swap
/// meshes; the foe beyond a sector, he walks at it (state 1: beyond 640,
/// the foe not Lara; state 2 stops him again within three sectors, his
/// meshes off) and strikes (31) once within a sector of it; a blow lands
/// only within 512, so from where he stops (982 off) none does.
#[test]
fn von_croy_walks_at_a_foe_out_of_reach_and_strikes_within_a_sector() {
    let seen = fights(2000, 400);
    assert_eq!(
        seen.took_off,
        Some((6, 28)),
        "the swap meshes did not come off at 6's frame 28"
    );
    assert!(seen.walked, "he never walked at the foe");
    let first = *seen.strikes.first().expect("he never struck at the foe");
    assert!(first > 0 && first < 1024, "his strike began {first} off");
    assert!(
        seen.blows.is_empty(),
        "a blow landed beyond 512: {:?}",
        seen.blows
    );
}

/// The foe 400 before him: once his start is over he strikes at once (31,
/// the foe ahead within a sector at his height): 20 a blow, on a frame
/// from 16 to 25, one blow a strike.
#[test]
fn von_croy_strikes_a_foe_before_him() {
    let seen = fights(400, 300);
    assert!(!seen.walked, "he walked at a foe within reach");
    assert!(!seen.blows.is_empty(), "he never struck the foe");
    assert!(
        seen.blows.len() <= seen.strikes.len(),
        "more blows than strikes: {:?} in {:?}",
        seen.blows,
        seen.strikes
    );
    for &(lost, state, frame) in &seen.blows {
        assert_eq!(lost, 20, "a blow took {lost}");
        assert_eq!(state, 31, "a blow outside his strike");
        assert!((16..=25).contains(&frame), "a blow on frame {frame}");
    }
}
