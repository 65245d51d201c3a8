//! TR4/TR5 traps wired by name in scripts/objects/tr45/traps.lua (blades,
//! chains, plough, hammers, Joby spikes, the slicer-dicer, the mine, the
//! burning floor, the sentry gun, the falling ceiling, squishy blocks...):
//! each on a TR4 or TR5 builder level with a stand-in model lent to its
//! type id and the demo hero as Lara, as the shipped catalogues bind them.

use crate::common;

use common::lua_eval;

use common::arena::{arena_for, open_room, stand_in, LARA_AT};
use common::traps::{bound, entity, no_script_errors, run};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

// TR4 type ids (spec catalogue-tr4-tr5.md, scripts/objects/tr45/names_tr4.lua).
const FALLING_CEILING: u16 = 117;
const JOBY_SPIKES: u16 = 133;
const SLICER_DICER: u16 = 134;
const CHAIN: u16 = 135;
const PLOUGH: u16 = 136;
const HAMMER: u16 = 138;
const BURNING_FLOOR: u16 = 139;
const COG: u16 = 140;
const SPIKEBALL: u16 = 141;
const SQUISHY_BLOCK2: u16 = 155;
const SENTRY_GUN: u16 = 162;
const MINE: u16 = 163;
const FLOOR_4BLADE: u16 = 166;
const BIRD_BLADE: u16 = 168;
const MOVING_BLADE: u16 = 170;
const SETH_BLADE: u16 = 172;
// TR5 type ids (names_tr5.lua).
const TR5_AUTOGUN: u16 = 97;
const TR5_ROME_HAMMER: u16 = 118;

/// A stand-in of `type_id` whose animations (one per state, in order) run
/// `frames` frames each: long enough for the frame windows the originals
/// hurt in.
fn long_stand_in(type_id: u16, reach: i16, states: &[u16], frames: usize) -> ModelDef {
    let pairs: Vec<(u16, i32)> = states.iter().map(|&s| (s, 0)).collect();
    let mut m = stand_in(type_id as u32, reach, &pairs);
    for a in m.animations.iter_mut() {
        let key = a.keys[0].clone();
        a.keys = vec![key; frames];
        let last = a.frames() - 1;
        for t in a.transitions.iter_mut() {
            t.low = last;
            t.high = last;
        }
    }
    m
}

/// A level of `game`: Lara at the arena's spot facing +x, then `entities`
/// (entity 1 first) with `models`.
fn level(game: Game, models: Vec<ModelDef>, entities: Vec<EntityDef>) -> Level {
    arena_for(game, open_room(), LARA_AT, models, entities)
}

/// An entity of `type_id` 150 in front of Lara (in reach of her body).
fn in_her_face(type_id: u16, ocb: i16) -> EntityDef {
    let mut e = entity(type_id, [LARA_AT[0] + 150, LARA_AT[2]], 0, 0);
    e.ocb = ocb;
    e
}

/// Per tick: Lara's health and entity 1's frame (as its control saw it:
/// the frame before the step).
fn watch(level: Level, on: bool, ticks: usize) -> (Vec<(i16, u16)>, World, ScriptHost) {
    let on: &[usize] = if on { &[1] } else { &[] };
    let (mut world, mut host) = bound(level, on);
    let mut out = Vec::new();
    for _ in 0..ticks {
        let frame = world.entities()[1].frame;
        run(&mut world, &mut host, 1, |_| 0, |_, _| {});
        out.push((world.entities()[0].health, frame));
    }
    no_script_errors(&host);
    (out, world, host)
}

/// Each blow Lara took and lived: (tick, frame the trap was at, harm).
fn blows(t: &[(i16, u16)]) -> Vec<(usize, u16, i16)> {
    let mut last = 1000;
    let mut out = Vec::new();
    for (i, &(h, f)) in t.iter().enumerate() {
        if h < last && h > 0 {
            out.push((i, f, last - h));
        }
        last = h;
    }
    out
}

/// Lara's health never changed.
fn unhurt(t: &[(i16, u16)]) -> bool {
    t.iter().all(|s| s.0 == 1000)
}

// ------------------------------------------------------------------ blades

