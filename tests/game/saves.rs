//! Saved games (src/save.rs, docs/save-format.md): a save taken mid-play and
//! loaded into a fresh world and script host goes on exactly as the game
//! that never saved (the same trace, tick for tick), on the bundled demo and
//! on every real level; damaged, truncated, foreign and future files are
//! refused with a message, and a crash mid-write leaves the last save whole.

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tombrs::level::Level;
use tombrs::save::{SaveError, SaveGame};
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::trace::trace_line;
use tombrs::world::{Input, World};

/// Ticks played before the save, then after it.
const BEFORE: usize = 450;
const AFTER: usize = 450;
/// The world's seed.
const SEED: u32 = 7;

fn demo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4")
}

fn load(path: &Path) -> Arc<Level> {
    let bytes = std::fs::read(path).unwrap();
    Arc::new(Level::load(&bytes, common::ext(path).as_deref()).unwrap())
}

/// A fresh world and host of `level`, bound (entities initialised) or not.
fn fresh(level: &Arc<Level>, bind: bool) -> (World, ScriptHost) {
    let mut world = World::new(level.clone(), SEED);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    if bind {
        host.bind_all(&mut world);
    }
    (world, host)
}

/// The input bits of each tick of `ticks` random held inputs.
fn inputs(ticks: usize, seed: u64) -> Vec<u32> {
    common::random_held_inputs(ticks, seed)
        .into_iter()
        .flat_map(|(hold, bits)| std::iter::repeat_n(bits, hold))
        .collect()
}

