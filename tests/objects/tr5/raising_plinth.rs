//! TR5's raising plinth (HIGH_OBJECT1, scripts/objects/common/
//! tr5_raising_plinth.lua): builder levels with stand-in models and the
//! demo hero; the pulley's pull is its switch trigger set off as
//! common/lara_switch.lua sets it off. Type, OCB and figures from TOMB5
//! (the real test level carries none of these models).

use crate::common;

use common::arena::{open_room, stand_in_level};
use common::lua_eval;
use common::traps::{bound, entity, floor_trigger, heavy_trigger, mid, no_script_errors};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::{FloorFunction, TriggerAction, TriggerKind};
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

// TR5 type ids (scripts/objects/tr45/names_tr5.lua).
const PUZZLE_ITEM4_COMBO2: u16 = 187;
const PULLEY: u16 = 282;
const TRIGGER_TRIGGERER: u16 = 394;
const HIGH_OBJECT1: u16 = 395;
const ANIMATING1: u16 = 416;

// Entities of the plinth's level, in order after Lara.
const PLINTH: usize = 1;
const TILE: usize = 2;
const PULLEY_AT: usize = 4;
const ITEM: usize = 5;
const UNDER: usize = 6;

/// Sectors: the plinth, the timed tile, the pulley.
const PLINTH_SECTOR: (i32, i32) = (8, 8);
const TILE_SECTOR: (i32, i32) = (5, 6);
const PULLEY_SECTOR: (i32, i32) = (8, 3);

/// Its timer: OCB 2 seconds.
const SECONDS: i16 = 2;

fn with_ocb(type_id: u16, at: (i32, i32), ocb: i16) -> EntityDef {
    let mut e = entity(type_id, mid(at.0, at.1), 0, 0);
    e.ocb = ocb;
    e
}

fn sector(at: (i32, i32)) -> (usize, usize) {
    (at.0 as usize, at.1 as usize)
}

/// The plinth (OCB 2 seconds), the triggerers of OCB 111 (on the tile)
/// and 112 (under the pulley), the one-pull pulley, the item over the
/// plinth, and ANIMATING1 switched on by the heavy trigger under the
/// plinth. The pulley's switch trigger names it, then the plinth; the
/// tile's sector carries the trigger mark before a trigger naming the
/// plinth.
fn plinth_world() -> (World, ScriptHost) {
    let mut room: RoomDef = open_room();
    floor_trigger(
        &mut room,
        sector(PULLEY_SECTOR),
        TriggerKind::Switch,
        vec![
            TriggerAction::Object(PULLEY_AT as u16),
            TriggerAction::Object(PLINTH as u16),
        ],
    );
    let (tx, tz) = sector(TILE_SECTOR);
    room.sector_mut(tx, tz)
        .functions
        .push(FloorFunction::Special14);
    floor_trigger(
        &mut room,
        sector(TILE_SECTOR),
        TriggerKind::Trigger,
        vec![TriggerAction::Object(PLINTH as u16)],
    );
    heavy_trigger(&mut room, sector(PLINTH_SECTOR), UNDER as u16);
    let placed = vec![
        with_ocb(HIGH_OBJECT1, PLINTH_SECTOR, SECONDS),
        with_ocb(TRIGGER_TRIGGERER, TILE_SECTOR, 111),
        with_ocb(TRIGGER_TRIGGERER, PULLEY_SECTOR, 112),
        with_ocb(PULLEY, PULLEY_SECTOR, 1),
        with_ocb(PUZZLE_ITEM4_COMBO2, PLINTH_SECTOR, 0),
        with_ocb(ANIMATING1, (10, 10), 0),
    ];
    bound(stand_in_level(Game::Tr5, room, placed, &[]), &[])
}

fn step(world: &mut World, host: &mut ScriptHost) {
    host.step(world, Input::default());
}

/// One pull: the pulley sets off its switch trigger.
fn pull(world: &mut World, host: &ScriptHost) {
    lua_eval::<()>(
        host,
        world,
        &format!(
            "local p = world.entity({PULLEY_AT}) p.triggered = true world.test_triggers(p, 'own')"
        ),
    );
}

fn y_of(world: &World, i: usize) -> i32 {
    world.entities()[i].pos[1]
}

fn locked(host: &ScriptHost, world: &mut World) -> bool {
    lua_eval(
        host,
        world,
        &format!("return world.entity({PULLEY_AT}).state.locked == true"),
    )
}

