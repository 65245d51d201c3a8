//! More of TR4's people on TR4 arenas of stand-in models carrying TOMB4's
//! state numbers (the real test level has none of them): the baddies with
//! sword and uzi (their rounds run out, they change weapon, they climb a
//! step, pick up a medipack, die under Lara's shots) and the Knights
//! Templar, who cannot die and guards while Lara aims at him.

use crate::common;

use common::arena::{
    arena_rooms_for, entities_of, open_room, scripted_on, stand_in_with, LARA_AT, RUN, STILL, WALK,
};
use common::bestiary::{
    assert_placed, dies_under_her_shots, fight, idle, lara_shoots, no_script_trouble, SECTOR, WEST,
};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Status, World};

/// The stand-ins' bodies stand this high.
const BODY_HEIGHT: i16 = 700;
/// TOMB4's ids: the baddies, the Knights Templar, a small medipack.
const BADDY_1: u32 = 41;
const BADDY_2: u32 = 43;
const TEMPLAR: u32 = 61;
const SMALLMEDI_ITEM: u32 = 369;
/// How far the stand-ins reach ahead: a sword at arm's length.
const SWORD_REACH: i16 = 640;

/// The baddies' states (TOMB4 raghead.cpp): stop 0, walk 1, run 2, dodge
/// 4/8/9, draw and put away the uzi 10/11, draw and sheathe the sword
/// 12/13, uzi fire 14, sword blows 15-17, roll left 23, leap right 24,
/// crouch 25, crouched 26, pick up 27, stand up 28, walking blow 29, uzi
/// aim 31, death 32, climbs of four, three, two clicks 39-41, jumps down
/// 42/43: `(state, speed, next)` as the real animations chain (a climb
/// carries it forward onto the step).
const BADDY_STATES: &[(u16, i32, u16)] = &[
    (0, STILL, 0),
    (1, WALK, 1),
    (2, RUN, 2),
    (4, STILL, 8),
    (8, STILL, 8),
    (9, STILL, 0),
    (10, STILL, 0),
    (11, STILL, 0),
    (12, STILL, 0),
    (13, STILL, 0),
    (14, STILL, 31),
    (15, STILL, 0),
    (16, STILL, 0),
    (17, STILL, 0),
    (23, STILL, 26),
    (24, STILL, 0),
    (25, STILL, 26),
    (26, STILL, 26),
    (27, STILL, 26),
    (28, STILL, 0),
    (29, WALK, 1),
    (31, STILL, 31),
    (32, STILL, 32),
    (39, RUN, 0),
    (40, RUN, 0),
    (41, RUN, 0),
    (42, RUN, 0),
    (43, RUN, 0),
];
const SWORD_BLOWS: &[u16] = &[15, 16, 17, 29];
const UZI_FIRE: u16 = 14;
const PUT_AWAY_UZI: u16 = 11;
const DRAW_SWORD: u16 = 12;
const PICK_UP: u16 = 27;
const CLIMB_2: u16 = 41;
const DEATH: u16 = 32;
/// The templar's: stop 1, walk 2, blows 3-5, guard 6 (hit reactions 7, 8).
pub(super) const TEMPLAR_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, STILL, 1),
    (4, STILL, 1),
    (5, STILL, 1),
    (6, STILL, 6),
    (7, STILL, 6),
    (8, STILL, 6),
];
const TEMPLAR_BLOWS: &[u16] = &[3, 4, 5];
const TEMPLAR_GUARD: u16 = 6;

/// A TR4 level of `rooms`: Lara at `lara`, then `placed` (type, where, yaw,
/// OCB) as entities 1…, with `models`; every placed one switched on.
fn arena_in(
    rooms: Vec<RoomDef>,
    lara: [i32; 3],
    models: Vec<ModelDef>,
    placed: &[(u32, [i32; 3], u16, i16)],
) -> (World, ScriptHost) {
    let entities = entities_of(placed);
    scripted_on(
        arena_rooms_for(Game::Tr4, rooms, lara, models, entities),
        placed.len(),
    )
}

/// [`arena_in`] on the open floor with Lara at her spot.
fn arena(models: Vec<ModelDef>, placed: &[(u32, [i32; 3], u16, i16)]) -> (World, ScriptHost) {
    arena_in(vec![open_room()], LARA_AT, models, placed)
}

fn baddy(type_id: u32) -> ModelDef {
    stand_in_with(type_id, SWORD_REACH, BODY_HEIGHT, BADDY_STATES)
}

/// `apart` sectors east of Lara.
fn off(apart: i32) -> [i32; 3] {
    [LARA_AT[0] + apart * SECTOR, 0, LARA_AT[2]]
}

