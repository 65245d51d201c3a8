//! Lara plays: recorded inputs replayed headless through `tombrs sim`, with
//! assertions on the trace; random input on every real level.

use crate::common;

use std::path::Path;
use std::process::Command;

/// One tick of the trace: Lara's fields, every entity, the events.
#[derive(Debug, Clone)]
struct Tick {
    pos: [i64; 3],
    room: i64,
    state: i64,
    health: i64,
    air: i64,
    entities: Vec<serde_json::Value>,
    events: Vec<String>,
}

impl Tick {
    /// Entity `index` of the level's list (removed ones leave the trace).
    fn entity(&self, index: i64) -> &serde_json::Value {
        self.entities
            .iter()
            .find(|e| e["index"] == index)
            .unwrap_or(&serde_json::Value::Null)
    }

    fn has_event(&self, prefix: &str) -> bool {
        self.events.iter().any(|e| e.starts_with(prefix))
    }
}

/// Runs `sim` on `level` with the input file `input`; the ticks and stderr.
fn sim_file(level: &Path, input: &Path, seed: u32) -> (Vec<Tick>, String) {
    sim_with(level, input, seed, &[])
}

/// Runs `sim` on `level` with the input file `input` and `extra` arguments.
fn sim_with(
    level: &Path,
    input: &Path,
    seed: u32,
    extra: &[&std::ffi::OsStr],
) -> (Vec<Tick>, String) {
    let dir = crate::common::scratch(&format!("lara-{seed}"));
    std::fs::create_dir_all(&dir).unwrap();
    // One trace per level and input file: tests run side by side.
    let name = level.file_name().unwrap().to_string_lossy().to_string();
    let walk = input.file_stem().unwrap().to_string_lossy().to_string();
    let trace = dir.join(format!("{name}-{walk}.json"));
    let out = Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .arg("sim")
        .arg(level)
        .args(["--seed", &seed.to_string()])
        .arg("--input")
        .arg(input)
        .args(extra)
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "sim failed: {stderr}");
    let text = std::fs::read_to_string(&trace).unwrap();
    let ticks = text
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let entities = v["entities"].as_array().unwrap().clone();
            let lara = entities.iter().find(|e| e["type"] == 0).unwrap().clone();
            let p = lara["pos"].as_array().unwrap();
            Tick {
                pos: [0, 1, 2].map(|k| p[k].as_i64().unwrap()),
                room: lara["room"].as_i64().unwrap(),
                state: lara["state"].as_i64().unwrap(),
                health: lara["health"].as_i64().unwrap(),
                air: lara["air"].as_i64().unwrap(),
                entities,
                events: v["events"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| e.as_str().unwrap_or("").to_string())
                    .collect(),
            }
        })
        .collect();
    (ticks, stderr)
}

/// Runs `sim` on `level` with per-tick `inputs`.
fn sim(level: &Path, inputs: &[String], seed: u32) -> (Vec<Tick>, String) {
    let dir = crate::common::scratch(&format!("lara-{seed}"));
    std::fs::create_dir_all(&dir).unwrap();
    // One input file (and so one trace) per call: tests run side by side
    // and may play the same level with the same seed.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let name = level.file_name().unwrap().to_string_lossy().to_string();
    let input = dir.join(format!("{name}-{call}.in"));
    std::fs::write(&input, inputs.join("\n") + "\n").unwrap();
    sim_file(level, &input, seed)
}

/// The first tick satisfying `f`; fails naming `what`.
fn first(ticks: &[Tick], level: &str, what: &str, f: impl Fn(&Tick) -> bool) -> usize {
    ticks
        .iter()
        .position(f)
        .unwrap_or_else(|| panic!("{level}: never {what}"))
}

