//! Turns a [`LevelDef`] into a [`RawLevel`] of any game: rooms with geometry,
//! sectors and floor data, portals, navigation data, textures, entities.

use std::collections::HashMap;

use crate::format::level_file::{TileCounts, Tr4Sample, TILE32_BYTES};
use crate::format::mesh::{MeshData, PackedMesh};
use crate::format::records::{
    AiObject, BoundingBox, Camera, Colour3, Colour4, Entity, FlybyCamera, NavBox, ObjectTexture,
    ObjectTextureVertex, Portal, RoomSprite, Sector, SoundDetails, SoundSource, SpriteSequence,
    SpriteTexture, StaticMesh, Vertex,
};
use crate::format::room::{Room, RoomInfo, RoomLight, RoomStaticMesh, RoomVertex};
use crate::format::room_tr5::{Tr5Layer, Tr5LayerFaces, Tr5Room, Tr5RoomHeader, Tr5RoomVertex};
use crate::format::{body, Game, RawLevel, VERSION_TR1, VERSION_TR2, VERSION_TR3, VERSION_TR45};
use crate::level::floordata::{encode, FloorEntry, FloorFunction, Triangulation, TriggerAction};
use crate::level::heights::Diagonal;
use crate::level::nav::{OVERLAP_JUMP, OVERLAP_LAST, OVERLAP_MONKEY};

use super::connect::{connect, Connections, PortalDef};
use super::geometry::{room_mesh, CellKind, RoomMesh};
use super::models::{textured_faces, ModelTables};
use super::nav::{navigation, NavData};
use super::sounds;
use super::spec::{LevelDef, Material, RoomDef, SectorDef};
use super::textures::{self, tile_rect, ANIMATED_FRAMES};

/// Wall marker of the sector floor/ceiling bytes.
const WALL: i8 = -127;

/// Object-texture index of a material's quad (triangle: +1).
pub fn material_texture(m: Material) -> u16 {
    2 * Material::ALL.iter().position(|&x| x == m).unwrap_or(0) as u16
}

/// TR3+ footstep material code of the box-index low bits.
fn footstep(m: Material) -> u16 {
    match m {
        Material::Wood => 7,
        Material::Metal => 8,
        Material::Water => 5,
        Material::Grass => 10,
        _ => 6,
    }
}

/// Builds the level in `game`'s layout.
pub fn build(level: &LevelDef, game: Game) -> RawLevel {
    let conn = connect(level);
    let nav = navigation(level, &conn, game, game >= Game::Tr4);
    let mut raw = RawLevel {
        game: Some(game),
        ..Default::default()
    };
    raw.version_word = match game {
        Game::Tr1 => VERSION_TR1,
        Game::Tr2 => VERSION_TR2,
        Game::Tr3 => VERSION_TR3[1],
        _ => VERSION_TR45,
    };
    textures_into(&mut raw, game);
    let mut floor = FloorWords::default();
    for r in 0..level.rooms.len() {
        let mesh = mesh_of(level, &conn, r, game);
        let sectors = sectors_of(level, &conn, &nav, r, game, &mut floor);
        if game == Game::Tr5 {
            raw.tr5_rooms
                .push(tr5_room(level, &conn, r, &mesh, sectors));
        } else {
            raw.rooms
                .push(classic_room(level, &conn, r, &mesh, sectors, game));
        }
    }
    raw.floor_data = floor.words;
    nav_into(&mut raw, &nav, game);
    for e in &level.entities {
        raw.entities.push(entity(e, game));
    }
    for a in &level.ai_objects {
        if game.is_tr45() {
            raw.ai_objects.push(AiObject {
                type_id: a.type_id,
                room: a.room as u16,
                x: a.pos[0],
                y: a.pos[1],
                z: a.pos[2],
                ocb: a.ocb,
                flags: (a.mask as u16) << 1,
                angle: a.angle as i32,
            });
        } else if game == Game::Tr3 {
            raw.entities.push(entity(a, game));
        }
    }
    if game.is_tr45() {
        raw.flyby_cameras = level
            .flyby
            .iter()
            .map(|f| FlybyCamera {
                x: f.pos[0],
                y: f.pos[1],
                z: f.pos[2],
                dx: f.target[0],
                dy: f.target[1],
                dz: f.target[2],
                sequence: f.sequence,
                index: f.index,
                fov: f.fov.wrapping_mul(182),
                roll: 0,
                timer: f.timer,
                speed: f.speed.wrapping_mul(655),
                flags: f.flags,
                room: f.room as u32,
            })
            .collect();
    }
    raw.cameras = level
        .cameras
        .iter()
        .map(|c| Camera {
            x: c.pos[0],
            y: c.pos[1],
            z: c.pos[2],
            room: c.room as i16,
            flags: c.flags,
        })
        .collect();
    models_into(&mut raw, level, game);
    sprites_into(&mut raw, level, game);
    raw.sound_map = vec![-1; body::sound_map_len(game)];
    if level.sounds {
        sounds_into(&mut raw, game);
    }
    raw.sound_sources = level
        .sound_sources
        .iter()
        .map(|s| SoundSource {
            x: s.pos[0],
            y: s.pos[1],
            z: s.pos[2],
            sound_id: s.sound,
            flags: s.flags,
        })
        .collect();
    if let Some(demo) = &level.demo {
        raw.demo_data = demo.encode(game);
    }
    if game == Game::Tr5 {
        raw.level_end_filler = [0xCD; 6];
    }
    raw
}

