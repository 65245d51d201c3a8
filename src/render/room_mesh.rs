//! Room geometry as GPU-ready vertex arrays (built on the CPU, testable
//! without GL): one vertex list per room, faces split into the opaque or
//! alpha-tested pass and the additive pass.

use super::vertex_effects::{room_vertex_effect, UvRotate};
use crate::level::room::Room;
use crate::level::texture::{BlendMode, PAGE_SIZE};
use crate::level::Level;

/// One vertex: world position, texture coordinates (0..1) with the page as
/// the array layer, and the baked light.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Vertex {
    pub pos: [f32; 3],
    pub uvl: [f32; 3],
    pub colour: [f32; 4],
    /// What the shader animates (see [`super::vertex_effects`]).
    pub effect: super::vertex_effects::VertexEffect,
    /// UV-rotate scrolling: `[period in layer-space V, speed factor]`.
    pub scroll: [f32; 2],
}

/// A room's vertices; `opaque` first, then `additive`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RoomMesh {
    pub vertices: Vec<Vertex>,
    pub opaque: usize,
    pub additive: usize,
    /// For each vertex: the object texture and corner it came from.
    pub sources: Vec<(u32, u8)>,
}

/// Light scale per game: TR1/TR2 store intensity (already turned into grey
/// where brighter is larger), later games colours around mid-grey.
fn light_scale(level: &Level) -> f32 {
    if level.game.is_tr45() {
        2.0
    } else {
        1.0
    }
}

/// Appends a face's corners (3 or 4, wound clockwise seen from the front as
/// in the files) as triangles; double-sided faces get the back too.
pub fn push_face<T: Copy>(out: &mut Vec<T>, c: &[T], double_sided: bool) {
    let mut tri = |a: usize, b: usize, d: usize| {
        out.extend([c[a], c[b], c[d]]);
        if double_sided {
            out.extend([c[d], c[b], c[a]]);
        }
    };
    tri(0, 1, 2);
    if c.len() == 4 {
        tri(0, 2, 3);
    }
}

/// Builds the mesh of one room; `uv_rotate` marks the scrolling textures.
pub fn room_mesh(level: &Level, room: &Room, uv_rotate: &UvRotate) -> RoomMesh {
    let scale = light_scale(level);
    let mut opaque: Vec<(Vertex, (u32, u8))> = Vec::new();
    let mut additive: Vec<(Vertex, (u32, u8))> = Vec::new();
    let origin = room.position.map(|v| v as f32);
    let corner = |i: u16, uv: [f32; 2], page: u32, texture: u32| -> Option<Vertex> {
        let v = room.vertices.get(i as usize)?;
        let c = v.colour.map(|c| (c as f32 / 255.0 * scale).min(1.0));
        Some(Vertex {
            pos: [
                origin[0] + v.pos[0],
                origin[1] + v.pos[1],
                origin[2] + v.pos[2],
            ],
            uvl: [
                uv[0] / PAGE_SIZE as f32,
                uv[1] / PAGE_SIZE as f32,
                page as f32,
            ],
            colour: [c[0], c[1], c[2], 1.0],
            effect: room_vertex_effect(level.game, room, v.attributes),
            scroll: uv_rotate.scroll(texture),
        })
    };
    let mut emit = |vertices: &[u16], texture: usize, effects: u16, double_sided: bool| {
        let Some(t) = level.object_textures.get(texture) else {
            return;
        };
        let out = if matches!(t.blend, BlendMode::Additive) || effects & 1 != 0 {
            &mut additive
        } else {
            &mut opaque
        };
        let corners: Option<Vec<(Vertex, (u32, u8))>> = vertices
            .iter()
            .enumerate()
            .map(|(k, &i)| {
                let vertex = corner(i, t.uv[k], t.page.0, texture as u32)?;
                Some((vertex, (texture as u32, k as u8)))
            })
            .collect();
        let Some(c) = corners else { return };
        push_face(out, &c, double_sided);
    };
    for q in &room.quads {
        emit(&q.vertices, q.texture.0 as usize, q.effects, q.double_sided);
    }
    for t in &room.triangles {
        emit(&t.vertices, t.texture.0 as usize, t.effects, t.double_sided);
    }
    let (o, a) = (opaque.len(), additive.len());
    opaque.extend(additive);
    let (vertices, sources) = opaque.into_iter().unzip();
    RoomMesh {
        vertices,
        opaque: o,
        additive: a,
        sources,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build;
    use crate::builder::demo::demo_level;
    use crate::format::Game;

    #[test]
    fn every_demo_room_face_becomes_triangles_in_page_space() {
        for game in [Game::Tr1, Game::Tr4, Game::Tr5] {
            let level = Level::from_raw(&build(&demo_level(), game)).unwrap();
            for room in &level.rooms {
                let mesh = room_mesh(&level, room, &UvRotate::new(&level));
                let faces = room.quads.len() * 2 + room.triangles.len();
                assert!(mesh.vertices.len() >= faces * 3, "{game}");
                for v in &mesh.vertices {
                    assert!((0.0..=1.0).contains(&v.uvl[0]) && (0.0..=1.0).contains(&v.uvl[1]));
                    assert!((v.uvl[2] as usize) < level.pages.len());
                }
            }
        }
    }
}