#[test]
fn the_demo_walk_plays_the_demo_from_start_to_end_in_every_format() {
    let walk = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/walks/demo.txt");
    for level in [
        "data/demo/demo.tr4",
        "data/demo/demo.phd",
        "data/demo/demo-tr2.tr2",
        "data/demo/demo-tr3.tr2",
        "data/demo/demo.trc",
    ] {
        let (t, stderr) = sim_file(Path::new(level), &walk, 0);
        assert!(
            !stderr.contains("Error"),
            "{level}: script errors: {stderr}"
        );
        // The lever (entity 1), pulled standing in its trigger sector (2, 1),
        // opens the door (entity 2) to the gap.
        let pull = first(&t, level, "pulled the lever", |t| t.state == 40);
        assert_eq!(
            [t[pull].pos[0] / 1024, t[pull].pos[2] / 1024],
            [2, 1],
            "{level}"
        );
        let open = first(&t, level, "opened the door", |t| {
            t.entity(2)["active"] == true
        });
        assert_eq!(t[open].entity(1)["state"], 1, "{level}: the lever is down");
        let gap = first(&t, level, "entered the gap", |t| t.room == 1);
        assert!(gap > open, "{level}: through the door after it opened");
        // Over the spike pit (x 12–13 of the gap) she is always in the air.
        let over_pit: Vec<&Tick> = t
            .iter()
            .filter(|t| t.room == 1 && (12 * 1024..14 * 1024).contains(&t.pos[0]))
            .collect();
        assert!(!over_pit.is_empty(), "{level}: never crossed the pit");
        assert!(
            over_pit.iter().all(|t| t.pos[1] < 0),
            "{level}: touched down in the pit"
        );
        // Up the six-click ledge: she hangs from it, then stands on its top.
        let hang = first(&t, level, "hung from the ledge", |t| {
            t.state == 10 && t.room == 2
        });
        let top = first(&t, level, "stood on the ledge", |t| {
            t.room == 2 && t.pos[1] == -1536
        });
        assert!(top > hang, "{level}");
        // Up through the opening into the loft, and the secret.
        let loft = first(&t, level, "reached the loft", |t| {
            t.room == 3 && t.pos[1] == -3072
        });
        let secret = first(&t, level, "found the secret", |t| t.has_event("Secret"));
        assert!(secret > loft && t[secret].room == 3, "{level}");
        // Into the pool, through the low passage, up in the cistern.
        let splash = first(&t, level, "splashed into the pool", |t| {
            t.has_event("Splash")
        });
        assert_eq!(t[splash].room, 4, "{level}");
        let passage = first(&t, level, "swam the passage", |t| {
            t.room == 6 && t.pos[0] / 1024 == 31 && t.pos[1] > 1536
        });
        let surfaced = first(&t, level, "surfaced", |t| t.state == 33);
        assert!(surfaced > passage && t[surfaced].pos[1] == 0, "{level}");
        // Climbs out into the flood room without setting off its flood.
        let out = first(&t, level, "climbed out", |t| t.room == 8);
        assert!(out > surfaced, "{level}");
        assert!(
            !t.iter().any(|t| t.has_event("Flip")),
            "{level}: the room flooded"
        );
        // The key from the den opens the trapdoor (entity 12) at the keyhole
        // (entity 9), used standing in the key trigger's sector (51, 3).
        let key = first(&t, level, "took the key", |t| {
            t.has_event("Notice { text: 'Key")
        });
        let trapdoor = first(&t, level, "opened the trapdoor", |t| {
            t.entity(12)["active"] == true
        });
        assert!(trapdoor > key, "{level}");
        let at = &t[trapdoor];
        assert_eq!([at.pos[0] / 1024, at.pos[2] / 1024], [51, 3], "{level}");
        // The block (entity 10) goes one sector east onto the heavy trigger,
        // which opens the timed door (entity 11).
        let pushed = first(&t, level, "pushed the block", |t| t.state == 36);
        let block_x = |t: &Tick| t.entity(10)["pos"][0].as_i64().unwrap();
        assert_eq!(block_x(&t[pushed - 1]), 52 * 1024 + 512, "{level}");
        assert_eq!(block_x(t.last().unwrap()), 53 * 1024 + 512, "{level}");
        let door = first(&t, level, "opened the timed door", |t| {
            t.entity(11)["active"] == true
        });
        assert!(door > pushed, "{level}");
        // Through it while it is open (its timer: 10 s) to the end trigger, unhurt.
        let through = first(&t, level, "went through the timed door", |t| {
            t.room == 11 && t.pos[0] / 1024 == 55 && t.pos[2] / 1024 == 5
        });
        assert!(through > door, "{level}");
        assert_eq!(
            t[through].entity(11)["active"],
            true,
            "{level}: the door had shut"
        );
        let end = first(&t, level, "reached the end", |t| t.has_event("LevelEnd"));
        assert!(end > through, "{level}");
        assert!(t.iter().all(|t| t.health == 1000), "{level}: she was hurt");
        // Nothing carries her further than a run or a climb in one tick,
        // not even an interaction: she is walked into place in front of a
        // lever, block or keyhole over several ticks.
        for w in t.windows(2) {
            let across = [0, 2].map(|k| (w[1].pos[k] - w[0].pos[k]).abs());
            assert!(
                across[0].max(across[1]) < 300,
                "{level}: moved {across:?} in a tick"
            );
            assert!(
                (w[1].pos[1] - w[0].pos[1]).abs() <= 1024,
                "{level}: vertical jump"
            );
        }
    }
}

