//! TR1's animals held to their routines' figures (TRX tr1 crocodile.c,
//! lion.c, ape.c, rat.c, trex.c): the death animation each one picks (and
//! the roll that picks it), the crocodile's fast turn, the alligator's
//! body coming to rest under the surface and the T-Rex's wary walk. Each
//! runs on a stand-in model with its real state numbers, its animations
//! placed at the originals' numbers where a figure needs them.

use crate::common;

use super::animals::{APE, BIG_CAT, CROCODILE, RAT, SWIMMER, VOLE};
use common::arena::{arena_in, scripted, scripted_seeded, stand_in_with};
use common::bestiary::{check_log, check_place, level_at, starts, Place, EAST, SWIM, TREX, WEST};
use tombrs::builder::models::ModelDef;
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

type States = [(u16, i32, u16)];

/// A state no behaviour asks for: the stand-in's filler animations.
const FILLER: (u16, i32, u16) = (99, 0, 99);

/// `base`'s animations renumbered so each of `placed` sits at its index:
/// the base's other states keep their order in the free slots, fillers
/// take the rest, and a placed state's own base animation gives way.
fn placed_at(base: &States, placed: &[(usize, (u16, i32, u16))]) -> Vec<(u16, i32, u16)> {
    let mut rest = base
        .iter()
        .filter(|b| placed.iter().all(|p| p.1 .0 != b.0))
        .copied();
    let len = placed.iter().map(|p| p.0 + 1).max().unwrap_or(0);
    let mut out: Vec<(u16, i32, u16)> = (0..len)
        .map(|i| match placed.iter().find(|p| p.0 == i) {
            Some(p) => p.1,
            None => rest.next().unwrap_or(FILLER),
        })
        .collect();
    out.extend(rest);
    out
}

/// One animal whose death animation is checked: its type, stand-in and
/// place, and the animations it may die in.
struct Dying {
    name: &'static str,
    type_id: u32,
    reach: i16,
    height: i16,
    states: Vec<(u16, i32, u16)>,
    place: Place,
    death: u16,
    anims: &'static [i64],
}

fn level_of(d: &Dying) -> Level {
    let model = stand_in_with(d.type_id, d.reach, d.height, &d.states);
    level_at(Game::Tr1, model, d.place)
}

fn step(world: &mut World, host: &mut ScriptHost) {
    host.step(world, Input { bits: 0 });
}

/// The animal's state and animation (of its own model) now.
fn state_and_anim(world: &mut World, host: &ScriptHost) -> (u16, i64) {
    common::lua_eval::<(u16, i64)>(
        host,
        world,
        "local e = world.entity(1); return e.anim_state, e.anim",
    )
}

