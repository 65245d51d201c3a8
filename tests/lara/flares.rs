//! Lara's flare (scripts/lara/flare.lua, objects/common/flare.lua), TR2–TR5,
//! on builder levels carrying the game's own Lara (lent from `TR_DATA_DIR`'s
//! test level; skipped without it): lit with the Flare key or the ring's
//! "use", held burning with her left arm playing the flare animations, burnt
//! out after the game's time, thrown to lie burning on the floor, and taken
//! back into her hand through state 67 (standing, crouched), in water too.

use crate::common;

use common::moves::{lara_at, level_def, play_walk, with_models, Played};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::{Entity, Event, Status, World};

/// Lara's state ids (lara/states.lua).
const STOP: u16 = 2;
const FLARE_PICKUP: u16 = 67;
/// Her left arm's first mesh (lara/flare.lua ARM_FIRST).
const LEFT_ARM: u16 = 11;

/// The flare types of each game: (flare box, flare object, arm model).
fn ids(game: Game) -> (u16, u16, u16) {
    match game {
        Game::Tr2 => (151, 152, 9),
        Game::Tr3 => (178, 179, 10),
        Game::Tr4 => (373, 372, 7),
        _ => (355, 354, 7),
    }
}

/// A hall 14 sectors along x (floor 0, ceiling 16 clicks up), Lara at x 1.5
/// sectors facing +x, and `others`; with the game's models.
fn hall(game: Game, others: Vec<EntityDef>) -> Option<tombrs::level::Level> {
    let room = RoomDef::boxed(0, 0, 14, 5, 0, -16);
    with_models(
        &level_def(vec![room], lara_at([1536, 0, 2560], 0x4000), others),
        game,
    )
}

/// Gives Lara `n` flares in her box (a setup for `play_walk`).
fn give_flares(game: Game, n: u32) -> impl FnOnce(&mut World, &mut tombrs::script::ScriptHost) {
    move |world, host| {
        let (boxed, _, _) = ids(game);
        let _: () = common::lua_eval(
            host,
            world,
            &format!("world.lara().state.inventory[{boxed}] = {n}"),
        );
    }
}

/// Flares she carries after the walk.
fn flares_left(p: &mut Played, game: Game) -> i64 {
    common::lua_eval(
        &p.host,
        &mut p.world,
        &format!(
            "local inv = world.lara().state.inventory
             return (inv[{}] or 0) + (inv[{}] or 0)",
            ids(game).0,
            ids(game).1
        ),
    )
}

/// The lights of a tick within `reach` of `at`.
fn lights_near(events: &[Event], at: [i32; 3], reach: i32) -> usize {
    events
        .iter()
        .filter(|e| match e {
            Event::Light { pos, .. } => (0..3).all(|k| (pos[k] - at[k]).abs() <= reach),
            _ => false,
        })
        .count()
}

/// Her middle: a flare in her hand lights within a sector of it.
fn middle(l: &Entity) -> [i32; 3] {
    [l.pos[0], l.pos[1] - 512, l.pos[2]]
}

/// True while her left arm plays a frame of the flare model `arm`.
fn arm_plays_flare(p: &Played, i: usize, world_arm_anims: std::ops::Range<u32>) -> bool {
    p.ticks[i]
        .lara
        .posture
        .limbs
        .iter()
        .any(|l| l.first == LEFT_ARM && world_arm_anims.contains(&l.anim.0))
}

/// The absolute animations of the flare arm model.
fn arm_anims(p: &Played, arm: u16) -> std::ops::Range<u32> {
    let m = p
        .world
        .level()
        .models
        .iter()
        .find(|m| m.type_id == u32::from(arm))
        .expect("the flare arm model");
    let first = m.first_animation.expect("it has animations").0;
    first..first + m.animation_count
}

/// The flare objects still in the level.
fn flare_objects(p: &Played, game: Game) -> Vec<Entity> {
    let (_, object, _) = ids(game);
    p.world
        .entities()
        .iter()
        .filter(|e| e.type_id == object && e.status != Status::Removed)
        .cloned()
        .collect()
}