#[test]
fn a_closed_door_stops_her() {
    // The demo walk without pulling the lever: the gap's door stays shut
    // and she never gets into the gap.
    let walk = include_str!("../../walks/demo.txt");
    let without_lever: String = walk
        .lines()
        .filter(|l| !l.starts_with("action      # pull the lever"))
        .take_while(|l| !l.contains("forward+jump"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(without_lever.len() < walk.len(), "the walk pulls the lever");
    let dir = crate::common::scratch("door");
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("no-lever.txt");
    std::fs::write(&input, without_lever).unwrap();
    let (t, _) = sim_file(Path::new("data/demo/demo.tr4"), &input, 0);
    assert!(t.len() > 500);
    assert!(
        t.iter().all(|t| t.room == 0),
        "she went through the closed door"
    );
    let furthest = t.iter().map(|t| t.pos[0]).max().unwrap();
    assert!(
        furthest < 8 * 1024 + 512,
        "stopped at the door, got to x {furthest}"
    );
}

/// An input file `name`: the demo walk up to the line starting with
/// `marker`, then `tail`.
fn walk_until(marker: &str, tail: &str, name: &str) -> std::path::PathBuf {
    let walk = include_str!("../../walks/demo.txt");
    let cut = walk.find(marker).expect("the marker is in the walk");
    let dir = crate::common::scratch("walks");
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join(name);
    std::fs::write(&input, format!("{}{tail}", &walk[..cut])).unwrap();
    input
}

#[test]
fn dying_in_the_spike_pit_starts_the_level_again() {
    // The demo walk, but running straight into the pit instead of jumping.
    let input = walk_until(
        "5*forward+jump",
        "60*forward\n150*none\n",
        "into-the-pit.txt",
    );
    let level = "data/demo/demo.tr4";
    let (t, stderr) = sim_file(Path::new(level), &input, 0);
    assert!(!stderr.contains("Error"), "{stderr}");
    let death = first(&t, level, "died", |t| t.has_event("Death"));
    assert!(
        t[death].room == 1 && t[death].pos[1] > 0,
        "{level}: in the pit"
    );
    assert_eq!(t[death + 5].state, 8, "{level}: the death state");
    let restart = first(&t, level, "restarted", |t| t.has_event("Restart"));
    assert!(restart > death, "{level}");
    // Back at the start, whole, with the lever up and its door shut again.
    let again = &t[restart + 1];
    assert_eq!(
        (again.pos, again.room, again.health),
        ([4608, 0, 4608], 0, 1000)
    );
    assert_eq!(again.entity(1)["state"], 0, "the lever is up again");
    assert_eq!(again.entity(2)["active"], false, "the door is shut again");
}

#[test]
fn staying_under_water_drowns_her_and_the_level_starts_again() {
    // The demo walk as far as the dive into the pool, then no input: she
    // treads water on the bottom until her breath is gone.
    let input = walk_until("10*jump+forward", "2300*none\n", "drown.txt");
    let level = "data/demo/demo.tr4";
    let (t, stderr) = sim_file(Path::new(level), &input, 0);
    assert!(!stderr.contains("Error"), "{stderr}");
    let splash = first(&t, level, "went into the water", |t| t.has_event("Splash"));
    assert_eq!(t[splash - 1].air, 1800, "full breath before the dive");
    // A tick of breath per tick under water; the minute runs out.
    assert_eq!(t[splash + 600].air, t[splash + 300].air - 300);
    let out_of_air = first(&t, level, "ran out of air", |t| t.air == 0);
    assert!(
        (1795..=1805).contains(&(out_of_air - splash)),
        "{}",
        out_of_air - splash
    );
    // Then five health a tick until she drowns.
    assert_eq!(t[out_of_air + 20].health, t[out_of_air + 10].health - 50);
    let death = first(&t, level, "drowned", |t| t.has_event("Death"));
    assert!(
        (195..=205).contains(&(death - out_of_air)),
        "{}",
        death - out_of_air
    );
    // The underwater death (44); the demo hero has one death animation (8).
    assert!(
        [8, 44].contains(&t[death + 2].state),
        "{}",
        t[death + 2].state
    );
    let restart = first(&t, level, "restarted", |t| t.has_event("Restart"));
    let again = &t[restart + 1];
    assert_eq!(
        (again.pos, again.health, again.air),
        ([4608, 0, 4608], 1000, 1800)
    );
}

/// Runs `sim` on `level` for `ticks` with mod directory `mods`.
fn sim_mod(level: &Path, mods: &Path, ticks: u32) -> (Vec<Tick>, String) {
    let dir = crate::common::scratch("mod");
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join(format!(
        "blow-{}.in",
        level.file_stem().unwrap().to_string_lossy()
    ));
    std::fs::write(&input, format!("{ticks}*none\n")).unwrap();
    sim_with(level, &input, 0, &["--scripts".as_ref(), mods.as_os_str()])
}

#[test]
fn a_deadly_blow_kills_her_with_the_death_its_source_names() {
    // A mod turns one entity into something that strikes Lara at tick 10,
    // its catalogue parameters naming the boulder death.
    let dir = crate::common::scratch("blow");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("mod")).unwrap();
    std::fs::write(
        dir.join("mod/striker.lua"),
        "local s = {}\nfunction s.init(e) e.awake = true end\n\
         function s.control(e)\n  if world.tick() == 4 then world.lara():hit(100, e) end\n\
           if world.tick() == 10 then world.lara():hit(2000, e) end\nend\nreturn s\n",
    )
    .unwrap();
    let entry =
        "{ name = \"Striker\", behaviour = \"mod.striker\", params = { death = \"boulder\" } }";
    let mut cases = vec![("data/demo/demo.phd".into(), "tr1", "DEMO", 8usize, None)];
    if let Some(tr1) = common::shared("tr1/TEST1.PHD") {
        // TR1's boulder death is Lara's animation 139 (her first is 0).
        cases.push((tr1, "tr1", "TEST1", 1, Some(139)));
    }
    for (level, game, stem, index, anim) in cases {
        let levels = dir.join("levels").join(game);
        std::fs::create_dir_all(&levels).unwrap();
        std::fs::write(
            levels.join(format!("{stem}.lua")),
            format!("return {{ entities = {{ [{index}] = {entry} }} }}\n"),
        )
        .unwrap();
        let level: std::path::PathBuf = level;
        let (t, stderr) = sim_mod(&level, &dir, 120);
        assert!(!stderr.contains("Error"), "{stderr}");
        // A blow that does not kill hurts. TR1's hit animations (125-128)
        // loop on themselves in the level (the original never played
        // them), so she takes the blow standing instead of freezing in one.
        let hit = first(&t, stem, "was hit", |t| t.has_event("Damage"));
        assert_eq!((hit, t[hit].health), (4, 900), "{stem}");
        if anim.is_some() {
            let a = t[hit + 1].entities[0]["anim"].as_i64().unwrap();
            assert!(
                !(125..=128).contains(&a),
                "{stem}: no looping hit animation, not {a}"
            );
        }
        let death = first(&t, stem, "died", |t| t.has_event("Death"));
        assert_eq!(death, 10, "{stem}: the tick of the blow");
        assert_eq!(t[death].health, -1);
        assert!(t[death].has_event("Damage"), "{stem}");
        // The death state; TR1 plays its boulder death under "special".
        assert!([8, 46].contains(&t[death + 5].state), "{stem}");
        let restart = first(&t, stem, "restarted", |t| t.has_event("Restart"));
        assert_eq!(restart - death, 90, "{stem}: three seconds of death");
        if let Some(a) = anim {
            assert_eq!(
                t[death + 1].entities[0]["anim"],
                a,
                "{stem}: the boulder death"
            );
        }
    }
}

#[test]
fn the_roll_turns_her_round_on_tr1() {
    let Some(level) = common::shared("tr1/TEST1.PHD") else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let mut inputs = vec![String::new(); 10];
    inputs.extend(std::iter::repeat_n("roll".to_string(), 3));
    inputs.extend(std::iter::repeat_n(String::new(), 40));
    let (t, stderr) = sim(&level, &inputs, 0);
    assert!(!stderr.contains("Error"), "{stderr}");
    let yaw = |t: &Tick| t.entities[0]["yaw"].as_i64().unwrap();
    let start = &t[9];
    let rolled = first(&t, "TR1", "rolled", |t| t.state == 45);
    let end = t.last().unwrap();
    assert_eq!(end.state, 2, "standing again");
    assert_eq!(
        (yaw(end) - yaw(start)).rem_euclid(65536),
        32768,
        "turned round"
    );
    // She rolled on the way she faced at first (the roll's second half
    // moves backwards once she has turned).
    let (s, e) = (start.pos, end.pos);
    let moved = ((e[0] - s[0]).pow(2) + (e[2] - s[2]).pow(2)) as f64;
    assert!(moved.sqrt() > 600.0, "rolled {} units", moved.sqrt());
    let forward = -(e[2] - s[2]); // she starts facing −z (yaw 32768)
    assert!(forward > 600, "rolled forward, not back: {forward}");
    assert!(rolled > 9);
}

#[test]
fn turning_on_the_spot_speeds_up_into_the_fast_turn_on_tr1() {
    let Some(level) = common::shared("tr1/TEST1.PHD") else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let mut inputs = vec![String::new(); 10];
    inputs.extend(std::iter::repeat_n("left".to_string(), 40));
    let (t, _) = sim(&level, &inputs, 0);
    let yaw = |t: &Tick| t.entities[0]["yaw"].as_i64().unwrap();
    let fast = first(&t, "TR1", "turned fast", |t| t.state == 20);
    // The slow turn's rate grows 45 a tick (409 added, 364 undone: TRX tr1
    // lara/state.c Lara_State_TurnL) and passes 728 on its 9th tick; the
    // fast turn follows where the turn animation allows the change: anim 13
    // (frames 217–247, looping to 219) changes to it only at frames 219–220,
    // so on its second pass, 32 ticks after the turn began at tick 10 (the
    // frame advances before the change is tried: lara/common.c
    // Lara_Animate).
    assert_eq!(fast, 42, "the slow turn sped up into the fast turn");
    // The fast turn: LARA_FAST_TURN (1,456) less the undo (364) a tick,
    // left (TRX tr1 Lara_State_FastTurn, lara/control.c
    // Lara_HandleAboveWater).
    let step = (yaw(&t[fast + 5]) - yaw(&t[fast + 6])).rem_euclid(65536);
    assert_eq!(step, 1092);
}

/// `ticks` of random held inputs (see `common`) as input-file lines (raw bits).
fn random_inputs(ticks: usize, seed: u64) -> Vec<String> {
    common::random_held_inputs(ticks, seed)
        .into_iter()
        .flat_map(|(hold, bits)| std::iter::repeat_n(bits.to_string(), hold))
        .collect()
}

#[test]
fn random_play_on_every_level_raises_no_script_error() {
    let mut levels: Vec<std::path::PathBuf> = vec!["data/demo/demo.tr4".into()];
    match common::real_levels() {
        Some(real) => levels.extend(real),
        None => eprintln!("TR_DATA_DIR not set: random play on the demo only"),
    }
    for level in levels {
        let inputs = random_inputs(3000, 7);
        let (ticks, stderr) = sim(&level, &inputs, 7);
        assert!(
            !stderr.contains("Error"),
            "{}: script errors: {stderr}",
            level.display()
        );
        assert_eq!(ticks.len(), inputs.len());
        // (After a death the level starts again: she is back at her start.)
        for w in ticks.windows(2).filter(|w| !w[0].has_event("Restart")) {
            let d: i64 = (0..3)
                .map(|k| (w[1].pos[k] - w[0].pos[k]).abs())
                .max()
                .unwrap();
            assert!(d < 1100, "{}: teleported {d} units", level.display());
        }
    }
}

/// `def` built as a TR1 level.
fn tr1(def: &tombrs::builder::LevelDef) -> tombrs::level::Level {
    let raw = tombrs::builder::build(def, tombrs::format::Game::Tr1);
    tombrs::level::Level::from_raw(&raw).unwrap()
}

/// A world of `level` with the shipped scripts bound, as the app binds them.
fn scripted(level: tombrs::level::Level) -> (tombrs::world::World, tombrs::script::ScriptHost) {
    use tombrs::script::{HostConfig, ScriptHost};
    let level = std::sync::Arc::new(level);
    let mut world = tombrs::world::World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    (world, host)
}

/// A room with a platform two sectors high falling away along +x in a steep
/// ramp (4 clicks per sector), the demo hero standing on the platform.
fn slope_level() -> tombrs::level::Level {
    slope_level_with([[-8, -8, -4, -4], [-4, -4, 0, 0]])
}

/// [`slope_level`] with the ramp's two sectors' floor corners (00, 01, 10,
/// 11 in clicks) given.
fn slope_level_with(ramp: [[i32; 4]; 2]) -> tombrs::level::Level {
    use tombrs::builder::{EntityDef, LevelDef, RoomDef};
    let mut room = RoomDef::boxed(0, 0, 8, 5, 0, -16);
    for z in 1..=3 {
        for (x, floor) in [(1, [-8; 4]), (2, [-8; 4]), (3, ramp[0]), (4, ramp[1])] {
            room.sector_mut(x, z).floor = floor;
        }
    }
    let mut lara = EntityDef::new(0, 0, [1536, -2048, 2560]);
    lara.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![room],
        models: tombrs::builder::objects::all(),
        entities: vec![lara],
        ..Default::default()
    };
    tr1(&def)
}

