//! TR3's people on a TR3 arena of stand-in models carrying the real state
//! numbers (tomb3's creatures; the real test level has only the monkey):
//! the gunmen, the pistol guards, the flamethrower man, the brawlers and
//! the tribesmen come for Lara and hurt her with their own damage; the
//! blowpipe's darts poison her; a guard by a low wall ducks behind it when
//! hit; the mercenary and the prisoner leave her be until she hurts them,
//! and the MPs and the prisoners fight each other; the scuba diver (TR2's
//! routine) harpoons her in the water. Each dies under her shots leaving
//! its body and keeps to its floor and boxes, with no script error.

use crate::common;

use std::sync::Arc;

use common::arena::{
    activate, arena_for, arena_rooms_for, open_room, stand_in_with, LARA_AT, RUN, STILL, WALK,
};
use common::bestiary::{
    assert_placed, comes_hurts_her_and_dies, fight, idle, lara_shoots, no_script_trouble,
    pool_rooms, Person, SECTOR,
};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Status, World};

/// Where the creature stands: seven sectors from Lara, facing her.
const CREATURE_AT: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
/// The stand-ins' bodies stand this high, so that a gun held at the
/// original's offset down the arm (up to 400) is above the floor.
const BODY_HEIGHT: i16 = 700;
/// Facing Lara (west).
const WEST: u16 = 0xC000;
/// The flamethrower man's flame (TR3 DRAGON_FIRE) and the tribesman's dart.
const FLAME: u32 = 307;
const DART: u32 = 90;
/// How far a stand-in reaches ahead of its origin: a body, and a body
/// with a club, an axe or a pipe swung at arm's length.
const REACH: i16 = 100;
const SWING: i16 = 450;
/// The axe's reach: the tribesman chops from a stance anywhere within its
/// chop range (tomb3 tribeaxe.cpp: 0x718E4, 682 squared) and stops walking
/// wherever in its stride that range is crossed, so its stand-in's axe
/// reaches Lara from the far end of that range.
const AXE_SWING: i16 = 560;

/// The machine-gunners' states (stop, walk, run, wait, shoot 1, shoot 2
/// walking, death, aim 1, aim 2 walking, aim 3, shoot 3).
pub(super) const GUNNER: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (3, RUN),
    (4, STILL),
    (5, STILL),
    (6, WALK),
    (7, STILL),
    (8, STILL),
    (9, WALK),
    (10, STILL),
    (11, STILL),
];
const GUNNER_ATTACKS: &[u16] = &[5, 6, 11];
/// The flamethrower man's: the gunners' without the run.
pub(super) const FLAMER: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (4, STILL),
    (5, STILL),
    (6, WALK),
    (7, STILL),
    (8, STILL),
    (9, WALK),
    (10, STILL),
    (11, STILL),
];
/// The pistol guards': the Uzi mercenary's numbering and the duck states.
pub(super) const GUARD: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (3, RUN),
    (4, STILL),
    (5, STILL),
    (6, STILL),
    (7, STILL),
    (8, STILL),
    (9, STILL),
    (10, WALK),
    (11, STILL),
    (12, WALK),
    (13, STILL),
    (14, WALK),
    (15, STILL),
    (16, STILL),
    (17, STILL),
    (18, STILL),
    (19, WALK),
    (20, STILL),
];
const GUARD_ATTACKS: &[u16] = &[5, 7, 8, 9, 10, 14, 18];
const DUCKING: &[u16] = &[15, 16, 17, 18, 19];
const DUCK_SHOT: u16 = 18;
/// The brawlers' (TR2's stick goons' numbering; the MP's kick is 12).
const CLUB: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (3, WALK),
    (4, WALK),
    (5, STILL),
    (6, STILL),
    (7, STILL),
    (8, STILL),
    (9, STILL),
    (10, RUN),
    (11, STILL),
];
const MP_STICK: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (3, WALK),
    (4, WALK),
    (5, STILL),
    (6, STILL),
    (7, STILL),
    (8, STILL),
    (9, STILL),
    (10, RUN),
    (11, STILL),
    (12, STILL),
];
const CLUB_ATTACKS: &[u16] = &[3, 8, 9, 12];
/// The tribesmen's (wait 1 first; the pipe's attack 1 is its dart).
const TRIBE: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (3, RUN),
    (4, STILL),
    (5, STILL),
    (6, STILL),
    (7, STILL),
    (8, STILL),
    (9, STILL),
    (10, WALK),
    (11, STILL),
    (12, WALK),
];

