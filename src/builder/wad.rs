//! A TRLE object WAD made from a builder level's objects: the inverse of
//! [`Wad::to_raw_level`], so tests can make WADs (sound or spoiled on
//! purpose) without shipping any.

use crate::format::companion::wad::{TextureSample, Wad, WadMesh, WadPolygon, WAD_VERSION};
use crate::format::cursor::Writer;
use crate::format::level_file::TILE32_BYTES;
use crate::format::records::ObjectTexture;
use crate::format::RawLevel;

/// Bit 0 of a WAD polygon's attributes: semi-transparent.
const WAD_TRANSPARENT: u8 = 1;
/// An object texture's "additive" blend attribute.
const ADDITIVE: u16 = 2;
/// The WAD texture word's sample index bits.
const SAMPLE_BITS: u16 = 0x0FFF;

/// The WAD holding `raw`'s movables, statics, meshes, animations and texture
/// pages (a TR4/TR5 builder level: 32-bit pages). Each object texture
/// becomes one texture sample, its rectangle the bounds of its corners.
pub fn wad_of(raw: &RawLevel) -> Wad {
    let texture_map = raw
        .textile32
        .chunks_exact(TILE32_BYTES)
        .flat_map(|page| {
            page.chunks_exact(4)
                .flat_map(|bgra| [bgra[2], bgra[1], bgra[0]])
        })
        .collect();
    let samples = raw.object_textures.iter().map(sample).collect();
    let mut package = Writer::new();
    let mut meshes = Vec::with_capacity(raw.mesh_data.meshes.len());
    let mut offset_of = Vec::with_capacity(raw.mesh_data.meshes.len());
    for packed in &raw.mesh_data.meshes {
        let mesh = wad_mesh(&packed.mesh, &raw.object_textures);
        let offset = package.len() as u32;
        offset_of.push((packed.offset, offset));
        mesh.write_to(&mut package);
        meshes.push((offset, mesh));
    }
    let mesh_pointers = raw
        .mesh_pointers
        .iter()
        .map(|p| {
            offset_of
                .iter()
                .find(|(from, _)| from == p)
                .map_or(u32::MAX, |(_, to)| *to)
        })
        .collect();
    let links = raw
        .mesh_trees
        .iter()
        .flat_map(|n| [n.flags as i32, n.x, n.y, n.z])
        .collect();
    Wad {
        version: WAD_VERSION,
        samples,
        texture_map,
        mesh_pointers,
        meshes,
        animations: raw.animations.clone(),
        state_changes: raw.state_changes.clone(),
        dispatches: raw.anim_dispatches.clone(),
        commands: raw.anim_commands.clone(),
        links,
        keyframes: raw.frames.clone(),
        movables: raw.models.clone(),
        statics: raw.static_meshes.clone(),
    }
}

/// The texture sample covering an object texture's corners.
fn sample(t: &ObjectTexture) -> TextureSample {
    let used = if t.tile_and_flag & 0x8000 != 0 { 3 } else { 4 };
    let corners = &t.vertices[..used];
    let px = |v: u16| (v >> 8) as u8;
    let x0 = corners.iter().map(|c| px(c.x)).min().unwrap_or(0);
    let y0 = corners.iter().map(|c| px(c.y)).min().unwrap_or(0);
    let x1 = corners.iter().map(|c| c.x >> 8).max().unwrap_or(0);
    let y1 = corners.iter().map(|c| c.y >> 8).max().unwrap_or(0);
    TextureSample {
        x: x0,
        y: y0,
        page: t.tile_and_flag & 0x7FFF,
        flip_x: 0,
        add_w: (x1.saturating_sub(x0 as u16 + 1)).min(255) as u8,
        flip_y: 0,
        add_h: (y1.saturating_sub(y0 as u16 + 1)).min(255) as u8,
    }
}

/// A level mesh as a WAD mesh: textured faces become polygons naming their
/// object texture's sample.
fn wad_mesh(m: &crate::format::mesh::Mesh, textures: &[ObjectTexture]) -> WadMesh {
    let attributes = |texture: u16| {
        let additive = textures
            .get((texture & 0x7FFF) as usize)
            .is_some_and(|t| t.attribute == ADDITIVE);
        if additive {
            WAD_TRANSPARENT
        } else {
            0
        }
    };
    let quads = m.textured_rectangles.iter().map(|f| WadPolygon {
        is_quad: true,
        vertices: f.vertices,
        texture: f.texture & SAMPLE_BITS,
        attributes: attributes(f.texture),
        unused: 0,
    });
    let triangles = m.textured_triangles.iter().map(|f| WadPolygon {
        is_quad: false,
        vertices: [f.vertices[0], f.vertices[1], f.vertices[2], 0],
        // Shape 0: the sample's corners 0, 1 and 3.
        texture: f.texture & SAMPLE_BITS,
        attributes: attributes(f.texture),
        unused: 0,
    });
    let polygons: Vec<WadPolygon> = quads.chain(triangles).collect();
    let odd_quads = polygons.iter().filter(|p| p.is_quad).count() % 2 == 1;
    WadMesh {
        centre: m.centre,
        radius: m.collision_radius.clamp(0, u16::MAX as i32) as u16,
        unknown: 0,
        vertices: m.vertices.clone(),
        shading: m.shading.clone(),
        polygons,
        padding: odd_quads.then_some(0),
    }
}
