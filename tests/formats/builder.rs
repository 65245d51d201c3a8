//! The level builder: connected rooms written in every game's layout read
//! back, validate and round-trip; portals, floor data and navigation data
//! come out as the games define them.

use crate::common;

use tombrs::builder::{build, EntityDef, LevelDef, LightDef, Material, RoomDef};
use tombrs::format::level_file::ReadLimits;
use tombrs::format::roundtrip::compare_levels;
use tombrs::format::{read_level, write_level, Game};
use tombrs::level::heights::{sector_surfaces, Diagonal};
use tombrs::level::Level;

const GAMES: [Game; 5] = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];

fn ext(game: Game) -> &'static str {
    match game {
        Game::Tr1 => "phd",
        Game::Tr2 | Game::Tr3 => "tr2",
        Game::Tr4 => "tr4",
        Game::Tr5 => "trc",
    }
}

/// Three rooms: A (5×5) opens east into B (5×4), the two overlapping by their
/// border columns as the games' rooms do; C sits on top of B with an opening
/// in B's ceiling; A has a sloped floor and a step.
fn sample_level() -> LevelDef {
    let mut a = RoomDef::boxed(0, 0, 5, 5, 0, -12);
    a.lights.push(LightDef {
        pos: [2560, -1024, 2560],
        colour: [255, 220, 180],
        intensity: 0.6,
        radius: 4096,
    });
    a.sector_mut(1, 1).floor = [2, 2, 0, 0];
    a.sector_mut(1, 2).floor = [-1; 4];
    a.sector_mut(2, 3)
        .functions
        .push(tombrs::level::floordata::FloorFunction::Kill);
    let mut b = RoomDef::boxed(3, 1, 5, 4, 0, -8);
    b.sector_mut(2, 1).open_above = true;
    b.sector_mut(1, 2).floor_material = Material::Wood;
    let c = RoomDef::boxed(4, 1, 3, 3, -8, -16);
    let mut level = LevelDef {
        rooms: vec![a, b, c],
        ..Default::default()
    };
    level.entities.push(EntityDef::new(0, 0, [2560, 0, 2560]));
    level
}

#[test]
fn built_levels_read_back_validate_and_round_trip_in_every_game() {
    let def = sample_level();
    for game in GAMES {
        let raw = build(&def, game);
        let bytes = write_level(&raw);
        let back = read_level(&bytes, Some(ext(game))).unwrap_or_else(|e| panic!("{game}: {e}"));
        common::assert_same(&back, &raw, &format!("{game}"));
        let again = write_level(&back);
        assert_eq!(
            compare_levels(&bytes, &again, &back, ReadLimits::for_file_len(bytes.len())).unwrap(),
            None,
            "{game}"
        );
        let level = Level::from_raw(&back).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(level.rooms.len(), 3);
        assert!(
            level.rooms.iter().all(|r| !r.quads.is_empty()),
            "{game}: geometry generated"
        );
    }
}

#[test]
fn portals_lie_on_room_boundaries_face_inward_and_have_twins() {
    let def = sample_level();
    for game in GAMES {
        let level = Level::from_raw(&build(&def, game)).unwrap();
        let mut total = 0;
        for (r, room) in level.rooms.iter().enumerate() {
            for p in &room.portals {
                total += 1;
                let other = &level.rooms[p.room.index()];
                // A twin portal back to us, with the opposite normal, in world space.
                let world = |room: &tombrs::level::room::Room, v: [i16; 3]| {
                    [
                        v[0] as i32 + room.position[0],
                        v[1] as i32,
                        v[2] as i32 + room.position[2],
                    ]
                };
                let twin = other
                    .portals
                    .iter()
                    .find(|q| q.room.index() == r && q.normal == p.normal.map(|n| -n))
                    .unwrap_or_else(|| panic!("{game}: no twin of {r}->{}", p.room));
                assert_eq!(twin.normal, p.normal.map(|n| -n), "{game}");
                // The twin's plane is within one unit of ours.
                let axis = p.normal.iter().position(|&n| n != 0).unwrap();
                let ours = world(room, p.vertices[0])[axis];
                let theirs = world(other, twin.vertices[0])[axis];
                assert!(
                    (ours - theirs).abs() <= 1,
                    "{game}: planes {ours} vs {theirs}"
                );
                // Inward: stepping along the normal from the plane stays in the room.
                let v = p.vertices[0];
                let inside = [
                    v[0] as i32 + 16 * p.normal[0] as i32,
                    v[2] as i32 + 16 * p.normal[2] as i32,
                ];
                if axis != 1 {
                    assert!(
                        inside[0] >= 0
                            && inside[1] >= 0
                            && inside[0] <= room.num_x_sectors as i32 * 1024
                            && inside[1] <= room.num_z_sectors as i32 * 1024,
                        "{game}"
                    );
                }
            }
        }
        // A↔B horizontally and B↔C vertically.
        assert_eq!(total, 4, "{game}");
    }
}