const PEOPLE: &[Person] = &[
    Person {
        name: "mercenary",
        type_id: 37,
        states: GUNNER,
        attacks: GUNNER_ATTACKS,
        blows: &[28],
        death: 7,
        more: &[],
        reach: REACH,
        provoke: true,
        ..Person::BASE
    },
    Person {
        name: "RX-Tech guard in the red jacket",
        type_id: 39,
        states: GUARD,
        attacks: GUARD_ATTACKS,
        blows: &[35],
        death: 13,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "RX-Tech gunman",
        type_id: 40,
        states: GUNNER,
        attacks: GUNNER_ATTACKS,
        blows: &[28],
        death: 7,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "RX-Tech flamethrower man",
        type_id: 50,
        states: FLAMER,
        attacks: &[6, 11],
        // 3 of each flame passing her (several overlap close up), with
        // or without burning's 7 a tick.
        blows: &[3, 6, 9, 12, 15, 7, 10, 13, 16, 19, 22],
        death: 7,
        more: &[FLAME],
        reach: REACH,
        provoke: true,
        // Within his flames' reach (19 ticks at 160: about three sectors)
        // once he stands to pour them, four sectors off.
        apart: 3,
    },
    Person {
        name: "London mercenary",
        type_id: 51,
        states: GUNNER,
        attacks: GUNNER_ATTACKS,
        blows: &[28],
        death: 7,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "punk",
        type_id: 53,
        states: CLUB,
        attacks: CLUB_ATTACKS,
        blows: &[80, 100],
        death: 11,
        more: &[],
        reach: SWING,
        ..Person::BASE
    },
    Person {
        name: "London guard",
        type_id: 56,
        states: GUARD,
        attacks: GUARD_ATTACKS,
        blows: &[32],
        death: 13,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "MP with a stick",
        type_id: 60,
        states: MP_STICK,
        attacks: CLUB_ATTACKS,
        blows: &[80, 100, 150],
        death: 11,
        more: &[],
        reach: SWING,
        ..Person::BASE
    },
    Person {
        name: "MP with a gun",
        type_id: 61,
        states: GUARD,
        attacks: GUARD_ATTACKS,
        blows: &[32],
        death: 13,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "prisoner",
        type_id: 62,
        states: CLUB,
        attacks: CLUB_ATTACKS,
        blows: &[40, 50],
        death: 11,
        more: &[],
        reach: SWING,
        provoke: true,
        ..Person::BASE
    },
    Person {
        name: "MP with a night sight",
        type_id: 63,
        states: GUNNER,
        attacks: GUNNER_ATTACKS,
        blows: &[28],
        death: 7,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "dam guard",
        type_id: 65,
        states: CLUB,
        attacks: CLUB_ATTACKS,
        blows: &[40, 50],
        death: 11,
        more: &[],
        reach: SWING,
        ..Person::BASE
    },
    Person {
        name: "tribesman with an axe",
        type_id: 20,
        states: TRIBE,
        attacks: &[5, 6, 7, 10, 12],
        blows: &[8, 32],
        death: 9,
        more: &[],
        reach: AXE_SWING,
        ..Person::BASE
    },
    Person {
        name: "tribesman with a blowpipe",
        type_id: 21,
        states: TRIBE,
        attacks: &[4, 6],
        // A dart's 25, the jab's 100, and the poison's blow (TR3: a
        // sixteenth of the poison, at most 256: 10 after one dart's 160, 16
        // after two), alone or with a dart or the jab in the same tick.
        blows: &[25, 100, 10, 16, 35, 41, 110, 116],
        death: 9,
        more: &[DART],
        reach: SWING,
        ..Person::BASE
    },
];

