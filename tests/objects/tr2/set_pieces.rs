//! TR2's remaining objects: the bounce pad, the icicles, the elevator, the
//! zipline (Lara's state 70), the Venice mines, the bell, the detonator
//! box and the gong. Each on a builder level of TR2 with stand-in models
//! (or, for the zipline, TR2's own Lara lent from tr2/TEST1.TR2).

use crate::common;

use common::arena::{activate, arena_for, open_room, stand_in, LARA_AT};
use common::traps::{bound, entity, run, trap_model, SECTOR};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

/// Field `key` of entity `index`'s state table (nil: the default).
fn state_of<T: mlua::FromLua + Default>(
    host: &ScriptHost,
    world: &World,
    index: usize,
    key: &str,
) -> T {
    let t = tombrs::script::bindings::state_table(host.lua(), world.entities()[index].id).unwrap();
    t.get::<Option<T>>(key).unwrap().unwrap_or_default()
}

/// A TR2 level of `room`: Lara (facing +x) at `lara`, then `entities`.
fn tr2(
    room: RoomDef,
    lara: [i32; 3],
    models: Vec<tombrs::builder::models::ModelDef>,
    entities: Vec<EntityDef>,
) -> Level {
    arena_for(Game::Tr2, room, lara, models, entities)
}

#[test]
fn the_bounce_pad_throws_lara_up_as_a_forward_jump() {
    // A tall room: the pad's 240 up lifts her about 4,800 units.
    let room = RoomDef::boxed(0, 0, 12, 12, 0, -40);
    let pad = stand_in(86, 200, &[(0, 0), (1, 0)]);
    let level = tr2(
        room,
        LARA_AT,
        vec![pad],
        vec![entity(86, [LARA_AT[0], LARA_AT[2]], 0, 0)],
    );
    let (mut world, mut host) = bound(level, &[]);
    let mut top = 0;
    let mut first_rise = None;
    run(
        &mut world,
        &mut host,
        120,
        |_| 0,
        |t, w| {
            let l = &w.entities()[0];
            top = top.min(l.pos[1]);
            if first_rise.is_none() && l.pos[1] < 0 {
                first_rise = Some((t, l.fall_speed, l.gravity));
            }
        },
    );
    let (t, speed, gravity) = first_rise.expect("launched");
    assert!(t <= 2 && gravity, "launched at once: tick {t}");
    assert!(
        (-240..=-228).contains(&speed),
        "at 240 up (less a tick of gravity): {speed}"
    );
    // 240 + 234 + ... : about 4,900 units with gravity 6 a tick.
    assert!((-5100..=-4500).contains(&top), "peak {top}");
    assert_eq!(state_of::<i64>(&host, &world, 1, "launches"), 1);
    common::assert_no_script_error(&host, "bounce pad");
}

#[test]
fn an_icicle_falls_on_lara_hurts_her_by_200_and_shatters() {
    let icicle = trap_model(84, 60);
    let level = tr2(
        open_room(),
        LARA_AT,
        vec![icicle],
        vec![entity(84, [LARA_AT[0], LARA_AT[2]], -1400, 0)],
    );
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 20, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].health, 1000, "hanging, it harms no one");
    assert_eq!(
        world.entities()[1].pos[1],
        -1400,
        "it hangs until triggered"
    );
    activate(&mut world, &mut host, 1);
    let mut health = Vec::new();
    run(
        &mut world,
        &mut host,
        90,
        |_| 0,
        |_, w| health.push(w.entities()[0].health),
    );
    let hits: i64 = state_of(&host, &world, 1, "hits");
    assert!(hits >= 1, "it struck her");
    let lost = 1000 - *health.last().unwrap() as i64;
    assert_eq!(
        lost.min(1000),
        (hits * 200).min(1000),
        "200 a touch: {health:?}"
    );
    assert!(health
        .windows(2)
        .all(|w| w[0] - w[1] == 0 || w[0] - w[1] == 200 || w[1] <= 0));
    assert!(state_of::<bool>(&host, &world, 1, "fallen"), "it landed");
    assert_eq!(world.entities()[1].pos[1], 0, "on the floor");
    assert_eq!(world.entities()[1].state, 3, "shattered (LAND)");
    common::assert_no_script_error(&host, "icicle");
}