/// Pulls and steps `ticks`; the plinth's height before the pull, then
/// after each tick.
fn pull_and_watch(world: &mut World, host: &mut ScriptHost, ticks: usize) -> Vec<i32> {
    let before = y_of(world, PLINTH);
    pull(world, host);
    std::iter::once(before)
        .chain((0..ticks).map(|_| {
            step(world, host);
            y_of(world, PLINTH)
        }))
        .collect()
}

/// Three pulls raise it three clicks 16 a tick, the item riding 560
/// above; then the tile is armed and the pulley locked; its two seconds
/// run out: the tile is disarmed, the heavy trigger under it fires, it
/// sinks back 8 a tick and frees the pulley.
#[test]
fn three_pulls_raise_the_plinth_and_it_sinks_back_when_its_time_runs_out() {
    let (mut world, mut host) = plinth_world();
    step(&mut world, &mut host);
    assert_eq!(y_of(&world, ITEM), -512, "the item set 512 over it");
    for n in 1..=3 {
        // The pull's trigger is tested as the next step's first hook
        // returns, after that step's order is fixed: the plinth it switches
        // on rises from the step after (an item activated during a frame
        // joins the active list for the next: TOMB5 AddActiveItem), so the
        // ticks it moves are counted, not when they start.
        let ys = pull_and_watch(&mut world, &mut host, 24);
        let moved = ys.windows(2).filter(|w| w[0] != w[1]).count();
        assert_eq!(moved, 16, "pull {n}: 16 ticks of 16: {ys:?}");
        assert_eq!(*ys.last().unwrap(), -256 * n, "pull {n}: a click up");
        assert_eq!(y_of(&world, ITEM), -256 * n - 560, "the item rides on it");
        if n < 3 {
            assert_eq!(world.entities()[PLINTH].status, Status::Inactive);
            assert!(
                !world.entities()[PLINTH].awake,
                "it waits for the next pull"
            );
            assert!(!locked(&host, &mut world));
        }
    }
    assert!(locked(&host, &mut world), "up: the pulley locked");
    assert_eq!(
        world.entities()[TILE].status,
        Status::Active,
        "the tile armed"
    );
    let marks: Vec<bool> = world.trigger_marks().values().copied().collect();
    assert_eq!(marks, vec![true]);
    // The count: OCB 2 seconds, 60 ticks from the third rise's end.
    let mut fell_at = None;
    let mut ys = Vec::new();
    for t in 0..200 {
        step(&mut world, &mut host);
        ys.push(y_of(&world, PLINTH));
        if fell_at.is_none() && world.entities()[UNDER].status == Status::Active {
            fell_at = Some(t);
        }
    }
    let fell_at = fell_at.expect("the heavy trigger under it fired");
    assert!(
        (50..=62).contains(&fell_at),
        "two seconds up, then down: {fell_at}"
    );
    assert_eq!(world.entities()[TILE].status, Status::Inactive, "disarmed");
    let marks: Vec<bool> = world.trigger_marks().values().copied().collect();
    assert_eq!(marks, vec![false]);
    let steps: Vec<i32> = ys
        .windows(2)
        .map(|w| w[1] - w[0])
        .filter(|d| *d != 0)
        .collect();
    assert_eq!(steps.len(), 96, "three clicks at 8 a tick: {ys:?}");
    assert!(steps.iter().all(|&d| d == 8));
    assert_eq!(y_of(&world, PLINTH), 0, "back down");
    assert_eq!(y_of(&world, ITEM), -560, "the item came down with it");
    assert!(!locked(&host, &mut world), "the pulley is free again");
    assert!(!world.entities()[PLINTH].awake);
    // And the puzzle starts again: a pull raises it a click.
    let ys = pull_and_watch(&mut world, &mut host, 24);
    assert_eq!(*ys.last().unwrap(), -256);
    no_script_errors(&host);
}

