//! Creature costs on builder levels (TR1 format, the demo's wolf model with
//! TR1's wolf states, the shipped scripts bound as the app binds them):
//!
//! - `creature tick/one wolf/scripted`: one `ScriptHost::step` of a world
//!   with Lara standing and one active wolf chasing her across an open
//!   12×12-sector room: the wolf's control hook (Lua: sense, mood, path
//!   steering, turn, state decision, head), its animation, the world's
//!   box-graph movement, Lara's own scripted tick. `…/one wolf/no hooks`:
//!   the same step with `NoHooks`, the baseline of the world alone.
//!   `…/lara only`: the scripted step with the wolf switched off, so the
//!   wolf's share is the difference.
//! - `creature tick/50 wolves/scripted`: 50 active wolves in a 24×24-sector
//!   room chasing Lara; per tick.
//!
//! Each measured world restarts from a prepared clone every 90 ticks
//! (outside the timed region) so the figures are the chase, not bodies
//! piled up at Lara.

mod common;

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, NoHooks, World};

const RESET_EVERY: u64 = 90;

/// A square room of `size` sectors, Lara near the west wall, `wolves`
/// wolves spread over the east half.
fn level(size: usize, wolves: usize) -> Level {
    let room = RoomDef::boxed(0, 0, size, size, 0, -16);
    let mut lara = EntityDef::new(0, 0, [2 * 1024 + 512, 0, (size as i32 / 2) * 1024 + 512]);
    lara.angle = 0x4000;
    let mut entities = vec![lara];
    let half = size / 2;
    for k in 0..wolves {
        let x = half + 1 + k % (half - 2);
        let z = 1 + (k / (half - 2)) % (size - 2);
        let mut w = EntityDef::new(
            objects::ids::WOLF as u16,
            0,
            [x as i32 * 1024 + 512, 0, z as i32 * 1024 + 512],
        );
        w.angle = 0xC000;
        entities.push(w);
    }
    let def = LevelDef {
        rooms: vec![room],
        models: objects::all(),
        entities,
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr1)).unwrap()
}

/// A bound world with the wolves switched on as their trigger would (or
/// off), settled for a few ticks.
fn prepared(level: Level, wake: bool) -> (World, ScriptHost) {
    let (mut world, mut host) = common::bound(level, 5, wake);
    for _ in 0..10 {
        host.step(&mut world, Input::default());
    }
    (world, host)
}

fn creature_tick(c: &mut Criterion) {
    let mut g = c.benchmark_group("creature tick");
    for (name, size, wolves) in [("one wolf", 12, 1), ("50 wolves", 24, 50)] {
        let (start, mut host) = prepared(level(size, wolves), true);
        g.bench_function(format!("{name}/scripted"), |b| {
            b.iter_custom(|iters| {
                common::timed(iters, &start, RESET_EVERY, |w| {
                    host.step(w, Input::default())
                })
            })
        });
        if wolves == 1 {
            g.bench_function(format!("{name}/no hooks"), |b| {
                b.iter_custom(|iters| {
                    common::timed(iters, &start, RESET_EVERY, |w| {
                        w.step(Input::default(), &mut NoHooks)
                    })
                })
            });
            let (idle, mut host) = prepared(level(size, wolves), false);
            g.bench_function(format!("{name}/lara only"), |b| {
                b.iter_custom(|iters| {
                    common::timed(iters, &idle, RESET_EVERY, |w| {
                        host.step(w, Input::default())
                    })
                })
            });
        }
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    targets = creature_tick
}
criterion_main!(benches);
