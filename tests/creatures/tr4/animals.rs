//! TR4's animals on the arena, built as TR4 levels: the crocodile on land
//! and in the water, the bat, both scorpions, the wild boar, the baboons,
//! the hammerhead and the big beetle, each on a stand-in model with TOMB4's
//! state numbers (the real TR4 test level has only the dog's model), and
//! the swarms: TR4's locusts and little beetles, TR5's bats. Every creature
//! must go for Lara, hurt her when its attack lands, die under her shots
//! (a baboon comes back home instead), keep to its floor and its boxes on
//! every tick, without a script error; the swarms nip her and the flying
//! ones die away.

use crate::common;

use common::arena::{activate, arena_for, open_room, scripted, LARA_AT};
use common::bestiary::{
    case, check_body, check_comes_and_hurts, check_log, level_at, model_of, open_level_of,
    run_world, shot_dead, Case, Place, Tick, SWIM,
};
use tombrs::builder::models::ModelDef;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

/// Each stand-in lists its starting state first: `(state, speed, next)`.
/// The crocodile on land: stop, run, walk, bite, death; in the water:
/// swim, snap, death. Its body reaches far ahead (the bite is half a
/// sector before its head's joint), as the big scorpion's sting does.
const CROCODILE: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 30, 2),
    (3, 10, 3),
    (5, 0, 1),
    (7, 0, 7),
    (8, 20, 8),
    (9, 5, 8),
    (10, 0, 10),
];
/// The bat hangs (6), takes off (1) into flying (2), bites (3), falls (4),
/// dies (5).
const BAT: &[(u16, i32, u16)] = &[
    (6, 0, 6),
    (1, 0, 2),
    (2, 20, 2),
    (3, 20, 3),
    (4, 0, 4),
    (5, 0, 5),
];
/// The scorpions: stop, walk, run, pincers, sting, death.
const SCORPION: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 15, 2),
    (3, 30, 3),
    (4, 0, 1),
    (5, 0, 1),
    (6, 0, 6),
];
/// The boar: stop, run (charging), graze, attack, death.
const BOAR: &[(u16, i32, u16)] = &[(1, 0, 1), (2, 30, 2), (3, 0, 3), (4, 20, 2), (5, 0, 5)];
/// The baboon starts sitting (6); walk 2, stop 3, run 4, idles 7, 8, 10,
/// leap 9, death 11, strikes 12–14 (stepping in, as the model's do).
const BABOON: &[(u16, i32, u16)] = &[
    (6, 0, 6),
    (2, 15, 2),
    (3, 0, 3),
    (4, 30, 4),
    (7, 0, 6),
    (8, 0, 6),
    (9, 20, 3),
    (10, 0, 3),
    (11, 0, 11),
    (12, 15, 3),
    (13, 15, 3),
    (14, 25, 3),
];
/// The hammerhead: start (0) into a slow swim (1), fast (2), bite (3),
/// death (5).
const HAMMERHEAD: &[(u16, i32, u16)] = &[(0, 0, 1), (1, 20, 1), (2, 40, 2), (3, 10, 0), (5, 0, 5)];
/// The big beetle waits on the floor (1); take-off (2) into hovering (9),
/// moving (3), biting (4), landing (5), falling dead (6, 7), dead (8).
const BEETLE: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 0, 9),
    (3, 20, 3),
    (4, 20, 9),
    (5, 0, 1),
    (6, 0, 7),
    (7, 0, 7),
    (8, 0, 8),
    (9, 0, 9),
];

const CASES: &[Case] = &[
    case(
        "crocodile",
        51,
        // Its jaw reaches past the 732 at which it stops: under the
        // originals' animation order its walk gives way to the stop as
        // the walk's cycle ends, a step short of the old order's 712.
        (960, 150),
        CROCODILE,
        Place::Ground(7),
        &[5],
        (7, 36),
    ),
    case(
        "crocodile in the water",
        51,
        (900, 0),
        CROCODILE,
        SWIM,
        &[9],
        (10, 36),
    ),
    case("bat", 90, (120, 0), BAT, Place::Air(-2048), &[3], (5, 5)),
    case(
        "scorpion",
        55,
        (1300, 150),
        SCORPION,
        Place::Ground(7),
        &[4, 5],
        (6, 80),
    ),
    case(
        "small scorpion",
        106,
        // Its pincers reach past where it stops under the originals'
        // animation order (its run gives way as the cycle ends).
        (250, 60),
        SCORPION,
        Place::Ground(7),
        &[4, 5],
        (6, 8),
    ),
    case(
        "wild boar",
        73,
        (150, 100),
        BOAR,
        Place::Ground(7),
        &[2, 4],
        (5, 40),
    ),
    case("hammerhead", 93, (500, 0), HAMMERHEAD, SWIM, &[3], (5, 45)),
    case(
        "big beetle",
        84,
        (200, 0),
        BEETLE,
        Place::Ground(2),
        &[4],
        (8, 30),
    ),
];

