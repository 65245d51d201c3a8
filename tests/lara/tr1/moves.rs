//! Lara's moves proved on the trace of in-process runs: being walked into
//! place for an interaction, the TR1 moves the demo walk does not make
//! (jumping off a slide, surface swimming back and sideways, treading,
//! a lever and a pickup under water) with TR1's own Lara, and fire.
//!
//! The TR1 tests put Lara's model and animations from `TR_DATA_DIR`'s
//! tr1/TEST1.PHD into builder rooms (skipped without it); the others use
//! the demo hero.

use crate::common;

use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Entity, Event, Input, World};

/// `def` built for `game` with the demo's models.
fn built(def: &LevelDef, game: Game) -> Level {
    Level::from_raw(&tombrs::builder::build(def, game)).unwrap()
}

/// A world of `level` with the shipped scripts bound.
fn scripted(level: Level) -> (World, ScriptHost) {
    let level = std::sync::Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    (world, host)
}

/// One tick of a run: Lara after it and the world's events of it.
struct Tick {
    lara: Entity,
    events: Vec<Event>,
}

/// Runs `ticks` ticks, the input of each from `input`; `setup` runs once
/// on the bound world (switching entities on).
fn run(
    level: Level,
    ticks: usize,
    setup: impl Fn(&mut World, &mut ScriptHost),
    input: impl Fn(usize) -> u32,
) -> (Vec<Tick>, World) {
    let (mut world, mut host) = scripted(level);
    setup(&mut world, &mut host);
    let t = (0..ticks)
        .map(|t| {
            host.step(&mut world, Input { bits: input(t) });
            Tick {
                lara: world.entities()[0].clone(),
                events: world.events().to_vec(),
            }
        })
        .collect();
    (t, world)
}

fn no_setup(_: &mut World, _: &mut ScriptHost) {}

/// Lara (entity 0) at `pos` facing `yaw`, then `others`.
fn entities(pos: [i32; 3], room: usize, yaw: u16, others: Vec<EntityDef>) -> Vec<EntityDef> {
    let mut me = EntityDef::new(0, room, pos);
    me.angle = yaw;
    std::iter::once(me).chain(others).collect()
}

fn level_def(rooms: Vec<RoomDef>, entities: Vec<EntityDef>) -> LevelDef {
    LevelDef {
        rooms,
        models: objects::all(),
        entities,
        ..Default::default()
    }
}

/// The short way round from `a` to `b`, in TR angle units.
fn turn(a: u16, b: u16) -> i32 {
    (b as i32 - a as i32 + 32768).rem_euclid(65536) - 32768
}

fn yaw(e: &Entity) -> u16 {
    e.rot[1]
}

/// `e`'s animation counted from its model's first.
fn anim_of(world: &World, e: &Entity) -> u32 {
    let model = &world.level().models[e.model.unwrap().index()];
    e.anim.0 - model.first_animation.unwrap().0
}

/// The first tick whose Lara satisfies `f`.
fn first(t: &[Tick], what: &str, f: impl Fn(&Entity) -> bool) -> usize {
    t.iter()
        .position(|t| f(&t.lara))
        .unwrap_or_else(|| panic!("never {what}"))
}

// ---------------------------------------------------------------- placing

/// A lever (TR1 type 55) on the east wall of a room, Lara 700 west of it
/// and 200 south, turned 11° off square; `wall_at_spot` makes the sector
/// she would stand in to pull it a wall.
fn lever_level(wall_at_spot: bool) -> Level {
    let mut room = RoomDef::boxed(0, 0, 8, 5, 0, -16);
    if wall_at_spot {
        room.sector_mut(6, 2).wall = true;
    }
    let lever = EntityDef::new(55, 0, [7 * 1024, 0, 2560]);
    let lara = entities(
        [7 * 1024 - 700, 0, 2560 + 200],
        0,
        0x4000 + 2000,
        vec![lever],
    );
    built(&level_def(vec![room], lara), Game::Tr1)
}