/// Frames a blade hurts in (first, last) and its harm a tick there.
type Window = (u16, u16, i16);

#[test]
fn blades_hurt_only_in_the_frames_of_their_swing() {
    // (type, frames of its stand-in, the frames it hurts in, harm a tick):
    // TOMB4 ControlBirdBlade 15-30 for 100; Control4xFloorRoofBlade 6-7 for
    // 20 and 55-57 for 200.
    let cases: [(u16, usize, &[Window]); 2] = [
        (BIRD_BLADE, 40, &[(15, 30, 100)]),
        (FLOOR_4BLADE, 64, &[(6, 7, 20), (55, 57, 200)]),
    ];
    for (id, frames, windows) in cases {
        let model = long_stand_in(id, 300, &[0], frames);
        let (t, _, _) = watch(
            level(Game::Tr4, vec![model.clone()], vec![in_her_face(id, 0)]),
            true,
            frames * 2 - 2,
        );
        let b = blows(&t);
        assert!(!b.is_empty(), "{id}: it cut her");
        for &(tick, frame, harm) in &b {
            let w = windows
                .iter()
                .find(|w| frame >= w.0 && frame <= w.1)
                .unwrap_or_else(|| {
                    panic!("{id}: cut at frame {frame} (tick {tick}) outside its swing")
                });
            assert_eq!(harm, w.2, "{id}: harm at frame {frame}");
        }
        // Every frame of every window cut her once the first time round,
        // unless she died of it.
        let expected: usize = windows.iter().map(|w| (w.1 - w.0 + 1) as usize).sum();
        let first_round: Vec<_> = b.iter().filter(|b| b.0 < frames).collect();
        match t.iter().position(|s| s.0 <= 0) {
            None => assert_eq!(first_round.len(), expected, "{id}: {b:?}"),
            Some(d) => {
                let f = t[d].1;
                assert!(
                    windows.iter().any(|w| f >= w.0 && f <= w.1),
                    "{id}: killed at frame {f}"
                );
            }
        }
        // Not triggered: still, and harmless.
        let (t, world, _) = watch(
            level(Game::Tr4, vec![model], vec![in_her_face(id, 0)]),
            false,
            80,
        );
        assert!(unhurt(&t), "{id}: at rest");
        assert_eq!(
            world.entities()[1].frame,
            0,
            "{id}: held at its first frame"
        );
    }
}

#[test]
fn chain_plough_hammer_cog_and_spikeball_hurt_on_contact_while_triggered() {
    // (type, OCB, frames, harm a tick, first tick it may hurt): TOMB4
    // ControlChain (25; another OCB 75), ControlPlough 50, ControlHammer
    // 150 before frame 52, CogCollision 10, ControlSpikeball 150 from frame
    // 15; TOMB5's Roman hammer 250.
    for (game, id, ocb, frames, harm, from) in [
        (Game::Tr4, CHAIN, 0, 8, 25, 0),
        (Game::Tr4, CHAIN, 1, 8, 75, 0),
        (Game::Tr4, PLOUGH, 0, 8, 50, 0),
        (Game::Tr4, HAMMER, 0, 64, 150, 0),
        (Game::Tr4, COG, 0, 8, 10, 0),
        (Game::Tr4, SPIKEBALL, 0, 30, 150, 15),
        (Game::Tr4, MOVING_BLADE, 0, 8, 50, 0),
        (Game::Tr5, TR5_ROME_HAMMER, 0, 8, 250, 0),
    ] {
        let model = long_stand_in(id, 300, &[0], frames);
        let (t, _, _) = watch(
            level(game, vec![model.clone()], vec![in_her_face(id, ocb)]),
            true,
            frames.min(60),
        );
        let b = blows(&t);
        assert!(!b.is_empty(), "{id}/{ocb}: it hurt her");
        assert!(b.iter().all(|b| b.2 == harm), "{id}/{ocb}: {b:?}");
        assert!(b[0].1 >= from, "{id}: first blow at frame {}", b[0].1);
        // The hammer's blow is over at frame 52.
        if id == HAMMER {
            assert!(b.iter().all(|b| b.1 < 52), "{b:?}");
        }
        let (t, _, _) = watch(
            level(game, vec![model], vec![in_her_face(id, ocb)]),
            false,
            40,
        );
        assert!(unhurt(&t), "{id}: harmless untriggered");
    }
    // Out of reach (three sectors ahead) the chain never touches her.
    let far = entity(CHAIN, [LARA_AT[0] + 3 * 1024, LARA_AT[2]], 0, 0);
    let (t, _, _) = watch(
        level(
            Game::Tr4,
            vec![long_stand_in(CHAIN, 300, &[0], 8)],
            vec![far],
        ),
        true,
        40,
    );
    assert!(unhurt(&t));
}

