//! TR4's torch in Lara's hand, the binoculars and TR5's fly cheat, proved on
//! builder levels carrying the game's own Lara (lent from `TR_DATA_DIR`'s
//! test level; skipped without it).

use crate::common;

use common::moves::{play_walk, with_models, Played};
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::{Entity, Event, World};

/// TR4's state ids (lara/states.lua).
const STOP: u16 = 2;
const CONTROLLED: u16 = 89;
/// TR4's FLAME_EMITTER and BURNING_TORCH_ITEM type ids.
const FLAME_EMITTER: u16 = 143;
const TORCH: u16 = 247;

fn level_def(rooms: Vec<RoomDef>, entities: Vec<EntityDef>) -> LevelDef {
    LevelDef {
        rooms,
        models: objects::all(),
        entities,
        ..Default::default()
    }
}

fn entity(ty: u16, room: usize, pos: [i32; 3], yaw: u16, ocb: i16) -> EntityDef {
    let mut e = EntityDef::new(ty, room, pos);
    e.angle = yaw;
    e.ocb = ocb;
    e
}

/// Switches every entity but Lara on (the flame burns while active).
fn activate_all(world: &mut World, _: &mut tombrs::script::ScriptHost) {
    for e in world.entities_mut().iter_mut().skip(1) {
        e.status = tombrs::world::Status::Active;
    }
}

#[allow(dead_code)]
fn dump(p: &Played) {
    for (i, t) in p.ticks.iter().enumerate() {
        let e: &Entity = &t.lara;
        let lights = t
            .events
            .iter()
            .filter(|e| matches!(e, Event::Light { .. }))
            .count();
        eprintln!(
            "{i:4} st {:3} goal {:3} anim {:4} fr {:3} pos {:?} rot {:?} spd {} fall {} lights {lights}",
            e.state, e.goal_state, e.anim.0, e.frame, e.pos, e.rot, e.speed, e.fall_speed
        );
    }
}

/// The torch lights (orange, no blue) of a tick within `reach` of `at`.
fn torch_lights(events: &[Event], at: [i32; 3], reach: i32) -> usize {
    events
        .iter()
        .filter(|e| match e {
            Event::Light { pos, colour, .. } => {
                colour[2] == 0
                    && colour[0] >= 192
                    && (0..3).all(|k| (pos[k] - at[k]).abs() <= reach)
            }
            _ => false,
        })
        .count()
}

// ---------------------------------------------------------------- torch

/// A hall 14 sectors along x (floor 0, ceiling 16 clicks up): Lara at
/// x 1.5 sectors facing +x, an unlit torch half a sector ahead of her,
/// and a flame emitter burning 3 clicks up, 600 beyond where she takes
/// the torch.
fn torch_level() -> Option<tombrs::level::Level> {
    let room = RoomDef::boxed(0, 0, 14, 5, 0, -16);
    let def = level_def(
        vec![room],
        vec![
            entity(0, 0, [1536, 0, 2560], 0x4000, 0),
            entity(TORCH, 0, [1800, 0, 2560], 0, 0),
            entity(FLAME_EMITTER, 0, [2300, -768, 2560], 0, 0),
        ],
    );
    with_models(&def, Game::Tr4)
}

