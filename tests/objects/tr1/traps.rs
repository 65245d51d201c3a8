//! TR1's traps and mechanisms (scripts/objects/common/*): each on a builder
//! level with a stand-in model of its type and the demo hero as Lara, as
//! the shipped catalogue binds them.

use crate::common;

use common::arena::{activate, arena_with, open_room, stand_in, stand_in_with};
use common::traps::{
    bound, entity, health, mid, near_lara, no_script_errors, run, trap_model, SECTOR,
};
use tombrs::builder::models::ModelDef;
use tombrs::level::Level;
use tombrs::world::{Event, Input};

/// A room whose floor is two clicks up (y = -512) everywhere but sector
/// (5, 6), a pit down to y = 1024, with a falling block (35) over the pit,
/// its top flush with the floor; Lara on the floor west of it.
fn falling_block_level() -> Level {
    let mut room = open_room();
    for x in 1..11 {
        for z in 1..11 {
            room.sector_mut(x, z).floor = if (x, z) == (5, 6) { [4; 4] } else { [-2; 4] };
        }
    }
    let [bx, bz] = mid(5, 6);
    arena_with(
        room,
        [4 * SECTOR + 600, -512, bz],
        vec![trap_model(35, 480)],
        vec![entity(35, [bx, bz], 0, 0)],
    )
}

#[test]
fn a_falling_block_holds_her_then_drops_under_her_and_lies_in_the_pit() {
    let (mut world, mut host) = bound(falling_block_level(), &[1]);
    let mut t = Vec::new();
    run(
        &mut world,
        &mut host,
        240,
        |tick| {
            if tick < 45 {
                Input::FORWARD | Input::WALK
            } else {
                0
            }
        },
        |_, w| {
            t.push((
                w.entities()[0].pos,
                w.entities()[1].pos,
                w.entities()[1].state,
            ));
        },
    );
    // She walked onto it and stood on its top (the floor it lends).
    let on = t.iter().position(|s| (s.0[0] - s.1[0]).abs() < 512);
    let on = on.expect("she reached it");
    assert_eq!(t[on].0[1], -512, "held at its top: {:?}", t[on]);
    // It shook (state 1) before it fell, and fell only then.
    let shook = t.iter().position(|s| s.2 == 1).expect("it shook");
    let fell = t.iter().position(|s| s.1[1] > 0).expect("it fell");
    assert!(shook < fell && on <= fell, "{on} {shook} {fell}");
    // She went down with it into the pit; it lies on the pit floor, finished.
    let end = t.last().unwrap();
    assert_eq!(end.1[1], 1024, "the block on the pit floor");
    assert_eq!(end.2, 3, "finished");
    assert_eq!(end.0[1], 1024, "she fell with it");
    no_script_errors(&host);
}

#[test]
fn a_falling_block_not_triggered_holds_her_and_stays() {
    let (mut world, mut host) = bound(falling_block_level(), &[]);
    let mut last = None;
    run(
        &mut world,
        &mut host,
        150,
        |tick| {
            if tick < 45 {
                Input::FORWARD | Input::WALK
            } else {
                0
            }
        },
        |_, w| {
            last = Some((
                w.entities()[0].pos,
                w.entities()[1].pos,
                w.entities()[1].state,
            ));
        },
    );
    let (lara, block, state) = last.unwrap();
    assert_eq!((block[1], state), (0, 0), "still in place");
    assert_eq!(lara[1], -512, "she stands on it: {lara:?}");
    assert!((lara[0] - block[0]).abs() < 512, "over it: {lara:?}");
    no_script_errors(&host);
}

#[test]
fn the_swinging_blade_hurts_her_while_it_swings_and_not_at_rest() {
    let l = common::arena::LARA_AT;
    let blade = || stand_in(36, 300, &[(0, 0), (2, 0)]);
    let (h, _, host) = health(near_lara(blade(), [l[0] + 150, l[2]], 0, 0), &[1], 40);
    let hurt = h
        .iter()
        .position(|&v| v < 1000)
        .expect("the blade hurt her");
    assert!(hurt >= 6, "not before it swings ({hurt})");
    assert_eq!(h[hurt], 900, "100 a blow");
    no_script_errors(&host);
    let (h, _, host) = health(near_lara(blade(), [l[0] + 150, l[2]], 0, 0), &[], 40);
    assert!(h.iter().all(|&v| v == 1000), "at rest it is harmless");
    no_script_errors(&host);
}