#[test]
fn she_is_walked_into_place_before_she_pulls_the_lever() {
    let press = 5;
    let (t, world) = run(lever_level(false), 120, no_setup, |t| {
        if t == press {
            Input::ACTION
        } else {
            0
        }
    });
    let pull = first(&t, "pulled the lever", |e| e.state == 40);
    // In place as the pull starts: 384 in front of the lever, facing it
    // square (east).
    assert_eq!(t[pull].lara.pos, [7 * 1024 - 384, 0, 2560]);
    assert_eq!(yaw(&t[pull].lara), 0x4000);
    // Over many ticks, at most 16 units and 2° (364) a tick (TR1's
    // LARA_MOVE_SPEED and MOVE_ANG), standing the while.
    assert!(pull > press + 20, "walked over ticks, not placed ({pull})");
    for w in t[press..=pull].windows(2) {
        let (a, b) = (&w[0].lara, &w[1].lara);
        let d = [0, 2].map(|k| (b.pos[k] - a.pos[k]) as f64);
        assert!(d[0].hypot(d[1]) <= 16.0, "moved {d:?} in a tick");
        assert!(turn(yaw(a), yaw(b)).abs() <= 364, "turned too fast");
        if b.state != 40 {
            assert_eq!(b.state, 2, "standing while moved into place");
        }
    }
    // Once there she stays there until the pull starts; the lever went down.
    let spot = [7 * 1024 - 384, 0, 2560];
    let there = first(&t, "got there", |e| e.pos == spot);
    assert!(t[there..=pull].iter().all(|t| t.lara.pos == spot));
    assert!(world.entities()[1].triggered);
}

#[test]
fn a_lever_she_cannot_stand_in_front_of_is_not_pulled() {
    let (t, world) = run(lever_level(true), 80, no_setup, |t| {
        if (5..40).contains(&t) {
            Input::ACTION
        } else {
            0
        }
    });
    assert!(t.iter().all(|t| t.lara.state != 40), "she pulled it");
    assert!(!world.entities()[1].triggered);
    assert_eq!(t.last().unwrap().lara.pos, t[0].lara.pos, "she stayed put");
}

// ------------------------------------------------------- TR1's own Lara

/// A room with a platform two sectors high falling away along +x in a
/// steep ramp; Lara on the platform facing down it.
fn slope_def() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 10, 5, 0, -16);
    for z in 1..=3 {
        for (x, floor) in [
            (1, [-8; 4]),
            (2, [-8; 4]),
            (3, [-8, -8, -4, -4]),
            (4, [-4, -4, 0, 0]),
        ] {
            room.sector_mut(x, z).floor = floor;
        }
    }
    level_def(vec![room], entities([1536, -2048, 2560], 0, 0x4000, vec![]))
}

#[test]
fn tr1_lara_jumps_off_a_slide() {
    let Some(level) = common::with_tr1_models(&slope_def()) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    // Run onto the ramp, let go, and jump once she slides.
    let (t, _) = run(level, 140, no_setup, |t| match t {
        0..=39 => Input::FORWARD,
        40..=49 => 0,
        _ => Input::JUMP,
    });
    let slide = first(&t, "slid", |e| e.state == 24);
    // Jump held on the slide: TR1's slide changes to the forward jump.
    let jump = first(&t, "jumped off the slide", |e| e.state == 3);
    assert!(
        jump > slide && t[jump - 1].lara.state == 24,
        "from the slide"
    );
    // Off the slope into the air, then down on the floor past it.
    let floor_under = |e: &Entity| {
        let x = e.pos[0];
        match x {
            ..3072 => -2048,
            3072..5120 => -2048 + (x - 3072),
            _ => 0,
        }
    };
    assert!(
        t[jump..]
            .iter()
            .any(|t| t.lara.pos[1] < floor_under(&t.lara) - 64),
        "she left the slope"
    );
    let end = &t.last().unwrap().lara;
    assert_eq!(end.pos[1], 0, "down on the floor");
    assert!(end.pos[0] > 5 * 1024, "beyond the ramp: {:?}", end.pos);
}

