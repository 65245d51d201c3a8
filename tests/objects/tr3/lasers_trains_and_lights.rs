//! TR3's remaining traps and effects and the lights of TR3-TR5: the
//! security lasers, the electrified field, the subway train, the laser
//! sweeper, the assault-course target, "kill all triggers" and the light
//! objects (world.light). Each on a builder level with stand-in models.

use crate::common;

use common::arena::{activate, arena_for, open_room, LARA_AT};
use common::traps::{bound, entity, run, trap_model, SECTOR};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Event, World};

/// A level of `game` with Lara at the arena's spot (facing +x) and
/// `items` (type, x, y, z, angle), each with a stand-in model of `reach`.
fn level(game: Game, items: &[(u16, i32, i32, i32, u16)], reach: i16) -> Level {
    let mut models = Vec::new();
    let mut entities: Vec<EntityDef> = Vec::new();
    for &(t, x, y, z, angle) in items {
        if !models
            .iter()
            .any(|m: &tombrs::builder::models::ModelDef| m.type_id == t as u32)
        {
            models.push(trap_model(t as u32, reach));
        }
        entities.push(entity(t, [x, z], y, angle));
    }
    arena_for(game, open_room(), LARA_AT, models, entities)
}

/// Evaluates `chunk` (a Lua function of entity `index`'s handle).
fn lua_of<T: mlua::FromLuaMulti>(host: &ScriptHost, world: &World, index: usize, chunk: &str) -> T {
    let lua = host.lua();
    lua.load(chunk)
        .eval::<mlua::Function>()
        .unwrap()
        .call(
            tombrs::script::bindings::handle_value(lua, Some(world.entities()[index].id)).unwrap(),
        )
        .unwrap_or_else(|err| panic!("{chunk}: {err}"))
}

/// The lights the last tick raised: (pos, colour, radius).
fn lights(world: &World) -> Vec<([i32; 3], [u8; 3], u16)> {
    world
        .events()
        .iter()
        .filter_map(|e| match *e {
            Event::Light {
                pos,
                colour,
                radius,
                ..
            } => Some((pos, colour, radius)),
            _ => None,
        })
        .collect()
}

const LX: i32 = LARA_AT[0];
const LZ: i32 = LARA_AT[2];

#[test]
fn security_lasers_crossed_alarm_hurt_or_kill_and_miss_her_when_off_their_line() {
    // Facing +z, the beam runs from half a sector ahead back along -z to
    // the wall: placed a sector past her on +z it crosses her body.
    let crossing = (LX, -256, LZ + SECTOR, 0u16);
    // Killer tripwire (68): dead at once.
    let lvl = level(
        Game::Tr3,
        &[(68, crossing.0, crossing.1, crossing.2, 0)],
        64,
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    assert!(world.entities()[0].health <= 0, "the killer beam kills her");
    // Electrified wire (67): 10 a tick.
    let lvl = level(
        Game::Tr3,
        &[(67, crossing.0, crossing.1, crossing.2, 0)],
        64,
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    let full = world.entities()[0].health;
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[0].health,
        full - 50,
        "10 a tick for 5 ticks"
    );
    // The same beam two sectors aside misses her.
    let lvl = level(
        Game::Tr3,
        &[(67, LX + 2 * SECTOR, -256, LZ + SECTOR, 0)],
        64,
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].health, full, "off the beam: unharmed");
    // Tripwire (66): crossing it raises the alarm of the strobe light (318),
    // which is left unhurt.
    let lvl = level(
        Game::Tr3,
        &[
            (66, crossing.0, crossing.1, crossing.2, 0),
            (318, LX + 3 * SECTOR, -1024, LZ, 0),
        ],
        64,
    );
    let (mut world, mut host) = bound(lvl, &[1, 2]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[0].health,
        full,
        "an alarm beam does not hurt"
    );
    let crossed: i64 = lua_of(
        &host,
        &world,
        1,
        "return function(e) return e.state.crossed or 0 end",
    );
    assert_eq!(crossed, 3, "crossed each tick");
    let alarm: i64 = lua_of(
        &host,
        &world,
        2,
        "return function(e) return e.state.alarm or 0 end",
    );
    assert!(alarm >= 1790, "the strobe's alarm is raised: {alarm}");
    common::assert_no_script_error(&host, "lasers");
}

