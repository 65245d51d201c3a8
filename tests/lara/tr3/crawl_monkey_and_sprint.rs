//! TR3's additions to Lara's moves, played on builder levels with the real
//! TR3 (and TR4) Lara lent from `TR_DATA_DIR`'s test levels (skipped with a
//! notice without it): ducking and crawling through a crawlspace with a
//! crouched pickup, backing off its far edge into a hang and climbing back
//! in, sprinting and the sprint dive, and the monkey swing across a pit.

use crate::common;

use common::moves::{
    assert_leans_left, hold, lara_at, play_bits, play_walk, steady, turns_in, with_models, Played,
};
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;
use tombrs::world::{Entity, Input, World};

// Lara's state ids (scripts/lara/states.lua).
const RUN: u16 = 1;
const STOP: u16 = 2;
const HANG: u16 = 10;
const PICKUP: u16 = 39;
const DUCK: u16 = 71;
const SPRINT: u16 = 73;
const SPRINT_DIVE: u16 = 74;
const MONKEY_HANG: u16 = 75;
const MONKEY_SWING: u16 = 76;
const MONKEY_LEFT: u16 = 77;
const MONKEY_RIGHT: u16 = 78;
const CRAWL_IDLE: u16 = 80;
const CRAWL: u16 = 81;
const MONKEY_TURN_LEFT: u16 = 82;
const CRAWL_TURN_LEFT: u16 = 84;
const CRAWL_BACK: u16 = 86;
const HANG_TO_CRAWL: u16 = 87;
const CRAWL_TO_HANG: u16 = 88;
const DUCK_ROTATE_LEFT: u16 = 105;

const SECTOR: i32 = 1024;
const EAST: u16 = 0x4000;
const WEST: u16 = 0xC000;

fn level_def(rooms: Vec<RoomDef>, lara: [i32; 3], yaw: u16, others: Vec<EntityDef>) -> LevelDef {
    let mut me = EntityDef::new(0, 0, lara);
    me.angle = yaw;
    LevelDef {
        rooms,
        models: objects::all(),
        entities: std::iter::once(me).chain(others).collect(),
        ..Default::default()
    }
}

fn no_setup(_: &mut World, _: &mut tombrs::script::ScriptHost) {}

fn skip(what: &str) {
    eprintln!("{what}: TR_DATA_DIR not set, skipped");
}

/// Prints the trace (tick, state, animation, goal, position, yaw) when
/// TR3_TRACE names this walk: for working out a failing move.
fn trace(p: &Played, name: &str) {
    if std::env::var("TR3_TRACE").ok().as_deref() != Some(name) {
        return;
    }
    let first = p.world.level().models[p.last().model.unwrap().index()]
        .first_animation
        .unwrap()
        .0;
    for (i, t) in p.ticks.iter().enumerate() {
        let l = &t.lara;
        eprintln!(
            "{i:4} st {:3} anim {:4} f {:4} goal {:3} pos {:?} yaw {} spd {} fs {}",
            l.state,
            l.anim.0 - first,
            l.frame,
            l.goal_state,
            l.pos,
            l.rot[1],
            l.speed,
            l.fall_speed
        );
    }
}

fn at(p: &Played, i: usize) -> &Entity {
    &p.ticks[i].lara
}

// ------------------------------------------------------------- crawling

/// A room 9 sectors east-west: Lara's floor (x 1–2), a crawlspace (x 3–5,
/// one sector wide at z 1, ceiling two clicks up) with a small medipack
/// in it at x 4, and past its far end a pit 8 clicks deep (x 6–7).
fn crawlspace(lara: [i32; 3], yaw: u16) -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 9, 4, 0, -16);
    for x in 3..=5 {
        room.sector_mut(x, 1).ceiling = [-2; 4];
        room.sector_mut(x, 2).wall = true;
    }
    for x in 6..=7 {
        for z in 1..=2 {
            room.sector_mut(x, z).floor = [8; 4];
        }
    }
    let medipack = EntityDef::new(176, 0, [4 * SECTOR + 512, 0, SECTOR + 512]);
    level_def(vec![room], lara, yaw, vec![medipack])
}

