//! Teeth spikes in each game that has a spike bed (TR1 37, TR2 59, TR3 87):
//! walking among them slowly is safe, running through them hurts, dropping
//! onto them kills (TRX spikes.c, TR1 and TR2: harm only at a speed of 30
//! or more; TR1 kills on any fall, TR2 and TR3 on a fall faster than
//! gravity's 6 a tick).

use crate::common;

use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

/// The spike bed's type id in each game.
fn spikes_type(game: Game) -> u16 {
    match game {
        Game::Tr1 => 37,
        Game::Tr2 => 59,
        _ => 87,
    }
}

/// A flat room with teeth spikes in sector (3, 2) and the demo hero at
/// `lara` facing +x, built as `game`.
fn spikes_level(game: Game, lara: [i32; 3]) -> Level {
    let mut me = EntityDef::new(0, 0, lara);
    me.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 5, 0, -16)],
        models: tombrs::builder::objects::all(),
        entities: vec![
            me,
            EntityDef::new(spikes_type(game), 0, [3 * 1024 + 512, 0, 2 * 1024 + 512]),
        ],
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, game)).unwrap()
}

/// Lara's (health, state, y, speed) after each tick.
fn run(level: Level, ticks: usize, input: impl Fn(usize) -> u32) -> Vec<(i16, u16, i32, i32)> {
    let level = std::sync::Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    let out = (0..ticks)
        .map(|t| {
            host.step(&mut world, Input { bits: input(t) });
            let l = &world.entities()[0];
            (l.health, l.state, l.pos[1], l.speed)
        })
        .collect();
    common::assert_no_script_error(&host, "spikes");
    out
}

#[test]
fn spikes_spare_a_slow_walk_hurt_a_run_and_kill_a_drop_in_every_game() {
    for game in [Game::Tr1, Game::Tr2, Game::Tr3] {
        // Walking through them: the walk is slower than the harmful 30.
        let walk = run(spikes_level(game, [1536, 0, 2560]), 150, |_| {
            Input::FORWARD | Input::WALK
        });
        assert!(walk.iter().all(|s| s.3 < 30), "{game}: a slow walk");
        assert!(walk.iter().all(|s| s.0 == 1000), "{game}: walking is safe");
        // Running through them: hurt as she runs among them, not before.
        let runs = run(spikes_level(game, [1536, 0, 2560]), 90, |_| Input::FORWARD);
        let hurt = runs
            .iter()
            .position(|s| s.0 < 1000)
            .unwrap_or_else(|| panic!("{game}: running hurt her"));
        assert!(hurt > 10, "{game}: not before she reached them ({hurt})");
        assert!(runs[hurt].3 >= 30, "{game}: at a run");
        // Dropped onto them from above: dead as she lands.
        let drop = run(spikes_level(game, [3 * 1024 + 512, -700, 2560]), 60, |_| 0);
        let landed = drop.iter().position(|s| s.2 == 0).expect("she came down");
        let dead = drop
            .iter()
            .position(|s| s.0 <= 0)
            .unwrap_or_else(|| panic!("{game}: the spikes killed her"));
        assert!(
            dead <= landed + 1,
            "{game}: killed as she lands ({dead}, {landed})"
        );
        assert_eq!(drop[dead + 3].1, 8, "{game}: the death state");
    }
}
