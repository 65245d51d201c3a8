//! TR5's zip controller (scripts/objects/common/tr5_zip_controller.lua) on
//! the world's soundtrack timing (`world.track_playing`, src/world/
//! soundtrack.rs): on a builder level carrying TR5's own Lara (lent from
//! `TR_DATA_DIR`'s test level; skipped without it), the controller takes
//! the controls, puts her hand to her ear once she stands breathing, plays
//! the track its OCB names and lets her go when the track's length (given
//! here, as the game layer measures it from the file) has passed.

use crate::common;

use std::collections::BTreeMap;
use std::sync::Arc;

use common::lua_eval;
use common::moves::{play_inputs, with_models, Played};
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::{Event, Input, TrackTable, World};

/// TR5's EXPANDING_PLATFORM slot: the zip controller.
const ZIP_CONTROLLER: u16 = 136;
/// The track its OCB names, and the length it is given (three seconds).
const TRACK: u16 = 23;
const TRACK_TICKS: u32 = 90;
/// Lara's states (lara/states.lua) and TR5 animations (lara/anims.lua).
const RUN: u16 = 1;
const STOP: u16 = 2;
const ZIP_IN_STATE: u16 = 130;
const ZIP_LISTEN: u16 = 131;
const ZIP_IN: u32 = 467;
const ZIP_LISTEN_ANIM: u32 = 468;
/// Ticks played.
const TICKS: usize = 200;

/// An 8×8 room: Lara in the middle facing +z, the controller beside her.
fn level() -> Option<tombrs::level::Level> {
    let mut lara = EntityDef::new(0, 0, [4096, 0, 2048]);
    lara.angle = 0;
    let mut zip = EntityDef::new(ZIP_CONTROLLER, 0, [5120, 0, 2048]);
    zip.ocb = TRACK as i16;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 8, 0, -12)],
        models: objects::all(),
        entities: vec![lara, zip],
        ..Default::default()
    };
    with_models(&def, Game::Tr5)
}

/// The world's track lengths: `TRACK` lasts `ticks`.
fn table(ticks: Option<u32>) -> Arc<TrackTable> {
    let mut t = TrackTable {
        ticks: BTreeMap::new(),
        ..Default::default()
    };
    if let Some(n) = ticks {
        t.ticks.insert(TRACK, n);
    }
    Arc::new(t)
}

/// Plays `TICKS` ticks holding forward throughout, the controller switched
/// on before the first, with `TRACK` lasting `ticks` (None: no file).
fn play(ticks: Option<u32>) -> Option<Played> {
    let level = level()?;
    let inputs = std::iter::repeat_n(
        Input {
            bits: Input::FORWARD,
        },
        TICKS,
    );
    Some(play_inputs(
        level,
        inputs,
        |world: &mut World, host| {
            world.set_track_table(table(ticks));
            let _: () = lua_eval(host, world, "world.entity(1):activate()");
        },
        "zip controller",
    ))
}

/// The tick the controller puts her hand up: the first she ends in the
/// hand going up or, past it, in listening. The test level's hand-up
/// animation is one frame long: the controller (an item) sets it before her
/// own turn, whose animation hands it straight on to listening in the same
/// tick (TOMB5 twogun.cpp ControlZipController sets ANIM_ZIP_IN, then
/// LaraControl animates her).
fn hand_up(p: &Played) -> usize {
    p.first("hand up", |l| {
        l.anim.0 == ZIP_IN || l.anim.0 == ZIP_LISTEN_ANIM
    })
}

/// The first tick after `from` on which she is out of the pose (neither
/// the hand going up nor listening: the test level's hand-down animation
/// is one frame long and hands her straight on to her stand).
fn released(p: &Played, from: usize) -> usize {
    from + p.ticks[from..]
        .iter()
        .position(|t| t.lara.state != ZIP_IN_STATE && t.lara.state != ZIP_LISTEN)
        .expect("she never left the pose")
}

