//! More of TR4's people on TR4 arenas of stand-in models carrying TOMB4's
//! state numbers (the real test level has none of them): the baddies with
//! sword and uzi (their rounds run out, they change weapon, they climb a
//! step, pick up a medipack, die under Lara's shots), the Knights
//! Templar, who cannot die and guards while Lara aims at him, the guide's
//! pace from marker to marker (torchless, and torch lit by Lara's
//! location; his marker actions are in `guide_markers.rs`) and Jean-Yves.

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

/// TOMB4's ids: the guide, Jean-Yves, the ANIMATING1 a trigger switches on.
const GUIDE: u32 = 37;
const JEAN_YVES: u32 = 57;
const ANIMATING1: u32 = 427;
/// The guide's states (TOMB4 guide.cpp GuideControl): stop 1, walk (torch
/// in hand) 2, run 3, read 38, his torchless walk 40.
const GUIDE_STOP: u16 = 1;
const GUIDE_WALK: u16 = 2;
const GUIDE_RUN: u16 = 3;
const GUIDE_READ: u16 = 38;
const TORCHLESS_WALK: u16 = 40;
/// TOMB4 box.cpp GetAITarget: a marker is reached within 640 of its point
/// on every axis.
const MARKER_REACH: i32 = 640;
/// GuideControl state 3: running, he stops within two sectors (0x400000)
/// of his marker; state 2: he runs only with Lara farther than that.
const RUN_STOP: i64 = 2048;
/// Marker flags (the builder writes the mask shifted up one): 42 sets off
/// its triggers as the torchless guide walks past; 2 reads.
const PASSES: u8 = 42 >> 1;
const READS: u8 = 2 >> 1;
/// Lara's hideout (room 1), twelve sectors east of the guide.
const HIDEOUT: [i32; 3] = [21 * SECTOR + 512, 0, SECTOR + 512];

/// The point of the marker in sector `x` of the guide's row, heading west:
/// 256 west of it unless its flags carry 0x20 (FindAITargetObject).
fn row_point(x: i32, mask: u8) -> [i32; 3] {
    let shift = if (mask << 1) & 0x20 == 0 { 256 } else { 0 };
    [x * SECTOR + 512 - shift, 0, LARA_AT[2]]
}

