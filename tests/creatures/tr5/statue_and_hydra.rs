//! TR5's Roman statue and hydra on the arena, built as TR5 levels, each on
//! a stand-in model with TOMB5's state numbers (the real TR5 test level
//! carries neither model). The statue wakes from its statue pose, comes
//! for Lara and hurts her only with its hammer blows; one placed with
//! OCB 1 fires homing bolts that strike her for 200; worn below 225 it
//! reels; it dies under her shots leaving its body. The hydra never
//! leaves its spot, turns to face her, bites her close by for 120, spits
//! a homing bolt of 300 at her from afar, and shrugs off her bullets.

use crate::common;

use common::arena::scripted;
use common::bestiary::{
    case, check_body, check_comes_and_hurts, check_log, level_at, model_of, run_world, shot_dead,
    slowed, Case, Place, Tick,
};
use tombrs::builder::models::ModelDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

/// Runs `ticks` ticks with Lara standing still.
fn run_ticks(world: &mut World, host: &mut ScriptHost, ticks: usize) {
    for _ in 0..ticks {
        host.step(world, Input { bits: 0 });
    }
}

/// TR5's type ids (TOMB5 objects.h).
const ROMAN_GOD: u32 = 61;
const HYDRA: u32 = 63;
/// The fx slot the bolts fly in.
const BUBBLES: u16 = 367;

/// The statue: its statue pose first (13, leading to the stop), stop,
/// power up, smash, the two blows, reel, walk, walking blow, turn about,
/// death, bolt.
const ROMAN_STATES: &[(u16, i32, u16)] = &[
    (13, 0, 1),
    (1, 0, 1),
    (2, 0, 1),
    (3, 0, 1),
    (4, 0, 1),
    (5, 0, 1),
    (6, 0, 1),
    (7, 15, 7),
    (9, 15, 7),
    (10, 0, 1),
    (11, 0, 11),
    (12, 0, 1),
];
const ROMAN_BLOWS: &[u16] = &[3, 4, 5, 9];
const ROMAN_BOLT: u16 = 12;
const ROMAN_SMASH: u16 = 3;
const ROMAN_REEL: u16 = 6;
/// The hydra: idle, strike, power up (leading to the spit), spit, reel,
/// rear, the three strikes by distance, death.
const HYDRA_STATES: &[(u16, i32, u16)] = &[
    (0, 0, 0),
    (1, 0, 0),
    (2, 0, 3),
    (3, 0, 0),
    (4, 0, 0),
    (6, 0, 6),
    (7, 0, 0),
    (8, 0, 0),
    (9, 0, 0),
    (11, 0, 11),
];
const HYDRA_STRIKES: &[u16] = &[1, 7, 8, 9];

const STATUE: Case = case(
    "roman god",
    ROMAN_GOD,
    (900, 600),
    ROMAN_STATES,
    Place::Ground(7),
    ROMAN_BLOWS,
    (11, 300),
);
const HYDRA_CASE: Case = case(
    "hydra",
    HYDRA,
    (700, 400),
    HYDRA_STATES,
    Place::Ground(1),
    HYDRA_STRIKES,
    (11, 30),
);

/// The statue's stand-in with its blows slowed to 15 frames (a blow lands
/// after frame 10), its smash and bolt to 36 (the rings and the bolt
/// leave on frame 34).
fn statue_model() -> ModelDef {
    let model = slowed(model_of(&STATUE), ROMAN_BLOWS, 2);
    slowed(model, &[ROMAN_SMASH, ROMAN_BOLT], 5)
}

fn statue_level(place: Place) -> Level {
    level_at(Game::Tr5, statue_model(), place)
}

fn run_level(name: &str, level: Level, ocb: i16, ticks: usize) -> (World, ScriptHost, Vec<Tick>) {
    let (mut world, mut host) = scripted(level);
    // The statue reads its OCB as it decides (set after its placement).
    world.entities_mut()[1].ocb = ocb;
    let trace = run_world(name, &mut world, &mut host, ticks, None);
    check_log(name, &host);
    (world, host, trace)
}

/// Every loss of Lara's health in a run.
fn losses(t: &[Tick]) -> Vec<i16> {
    t.windows(2)
        .map(|w| w[0].lara_health - w[1].lara_health)
        .filter(|&l| l > 0)
        .collect()
}

/// How many bolts have been spawned (living or spent).
fn bolts(world: &World) -> usize {
    world
        .entities()
        .iter()
        .filter(|e| e.type_id == BUBBLES)
        .count()
}

#[test]
fn the_statue_wakes_comes_for_lara_and_hammers_her() {
    // OCB 2: neither bolts (OCB 1) nor smashes from afar (OCB 0): it walks
    // up to her and swings.
    let (world, _, t) = run_level("roman god", statue_level(Place::Ground(3)), 2, 900);
    assert_eq!(world.entities()[1].health, 300);
    check_comes_and_hurts(&STATUE, &t);
    // Every blow she lives through (the last takes what she has left).
    let lost: Vec<i16> = t
        .windows(2)
        .filter(|w| w[1].lara_health > 0)
        .map(|w| w[0].lara_health - w[1].lara_health)
        .filter(|&l| l > 0)
        .collect();
    assert!(
        lost.iter().all(|&l| l == 200),
        "hammer blows of 200 only: {lost:?}"
    );
}

#[test]
fn an_ocb_0_statue_stands_off_and_smashes_the_ground() {
    let (_, _, t) = run_level("roman god rings", statue_level(Place::Ground(7)), 0, 400);
    let smashes = t
        .iter()
        .filter(|s| s.state == ROMAN_SMASH && s.distance > 2048)
        .count();
    assert!(smashes > 0, "it never smashed from afar");
    // Two and a half sectors off, the rings die out short of her.
    assert!(losses(&t).is_empty(), "{:?}", losses(&t));
}

