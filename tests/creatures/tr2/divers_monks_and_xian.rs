//! The rest of TR2's bestiary on TR2 arenas of stand-in models carrying
//! TRX's state numbers (the real test level has none of their models): the
//! scuba diver harpoons Lara from under the water and from its surface; the
//! Xian guards stand as jade until woken, then fight (the knight flies up
//! to a Lara out of its reach) and shatter when killed; the dying monk ends
//! the level only once its room's creatures are dead; the final level
//! counter wakes the last boss once the kills reach the level's count and
//! ends the level after its death.

use crate::common;

use std::sync::Arc;

use common::arena::{activate, arena_rooms_for, open_room, stand_in, stand_in_with, LARA_AT};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost, Severity};
use tombrs::world::{Event, Input, Status, World};

const SECTOR: i32 = 1024;
/// Where a creature starts: seven sectors from Lara, facing her.
const CREATURE_AT: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
const WEST: u16 = 0xC000;
/// Stand-in speeds.
const STILL: i32 = 0;
const WALK: i32 = 16;
const RUN: i32 = 40;
/// A stand-in's reach: a body.
const BODY: i16 = 100;
/// The diver's harpoon (TRX O_MISSILE_HARPOON).
const HARPOON: u32 = 245;

fn idle() -> Input {
    Input { bits: 0 }
}

/// A TR2 world of `rooms`, Lara at `lara`, then `placed` (type, room,
/// where, yaw) as entities 1…; `awake` of them are switched on.
fn world_of(
    rooms: Vec<RoomDef>,
    lara: [i32; 3],
    models: Vec<ModelDef>,
    placed: &[(u16, usize, [i32; 3], u16)],
    awake: &[usize],
) -> (World, ScriptHost) {
    let entities = placed
        .iter()
        .map(|&(t, room, at, yaw)| {
            let mut e = EntityDef::new(t, room, at);
            e.angle = yaw;
            e
        })
        .collect();
    let level: Level = arena_rooms_for(Game::Tr2, rooms, lara, models, entities);
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), Game::Tr2, None).unwrap();
    host.bind_all(&mut world);
    for &i in awake {
        activate(&mut world, &mut host, i);
    }
    (world, host)
}

fn no_script_trouble(what: &str, host: &ScriptHost) {
    let trouble = common::script_log_at(host, Severity::Warn);
    assert!(trouble.is_empty(), "{what}: {trouble:#?}");
}

/// Lara's shot at entity `i` for `damage`.
fn lara_shoots(host: &ScriptHost, world: &mut World, i: usize, damage: i32) {
    lua_eval::<()>(
        host,
        world,
        &format!("world.entity({i}):hit({damage}, world.lara())"),
    );
}

/// Entity `i` in its boxes and not below its floor.
fn assert_in_boxes(world: &World, i: usize, what: &str, tick: usize) {
    let e = &world.entities()[i];
    let floor = world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
    assert!(
        e.pos[1] <= floor,
        "{what} tick {tick}: below its floor at {:?}",
        e.pos
    );
    assert!(
        world.box_at(e.room, e.pos).is_some(),
        "{what} tick {tick}: outside the boxes at {:?}",
        e.pos
    );
}

/// Entity `i` on its floor and in its boxes.
fn assert_on_floor(world: &World, i: usize, what: &str, tick: usize) {
    assert_in_boxes(world, i, what, tick);
    let e = &world.entities()[i];
    let floor = world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
    assert_eq!(e.pos[1], floor, "{what} tick {tick}: off its floor");
}

fn level_ended(world: &World) -> bool {
    world
        .events()
        .iter()
        .any(|e| matches!(e, Event::LevelEnd { .. }))
}

// ---------------------------------------------------------------- diver

/// The diver's states (TRX DIVER_STATE_*): (state, speed, next).
const DIVER: &[(u16, i32, u16)] = &[
    (1, WALK, 1),
    (2, WALK, 2),
    (3, STILL, 4),
    (4, STILL, 4),
    (6, STILL, 6),
    (7, STILL, 6),
    (9, STILL, 9),
];
/// Under-water states (swim, shoot, aim) and surface ones.
const DIVER_UNDER: &[u16] = &[1, 3, 4];
const DIVER_SURFACE: &[u16] = &[2, 6, 7];