/// A pool three sectors deep (room 0) with air above it (room 1), open to
/// it over x 2..6; Lara (entity 0) at `lara` in `room`, then `others`.
fn pool_def(lara: [i32; 3], room: usize, others: Vec<EntityDef>) -> LevelDef {
    let mut pool = RoomDef::boxed(0, 0, 8, 6, 12, 0);
    pool.water = true;
    let mut air = RoomDef::boxed(0, 0, 8, 6, 0, -16);
    for x in 2..=6 {
        for z in 1..=4 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    for z in 1..=4 {
        pool.sector_mut(1, z).wall = true;
        air.sector_mut(1, z).floor = [0; 4];
    }
    level_def(vec![pool, air], entities(lara, room, 0x4000, others))
}

#[test]
fn tr1_lara_swims_back_and_sideways_at_the_surface_and_turns_treading() {
    // Just under an open surface: she comes up and treads water.
    let Some(level) = common::with_tr1_models(&pool_def([4 * 1024, 20, 2560], 0, vec![])) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let phases = [
        (Input::BACK, 47, [-1, 0]),
        (Input::STEP_LEFT, 48, [0, 1]),
        (Input::STEP_RIGHT, 49, [0, -1]),
    ];
    // Treading she goes on along her heading with what speed a stroke
    // left her (TRX tr1 lara/col.c Lara_Col_SurfTread sets move_angle to
    // her heading), so the strokes are spaced for it to run out and each
    // is measured while its key is held.
    let (t, _) = run(level, 340, no_setup, |t| match t {
        20..=49 => phases[0].0,
        100..=129 => phases[1].0,
        180..=209 => phases[2].0,
        260..=279 => Input::LEFT,
        300..=319 => Input::RIGHT,
        _ => 0,
    });
    let up = first(&t, "surfaced", |e| e.state == 33);
    assert!(up < 20, "treading at the surface before the first key");
    assert!(
        t[up..].iter().all(|t| t.lara.pos[1] == 0),
        "on the surface throughout"
    );
    // Facing +x: back swims −x, left (step left) +z, right −z; each in its
    // own state (TR1 47, 48, 49), her heading unchanged.
    for (i, (_, state, dir)) in phases.iter().enumerate() {
        let (from, to) = (20 + 80 * i, 49 + 80 * i);
        assert!(
            t[from..=to].iter().any(|t| t.lara.state == *state),
            "state {state}"
        );
        let (a, b) = (t[from - 1].lara.pos, t[to].lara.pos);
        for (k, axis) in [0, 2].into_iter().enumerate() {
            let moved = b[axis] - a[axis];
            if dir[k] == 0 {
                assert!(moved.abs() < 16, "state {state}: drifted {moved} on {axis}");
            } else {
                assert!(
                    moved * dir[k] > 200,
                    "state {state}: moved {moved} on {axis}"
                );
            }
        }
        assert_eq!(yaw(&t[to].lara), yaw(&t[from - 1].lara));
    }
    // Treading, left and right turn her round on the spot, 4° a tick.
    for (from, sign) in [(260, -1), (300, 1)] {
        let a = &t[from].lara;
        let b = &t[from + 10].lara;
        assert_eq!(turn(yaw(a), yaw(b)), sign * 10 * 728);
        assert!((b.pos[0] - a.pos[0]).abs() < 16 && (b.pos[2] - a.pos[2]).abs() < 16);
        assert_eq!(b.state, 33, "treading");
    }
}

/// A room full of water, Lara treading at `lara` facing +x (entity 0) and
/// `others`.
fn flooded_def(lara: [i32; 3], others: Vec<EntityDef>) -> LevelDef {
    let mut pool = RoomDef::boxed(0, 0, 6, 5, 0, -16);
    pool.water = true;
    level_def(vec![pool], entities(lara, 0, 0x4000, others))
}

#[test]
fn a_drowned_lara_rises_5_a_tick_to_100_under_the_surface() {
    // TRX tr1 Lara_Col_UWDeath: dead under water her health and air stay
    // at −1 and she rises 5 a tick while the surface lies more than 100
    // above her; Lara_State_UWDeath takes her speed down by 8 a tick.
    let Some(level) = common::with_tr1_models(&pool_def([4 * 1024, 2000, 2560], 0, vec![])) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let (t, _) = run(level, 420, |w, _| w.entities_mut()[0].health = 0, |_| 0);
    let dead = first(&t, "drowned", |e| e.state == 44);
    let ys: Vec<i32> = t[dead..].iter().map(|t| t.lara.pos[1]).collect();
    let rising: Vec<i32> = ys
        .windows(2)
        .map(|w| w[1] - w[0])
        .filter(|&d| d != 0)
        .collect();
    assert!(rising.iter().all(|&d| d == -5), "rose by {rising:?}");
    assert!(rising.len() > 300, "rose {} ticks", rising.len());
    let last = t.last().unwrap();
    assert_eq!(last.lara.pos[1], 100, "stops 100 under the surface");
    assert_eq!((last.lara.health, last.lara.air), (-1, -1));
}

#[test]
fn tr1_lara_pulls_a_lever_under_water() {
    // TR1's underwater switch (56) in the middle of the sector before the
    // east wall, facing the wall, level with her; she treads 188 short of
    // it, facing it, holding Action.
    let mut lever = EntityDef::new(56, 0, [4 * 1024 + 512, -1024, 2560]);
    lever.angle = 0x4000;
    let def = flooded_def([5 * 1024 - 700, -1024, 2560], vec![lever]);
    let Some(level) = common::with_tr1_models(&def) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let (t, world) = run(level, 150, no_setup, |t| {
        if t >= 10 {
            Input::ACTION
        } else {
            0
        }
    });
    let pull = first(&t, "pulled it", |e| e.state == 40);
    // TRX tr1 switch.c Switch_CollisionUW: moved (Lara_MovePosition, 16 a
    // tick) to 108 in front of it, then played to her underwater switch
    // (anim 129): 296 units, 19 ticks from the first tick with Action.
    assert_eq!(t[pull].lara.pos, [4 * 1024 + 512 + 108, -1024, 2560]);
    assert_eq!(pull, 10 + 18, "moved there over ticks");
    assert_eq!(anim_of(&world, &t[pull].lara), 129);
    for w in t[10..pull].windows(2) {
        let (a, b) = (w[0].lara.pos, w[1].lara.pos);
        let d = [0, 1, 2].map(|k| (b[k] - a[k]) as f64);
        assert!((d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt() <= 16.0);
        assert_eq!(w[1].lara.state, 13, "treading while moved");
    }
    assert!(world.entities()[1].triggered, "the switch was pulled");
    assert!(t.iter().all(|t| t.lara.health == 1000));
}

#[test]
fn tr1_lara_takes_a_pickup_under_water() {
    // A medipack (93) on the floor ahead of her and below.
    let item = EntityDef::new(93, 0, [3 * 1024 + 300, 0, 2560]);
    let def = flooded_def([3 * 1024, -300, 2560], vec![item]);
    let Some(level) = common::with_tr1_models(&def) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let (mut world, mut host) = scripted(level);
    let id = world.entities()[1].id;
    let mut t = Vec::new();
    let mut took = None;
    for tick in 0..150 {
        let bits = if tick >= 10 { Input::ACTION } else { 0 };
        host.step(&mut world, Input { bits });
        t.push(world.entities()[0].clone());
        if took.is_none() && world.entity(id).is_none() {
            took = Some(tick);
        }
    }
    let took = took.expect("she took it");
    // TRX tr1 pickup.c: the item is taken turned to her heading and pitched
    // down 25°; she is moved (16 a tick, 2° a tick) to m_PickUpPositionUW
    // {0, -200, -350} in that frame — 329 above it and 233 behind — and
    // pitched as it is, then played to her underwater pickup (anim 130),
    // which takes it at its frame 18 (LF_PICKUP_UW).
    let bend = t
        .iter()
        .position(|e| e.state == 39)
        .expect("the pickup move");
    assert_eq!(t[bend].pos, [3 * 1024 + 300 - 233, -329, 2560]);
    assert_eq!(
        t[bend].rot[0],
        0u16.wrapping_sub(25 * 182),
        "pitched as the item"
    );
    assert_eq!(anim_of(&world, &t[bend]), 130);
    assert_eq!(took, bend + 18);
    assert!(
        t.iter().all(|e| [13, 39].contains(&e.state)),
        "treading, then the pickup"
    );
}

// ------------------------------------------------------------------ fire

/// Where the flame emitter of [`flame_level`] burns.
const EMITTER: [i32; 3] = [3 * 1024 + 512, 0, 2560];

/// Flames burning on Lara's body this tick: FLAME particles (9) about her
/// (not the emitter's own, 128 over its foot).
fn flames_on(t: &Tick) -> usize {
    let p = t.lara.pos;
    t.events
        .iter()
        .filter(|e| match e {
            Event::Particles { effect: 9, pos, .. } => {
                let d = [0, 1, 2].map(|k| (pos[k] - p[k]).abs());
                *pos != [EMITTER[0], EMITTER[1] - 128, EMITTER[2]] && d.iter().all(|&v| v < 1024)
            }
            _ => false,
        })
        .count()
}

fn died(t: &Tick) -> bool {
    t.events.iter().any(|e| matches!(e, Event::Death { .. }))
}

#[test]
fn lava_sets_her_alight_and_kills_her_and_the_level_starts_again() {
    // A TR1 room with lava (kill sectors) across x 4..5; she runs onto it.
    let mut room = RoomDef::boxed(0, 0, 8, 5, 0, -16);
    for x in 4..=5 {
        for z in 1..=3 {
            room.sector_mut(x, z).functions.push(FloorFunction::Kill);
        }
    }
    let def = level_def(vec![room], entities([1536, 0, 2560], 0, 0x4000, vec![]));
    let (t, _) = run(built(&def, Game::Tr1), 200, no_setup, |_| Input::FORWARD);
    let on = first(&t, "reached the lava", |e| e.pos[0] >= 4 * 1024);
    assert!(
        t[..on].iter().all(|t| t.lara.health == 1000),
        "unhurt before"
    );
    let death = t.iter().position(died).expect("she died");
    assert!(death <= on + 1, "on touching it ({death}, {on})");
    assert_eq!(t[death].lara.health, -1);
    // Burning: TR1's ten flames on her body, every tick she lies there.
    assert!(t[death..death + 60].iter().all(|t| flames_on(t) == 10));
    assert_eq!(t[death + 5].lara.state, 8, "the death state");
    let restart = t
        .iter()
        .position(|t| t.events.contains(&Event::Restart))
        .expect("the level started again");
    assert_eq!(restart - death, 90);
}

/// A flame emitter (`emitter` type) at (3.5, 2.5) sectors and Lara 800
/// west of it facing it, in a room with a pool (open water from x 5 on);
/// `game` rules.
fn flame_level(game: Game, emitter: u16) -> Level {
    let mut pool = RoomDef::boxed(0, 0, 9, 5, 12, 0);
    pool.water = true;
    let mut air = RoomDef::boxed(0, 0, 9, 5, 0, -16);
    for z in 1..=3 {
        for x in 1..=4 {
            pool.sector_mut(x, z).wall = true;
            air.sector_mut(x, z).floor = [0; 4];
        }
        for x in 5..=7 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    let flame = EntityDef::new(emitter, 1, EMITTER);
    let lara = entities([EMITTER[0] - 800, 0, 2560], 1, 0x4000, vec![flame]);
    built(&level_def(vec![pool, air], lara), game)
}

/// Switches the flame emitter (entity 1) on, as its trigger would.
fn light(world: &mut World, host: &mut ScriptHost) {
    common::arena::activate(world, host, 1);
}

#[test]
fn a_tr1_flame_hurts_her_near_it_and_sets_her_alight_close_to_it() {
    // Walking up to it: hurt 3 a tick within 600 (TR1's "too near"), set
    // alight within 300, which in TR1 kills her.
    let (t, _) = run(flame_level(Game::Tr1, 179), 150, light, |_| {
        Input::FORWARD | Input::WALK
    });
    let dist = |e: &Entity| (EMITTER[0] - e.pos[0]).abs();
    let hurt = first(&t, "was hurt", |e| e.health < 1000);
    assert!(dist(&t[hurt].lara) <= 600 && dist(&t[hurt - 1].lara) > 560);
    assert_eq!(t[hurt].lara.health, 997);
    let death = t.iter().position(died).expect("the fire killed her");
    assert!(dist(&t[death].lara) < 300 + 20, "alight close to it");
    assert!(t[hurt..death]
        .windows(2)
        .all(|w| w[0].lara.health - w[1].lara.health == 3));
    assert_eq!(t[death].lara.health, -1);
    assert!(flames_on(&t[death + 1]) == 10, "burning");
}

#[test]
fn burning_lara_who_jumps_into_water_is_put_out_and_lives() {
    // TR2 (the flame emitter 253): alight within 450, 7 a tick while she
    // burns; she runs on past it and into the pool.
    let (t, _) = run(flame_level(Game::Tr2, 253), 120, light, |_| Input::FORWARD);
    let alight = t
        .iter()
        .position(|t| flames_on(t) == 1)
        .expect("she caught fire");
    let wet = first(&t, "reached the water", |e| e.pos[1] > 0);
    assert!(wet > alight + 5, "burning a while ({alight}, {wet})");
    // Burning: seven a tick (the flame itself rests once she caught).
    for w in t[alight + 1..wet - 1].windows(2) {
        assert_eq!(w[0].lara.health - w[1].lara.health, 7, "burn damage");
        assert_eq!(flames_on(&w[1]), 1, "a flame on her");
    }
    // Out in the water: no more flames, no more damage, alive.
    let out = &t[wet + 2..];
    assert!(out.iter().all(|t| flames_on(t) == 0));
    let h = out[0].lara.health;
    assert!(
        h > 0 && out.iter().all(|t| t.lara.health == h),
        "put out at {h}"
    );
    assert!(!t.iter().any(died));
}