#[test]
fn torch_taken_lit_at_a_flame_and_thrown() {
    let Some(level) = torch_level() else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the torch test");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/tr4_torch.txt"),
        "tr4_torch.txt",
        activate_all,
    );
    if std::env::var_os("DUMP").is_some() {
        dump(&p);
    }
    // She took it: the torch on the floor is gone from the level.
    let picked = p.first("picks it up", |l| l.state == 39);
    // She lights it: her lighting animation (427 + 3: the flame 768 above
    // her feet) under state 89, standing where she is.
    let lighting = p.first("lights the torch", |l| l.state == CONTROLLED);
    assert!(lighting > picked);
    assert_eq!(p.ticks[lighting].lara.anim.0, 430);
    // Before: no torch light near her; after: one every tick about her hand.
    let near = |i: usize| torch_lights(&p.ticks[i].events, p.ticks[i].lara.pos, 1024);
    assert!((0..lighting).all(|i| near(i) == 0), "unlit before");
    let lit = (lighting..p.ticks.len())
        .find(|&i| near(i) > 0)
        .expect("the torch burns");
    assert!(lit >= lighting + 30, "lit at the end of the move: {lit}");
    assert_eq!(p.ticks[lit].lara.state, STOP);
    // The flicker: the light's radius and colour change from tick to tick.
    let radii: std::collections::BTreeSet<u16> = p.ticks[lit..lit + 20]
        .iter()
        .flat_map(|t| t.events.iter())
        .filter_map(|e| match e {
            Event::Light { radius, .. } => Some(*radius),
            _ => None,
        })
        .collect();
    assert!(radii.len() > 1, "it flickers: {radii:?}");
    // Thrown: a burning torch entity lies on the floor ahead of her.
    let stand = p.last().pos;
    let thrown: Vec<&Entity> = p
        .world
        .entities()
        .iter()
        .filter(|e| e.type_id == TORCH && e.status != tombrs::world::Status::Removed)
        .collect();
    assert_eq!(thrown.len(), 1, "one torch in the level");
    let t = thrown[0];
    assert_eq!(t.pos[1], 0, "on the floor: {:?}", t.pos);
    assert!(
        t.pos[0] > stand[0] + 256,
        "ahead of her: {:?} vs {stand:?}",
        t.pos
    );
    // …and it still burns there.
    let last = &p.ticks.last().unwrap().events;
    assert_eq!(torch_lights(last, t.pos, 64), 1, "burning where it lies");
    assert_eq!(torch_lights(last, stand, 200), 0, "no longer in her hand");
}

/// A pool three sectors deep (room 0) beneath a hall (room 1) open to it
/// over x 4..7; Lara in the hall at x 1.5 sectors facing +x with a lit
/// torch (OCB 1) at her feet.
fn water_level() -> Option<tombrs::level::Level> {
    let mut pool = RoomDef::boxed(0, 0, 9, 5, 12, 0);
    pool.water = true;
    let hall = RoomDef::boxed(0, 0, 9, 5, 0, -16);
    for x in 1..=3 {
        for z in 1..=3 {
            pool.sector_mut(x, z).wall = true;
        }
    }
    for x in 4..=7 {
        for z in 1..=3 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    let def = level_def(
        vec![pool, hall],
        vec![
            entity(0, 1, [1536, 0, 2560], 0x4000, 0),
            entity(TORCH, 1, [1700, 0, 2560], 0, 1),
        ],
    );
    with_models(&def, Game::Tr4)
}

#[test]
fn a_lit_torch_goes_out_in_water() {
    let Some(level) = water_level() else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the torch water test");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/tr4_torch_water.txt"),
        "tr4_torch_water.txt",
        |_, _| {},
    );
    if std::env::var_os("DUMP").is_some() {
        dump(&p);
    }
    let near = |i: usize| torch_lights(&p.ticks[i].events, p.ticks[i].lara.pos, 1024);
    let picked = p.first("picks it up", |l| l.state == 39);
    let burning = (picked..p.ticks.len())
        .find(|&i| near(i) > 0)
        .expect("she carries it lit");
    // Under water: her hand (and the flame in it) follows her feet in.
    let wet = p.first("goes under water", |l| {
        l.water == tombrs::world::WaterState::Underwater
    });
    assert!(wet > burning);
    assert!(
        (burning..wet - 5).all(|i| near(i) > 0),
        "lit all the way to the water"
    );
    assert!(
        (wet..p.ticks.len()).all(|i| near(i) == 0),
        "out once in the water"
    );
}

// ---------------------------------------------------------------- fly cheat

const FLY_CHEAT: u16 = 118;
const FAST_FALL: u16 = 9;

/// Switches Lara's (entity 0) fly cheat on or off (`lara.cheat`'s `fly`).
fn switch_fly(world: &mut World, host: &mut tombrs::script::ScriptHost, on: bool) {
    use tombrs::script::saved::Plain;
    let lara = world.entities()[0].id;
    host.call_module(
        world,
        "lara.cheat",
        "fly",
        &[Plain::Entity(lara), Plain::Bool(on)],
    )
    .unwrap();
}

