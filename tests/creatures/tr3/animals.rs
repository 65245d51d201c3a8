//! TR3's animals on the arena, built as TR3 levels: the rat, crow and
//! vulture, crocodile, raptor and T-Rex, cobra, compsognathus, killer whale
//! and Tinnos wasp, each on a stand-in model with tomb3's state numbers (the
//! real TR3 test level has only the monkey's model), and the two spawners.
//! Every one must go for Lara, hurt her when its attack lands, die under her
//! shots leaving its body, keep to its floor and its boxes on every tick,
//! without a script error; the cobra poisons her, the compys flee as a pack
//! when one is hurt, the killer whale nothing can hurt, the crocodile hunts
//! only a Lara under water, the spawners keep three of theirs alive.

use crate::common;

use common::arena::{activate, arena_for, arena_in_for, scripted, stand_in_with, LARA_AT};
use common::bestiary::{
    case, check_body, check_comes_and_hurts, check_log, check_place, level_at, model_of, run_world,
    shot_dead, starts, Case, Place, Tick, CROW, EAGLE, RAPTOR, RAT, SECTOR, SWIM, TREX, WEST,
};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::world::{Input, World};

/// Each stand-in lists its starting state first (tomb3's numbering; the
/// rat, birds and raptor's in common::bestiary).
/// The crocodile only swims: swim, snap, death.
const CROCODILE: &[(u16, i32, u16)] = &[(1, 20, 1), (2, 5, 1), (3, 0, 3)];
/// The cobra starts coiled (3); waking (0) ends in watching (1), a strike
/// (2) goes back to watching.
const COBRA: &[(u16, i32, u16)] = &[(3, 0, 3), (0, 0, 1), (1, 0, 1), (2, 0, 1), (4, 0, 4)];
/// The compy: stop, run, jump, bite, death.
const COMPY: &[(u16, i32, u16)] = &[(0, 0, 0), (1, 35, 1), (2, 25, 0), (3, 10, 0), (4, 0, 4)];
/// The killer whale: slow, fast, jump, splash, the butts, breach, roll.
const ORCA: &[(u16, i32, u16)] = &[
    (0, 20, 0),
    (1, 40, 1),
    (2, 30, 0),
    (3, 0, 0),
    (4, 20, 0),
    (5, 40, 1),
    (6, 40, 1),
    (7, 20, 0),
];
/// The wasp waits on the floor (2); taking off (3) ends in hovering (0),
/// landing (1) in waiting, a sting (4) in hovering.
const WASP: &[(u16, i32, u16)] = &[
    (2, 0, 2),
    (0, 0, 0),
    (1, 0, 2),
    (3, 0, 0),
    (4, 20, 0),
    (5, 0, 5),
    (6, 0, 6),
    (7, 30, 7),
];

const CASES: &[Case] = &[
    // Its jaw reaches past the 327 at which it stops: under the originals'
    // animation order its run gives way to the stop as the cycle ends, a
    // stride (25) short of the old order's standoff.
    case("rat", 23, (280, 80), RAT, Place::Ground(7), &[5], (6, 4)),
    case("crow", 27, (150, 0), CROW, Place::Ground(7), &[6], (5, 8)),
    case(
        "vulture",
        29,
        (150, 0),
        EAGLE,
        Place::Ground(7),
        &[6],
        (5, 18),
    ),
    case("crocodile", 32, (600, 0), CROCODILE, SWIM, &[2], (3, 42)),
    case(
        "raptor",
        288,
        (450, 300),
        RAPTOR,
        Place::Ground(7),
        &[4, 7, 8],
        (5, 90),
    ),
    case(
        "trex",
        287,
        (3400, 600),
        TREX,
        Place::Ground(7),
        &[7],
        (5, 800),
    ),
    case("wasp", 44, (150, 0), WASP, Place::Ground(2), &[4], (6, 24)),
];

/// The compy, which bites only once its pack has turned on Lara, and the
/// cobra, which never leaves its spot: tried by their own tests too.
const COMPY_CASE: Case = case(
    "compy",
    34,
    (150, 60),
    COMPY,
    Place::Ground(7),
    &[2, 3],
    (4, 10),
);
const COBRA_CASE: Case = case(
    "cobra",
    69,
    (600, 100),
    COBRA,
    Place::Ground(1),
    &[2],
    (4, 8),
);

fn find(name: &str) -> &'static Case {
    CASES.iter().find(|c| c.name == name).unwrap()
}

fn level_of(case: &Case) -> Level {
    level_at(Game::Tr3, model_of(case), case.place)
}

/// Turns the compys' pack on Lara (as a scare or a hurt one may).
fn turn_the_pack(world: &mut World, host: &tombrs::script::ScriptHost) {
    common::lua_eval::<()>(
        host,
        world,
        "world.level_state().compys = { scared = 0, turned = true }",
    );
}