#[test]
fn she_slides_down_a_steep_slope_and_stands_at_its_foot() {
    use tombrs::world::Input;
    let (mut world, mut host) = scripted(slope_level());
    let mut states = Vec::new();
    for tick in 0..220 {
        let bits = if tick < 60 { Input::FORWARD } else { 0 };
        host.step(&mut world, Input { bits });
        let e = &world.entities()[0];
        states.push((e.state, e.pos, e.rot[1]));
    }
    // Running onto the ramp she slides (state 24) facing down it…
    let slide = states.iter().position(|s| s.0 == 24).expect("she slid");
    assert_eq!(states[slide].2, 0x4000, "facing down the slope");
    // …and ends standing on the floor at its foot.
    let (state, pos, _) = *states.last().unwrap();
    assert_eq!(state, 2, "standing again");
    assert_eq!(pos[1], 0, "on the floor below the ramp");
    assert!(pos[0] >= 5 * 1024, "past the ramp: {pos:?}");
}

/// On a ramp falling 4 clicks along +x and 3 along +z she slides facing
/// along +x, not down the steepest line: the original takes the quarter
/// the larger tilt points to (TRX tr1 lara/misc.c Lara_TestSlide: z wins
/// only when it tilts more than x).
#[test]
fn a_slide_faces_the_quarter_of_the_larger_tilt() {
    use tombrs::world::Input;
    let level = slope_level_with([[-8, -5, -4, -1], [-4, -4, 0, 0]]);
    let (mut world, mut host) = scripted(level);
    let mut slid = None;
    for tick in 0..120 {
        host.step(
            &mut world,
            Input {
                bits: Input::FORWARD,
            },
        );
        let e = &world.entities()[0];
        if e.state == 24 {
            slid = Some((tick, e.rot[1], e.move_offset));
            break;
        }
    }
    let (tick, yaw, offset) = slid.expect("she slid");
    assert_eq!(yaw, 0x4000, "facing +x at tick {tick}");
    assert_eq!(offset, 0);
}

