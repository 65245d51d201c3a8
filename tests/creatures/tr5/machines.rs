//! TR5's machines on the arena, built as TR5 levels on stand-in models
//! (the real TR5 test level carries none of them but the wrecking ball,
//! whose claw's states 0 and 1 the stand-in copies). The guardian wakes
//! its eight arms, rises, hovers bobbing, charges and burns Lara with its
//! beams; with both eyes shot out through a sight it spins, its arms burst
//! and it blows up leaving its puzzle item. The attack sub swims after
//! her, fires homing torpedoes of 200 and shrugs off her shots. The
//! gunship slides after her, breaks the window between them and hits her
//! 20 a shot. The wrecking ball runs along the ceiling to her sector,
//! drops, hurts her 96 as it falls past or crushes her squarely under it,
//! and winds back up.

use crate::common;

use common::arena::{stand_in, stand_in_with};
use common::bestiary::{
    check_log, level_at, model_of, placed_arena, run_world, Case, EAST, SECTOR, SWIM, WEST,
};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

/// TR5's type ids (TOMB5 objects.h).
const GUARDIAN: u16 = 65;
const ATTACK_SUB: u32 = 81;
const GUNSHIP: u16 = 91;
const WRECKING_BALL: u16 = 142;
const TORPEDO: u16 = 144;
const PUZZLE_ITEM4: u16 = 175;
const SMASH_OBJECT1: u16 = 397;
const GUARDIAN_BASE: u16 = 438;
const GUARDIAN_ARM: u16 = 439;
const TROLLEY: u16 = 446;

fn step(world: &mut World, host: &mut ScriptHost, ticks: usize) {
    for _ in 0..ticks {
        host.step(world, Input { bits: 0 });
    }
}

fn phase(host: &ScriptHost, world: &mut World) -> String {
    lua_eval(host, world, "return world.entity(1).state.phase")
}

/// The guardian over its base and arms, in the middle of the arena six
/// sectors from Lara; entity 1 the head, 2 the base, 3-10 the arms
/// (headings 0°, 45° …), 11 the puzzle item.
fn guardian_arena() -> (World, ScriptHost) {
    let (x, z) = (8 * SECTOR + 512, 6 * SECTOR + 512);
    let mut placed = vec![
        (GUARDIAN, [x, -1800, z], WEST),
        (GUARDIAN_BASE, [x, 0, z], 0),
    ];
    placed.extend((0..8u16).map(|i| (GUARDIAN_ARM, [x, 0, z], i * 0x2000)));
    placed.push((PUZZLE_ITEM4, [x, 0, z], 0));
    let models = vec![
        stand_in_with(GUARDIAN as u32, 100, 0, &[(0, 0, 0)]),
        stand_in(GUARDIAN_BASE as u32, 100, &[(0, 0), (1, 0)]),
        // The arm: its unfolding (state 0) and its fold (state 2, animation 1).
        stand_in(GUARDIAN_ARM as u32, 100, &[(0, 0), (2, 0)]),
        stand_in(PUZZLE_ITEM4 as u32, 100, &[(0, 0)]),
    ];
    placed_arena(Game::Tr5, models, &placed, 1)
}

#[test]
fn the_guardian_wakes_its_arms_rises_and_hovers() {
    let (mut world, mut host) = guardian_arena();
    // Hung 640 higher as it is set up; the puzzle item hidden.
    assert_eq!(world.entities()[1].pos[1], -2440);
    assert!(world.entities()[11].invisible);
    step(&mut world, &mut host, 70);
    assert!(
        (3..11).all(|i| world.entities()[i].awake),
        "not every arm woke"
    );
    let mut top = 0;
    let mut seeking_at = None;
    for t in 0..200 {
        step(&mut world, &mut host, 1);
        if seeking_at.is_some() {
            continue;
        }
        top = top.min(world.entities()[1].pos[1]);
        if phase(&host, &mut world) != "waking" {
            seeking_at = Some(t);
        }
    }
    assert_eq!(top, -3080, "it rose 640 more");
    assert!(seeking_at.is_some(), "it never saw her");
    // Hovering: it bobs within 128 of where it stopped, never moving across.
    let (mut low, mut high) = (i32::MAX, i32::MIN);
    for _ in 0..120 {
        step(&mut world, &mut host, 1);
        let e = &world.entities()[1];
        assert_eq!((e.pos[0], e.pos[2]), (8 * SECTOR + 512, 6 * SECTOR + 512));
        low = low.min(e.pos[1]);
        high = high.max(e.pos[1]);
    }
    assert!(high - low > 128 && low >= -3080 - 128 && high <= -3080 + 128);
    check_log("guardian hover", &host);
}

