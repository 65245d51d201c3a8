//! The bundled demo level: built in every game's layout, it reads back,
//! validates, round-trips and holds what the demo promises.

use tombrs::builder::demo::{demo_level, rooms};
use tombrs::builder::{build, objects::ids};
use tombrs::format::level_file::ReadLimits;
use tombrs::format::roundtrip::compare_levels;
use tombrs::format::{read_level, write_level, Game};
use tombrs::level::floordata::{FloorFunction, TriggerAction, TriggerKind};
use tombrs::level::room::RoomFlags;
use tombrs::level::Level;

const GAMES: [(Game, &str); 5] = [
    (Game::Tr1, "phd"),
    (Game::Tr2, "tr2"),
    (Game::Tr3, "tr2"),
    (Game::Tr4, "tr4"),
    (Game::Tr5, "trc"),
];

#[test]
fn demo_builds_in_every_game_and_round_trips() {
    let def = demo_level();
    for (game, ext) in GAMES {
        let bytes = write_level(&build(&def, game));
        let raw = read_level(&bytes, Some(ext)).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(
            compare_levels(
                &bytes,
                &write_level(&raw),
                &raw,
                ReadLimits::for_file_len(bytes.len())
            )
            .unwrap(),
            None,
            "{game}"
        );
        let level = Level::from_raw(&raw).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(level.rooms.len(), 12, "{game}");
        // Water rooms, a flipped pair, stacked rooms, a slope.
        assert!(level.rooms[rooms::POOL].flags.contains(RoomFlags::WATER));
        assert_eq!(
            level.rooms[rooms::FLOOD].alternate_room.map(|r| r.index()),
            Some(rooms::FLOODED)
        );
        assert!(level.rooms[rooms::LEDGE]
            .sectors
            .iter()
            .any(|s| s.room_above.map(|r| r.index()) == Some(rooms::LOFT)));
        assert!(level.rooms[rooms::POOL_AIR]
            .sectors
            .iter()
            .any(|s| s.room_below.map(|r| r.index()) == Some(rooms::POOL)));
        let functions: Vec<&FloorFunction> = level
            .floor_lists
            .iter()
            .flat_map(|l| l.entries.iter().map(|e| &e.function))
            .collect();
        assert!(
            functions
                .iter()
                .any(|f| matches!(f, FloorFunction::FloorSlant { .. })),
            "{game}: a slope"
        );
        assert!(
            functions.iter().any(|f| matches!(f, FloorFunction::Kill)),
            "{game}: the spike pit kills"
        );
        let actions: Vec<&TriggerAction> = level
            .floor_lists
            .iter()
            .filter_map(|l| l.trigger())
            .flat_map(|(_, _, a)| a.iter())
            .collect();
        for want in [
            "camera",
            "underwater_current",
            "flipmap",
            "soundtrack",
            "secret",
            "end_level",
            "object",
        ] {
            assert!(
                actions.iter().any(|a| a.name() == want),
                "{game}: no {want} action"
            );
        }
        let kinds: Vec<TriggerKind> = level
            .floor_lists
            .iter()
            .filter_map(|l| l.trigger())
            .map(|(k, _, _)| *k)
            .collect();
        for want in [
            TriggerKind::Switch,
            TriggerKind::Pad,
            TriggerKind::Heavy,
            TriggerKind::Key,
            TriggerKind::Pickup,
        ] {
            assert!(kinds.contains(&want), "{game}: no {want:?} trigger");
        }
        // The hero in Lara's slot with Lara's mesh tree; every model animates.
        let (_, hero) = level.model_by_type(ids::LARA).unwrap();
        assert_eq!(hero.meshes.len(), 15);
        let parents: Vec<Option<u16>> = hero.parents.clone();
        assert_eq!(
            parents,
            vec![
                None,
                Some(0),
                Some(1),
                Some(2),
                Some(0),
                Some(4),
                Some(5),
                Some(0),
                Some(7),
                Some(8),
                Some(9),
                Some(7),
                Some(11),
                Some(12),
                Some(7)
            ]
        );
        assert!(hero.animation_count >= 30);
        for id in [
            ids::WOLF,
            ids::DOOR,
            ids::LEVER,
            ids::PUSHABLE_BLOCK,
            ids::BOULDER,
            ids::SPIKES,
            ids::TRAPDOOR,
            ids::KEYHOLE,
            ids::KEY,
            ids::SECRET,
        ] {
            let (_, m) = level
                .model_by_type(id)
                .unwrap_or_else(|| panic!("{game}: no model {id}"));
            assert!(m.animation_count >= 1);
        }
        assert_eq!(
            level.sprite_sequences.len(),
            1,
            "{game}: the medipack sprite"
        );
        // Navigation: the wolf's den has boxes and the door boxes are blockable.
        assert!(level.navigation.boxes.iter().any(|b| b.blockable), "{game}");
        assert!(
            level.rooms[rooms::DEN]
                .sectors
                .iter()
                .filter(|s| s.box_id.is_some())
                .count()
                > 50
        );
        // Statics, room sprites, UV rotation and flybys (TR4/TR5), climb and monkey (TR3+).
        assert_eq!(level.rooms[rooms::HALL].statics.len(), 4, "{game}");
        // TR5 rooms have no sprite list.
        assert_eq!(
            level.rooms[rooms::DEN].sprites.len(),
            if game == Game::Tr5 { 0 } else { 2 },
            "{game}"
        );
        assert_eq!(level.flybys.len(), usize::from(game >= Game::Tr4), "{game}");
        assert_eq!(
            level.animated_textures[0].uv_rotate,
            game >= Game::Tr4,
            "{game}"
        );
        assert!(
            functions
                .iter()
                .any(|f| matches!(f, FloorFunction::Climb(_))),
            "{game}"
        );
        assert_eq!(
            functions.iter().any(|f| matches!(f, FloorFunction::Monkey)),
            game >= Game::Tr3,
            "{game}"
        );
        for want in ["flipeffect", "look_at", "flip_on", "flip_off"] {
            assert!(
                actions.iter().any(|a| a.name() == want),
                "{game}: no {want} action"
            );
        }
        assert_eq!(
            actions.iter().any(|a| a.name() == "flyby"),
            game >= Game::Tr4,
            "{game}"
        );
        let commands: Vec<_> = level
            .animations
            .iter()
            .flat_map(|a| a.commands.iter())
            .collect();
        for want in [
            "SetPosition",
            "JumpVelocity",
            "EmptyHands",
            "Kill",
            "PlaySound",
            "Flipeffect",
        ] {
            // The hero's only animation flipeffect is the footprint, which
            // TR1 and TR2 do not have: their builds leave it out.
            if want == "Flipeffect" && game < Game::Tr3 {
                assert!(
                    !commands.iter().any(|c| format!("{c:?}").starts_with(want)),
                    "{game}"
                );
                continue;
            }
            assert!(
                commands.iter().any(|c| format!("{c:?}").starts_with(want)),
                "{game}: no {want} command"
            );
        }
        // Sounds: the map resolves and every sample is a WAVE (TR2/TR3: MAIN.SFX indices).
        let ids = tombrs::builder::sounds::SOUNDS;
        for (id, name) in ids {
            assert!(level.sounds.map[id as usize].is_some(), "{game}: {name}");
        }
        assert_eq!(level.sounds.samples.len(), ids.len());
    }
}