/// The baboon that goes for her (BABOON_INV), and the normal one that
/// spares her until hurt.
const BABOON_CASE: Case = case(
    "baboon",
    69,
    (250, 150),
    BABOON,
    Place::Ground(7),
    &[12, 13, 14],
    (11, 30),
);

/// The small scorpion's blows land only in frames 21–31 of a strike: its
/// stand-in's strikes run 40 frames.
const LONG_STRIKE_FRAMES: usize = 40;

fn stand_in(case: &Case) -> ModelDef {
    let mut model = model_of(case);
    if case.name == "small scorpion" {
        for a in model
            .animations
            .iter_mut()
            .filter(|a| [4, 5].contains(&a.state))
        {
            let key = a.keys[0].clone();
            a.keys = vec![key; LONG_STRIKE_FRAMES];
            let last = a.frames() - 1;
            for t in a.transitions.iter_mut() {
                (t.low, t.high) = (last, last);
            }
        }
    }
    model
}

/// Where the bat hangs: four sectors from her, within its five-sector wake.
const BAT_APART: i32 = 4;
/// How high it hangs.
const BAT_HANGS: i32 = -2048;

fn level_of(case: &Case) -> tombrs::level::Level {
    if case.name == "bat" {
        return open_level_of(Game::Tr4, stand_in(case), BAT_APART, BAT_HANGS);
    }
    level_at(Game::Tr4, stand_in(case), case.place)
}

#[test]
fn the_bat_hangs_until_she_comes_within_five_sectors() {
    // Seven sectors off (the arena's Air place) it never stirs.
    let (mut world, mut host) = scripted(level_at(
        Game::Tr4,
        model_of(find("bat")),
        find("bat").place,
    ));
    let t = run_world("bat", &mut world, &mut host, 300, None);
    check_log("bat", &host);
    assert!(t.iter().all(|s| s.state == 6), "it left its perch");
}

fn run(case: &Case, ticks: usize) -> (World, ScriptHost, Vec<Tick>) {
    let (mut world, mut host) = scripted(level_of(case));
    let trace = run_world(case.name, &mut world, &mut host, ticks, None);
    check_log(case.name, &host);
    (world, host, trace)
}

fn find(name: &str) -> &'static Case {
    CASES.iter().find(|c| c.name == name).unwrap()
}

#[test]
fn every_animal_goes_for_lara_and_hurts_her() {
    for case in CASES.iter().chain([&BABOON_CASE]) {
        let (_, _, t) = run(case, 900);
        check_comes_and_hurts(case, &t);
    }
}

#[test]
fn each_blow_takes_its_stats_damage() {
    for (name, damage) in [
        ("crocodile", 120),
        ("crocodile in the water", 120),
        ("bat", 2),
        ("scorpion", 120),
        ("small scorpion", 20),
        ("wild boar", 30),
        ("hammerhead", 120),
        ("big beetle", 50),
    ] {
        let (_, _, t) = run(find(name), 900);
        let first = t
            .windows(2)
            .map(|w| w[0].lara_health - w[1].lara_health)
            .find(|&lost| lost > 0)
            .unwrap_or_else(|| panic!("{name}: no blow"));
        assert_eq!(first, damage, "{name}: its first blow");
    }
}

#[test]
fn every_animal_dies_under_her_shots_and_its_body_stays() {
    for case in CASES {
        let (world, t) = shot_dead(case.name, level_of(case), case.hit_points);
        check_body(case, &world, &t);
    }
}

