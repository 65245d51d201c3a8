//! Room statics that break (src/world/statics.rs): a shatterable static
//! stops rays and bodies, marks the sector it stands on with a stopper
//! (TOMB4 file.cpp `LoadRooms`: a static on its floor with a box spanning
//! its origin), and once broken (TOMB4 skeleton.cpp, control.cpp
//! `GetTargetOnLOS`: `mesh->Flags &= ~1`, `floor->stopper = 0`) stops
//! nothing, is left out of the snapshot's drawn statics and is in the
//! trace as an event.

use std::sync::Arc;

use crate::common;

use tombrs::builder::models::MeshDef;
use tombrs::builder::spec::{StaticDef, StaticMeshDef};
use tombrs::builder::{build, LevelDef, Material, RoomDef};
use tombrs::format::Game;
use tombrs::level::{Level, RoomId};
use tombrs::world::ray::RAY_FRACTION_ONE;
use tombrs::world::trace::trace_line;
use tombrs::world::{Event, World};

/// TR4's SHATTER0 (objects.h `static_types`).
const SHATTER0: u32 = 50;
/// The pane's square (4, 3) of an 8×8 room, floor 0: its middle.
const PANE: [i32; 3] = [4 * 1024 + 512, 0, 3 * 1024 + 512];

/// An 8×8 TR4 room with a 512-wide, 1024-high pane of static 50 at `PANE`.
fn room_with_pane() -> World {
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 8, 0, -16)],
        static_meshes: vec![StaticMeshDef {
            id: SHATTER0,
            mesh: MeshDef::cuboid([-256, -1024, -256], [256, 0, 256], Material::Stone),
            solid: true,
        }],
        statics: vec![StaticDef {
            room: 0,
            pos: PANE,
            rotation: 0,
            id: SHATTER0,
        }],
        ..Default::default()
    };
    World::new(
        Arc::new(Level::from_raw(&build(&def, Game::Tr4)).unwrap()),
        1,
    )
}

#[test]
fn a_ray_stops_at_a_static_and_names_it_until_it_breaks() {
    let mut world = room_with_pane();
    let from = [PANE[0] - 2048, -512, PANE[2]];
    let to = [PANE[0] + 2048, -512, PANE[2]];
    let hit = world.ray(RoomId(0), from, to, None);
    assert!(hit.wall, "the pane stops the ray");
    assert_eq!(hit.static_mesh, Some((RoomId(0), 0)));
    // The 64-unit march: samples at from + 64·k; the 28th (1792) lies on
    // the pane's face at x = PANE − 256, so the 27th (1728) is the last free.
    assert_eq!(hit.point, [PANE[0] - 2048 + 1728, -512, PANE[2]]);

    assert!(world.break_static(RoomId(0), 0));
    let through = world.ray(RoomId(0), from, to, None);
    assert_eq!(through.static_mesh, None);
    assert!(!through.wall);
    assert_eq!(through.fraction, RAY_FRACTION_ONE);
}

#[test]
fn a_broken_static_is_out_of_the_drawn_scene_and_in_the_trace() {
    let mut world = room_with_pane();
    assert!(world.snapshot().broken_statics.is_empty());
    assert!(world.stopper(RoomId(0), PANE[0], PANE[2]));
    assert_eq!(world.static_boxes(RoomId(0)).len(), 1);

    assert!(world.break_static(RoomId(0), 0));
    assert_eq!(world.snapshot().broken_statics, vec![(RoomId(0), 0)]);
    assert!(!world.stopper(RoomId(0), PANE[0], PANE[2]));
    assert!(world.static_boxes(RoomId(0)).is_empty());
    assert_eq!(
        world.events(),
        [Event::StaticBroken {
            room: RoomId(0),
            index: 0,
            static_id: SHATTER0 as u16,
            pos: PANE,
        }]
    );
    let mut line = String::new();
    trace_line(&world, &mut line);
    assert!(line.contains("StaticBroken"), "{line}");
}

