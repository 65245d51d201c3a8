//! Von Croy's cutscenes (TOMB4 voncroy.cpp `DoVonCroyCutscene`, started
//! from `VoncroyControl`; creatures/von_croy_cutscene.lua): Lara on a
//! LARALOCATIONPAD trigger starts the scene of its pad once; her control
//! is taken, he is set on the AI marker of the pad's key facing her, the
//! pad's track plays, a fixed camera frames them, and control comes back
//! when the track ends (or on Look). Pads 8 and 15 only wait for her to
//! hang, pad 20 for her to tread water.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::common;

use super::guide_markers::follow_markers;
use common::arena::{activate, open_room, scripted_on, stand_in, stand_in_with, BODY_HEIGHT};
use common::bestiary::{no_script_trouble, SECTOR, WEST};
use common::lua_eval;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};
use tombrs::script::ScriptHost;
use tombrs::world::{Event, Input, TrackTable, World};

const VON_CROY: u32 = 39;
const ANIMATING1: u32 = 427;
/// TR4's LARALOCATIONPAD flipeffect (its trigger's timer is the pad).
const LARA_LOCATION_PAD: u16 = 45;
const FORWARD: u32 = Input::FORWARD;
const LOOK: u32 = Input::LOOK;
/// The input mask with every bit through (Lua's `input.ALL`).
const ALL: u32 = u32::MAX;
/// His stand (1), walk (2), the gestures of a scene (8, 9, 10), his talk
/// (11), his turns (22, 35) and his start (6).
const STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 16, 2),
    (6, 0, 1),
    (8, 0, 1),
    (9, 0, 1),
    (10, 0, 1),
    (11, 0, 1),
    (22, 0, 1),
    (35, 0, 1),
];
/// Where he starts, facing west.
const START: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
/// Where Lara stands (on the pad's trigger), facing east.
const LARA: [i32; 3] = [SECTOR + 512, 0, 10 * SECTOR + 512];
const LARA_SECTOR: (usize, usize) = (1, 10);
/// The marker keyed by the pad: heading north (0), no flags, so its point
/// lies 256 north of it (GetAIEnemy).
const PAD_MARKER: [i32; 3] = [5 * SECTOR + 512, 0, 3 * SECTOR + 512];
const PAD_POINT: [i32; 3] = [PAD_MARKER[0], 0, PAD_MARKER[2] + 256];

/// A scene: Lara on a trigger of pad `pad`, Von Croy heading for his first
/// marker (key 0, far west), the pad's marker keyed `pad`; `von_croy_first`
/// makes him entity 0 (his control then reads Lara's state as the test set
/// it before the tick). Each track lasts `track_ticks`.
struct Scene {
    world: World,
    host: ScriptHost,
    lara: usize,
    von_croy: usize,
}

fn scene(pad: u8, von_croy_first: bool, track_ticks: u32) -> Scene {
    scene_keyed(pad, pad, von_croy_first, track_ticks)
}

/// [`scene`] with the marker keyed `key` rather than by the pad.
fn scene_keyed(pad: u8, key: u8, von_croy_first: bool, track_ticks: u32) -> Scene {
    let mut room: RoomDef = open_room();
    room.sector_mut(LARA_SECTOR.0, LARA_SECTOR.1)
        .functions
        .push(FloorFunction::Trigger {
            kind: TriggerKind::Trigger,
            setup: TriggerSetup {
                timer: pad,
                one_shot: false,
                mask: 0x1F,
                spare: 0,
            },
            actions: vec![TriggerAction::Flipeffect(LARA_LOCATION_PAD)],
        });
    let mut hero = EntityDef::new(0, 0, LARA);
    hero.angle = 0x4000;
    let mut von_croy = EntityDef::new(VON_CROY as u16, 0, START);
    von_croy.angle = WEST;
    let animating = EntityDef::new(ANIMATING1 as u16, 0, [SECTOR + 512, 0, SECTOR + 512]);
    let (lara, vc) = if von_croy_first { (1, 0) } else { (0, 1) };
    let entities = if von_croy_first {
        vec![von_croy, hero, animating]
    } else {
        vec![hero, von_croy, animating]
    };
    let markers = [
        ([SECTOR + 512, 0, 6 * SECTOR + 512], 0, 0, 0),
        (PAD_MARKER, i16::from(key), 0, 0),
    ];
    let def = LevelDef {
        rooms: vec![room],
        models: vec![
            tombrs::builder::hero::hero(),
            stand_in_with(VON_CROY, 100, BODY_HEIGHT, STATES),
            stand_in(ANIMATING1, 100, &[(0, 0)]),
        ],
        entities,
        ai_objects: follow_markers(&markers),
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    let (mut world, mut host) = scripted_on(level, 0);
    activate(&mut world, &mut host, vc);
    let table = TrackTable {
        ticks: (0..=80)
            .map(|t| (t, track_ticks))
            .collect::<BTreeMap<_, _>>(),
        ..Default::default()
    };
    world.set_track_table(Arc::new(table));
    Scene {
        world,
        host,
        lara,
        von_croy: vc,
    }
}

impl Scene {
    fn step(&mut self, bits: u32) {
        self.host.step(&mut self.world, Input { bits });
    }

    /// The tracks asked for on the last tick.
    fn tracks(&self) -> Vec<u16> {
        self.world
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::Track { track } => Some(*track),
                _ => None,
            })
            .collect()
    }

    fn set_lara_state(&mut self, state: u16) {
        let i = self.lara;
        lua_eval::<()>(
            &self.host,
            &mut self.world,
            &format!("world.entity({i}).anim_state = {state}"),
        );
    }
}