#[allow(dead_code)]
fn dump(p: &Played) {
    for (i, t) in p.ticks.iter().enumerate() {
        let e = &t.lara;
        let lights = lights_near(&t.events, middle(e), 1024);
        eprintln!(
            "{i:4} st {:3} goal {:3} anim {:4} fr {:3} pos {:?} limbs {:?} lights {lights}",
            e.state,
            e.goal_state,
            e.anim.0,
            e.frame,
            e.pos,
            e.posture
                .limbs
                .iter()
                .map(|l| (l.first, l.anim.0, l.frame))
                .collect::<Vec<_>>()
        );
    }
}

fn dump_if_asked(p: &Played) {
    if std::env::var_os("DUMP").is_some() {
        dump(p);
    }
}

#[test]
fn tr2_flare_lit_burns_a_minute_and_is_thrown_away_spent() {
    let game = Game::Tr2;
    let Some(level) = hall(game, vec![]) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the flare test");
        return;
    };
    let mut p = play_walk(
        level,
        include_str!("../walks/tr2_flare_burn.txt"),
        "tr2_flare_burn.txt",
        give_flares(game, 3),
    );
    dump_if_asked(&p);
    assert_eq!(flares_left(&mut p, game), 2, "one flare used");
    let arm = arm_anims(&p, ids(game).2);
    // The key at tick 5: the arm draws (the flare model's animations) …
    assert!(
        arm_plays_flare(&p, 8, arm.clone()),
        "the arm draws the flare"
    );
    assert!(!arm_plays_flare(&p, 4, arm.clone()));
    // … no light until it ignites, then one by her hand every tick.
    let near = |i: usize| lights_near(&p.ticks[i].events, middle(&p.ticks[i].lara), 1024);
    let lit = (0..p.ticks.len())
        .find(|&i| near(i) > 0)
        .expect("it lights");
    // Ignited at the draw's frame 72, 39 frames after it began (tick 6).
    assert!((40..=50).contains(&lit), "lit at {lit}");
    let out = (lit..p.ticks.len())
        .find(|&i| near(i) == 0)
        .expect("it dies");
    // It burns 1800 ticks (60 s at 30 Hz).
    assert!(
        (1795..=1805).contains(&(out - lit)),
        "burnt {} ticks",
        out - lit
    );
    // The arm held it up while she stood.
    assert!(arm_plays_flare(&p, lit + 100, arm.clone()));
    // Spent, she threw it away: her hand is empty and nothing burns.
    assert!(p.last().posture.limbs.iter().all(|l| l.first != LEFT_ARM));
    assert_eq!(
        lights_near(&p.ticks.last().unwrap().events, middle(p.last()), 1 << 20),
        0
    );
    assert!(
        flare_objects(&p, game).is_empty(),
        "a spent flare is gone once still"
    );
    assert_eq!(p.last().state, STOP);
}

#[test]
fn tr2_flare_thrown_lies_burning_and_is_taken_back_through_state_67() {
    let game = Game::Tr2;
    let Some(level) = hall(game, vec![]) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the flare test");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/tr2_flare_throw.txt"),
        "tr2_flare_throw.txt",
        give_flares(game, 1),
    );
    dump_if_asked(&p);
    // Thrown at tick 156: her body plays the throw (189) standing.
    assert!(p.ever(|l| l.anim.0 == 189), "the throw animation");
    // It flew ahead and lies on the floor, burning.
    let landed = 156 + 80;
    let stand = p.ticks[150].lara.pos;
    let flare_at = |i: usize| -> Option<[i32; 3]> {
        p.ticks[i]
            .events
            .iter()
            .filter_map(|e| match e {
                Event::Light { pos, .. } if (pos[0] - stand[0]).abs() > 400 => Some(*pos),
                _ => None,
            })
            .next()
    };
    let lying = flare_at(landed).expect("a flare burning away from her");
    assert!(
        lying[0] > stand[0] + 400,
        "ahead of her: {lying:?} vs {stand:?}"
    );
    assert!(lying[1] <= 0 && lying[1] > -200, "on the floor: {lying:?}");
    // She walks to it and bends down for it: state 67, then it is in her
    // hand again (no flare object left, a light by her hand).
    let bend = p.first("flare pickup", |l| l.state == FLARE_PICKUP);
    assert_eq!(p.ticks[bend].lara.anim.0, 204);
    assert!(flare_objects(&p, game).is_empty(), "taken from the floor");
    let end = p.ticks.len() - 1;
    assert!(lights_near(&p.ticks[end].events, middle(p.last()), 1024) > 0);
}