#[test]
fn seths_blade_waits_its_ocb_then_strikes_to_kill() {
    // InitialiseSethBlade: anim 1, state 2 (rest); |OCB| ticks later it
    // strikes (state 1): 1000 a tick in frames 1-15.
    let model = long_stand_in(SETH_BLADE, 300, &[1, 2], 20);
    let (t, world, _) = watch(
        level(Game::Tr4, vec![model], vec![in_her_face(SETH_BLADE, 30)]),
        true,
        80,
    );
    // One blow of 1000 kills her, not before its wait was out.
    let dead = t.iter().position(|s| s.0 <= 0).expect("it struck");
    assert!(dead >= 29, "{dead}");
    assert!(t[..dead].iter().all(|s| s.0 == 1000), "one deadly blow");
    assert!(world.entities()[0].health <= 0);
}

// ------------------------------------------------------------ joby spikes

#[test]
fn joby_spikes_grow_down_spinning_and_shred_her_once_below_her_head() {
    // A room two sectors high; the drill hangs at the ceiling over Lara.
    let room = RoomDef::boxed(0, 0, 12, 12, 0, -8);
    let joby = entity(JOBY_SPIKES, [LARA_AT[0], LARA_AT[2]], -2048, 0);
    let lvl = arena_for(
        Game::Tr4,
        room,
        LARA_AT,
        vec![stand_in(JOBY_SPIKES as u32, 100, &[(0, 0)])],
        vec![joby],
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    let mut tips = Vec::new();
    let mut h = Vec::new();
    let mut yaws = Vec::new();
    for _ in 0..900 {
        run(&mut world, &mut host, 1, |_| 0, |_, _| {});
        let tip: i32 = lua_eval(
            &host,
            &mut world,
            "local e = world.entity(1); return e.state.base + math.floor(3328 * e.state.extent / 4096)",
        );
        tips.push(tip);
        h.push(world.entities()[0].health);
        yaws.push(world.entities()[1].rot[1]);
    }
    no_script_errors(&host);
    // It lowers steadily (3 of 4096 of its 3328 a tick) to the floor.
    assert!(tips.windows(2).all(|w| w[1] >= w[0]), "only down");
    assert!(tips[10] > -2048 && tips[10] < -2000, "{}", tips[10]);
    assert!(
        *tips.last().unwrap() >= -4,
        "down to the floor: {}",
        tips.last().unwrap()
    );
    // It spins.
    assert_ne!(yaws[100], yaws[101]);
    // She is unhurt until the tip is below her head, then 8 a tick.
    let first = h.iter().position(|&v| v < 1000).expect("shredded");
    // The demo hero standing is about 800 tall.
    assert!(
        tips[first] > -900 && tips[first] < -700,
        "the tip at her head height: {}",
        tips[first]
    );
    assert!(first > 400, "{first}");
    assert_eq!(h[first], 992, "8 a tick");
    // Then 8 every tick her head is under the tip: the hero's hit flinch
    // may lift her bounds' top over it for a tick.
    let drops: Vec<i32> = h[first..first + 40]
        .windows(2)
        .map(|w| (w[0] - w[1]) as i32)
        .collect();
    assert!(drops.iter().all(|&d| d == 0 || d == 8), "{drops:?}");
    assert!(drops.iter().filter(|&&d| d == 8).count() >= 37, "{drops:?}");
    // Untriggered it stays up, unseen.
    let lvl = arena_for(
        Game::Tr4,
        RoomDef::boxed(0, 0, 12, 12, 0, -8),
        LARA_AT,
        vec![stand_in(JOBY_SPIKES as u32, 100, &[(0, 0)])],
        vec![entity(JOBY_SPIKES, [LARA_AT[0], LARA_AT[2]], -2048, 0)],
    );
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 100, |_| 0, |_, _| {});
    assert!(world.entities()[1].invisible);
    assert_eq!(world.entities()[0].health, 1000);
}

