//! TR3's monsters on a TR3 arena of stand-in models carrying the tomb3
//! decompilation's state numbers (the real test level has none of their
//! models): Shiva, the lizard man, the Tinnos (claw) mutant, the brute
//! mutant and the seal mutant come for Lara and hurt her with their own
//! blows or gas, and die under her shots (the lizard man and the claw
//! mutant bursting, the others leaving their bodies), keeping to their
//! floor and boxes with no script error. Shiva stays stone until woken and
//! her guard turns shots from the front; the mutant in the closet breathes
//! gas once opened; the cleaner robot follows its wall and kills Lara with
//! its current; the twin auto gun sleeps until shot, then fires 10 a hit.

use crate::common;

use common::arena::{activate, stand_in, stand_in_with, BODY_HEIGHT, LARA_AT};
use common::bestiary::{
    assert_placed, dies_under_her_shots, fight, idle, lara_shoots, no_script_trouble, placed_arena,
};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Status, World};

const SECTOR: i32 = 1024;
/// Where a creature stands: seven sectors from Lara, facing her.
const CREATURE_AT: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
/// The missiles' types: the gas (tomb3 DRAGON_FIRE), the plasma ball.
const GAS: u32 = 307;
const PLASMA: u32 = 368;
/// The Shiva statue's meshes (tomb3 MESHSWAP1).
const STATUE: u32 = 122;
/// How far a stand-in reaches ahead: a body; Shiva's swords.
const REACH: i16 = 200;
const SWORDS: i16 = 1300;
/// The lizard man's and the brute's claws reach three quarters of a sector.
const CLAWS: i16 = 700;
const STILL: i32 = 0;
const WALK: i32 = 16;
const RUN: i32 = 40;

/// One monster under test: its type, stand-in states (state, speed), the
/// states in which it attacks, its blows (health Lara loses in one tick),
/// its death state and whether its body bursts.
struct Monster {
    name: &'static str,
    type_id: u32,
    /// (state, speed, the state its animation ends into).
    states: &'static [(u16, i32, u16)],
    attacks: &'static [u16],
    blows: &'static [i16],
    death: u16,
    bursts: bool,
    more: &'static [u32],
    /// How far its stand-in reaches ahead (Shiva's swords: a sector).
    reach: i16,
    /// How many sectors from Lara it starts.
    apart: i32,
}

const SHIVA: Monster = Monster {
    name: "Shiva",
    type_id: 70,
    // Her start state (4) first: she wakes in it.
    states: &[
        (4, STILL, 4),
        (0, STILL, 0),
        (1, WALK, 1),
        (2, STILL, 2),
        (3, WALK, 3),
        (5, STILL, 5),
        (6, STILL, 6),
        (7, STILL, 7),
        (8, WALK, 8),
        (9, STILL, 9),
    ],
    attacks: &[5, 7],
    blows: &[150, 180],
    death: 9,
    bursts: false,
    more: &[STATUE],
    reach: SWORDS,
    apart: 7,
};

/// The claw mutant's (clawmute.h: stop 0 … fire 10).
pub(super) const CLAW_MUTANT_STATES: &[(u16, i32, u16)] = &[
    (0, STILL, 0),
    (1, WALK, 1),
    (2, RUN, 2),
    (3, RUN, 3),
    (4, WALK, 4),
    (5, WALK, 5),
    (6, STILL, 6),
    (7, STILL, 7),
    (8, STILL, 8),
    (9, STILL, 9),
    (10, STILL, 10),
];
/// The brute's (hybrid.h: stop 1, walk 2, run 3, the leap 4-6, blows 7-10,
/// death 11).
pub(super) const BRUTE_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, RUN, 3),
    (4, RUN, 5),
    (5, RUN, 6),
    (6, STILL, 1),
    (7, STILL, 7),
    (8, STILL, 8),
    (9, RUN, 9),
    (10, WALK, 10),
    (11, STILL, 11),
];