fn dart_level() -> Level {
    let l = common::arena::LARA_AT;
    let emitter = stand_in(40, 60, &[(0, 0), (1, 0)]);
    // TEST1.PHD's dart animation moves it 130 units a tick.
    let dart = stand_in(39, 100, &[(0, 130)]);
    arena_with(
        open_room(),
        l,
        vec![emitter, dart],
        vec![entity(40, [9 * SECTOR + 512, l[2]], 0, 0xC000)],
    )
}

#[test]
fn the_dart_emitter_fires_darts_that_hurt_her_and_end_at_the_wall() {
    let (mut world, mut host) = bound(dart_level(), &[1]);
    let mut fired = 0;
    let mut h = Vec::new();
    let mut darts_seen = std::collections::BTreeSet::new();
    run(
        &mut world,
        &mut host,
        160,
        |_| 0,
        |_, w| {
            h.push(w.entities()[0].health);
            for e in w
                .entities()
                .iter()
                .filter(|e| e.exists() && e.type_id == 39)
            {
                darts_seen.insert((e.id.index, e.id.generation));
                assert_eq!(e.pos[1], -512, "darts fly half a sector up");
                assert!(e.pos[0] > 0, "ended at the wall");
            }
        },
    );
    fired += darts_seen.len();
    assert!(fired >= 3, "it kept firing ({fired})");
    let hurt = h.iter().position(|&v| v < 1000).expect("a dart hit her");
    assert_eq!(h[hurt] % 50, 0, "50 a dart: {}", h[hurt]);
    // Switched off, it fires no more and the darts in flight end at the wall.
    use tombrs::world::Hooks;
    let id = world.entities()[1].id;
    world.entities_mut()[1].status = tombrs::world::Status::Inactive;
    host.on_deactivate(&mut world, id, None);
    run(&mut world, &mut host, 150, |_| 0, |_, _| {});
    let live = world
        .entities()
        .iter()
        .filter(|e| e.exists() && e.type_id == 39)
        .count();
    assert_eq!(live, 0, "no darts left");
    no_script_errors(&host);
    // Never switched on: no dart at all.
    let (mut world, mut host) = bound(dart_level(), &[]);
    run(
        &mut world,
        &mut host,
        100,
        |_| 0,
        |_, w| {
            assert!(!w.entities().iter().any(|e| e.exists() && e.type_id == 39));
        },
    );
    no_script_errors(&host);
}

#[test]
fn the_sword_of_damocles_falls_on_her_when_she_comes_under_it() {
    let l = common::arena::LARA_AT;
    let sword = || stand_in(43, 200, &[(0, 0)]);
    // Two sectors above her: it drops, hurts her 100 a tick of contact and
    // sticks in the floor.
    let (h, world, host) = health(near_lara(sword(), [l[0], l[2]], -2048, 0), &[1], 60);
    let sword_at = world.entities()[1].pos;
    assert_eq!(
        sword_at[1], 10,
        "stuck ten units into the floor: {sword_at:?}"
    );
    let end = *h.last().unwrap();
    assert!(end < 1000, "it hurt her");
    assert_eq!((1000 - end as i32).max(0) % 100, 0, "100 a tick: {end}");
    no_script_errors(&host);
    // Two sectors to the side: it hangs on.
    let (h, world, host) = health(
        near_lara(sword(), [l[0] + 2 * SECTOR, l[2]], -2048, 0),
        &[1],
        60,
    );
    assert_eq!(world.entities()[1].pos[1], -2048, "still hanging");
    assert!(h.iter().all(|&v| v == 1000));
    no_script_errors(&host);
}