#[test]
fn fly_cheat_swims_through_the_air_until_switched_off() {
    let room = RoomDef::boxed(0, 0, 12, 8, 0, -24);
    let def = level_def(vec![room], vec![entity(0, 0, [1536, 0, 2560], 0x4000, 0)]);
    let Some(level) = with_models(&def, Game::Tr5) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the fly cheat test");
        return;
    };
    let mut p = play_walk(
        level,
        include_str!("../walks/tr5_fly_cheat.txt"),
        "tr5_fly_cheat.txt",
        |w, h| switch_fly(w, h, true),
    );
    if std::env::var_os("DUMP").is_some() {
        dump(&p);
    }
    // In the cheat's pose (TR5's anim 445) the whole time, never falling.
    for t in &p.ticks {
        assert_eq!(t.lara.state, FLY_CHEAT, "{:?}", t.lara.pos);
        assert_eq!(t.lara.anim.0, 445);
        assert!(!t.lara.gravity);
    }
    // Pitched up and stroking, she rose well off the floor and went ahead.
    let top = p.ticks[110].lara.pos;
    assert!(top[1] < -512, "up in the air: {top:?}");
    assert!(top[0] > 1536 + 256, "ahead: {top:?}");
    // Gliding with no stroke she stays up: no gravity.
    assert!(p.ticks[109].lara.pos[1] <= p.ticks[95].lara.pos[1]);
    // Turning right while stroking turned her heading.
    assert_ne!(p.last().rot[1], 0x4000, "turned");
    // Switched off she falls to the floor and stands.
    let mut world = p.world;
    switch_fly(&mut world, &mut p.host, false);
    let mut fell = false;
    for _ in 0..120 {
        p.host.step(&mut world, tombrs::world::Input::default());
        fell |= world.entities()[0].state == FAST_FALL;
    }
    let lara = &world.entities()[0];
    assert!(fell, "fell once switched off");
    assert_eq!(lara.pos[1], 0, "on the floor: {:?}", lara.pos);
    assert_eq!(lara.state, STOP);
}

// TOMB5 laraswim.cpp lara_as_swimcheat: Back pitches her up 546 a tick;
// Jump strokes +16 up to 400; without it she glides losing an eighth of her
// speed; Right adds 613 to the turn rate up to 1,092 (LaraUnderWater takes
// 364 off the rate: 249, 498, then 728 a tick); Roll sets the rate to −2,184 (−1,820 a
// tick); laramisc.cpp LaraCheat: Walk ends the cheat, standing.
#[test]
fn tr5_fly_cheat_flies_with_tomb5_figures() {
    let room = RoomDef::boxed(0, 0, 12, 8, 0, -24);
    let def = level_def(
        vec![room],
        vec![entity(0, 0, [1536, -2048, 2560], 0x4000, 0)],
    );
    let Some(level) = with_models(&def, Game::Tr5) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the fly cheat figures");
        return;
    };
    let walk = "5*back\n60*jump\n10*none\n6*right\n5*roll\n3*walk\n";
    let p = play_walk(level, walk, "fly cheat figures", |w, h| {
        switch_fly(w, h, true)
    });
    let l = |i: usize| &p.ticks[i].lara;
    let pitch = |i: usize| (l(i).rot[0] as i32 + 32768).rem_euclid(65536) - 32768;
    let yaw_step =
        |i: usize| (l(i).rot[1] as i32 - l(i - 1).rot[1] as i32 + 32768).rem_euclid(65536) - 32768;
    assert_eq!(pitch(1) - pitch(0), 546, "pitched up");
    let strokes: Vec<i32> = (5..30).map(|i| l(i).fall_speed).collect();
    assert_eq!(&strokes[..3], &[16, 32, 48], "{strokes:?}");
    assert_eq!(l(64).fall_speed, 400, "stroked up to 400");
    assert_eq!(l(65).fall_speed, 400 - 400 / 8, "glides losing an eighth");
    assert_eq!([yaw_step(75), yaw_step(76), yaw_step(77)], [249, 498, 728]);
    assert_eq!(yaw_step(82), -1820, "spun by Roll");
    assert_eq!(l(81).state, FLY_CHEAT);
    assert_ne!(p.last().state, FLY_CHEAT, "Walk ended it: {:?}", p.states());
}
