//! TR5's tightrope and parallel bars, played with TR5's own Lara (lent
//! from `TR_DATA_DIR`'s tr5/TEST1.TRC; skipped with a notice without it)
//! on builder levels, from committed input files (tests/walks/tr5_*.txt).

use crate::common;

use common::moves::{play_walk, with_models, Played};
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;

/// TR5's type ids (scripts/objects/tr45/names_tr5.lua).
const TIGHT_ROPE: u16 = 154;
const PARALLEL_BARS: u16 = 155;

// Lara's states (scripts/lara/states.lua).
const STOP: u16 = 2;
const FAST_FALL: u16 = 9;
const REACH: u16 = 11;
const TIGHTROPE_IDLE: u16 = 119;
const TIGHTROPE_TURN: u16 = 120;
const TIGHTROPE_WALK: u16 = 121;
const TIGHTROPE_FALL_LEFT: u16 = 122;
const TIGHTROPE_FALL_RIGHT: u16 = 123;
const TIGHTROPE_ON: u16 = 124;
const TIGHTROPE_OFF: u16 = 125;
const TIGHTROPE_RECOVER: u16 = 127;
const BARS_SPIN: u16 = 128;
const BARS_LEAP: u16 = 129;

const EAST: u16 = 0x4000;
const WEST: u16 = 0xC000;

fn level(rooms: Vec<RoomDef>, entities: Vec<EntityDef>) -> Option<Level> {
    let def = LevelDef {
        rooms,
        models: objects::all(),
        entities,
        ..Default::default()
    };
    let level = with_models(&def, Game::Tr5);
    if level.is_none() {
        eprintln!("skipped: TR_DATA_DIR is not set");
    }
    level
}

fn entity(type_id: u16, pos: [i32; 3], yaw: u16, ocb: i16) -> EntityDef {
    let mut e = EntityDef::new(type_id, 0, pos);
    e.angle = yaw;
    e.ocb = ocb;
    e
}

/// Prints the trace's state changes (for writing input files).
fn show(p: &Played) {
    let mut last = u16::MAX;
    for (t, tick) in p.ticks.iter().enumerate() {
        let l = &tick.lara;
        if l.state != last {
            eprintln!(
                "{t:4} state {:3} anim {:4} pos {:?} yaw {}",
                l.state, l.anim.0, l.pos, l.rot[1]
            );
            last = l.state;
        }
    }
}

// ---------------------------------------------------------------- tightrope

/// A corridor running east (sectors x 1–6 at z 1): floor at 0 on x 1–2 and
/// 5–6, a pit 8 clicks deep on x 3–4. A tightrope spans the pit: its west
/// end in sector 2 facing west, its east end in sector 5 facing east (each
/// moves a quarter sector towards the rope as it starts). Lara stands in
/// sector 2 facing east along it.
fn tightrope_level() -> Option<Level> {
    let mut room = RoomDef::boxed(0, 0, 8, 3, 0, -16);
    for i in 3..=4 {
        room.sector_mut(i, 1).floor = [8; 4];
    }
    let entities = vec![
        entity(0, [2700, 0, 1536], EAST, 0),
        entity(TIGHT_ROPE, [2560, 0, 1536], WEST, 0),
        entity(TIGHT_ROPE, [5632, 0, 1536], EAST, 0),
    ];
    level(vec![room], entities)
}

#[test]
fn tightrope_crossed_with_counter_steering() {
    let Some(level) = tightrope_level() else {
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr5_tightrope.txt"),
        "tr5_tightrope.txt",
        |_, _| {},
    );
    show(&p);
    let on = p.first("gets on", |l| l.state == TIGHTROPE_ON);
    assert_eq!(p.ticks[on].lara.pos, [2816, 0, 1536], "on the rope's end");
    let walk = p.first("walks the rope", |l| l.state == TIGHTROPE_WALK);
    // She wobbled, the input leaned against it, and she walked on.
    let wobble = p.first("wobbles", |l| {
        l.state == TIGHTROPE_FALL_LEFT || l.state == TIGHTROPE_FALL_RIGHT
    });
    assert!(wobble > walk);
    assert!(
        p.ticks[wobble..]
            .iter()
            .any(|t| t.lara.state == TIGHTROPE_WALK),
        "walked on after the wobble"
    );
    // Off the rope (its get-off, one frame in this level, leads to the
    // stand) where the far floor begins.
    let off = on
        + p.ticks[on..]
            .iter()
            .position(|t| t.lara.state == TIGHTROPE_OFF || t.lara.state == STOP)
            .expect("gets off");
    assert!(
        p.ticks[off].lara.pos[0] >= 5120,
        "off on the far floor: {:?}",
        p.ticks[off].lara.pos
    );
    // Over the pit she stayed level with the floor she got on from.
    for t in &p.ticks[on..off] {
        assert_eq!(
            t.lara.pos[1], 0,
            "she left the rope's height: {:?}",
            t.lara.pos
        );
        assert_ne!(t.lara.state, FAST_FALL);
    }
    let last = p.last();
    assert_eq!(last.state, STOP, "she stands at the end");
    assert!(last.pos[0] >= 5120, "on the far floor: {:?}", last.pos);
    assert_eq!(last.pos[1], 0);
}