fn models_into(raw: &mut RawLevel, level: &LevelDef, game: Game) {
    let mut t = ModelTables::default();
    for m in &level.models {
        t.add(m, game, &material_texture);
    }
    for slot in &level.static_meshes {
        let (lo, hi) = slot.mesh.bounds();
        let bbox = BoundingBox::from_corners(lo, hi);
        // An all-zero collision box is one nothing collides with.
        let collision_box = if slot.solid {
            bbox
        } else {
            BoundingBox::from_corners([0; 3], [0; 3])
        };
        raw.static_meshes.push(StaticMesh {
            id: slot.id,
            mesh: t.meshes.len() as u16,
            visibility_box: bbox,
            collision_box,
            flags: 2,
        });
        t.meshes.push(slot.mesh.to_mesh(&material_texture));
    }
    raw.mesh_data = MeshData {
        meshes: t
            .meshes
            .into_iter()
            .map(|mesh| PackedMesh {
                offset: 0,
                mesh,
                padding: Vec::new(),
            })
            .collect(),
    };
    raw.mesh_data.relayout(game);
    let offsets: Vec<u32> = raw.mesh_data.meshes.iter().map(|m| m.offset).collect();
    raw.mesh_pointers = offsets;
    raw.models = t.models;
    raw.mesh_trees = t.mesh_trees;
    raw.animations = t.animations;
    raw.state_changes = t.state_changes;
    raw.anim_dispatches = t.dispatches;
    raw.anim_commands = t.commands;
    raw.frames = t.frames;
}

fn sprites_into(raw: &mut RawLevel, level: &LevelDef, game: Game) {
    for (k, &id) in level.sprite_items.iter().enumerate() {
        let (left, top, side) = tile_rect(Material::Metal, 0);
        let (x, y) = (left as u16, top as u16);
        let size = side as u16;
        raw.sprite_textures.push(if game.is_tr45() {
            SpriteTexture {
                tile: 0,
                x: 0,
                y: 0,
                width: (size - 1) << 8,
                height: (size - 1) << 8,
                left: x as i16,
                top: y as i16,
                right: (x + size - 1) as i16,
                bottom: (y + size - 1) as i16,
            }
        } else {
            SpriteTexture {
                tile: 0,
                x: x as u8,
                y: y as u8,
                width: (size << 8) | 0xFF,
                height: (size << 8) | 0xFF,
                left: -128,
                top: -256,
                right: 128,
                bottom: 0,
            }
        });
        raw.sprite_sequences.push(SpriteSequence {
            id: id as i32,
            negative_length: -1,
            offset: k as i16,
        });
    }
}

