//! TR5's chaff (CHAFF 145) on a builder pool built as a TR5 level whose
//! header dresses Lara in the dive suit (lara type 4): Sprint pressed
//! under water throws one out behind her for a PUZZLE_ITEM1 and nothing
//! more for 150 ticks; the ring's use of the item throws one too; out of
//! the dive suit Sprint throws nothing. The attack sub's torpedoes head for
//! a live chaff and miss her, where without one they strike her for 200.

use crate::common;

use common::arena::{arena_in_for, stand_in_with};
use common::bestiary::{pool_rooms, SECTOR, WEST};
use common::lua_eval;
use std::sync::Arc;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, Status, World};

/// TR5's type ids (TOMB5 objects.h).
const ATTACK_SUB: u16 = 81;
const TORPEDO: u16 = 144;
const CHAFF: u16 = 145;
const PUZZLE_ITEM1: u16 = 172;
/// The TR5 header's outfit for the dive suit.
const DIVE_SUIT: u16 = 4;
/// Where Lara treads water: two and a half sectors in, a sector down.
const LARA: [i32; 3] = [2 * SECTOR + 512, SECTOR, 6 * SECTOR + 512];

/// The pool with Lara facing `yaw` and the attack sub seven sectors east
/// of her, facing her; Lara's outfit `lara_type`.
fn pool(yaw: u16, lara_type: u16) -> Level {
    let mut lara = EntityDef::new(0, 0, LARA);
    lara.angle = yaw;
    let mut sub = EntityDef::new(ATTACK_SUB, 0, [9 * SECTOR + 512, SECTOR, LARA[2]]);
    sub.angle = WEST;
    let model = stand_in_with(ATTACK_SUB as u32, 600, 0, &[(0, 0, 0), (1, 30, 1)]);
    let mut level = arena_in_for(Game::Tr5, model, pool_rooms(), lara, sub);
    level.lara_type = lara_type;
    level
}

/// The world of `level` with the shipped scripts bound, Lara carrying
/// `items` chaff flares; the sub is switched on when `sub`.
fn bound(level: Level, items: u32, sub: bool) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    if sub {
        common::arena::activate(&mut world, &mut host, 1);
    }
    let _: bool = lua_eval(
        &host,
        &mut world,
        &format!(
            "local l = world.lara().state; l.inventory = l.inventory or {{}}; \
             l.inventory[{PUZZLE_ITEM1}] = {items}; return true"
        ),
    );
    (world, host)
}

fn carried(host: &ScriptHost, world: &mut World) -> u32 {
    lua_eval(
        host,
        world,
        &format!("return world.lara().state.inventory[{PUZZLE_ITEM1}] or 0"),
    )
}

fn chaffs(world: &World) -> Vec<usize> {
    (0..world.entities().len())
        .filter(|&i| world.entities()[i].exists() && world.entities()[i].type_id == CHAFF)
        .collect()
}

fn step(world: &mut World, host: &mut ScriptHost, bits: u32) {
    host.step(world, Input { bits });
}

/// Sprint held for three ticks from each tick of `presses`, over `ticks`;
/// the chaffs and the items carried after every tick.
fn sprints(
    world: &mut World,
    host: &mut ScriptHost,
    presses: &[usize],
    ticks: usize,
) -> Vec<(usize, u32)> {
    (0..ticks)
        .map(|t| {
            let held = presses.iter().any(|&p| t >= p && t < p + 3);
            step(world, host, if held { Input::SPRINT } else { 0 });
            (chaffs(world).len(), carried(host, world))
        })
        .collect()
}

#[test]
fn sprint_throws_a_chaff_for_an_item_then_waits_150_ticks() {
    let (mut world, mut host) = bound(pool(0x4000, DIVE_SUIT), 3, false);
    assert_eq!(
        world.entities()[0].water,
        tombrs::world::WaterState::Underwater
    );
    let start = world.entities()[0].pos;
    // Pressed at 10, again at 60 (within the wait), at 170 (after it).
    let t = sprints(&mut world, &mut host, &[10, 60, 170], 200);
    common::assert_no_script_error(&host, "chaff sprint");
    assert_eq!(t[9], (0, 3), "a chaff before Sprint");
    assert_eq!(t[10], (1, 2), "Sprint threw no chaff for one item");
    assert_eq!(t[159], (1, 2), "a second chaff within the 150-tick wait");
    assert_eq!(t[170], (2, 1), "no second chaff once the wait was over");
    // The first went out behind her (she faces +x), rose, and sank again.
    let first = chaffs(&world)[0];
    let c = &world.entities()[first];
    assert!(
        c.pos[0] < start[0] - 512,
        "it did not drift back: {:?}",
        c.pos
    );
    assert!(
        c.pos[1] > start[1] - 800,
        "it did not sink again: {:?}",
        c.pos
    );
    assert_eq!(c.status, Status::Active);
}