const MONSTERS: &[Monster] = &[
    SHIVA,
    Monster {
        name: "lizard man",
        type_id: 35,
        states: &[
            (1, STILL, 1),
            (2, WALK, 2),
            (3, STILL, 1),
            (4, WALK, 4),
            (5, STILL, 5),
            (6, STILL, 6),
            (7, STILL, 7),
            (8, STILL, 1),
            (9, STILL, 1),
            (10, RUN, 10),
            (11, STILL, 11),
        ],
        attacks: &[3, 8, 9],
        blows: &[100, 120],
        death: 11,
        bursts: true,
        more: &[GAS],
        reach: CLAWS,
        // Near enough for its gas to reach her.
        apart: 2,
    },
    Monster {
        name: "claw mutant",
        type_id: 45,
        states: CLAW_MUTANT_STATES,
        attacks: &[3, 4, 5, 6, 7, 9, 10],
        // A claw, or a plasma ball.
        blows: &[100, 200],
        death: 8,
        bursts: true,
        more: &[PLASMA],
        reach: REACH,
        apart: 7,
    },
    Monster {
        name: "brute mutant",
        type_id: 46,
        states: BRUTE_STATES,
        attacks: &[5, 6, 7, 8, 9, 10],
        // Claws, the kick, a tick of its leap.
        blows: &[100, 80, 20],
        death: 11,
        bursts: false,
        more: &[],
        reach: CLAWS,
        apart: 7,
    },
];

/// The seal mutant's stand-in: stop, walk, burp, death.
pub(super) const SEAL: &[(u16, i32, u16)] =
    &[(0, STILL, 0), (1, WALK, 1), (2, STILL, 2), (3, STILL, 3)];

/// A TR3 arena: Lara at her spot, then `placed` (type, where, yaw) as
/// entities 1…, with `models`; the first `on` of them switched on.
fn arena(models: Vec<ModelDef>, placed: &[(u16, [i32; 3], u16)], on: usize) -> (World, ScriptHost) {
    placed_arena(Game::Tr3, models, placed, on)
}

fn monster_arena(m: &Monster) -> (World, ScriptHost) {
    let mut models = vec![stand_in_with(m.type_id, m.reach, BODY_HEIGHT, m.states)];
    for &t in m.more {
        models.push(stand_in(t, REACH, &[(0, 0)]));
    }
    let at = [LARA_AT[0] + m.apart * SECTOR, 0, LARA_AT[2]];
    arena(models, &[(m.type_id as u16, at, 0xC000)], 1)
}

fn poison_level(host: &ScriptHost, world: &mut World) -> i64 {
    lua_eval(
        host,
        world,
        "return require('lara.poison').level(world.lara())",
    )
}

/// Each comes for Lara, attacks, and every blow she takes is one of its
/// own (the lizard man gasses her first, till the poison's small bites
/// start and the gas no longer serves: then it closes in); then her shots
/// kill it.
#[test]
fn each_comes_for_lara_hurts_her_with_its_own_damage_and_dies() {
    for m in MONSTERS {
        let (mut world, mut host) = monster_arena(m);
        let start = world.entities()[1].pos;
        let (blows, attacked) = fight(m.name, &mut world, &mut host, m.attacks, 1500, 3);
        no_script_trouble(m.name, &host);
        assert!(attacked, "{}: never attacked", m.name);
        // The claw mutant beyond its plasma range may fight from where it
        // stands (its plasma is 200) until a roll makes it unwilling; the
        // lizard man gasses her from afar (TR3's poison is in her at once:
        // its small bites, at most 16, may be all she takes).
        let fought_from_afar = (m.type_id == 45 && blows.contains(&200))
            || (m.type_id == 35 && blows.iter().all(|b| *b <= 16));
        assert!(
            world.entities()[1].pos != start || fought_from_afar,
            "{}: never moved",
            m.name
        );
        assert!(!blows.is_empty(), "{}: Lara took nothing", m.name);
        for b in &blows {
            let poison_bite = m.type_id == 35 && *b <= 16;
            assert!(
                m.blows.contains(b) || poison_bite,
                "{}: a blow of {b} (its own: {:?}; all: {blows:?})",
                m.name,
                m.blows
            );
        }
        dies_under_her_shots(m.name, &mut world, &mut host, m.death, m.bursts);
        no_script_trouble(m.name, &host);
    }
}

/// The stats give each its tomb3 hit points.
#[test]
fn each_takes_its_hit_points_from_its_stats() {
    for (m, hp) in MONSTERS.iter().zip([100, 36, 130, 90]) {
        let (world, _host) = monster_arena(m);
        assert_eq!(world.entities()[1].health, hp, "{}", m.name);
    }
}

