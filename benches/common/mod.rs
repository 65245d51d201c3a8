//! Shared benchmark fixtures.
#![allow(dead_code)] // each bench uses part of it

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tombrs::builder::demo::demo_level;
use tombrs::builder::{build, EntityDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Hooks, Status, World};

/// The demo (TR4 format) with `n` wolves spread over the den; nothing is
/// activated.
pub fn crowd(n: usize) -> World {
    let mut def = demo_level();
    let den = tombrs::builder::demo::rooms::DEN;
    for k in 0..n {
        let (x, z) = (41 + (k % 9) as i32, 1 + (k / 9 % 9) as i32);
        def.entities.push(EntityDef::new(
            tombrs::builder::objects::ids::WOLF as u16,
            den,
            [x * 1024 + 512, 0, z * 1024 + 512],
        ));
    }
    World::new(
        Arc::new(Level::from_raw(&build(&def, Game::Tr4)).expect("demo")),
        1,
    )
}

/// The real levels measured, relative to `TR_DATA_DIR`.
pub const REAL_LEVELS: [&str; 6] = [
    "tr1/TEST1.PHD",
    "tr2/TEST1.TR2",
    "tr3/TEST1.TR2",
    "tr4/TEST1.TR4",
    "tr5/TEST1.TRC",
    "trle/title.tr4",
];

/// The bundled demo levels named (under `data/demo/`) and, when
/// `TR_DATA_DIR` is set, the real levels, as (name, path).
pub fn levels(demos: &[&str]) -> Vec<(String, PathBuf)> {
    let mut out: Vec<(String, PathBuf)> = demos
        .iter()
        .map(|d| (d.to_string(), PathBuf::from("data/demo").join(d)))
        .collect();
    if let Some(dir) = std::env::var_os("TR_DATA_DIR").map(PathBuf::from) {
        out.extend(
            REAL_LEVELS
                .iter()
                .map(|rel| (rel.to_string(), dir.join(rel))),
        );
    }
    out
}

/// A world of `level` (random seed `seed`) with the shipped scripts bound
/// as the app binds them, every entity but Lara switched on as its trigger
/// would (`wake`) or off; the host that drives it.
pub fn bound(level: Level, seed: u32, wake: bool) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), seed);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    for i in 1..world.entities().len() {
        if wake {
            let id = world.entities()[i].id;
            world.entities_mut()[i].status = Status::Active;
            host.on_activate(&mut world, id, None);
        } else {
            world.entities_mut()[i].status = Status::Inactive;
        }
    }
    (world, host)
}

/// The time `step` takes over `iters` ticks on a clone of `start`,
/// restored every `reset_every` ticks outside the timed region (so the
/// figure is the opening of the scene, not where it ends up).
pub fn timed(
    iters: u64,
    start: &World,
    reset_every: u64,
    mut step: impl FnMut(&mut World),
) -> Duration {
    let mut world = start.clone();
    let mut total = Duration::ZERO;
    for i in 0..iters {
        if i % reset_every == 0 {
            world = start.clone();
        }
        let t = Instant::now();
        step(&mut world);
        total += t.elapsed();
    }
    total
}
