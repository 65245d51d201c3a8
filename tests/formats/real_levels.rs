//! The real level files in `TR_DATA_DIR`: lossless round trip, structural
//! checks, floor-data decode → encode identity, and the CLI on each.

use crate::common;

use std::process::Command;

use tombrs::format::roundtrip::roundtrip_level;
use tombrs::format::{read_level, Game};
use tombrs::level::floordata::encode;
use tombrs::level::Level;

#[test]
fn every_real_level_round_trips() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        let bytes = std::fs::read(&path).unwrap();
        let diff = roundtrip_level(&bytes, common::ext(&path).as_deref())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(diff, None, "{}", path.display());
    }
}

#[test]
fn real_levels_are_structurally_sound() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        let name = path.display().to_string();
        let bytes = std::fs::read(&path).unwrap();
        let raw = read_level(&bytes, common::ext(&path).as_deref()).unwrap();
        let level = Level::from_raw(&raw).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(level.rooms.len(), raw.room_count());
        // Every sector's floor-data index is inside the floor data.
        for room in &level.rooms {
            for s in &room.sectors {
                assert!(
                    (s.floor_data_index as usize) < raw.floor_data.len().max(1),
                    "{name}"
                );
            }
        }
        // Every mesh pointer resolves to a mesh.
        for &slot in &level.mesh_slots {
            assert!(slot.index() < level.meshes.len());
        }
        // Every model's meshes, animations and keyframes are in range.
        for m in &level.models {
            assert_eq!(m.meshes.len(), m.parents.len());
            let Some(first) = m.first_animation else {
                continue;
            };
            for a in first.index()..first.index() + m.animation_count as usize {
                let anim = &level.animations[a];
                assert!(anim.next_animation.index() < level.animations.len());
                assert!(
                    !anim.keyframes.is_empty(),
                    "{name}: animation {a} of model {} has no keyframes",
                    m.type_id
                );
                for k in &anim.keyframes {
                    assert_eq!(k.rotations.len(), m.meshes.len());
                }
            }
        }
        // Every entity's room exists.
        for e in &level.entities {
            assert!(e.room.index() < level.rooms.len());
        }
        // Lara is entity type 0 and has a model.
        assert!(
            level.entities.iter().any(|e| e.type_id == 0),
            "{name}: no Lara"
        );
        assert!(level.model_by_type(0).is_some(), "{name}: no Lara model");
        // Pages decode to full RGBA tiles.
        assert!(level.pages.iter().all(|p| p.rgba().len() == 256 * 256 * 4));
        if raw.game() == Game::Tr1 {
            assert!(level.sounds.samples.iter().all(
                |s| matches!(s, tombrs::level::sound::Sample::Embedded(b) if b.starts_with(b"RIFF"))
            ));
        }
    }
}

#[test]
fn floor_data_decode_encode_is_identity() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        let bytes = std::fs::read(&path).unwrap();
        let level = Level::load(&bytes, common::ext(&path).as_deref()).unwrap();
        assert!(
            level.floor_lists.len() > 1,
            "{}: no floor data decoded",
            path.display()
        );
        for list in &level.floor_lists[1..] {
            let start = list.start as usize;
            let words = &level.floor_words[start..start + list.len_words as usize];
            assert_eq!(
                encode(&list.entries),
                words,
                "{} list at {start}: {:?}",
                path.display(),
                list.entries
            );
        }
    }
}

#[test]
fn cli_roundtrip_and_info_on_real_levels() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    let exe = env!("CARGO_BIN_EXE_tombrs");
    for path in levels {
        let out = Command::new(exe)
            .arg("roundtrip")
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "identical");

        let out = Command::new(exe)
            .arg("info")
            .arg("--json")
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success());
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let raw = read_level(
            &std::fs::read(&path).unwrap(),
            common::ext(&path).as_deref(),
        )
        .unwrap();
        assert_eq!(json["rooms"], raw.room_count());
        assert_eq!(json["entities"], raw.entities.len());
        assert_eq!(json["models"], raw.models.len());
        assert_eq!(json["animations"], raw.animations.len());
        assert_eq!(json["boxes"], raw.boxes.len());
        assert_eq!(json["floordata"], raw.floor_data.len());
        assert_eq!(json["mesh_pointers"], raw.mesh_pointers.len());
        assert_eq!(json["object_textures"], raw.object_textures.len());
        assert_eq!(
            json["room_table"].as_array().unwrap().len(),
            raw.room_count()
        );
        let histogram_total: u64 = json["entity_types"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum();
        assert_eq!(histogram_total as usize, raw.entities.len());
    }
}