/// Pad 6 (track 17): the scene starts on the tick after the pad's trigger
/// fired, holds Lara (forward does not move her), puts him on the pad's
/// marker facing her and her facing him, cuts to black behind the 24 bars,
/// frames them with a fixed camera and plays the track once; control and
/// the game camera come back on the tick after the track ends, and the
/// scene never plays again while she stands on the pad.
#[test]
fn a_location_pad_plays_von_croys_scene_once_and_holds_lara_until_its_track_ends() {
    const TRACK: u16 = 17;
    const LENGTH: u32 = 40;
    let mut s = scene(6, false, LENGTH);
    s.step(0);
    assert_eq!(
        s.world.input_mask(),
        ALL,
        "no scene before the pad is stood on"
    );
    s.step(0);
    assert_eq!(
        s.world.input_mask(),
        LOOK,
        "the scene did not take her control"
    );
    let vc = &s.world.entities()[s.von_croy];
    assert_eq!(vc.pos, PAD_POINT, "he is not on the pad's marker");
    let toward = tombrs::world::fixed::atan(LARA[2] - PAD_POINT[2], LARA[0] - PAD_POINT[0]);
    assert_eq!(vc.rot[1], toward as u16, "he does not face her");
    let lara = &s.world.entities()[s.lara];
    assert_eq!(
        lara.rot[1],
        (toward + 0x8000) as u16,
        "she does not face him"
    );
    assert_eq!(s.world.camera().bars_goal, 24, "no letterbox");
    assert_eq!(s.world.camera().fade, 255, "not cut to black");
    let held_at = s.world.entities()[s.lara].pos;
    // The next tick frames the scene, clears the screen and starts the track.
    s.step(FORWARD);
    assert_eq!(s.tracks(), [TRACK], "the pad's track did not start");
    // Its camera (VonCroyCutscenes[0]) stands 256, -386, 256 off the game
    // camera (headless: the chase camera's first place behind her) and
    // looks 256 over his feet.
    let request = s.world.camera().request.expect("no scene camera");
    let lara = &s.world.entities()[s.lara];
    let game = tombrs::world::camera::chase_estimate(lara.pos, i32::from(lara.rot[1]));
    let eye = [game.pos[0] + 256, game.pos[1] - 386, game.pos[2] + 256];
    assert_eq!(request.fixed_eye, Some(eye), "the scene's camera");
    assert_eq!(
        request.fov,
        tombrs::world::camera::vertical_fov(80 * 182),
        "its lens (80°)"
    );
    let mode: String = lua_eval(
        &s.host,
        &mut s.world,
        "return world.camera_requested().mode",
    );
    assert_eq!(mode, "fixed");
    assert_eq!(s.world.camera().fade_goal, 0, "the screen does not clear");
    let mut ticks = 1;
    while s.world.input_mask() == LOOK && ticks < 200 {
        s.step(FORWARD);
        ticks += 1;
        assert!(s.tracks().is_empty(), "the track was asked for again");
    }
    assert_eq!(
        s.world.entities()[s.lara].pos,
        held_at,
        "she moved while held"
    );
    // The track plays LENGTH ticks from the tick it started on; the routine
    // finds it over on the tick after (XATrack no longer its track) and
    // winds the scene up on the next.
    assert_eq!(ticks, LENGTH + 2, "control came back after {ticks} ticks");
    assert!(
        s.world.camera().request.is_none(),
        "the scene camera stayed"
    );
    assert_eq!(s.world.camera().bars_goal, 0, "the bars stay");
    // Over, he turns from her to his marker's heading (north, 0: state 22,
    // as the marker's heading less his lies beyond 1024) and goes on.
    let mut states = Vec::new();
    for _ in 0..60 {
        s.step(0);
        assert_eq!(s.world.input_mask(), ALL, "the scene played again");
        states.push(s.world.entities()[s.von_croy].state);
    }
    let vc = &s.world.entities()[s.von_croy];
    assert!(
        states.contains(&22),
        "he did not turn to his marker: {states:?}"
    );
    assert!(
        (vc.rot[1] as i16).unsigned_abs() <= 1024,
        "he faces {} after the scene",
        vc.rot[1]
    );
    s.step(FORWARD);
    s.step(FORWARD);
    no_script_trouble("von croy", &s.host);
}

