//! TR2's animals on the arena, built as TR2 levels: the doberman, rat and
//! T-Rex, the shark and barracuda, the two moray eels, the crow and eagle,
//! the two spiders, the yeti and the bird monster, each on a stand-in model
//! with its real state numbers (the real TR2 test level has none of their
//! models). Every one must go for Lara, hurt her when its attack lands, die
//! leaving its body (the small spider bursts), keep to its floor and its
//! boxes on every tick, without a script error; the eels strike only when
//! she is in front of them and otherwise stay in their holes.

use crate::common;

use common::arena::{arena_in_for, lengthen, scripted, stand_in_with};
use common::bestiary::{
    case, check_body, check_comes_and_hurts, level_at, model_of, pool_rooms, run_on, shot_dead,
    starts, Case, Place, Tick, CROW, EAGLE, RAT, SECTOR, SWIM, TREX, WEST,
};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::world::{Event, Input, World};

/// Each stand-in lists its starting state first (TRX's numbering).
const DOBERMAN: &[(u16, i32, u16)] = &[
    (3, 0, 3),
    (1, 10, 1),
    (2, 40, 2),
    (4, 0, 4),
    (5, 0, 5),
    (6, 0, 6),
    (7, 0, 3),
    (8, 30, 2),
    (9, 20, 3),
    (10, 0, 10),
];
/// The shark's stop is state 0.
const SHARK: &[(u16, i32, u16)] = &[
    (1, 20, 1),
    (0, 0, 0),
    (2, 40, 2),
    (3, 5, 0),
    (4, 30, 2),
    (5, 0, 5),
];
const BARRACUDA: &[(u16, i32, u16)] = &[
    (2, 20, 2),
    (1, 0, 1),
    (3, 40, 3),
    (4, 5, 1),
    (5, 30, 3),
    (6, 0, 6),
];
/// The eels never move by their animations: they slide out of their holes.
const EEL: &[(u16, i32, u16)] = &[(2, 0, 2), (1, 0, 1), (3, 0, 3)];
const SPIDER: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 10, 2),
    (3, 30, 3),
    (4, 0, 1),
    (5, 30, 3),
    (6, 20, 3),
    (7, 0, 7),
];
/// The yeti's punch and thump step in as they land; its climbs carry it
/// over the edge (it squares up 300 short of it).
const YETI: &[(u16, i32, u16)] = &[
    (2, 0, 2),
    (1, 40, 1),
    (3, 15, 3),
    (4, 10, 2),
    (5, 10, 2),
    (6, 30, 1),
    (7, 0, 7),
    (8, 0, 8),
    (9, 0, 9),
    (10, 45, 2),
    (11, 45, 2),
    (12, 45, 2),
    (13, 45, 2),
];
/// The bird monster's blows step in as they land.
const BIRD_MONSTER: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 15, 2),
    (3, 0, 1),
    (4, 20, 1),
    (5, 0, 1),
    (6, 20, 1),
    (7, 20, 1),
    (8, 0, 8),
    (9, 0, 9),
    (10, 0, 1),
    (11, 20, 1),
];

