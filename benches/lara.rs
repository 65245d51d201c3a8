//! Lara's costs on every real level (`TR_DATA_DIR`) and the demo
//! (data/demo/demo.tr4), each world built and its scripts bound as the app
//! does (`World::new` + `ScriptHost::new` + `bind_all`: the shipped
//! scripts lend their surfaces and mark their solids):
//!
//! - `collision query/<level>/start`: one `World::collide` call for Lara at
//!   her start position, facing her start yaw, with the land thresholds her
//!   scripts use when standing (radius 100, height 762, max drop 384, max
//!   rise 384, max ceiling 0, steep slopes as walls and pits, kill floors as
//!   pits); `…/start room`: the same query cycling through 256 points spread
//!   over the inner sectors of her start room (deterministic, walls left
//!   out), each with its own facing, so no single cached case is measured.
//! - `lara tick/<level>/scripted`: one full `ScriptHost::step` while Lara
//!   runs forward (`Input::FORWARD`) with only her active (every other
//!   entity set inactive after binding): her control hook (Lua), animation
//!   and movement, her after_move hook (Lua: collision query, shift, floor
//!   following, falls), trigger tests under her, the collision hooks of what
//!   is near her, the camera. `…/no hooks`: the same step of the same world
//!   with `NoHooks` (animation, triggers, the rest of the world step without
//!   scripts: she stands), the baseline whose ratio shows her scripted cost.
//!   Both start from a prepared world (bound, settled for 30 ticks without
//!   input so a start in the air has landed) and restore a clone of it
//!   every 60 ticks, outside the timed region, so she does not end up
//!   running into a wall forever: the figure is the mean over her first two
//!   seconds of running from the start (start-up, full run, and whatever
//!   wall or drop the level puts within ~2,500 units). The host (Lua state)
//!   is kept across restores; with forward only held her handlers keep no
//!   state that matters between runs.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

mod common;

use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::collide::CollisionQuery;
use tombrs::world::geometry::{find_sector, NO_HEIGHT};
use tombrs::world::{EntityId, Input, NoHooks, Status, World};

/// Ticks of running between restores of the prepared world.
const RESET_EVERY: u64 = 60;
/// Ticks without input that settle the prepared world.
const SETTLE: u32 = 30;
/// Points sampled over the start room.
const POINTS: usize = 256;

/// The levels measured: the demo, then the real ones when `TR_DATA_DIR` is
/// set, as (name, path).
fn levels() -> Vec<(String, PathBuf)> {
    let mut out = vec![("demo.tr4".to_string(), PathBuf::from("data/demo/demo.tr4"))];
    match std::env::var_os("TR_DATA_DIR").map(PathBuf::from) {
        Some(dir) => out.extend(
            common::REAL_LEVELS
                .iter()
                .map(|rel| (rel.to_string(), dir.join(rel))),
        ),
        None => eprintln!("notice: TR_DATA_DIR is not set; only the demo is measured"),
    }
    out
}

/// The world of `path` with its scripts bound, and Lara.
fn bound(path: &Path) -> (World, ScriptHost, EntityId) {
    let bytes = std::fs::read(path).expect("level");
    let ext = path.extension().and_then(|e| e.to_str());
    let level = Arc::new(Level::load(&bytes, ext).expect("load"));
    let mut world = World::new(level.clone(), 1);
    let stem = path.file_stem().and_then(|s| s.to_str());
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, stem).expect("host");
    host.bind_all(&mut world);
    let lara = world.lara().expect("Lara");
    (world, host, lara)
}

/// The standing thresholds of Lara's scripts (body.LIMITS.stand).
fn land_query(world: &World, lara: EntityId, pos: [i32; 3], yaw: u16) -> CollisionQuery {
    let room = world.entity(lara).expect("Lara").room;
    let room = find_sector(world, room, pos[0], pos[1] - 1, pos[2]).room;
    let mut q = CollisionQuery::at(room, pos, yaw, 100, 762);
    q.max_drop = 384;
    q.max_rise = 384;
    q.max_ceiling = 0;
    q.slopes_are_walls = true;
    q.slopes_are_pits = true;
    q.kill_is_pit = true;
    q.body = Some(lara);
    q
}

/// `POINTS` queries on the floor of Lara's start room's inner sectors
/// (a fixed LCG; points over walls are skipped).
fn room_queries(world: &World, lara: EntityId) -> Vec<CollisionQuery> {
    let e = world.entity(lara).expect("Lara");
    let room = &world.level().rooms[e.room.index()];
    let (nx, nz) = (room.num_x_sectors as i32, room.num_z_sectors as i32);
    // Inner sectors (the outer ring is the room's walls), or all of them
    // in a room too small to have an inside.
    let (x0, x1) = if nx > 2 { (1, nx - 1) } else { (0, nx) };
    let (z0, z1) = if nz > 2 { (1, nz - 1) } else { (0, nz) };
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: i32| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) % n.max(1) as u64) as i32
    };
    let mut out = Vec::with_capacity(POINTS);
    for _ in 0..POINTS * 16 {
        if out.len() == POINTS {
            break;
        }
        let x = room.position[0] + (x0 + next(x1 - x0)) * 1024 + next(1024);
        let z = room.position[2] + (z0 + next(z1 - z0)) * 1024 + next(1024);
        let yaw = next(65536) as u16;
        let floor = world.floor(e.room, x, e.pos[1] - 1, z);
        if floor == NO_HEIGHT {
            continue;
        }
        out.push(land_query(world, lara, [x, floor, z], yaw));
    }
    assert!(!out.is_empty(), "no floor in the start room");
    out
}

fn configure(group: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group.sample_size(30);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));
}

fn bench_collision(c: &mut Criterion) {
    let mut group = c.benchmark_group("collision query");
    configure(&mut group);
    for (name, path) in levels() {
        let (world, _host, lara) = bound(&path);
        let e = world.entity(lara).expect("Lara");
        let q = land_query(&world, lara, e.pos, e.rot[1]);
        group.bench_function(format!("{name}/start"), |b| {
            b.iter(|| world.collide(std::hint::black_box(&q)))
        });
        let qs = room_queries(&world, lara);
        let mut k = 0;
        group.bench_function(format!("{name}/start room ({} points)", qs.len()), |b| {
            b.iter(|| {
                k = (k + 1) % qs.len();
                world.collide(std::hint::black_box(&qs[k]))
            })
        });
    }
    group.finish();
}

/// The prepared world: bound, every entity but Lara inactive, settled.
fn prepared(path: &Path) -> (World, ScriptHost, EntityId) {
    let (mut world, mut host, lara) = bound(path);
    for e in world.entities_mut() {
        if e.id != lara {
            e.status = Status::Inactive;
            e.awake = false;
        }
    }
    for _ in 0..SETTLE {
        host.step(&mut world, Input::default());
    }
    (world, host, lara)
}

fn bench_tick(c: &mut Criterion) {
    let mut group = c.benchmark_group("lara tick");
    configure(&mut group);
    let forward = Input {
        bits: Input::FORWARD,
    };
    for (name, path) in levels() {
        let (start, mut host, _lara) = prepared(&path);
        group.bench_function(format!("{name}/scripted"), |b| {
            b.iter_custom(|iters| {
                common::timed(iters, &start, RESET_EVERY, |w| host.step(w, forward))
            })
        });
        group.bench_function(format!("{name}/no hooks"), |b| {
            b.iter_custom(|iters| {
                common::timed(iters, &start, RESET_EVERY, |w| {
                    w.step(forward, &mut NoHooks)
                })
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_collision, bench_tick);
criterion_main!(benches);
