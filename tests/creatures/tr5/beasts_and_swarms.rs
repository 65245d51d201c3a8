//! TR5's creatures on the arena, built as TR5 levels: the dog, crow, lion,
//! gladiator and imp, each on a stand-in model with TOMB5's state numbers
//! (the real TR5 test level carries only the huskie's model), and the rat
//! and spider swarms. Every creature must go for Lara, hurt her only with
//! its own blows, die under her shots leaving its body, keep to its floor
//! and its boxes on every tick, without a script error; the imp flees a
//! lit torch and comes back once it is out; the swarm emitters let their
//! critters out one a tick up to their OCB's count (and the level's pool),
//! and the critters bite her.

use crate::common;

use common::arena::{arena_for, open_room, scripted, stand_in, LARA_AT};
use common::bestiary::{
    case, check_body, check_comes_and_hurts, check_log, level_at, model_of, run_world, shot_dead,
    Case, Place, Tick, CROW, SECTOR, WEST,
};
use tombrs::builder::models::ModelDef;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

/// TR5's type ids (TOMB5 objects.h).
const DOG: u32 = 41;
const CROW_ID: u32 = 43;
const LION: u32 = 57;
const GLADIATOR: u32 = 59;
const IMP: u32 = 89;
const RAT: u16 = 94;
const SPIDER: u16 = 95;
const BURNING_TORCH_ITEM: u16 = 241;

/// Each stand-in lists its starting state first (TOMB5's numbering). The
/// dog starts standing on its hind legs (6).
const DOG_STATES: &[(u16, i32, u16)] = &[
    (6, 0, 6),
    (1, 10, 1),
    (2, 40, 2),
    (3, 0, 3),
    (4, 0, 4),
    (5, 0, 5),
    (7, 0, 3),
    (8, 30, 2),
    (9, 20, 3),
    (10, 0, 10),
];
/// TR1's lion's states: stop, walk, run, pounce, death, roar, bite.
const LION_STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 15, 2),
    (3, 50, 3),
    (4, 20, 1),
    (5, 0, 5),
    (6, 0, 1),
    (7, 0, 1),
];
/// The gladiator: stop, walk, run, shield up and held, death, the four
/// cuts (slowed to 15 frames in `gladiator_model`: a cut lands after 10).
const GLADIATOR_STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 15, 2),
    (3, 45, 3),
    (4, 0, 5),
    (5, 0, 5),
    (6, 0, 6),
    (8, 5, 1),
    (9, 5, 1),
    (10, 30, 3),
    (11, 15, 2),
];
const GLADIATOR_CUTS: &[u16] = &[8, 9, 10, 11];
/// The imp: walk (0), stop, run, claw, leap, scared, climb, roll, death,
/// throw.
const IMP_STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (0, 15, 0),
    (2, 40, 2),
    (3, 0, 1),
    (5, 10, 1),
    (6, 40, 6),
    (7, 0, 1),
    (8, 20, 1),
    (9, 0, 9),
    (11, 0, 1),
];
const IMP_SCARED: u16 = 6;

const CASES: &[Case] = &[
    case(
        "dog",
        DOG,
        (500, 200),
        DOG_STATES,
        Place::Ground(7),
        &[7, 8, 9],
        (10, 18),
    ),
    case(
        "crow",
        CROW_ID,
        (150, 0),
        CROW,
        Place::Ground(7),
        &[6],
        (5, 10),
    ),
    case(
        "lion",
        LION,
        (600, 300),
        LION_STATES,
        Place::Ground(7),
        &[4, 7],
        (5, 40),
    ),
    case(
        "gladiator",
        GLADIATOR,
        (300, 400),
        GLADIATOR_STATES,
        Place::Ground(7),
        GLADIATOR_CUTS,
        (6, 20),
    ),
    case(
        "imp",
        IMP,
        (150, 150),
        IMP_STATES,
        Place::Ground(7),
        &[3, 5],
        (9, 12),
    ),
];

/// The blows each creature deals (TOMB5): what Lara may lose in a tick.
fn blows_of(name: &str) -> &'static [i16] {
    match name {
        "dog" => &[30, 80, 50],
        "crow" => &[20],
        "lion" => &[200, 60],
        "gladiator" => &[120],
        "imp" => &[3],
        _ => unreachable!("{name}"),
    }
}

fn find(name: &str) -> &'static Case {
    CASES.iter().find(|c| c.name == name).unwrap()
}