/// A TR3 arena in `room`: Lara at her spot, then `placed` (type, where,
/// yaw) as entities 1…, with the models of `models`; every placed
/// creature is switched on as its trigger would.
fn arena_in(
    room: RoomDef,
    models: Vec<ModelDef>,
    placed: &[(u16, [i32; 3], u16)],
) -> (World, ScriptHost) {
    world_of(
        arena_for(Game::Tr3, room, LARA_AT, models, entities_of(placed)),
        placed.len(),
    )
}

/// The entities `placed` (type, where, yaw) in room 0.
fn entities_of(placed: &[(u16, [i32; 3], u16)]) -> Vec<EntityDef> {
    placed
        .iter()
        .map(|&(t, at, yaw)| {
            let mut e = EntityDef::new(t, 0, at);
            e.angle = yaw;
            e
        })
        .collect()
}

/// A world of the TR3 `level` with the shipped scripts, its `placed`
/// creatures (entities 1…) switched on.
fn world_of(level: tombrs::level::Level, placed: usize) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), Game::Tr3, None).unwrap();
    host.bind_all(&mut world);
    for i in 0..placed {
        activate(&mut world, &mut host, 1 + i);
    }
    (world, host)
}

/// A stand-in of `type_id` with `states` (each looping), reaching `reach`.
pub(super) fn stand_in(type_id: u32, reach: i16, states: &[(u16, i32)]) -> ModelDef {
    let looping: Vec<(u16, i32, u16)> = states.iter().map(|&(s, v)| (s, v, s)).collect();
    stand_in_with(type_id, reach, BODY_HEIGHT, &looping)
}

/// The models of person `p`: its stand-in and what it fires.
fn models_of(p: &Person) -> Vec<ModelDef> {
    let mut models = vec![stand_in(p.type_id, p.reach, p.states)];
    for &t in p.more {
        models.push(stand_in(t, REACH, &[(0, 0)]));
    }
    models
}

/// The person's arena: it alone, `p.apart` sectors off, facing Lara.
fn person_arena(p: &Person) -> (World, ScriptHost) {
    let at = [LARA_AT[0] + p.apart * SECTOR, 0, LARA_AT[2]];
    arena_in(open_room(), models_of(p), &[(p.type_id as u16, at, WEST)])
}

/// How poisoned Lara is.
fn poison(host: &ScriptHost, world: &mut World) -> i32 {
    lua_eval(
        host,
        world,
        "return require('lara.poison').level(world.lara())",
    )
}

/// Each comes for Lara (or shoots from where it stands), attacks, and
/// every blow she takes is one of its own figures; then her shots kill it.
#[test]
fn each_comes_for_lara_hurts_her_with_its_own_damage_and_dies() {
    for p in PEOPLE {
        let (mut world, mut host) = person_arena(p);
        comes_hurts_her_and_dies(p, &mut world, &mut host);
    }
}

/// The blowpipe's darts fly (a dart entity comes and goes), hurt Lara by
/// 25 and poison her.
#[test]
fn darts_fly_and_poison_lara() {
    let piper = PEOPLE.iter().find(|p| p.type_id == 21).unwrap();
    let (mut world, mut host) = person_arena(piper);
    let mut flying = 0;
    let mut first_cut = None;
    for t in 0..900 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert_placed(&world, 1, piper.name, t);
        flying += world
            .entities()
            .iter()
            .any(|e| e.type_id as u32 == DART && e.status != Status::Removed)
            as usize;
        if world.entities()[0].health < before {
            first_cut = Some(before - world.entities()[0].health);
            break;
        }
    }
    assert!(flying > 0, "no dart in flight");
    assert_eq!(first_cut, Some(25), "the first blow is not a dart's");
    assert_eq!(
        poison(&host, &mut world),
        160,
        "the dart did not poison her"
    );
    no_script_trouble("darts", &host);
}

