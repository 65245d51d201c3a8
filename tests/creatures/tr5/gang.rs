//! TR5's gang on stand-in models (tests/common/arena.rs): Larson and
//! Pierre (creatures/gunman.lua with TR5's numbers), the second mafia
//! gunman and the hitman (creatures/guard.lua), the chef
//! (creatures/chef.lua) and the two-gun man (creatures/twogun.lua). The
//! real TR5 test level carries none of their models: the state numbers
//! are the decompilation's (creatures/stats/tr5.lua).

use crate::common;

use common::arena::{lengthen, open_room, scripted_on, stand_in_with, BODY_HEIGHT, LARA_AT};
use common::bestiary::{EAST, SECTOR, WEST};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

/// TR5 type ids (objects/tr45/names_tr5.lua).
const TWOGUN: u16 = 39;
const LARSON: u16 = 45;
const PIERRE: u16 = 47;
const MAFIA2: u16 = 51;
const HITMAN: u16 = 67;
const CHEF: u16 = 87;
/// TR5's gassed room flag (the "no lens flare" bit).
const GAS: u16 = 0x80;
/// TR5's AI_AMBUSH.
const AI_AMBUSH: u16 = 379;

/// A point `x` sectors east of Lara and `z` sectors south.
fn at(x: i32, z: i32) -> [i32; 3] {
    [LARA_AT[0] + x * SECTOR, 0, LARA_AT[2] + z * SECTOR]
}

/// A TR5 arena: Lara at `LARA_AT` facing east, `placed` (type, where,
/// yaw, OCB) as entities 1.., `markers` as AI objects, every model a
/// stand-in from `models`.
fn level(
    models: Vec<ModelDef>,
    placed: &[(u16, [i32; 3], u16, i16)],
    markers: &[(u16, [i32; 3])],
) -> Level {
    level_flagged(0, models, placed, markers)
}

/// [`level`] with the room's flags `flags`.
fn level_flagged(
    flags: u16,
    models: Vec<ModelDef>,
    placed: &[(u16, [i32; 3], u16, i16)],
    markers: &[(u16, [i32; 3])],
) -> Level {
    let mut room = open_room();
    room.flags = flags;
    let mut hero = EntityDef::new(0, 0, LARA_AT);
    hero.angle = EAST;
    let mut entities = vec![hero];
    for &(t, pos, yaw, ocb) in placed {
        let mut e = EntityDef::new(t, 0, pos);
        e.angle = yaw;
        e.ocb = ocb;
        entities.push(e);
    }
    let mut all = vec![tombrs::builder::hero::hero()];
    all.extend(models);
    let def = LevelDef {
        rooms: vec![room],
        models: all,
        entities,
        ai_objects: markers
            .iter()
            .map(|&(t, pos)| EntityDef::new(t, 0, pos))
            .collect(),
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr5)).unwrap()
}

/// The world of a [`level`] holding one of the gang, `placed` (type,
/// where, yaw, OCB), on `model`; he is switched on.
fn alone(model: ModelDef, placed: (u16, [i32; 3], u16, i16)) -> (World, ScriptHost) {
    scripted_on(level(vec![model], &[placed], &[]), 1)
}

/// A stand-in for `t` reaching `reach` ahead, with `states` (TOMB5's
/// numbers: `(state, speed, next)`).
fn model(t: u16, reach: i16, states: &[(u16, i32, u16)]) -> ModelDef {
    stand_in_with(t as u32, reach, BODY_HEIGHT, states)
}

fn no_trouble(what: &str, host: &ScriptHost) {
    let trouble = common::script_log_at(host, tombrs::script::Severity::Warn);
    assert!(trouble.is_empty(), "{what}: {trouble:#?}");
}

fn lua<T: mlua::FromLuaMulti>(world: &mut World, host: &ScriptHost, code: &str) -> T {
    common::lua_eval::<T>(host, world, code)
}

/// What `ticks` ticks of standing still show: the states entity 1 was
/// in and the blows Lara took.
fn watch(world: &mut World, host: &mut ScriptHost, ticks: usize) -> (Vec<u16>, Vec<i32>) {
    let (mut states, mut blows) = (Vec::new(), Vec::new());
    for _ in 0..ticks {
        let before = world.entities()[0].health as i32;
        host.step(world, Input { bits: 0 });
        let s = world.entities()[1].state;
        if !states.contains(&s) {
            states.push(s);
        }
        let lost = before - world.entities()[0].health as i32;
        if lost > 0 {
            blows.push(lost);
        }
    }
    (states, blows)
}

