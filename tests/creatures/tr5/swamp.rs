//! TR5's swamp and maze creatures on the arena, built as TR5 levels, each
//! on a stand-in model with TOMB5's state and animation numbers (the real
//! TR5 test level carries none of their models). The brown beast comes for
//! Lara and mauls her for 150 a blow, dying under her shots; the lagoon
//! witch swims up and claws her for 100, heads for her AI marker until
//! Lara carries PUZZLE_ITEM2, and shot down to nothing goes on (TOMB5
//! gives her no death); the reaper drifts after her a sector under the
//! surface, nose down, and never hurts her; the lightning guide, unseen,
//! leads her from AI_FOLLOW marker to marker only while she keeps near,
//! and past the last one fades and is gone.

use crate::common;

use common::arena::{open_room, scripted, stand_in_with, BODY_HEIGHT, STILL};
use common::bestiary::{
    case, check_body, check_comes_and_hurts, check_log, level_at, model_of, run_world, shot_dead,
    slowed, Case, Place, Tick, SECTOR, SWIM, WEST,
};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

/// TR5's type ids (TOMB5 objects.h).
const WILLOWISP: u32 = 71;
const REAPER: u32 = 75;
const MAZE_MONSTER: u32 = 77;
const GREEN_TEETH: u32 = 79;
const AI_FOLLOW: u16 = 382;
const PUZZLE_ITEM2: u16 = 173;

const SWIM_SPEED: i32 = 20;
const IDLE_DRIFT: i32 = 8;

/// The brown beast: its animations laid out as TOMB5 numbers them where
/// the routine reads them: the two mauls are animations 2 and 8 (states 4
/// and 6), the death animation 10 (state 7); the rest fill the gaps.
const BEAST_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, 16, 2),
    (4, STILL, 1),
    (3, 40, 3),
    (5, STILL, 5),
    (8, STILL, 8),
    (9, STILL, 9),
    (10, STILL, 10),
    (6, STILL, 1),
    (11, STILL, 11),
    (7, STILL, 7),
];
const BEAST_MAULS: &[u16] = &[4, 6];
const BEAST: Case = case(
    "brown beast",
    MAZE_MONSTER,
    (900, 400),
    BEAST_STATES,
    Place::Ground(5),
    BEAST_MAULS,
    (7, 4000),
);

/// The lagoon witch: swim 1, idle 2 (her start, animation 1: she drifts
/// on in it, as the 2° a tick TOMB5 lets her turn there says), claw 3.
const WITCH_STATES: &[(u16, i32, u16)] = &[(1, SWIM_SPEED, 1), (2, IDLE_DRIFT, 2), (3, STILL, 2)];
const WITCH_CLAW: u16 = 3;
const WITCH: Case = case(
    "lagoon witch",
    GREEN_TEETH,
    (300, 0),
    WITCH_STATES,
    SWIM,
    &[WITCH_CLAW],
    (2, 100),
);

/// The reaper: pause 1 (ending back into its drift), drift 2 (its start,
/// animation 1).
const REAPER_STATES: &[(u16, i32, u16)] = &[(1, STILL, 2), (2, SWIM_SPEED, 2)];

/// The wisp: float 1, move 2.
const WISP_STATES: &[(u16, i32, u16)] = &[(1, STILL, 1), (2, 24, 2)];

/// Every loss of Lara's health she lived through in a run (the last blow
/// takes what she has left).
fn lived_through(t: &[Tick]) -> Vec<i16> {
    t.windows(2)
        .filter(|w| w[1].lara_health > 0)
        .map(|w| w[0].lara_health - w[1].lara_health)
        .filter(|&l| l > 0)
        .collect()
}

fn run_level(name: &str, level: Level, ticks: usize) -> (World, ScriptHost, Vec<Tick>) {
    let (mut world, mut host) = scripted(level);
    let trace = run_world(name, &mut world, &mut host, ticks, None);
    check_log(name, &host);
    (world, host, trace)
}

fn run_ticks(world: &mut World, host: &mut ScriptHost, ticks: usize) {
    for _ in 0..ticks {
        host.step(world, Input { bits: 0 });
    }
}

/// The beast's mauls run 43 frames (its right hand lands as late as frame
/// 42 of animation 2).
fn beast_level() -> Level {
    level_at(
        Game::Tr5,
        slowed(model_of(&BEAST), BEAST_MAULS, 6),
        BEAST.place,
    )
}

