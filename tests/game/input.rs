//! The input side of "Lara plays": input files replayed by `sim --input`,
//! demo data in levels made by the builder (TR1–TR3 layouts) and in the
//! real files, `sim --demo`, and `play --record` replayed by `sim`.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tombrs::app::demo::{word_of_input, DemoRun};
use tombrs::app::input_file::Inputs;
use tombrs::builder::assemble::build;
use tombrs::builder::spec::{EntityDef, LevelDef, RoomDef};
use tombrs::format::{write_level, Game};
use tombrs::level::demo::{header_words, Demo, DemoError};
use tombrs::level::Level;
use tombrs::world::Input;

/// A behaviour for Lara that shows each tick's input in the trace: her x is
/// her start x plus the bits pressed (every name of the `input` table).
const ECHO: &str = r#"
local m = {}
function m.init(e) e.state.x0 = e.x end
function m.control(e)
  local sum = 0
  for _, bit in pairs(input) do
    if world.pressed(bit) then sum = sum + bit end
  end
  e.x = e.state.x0 + sum
end
return m
"#;

/// The catalogue override giving Lara the echo behaviour in `game`.
fn types(game: Game) -> String {
    format!(
        "local t = {{}}\nfor k, v in pairs(require(\"objects.{}\")) do t[k] = v end\n\
         t[0] = {{ name = \"Lara\", behaviour = \"test.echo\" }}\nreturn {{ types = t }}\n",
        game.name()
    )
}

