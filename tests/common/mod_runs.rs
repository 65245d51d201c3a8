//! What `tests/mods.rs` runs its mods with: scratch folders, the sample
//! mods, `tombrs` and `tombrs sim --mod` as processes and their traces read
//! back tick by tick, mod folders written on the spot.

use std::path::{Path, PathBuf};

/// A fresh scratch folder (`target/tmp/mods-NAME`) for test `name`.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = crate::common::scratch(&format!("mods-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// A sample mod of `examples/mods/`.
pub fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/mods")
        .join(name)
}

/// The demo level's file.
pub fn demo_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.phd")
}

/// One tick of a trace: its entities by index and its events.
pub struct Tick {
    pub entities: std::collections::BTreeMap<i64, serde_json::Value>,
    pub events: Vec<String>,
}

impl Tick {
    /// The entity of slot `index`.
    pub fn entity(&self, index: i64) -> &serde_json::Value {
        &self.entities[&index]
    }

    /// A number of entity `index`'s record.
    pub fn int(&self, index: i64, field: &str) -> i64 {
        self.entity(index)[field].as_i64().expect("a number")
    }

    /// Entity `index`'s position.
    pub fn pos(&self, index: i64) -> [i64; 3] {
        let p = &self.entity(index)["pos"];
        [0, 1, 2].map(|i| p[i].as_i64().expect("a coordinate"))
    }

    /// True when an event of the tick starts with `prefix`.
    pub fn has(&self, prefix: &str) -> bool {
        self.events.iter().any(|e| e.starts_with(prefix))
    }
}

/// `tombrs sim LEVEL --input (input) --mod M...` with a trace: the ticks,
/// and stderr (checked free of script errors and warnings).
pub fn sim(level: &Path, input: &str, mods: &[PathBuf], name: &str) -> (Vec<Tick>, String) {
    let dir = temp_dir(&format!("sim-{name}"));
    let input_file = dir.join("input.txt");
    std::fs::write(&input_file, input).expect("the input");
    let trace = dir.join("trace.jsonl");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"));
    cmd.arg("sim").arg(level).arg("--input").arg(&input_file);
    for m in mods {
        cmd.arg("--mod").arg(m);
    }
    let out = cmd
        .arg("--trace")
        .arg(&trace)
        .output()
        .expect("tombrs runs");
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "{stderr}");
    assert!(
        !stderr.contains("[lua Error]") && !stderr.contains("[lua Warn"),
        "{stderr}"
    );
    let ticks = std::fs::read_to_string(&trace)
        .expect("the trace")
        .lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("a trace line");
            let entities = v["entities"]
                .as_array()
                .expect("entities")
                .iter()
                .map(|e| (e["index"].as_i64().expect("an index"), e.clone()))
                .collect();
            let events = v["events"]
                .as_array()
                .expect("events")
                .iter()
                .map(|e| e.as_str().expect("an event").to_string())
                .collect();
            Tick { entities, events }
        })
        .collect();
    (ticks, stderr)
}

/// The first tick (0-based) at which `pred` holds.
pub fn first(ticks: &[Tick], what: &str, pred: impl Fn(&Tick) -> bool) -> usize {
    ticks
        .iter()
        .position(pred)
        .unwrap_or_else(|| panic!("never: {what}"))
}

/// True when `tick` has a sound `id` made by entity `index`.
pub fn sounds(tick: &Tick, id: u16, index: i64) -> bool {
    tick.events.iter().any(|e| {
        e.starts_with(&format!("Sound {{ sound: {id}, "))
            && e.contains(&format!("entity: Some(EntityId {{ index: {index}, "))
    })
}

/// The distance on the ground between entities `a` and `b`.
pub fn apart(t: &Tick, a: i64, b: i64) -> f64 {
    let (p, q) = (t.pos(a), t.pos(b));
    ((p[0] - q[0]) as f64).hypot((p[2] - q[2]) as f64)
}

/// `tombrs ARGS` run in the crate: (success, stdout, stderr).
pub fn tombrs(args: &[&std::ffi::OsStr]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(args)
        .output()
        .expect("tombrs runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// A mod `name` in `parent` with `manifest` and the files `(path, text)`
/// under its `scripts/`.
pub fn write_mod(parent: &Path, name: &str, manifest: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = parent.join(name);
    std::fs::create_dir_all(dir.join("scripts")).unwrap();
    std::fs::write(dir.join("mod.toml"), manifest).unwrap();
    for (path, text) in files {
        let file = dir.join("scripts").join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }
    dir
}

/// A file of the shipped scripts.
pub fn shipped(rel: &str) -> PathBuf {
    tombrs::script::shipped_scripts().join(rel)
}