const CASES: &[Case] = &[
    case(
        "doberman",
        15,
        (500, 200),
        DOBERMAN,
        Place::Ground(7),
        &[7, 8, 9],
        (10, 10),
    ),
    // Its jaw reaches past the 327 at which it stops: under the originals'
    // animation order its run gives way to the stop as the cycle ends, a
    // stride (25) short of the old order's standoff.
    case("rat", 21, (280, 80), RAT, Place::Ground(7), &[5], (6, 4)),
    case(
        "trex",
        214,
        (3400, 600),
        TREX,
        Place::Ground(7),
        &[7],
        (5, 100),
    ),
    case("shark", 25, (600, 0), SHARK, SWIM, &[3, 4], (5, 30)),
    case("barracuda", 28, (400, 0), BARRACUDA, SWIM, &[4, 5], (6, 12)),
    case("crow", 38, (150, 0), CROW, Place::Ground(7), &[6], (5, 15)),
    case(
        "eagle",
        47,
        (150, 0),
        EAGLE,
        Place::Ground(7),
        &[6],
        (5, 20),
    ),
    Case {
        bursts: true,
        ..case(
            "spider",
            36,
            (150, 60),
            SPIDER,
            Place::Ground(7),
            &[4, 5, 6],
            (7, 5),
        )
    },
    case(
        "giant spider",
        37,
        (400, 200),
        SPIDER,
        Place::Ground(7),
        &[4],
        (7, 40),
    ),
    case(
        "yeti",
        45,
        (300, 400),
        YETI,
        Place::Ground(7),
        &[4, 5, 6],
        (8, 30),
    ),
    case(
        "bird monster",
        46,
        (900, 800),
        BIRD_MONSTER,
        Place::Ground(7),
        &[4, 6, 7, 11],
        (9, 200),
    ),
];

fn find(name: &str) -> &'static Case {
    CASES.iter().find(|c| c.name == name).unwrap()
}

fn run(case: &Case, ticks: usize, kill: Option<usize>) -> (World, Vec<Tick>) {
    run_on(
        case.name,
        level_at(Game::Tr2, model_of(case), case.place),
        ticks,
        kill,
    )
}

#[test]
fn every_animal_goes_for_lara_and_hurts_her() {
    for case in CASES {
        let (_, t) = run(case, 900, None);
        check_comes_and_hurts(case, &t);
    }
}

#[test]
fn every_animal_dies_under_her_shots_and_its_body_stays() {
    for case in CASES {
        let level = level_at(Game::Tr2, model_of(case), case.place);
        let (world, t) = shot_dead(case.name, level, case.hit_points);
        check_body(case, &world, &t);
    }
}

#[test]
fn each_animal_takes_its_hit_points_from_its_stats() {
    for case in CASES {
        let (world, _) = run(case, 1, None);
        assert_eq!(world.entities()[1].health, case.hit_points, "{}", case.name);
    }
    for (type_id, hit_points) in [(26, 5), (27, 20)] {
        let (world, _) = eel_run(type_id, 2000, [0, 0], 1);
        assert_eq!(world.entities()[1].health, hit_points, "eel {type_id}");
    }
}

#[test]
fn swimmers_keep_under_the_surface() {
    // The shark a body's radius under it, the barracuda a click.
    for (name, depth) in [("shark", 341), ("barracuda", 256)] {
        let (_, t) = run(find(name), 600, None);
        assert!(
            t.iter().all(|s| s.pos[1] >= depth),
            "{name} rose above {depth}"
        );
    }
}

#[test]
fn birds_take_off_from_the_floor_to_peck_at_her_head() {
    for name in ["crow", "eagle"] {
        let (_, t) = run(find(name), 600, None);
        assert_eq!(t[0].pos[1], 0, "{name}: not on the floor at first");
        let peck = t.iter().position(|s| s.state == 6).expect("it pecked");
        let y = t[peck].pos[1];
        assert!(y > -1024 && y < -256, "{name}: not at her head: {y}");
    }
}

#[test]
fn the_trex_bite_kills_lara() {
    let (_, t) = run(find("trex"), 900, None);
    let kill = t
        .windows(2)
        .find(|w| w[0].lara_health > 0 && w[1].lara_health <= 0)
        .expect("she died");
    assert!(kill[0].lara_health > 100, "one bite, not worn down");
    assert!([7, 8].contains(&kill[1].state), "by the bite: {kill:?}");
}

/// The arena with a step `clicks` high over its west side (x up to 5
/// sectors), Lara on it two and a half sectors from its edge (out of any
/// blow's reach from below), the creature on the floor `apart` sectors
/// from her.
fn step_level(case: &Case, clicks: i32, apart: i32) -> Level {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for x in 1..5 {
        for z in 1..11 {
            room.sector_mut(x, z).floor = [-clicks; 4];
        }
    }
    let (lara, creature) = starts(apart, -256 * clicks, 0);
    arena_in_for(Game::Tr2, model_of(case), vec![room], lara, creature)
}

