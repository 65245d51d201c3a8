//! Where each mesh of an animated entity is: keyframes interpolated at the
//! entity's frame, rotations applied Y, X, Z down the mesh tree (spec 000
//! §6). Also the interpolated bounding box.

use crate::level::anim::Keyframe;
use crate::level::{AnimId, Level, ModelId};

/// A rigid transform: 3×3 rotation (rows) and a translation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Transform {
    pub rot: [[f32; 3]; 3],
    pub pos: [f32; 3],
}

impl Transform {
    /// The identity.
    pub const IDENTITY: Transform = Transform {
        rot: [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
        pos: [0.0; 3],
    };

    /// Applies to a point.
    pub fn apply(&self, p: [f32; 3]) -> [f32; 3] {
        let r = &self.rot;
        [0, 1, 2].map(|i| r[i][0] * p[0] + r[i][1] * p[1] + r[i][2] * p[2] + self.pos[i])
    }

    /// `self` followed by `child` in `self`'s frame.
    pub fn then(&self, child: &Transform) -> Transform {
        let mut rot = [[0.0; 3]; 3];
        for (i, row) in rot.iter_mut().enumerate() {
            for (j, v) in row.iter_mut().enumerate() {
                *v = (0..3).map(|k| self.rot[i][k] * child.rot[k][j]).sum();
            }
        }
        let p = child.pos;
        let pos = [0, 1, 2].map(|i| {
            self.rot[i][0] * p[0] + self.rot[i][1] * p[1] + self.rot[i][2] * p[2] + self.pos[i]
        });
        Transform { rot, pos }
    }

    /// A rotation of angles (1/65536 turns) about X, Y and Z, applied Y, then X, then Z.
    pub fn rotation(angles: [f32; 3], pos: [f32; 3]) -> Transform {
        let (sx, cx) = tr_radians(angles[0]).sin_cos();
        let (sy, cy) = tr_radians(angles[1]).sin_cos();
        let (sz, cz) = tr_radians(angles[2]).sin_cos();
        let ry = Transform {
            rot: [[cy, 0.0, sy], [0.0, 1.0, 0.0], [-sy, 0.0, cy]],
            pos,
        };
        let rx = Transform {
            rot: [[1.0, 0.0, 0.0], [0.0, cx, -sx], [0.0, sx, cx]],
            pos: [0.0; 3],
        };
        let rz = Transform {
            rot: [[cz, -sz, 0.0], [sz, cz, 0.0], [0.0, 0.0, 1.0]],
            pos: [0.0; 3],
        };
        ry.then(&rx).then(&rz)
    }
}

/// TR angle units (65536 per turn, as stored in levels) to radians.
pub fn tr_radians(a: f32) -> f32 {
    a * std::f32::consts::TAU / 65536.0
}

/// The two keyframes around `frame` of `anim` and the blend between them.
pub fn keyframes_at(
    level: &Level,
    anim: AnimId,
    frame: u16,
) -> Option<(&Keyframe, &Keyframe, f32)> {
    let a = level.animations.get(anim.index())?;
    let rate = a.frame_rate.max(1) as usize;
    let local = frame.saturating_sub(a.frame_start) as usize;
    let k = (local / rate).min(a.keyframes.len().checked_sub(1)?);
    let next = (k + 1).min(a.keyframes.len() - 1);
    Some((
        &a.keyframes[k],
        &a.keyframes[next],
        (local % rate) as f32 / rate as f32,
    ))
}

fn lerp_angle(a: u16, b: u16, t: f32) -> f32 {
    let delta = b.wrapping_sub(a) as i16 as f32;
    a as f32 + delta * t
}

/// Each mesh's transform in the entity's space at `frame` of `anim`.
pub fn mesh_transforms(level: &Level, model: ModelId, anim: AnimId, frame: u16) -> Vec<Transform> {
    let Some(m) = level.models.get(model.index()) else {
        return Vec::new();
    };
    let Some((k0, k1, t)) = keyframes_at(level, anim, frame) else {
        return vec![Transform::IDENTITY; m.meshes.len()];
    };
    let mut out: Vec<Transform> = Vec::with_capacity(m.meshes.len());
    for i in 0..m.meshes.len() {
        let r0 = k0.rotations.get(i).copied().unwrap_or_default();
        let r1 = k1.rotations.get(i).copied().unwrap_or(r0);
        let angles = [0, 1, 2].map(|a| lerp_angle(r0[a], r1[a], t));
        let local = match m.parents[i] {
            None => {
                let off =
                    [0, 1, 2].map(|a| k0.offset[a] as f32 * (1.0 - t) + k1.offset[a] as f32 * t);
                Transform::rotation(angles, off)
            }
            Some(_) => Transform::rotation(angles, m.offsets[i].map(|v| v as f32)),
        };
        let world = match m.parents[i] {
            Some(p) => out[p as usize].then(&local),
            None => local,
        };
        out.push(world);
    }
    out
}

/// The bounding box (min x, max x, min y, max y, min z, max z) at `frame`.
pub fn bounding_box(level: &Level, anim: AnimId, frame: u16) -> [i16; 6] {
    match keyframes_at(level, anim, frame) {
        Some((k0, k1, t)) => [0, 1, 2, 3, 4, 5]
            .map(|i| (k0.bbox[i] as f32 * (1.0 - t) + k1.bbox[i] as f32 * t) as i16),
        None => [0; 6],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotations_apply_y_then_x_then_z() {
        // 90° about Y turns +Z into +X.
        let t = Transform::rotation([0.0, 16384.0, 0.0], [0.0; 3]);
        let p = t.apply([0.0, 0.0, 1.0]);
        assert!((p[0] - 1.0).abs() < 1e-5 && p[2].abs() < 1e-5, "{p:?}");
        // Parent then child composes translations in the parent's frame.
        let parent = Transform::rotation([0.0, 16384.0, 0.0], [10.0, 0.0, 0.0]);
        let child = Transform::rotation([0.0; 3], [0.0, 0.0, 5.0]);
        let p = parent.then(&child).apply([0.0; 3]);
        assert!((p[0] - 15.0).abs() < 1e-4, "{p:?}");
    }
}
