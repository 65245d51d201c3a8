//! An arena for creature behaviours: a builder level with one open room,
//! the demo hero as Lara and a stand-in model for the creature under test.
//! The stand-in has the state numbers the behaviour expects, one animation
//! per state (moving at the speed given), a change from every state to
//! every other, and enough meshes for any head, bite or gun mesh index, so
//! a behaviour's whole state machine can run without the game's model.

use std::sync::Arc;

use tombrs::builder::models::{AnimDef, KeyDef, MeshDef, ModelDef, TransitionDef};
use tombrs::builder::{EntityDef, LevelDef, Material, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::World;

/// Meshes of every stand-in: a chain of small boxes along +z.
pub const STAND_IN_MESHES: usize = 26;

/// A model of `type_id` with one animation per `(state, speed)`: eight
/// frames each, looping, able to change to any other state at its end.
/// The first listed state is where it starts. The body reaches `reach`
/// ahead and behind (beyond the behaviour's pivot, as real bodies do).
pub fn stand_in(type_id: u32, reach: i16, states: &[(u16, i32)]) -> ModelDef {
    let chained: Vec<(u16, i32, u16)> = states.iter().map(|&(s, v)| (s, v, s)).collect();
    stand_in_with(type_id, reach, BODY_HEIGHT, &chained)
}

/// How far above its origin a stand-in's body is by default.
pub const BODY_HEIGHT: i16 = 300;

/// A stand-in whose animations chain as real ones do: each `(state, speed,
/// next)` plays its eight frames and ends into the animation of `next`
/// (its own state: it loops); any state may still change to any other at
/// an animation's end. The body is `height` above the origin (a swimmer's
/// or a flyer's body hangs about its origin).
pub fn stand_in_with(
    type_id: u32,
    reach: i16,
    height: i16,
    states: &[(u16, i32, u16)],
) -> ModelDef {
    // Every mesh the same body-sized box at the same place: whatever mesh a
    // behaviour bites, aims or looks with, it is where the body is.
    let meshes: Vec<MeshDef> = (0..STAND_IN_MESHES)
        .map(|_| MeshDef::cuboid([-80, -80, -reach], [80, 80, reach], Material::Stone))
        .collect();
    let tree = (1..STAND_IN_MESHES).map(|_| (0, [0, 0, 0])).collect();
    let key = |lift: i16| KeyDef {
        offset: [0, -height - lift, 0],
        rotations: vec![[0, 0, 0]; STAND_IN_MESHES],
    };
    let anim_of = |state: u16| states.iter().position(|s| s.0 == state);
    let mut animations: Vec<AnimDef> = states
        .iter()
        .enumerate()
        .map(|(i, &(state, speed, next))| AnimDef {
            name: "stand-in",
            state,
            frame_rate: 1,
            keys: (0..8).map(|k| key((k % 2) * 10)).collect(),
            speed: speed << 16,
            accel: 0,
            next_anim: anim_of(next).unwrap_or(i),
            next_frame: 0,
            transitions: Vec::new(),
            commands: Vec::new(),
        })
        .collect();
    let targets: Vec<(u16, usize)> = states.iter().enumerate().map(|(i, s)| (s.0, i)).collect();
    for a in animations.iter_mut() {
        // The change is tried as the animation wraps: the frame one past its
        // last, as the real levels' ranges reach (the originals advance the
        // frame before they try a state change: TRX tr1 items.c
        // Item_Animate), so each of the eight frames plays.
        let wrap = a.frames();
        for &(state, anim) in &targets {
            if state != a.state {
                a.transitions.push(TransitionDef {
                    state,
                    low: wrap,
                    high: wrap,
                    anim,
                    frame: 0,
                });
            }
        }
    }
    ModelDef {
        type_id,
        meshes,
        tree,
        animations,
    }
}

/// The arena's floor: a flat 12×12-sector room, floor at 0, ceiling
/// four sectors up.
pub fn open_room() -> RoomDef {
    RoomDef::boxed(0, 0, 12, 12, 0, -16)
}

/// Where Lara stands in the arena (facing +x, towards the creature).
pub const LARA_AT: [i32; 3] = [2 * 1024 + 512, 0, 6 * 1024 + 512];

/// A flat 12×12-sector room: Lara at one side facing the middle, the
/// creature of `model` at the other facing her; `ground` TR1 level.
pub fn arena(model: ModelDef) -> Level {
    let mut creature = EntityDef::new(model.type_id as u16, 0, [9 * 1024 + 512, 0, 6 * 1024 + 512]);
    creature.angle = 0xC000;
    arena_with(open_room(), LARA_AT, vec![model], vec![creature])
}

/// A TR1 level of `rooms` with Lara (`lara`, entity 0) and the creature of
/// `model` (`creature`, entity 1; its type is the model's).
pub fn arena_in(
    model: ModelDef,
    rooms: Vec<RoomDef>,
    lara: EntityDef,
    creature: EntityDef,
) -> Level {
    arena_in_for(Game::Tr1, model, rooms, lara, creature)
}

/// [`arena_in`] built as a level of `game`.
pub fn arena_in_for(
    game: Game,
    model: ModelDef,
    rooms: Vec<RoomDef>,
    lara: EntityDef,
    mut creature: EntityDef,
) -> Level {
    creature.type_id = model.type_id as u16;
    let models = vec![tombrs::builder::hero::hero(), model];
    let def = LevelDef {
        rooms,
        models,
        entities: vec![lara, creature],
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, game)).unwrap()
}

