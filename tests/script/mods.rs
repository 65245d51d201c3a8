//! Mods: Lara's state handler reloaded while she is in the air (through
//! the watcher `--watch` and `play` use) keeps her arc and her state; the
//! sample mods of `examples/mods/` run by `tombrs sim --mod` on builder
//! levels, each held against the shipped scripts' trace; `tombrs mod new`
//! followed by `mod check`; stacks of mods, their clashes and their
//! requirements.

#[path = "../common/lara_reload.rs"]
mod lara_reload;
#[path = "../common/mod_runs.rs"]
mod mod_runs;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

use lara_reload::LaraReload;
use mod_runs::{
    apart, demo_file, first, sample, shipped, sim, sounds, temp_dir, tombrs, write_mod, Tick,
};

/// The bundled demo level (TR1 layout).
fn demo_level() -> Arc<tombrs::level::Level> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.phd");
    let bytes = std::fs::read(&path).expect("the demo level");
    Arc::new(tombrs::level::Level::load(&bytes, Some("phd")).expect("it loads"))
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
    &world.entities()[world.lara().expect("Lara").index as usize]
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

/// A flat 8 × 5 sector room built as TR1 with the demo's models: Lara in
/// sector (1, 2) facing +x, TR1's teeth spikes (type 37) in sector (3, 2);
/// written to a file for `sim`.
fn spike_room() -> PathBuf {
    use tombrs::builder::{EntityDef, LevelDef, RoomDef};
    let mut lara = EntityDef::new(0, 0, [1024 + 512, 0, 2 * 1024 + 512]);
    lara.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 5, 0, -16)],
        models: tombrs::builder::objects::all(),
        entities: vec![
            lara,
            EntityDef::new(37, 0, [3 * 1024 + 512, 0, 2 * 1024 + 512]),
        ],
        ..Default::default()
    };
    let raw = tombrs::builder::build(&def, tombrs::format::Game::Tr1);
    let path = temp_dir("spike-room").join("spikes.phd");
    std::fs::write(&path, tombrs::format::write_level(&raw)).expect("the level");
    path
}

#[test]
fn spike_floor_springs_under_lara_after_a_click() {
    // She walks slowly onto the spikes' sector and stands there.
    let level = spike_room();
    let input = "150*walk+forward\n100*none\n";
    const LARA: i64 = 0;
    const SPIKES: i64 = 1;
    let (shipped, _) = sim(&level, input, &[], "spike-shipped");
    // TR1's teeth spikes spare a slow walk and a stand (TRX spikes.c).
    assert!(shipped.iter().all(|t| t.int(LARA, "health") == 1000));
    assert!(shipped.iter().all(|t| t.pos(SPIKES)[1] == 0));
    let (floor, stderr) = sim(&level, input, &[sample("spike_floor")], "spike-floor");
    assert!(stderr.contains("mods: spike_floor 1.0.0"), "{stderr}");
    // Sunk a HEIGHT under the floor until she is past the sector's edge
    // (x 3072), then a click: on the tick after she crosses, since items
    // run before Lara in the originals' tick (TRX tr1 phase_game.c: the items'
    // controls, then Lara's).
    let click = first(&floor, "the click", |t| sounds(t, 38, SPIKES));
    assert!(floor[..click].iter().all(|t| t.pos(SPIKES)[1] == 256));
    assert!(floor[click - 1].pos(LARA)[0] > 3 * 1024);
    assert!(floor[click - 2].pos(LARA)[0] <= 3 * 1024);
    // The warning: 15 ticks untouched, then up 128 a tick and harm 50 a
    // tick until she dies where she stands.
    let warning = 15;
    let hurt = first(&floor, "the first harm", |t| t.has("Damage"));
    assert_eq!(hurt, click + warning + 1);
    assert_eq!(floor[hurt].pos(SPIKES)[1], 128);
    assert_eq!(floor[hurt + 1].pos(SPIKES)[1], 0);
    for (k, t) in floor[hurt..hurt + 19].iter().enumerate() {
        assert_eq!(t.int(LARA, "health"), 1000 - 50 * (k as i64 + 1));
    }
    let death = first(&floor, "her death", |t| t.has("Death"));
    assert_eq!(death, hurt + 19);
    // Her last harm was the killing one; the spikes stay up 30 ticks more,
    // then sink 32 a tick back under the floor.
    let sinking = first(&floor[death..], "the spikes sink", |t| t.pos(SPIKES)[1] > 0) + death;
    assert_eq!(sinking, death + 30 + 1);
    for (k, t) in floor[sinking..sinking + 8].iter().enumerate() {
        assert_eq!(t.pos(SPIKES)[1], 32 * (k as i64 + 1));
    }
}