/// The gladiator's stand-in with its cuts slowed to two ticks a keyframe.
fn gladiator_model(case: &Case) -> ModelDef {
    let mut model = model_of(case);
    for a in model.animations.iter_mut() {
        if GLADIATOR_CUTS.contains(&a.state) {
            a.frame_rate = 2;
            let last = a.frames() - 1;
            for t in a.transitions.iter_mut() {
                t.low = last;
                t.high = last;
            }
        }
    }
    model
}

fn level_of(case: &Case) -> Level {
    let model = if case.name == "gladiator" {
        gladiator_model(case)
    } else {
        model_of(case)
    };
    level_at(Game::Tr5, model, case.place)
}

fn run(case: &Case, ticks: usize) -> (World, Vec<Tick>) {
    let (mut world, mut host) = scripted(level_of(case));
    let trace = run_world(case.name, &mut world, &mut host, ticks, None);
    check_log(case.name, &host);
    (world, trace)
}

#[test]
fn every_creature_goes_for_lara_and_hurts_her_with_its_own_blows() {
    for case in CASES {
        let (_, t) = run(case, 900);
        check_comes_and_hurts(case, &t);
        let blows = blows_of(case.name);
        for w in t.windows(2) {
            let lost = w[0].lara_health - w[1].lara_health;
            if lost > 0 && w[1].lara_health > 0 {
                assert!(
                    blows.contains(&lost),
                    "{}: a blow of {lost}, not one of {blows:?}",
                    case.name
                );
            }
        }
    }
}

#[test]
fn every_creature_dies_under_her_shots_and_its_body_stays() {
    for case in CASES {
        let (world, t) = shot_dead(case.name, level_of(case), case.hit_points);
        check_body(case, &world, &t);
    }
}

#[test]
fn each_creature_takes_its_hit_points_from_its_stats() {
    for case in CASES {
        let (world, _) = run(case, 1);
        assert_eq!(world.entities()[1].health, case.hit_points, "{}", case.name);
    }
}

#[test]
fn the_dog_starts_standing_on_its_hind_legs() {
    let (world, _) = run(find("dog"), 1);
    assert_eq!(world.entities()[1].state, 6);
}

/// An arena of TR5 with Lara, an imp three sectors east of her facing
/// her, and an unlit torch lying at her feet (entity 2). The far end of
/// the room is a click up: a box of its own, somewhere to flee to.
fn imp_and_torch() -> (World, ScriptHost) {
    let mut room = open_room();
    for x in 9..11 {
        for z in 1..11 {
            room.sector_mut(x, z).floor = [-1; 4];
        }
    }
    let case = find("imp");
    let mut imp = EntityDef::new(IMP as u16, 0, [LARA_AT[0] + 3 * SECTOR, 0, LARA_AT[2]]);
    imp.angle = WEST;
    let torch = EntityDef::new(BURNING_TORCH_ITEM, 0, [LARA_AT[0] + 200, 0, LARA_AT[2]]);
    let models = vec![
        model_of(case),
        stand_in(BURNING_TORCH_ITEM as u32, 50, &[(0, 0)]),
    ];
    let level = arena_for(Game::Tr5, room, LARA_AT, models, vec![imp, torch]);
    scripted(level)
}

fn imp_mood(world: &mut World, host: &ScriptHost) -> String {
    common::lua_eval::<String>(host, world, "return world.entity(1).state.ai.mood")
}

fn set_torch_lit(world: &mut World, host: &ScriptHost, lit: bool) {
    common::lua_eval::<()>(host, world, &format!("world.entity(2).state.lit = {lit}"));
}

fn imp_distance(world: &World) -> i32 {
    let (l, e) = (&world.entities()[0], &world.entities()[1]);
    ((l.pos[0] - e.pos[0]) as f64).hypot((l.pos[2] - e.pos[2]) as f64) as i32
}

#[test]
fn the_imp_flees_a_lit_torch_and_comes_back_once_it_is_out() {
    let (mut world, mut host) = imp_and_torch();
    // Unlit: it comes for her.
    for _ in 0..60 {
        host.step(&mut world, Input { bits: 0 });
    }
    assert_eq!(imp_mood(&mut world, &host), "attack");
    let close = imp_distance(&world);
    assert!(close < 3 * SECTOR - 256, "it did not come: {close}");
    // Lit within two sectors of it: it turns and runs, and keeps its
    // distance from the flame while it burns, striking no more.
    set_torch_lit(&mut world, &host, true);
    let health = world.entities()[0].health;
    let (mut scared, mut fled) = (false, close);
    for _ in 0..150 {
        host.step(&mut world, Input { bits: 0 });
        scared |= world.entities()[1].state == IMP_SCARED;
        fled = fled.max(imp_distance(&world));
    }
    assert!(scared, "it never took fright");
    assert!(fled > close + 768, "it did not flee: {close} → {fled}");
    assert_eq!(
        world.entities()[0].health,
        health,
        "it struck her by the flame"
    );
    // Out: it comes back to her.
    set_torch_lit(&mut world, &host, false);
    let mut nearest = fled;
    for _ in 0..300 {
        host.step(&mut world, Input { bits: 0 });
        nearest = nearest.min(imp_distance(&world));
    }
    assert!(
        nearest < 768,
        "it never came back after the torch went out: {nearest}"
    );
    assert_eq!(imp_mood(&mut world, &host), "attack");
    check_log("imp", &host);
}