#[test]
fn the_falling_ceiling_crushes_her_to_death_and_not_before_its_trigger() {
    let l = common::arena::LARA_AT;
    let ceiling = || trap_model(53, 400);
    let (mut world, mut host) = bound(near_lara(ceiling(), [l[0], l[2]], -1536, 0), &[1]);
    let mut t = Vec::new();
    run(
        &mut world,
        &mut host,
        90,
        |_| 0,
        |_, w| {
            t.push((
                w.entities()[0].health,
                w.entities()[0].state,
                w.entities()[1].pos[1],
            ))
        },
    );
    let dead = t.iter().position(|s| s.0 <= 0).expect("it killed her");
    assert!(
        t[..dead]
            .iter()
            .all(|s| s.0 == 1000 || (1000 - s.0) % 300 == 0),
        "300 a tick of contact"
    );
    assert_eq!(t.last().unwrap().1, 8, "the plain death state");
    assert_eq!(t.last().unwrap().2, 0, "it lies on the floor");
    no_script_errors(&host);
    let (h, world, host) = health(near_lara(ceiling(), [l[0], l[2]], -1536, 0), &[], 60);
    assert_eq!(
        world.entities()[1].pos[1],
        -1536,
        "not triggered: it stays up"
    );
    assert!(h.iter().all(|&v| v == 1000));
    no_script_errors(&host);
}

/// Thor's handle (44) with its head (45): the ACTIVE animation is 40
/// frames long and runs on into DONE, as the original's.
fn hammer_models() -> Vec<ModelDef> {
    let states = [(0, 0, 0), (1, 0, 1), (2, 0, 3), (3, 0, 3)];
    let mut handle = stand_in_with(44, 100, 300, &states);
    let mut head = stand_in_with(45, 100, 300, &states);
    for m in [&mut handle, &mut head] {
        let a = &mut m.animations[2];
        let k = a.keys[0].clone();
        a.keys.resize(40, k);
        for tr in a.transitions.iter_mut() {
            tr.low = 39;
            tr.high = 39;
        }
    }
    vec![handle, head]
}

#[test]
fn thors_hammer_crushes_her_under_its_head_and_leaves_a_floor_when_she_is_clear() {
    let l = common::arena::LARA_AT;
    // Facing +x three sectors west of her: the head comes down on her.
    let handle = entity(44, [l[0] - 3 * SECTOR, l[2]], 0, 0x4000);
    let level = arena_with(open_room(), l, hammer_models(), vec![handle]);
    let (mut world, mut host) = bound(level, &[1]);
    let mut t = Vec::new();
    run(
        &mut world,
        &mut host,
        120,
        |_| 0,
        |_, w| t.push((w.entities()[0].health, w.entities()[0].anim)),
    );
    let dead = t.iter().position(|s| s.0 <= 0).expect("crushed");
    assert!(dead > 16, "not before it strikes ({dead})");
    let first = world
        .level()
        .models
        .iter()
        .find(|m| m.type_id == 0)
        .unwrap()
        .first_animation
        .unwrap();
    assert_eq!(
        t[dead].1.index() - first.index(),
        32,
        "the demo hero's boulder death"
    );
    // No head entity duplicates: one handle, one head.
    assert_eq!(
        world
            .entities()
            .iter()
            .filter(|e| e.exists() && e.type_id == 45)
            .count(),
        1
    );
    no_script_errors(&host);
    // Lara two sectors aside: the head lands and the sector becomes a floor
    // two sectors high.
    let aside = [l[0], l[1], l[2] + 2 * SECTOR];
    let level = arena_with(open_room(), aside, hammer_models(), vec![handle]);
    let (mut world, mut host) = bound(level, &[1]);
    run(&mut world, &mut host, 120, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].health, 1000);
    assert_eq!(
        world.floor(world.entities()[0].room, l[0], -2100, l[2]),
        -2048,
        "the head's floor"
    );
    assert_eq!(
        world.floor(world.entities()[0].room, l[0] - SECTOR, -2100, l[2]),
        0,
        "only its sector"
    );
    no_script_errors(&host);
}

#[test]
fn the_lightning_ball_strikes_her_near_and_not_far() {
    let l = common::arena::LARA_AT;
    let ball = || stand_in(46, 60, &[(0, 0)]);
    let (h, world, host) = health(near_lara(ball(), [l[0] + SECTOR, l[2]], 0, 0), &[1], 200);
    assert_eq!(h[0], 600, "the first strike at once: 400");
    assert!(h.iter().any(|&v| v <= 200), "and again after a rest");
    no_script_errors(&host);
    // TRX tr1 lightning_emitter.c: the rooms flip (their lit state) while a
    // bolt strikes and back between strikes; 200 ticks in, a 20-tick strike
    // or a 35-79-tick rest is under way, and the flip says which.
    let mut world = world;
    let mut host = host;
    let mut states = Vec::new();
    for _ in 0..120 {
        host.step(&mut world, tombrs::world::Input::default());
        states.push(world.flip_on(0));
    }
    assert!(
        states.contains(&true) && states.contains(&false),
        "flipped and back"
    );
    let (h, _, host) = health(
        near_lara(ball(), [l[0] + 3 * SECTOR, l[2]], 0, 0),
        &[1],
        200,
    );
    assert!(h.iter().all(|&v| v == 1000), "three sectors off: harmless");
    no_script_errors(&host);
}