/// Plays `bits` from tick `from`, one trace line a tick.
fn play(world: &mut World, host: &mut ScriptHost, bits: &[u32]) -> Vec<String> {
    bits.iter()
        .map(|&b| {
            host.step(world, Input { bits: b });
            let mut line = String::new();
            trace_line(world, &mut line);
            line
        })
        .collect()
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = crate::common::scratch(&format!("saves-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Saves after `BEFORE` ticks, loads into a fresh world and host, and
/// checks the next `AFTER` ticks against a run that never saved.
fn save_load_continue(path: &Path, seed: u64) {
    let level = load(path);
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let bits = inputs(BEFORE + AFTER, seed);
    let (mut world, mut host) = fresh(&level, true);
    let straight = play(&mut world, &mut host, &bits);

    let (mut world, mut host) = fresh(&level, true);
    play(&mut world, &mut host, &bits[..BEFORE]);
    let (save, skipped) = SaveGame::capture(&world, &host, &name);
    assert!(
        skipped.is_empty(),
        "{name}: left out of the save: {skipped:?}"
    );
    let dir = temp_dir(&format!("trace-{seed}"));
    let file = dir.join("slot1.sav");
    save.write(&file).unwrap();
    drop((world, host));

    let loaded = SaveGame::read(&file).unwrap();
    assert_eq!(loaded, save, "{name}: the file gives back what was saved");
    let (mut world, mut host) = fresh(&level, false);
    loaded.apply(&mut world, &mut host).unwrap();
    let resumed = play(&mut world, &mut host, &bits[BEFORE..]);
    common::assert_same(
        &straight[BEFORE..].join(""),
        &resumed.join(""),
        &format!("{name}: the trace after loading"),
    );
    common::assert_no_script_error(&host, &name);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_loaded_save_goes_on_as_if_never_saved_on_the_demo() {
    save_load_continue(&demo(), 3);
}

#[test]
fn a_loaded_save_goes_on_as_if_never_saved_on_every_real_level() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        save_load_continue(&path, 5);
    }
}

/// A save of the demo after a few ticks, and its file.
fn demo_save(dir: &Path) -> (SaveGame, PathBuf) {
    let level = load(&demo());
    let (mut world, mut host) = fresh(&level, true);
    play(&mut world, &mut host, &inputs(60, 1));
    let (save, _) = SaveGame::capture(&world, &host, "demo");
    let file = dir.join("slot1.sav");
    save.write(&file).unwrap();
    (save, file)
}

/// `json` as a save file's bytes (gzip).
fn gz(json: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(json).unwrap();
    enc.finish().unwrap()
}

#[test]
fn damaged_foreign_and_future_saves_are_refused_with_a_message() {
    let dir = temp_dir("refused");
    let (save, file) = demo_save(&dir);
    let good = std::fs::read(&file).unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p
    };
    // A byte changed in the middle, the file cut short, an empty file, text.
    let mut flipped = good.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x5A;
    for (name, bytes) in [
        ("flipped.sav", flipped),
        ("short.sav", good[..good.len() / 3].to_vec()),
        ("empty.sav", Vec::new()),
        ("text.sav", b"not a save at all".to_vec()),
        (
            "json.sav",
            gz(b"{\"format\": \"tombrs-save\", \"version\": 1"),
        ),
    ] {
        let p = write(name, &bytes);
        match SaveGame::read(&p) {
            Err(e @ SaveError::Damaged { .. }) => {
                assert!(
                    e.to_string().contains(name),
                    "the message names the file: {e}"
                )
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    // Another program's JSON, and a version from the future.
    let json = serde_json::to_value(&save).unwrap();
    let mut other = json.clone();
    other["format"] = "someone-else".into();
    let mut future = json.clone();
    future["version"] = 99.into();
    for (name, doc, says) in [
        ("other.sav", other, "not a save"),
        ("future.sav", future, "version 99"),
    ] {
        let p = write(name, &gz(&serde_json::to_vec(&doc).unwrap()));
        match SaveGame::read(&p) {
            Err(e @ SaveError::Refused { .. }) => assert!(e.to_string().contains(says), "{e}"),
            other => panic!("{name}: {other:?}"),
        }
    }
    // A save of another level is refused by the world it is applied to.
    let real = common::shared("tr1/TEST1.PHD").map(|p| load(&p));
    if let Some(level) = real {
        let (mut world, mut host) = fresh(&level, true);
        let before = world.saved_state();
        let err = save.apply(&mut world, &mut host).unwrap_err();
        assert!(err.contains("tr4") && err.contains("tr1"), "{err}");
        assert_eq!(world.saved_state(), before, "the world is left as it was");
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// A change that makes a save unfit for its level.
type Spoil = fn(&mut SaveGame);

#[test]
fn a_save_whose_indices_do_not_fit_the_level_is_refused_not_a_panic() {
    let dir = temp_dir("hostile");
    let (save, _) = demo_save(&dir);
    let level = load(&demo());
    let cases: [(&str, Spoil); 5] = [
        ("room", |s| s.world.entities[0].room.0 = 9999),
        ("model", |s| {
            s.world.entities[0].model = Some(tombrs::level::ModelId(9999))
        }),
        ("frame", |s| s.world.entities[0].frame = u16::MAX),
        ("flipped", |s| s.world.flipped.push(true)),
        ("entity handle", |s| {
            s.scripts.entities[0]
                .1
                .push((tombrs::script::saved::Plain::Str("who".into()), {
                    tombrs::script::saved::Plain::Entity(tombrs::world::EntityId {
                        index: 60000,
                        generation: 0,
                    })
                }))
        }),
    ];
    for (what, spoil) in cases {
        let mut bad = save.clone();
        spoil(&mut bad);
        let (mut world, mut host) = fresh(&level, false);
        let err = bad.apply(&mut world, &mut host).unwrap_err();
        assert!(!err.is_empty(), "{what}");
        assert!(
            err.contains("entity") || err.contains(what),
            "{what}: the message says what is wrong: {err}"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_crash_while_saving_leaves_the_last_save_whole() {
    let dir = temp_dir("crash");
    let (save, file) = demo_save(&dir);
    // A later save that died mid-write left only its temporary file.
    let tmp = dir.join("slot1.sav.tmp");
    std::fs::write(&tmp, b"\x1f\x8b half a save").unwrap();
    assert_eq!(
        SaveGame::read(&file).unwrap(),
        save,
        "the last save is whole"
    );
    // The next save replaces both, leaving no temporary file.
    save.write(&file).unwrap();
    assert!(!tmp.exists());
    assert_eq!(SaveGame::read(&file).unwrap(), save);
    // A save that cannot be written reports where, and keeps the old one.
    let nowhere = dir.join("no such folder").join("slot1.sav");
    let err = save.write(&nowhere).unwrap_err();
    assert!(err.to_string().contains("no such folder"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_save_killed_between_write_and_rename_leaves_the_older_save_loadable() {
    use tombrs::save::WriteStep;
    let dir = temp_dir("killed");
    let (old, file) = demo_save(&dir);
    // A newer save of a later moment, cut short at each step.
    let level = load(&demo());
    let (mut world, mut host) = fresh(&level, true);
    play(&mut world, &mut host, &inputs(40, 9));
    let (newer, _) = SaveGame::capture(&world, &host, "later");
    assert_ne!(newer, old);
    for step in [WriteStep::HalfWritten, WriteStep::Synced] {
        newer.write_until(&file, step).unwrap();
        let back = SaveGame::read(&file).unwrap();
        assert_eq!(back, old, "killed at {step:?}: the older save is whole");
        // And it still loads onto a fresh world.
        let (mut w, mut h) = fresh(&level, false);
        back.apply(&mut w, &mut h).unwrap();
    }
    // The next whole save replaces it and the leftover temporary file.
    newer.write(&file).unwrap();
    assert_eq!(SaveGame::read(&file).unwrap(), newer);
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn two_hundred_truncated_and_corrupted_saves_are_refused_or_fit_never_a_panic() {
    let dir = temp_dir("two-hundred");
    let (_, file) = demo_save(&dir);
    let good = std::fs::read(&file).unwrap();
    let level = load(&demo());
    let mut refused = 0;
    let mut seed = 0x2545_F491u32;
    for i in 0..200usize {
        let mut bytes = good.clone();
        if i < 100 {
            // Cut at 100 points from nothing to one byte short.
            bytes.truncate(good.len() * i / 100);
        } else {
            // One to four bytes changed at random places.
            for _ in 0..(1 + i % 4) {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                let at = seed as usize % bytes.len();
                bytes[at] ^= 1 + (seed >> 8) as u8 % 255;
            }
        }
        let path = dir.join(format!("bad{i}.sav"));
        std::fs::write(&path, &bytes).unwrap();
        match SaveGame::read(&path) {
            Err(e) => {
                let text = e.to_string();
                assert!(text.contains(&format!("bad{i}.sav")), "{text}");
                refused += 1;
            }
            // A change the checksums cannot see (the gzip header's time
            // stamp) leaves a save that must still load or be refused.
            Ok(save) => {
                let (mut w, mut h) = fresh(&level, false);
                let _ = save.apply(&mut w, &mut h);
            }
        }
    }
    assert!(refused >= 190, "{refused} of 200 refused");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn values_that_are_not_plain_data_are_reported_by_name() {
    let level = load(&demo());
    let (mut world, host) = fresh(&level, true);
    {
        let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
        host.lua()
            .load(
                "local l = world.lara(); l.state.callback = function() end; \
                 l.state.nested = { deep = { fn = print, n = 1 } }; \
                 l.state.friend = l; world.level_state().count = 3",
            )
            .exec()
            .unwrap();
    }
    let (save, skipped) = SaveGame::capture(&world, &host, "demo");
    assert!(
        skipped
            .iter()
            .any(|s| s.contains(".state.callback") && s.contains("function")),
        "{skipped:?}"
    );
    assert!(
        skipped.iter().any(|s| s.contains(".state.nested.deep.fn")),
        "{skipped:?}"
    );
    let lara = world.lara().unwrap();
    let (_, pairs) = save
        .scripts
        .entities
        .iter()
        .find(|(id, _)| *id == lara)
        .unwrap();
    use tombrs::script::saved::Plain;
    assert!(pairs.contains(&(Plain::Str("friend".into()), Plain::Entity(lara))));
    assert!(save
        .scripts
        .level
        .as_ref()
        .unwrap()
        .contains(&(Plain::Str("count".into()), Plain::Int(3))));
}

#[test]
fn tombrs_sim_saves_and_loads_with_the_same_trace() {
    let dir = temp_dir("cli");
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let first = "40*forward\n20*left+forward\n30*jump+forward\n60*none\n";
    let second = "50*right+forward\n30*forward+walk\n70*none\n";
    let all = write("all.txt", &format!("{first}{second}"));
    let a = write("a.txt", first);
    let b = write("b.txt", second);
    let (save, full, tail) = (
        dir.join("s.sav"),
        dir.join("full.jsonl"),
        dir.join("tail.jsonl"),
    );
    let sim = |args: &[&std::ffi::OsStr]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
            .arg("sim")
            .arg(demo())
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    sim(&[
        "--input".as_ref(),
        all.as_os_str(),
        "--trace".as_ref(),
        full.as_os_str(),
    ]);
    sim(&[
        "--input".as_ref(),
        a.as_os_str(),
        "--save".as_ref(),
        save.as_os_str(),
    ]);
    sim(&[
        "--load".as_ref(),
        save.as_os_str(),
        "--input".as_ref(),
        b.as_os_str(),
        "--trace".as_ref(),
        tail.as_os_str(),
    ]);
    let full = std::fs::read_to_string(full).unwrap();
    let lines: Vec<&str> = full.lines().collect();
    let tail = std::fs::read_to_string(tail).unwrap();
    assert_eq!(lines.len(), 300);
    common::assert_same(
        &lines[150..].join("\n"),
        &tail.trim_end().to_string(),
        "the trace after --load",
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_death_brings_back_the_last_save_and_a_crystal_writes_one() {
    use tombrs::app::quicksave::{answer_events, has_save, slot_path};
    use tombrs::world::Event;
    // The quick slot lives beside config.toml: under this test's own folder.
    let dir = temp_dir("quick");
    std::env::set_var("XDG_CONFIG_HOME", &dir);
    let level_path = demo();
    let slot = slot_path(&level_path).unwrap();
    assert!(slot.starts_with(&dir) && !has_save(&level_path));
    let level = load(&level_path);
    let (mut world, mut host) = fresh(&level, true);
    play(&mut world, &mut host, &inputs(40, 2));
    // A script asks for a save (what a TR3 crystal does).
    world.emit(Event::SaveRequest);
    let mut lines = Vec::new();
    assert!(!answer_events(
        &mut world,
        &mut host,
        &level_path,
        &mut lines
    ));
    assert_eq!(lines, ["GAME SAVED"]);
    let saved = world.saved_state();
    // She dies; once her death has played her scripts ask for a restart.
    let lara = world.lara().unwrap();
    world.entity_mut(lara).unwrap().health = 0;
    let mut restarted = false;
    for _ in 0..600 {
        host.step(&mut world, Input::default());
        if world.events().contains(&Event::Restart) {
            restarted = true;
            break;
        }
    }
    assert!(restarted, "her death asked for the level again");
    let mut lines = Vec::new();
    assert!(answer_events(
        &mut world,
        &mut host,
        &level_path,
        &mut lines
    ));
    assert_eq!(lines, ["GAME LOADED"]);
    assert_eq!(world.saved_state(), saved, "back where she saved, alive");
    std::env::remove_var("XDG_CONFIG_HOME");
    let _ = std::fs::remove_dir_all(dir);
}

/// A TR4 room with Lara facing +x and, two sectors ahead of her, a pane of
/// static 50 (TOMB4's SHATTER0) 512 wide and 1024 high on the floor.
fn level_with_pane() -> (Arc<Level>, [i32; 3]) {
    use tombrs::builder::models::MeshDef;
    use tombrs::builder::spec::{StaticDef, StaticMeshDef};
    use tombrs::builder::{EntityDef, LevelDef, Material, RoomDef};
    let lara = [2 * 1024 + 512, 0, 6 * 1024 + 512];
    let pane = [lara[0] + 2048, 0, lara[2]];
    let mut hero = EntityDef::new(0, 0, lara);
    hero.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 12, 12, 0, -16)],
        models: vec![tombrs::builder::hero::hero()],
        entities: vec![hero],
        static_meshes: vec![StaticMeshDef {
            id: 50,
            mesh: MeshDef::cuboid([-256, -1024, -256], [256, 0, 256], Material::Stone),
            solid: true,
        }],
        statics: vec![StaticDef {
            room: 0,
            pos: pane,
            rotation: 0,
            id: 50,
        }],
        ..Default::default()
    };
    let raw = tombrs::builder::build(&def, tombrs::format::Game::Tr4);
    (Arc::new(Level::from_raw(&raw).unwrap()), pane)
}

/// A static broken before the save stays broken after loading it: Lara,
/// walking on through where it stood, goes on tick for tick as in the game
/// that never saved (had the pane come back, it would stop her, as it does
/// one that was never broken).
#[test]
fn a_broken_static_stays_broken_after_loading_and_the_game_goes_on_tick_for_tick() {
    const BREAK_AT: usize = 10;
    const SAVE_AT: usize = 20;
    let (level, pane) = level_with_pane();
    let room = tombrs::level::RoomId(0);
    let bits: Vec<u32> = std::iter::repeat_n(0, 5)
        .chain(std::iter::repeat_n(Input::FORWARD, 115))
        .collect();
    // Bound, played to the break, broken, played to `to`.
    let run_to = |to: usize, broken: bool| {
        let (mut world, mut host) = fresh(&level, true);
        let mut trace = play(&mut world, &mut host, &bits[..BREAK_AT]);
        if broken {
            assert!(world.break_static(room, 0));
        }
        trace.extend(play(&mut world, &mut host, &bits[BREAK_AT..to]));
        (world, host, trace)
    };
    let (straight_world, _, straight) = run_to(bits.len(), true);
    let (standing_world, _, _) = run_to(bits.len(), false);
    let past = |w: &World| w.entities()[0].pos[0];
    assert!(
        past(&straight_world) > pane[0] + 256,
        "she walks through where the pane stood: {}",
        past(&straight_world)
    );
    assert!(
        past(&standing_world) < pane[0] - 256,
        "a pane never broken stops her: {}",
        past(&standing_world)
    );

    let (world, host, _) = run_to(SAVE_AT, true);
    let (save, skipped) = SaveGame::capture(&world, &host, "pane");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(save.world.broken_statics, vec![(room, 0)]);
    let dir = temp_dir("broken-static");
    let file = dir.join("slot1.sav");
    save.write(&file).unwrap();
    let (mut world, mut host) = fresh(&level, false);
    SaveGame::read(&file)
        .unwrap()
        .apply(&mut world, &mut host)
        .unwrap();
    assert!(world.static_broken(room, 0));
    assert!(!world.stopper(room, pane[0], pane[2]));
    assert_eq!(world.snapshot().broken_statics, vec![(room, 0)]);
    let resumed = play(&mut world, &mut host, &bits[SAVE_AT..]);
    common::assert_same(
        &straight[SAVE_AT..].join(""),
        &resumed.join(""),
        "the trace after loading",
    );
    common::assert_no_script_error(&host, "pane");
    let _ = std::fs::remove_dir_all(dir);
}
