//! Where each mesh of a frame goes: the visible rooms' static meshes and
//! the entities' posed meshes with their model matrices and tints, the
//! skybox around the eye, and the water tint.

use super::math::Mat4;
use super::{lighting, room_mesh, skin, visibility, Renderer, Scene};
use crate::level::{Level, MeshId, RoomId};
use crate::world::pose::{mesh_transforms, posed_transforms, Transform};

impl Renderer {
    /// Every mesh to draw this frame with its model matrix, tint and
    /// opacity (0..1; below 1 it is drawn blended): the static meshes of the
    /// visible rooms and the visible entities' meshes posed at their frame
    /// and placed between their last two positions.
    pub(super) fn placed_meshes(
        &self,
        level: &Level,
        visible: &[(RoomId, visibility::Rect)],
        scene: &Scene,
        active: &dyn Fn(RoomId) -> RoomId,
        underwater: bool,
        skinned: &mut Vec<room_mesh::Vertex>,
    ) -> Vec<(MeshId, Mat4, [f32; 3], f32)> {
        let mut out = Vec::new();
        let mut shown = vec![false; level.rooms.len()];
        for (room, _) in visible {
            if let Some(v) = shown.get_mut(room.index()) {
                *v = true;
            }
            let data_room = active(*room);
            let r = &level.rooms[data_room.index()];
            for (index, st) in r.statics.iter().enumerate() {
                if scene
                    .broken_statics
                    .binary_search(&(data_room, index))
                    .is_ok()
                {
                    continue;
                }
                let Some(slot) = st.slot.and_then(|s| level.statics.get(s.index())) else {
                    continue;
                };
                let t =
                    Transform::rotation([0.0, st.rotation as f32, 0.0], st.pos.map(|v| v as f32));
                let tint = [st.tint[0], st.tint[1], st.tint[2]]
                    .map(|c| (c as f32 / 128.0).clamp(0.2, 1.5));
                let water = room_tint(level, active(*room), underwater);
                let tint = [0, 1, 2].map(|k| tint[k] * water[k]);
                out.push((slot.mesh, matrix(&t), tint, 1.0));
            }
        }
        let a = scene.alpha.clamp(0.0, 1.0);
        for e in scene.entities {
            let (Some(model_id), true) = (e.model, e.visible) else {
                continue;
            };
            if !shown.get(e.room.index()).copied().unwrap_or(false) {
                continue;
            }
            let Some(model) = level.models.get(model_id.index()) else {
                continue;
            };
            let fade = e.alpha as f32 / 255.0;
            let pos = e.interpolated_pos(a);
            let base = Transform::rotation(e.interpolated_rot(a), pos);
            let water = room_tint(level, active(e.room), underwater);
            // Meshes stored with normals are lit by the room at the entity.
            let lit = level
                .rooms
                .get(active(e.room).index())
                .map_or([1.0; 3], |r| {
                    let centre = [pos[0], pos[1] - 512.0, pos[2]];
                    lighting::light_at(r.ambient, &r.lights, centre)
                });
            // TR4/TR5 Lara's own meshes are placeholders: her look is the
            // LARA_SKIN model (type 8), posed by her skeleton, with the joint
            // meshes (type 9) closing the gaps between its parts.
            let skin = (level.game.is_tr45() && e.type_id == 0)
                .then(|| level.models.iter().find(|m| m.type_id == skin::LARA_SKIN))
                .flatten()
                .filter(|skin| skin.meshes.len() == model.meshes.len());
            let meshes = skin.map_or(&model.meshes, |m| &m.meshes);
            let nodes = posed_transforms(level, model_id, e.anim, e.frame, &e.posture);
            let lit_tint = [0, 1, 2].map(|k| water[k] * lit[k]);
            let stretch = e.posture.scale.map(scale_matrix);
            if e.type_id == 0 {
                if let (Some(joints), Some(_)) = (&self.joints, skin) {
                    let world: Vec<Transform> = nodes.iter().map(|t| base.then(t)).collect();
                    joints.pose(&world, lit_tint, skinned);
                }
                for (mesh, t) in self.hair.meshes(e.id.index) {
                    let external = level.meshes.get(mesh.index()).is_some_and(|m| {
                        matches!(m.shading, crate::level::model::Shading::Normals(_))
                    });
                    let tint = if external { lit_tint } else { water };
                    out.push((mesh, matrix(&t), tint, fade));
                }
            }
            for (i, t) in nodes.iter().enumerate() {
                if !e.posture.shows(i) {
                    continue;
                }
                let mesh = e
                    .mesh_swaps
                    .iter()
                    .find(|(m, _)| *m as usize == i)
                    .map(|(_, with)| *with)
                    .or_else(|| meshes.get(i).copied());
                if let Some(mesh) = mesh {
                    let external = level.meshes.get(mesh.index()).is_some_and(|m| {
                        matches!(m.shading, crate::level::model::Shading::Normals(_))
                    });
                    let tint = if external { lit_tint } else { water };
                    out.push((mesh, placed(&base, stretch.as_ref(), t), tint, fade));
                }
            }
            for a in &e.posture.attachments {
                if let Some(parent) = nodes.get(a.parent as usize) {
                    let local =
                        Transform::rotation(a.angles.map(|v| v as f32), a.offset.map(|v| v as f32));
                    let at = placed(&base, stretch.as_ref(), &parent.then(&local));
                    out.push((a.mesh, at, [1.0; 3], fade));
                }
            }
        }
        out
    }

