//! TR4/TR5 mechanisms (scripts/objects/common/{smash_object, shot_switch,
//! teleporter, raising_cog}.lua, wired in scripts/objects/tr45/
//! mechanisms.lua): each on a builder level of its game with stand-in
//! models lent to its type ids and the demo hero as Lara.

use crate::common;

use common::arena::stand_in_level;
use common::traps::{heavy_trigger, shoot};

/// A level of `game` in `room` with stand-in models (entity 1 first).
fn level_in(game: Game, room: RoomDef, entities: Vec<EntityDef>) -> Level {
    stand_in_level(game, room, entities, &[])
}

use common::arena::{activate, open_room, LARA_AT};
use common::traps::{bound, entity, mid, no_script_errors, run, SECTOR};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::{TriggerAction, TriggerKind};
use tombrs::level::Level;
use tombrs::world::{Status, World};

// Type ids (spec catalogue-tr4-tr5.md).
const TR4_SMASH_OBJECT1: u16 = 409;
const TR4_DOOR_TYPE1: u16 = 322;
const TR5_SMASH_OBJECT1: u16 = 397;
const TR5_SWITCH_TYPE7: u16 = 272;
const TR5_SWITCH_TYPE8: u16 = 273;
const TR5_DOOR_TYPE1: u16 = 284;
const TR5_TELEPORTER: u16 = 387;
const TR5_LIFT_TELEPORTER: u16 = 388;
const TR5_RAISING_COG: u16 = 389;

/// A mechanism of `kind` on sector (5, 6) with a heavy trigger under it
/// opening a door (entity 2) three sectors away.
fn with_door(game: Game, kind: u16, door: u16) -> Level {
    let mut room = open_room();
    heavy_trigger(&mut room, (5, 6), 2);
    level_in(
        game,
        room,
        vec![
            entity(kind, mid(5, 6), 0, 0xC000),
            entity(door, mid(8, 2), 0, 0),
        ],
    )
}

#[test]
fn a_smash_object_shot_shatters_frees_its_box_and_sets_off_nothing() {
    for (game, kind, door) in [
        (Game::Tr4, TR4_SMASH_OBJECT1, TR4_DOOR_TYPE1),
        (Game::Tr5, TR5_SMASH_OBJECT1, TR5_DOOR_TYPE1),
    ] {
        let (mut world, mut host) = bound(with_door(game, kind, door), &[]);
        run(&mut world, &mut host, 5, |_| 0, |_, _| {});
        let s = &world.entities()[1];
        assert!(!s.invisible && s.solid && s.targetable, "{game:?}: whole");
        let blocked = |w: &World| w.box_blocked().iter().filter(|b| **b).count();
        assert_eq!(
            blocked(&world),
            1,
            "{game:?}: its box is blocked while whole"
        );
        assert_eq!(world.entities()[2].status, Status::Inactive, "door shut");
        shoot(&mut world, &host, 1);
        run(&mut world, &mut host, 3, |_| 0, |_, _| {});
        let s = &world.entities()[1];
        assert!(
            s.invisible && !s.collidable && !s.solid && !s.targetable,
            "{game:?}: shattered: {s:?}"
        );
        assert_eq!(s.status, Status::Deactivated, "{game:?}: spent");
        assert_eq!(blocked(&world), 0, "{game:?}: its box is free");
        assert_eq!(
            world.entities()[2].status,
            Status::Inactive,
            "{game:?}: no trigger under it fires (as in the originals)"
        );
        no_script_errors(&host);
    }
}

#[test]
fn a_tr5_smash_object_breaks_when_triggered_a_tr4_one_does_not() {
    let (mut world, mut host) = bound(
        with_door(Game::Tr5, TR5_SMASH_OBJECT1, TR5_DOOR_TYPE1),
        &[1],
    );
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert!(world.entities()[1].invisible, "TR5: smashed by its trigger");
    let (mut world, mut host) = bound(
        with_door(Game::Tr4, TR4_SMASH_OBJECT1, TR4_DOOR_TYPE1),
        &[1],
    );
    run(&mut world, &mut host, 30, |_| 0, |_, _| {});
    assert!(
        !world.entities()[1].invisible,
        "TR4: waits for a touch or a shot"
    );
    assert_eq!(world.entities()[2].status, Status::Inactive);
    no_script_errors(&host);
}