/// A 12×12 pool two sectors deep (surface at 0) under an air room; where
/// `dry` lies (a sector) the pool has a ceiling and the air room a floor at
/// the surface: a bank to stand on. Lara's room comes first: the air room
/// when she stands on a bank (the pool is then room 1), else the pool.
fn pool(dry: Option<(usize, usize)>) -> Vec<RoomDef> {
    let mut water = RoomDef::boxed(0, 0, 12, 12, 8, 0);
    water.water = true;
    for x in 1..11 {
        for z in 1..11 {
            water.sector_mut(x, z).open_above = Some((x, z)) != dry;
        }
    }
    let air = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    if dry.is_some() {
        vec![air, water]
    } else {
        vec![water, air]
    }
}

fn diver_models() -> Vec<ModelDef> {
    vec![
        stand_in_with(29, BODY, 0, DIVER),
        stand_in(HARPOON, BODY, &[(0, 0)]),
    ]
}

/// Lara's losses and the diver's (state, height) each tick.
type DiverRun = (Vec<i16>, Vec<(u16, i32)>);

/// Runs the diver (entity 1) until Lara has taken `wanted` harpoons, in
/// state `in_state` last (any when None).
fn diver_fights(
    world: &mut World,
    host: &mut ScriptHost,
    wanted: usize,
    in_state: Option<u16>,
) -> DiverRun {
    let (mut blows, mut seen) = (Vec::new(), Vec::new());
    for t in 0..1200 {
        let before = world.entities()[0].health;
        host.step(world, idle());
        assert_in_boxes(world, 1, "diver", t);
        let d = &world.entities()[1];
        seen.push((d.state, d.pos[1]));
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        let shooting = in_state.is_none_or(|s| world.entities()[1].state == s);
        if blows.len() >= wanted && shooting {
            break;
        }
    }
    (blows, seen)
}

/// Under water with Lara it harpoons her from below, half a sector under
/// the surface at least; her shots kill it and it floats up to the surface.
#[test]
fn diver_harpoons_lara_in_the_water_and_floats_up_dead() {
    let diver_at = [9 * SECTOR + 512, 1536, 6 * SECTOR + 512];
    let lara_at = [2 * SECTOR + 512, 512, 6 * SECTOR + 512];
    let (mut world, mut host) = world_of(
        pool(None),
        lara_at,
        diver_models(),
        &[(29, 0, diver_at, WEST)],
        &[1],
    );
    let (blows, seen) = diver_fights(&mut world, &mut host, 2, None);
    no_script_trouble("diver", &host);
    assert!(blows.len() >= 2, "Lara took {blows:?}");
    assert!(blows.iter().all(|&b| b == 50), "harpoons of 50: {blows:?}");
    assert!(seen.iter().any(|s| s.0 == 3), "never shot from under water");
    for &(state, y) in &seen {
        if DIVER_UNDER.contains(&state) {
            assert!(
                y >= 512,
                "under water at {y}, within half a sector of the surface"
            );
        }
    }
    lara_shoots(&host, &mut world, 1, 20);
    for _ in 0..120 {
        host.step(&mut world, idle());
    }
    let d = &world.entities()[1];
    assert_eq!(d.state, 9, "not in its death");
    assert_eq!(d.pos[1], 0, "the body did not float up to the surface");
    assert_eq!(d.status, Status::Deactivated);
    assert_eq!(world.kills(), 1);
    no_script_trouble("dead diver", &host);
}