#[test]
fn built_slopes_decode_to_the_corners_they_were_built_from() {
    // Every corner pattern: planar slants in both axes and signs, and
    // non-planar shapes on both diagonals (TR3+ triangulation).
    let planar: Vec<[i32; 4]> = vec![
        [2, 2, 0, 0],
        [0, 0, 2, 2],
        [2, 0, 2, 0],
        [0, 2, 0, 2],
        [3, 2, 1, 0],
    ];
    let non_planar: Vec<([i32; 4], Diagonal)> = vec![
        ([0, 1, 1, 3], Diagonal::D00To11),
        ([2, 0, 0, 0], Diagonal::D01To10),
        ([0, 0, 0, 2], Diagonal::D00To11),
        ([1, 3, 0, 1], Diagonal::D01To10),
    ];
    for game in GAMES {
        let mut room = RoomDef::boxed(0, 0, 3 + planar.len() + non_planar.len(), 3, 0, -16);
        let mut cases = Vec::new();
        for (k, c) in planar.iter().enumerate() {
            room.sector_mut(1 + k, 1).floor = c.map(|v| v - 4);
            room.sector_mut(1 + k, 1).ceiling = c.map(|v| v - 12);
            cases.push((1 + k, c.map(|v| v - 4), c.map(|v| v - 12), None));
        }
        if game >= Game::Tr3 {
            for (k, (c, d)) in non_planar.iter().enumerate() {
                let i = 1 + planar.len() + k;
                room.sector_mut(i, 1).floor = *c;
                room.sector_mut(i, 1).floor_split = *d;
                cases.push((i, *c, [-16; 4], Some(*d)));
            }
        }
        let def = LevelDef {
            rooms: vec![room],
            ..Default::default()
        };
        let bytes = write_level(&build(&def, game));
        let level = Level::from_raw(&read_level(&bytes, Some(ext(game))).unwrap()).unwrap();
        for (i, floor, ceiling, diagonal) in cases {
            let s = level.rooms[0].sector(i, 1).unwrap();
            let (f, c) = sector_surfaces(
                s.floor_clicks,
                s.ceiling_clicks,
                &level.floor_list(s.floor_list).entries,
            );
            assert_eq!(f.corners, floor.map(|v| v * 256), "{game} sector {i} floor");
            assert_eq!(
                c.corners,
                ceiling.map(|v| v * 256),
                "{game} sector {i} ceiling"
            );
            assert_eq!(f.diagonal, diagonal, "{game} sector {i}");
            // The centre is the mean of the diagonal (split) or of all four corners (plane).
            let centre = match diagonal {
                Some(Diagonal::D00To11) => (f.corners[0] + f.corners[3]) / 2,
                Some(Diagonal::D01To10) => (f.corners[1] + f.corners[2]) / 2,
                None => f.corners.iter().sum::<i32>() / 4,
            };
            assert_eq!(f.height_at(512, 512), centre, "{game} sector {i} centre");
            // And the generated floor geometry sits on those corners.
            let room = &level.rooms[0];
            for (k, (dx, dz)) in [(0, 0), (0, 1), (1, 0), (1, 1)].iter().enumerate() {
                let p = [
                    ((i + dx) * 1024) as f32,
                    f.corners[k] as f32,
                    ((1 + dz) * 1024) as f32,
                ];
                assert!(
                    room.vertices.iter().any(|v| v.pos == p),
                    "{game} sector {i} corner {k}: no vertex at {p:?}"
                );
            }
        }
    }
}

/// A corridor of single-sector steps: heights in clicks along x.
fn stepped_corridor(heights: &[i32], door_at: Option<usize>) -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, heights.len() + 2, 3, 0, -16);
    for (k, h) in heights.iter().enumerate() {
        room.sector_mut(1 + k, 1).floor = [*h; 4];
        room.sector_mut(1 + k, 1).door = door_at == Some(k);
    }
    LevelDef {
        rooms: vec![room],
        ..Default::default()
    }
}