// ----------------------------------------------------------- slicer-dicer

#[test]
fn the_slicer_dicer_wheels_round_its_hub_and_cuts_her_at_the_bottom() {
    // Placed half a sector to -x of Lara facing +z: its hub is over her,
    // 4608 up, the bottom of its circle where she stands.
    let at = [LARA_AT[0] - 512, LARA_AT[2]];
    let lvl = level(
        Game::Tr4,
        vec![stand_in(SLICER_DICER as u32, 300, &[(0, 0)])],
        vec![entity(SLICER_DICER, at, 0, 0)],
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    let mut out = Vec::new();
    run(
        &mut world,
        &mut host,
        400,
        |_| 0,
        |_, w| out.push((w.entities()[1].pos, w.entities()[0].health)),
    );
    no_script_errors(&host);
    let hub = [LARA_AT[0], -4608, LARA_AT[2]];
    for (pos, _) in &out {
        let d = (((pos[1] - hub[1]) as f64).powi(2) + ((pos[2] - hub[2]) as f64).powi(2)).sqrt();
        // TOMB4 traps.cpp ControlSlicerDicer: 4608 · cos(a) >> 14 along its
        // heading, 4608 · sin(a) >> 14 up. The table reads the sine at the
        // angle's 16-unit step on one side and the cosine on the other, and
        // each product is shifted down: over a whole turn the blade strays
        // at most 4.84 from the circle (at a = 7393: 3493 out, 2998 up).
        assert!((d - 4608.0).abs() <= 4.85, "on its circle: {pos:?} {d}");
        assert_eq!(pos[0], hub[0], "in its plane");
    }
    // A quarter turn is 16384 / 170 ≈ 96 ticks; the bottom is three
    // quarters round (≈ 289 ticks): she is cut only near then, 50 a tick.
    let first = out.iter().position(|s| s.1 < 1000).expect("cut");
    assert!((250..=300).contains(&first), "{first}");
    let harms: Vec<i16> = out
        .windows(2)
        .map(|w| w[0].1 - w[1].1)
        .filter(|&d| d > 0)
        .collect();
    assert!(harms.iter().all(|&d| d == 50), "{harms:?}");
}

// -------------------------------------------------------------------- mine

#[test]
fn a_hidden_mine_blows_up_under_her_when_she_comes_near() {
    // A mine three sectors ahead; she runs at it.
    let mine = entity(MINE, [LARA_AT[0] + 3 * 1024, LARA_AT[2]], 0, 0);
    let lvl = level(
        Game::Tr4,
        vec![stand_in(MINE as u32, 100, &[(0, 0)])],
        vec![mine],
    );
    let (mut world, mut host) = bound(lvl, &[]);
    assert!(world.entities()[1].invisible, "buried: unseen");
    let mut dead_at = None;
    for t in 0..120 {
        run(&mut world, &mut host, 1, |_| Input::FORWARD, |_, _| {});
        if world.entities()[0].health <= 0 {
            dead_at = Some((t, world.entities()[0].pos[0]));
            break;
        }
    }
    no_script_errors(&host);
    let (t, x) = dead_at.expect("the mine killed her");
    let gap = LARA_AT[0] + 3 * 1024 - x;
    assert!(t > 10, "not at once ({t})");
    assert!(
        gap > 0 && gap < 512 + 200,
        "within half a sector of it: {gap}"
    );
    assert_eq!(world.entities()[1].status, Status::Deactivated, "spent");
    // Standing still far from one: nothing happens.
    let mine = entity(MINE, [LARA_AT[0] + 3 * 1024, LARA_AT[2]], 0, 0);
    let lvl = level(
        Game::Tr4,
        vec![stand_in(MINE as u32, 100, &[(0, 0)])],
        vec![mine],
    );
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 100, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].health, 1000);
}

// ----------------------------------------------------------- burning floor