/// Larson's and Pierre's states: stop, walk, run, aim, death, pose,
/// shoot (leading back to aim).
const GUNMAN_STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 20, 2),
    (3, 50, 3),
    (4, 0, 4),
    (5, 0, 5),
    (6, 0, 6),
    (7, 0, 4),
];

fn gunman_model(t: u16) -> ModelDef {
    model(t, 100, GUNMAN_STATES)
}

/// Larson (one gun) and Pierre (two) come, aim and shoot: every bullet
/// 20, Pierre's two in the same tick.
#[test]
fn larson_and_pierre_shoot_twenties() {
    for (t, per_volley) in [(LARSON, 20), (PIERRE, 40)] {
        let (mut world, mut host) = alone(gunman_model(t), (t, at(7, 0), WEST, 0));
        let (states, blows) = watch(&mut world, &mut host, 600);
        no_trouble("gunman", &host);
        assert!(
            states.contains(&4) && states.contains(&7),
            "{t}: {states:?}"
        );
        assert!(!blows.is_empty(), "{t}: never hurt her");
        assert!(
            blows.iter().all(|&b| b % 20 == 0 && b <= per_volley),
            "{t}: blows {blows:?}"
        );
        if t == PIERRE {
            assert!(
                blows.contains(&40),
                "Pierre's guns never both hit: {blows:?}"
            );
        }
    }
}

/// Hurt to his flee mark (40), Pierre rallies to 60 and runs for the
/// AI_AMBUSH; there he is gone.
#[test]
fn pierre_rallies_and_is_gone_at_his_ambush() {
    let ambush = at(5, 4);
    let lv = level(
        vec![gunman_model(PIERRE)],
        &[(PIERRE, at(4, 0), WEST, 0)],
        &[(AI_AMBUSH, ambush)],
    );
    let (mut world, mut host) = scripted_on(lv, 1);
    host.step(&mut world, Input { bits: 0 });
    common::bestiary::lara_shoots(&host, &mut world, 1, 30);
    host.step(&mut world, Input { bits: 0 });
    host.step(&mut world, Input { bits: 0 });
    assert_eq!(world.entities()[1].health, 60, "no rally to 60");
    let mut gone_at = None;
    let mut ran = false;
    for t in 0..600 {
        host.step(&mut world, Input { bits: 0 });
        ran |= world.entities()[1].state == 3;
        if !lua::<bool>(&mut world, &host, "return world.entity(1):exists()") {
            gone_at = Some(t);
            break;
        }
        assert!(world.entities()[1].health > 0, "he died at {t}");
    }
    no_trouble("rally", &host);
    assert!(ran, "he never ran");
    assert!(gone_at.is_some(), "he never vanished at his ambush marker");
    assert_eq!(world.kills(), 0, "a kill was counted");
}

/// Placed with an OCB, Larson stands posted 384 forward of where he was
/// put: he turns to her and shoots, never walking.
#[test]
fn a_posted_larson_shoots_from_his_place() {
    let (mut world, mut host) = alone(gunman_model(LARSON), (LARSON, at(5, 1), WEST, 1));
    host.step(&mut world, Input { bits: 0 });
    let posted = world.entities()[1].pos;
    assert_eq!(posted[0], at(5, 1)[0] - 384, "not moved onto his post");
    let (states, blows) = watch(&mut world, &mut host, 400);
    no_trouble("posted", &host);
    assert!(
        !states.contains(&2) && !states.contains(&3),
        "he moved on: {states:?}"
    );
    assert_eq!(world.entities()[1].pos, posted, "he left his post");
    assert!(!blows.is_empty(), "he never shot her");
}

/// The guards' stand-in states plus the mafia's draw (37).
const MAFIA_STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 0, 1),
    (3, 0, 4),
    (4, 0, 4),
    (5, 20, 5),
    (6, 0, 6),
    (7, 50, 7),
    (8, 0, 8),
    (37, 0, 1),
];

/// The second mafia gunman draws his guns first (37), then comes, aims
/// and fires single shots of 35; killed he falls.
#[test]
fn mafia2_draws_then_shoots_thirty_fives() {
    let mafia = model(MAFIA2, 100, MAFIA_STATES);
    let (mut world, mut host) = alone(mafia, (MAFIA2, at(6, 0), WEST, 0));
    let (states, blows) = watch(&mut world, &mut host, 500);
    no_trouble("mafia2", &host);
    assert_eq!(states.first(), Some(&1), "{states:?}");
    assert!(states.contains(&37), "never drew: {states:?}");
    assert!(states.contains(&3), "never shot: {states:?}");
    assert!(
        !blows.is_empty() && blows.iter().all(|&b| b == 35),
        "blows {blows:?}"
    );
    common::bestiary::lara_shoots(&host, &mut world, 1, 30);
    let (states, _) = watch(&mut world, &mut host, 60);
    assert!(
        states.contains(&6) || states.contains(&8),
        "he did not fall: {states:?}"
    );
}