/// Look skips the scene (`input & IN_LOOK`): it ends the tick after, the
/// track stopped (`S_CDStop`).
#[test]
fn look_skips_von_croys_scene() {
    let mut s = scene(6, false, 300);
    s.step(0);
    s.step(0);
    s.step(0);
    assert_eq!(s.world.input_mask(), LOOK);
    s.step(LOOK);
    assert_eq!(s.world.input_mask(), LOOK, "wound up on the tick of Look");
    s.step(0);
    assert_eq!(s.world.input_mask(), ALL, "Look did not end the scene");
    assert!(
        s.world.events().contains(&Event::StopTrack),
        "the track was not stopped"
    );
    assert_eq!(s.world.track_playing(), None, "the track plays on");
    no_script_trouble("von croy", &s.host);
}

/// Pad 8 (track 1) with his marker keyed 8: no scene while she stands on
/// the pad; once she hangs (state 10) the track plays, her control never
/// taken, and never again.
#[test]
fn pad_8_waits_for_lara_to_hang() {
    let mut s = scene(8, true, 30);
    s.step(0);
    lua_eval::<()>(
        &s.host,
        &mut s.world,
        &format!(
            "local ai = world.entity({}).state.ai; ai.orders.lead = 8; ai.order_point = nil",
            s.von_croy
        ),
    );
    for _ in 0..30 {
        s.step(0);
        assert_eq!(s.world.input_mask(), ALL, "pad 8 took her control");
        assert!(s.tracks().is_empty(), "pad 8 played standing");
    }
    s.set_lara_state(10);
    s.step(0);
    assert_eq!(s.tracks(), [1], "pad 8's track did not play as she hung");
    assert_eq!(s.world.input_mask(), ALL, "pad 8 took her control");
    for _ in 0..30 {
        s.set_lara_state(10);
        s.step(0);
        assert!(s.tracks().is_empty(), "pad 8 played twice");
        assert_eq!(s.world.input_mask(), ALL, "pad 8 took her control");
    }
    no_script_trouble("von croy", &s.host);
}

/// Pad 20 (track 61): nothing while she stands on the pad; treading water
/// (33) the scene starts.
#[test]
fn pad_20_waits_for_lara_to_tread_water() {
    let mut s = scene(20, true, 30);
    for _ in 0..5 {
        s.step(0);
        assert_eq!(s.world.input_mask(), ALL, "pad 20 started on dry land");
    }
    // The routine reads her state each tick of the scene: she treads on.
    s.set_lara_state(33);
    s.step(0);
    assert_eq!(
        s.world.input_mask(),
        LOOK,
        "treading water did not start it"
    );
    assert_eq!(s.world.entities()[s.von_croy].pos, PAD_POINT);
    s.set_lara_state(33);
    s.step(0);
    assert_eq!(s.tracks(), [61], "pad 20's track did not play");
    no_script_trouble("von croy", &s.host);
}

/// The routine's rewrite for Angkor Wat's pads: Lara on pad 9 while his
/// marker is 11 counts as on pad 11, whose scene (track 11) plays on its
/// marker.
#[test]
fn pad_9_counts_as_pad_11_at_his_marker_11() {
    let mut s = scene_keyed(9, 11, false, 30);
    s.step(0);
    lua_eval::<()>(
        &s.host,
        &mut s.world,
        &format!(
            "local ai = world.entity({}).state.ai; ai.orders.lead = 11; ai.order_point = nil",
            s.von_croy
        ),
    );
    s.step(0);
    assert_eq!(s.world.input_mask(), LOOK, "no scene");
    assert_eq!(s.world.entities()[s.von_croy].pos, PAD_POINT);
    s.step(0);
    assert_eq!(s.tracks(), [11], "not pad 11's track");
    no_script_trouble("von croy", &s.host);
}
