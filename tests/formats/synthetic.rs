//! Synthetic levels of every game, written with the writers: read back equal,
//! resolve into the model, round-trip, and the demo layouts are detected.

use crate::common;

use common::fixtures::{tiny_level, tiny_wave};
use tombrs::format::level_file::ReadLimits;
use tombrs::format::roundtrip::compare_levels;
use tombrs::format::{detect_game, read_level, write_level, DemoLayout, Game};
use tombrs::level::floordata::{FloorFunction, TriggerKind};
use tombrs::level::Level;

const GAMES: [Game; 5] = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];

fn extension(game: Game) -> &'static str {
    match game {
        Game::Tr1 => "phd",
        Game::Tr2 | Game::Tr3 => "tr2",
        Game::Tr4 => "tr4",
        Game::Tr5 => "trc",
    }
}

#[test]
fn every_game_writes_reads_back_and_resolves() {
    for game in GAMES {
        let level = tiny_level(game);
        let bytes = write_level(&level);
        let back =
            read_level(&bytes, Some(extension(game))).unwrap_or_else(|e| panic!("{game}: {e}"));
        common::assert_same(&back, &level, &format!("{game}: read-back"));
        let again = write_level(&back);
        assert_eq!(
            compare_levels(&bytes, &again, &back, ReadLimits::for_file_len(bytes.len())).unwrap(),
            None,
            "{game}"
        );
        let model = Level::from_raw(&back).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(model.rooms.len(), 2);
        assert_eq!(model.rooms[0].portals[0].room.0, 1);
        assert_eq!(model.models[0].parents, vec![None, Some(0)]);
        assert_eq!(model.models[0].offsets[1], [0, -256, 0]);
        let anim = &model.animations[0];
        assert_eq!(anim.keyframes.len(), 2, "{game}");
        assert_eq!(anim.keyframes[0].rotations.len(), 2);
        assert_eq!(anim.keyframes[0].bbox, [-128, 128, -256, 0, -128, 128]);
        assert_eq!(model.entities[0].activation_mask, 0x1F);
        assert!(model.entities[0].invisible);
        assert_eq!(model.navigation.overlaps[0][0].to.0, 1);
        assert!(model.navigation.boxes[1].blockable);
        assert_eq!(
            model.navigation.boxes[1].x_min, 4096,
            "{game}: boxes in world units"
        );
        let sector = model.rooms[1].sector(1, 1).unwrap();
        let list = model.floor_list(sector.floor_list);
        let (kind, setup, actions) = list.trigger().expect("trigger decoded");
        assert_eq!(*kind, TriggerKind::Pad);
        assert!(setup.one_shot);
        assert_eq!(actions.len(), 3);
        assert!(matches!(list.entries[0].function, FloorFunction::Portal(1)));
        assert_eq!(
            model.pages.len(),
            if game == Game::Tr4 {
                3
            } else if game == Game::Tr5 {
                4
            } else {
                1
            }
        );
        assert_eq!(
            model.object_textures[0].uv[2],
            [64.0, 64.0].map(|v| if game.is_tr45() {
                0x3FFF as f32 / 256.0
            } else {
                v
            })
        );
        assert_eq!(model.sounds.map[0].map(|d| d.0), Some(0));
    }
}

#[test]
fn version_detection_uses_extension_then_structure() {
    for game in GAMES {
        let bytes = write_level(&tiny_level(game));
        assert_eq!(detect_game(&bytes, Some(extension(game))).unwrap(), game);
        let guessed = detect_game(&bytes, None).unwrap();
        assert_eq!(guessed, game, "structural guess without extension");
    }
}

#[test]
fn tr1_demo_layout_is_detected_and_kept() {
    let mut level = tiny_level(Game::Tr1);
    level.demo = Some(DemoLayout::Tr1PaletteMoved);
    let bytes = write_level(&level);
    let back = read_level(&bytes, Some("phd")).unwrap();
    assert_eq!(back.demo, Some(DemoLayout::Tr1PaletteMoved));
    common::assert_same(&back, &level, "read-back");
    assert_eq!(write_level(&back), bytes);
}

#[test]
fn tr2_wall_demo_layout_is_detected_and_kept() {
    let mut level = tiny_level(Game::Tr2);
    level.demo = Some(DemoLayout::Tr2LightMapMoved);
    level.sample_indices.clear();
    level.demo_sample_files = vec![tiny_wave(), tiny_wave()];
    let bytes = write_level(&level);
    let back = read_level(&bytes, Some("tr2")).unwrap();
    assert_eq!(back.demo, Some(DemoLayout::Tr2LightMapMoved));
    common::assert_same(&back, &level, "read-back");
    assert_eq!(write_level(&back), bytes);
}

#[test]
fn ng_chunk_and_long_sound_map_are_kept() {
    let mut level = tiny_level(Game::Tr4);
    level.tr45_demo_word = 2048;
    level.sound_map.resize(2048, -1);
    let mut ng = b"NG".to_vec();
    ng.extend([1, 2, 3, 4]);
    ng.extend(b"NGLE");
    let size = ng.len() as u32 + 4;
    ng.extend(size.to_le_bytes());
    level.ng_chunk = Some(ng);
    let bytes = write_level(&level);
    let back = read_level(&bytes, Some("tr4")).unwrap();
    common::assert_same(&back, &level, "read-back");
}

#[test]
fn dangling_references_are_level_errors() {
    let mut level = tiny_level(Game::Tr3);
    level.rooms[0].portals[0].adjoining_room = 9;
    let err = Level::from_raw(&level).unwrap_err();
    assert_eq!(err.structure, "rooms[0].portals[0]");
    assert_eq!(err.field, "adjoining_room");
    assert_eq!(err.value, 9);

    let mut level = tiny_level(Game::Tr2);
    level.mesh_pointers[1] = 3;
    let err = Level::from_raw(&level).unwrap_err();
    assert_eq!(err.structure, "mesh_pointers[1]");

    let mut level = tiny_level(Game::Tr4);
    level.entities[0].room = 5;
    assert_eq!(
        Level::from_raw(&level).unwrap_err().structure,
        "entities[0]"
    );

    let mut level = tiny_level(Game::Tr1);
    level.animations[0].next_animation = 4;
    assert_eq!(Level::from_raw(&level).unwrap_err().field, "next_animation");
}

#[test]
fn truncated_synthetic_files_fail_with_context() {
    let bytes = write_level(&tiny_level(Game::Tr2));
    let cut = &bytes[..bytes.len() - 3];
    let err = read_level(cut, Some("tr2")).unwrap_err();
    assert!(err.to_string().contains("sample_indices"), "{err}");
}

#[test]
fn a_bad_model_animation_index_is_an_error_even_after_a_good_model() {
    let mut level = tiny_level(Game::Tr2);
    let mut second = level.models[0];
    second.id = 1;
    second.animation = 999;
    level.models.push(second);
    let err = Level::from_raw(&level).unwrap_err();
    assert_eq!(
        (err.structure.as_str(), err.field),
        ("models[1]", "animation")
    );
}