/// Lara on a bank: it comes up and harpoons her from the surface.
#[test]
fn diver_surfaces_to_harpoon_lara_on_the_bank() {
    let diver_at = [9 * SECTOR + 512, 1536, 6 * SECTOR + 512];
    let lara_at = [2 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = world_of(
        pool(Some((2, 6))),
        lara_at,
        diver_models(),
        &[(29, 1, diver_at, WEST)],
        &[1],
    );
    // (Rising, it may shoot from below before it reaches the surface.)
    let (blows, seen) = diver_fights(&mut world, &mut host, 2, Some(7));
    no_script_trouble("diver at the surface", &host);
    let water: String = lua_eval(&host, &mut world, "return world.lara().water");
    assert_eq!(water, "land");
    assert!(blows.len() >= 2, "Lara took {blows:?}");
    assert!(blows.iter().all(|&b| b == 50), "harpoons of 50: {blows:?}");
    assert!(seen.iter().any(|s| s.0 == 7), "never shot from the surface");
    for &(state, y) in &seen {
        if DIVER_SURFACE.contains(&state) {
            assert_eq!(y, 0, "at the surface in state {state}");
        }
    }
}

// ----------------------------------------------------------- Xian guards

/// The spearman's states (TRX XIAN_SPEARMAN_STATE_*): (state, speed, next);
/// its start (18) ends into its stop.
const SPEARMAN: &[(u16, i32, u16)] = &[
    (18, STILL, 1),
    (1, STILL, 1),
    (2, STILL, 2),
    (3, WALK, 3),
    (4, RUN, 4),
    (5, STILL, 5),
    (6, STILL, 1),
    (7, STILL, 7),
    (8, WALK, 3),
    (9, STILL, 9),
    (10, WALK, 3),
    (11, STILL, 11),
    (12, WALK, 3),
    (13, STILL, 13),
    (14, STILL, 2),
    (15, STILL, 15),
    (16, RUN, 4),
    (17, STILL, 17),
];
const SPEARMAN_STRIKES: &[u16] = &[6, 8, 10, 12, 14, 16];
/// The knight's (TRX XIAN_KNIGHT_STATE_*); its start (9) ends into its stop.
const KNIGHT: &[(u16, i32, u16)] = &[
    (9, STILL, 1),
    (1, STILL, 1),
    (2, WALK, 2),
    (3, STILL, 3),
    (4, STILL, 1),
    (5, STILL, 5),
    (6, STILL, 1),
    (7, STILL, 7),
    (8, WALK, 8),
    (10, STILL, 10),
    (11, WALK, 2),
    (12, STILL, 12),
];
const KNIGHT_STRIKES: &[u16] = &[4, 6, 11];

struct Guard {
    name: &'static str,
    type_id: u16,
    statue: u16,
    states: &'static [(u16, i32, u16)],
    start: u16,
    strikes: &'static [u16],
    /// How far its weapon reaches ahead (a spear's 920, a sword's 550).
    reach: i16,
    /// Lara's losses in one tick: a weapon's blow, or two spears at once.
    blows: &'static [i16],
}

const GUARDS: &[Guard] = &[
    Guard {
        name: "Xian spearman",
        type_id: 41,
        statue: 42,
        states: SPEARMAN,
        start: 18,
        strikes: SPEARMAN_STRIKES,
        reach: 900,
        blows: &[75, 120, 150, 240],
    },
    Guard {
        name: "Xian knight",
        type_id: 43,
        statue: 44,
        states: KNIGHT,
        start: 9,
        strikes: KNIGHT_STRIKES,
        reach: 550,
        blows: &[300],
    },
];

fn guard_models(g: &Guard) -> Vec<ModelDef> {
    vec![
        stand_in_with(g.type_id as u32, g.reach, 300, g.states),
        stand_in(g.statue as u32, BODY, &[(0, 0)]),
    ]
}

/// How many of entity 1's meshes wear the statue's (of 26).
fn jade_meshes(host: &ScriptHost, world: &mut World) -> i64 {
    lua_eval(
        host,
        world,
        "local e, n = world.entity(1), 0 \
         for i = 0, 25 do if e:mesh_of(i) then n = n + 1 end end return n",
    )
}

/// Jade and still until triggered; woken, flesh a mesh at a time; then it
/// comes for Lara with its own blows, and her shots turn it back to jade
/// and shatter it (gone, the kill hers).
#[test]
fn xian_guards_are_stone_until_woken_then_fight_and_shatter() {
    for g in GUARDS {
        let (mut world, mut host) = world_of(
            vec![open_room()],
            LARA_AT,
            guard_models(g),
            &[(g.type_id, 0, CREATURE_AT, WEST)],
            &[],
        );
        for t in 0..90 {
            host.step(&mut world, idle());
            let e = &world.entities()[1];
            assert_eq!(
                e.pos, CREATURE_AT,
                "{} moved as a statue (tick {t})",
                g.name
            );
            assert_eq!(e.state, g.start, "{}", g.name);
        }
        assert_eq!(
            jade_meshes(&host, &mut world),
            26,
            "{}: not all jade",
            g.name
        );
        assert_eq!(world.entities()[0].health, 1000);
        activate(&mut world, &mut host, 1);
        host.step(&mut world, idle());
        let first = jade_meshes(&host, &mut world);
        assert!(first < 26, "{}: woken but all jade", g.name);
        let (mut blows, mut struck) = (Vec::new(), false);
        for t in 0..1500 {
            let before = world.entities()[0].health;
            host.step(&mut world, idle());
            assert_on_floor(&world, 1, g.name, t);
            struck |= g.strikes.contains(&world.entities()[1].state);
            let lost = before - world.entities()[0].health;
            if lost > 0 {
                blows.push(lost);
            }
            if blows.len() >= 2 || world.entities()[0].health <= 0 {
                break;
            }
        }
        no_script_trouble(g.name, &host);
        assert_eq!(
            jade_meshes(&host, &mut world),
            0,
            "{}: still part jade",
            g.name
        );
        assert!(struck, "{}: never struck", g.name);
        assert!(!blows.is_empty(), "{}: Lara unhurt", g.name);
        for b in &blows {
            assert!(g.blows.contains(b), "{}: a blow of {b} ({blows:?})", g.name);
        }
        // Killed: jade creeps back over it, then it shatters and is gone.
        let full = world.entities()[1].health;
        lara_shoots(&host, &mut world, 1, full.into());
        let mut jade_seen = 0;
        let mut gone_at = None;
        for t in 0..60 {
            host.step(&mut world, idle());
            if world.entities()[1].status == Status::Removed {
                gone_at = Some(t);
                break;
            }
            jade_seen = jade_seen.max(jade_meshes(&host, &mut world));
        }
        // The last mesh turns to jade in the tick it shatters.
        assert_eq!(jade_seen, 25, "{}: the jade never crept over it", g.name);
        let t = gone_at.unwrap_or_else(|| panic!("{}: never shattered", g.name));
        assert!(
            (30..=34).contains(&t),
            "{}: shattered after {t} ticks",
            g.name
        );
        assert_eq!(world.kills(), 1, "{}", g.name);
        no_script_trouble(g.name, &host);
    }
}

/// Lara on a ledge two sectors up, out of its walking zone: the knight
/// flies up to her and slashes her.
#[test]
fn xian_knight_flies_to_lara_out_of_its_reach() {
    let g = &GUARDS[1];
    let mut room = open_room();
    for x in 1..4 {
        for z in 5..8 {
            room.sector_mut(x, z).floor = [-8; 4];
        }
    }
    let lara_at = [LARA_AT[0], -2048, LARA_AT[2]];
    let (mut world, mut host) = world_of(
        vec![room],
        lara_at,
        guard_models(g),
        &[(g.type_id, 0, CREATURE_AT, WEST)],
        &[1],
    );
    let (mut flew, mut lowest) = (false, 0);
    for t in 0..1500 {
        host.step(&mut world, idle());
        assert_in_boxes(&world, 1, "knight", t);
        let e = &world.entities()[1];
        flew |= e.state == 8;
        lowest = lowest.min(e.pos[1]);
        if world.entities()[0].health < 1000 {
            break;
        }
    }
    no_script_trouble("flying knight", &host);
    assert!(flew, "never flew");
    assert!(lowest <= -1024, "it never rose: highest {lowest}");
    assert_eq!(1000 - world.entities()[0].health, 300, "its slash");
}

// --------------------------------------------- the dying monk, the counter

/// Stand-ins for the goons counted and woken: masked goon 1 (TRX CULT_1:
/// stop 3, death 12) and the shotgun goon (TRX CULT_3: stop 1, wait 2,
/// death 11), killed by Lara before they need more.
const MASKED_GOON: &[(u16, i32)] = &[(3, STILL), (12, STILL)];
const SHOTGUN_GOON: &[(u16, i32)] = &[(1, STILL), (2, STILL), (11, STILL)];

/// The dying monk at `monk_at` (entity 1) with a masked goon across the
/// room (entity 2), both switched on.
fn monk_room(monk_at: [i32; 3]) -> (World, ScriptHost) {
    world_of(
        vec![open_room()],
        LARA_AT,
        vec![
            stand_in(256, BODY, &[(0, 0)]),
            stand_in(16, BODY, MASKED_GOON),
        ],
        &[(256, 0, monk_at, 0), (16, 0, CREATURE_AT, WEST)],
        &[1, 2],
    )
}

/// Lara beside the dying monk with a goon across the room: no end while
/// the goon lives; it dies, and the level ends.
#[test]
fn dying_monk_ends_the_level_once_its_room_is_clear() {
    let (mut world, mut host) = monk_room([LARA_AT[0] + 600, 0, LARA_AT[2] + 300]);
    for t in 0..60 {
        host.step(&mut world, idle());
        assert!(
            !level_ended(&world),
            "ended at tick {t} with the goon alive"
        );
    }
    lara_shoots(&host, &mut world, 2, 100);
    let mut ended = false;
    for _ in 0..5 {
        host.step(&mut world, idle());
        ended |= level_ended(&world);
    }
    assert!(ended, "the room is clear and Lara beside it, but no end");
    no_script_trouble("dying monk", &host);

    // Lara far from it: the room clear, still no end.
    let (mut world, mut host) = monk_room([10 * SECTOR + 512, 0, 10 * SECTOR + 512]);
    lara_shoots(&host, &mut world, 2, 100);
    for t in 0..60 {
        host.step(&mut world, idle());
        assert!(!level_ended(&world), "ended at tick {t} with Lara far off");
    }
}

/// Two counted goons and two sleeping shotgun goons: the kills reaching two
/// wake one boss (meshes 13-15 hidden), not before; its death ends the
/// level 150 ticks later.
#[test]
fn final_counter_wakes_the_boss_after_the_count_and_ends_the_level() {
    let boss_1 = [10 * SECTOR + 512, 0, 2 * SECTOR + 512];
    let boss_2 = [10 * SECTOR + 512, 0, 10 * SECTOR + 512];
    let (mut world, mut host) = world_of(
        vec![open_room()],
        LARA_AT,
        vec![
            stand_in(262, BODY, &[(0, 0)]),
            stand_in(16, BODY, MASKED_GOON),
            stand_in(20, BODY, SHOTGUN_GOON),
        ],
        &[
            (262, 0, [SECTOR + 512, 0, SECTOR + 512], 0),
            (16, 0, CREATURE_AT, WEST),
            (16, 0, [9 * SECTOR + 512, 0, 8 * SECTOR + 512], WEST),
            (20, 0, boss_1, WEST),
            (20, 0, boss_2, WEST),
        ],
        &[2, 3],
    );
    let asleep = |w: &World| {
        [4, 5]
            .iter()
            .filter(|&&i| w.entities()[i].status == Status::Inactive)
            .count()
    };
    lara_shoots(&host, &mut world, 2, 100);
    for _ in 0..30 {
        host.step(&mut world, idle());
    }
    assert_eq!(world.kills(), 1);
    assert_eq!(asleep(&world), 2, "a boss woke after one kill of two");
    lara_shoots(&host, &mut world, 3, 100);
    host.step(&mut world, idle());
    host.step(&mut world, idle());
    assert_eq!(asleep(&world), 1, "the count reached, one boss wakes");
    let boss = [4, 5]
        .into_iter()
        .find(|&i| world.entities()[i].status == Status::Active)
        .unwrap();
    let bits: i64 = lua_eval(
        &host,
        &mut world,
        &format!("return world.entity({boss}).mesh_bits"),
    );
    assert_eq!(bits, 0xFFFF_1FFF, "the boss's meshes");
    for _ in 0..30 {
        host.step(&mut world, idle());
        assert!(!level_ended(&world));
    }
    let full = world.entities()[boss].health;
    lara_shoots(&host, &mut world, boss, full.into());
    let mut ended_at = None;
    for t in 0..300 {
        host.step(&mut world, idle());
        if level_ended(&world) {
            ended_at = Some(t);
            break;
        }
    }
    let t = ended_at.expect("no end after the boss died");
    assert!((148..=152).contains(&t), "the end came {t} ticks after");
    no_script_trouble("final counter", &host);
}