#[test]
fn zones_join_steps_by_creature_class() {
    for game in GAMES {
        // 0 → 1 click → 4 clicks: one box per height.
        let level =
            Level::from_raw(&build(&stepped_corridor(&[0, 0, -1, -1, -4], None), game)).unwrap();
        let nav = &level.navigation;
        assert_eq!(
            nav.boxes.len(),
            3,
            "{game}: equal-height runs make one box each"
        );
        assert_eq!(
            nav.overlaps[0].iter().map(|b| b.to.0).collect::<Vec<_>>(),
            vec![1]
        );
        assert_eq!(
            nav.overlaps[1].iter().map(|b| b.to.0).collect::<Vec<_>>(),
            vec![0, 2]
        );
        let ground = &nav.zones.normal.ground;
        let walkers = &ground[0];
        assert_eq!(
            walkers[0], walkers[1],
            "{game}: a 1-click step joins every class"
        );
        assert_ne!(walkers[1], walkers[2], "{game}: 3 clicks stop walkers");
        // TR1's climbers, TR2/TR3's three-click class, TR4/TR5's people
        // (HUMAN_ZONE, the fourth array: TOMB4 types.h).
        let climbers = match game {
            Game::Tr1 => &ground[1],
            Game::Tr2 | Game::Tr3 => &ground[2],
            _ => &ground[3],
        };
        assert_eq!(climbers[1], climbers[2], "{game}: climbers take 3 clicks");
        assert!(ground.iter().all(|z| z[0] == z[1]));
        // Fly zone: everything touching.
        assert!(nav
            .zones
            .normal
            .fly
            .iter()
            .all(|&z| z == nav.zones.normal.fly[0]));
        // The alternate zones exist too.
        assert_eq!(nav.zones.alternate.ground.len(), ground.len());
    }
}

#[test]
fn door_boxes_are_blockable() {
    for game in GAMES {
        let level =
            Level::from_raw(&build(&stepped_corridor(&[0, 0, 0, 0, 0], Some(2)), game)).unwrap();
        let nav = &level.navigation;
        // The door sector breaks nothing in the box growth (same height) but
        // its box is blockable.
        let room = &level.rooms[0];
        let door_box = room.sector(3, 1).unwrap().box_id.unwrap();
        assert!(nav.boxes[door_box.index()].blockable, "{game}");
        let other = room.sector(1, 1).unwrap().box_id.unwrap();
        assert_eq!(
            door_box == other,
            nav.boxes[other.index()].blockable,
            "{game}"
        );
    }
}

#[test]
fn vertical_portal_triangles_open_one_triangle() {
    use tombrs::level::floordata::FloorFunction;
    // A lower room whose sloped ceiling meets an upper room's sloped floor;
    // only triangle 2 of that sector is open (TR3+).
    for (split, expected) in [
        (Diagonal::D00To11, (0x0C, 0x10)),
        (Diagonal::D01To10, (0x0E, 0x12)),
    ] {
        let slope = [-8, -9, -9, -10];
        let mut lower = RoomDef::boxed(0, 0, 3, 3, 0, -8);
        {
            let s = lower.sector_mut(1, 1);
            s.ceiling = slope;
            s.open_above = true;
            s.portal_triangle = 2;
            s.floor_split = split;
        }
        let mut upper = RoomDef::boxed(0, 0, 3, 3, -8, -20);
        {
            let s = upper.sector_mut(1, 1);
            s.floor = slope;
            s.portal_triangle = 2;
            s.floor_split = split;
        }
        let def = LevelDef {
            rooms: vec![lower, upper],
            ..Default::default()
        };
        for game in GAMES {
            let bytes = write_level(&build(&def, game));
            let level = Level::from_raw(&read_level(&bytes, Some(ext(game))).unwrap()).unwrap();
            let up = level.rooms[1].sector(1, 1).unwrap();
            let down = level.rooms[0].sector(1, 1).unwrap();
            assert_eq!(up.room_below.map(|r| r.index()), Some(0));
            assert_eq!(down.room_above.map(|r| r.index()), Some(1));
            let code = |s: &tombrs::level::room::Sector| {
                level
                    .floor_list(s.floor_list)
                    .entries
                    .iter()
                    .find_map(|e| match e.function {
                        FloorFunction::Triangulation(t) => Some(t.function),
                        _ => None,
                    })
            };
            if game >= Game::Tr3 {
                assert_eq!(code(up), Some(expected.0), "{game} floor");
                assert_eq!(code(down), Some(expected.1), "{game} ceiling");
                let (f, _) = sector_surfaces(
                    up.floor_clicks,
                    up.ceiling_clicks,
                    &level.floor_list(up.floor_list).entries,
                );
                assert_eq!(f.portal_triangle, 2);
                assert_eq!(f.corners, slope.map(|v| v * 256));
                // The solid floor triangle is drawn, the portal one is not.
                let in_sector = |t: &tombrs::level::room::Triangle| {
                    t.vertices.iter().all(|&v| {
                        let p = level.rooms[1].vertices[v as usize].pos;
                        (1024.0..=2048.0).contains(&p[0])
                            && (1024.0..=2048.0).contains(&p[2])
                            && p[1] > -3000.0
                    })
                };
                assert_eq!(
                    level.rooms[1]
                        .triangles
                        .iter()
                        .filter(|t| in_sector(t))
                        .count(),
                    1,
                    "{game}"
                );
            } else {
                // TR1/TR2 have no portal triangles: the whole sector is the portal.
                assert_eq!(code(up), None);
            }
        }
    }
}

