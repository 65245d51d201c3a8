//! TRLE object WADs, version 129 (the TRLE WAD v2.1 text): texture samples and the 24-bit
//! texture map, meshes with mixed triangle/quad polygons, animations, state
//! changes, dispatches, commands, links, keyframes, movables and statics.
//!
//! [`Wad::to_raw_level`] turns a WAD into a texture-and-objects-only TR4
//! [`RawLevel`], so the level model (and everything downstream of it) treats
//! a WAD object exactly like a level object.

use crate::format::cursor::{read_list32, write_list32, Reader, Writer};
use crate::format::error::Result;
use crate::format::field::Field;
use crate::format::level_file::{TileCounts, TILE32_BYTES};
use crate::format::mesh::{Mesh, MeshData, MeshShading, PackedMesh};
use crate::format::records::{
    AnimDispatch, Animation, Face3, Face4, MeshTreeNode, Model, ObjectTexture, ObjectTextureVertex,
    StateChange, StaticMesh, Vertex,
};
use crate::format::{Game, RawLevel, VERSION_TR45};
use crate::record;

/// The WAD version word.
pub const WAD_VERSION: u32 = 129;
/// Bytes of one 256×256 RGB page of the texture map.
pub const WAD_PAGE_BYTES: usize = 256 * 256 * 3;

record! {
    /// A texture sample: rectangle on a page and its flips (8 bytes).
    pub struct TextureSample { pub x: u8, pub y: u8, pub page: u16, pub flip_x: i8, pub add_w: u8, pub flip_y: i8, pub add_h: u8 }
}

/// A polygon of a WAD mesh: triangle (shape 8) or quad (shape 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WadPolygon {
    pub is_quad: bool,
    pub vertices: [u16; 4],
    /// Sample index (bits 0..11), triangle shape (12..14), horizontal flip (15).
    pub texture: u16,
    /// Opacity (bit 0), shine (bit 1), shine intensity (bits 2..6).
    pub attributes: u8,
    pub unused: u8,
}

/// A WAD mesh.
#[derive(Debug, Clone, PartialEq)]
pub struct WadMesh {
    pub centre: Vertex,
    pub radius: u16,
    pub unknown: u16,
    pub vertices: Vec<Vertex>,
    pub shading: MeshShading,
    pub polygons: Vec<WadPolygon>,
    /// The padding word after an odd number of quads.
    pub padding: Option<u16>,
}

impl WadMesh {
    fn read(r: &mut Reader) -> Result<WadMesh> {
        let centre = Vertex::get(r)?;
        let radius = r.u16()?;
        let unknown = r.u16()?;
        let n = r.u16()?;
        let vertices = r.within("vertices", |r| r.records(n as u64, Game::Tr4))?;
        let shading = r.within("normals", |r| {
            let n = r.i16()?;
            Ok(if n >= 0 {
                MeshShading::Normals(r.records(n as u64, Game::Tr4)?)
            } else {
                MeshShading::Lights(r.i16s(n.unsigned_abs() as u64)?)
            })
        })?;
        let count = r.u16()?;
        let count = r.check_count(count as u64, 12)?;
        let mut polygons = Vec::with_capacity(count);
        for i in 0..count {
            polygons.push(r.within(&format!("polygons[{i}]"), |r| {
                let shape = r.u16()?;
                let is_quad = match shape {
                    8 => false,
                    9 => true,
                    other => {
                        return Err(r.invalid(format!("polygon shape {other} (8 triangle, 9 quad)")))
                    }
                };
                let mut vertices = [0u16; 4];
                for v in vertices.iter_mut().take(if is_quad { 4 } else { 3 }) {
                    *v = r.u16()?;
                }
                Ok(WadPolygon {
                    is_quad,
                    vertices,
                    texture: r.u16()?,
                    attributes: r.u8()?,
                    unused: r.u8()?,
                })
            })?);
        }
        let quads = polygons.iter().filter(|p| p.is_quad).count();
        let padding = if quads % 2 == 1 {
            Some(r.within("padding", |r| r.u16())?)
        } else {
            None
        };
        Ok(WadMesh {
            centre,
            radius,
            unknown,
            vertices,
            shading,
            polygons,
            padding,
        })
    }