#[test]
fn a_saved_world_keeps_its_broken_static_and_stopper() {
    let mut world = room_with_pane();
    world.break_static(RoomId(0), 0);
    let state = world.saved_state();
    assert_eq!(state.broken_statics, vec![(RoomId(0), 0)]);

    let mut fresh = room_with_pane();
    fresh.restore_state(state.clone()).unwrap();
    assert!(fresh.static_broken(RoomId(0), 0));
    assert!(!fresh.stopper(RoomId(0), PANE[0], PANE[2]));
    assert!(fresh.static_boxes(RoomId(0)).is_empty());

    let mut spoiled = state.clone();
    spoiled.broken_statics.push((RoomId(0), 7));
    let err = room_with_pane().restore_state(spoiled).unwrap_err();
    assert!(err.contains("broken static 7"), "{err}");
    let mut spoiled = state;
    spoiled.broken_statics = vec![(RoomId(0), 0), (RoomId(0), 0)];
    let err = room_with_pane().restore_state(spoiled).unwrap_err();
    assert!(err.contains("not in order"), "{err}");
}

/// TR4's ANIMATING1 (objects/tr45/names_tr4.lua), a stand-in switched on
/// by the pane's heavy trigger.
const ANIMATING1: u16 = 427;
/// TR4's SFX_HIT_ROCK.
const HIT_ROCK: u16 = 347;

/// The pane's room, scripted, with Lara two sectors west of the pane facing
/// it, ANIMATING1 off in a corner and a heavy trigger on the pane's square
/// switching it on; the pane is static `id`.
fn scripted_pane(id: u32) -> (World, tombrs::script::ScriptHost) {
    use tombrs::builder::EntityDef;
    let mut room = RoomDef::boxed(0, 0, 8, 8, 0, -16);
    common::traps::heavy_trigger(&mut room, (4, 3), 1);
    let mut lara = EntityDef::new(0, 0, [PANE[0] - 2048, 0, PANE[2]]);
    lara.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![room],
        models: vec![
            tombrs::builder::hero::hero(),
            common::arena::stand_in(ANIMATING1 as u32, 100, &[(0, 0)]),
        ],
        entities: vec![lara, EntityDef::new(ANIMATING1, 0, [1536, 0, 1536])],
        static_meshes: vec![StaticMeshDef {
            id,
            mesh: MeshDef::cuboid([-256, -1024, -256], [256, 0, 256], Material::Stone),
            solid: true,
        }],
        statics: vec![StaticDef {
            room: 0,
            pos: PANE,
            rotation: 0,
            id,
        }],
        ..Default::default()
    };
    common::arena::scripted_on(Level::from_raw(&build(&def, Game::Tr4)).unwrap(), 0)
}

/// Her shot's line meeting the pane (`lib/shatter_statics.lua` "shot",
/// TOMB4 control.cpp `GetTargetOnLOS` and the SmashedMesh list emptied
/// after `LaraControl`): SHATTER0–7 break with SFX_HIT_ROCK at the static,
/// shards fly and the sector's heavy triggers are tested (ANIMATING1
/// switched on); SHATTER8 stands.
#[test]
fn a_shot_meeting_a_shatterable_static_breaks_it_and_sets_off_its_heavy_trigger() {
    let shoot = |world: &mut World, host: &tombrs::script::ScriptHost| -> bool {
        common::lua_eval(
            host,
            world,
            "local sh = require('lib.shatter_statics')
             local l = world.lara()
             local _, _, _, who, _, _, _, r, i = world.ray(l.room, l.x, l.y - 512, l.z,
                                                           l.x + 4096, l.y - 512, l.z, l)
             return who == nil and sh.by_shot('shot', l, r, i)",
        )
    };
    let (mut world, mut host) = scripted_pane(SHATTER0);
    assert!(shoot(&mut world, &host), "the pane breaks");
    let events = world.events().to_vec();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Sound { sound: HIT_ROCK, pos: Some(p), .. } if *p == PANE
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Particles { pos, count: 8, .. } if *pos == PANE
    )));
    assert!(world.static_broken(RoomId(0), 0));
    host.step(&mut world, tombrs::world::Input::default());
    assert!(
        world.entities()[1].is_active(),
        "its heavy trigger went off"
    );
    assert!(!shoot(&mut world, &host), "nothing left to break");

    let (mut world, host) = scripted_pane(SHATTER0 + 8);
    assert!(!shoot(&mut world, &host), "SHATTER8 is not shot to pieces");
    assert!(!world.static_broken(RoomId(0), 0));
}
