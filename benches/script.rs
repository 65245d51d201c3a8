//! Script host costs, each beside its baseline in the same run:
//! - one `control(e)` hook call from Rust ÷ a bare mlua call of an empty function;
//! - a tick of 1,000 and 10,000 scripted entities ÷ the same tick with the
//!   hook stubbed in Rust doing the same work;
//! - reload latency: `reload()` after a write, and file written → new
//!   behaviour active through the file watcher (debounce included); one of
//!   Lara's state handlers saved while she is in the air on the demo →
//!   the new handler running in her next tick (`reload/lara state
//!   handler`, to stay at or under 100 ms);
//! - a whole tick of the demo and of each real level (`TR_DATA_DIR`) with
//!   every entity switched on and scripted, Lara running: criterion's
//!   figure, and a line per level with the median of 600 ticks in µs and
//!   as a share of the 33.3 ms a tick may take.
//!
//! Build with `--no-default-features --features "frontend luajit"` (or
//! `--features luajit` without the frontend) for the LuaJIT figures.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

mod common;
#[path = "../tests/common/lara_reload.rs"]
mod lara_reload;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::format::Game;
use tombrs::script::sandbox::Budget;
use tombrs::script::{shipped_scripts, HostConfig, Limits, ScriptHost};
use tombrs::world::{EntityId, Hooks, Input, Status, World};

const WALKER: &str = "return {
  control = function(e)
    local s = e.state
    s.n = (s.n or 0) + 1
    if e.x > 0 then e.goal_state = e.anim_state end
  end,
}";

/// The walker's body over a plain Lua table per entity instead of its
/// handle: what a tick would cost were entity fields free to reach (the
/// floor of any way of handing fields to Lua).
const TABLE_WALKER: &str = "local tables = {}
return {
  control = function(e)
    local t = tables[e.index]
    if not t then
      t = { state = {}, x = 1, anim_state = 2, goal_state = 0 }
      tables[e.index] = t
    end
    local s = t.state
    s.n = (s.n or 0) + 1
    if t.x > 0 then t.goal_state = t.anim_state end
  end,
}";

/// A mod directory with the benchmark behaviour mapped onto the wolves.
fn mod_dir() -> PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench");
    std::fs::create_dir_all(dir.join("bench")).expect("temp dir");
    std::fs::create_dir_all(dir.join("levels/tr4")).expect("temp dir");
    std::fs::write(dir.join("bench/walker.lua"), WALKER).expect("write");
    std::fs::write(dir.join("bench/table_walker.lua"), TABLE_WALKER).expect("write");
    std::fs::write(
        dir.join("bench/empty.lua"),
        "return { control = function(e) end }",
    )
    .expect("write");
    // One level name per behaviour, each mapped onto the wolves.
    for (level, name, module) in [
        ("BENCH", "WALKER", "bench.walker"),
        ("EMPTY", "EMPTY", "bench.empty"),
        ("TABLE", "TABLE_WALKER", "bench.table_walker"),
    ] {
        std::fs::write(
            dir.join(format!("levels/tr4/{level}.lua")),
            format!(
                "return {{ types = {{ [{}] = {{ name = '{name}', behaviour = '{module}' }} }} }}",
                tombrs::builder::objects::ids::WOLF
            ),
        )
        .expect("write");
    }
    dir
}

fn host(dir: &Path) -> ScriptHost {
    host_for(dir, "BENCH")
}

/// A host over the shipped scripts and `dir`, for level `level`, with the
/// limit per call of `TOMBRS_SCRIPT_BUDGET` when set (e.g.
/// `2000000instructions` for the count hook, or a generous time under
/// callgrind, which runs the scripts some fifty times slower).
fn host_for(dir: &Path, level: &str) -> ScriptHost {
    let config = HostConfig {
        roots: vec![shipped_scripts(), dir.to_path_buf()],
        limits: Limits::from_env().expect("TOMBRS_SCRIPT_BUDGET"),
        echo: false,
    };
    ScriptHost::new(&config, Game::Tr4, Some(level)).expect("host")
}

