//! Flipeffects of every game: coverage (no index without a function, no
//! `unimplemented` stub) and behaviour on builder levels — sounds with each
//! game's ids, explosions, Lara's guns and meshes, continuous effects that
//! run their ticks and stop, creatures taken out of play, determinism.

use crate::common;

use common::lua_eval;

use std::sync::Arc;

use common::arena::stand_in;
use tombrs::builder::{build, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::check::check;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Event, Hooks, Input, World};

const GAMES: [Game; 5] = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];

/// A room with the demo hero as Lara (entity 0), a stand-in of the
/// pistols' animation model (type 1, for the gun swaps) and entity 1 of
/// type `other` when given.
fn level(game: Game, other: Option<u16>) -> Level {
    let mut models = vec![tombrs::builder::hero::hero(), stand_in(1, 100, &[(1, 0)])];
    let mut entities = vec![EntityDef::new(0, 0, [2 * 1024 + 512, 0, 6 * 1024 + 512])];
    if let Some(t) = other {
        models.push(stand_in(t as u32, 100, &[(1, 0)]));
        entities.push(EntityDef::new(t, 0, [8 * 1024 + 512, 0, 6 * 1024 + 512]));
    }
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 12, 12, 0, -16)],
        models,
        entities,
        ..Default::default()
    };
    Level::from_raw(&build(&def, game)).unwrap()
}

fn scripted(game: Game, other: Option<u16>) -> (World, ScriptHost) {
    let level = Arc::new(level(game, other));
    let mut world = World::new(level, 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), game, None).unwrap();
    host.bind_all(&mut world);
    (world, host)
}

fn sounds(world: &World) -> Vec<u16> {
    world
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Sound { sound, .. } => Some(*sound),
            _ => None,
        })
        .collect()
}

/// Fires `effect` by a trigger (Lara the activator, `timer` its field).
fn fire(world: &mut World, host: &mut ScriptHost, effect: u16, timer: Option<u8>) {
    world.take_events();
    let lara = world.entities()[0].id;
    host.flipeffect(world, effect, Some(lara), None, timer);
}

