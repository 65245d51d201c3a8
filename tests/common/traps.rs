//! What the trap tests share: a world bound to the shipped scripts, a
//! stepping loop, stand-in trap models and entities, Lara's health over
//! still ticks, and the check that no script error was logged.

use std::sync::Arc;

use super::arena::{activate, arena_for, open_room, stand_in, LARA_AT};
use tombrs::builder::models::ModelDef;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

pub const SECTOR: i32 = 1024;
/// The middle of sector (x, z).
pub fn mid(x: i32, z: i32) -> [i32; 2] {
    [x * SECTOR + SECTOR / 2, z * SECTOR + SECTOR / 2]
}

/// A world of `level` with the shipped scripts bound; `on` lists the
/// entities switched on as their trigger would.
pub fn bound(level: Level, on: &[usize]) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    for &i in on {
        activate(&mut world, &mut host, i);
    }
    (world, host)
}

/// Steps `ticks` times with `input(tick)`, calling `each` after each step.
pub fn run(
    world: &mut World,
    host: &mut ScriptHost,
    ticks: usize,
    input: impl Fn(usize) -> u32,
    mut each: impl FnMut(usize, &World),
) {
    for t in 0..ticks {
        host.step(world, Input { bits: input(t) });
        each(t, world);
    }
}

/// No script error was logged (the demo hero's footstep flipeffect warns
/// on TR1; warnings are not this file's business).
pub fn no_script_errors(host: &ScriptHost) {
    super::assert_no_script_error(host, "trap");
}

/// An entity of `type_id` in room 0 at `at` (x, z), `y`, facing `angle`.
pub fn entity(type_id: u16, at: [i32; 2], y: i32, angle: u16) -> EntityDef {
    let mut e = EntityDef::new(type_id, 0, [at[0], y, at[1]]);
    e.angle = angle;
    e
}

/// A stand-in with the four trap states (set, activate, working, finished).
pub fn trap_model(type_id: u32, reach: i16) -> ModelDef {
    stand_in(type_id, reach, &[(0, 0), (1, 0), (2, 0), (3, 0)])
}

/// Lara at the arena's spot with `model`'s entity at `at` (y, angle).
pub fn near_lara(model: ModelDef, at: [i32; 2], y: i32, angle: u16) -> Level {
    near_lara_in(Game::Tr1, model, at, y, angle)
}

/// [`near_lara`] on a level of `game`.
pub fn near_lara_in(game: Game, model: ModelDef, at: [i32; 2], y: i32, angle: u16) -> Level {
    let t = model.type_id as u16;
    arena_for(
        game,
        open_room(),
        LARA_AT,
        vec![model],
        vec![entity(t, at, y, angle)],
    )
}

/// Lara's health after each of `ticks` still ticks.
pub fn health(level: Level, on: &[usize], ticks: usize) -> (Vec<i16>, World, ScriptHost) {
    let (mut world, mut host) = bound(level, on);
    let mut h = Vec::new();
    run(
        &mut world,
        &mut host,
        ticks,
        |_| 0,
        |_, w| h.push(w.entities()[0].health),
    );
    (h, world, host)
}

/// A trigger of `kind` on sector (x, z) of `room` with `actions` (full
/// mask, no timer, not one-shot).
pub fn floor_trigger(
    room: &mut tombrs::builder::RoomDef,
    (x, z): (usize, usize),
    kind: tombrs::level::floordata::TriggerKind,
    actions: Vec<tombrs::level::floordata::TriggerAction>,
) {
    use tombrs::level::floordata::{FloorFunction, TriggerSetup};
    room.sector_mut(x, z)
        .functions
        .push(FloorFunction::Trigger {
            kind,
            setup: TriggerSetup {
                timer: 0,
                one_shot: false,
                mask: 0x1F,
                spare: 0,
            },
            actions,
        });
}

/// A heavy trigger on sector (x, z) of `room` switching on entity `target`.
pub fn heavy_trigger(room: &mut tombrs::builder::RoomDef, at: (usize, usize), target: u16) {
    use tombrs::level::floordata::{TriggerAction, TriggerKind};
    floor_trigger(
        room,
        at,
        TriggerKind::Heavy,
        vec![TriggerAction::Object(target)],
    );
}

/// Lara's gun strikes entity `index` (the hit her bullets deal: 8).
pub fn shoot(world: &mut World, host: &ScriptHost, index: usize) {
    let _lend = tombrs::script::bindings::WorldGuard::lend(world);
    host.lua()
        .load(format!(
            "local e = world.entity({index}); assert(e.targetable and e.health > 0, 'a target'); \
             e:hit(8, world.lara())"
        ))
        .exec()
        .unwrap();
}