    /// The skybox's meshes placed around `eye` (its first animation's
    /// first frame), when the level has one and a visible room shows it.
    pub(super) fn sky_meshes(
        &self,
        level: &Level,
        visible: &[(RoomId, visibility::Rect)],
        active: &dyn Fn(RoomId) -> RoomId,
        eye: [f32; 3],
    ) -> Option<Vec<(MeshId, Mat4)>> {
        let sky_type = skybox_type(level.game)?;
        let shows_sky = visible.iter().any(|(r, _)| {
            level
                .rooms
                .get(active(*r).index())
                .is_some_and(|room| room.flags.contains(crate::level::room::RoomFlags::SKYBOX))
        });
        if !shows_sky {
            return None;
        }
        let (model_id, model) = level.model_by_type(sky_type)?;
        let anim = model.first_animation?;
        let base = Transform::rotation([0.0; 3], eye);
        Some(
            mesh_transforms(level, model_id, anim, 0)
                .iter()
                .zip(&model.meshes)
                .map(|(t, mesh)| (*mesh, matrix(&base.then(t))))
                .collect(),
        )
    }
}

/// The tint of water (rooms flagged water, and everything seen from one).
const WATER_TINT: [f32; 3] = [0.55, 0.8, 1.0];

/// The colour a room's geometry is multiplied by: water rooms and every room
/// seen from under water take the water tint.
pub(super) fn room_tint(level: &Level, room: RoomId, underwater: bool) -> [f32; 3] {
    let water = level.rooms.get(room.index()).is_some_and(|r| r.is_water());
    if water || underwater {
        WATER_TINT
    } else {
        [1.0; 3]
    }
}

/// The skybox model's type id in each game (TR5's is not in the
/// catalogues the project has, so TR5 draws no sky yet).
pub fn skybox_type(game: crate::format::Game) -> Option<u32> {
    use crate::format::Game;
    match game {
        Game::Tr1 | Game::Tr5 => None,
        Game::Tr2 => Some(254),
        Game::Tr3 => Some(355),
        Game::Tr4 => Some(459),
    }
}

/// A pose transform as a column-major matrix.
pub(super) fn matrix(t: &Transform) -> Mat4 {
    let mut m = Mat4::IDENTITY.0;
    for r in 0..3 {
        for c in 0..3 {
            m[c * 4 + r] = t.rot[r][c];
        }
        m[12 + r] = t.pos[r];
    }
    Mat4(m)
}

/// The matrix of a mesh posed at `t` in an entity placed at `base`,
/// drawn stretched along the entity's own axes by `stretch`.
fn placed(base: &Transform, stretch: Option<&Mat4>, t: &Transform) -> Mat4 {
    match stretch {
        Some(s) => matrix(base).mul(s).mul(&matrix(t)),
        None => matrix(&base.then(t)),
    }
}

/// A drawn scale ([`crate::world::pose::FULL_SCALE`] = 1 per axis) as a
/// matrix.
fn scale_matrix(scale: [u32; 3]) -> Mat4 {
    let full = crate::world::pose::FULL_SCALE as f32;
    let mut m = Mat4::IDENTITY;
    for (k, v) in scale.iter().enumerate() {
        m.0[k * 5] = *v as f32 / full;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stretch_scales_the_mesh_in_the_entitys_own_frame() {
        // Turned a quarter about y: its own z lies along world x.
        let base = Transform::rotation([0.0, 16384.0, 0.0], [100.0, 0.0, 0.0]);
        let stretch = scale_matrix([4096, 4096, 3 * 4096]);
        let m = placed(&base, Some(&stretch), &Transform::IDENTITY);
        let p = m.transform([0.0, 0.0, 10.0]);
        assert!((p[0] - 130.0).abs() < 1e-3 && p[2].abs() < 1e-3, "{p:?}");
        let plain = placed(&base, None, &Transform::IDENTITY).transform([0.0, 0.0, 10.0]);
        assert!((plain[0] - 110.0).abs() < 1e-3, "{plain:?}");
    }
}