#[test]
fn the_brown_beast_comes_for_lara_and_mauls_her_for_150() {
    let (world, _, t) = run_level("brown beast", beast_level(), 900);
    check_comes_and_hurts(&BEAST, &t);
    let lost = lived_through(&t);
    assert!(lost.len() >= 2, "fewer than two mauls landed: {lost:?}");
    assert!(
        lost.iter().all(|&l| l == 150),
        "mauls of 150 only: {lost:?}"
    );
    assert_eq!(world.entities()[1].health, 4000);
}

#[test]
fn the_brown_beast_dies_under_her_shots_and_its_body_stays() {
    let (world, t) = shot_dead("brown beast", beast_level(), 4000);
    check_body(&BEAST, &world, &t);
}

/// The witch's claw runs 36 frames (it lands after frame 29).
fn witch_model() -> ModelDef {
    slowed(model_of(&WITCH), &[WITCH_CLAW], 5)
}

#[test]
fn the_lagoon_witch_starts_low_swims_up_and_claws_for_100() {
    let (mut world, mut host) = scripted(level_at(Game::Tr5, witch_model(), SWIM));
    // Placed a sector down, she starts idling half a sector lower.
    assert_eq!(world.entities()[1].state, 2);
    assert_eq!(world.entities()[1].pos[1], 1024 + 512);
    let t = run_world("lagoon witch", &mut world, &mut host, 900, None);
    check_log("lagoon witch", &host);
    check_comes_and_hurts(&WITCH, &t);
    let lost = lived_through(&t);
    assert!(!lost.is_empty(), "no claw landed");
    assert!(
        lost.iter().all(|&l| l == 100),
        "claws of 100 only: {lost:?}"
    );
    // Under the surface (y 0) by a third of a sector at least, every tick.
    assert!(t.iter().all(|s| s.pos[1] >= 341), "she broke the surface");
}

#[test]
fn the_lagoon_witch_has_no_death_shot_down_she_goes_on() {
    let (mut world, mut host) = scripted(level_at(Game::Tr5, witch_model(), SWIM));
    run_ticks(&mut world, &mut host, 10);
    common::lua_eval::<()>(&host, &mut world, "world.entity(1):hit(100, world.lara())");
    let at = world.entities()[1].pos;
    let t = run_world("lagoon witch shot", &mut world, &mut host, 300, None);
    check_log("lagoon witch shot", &host);
    let e = &world.entities()[1];
    assert!(e.health <= 0);
    assert_eq!(e.status, Status::Active, "she stopped");
    assert_eq!(world.kills(), 1, "her kill was not counted");
    let targetable: bool = common::lua_eval(&host, &mut world, "return world.entity(1).targetable");
    assert!(!targetable, "still a target");
    assert!(t.iter().any(|s| s.pos != at), "she did not go on moving");
}

/// A TR5 pool (room 0 under an air room) with Lara and the creature of
/// `model` under water seven sectors apart, and AI_FOLLOW markers `(where,
/// key)`.
fn pool_with_markers(model: ModelDef, markers: &[([i32; 3], i16)]) -> Level {
    let (lara, mut creature) = common::bestiary::starts(7, 1024, 1024);
    creature.type_id = model.type_id as u16;
    let def = LevelDef {
        rooms: common::bestiary::pool_rooms(),
        models: vec![tombrs::builder::hero::hero(), model],
        entities: vec![lara, creature],
        ai_objects: markers_of(markers),
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr5)).unwrap()
}

/// AI_FOLLOW markers `(where, key)` in room 0.
fn markers_of(markers: &[([i32; 3], i16)]) -> Vec<EntityDef> {
    markers
        .iter()
        .map(|&(at, key)| {
            let mut m = EntityDef::new(AI_FOLLOW, 0, at);
            m.ocb = key;
            m
        })
        .collect()
}

#[test]
fn the_lagoon_witch_keeps_to_her_marker_until_lara_carries_puzzle_item_2() {
    // The marker on her start square gives her the follow order; its
    // next one lies off to the north, away from Lara.
    let start = [9 * SECTOR + 512, 1024, 6 * SECTOR + 512];
    let north = [9 * SECTOR + 512, 1024, 2 * SECTOR + 512];
    let level = pool_with_markers(witch_model(), &[(start, 0), (north, 0)]);
    let (mut world, mut host) = scripted(level);
    let t = run_world("witch marker", &mut world, &mut host, 300, None);
    let nearest = t.iter().map(|s| s.distance).min().unwrap();
    assert!(
        nearest > 5 * SECTOR,
        "she came for Lara ({nearest}) instead of her marker"
    );
    assert!(
        world.entities()[1].pos[2] < 4 * SECTOR,
        "she never headed north: {:?}",
        world.entities()[1].pos
    );
    common::lua_eval::<()>(
        &host,
        &mut world,
        &format!(
            "local l = world.lara(); l.state.inventory = l.state.inventory or {{}}; \
             l.state.inventory[{PUZZLE_ITEM2}] = 1"
        ),
    );
    let t = run_world("witch hunts", &mut world, &mut host, 600, None);
    check_log("witch", &host);
    let nearest = t.iter().map(|s| s.distance).min().unwrap();
    assert!(nearest < 2 * SECTOR, "she never came for Lara: {nearest}");
}