#[test]
fn lara_listens_to_zip_for_the_tracks_length_then_gets_her_controls_back() {
    let Some(p) = play(Some(TRACK_TICKS)) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    // Forward is held from the first tick, which started her running. The
    // controller, switched on before it, joins the active list for the
    // second (an item switched on during a frame runs from the next: TOMB5
    // AddActiveItem) and takes the controls there; the input of a frame is
    // read as it starts, so from the third tick on she only asks to stop,
    // comes to a standstill and, breathing in her idle animation, puts her
    // hand to her ear.
    let hand_up = hand_up(&p);
    assert!(p.ticks[2..hand_up]
        .iter()
        .all(|t| t.lara.goal_state == STOP));
    assert_eq!(p.ticks[hand_up - 1].lara.state, STOP);
    let tracks: Vec<(usize, &Event)> = p
        .ticks
        .iter()
        .enumerate()
        .flat_map(|(i, t)| t.events.iter().map(move |e| (i, e)))
        .filter(|(_, e)| matches!(e, Event::Track { .. }))
        .collect();
    assert_eq!(
        tracks,
        [(hand_up, &Event::Track { track: TRACK })],
        "the OCB's track, once"
    );
    // She listens, unmoved, for the track's length: the controller sees it
    // end TRACK_TICKS after asking for it and asks for her hand down before
    // her turn, in which she lowers it (the test level's hand-down
    // animation, one frame long, hands her on to her stand in that tick).
    let out = released(&p, hand_up);
    assert_eq!(out - hand_up, TRACK_TICKS as usize);
    let at = p.ticks[hand_up].lara.pos;
    for t in &p.ticks[hand_up..out] {
        assert_eq!(t.lara.pos, at, "held while listening");
    }
    assert_eq!(p.ticks[out - 1].lara.state, ZIP_LISTEN, "listening");
    assert_eq!(p.ticks[out].lara.state, STOP, "hand down, standing");
    // Then, forward still held, she runs off: the controls are back and the
    // controller is gone.
    assert!(
        p.ticks[out..].iter().any(|t| t.lara.state == RUN),
        "running after"
    );
    assert!(
        p.last().pos[2] > at[2] + 1024,
        "she ran forward: {:?}",
        p.last().pos
    );
    assert_eq!(p.world.input_mask(), u32::MAX);
    assert!(
        !p.world.entities()[1].exists(),
        "the controller removed itself"
    );
    assert_eq!(p.world.track_playing(), None);
}

#[test]
fn a_track_without_a_file_lets_her_go_at_once() {
    let Some(p) = play(None) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    // The track lasts 0 ticks: the controller sees it over on its next
    // tick, before her turn, which lowers her hand in that tick.
    let hand_up = hand_up(&p);
    assert_eq!(released(&p, hand_up) - hand_up, 1);
    assert!(p.ever(|l| l.state == RUN && l.pos[2] > p.ticks[hand_up].lara.pos[2]));
}

#[test]
fn track_playing_counts_down_the_ticks_left_in_lua() {
    let Some(level) = level() else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let mut p = play_inputs(level, std::iter::empty(), |_, _| {}, "binding");
    p.world.set_track_table(table(Some(TRACK_TICKS)));
    let none: (Option<u16>, Option<u32>) =
        lua_eval(&p.host, &mut p.world, "return world.track_playing()");
    assert_eq!(none, (None, None));
    let _: () = lua_eval(&p.host, &mut p.world, &format!("world.track({TRACK})"));
    let tick = p.world.tick() + 30;
    p.world.set_tick(tick);
    let playing: (u16, u32) = lua_eval(&p.host, &mut p.world, "return world.track_playing()");
    assert_eq!(playing, (TRACK, TRACK_TICKS - 30));
    // The mask binding: only Look gets through, then everything again.
    let kept: u32 = lua_eval(
        &p.host,
        &mut p.world,
        "world.set_input_mask(input.LOOK) return world.input_mask()",
    );
    assert_eq!(kept, Input::LOOK);
    // A save keeps both.
    let state = p.world.saved_state();
    assert_eq!(state.input_mask, Input::LOOK);
    assert_eq!(
        state.one_shot_track.map(|t| (t.track, t.ticks)),
        Some((TRACK, TRACK_TICKS))
    );
}