/// Runs `level` and returns the first tick in `state` with the creature's
/// height then, and whether it got up to `top` afterwards and hurt her.
fn climb(name: &str, level: Level, state: u16, top: i32) -> (Option<(usize, i32)>, bool, bool) {
    let (_, t) = run_on(name, level, 600, None);
    let at = t
        .iter()
        .position(|s| s.state == state)
        .map(|i| (i, t[i].pos[1]));
    let after = at.map_or(0, |(i, _)| i);
    let up = t[after..].iter().any(|s| s.pos[1] == top);
    let hurt = t[after..].iter().any(|s| s.lara_health < 1000);
    (at, up, hurt)
}

#[test]
fn the_small_spider_leaps_up_a_step_and_the_yeti_climbs_one() {
    // Two clicks: the spider leaps (5) from the floor, the yeti climbs (10).
    for (name, state) in [("spider", 5), ("yeti", 10)] {
        let (at, up, hurt) = climb(name, step_level(find(name), 2, 4), state, -512);
        let (_, y) = at.unwrap_or_else(|| panic!("{name}: never went up in state {state}"));
        assert_eq!(y, 0, "{name}: not from the floor below");
        assert!(up, "{name}: did not get up the step");
        assert!(hurt, "{name}: then did not hurt her");
    }
}

/// Where an eel waits: in the pool's east column, facing west, a sector
/// under the surface.
const EEL_HOME: [i32; 3] = [10 * SECTOR + 700, 1024, 6 * SECTOR + 512];

/// An eel of `type_id` in its hole and Lara `ahead` units west of it and
/// `aside` units south, both under water; runs `ticks` ticks.
fn eel_run(type_id: u32, ahead: i32, [aside, kill]: [i32; 2], ticks: usize) -> (World, Vec<Tick>) {
    let mut lara = EntityDef::new(0, 0, [EEL_HOME[0] - ahead, 1024, EEL_HOME[2] + aside]);
    lara.angle = 0x4000;
    let mut eel = EntityDef::new(0, 0, EEL_HOME);
    eel.angle = WEST;
    let reach = if type_id == 27 { 2700 } else { 600 };
    let model = stand_in_with(type_id, reach, 0, EEL);
    let level = arena_in_for(Game::Tr2, model, pool_rooms(), lara, eel);
    let kill = (kill > 0).then_some(kill as usize);
    run_on(&format!("eel {type_id}"), level, ticks, kill)
}

#[test]
fn eels_strike_only_when_she_is_in_front() {
    // The yellow eel's range is two sectors, the black one's six.
    for (type_id, ahead) in [(26, 1700), (27, 4000)] {
        let (_, t) = eel_run(type_id, ahead, [0, 0], 300);
        let strike = t.iter().position(|s| s.state == 1).expect("it struck");
        assert!(
            t[strike..].iter().any(|s| s.lara_health < 1000),
            "eel {type_id}: no bite"
        );
        assert!(
            t.iter()
                .all(|s| s.pos[2] == EEL_HOME[2] && s.pos[0] <= EEL_HOME[0]),
            "eel {type_id}: left its line"
        );
        assert!(
            t.iter().any(|s| s.pos[0] < EEL_HOME[0]),
            "eel {type_id}: never came out"
        );
        // Beside it, out of its arc: it stays in its hole.
        let (_, t) = eel_run(type_id, 1200, [1500, 0], 300);
        assert!(
            t.iter()
                .all(|s| s.state == 2 && s.pos == EEL_HOME && s.lara_health == 1000),
            "eel {type_id}: moved for her beside it"
        );
    }
}