/// A number from entity 1's AI table.
fn ai_number(host: &ScriptHost, world: &mut World, field: &str) -> i64 {
    common::lua_eval(
        host,
        world,
        &format!("return world.entity(1).state.ai.{field}"),
    )
}

/// BADDY_2 comes for Lara sword in hand and cuts her, 120 a blade that
/// lands; her shots kill it and the body stays.
#[test]
fn the_sword_baddy_comes_for_lara_cuts_her_and_dies() {
    let (mut world, mut host) = arena(vec![baddy(BADDY_2)], &[(BADDY_2, off(6), WEST, 0)]);
    let start = world.entities()[1].pos;
    let (blows, attacked) = fight("baddy 2", &mut world, &mut host, SWORD_BLOWS, 1500, 3);
    no_script_trouble("baddy 2", &host);
    assert!(attacked, "it never swung");
    assert!(blows.len() >= 3, "Lara took {blows:?}");
    assert!(blows.iter().all(|&b| b == 120), "not its blade: {blows:?}");
    let came = start[0] - world.entities()[1].pos[0];
    assert!(came >= 4 * SECTOR, "it came only {came} towards her");
    dies_under_her_shots("baddy 2", &mut world, &mut host, DEATH, false);
    no_script_trouble("baddy 2", &host);
}

/// BADDY_1 shoots Lara with its uzi, 15 a bullet, until its 24 rounds are
/// spent; then it puts the uzi away, draws its sword and comes to cut her
/// for 120.
#[test]
fn the_uzi_baddy_spends_its_clip_then_draws_its_sword() {
    let (mut world, mut host) = arena(vec![baddy(BADDY_1)], &[(BADDY_1, off(5), WEST, 0)]);
    assert_eq!(
        ai_number(&host, &mut world, "rounds"),
        24,
        "a clip to start"
    );
    let (mut bullets, mut cuts) = (0, 0);
    let mut seen: Vec<u16> = Vec::new();
    for t in 0..3000 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert_placed(&world, 1, "baddy 1", t);
        let s = world.entities()[1].state;
        if !seen.contains(&s) {
            seen.push(s);
        }
        match before - world.entities()[0].health {
            0 => {}
            15 => bullets += 1,
            120 => cuts += 1,
            other => panic!("Lara lost {other} at {t}"),
        }
        if cuts >= 2 {
            break;
        }
    }
    no_script_trouble("baddy 1", &host);
    assert!(seen.contains(&UZI_FIRE), "it never fired: {seen:?}");
    assert!(
        (1..=24).contains(&bullets),
        "{bullets} bullets from a clip of 24"
    );
    assert_eq!(ai_number(&host, &mut world, "rounds"), 0, "rounds left");
    assert!(
        seen.contains(&PUT_AWAY_UZI) && seen.contains(&DRAW_SWORD),
        "it did not change weapon: {seen:?}"
    );
    assert_eq!(cuts, 2, "its sword never landed twice ({seen:?})");
}

/// A hurt baddy walks to a medipack lying in its room, crouches and picks
/// it up: half its hit points (35 / 2 = 17) come back and the medipack is
/// gone.
#[test]
fn a_hurt_baddy_picks_up_a_medipack() {
    let models = vec![
        baddy(BADDY_2),
        stand_in_with(SMALLMEDI_ITEM, 60, 20, &[(0, STILL, 0)]),
    ];
    let medipack = [off(6)[0], 0, LARA_AT[2] + 3 * SECTOR];
    let placed = [(BADDY_2, off(6), WEST, 0), (SMALLMEDI_ITEM, medipack, 0, 0)];
    let (mut world, mut host) = arena(models, &placed);
    lara_shoots(&host, &mut world, 1, 20);
    host.step(&mut world, idle());
    assert_eq!(world.entities()[1].health, 15, "the shot did not tell");
    let mut picked_at = None;
    for t in 0..900 {
        host.step(&mut world, idle());
        assert_placed(&world, 1, "baddy", t);
        if world.entities()[1].state == PICK_UP && picked_at.is_none() {
            picked_at = Some(t);
        }
        if world.entities()[2].status == Status::Removed {
            break;
        }
    }
    no_script_trouble("baddy", &host);
    assert!(picked_at.is_some(), "it never picked anything up");
    assert_eq!(
        world.entities()[2].status,
        Status::Removed,
        "the medipack still lies there"
    );
    assert_eq!(world.entities()[1].health, 15 + 17, "its hit points");
    let e = &world.entities()[1];
    let (dx, dz) = (e.pos[0] - medipack[0], e.pos[2] - medipack[2]);
    assert!(
        dx * dx + dz * dz < 768 * 768,
        "it picked it up from {:?}",
        e.pos
    );
}

