//! TR2's people on a TR2 arena of stand-in models carrying the real state
//! numbers (TRX's TR2 creatures; the real test level has none of their
//! models): the gunmen, the flamethrower, the knifethrower, the two-pistol
//! goon and the mercenaries come for Lara and hurt her with their own
//! damage; the stick-wielding goons club her; the monks leave her alone
//! until she shoots one, then every monk turns on her, and meanwhile they
//! fight the mercenaries. Each dies under her shots leaving its body and
//! keeps to its floor and boxes, with no script error.

use crate::common;

use common::arena::{stand_in, RUN, STILL, WALK};
use common::bestiary::{
    assert_placed, comes_hurts_her_and_dies, idle, lara_shoots, no_script_trouble, placed_arena,
    Person, SECTOR,
};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Status, World};

/// Where the creature stands: seven sectors from Lara, facing her.
const CREATURE_AT: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
/// The missiles' types: the harpoon, the flame, the knife.
const FLAME: u32 = 246;
const KNIFE: u32 = 247;
/// How far a stand-in reaches ahead of its origin: a body, and a body
/// with a club or stick swung at arm's length (its meshes meet Lara's).
const REACH: i16 = 100;
const SWING: i16 = 450;

const PEOPLE: &[Person] = &[
    Person {
        name: "gunman 1 (shotgun)",
        type_id: 30,
        states: &[
            (2, STILL),
            (1, WALK),
            (3, STILL),
            (4, STILL),
            (5, RUN),
            (6, WALK),
            (7, STILL),
            (8, STILL),
            (9, STILL),
            (10, STILL),
        ],
        attacks: &[4, 6, 10],
        blows: &[150],
        death: 7,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "gunman 2 (machine gun)",
        type_id: 31,
        states: WORKER_2,
        attacks: &[5, 6, 11],
        blows: &[30],
        death: 7,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "flamethrower goon",
        type_id: 34,
        states: WORKER_2,
        attacks: &[5, 6, 11],
        // A flame's 3, burning's 7 a tick, or both in one tick.
        blows: &[3, 7, 10],
        death: 7,
        more: &[FLAME],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "knifethrower",
        type_id: 19,
        states: &[
            (1, STILL),
            (2, WALK),
            (3, RUN),
            (4, STILL),
            (5, STILL),
            (6, STILL),
            (7, STILL),
            (8, STILL),
            (9, STILL),
            (10, STILL),
        ],
        attacks: &[5, 7, 9],
        // One hand's knife or both hands' at once.
        blows: &[50, 100],
        death: 10,
        more: &[KNIFE],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "shotgun goon",
        type_id: 20,
        states: &[
            (1, STILL),
            (2, STILL),
            (3, WALK),
            (4, RUN),
            (5, STILL),
            (6, STILL),
            (7, STILL),
            (8, STILL),
            (9, STILL),
            (10, STILL),
            (11, STILL),
        ],
        attacks: &[7, 8, 10],
        // One gun or both at once.
        blows: &[50, 100],
        death: 11,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "mercenary 1",
        type_id: 48,
        states: MERCENARY_1,
        attacks: &[5, 7, 8, 9, 10, 14],
        blows: &[8],
        death: 13,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "mercenary 2",
        type_id: 49,
        states: MERCENARY_2,
        attacks: &[7, 8, 9, 10, 13],
        blows: &[50],
        death: 11,
        more: &[],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "mercenary 3",
        type_id: 50,
        states: MERCENARY_2,
        attacks: &[7, 8, 9, 10, 13],
        blows: &[50],
        death: 11,
        // Plays mercenary 2's moves.
        more: &[49],
        reach: REACH,
        ..Person::BASE
    },
    Person {
        name: "stick-wielding goon 1",
        type_id: 32,
        states: CLUB,
        attacks: &[3, 8, 9],
        blows: &[80, 100],
        death: 11,
        more: &[],
        reach: SWING,
        ..Person::BASE
    },
    Person {
        name: "stick-wielding goon 2",
        type_id: 33,
        states: CLUB,
        attacks: &[3, 8, 9],
        blows: &[80, 100],
        death: 11,
        more: &[],
        reach: SWING,
        ..Person::BASE
    },
];

const WORKER_2: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (3, RUN),
    (4, STILL),
    (5, STILL),
    (6, WALK),
    (7, STILL),
    (8, STILL),
    (9, STILL),
    (10, STILL),
    (11, STILL),
];
const MERCENARY_1: &[(u16, i32)] = &[
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
];
const MERCENARY_2: &[(u16, i32)] = &[
    (2, STILL),
    (1, WALK),
    (3, WALK),
    (4, RUN),
    (5, STILL),
    (6, STILL),
    (7, STILL),
    (8, STILL),
    (9, WALK),
    (10, WALK),
    (11, STILL),
    (12, STILL),
    (13, STILL),
];
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
const MONK: &[(u16, i32)] = &[
    (1, STILL),
    (2, WALK),
    (3, RUN),
    (4, STILL),
    (5, STILL),
    (6, STILL),
    (7, STILL),
    (8, STILL),
    (9, STILL),
    (10, RUN),
    (11, STILL),
];
const MONK_ATTACKS: &[u16] = &[4, 5, 6, 7, 10];

/// A stand-in of `type_id` with `states`, reaching `reach` ahead.
fn model(type_id: u32, reach: i16, states: &[(u16, i32)]) -> ModelDef {
    stand_in(type_id, reach, states)
}

/// A TR2 arena: Lara at her spot, then `placed` (type, where, yaw) as
/// entities 1…, with the models of `models`; every placed creature is
/// switched on as its trigger would.
fn arena(models: Vec<ModelDef>, placed: &[(u16, [i32; 3], u16)]) -> (World, ScriptHost) {
    placed_arena(Game::Tr2, models, placed, placed.len())
}

