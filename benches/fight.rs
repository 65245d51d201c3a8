//! A TR3-sized fight, per tick: a TR3-format builder arena (one open room
//! of 16×16 sectors) holding the real TR3 Lara and ten of TR3's monkeys,
//! every model lent from `TR_DATA_DIR`'s tr3/TEST1.TR2 (the only creature
//! that level carries), the shipped scripts bound as the app binds them.
//! The monkeys start awake across the room and run at her; she has drawn
//! her pistols and holds Action, so each tick has ten creature hooks (sense,
//! mood, path steering, state decision), her gun hook (aim, lock, fire,
//! hits), the monkeys' strikes on her and her shots on them.
//!
//! - `fight tick/tr3 10 monkeys/scripted`: one full `ScriptHost::step`.
//! - `…/no hooks`: the same world stepped with `NoHooks` (animation, box
//!   movement, triggers without any script): the native baseline.
//! - `…/lara only`: the scripted step with the monkeys switched off, so
//!   the creatures' share is the difference.
//!
//! Each measured world restarts from its prepared clone every 180 ticks
//! (outside the timed region): the figure is the opening six seconds of
//! the fight (the charge, the blows, monkeys falling), not
//! a room of bodies. Lara is given health enough not to die within them.
//! Without `TR_DATA_DIR` nothing is measured (a notice says so).

mod common;

use std::path::PathBuf;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::builder::{build, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::bindings::WorldGuard;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, NoHooks, World};

/// Ticks of fighting between restores of the prepared world.
const RESET_EVERY: u64 = 180;
/// TR3's monkey (tomb3 object id).
const TR3_MONKEY: u16 = 71;
/// How many creatures fight her: a big TR3 fight.
const CREATURES: usize = 10;
/// The room's side, in sectors.
const ROOM: usize = 16;
/// A sector.
const SECTOR: i32 = 1024;
/// Lara faces +x, towards the monkeys.
const EAST: u16 = 0x4000;
/// Health Lara is given so the monkeys cannot kill her within a restore.
const LARA_HEALTH: i32 = 30_000;

/// The fight's level: Lara near the west wall, the monkeys spread over the
/// middle of the room, three to seven sectors from her, facing her, every model the real TR3 test level's.
fn level(real: Level) -> Level {
    let room = RoomDef::boxed(0, 0, ROOM, ROOM, 0, -16);
    let mut lara = EntityDef::new(0, 0, [2 * SECTOR + 512, 0, (ROOM as i32 / 2) * SECTOR]);
    lara.angle = EAST;
    let mut entities = vec![lara];
    for k in 0..CREATURES {
        let x = (6 + k % 4) as i32;
        let z = (3 + (k / 4) * 4 + k % 2) as i32;
        let mut monkey = EntityDef::new(TR3_MONKEY, 0, [x * SECTOR + 512, 0, z * SECTOR + 512]);
        monkey.angle = 0xC000;
        entities.push(monkey);
    }
    let def = LevelDef {
        rooms: vec![room],
        entities,
        ..Default::default()
    };
    let mut level = Level::from_raw(&build(&def, Game::Tr3)).expect("fight arena");
    level.meshes = real.meshes;
    level.mesh_slots = real.mesh_slots;
    level.models = real.models;
    level.statics = real.statics;
    level.animations = real.animations;
    level.state_changes = real.state_changes;
    level.dispatches = real.dispatches;
    level
}

/// Lua run once the world is bound: her pistols given, chosen and her
/// health raised.
const ARM_LARA: &str = r#"
local guns = require("lara.guns")
local lara = world.lara()
guns.picked_up(lara, lara.state, guns.tables().pistols.item)
assert(guns.select(lara, lara.state, "pistols"), "pistols chosen")
lara.health = HEALTH
"#;

/// A bound world with the monkeys awake (or not) and Lara's pistols drawn,
/// the host that drives it.
fn prepared(level: Level, wake: bool) -> (World, ScriptHost) {
    let (mut world, mut host) = common::bound(level, 5, wake);
    {
        let _lend = WorldGuard::lend(&mut world);
        let code = ARM_LARA.replace("HEALTH", &LARA_HEALTH.to_string());
        host.lua().load(code).exec().expect("arming Lara");
    }
    host.step(&mut world, Input { bits: Input::DRAW });
    for _ in 0..30 {
        host.step(&mut world, Input::default());
    }
    (world, host)
}

/// The real TR3 test level, or `None` with a notice.
fn real_tr3() -> Option<Level> {
    let Some(dir) = std::env::var_os("TR_DATA_DIR").map(PathBuf::from) else {
        eprintln!("notice: TR_DATA_DIR is not set; the fight bench needs TR3's models");
        return None;
    };
    let bytes = std::fs::read(dir.join("tr3/TEST1.TR2")).expect("tr3/TEST1.TR2");
    Some(Level::load(&bytes, Some("tr2")).expect("tr3/TEST1.TR2 loads"))
}

/// Plays one restore period of the fight on a clone and says what
/// happened in it (printed with the figures, so they read as a fight):
/// the monkeys hurt and dead, the health Lara lost.
fn report(start: &World, host: &mut ScriptHost, fire: Input) {
    let mut world = start.clone();
    for _ in 0..RESET_EVERY {
        host.step(&mut world, fire);
    }
    let monkeys = || world.entities().iter().zip(start.entities()).skip(1);
    let hurt = monkeys()
        .filter(|(now, was)| now.health < was.health)
        .count();
    let dead = monkeys().filter(|(now, _)| now.health <= 0).count();
    let lost = start.entities()[0].health - world.entities()[0].health;
    eprintln!(
        "fight: in {RESET_EVERY} ticks {hurt} of {CREATURES} monkeys hurt, {dead} dead, Lara lost {lost} health"
    );
}

fn fight_tick(c: &mut Criterion) {
    let Some(real) = real_tr3() else { return };
    let fire = Input {
        bits: Input::ACTION,
    };
    let mut g = c.benchmark_group("fight tick");
    let name = format!("tr3 {CREATURES} monkeys");
    let (start, mut host) = prepared(level(real.clone()), true);
    report(&start, &mut host, fire);
    g.bench_function(format!("{name}/scripted"), |b| {
        b.iter_custom(|iters| common::timed(iters, &start, RESET_EVERY, |w| host.step(w, fire)))
    });
    g.bench_function(format!("{name}/no hooks"), |b| {
        b.iter_custom(|iters| {
            common::timed(iters, &start, RESET_EVERY, |w| w.step(fire, &mut NoHooks))
        })
    });
    let (idle, mut host) = prepared(level(real), false);
    g.bench_function(format!("{name}/lara only"), |b| {
        b.iter_custom(|iters| common::timed(iters, &idle, RESET_EVERY, |w| host.step(w, fire)))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    targets = fight_tick
}
criterion_main!(benches);
