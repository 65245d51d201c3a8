//! Particle effects as data: every effect of `scripts/lib/particles.lua`
//! reaches the world through `world.define_particle` for every game, a
//! malformed definition is refused with the field named (never a panic),
//! and definitions made later are published on the next tick.

use crate::common;

use std::sync::Arc;

use tombrs::builder::{build, demo::demo_level};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::effects::Blend;
use tombrs::world::{Input, World};

fn started(game: Game) -> (ScriptHost, World) {
    let level = Level::from_raw(&build(&demo_level(), game)).unwrap();
    let mut world = World::new(Arc::new(level), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), game, None).expect("host");
    host.bind_all(&mut world);
    (host, world)
}

/// The effect ids `lib/particles.lua` names, by name.
fn named_ids(host: &ScriptHost) -> Vec<(String, u16)> {
    let t: mlua::Table = host
        .lua()
        .load("return require('lib.particles')")
        .eval()
        .unwrap();
    let mut out: Vec<(String, u16)> = t
        .pairs::<String, mlua::Value>()
        .filter_map(|p| {
            let (k, v) = p.ok()?;
            match v {
                mlua::Value::Integer(i) => Some((k, i as u16)),
                _ => None,
            }
        })
        .collect();
    out.sort_by_key(|(_, id)| *id);
    out
}

#[test]
fn every_shipped_effect_registers_in_every_game() {
    for game in [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let (host, world) = started(game);
        common::assert_no_script_error(&host, &format!("{game:?}"));
        let ids = named_ids(&host);
        assert!(ids.len() >= 13, "{ids:?}");
        for (name, id) in &ids {
            let def = world
                .effects()
                .get(*id)
                .unwrap_or_else(|| panic!("{game:?}: {name} ({id}) was not defined"));
            assert_eq!(&def.name, name);
            assert!(def.life >= 1);
        }
        assert_eq!(world.effects().iter().count(), ids.len());
    }
    // A few of the data's promises: blood is red where a level lacks its
    // sprites and uses TR1's sequence 158; flames add light.
    let (host, world) = started(Game::Tr1);
    let ids = named_ids(&host);
    let id = |n: &str| ids.iter().find(|(k, _)| k == n).unwrap().1;
    let blood = world.effects().get(id("BLOOD")).unwrap();
    let c = blood.colour.expect("blood has a fallback colour");
    assert!(c[0] > 100 && c[1] < 40 && c[2] < 40, "{c:?}");
    assert_eq!(blood.sprite(Game::Tr1).map(|s| s.sequence), Some(158));
    assert_eq!(
        blood.sprite(Game::Tr4).map(|s| (s.sequence, s.first)),
        Some((463, 15))
    );
    assert_eq!(blood.blend, Blend::Alpha);
    let flame = world.effects().get(id("FLAME")).unwrap();
    assert_eq!(flame.blend, Blend::Additive);
    assert!(flame.light.is_some());
    assert!(world
        .effects()
        .get(id("GUN_FLASH"))
        .unwrap()
        .light
        .is_some());
    let splashing: Vec<&str> = world
        .effects()
        .iter()
        .filter(|(_, d)| d.splash > 0)
        .map(|(_, d)| d.name.as_str())
        .collect();
    assert!(splashing.contains(&"SPLASH") && splashing.contains(&"RIPPLES"));
}

#[test]
fn a_malformed_definition_names_the_field() {
    let (host, mut world) = started(Game::Tr1);
    let before = world.effects().clone();
    let cases = [
        ("{ life = -3 }", "'life'"),
        ("{ life = 2.5 }", "'life'"),
        ("{ speed = 'fast' }", "'speed'"),
        ("{ spread = 2 }", "'spread'"),
        ("{ lfie = 3 }", "'lfie' is unknown"),
        ("{ blend = 'glow' }", "'blend'"),
        ("{ colour = { 255, 0 } }", "'colour'"),
        ("{ colour = { 255, 0, 300 } }", "'colour[3]'"),
        ("{ sprite = { tr9 = 158 } }", "'sprite'"),
        ("{ sprite = { tr1 = 'blood' } }", "'sprite.tr1'"),
        ("{ sprite = { tr4 = { 463, -1 } } }", "'sprite.tr4[2]'"),
        ("{ light = { radius = 0 } }", "'light.radius'"),
        (
            "{ light = { colour = { 1, 2, 'x' } } }",
            "'light.colour[3]'",
        ),
        ("{ light = { glow = 1 } }", "'light.glow'"),
        ("{ animate = 1 }", "'animate'"),
        ("{ name = 'X', size = 1e9 }", "'size'"),
    ];
    for (def, field) in cases {
        let err = host
            .lua()
            .load(format!("world.define_particle(1, {def})"))
            .exec()
            .expect_err(def)
            .to_string();
        assert!(err.contains(field), "{def}: {err}");
        assert!(err.contains("define_particle(1"), "{def}: {err}");
    }
    let err = host
        .lua()
        .load("world.define_particle(1, 'blood')")
        .exec()
        .unwrap_err()
        .to_string();
    assert!(err.contains("must be a table"), "{err}");
    for id in ["0", "-1", "99999", "'x'", "nil"] {
        let err = host
            .lua()
            .load(format!("world.define_particle({id}, {{}})"))
            .exec()
            .unwrap_err()
            .to_string();
        assert!(err.contains("effect id"), "{id}: {err}");
    }
    // Nothing refused reached the world.
    let mut host = host;
    host.step(&mut world, Input::default());
    assert_eq!(world.effects(), &before);
}

#[test]
fn later_definitions_reach_the_world_on_the_next_tick() {
    let (mut host, mut world) = started(Game::Tr2);
    host.lua()
        .load(
            "world.define_particle(200, { name = 'GLOW', life = 9, blend = 'additive', \
             sprite = { tr2 = 236 }, colour = { 0, 255, 0 }, light = { radius = 512 } })",
        )
        .exec()
        .unwrap();
    assert!(world.effects().get(200).is_none(), "not before the tick");
    let version = world.effects().version;
    host.step(&mut world, Input::default());
    let glow = world.effects().get(200).expect("published");
    assert_eq!(glow.name, "GLOW");
    assert_eq!(glow.life, 9);
    assert_eq!(glow.sprite(Game::Tr2).map(|s| s.sequence), Some(236));
    assert_eq!(glow.light.map(|l| (l.radius, l.ticks)), Some((512.0, 1)));
    assert!(world.effects().version > version);
}
