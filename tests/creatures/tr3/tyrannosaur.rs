//! TR3's tyrannosaur on its own routine (tomb3 trex.cpp DinoControl), on a
//! stand-in model with tomb3's state numbers: it hunts flares and raptors
//! before Lara, tires of a Lara who keeps still, turns at half its rate
//! while bored and kills Lara in its jaws with its kill animation.

use crate::common;

use common::arena::{arena_for, lengthen, scripted, scripted_on, stand_in_with, LARA_AT};
use common::bestiary::{check_log, RAPTOR, SECTOR, WEST};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

const TYRANNOSAUR: u32 = 287;

/// tomb3's states, listed so that the stand-in's animation 11 is the kill
/// (8), as the original's is.
const STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 15, 2),
    (3, 50, 3),
    (5, 0, 5),
    (6, 0, 1),
    (7, 0, 1),
    (9, 0, 10),
    (10, 0, 11),
    (11, 0, 1),
    (12, 0, 13),
    (13, 0, 13),
    (8, 0, 8),
    (14, 0, 1),
];

/// tomb3 objects.h: a thrown flare, a raptor, Lara's extra animations.
const FLARE: u32 = 179;
const RAPTOR_TYPE: u32 = 288;
const LARA_EXTRA: u32 = 13;
/// The bite (DINO_ATTACK2) and the kill (DINO_KILL).
const BITE: u16 = 7;
const KILL: u16 = 8;
/// Its stop (DINO_STOP).
const STOP: u16 = 1;

/// The raptor's stand-in, every state without speed: prey that stays
/// where it was put.
fn rooted_raptor() -> Vec<(u16, i32, u16)> {
    RAPTOR
        .iter()
        .map(|&(state, _, next)| (state, 0, next))
        .collect()
}

/// The arena with the rex `apart` units east of Lara facing her, and
/// `more` entities after it; stand-ins for a flare, a raptor and Lara's
/// extra animations (animation 0 changing to the dino kill, 6).
fn rex_level(apart: i32, more: Vec<EntityDef>) -> Level {
    let model = lengthen(stand_in_with(TYRANNOSAUR, 3400, 600, STATES), &[(BITE, 30)]);
    let mut rex = EntityDef::new(TYRANNOSAUR as u16, 0, [LARA_AT[0] + apart, 0, LARA_AT[2]]);
    rex.angle = WEST;
    let models = vec![
        model,
        stand_in_with(FLARE, 20, 0, &[(0, 0, 0)]),
        stand_in_with(RAPTOR_TYPE, 450, 300, &rooted_raptor()),
        stand_in_with(LARA_EXTRA, 100, 300, &[(0, 0, 0), (6, 0, 6)]),
    ];
    arena_for(
        Game::Tr3,
        tombrs::builder::RoomDef::boxed(0, 0, 12, 12, 0, -16),
        LARA_AT,
        models,
        std::iter::once(rex).chain(more).collect(),
    )
}

/// One tick of the rex as the tests read it.
#[derive(Debug, Clone)]
struct Rex {
    mood: String,
    state: u16,
    frame: i64,
    anim: i64,
    interest: i64,
    calls: i64,
    turn_made: i64,
    target: i64,
    /// Entity 2's hit points (-1 without one).
    other_health: i64,
}

fn rex(world: &mut World, host: &ScriptHost) -> Rex {
    let (mood, state, frame, anim, interest, calls, turn_made, target, other_health) =
        common::lua_eval::<(String, u16, i64, i64, i64, i64, i64, i64, i64)>(
            host,
            world,
            "local e = world.entity(1); local ai = e.state.ai \
             return ai.mood, e.anim_state, e.frame, e.anim, ai.interest or 0, ai.calls or 0, \
               ai.turn_made or 0, ai.target and ai.target.index or -1, \
               world.entity_count() > 2 and world.entity(2).health or -1",
        );
    Rex {
        mood,
        state,
        frame,
        anim,
        interest,
        calls,
        turn_made,
        target,
        other_health,
    }
}

/// Runs `ticks` ticks with Lara's input from `input(tick)`, the rex read
/// after each.
fn run(
    world: &mut World,
    host: &mut ScriptHost,
    ticks: usize,
    input: impl Fn(usize) -> u32,
) -> Vec<Rex> {
    (0..ticks)
        .map(|t| {
            host.step(world, Input { bits: input(t) });
            rex(world, host)
        })
        .collect()
}