/// A TR1 level of `room` with Lara (entity 0, facing +x) at `lara`, then
/// `entities` (entity 1 on), and the demo hero plus `models`.
pub fn arena_with(
    room: RoomDef,
    lara: [i32; 3],
    models: Vec<ModelDef>,
    entities: Vec<EntityDef>,
) -> Level {
    arena_for(Game::Tr1, room, lara, models, entities)
}

/// [`arena_with`] built as a level of `game`.
pub fn arena_for(
    game: Game,
    room: RoomDef,
    lara: [i32; 3],
    models: Vec<ModelDef>,
    entities: Vec<EntityDef>,
) -> Level {
    arena_rooms_for(game, vec![room], lara, models, entities)
}

/// [`arena_for`] over several `rooms` (Lara in room 0 unless `entities`
/// say otherwise of theirs): pools under air, raised floors.
pub fn arena_rooms_for(
    game: Game,
    rooms: Vec<RoomDef>,
    lara: [i32; 3],
    models: Vec<ModelDef>,
    entities: Vec<EntityDef>,
) -> Level {
    let mut hero = EntityDef::new(0, 0, lara);
    hero.angle = 0x4000;
    let mut all_models = vec![tombrs::builder::hero::hero()];
    all_models.extend(models);
    let def = LevelDef {
        rooms,
        models: all_models,
        entities: std::iter::once(hero).chain(entities).collect(),
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, game)).unwrap()
}

/// A world of `level` with the shipped scripts bound and the creature
/// (entity 1) switched on as its trigger would.
pub fn scripted(level: Level) -> (World, ScriptHost) {
    scripted_on(level, 1)
}

/// [`scripted`] with entities 1..=`on` switched on.
pub fn scripted_on(level: Level, on: usize) -> (World, ScriptHost) {
    scripted_seeded(level, 1, on)
}

/// [`scripted_on`] with the world's random seed `seed`.
pub fn scripted_seeded(level: Level, seed: u32, on: usize) -> (World, ScriptHost) {
    scripted_as(level, None, seed, on)
}

/// [`scripted_seeded`] with the catalogue overrides of the level called
/// `name` (`scripts/levels/<game>/<name>.lua`), as the game's file of that
/// name gets them.
pub fn scripted_as(level: Level, name: Option<&str>, seed: u32, on: usize) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), seed);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, name).unwrap();
    host.bind_all(&mut world);
    for i in 1..=on {
        activate(&mut world, &mut host, i);
    }
    (world, host)
}

/// Stand-in speeds (units a frame) for `stand_in_with`'s states: standing,
/// walking, running.
pub const STILL: i32 = 0;
pub const WALK: i32 = 16;
pub const RUN: i32 = 40;

/// Facing Lara (west, as she faces east).
pub const FACING_LARA: u16 = 0xC000;

/// A creature of `type_id` `apart` units east of Lara and `up` above the
/// floor, facing her, with OCB `ocb`.
pub fn facing_lara(type_id: u32, apart: i32, up: i32, ocb: i16) -> EntityDef {
    let mut e = EntityDef::new(type_id as u16, 0, [LARA_AT[0] + apart, -up, LARA_AT[2]]);
    e.angle = FACING_LARA;
    e.ocb = ocb;
    e
}

/// Entities of `placed` (type, where, yaw, OCB), in room 0.
pub fn entities_of(placed: &[(u32, [i32; 3], u16, i16)]) -> Vec<EntityDef> {
    placed
        .iter()
        .map(|&(t, at, yaw, ocb)| {
            let mut e = EntityDef::new(t as u16, 0, at);
            e.angle = yaw;
            e.ocb = ocb;
            e
        })
        .collect()
}

/// Switches entity `index` on as a trigger does.
pub fn activate(world: &mut World, host: &mut ScriptHost, index: usize) {
    use tombrs::world::Hooks;
    let id = world.entities()[index].id;
    world.entities_mut()[index].status = tombrs::world::Status::Active;
    host.on_activate(world, id, None);
}

/// A level of `game` in `room`: Lara at the arena's spot, then `entities`;
/// every type they place, and each of `more` (what behaviours spawn), gets
/// a stand-in model.
pub fn stand_in_level(game: Game, room: RoomDef, entities: Vec<EntityDef>, more: &[u16]) -> Level {
    let mut types: Vec<u16> = entities.iter().map(|e| e.type_id).collect();
    types.extend_from_slice(more);
    types.sort();
    types.dedup();
    let models = types
        .iter()
        .map(|&t| stand_in(t as u32, 100, &[(0, 0), (1, 0)]))
        .collect();
    arena_for(game, room, LARA_AT, models, entities)
}

/// Plays each `(state, frames)` of `model` over that many frames (the
/// stand-in's are eight), its changes out at its new last frame.
pub fn lengthen(mut model: ModelDef, long: &[(u16, usize)]) -> ModelDef {
    for a in model.animations.iter_mut() {
        if let Some(&(_, n)) = long.iter().find(|l| l.0 == a.state) {
            let key = a.keys[0].clone();
            a.keys.resize(n, key);
            for t in a.transitions.iter_mut() {
                t.low = (n - 1) as u16;
                t.high = (n - 1) as u16;
            }
        }
    }
    model
}