fn sounds_into(raw: &mut RawLevel, game: Game) {
    let waves = sounds::all_waves(game <= Game::Tr2);
    for (i, (id, _)) in sounds::SOUNDS.iter().enumerate() {
        raw.sound_map[*id as usize] = i as i16;
        let looped = *id == super::objects::sounds::AMBIENCE;
        let loop_bits = match (looped, game) {
            (false, _) => 0,
            (true, Game::Tr1) => 2,
            (true, _) => 3,
        };
        raw.sound_details.push(SoundDetails {
            sample: i as u16,
            volume: if game <= Game::Tr2 { 0x6000 } else { 200 },
            range: if game >= Game::Tr3 { 10 } else { 0 },
            chance: 0,
            pitch: 0,
            characteristics: loop_bits | (1 << 2),
        });
    }
    match game {
        Game::Tr1 => {
            for w in &waves {
                raw.sample_indices.push(raw.tr1_samples.len() as u32);
                raw.tr1_samples.extend(w);
            }
        }
        Game::Tr2 | Game::Tr3 => raw.sample_indices = (0..waves.len() as u32).collect(),
        Game::Tr4 | Game::Tr5 => {
            raw.sample_indices = (0..waves.len() as u32).collect();
            raw.samples = waves
                .into_iter()
                .map(|data| Tr4Sample {
                    uncompressed_size: (data.len() - 44) as u32,
                    data,
                })
                .collect();
        }
    }
}

/// MAIN.SFX for the TR2/TR3 versions of a level built with sounds.
pub fn main_sfx() -> Vec<u8> {
    sounds::all_waves(false).concat()
}

fn entity(e: &super::spec::EntityDef, game: Game) -> Entity {
    Entity {
        type_id: e.type_id as i16,
        room: e.room as i16,
        x: e.pos[0],
        y: e.pos[1],
        z: e.pos[2],
        angle: e.angle as i16,
        intensity1: -1,
        intensity2_or_ocb: match game {
            Game::Tr1 => 0,
            Game::Tr4 | Game::Tr5 => e.ocb,
            _ => -1,
        },
        flags: e.flags(),
    }
}

/// Floor-data words with identical lists shared.
#[derive(Default)]
struct FloorWords {
    words: Vec<u16>,
    index: HashMap<Vec<u16>, u16>,
}

impl FloorWords {
    fn add(&mut self, entries: &[FloorEntry]) -> u16 {
        if self.words.is_empty() {
            self.words.push(0);
        }
        if entries.is_empty() {
            return 0;
        }
        let list = encode(entries);
        if let Some(&i) = self.index.get(&list) {
            return i;
        }
        let at = self.words.len() as u16;
        self.words.extend(&list);
        self.index.insert(list, at);
        at
    }
}

fn neighbour_heights(
    level: &LevelDef,
    conn: &Connections,
    r: usize,
    i: isize,
    j: isize,
) -> Option<([i32; 4], [i32; 4])> {
    let room = &level.rooms[r];
    if i < 0 || j < 0 || i as usize >= room.nx || j as usize >= room.nz {
        return None;
    }
    let (i, j) = (i as usize, j as usize);
    match conn.kinds[r][i * room.nz + j] {
        CellKind::Open => Some((
            room.sectors[i * room.nz + j].floor,
            room.sectors[i * room.nz + j].ceiling,
        )),
        CellKind::Portal(b) => {
            let other = &level.rooms[b];
            let (bi, bj) = other.cell_of(room.x + i as i32, room.z + j as i32)?;
            let s = &other.sectors[bi * other.nz + bj];
            Some((s.floor, s.ceiling))
        }
        CellKind::Wall => None,
    }
}

fn mesh_of(level: &LevelDef, conn: &Connections, r: usize, game: Game) -> RoomMesh {
    let room = &level.rooms[r];
    let mut mesh = room_mesh(
        room,
        game >= Game::Tr3,
        &|i, j| conn.kinds[r][i * room.nz + j],
        &|i, j| neighbour_heights(level, conn, r, i, j),
        &|i, j| conn.room_below[r][i * room.nz + j].is_some(),
    );
    for (pos, _) in &room.sprites {
        mesh.vertex(*pos);
    }
    mesh
}