fn run(case: &Case, ticks: usize, kill: Option<usize>) -> (World, Vec<Tick>) {
    let (mut world, mut host) = scripted(level_of(case));
    let trace = run_world(case.name, &mut world, &mut host, ticks, kill);
    check_log(case.name, &host);
    (world, trace)
}

#[test]
fn every_animal_goes_for_lara_and_hurts_her() {
    for case in CASES {
        let (_, t) = run(case, 900, None);
        check_comes_and_hurts(case, &t);
    }
}

/// Hits entity `index` for `damage` from Lara, as her guns do.
fn shoot(world: &mut World, host: &tombrs::script::ScriptHost, index: usize, damage: i32) {
    let lara = world.entities()[0].id.index;
    common::lua_eval::<()>(
        host,
        world,
        &format!("world.entity({index}):hit({damage}, world.entity({lara}))"),
    );
}

#[test]
fn every_animal_dies_under_her_shots_and_its_body_stays() {
    for case in CASES.iter().chain([&COMPY_CASE, &COBRA_CASE]) {
        let level = if case.name == "cobra" {
            cobra_level(500)
        } else {
            level_of(case)
        };
        let (world, t) = shot_dead(case.name, level, case.hit_points);
        check_body(case, &world, &t);
    }
}

#[test]
fn each_animal_takes_its_hit_points_from_its_stats() {
    for case in CASES.iter().chain([&COMPY_CASE]) {
        let (world, _) = run(case, 1, None);
        assert_eq!(world.entities()[1].health, case.hit_points, "{}", case.name);
    }
}

/// The crocodile's mood (its AI table's) now.
fn mood(world: &mut World, host: &tombrs::script::ScriptHost) -> String {
    common::lua_eval::<String>(host, world, "return world.entity(1).state.ai.mood")
}