    /// Writes the mesh as the WAD's mesh package stores it.
    pub fn write_to(&self, w: &mut Writer) {
        self.centre.put(w);
        w.u16(self.radius);
        w.u16(self.unknown);
        w.u16(self.vertices.len() as u16);
        w.records(&self.vertices, Game::Tr4);
        match &self.shading {
            MeshShading::Normals(n) => {
                w.i16(n.len() as i16);
                w.records(n, Game::Tr4);
            }
            MeshShading::Lights(l) => {
                w.i16((l.len() as i16).wrapping_neg());
                w.i16s(l);
            }
        }
        w.u16(self.polygons.len() as u16);
        for p in &self.polygons {
            w.u16(if p.is_quad { 9 } else { 8 });
            for v in p.vertices.iter().take(if p.is_quad { 4 } else { 3 }) {
                w.u16(*v);
            }
            w.u16(p.texture);
            w.u8(p.attributes);
            w.u8(p.unused);
        }
        if let Some(p) = self.padding {
            w.u16(p);
        }
    }
}

/// A whole WAD file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Wad {
    pub version: u32,
    pub samples: Vec<TextureSample>,
    /// Raw RGB pixels, 256 wide.
    pub texture_map: Vec<u8>,
    pub mesh_pointers: Vec<u32>,
    /// Meshes in package order with their byte offsets.
    pub meshes: Vec<(u32, WadMesh)>,
    pub animations: Vec<Animation>,
    pub state_changes: Vec<StateChange>,
    pub dispatches: Vec<AnimDispatch>,
    pub commands: Vec<i16>,
    /// Pivot links as stored: int32 values, four per link (op code, x, y, z).
    /// Some WADs leave spare values between models, so this is kept flat.
    pub links: Vec<i32>,
    pub keyframes: Vec<u16>,
    pub movables: Vec<Model>,
    pub statics: Vec<StaticMesh>,
}

impl Wad {
    /// Reads a WAD file.
    pub fn read(bytes: &[u8]) -> Result<Wad> {
        let mut r = Reader::new(bytes);
        let at = r.pos();
        let version = r.within("version", |r| r.u32())?;
        if version != WAD_VERSION {
            return Err(crate::format::FormatError::new(
                at,
                crate::format::ErrorKind::BadMagic {
                    expected: "WAD version 129".into(),
                    found: version.to_string(),
                },
            ));
        }
        let game = Game::Tr4;
        let samples = read_list32(&mut r, game, "texture_samples")?;
        let texture_map = r.within("texture_map", |r| {
            let n = r.u32()?;
            Ok(r.bytes(n as usize)?.to_vec())
        })?;
        let mesh_pointers = r.within("mesh_pointers", |r| {
            let n = r.u32()?;
            r.u32s(n as u64)
        })?;
        let meshes = r.within("meshes", |r| {
            let words = r.u32()?;
            let n = r.check_count(words as u64, 2)?;
            let start = r.pos();
            let block = r.bytes(n * 2)?;
            let mut b = Reader::new(block);
            let mut out = Vec::new();
            while !b.is_empty() {
                let offset = b.pos() as u32;
                let mesh = b
                    .within(&format!("mesh@{offset:#x}"), WadMesh::read)
                    .map_err(|mut e| {
                        e.offset += start as u64;
                        e
                    })?;
                out.push((offset, mesh));
            }
            Ok(out)
        })?;
        let animations = read_list32(&mut r, game, "animations")?;
        let state_changes = read_list32(&mut r, game, "state_changes")?;
        let dispatches = read_list32(&mut r, game, "dispatches")?;
        let commands = r.within("commands", |r| {
            let n = r.u32()?;
            r.i16s(n as u64)
        })?;
        let links = r.within("links", |r| {
            let n = r.u32()?;
            let n = r.check_count(n as u64, 4)?;
            (0..n).map(|_| r.i32()).collect::<Result<Vec<i32>>>()
        })?;
        let keyframes = r.within("keyframes", |r| {
            let n = r.u32()?;
            r.u16s(n as u64)
        })?;
        let movables = read_list32(&mut r, game, "movables")?;
        let statics = read_list32(&mut r, game, "statics")?;
        if !r.is_empty() {
            return Err(r.invalid(format!("{} bytes after the statics", r.remaining())));
        }
        Ok(Wad {
            version,
            samples,
            texture_map,
            mesh_pointers,
            meshes,
            animations,
            state_changes,
            dispatches,
            commands,
            links,
            keyframes,
            movables,
            statics,
        })
    }