/// A TR4 arena with a closed hideout for Lara (room 1), the guide (OCB
/// `ocb`) facing west on the arena's east side, AI_FOLLOW markers `(x
/// sector, key, mask)` on his row heading west, and an ANIMATING1
/// (entity 2) that a heavy trigger in sector `trigger` switches on.
fn guide_arena(
    ocb: i16,
    markers: &[(i32, i16, u8)],
    trigger: Option<(usize, usize)>,
) -> (World, ScriptHost) {
    use super::guide_markers::{follow_markers, GUIDE_STATES};
    use tombrs::builder::LevelDef;
    let mut hero = EntityDef::new(0, 1, HIDEOUT);
    hero.angle = 0x4000;
    let mut guide = EntityDef::new(GUIDE as u16, 0, off(7));
    guide.angle = WEST;
    guide.ocb = ocb;
    let animating = EntityDef::new(ANIMATING1 as u16, 0, [SECTOR + 512, 0, SECTOR + 512]);
    let row: Vec<_> = markers
        .iter()
        .map(|&(x, key, mask)| ([x * SECTOR + 512, 0, LARA_AT[2]], key, WEST, mask))
        .collect();
    let mut room = open_room();
    if let Some(sector) = trigger {
        common::traps::heavy_trigger(&mut room, sector, 2);
    }
    let def = LevelDef {
        rooms: vec![room, RoomDef::boxed(20, 0, 4, 4, 0, -16)],
        models: vec![
            tombrs::builder::hero::hero(),
            stand_in_with(GUIDE, 100, BODY_HEIGHT, GUIDE_STATES),
            stand_in_with(ANIMATING1, 100, BODY_HEIGHT, &[(0, STILL, 0)]),
        ],
        entities: vec![hero, guide, animating],
        ai_objects: follow_markers(&row),
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    common::arena::scripted(level)
}

/// One tick of the guide: where he stood before it, and after it his
/// state, the state he asks for, the number of the marker he heads for
/// and whether the ANIMATING1 has been switched on.
struct GuideTick {
    from: [i32; 3],
    state: u16,
    goal: i64,
    lead: i64,
    triggered: bool,
}

fn guide_tick(world: &mut World, host: &mut ScriptHost) -> GuideTick {
    let from = world.entities()[1].pos;
    host.step(world, idle());
    let (goal, lead): (i64, i64) = common::lua_eval(
        host,
        world,
        "local g = world.entity(1); local o = g.state.ai.orders or {}; \
         return g.goal_state, o.lead or o.key or 0",
    );
    GuideTick {
        from,
        state: world.entities()[1].state,
        goal,
        lead,
        triggered: world.entities()[2].status == Status::Active,
    }
}

/// Steps the guide until `done` (at most `limit` ticks); every tick.
fn guide_until(
    world: &mut World,
    host: &mut ScriptHost,
    limit: usize,
    done: impl Fn(&GuideTick, &World) -> bool,
) -> Vec<GuideTick> {
    let mut ticks = Vec::new();
    while ticks.len() < limit {
        let t = guide_tick(world, host);
        let end = done(&t, world);
        ticks.push(t);
        if end {
            break;
        }
    }
    ticks
}

/// The tick he went on from marker `key`, and where he stood then.
fn went_on_from(ticks: &[GuideTick], key: i64) -> (usize, [i32; 3]) {
    let i = ticks
        .iter()
        .position(|t| t.lead > key)
        .unwrap_or_else(|| panic!("he never went on from marker {key}"));
    (i, ticks[i].from)
}

/// He went on from `point` as he first came within reach of it on the
/// x axis he walks along (GetAITarget), one walking step inside.
fn assert_reached_within_640(from: [i32; 3], point: [i32; 3], what: &str) {
    let (dx, dz) = ((from[0] - point[0]).abs(), (from[2] - point[2]).abs());
    assert!(
        (MARKER_REACH - WALK..MARKER_REACH).contains(&dx) && dz < MARKER_REACH,
        "{what}: he went on {dx}, {dz} off the point"
    );
}

fn squared_off(from: [i32; 3], point: [i32; 3]) -> i64 {
    let (dx, dz) = ((from[0] - point[0]) as i64, (from[2] - point[2]) as i64);
    dx * dx + dz * dz
}

/// Torchless, the guide walks his own walk from marker to marker whatever
/// Lara does (her location never set, -1, and she far off): TOMB4
/// guide.cpp GuideControl state 40 goes on from a reached marker of no
/// flags at once, sets off the triggers of one of flags 42 (at its point)
/// and goes on, never stopping; at one of flags 2 (his OCB 0, not past
/// 999) he stops (state 1) and reads (38).
#[test]
fn the_guide_leads_lara_from_marker_to_marker() {
    let markers = [(7, 0, 0), (5, 1, PASSES), (3, 2, READS)];
    let (mut world, mut host) = guide_arena(0, &markers, Some((5, 6)));
    let ticks = guide_until(&mut world, &mut host, 900, |t, _| t.state == GUIDE_READ);
    no_script_trouble("guide", &host);
    assert_eq!(
        ticks.last().map(|t| t.state),
        Some(GUIDE_READ),
        "he never read at marker 2"
    );
    let walk = ticks
        .iter()
        .position(|t| t.state == TORCHLESS_WALK)
        .expect("he never took his torchless walk");
    let stop = walk
        + ticks[walk..]
            .iter()
            .position(|t| t.state != TORCHLESS_WALK)
            .expect("he never stopped walking");
    assert_eq!(
        (ticks[stop].state, ticks[stop].lead),
        (GUIDE_STOP, 2),
        "his torchless walk ended before marker 2"
    );
    let (first, at_first) = went_on_from(&ticks, 0);
    assert_reached_within_640(at_first, row_point(7, 0), "marker 0");
    let (second, at_second) = went_on_from(&ticks, 1);
    assert_reached_within_640(at_second, row_point(5, PASSES), "marker 1 (flags 42)");
    assert!(walk < first && second < stop, "he went on standing");
    assert!(
        ticks[second].triggered && !ticks[second - 1].triggered,
        "marker 1's triggers did not fire the tick he went on from it"
    );
}

/// GuideControl state 40: torchless, a guide whose OCB is past 999
/// vanishes at a reached marker of flags other than 0 and 42 (here 2)
/// instead of stopping for it.
#[test]
fn past_ocb_999_the_torchless_guide_vanishes_at_his_marker() {
    let (mut world, mut host) = guide_arena(1000, &[(6, 0, READS)], None);
    let ticks = guide_until(&mut world, &mut host, 900, |_, w| {
        w.entities()[1].status == Status::Deactivated
    });
    no_script_trouble("guide", &host);
    let last = ticks.last().expect("no tick");
    assert_eq!(
        world.entities()[1].status,
        Status::Deactivated,
        "he never vanished"
    );
    let visible: bool = common::lua_eval(&host, &mut world, "return world.entity(1).visible");
    assert!(!visible, "the guide is still shown");
    assert_eq!(last.state, TORCHLESS_WALK, "he did not vanish walking");
    assert_reached_within_640(last.from, row_point(6, READS), "marker 0 (flags 2)");
}

/// Torch lit, Lara's location paces the guide (GuideControl states 1, 2,
/// 3): he stands while it is short of his marker's number; walks while it
/// is his marker's, never running, goes on from a reached marker of no
/// flags at once and stops where the next one's number is past her
/// location, whatever her distance; once she has got past his marker and
/// is farther than two sectors he runs, and his run stops within two
/// sectors of the marker. He is no target, and shots do him no harm.
#[test]
fn with_the_torch_lit_lara_s_location_paces_the_guide() {
    let (mut world, mut host) = guide_arena(0, &[(7, 0, 0), (1, 1, 0)], None);
    let start = world.entities()[1].pos;
    let lua = |host: &ScriptHost, world: &mut World, code: &str| {
        common::lua_eval::<()>(host, world, code);
    };
    lua(&host, &mut world, "world.entity(1).state.ai.torch = 'lit'");
    let held = guide_until(&mut world, &mut host, 200, |_, _| false);
    assert!(
        held.iter()
            .all(|t| t.state == GUIDE_STOP && t.from == start),
        "he moved before her location reached his marker 0"
    );
    lua(&host, &mut world, "world.level_state().lara_location = 0");
    let to_first = guide_until(&mut world, &mut host, 900, |t, _| t.lead == 1);
    let (_, at_first) = went_on_from(&to_first, 0);
    assert_reached_within_640(at_first, row_point(7, 0), "marker 0");
    assert!(
        to_first.iter().all(|t| t.state != GUIDE_RUN),
        "he ran with her location at his marker"
    );
    assert!(
        to_first.iter().any(|t| t.state == GUIDE_WALK),
        "he never walked"
    );
    // Lara comes near him; her location is still short of marker 1.
    world.entities_mut()[0].room = tombrs::level::RoomId(0);
    world.entities_mut()[0].pos = [at_first[0] - SECTOR, 0, at_first[2]];
    let waits = guide_until(&mut world, &mut host, 200, |_, _| false);
    let still = &waits[waits.len() - 150..];
    assert!(
        still
            .iter()
            .all(|t| t.state == GUIDE_STOP && t.from == still[0].from),
        "he did not stand at marker 0 with her location short of marker 1"
    );
    // Far again, and past marker 1: he runs, and stops his run within two
    // sectors of it.
    world.entities_mut()[0].room = tombrs::level::RoomId(1);
    world.entities_mut()[0].pos = HIDEOUT;
    lua(&host, &mut world, "world.level_state().lara_location = 2");
    let to_second = guide_until(&mut world, &mut host, 900, |t, _| t.lead == 2);
    went_on_from(&to_second, 1);
    let point = row_point(1, 0);
    let halt = to_second
        .iter()
        .position(|t| t.state == GUIDE_RUN && t.goal == GUIDE_STOP as i64)
        .expect("he never ran to marker 1");
    assert!(
        squared_off(to_second[halt].from, point) < RUN_STOP * RUN_STOP
            && squared_off(to_second[halt - 1].from, point) >= RUN_STOP * RUN_STOP,
        "his run stopped {} off marker 1",
        squared_off(to_second[halt].from, point).isqrt()
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
