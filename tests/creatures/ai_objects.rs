//! AI objects' standing orders (ai/objects.lua, ai/orders.lua) on builder
//! levels of TR3 (markers placed as entities) and TR4 (the AI-object
//! block): a guard holds its post until Lara comes into view, an ambusher
//! runs to its ambush point before it attacks, a patroller walks its
//! round between its key's PATROL1 and PATROL2, a leader walks from follow
//! marker to follow marker waiting for Lara at each, and TR3's dog with a
//! MODIFY under it lies dormant until she comes near. The creature is the
//! TR3–TR5 dog (creatures/dog.lua) with a stand-in model.

use crate::common;

use common::arena::{scripted, stand_in_with, BODY_HEIGHT};
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::{Level, RoomId};
use tombrs::script::{ScriptHost, Severity};
use tombrs::world::{Input, World};

const SECTOR: i32 = 1024;

/// The point (`x10`, `z10`) in tenths of a sector, on the floor.
fn at(x10: i32, z10: i32) -> [i32; 3] {
    [x10 * SECTOR / 10, 0, z10 * SECTOR / 10]
}

/// One game's numbers: the dog's type and the AI object types (GUARD,
/// AMBUSH, PATROL1, MODIFY, FOLLOW, PATROL2) and how near counts as there.
struct Game3or4 {
    game: Game,
    dog: u16,
    guard: u16,
    ambush: u16,
    patrol1: u16,
    modify: u16,
    follow: u16,
    patrol2: u16,
    reach: i32,
}

const TR3: Game3or4 = Game3or4 {
    game: Game::Tr3,
    dog: 22,
    guard: 74,
    ambush: 75,
    patrol1: 76,
    modify: 77,
    follow: 78,
    patrol2: 79,
    reach: 768,
};

const TR4: Game3or4 = Game3or4 {
    game: Game::Tr4,
    dog: 91,
    guard: 398,
    ambush: 399,
    patrol1: 400,
    modify: 401,
    follow: 402,
    patrol2: 403,
    reach: 640,
};

/// The dog's states (creatures/wolf.lua numbering).
const STOP: u16 = 1;
const RUN: u16 = 3;
const ATTACKS: [u16; 2] = [6, 12];

/// A stand-in dog: 23 animations so that the family's start animation (8,
/// STOP) and death animations (20–22) exist; every state reachable. Its
/// eight-frame animations are too short for the snap's biting frames, so
/// the tests look for attacks, not wounds (tests/bestiary_later.rs bites
/// with the real model).
fn dog_model(type_id: u16) -> tombrs::builder::models::ModelDef {
    // (state, speed): WALK, CROUCH, RUN, JUMP, STALK, ATTACK, HOWL, SLEEP,
    // STOP (8), FAST_TURN, BITE, then standing fillers and the deaths.
    // (state, speed, the state its animation ends into): as the real
    // model's, a leap ends in a run, a snap in a crouch, a howl in a stop.
    let mut anims: Vec<(u16, i32, u16)> = vec![
        (2, 12, 2),
        (9, 0, 9),
        (3, 52, 3),
        (4, 30, 3),
        (5, 12, 5),
        (6, 52, 3),
        (7, 0, 1),
        (8, 0, 8),
        (1, 0, 1),
        (10, 0, 10),
        (12, 0, 9),
    ];
    while anims.len() < 20 {
        anims.push((STOP, 0, STOP));
    }
    for _ in 0..3 {
        anims.push((11, 0, 11));
    }
    stand_in_with(type_id as u32, 200, BODY_HEIGHT, &anims)
}

/// The arena (12×12 sectors, room 0) and a closed hideout far off (the
/// second room) where Lara cannot be seen or reached; the dog (entity 1)
/// at `post` facing −x, with `markers` (type, position, key) as AI objects.
fn level(
    g: &Game3or4,
    lara: (usize, [i32; 3]),
    post: [i32; 3],
    markers: &[(u16, [i32; 3], i16)],
) -> Level {
    let mut hero = EntityDef::new(0, lara.0, lara.1);
    hero.angle = 0x4000;
    let mut dog = EntityDef::new(g.dog, 0, post);
    dog.angle = 0xC000;
    let ai_objects = markers
        .iter()
        .map(|&(type_id, pos, key)| {
            let mut m = EntityDef::new(type_id, 0, pos);
            // TR3 keys a marker by its heading, TR4 by its OCB.
            if g.game == Game::Tr3 {
                m.angle = key as u16;
            } else {
                m.ocb = key;
            }
            m
        })
        .collect();
    let def = LevelDef {
        rooms: vec![
            RoomDef::boxed(0, 0, 12, 12, 0, -16),
            RoomDef::boxed(20, 0, 4, 4, 0, -16),
        ],
        models: vec![tombrs::builder::hero::hero(), dog_model(g.dog)],
        entities: vec![hero, dog],
        ai_objects,
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, g.game)).unwrap()
}

