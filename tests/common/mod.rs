//! Shared helpers of the integration tests: real-file discovery through
//! `TR_DATA_DIR` and small synthetic levels assembled from raw structs.
#![allow(dead_code)]

pub mod arena;
pub mod bestiary;
pub mod controlled;
pub mod fixtures;
pub mod guns;
pub mod images;
pub mod moves;
pub mod quiet;
pub mod sdl;
pub mod traps;
pub mod vehicles;

use std::path::PathBuf;

/// The messages of the script log's lines at `worst` severity or above
/// (`Severity::Error`: errors only; `Severity::Warn`: warnings too).
pub fn script_log_at(
    host: &tombrs::script::ScriptHost,
    worst: tombrs::script::Severity,
) -> Vec<String> {
    use tombrs::script::Severity;
    let rank = |s: Severity| match s {
        Severity::Info => 0,
        Severity::Warn => 1,
        Severity::Error => 2,
    };
    host.log()
        .lines()
        .into_iter()
        .filter(|l| rank(l.severity) >= rank(worst))
        .map(|l| l.message)
        .collect()
}

/// Fails when the script log holds an error.
pub fn assert_no_script_error(host: &tombrs::script::ScriptHost, what: &str) {
    let errors = script_log_at(host, tombrs::script::Severity::Error);
    assert!(errors.is_empty(), "{what}: script errors {errors:#?}");
}

/// The real level files the tests use, relative to `TR_DATA_DIR`.
pub const REAL_LEVELS: [&str; 6] = [
    "tr1/TEST1.PHD",
    "tr2/TEST1.TR2",
    "tr3/TEST1.TR2",
    "tr4/TEST1.TR4",
    "tr5/TEST1.TRC",
    "trle/title.tr4",
];

/// `rel` under `TR_DATA_DIR`, or `None` when it is unset. Panics when it is
/// set but the file is missing.
pub fn shared(rel: &str) -> Option<PathBuf> {
    let dir = std::env::var_os("TR_DATA_DIR")?;
    let p = PathBuf::from(dir).join(rel);
    assert!(
        p.is_file(),
        "TR_DATA_DIR is set but {} is missing",
        p.display()
    );
    Some(p)
}

/// Paths of the real levels, or `None` (with a printed notice) when
/// `TR_DATA_DIR` is unset. Panics when it is set but a file is missing.
pub fn real_levels() -> Option<Vec<PathBuf>> {
    let Some(dir) = std::env::var_os("TR_DATA_DIR") else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping tests on real level files");
        return None;
    };
    let dir = PathBuf::from(dir);
    Some(
        REAL_LEVELS
            .iter()
            .map(|rel| {
                let p = dir.join(rel);
                assert!(
                    p.is_file(),
                    "TR_DATA_DIR is set but {} is missing",
                    p.display()
                );
                p
            })
            .collect(),
    )
}

/// Gives `level` every model (meshes, animations, state changes) of
/// `donor`, so builder rooms hold a real level's Lara and creatures.
pub fn lend_models(level: &mut tombrs::level::Level, donor: tombrs::level::Level) {
    level.meshes = donor.meshes;
    level.mesh_slots = donor.mesh_slots;
    level.models = donor.models;
    level.statics = donor.statics;
    level.animations = donor.animations;
    level.state_changes = donor.state_changes;
    level.dispatches = donor.dispatches;
}

/// `def` built as TR1 with every model taken from `TR_DATA_DIR`'s
/// tr1/TEST1.PHD, so Lara is TR1's own; `None` (the caller skips) without it.
pub fn with_tr1_models(def: &tombrs::builder::LevelDef) -> Option<tombrs::level::Level> {
    use tombrs::level::Level;
    let path = shared("tr1/TEST1.PHD")?;
    let real = Level::load(&std::fs::read(path).unwrap(), Some("phd")).unwrap();
    let raw = tombrs::builder::build(def, tombrs::format::Game::Tr1);
    let mut level = Level::from_raw(&raw).unwrap();
    lend_models(&mut level, real);
    Some(level)
}

/// The file's extension without the dot.
pub fn ext(p: &std::path::Path) -> Option<String> {
    p.extension().and_then(|e| e.to_str()).map(str::to_string)
}

/// Asserts two values are equal, showing only the region of their debug
/// forms where they first differ (levels are too large to print whole).
pub fn assert_same<T: PartialEq + std::fmt::Debug>(a: &T, b: &T, what: &str) {
    if a == b {
        return;
    }
    let (da, db) = (format!("{a:?}"), format!("{b:?}"));
    let at = da
        .bytes()
        .zip(db.bytes())
        .position(|(x, y)| x != y)
        .unwrap_or(da.len().min(db.len()));
    let from = at.saturating_sub(150);
    let window = |s: &str| {
        s.get(from..(at + 150).min(s.len()))
            .unwrap_or("")
            .to_string()
    };
    panic!(
        "{what}: values differ at debug offset {at}:\n  left:  …{}…\n  right: …{}…",
        window(&da),
        window(&db)
    );
}

/// `ticks` of deterministic random held inputs as (ticks held, input bits):
/// each subset of forward/back/left/right/jump/action/walk/roll held for
/// 10–40 ticks (a linear congruential generator seeded with `seed`).
pub fn random_held_inputs(ticks: usize, seed: u64) -> Vec<(usize, u32)> {
    use tombrs::world::Input;
    let keys = [
        Input::FORWARD,
        Input::BACK,
        Input::LEFT,
        Input::RIGHT,
        Input::JUMP,
        Input::ACTION,
        Input::WALK,
        Input::ROLL,
    ];
    random_held_inputs_of(&keys, ticks, seed)
}

/// As [`random_held_inputs`], each subset of `keys` held for 10–40 ticks
/// (each key in about a quarter of the runs).
pub fn random_held_inputs_of(keys: &[u32], ticks: usize, seed: u64) -> Vec<(usize, u32)> {
    let step = |s: u64| {
        s.wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407)
    };
    let mut state = step(seed);
    let mut next = || {
        state = step(state);
        (state >> 33) as usize
    };
    let mut out = Vec::new();
    let mut total = 0;
    while total < ticks {
        let bits = keys
            .iter()
            .filter(|_| next() % 4 == 0)
            .fold(0, |acc, k| acc | k);
        let hold = (10 + next() % 31).min(ticks - total);
        out.push((hold, bits));
        total += hold;
    }
    out
}

/// Evaluates the Lua `code` on `host`'s state with `world` lent to it.
pub fn lua_eval<T: mlua::FromLuaMulti>(
    host: &tombrs::script::ScriptHost,
    world: &mut tombrs::world::World,
    code: &str,
) -> T {
    let _lend = tombrs::script::bindings::WorldGuard::lend(world);
    host.lua().load(code).eval::<T>().unwrap()
}

/// A small deterministic generator (xorshift64*) for the tests' sweeps of
/// corrupted inputs.
pub struct XorShift(pub u64);

impl XorShift {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A value in 0..n (n ≥ 1).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// A scratch folder for the files a test writes: `name` under cargo's
/// `target/tmp` (`CARGO_TARGET_TMPDIR`). The name is fixed, so each run
/// writes over the last one's files instead of leaving a new folder behind,
/// and a failed test's files stay there for a look. Not created here.
pub fn scratch(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}
