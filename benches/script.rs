//! Script host costs, each beside its baseline in the same run:
//! - one `control(e)` hook call from Rust ÷ a bare mlua call of an empty function;
//! - a tick of 1,000 and 10,000 scripted entities ÷ the same tick with the
//!   hook stubbed in Rust doing the same work;
//! - reload latency: `reload()` after a write, and file written → new
//!   behaviour active through the file watcher (debounce included).
//!
//! Build with `--no-default-features --features "frontend luajit"` (or
//! `--features luajit` without the frontend) for the LuaJIT figures.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::format::Game;
use tombrs::script::{shipped_scripts, HostConfig, Limits, ScriptHost};
use tombrs::world::{EntityId, Hooks, Input, Status, World};

const WALKER: &str = "return {
  control = function(e)
    local s = e.state
    s.n = (s.n or 0) + 1
    if e.x > 0 then e.goal_state = e.anim_state end
  end,
}";

/// A mod directory with the benchmark behaviour mapped onto the wolves.
fn mod_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tombrs-bench-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("bench")).expect("temp dir");
    std::fs::create_dir_all(dir.join("levels/tr4")).expect("temp dir");
    std::fs::write(dir.join("bench/walker.lua"), WALKER).expect("write");
    std::fs::write(
        dir.join("bench/empty.lua"),
        "return { control = function(e) end }",
    )
    .expect("write");
    std::fs::write(
        dir.join("levels/tr4/EMPTY.lua"),
        format!(
            "return {{ types = {{ [{}] = {{ name = 'EMPTY', behaviour = 'bench.empty' }} }} }}",
            tombrs::builder::objects::ids::WOLF
        ),
    )
    .expect("write");
    std::fs::write(
        dir.join("levels/tr4/BENCH.lua"),
        format!(
            "return {{ types = {{ [{}] = {{ name = 'WALKER', behaviour = 'bench.walker' }} }} }}",
            tombrs::builder::objects::ids::WOLF
        ),
    )
    .expect("write");
    dir
}

fn host(dir: &Path) -> ScriptHost {
    host_for(dir, "BENCH")
}

fn host_for(dir: &Path, level: &str) -> ScriptHost {
    let config = HostConfig {
        roots: vec![shipped_scripts(), dir.to_path_buf()],
        limits: Limits::default(),
        echo: false,
    };
    ScriptHost::new(&config, Game::Tr4, Some(level)).expect("host")
}

/// The demo with `n` wolves in the den, all running.
fn crowd(n: usize) -> World {
    let mut world = common::crowd(n);
    for e in &mut world.entities {
        if e.type_id == tombrs::builder::objects::ids::WOLF as u16 {
            e.status = Status::Active;
        }
    }
    world
}

/// The walker's work done in Rust: the baseline for the hook cost.
struct RustWalker(Vec<u64>);

impl Hooks for RustWalker {
    fn control(&mut self, world: &mut World, id: EntityId) {
        let i = id.index as usize;
        if self.0.len() <= i {
            self.0.resize(i + 1, 0);
        }
        self.0[i] += 1;
        if let Some(e) = world.entity_mut(id) {
            if e.pos[0] > 0 {
                e.goal_state = e.state;
            }
        }
    }
}

fn bench_calls(c: &mut Criterion) {
    let dir = mod_dir();
    let mut world = crowd(1);
    let mut host = host(&dir);
    host.bind_all(&mut world);
    let id = world
        .entities
        .iter()
        .find(|e| e.type_id == tombrs::builder::objects::ids::WOLF as u16)
        .map(|e| e.id)
        .expect("a wolf");
    c.bench_function(
        "hook/control(e) from Rust, walker (4 field accesses)",
        |b| b.iter(|| host.control(&mut world, id)),
    );
    let mut empty = host_for(&dir, "EMPTY");
    empty.bind_all(&mut world);
    c.bench_function("hook/control(e) from Rust, empty", |b| {
        b.iter(|| empty.control(&mut world, id))
    });
    let bare: mlua::Function = host
        .lua()
        .load("return function() end")
        .eval()
        .expect("function");
    c.bench_function("hook/bare mlua call", |b| {
        b.iter(|| {
            // The budget counts every call; the host resets it per hook.
            tombrs::script::sandbox::Budget::reset(host.lua());
            bare.call::<()>(()).expect("call")
        })
    });
}

fn bench_ticks(c: &mut Criterion) {
    let dir = mod_dir();
    for n in [1_000, 10_000] {
        let mut world = crowd(n);
        let mut host = host(&dir);
        host.bind_all(&mut world);
        c.bench_function(&format!("tick/{n} scripted entities (Lua)"), |b| {
            b.iter(|| host.step(&mut world, Input::default()))
        });
        let mut world = crowd(n);
        let mut stub = RustWalker(Vec::new());
        c.bench_function(&format!("tick/{n} scripted entities (Rust stub)"), |b| {
            b.iter(|| world.step(Input::default(), &mut stub))
        });
    }
}

fn bench_reload(c: &mut Criterion) {
    let dir = mod_dir();
    let module = dir.join("bench/walker.lua");
    let mut world = crowd(10);
    let mut host = host(&dir);
    host.bind_all(&mut world);
    let mut version = 0u64;
    let write = |version: u64| {
        std::fs::write(&module, format!("{WALKER}\n-- version {version}\n")).expect("write");
    };
    c.bench_function("reload/reload() after a write", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                version += 1;
                write(version);
                let start = Instant::now();
                let report = host.reload(&mut world);
                total += start.elapsed();
                assert!(!report.reloaded.is_empty());
            }
            total
        })
    });
    host.watch().expect("watch");
    let mut group = c.benchmark_group("reload");
    group.sample_size(10);
    group.bench_function("file written → active (watcher)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                version += 1;
                let start = Instant::now();
                write(version);
                loop {
                    if host.poll_reload(&mut world).is_some() {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(1));
                }
                total += start.elapsed();
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, bench_calls, bench_ticks, bench_reload);
criterion_main!(benches);