#[test]
fn a_dead_eel_slides_out_and_stays() {
    for type_id in [26, 27] {
        let (world, t) = eel_run(type_id, 1200, [1500, 30], 300);
        let e = &world.entities()[1];
        assert_eq!(e.state, 3, "eel {type_id}: not in its death state");
        assert!(
            !e.is_active() && e.exists(),
            "eel {type_id}: {:?}",
            e.status
        );
        assert!(e.pos[0] < EEL_HOME[0], "eel {type_id}: did not slide out");
        let still = &t[t.len() - 20..];
        assert!(
            still.iter().all(|s| s.pos == still[0].pos),
            "eel {type_id}: moves on"
        );
    }
}

/// The yeti's stand-in numbered as TRX's model: its death is animation 31,
/// its climbs 32 to 34, its fall 35 and its kill (state 14) 36.
fn yeti_with_its_kill() -> Vec<(u16, i32, u16)> {
    let mut states = YETI.to_vec();
    states.resize(31, (2, 0, 2));
    states.extend([
        (8, 0, 8),
        (12, 45, 2),
        (11, 45, 2),
        (10, 45, 2),
        (13, 45, 2),
        (14, 0, 14),
    ]);
    states
}

/// The yeti's (state, anim) and Lara's health after a tick.
type YetiTick = ((u16, i64), i16);

/// Runs the yeti `apart` units from a still Lara with `health` hit points
/// (her extra animations' stand-in in the level: the breath, 0, into the
/// yeti kill, 2), its charge lasting `charge_frames`, until she dies or
/// `ticks` pass; returns the world, the host and the yeti's (state, anim)
/// and her health after each tick.
fn yeti_run(
    apart: i32,
    health: i16,
    charge_frames: usize,
    ticks: usize,
) -> (World, tombrs::script::ScriptHost, Vec<YetiTick>) {
    use common::arena::{arena_for, lengthen, scripted, LARA_AT};
    const LARA_EXTRA: u32 = 12;
    let mut yeti = EntityDef::new(45, 0, [LARA_AT[0] + apart, 0, LARA_AT[2]]);
    yeti.angle = WEST;
    let models = vec![
        lengthen(
            stand_in_with(45, 300, 400, &yeti_with_its_kill()),
            &[(6, charge_frames)],
        ),
        stand_in_with(LARA_EXTRA, 20, 300, &[(0, 0, 0), (2, 0, 2)]),
    ];
    let level = arena_for(
        Game::Tr2,
        RoomDef::boxed(0, 0, 12, 12, 0, -16),
        LARA_AT,
        models,
        vec![yeti],
    );
    let (mut world, mut host) = scripted(level);
    world.entities_mut()[0].health = health;
    let mut trace = Vec::new();
    for _ in 0..ticks {
        host.step(&mut world, tombrs::world::Input { bits: 0 });
        let anim = common::lua_eval::<i64>(&host, &mut world, "return world.entity(1).anim");
        trace.push((
            (world.entities()[1].state, anim),
            world.entities()[0].health,
        ));
        if world.entities()[0].health <= 0 {
            break;
        }
    }
    (world, host, trace)
}

#[test]
fn a_blow_that_kills_lara_is_her_death_in_the_yetis_arms() {
    // TRX tr2 (later) yeti.c: Lara alive before its blow and dead after it,
    // Creature_SpecialKill plays its YETI_ANIM_KILL (36) in
    // YETI_STATE_KILL (14) and on her LARA_EXTRA's breath heading for
    // LA_EXTRA_YETI_KILL (2), at its place and heading.
    let (mut world, mut host, t) = yeti_run(2 * SECTOR, 100, 8, 600);
    let &((state, anim), health) = t.last().unwrap();
    assert!(health <= 0, "a punch (100) or a thump (150) killed her");
    assert_eq!((state, anim), (14, 36), "its kill animation");
    // Her blow's hook (her death) runs in the next step.
    host.step(&mut world, tombrs::world::Input { bits: 0 });
    common::assert_no_script_error(&host, "yeti kill");
    let (lara, yeti) = (&world.entities()[0], &world.entities()[1]);
    assert_eq!(lara.pos, yeti.pos, "she is in its arms");
    assert_eq!(lara.rot[1], yeti.rot[1], "turned as it is");
}

