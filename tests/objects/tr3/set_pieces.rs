//! TR3's last traps and set pieces: the fire-breathing dragon statue
//! (fire_head.lua), the bat swarm (bat_swarm.lua), the electrical switch
//! box (fuse_box.lua), the Tinnos light shaft (lives_while_on.lua) and
//! Area 51's rocket launch (area51_rocket.lua). Each on a builder level
//! with stand-in models.

use crate::common;

use common::traps::{heavy_trigger, shoot};

use common::arena::{activate, arena_for, open_room, stand_in_with, LARA_AT};
use common::traps::{bound, entity, mid, run, trap_model, SECTOR};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Event, Status, World};

const DRAGON: u16 = 282;
const ROCKET: u16 = 312;
const ROCKET_SMOKE: u16 = 313;
const STRUTS: u16 = 314;
const RED_LIGHT: u16 = 324;
const BATS: u16 = 347;
const SHAFT: u16 = 370;
const FUSE_BOX: u16 = 373;
const SOPHIA: u16 = 57;
/// particles.BATS, particles.FLAME, particles.EXPLOSION.
const BAT_PARTICLES: u16 = 18;
const FLAME: u16 = 9;
const EXPLOSION: u16 = 6;

const LX: i32 = LARA_AT[0];
const LZ: i32 = LARA_AT[2];

/// A TR3 level in `room` with Lara at the arena's spot, `models` and
/// `entities` (each type without a model given gets a trap stand-in).
fn level(room: RoomDef, mut models: Vec<ModelDef>, entities: Vec<EntityDef>) -> Level {
    for e in &entities {
        if !models.iter().any(|m| m.type_id == e.type_id as u32) {
            models.push(trap_model(e.type_id as u32, 64));
        }
    }
    arena_for(Game::Tr3, room, LARA_AT, models, entities)
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

/// The particle requests of effect `effect` the last tick raised: counts.
fn particles(world: &World, effect: u16) -> Vec<u16> {
    world
        .events()
        .iter()
        .filter_map(|e| match *e {
            Event::Particles {
                effect: f, count, ..
            } if f == effect => Some(count),
            _ => None,
        })
        .collect()
}

fn sounds(world: &World, id: u16) -> usize {
    world
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Sound { sound, .. } if *sound == id))
        .count()
}

fn burning(host: &ScriptHost, world: &World) -> bool {
    lua_of(
        host,
        world,
        0,
        "return function(e) return e.state.burning == true end",
    )
}

/// The dragon's model: still (0), rearing (1, running into blowing) and
/// blowing (2, looping), eight frames each.
fn dragon_model() -> ModelDef {
    stand_in_with(DRAGON as u32, 64, 300, &[(0, 0, 0), (1, 0, 2), (2, 0, 2)])
}

/// The dragon at `at` facing `angle`, switched on with a blow of `loops`
/// ticks (its trigger's timer); Lara's burning after each of 200 ticks and
/// the jet's deadliest reach.
fn dragon_run(at: [i32; 2], angle: u16, loops: i32) -> (Option<usize>, i64, World, ScriptHost) {
    let lvl = level(
        open_room(),
        vec![dragon_model()],
        vec![entity(DRAGON, at, 0, angle)],
    );
    let (mut world, mut host) = bound(lvl, &[]);
    world.entities_mut()[1].timer = loops * 30;
    activate(&mut world, &mut host, 1);
    assert_eq!(world.entities()[1].timer, 0, "the trigger never runs out");
    let mut alight = None;
    let mut reach = 0i64;
    for t in 0..200 {
        run(&mut world, &mut host, 1, |_| 0, |_, _| {});
        let r: i64 = lua_of(
            &host,
            &world,
            1,
            "return function(e) return e.state.reach end",
        );
        reach = reach.max(r);
        if alight.is_none() && burning(&host, &world) {
            alight = Some(t);
        }
    }
    (alight, reach, world, host)
}