#[test]
fn the_crocodile_keeps_under_water_and_leaves_a_dry_lara_be() {
    let (_, t) = run(find("crocodile"), 600, None);
    // Held a click under before each move, it may rise its fly speed (16)
    // in the move (tomb3 box.cpp CreatureUnderwater before CreatureAnimation).
    assert!(
        t.iter().all(|s| s.pos[1] >= 256 - 16),
        "it rose above a click"
    );
    // Lara on dry floor beside the pool (open only from its sixth column
    // east): the crocodile stays bored.
    let mut pool = RoomDef::boxed(0, 0, 12, 12, 8, 0);
    pool.water = true;
    for x in 5..11 {
        for z in 1..11 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    let rooms = vec![pool, RoomDef::boxed(0, 0, 12, 12, 0, -16)];
    let (mut lara, croc) = starts(7, 0, 1024);
    lara.room = 1;
    let level = arena_in_for(Game::Tr3, model_of(find("crocodile")), rooms, lara, croc);
    let (mut world, mut host) = scripted(level);
    for tick in 0..300 {
        host.step(&mut world, Input { bits: 0 });
        let m = mood(&mut world, &host);
        assert_eq!(m, "bored", "tick {tick}: it hunts a dry Lara");
    }
    check_log("crocodile, dry Lara", &host);
    assert_eq!(world.entities()[0].health, 1000);
}

#[test]
fn birds_and_the_wasp_take_off_from_the_floor_to_strike_at_her_head() {
    for (name, strike) in [("crow", 6), ("vulture", 6), ("wasp", 4)] {
        let (_, t) = run(find(name), 600, None);
        assert_eq!(t[0].pos[1], 0, "{name}: not on the floor at first");
        let at = t
            .iter()
            .position(|s| s.state == strike)
            .unwrap_or_else(|| panic!("{name}: never struck"));
        let y = t[at].pos[1];
        assert!(y > -1024 && y < -256, "{name}: not at her head: {y}");
    }
}

#[test]
fn the_trex_bite_kills_lara() {
    let (_, t) = run(find("trex"), 900, None);
    let kill = t
        .windows(2)
        .find(|w| w[0].lara_health > 0 && w[1].lara_health <= 0)
        .expect("she died");
    assert!(kill[0].lara_health > 100, "one bite, not worn down");
    assert!([7, 8].contains(&kill[1].state), "by the bite: {kill:?}");
}

/// The arena with the cobra `apart` units from Lara, facing her.
fn cobra_level(apart: i32) -> Level {
    let mut lara = EntityDef::new(0, 0, LARA_AT);
    lara.angle = 0x4000;
    let mut snake = EntityDef::new(0, 0, [LARA_AT[0] + apart, 0, LARA_AT[2]]);
    snake.angle = WEST;
    arena_in_for(
        Game::Tr3,
        model_of(&COBRA_CASE),
        vec![common::arena::open_room()],
        lara,
        snake,
    )
}

/// Lara's poison (lara/poison.lua) after a run.
fn poisoned(world: &mut World, host: &tombrs::script::ScriptHost) -> i64 {
    common::lua_eval::<i64>(
        host,
        world,
        "return require('lara.poison').level(world.lara())",
    )
}

#[test]
fn the_cobra_wakes_strikes_and_poisons_her() {
    let (mut world, mut host) = scripted(cobra_level(500));
    let t = run_world("cobra", &mut world, &mut host, 400, None);
    check_log("cobra", &host);
    assert_eq!(t[0].state, 3, "it starts coiled");
    let woke = t.iter().position(|s| s.state == 0).expect("it woke");
    let strike = t.iter().position(|s| s.state == 2).expect("it struck");
    assert!(woke < strike);
    // The bite: 80, then the poison wears her down (16 every 64 ticks).
    let bitten = t
        .windows(2)
        .position(|w| w[0].lara_health - w[1].lara_health == 80)
        .expect("an 80 bite");
    assert_eq!(poisoned(&mut world, &host), 256, "poisoned");
    let last = t.last().unwrap().lara_health;
    let bites = t
        .windows(2)
        .filter(|w| w[0].lara_health - w[1].lara_health == 80)
        .count() as i16;
    assert!(
        last < 1000 - 80 * bites,
        "the poison did not hurt her (bitten at {bitten}, {last} left after {bites} bites)"
    );
    assert!(
        t.iter().all(|s| s.pos == t[0].pos),
        "the cobra left its spot"
    );
    // Far from her it stays coiled and nothing can hit it.
    let (mut world, mut host) = scripted(cobra_level(4 * SECTOR));
    shoot(&mut world, &host, 1, 8);
    let t = run_world("cobra far", &mut world, &mut host, 200, None);
    assert!(t.iter().all(|s| s.state == 3), "it woke for her far off");
    assert_eq!(world.entities()[1].health, 8, "a coiled cobra was hurt");
}

/// Three compys (entities 1 to 3) in the arena's far half, all switched on.
fn compy_pack() -> (World, tombrs::script::ScriptHost) {
    let compys = (0..3)
        .map(|i| {
            let mut c = EntityDef::new(34, 0, [8 * SECTOR + 512, 0, (5 + i) * SECTOR + 512]);
            c.angle = WEST;
            c
        })
        .collect();
    let level = arena_for(
        Game::Tr3,
        common::arena::open_room(),
        LARA_AT,
        vec![model_of(&COMPY_CASE)],
        compys,
    );
    let (mut world, mut host) = scripted(level);
    for i in 2..4 {
        activate(&mut world, &mut host, i);
    }
    (world, host)
}

/// Each compy's distance from Lara across the floor.
fn pack_distances(world: &World) -> Vec<i32> {
    let lara = world.entities()[0].pos;
    (1..4)
        .map(|i| {
            let p = world.entities()[i].pos;
            f64::from(p[0] - lara[0]).hypot(f64::from(p[2] - lara[2])) as i32
        })
        .collect()
}

/// Each compy's mood now.
fn pack_moods(world: &mut World, host: &tombrs::script::ScriptHost) -> Vec<String> {
    (1..4)
        .map(|i| {
            common::lua_eval::<String>(
                host,
                world,
                &format!("return world.entity({i}).state.ai.mood"),
            )
        })
        .collect()
}

#[test]
fn the_compys_keep_their_distance_until_scared_and_then_flee_together() {
    let (mut world, mut host) = compy_pack();
    for _ in 0..300 {
        host.step(&mut world, Input { bits: 0 });
    }
    let near = pack_distances(&world);
    assert!(
        near.iter().all(|&d| d < 2 * SECTOR),
        "the pack did not close in: {near:?}"
    );
    assert_eq!(world.entities()[0].health, 1000, "an unturned pack bit her");
    // One is hurt: the whole pack takes fright, the hurt one after a
    // stagger (four ticks by its index), and gets over it once the shared
    // fright (280 ticks, spent by every compy's tick) runs out.
    shoot(&mut world, &host, 1, 1);
    let mut fled = [None; 3];
    let mut calm = false;
    for tick in 0..400 {
        host.step(&mut world, Input { bits: 0 });
        let moods = pack_moods(&mut world, &host);
        for (f, m) in fled.iter_mut().zip(&moods) {
            if m == "escape" && f.is_none() {
                *f = Some(tick);
            }
        }
        calm |= tick > 200 && moods.iter().all(|m| m != "escape");
    }
    check_log("compy pack", &host);
    let fled: Vec<usize> = fled
        .iter()
        .map(|f| f.expect("one of the pack did not flee"))
        .collect();
    assert!(
        fled[0] > fled[1] && fled[0] > fled[2],
        "the hurt one did not wait its stagger: {fled:?}"
    );
    assert!(calm, "the pack never got over its fright");
}

#[test]
fn a_pack_turned_on_her_bites_when_she_comes_close() {
    let (mut world, mut host) = scripted(level_of(&COMPY_CASE));
    turn_the_pack(&mut world, &host);
    let mut t: Vec<(u16, i16)> = Vec::new();
    for tick in 0..600 {
        // She walks up to where it waits.
        let bits = if (250..330).contains(&tick) {
            Input::FORWARD | Input::WALK
        } else {
            0
        };
        host.step(&mut world, Input { bits });
        check_place("compy", tick, &world);
        t.push((world.entities()[1].state, world.entities()[0].health));
    }
    check_log("compy", &host);
    let bite = t
        .windows(2)
        .find(|w| w[0].1 - w[1].1 == 90)
        .expect("a bite of 90");
    assert!(
        [2, 3].contains(&bite[0].0) || [2, 3].contains(&bite[1].0),
        "not from a bite or a jump: {bite:?}"
    );
}

#[test]
fn the_killer_whale_hunts_her_under_water_and_nothing_hurts_it() {
    let model = stand_in_with(25, 900, 0, ORCA);
    let (mut world, mut host) = scripted(level_at(Game::Tr3, model, SWIM));
    shoot(&mut world, &host, 1, 1000);
    let t = run_world("killer whale", &mut world, &mut host, 600, None);
    check_log("killer whale", &host);
    let closest = t.iter().map(|s| s.distance).min().unwrap();
    assert!(
        closest < t[0].distance - 2 * SECTOR,
        "it did not come for her"
    );
    assert!(
        t.iter().any(|s| s.state == 4 || s.state == 5),
        "it never butted at her"
    );
    assert!(t.iter().all(|s| s.pos[1] >= 204), "it rose above its depth");
    let e = &world.entities()[1];
    assert_eq!(e.health, 1, "it was hurt");
    assert!(!e.targetable, "it can be aimed at");
}

/// A spawner of `type_id` at the arena's far side (seven sectors from
/// Lara) whose trigger gave it `seconds`, with the creature's stand-in.
fn spawner_world(
    type_id: u16,
    creature: &Case,
    seconds: i32,
) -> (World, tombrs::script::ScriptHost) {
    let mut spawner = EntityDef::new(type_id, 0, [9 * SECTOR + 512, 0, 6 * SECTOR + 512]);
    spawner.angle = WEST;
    let level = arena_for(
        Game::Tr3,
        common::arena::open_room(),
        LARA_AT,
        vec![
            stand_in_with(u32::from(type_id), 100, 0, &[(0, 0, 0)]),
            model_of(creature),
        ],
        vec![spawner],
    );
    let level = std::sync::Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = tombrs::script::ScriptHost::new(
        &tombrs::script::HostConfig::with_mods(&[]),
        level.game,
        None,
    )
    .unwrap();
    host.bind_all(&mut world);
    world.entities_mut()[1].timer = seconds * 30;
    activate(&mut world, &mut host, 1);
    (world, host)
}

/// The living creatures of `type_id`.
fn living(world: &World, type_id: u16) -> usize {
    world
        .entities()
        .iter()
        .filter(|e| e.exists() && e.type_id == type_id && e.health > 0)
        .count()
}

/// How many of `type_id` were ever made.
fn made(world: &World, type_id: u16) -> usize {
    world
        .entities()
        .iter()
        .filter(|e| e.exists() && e.type_id == type_id)
        .count()
}

#[test]
fn the_spawners_keep_three_alive_while_their_supply_lasts() {
    for (name, spawner, kind) in [("raptor", 48, 288u16), ("wasp", 47, 44)] {
        let (mut world, mut host) = spawner_world(spawner, find(name), 5);
        let mut most = 0;
        for _ in 0..1200 {
            host.step(&mut world, Input { bits: 0 });
            world.entities_mut()[0].health = 1000;
            most = most.max(living(&world, kind));
        }
        assert_eq!(most, 3, "{name}: not three at once");
        assert_eq!(made(&world, kind), 3, "{name}: more than it keeps");
        // Kill them: the spawner makes the two its supply has left.
        for i in 0..world.entities().len() {
            if world.entities()[i].type_id == kind && world.entities()[i].exists() {
                shoot(&mut world, &host, i, 1000);
            }
        }
        for _ in 0..1200 {
            host.step(&mut world, Input { bits: 0 });
            world.entities_mut()[0].health = 1000;
        }
        check_log(name, &host);
        assert_eq!(made(&world, kind), 5, "{name}: not its five seconds' worth");
        assert_eq!(living(&world, kind), 2, "{name}");
    }
}