#[test]
fn tr3_duck_crawl_pickup_and_stop_at_the_edge() {
    let Some(level) = with_models(
        &crawlspace([SECTOR + 512, 0, SECTOR + 512], EAST),
        Game::Tr3,
    ) else {
        return skip("tr3 crawl");
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr3_crawl.txt"),
        "tr3_crawl.txt",
        no_setup,
    );
    trace(&p, "tr3_crawl.txt");
    // She ducks, goes down on all fours and crawls east.
    let ducked = p.first("ducked", |l| l.state == DUCK);
    let crawling = p.first("crawling", |l| l.state == CRAWL);
    assert!(ducked < crawling);
    // Into the tunnel under the two-click ceiling, on the floor.
    let inside = p.first("in the crawlspace", |l| l.pos[0] > 3 * SECTOR + 300);
    assert_eq!(at(&p, inside).pos[1], 0, "she crawls on the floor");
    // Duck released inside: the low ceiling keeps her down (never standing).
    let released = 200; // the walk lets Duck go from here (tr3_crawl.txt)
    assert!(
        p.ticks[released..]
            .iter()
            .all(|t| t.lara.state != STOP && t.lara.state != RUN),
        "she stood up under the low ceiling"
    );
    // The crouched pickup: state 39 from all fours, and the medipack is gone.
    let took = p.first("crouched pickup", |l| l.state == PICKUP);
    assert!(at(&p, took).pos[0] > 3 * SECTOR && at(&p, took).pos[0] < 6 * SECTOR);
    assert_eq!(
        p.world.entities()[1].status,
        tombrs::world::entity::Status::Removed,
        "the medipack was taken"
    );
    // She crawls on to the far end and stops at the edge of the pit: she
    // never falls in.
    let last = p.last();
    assert!(p.ticks.iter().all(|t| t.lara.pos[1] <= 0), "she fell");
    assert!(
        last.pos[0] > 5 * SECTOR + 400 && last.pos[0] < 6 * SECTOR,
        "she stopped at the edge, at x {}",
        last.pos[0]
    );
    // And turned on all fours there.
    assert!(p.ever(|l| l.state == CRAWL_TURN_LEFT), "no crawl turn");
    assert_ne!(last.rot[1], EAST, "the turn turned her");
}

#[test]
fn tr3_crawl_back_off_the_edge_into_a_hang_and_climb_back_in() {
    // In the crawlspace near its east end, facing west: the pit is behind.
    let Some(level) = with_models(
        &crawlspace([5 * SECTOR + 600, 0, SECTOR + 512], WEST),
        Game::Tr3,
    ) else {
        return skip("tr3 crawl to hang");
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr3_crawl_to_hang.txt"),
        "tr3_crawl_to_hang.txt",
        no_setup,
    );
    trace(&p, "tr3_crawl_to_hang.txt");
    assert!(p.ever(|l| l.state == CRAWL_BACK), "she crawled back");
    let lowering = p.first("crawl to hang", |l| l.state == CRAWL_TO_HANG);
    let hanging = p.first("hanging", |l| l.state == HANG);
    assert!(lowering < hanging);
    // She hangs from the edge of the crawlspace's floor, facing it, below it.
    let h = at(&p, hanging);
    assert_eq!(h.rot[1], WEST, "she hangs facing the ledge");
    assert!(
        (6 * SECTOR..6 * SECTOR + 200).contains(&h.pos[0]),
        "hanging at x {}",
        h.pos[0]
    );
    assert!(
        h.pos[1] > 500,
        "her feet hang below the ledge, y {}",
        h.pos[1]
    );
    // Then forward climbs back up into the crawlspace, ducked.
    let up = p.first("hang to crawl", |l| l.state == HANG_TO_CRAWL);
    assert!(up > hanging);
    let back = p.last();
    assert!(
        back.state == DUCK || back.state == CRAWL_IDLE,
        "ends down low, in state {}",
        back.state
    );
    assert_eq!(back.pos[1], 0, "on the crawlspace floor");
    assert!(back.pos[0] < 6 * SECTOR, "back inside, x {}", back.pos[0]);
}

#[test]
fn tr4_duck_rotates_on_the_spot() {
    let Some(level) = with_models(
        &crawlspace([SECTOR + 512, 0, SECTOR + 512], EAST),
        Game::Tr4,
    ) else {
        return skip("tr4 duck rotate");
    };
    let p = play_walk(
        level,
        "30*duck\n20*duck+left\n10*duck\n",
        "inline duck rotate",
        no_setup,
    );
    trace(&p, "inline duck rotate");
    let turning = p.first("duck rotate", |l| l.state == DUCK_ROTATE_LEFT);
    let t = at(&p, turning);
    assert_eq!([t.pos[0], t.pos[2]], [SECTOR + 512, SECTOR + 512]);
    let last = p.last();
    assert!(last.rot[1] < EAST - 1000, "turned left on the spot");
    assert_eq!(last.pos[0], SECTOR + 512, "without moving");
}