#[test]
fn the_crocodile_swims_in_the_water_and_walks_on_land() {
    let (_, _, t) = run(find("crocodile in the water"), 300);
    assert!(
        t.iter().all(|s| [8, 9].contains(&s.state)),
        "left the water states"
    );
    assert!(
        t.iter().all(|s| s.pos[1] >= 256),
        "rose above a click under"
    );
    let (_, _, t) = run(find("crocodile"), 300);
    assert!(t.iter().any(|s| s.state == 3), "never walked up to her");
    assert!(t.iter().all(|s| s.state < 8), "swam on dry land");
}

#[test]
fn the_big_scorpion_stings_poison_into_her() {
    let (mut world, host, t) = run(find("scorpion"), 900);
    assert!(t.iter().any(|s| s.state == 5), "never stung");
    let poison = common::lua_eval::<i64>(
        &host,
        &mut world,
        "return require('lara.poison').level(world.lara())",
    );
    assert!(poison > 0, "no poison in her");
}

#[test]
fn the_boar_charges_once_then_runs_off_and_comes_again() {
    let (_, _, t) = run(find("wild boar"), 900);
    let blows: Vec<usize> = t
        .windows(2)
        .enumerate()
        .filter(|(_, w)| w[1].lara_health < w[0].lara_health)
        .map(|(i, _)| i)
        .collect();
    assert!(blows.len() >= 2, "charged once only: {blows:?}");
    let (a, b) = (blows[0], blows[1]);
    let farthest = t[a..b].iter().map(|s| s.distance).max().unwrap();
    assert!(
        farthest >= 2048 - 300,
        "did not run off between charges: {farthest}"
    );
}

#[test]
fn a_dead_baboon_goes_home_hidden_and_comes_back_on_its_trigger() {
    let level = level_at(Game::Tr4, model_of(&BABOON_CASE), BABOON_CASE.place);
    let (mut world, mut host) = scripted(level);
    let home = world.entities()[1].pos;
    run_world("baboon", &mut world, &mut host, 60, None);
    assert_ne!(world.entities()[1].pos, home, "it never left home");
    let lara = world.entities()[0].id.index;
    common::lua_eval::<()>(
        &host,
        &mut world,
        &format!("world.entity(1):hit(30, world.entity({lara}))"),
    );
    for _ in 0..60 {
        host.step(&mut world, Input { bits: 0 });
    }
    let e = &world.entities()[1];
    assert_eq!(e.pos, home, "not back home");
    assert!(e.invisible, "not hidden");
    assert_eq!(e.status, Status::Inactive, "not waiting for its trigger");
    assert_eq!(e.health, 30, "not whole");
    assert_eq!(world.kills(), 1, "her kill not counted");
    activate(&mut world, &mut host, 1);
    let t = run_world("baboon again", &mut world, &mut host, 600, None);
    check_log("baboon", &host);
    assert!(!world.entities()[1].invisible, "still hidden");
    check_comes_and_hurts(&BABOON_CASE, &t);
}

#[test]
fn the_normal_baboon_leaves_lara_be_until_she_hurts_it() {
    let level = level_at(Game::Tr4, tombrs_model(67, &BABOON_CASE), BABOON_CASE.place);
    let (mut world, mut host) = scripted(level);
    let t = run_world("normal baboon", &mut world, &mut host, 300, None);
    assert!(
        t.iter().all(|s| s.lara_health == 1000),
        "it hurt her unprovoked"
    );
    let lara = world.entities()[0].id.index;
    common::lua_eval::<()>(
        &host,
        &mut world,
        &format!("world.entity(1):hit(5, world.entity({lara}))"),
    );
    let t = run_world("normal baboon hurt", &mut world, &mut host, 900, None);
    check_log("normal baboon", &host);
    assert!(
        t.iter().any(|s| s.lara_health < 1000),
        "hurt, it did not fight back"
    );
}

/// The baboon's stand-in under another baboon's type.
fn tombrs_model(type_id: u32, case: &Case) -> ModelDef {
    let mut m = model_of(case);
    m.type_id = type_id;
    m
}