/// Lara stands on a floor two clicks up: the baddy climbs the step (its
/// climb of two clicks) and comes on up there.
#[test]
fn a_baddy_climbs_a_step_to_reach_lara() {
    let mut room = open_room();
    let raised = -2;
    for i in 1..6 {
        for j in 1..11 {
            room.sector_mut(i, j).floor = [raised; 4];
        }
    }
    let lara = [LARA_AT[0], raised * 256, LARA_AT[2]];
    let (mut world, mut host) = arena_in(
        vec![room],
        lara,
        vec![baddy(BADDY_2)],
        &[(BADDY_2, off(6), WEST, 0)],
    );
    let mut climbed = false;
    for t in 0..900 {
        host.step(&mut world, idle());
        assert_placed(&world, 1, "baddy", t);
        climbed |= world.entities()[1].state == CLIMB_2;
        if climbed && world.entities()[1].pos[1] == raised * 256 {
            break;
        }
    }
    no_script_trouble("baddy", &host);
    assert!(climbed, "it never climbed");
    let e = &world.entities()[1];
    assert_eq!(e.pos[1], raised * 256, "not up the step: {:?}", e.pos);
    assert!(
        e.pos[0] < 6 * SECTOR,
        "not on the raised floor: {:?}",
        e.pos
    );
}

fn templar_arena() -> (World, ScriptHost) {
    let model = stand_in_with(TEMPLAR, SWORD_REACH, BODY_HEIGHT, TEMPLAR_STATES);
    arena(vec![model], &[(TEMPLAR, off(6), WEST, 0)])
}

/// The templar comes for Lara and strikes her, 120 a blow; her shots take
/// nothing from him for long: his 15 hit points are whole again each tick,
/// he never dies and no kill is counted.
#[test]
fn the_templar_strikes_and_cannot_die() {
    let (mut world, mut host) = templar_arena();
    let (blows, attacked) = fight("templar", &mut world, &mut host, TEMPLAR_BLOWS, 1500, 3);
    no_script_trouble("templar", &host);
    assert!(attacked, "he never struck");
    assert!(blows.len() >= 3, "Lara took {blows:?}");
    assert!(blows.iter().all(|&b| b == 120), "not his blows: {blows:?}");
    for t in 0..10 {
        lara_shoots(&host, &mut world, 1, 100);
        host.step(&mut world, idle());
        host.step(&mut world, idle());
        assert_eq!(world.entities()[1].health, 15, "his hit points at shot {t}");
    }
    assert_eq!(world.kills(), 0, "a kill was counted");
    assert_eq!(world.entities()[1].status, Status::Active, "he stopped");
}

/// While Lara aims at him from beyond his sword's reach the templar stands
/// on guard instead of coming on.
#[test]
fn the_templar_guards_while_lara_aims_at_him() {
    let (mut world, mut host) = templar_arena();
    let start = world.entities()[1].pos;
    common::lua_eval::<()>(
        &host,
        &mut world,
        "local l = world.lara(); l.state.guns = l.state.guns or {}; \
         l.state.guns.target = world.entity(1)",
    );
    let mut guarded = 0;
    for t in 0..300 {
        host.step(&mut world, idle());
        assert_placed(&world, 1, "templar", t);
        guarded += (world.entities()[1].state == TEMPLAR_GUARD) as usize;
    }
    no_script_trouble("templar", &host);
    assert!(guarded > 200, "on guard only {guarded} ticks of 300");
    let came = start[0] - world.entities()[1].pos[0];
    assert!(came < SECTOR, "he came {came} on while aimed at");
}

/// TOMB4's ids: the guide, Jean-Yves, AI_FOLLOW.
const GUIDE: u32 = 37;
const JEAN_YVES: u32 = 57;
const AI_FOLLOW: u16 = 402;
/// The guide's states: stop 1, walk 2, run 3.
const GUIDE_STATES: &[(u16, i32, u16)] = &[(1, STILL, 1), (2, WALK, 2), (3, RUN, 3)];