/// Slope functions of a sector and its stored floor and ceiling clicks.
/// `floor_portal` / `ceiling_portal` say the surface is a vertical portal;
/// with a portal triangle (TR3+) the surface is triangulated whatever its shape.
fn slopes(
    s: &SectorDef,
    game: Game,
    floor_portal: bool,
    ceiling_portal: bool,
) -> (Vec<FloorEntry>, i8, i8) {
    let mut out = Vec::new();
    let (fmin, cmax) = (s.floor_top(), s.ceiling_bottom());
    let planar = |v: &[i32; 4]| v[0] + v[3] == v[1] + v[2];
    let entry = |function| FloorEntry { function, spare: 0 };
    let tri = game >= Game::Tr3 && s.portal_triangle != 0;
    // Function codes: (solid, portal triangle 1, portal triangle 2) per split.
    let code = |codes: [[u8; 3]; 2], portal: bool| {
        let row = if s.floor_split == Diagonal::D00To11 {
            codes[0]
        } else {
            codes[1]
        };
        if portal && tri {
            row[s.portal_triangle.clamp(1, 2) as usize]
        } else {
            row[0]
        }
    };
    let deltas = |d: [i32; 4]| {
        let max = *d.iter().max().unwrap_or(&0);
        d.map(|v| (max - v).clamp(0, 15) as u8)
    };
    // One surface: a slant when planar (always in TR1/TR2), else a triangulation.
    let mut surface = |corners: [i32; 4],
                       depth: [i32; 4],
                       portal: bool,
                       codes: [[u8; 3]; 2],
                       slant: fn(i8, i8) -> FloorFunction,
                       z: i32| {
        let forced = tri && portal;
        if corners.iter().all(|&v| v == corners[0]) && !forced {
            return;
        }
        if (planar(&corners) || game <= Game::Tr2) && !forced {
            out.push(entry(slant((corners[0] - corners[2]) as i8, z as i8)));
        } else {
            let d = deltas(depth);
            let function = code(codes, portal);
            out.push(entry(FloorFunction::Triangulation(Triangulation {
                function,
                h1: 0,
                h2: 0,
                c00: d[0],
                c01: d[1],
                c10: d[2],
                c11: d[3],
            })));
        }
    };
    let (f, c) = (s.floor, s.ceiling);
    surface(
        f,
        f.map(|v| v - fmin),
        floor_portal,
        [[0x07, 0x0B, 0x0C], [0x08, 0x0D, 0x0E]],
        |x, z| FloorFunction::FloorSlant { x, z },
        f[0] - f[1],
    );
    surface(
        c,
        c.map(|v| cmax - v),
        ceiling_portal,
        [[0x09, 0x0F, 0x10], [0x0A, 0x11, 0x12]],
        |x, z| FloorFunction::CeilingSlant { x, z },
        c[1] - c[0],
    );
    (out, fmin as i8, cmax as i8)
}

/// True when `game` has the floor-data function (monkey swing, the 0x14/0x15
/// functions and triangulation arrived with TR3; flyby and cutscene actions
/// with TR4).
fn exists_in(f: &FloorFunction, game: Game) -> bool {
    match f {
        FloorFunction::Monkey
        | FloorFunction::Special14
        | FloorFunction::Special15
        | FloorFunction::Triangulation(_) => game >= Game::Tr3,
        FloorFunction::Trigger { actions, .. } => {
            game.is_tr45()
                || !actions
                    .iter()
                    .any(|a| matches!(a, TriggerAction::Flyby { .. } | TriggerAction::Cutscene(_)))
        }
        _ => true,
    }
}

fn box_word(game: Game, b: Option<usize>, material: Material) -> u16 {
    if game >= Game::Tr3 {
        (b.map(|b| b as u16).unwrap_or(0x7FF) << 4) | footstep(material)
    } else {
        b.map(|b| b as u16).unwrap_or(0xFFFF)
    }
}