#[test]
fn the_moving_block_slides_a_sector_and_can_be_stood_on() {
    let l = common::arena::LARA_AT;
    let [bx, bz] = mid(6, 6);
    let block = || stand_in(52, 500, &[(0, 0), (1, 0)]);
    let level = || near_lara(block(), [bx, bz], 0, 0x4000);
    let (mut world, mut host) = bound(level(), &[]);
    run(&mut world, &mut host, 30, |_| 0, |_, _| {});
    let room = world.entities()[1].room;
    assert_eq!(
        world.floor(room, bx, -2100, bz),
        -2048,
        "its top is a floor"
    );
    assert_eq!(world.entities()[1].pos[0], bx, "untriggered: still");
    activate(&mut world, &mut host, 1);
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[1].pos,
        [bx + SECTOR, 0, bz],
        "one sector along +x"
    );
    assert_eq!(
        world.floor(room, bx + SECTOR, -2100, bz),
        -2048,
        "a floor where it stands now"
    );
    assert_eq!(world.floor(room, bx, -2100, bz), 0, "none where it was");
    assert_eq!(world.entities()[0].pos[1], l[1]);
    no_script_errors(&host);
    // Lara put on its top stays there.
    let mut level = level();
    level.entities[0].pos = [bx, -2048, bz];
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].pos[1], -2048, "she stands on it");
    no_script_errors(&host);
}

/// A pit (floor y = 1024) crossed west to east by a causeway `clicks` clicks
/// down west of sector x = 5 and at y = 0 east of it, the gap at x = 5 bridged by a bridge of `type_id` (origin y = 0,
/// heading 0); Lara on the causeway west of it.
fn bridge_level(type_id: u32, clicks: i32) -> Level {
    let mut room = open_room();
    for x in 1..11 {
        for z in 1..11 {
            // West of the bridge the causeway is level with its low edge.
            room.sector_mut(x, z).floor = match (z, x) {
                (6, 1..=4) => [clicks; 4],
                (6, 6..) => [0; 4],
                _ => [4; 4],
            };
        }
    }
    let [bx, bz] = mid(5, 6);
    arena_with(
        room,
        [3 * SECTOR + 512, clicks * 256, bz],
        vec![stand_in(type_id, 60, &[(0, 0)])],
        vec![entity(type_id as u16, [bx, bz], 0, 0)],
    )
}

#[test]
fn bridges_hold_her_at_their_height_flat_and_on_both_tilts() {
    for (type_id, clicks) in [(68u32, 0), (69, 1), (70, 2)] {
        let (mut world, mut host) = bound(bridge_level(type_id, clicks), &[]);
        let room = world.entities()[1].room;
        let bx = 5 * SECTOR;
        // The lent floor: `clicks` clicks low at its west edge, level with
        // its origin at its east edge (TR1's tilt at heading 0).
        let drop = clicks * 256;
        assert_eq!(
            world.floor(room, bx + 1, -600, 6 * SECTOR + 512),
            drop / 2 + 511 * drop / 1024,
            "{type_id} west"
        );
        assert_eq!(
            world.floor(room, bx + 512, -600, 6 * SECTOR + 512),
            drop / 2,
            "{type_id} middle"
        );
        assert!(
            world.floor(room, bx + 1023, -600, 6 * SECTOR + 512) <= drop / 256,
            "{type_id} east"
        );
        let mut on = Vec::new();
        run(
            &mut world,
            &mut host,
            260,
            |_| Input::FORWARD | Input::WALK,
            |_, w| {
                let e = &w.entities()[0];
                if e.pos[0] > bx + 64 && e.pos[0] < bx + 960 {
                    on.push((e.pos, e.state));
                }
            },
        );
        assert!(on.len() > 10, "{type_id}: she crossed it");
        for (pos, state) in &on {
            let expect = drop / 2 - (pos[0] - bx - 512) * drop / 1024;
            assert!(
                (pos[1] - expect).abs() <= 8,
                "{type_id}: at {pos:?} (state {state}) she should be at {expect}"
            );
        }
        let end = world.entities()[0].pos;
        assert!(
            end[0] > 6 * SECTOR && end[1] == 0,
            "{type_id}: across, on the causeway: {end:?}"
        );
        no_script_errors(&host);
    }
}