/// A TR4 arena with a closed hideout for Lara (room 1), the guide facing
/// west on the arena's east side and AI_FOLLOW markers `(where, key)`.
fn guide_arena(markers: &[([i32; 3], i16)]) -> (World, ScriptHost) {
    use tombrs::builder::LevelDef;
    let mut hero = EntityDef::new(0, 1, [21 * SECTOR + 512, 0, SECTOR + 512]);
    hero.angle = 0x4000;
    let mut guide = EntityDef::new(GUIDE as u16, 0, off(7));
    guide.angle = WEST;
    let ai_objects = markers
        .iter()
        .map(|&(at, key)| {
            let mut m = EntityDef::new(AI_FOLLOW, 0, at);
            m.ocb = key;
            m
        })
        .collect();
    let def = LevelDef {
        rooms: vec![open_room(), RoomDef::boxed(20, 0, 4, 4, 0, -16)],
        models: vec![
            tombrs::builder::hero::hero(),
            stand_in_with(GUIDE, 100, BODY_HEIGHT, GUIDE_STATES),
        ],
        entities: vec![hero, guide],
        ai_objects,
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    common::arena::scripted(level)
}

/// Steps until the guide is within a marker's reach (640) of `mark`;
/// the tick it got there.
fn guide_reaches(world: &mut World, host: &mut ScriptHost, mark: [i32; 3]) -> Option<usize> {
    (0..900).find(|_| {
        host.step(world, idle());
        let p = world.entities()[1].pos;
        (p[0] - mark[0]).abs() < 640 && (p[2] - mark[2]).abs() < 640
    })
}

/// The guide leads along AI_FOLLOW markers 0, 1…: he walks to the first,
/// waits there until Lara comes near, and then still until she has got as
/// far as the next marker's number (LARALOCATION); then he goes on to it.
/// He is no target, and shots do him no harm.
#[test]
fn the_guide_leads_lara_from_marker_to_marker() {
    let first = [5 * SECTOR + 512, 0, 2 * SECTOR + 512];
    let second = [2 * SECTOR + 512, 0, 9 * SECTOR + 512];
    let (mut world, mut host) = guide_arena(&[(first, 0), (second, 1)]);
    let reached = guide_reaches(&mut world, &mut host, first);
    let mind: String = common::lua_eval(
        &host,
        &mut world,
        "local ai = world.entity(1).state.ai; local o = ai.orders or {}; \
         return tostring(ai.mood) .. ' lead ' .. tostring(o.lead) .. ' follow ' .. \
         tostring(o.follow) .. ' point ' .. tostring(ai.order_point and ai.order_point.x)",
    );
    assert!(
        reached.is_some(),
        "he never reached the first marker: at {:?} in state {}, {mind}, {:?}",
        world.entities()[1].pos,
        world.entities()[1].state,
        common::script_log_at(&host, tombrs::script::Severity::Warn)
    );
    let stays = |world: &mut World, host: &mut ScriptHost, what: &str| {
        for _ in 0..200 {
            host.step(world, idle());
        }
        let p = world.entities()[1].pos;
        assert!(
            (p[0] - first[0]).abs() < 640 && (p[2] - first[2]).abs() < 640,
            "he left the first marker {what}: {p:?}"
        );
    };
    stays(&mut world, &mut host, "without her");
    // She comes near, but has not got as far as location 1.
    world.entities_mut()[0].room = tombrs::level::RoomId(0);
    world.entities_mut()[0].pos = [first[0] - SECTOR, 0, first[2]];
    stays(&mut world, &mut host, "before she got to location 1");
    common::lua_eval::<()>(&host, &mut world, "world.level_state().lara_location = 1");
    assert!(
        guide_reaches(&mut world, &mut host, second).is_some(),
        "he never went on to the second marker"
    );
    no_script_trouble("guide", &host);
    let targetable: bool = common::lua_eval(&host, &mut world, "return world.entity(1).targetable");
    assert!(!targetable, "the guide can be aimed at");
    let health = world.entities()[1].health;
    lara_shoots(&host, &mut world, 1, 100);
    host.step(&mut world, idle());
    assert_eq!(world.entities()[1].health, health, "the shot hurt him");
}

/// Jean-Yves idles in the row of moves of the stage Lara has got to: with
/// her highest location 2 he plays only states 9-12, and more than one
/// of them.
#[test]
fn jean_yves_idles_by_how_far_lara_has_got() {
    let states: Vec<(u16, i32, u16)> = (1..=16).map(|s| (s, STILL, s)).collect();
    let model = stand_in_with(JEAN_YVES, 100, BODY_HEIGHT, &states);
    let (mut world, mut host) = arena(vec![model], &[(JEAN_YVES, off(3), WEST, 0)]);
    host.step(&mut world, idle());
    assert!(
        (1..=4).contains(&world.entities()[1].state),
        "not in the first row at the start: {}",
        world.entities()[1].state
    );
    common::lua_eval::<()>(
        &host,
        &mut world,
        "world.level_state().highest_location = 2",
    );
    let mut seen: Vec<u16> = Vec::new();
    for t in 0..400 {
        host.step(&mut world, idle());
        let s = world.entities()[1].state;
        assert!((9..=12).contains(&s), "state {s} at {t} is not of row 2");
        if !seen.contains(&s) {
            seen.push(s);
        }
    }
    no_script_trouble("Jean-Yves", &host);
    assert!(seen.len() >= 2, "he only played {seen:?}");
}