#[test]
fn howling_wolf_howls_at_half_its_hit_points_and_never_comes_back() {
    // The demo walked to the den and the wolf fought with the pistols
    // (tests/walks/wolf_fight.txt).
    let walk = include_str!("../walks/demo.txt");
    let cut = walk.find("424*forward").expect("the den marker");
    let input = format!(
        "{}{}",
        &walk[..cut],
        include_str!("../walks/wolf_fight.txt")
    );
    const LARA: i64 = 0;
    const WOLF: i64 = 6;
    /// TR1's wolf howl (sound 24), its hit points and half of them
    /// (creatures/stats/tr1.lua).
    const HOWL: u16 = 24;
    const FULL: i64 = 6;
    const HALF: i64 = FULL / 2;
    /// Near enough to bite: a wolf that comes back comes this close.
    const BITE: f64 = 512.0;
    let hp = |t: &Tick| t.int(WOLF, "health");
    let (shipped, _) = sim(&demo_file(), &input, &[], "wolf-shipped");
    assert!(!shipped.iter().any(|t| sounds(t, HOWL, WOLF)));
    // The shipped wolf, hurt, comes back to bite.
    assert!(
        shipped
            .iter()
            .any(|t| (1..FULL).contains(&hp(t)) && apart(t, LARA, WOLF) < BITE),
        "the shipped wolf comes back"
    );
    let (howling, _) = sim(&demo_file(), &input, &[sample("howling_wolf")], "wolf-mod");
    let howl = first(&howling, "the howl", |t| sounds(t, HOWL, WOLF));
    assert!(
        hp(&howling[howl - 1]) > HALF && hp(&howling[howl]) <= HALF,
        "it howls as it falls to half: {} -> {}",
        hp(&howling[howl - 1]),
        hp(&howling[howl])
    );
    assert_eq!(
        howling.iter().filter(|t| sounds(t, HOWL, WOLF)).count(),
        1,
        "it howls once"
    );
    let death = first(&howling, "the wolf's death", |t| hp(t) <= 0);
    assert!(death > howl);
    // Afraid from then on, it runs for the boxes furthest from her and
    // never comes back within a bite (her health stays as the howl left it).
    let lara_health = |t: &Tick| t.int(LARA, "health");
    for t in &howling[howl + 1..death] {
        assert!(apart(t, LARA, WOLF) > BITE, "{}", apart(t, LARA, WOLF));
        assert_eq!(lara_health(t), lara_health(&howling[howl]));
    }
}

/// The double jump's input file in docs/modding.md.
fn doc_jump_input() -> &'static str {
    let doc = include_str!("../../docs/modding.md");
    let start = doc
        .find("10*none\n3*jump+forward")
        .expect("the doc's input file");
    let end = doc[start..].find("```").expect("its end") + start;
    &doc[start..end]
}

#[test]
fn double_jump_lifts_lara_once_more_in_the_air() {
    // A standing jump forward, jump pressed again on the way down, and
    // once more: only the first press in the air counts.
    let input = doc_jump_input();
    const PRESS: usize = 34;
    const LARA: i64 = 0;
    /// The mod's LIFT and the demo hero's gravity per tick.
    const LIFT: i64 = 60;
    const GRAVITY: i64 = 6;
    let y = |ticks: &[Tick], i: usize| ticks[i].pos(LARA)[1];
    let (shipped, _) = sim(&demo_file(), input, &[], "jump-shipped");
    let (doubled, stderr) = sim(&demo_file(), input, &[sample("double_jump")], "jump-mod");
    assert!(stderr.contains("mods: double_jump 1.0.0"), "{stderr}");
    for t in 0..PRESS {
        assert_eq!(shipped[t].entity(LARA), doubled[t].entity(LARA), "tick {t}");
    }
    // Falling when the key is pressed; the shipped Lara falls on, the mod's
    // rises at LIFT less a tick's gravity and makes the take-off's sound.
    let falling = y(&shipped, PRESS - 1) - y(&shipped, PRESS - 2);
    assert!(falling > 0, "falling at the press: {falling}");
    assert_eq!(
        y(&shipped, PRESS) - y(&shipped, PRESS - 1),
        falling + GRAVITY
    );
    assert_eq!(y(&doubled, PRESS) - y(&doubled, PRESS - 1), -LIFT + GRAVITY);
    assert!(sounds(&doubled[PRESS], 4, LARA));
    // The second press changes nothing: gravity goes on adding its 6.
    for t in PRESS + 1..PRESS + 12 {
        let step = y(&doubled, t) - y(&doubled, t - 1);
        let before = y(&doubled, t - 1) - y(&doubled, t - 2);
        assert_eq!(step, before + GRAVITY, "tick {t}");
    }
    assert_eq!(doubled.iter().filter(|t| sounds(t, 4, LARA)).count(), 1);
    // Higher and further: she lands later, further on.
    let landed = |ticks: &[Tick]| first(&ticks[PRESS..], "landed", |t| t.pos(LARA)[1] == 0) + PRESS;
    let (l0, l1) = (landed(&shipped), landed(&doubled));
    assert!(l1 > l0 + 10, "{l0} {l1}");
    assert!(doubled[l1].pos(LARA)[0] > shipped[l0].pos(LARA)[0] + 512);
    let top = |ticks: &[Tick]| ticks.iter().map(|t| t.pos(LARA)[1]).min().unwrap_or(0);
    assert!(top(&doubled) < top(&shipped) - 200);
}

