//! TR3's lab mutants under the AI objects' orders and among their kind
//! (tomb3 clawmute.cpp ClawmuteControl, hybrid.cpp HybridControl,
//! sealmute.cpp SealmuteControl, box.cpp GetAITarget and AlertAllGuards),
//! on a TR3 builder level of stand-in models carrying the real state
//! numbers and AI objects placed as entities: a claw mutant that notices
//! Lara alerts a fellow guard that cannot see her, the brute walks its
//! patrol round, and the seal mutant goes for a flamethrower man nearer
//! than Lara and burns up under his pour.

use crate::common;

use common::arena::{activate, stand_in, stand_in_with, BODY_HEIGHT};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::{Level, RoomId};
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

const SECTOR: i32 = 1024;
/// tomb3 objects.h: the claw mutant, the brute (MUTANT3), the seal mutant
/// (BURNT_MUTANT), the flamethrower man and its flame (DRAGON_FIRE); the
/// AI objects AI_GUARD, AI_PATROL1, AI_PATROL2.
const CLAW_MUTANT: u16 = 45;
const BRUTE: u16 = 46;
const SEAL: u16 = 42;
const FLAMETHROWER: u16 = 50;
const FLAME: u16 = 307;
const AI_GUARD: u16 = 74;
const AI_PATROL1: u16 = 76;
const AI_PATROL2: u16 = 79;
/// Facing west and east.
const WEST: u16 = 0xC000;
const EAST: u16 = 0x4000;

/// Where Lara waits unseen and out of reach: a closed room far off.
pub(super) const HIDEOUT: (usize, [i32; 3]) = (2, [31 * SECTOR + 512, 0, SECTOR + 512]);

/// The point (`x10`, `z10`) in tenths of a sector, on the floor.
fn at(x10: i32, z10: i32) -> [i32; 3] {
    [x10 * SECTOR / 10, 0, z10 * SECTOR / 10]
}

/// The room a point of the level is in: the arena, a closed cell (from 20
/// sectors east) or the hideout (from 30).
fn room_at(pos: [i32; 3]) -> usize {
    if pos[0] >= 30 * SECTOR {
        2
    } else if pos[0] >= 20 * SECTOR {
        1
    } else {
        0
    }
}

/// A TR3 level: the 12×12 arena (room 0), a closed cell (room 1) and the
/// hideout (room 2); Lara at `lara`, then `placed` (type, where, yaw) as
/// entities 1…, then the AI objects `markers` (type, where, key: TR3 keys a
/// marker by its heading).
pub(super) fn level(
    lara: (usize, [i32; 3]),
    models: Vec<ModelDef>,
    placed: &[(u16, [i32; 3], u16)],
    markers: &[(u16, [i32; 3], u16)],
) -> Level {
    let mut hero = EntityDef::new(0, lara.0, lara.1);
    hero.angle = EAST;
    let entities = std::iter::once(hero)
        .chain(placed.iter().map(|&(t, pos, yaw)| {
            let mut e = EntityDef::new(t, room_at(pos), pos);
            e.angle = yaw;
            e
        }))
        .collect();
    let ai_objects = markers
        .iter()
        .map(|&(t, pos, key)| {
            let mut m = EntityDef::new(t, room_at(pos), pos);
            m.angle = key;
            m
        })
        .collect();
    let mut all_models = vec![tombrs::builder::hero::hero()];
    all_models.extend(models);
    let def = LevelDef {
        rooms: vec![
            RoomDef::boxed(0, 0, 12, 12, 0, -16),
            RoomDef::boxed(20, 0, 4, 4, 0, -16),
            RoomDef::boxed(30, 0, 4, 4, 0, -16),
        ],
        models: all_models,
        entities,
        ai_objects,
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr3)).unwrap()
}

/// A world of `level` with entities `on` switched on.
pub(super) fn world_of(level: Level, on: &[usize]) -> (World, ScriptHost) {
    let level = std::sync::Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), Game::Tr3, None).unwrap();
    host.bind_all(&mut world);
    for &i in on {
        activate(&mut world, &mut host, i);
    }
    (world, host)
}

pub(super) fn step(world: &mut World, host: &mut ScriptHost) {
    host.step(world, Input { bits: 0 });
}