/// The hitman's states: stop, walk, run, aim, burst, choking (42).
const HITMAN_STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 20, 2),
    (3, 50, 3),
    (38, 0, 38),
    (39, 0, 38),
    (42, 0, 42),
];

/// The hitman: bullets leave his hit points whole; his burst hits her
/// for 12; in a gassed room he chokes to death (42).
#[test]
fn the_hitman_shrugs_off_bullets_and_chokes_in_gas() {
    let hitman = model(HITMAN, 100, HITMAN_STATES);
    let (mut world, mut host) = alone(hitman.clone(), (HITMAN, at(5, 0), WEST, 0));
    host.step(&mut world, Input { bits: 0 });
    common::bestiary::lara_shoots(&host, &mut world, 1, 100);
    let (states, blows) = watch(&mut world, &mut host, 400);
    no_trouble("hitman", &host);
    assert_eq!(world.entities()[1].health, 50, "bullets wore him down");
    assert!(states.contains(&39), "never fired: {states:?}");
    assert!(
        !blows.is_empty() && blows.iter().all(|&b| b == 12),
        "blows {blows:?}"
    );
    // In a room full of gas (TR5's 0x80 room flag).
    let lv = level_flagged(GAS, vec![hitman], &[(HITMAN, at(5, 0), WEST, 0)], &[]);
    let (mut world, mut host) = scripted_on(lv, 1);
    let (states, _) = watch(&mut world, &mut host, 600);
    assert!(states.contains(&42), "never choked: {states:?}");
    assert!(
        world.entities()[1].health <= 0,
        "still alive: {}",
        world.entities()[1].health
    );
}

/// The chef's states: cooking, turning about, strike, ready, walk, death.
const CHEF_STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 0, 4),
    (3, 0, 4),
    (4, 0, 4),
    (5, 20, 5),
    (8, 0, 8),
];

/// The chef cooks with his back to her while she stands far off; shot,
/// near him (within a sector and a half), he turns about, comes and
/// swings his pan at her.
#[test]
fn the_chef_turns_from_his_stove_and_strikes() {
    // His body reaches his pan's length ahead (he strikes within 682);
    // his swing lands after its tenth frame: the strike (3) plays sixteen.
    let chef = lengthen(model(CHEF, 600, CHEF_STATES), &[(3, 16)]);
    let (mut world, mut host) = alone(chef, (CHEF, at(1, 0), EAST, 0));
    host.step(&mut world, Input { bits: 0 });
    // 192 ahead of where he was placed (his heading spread a little).
    let ahead = world.entities()[1].pos[0] - at(1, 0)[0];
    assert!((150..=192).contains(&ahead), "not at his stove ({ahead})");
    let (states, blows) = watch(&mut world, &mut host, 150);
    assert_eq!(states, vec![1], "he left his stove");
    assert!(blows.is_empty());
    common::bestiary::lara_shoots(&host, &mut world, 1, 5);
    let (states, _) = watch(&mut world, &mut host, 500);
    no_trouble("chef", &host);
    assert!(states.contains(&2), "never turned about: {states:?}");
    assert!(states.contains(&3), "never struck: {states:?}");
}

/// The two-gun man's stand-in, with his gun meshes (5 and 8) turned so
/// that their y points ahead, as the real model's arms hold them.
fn twogun_model(turn: u16) -> ModelDef {
    let states: &[(u16, i32, u16)] = &[
        (1, 0, 1),
        (2, 20, 2),
        (3, 0, 2),
        (4, 0, 2),
        (5, 0, 5),
        (6, 0, 5),
        (7, 0, 7),
        (8, 0, 1),
    ];
    let mut model = model(TWOGUN, 100, states);
    for anim in &mut model.animations {
        for key in &mut anim.keys {
            for mesh in [5, 8] {
                key.rotations[mesh] = [turn, 0, 0];
            }
        }
    }
    model
}

/// The two-gun man turns to her, aims and fires both guns (his beams'
/// aim follows his gun meshes, which a stand-in cannot hold as the real
/// arms do: what the beams do to her is left to a level with his model).
#[test]
fn the_twogun_aims_and_fires() {
    let (mut world, mut host) = alone(twogun_model(0), (TWOGUN, at(3, 0), WEST, 0));
    let (states, _) = watch(&mut world, &mut host, 300);
    no_trouble("twogun", &host);
    assert!(states.contains(&5), "never aimed: {states:?}");
    assert!(states.contains(&6), "never fired: {states:?}");
}