// ------------------------------------------------------------- sprinting

/// A corridor 38 sectors north-south; Lara at its south end facing north.
fn corridor() -> LevelDef {
    let room = RoomDef::boxed(0, 0, 3, 40, 0, -16);
    level_def(vec![room], [SECTOR + 512, 0, SECTOR + 512], 0, vec![])
}

#[test]
fn tr3_sprint_outruns_a_run_until_her_energy_is_spent() {
    let Some(run_level) = with_models(&corridor(), Game::Tr3) else {
        return skip("tr3 sprint");
    };
    let sprint_level = with_models(&corridor(), Game::Tr3).unwrap();
    let run = play_walk(run_level, "200*forward\n", "inline run", no_setup);
    let p = play_walk(
        sprint_level,
        include_str!("../../walks/tr3_sprint.txt"),
        "tr3_sprint.txt",
        no_setup,
    );
    trace(&p, "tr3_sprint.txt");
    let started = p.first("sprinting", |l| l.state == SPRINT);
    // Further in the same ticks.
    let i = started + 60;
    assert!(
        at(&p, i).pos[2] > at(&run, i).pos[2] + 300,
        "sprint {} vs run {}",
        at(&p, i).pos[2],
        at(&run, i).pos[2]
    );
    // The energy runs out: she is back to running though Sprint is held.
    let ended = started
        + p.ticks[started..]
            .iter()
            .position(|t| t.lara.state != SPRINT)
            .expect("the sprint never ended");
    assert!(
        (115..=130).contains(&(ended - started)),
        "sprinted {} ticks",
        ended - started
    );
    assert_eq!(at(&p, ended + 10).state, RUN);
}

#[test]
fn tr3_sprint_dive_lands_ahead_in_a_run() {
    let Some(level) = with_models(&corridor(), Game::Tr3) else {
        return skip("tr3 sprint dive");
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr3_sprint_dive.txt"),
        "tr3_sprint_dive.txt",
        no_setup,
    );
    trace(&p, "tr3_sprint_dive.txt");
    let dive = p.first("sprint dive", |l| l.state == SPRINT_DIVE);
    let from = at(&p, dive).pos[2];
    let after = dive
        + p.ticks[dive..]
            .iter()
            .position(|t| t.lara.state != SPRINT_DIVE)
            .expect("the dive never ended");
    let landed = at(&p, after);
    assert!(landed.state == RUN || landed.state == STOP);
    assert!(landed.pos[2] > from + 1000, "the dive carried her ahead");
    assert_eq!(landed.pos[1], 0, "on the floor");
}

// tomb3 lara.cpp lara_as_dash (TOMB4, TOMB5 the same): Left adds 409 to the
// turn rate down to -728 and leans 273 down to -2,912; the control loop then
// takes LARA_TURN_UNDO (364) off the turn and LARA_LEAN_UNDO (182) off the
// lean (laramisc.cpp LaraAboveWater). Held, she turns 364 a tick and leans
// 91 more a tick up to 2,730.
#[test]
fn sprinting_she_turns_364_a_tick_and_leans_up_to_2730_from_tr3_on() {
    let room = RoomDef::boxed(0, 0, 16, 16, 0, -16);
    let lara = lara_at([8 * SECTOR + 512, 0, 4 * SECTOR + 512], 0);
    let inputs = [
        hold(3, 0),
        hold(20, Input::FORWARD),
        hold(50, Input::FORWARD | Input::SPRINT | Input::LEFT),
    ]
    .concat();
    for game in [Game::Tr3, Game::Tr4, Game::Tr5] {
        let Some(p) = play_bits(game, vec![room.clone()], lara, &inputs, |_, _| {}) else {
            return skip("sprint lean");
        };
        let sprint_turns = turns_in(&p, SPRINT);
        assert_eq!(steady(&sprint_turns), -364, "{game:?}: {sprint_turns:?}");
        assert_leans_left(&p, SPRINT, 273, 2912, &format!("{game:?} sprinting"));
    }
}

// ------------------------------------------------------------- monkey swing