#[test]
fn a_lara_who_keeps_still_bores_it_and_bored_it_turns_at_half_rate() {
    // tomb3 trex.cpp DinoControl: with no flare or raptor about its enemy is
    // Lara; with both her counters at zero (as they start, and she never
    // moves) its mood is bored, and a bored rex halves its maximum turn
    // (the walk's 2°, 364, gives 182 a tick).
    let (mut world, mut host) = scripted(rex_level(7 * SECTOR, vec![]));
    let t = run(&mut world, &mut host, 300, |_| 0);
    check_log("still Lara", &host);
    assert!(
        t.iter().all(|r| r.mood == "bored"),
        "it hunted a still Lara"
    );
    assert!(t.iter().all(|r| r.target == 0), "its enemy is Lara");
    let most = t.iter().map(|r| r.turn_made.abs()).max().unwrap();
    assert_eq!(most, 182, "the bored walk turns by half of 364 at most");
    assert_eq!(world.entities()[0].health, 1000, "it never came for her");
}

#[test]
fn a_moving_lara_holds_its_interest_for_120_ticks_once_she_stops() {
    // tomb3 trex.cpp DinoControl: each tick she is not standing or
    // crouching still its counters fill (item_flags[0] = 120, [1] = 3);
    // each still tick the first runs down by one.
    let (mut world, mut host) = scripted(rex_level(8 * SECTOR, vec![]));
    let t = run(&mut world, &mut host, 200, |tick| {
        if tick < 20 {
            Input::LEFT
        } else {
            0
        }
    });
    check_log("moving Lara", &host);
    let last_full = t
        .iter()
        .rposition(|r| r.interest == 120)
        .expect("she moved");
    assert!(last_full >= 19, "filled while she turned");
    for (k, r) in t[last_full..].iter().enumerate().take(121) {
        assert_eq!(r.interest, 120 - k as i64, "tick {k} of her stillness");
        assert_eq!(r.calls, 3);
    }
    assert!(
        t.iter().any(|r| r.mood == "attack"),
        "it hunted her while she held its interest"
    );
}

/// Spawns a burning flare at (x, z) on the floor; returns its index.
fn throw_flare(world: &mut World, host: &mut ScriptHost, x: i32, z: i32) -> i64 {
    common::lua_eval::<i64>(
        host,
        world,
        &format!(
            "local o = world.spawn({FLARE}, 0, {x}, 0, {z}, 0); o:activate(world.lara()); \
             o.state.age = 1; return o.index"
        ),
    )
}

#[test]
fn it_hunts_a_burning_flare_before_a_still_lara() {
    // tomb3 trex.cpp DinoControl: the nearest active FLARE_ITEM or RAPTOR
    // with hit points in the rooms about it is its enemy while Lara has not
    // hurt it.
    let (mut world, mut host) = scripted(rex_level(8 * SECTOR, vec![]));
    let flare = throw_flare(&mut world, &mut host, LARA_AT[0] + 4 * SECTOR, LARA_AT[2]);
    let t = run(&mut world, &mut host, 200, |_| 0);
    check_log("flare", &host);
    // Switched on during the first step, the flare is its enemy from the next.
    assert!(
        t[1..].iter().all(|r| r.target == flare),
        "the flare is its enemy"
    );
    assert!(
        t[1..].iter().all(|r| r.mood != "bored"),
        "it hunts the flare"
    );
    // Come within its bite, it stands before the flare: with Lara still
    // and no calls left it neither bites nor sniffs (DINO_STOP).
    assert!(
        t[150..].iter().all(|r| r.state == STOP),
        "it waits at the flare"
    );
}

/// The ticks at which entity 2's hit points fell, and by how much.
fn blows(t: &[Rex]) -> Vec<(usize, i64)> {
    t.windows(2)
        .enumerate()
        .filter(|(_, w)| w[1].other_health < w[0].other_health)
        .map(|(i, w)| (i + 1, w[0].other_health - w[1].other_health))
        .collect()
}