/// Lara after each of `ticks` steps of a scripted world of `level`, the
/// input of each tick from `input`.
fn lara_ticks(
    level: tombrs::level::Level,
    ticks: usize,
    input: impl Fn(usize) -> u32,
) -> Vec<tombrs::world::Entity> {
    let (mut world, mut host) = scripted(level);
    (0..ticks)
        .map(|t| {
            host.step(&mut world, tombrs::world::Input { bits: input(t) });
            world.entities()[0].clone()
        })
        .collect()
}

/// Lara facing +x at `lara` in a room with a ledge six clicks high from
/// x = 4 sectors on, and `extra` entities.
fn ledge_level(lara: [i32; 3], extra: Vec<tombrs::builder::EntityDef>) -> tombrs::level::Level {
    use tombrs::builder::{EntityDef, LevelDef, RoomDef};
    let mut room = RoomDef::boxed(0, 0, 8, 6, 0, -24);
    for x in 4..=6 {
        for z in 1..=4 {
            room.sector_mut(x, z).floor = [-6; 4];
        }
    }
    let mut me = EntityDef::new(0, 0, lara);
    me.angle = 0x4000;
    let mut entities = vec![me];
    entities.extend(extra);
    let def = LevelDef {
        rooms: vec![room],
        models: tombrs::builder::objects::all(),
        entities,
        ..Default::default()
    };
    tr1(&def)
}

