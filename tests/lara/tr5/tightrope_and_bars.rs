//! TR5's tightrope and parallel bars, played with TR5's own Lara (lent
//! from `TR_DATA_DIR`'s tr5/TEST1.TRC; skipped with a notice without it)
//! on builder levels, from committed input files (tests/walks/tr5_*.txt).

use crate::common;

use common::moves::{play_inputs, play_walk, with_models, Played};
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

/// Lara's right foot mesh (TOMB5 LMX_FOOT_R).
const FOOT_R: usize = 6;

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
    let mut level = level(vec![room], entities)?;
    for (anim, frames) in [
        (FALL_LEFT_ANIM, FALL_FRAMES),
        (FALL_RIGHT_ANIM, FALL_FRAMES),
        (RECOVER_LEFT_ANIM, RECOVER_FRAMES),
        (RECOVER_RIGHT_ANIM, RECOVER_FRAMES),
        (FALL_OFF_LEFT_ANIM, FALL_OFF_FRAMES),
        (FALL_OFF_RIGHT_ANIM, FALL_OFF_FRAMES),
    ] {
        lengthen(&mut level, anim, frames);
    }
    Some(level)
}

// Lara's tightrope animations (TR5's numbers, scripts/lara/tightrope.lua).
const FALL_LEFT_ANIM: u32 = 452;
const RECOVER_LEFT_ANIM: u32 = 453;
const FALL_OFF_LEFT_ANIM: u32 = 454;
const FALL_RIGHT_ANIM: u32 = 455;
const RECOVER_RIGHT_ANIM: u32 = 456;
const FALL_OFF_RIGHT_ANIM: u32 = 457;

/// The lengths the test level gives the lean, the recovery and the
/// fall-off (TEST1.TRC, which lends Lara, strips them to one frame).
const FALL_FRAMES: u16 = 30;
const RECOVER_FRAMES: u16 = 30;
const FALL_OFF_FRAMES: u16 = 20;

/// The first frame (in the level's frame store) of animation `anim`.
fn level_frame_start(p: &Played, anim: tombrs::level::AnimId) -> u16 {
    p.world.level().animations[anim.index()].frame_start
}

/// Makes Lara's animation `anim` last `frames` ticks (its one keyframe
/// held throughout).
fn lengthen(level: &mut Level, anim: u32, frames: u16) {
    let first = level
        .models
        .iter()
        .find(|m| m.type_id == 0)
        .and_then(|m| m.first_animation)
        .expect("Lara's model");
    let a = &mut level.animations[(first.0 + anim) as usize];
    a.frame_rate = 1;
    a.frame_end = a.frame_start + frames - 1;
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
    // TOMB5 lara_as_trfall: the recovery enters its animation at the frame
    // mirroring the lean's (as many frames in as the lean had left), so it
    // takes as long as the lean had run; the tick's animation then steps
    // it one frame.
    let recover = p.first("recovers", |l| l.state == TIGHTROPE_RECOVER);
    let lean = &p.ticks[recover - 1].lara;
    let undo = &p.ticks[recover].lara;
    let lean_in = lean.frame - level_frame_start(&p, lean.anim);
    let undo_in = undo.frame - level_frame_start(&p, undo.anim);
    assert_eq!(undo_in, FALL_FRAMES - 1 - lean_in + 1, "the mirrored frame");
    let stand = recover
        + p.ticks[recover..]
            .iter()
            .position(|t| t.lara.state == TIGHTROPE_IDLE)
            .expect("stands again");
    assert_eq!(stand - recover, recover - wobble, "as long as the lean ran");
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
    // TOMB5 lara_as_trfall: the lean lasts its animation, runs on into the
    // fall-off, and she drops at the fall-off's last frame. The lean is
    // played directly (TEST1's standing pose offers no change to it), so
    // its first frame went by on the tick it started.
    assert_eq!(
        fell - wobble,
        usize::from(FALL_FRAMES + FALL_OFF_FRAMES) - 1,
        "the lean and the fall-off played out"
    );
    assert!(p.ticks[wobble..fell]
        .iter()
        .all(|t| t.lara.state == p.ticks[wobble].lara.state));
    // She drops from her right foot (LMX_FOOT_R) lowered by 75, at fall
    // speed 81: her foot where the fall-off's last frame put it...
    let walk = include_str!("../../walks/tr5_tightrope_fall.txt");
    let inputs = tombrs::app::input_file::Inputs::parse(walk, "tr5_tightrope_fall.txt").unwrap();
    let before = play_inputs(
        tightrope_level().unwrap(),
        inputs.iter().take(fell),
        |_, _| {},
        "tr5_tightrope_fall.txt",
    );
    let id = before.world.entities()[0].id;
    let foot = tombrs::world::spheres::mesh_point(&before.world, id, Some(FOOT_R), [0; 3]).unwrap();
    // ...then the tick's gravity moves her down by her new fall speed.
    let dropped = &p.ticks[fell].lara;
    assert_eq!(
        dropped.pos,
        [foot[0], foot[1] + 75 + dropped.fall_speed, foot[2]],
        "dropped from below her right foot"
    );
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
    let _ = (TIGHTROPE_TURN, REACH, BARS_SPIN, BARS_LEAP, PARALLEL_BARS);
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