#[test]
fn every_trigger_type_and_action_survives_the_builder_in_every_game() {
    use tombrs::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};
    let kinds: Vec<TriggerKind> = (0..17).map(TriggerKind::from_code).collect();
    let actions = vec![
        TriggerAction::Object(0),
        TriggerAction::Camera {
            camera: 0,
            timer: 4,
            once: true,
            move_timer: 3,
            spare: 0,
            head_cont: true,
        },
        TriggerAction::UnderwaterCurrent(0),
        TriggerAction::FlipMap(1),
        TriggerAction::FlipOn(1),
        TriggerAction::FlipOff(1),
        TriggerAction::LookAt(0),
        TriggerAction::EndLevel(2),
        TriggerAction::Soundtrack(5),
        TriggerAction::Flipeffect(3),
        TriggerAction::Secret(1),
        TriggerAction::ClearBodies(0),
    ];
    let mut room = RoomDef::boxed(0, 0, kinds.len() + 2, 3, 0, -8);
    for (k, kind) in kinds.iter().enumerate() {
        room.sector_mut(1 + k, 1)
            .functions
            .push(FloorFunction::Trigger {
                kind: *kind,
                setup: TriggerSetup {
                    timer: k as u8,
                    one_shot: k % 2 == 0,
                    mask: (k % 32) as u8,
                    spare: 0,
                },
                actions: actions.clone(),
            });
    }
    let def = LevelDef {
        rooms: vec![room],
        ..Default::default()
    };
    for game in GAMES {
        let bytes = write_level(&build(&def, game));
        let level = Level::from_raw(&read_level(&bytes, Some(ext(game))).unwrap()).unwrap();
        for (k, kind) in kinds.iter().enumerate() {
            let s = level.rooms[0].sector(1 + k, 1).unwrap();
            let (got_kind, setup, got_actions) = level.floor_list(s.floor_list).trigger().unwrap();
            assert_eq!(got_kind, kind, "{game}");
            assert_eq!(
                (setup.timer, setup.one_shot, setup.mask),
                (k as u8, k % 2 == 0, (k % 32) as u8)
            );
            assert_eq!(got_actions, &actions[..], "{game}");
        }
    }
}

#[test]
fn ai_objects_go_where_each_game_keeps_them() {
    let mut def = sample_level();
    let mut ai = EntityDef::new(76, 1, [5 * 1024 + 512, 0, 3 * 1024 + 512]);
    ai.ocb = 2;
    def.ai_objects.push(ai);
    for game in GAMES {
        let level = Level::from_raw(&build(&def, game)).unwrap();
        let expected = usize::from(game >= Game::Tr3);
        assert_eq!(level.ai_objects.len(), expected, "{game}");
        if let Some(a) = level.ai_objects.first() {
            assert_eq!(a.room.index(), 1);
            assert!(
                a.box_id.is_some(),
                "{game}: the AI object's sector has a box"
            );
            assert_eq!(a.ocb, if game >= Game::Tr4 { 2 } else { 0 });
        }
    }
}
