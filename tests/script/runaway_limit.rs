//! The limit per script call (src/script/budget.rs, watchdog.rs): a runaway
//! hook — a plain loop, a loop inside a coroutine, a loop that catches its
//! own errors, a loop after a `require`, a runaway gameflow — is stopped with
//! its `file:line` and the world goes on; the counted-instructions option
//! stops at the same instruction every time; normal runs set no Lua hook.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tombrs::builder::{build, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::flow::FlowHost;
use tombrs::script::saved::Plain;
use tombrs::script::{shipped_scripts, CallBudget, HostConfig, Limits, ScriptHost, Severity};
use tombrs::world::{Input, Status, World};

/// The limit the runaway tests give each call.
const LIMIT: Duration = Duration::from_millis(20);

/// A temporary mod directory, removed when dropped.
struct ModDir(PathBuf);

impl ModDir {
    fn new(name: &str) -> ModDir {
        let dir = crate::common::scratch(&format!("budget-{name}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        ModDir(dir)
    }

    fn write(&self, rel: &str, text: &str) {
        let path = self.0.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
    }

    /// Maps type 200 onto `test.runaway` (whose text is `runaway`) and type
    /// 201 onto a counter, in TR1 level "TEST".
    fn with_runaway(name: &str, runaway: &str) -> ModDir {
        let dir = ModDir::new(name);
        dir.write("test/runaway.lua", runaway);
        dir.write(
            "test/count.lua",
            "return { control = function(e) e.state.n = (e.state.n or 0) + 1 end }",
        );
        dir.write(
            "levels/tr1/TEST.lua",
            "return { types = {\n\
             [200] = { name = 'RUNAWAY', behaviour = 'test.runaway' },\n\
             [201] = { name = 'COUNTER', behaviour = 'test.count' },\n} }",
        );
        dir
    }
}

impl Drop for ModDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn config(dir: &Path, per_call: CallBudget) -> HostConfig {
    HostConfig {
        roots: vec![shipped_scripts(), dir.to_path_buf()],
        limits: Limits {
            per_call,
            ..Limits::default()
        },
        echo: false,
    }
}

/// A corridor with Lara, the runaway (entity 1) and the counter (entity 2),
/// both running, and a host over `dir`.
fn scene(dir: &ModDir, per_call: CallBudget) -> (ScriptHost, World) {
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 10, 3, 0, -8)],
        entities: vec![
            EntityDef::new(0, 0, [1536, 0, 1536]),
            EntityDef::new(200, 0, [3 * 1024, 0, 1536]),
            EntityDef::new(201, 0, [5 * 1024, 0, 1536]),
        ],
        ..Default::default()
    };
    let level = Level::from_raw(&build(&def, Game::Tr1)).unwrap();
    let mut world = World::new(Arc::new(level), 1);
    let mut host = ScriptHost::new(&config(&dir.0, per_call), Game::Tr1, Some("TEST")).unwrap();
    host.bind_all(&mut world);
    world.entities_mut()[1].status = Status::Active;
    world.entities_mut()[2].status = Status::Active;
    (host, world)
}

fn errors(host: &ScriptHost) -> Vec<String> {
    host.log()
        .lines()
        .iter()
        .filter(|l| l.severity == Severity::Error)
        .map(|l| l.message.clone())
        .collect()
}

fn counter_runs(host: &ScriptHost, world: &World) -> i64 {
    let f: mlua::Function = host
        .lua()
        .load("return function(e) return e.state.n end")
        .eval()
        .unwrap();
    let handle =
        tombrs::script::bindings::handle_value(host.lua(), Some(world.entities()[2].id)).unwrap();
    f.call::<i64>(handle).unwrap()
}

/// Runs `ticks` ticks and checks that the runaway was stopped once, by the
/// time limit, at `place`, while the counter ran every tick. The time the
/// stopped tick took is printed (a measurement, not a check).
fn stopped_at(name: &str, runaway: &str, place: &str) {
    let dir = ModDir::with_runaway(name, runaway);
    let (mut host, mut world) = scene(&dir, CallBudget::Time(LIMIT));
    let (start, start_cpu) = (Instant::now(), thread_cpu());
    host.step(&mut world, Input::default());
    let (first, first_cpu) = (start.elapsed(), thread_cpu() - start_cpu);
    for _ in 1..10 {
        host.step(&mut world, Input::default());
    }
    let errors = errors(&host);
    assert_eq!(errors.len(), 1, "{errors:?}");
    let error = &errors[0];
    assert!(
        error.contains(&format!("time limit of {} ms exceeded", LIMIT.as_millis())),
        "{error}"
    );
    assert!(error.contains(place), "the error names {place}: {error}");
    assert!(error.contains("stack traceback"), "{error}");
    assert_eq!(counter_runs(&host, &world), 10, "the others kept running");
    assert_eq!(world.tick(), 10);
    println!(
        "{name}: the tick with the runaway took {:.1} ms, {:.1} ms of this thread's CPU time (limit {} ms)",
        first.as_secs_f64() * 1e3,
        first_cpu * 1e3,
        LIMIT.as_millis()
    );
}