    /// Writes the file.
    pub fn write(&self) -> Vec<u8> {
        let game = Game::Tr4;
        let mut w = Writer::with_capacity(self.texture_map.len() + (1 << 20));
        w.u32(self.version);
        write_list32(&mut w, game, &self.samples);
        w.u32(self.texture_map.len() as u32);
        w.bytes(&self.texture_map);
        w.u32(self.mesh_pointers.len() as u32);
        w.u32s(&self.mesh_pointers);
        let mut package = Writer::new();
        for (_, m) in &self.meshes {
            m.write_to(&mut package);
        }
        w.u32((package.len() / 2) as u32);
        w.bytes(package.as_bytes());
        write_list32(&mut w, game, &self.animations);
        write_list32(&mut w, game, &self.state_changes);
        write_list32(&mut w, game, &self.dispatches);
        w.u32(self.commands.len() as u32);
        w.i16s(&self.commands);
        w.u32(self.links.len() as u32);
        for v in &self.links {
            w.i32(*v);
        }
        w.u32(self.keyframes.len() as u32);
        w.u16s(&self.keyframes);
        write_list32(&mut w, game, &self.movables);
        write_list32(&mut w, game, &self.statics);
        w.into_bytes()
    }

    /// Number of 256×256 pages in the texture map.
    pub fn page_count(&self) -> usize {
        self.texture_map.len() / WAD_PAGE_BYTES
    }

    /// Converts the WAD into a TR4 level holding only its objects and
    /// textures, with notes on what had to be repaired (dangling dispatches).
    pub fn to_raw_level(&self) -> (RawLevel, Vec<String>) {
        let mut notes = Vec::new();
        let mut level = RawLevel {
            game: Some(Game::Tr4),
            version_word: VERSION_TR45,
            ..Default::default()
        };
        let pages = self.page_count().max(1);
        level.tile_counts = TileCounts {
            room: 0,
            object: pages as u16,
            bump: 0,
        };
        level.textile32 = vec![0; pages * TILE32_BYTES];
        for (i, px) in self
            .texture_map
            .chunks_exact(3)
            .enumerate()
            .take(pages * 256 * 256)
        {
            let magenta = px == [255, 0, 255];
            let a = if magenta { 0 } else { 255 };
            level.textile32[i * 4..i * 4 + 4].copy_from_slice(&[px[2], px[1], px[0], a]);
        }
        level.textile16 = vec![0; pages * TILE32_BYTES / 2];
        let mut textures: Vec<(u16, u8, ObjectTexture)> = Vec::new();
        let mut missing_samples = std::collections::BTreeSet::new();
        let mut texture_of = |p: &WadPolygon| -> u16 {
            let key = (p.texture, p.attributes & 1);
            if let Some(i) = textures.iter().position(|(t, a, _)| (*t, *a) == key) {
                return i as u16;
            }
            let index = (p.texture & 0x0FFF) as usize;
            let sample = self.samples.get(index).copied().unwrap_or_else(|| {
                missing_samples.insert(index);
                self.samples.first().copied().unwrap_or_default()
            });
            let t = object_texture(sample, p);
            textures.push((key.0, key.1, t));
            (textures.len() - 1) as u16
        };
        let mut meshes = Vec::with_capacity(self.meshes.len());
        for (offset, m) in &self.meshes {
            let mut mesh = Mesh {
                centre: m.centre,
                collision_radius: m.radius as i32,
                vertices: m.vertices.clone(),
                shading: m.shading.clone(),
                textured_rectangles: Vec::new(),
                textured_triangles: Vec::new(),
                coloured_rectangles: Vec::new(),
                coloured_triangles: Vec::new(),
            };
            for p in &m.polygons {
                let texture = texture_of(p);
                let effects = (p.attributes & 0x7F) as u16;
                if p.is_quad {
                    mesh.textured_rectangles.push(Face4 {
                        vertices: p.vertices,
                        texture,
                        effects,
                    });
                } else {
                    mesh.textured_triangles.push(Face3 {
                        vertices: [p.vertices[0], p.vertices[1], p.vertices[2]],
                        texture,
                        effects,
                    });
                }
            }
            meshes.push((*offset, mesh));
        }
        let mut data = MeshData {
            meshes: meshes
                .into_iter()
                .map(|(offset, mesh)| PackedMesh {
                    offset,
                    mesh,
                    padding: Vec::new(),
                })
                .collect(),
        };
        // Mesh sizes differ from the WAD's; lay the package out again and
        // move the pointers with their meshes.
        let old: Vec<u32> = data.meshes.iter().map(|m| m.offset).collect();
        data.relayout(Game::Tr4);
        level.mesh_pointers = self
            .mesh_pointers
            .iter()
            .map(|p| {
                old.iter()
                    .position(|o| o == p)
                    .map(|i| data.meshes[i].offset)
                    .unwrap_or(u32::MAX)
            })
            .collect();
        if let (Some(first), Some(last)) = (missing_samples.first(), missing_samples.last()) {
            notes.push(format!(
                "texture sample {first}{}: only {} samples; {} missing samples' polygons are drawn with sample 0",
                if first == last { String::new() } else { format!("..={last}") },
                self.samples.len(),
                missing_samples.len()
            ));
        }
        level.mesh_data = data;
        level.object_textures = textures.into_iter().map(|(_, _, t)| t).collect();
        level.animations = self.animations.clone();
        level.state_changes = self.state_changes.clone();
        level.anim_dispatches = self.dispatches.clone();
        level.anim_commands = self.commands.clone();
        level.frames = self.keyframes.clone();
        level.models = self.movables.clone();
        // Links start at any int32 of the package; give each model its own
        // aligned run of nodes.
        for (i, m) in level.models.iter_mut().enumerate() {
            let start = m.mesh_tree as usize;
            let first = level.mesh_trees.len();
            for k in 0..m.num_meshes.saturating_sub(1) as usize {
                let at = start + 4 * k;
                match self.links.get(at..at + 4) {
                    Some(v) => level.mesh_trees.push(MeshTreeNode {
                        flags: v[0] as u32,
                        x: v[1],
                        y: v[2],
                        z: v[3],
                    }),
                    None => {
                        notes.push(format!(
                            "movable {i} (id {}): links run past the link package",
                            m.id
                        ));
                        break;
                    }
                }
            }
            m.mesh_tree = (first * 4) as u32;
        }
        // Dispatches to animations the WAD does not have become self-transitions.
        let n_anims = level.animations.len();
        for (ai, a) in level.animations.iter().enumerate() {
            let scs = a.state_change_offset as usize
                ..a.state_change_offset as usize + a.num_state_changes as usize;
            for sc in scs.filter_map(|i| level.state_changes.get(i).copied()) {
                let ds = sc.first_dispatch as usize
                    ..sc.first_dispatch as usize + sc.num_dispatches as usize;
                for di in ds {
                    if let Some(d) = level.anim_dispatches.get_mut(di) {
                        if d.next_animation as usize >= n_anims {
                            notes.push(format!("dispatch {di} of animation {ai} leads to missing animation {}; kept in animation {ai}", d.next_animation));
                            d.next_animation = ai as i16;
                            d.next_frame = a.frame_start as i16;
                        }
                    }
                }
            }
        }
        level.static_meshes = self.statics.clone();
        level.sound_map = vec![-1; crate::format::body::sound_map_len(Game::Tr4)];
        (level, notes)
    }
}