#[test]
fn the_burning_floor_sets_her_alight_and_burns_out() {
    let floor = entity(BURNING_FLOOR, [LARA_AT[0], LARA_AT[2]], 0, 0);
    let lvl = level(
        Game::Tr4,
        vec![stand_in(BURNING_FLOOR as u32, 100, &[(0, 0)])],
        vec![floor],
    );
    // Not lit: nothing.
    let (mut world, mut host) = bound(lvl, &[]);
    run(&mut world, &mut host, 30, |_| 0, |_, _| {});
    let burning: bool = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.burning == true",
    );
    assert!(!burning);
    // Lit: she catches fire at once, left with at most 100.
    let lvl = level(
        Game::Tr4,
        vec![stand_in(BURNING_FLOOR as u32, 100, &[(0, 0)])],
        vec![floor],
    );
    let (mut world, mut host) = bound(lvl, &[1]);
    run(&mut world, &mut host, 1, |_| 0, |_, _| {});
    let burning: bool = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.burning == true",
    );
    assert!(burning, "alight");
    assert!(
        world.entities()[0].health <= 100,
        "{}",
        world.entities()[0].health
    );
    // Her fire burns the floor out; it dies down and the floor is gone.
    run(&mut world, &mut host, 100, |_| 0, |_, _| {});
    assert_eq!(world.entities()[1].status, Status::Deactivated);
    assert!(world.entities()[1].invisible);
    no_script_errors(&host);
}

// -------------------------------------------------------------- sentry gun

/// A sentry gun four sectors ahead of Lara facing her (or away).
fn sentry_level(game: Game, id: u16, facing_her: bool) -> Level {
    let angle = if facing_her { 0xC000 } else { 0x4000 };
    let gun = entity(id, [LARA_AT[0] + 4 * 1024, LARA_AT[2]], 0, angle);
    level(game, vec![stand_in(id as u32, 100, &[(0, 0)])], vec![gun])
}

#[test]
fn the_sentry_gun_wakes_when_triggered_fires_along_its_line_and_is_shot_down() {
    // Asleep until triggered.
    let (t, _, _) = watch(sentry_level(Game::Tr4, SENTRY_GUN, true), false, 150);
    assert!(unhurt(&t), "asleep");
    // Woken: shots of 5 (TOMB4 ShotLara), every other tick at most.
    let (t, mut world, mut host) = watch(sentry_level(Game::Tr4, SENTRY_GUN, true), true, 150);
    let b = blows(&t);
    assert!(b.len() >= 5, "{b:?}");
    assert!(b.iter().all(|b| b.2 == 5), "{b:?}");
    assert!(b.windows(2).all(|w| w[1].0 - w[0].0 >= 2), "{b:?}");
    // Shot down (30 hit points): it blows up, and fires no more.
    lua_eval::<()>(&host, &mut world, "world.entity(1):hit(30, world.lara())");
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    assert_eq!(world.entities()[1].status, Status::Deactivated);
    assert!(world.entities()[1].invisible);
    let h = world.entities()[0].health;
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].health, h, "no more shots");
    no_script_errors(&host);
    // Facing away she is out of its line: never turned to, never shot.
    let (t, _, _) = watch(sentry_level(Game::Tr4, SENTRY_GUN, false), true, 150);
    assert!(unhurt(&t));
}

#[test]
fn tr5s_autogun_unfolds_then_fires_20_a_hit() {
    let (t, _, _) = watch(sentry_level(Game::Tr5, TR5_AUTOGUN, true), true, 120);
    let b = blows(&t);
    assert!(!b.is_empty());
    assert!(b[0].0 >= 7, "not before it unfolded: {b:?}");
    assert!(b.iter().all(|b| b.2 == 20), "{b:?}");
}

// ------------------------------------------- falling ceiling, squishy block

#[test]
fn the_falling_ceiling_drops_on_her_for_300() {
    let ceiling = entity(FALLING_CEILING, [LARA_AT[0], LARA_AT[2]], -1536, 0);
    let model = common::traps::trap_model(FALLING_CEILING as u32, 300);
    let (t, world, _) = watch(
        level(Game::Tr4, vec![model.clone()], vec![ceiling]),
        true,
        60,
    );
    let b = blows(&t);
    assert!(!b.is_empty(), "it fell on her");
    assert!(b.iter().all(|b| b.2 == 300), "{b:?}");
    assert_eq!(world.entities()[1].pos[1], 0, "on the floor");
    let (t, world, _) = watch(level(Game::Tr4, vec![model], vec![ceiling]), false, 60);
    assert!(unhurt(&t));
    assert_eq!(world.entities()[1].pos[1], -1536, "untriggered it stays up");
}