#[test]
fn a_new_mod_passes_its_check_and_runs() {
    let mut made = Vec::new();
    for game in ["tr1", "tr4"] {
        let dir = temp_dir(&format!("new-{game}")).join(format!("Fresh-{game}"));
        let (ok, out, err) = tombrs(&[
            "mod".as_ref(),
            "new".as_ref(),
            dir.as_os_str(),
            "--game".as_ref(),
            game.as_ref(),
        ]);
        assert!(ok, "{out}{err}");
        let name = format!("fresh_{game}");
        for file in [
            "mod.toml".to_string(),
            ".luarc.json".to_string(),
            format!("scripts/mods/{name}/catalogue.lua"),
            format!("scripts/mods/{name}/lara.lua"),
        ] {
            assert!(dir.join(&file).is_file(), "{file}");
        }
        // The editor settings point at the shipped scripts and their
        // annotations.
        let luarc: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join(".luarc.json")).unwrap())
                .unwrap();
        let library = PathBuf::from(luarc["workspace.library"][0].as_str().unwrap());
        assert!(library.join("types/tombrs.lua").is_file(), "{library:?}");
        let (ok, out, err) = tombrs(&["mod".as_ref(), "check".as_ref(), dir.as_os_str()]);
        assert!(ok, "{out}{err}");
        assert!(
            out.contains(&format!("mod {name} 0.1.0 ({game}) ok")),
            "{out}"
        );
        // Again, into a folder that is no longer empty: refused.
        let (ok, _, err) = tombrs(&["mod".as_ref(), "new".as_ref(), dir.as_os_str()]);
        assert!(!ok && err.contains("is not empty"), "{err}");
        made.push(dir);
    }
    // The TR1 scaffold's example override runs on a TR1 level.
    let (ticks, stderr) = sim(&demo_file(), "3*none\n", &made[..1], "new-run");
    assert_eq!(ticks.len(), 3);
    assert!(
        stderr.contains("fresh_tr1: Lara runs the mod's behaviour"),
        "{stderr}"
    );
}

/// A manifest for mod `name` needing `requires`.
fn manifest(name: &str, requires: &str) -> String {
    format!("name = \"{name}\"\nversion = \"1.0.0\"\ngames = [\"tr1\"]\nrequires = [{requires}]\n")
}