#[test]
fn the_elevator_carries_lara_down_its_shaft_and_back_up() {
    // The room's floor is 24 clicks down: she stands on the cage's floor.
    let room = RoomDef::boxed(0, 0, 12, 12, 24, -16);
    let cage = stand_in(65, 200, &[(0, 0), (1, 0)]);
    let level = tr2(
        room,
        LARA_AT,
        vec![cage],
        vec![entity(65, [LARA_AT[0], LARA_AT[2]], 0, 0)],
    );
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].pos[1], 0, "standing on the cage");
    activate(&mut world, &mut host, 1);
    let mut ys = Vec::new();
    run(
        &mut world,
        &mut host,
        480,
        |_| 0,
        |_, w| ys.push((w.entities()[1].pos[1], w.entities()[0].pos[1])),
    );
    assert_eq!(ys[80].0, 0, "three seconds at the door first");
    assert_eq!(ys[100].0 - ys[99].0, 16, "16 a tick");
    let (cage_y, lara_y) = *ys.last().unwrap();
    assert_eq!(cage_y, 22 * 256 - 16, "22 clicks down (less a step)");
    assert_eq!(lara_y, cage_y, "she rode it down");
    assert_eq!(world.entities()[0].health, 1000, "unhurt");
    // Off: back up to where it started, her with it.
    world.entities_mut()[1].status = Status::Inactive;
    world.entities_mut()[1].mask = 0;
    {
        use tombrs::world::Hooks;
        let id = world.entities()[1].id;
        host.on_deactivate(&mut world, id, None);
    }
    run(&mut world, &mut host, 480, |_| 0, |_, _| {});
    // TRX stops it going up once within a step (16) of its start.
    assert_eq!(world.entities()[1].pos[1], 16, "back at the top");
    assert_eq!(world.entities()[0].pos[1], 16, "she rode it up");
    common::assert_no_script_error(&host, "elevator");
}

#[test]
fn the_zipline_carries_lara_along_and_drops_her_at_the_end() {
    // TR2's handle (102) names her grab animation; TR3's (127) finds it
    // through her stand animation's change to state 70, as TR3–TR5 do.
    for (game, donor, handle) in [
        (Game::Tr2, "tr2/TEST1.TR2", 102),
        (Game::Tr3, "tr3/TEST1.TR2", 127),
    ] {
        ride_a_zipline(game, donor, handle);
    }
}

/// Lara of `donor` (a real level of `game`) grabs handle type `handle`
/// behind her and rides it to the line's end.
fn ride_a_zipline(game: Game, donor: &str, handle: u16) {
    let Some(path) = common::shared(donor) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the zipline");
        return;
    };
    let donor = Level::load(
        &std::fs::read(&path).unwrap(),
        common::ext(&path).as_deref(),
    )
    .unwrap();
    // She starts on a one-sector-wide ledge (column 2); beyond it the
    // floor is ten clicks lower, out to the far wall (column 11).
    let mut room = RoomDef::boxed(0, 0, 12, 12, 10, -16);
    for j in 1..11 {
        *room.sector_mut(2, j) = tombrs::builder::SectorDef::open(0, -16);
    }
    // The handle behind her, facing along +x as she does.
    let at = [LARA_AT[0] - 371, LARA_AT[2]];
    let mut level = arena_for(
        game,
        room,
        LARA_AT,
        Vec::new(),
        vec![entity(handle, at, 0, 0x4000)],
    );
    common::lend_models(&mut level, donor);
    let (mut world, mut host) = bound(level, &[]);
    let mut seen = Vec::new();
    run(
        &mut world,
        &mut host,
        200,
        |_| Input::ACTION,
        |_, w| {
            let l = &w.entities()[0];
            seen.push((l.state, l.pos, l.gravity, w.entities()[1].pos, l.anim));
        },
    );
    let rode = seen.iter().filter(|s| s.0 == 70).count();
    assert!(
        rode > 30,
        "{game:?}: she hung from it (state 70) for {rode} ticks"
    );
    // Riding, she is where the handle put her; on the tick her grab
    // animation ends she is its end command's move on from there, as the
    // handle (an item) places her before her own turn animates her (TRX
    // tr2 zipline.c Zipline_Control, then Lara_Control's Lara_Animate).
    let level = world.level().clone();
    let grab_move = |anim: tombrs::level::AnimId| {
        level.animations[anim.index()]
            .commands
            .iter()
            .find_map(|c| match *c {
                tombrs::level::anim::AnimCommand::SetPosition { x, y, z } => Some([x, y, z]),
                _ => None,
            })
            .unwrap_or([0; 3])
    };
    for w in seen.windows(2) {
        let (before, s) = (&w[0], &w[1]);
        if s.0 != 70 || s.2 || s.1[0] < at[0] + 400 {
            continue;
        }
        // The handle faces +x: her frame's z is the world's x.
        let [mx, my, mz] = if before.4 != s.4 {
            grab_move(before.4)
        } else {
            [0; 3]
        };
        let placed = [s.3[0] + mz as i32, s.3[1] + my as i32, s.3[2] - mx as i32];
        assert_eq!(s.1, placed, "{game:?}: carried at the handle");
    }
    let last = seen.last().unwrap();
    assert!(
        last.3[0] > 9 * SECTOR,
        "{game:?}: the handle ran to the line's end: {:?}",
        last.3
    );
    assert!(
        last.1[0] > 9 * SECTOR,
        "{game:?}: she went with it: {:?}",
        last.1
    );
    assert_eq!(last.1[1], 10 * 256, "{game:?}: dropped onto the low floor");
    assert!(world.entities()[0].health > 0, "{game:?}: alive");
    assert!(state_of::<bool>(&host, &world, 1, "used"));
    common::assert_no_script_error(&host, "zipline");
}

