//! TR3's monkey as a thief (tomb3 box.cpp GetAITarget for MONKEY,
//! monkey.cpp MonkeyControl's MONKEY_PICKUP): it goes for a small
//! medipack on the floor, takes it on frame 12 of its pickup, carries it to
//! an ambush point in its hand (its mesh bits) and puts it down there,
//! never to take it again; a monkey
//! on an AI_MODIFY goes for the fourth key instead and keeps it.

use crate::common;

use super::mutant_orders::{level, step, world_of, HIDEOUT};
use super::vaults::{monkey_model, MONKEY};
use common::arena::{stand_in_with, STILL};
use tombrs::script::ScriptHost;
use tombrs::world::World;

const SECTOR: i32 = 1024;
/// tomb3 objects.h: MEDI_ITEM (the small medipack), KEY_ITEM4, AI_AMBUSH,
/// AI_MODIFY.
const MEDI_ITEM: u16 = 176;
const KEY_ITEM4: u16 = 227;
const AI_AMBUSH: u16 = 75;
const AI_MODIFY: u16 = 77;
/// monkey.h MONKEY_PICKUP.
const PICKUP: u16 = 5;
/// monkey.cpp: within 0x718E4 (682 squared) and less than a click apart in
/// height it plays its pickup; its stand-in's pickup has eight frames, so
/// the take falls on the last (the original's frame 12).
const PICKUP_REACH: i32 = 682;
const TAKE_FRAME: u16 = 7;
/// ai/objects.lua: TR3's reach of an AI object on every axis.
const MARKER_REACH: i32 = 768;
const WEST: u16 = 0xC000;

const MONKEY_AT: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
const LOOT_AT: [i32; 3] = [5 * SECTOR + 512, 0, 6 * SECTOR + 512];
const AMBUSH_AT: [i32; 3] = [5 * SECTOR + 512, 0, 2 * SECTOR + 512];

fn pickup_model(type_id: u16) -> tombrs::builder::models::ModelDef {
    stand_in_with(type_id as u32, 60, 20, &[(0, STILL, 0)])
}

/// tomb3 objects.h MESHSWAP2: the monkey holding a medipack (its mesh 8).
const MESHSWAP2: u16 = 123;

/// What became of the loot (entity 2) each tick: the monkey's state,
/// frame and position, whether it shows MESHSWAP2's mesh 8, and whether
/// the loot is out of sight and where.
struct Watch {
    monkey: (u16, u16, [i32; 3]),
    holds: bool,
    hidden: bool,
    loot: [i32; 3],
}

fn watch(host: &ScriptHost, world: &mut World) -> Watch {
    // Its frame counted from its animation's first, as its control sees it.
    let (frame, holds) = common::lua_eval::<(u16, bool)>(
        host,
        world,
        "local m = world.entity(1) \
         return m.frame, m:mesh_of(8) ~= nil and m:mesh_of(8) == world.model_mesh(123, 8)",
    );
    let (m, l) = (&world.entities()[1], &world.entities()[2]);
    Watch {
        monkey: (m.state, frame, m.pos),
        holds,
        hidden: l.invisible,
        loot: l.pos,
    }
}

#[test]
fn a_monkey_steals_a_medipack_and_puts_it_down_at_an_ambush_point() {
    let (mut world, mut host) = world_of(
        level(
            HIDEOUT,
            vec![
                monkey_model(),
                pickup_model(MEDI_ITEM),
                pickup_model(MESHSWAP2),
            ],
            &[(MONKEY, MONKEY_AT, WEST), (MEDI_ITEM, LOOT_AT, 0)],
            &[(AI_AMBUSH, AMBUSH_AT, 0)],
        ),
        &[1],
    );
    let t: Vec<Watch> = (0..1500)
        .map(|_| {
            step(&mut world, &mut host);
            watch(&host, &mut world)
        })
        .collect();
    common::assert_no_script_error(&host, "monkey");
    // Taken in its pickup, on the take frame (as its control saw it: where
    // the tick before left it), within reach of it.
    let taken = t.iter().position(|w| w.hidden).expect("it never took it");
    let (state, frame, at) = t[taken - 1].monkey;
    assert_eq!(
        (state, frame),
        (PICKUP, TAKE_FRAME),
        "taken at tick {taken}"
    );
    let d = ((at[0] - LOOT_AT[0]) as f64).hypot((at[2] - LOOT_AT[2]) as f64);
    assert!(d < PICKUP_REACH as f64, "taken from {d} away");
    // Put down where it stands, at the ambush point, in its pickup again.
    let put = taken
        + t[taken..]
            .iter()
            .position(|w| !w.hidden)
            .expect("it never put it down");
    let (state, frame, at) = t[put - 1].monkey;
    assert_eq!(
        (state, frame),
        (PICKUP, TAKE_FRAME),
        "put down at tick {put}"
    );
    assert_eq!(t[put].loot, at, "not where it stands");
    assert!(
        (0..3).all(|k| (at[k] - AMBUSH_AT[k]).abs() < MARKER_REACH),
        "not at the ambush point: {at:?}"
    );
    // Never taken again (the original gives it the guard bit).
    assert!(t[put..].iter().all(|w| !w.hidden), "taken again");
    // It shows the medipack in its hand (mesh 8 from MESHSWAP2: mesh bits
    // 0xFFFFFEFF) from the tick after the take to the tick of the put.
    assert!(
        !t[taken].holds && t[taken + 1].holds,
        "not dressed after the take"
    );
    assert!(
        t[taken + 1..=put].iter().all(|w| w.holds),
        "dropped its look"
    );
    assert!(t[put + 1..].iter().all(|w| !w.holds), "still holds it");
    assert!(t[..taken].iter().all(|w| !w.holds), "held it before");
}

#[test]
fn a_monkey_on_an_ai_modify_steals_the_fourth_key_and_keeps_it() {
    // GetAITarget: a monkey whose only bit is MODIFY looks for KEY_ITEM4,
    // not the medipack; having taken it, its bits stay MODIFY alone (no
    // AMBUSH), so it carries it on and never puts it down.
    let (mut world, mut host) = world_of(
        level(
            HIDEOUT,
            vec![
                monkey_model(),
                pickup_model(KEY_ITEM4),
                pickup_model(MEDI_ITEM),
            ],
            &[
                (MONKEY, MONKEY_AT, WEST),
                (KEY_ITEM4, LOOT_AT, 0),
                (MEDI_ITEM, [9 * SECTOR + 512, 0, 4 * SECTOR + 512], 0),
            ],
            &[(AI_MODIFY, MONKEY_AT, 0), (AI_AMBUSH, AMBUSH_AT, 0)],
        ),
        &[1],
    );
    let mut taken = None;
    for tick in 0..1500 {
        step(&mut world, &mut host);
        let hidden = world.entities()[2].invisible;
        if taken.is_none() && hidden {
            taken = Some(tick);
        }
        if let Some(at) = taken {
            assert!(hidden, "the key came back at {tick} (taken at {at})");
        }
        assert!(!world.entities()[3].invisible, "it took the medipack");
    }
    common::assert_no_script_error(&host, "monkey");
    assert!(taken.is_some(), "it never took the key");
}
