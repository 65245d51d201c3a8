//! Lara's moves proved on builder levels that carry a real game's Lara:
//! the level is built for `game` by the project's builder, then lent every
//! model of `TR_DATA_DIR`'s test level of that game (her skeleton, her
//! animations and state changes, the game's objects), and a committed
//! input file (`tests/walks/*.txt`, the `tombrs sim --input` format) is
//! played on it tick by tick with the shipped scripts bound.

use tombrs::app::input_file::Inputs;
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Entity, Event, Input, World};

/// The test level of each game under `TR_DATA_DIR`.
pub fn test_level_path(game: Game) -> &'static str {
    match game {
        Game::Tr1 => "tr1/TEST1.PHD",
        Game::Tr2 => "tr2/TEST1.TR2",
        Game::Tr3 => "tr3/TEST1.TR2",
        Game::Tr4 => "tr4/TEST1.TR4",
        Game::Tr5 => "tr5/TEST1.TRC",
    }
}

/// `def` built for `game` with every model of that game's real test level
/// (so Lara is the game's own); `None` (the caller skips with a notice)
/// without `TR_DATA_DIR`.
pub fn with_models(def: &LevelDef, game: Game) -> Option<Level> {
    let rel = test_level_path(game);
    let path = super::shared(rel)?;
    let ext = super::ext(&path);
    let real = Level::load(&std::fs::read(&path).unwrap(), ext.as_deref()).unwrap();
    let raw = tombrs::builder::build(def, game);
    let mut level = Level::from_raw(&raw).unwrap();
    super::lend_models(&mut level, real);
    Some(level)
}

/// One tick of a played walk: Lara after it and the world's events of it.
#[derive(Clone)]
pub struct Tick {
    pub lara: Entity,
    pub events: Vec<Event>,
}

/// A played walk: every tick, and the world and host it ended with.
pub struct Played {
    pub ticks: Vec<Tick>,
    pub world: World,
    pub host: ScriptHost,
}

impl Played {
    /// The first tick at which `f` holds for Lara; panics naming `what`.
    pub fn first(&self, what: &str, f: impl Fn(&Entity) -> bool) -> usize {
        self.ticks
            .iter()
            .position(|t| f(&t.lara))
            .unwrap_or_else(|| panic!("{what}: never happened in {} ticks", self.ticks.len()))
    }

    /// True when `f` held for Lara on some tick.
    pub fn ever(&self, f: impl Fn(&Entity) -> bool) -> bool {
        self.ticks.iter().any(|t| f(&t.lara))
    }

    /// Lara after the last tick.
    pub fn last(&self) -> &Entity {
        &self.ticks.last().expect("no ticks").lara
    }

    /// Every state id Lara was in, in order of first appearance.
    pub fn states(&self) -> Vec<u16> {
        let mut out = Vec::new();
        for t in &self.ticks {
            if !out.contains(&t.lara.state) {
                out.push(t.lara.state);
            }
        }
        out
    }
}

/// Plays the input file `walk` (its text; `origin` names it in errors) on
/// `level` with the shipped scripts; `setup` runs once on the bound world
/// (switching entities on). Asserts no script error was logged.
pub fn play_walk(
    level: Level,
    walk: &str,
    origin: &str,
    setup: impl FnOnce(&mut World, &mut ScriptHost),
) -> Played {
    let inputs = Inputs::parse(walk, origin).unwrap_or_else(|e| panic!("{origin}: {e}"));
    play_inputs(level, inputs.iter(), setup, origin)
}

/// Plays `inputs` (one per tick) on `level`; see [`play_walk`].
pub fn play_inputs(
    level: Level,
    inputs: impl Iterator<Item = Input>,
    setup: impl FnOnce(&mut World, &mut ScriptHost),
    what: &str,
) -> Played {
    let level = std::sync::Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    setup(&mut world, &mut host);
    let ticks = inputs
        .map(|input| {
            host.step(&mut world, input);
            Tick {
                lara: world.entities()[0].clone(),
                events: world.events().to_vec(),
            }
        })
        .collect();
    super::assert_no_script_error(&host, what);
    Played { ticks, world, host }
}

/// A level of `rooms` with the builder's models, Lara (`lara`) first and
/// then `others` (the models are replaced by the game's in [`with_models`]).
pub fn level_def(rooms: Vec<RoomDef>, lara: EntityDef, others: Vec<EntityDef>) -> LevelDef {
    LevelDef {
        rooms,
        models: objects::all(),
        entities: std::iter::once(lara).chain(others).collect(),
        ..Default::default()
    }
}

