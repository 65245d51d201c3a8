//! Each kind of inconsistency, made in a builder level: the strict model
//! refuses it, the repaired one opens and names the item and field.

use super::repair;
use crate::builder::{build, demo::demo_level};
use crate::format::{Game, RawLevel};
use crate::level::Level;

/// Breaks a sound builder level with `spoil`, checks the strict refusal and
/// the repair, and returns the repaired level and the repairs' text.
fn repaired(game: Game, spoil: impl FnOnce(&mut RawLevel)) -> (Level, Vec<String>) {
    let mut raw = build(&demo_level(), game);
    spoil(&mut raw);
    let repaired = Level::from_raw_repaired(&mut raw);
    let (level, repairs) = repaired.expect("repaired level opens"); // ok: a test; it must open
    assert!(!repairs.is_empty(), "the spoiled level needed a repair");
    (level, repairs.iter().map(|r| r.to_string()).collect())
}

fn names(repairs: &[String], what: &str) {
    assert!(
        repairs.iter().any(|r| r.contains(what)),
        "no repair names {what}: {repairs:?}"
    );
}

#[test]
fn a_sound_level_needs_no_repair() {
    for game in [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let mut raw = build(&demo_level(), game);
        let before = raw.clone();
        assert_eq!(repair(&mut raw), Vec::new(), "{game:?}");
        assert_eq!(raw, before, "{game:?}: nothing changed");
    }
}

#[test]
fn keyframes_past_the_frame_data_are_cut_to_those_that_fit() {
    let (level, repairs) = repaired(Game::Tr4, |raw| {
        let a = raw.models[0].animation as usize;
        raw.animations[a].frame_end = u16::MAX / 2;
    });
    names(&repairs, "frame_offset");
    let first = level.models[0].first_animation.unwrap(); // ok: the builder hero is animated
    assert!(!level.animations[first.index()].keyframes.is_empty());
}

#[test]
fn keyframes_wholly_past_the_data_get_a_rest_pose() {
    for game in [Game::Tr1, Game::Tr4] {
        let (level, repairs) = repaired(game, |raw| {
            let a = raw.models[0].animation as usize;
            raw.animations[a].frame_offset = u32::MAX / 4;
        });
        names(&repairs, "one rest pose added");
        let m = &level.models[0];
        let k = &level.animations[m.first_animation.unwrap().index()].keyframes; // ok: animated hero
        assert_eq!(k.len(), 1, "{game:?}");
        assert_eq!(k[0].rotations.len(), m.meshes.len(), "{game:?}");
    }
}

#[test]
fn commands_past_the_block_and_tables_past_their_ends_are_cut() {
    let (level, repairs) = repaired(Game::Tr4, |raw| {
        let n = raw.animations.len();
        raw.animations[0].num_anim_commands = 500;
        raw.animations[1].num_state_changes = 9000;
        raw.animations[2].next_animation = n as u16 + 7;
        raw.state_changes[0].num_dispatches = 9000;
        raw.anim_dispatches[0].next_animation = -3;
    });
    for field in [
        "anim_command",
        "state_change_offset",
        "next_animation",
        "first_dispatch",
    ] {
        names(&repairs, field);
    }
    assert_eq!(
        level.animations[2].next_animation.index(),
        2,
        "loops on itself"
    );
}

#[test]
fn missing_meshes_are_drawn_empty_and_missing_links_padded() {
    let (level, repairs) = repaired(Game::Tr3, |raw| {
        raw.mesh_pointers[0] = 3;
        raw.models[0].starting_mesh = 60_000;
        let last = raw.models.len() - 1;
        raw.models[last].mesh_tree = raw.mesh_trees.len() as u32 * 4 + 2;
        raw.static_meshes[0].mesh = 9999;
    });
    for field in [
        "mesh_pointers[0].offset",
        "starting_mesh",
        "mesh_tree",
        "static_meshes[0].mesh",
    ] {
        names(&repairs, field);
    }
    let empty = level.models[0].meshes[0];
    assert_eq!(level.meshes[empty.index()].face_count(), 0);
}

#[test]
fn faces_and_textures_naming_missing_data_are_dropped_or_redirected() {
    let (level, repairs) = repaired(Game::Tr4, |raw| {
        let pages = raw.tile_count() as u16;
        raw.object_textures[0].tile_and_flag = pages + 5;
        raw.mesh_data.meshes[0].mesh.textured_rectangles[0].vertices[2] = 999;
        if let Some(t) = raw.mesh_data.meshes[1].mesh.textured_triangles.first_mut() {
            t.texture = 0x7000;
        }
        raw.animated_textures = vec![1, 1, 0, 9999];
    });
    for field in [
        "object_textures[0].tile",
        "face vertex",
        "animated_textures[0].texture",
    ] {
        names(&repairs, field);
    }
    assert_eq!(level.object_textures[0].page.0, 0);
}

#[test]
fn rooms_entities_and_sounds_pointing_nowhere_are_repaired() {
    for game in [Game::Tr2, Game::Tr5] {
        let (level, repairs) = repaired(game, |raw| {
            let n = raw.room_count();
            match game {
                Game::Tr5 => {
                    raw.tr5_rooms[0].header.alternate_room = n as u16 + 3;
                    raw.tr5_rooms[0].sectors[0].room_below = n as u8 + 1;
                    raw.tr5_rooms[0].sectors[1].floor_data_index = 60_000;
                }
                _ => {
                    raw.rooms[0].alternate_room = n as i16 + 3;
                    raw.rooms[0].sectors[0].room_below = n as u8 + 1;
                    raw.rooms[0].sectors[1].floor_data_index = 60_000;
                    raw.rooms[0].rectangles[0].vertices[0] = 60_000;
                }
            }
            raw.entities[0].room = n as i16 + 40;
            raw.boxes[0].overlap_index = (raw.overlaps.len() + 10) as u16;
            if let Some(d) = raw.sound_details.first_mut() {
                d.sample = 60_000;
            }
        });
        for field in [
            "alternate_room",
            "room_below",
            "floor_data_index",
            "entities[0].room",
            "overlap_index",
        ] {
            names(&repairs, field);
        }
        assert!(
            level.entities[0].room.index() < level.rooms.len(),
            "{game:?}"
        );
    }
}
