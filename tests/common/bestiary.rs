//! The bestiary tests' shared ground: where a creature on a stand-in model
//! is tried (the open arena, the air over it, a pool), a run of ticks with
//! Lara standing still, and the checks every run makes (the creature keeps
//! to its floor and its boxes; no script error).

use super::arena::{
    activate, arena_for, arena_in_for, open_room, scripted, stand_in_with, LARA_AT,
};
use super::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{ScriptHost, Severity};
use tombrs::world::{Input, Status, World};

/// A sector in world units.
pub const SECTOR: i32 = 1024;
/// Heading +x.
pub const EAST: u16 = 0x4000;
/// Heading −x.
pub const WEST: u16 = 0xC000;

/// The T-Rex's stand-in (TR1's and TR2's states): `(state, speed, next)`.
pub const TREX: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 15, 2),
    (3, 50, 3),
    (4, 0, 1),
    (5, 0, 5),
    (6, 0, 1),
    (7, 0, 1),
    (8, 0, 1),
];

/// The rat (TR2's and TR3's mouse): its stop plays on into looking about (wait 2).
pub const RAT: &[(u16, i32, u16)] = &[
    (2, 0, 4),
    (1, 25, 1),
    (3, 0, 3),
    (4, 0, 4),
    (5, 0, 2),
    (6, 0, 6),
];
/// The raptor (TR1's and TR3's states): its bite steps in (it is chosen from a stop out of the body's
/// reach).
pub const RAPTOR: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 10, 2),
    (3, 40, 3),
    (4, 30, 1),
    (5, 0, 5),
    (6, 0, 1),
    (7, 40, 3),
    (8, 20, 1),
];

/// TR2's eagle, TR3's vulture: it starts on the floor (stop, 2).
pub const EAGLE: &[(u16, i32, u16)] = &[
    (2, 0, 2),
    (1, 30, 1),
    (3, 30, 3),
    (4, 0, 4),
    (5, 0, 5),
    (6, 20, 1),
    (7, 0, 7),
];
/// The crow starts pecking at the floor (eat, 7).
pub const CROW: &[(u16, i32, u16)] = &[
    (7, 0, 7),
    (1, 30, 1),
    (2, 0, 2),
    (3, 30, 3),
    (4, 0, 4),
    (5, 0, 5),
    (6, 20, 1),
];
/// Where a creature is tried.
#[derive(Clone, Copy, Debug)]
pub enum Place {
    /// The open arena, both on its floor this many sectors apart.
    Ground(i32),
    /// The open arena, the creature in the air this high.
    Air(i32),
    /// A pool two sectors deep under an air room: Lara and the creature in
    /// the water at these depths.
    Pool { lara: i32, creature: i32 },
}

/// Lara and a swimmer under water, a sector down in the pool.
pub const SWIM: Place = Place::Pool {
    lara: 1024,
    creature: 1024,
};

/// Lara's and the creature's starting points `apart` sectors apart across
/// the middle of a 12×12 room, facing each other.
pub fn starts(apart: i32, lara_y: i32, creature_y: i32) -> (EntityDef, EntityDef) {
    let x = (2 + apart) * SECTOR + 512;
    let mut lara = EntityDef::new(0, 0, [2 * SECTOR + 512, lara_y, 6 * SECTOR + 512]);
    lara.angle = EAST;
    let mut creature = EntityDef::new(0, 0, [x, creature_y, 6 * SECTOR + 512]);
    creature.angle = WEST;
    (lara, creature)
}