/// Lara's state and position after each of `ticks` steps (see [`lara_ticks`]).
fn positions(
    level: tombrs::level::Level,
    ticks: usize,
    input: impl Fn(usize) -> u32,
) -> Vec<(u16, [i32; 3])> {
    lara_ticks(level, ticks, input)
        .into_iter()
        .map(|e| (e.state, e.pos))
        .collect()
}

#[test]
fn she_shimmies_along_a_ledge_and_lets_go() {
    use tombrs::world::Input;
    // A standing jump's length from the ledge wall: jump at it and catch
    // it as the original grabs, with the wall at her front probe and the
    // edge passing her hands (TRX tr1 lara/misc.c Lara_TestHangJumpUp; the
    // builder's skeleton flies its jumps in the fall), shimmy right (−z
    // when facing +x), let go.
    let t = positions(
        ledge_level([3 * 1024 + 700, 0, 3 * 1024], vec![]),
        160,
        |t| match t {
            0..=1 => Input::JUMP | Input::FORWARD,
            2..=11 => Input::FORWARD,
            12..=49 => Input::ACTION,
            50..=89 => Input::ACTION | Input::RIGHT,
            90..=99 => Input::ACTION,
            _ => 0,
        },
    );
    let hang = t
        .iter()
        .position(|s| s.0 == 10)
        .expect("she caught the ledge");
    let hands = t[hang + 2].1[1];
    let shimmy: Vec<_> = t.iter().filter(|s| s.0 == 31).collect();
    assert!(!shimmy.is_empty(), "she shimmied right");
    assert!(
        shimmy.iter().all(|s| s.1[1] == hands),
        "along the edge, at one height"
    );
    let (before, after) = (t[49].1, t[95].1);
    assert!(
        after[2] < before[2] - 100,
        "right of where she hung: {before:?} {after:?}"
    );
    assert_eq!(after[0], before[0], "still against the wall");
    // Let go: down to the floor, standing.
    let (state, end) = *t.last().unwrap();
    assert_eq!((state, end[1]), (2, 0), "back on the floor");
}