#[test]
fn the_dragon_statue_sets_her_alight_within_its_flames_reach_and_not_beyond() {
    // Facing 0 its mouth blows along +x (yaw + 0x4000): she stands 1500
    // ahead. It rears 8 ticks, then the reach grows 32 a tick: 1500 is
    // passed on the 47th tick of the blow.
    let (alight, reach, world, host) = dragon_run([LX - 1500, LZ], 0, 60);
    assert_eq!(reach, 2048, "the reach grows to 2048");
    let t = alight.expect("within its reach she catches fire");
    assert!(
        (50..=60).contains(&t),
        "alight once the reach passes her: tick {t}"
    );
    assert!(world.entities()[0].health < 1000, "and burns");
    common::assert_no_script_error(&host, "dragon");
    // 2300 ahead: beyond the jet's 2048.
    let (alight, reach, _, host) = dragon_run([LX - 2300, LZ], 0, 60);
    assert_eq!(reach, 2048);
    assert_eq!(alight, None, "beyond its reach she does not burn");
    common::assert_no_script_error(&host, "dragon beyond");
    // 1500 ahead but 600 aside: outside the jet's 512 half width.
    let (alight, _, _, _) = dragon_run([LX - 1500, LZ - 600], 0, 60);
    assert_eq!(alight, None, "beside the jet she does not burn");
    // Facing 0x8000 it blows along −x: from 1500 on +x of her it reaches her.
    let (alight, _, _, _) = dragon_run([LX + 1500, LZ], 0x8000, 60);
    assert!(alight.is_some(), "turned round, it blows the other way");
}

#[test]
fn the_dragon_rears_between_blows_and_its_reach_dies_down() {
    // A short blow (20 ticks): the reach stops growing at about 20 × 32
    // and falls back to nothing as it rears again.
    let lvl = level(
        open_room(),
        vec![dragon_model()],
        vec![entity(DRAGON, [LX + 6 * SECTOR, LZ + 4 * SECTOR], 0, 0)],
    );
    let (mut world, mut host) = bound(lvl, &[]);
    world.entities_mut()[1].timer = 20 * 30;
    activate(&mut world, &mut host, 1);
    let mut states = Vec::new();
    let mut roars = 0;
    run(
        &mut world,
        &mut host,
        46,
        |_| 0,
        |_, w| {
            states.push(w.entities()[1].state);
            roars += sounds(w, 204);
        },
    );
    assert!(states.contains(&2), "it blows: {states:?}");
    let first_blow = states.iter().position(|&s| s == 2).unwrap();
    let back = states[first_blow..].iter().position(|&s| s == 1);
    assert!(back.is_some(), "and rears again: {states:?}");
    assert!(
        (20..=30).contains(&roars),
        "it roars while it blows: {roars}"
    );
    let reach: i64 = lua_of(
        &host,
        &world,
        1,
        "return function(e) return e.state.reach end",
    );
    assert_eq!(reach, 0, "rearing again, the jet is out");
    common::assert_no_script_error(&host, "dragon rears");
}

#[test]
fn the_bat_swarm_lets_its_bats_loose_once_and_is_removed() {
    let lvl = level(
        open_room(),
        Vec::new(),
        vec![entity(BATS, mid(8, 6), -512, 0)],
    );
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    assert!(
        particles(&world, BAT_PARTICLES).is_empty(),
        "not triggered: no bats"
    );
    assert_eq!(world.entities()[1].status, Status::Inactive);
    activate(&mut world, &mut host, 1);
    let mut bursts = Vec::new();
    let mut squeaks = 0;
    run(
        &mut world,
        &mut host,
        30,
        |_| 0,
        |_, w| {
            bursts.extend(particles(w, BAT_PARTICLES));
            squeaks += sounds(w, 157);
        },
    );
    assert_eq!(bursts, vec![32], "32 bats, once");
    assert_eq!(squeaks, 1, "SFX_BATS_1 as they fly off");
    assert_eq!(
        world.entities()[1].status,
        Status::Removed,
        "the emitter is gone"
    );
    common::assert_no_script_error(&host, "bats");
}

/// The fuse box on sector (8, 6) over a heavy trigger switching on a red
/// light (entity 2); with Sophia's model in the level when `sophia`.
fn fuse_box_level(sophia: bool) -> Level {
    let mut room = open_room();
    heavy_trigger(&mut room, (8, 6), 2);
    let mut models = vec![stand_in_with(
        FUSE_BOX as u32,
        64,
        300,
        &[(0, 0, 0), (1, 0, 1)],
    )];
    if sophia {
        models.push(trap_model(SOPHIA as u32, 64));
    }
    level(
        room,
        models,
        vec![
            entity(FUSE_BOX, mid(8, 6), 0, 0xC000),
            entity(RED_LIGHT, mid(10, 2), -512, 0),
        ],
    )
}

