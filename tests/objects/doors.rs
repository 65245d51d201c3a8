//! Doors as the originals collide them (TRX tr1 door.c Door_Initialise,
//! M_Shut, M_Open, Door_Collision; TOMB4 init.cpp InitialiseDoor, door.cpp
//! DoorCollision): a closed door makes the sector behind it a wall, and
//! its twin beyond the portal there; its leaf pushes Lara out of its box
//! widened by her radius, making her flinch while it moves.

use super::fidelity::{placed, room_level, Run};
use crate::common;

use tombrs::level::{Level, RoomId};
use tombrs::world::geometry::{floor_height, NO_HEIGHT};
use tombrs::world::{Input, Status, World};

const SECTOR: i32 = 1024;
const DOOR_1: u16 = 57;

/// Lara's states (TRX tr1 enum LS_*).
const RUN: u16 = 1;
/// TR1's door state asked for while its trigger is on (door.c DOOR_STATE_OPEN).
const DOOR_OPEN: u16 = 1;
/// The frames of door 1's swing, opening or closing (its animations 1 and
/// 3: 61 frames each, one a tick).
const OPENING_FRAMES: usize = 61;
/// Her radius as the items' routines see it (coll->radius above water).
const LARA_RADIUS: i32 = 100;
/// The far face of TEST1.PHD's door 1 leaf along its heading (its frame's
/// bounds: z from −558 to −465, the sector's edge behind it).
const LEAF_FACE: i32 = -465;

/// Steps until the door (entity `door`) has been in its open state a tick,
/// or `most` ticks.
fn open_door(run: &mut Run, door: usize, most: usize) {
    run.world.entities_mut()[door].status = Status::Active;
    let mut opened = false;
    for _ in 0..most {
        run.play(1, |_| 0);
        if opened {
            return;
        }
        opened = run.world.entities()[door].state == DOOR_OPEN;
    }
    panic!("the door never opened");
}

/// TEST1.PHD's door (entity 6, type 57) faces 0 at (7680, 10752) in room
/// 0: closed, the sector behind it (z − 1024) is a wall in room 0, and so
/// is the door's own sector as the room beyond that sector's portal holds
/// it (TRX tr1 door.c Door_Initialise: d1 at the offset, d2 at the door's
/// place in `portal_room.wall`; M_Shut: floor NO_HEIGHT). Opened, both
/// give back the level's own floors (M_Open).
#[test]
fn a_closed_real_door_is_a_wall_behind_it_from_both_rooms() {
    let Some(path) = common::shared("tr1/TEST1.PHD") else {
        return;
    };
    let level = Level::load(&std::fs::read(path).unwrap(), Some("phd")).unwrap();
    let bare = World::new(std::sync::Arc::new(level.clone()), 1);
    let mut run = Run::new(level);
    run.play(1, |_| 0);
    let door = run.world.entities()[6].clone();
    assert_eq!(
        (door.type_id, door.pos, door.rot[1]),
        (57, [7680, 0, 10752], 0)
    );
    let behind = [7680, 10752 - SECTOR];
    let beyond = run
        .world
        .sector_portal(RoomId(0), behind[0], behind[1])
        .expect("a portal behind the door");
    let sectors = [(RoomId(0), behind), (beyond, [7680, 10752])];
    for (room, [x, z]) in sectors {
        assert_eq!(
            floor_height(&run.world, room, x, -128, z),
            NO_HEIGHT,
            "shut in room {room} at ({x}, {z})"
        );
        assert_ne!(
            floor_height(&bare, room, x, -128, z),
            NO_HEIGHT,
            "open in the level"
        );
    }
    // The level's other door (entity 5) shuts its own two.
    let shut = run.world.shut_sectors();
    assert!(
        shut.contains(&(RoomId(0), 3, 0)) && shut.contains(&(beyond, 1, 5)),
        "room 0's sector (3, 0) and room {beyond}'s (1, 5): {shut:?}"
    );
    open_door(&mut run, 6, 200);
    for (room, [x, z]) in sectors {
        assert_eq!(
            floor_height(&run.world, room, x, -128, z),
            floor_height(&bare, room, x, -128, z),
            "given back in room {room} at ({x}, {z})"
        );
    }
    let shut = run.world.shut_sectors();
    assert!(
        !shut.contains(&(RoomId(0), 3, 0)) && !shut.contains(&(beyond, 1, 5)),
        "{shut:?}"
    );
}

