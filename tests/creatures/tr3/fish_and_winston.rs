//! TR3's schools of fish and Winston, in builder arenas with stand-in
//! models: the piranhas (338) swarm Lara in their room and bite her 4 a
//! fish, the tropical fish (339) wander about their emitter and leave her
//! be, each school 24 fish drawn as particles; Winston (360) follows her
//! and takes shots without dying; Winston in his camouflage suit (361)
//! takes the butler's place, shields himself from her aim, flinches at a
//! hit, falls when his hit points are gone and gets up with 16.

use crate::common;

use common::arena::{activate, stand_in, stand_in_with, LARA_AT};
use common::bestiary::{idle, lara_shoots, no_script_trouble, placed_arena};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Event, World};

const SECTOR: i32 = 1024;
const WEST: u16 = 0xC000;
const PIRANHAS: u16 = 338;
const FISH: u16 = 339;
const WINSTON: u16 = 360;
const ARMY_WINSTON: u16 = 361;
/// lib/particles.lua PIRANHA and FISH.
const PIRANHA_LOOK: u16 = 34;
const FISH_LOOK: u16 = 35;
/// A school's size and a piranha's bite (creatures/stats/tr3.lua).
const SCHOOL: usize = 24;
const BITE: i16 = 4;

/// A TR3 arena: Lara at her spot, then `placed` (type, where, yaw) as
/// entities 1…, none switched on yet.
fn world_of(models: Vec<ModelDef>, placed: &[(u16, [i32; 3], u16)]) -> (World, ScriptHost) {
    placed_arena(Game::Tr3, models, placed, 0)
}

/// The living fish of `type_id` (the emitter, entity 1, aside).
fn school_of(world: &World, type_id: u16) -> Vec<[i32; 3]> {
    world
        .entities()
        .iter()
        .skip(2)
        .filter(|e| e.exists() && e.type_id == type_id)
        .map(|e| e.pos)
        .collect()
}

/// Particles of `effect` asked for this tick.
fn drawn(world: &World, effect: u16) -> usize {
    world
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Particles { effect: f, .. } if *f == effect))
        .count()
}

fn horizontal(a: [i32; 3], b: [i32; 3]) -> f64 {
    ((a[0] - b[0]) as f64).hypot((a[2] - b[2]) as f64)
}

/// A school emitter `apart` sectors ahead of Lara, a sector under her
/// feet, switched on with the trigger timer `seconds` (its number).
fn school_world(type_id: u16, apart: i32, seconds: i32) -> (World, ScriptHost) {
    let at = [LARA_AT[0] + apart * SECTOR, -SECTOR, LARA_AT[2]];
    let models = vec![stand_in(type_id as u32, 40, &[(0, 0)])];
    let (mut world, mut host) = world_of(models, &[(type_id, at, 0)]);
    world.entities_mut()[1].timer = seconds * 30;
    activate(&mut world, &mut host, 1);
    (world, host)
}

#[test]
fn piranhas_swarm_lara_in_their_room_and_bite_four_a_fish() {
    let (mut world, mut host) = school_world(PIRANHAS, 4, 0);
    let mut bites = Vec::new();
    for tick in 0..240 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        let school = school_of(&world, PIRANHAS);
        assert_eq!(
            school.len(),
            SCHOOL,
            "tick {tick}: the school has {}",
            school.len()
        );
        assert_eq!(
            drawn(&world, PIRANHA_LOOK),
            SCHOOL,
            "tick {tick}: fish drawn"
        );
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            bites.push(lost);
        }
        if world.entities()[0].health <= 0 {
            break;
        }
    }
    no_script_trouble("piranhas", &host);
    assert!(!bites.is_empty(), "the piranhas never bit her");
    // The last bites may take less: what she had left.
    let whole = &bites[..bites.len() - 1];
    assert!(
        whole.iter().all(|&b| b % BITE == 0),
        "not bites of {BITE} a fish: {bites:?}"
    );
    assert!(
        bites.iter().any(|&b| b > BITE),
        "never more than one fish at once: {bites:?}"
    );
    assert!(
        world.entities()[0].health <= 0,
        "she lived through {bites:?}"
    );
    let blood = lua_eval::<i64>(
        &host,
        &mut world,
        "return world.entity(1).state.school.bite_wait",
    );
    assert!((0..=8).contains(&blood), "bite_wait {blood}");
}

#[test]
fn tropical_fish_wander_about_their_emitter_and_leave_lara_be() {
    let (mut world, mut host) = school_world(FISH, 3, 2);
    host.step(&mut world, idle());
    let number = lua_eval::<i64>(&host, &mut world, "return world.entity(1).timer");
    assert_eq!(number, 0, "the trigger's timer would switch the school off");
    let emitter = world.entities()[1].pos;
    let mut first: Option<Vec<[i32; 3]>> = None;
    let mut moved = 0.0f64;
    for tick in 0..600 {
        host.step(&mut world, idle());
        let school = school_of(&world, FISH);
        assert_eq!(school.len(), SCHOOL, "tick {tick}");
        assert_eq!(drawn(&world, FISH_LOOK), SCHOOL, "tick {tick}: fish drawn");
        for p in &school {
            let d = horizontal(*p, emitter);
            assert!(
                d < 6.0 * SECTOR as f64,
                "tick {tick}: a fish strayed {d} off"
            );
            assert!(
                p[1] >= emitter[1] && p[1] <= emitter[1] + 256,
                "tick {tick}: a fish out of its depth at {p:?}"
            );
        }
        match &first {
            None => first = Some(school),
            Some(f) => {
                for (a, b) in f.iter().zip(&school) {
                    moved = moved.max(horizontal(*a, *b));
                }
            }
        }
    }
    no_script_trouble("fish", &host);
    assert_eq!(world.entities()[0].health, 1000, "the fish hurt her");
    assert!(moved > 512.0, "the fish hardly moved: {moved}");
    // Its number is the trigger timer's; a level without a list of its
    // own keeps the quarter-sector ranges.
    let (n, x) = lua_eval::<(i64, i64)>(
        &host,
        &mut world,
        "local s = world.entity(1).state.school; return s.number, s.range.x",
    );
    assert_eq!((n, x), (2, 256), "the school's number and range");
    let (shoals, name) = lua_eval::<(String, String)>(
        &host,
        &mut world,
        "local t = require('creatures.school').level_types('house'); \
         return t[339].params.shoals, t[338].params.stats",
    );
    assert_eq!((shoals.as_str(), name.as_str()), ("house", "piranhas"));
}