fn dying_cases() -> Vec<Dying> {
    let dead = |state: u16| (state, 0, state);
    vec![
        // Croc_Control: CROCODILE_DIE_ANIM 11, no roll.
        Dying {
            name: "crocodile",
            type_id: 10,
            reach: 700,
            height: 150,
            states: placed_at(CROCODILE, &[(11, dead(7))]),
            place: Place::Ground(7),
            death: 7,
            anims: &[11],
        },
        // Alligator_Control: ALLIGATOR_DIE_ANIM 4.
        Dying {
            name: "alligator",
            type_id: 11,
            reach: 600,
            height: 0,
            states: placed_at(SWIMMER, &[(4, dead(3))]),
            place: SWIM,
            death: 3,
            anims: &[4],
        },
        // Lion_Control: LION_DIE_ANIM 7 + Random_GetControl() / 0x4000.
        Dying {
            name: "lion",
            type_id: 12,
            reach: 500,
            height: 300,
            states: placed_at(BIG_CAT, &[(7, dead(5)), (8, dead(5))]),
            place: Place::Ground(7),
            death: 5,
            anims: &[7, 8],
        },
        Dying {
            name: "lioness",
            type_id: 13,
            reach: 500,
            height: 300,
            states: placed_at(BIG_CAT, &[(7, dead(5)), (8, dead(5))]),
            place: Place::Ground(7),
            death: 5,
            anims: &[7, 8],
        },
        // The puma's: PUMA_DIE_ANIM 4 + the same roll.
        Dying {
            name: "puma",
            type_id: 14,
            reach: 500,
            height: 300,
            states: placed_at(BIG_CAT, &[(4, dead(5)), (5, dead(5))]),
            place: Place::Ground(7),
            death: 5,
            anims: &[4, 5],
        },
        // Ape_Control: APE_DIE_ANIM 7 + Random_GetControl() / 0x4000.
        Dying {
            name: "ape",
            type_id: 15,
            reach: 350,
            height: 300,
            states: placed_at(APE, &[(7, dead(5)), (8, dead(5))]),
            place: Place::Ground(2),
            death: 5,
            anims: &[7, 8],
        },
        // Rat_Control: RAT_DIE_ANIM 8; Vole_Control: VOLE_DIE_ANIM 2.
        Dying {
            name: "rat",
            type_id: 16,
            reach: 250,
            height: 100,
            states: placed_at(RAT, &[(8, dead(5))]),
            place: Place::Ground(7),
            death: 5,
            anims: &[8],
        },
        Dying {
            name: "vole",
            type_id: 17,
            reach: 300,
            height: 0,
            states: placed_at(VOLE, &[(2, dead(3))]),
            place: Place::Pool {
                lara: 0,
                creature: 0,
            },
            death: 3,
            anims: &[2],
        },
    ]
}

#[test]
fn each_animal_dies_in_its_own_death_animation_picked_by_its_roll() {
    // Killed after 40 ticks, each plays its routine's death animation; the
    // cats and the ape pick the first or the next on one roll's top bit,
    // so over 24 seeds both show, the others always play the one.
    for d in dying_cases() {
        let mut seen = Vec::new();
        for seed in 1..=24 {
            let (mut world, mut host) = scripted_seeded(level_of(&d), seed, 1);
            for _ in 0..40 {
                step(&mut world, &mut host);
            }
            world.entities_mut()[1].health = 0;
            step(&mut world, &mut host);
            let (state, anim) = state_and_anim(&mut world, &host);
            check_log(d.name, &host);
            assert_eq!(state, d.death, "{} seed {seed}: its death state", d.name);
            assert!(
                d.anims.contains(&anim),
                "{} seed {seed}: death animation {anim}, not one of {:?}",
                d.name,
                d.anims
            );
            if !seen.contains(&anim) {
                seen.push(anim);
            }
        }
        seen.sort();
        assert_eq!(seen, d.anims, "{}: the animations its roll picks", d.name);
    }
}

#[test]
fn the_crocodile_swings_six_degrees_a_tick_in_its_fast_turn_and_steers_not() {
    // TRX tr1 crocodile.c Croc_Control: in CROCODILE_FASTTURN it adds
    // CROCODILE_FASTTURN_TURN (1092) to its heading and calls no
    // Creature_Turn; it turns so at a target beyond FRONT_ARC (0x4000) and
    // three sectors away, and walks once she is within the arc. The
    // stand-in's fast turn moves (10 a frame), so a steering turn would
    // show on top of the swing.
    let states = placed_at(CROCODILE, &[(3, (4, 10, 4))]);
    let (lara, mut creature) = starts(7, 0, 0);
    creature.angle = EAST;
    let room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    let model = stand_in_with(10, 700, 150, &states);
    let (mut world, mut host) = scripted(arena_in(model, vec![room], lara, creature));
    let mut trace: Vec<(u16, u16)> = Vec::new();
    for t in 0..300 {
        step(&mut world, &mut host);
        check_place("crocodile", t, &world);
        let e = &world.entities()[1];
        trace.push((e.state, e.rot[1]));
    }
    check_log("crocodile", &host);
    let swings: Vec<i32> = trace
        .windows(2)
        .filter(|w| w[0].0 == 4)
        .map(|w| w[1].1.wrapping_sub(w[0].1) as i16 as i32)
        .collect();
    assert!(swings.len() >= 5, "it turned on the spot: {trace:?}");
    assert!(
        swings.iter().all(|&s| s == 1092),
        "each tick of the fast turn swings 1092: {swings:?}"
    );
    let after = trace.iter().position(|s| s.0 == 4).unwrap();
    let next = trace[after..].iter().find(|s| s.0 != 4).unwrap();
    assert_eq!(next.0, 3, "out of the fast turn it walks");
}