fn extension(game: Game) -> &'static str {
    match game {
        Game::Tr1 => "PHD",
        Game::Tr2 | Game::Tr3 => "TR2",
        Game::Tr4 => "TR4",
        Game::Tr5 => "TRC",
    }
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = crate::common::scratch(&format!("input-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Two rooms apart; Lara stands in room 0, the demo starts her in room 1.
fn level_def(demo: Option<Demo>) -> LevelDef {
    LevelDef {
        rooms: vec![
            RoomDef::boxed(0, 0, 5, 5, 0, -8),
            RoomDef::boxed(10, 0, 6, 4, 0, -8),
        ],
        entities: vec![EntityDef::new(0, 0, [2 * 1024 + 512, 0, 2 * 1024 + 512])],
        demo,
        ..Default::default()
    }
}

/// The inputs the demo holds: every action the game has, one tick each,
/// a few idle ticks, then run-jumps.
fn demo_inputs(game: Game) -> Vec<Input> {
    let mut v: Vec<Input> = Input::NAMES
        .iter()
        .map(|&(_, bits)| Input { bits })
        .filter(|&i| word_of_input(game, i) != 0)
        .collect();
    v.extend([Input::default(); 3]);
    v.extend(
        [Input {
            bits: Input::FORWARD | Input::JUMP,
        }; 4],
    );
    v
}

fn known_demo(game: Game) -> Demo {
    Demo {
        pos: [12 * 1024 + 512, -128, 1024 + 512],
        rot: [0, 0xC000, 0],
        room: 1,
        last_gun: (game != Game::Tr1).then_some(1),
        inputs: demo_inputs(game)
            .into_iter()
            .map(|i| word_of_input(game, i))
            .collect(),
    }
}

/// Writes the builder level as `game` into `dir` with the echo mod beside
/// it; returns the level's path and the mod directory.
fn write_game(dir: &Path, def: &LevelDef, game: Game) -> (PathBuf, PathBuf) {
    let path = dir.join(format!("ECHO.{}", extension(game)));
    std::fs::write(&path, write_level(&build(def, game))).unwrap();
    let mods = dir.join("mod");
    std::fs::create_dir_all(mods.join("test")).unwrap();
    std::fs::create_dir_all(mods.join("levels").join(game.name())).unwrap();
    std::fs::write(mods.join("test/echo.lua"), ECHO).unwrap();
    std::fs::write(
        mods.join("levels").join(game.name()).join("ECHO.lua"),
        types(game),
    )
    .unwrap();
    (path, mods)
}

fn tombrs(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(args)
        .output()
        .unwrap()
}

fn ok(out: &Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Lara's (position, yaw, room) on each line of a trace.
fn lara_track(trace: &str) -> Vec<([i64; 3], i64, i64)> {
    trace
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let lara = v["entities"]
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["type"] == 0)
                .unwrap();
            let pos = lara["pos"].as_array().unwrap();
            (
                [0, 1, 2].map(|k| pos[k].as_i64().unwrap()),
                lara["yaw"].as_i64().unwrap(),
                lara["room"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn demo_data_of_builder_levels_decodes_in_each_layout() {
    for game in [Game::Tr1, Game::Tr2, Game::Tr3] {
        let demo = known_demo(game);
        let raw = build(&level_def(Some(demo.clone())), game);
        // The block's layout: TR1's header is 7 words, TR2/TR3 add the gun.
        let head = header_words(game).unwrap();
        let words: Vec<u32> = raw
            .demo_data
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(words.len(), head + demo.inputs.len() + 1, "{game:?}");
        assert_eq!(
            words[..7],
            [12 * 1024 + 512, (-128i32) as u32, 1536, 0, 0xC000, 0, 1]
        );
        assert_eq!(words[head], demo.inputs[0], "{game:?}: first input");
        assert_eq!(*words.last().unwrap(), 0xFFFF_FFFF);
        if game != Game::Tr1 {
            assert_eq!(words[7], 1, "{game:?}: last gun type");
        }
        // Through the file and the level model.
        let level = Level::load(&write_level(&raw), Some(extension(game))).unwrap();
        let decoded = level.demo().unwrap();
        assert_eq!(decoded.demo, demo, "{game:?}");
        assert!(decoded.notes.is_empty(), "{:?}", decoded.notes);
        assert!(decoded.demo.starts_inside(&level.rooms));
        let run = DemoRun::of(&level).unwrap();
        assert_eq!(run.inputs, demo_inputs(game), "{game:?}");
        assert!(run.notes.is_empty(), "{:?}", run.notes);
        assert_eq!(run.demo.rotation(), [0, 0xC000, 0]);
    }
    // TR4/TR5 have no demo block: the builder leaves it out.
    for game in [Game::Tr4, Game::Tr5] {
        let raw = build(&level_def(Some(known_demo(game))), game);
        assert!(raw.demo_data.is_empty());
        let level = Level::from_raw(&raw).unwrap();
        assert_eq!(level.demo().unwrap_err(), DemoError::NotInGame(game));
    }
    // A start room the level does not have.
    let mut far = known_demo(Game::Tr2);
    far.room = 7;
    let level = Level::from_raw(&build(&level_def(Some(far)), Game::Tr2)).unwrap();
    assert_eq!(
        level.demo().unwrap_err().to_string(),
        "demo data: Lara's start room 7 does not exist (the level has 2 rooms)"
    );
}

#[test]
fn sim_demo_starts_lara_at_the_demo_and_feeds_its_inputs() {
    let dir = scratch("demo");
    for game in [Game::Tr1, Game::Tr2, Game::Tr3] {
        let demo = known_demo(game);
        let (level, mods) = write_game(&dir, &level_def(Some(demo.clone())), game);
        let trace = dir.join(format!("{}.trace", game.name()));
        let out = tombrs(&[
            "sim".as_ref(),
            level.as_os_str(),
            "--demo".as_ref(),
            "--scripts".as_ref(),
            mods.as_os_str(),
            "--trace".as_ref(),
            trace.as_os_str(),
        ]);
        let stdout = ok(&out);
        let want = demo_inputs(game);
        assert!(
            stdout.contains(&format!(
                "demo: {} ticks ({:.1} s) from (12800, -128, 1536) in room 1 (inside it)",
                want.len(),
                want.len() as f64 / 30.0
            )),
            "{stdout}"
        );
        // One trace line per demo tick (the default length): Lara stays in
        // the demo's room, facing its way, with each tick's input on her x.
        let track = lara_track(&std::fs::read_to_string(&trace).unwrap());
        assert_eq!(track.len(), want.len(), "{game:?}");
        for (t, (pos, yaw, room)) in track.iter().enumerate() {
            assert_eq!(
                (pos[0] - demo.pos[0] as i64, pos[1], pos[2], *yaw, *room),
                (want[t].bits as i64, -128, 1536, 0xC000, 1),
                "{game:?} tick {}",
                t + 1
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A demo begins as the original's does (TRX tr1 phase_demo.c): the
/// gameplay generator seeded with 0xD371F947 whatever the run's seed, and
/// no fan fix on; `sim --demo --fix` is refused.
#[test]
fn a_demo_begins_on_the_originals_seed_without_fixes() {
    use tombrs::world::{Rng, World};
    let level =
        Level::from_raw(&build(&level_def(Some(known_demo(Game::Tr1))), Game::Tr1)).unwrap();
    let mut world = World::new(std::sync::Arc::new(level), 7);
    world.set_fix("bear_ai", true);
    DemoRun::of(world.level())
        .unwrap()
        .begin(&mut world)
        .unwrap();
    let mut original = Rng::new(0xD371_F947);
    for _ in 0..8 {
        assert_eq!(world.rng_mut().next_u15(), original.next_u15());
    }
    assert!(world.fixes().is_empty());
    let dir = scratch("demofix");
    let (path, _) = write_game(&dir, &level_def(Some(known_demo(Game::Tr1))), Game::Tr1);
    let out = tombrs(&[
        "sim".as_ref(),
        path.as_os_str(),
        "--demo".as_ref(),
        "--fix".as_ref(),
        "bear_ai".as_ref(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("--fix does not apply to --demo"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A behaviour for Lara that rolls the world's generator three times as it
/// binds and, on its first tick, puts the next roll on her x.
const ROLLER: &str = r#"
local m = {}
function m.init(e) for _ = 1, 3 do world.random() end end
function m.control(e)
  if not e.state.rolled then
    e.state.rolled = true
    e.x = world.random()
  end
end
return m
"#;

/// The originals seed their generators again once the level's items are
/// initialised (TRX tr1 phase_demo.c M_Start): rolls taken as the scripts
/// bind are not the demo's, and its first tick rolls the seed's first.
#[test]
fn a_demo_seeds_its_generators_again_once_the_scripts_are_bound() {
    use tombrs::world::Rng;
    let dir = scratch("demoseed");
    let game = Game::Tr1;
    let (level, mods) = write_game(&dir, &level_def(Some(known_demo(game))), game);
    std::fs::write(mods.join("test/echo.lua"), ROLLER).unwrap();
    let trace = dir.join("roll.trace");
    ok(&tombrs(&[
        "sim".as_ref(),
        level.as_os_str(),
        "--demo".as_ref(),
        "--ticks".as_ref(),
        "1".as_ref(),
        "--scripts".as_ref(),
        mods.as_os_str(),
        "--trace".as_ref(),
        trace.as_os_str(),
    ]));
    let track = lara_track(&std::fs::read_to_string(&trace).unwrap());
    let first = Rng::new(0xD371_F947).next_u15() as i64;
    assert_eq!(track[0].0[0], first);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sim_demo_on_a_level_without_demo_data_names_the_file() {
    let dir = scratch("nodemo");
    for game in [Game::Tr1, Game::Tr4] {
        let (level, _) = write_game(&dir, &level_def(None), game);
        let out = tombrs(&["sim".as_ref(), level.as_os_str(), "--demo".as_ref()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        let why = if game == Game::Tr1 {
            "the level has no demo data (its demo block is empty)"
        } else {
            "TR4 levels hold no demo data"
        };
        assert!(
            err.contains(&format!("{}: {why}", level.display())),
            "{err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_input_file_replays_the_same_as_its_raw_lines() {
    let dir = scratch("file");
    let game = Game::Tr3;
    let (level, mods) = write_game(&dir, &level_def(None), game);
    let ticks: Vec<Input> = [
        vec![Input::default(); 5],
        vec![
            Input {
                bits: Input::FORWARD
            };
            20
        ],
        vec![
            Input {
                bits: Input::FORWARD | Input::SPRINT
            };
            7
        ],
        vec![Input {
            bits: Input::DUCK | Input::FLARE,
        }],
        vec![Input { bits: Input::JUMP }; 3],
        vec![Input::default(); 2],
    ]
    .concat();
    let raw = dir.join("raw.txt");
    let text: String = ticks.iter().map(|i| format!("{}\n", i.bits)).collect();
    std::fs::write(&raw, text).unwrap();
    let short = dir.join("short.txt");
    let inputs = Inputs::from_ticks(ticks.iter().copied());
    inputs
        .write(&short, "a walkthrough\nwritten by a test")
        .unwrap();
    let written = std::fs::read_to_string(&short).unwrap();
    assert_eq!(
        written,
        "# a walkthrough\n# written by a test\n5*none\n20*forward\n7*forward+sprint\n\
         duck+flare\n3*jump\n2*none\n"
    );
    let run = |input: &Path, name: &str| {
        let trace = dir.join(name);
        let stdout = ok(&tombrs(&[
            "sim".as_ref(),
            level.as_os_str(),
            "--input".as_ref(),
            input.as_os_str(),
            "--scripts".as_ref(),
            mods.as_os_str(),
            "--trace".as_ref(),
            trace.as_os_str(),
        ]));
        assert!(stdout.contains("simulated 38 ticks"), "{stdout}");
        std::fs::read_to_string(&trace).unwrap()
    };
    let a = run(&raw, "raw.trace");
    let b = run(&short, "short.trace");
    assert_eq!(a, b);
    let track = lara_track(&a);
    let x0 = track[0].0[0];
    let fed: Vec<i64> = track.iter().map(|(p, _, _)| p[0] - x0).collect();
    assert_eq!(fed, ticks.iter().map(|i| i.bits as i64).collect::<Vec<_>>());
    // A bad line stops the run with file and line named.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "3*forward\n# fine\nforwrad+jump\n").unwrap();
    let out = tombrs(&[
        "sim".as_ref(),
        level.as_os_str(),
        "--input".as_ref(),
        bad.as_os_str(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.starts_with(&format!(
            "tombrs: {}:3: unknown input \"forwrad\"",
            bad.display()
        )),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "frontend")]
#[test]
fn play_records_what_it_feeds_and_sim_replays_it_to_the_same_trace() {
    let dir = scratch("record");
    let game = Game::Tr2;
    let demo = known_demo(game);
    let (level, mods) = write_game(&dir, &level_def(Some(demo)), game);
    let (rec, play_trace, sim_trace) = (
        dir.join("rec.txt"),
        dir.join("play.trace"),
        dir.join("sim.trace"),
    );
    let out = Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .arg("play")
        .arg(&level)
        .args(["--demo", "--ticks", "45", "--scripts"])
        .arg(&mods)
        .arg("--record")
        .arg(&rec)
        .arg("--trace")
        .arg(&play_trace)
        .env("SDL_VIDEODRIVER", "offscreen")
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .output()
        .unwrap();
    let stdout = ok(&out);
    let recorded = Inputs::read(&rec).unwrap();
    let play = std::fs::read_to_string(&play_trace).unwrap();
    assert_eq!(recorded.len(), 45, "{stdout}");
    assert!(stdout.contains(", 45 ticks"), "{stdout}");
    assert_eq!(recorded.len(), play.lines().count() as u64);
    assert!(stdout.contains(&format!("recorded {} ticks", recorded.len())));
    // From tick 0: the demo's inputs first (then none: no keys are down).
    let want = demo_inputs(game);
    let fed: Vec<Input> = recorded.iter().collect();
    let n = fed.len().min(want.len());
    assert_eq!(fed[..n], want[..n]);
    assert!(fed[n..].iter().all(|i| i.bits == 0));
    let text = std::fs::read_to_string(&rec).unwrap();
    assert!(text.starts_with("# tombrs play --record: "), "{text}");
    assert!(text.contains("--demo"), "{text}");
    // The recording replayed headless gives the play session's trace.
    ok(&tombrs(&[
        "sim".as_ref(),
        level.as_os_str(),
        "--demo".as_ref(),
        "--input".as_ref(),
        rec.as_os_str(),
        "--scripts".as_ref(),
        mods.as_os_str(),
        "--trace".as_ref(),
        sim_trace.as_os_str(),
    ]));
    assert_eq!(std::fs::read_to_string(&sim_trace).unwrap(), play);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn real_levels_demo_blocks() {
    let Some(paths) = common::real_levels() else {
        return;
    };
    for path in paths.iter().take(3) {
        let level =
            Level::load(&std::fs::read(path).unwrap(), common::ext(path).as_deref()).unwrap();
        match level.demo() {
            Err(DemoError::Empty) => {
                assert!(level.demo_data.is_empty());
                eprintln!("{}: no demo data", path.display());
            }
            Ok(d) => {
                eprintln!(
                    "{}: {} bytes, {}",
                    path.display(),
                    level.demo_data.len(),
                    DemoRun::of(&level).unwrap().summary(&level)
                );
                assert!(d.demo.starts_inside(&level.rooms), "{}", path.display());
            }
            Err(e) => panic!("{}: {e}", path.display()),
        }
    }
}