/// A builder room with TR1's door 1 (entity 1) closed, facing 0, and Lara
/// (entity 0) two sectors in front of it facing it; the door's z.
fn lara_facing_a_door() -> Option<(Run, i32)> {
    let door_z = 4 * SECTOR + 512;
    let level = room_level(
        vec![
            placed(0, 3 * SECTOR + 512, 6 * SECTOR + 512, 0x8000),
            placed(DOOR_1, 3 * SECTOR + 512, door_z, 0),
        ],
        |_| {},
    )?;
    Some((Run::new(level), door_z))
}

/// The ticks her flinch has counted (lara.hit_frame), None without one.
fn hit_frame(run: &mut Run) -> Option<i64> {
    run.eval("return world.lara().state.hit_frame or nil")
}

/// TR1's door 1 closing plays its swing under the open state (its
/// animation 1, state 1, goal 0) until it is shut: its leaf sweeping into
/// her as she runs through the doorway pushes her with the flinch (TRX tr1
/// door.c Door_Collision: Lara_Push with coll->enable_spaz while the
/// current state differs from the goal), which the door at rest never does.
#[test]
fn a_closing_door_makes_her_flinch_as_its_leaf_sweeps_into_her() {
    let Some((mut run, door_z)) = lara_facing_a_door() else {
        return;
    };
    open_door(&mut run, 1, 200);
    run.play(OPENING_FRAMES, |_| 0);
    assert_eq!(hit_frame(&mut run), None, "no flinch from a door at rest");
    while run.world.entities()[0].pos[2] > door_z + SECTOR / 2 {
        run.play(1, |_| Input::FORWARD);
        assert_eq!(hit_frame(&mut run), None, "the open door at rest");
    }
    // Its trigger off: inactive, kept awake until it has shut (the
    // deactivation as two_state.follow_trigger's on_deactivate leaves it).
    let door = &mut run.world.entities_mut()[1];
    door.status = Status::Inactive;
    door.awake = true;
    for tick in 0..OPENING_FRAMES {
        run.play(1, |_| Input::FORWARD);
        let door = &run.world.entities()[1];
        let swinging = door.state != door.goal_state;
        if let Some(hit) = hit_frame(&mut run) {
            assert!(
                swinging,
                "flinched while the door swings shut (tick {tick})"
            );
            assert!(hit >= 1);
            return;
        }
    }
    panic!("no flinch while the door swung shut");
}

/// Running at a closed door (TR1's door 1 and Lara, a builder room), she
/// is held by its leaf, not by the wall behind it: each tick her run
/// carries her into its box widened by her radius and Door_Collision's
/// Lara_Push (big push, no flinch: the door is still) puts her back at the
/// leaf's face plus her radius, 4608 − 465 + 100 = 4243, running on; the
/// sector behind the leaf is a wall. Opened, she runs through once the
/// swinging leaf is out of her way.
#[test]
fn a_closed_door_holds_her_run_at_its_leaf_and_an_open_one_lets_her_by() {
    let Some((mut run, door_z)) = lara_facing_a_door() else {
        return;
    };
    let ticks = run.play(80, |_| Input::FORWARD);
    let held = door_z + LEAF_FACE + LARA_RADIUS;
    assert!(
        ticks.iter().all(|t| t[0].pos[2] >= held),
        "never past the leaf"
    );
    let last = &ticks[ticks.len() - 1][0];
    assert_eq!(
        (last.pos[2], last.state),
        (held, RUN),
        "held at the leaf, running"
    );
    assert_eq!(hit_frame(&mut run), None, "no flinch from a door at rest");
    assert_eq!(
        floor_height(
            &run.world,
            RoomId(0),
            3 * SECTOR + 512,
            -128,
            3 * SECTOR + 512
        ),
        NO_HEIGHT,
        "the sector behind it shut"
    );
    open_door(&mut run, 1, 200);
    // The leaf swings open over its animation (63 frames), holding her
    // until it is clear.
    let through = run.play(120, |_| Input::FORWARD);
    assert!(
        through.iter().any(|t| t[0].pos[2] < 3 * SECTOR),
        "through the open door"
    );
}

