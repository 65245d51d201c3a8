//! Mesh geometry (moveable and static meshes) as one vertex array in model
//! space, with each mesh's range: textured faces, and the flat-coloured
//! faces of TR1–TR3 tinted from the palette. Shading: baked intensities (0 bright … 0x1FFF dark) become vertex
//! grey; normal-lit meshes get a flat light until room lights are applied.

use super::room_mesh::Vertex;
use super::vertex_effects::UvRotate;
use crate::level::model::{Mesh, Shading};
use crate::level::texture::{BlendMode, PAGE_SIZE};
use crate::level::Level;

/// Where one mesh's vertices are: opaque first, then additive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MeshRange {
    pub first: usize,
    pub opaque: usize,
    pub additive: usize,
}

/// Every mesh of a level in one vertex list.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MeshGeometry {
    pub vertices: Vec<Vertex>,
    pub ranges: Vec<MeshRange>,
    /// For each vertex: the object texture and corner it came from
    /// ([`NO_TEXTURE`] for flat-coloured faces), to animate textures.
    pub sources: Vec<(u32, u8)>,
}

/// The source of flat-coloured vertices, which no texture animation touches.
pub const NO_TEXTURE: u32 = u32::MAX;

/// Vertex light of normal-lit meshes: full, the room's light comes in
/// through the draw's tint (see `lighting.rs`).
const FLAT_LIGHT: f32 = 1.0;

fn vertex_light(mesh: &Mesh, i: usize) -> f32 {
    match &mesh.shading {
        Shading::Intensities(l) => {
            let v = l.get(i).copied().unwrap_or(0).clamp(0, 0x1FFF) as f32;
            1.0 - v / 0x1FFF as f32 * 0.85
        }
        Shading::Normals(_) => FLAT_LIGHT,
    }
}

/// The colour of a flat face: TR2/TR3 take the 16-bit palette entry in the
/// word's high byte, TR1 the 8-bit entry in its low byte.
fn flat_colour(level: &Level, word: u32) -> [f32; 3] {
    let c = level
        .palette16
        .get((word >> 8) as usize)
        .filter(|_| !level.palette16.is_empty())
        .or_else(|| level.palette.get((word & 0xFF) as usize))
        .copied()
        .unwrap_or([255, 255, 255]);
    c.map(|v| v as f32 / 255.0)
}

/// Builds the geometry of every mesh of `level`. Flat-coloured faces sample
/// the white layer the renderer adds after the level's pages.
pub fn build(level: &Level, uv_rotate: &UvRotate) -> MeshGeometry {
    let white_layer = level.pages.len() as f32;
    let mut out = MeshGeometry::default();
    for mesh in &level.meshes {
        let first = out.vertices.len();
        let mut opaque = Vec::new();
        let mut additive = Vec::new();
        let mut face = |vertices: &[u16], texture: usize, effects: u16, double_sided: bool| {
            let Some(t) = level.object_textures.get(texture) else {
                return;
            };
            let corners: Option<Vec<(Vertex, (u32, u8))>> = vertices
                .iter()
                .enumerate()
                .map(|(k, &i)| {
                    let p = mesh.vertices.get(i as usize)?;
                    let l = vertex_light(mesh, i as usize);
                    let vertex = Vertex {
                        pos: p.map(|v| v as f32),
                        uvl: [
                            t.uv[k][0] / PAGE_SIZE as f32,
                            t.uv[k][1] / PAGE_SIZE as f32,
                            t.page.0 as f32,
                        ],
                        colour: [l, l, l, 1.0],
                        scroll: uv_rotate.scroll(texture as u32),
                        ..Vertex::default()
                    };
                    Some((vertex, (texture as u32, k as u8)))
                })
                .collect();
            let Some(c) = corners else { return };
            let target = if matches!(t.blend, BlendMode::Additive) || effects & 1 != 0 {
                &mut additive
            } else {
                &mut opaque
            };
            super::room_mesh::push_face(target, &c, double_sided);
        };
        for q in &mesh.quads {
            face(&q.vertices, q.texture.0 as usize, q.effects, q.double_sided);
        }

        for t in &mesh.triangles {
            face(&t.vertices, t.texture.0 as usize, t.effects, t.double_sided);
        }
        // Flat-coloured faces: the white layer tinted by the palette colour.
        let mut flat = |vertices: &[u16], colour_word: u32| {
            let colour = flat_colour(level, colour_word);
            let corners: Option<Vec<(Vertex, (u32, u8))>> = vertices
                .iter()
                .map(|&i| {
                    let p = mesh.vertices.get(i as usize)?;
                    let l = vertex_light(mesh, i as usize);
                    let vertex = Vertex {
                        pos: p.map(|v| v as f32),
                        uvl: [0.5, 0.5, white_layer],
                        colour: [colour[0] * l, colour[1] * l, colour[2] * l, 1.0],
                        ..Vertex::default()
                    };
                    Some((vertex, (NO_TEXTURE, 0)))
                })
                .collect();
            let Some(c) = corners else { return };
            super::room_mesh::push_face(&mut opaque, &c, false);
        };
        for q in &mesh.coloured_quads {
            flat(&q.vertices, q.texture.0);
        }
        for t in &mesh.coloured_triangles {
            flat(&t.vertices, t.texture.0);
        }
        let range = MeshRange {
            first,
            opaque: opaque.len(),
            additive: additive.len(),
        };
        for (v, source) in opaque.into_iter().chain(additive) {
            out.vertices.push(v);
            out.sources.push(source);
        }
        out.ranges.push(range);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build as build_level;
    use crate::builder::demo::demo_level;
    use crate::format::Game;

    #[test]
    fn every_textured_mesh_face_is_in_its_range() {
        let level = Level::from_raw(&build_level(&demo_level(), Game::Tr4)).unwrap();
        let g = build(&level, &UvRotate::new(&level));
        assert_eq!(g.sources.len(), g.vertices.len());
        assert_eq!(g.ranges.len(), level.meshes.len());
        for (mesh, r) in level.meshes.iter().zip(&g.ranges) {
            let faces = mesh.quads.len() * 2 + mesh.triangles.len();
            assert!(r.opaque + r.additive >= faces * 3);
            assert!(r.first + r.opaque + r.additive <= g.vertices.len());
        }
    }
}