/// The flamethrower man's flames set Lara alight.
#[test]
fn flames_set_lara_alight() {
    let flamer = PEOPLE.iter().find(|p| p.type_id == 50).unwrap();
    let (mut world, mut host) = person_arena(flamer);
    lara_shoots(&host, &mut world, 1, 1);
    let mut burning = false;
    for _ in 0..900 {
        host.step(&mut world, idle());
        burning = lua_eval(
            &host,
            &mut world,
            "return world.lara().state.burning == true",
        );
        if burning {
            break;
        }
    }
    assert!(burning, "the flames never caught her");
    no_script_trouble("flames", &host);
}

/// Hit now and then (her shots of 1) for `ticks`: whether the guard
/// (entity 1) went down into cover, and whether it shot from there.
fn hit_now_and_then(world: &mut World, host: &mut ScriptHost, ticks: usize) -> (bool, bool) {
    let (mut ducked, mut shot) = (false, false);
    for t in 0..ticks {
        if t % 4 == 0 && !ducked {
            lara_shoots(host, world, 1, 1);
        }
        host.step(world, idle());
        assert_placed(world, 1, "guard", t);
        let state = world.entities()[1].state;
        if state == 16 {
            ducked = true;
        }
        shot |= ducked && state == DUCK_SHOT;
    }
    (ducked, shot)
}

/// A pistol guard a sector short of a low wall (two clicks) between it
/// and Lara ducks behind it when hit and shoots at her over it; on an
/// open floor, hit alike, it never ducks.
#[test]
fn a_guard_by_a_low_wall_ducks_when_hit() {
    let guard = PEOPLE.iter().find(|p| p.type_id == 39).unwrap();
    let mut room = open_room();
    room.sector_mut(8, 6).floor = [-2; 4];
    let (mut world, mut host) = arena_in(room, models_of(guard), &[(39, CREATURE_AT, WEST)]);
    let (ducked, shot) = hit_now_and_then(&mut world, &mut host, 600);
    assert!(ducked, "it never ducked behind the wall");
    assert!(shot, "it never shot from cover");
    no_script_trouble("guard by a wall", &host);

    let (mut world, mut host) = person_arena(guard);
    for t in 0..200 {
        if t % 4 == 0 {
            lara_shoots(&host, &mut world, 1, 1);
        }
        host.step(&mut world, idle());
        assert!(
            !DUCKING.contains(&world.entities()[1].state),
            "tick {t}: it ducks with no wall"
        );
    }
    no_script_trouble("guard in the open", &host);
}

/// The mercenary and the prisoner leave Lara be (no blow, no attack) until
/// she hurts them; then they come for her.
#[test]
fn the_mercenary_and_the_prisoner_spare_lara_until_she_hurts_them() {
    for p in PEOPLE.iter().filter(|p| p.provoke && p.type_id != 50) {
        let (mut world, mut host) = person_arena(p);
        for t in 0..600 {
            host.step(&mut world, idle());
            assert_placed(&world, 1, p.name, t);
            assert!(
                !p.attacks.contains(&world.entities()[1].state),
                "{} tick {t}: it attacks",
                p.name
            );
        }
        assert_eq!(world.entities()[0].health, 1000, "{}: she was hurt", p.name);
        lara_shoots(&host, &mut world, 1, 1);
        let (blows, _) = fight(p.name, &mut world, &mut host, p.attacks, 1500, 1);
        assert!(!blows.is_empty(), "{}: never came for her", p.name);
        no_script_trouble(p.name, &host);
    }
}