#[test]
fn tightrope_without_counter_steering_falls_into_the_pit() {
    let Some(level) = tightrope_level() else {
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr5_tightrope_fall.txt"),
        "tr5_tightrope_fall.txt",
        |_, _| {},
    );
    show(&p);
    let on = p.first("gets on", |l| l.state == TIGHTROPE_ON);
    let wobble = p.first("wobbles", |l| {
        l.state == TIGHTROPE_FALL_LEFT || l.state == TIGHTROPE_FALL_RIGHT
    });
    assert!(wobble > on);
    let fell = p.first("falls off", |l| l.state == FAST_FALL);
    assert!(fell > wobble);
    let last = p.last();
    assert_eq!(
        last.pos[1],
        8 * 256,
        "at the bottom of the pit: {:?}",
        last.pos
    );
    assert!(
        (3072..5120).contains(&last.pos[0]),
        "in the pit: {:?}",
        last.pos
    );
    let _ = (
        TIGHTROPE_IDLE,
        TIGHTROPE_TURN,
        TIGHTROPE_RECOVER,
        REACH,
        BARS_SPIN,
        BARS_LEAP,
        PARALLEL_BARS,
    );
}

// ---------------------------------------------------------------- bars

/// A corridor running east (sectors x 1–10 at z 1): floor at 0 on x 1–2
/// and 8–10, a pit 8 clicks deep on x 3–7. Parallel bars (running north–
/// south, so she swings across them going east) hang over the pit, their
/// OCB setting her leap; Lara stands in sector 1 facing east.
fn bars_level(bar: Option<([i32; 3], i16)>) -> Option<Level> {
    let mut room = RoomDef::boxed(0, 0, 12, 3, 0, -24);
    for i in 3..=7 {
        room.sector_mut(i, 1).floor = [8; 4];
    }
    let mut entities = vec![entity(0, [1200, 0, 1536], EAST, 0)];
    if let Some((pos, ocb)) = bar {
        entities.push(entity(PARALLEL_BARS, pos, EAST, ocb));
    }
    level(vec![room], entities)
}

/// Where the bar hangs: over the pit where her reach passes with her feet
/// 754 below it (6 clicks up), and its OCB: 4 hundreds, a leap along its
/// heading of speed 98 and lift 104 (TOMB5: 20 × (4 − 2) + 58, + 64).
const BAR: ([i32; 3], i16) = ([3600, -1536, 1536], 400);

#[test]
fn bars_caught_spun_and_leapt_from_onto_the_far_floor() {
    let Some(level) = bars_level(Some(BAR)) else {
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr5_bars.txt"),
        "tr5_bars.txt",
        |_, _| {},
    );
    show(&p);
    let spin = p.first("spins on the bar", |l| l.state == BARS_SPIN);
    let hang = &p.ticks[spin].lara;
    assert_eq!(hang.pos, [3600, -768, 1536], "hands on the bar");
    let leap = p.first("leaps off", |l| {
        l.state == BARS_LEAP || (l.state == REACH && l.pos[0] > 3600)
    });
    assert!(leap > spin + 15, "spun while Action was held");
    // Off the bar as a reach, ahead and above it, at the OCB's speed.
    let flying = &p.ticks[leap + 1].lara;
    assert_eq!(flying.state, REACH);
    assert_eq!(flying.speed, 98, "the OCB's leap speed");
    assert!(
        flying.pos[0] > 3600 + 700 && flying.pos[1] < -768 - 361,
        "{:?}",
        flying.pos
    );
    for t in &p.ticks[spin..leap] {
        assert_eq!(
            t.lara.pos,
            [3600, -768, 1536],
            "held on the bar while spinning"
        );
    }
    let last = p.last();
    assert_eq!(last.pos[1], 0, "landed on a floor: {:?}", last.pos);
    assert!(last.pos[0] >= 8 * 1024, "beyond the pit: {:?}", last.pos);
    assert_eq!(last.state, STOP);
}