/// A 12×12 pool two sectors deep (room 0) under an air room (room 1).
pub fn pool_rooms() -> Vec<RoomDef> {
    let mut pool = RoomDef::boxed(0, 0, 12, 12, 8, 0);
    pool.water = true;
    for x in 1..11 {
        for z in 1..11 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    vec![pool, RoomDef::boxed(0, 0, 12, 12, 0, -16)]
}

/// One tick of a run: the creature's state, position and health, Lara's
/// health and the distance between them across the floor.
#[derive(Clone, Copy, Debug)]
pub struct Tick {
    pub state: u16,
    pub pos: [i32; 3],
    pub lara_health: i16,
    pub distance: i32,
}

/// Checks the creature (entity 1) keeps to its floor and its boxes.
pub fn check_place(name: &str, t: usize, world: &World) {
    let e = &world.entities()[1];
    let floor = world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
    assert!(
        e.pos[1] <= floor,
        "{name}: below its floor ({floor}) at tick {t}: {:?}",
        e.pos
    );
    assert!(
        world.box_at(e.room, e.pos).is_some(),
        "{name}: out of its boxes at tick {t}: {:?} in room {}",
        e.pos,
        e.room.0
    );
}

/// Fails on any script error in the log.
pub fn check_log(name: &str, host: &ScriptHost) {
    super::assert_no_script_error(host, name);
}

/// Runs `ticks` ticks with Lara standing still, checking the creature's
/// place on each; `kill` takes the creature's health at that tick.
pub fn run_world(
    name: &str,
    world: &mut World,
    host: &mut ScriptHost,
    ticks: usize,
    kill: Option<usize>,
) -> Vec<Tick> {
    (0..ticks)
        .map(|t| {
            if Some(t) == kill {
                world.entities_mut()[1].health = 0;
            }
            host.step(world, Input { bits: 0 });
            check_place(name, t, world);
            let (lara, e) = (&world.entities()[0], &world.entities()[1]);
            let (dx, dz) = (
                (lara.pos[0] - e.pos[0]) as f64,
                (lara.pos[2] - e.pos[2]) as f64,
            );
            Tick {
                state: e.state,
                pos: e.pos,
                lara_health: lara.health,
                distance: dx.hypot(dz) as i32,
            }
        })
        .collect()
}

/// Runs the creature of `level` (see `run_world`) and checks the log.
pub fn run_on(name: &str, level: Level, ticks: usize, kill: Option<usize>) -> (World, Vec<Tick>) {
    let (mut world, mut host) = scripted(level);
    let trace = run_world(name, &mut world, &mut host, ticks, kill);
    check_log(name, &host);
    (world, trace)
}

/// A level of `game` trying the creature of `model` at `place`.
pub fn level_at(game: Game, model: ModelDef, place: Place) -> Level {
    match place {
        Place::Ground(apart) => open_level_of(game, model, apart, 0),
        Place::Air(y) => open_level_of(game, model, 7, y),
        Place::Pool { lara, creature } => {
            let (l, c) = starts(7, lara, creature);
            arena_in_for(game, model, pool_rooms(), l, c)
        }
    }
}

/// The open arena of `game`, the creature of `model` `apart` sectors from
/// Lara at height `y`.
pub fn open_level_of(game: Game, model: ModelDef, apart: i32, y: i32) -> Level {
    let (lara, creature) = starts(apart, 0, y);
    let room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    arena_in_for(game, model, vec![room], lara, creature)
}

/// Entity `i` on its floor and in its boxes.
pub fn assert_placed(world: &World, i: usize, what: &str, tick: usize) {
    let e = &world.entities()[i];
    let floor = world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
    assert_eq!(
        e.pos[1], floor,
        "{what} tick {tick}: off its floor at {:?}",
        e.pos
    );
    assert!(
        world.box_at(e.room, e.pos).is_some(),
        "{what} tick {tick}: outside the boxes at {:?}",
        e.pos
    );
}

pub fn no_script_trouble(what: &str, host: &ScriptHost) {
    let trouble = super::script_log_at(host, Severity::Warn);
    assert!(trouble.is_empty(), "{what}: {trouble:#?}");
}

pub fn idle() -> Input {
    Input { bits: 0 }
}

/// Lara's shot at entity `i` for `damage` (her gun, as far as it knows):
/// its hit hook runs in the next step.
pub fn lara_shoots(host: &ScriptHost, world: &mut World, i: usize, damage: i32) {
    lua_eval::<()>(
        host,
        world,
        &format!("world.entity({i}):hit({damage}, world.lara())"),
    );
}

/// Steps until Lara has taken `wanted` blows or `ticks` pass; returns the
/// blows (health lost each tick she lost any) and whether it attacked.
pub fn fight(
    p_name: &str,
    world: &mut World,
    host: &mut ScriptHost,
    attacks: &[u16],
    ticks: usize,
    wanted: usize,
) -> (Vec<i16>, bool) {
    let (mut blows, mut attacked) = (Vec::new(), false);
    for t in 0..ticks {
        let before = world.entities()[0].health;
        host.step(world, idle());
        assert_placed(world, 1, p_name, t);
        attacked |= attacks.contains(&world.entities()[1].state);
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        if blows.len() >= wanted || world.entities()[0].health <= 0 {
            break;
        }
    }
    (blows, attacked)
}

/// Her shots kill it: it plays its death, the body stays (not solid,
/// switched off, where it fell; hidden when it `bursts`) and the kill is
/// hers.
pub fn dies_under_her_shots(
    p_name: &str,
    world: &mut World,
    host: &mut ScriptHost,
    death: u16,
    bursts: bool,
) {
    let full = world.entities()[1].health;
    assert!(full > 0, "{p_name}: no hit points");
    lara_shoots(host, world, 1, full.into());
    for t in 0..120 {
        host.step(world, idle());
        assert_placed(world, 1, p_name, t);
    }
    let e = &world.entities()[1];
    assert!(e.health <= 0, "{p_name}: alive with {}", e.health);
    assert_eq!(e.state, death, "{p_name}: not in its death");
    assert!(!e.solid, "{p_name}: the body is solid");
    assert_eq!(e.status, Status::Deactivated, "{p_name}: still running");
    assert_eq!(e.invisible, bursts, "{p_name}: body hidden {}", e.invisible);
    assert_eq!(world.kills(), 1, "{p_name}: the kill is not hers");
    let at = e.pos;
    host.step(world, idle());
    assert_eq!(world.entities()[1].pos, at, "{p_name}: the body moves on");
}

/// One person under test on a stand-in arena: its type, its stand-in's
/// states (state, speed), the states in which it attacks, the blows Lara
/// may take from it (health lost in one tick) and its death state.
pub struct Person {
    pub name: &'static str,
    pub type_id: u32,
    pub states: &'static [(u16, i32)],
    pub attacks: &'static [u16],
    pub blows: &'static [i16],
    pub death: u16,
    /// Further models it needs (what it fires or throws, whose moves it plays).
    pub more: &'static [u32],
    /// How far its stand-in reaches ahead (a body, or a club swung at arm's length).
    pub reach: i16,
    /// It leaves Lara be until she hurts it: she shoots it first.
    pub provoke: bool,
    /// How far from Lara it starts, in sectors.
    pub apart: i32,
}

impl Person {
    /// What most people share: a body's reach, seven sectors off, hostile;
    /// each entry names the rest (`..Person::BASE`).
    pub const BASE: Person = Person {
        name: "",
        type_id: 0,
        states: &[],
        attacks: &[],
        blows: &[],
        death: 0,
        more: &[],
        reach: 100,
        provoke: false,
        apart: 7,
    };
}

/// Person `p`, alone in its arena (entity 1), comes for Lara (after her
/// shot when it spares her) or shoots from where it stands, attacks, and
/// every blow she takes is one of its own figures; then her shots kill it
/// and its body stays.
pub fn comes_hurts_her_and_dies(p: &Person, world: &mut World, host: &mut ScriptHost) {
    if p.provoke {
        lara_shoots(host, world, 1, 1);
    }
    let (blows, attacked) = fight(p.name, world, host, p.attacks, 1500, 3);
    no_script_trouble(p.name, host);
    assert!(attacked, "{}: never attacked", p.name);
    assert!(blows.len() >= 2, "{}: Lara took {blows:?}", p.name);
    for b in &blows {
        assert!(
            p.blows.contains(b),
            "{}: a blow of {b} (its own: {:?}; all: {blows:?})",
            p.name,
            p.blows
        );
    }
    dies_under_her_shots(p.name, world, host, p.death, false);
    no_script_trouble(p.name, host);
}

/// An open arena of `game`: Lara at her spot, then `placed` (type, where,
/// yaw) as entities 1…, with the models of `models`; the first `on` placed
/// are switched on as their triggers would.
pub fn placed_arena(
    game: Game,
    models: Vec<ModelDef>,
    placed: &[(u16, [i32; 3], u16)],
    on: usize,
) -> (World, ScriptHost) {
    let entities = placed
        .iter()
        .map(|&(t, at, yaw)| {
            let mut e = EntityDef::new(t, 0, at);
            e.angle = yaw;
            e
        })
        .collect();
    let level = std::sync::Arc::new(arena_for(game, open_room(), LARA_AT, models, entities));
    let mut world = World::new(level.clone(), 1);
    let config = tombrs::script::HostConfig::with_mods(&[]);
    let mut host = ScriptHost::new(&config, game, None).unwrap();
    host.bind_all(&mut world);
    for i in 0..on {
        activate(&mut world, &mut host, 1 + i);
    }
    (world, host)
}

/// One creature: its type, its stand-in (`(state, speed, next state)`,
/// body reach and height), where it is tried, the states in which it
/// attacks, its death state, its hit points and whether it bursts.
pub struct Case {
    pub name: &'static str,
    pub type_id: u32,
    pub reach: i16,
    pub height: i16,
    pub states: &'static [(u16, i32, u16)],
    pub place: Place,
    pub attacks: &'static [u16],
    pub death: u16,
    pub hit_points: i16,
    pub bursts: bool,
}

/// A case with the common fields filled in.
pub const fn case(
    name: &'static str,
    type_id: u32,
    (reach, height): (i16, i16),
    states: &'static [(u16, i32, u16)],
    place: Place,
    attacks: &'static [u16],
    (death, hit_points): (u16, i16),
) -> Case {
    Case {
        name,
        type_id,
        reach,
        height,
        states,
        place,
        attacks,
        death,
        hit_points,
        bursts: false,
    }
}

/// The stand-in of `case`.
pub fn model_of(case: &Case) -> ModelDef {
    stand_in_with(case.type_id, case.reach, case.height, case.states)
}

/// Checks a run of `case` (see `run_world`): it came a sector closer to
/// Lara at least, went into an attack state, and a blow landed in one
/// (the state may have moved on by the end of the tick).
pub fn check_comes_and_hurts(case: &Case, t: &[Tick]) {
    let start = t[0].distance;
    let closest = t.iter().map(|s| s.distance).min().unwrap();
    assert!(
        closest < start - SECTOR,
        "{}: did not come for her (from {start} to {closest} at the closest)",
        case.name
    );
    assert!(
        t.iter().any(|s| case.attacks.contains(&s.state)),
        "{}: never attacked",
        case.name
    );
    let blow = t.windows(2).any(|w| {
        w[1].lara_health < w[0].lara_health
            && (case.attacks.contains(&w[0].state) || case.attacks.contains(&w[1].state))
    });
    assert!(blow, "{}: no attack of its hurt her", case.name);
}

/// Runs `level` 300 ticks, Lara's shots taking the creature's
/// `hit_points` at tick 30; returns the world and the creature's
/// positions, tick by tick.
pub fn shot_dead(name: &str, level: Level, hit_points: i16) -> (World, Vec<[i32; 3]>) {
    let (mut world, mut host) = scripted(level);
    let mut t = Vec::new();
    for tick in 0..300 {
        if tick == 30 {
            let (creature, lara) = (world.entities()[1].id, world.entities()[0].id);
            super::lua_eval::<()>(
                &host,
                &mut world,
                &format!(
                    "world.entity({}):hit({hit_points}, world.entity({}))",
                    creature.index, lara.index
                ),
            );
        }
        host.step(&mut world, Input { bits: 0 });
        check_place(name, tick, &world);
        t.push(world.entities()[1].pos);
    }
    check_log(name, &host);
    (world, t)
}

/// Checks what `shot_dead` left: the body is there, not solid, thinking
/// no more, her kill counted; it burst (`case.bursts`) or lies at rest in
/// its death state at height 0 (the floor, or a swimmer's surface).
pub fn check_body(case: &Case, world: &World, t: &[[i32; 3]]) {
    let e = &world.entities()[1];
    assert!(e.exists(), "{}: the entity is gone", case.name);
    assert!(!e.solid, "{}: the body is still solid", case.name);
    assert!(
        !e.is_active() && e.status != Status::Removed,
        "{}: still thinking after its death ({:?})",
        case.name,
        e.status
    );
    assert_eq!(world.kills(), 1, "{}: her kill was not counted", case.name);
    if case.bursts {
        assert!(e.invisible, "{}: it did not burst", case.name);
        return;
    }
    assert_eq!(e.state, case.death, "{}: not in its death state", case.name);
    assert_eq!(e.pos[1], 0, "{}: the body is not at rest", case.name);
    let still = &t[t.len() - 20..];
    assert!(
        still.iter().all(|p| *p == still[0]),
        "{}: the body moves on",
        case.name
    );
}

/// `model` with the animations of `states` slowed to `rate` ticks a frame
/// (a stand-in's eight frames become 7 × `rate` + 1), changing state only
/// at their end: a blow that lands on a late frame gets its frames.
pub fn slowed(mut model: ModelDef, states: &[u16], rate: u8) -> ModelDef {
    for a in model.animations.iter_mut() {
        if !states.contains(&a.state) {
            continue;
        }
        a.frame_rate = rate;
        let last = a.frames() - 1;
        for t in a.transitions.iter_mut() {
            t.low = last;
            t.high = last;
        }
    }
    model
}