fn no_errors(host: &ScriptHost) {
    let errors: Vec<_> = host
        .log()
        .lines()
        .iter()
        .filter(|l| l.severity == tombrs::script::Severity::Error)
        .map(|l| l.message.clone())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn every_index_of_every_game_has_a_written_function() {
    let problems = check(&HostConfig::with_mods(&[]));
    assert!(problems.is_empty(), "{problems:#?}");
    for game in GAMES {
        let (_world, host) = scripted(game, None);
        let table: mlua::Table = host
            .lua()
            .load(format!(
                "return require('flipeffects.tr{}')",
                game as u8 + 1
            ))
            .eval()
            .unwrap();
        let stubs: mlua::Table = host
            .lua()
            .named_registry_value("tombrs.unimplemented")
            .unwrap_or_else(|_| host.lua().create_table().unwrap());
        for i in 0..game.flipeffect_count() {
            let f: mlua::Function = table
                .raw_get(i)
                .unwrap_or_else(|_| panic!("{game}: flipeffect {i} has no function"));
            assert!(
                stubs.raw_get::<Option<String>>(f).unwrap().is_none(),
                "{game}: flipeffect {i} is a stub"
            );
        }
        assert!(
            table
                .raw_get::<mlua::Value>(game.flipeffect_count())
                .unwrap()
                .is_nil(),
            "{game}: nothing past the game's last index"
        );
    }
    assert_eq!(
        GAMES.map(Game::flipeffect_count),
        [17, 32, 60, 47, 59],
        "the decompilations' table sizes"
    );
}

#[test]
fn explosion_fx_sounds_shakes_and_throws_particles_in_every_game() {
    // TR1's code plays sound 170; TR2–TR5 play 105 (§9.9's number).
    for (game, id) in GAMES.into_iter().zip([170, 105, 105, 105, 105]) {
        let (mut world, mut host) = scripted(game, None);
        fire(&mut world, &mut host, 11, None);
        assert_eq!(sounds(&world), vec![id], "{game}");
        assert!(
            world.events().contains(&Event::Shake { strength: 75 }),
            "{game}: camera.bounce -75"
        );
        assert!(
            world
                .events()
                .iter()
                .any(|e| matches!(e, Event::Particles { effect: 6, count, .. } if *count > 0)),
            "{game}: explosion particles"
        );
        no_errors(&host);
    }
}

#[test]
fn one_shot_sound_effects_play_each_games_ids() {
    let cases: &[(Game, u16, u16)] = &[
        (Game::Tr1, 7, 117),  // RAISINGBLOCK_FX
        (Game::Tr2, 7, 24),   // RUBBLE_FX
        (Game::Tr2, 8, 190),  // PISTON_FX
        (Game::Tr2, 9, 191),  // CURTAIN_FX
        (Game::Tr2, 10, 330), // SETCHANGE_FX
        (Game::Tr2, 25, 331), // STATUE_FX
        (Game::Tr2, 27, 338), // BOILER_FX
        (Game::Tr3, 27, 338), // BOILER_FX
        (Game::Tr3, 59, 149), // RumbleNoShake
        (Game::Tr4, 2, 238),  // FLOOD_FX
        (Game::Tr5, 2, 238),  // FLOOD_FX
    ];
    for &(game, effect, id) in cases {
        let (mut world, mut host) = scripted(game, None);
        fire(&mut world, &mut host, effect, None);
        assert_eq!(sounds(&world), vec![id], "{game} flipeffect {effect}");
    }
    // TIMER_FIELD_FX plays the trigger's timer as a sound id.
    for game in [Game::Tr4, Game::Tr5] {
        let (mut world, mut host) = scripted(game, None);
        fire(&mut world, &mut host, 10, Some(77));
        assert_eq!(sounds(&world), vec![77], "{game}");
        fire(&mut world, &mut host, 10, None);
        assert!(sounds(&world).is_empty(), "{game}: no timer, no sound");
    }
}

/// Runs `ticks` ticks and gives each tick's sound ids.
fn run_sounds(world: &mut World, host: &mut ScriptHost, ticks: usize) -> Vec<Vec<u16>> {
    (0..ticks)
        .map(|_| {
            host.step(world, Input::default());
            sounds(world)
        })
        .collect()
}

#[test]
fn continuous_effects_run_their_ticks_then_stop() {
    // TR1 CHAINBLOCK_FX: the secret chime at once, the splash 54 ticks on.
    let (mut world, mut host) = scripted(Game::Tr1, None);
    fire(&mut world, &mut host, 15, None);
    let ticks = run_sounds(&mut world, &mut host, 100);
    let heard: Vec<(usize, u16)> = ticks
        .iter()
        .enumerate()
        .flat_map(|(t, s)| s.iter().map(move |id| (t, *id)))
        .filter(|(_, id)| *id == 173 || *id == 33)
        .collect();
    assert_eq!(heard, vec![(0, 173), (54, 33)]);
    // TR1 FLOOD_FX: sound 81 held four seconds, then stopped.
    fire(&mut world, &mut host, 6, None);
    let mut started = None;
    let mut stopped = None;
    for t in 0..200 {
        host.step(&mut world, Input::default());
        for e in world.events() {
            match e {
                Event::Sound { sound: 81, .. } => started = started.or(Some(t)),
                Event::StopSound {
                    sound: Some(81), ..
                } => stopped = stopped.or(Some(t)),
                _ => {}
            }
        }
    }
    assert_eq!((started, stopped), (Some(0), Some(120)));
    no_errors(&host);
}

fn lara_state(host: &ScriptHost, world: &mut World, field: &str) -> String {
    lua_eval(
        host,
        world,
        &format!("return tostring(world.lara().state.guns.{field})"),
    )
}

#[test]
fn lara_handsfree_and_the_gun_draws_change_her_meshes_and_guns() {
    let (mut world, mut host) = scripted(Game::Tr1, None);
    host.step(&mut world, Input::default());
    let pistol_hand: u32 = lua_eval(&host, &mut world, "return world.model_mesh(1, 10)");
    let mesh_of = |world: &World, mesh: u16| {
        world.entities()[0]
            .mesh_swaps
            .iter()
            .find(|(m, _)| *m == mesh)
            .map(|(_, id)| id.0)
    };
    let holstered = mesh_of(&world, 1);
    assert!(holstered.is_some(), "the pistol sits in her right holster");
    assert_eq!(mesh_of(&world, 10), None);
    // DRAW_RIGHTGUN: the pistol leaves the holster for her hand...
    fire(&mut world, &mut host, 14, None);
    assert_eq!(mesh_of(&world, 10), Some(pistol_hand));
    assert_eq!(mesh_of(&world, 1), None, "the holster is empty");
    // ...and a second call puts it back.
    fire(&mut world, &mut host, 14, None);
    assert_eq!(mesh_of(&world, 10), None);
    assert_eq!(mesh_of(&world, 1), holstered);
    // LARA_HANDSFREE with the guns out: no longer out, meshes untouched.
    lua_eval::<()>(
        &host,
        &mut world,
        "local e = world.lara(); e.state.guns.status = 'ready'; require('lara.guns').dress(e, e.state)",
    );
    assert_eq!(mesh_of(&world, 10), Some(pistol_hand));
    fire(&mut world, &mut host, 12, None);
    assert_eq!(lara_state(&host, &mut world, "status"), "holstered");
    assert_eq!(
        mesh_of(&world, 10),
        Some(pistol_hand),
        "meshes are not swapped back"
    );
    // TR2 DRAW_LEFTGUN works on the left side.
    let (mut world, mut host) = scripted(Game::Tr2, None);
    host.step(&mut world, Input::default());
    fire(&mut world, &mut host, 15, None);
    let left: u32 = lua_eval(&host, &mut world, "return world.model_mesh(1, 13)");
    assert_eq!(mesh_of(&world, 13), Some(left));
    no_errors(&host);
}

#[test]
fn kill_active_baddies_takes_every_active_creature_out_of_play() {
    for game in [Game::Tr4, Game::Tr5] {
        let (mut world, mut host) = scripted(game, Some(300));
        common::arena::activate(&mut world, &mut host, 1);
        lua_eval::<()>(&host, &mut world, "world.entity(1).targetable = true");
        assert!(world.entities()[1].runs());
        fire(&mut world, &mut host, 46, None);
        let (status, visible, lara_visible): (String, bool, bool) = lua_eval(
            &host,
            &mut world,
            "local e = world.entity(1) return e.status, e.visible, world.lara().visible",
        );
        assert_eq!(status, "deactivated", "{game}");
        assert!(!visible, "{game}: hidden");
        assert!(lara_visible, "{game}: Lara stays");
        no_errors(&host);
    }
}

#[test]
fn setfog_mesh_swaps_and_courses_do_what_their_data_says() {
    let (mut world, mut host) = scripted(Game::Tr4, None);
    fire(&mut world, &mut host, 28, Some(7));
    assert!(world.events().contains(&Event::Fog {
        color: Some([0, 64, 192])
    }));
    fire(&mut world, &mut host, 28, Some(100));
    assert!(world.events().contains(&Event::Fog { color: None }));
    // TR2 assault course: start, 31 seconds, finish → "could do better".
    let (mut world, mut host) = scripted(Game::Tr2, None);
    fire(&mut world, &mut host, 30, None);
    for _ in 0..31 * 30 {
        host.step(&mut world, Input::default());
    }
    fire(&mut world, &mut host, 31, None);
    assert!(
        world.events().contains(&Event::Track { track: 22 }),
        "under 100 s: best time"
    );
    // TR3 gym hints play only in order.
    let (mut world, mut host) = scripted(Game::Tr3, None);
    fire(&mut world, &mut host, 39, None);
    assert!(!world
        .events()
        .iter()
        .any(|e| matches!(e, Event::Track { .. })));
    fire(&mut world, &mut host, 38, None);
    assert!(world.events().contains(&Event::Track { track: 108 }));
    fire(&mut world, &mut host, 39, None);
    assert!(world.events().contains(&Event::Track { track: 107 }));
    no_errors(&host);
}

#[test]
fn the_same_effects_give_the_same_events() {
    let run = || {
        let (mut world, mut host) = scripted(Game::Tr1, None);
        let mut all = Vec::new();
        for effect in [5u16, 9, 11, 15, 16] {
            fire(&mut world, &mut host, effect, None);
            for _ in 0..40 {
                host.step(&mut world, Input::default());
                all.extend(world.events().iter().cloned());
            }
        }
        all
    };
    let (a, b) = (run(), run());
    assert!(!a.is_empty());
    assert_eq!(a, b);
}
