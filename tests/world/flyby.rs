//! Flybys on a builder level, tick by tick against TOMB4 spotcam.cpp
//! (`InitialiseSpotCam`, `CalculateSpotCams`): the pan in from the game
//! camera, the look key, tracking the player on her trigger, and the heavy
//! triggers a point tests under the camera.

use std::sync::Arc;

use crate::common::traps::{floor_trigger, heavy_trigger};

use tombrs::builder::spec::FlybyPointDef;
use tombrs::builder::{build, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::{TriggerAction, TriggerKind};
use tombrs::level::Level;
use tombrs::world::camera::{chase_estimate, flags};
use tombrs::world::flyby::GameView;
use tombrs::world::{Input, NoHooks, Status, World};

/// The editor's speed 8: 5,240 a tick, 12 ticks a segment.
const SPEED: u16 = 8;

/// A corridor ten sectors long with Lara in sector 2, where a trigger
/// starts flyby 0 (three points along the corridor, the first flagged
/// `first_flags`, the second `second_flags`); sector 5 holds a heavy
/// trigger for entity 1.
fn corridor(first_flags: u16, second_flags: u16) -> World {
    let mut room = RoomDef::boxed(0, 0, 10, 3, 0, -8);
    floor_trigger(
        &mut room,
        (2, 1),
        TriggerKind::Trigger,
        vec![TriggerAction::Flyby {
            sequence: 0,
            once: false,
            spare: 0,
            head_cont: false,
        }],
    );
    heavy_trigger(&mut room, (5, 1), 1);
    let point = |index: u8, x: i32, flags: u16| FlybyPointDef {
        sequence: 0,
        index,
        room: 0,
        pos: [x, -1024, 1536],
        target: [x + 2048, -512, 1536],
        fov: 80,
        speed: SPEED,
        flags,
        timer: 0,
    };
    let def = LevelDef {
        rooms: vec![room],
        entities: vec![
            EntityDef::new(0, 0, [2 * 1024 + 512, 0, 1536]),
            EntityDef::new(200, 0, [8 * 1024 + 512, 0, 1536]),
        ],
        flyby: vec![
            point(0, 1024, first_flags),
            point(1, 5120 + 512, second_flags),
            point(2, 9216, 0),
        ],
        ..Default::default()
    };
    World::new(
        Arc::new(Level::from_raw(&build(&def, Game::Tr4)).unwrap()),
        7,
    )
}

fn frame(world: &World) -> tombrs::world::flyby::FlybyFrame {
    world
        .camera()
        .flyby
        .and_then(|f| f.frame)
        .expect("a flyby frame")
}

fn put_lara(world: &mut World, x: i32) {
    let lara = world.lara().unwrap();
    world.entity_mut(lara).unwrap().pos = [x * 1024 + 512, 0, 1536];
}

#[test]
fn without_the_cut_flag_a_flyby_pans_in_from_the_game_camera() {
    // InitialiseSpotCam without SP_SNAPCAMERA: the first frame is the game
    // camera itself; a segment later (12 ticks at speed 8) the first point.
    let mut world = corridor(flags::HOLD_PLAYER | flags::SNAP_BACK, 0);
    world.step(Input::default(), &mut NoHooks);
    let lara = world.entity(world.lara().unwrap()).unwrap();
    // Headless, nobody reported the game camera: the chase camera's
    // first choice behind her.
    let estimate = chase_estimate(lara.pos, i32::from(lara.rot[1]));
    let f = frame(&world);
    assert_eq!((f.pos, f.target), (estimate.pos, estimate.target));
    for _ in 0..12 {
        world.step(Input::default(), &mut NoHooks);
    }
    assert_eq!(frame(&world).pos, [1024, -1024, 1536]);
    // A frontend's camera, when it reported one, is where the pan starts.
    let mut world = corridor(flags::SNAP_BACK, 0);
    let reported = GameView {
        pos: [2000, -900, 300],
        target: [2560, -700, 1536],
    };
    world.camera_mut().game_view = Some(reported);
    world.step(Input::default(), &mut NoHooks);
    assert_eq!(frame(&world).pos, reported.pos);
}

#[test]
fn the_look_key_ends_a_flyby_and_gives_control_back_unless_it_may_not_be_broken() {
    let look = Input { bits: Input::LOOK };
    let forward = Input {
        bits: Input::FORWARD,
    };
    let mut world = corridor(flags::CUT_IN | flags::HOLD_PLAYER, 0);
    world.step(Input::default(), &mut NoHooks);
    assert!(world.camera().holds_player());
    put_lara(&mut world, 3);
    world.step(look, &mut NoHooks);
    assert!(world.camera().flyby.is_none(), "looking ends it");
    world.step(forward, &mut NoHooks);
    assert_eq!(world.input().bits, Input::FORWARD, "hers again");
    // SP_NOBREAK: it plays on and holds her.
    let mut world = corridor(flags::CUT_IN | flags::HOLD_PLAYER | flags::NO_BREAK, 0);
    world.step(Input::default(), &mut NoHooks);
    put_lara(&mut world, 3);
    for _ in 0..5 {
        world.step(look, &mut NoHooks);
    }
    assert!(world.camera().holds_player());
}

#[test]
fn a_tracking_flyby_looks_at_her_from_its_curve_while_she_stands_on_its_trigger() {
    let mut world = corridor(flags::TRACK, 0);
    world.step(Input::default(), &mut NoHooks);
    let lara = world.entity(world.lara().unwrap()).unwrap().pos;
    assert_eq!(frame(&world).target, lara);
    for _ in 0..20 {
        world.step(Input::default(), &mut NoHooks);
    }
    let along = world.camera().flyby.unwrap().position;
    assert!(along > 0, "it moves towards the place nearest her");
    // Off the trigger: the chase camera (TOMB4 ControlPhase drops the spot
    // camera while bTrackCamInit until the trigger fires again).
    put_lara(&mut world, 4);
    world.step(Input::default(), &mut NoHooks);
    assert!(world.camera().flyby.is_none());
    assert!(world.camera().tracking.is_some());
    // Back on it, it goes on from where it was.
    put_lara(&mut world, 2);
    world.step(Input::default(), &mut NoHooks);
    assert!(world.camera().flyby.unwrap().position >= along);
}

#[test]
fn a_point_flagged_to_test_triggers_sets_off_the_heavy_trigger_under_the_camera() {
    // Point 1 stands over sector 5's heavy trigger: on reaching it (tick
    // 12) the camera asks, and the next tick's test switches entity 1 on.
    let mut world = corridor(flags::CUT_IN | flags::SNAP_BACK, flags::TEST_TRIGGERS);
    let mut switched = None;
    for tick in 1..=30 {
        world.step(Input::default(), &mut NoHooks);
        if switched.is_none() && world.entities()[1].status != Status::Inactive {
            switched = Some(tick);
        }
    }
    assert_eq!(switched, Some(13));
    // Without the flag nothing under the camera counts.
    let mut world = corridor(flags::CUT_IN | flags::SNAP_BACK, 0);
    for _ in 0..30 {
        world.step(Input::default(), &mut NoHooks);
    }
    assert_eq!(world.entities()[1].status, Status::Inactive);
}