#[test]
fn as_trx_reads_it_the_yetis_charge_never_lands() {
    // TRX tr2 (later) yeti.c: YETI_STATE_ATTACK_3 hurts (200) only while
    // creature->flags is set, and the run, the only way into the charge,
    // clears it: no blow lands in a charge, even one long enough (60
    // frames of 30) to carry it into her.
    let (_, host, t) = yeti_run(7 * SECTOR, 1000, 60, 900);
    common::assert_no_script_error(&host, "yeti charge");
    let charge = 6;
    assert!(t.iter().any(|((s, _), _)| *s == charge), "it never charged");
    for w in t.windows(2) {
        // The state a tick's control decides in is the one the tick before left.
        if (w[0].0).0 == charge {
            assert_eq!(w[1].1, w[0].1, "a charge landed");
        }
    }
    assert!(t.last().unwrap().1 < 1000, "its other blows land");
}

/// The bird monster's roar (TRX tr2 bird_guardian.c BIRD_GUARDIAN_STATE_WAIT_2)
/// and death (STATE_DEATH).
const BIRD_ROAR: u16 = 8;
const BIRD_DEATH: u16 = 9;

#[test]
fn the_bird_monster_roars_at_a_lara_out_of_its_reach_and_never_flees() {
    // TRX tr2 bird_guardian.c BirdGuardian_Control: at a stop (WAIT) a
    // target ahead that it is not hunting (bored or stalking) is roared at
    // (WAIT_2), whatever its zone; the roar lasts while it is bored and she
    // is ahead. Lara four clicks up a step it cannot climb leaves a violent
    // creature bored (Creature_Mood): it roars, and its mood never turns
    // to flight.
    let level = step_level(find("bird monster"), 4, 4);
    let (mut world, mut host) = scripted(level);
    let mut roared = false;
    for t in 0..900 {
        host.step(&mut world, Input { bits: 0 });
        let mood =
            common::lua_eval::<String>(&host, &mut world, "return world.entity(1).state.ai.mood");
        assert_ne!(mood, "escape", "tick {t}: it fled");
        roared |= world.entities()[1].state == BIRD_ROAR;
    }
    common::assert_no_script_error(&host, "bird monster");
    assert!(roared, "it never roared at her");
}

#[test]
fn the_bird_monster_s_death_ends_the_level_at_its_frame_158() {
    // TRX tr2 bird_guardian.c BirdGuardian_Control: killed, it switches to
    // its death (animation 20, state 9) and, its control running before
    // its animation each tick, sets the level complete on the tick its
    // death stands at frame 158 (BIRD_GUARDIAN_DEATH_FRAME): 158 ticks
    // after the tick it died, the death animation playing a frame a tick.
    let model = lengthen(model_of(find("bird monster")), &[(BIRD_DEATH, 200)]);
    let (mut world, mut host) = scripted(level_at(Game::Tr2, model, Place::Ground(7)));
    host.step(&mut world, Input { bits: 0 });
    common::bestiary::lara_shoots(&host, &mut world, 1, 200);
    let mut died = None;
    let mut ended = Vec::new();
    for t in 0..400 {
        host.step(&mut world, Input { bits: 0 });
        if died.is_none() && world.entities()[1].state == BIRD_DEATH {
            died = Some(t);
        }
        if world
            .events()
            .iter()
            .any(|e| matches!(e, Event::LevelEnd { .. }))
        {
            ended.push(t);
        }
    }
    common::assert_no_script_error(&host, "bird monster");
    let died = died.expect("it never died");
    assert_eq!(ended, vec![died + 158], "the level ended on these ticks");
}