/// An arena of TR5 with Lara and a swarm emitter of `kind` three sectors
/// east of her facing her, OCB `ocb`, switched on.
fn emitter(kind: u16, ocb: u16) -> (World, ScriptHost) {
    let mut e = EntityDef::new(kind, 0, [LARA_AT[0] + 3 * SECTOR, 0, LARA_AT[2]]);
    e.angle = WEST;
    e.ocb = ocb as i16;
    let model = stand_in(kind as u32, 40, &[(0, 0)]);
    let level = arena_for(Game::Tr5, open_room(), LARA_AT, vec![model], vec![e]);
    scripted(level)
}

/// The living critters of `kind` (entities other than the emitter).
fn critters(world: &World, kind: u16) -> usize {
    world
        .entities()
        .iter()
        .skip(2)
        .filter(|e| e.type_id == kind && e.exists())
        .count()
}

/// Runs `ticks` ticks; the critters' count each tick and every health
/// loss of Lara's.
fn swarm_run(
    world: &mut World,
    host: &mut ScriptHost,
    kind: u16,
    ticks: usize,
) -> (Vec<usize>, Vec<i16>) {
    let (mut counts, mut losses) = (Vec::new(), Vec::new());
    for _ in 0..ticks {
        let before = world.entities()[0].health;
        host.step(world, Input { bits: 0 });
        counts.push(critters(world, kind));
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            losses.push(lost);
        }
    }
    (counts, losses)
}

#[test]
fn the_spider_emitter_lets_out_one_a_tick_to_its_count_and_they_bite() {
    let (mut world, mut host) = emitter(SPIDER, 20);
    let (counts, losses) = swarm_run(&mut world, &mut host, SPIDER, 240);
    // One a tick, up to the OCB's count, then no more.
    assert_eq!(counts[9], 10, "counts {:?}", &counts[..12]);
    assert_eq!(counts[19], 20);
    assert!(counts[20..].iter().all(|&c| c <= 20));
    assert!(!losses.is_empty(), "no spider bit her");
    assert!(
        losses.iter().all(|l| l % 3 == 0),
        "spider bites of 3 each: {losses:?}"
    );
    // The critters are no targets and no bodies.
    let c = world
        .entities()
        .iter()
        .skip(2)
        .find(|e| e.exists())
        .unwrap();
    assert!(!c.solid && !c.targetable);
    check_log("spiders", &host);
}

#[test]
fn the_spider_emitter_keeps_to_the_levels_pool() {
    let (mut world, mut host) = emitter(SPIDER, 200);
    let (counts, _) = swarm_run(&mut world, &mut host, SPIDER, 120);
    assert_eq!(*counts.iter().max().unwrap(), 64, "the pool is 64");
    check_log("spider pool", &host);
}

#[test]
fn rats_pour_out_of_their_hole_and_nibble() {
    let (mut world, mut host) = emitter(RAT, 12);
    // The hole: half a sector behind the emitter's heading (it faces west).
    assert_eq!(world.entities()[1].pos[0], LARA_AT[0] + 3 * SECTOR + 512);
    let (counts, losses) = swarm_run(&mut world, &mut host, RAT, 240);
    assert_eq!(counts[11], 12);
    assert!(!losses.is_empty(), "no rat bit her");
    assert!(losses.iter().all(|l| (1..=12).contains(l)), "{losses:?}");
    check_log("rats", &host);
}

#[test]
fn a_slow_start_lets_critters_out_on_rolls() {
    // Thousands digit 4: the slow start.
    let (mut world, mut host) = emitter(SPIDER, 4010);
    let (counts, _) = swarm_run(&mut world, &mut host, SPIDER, 10);
    assert!(counts[9] < 10, "a slow start let out {}", counts[9]);
    check_log("slow spiders", &host);
}

#[test]
fn the_swarm_emitters_are_hidden_and_no_target() {
    let (world, _) = emitter(SPIDER, 1);
    let e = &world.entities()[1];
    assert!(e.invisible && !e.solid && !e.targetable);
}