fn sectors_of(
    level: &LevelDef,
    conn: &Connections,
    nav: &NavData,
    r: usize,
    game: Game,
    floor: &mut FloorWords,
) -> Vec<Sector> {
    let room = &level.rooms[r];
    let link = |v: Option<usize>| v.map(|v| v as u8).unwrap_or(255);
    (0..room.nx * room.nz)
        .map(|k| {
            let s = &room.sectors[k];
            match conn.kinds[r][k] {
                CellKind::Wall => Sector {
                    floor_data_index: 0,
                    box_index: box_word(game, None, s.floor_material),
                    room_below: 255,
                    floor: WALL,
                    room_above: 255,
                    ceiling: WALL,
                },
                CellKind::Portal(b) => {
                    let other = &level.rooms[b];
                    let (wx, wz) = (room.x + (k / room.nz) as i32, room.z + (k % room.nz) as i32);
                    let os = other
                        .cell_of(wx, wz)
                        .map(|(i, j)| &other.sectors[i * other.nz + j])
                        .unwrap_or(s);
                    let fd = floor.add(&[FloorEntry {
                        function: FloorFunction::Portal(b as u16),
                        spare: 0,
                    }]);
                    Sector {
                        floor_data_index: fd,
                        box_index: box_word(game, nav.cell_box[r][k], os.floor_material),
                        room_below: 255,
                        floor: os.floor_top() as i8,
                        room_above: 255,
                        ceiling: os.ceiling_bottom() as i8,
                    }
                }
                CellKind::Open => {
                    let (mut entries, f, c) = slopes(
                        s,
                        game,
                        conn.room_below[r][k].is_some(),
                        conn.room_above[r][k].is_some(),
                    );
                    entries.extend(s.functions.iter().filter(|f| exists_in(f, game)).map(|f| {
                        FloorEntry {
                            function: f.clone(),
                            spare: 0,
                        }
                    }));
                    Sector {
                        floor_data_index: floor.add(&entries),
                        box_index: box_word(game, nav.cell_box[r][k], s.floor_material),
                        room_below: link(conn.room_below[r][k]),
                        floor: f,
                        room_above: link(conn.room_above[r][k]),
                        ceiling: c,
                    }
                }
            }
        })
        .collect()
}

/// Light reaching a room-relative point: ambient plus each light's linear falloff.
fn brightness(room: &RoomDef, p: [i32; 3]) -> f32 {
    let mut b = room.ambient;
    for l in &room.lights {
        let d = ((p[0] - l.pos[0]) as f32)
            .hypot((p[1] - l.pos[1]) as f32)
            .hypot((p[2] - l.pos[2]) as f32);
        b += l.intensity * (1.0 - d / l.radius.max(1) as f32).max(0.0);
    }
    b.clamp(0.0, 1.0)
}

fn lights_of(room: &RoomDef, game: Game) -> Vec<RoomLight> {
    room.lights
        .iter()
        .map(|l| {
            let pos = [l.pos[0] + room.x * 1024, l.pos[1], l.pos[2] + room.z * 1024];
            let intensity = (l.intensity * 0x1FFF as f32) as u16;
            match game {
                Game::Tr1 => RoomLight::Tr1 {
                    pos,
                    intensity,
                    fade: l.radius as u32,
                },
                Game::Tr2 => RoomLight::Tr2 {
                    pos,
                    intensity: [intensity; 2],
                    fade: [l.radius as u32; 2],
                },
                Game::Tr3 => RoomLight::Tr3 {
                    pos,
                    colour: l.colour,
                    light_type: 1,
                    params: [intensity as i32, l.radius],
                },
                _ => RoomLight::Tr4 {
                    pos,
                    colour: l.colour,
                    light_type: 1,
                    filler: 0xFF,
                    intensity: (l.intensity * 31.0) as u8,
                    cone: [l.radius as f32 / 2.0, l.radius as f32, 0.0, 0.0],
                    direction: [0.0, 1.0, 0.0],
                },
            }
        })
        .collect()
}