/// The object texture of a WAD polygon: the sample's rectangle with the
/// polygon's triangle shape and flip applied to its corners.
fn object_texture(s: TextureSample, p: &WadPolygon) -> ObjectTexture {
    let (x0, y0) = (s.x as u16, s.y as u16);
    let (x1, y1) = (x0 + s.add_w as u16 + 1, y0 + s.add_h as u16 + 1);
    // Corners clockwise from the top left, in 8.8 fixed point.
    let mut corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map(|(x, y)| ObjectTextureVertex {
        x: x << 8,
        y: y << 8,
    });
    if p.texture & 0x8000 != 0 {
        corners = [corners[1], corners[0], corners[3], corners[2]];
    }
    let shape = ((p.texture >> 12) & 0x7) as usize;
    let vertices = if p.is_quad {
        corners
    } else {
        let a = (shape / 2) % 4;
        [
            corners[a],
            corners[(a + 1) % 4],
            corners[(a + 3) % 4],
            ObjectTextureVertex::default(),
        ]
    };
    ObjectTexture {
        attribute: if p.attributes & 1 != 0 { 2 } else { 1 },
        tile_and_flag: s.page | if p.is_quad { 0 } else { 0x8000 },
        new_flags: 0,
        vertices,
        width: s.add_w as u32,
        height: s.add_h as u32,
        ..Default::default()
    }
}
