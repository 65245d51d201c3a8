//! Script errors: a failing hook is recorded once with its `file:line`,
//! message, entity, type and what was switched off; repeats are counted;
//! saving the fixed file reloads it, clears the error and runs the failed
//! `init` again; `sim` runs to its end and prints each distinct error once
//! with the counts.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tombrs::builder::demo::demo_level;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::faults::Culprit;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

/// A mod folder whose Lara `init` fails on its first line.
fn broken_lara_mod(name: &str) -> PathBuf {
    let dir = crate::common::scratch(&format!("ui-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("lara")).unwrap();
    let shipped = tombrs::script::shipped_scripts().join("lara/player.lua");
    let text = std::fs::read_to_string(shipped).unwrap();
    let broken = text.replacen(
        "function player.init(e)\n",
        "function player.init(e)\n  local missing = nil; missing.field = 1\n",
        1,
    );
    assert_ne!(text, broken, "player.init is where the test expects it");
    std::fs::write(dir.join("lara/player.lua"), broken).unwrap();
    dir
}

fn demo_world() -> World {
    let raw = tombrs::builder::build(&demo_level(), Game::Tr1);
    World::new(Arc::new(Level::from_raw(&raw).unwrap()), 0)
}

fn host_with(dir: &Path, world: &mut World) -> ScriptHost {
    let config = HostConfig::with_mods(&[dir.to_path_buf()]);
    let mut host = ScriptHost::new(&config, Game::Tr1, None).unwrap();
    host.bind_all(world);
    host
}

#[test]
fn a_failed_init_is_shown_once_and_a_fixed_file_reloads_and_runs_it() {
    let dir = broken_lara_mod("reload");
    let mut world = demo_world();
    let mut host = host_with(&dir, &mut world);
    let lara = world.lara().unwrap();
    let init = host
        .faults()
        .list()
        .iter()
        .find(|f| matches!(&f.culprit, Culprit::Hook { hook: "init", .. }))
        .expect("the init error is recorded")
        .clone();
    let file = dir.join("lara/player.lua");
    assert!(
        init.location.starts_with(&format!("{}:", file.display())),
        "{init:?}"
    );
    assert!(
        init.message.contains("attempt to index a nil value"),
        "{init:?}"
    );
    let Culprit::Hook {
        entity,
        type_id,
        type_name,
        module,
        ..
    } = &init.culprit
    else {
        unreachable!()
    };
    assert_eq!((*entity, *type_id), (lara.index, 0));
    assert_eq!(
        (type_name.as_str(), module.as_str()),
        ("Lara", "lara.player")
    );
    // Her other hooks go off with it: they would run on a state never made.
    assert!(init.switched_off.contains("every hook"), "{init:?}");
    // The game goes on: ticks run, and each distinct error is logged once.
    for _ in 0..30 {
        host.step(&mut world, Input::default());
    }
    let logged = host.log().lines().len();
    for _ in 0..30 {
        host.step(&mut world, Input::default());
    }
    assert_eq!(
        host.log().lines().len(),
        logged,
        "no repeat reaches the log"
    );
    assert_eq!(
        host.faults().list().len(),
        1,
        "one error, no cascade from her other hooks: {:?}",
        host.faults().list()
    );
    // The modder fixes the file: the reload clears the errors and runs
    // Lara's init again, so her hooks work from then on.
    let shipped = tombrs::script::shipped_scripts().join("lara/player.lua");
    std::fs::copy(shipped, &file).unwrap();
    let report = host.reload(&mut world);
    assert!(
        report.reloaded.contains(&"lara.player".to_string()),
        "{report:?}"
    );
    assert!(host.faults().is_empty(), "{:?}", host.faults().list());
    for _ in 0..30 {
        host.step(&mut world, Input::default());
    }
    assert!(host.faults().is_empty(), "{:?}", host.faults().list());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sim_runs_to_its_end_and_names_the_error_once_with_its_count() {
    let dir = broken_lara_mod("sim");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(["sim", "data/demo/demo.phd", "--ticks", "60", "--scripts"])
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("simulated 60 ticks"), "{stdout}");
    let file = dir.join("lara/player.lua").display().to_string();
    let init_lines = stderr
        .lines()
        .filter(|l| l.starts_with(&format!("{file}:")))
        .count();
    assert_eq!(init_lines, 1, "the init error is printed once: {stderr}");
    assert!(
        stderr.contains("script errors: ") && stderr.contains(&format!("1× {file}:")),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