#[test]
fn flowing_lava_moves_when_triggered_and_burns_her_to_death() {
    let l = common::arena::LARA_AT;
    let lava = || stand_in(180, 400, &[(0, 0)]);
    let at = [l[0] + 3 * SECTOR, l[2]];
    let (h, world, host) = health(near_lara(lava(), at, 0, 0xC000), &[1], 200);
    assert!(world.entities()[1].pos[0] < at[0], "it flowed towards her");
    let dead = h.iter().position(|&v| v <= 0).expect("the lava killed her");
    assert!(
        h[..dead].iter().all(|&v| v == 1000),
        "killed at once on touch"
    );
    no_script_errors(&host);
    let (h, world, host) = health(near_lara(lava(), at, 0, 0xC000), &[], 100);
    assert_eq!(world.entities()[1].pos[0], at[0], "untriggered: still");
    assert!(h.iter().all(|&v| v == 1000));
    no_script_errors(&host);
}

#[test]
fn the_lava_emitter_throws_drops_that_burn_her_near_it() {
    let l = common::arena::LARA_AT;
    let level = |dx: i32| {
        arena_with(
            open_room(),
            l,
            vec![stand_in(177, 20, &[(0, 0)]), stand_in(176, 20, &[(0, 0)])],
            vec![entity(177, [l[0] + dx, l[2]], 0, 0)],
        )
    };
    // Far from her: drops fly and end (on the floor), and she is untouched.
    let (mut world, mut host) = bound(level(6 * SECTOR), &[1]);
    let mut most = 0;
    let mut h = Vec::new();
    run(
        &mut world,
        &mut host,
        90,
        |_| 0,
        |_, w| {
            most = most.max(
                w.entities()
                    .iter()
                    .filter(|e| e.exists() && e.type_id == 176)
                    .count(),
            );
            h.push(w.entities()[0].health);
        },
    );
    assert!(
        most > 5 && most < 90,
        "drops in flight, and they end ({most})"
    );
    assert!(h.iter().all(|&v| v == 1000), "six sectors off: untouched");
    no_script_errors(&host);
    // At her feet: every drop that comes near burns her, 10 each.
    let (h, _, host) = health(level(100), &[1], 90);
    let end = *h.last().unwrap();
    assert!(end < 1000 && (1000 - end) % 10 == 0, "10 a drop: {end}");
    no_script_errors(&host);
}

#[test]
fn the_earthquake_shakes_only_while_on_and_animatings_run_when_triggered() {
    let l = common::arena::LARA_AT;
    let level = || {
        arena_with(
            open_room(),
            l,
            vec![
                stand_in(183, 20, &[(0, 0)]),
                stand_in(74, 60, &[(0, 0), (1, 0)]),
            ],
            vec![
                entity(183, [l[0] + SECTOR, l[2]], 0, 0),
                entity(74, [l[0] + 2 * SECTOR, l[2]], 0, 0),
            ],
        )
    };
    let shakes = |on: &[usize]| {
        let (mut world, mut host) = bound(level(), on);
        let mut n = 0;
        let mut states = Vec::new();
        run(
            &mut world,
            &mut host,
            300,
            |_| 0,
            |_, w| {
                n += w
                    .events()
                    .iter()
                    .filter(|e| matches!(e, Event::Shake { .. }))
                    .count();
                states.push(w.entities()[2].state);
            },
        );
        no_script_errors(&host);
        (n, states)
    };
    let (n, states) = shakes(&[1, 2]);
    assert!(n > 0, "it shook");
    assert_eq!(*states.last().unwrap(), 1, "the animating runs");
    let (n, states) = shakes(&[]);
    assert_eq!(n, 0, "off: no shaking");
    assert!(states.iter().all(|&s| s == 0), "untriggered: at rest");
}