/// An MP with a stick and a prisoner go for each other while Lara stands
/// far off: the MP's blows at him take 5, 6 or 9, his at the MP 20 or 25
/// (a swipe of 25 fells an MP); Lara is left alone.
#[test]
fn mps_and_prisoners_fight_each_other() {
    let mp_at = [9 * SECTOR + 512, 0, 9 * SECTOR + 512];
    let prisoner_at = [9 * SECTOR + 512, 0, 11 * SECTOR - 512];
    let (mut world, mut host) = arena_in(
        open_room(),
        vec![stand_in(60, SWING, MP_STICK), stand_in(62, SWING, CLUB)],
        &[(60, mp_at, 0), (62, prisoner_at, 0x8000)],
    );
    let mut hurts: Vec<(usize, i16)> = Vec::new();
    let target_of = |host: &ScriptHost, world: &mut World, i: usize| -> i32 {
        lua_eval(
            host,
            world,
            &format!(
                "local ai = world.entity({i}).state.ai; return ai.target and ai.target.type or -1"
            ),
        )
    };
    let mut each_others = false;
    for t in 0..900 {
        let before = [world.entities()[1].health, world.entities()[2].health];
        host.step(&mut world, idle());
        assert_placed(&world, 1, "MP", t);
        assert_placed(&world, 2, "prisoner", t);
        for (k, &b) in before.iter().enumerate() {
            let now = world.entities()[1 + k].health;
            if now < b {
                hurts.push((1 + k, b - now));
            }
        }
        if world.entities()[1].health <= 0 || world.entities()[2].health <= 0 {
            break;
        }
        each_others |=
            target_of(&host, &mut world, 1) == 62 && target_of(&host, &mut world, 2) == 60;
    }
    assert!(each_others, "they did not go for each other");
    assert!(!hurts.is_empty(), "no blow struck: {hurts:?}");
    for &(i, d) in &hurts {
        let own: &[i16] = if i == 2 { &[5, 6, 9] } else { &[20, 25] };
        assert!(own.contains(&d), "a blow of {d} at entity {i}: {hurts:?}");
    }
    assert_eq!(world.entities()[0].health, 1000, "Lara was drawn in");
    assert_eq!(world.kills(), 0);
    no_script_trouble("MPs and prisoners", &host);
}

/// The scuba diver's states (tomb3 diver.cpp, TR2's numbering): (state,
/// speed, next).
const DIVER: &[(u16, i32, u16)] = &[
    (1, WALK, 1),
    (2, WALK, 2),
    (3, STILL, 4),
    (4, STILL, 4),
    (6, STILL, 6),
    (7, STILL, 6),
    (9, STILL, 9),
];
/// TR3's diver harpoon (DIVER_HARPOON).
const HARPOON: u32 = 306;

/// In a pool with Lara the TR3 scuba diver harpoons her (50 a harpoon,
/// TR3's harpoon object flying) and dies under her shots.
#[test]
fn the_diver_harpoons_lara_in_the_water() {
    let lara_at = [2 * SECTOR + 512, 512, 6 * SECTOR + 512];
    let diver_at = [9 * SECTOR + 512, 1536, 6 * SECTOR + 512];
    let models = vec![
        stand_in_with(26, REACH, 0, DIVER),
        stand_in(HARPOON, REACH, &[(0, 0)]),
    ];
    let level = arena_rooms_for(
        Game::Tr3,
        pool_rooms(),
        lara_at,
        models,
        entities_of(&[(26, diver_at, WEST)]),
    );
    let (mut world, mut host) = world_of(level, 1);
    let (mut blows, mut harpoons) = (Vec::new(), 0);
    for t in 0..1200 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert!(
            world
                .box_at(world.entities()[1].room, world.entities()[1].pos)
                .is_some(),
            "tick {t}: the diver left its boxes"
        );
        harpoons += world
            .entities()
            .iter()
            .any(|e| e.type_id as u32 == HARPOON && e.status != Status::Removed)
            as usize;
        if world.entities()[0].health < before {
            blows.push(before - world.entities()[0].health);
        }
        if blows.len() >= 2 {
            break;
        }
    }
    assert!(harpoons > 0, "no harpoon in flight");
    assert!(blows.len() >= 2, "Lara took {blows:?}");
    assert!(blows.iter().all(|&b| b == 50), "harpoons of 50: {blows:?}");
    lara_shoots(&host, &mut world, 1, 20);
    for _ in 0..120 {
        host.step(&mut world, idle());
    }
    let d = &world.entities()[1];
    assert_eq!(d.state, 9, "not in its death");
    assert_eq!(d.status, Status::Deactivated);
    assert_eq!(world.kills(), 1);
    no_script_trouble("diver", &host);
}