fn statics_of(level: &LevelDef, r: usize, game: Game) -> Vec<RoomStaticMesh> {
    level
        .statics
        .iter()
        .filter(|s| s.room == r)
        .map(|s| RoomStaticMesh {
            pos: s.pos,
            rotation: s.rotation,
            intensity1: if game >= Game::Tr3 { 0x7FFF } else { 0x0800 },
            intensity2: 0,
            mesh_id: s.id as u16,
        })
        .collect()
}

fn portals_of(conn: &Connections, r: usize) -> Vec<Portal> {
    let v = |p: [i16; 3]| Vertex {
        x: p[0],
        y: p[1],
        z: p[2],
    };
    conn.portals[r]
        .iter()
        .map(|p: &PortalDef| Portal {
            adjoining_room: p.to as u16,
            normal: v(p.normal),
            vertices: p.vertices.map(v),
        })
        .collect()
}

fn room_flags(room: &RoomDef) -> u16 {
    room.flags | room.water as u16
}

fn classic_room(
    level: &LevelDef,
    conn: &Connections,
    r: usize,
    mesh: &RoomMesh,
    sectors: Vec<Sector>,
    game: Game,
) -> Room {
    let room = &level.rooms[r];
    let (top, bottom) = room.vertical_extent();
    let ambient = ((1.0 - room.ambient.clamp(0.0, 1.0)) * 0x1FFF as f32) as i16;
    let grey = (room.ambient.clamp(0.0, 1.0) * 255.0) as u32;
    let (quads, triangles) = textured_faces(&mesh.quads, &mesh.triangles, &material_texture);
    Room {
        info: RoomInfo {
            x: room.x * 1024,
            z: room.z * 1024,
            y_bottom: bottom * 256,
            y_top: top * 256,
        },
        vertices: mesh
            .vertices
            .iter()
            .map(|p| {
                let b = brightness(room, *p);
                let intensity = ((1.0 - b) * 0x1FFF as f32) as i16;
                let c5 = (b * 31.0) as u16;
                RoomVertex {
                    pos: Vertex {
                        x: p[0] as i16,
                        y: p[1] as i16,
                        z: p[2] as i16,
                    },
                    lighting: intensity,
                    attributes: if room.water && game >= Game::Tr3 {
                        0x4000
                    } else {
                        0
                    },
                    lighting2_or_colour: match game {
                        Game::Tr1 => 0,
                        Game::Tr2 => intensity as u16,
                        _ => c5 << 10 | c5 << 5 | c5,
                    },
                }
            })
            .collect(),
        rectangles: quads,
        triangles,
        sprites: room
            .sprites
            .iter()
            .map(|(pos, texture)| RoomSprite {
                vertex: mesh.vertices.iter().position(|v| v == pos).unwrap_or(0) as i16,
                texture: *texture as i16,
            })
            .collect(),
        portals: portals_of(conn, r),
        num_z_sectors: room.nz as u16,
        num_x_sectors: room.nx as u16,
        sectors,
        ambient: match game {
            Game::Tr1 => [ambient, 0, 0],
            Game::Tr2 => [ambient, ambient, 0],
            Game::Tr3 => [ambient, 0, 0],
            _ => [0; 3],
        },
        colour: if game == Game::Tr4 {
            grey << 16 | grey << 8 | grey
        } else {
            0
        },
        lights: lights_of(room, game),
        static_meshes: statics_of(level, r, game),
        alternate_room: room.alternate.map(|a| a as i16).unwrap_or(-1),
        flags: room_flags(room),
        water_scheme: 0,
        reverb: 0,
        alternate_group: if game == Game::Tr4 {
            room.alternate_group
        } else {
            0
        },
    }
}