/// Whether entity `i` still keeps its guard post.
fn guarding(host: &ScriptHost, world: &mut World, i: usize) -> bool {
    common::lua_eval::<bool>(
        host,
        world,
        &format!("local o = world.entity({i}).state.ai.orders return o ~= nil and o.guard == true"),
    )
}

fn dist(a: [i32; 3], b: [i32; 3]) -> i32 {
    ((a[0] - b[0]) as f64).hypot((a[2] - b[2]) as f64) as i32
}

/// Two claw mutants at guard posts: the first in the arena faces west,
/// where Lara will stand five sectors off; the second stands in the closed
/// cell, where it can neither see nor reach her.
const FIRST_POST: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
const SECOND_POST: [i32; 3] = [21 * SECTOR + 512, 0, SECTOR + 512];
const IN_VIEW: [i32; 3] = [4 * SECTOR + 512, 0, 6 * SECTOR + 512];

fn guards(on: &[usize]) -> (World, ScriptHost) {
    world_of(
        level(
            HIDEOUT,
            vec![stand_in_with(
                CLAW_MUTANT as u32,
                200,
                BODY_HEIGHT,
                super::monsters::CLAW_MUTANT_STATES,
            )],
            &[
                (CLAW_MUTANT, FIRST_POST, WEST),
                (CLAW_MUTANT, SECOND_POST, EAST),
            ],
            &[(AI_GUARD, FIRST_POST, 0), (AI_GUARD, SECOND_POST, 0)],
        ),
        on,
    )
}

/// Puts Lara (entity 0) in the arena at `pos`.
fn lara_to(world: &mut World, pos: [i32; 3]) {
    world.entities_mut()[0].room = RoomId(0);
    world.entities_mut()[0].pos = pos;
}

/// The ticks (after Lara steps into view) at which each of the two
/// claw mutants gives up its post, within `ticks`.
fn posts_given_up(on: &[usize], ticks: usize) -> [Option<usize>; 2] {
    let (mut world, mut host) = guards(on);
    for t in 0..100 {
        step(&mut world, &mut host);
        for i in on {
            assert!(guarding(&host, &mut world, *i), "{i} left its post at {t}");
        }
    }
    lara_to(&mut world, IN_VIEW);
    let mut left = [None, None];
    for t in 0..ticks {
        step(&mut world, &mut host);
        for (k, i) in [1, 2].into_iter().enumerate() {
            if on.contains(&i) && left[k].is_none() && !guarding(&host, &mut world, i) {
                left[k] = Some(t);
            }
        }
    }
    common::assert_no_script_error(&host, "claw mutants");
    left
}

#[test]
fn a_claw_mutant_that_notices_lara_alerts_a_fellow_guard_that_cannot_see_her() {
    // tomb3 clawmute.cpp ClawmuteControl: Lara within a sector, a hit or
    // Lara in view (TargetVisible) makes it AlertAllGuards (box.cpp): every
    // active creature of its type is alerted, and GetAITarget then clears
    // an alerted guard's GUARD bit. The first claw mutant sees her and
    // gives up its post; the second, shut in its cell, gives up its own on
    // the next tick: activated after the first, it is controlled
    // before it each tick (the active list's newest first), so it learns
    // of the alert a tick later.
    let [first, second] = posts_given_up(&[1, 2], 300);
    let first = first.expect("the first never noticed her");
    assert_eq!(
        second,
        Some(first + 1),
        "the second did not follow the first"
    );
    // Alone, the second keeps its post: it never notices her itself.
    let [_, alone] = posts_given_up(&[2], 300);
    assert_eq!(alone, None, "the second noticed her by itself");
}

#[test]
fn the_brute_walks_its_patrol_round_between_patrol_1_and_patrol_2() {
    // tomb3 hybrid.cpp HybridControl: with PATROL1 it walks (HYBRID_WALK)
    // from its stop and on, whatever it senses; GetAITarget sends it from
    // its key's AI_PATROL1 to its AI_PATROL2 and back.
    let (one, two) = (at(25, 25), at(25, 95));
    let start = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = world_of(
        level(
            HIDEOUT,
            vec![stand_in_with(
                BRUTE as u32,
                200,
                BODY_HEIGHT,
                super::monsters::BRUTE_STATES,
            )],
            &[(BRUTE, start, WEST)],
            &[
                (AI_PATROL1, start, 2),
                (AI_PATROL1, one, 2),
                (AI_PATROL2, two, 2),
            ],
        ),
        &[1],
    );
    let mut visits = String::new();
    for t in 0..3000 {
        step(&mut world, &mut host);
        let e = &world.entities()[1];
        assert!(
            [1, 2].contains(&e.state),
            "tick {t}: state {} on its round",
            e.state
        );
        let here = [(one, '1'), (two, '2')]
            .iter()
            .find(|(m, _)| dist(e.pos, *m) < 768)
            .map(|&(_, c)| c);
        if let Some(c) = here {
            if !visits.ends_with(c) {
                visits.push(c);
            }
        }
    }
    common::assert_no_script_error(&host, "brute");
    assert!(visits.starts_with("1212"), "the round went {visits}");
}

