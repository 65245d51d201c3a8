//! Mods: Lara's state handler reloaded while she is in the air (through
//! the watcher `--watch` and `play` use) keeps her arc and her state.

#[path = "common/lara_reload.rs"]
mod lara_reload;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

use lara_reload::LaraReload;

/// The bundled demo level (TR1 layout).
fn demo_level() -> Arc<tombrs::level::Level> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.phd");
    let bytes = std::fs::read(&path).expect("the demo level");
    Arc::new(tombrs::level::Level::load(&bytes, Some("phd")).expect("it loads"))
}

/// A fresh folder under the temp dir for test `name`.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tombrs-mods-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The demo's Lara standing, then a running jump forward: what tick `t`
/// (1-based) is fed.
fn jump_input(t: u64) -> Input {
    let bits = match t {
        11..=13 => Input::JUMP | Input::FORWARD,
        _ => 0,
    };
    Input { bits }
}

/// Ticks the jump runs: up, across and down to her landing and a little
/// beyond.
const JUMP_TICKS: u64 = 60;
/// The tick after which the reload happens, high in her arc.
const RELOAD_AFTER: u64 = 25;

/// Lara's entity.
fn lara(world: &World) -> &tombrs::world::Entity {
    &world.entities[world.lara().expect("Lara").index as usize]
}

/// Lara's whole record (position, speeds, animation, state…).
fn lara_record(world: &World) -> String {
    format!("{:?}", lara(world))
}

/// A host over `roots` on a fresh world of the demo, every entity bound.
fn start(level: &Arc<tombrs::level::Level>, roots: &[PathBuf]) -> (World, ScriptHost) {
    let mut world = World::new(level.clone(), 0);
    let config = HostConfig::with_mods(roots);
    let mut host = ScriptHost::new(&config, level.game, Some("demo")).expect("the host");
    host.bind_all(&mut world);
    (world, host)
}

/// The steps (1-based) in which the handler logging `marker` ran: it logs
/// `world.tick()`, the ticks done before the step.
fn marked_steps(host: &ScriptHost, marker: &str) -> Vec<u64> {
    host.log()
        .lines()
        .iter()
        .filter_map(|l| l.message.strip_prefix(&format!("{marker} at tick ")))
        .map(|t| t.parse::<u64>().expect("a tick") + 1)
        .collect()
}

#[test]
fn lara_reloaded_mid_jump_keeps_her_arc_and_state() {
    let level = demo_level();
    // Without a reload: her record each tick.
    let (mut world, mut host) = start(&level, &[]);
    let (mut reference, mut states) = (Vec::new(), Vec::new());
    for t in 1..=JUMP_TICKS {
        host.step(&mut world, jump_input(t));
        reference.push(lara_record(&world));
        states.push(lara(&world).state);
        if t == RELOAD_AFTER {
            let l = lara(&world);
            assert!(l.gravity && l.fall_speed != 0, "she is in the air: {l:?}");
        }
    }
    // Her state at the reload, and the overlay copying the module with
    // its handler.
    let state = states[RELOAD_AFTER as usize - 1];
    let dir = temp_dir("reload");
    let overlay = LaraReload::new(&dir, &host, state);
    // With the reload: the same run, the handler rewritten after
    // RELOAD_AFTER and the watcher polled until the reload is done.
    let (mut world, mut host) = start(&level, std::slice::from_ref(&overlay.root));
    host.watch().expect("the watcher starts");
    let mut took = Duration::ZERO;
    for t in 1..=JUMP_TICKS {
        host.step(&mut world, jump_input(t));
        assert_eq!(
            lara_record(&world),
            reference[t as usize - 1],
            "tick {t}: her record is the run's without a reload"
        );
        if t == RELOAD_AFTER {
            let written = Instant::now();
            overlay.write(2);
            loop {
                assert!(
                    written.elapsed() < Duration::from_secs(5),
                    "no reload within 5 s"
                );
                if let Some(report) = host.poll_reload(&mut world) {
                    assert!(report.failed.is_empty(), "{report:?}");
                    if report.reloaded.contains(&overlay.module) {
                        break;
                    }
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            took = written.elapsed();
        }
    }
    let runs = marked_steps(&host, &overlay.marker(2));
    // Her state as tick t starts is the one tick t - 1 left.
    let in_state: Vec<u64> = (RELOAD_AFTER + 1..=JUMP_TICKS)
        .filter(|&t| states[t as usize - 2] == state)
        .collect();
    assert_eq!(
        runs.first(),
        Some(&(RELOAD_AFTER + 1)),
        "the new handler runs the tick after the reload: {runs:?}"
    );
    assert_eq!(runs.len(), in_state.len(), "{runs:?} vs {in_state:?}");
    println!(
        "reloaded {} (state {state}) after tick {RELOAD_AFTER} in {took:?} from the write",
        overlay.module
    );
    let errors: Vec<String> = host
        .log()
        .lines()
        .into_iter()
        .filter(|l| l.severity == tombrs::script::Severity::Error)
        .map(|l| l.message)
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
}