/// Shiva placed but not triggered stays a statue (stone meshes, still, in
/// her start state) however long Lara stands there; woken, her meshes turn
/// to flesh one by one and she leaves her start.
#[test]
fn shiva_stays_stone_until_woken() {
    let models = vec![
        stand_in_with(SHIVA.type_id, REACH, BODY_HEIGHT, SHIVA.states),
        stand_in(STATUE, REACH, &[(0, 0)]),
    ];
    let (mut world, mut host) = arena(models, &[(70, CREATURE_AT, 0xC000)], 0);
    let stone = "local e = world.entity(1) return e:mesh_of(0) ~= nil and e:mesh_of(25) ~= nil";
    for _ in 0..300 {
        host.step(&mut world, idle());
    }
    assert!(lua_eval::<bool>(&host, &mut world, stone), "not stone");
    assert_eq!(world.entities()[1].state, 4, "left her start asleep");
    assert_eq!(world.entities()[1].pos, CREATURE_AT, "a statue moved");
    assert_eq!(world.entities()[0].health, 1000);
    activate(&mut world, &mut host, 1);
    // Half way through waking: the first meshes are flesh, the last stone.
    for _ in 0..26 {
        host.step(&mut world, idle());
    }
    let half = "local e = world.entity(1) return e:mesh_of(0) == nil and e:mesh_of(25) ~= nil";
    assert!(
        lua_eval::<bool>(&host, &mut world, half),
        "not waking mesh by mesh"
    );
    for _ in 0..60 {
        host.step(&mut world, idle());
    }
    let flesh = "local e = world.entity(1) return e:mesh_of(0) == nil and e:mesh_of(25) == nil";
    assert!(lua_eval::<bool>(&host, &mut world, flesh), "still stone");
    let mut left_start = false;
    for _ in 0..200 {
        host.step(&mut world, idle());
        left_start |= world.entities()[1].state != 4;
    }
    assert!(left_start, "she never left her start");
    no_script_trouble("Shiva waking", &host);
}

/// Shiva's guard: in a guarding state Lara's shot from the front glances
/// off; from behind it goes home.
#[test]
fn shivas_guard_turns_shots_from_the_front() {
    let (mut world, mut host) = monster_arena(&SHIVA);
    let full = world.entities()[1].health;
    let guard = "local e = world.entity(1) require('ai.creature').play_state(e, 2) e.awake = false";
    lua_eval::<()>(&host, &mut world, guard);
    assert_eq!(world.entities()[1].state, 2);
    lara_shoots(&host, &mut world, 1, 10);
    host.step(&mut world, idle());
    assert_eq!(
        world.entities()[1].health,
        full,
        "a shot from the front went home"
    );
    // Turned away from Lara (facing +x, she is at −x): the shot hurts.
    lua_eval::<()>(
        &host,
        &mut world,
        &format!("{guard} world.entity(1).yaw = 16384"),
    );
    lara_shoots(&host, &mut world, 1, 10);
    host.step(&mut world, idle());
    assert_eq!(
        world.entities()[1].health,
        full - 10,
        "a shot from behind glanced off"
    );
    no_script_trouble("Shiva's guard", &host);
}

/// The seal mutant crawls up, burps gas that poisons Lara, and dies under
/// her shots leaving its body.
#[test]
fn the_seal_mutant_poisons_lara_with_its_gas() {
    let models = vec![
        stand_in_with(42, REACH, BODY_HEIGHT, SEAL),
        stand_in(GAS, REACH, &[(0, 0)]),
    ];
    let (mut world, mut host) = arena(models, &[(42, CREATURE_AT, 0xC000)], 1);
    let start = world.entities()[1].pos;
    let (mut burped, mut gas) = (false, 0);
    for t in 0..900 {
        host.step(&mut world, idle());
        assert_placed(&world, 1, "seal mutant", t);
        burped |= world.entities()[1].state == 2;
        gas += world
            .entities()
            .iter()
            .filter(|e| e.type_id as u32 == GAS && e.status != Status::Removed)
            .count();
        if poison_level(&host, &mut world) > 0 {
            break;
        }
    }
    assert!(burped, "it never burped");
    assert!(gas > 0, "no gas flew");
    assert_ne!(world.entities()[1].pos, start, "it never moved");
    assert!(poison_level(&host, &mut world) > 0, "Lara is not poisoned");
    dies_under_her_shots("seal mutant", &mut world, &mut host, 3, false);
    no_script_trouble("seal mutant", &host);
}

