//! Mesh geometry (moveable and static meshes) as one vertex array in model
//! space, with each mesh's range: textured faces only (the flat-coloured
//! faces of TR1–TR3 need the palette, which the level model does not keep
//! yet). Shading: baked intensities (0 bright … 0x1FFF dark) become vertex
//! grey; normal-lit meshes get a flat light until room lights are applied.

use super::room_mesh::Vertex;
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
}

/// Light of normal-lit meshes until room lights reach models.
const FLAT_LIGHT: f32 = 0.85;

fn vertex_light(mesh: &Mesh, i: usize) -> f32 {
    match &mesh.shading {
        Shading::Intensities(l) => {
            let v = l.get(i).copied().unwrap_or(0).clamp(0, 0x1FFF) as f32;
            1.0 - v / 0x1FFF as f32 * 0.85
        }
        Shading::Normals(_) => FLAT_LIGHT,
    }
}

/// Builds the geometry of every mesh of `level`.
pub fn build(level: &Level) -> MeshGeometry {
    let mut out = MeshGeometry::default();
    for mesh in &level.meshes {
        let first = out.vertices.len();
        let mut opaque = Vec::new();
        let mut additive = Vec::new();
        let mut face = |vertices: &[u16], texture: usize, effects: u16, double_sided: bool| {
            let Some(t) = level.object_textures.get(texture) else {
                return;
            };
            let corners: Option<Vec<Vertex>> = vertices
                .iter()
                .enumerate()
                .map(|(k, &i)| {
                    let p = mesh.vertices.get(i as usize)?;
                    let l = vertex_light(mesh, i as usize);
                    Some(Vertex {
                        pos: p.map(|v| v as f32),
                        uvl: [
                            t.uv[k][0] / PAGE_SIZE as f32,
                            t.uv[k][1] / PAGE_SIZE as f32,
                            t.page.0 as f32,
                        ],
                        colour: [l, l, l, 1.0],
                    })
                })
                .collect();
            let Some(c) = corners else { return };
            let target = if matches!(t.blend, BlendMode::Additive) || effects & 1 != 0 {
                &mut additive
            } else {
                &mut opaque
            };
            let mut tri = |a: usize, b: usize, d: usize| {
                target.extend([c[a], c[b], c[d]]);
                if double_sided {
                    target.extend([c[d], c[b], c[a]]);
                }
            };
            tri(0, 1, 2);
            if c.len() == 4 {
                tri(0, 2, 3);
            }
        };
        for q in &mesh.quads {
            face(&q.vertices, q.texture.0 as usize, q.effects, q.double_sided);
        }
        for t in &mesh.triangles {
            face(&t.vertices, t.texture.0 as usize, t.effects, t.double_sided);
        }
        let range = MeshRange {
            first,
            opaque: opaque.len(),
            additive: additive.len(),
        };
        out.vertices.extend(opaque);
        out.vertices.extend(additive);
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
        let g = build(&level);
        assert_eq!(g.ranges.len(), level.meshes.len());
        for (mesh, r) in level.meshes.iter().zip(&g.ranges) {
            let faces = mesh.quads.len() * 2 + mesh.triangles.len();
            assert!(r.opaque + r.additive >= faces * 3);
            assert!(r.first + r.opaque + r.additive <= g.vertices.len());
        }
    }
}