#[test]
fn held_by_a_moving_lara_it_bites_the_flare_on_frame_20_and_spends_it() {
    // tomb3 trex.cpp DinoControl: with its interest in Lara held (she
    // turns on the spot) it bites from a stop (DINO_ATTACK2); on the
    // bite's frame 20 a flare within reach of its pivot is spent (its hit
    // points zeroed) and Lara is its enemy again.
    let (mut world, mut host) = scripted(rex_level(8 * SECTOR, vec![]));
    let flare = throw_flare(&mut world, &mut host, LARA_AT[0] + 4 * SECTOR, LARA_AT[2]);
    let t = run(&mut world, &mut host, 400, |_| Input::LEFT);
    check_log("flare bitten", &host);
    assert_eq!(t[1].target, flare);
    let b = blows(&t);
    assert_eq!(b.len(), 1, "one bite spends it: {b:?}");
    let (at, lost) = b[0];
    assert_eq!(lost, 1000, "its hit points zeroed");
    // The routine reads the frame the last tick left (the probe reads it
    // after the animation has stepped on).
    assert_eq!(
        (t[at].state, t[at - 1].frame),
        (BITE, 20),
        "on the bite's frame 20"
    );
    assert_eq!(t[at + 1].target, 0, "Lara is its enemy again");
}

#[test]
fn it_hunts_a_raptor_before_a_still_lara() {
    // tomb3 trex.cpp DinoControl: a raptor about it (active, with hit
    // points) is its enemy while Lara has not hurt it, nearer or not.
    let mut raptor = EntityDef::new(
        RAPTOR_TYPE as u16,
        0,
        [LARA_AT[0] + 5 * SECTOR, 0, LARA_AT[2] + 3 * SECTOR],
    );
    raptor.angle = WEST;
    let (mut world, mut host) = scripted_on(rex_level(8 * SECTOR, vec![raptor]), 2);
    let t = run(&mut world, &mut host, 300, |_| 0);
    check_log("raptor", &host);
    assert_eq!(t[1].target, 2, "the raptor is its enemy");
    assert!(
        t[1..].iter().all(|r| r.target == 2),
        "it keeps to the raptor"
    );
}

#[test]
fn held_by_a_moving_lara_it_bites_a_raptor_for_50_on_frame_20() {
    // tomb3 trex.cpp DinoControl: a bite at a raptor in reach on frame 20
    // of DINO_ATTACK2 takes 50 hit points.
    let mut raptor = EntityDef::new(
        RAPTOR_TYPE as u16,
        0,
        [LARA_AT[0] + 4 * SECTOR, 0, LARA_AT[2]],
    );
    raptor.angle = WEST;
    let (mut world, mut host) = scripted_on(rex_level(8 * SECTOR, vec![raptor]), 2);
    let t = run(&mut world, &mut host, 600, |_| Input::LEFT);
    check_log("raptor bitten", &host);
    let b = blows(&t);
    assert!(!b.is_empty(), "it never bit the raptor");
    for &(at, lost) in &b {
        assert_eq!(lost, 50, "a bite takes 50");
        assert_eq!(
            (t[at].state, t[at - 1].frame),
            (BITE, 20),
            "on the bite's frame 20"
        );
    }
}

#[test]
fn its_jaws_kill_a_moving_lara_with_its_kill_and_hers() {
    // tomb3 trex.cpp DinoControl: in DINO_ATTACK2 with Lara its enemy, jaws
    // touching her (touch bits 0x3000) take 10000 and CreatureKill plays
    // its animation 11 (DINO_KILL) and puts her at its place (on her
    // LARA_EXTRA's animation 0 heading for EXTRA_DINOKILL).
    let (mut world, mut host) = scripted(rex_level(6 * SECTOR, vec![]));
    let mut killed = None;
    for tick in 0..900 {
        host.step(&mut world, Input { bits: Input::LEFT });
        if world.entities()[0].health <= 0 {
            killed = Some(tick);
            break;
        }
    }
    killed.expect("its jaws killed her");
    let r = rex(&mut world, &host);
    assert_eq!((r.state, r.anim), (KILL, 11), "its kill animation");
    // Her blow's hook (her death) runs in the next step.
    host.step(&mut world, Input { bits: 0 });
    check_log("kill", &host);
    let (lara, rex_e) = (&world.entities()[0], &world.entities()[1]);
    assert_eq!(lara.pos, rex_e.pos, "she is in its jaws");
}