#[test]
fn the_guardian_charges_then_its_beams_burn_her() {
    let (mut world, mut host) = guardian_arena();
    let mut charging_at = None;
    let mut died_at = None;
    for t in 0..3000 {
        step(&mut world, &mut host, 1);
        let p = phase(&host, &mut world);
        if charging_at.is_none() && p == "charging" {
            charging_at = Some(t);
            assert_eq!(world.entities()[0].health, 1000, "hurt before its beams");
        }
        if world.entities()[0].health <= 0 {
            died_at = Some(t);
            break;
        }
    }
    let (charged, died) = (
        charging_at.expect("never charged"),
        died_at.expect("she lived"),
    );
    assert!(
        died >= charged + 89,
        "killed before the 90 ticks of its charge"
    );
    let burning: bool = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.burning == true",
    );
    assert!(burning, "the beam did not set her alight");
    check_log("guardian beams", &host);
}

/// A shot through her sight at eye `mesh` of the guardian.
fn sight_shot(host: &ScriptHost, world: &mut World, mesh: u32) {
    lua_eval::<()>(
        host,
        world,
        &format!(
            "local g, l = world.entity(1), world.lara() \
             local x, y, z = g:mesh_point({mesh}, 0, 0, 0) \
             l.state.sight_struck = {{ x, y, z, world.tick() }} g:hit(10, l)"
        ),
    );
}

#[test]
fn its_eyes_shot_out_the_guardian_blows_up_and_leaves_its_prize() {
    let (mut world, mut host) = guardian_arena();
    step(&mut world, &mut host, 140);
    // An ordinary shot only sparks.
    common::bestiary::lara_shoots(&host, &mut world, 1, 10);
    step(&mut world, &mut host, 1);
    let eyes = |w: &World| !w.entities()[1].posture.hidden & 6;
    assert_eq!(eyes(&world), 6);
    sight_shot(&host, &mut world, 1);
    step(&mut world, &mut host, 1);
    assert_eq!(eyes(&world).count_ones(), 1, "one eye gone");
    sight_shot(&host, &mut world, 2);
    step(&mut world, &mut host, 2);
    assert_eq!(eyes(&world), 0);
    assert_eq!(phase(&host, &mut world), "dying");
    // It spins 134 ticks; its arms fold and burst meanwhile.
    step(&mut world, &mut host, 120);
    assert_ne!(
        world.entities()[1].status,
        Status::Deactivated,
        "ended too soon"
    );
    step(&mut world, &mut host, 30);
    let head = &world.entities()[1];
    assert!(
        head.invisible && head.status == Status::Deactivated,
        "it did not blow up"
    );
    assert!(!world.entities()[2].exists(), "the base stayed");
    assert!(
        (3..11).all(|i| !world.entities()[i].exists()),
        "an arm stayed"
    );
    let prize = &world.entities()[11];
    assert!(!prize.invisible, "the puzzle item stayed hidden");
    assert_eq!(
        prize.pos[1], head.pos[1],
        "the puzzle item is not where it hung"
    );
    assert_eq!(world.entities()[0].health, 1000);
    check_log("guardian death", &host);
}

/// The sub: hanging still (0) and swimming (1).
const SUB_STATES: &[(u16, i32, u16)] = &[(0, 0, 0), (1, 30, 1)];
const SUB: Case = Case {
    name: "attack sub",
    type_id: ATTACK_SUB,
    reach: 600,
    height: 0,
    states: SUB_STATES,
    place: SWIM,
    attacks: &[],
    death: 1,
    hit_points: 100,
    bursts: false,
};

fn torpedoes(world: &World) -> usize {
    world
        .entities()
        .iter()
        .filter(|e| e.type_id == TORPEDO)
        .count()
}

#[test]
fn the_attack_sub_comes_after_her_and_its_torpedoes_strike_for_200() {
    let level = level_at(Game::Tr5, model_of(&SUB), SUB.place);
    let (mut world, mut host) = common::arena::scripted(level);
    let t = run_world("attack sub", &mut world, &mut host, 600, None);
    check_log("attack sub", &host);
    let closest = t.iter().map(|s| s.distance).min().unwrap();
    assert!(
        closest < t[0].distance - 2 * SECTOR,
        "it did not come for her"
    );
    assert!(
        t.iter().any(|s| s.state == 0),
        "it never hung still near her"
    );
    assert!(torpedoes(&world) > 0, "no torpedo was spawned");
    // A torpedo every 120 ticks (the first as its reload ends), each
    // striking her for 200 (their flights shorten as it closes in).
    let losses: Vec<(usize, i16)> = t
        .windows(2)
        .enumerate()
        .map(|(i, w)| (i, w[0].lara_health - w[1].lara_health))
        .filter(|&(_, l)| l > 0)
        .collect();
    assert!(losses.len() >= 3, "{losses:?}");
    assert!(losses.iter().all(|&(_, l)| l == 200), "{losses:?}");
    assert!(
        losses.windows(2).all(|w| w[1].0 - w[0].0 >= 100),
        "{losses:?}"
    );
}