#[test]
fn a_dead_alligator_rises_32_a_tick_and_rests_within_32_of_the_surface() {
    // TRX tr1 crocodile.c Alligator_Control: dead, it rises
    // ALLIGATOR_FLOAT_SPEED (32) a tick while deeper than that under the
    // surface (here at 0) and then rests where it is.
    let (mut world, mut host) = scripted(level_at(
        Game::Tr1,
        stand_in_with(11, 600, 0, SWIMMER),
        Place::Pool {
            lara: 1024,
            creature: 1024,
        },
    ));
    for _ in 0..30 {
        step(&mut world, &mut host);
    }
    world.entities_mut()[1].health = 0;
    let mut depths = vec![world.entities()[1].pos[1]];
    for _ in 0..80 {
        step(&mut world, &mut host);
        depths.push(world.entities()[1].pos[1]);
    }
    check_log("alligator", &host);
    assert!(depths[0] > 64, "it died deep: {}", depths[0]);
    for w in depths.windows(2) {
        let expected = if w[0] > 32 { w[0] - 32 } else { w[0] };
        assert_eq!(w[1], expected, "rises 32 while deeper than 32: {depths:?}");
    }
    let rest = *depths.last().unwrap();
    assert!((1..=32).contains(&rest), "rests within 32 under: {rest}");
}

/// The T-Rex's states over its first 60 ticks, seven sectors from Lara
/// (she faces it), itself facing `yaw`.
fn trex_states(yaw: u16) -> Vec<u16> {
    let (lara, mut creature) = starts(7, 0, 0);
    creature.angle = yaw;
    let room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    let model: ModelDef = stand_in_with(18, 800, 600, TREX);
    let (mut world, mut host) = scripted(arena_in(model, vec![room], lara, creature));
    let states = (0..60)
        .map(|t| {
            step(&mut world, &mut host);
            check_place("trex", t, &world);
            world.entities()[1].state
        })
        .collect();
    check_log("trex", &host);
    states
}

#[test]
fn the_trex_walks_while_lara_watches_its_back_and_runs_at_her_face_on() {
    // TRX tr1 trex.c TRex_Control: its flag is set while it is not fleeing,
    // she is not ahead of it and she faces it within FRONT_ARC; from a stop
    // a set flag walks it (TREX_WALK), else beyond its bite it runs. Seven
    // sectors off (beyond TREX_ATTACK_RANGE's four), facing away from her
    // it walks first; facing her it runs.
    let first_move = |states: Vec<u16>| states.into_iter().find(|&s| s != 1);
    assert_eq!(first_move(trex_states(EAST)), Some(2), "its back to her");
    assert_eq!(first_move(trex_states(WEST)), Some(3), "face on");
}

#[test]
fn an_alligator_after_lara_at_the_surface_rises_to_a_click_less_its_fly_speed() {
    // TRX tr1 crocodile.c Alligator_Control puts it back a click (256)
    // under the surface before Creature_Animate, which then lifts a flyer
    // towards its target by at most its fly speed (16): after a move it is
    // 240 under while it goes for a Lara swimming at the surface, never
    // higher.
    let (mut world, mut host) = scripted(level_at(
        Game::Tr1,
        stand_in_with(11, 600, 0, SWIMMER),
        Place::Pool {
            lara: 0,
            creature: 1024,
        },
    ));
    let depths: Vec<i32> = (0..600)
        .map(|t| {
            step(&mut world, &mut host);
            check_place("alligator", t, &world);
            world.entities()[1].pos[1]
        })
        .collect();
    check_log("alligator", &host);
    assert_eq!(depths.iter().min(), Some(&240), "{depths:?}");
}
