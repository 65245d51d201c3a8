//! TR1's animals on the arena: the bat, crocodile and alligator, the big
//! cats, the ape, rat and vole, the T-Rex and the raptor, each on a
//! stand-in model with its real state numbers. Every one must go for Lara,
//! hurt her when its attack lands, die leaving its body, and keep to its
//! floor and its boxes on every tick, without a script error.

use crate::common;

use common::arena::{arena_in, scripted, stand_in_with};
use common::bestiary::{
    check_log, check_place, level_at, open_level_of, run_on, starts, Place, Tick, EAST, RAPTOR,
    SECTOR, TREX, WEST,
};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::world::{Input, Status, World};

/// One creature: its type, its stand-in (`(state, speed, next state)`,
/// body reach and height), where it is tried, the states in which it
/// attacks and its death state.
struct Case {
    name: &'static str,
    type_id: u32,
    reach: i16,
    height: i16,
    states: &'static [(u16, i32, u16)],
    place: Place,
    attacks: &'static [u16],
    death: u16,
}

const BAT: &[(u16, i32, u16)] = &[(1, 0, 1), (2, 30, 2), (3, 10, 3), (4, 0, 4), (5, 0, 5)];
pub(super) const CROCODILE: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 30, 2),
    (3, 10, 3),
    (4, 0, 4),
    (5, 0, 1),
    (6, 0, 1),
    (7, 0, 7),
];
pub(super) const SWIMMER: &[(u16, i32, u16)] = &[(1, 20, 1), (2, 5, 2), (3, 0, 3)];
pub(super) const VOLE: &[(u16, i32, u16)] = &[(1, 20, 1), (2, 0, 1), (3, 0, 3)];
pub(super) const BIG_CAT: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 10, 2),
    (3, 40, 3),
    (4, 20, 1),
    (5, 0, 5),
    (6, 0, 1),
    (7, 0, 1),
];
pub(super) const APE: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (3, 30, 3),
    (4, 0, 1),
    (5, 0, 5),
    (6, 0, 1),
    (7, 0, 1),
    (8, 20, 1),
    (9, 20, 1),
    (10, 0, 1),
    (11, 20, 1),
];
pub(super) const RAT: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 30, 3),
    (3, 25, 3),
    (4, 0, 1),
    (5, 0, 5),
    (6, 0, 1),
];
const CASES: &[Case] = &[
    Case {
        name: "bat",
        type_id: 9,
        reach: 120,
        height: 0,
        states: BAT,
        place: Place::Air(-2048),
        attacks: &[3],
        death: 5,
    },
    Case {
        name: "crocodile",
        type_id: 10,
        reach: 700,
        height: 150,
        states: CROCODILE,
        place: Place::Ground(7),
        attacks: &[5],
        death: 7,
    },
    Case {
        name: "alligator",
        type_id: 11,
        reach: 600,
        height: 0,
        states: SWIMMER,
        place: Place::Pool {
            lara: 1024,
            creature: 1024,
        },
        attacks: &[2],
        death: 3,
    },
    Case {
        name: "lion",
        type_id: 12,
        reach: 500,
        height: 300,
        states: BIG_CAT,
        place: Place::Ground(7),
        attacks: &[4, 7],
        death: 5,
    },
    Case {
        name: "lioness",
        type_id: 13,
        reach: 500,
        height: 300,
        states: BIG_CAT,
        place: Place::Ground(7),
        attacks: &[4, 7],
        death: 5,
    },
    Case {
        name: "puma",
        type_id: 14,
        reach: 500,
        height: 300,
        states: BIG_CAT,
        place: Place::Ground(7),
        attacks: &[4, 7],
        death: 5,
    },
    Case {
        name: "ape",
        type_id: 15,
        reach: 350,
        height: 300,
        states: APE,
        // Within its panic range: alerted from the start, it attacks.
        place: Place::Ground(2),
        attacks: &[4],
        death: 5,
    },
    Case {
        name: "rat",
        type_id: 16,
        reach: 250,
        height: 100,
        states: RAT,
        place: Place::Ground(7),
        attacks: &[2, 4],
        death: 5,
    },
    Case {
        name: "vole",
        type_id: 17,
        reach: 300,
        height: 0,
        states: VOLE,
        place: Place::Pool {
            lara: 0,
            creature: 0,
        },
        attacks: &[2],
        death: 3,
    },
    Case {
        name: "trex",
        type_id: 18,
        reach: 3400,
        height: 600,
        states: TREX,
        place: Place::Ground(7),
        attacks: &[7],
        death: 5,
    },
    Case {
        name: "raptor",
        type_id: 19,
        reach: 450,
        height: 300,
        states: RAPTOR,
        place: Place::Ground(7),
        attacks: &[4, 7, 8],
        death: 5,
    },
];

fn level_of(case: &Case) -> Level {
    level_at(Game::Tr1, model_of(case), case.place)
}

/// The open arena, the creature `apart` sectors from Lara at height `y`.
fn open_level(case: &Case, apart: i32, y: i32) -> Level {
    open_level_of(Game::Tr1, model_of(case), apart, y)
}