/// Where Lara waits out of the way: the hideout.
const HIDEOUT: (usize, [i32; 3]) = (1, [21 * SECTOR + 512, 0, SECTOR + 512]);
/// The dog's post: the arena's east side, facing west.
const POST: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
/// Lara in the arena, five sectors in front of the post.
const IN_VIEW: [i32; 3] = [4 * SECTOR + 512, 0, 6 * SECTOR + 512];

fn step(world: &mut World, host: &mut ScriptHost) {
    host.step(world, Input { bits: 0 });
}

/// Puts Lara (entity 0) at `pos` in room `room`.
fn move_lara(world: &mut World, room: usize, pos: [i32; 3]) {
    world.entities_mut()[0].room = RoomId(room as u32);
    world.entities_mut()[0].pos = pos;
}

fn dist(a: [i32; 3], b: [i32; 3]) -> i32 {
    ((a[0] - b[0]) as f64).hypot((a[2] - b[2]) as f64) as i32
}

fn near(g: &Game3or4, a: [i32; 3], b: [i32; 3]) -> bool {
    (a[0] - b[0]).abs() < g.reach && (a[2] - b[2]).abs() < g.reach
}

fn no_trouble(what: &str, host: &ScriptHost) {
    let trouble = common::script_log_at(host, Severity::Warn);
    assert!(trouble.is_empty(), "{what}: {trouble:#?}");
}

#[test]
fn a_guard_holds_its_post_until_lara_comes_into_view() {
    for g in [&TR3, &TR4] {
        // Without orders the bored dog strolls off within 300 ticks.
        let (mut world, mut host) = scripted(level(g, HIDEOUT, POST, &[]));
        let mut strayed = 0;
        for _ in 0..300 {
            step(&mut world, &mut host);
            strayed = strayed.max(dist(world.entities()[1].pos, POST));
        }
        assert!(
            strayed > 100,
            "{:?}: an unordered dog stayed put ({strayed})",
            g.game
        );

        let (mut world, mut host) = scripted(level(g, HIDEOUT, POST, &[(g.guard, POST, 0)]));
        let mut strayed = 0;
        for t in 0..300 {
            step(&mut world, &mut host);
            strayed = strayed.max(dist(world.entities()[1].pos, POST));
            assert_eq!(
                world.entities()[1].state,
                STOP,
                "{:?}: the guard left its stand at {t}",
                g.game
            );
        }
        assert!(
            strayed <= 16,
            "{:?}: the guard strayed {strayed} from its post",
            g.game
        );
        move_lara(&mut world, 0, IN_VIEW);
        let (mut ran, mut attacked) = (None, false);
        for t in 0..600 {
            step(&mut world, &mut host);
            if world.entities()[1].state == RUN && ran.is_none() {
                ran = Some(t);
            }
            attacked |= ATTACKS.contains(&world.entities()[1].state);
        }
        no_trouble("guard", &host);
        let ran = ran.unwrap_or_else(|| panic!("{:?}: the guard never came for her", g.game));
        assert!(
            ran < 60,
            "{:?}: the guard took {ran} ticks to react",
            g.game
        );
        assert!(attacked, "{:?}: the guard never attacked", g.game);
    }
}