#[test]
fn a_shot_switch_fires_its_trigger_once() {
    for kind in [TR5_SWITCH_TYPE7, TR5_SWITCH_TYPE8] {
        let (mut world, mut host) = bound(with_door(Game::Tr5, kind, TR5_DOOR_TYPE1), &[]);
        run(&mut world, &mut host, 30, |_| 0, |_, _| {});
        assert_eq!(
            world.entities()[2].status,
            Status::Inactive,
            "not shot: shut"
        );
        assert!(world.entities()[1].targetable);
        shoot(&mut world, &host, 1);
        run(&mut world, &mut host, 2, |_| 0, |_, _| {});
        assert_eq!(
            world.entities()[2].status,
            Status::Active,
            "{kind}: door opened"
        );
        let sw = &world.entities()[1];
        assert!(!sw.targetable, "{kind}: set off once");
        if kind == TR5_SWITCH_TYPE7 {
            let hidden: u32 = {
                let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
                host.lua()
                    .load("return world.entity(1).mesh_bits")
                    .eval()
                    .unwrap()
            };
            // The stand-in's 26 meshes: all but the last are still drawn.
            assert_eq!(hidden & (1 << 25), 0, "its last mesh blown away");
            assert_eq!(hidden & 1, 1);
        }
        run(&mut world, &mut host, 20, |_| 0, |_, _| {});
        assert_eq!(
            world.entities()[1].status,
            Status::Deactivated,
            "{kind}: rests"
        );
        no_script_errors(&host);
    }
}

#[test]
fn a_shot_switch_switched_on_sets_off_the_switch_trigger_naming_it() {
    // TOMB4 GetSwitchTrigger: with its code bits full the switch trigger
    // under it (naming it first) opens the door, though Lara stands
    // elsewhere; the heavy trigger of the other sector stays quiet.
    let mut room = open_room();
    let actions = vec![TriggerAction::Object(1), TriggerAction::Object(2)];
    common::traps::floor_trigger(&mut room, (5, 6), TriggerKind::Switch, actions);
    let level = level_in(
        Game::Tr5,
        room,
        vec![
            entity(TR5_SWITCH_TYPE7, mid(5, 6), 0, 0xC000),
            entity(TR5_DOOR_TYPE1, mid(8, 2), 0, 0),
        ],
    );
    let (mut world, mut host) = bound(level, &[]);
    world.entities_mut()[1].mask = 0x1F;
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[2].status,
        Status::Inactive,
        "not shot: shut"
    );
    shoot(&mut world, &host, 1);
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "the door opened"
    );
    assert!(!world.entities()[1].triggered, "the trigger took the mark");
    no_script_errors(&host);
}

#[test]
fn the_teleporter_puts_lara_at_its_spot_turned_round() {
    let at = mid(9, 3);
    let (mut world, mut host) = bound(
        level_in(
            Game::Tr5,
            open_room(),
            vec![entity(TR5_TELEPORTER, at, 0, 0x4000)],
        ),
        &[],
    );
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].pos, LARA_AT, "not triggered: she stays");
    activate(&mut world, &mut host, 1);
    run(&mut world, &mut host, 2, |_| 0, |_, _| {});
    let lara = &world.entities()[0];
    assert_eq!([lara.pos[0], lara.pos[2]], at, "sent to its spot");
    assert_eq!(lara.pos[1], 0, "on its floor");
    assert_eq!(lara.rot[1], 0xC000, "facing away from its heading");
    assert_eq!(world.entities()[1].status, Status::Inactive, "switched off");
    no_script_errors(&host);
}

#[test]
fn the_lift_carries_her_to_its_sector_after_its_wait() {
    let at = mid(9, 9);
    let (mut world, mut host) = bound(
        level_in(
            Game::Tr5,
            open_room(),
            vec![entity(TR5_LIFT_TELEPORTER, at, 0, 0)],
        ),
        &[1],
    );
    let mut moved_at = None;
    run(
        &mut world,
        &mut host,
        160,
        |_| 0,
        |t, w| {
            if moved_at.is_none() && w.entities()[0].pos[0] != LARA_AT[0] {
                moved_at = Some(t);
            }
        },
    );
    assert_eq!(moved_at, Some(29), "after the 30 ticks' wait");
    let lara = &world.entities()[0];
    // Her place within the sector is kept: the middle of a sector.
    assert_eq!([lara.pos[0], lara.pos[2]], at);
    assert_eq!(lara.rot[1], 0x8000);
    assert_eq!(world.entities()[1].status, Status::Inactive, "ride over");
    no_script_errors(&host);
}

#[test]
fn the_raising_cog_rises_a_click_per_trigger_three_times() {
    let (mut world, mut host) = bound(
        level_in(
            Game::Tr5,
            open_room(),
            vec![entity(TR5_RAISING_COG, mid(6, 6), 0, 0)],
        ),
        &[],
    );
    let y0 = world.entities()[1].pos[1];
    for rise in 1..=3 {
        activate(&mut world, &mut host, 1);
        run(&mut world, &mut host, 140, |_| 0, |_, _| {});
        assert_eq!(
            world.entities()[1].pos[1],
            y0 - rise * SECTOR / 4,
            "rise {rise}"
        );
        assert_eq!(
            world.entities()[1].status,
            Status::Inactive,
            "off after rise {rise}"
        );
    }
    // In place: triggered again it turns, rising no more.
    activate(&mut world, &mut host, 1);
    let frame0 = world.entities()[1].frame;
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    assert_eq!(world.entities()[1].pos[1], y0 - 3 * SECTOR / 4);
    assert_ne!(world.entities()[1].frame, frame0, "turning");
    no_script_errors(&host);
}