fn tr5_room(
    level: &LevelDef,
    conn: &Connections,
    r: usize,
    mesh: &RoomMesh,
    sectors: Vec<Sector>,
) -> Tr5Room {
    let room = &level.rooms[r];
    let (top, bottom) = room.vertical_extent();
    let (x, z) = (room.x * 1024, room.z * 1024);
    let grey = (room.ambient.clamp(0.0, 1.0) * 255.0) as u32;
    let cd = 0xCDCD_CDCDu32;
    let mut t = Tr5Room {
        header: Tr5RoomHeader {
            separator0: cd,
            separator1: cd,
            x,
            y: 0,
            z,
            y_bottom: bottom * 256,
            y_top: top * 256,
            num_z_sectors: room.nz as u16,
            num_x_sectors: room.nx as u16,
            colour: 0xFF00_0000 | grey << 16 | grey << 8 | grey,
            alternate_group: room.alternate_group,
            filler0: [0x7FFF; 2],
            separator2: [cd; 2],
            filler1: 0xFFFF_FFFF,
            alternate_room: room.alternate.map(|a| a as u16).unwrap_or(0xFFFF),
            flags: room_flags(room),
            separator3: cd,
            room_x: x as f32,
            room_y: 0.0,
            room_z: z as f32,
            separator4: [cd; 4],
            separator5: 0,
            separator6: cd,
            room_y_top: top * 256,
            room_y_bottom: bottom * 256,
            separator7: [cd; 4],
            ..Default::default()
        },
        sectors,
        portals: portals_of(conn, r),
        portal_separator: 0xCDCD,
        static_meshes: statics_of(level, r, Game::Tr5),
        vertices: mesh
            .vertices
            .iter()
            .map(|p| {
                let b = (brightness(room, *p) * 255.0) as u32;
                Tr5RoomVertex {
                    pos: p.map(|v| v as f32),
                    normal: [0.0, -1.0, 0.0],
                    colour: 0xFF00_0000 | b << 16 | b << 8 | b,
                }
            })
            .collect(),
        ..Default::default()
    };
    let (lo, hi) = mesh
        .vertices
        .iter()
        .fold(([f32::MAX; 3], [f32::MIN; 3]), |(lo, hi), p| {
            (
                std::array::from_fn(|k| lo[k].min(p[k] as f32)),
                std::array::from_fn(|k| hi[k].max(p[k] as f32)),
            )
        });
    t.layers.push(Tr5Layer {
        num_vertices: mesh.vertices.len() as u32,
        num_rectangles: mesh.quads.len() as u16,
        num_triangles: mesh.triangles.len() as u16,
        bounds: if mesh.vertices.is_empty() {
            [0.0; 6]
        } else {
            [lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]]
        },
        ..Default::default()
    });
    let (rectangles, triangles) = textured_faces(&mesh.quads, &mesh.triangles, &material_texture);
    t.faces.push(Tr5LayerFaces {
        rectangles,
        triangles,
    });
    t.update_layout();
    t
}

fn nav_into(raw: &mut RawLevel, nav: &NavData, game: Game) {
    let scale = if game == Game::Tr1 { 1024 } else { 1 };
    for (i, b) in nav.boxes.iter().enumerate() {
        let list = &nav.overlaps[i];
        let index = if list.is_empty() {
            0x3FFF
        } else {
            raw.overlaps.len() as u16
        };
        for (k, o) in list.iter().enumerate() {
            let last = if k + 1 == list.len() { OVERLAP_LAST } else { 0 };
            let jump = if o.jump { OVERLAP_JUMP } else { 0 };
            let monkey = if o.monkey { OVERLAP_MONKEY } else { 0 };
            raw.overlaps.push(o.to as u16 | last | jump | monkey);
        }
        raw.boxes.push(NavBox {
            z_min: (b.z_min * scale) as u32,
            z_max: (b.z_max * scale) as u32,
            x_min: (b.x_min * scale) as u32,
            x_max: (b.x_max * scale) as u32,
            true_floor: b.floor as i16,
            overlap_index: index | if b.blockable { 0x8000 } else { 0 },
        });
    }
    for arrays in [(&nav.ground, &nav.fly), (&nav.ground_alt, &nav.fly_alt)] {
        for g in arrays.0 {
            raw.zones.extend(g);
        }
        raw.zones.extend(arrays.1);
    }
}