/// The person's arena: it alone, seven sectors off, facing Lara.
fn person_arena(p: &Person) -> (World, ScriptHost) {
    let mut models = vec![model(p.type_id, p.reach, p.states)];
    for &t in p.more {
        let states: &[(u16, i32)] = if t == 49 { MERCENARY_2 } else { &[(0, 0)] };
        models.push(model(t, REACH, states));
    }
    arena(models, &[(p.type_id as u16, CREATURE_AT, 0xC000)])
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

/// The knives fly as missiles (a knife entity comes and goes) and the
/// flamethrower sets Lara alight.
#[test]
fn knives_fly_and_flames_set_lara_alight() {
    let knifer = &PEOPLE[3];
    let (mut world, mut host) = person_arena(knifer);
    let mut knives = 0;
    for _ in 0..600 {
        host.step(&mut world, idle());
        let flying = world
            .entities()
            .iter()
            .any(|e| e.type_id as u32 == KNIFE && e.status != Status::Removed);
        knives += flying as usize;
        if world.entities()[0].health < 1000 {
            break;
        }
    }
    assert!(knives > 0, "no knife in flight");
    let cut = 1000 - world.entities()[0].health;
    assert!(cut == 50 || cut == 100, "one or two knives' cuts: {cut}");
    no_script_trouble("knives", &host);

    let (mut world, mut host) = person_arena(&PEOPLE[2]);
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

/// The truce: monks leave Lara be (a monk alone wanders, bored, and never
/// strikes her); her shot at one breaks it for every monk, and both come
/// for her with blows of 150.
#[test]
fn monks_leave_lara_alone_until_she_shoots_one() {
    let monk_at_2 = [9 * SECTOR + 512, 0, 3 * SECTOR + 512];
    let (mut world, mut host) = arena(
        vec![model(53, SWING, MONK), model(54, SWING, MONK)],
        &[(53, CREATURE_AT, 0xC000), (54, monk_at_2, 0xC000)],
    );
    for t in 0..600 {
        host.step(&mut world, idle());
        assert_placed(&world, 1, "monk", t);
        assert_placed(&world, 2, "monk 2", t);
        assert!(
            !MONK_ATTACKS.contains(&world.entities()[1].state),
            "tick {t}: it attacks"
        );
    }
    assert_eq!(
        world.entities()[0].health,
        1000,
        "a monk hurt her in the truce"
    );
    let holds: bool = lua_eval(
        &host,
        &mut world,
        "return require('ai.rivals').truce_holds('monks')",
    );
    assert!(holds);
    // Her shot at the first breaks it: every monk is on her now.
    lara_shoots(&host, &mut world, 1, 5);
    host.step(&mut world, idle());
    let holds: bool = lua_eval(
        &host,
        &mut world,
        "return require('ai.rivals').truce_holds('monks')",
    );
    assert!(!holds, "one shot did not break the truce");
    let (mut blows, mut second_attacked) = (Vec::new(), false);
    for t in 0..1500 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert_placed(&world, 1, "monk", t);
        second_attacked |= MONK_ATTACKS.contains(&world.entities()[2].state);
        // Blows that leave her alive (the last takes what is left).
        if world.entities()[0].health <= 0 {
            break;
        }
        if before > world.entities()[0].health {
            blows.push(before - world.entities()[0].health);
        }
    }
    assert!(blows.len() >= 2, "blows {blows:?}");
    // Each tick's loss is one monk's blow of 150, or both monks' when they
    // strike in the same tick (nothing keeps one monk behind the other:
    // TRX tr2 Creature_Animate stops a creature only on another moving
    // one ahead of it in the room's list).
    assert!(
        blows.iter().all(|&b| b == 150 || b == 300),
        "blows {blows:?}"
    );
    assert!(second_attacked, "the other monk kept the truce");
    no_script_trouble("monks", &host);
}

/// Monks and mercenaries fight each other while Lara stands far off: the
/// monk's blows take 5, a mercenary's shot a tenth of its 50; Lara, at
/// peace with the monk and farther from the mercenary than it, is left alone.
#[test]
fn monks_and_mercenaries_fight_each_other() {
    let merc_at = [9 * SECTOR + 512, 0, 9 * SECTOR + 512];
    let monk_at = [9 * SECTOR + 512, 0, 11 * SECTOR - 512];
    let (mut world, mut host) = arena(
        vec![model(53, SWING, MONK), model(49, REACH, MERCENARY_2)],
        &[(53, monk_at, 0x8000), (49, merc_at, 0)],
    );
    let (monk_full, merc_full) = (world.entities()[1].health, world.entities()[2].health);
    let mut hurts: Vec<(usize, i16)> = Vec::new();
    for _ in 0..900 {
        let before = [world.entities()[1].health, world.entities()[2].health];
        host.step(&mut world, idle());
        for (k, &b) in before.iter().enumerate() {
            let now = world.entities()[1 + k].health;
            if now < b {
                hurts.push((1 + k, b - now));
            }
        }
        if world.entities()[1].health <= 0 || world.entities()[2].health <= 0 {
            break;
        }
    }
    assert!(
        hurts.iter().any(|&(i, d)| i == 2 && d == 5),
        "the monk never struck the mercenary: {hurts:?} ({monk_full}, {merc_full})"
    );
    assert!(
        hurts.iter().all(|&(_, d)| d == 5),
        "blows other than 5: {hurts:?}"
    );
    assert_eq!(world.entities()[0].health, 1000, "Lara was drawn in");
    assert_eq!(world.kills(), 0);
    no_script_trouble("monks and mercenaries", &host);
}