#[test]
fn the_chaff_rises_backwards_then_drifts_at_5() {
    let (mut world, mut host) = bound(pool(0x4000, DIVE_SUIT), 1, false);
    step(&mut world, &mut host, Input::SPRINT);
    let i = chaffs(&world)[0];
    let mut track = vec![world.entities()[i].pos];
    for _ in 0..40 {
        step(&mut world, &mut host, 0);
        track.push(world.entities()[i].pos);
    }
    common::assert_no_script_error(&host, "chaff flight");
    let dx: Vec<i32> = track.windows(2).map(|w| w[1][0] - w[0][0]).collect();
    let dy: Vec<i32> = track.windows(2).map(|w| w[1][1] - w[0][1]).collect();
    // Backwards at 32, easing half-way to 5 a tick: 18, 11, 8, 6, 5 …
    assert_eq!(&dx[..6], &[-32, -18, -11, -8, -6, -5], "{dx:?}");
    assert!(dx[6..].iter().all(|&d| d == -5), "{dx:?}");
    // Rising at 128 eased the same way: 62, 29, 12, 4 up, then sinking.
    assert_eq!(&dy[..4], &[-62, -29, -12, -4], "{dy:?}");
    assert!(dy[8..].iter().all(|&d| d == 4), "{dy:?}");
    // It sinks to the pool's floor and rests; 300 ticks of life and 90
    // more lying still, then it is gone.
    let mut gone = None;
    for t in 41..800 {
        step(&mut world, &mut host, 0);
        if !world.entities()[i].exists() || world.entities()[i].type_id != CHAFF {
            gone = Some(t);
            break;
        }
    }
    let gone = gone.expect("the chaff never went");
    assert!(gone > 300 + 90, "gone at {gone}");
}

#[test]
fn the_ring_throws_one_and_no_suit_throws_none() {
    // Chosen on the ring under water in the dive suit: one chaff, one item.
    let (mut world, mut host) = bound(pool(0x4000, DIVE_SUIT), 2, false);
    step(&mut world, &mut host, 0);
    let _: bool = lua_eval(
        &host,
        &mut world,
        &format!("world.lara().state.chosen_item = {PUZZLE_ITEM1}; return true"),
    );
    step(&mut world, &mut host, 0);
    assert_eq!(chaffs(&world).len(), 1, "the ring threw no chaff");
    assert_eq!(carried(&host, &mut world), 1);
    let spent: bool = lua_eval(
        &host,
        &mut world,
        "return world.lara().state.chosen_item == nil",
    );
    assert!(spent, "the choice was not spent");
    // Without an item left, Sprint throws nothing more.
    let (mut world, mut host) = bound(pool(0x4000, DIVE_SUIT), 0, false);
    let t = sprints(&mut world, &mut host, &[5], 30);
    assert_eq!(t[29], (0, 0), "a chaff without an item");
    // Out of the dive suit, Sprint throws nothing.
    let (mut world, mut host) = bound(pool(0x4000, 0), 3, false);
    let t = sprints(&mut world, &mut host, &[5], 30);
    assert_eq!(t[29], (0, 3), "a chaff out of the dive suit");
    common::assert_no_script_error(&host, "chaff ring");
}

/// Runs the sub at her for `ticks` (Sprint pressed at tick 5 when
/// `chaff`); her health after each tick, the nearest any torpedo came to
/// her, the torpedoes seen and how many of them were locked on a chaff.
fn under_fire(chaff: bool, ticks: usize) -> (Vec<i16>, i32, usize, usize) {
    // She faces north: the chaff leaves south of her, away from the sub.
    let (mut world, mut host) = bound(pool(0, DIVE_SUIT), 3, true);
    let mut health = Vec::new();
    let mut nearest = i32::MAX;
    let mut seen = std::collections::BTreeSet::new();
    let mut locked = std::collections::BTreeSet::new();
    for t in 0..ticks {
        let bits = if chaff && t == 5 { Input::SPRINT } else { 0 };
        step(&mut world, &mut host, bits);
        let lara = world.entities()[0].pos;
        health.push(world.entities()[0].health);
        let flying: Vec<usize> = (0..world.entities().len())
            .filter(|&i| {
                let e = &world.entities()[i];
                e.exists() && e.type_id == TORPEDO && !e.invisible
            })
            .collect();
        for i in flying {
            let e = &world.entities()[i];
            let (dx, dz) = ((e.pos[0] - lara[0]) as f64, (e.pos[2] - lara[2]) as f64);
            nearest = nearest.min(dx.hypot(dz) as i32);
            seen.insert(i);
            let on_chaff: bool = lua_eval(
                &host,
                &mut world,
                &format!(
                    "local d = world.entity({i}).state.flight.decoy; \
                     return d ~= nil and d:exists() and d.type == {CHAFF}"
                ),
            );
            if on_chaff {
                locked.insert(i);
            }
        }
    }
    common::assert_no_script_error(&host, "chaff under fire");
    (health, nearest, seen.len(), locked.len())
}

#[test]
fn torpedoes_turn_to_the_chaff_and_miss_her() {
    let (health, nearest, seen, locked) = under_fire(true, 300);
    assert!(seen >= 1, "no torpedo was fired");
    assert_eq!(locked, seen, "a torpedo did not lock on the chaff");
    assert!(
        health.iter().all(|&h| h == 1000),
        "she was struck: {health:?}"
    );
    assert!(nearest > 400, "a torpedo came within {nearest} of her");
    // The same run without the chaff: its torpedoes strike her, 200 each.
    let (health, _, seen, locked) = under_fire(false, 300);
    assert!(seen >= 1 && locked == 0);
    let losses: Vec<i16> = health
        .windows(2)
        .map(|w| w[0] - w[1])
        .filter(|&l| l > 0)
        .collect();
    assert!(
        !losses.is_empty() && losses.iter().all(|&l| l == 200),
        "{losses:?}"
    );
}