/// Lara reaches the armed tile in time: it stays up; taking the item
/// from it toggles flipmap 3, once.
#[test]
fn reaching_the_tile_in_time_holds_it_up_and_taking_the_item_flips_map_3() {
    let (mut world, mut host) = plinth_world();
    step(&mut world, &mut host);
    for _ in 0..3 {
        pull_and_watch(&mut world, &mut host, 20);
    }
    let (x, z) = (
        mid(TILE_SECTOR.0, TILE_SECTOR.1)[0],
        mid(TILE_SECTOR.0, TILE_SECTOR.1)[1],
    );
    lua_eval::<()>(
        &host,
        &mut world,
        &format!("world.lara():set_position({x}, 0, {z})"),
    );
    for _ in 0..150 {
        step(&mut world, &mut host);
    }
    assert_eq!(y_of(&world, PLINTH), -768, "held up");
    assert_ne!(world.entities()[UNDER].status, Status::Active, "no fall");
    assert!(locked(&host, &mut world), "the pulley stays locked");
    let flipped = |host: &ScriptHost, world: &mut World| -> bool {
        lua_eval(host, world, "return world.flipped(3)")
    };
    assert!(!flipped(&host, &mut world), "not while the item lies there");
    lua_eval::<()>(&host, &mut world, &format!("world.entity({ITEM}):kill()"));
    step(&mut world, &mut host);
    assert!(flipped(&host, &mut world), "taken: map 3 flipped");
    for _ in 0..10 {
        step(&mut world, &mut host);
    }
    assert!(flipped(&host, &mut world), "flipped once");
    no_script_errors(&host);
}

const ANIMATING4: u16 = 422;
const ANIMATING16_MIP: u16 = 447;
const CUTSCENE_ROPE: u16 = 157;

/// The rope (entity 3) stands at ANIMATING16_MIP's point (830, 0, -12
/// from its mesh 0), pitched -4869, drawn stretched along z to six times
/// the distance to ANIMATING4's point (-128, -72, -16 from its mesh 0),
/// and follows the anchor when it moves; `e:set_scale` shows in the
/// snapshot the renderer draws.
#[test]
fn the_cutscene_rope_stretches_from_its_holder_to_its_anchor() {
    let placed = vec![
        entity(ANIMATING16_MIP, mid(4, 4), 0, 0),
        entity(ANIMATING4, mid(4, 8), 0, 0),
        entity(CUTSCENE_ROPE, mid(6, 6), 0, 0),
    ];
    let (mut world, mut host) = bound(stand_in_level(Game::Tr5, open_room(), placed, &[]), &[]);
    step(&mut world, &mut host);
    let expected = |host: &ScriptHost, world: &mut World| -> (i64, i64, i64, i64) {
        lua_eval(
            host,
            world,
            "local h, a = world.entity(1), world.entity(2) \
             local x, y, z = h:mesh_point(0, 830, 0, -12) \
             local ax, ay, az = a:mesh_point(0, -128, -72, -16) \
             local d = math.floor(math.sqrt((ax - x)^2 + (ay - y)^2 + (az - z)^2)) \
             return x, y, z, d * 6",
        )
    };
    let (x, y, z, stretch) = expected(&host, &mut world);
    let rope = &world.entities()[3];
    assert_eq!(
        rope.pos,
        [x as i32, y as i32, z as i32],
        "at the holder's point"
    );
    assert_eq!(rope.rot[0], (-4869i32) as u16, "pitched");
    assert!(stretch > 6 * 3000, "about four sectors: {stretch}");
    let snap = world.snapshot();
    let drawn = snap
        .entities
        .iter()
        .find(|e| e.id == world.entities()[3].id)
        .unwrap();
    assert_eq!(drawn.posture.scale, Some([4096, 4096, stretch as u32]));
    // The anchor moves a sector nearer: the rope shortens.
    lua_eval::<()>(
        &host,
        &mut world,
        "local a = world.entity(2) a:set_position(a.x, a.y, a.z - 1024)",
    );
    step(&mut world, &mut host);
    let (_, _, _, nearer) = expected(&host, &mut world);
    assert!(nearer < stretch - 6 * 900, "{nearer} after {stretch}");
    let scale: (i64, i64, i64) = lua_eval(&host, &mut world, "return world.entity(3):scale()");
    assert_eq!(scale, (4096, 4096, nearer));
    // Unscaled again on request; a negative scale is refused with an error.
    let bad = {
        let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
        host.lua()
            .load("world.entity(1):set_scale(-1, 0, 0)")
            .exec()
    };
    assert!(bad.is_err());
    lua_eval::<()>(&host, &mut world, "world.entity(1):set_scale()");
    assert_eq!(world.entities()[1].posture.scale, None);
    no_script_errors(&host);
}