/// A seal mutant (entity 1) in the arena's east, facing west, and a
/// flamethrower man (entity 2) at `flamer_at` facing east, both switched
/// on; Lara at `lara`.
fn seal_and_flamer(lara: (usize, [i32; 3]), flamer_at: [i32; 3]) -> (World, ScriptHost) {
    world_of(
        level(
            lara,
            vec![
                stand_in_with(SEAL as u32, 200, BODY_HEIGHT, super::monsters::SEAL),
                stand_in(FLAMETHROWER as u32, 100, super::people::FLAMER),
                stand_in(FLAME as u32, 100, &[(0, 0)]),
            ],
            &[
                (SEAL, [9 * SECTOR + 512, 0, 6 * SECTOR + 512], WEST),
                (FLAMETHROWER, flamer_at, EAST),
            ],
            &[],
        ),
        &[1, 2],
    )
}

#[test]
fn the_seal_mutant_goes_for_a_flamethrower_man_nearer_than_lara() {
    // tomb3 sealmute.cpp SealmuteControl: without AI orders its enemy is
    // the nearest (dx² + dz²) of Lara and the flamethrower men holding a
    // slot; Lara nearer, it is her.
    let target_type = |flamer_at: [i32; 3]| {
        let (mut world, mut host) = seal_and_flamer((0, IN_VIEW), flamer_at);
        step(&mut world, &mut host);
        step(&mut world, &mut host);
        common::assert_no_script_error(&host, "seal mutant");
        common::lua_eval::<u16>(
            &host,
            &mut world,
            "return world.entity(1).state.ai.target.type",
        )
    };
    // Two sectors off (Lara five): the flamethrower man.
    assert_eq!(
        target_type([9 * SECTOR + 512, 0, 4 * SECTOR + 512]),
        FLAMETHROWER
    );
    // A sector east and five north (√26 sectors off, Lara five): Lara.
    assert_eq!(target_type([10 * SECTOR + 512, 0, SECTOR + 512]), 0);
}

#[test]
fn a_flamethrower_man_s_pour_burns_up_a_seal_mutant() {
    // tomb3 flamer.cpp: pouring, the flamethrower man's flags grow by a
    // quarter plus one from 0 while under 40 (1, 2, 3, 4, 6, 8, 11, 14, 18,
    // 23, 29, 37, 47); grown, each tick raises his BURNT_MUTANT enemy's
    // item_flags[0]. sealmute.cpp: past 80 its hit points go to 0 and it
    // dies burning. Lara, hidden away, never touches it.
    let (mut world, mut host) = seal_and_flamer(HIDEOUT, [6 * SECTOR + 512, 0, 6 * SECTOR + 512]);
    let mut first_scorch = None;
    let mut died = None;
    for t in 0..1500 {
        step(&mut world, &mut host);
        let (scorched, pour, burning) = common::lua_eval::<(i64, i64, bool)>(
            &host,
            &mut world,
            "local s, f = world.entity(1).state.ai, world.entity(2).state.ai \
             return s.scorched or 0, f.pour or 0, s.burning == true",
        );
        if first_scorch.is_none() && scorched > 0 {
            first_scorch = Some((scorched, pour));
        }
        if world.entities()[1].health <= 0 {
            died = Some((t, scorched, burning));
            break;
        }
    }
    common::assert_no_script_error(&host, "seal mutant and flamethrower man");
    assert_eq!(first_scorch, Some((1, 47)), "the first scorch");
    let (_, scorched, burning) = died.expect("the seal mutant never burned up");
    assert_eq!(scorched, 81, "scorched so often when it died");
    assert!(burning, "it died without burning");
}