#[test]
fn the_falling_squishy_block_shakes_a_while_then_crushes_her() {
    let model = long_stand_in(SQUISHY_BLOCK2, 300, &[0], 20);
    let (t, _, _) = watch(
        level(Game::Tr4, vec![model], vec![in_her_face(SQUISHY_BLOCK2, 0)]),
        true,
        80,
    );
    let dead = t.iter().position(|s| s.0 <= 0).expect("crushed");
    assert!(
        (59..=62).contains(&dead),
        "after its 60 ticks of quake: {dead}"
    );
}

// ----------------------------------------------------- TR5 lasers, cables

const TR5_ELECTRICAL_CABLES: u16 = 98;
const TR5_LASERS: u16 = 390;
const TR5_FLOOR_LASERS: u16 = 392;

/// Lara's health after `ticks` still ticks with TR5 `id` (OCB `ocb`) at
/// `at` (x, z), on or not; whether she burns.
fn tr5_run(id: u16, ocb: i16, at: [i32; 2], angle: u16, on: bool, ticks: usize) -> (i16, bool) {
    let mut e = entity(id, at, 0, angle);
    e.ocb = ocb;
    let lvl = level(
        Game::Tr5,
        vec![stand_in(id as u32, 100, &[(0, 0)])],
        vec![e],
    );
    let on: &[usize] = if on { &[1] } else { &[] };
    let (mut world, mut host) = bound(lvl, on);
    run(&mut world, &mut host, ticks, |_| 0, |_, _| {});
    no_script_errors(&host);
    let burning: bool = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.burning == true",
    );
    (world.entities()[0].health, burning)
}

#[test]
fn tr5_lasers_burn_her_to_death_in_their_beams_only() {
    let here = [LARA_AT[0], LARA_AT[2]];
    // A curtain one sector wide across her (OCB 1, deadly bit 9).
    let deadly = 1 | (1 << 9);
    assert_eq!(tr5_run(TR5_LASERS, deadly, here, 0, true, 3), (-1, true));
    // Off: nothing; two sectors aside: nothing; without bit 9 only an alarm.
    assert_eq!(
        tr5_run(TR5_LASERS, deadly, here, 0, false, 30),
        (1000, false)
    );
    let aside = [LARA_AT[0] + 2048, LARA_AT[2]];
    assert_eq!(
        tr5_run(TR5_LASERS, deadly, aside, 0, true, 30),
        (1000, false)
    );
    assert_eq!(tr5_run(TR5_LASERS, 1, here, 0, true, 30), (1000, false));
    // A floor grid of 2 x 2 sectors from her sector kills her; two
    // sectors behind her it does not reach.
    assert_eq!(tr5_run(TR5_FLOOR_LASERS, 22, here, 0, true, 3), (-1, true));
    let behind = [LARA_AT[0] - 3 * 1024, LARA_AT[2]];
    assert_eq!(
        tr5_run(TR5_FLOOR_LASERS, 22, behind, 0, true, 30),
        (1000, false)
    );
}

#[test]
fn tr5_live_cables_electrocute_her_within_their_reach() {
    // Cables 150 ahead of her, their joints within 200 of her body.
    let at = [LARA_AT[0] + 150, LARA_AT[2]];
    assert_eq!(
        tr5_run(TR5_ELECTRICAL_CABLES, 200, at, 0, true, 3),
        (-1, true)
    );
    assert_eq!(
        tr5_run(TR5_ELECTRICAL_CABLES, 200, at, 0, false, 30),
        (1000, false)
    );
    let far = [LARA_AT[0] + 1500, LARA_AT[2]];
    assert_eq!(
        tr5_run(TR5_ELECTRICAL_CABLES, 200, far, 0, true, 30),
        (1000, false)
    );
}