fn run(case: &Case, ticks: usize, kill: Option<usize>) -> (World, Vec<Tick>) {
    run_on(case.name, level_of(case), ticks, kill)
}

fn case(name: &str) -> &'static Case {
    CASES.iter().find(|c| c.name == name).unwrap()
}

fn model_of(case: &Case) -> tombrs::builder::models::ModelDef {
    stand_in_with(case.type_id, case.reach, case.height, case.states)
}

#[test]
fn every_animal_goes_for_lara_and_hurts_her() {
    for case in CASES {
        let (_, t) = run(case, 900, None);
        let start = t[0].distance;
        let closest = t.iter().map(|s| s.distance).min().unwrap();
        let attacked = t.iter().any(|s| case.attacks.contains(&s.state));
        assert!(
            closest < start - SECTOR || attacked,
            "{}: did not come for her (from {start} to {closest} at the closest)",
            case.name
        );
        assert!(attacked, "{}: never attacked", case.name);
        let hurt = t.iter().position(|s| s.lara_health < 1000);
        assert!(hurt.is_some(), "{}: she was never hurt", case.name);
    }
}

#[test]
fn every_animal_dies_and_its_body_stays() {
    for case in CASES {
        let (world, t) = run(case, 300, Some(30));
        let e = &world.entities()[1];
        assert!(e.exists(), "{}: the body is gone", case.name);
        assert!(!e.solid, "{}: the body is still solid", case.name);
        assert_eq!(e.state, case.death, "{}: not in its death state", case.name);
        assert!(
            !e.is_active() && e.status != Status::Removed,
            "{}: still thinking after its death played ({:?})",
            case.name,
            e.status
        );
        // On the floor, or (swimmers) at the surface: both are at 0 in every
        // arena here; a dead alligator rests up to its float speed (32)
        // under it (TRX tr1 crocodile.c Alligator_Control).
        if case.name == "alligator" {
            assert!(
                (1..=32).contains(&e.pos[1]),
                "alligator: the body is not at rest ({})",
                e.pos[1]
            );
        } else {
            assert_eq!(e.pos[1], 0, "{}: the body is not at rest", case.name);
        }
        let still = &t[t.len() - 20..];
        assert!(
            still.iter().all(|s| s.pos == still[0].pos),
            "{}: the body moves on",
            case.name
        );
    }
}

/// The arena with Lara on a platform two clicks high over its west side
/// (x up to 4 sectors) and the creature on the floor `apart` sectors away.
/// A nook a click up in the far east corner keeps Lara's box from being the
/// last one the creature's first search (from its own box) reaches: TR1
/// leaves its search queue's tail there, and a search for that box would
/// never start (TRX tr1 box.c Box_SearchLOT, Box_UpdateLOT).
fn platform_level(case: &Case, apart: i32) -> Level {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for x in 1..4 {
        for z in 1..11 {
            room.sector_mut(x, z).floor = [-2; 4];
        }
    }
    room.sector_mut(10, 10).floor = [-1; 4];
    let (mut lara, creature) = starts(apart, -512, 0);
    lara.pos[0] += SECTOR;
    arena_in(model_of(case), vec![room], lara, creature)
}

#[test]
fn the_ape_vaults_up_a_step_to_get_at_lara() {
    let ape = case("ape");
    let (mut world, mut host) = scripted(platform_level(ape, 2));
    let mut vault = None;
    let mut up = None;
    let mut hurt = None;
    for t in 0..600 {
        host.step(&mut world, Input { bits: 0 });
        check_place(ape.name, t, &world);
        let e = &world.entities()[1];
        if vault.is_none() && e.state == 11 {
            vault = Some((e.pos, e.rot[1]));
        }
        if up.is_none() && e.pos[1] == -512 {
            up = Some(t);
        }
        if hurt.is_none() && world.entities()[0].health < 1000 {
            hurt = Some(t);
        }
    }
    check_log(ape.name, &host);
    let (pos, yaw) = vault.expect("it vaulted");
    assert_eq!(yaw, WEST, "square on to the step");
    assert_eq!(pos[0], 4 * SECTOR + 75, "at the edge below the step");
    assert_eq!(pos[1], 0, "still on the floor below");
    assert!(up.is_some(), "it got up the step");
    assert!(hurt.is_some_and(|h| h > up.unwrap()), "then it hit her");
}

#[test]
fn an_ape_shows_off_until_it_is_alerted() {
    let (_, t) = run_on("ape", open_level(case("ape"), 7, 0), 300, None);
    assert!(
        t.iter().all(|s| s.distance > 2048 + 250),
        "kept its distance"
    );
    let shows = [6, 7, 8, 9, 10];
    assert!(t.iter().any(|s| shows.contains(&s.state)), "no display");
    assert!(t.iter().all(|s| s.state != 4), "it attacked unprovoked");
    assert!(t.iter().all(|s| s.lara_health == 1000));
}