/// Monkey bars (ceiling 7 clicks up) over z 1–5 of a corridor; a pit 16
/// clicks deep at z 2–3, floor again from z 4; no bars over z 6.
fn monkey_bars() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 3, 8, 0, -7);
    for z in 1..=5 {
        room.sector_mut(1, z).functions.push(FloorFunction::Monkey);
    }
    for z in 2..=3 {
        room.sector_mut(1, z).floor = [16; 4];
    }
    level_def(vec![room], [SECTOR + 512, 0, SECTOR + 512], 0, vec![])
}

fn monkey_swing_across(game: Game) {
    let Some(level) = with_models(&monkey_bars(), game) else {
        return skip("monkey swing");
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr3_monkey.txt"),
        "tr3_monkey.txt",
        no_setup,
    );
    trace(&p, "tr3_monkey.txt");
    let grab = p.first("monkey grab", |l| l.state == MONKEY_HANG);
    let g = at(&p, grab);
    assert_eq!(g.pos[1], -7 * 256 + 704, "hands on the bars");
    let swinging = p.first("swinging", |l| l.state == MONKEY_SWING);
    // Over the pit she keeps her height under the bars.
    let over = p.first("over the pit", |l| l.pos[2] > 2 * SECTOR + 512);
    assert!(over > swinging);
    assert_eq!(at(&p, over).pos[1], -7 * 256 + 704);
    // She stops where the bars end (forward still held), over the far floor.
    let furthest = p.ticks.iter().map(|t| t.lara.pos[2]).max().unwrap();
    assert!(
        (5 * SECTOR..6 * SECTOR).contains(&furthest),
        "swung to z {furthest}"
    );
    // Action released: she drops onto the far floor and stands.
    let last = p.last();
    assert_eq!(last.pos[1], 0, "on the far floor");
    assert!(
        last.pos[2] > 4 * SECTOR,
        "beyond the pit, z {}",
        last.pos[2]
    );
    assert_eq!(last.state, STOP);
}

#[test]
fn tr3_monkey_swing_across_a_pit() {
    monkey_swing_across(Game::Tr3);
}

#[test]
fn tr4_monkey_swing_across_a_pit() {
    monkey_swing_across(Game::Tr4);
}

// tomb3 lara.cpp lara_col_hang2 (TOMB4, TOMB5 the same) answers Forward,
// the step keys, Left and Right: Roll does nothing hanging from the bars,
// and no routine asks for the turn round (79), even where the animation
// offers it (the hang after a shimmy, anims 254 and 256).
#[test]
fn roll_hanging_from_the_monkey_bars_does_nothing() {
    const MONKEY_180: u16 = 79;
    for game in [Game::Tr3, Game::Tr4, Game::Tr5] {
        let Some(level) = with_models(&monkey_bars(), game) else {
            return skip("monkey roll");
        };
        let shimmy = if game == Game::Tr3 {
            "step_right"
        } else {
            "walk+right"
        };
        let walk = format!("5*none\n3*jump\n40*jump+action\n20*{shimmy}+action\n40*roll+action\n");
        let p = play_walk(level, &walk, "monkey roll", no_setup);
        assert!(
            p.ever(|l| l.state == MONKEY_RIGHT),
            "{game:?}: {:?}",
            p.states()
        );
        assert!(
            !p.ever(|l| l.state == MONKEY_180),
            "{game:?}: {:?}",
            p.states()
        );
        assert_eq!(p.last().state, MONKEY_HANG, "{game:?}: {:?}", p.states());
    }
}

#[test]
fn tr3_monkey_turn_and_shimmy() {
    let Some(level) = with_models(&monkey_bars(), Game::Tr3) else {
        return skip("tr3 monkey turn");
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr3_monkey_turn.txt"),
        "tr3_monkey_turn.txt",
        no_setup,
    );
    trace(&p, "tr3_monkey_turn.txt");
    let grab = p.first("monkey grab", |l| l.state == MONKEY_HANG);
    let turning = p.first("turning", |l| l.state == MONKEY_TURN_LEFT);
    assert!(turning > grab);
    let turned = p.ticks[turning..]
        .iter()
        .find(|t| t.lara.state == MONKEY_HANG)
        .expect("she never hung still after turning");
    assert!(
        turned.lara.rot[1] > 0x8000,
        "turned left: yaw {}",
        turned.lara.rot[1]
    );
    // Shimmying sideways along the bars.
    assert!(p.ever(|l| l.state == MONKEY_LEFT || l.state == MONKEY_RIGHT));
    assert!(p
        .ticks
        .iter()
        .all(|t| t.lara.pos[1] <= -7 * 256 + 704 || t.lara.state < 71));
}