#[test]
fn mods_stack_report_clashes_and_need_what_they_require() {
    let parent = temp_dir("stack");
    let wolf = std::fs::read_to_string(shipped("creatures/wolf.lua")).unwrap();
    let first = write_mod(
        &parent,
        "first",
        &manifest("first", ""),
        &[("creatures/wolf.lua", &wolf)],
    );
    let second = write_mod(
        &parent,
        "second",
        &manifest("second", "\"first\""),
        &[("creatures/wolf.lua", &wolf)],
    );
    let clash = "warning: mods 'first' and 'second' both replace scripts/creatures/wolf.lua; \
                 'second' (the later) wins";
    // Both loaded: the clash is named on stderr by sim, on stdout by check.
    let (_, stderr) = sim(
        &demo_file(),
        "2*none\n",
        &[first.clone(), second.clone()],
        "stack",
    );
    assert!(stderr.contains(clash), "{stderr}");
    let (ok, out, err) = tombrs(&[
        "mod".as_ref(),
        "check".as_ref(),
        second.as_os_str(),
        "--mod".as_ref(),
        first.as_os_str(),
    ]);
    assert!(ok && out.contains(clash), "{out}{err}");
    // What it requires is missing, or comes after it: both named.
    let (ok, out, _) = tombrs(&["mod".as_ref(), "check".as_ref(), second.as_os_str()]);
    assert!(!ok, "{out}");
    assert!(
        out.contains("mod 'second'") && out.contains("requires mod 'first', which is not loaded"),
        "{out}"
    );
    let level = demo_file();
    let (ok, _, err) = tombrs(&[
        "sim".as_ref(),
        level.as_os_str(),
        "--mod".as_ref(),
        second.as_os_str(),
        "--mod".as_ref(),
        first.as_os_str(),
    ]);
    assert!(
        !ok && err.contains("mod 'second' requires mod 'first', which is loaded after it"),
        "{err}"
    );
    // A level of a game the manifest does not name: played, with a warning.
    let tr2 = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo-tr2.tr2");
    let (ok, _, err) = tombrs(&[
        "sim".as_ref(),
        tr2.as_os_str(),
        "--ticks".as_ref(),
        "2".as_ref(),
        "--mod".as_ref(),
        first.as_os_str(),
    ]);
    assert!(ok, "{err}");
    assert!(
        err.contains("[lua Warn] mod 'first' is made for tr1, not tr2"),
        "{err}"
    );
    // A bad manifest is named by file and line.
    let bad = write_mod(
        &parent,
        "bad",
        "name = \"bad\"\nversion = \"1.0\"\ngames = [\"tr1\"]\n",
        &[],
    );
    let (ok, out, _) = tombrs(&["mod".as_ref(), "check".as_ref(), bad.as_os_str()]);
    assert!(!ok, "{out}");
    let at = format!("{}:2: version \"1.0\"", bad.join("mod.toml").display());
    assert!(out.contains(&at), "{out}");
}

#[test]
fn the_sample_mods_pass_their_check_and_stack_without_a_clash() {
    let samples = ["howling_wolf", "spike_floor", "double_jump"];
    for name in samples {
        let dir = sample(name);
        let (ok, out, err) = tombrs(&["mod".as_ref(), "check".as_ref(), dir.as_os_str()]);
        assert!(ok, "{name}: {out}{err}");
        assert!(!out.contains("warning"), "{name}: {out}");
    }
    let all: Vec<PathBuf> = samples.iter().map(|n| sample(n)).collect();
    let (ticks, stderr) = sim(&demo_file(), "2*none\n", &all, "samples");
    assert_eq!(ticks.len(), 2);
    assert!(
        stderr.contains("mods: howling_wolf 1.0.0, spike_floor 1.0.0, double_jump 1.0.0"),
        "{stderr}"
    );
    assert!(!stderr.contains("warning"), "{stderr}");
}

#[cfg(feature = "frontend")]
#[test]
fn play_loads_the_mods_config_toml_enables() {
    /// Copies the folder `from` into `to`, file by file.
    fn copy_folder(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap().flatten() {
            let target = to.join(entry.file_name());
            if entry.path().is_dir() {
                copy_folder(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), target).unwrap();
            }
        }
    }
    // An installed double_jump, enabled in config.toml: `play` replaying
    // the doc's double jump gives the trace `sim --mod` gives.
    let dir = temp_dir("installed");
    let settings = dir.join("config/tombrs");
    copy_folder(&sample("double_jump"), &settings.join("mods/double_jump"));
    std::fs::write(
        settings.join("config.toml"),
        "[mods]\nenabled = [\"double_jump\"]\n",
    )
    .unwrap();
    let input = dir.join("jump.txt");
    std::fs::write(&input, doc_jump_input()).unwrap();
    let trace = dir.join("play.trace");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .arg("play")
        .arg(demo_file())
        .arg("--input")
        .arg(&input)
        .args(["--ticks", "60", "--trace"])
        .arg(&trace)
        .env("SDL_VIDEODRIVER", "offscreen")
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("mods: double_jump 1.0.0"), "{stderr}");
    let played = std::fs::read_to_string(&trace).unwrap();
    let (simulated, _) = sim(
        &demo_file(),
        doc_jump_input(),
        &[sample("double_jump")],
        "installed",
    );
    assert_eq!(played.lines().count(), 60);
    for (line, tick) in played.lines().zip(&simulated) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let lara = v["entities"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["index"] == 0)
            .unwrap();
        assert_eq!(lara, tick.entity(0));
    }
}