// ---------------------------------------------------------------- Winston

const BODY: i16 = 100;
const STILL: i32 = 0;
const WALK: i32 = 20;
/// tomb3 winston.cpp's states, each with its stand-in animation's next.
const WINSTON_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, STILL, 3),
    (4, STILL, 4),
    (5, STILL, 5),
    (6, STILL, 3),
    (7, STILL, 3),
    (8, STILL, 3),
    (9, STILL, 13),
    (10, STILL, 10),
    (11, STILL, 1),
    (12, STILL, 1),
    (13, STILL, 13),
];
const DEFEND: u16 = 3;
const HIT: u16 = 6;
const FALL_DOWN: u16 = 10;
const GET_UP: u16 = 11;

#[test]
fn winston_follows_lara_and_shrugs_off_her_shots() {
    let models = vec![stand_in_with(
        WINSTON as u32,
        BODY,
        300,
        &[(1, STILL, 1), (2, WALK, 2)],
    )];
    let at = [LARA_AT[0] + 7 * SECTOR, 0, LARA_AT[2]];
    let (mut world, mut host) = world_of(models, &[(WINSTON, at, WEST)]);
    activate(&mut world, &mut host, 1);
    assert!(world.entities()[1].targetable, "TR3's Winston is no target");
    assert_eq!(world.entities()[1].health, 20, "his hit points");
    let mut walked = false;
    for _ in 0..400 {
        host.step(&mut world, idle());
        walked |= world.entities()[1].state == 2;
    }
    let d = horizontal(world.entities()[0].pos, world.entities()[1].pos);
    assert!(walked, "Winston never walked");
    assert_eq!(world.entities()[1].state, 1, "Winston did not stop by her");
    assert!(d < 1536.0 + 400.0, "Winston stopped {d} from her");
    lara_shoots(&host, &mut world, 1, 25);
    for _ in 0..30 {
        host.step(&mut world, idle());
    }
    assert!(world.entities()[1].health <= 0, "the shot took nothing");
    assert!(world.entities()[1].exists(), "he is gone");
    assert_eq!(world.kills(), 0, "a kill was counted");
    assert_eq!(world.entities()[0].health, 1000, "Winston hurt Lara");
    no_script_trouble("Winston", &host);
}

#[test]
fn winston_in_camouflage_replaces_the_butler_guards_falls_and_gets_up() {
    let models = vec![
        stand_in_with(WINSTON as u32, BODY, 300, &[(1, STILL, 1), (2, WALK, 2)]),
        stand_in_with(ARMY_WINSTON as u32, BODY, 300, WINSTON_STATES),
    ];
    let at = [LARA_AT[0] + 3 * SECTOR, 0, LARA_AT[2]];
    let butler = [LARA_AT[0] + 6 * SECTOR, 0, LARA_AT[2] + 2 * SECTOR];
    let (mut world, mut host) =
        world_of(models, &[(ARMY_WINSTON, at, WEST), (WINSTON, butler, WEST)]);
    activate(&mut world, &mut host, 2);
    activate(&mut world, &mut host, 1);
    for _ in 0..5 {
        host.step(&mut world, idle());
    }
    assert!(!world.entities()[2].exists(), "the butler is still there");
    // She aims at him: he raises his tray.
    lua_eval::<()>(
        &host,
        &mut world,
        "local l = world.lara(); l.state.guns = l.state.guns or {}; \
         l.state.guns.target = world.entity(1)",
    );
    let mut guarded = false;
    for _ in 0..60 {
        host.step(&mut world, idle());
        guarded |= world.entities()[1].state == DEFEND;
    }
    assert!(guarded, "he never raised his tray");
    // A hit: he flinches.
    let mut flinched = false;
    for _ in 0..4 {
        lara_shoots(&host, &mut world, 1, 4);
        for _ in 0..10 {
            host.step(&mut world, idle());
            flinched |= world.entities()[1].state == HIT;
        }
    }
    assert!(flinched, "he never flinched");
    // His hit points gone, he falls and lies there, then gets up with 16.
    lara_shoots(&host, &mut world, 1, 20);
    let (mut fell, mut down, mut got_up) = (None, 0, None);
    for tick in 0..400 {
        host.step(&mut world, idle());
        let state = world.entities()[1].state;
        if state == FALL_DOWN && fell.is_none() {
            fell = Some(tick);
        }
        if world.entities()[1].health <= 0 {
            down += 1;
        }
        if state == GET_UP && got_up.is_none() {
            got_up = Some(tick);
        }
    }
    no_script_trouble("Winston in camouflage", &host);
    assert!(fell.is_some(), "he never fell");
    assert!(got_up.is_some(), "he never got up");
    assert!(down >= 150, "he lay only {down} ticks");
    assert_eq!(
        world.entities()[1].health,
        16,
        "his hit points after getting up"
    );
    assert_eq!(world.kills(), 0, "a kill was counted");
}
