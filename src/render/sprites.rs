//! Sprites as upright billboards turned to face the camera: room sprites at
//! their room vertex and sprite entities (types with a sprite sequence and no
//! model) at their position, showing the sequence's first sprite. Built on
//! the CPU each frame for the visible rooms.

use super::room_mesh::Vertex;
use crate::level::texture::PAGE_SIZE;
use crate::level::{Level, RoomId};
use crate::world::EntitySnapshot;

/// Appends the two triangles of sprite `index` at `pos`, facing a camera
/// whose yaw is `yaw` (radians), lit by `light`.
fn billboard(
    out: &mut Vec<Vertex>,
    level: &Level,
    index: usize,
    pos: [f32; 3],
    yaw: f32,
    light: f32,
) {
    let Some(s) = level.sprites.get(index) else {
        return;
    };
    // The camera's right in the horizontal plane.
    let right = [yaw.cos(), 0.0, -yaw.sin()];
    let [l, t, r, b] = s.world.map(|v| v as f32);
    let [u0, v0, u1, v1] = s.uv.map(|v| v / PAGE_SIZE as f32);
    let layer = s.page.0 as f32;
    let corner = |x: f32, y: f32, u: f32, v: f32| Vertex {
        pos: [pos[0] + right[0] * x, pos[1] + y, pos[2] + right[2] * x],
        uvl: [u, v, layer],
        colour: [light, light, light, 1.0],
        ..Vertex::default()
    };
    let (tl, tr) = (corner(l, t, u0, v0), corner(r, t, u1, v0));
    let (br, bl) = (corner(r, b, u1, v1), corner(l, b, u0, v1));
    // Both windings: billboards are never culled.
    out.extend([tl, tr, br, tl, br, bl, br, tr, tl, bl, br, tl]);
}

/// The sprite vertices of the visible rooms for a camera facing `yaw`
/// (radians). `active` maps a room to the room drawn in its place.
pub fn build(
    level: &Level,
    visible: &[RoomId],
    entities: &[EntitySnapshot],
    alpha: f32,
    yaw: f32,
    active: &dyn Fn(RoomId) -> RoomId,
) -> Vec<Vertex> {
    let mut out = Vec::new();
    let mut shown = vec![false; level.rooms.len()];
    for room in visible {
        if let Some(v) = shown.get_mut(room.index()) {
            *v = true;
        }
        let r = &level.rooms[active(*room).index()];
        let origin = r.position.map(|v| v as f32);
        for &(vertex, sprite) in &r.sprites {
            let Some(v) = r.vertices.get(vertex as usize) else {
                continue;
            };
            let pos = [
                origin[0] + v.pos[0],
                origin[1] + v.pos[1],
                origin[2] + v.pos[2],
            ];
            let light = v.colour[0].max(v.colour[1]).max(v.colour[2]) as f32 / 255.0;
            billboard(&mut out, level, sprite as usize, pos, yaw, light.max(0.3));
        }
    }
    for e in entities {
        if e.model.is_some() || !e.visible || !shown.get(e.room.index()).copied().unwrap_or(false) {
            continue;
        }
        let Some(&(_, first, _)) = level
            .sprite_sequences
            .iter()
            .find(|(t, _, _)| *t == e.type_id as i32)
        else {
            continue;
        };
        let pos = e.interpolated_pos(alpha);
        billboard(&mut out, level, first.0 as usize, pos, yaw, 1.0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build as build_level;
    use crate::builder::demo::demo_level;
    use crate::format::Game;
    use crate::world::World;
    use std::sync::Arc;

    #[test]
    fn the_demo_medipack_is_a_billboard() {
        let level = Arc::new(Level::from_raw(&build_level(&demo_level(), Game::Tr1)).unwrap());
        let world = World::new(level.clone(), 0);
        let all: Vec<RoomId> = (0..level.rooms.len() as u32).map(RoomId).collect();
        let snap = world.snapshot();
        let v = build(&level, &all, &snap.entities, 1.0, 0.0, &|r| r);
        assert!(v.len() >= 12, "at least one sprite entity: {}", v.len());
        assert_eq!(v.len() % 12, 0);
    }
}