/// The arena split by a wall across x = 5 sectors with one door sector in
/// it (a blockable box); Lara on the west side, the creature on the east.
fn door_level(model: tombrs::builder::models::ModelDef) -> (Level, [i32; 2]) {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    let door = [5, 6];
    for z in 1..11 {
        let s = room.sector_mut(door[0], z);
        s.wall = z != door[1];
        s.door = z == door[1];
    }
    // The creature starts off the door's row: the builder grows the door's
    // box along the row beyond it.
    let (lara, mut creature) = starts(7, 0, 0);
    creature.pos[2] -= 3 * SECTOR;
    let door = door.map(|d| d as i32);
    (arena_in(model, vec![room], lara, creature), door)
}

#[test]
fn a_door_keeps_the_trex_out_but_not_the_raptor() {
    let trex = case("trex");
    // A short stand-in: its body must not reach across the wall.
    let short = stand_in_with(trex.type_id, 800, trex.height, trex.states);
    let (level, door) = door_level(short);
    let (world, t) = run_on("trex", level, 600, None);
    let door_box = world.box_at(
        world.entities()[1].room,
        [door[0] * SECTOR + 512, 0, door[1] * SECTOR + 512],
    );
    let door_box = door_box.expect("the door has a box");
    let b = &world.level().navigation.boxes[door_box.index()];
    assert!(b.blockable);
    let inside =
        |p: [i32; 3]| (b.x_min..b.x_max).contains(&p[0]) && (b.z_min..b.z_max).contains(&p[2]);
    assert!(
        t.iter().all(|s| !inside(s.pos)),
        "the T-Rex entered the door's box"
    );
    assert!(
        t.iter().all(|s| s.pos[0] >= (door[0] + 1) * SECTOR),
        "the T-Rex went through the door"
    );
    assert!(t.iter().all(|s| s.lara_health == 1000));
    let raptor = case("raptor");
    let (level, _) = door_level(model_of(raptor));
    let (_, t) = run_on("raptor", level, 900, None);
    assert!(
        t.iter().any(|s| s.pos[0] < door[0] * SECTOR),
        "the raptor did not come through"
    );
    assert!(t.iter().any(|s| s.lara_health < 1000), "nor hurt her");
}

#[test]
fn the_trex_bite_kills_lara() {
    let (_, t) = run(case("trex"), 900, None);
    let kill = t
        .windows(2)
        .find(|w| w[0].lara_health > 0 && w[1].lara_health <= 0)
        .expect("she died");
    assert!(
        kill[0].lara_health > 100,
        "one bite, not worn down ({})",
        kill[0].lara_health
    );
    assert!([7, 8].contains(&kill[1].state), "by the bite: {kill:?}");
}

#[test]
fn a_crocodile_turns_on_the_spot_to_a_target_far_behind_it() {
    let croc = case("crocodile");
    let (lara, mut creature) = starts(7, 0, 0);
    creature.angle = EAST;
    let room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    let (_, t) = run_on(
        croc.name,
        arena_in(model_of(croc), vec![room], lara, creature),
        600,
        None,
    );
    let turn = t
        .iter()
        .position(|s| s.state == 4)
        .expect("it turned on the spot");
    let start = t[turn].pos;
    let turning: Vec<_> = t[turn..].iter().take_while(|s| s.state == 4).collect();
    assert!(turning.iter().all(|s| s.pos == start), "on the spot");
    assert!(
        t[turn..].iter().any(|s| s.state == 5),
        "then it went for her"
    );
}

#[test]
fn swimmers_keep_their_depth() {
    // The alligator is held a click under the surface (at 0) before each
    // move, which may lift it its fly speed (16) (TRX tr1 crocodile.c
    // Alligator_Control); the vole swims at the surface.
    let (_, t) = run(case("alligator"), 600, None);
    assert!(
        t.iter().all(|s| s.pos[1] >= 256 - 16),
        "the alligator surfaced"
    );
    let (_, t) = run(case("vole"), 600, None);
    assert!(t.iter().all(|s| s.pos[1] == 0), "the vole left the surface");
}

#[test]
fn a_bat_flies_down_to_lara_s_head() {
    // From four clicks under the ceiling it comes down to her head (she is
    // about three clicks tall) to bite.
    let (_, t) = run(case("bat"), 400, None);
    let bite = t.iter().position(|s| s.state == 3).expect("it bit");
    // Placed at -2048, it sinks its fly speed (16) towards her from the
    // first tick (TRX tr1 creature.c Creature_Animate).
    assert_eq!(t[0].pos[1], -2048 + 16);
    let y = t[bite].pos[1];
    assert!(y > -1024 && y < -384, "not at head height: {y}");
}

#[test]
fn each_animal_takes_its_hit_points_from_its_stats() {
    let expected = [
        ("bat", 1),
        ("crocodile", 20),
        ("alligator", 20),
        ("lion", 30),
        ("lioness", 25),
        ("puma", 45),
        ("ape", 22),
        ("rat", 5),
        ("vole", 5),
        ("trex", 100),
        ("raptor", 20),
    ];
    for (name, hit_points) in expected {
        let (world, _) = run(case(name), 1, None);
        assert_eq!(world.entities()[1].health, hit_points, "{name}");
    }
}