#[test]
fn the_reaper_drifts_after_her_nose_down_and_never_hurts_her() {
    let model = stand_in_with(REAPER, 200, 0, REAPER_STATES);
    let (world, mut host, t) = run_level("reaper", level_at(Game::Tr5, model, SWIM), 600);
    let start = t[0].distance;
    let nearest = t.iter().map(|s| s.distance).min().unwrap();
    assert!(
        nearest < start - 2 * SECTOR,
        "it did not come after her: {start} → {nearest}"
    );
    assert!(t.iter().any(|s| s.state == 1), "it never paused");
    assert!(t.iter().all(|s| s.lara_health == 1000), "it hurt her");
    // A sector under the surface (y 0) at least, nose down 67.5°.
    assert!(
        t.iter().all(|s| s.pos[1] >= 1024),
        "it rose above a sector's depth"
    );
    // JellyControl sets the pitch to −0x3000, then CreatureAnimation eases
    // a swimmer's pitch a degree (182) towards its climb (TOMB5 minisub.cpp,
    // box.cpp).
    let pitch = world.entities()[1].rot[0] as i16 as i32;
    assert!((pitch + 0x3000).abs() <= 182, "not nose down: {pitch}");
    let mut world = world;
    common::lua_eval::<()>(&host, &mut world, "world.entity(1):hit(10, world.lara())");
    let at = world.entities()[1].pos;
    run_ticks(&mut world, &mut host, 60);
    assert_eq!(world.entities()[1].status, Status::Active, "it stopped");
    assert_ne!(world.entities()[1].pos, at, "it stopped drifting");
    let targetable: bool = common::lua_eval(&host, &mut world, "return world.entity(1).targetable");
    assert!(!targetable, "shot down, still a target");
}

/// A TR5 arena with the wisp seven sectors east of Lara and AI_FOLLOW
/// markers `(where, key)`.
fn wisp_arena(markers: &[([i32; 3], i16)]) -> (World, ScriptHost) {
    let (lara, mut wisp) = common::bestiary::starts(7, 0, -1024);
    wisp.type_id = WILLOWISP as u16;
    wisp.angle = WEST;
    let def = LevelDef {
        rooms: vec![open_room()],
        models: vec![
            tombrs::builder::hero::hero(),
            stand_in_with(WILLOWISP, 100, BODY_HEIGHT, WISP_STATES),
        ],
        entities: vec![lara, wisp],
        ai_objects: markers_of(markers),
        ..Default::default()
    };
    scripted(Level::from_raw(&tombrs::builder::build(&def, Game::Tr5)).unwrap())
}

/// True when `p` is within a marker's reach (640) of `mark` across.
fn at_mark(p: [i32; 3], mark: [i32; 3]) -> bool {
    (p[0] - mark[0]).abs() < 640 && (p[2] - mark[2]).abs() < 640
}

#[test]
fn the_wisp_leads_only_while_lara_keeps_near_then_fades_away() {
    let first = [6 * SECTOR + 512, 0, 2 * SECTOR + 512];
    let second = [2 * SECTOR + 512, 0, 2 * SECTOR + 512];
    let (mut world, mut host) = wisp_arena(&[(first, 0), (second, 1)]);
    let start = world.entities()[1].pos;
    assert!(world.entities()[1].invisible, "the wisp is drawn");
    // Lara seven sectors off: it waits where it is.
    run_ticks(&mut world, &mut host, 120);
    let p = world.entities()[1].pos;
    assert_eq!((p[0], p[2]), (start[0], start[2]), "it moved without her");
    assert_eq!(world.entities()[1].state, 1, "not floating");
    // Lara keeps a sector behind it: it goes to the first marker, then the
    // second.
    let mut reached = Vec::new();
    for tick in 0..1500 {
        let w = world.entities()[1].pos;
        world.entities_mut()[0].pos = [w[0] + SECTOR, 0, w[2]];
        host.step(&mut world, Input { bits: 0 });
        let e = &world.entities()[1];
        if !e.exists() || e.status == Status::Removed {
            reached.push(("gone", tick));
            break;
        }
        // Between its floor (0) and ceiling (-4096), 512 over and 768 under.
        assert!(
            (-4096 + 768..=-512).contains(&e.pos[1]),
            "out of its band at {:?}",
            e.pos
        );
        for (name, mark) in [("first", first), ("second", second)] {
            if at_mark(e.pos, mark) && !reached.iter().any(|r| r.0 == name) {
                reached.push((name, tick));
            }
        }
    }
    check_log("wisp", &host);
    let names: Vec<&str> = reached.iter().map(|r| r.0).collect();
    assert_eq!(names, ["first", "second", "gone"], "{reached:?}");
    // Gone 192 ticks after its lead was over, not long after the last marker.
    let (second_at, gone_at) = (reached[1].1, reached[2].1);
    assert!(
        gone_at - second_at >= 192 && gone_at - second_at < 192 + 60,
        "gone {} ticks after the last marker",
        gone_at - second_at
    );
}