#[test]
fn a_fuse_box_shot_bursts_and_on_sophias_level_fires_its_trigger_once() {
    let (mut world, mut host) = bound(fuse_box_level(true), &[]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert!(world.entities()[1].targetable, "whole, a target");
    assert_eq!(
        world.entities()[2].status,
        Status::Inactive,
        "the light is off"
    );
    shoot(&mut world, &host, 1);
    let mut blasts = 0;
    let mut lit_on = Vec::new();
    run(
        &mut world,
        &mut host,
        20,
        |_| 0,
        |t, w| {
            blasts += particles(w, EXPLOSION).len();
            if w.entities()[2].status == Status::Active {
                lit_on.push(t);
            }
        },
    );
    assert_eq!(lit_on.first(), Some(&0), "the trigger fired at the shot");
    assert_eq!(blasts, 1, "one burst");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "its trigger fired"
    );
    assert!(!world.entities()[1].targetable, "spent, no longer a target");
    let (burst, anim): (i64, i64) = {
        let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
        host.lua()
            .load("return world.level_state().fuse_boxes_burst, world.entity(1).anim")
            .eval()
            .unwrap()
    };
    assert_eq!(burst, 1, "Sophia's fight is told");
    assert_eq!(anim, 1, "its burst animation");
    assert_eq!(world.entities()[1].status, Status::Deactivated, "it rests");
    common::assert_no_script_error(&host, "fuse box");

    // Elsewhere (no Sophia in the level) it bursts but triggers nothing.
    let (mut world, mut host) = bound(fuse_box_level(false), &[]);
    shoot(&mut world, &host, 1);
    let mut blasts = 0;
    run(
        &mut world,
        &mut host,
        20,
        |_| 0,
        |_, w| blasts += particles(w, EXPLOSION).len(),
    );
    assert_eq!(blasts, 1, "it bursts");
    assert_eq!(
        world.entities()[2].status,
        Status::Inactive,
        "no trigger fires off Sophia's level"
    );
    common::assert_no_script_error(&host, "fuse box elsewhere");
}

#[test]
fn the_light_shaft_turns_while_triggered_and_is_gone_when_switched_off() {
    let lvl = level(
        open_room(),
        Vec::new(),
        vec![entity(SHAFT, mid(8, 6), -1024, 0)],
    );
    let (mut world, mut host) = bound(lvl, &[]);
    let f0 = world.entities()[1].frame;
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert_eq!(world.entities()[1].frame, f0, "still until triggered");
    activate(&mut world, &mut host, 1);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert_ne!(world.entities()[1].frame, f0, "its animation turns it");
    assert_eq!(world.entities()[1].status, Status::Active);
    {
        use tombrs::world::Hooks;
        let id = world.entities()[1].id;
        world.entities_mut()[1].status = Status::Inactive;
        host.on_deactivate(&mut world, id, None);
    }
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[1].status,
        Status::Removed,
        "switched off: gone"
    );
    common::assert_no_script_error(&host, "shaft");
}