#[test]
fn the_attack_sub_shrugs_off_her_shots() {
    let level = level_at(Game::Tr5, model_of(&SUB), SUB.place);
    let (mut world, mut host) = common::arena::scripted(level);
    step(&mut world, &mut host, 5);
    common::bestiary::lara_shoots(&host, &mut world, 1, 500);
    step(&mut world, &mut host, 5);
    assert_eq!(world.entities()[1].health, 100);
    check_log("attack sub shots", &host);
}

/// The gunship six sectors from Lara, two up; a window (a smash object)
/// halfway between them at her chest's height (entity 2).
fn gunship_arena(ocb: i16, at_z: i32, window: bool) -> (World, ScriptHost) {
    let mut placed = vec![(GUNSHIP, [8 * SECTOR + 512, -2048, at_z], WEST)];
    let mut models = vec![stand_in(GUNSHIP as u32, 300, &[(0, 0)])];
    if window {
        placed.push((SMASH_OBJECT1, [5 * SECTOR + 512, 0, 6 * SECTOR + 512], EAST));
        // A pane 600 wide and 1700 high, turned across the line of fire.
        let mut pane = stand_in_with(SMASH_OBJECT1 as u32, 300, 0, &[(0, 0, 0)]);
        for m in pane.meshes.iter_mut() {
            *m = tombrs::builder::models::MeshDef::cuboid(
                [-300, -1800, -40],
                [300, -100, 40],
                tombrs::builder::Material::Stone,
            );
        }
        models.push(pane);
    }
    let (mut world, host) = placed_arena(Game::Tr5, models, &placed, 1);
    world.entities_mut()[1].ocb = ocb;
    (world, host)
}

#[test]
fn the_gunship_breaks_the_window_and_hits_her_20_a_shot() {
    let (mut world, mut host) = gunship_arena(0, 6 * SECTOR + 512, true);
    let start = world.entities()[1].pos;
    let mut losses = Vec::new();
    let mut flashed = false;
    for _ in 0..300 {
        let before = world.entities()[0].health;
        step(&mut world, &mut host, 1);
        let lost = before - world.entities()[0].health;
        if lost > 0 && world.entities()[0].health > 0 {
            losses.push((world.entities()[2].invisible, lost));
        }
        flashed |= world.entities()[1].posture.hidden & 0x100 == 0;
    }
    check_log("gunship", &host);
    assert!(flashed, "its gun never flashed");
    assert!(world.entities()[2].invisible, "the window stands");
    assert!(losses.len() >= 3, "it hit her {} times", losses.len());
    assert!(
        losses.iter().all(|&(broken, l)| broken && l == 20),
        "{losses:?}"
    );
    // It slid towards her along x, and down towards her torso.
    let now = world.entities()[1].pos;
    assert!(now[0] < start[0] - 2 * SECTOR, "{start:?} -> {now:?}");
    assert_eq!(now[2], start[2]);
    assert!(now[1] > start[1]);
}

#[test]
fn an_ocb_1_gunship_follows_her_along_z() {
    let (mut world, mut host) = gunship_arena(1, 9 * SECTOR + 512, false);
    let start = world.entities()[1].pos;
    step(&mut world, &mut host, 200);
    let now = world.entities()[1].pos;
    assert_eq!(now[0], start[0]);
    assert!(now[2] < start[2] - 2 * SECTOR, "{start:?} -> {now:?}");
    check_log("gunship z", &host);
}