#[test]
fn the_wisp_without_markers_fades_away_after_192_ticks() {
    let (mut world, mut host) = wisp_arena(&[]);
    run_ticks(&mut world, &mut host, 190);
    assert!(world.entities()[1].exists() && world.entities()[1].status != Status::Removed);
    run_ticks(&mut world, &mut host, 10);
    let e = &world.entities()[1];
    assert!(
        !e.exists() || e.status == Status::Removed,
        "still there after 200 ticks"
    );
    check_log("wisp alone", &host);
}

/// TR3's raptor hung by a rope (CARCASS).
const CARCASS: u16 = 38;

/// A TR3 level with the carcass hung at `at` in `room` of `rooms` and
/// switched on; its y each tick for `ticks` ticks and the world.
fn drop_carcass(
    rooms: Vec<tombrs::builder::RoomDef>,
    room: usize,
    at: [i32; 3],
    ticks: usize,
) -> (World, ScriptHost, Vec<i32>) {
    let mut hung = EntityDef::new(CARCASS, room, at);
    hung.angle = 0;
    let model = common::arena::stand_in(CARCASS as u32, 200, &[(0, 0)]);
    let level = common::arena::arena_rooms_for(
        Game::Tr3,
        rooms,
        common::arena::LARA_AT,
        vec![model],
        vec![hung],
    );
    let (mut world, mut host) = scripted(level);
    let ys = (0..ticks)
        .map(|_| {
            host.step(&mut world, Input { bits: 0 });
            world.entities()[1].pos[1]
        })
        .collect();
    check_log("carcass", &host);
    (world, host, ys)
}

#[test]
fn the_hung_raptor_drops_rolls_onto_its_side_and_rests_over_the_floor() {
    let room = tombrs::builder::RoomDef::boxed(0, 0, 12, 12, 0, -16);
    let (world, _, ys) = drop_carcass(
        vec![room],
        0,
        [6 * SECTOR + 512, -3072, 6 * SECTOR + 512],
        60,
    );
    // 8 a tick faster each tick: 0, 8, 16… (at most 512).
    assert_eq!(
        &ys[..4],
        &[-3072, -3064, -3048, -3024],
        "not falling as it should"
    );
    let e = &world.entities()[1];
    assert_eq!(e.pos[1], -64, "not at rest 64 over the floor");
    assert_eq!(e.rot[2], 0x6000, "not rolled onto its side");
    assert!(ys.windows(2).all(|w| w[1] - w[0] <= 512));
}

#[test]
fn the_hung_raptor_splashes_into_water_and_sinks_slowly_as_bait() {
    let rooms = common::bestiary::pool_rooms();
    let (mut world, host, ys) =
        drop_carcass(rooms, 1, [6 * SECTOR + 512, -2048, 6 * SECTOR + 512], 200);
    // Into the water (surface 0) just under the surface, then no faster
    // than 64 a tick.
    let entered = ys
        .iter()
        .position(|&y| y > 0)
        .expect("it never reached the water");
    assert_eq!(ys[entered], 1, "not just under the surface");
    assert!(
        ys[entered..].windows(2).all(|w| w[1] - w[0] <= 64),
        "sinking too fast"
    );
    assert_eq!(
        world.entities()[1].pos[1],
        2048 - 64,
        "not at rest on the pool's floor"
    );
    let bait: Option<i64> = common::lua_eval(
        &host,
        &mut world,
        "return world.level_state().carcass_in_water",
    );
    assert_eq!(bait, Some(1), "the level does not know the bait");
}