#[test]
fn a_boat_sets_off_the_mines_and_lara_on_foot_is_unhurt() {
    let mine = stand_in(222, 100, &[(0, 0)]);
    let boat = stand_in(14, 200, &[(0, 0)]);
    let level = tr2(
        open_room(),
        LARA_AT,
        vec![mine, boat],
        vec![
            entity(222, [5 * SECTOR + 512, 6 * SECTOR + 512], 0, 0),
            entity(222, [7 * SECTOR + 512, 3 * SECTOR + 512], 0, 0),
            entity(14, [9 * SECTOR + 512, 9 * SECTOR + 512], 0, 0),
        ],
    );
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 30, |_| 0, |_, _| {});
    assert!(
        !state_of::<bool>(&host, &world, 1, "spent"),
        "no boat, no blast"
    );
    // The boat floats over the first mine.
    world.entities_mut()[3].pos = [5 * SECTOR + 600, 0, 6 * SECTOR + 400];
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    assert!(
        state_of::<bool>(&host, &world, 1, "spent"),
        "the first went off"
    );
    assert_eq!(
        world.entities()[3].status,
        Status::Removed,
        "the boat blown apart"
    );
    assert!(!world.entities()[1].collidable, "left as its chain");
    run(&mut world, &mut host, 300, |_| 0, |_, _| {});
    assert!(
        state_of::<bool>(&host, &world, 2, "spent"),
        "the others follow"
    );
    assert_eq!(
        world.entities()[0].health,
        1000,
        "Lara on foot sets none off"
    );
    common::assert_no_script_error(&host, "mine");
}

#[test]
fn the_bell_swings_once_when_struck_and_rests() {
    let bell = stand_in(88, 100, &[(0, 0), (1, 0)]);
    let level = tr2(
        open_room(),
        LARA_AT,
        vec![bell],
        vec![entity(88, [6 * SECTOR + 512, 6 * SECTOR + 512], 0, 0)],
    );
    let (mut world, mut host) = bound(level, &[]);
    activate(&mut world, &mut host, 1);
    let mut states = Vec::new();
    run(
        &mut world,
        &mut host,
        40,
        |_| 0,
        |_, w| states.push(w.entities()[1].state),
    );
    assert!(states.contains(&1), "it swung: {states:?}");
    assert_eq!(*states.last().unwrap(), 0, "and rests");
    assert_eq!(state_of::<i64>(&host, &world, 1, "rings"), 1);
    assert!(!world.entities()[1].heavy, "no longer pressing its trigger");
    common::assert_no_script_error(&host, "bell");
}

/// Gives Lara `count` of inventory item `item`.
fn give(host: &ScriptHost, world: &World, item: u16, count: i64) {
    let t = tombrs::script::bindings::state_table(host.lua(), world.entities()[0].id).unwrap();
    let inv = host.lua().create_table().unwrap();
    inv.set(item, count).unwrap();
    t.set("inventory", inv).unwrap();
}

#[test]
fn the_detonator_box_takes_key_2_and_blows_and_the_gong_calls_its_stick() {
    for (type_id, mode) in [(227u16, "plunger"), (226, "gong")] {
        let model = stand_in(type_id as u32, 100, &[(0, 0)]);
        let stick = stand_in(225, 60, &[(0, 0)]);
        let box_at = [LARA_AT[0] + 600, LARA_AT[2]];
        let level = tr2(
            open_room(),
            LARA_AT,
            vec![model, stick],
            vec![entity(type_id, box_at, 0, 0)],
        );
        let (mut world, mut host) = bound(level, &[]);
        run(&mut world, &mut host, 20, |_| Input::ACTION, |_, _| {});
        assert_eq!(
            state_of::<i64>(&host, &world, 1, "strikes"),
            0,
            "{mode}: nothing without the key"
        );
        assert!(!state_of::<bool>(&host, &world, 1, "used"), "{mode}");
        give(&host, &world, 194, 1);
        let mut spawned = false;
        run(
            &mut world,
            &mut host,
            150,
            |_| Input::ACTION,
            |_, w| {
                spawned |= w
                    .entities()
                    .iter()
                    .any(|e| e.type_id == 225 && e.status != Status::Removed);
            },
        );
        let inv =
            tombrs::script::bindings::state_table(host.lua(), world.entities()[0].id).unwrap();
        let left: i64 = inv
            .get::<mlua::Table>("inventory")
            .unwrap()
            .get(194)
            .unwrap();
        assert_eq!(left, 0, "{mode}: key 2 used up");
        if mode == "plunger" {
            assert!(state_of::<bool>(&host, &world, 1, "blown"), "the blast");
            assert_eq!(world.entities()[1].status, Status::Deactivated, "spent");
        } else {
            assert_eq!(state_of::<i64>(&host, &world, 1, "strikes"), 1, "struck");
            assert!(spawned, "the gong stick came");
        }
        common::assert_no_script_error(&host, mode);
    }
}