/// An object-texture coordinate at page pixel `x`: TR1–TR3 store the pixel in
/// the high byte and 0x01 (low edge) or 0xFF (high edge) in the low byte;
/// TR4/TR5 store 8.8 fixed point.
fn corner(x: usize, tr45: bool, high: bool) -> u16 {
    let px = (x as u16) << 8;
    match (tr45, high) {
        (false, false) => px | 0x01,
        (false, true) => px.wrapping_sub(0x100) | 0xFF,
        (true, false) => px,
        (true, true) => px.wrapping_sub(1),
    }
}

/// The quad and triangle object textures of the tile at `(left, top, side)`
/// (page pixels).
fn tile_textures((left, top, side): (usize, usize, usize), game: Game) -> [ObjectTexture; 2] {
    let tr45 = game.is_tr45();
    let (x0, y0, x1, y1) = (left, top, left + side, top + side);
    let v = |x: usize, y: usize, hx: bool, hy: bool| ObjectTextureVertex {
        x: corner(x, tr45, hx),
        y: corner(y, tr45, hy),
    };
    let quad = [
        v(x0, y0, false, false),
        v(x1, y0, true, false),
        v(x1, y1, true, true),
        v(x0, y1, false, true),
    ];
    let tri = [quad[0], quad[1], quad[2], ObjectTextureVertex::default()];
    let make = |vertices, triangle: bool| ObjectTexture {
        attribute: 0,
        tile_and_flag: if tr45 && triangle { 0x8000 } else { 0 },
        new_flags: if tr45 { 0x8000 } else { 0 },
        vertices,
        width: if tr45 { (side - 1) as u32 } else { 0 },
        height: if tr45 { (side - 1) as u32 } else { 0 },
        ..Default::default()
    };
    [make(quad, false), make(tri, true)]
}

fn textures_into(raw: &mut RawLevel, game: Game) {
    let rgba = textures::page_rgba();
    match game {
        Game::Tr1 | Game::Tr2 | Game::Tr3 => {
            let pal = textures::palette();
            raw.palette = (0..256)
                .map(|i| {
                    pal.get(i)
                        .map(|c| Colour3 {
                            r: c[0],
                            g: c[1],
                            b: c[2],
                        })
                        .unwrap_or_default()
                })
                .collect();
            raw.textile8 = textures::page_8bit(&rgba);
            raw.light_map = textures::light_map();
            if game != Game::Tr1 {
                raw.palette16 = raw
                    .palette
                    .iter()
                    .map(|c| Colour4 {
                        r: c.r * 4,
                        g: c.g * 4,
                        b: c.b * 4,
                        unused: 0,
                    })
                    .collect();
                raw.textile16 = textures::page_16bit(&rgba);
            }
        }
        Game::Tr4 | Game::Tr5 => {
            raw.tile_counts = TileCounts {
                room: 1,
                object: 0,
                bump: 0,
            };
            raw.textile32 = textures::page_32bit(&rgba);
            raw.textile16 = textures::page_16bit(&rgba);
            let misc_pages = if game == Game::Tr5 { 3 } else { 2 };
            raw.misc_textile32 = vec![0; misc_pages * TILE32_BYTES];
            raw.misc_textile32[..TILE32_BYTES].copy_from_slice(&textures::page_32bit(&rgba));
        }
    }
    for m in Material::ALL {
        raw.object_textures
            .extend(tile_textures(tile_rect(m, 0), game));
    }
    // Further frames of water and lava, and the ranges that cycle them.
    let mut ranges = Vec::new();
    for m in [Material::Water, Material::Lava] {
        let mut range = vec![material_texture(m)];
        for f in 1..ANIMATED_FRAMES {
            range.push(raw.object_textures.len() as u16);
            raw.object_textures
                .push(tile_textures(tile_rect(m, f), game)[0]);
        }
        ranges.push(range);
    }
    // TR4/TR5: the first range (water) scrolls its UVs instead of cycling.
    raw.uv_rotate_count = if game.is_tr45() { 1 } else { 0 };
    raw.animated_textures.push(ranges.len() as u16);
    for r in ranges {
        raw.animated_textures.push(r.len() as u16 - 1);
        raw.animated_textures.extend(r);
    }
}
