//! What the game around the levels costs a tick, on the demo
//! (data/demo/demo.tr4, its scripts bound as the app binds them):
//!
//! - `game/world tick (scripted)`: one `ScriptHost::step` with no keys: the
//!   baseline;
//! - `game/level side tick`: the level's side of the gameflow called before
//!   each world tick (`game::level_side::tick`: `gameflow.level.tick` in Lua
//!   with the ring closed), the ratio to the baseline is its share;
//! - `game/level side tick, ring open`: the same with the inventory ring
//!   open (the world is held then, so it replaces the world tick);
//! - `game/session tick`: one `Session::tick` of the builder's TR1 game in
//!   its first level (the level side, the world tick, the flow waiting).

use std::path::PathBuf;
use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::game::folder::GameFolder;
use tombrs::game::level_side;
use tombrs::game::session::{Session, SessionConfig};
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

fn demo() -> (World, ScriptHost) {
    let bytes = std::fs::read("data/demo/demo.tr4").expect("data/demo/demo.tr4");
    let level = Arc::new(Level::load(&bytes, Some("tr4")).expect("the demo loads"));
    let mut world = World::new(level.clone(), 0);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, Some("demo"))
        .expect("the scripts start");
    host.bind_all(&mut world);
    (world, host)
}

fn bench_level_side(c: &mut Criterion) {
    let (mut world, mut host) = demo();
    c.bench_function("game/world tick (scripted)", |b| {
        b.iter(|| host.step(&mut world, Input::default()))
    });
    c.bench_function("game/level side tick", |b| {
        b.iter(|| level_side::tick(&mut host, &mut world, 0, 0))
    });
    // Open the ring and keep it open: nothing pressed.
    let side = level_side::tick(&mut host, &mut world, Input::INVENTORY, Input::INVENTORY);
    assert!(side.page.is_some(), "the ring opens on the demo");
    c.bench_function("game/level side tick, ring open", |b| {
        b.iter(|| level_side::tick(&mut host, &mut world, 0, 0))
    });
}

fn bench_session(c: &mut Criterion) {
    let dir: PathBuf = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-game");
    let _ = std::fs::remove_dir_all(&dir);
    tombrs::builder::game_folder::write_tr1_like(&dir).expect("the builder's game folder");
    let folder = GameFolder::open(&dir).expect("the folder is a game");
    let mut session = Session::open(folder, SessionConfig::default()).expect("the game opens");
    // New game: the first level on stage.
    session
        .tick(Input {
            bits: Input::ACTION,
        })
        .expect("a tick");
    assert_eq!(
        session.stage.as_ref().map(|s| s.mode.as_str()),
        Some("level")
    );
    c.bench_function("game/session tick", |b| {
        b.iter(|| session.tick(Input::default()).expect("a tick"))
    });
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench_level_side, bench_session);
criterion_main!(benches);
