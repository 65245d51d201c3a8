//! The bestiary tests' shared ground: where a creature on a stand-in model
//! is tried (the open arena, the air over it, a pool), a run of ticks with
//! Lara standing still, and the checks every run makes (the creature keeps
//! to its floor and its boxes; no script error).

use super::arena::{arena_in_for, scripted};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

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
    let e = &world.entities[1];
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
                world.entities[1].health = 0;
            }
            host.step(world, Input { bits: 0 });
            check_place(name, t, world);
            let (lara, e) = (&world.entities[0], &world.entities[1]);
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