/// TR1's door state while its trigger is off (door.c DOOR_STATE_CLOSED).
const DOOR_CLOSED: u16 = 0;

/// TR1's door 1 facing 0 at (3584, 4608) in a builder room, closed, and
/// Lara (entity 0) put in the middle of the sector it shuts behind it,
/// (3, 3), facing away from it (where a swing or a saved game may leave
/// her: her own moves never take her into a wall), the door woken as its
/// trigger going off wakes it, and a tick played.
fn lara_in_a_closed_doors_sector(fix: bool) -> Option<Run> {
    let level = room_level(
        vec![
            placed(0, 3 * SECTOR + 512, 6 * SECTOR + 512, 0x8000),
            placed(DOOR_1, 3 * SECTOR + 512, 4 * SECTOR + 512, 0),
        ],
        |_| {},
    )?;
    let mut run = Run::new(level);
    run.world.set_fix("door_under_lara", fix);
    run.play(1, |_| 0);
    assert!(shut_behind(&run), "shut as placed");
    assert_eq!(run.world.entities()[1].state, DOOR_CLOSED);
    run.world.entities_mut()[0].pos = [3 * SECTOR + 512, 0, 3 * SECTOR + 512];
    let door = &mut run.world.entities_mut()[1];
    door.status = Status::Inactive;
    door.awake = true;
    run.play(1, |_| 0);
    Some(run)
}

/// True when room 0's sector (3, 3), behind the door of
/// [`lara_in_a_closed_doors_sector`], is shut.
fn shut_behind(run: &Run) -> bool {
    run.world.shut_sectors().contains(&(RoomId(0), 3, 3))
}

/// Lara standing in the sector a closed door walls: the original keeps it
/// shut around her (TRX tr1 door.c Door_Control, M_Shut); with TRX's door
/// check switched on (the fan fix `door_under_lara`, M_Check) the door
/// gives it back while she is in it and, running on, shuts it again the
/// tick after she has walked out of it, then sleeps.
#[test]
fn a_closed_doors_sector_gives_way_to_lara_only_with_the_door_check() {
    let Some(mut run) = lara_in_a_closed_doors_sector(false) else {
        return;
    };
    assert!(shut_behind(&run), "the original: shut around her");
    run.play(3, |_| 0);
    assert!(shut_behind(&run), "the original: still shut");
    let mut run = lara_in_a_closed_doors_sector(true).expect("the level loaded once");
    assert!(!shut_behind(&run), "the check: open while she is in it");
    let mut out_at = None;
    for tick in 0..90 {
        run.play(1, |_| Input::FORWARD);
        let z = run.world.entities()[0].pos[2];
        match out_at {
            None if z < 3 * SECTOR => out_at = Some(tick),
            None => assert!(!shut_behind(&run), "open while she is in it (z {z})"),
            Some(_) => {
                assert!(shut_behind(&run), "shut again once she is out (z {z})");
                run.play(2, |_| 0);
                assert!(shut_behind(&run), "stays shut");
                assert!(!run.world.entities()[1].awake, "the door sleeps");
                return;
            }
        }
    }
    panic!("she never walked out of the sector");
}
