//! Simulation cost: one tick per real level with every entity animating, one
//! tick of a synthetic level with 1,000 and 10,000 animated entities, and one
//! floor-height query. Beside each tick, the snapshot the renderer and the
//! mixer read after it (`World::snapshot`, taken once a frame and once a
//! tick), so the two compare in the same run. Real levels need `TR_DATA_DIR`.

use std::path::PathBuf;
use std::sync::Arc;

mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::level::{Level, RoomId};
use tombrs::world::geometry::floor_height;
use tombrs::world::{Input, NoHooks, Status, World};

/// Every entity with a model animates.
fn all_active(world: &mut World) {
    for e in world.entities_mut() {
        if e.model.is_some() {
            e.status = Status::Active;
        }
    }
}

fn bench_real(c: &mut Criterion) {
    let Some(dir) = std::env::var_os("TR_DATA_DIR").map(PathBuf::from) else {
        eprintln!("notice: TR_DATA_DIR is not set; no real-level tick benchmarks");
        return;
    };
    for rel in common::REAL_LEVELS {
        let path = dir.join(rel);
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_string);
        let level = Arc::new(
            Level::load(&std::fs::read(&path).expect("level"), ext.as_deref()).expect("load"),
        );
        let mut world = World::new(level, 1);
        all_active(&mut world);
        c.bench_function(&format!("tick/{rel}"), |b| {
            b.iter(|| world.step(Input::default(), &mut NoHooks))
        });
        c.bench_function(&format!("snapshot/{rel}"), |b| b.iter(|| world.snapshot()));
    }
}

/// The demo with `n` wolves, every entity with a model animating.
fn crowd(n: usize) -> World {
    let mut world = common::crowd(n);
    all_active(&mut world);
    world
}

fn bench_synthetic(c: &mut Criterion) {
    for n in [1_000, 10_000] {
        let mut world = crowd(n);
        c.bench_function(&format!("tick/{n} entities"), |b| {
            b.iter(|| world.step(Input::default(), &mut NoHooks))
        });
        c.bench_function(&format!("snapshot/{n} entities"), |b| {
            b.iter(|| world.snapshot())
        });
    }
    let world = crowd(0);
    let mut k = 0i32;
    c.bench_function("floor_height query", |b| {
        b.iter(|| {
            k = (k + 37) % 4096;
            floor_height(&world, RoomId(0), 1024 + k, -100, 1024 + (k * 7) % 6144)
        })
    });
}

criterion_group!(benches, bench_real, bench_synthetic);
criterion_main!(benches);