/// A stand-in whose every animation lasts `frames` frames.
fn long_stand_in(type_id: u32, frames: usize) -> ModelDef {
    let mut model = stand_in(type_id, REACH, &[(0, 0)]);
    for a in model.animations.iter_mut() {
        let key = a.keys[0].clone();
        a.keys = vec![key; frames];
    }
    model
}

/// The mutant in the closet does nothing until its trigger opens it; then
/// it breathes gas through its animation and stops at its end.
#[test]
fn the_closet_mutant_breathes_gas_once_opened() {
    let models = vec![long_stand_in(31, 40), stand_in(GAS, REACH, &[(0, 0)])];
    let at = [4 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = arena(models, &[(31, at, 0xC000)], 0);
    let gas_count = |w: &World| {
        w.entities()
            .iter()
            .filter(|e| e.type_id as u32 == GAS && e.status != Status::Removed)
            .count()
    };
    for _ in 0..100 {
        host.step(&mut world, idle());
        assert_eq!(gas_count(&world), 0, "gas from a shut closet");
    }
    activate(&mut world, &mut host, 1);
    let mut most = 0;
    for _ in 0..60 {
        host.step(&mut world, idle());
        most = most.max(gas_count(&world));
    }
    assert!(most > 0, "no gas");
    assert_eq!(
        world.entities()[1].status,
        Status::Deactivated,
        "still breathing"
    );
    assert!(
        poison_level(&host, &mut world) > 0,
        "the gas missed her two sectors off"
    );
    no_script_trouble("closet mutant", &host);
}

/// The cleaner robot runs along the wall and its current kills Lara in
/// its path; it cannot be targeted.
#[test]
fn the_cleaner_follows_its_wall_and_electrocutes_lara() {
    let model = stand_in(58, REACH, &[(0, 0)]);
    // It starts in a corner facing +z with the wall on its left (−x);
    // Lara stands three sectors up that wall.
    let at = [SECTOR + 512, 0, SECTOR + 512];
    let (mut world, mut host) = arena(vec![model], &[(58, at, 0)], 1);
    world.entities_mut()[0].pos = [SECTOR + 512, 0, 5 * SECTOR + 512];
    let targetable: bool = lua_eval(&host, &mut world, "return world.entity(1).targetable");
    assert!(!targetable, "the cleaner can be aimed at");
    let mut dead_at = None;
    for t in 0..300 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        assert_eq!(
            e.pos[0],
            SECTOR + 512,
            "tick {t}: left the wall: {:?}",
            e.pos
        );
        if world.entities()[0].health <= 0 {
            dead_at = Some(t);
            break;
        }
    }
    let t = dead_at.expect("Lara survived the cleaner");
    // 64 a tick: three sectors and a bit take it some 40-60 ticks.
    assert!((30..90).contains(&t), "killed at tick {t}");
    let stopped = world.entities()[1].pos;
    for _ in 0..30 {
        host.step(&mut world, idle());
    }
    assert_eq!(
        world.entities()[1].pos,
        stopped,
        "it runs on after the kill"
    );
    no_script_trouble("cleaner", &host);
}

/// The twin auto gun sleeps (Lara in full sight) until she shoots it;
/// then it fires shots of 10 while she is in sight, and her shots destroy
/// it (gone, the kill hers).
#[test]
fn the_auto_gun_wakes_when_shot_fires_tens_and_is_destroyed() {
    let model = stand_in(64, REACH, &[(1, 0), (0, 0)]);
    let at = [7 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = arena(vec![model], &[(64, at, 0xC000)], 1);
    for _ in 0..200 {
        host.step(&mut world, idle());
    }
    assert_eq!(world.entities()[0].health, 1000, "it fired asleep");
    lara_shoots(&host, &mut world, 1, 1);
    let mut blows = Vec::new();
    for _ in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        if before > world.entities()[0].health {
            blows.push(before - world.entities()[0].health);
        }
        if blows.len() >= 3 {
            break;
        }
    }
    assert!(blows.len() >= 3, "blows {blows:?}");
    assert!(blows.iter().all(|&b| b == 10), "blows {blows:?}");
    assert_eq!(world.entities()[1].health, 99);
    lara_shoots(&host, &mut world, 1, 99);
    for _ in 0..5 {
        host.step(&mut world, idle());
    }
    let e = &world.entities()[1];
    assert!(
        e.invisible && e.status == Status::Deactivated,
        "not destroyed"
    );
    assert_eq!(world.kills(), 1);
    no_script_trouble("auto gun", &host);
}