#[test]
fn she_pulls_a_block_back_a_sector() {
    use tombrs::builder::EntityDef;
    use tombrs::world::Input;
    let block = EntityDef::new(48, 0, [3 * 1024 + 512, 0, 2 * 1024 + 512]);
    let level = ledge_level([2 * 1024 + 600, 0, 2 * 1024 + 512], vec![block]);
    let mut world_block = Vec::new();
    let t = {
        let (mut world, mut host) = scripted(level);
        // Grab it, then pull (back) while holding Action.
        (0..90)
            .map(|t| {
                let bits = match t {
                    0..=9 => Input::ACTION,
                    10..=59 => Input::ACTION | Input::BACK,
                    _ => 0,
                };
                host.step(&mut world, Input { bits });
                world_block.push(world.entities()[1].pos);
                (world.entities()[0].state, world.entities()[0].pos)
            })
            .collect::<Vec<_>>()
    };
    assert!(t.iter().any(|s| s.0 == 38), "she took hold");
    assert!(t.iter().any(|s| s.0 == 37), "she pulled");
    assert_eq!(world_block[0][0], 3 * 1024 + 512);
    assert_eq!(
        world_block.last().unwrap()[0],
        2 * 1024 + 512,
        "one sector towards her"
    );
    let end = t.last().unwrap().1;
    assert!(end[0] < 2 * 1024, "she stepped back with it: {end:?}");
}

#[test]
fn she_surfaces_swims_and_dives_again() {
    use tombrs::builder::{EntityDef, LevelDef, RoomDef};
    use tombrs::world::Input;
    // A pool three sectors deep with air above it; Lara steps off its edge.
    let mut pool = RoomDef::boxed(0, 0, 8, 6, 12, 0);
    pool.water = true;
    let mut air = RoomDef::boxed(0, 0, 8, 6, 0, -16);
    for x in 3..=6 {
        for z in 1..=4 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    for x in 1..=2 {
        for z in 1..=4 {
            pool.sector_mut(x, z).wall = true;
            air.sector_mut(x, z).floor = [0; 4];
        }
    }
    let mut me = EntityDef::new(0, 1, [1536, 0, 2560]);
    me.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![pool, air],
        models: tombrs::builder::objects::all(),
        entities: vec![me],
        ..Default::default()
    };
    let level = tr1(&def);
    let t = positions(level, 320, |t| match t {
        0..=59 => Input::FORWARD,
        60..=79 => 0,
        80..=119 => Input::JUMP | Input::BACK,
        120..=137 => Input::JUMP,
        180..=219 => Input::FORWARD,
        220..=239 => Input::JUMP,
        _ => 0,
    });
    let under = t.iter().position(|s| s.1[1] > 256).expect("she went under");
    let surfaced = t.iter().position(|s| s.0 == 33).expect("she surfaced");
    assert!(surfaced > under);
    assert_eq!(t[surfaced].1[1], 0, "at the surface");
    // Surface swimming forward keeps her on the surface, moving.
    let swim: Vec<_> = t[180..220].iter().filter(|s| s.0 == 34).collect();
    assert!(!swim.is_empty(), "she swam at the surface");
    assert!(swim.iter().all(|s| s.1[1] == 0));
    assert!(t[219].1 != t[180].1, "she moved");
    // Jump held at the surface dives her under again.
    let dive = (220..t.len()).find(|&i| t[i].0 == 17).expect("she dove");
    assert!(
        t[dive + 20].1[1] > 64,
        "under water again: {:?}",
        t[dive + 20]
    );
}