/// A burning flare (age 100) placed at `at` in room 0.
fn burning_flare_at(
    game: Game,
    at: [i32; 3],
) -> impl FnOnce(&mut World, &mut tombrs::script::ScriptHost) {
    move |world, host| {
        let (_, object, _) = ids(game);
        let _: () = common::lua_eval(
            host,
            world,
            &format!(
                "local o = world.spawn({object}, 0, {}, {}, {}, 0)
                 o.state.age, o.state.flying = 100, false",
                at[0], at[1], at[2]
            ),
        );
    }
}

#[test]
fn tr3_burning_flare_taken_crouched_with_animation_312() {
    let game = Game::Tr3;
    let Some(level) = hall(game, vec![]) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the flare test");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/tr3_flare_crouch.txt"),
        "tr3_flare_crouch.txt",
        burning_flare_at(game, [1700, 0, 2560]),
    );
    dump_if_asked(&p);
    let bend = p.first("crouched flare pickup", |l| l.state == FLARE_PICKUP);
    assert_eq!(p.ticks[bend].lara.anim.0, 312);
    assert!(flare_objects(&p, game).is_empty(), "taken from the floor");
    assert!(lights_near(&p.ticks.last().unwrap().events, middle(p.last()), 1024) > 0);
}

#[test]
fn tr4_ring_use_lights_a_flare() {
    let game = Game::Tr4;
    let Some(level) = hall(game, vec![]) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the flare test");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/flare_stand.txt"),
        "flare_stand.txt",
        |world, host| {
            give_flares(game, 2)(world, host);
            // The ring's "use" on the flares (gameflow/items/actions.lua).
            let _: () = common::lua_eval(
                host,
                world,
                "local lara = world.lara()
                 local entry = require('gameflow.items.common').entry_of(4, 373)
                 require('gameflow.items.actions').perform({ lara = lara },
                   { key = 373, entry = entry }, 'flare', { close = function() end })",
            );
        },
    );
    dump_if_asked(&p);
    let mut p = p;
    assert_eq!(flares_left(&mut p, game), 1, "one flare used");
    let arm = arm_anims(&p, ids(game).2);
    assert!(arm_plays_flare(&p, 10, arm));
    let near = |i: usize| lights_near(&p.ticks[i].events, middle(&p.ticks[i].lara), 1024);
    assert!((60..300).all(|i| near(i) > 0), "burning");
}

/// A box of flares holds the game's count (TR2 6, TR3 8, TR4/TR5 12): she
/// bends for the box lying at her feet and her flare count grows by it.
#[test]
fn a_box_of_flares_holds_the_games_count() {
    for (game, count) in [
        (Game::Tr2, 6),
        (Game::Tr3, 8),
        (Game::Tr4, 12),
        (Game::Tr5, 12),
    ] {
        let Some(level) = hall(game, vec![]) else {
            eprintln!("notice: TR_DATA_DIR is not set; skipping the flare test");
            return;
        };
        let mut p = play_walk(
            level,
            include_str!("../walks/flare_box_take.txt"),
            "flare_box_take.txt",
            |world, host| {
                let (boxed, _, _) = ids(game);
                let _: () = common::lua_eval(
                    host,
                    world,
                    &format!("world.spawn({boxed}, 0, 1600, 0, 2560, 0)"),
                );
            },
        );
        assert_eq!(flares_left(&mut p, game), count, "{game:?}: one box taken");
    }
}