#[test]
fn committed_demo_files_are_what_build_demo_makes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo");
    for (name, bytes) in tombrs::builder::demo_files::demo_files() {
        let committed = std::fs::read(dir.join(&name))
            .unwrap_or_else(|e| panic!("data/demo/{name}: {e} (run `tombrs build-demo`)"));
        assert!(
            committed == bytes,
            "data/demo/{name} differs from what `tombrs build-demo` makes now: run it and commit"
        );
    }
}

#[test]
fn build_demo_command_writes_the_files() {
    let out = crate::common::scratch("demo");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(["build-demo", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let levels = &tombrs::builder::content::bundled::bundled().levels;
    for (name, _) in levels.iter().flat_map(|l| &l.outputs) {
        let info = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
            .arg("roundtrip")
            .arg(out.join(name))
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&info.stdout).trim(),
            "identical",
            "{name}"
        );
    }
    std::fs::remove_dir_all(&out).ok();
}

#[test]
fn demo_portals_lie_on_boundaries_face_inward_and_have_twins() {
    let level = Level::from_raw(&build(&demo_level(), Game::Tr4)).unwrap();
    let mut n = 0;
    for (r, room) in level.rooms.iter().enumerate() {
        for p in &room.portals {
            n += 1;
            let axis = p.normal.iter().position(|&c| c != 0).unwrap();
            let other = &level.rooms[p.room.index()];
            // Flipping swaps a room with its alternate in place, so portals
            // into an alternate room are the ones into its original.
            let me = level
                .rooms
                .iter()
                .position(|o| o.alternate_room.map(|a| a.index()) == Some(r))
                .unwrap_or(r);
            assert!(
                other
                    .portals
                    .iter()
                    .any(|q| q.room.index() == me && q.normal == p.normal.map(|c| -c)),
                "room {r} → {}: no twin",
                p.room
            );
            // Facing inward: a step along the normal from the portal's centre
            // lands inside the room's sector grid (horizontal portals) or
            // between its floor and ceiling (vertical ones).
            let centre = [0, 1, 2].map(|k| p.vertices.iter().map(|v| v[k] as i32).sum::<i32>() / 4);
            let step = [0, 1, 2].map(|k| centre[k] + 64 * p.normal[k] as i32);
            let (sx, sz) = (
                room.num_x_sectors as i32 * 1024,
                room.num_z_sectors as i32 * 1024,
            );
            assert!(
                step[0] > 0 && step[0] < sx && step[2] > 0 && step[2] < sz,
                "room {r}: portal faces out ({step:?})"
            );
            if axis == 1 {
                assert!(
                    step[1] > room.y_top && step[1] < room.y_bottom,
                    "room {r}: vertical portal faces out"
                );
            }
            // On the room's boundary: at a sector line (±1) inside the room's extent.
            let v = p.vertices[0];
            let coord = v[axis] as i32;
            if axis != 1 {
                let size = if axis == 0 {
                    room.num_x_sectors
                } else {
                    room.num_z_sectors
                } as i32
                    * 1024;
                assert!(
                    (coord.rem_euclid(1024) == 0 || (coord + 1).rem_euclid(1024) == 0)
                        && coord >= -1
                        && coord <= size,
                    "room {r}: plane {coord}"
                );
            }
        }
    }
    assert!(n >= 20, "{n} portals");
}