#[test]
fn a_puzzle_item_goes_from_the_floor_into_its_hole() {
    use tombrs::builder::{EntityDef, LevelDef, RoomDef};

    use tombrs::world::Input;
    // TR1: puzzle 1 (110) lies a sector ahead of Lara, its hole (118) two
    // sectors further on, both on her line (+x).
    let mut me = EntityDef::new(0, 0, [1536, 0, 2560]);
    me.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 5, 0, -16)],
        models: tombrs::builder::objects::all(),
        entities: vec![
            me,
            EntityDef::new(110, 0, [2 * 1024 + 512, 0, 2560]),
            EntityDef::new(118, 0, [5 * 1024 + 512, 0, 2560]),
        ],
        ..Default::default()
    };
    let (mut world, mut host) = scripted(tr1(&def));
    let item = world.entities()[1].id;
    let mut took = None;
    let mut used = None;
    for t in 0..230 {
        let bits = match t {
            0..=54 => Input::FORWARD | Input::WALK,
            55..=64 => 0,
            65 => Input::ACTION,
            66..=89 => 0,
            90..=174 => Input::FORWARD,
            175..=189 => 0,
            190 => Input::ACTION,
            _ => 0,
        };
        host.step(&mut world, Input { bits });
        if took.is_none() && world.entity(item).is_none() {
            took = Some(t);
        }
        if used.is_none() && world.entities()[2].triggered {
            used = Some((t, world.entities()[0].state));
        }
    }
    let took = took.expect("she took the puzzle item");
    let (used, _) = used.expect("the hole took it");
    assert!((65..90).contains(&took) && used >= 190, "{took} {used}");
    // Used: it is no longer in her inventory, so the hole takes no other.
    let lua = host.lua();
    let left: i64 = lua
        .load("return function(e) return e.state.inventory[110] end")
        .eval::<mlua::Function>()
        .unwrap()
        .call(tombrs::script::bindings::handle_value(lua, Some(world.entities()[0].id)).unwrap())
        .unwrap_or(-1);
    assert_eq!(left, 0, "the item left her inventory");
}

#[test]
fn she_takes_a_pickup_lying_under_water() {
    use tombrs::builder::{EntityDef, LevelDef, RoomDef};
    use tombrs::world::Input;
    // A room full of water with Lara treading in it over a medipack (TR1
    // 93) on the floor; she swims down to it and takes it.
    let mut pool = RoomDef::boxed(0, 0, 6, 5, 0, -16);
    pool.water = true;
    let me = EntityDef::new(0, 0, [1536, -1024, 2560]);
    let def = LevelDef {
        rooms: vec![pool],
        models: tombrs::builder::objects::all(),
        entities: vec![me, EntityDef::new(93, 0, [1536, 0, 2560 + 900])],
        ..Default::default()
    };
    let level = tr1(&def);
    let (mut world, mut host) = scripted(level);
    let item = world.entities()[1].id;
    let mut t = Vec::new();
    let mut took = None;
    for tick in 0..150 {
        let bits = match tick {
            0..=24 => Input::JUMP | Input::FORWARD,
            80 => Input::ACTION,
            _ => 0,
        };
        host.step(&mut world, Input { bits });
        t.push((world.entities()[0].state, world.entities()[0].pos));
        if took.is_none() && world.entity(item).is_none() {
            took = Some(tick);
        }
    }
    // Action pressed once, treading water: she is moved into place (350
    // short of it, 200 above it, levelled out at 2° a tick) over some
    // ticks, then takes it.
    let took = took.expect("she took it");
    assert!(
        (85..140).contains(&took),
        "taken after moving into place ({took})"
    );
    let p = t[took].1;
    let across = ((p[0] - 1536) as f64).hypot((p[2] - (2560 + 900)) as f64);
    assert_eq!(
        (p[1], across.round() as i32),
        (-200, 350),
        "in place: {p:?}"
    );
    assert!(
        t.iter().all(|s| [13, 17, 18, 39].contains(&s.0)),
        "swimming throughout"
    );
}
