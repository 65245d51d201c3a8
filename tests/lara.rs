//! Lara plays: recorded inputs replayed headless through `tombrs sim`, with
//! assertions on the trace; random input on every real level.

mod common;

use std::path::Path;
use std::process::Command;

/// Expands a walk file (`N*input`, `-` for nothing, `#` comments) into one
/// line per tick.
fn expand(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (n, v) = match line.split_once('*') {
            Some((n, v)) if n.chars().all(|c| c.is_ascii_digit()) => {
                (n.parse::<usize>().unwrap(), v.trim())
            }
            _ => (1, line),
        };
        let v = if v == "-" { "" } else { v };
        out.extend(std::iter::repeat_n(v.to_string(), n));
    }
    out
}

/// One tick of Lara in the trace.
#[derive(Debug, Clone)]
struct Tick {
    pos: [i64; 3],
    room: i64,
    state: i64,
    entities: Vec<serde_json::Value>,
}

/// Runs `sim` on `level` with `inputs` and returns Lara's ticks and stderr.
fn sim(level: &Path, inputs: &[String], seed: u32) -> (Vec<Tick>, String) {
    let dir = std::env::temp_dir().join(format!("tombrs-lara-{}-{seed}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let name = level.file_name().unwrap().to_string_lossy().to_string();
    let input = dir.join(format!("{name}.in"));
    let trace = dir.join(format!("{name}.json"));
    std::fs::write(&input, inputs.join("\n") + "\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .arg("sim")
        .arg(level)
        .args([
            "--ticks",
            &inputs.len().to_string(),
            "--seed",
            &seed.to_string(),
        ])
        .arg("--input")
        .arg(&input)
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
                entities,
            }
        })
        .collect();
    (ticks, stderr)
}

#[test]
fn the_demo_walk_pulls_the_lever_and_jumps_the_spike_pit() {
    let walk = expand(include_str!("walks/demo.txt"));
    for level in [
        "data/demo/demo.tr4",
        "data/demo/demo.phd",
        "data/demo/demo-tr2.tr2",
    ] {
        let (ticks, stderr) = sim(Path::new(level), &walk, 0);
        assert!(
            !stderr.contains("Error"),
            "{level}: script errors: {stderr}"
        );
        // The lever (entity 1) is pulled into its "on" state and the door
        // (entity 2) it opens becomes active.
        let lever_on = ticks.iter().position(|t| t.entities[1]["state"] == 1);
        let door_open = ticks.iter().position(|t| t.entities[2]["active"] == true);
        assert!(lever_on.is_some(), "{level}: the lever was never pulled");
        assert!(door_open.is_some(), "{level}: the door never opened");
        // She pulls the lever standing in front of it, in its trigger sector.
        let pull = ticks
            .iter()
            .position(|t| t.state == 40)
            .expect("the switch state");
        assert_eq!(ticks[pull].pos[0] / 1024, 2, "{level}");
        assert_eq!(ticks[pull].pos[2] / 1024, 1, "{level}");
        // Through the door into the gap, over the pit (x 12–13) without
        // ever being below floor level, and on into the ledge room.
        let gap = ticks
            .iter()
            .position(|t| t.room == 1)
            .expect("the gap room");
        assert!(
            gap > door_open.unwrap(),
            "{level}: through the door after it opened"
        );
        assert!(
            ticks.iter().all(|t| t.pos[1] <= 0),
            "{level}: Lara fell below the corridor floor"
        );
        let over_pit: Vec<_> = ticks
            .iter()
            .filter(|t| (12 * 1024..14 * 1024).contains(&t.pos[0]) && t.room == 1)
            .collect();
        assert!(!over_pit.is_empty(), "{level}: never crossed the pit");
        assert!(
            over_pit.iter().all(|t| t.pos[1] < 0),
            "{level}: she touched down in the pit"
        );
        let last = ticks.last().unwrap();
        assert_eq!(last.room, 2, "{level}: ends in the ledge room");
        assert_eq!(last.state, 2, "{level}: standing at the ledge wall");
        assert!(
            last.pos[0] > 21 * 1024 - 200,
            "{level}: at the ledge wall, {:?}",
            last.pos
        );
        // Nothing moves her more than a run jump's step in one tick.
        for w in ticks.windows(2) {
            let d: i64 = (0..3)
                .map(|k| (w[1].pos[k] - w[0].pos[k]).abs())
                .max()
                .unwrap();
            assert!(d < 300, "{level}: a jump of {d} units in one tick");
        }
    }
}

/// A deterministic stream of held inputs: each held for 10–40 ticks.
fn random_inputs(ticks: usize, seed: u64) -> Vec<String> {
    let names = [
        "forward", "back", "left", "right", "jump", "action", "walk", "roll",
    ];
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut next = || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let mut out = Vec::with_capacity(ticks);
    while out.len() < ticks {
        let mut held = Vec::new();
        for n in names {
            if next() % 4 == 0 {
                held.push(n);
            }
        }
        let hold = 10 + next() % 30;
        out.extend(std::iter::repeat_n(held.join("+"), hold));
    }
    out.truncate(ticks);
    out
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
        for w in ticks.windows(2) {
            let d: i64 = (0..3)
                .map(|k| (w[1].pos[k] - w[0].pos[k]).abs())
                .max()
                .unwrap();
            assert!(d < 1100, "{}: teleported {d} units", level.display());
        }
    }
}