/// A TR4 or TR5 arena with a swarm emitter of `emitter` (OCB `ocb`) four
/// sectors in front of Lara, switched on, and stand-ins for `looks`.
fn swarm_world(game: Game, emitter: u16, ocb: i16, looks: u32) -> (World, ScriptHost) {
    let mut e = EntityDef::new(emitter, 0, [LARA_AT[0] + 4 * 1024, -1024, LARA_AT[2]]);
    e.angle = 0xC000;
    e.ocb = ocb;
    if emitter == 83 {
        e.pos[1] = 0;
    }
    let model = common::arena::stand_in(looks, 40, &[(0, 0)]);
    let level = std::sync::Arc::new(arena_for(game, open_room(), LARA_AT, vec![model], vec![e]));
    let mut world = World::new(level.clone(), 1);
    let mut host =
        ScriptHost::new(&tombrs::script::HostConfig::with_mods(&[]), game, None).unwrap();
    host.bind_all(&mut world);
    activate(&mut world, &mut host, 1);
    (world, host)
}

/// Living entities of `type_id` other than entity 1.
fn members(world: &World, type_id: u16) -> usize {
    world
        .entities()
        .iter()
        .skip(2)
        .filter(|e| e.exists() && e.type_id == type_id)
        .count()
}

/// Runs a flying swarm until it is gone: it let out `count`, nipped her
/// (health lost in small nips of `nip`) and died away, the emitter stopped.
fn flying_swarm_nips_and_dies_away(game: Game, emitter: u16, looks: u16, nip: i16) {
    let (mut world, mut host) = swarm_world(game, emitter, 20, looks as u32);
    let (mut most, mut nips) = (0, Vec::new());
    for tick in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, Input { bits: 0 });
        most = most.max(members(&world, looks));
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            nips.push(lost);
        }
        if tick == 100 {
            assert!(members(&world, looks) > 0, "{game:?}: no swarm at tick 100");
        }
    }
    check_log("swarm", &host);
    assert_eq!(most, 20, "{game:?}: not all twenty let out");
    assert!(!nips.is_empty(), "{game:?}: never nipped her");
    assert!(
        nips.iter().all(|&n| n % nip == 0),
        "{game:?}: nips {nips:?}"
    );
    assert_eq!(members(&world, looks), 0, "{game:?}: the swarm lives on");
    assert_eq!(
        world.entities()[1].status,
        Status::Deactivated,
        "emitter still on"
    );
}

#[test]
fn locusts_nip_her_and_die_away() {
    // The locusts wear AHMET_MIP's (103) meshes.
    flying_swarm_nips_and_dies_away(Game::Tr4, 107, 103, 3);
}

#[test]
fn tr5_bats_are_a_swarm_that_nips_her_and_dies_away() {
    flying_swarm_nips_and_dies_away(Game::Tr5, 93, 93, 2);
}

#[test]
fn little_beetles_crawl_to_her_bite_and_stay() {
    let (mut world, mut host) = swarm_world(Game::Tr4, 83, 12, 83);
    let mut bitten = 0;
    for _ in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, Input { bits: 0 });
        if world.entities()[0].health < before {
            bitten += 1;
        }
    }
    check_log("scarabs", &host);
    assert_eq!(members(&world, 83), 12, "the beetles did not all stay");
    assert!(bitten > 10, "bit her on {bitten} ticks only");
    for e in world.entities().iter().skip(2).filter(|e| e.exists()) {
        let floor = world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
        assert_eq!(e.pos[1], floor, "a beetle off the floor at {:?}", e.pos);
    }
}

#[test]
fn debug_croc() {
    let c = find("crocodile");
    let (mut world, mut host) = scripted(level_of(c));
    for t in 0..500 {
        host.step(&mut world, tombrs::world::Input { bits: 0 });
        let s: String = common::lua_eval(&host, &mut world, "local e = world.entity(1); local ai = e.state.ai; return tostring(ai and ai.mood) .. ' req ' .. tostring(ai.required) .. ' steer ' .. tostring(ai and ai.steer_x) .. ',' .. tostring(ai and ai.steer_z) .. ' ' .. tostring(ai and ai.steer_kind) .. ' d ' .. tostring(ai and ai.info.distance) .. ' ahead ' .. tostring(ai and ai.info.ahead) .. ' bite ' .. tostring(ai and ai.info.bite) .. ' ang ' .. tostring(ai.info.angle)");
        let e = &world.entities()[1];
        if t % 10 == 0 {
            eprintln!(
                "{t} st {} goal {} pos {:?} yaw {} speed {} lara {} {s}",
                e.state,
                e.goal_state,
                e.pos,
                e.rot[1],
                e.speed,
                world.entities()[0].health
            );
        }
    }
}