/// The wrecking ball and its trolley in the middle of the arena, hunting
/// at once (its roaming time spent) over a yard that is the whole arena;
/// Lara at her spot moved `off` along z within her sector.
fn ball_arena(off: i32) -> (World, ScriptHost) {
    let (x, z) = (6 * SECTOR + 512, 6 * SECTOR + 512);
    let placed = [
        (WRECKING_BALL, [x, -1000, z], 0),
        (TROLLEY, [x, -4096, z], 0),
    ];
    let models: Vec<ModelDef> = vec![
        // The claw: closed (0) and open (1), as the real model's states.
        stand_in(WRECKING_BALL as u32, 400, &[(0, 0), (1, 0)]),
        stand_in(TROLLEY as u32, 100, &[(0, 0)]),
    ];
    let (mut world, mut host) = placed_arena(Game::Tr5, models, &placed, 1);
    world.entities_mut()[0].pos[2] += off;
    lua_eval::<()>(
        &host,
        &mut world,
        "local s = world.entity(1).state \
         s.yard = { x0 = 0, x1 = 12288, z0 = 0, z1 = 12288 } s.age = 900 \
         s.home = { x = 6 * 1024 + 512, z = 6 * 1024 + 512 }",
    );
    step(&mut world, &mut host, 0);
    (world, host)
}

/// Runs the ball `ticks`; its lowest point (largest y) and the health Lara
/// lost tick by tick.
fn run_ball(world: &mut World, host: &mut ScriptHost, ticks: usize) -> (i32, Vec<i16>) {
    let (mut lowest, mut losses) = (i32::MIN, Vec::new());
    for _ in 0..ticks {
        let before = world.entities()[0].health;
        step(world, host, 1);
        lowest = lowest.max(world.entities()[1].pos[1]);
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            losses.push(lost);
        }
        let (ball, trolley) = (&world.entities()[1], &world.entities()[2]);
        assert_eq!((trolley.pos[0], trolley.pos[2]), (ball.pos[0], ball.pos[2]));
        assert_eq!(trolley.pos[1], -4096);
    }
    (lowest, losses)
}

#[test]
fn the_wrecking_ball_crushes_her_squarely_under_it_and_winds_back_up() {
    let (mut world, mut host) = ball_arena(0);
    // Hung 1644 under the ceiling.
    assert_eq!(world.entities()[1].pos[1], -4096 + 1644);
    let (lowest, losses) = run_ball(&mut world, &mut host, 220);
    let ball = &world.entities()[1];
    assert_eq!(
        (ball.pos[0], ball.pos[2]),
        (2 * SECTOR + 512, 6 * SECTOR + 512)
    );
    assert_eq!(lowest, 0, "it did not drop to the floor");
    assert!(
        world.entities()[0].health <= 0,
        "she was not crushed: {losses:?}"
    );
    assert_eq!(losses.len(), 1, "{losses:?}");
    // Wound up again, it goes home.
    run_ball(&mut world, &mut host, 300);
    check_log("wrecking ball", &host);
    let ball = &world.entities()[1];
    assert_eq!(ball.pos, [6 * SECTOR + 512, -4096 + 1644, 6 * SECTOR + 512]);
}

#[test]
fn the_wrecking_ball_falling_past_her_hurts_her_96() {
    let (mut world, mut host) = ball_arena(-412);
    let (lowest, losses) = run_ball(&mut world, &mut host, 400);
    check_log("wrecking ball aside", &host);
    assert_eq!(lowest, 0);
    assert!(!losses.is_empty(), "it never touched her");
    assert!(losses.iter().all(|&l| l == 96), "{losses:?}");
    assert!(world.entities()[0].health > 0);
}

#[test]
fn the_wrecking_ball_roams_the_yard_first_without_dropping() {
    let (mut world, mut host) = ball_arena(0);
    lua_eval::<()>(
        &host,
        &mut world,
        "local s = world.entity(1).state s.age = 0 \
         s.centre = { x = 6 * 1024 + 512, z = 6 * 1024 + 512 }",
    );
    let (lowest, losses) = run_ball(&mut world, &mut host, 400);
    assert_eq!(lowest, -4096 + 1644, "it dropped");
    assert!(losses.is_empty());
    let ball = &world.entities()[1];
    assert!((ball.pos[0] - (6 * SECTOR + 512)).abs() <= 3 * SECTOR);
    check_log("wrecking ball roams", &host);
}

#[test]
fn the_machines_are_catalogued_in_tr5() {
    let (mut world, host) = guardian_arena();
    let names: String = lua_eval(
        &host,
        &mut world,
        "local c = require('objects.tr5') \
         return c[65].behaviour .. ' ' .. c[81].behaviour .. ' ' .. c[91].behaviour .. ' ' \
           .. c[142].behaviour .. ' ' .. c[144].behaviour",
    );
    assert_eq!(
        names,
        "creatures.guardian creatures.attack_sub creatures.gunship objects.common.wrecking_ball creatures.missile"
    );
}