/// The calling thread's CPU time in seconds (Linux's schedstat; 0
/// elsewhere).
fn thread_cpu() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e9)
}

#[test]
fn a_runaway_loop_is_stopped_at_its_line() {
    stopped_at(
        "loop",
        "return { control = function(e)\n  local n = 0\n  while true do n = n + 1 end\nend }",
        "runaway.lua:3",
    );
}

#[test]
fn a_runaway_inside_wrapped_coroutines_is_stopped_at_its_line() {
    // A loop in a coroutine of `coroutine.wrap`, inside another: a Lua 5.4
    // hook belongs to one thread. The error comes out through both.
    stopped_at(
        "wrap",
        "local function spin()\n  while true do end\nend\n\
         return { control = function(e)\n\
           coroutine.wrap(function() coroutine.wrap(spin)() end)()\n\
         end }",
        "runaway.lua:2: time limit",
    );
}

#[test]
fn a_runaway_inside_a_resumed_coroutine_is_stopped() {
    // `coroutine.resume` hands the coroutine's error back as a value; the
    // hook's own thread is then stopped too, at its next instruction.
    stopped_at(
        "resume",
        "local function spin()\n  while true do end\nend\n\
         return { control = function(e)\n\
           local ok, err = coroutine.resume(coroutine.create(spin))\n\
           e.state.err = err\n\
         end }",
        "runaway.lua:",
    );
}

#[test]
fn a_runaway_that_catches_its_errors_is_stopped() {
    stopped_at(
        "pcall",
        "local function spin() while true do end end\n\
         return { control = function(e)\n\
           while true do\n    pcall(spin)\n  end\n\
         end }",
        "runaway.lua:",
    );
}

#[test]
fn a_require_inside_a_hook_does_not_renew_its_time() {
    let dir = ModDir::with_runaway(
        "require",
        "return { control = function(e)\n\
           require('test.helper')\n\
           while true do end\n\
         end }",
    );
    dir.write("test/helper.lua", "return {}");
    let (mut host, mut world) = scene(&dir, CallBudget::Time(LIMIT));
    for _ in 0..3 {
        host.step(&mut world, Input::default());
    }
    let errors = errors(&host);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("runaway.lua:3"), "{}", errors[0]);
    assert_eq!(counter_runs(&host, &world), 3);
}

#[test]
fn counted_instructions_stop_at_the_same_place_every_time() {
    let runaway = "return { control = function(e)\n\
                   local t = e.state\n\
                   t.i = 0\n\
                   while true do t.i = t.i + 1 end\n\
                   end }";
    let run = || {
        let dir = ModDir::with_runaway("counted", runaway);
        let (mut host, mut world) = scene(&dir, CallBudget::Instructions(100_000));
        for _ in 0..3 {
            host.step(&mut world, Input::default());
        }
        let f: mlua::Function = host
            .lua()
            .load("return function(e) return e.state.i end")
            .eval()
            .unwrap();
        let handle =
            tombrs::script::bindings::handle_value(host.lua(), Some(world.entities()[1].id))
                .unwrap();
        (errors(&host), f.call::<i64>(handle).unwrap())
    };
    let (errors, reached) = run();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("runaway.lua:4: instruction budget of 100000 exceeded"),
        "{}",
        errors[0]
    );
    assert!(reached > 1000, "the loop ran: {reached}");
    assert_eq!(run(), (errors, reached), "the same count, error and log");
}

#[test]
fn a_runaway_gameflow_is_stopped() {
    let dir = ModDir::new("flow");
    dir.write(
        "test/flow.lua",
        "return { main = function(arg)\n\
           coroutine.yield({ op = 'first' })\n\
           while true do end\n\
         end }",
    );
    let mut flow = FlowHost::new(&config(&dir.0, CallBudget::Time(LIMIT))).unwrap();
    flow.start("test.flow", "main", &Plain::Bool(true)).unwrap();
    let first = flow.resume(&Plain::Bool(true)).unwrap();
    assert!(first.is_some(), "the flow yields its first command");
    let error = flow.resume(&Plain::Bool(true)).unwrap_err().to_string();
    assert!(error.contains("time limit of 20 ms exceeded"), "{error}");
    assert!(error.contains("flow.lua:3"), "{error}");
    assert!(!flow.running());
}

#[test]
fn a_runaway_module_load_is_stopped() {
    let dir = ModDir::new("load");
    dir.write(
        "levels/tr1/TEST.lua",
        "local n = 0\nwhile true do n = n + 1 end\nreturn {}",
    );
    let Err(error) = ScriptHost::new(
        &config(&dir.0, CallBudget::Time(LIMIT)),
        Game::Tr1,
        Some("TEST"),
    ) else {
        panic!("a host whose level module never returns does not start");
    };
    assert!(error.0.contains("TEST.lua:2"), "{error}");
    assert!(error.0.contains("time limit"), "{error}");
}