#[test]
fn the_smash_rings_hurt_her_as_they_pass() {
    let (mut world, mut host) = scripted(statue_level(Place::Ground(7)));
    // A ring of the smash's first kind spreading from a sector and a half
    // ahead of her, among the statue's own.
    common::lua_eval::<()>(
        &host,
        &mut world,
        "local l = world.lara() \
         require('creatures.shockwave').add(world.entity(1).state.ai.rings, \
           {inner = 16, outer = 160, speed = 96, life = 48}, l.x + 1536, l.y - 64, l.z)",
    );
    let before = world.entities()[0].health;
    let mut caught = 0;
    for _ in 0..48 {
        let h = world.entities()[0].health;
        run_ticks(&mut world, &mut host, 1);
        let lost = h - world.entities()[0].health;
        assert!(lost <= 24, "a ring took {lost}");
        caught += (lost > 0) as i32;
    }
    assert!(caught > 0, "the ring never caught her");
    assert!(world.entities()[0].health < before);
    check_log("rings", &host);
}

#[test]
fn the_statue_starts_as_a_statue() {
    let (world, _) = scripted(statue_level(Place::Ground(7)));
    assert_eq!(world.entities()[1].state, 13);
}

#[test]
fn an_ocb_1_statue_fires_homing_bolts_of_200() {
    // Ten sectors apart: out of its hammer's reach for a long while.
    let (world, _, t) = run_level("roman god bolts", statue_level(Place::Ground(8)), 1, 600);
    assert!(t.iter().any(|s| s.state == ROMAN_BOLT), "it never fired");
    assert!(bolts(&world) > 0, "no bolt was spawned");
    let far = t
        .windows(2)
        .any(|w| w[0].lara_health - w[1].lara_health == 200 && w[0].distance > 2048);
    assert!(far, "no bolt struck her from afar: {:?}", losses(&t));
}

#[test]
fn the_statue_reels_as_its_stone_cracks() {
    let (mut world, mut host) = scripted(statue_level(Place::Ground(7)));
    run_ticks(&mut world, &mut host, 20);
    common::lua_eval::<()>(
        &host,
        &mut world,
        "world.entity(1):hit(80, world.entity(0))",
    );
    let mut reeled = false;
    for _ in 0..20 {
        run_ticks(&mut world, &mut host, 1);
        reeled |= world.entities()[1].state == ROMAN_REEL;
    }
    assert!(reeled, "it did not reel below 225");
    assert_eq!(world.entities()[1].health, 220);
    check_log("roman god cracks", &host);
}

#[test]
fn the_statue_dies_under_her_shots_and_its_body_stays() {
    let (world, t) = shot_dead("roman god", statue_level(Place::Ground(7)), 300);
    check_body(&STATUE, &world, &t);
}

fn hydra_level(place: Place) -> Level {
    level_at(Game::Tr5, model_of(&HYDRA_CASE), place)
}

#[test]
fn the_hydra_keeps_its_spot_turns_to_her_and_bites() {
    let (world, _, t) = run_level("hydra", hydra_level(Place::Ground(1)), 0, 600);
    let start = t[0].pos;
    assert!(
        t.iter()
            .all(|s| s.pos[0] == start[0] && s.pos[2] == start[2]),
        "it moved"
    );
    // Placed facing east, away from her; it turns to face her (west).
    let yaw = world.entities()[1].rot[1];
    assert!(
        (0xC000 - yaw as i32).abs() < 0x0800,
        "not facing her: {yaw:#x}"
    );
    assert!(
        t.iter().any(|s| HYDRA_STRIKES.contains(&s.state)),
        "never struck"
    );
    let lost = losses(&t);
    assert!(lost.contains(&120), "no bite of 120: {lost:?}");
}

#[test]
fn the_hydra_spits_homing_bolts_of_300_from_afar() {
    let (world, _, t) = run_level("hydra bolts", hydra_level(Place::Ground(6)), 0, 900);
    assert!(bolts(&world) > 0, "no bolt was spawned");
    // Bolts of 300 while she has 500 or more; below, a bolt sets her
    // alight instead (the burning takes a little every tick).
    let mut health = 1000;
    let mut burning = false;
    for l in losses(&t) {
        if l == 300 && health >= 500 && !burning {
            health -= 300;
        } else {
            assert!(health < 500, "a loss of {l} at {health}");
            burning = true;
            health -= l;
        }
    }
    assert!(health <= 400, "two bolts of 300 did not strike her");
    assert!(burning, "the third bolt did not set her alight");
}

#[test]
fn the_hydra_shrugs_off_her_bullets() {
    let (mut world, mut host) = scripted(hydra_level(Place::Ground(6)));
    run_ticks(&mut world, &mut host, 5);
    // A pistol shot: Lara holding her pistols.
    common::lua_eval::<()>(
        &host,
        &mut world,
        "local l = world.entity(0) l.state.guns = l.state.guns or {} l.state.guns.kind = 'pistols' \
         world.entity(1):hit(10, l)",
    );
    run_ticks(&mut world, &mut host, 5);
    assert_eq!(world.entities()[1].health, 30);
    check_log("hydra bullets", &host);
}

#[test]
fn the_hydra_dies_to_a_kill_and_its_body_stays() {
    let (mut world, mut host) = scripted(hydra_level(Place::Ground(6)));
    world.entities_mut()[1].health = 0;
    run_ticks(&mut world, &mut host, 120);
    let e = &world.entities()[1];
    assert!(e.exists() && !e.solid && !e.is_active());
    assert_eq!(e.state, 11);
    check_log("hydra death", &host);
}