/// Lara in room 0 at `pos` facing `yaw`.
pub fn lara_at(pos: [i32; 3], yaw: u16) -> EntityDef {
    let mut me = EntityDef::new(0, 0, pos);
    me.angle = yaw;
    me
}

impl Played {
    /// Prints every tick's state, goal, animation, frame, position, yaw and
    /// water (to read a failing walk with `--nocapture`).
    pub fn dump(&self) {
        for (i, t) in self.ticks.iter().enumerate() {
            let l = &t.lara;
            eprintln!(
                "{i:4} st {:3} goal {:3} anim {:5} fr {:5} pos {:?} yaw {} water {:?}",
                l.state, l.goal_state, l.anim.0, l.frame, l.pos, l.rot[1], l.water
            );
        }
    }
}

/// `n` ticks of the input bits `bits`.
pub fn hold(n: usize, bits: u32) -> Vec<u32> {
    vec![bits; n]
}

/// Plays the input bits `inputs` (one word a tick) on the rooms `rooms`
/// built for `game` with that game's Lara (`lara`) lent from its test
/// level; `setup` runs once on the bound world. `None` without
/// `TR_DATA_DIR` (the caller skips).
pub fn play_bits(
    game: Game,
    rooms: Vec<RoomDef>,
    lara: EntityDef,
    inputs: &[u32],
    setup: impl FnOnce(&mut World, &mut ScriptHost),
) -> Option<Played> {
    let level = with_models(&level_def(rooms, lara, vec![]), game)?;
    let what = format!("{game:?} Lara");
    Some(play_inputs(
        level,
        inputs.iter().map(|&bits| Input { bits }),
        setup,
        &what,
    ))
}

/// The signed change of yaw from `a` to `b` (16-bit angles).
pub fn turned(a: &Entity, b: &Entity) -> i32 {
    (b.rot[1] as i32 - a.rot[1] as i32 + 32768).rem_euclid(65536) - 32768
}

/// The lean (roll) as a signed angle.
pub fn lean(e: &Entity) -> i32 {
    (e.rot[2] as i32 + 32768).rem_euclid(65536) - 32768
}

/// The pitch as a signed angle.
pub fn pitch(e: &Entity) -> i32 {
    (e.rot[0] as i32 + 32768).rem_euclid(65536) - 32768
}

/// The yaw change of every tick spent in `state` (after the first, whose
/// previous tick was another state's).
pub fn turns_in(p: &Played, state: u16) -> Vec<i32> {
    p.ticks
        .windows(2)
        .filter(|w| w[0].lara.state == state && w[1].lara.state == state)
        .map(|w| turned(&w[0].lara, &w[1].lara))
        .collect()
}

/// Her lean at every tick spent in `state`.
pub fn leans_in(p: &Played, state: u16) -> Vec<i32> {
    p.ticks
        .iter()
        .filter(|t| t.lara.state == state)
        .map(|t| lean(&t.lara))
        .collect()
}

/// The control loop's undo of the lean on land, every tick after the state
/// routine (LARA_LEAN_UNDO).
pub const LEAN_UNDO: i32 = 182;

/// Asserts the lean of a turn to the left held in `state` by a routine
/// that leans `rate` a tick up to `max`: with the undo taken off after it,
/// she leans `rate - LEAN_UNDO` more a tick up to `max - LEAN_UNDO`.
pub fn assert_leans_left(p: &Played, state: u16, rate: i32, max: i32, what: &str) {
    let leans = leans_in(p, state);
    assert_eq!(
        leans.iter().min(),
        Some(&-(max - LEAN_UNDO)),
        "{what}: {leans:?}"
    );
    assert!(
        leans.windows(2).any(|w| w[1] - w[0] == -(rate - LEAN_UNDO)),
        "{what}: leans by {} a tick: {leans:?}",
        rate - LEAN_UNDO
    );
}

/// The most frequent value of `v`.
pub fn steady(v: &[i32]) -> i32 {
    let mut best = (0, 0);
    for &x in v {
        let n = v.iter().filter(|&&y| y == x).count();
        if n > best.1 {
            best = (x, n);
        }
    }
    best.0
}