#[test]
fn the_electrified_field_kills_her_on_touch_and_not_away_from_it() {
    // Facing +z the field's middle is half a sector +x and +z of it.
    let lvl = level(Game::Tr3, &[(292, LX - 512, 0, LZ - 512, 0)], 64);
    let (mut world, mut host) = bound(lvl, &[1]);
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    assert!(world.entities()[0].health <= 0, "in the field: killed");
    let lvl = level(Game::Tr3, &[(292, LX - 512, 0, LZ + 2 * SECTOR, 0)], 64);
    let (mut world, mut host) = bound(lvl, &[1]);
    let full = world.entities()[0].health;
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[0].health,
        full,
        "two sectors away: unharmed"
    );
    common::assert_no_script_error(&host, "field");
}

#[test]
fn the_subway_train_runs_along_its_track_and_kills_her_on_it() {
    // Four sectors ahead of her, facing her (-x).
    let lvl = level(Game::Tr3, &[(110, LX + 5 * SECTOR, 0, LZ, 0xC000)], 256);
    let (mut world, mut host) = bound(lvl, &[1]);
    let x0 = world.entities()[1].pos[0];
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    assert_eq!(world.entities()[1].pos[0], x0 - 260, "260 a tick");
    let headlight = lights(&world);
    assert!(
        headlight
            .iter()
            .any(|(_, c, r)| *c == [255, 255, 255] && *r == 4096),
        "its headlight: {headlight:?}"
    );
    run(&mut world, &mut host, 40, |_| 0, |_, _| {});
    assert!(world.entities()[0].health <= 0, "run down");
    // Then it brakes to a stop.
    let stopped = world.entities()[1].pos[0];
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[1].pos[0],
        stopped,
        "stopped after the kill"
    );
    common::assert_no_script_error(&host, "train");
}

#[test]
fn the_laser_sweeper_glides_and_hurts_her_while_it_touches_her() {
    let lvl = level(Game::Tr3, &[(291, LX, 0, LZ, 0x4000)], 256);
    let (mut world, mut host) = bound(lvl, &[1]);
    let full = world.entities()[0].health;
    let x0 = world.entities()[1].pos[0];
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].health, full - 50, "25 a tick of touch");
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert!(world.entities()[1].pos[0] > x0 + 512, "it glides along +x");
    common::assert_no_script_error(&host, "sweeper");
}

#[test]
fn an_assault_target_shot_down_falls_and_counts() {
    let lvl = level(Game::Tr3, &[(30, LX + 3 * SECTOR, 0, LZ, 0xC000)], 256);
    let (mut world, mut host) = bound(lvl, &[1]);
    let left: i64 = lua_of(
        &host,
        &world,
        1,
        "return function(e) return world.level_state().targets_left end",
    );
    assert_eq!(left, 1);
    assert!(world.entities()[1].targetable, "risen, it may be shot");
    // Four shots of 2.
    for _ in 0..4 {
        let _: () = lua_of(&host, &world, 1, "return function(e) e:hit(2) end");
        run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    }
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    let (down, left): (i64, i64) = lua_of(
        &host,
        &world,
        1,
        "return function(e) local s = world.level_state() return s.targets_down, s.targets_left end",
    );
    let pitch = world.entities()[1].rot[0];
    assert_eq!((down, left), (1, 0), "one target down, none left");
    assert_eq!(pitch, 0x3800, "lying back");
    assert!(!world.entities()[1].targetable, "down, no longer a target");
    common::assert_no_script_error(&host, "target");
}