#[test]
fn area51s_rocket_ignites_burns_the_trench_lifts_off_and_the_struts_swing_away() {
    // The rocket far on +x; Lara two sectors on −x of it: the fire front
    // (reach + 1536 behind it) reaches her once the reach passes 512.
    let rocket_at = [LX + 2 * SECTOR, LZ];
    let lvl = level(
        RoomDef::boxed(0, 0, 12, 12, 0, -40),
        vec![stand_in_with(
            STRUTS as u32,
            64,
            300,
            &[(0, 0, 0), (1, 0, 1), (2, 0, 2)],
        )],
        vec![
            entity(ROCKET, rocket_at, 0, 0),
            entity(ROCKET_SMOKE, [LX + 2 * SECTOR, LZ + 2 * SECTOR], 0, 0),
            entity(STRUTS, [LX + 3 * SECTOR, LZ], 0, 0),
        ],
    );
    let (mut world, mut host) = bound(lvl, &[1, 2, 3]);
    let count = |host: &ScriptHost, world: &World| -> (i64, i64) {
        lua_of(
            host,
            world,
            1,
            "return function(e) return e.state.count, e.state.blast end",
        )
    };
    // 63 ticks of fizzing (SFX_LARA_FLARE_BURN), then the bang.
    let mut fizz = 0;
    let mut bang = 0;
    run(
        &mut world,
        &mut host,
        64,
        |_| 0,
        |_, w| {
            fizz += sounds(w, 12);
            bang += sounds(w, 106);
        },
    );
    assert_eq!((fizz, bang), (63, 1), "fizz, then the bang");
    assert_eq!(count(&host, &world), (512 + 2048, 64), "ignited");
    assert!(
        world.entities()[0].health > 0,
        "not yet reached by the fire"
    );
    // The smoke puffs at its foot every four ticks, the idle exhaust too.
    let mut puffs = 0;
    run(
        &mut world,
        &mut host,
        8,
        |_| 0,
        |_, w| puffs += particles(w, FLAME).len(),
    );
    assert!(puffs >= 8, "exhaust fire: {puffs}");
    // The reach grows 80 a tick: past 512 she burns to death.
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    assert!(world.entities()[0].health <= 0, "burnt by the blast");
    assert!(burning(&host, &world));
    // Held at 1024 until the count reaches 4608, then it climbs; the struts
    // swing away once it rises faster than 72 a tick (quarter-units).
    let y0 = world.entities()[1].pos[1];
    let mut strut_states = Vec::new();
    run(
        &mut world,
        &mut host,
        200,
        |_| 0,
        |_, w| strut_states.push(w.entities()[3].state),
    );
    assert!(world.entities()[1].pos[1] < y0 - 1024, "lifting off");
    assert!(strut_states.contains(&2), "the struts swing away");
    assert_eq!(strut_states[0], 1, "held until it climbs");
    // Launch when the reach passes 22528, then it is gone past 16000.
    run(&mut world, &mut host, 400, |_| 0, |_, _| {});
    assert_eq!(world.entities()[1].status, Status::Removed, "gone up");
    common::assert_no_script_error(&host, "rocket");
}

#[test]
fn the_god_head_fades_in_holds_fades_out_and_is_removed() {
    // objects/common/god_head.lua run on a plain table standing for the
    // entity (it reads and writes fields only), facing 0x8000 off its
    // sector's edge.
    let lvl = level(open_room(), Vec::new(), vec![entity(BATS, mid(8, 6), 0, 0)]);
    let (_world, host) = bound(lvl, &[]);
    let (alphas, z, killed_at): (Vec<i64>, i64, i64) = host
        .lua()
        .load(
            r#"
            local g = require("objects.common.god_head")
            local e = { x = 5000, z = 6100, yaw = 0x8000, active = true, state = {} }
            function e:kill() self.killed = true end
            g.init(e)
            local alphas, killed_at = { e.alpha }, -1
            for t = 1, 400 do
              g.control(e)
              if e.killed then killed_at = t break end
              alphas[#alphas + 1] = e.alpha
            end
            return alphas, e.z, killed_at
        "#,
        )
        .eval()
        .unwrap();
    assert_eq!(alphas[0], 0, "unseen until triggered");
    assert_eq!(alphas[8], 64, "8 ticks: strength 1024, alpha 1024 / 32 × 2");
    assert_eq!(alphas[16], 128, "half strength: half opaque");
    assert_eq!(alphas[32], 255, "full strength: opaque");
    assert!(alphas[1..33].windows(2).all(|w| w[1] > w[0]), "fading in");
    assert!(alphas[32..243].iter().all(|&a| a == 255), "held");
    assert!(
        alphas[260] < 255 && *alphas.last().unwrap() < 8,
        "faded out"
    );
    // 32 ticks in, one to turn, 210 held, 32 out, then removed.
    assert_eq!(killed_at, 32 + 1 + 210 + 32 + 1);
    assert_eq!(
        z,
        (6 * SECTOR - 1) as i64,
        "on its sector's far edge (5120..6143)"
    );
}