#[test]
fn an_ambusher_runs_to_its_ambush_point_before_it_attacks() {
    // The ambush point: a sector and a half off the straight way to Lara.
    let point = at(65, 80);
    for g in [&TR3, &TR4] {
        // Without orders the dog charges straight at her, nowhere near it.
        let (mut world, mut host) = scripted(level(g, (0, IN_VIEW), POST, &[]));
        for _ in 0..400 {
            step(&mut world, &mut host);
            assert!(
                !near(g, world.entities()[1].pos, point),
                "{:?}: a charge passed the point",
                g.game
            );
        }

        let markers = [
            (g.ambush, POST, 5),
            (g.ambush, point, 5),
            (g.ambush, at(95, 25), 6),
        ];
        let (mut world, mut host) = scripted(level(g, (0, IN_VIEW), POST, &markers));
        let (mut arrived, mut first_attack) = (None, None);
        for t in 0..900 {
            step(&mut world, &mut host);
            let e = &world.entities()[1];
            if arrived.is_none() && near(g, e.pos, point) {
                arrived = Some(t);
            }
            if first_attack.is_none() && ATTACKS.contains(&e.state) {
                first_attack = Some(t);
            }
        }
        no_trouble("ambush", &host);
        let arrived =
            arrived.unwrap_or_else(|| panic!("{:?}: it never reached its ambush point", g.game));
        let attack = first_attack.unwrap_or_else(|| panic!("{:?}: it never attacked", g.game));
        assert!(
            arrived < attack,
            "{:?}: attacked at {attack} before the ambush point ({arrived})",
            g.game
        );
    }
}

#[test]
fn a_patroller_walks_its_round_between_patrol_1_and_patrol_2() {
    let (one, two, other) = (at(25, 25), at(25, 95), at(95, 25));
    for g in [&TR3, &TR4] {
        let markers = [
            (g.patrol1, POST, 2),
            (g.patrol1, one, 2),
            (g.patrol2, two, 2),
            // Another key's round: not this dog's.
            (g.patrol1, other, 3),
            (g.patrol2, at(95, 95), 3),
        ];
        let (mut world, mut host) = scripted(level(g, HIDEOUT, POST, &markers));
        let mut visits: Vec<char> = Vec::new();
        for _ in 0..3000 {
            step(&mut world, &mut host);
            let p = world.entities()[1].pos;
            let here = [(one, '1'), (two, '2'), (other, 'x')]
                .iter()
                .find(|(m, _)| near(g, p, *m))
                .map(|&(_, c)| c);
            if let Some(c) = here {
                if visits.last() != Some(&c) {
                    visits.push(c);
                }
            }
        }
        no_trouble("patrol", &host);
        let round: String = visits.iter().collect();
        assert!(
            round.starts_with("1212"),
            "{:?}: the round went {round}",
            g.game
        );
        assert!(
            !round.contains('x'),
            "{:?}: it walked another key's round: {round}",
            g.game
        );
    }
}

#[test]
fn a_leader_walks_from_follow_marker_to_marker_waiting_for_lara() {
    let (a, b, c) = (at(65, 25), at(25, 25), at(25, 95));
    for g in [&TR3, &TR4] {
        let markers = [
            (g.follow, POST, 1),
            (g.follow, a, 1),
            (g.follow, b, 2),
            (g.follow, c, 3),
        ];
        let (mut world, mut host) = scripted(level(g, HIDEOUT, POST, &markers));
        for (i, (mark, name)) in [(a, "first"), (b, "second"), (c, "third")]
            .into_iter()
            .enumerate()
        {
            let mut got_there = None;
            for t in 0..600 {
                step(&mut world, &mut host);
                if near(g, world.entities()[1].pos, mark) {
                    got_there = Some(t);
                    break;
                }
            }
            assert!(
                got_there.is_some(),
                "{:?}: it never reached the {name} marker",
                g.game
            );
            // It waits there for her...
            for _ in 0..200 {
                step(&mut world, &mut host);
            }
            let p = world.entities()[1].pos;
            assert!(
                near(g, p, mark),
                "{:?}: it left the {name} marker without her: {p:?}",
                g.game
            );
            // ...and goes on once she comes near.
            if i < 2 {
                move_lara(&mut world, 0, [mark[0] + SECTOR, 0, mark[2]]);
            }
        }
        no_trouble("follow", &host);
    }
}

#[test]
fn tr3s_dog_on_a_modify_marker_lies_dormant_until_lara_comes_near() {
    let g = &TR3;
    let (mut world, mut host) = scripted(level(g, (0, IN_VIEW), POST, &[(g.modify, POST, 0)]));
    for t in 0..300 {
        step(&mut world, &mut host);
        assert_eq!(
            world.entities()[1].state,
            STOP,
            "the dormant dog stirred at {t}"
        );
    }
    move_lara(&mut world, 0, [POST[0] - 2 * SECTOR, 0, POST[2]]);
    let mut attacked = false;
    for _ in 0..300 {
        step(&mut world, &mut host);
        attacked |= ATTACKS.contains(&world.entities()[1].state);
    }
    no_trouble("modify", &host);
    assert!(attacked, "the woken dog never attacked");
}