/// The demo with `n` wolves in the den, all running.
fn crowd(n: usize) -> World {
    let mut world = common::crowd(n);
    for e in world.entities_mut() {
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

/// Times `a` and `b` in alternation, `rounds` times `batch` runs each
/// (after one untimed run), and prints the median time of one run of each
/// and their ratio: both are measured in the same moments, so the ratio
/// does not follow the machine's drift between criterion's separate
/// benchmarks.
fn side_by_side(label: &str, rounds: usize, batch: u32, mut a: impl FnMut(), mut b: impl FnMut()) {
    let time = |f: &mut dyn FnMut()| {
        // One untimed run first: the other's runs have had the caches.
        f();
        let t = Instant::now();
        for _ in 0..batch {
            f();
        }
        t.elapsed().as_secs_f64() / batch as f64
    };
    let (mut ta, mut tb) = (Vec::with_capacity(rounds), Vec::with_capacity(rounds));
    for _ in 0..rounds {
        ta.push(time(&mut a));
        tb.push(time(&mut b));
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (ma, mb) = (median(&mut ta), median(&mut tb));
    let unit = |t: f64| {
        if t < 1e-6 {
            format!("{:.0} ns", t * 1e9)
        } else if t < 1e-3 {
            format!("{:.1} µs", t * 1e6)
        } else {
            format!("{:.2} ms", t * 1e3)
        }
    };
    println!(
        "side by side/{label}: {} ÷ {} = {:.2}",
        unit(ma),
        unit(mb),
        ma / mb
    );
}

fn bench_calls(c: &mut Criterion) {
    level_ticks_for_callgrind();
    let dir = mod_dir();
    let mut world = crowd(1);
    let mut host = host(&dir);
    host.bind_all(&mut world);
    let id = world
        .entities()
        .iter()
        .find(|e| e.type_id == tombrs::builder::objects::ids::WOLF as u16)
        .map(|e| e.id)
        .expect("a wolf");
    let mut empty = host_for(&dir, "EMPTY");
    empty.bind_all(&mut world);
    let bare: mlua::Function = host
        .lua()
        .load("return function(e) end")
        .eval()
        .expect("function");
    let handle = tombrs::script::bindings::handle_value(host.lua(), Some(id)).expect("handle");
    // The walker's body over a plain table with the same fields: what the
    // 4 field accesses would cost were the entity a Lua table.
    let walker_body: mlua::Table = host.lua().load(WALKER).eval().expect("walker");
    let walker_body: mlua::Function = walker_body.get("control").expect("control");
    let plain: mlua::Table = host
        .lua()
        .load("return { state = {}, x = 1, anim_state = 2, goal_state = 0 }")
        .eval()
        .expect("table");
    // The plain calls open a window as the host's hook calls do.
    let budget = Budget::of(host.lua()).expect("a budget");
    // `TOMBRS_CALLS=WHICH:N` (walker, empty, plain or bare) makes N calls and
    // exits: run under `valgrind --tool=callgrind` with two values of N,
    // the difference of the instruction counts over the difference of N is
    // the instructions per call, whatever else runs on the machine.
    if let Ok(spec) = std::env::var("TOMBRS_CALLS") {
        let (which, n) = spec.split_once(':').expect("TOMBRS_CALLS=WHICH:N");
        let n: u64 = n.parse().expect("a count");
        for _ in 0..n {
            match which {
                "walker" => host.control(&mut world, id),
                "empty" => empty.control(&mut world, id),
                "plain" => {
                    let _window = budget.open();
                    walker_body.call::<()>(&plain).expect("call")
                }
                _ => {
                    let _window = budget.open();
                    bare.call::<()>(&handle).expect("call")
                }
            }
        }
        std::process::exit(0);
    }
    side_by_side(
        "walker hook ÷ its body over a plain table",
        400,
        200,
        || host.control(&mut world, id),
        || {
            let _window = budget.open();
            walker_body.call::<()>(&plain).expect("call")
        },
    );
    side_by_side(
        "empty hook ÷ bare mlua call",
        400,
        200,
        || empty.control(&mut world, id),
        || {
            let _window = budget.open();
            bare.call::<()>(&handle).expect("call")
        },
    );
    c.bench_function(
        "hook/control(e) from Rust, walker (4 field accesses)",
        |b| b.iter(|| host.control(&mut world, id)),
    );
    c.bench_function("hook/control(e) from Rust, empty", |b| {
        b.iter(|| empty.control(&mut world, id))
    });
    c.bench_function("hook/walker body over a plain table (mlua call)", |b| {
        b.iter(|| {
            let _window = budget.open();
            walker_body.call::<()>(&plain).expect("call")
        })
    });
    c.bench_function("hook/bare mlua call", |b| {
        b.iter(|| {
            // Same arity as the hook: one argument, the handle.
            let _window = budget.open();
            bare.call::<()>(&handle).expect("call")
        })
    });
}

fn bench_ticks(c: &mut Criterion) {
    let dir = mod_dir();
    // `TOMBRS_TICKS=lua:N` (or `stub:N`, `empty:N` for empty hooks,
    // `table:N` for the walker over plain tables; `lua:N:E` for E walkers,
    // 1,000 unless given) runs N ticks and exits, for callgrind as
    // `TOMBRS_CALLS`.
    if let Ok(spec) = std::env::var("TOMBRS_TICKS") {
        let mut parts = spec.split(':');
        let which = parts.next().unwrap_or("lua");
        let mut number = |default: usize| {
            parts
                .next()
                .map_or(Ok(default), str::parse)
                .expect("TOMBRS_TICKS=WHICH:N[:ENTITIES]")
        };
        let (ticks, walkers) = (number(1), number(1_000));
        let mut world = crowd(walkers);
        let level = match which {
            "empty" => "EMPTY",
            "table" => "TABLE",
            _ => "BENCH",
        };
        let mut host = host_for(&dir, level);
        host.bind_all(&mut world);
        let mut stub = RustWalker(Vec::new());
        for _ in 0..ticks {
            match which {
                "stub" => world.step(Input::default(), &mut stub),
                _ => host.step(&mut world, Input::default()),
            }
        }
        std::process::exit(0);
    }
    // Side by side: each crowd beside its stub, and the two crowds.
    let scripted = |n: usize| {
        let mut world = crowd(n);
        let mut host = host(&dir);
        host.bind_all(&mut world);
        (world, host)
    };
    let ((mut w1, mut h1), (mut w10, mut h10)) = (scripted(1_000), scripted(10_000));
    let (mut s1, mut r1) = (crowd(1_000), RustWalker(Vec::new()));
    let (mut s10, mut r10) = (crowd(10_000), RustWalker(Vec::new()));
    side_by_side(
        "tick of 1,000 walkers, Lua ÷ Rust stub",
        60,
        5,
        || h1.step(&mut w1, Input::default()),
        || s1.step(Input::default(), &mut r1),
    );
    // The floor under the walkers' ratio: the same tick with hooks that do
    // nothing, and with the walker's body over plain tables.
    for (level, label) in [
        ("EMPTY", "tick of 1,000 empty hooks ÷ Rust stub"),
        (
            "TABLE",
            "tick of 1,000 walkers over plain tables ÷ Rust stub",
        ),
    ] {
        let mut world = crowd(1_000);
        let mut host = host_for(&dir, level);
        host.bind_all(&mut world);
        side_by_side(
            label,
            60,
            5,
            || host.step(&mut world, Input::default()),
            || s1.step(Input::default(), &mut r1),
        );
    }
    side_by_side(
        "tick of 10,000 walkers, Lua ÷ Rust stub",
        20,
        2,
        || h10.step(&mut w10, Input::default()),
        || s10.step(Input::default(), &mut r10),
    );
    side_by_side(
        "tick of 10,000 ÷ 1,000 walkers, Lua",
        20,
        2,
        || h10.step(&mut w10, Input::default()),
        || h1.step(&mut w1, Input::default()),
    );
    side_by_side(
        "tick of 10,000 ÷ 1,000 walkers, Rust stub",
        20,
        2,
        || s10.step(Input::default(), &mut r10),
        || s1.step(Input::default(), &mut r1),
    );
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
    watched(c, "file written → active (watcher)", || {
        version += 1;
        let start = Instant::now();
        write(version);
        while host.poll_reload(&mut world).is_none() {
            std::thread::sleep(Duration::from_millis(1));
        }
        start.elapsed()
    });
}

/// A benchmark of the "reload" group through the file watcher: `once`
/// makes one change, waits for it to take effect and gives the time it
/// measured. Ten samples, each iteration waiting out the debounce.
fn watched(c: &mut Criterion, name: &str, mut once: impl FnMut() -> Duration) {
    let mut group = c.benchmark_group("reload");
    group.sample_size(10);
    group.bench_function(name, |b| {
        b.iter_custom(|iters| (0..iters).map(|_| once()).sum())
    });
    group.finish();
}

/// Ticks of the demo's standing jump before Lara is high in her arc (the
/// jump keys held for ticks 11–13), as `tests/mods.rs` runs it.
const DEMO_JUMP_TICKS: u64 = 25;

/// The demo level with Lara in the air, stepped by a host over `roots`.
fn demo_mid_jump(roots: &[PathBuf]) -> (World, ScriptHost) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.phd");
    let bytes = std::fs::read(&path).expect("the demo");
    let level = std::sync::Arc::new(tombrs::level::Level::load(&bytes, Some("phd")).expect("load"));
    let mut world = World::new(level.clone(), 0);
    let config = HostConfig::with_mods(roots);
    let mut host = ScriptHost::new(&config, level.game, Some("demo")).expect("host");
    host.bind_all(&mut world);
    for t in 1..=DEMO_JUMP_TICKS {
        let bits = if (11..=13).contains(&t) {
            Input::JUMP | Input::FORWARD
        } else {
            0
        };
        host.step(&mut world, Input { bits });
    }
    (world, host)
}

/// File written → reloaded through the watcher → Lara's next tick runs the
/// new handler of the state she is in, mid-jump.
fn bench_reload_lara(c: &mut Criterion) {
    let (shipped_world, shipped_host) = demo_mid_jump(&[]);
    let lara = shipped_world.lara().expect("Lara");
    let state = shipped_world.entities()[lara.index as usize].state;
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-lara");
    let overlay = lara_reload::LaraReload::new(&dir, &shipped_host, state);
    let (mid_jump, mut host) = demo_mid_jump(std::slice::from_ref(&overlay.root));
    host.watch().expect("watch");
    let mut version = 1;
    watched(c, "lara state handler (written → runs mid-jump)", || {
        version += 1;
        let mut world = mid_jump.clone();
        let start = Instant::now();
        overlay.write(version);
        while !host
            .poll_reload(&mut world)
            .is_some_and(|r| r.reloaded.contains(&overlay.module))
        {
            std::thread::sleep(Duration::from_millis(1));
        }
        host.step(&mut world, Input::default());
        let took = start.elapsed();
        let marker = overlay.marker(version);
        assert!(
            host.log()
                .lines()
                .iter()
                .any(|l| l.message.starts_with(&marker)),
            "the new handler ran"
        );
        took
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// `path`'s world with the shipped scripts and its level's overrides bound,
/// every entity switched on as its trigger would, settled for a second.
fn whole_level(path: &Path) -> (World, ScriptHost) {
    let bytes = std::fs::read(path).expect("level");
    let ext = path.extension().and_then(|e| e.to_str());
    let level = std::sync::Arc::new(tombrs::level::Level::load(&bytes, ext).expect("load"));
    let mut world = World::new(level.clone(), 1);
    let stem = path.file_stem().and_then(|s| s.to_str());
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, stem).expect("host");
    host.bind_all(&mut world);
    for i in 0..world.entities().len() {
        let id = world.entities()[i].id;
        if Some(id) != world.lara() {
            world.entities_mut()[i].status = Status::Active;
            host.on_activate(&mut world, id, None);
        }
    }
    for _ in 0..TICK_RATE {
        host.step(&mut world, Input::default());
    }
    (world, host)
}

/// Ticks between restores of the settled world (the opening of the scene).
const RESET_EVERY: u64 = 60;
/// Ticks a second, and the time one tick may take.
const TICK_RATE: u32 = tombrs::world::TICK_RATE;
const TICK_BUDGET_US: f64 = 1e6 / TICK_RATE as f64;

/// `TOMBRS_LEVEL=NAME:N` runs N ticks of that level and exits, for
/// callgrind as `TOMBRS_CALLS` (before any other benchmark runs).
fn level_ticks_for_callgrind() {
    let Ok(spec) = std::env::var("TOMBRS_LEVEL") else {
        return;
    };
    let run = Input {
        bits: Input::FORWARD,
    };
    let (wanted, n) = spec.split_once(':').expect("TOMBRS_LEVEL=NAME:N");
    let n: u64 = n.parse().expect("a count");
    let path = common::levels(&["demo.phd", "demo.tr4"])
        .into_iter()
        .find_map(|(name, path)| (name == wanted).then_some(path))
        .expect("a level of that name");
    let (start, mut host) = whole_level(&path);
    let mut world = start.clone();
    for i in 0..n {
        if i % RESET_EVERY == 0 {
            world = start.clone();
        }
        host.step(&mut world, run);
    }
    for line in host.log().lines() {
        eprintln!("{:?}: {}", line.severity, line.message);
    }
    std::process::exit(0);
}

fn bench_levels(c: &mut Criterion) {
    let run = Input {
        bits: Input::FORWARD,
    };
    let mut group = c.benchmark_group("level tick");
    group.sample_size(20);
    let mut lines = Vec::new();
    for (name, path) in common::levels(&["demo.phd", "demo.tr4"]) {
        let (start, mut host) = whole_level(&path);
        group.bench_function(format!("{name}/every entity scripted"), |b| {
            b.iter_custom(|iters| common::timed(iters, &start, RESET_EVERY, |w| host.step(w, run)))
        });
        let mut world = start.clone();
        let mut ticks: Vec<f64> = (0..600u64)
            .map(|i| {
                if i % RESET_EVERY == 0 {
                    world = start.clone();
                }
                let t = Instant::now();
                host.step(&mut world, run);
                t.elapsed().as_secs_f64() * 1e6
            })
            .collect();
        ticks.sort_by(f64::total_cmp);
        let median = ticks[ticks.len() / 2];
        lines.push(format!(
            "level tick/{name}: {} entities, median {median:.1} µs = {:.2} % of the {:.1} ms tick",
            start.entities().len(),
            100.0 * median / TICK_BUDGET_US,
            TICK_BUDGET_US / 1000.0
        ));
    }
    group.finish();
    for line in lines {
        println!("{line}");
    }
}

criterion_group!(
    benches,
    bench_calls,
    bench_ticks,
    bench_reload,
    bench_reload_lara,
    bench_levels
);
criterion_main!(benches);