#[test]
fn kill_all_triggers_removes_the_active_objects_but_lara() {
    let lvl = level(
        Game::Tr3,
        &[(110, LX, 0, LZ + 4 * SECTOR, 0x4000), (24, LX, 0, LZ, 0)],
        64,
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    assert!(world.entity(world.entities()[1].id).is_some());
    activate(&mut world, &mut host, 2);
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    let train = world.entities()[1].id;
    assert!(
        world.entity(train).is_none()
            || world.entities()[1].status == tombrs::world::Status::Removed,
        "the running train is gone"
    );
    assert!(world.entities()[0].health > 0, "Lara stays");
    common::assert_no_script_error(&host, "kill all");
}

/// Reads the lit world through the renderer's light pool (frontend only).
#[cfg(feature = "frontend")]
#[test]
fn lights_light_the_world_about_them_and_a_pulsing_one_swells() {
    // TR3 red light (324): red, falloff 24.
    let lvl = level(Game::Tr3, &[(324, LX + SECTOR, -512, LZ, 0)], 64);
    let (mut world, mut host) = bound(lvl, &[1]);
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    let l = lights(&world);
    assert_eq!(l, vec![([LX + SECTOR, -512, LZ], [255, 0, 0], 6144)]);
    // The renderer keeps it: a point near it is lit red, a far one not.
    let mut p = tombrs::render::particles::Particles::new(1);
    p.step(world.level(), world.effects(), world.events());
    let mut out = [tombrs::render::lighting::DynamicLight::default();
        tombrs::render::lighting::MAX_DYNAMIC_LIGHTS];
    let n = p.lights(1.0, [0.0; 3], &mut out);
    assert_eq!(n, 1);
    let near =
        tombrs::render::lighting::dynamic_at(&out[..n], [(LX + SECTOR) as f32, 0.0, LZ as f32]);
    assert!(near[0] > 0.8 && near[1] == 0.0, "near: {near:?}");
    let far = tombrs::render::lighting::dynamic_at(&out[..n], [(LX + 9 * SECTOR) as f32, 0.0, 0.0]);
    assert_eq!(far, [0.0; 3]);
    // Off, it lights nothing.
    let lvl = level(Game::Tr3, &[(324, LX + SECTOR, -512, LZ, 0)], 64);
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert!(lights(&world).is_empty(), "untriggered: dark");
    // TR3 pulse light (321): its radius swells and shrinks within 8..31 falloffs.
    let lvl = level(Game::Tr3, &[(321, LX + SECTOR, -512, LZ, 0)], 64);
    let (mut world, mut host) = bound(lvl, &[1]);
    let mut radii = Vec::new();
    run(
        &mut world,
        &mut host,
        120,
        |_| 0,
        |_, w| radii.extend(lights(w).iter().map(|l| l.2)),
    );
    assert_eq!(radii.len(), 120);
    let (lo, hi) = (*radii.iter().min().unwrap(), *radii.iter().max().unwrap());
    assert!(
        lo >= 8 * 256 && hi <= 31 * 256 && hi - lo >= 16 * 256,
        "{lo}..{hi}"
    );
    // TR3 beacon (322): lit 3 ticks of 64.
    let lvl = level(Game::Tr3, &[(322, LX + SECTOR, -512, LZ, 0)], 64);
    let (mut world, mut host) = bound(lvl, &[1]);
    let mut lit = 0;
    run(
        &mut world,
        &mut host,
        128,
        |_| 0,
        |_, w| lit += lights(w).len(),
    );
    assert_eq!(lit, 6);
    common::assert_no_script_error(&host, "lights");
}

#[test]
fn tr4_and_tr5_lights_are_wired_by_name_with_their_colours() {
    // TR4 391 RED_LIGHT, 394 AMBER_LIGHT.
    let lvl = level(
        Game::Tr4,
        &[
            (391, LX + SECTOR, -512, LZ, 0),
            (394, LX + 2 * SECTOR, -512, LZ, 0),
        ],
        64,
    );
    let (mut world, mut host) = bound(lvl, &[1, 2]);
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    let mut l: Vec<_> = lights(&world).iter().map(|l| (l.1, l.2)).collect();
    l.sort();
    assert_eq!(l, vec![([255, 0, 0], 6144), ([255, 192, 0], 6144)]);
    // TR5 372 COLOURED_LIGHT: the OCB's 5:5:5 colour (red 31, green 0, blue 16).
    let mut lvl = level(Game::Tr5, &[(372, LX + SECTOR, -512, LZ, 0)], 64);
    lvl.entities[1].ocb = 31 | (16 << 10);
    let (mut world, mut host) = bound(lvl, &[1]);
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    assert_eq!(
        lights(&world).iter().map(|l| l.1).collect::<Vec<_>>(),
        vec![[248, 0, 128]]
    );
    common::assert_no_script_error(&host, "tr45 lights");
}