#[test]
fn cli_rejects_bad_files_with_one_line_and_exit_2() {
    let exe = env!("CARGO_BIN_EXE_tombrs");
    let dir = crate::common::scratch("cli");
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.tr4");
    std::fs::write(&bad, b"TR4\0garbage").unwrap();
    for cmd in ["info", "roundtrip"] {
        let out = Command::new(exe).arg(cmd).arg(&bad).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{cmd}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{cmd}: {err}");
        assert!(err.contains("offset"), "{err}");
    }
    let out = Command::new(exe)
        .arg("info")
        .arg(dir.join("missing.phd"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).ok();
}

/// Every sloped floor's corner heights, as decoded from floor data, are where
/// the level's own floor vertices are: the decoder agrees with the geometry
/// the level editor generated.
#[test]
fn sloped_floor_corners_match_the_room_geometry() {
    use tombrs::level::floordata::FloorFunction;
    use tombrs::level::heights::sector_surfaces;
    let Some(levels) = common::real_levels() else {
        return;
    };
    let mut checked = 0;
    for path in levels {
        let level = Level::load(
            &std::fs::read(&path).unwrap(),
            common::ext(&path).as_deref(),
        )
        .unwrap();
        for room in &level.rooms {
            for sx in 0..room.num_x_sectors as usize {
                for sz in 0..room.num_z_sectors as usize {
                    let s = room.sector(sx, sz).unwrap();
                    let list = level.floor_list(s.floor_list);
                    let sloped = list.entries.iter().any(|e| match e.function {
                        FloorFunction::FloorSlant { .. } => true,
                        FloorFunction::Triangulation(t) => t.is_floor(),
                        _ => false,
                    });
                    if !sloped {
                        continue;
                    }
                    let (floor, _) =
                        sector_surfaces(s.floor_clicks, s.ceiling_clicks, &list.entries);
                    let (x0, z0) = (sx as f32 * 1024.0, sz as f32 * 1024.0);
                    let corners = [
                        (x0, z0),
                        (x0, z0 + 1024.0),
                        (x0 + 1024.0, z0),
                        (x0 + 1024.0, z0 + 1024.0),
                    ];
                    for (k, (cx, cz)) in corners.iter().enumerate() {
                        let y = (floor.corners[k] - room.position[1]) as f32;
                        assert!(
                            room.vertices.iter().any(|v| v.pos == [*cx, y, *cz]),
                            "{}: sector ({sx},{sz}) corner {k} at y {y} has no room vertex",
                            path.display()
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    // TR1 17, TR2 5, TR3–TR5 3 each; the NG title level has none.
    assert!(checked >= 30, "only {checked} sloped sectors checked");
}

/// Every type a real level places, and every model or sprite sequence it
/// carries, has a behaviour in its game's catalogue (or, left inert, a
/// note saying why).
#[test]
fn every_object_of_the_real_levels_has_a_behaviour() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    let coverage = tombrs::script::check::coverage(&tombrs::script::HostConfig::with_mods(&[]));
    for path in levels {
        let bytes = std::fs::read(&path).unwrap();
        let level = Level::load(&bytes, common::ext(&path).as_deref()).unwrap();
        let cov = coverage.iter().find(|c| c.game == level.game).unwrap();
        let lc = tombrs::script::check::level_coverage(cov, &level);
        let unexplained = |list: &[(u32, String, Option<String>)]| {
            list.iter()
                .filter(|e| e.2.is_none())
                .map(|e| format!("{} {}", e.0, e.1))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            unexplained(&lc.placed_inert),
            Vec::<String>::new(),
            "{}: placed and inert",
            path.display()
        );
        assert_eq!(
            unexplained(&lc.carried_inert),
            Vec::<String>::new(),
            "{}: carried and inert",
            path.display()
        );
    }
}
